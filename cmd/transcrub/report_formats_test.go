package main

import (
	"encoding/json"
	"os"
	"path"
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

// A redact-mode bundle keeps the content's UTC timestamps, and a Codex
// rollout's name spells the UTC time of its session_meta, not the
// source's local time: the name agrees with the content and shows no time
// zone.
func TestReportCodexNameUTC(t *testing.T) {
	out := filepath.Join(t.TempDir(), "cx.tar.zst")
	const id = "019ca50c-bf50-79a6-9a71-6587de5a3e27" // its name's local time is an hour ahead of UTC
	if code, _, errs := runCmd(t, "report", "--agent", "codex", "--source", builtinSample+"/codex", "-o", out, id); code != exitOK {
		t.Fatalf("codex report: exit %d: %s", code, errs)
	}
	b := unpack(t, out)
	var member string
	for _, n := range b.names {
		if strings.HasPrefix(n, "codex/sessions/") {
			member = n
		}
	}
	var meta struct {
		Payload struct{ Timestamp string } `json:"payload"`
	}
	first, _, _ := strings.Cut(string(b.files[member]), "\n")
	if err := json.Unmarshal([]byte(first), &meta); err != nil || len(meta.Payload.Timestamp) < 19 {
		t.Fatalf("the bundled rollout does not start with a session_meta timestamp (%v)", err)
	}
	want := "rollout-" + strings.ReplaceAll(meta.Payload.Timestamp[:19], ":", "-")
	if !strings.Contains(member, "/"+want+"-") {
		t.Errorf("rollout name %s does not spell its session_meta's UTC time", path.Base(member))
	}
}
