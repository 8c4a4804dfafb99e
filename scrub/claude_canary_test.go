package scrub

import (
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript/claudecode"
)

// Every string surface of a Claude Code line, scrubbed in structural mode
// with Claude Code's schema, loses its canary, and the output verifies
// against its source.
func TestClaudeCodeCanaries(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(claudecode.Format.Schema())
	env := `"uuid":"CANARY-u","parentUuid":"CANARY-p","sessionId":"CANARY-s","timestamp":"2026-01-02T03:04:05.678Z",` +
		`"cwd":"/Users/CANARY/src/app","gitBranch":"CANARY-branch","version":"2.1.7","userType":"external","isSidechain":false`
	assistant := func(blocks string) string {
		return `{"type":"assistant",` + env + `,"requestId":"req_CANARY","message":{"id":"msg_CANARY","type":"message","role":"assistant",` +
			`"model":"claude-sonnet-4-5","content":[` + blocks + `],"stop_reason":null,"usage":{"input_tokens":1}}}`
	}
	user := func(content string) string {
		return `{"type":"user",` + env + `,"message":{"role":"user","content":` + content + `}}`
	}
	cases := []struct{ surface, line string }{
		{"prompt string", user(`"CANARY prompt"`)},
		{"prompt block", user(`[{"type":"text","text":"CANARY"}]`)},
		{"envelope", user(`"x"`)},
		{"assistant text", assistant(`{"type":"text","text":"CANARY"}`)},
		{"thinking", assistant(`{"type":"thinking","thinking":"CANARY","signature":"CANARYsig"}`)},
		{"tool input", assistant(`{"type":"tool_use","id":"toolu_CANARY","name":"Bash","input":{"command":"echo CANARY","description":"CANARY"}}`)},
		{"tool input path", assistant(`{"type":"tool_use","id":"toolu_1","name":"Read","input":{"file_path":"/Users/CANARY/x.go"}}`)},
		{"mcp tool", assistant(`{"type":"tool_use","id":"toolu_1","name":"mcp__srv__do","input":{"q":"CANARY"}}`)},
		{"image", user(`[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"CANARYiVBORw0KGgo"}}]`)},
		{"tool result string", user(`[{"type":"tool_result","tool_use_id":"toolu_CANARY","content":"CANARY out","is_error":true}]`)},
		{"tool result array", user(`[{"type":"tool_result","tool_use_id":"toolu_1","content":[{"type":"text","text":"CANARY"}]}]`)},
		{"persisted output", user(`[{"type":"tool_result","tool_use_id":"toolu_1","content":"<persisted-output>\nOutput saved to /Users/CANARY/x/tool-results/toolu_1.txt\nCANARY\n</persisted-output>"}]`)},
		{"tool use result", `{"type":"user",` + env + `,"message":{"role":"user","content":[]},"toolUseResult":{"stdout":"CANARY","file":{"filePath":"/Users/CANARY/a","content":"CANARY"},"originalFile":"CANARY","structuredPatch":[{"lines":["-CANARY"]}]}}`},
		{"tool use result string", `{"type":"user",` + env + `,"message":{"role":"user","content":[]},"toolUseResult":"Error: CANARY"}`},
		{"summary", `{"type":"summary","summary":"CANARY","leafUuid":"CANARY-leaf"}`},
		{"snapshot path key", `{"type":"file-history-snapshot","messageId":"CANARY","snapshot":{"messageId":"CANARY","timestamp":"2026-01-02T03:04:05.678Z","trackedFileBackups":{"/Users/CANARY/a.go":{"backupFileName":"CANARY@v1","version":1}}},"isSnapshotUpdate":false}`},
		{"system", `{"type":"system","subtype":"stop_hook_summary",` + env + `,"content":"CANARY","level":"info","hookInfos":[{"command":"CANARY"}]}`},
		{"queue", `{"type":"queue-operation","operation":"enqueue","sessionId":"CANARY","timestamp":"2026-01-02T03:04:05.678Z","content":"CANARY"}`},
		{"attachment", `{"type":"attachment",` + env + `,"attachment":{"type":"hook_success","content":"CANARY","filename":"/Users/CANARY/f"}}`},
		{"last prompt", `{"type":"last-prompt","lastPrompt":"CANARY","sessionId":"CANARY"}`},
		{"subagent", `{"type":"user",` + env + `,"agentId":"aCANARY","message":{"role":"user","content":"CANARY"}}`},
		{"unknown type", `{"type":"CANARY kind","payload":{"x":["CANARY"]}}`},
		{"harness markers", user(`"<command-name>/CANARY</command-name>\n<command-message>CANARY</command-message>\n<command-args>CANARY</command-args>"`)},
		{"local command output", user(`"<local-command-stdout>CANARY</local-command-stdout><system-reminder>CANARY</system-reminder>"`)},
		{"interrupted", user(`[{"type":"text","text":"[Request interrupted by user] CANARY"}]`)},
		{"prefixed ids", assistant(`{"type":"tool_use","id":"toolu_01CANARY","name":"Bash","input":{}}`)},
		{"hex agent id", `{"type":"user",` + env + `,"agentId":"a3f9c2e1","toolUseResult":{"agentId":"CANARY"},"message":{"role":"user","content":"x"}}`},
		{"not a timestamp", `{"type":"user","timestamp":"CANARY","message":{"role":"user","content":"x"}}`},
		{"signature", assistant(`{"type":"thinking","thinking":"x","signature":"CANARY+/sig=="}`)},
		{"nested image", user(`[{"type":"tool_result","tool_use_id":"toolu_1","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"CANARYiVBORw0KGgo="}}]}]`)},
		{"document text", user(`[{"type":"document","source":{"type":"text","media_type":"text/plain","data":"CANARY doc"}}]`)},
		{"snapshot bare key", `{"type":"file-history-snapshot","messageId":"m","snapshot":{"trackedFileBackups":{"CANARY.go":{"backupFileName":"CANARY@v2","version":2,"backupTime":"CANARY"}}}}`},
	}
	for _, c := range cases {
		t.Run(c.surface, func(t *testing.T) {
			token := canary(c.surface)
			scrubCanary(t, s, c.surface, strings.ReplaceAll(c.line, "CANARY", token), token)
		})
	}
}

// Claude Code's discriminators stay verbatim in structural mode: the
// frame's type and subtype, level, operation, a message's role, model
// and stop reason, block types, tool names, an image source's type.
func TestClaudeCodeKeepsDiscriminators(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(claudecode.Format.Schema())
	for _, c := range []struct{ line, kept string }{
		{`{"type":"system","subtype":"turn_duration","level":"info","durationMs":5}`, `"type":"system","subtype":"turn_duration","level":"info"`},
		{`{"type":"queue-operation","operation":"enqueue","content":"hello there"}`, `"type":"queue-operation","operation":"enqueue"`},
		{`{"type":"assistant","message":{"role":"assistant","model":"claude-opus-4-5","stop_reason":"tool_use","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"ls"}}]}}`,
			`"role":"assistant","model":"claude-opus-4-5","stop_reason":"tool_use","content":[{"type":"tool_use","id":`},
		{`{"type":"user","message":{"role":"user","content":[{"type":"image","source":{"type":"base64","media_type":"image/png","data":"aGVsbG8gd29ybGQ="}}]}}`,
			`"source":{"type":"base64","media_type":"`},
	} {
		out, err := s.Line(nil, []byte(c.line), nil)
		if err != nil {
			t.Fatalf("Line: %v", err)
		}
		if !strings.Contains(string(out), c.kept) {
			t.Errorf("%s: not kept", c.kept)
		}
	}
}
