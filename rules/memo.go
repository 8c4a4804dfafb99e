package rules

import (
	"hash/crc32"
	"strings"
	"unsafe"
)

// memo is what a scratch remembers from one Find to the next: the results
// of anchored regexps and allowlist verdicts, which are functions of a
// short text. Transcripts repeat themselves (a file read twice, a command
// run again, the same path in every tool call), and a redactor matches its
// own output again, so most are asked for again and again; the regexp
// engine is far slower than a lookup.
type memo struct {
	tries    []try // direct-mapped by hash; allocated on first use
	verdicts map[verdictKey]bool
	m        []int // the copy of a remembered match handed out
}

// castagnoli is the memo's hash of a try's input, which the processor
// computes: a fixed function, so that what a memo spares (the work
// counts, see work) depends on the texts it saw alone.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

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
	return memo{verdicts: map[verdictKey]bool{}}
}

// anchorWindow bounds the text an anchored regexp sees at first.
const anchorWindow = 160

// matchAnchored matches rule ri's anchored regexp at the start of
// text[start:end], looking at no more than anchorWindow bytes unless the
// match reaches that far or the regexp cannot match so little (see
// Rule.shortMin): most keyword occurrences do not start a match, and the
// regexp engine's cost grows with the length of its input. A regexp whose
// matches are shorter than anchorWindow sees only as much as its longest
// match and one byte more (for a \b or $ after it). A match that reaches
// the cut is searched on in longer cuts (see matchLong). The result on
// the first window is remembered: it depends on what the regexp sees
// alone. The slice is the
// memo's, valid until the next call.
func (sc *scratch) matchAnchored(ri int, r *Rule, text string, start, end int) []int {
	window, bounded := r.window()
	long := end-start > window
	if long && !r.shortMin && !bounded {
		return sc.matchLong(ri, r, text, start, end, 0)
	}
	key := text[start:min(end, start+window)]
	if 2*(r.anchored.NumSubexp()+1) > maxTryIndices {
		m := sc.findAnchored(r, text, start, start+len(key))
		if long && !bounded && m != nil && m[1] == window {
			return sc.matchLong(ri, r, text, start, end, window)
		}
		return m
	}
	mo := &sc.memo
	h := uint64(crc32.Update(0, castagnoli, unsafe.Slice(unsafe.StringData(key), len(key)))) ^ uint64(ri)<<1
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
		m := sc.findAnchored(r, text, start, start+len(key))
		t.hash, t.rule, t.long, t.size, t.n = h, int32(ri), long, uint8(len(key)), int8(len(m))
		for i, x := range m {
			t.m[i] = int16(x)
		}
		copy(t.input[:], key)
	}
	if t.n == 0 {
		return nil
	}
	if long && !bounded && int(t.m[1]) == window {
		return sc.matchLong(ri, r, text, start, end, window)
	}
	mo.m = mo.m[:0]
	for _, x := range t.m[:t.n] {
		mo.m = append(mo.m, int(x))
	}
	return mo.m
}

// matchLong searches on for rule ri's anchored match at text[start:end]
// that reached the cut of its first window (cut 0: a regexp whose
// shortest match does not fit a window, searched in the whole input), in
// cuts four times longer each round while the match reaches the cut, up
// to maxValue bytes (a longer match is cut there, as a context's value
// is; a secret rule's match is widened to its whole token). So
// that no text is searched over and over from the keywords in it, a
// keyword within the stretch an earlier long search of the rule read gets
// its first window only: a match that reaches the cut from there is not
// taken (see scratch.longTo). The work of long searches is thus at most
// about twice the text once per rule.
func (sc *scratch) matchLong(ri int, r *Rule, text string, start, end, cut int) []int {
	if start < sc.longTo[ri] {
		return nil
	}
	end = min(end, start+maxValue)
	var m []int
	for {
		if cut = min(end-start, 4*cut); cut == 0 {
			cut = end - start
		}
		m = sc.findAnchored(r, text, start, start+cut)
		if m == nil || m[1] < cut || start+cut == end {
			break
		}
	}
	sc.longTo[ri] = start + cut
	return m
}

// window returns how many bytes of its input an anchored regexp sees at
// first, and whether that is all it can match.
func (r *Rule) window() (int, bool) {
	if r.maxMatch >= 0 && r.maxMatch < anchorWindow {
		return r.maxMatch + 1, true
	}
	return anchorWindow, false
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
