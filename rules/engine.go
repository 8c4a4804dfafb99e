package rules

import (
	"sync"
	"unicode/utf8"

	re2 "github.com/wasilibs/go-re2"
)

// The regexp engines. A rule's regexp is searched with RE2
// (github.com/wasilibs/go-re2: the C++ library compiled to WebAssembly and
// from there to Go, no cgo), which finds the same matches as package
// regexp, with the same submatch indices (leftmost-first, as Perl;
// TestEnginesAgree holds the built-in rules to it), in a tenth of the
// time on a line of a few KiB; anchored windows stay on package regexp
// (see findAnchored). RE2
// stops reading at a byte that is not UTF-8 where package regexp reads
// U+FFFD, so a cut of the text that is not valid UTF-8 goes to package
// regexp; so does a regexp RE2 does not compile. Each RE2 program is compiled on first use (about 0.7 ms each),
// so that a run that meets few keywords pays for few.
//
// Every call counts the bytes it hands an engine in the scratch's work
// (and the anchored tries), which tests read to hold the rule pass to
// work linear in its text.

// fastRegexp compiles expr with RE2 on first use; the function returns
// nil if RE2 does not take it.
func fastRegexp(expr string) func() *re2.Regexp {
	return sync.OnceValue(func() *re2.Regexp {
		re, err := re2.Compile(expr)
		if err != nil {
			return nil
		}
		return re
	})
}

// utf8State says whether the text of a Find is valid UTF-8: not yet
// known, valid, or not.
type utf8State int8

const (
	utf8Unknown utf8State = iota
	utf8Valid
	utf8Invalid
)

// fast reports whether RE2 reads text[lo:hi] as package regexp does:
// it is valid UTF-8. That is known from the cut's ends once the whole
// text is found valid (once per Find); in a text that is not, each cut is
// checked.
func (sc *scratch) fast(text string, lo, hi int) bool {
	if sc.utf8 == utf8Unknown {
		sc.utf8 = utf8Invalid
		if utf8.ValidString(text) {
			sc.utf8 = utf8Valid
		}
	}
	if sc.utf8 == utf8Invalid {
		return utf8.ValidString(text[lo:hi])
	}
	return (lo == len(text) || utf8.RuneStart(text[lo])) && (hi == len(text) || utf8.RuneStart(text[hi]))
}

// findAll returns the matches of rule r's regexp in text[lo:hi], with
// offsets relative to lo.
func (sc *scratch) findAll(r *Rule, text string, lo, hi, n int) [][]int {
	sc.work.engine += hi - lo
	if fast := r.fastSearch(); fast != nil && sc.fast(text, lo, hi) {
		return fast.FindAllStringSubmatchIndex(text[lo:hi], n)
	}
	return r.Regex.FindAllStringSubmatchIndex(text[lo:hi], n)
}

// findAnchored returns the match of rule r's anchored regexp at the start
// of text[lo:hi], with offsets relative to lo, or nil. Package regexp
// runs it: on windows of a few hundred bytes RE2's cost per call and its
// second pass for submatches make it slower (10 against 15 MB/s of CPU
// on BenchmarkFindDense's text).
func (sc *scratch) findAnchored(r *Rule, text string, lo, hi int) []int {
	sc.work.engine += hi - lo
	sc.work.tries++
	return r.anchored.FindStringSubmatchIndex(text[lo:hi])
}
