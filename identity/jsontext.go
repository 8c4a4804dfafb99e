package identity

import (
	"bytes"
	"unicode/utf8"

	"github.com/transcrub/transcrub/internal/jsonstr"
)

// This file gives the check of a JSON document the text redaction reads
// where a match stands: the JSON string around it, decoded. Redaction
// decides on decoded strings (Stands), where a tool output's "\n" is a
// line break; in the raw line the same bytes read as a Windows path's
// separator, and a word that redaction kept as prose would be identity.

// jsonText is the string of a document that holds the last match asked
// about, decoded, kept for the next match in it (matches come in order).
type jsonText struct {
	lo, hi   int    // the string's raw bytes between its quotes, doc[lo:hi]; hi == 0: none yet
	plain    bool   // doc[lo:hi] holds no escape: it is its text
	text     []byte // else doc[lo:hi] decoded
	raw, dec int    // a place in doc that begins a character of the string and its offset in text
}

// stands reports Stands for the match doc[start:end] of a common term,
// where doc is a JSON document: on the string that holds the match,
// decoded; on doc itself as text where no string does (a quote is
// missing before it). The term's bytes are letters, digits, '-' or '_',
// each as it is in the string.
func (j *jsonText) stands(doc []byte, start, end int, layout func(string) bool) bool {
	if j.hi == 0 || start < j.lo || end > j.hi {
		if !j.find(doc, start, end) {
			return Stands(asString(doc), start, end, true, layout)
		}
	}
	if j.plain {
		return Stands(asString(doc[j.lo:j.hi]), start-j.lo, end-j.lo, true, layout)
	}
	for j.raw < start {
		k := bytes.IndexByte(doc[j.raw:start], '\\')
		if k < 0 {
			k = start - j.raw
		}
		j.raw, j.dec = j.raw+k, j.dec+k // bytes as they are
		if j.raw < start {
			_, n, w := unescape(doc[j.lo:j.hi], j.raw-j.lo)
			j.raw, j.dec = j.raw+n, j.dec+w
		}
	}
	return Stands(asString(j.text), j.dec, j.dec+end-start, true, layout)
}

// find sets j to the string of doc that holds doc[start:end] and reports
// whether there is one.
func (j *jsonText) find(doc []byte, start, end int) bool {
	lo := start
	for {
		lo = bytes.LastIndexByte(doc[:lo], '"')
		if lo < 0 {
			*j = jsonText{}
			return false
		}
		if !escaped(doc, lo) {
			break
		}
	}
	hi := end
	for {
		k := bytes.IndexByte(doc[hi:], '"')
		if k < 0 {
			hi = len(doc)
			break
		}
		if hi += k; !escaped(doc, hi) {
			break
		}
		hi++
	}
	raw := doc[lo+1 : hi]
	*j = jsonText{lo: lo + 1, hi: hi, plain: bytes.IndexByte(raw, '\\') < 0, text: j.text[:0], raw: lo + 1}
	for i := 0; !j.plain; {
		k := bytes.IndexByte(raw[i:], '\\')
		if k < 0 {
			j.text = append(j.text, raw[i:]...)
			break
		}
		j.text = append(j.text, raw[i:i+k]...)
		r, n, _ := unescape(raw, i+k)
		j.text = utf8.AppendRune(j.text, r)
		i += k + n
	}
	return true
}

// escaped reports whether the quote doc[i] is escaped: an odd run of
// backslashes ends before it.
func escaped(doc []byte, i int) bool {
	k := i
	for k > 0 && doc[k-1] == '\\' {
		k--
	}
	return (i-k)%2 == 1
}

// unescape reads the escape at raw[i], a backslash in a JSON string's
// contents, a surrogate pair of \u escapes included, and returns the
// character, the raw bytes it takes and its length decoded (a backslash
// that ends raw, not JSON, as itself).
func unescape(raw []byte, i int) (r rune, n, w int) {
	if i+1 == len(raw) {
		return '\\', 1, 1
	}
	switch raw[i+1] {
	case 'n':
		return '\n', 2, 1
	case 't':
		return '\t', 2, 1
	case 'r':
		return '\r', 2, 1
	case 'b':
		return '\b', 2, 1
	case 'f':
		return '\f', 2, 1
	case 'u':
		r, n := jsonstr.DecodeU(raw[i:])
		if n == 0 {
			return 'u', 2, 1 // not JSON: read as the escaped byte
		}
		return r, n, utf8.RuneLen(r)
	}
	return rune(raw[i+1]), 2, 1 // \" \\ \/
}
