package rules

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// scratch is the per-call working memory of Find, pooled per Set.
type scratch struct {
	lineEnd []int  // per rule: end of the last line its regexp ran on
	ran     []bool // per rule: its regexp ran on the whole text
	cands   []cand
	kept    []cand
}

// cand is a candidate removal before overlaps are resolved.
type cand struct {
	rule       int
	start, end int
}

// Find appends to dst the ranges of text that must be removed, sorted by
// Start and non-overlapping, and returns the extended slice. Where matches
// overlap, the earlier rule wins, and of two matches of one rule the longer
// wins. Find does not allocate when text contains no keyword.
func (s *Set) Find(dst []Match, text string) []Match {
	var sc *scratch
	a := s.auto
	st := uint32(0)
	for i := 0; i < len(text); i++ {
		t := a.next[st|uint32(a.class[text[i]])]
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
		return &scratch{lineEnd: make([]int, len(s.rules)), ran: make([]bool, len(s.rules))}
	}
	clear(sc.lineEnd)
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
		switch {
		case h.term >= 0:
			start := i + 1 - int(h.n)
			if literalAt(text, start, r.Terms[h.term]) {
				sc.cands = append(sc.cands, cand{ri, start, i + 1})
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

// run applies rule ri's regexp to text[lo:hi] and records its candidates.
func (s *Set) run(sc *scratch, ri int, text string, lo, hi int) {
	r := s.rules[ri]
	region := text[lo:hi]
	for _, m := range r.Regex.FindAllStringSubmatchIndex(region, -1) {
		ss, se := r.secretSpan(m)
		if ss >= se {
			continue
		}
		secret := region[ss:se]
		if r.Entropy > 0 && entropy(secret) < r.Entropy {
			continue
		}
		if r.check != nil && !r.check(region, ss, se) {
			continue
		}
		if r.allowed(region, m, ss, se) {
			continue
		}
		start, end := ss, se
		if r.Whole {
			start, end = m[0], m[1]
		}
		sc.cands = append(sc.cands, cand{ri, lo + start, lo + end})
	}
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

// allowed reports whether one of the rule's allowlists suppresses the
// candidate whose match is m and secret region[ss:se].
func (r *Rule) allowed(region string, m []int, ss, se int) bool {
	if len(r.allow) == 0 {
		return false
	}
	ls, le := lineAround(region, m[0], m[1])
	for _, a := range r.allow {
		if a.allows(region[ss:se], region[m[0]:m[1]], region[ls:le]) {
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
