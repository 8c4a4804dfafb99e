package export

import (
	"bytes"
	"encoding/binary"
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
// buf holds the lowercase copy and is reused.
func lowerContains(b []byte, terms [][]byte, buf *[]byte) bool {
	if len(terms) == 0 {
		return false
	}
	*buf = appendLower((*buf)[:0], b)
	return containsAny(*buf, terms)
}

// containsAny reports whether b contains any of terms as a whole word:
// no ASCII letter or digit touches the term's letters or digits from
// outside, as the redaction literals match ("alice" is in "/home/alice/",
// not in "malice").
func containsAny(b []byte, terms [][]byte) bool {
	for _, t := range terms {
		for off := 0; ; {
			i := bytes.Index(b[off:], t)
			if i < 0 {
				break
			}
			i += off
			end := i + len(t)
			before := i > 0 && isAlnum(t[0]) && isAlnum(b[i-1])
			after := end < len(b) && isAlnum(t[len(t)-1]) && isAlnum(b[end])
			if !before && !after {
				return true
			}
			off = i + 1
		}
	}
	return false
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// appendLower appends b to dst with the ASCII letters lowercased, eight
// bytes at a time.
func appendLower(dst, b []byte) []byte {
	n := len(dst)
	dst = append(dst, b...)
	low := dst[n:]
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	i := 0
	for ; i+8 <= len(low); i += 8 {
		w := binary.LittleEndian.Uint64(low[i:])
		// Per byte, with the high bit cleared: + (0x80-'A') sets the high
		// bit from 'A' up, + (0x7F-'Z') from past 'Z'; their difference
		// marks 'A'..'Z', and bytes with the high bit set are left alone.
		h := w &^ highs
		upper := ((h + (0x80-'A')*ones) ^ (h + (0x7F-'Z')*ones)) &^ w & highs
		binary.LittleEndian.PutUint64(low[i:], w|upper>>2)
	}
	for ; i < len(low); i++ {
		if c := low[i]; 'A' <= c && c <= 'Z' {
			low[i] = c + 'a' - 'A'
		}
	}
	return dst
}

// content checks one piece of scrubbed content; buf is scratch space,
// reused from call to call.
func (c *identityCheck) content(b []byte, buf *[]byte) error {
	if lowerContains(b, c.long, buf) {
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
	w   io.Writer
	id  *identityCheck
	low []byte // the overlap, then the write, lowercased
}

// reset makes w check a new stream, written to dst.
func (w *identityWriter) reset(dst io.Writer) {
	w.w, w.low = dst, w.low[:0]
}

func (w *identityWriter) Write(p []byte) (int, error) {
	if w.id.longest > 0 {
		w.low = appendLower(w.low, p)
		if containsAny(w.low, w.id.long) {
			return 0, &VerifyError{File: "sidecar", Reason: errIdentity.Error()}
		}
		keep := min(len(w.low), w.id.longest-1)
		w.low = append(w.low[:0], w.low[len(w.low)-keep:]...)
	}
	return w.w.Write(p)
}
