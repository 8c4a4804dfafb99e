package export

import (
	"context"
	"slices"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// This file is the evaluate stage: each transcript is read once for its
// inventory, its predicate results and the identity terms it reveals.

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
		rd := transcript.NewReader(nil, nil, "", opt.MaxLine) // ReadFile sets the schema
		e := newSourceEval(opt.Set)
		work := func(i int) error {
			j := jobs[i]
			e.m.Begin(j.c.Format.Name(), j.f)
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
