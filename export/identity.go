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
	return c
}

var errIdentity = errors.New("identity: a user name, hostname or listed term survived")

// lowerContains reports whether the ASCII-lowercased b contains any term.
func lowerContains(b []byte, terms [][]byte, buf *[]byte) bool {
	if len(terms) == 0 {
		return false
	}
	*buf = append((*buf)[:0], b...)
	low := *buf
	for i, c := range low {
		if c >= 'A' && c <= 'Z' {
			low[i] = c + 32
		}
	}
	for _, t := range terms {
		if bytes.Contains(low, t) {
			return true
		}
	}
	return false
}

// content checks one piece of scrubbed content.
func (c *identityCheck) content(b []byte) error {
	var buf []byte
	if lowerContains(b, c.long, &buf) {
		return errIdentity
	}
	return nil
}

// names checks the manifest and every bundle path: here every term counts,
// as a whole path segment or anywhere in the manifest text.
func (c *identityCheck) names(manifest []byte, files []FileEntry) error {
	var buf []byte
	if lowerContains(manifest, c.long, &buf) {
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
	w    io.Writer
	id   *identityCheck
	tail []byte
	buf  []byte
}

func (w *identityWriter) Write(p []byte) (int, error) {
	if w.id.longest > 0 {
		joined := append(w.tail, p...)
		if lowerContains(joined, w.id.long, &w.buf) {
			return 0, &VerifyError{File: "sidecar", Reason: errIdentity.Error()}
		}
		keep := min(len(joined), w.id.longest-1)
		w.tail = append(w.tail[:0], joined[len(joined)-keep:]...)
	}
	return w.w.Write(p)
}
