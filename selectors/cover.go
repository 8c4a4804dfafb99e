package selectors

import (
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// Selection is a chosen set of source files.
type Selection struct {
	// Files are the chosen transcripts and subagents, sorted by path.
	Files []string
	// Sidecars are the chosen sidecar source paths, sorted.
	Sidecars []string
	// Bytes is the source size of Files and Sidecars (Cover only).
	Bytes int64
	// Optimal says the search proved that no set covers the predicates
	// at a smaller cost (Cover only; see Cover for the order of costs).
	Optimal bool
	// LowerBound is a proven lower bound on the Bytes of the cheapest
	// covering set: Bytes itself when Optimal (Cover only).
	LowerBound int64
	// steps is the search work spent, for tests and benchmarks.
	steps int
}

// Universe is what selection chooses from: every transcript's result and
// the sizes of the sidecars present in the source, by source path.
type Universe struct {
	Results  []*FileResult
	Sidecars map[string]int64
}

// All selects every file and every sidecar.
func All(u Universe) Selection {
	var s Selection
	for _, r := range u.Results {
		s.Files = append(s.Files, r.File.Path)
	}
	for p := range u.Sidecars {
		s.Sidecars = append(s.Sidecars, p)
	}
	slices.Sort(s.Files)
	slices.Sort(s.Sidecars)
	return s
}

// searchBudget bounds the exact search, in candidate files examined: the
// generated seed-scale corpus (1295 files) needs about 0.8 million, a
// step takes some 30 ns, so a search that runs out stops after about a
// quarter of a second. It is a count rather than a clock so that the
// choice never depends on machine speed.
const searchBudget = 1 << 23

// Cover chooses whole files that together witness every predicate some
// file of the universe witnesses, plus what they need: a chosen
// subagent's parent transcript, for Claude Code and Codex the whole
// session (the transcript and its subagents, see families), and the
// sidecars the chosen files read back that the source holds.
//
// The cost of a choice is first how many of its files have skipped lines
// (those lines never reach the bundle and make the export partial), then
// its source bytes (files, parents and sidecars, each counted once however
// many chosen files need it), then its number of files. Cover first takes
// the greedy choice (files without skipped lines first, then most newly
// covered predicates per byte, ties by path), then searches exactly
// (branch and bound over the files no other file beats on both predicates
// and cost) for a cheaper one, within a fixed amount of work. When the
// search finishes, the result is the cheapest and Optimal is set;
// otherwise it is the cheapest found so far, and LowerBound, which the
// cheapest cover's bytes are not below, says how far off it can be.
// Among equal costs the first found wins; the order of the search depends
// only on the universe, so the same universe always gives the same choice.
func Cover(u Universe) Selection { return cover(u, searchBudget) }

func cover(u Universe, budget int) Selection {
	p := newProblem(u)
	s := p.newState()
	p.greedy(s)
	sr := newSearch(p, s, budget)
	best, lb, done := sr.run()
	sel := p.selection(best)
	sel.Optimal, sel.LowerBound, sel.steps = done, lb, sr.steps
	return sel
}

// problem is a universe as the cover sees it: files in path order, by
// index, with the predicates each holds as a bit set.
type problem struct {
	paths    []string
	size     []int64
	skipped  []bool
	parent   []int   // index of the parent transcript, or -1
	isParent []bool  // some subagent's parent
	reads    [][]int // indices of the present sidecars each file reads
	words    int
	holds    []uint64 // file f's predicates: holds[f*words : (f+1)*words]
	want     []uint64 // predicates some file holds
	sidecar  []string // present sidecars some file reads, sorted
	scSize   []int64
	readers  []int // files that read each sidecar
	// members are the files of each family merged into one (families),
	// by the path that names it.
	members map[string][]string
}

func newProblem(u Universe) *problem {
	rs := slices.Clone(u.Results)
	slices.SortStableFunc(rs, func(a, b *FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	rs = slices.CompactFunc(rs, func(a, b *FileResult) bool { return a.File.Path == b.File.Path })
	p := &problem{}
	rs, p.members = families(rs)
	if len(rs) == 0 {
		return p
	}
	n := len(rs[0].Matches)
	p.words = (n + 63) / 64
	p.want = make([]uint64, p.words)
	p.holds = make([]uint64, len(rs)*p.words)
	scIndex := map[string]int{}
	for _, r := range rs {
		for _, sc := range r.Sidecars {
			if _, ok := u.Sidecars[sc]; ok {
				scIndex[sc] = 0
			}
		}
	}
	for sc := range scIndex {
		p.sidecar = append(p.sidecar, sc)
	}
	slices.Sort(p.sidecar)
	p.scSize = make([]int64, len(p.sidecar))
	p.readers = make([]int, len(p.sidecar))
	for i, sc := range p.sidecar {
		scIndex[sc] = i
		p.scSize[i] = u.Sidecars[sc]
	}
	for _, r := range rs {
		p.paths = append(p.paths, r.File.Path)
	}
	p.isParent = make([]bool, len(rs))
	for f, r := range rs {
		p.size = append(p.size, r.File.Size)
		p.skipped = append(p.skipped, r.Skipped > 0)
		par := p.parentOf(r.File, rs)
		p.parent = append(p.parent, par)
		if par >= 0 {
			p.isParent[par] = true
		}
		var reads []int
		for _, sc := range r.Sidecars {
			if i, ok := scIndex[sc]; ok {
				reads = append(reads, i)
				p.readers[i]++
			}
		}
		p.reads = append(p.reads, reads)
		h := p.holdsOf(f)
		for i := range n {
			if r.Holds(i) {
				h[i/64] |= 1 << (i % 64)
			}
		}
		or(p.want, h)
	}
	return p
}

// parentOf returns the index of a subagent's parent transcript among the
// results rs (sorted by path), or -1: the transcript its session names
// (Cursor's <session>/<session>.jsonl), the file its session directory
// is named after (Claude Code's <session>.jsonl beside <session>/), else
// (an identity-mismatched parent) the first transcript by path in the
// session directory.
func (p *problem) parentOf(f transcript.File, rs []*FileResult) int {
	if f.Role != transcript.RoleSubagent {
		return -1
	}
	dir := transcript.SessionDir(f.Path) + "/" // <project>/agent-transcripts/<session>/
	if i, ok := slices.BinarySearch(p.paths, dir+f.Session+".jsonl"); ok {
		return i
	}
	if i, ok := slices.BinarySearch(p.paths, strings.TrimSuffix(dir, "/")+".jsonl"); ok {
		return i
	}
	i, _ := slices.BinarySearch(p.paths, dir)
	for ; i < len(p.paths) && strings.HasPrefix(p.paths[i], dir); i++ {
		if rs[i].File.Role == transcript.RoleTranscript && !strings.Contains(p.paths[i][len(dir):], "/") {
			return i
		}
	}
	return -1
}

// Unparented makes the predicates of set whose witness must be bundled
// with its parent transcript (Predicate.Parent) not hold in each result
// of rs that is a subagent whose parent is not among rs (a session
// directory whose session file is gone): no bundle could make such a
// claim that verify accepts, so Cover does not choose the file for them
// and no claim names it.
func Unparented(set *Set, rs []*FileResult) {
	sorted := slices.Clone(rs)
	slices.SortFunc(sorted, func(a, b *FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	p := &problem{}
	for _, r := range sorted {
		p.paths = append(p.paths, r.File.Path)
	}
	for _, r := range sorted {
		if r.File.Role != transcript.RoleSubagent || p.parentOf(r.File, sorted) >= 0 {
			continue
		}
		for i := range set.preds {
			if set.preds[i].Parent {
				r.Matches[i], r.First[i] = 0, Witness{}
			}
		}
	}
}

func (p *problem) holdsOf(f int) []uint64 { return p.holds[f*p.words : (f+1)*p.words] }

// selection names the files of a choice and the sidecars they read.
func (p *problem) selection(files []int) Selection {
	var s Selection
	read := make([]bool, len(p.sidecar))
	for _, f := range files {
		if m, ok := p.members[p.paths[f]]; ok {
			s.Files = append(s.Files, m...)
		} else {
			s.Files = append(s.Files, p.paths[f])
		}
		s.Bytes += p.size[f]
		for _, i := range p.reads[f] {
			read[i] = true
		}
	}
	for i, ok := range read {
		if ok {
			s.Sidecars = append(s.Sidecars, p.sidecar[i])
			s.Bytes += p.scSize[i]
		}
	}
	slices.Sort(s.Files)
	return s
}

// cost orders choices: fewer files with skipped lines (their lines do
// not reach the bundle, and the export then reports it partial), then
// fewer bytes, then fewer files.
type cost struct {
	skipped int
	bytes   int64
	files   int
}

func (c cost) less(d cost) bool {
	if c.skipped != d.skipped {
		return c.skipped < d.skipped
	}
	if c.bytes != d.bytes {
		return c.bytes < d.bytes
	}
	return c.files < d.files
}

// state is a choice being built: files are added with their parents and
// taken back in reverse order.
type state struct {
	p     *problem
	in    []bool
	uses  []int // chosen files reading each sidecar
	cost  cost
	trail []int // files added, in order
}

func (p *problem) newState() *state {
	return &state{p: p, in: make([]bool, len(p.paths)), uses: make([]int, len(p.sidecar))}
}

// add chooses f and, when it is a subagent, its parent.
func (s *state) add(f int) {
	if par := s.p.parent[f]; par >= 0 && !s.in[par] {
		s.add(par)
	}
	if s.in[f] {
		return
	}
	s.in[f] = true
	s.trail = append(s.trail, f)
	s.cost.bytes += s.p.size[f]
	s.cost.files++
	if s.p.skipped[f] {
		s.cost.skipped++
	}
	for _, i := range s.p.reads[f] {
		if s.uses[i] == 0 {
			s.cost.bytes += s.p.scSize[i]
		}
		s.uses[i]++
	}
}

// undo takes back the files added since the trail was mark long.
func (s *state) undo(mark int) {
	for len(s.trail) > mark {
		f := s.trail[len(s.trail)-1]
		s.trail = s.trail[:len(s.trail)-1]
		s.in[f] = false
		s.cost.bytes -= s.p.size[f]
		s.cost.files--
		if s.p.skipped[f] {
			s.cost.skipped--
		}
		for _, i := range s.p.reads[f] {
			s.uses[i]--
			if s.uses[i] == 0 {
				s.cost.bytes -= s.p.scSize[i]
			}
		}
	}
}

// delta returns what adding f (with its parent) would cost.
func (s *state) delta(f int) cost {
	before, mark := s.cost, len(s.trail)
	s.add(f)
	d := cost{s.cost.skipped - before.skipped, s.cost.bytes - before.bytes, s.cost.files - before.files}
	s.undo(mark)
	return d
}
