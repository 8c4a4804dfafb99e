package scrub

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// frameCases are lines whose frames stress what a FrameBuilder is told:
// duplicate members, members of the wrong type, nesting that looks like a
// frame deeper down, escapes and invalid UTF-8 in the strings a Frame
// keeps, and lines the parser rejects.
var frameCases = []string{
	`{"role":"user","role":1,"type":"x","type":{"a":"b"},"status":"s","status":null}`,
	`{"role":"assistant","message":{"content":[{"type":"text","text":"a"}],"content":"later"}}`,
	`{"role":"assistant","message":{"content":"first","content":[{"type":"text","text":"b"},7,"s",[1],{}]}}`,
	`{"message":{"content":[{"type":"text","text":"x"}]},"message":{"content":[{"type":"tool_use"}]},"role":"user"}`,
	`{"message":[{"content":[{"type":"text"}]}],"role":"user"}`,
	`{"message":"s","role":"user"}`,
	`{"role":"assistant","message":{"x":{"content":[{"type":"text"}]},"content":[]}}`,
	`{"role":"assistant","message":{"content":[{"type":"text","text":"a","text":{"b":1},"type":"text"}]}}`,
	`{"role":"assistant","message":{"content":[{"type":"text","text":"a\u00e9\ud83d\ude00\ud800x\udc00\n\"","name":"n"}]}}`,
	"{\"role\":\"assistant\",\"message\":{\"content\":[{\"type\":\"text\",\"text\":\"a\xff\xe2\x82\\n\xac\xc3\"}]}}",
	"{\"r\xffle\":\"user\",\"message\":{\"content\":[{\"typ\xc3\":\"text\"}]}}",
	`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"ls \"-l\"","command":2,"path":"/a\/b","run_in_background":true,"run_in_background":false,"x":{"path":"/deep","run_in_background":true}}}]}}`,
	`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"A","input":{"path":"/p"},"input":[{"path":"/q"}],"name":7}]}}`,
	`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ApplyPatch","input":"*** Begin Patch\n*** End Patch"}]}}`,
	`{"role":"assistant","message":{"content":[{"type":"tool_use","input":  {  "path" : "/p" , "run_in_background" : true }  ,"name":"Edit"}]}}`,
	`{"role":"assistant","message":{"content":[{"type":"tool_use","input":12.5e3},{"type":"tool_use","input":null},{"type":"tool_use","input":true}]}}`,
	`{"role":"assistant","message":{"content":[{},[],{"type":"tool_use","input":{}},{"type":"tool_use","input":[ ]},{"type":"text","text":""}]},"x":{}}`,
	`  {"type":"turn_ended","status":"success"}  `,
	`{"type":"turn_ended","status":"error","error":{"message":"m"}}`,
	`{"type":"turn_ended","status":"success","extra":[]}`,
	`{"\u0072ole":"user","message":{"\u0063ontent":[{"\u0074ype":"\u0074ext","text":""}]}}`,
	`{}`,
	`[]`,
	`"s"`,
	`{"role":"user"`,
	`{"role":"user",}`,
	"{\"role\":\"us\x01er\"}",
	`{"a":01}`,
	`{"a":tru}`,
	`{"role":"user"} x`,
	strings.Repeat(`{"a":`, 9999) + `{}` + strings.Repeat(`}`, 9999),
	strings.Repeat(`{"a":`, 10000) + `{}` + strings.Repeat(`}`, 10000),
	strings.Repeat(`[`, 10000) + strings.Repeat(`]`, 10000),
}

// lineFramer is a scrubber's LineFrame.
type lineFramer interface {
	LineFrame(dst, line []byte, st *Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error)
}

// readFrames reads data as a transcript, with the scrubber as the frame
// source when s is not nil, and describes every frame and error.
func readFrames(t testing.TB, data []byte, s lineFramer) []string {
	t.Helper()
	rd := transcript.NewReader(cursor.Format.Schema(), bytes.NewReader(data), "f.jsonl", 0)
	if s != nil {
		fb := transcript.NewFrameBuilder()
		rd.SetSource(func(f *transcript.Frame, line []byte) bool {
			_, err := s.LineFrame(nil, line, nil, fb, f)
			return err == nil
		})
	}
	var got []string
	for {
		fr, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return got
		}
		if err != nil {
			got = append(got, err.Error())
			continue
		}
		c := *fr
		c.Line = transcript.Line{}
		got = append(got, fmt.Sprintf("%+v", c))
	}
}

// TestLineFrameMatchesParser holds the frames the scrubbers build as they
// walk (structural and redacting) to the parser's, line by line, over the
// frame cases, the line cases and a synthetic corpus.
func TestLineFrameMatchesParser(t *testing.T) {
	var data bytes.Buffer
	for _, l := range frameCases {
		data.WriteString(l + "\n")
	}
	for _, c := range lineCases {
		data.WriteString(c.line + "\n")
	}
	for _, l := range synthCorpus(300, 11) {
		data.Write(append(l, '\n'))
	}
	want := readFrames(t, data.Bytes(), nil)
	for _, s := range []lineFramer{NewStructural(NewPseudonymizer(testSalt)), newTestRedactor(RedactOptions{Users: []string{"alice"}})} {
		got := readFrames(t, data.Bytes(), s)
		if len(got) != len(want) {
			t.Fatalf("%T: %d frames and errors, the parser gives %d", s, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%T: line %d: the frame or error differs from the parser's", s, i+1)
			}
		}
	}
}

// FuzzLineFrame holds the scrubber's frames to the parser's on arbitrary
// transcripts: the same frames, errors and notes.
func FuzzLineFrame(f *testing.F) {
	for _, l := range frameCases[:len(frameCases)-3] {
		f.Add([]byte(l))
	}
	for _, c := range lineCases {
		f.Add([]byte(c.line + "\n" + c.line))
	}
	s := NewStructural(NewPseudonymizer(testSalt))
	f.Fuzz(func(t *testing.T, data []byte) {
		want := readFrames(t, data, nil)
		got := readFrames(t, data, s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("frames differ from the parser's")
		}
	})
}

// TestVerifyLastFrameMatchesParser holds the frame the check's walk of an
// output line makes to the one the parser makes of the same output, over
// the frame cases, the line cases and a synthetic corpus with Cursor's
// schema, and the external Claude Code and Codex files with theirs.
func TestVerifyLastFrameMatchesParser(t *testing.T) {
	var cursorLines [][]byte
	for _, l := range frameCases {
		cursorLines = append(cursorLines, []byte(l))
	}
	for _, c := range lineCases {
		cursorLines = append(cursorLines, []byte(c.line))
	}
	cursorLines = append(cursorLines, synthCorpus(300, 11)...)
	t.Run("cursor", func(t *testing.T) { outputFrames(t, cursor.Format.Schema(), cursorLines) })
	for _, c := range []struct {
		agent string
		sch   *transcript.Schema
	}{{"claude", claudecode.Format.Schema()}, {"codex", codex.Format.Schema()}} {
		t.Run(c.agent, func(t *testing.T) { outputFrames(t, c.sch, externalLines(t, c.agent)) })
	}
}

// outputFrames scrubs each line with sch and compares VerifyLastFrame's
// frame of the output with Parser.Parse's.
func outputFrames(t *testing.T, sch *transcript.Schema, lines [][]byte) {
	s := NewStructural(NewPseudonymizer(testSalt))
	s.SetSchema(sch)
	p := transcript.NewParser(sch)
	fb := transcript.NewFrameBuilder()
	framed := 0
	for i, l := range lines {
		out, err := s.Line(nil, l, nil)
		if err != nil {
			continue
		}
		var got, want transcript.Frame
		errGot := s.VerifyLastFrame(out, fb, &got)
		errWant := p.Parse(&want, out)
		if errGot != nil && !errors.Is(errGot, ErrNotObject) {
			continue // a residue (an external line's false alarm): the frame is undefined
		}
		if (errGot == nil) != (errWant == nil) {
			t.Fatalf("line %d: VerifyLastFrame error %v, Parse error %v", i+1, errGot, errWant)
		}
		if errGot == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("line %d: the output's frame differs from the parser's", i+1)
		}
		framed++
	}
	if framed == 0 {
		t.Fatalf("no line made a frame")
	}
}

// externalLines returns the lines of the external files of agent, or
// skips.
func externalLines(t *testing.T, agent string) [][]byte {
	dir := benchdata.External(t, agent)
	var lines [][]byte
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".jsonl") {
			return err
		}
		data, err := os.ReadFile(path)
		for _, l := range bytes.Split(data, []byte("\n")) {
			if len(bytes.TrimSpace(l)) > 0 {
				lines = append(lines, l)
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines
}
