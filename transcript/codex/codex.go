// Package codex is the Codex CLI's rollout format as a transcript.Format:
// its default roots (~/.codex/sessions and ~/.codex/archived_sessions),
// its layout and the identity a file's path gives it (layout.go,
// discover.go), how a path is resolved to a source (open.go), its line
// schema as data (schema.go), a reader of its lines' envelope in every
// generation (record.go), the lineage its files record (lineage.go), its
// documented shapes and the drift outside them (shapes.go), and its
// fixture checklist (checklist.go), all from the Codex half of
// ../shared/formats/sibling-schemas.md.
//
// Identity comes from the path: a rollout is named
// rollout-<local time>-<id>.jsonl, in sessions/YYYY/MM/DD/ or
// archived_sessions/ (flat or dated). Lineage does not: rollouts are
// grouped by date, never by parent, and a fork or a subagent names its
// parent in its own session_meta line (Lineage reads it). Symbolic links
// are never followed; they are reported.
package codex

import (
	"cmp"
	"os"
	"path/filepath"

	"github.com/transcrub/transcrub/transcript"
)

// Name is the format's --agent name.
const Name = "codex"

// Format is Codex's rollout format.
var Format transcript.Format = format{}

type format struct{}

func (format) Name() string { return Name }

// DefaultRoots are the trees of the Codex home: $CODEX_HOME when set, else
// ~/.codex.
func (format) DefaultRoots(home string) []string {
	dir := cmp.Or(os.Getenv("CODEX_HOME"), filepath.Join(home, ".codex"))
	return []string{filepath.Join(dir, sessionsDir), filepath.Join(dir, archivedDir)}
}

// compiled is Schema, compiled once.
var compiled = transcript.CompiledOnce(Schema)

func (format) Schema() *transcript.Schema { return compiled() }

func (format) Layout() string {
	return "sessions/YYYY/MM/DD/rollout-YYYY-MM-DDThh-mm-ss-ID.jsonl, archived_sessions/rollout-…jsonl"
}
