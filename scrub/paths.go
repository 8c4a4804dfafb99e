package scrub

import (
	"bytes"
	"slices"
)

// Paths keep their shape. The rule, applied to the decoded text of every
// scrubbed string and to sidecar contents:
//
// A token is a maximal run of bytes that are not delimiters: ASCII
// whitespace, quotes (" ' `), brackets ( ) [ ] { } < >, and , ; | & =.
// A token is path-like when it
//
//   - starts with "/", "~/", "./", "../", `\\`, or a drive "X:/" or `X:\`;
//   - or contains "/" or `\` and one of its segments is a kept word
//     (so "src/main.go" and "x/.cursor/projects/y" are paths, "and/or" is
//     not).
//
// A string value of a path key in a tool input (see pathKey) that is one
// token is path-like whatever its shape. A single trailing "." (end of a
// sentence) is not part of the token. In a path token the separators "/",
// `\` and ":" are kept, a leading drive "X:" is kept, and every segment is
// replaced by its pseudonym, the same one Pseudonymizer.Segment gives (see
// filler.segment for what a pseudonym keeps).

// delim marks the bytes that end a token.
var delim = byteClass(" \t\n\v\f\r\"'`()[]{}<>,;|&=")

// pathSep marks the separators kept inside a path token.
var pathSep = byteClass(`/\:`)

// keptWords are segments that are public vocabulary and are kept verbatim:
// the Cursor layout, the top of common home and system trees, common
// repository directories and well-known file names. Never add a word that
// could be a person's or a project's own name.
var keptWords = map[string]bool{
	".": true, "..": true, "~": true,
	// Cursor layout.
	".cursor": true, "projects": true, "agent-tools": true, "agent-transcripts": true,
	"subagents": true, "skills": true, "rules": true,
	// Claude Code layout.
	".claude": true, "tool-results": true,
	"SKILL.md": true, "AGENTS.md": true, "README.md": true, "CLAUDE.md": true,
	// Homes and system trees.
	"Users": true, "home": true, "root": true, "tmp": true, "var": true, "etc": true,
	"usr": true, "opt": true, "bin": true, "private": true, "Library": true, "Volumes": true,
	// Repository layout.
	"src": true, "cmd": true, "pkg": true, "internal": true, "lib": true, "test": true,
	"tests": true, "testdata": true, "docs": true, "scripts": true, "vendor": true,
	"node_modules": true, ".git": true, ".github": true, "workflows": true, "dist": true,
	"build": true,
	// Well-known files.
	"go.mod": true, "go.sum": true, "package.json": true, "Makefile": true,
	"Dockerfile": true, "LICENSE": true, ".gitignore": true,
}

// wordSet is a set of words compiled for lookup: by first byte, the
// lengths of its words of that byte (which rule most other words out in
// one test) and the words themselves.
type wordSet struct {
	lens  [256]uint32 // bit n: a word of n bytes starts with the byte
	words [256][]string
}

// maxSetWord bounds the words of a wordSet.
const maxSetWord = 31

func newWordSet(words map[string]bool) *wordSet {
	s := &wordSet{}
	for w := range words {
		if len(w) == 0 || len(w) > maxSetWord {
			panic("scrub: word set word of a length out of bounds")
		}
		s.lens[w[0]] |= 1 << len(w)
		s.words[w[0]] = append(s.words[w[0]], w)
	}
	for i := range s.words {
		slices.Sort(s.words[i]) // the same from run to run, whatever the map order
	}
	return s
}

// has reports whether w is in s.
func (s *wordSet) has(w []byte) bool {
	if len(w) == 0 || len(w) > maxSetWord || s.lens[w[0]]&(1<<len(w)) == 0 {
		return false
	}
	for _, e := range s.words[w[0]] {
		if e == string(w) {
			return true
		}
	}
	return false
}

// kept is keptWords as a wordSet.
var kept = newWordSet(keptWords)

// KeptPathWord reports whether structural mode keeps w verbatim as a path
// segment: public vocabulary such as "src", "Users" or "README.md".
func KeptPathWord(w string) bool { return kept.has([]byte(w)) }

// PublicPathWord reports whether a pseudonym keeps w verbatim: a kept
// segment, or a run of letters and digits of one or of the patch grammar
// (see publicWords).
func PublicPathWord(w string) bool {
	return kept.has([]byte(w)) || publicWords.has([]byte(w))
}

// wordSep marks the bytes that separate the words of a segment and are
// kept: printable ASCII other than letters, digits and the path
// separators, which Cursor's encoding of a project directory turns into
// "-". Control characters are part of words, and replaced.
var wordSep = func() (t [256]bool) {
	for c := byte(' '); c < 0x7f; c++ {
		t[c] = !isAlnum[c] && !pathSep[c]
	}
	return t
}()

// maxExt is the longest extension kept ("jsonl").
const maxExt = 5

// isPathToken reports whether tok (a token as defined above) is path-like.
func isPathToken(tok []byte) bool {
	if len(tok) == 0 {
		return false
	}
	switch {
	case tok[0] == '/',
		bytes.HasPrefix(tok, []byte("~/")),
		bytes.HasPrefix(tok, []byte("./")),
		bytes.HasPrefix(tok, []byte("../")),
		bytes.HasPrefix(tok, []byte(`\\`)),
		hasDrive(tok) && len(tok) > 2 && (tok[2] == '/' || tok[2] == '\\'):
		return true
	}
	if bytes.IndexByte(tok, '/') < 0 && bytes.IndexByte(tok, '\\') < 0 {
		return false
	}
	for s := range segments(tok) {
		if kept.has(s) {
			return true
		}
	}
	return false
}

// hasDrive reports whether tok starts with a drive letter and a colon.
func hasDrive(tok []byte) bool {
	return len(tok) >= 2 && tok[1] == ':' && ('A' <= tok[0] && tok[0] <= 'Z' || 'a' <= tok[0] && tok[0] <= 'z')
}

// segments yields the segments of a path token, split at separators.
func segments(tok []byte) func(func([]byte) bool) {
	return func(yield func([]byte) bool) {
		start := 0
		for i, c := range tok {
			if pathSep[c] {
				if !yield(tok[start:i]) {
					return
				}
				start = i + 1
			}
		}
		yield(tok[start:])
	}
}

// pathKey reports whether a tool input key names a path: its value, when
// it is one token, is pseudonymized as a path whatever its shape (so
// "api.ts" under "path" gets the pseudonym it gets in a patch's header).
func pathKey(key []byte) bool {
	switch string(key) {
	case "path", "file_path", "filePath", "target_file", "target_directory", "notebook_path", "directory":
		return true
	}
	return false
}

// tokenEnd trims a trailing sentence period from the token tok.
func tokenEnd(tok []byte) int {
	n := len(tok)
	if n > 1 && tok[n-1] == '.' && tok[n-2] != '.' && !pathSep[tok[n-2]] {
		return n - 1
	}
	return n
}

// stemEnd returns where the stem of a segment that is not a kept word
// ends: before a kept extension, a final "." and 1 to maxExt ASCII
// letters or digits, at least one a letter, after a non-empty stem. The
// stem is pseudonymized word by word (keyed by each word alone, so "<id>"
// and "<id>.jsonl" agree), the extension kept.
func stemEnd(seg []byte) (hi int) {
	if dot := bytes.LastIndexByte(seg, '.'); dot > 0 && isExt(seg[dot+1:]) {
		return dot
	}
	return len(seg)
}

// isExt reports whether s (after a dot) is a kept extension: 1 to maxExt
// ASCII letters or digits, at least one a letter.
func isExt(s []byte) bool {
	if len(s) == 0 || len(s) > maxExt {
		return false
	}
	letter := false
	for _, c := range s {
		if !isAlnum[c] {
			return false
		}
		letter = letter || c > '9'
	}
	return letter
}

var isHex = byteClass("0123456789abcdefABCDEF")

// publicWords are the runs of letters and digits that kept words and the
// patch grammar (patch.go) consist of: the only alphanumeric text a
// replacement copies besides extensions, in a kept word, as a word of a
// segment or in a patch.
var publicWords = newWordSet(func() map[string]bool {
	m := map[string]bool{}
	add := func(w string) {
		for _, run := range alnumRuns([]byte(w)) {
			m[string(run)] = true
		}
	}
	for w := range keptWords {
		add(w)
	}
	for _, w := range patchWords {
		add(w)
	}
	return m
}())

// alnumRuns returns the maximal runs of ASCII letters and digits in b.
func alnumRuns(b []byte) [][]byte {
	var runs [][]byte
	for i := 0; i < len(b); {
		if !isAlnum[b[i]] {
			i++
			continue
		}
		j := i
		for j < len(b) && isAlnum[b[j]] {
			j++
		}
		runs = append(runs, b[i:j])
		i = j
	}
	return runs
}

// hasContent reports whether a decoded string has at least n bytes that a
// replacement could not copy verbatim: letters and digits outside public
// words and extensions, and non-ASCII bytes. Punctuation, whitespace and
// control characters do not count.
func hasContent(s []byte, n int) bool {
	count := 0
	for i := 0; i < len(s) && count < n; {
		c := s[i]
		if c >= 0x80 {
			count++
			i++
			continue
		}
		if !isAlnum[c] {
			i++
			continue
		}
		j := i
		for j < len(s) && isAlnum[s[j]] {
			j++
		}
		run := s[i:j]
		ext := i > 0 && s[i-1] == '.' && isExt(run)
		if !ext && !publicWords.has(run) {
			count += len(run)
		}
		i = j
	}
	return count >= n
}
