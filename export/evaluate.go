package export

import (
	"cmp"
	"context"
	"errors"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// This file is the evaluate stage: each transcript is read once for its
// inventory, its predicate results and the identity terms it reveals; or,
// before a pass that evaluates as it scrubs, only its first frames for
// the identity fields they hold (foretell).

// evaluation is what reading the source taught: predicate results,
// inventory and identity terms.
type evaluation struct {
	results []*selectors.FileResult
	byPath  map[string]*selectors.FileResult
	inv     *transcript.Inventory
	// identity holds the identity terms to check; words are project
	// words and zones time zones (see sourceEval.ident), to redact as
	// such; the other terms are users.
	identity, words, zones map[string]bool
}

func newEvaluation() *evaluation {
	return &evaluation{byPath: map[string]*selectors.FileResult{}, inv: transcript.NewCounts(),
		identity: map[string]bool{}, words: map[string]bool{}, zones: map[string]bool{}}
}

// users returns the identity terms that are neither project words nor
// time zones, sorted.
func (ev *evaluation) users() []string {
	var out []string
	for t := range ev.identity {
		if !ev.words[t] && !ev.zones[t] {
			out = append(out, t)
		}
	}
	slices.Sort(out)
	return out
}

// fromProjects adds the users that the project directories of jobs spell
// to the identity terms.
func (ev *evaluation) fromProjects(jobs []job) {
	for _, j := range jobs {
		identity.FromProject(ev.identity, j.f.Project)
	}
}

// sameIdentity reports whether ev and o found the same identity terms,
// project words and time zones.
func (ev *evaluation) sameIdentity(o *evaluation) bool {
	return maps.Equal(ev.identity, o.identity) && maps.Equal(ev.words, o.words) && maps.Equal(ev.zones, o.zones)
}

// errUnforetold stops a one-pass build once the source reveals identity
// beyond what its mode was prepared with (see buildAll).
var errUnforetold = errors.New("export: the source reveals identity foretell did not find")

// beyond reports whether e found an identity term, a project word or a
// time zone that o does not hold.
func (e *sourceEval) beyond(o *evaluation) bool {
	for t := range e.terms {
		if !o.identity[t] {
			return true
		}
	}
	for t := range e.words {
		if !o.words[t] {
			return true
		}
	}
	for t := range e.zones {
		if !o.zones[t] {
			return true
		}
	}
	return false
}

// sourceEval is one worker's share of an evaluation.
type sourceEval struct {
	m            *selectors.Matcher
	inv          *transcript.Inventory
	terms        map[string]bool // identity terms: users, remote owners
	words, zones map[string]bool // project words, time zones
	results      []*selectors.FileResult
	// last is the value of each identity field seen last: a Claude Code
	// frame repeats its cwd and branch.
	last [transcript.FieldIdents]string
	// parser reads the identity fields nested in a frame (MoreIdents);
	// its schema is the file's.
	parser  *transcript.Parser
	scratch transcript.Frame
}

func newSourceEval(set *selectors.Set) *sourceEval {
	return &sourceEval{m: set.NewMatcher(), inv: transcript.NewCounts(), terms: map[string]bool{},
		words: map[string]bool{}, zones: map[string]bool{}, parser: transcript.NewParser(nil)}
}

// frame evaluates one source frame.
func (e *sourceEval) frame(fr *transcript.Frame) {
	e.m.Frame(fr)
	for k := range fr.Blocks {
		identity.FromPath(e.terms, fr.Blocks[k].Path)
		identity.FromPath(e.terms, fr.Blocks[k].Command)
		identity.FromRemote(e.terms, fr.Blocks[k].Command)
	}
	e.idents(fr)
}

// idents adds the terms of a source frame's identity fields, and reports
// whether one has a value other than the field's last.
func (e *sourceEval) idents(fr *transcript.Frame) bool {
	idents := fr.Idents
	if fr.MoreIdents {
		idents, _ = e.parser.Idents(&e.scratch, fr.Line.Bytes) // the line parsed as a frame already
	}
	told := false
	for _, id := range idents {
		if e.last[id.Field] != id.Value {
			e.last[id.Field] = id.Value
			e.ident(id)
			told = true
		}
	}
	return told
}

// ident adds the terms of one identity field's value: a working
// directory's user and project, a branch's handle, a remote's owner and
// repository, a time zone that names a place (a term of its own, checked
// and redacted as a whole).
func (e *sourceEval) ident(id transcript.Ident) {
	switch id.Field {
	case transcript.FieldDir:
		identity.FromDir(e.terms, e.words, id.Value)
	case transcript.FieldBranch:
		identity.FromBranch(e.terms, id.Value)
	case transcript.FieldRemote:
		identity.FromRemoteURL(e.terms, e.words, id.Value)
	case transcript.FieldTimeZone:
		if identity.Zone(id.Value) {
			e.zones[id.Value] = true
		}
	}
}

// mergeInto adds the worker's share to ev. The caller serializes calls.
func (e *sourceEval) mergeInto(ev *evaluation) {
	ev.results = append(ev.results, e.results...)
	for _, r := range e.results {
		ev.byPath[r.File.Path] = r
	}
	ev.inv.Merge(e.inv)
	e.mergeIdentity(ev)
}

// mergeIdentity adds the worker's identity terms to ev. The caller
// serializes calls.
func (e *sourceEval) mergeIdentity(ev *evaluation) {
	for t := range e.terms {
		ev.identity[t] = true
	}
	for t := range e.zones {
		ev.identity[t], ev.zones[t] = true, true
	}
	for t := range e.words {
		ev.words[t] = true
		// A project word that is a common word or public path
		// vocabulary ("notes", "session", "package") is identity only
		// where it stands as identity, and structural mode keeps such
		// words verbatim where they are the schema's or a path's own
		// (a type web_search_call, a segment package/): it is redacted,
		// not checked, as public words in bundle names (see checkNames).
		if !identity.Common(t) && !scrub.PublicPathWord(t) {
			ev.identity[t] = true
		}
	}
}

// evaluate reads every transcript once: inventory, predicates, identity.
func evaluate(ctx context.Context, jobs []job, opt Options) (*evaluation, error) {
	ev, err := readEach(ctx, jobs, opt, func(e *sourceEval, rd *transcript.Reader, j job) {
		e.m.Begin(j.c.Format.Name(), j.f)
		e.parser.SetSchema(j.c.Format.Schema())
		identity.FromProject(e.terms, j.f.Project)
		transcript.ReadFile(j.c, j.f, rd, e.inv, nil, 0, e.frame) // it sets rd's schema
		r := e.m.End()
		r.Skipped = e.inv.FileSkipped()
		e.results = append(e.results, r)
	}, (*sourceEval).mergeInto)
	slices.SortFunc(ev.results, func(a, b *selectors.FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	return ev, err
}

// readEach calls read for each job on the workers, each with a reader and
// a share of the evaluation of its own, which merge adds to the evaluation
// returned.
func readEach(ctx context.Context, jobs []job, opt Options, read func(*sourceEval, *transcript.Reader, job), merge func(*sourceEval, *evaluation)) (*evaluation, error) {
	ev := newEvaluation()
	var mu sync.Mutex
	err := parallel(ctx, len(jobs), opt.Workers, func() (func(int) error, func()) {
		rd := transcript.NewReader(nil, nil, "", opt.MaxLine)
		e := newSourceEval(opt.Set)
		work := func(i int) error {
			read(e, rd, jobs[i])
			return nil
		}
		finish := func() {
			mu.Lock()
			defer mu.Unlock()
			merge(e, ev)
		}
		return work, finish
	})
	return ev, err
}

// foretold reports whether the schema of every job's format holds an
// identity field, which foretell reads in a file's first frames. Each
// format is looked at once.
func foretold(jobs []job) bool {
	seen := map[string]bool{}
	for _, j := range jobs {
		if seen[j.c.Format.Name()] {
			continue
		}
		seen[j.c.Format.Name()] = true
		if !holdsIdentity(j.c.Format) {
			return false
		}
	}
	return true
}

// holdsIdentity reports whether the schema of f holds an identity field.
func holdsIdentity(f transcript.Format) bool {
	return slices.ContainsFunc(f.Schema().Positions(), func(p transcript.PosInfo) bool { return p.Field.IsIdent() })
}

// foretellLines bounds the lines foretell reads of a file.
const foretellLines = 8

// Foretell returns the identity terms that the identity fields of the
// corpora's transcripts reveal in their first frames (see foretell), with
// workers files read at a time (0: one a CPU): what a caller must know
// before it makes the pseudonymizer, whose pseudonyms must not spell one
// by chance (scrub.Pseudonymizer.Avoiding: a Claude Code cwd's project
// claude_p, which a path's claude-x spells when x draws p).
func Foretell(ctx context.Context, corpora []*transcript.Corpus, workers int) (identity.Terms, error) {
	set, err := selectors.NewSet()
	if err != nil {
		return nil, err
	}
	var jobs []job
	for _, c := range corpora {
		for _, f := range c.Files {
			if f.Role != transcript.RoleSidecar {
				jobs = append(jobs, job{c, f})
			}
		}
	}
	ev, err := foretell(ctx, jobs, Options{Set: set, Workers: cmp.Or(max(workers, 0), runtime.GOMAXPROCS(0)), MaxLine: transcript.DefaultMaxLine})
	if err != nil {
		return nil, err
	}
	return ev.identity, nil
}

// foretell reads the first frames of each transcript for the terms their
// identity fields reveal: a Codex session's cwd and git (and its parent's,
// in the session_meta after, when it is a fork), a Claude Code line's cwd
// and branch, which later lines repeat. It reads a file's frames up to the
// first one with identity fields and on while they tell new values (within
// foretellLines lines): the frames of a session's setup, not a Claude
// Code file's every line. A pass that evaluates the source as it scrubs
// learns the rest too late to check the lines written before; what
// foretell learns is checked on every line. A file it cannot read reveals
// nothing here: the pass reports it. A file of a format whose schema holds
// no identity field (Cursor's) is not read: its first frames tell nothing.
func foretell(ctx context.Context, jobs []job, opt Options) (*evaluation, error) {
	jobs = slices.DeleteFunc(slices.Clone(jobs), func(j job) bool { return !holdsIdentity(j.c.Format) })
	return readEach(ctx, jobs, opt, func(e *sourceEval, rd *transcript.Reader, j job) {
		fh, err := j.c.FS.Open(j.f.Path)
		if err != nil {
			return
		}
		defer fh.Close()
		sch := j.c.Format.Schema()
		rd.SetSchema(sch)
		e.parser.SetSchema(sch)
		rd.ResetFile(fh, j.f)
		// What a file's frames tell is new within the file, so that the
		// frames read do not depend on the files read before.
		e.last = [transcript.FieldIdents]string{}
		found := false // a frame with identity fields
		for range foretellLines {
			fr, err := rd.Next()
			if _, ok := transcript.AsLineError(err); ok {
				continue
			}
			if err != nil || !e.idents(fr) && found {
				break
			}
			found = found || len(fr.Idents) > 0 || fr.MoreIdents
		}
	}, (*sourceEval).mergeIdentity)
}
