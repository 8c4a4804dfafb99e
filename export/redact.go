package export

import (
	"context"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
)

// Redact is the report mode: prose and code stay readable, rule matches
// and identity become placeholders numbered consistently within the
// bundle. opts gives the rules, host names and --term words; Build adds
// the user names that home paths spell and the renames (project
// directories, session, child and sidecar ids to their pseudonyms) before
// it scrubs anything.
func Redact(p *scrub.Pseudonymizer, opts scrub.RedactOptions) Mode {
	return redactMode{p: p, opts: opts}
}

type redactMode struct {
	p    *scrub.Pseudonymizer
	opts scrub.RedactOptions
	x    *scrub.Redaction // nil until prepared
}

func (redactMode) Name() string         { return "redact" }
func (redactMode) StrictCoverage() bool { return false }
func (redactMode) ShiftsTimes() bool    { return false }
func (m redactMode) Preparer() preparer { return m }

// NewWorker: redaction has its identity literals from prepare.
func (m redactMode) NewWorker(scrub.Identity) Worker {
	x := m.x
	if x == nil {
		x = scrub.NewRedaction(m.p, m.opts)
	}
	return &redactWorker{r: x.NewRedactor()}
}

// prepare returns the mode with the identity found in the source and
// the renames.
func (m redactMode) prepare(id sourceIdentity, rename map[string]string) Mode {
	o := m.opts
	o.Users = append(slices.Clone(o.Users), id.users...)
	o.Words = append(slices.Clone(o.Words), id.words...)
	o.Zones = append(slices.Clone(o.Zones), id.zones...)
	o.Rename = rename
	m.opts = o
	m.x = scrub.NewRedaction(m.p, o)
	return m
}

// renumber rewrites one line's provisional placeholders with numbers.
func (m redactMode) renumber(dst, line []byte, number func(label, id []byte) (int, bool)) []byte {
	return m.x.Renumber(dst, line, number)
}

type redactWorker struct{ r *scrub.Redactor }

func (w *redactWorker) SetSchema(sch *transcript.Schema) { w.r.SetSchema(sch) }

func (w *redactWorker) Line(dst, src []byte, st *scrub.Stats) ([]byte, error) {
	return w.r.Line(dst, src, st)
}
func (w *redactWorker) LineFrame(dst, src []byte, st *scrub.Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error) {
	return w.r.LineFrame(dst, src, st, fb, f)
}
func (w *redactWorker) CheckLine(src, out []byte) error { return w.r.Check(out, src) }
func (w *redactWorker) Sidecar(dst io.Writer, r io.Reader, st *scrub.Stats) error {
	return w.r.Sidecar(dst, r, st)
}
func (w *redactWorker) Rules() map[string]int           { return w.r.Counts() }
func (w *redactWorker) Uses() identity.Uses             { return w.r.Uses() }
func (w *redactWorker) TakeIDs() []scrub.PlaceholderRef { return w.r.TakeIDs() }
func (w *redactWorker) Framer() frameWorker             { return w }
func (w *redactWorker) OutputFramer() outputFramer      { return nil }

// renames maps what names files in the source to its bundle pseudonym,
// so that references in content still resolve in the bundle: project
// directories that are not a common word, and session, child, workflow
// run and sidecar ids of an id's shape (scrub.IDShaped: a session's UUID,
// a subagent's hex id, a run's wf_ id, a spilled output's call id), and
// the names of Claude Code workflow scripts that are not a common word
// (a run record's and a Workflow result's scriptPath name them). Other
// ids ("main", "subagent") are words of the text as well: they are
// pseudonymized in member names only.
func renames(jobs []job, name Namer) map[string]string {
	m := map[string]string{}
	add := func(s string, ok bool) {
		if s != "" && ok {
			m[s] = name(s)
		}
	}
	id := func(s string) { add(s, scrub.IDShaped(s)) }
	// A child's, a workflow run's and a spill's names are ids by the
	// layout, whatever their shape: the lines that name them must get
	// their pseudonyms.
	fileID := func(s string) { add(s, scrub.FileID(s)) }
	for _, j := range jobs {
		add(j.f.Project, !identity.Common(j.f.Project))
		id(j.f.Session)
		fileID(j.f.Child)
		fileID(j.f.Workflow)
		id(j.f.ID())
		if j.f.Role != transcript.RoleSidecar {
			continue
		}
		fileID(strings.TrimSuffix(j.f.Name, ".txt"))
		if stem, ok := strings.CutSuffix(j.f.Name, ".js"); ok { // <workflowName>-<runId>: a name, as a project's
			add(stem, !identity.Common(stem))
		}
	}
	return m
}

// renumber gives the provisional placeholders of out their numbers: per
// label, in order of first appearance in the bundle (files by bundle
// path). Each spool frame of out is rewritten, on the workers, into a
// fresh frame holding the same files; sizes and hashes are those of the
// final bytes, and the frames do not depend on the number of workers.
func (b *Bundle) renumber(ctx context.Context, out []scrubbed, m preparer, opt Options) ([]scrubbed, error) {
	slices.SortFunc(out, func(a, b scrubbed) int { return strings.Compare(a.path, b.path) })
	numbers := map[string]map[string]int{}
	for _, s := range out {
		for _, ref := range s.ids {
			byID := numbers[ref.Label]
			if byID == nil {
				byID = map[string]int{}
				numbers[ref.Label] = byID
			}
			if _, ok := byID[ref.ID]; !ok {
				byID[ref.ID] = len(byID) + 1
			}
		}
	}
	number := func(label, id []byte) (int, bool) {
		n, ok := numbers[string(label)][string(id)]
		return n, ok
	}
	rs := runs(out)
	renumbered := make([]scrubbed, len(out))
	var mu sync.Mutex
	err := parallel(ctx, len(rs), opt.Workers, func() (func(int) error, func()) {
		mu.Lock()
		sw, err := b.spoolWriter(opt.Output)
		mu.Unlock()
		var rr runReader
		var buf []byte
		write := func(line []byte) error {
			buf = m.renumber(buf[:0], line, number)
			_, err := sw.Write(buf)
			return err
		}
		work := func(k int) error {
			if err != nil {
				return err
			}
			r := rs[k]
			if err := rr.begin(out[r.first].zst); err != nil {
				return err
			}
			sw.beginFrame(false)
			for i := r.first; i < r.end; i++ {
				s := out[i]
				if err := sw.begin(s.path); err != nil {
					return err
				}
				if err := rr.lines(s, write); err != nil {
					return err
				}
				ns, err := sw.end()
				if err != nil {
					return err
				}
				ns.result, ns.skips = s.result, s.skips
				renumbered[i] = ns
			}
			return sw.endFrame(renumbered[r.first:r.end])
		}
		finish := func() {
			rr.close()
			mu.Lock()
			defer mu.Unlock()
			if sw != nil {
				b.idle = append(b.idle, sw)
			}
		}
		return work, finish
	})
	return renumbered, err
}
