package claudecode

import "github.com/transcrub/transcrub/transcript"

// Stats is Claude Code's section of `transcrub scan --json` (under
// "sections", "claude-code"): the figures the format-neutral
// transcript.Stats cannot name. Field names are a public contract, like
// transcript.Stats', and internal/gen fills the same struct as the oracle
// the scanner is tested against. Maps hold only non-zero counts and are
// never nil.
//
// Pairing and messages are taken within a file: a call's result and the
// records of one API message are in the same file as the call and the
// message.
type Stats struct {
	// Sessions are the transcript files that are not flat subagents;
	// FlatSubagents the agent-<id>.jsonl files beside them (2.0.x);
	// EmptyFiles the transcript and subagent files of 0 bytes.
	Sessions      int `json:"sessions"`
	FlatSubagents int `json:"flat_subagents"`
	EmptyFiles    int `json:"empty_files"`
	// SidechainFrames are the frames with isSidechain true.
	SidechainFrames int `json:"sidechain_frames"`
	// Types counts frames by type ("(none)" when absent or not a
	// string); Subtypes counts "type:kind" for a system frame's subtype,
	// an attachment's attachment.type, a progress frame's data.type and a
	// queue-operation's operation.
	Types    map[string]int `json:"types"`
	Subtypes map[string]int `json:"subtypes"`
	// Prompts counts user frames by the JSON type of message.content
	// (string or array).
	Prompts map[string]int `json:"prompts"`
	// Results counts tool_result blocks by the JSON type of their
	// content; ResultBlocks the blocks of array contents by type;
	// ToolUseResults user frames by the JSON type of toolUseResult.
	Results        map[string]int `json:"results"`
	ResultBlocks   map[string]int `json:"result_blocks"`
	ToolUseResults map[string]int `json:"tool_use_results"`
	Calls          Calls          `json:"calls"`
	Messages       Messages       `json:"messages"`
	// Versions counts frames by their CLI version; Models and
	// StopReasons count API messages (message.id groups) by the model
	// and stop_reason of their last record ("null" for a null one).
	Versions    map[string]int `json:"versions"`
	Models      map[string]int `json:"models"`
	StopReasons map[string]int `json:"stop_reasons"`
	Payloads    Payloads       `json:"payload_bytes"`
	// MetaSidecars are the agent-<id>.meta.json files, Spills the
	// tool-results/<tool_use_id>.txt files, SpillBytes their sizes.
	MetaSidecars int                    `json:"meta_sidecars"`
	Spills       int                    `json:"spills"`
	SpillBytes   transcript.SizeSummary `json:"spill_bytes"`
	// WorkflowSubagents are the subagents of workflow runs
	// (subagents/workflows/<run>/agent-<id>.jsonl, counted in the
	// corpus's subagents too), WorkflowSidecars their runs' journal.jsonl
	// and workflows/<run>.json files (their meta files are MetaSidecars),
	// WorkflowScripts the runs' workflows/scripts/<name>.js files.
	WorkflowSubagents int `json:"workflow_subagents"`
	WorkflowSidecars  int `json:"workflow_sidecars"`
	WorkflowScripts   int `json:"workflow_scripts"`
}

// Calls pairs tool_use blocks with tool_result blocks by id.
type Calls struct {
	ToolUses int `json:"tool_uses"`
	Results  int `json:"results"`
	// Paired are the tool_use ids with a result in their file,
	// WithoutResult those with none (an unterminated tail), and
	// ResultsWithoutCall the results naming no tool_use of their file.
	Paired             int `json:"paired"`
	WithoutResult      int `json:"without_result"`
	ResultsWithoutCall int `json:"results_without_call"`
	// Errors are the results with is_error true; Spilled those whose
	// string content holds a <persisted-output> wrapper.
	Errors  int `json:"errors"`
	Spilled int `json:"spilled"`
}

// Messages counts API messages: assistant records grouped by message.id.
type Messages struct {
	IDs     int `json:"ids"`
	Records int `json:"records"`
	// MultiRecord are the ids spread over two or more records.
	MultiRecord int `json:"multi_record"`
	// Usage sums the usage of each id once: its last record's.
	Usage Usage `json:"usage"`
}

// Usage is token usage.
type Usage struct {
	Input         int64 `json:"input_tokens"`
	Output        int64 `json:"output_tokens"`
	CacheCreation int64 `json:"cache_creation_input_tokens"`
	CacheRead     int64 `json:"cache_read_input_tokens"`
}

// Payloads are nearest-rank percentiles, in bytes: a thinking block's
// decoded text, a tool_result's decoded string content or raw JSON array
// content, an image's base64 data, and a frame's whole line.
type Payloads struct {
	Thinking   transcript.Percentiles `json:"thinking"`
	ToolResult transcript.Percentiles `json:"tool_result"`
	Image      transcript.Percentiles `json:"image"`
	Line       transcript.Percentiles `json:"line"`
}

// NewStats returns empty Stats with their maps made.
func NewStats() Stats {
	return Stats{
		Types: map[string]int{}, Subtypes: map[string]int{}, Prompts: map[string]int{}, Results: map[string]int{},
		ResultBlocks: map[string]int{}, ToolUseResults: map[string]int{}, Versions: map[string]int{},
		Models: map[string]int{}, StopReasons: map[string]int{},
	}
}
