package identity

import (
	"cmp"
	"slices"
	"unsafe"
)

// termSearch finds terms in text as whole words, ASCII case folded, in
// place: a Wu-Manber search, which reads the last two bytes of a window as
// long as the shortest term and skips as far as no term could end sooner,
// so that most bytes of filler are not read at all. A term is found as a
// whole word when no ASCII letter or digit touches its letters or digits
// from outside, as the redaction literals match ("alice" is in
// "/home/alice/", not in "malice"). A common term (see Common) counts
// only where it stands as identity (see Stands).
type termSearch struct {
	terms  [][]byte                  // lowercase, at least two bytes each, by first byte
	common []bool                    // by term: Common
	layout func(segment string) bool // see Stands
	first  [257]int                  // the terms that begin with c are terms[first[c]:first[c+1]]
	m      int                       // length of the shortest term
	// shift is how far a window may move, by its last two bytes: pairs
	// that share an entry take the shorter move, so that the table stays
	// in the first-level cache.
	shift [1 << shiftBits]uint8
}

// shiftBits is the size of termSearch's table, in bits.
const shiftBits = 12

// pairSlot is the entry of termSearch.shift for the pair of bytes a, b:
// the table holds every letter case of a term's pairs, so that the search
// reads two bytes and one entry a window, with no folding between.
func pairSlot(a, b byte) int { return (int(a)<<5 ^ int(b)) & (1<<shiftBits - 1) }

// newTermSearch returns a search for terms (lowercase, two bytes or more),
// nil for none; with anywhere set, a common term counts at every whole
// word too, else where it stands as identity in the layout (see Stands).
func newTermSearch(terms [][]byte, anywhere bool, layout func(string) bool) *termSearch {
	if len(terms) == 0 {
		return nil
	}
	s := &termSearch{terms: slices.Clone(terms), m: len(terms[0]), layout: layout}
	slices.SortStableFunc(s.terms, func(a, b []byte) int { return cmp.Compare(a[0], b[0]) })
	for _, t := range s.terms {
		s.m = min(s.m, len(t), 255)
		s.common = append(s.common, !anywhere && Common(string(t)))
		s.first[int(t[0])+1]++
	}
	for c := range 256 {
		s.first[c+1] += s.first[c]
	}
	for i := range s.shift {
		s.shift[i] = uint8(s.m - 1)
	}
	for _, t := range terms {
		for j := 1; j < s.m; j++ {
			for _, a := range cases(t[j-1]) {
				for _, b := range cases(t[j]) {
					k := pairSlot(a, b)
					s.shift[k] = min(s.shift[k], uint8(s.m-1-j))
				}
			}
		}
	}
	return s
}

// in reports whether b holds a term as a whole word; where it holds a
// common one, b is read as a JSON document with json set (see jsonText),
// as text otherwise.
func (s *termSearch) in(b []byte, json bool) bool {
	if s == nil {
		return false
	}
	var jt jsonText
	step := uint8(max(s.m-1, 1)) // a one-byte term (none is looked for in content) moves by 0
	for i := s.m - 1; i < len(b); {
		if d := s.shift[pairSlot(b[i-1], b[i])]; d == step {
			// The usual move, by a constant: the next window's read need
			// not wait for this one's.
			i += int(step)
			continue
		} else if d > 0 {
			i += int(d)
			continue
		}
		start := i - s.m + 1
		c := lower[b[start]]
		for k := s.first[c]; k < s.first[c+1]; k++ {
			t := s.terms[k]
			end := start + len(t)
			if end > len(b) || !equalFoldASCII(b[start:end], t) {
				continue
			}
			before := start > 0 && isAlnum(t[0]) && isAlnum(b[start-1])
			after := end < len(b) && isAlnum(t[len(t)-1]) && isAlnum(b[end])
			if !before && !after && (!s.common[k] || s.stands(b, start, end, json, &jt)) {
				return true
			}
		}
		i++
	}
	return false
}

// stands reports whether the match b[start:end] of a common term stands
// as identity in b, a JSON document (json set) or text.
func (s *termSearch) stands(b []byte, start, end int, json bool, jt *jsonText) bool {
	if json {
		return jt.stands(b, start, end, s.layout)
	}
	return Stands(asString(b), start, end, true, s.layout)
}

// cases is c, a lowercase byte, in both letter cases ([c, c] if it is not
// a letter).
func cases(c byte) [2]byte {
	if 'a' <= c && c <= 'z' {
		return [2]byte{c, c - ('a' - 'A')}
	}
	return [2]byte{c, c}
}

// lower maps ASCII letters to lowercase and every other byte to itself.
var lower = func() (t [256]byte) {
	for c := range t {
		t[c] = byte(c)
		if 'A' <= c && c <= 'Z' {
			t[c] += 'a' - 'A'
		}
	}
	return t
}()

// equalFoldASCII reports whether a, ASCII-lowercased, equals low.
func equalFoldASCII(a, low []byte) bool {
	for i, c := range a {
		if lower[c] != low[i] {
			return false
		}
	}
	return true
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// asString views b as a string without copying, for Position, which
// reads it during the call only.
func asString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }
