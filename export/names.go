package export

import "github.com/transcrub/transcrub/transcript"

// Namer pseudonymizes one path segment: a project directory, a session or
// child id, a sidecar file name. It must give the same result the scrubber
// gives the same segment inside content paths, so read-back paths still
// name the bundled files.
type Namer func(segment string) string

// BundlePath returns where a source file of format goes in the bundle:
// where the format lays it out (transcript.Format.BundlePath), every
// variable segment pseudonymized and printable.
func BundlePath(format transcript.Format, f transcript.File, name Namer) string {
	return format.BundlePath(f, printable(name))
}
