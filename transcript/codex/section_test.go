package codex_test

import (
	"context"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// scanSection scans the rollouts (path: lines) as one home with workers
// goroutines and returns its codex section.
func scanSection(t *testing.T, workers int, rollouts map[string][]string) codex.Stats {
	t.Helper()
	root := t.TempDir()
	for rel, lines := range rollouts {
		write(t, filepath.Join(root, filepath.FromSlash(rel)), strings.Join(lines, "\n")+"\n")
	}
	r, err := transcript.Scan(context.Background(), []*transcript.Corpus{discover(t, root)}, transcript.ScanOptions{Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return r.Sections[codex.Name].(codex.Stats)
}

func env(typ, payload string) string {
	return `{"timestamp":"2026-01-02T03:04:05.000Z","type":"` + typ + `","payload":` + payload + `}`
}

func tokenCount(in, out int) string {
	usage := func(i, o int) string {
		return `{"input_tokens":` + strconv.Itoa(i) + `,"cached_input_tokens":1,"output_tokens":` + strconv.Itoa(o) + `,"reasoning_output_tokens":0,"total_tokens":` + strconv.Itoa(i+o) + `}`
	}
	return env("event_msg", `{"type":"token_count","info":{"total_token_usage":`+usage(in, out)+`,"last_token_usage":`+usage(1, 1)+`},"rate_limits":null}`)
}

// Calls pair with outputs by call_id within their rollout, with and
// without an output and an output naming no call of its rollout; token
// usage is each rollout's last cumulative snapshot, counted once, never
// the sum of snapshots or of the per-call last_token_usage; a regressed
// or repeated counter is counted; exec outcomes, turns and lineage are
// counted as recorded.
func TestSectionPairingAndUsage(t *testing.T) {
	parent := "019b0000-0000-7000-8000-000000000001"
	child := "019b0000-0000-7000-8000-000000000002"
	a := []string{
		env("session_meta", `{"id":"`+parent+`","cli_version":"0.130.0","source":"cli"}`),
		env("turn_context", `{"model":"gpt-5.3-codex"}`),
		env("event_msg", `{"type":"task_started","turn_id":"t1"}`),
		env("event_msg", `{"type":"token_count","info":null}`),
		env("response_item", `{"type":"function_call","name":"exec_command","arguments":"{}","call_id":"c1"}`),
		env("response_item", `{"type":"function_call_output","call_id":"c1","output":"ok"}`),
		env("event_msg", `{"type":"exec_command_end","call_id":"c1","exit_code":2,"status":"failed"}`),
		tokenCount(10, 5),
		tokenCount(10, 5), // a duplicated counter
		env("response_item", `{"type":"custom_tool_call","name":"apply_patch","input":"x","call_id":"c2"}`),
		env("event_msg", `{"type":"patch_apply_end","call_id":"c2","success":false}`),
		env("response_item", `{"type":"function_call","name":"mcp__private_server__q","arguments":"{}","call_id":"c3"}`),
		// A newer build's MCP call: the server in its namespace.
		env("response_item", `{"type":"function_call","name":"query","namespace":"mcp__private_db__","arguments":"{}","call_id":"c4"}`),
		env("response_item", `{"type":"function_call_output","call_id":"c4","output":"1"}`),
		env("response_item", `{"type":"function_call_output","call_id":"c9","output":"orphan"}`),
		tokenCount(20, 7),
		env("event_msg", `{"type":"task_complete","turn_id":"t1"}`),
		env("event_msg", `{"type":"task_started","turn_id":"t2"}`),
	}
	b := []string{
		env("session_meta", `{"id":"`+child+`","cli_version":"0.131.0","source":{"subagent":{"thread_spawn":{"parent_thread_id":"`+parent+`"}}}}`),
		tokenCount(3, 1),
		// The same call id as the parent's: pairing is per rollout.
		env("response_item", `{"type":"function_call_output","call_id":"c2","output":"late"}`),
	}
	rollouts := map[string][]string{
		"sessions/2026/01/02/rollout-2026-01-02T03-04-05-" + parent + ".jsonl": a,
		"sessions/2026/01/02/rollout-2026-01-02T03-05-05-" + child + ".jsonl":  b,
	}
	s := scanSection(t, 1, rollouts)
	if want := (codex.Calls{Function: 3, Custom: 1, Outputs: 4, Paired: 2, WithoutOutput: 2, OutputsWithoutCall: 2}); s.Calls != want {
		t.Errorf("calls %+v, want %+v", s.Calls, want)
	}
	want := codex.TokenUsage{Snapshots: 4, NullInfo: 1, Repeats: 1,
		Usage: codex.Usage{Input: 23, CachedInput: 2, Output: 8, Total: 31}}
	if s.Usage != want {
		t.Errorf("usage %+v, want %+v (each rollout's last snapshot once)", s.Usage, want)
	}
	if s.Exec.Ends != 1 || s.Exec.Failed != 1 || s.Exec.ExitCodes["2"] != 1 || s.Exec.Patches != 1 || s.Exec.PatchesFailed != 1 {
		t.Errorf("exec %+v", s.Exec)
	}
	if want := (codex.Turns{Started: 2, Completed: 1, Unterminated: 1}); s.Turns != want {
		t.Errorf("turns %+v, want %+v", s.Turns, want)
	}
	if s.Tools["mcp__…"] != 2 || s.Tools["exec_command"] != 1 || s.Tools["apply_patch"] != 1 || len(s.Tools) != 3 {
		t.Errorf("tools %v: want both MCP tools without their servers", s.Tools)
	}
	for _, d := range s.Drift {
		if d.Kind == codex.DriftToolName {
			t.Errorf("an MCP tool's name is drift: %v", d)
		}
	}
	if want := (codex.Descent{Subagents: 1, WithParent: 1}); s.Lineage != want {
		t.Errorf("lineage %+v, want %+v", s.Lineage, want)
	}
	if s.Versions["0.130.0"] != 1 || s.Versions["0.131.0"] != 1 || s.Models["gpt-5.3-codex"] != 1 || s.Rollouts != 2 {
		t.Errorf("versions %v, models %v, rollouts %d", s.Versions, s.Models, s.Rollouts)
	}
	if s.Payloads["event_msg/token_count"] != 5 || s.Types["session_meta"] != 2 || len(s.Roles) != 0 {
		t.Errorf("payload types %v, types %v, roles %v", s.Payloads, s.Types, s.Roles)
	}
	// The section does not depend on how files are spread over workers.
	if par := scanSection(t, 4, rollouts); !reflect.DeepEqual(par, s) {
		t.Errorf("scanned by 4 workers:\n%+v\nby 1:\n%+v", par, s)
	}
}
