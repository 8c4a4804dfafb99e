package export

import (
	"io"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
)

// Structural is the fixture mode: every string but the structural ones is
// replaced by keyed filler of the same byte length and line breaks.
func Structural(p *scrub.Pseudonymizer) Mode { return structuralMode{p} }

type structuralMode struct{ p *scrub.Pseudonymizer }

func (structuralMode) Name() string         { return "structural" }
func (structuralMode) StrictCoverage() bool { return true }
func (structuralMode) ShiftsTimes() bool    { return true }
func (structuralMode) Preparer() preparer   { return nil }
func (m structuralMode) NewWorker(id scrub.Identity) Worker {
	s := scrub.NewStructural(m.p)
	s.SetIdentity(id)
	return &structuralWorker{s: s}
}

type structuralWorker struct{ s *scrub.Structural }

func (w *structuralWorker) SetSchema(sch *transcript.Schema) { w.s.SetSchema(sch) }

func (w *structuralWorker) Line(dst, src []byte, st *scrub.Stats) ([]byte, error) {
	return w.s.Line(dst, src, st)
}

func (w *structuralWorker) LineFrame(dst, src []byte, st *scrub.Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error) {
	return w.s.LineFrame(dst, src, st, fb, f)
}

// CheckLine checks skeleton and residue. fileScrubber.line calls it right
// after Line with the same src and Line's output, so only out is walked:
// Line kept what the check needs of src (scrub.Structural.VerifyLast),
// and a call that does not follow Line fails with scrub.ErrNoLine.
func (w *structuralWorker) CheckLine(_, out []byte) error { return w.s.VerifyLast(out) }

func (w *structuralWorker) CheckLineFrame(_, out []byte, fb *transcript.FrameBuilder, f *transcript.Frame) error {
	return w.s.VerifyLastFrame(out, fb, f)
}

func (w *structuralWorker) Sidecar(dst io.Writer, r io.Reader, st *scrub.Stats) error {
	return w.s.Sidecar(dst, r, st)
}

func (w *structuralWorker) Rules() map[string]int           { return nil }
func (w *structuralWorker) Uses() identity.Uses             { return nil }
func (w *structuralWorker) TakeIDs() []scrub.PlaceholderRef { return nil }
func (w *structuralWorker) Framer() frameWorker             { return w }
func (w *structuralWorker) OutputFramer() outputFramer      { return w }
