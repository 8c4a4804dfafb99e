package scrub

import (
	"bytes"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript/codex"
)

// checkFidelity scrubs line and asserts the contract (checkScrub:
// kept strings verbatim, every other string of the same raw and decoded
// length in the same written form), that every part of kept is in the
// output byte for byte as often as in the source, that no canary
// survives, that the skeletons agree and Verify passes, and that
// LineFrame builds the parser's frame of line. It returns the output.
func checkFidelity(t *testing.T, line string, kept, canaries []string) []byte {
	t.Helper()
	s := newTestScrubber()
	out := scrub(t, s, line)
	if len(out) != len(line) {
		t.Fatalf("compact line of %d bytes became %d", len(line), len(out))
	}
	checkScrub(t, []byte(line), out)
	checkSkeletons(t, s, []byte(line), out)
	if err := s.Verify(out, []byte(line)); err != nil {
		t.Errorf("Verify: %v", err)
	}
	for _, k := range kept {
		if n, m := strings.Count(line, k), bytes.Count(out, []byte(k)); n == 0 || m != n {
			t.Errorf("kept part %q: %d times in the output, %d in the source", k, m, n)
		}
	}
	for _, c := range canaries {
		assertNoCanary(t, "fidelity", out, c)
	}
	data := []byte(line + "\n")
	want, got := readFrames(t, data, nil), readFrames(t, data, newTestScrubber())
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("LineFrame's frame differs from the parser's")
	}
	return out
}

func frameOf(blocks string) string {
	return `{"role":"assistant","message":{"content":[` + blocks + `]}}`
}

func toolOf(name, input string) string {
	return frameOf(`{"type":"tool_use","name":"` + name + `","input":` + input + `}`)
}

// TestDiscriminatorsKept plants canaries beside discriminators at every
// depth: the discriminators stay, the canaries go.
func TestDiscriminatorsKept(t *testing.T) {
	c := canary("disc")
	for _, tc := range []struct {
		name, line string
		kept       []string
	}{
		{"turn_ended block", frameOf(`{"type":"text","text":"` + c + ` said"},{"type":"turn_ended","status":"success"}`),
			[]string{`{"type":"turn_ended","status":"success"}`}},
		{"tool_result content", `{"role":"user","message":{"content":[{"type":"tool_result","tool_use_id":"toolu_` + c + `","content":[{"type":"text","text":"` + c + `"},{"type":"image","source":{"type":"base64","data":"` + c + `"}}],"is_error":true}]}}`,
			[]string{`"content":[{"type":"text","text":"`, `"},{"type":"image","source":{"type":"base64","data":"`}},
		{"tool input discriminators", toolOf("Write", `{"type":"file","kind":"module","status":"draft","role":"reviewer","subtype":"v2-beta.rc:1","contents":"`+c+`"}`),
			[]string{`{"type":"file","kind":"module","status":"draft","role":"reviewer","subtype":"v2-beta.rc:1","contents":"`}},
		{"an English word under input.type", toolOf("Write", `{"type":"password","value":"`+c+`"}`),
			[]string{`{"type":"password","value":"`}},
		{"message role", `{"role":"user","message":{"role":"user","content":[{"type":"text","text":"` + c + `"}]}}`,
			[]string{`"message":{"role":"user","content":[{"type":"text","text":"`}},
		{"frame kind and subtype", `{"type":"system","subtype":"init","kind":"session-start","detail":"` + c + `"}`,
			[]string{`{"type":"system","subtype":"init","kind":"session-start","detail":"`}},
		{"unknown block status", frameOf(`{"type":"future-block","status":"pending","value":"` + c + `"}`),
			[]string{`{"type":"future-block","status":"pending","value":"`}},
		{"tool-like name, type first", toolOf("Task", `{"calls":[{"type":"function_call","name":"get_weather","arguments":"{\"city\":\"`+c+`\"}"}]}`),
			[]string{`{"calls":[{"type":"function_call","name":"get_weather","arguments":"`}},
		{"tool-like name, type last", toolOf("Task", `{"calls":[{"name":"get_weather","id":"`+c+`","type":"server_tool_use"}]}`),
			[]string{`{"calls":[{"name":"get_weather","id":"`, `","type":"server_tool_use"}]}`}},
		{"nested names settle apart", toolOf("Task", `{"name":"`+c+`","inner":{"name":"Shell","x":[{"name":"`+c+`b"}],"type":"tool_call"},"type":"note"}`),
			[]string{`"inner":{"name":"Shell","x":[{"name":"`, `"}],"type":"tool_call"},"type":"note"}`}},
	} {
		t.Run(tc.name, func(t *testing.T) { checkFidelity(t, tc.line, tc.kept, []string{c}) })
	}
}

// TestDiscriminatorsScrubbed puts content under the same keys: long,
// sentence, path, token-like values and names of objects that are not
// tool-like are scrubbed.
func TestDiscriminatorsScrubbed(t *testing.T) {
	c := canary("scrubbed")
	token := "CNRYE7N6" + "WMKV57FIQ5BY"
	for _, tc := range []struct{ name, line string }{
		{"long type", toolOf("Write", `{"type":"`+strings.Repeat(c, 4)+`"}`)},
		{"sentence status", frameOf(`{"type":"turn_ended","status":"the ` + c + ` went wrong"}`)},
		{"path kind", toolOf("Write", `{"kind":"/Users/`+c+`/notes.md"}`)},
		{"token role", `{"role":"user","message":{"role":"` + token + `","content":[]}}`},
		{"token subtype", toolOf("Write", `{"subtype":"`+token+`"}`)},
		{"name in a tool input", toolOf("Write", `{"name":"alice-secret-project-`+c+`","type":"document"}`)},
		{"name without a type", toolOf("Write", `{"files":[{"name":"`+c+`"}]}`)},
		{"token name of a tool call", toolOf("Task", `{"type":"tool_use","name":"`+token+`"}`)},
		{"non-identifier name of a tool call", toolOf("Task", `{"name":"`+c+` here","type":"tool_use"}`)},
		{"type not kept, name not kept", toolOf("Task", `{"name":"`+c+`","type":"tool_use `+c+`"}`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFidelity(t, tc.line, nil, []string{c, token, "alice-secret"})
		})
	}
}

// identityTerms is an Identity of fixed terms.
type identityTerms []string

func (id identityTerms) Key(w []byte) bool { return id.Has(w) }

func (id identityTerms) Has(w []byte) bool {
	for _, t := range id {
		if bytes.Contains(bytes.ToLower(w), []byte(t)) {
			return true
		}
	}
	return false
}

// TestDiscriminatorIdentity: a discriminator that is an identity term is
// scrubbed into a value that is not identifier-like, and verification
// agrees; frame positions stay kept whatever the terms.
func TestDiscriminatorIdentity(t *testing.T) {
	s := newTestScrubber()
	s.SetIdentity(identityTerms{"alicia", "user"})
	line := toolOf("Task", `{"type":"alicia_notes","calls":[{"type":"tool_call","name":"Alicia"}],"kind":"module"}`)
	out, err := s.Line(nil, []byte(line), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.VerifyLast(out); err != nil {
		t.Errorf("VerifyLast: %v", err)
	}
	if err := s.Verify(out, []byte(line)); err != nil {
		t.Errorf("Verify: %v", err)
	}
	again, err := s.Line(nil, out, nil)
	if err != nil || s.VerifyLast(again) != nil {
		t.Errorf("scrubbing the output again fails verification")
	}
	assertNoCanary(t, "identity", out, "alicia")
	for _, want := range []string{`{"role":"assistant"`, `"input":{"type":"?`, `{"type":"tool_call","name":"?`, `"kind":"module"}`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("output lacks %q", want)
		}
	}
	if len(out) != len(line) {
		t.Errorf("length %d became %d", len(line), len(out))
	}
}

// TestEmbeddedIdentity: a Codex call's arguments, JSON in a string, are
// checked (VerifyLast, Verify) with the identity the scrubber was given last, whatever its
// type (identityTerms is a slice, which an interface comparison would
// panic on), and a term there does not survive.
func TestEmbeddedIdentity(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	line := `{"timestamp":"2026-03-04T05:06:07.891Z","type":"response_item","payload":{"type":"function_call",` +
		`"name":"shell","arguments":"{\"type\":\"alicia_notes\",\"command\":[\"ls\"]}","call_id":"call_1"}}`
	for _, id := range []identityTerms{{"zzzz"}, {"alicia"}} {
		s.SetIdentity(id)
		out, err := s.Line(nil, []byte(line), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.VerifyLast(out); err != nil {
			t.Errorf("terms %v: VerifyLast: %v", id, err)
		}
		if err := s.Verify(out, []byte(line)); err != nil {
			t.Errorf("terms %v: Verify: %v", id, err)
		}
		if id[0] == "alicia" {
			assertNoCanary(t, "embedded identity", out, "alicia")
		}
	}
}
