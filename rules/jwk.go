package rules

import "strings"

// The jwk context reads a JSON Web Key (RFC 7517) for its private
// members. The keyword's identifier must be the member name "kty"; the
// object around it is then a key, and the values of its private members
// are taken: "d" (the private exponent or scalar of RSA, EC and OKP keys),
// "p", "q", "dp", "dq", "qi" (RSA's primes and CRT values, RFC 7518
// 6.3.2), "k" (a symmetric key, 6.4) and "priv" (a seed some libraries
// write). The public members ("n", "e", "x", "y", "kid", "use") stay, so
// a published key set reads as it was. The object is the stretch between
// the '{' before the name and the '}' after it, with no other brace in
// between (a key's members hold arrays at most), within maxValue bytes
// each way; quotes may be escaped once, as in a JSON string that holds
// the key. A private member's value must be base64url of minJWKValue
// characters or more, so that "..." or a ${VAR} stays.

// minJWKValue is the shortest private member value taken: an Ed25519
// scalar is 43 base64url characters, a truncated example rarely 16.
const minJWKValue = 16

func jwkContext(dst []span, text string, from, to int) ([]span, int) {
	if !strings.EqualFold(text[from:to], "kty") || !quoteBefore(text, from) || !jsonQuoteAt(text, to) {
		return dst, to
	}
	open := strings.LastIndexAny(text[max(0, from-maxValue):from], "{}")
	closing := strings.IndexAny(text[to:min(len(text), to+maxValue)], "{}")
	if open < 0 || closing < 0 {
		return dst, to
	}
	open += max(0, from-maxValue)
	closing += to
	if text[open] != '{' || text[closing] != '}' {
		return dst, to
	}
	for i := open + 1; i < closing; {
		ns, ne, ok := jwkMember(text, i, closing)
		if !ok {
			break
		}
		vs, ve := jwkValue(text, ne, closing)
		if vs < 0 {
			i = ne + 1 // a number, an array or other text: read on from the next quote
			continue
		}
		if privateJWKMember(text[ns:ne]) && ve-vs >= minJWKValue {
			dst = append(dst, span{vs, ve})
		}
		i = ve + 1
	}
	return dst, closing + 1
}

// quoteBefore reports whether a double quote, escaped or not, ends
// text[:i].
func quoteBefore(text string, i int) bool { return i > 0 && text[i-1] == '"' }

// jsonQuoteAt reports whether a double quote, escaped or not, starts
// text[i:].
func jsonQuoteAt(text string, i int) bool {
	return strings.HasPrefix(text[i:], `"`) || strings.HasPrefix(text[i:], `\"`)
}

// jwkMember finds the next member name of a key's object in text[i:end]:
// the bounds of the name inside its quotes.
func jwkMember(text string, i, end int) (ns, ne int, ok bool) {
	q := strings.IndexByte(text[i:end], '"')
	if q < 0 {
		return 0, 0, false
	}
	ns = i + q + 1
	k := strings.IndexByte(text[ns:end], '"')
	if k < 0 {
		return 0, 0, false
	}
	ne = ns + k
	if ne > ns && text[ne-1] == '\\' {
		ne-- // \"d\": the name ends at the escape
	}
	return ns, ne, true
}

// jwkValue returns the bounds of the quoted base64url value that follows
// the member name ending at text[ne] (its closing quote), past the colon,
// or -1, -1 if the value is not one (a number, an array, text with other
// characters).
func jwkValue(text string, ne, end int) (int, int) {
	i := ne
	if i < end && text[i] == '\\' {
		i++
	}
	i++ // the name's closing quote
	for i < end && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
		i++
	}
	if i >= end || text[i] != ':' {
		return -1, -1
	}
	for i++; i < end && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r'); i++ {
	}
	if i < end && text[i] == '\\' {
		i++
	}
	if i >= end || text[i] != '"' {
		return -1, -1
	}
	vs := i + 1
	ve := vs
	for ve < end && base64URLByte(text[ve]) {
		ve++
	}
	if ve >= end || (text[ve] != '"' && text[ve] != '\\') {
		return -1, -1
	}
	return vs, ve
}

// privateJWKMember reports whether name is a member of a JSON Web Key
// that holds private key material.
func privateJWKMember(name string) bool {
	switch name {
	case "d", "p", "q", "dp", "dq", "qi", "k", "priv":
		return true
	}
	return false
}

// base64URLByte reports whether c belongs to the base64url alphabet
// (RFC 4648 5), padding included.
func base64URLByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '_' || c == '='
}
