package claudecode_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// One API message over three records, its usage repeated and grown on
// the last, counts once with the last record's usage; a call paired by
// id across lines, one without a result, an error result in the array
// form and a result naming no call are counted as such.
func TestSectionMessagesAndCalls(t *testing.T) {
	rec := func(block, stop string, out int) string {
		return `{"type":"assistant","version":"2.1.7","isSidechain":false,"message":{"id":"msg_1","model":"m","content":[` + block +
			`],"stop_reason":` + stop + `,"usage":{"input_tokens":3,"output_tokens":` + strconv.Itoa(out) + `}}}`
	}
	lines := rec(`{"type":"thinking","thinking":"abc","signature":"s"}`, "null", 5) + "\n" +
		rec(`{"type":"tool_use","id":"toolu_a","name":"Bash","input":{}}`, "null", 5) + "\n" +
		rec(`{"type":"tool_use","id":"toolu_b","name":"Read","input":{}}`, `"tool_use"`, 7) + "\n" +
		`{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_a","content":"ok"}]}}` + "\n" +
		`{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_z","is_error":true,"content":[{"type":"text","text":"x"}]}]},"toolUseResult":"Error: x"}` + "\n"
	root := t.TempDir()
	p := filepath.Join(root, "-p", "11111111-2222-4333-8444-555555555555.jsonl")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(lines), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := transcript.Scan(context.Background(), []*transcript.Corpus{discover(t, root)}, transcript.ScanOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := r.Sections[claudecode.Name].(claudecode.Stats)
	m := s.Messages
	if m.IDs != 1 || m.Records != 3 || m.MultiRecord != 1 || m.Usage.Input != 3 || m.Usage.Output != 7 {
		t.Errorf("messages %+v, want 1 id over 3 records with the last usage (3 in, 7 out)", m)
	}
	if s.StopReasons["tool_use"] != 1 || len(s.StopReasons) != 1 || s.Models["m"] != 1 {
		t.Errorf("stop reasons %v, models %v: want the last record's, once", s.StopReasons, s.Models)
	}
	want := claudecode.Calls{ToolUses: 2, Results: 2, Paired: 1, WithoutResult: 1, ResultsWithoutCall: 1, Errors: 1}
	if s.Calls != want {
		t.Errorf("calls %+v, want %+v", s.Calls, want)
	}
	if s.Results["string"] != 1 || s.Results["array"] != 1 || s.ResultBlocks["text"] != 1 || s.ToolUseResults["string"] != 1 {
		t.Errorf("results %v, result blocks %v, toolUseResults %v", s.Results, s.ResultBlocks, s.ToolUseResults)
	}
	if s.Versions["2.1.7"] != 3 || s.Payloads.Thinking.Max != 3 || s.Sessions != 1 {
		t.Errorf("versions %v, thinking %+v, sessions %d", s.Versions, s.Payloads.Thinking, s.Sessions)
	}
}

// A workflow run's subagent, its meta, its journal, its record and its
// script count as workflow subagents, sidecars and scripts (the meta as
// a meta sidecar), not as sessions or spills.
func TestSectionWorkflowFiles(t *testing.T) {
	r, err := transcript.Scan(context.Background(), []*transcript.Corpus{discover(t, tree(t))}, transcript.ScanOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	s := r.Sections[claudecode.Name].(claudecode.Stats)
	if s.WorkflowSubagents != 1 || s.WorkflowSidecars != 2 || s.WorkflowScripts != 1 || s.MetaSidecars != 2 || s.Spills != 1 || s.Sessions != 2 {
		t.Errorf("workflow subagents %d, sidecars %d, scripts %d, meta %d, spills %d, sessions %d; want 1, 2, 1, 2, 1, 2",
			s.WorkflowSubagents, s.WorkflowSidecars, s.WorkflowScripts, s.MetaSidecars, s.Spills, s.Sessions)
	}
}

// A file written with CR LF line ends, read anyway, gets one diagnostic,
// at its first line, and its problem count tallies every line.
func TestCRLFFileOneDiagnostic(t *testing.T) {
	line := `{"type":"user","message":{"role":"user","content":"hi"}}` + "\r\n"
	root := t.TempDir()
	p := filepath.Join(root, "-p", "11111111-2222-4333-8444-555555555555.jsonl")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(line+line+line), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := transcript.Scan(context.Background(), []*transcript.Corpus{discover(t, root)}, transcript.ScanOptions{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Diagnostics) != 1 || r.Diagnostics[0].Problem != transcript.CRLF || r.Diagnostics[0].Line != 1 {
		t.Errorf("diagnostics %+v, want one crlf at line 1", r.Diagnostics)
	}
	if r.Problems[string(transcript.CRLF)] != 3 {
		t.Errorf("crlf tallied %d times, want 3", r.Problems[string(transcript.CRLF)])
	}
}
