package selectors

import (
	"cmp"
	"encoding/binary"
	"math"
	"slices"
)

// search is a branch and bound for the cheapest cover. A node is a partial
// choice (the state's files) and a set of files excluded from it; it
// branches on the uncovered predicate with the fewest candidates: the
// k-th branch takes the k-th candidate and excludes the ones before it, so
// the branches never overlap. Candidates come from the pool, the files
// that no other file dominates.
type search struct {
	p         *problem
	s         *state
	pool      []int
	excluded  []bool
	budget    int
	steps     int
	stopped   bool
	best      cost
	bestFiles []int
	// floor bounds the bytes of every choice the search left open when
	// it stopped.
	floor int64
	// per depth
	covered [][]uint64
	cands   [][]candidate
	// for the bound
	left   []uint64
	pred   []predBound
	near   []uint64 // per predicate: what its candidates hold
	picked []uint64
	order  []int
}

// candidate is a file that could cover the branching predicate, with what
// taking it adds.
type candidate struct {
	f     int
	bytes int64
	gain  int
}

// newSearch starts from the choice s holds as the best known.
func newSearch(p *problem, s *state, budget int) *search {
	depth := popAnd(p.want, p.want) + 2
	sr := &search{
		p: p, s: s, pool: p.undominated(), excluded: make([]bool, len(p.paths)), budget: budget,
		best: s.cost, bestFiles: slices.Clone(s.trail), floor: math.MaxInt64,
		covered: make([][]uint64, depth), cands: make([][]candidate, depth),
		left: make([]uint64, p.words), pred: make([]predBound, p.words*64), near: make([]uint64, p.words*p.words*64),
		picked: make([]uint64, p.words),
	}
	for d := range sr.covered {
		sr.covered[d] = make([]uint64, p.words)
	}
	s.undo(0)
	return sr
}

// run searches until done or out of budget and returns the best choice
// and whether the search finished. The cheapest choice has at least the
// bytes of the lower bound returned.
func (sr *search) run() (best []int, lowerBound int64, done bool) {
	if len(sr.p.paths) > 0 {
		sr.node(0)
	}
	return sr.bestFiles, min(sr.best.bytes, sr.floor), !sr.stopped
}

func (sr *search) live(f int) bool {
	par := sr.p.parent[f]
	return !sr.s.in[f] && !sr.excluded[f] && (par < 0 || sr.s.in[par] || !sr.excluded[par])
}

func (sr *search) node(d int) {
	p, s, covered := sr.p, sr.s, sr.covered[d]
	if !sr.uncover(covered) {
		if s.cost.less(sr.best) {
			sr.best, sr.bestFiles = s.cost, append(sr.bestFiles[:0], s.trail...)
		}
		return
	}
	skipped, lb, files, e, ok := sr.bound()
	if !ok || !(cost{s.cost.skipped + skipped, s.cost.bytes + lb, s.cost.files + files}).less(sr.best) {
		return
	}
	if sr.steps > sr.budget {
		sr.stopped = true
		sr.floor = min(sr.floor, s.cost.bytes+lb) // all of this node is left open
		return
	}
	cands := sr.candidates(d, e)
	next := sr.covered[d+1]
	for _, c := range cands {
		if par := p.parent[c.f]; par >= 0 && sr.excluded[par] {
			continue // an earlier branch excluded its parent
		}
		mark := len(s.trail)
		s.add(c.f)
		copy(next, covered)
		for _, g := range s.trail[mark:] {
			or(next, p.holdsOf(g))
		}
		sr.node(d + 1)
		s.undo(mark)
		sr.excluded[c.f] = true
		if sr.stopped {
			break
		}
	}
	if sr.stopped && sr.uncover(covered) {
		// The branches not taken are left open: the node with the taken
		// ones excluded bounds them all.
		if _, lb, _, _, ok := sr.bound(); ok {
			sr.floor = min(sr.floor, s.cost.bytes+lb)
		}
	}
	for _, c := range cands {
		sr.excluded[c.f] = false
	}
}

// uncover sets sr.left to the wanted predicates not covered and reports
// whether there are any.
func (sr *search) uncover(covered []uint64) bool {
	copy(sr.left, sr.p.want)
	andNot(sr.left, covered)
	return !isEmpty(sr.left)
}

// bound returns lower bounds on the files with skipped lines, the bytes
// and the files that covering sr.left still adds, the uncovered predicate
// with the fewest candidates, and false when one has none.
//
// A candidate's cost is its size plus, for each sidecar it reads that is
// not yet chosen, the sidecar's size divided by its readers: any
// completion pays at least the sum of its files' costs. The bytes bound is
// the larger of two sums that never exceed that: over the uncovered
// predicates, the least cost per predicate covered of a candidate; and
// over predicates no one candidate covers two of, the least cost of a
// candidate. A predicate that only files with skipped lines (or with such
// a parent) cover adds one such file.
func (sr *search) bound() (skipped int, lb int64, files, branch int, ok bool) {
	p, s, left, w := sr.p, sr.s, sr.left, sr.p.words
	eachBit(left, left, func(e int) {
		sr.pred[e] = predBound{share: math.Inf(1), least: math.Inf(1)}
		clear(sr.near[e*w : (e+1)*w])
	})
	widest := 0
	for _, f := range sr.pool {
		sr.steps++
		if !sr.live(f) {
			continue
		}
		h := p.holdsOf(f)
		k := popAnd(left, h)
		if k == 0 {
			continue
		}
		c := float64(p.size[f])
		for _, i := range p.reads[f] {
			if s.uses[i] == 0 {
				c += float64(p.scSize[i]) / float64(p.readers[i])
			}
		}
		par := p.parent[f]
		clean := !p.skipped[f] && (par < 0 || s.in[par] || !p.skipped[par])
		eachBit(left, h, func(e int) {
			pb := &sr.pred[e]
			pb.share, pb.least = min(pb.share, c/float64(k)), min(pb.least, c)
			pb.count++
			pb.clean = pb.clean || clean
			or(sr.near[e*w:(e+1)*w], h)
		})
		widest = max(widest, k)
	}
	var shares float64
	branch, ok = -1, true
	order := sr.order[:0]
	eachBit(left, left, func(e int) {
		pb := sr.pred[e]
		ok = ok && pb.count > 0
		if !pb.clean {
			skipped = 1
		}
		if branch < 0 || pb.count < sr.pred[branch].count {
			branch = e
		}
		shares += pb.share
		order = append(order, e)
	})
	if !ok {
		return 0, 0, 0, branch, false
	}
	// Pack the dearest predicates first, ties by index.
	slices.SortFunc(order, func(a, b int) int { return cmp.Or(cmp.Compare(sr.pred[b].least, sr.pred[a].least), cmp.Compare(a, b)) })
	var packed float64
	picked := sr.picked
	clear(picked)
	for _, e := range order {
		if popAnd(sr.near[e*w:(e+1)*w], picked) == 0 {
			packed += sr.pred[e].least
			picked[e/64] |= 1 << (e % 64)
		}
	}
	sr.order = order
	n := popAnd(left, left)
	// Each sum has at most one term per predicate: shaving a relative
	// 1e-12 more than covers its rounding before rounding up.
	return skipped, int64(math.Ceil(max(shares, packed) * (1 - 1e-12))), (n + widest - 1) / widest, branch, true
}

// predBound is what bound gathers about one uncovered predicate.
type predBound struct {
	share, least float64 // least cost per predicate covered, least cost
	count        int     // candidates
	clean        bool    // some candidate adds no file with skipped lines
}

// candidates returns the live pool files that hold predicate e, the
// cheapest per newly covered predicate first, ties by path.
func (sr *search) candidates(d, e int) []candidate {
	p, s := sr.p, sr.s
	out := sr.cands[d][:0]
	group := sr.covered[d+1] // scratch until the first branch
	for _, f := range sr.pool {
		if !sr.live(f) || p.holdsOf(f)[e/64]&(1<<(e%64)) == 0 {
			continue
		}
		sr.steps++
		out = append(out, candidate{f: f, bytes: s.delta(f).bytes, gain: popAnd(sr.left, p.groupHolds(group, f))})
	}
	slices.SortFunc(out, func(a, b candidate) int {
		// a.bytes/a.gain against b.bytes/b.gain, without division
		return cmp.Or(cmp.Compare(a.bytes*int64(b.gain), b.bytes*int64(a.gain)), cmp.Compare(a.f, b.f))
	})
	sr.cands[d] = out
	return out
}

// undominated returns the files that hold some wanted predicate and that
// no other file dominates, in path order. g dominates f when it holds
// every predicate f holds and taking g with its parent costs no more
// than f saves when dropped (its size and the sidecars only it reads),
// ties to the first by path. Replacing f by g in a cover never makes it
// cost more, so some cheapest cover uses no dominated file. A parent is
// never dominated: its children may need it.
func (p *problem) undominated() []int {
	in := make([]cost, len(p.paths))  // what taking f with its parent costs
	out := make([]cost, len(p.paths)) // what dropping f saves at least
	s := p.newState()
	for f := range p.paths {
		s.add(f)
		in[f] = s.cost
		s.undo(0)
		out[f] = cost{bytes: p.size[f], files: 1}
		if p.skipped[f] {
			out[f].skipped = 1
		}
		for _, i := range p.reads[f] {
			if p.readers[i] == 1 {
				out[f].bytes += p.scSize[i]
			}
		}
	}
	beats := func(g, f int) bool { return in[g].less(out[f]) || in[g] == out[f] && g < f }
	// Files holding the same predicates share a bucket; the two that beat
	// most files are all a bucket needs to keep.
	type bucket struct {
		holds      []uint64
		first, sec int
	}
	var buckets []bucket
	index := map[string]int{}
	key := make([]byte, 0, 8*p.words)
	for f := range p.paths {
		key = key[:0]
		for _, w := range p.holdsOf(f) {
			key = binary.LittleEndian.AppendUint64(key, w)
		}
		b, ok := index[string(key)]
		if !ok {
			b = len(buckets)
			index[string(key)] = b
			buckets = append(buckets, bucket{holds: p.holdsOf(f), first: f, sec: -1})
			continue
		}
		bk := &buckets[b]
		order := func(g, h int) bool { return in[g].less(in[h]) || in[g] == in[h] && g < h }
		switch {
		case order(f, bk.first):
			bk.first, bk.sec = f, bk.first
		case bk.sec < 0 || order(f, bk.sec):
			bk.sec = f
		}
	}
	var pool []int
	for f := range p.paths {
		h := p.holdsOf(f)
		if popAnd(h, h) == 0 {
			continue
		}
		dominated := false
		for _, b := range buckets {
			if p.isParent[f] || dominated {
				break
			}
			if popAnd(h, b.holds) != popAnd(h, h) {
				continue // b does not hold all f holds
			}
			g := b.first
			if g == f {
				g = b.sec
			}
			dominated = g >= 0 && beats(g, f)
		}
		if !dominated {
			pool = append(pool, f)
		}
	}
	return pool
}
