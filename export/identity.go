package export

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"strings"
)

// Identity terms are checked everywhere in names and the manifest, but in
// content only from this length on: scrubbed filler is random letters, in
// which a short name turns up by chance.
const minContentTerm = 7

// identityCheck finds identity terms (user names, hostname, --term words)
// in bundle names, the manifest and content, case-insensitively.
type identityCheck struct {
	all     [][]byte // lowercase
	long    [][]byte // lowercase, long enough to check in content
	longest int
	search  *termSearch // of long
}

func newIdentityCheck(terms map[string]bool) *identityCheck {
	c := &identityCheck{}
	for t := range terms {
		lt := []byte(strings.ToLower(t))
		c.all = append(c.all, lt)
		if len(lt) >= minContentTerm {
			c.long = append(c.long, lt)
			c.longest = max(c.longest, len(lt))
		}
	}
	slices.SortFunc(c.all, bytes.Compare)
	slices.SortFunc(c.long, bytes.Compare)
	c.search = newTermSearch(c.long)
	return c
}

var errIdentity = errors.New("identity: a user name, hostname or listed term survived")

// termSearch finds terms in text as whole words, ASCII case folded, in
// place: a Wu-Manber search, which reads the last two bytes of a window as
// long as the shortest term and skips as far as no term could end sooner,
// so that most bytes of filler are not read at all. A term is found as a
// whole word when no ASCII letter or digit touches its letters or digits
// from outside, as the redaction literals match ("alice" is in
// "/home/alice/", not in "malice").
type termSearch struct {
	terms [][]byte // lowercase, at least two bytes each
	m     int      // length of the shortest term
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
// nil for none.
func newTermSearch(terms [][]byte) *termSearch {
	if len(terms) == 0 {
		return nil
	}
	s := &termSearch{terms: terms, m: len(terms[0])}
	for _, t := range terms {
		s.m = min(s.m, len(t), 255)
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

// in reports whether b holds a term as a whole word.
func (s *termSearch) in(b []byte) bool {
	if s == nil {
		return false
	}
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
		for _, t := range s.terms {
			end := start + len(t)
			if end > len(b) || !equalFoldASCII(b[start:end], t) {
				continue
			}
			before := start > 0 && isAlnum(t[0]) && isAlnum(b[start-1])
			after := end < len(b) && isAlnum(t[len(t)-1]) && isAlnum(b[end])
			if !before && !after {
				return true
			}
		}
		i++
	}
	return false
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

// content checks one piece of scrubbed content.
func (c *identityCheck) content(b []byte) error {
	if c.search.in(b) {
		return errIdentity
	}
	return nil
}

// names checks the manifest and every bundle path: here every term counts,
// as a whole path segment or anywhere in the manifest text.
func (c *identityCheck) names(manifest []byte, files []FileEntry) error {
	if c.search.in(manifest) {
		return &VerifyError{File: ManifestName, Reason: errIdentity.Error()}
	}
	for _, f := range files {
		for _, seg := range strings.Split(strings.ToLower(f.Path), "/") {
			if c.inSegment([]byte(seg)) {
				return &VerifyError{File: "(bundle names)", Reason: errIdentity.Error()}
			}
		}
	}
	return nil
}

// inSegment reports whether seg, lowercase, is a term, has one before
// its first dot, or holds one of four bytes or more.
func (c *identityCheck) inSegment(seg []byte) bool {
	stem, _, _ := bytes.Cut(seg, []byte("."))
	for _, t := range c.all {
		if bytes.Equal(seg, t) || bytes.Equal(stem, t) || len(t) >= 4 && bytes.Contains(seg, t) {
			return true
		}
	}
	return false
}

// Has reports whether word, an identifier structural mode would keep as a
// discriminator, is or holds a term: as a bundle path segment does, or as
// one of its runs of letters and digits. It is scrub.Identity, and does
// not allocate for a word of up to 64 bytes.
func (c *identityCheck) Has(word []byte) bool {
	if len(c.all) == 0 {
		return false
	}
	var buf [64]byte
	low := buf[:0]
	for _, b := range word {
		low = append(low, lower[b])
	}
	if c.inSegment(low) {
		return true
	}
	for i := 0; i < len(low); i++ {
		j := i
		for j < len(low) && isAlnum(low[j]) {
			j++
		}
		if j > i && slices.ContainsFunc(c.all, func(t []byte) bool { return bytes.Equal(t, low[i:j]) }) {
			return true
		}
		i = j
	}
	return false
}

// identityWriter checks content streamed through it, keeping an overlap
// so that a term split across writes is still found.
type identityWriter struct {
	w   io.Writer
	id  *identityCheck
	buf []byte // the overlap, then the write
}

// reset makes w check a new stream, written to dst.
func (w *identityWriter) reset(dst io.Writer) {
	w.w, w.buf = dst, w.buf[:0]
}

func (w *identityWriter) Write(p []byte) (int, error) {
	if w.id.longest > 0 {
		w.buf = append(w.buf, p...)
		if w.id.search.in(w.buf) {
			return 0, &VerifyError{File: "sidecar", Reason: errIdentity.Error()}
		}
		keep := min(len(w.buf), w.id.longest-1)
		w.buf = append(w.buf[:0], w.buf[len(w.buf)-keep:]...)
	}
	return w.w.Write(p)
}
