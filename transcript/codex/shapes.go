package codex

import (
	"cmp"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// This file holds Codex's documented shapes as data (the record's frame
// taxonomy, content items and tool names, the older generations) and what
// the format never records, and tallies, by name, what rollouts hold
// outside them: drift. Unknown types and keys are kept and counted,
// never dropped. Names are printed only when identifier-like
// (transcript.DriftName); MCP tool names, whose server part is private,
// never are.

// The kinds of drift, in report order.
const (
	DriftGeneration = "generation" // a line in an older or unknown form than the envelope
	DriftType       = "type"       // a line type outside Types
	DriftItem       = "item"       // a payload type outside its line type's
	DriftKey        = "key"        // a member outside its line or payload's documented keys, as type.item.key
	DriftRole       = "role"       // a message role outside Roles
	DriftToolName   = "tool_name"  // a tool name outside Tools (MCP names are never drift)
)

var driftOrder = []string{DriftGeneration, DriftType, DriftItem, DriftKey, DriftRole, DriftToolName}

// Types are the documented line types, each with the payload types it
// documents (none: its payload has no type). Source-defined types the
// record has seen in no file (turn_aborted, local_shell_call, …) are
// documented too: the record names them.
var Types = map[string][]string{
	"session_meta": nil,
	"turn_context": nil,
	"compacted":    nil,
	"response_item": {"message", "reasoning", "function_call", "function_call_output", "custom_tool_call",
		"custom_tool_call_output", "web_search_call", "compaction", "tool_search_call", "tool_search_output",
		"local_shell_call", "image_generation_call"},
	"event_msg": {"token_count", "agent_message", "agent_reasoning", "agent_reasoning_raw_content", "user_message",
		"task_started", "task_complete", "turn_aborted", "exec_command_end", "patch_apply_end", "web_search_end",
		"mcp_tool_call_end", "context_compacted", "collab_agent_spawn_end", "collab_waiting_end", "collab_tool_call",
		"subagent_message_complete", "entered_review_mode", "exited_review_mode", "thread_rolled_back",
		"image_generation_end", "sub_agent_activity", "item_completed", "error", "warning"},
}

// Keys are the documented members of each payload (by line type, or
// type/item), and of the root of each generation.
var Keys = map[string][]string{
	"envelope": {"timestamp", "type", "payload"},
	"header":   {"id", "timestamp", "instructions", "git"},
	"state":    {"record_type"},
	"session_meta": {"id", "timestamp", "cwd", "originator", "cli_version", "source", "model_provider",
		"base_instructions", "instructions", "git", "forked_from_id", "parent_thread_id", "thread_source",
		"dynamic_tools", "agent_nickname", "agent_role", "agent_path"},
	"turn_context": {"turn_id", "cwd", "model", "approval_policy", "sandbox_policy", "summary", "effort",
		"personality", "collaboration_mode", "truncation_policy", "user_instructions", "developer_instructions",
		"current_date", "timezone", "realtime_active", "permission_profile"},
	"compacted":                             {"message", "replacement_history"},
	"response_item/message":                 {"type", "role", "content", "phase", "id"},
	"response_item/reasoning":               {"type", "summary", "content", "encrypted_content", "id"},
	"response_item/function_call":           {"type", "name", "arguments", "call_id", "namespace", "id"},
	"response_item/function_call_output":    {"type", "call_id", "output"},
	"response_item/custom_tool_call":        {"type", "call_id", "input", "name", "status", "id"},
	"response_item/custom_tool_call_output": {"type", "call_id", "output"},
	"response_item/web_search_call":         {"type", "action", "status", "id"},
	"response_item/compaction":              {"type", "encrypted_content"},
	"response_item/tool_search_call":        {"type", "arguments", "call_id", "status"},
	"response_item/tool_search_output":      {"type", "call_id", "status", "tools"},
	"response_item/local_shell_call":        {"type", "id", "call_id", "status", "action"},
	"event_msg/token_count":                 {"type", "info", "rate_limits"},
	"event_msg/agent_message":               {"type", "message", "phase", "memory_citation"},
	"event_msg/agent_reasoning":             {"type", "text"},
	"event_msg/user_message":                {"type", "message", "kind", "images", "local_images", "text_elements"},
	"event_msg/task_started":                {"type", "turn_id", "collaboration_mode_kind", "model_context_window", "started_at"},
	"event_msg/task_complete": {"type", "turn_id", "last_agent_message", "completed_at", "duration_ms",
		"time_to_first_token_ms"},
	"event_msg/exec_command_end": {"type", "call_id", "turn_id", "command", "cwd", "aggregated_output",
		"formatted_output", "stdout", "stderr", "exit_code", "duration", "parsed_cmd", "process_id", "source", "status"},
	"event_msg/patch_apply_end":           {"type", "call_id", "turn_id", "changes", "status", "stdout", "stderr", "success"},
	"event_msg/web_search_end":            {"type", "call_id", "query", "action"},
	"event_msg/context_compacted":         {"type"},
	"event_msg/collab_agent_spawn_end":    {"type", "call_id", "new_thread_id", "new_agent_role"},
	"event_msg/collab_waiting_end":        {"type", "call_id", "agent_statuses"},
	"event_msg/collab_tool_call":          {"type", "call_id", "sender_thread_id", "new_thread_id", "tool"},
	"event_msg/subagent_message_complete": {"type", "agent_id", "call_id", "success"},
	"event_msg/turn_aborted":              {"type", "turn_id", "reason"},
}

// Roles are the documented message roles; Tools the documented tool
// names (function_call and custom_tool_call), besides MCP tools
// (mcp__<server>__<tool>), an open set of private names.
var (
	Roles = []string{"user", "assistant", "developer"}
	Tools = []string{"exec_command", "write_stdin", "update_plan", "shell", "js", "list_mcp_resources",
		"list_mcp_resource_templates", "read_mcp_resource", "spawn_agent", "wait_agent", "apply_patch"}
)

// NotRecorded are what Codex never writes, by the record, each with the
// member names that would be it: a per-line parent chain, a session id on
// lines other than session_meta, a status on a function_call_output,
// spilled tool output files.
var NotRecorded = []struct {
	Field string
	Keys  []string
}{
	{"line_parent", []string{"uuid", "parentUuid", "parent_id", "parentId"}},
	{"line_session_id", []string{"session_id", "sessionId", "thread_id"}},
	{"output_status", []string{"status", "success", "is_error"}},
	{"spilled_output", []string{"tool_result_path", "persisted_output", "spill"}},
}

// Shapes tallies drift and what the record says is never recorded, over
// records. Not safe for concurrent use. The zero value is not ready; use
// NewShapes.
type Shapes struct {
	drift    map[[2]string]*transcript.DriftEntry
	recorded map[string]bool
	pos      transcript.Position
	// keysets memoizes keys: what a key set of a shape holds outside it.
	keysets map[[3]string]keysetDrift
}

// keysetDrift is the drift names and not-recorded fields of one key set.
type keysetDrift struct{ drift, recorded []string }

// NewShapes returns an empty Shapes.
func NewShapes() *Shapes {
	return &Shapes{drift: map[[2]string]*transcript.DriftEntry{}, recorded: map[string]bool{}, keysets: map[[3]string]keysetDrift{}}
}

// Record tallies the record rec of file.
func (s *Shapes) Record(file string, rec *Record) {
	s.pos = transcript.Position{File: file, Line: rec.Frame.Line.Num, Frame: rec.Frame.Index}
	f := rec.Frame
	switch rec.Gen {
	case GenEnvelope, GenUntimed:
		if rec.Gen == GenUntimed {
			s.add(DriftGeneration, rec.Gen.String())
		}
		s.keys("envelope", f.Keyset, "")
		items, known := Types[rec.Type]
		switch {
		case !known:
			s.add(DriftType, transcript.DriftName(rec.Type))
		case items == nil:
			s.keys(rec.Type, f.MessageKeyset, rec.Type)
		case !slices.Contains(items, rec.Item):
			s.add(DriftItem, transcript.DriftName(rec.Type)+"/"+noneOr(rec.Item))
		default:
			s.keys(rec.Type+"/"+rec.Item, f.MessageKeyset, rec.Type)
		}
	case GenBare:
		s.add(DriftGeneration, rec.Gen.String())
		if slices.Contains(Types["response_item"], rec.Item) {
			s.keys("response_item/"+rec.Item, f.Keyset, "")
		} else {
			s.add(DriftItem, "bare/"+noneOr(rec.Item))
		}
	case GenHeader, GenState:
		s.add(DriftGeneration, rec.Gen.String())
		s.keys(rec.Gen.String(), f.Keyset, "")
	default:
		s.add(DriftGeneration, rec.Gen.String())
	}
	if rec.Item == "message" && !slices.Contains(Roles, rec.Role) {
		s.add(DriftRole, noneOr(rec.Role))
	}
	if (rec.Item == "function_call" || rec.Item == "custom_tool_call") && !slices.Contains(Tools, rec.Name) && !rec.MCP() {
		s.add(DriftToolName, noneOr(rec.Name))
	}
}

// keys tallies the members of keyset (sorted, comma-joined) outside
// Keys[shape]; a payload's (under type) are also checked against
// NotRecorded.
func (s *Shapes) keys(shape, keyset, typ string) {
	k := [3]string{shape, keyset, typ}
	d, ok := s.keysets[k]
	if !ok {
		d = keysetDriftOf(shape, keyset, typ)
		if len(s.keysets) < 4096 {
			s.keysets[k] = d
		}
	}
	for _, name := range d.drift {
		s.add(DriftKey, name)
	}
	for _, f := range d.recorded {
		s.recorded[f] = true
	}
}

// keysetDriftOf returns the members of keyset outside Keys[shape], as
// drift names, and for a payload (under typ) the fields of NotRecorded
// its members are.
func keysetDriftOf(shape, keyset, typ string) keysetDrift {
	var d keysetDrift
	known := Keys[shape]
	for key := range strings.SplitSeq(keyset, ",") {
		if key == "" {
			continue
		}
		if typ != "" && typ != "session_meta" {
			for _, n := range NotRecorded {
				if slices.Contains(n.Keys, key) && (n.Field != "output_status" || strings.HasSuffix(shape, "_output")) {
					d.recorded = append(d.recorded, n.Field)
				}
			}
		}
		// A typed payload's type is its own, documented or not.
		if !slices.Contains(known, key) && !(key == "type" && strings.Contains(shape, "/")) {
			d.drift = append(d.drift, shapeName(shape)+"."+transcript.DriftName(key))
		}
	}
	return d
}

// shapeName is the printable name of a Keys shape, type or type/item.
func shapeName(shape string) string {
	typ, item, ok := strings.Cut(shape, "/")
	if !ok {
		return transcript.DriftName(typ)
	}
	return transcript.DriftName(typ) + "/" + transcript.DriftName(item)
}

func noneOr(name string) string {
	if name == "" {
		return transcript.NameNone
	}
	return transcript.DriftName(name)
}

// add counts the drift kind:name at the current position, which becomes
// its witness when it stands first, whatever the order files are read in.
func (s *Shapes) add(kind, name string) {
	k := [2]string{kind, name}
	e := s.drift[k]
	if e == nil {
		e = &transcript.DriftEntry{Kind: kind, Name: name, Witness: s.pos}
		s.drift[k] = e
	} else if s.pos.Before(e.Witness) {
		e.Witness = s.pos
	}
	e.Count++
}

// Merge adds o, Shapes of other files, to s.
func (s *Shapes) Merge(o *Shapes) {
	transcript.MergeDrift(s.drift, o.drift)
	for f := range o.recorded {
		s.recorded[f] = true
	}
}

// Drift returns the drift entries by kind (in a fixed order), then name;
// never nil.
func (s *Shapes) Drift() []transcript.DriftEntry {
	out := make([]transcript.DriftEntry, 0, len(s.drift))
	for _, e := range s.drift {
		out = append(out, *e)
	}
	slices.SortFunc(out, func(a, b transcript.DriftEntry) int {
		return cmp.Or(cmp.Compare(slices.Index(driftOrder, a.Kind), slices.Index(driftOrder, b.Kind)),
			strings.Compare(a.Name, b.Name))
	})
	return out
}

// tally is Shapes as the neutral tally's own for Codex (the schema's
// ShapeSpec.Tally): what scan, the export manifest and verify read of
// transcript.Shapes then names Codex's drift, each frame read as a record.
type tally struct {
	rd *Reader
	s  *Shapes
}

func newTally() transcript.DriftTally { return &tally{rd: NewFrameReader(), s: NewShapes()} }

func (t *tally) Frame(file string, f *transcript.Frame) { t.s.Record(file, t.rd.Read(f)) }
func (t *tally) Merge(o transcript.DriftTally)          { t.s.Merge(o.(*tally).s) }
func (t *tally) Drift() []transcript.DriftEntry         { return t.s.Drift() }

// Recorded returns, in NotRecorded's order, the fields Codex is said
// never to record that some record held; never nil.
func (s *Shapes) Recorded() []string {
	out := []string{}
	for _, n := range NotRecorded {
		if s.recorded[n.Field] {
			out = append(out, n.Field)
		}
	}
	return out
}
