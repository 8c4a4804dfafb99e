package export

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"hash"
	"io"
	"maps"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// Options configure Build.
type Options struct {
	Mode     Mode
	Strategy string   // "checklist" (default) or "all"
	Sessions []string // only these session ids, when given
	Set      *selectors.Set
	Name     Namer
	Workers  int // <= 0 means GOMAXPROCS
	MaxLine  int // <= 0 means transcript.DefaultMaxLine
	// Identity are terms that must appear nowhere in the bundle (the
	// running user's name, the hostname, --term words); the user names
	// that home paths and project directories spell are added to them.
	Identity    []string
	ToolVersion string
	// Output is where the bundle will be written ("-" for a stream); the
	// spool of scrubbed, not yet verified output lives beside it under a
	// recognisable temporary name (in os.TempDir() for a stream).
	Output string
	// Progress, when set, is called after each file with counts.
	Progress func(done, total int)
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
}

// Entries returns the bundle's files in order, the manifest first.
func (b *Bundle) Entries() []Entry { return b.entries }

// Close removes the spool files.
func (b *Bundle) Close() error {
	for _, f := range b.spools {
		f.Close()
		os.Remove(f.Name())
	}
	b.spools = nil
	return nil
}

// job is one source file of one corpus.
type job struct {
	c *transcript.Corpus
	f transcript.File
}

// Build selects, scrubs and verifies. On any verification failure it
// returns a *VerifyError and nothing remains on disk.
func Build(ctx context.Context, corpora []*transcript.Corpus, opt Options) (*Bundle, error) {
	opt.Workers = cmp.Or(max(opt.Workers, 0), runtime.GOMAXPROCS(0))
	opt.Strategy = cmp.Or(opt.Strategy, StrategyChecklist)
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
				transcripts = append(transcripts, job{c, f})
			}
		}
	}
	ev, err := evaluate(ctx, transcripts, opt)
	if err != nil {
		return nil, err
	}
	u := selectors.Universe{Results: ev.results, Sidecars: map[string]int64{}}
	for p, j := range sidecars {
		u.Sidecars[p] = j.f.Size
	}
	if len(opt.Sessions) > 0 && opt.Strategy == StrategyAll {
		// --session with --select all: only the sidecars those sessions read.
		u.Sidecars = referenced(ev.results, u.Sidecars)
	}
	var sel selectors.Selection
	if opt.Strategy == StrategyAll {
		sel = selectors.All(u)
	} else {
		sel = selectors.Cover(u)
	}
	var chosen []job
	byPath := map[string]job{}
	for _, j := range transcripts {
		byPath[j.f.Path] = j
	}
	for _, p := range sel.Files {
		chosen = append(chosen, byPath[p])
	}
	for _, p := range sel.Sidecars {
		chosen = append(chosen, sidecars[p])
	}
	terms := ev.identity
	for _, t := range opt.Identity {
		addTerm(terms, t)
	}
	b := &Bundle{rules: map[string]int{}}
	out, err := b.scrub(ctx, chosen, ev, terms, opt)
	if err != nil {
		b.Close()
		return nil, err
	}
	if err := b.assemble(ev, sel, out, terms, opt); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
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

// evaluation is what the first pass learned about the source.
type evaluation struct {
	results  []*selectors.FileResult
	byPath   map[string]*selectors.FileResult
	inv      *transcript.Inventory
	identity map[string]bool
}

// evaluate reads every transcript once: inventory, predicates, identity.
func evaluate(ctx context.Context, jobs []job, opt Options) (*evaluation, error) {
	ev := &evaluation{byPath: map[string]*selectors.FileResult{}, inv: transcript.NewInventory(), identity: map[string]bool{}}
	var mu sync.Mutex
	err := parallel(ctx, len(jobs), opt.Workers, func() (func(int) error, func()) {
		rd := transcript.NewReader(nil, "", opt.MaxLine)
		inv := transcript.NewInventory()
		m := opt.Set.NewMatcher()
		terms := map[string]bool{}
		var results []*selectors.FileResult
		work := func(i int) error {
			j := jobs[i]
			m.Begin(j.f)
			identityFromProject(terms, j.f.Project)
			transcript.ReadFile(j.c, j.f, rd, inv, nil, 0, func(fr *transcript.Frame) {
				m.Frame(fr)
				for k := range fr.Blocks {
					identityFromPath(terms, fr.Blocks[k].Path)
					identityFromPath(terms, fr.Blocks[k].Command)
				}
			})
			results = append(results, m.End())
			return nil
		}
		finish := func() {
			mu.Lock()
			defer mu.Unlock()
			ev.results = append(ev.results, results...)
			for _, r := range results {
				ev.byPath[r.File.Path] = r
			}
			ev.inv.Merge(inv)
			for t := range terms {
				ev.identity[t] = true
			}
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
	return err
}

// scrubbed is one output file in a spool.
type scrubbed struct {
	path   string // bundle path
	spool  *os.File
	off    int64
	size   int64
	sum    string
	result *selectors.FileResult // evaluation of the output; nil for sidecars
	skips  []Skip
}

// spoolWriter appends files to one spool, hashing each.
type spoolWriter struct {
	f   *os.File
	bw  *bufio.Writer
	off int64
	h   hash.Hash
	n   int64
}

func (s *spoolWriter) Write(p []byte) (int, error) {
	s.h.Write(p)
	s.n += int64(len(p))
	return s.bw.Write(p)
}

func (s *spoolWriter) begin() { s.h.Reset(); s.n = 0 }

func (s *spoolWriter) end(path string) (scrubbed, error) {
	out := scrubbed{path: path, spool: s.f, off: s.off, size: s.n, sum: hex.EncodeToString(s.h.Sum(nil))}
	s.off += s.n
	return out, s.bw.Flush()
}

// scrub writes every chosen file, scrubbed and checked line by line, to
// per-worker spool files.
func (b *Bundle) scrub(ctx context.Context, chosen []job, ev *evaluation, terms map[string]bool, opt Options) ([]scrubbed, error) {
	out := make([]scrubbed, len(chosen))
	var mu sync.Mutex
	done := 0
	id := newIdentityCheck(terms)
	err := parallel(ctx, len(chosen), opt.Workers, func() (func(int) error, func()) {
		f, err := createSpool(opt.Output)
		fw := &fileScrubber{w: opt.Mode.NewWorker(), rd: transcript.NewReader(nil, "", opt.MaxLine),
			parser: transcript.NewParser(), set: opt.Set, m: opt.Set.NewMatcher(), id: id, strict: opt.Mode.StrictCoverage()}
		mu.Lock()
		if err == nil {
			b.spools = append(b.spools, f)
		}
		mu.Unlock()
		sw := &spoolWriter{f: f, bw: bufio.NewWriterSize(f, 1<<20), h: sha256.New()}
		work := func(i int) error {
			if err != nil {
				return err
			}
			j := chosen[i]
			path := BundlePath(j.f, opt.Name)
			sw.begin()
			var res *selectors.FileResult
			var skips []Skip
			var werr error
			if j.f.Role == transcript.RoleSidecar {
				werr = fw.sidecar(sw, j)
			} else {
				res, skips, werr = fw.transcript(sw, j, path, ev.byPath[j.f.Path])
			}
			if werr != nil {
				return werr
			}
			s, err := sw.end(path)
			if err != nil {
				return err
			}
			s.result, s.skips = res, skips
			mu.Lock()
			out[i] = s
			done++
			mu.Unlock()
			if opt.Progress != nil {
				opt.Progress(done, len(chosen))
			}
			return nil
		}
		finish := func() {
			mu.Lock()
			defer mu.Unlock()
			b.stats.Add(fw.stats)
			for id, n := range fw.w.Rules() {
				b.rules[id] += n
			}
		}
		return work, finish
	})
	return out, err
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
		NotRecorded: notRecorded,
		Drift:       drift(st),
		Skipped:     []Skip{},
		Files:       []FileEntry{},
	}
	for _, s := range out {
		m.Skipped = append(m.Skipped, s.skips...)
		m.Files = append(m.Files, FileEntry{Path: s.path, Size: s.size, SHA256: s.sum})
	}
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
	id := newIdentityCheck(terms)
	if err := id.names(js, m.Files); err != nil {
		return err
	}
	b.Manifest = m
	b.entries = []Entry{{Name: ManifestName, Size: int64(len(js)), Open: func() (io.Reader, error) { return bytes.NewReader(js), nil }}}
	for _, s := range out {
		b.entries = append(b.entries, Entry{Name: s.path, Size: s.size, Open: func() (io.Reader, error) {
			return io.NewSectionReader(s.spool, s.off, s.size), nil
		}})
	}
	return nil
}
