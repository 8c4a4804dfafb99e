package rules

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strings"
)

// scratch is the per-call working memory of Find, pooled per Set.
type scratch struct {
	lineEnd  []int  // per rule: end of the last line its regexp ran on
	anchorAt []int  // per anchored rule: 1 + the last keyword start tried
	identTo  []int  // per midword rule: end of the last identifier tried
	ran      []bool // per rule: its regexp ran on the whole text
	cands    []cand
	kept     []cand
	verdicts map[verdictKey]bool // see Set.allowed
}

// verdictKey names an allowlist verdict: the rule's, on a secret.
type verdictKey struct {
	rule   int
	secret string
}

// Bounds of the verdicts a scratch remembers.
const (
	maxVerdicts      = 4096
	maxVerdictSecret = 128
)

// cand is a candidate removal before overlaps are resolved.
type cand struct {
	rule       int
	start, end int
}

// Find appends to dst the ranges of text that must be removed, sorted by
// Start and non-overlapping, and returns the extended slice. Where matches
// overlap, the earlier rule wins, and of two matches of one rule the longer
// wins. Find does not allocate unless some rule's regexp matches, and in
// particular not when text contains no keyword.
func (s *Set) Find(dst []Match, text string) []Match {
	var sc *scratch
	a := s.auto
	next, class := a.next, &a.class
	st := uint32(0)
	for i := 0; i < len(text); i++ {
		t := next[st|uint32(class[text[i]])]
		st = t &^ acceptBit
		if t&acceptBit != 0 {
			if sc == nil {
				sc = s.getScratch()
			}
			s.fire(sc, a.hooks[st>>a.shift], text, i)
		}
	}
	for _, ri := range s.always {
		if sc == nil {
			sc = s.getScratch()
		}
		s.run(sc, ri, text, 0, len(text))
	}
	if sc == nil {
		return dst
	}
	dst = sc.resolve(dst, s.rules)
	s.pool.Put(sc)
	return dst
}

func (s *Set) getScratch() *scratch {
	sc, _ := s.pool.Get().(*scratch)
	if sc == nil {
		n := len(s.rules)
		return &scratch{lineEnd: make([]int, n), anchorAt: make([]int, n), identTo: make([]int, n), ran: make([]bool, n),
			verdicts: map[verdictKey]bool{}}
	}
	clear(sc.lineEnd)
	clear(sc.anchorAt)
	clear(sc.identTo)
	clear(sc.ran)
	sc.cands = sc.cands[:0]
	return sc
}

// fire handles a keyword occurrence ending at text[i].
func (s *Set) fire(sc *scratch, hooks []hook, text string, i int) {
	lineStart, lineEnd := -1, -1
	for _, h := range hooks {
		ri := int(h.rule)
		r := s.rules[ri]
		start := i + 1 - int(h.n)
		switch {
		case h.term >= 0:
			if term := r.Terms[h.term]; literalAt(text, start, term) {
				sc.cands = append(sc.cands, cand{ri, start, start + len(term)})
			}
		case r.anchored != nil:
			identTo := 0
			if r.Midword {
				if start < sc.identTo[ri] {
					continue // tried from the start of this identifier already
				}
				start, identTo = identStart(text, start), identEnd(text, i)
				sc.identTo[ri] = identTo
			} else {
				if sc.anchorAt[ri] == start+1 || !wordStart(text, start) {
					continue
				}
				sc.anchorAt[ri] = start + 1
			}
			if r.boundary && start > 0 && isIdentByte(text[start-1]) == isIdentByte(text[start]) {
				continue // the regexp's leading \b, which it cannot see from here
			}
			var end int
			if r.identLen > 0 {
				// The match lies within the identifier: skip one too short.
				if identTo == 0 {
					identTo = identEnd(text, i)
				}
				if end = identTo; end-start < r.identLen {
					continue
				}
			}
			hi := len(text)
			if !r.multiline {
				if lineStart < 0 {
					lineStart, lineEnd = lineAround(text, i, i)
				}
				hi = lineEnd
			}
			if end == 0 {
				end = hi
			}
			if m := matchAnchored(r.anchored, r.shortMin, text[start:end]); m != nil {
				// Validators see what precedes the anchor too: make m
				// relative to the start of the text.
				for k := range m {
					if m[k] >= 0 {
						m[k] += start
					}
				}
				s.keep(sc, ri, text, 0, hi, m)
			}
		case r.multiline:
			if !sc.ran[ri] {
				sc.ran[ri] = true
				s.run(sc, ri, text, 0, len(text))
			}
		case i >= sc.lineEnd[ri]:
			if lineStart < 0 {
				lineStart, lineEnd = lineAround(text, i, i)
			}
			sc.lineEnd[ri] = lineEnd
			s.run(sc, ri, text, lineStart, lineEnd)
		}
	}
}

// anchorWindow bounds the text an anchored regexp sees at first.
const anchorWindow = 160

// matchAnchored matches re at the start of text, looking at no more than
// anchorWindow bytes unless the match reaches that far or the regexp cannot
// match so little (short is false): most keyword occurrences do not start a
// match, and the regexp engine's cost grows with the length of its input.
func matchAnchored(re *regexp.Regexp, short bool, text string) []int {
	if short && len(text) > anchorWindow {
		m := re.FindStringSubmatchIndex(text[:anchorWindow])
		if m == nil || m[1] < anchorWindow {
			return m
		}
	}
	return re.FindStringSubmatchIndex(text)
}

// wordStart reports whether text[i] starts a word: it is not a letter or
// digit, or what precedes it is not, or it is a camelCase hump (an
// upper-case letter after a lower-case letter or a digit).
func wordStart(text string, i int) bool {
	if i == 0 || !isAlnum(text[i]) || !isAlnum(text[i-1]) {
		return true
	}
	c, p := text[i], text[i-1]
	return 'A' <= c && c <= 'Z' && ('a' <= p && p <= 'z' || isDigit(p))
}

// identStart returns the start of the identifier (a run of letters, digits
// and underscores) that holds text[i].
func identStart(text string, i int) int {
	for i > 0 && isIdentByte(text[i-1]) {
		i--
	}
	return i
}

// identEnd returns the end of the identifier that holds text[i].
func identEnd(text string, i int) int {
	for i < len(text) && isIdentByte(text[i]) {
		i++
	}
	return i
}

func isIdentByte(b byte) bool { return isAlnum(b) || b == '_' }

// lineAround returns the bounds of the lines holding text[i:j], without
// their newlines.
func lineAround(text string, i, j int) (int, int) {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	end := strings.IndexByte(text[j:], '\n')
	if end < 0 {
		return start, len(text)
	}
	return start, j + end
}

// literalAt reports whether the lower-case term occurs at text[start:] as a
// whole word (see WithLiterals).
func literalAt(text string, start int, term string) bool {
	end := start + len(term)
	if !hasPrefixFold(text[start:], term) {
		return false
	}
	if start > 0 && isAlnum(term[0]) && isAlnum(text[start-1]) {
		return false
	}
	return end == len(text) || !isAlnum(term[len(term)-1]) || !isAlnum(text[end])
}

func isAlnum(b byte) bool {
	return 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
}

// run applies rule ri's regexp to text[lo:hi] and keeps its candidates.
func (s *Set) run(sc *scratch, ri int, text string, lo, hi int) {
	for _, m := range s.rules[ri].Regex.FindAllStringSubmatchIndex(text[lo:hi], -1) {
		s.keep(sc, ri, text, lo, hi, m)
	}
}

// keep records the candidate of match m (offsets relative to lo) of rule
// ri in text[lo:hi], unless the secret is empty, too predictable, invalid
// or allowlisted.
func (s *Set) keep(sc *scratch, ri int, text string, lo, hi int, m []int) {
	r := s.rules[ri]
	region := text[lo:hi]
	ss, se := r.secretSpan(m)
	if ss >= se {
		return
	}
	if r.Entropy > 0 && entropy(region[ss:se]) < r.Entropy {
		return
	}
	if r.check != nil && !r.check(region, ss, se) {
		return
	}
	if s.allowed(sc, ri, text, lo+m[0], lo+m[1], lo+ss, lo+se) {
		return
	}
	start, end := ss, se
	if r.Whole {
		start, end = m[0], m[1]
	}
	sc.cands = append(sc.cands, cand{ri, lo + start, lo + end})
}

// secretSpan picks the secret out of a match: SecretGroup, or else the
// first non-empty group, or else the whole match (as gitleaks does).
func (r *Rule) secretSpan(m []int) (int, int) {
	if g := r.SecretGroup; g > 0 {
		return m[2*g], m[2*g+1]
	}
	for g := 1; 2*g+1 < len(m); g++ {
		if m[2*g] >= 0 && m[2*g+1] > m[2*g] {
			return m[2*g], m[2*g+1]
		}
	}
	return m[0], m[1]
}

// allowed is the allowed of rule ri, remembered by the scratch for a rule
// whose allowlists judge the secret alone: secrets recur (a user name in
// every path), and so do their verdicts.
func (s *Set) allowed(sc *scratch, ri int, text string, ms, me, ss, se int) bool {
	r := s.rules[ri]
	if len(r.allow) == 0 {
		return false
	}
	if !s.bySecret[ri] || se-ss > maxVerdictSecret {
		return r.allowed(text, ms, me, ss, se)
	}
	k := verdictKey{ri, text[ss:se]}
	if v, ok := sc.verdicts[k]; ok {
		return v
	}
	v := r.allowed(text, ms, me, ss, se)
	if len(sc.verdicts) >= maxVerdicts {
		clear(sc.verdicts)
	}
	k.secret = strings.Clone(k.secret) // text may be a view of a buffer that changes
	sc.verdicts[k] = v
	return v
}

// allowed reports whether one of the rule's allowlists suppresses the
// candidate whose match is text[ms:me] and secret text[ss:se].
func (r *Rule) allowed(text string, ms, me, ss, se int) bool {
	if len(r.allow) == 0 {
		return false
	}
	ls, le := lineAround(text, ms, me)
	for _, a := range r.allow {
		if a.allows(text[ss:se], text[ms:me], text[ls:le]) {
			return true
		}
	}
	return false
}

// entropy is the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	n := float64(len(s))
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// resolve keeps the winning candidates and appends them to dst by Start.
func (sc *scratch) resolve(dst []Match, rules []*Rule) []Match {
	slices.SortFunc(sc.cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(a.rule, b.rule), cmp.Compare(a.start, b.start), cmp.Compare(b.end, a.end))
	})
	kept := sc.kept[:0]
	for _, c := range sc.cands {
		j, _ := slices.BinarySearchFunc(kept, c.start, func(k cand, start int) int { return cmp.Compare(k.start, start) })
		if j > 0 && kept[j-1].end > c.start || j < len(kept) && kept[j].start < c.end {
			continue
		}
		kept = slices.Insert(kept, j, c)
	}
	for _, c := range kept {
		dst = append(dst, Match{Rule: rules[c.rule], Start: c.start, End: c.end})
	}
	sc.kept = kept
	return dst
}
