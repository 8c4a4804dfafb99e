package scrub

import (
	"bytes"
	"strings"
	"testing"
)

// canary returns a unique token for a surface, assembled at run time.
func canary(surface string) string {
	return "Zq" + "Canary" + strings.ReplaceAll(surface, " ", "") + "x91"
}

// assertNoCanary fails if c survives in out, as written or decoded; it
// names the byte offset, never the line.
func assertNoCanary(t *testing.T, surface string, out []byte, c string) {
	t.Helper()
	if i := bytes.Index(out, []byte(c)); i >= 0 {
		t.Errorf("%s: canary survives at byte %d", surface, i)
	}
	if i := bytes.Index(out, []byte(strings.ToLower(c))); i >= 0 {
		t.Errorf("%s: lower-cased canary survives at byte %d", surface, i)
	}
}

// scrubCanary scrubs line, which holds the canary token on surface, and
// fails if the token survives or the output does not verify.
func scrubCanary(t *testing.T, s *Structural, surface, line, token string) {
	t.Helper()
	out, err := s.Line(nil, []byte(line), nil)
	if err != nil {
		t.Fatalf("Line: %v", err)
	}
	assertNoCanary(t, surface, out, token)
	if err := s.Verify(out, []byte(line)); err != nil {
		t.Errorf("Verify: %v", err)
	}
}

func TestCanaries(t *testing.T) {
	s := newTestScrubber()
	frame := func(blocks string) string {
		return `{"role":"assistant","message":{"content":[` + blocks + `]}}`
	}
	tool := func(name, input string) string {
		return frame(`{"type":"tool_use","name":"` + name + `","input":` + input + `}`)
	}
	// A token used as a key: identifier-like, so only its token shape
	// gets it scrubbed.
	tokenCanary := "CNRYE7N6" + "WMKV57FIQ5BY"
	cases := []struct{ surface, line string }{
		{"text", frame(`{"type":"text","text":"before CANARY after"}`)},
		{"user text", `{"role":"user","message":{"content":[{"type":"text","text":"CANARY"}]}}`},
		{"tool input value", tool("Shell", `{"command":"echo CANARY","description":"x"}`)},
		{"tool input nested arrays", tool("TodoWrite", `{"todos":[[{"content":["a",["CANARY"]]}]]}`)},
		{"tool input key", tool("Write", `{"CANARY with space":1}`)},
		{"applypatch", tool("ApplyPatch", `"*** Begin Patch\n+CANARY\n*** End Patch"`)},
		{"mcp argument value", tool("CallMcpTool", `{"server":"s","toolName":"t","arguments":{"q":"CANARY"}}`)},
		{"mcp argument key", tool("CallMcpTool", `{"server":"s","arguments":{"CANARY@example.com":"v"}}`)},
		{"mcp argument path key", tool("CallDynamicTool", `{"arguments":{"/Users/CANARY/x.go":"v"}}`)},
		{"mcp argument token key", tool("CallMcpTool", `{"server":"s","arguments":{"TOKEN":"v"}}`)},
		{"tool input token key", tool("Shell", `{"env":{"TOKEN":"1"}}`)},
		{"token role", `{"role":"TOKEN","message":{"content":[]}}`},
		{"token tool name", frame(`{"type":"tool_use","name":"TOKEN","input":{}}`)},
		{"mcp server", tool("CallMcpTool", `{"server":"CANARY","arguments":{}}`)},
		{"turn error", `{"type":"turn_ended","status":"error","error":"CANARY"}`},
		{"path segment", tool("ReadFile", `{"path":"/Users/CANARY/.cursor/projects/x/agent-tools/a.txt"}`)},
		{"path extension stem", tool("ReadFile", `{"path":"/tmp/CANARY.go"}`)},
		{"encoded project", tool("ReadFile", `{"path":"/p/.cursor/projects/Users-CANARY-app/x"}`)},
		{"unknown frame", `{"kind":"diag","detail":{"x":["CANARY"]}}`},
		{"unknown block", frame(`{"type":"thinking","thinking":"CANARY"}`)},
		{"bare content", `{"role":"user","message":{"content":"CANARY"}}`},
		{"hostile role", `{"role":"CANARY!","message":{"content":[]}}`},
		{"long structural", `{"type":"` + strings.Repeat("CANARY", 12) + `","status":"success"}`},
		{"hostile block type", frame(`{"type":"CANARY text","text":"x"}`)},
		{"hostile tool name", frame(`{"type":"tool_use","name":"CANARY tool","input":{}}`)},
		{"escaped", frame(`{"type":"text","text":"\"CANARY\"\nCANARY\t"}`)},
		{"non-ascii neighbour", frame(`{"type":"text","text":"é—CANARY—é"}`)},
		{"top-level string", `"CANARY"`},
		{"nested block status", frame(`{"type":"turn_ended","status":"CANARY failed"}`)},
		{"nested tool result block", `{"role":"user","message":{"content":[{"type":"tool_result","content":[{"type":"CANARY!","text":"CANARY"}]}]}}`},
		{"tool input type", tool("Write", `{"type":"/Users/CANARY/x.md"}`)},
		{"tool input name", tool("Write", `{"name":"CANARY","type":"document"}`)},
		{"token name of a nested tool call", tool("Task", `{"name":"TOKEN","type":"tool_use"}`)},
		{"patch path", tool("ApplyPatch", `"*** Begin Patch\n*** Update File: CANARY.go\n@@ CANARY\n-CANARY\n+CANARY\n*** End Patch"`)},
		{"diff header and hunk", frame(`{"type":"text","text":"diff --git a/CANARY b/CANARY\n--- a/CANARY\n+++ b/CANARY\n@@ -1 +1 @@ CANARY\n-CANARY\n+CANARY"}`)},
		{"bare file name under a path key", tool("ReadFile", `{"path":"CANARY.go","target_directory":"CANARY"}`)},
		{"glob", tool("Glob", `{"glob_pattern":"**/CANARY/*.{CANARY,go}"}`)},
		{"grep pattern", tool("Grep", `{"pattern":"CANARY\\(\\w+","include":["CANARY*"]}`)},
	}
	for _, c := range cases {
		t.Run(c.surface, func(t *testing.T) {
			token, line := canary(c.surface), c.line
			if strings.Contains(line, "TOKEN") {
				token = tokenCanary
			}
			scrubCanary(t, s, c.surface, strings.ReplaceAll(strings.ReplaceAll(line, "CANARY", token), "TOKEN", token), token)
		})
	}
}

func TestSidecarCanary(t *testing.T) {
	s := newTestScrubber()
	token := canary("sidecar")
	in := strings.Repeat("x", 70000) + " " + token + "\n/Users/" + token + "/x.go\n" + strings.Repeat(token, 20000)
	var out bytes.Buffer
	if err := s.Sidecar(&out, strings.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	assertNoCanary(t, "sidecar", out.Bytes(), token)
}
