package export

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// Options configure Build, which checks them first: Mode and Name are
// required, a nil Set means the built-in checklist, and every other field
// has the default its comment names.
type Options struct {
	Mode     Mode
	Strategy string   // "checklist" (default) or "all"
	Sessions []string // only these session ids, when given
	Set      *selectors.Set
	Name     Namer
	Workers  int // <= 0 means GOMAXPROCS
	MaxLine  int // <= 0 means transcript.DefaultMaxLine
	// Identity are terms that must not appear in the bundle (the running
	// user's name, the hostname, --term words); the user names that home
	// paths and project directories spell, the project words and remote
	// owners are added to them. Where a term counts is the identity
	// package's: a common word only where it stands as identity.
	Identity    []string
	ToolVersion string
	// Output is where the bundle will be written ("-" or "" for a
	// stream); the spool of scrubbed, not yet verified output lives beside
	// it under a recognisable temporary name (in os.TempDir() for a
	// stream).
	Output string
	// Progress, when set, is called after each file with counts.
	Progress func(done, total int)
	// Frames, when set, keeps only that range of frames of each top-level
	// transcript (report --frames).
	Frames *FrameRange
}

// Strategies of selection.
const (
	StrategyChecklist = "checklist"
	StrategyAll       = "all"
)

// Bundle is a built, verified bundle waiting to be written. Close removes
// its spool files; the caller must call it.
type Bundle struct {
	Manifest *Manifest
	Partial  bool // some inputs were skipped; they are listed in the manifest
	entries  []Entry
	spools   []*os.File
	stats    scrub.Stats
	rules    map[string]int
	uses     identity.Uses      // where redaction applied identity terms
	terms    []string           // the identity terms checked, lowercase, sorted
	shapes   *transcript.Shapes // of the bundled frames, by bundle path
	// fileSkips are the entries discovery left out, for the manifest.
	fileSkips []Skip
	idle      []*spoolWriter // for the next scrub pass
	cursor    idleCursor     // of the spool frames
	mu        sync.Mutex     // guards spools
}

// Entries returns the bundle's files in order, the manifest first.
func (b *Bundle) Entries() []Entry { return b.entries }

// Close removes the spool files.
func (b *Bundle) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.cursor.close()
	for _, f := range b.spools {
		f.Close()
		os.Remove(f.Name())
	}
	b.spools, b.idle = nil, nil
	return nil
}

// job is one source file of one corpus.
type job struct {
	c *transcript.Corpus
	f transcript.File
}

// Build selects, scrubs and verifies. On any verification failure it
// returns a *VerifyError and nothing remains on disk; invalid Options are
// an error naming the field.
//
// With the checklist strategy the transcripts are read twice: once to
// evaluate the predicates and choose files, once to scrub the chosen ones.
// With --select all every transcript is scrubbed anyway, so one pass
// evaluates the source while it scrubs it; the sidecars follow.
func Build(ctx context.Context, corpora []*transcript.Corpus, opt Options) (*Bundle, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, err
	}
	var transcripts []job
	sidecars := map[string]job{}
	seen := map[string]bool{}
	for _, c := range corpora {
		for _, f := range c.Files {
			if seen[BundlePath(f, opt.Name)] {
				continue // the same file named twice
			}
			seen[BundlePath(f, opt.Name)] = true
			if f.Role == transcript.RoleSidecar {
				sidecars[f.Path] = job{c, f}
			} else if len(opt.Sessions) == 0 || slices.Contains(opt.Sessions, f.Session) {
				if f.Role == transcript.RoleTranscript {
					f.Window = opt.Frames
				}
				transcripts = append(transcripts, job{c, f})
			}
		}
	}
	b := &Bundle{rules: map[string]int{}, uses: identity.Uses{}, shapes: transcript.NewShapes(), fileSkips: fileSkips(corpora, opt.Name, opt.Sessions)}
	_, twoPass := opt.Mode.(preparer)
	if opt.Strategy == StrategyAll && !twoPass {
		err = b.buildAll(ctx, transcripts, sidecars, opt)
	} else {
		err = b.buildTwoPass(ctx, transcripts, sidecars, opt)
	}
	if err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// buildTwoPass evaluates every transcript, chooses the covering set (or
// everything) and scrubs it. A mode that must know the source's identity
// first (redaction) is prepared between the passes, and numbers its
// placeholders after the second.
func (b *Bundle) buildTwoPass(ctx context.Context, transcripts []job, sidecars map[string]job, opt Options) error {
	ev, err := evaluate(ctx, transcripts, opt)
	if err != nil {
		return err
	}
	prep, _ := opt.Mode.(preparer)
	if prep != nil {
		all := slices.Clone(transcripts)
		for _, j := range sidecars {
			all = append(all, j)
		}
		words := map[string]bool{}
		for _, j := range all {
			identity.FromProject(ev.identity, j.f.Project)
			identity.ProjectWords(words, j.f.Project)
		}
		opt.Mode = prep.prepare(usersOf(ev.identity), slices.Sorted(maps.Keys(words)), renames(all, opt.Name))
		prep = opt.Mode.(preparer)
	}
	var sel selectors.Selection
	if opt.Strategy == StrategyAll {
		sel = selectors.All(universe(ev, sidecars, opt))
	} else {
		sel = selectors.Cover(universe(ev, sidecars, opt))
	}
	byPath := map[string]job{}
	for _, j := range transcripts {
		byPath[j.f.Path] = j
	}
	var chosen []job
	for _, p := range sel.Files {
		chosen = append(chosen, byPath[p])
	}
	for _, p := range sel.Sidecars {
		chosen = append(chosen, sidecars[p])
	}
	terms := ev.identity
	for _, t := range opt.Identity {
		identity.Add(terms, t)
	}
	for _, j := range transcripts {
		identity.ProjectWords(terms, j.f.Project)
	}
	prog := progress{report: opt.Progress, total: len(chosen)}
	out, err := b.scrub(ctx, chosen, ev, false, prep != nil, terms, &prog, opt)
	if err != nil {
		return err
	}
	if prep != nil {
		if out, err = b.renumber(ctx, out, prep, opt); err != nil {
			return err
		}
	}
	return b.assemble(ev, sel, out, terms, opt)
}

// buildAll scrubs every transcript, evaluating the source in the same
// pass, and the sidecars: in that pass too when all are chosen, else (with
// --session, which keeps the sidecars the sessions read) once the
// transcripts are read. Content is checked line by line for the identity
// terms known before the pass (project directories, the caller's); terms
// that only home paths inside the transcripts reveal are looked for in the
// pass's output afterwards, and in later sidecars as they are scrubbed.
func (b *Bundle) buildAll(ctx context.Context, transcripts []job, sidecars map[string]job, opt Options) error {
	ev := newEvaluation()
	terms := map[string]bool{}
	for _, j := range transcripts {
		identity.FromProject(terms, j.f.Project)
		identity.ProjectWords(terms, j.f.Project)
	}
	for _, t := range opt.Identity {
		identity.Add(terms, t)
	}
	pass := transcripts
	allSidecars := len(opt.Sessions) == 0
	if allSidecars {
		pass = slices.Clone(transcripts)
		for _, j := range sidecars {
			pass = append(pass, j) // scrub sorts its jobs
		}
	}
	prog := progress{report: opt.Progress, total: len(transcripts) + len(sidecars)}
	out, err := b.scrub(ctx, pass, ev, true, false, terms, &prog, opt)
	if err != nil {
		return err
	}
	slices.SortFunc(ev.results, func(a, b *selectors.FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	if err := recheck(out, ev.identity, terms); err != nil {
		return err
	}
	for t := range terms {
		ev.identity[t] = true
	}
	terms = ev.identity
	sel := selectors.All(universe(ev, sidecars, opt))
	if !allSidecars {
		var chosen []job
		for _, p := range sel.Sidecars {
			chosen = append(chosen, sidecars[p])
		}
		prog.total = len(transcripts) + len(chosen)
		more, err := b.scrub(ctx, chosen, ev, false, false, terms, &prog, opt)
		if err != nil {
			return err
		}
		out = append(out, more...)
	}
	return b.assemble(ev, sel, out, terms, opt)
}

// universe is what selection chooses from.
func universe(ev *evaluation, sidecars map[string]job, opt Options) selectors.Universe {
	u := selectors.Universe{Results: ev.results, Sidecars: map[string]int64{}}
	for p, j := range sidecars {
		u.Sidecars[p] = j.f.Size
	}
	if len(opt.Sessions) > 0 && opt.Strategy == StrategyAll {
		// --session with --select all: only the sidecars those sessions read.
		u.Sidecars = referenced(ev.results, u.Sidecars)
	}
	return u
}

// recheck looks in the scrubbed files out for the identity terms of
// found that checked does not hold (only terms long enough to be looked
// for in content count).
func recheck(out []scrubbed, found, checked map[string]bool) error {
	known := map[string]bool{}
	for t := range checked {
		known[strings.ToLower(t)] = true
	}
	fresh := map[string]bool{}
	for t := range found {
		if !known[strings.ToLower(t)] {
			fresh[t] = true
		}
	}
	id := identity.NewCheck(fresh)
	if id.Longest() == 0 {
		return nil
	}
	for _, s := range out {
		r, err := s.content()
		if err == nil {
			_, err = io.Copy(&identityWriter{w: io.Discard, id: id}, r)
			r.Close()
		}
		var ve *VerifyError
		if errors.As(err, &ve) {
			return &VerifyError{File: s.path, Reason: errIdentity.Error()}
		}
		if err != nil {
			return &VerifyError{File: s.path, Reason: "scrubbed output could not be read back"}
		}
	}
	return nil
}

// referenced keeps the sidecars some result reads back.
func referenced(results []*selectors.FileResult, all map[string]int64) map[string]int64 {
	out := map[string]int64{}
	for _, r := range results {
		for _, s := range r.Sidecars {
			if size, ok := all[s]; ok {
				out[s] = size
			}
		}
	}
	return out
}

// evaluation is what reading the source taught: predicate results,
// inventory and identity terms.
type evaluation struct {
	results  []*selectors.FileResult
	byPath   map[string]*selectors.FileResult
	inv      *transcript.Inventory
	identity map[string]bool
}

func newEvaluation() *evaluation {
	return &evaluation{byPath: map[string]*selectors.FileResult{}, inv: transcript.NewInventory(), identity: map[string]bool{}}
}

// sourceEval is one worker's share of an evaluation.
type sourceEval struct {
	m       *selectors.Matcher
	inv     *transcript.Inventory
	terms   map[string]bool // identity terms
	results []*selectors.FileResult
}

func newSourceEval(set *selectors.Set) *sourceEval {
	return &sourceEval{m: set.NewMatcher(), inv: transcript.NewInventory(), terms: map[string]bool{}}
}

// frame evaluates one source frame.
func (e *sourceEval) frame(fr *transcript.Frame) {
	e.m.Frame(fr)
	for k := range fr.Blocks {
		identity.FromPath(e.terms, fr.Blocks[k].Path)
		identity.FromPath(e.terms, fr.Blocks[k].Command)
		identity.FromRemote(e.terms, fr.Blocks[k].Command)
	}
}

// mergeInto adds the worker's share to ev. The caller serializes calls.
func (e *sourceEval) mergeInto(ev *evaluation) {
	ev.results = append(ev.results, e.results...)
	for _, r := range e.results {
		ev.byPath[r.File.Path] = r
	}
	ev.inv.Merge(e.inv)
	for t := range e.terms {
		ev.identity[t] = true
	}
}

// evaluate reads every transcript once: inventory, predicates, identity.
func evaluate(ctx context.Context, jobs []job, opt Options) (*evaluation, error) {
	ev := newEvaluation()
	var mu sync.Mutex
	err := parallel(ctx, len(jobs), opt.Workers, func() (func(int) error, func()) {
		rd := transcript.NewReader(nil, "", opt.MaxLine)
		e := newSourceEval(opt.Set)
		work := func(i int) error {
			j := jobs[i]
			e.m.Begin(j.f)
			identity.FromProject(e.terms, j.f.Project)
			transcript.ReadFile(j.c, j.f, rd, e.inv, nil, 0, e.frame)
			r := e.m.End()
			r.Skipped = e.inv.FileSkipped()
			e.results = append(e.results, r)
			return nil
		}
		finish := func() {
			mu.Lock()
			defer mu.Unlock()
			e.mergeInto(ev)
		}
		return work, finish
	})
	slices.SortFunc(ev.results, func(a, b *selectors.FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	return ev, err
}

// parallel runs work(i) for i in [0, n) on workers goroutines, each with
// its own state from newWorker; finish, when not nil, runs as each worker
// ends. The first error stops the rest.
func parallel(ctx context.Context, n, workers int, newWorker func() (work func(int) error, finish func())) error {
	next := make(chan int)
	errc := make(chan error, workers)
	var wg sync.WaitGroup
	for range min(workers, max(n, 1)) {
		wg.Go(func() {
			work, finish := newWorker()
			if finish != nil {
				defer finish()
			}
			for i := range next {
				if err := work(i); err != nil {
					errc <- err
					for range next {
					}
					return
				}
			}
		})
	}
	var err error
feed:
	for i := range n {
		select {
		case next <- i:
		case err = <-errc:
			break feed
		case <-ctx.Done():
			err = ctx.Err()
			break feed
		}
	}
	close(next)
	wg.Wait()
	close(errc)
	if err == nil {
		err = <-errc
	}
	if err == nil {
		err = ctx.Err() // cancelled once every job was handed out
	}
	return err
}

// progress reports files done across the scrub passes of one Build.
type progress struct {
	report      func(done, total int)
	done, total int
}

// scrub writes every job's file, scrubbed and checked line by line, to
// per-worker spool files, and compresses them there. With fused set the
// transcripts are evaluated as they are read and ev receives the results;
// with interim set the output is rewritten before it is bundled (see
// spoolWriter.beginFrame). The files come back sorted by bundle path.
func (b *Bundle) scrub(ctx context.Context, jobs []job, ev *evaluation, fused, interim bool, terms map[string]bool, prog *progress, opt Options) ([]scrubbed, error) {
	jobs = slices.Clone(jobs)
	paths := make([]string, len(jobs))
	for i, j := range jobs {
		paths[i] = BundlePath(j.f, opt.Name)
	}
	order := make([]int, len(jobs))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int { return strings.Compare(paths[x], paths[y]) })
	sortedJobs, sortedPaths := make([]job, len(jobs)), make([]string, len(jobs))
	for k, i := range order {
		sortedJobs[k], sortedPaths[k] = jobs[i], paths[i]
	}
	jobs, paths = sortedJobs, sortedPaths
	ends := groups(jobs, paths)
	sched := schedule(jobs, ends)
	out := make([]scrubbed, len(jobs))
	var mu sync.Mutex
	id := identity.NewCheck(terms)
	err := parallel(ctx, len(sched), opt.Workers, func() (func(int) error, func()) {
		fw := &fileScrubber{w: opt.Mode.NewWorker(id), rd: transcript.NewReader(nil, "", opt.MaxLine),
			parser: transcript.NewParser(), set: opt.Set, m: opt.Set.NewMatcher(), id: id, strict: opt.Mode.StrictCoverage(),
			idw: identityWriter{id: id}, shapes: transcript.NewShapes()}
		fw.readOnce()
		if fused {
			fw.eval = newSourceEval(opt.Set)
		}
		mu.Lock()
		sw, err := b.spoolWriter(opt.Output)
		mu.Unlock()
		work := func(k int) error {
			if err != nil {
				return err
			}
			g := sched[k]
			first := 0
			if g > 0 {
				first = ends[g-1]
			}
			if err := sw.beginFrame(interim); err != nil {
				return err
			}
			for i := first; i < ends[g]; i++ {
				if err := b.scrubFile(fw, sw, jobs[i], paths[i], ev, &out[i]); err != nil {
					return err
				}
				mu.Lock()
				prog.done++
				done, total := prog.done, prog.total
				mu.Unlock()
				if prog.report != nil {
					prog.report(done, total)
				}
			}
			return sw.endFrame(out[first:ends[g]])
		}
		finish := func() {
			mu.Lock()
			if sw != nil {
				b.idle = append(b.idle, sw)
			}
			defer mu.Unlock()
			b.stats.Add(fw.stats)
			b.shapes.Merge(fw.shapes)
			for id, n := range fw.w.Rules() {
				b.rules[id] += n
			}
			b.uses.Add(fw.w.Uses())
			if fw.eval != nil {
				fw.eval.mergeInto(ev)
			}
		}
		return work, finish
	})
	return out, err
}

// scrubFile scrubs one file into the spool and describes it in out.
func (b *Bundle) scrubFile(fw *fileScrubber, sw *spoolWriter, j job, path string, ev *evaluation, out *scrubbed) error {
	if err := sw.begin(path); err != nil {
		return err
	}
	var res *selectors.FileResult
	var skips []Skip
	var err error
	if j.f.Role == transcript.RoleSidecar {
		err = fw.sidecar(sw, j)
	} else {
		// A fused pass evaluates the file itself, while other workers
		// merge into ev: only an earlier pass's results may be read.
		var known *selectors.FileResult
		if fw.eval == nil {
			known = ev.byPath[j.f.Path]
		}
		res, skips, err = fw.transcript(sw, j, path, known)
	}
	if err != nil {
		return err
	}
	if *out, err = sw.end(); err != nil {
		return err
	}
	out.result, out.skips = res, skips
	if t, ok := fw.w.(interface{ TakeIDs() []scrub.PlaceholderRef }); ok {
		out.ids = t.TakeIDs()
	}
	return nil
}

// assemble builds the manifest and the entry list.
func (b *Bundle) assemble(ev *evaluation, sel selectors.Selection, out []scrubbed, terms map[string]bool, opt Options) error {
	slices.SortFunc(out, func(a, b scrubbed) int { return strings.Compare(a.path, b.path) })
	st := ev.inv.Stats()
	m := &Manifest{
		Format: FormatVersion, Tool: "transcrub", ToolVersion: opt.ToolVersion, Mode: opt.Mode.Name(),
		Selection: SelectionInfo{Strategy: opt.Strategy, Sessions: len(opt.Sessions), Files: len(sel.Files), Sidecars: len(sel.Sidecars)},
		Source: SourceCounts{Transcripts: st.Transcripts, Subagents: st.Subagents, Sidecars: len(sel.Sidecars),
			Frames: st.Frames, Bytes: ev.inv.Bytes()},
		Redactions:  []RuleCount{},
		NotRecorded: b.shapes.NotRecorded(),
		Drift:       b.shapes.Drift(),
		Skipped:     []Skip{},
		Files:       []FileEntry{},
	}
	if opt.Strategy == StrategyChecklist {
		m.Selection.Cover = &CoverInfo{Bytes: sel.Bytes, Optimal: sel.Optimal, LowerBound: sel.LowerBound}
	}
	for _, s := range out {
		m.Skipped = append(m.Skipped, s.skips...)
		m.Files = append(m.Files, FileEntry{Path: s.path, Size: s.size, SHA256: s.sum})
	}
	m.Skipped = mergeSkips(m.Skipped, b.fileSkips)
	m.Coverage = coverage(opt.Set, ev.results, out)
	b.Partial = len(m.Skipped) > 0
	m.Scrub = b.stats
	for _, id := range slices.Sorted(maps.Keys(b.rules)) {
		m.Redactions = append(m.Redactions, RuleCount{Rule: id, Count: b.rules[id]})
	}
	js, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	js = append(js, '\n')
	id := identity.NewCheck(terms)
	if err := checkNames(id, js, m.Files); err != nil {
		return err
	}
	b.terms = id.Terms()
	b.Manifest = m
	b.entries = []Entry{{Name: ManifestName, Size: int64(len(js)), Open: func() (io.Reader, error) { return bytes.NewReader(js), nil }}}
	for _, s := range out {
		b.entries = append(b.entries, Entry{Name: s.path, Size: s.size, zst: s.zst, Open: func() (io.Reader, error) {
			return s.content()
		}})
	}
	return nil
}
