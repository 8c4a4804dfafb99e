package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript/codex"
)

// report SESSION finds a Claude Code session by its uuid, with its
// subagent, the subagent's meta file and the output its call spilled; and
// a Codex session by its id, that rollout alone.
func TestReportSiblingSessions(t *testing.T) {
	root, sess := claudeTree(t)
	out := filepath.Join(t.TempDir(), "cc.tar.zst")
	if code, _, errs := runCmd(t, "report", "--agent", "claude-code", "--source", root, "-o", out, sess); code != exitOK {
		t.Fatalf("claude-code report: exit %d: %s", code, errs)
	}
	var kinds []string
	for _, m := range unpack(t, out).names[1:] {
		switch {
		case strings.HasSuffix(m, ".meta.json"):
			kinds = append(kinds, "meta")
		case strings.Contains(m, "/tool-results/"):
			kinds = append(kinds, "spill")
		case strings.Contains(m, "/subagents/"):
			kinds = append(kinds, "subagent")
		default:
			kinds = append(kinds, "session")
		}
	}
	slices.Sort(kinds)
	if got := strings.Join(kinds, ","); got != "meta,session,spill,subagent" {
		t.Errorf("claude-code report members: %s", got)
	}

	home := t.TempDir()
	if _, err := gen.GenerateCodex(home, gen.CodexSmall()); err != nil {
		t.Fatal(err)
	}
	es, err := os.ReadDir(filepath.Join(home, "archived_sessions"))
	must(t, err)
	var id string
	for _, e := range es {
		if r, ok := codex.ParseName(e.Name()); ok && !e.IsDir() {
			id = r.ID
		}
	}
	if id == "" {
		t.Fatal("the generated Codex home has no flat archived rollout")
	}
	out = filepath.Join(t.TempDir(), "cx.tar.zst")
	if code, _, errs := runCmd(t, "report", "--agent", "codex", "--source", home, "-o", out, id); code != exitOK && code != exitPartial {
		t.Fatalf("codex report: exit %d: %s", code, errs)
	}
	names := unpack(t, out).names
	if len(names) != 2 || !strings.HasPrefix(names[1], "codex/archived_sessions/") {
		t.Errorf("codex report members: %q", names)
	}
	if code, _, errs := runCmd(t, "verify", out); code != exitOK {
		t.Errorf("codex report: verify exit %d: %s", code, errs)
	}
}
