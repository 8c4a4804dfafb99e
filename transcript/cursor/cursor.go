// Package cursor is Cursor's transcript format as a transcript.Format:
// its default root (~/.cursor/projects), its layout and the identity a
// file's path gives it (discover.go), how a path is resolved to a source
// (open.go), where a root is when a path holds none (roots.go), and its
// line schema as data (schema.go).
//
// Identity comes from the path, never from file contents: the project
// directory, the session directory (or the file id when flat), the
// subagent's child id, the sidecar's name. Symbolic links are never
// followed; they are reported.
package cursor

import (
	"os"
	"path/filepath"

	"github.com/transcrub/transcrub/transcript"
)

// Name is the format's --agent name.
const Name = "cursor"

// Format is Cursor's transcript format.
var Format transcript.Format = format{}

type format struct{}

func (format) Name() string { return Name }

func (format) DefaultRoots(home string) []string {
	return []string{filepath.Join(home, ".cursor", "projects")}
}

// Sniff reports a projects root (some directory in it holds
// agent-transcripts/ or agent-tools/), a project directory, a path inside
// one, or a .jsonl file.
func (format) Sniff(p string) bool {
	st, err := os.Stat(p)
	if err != nil {
		return false
	}
	if !st.IsDir() {
		return filepath.Ext(p) == ".jsonl"
	}
	return insideProject(p) || transcript.SniffDir(p, isProject)
}

// compiled is Schema, compiled once.
var compiled = transcript.CompiledOnce(Schema)

func (format) Schema() *transcript.Schema { return compiled() }

func (format) Layout() string { return "PROJECT/agent-transcripts/ID/ID.jsonl" }
