//go:build unix

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestTermSafe(t *testing.T) {
	long := strings.Repeat("x", 61)
	for _, tt := range []struct{ in, want string }{
		{"ReadFile", "ReadFile"},
		{"Grep path\n/Users/example/demo-app", `Grep path\x0a/Users/example/demo-app`},
		{"\x1b[2J\x1b]0;title\x07", `\x1b[2J\x1b]0;title\x07`},
		{"a\rb\x00c\x7fd\te", `a\x0db\x00c\x7fd\x09e`},
		{"csi\u009b2J", `csi\u009b2J`},
		{"rtl\u202eevil\u2066x\u200e\u061c", `rtl\u202eevil\u2066x\u200e\u061c`},
		{"zero\u200bwidth\u00a0nbsp", `zero\u200bwidth\u00a0nbsp`},
		{"tag\U000E0041", `tag\U000e0041`},
		{"bad\xff\xc3", `bad\xff\xc3`},
		{`back\x1b`, `back\\x1b`}, // the literal text, unlike ESC above
		{"café 日本", "café 日本"},
		{strings.Repeat("x", 60), strings.Repeat("x", 60)},
		{long, strings.Repeat("x", 59) + "…"},
		{strings.Repeat("x", 58) + "\x1b", strings.Repeat("x", 58) + "…"}, // never half an escape
		{"", ""},
	} {
		if got := termSafe(tt.in, maxCell); got != tt.want {
			t.Errorf("termSafe(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := termSafe(long+"\x1b", 0); got != long+`\x1b` {
		t.Errorf("without a limit: %q, want the whole value escaped", got)
	}
}

// printable reports the first byte offset in s of a rune a terminal would
// act on rather than show (anything but printable runes and '\n'), or -1.
func printable(s string) int {
	for i, r := range s {
		if r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD") || r != '\n' && !unicode.IsPrint(r) {
			return i
		}
	}
	return -1
}

// hostileValues are planted in every field scan prints from content.
var hostileValues = []string{
	"Grep path\n/Users/example/demo-app", "clear\x1b[2J\x1b[H", "title\x1b]0;pwned\x07", "cr\rover",
	"nul\x00x", "del\x7fx", "csi\u009b31m", "rtl\u202eevil", "isolate\u2066x\u2069", "tab\there", `back\slash`,
}

// TestScanTerminalSafety plants control characters, C1, bidi controls and
// invalid UTF-8 in tool names, block types, roles, top-level keys and
// turn_ended statuses (and a directory name): the tables show each as one
// escaped row and nothing a terminal acts on; --json keeps them exact.
func TestScanTerminalSafety(t *testing.T) {
	root := filepath.Join(t.TempDir(), "projects")
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	var lines []string
	for _, v := range hostileValues {
		lines = append(lines,
			`{"role":`+q(v)+`,"message":{"content":[{"type":`+q(v)+`,"text":"t"}]}}`,
			`{"role":"assistant","message":{"content":[{"type":"tool_use","name":`+q(v)+`,"input":{}}]}}`,
			`{"type":"turn_ended","status":`+q(v)+`}`,
			`{`+q(v)+`:1,"role":"user","message":{"content":[]}}`,
		)
	}
	// Invalid UTF-8 cannot pass through JSON output; it is planted raw.
	lines = append(lines, "{\"role\":\"assistant\",\"message\":{\"content\":[{\"type\":\"tool_use\",\"name\":\"bad\xff\",\"input\":{}}]}}")
	const id = "0f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a21"
	dir := filepath.Join(root, "Users-qx-term", "agent-transcripts", id)
	must(t, os.MkdirAll(dir, 0o755))
	must(t, os.WriteFile(filepath.Join(dir, id+".jsonl"), []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	// A session directory whose name holds a bidi control, noted for the
	// file id that differs from it.
	odd := filepath.Join(root, "Users-qx-term", "agent-transcripts", "s\u202ex\x1b")
	must(t, os.MkdirAll(odd, 0o755))
	must(t, os.WriteFile(filepath.Join(odd, "other.jsonl"), []byte(`{"role":"user","message":{"content":[]}}`+"\n"), 0o644))

	code, out, stderr := runCmd(t, "scan", root)
	if code != exitOK {
		t.Fatalf("scan: exit %d; stderr:\n%s", code, stderr)
	}
	for name, s := range map[string]string{"stdout": out, "stderr": stderr} {
		if i := printable(s); i >= 0 {
			t.Errorf("%s: a rune that does not print at byte %d: %q", name, i, s[max(i-20, 0):min(i+20, len(s))])
		}
	}
	if !strings.Contains(stderr, `\u202e`) {
		t.Errorf("the noted directory name is not shown escaped; stderr:\n%s", stderr)
	}
	// One row per distinct value, in each section scan lists.
	code, js, _ := runCmd(t, "scan", "--json", root)
	var rep struct {
		Keysets   map[string]int `json:"keysets"`
		Roles     map[string]int `json:"roles"`
		Blocks    map[string]int `json:"blocks"`
		ToolNames map[string]int `json:"tool_names"`
		TurnEnded map[string]int `json:"turn_ended"`
	}
	if code != exitOK || json.Unmarshal([]byte(js), &rep) != nil {
		t.Fatalf("scan --json: exit %d, output not JSON", code)
	}
	sections := map[string]map[string]int{"Top-level key sets": rep.Keysets, "Roles": rep.Roles, "Blocks": rep.Blocks,
		"Tool names": rep.ToolNames, "turn_ended status": rep.TurnEnded}
	for title, m := range sections {
		_, body, ok := strings.Cut(out, "\n"+title+"\n")
		body, _, _ = strings.Cut(body, "\n\n")
		if !ok || strings.Count(body, "\n")+1 != len(m) {
			t.Errorf("%s: %d rows for %d values: %q", title, strings.Count(body, "\n")+1, len(m), body)
		}
		for k := range m {
			if !strings.Contains(body, "  "+termSafe(k, maxCell)+" ") {
				t.Errorf("%s: no row for %q", title, k)
			}
		}
	}
	// --json is exact: every planted value is a key as it was written.
	for _, v := range hostileValues {
		found := false
		for k := range rep.Keysets {
			found = found || strings.Contains(k, v)
		}
		if rep.Roles[v] != 1 || rep.Blocks[v] != 1 || rep.ToolNames[v] != 1 || rep.TurnEnded[v] != 1 || !found {
			t.Errorf("--json lost %q: role %d, block %d, tool %d, turn_ended %d, in a key set %v",
				v, rep.Roles[v], rep.Blocks[v], rep.ToolNames[v], rep.TurnEnded[v], found)
		}
	}
}
