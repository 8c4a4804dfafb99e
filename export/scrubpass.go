package export

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// This file is the scrub-and-verify stage: the chosen files are scrubbed
// on the workers, each output line checked as it is written (filescrub.go),
// and the whole output once more for identity terms found late.

// progress reports files done across the scrub passes of one Build.
type progress struct {
	report      func(done, total int)
	done, total int
}

// scrub writes every job's file, scrubbed and checked line by line, to
// per-worker spool files, and compresses them there. With fused set the
// transcripts are evaluated as they are read and ev receives the results
// (and the pass stops with errUnforetold once they reveal identity beyond
// b.foretold, when that is set);
// with interim set the output is rewritten before it is bundled (see
// spoolWriter.beginFrame). The files come back sorted by bundle path.
func (b *Bundle) scrub(ctx context.Context, jobs []job, ev *evaluation, fused, interim bool, terms map[string]bool, prog *progress) ([]scrubbed, error) {
	opt := b.opt
	jobs = slices.Clone(jobs)
	paths := make([]string, len(jobs))
	for i, j := range jobs {
		paths[i] = BundlePath(j.c.Format, j.f, opt.Name, opt.PathShift())
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
	id := identity.NewCheck(terms, scrub.KeptPathWord)
	err := parallel(ctx, len(sched), opt.Workers, func() (func(int) error, func()) {
		fw := &fileScrubber{w: opt.Mode.NewWorker(id), rd: transcript.NewReader(nil, nil, "", opt.MaxLine),
			parser: transcript.NewParser(nil), set: opt.Set, m: opt.Set.NewMatcher().Witnesses(), id: id, strict: opt.Mode.StrictCoverage(),
			idw: identityWriter{id: id}, shapes: transcript.NewShapes()}
		fw.readOnce()
		if p := opt.Mode.Preparer(); p != nil {
			fw.least = func(dst, line []byte) []byte { return p.renumber(dst, line, numberedOne) }
		}
		if fused {
			fw.eval = newSourceEval(opt.Set)
		}
		foretold := b.foretold
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
			sw.beginFrame(interim)
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
				if foretold != nil && fw.eval.beyond(foretold) {
					return errUnforetold
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
	out.ids = fw.w.TakeIDs()
	return nil
}

// recheck looks in the scrubbed files out, sorted by bundle path, for the
// identity terms of found that checked does not hold (only terms long
// enough to be looked for in content count), line by line, each run of
// files on a worker. A failure names the first file in bundle order that
// fails, whatever the number of workers.
func recheck(ctx context.Context, out []scrubbed, found, checked map[string]bool, workers int) error {
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
	id := identity.NewCheck(fresh, scrub.KeptPathWord)
	if id.Longest() == 0 {
		return nil
	}
	failed := make([]string, len(out)) // by file: the reason, "" if none
	rs := runs(out)
	err := parallel(ctx, len(rs), workers, func() (func(int) error, func()) {
		var rr runReader
		check := func(line []byte) error {
			if id.Content(line) {
				return errIdentity
			}
			return nil
		}
		work := func(k int) error {
			r := rs[k]
			if err := rr.begin(out[r.first].zst); err != nil {
				failed[r.first] = reasonReadBack
				return nil
			}
			for i := r.first; i < r.end; i++ {
				if err := rr.lines(out[i], check); err != nil {
					failed[i] = reasonReadBack
					if errors.Is(err, errIdentity) {
						failed[i] = errIdentity.Error()
					}
					return nil // the run's later files come after this one
				}
			}
			return nil
		}
		return work, rr.close
	})
	if err != nil {
		return err
	}
	for i, reason := range failed {
		if reason != "" {
			return &VerifyError{File: out[i].path, Reason: reason}
		}
	}
	return nil
}

// reasonReadBack is the reason when spooled output cannot be read back.
const reasonReadBack = "scrubbed output could not be read back"

// numberedOne numbers every placeholder 1, the shortest final form.
func numberedOne(label, id []byte) (int, bool) { return 1, true }
