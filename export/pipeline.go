package export

import (
	"context"
	"errors"
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
	// Progress, when set, is called after each file with counts; they
	// start again from 0 when a --select all pass is made again (see
	// buildAll).
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
	// foretold, during a one-pass build of a mode with a preparer, is
	// the identity the mode was prepared with (see buildAll).
	foretold *evaluation
	idle     []*spoolWriter // for the next scrub pass
	cursor   idleCursor     // of the spool frames
	mu       sync.Mutex     // guards spools
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
// evaluates the source while it scrubs it (buildAll). Redaction with
// --session reads twice still: the sidecars the sessions read are then
// scrubbed in one pass with the transcripts, sharing spool frames with
// them, as when buildAll falls back to two passes, and so does redaction of
// a format whose schema holds no identity field (Cursor): foretell could
// learn nothing from its first frames, and the first path in a tool call
// that names a user would make the pass stop and start again.
func Build(ctx context.Context, corpora []*transcript.Corpus, opt Options) (*Bundle, error) {
	b, transcripts, sidecars, err := newBundle(corpora, opt)
	if err != nil {
		return nil, err
	}
	if b.opt.Strategy == StrategyAll && (b.opt.Mode.Preparer() == nil || len(b.opt.Sessions) == 0 && foretold(transcripts)) {
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

// newBundle checks opt and returns the bundle to build with the jobs of
// the corpora: the transcripts of the sessions asked for and, by source
// path, every sidecar.
func newBundle(corpora []*transcript.Corpus, opt Options) (*Bundle, []job, map[string]job, error) {
	opt, err := opt.withDefaults()
	if err != nil {
		return nil, nil, nil, err
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
	b := &Bundle{opt: opt, fileSkips: fileSkips(corpora, opt.Name, opt.Sessions), formats: formatsOf(corpora)}
	b.discard()
	return b, transcripts, sidecars, nil
}

// discard forgets what scrub passes told of their output (counts, rules,
// shapes) and removes their spool files: a bundle starts so, and so does
// one whose pass is done again, whose output (redaction's, uncompressed
// in interim frames) need not take disk while the next pass runs.
func (b *Bundle) discard() {
	b.stats, b.rules, b.uses, b.shapes = scrub.Stats{}, map[string]int{}, identity.Uses{}, transcript.NewShapes()
	b.Close()
}

// buildTwoPass evaluates every transcript, and scrubs what it chooses.
func (b *Bundle) buildTwoPass(ctx context.Context, transcripts []job, sidecars map[string]job) error {
	ev, err := evaluate(ctx, transcripts, b.opt)
	if err != nil {
		return err
	}
	return b.buildEvaluated(ctx, ev, transcripts, sidecars)
}

// buildEvaluated chooses from ev, the evaluation of the transcripts, the
// covering set (or everything) and scrubs it. A mode that must know the
// source's identity first (redaction) is prepared before, and numbers its
// placeholders after.
func (b *Bundle) buildEvaluated(ctx context.Context, ev *evaluation, transcripts []job, sidecars map[string]job) error {
	opt := &b.opt
	prep := opt.Mode.Preparer()
	if prep != nil {
		prep = b.prepare(prep, ev, withSidecars(transcripts, sidecars))
	}
	sel := b.choose(ev, sidecars)
	chosen := append(pick(sel.Files, byPath(transcripts)), pick(sel.Sidecars, sidecars)...)
	terms := b.checked(ev.identity, transcripts)
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

// withSidecars returns the jobs of the transcripts and of the sidecars.
func withSidecars(transcripts []job, sidecars map[string]job) []job {
	all := slices.Clone(transcripts)
	for _, j := range sidecars {
		all = append(all, j)
	}
	return all
}

// prepare prepares the mode with the source's identity that ev tells,
// once ev has the users that the project directories of all spell (see
// fromProjects), and the renames of all; it returns the prepared mode's
// preparer.
func (b *Bundle) prepare(prep preparer, ev *evaluation, all []job) preparer {
	ev.fromProjects(all)
	words := maps.Clone(ev.words)
	for _, j := range all {
		identity.ProjectWords(words, j.f.Project)
	}
	b.opt.Mode = prep.prepare(sourceIdentity{users: ev.users(), words: slices.Sorted(maps.Keys(words)),
		zones: slices.Sorted(maps.Keys(ev.zones))}, renames(all, b.opt.Name))
	return b.opt.Mode.Preparer()
}

// checked returns the identity terms each output line is checked for:
// those found, the caller's and the transcripts' project words, but those
// made of public path words alone (scripts, src-test): the namer and the
// path pseudonymizer keep such a word as it is, so a project in ~/src/test
// would fail its own check.
func (b *Bundle) checked(found map[string]bool, transcripts []job) map[string]bool {
	terms := maps.Clone(found)
	for _, t := range b.opt.Identity {
		identity.Add(terms, t)
	}
	words := identity.Terms{}
	for _, j := range transcripts {
		identity.ProjectWords(words, j.f.Project)
	}
	for w := range words {
		if slices.ContainsFunc(strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '_' }),
			func(part string) bool { return !scrub.PublicPathWord(part) }) {
			terms[w] = true
		}
	}
	return terms
}

// buildAll scrubs every transcript, evaluating the source in the same
// pass, and the sidecars: in that pass too when all are chosen, else (with
// --session, which keeps the sidecars the sessions read) once the
// transcripts are read. The pass knows the identity terms of project
// directories, the caller's and those of the identity fields of each
// transcript's first frames (see foretell).
//
// Content is checked line by line for those terms; terms that only later
// frames reveal are looked for in the pass's output afterwards, and in
// later sidecars as they are scrubbed. A mode that must know the source's
// identity before it scrubs is prepared with what foretell found: when a
// file reveals more, or a file fails verification, the pass stops and two
// passes are made instead; when the whole evaluation differs from
// foretell's all the same, the pass is done again as the second of two
// (buildEvaluated) with that evaluation. The bundle, or the failure, is the
// one two passes make either way.
func (b *Bundle) buildAll(ctx context.Context, transcripts []job, sidecars map[string]job) error {
	opt := &b.opt
	early, err := foretell(ctx, transcripts, *opt)
	if err != nil {
		return err
	}
	allSidecars := len(opt.Sessions) == 0
	all := withSidecars(transcripts, sidecars)
	pass := transcripts
	if allSidecars {
		pass = all // scrub sorts its jobs
	}
	base, prep := opt.Mode, opt.Mode.Preparer()
	if prep != nil {
		prep = b.prepare(prep, early, all)
	} else {
		early.fromProjects(transcripts)
	}
	terms := b.checked(early.identity, transcripts)
	if prep != nil {
		b.foretold = early
	}
	ev := newEvaluation()
	prog := progress{report: opt.Progress, total: len(transcripts) + len(sidecars)}
	out, err := b.scrub(ctx, pass, ev, true, prep != nil, terms, &prog)
	b.foretold = nil
	var ve *VerifyError
	if prep != nil && (errors.Is(err, errUnforetold) || errors.As(err, &ve)) {
		b.discard()
		opt.Mode = base
		return b.buildTwoPass(ctx, transcripts, sidecars)
	}
	if err != nil {
		return err
	}
	slices.SortFunc(ev.results, func(a, b *selectors.FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	if prep != nil {
		if ev.fromProjects(all); !ev.sameIdentity(early) {
			b.discard()
			opt.Mode = base
			return b.buildEvaluated(ctx, ev, transcripts, sidecars)
		}
	} else {
		if err := recheck(ctx, out, ev.identity, terms, opt.Workers); err != nil {
			return err
		}
		for t := range terms {
			ev.identity[t] = true
		}
		terms = ev.identity
	}
	sel := b.choose(ev, sidecars)
	if !allSidecars {
		chosen := pick(sel.Sidecars, sidecars)
		prog.total = len(transcripts) + len(chosen)
		more, err := b.scrub(ctx, chosen, ev, false, prep != nil, terms, &prog)
		if err != nil {
			return err
		}
		out = append(out, more...)
	}
	if prep != nil {
		if out, err = b.renumber(ctx, out, prep, *opt); err != nil {
			return err
		}
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
