package rules

import (
	"hash/maphash"
	"regexp"
	"strings"
)

// memo is what a scratch remembers from one Find to the next: the results
// of anchored regexps and allowlist verdicts, which are functions of a
// short text. Transcripts repeat themselves (a file read twice, a command
// run again, the same path in every tool call), and a redactor matches its
// own output again, so most are asked for again and again; the regexp
// engine is far slower than a lookup.
type memo struct {
	seed     maphash.Seed
	tries    []try // direct-mapped by hash; allocated on first use
	verdicts map[verdictKey]bool
	m        []int // the copy of a remembered match handed out
}

// try is a remembered result of an anchored regexp: the rule, its input
// (the first anchorWindow bytes, and whether there are more), and the
// match's indices (n of them, 0 for no match; -1 for a free slot).
type try struct {
	hash  uint64
	rule  int32
	n     int8
	long  bool
	size  uint8
	m     [maxTryIndices]int16
	input [anchorWindow]byte
}

// Bounds of a memo: its tries (about 200 bytes each), the indices of a
// remembered match (a regexp with more groups is not remembered), the
// verdicts (a full map is emptied) and the longest secret whose verdict is
// remembered.
const (
	memoTries        = 2048
	maxTryIndices    = 16
	maxVerdicts      = 4096
	maxVerdictSecret = 128
)

func newMemo() memo {
	return memo{seed: maphash.MakeSeed(), verdicts: map[verdictKey]bool{}}
}

// anchorWindow bounds the text an anchored regexp sees at first.
const anchorWindow = 160

// matchAnchored matches rule ri's anchored regexp at the start of input,
// looking at no more than anchorWindow bytes unless the match reaches that
// far or the regexp cannot match so little (see Rule.shortMin): most
// keyword occurrences do not start a match, and the regexp engine's cost
// grows with the length of its input. A regexp whose matches are shorter
// than anchorWindow sees only as much as its longest match and one byte
// more (for a \b or $ after it). A result that depends on what the regexp
// sees alone is remembered. The slice is the memo's, valid until the next
// call.
func (mo *memo) matchAnchored(ri int, r *Rule, input string) []int {
	window, bounded := r.window()
	long := len(input) > window
	if long && !r.shortMin && !bounded || 2*(r.anchored.NumSubexp()+1) > maxTryIndices {
		return matchAnchored(r.anchored, r.shortMin, input)
	}
	key := input[:min(len(input), window)]
	h := maphash.String(mo.seed, key) ^ uint64(ri)<<1
	if long {
		h ^= 1
	}
	if mo.tries == nil {
		mo.tries = make([]try, memoTries)
		for i := range mo.tries {
			mo.tries[i].n = -1
		}
	}
	t := &mo.tries[h%memoTries]
	if t.n < 0 || t.hash != h || t.rule != int32(ri) || t.long != long || int(t.size) != len(key) || string(t.input[:t.size]) != key {
		m := r.anchored.FindStringSubmatchIndex(key)
		if long && !bounded && m != nil && m[1] == window {
			return r.anchored.FindStringSubmatchIndex(input)
		}
		t.hash, t.rule, t.long, t.size, t.n = h, int32(ri), long, uint8(len(key)), int8(len(m))
		for i, x := range m {
			t.m[i] = int16(x)
		}
		copy(t.input[:], key)
	}
	if t.n == 0 {
		return nil
	}
	mo.m = mo.m[:0]
	for _, x := range t.m[:t.n] {
		mo.m = append(mo.m, int(x))
	}
	return mo.m
}

// window returns how many bytes of its input an anchored regexp sees at
// first, and whether that is all it can match.
func (r *Rule) window() (int, bool) {
	if r.maxMatch >= 0 && r.maxMatch < anchorWindow {
		return r.maxMatch + 1, true
	}
	return anchorWindow, false
}

// matchAnchored is memo.matchAnchored for a result that is not
// remembered.
func matchAnchored(re *regexp.Regexp, short bool, input string) []int {
	if short && len(input) > anchorWindow {
		if m := re.FindStringSubmatchIndex(input[:anchorWindow]); m == nil || m[1] < anchorWindow {
			return m
		}
	}
	return re.FindStringSubmatchIndex(input)
}

// verdictKey names an allowlist verdict: the rule's, on a secret.
type verdictKey struct {
	rule   int
	secret string
}

// allowed reports whether one of rule ri's allowlists suppresses the
// candidate whose match is text[ms:me] and secret text[ss:se]. The
// verdict of the allowlists that judge the secret alone is remembered:
// secrets recur (a user name in every path), and so do their verdicts.
func (s *Set) allowed(sc *scratch, ri int, text string, ms, me, ss, se int) bool {
	r := s.rules[ri]
	if len(r.allow) == 0 {
		return false
	}
	if r.allowedBy(false, text, ms, me, ss, se) {
		return true
	}
	if se-ss > maxVerdictSecret {
		return r.allowedBy(true, text, ms, me, ss, se)
	}
	k := verdictKey{ri, text[ss:se]}
	if v, ok := sc.verdicts[k]; ok {
		return v
	}
	v := r.allowedBy(true, text, ms, me, ss, se)
	if len(sc.verdicts) >= maxVerdicts {
		clear(sc.verdicts)
	}
	k.secret = strings.Clone(k.secret) // text may be a view of a buffer that changes
	sc.verdicts[k] = v
	return v
}
