package codex_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// A fork that replays its parent's session_meta, in every generation the
// record names, with an unknown type, an unknown key, a malformed line
// and a file that ends inside a turn.
var forkLines = []string{
	`{"timestamp":"2026-01-02T02:04:05.000Z","type":"session_meta","payload":{"id":"child","timestamp":"2026-01-02T02:04:05.000Z","forked_from_id":"parent","cwd":"/x","cli_version":"0.155.0"}}`,
	`{"timestamp":"2026-01-02T02:04:05.000Z","type":"session_meta","payload":{"id":"parent","timestamp":"2026-01-01T00:00:00.000Z","cwd":"/x"}}`,
	`{"timestamp":"2026-01-02T02:04:06.000Z","type":"event_msg","payload":{"type":"task_started","turn_id":"t1"}}`,
	`{"timestamp":"2026-01-02T02:04:07.000Z","type":"response_item","payload":{"type":"function_call","name":"exec_command","arguments":"{\"cmd\":\"ls\"}","call_id":"call_1"}}`,
	`{"timestamp":"2026-01-02T02:04:08.000Z","type":"response_item","payload":{"type":"function_call_output","call_id":"call_1","output":"Chunk ID: 1"}}`,
	`{"timestamp":"2026-01-02T02:04:09.000Z","type":"response_item","payload":{"type":"function_call","name":"made_up_tool","arguments":"{}","call_id":"call_2","wobble":1}}`,
	`{"type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"total_tokens":10}}}}`,
	`{"timestamp":"2026-01-02T02:04:10.000Z","type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":{"total_tokens":10}}}}`,
	`{"timestamp":"2026-01-02T02:04:11.000Z","type":"future_record","payload":{"safe":true}}`,
	`{"type":"message","role":"user","content":[{"type":"input_text","text":"hi"}]}`,
	`{"record_type":"state"}`,
	`{"id":"old","timestamp":"2025-01-01T00:00:00Z","instructions":"x"}`,
	`{not json`,
	`{"timestamp":"2026-01-02T02:04:12.000Z","type":"response_item","payload":{"type":"message","role":"robot","content":[]}}`,
	// Invalid UTF-8 and a duplicate name, which the frame parser takes,
	// before the types.
	"{\"payload\":{\"message\":\"\xff\",\"message\":\"x\",\"type\":\"agent_message\"},\"timestamp\":\"t\",\"type\":\"event_msg\"}",
	`{"timestamp":"2026-01-02T02:04:13.000Z","type":"event_msg","payload":{"type":"task_complete","turn_id":"t0"}}`,
}

func summarize(t *testing.T, path string, lines []string) (*codex.Summary, *codex.Shapes) {
	t.Helper()
	shapes := codex.NewShapes()
	f := transcript.File{Path: path, Session: "child"}
	s, err := codex.Summarize(strings.NewReader(strings.Join(lines, "\n")+"\n"), f, 0, shapes)
	if err != nil {
		t.Fatal(err)
	}
	return s, shapes
}

func TestSummarizeGenerationsAndPairs(t *testing.T) {
	s, _ := summarize(t, "sessions/2026/01/02/rollout-2026-01-02T03-04-05-child.jsonl", forkLines)
	if s.Records != len(forkLines)-1 {
		t.Errorf("%d records, want %d", s.Records, len(forkLines)-1)
	}
	wantGen := [...]int{codex.GenOther: 0, codex.GenEnvelope: 11, codex.GenUntimed: 1, codex.GenBare: 1, codex.GenHeader: 1, codex.GenState: 1}
	if s.Generations != wantGen {
		t.Errorf("generations %v, want %v", s.Generations, wantGen)
	}
	if len(s.Diagnostics) != 1 {
		t.Fatalf("diagnostics %+v, want the malformed line", s.Diagnostics)
	}
	offset := int64(len(strings.Join(forkLines[:12], "\n")) + 1)
	if d := s.Diagnostics[0]; d.Line != 13 || d.Offset != offset || d.Problem != transcript.Malformed || d.File != s.File.Path {
		t.Errorf("diagnostic %+v, want line 13 at byte %d, malformed", d, offset)
	}
	if got := s.Unpaired(); !slices.Equal(got, []string{"call_2"}) {
		t.Errorf("unpaired %q, want call_2", got)
	}
	if got := s.Unterminated(); !slices.Equal(got, []string{"t1"}) {
		t.Errorf("unterminated %q, want t1", got)
	}
	if s.Repeats != 1 || s.UserItems != 1 || s.UserEvents != 0 {
		t.Errorf("repeats %d, user items %d, events %d; want 1, 1, 0", s.Repeats, s.UserItems, s.UserEvents)
	}
	if len(s.Metas) != 3 || s.ID() != "child" || s.Metas[2].ID != "old" {
		t.Errorf("metas %+v, want child, parent (replayed) and the header's", s.Metas)
	}
}

// A payload type the record names without its members (thread_rolled_back,
// from the source) has its members counted as drift, but for its type.
func TestShapesTypeNoDrift(t *testing.T) {
	_, shapes := summarize(t, "x.jsonl", []string{
		`{"timestamp":"2026-01-02T02:04:05.000Z","type":"event_msg","payload":{"type":"thread_rolled_back","num_turns":1}}`,
	})
	var got []string
	for _, e := range shapes.Drift() {
		got = append(got, e.Kind+":"+e.Name)
	}
	if want := []string{"key:event_msg/thread_rolled_back.num_turns"}; !slices.Equal(got, want) {
		t.Errorf("drift %q, want %q", got, want)
	}
}

func TestShapesNameDrift(t *testing.T) {
	_, shapes := summarize(t, "x.jsonl", forkLines)
	got := map[string]int{}
	for _, e := range shapes.Drift() {
		got[e.Kind+":"+e.Name] = e.Count
		if e.Witness.File != "x.jsonl" || e.Witness.Line == 0 {
			t.Errorf("%s %s: witness %+v", e.Kind, e.Name, e.Witness)
		}
	}
	want := map[string]int{
		"generation:untimed": 1, "generation:bare": 1, "generation:header": 1, "generation:state": 1,
		"type:future_record": 1, "key:response_item/function_call.wobble": 1,
		"role:robot": 1, "tool_name:made_up_tool": 1,
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("drift %s = %d, want %d (all: %v)", k, got[k], n, got)
		}
	}
	if len(got) != len(want) {
		t.Errorf("drift %v, want exactly %v", got, want)
	}
	if r := shapes.Recorded(); len(r) != 0 {
		t.Errorf("recorded %q, want none", r)
	}
}

func TestLineage(t *testing.T) {
	child, _ := summarize(t, "sessions/c.jsonl", forkLines)
	parent, _ := summarize(t, "sessions/p.jsonl", []string{
		`{"timestamp":"2026-01-01T00:00:00.000Z","type":"session_meta","payload":{"id":"parent","timestamp":"2026-01-01T00:00:00.000Z"}}`,
	})
	sub, _ := summarize(t, "sessions/s.jsonl", []string{
		`{"timestamp":"2026-01-01T00:00:00.000Z","type":"session_meta","payload":{"id":"sub","source":{"subagent":{"thread_spawn":{"parent_thread_id":"parent","depth":1}}}}}`,
	})
	guardian, _ := summarize(t, "sessions/g.jsonl", []string{
		`{"timestamp":"2026-01-01T00:00:00.000Z","type":"session_meta","payload":{"id":"g","source":{"subagent":{"other":"guardian"}}}}`,
	})
	got := codex.Lineage([]*codex.Summary{child, parent, sub, guardian})
	want := []codex.Link{
		{Child: "sessions/c.jsonl", Parent: "parent", Kind: codex.LinkFork, ParentFile: "sessions/p.jsonl", Replayed: true},
		{Child: "sessions/s.jsonl", Parent: "parent", Kind: codex.LinkSubagent, ParentFile: "sessions/p.jsonl"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("lineage %+v, want %+v", got, want)
	}
	if !guardian.Metas[0].Other || guardian.Metas[0].Parent != "" {
		t.Errorf("guardian meta %+v, want Other and no parent", guardian.Metas[0])
	}
}

// TestRecordReadsAsADecoder: a record says what a decoder sees of its
// line: a name spelled with escapes is that name, a member given twice
// counts by its last value, and a payload's members are its own, not
// the line's beside it.
func TestRecordReadsAsADecoder(t *testing.T) {
	for _, tt := range []struct {
		line            string
		typ, item, role string
		gen             codex.Generation
	}{
		{`{"ty\u0070e":"event_msg","payload":{"typ\u0065":"turn_aborted"},"timestamp":"t"}`, "event_msg", "turn_aborted", "", codex.GenEnvelope},
		{`{"type":"event_msg","type":1,"payload":{"type":"a","type":"b"}}`, "", "b", "", codex.GenUntimed},
		{`{"type":"response_item","role":"user","payload":{"type":"message"},"role":"developer"}`, "response_item", "message", "", codex.GenUntimed},
		{`{"type":"response_item","payload":{"type":"message","role":"user"},"payload":null}`, "response_item", "", "", codex.GenUntimed},
		{`{"type":"message","role":"user","role":"assistant"}`, "message", "message", "assistant", codex.GenBare},
	} {
		rd := codex.NewReader(strings.NewReader(tt.line+"\n"), "f.jsonl", 0)
		rec, err := rd.Next()
		if err != nil {
			t.Fatalf("%s: %v", tt.line, err)
		}
		if rec.Type != tt.typ || rec.Item != tt.item || rec.Role != tt.role || rec.Gen != tt.gen {
			t.Errorf("%s: type %q item %q role %q %v; want %q %q %q %v", tt.line, rec.Type, rec.Item, rec.Role, rec.Gen, tt.typ, tt.item, tt.role, tt.gen)
		}
	}
}

// TestReadShared: a frame one Reader has read is not read again by
// another (a matcher's and the drift tally's read each frame): the second
// gets the first's record. A frame filled anew, or another frame the
// first Reader read since, is read by the second itself.
func TestReadShared(t *testing.T) {
	p := transcript.NewParser(codex.Format.Schema())
	var f, g transcript.Frame
	parse := func(fr *transcript.Frame, line string) {
		t.Helper()
		if err := p.Parse(fr, []byte(line)); err != nil {
			t.Fatal(err)
		}
	}
	a, b := codex.NewFrameReader(), codex.NewFrameReader()
	parse(&f, forkLines[3])
	ra := a.Read(&f)
	if rb := b.Read(&f); rb != ra {
		t.Errorf("a frame read twice: the second Reader read it again")
	}
	parse(&f, forkLines[2]) // filled anew
	if rb := b.Read(&f); rb == ra || rb.Item != "task_started" {
		t.Errorf("a frame filled anew: item %q from the record of its former line", rb.Item)
	}
	parse(&f, forkLines[3])
	a.Read(&f)
	parse(&g, forkLines[4])
	a.Read(&g) // a's record is now g's
	if rb := b.Read(&f); rb.Frame != &f || rb.Item != "function_call" {
		t.Errorf("a frame whose reader read another since: item %q", rb.Item)
	}
}
