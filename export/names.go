package export

import (
	"time"

	"github.com/transcrub/transcrub/transcript"
)

// Namer pseudonymizes one path segment: a project directory, a session or
// child id, a sidecar file name. It must give the same result the scrubber
// gives the same segment inside content paths, so read-back paths still
// name the bundled files.
type Namer func(segment string) string

// Shifter moves a time a bundle path spells (a Codex rollout's name and
// date directories) as the scrubber moves the content's timestamps:
// (*scrub.Pseudonymizer).ShiftTime.
type Shifter func(time.Time) time.Time

// PathShift is what moves the times bundle paths spell: the run's Shift
// where the mode moves the content's timestamps by it, else none but to
// UTC, so that a path agrees with the content and spells no time zone;
// nil without a Shift.
func (o Options) PathShift() Shifter {
	if o.Shift == nil || o.Mode.ShiftsTimes() {
		return o.Shift
	}
	return func(t time.Time) time.Time { return t.UTC() }
}

// BundlePath returns where a source file of format goes in the bundle:
// where the format lays it out (transcript.Format.BundlePath), every
// variable segment pseudonymized and printable, and the time it spells
// shifted by shift; with no shift it spells none.
func BundlePath(format transcript.Format, f transcript.File, name Namer, shift Shifter) string {
	if shift == nil || f.Started.IsZero() {
		f.Started = time.Time{}
	} else {
		f.Started = shift(f.Started)
	}
	return format.BundlePath(f, printable(name))
}
