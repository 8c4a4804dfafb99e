package export

import (
	"io"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
)

// Mode is a way of scrubbing: structural (fixtures) or redact (reports).
// It is shared by all workers and must be safe for concurrent use. Its
// capabilities are its methods (Preparer, and its workers' TakeIDs and
// Framer), so only this package's modes implement it.
type Mode interface {
	// Name is the manifest's mode string.
	Name() string
	// NewWorker returns a scrubber for one goroutine; id tells the
	// identity terms known before the pass.
	NewWorker(id scrub.Identity) Worker
	// StrictCoverage says whether a witness that stops holding after
	// scrubbing is a verification failure (structural mode keeps every
	// size and shape) or only an uncovered predicate (redaction may shrink
	// a block below a size threshold).
	StrictCoverage() bool
	// ShiftsTimes says whether the mode moves the content's timestamps
	// by the run's time shift (structural mode does, redaction keeps
	// them): the times bundle paths spell move alike (Options.PathShift).
	ShiftsTimes() bool
	// Preparer is the mode's step between reading the source and
	// scrubbing it, nil for a mode that needs none: Build then scrubs
	// --select all in one pass that evaluates the source as it goes.
	Preparer() preparer
}

// preparer is a mode that must know the source's identity before it
// scrubs, and numbers its placeholders after.
type preparer interface {
	prepare(id sourceIdentity, rename map[string]string) Mode
	renumber(dst, line []byte, number func(label, id []byte) (int, bool)) []byte
}

// sourceIdentity is the identity found in the source, each list sorted:
// user names, remote owners and branch handles; project words (see
// identity.ProjectWords); time zones that name a place.
type sourceIdentity struct {
	users, words, zones []string
}

// Worker scrubs and checks lines and sidecars. Not safe for concurrent use.
type Worker interface {
	// SetSchema makes the worker scrub lines of the schema sch, that of
	// the file's corpus's Format, until it is told another.
	SetSchema(sch *transcript.Schema)
	// Line appends the scrubbed form of one valid JSON line to dst.
	Line(dst, src []byte, st *scrub.Stats) ([]byte, error)
	// CheckLine is the mode's residual check of an output line against its
	// source line: nil when nothing that had to go is left.
	CheckLine(src, out []byte) error
	// Sidecar scrubs one sidecar file and checks its own output.
	Sidecar(w io.Writer, r io.Reader, st *scrub.Stats) error
	// Rules returns, for redaction, the count of each rule that fired so
	// far; nil for structural mode.
	Rules() map[string]int
	// Uses returns, for redaction, where identity terms were applied so
	// far; nil for structural mode, where every string is filler.
	Uses() identity.Uses
	// TakeIDs returns the provisional placeholders of the file scrubbed
	// last, for a mode with a preparer to number; nil otherwise.
	TakeIDs() []scrub.PlaceholderRef
	// Framer is the worker's walk that also fills each line's frame, nil
	// when the reader must parse the lines itself.
	Framer() frameWorker
	// OutputFramer is the worker's check that also fills the output
	// line's frame, nil when the output's frames must be parsed: a mode
	// with a preparer evaluates another form of its output (see
	// fileScrubber.least).
	OutputFramer() outputFramer
}

// frameWorker is a Worker's walk of a line that also fills the line's
// frame (scrub.Structural.LineFrame), so that a transcript's lines are
// read once: the reader takes its frames from LineFrame and the line's
// output is the one LineFrame made.
type frameWorker interface {
	LineFrame(dst, src []byte, st *scrub.Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error)
}

// outputFramer is a Worker's CheckLine that also fills the output's
// frame (scrub.Structural.VerifyLastFrame), for the output's predicates.
type outputFramer interface {
	CheckLineFrame(src, out []byte, fb *transcript.FrameBuilder, f *transcript.Frame) error
}
