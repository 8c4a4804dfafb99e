package selectors

import (
	"bytes"
	"slices"
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
var claudeChecklist = &checklist{format: claudecode.Name, tally: newClaudeTally, every: true, family: true, preds: builtin(claudecode.Name, []Predicate{
	cc("prompt_string", 1, "a user prompt as a string", whole(func(f *transcript.Frame) bool {
		return f.Type == "user" && f.ContentKind == transcript.ValueString
	})),
	cc("prompt_blocks", 1, "a user prompt as an array with a text block", whole(func(f *transcript.Frame) bool {
		return f.Type == "user" && f.ContentKind == transcript.ValueArray && slices.ContainsFunc(f.Blocks, func(b transcript.Block) bool { return b.Type == "text" })
	})),
	ccNow("thinking_signature", 2, "a thinking block with a signature", func(l *claudeLine) bool {
		return l.msg.blocks.hit&vThinking != 0
	}),
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
	ccNow("error_result", 6, "an error tool_result with a string toolUseResult", func(l *claudeLine) bool {
		return l.msg.blocks.hit&vErrorResult != 0 && l.result == '"'
	}),
	ccNow("array_result", 7, "a tool_result whose content is an array", func(l *claudeLine) bool {
		return l.msg.blocks.hit&vArrayResult != 0
	}),
	ccNow("tool_reference", 7, "a tool_result with a tool_reference block", func(l *claudeLine) bool {
		return l.msg.blocks.hit&vToolRef != 0
	}),
	ccNow("original_file", 8, "a structured toolUseResult carrying originalFile", func(l *claudeLine) bool {
		return l.originalFile
	}),
	ccNow("structured_patch", 8, "a structured toolUseResult carrying structuredPatch", func(l *claudeLine) bool {
		return l.structuredPatch
	}),
	ccNow("image_base64", 9, "a base64 image block", func(l *claudeLine) bool {
		return l.msg.blocks.hit&vImage != 0
	}),
	cc("line_over_500kb", 9, "a line over 500 KB", whole(func(f *transcript.Frame) bool {
		return len(f.Line.Bytes) > 500<<10
	})),
	ccNow("spilled_output", 10, "a tool_result whose text names a spill (<persisted-output>)", func(l *claudeLine) bool {
		return l.msg.blocks.hit&vSpill != 0
	}),
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
		(*claudeTally).orphanLeaf),
	ccFile("summary_only", 14, "a file of summary frames only",
		func(t *claudeTally) bool { return t.lines > 0 && t.summaries == t.lines }),
	ccSubtype("compact_boundary", 15, "a system compact_boundary frame"),
	ccNow("compact_summary", 15, "a user frame that is a compact summary", func(l *claudeLine) bool {
		return l.typ == "user" && l.compactSummary
	}),
	ccSubtype("turn_duration", 16, "a system turn_duration frame"),
	ccSubtype("stop_hook_summary", 16, "a system stop_hook_summary frame"),
	ccNow("interrupted_turn", 16, "a user text starting [Request interrupted by user", func(l *claudeLine) bool {
		return l.typ == "user" && (l.msg.interrupted || l.msg.blocks.hit&vInterrupted != 0)
	}),
	ccFile("last_stop_null", 16, "a file whose last frame is an assistant message with stop_reason null",
		func(t *claudeTally) bool { return t.lastStopNull }),
	ccNow("file_history_snapshot", 17, "a file-history-snapshot with tracked file backups", func(l *claudeLine) bool {
		return l.typ == "file-history-snapshot" && l.backups
	}),
	ccOperation("enqueue", 17), ccOperation("dequeue", 17),
	ccType("progress", 17), ccType("attachment", 17), ccType("permission-mode", 17),
	ccType("last-prompt", 17), ccType("ai-title", 17),
	ccNow("slash_command", 18, "a string prompt holding a slash command (<command-name>)", func(l *claudeLine) bool {
		return l.typ == "user" && l.msg.command
	}),
	ccNow("meta_sibling", 18, "an isMeta user frame", func(l *claudeLine) bool {
		return l.typ == "user" && l.meta
	}),
	ccNow("legacy_system", 18, "a system frame without subtype", func(l *claudeLine) bool {
		return l.typ == "system" && !l.hasSubtype
	}),
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

// ccNow is a predicate over what the tally read of the frame
// (claudeline.go).
func ccNow(id string, item int, desc string, test func(*claudeLine) bool) Predicate {
	return Predicate{ID: claudecode.Name + "." + id, Item: item, Description: desc,
		current: func(t tally) bool { return test(&t.(*claudeTally).line) }}
}

func ccSubtype(sub string, item int, desc string) Predicate {
	return ccNow(sub, item, desc, func(l *claudeLine) bool { return l.typ == "system" && l.subtype == sub })
}

func ccOperation(op string, item int) Predicate {
	return ccNow("queue_"+op, item, "a queue-operation "+op, func(l *claudeLine) bool {
		return l.typ == "queue-operation" && l.operation == op
	})
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
	file                                 transcript.File
	lines, sidechain, summaries          int
	byMessage                            map[string]*claudeMessage
	maxLines, maxCalls                   int
	usageChanges, lastStopNull           bool
	calls, spawns, leaves, runs, scripts []string
	results, spawned, seen               map[string]bool
	// uuids are the lines' uuids one after another, each ending at its
	// offset in uuidEnds: only a file with summaries looks them up.
	uuids    []byte
	uuidEnds []int
	line     claudeLine // the current frame's
}

// claudeMessage is one message.id's lines so far.
type claudeMessage struct {
	lines, calls int
	usage        []byte // the first line's raw usage (claudeLine.usageRaw)
}

func newClaudeTally(f transcript.File) tally {
	return &claudeTally{file: f, byMessage: map[string]*claudeMessage{},
		results: map[string]bool{}, spawned: map[string]bool{}, seen: map[string]bool{}}
}

func (t *claudeTally) frame(f *transcript.Frame) {
	l := &t.line
	l.read(f)
	t.lines++
	if l.sidechain {
		t.sidechain++
	}
	if l.hasUUID {
		t.uuid(l.uuid)
	}
	if l.hasRunID {
		t.runs = append(t.runs, string(l.runID))
	}
	if l.hasScript {
		t.scripts = append(t.scripts, string(l.script))
	}
	if f.Type == "summary" {
		t.summaries++
		if l.hasLeaf {
			t.leaves = append(t.leaves, string(l.leaf))
		}
	}
	t.lastStopNull = false
	if f.Type == "assistant" && l.msg.kind == '{' {
		t.lastStopNull = l.msg.stopNull
		if l.msg.hasID {
			t.message(l.msgID, l.usageRaw, f.ToolUses())
		}
	}
	for _, c := range l.calls {
		if id := l.id(c); !t.seen[string(id)] {
			s := string(id)
			t.seen[s] = true
			t.calls = append(t.calls, s)
			if c.spawn {
				t.spawns = append(t.spawns, s)
			}
		}
	}
	for _, r := range l.results {
		id := l.id(r)
		if !t.results[string(id)] {
			t.results[string(id)] = true
		}
		if l.agentID && !t.spawned[string(id)] {
			t.spawned[string(id)] = true
		}
	}
}

// uuid notes a line's uuid.
func (t *claudeTally) uuid(id []byte) {
	t.uuids = append(t.uuids, id...)
	t.uuidEnds = append(t.uuidEnds, len(t.uuids))
}

// orphanLeaf reports whether a summary's leafUuid is none of the file's
// uuids.
func (t *claudeTally) orphanLeaf() bool {
	if len(t.leaves) == 0 {
		return false
	}
	uuids := make(map[string]bool, len(t.uuidEnds))
	start := 0
	for _, end := range t.uuidEnds {
		uuids[string(t.uuids[start:end])] = true
		start = end
	}
	return slices.ContainsFunc(t.leaves, func(id string) bool { return !uuids[id] })
}

// message notes an assistant line of the message id with its raw usage
// (claudeLine.usageRaw) and its tool_use blocks.
func (t *claudeTally) message(id, usage []byte, calls int) {
	m := t.byMessage[string(id)]
	if m == nil {
		m = &claudeMessage{usage: bytes.Clone(usage)}
		t.byMessage[string(id)] = m
	}
	m.lines++
	m.calls += calls
	t.usageChanges = t.usageChanges || !t.line.sameUsage(m.usage, usage)
	t.maxLines, t.maxCalls = max(t.maxLines, m.lines), max(t.maxCalls, m.calls)
}

func (t *claudeTally) skip(transcript.Kind) {}

// sidecars are the spills the file's calls may have left
// (<session>/tool-results/<tool_use_id>.txt), the journal and record of
// the workflow runs its Workflow results name and the scripts they name
// (claudecode.ScriptSidecar), and, for a subagent, its meta file and, for
// a workflow run's, its run's journal and record; the cover keeps those
// the source holds.
func (t *claudeTally) sidecars() []string {
	dir := strings.TrimSuffix(t.file.Path, ".jsonl")
	if t.file.Role == transcript.RoleSubagent {
		dir = transcript.SessionDir(t.file.Path)
	}
	out := make([]string, 0, len(t.calls)+1)
	for _, id := range t.calls {
		if id != "" && !strings.ContainsAny(id, "/\\") {
			out = append(out, dir+"/tool-results/"+id+".txt")
		}
	}
	for _, run := range t.runs {
		if run != "" && !strings.ContainsAny(run, "/\\") {
			out = append(out, claudecode.RunSidecars(dir, run)...)
		}
	}
	for _, script := range t.scripts {
		if p, ok := claudecode.ScriptSidecar(dir, script); ok {
			out = append(out, p)
		}
	}
	if t.file.Role == transcript.RoleSubagent {
		out = append(out, strings.TrimSuffix(t.file.Path, ".jsonl")+".meta.json")
		out = append(out, claudecode.WorkflowSidecars(t.file)...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
