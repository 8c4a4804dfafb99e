package selectors

import (
	"slices"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// codexChecklist is Codex's fixture checklist (transcript/codex's
// Checklist, its ids prefixed "codex."), but for the checks no bundle can
// witness (codexSourceOnly): a malformed line (the bundle leaves it out)
// and a file name's local time that differs from the payload's UTC time
// (a bundled rollout is named by its shifted UTC time).
var codexChecklist = &checklist{format: codex.Name, tally: newCodexTally, every: true, family: true, preds: codexPredicates()}

// codexSourceOnly are the checks of codex.Checklist that hold of a source
// only; and, until the structural scrubber keeps Codex's exec output
// header and scrubs JSON-encoded outputs as JSON, the two witnessed by
// those (a witness must survive structural mode).
var codexSourceOnly = []string{"malformed_line", "name_time_differs"}

func codexPredicates() []Predicate {
	var preds []Predicate
	for _, c := range codex.Checklist {
		if slices.Contains(codexSourceOnly, c.ID) {
			continue
		}
		p := Predicate{ID: codex.Name + "." + c.ID, Item: c.Item, Description: c.Description}
		if c.File != nil {
			test := c.File
			p.file = func(t tally) bool { return test(&t.(*codexTally).sum) }
		} else {
			test := c.Frame
			p.current = func(t tally) bool { return test(t.(*codexTally).rec) }
		}
		preds = append(preds, p)
	}
	return builtin(codex.Name, preds)
}

// codexTally is a rollout read whole, as codex.Summary; rec is the
// record of the frame last read, which the frame checks test.
type codexTally struct {
	rd  *codex.Reader
	rec *codex.Record
	sum codex.Summary
}

func newCodexTally(f transcript.File) tally {
	return &codexTally{rd: codex.NewFrameReader(), sum: codex.Summary{File: f}}
}

func (t *codexTally) frame(f *transcript.Frame) {
	t.rec = t.rd.Read(f)
	t.sum.Add(t.rec)
}

func (t *codexTally) skip(transcript.Kind) {}

// sidecars: a rollout reads none (the history and the thread names are
// the whole home's).
func (t *codexTally) sidecars() []string { return nil }
