package codex

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/transcrub/transcrub/transcript"
)

// Check is one predicate of Codex's fixture checklist (the record's 18
// items; an item with several shapes has a check for each): a test of
// one line's Record, or of the rollout's Summary.
type Check struct {
	ID          string
	Item        int // the record's item number, 1 to 18
	Description string
	// Frame is the test of a frame check, File of a file check. Exactly
	// one is set.
	Frame func(*Record) bool
	File  func(*Summary) bool
	// Synthetic is set when no real rollout of the record shows it (the
	// record's †).
	Synthetic bool
}

// Checklist is Codex's fixture checklist, in the record's order. Read it,
// never modify it. Each frame check means what a jq expression over the
// decoded line says (checklist_test.go has them, and holds the two to
// agreeing); the facts of the line it reads are facts.go's.
var Checklist = []Check{
	{ID: "session_meta_git", Item: 1, Description: "a session_meta with git and base_instructions",
		Frame: func(r *Record) bool {
			return r.is("session_meta") && r.facts.has(factGit) && r.facts.has(factBaseInstructions)
		}},
	{ID: "legacy_header", Item: 2, Synthetic: true, Description: "a pre-envelope first line: id, no type, no payload",
		Frame: func(r *Record) bool { return r.top.hasID && !r.top.typ && !r.top.payload }},
	{ID: "legacy_state", Item: 2, Synthetic: true, Description: `a pre-envelope record_type "state" line`,
		Frame: func(r *Record) bool { return r.recordType == "state" }},
	{ID: "meta_instructions", Item: 2, Synthetic: true, Description: "a 0.4x session_meta with instructions",
		Frame: func(r *Record) bool { return r.is("session_meta") && r.facts.has(factInstructions) }},
	{ID: "subagent_spawn", Item: 3, Description: "a thread_spawn subagent's session_meta naming its parent",
		Frame: func(r *Record) bool { return r.is("session_meta") && r.facts.has(factSpawnParent) }},
	{ID: "spawn_agent_call", Item: 3, Synthetic: true, Description: "a spawn_agent function_call",
		Frame: func(r *Record) bool { return r.item("function_call") && r.Name == "spawn_agent" }},
	{ID: "collab_child", Item: 3, Synthetic: true, Description: "a collab_* event carrying the child's thread id",
		Frame: func(r *Record) bool {
			return r.is("event_msg") && strings.HasPrefix(r.Item, "collab_") && r.facts.has(factNewThread)
		}},
	{ID: "subagent_other", Item: 3, Synthetic: true, Description: "a guardian or reviewer subagent (source.subagent.other)",
		Frame: func(r *Record) bool { return r.is("session_meta") && r.facts.has(factSubagentOther) }},
	{ID: "fork", Item: 4, Synthetic: true, Description: "a forked session_meta (forked_from_id)",
		Frame: func(r *Record) bool { return r.is("session_meta") && r.facts.has(factForked) }},
	{ID: "two_session_meta", Item: 4, Synthetic: true, Description: "a rollout with two session_meta lines",
		File: func(s *Summary) bool { return len(s.Metas) >= 2 }},
	{ID: "turn_context_instructions", Item: 5, Description: "a turn_context with user_instructions and writable_roots",
		Frame: func(r *Record) bool {
			return r.is("turn_context") && r.facts.has(factUserInstructions) && r.facts.has(factWritableRoots)
		}},
	{ID: "sandbox_mode", Item: 5, Description: "an old turn_context with sandbox_policy.mode",
		Frame: func(r *Record) bool { return r.is("turn_context") && r.facts.has(factSandboxMode) }},
	{ID: "developer_message", Item: 6, Description: "a developer-role message",
		Frame: func(r *Record) bool { return r.item("message") && r.Role == "developer" }},
	{ID: "phase_commentary", Item: 6, Description: `a message with phase "commentary"`,
		Frame: func(r *Record) bool { return r.item("message") && r.phase == "commentary" }},
	{ID: "phase_final_answer", Item: 6, Description: `a message with phase "final_answer"`,
		Frame: func(r *Record) bool { return r.item("message") && r.phase == "final_answer" }},
	{ID: "input_image", Item: 6, Description: "a message with an input_image item",
		Frame: func(r *Record) bool { return r.item("message") && r.image == hit }},
	{ID: "reasoning_empty_summary", Item: 7, Description: "reasoning with encrypted_content and an empty summary",
		Frame: func(r *Record) bool { return r.item("reasoning") && r.encrypted == lenMore && r.summary == lenZero }},
	{ID: "reasoning_summary", Item: 7, Description: "reasoning with encrypted_content and a summary",
		Frame: func(r *Record) bool { return r.item("reasoning") && r.encrypted == lenMore && r.summary == lenMore }},
	{ID: "call_output_pair", Item: 8, Description: "a call and its output paired by call_id",
		File: func(s *Summary) bool { return s.Calls.Len() > len(s.Unpaired()) }},
	{ID: "call_without_output", Item: 8, Description: "a call with no output in its rollout",
		File: func(s *Summary) bool { return len(s.Unpaired()) > 0 }},
	{ID: "exec_output_header", Item: 8, Description: "an exec output with the unified-exec text header",
		Frame: func(r *Record) bool {
			return r.item("function_call_output") && r.outputString() && hasDecodedPrefix(r.output, "Chunk ID:")
		}},
	{ID: "shell_json_output", Item: 8, Description: "an output that is a JSON-encoded string",
		Frame: func(r *Record) bool { return r.item("function_call_output") && r.outputHoldsObject() }},
	{ID: "apply_patch_call", Item: 9, Description: "a custom_tool_call apply_patch",
		Frame: func(r *Record) bool { return r.item("custom_tool_call") && r.Name == "apply_patch" }},
	{ID: "custom_tool_output", Item: 9, Description: "a custom_tool_call_output",
		Frame: func(r *Record) bool { return r.item("custom_tool_call_output") }},
	{ID: "patch_apply_end", Item: 9, Description: "a patch_apply_end event",
		Frame: func(r *Record) bool { return r.event("patch_apply_end") }},
	{ID: "mcp_call", Item: 10, Description: "a function_call to an MCP tool (mcp__…, or in an mcp__<server>__ namespace)",
		Frame: func(r *Record) bool { return r.item("function_call") && r.MCP() }},
	{ID: "web_search_call", Item: 11, Description: `a web_search_call with action.type "search"`,
		Frame: func(r *Record) bool { return r.item("web_search_call") && r.action == "search" }},
	{ID: "web_search_end", Item: 11, Description: "a web_search_end event",
		Frame: func(r *Record) bool { return r.event("web_search_end") }},
	{ID: "exec_failed", Item: 12, Description: "an exec_command_end with a non-zero exit_code or status failed",
		Frame: func(r *Record) bool {
			return r.item("exec_command_end") && (r.facts.has(factExitNonZero) || r.Status == "failed")
		}},
	{ID: "token_count_null", Item: 13, Description: "a token_count with info null",
		Frame: func(r *Record) bool { return r.item("token_count") && r.NullInfo }},
	{ID: "rate_limits_plan", Item: 13, Description: "a token_count with rate_limits.plan_type",
		Frame: func(r *Record) bool { return r.item("token_count") && r.facts.has(factPlanType) }},
	{ID: "counter_repeat", Item: 13, Description: "a regressed or duplicated cumulative token counter",
		File: func(s *Summary) bool { return s.Repeats > 0 }},
	{ID: "turn_pair", Item: 14, Description: "a task_started and its task_complete",
		File: func(s *Summary) bool { return s.Started.Len() > len(s.Unterminated()) }},
	{ID: "turn_unterminated", Item: 14, Description: "a task_started with no task_complete",
		File: func(s *Summary) bool { return len(s.Unterminated()) > 0 }},
	{ID: "turn_aborted", Item: 14, Synthetic: true, Description: "a turn_aborted event",
		Frame: func(r *Record) bool { return r.event("turn_aborted") }},
	{ID: "compacted_history", Item: 15, Description: "a compacted line with replacement_history",
		Frame: func(r *Record) bool { return r.is("compacted") && r.history == lenMore }},
	{ID: "context_compacted", Item: 15, Description: "a context_compacted event",
		Frame: func(r *Record) bool { return r.event("context_compacted") }},
	{ID: "compaction_item", Item: 15, Description: "a compaction item with encrypted_content, at any depth",
		Frame: func(r *Record) bool { return r.compactionItem() }},
	{ID: "local_images", Item: 16, Synthetic: true, Description: "a user_message with local_images",
		Frame: func(r *Record) bool { return r.item("user_message") && r.images == lenMore }},
	{ID: "both_streams", Item: 16, Description: "user prompts in both streams (event_msg and response_item)",
		File: func(s *Summary) bool { return s.UserEvents > 0 && s.UserItems > 0 }},
	{ID: "archived", Item: 17, Synthetic: true, Description: "a rollout under archived_sessions/",
		File: func(s *Summary) bool { return Archived(s.File.Path) }},
	{ID: "name_time_differs", Item: 17, Description: "a file name's local time that differs from the payload's UTC time",
		File: nameTimeDiffers},
	{ID: "unknown_type", Item: 18, Description: "an envelope line of an unknown type",
		Frame: func(r *Record) bool {
			_, known := Types[r.Type]
			return r.top.payload && !known
		}},
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
	{ID: "output_over_30kb", Item: 18, Description: "a tool output over 30 KB",
		Frame: func(r *Record) bool { return r.object && r.outputOver(30720) }},
}

// is reports whether the line is of type typ with a payload object.
func (r *Record) is(typ string) bool { return r.Type == typ && r.object }

// item reports whether the payload is an object of type typ.
func (r *Record) item(typ string) bool { return r.object && r.Item == typ }

// event reports whether the line is an event of type typ.
func (r *Record) event(typ string) bool { return r.Type == "event_msg" && r.item(typ) }

// outputString reports whether output is a string.
func (r *Record) outputString() bool { return len(r.output) > 0 && r.output[0] == '"' }

// outputOver reports whether output is a string that decodes to more
// than n UTF-8 bytes. Most strings are told by bounds and not measured:
// decoding turns an invalid byte into the three of U+FFFD and an escape
// into fewer bytes than it is written in, at least one fewer for each
// escape (which holds one backslash, or two: \\) and at most five fewer
// for each backslash (\u0041, or half of a surrogate pair); so a string
// decodes to at most three times its raw bytes, to at most those less
// one for every two backslashes when it is valid UTF-8, and to at least
// those less five for each backslash.
func (r *Record) outputOver(n int) bool {
	if !r.outputString() {
		return false
	}
	body := r.output[1 : len(r.output)-1]
	if 3*len(body) <= n {
		return false
	}
	if !utf8.Valid(body) {
		return transcript.DecodedLen(r.output) > n
	}
	if len(body) <= n {
		return false
	}
	switch k := bytes.Count(body, []byte{'\\'}); {
	case len(body)-k/2 <= n:
		return false
	case len(body)-5*k > n:
		return true
	}
	return transcript.DecodedLen(r.output) > n
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
