package selectors

import (
	"cmp"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// matchFormat runs a Matcher over lines as one file of format, framed by
// the format's own schema.
func matchFormat(t *testing.T, set *Set, format transcript.Format, f transcript.File, lines ...string) *FileResult {
	t.Helper()
	m := set.NewMatcher()
	m.Begin(format.Name(), f)
	rd := transcript.NewReader(format.Schema(), strings.NewReader(strings.Join(lines, "\n")+"\n"), f.Path, 0)
	for {
		fr, err := rd.Next()
		if err != nil {
			break
		}
		m.Frame(fr)
	}
	return m.End()
}

// sample is a predicate's positive and negative file, each a list of lines.
type sample struct {
	id       string
	pos, neg []string
	// posRole is the positive file's role (a transcript when unset); the
	// negative file is a transcript.
	posRole transcript.FileRole
	// posDir, when set, is the positive file's directory.
	posDir string
}

// checkSamples asserts that each predicate holds on its positive file and
// not on its negative one, and that every built-in of format has a sample.
func checkSamples(t *testing.T, format transcript.Format, dir string, samples []sample) {
	t.Helper()
	set, err := NewSet()
	if err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, s := range samples {
		id := format.Name() + "." + s.id
		i := set.Index(id)
		if i < 0 {
			t.Errorf("%s: no such predicate", id)
			continue
		}
		tested[id] = true
		f := transcript.File{Path: dir + "s.jsonl", Session: "s"}
		pf := f
		pf.Path = cmp.Or(s.posDir, dir) + "s.jsonl"
		if s.posRole == transcript.RoleSubagent {
			pf.Path, pf.Role = dir+"s/subagents/agent-a.jsonl", s.posRole
		}
		if r := matchFormat(t, set, format, pf, s.pos...); !r.Holds(i) {
			t.Errorf("%s: does not hold on its positive sample", id)
		}
		if r := matchFormat(t, set, format, f, s.neg...); r.Holds(i) {
			t.Errorf("%s: holds on its negative sample", id)
		}
	}
	for _, p := range set.Predicates() {
		if p.Format == format.Name() && !tested[p.ID] {
			t.Errorf("%s: no sample", p.ID)
		}
	}
}

const (
	ccUser     = `{"type":"user","uuid":"u1","message":{"role":"user","content":"hi"}}`
	ccUserArr  = `{"type":"user","uuid":"u2","message":{"role":"user","content":[{"type":"text","text":"hi"}]}}`
	ccAsst     = `{"type":"assistant","uuid":"a1","message":{"id":"m1","role":"assistant","stop_reason":"end_turn","content":[{"type":"text","text":"ok"}]}}`
	ccCall     = `{"type":"assistant","uuid":"a2","message":{"id":"m2","role":"assistant","stop_reason":"tool_use","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"ls"}}]}}`
	ccResult   = `{"type":"user","uuid":"u3","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"out"}]}}`
	ccOtherRes = `{"type":"user","uuid":"u4","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_9","content":"out"}]}}`
)

func ccLine(typ, rest string) string { return `{"type":"` + typ + `"` + rest + `}` }

func ccMsg(id, usage string, blocks ...string) string {
	return `{"type":"assistant","message":{"id":"` + id + `","role":"assistant","usage":` + usage + `,"content":[` + strings.Join(blocks, ",") + `]}}`
}

func ccUse(id, name string) string {
	return `{"type":"tool_use","id":"` + id + `","name":"` + name + `","input":{}}`
}

func ccResultOf(id, extra, content string) string {
	return `{"type":"user"` + extra + `,"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"` + id + `","content":` + content + `}]}}`
}

func TestClaudeCodeChecklist(t *testing.T) {
	u1, u2 := `{"input_tokens":1,"output_tokens":2}`, `{"input_tokens":1,"output_tokens":9}`
	big := `{"type":"user","message":{"role":"user","content":"` + strings.Repeat("x", 500<<10) + `"}}`
	checkSamples(t, claudecode.Format, "p/", []sample{
		{id: "prompt_string", pos: []string{ccUser}, neg: []string{ccUserArr, ccAsst}},
		{id: "prompt_blocks", pos: []string{ccUserArr}, neg: []string{ccUser, ccResult}},
		{id: "thinking_signature", pos: []string{ccMsg("m", u1, `{"type":"thinking","thinking":"t","signature":"c2ln"}`)},
			neg: []string{ccMsg("m", u1, `{"type":"thinking","thinking":"t","signature":""}`)}},
		{id: "multi_record_message", pos: []string{ccMsg("m", u1, `{"type":"text","text":"a"}`), ccMsg("m", u1, ccUse("t1", "Bash"))},
			neg: []string{ccMsg("m", u1), ccMsg("n", u1)}},
		{id: "usage_changes", pos: []string{ccMsg("m", u1), ccMsg("m", u2)}, neg: []string{ccMsg("m", u1), ccMsg("m", u1), ccMsg("n", u2)}},
		{id: "parallel_calls", pos: []string{ccMsg("m", u1, ccUse("t1", "Read")), ccMsg("m", u1, ccUse("t2", "Read"), ccUse("t3", "Read"))},
			neg: []string{ccMsg("m", u1, ccUse("t1", "Read"), ccUse("t2", "Read")), ccMsg("n", u1, ccUse("t3", "Read"))}},
		{id: "call_result_pair", pos: []string{ccCall, ccResult}, neg: []string{ccCall, ccOtherRes}},
		{id: "call_without_result", pos: []string{ccCall, ccOtherRes}, neg: []string{ccCall, ccResult}},
		{id: "error_result", pos: []string{`{"type":"user","toolUseResult":"Error: x","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","is_error":true,"content":"x"}]}}`},
			neg: []string{`{"type":"user","toolUseResult":{"stdout":""},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","is_error":true,"content":"x"}]}}`, ccResult}},
		{id: "array_result", pos: []string{ccResultOf("t", "", `[{"type":"text","text":"x"}]`)}, neg: []string{ccResult}},
		{id: "tool_reference", pos: []string{ccResultOf("t", "", `[{"type":"tool_reference","tool_name":"x"}]`)},
			neg: []string{ccResultOf("t", "", `[{"type":"text","text":"tool_reference"}]`)}},
		{id: "original_file", pos: []string{ccResultOf("t", `,"toolUseResult":{"originalFile":"x"}`, `"x"`)},
			neg: []string{ccResultOf("t", `,"toolUseResult":"originalFile"`, `"x"`)}},
		{id: "structured_patch", pos: []string{ccResultOf("t", `,"toolUseResult":{"structuredPatch":[]}`, `"x"`)},
			neg: []string{ccResultOf("t", `,"toolUseResult":{"originalFile":"x"}`, `"x"`)}},
		{id: "image_base64", pos: []string{`{"type":"user","message":{"role":"user","content":[{"type":"image","source":{"type":"base64","data":"AA=="}}]}}`},
			neg: []string{`{"type":"user","message":{"role":"user","content":[{"type":"image","source":{"type":"url","url":"u"}}]}}`}},
		{id: "line_over_500kb", pos: []string{big}, neg: []string{ccUser}},
		{id: "spilled_output", pos: []string{ccResultOf("t", "", `"<persisted-output>\nOutput too large. Full output saved to: /p/s/tool-results/t.txt\n</persisted-output>"`)},
			neg: []string{ccResultOf("t", "", `"persisted-output"`), `{"type":"user","message":{"role":"user","content":"<persisted-output>"}}`}},
		{id: "subagent_with_parent", posRole: transcript.RoleSubagent, pos: []string{ccAsst}, neg: []string{ccAsst}},
		{id: "flat_subagent", pos: []string{ccLine("user", `,"isSidechain":true`), ccLine("assistant", `,"isSidechain":true`)},
			neg: []string{ccLine("user", `,"isSidechain":true`), ccLine("assistant", `,"isSidechain":false`)}},
		{id: "spawn_call", pos: []string{ccMsg("m", u1, ccUse("t1", "Task")), ccResultOf("t1", `,"toolUseResult":{"agentId":"a1"}`, `"done"`)},
			neg: []string{ccMsg("m", u1, ccUse("t1", "Bash")), ccResultOf("t1", `,"toolUseResult":{"agentId":"a1"}`, `"done"`)}},
		{id: "mcp_call", pos: []string{ccMsg("m", u1, ccUse("t1", "mcp__srv__tool"))}, neg: []string{ccMsg("m", u1, ccUse("t1", "Bash")), ccUser}},
		{id: "summary_orphan", pos: []string{ccLine("summary", `,"leafUuid":"gone"`), ccUser}, neg: []string{ccUser, ccLine("summary", `,"leafUuid":"u1"`)}},
		{id: "summary_only", pos: []string{ccLine("summary", `,"leafUuid":"x"`)}, neg: []string{ccLine("summary", `,"leafUuid":"x"`), ccUser}},
		{id: "compact_boundary", pos: []string{ccLine("system", `,"subtype":"compact_boundary"`)}, neg: []string{ccLine("system", `,"subtype":"turn_duration"`)}},
		{id: "compact_summary", pos: []string{ccLine("user", `,"isCompactSummary":true`)}, neg: []string{ccLine("user", `,"isCompactSummary":false`)}},
		{id: "turn_duration", pos: []string{ccLine("system", `,"subtype":"turn_duration"`)}, neg: []string{ccLine("system", `,"subtype":"compact_boundary"`)}},
		{id: "stop_hook_summary", pos: []string{ccLine("system", `,"subtype":"stop_hook_summary"`)}, neg: []string{ccLine("system", "")}},
		{id: "interrupted_turn", pos: []string{ccUserArr, `{"type":"user","message":{"role":"user","content":[{"type":"text","text":"[Request interrupted by user for tool use]"}]}}`},
			neg: []string{`{"type":"user","message":{"role":"user","content":"I said [Request interrupted by user]"}}`, ccUser}},
		{id: "interrupted_turn", pos: []string{`{"type":"user","message":{"role":"user","content":"[Request interrupted by user]"}}`},
			neg: []string{`{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"[Request interrupted by user]"}]}}`}},
		{id: "last_stop_null", pos: []string{ccUser, `{"type":"assistant","message":{"id":"m","role":"assistant","stop_reason":null,"content":[]}}`},
			neg: []string{`{"type":"assistant","message":{"id":"m","role":"assistant","stop_reason":null,"content":[]}}`, ccAsst}},
		{id: "file_history_snapshot", pos: []string{ccLine("file-history-snapshot", `,"snapshot":{"trackedFileBackups":{"/a":{}}}`)},
			neg: []string{ccLine("file-history-snapshot", `,"snapshot":{"trackedFileBackups":{}}`)}},
		{id: "queue_enqueue", pos: []string{ccLine("queue-operation", `,"operation":"enqueue"`)}, neg: []string{ccLine("queue-operation", `,"operation":"dequeue"`)}},
		{id: "queue_dequeue", pos: []string{ccLine("queue-operation", `,"operation":"dequeue"`)}, neg: []string{ccLine("queue-operation", `,"operation":"enqueue"`)}},
		{id: "progress", pos: []string{ccLine("progress", "")}, neg: []string{ccUser}},
		{id: "attachment", pos: []string{ccLine("attachment", "")}, neg: []string{ccUser}},
		{id: "permission_mode", pos: []string{ccLine("permission-mode", "")}, neg: []string{ccLine("progress", "")}},
		{id: "last_prompt", pos: []string{ccLine("last-prompt", "")}, neg: []string{ccUser}},
		{id: "ai_title", pos: []string{ccLine("ai-title", "")}, neg: []string{ccUser}},
		{id: "slash_command", pos: []string{`{"type":"user","message":{"role":"user","content":"<command-name>/clear</command-name>\n<command-message>clear</command-message>"}}`},
			neg: []string{ccResultOf("t", "", `"<command-name>/clear</command-name>"`), ccUser}},
		{id: "meta_sibling", pos: []string{ccLine("user", `,"isMeta":true`)}, neg: []string{ccLine("user", `,"isMeta":false`)}},
		{id: "legacy_system", pos: []string{ccLine("system", `,"content":"x"`)}, neg: []string{ccLine("system", `,"subtype":"turn_duration"`)}},
		{id: "empty_file", pos: nil, neg: []string{ccUser}},
		{id: "unknown_type", pos: []string{ccLine("hologram", "")}, neg: []string{ccUser, ccLine("ai-title", "")}},
		{id: "git_branch", pos: []string{ccLine("user", `,"gitBranch":"main"`)}, neg: []string{ccLine("user", `,"gitBranch":""`)}},
	})
}

// TestClaudeCodeSidecars: a session's calls name its spills, and its
// Workflow results the journal and record of their run; a subagent also
// owns its meta file, and a workflow run's its run's journal and record.
func TestClaudeCodeSidecars(t *testing.T) {
	set, _ := NewSet()
	top := transcript.File{Path: "p/s.jsonl", Project: "p", Session: "s"}
	if got := strings.Join(matchFormat(t, set, claudecode.Format, top, ccCall, ccResult).Sidecars, ","); got != "p/s/tool-results/toolu_1.txt" {
		t.Errorf("session sidecars = %q", got)
	}
	child := transcript.File{Path: "p/s/subagents/agent-a.jsonl", Project: "p", Session: "s", Child: "a", Role: transcript.RoleSubagent}
	if got := strings.Join(matchFormat(t, set, claudecode.Format, child, ccCall).Sidecars, ","); got != "p/s/subagents/agent-a.meta.json,p/s/tool-results/toolu_1.txt" {
		t.Errorf("subagent sidecars = %q", got)
	}
	wf := transcript.File{Path: "p/s/subagents/workflows/wf_1/agent-a.jsonl", Project: "p", Session: "s", Child: "a",
		Role: transcript.RoleSubagent, Workflow: "wf_1"}
	want := "p/s/subagents/workflows/wf_1/agent-a.meta.json,p/s/subagents/workflows/wf_1/journal.jsonl,p/s/tool-results/toolu_1.txt,p/s/workflows/wf_1.json"
	if got := strings.Join(matchFormat(t, set, claudecode.Format, wf, ccCall).Sidecars, ","); got != want {
		t.Errorf("workflow subagent sidecars = %q, want %q", got, want)
	}
	launched := `{"type":"user","message":{"role":"user","content":"x"},"toolUseResult":{"status":"async_launched","runId":"wf_1","scriptPath":"s/workflows/scripts/review-wf_1.js"}}`
	want = "p/s/subagents/workflows/wf_1/journal.jsonl,p/s/workflows/scripts/review-wf_1.js,p/s/workflows/wf_1.json"
	if got := strings.Join(matchFormat(t, set, claudecode.Format, top, launched).Sidecars, ","); got != want {
		t.Errorf("sidecars of a session whose Workflow result names a run = %q, want %q", got, want)
	}
	// A scriptPath names a script of the session's own, relative to the
	// project or below any directory; one of another session's, or of
	// another shape, names none.
	for script, want := range map[string]string{
		"/home/u/.claude/projects/p/s/workflows/scripts/x.js": "p/s/workflows/scripts/x.js",
		"t/workflows/scripts/x.js":                            "",
		"xs/workflows/scripts/x.js":                           "",
		"s/workflows/scripts/x.ts":                            "",
		"s/workflows/scripts/a/x.js":                          "",
		"s/workflows/scripts/..\\\\x.js":                      "",
	} {
		line := `{"type":"user","message":{"role":"user","content":"x"},"toolUseResult":{"scriptPath":"` + script + `"}}`
		if got := strings.Join(matchFormat(t, set, claudecode.Format, top, line).Sidecars, ","); got != want {
			t.Errorf("sidecars of a session whose Workflow result's scriptPath is %q = %q, want %q", script, got, want)
		}
	}
}

func cx(typ, payload string) string {
	return `{"timestamp":"2025-01-02T03:04:05.000Z","type":"` + typ + `","payload":` + payload + `}`
}

func TestCodexChecklist(t *testing.T) {
	meta := cx("session_meta", `{"id":"x","timestamp":"2025-01-02T03:04:05Z","git":{"branch":"b"},"base_instructions":{"text":"t"}}`)
	call := cx("response_item", `{"type":"function_call","name":"exec_command","arguments":"{}","call_id":"call_1"}`)
	out := cx("response_item", `{"type":"function_call_output","call_id":"call_1","output":"Chunk ID: 1\nOutput:\nok"}`)
	other := cx("response_item", `{"type":"function_call_output","call_id":"call_2","output":"{\"output\":\"ok\",\"metadata\":{}}"}`)
	started := cx("event_msg", `{"type":"task_started","turn_id":"t1"}`)
	done := cx("event_msg", `{"type":"task_complete","turn_id":"t1"}`)
	tokens := func(n string) string {
		return cx("event_msg", `{"type":"token_count","info":{"total_token_usage":{"total_tokens":`+n+`}}}`)
	}
	msg := func(role, phase string) string {
		return cx("response_item", `{"type":"message","role":"`+role+`","phase":"`+phase+`","content":[{"type":"input_text","text":"x"}]}`)
	}
	ev := func(typ string) string { return cx("event_msg", `{"type":"`+typ+`"}`) }
	bigOut := cx("response_item", `{"type":"function_call_output","call_id":"c","output":"`+strings.Repeat("x", 30721)+`"}`)
	samples := []sample{
		{id: "session_meta_git", pos: []string{meta}, neg: []string{cx("session_meta", `{"id":"x","git":null}`)}},
		{id: "legacy_header", pos: []string{`{"id":"x","timestamp":"t"}`}, neg: []string{meta}},
		{id: "legacy_state", pos: []string{`{"record_type":"state"}`}, neg: []string{meta}},
		{id: "meta_instructions", pos: []string{cx("session_meta", `{"id":"x","instructions":"i"}`)}, neg: []string{meta}},
		{id: "subagent_spawn", pos: []string{cx("session_meta", `{"id":"x","source":{"subagent":{"thread_spawn":{"parent_thread_id":"p"}}}}`)},
			neg: []string{cx("session_meta", `{"id":"x","source":"cli"}`)}},
		{id: "spawn_agent_call", pos: []string{cx("response_item", `{"type":"function_call","name":"spawn_agent","arguments":"{}","call_id":"c"}`)}, neg: []string{call}},
		{id: "collab_child", pos: []string{cx("event_msg", `{"type":"collab_agent_spawn_end","call_id":"c","new_thread_id":"n"}`)},
			neg: []string{cx("event_msg", `{"type":"collab_waiting_end","call_id":"c"}`)}},
		{id: "subagent_other", pos: []string{cx("session_meta", `{"id":"x","source":{"subagent":{"other":"guardian"}}}`)}, neg: []string{meta}},
		{id: "fork", pos: []string{cx("session_meta", `{"id":"x","forked_from_id":"p"}`)}, neg: []string{meta}},
		{id: "two_session_meta", pos: []string{meta, meta}, neg: []string{meta, call}},
		{id: "turn_context_instructions", pos: []string{cx("turn_context", `{"user_instructions":"u","sandbox_policy":{"writable_roots":["/w"]}}`)},
			neg: []string{cx("turn_context", `{"user_instructions":"u","sandbox_policy":{"mode":"m"}}`)}},
		{id: "sandbox_mode", pos: []string{cx("turn_context", `{"sandbox_policy":{"mode":"m"}}`)}, neg: []string{cx("turn_context", `{"sandbox_policy":{"type":"t"}}`)}},
		{id: "developer_message", pos: []string{msg("developer", "")}, neg: []string{msg("user", "")}},
		{id: "phase_commentary", pos: []string{msg("assistant", "commentary")}, neg: []string{msg("assistant", "final_answer")}},
		{id: "phase_final_answer", pos: []string{msg("assistant", "final_answer")}, neg: []string{msg("assistant", "commentary")}},
		{id: "input_image", pos: []string{cx("response_item", `{"type":"message","role":"user","content":[{"type":"input_image","image_url":"u"}]}`)}, neg: []string{msg("user", "")}},
		{id: "reasoning_empty_summary", pos: []string{cx("response_item", `{"type":"reasoning","summary":[],"encrypted_content":"QUJD"}`)},
			neg: []string{cx("response_item", `{"type":"reasoning","summary":[{"type":"summary_text","text":"s"}],"encrypted_content":"QUJD"}`)}},
		{id: "reasoning_summary", pos: []string{cx("response_item", `{"type":"reasoning","summary":[{"type":"summary_text","text":"s"}],"encrypted_content":"QUJD"}`)},
			neg: []string{cx("response_item", `{"type":"reasoning","summary":[{"type":"summary_text","text":"s"}],"encrypted_content":""}`)}},
		{id: "call_output_pair", pos: []string{call, out}, neg: []string{call, other}},
		{id: "call_without_output", pos: []string{call, other}, neg: []string{call, out}},
		{id: "exec_output_header", pos: []string{call, out}, neg: []string{call, other, cx("response_item", `{"type":"function_call_output","call_id":"c","output":"see Chunk ID: 1"}`)}},
		{id: "shell_json_output", pos: []string{call, other}, neg: []string{call, out, cx("response_item", `{"type":"function_call_output","call_id":"c","output":"[1]"}`)}},
		{id: "apply_patch_call", pos: []string{cx("response_item", `{"type":"custom_tool_call","name":"apply_patch","input":"*** Begin Patch","call_id":"c"}`)}, neg: []string{call}},
		{id: "custom_tool_output", pos: []string{cx("response_item", `{"type":"custom_tool_call_output","call_id":"c","output":"o"}`)}, neg: []string{out}},
		{id: "patch_apply_end", pos: []string{ev("patch_apply_end")}, neg: []string{ev("web_search_end")}},
		{id: "mcp_call", pos: []string{cx("response_item", `{"type":"function_call","name":"mcp__srv__q","arguments":"{}","call_id":"c"}`)}, neg: []string{call}},
		{id: "web_search_call", pos: []string{cx("response_item", `{"type":"web_search_call","status":"completed","action":{"type":"search"}}`)},
			neg: []string{cx("response_item", `{"type":"web_search_call","status":"completed","action":{"type":"open_page"}}`)}},
		{id: "web_search_end", pos: []string{ev("web_search_end")}, neg: []string{ev("patch_apply_end")}},
		{id: "exec_failed", pos: []string{cx("event_msg", `{"type":"exec_command_end","exit_code":2,"status":"failed"}`)},
			neg: []string{cx("event_msg", `{"type":"exec_command_end","exit_code":0,"status":"completed"}`)}},
		{id: "token_count_null", pos: []string{cx("event_msg", `{"type":"token_count","info":null}`)}, neg: []string{tokens("5")}},
		{id: "rate_limits_plan", pos: []string{cx("event_msg", `{"type":"token_count","info":null,"rate_limits":{"plan_type":"plus"}}`)}, neg: []string{tokens("5")}},
		{id: "counter_repeat", pos: []string{tokens("5"), tokens("5")}, neg: []string{tokens("5"), tokens("6")}},
		{id: "turn_pair", pos: []string{started, done}, neg: []string{started}},
		{id: "turn_unterminated", pos: []string{started}, neg: []string{started, done}},
		{id: "turn_aborted", pos: []string{ev("turn_aborted")}, neg: []string{ev("task_complete")}},
		{id: "compacted_history", pos: []string{cx("compacted", `{"message":"","replacement_history":[{"type":"message","role":"user","content":[]}]}`)},
			neg: []string{cx("compacted", `{"message":"","replacement_history":[]}`)}},
		{id: "context_compacted", pos: []string{ev("context_compacted")}, neg: []string{ev("task_complete")}},
		{id: "compaction_item", pos: []string{cx("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":"QUJD"}]}`)},
			neg: []string{cx("compacted", `{"replacement_history":[{"type":"compaction","encrypted_content":""}]}`)}},
		{id: "local_images", pos: []string{cx("event_msg", `{"type":"user_message","message":"m","local_images":["/a.png"]}`)},
			neg: []string{cx("event_msg", `{"type":"user_message","message":"m","local_images":[]}`)}},
		{id: "both_streams", pos: []string{cx("event_msg", `{"type":"user_message","message":"m"}`), msg("user", "")},
			neg: []string{cx("event_msg", `{"type":"user_message","message":"m"}`), msg("assistant", "")}},
		{id: "unknown_type", pos: []string{cx("world_state", `{}`)}, neg: []string{meta, call}},
		{id: "ends_mid_turn", pos: []string{started, call}, neg: []string{started, done}},
		{id: "output_over_30kb", pos: []string{bigOut}, neg: []string{out}},
	}
	// archived holds of the path alone, in a source and in a bundle.
	samples = append(samples, sample{id: "archived", posDir: "archived_sessions/", pos: []string{meta}, neg: []string{meta}},
		sample{id: "archived", posDir: "codex/archived_sessions/2025/01/02/", pos: []string{meta}, neg: []string{meta}})
	checkSamples(t, codex.Format, "sessions/2025/01/02/", samples)
	set, _ := NewSet()
	for _, id := range codexSourceOnly {
		if set.Index("codex."+id) >= 0 {
			t.Errorf("codex.%s, which no bundle witnesses, is in the checklist", id)
		}
	}
}

// TestChecklistPerFormat: a file is checked against its own format's
// checklist and the custom predicates only, and a custom predicate cannot
// take a built-in id of any format.
func TestChecklistPerFormat(t *testing.T) {
	p, err := ParseWhere(`has_type=has("type") or has("role")`)
	if err != nil {
		t.Fatal(err)
	}
	set, _ := NewSet(p)
	user, custom, ccPrompt := set.Index("user_frame"), set.Index("has_type"), set.Index("claude-code.prompt_string")
	r := matchFormat(t, set, claudecode.Format, transcript.File{Path: "p/s.jsonl"}, ccUser)
	if !r.Holds(custom) || !r.Holds(ccPrompt) || r.Holds(user) {
		t.Errorf("claude-code file: custom %v prompt_string %v user_frame %v", r.Holds(custom), r.Holds(ccPrompt), r.Holds(user))
	}
	r = matchFormat(t, set, cursor.Format, transcript.File{Path: "p/agent-transcripts/s/s.jsonl"}, `{"role":"user","message":{"content":[]}}`)
	if !r.Holds(custom) || r.Holds(ccPrompt) || !r.Holds(user) {
		t.Errorf("cursor file: custom %v prompt_string %v user_frame %v", r.Holds(custom), r.Holds(ccPrompt), r.Holds(user))
	}
	r = matchFormat(t, set, codex.Format, transcript.File{Path: "sessions/rollout-x.jsonl"}, cx("event_msg", `{"type":"turn_aborted"}`))
	if !r.Holds(custom) || !r.Holds(set.Index("codex.turn_aborted")) || r.Holds(user) || r.Holds(ccPrompt) {
		t.Errorf("codex file: custom %v turn_aborted %v", r.Holds(custom), r.Holds(set.Index("codex.turn_aborted")))
	}
	for _, id := range []string{"codex.fork", "claude-code.mcp_call"} {
		if _, err := Custom(id, ".x"); err == nil {
			t.Errorf("custom predicate %s accepted", id)
		}
	}
}

// TestBuiltinIDs: built-in ids are unique across the formats and spelled
// as a custom id must be, so a manifest names each once; a sibling
// format's built-in names its record's item, and every item of the
// record (20 for Claude Code, 18 for Codex) has one.
func TestBuiltinIDs(t *testing.T) {
	seen := map[string]bool{}
	items := map[string]map[int]bool{claudecode.Name: {}, codex.Name: {}}
	for _, p := range Checklist() {
		if seen[p.ID] || !idPattern.MatchString(p.ID) {
			t.Errorf("built-in id %q repeats or is not a valid id", p.ID)
		}
		seen[p.ID] = true
		if items[p.Format] != nil {
			items[p.Format][p.Item] = true
		}
	}
	for format, n := range map[string]int{claudecode.Name: 20, codex.Name: 18} {
		for i := range n + 1 {
			if items[format][i] != (i > 0) {
				t.Errorf("%s: item %d has a built-in: %v", format, i, items[format][i])
			}
		}
	}
}

// TestKeywordScan: the prefilter finds a keyword standing as a whole key
// or value, not inside a longer string, and past escaped quotes.
func TestKeywordScan(t *testing.T) {
	s := keywordSet{}
	a, b, c := s.add([]byte(`"function_call"`)), s.add([]byte(`"payload"`)), s.add([]byte("isMeta"))
	for line, want := range map[string]uint64{
		`{"type":"function_call","payload":{}}`:                     a | b,
		`{"type":"function_call_output","x":"payload!"}`:            0,
		`{"text":"say \"function_call\" \\","isMeta":true}`:         c,
		`{"t":"\\\\","payload":1}`:                                  b,
		`{"long":"` + strings.Repeat("x", 100) + `","isMeta":true}`: c,
	} {
		if got := s.scan([]byte(line)); got != want {
			t.Errorf("scan(%s) = %b, want %b", line, got, want)
		}
	}
}
