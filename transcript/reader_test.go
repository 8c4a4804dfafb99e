package transcript_test

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// schema is the schema the reader tests parse with.
var schema = cursor.Format.Schema()

// readAll returns the frames' kinds/keysets and the problems of a file.
func readAll(t *testing.T, data string, maxLine int) (frames []transcript.Frame, probs []transcript.LineError) {
	t.Helper()
	r := transcript.NewReader(schema, strings.NewReader(data), "f.jsonl", maxLine)
	for {
		f, err := r.Next()
		if errors.Is(err, io.EOF) {
			return
		}
		if le, ok := transcript.AsLineError(err); ok {
			probs = append(probs, *le)
			continue
		}
		if err != nil {
			t.Fatalf("read error: %v", err)
		}
		c := *f
		c.Blocks = append([]transcript.Block(nil), f.Blocks...)
		frames = append(frames, c)
	}
}

func TestReaderShapes(t *testing.T) {
	tests := []struct {
		name    string
		line    string
		kind    transcript.Kind
		keyset  string
		check   func(*testing.T, transcript.Frame)
		content transcript.ValueKind
	}{
		{name: "user text", line: `{"role":"user","message":{"content":[{"type":"text","text":"hi"}]}}`,
			kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueArray,
			check: func(t *testing.T, f transcript.Frame) {
				if f.Role != "user" || len(f.Blocks) != 1 || f.Blocks[0].Type != "text" || f.Blocks[0].Payload != 2 {
					t.Errorf("user text frame parsed wrong: role=%q blocks=%d", f.Role, len(f.Blocks))
				}
			}},
		{name: "tool_use object input", line: `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/a/agent-tools/x.txt","offset":1}}]}}`,
			kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueArray,
			check: func(t *testing.T, f transcript.Frame) {
				b := f.Blocks[0]
				if b.Name != "ReadFile" || b.InputKind != transcript.ValueObject || b.Path != "/a/agent-tools/x.txt" || b.Keyset != "input,name,type" {
					t.Errorf("tool_use block parsed wrong: %+v", b)
				}
				if want := len(`{"path":"/a/agent-tools/x.txt","offset":1}`); b.Payload != want || string(b.Input) != `{"path":"/a/agent-tools/x.txt","offset":1}` {
					t.Errorf("payload %d, want %d", b.Payload, want)
				}
			}},
		{name: "applypatch string input", line: `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ApplyPatch","input":"*** Begin Patch\n*** End Patch"}]}}`,
			kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueArray,
			check: func(t *testing.T, f transcript.Frame) {
				if b := f.Blocks[0]; b.InputKind != transcript.ValueString || b.Payload != len(`"*** Begin Patch\n*** End Patch"`) {
					t.Errorf("string input: kind %v payload %d", b.InputKind, b.Payload)
				}
			}},
		{name: "mcp wrapper and background", line: `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"CallMcpTool","input":{"server":"s","namespace":"n","toolName":"t","arguments":{"/p":1}}},{"type":"tool_use","name":"Shell","input":{"command":"cat /x/agent-tools/y.txt","run_in_background":true}},{"type":"text","text":"ok"}]}}`,
			kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueArray,
			check: func(t *testing.T, f transcript.Frame) {
				if f.ToolUses() != 2 || !f.Blocks[1].Background || f.Blocks[1].Command != "cat /x/agent-tools/y.txt" {
					t.Errorf("calls %d background %v", f.ToolUses(), f.Blocks[1].Background)
				}
			}},
		{name: "turn_ended success", line: `{"type":"turn_ended","status":"success"}`, kind: transcript.KindTurnEnded, keyset: "status,type"},
		{name: "turn_ended error", line: `{"type":"turn_ended","status":"error","error":"boom"}`, kind: transcript.KindTurnEnded, keyset: "error,status,type",
			check: func(t *testing.T, f transcript.Frame) {
				if !f.HasError || f.Status != "error" {
					t.Errorf("error frame: HasError %v status %q", f.HasError, f.Status)
				}
			}},
		{name: "unknown keyset", line: `{"role":"user","message":{"content":[]},"timestamp":1}`, kind: transcript.KindUnknown, keyset: "message,role,timestamp", content: transcript.ValueArray},
		{name: "unknown status", line: `{"type":"turn_ended","status":"cancelled"}`, kind: transcript.KindTurnEnded, keyset: "status,type"},
		{name: "content as string", line: `{"role":"user","message":{"content":"hello"}}`, kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueString},
		{name: "unknown block type", line: `{"role":"assistant","message":{"content":[{"type":"thinking","thinking":"x"},7]}}`, kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueArray,
			check: func(t *testing.T, f transcript.Frame) {
				if len(f.Blocks) != 2 || f.Blocks[0].Type != "thinking" || f.Blocks[1].Keyset != "" {
					t.Errorf("unknown blocks parsed wrong")
				}
			}},
		{name: "duplicate keys", line: `{"role":"user","role":"assistant","message":{"content":[]}}`, kind: transcript.KindUnknown, keyset: "message,role,role", content: transcript.ValueArray},
		{name: "escapes and unicode", line: `{"role":"user","message":{"content":[{"type":"text","text":"\u00e9\ud83d\ude00\n日本"}]}}`, kind: transcript.KindMessage, keyset: "message,role", content: transcript.ValueArray,
			check: func(t *testing.T, f transcript.Frame) {
				if want := len("é😀\n日本"); f.Blocks[0].Payload != want {
					t.Errorf("decoded length %d, want %d", f.Blocks[0].Payload, want)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			frames, probs := readAll(t, tt.line+"\n", 0)
			if len(probs) != 0 || len(frames) != 1 {
				t.Fatalf("got %d frames, %d problems", len(frames), len(probs))
			}
			f := frames[0]
			if f.Kind != tt.kind || f.Keyset != tt.keyset || f.ContentKind != tt.content {
				t.Errorf("kind %v keyset %q content %v; want %v %q %v", f.Kind, f.Keyset, f.ContentKind, tt.kind, tt.keyset, tt.content)
			}
			if tt.check != nil {
				tt.check(t, f)
			}
		})
	}
}

func TestReaderBadInput(t *testing.T) {
	good := `{"type":"turn_ended","status":"success"}`
	tests := []struct {
		name    string
		data    string
		maxLine int
		frames  int
		probs   []transcript.LineError // File is always f.jsonl
		notes   transcript.Notes
	}{
		{name: "malformed middle", data: good + "\n{not json\n" + good + "\n", frames: 2,
			probs: []transcript.LineError{{Line: 2, Offset: int64(len(good) + 1), Problem: transcript.Malformed}}},
		{name: "unterminated tail", data: good + "\n" + `{"type":"turn_`, frames: 1,
			probs: []transcript.LineError{{Line: 2, Offset: int64(len(good) + 1), Problem: transcript.Unterminated}}},
		{name: "terminated last line without newline", data: good + "\n" + good, frames: 2},
		{name: "blank lines", data: good + "\n\n  \n" + good + "\n", frames: 2,
			probs: []transcript.LineError{{Line: 2, Offset: int64(len(good) + 1), Problem: transcript.Blank}, {Line: 3, Offset: int64(len(good) + 2), Problem: transcript.Blank}}},
		{name: "bom", data: "\ufeff" + good + "\n", frames: 1, notes: transcript.NoteBOM},
		{name: "crlf", data: good + "\r\n", frames: 1, notes: transcript.NoteCRLF},
		{name: "invalid utf8", data: `{"role":"user","message":{"content":[{"type":"text","text":"a` + "\xff" + `"}]}}` + "\n", frames: 1, notes: transcript.NoteInvalidUTF8},
		{name: "nul byte escape stays valid", data: `{"role":"user","message":{"content":[{"type":"text","text":"\u0000"}]}}` + "\n", frames: 1},
		{name: "raw nul is malformed", data: "{\"role\":\"user\x00\"}\n", probs: []transcript.LineError{{Line: 1, Problem: transcript.Malformed}}},
		{name: "too long", data: good + "\n" + `{"type":"turn_ended","status":"` + strings.Repeat("x", 100) + `"}` + "\n" + good + "\n", maxLine: 64, frames: 2,
			probs: []transcript.LineError{{Line: 2, Offset: int64(len(good) + 1), Problem: transcript.TooLong}}},
		{name: "not an object", data: "[1,2]\n", probs: []transcript.LineError{{Line: 1, Problem: transcript.Malformed}}},
		{name: "trailing garbage", data: good + "x\n", probs: []transcript.LineError{{Line: 1, Problem: transcript.Malformed}}},
		{name: "too deep", data: strings.Repeat(`{"a":`, 20000) + "1" + strings.Repeat("}", 20000) + "\n" + good + "\n", frames: 1,
			probs: []transcript.LineError{{Line: 1, Problem: transcript.TooDeep}}},
		{name: "empty file", data: ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			frames, probs := readAll(t, tt.data, tt.maxLine)
			if len(frames) != tt.frames {
				t.Errorf("frames %d, want %d", len(frames), tt.frames)
			}
			if len(probs) != len(tt.probs) {
				t.Fatalf("problems %v, want %v", probs, tt.probs)
			}
			for i, p := range probs {
				want := tt.probs[i]
				want.File = "f.jsonl"
				if p != want {
					t.Errorf("problem %d = %v, want %v", i, p, want)
				}
			}
			if len(frames) > 0 && frames[0].Notes != tt.notes {
				t.Errorf("notes %v, want %v", frames[0].Notes, tt.notes)
			}
		})
	}
}

// A line of many megabytes is read whole.
func TestReaderLongLine(t *testing.T) {
	big := strings.Repeat("y", 12<<20)
	frames, probs := readAll(t, `{"role":"user","message":{"content":[{"type":"text","text":"`+big+`"}]}}`+"\n", 0)
	if len(probs) != 0 || len(frames) != 1 || frames[0].Blocks[0].Payload != len(big) {
		t.Fatalf("long line: %d frames, %d problems", len(frames), len(probs))
	}
}

// Diagnostics never carry content: the error text names file, line, byte.
func TestLineErrorHasNoContent(t *testing.T) {
	const canary = "CANARYzq7sekret"
	_, probs := readAll(t, `{"text":"`+canary+`",}`+"\n", 0)
	if len(probs) != 1 {
		t.Fatalf("want one problem, got %d", len(probs))
	}
	if strings.Contains(probs[0].Error(), canary) {
		t.Errorf("diagnostic leaks line content")
	}
}

func TestDecodedLen(t *testing.T) {
	for raw, want := range map[string]int{
		`""`: 0, `"abc"`: 3, `"\n\t\""`: 3, `"\u00e9"`: 2, `"\u65e5"`: 3, `"\ud83d\ude00"`: 4,
		`"\ud83d"`: 3, `"é"`: 2, "\"\xff\"": 3,
	} {
		if got := transcript.DecodedLen([]byte(raw)); got != want {
			t.Errorf("DecodedLen(%s) = %d, want %d", raw, got, want)
		}
	}
}
