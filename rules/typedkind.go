package rules

import "strings"

// Typed ids. A record may give an id under a name that says only that it
// is an id, and say its kind in a sibling attribute named after it, as
// payroll and KYC APIs write a taxpayer's number:
//
//	{"taxId": "v", "taxIdType": "SSN"}        {"tin": "v", "tin_type": "SSN"}
//
// (FHIR names the kind in a coding instead: see fhir-typed-identifier.)

// maxTypedGap bounds the bytes read on either side of an id for its
// kind's attribute.
const maxTypedGap = 200

// typedKinds are the suffixes that make an attribute the kind of the
// attribute its name starts with.
var typedKinds = []string{"type", "_type", "-type", "kind", "_kind"}

// kindSibling reports whether the quoted id text[start:end], the value of
// a JSON attribute, has a sibling on its line, in its object, named after
// its attribute with a kind's suffix (see typedKinds), whose quoted value
// is one of kinds, ignoring case.
func kindSibling(text string, start, end int, kinds []string) bool {
	if start < 2 || end >= len(text) || text[start-1] != '"' || text[end] != '"' {
		return false
	}
	p := skipSpacesBack(text, start-1)
	if p == 0 || text[p-1] != ':' {
		return false
	}
	if p = skipSpacesBack(text, p-1); p == 0 || text[p-1] != '"' {
		return false
	}
	ke := p - 1
	ks := ke
	for ks > 0 && ke-ks < 40 && isIdentByte(text[ks-1]) {
		ks--
	}
	if ks == ke || ks == 0 || text[ks-1] != '"' {
		return false
	}
	key := text[ks:ke]
	lo, hi := max(0, ks-maxTypedGap), min(len(text), end+maxTypedGap)
	if i := strings.LastIndexAny(text[lo:ks], "{}\n"); i >= 0 {
		lo += i + 1
	}
	if i := strings.IndexAny(text[end:hi], "{}\n"); i >= 0 {
		hi = end + i
	}
	for seg := text[lo:hi]; ; {
		i := strings.Index(seg, `"`+key)
		if i < 0 {
			return false
		}
		seg = seg[i+1+len(key):]
		for _, k := range typedKinds {
			if len(seg) > len(k) && strings.EqualFold(seg[:len(k)], k) && seg[len(k)] == '"' && kindValue(seg[len(k)+1:], kinds) {
				return true
			}
		}
	}
}

// kindValue reports whether s opens with an attribute's operator and a
// quoted value that is one of kinds, ignoring case.
func kindValue(s string, kinds []string) bool {
	s = strings.TrimLeft(s, " \t")
	if s == "" || s[0] != ':' {
		return false
	}
	s = strings.TrimLeft(s[1:], " \t")
	if s == "" || s[0] != '"' {
		return false
	}
	q := strings.IndexByte(s[1:], '"')
	if q < 0 {
		return false
	}
	for _, k := range kinds {
		if strings.EqualFold(s[1:1+q], k) {
			return true
		}
	}
	return false
}

// keyAfter reports whether an attribute named one of keys follows the
// quoted value ending at text[end] in its object, within maxTypedGap
// bytes and on any line before the object closes or another opens: a
// routing number's attribute after a bare account's ({"account": "v",
// "account_id": "x", "routing": "y"}, as Plaid's auth numbers write it).
func keyAfter(text string, end int, keys []string) bool {
	if end >= len(text) || text[end] != '"' {
		return false
	}
	seg := text[end+1 : min(len(text), end+1+maxTypedGap)]
	if i := strings.IndexAny(seg, "{}"); i >= 0 {
		seg = seg[:i]
	}
	for _, k := range keys {
		if i := strings.Index(seg, `"`+k+`"`); i >= 0 && strings.HasPrefix(strings.TrimLeft(seg[i+len(k)+2:], " \t"), ":") {
			return true
		}
	}
	return false
}
