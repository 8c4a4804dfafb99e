// Package claudecode is Claude Code's transcript format as a
// transcript.Format: its default root (~/.claude/projects), its layout and
// the identity a file's path gives it (discover.go), how a path is
// resolved to a source and where a file goes in a bundle (open.go), and
// its line schema as data (schema.go).
//
// The layout is <encoded-cwd>/<session-uuid>.jsonl; subagents are flat
// <encoded-cwd>/agent-<id>.jsonl beside the session (2.0.x, lineage
// recorded only in the file: its sessionId) or nested
// <encoded-cwd>/<session>/subagents/agent-<id>.jsonl with an
// agent-<id>.meta.json sidecar (2.1.x, lineage by containment); a
// workflow run's subagents are its session's too, in
// <session>/subagents/workflows/<run>/ beside the run's journal.jsonl, and
// its record is <session>/workflows/<run>.json and its script
// <session>/workflows/scripts/<name>.js; large tool output spills to
// <encoded-cwd>/<session>/tool-results/<tool_use_id>.txt.
// The project is taken from the path, never decoded into a cwd. Symbolic
// links are never followed; they are reported.
package claudecode

import (
	"cmp"
	"os"
	"path/filepath"

	"github.com/transcrub/transcrub/transcript"
)

// Name is the format's --agent name.
const Name = "claude-code"

// Format is Claude Code's transcript format.
var Format transcript.Format = format{}

type format struct{}

func (format) Name() string { return Name }

// DefaultRoots is the projects root of the Claude home: $CLAUDE_CONFIG_DIR
// when set, else ~/.claude.
func (format) DefaultRoots(home string) []string {
	return []string{filepath.Join(cmp.Or(os.Getenv("CLAUDE_CONFIG_DIR"), filepath.Join(home, ".claude")), "projects")}
}

// Sniff reports a projects root (a directory in it is a project), a
// Claude home above one, a project directory (it holds .jsonl transcripts
// itself), a path inside a session directory (subagents/, tool-results/),
// or a .jsonl file in one of those places. Nothing under a Cursor
// agent-transcripts/ directory is Claude Code's.
func (format) Sniff(p string) bool {
	st, err := os.Stat(p)
	if err != nil || inCursorTree(p) {
		return false
	}
	if !st.IsDir() {
		return filepath.Ext(p) == ".jsonl" && placed(p)
	}
	if _, home := homeProjects(p); home {
		return true
	}
	return insideSession(p) || transcript.SniffDir(p, isProject)
}

// compiled is Schema, compiled once.
var compiled = transcript.CompiledOnce(Schema)

func (format) Schema() *transcript.Schema { return compiled() }

func (format) Layout() string {
	return "PROJECT/SESSION.jsonl, PROJECT/SESSION/subagents/agent-ID.jsonl"
}
