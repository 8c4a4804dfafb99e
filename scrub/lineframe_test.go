package scrub

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
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

// readFrames reads data as a transcript, with the scrubber as the frame
// source when s is not nil, and describes every frame and error.
func readFrames(t testing.TB, data []byte, s *Structural) []string {
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

// TestLineFrameMatchesParser holds the frames the scrubber builds as it
// walks to the parser's, line by line, over the frame cases, the line
// cases and a synthetic corpus.
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
	got := readFrames(t, data.Bytes(), NewStructural(NewPseudonymizer(testSalt)))
	if len(got) != len(want) {
		t.Fatalf("%d frames and errors, the parser gives %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: the frame or error differs from the parser's", i+1)
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
