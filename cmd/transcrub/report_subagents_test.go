package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// report SESSION brings the session's subagents: a Codex rollout's
// thread_spawn children naming it as parent, and theirs in turn, but no
// other rollout; a child's report brings its own subagents, not its
// parent.
func TestReportCodexSubagents(t *testing.T) {
	home := filepath.Join(t.TempDir(), ".codex")
	ids := map[string]string{"P": "019b0000-0000-7000-8000-00000000000a", "C": "019b0000-0000-7000-8000-00000000000b",
		"G": "019b0000-0000-7000-8000-00000000000c", "X": "019b0000-0000-7000-8000-00000000000d"}
	for i, r := range []struct{ id, parent string }{{"P", ""}, {"C", "P"}, {"G", "C"}, {"X", ""}} {
		source := `"cli"`
		if r.parent != "" {
			source = `{"subagent":{"thread_spawn":{"parent_thread_id":"` + ids[r.parent] + `","depth":1}}}`
		}
		ts := "2026-01-02T03:0" + string(rune('0'+i)) + ":05"
		lines := `{"timestamp":"` + ts + `.000Z","type":"session_meta","payload":{"id":"` + ids[r.id] + `","timestamp":"` + ts + `.000Z","cli_version":"0.130.0","source":` + source + `}}` + "\n" +
			`{"timestamp":"` + ts + `.500Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"hello"}]}}` + "\n"
		p := filepath.Join(home, "sessions", "2026", "01", "02", "rollout-"+strings.ReplaceAll(ts, ":", "-")+"-"+ids[r.id]+".jsonl")
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(lines), 0o644))
	}
	for _, c := range []struct {
		session string
		want    int
	}{{"P", 3}, {"C", 2}, {"G", 1}, {"X", 1}} {
		out := filepath.Join(t.TempDir(), "r.tar.zst")
		if code, _, errs := runCmd(t, "report", "--agent", "codex", "--source", home, "-o", out, ids[c.session]); code != exitOK {
			t.Fatalf("report %s: exit %d: %s", c.session, code, errs)
		}
		n := 0
		for _, name := range unpack(t, out).names {
			if strings.HasSuffix(name, ".jsonl") {
				n++
			}
		}
		if n != c.want {
			t.Errorf("report %s: %d rollouts, want %d", c.session, n, c.want)
		}
	}
}

// A redact bundle's size claims hold on its final bytes: a tool output
// just over the 30 KB threshold, in which a term is replaced, is judged
// with the placeholder as it is finally written, so verify agrees with
// export about which predicates the bundle covers.
func TestRedactSizeClaimsHold(t *testing.T) {
	home := filepath.Join(t.TempDir(), ".codex")
	id := "019b0000-0000-7000-8000-00000000001a"
	ts := "2026-01-02T03:04:05"
	output := "zorbatronix " + strings.Repeat("x", 30720-12+1) // 30,721 bytes
	lines := `{"timestamp":"` + ts + `.000Z","type":"session_meta","payload":{"id":"` + id + `","timestamp":"` + ts + `.000Z","cli_version":"0.130.0","source":"cli"}}` + "\n" +
		`{"timestamp":"` + ts + `.500Z","type":"response_item","payload":{"type":"function_call","name":"shell","arguments":"{}","call_id":"call_1"}}` + "\n" +
		`{"timestamp":"` + ts + `.700Z","type":"response_item","payload":{"type":"function_call_output","call_id":"call_1","output":"` + output + `"}}` + "\n"
	p := filepath.Join(home, "sessions", "2026", "01", "02", "rollout-"+strings.ReplaceAll(ts, ":", "-")+"-"+id+".jsonl")
	must(t, os.MkdirAll(filepath.Dir(p), 0o755))
	must(t, os.WriteFile(p, []byte(lines), 0o644))
	for _, sel := range []string{"checklist", "all"} {
		out := filepath.Join(t.TempDir(), "b.tar.zst")
		if code, _, errs := runCmd(t, "export", "--agent", "codex", "--mode", "redact", "--select", sel, "--term", "zorbatronix", "-o", out, home); code != exitOK {
			t.Fatalf("%s: export exit %d: %s", sel, code, errs)
		}
		if code, _, errs := runCmd(t, "verify", out); code != exitOK {
			t.Errorf("%s: verify of the export's bundle: exit %d: %s", sel, code, errs)
		}
	}
}

// A Claude Code 2.0.x flat subagent (agent-<id>.jsonl beside the
// session, its session named only in its lines) comes with its session:
// report SESSION bundles both, and no other session.
func TestReportClaudeFlatSubagent(t *testing.T) {
	root := filepath.Join(t.TempDir(), "projects")
	const a, b = "0f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a21", "1f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a22"
	frame := func(session string, sidechain bool) string {
		side := "false"
		if sidechain {
			side = "true"
		}
		return `{"type":"user","isSidechain":` + side + `,"sessionId":"` + session + `","uuid":"2f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a23","message":{"role":"user","content":"hello"}}` + "\n"
	}
	for name, body := range map[string]string{
		a + ".jsonl": frame(a, false), b + ".jsonl": frame(b, false), "agent-0a1b2c3d.jsonl": frame(a, true),
	} {
		p := filepath.Join(root, "-home-dev-app", name)
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(body), 0o644))
	}
	out := filepath.Join(t.TempDir(), "r.tar.zst")
	if code, _, errs := runCmd(t, "report", "--agent", "claude-code", "--source", root, "-o", out, a); code != exitOK {
		t.Fatalf("report: exit %d: %s", code, errs)
	}
	n := 0
	for _, name := range unpack(t, out).names {
		if strings.HasSuffix(name, ".jsonl") {
			n++
		}
	}
	if n != 2 {
		t.Errorf("report: %d transcripts, want the session and its flat subagent", n)
	}
}
