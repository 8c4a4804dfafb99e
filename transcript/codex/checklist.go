package codex

import (
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// Check is one predicate of Codex's fixture checklist (the record's 18
// items; an item with several shapes has a check for each). A frame check
// is a jq expression over one decoded line; a file check is a function of
// the rollout's Summary.
type Check struct {
	ID          string
	Item        int // the record's item number, 1 to 18
	Description string
	// Expr is the jq expression of a frame check; File the test of a
	// file check. Exactly one is set.
	Expr string
	File func(*Summary) bool
	// Synthetic is set when no real rollout of the record shows it (the
	// record's †).
	Synthetic bool
	// Keyword, when set, is a JSON string (quotes included) that a line
	// holding Expr holds verbatim, and MinLine a length it is not below:
	// a prefilter that spares decoding the lines that cannot hold. (A line
	// that spells the string with escapes is not matched.)
	Keyword string
	MinLine int
}

// lineTypes are Types' names as a jq array, for item 18.
const lineTypes = `["session_meta","response_item","event_msg","turn_context","compacted"]`

// Checklist is Codex's fixture checklist, in the record's order. Read it,
// never modify it.
var Checklist = []Check{
	{ID: "session_meta_git", Keyword: `"session_meta"`, Item: 1, Description: "a session_meta with git and base_instructions",
		Expr: `.type=="session_meta" and .payload.git != null and .payload.base_instructions != null`},
	{ID: "legacy_header", Item: 2, Synthetic: true, Description: "a pre-envelope first line: id, no type, no payload",
		Expr: `has("id") and (has("type")|not) and (has("payload")|not)`},
	{ID: "legacy_state", Keyword: `"record_type"`, Item: 2, Synthetic: true, Description: `a pre-envelope record_type "state" line`,
		Expr: `.record_type=="state"`},
	{ID: "meta_instructions", Keyword: `"instructions"`, Item: 2, Synthetic: true, Description: "a 0.4x session_meta with instructions",
		Expr: `.type=="session_meta" and (.payload|has("instructions"))`},
	{ID: "subagent_spawn", Keyword: `"parent_thread_id"`, Item: 3, Description: "a thread_spawn subagent's session_meta naming its parent",
		Expr: `.type=="session_meta" and (.payload.source.subagent.thread_spawn.parent_thread_id? != null)`},
	{ID: "spawn_agent_call", Keyword: `"spawn_agent"`, Item: 3, Synthetic: true, Description: "a spawn_agent function_call",
		Expr: `.payload.type=="function_call" and .payload.name=="spawn_agent"`},
	{ID: "collab_child", Keyword: `"new_thread_id"`, Item: 3, Synthetic: true, Description: "a collab_* event carrying the child's thread id",
		Expr: `.type=="event_msg" and ((.payload.type|tostring)|startswith("collab_")) and .payload.new_thread_id != null`},
	{ID: "subagent_other", Keyword: `"other"`, Item: 3, Synthetic: true, Description: "a guardian or reviewer subagent (source.subagent.other)",
		Expr: `.type=="session_meta" and (.payload.source.subagent.other? != null)`},
	{ID: "fork", Keyword: `"forked_from_id"`, Item: 4, Synthetic: true, Description: "a forked session_meta (forked_from_id)",
		Expr: `.type=="session_meta" and .payload.forked_from_id? != null`},
	{ID: "two_session_meta", Item: 4, Synthetic: true, Description: "a rollout with two session_meta lines",
		File: func(s *Summary) bool { return len(s.Metas) >= 2 }},
	{ID: "turn_context_instructions", Keyword: `"user_instructions"`, Item: 5, Description: "a turn_context with user_instructions and writable_roots",
		Expr: `.type=="turn_context" and .payload.user_instructions != null and (.payload.sandbox_policy.writable_roots? != null)`},
	{ID: "sandbox_mode", Keyword: `"sandbox_policy"`, Item: 5, Description: "an old turn_context with sandbox_policy.mode",
		Expr: `.type=="turn_context" and (.payload.sandbox_policy.mode? != null)`},
	{ID: "developer_message", Keyword: `"developer"`, Item: 6, Description: "a developer-role message",
		Expr: `.payload.type=="message" and .payload.role=="developer"`},
	{ID: "phase_commentary", Keyword: `"commentary"`, Item: 6, Description: `a message with phase "commentary"`,
		Expr: `.payload.type=="message" and .payload.phase=="commentary"`},
	{ID: "phase_final_answer", Keyword: `"final_answer"`, Item: 6, Description: `a message with phase "final_answer"`,
		Expr: `.payload.type=="message" and .payload.phase=="final_answer"`},
	{ID: "input_image", Keyword: `"input_image"`, Item: 6, Description: "a message with an input_image item",
		Expr: `.payload.type=="message" and any(.payload.content[]?; .type=="input_image")`},
	{ID: "reasoning_empty_summary", Keyword: `"encrypted_content"`, Item: 7, Description: "reasoning with encrypted_content and an empty summary",
		Expr: `.payload.type=="reasoning" and (.payload.encrypted_content|length) > 0 and (.payload.summary|length) == 0`},
	{ID: "reasoning_summary", Keyword: `"encrypted_content"`, Item: 7, Description: "reasoning with encrypted_content and a summary",
		Expr: `.payload.type=="reasoning" and (.payload.encrypted_content|length) > 0 and (.payload.summary|length) > 0`},
	{ID: "call_output_pair", Item: 8, Description: "a call and its output paired by call_id",
		File: func(s *Summary) bool { return s.Calls.Len() > len(s.Unpaired()) }},
	{ID: "call_without_output", Item: 8, Description: "a call with no output in its rollout",
		File: func(s *Summary) bool { return len(s.Unpaired()) > 0 }},
	{ID: "exec_output_header", Keyword: `"function_call_output"`, Item: 8, Description: "an exec output with the unified-exec text header",
		Expr: `.payload.type=="function_call_output" and ((.payload.output|type)=="string") and (.payload.output|startswith("Chunk ID:"))`},
	{ID: "shell_json_output", Keyword: `"function_call_output"`, Item: 8, Description: "an output that is a JSON-encoded string",
		Expr: `.payload.type=="function_call_output" and ((.payload.output|type)=="string") and ((.payload.output|fromjson?|type)=="object")`},
	{ID: "apply_patch_call", Keyword: `"apply_patch"`, Item: 9, Description: "a custom_tool_call apply_patch",
		Expr: `.payload.type=="custom_tool_call" and .payload.name=="apply_patch"`},
	{ID: "custom_tool_output", Keyword: `"custom_tool_call_output"`, Item: 9, Description: "a custom_tool_call_output",
		Expr: `.payload.type=="custom_tool_call_output"`},
	{ID: "patch_apply_end", Keyword: `"patch_apply_end"`, Item: 9, Description: "a patch_apply_end event",
		Expr: `.type=="event_msg" and .payload.type=="patch_apply_end"`},
	{ID: "mcp_call", Keyword: `"function_call"`, Item: 10, Description: "a function_call to an MCP tool (mcp__…)",
		Expr: `.payload.type=="function_call" and ((.payload.name|tostring)|startswith("mcp__"))`},
	{ID: "web_search_call", Keyword: `"web_search_call"`, Item: 11, Description: `a web_search_call with action.type "search"`,
		Expr: `.payload.type=="web_search_call" and .payload.action.type? == "search"`},
	{ID: "web_search_end", Keyword: `"web_search_end"`, Item: 11, Description: "a web_search_end event",
		Expr: `.type=="event_msg" and .payload.type=="web_search_end"`},
	{ID: "exec_failed", Keyword: `"exec_command_end"`, Item: 12, Description: "an exec_command_end with a non-zero exit_code or status failed",
		Expr: `.payload.type=="exec_command_end" and (((.payload.exit_code|type)=="number" and .payload.exit_code != 0) or .payload.status=="failed")`},
	{ID: "token_count_null", Keyword: `"token_count"`, Item: 13, Description: "a token_count with info null",
		Expr: `.payload.type=="token_count" and (.payload|has("info")) and .payload.info == null`},
	{ID: "rate_limits_plan", Keyword: `"plan_type"`, Item: 13, Description: "a token_count with rate_limits.plan_type",
		Expr: `.payload.type=="token_count" and (.payload.rate_limits.plan_type? != null)`},
	{ID: "counter_repeat", Item: 13, Description: "a regressed or duplicated cumulative token counter",
		File: func(s *Summary) bool { return s.Repeats > 0 }},
	{ID: "turn_pair", Item: 14, Description: "a task_started and its task_complete",
		File: func(s *Summary) bool { return s.Started.Len() > len(s.Unterminated()) }},
	{ID: "turn_unterminated", Item: 14, Description: "a task_started with no task_complete",
		File: func(s *Summary) bool { return len(s.Unterminated()) > 0 }},
	{ID: "turn_aborted", Keyword: `"turn_aborted"`, Item: 14, Synthetic: true, Description: "a turn_aborted event",
		Expr: `.type=="event_msg" and .payload.type=="turn_aborted"`},
	{ID: "compacted_history", Keyword: `"replacement_history"`, Item: 15, Description: "a compacted line with replacement_history",
		Expr: `.type=="compacted" and (.payload.replacement_history|length) > 0`},
	{ID: "context_compacted", Keyword: `"context_compacted"`, Item: 15, Description: "a context_compacted event",
		Expr: `.type=="event_msg" and .payload.type=="context_compacted"`},
	{ID: "compaction_item", Keyword: `"compaction"`, Item: 15, Description: "a compaction item with encrypted_content, at any depth",
		Expr: `any(.. | objects; .type=="compaction" and (.encrypted_content|length) > 0)`},
	{ID: "local_images", Keyword: `"local_images"`, Item: 16, Synthetic: true, Description: "a user_message with local_images",
		Expr: `.payload.type=="user_message" and (.payload.local_images|length) > 0`},
	{ID: "both_streams", Item: 16, Description: "user prompts in both streams (event_msg and response_item)",
		File: func(s *Summary) bool { return s.UserEvents > 0 && s.UserItems > 0 }},
	{ID: "archived", Item: 17, Synthetic: true, Description: "a rollout under archived_sessions/",
		File: func(s *Summary) bool { return Archived(s.File.Path) }},
	{ID: "name_time_differs", Item: 17, Description: "a file name's local time that differs from the payload's UTC time",
		File: nameTimeDiffers},
	{ID: "unknown_type", Keyword: `"payload"`, Item: 18, Description: "an envelope line of an unknown type",
		Expr: `has("payload") and ((.type|tostring) as $t | (` + lineTypes + `|index($t)) == null)`},
	{ID: "malformed_line", Item: 18, Description: "a line that is not a JSON object",
		File: func(s *Summary) bool {
			for _, d := range s.Diagnostics {
				if d.Problem == transcript.Malformed || d.Problem == transcript.Unterminated {
					return true
				}
			}
			return false
		}},
	{ID: "ends_mid_turn", Item: 18, Description: "a rollout whose last record is not a task_complete, in a started turn",
		File: func(s *Summary) bool { return len(s.Unterminated()) > 0 && s.Last != "task_complete" }},
	{ID: "output_over_30kb", Keyword: `"output"`, MinLine: 30720, Item: 18, Description: "a tool output over 30 KB",
		Expr: `(.payload.output? | type) == "string" and (.payload.output | utf8bytelength) > 30720`},
}

// nameTimeDiffers reports whether the rollout's name has a local time
// that is not its first session_meta's UTC time to the second.
func nameTimeDiffers(s *Summary) bool {
	r, ok := ParseName(s.File.Path[strings.LastIndexByte(s.File.Path, '/')+1:])
	if !ok || r.Local == "" || len(s.Metas) == 0 || len(s.Metas[0].Timestamp) < localLen {
		return false
	}
	utc := strings.NewReplacer(":", "-").Replace(s.Metas[0].Timestamp[:localLen])
	return utc != r.Local
}
