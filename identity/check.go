package identity

import (
	"bytes"
	"slices"
	"strings"
)

// Identity terms are checked everywhere in names, but in content only
// from this length on: scrubbed filler is random letters, in which a short
// name turns up by chance.
const minContentTerm = 7

// Check finds identity terms (user names, host names, project words,
// remote owners, listed terms) in bundle names and content, ASCII case
// folded, at word boundaries: a term is found where no letter or digit
// touches it, and a common one (see Common) only where it stands as
// identity (see Stands), as redaction decides. It is immutable and safe
// for concurrent use.
type Check struct {
	all     [][]byte // lowercase, sorted
	rare    [][]byte // of all, those that are not common words (see Common)
	common  [][]byte // of all, the others
	long    [][]byte // lowercase, long enough to check in content
	longest int
	search  *termSearch     // of long
	keys    *termSearch     // of rare, at every whole word
	parts   map[string]bool // the words of terms of several, lowercase
}

// NewCheck returns the check of terms; layout names the path segments
// that are the layout's own (see Stands), as redaction's: nil for none.
func NewCheck(terms Terms, layout func(segment string) bool) *Check {
	c := &Check{}
	for t := range terms {
		lt := []byte(strings.ToLower(t))
		if slices.ContainsFunc(c.all, func(o []byte) bool { return bytes.Equal(o, lt) }) {
			continue
		}
		c.all = append(c.all, lt)
		if len(lt) >= minContentTerm {
			c.long = append(c.long, lt)
			c.longest = max(c.longest, len(lt))
		}
	}
	slices.SortFunc(c.all, bytes.Compare)
	c.parts = map[string]bool{}
	for _, t := range c.all {
		if runs := alnumRuns(string(t)); len(runs) > 1 {
			for _, r := range runs {
				c.parts[r] = true
			}
		}
	}
	for _, t := range c.all {
		if Common(string(t)) {
			c.common = append(c.common, t)
		} else {
			c.rare = append(c.rare, t)
		}
	}
	slices.SortFunc(c.long, bytes.Compare)
	c.search = newTermSearch(c.long, false, layout)
	c.keys = newTermSearch(c.rare, true, nil)
	return c
}

// Terms returns the terms checked, lowercase, sorted, each once.
func (c *Check) Terms() []string {
	out := make([]string, len(c.all))
	for i, t := range c.all {
		out[i] = string(t)
	}
	return out
}

// Longest is the length of the longest term checked in content, 0 for
// none: a stream checked piece by piece keeps that many bytes less one
// from each piece for the next.
func (c *Check) Longest() int { return c.longest }

// Content reports whether b, a JSON document (a scrubbed line, the
// manifest), holds a term long enough to be checked in content: a common
// one where it stands as identity in its string decoded, the text
// redaction read.
func (c *Check) Content(b []byte) bool { return c.search.in(b, true) }

// Text is Content for b, text (a sidecar scrubbed as text), where a
// common term stands as identity in b as it is.
func (c *Check) Text(b []byte) bool { return c.search.in(b, false) }

// Name reports whether a bundle path holds a term in a segment that
// names something of the source: every segment but those kept(segment)
// says the namer keeps (the fixed "projects", "agent-transcripts"), and
// within one only words the namer does not keep (kept(word): public
// vocabulary is its own pseudonym) and before the stem's first dot (the
// extension is kept). Every term counts here, however short or common.
func (c *Check) Name(path string, kept func(word string) bool) bool {
	for seg := range strings.SplitSeq(path, "/") {
		if kept(seg) {
			continue
		}
		stem, _, _ := strings.Cut(seg, ".")
		low := strings.ToLower(stem)
		for _, t := range c.all {
			if inStem(stem, low, string(t), kept) {
				return true
			}
		}
	}
	return false
}

// inStem reports whether t stands in stem (low is stem lower-cased) as a
// whole word whose words are not all kept.
func inStem(stem, low, t string, kept func(string) bool) bool {
	for off := 0; ; {
		i := strings.Index(low[off:], t)
		if i < 0 {
			return false
		}
		i += off
		end := i + len(t)
		whole := (i == 0 || !isAlnum(t[0]) || !isAlnum(low[i-1])) &&
			(end == len(low) || !isAlnum(t[len(t)-1]) || !isAlnum(low[end]))
		if whole && slices.ContainsFunc(alnumRuns(stem[i:end]), func(w string) bool { return !kept(w) }) {
			return true
		}
		off = i + 1
	}
}

// alnumRuns returns the maximal runs of ASCII letters and digits in s.
func alnumRuns(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r >= 0x80 || !isAlnum(byte(r)) })
}

// Word reports whether word is a term, or a word of a term of several
// (claude_p's p), ASCII case folded: a pseudonym of a segment word must not
// be (scrub.Pseudonymizer.Avoiding), since beside the words kept next to
// it (claude) it would spell the term again.
func (c *Check) Word(word []byte) bool {
	if len(word) <= maxPart {
		var buf [maxPart]byte
		low := buf[:0]
		for _, b := range word {
			low = append(low, lower[b])
		}
		if c.parts[string(low)] {
			return true
		}
	}
	return slices.ContainsFunc(c.all, func(t []byte) bool { return len(t) == len(word) && equalFoldASCII(word, t) })
}

// maxPart bounds the words of terms that Word looks up.
const maxPart = 32

// Key reports whether key, an object key structural mode would keep,
// holds a term as a whole word, however short, or is a common one: a user
// name used as a key is scrubbed, but a common word that is a term (a
// project named tool) does not make the schema's keys that hold it
// (server_tool_use) content. It is scrub.Identity.
func (c *Check) Key(key []byte) bool {
	return c.keys.in(key, false) || slices.ContainsFunc(c.common, func(t []byte) bool { return len(t) == len(key) && equalFoldASCII(key, t) })
}

// Has reports whether word, an identifier structural mode would keep as a
// discriminator, is or holds a term that is not a common word: the whole
// word, its stem before the first dot, a term of four bytes or more in
// it, or one of its runs of letters and digits. A discriminator is no
// identity position, so a common term ("tool", "search": a working
// directory's name) never makes the schema's words (tool_reference, a
// web search's type search) content. It is scrub.Identity, and does not
// allocate for a word of up to 64 bytes.
func (c *Check) Has(word []byte) bool {
	if len(c.rare) == 0 {
		return false
	}
	var buf [64]byte
	low := buf[:0]
	for _, b := range word {
		low = append(low, lower[b])
	}
	stem, _, _ := bytes.Cut(low, []byte("."))
	for _, t := range c.rare {
		if bytes.Equal(low, t) || bytes.Equal(stem, t) || len(t) >= 4 && bytes.Contains(low, t) {
			return true
		}
	}
	for i := 0; i < len(low); i++ {
		j := i
		for j < len(low) && isAlnum(low[j]) {
			j++
		}
		if j > i && slices.ContainsFunc(c.rare, func(t []byte) bool { return bytes.Equal(t, low[i:j]) }) {
			return true
		}
		i = j
	}
	return false
}
