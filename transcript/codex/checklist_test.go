package codex_test

import (
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"slices"
	"testing"

	"github.com/itchyny/gojq"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// lineTypes are codex.Types' names as a jq array, for item 18.
const lineTypes = `["session_meta","response_item","event_msg","turn_context","compacted"]`

// oracle are the frame checks as the jq expressions over the decoded
// line they were first written in, by check id: what each check means.
// TestFrameChecksAgree and FuzzFrameChecksAgree hold every check to its
// expression's verdict.
var oracle = map[string]string{
	"session_meta_git":          `.type=="session_meta" and .payload.git != null and .payload.base_instructions != null`,
	"legacy_header":             `has("id") and (has("type")|not) and (has("payload")|not)`,
	"legacy_state":              `.record_type=="state"`,
	"meta_instructions":         `.type=="session_meta" and (.payload|has("instructions"))`,
	"subagent_spawn":            `.type=="session_meta" and (.payload.source.subagent.thread_spawn.parent_thread_id? != null)`,
	"spawn_agent_call":          `.payload.type=="function_call" and .payload.name=="spawn_agent"`,
	"collab_child":              `.type=="event_msg" and ((.payload.type|tostring)|startswith("collab_")) and .payload.new_thread_id != null`,
	"subagent_other":            `.type=="session_meta" and (.payload.source.subagent.other? != null)`,
	"fork":                      `.type=="session_meta" and .payload.forked_from_id? != null`,
	"turn_context_instructions": `.type=="turn_context" and .payload.user_instructions != null and (.payload.sandbox_policy.writable_roots? != null)`,
	"sandbox_mode":              `.type=="turn_context" and (.payload.sandbox_policy.mode? != null)`,
	"developer_message":         `.payload.type=="message" and .payload.role=="developer"`,
	"phase_commentary":          `.payload.type=="message" and .payload.phase=="commentary"`,
	"phase_final_answer":        `.payload.type=="message" and .payload.phase=="final_answer"`,
	"input_image":               `.payload.type=="message" and any(.payload.content[]?; .type=="input_image")`,
	"reasoning_empty_summary":   `.payload.type=="reasoning" and (.payload.encrypted_content|length) > 0 and (.payload.summary|length) == 0`,
	"reasoning_summary":         `.payload.type=="reasoning" and (.payload.encrypted_content|length) > 0 and (.payload.summary|length) > 0`,
	"exec_output_header":        `.payload.type=="function_call_output" and ((.payload.output|type)=="string") and (.payload.output|startswith("Chunk ID:"))`,
	"shell_json_output":         `.payload.type=="function_call_output" and ((.payload.output|type)=="string") and ((.payload.output|fromjson?|type)=="object")`,
	"apply_patch_call":          `.payload.type=="custom_tool_call" and .payload.name=="apply_patch"`,
	"custom_tool_output":        `.payload.type=="custom_tool_call_output"`,
	"patch_apply_end":           `.type=="event_msg" and .payload.type=="patch_apply_end"`,
	"mcp_call":                  `.payload.type=="function_call" and (((.payload.name|tostring)|startswith("mcp__")) or ((.payload.namespace|tostring)|startswith("mcp__")))`,
	"web_search_call":           `.payload.type=="web_search_call" and .payload.action.type? == "search"`,
	"web_search_end":            `.type=="event_msg" and .payload.type=="web_search_end"`,
	"exec_failed":               `.payload.type=="exec_command_end" and (((.payload.exit_code|type)=="number" and .payload.exit_code != 0) or .payload.status=="failed")`,
	"token_count_null":          `.payload.type=="token_count" and (.payload|has("info")) and .payload.info == null`,
	"rate_limits_plan":          `.payload.type=="token_count" and (.payload.rate_limits.plan_type? != null)`,
	"turn_aborted":              `.type=="event_msg" and .payload.type=="turn_aborted"`,
	"compacted_history":         `.type=="compacted" and (.payload.replacement_history|length) > 0`,
	"context_compacted":         `.type=="event_msg" and .payload.type=="context_compacted"`,
	"compaction_item":           `any(.. | objects; .type=="compaction" and (.encrypted_content|length) > 0)`,
	"local_images":              `.payload.type=="user_message" and (.payload.local_images|length) > 0`,
	"unknown_type":              `has("payload") and ((.type|tostring) as $t | (` + lineTypes + `|index($t)) == null)`,
	"output_over_30kb":          `(.payload.output? | type) == "string" and (.payload.output | utf8bytelength) > 30720`,
}

// frameCheck is a frame check with its oracle compiled.
type frameCheck struct {
	codex.Check
	code *gojq.Code
}

// frameChecks are the checklist's frame checks, in order.
func frameChecks(tb testing.TB) []frameCheck {
	tb.Helper()
	var out []frameCheck
	for _, c := range codex.Checklist {
		if c.Frame == nil {
			continue
		}
		q, err := gojq.Parse(oracle[c.ID])
		if err != nil {
			tb.Fatalf("%s: %v", c.ID, err)
		}
		code, err := gojq.Compile(q)
		if err != nil {
			tb.Fatalf("%s: %v", c.ID, err)
		}
		out = append(out, frameCheck{c, code})
	}
	return out
}

// holdsOn reports whether code yields true on the decoded line before
// any error, as selectors runs a jq predicate.
func holdsOn(code *gojq.Code, v any) bool {
	iter := code.Run(v)
	for {
		out, ok := iter.Next()
		if !ok {
			return false
		}
		switch out := out.(type) {
		case error:
			return false
		case bool:
			if out {
				return true
			}
		}
	}
}

// agreement reads data as a rollout and calls disagree with the check
// and the line number wherever a frame check's verdict is not its
// oracle's; held collects the ids of the checks that hold on a line. A
// line that encoding/json cannot decode (a number beyond float64's
// range) has no oracle and is not compared. It returns how many records
// it read, and how many of them were not compared.
func agreement(checks []frameCheck, data []byte, held map[string]bool, disagree func(id string, line int)) (records, undecoded int) {
	rd := codex.NewReader(bytes.NewReader(data), "f.jsonl", 1<<20)
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return records, undecoded
		}
		if err != nil {
			continue
		}
		records++
		var v any
		decodes := json.Unmarshal(rec.Frame.Line.Bytes, &v) == nil
		undecoded += b2i(!decodes)
		for _, c := range checks {
			got := c.Frame(rec)
			if got && held != nil {
				held[c.ID] = true
			}
			if decodes && got != holdsOn(c.code, v) {
				disagree(c.ID, rec.Frame.Line.Num)
			}
		}
	}
}

// witnesses returns the ids of the checks some file of c satisfies,
// reading every file of c: frame checks over each line, each held to its
// oracle there, file checks over each file's Summary. The summaries and
// the shapes come back too.
func witnesses(t *testing.T, c *transcript.Corpus) (map[string]bool, []*codex.Summary, *codex.Shapes) {
	t.Helper()
	checks := frameChecks(t)
	got := map[string]bool{}
	shapes := codex.NewShapes()
	var sums []*codex.Summary
	for _, f := range c.Transcripts() {
		data, err := fs.ReadFile(c.FS, f.Path)
		if err != nil {
			t.Fatal(err)
		}
		s, err := codex.Summarize(bytes.NewReader(data), f, 0, shapes)
		if err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		sums = append(sums, s)
		agreement(checks, data, got, func(id string, line int) {
			t.Errorf("%s line %d: %s disagrees with its jq", f.Path, line, id)
		})
		for _, check := range codex.Checklist {
			if check.File != nil && check.File(s) {
				got[check.ID] = true
			}
		}
	}
	return got, sums, shapes
}

func TestChecklistIsTheRecords(t *testing.T) {
	var items []int
	ids := map[string]bool{}
	for _, c := range codex.Checklist {
		if (c.Frame == nil) == (c.File == nil) {
			t.Errorf("%s: want exactly one of Frame and File", c.ID)
		}
		if (c.Frame != nil) != (oracle[c.ID] != "") {
			t.Errorf("%s: a frame check has an oracle, a file check none", c.ID)
		}
		if ids[c.ID] || c.Description == "" {
			t.Errorf("%s: duplicate id or no description", c.ID)
		}
		ids[c.ID] = true
		if len(items) == 0 || items[len(items)-1] != c.Item {
			items = append(items, c.Item)
		}
	}
	want := make([]int, 18)
	for i := range want {
		want[i] = i + 1
	}
	if !slices.Equal(items, want) {
		t.Errorf("items %v, want 1 to 18 in order", items)
	}
	if len(frameChecks(t)) != len(oracle) {
		t.Errorf("%d oracles for %d frame checks", len(oracle), len(frameChecks(t)))
	}
}
