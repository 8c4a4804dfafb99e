package jsonany

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

// same fails unless Decode agrees with json.Unmarshal on b: the same
// value (negative zero included), or both refuse it.
func same(t *testing.T, b []byte) {
	t.Helper()
	var want any
	wantOK := json.Unmarshal(b, &want) == nil
	got, ok := Decode(b)
	if ok != wantOK {
		t.Fatalf("input %q: Decode ok %v, json.Unmarshal ok %v", b, ok, wantOK)
	}
	if !wantOK {
		if got != nil {
			t.Fatalf("input %q: refused with a value", b)
		}
		return
	}
	if !reflect.DeepEqual(got, want) || !sameZeros(got, want) {
		t.Fatalf("input %q: Decode %#v, json.Unmarshal %#v", b, got, want)
	}
}

// sameZeros reports whether a and b, deeply equal, have their negative
// zeros at the same places (DeepEqual takes -0 for 0).
func sameZeros(a, b any) bool {
	switch a := a.(type) {
	case float64:
		return math.Signbit(a) == math.Signbit(b.(float64))
	case []any:
		for i := range a {
			if !sameZeros(a[i], b.([]any)[i]) {
				return false
			}
		}
	case map[string]any:
		for k := range a {
			if !sameZeros(a[k], b.(map[string]any)[k]) {
				return false
			}
		}
	}
	return true
}

var cases = []string{
	`{}`, `[]`, ` {"a":1} `, "\t[1,2]\r\n", `"x"`, `0`, `-0`, `-0.0`, `1e3`, `1E+3`, `1e-3`, `123456789012345`,
	`1234567890123456`, `12345678901234567890`, `-9007199254740993`, `0.1`, `1e400`, `-1e400`, `1e-400`,
	`01`, `-`, `1.`, `.5`, `1e`, `+1`, `0x10`, `true`, `false`, `null`, `tru`, `nul`, `truex`, `[true,]`,
	`{"a":1,}`, `{"a" 1}`, `{a:1}`, `[1 2]`, `{"a":1}x`, `{"a":1}{}`, ``, ` `, `{"a":{"b":[{"c":null}]}}`,
	`{"a":1,"a":2}`, `{"a":{"x":1},"a":[2]}`, `"\u00e9\n\t\"\\\/\b\f\r"`, `"\ud83d\ude00"`, `"\ud83d"`,
	`"\ude00"`, `"\ud83dx"`, `"\ud83d\u0041"`, `"\ud83d\ud83d\ude00"`, `"\u12"`, `"\u12g4"`, `"\x"`,
	"\"a\x01b\"", "\"tab\there\"", `"unterminated`, `"a\`, "\"\xff\xfe\"", "\"caf\xc3\xa9\"", "\"\xed\xa0\x80\"",
	"\"\xc3\"", "\"\xc3\\n\"", "\"ok\xe2\x82\"", "{\"\xff\":1}", `{"message":{"content":[{"type":"text","text":"hi"}],"usage":{"input_tokens":12}}}`,
	"\xef\xbb\xbf{}", `[1,[2,[3,{"k":-1.5e-7}]]]`, `"\u0000"`, `{"":""}`,
}

func TestDecodeAsEncodingJSON(t *testing.T) {
	for _, c := range cases {
		same(t, []byte(c))
	}
}

// Nesting is refused past encoding/json's depth of 10,000, and accepted
// up to it.
func TestDecodeDepth(t *testing.T) {
	for _, n := range []int{maxDepth, maxDepth + 1} {
		same(t, []byte(strings.Repeat("[", n)+strings.Repeat("]", n)))
		same(t, []byte(strings.Repeat(`{"a":`, n)+"1"+strings.Repeat("}", n)))
	}
}

func FuzzDecode(f *testing.F) {
	for _, c := range cases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, b []byte) { same(t, b) })
}

// benchLine is a Claude Code assistant line of the usual shape: an
// envelope of short strings, a message with text and a tool call.
func benchLine() []byte {
	text := strings.Repeat("some prose with a path /src/app/main.go and \\\"quotes\\\" ", 40)
	return []byte(`{"parentUuid":"4f1c2a9e-0b7d-4c1e-9a3f-2d6e8b0c1f47","isSidechain":false,"userType":"external",` +
		`"cwd":"/Users/dev/src/app","sessionId":"9b2e7c4d-1a3f-4e6b-8c0d-5f7a9e1b3c2d","version":"2.1.7","gitBranch":"main",` +
		`"message":{"id":"msg_01ABCDEF","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[` +
		`{"type":"text","text":"` + text + `"},{"type":"tool_use","id":"toolu_01XYZ","name":"Bash","input":{"command":"go test ./...","description":"run the tests"}}],` +
		`"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":1234,"cache_read_input_tokens":56789,"output_tokens":321}},` +
		`"requestId":"req_01QWERTY","type":"assistant","uuid":"7c3e1f9a-2b4d-4a6c-8e0f-1d3b5a7c9e2f","timestamp":"2026-01-02T03:04:05.678Z"}`)
}

func BenchmarkDecode(b *testing.B) {
	line := benchLine()
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := Decode(line); !ok {
			b.Fatal("refused")
		}
	}
}

// BenchmarkDecodeEncodingJSON is the same line through json.Unmarshal, to
// compare.
func BenchmarkDecodeEncodingJSON(b *testing.B) {
	line := benchLine()
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		var v any
		if json.Unmarshal(line, &v) != nil {
			b.Fatal("refused")
		}
	}
}
