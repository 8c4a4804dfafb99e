package scrub

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"hash"
	"iter"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/transcrub/transcrub/rules"
)

// Placeholders. Redaction replaces each match with a provisional
// placeholder
//
//	[LABEL:#id]
//
// where LABEL is "REDACTED:<rule id>" for a secret and the rule's
// placeholder (EMAIL, IP, USER, HOST, TERM, ...) for personal data and
// identity, and id is IDLen characters of a lower-case base32 alphabet
// taken from HMAC-SHA256(label, value) under a key derived from the run's
// salt: the same value under the same label always gets the same id, and
// the id says nothing about the value. Files are redacted in parallel, so
// the final numbers ([EMAIL:1], [EMAIL:2], ...) are assigned afterwards, in
// bundle order, by the caller (see Redactor.TakeIDs) and written by
// Renumber.
//
// The syntax is chosen to be inert: brackets, ':' and '#' end the value
// classes of the rules, and the alphabet holds no upper case, so no default
// rule matches a placeholder or runs across one (TestPlaceholdersInert).
// Placeholders are plain ASCII that needs no JSON escape, so they are
// written the same in a JSON string and in its decoded form, and never
// span lines.

// IDLen is the length of a provisional placeholder id: 65 bits.
const IDLen = 13

// idAlphabet is the alphabet of ids: RFC 4648 base32, lower case.
const idAlphabet = "abcdefghijklmnopqrstuvwxyz234567"

// maxLabel bounds the length of a placeholder label.
const maxLabel = 128

var (
	isIDChar    = byteClass(idAlphabet)
	isLabelChar = byteClass(alnum + "_.:-")
)

// PlaceholderRef names one provisional placeholder.
type PlaceholderRef struct {
	Label string // "REDACTED:github-pat", "EMAIL", "USER", ...
	ID    string // IDLen characters
}

// ider computes placeholder ids. Not safe for concurrent use.
type ider struct {
	m   hash.Hash
	sum []byte
}

func newIder(p *Pseudonymizer) ider {
	return ider{m: hmac.New(sha256.New, p.placeholderKey), sum: make([]byte, 0, sha256.Size)}
}

// id appends the id of value under label to dst.
func (d *ider) id(dst []byte, label string, value []byte) []byte {
	d.m.Reset()
	d.m.Write([]byte(label))
	d.m.Write([]byte{0})
	d.m.Write(value)
	d.sum = d.m.Sum(d.sum[:0])
	var acc uint64
	for _, b := range d.sum[:8] {
		acc = acc<<8 | uint64(b)
	}
	for i := range IDLen - 1 {
		dst = append(dst, idAlphabet[acc>>(59-5*i)&31])
	}
	// The 13th character takes the last 4 bits of acc and one of sum[8].
	return append(dst, idAlphabet[(acc&15)<<1|uint64(d.sum[8]>>7)])
}

// appendProvisional appends [label:#id] to dst.
func appendProvisional(dst []byte, label string, id []byte) []byte {
	dst = append(dst, '[')
	dst = append(dst, label...)
	dst = append(dst, ':', '#')
	dst = append(dst, id...)
	return append(dst, ']')
}

// provisionalAt reports whether the ":#" at b[colon:] belongs to a
// provisional placeholder, and returns its bounds: b[start] is '[' and
// b[end-1] is ']'.
func provisionalAt[T string | []byte](b T, colon int) (start, end int, ok bool) {
	end = colon + 2 + IDLen + 1
	if end > len(b) || b[end-1] != ']' {
		return 0, 0, false
	}
	for i := colon + 2; i < end-1; i++ {
		if !isIDChar[b[i]] {
			return 0, 0, false
		}
	}
	start = colon - 1
	for start >= 0 && colon-start <= maxLabel+1 && isLabelChar[b[start]] {
		start--
	}
	if start < 0 || b[start] != '[' || start == colon-1 {
		return 0, 0, false
	}
	return start, end, true
}

var colonHash = []byte(":#")

// span is the bounds of a placeholder in a text.
type span struct{ start, end int }

// placeholders appends to dst the provisional placeholders in s whose
// label is one of x's, in order.
func (x *Redaction) placeholders(dst []span, s string) []span {
	for i := 0; ; {
		k := strings.Index(s[i:], ":#")
		if k < 0 {
			return dst
		}
		c := i + k
		if start, end, ok := provisionalAt(s, c); ok && x.known[s[start+1:c]] {
			dst = append(dst, span{start, end})
			i = end
			continue
		}
		i = c + 2
	}
}

// residueRuns yields the residue of the match m in s: the maximal runs of
// content bytes (ASCII letters and digits, and non-ASCII bytes) inside m
// and outside the placeholders spans (sorted). Punctuation is not
// residue: a rule whose match runs from a placeholder over a comma has
// found nothing that was not already redacted.
func residueRuns(s string, m rules.Match, spans []span) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		k := 0
		for i := m.Start; i < m.End; {
			for k < len(spans) && spans[k].end <= i {
				k++
			}
			if k < len(spans) && spans[k].start <= i {
				i = spans[k].end
				continue
			}
			if !contentByte(s[i]) {
				i++
				continue
			}
			j := i
			for j < m.End && contentByte(s[j]) && (k == len(spans) || j < spans[k].start) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// contentByte reports whether a byte carries content a residue check
// counts: an ASCII letter or digit, or any non-ASCII byte.
func contentByte(c byte) bool { return c >= utf8.RuneSelf || isAlnum[c] }

// Renumber appends line to dst with every provisional placeholder that
// number knows replaced by its final form: [LABEL:#id] becomes [LABEL:n]
// when number(label, id) returns (n, true). Placeholders number does not
// know, and text that only looks like one, are copied as they are. The
// replacement is ASCII inside a JSON string, so a valid JSON line stays
// valid; it works on any text line (sidecars too). label and id alias
// line and are valid only during the call.
func Renumber(dst, line []byte, number func(label, id []byte) (int, bool)) []byte {
	i := 0
	for {
		k := bytes.Index(line[i:], colonHash)
		if k < 0 {
			break
		}
		c := i + k
		if start, end, ok := provisionalAt(line, c); ok {
			if n, ok := number(line[start+1:c], line[c+2:end-1]); ok {
				dst = append(dst, line[i:c+1]...)
				dst = strconv.AppendInt(dst, int64(n), 10)
				dst = append(dst, ']')
				i = end
				continue
			}
		}
		dst = append(dst, line[i:c+2]...)
		i = c + 2
	}
	return append(dst, line[i:]...)
}
