package selectors

import (
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// result is a synthetic FileResult over n predicates: a top-level
// transcript at <project>/agent-transcripts/<session>/<id>.jsonl, or a
// subagent at …/<session>/subagents/<id>.jsonl.
func result(n int, p string, size int64, holds []int, sidecars ...string) *FileResult {
	parts := strings.Split(p, "/")
	f := transcript.File{Path: p, Project: parts[0], Session: parts[2], Size: size}
	if len(parts) == 5 {
		f.Role, f.Child = transcript.RoleSubagent, strings.TrimSuffix(parts[4], ".jsonl")
	}
	r := &FileResult{File: f, Matches: make([]int, n), First: make([]Witness, n), Sidecars: sidecars}
	for _, i := range holds {
		r.Matches[i]++
	}
	return r
}

// bruteParent is the parent a subagent needs, found without the cover's
// code: the transcript its session names, else the first by path directly
// in its session directory.
func bruteParent(u Universe, r *FileResult) string {
	if r.File.Role != transcript.RoleSubagent {
		return ""
	}
	dir := path.Dir(path.Dir(r.File.Path))
	var found []string
	for _, o := range u.Results {
		if o.File.Role == transcript.RoleTranscript && path.Dir(o.File.Path) == dir {
			if path.Base(o.File.Path) == r.File.Session+".jsonl" {
				return o.File.Path
			}
			found = append(found, o.File.Path)
		}
	}
	if len(found) == 0 {
		return ""
	}
	return slices.Min(found)
}

// costOf is the cost of choosing files (parents must be among them), and
// whether they cover every predicate some file holds.
func costOf(u Universe, files []string) (c cost, covers bool) {
	chosen := map[string]bool{}
	for _, f := range files {
		chosen[f] = true
	}
	read := map[string]bool{}
	var held, want []bool
	for _, r := range u.Results {
		if held == nil {
			held, want = make([]bool, len(r.Matches)), make([]bool, len(r.Matches))
		}
		for i := range r.Matches {
			want[i] = want[i] || r.Holds(i)
		}
		if !chosen[r.File.Path] {
			continue
		}
		if p := bruteParent(u, r); p != "" && !chosen[p] {
			return c, false
		}
		c.bytes += r.File.Size
		c.files++
		if r.Skipped > 0 {
			c.skipped++
		}
		for i := range r.Matches {
			held[i] = held[i] || r.Holds(i)
		}
		for _, s := range r.Sidecars {
			if size, ok := u.Sidecars[s]; ok && !read[s] {
				read[s] = true
				c.bytes += size
			}
		}
	}
	return c, slices.Equal(held, want) || held == nil
}

// bruteForce returns the least cost of a cover over every subset of the
// universe's files (at most about 24, over at most 64 predicates and 64
// sidecars), and the fewest files any cover has.
func bruteForce(u Universe) (best cost, fewest int) {
	index := map[string]int{}
	for i, r := range u.Results {
		index[r.File.Path] = i
	}
	var sidecars []string
	for s := range u.Sidecars {
		sidecars = append(sidecars, s)
	}
	slices.Sort(sidecars)
	n := len(u.Results)
	holds, needs, reads := make([]uint64, n), make([]uint64, n), make([]uint64, n)
	var want uint64
	for i, r := range u.Results {
		for k := range r.Matches {
			if r.Holds(k) {
				holds[i] |= 1 << k
			}
		}
		want |= holds[i]
		if p := bruteParent(u, r); p != "" {
			needs[i] = 1 << index[p]
		}
		for _, s := range r.Sidecars {
			if k, ok := slices.BinarySearch(sidecars, s); ok {
				reads[i] |= 1 << k
			}
		}
	}
	first := true
	for mask := uint64(0); mask < 1<<n; mask++ {
		var held, need, read uint64
		var c cost
		for i := range n {
			if mask&(1<<i) != 0 {
				held, need, read = held|holds[i], need|needs[i], read|reads[i]
				c.bytes += u.Results[i].File.Size
				c.files++
				if u.Results[i].Skipped > 0 {
					c.skipped++
				}
			}
		}
		if held != want || need&^mask != 0 {
			continue
		}
		for k, s := range sidecars {
			if read&(1<<k) != 0 {
				c.bytes += u.Sidecars[s]
			}
		}
		if first || c.less(best) {
			best = c
		}
		if first || c.files < fewest {
			fewest = c.files
		}
		first = false
	}
	return best, fewest
}

// randomUniverse draws up to most files over n predicates (a few when n
// is 0): transcripts in a few sessions, subagents (some of sessions whose
// transcript has another name), shared sidecars and files with skipped
// lines.
func randomUniverse(rng *rand.Rand, most, n int) Universe {
	if n == 0 {
		n = 2 + rng.IntN(9)
	}
	u := Universe{Sidecars: map[string]int64{}}
	for i := range 3 {
		u.Sidecars[fmt.Sprintf("p/agent-tools/t%d.txt", i)] = int64(rng.IntN(300))
	}
	files := 1 + rng.IntN(most)
	for i := range files {
		sess := fmt.Sprintf("s%d", rng.IntN(4))
		p := fmt.Sprintf("p/agent-transcripts/%s/%s.jsonl", sess, sess)
		switch rng.IntN(4) {
		case 0:
			p = fmt.Sprintf("p/agent-transcripts/%s/subagents/c%d.jsonl", sess, i)
		case 1:
			p = fmt.Sprintf("p/agent-transcripts/%s/other%d.jsonl", sess, i) // identity-mismatched
		}
		if slices.ContainsFunc(u.Results, func(r *FileResult) bool { return r.File.Path == p }) {
			continue
		}
		var holds []int
		for k := range n {
			if rng.IntN(3) == 0 {
				holds = append(holds, k)
			}
		}
		var reads []string
		if rng.IntN(3) == 0 {
			reads = append(reads, fmt.Sprintf("p/agent-tools/t%d.txt", rng.IntN(4))) // t3 is absent
		}
		r := result(n, p, int64(rng.IntN(1000)), holds, reads...) // empty files too
		if rng.IntN(4) == 0 {
			r.Skipped = 1 + rng.IntN(3)
		}
		u.Results = append(u.Results, r)
	}
	// Sizes from a small set make ties in bytes common.
	if rng.IntN(2) == 0 {
		for _, r := range u.Results {
			r.File.Size = 100 * (1 + r.File.Size%3)
		}
	}
	return u
}

// TestCoverIsCheapest: on random small universes the search ends and its
// choice costs what the cheapest subset found by brute force costs, its
// Bytes are that subset's bytes and its sidecars those the files read.
func TestCoverIsCheapest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for k := range 400 {
		u := randomUniverse(rng, 12, 0)
		want, _ := bruteForce(u)
		sel := Cover(u)
		got, ok := costOf(u, sel.Files)
		if !ok || got != want || !sel.Optimal || sel.Bytes != want.bytes || sel.LowerBound != want.bytes {
			t.Fatalf("universe %d: cover %v (covers %v, optimal %v, bytes %d, bound %d), brute force %v",
				k, got, ok, sel.Optimal, sel.Bytes, sel.LowerBound, want)
		}
		var read []string
		for _, r := range u.Results {
			for _, s := range r.Sidecars {
				if _, ok := u.Sidecars[s]; ok && slices.Contains(sel.Files, r.File.Path) && !slices.Contains(read, s) {
					read = append(read, s)
				}
			}
		}
		slices.Sort(read)
		if !slices.Equal(read, sel.Sidecars) {
			t.Fatalf("universe %d: sidecars %v, the chosen files read %v", k, sel.Sidecars, read)
		}
	}
}

// TestCoverBudget: with no work allowed beyond the first bound the cover
// is the greedy choice; it claims to be optimal only when it is, and
// otherwise its lower bound is one: the cheapest cover has no fewer bytes.
func TestCoverBudget(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	stopped := 0
	for k := range 400 {
		u := randomUniverse(rng, 12, 0)
		opt, _ := bruteForce(u)
		p := newProblem(u)
		s := p.newState()
		p.greedy(s)
		greedy := p.selection(s.trail)
		sel := cover(u, 0)
		if !slices.Equal(sel.Files, greedy.Files) || sel.Bytes != greedy.Bytes {
			t.Fatalf("universe %d: out of budget, chose %v, greedy %v", k, sel.Files, greedy.Files)
		}
		if sel.Optimal {
			if c, _ := costOf(u, sel.Files); c != opt {
				t.Fatalf("universe %d: claims optimal at %v, brute force %v", k, c, opt)
			}
			continue
		}
		stopped++
		if sel.LowerBound > opt.bytes || sel.LowerBound > sel.Bytes {
			t.Fatalf("universe %d: bound %d, the cheapest cover's bytes %d, chosen %d", k, sel.LowerBound, opt.bytes, sel.Bytes)
		}
	}
	if stopped == 0 {
		t.Fatal("a budget of nothing never stopped the search")
	}
}

// TestCoverTies: the cover avoids files with skipped lines, even smaller
// ones, and at equal bytes takes fewer files, whatever the path order says.
func TestCoverTies(t *testing.T) {
	both := result(2, "p/agent-transcripts/z/z.jsonl", 20, []int{0, 1})
	one := result(2, "p/agent-transcripts/a/a.jsonl", 10, []int{0})
	two := result(2, "p/agent-transcripts/b/b.jsonl", 10, []int{1})
	if sel := Cover(Universe{Results: []*FileResult{one, two, both}}); !slices.Equal(sel.Files, []string{both.File.Path}) {
		t.Errorf("equal bytes: chose %v, want the one file", sel.Files)
	}
	bad := result(2, "p/agent-transcripts/a/a.jsonl", 20, []int{0, 1})
	bad.Skipped = 1
	if sel := Cover(Universe{Results: []*FileResult{bad, both}}); !slices.Equal(sel.Files, []string{both.File.Path}) {
		t.Errorf("equal bytes and files: chose %v, want the file without skipped lines", sel.Files)
	}
	smaller := result(2, "p/agent-transcripts/a/a.jsonl", 5, []int{0, 1})
	smaller.Skipped = 1
	if sel := Cover(Universe{Results: []*FileResult{smaller, both}}); !slices.Equal(sel.Files, []string{both.File.Path}) {
		t.Errorf("a smaller file with skipped lines: chose %v, want the file without", sel.Files)
	}
	alone := result(2, "p/agent-transcripts/c/c.jsonl", 5, []int{1})
	alone.Skipped = 1
	if sel := Cover(Universe{Results: []*FileResult{alone, one}}); !slices.Equal(sel.Files, []string{one.File.Path, alone.File.Path}) {
		t.Errorf("a predicate only a file with skipped lines holds: chose %v", sel.Files)
	}
}

// TestCoverParentDeterministic: subagents of a session whose transcripts
// all have other names get the first of them by path as their parent,
// the same whatever the order of the universe.
func TestCoverParentDeterministic(t *testing.T) {
	const n = 5
	var rs []*FileResult
	for _, id := range []string{"m3", "m1", "m2"} {
		rs = append(rs, result(n, "p/agent-transcripts/s/"+id+".jsonl", 50, nil))
	}
	for i := range 4 {
		rs = append(rs, result(n, fmt.Sprintf("p/agent-transcripts/s/subagents/c%d.jsonl", i), 10, []int{i}))
	}
	rs = append(rs, result(n, "p/agent-transcripts/t/t.jsonl", 10, []int{4}))
	want := []string{"p/agent-transcripts/s/m1.jsonl", "p/agent-transcripts/s/subagents/c0.jsonl",
		"p/agent-transcripts/s/subagents/c1.jsonl", "p/agent-transcripts/s/subagents/c2.jsonl",
		"p/agent-transcripts/s/subagents/c3.jsonl", "p/agent-transcripts/t/t.jsonl"}
	rng := rand.New(rand.NewPCG(5, 6))
	for k := range 200 {
		rng.Shuffle(len(rs), func(i, j int) { rs[i], rs[j] = rs[j], rs[i] })
		sel := Cover(Universe{Results: rs})
		if !slices.Equal(sel.Files, want) || sel.Bytes != 50+5*10 || !sel.Optimal {
			t.Fatalf("run %d: chose %v (%d bytes, optimal %v), want %v", k, sel.Files, sel.Bytes, sel.Optimal, want)
		}
	}
}

// repoRoot returns the directory above the package that holds go.mod.
func repoRoot(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("no go.mod above the package")
		}
		dir = parent
	}
}

// externalCursor lays the Cursor files other projects wrote out as a
// projects tree (arrange.py in ../shared beside the repository root) and
// returns it discovered, or skips.
func externalCursor(tb testing.TB) *transcript.Corpus {
	tb.Helper()
	arrange := filepath.Join(benchdata.External(tb, "cursor"), "arrange.py")
	python, err := exec.LookPath("python3")
	if err != nil {
		tb.Skip("external Cursor files: python3 absent")
	}
	dir := tb.TempDir()
	if out, err := exec.Command(python, arrange, dir).CombinedOutput(); err != nil {
		tb.Fatalf("arrange.py: %v: %s", err, out)
	}
	return discoverTree(tb, filepath.Join(dir, "projects"))
}

func discoverTree(tb testing.TB, root string) *transcript.Corpus {
	tb.Helper()
	src, err := cursor.Format.Open(root)
	if err != nil {
		tb.Fatal(err)
	}
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// evaluate reads every transcript of c as export does: predicates,
// sidecars read back and skipped lines.
func evaluate(c *transcript.Corpus) Universe {
	set, _ := NewSet()
	m := set.NewMatcher()
	inv := transcript.NewInventory()
	rd := transcript.NewReader(nil, nil, "", 0) // ReadFile sets the schema
	u := Universe{Sidecars: map[string]int64{}}
	for _, f := range c.Files {
		if f.Role == transcript.RoleSidecar {
			u.Sidecars[f.Path] = f.Size
			continue
		}
		m.Begin(c.Format.Name(), f)
		transcript.ReadFile(c, f, rd, inv, nil, 0, m.Frame)
		r := m.End()
		r.Skipped = inv.FileSkipped()
		u.Results = append(u.Results, r)
	}
	return u
}

// TestCoverExternalCursor: on the Cursor files other projects wrote, the
// cover is the cheapest by brute force, so it has a file with skipped
// lines only when every cover has one; on these files it also has as few
// files as any cover (a fact of the tree: bytes come before files).
func TestCoverExternalCursor(t *testing.T) {
	u := evaluate(externalCursor(t))
	if len(u.Results) > 22 {
		t.Fatalf("%d files: too many for the brute force", len(u.Results))
	}
	if !slices.ContainsFunc(u.Results, func(r *FileResult) bool { return r.Skipped > 0 }) {
		t.Fatal("no file counted with skipped lines; the tree has a malformed and a truncated line")
	}
	want, fewest := bruteForce(u)
	sel := Cover(u)
	got, ok := costOf(u, sel.Files)
	if !ok || got != want || !sel.Optimal {
		t.Fatalf("cover costs %v (covers %v, optimal %v), the cheapest %v", got, ok, sel.Optimal, want)
	}
	if got.files != fewest {
		t.Errorf("cover has %d files, a cover of %d exists", got.files, fewest)
	}
	greedy := cover(u, 0)
	g, _ := costOf(u, greedy.Files)
	t.Logf("%d files: cover %d files %d bytes (%d with skipped lines, %d steps); greedy %d files %d bytes (%d with skipped lines); fewest files of any cover %d",
		len(u.Results), got.files, got.bytes, got.skipped, sel.steps, g.files, g.bytes, g.skipped, fewest)
}

// BenchmarkCover times the cover of the sample corpus, of the external
// Cursor files and of large random universes, with the search work spent
// and the files and bytes chosen.
func BenchmarkCover(b *testing.B) {
	cases := []struct {
		name string
		u    func(b *testing.B) Universe
	}{
		{"sample", func(b *testing.B) Universe {
			return evaluate(discoverTree(b, filepath.Join(repoRoot(b), "testdata", "sample")))
		}},
		{"external", func(b *testing.B) Universe { return evaluate(externalCursor(b)) }},
		{"random-small", func(*testing.B) Universe { return randomUniverse(rand.New(rand.NewPCG(7, 8)), 500, 17) }},
		{"random-large", func(*testing.B) Universe { return randomUniverse(rand.New(rand.NewPCG(7, 8)), 5000, 17) }},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			u := c.u(b)
			var sel Selection
			for b.Loop() {
				sel = Cover(u)
			}
			optimal := 0.0
			if sel.Optimal {
				optimal = 1
			}
			b.ReportMetric(float64(len(u.Results)), "universe")
			b.ReportMetric(float64(sel.steps), "steps")
			b.ReportMetric(float64(len(sel.Files)), "files")
			b.ReportMetric(float64(sel.Bytes), "bytes")
			b.ReportMetric(optimal, "optimal")
		})
	}
}

// A chosen Claude Code or Codex file brings its whole session: the
// transcript, its subagents and theirs (a Codex subagent names its parent
// thread, a Claude Code one sits in its session's subagents/), with the
// sidecars each reads; a Cursor session brings no subagent, as before.
func TestCoverFamilies(t *testing.T) {
	file := func(format, p, session, parent string, role transcript.FileRole, size int64, holds []int, sidecars ...string) *FileResult {
		r := &FileResult{File: transcript.File{Path: p, Session: session, Parent: parent, Role: role, Size: size}, Format: format,
			Matches: make([]int, 2), First: make([]Witness, 2), Sidecars: sidecars}
		for _, i := range holds {
			r.Matches[i]++
		}
		return r
	}
	const sub = transcript.RoleSubagent
	const top = transcript.RoleTranscript
	for _, c := range []struct {
		name     string
		u        Universe
		want     []string
		sidecars []string
	}{
		{"codex: a parent brings its subagent and that one's", Universe{Results: []*FileResult{
			file("codex", "sessions/rollout-a-P.jsonl", "P", "", top, 10, []int{0}),
			file("codex", "sessions/rollout-b-C.jsonl", "C", "P", top, 10, nil),
			file("codex", "sessions/rollout-c-G.jsonl", "G", "C", top, 10, nil),
			file("codex", "sessions/rollout-d-X.jsonl", "X", "", top, 1, []int{1}),
		}}, []string{"sessions/rollout-a-P.jsonl", "sessions/rollout-b-C.jsonl", "sessions/rollout-c-G.jsonl", "sessions/rollout-d-X.jsonl"}, nil},
		{"codex: a grandchild brings its session", Universe{Results: []*FileResult{
			file("codex", "sessions/rollout-a-P.jsonl", "P", "", top, 10, nil),
			file("codex", "sessions/rollout-b-C.jsonl", "C", "P", top, 10, nil),
			file("codex", "sessions/rollout-c-G.jsonl", "G", "C", top, 10, []int{0, 1}),
		}}, []string{"sessions/rollout-a-P.jsonl", "sessions/rollout-b-C.jsonl", "sessions/rollout-c-G.jsonl"}, nil},
		{"claude-code: a session brings its subagents, their meta and spills", Universe{Results: []*FileResult{
			file("claude-code", "p/s.jsonl", "s", "", top, 10, []int{0, 1}, "p/s/tool-results/t1.txt"),
			file("claude-code", "p/s/subagents/agent-a.jsonl", "s", "", sub, 10, nil, "p/s/subagents/agent-a.meta.json", "p/s/tool-results/t2.txt"),
			file("claude-code", "p/t.jsonl", "t", "", top, 1, nil),
		}, Sidecars: map[string]int64{"p/s/tool-results/t1.txt": 1, "p/s/subagents/agent-a.meta.json": 1, "p/s/tool-results/t2.txt": 1}},
			[]string{"p/s.jsonl", "p/s/subagents/agent-a.jsonl"},
			[]string{"p/s/subagents/agent-a.meta.json", "p/s/tool-results/t1.txt", "p/s/tool-results/t2.txt"}},
		{"claude-code: a session brings its workflow run's subagents, meta, journal and record", Universe{Results: []*FileResult{
			file("claude-code", "p/s.jsonl", "s", "", top, 10, []int{0, 1}),
			file("claude-code", "p/s/subagents/workflows/w/agent-a.jsonl", "s", "", sub, 10, nil,
				"p/s/subagents/workflows/w/agent-a.meta.json", "p/s/subagents/workflows/w/journal.jsonl", "p/s/workflows/w.json"),
			file("claude-code", "p/t.jsonl", "t", "", top, 1, nil),
		}, Sidecars: map[string]int64{"p/s/subagents/workflows/w/agent-a.meta.json": 1, "p/s/subagents/workflows/w/journal.jsonl": 1, "p/s/workflows/w.json": 1}},
			[]string{"p/s.jsonl", "p/s/subagents/workflows/w/agent-a.jsonl"},
			[]string{"p/s/subagents/workflows/w/agent-a.meta.json", "p/s/subagents/workflows/w/journal.jsonl", "p/s/workflows/w.json"}},
		{"cursor: a session alone", Universe{Results: []*FileResult{
			file("cursor", "p/agent-transcripts/s/s.jsonl", "s", "", top, 10, []int{0, 1}),
			file("cursor", "p/agent-transcripts/s/subagents/c.jsonl", "s", "", sub, 10, nil),
		}}, []string{"p/agent-transcripts/s/s.jsonl"}, nil},
	} {
		sel := Cover(c.u)
		if !slices.Equal(sel.Files, c.want) || !slices.Equal(sel.Sidecars, c.sidecars) {
			t.Errorf("%s: files %v sidecars %v, want %v %v", c.name, sel.Files, sel.Sidecars, c.want, c.sidecars)
		}
	}
}
