// Package formats is the registry of the agent formats transcrub reads:
// each a transcript.Format in a package of its own. It is the one place
// that lists them, for the command line (--agent, default roots,
// sniffing) and for reading a bundle back (each member is read with the
// format whose top directory holds it).
//
// A format plugs in by being added to All, its schemas to the vocabulary
// that identity counts as common (init), and, for its bundle members, to
// tops: the first segment of every path its BundlePath returns.
package formats

import (
	"strings"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// Schemas are the schemas of every format, of its transcripts and of the
// sidecars read by schema: their words are common to identity (init).
var Schemas = []transcript.SchemaSpec{cursor.Schema, claudecode.Schema, claudecode.MetaSchema,
	claudecode.JournalSchema, claudecode.WorkflowSchema, codex.Schema, codex.SidecarSchema}

func init() {
	for _, spec := range Schemas {
		identity.AddCommon(spec.Words()...)
	}
}

// All are the formats, in the order --agent auto sniffs a source and
// default roots are listed.
var All = []transcript.Format{cursor.Format, claudecode.Format, codex.Format}

// Named returns the format called name, or nil.
func Named(name string) transcript.Format {
	for _, f := range All {
		if f.Name() == name {
			return f
		}
	}
	return nil
}

// tops maps the top directory of a bundle member to its format. Cursor's
// members stay where bundle format 2 put them (projects/…); every other
// format's lie under its name.
var tops = map[string]transcript.Format{
	"projects":      cursor.Format,
	claudecode.Name: claudecode.Format,
	codex.Name:      codex.Format,
}

// OfMember returns the format of the bundle member at the slash path
// name, by its top directory; Cursor's for a top it does not know.
func OfMember(name string) transcript.Format {
	top, _, _ := strings.Cut(name, "/")
	if f, ok := tops[top]; ok {
		return f
	}
	return cursor.Format
}

// Transcript reports whether the bundle member at the slash path name is
// a transcript, read as lines of its format: a .jsonl file that is not a
// sidecar (Codex's home sidecars and a Claude Code workflow run's journal
// are JSONL too).
func Transcript(name string) bool {
	return strings.HasSuffix(name, ".jsonl") && !codex.SidecarMember(name) && !claudecode.SidecarMember(name)
}

// JSONSidecar reports whether the bundle member at the slash path name is
// a sidecar scrubbed as JSON where its source is JSON: JSON lines (Codex's
// home sidecars, a Claude Code workflow run's journal) or one JSON object
// (a Claude Code subagent's meta, a workflow run's record).
func JSONSidecar(name string) bool {
	return codex.SidecarMember(name) || claudecode.SidecarMember(name) || claudecode.DocumentMember(name)
}

// Top returns the top directory of the bundle members of the format f.
func Top(f transcript.Format) string {
	for top, g := range tops {
		if g == f {
			return top
		}
	}
	return "projects"
}
