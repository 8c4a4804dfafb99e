package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
)

// report SESSION finds a Claude Code session by its uuid, with its
// subagent, the subagent's meta file and the output its call spilled; and
// a Codex session by its id, with the thread_spawn subagents that name it
// as their parent.
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

	data, err := os.ReadFile("../../testdata/sample-codex.ledger.json")
	must(t, err)
	var led gen.CodexLedger
	must(t, json.Unmarshal(data, &led))
	var parent string
	want := 1
	for _, f := range led.Files {
		if f.Link == "subagent" && f.Parent != "" {
			parent = f.Parent
		}
	}
	for _, f := range led.Files {
		if f.Link == "subagent" && f.Parent == parent {
			want++
		}
	}
	id := ""
	for _, f := range led.Files {
		if f.Path == parent {
			id = f.Session
		}
	}
	if id == "" {
		t.Fatal("the Codex sample has no thread_spawn subagent with its parent")
	}
	out = filepath.Join(t.TempDir(), "cx.tar.zst")
	if code, _, errs := runCmd(t, "report", "--agent", "codex", "--source", builtinSample+"/codex", "-o", out, id); code != exitOK && code != exitPartial {
		t.Fatalf("codex report: exit %d: %s", code, errs)
	}
	names := unpack(t, out).names[1:]
	if len(names) != want || slices.ContainsFunc(names, func(n string) bool { return !strings.HasPrefix(n, "codex/") }) {
		t.Errorf("codex report: %d members, want the session and its %d subagents", len(names), want-1)
	}
	if code, _, errs := runCmd(t, "verify", out); code != exitOK {
		t.Errorf("codex report: verify exit %d: %s", code, errs)
	}
}
