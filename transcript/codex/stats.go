package codex

import "github.com/transcrub/transcrub/transcript"

// Stats is Codex's section of `transcrub scan --json` (under "sections",
// "codex"): the figures of rollouts the format-neutral transcript.Stats
// cannot name. Field names are a public contract, like transcript.Stats',
// and internal/gen fills the same struct as the oracle the scanner is
// tested against. Maps hold only non-zero counts and are never nil.
//
// Pairing, turns and usage are taken within a rollout: Codex pairs a call
// and its output by call_id in one file, and a token_count reports the
// session's cumulative usage.
type Stats struct {
	// Rollouts are the rollout files, Archived those under
	// archived_sessions/, EmptyFiles those of 0 bytes.
	Rollouts   int `json:"rollouts"`
	Archived   int `json:"archived"`
	EmptyFiles int `json:"empty_files"`
	// Generations counts records by the form of their line (envelope,
	// untimed, bare, header, state, other); Types envelope lines by
	// type ("(none)" when absent); Payloads response_item and event_msg
	// lines by "type/payload type", and bare items as "bare/type".
	Generations map[string]int `json:"generations"`
	Types       map[string]int `json:"types"`
	Payloads    map[string]int `json:"payload_types"`
	// Roles counts messages by role; Tools function and custom tool calls
	// by name, every MCP tool (mcp__<server>__<tool>, whose server is
	// private) as "mcp__…".
	Roles map[string]int `json:"roles"`
	Tools map[string]int `json:"tools"`
	Calls Calls          `json:"calls"`
	Exec  Exec           `json:"exec"`
	Turns Turns          `json:"turns"`
	Usage TokenUsage     `json:"usage"`
	// Versions counts rollouts by their first session_meta's cli_version;
	// Models turn_context lines by model.
	Versions     map[string]int `json:"versions"`
	Models       map[string]int `json:"models"`
	Lineage      Descent        `json:"lineage"`
	PayloadBytes Payloads       `json:"payload_bytes"`
	// History are the history.jsonl sidecars, HistoryBytes their sizes.
	History      int                    `json:"history_sidecars"`
	HistoryBytes transcript.SizeSummary `json:"history_bytes"`
	// Drift lists by name what rollouts hold outside Codex's documented
	// shapes (see Shapes.Drift); NotRecorded the fields the record says
	// Codex never writes that a record held (Shapes.Recorded).
	Drift       []transcript.DriftEntry `json:"drift"`
	NotRecorded []string                `json:"not_recorded"`
}

// Calls pairs calls with outputs by call_id within a rollout.
type Calls struct {
	// Function are the function_call items, Custom the custom_tool_call
	// ones, Other the local_shell_call and tool_search_call ones; Outputs
	// the function_call_output, custom_tool_call_output and
	// tool_search_output items.
	Function int `json:"function"`
	Custom   int `json:"custom"`
	Other    int `json:"other"`
	Outputs  int `json:"outputs"`
	// Paired are the call_ids with a call and an output in their rollout,
	// WithoutOutput those of a call alone (an unterminated turn), and
	// OutputsWithoutCall those of an output alone.
	Paired             int `json:"paired"`
	WithoutOutput      int `json:"without_output"`
	OutputsWithoutCall int `json:"outputs_without_call"`
}

// Exec counts the per-call outcomes Codex records: exec_command_end's
// exit_code and status, patch_apply_end's success.
type Exec struct {
	// Ends are the exec_command_end events, Failed those with a non-zero
	// exit_code or status "failed", ExitCodes them by exit_code.
	Ends      int            `json:"ends"`
	Failed    int            `json:"failed"`
	ExitCodes map[string]int `json:"exit_codes"`
	// Patches are the patch_apply_end events, PatchesFailed those with
	// success false.
	Patches       int `json:"patches"`
	PatchesFailed int `json:"patches_failed"`
}

// Turns are task_started events paired with task_complete by turn_id
// within a rollout.
type Turns struct {
	Started      int `json:"started"`
	Completed    int `json:"completed"`
	Unterminated int `json:"unterminated"`
	Aborted      int `json:"aborted"`
}

// TokenUsage is what token_count events say. Each snapshot is the
// session's cumulative usage so far (info.total_token_usage; the per-call
// last_token_usage is never added up), and snapshots repeat, so Usage
// sums each rollout's last snapshot once: its usage, counted once.
type TokenUsage struct {
	// Snapshots are the token_count events with usage, NullInfo those
	// with info null (before the first call), Repeats those whose total
	// is not above the one before (a regressed or duplicated counter).
	Snapshots int   `json:"snapshots"`
	NullInfo  int   `json:"null_info"`
	Repeats   int   `json:"repeats"`
	Usage     Usage `json:"total"`
}

// Descent counts what rollouts record of their parents (their first
// session_meta): forks (forked_from_id), thread_spawn subagents naming
// their parent thread, and subagents naming none (a guardian or
// reviewer); WithParent those whose parent's rollout was scanned too, and
// Replayed those that replay their parent's session_meta.
type Descent struct {
	Forks          int `json:"forks"`
	Subagents      int `json:"subagents"`
	OtherSubagents int `json:"other_subagents"`
	WithParent     int `json:"with_parent"`
	Replayed       int `json:"replayed"`
}

// Payloads are nearest-rank percentiles, in raw JSON bytes (quotes
// included): function call arguments, call outputs,
// encrypted_content, and a record's whole line.
type Payloads struct {
	Arguments transcript.Percentiles `json:"arguments"`
	Output    transcript.Percentiles `json:"output"`
	Encrypted transcript.Percentiles `json:"encrypted_content"`
	Line      transcript.Percentiles `json:"line"`
}

// NewStats returns empty Stats with their maps made.
func NewStats() Stats {
	return Stats{
		Generations: map[string]int{}, Types: map[string]int{}, Payloads: map[string]int{}, Roles: map[string]int{},
		Tools: map[string]int{}, Exec: Exec{ExitCodes: map[string]int{}}, Versions: map[string]int{},
		Models: map[string]int{}, Drift: []transcript.DriftEntry{}, NotRecorded: []string{},
	}
}
