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
// place: a Horspool search over the length of the shortest term, so that
// most bytes of filler are skipped, not read. A term is found as a whole
// word when no ASCII letter or digit touches its letters or digits from
// outside, as the redaction literals match ("alice" is in "/home/alice/",
// not in "malice").
type termSearch struct {
	terms [][]byte // lowercase
	m     int      // length of the shortest term
	shift [256]int // how far a window may move, by its last byte
}

// newTermSearch returns a search for terms (lowercase), nil for none.
func newTermSearch(terms [][]byte) *termSearch {
	if len(terms) == 0 {
		return nil
	}
	s := &termSearch{terms: terms, m: len(terms[0])}
	for _, t := range terms {
		s.m = min(s.m, len(t))
	}
	for c := range s.shift {
		s.shift[c] = s.m
	}
	for _, t := range terms {
		for j, c := range t[:s.m] {
			d := s.m - 1 - j
			s.shift[c] = min(s.shift[c], d)
			s.shift[upper(c)] = min(s.shift[upper(c)], d)
		}
	}
	return s
}

// in reports whether b holds a term as a whole word.
func (s *termSearch) in(b []byte) bool {
	if s == nil {
		return false
	}
	for i := s.m - 1; i < len(b); {
		if d := s.shift[b[i]]; d > 0 {
			i += d
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

// equalFoldASCII reports whether a, ASCII-lowercased, equals lower.
func equalFoldASCII(a, lower []byte) bool {
	for i, c := range a {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
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
			stem, _, _ := strings.Cut(seg, ".")
			for _, t := range c.all {
				if seg == string(t) || stem == string(t) || (len(t) >= 4 && strings.Contains(seg, string(t))) {
					return &VerifyError{File: "(bundle names)", Reason: errIdentity.Error()}
				}
			}
		}
	}
	return nil
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
