package transcript_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
)

// shapesOf tallies the lines of file as frames 0, 1, … on lines 1, 2, ….
func shapesOf(t *testing.T, s *transcript.Shapes, file string, lines ...string) {
	t.Helper()
	p := transcript.NewParser(schema)
	s.SetSchema(schema)
	for i, l := range lines {
		var f transcript.Frame
		if err := p.Parse(&f, []byte(l)); err != nil {
			t.Fatalf("line %d does not parse: %v", i+1, err)
		}
		f.Line.Num, f.Index = i+1, i
		s.Frame(file, &f)
	}
}

// canary is token-like: a name made of it must not be printed.
const canary = "CNRY7Q4ZK2M9XW3B"

// TestShapesDriftByName checks that every shape outside the seed record's
// documented ones is listed by kind and name with its count and first
// frame, that documented frames add nothing, and that names which are not
// identifier-like are counted as <other>.
func TestShapesDriftByName(t *testing.T) {
	s := transcript.NewShapes()
	shapesOf(t, s, "a.jsonl",
		`{"role":"user","message":{"content":[{"type":"text","text":"hi"}]}}`,
		`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{}}]}}`,
		`{"type":"turn_ended","status":"success"}`,
		`{"role":"user","message":{"content":"bare string"}}`,
		`{"role":"system","message":{"role":"system"}}`,
		`{"role":"assistant","id":"m1","message":{"id":"x","model":"m","usage":{},"content":[{"type":"thinking","thinking":"t"},"str",{"type":"tool_use","id":"c1","name":"`+canary+`","input":{}},{"type":"tool_use","name":"Grep path\n/Users/x","input":{}}]}}`,
		`{"type":"turn_ended","status":"cancelled"}`,
		`{"role":"assistant","message":{"content":[{"type":"`+canary+`"},{"text":"no type"},{"type":"text","text":"a","`+canary+`":1}]}}`,
		`{"role":"assistant","message":{"content":[{"type":"text","text":"again"}]},"model":"m"}`,
	)
	type entry struct {
		kind, name  string
		count, line int
	}
	want := []entry{
		{"keyset", "id,message,role", 1, 6},
		{"keyset", "message,model,role", 1, 9},
		{"role", "system", 1, 5},
		{"message_keyset", "content,id,model,usage", 1, 6},
		{"message_keyset", "role", 1, 5},
		{"content", "missing", 1, 5},
		{"content", "string", 1, 4},
		{"block_type", "<other>", 1, 8},
		{"block_type", "<untyped>", 2, 6},
		{"block_type", "thinking", 1, 6},
		{"block_keyset", "<other>", 1, 8},
		{"block_keyset", "id,input,name,type", 1, 6},
		{"tool_name", "<other>", 2, 6},
		{"turn_status", "cancelled", 1, 7},
	}
	var got []entry
	for _, d := range s.Drift() {
		if d.Witness.File != "a.jsonl" || d.Witness.Frame != d.Witness.Line-1 {
			t.Errorf("%s %s: witness %+v, want a.jsonl and frame = line-1", d.Kind, d.Name, d.Witness)
		}
		got = append(got, entry{d.Kind, d.Name, d.Count, d.Witness.Line})
	}
	if !slices.Equal(got, want) {
		t.Errorf("drift:\n got %v\nwant %v", got, want)
	}
	for _, d := range s.Drift() {
		if strings.Contains(d.Name, canary) || strings.ContainsAny(d.Name, "\n/ ") {
			t.Errorf("drift name %q holds content", d.Name)
		}
	}
	if nr, w := s.NotRecorded(), []string{"tool_results", "per_call_outcome", "timestamps", "client_version", "session_id"}; !slices.Equal(nr, w) {
		t.Errorf("not recorded %v, want %v", nr, w)
	}
}

// TestShapesRepeated checks that a shape met again is counted again: a
// frame's drift and the fields it records are the same however often
// its key sets were seen before.
func TestShapesRepeated(t *testing.T) {
	line := `{"role":"assistant","id":"m","message":{"id":"x","content":[{"type":"tool_result","tool_use_id":"c","is_error":true},{"type":"tool_use","id":"c","name":"X","input":{},"status":"ok"}]}}`
	once, thrice := transcript.NewShapes(), transcript.NewShapes()
	shapesOf(t, once, "f.jsonl", line)
	shapesOf(t, thrice, "f.jsonl", line, line, line)
	d1, d3 := once.Drift(), thrice.Drift()
	if len(d1) == 0 || len(d1) != len(d3) {
		t.Fatalf("drift of one frame %v, of three %v", d1, d3)
	}
	for i := range d1 {
		if d3[i].Kind != d1[i].Kind || d3[i].Name != d1[i].Name || d3[i].Count != 3*d1[i].Count || d3[i].Witness != d1[i].Witness {
			t.Errorf("drift of three frames %+v, want %+v counted thrice", d3[i], d1[i])
		}
	}
	if a, b := once.NotRecorded(), thrice.NotRecorded(); !slices.Equal(a, b) {
		t.Errorf("not recorded after three frames %v, after one %v", b, a)
	}
}

// TestShapesNotRecorded checks that each field the format does not record
// leaves NotRecorded as soon as one frame holds it, and only then.
func TestShapesNotRecorded(t *testing.T) {
	empty := transcript.NewShapes()
	if got := empty.NotRecorded(); len(got) != 0 {
		t.Errorf("a tally of no format lists %v not recorded", got)
	}
	empty.SetSchema(schema)
	all := empty.NotRecorded()
	if len(all) != 9 {
		t.Fatalf("an empty tally lists %d fields not recorded, want 9: %v", len(all), all)
	}
	for _, tt := range []struct{ field, line string }{
		{"tool_results", `{"role":"user","message":{"content":[{"type":"tool_result","content":"x"}]}}`},
		{"tool_results", `{"role":"tool","message":{"content":[]}}`},
		{"call_ids", `{"role":"assistant","message":{"content":[{"type":"tool_use","id":"c","name":"Shell","input":{}}]}}`},
		{"per_call_outcome", `{"role":"assistant","message":{"content":[{"type":"tool_use","status":"ok","name":"Shell","input":{}}]}}`},
		{"timestamps", `{"role":"user","timestamp":1,"message":{"content":[]}}`},
		{"timestamps", `{"role":"user","message":{"createdAt":1,"content":[]}}`},
		{"usage", `{"role":"user","message":{"usage":{},"content":[]}}`},
		{"model", `{"role":"user","model":"m","message":{"content":[]}}`},
		{"client_version", `{"role":"user","version":"1","message":{"content":[]}}`},
		{"message_ids", `{"role":"user","message":{"id":"m","content":[]}}`},
		{"session_id", `{"sessionId":"s","role":"user","message":{"content":[]}}`},
	} {
		s := transcript.NewShapes()
		shapesOf(t, s, "f.jsonl", tt.line)
		got := s.NotRecorded()
		if slices.Contains(got, tt.field) || len(got) != len(all)-1 {
			t.Errorf("%s: not recorded %v after a frame holding only it", tt.field, got)
		}
	}
	s := transcript.NewShapes()
	shapesOf(t, s, "f.jsonl", `{"role":"user","message":{"content":[{"type":"text","text":"model usage timestamp id tool_result"}]}}`)
	if got := s.NotRecorded(); !slices.Equal(got, all) {
		t.Errorf("words in text counted as recorded fields: %v", got)
	}
}

// TestShapesMergeDeterministic checks that merging tallies in any order
// gives the same entries, witnessed by the first file by path.
func TestShapesMergeDeterministic(t *testing.T) {
	line := `{"role":"system","message":{"content":[]}}`
	parts := map[string]*transcript.Shapes{}
	for _, f := range []string{"b.jsonl", "a.jsonl", "c.jsonl"} {
		parts[f] = transcript.NewShapes()
		shapesOf(t, parts[f], f, `{"role":"user","message":{"content":[]}}`, line)
	}
	var first []transcript.DriftEntry
	for _, order := range [][]string{{"a.jsonl", "b.jsonl", "c.jsonl"}, {"c.jsonl", "b.jsonl", "a.jsonl"}, {"b.jsonl", "c.jsonl", "a.jsonl"}} {
		s := transcript.NewShapes()
		for _, f := range order {
			s.Merge(parts[f])
		}
		got := s.Drift()
		if len(got) != 1 || got[0].Count != 3 || got[0].Witness != (transcript.Position{File: "a.jsonl", Line: 2, Frame: 1}) {
			t.Errorf("merged in order %v: %+v", order, got)
		}
		if first == nil {
			first = got
		} else if !slices.Equal(got, first) {
			t.Errorf("order %v gives %+v, another %+v", order, got, first)
		}
	}
}

func TestDriftName(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"thinking", "thinking"}, {"functions.ApplyPatch", "functions.ApplyPatch"}, {"future-block", "future-block"},
		{"sha256", "sha256"}, {"_x", "_x"}, {"v2", "v2"},
		{"", "<other>"}, {"Grep path\n/Users/x", "<other>"}, {"a b", "<other>"}, {"1abc", "<other>"},
		{canary, "<other>"}, {"id12345", "<other>"}, {"a1b2c3", "<other>"}, {"é", "<other>"},
		{strings.Repeat("a", 41), "<other>"}, {"mcp__acmecorp__query", "<other>"}, {strings.Repeat("a", 40), strings.Repeat("a", 40)},
	} {
		if got := transcript.DriftName(tt.in); got != tt.want {
			t.Errorf("DriftName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
