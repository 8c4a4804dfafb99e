package selectors

import "bytes"

// This file is what the built-in jq predicates were run with, kept for
// the tests that hold the typed predicates to them (claudeline_test.go):
// jqCheck compiles one, and the keyword prefilter, one pass over a line's
// JSON strings (keys and values), told which of a format's keywords it
// holds, so a predicate whose keyword the line lacked was neither decoded
// nor run.

// maxKeywords bounds the keywords of one format: a line's set is a
// uint64.
const maxKeywords = 64

// keywordSet maps a format's keywords, unquoted, to their bits.
type keywordSet map[string]uint64

// add returns the bit of the quoted JSON string kw, adding it when new;
// 0 (no prefilter) for the keywords beyond maxKeywords.
func (s keywordSet) add(kw []byte) uint64 {
	name := string(bytes.Trim(kw, `"`))
	if bit, ok := s[name]; ok {
		return bit
	}
	if len(s) == maxKeywords {
		return 0
	}
	bit := uint64(1) << len(s)
	s[name] = bit
	return bit
}

// maxKeyword is the longest keyword: longer strings are not looked up.
const maxKeyword = 32

// scan returns the bits of the keywords that stand as whole strings in
// line, as they are spelled there (no escape decoded).
func (s keywordSet) scan(line []byte) uint64 {
	var seen uint64
	for {
		i := bytes.IndexByte(line, '"')
		if i < 0 {
			return seen
		}
		line = line[i+1:]
		end := closingQuote(line)
		if end < 0 {
			return seen
		}
		if end <= maxKeyword {
			seen |= s[string(line[:end])] // no allocation: the map lookup converts in place
		}
		line = line[end+1:]
	}
}

// closingQuote returns the index in b of the quote that closes a string
// opened before b, or -1.
func closingQuote(b []byte) int {
	off := 0
	for {
		i := bytes.IndexByte(b[off:], '"')
		if i < 0 {
			return -1
		}
		j := off + i
		n := 0
		for k := j - 1; k >= 0 && b[k] == '\\'; k-- {
			n++
		}
		if n%2 == 0 {
			return j
		}
		off = j + 1
	}
}

// jqCheck compiles a jq oracle; one that does not compile fails the test
// binary at once.
func jqCheck(expr string) *jqPredicate {
	j, err := compileJQ(expr)
	if err != nil {
		panic("selectors: jq oracle does not compile: " + err.Error())
	}
	return j
}
