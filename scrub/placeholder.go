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

// Placeholders. A redacted value is finally written as
//
//	[LABEL:n]
//
// where LABEL is "REDACTED:<rule id>" for a secret and the rule's
// placeholder (EMAIL, IP, USER, HOST, TERM, ...) for personal data and
// identity, and n numbers the values of one label in bundle order: the
// same value always gets the same number, different values different
// numbers. Files are redacted in parallel, so Line and Sidecar first write
// a provisional placeholder
//
//	[c#id]
//
// where c is the label's code (its index, in decimal, in the Redaction's
// sorted list of labels) and id is IDLen characters of a lower-case base32
// alphabet taken from HMAC-SHA256(label, value) under a key derived from
// the run's salt: the id names the value under its label and says nothing
// about it. The caller numbers the ids in bundle order (Redactor.TakeIDs)
// and writes the final form with Redaction.Renumber.
//
// The provisional form is chosen to be inert and cheap to match again:
// brackets and '#' end the value classes of the rules, so no default rule
// matches a placeholder or runs across one (TestPlaceholdersInert), and it
// spells no rule keyword, as a label would ("REDACTED:github-token"
// holds "token"), so lines full of placeholders do not wake keyword rules
// when the output is matched again. Both forms are plain ASCII that needs
// no JSON escape, written the same in a JSON string and in its decoded
// form, and never span lines.

// IDLen is the length of a provisional placeholder id: 65 bits.
const IDLen = 13

// idAlphabet is the alphabet of ids: RFC 4648 base32, lower case.
const idAlphabet = "abcdefghijklmnopqrstuvwxyz234567"

// Bounds of a placeholder label and of a label code's digits.
const (
	maxLabel = 128
	maxCode  = 4
)

var (
	isIDChar    = byteClass(idAlphabet)
	isLabelChar = byteClass(alnum + "_.:-")
)

// PlaceholderRef names one provisional placeholder.
type PlaceholderRef struct {
	Label string // "REDACTED:github-pat", "EMAIL", "USER", ...
	ID    string // IDLen characters
}

// ider computes placeholder ids, and remembers those of short values:
// the same names and addresses recur throughout a corpus. Not safe for
// concurrent use.
type ider struct {
	m     hash.Hash
	sum   []byte
	key   []byte // label, 0, value: the HMAC's input and the cache key
	cache map[string][IDLen]byte
}

func newIder(p *Pseudonymizer) ider {
	return ider{m: hmac.New(sha256.New, p.placeholderKey), sum: make([]byte, 0, sha256.Size), cache: map[string][IDLen]byte{}}
}

// id appends the id of value under label to dst.
func (d *ider) id(dst, label, value []byte) []byte {
	d.key = append(append(append(d.key[:0], label...), 0), value...)
	if id, ok := d.cache[string(d.key)]; ok {
		return append(dst, id[:]...)
	}
	d.m.Reset()
	d.m.Write(d.key)
	d.sum = d.m.Sum(d.sum[:0])
	n := len(dst)
	dst = d.encode(dst)
	if len(d.key) <= cacheKeyMax {
		if len(d.cache) >= cacheMax {
			clear(d.cache)
		}
		d.cache[string(d.key)] = [IDLen]byte(dst[n:])
	}
	return dst
}

// encode appends the id in d.sum to dst.
func (d *ider) encode(dst []byte) []byte {
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

// appendProvisional appends [code#id] to dst.
func appendProvisional(dst []byte, code int, id []byte) []byte {
	dst = append(dst, '[')
	dst = strconv.AppendInt(dst, int64(code), 10)
	dst = append(dst, '#')
	dst = append(dst, id...)
	return append(dst, ']')
}

// provisionalAt reports whether the '#' at b[hash] belongs to a
// provisional placeholder whose code is below codes, and returns its
// bounds (b[start] is '[' and b[end-1] is ']') and code.
func provisionalAt[T string | []byte](b T, hash, codes int) (start, end, code int, ok bool) {
	end = hash + 1 + IDLen + 1
	if end > len(b) || b[end-1] != ']' {
		return 0, 0, 0, false
	}
	for i := hash + 1; i < end-1; i++ {
		if !isIDChar[b[i]] {
			return 0, 0, 0, false
		}
	}
	start = hash - 1
	for start >= 0 && hash-start <= maxCode && '0' <= b[start] && b[start] <= '9' {
		code = code + int(b[start]-'0')*pow10[hash-1-start]
		start--
	}
	if start < 0 || b[start] != '[' || start == hash-1 || code >= codes {
		return 0, 0, 0, false
	}
	return start, end, code, true
}

var pow10 = [maxCode]int{1, 10, 100, 1000}

// Renumber appends line to dst with every provisional placeholder that
// number knows written in its final form: [c#id] becomes [LABEL:n] when
// number(LABEL, id) returns (n, true), LABEL being the label of code c.
// Placeholders number does not know, and text that only looks like one,
// are copied as they are. The final form is ASCII that needs no escape
// inside a JSON string, so a valid JSON line stays valid; Renumber works
// on any line of text (sidecars too). label and id are valid only during
// the call. Safe for concurrent use.
func (x *Redaction) Renumber(dst, line []byte, number func(label, id []byte) (int, bool)) []byte {
	i := 0
	for {
		k := bytes.IndexByte(line[i:], '#')
		if k < 0 {
			break
		}
		h := i + k
		if start, end, code, ok := provisionalAt(line, h, len(x.codes)); ok && start >= i {
			label := x.codes[code]
			if n, ok := number(label, line[h+1:end-1]); ok {
				dst = append(dst, line[i:start+1]...)
				dst = append(dst, label...)
				dst = append(dst, ':')
				dst = strconv.AppendInt(dst, int64(n), 10)
				dst = append(dst, ']')
				i = end
				continue
			}
		}
		dst = append(dst, line[i:h+1]...)
		i = h + 1
	}
	return append(dst, line[i:]...)
}

// span is the bounds of a placeholder in a text.
type span struct{ start, end int }

// placeholders appends to dst the provisional placeholders of x in s, in
// order.
func (x *Redaction) placeholders(dst []span, s string) []span {
	for i := 0; ; {
		k := strings.IndexByte(s[i:], '#')
		if k < 0 {
			return dst
		}
		h := i + k
		if start, end, _, ok := provisionalAt(s, h, len(x.codes)); ok && start >= i {
			dst = append(dst, span{start, end})
			i = end
			continue
		}
		i = h + 1
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
