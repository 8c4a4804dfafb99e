package selectors

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// claudeChecklist is the Claude Code record's fixture checklist (20
// items; an item with several shapes has a predicate for each), its ids
// prefixed "claude-code.". Left out are the shapes no bundle can witness:
// a malformed or non-object line (the bundle leaves it out) and the
// privacy items of item 20 but the branch (a home path in cwd, a user
// name in the project directory, an email in an output: scrubbing
// removes them). Item 10 (a result naming a spill, <persisted-output>),
// 16's interrupted turn ([Request interrupted by user) and 18's slash
// command (<command-name> in a prompt) are witnessed by a harness marker
// inside a string, which structural mode keeps (the schema's Markers).
var claudeChecklist = &checklist{format: claudecode.Name, tally: newClaudeTally, every: true, decode: true, family: true, preds: builtin(claudecode.Name, []Predicate{
	cc("prompt_string", 1, "a user prompt as a string", whole(func(f *transcript.Frame) bool {
		return f.Type == "user" && f.ContentKind == transcript.ValueString
	})),
	cc("prompt_blocks", 1, "a user prompt as an array with a text block", whole(func(f *transcript.Frame) bool {
		return f.Type == "user" && f.ContentKind == transcript.ValueArray && slices.ContainsFunc(f.Blocks, func(b transcript.Block) bool { return b.Type == "text" })
	})),
	ccJQ("thinking_signature", "signature", 2, "a thinking block with a signature",
		`any(.message.content[]?; .type=="thinking" and (.signature|length) > 0)`),
	ccFile("multi_record_message", 3, "two or more assistant lines of one message.id",
		func(t *claudeTally) bool { return t.maxLines >= 2 }),
	ccFile("usage_changes", 3, "a message.id whose lines carry different usage",
		func(t *claudeTally) bool { return t.usageChanges }),
	ccFile("parallel_calls", 4, "three or more tool_use blocks across the lines of one message.id",
		func(t *claudeTally) bool { return t.maxCalls >= 3 }),
	ccFile("call_result_pair", 5, "a tool_use and the tool_result naming its id",
		func(t *claudeTally) bool {
			return slices.ContainsFunc(t.calls, func(id string) bool { return t.results[id] })
		}),
	ccFile("call_without_result", 5, "a tool_use no tool_result of the file names",
		func(t *claudeTally) bool {
			return slices.ContainsFunc(t.calls, func(id string) bool { return !t.results[id] })
		}),
	ccJQ("error_result", "is_error", 6, "an error tool_result with a string toolUseResult",
		`any(.message.content[]?; .type=="tool_result" and .is_error==true) and (.toolUseResult|type)=="string"`),
	ccJQ("array_result", "tool_result", 7, "a tool_result whose content is an array",
		`any(.message.content[]?; .type=="tool_result" and (.content|type)=="array")`),
	ccJQ("tool_reference", "tool_reference", 7, "a tool_result with a tool_reference block",
		`any(.message.content[]?; .type=="tool_result" and any(.content[]?; .type=="tool_reference"))`),
	ccJQ("original_file", "originalFile", 8, "a structured toolUseResult carrying originalFile",
		`(.toolUseResult|type)=="object" and .toolUseResult.originalFile != null`),
	ccJQ("structured_patch", "structuredPatch", 8, "a structured toolUseResult carrying structuredPatch",
		`(.toolUseResult|type)=="object" and .toolUseResult.structuredPatch != null`),
	ccJQ("image_base64", "base64", 9, "a base64 image block",
		`any(.message.content[]?; .type=="image" and .source.type=="base64")`),
	cc("line_over_500kb", 9, "a line over 500 KB", whole(func(f *transcript.Frame) bool {
		return len(f.Line.Bytes) > 500<<10
	})),
	ccMarked("spilled_output", "<persisted-output>", 10, "a tool_result whose text names a spill (<persisted-output>)",
		`any(.message.content[]?; .type=="tool_result" and ((.content|tostring)|contains("<persisted-output>")))`),
	withParent(ccFile("subagent_with_parent", 11, "a subagents/agent-*.jsonl exported together with its parent transcript",
		func(t *claudeTally) bool { return t.file.Role == transcript.RoleSubagent })),
	ccFile("flat_subagent", 11, "a subagent transcript beside the sessions (2.0.x): every line a sidechain",
		func(t *claudeTally) bool {
			return t.file.Role != transcript.RoleSubagent && t.lines > 0 && t.sidechain == t.lines
		}),
	ccFile("spawn_call", 12, "a Task or Agent tool_use whose result names the agent (toolUseResult.agentId)",
		func(t *claudeTally) bool {
			return slices.ContainsFunc(t.spawns, func(id string) bool { return t.spawned[id] })
		}),
	cc("mcp_call", 13, "a tool_use of an MCP tool (mcp__…)", anyBlock(func(b *transcript.Block) bool {
		return b.Type == "tool_use" && strings.HasPrefix(b.Name, "mcp__")
	})),
	ccFile("summary_orphan", 14, "a summary whose leafUuid is not a uuid of the file",
		func(t *claudeTally) bool {
			return slices.ContainsFunc(t.leaves, func(id string) bool { return !t.uuids[id] })
		}),
	ccFile("summary_only", 14, "a file of summary frames only",
		func(t *claudeTally) bool { return t.lines > 0 && t.summaries == t.lines }),
	ccJQ("compact_boundary", "compact_boundary", 15, "a system compact_boundary frame", `.type=="system" and .subtype=="compact_boundary"`),
	ccJQ("compact_summary", "isCompactSummary", 15, "a user frame that is a compact summary", `.type=="user" and .isCompactSummary==true`),
	ccJQ("turn_duration", "turn_duration", 16, "a system turn_duration frame", `.type=="system" and .subtype=="turn_duration"`),
	ccJQ("stop_hook_summary", "stop_hook_summary", 16, "a system stop_hook_summary frame", `.type=="system" and .subtype=="stop_hook_summary"`),
	ccMarked("interrupted_turn", "[Request interrupted by user", 16, "a user text starting [Request interrupted by user",
		`.type=="user" and ((.message.content|type)=="string" and (.message.content|startswith("[Request interrupted by user"))
			or any(.message.content[]?; .type=="text" and ((.text|tostring)|startswith("[Request interrupted by user"))))`),
	ccFile("last_stop_null", 16, "a file whose last frame is an assistant message with stop_reason null",
		func(t *claudeTally) bool { return t.lastStopNull }),
	ccJQ("file_history_snapshot", "trackedFileBackups", 17, "a file-history-snapshot with tracked file backups",
		`.type=="file-history-snapshot" and (.snapshot.trackedFileBackups|length) > 0`),
	ccJQ("queue_enqueue", "enqueue", 17, "a queue-operation enqueue", `.type=="queue-operation" and .operation=="enqueue"`),
	ccJQ("queue_dequeue", "dequeue", 17, "a queue-operation dequeue", `.type=="queue-operation" and .operation=="dequeue"`),
	ccType("progress", 17), ccType("attachment", 17), ccType("permission-mode", 17),
	ccType("last-prompt", 17), ccType("ai-title", 17),
	ccMarked("slash_command", "<command-name>", 18, "a string prompt holding a slash command (<command-name>)",
		`.type=="user" and (.message.content|type)=="string" and (.message.content|contains("<command-name>"))`),
	ccJQ("meta_sibling", "isMeta", 18, "an isMeta user frame", `.type=="user" and .isMeta==true`),
	ccJQ("legacy_system", "system", 18, "a system frame without subtype", `.type=="system" and (has("subtype")|not)`),
	ccFile("empty_file", 19, "a transcript file with no lines", func(t *claudeTally) bool { return t.lines == 0 }),
	cc("unknown_type", 19, "a frame of a type the record does not list", whole(func(f *transcript.Frame) bool {
		return !slices.Contains(claudeTypes, f.Type)
	})),
	// On nearly every line of a session: typed, not jq.
	cc("git_branch", 20, "a frame with a non-empty gitBranch", whole(func(f *transcript.Frame) bool {
		return slices.ContainsFunc(f.Idents, func(id transcript.Ident) bool { return id.Field == transcript.FieldBranch && id.Value != "" })
	})),
})}

// claudeTypes are the frame types of the record's taxonomy.
var claudeTypes = []string{"user", "assistant", "system", "summary", "file-history-snapshot", "queue-operation",
	"progress", "attachment", "permission-mode", "last-prompt", "ai-title", "custom-title", "tag",
	"agent-name", "pr-link", "mode", "worktree-state", "content-replacement", "marble-origami-commit",
	"marble-origami-snapshot", "speculation-accept", "attribution-snapshot"}

func cc(id string, item int, desc string, frame func(*transcript.Frame) (bool, int)) Predicate {
	return Predicate{ID: claudecode.Name + "." + id, Item: item, Description: desc, frame: frame}
}

// ccJQ is a jq predicate whose lines hold the JSON string keyword (a key
// it reads or a value it compares, unquoted here).
func ccJQ(id, keyword string, item int, desc, expr string) Predicate {
	return Predicate{ID: claudecode.Name + "." + id, Item: item, Description: desc, jq: jqCheck(expr), keyword: []byte(keyword)}
}

// ccMarked is a jq predicate whose lines hold the harness marker as it
// is written, inside a string.
func ccMarked(id, marker string, item int, desc, expr string) Predicate {
	return Predicate{ID: claudecode.Name + "." + id, Item: item, Description: desc, jq: jqCheck(expr), marker: []byte(marker)}
}

func ccType(typ string, item int) Predicate {
	return cc(strings.ReplaceAll(typ, "-", "_"), item, "a "+typ+" frame", whole(func(f *transcript.Frame) bool { return f.Type == typ }))
}

func withParent(p Predicate) Predicate {
	p.Parent = true
	return p
}

func ccFile(id string, item int, desc string, test func(*claudeTally) bool) Predicate {
	return Predicate{ID: claudecode.Name + "." + id, Item: item, Description: desc, file: func(t tally) bool { return test(t.(*claudeTally)) }}
}

// claudeTally is what Claude Code's file predicates read of a file: the
// assistant lines and tool_use blocks of each message.id, the calls and
// the results naming them, the uuids and the summaries' leaves, and the
// spills its calls may have left.
type claudeTally struct {
	file                          transcript.File
	lines, sidechain, summaries   int
	byMessage                     map[string]*claudeMessage
	maxLines, maxCalls            int
	usageChanges, lastStopNull    bool
	calls, spawns, leaves         []string
	results, spawned, uuids, seen map[string]bool
}

// claudeMessage is one message.id's lines so far.
type claudeMessage struct {
	lines, calls int
	usage        string // the first line's usage, as JSON-ish text
}

func newClaudeTally(f transcript.File) tally {
	return &claudeTally{file: f, byMessage: map[string]*claudeMessage{},
		results: map[string]bool{}, spawned: map[string]bool{}, uuids: map[string]bool{}, seen: map[string]bool{}}
}

func (t *claudeTally) frame(f *transcript.Frame, line any) {
	t.lines++
	v, _ := line.(map[string]any)
	if v["isSidechain"] == true {
		t.sidechain++
	}
	if id, ok := v["uuid"].(string); ok {
		t.uuids[id] = true
	}
	if f.Type == "summary" {
		t.summaries++
		if id, ok := v["leafUuid"].(string); ok {
			t.leaves = append(t.leaves, id)
		}
	}
	msg, _ := v["message"].(map[string]any)
	t.lastStopNull = false
	if f.Type == "assistant" && msg != nil {
		stop, has := msg["stop_reason"]
		t.lastStopNull = has && stop == nil
		if id, ok := msg["id"].(string); ok {
			t.message(id, msg, f.ToolUses())
		}
	}
	blocks, _ := msg["content"].([]any)
	agent := false
	if r, ok := v["toolUseResult"].(map[string]any); ok {
		_, agent = r["agentId"].(string)
	}
	for _, b := range blocks {
		b, _ := b.(map[string]any)
		switch b["type"] {
		case "tool_use":
			if id, ok := b["id"].(string); ok && !t.seen[id] {
				t.seen[id] = true
				t.calls = append(t.calls, id)
				if b["name"] == "Task" || b["name"] == "Agent" {
					t.spawns = append(t.spawns, id)
				}
			}
		case "tool_result":
			if id, ok := b["tool_use_id"].(string); ok {
				t.results[id] = true
				t.spawned[id] = t.spawned[id] || agent
			}
		}
	}
}

// message notes an assistant line of the message id with its usage and
// its tool_use blocks.
func (t *claudeTally) message(id string, msg map[string]any, calls int) {
	m := t.byMessage[id]
	usage := usageKey(msg["usage"])
	if m == nil {
		m = &claudeMessage{usage: usage}
		t.byMessage[id] = m
	}
	m.lines++
	m.calls += calls
	t.usageChanges = t.usageChanges || usage != m.usage
	t.maxLines, t.maxCalls = max(t.maxLines, m.lines), max(t.maxCalls, m.calls)
}

// usageKey is a usage object's numbers in key order, to compare two.
func usageKey(u any) string {
	obj, _ := u.(map[string]any)
	keys := make([]string, 0, len(obj))
	for k := range obj {
		if _, ok := obj[k].(float64); ok {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(strconv.FormatFloat(obj[k].(float64), 'g', -1, 64))
		b.WriteByte(';')
	}
	return b.String()
}

func (t *claudeTally) skip(transcript.Kind) {}

// sidecars are the spills the file's calls may have left
// (<session>/tool-results/<tool_use_id>.txt) and, for a subagent, its
// meta file; the cover keeps those the source holds.
func (t *claudeTally) sidecars() []string {
	dir := strings.TrimSuffix(t.file.Path, ".jsonl")
	if t.file.Role == transcript.RoleSubagent {
		dir = path.Dir(path.Dir(t.file.Path))
	}
	out := make([]string, 0, len(t.calls)+1)
	for _, id := range t.calls {
		if id != "" && !strings.ContainsAny(id, "/\\") {
			out = append(out, dir+"/tool-results/"+id+".txt")
		}
	}
	if t.file.Role == transcript.RoleSubagent {
		out = append(out, strings.TrimSuffix(t.file.Path, ".jsonl")+".meta.json")
	}
	slices.Sort(out)
	return slices.Compact(out)
}
