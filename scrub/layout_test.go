package scrub

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// Both modes write a line with its source's whitespace between tokens,
// byte for byte, and JSON embedded in a string (Codex arguments and
// outputs) with its own, escaped as the source has it (\n, \u000a): the
// output has the source's length, whitespace and escapes at the same
// offsets, and verifies.
func TestLineKeepsLayout(t *testing.T) {
	args := `{\"command\": [\"bash\", \"-lc\", \"ls -la\"],\n  \"workdir\": \"/tmp/acme\",\t\"timeout_ms\": 1000}`
	output := `{\"output\": \"total 0\\n\", \"metadata\": {\"exit_code\": 0 }}`
	escaped := `{\"command\": [\"ls\"],\u000a  \"workdir\":\u0020\"\/tmp\/acme\"}`
	for _, c := range []struct {
		format transcript.Format
		line   string
	}{
		{cursor.Format, " { \"role\": \"user\", \"message\": {\"content\": [ {\"type\": \"text\", \"text\": \"hello there\"} ]}}\t"},
		{claudecode.Format, `{"type": "assistant", "sessionId": "0b6f3d0e-7f5e-4b9a-9d61-3c2a1b0f9e8d", "message": {"role": "assistant", "content": [{"type": "tool_use", "id": "toolu_01", "name": "Bash", "input": {"command": "ls -la", "description": "list"}}]}}`},
		{codex.Format, `{"timestamp": "2026-03-04T05:06:07.000Z", "type": "response_item", "payload": {"type": "function_call", "name": "shell", "arguments": "` + args + `", "call_id": "call_abc"}}`},
		{codex.Format, `{"timestamp": "2026-03-04T05:06:08.000Z", "type": "response_item", "payload": {"type": "function_call_output", "call_id": "call_abc", "output": "` + output + `"}}`},
		{codex.Format, `{"timestamp": "2026-03-04T05:06:09.000Z", "type": "response_item", "payload": {"type": "function_call", "name": "shell", "arguments": "` + escaped + `", "call_id": "call_abd"}}`},
	} {
		src := []byte(c.line)
		s := NewStructural(NewPseudonymizer(testSalt))
		s.SetSchema(c.format.Schema())
		out, err := s.Line(nil, src, nil)
		if err != nil {
			t.Fatalf("%s: Line: %v", c.format.Name(), err)
		}
		if err := s.VerifyLast(out); err != nil {
			t.Errorf("%s: VerifyLast: %v", c.format.Name(), err)
		}
		checkLayout(t, c.format.Name()+" structural", src, out)
		r := NewRedactor(NewPseudonymizer(testSalt), RedactOptions{})
		r.SetSchema(c.format.Schema())
		if out, err = r.Line(nil, src, nil); err != nil {
			t.Fatalf("%s: redact Line: %v", c.format.Name(), err)
		}
		if err := r.Check(out, src); err != nil {
			t.Errorf("%s: redact Check: %v", c.format.Name(), err)
		}
		checkLayout(t, c.format.Name()+" redact", src, out)
	}
}

// checkLayout asserts that out has src's length and whitespace outside
// strings, and so has the JSON in each string of src that holds a JSON
// object, compared with the string at the same offset in out.
func checkLayout(t *testing.T, name string, src, out []byte) {
	t.Helper()
	if len(out) != len(src) {
		t.Errorf("%s: %d bytes became %d", name, len(src), len(out))
		return
	}
	if !slices.Equal(layout(src), layout(out)) {
		t.Errorf("%s: whitespace between tokens moved", name)
		return
	}
	if !slices.Equal(escapes(src), escapes(out)) {
		t.Errorf("%s: escapes moved or changed kind", name)
	}
	for _, at := range stringsAt(src) {
		var a, b string
		if json.Unmarshal(src[at.start:at.end], &a) != nil || json.Unmarshal(out[at.start:at.end], &b) != nil {
			t.Fatalf("%s: string at byte %d does not decode", name, at.start)
		}
		if len(a) > 0 && a[0] == '{' && (len(a) != len(b) || !slices.Equal(layout([]byte(a)), layout([]byte(b)))) {
			t.Errorf("%s: the JSON in the string at byte %d lost its layout", name, at.start)
		}
	}
}

// layout is the offset and byte of each whitespace byte of b outside its
// strings.
func layout(b []byte) []int {
	var ws []int
	next := 0
	for _, at := range stringsAt(b) {
		ws = appendSpaces(ws, b, next, at.start)
		next = at.end
	}
	return appendSpaces(ws, b, next, len(b))
}

func appendSpaces(ws []int, b []byte, from, to int) []int {
	for i := from; i < to; i++ {
		if isSpace[b[i]] {
			ws = append(ws, i<<8|int(b[i]))
		}
	}
	return ws
}

// escapes is the offset and kind (the byte after the backslash) of each
// escape in b's strings.
func escapes(b []byte) []int {
	var es []int
	for _, at := range stringsAt(b) {
		for i := at.start + 1; i < at.end-1; i++ {
			if b[i] == '\\' {
				es = append(es, i<<8|int(b[i+1]))
				i++
			}
		}
	}
	return es
}

// stringsAt returns the spans of b's JSON strings, quotes included.
func stringsAt(b []byte) []struct{ start, end int } {
	var spans []struct{ start, end int }
	for i := 0; i < len(b); i++ {
		if b[i] != '"' {
			continue
		}
		start := i
		for i++; i < len(b) && b[i] != '"'; i++ {
			if b[i] == '\\' {
				i++
			}
		}
		spans = append(spans, struct{ start, end int }{start, i + 1})
	}
	return spans
}
