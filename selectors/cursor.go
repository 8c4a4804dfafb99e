package selectors

import (
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// BlockOver is the payload size above which block_over_30kb holds.
const BlockOver = 30 << 10

// Built-in file-scope predicate ids.
const (
	NoTurnEnded        = "no_turn_ended"
	SubagentWithParent = "subagent_with_parent"
)

// anyBlock returns a frame predicate holding when some block satisfies ok,
// witnessed by the first such block.
func anyBlock(ok func(*transcript.Block) bool) func(*transcript.Frame) (bool, int) {
	return func(f *transcript.Frame) (bool, int) {
		for i := range f.Blocks {
			if ok(&f.Blocks[i]) {
				return true, i
			}
		}
		return false, -1
	}
}

func toolNamed(names ...string) func(*transcript.Frame) (bool, int) {
	return anyBlock(func(b *transcript.Block) bool {
		if b.Type != "tool_use" {
			return false
		}
		for _, n := range names {
			if b.Name == n {
				return true
			}
		}
		return false
	})
}

func whole(ok func(*transcript.Frame) bool) func(*transcript.Frame) (bool, int) {
	return func(f *transcript.Frame) (bool, int) { return ok(f), -1 }
}

func counts(f *transcript.Frame) (text, tools int) {
	for i := range f.Blocks {
		switch f.Blocks[i].Type {
		case "text":
			text++
		case "tool_use":
			tools++
		}
	}
	return
}

func turnEnded(status string) func(*transcript.Frame) (bool, int) {
	return whole(func(f *transcript.Frame) bool { return f.Kind == transcript.KindTurnEnded && f.Status == status })
}

func isAssistant(f *transcript.Frame) bool {
	return f.Kind == transcript.KindMessage && f.Role == "assistant"
}

// cursorChecklist is the Cursor record's fixture checklist.
var cursorChecklist = &checklist{format: "cursor", tally: newCursorTally, preds: builtin("cursor", []Predicate{
	{ID: "user_frame", Description: "a user message frame", frame: whole(func(f *transcript.Frame) bool {
		return f.Kind == transcript.KindMessage && f.Role == "user"
	})},
	{ID: "assistant_text_only", Description: "an assistant frame whose blocks are all text (at least one)", frame: whole(func(f *transcript.Frame) bool {
		text, _ := counts(f)
		return isAssistant(f) && text > 0 && text == len(f.Blocks)
	})},
	{ID: "single_call", Description: "an assistant frame with exactly one tool_use and no text", frame: whole(func(f *transcript.Frame) bool {
		text, tools := counts(f)
		return isAssistant(f) && tools == 1 && text == 0
	})},
	{ID: "text_and_tool", Description: "a frame with both a text and a tool_use block", frame: whole(func(f *transcript.Frame) bool {
		text, tools := counts(f)
		return text > 0 && tools > 0
	})},
	{ID: "parallel_calls", Description: "more than 3 tool_use blocks in one frame", frame: whole(func(f *transcript.Frame) bool {
		_, tools := counts(f)
		return tools > 3
	})},
	{ID: "applypatch_string", Description: "a tool_use whose input is a string", frame: anyBlock(func(b *transcript.Block) bool {
		return b.Type == "tool_use" && b.InputKind == transcript.ValueString
	})},
	{ID: "mcp_wrapper", Description: "a tool_use named CallMcpTool or CallDynamicTool", frame: toolNamed("CallMcpTool", "CallDynamicTool")},
	{ID: "ask_question", Description: "a tool_use named AskQuestion", frame: toolNamed("AskQuestion")},
	{ID: "subagent_task", Description: "a tool_use named Subagent or Task", frame: toolNamed("Subagent", "Task")},
	{ID: "background_shell", Description: "input.run_in_background is true, or a tool_use named AwaitShell", frame: anyBlock(func(b *transcript.Block) bool {
		return b.Type == "tool_use" && (b.Background || b.Name == "AwaitShell")
	})},
	{ID: "sidecar_readback", Description: "a tool_use whose input.path contains /agent-tools/", frame: anyBlock(func(b *transcript.Block) bool {
		return b.Type == "tool_use" && strings.Contains(b.Path, "/agent-tools/")
	})},
	{ID: "turn_ended_success", Description: "a turn_ended frame with status success", frame: turnEnded("success")},
	{ID: "turn_ended_error", Description: "a turn_ended frame with status error", frame: turnEnded("error")},
	{ID: "turn_ended_aborted", Description: "a turn_ended frame with status aborted", frame: turnEnded("aborted")},
	{ID: NoTurnEnded, Description: "a transcript with no turn_ended frame", file: func(t tally) bool {
		return !t.(*cursorTally).turnEnded
	}},
	{ID: SubagentWithParent, Description: "a subagent file exported together with its parent transcript", Parent: true, file: func(t tally) bool {
		return t.(*cursorTally).file.Role == transcript.RoleSubagent
	}},
	{ID: "block_over_30kb", Description: "a block whose payload exceeds 30 KiB", frame: anyBlock(func(b *transcript.Block) bool {
		return b.Payload > BlockOver
	})},
})}

// cursorTally is what Cursor's file predicates read: whether a turn
// ended, and the sidecars the file's tool inputs read back.
type cursorTally struct {
	file      transcript.File
	turnEnded bool
	refs      map[string]bool
}

func newCursorTally(f transcript.File) tally {
	return &cursorTally{file: f, refs: map[string]bool{}}
}

func (t *cursorTally) frame(f *transcript.Frame) {
	t.skip(f.Kind)
	for i := range f.Blocks {
		b := &f.Blocks[i]
		for _, s := range []string{b.Path, b.Command} {
			for _, ref := range SidecarRefs(s, t.file.Project) {
				t.refs[ref] = true
			}
		}
	}
}

func (t *cursorTally) skip(kind transcript.Kind) {
	if kind == transcript.KindTurnEnded {
		t.turnEnded = true
	}
}

func (t *cursorTally) sidecars() []string {
	var out []string
	for r := range t.refs {
		out = append(out, r)
	}
	slices.Sort(out)
	return out
}
