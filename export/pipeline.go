package export

import (
	"context"
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
	Sessions []string // only these session ids (and their subagents), when given
	Set      *selectors.Set
	Name     Namer
	// Shift is the run's time shift, which a mode that ShiftsTimes moves
	// the content's timestamps and the times bundle paths spell (Codex
	// rollout names) by; nil, the paths spell no time. See PathShift.
	Shift   Shifter
	Workers int // <= 0 means GOMAXPROCS
	MaxLine int // <= 0 means transcript.DefaultMaxLine
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
	// opt are Build's checked Options, with the prepared mode once the
	// mode has a preparer: every stage reads them here.
	opt     Options
	entries []Entry
	spools  []*os.File
	stats   scrub.Stats
	rules   map[string]int
	uses    identity.Uses      // where redaction applied identity terms
	terms   []string           // the identity terms checked, lowercase, sorted
	shapes  *transcript.Shapes // of the bundled frames, by bundle path
	// formats are the names of the formats the sources are in, sorted.
	formats []string
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
	sessions := sessionsOf(corpora, opt.Sessions)
	for _, c := range corpora {
		for _, f := range c.Files {
			if seen[BundlePath(c.Format, f, opt.Name, opt.PathShift())] {
				continue // the same file named twice
			}
			seen[BundlePath(c.Format, f, opt.Name, opt.PathShift())] = true
			if f.Role == transcript.RoleSidecar {
				sidecars[f.Path] = job{c, f}
			} else if len(sessions) == 0 || slices.Contains(sessions, f.Session) {
				if f.Role == transcript.RoleTranscript {
					f.Window = opt.Frames
				}
				transcripts = append(transcripts, job{c, f})
			}
		}
	}
	b := &Bundle{opt: opt, rules: map[string]int{}, uses: identity.Uses{}, shapes: transcript.NewShapes(), fileSkips: fileSkips(corpora, opt.Name, opt.Sessions),
		formats: formatsOf(corpora)}
	if opt.Strategy == StrategyAll && opt.Mode.Preparer() == nil {
		err = b.buildAll(ctx, transcripts, sidecars)
	} else {
		err = b.buildTwoPass(ctx, transcripts, sidecars)
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
func (b *Bundle) buildTwoPass(ctx context.Context, transcripts []job, sidecars map[string]job) error {
	opt := &b.opt
	ev, err := evaluate(ctx, transcripts, *opt)
	if err != nil {
		return err
	}
	prep := opt.Mode.Preparer()
	if prep != nil {
		all := slices.Clone(transcripts)
		for _, j := range sidecars {
			all = append(all, j)
		}
		words := maps.Clone(ev.words)
		for _, j := range all {
			identity.FromProject(ev.identity, j.f.Project)
			identity.ProjectWords(words, j.f.Project)
		}
		opt.Mode = prep.prepare(sourceIdentity{users: ev.users(), words: slices.Sorted(maps.Keys(words)),
			zones: slices.Sorted(maps.Keys(ev.zones))}, renames(all, opt.Name))
		prep = opt.Mode.Preparer()
	}
	sel := b.choose(ev, sidecars)
	chosen := append(pick(sel.Files, byPath(transcripts)), pick(sel.Sidecars, sidecars)...)
	terms := ev.identity
	for _, t := range opt.Identity {
		identity.Add(terms, t)
	}
	for _, j := range transcripts {
		identity.ProjectWords(terms, j.f.Project)
	}
	prog := progress{report: opt.Progress, total: len(chosen)}
	out, err := b.scrub(ctx, chosen, ev, false, prep != nil, terms, &prog)
	if err != nil {
		return err
	}
	if prep != nil {
		if out, err = b.renumber(ctx, out, prep, *opt); err != nil {
			return err
		}
	}
	return b.assemble(ev, sel, out, terms)
}

// buildAll scrubs every transcript, evaluating the source in the same
// pass, and the sidecars: in that pass too when all are chosen, else (with
// --session, which keeps the sidecars the sessions read) once the
// transcripts are read. Content is checked line by line for the identity
// terms known before the pass (project directories, the caller's, those of
// the identity fields of each transcript's first frames: see foretell);
// terms that only later frames reveal are looked for in the pass's output
// afterwards, and in later sidecars as they are scrubbed.
func (b *Bundle) buildAll(ctx context.Context, transcripts []job, sidecars map[string]job) error {
	opt := &b.opt
	early, err := foretell(ctx, transcripts, *opt)
	if err != nil {
		return err
	}
	ev := newEvaluation()
	terms := early.identity
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
	out, err := b.scrub(ctx, pass, ev, true, false, terms, &prog)
	if err != nil {
		return err
	}
	slices.SortFunc(ev.results, func(a, b *selectors.FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	if err := recheck(ctx, out, ev.identity, terms, opt.Workers); err != nil {
		return err
	}
	for t := range terms {
		ev.identity[t] = true
	}
	terms = ev.identity
	sel := b.choose(ev, sidecars)
	if !allSidecars {
		chosen := pick(sel.Sidecars, sidecars)
		prog.total = len(transcripts) + len(chosen)
		more, err := b.scrub(ctx, chosen, ev, false, false, terms, &prog)
		if err != nil {
			return err
		}
		out = append(out, more...)
	}
	return b.assemble(ev, sel, out, terms)
}

// formatsOf returns the names of the formats of the corpora that hold a
// file, sorted, once each.
func formatsOf(corpora []*transcript.Corpus) []string {
	out := []string{}
	for _, c := range corpora {
		if len(c.Files) > 0 && !slices.Contains(out, c.Format.Name()) {
			out = append(out, c.Format.Name())
		}
	}
	slices.Sort(out)
	return out
}
