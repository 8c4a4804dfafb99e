package export

import "github.com/transcrub/transcrub/transcript"

// Namer pseudonymizes one path segment: a project directory, a session or
// child id, a sidecar file name. It must give the same result the scrubber
// gives the same segment inside content paths, so read-back paths still
// name the bundled files.
type Namer func(segment string) string

// BundlePath returns where a source file goes in the bundle:
// projects/<project>/agent-transcripts/<id>/<id>.jsonl and so on, every
// variable segment pseudonymized and printable.
func BundlePath(f transcript.File, name Namer) string {
	name = printable(name)
	proj := "project"
	if f.Project != "" {
		proj = name(f.Project)
	}
	base := "projects/" + proj + "/"
	switch {
	case f.Role == transcript.RoleSidecar:
		return base + "agent-tools/" + name(f.Name)
	case f.Role == transcript.RoleSubagent:
		return base + "agent-transcripts/" + name(f.Session) + "/subagents/" + name(f.Child) + ".jsonl"
	case f.Flat || f.Project == "":
		return base + "agent-transcripts/" + name(f.ID()) + ".jsonl"
	}
	return base + "agent-transcripts/" + name(f.Session) + "/" + name(f.ID()) + ".jsonl"
}
