package selectors

import (
	"math/bits"
	"slices"
)

// greedy adds to s, until every wanted predicate is covered, the file
// (with its parent) that adds the fewest files with skipped lines and,
// among those, covers the most predicates not yet covered per byte it
// adds; ties go to the first by path.
func (p *problem) greedy(s *state) {
	left := slices.Clone(p.want)
	group := make([]uint64, p.words)
	for !isEmpty(left) {
		best, bestGain, bestCost := -1, 0, cost{}
		for f := range p.paths {
			if s.in[f] {
				continue
			}
			k := popAnd(left, p.groupHolds(group, f))
			if k == 0 {
				continue
			}
			c := s.delta(f)
			c.bytes = max(c.bytes, 1)
			// k/c > bestGain/bestCost, without division
			if best < 0 || c.skipped < bestCost.skipped ||
				c.skipped == bestCost.skipped && int64(k)*bestCost.bytes > int64(bestGain)*c.bytes {
				best, bestGain, bestCost = f, k, c
			}
		}
		if best < 0 {
			return
		}
		s.add(best)
		andNot(left, p.groupHolds(group, best))
	}
}

// groupHolds sets dst to the predicates f and its parent hold.
func (p *problem) groupHolds(dst []uint64, f int) []uint64 {
	copy(dst, p.holdsOf(f))
	if par := p.parent[f]; par >= 0 {
		or(dst, p.holdsOf(par))
	}
	return dst
}

// Bit sets of predicates, as words of equal length.

func or(dst, src []uint64) {
	for i := range dst {
		dst[i] |= src[i]
	}
}

func andNot(dst, src []uint64) {
	for i := range dst {
		dst[i] &^= src[i]
	}
}

func popAnd(a, b []uint64) int {
	n := 0
	for i := range a {
		n += bits.OnesCount64(a[i] & b[i])
	}
	return n
}

func isEmpty(a []uint64) bool {
	for _, w := range a {
		if w != 0 {
			return false
		}
	}
	return true
}

// eachBit calls f with the index of every bit set in a & b.
func eachBit(a, b []uint64, f func(int)) {
	for i := range a {
		for w := a[i] & b[i]; w != 0; w &= w - 1 {
			f(i*64 + bits.TrailingZeros64(w))
		}
	}
}
