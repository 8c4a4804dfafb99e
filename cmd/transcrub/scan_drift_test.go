package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScanMarksDrift checks that scan's tables mark the rows outside the
// documented shapes and list the drift by name, that a message without
// content is a drift row and no block type, and that the JSON keeps a
// zero offset, lists empty lists as [] and names no block type "".
func TestScanMarksDrift(t *testing.T) {
	root := filepath.Join(t.TempDir(), "projects")
	dir := filepath.Join(root, "Users-qx-app", "agent-transcripts", "s1")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	lines := "not json\n" +
		`{"role":"user","message":{"content":[{"type":"text","text":"hi"}]}}` + "\n" +
		`{"role":"system","message":{"role":"system"}}` + "\n" +
		`{"role":"assistant","message":{"content":["bare",{"type":"thinking","thinking":"t"}]}}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, "s1.jsonl"), []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCmd(t, "scan", root)
	if code != exitOK {
		t.Fatalf("scan exit %d", code)
	}
	rows := map[string]bool{} // each line's fields, space-joined
	for l := range strings.Lines(out) {
		rows[strings.Join(strings.Fields(l), " ")] = true
	}
	for _, want := range []string{"system 1 *", "thinking 1 *", "<untyped> 1 *", "text 1", "user 1",
		"content missing 1 Users-qx-app/agent-transcripts/s1/s1.jsonl:3 frame 1", "message_keyset role 1 Users-qx-app/agent-transcripts/s1/s1.jsonl:3 frame 1",
		"Drift (*: outside the documented shapes)"} {
		if !rows[want] {
			t.Errorf("scan tables lack the row %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "(none)") {
		t.Errorf("scan tables show (none) as a name:\n%s", out)
	}
	code, out, _ = runCmd(t, "scan", "--json", root)
	if code != exitOK {
		t.Fatalf("scan --json exit %d", code)
	}
	var rep struct {
		Blocks      map[string]int `json:"blocks"`
		Diagnostics []map[string]any
		Drift       []struct{ Kind, Name string }
		NotRecorded []string `json:"not_recorded"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if _, ok := rep.Blocks[""]; ok {
		t.Errorf("scan --json names a block type \"\": %v", rep.Blocks)
	}
	if len(rep.Diagnostics) != 1 || rep.Diagnostics[0]["offset"] != 0.0 || rep.Diagnostics[0]["line"] != 1.0 {
		t.Errorf("diagnostics %v, want one at line 1, offset 0", rep.Diagnostics)
	}
	if len(rep.Drift) != 5 || len(rep.NotRecorded) != 9 {
		t.Errorf("drift %v, not recorded %v: want 5 entries and 9 fields", rep.Drift, rep.NotRecorded)
	}
	plain := filepath.Join(t.TempDir(), "projects")
	dir = filepath.Join(plain, "Users-qx-app", "agent-transcripts", "s2")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "s2.jsonl"), []byte(`{"role":"user","message":{"content":[{"type":"text","text":"hi"}]}}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, out, _ = runCmd(t, "scan", "--json", plain); !strings.Contains(out, `"diagnostics": []`) || !strings.Contains(out, `"drift": []`) {
		t.Errorf("a corpus without problems or drift lists them as null, not []:\n%s", out)
	}
}

// A long witness path is cut from the left, so that its file name and line
// stay on the row.
func TestPathTail(t *testing.T) {
	long := strings.Repeat("dir/", 20) + "session.jsonl"
	got := pathTail(long)
	if !strings.HasSuffix(got, "/session.jsonl") || !strings.HasPrefix(got, "…") || len([]rune(got))+len(":12345") > maxCell {
		t.Errorf("pathTail cut a %d-rune path to %q", len(long), got)
	}
	if short := "p/s.jsonl"; pathTail(short) != short {
		t.Errorf("pathTail changed a short path")
	}
}

// TestSiblingDriftIsDrift: the shapes the record documents are not drift:
// a Claude Code frame with optional members of its type (slug, agentId,
// entrypoint, promptId), a message with stop_details, a tool_use with
// caller, a tool_result with is_error, a last-prompt with leafUuid; nor is
// the Codex envelope {timestamp, type, payload}, every one of its lines.
// An unknown member and an unknown frame type still are, by name: a
// member's where its key set's is <other>, and Codex's line type as
// Codex's own tally names it, in the drift as in its section.
func TestSiblingDriftIsDrift(t *testing.T) {
	const sess = "4d5e6f70-8192-4a3b-9c4d-5e6f708192a3"
	env := `"sessionId":"` + sess + `","cwd":"/w","gitBranch":"","version":"2.1.114","userType":"external","isSidechain":false,"timestamp":"2026-03-14T09:00:00.000Z","slug":"a-b-c","entrypoint":"cli"`
	cc := filepath.Join(t.TempDir(), "projects")
	cxDay := filepath.Join(t.TempDir(), "sessions", "2026", "03", "14")
	for _, d := range []string{filepath.Join(cc, "-w"), cxDay} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeFile(t, filepath.Join(cc, "-w"), sess+".jsonl", []byte(
		`{"type":"user",`+env+`,"uuid":"u1","parentUuid":null,"promptId":"p","message":{"role":"user","content":"go"}}`+"\n"+
			`{"type":"assistant",`+env+`,"uuid":"u2","parentUuid":"u1","requestId":"r","message":{"id":"m","type":"message","role":"assistant","model":"x","stop_reason":"tool_use","stop_sequence":null,"stop_details":null,"usage":{},"content":[{"type":"tool_use","id":"t1","name":"Bash","input":{},"caller":{"type":"direct"}}]}}`+"\n"+
			`{"type":"user",`+env+`,"uuid":"u3","parentUuid":"u2","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"no","is_error":true}]},"toolUseResult":"no"}`+"\n"+
			`{"type":"last-prompt","lastPrompt":"go","leafUuid":"u3","sessionId":"`+sess+`"}`+"\n"+
			`{"type":"user",`+env+`,"uuid":"u4","parentUuid":"u3","zorkMember":1,"message":{"role":"user","content":"x"}}`+"\n"+
			`{"type":"zork-frame","sessionId":"`+sess+`"}`+"\n"))
	cx := filepath.Dir(filepath.Dir(filepath.Dir(cxDay)))
	writeFile(t, cxDay, "rollout-2026-03-14T10-00-00-0190db5b-8f4d-77c1-87fd-e805ec99108d.jsonl", []byte(
		`{"timestamp":"2026-03-14T09:00:00.000Z","type":"session_meta","payload":{"id":"0190db5b-8f4d-77c1-87fd-e805ec99108d","timestamp":"2026-03-14T09:00:00.000Z","cwd":"/w","cli_version":"0.130.0"}}`+"\n"+
			`{"timestamp":"2026-03-14T09:00:01.000Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"go"}]}}`+"\n"+
			`{"timestamp":"2026-03-14T09:00:02.000Z","type":"zork_record","payload":{}}`+"\n"))
	for _, tc := range []struct {
		root string
		want []string // the drift names, in order
	}{
		{cc, []string{"keyset <other>", "keyset sessionId,type", "type zork-frame", "key user.zorkMember"}},
		{cx, []string{"type zork_record"}},
	} {
		code, out, _ := runCmd(t, "scan", "--json", tc.root)
		if code != exitOK {
			t.Fatalf("scan exit %d", code)
		}
		var rep struct{ Drift []struct{ Kind, Name string } }
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range rep.Drift {
			got = append(got, d.Kind+" "+d.Name)
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("%s: drift %q, want %q", filepath.Base(tc.root), got, tc.want)
		}
	}
	// Codex's own drift (an unknown line type) is in its section, and in
	// the tables.
	if _, out, _ := runCmd(t, "scan", cx); !strings.Contains(out, "type zork_record") {
		t.Errorf("scan tables do not list Codex's drift:\n%s", out)
	}
}
