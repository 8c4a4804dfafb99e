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
	rootBound int64
	// per depth
	covered [][]uint64
	cands   [][]candidate
	// per predicate, for the bound
	left  []uint64
	ratio []float64
	count []int
	clean []bool
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
		best: s.cost, bestFiles: slices.Clone(s.trail),
		covered: make([][]uint64, depth), cands: make([][]candidate, depth),
		left: make([]uint64, p.words), ratio: make([]float64, p.words*64), count: make([]int, p.words*64), clean: make([]bool, p.words*64),
	}
	for d := range sr.covered {
		sr.covered[d] = make([]uint64, p.words)
	}
	s.undo(0)
	return sr
}

// run searches until done or out of budget and returns the best cost, the
// work spent and whether the search finished.
func (sr *search) run() (cost, int, bool) {
	if len(sr.p.paths) > 0 {
		sr.node(0)
	}
	return sr.best, sr.steps, !sr.stopped
}

func (sr *search) live(f int) bool {
	par := sr.p.parent[f]
	return !sr.s.in[f] && !sr.excluded[f] && (par < 0 || sr.s.in[par] || !sr.excluded[par])
}

func (sr *search) node(d int) {
	p, s, covered := sr.p, sr.s, sr.covered[d]
	copy(sr.left, p.want)
	andNot(sr.left, covered)
	if isEmpty(sr.left) {
		if s.cost.less(sr.best) {
			sr.best, sr.bestFiles = s.cost, append(sr.bestFiles[:0], s.trail...)
		}
		return
	}
	skipped, lb, files, e, ok := sr.bound()
	if d == 0 {
		sr.rootBound = lb
	}
	if !ok || !(cost{s.cost.skipped + skipped, s.cost.bytes + lb, s.cost.files + files}).less(sr.best) {
		return
	}
	if sr.steps > sr.budget {
		sr.stopped = true
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
	for _, c := range cands {
		sr.excluded[c.f] = false
	}
}

// bound returns lower bounds on the files with skipped lines, the bytes
// and the files that covering sr.left still adds, the uncovered predicate
// with the fewest candidates, and false when one has none. The bytes bound
// gives each uncovered predicate the least share of a candidate's cost per
// predicate it covers: a candidate's cost is its size plus, for each
// sidecar it reads that is not yet chosen, the sidecar's size divided by
// its readers. Any completion pays at least that, so the bound never
// exceeds the truth. A predicate that only files with skipped lines (or
// with such a parent) cover adds one such file.
func (sr *search) bound() (skipped int, lb int64, files, branch int, ok bool) {
	p, s, left := sr.p, sr.s, sr.left
	eachBit(left, left, func(e int) { sr.ratio[e], sr.count[e], sr.clean[e] = math.Inf(1), 0, false })
	widest := 0
	for _, f := range sr.pool {
		sr.steps++
		if !sr.live(f) {
			continue
		}
		k := popAnd(left, p.holdsOf(f))
		if k == 0 {
			continue
		}
		w := float64(p.size[f])
		for _, i := range p.reads[f] {
			if s.uses[i] == 0 {
				w += float64(p.scSize[i]) / float64(p.readers[i])
			}
		}
		r := w / float64(k)
		par := p.parent[f]
		clean := !p.skipped[f] && (par < 0 || s.in[par] || !p.skipped[par])
		eachBit(left, p.holdsOf(f), func(e int) {
			sr.ratio[e] = min(sr.ratio[e], r)
			sr.count[e]++
			sr.clean[e] = sr.clean[e] || clean
		})
		widest = max(widest, k)
	}
	var sum float64
	branch, ok = -1, true
	eachBit(left, left, func(e int) {
		if sr.count[e] == 0 {
			ok = false
		}
		if !sr.clean[e] {
			skipped = 1
		}
		if branch < 0 || sr.count[e] < sr.count[branch] {
			branch = e
		}
		sum += sr.ratio[e]
	})
	if !ok {
		return 0, 0, 0, branch, false
	}
	n := popAnd(left, left)
	// The sum is of at most one term per predicate: shaving a relative
	// 1e-12 more than covers its rounding before rounding up.
	return skipped, int64(math.Ceil(sum * (1 - 1e-12))), (n + widest - 1) / widest, branch, true
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
