package selectors

import (
	"errors"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// Scope says whether a predicate holds of a frame or of a whole file.
type Scope uint8

// Predicate scopes.
const (
	ScopeFrame Scope = iota
	ScopeFile
)

func (s Scope) String() string { return [...]string{"frame", "file"}[s] }

// MarshalText writes the scope by name.
func (s Scope) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a scope name.
func (s *Scope) UnmarshalText(b []byte) error {
	switch string(b) {
	case "frame":
		*s = ScopeFrame
	case "file":
		*s = ScopeFile
	default:
		return errors.New("unknown predicate scope")
	}
	return nil
}

// Predicate is one named check of the fixture checklist, or a custom one.
type Predicate struct {
	ID          string
	Description string
	Scope       Scope
	// Expr is the jq expression of a custom predicate; empty for built-ins.
	Expr string
	// frame returns whether the frame holds and, when one block is the
	// witness, its index (else -1).
	frame func(*transcript.Frame) (bool, int)
	jq    *jqPredicate
}

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

// Checklist returns the built-in predicates, in their fixed order.
func Checklist() []Predicate {
	return []Predicate{
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
		{ID: NoTurnEnded, Description: "a transcript with no turn_ended frame", Scope: ScopeFile},
		{ID: SubagentWithParent, Description: "a subagent file exported together with its parent transcript", Scope: ScopeFile},
		{ID: "block_over_30kb", Description: "a block whose payload exceeds 30 KiB", frame: anyBlock(func(b *transcript.Block) bool {
			return b.Payload > BlockOver
		})},
	}
}
