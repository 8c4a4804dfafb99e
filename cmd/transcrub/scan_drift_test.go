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
