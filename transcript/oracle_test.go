package transcript_test

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
)

// The frame parser is checked against an oracle built on jsontext, which
// the parser replaced for speed: jsontext validates the line and decodes
// it into a tree that keeps member order and duplicates, and the oracle
// reads the frame off the tree by the rules Frame documents.

// node is a decoded JSON value.
type node struct {
	kind  jsontext.Kind
	raw   []byte   // the value as written
	str   string   // a string's decoded value
	names []string // an object's member names, decoded, in order
	raws  [][]byte // an object's member names as written, quotes included
	vals  []*node  // an object's member values or an array's elements
}

var oracleOpts = []jsontext.Options{jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true)}

// decodeTree returns line's tree, or an error if jsontext rejects it as
// one JSON value.
func decodeTree(line []byte) (*node, error) {
	d := jsontext.NewDecoder(bytes.NewReader(line), oracleOpts...)
	v, err := d.ReadValue()
	if err != nil {
		return nil, err
	}
	v = bytes.Clone(v) // valid until the next read
	if _, err := d.ReadToken(); !errors.Is(err, io.EOF) {
		return nil, errors.New("data after the value")
	}
	d = jsontext.NewDecoder(bytes.NewReader(v), oracleOpts...)
	return readNode(d, v)
}

// readNode reads the next value of d, which reads buf.
func readNode(d *jsontext.Decoder, buf []byte) (*node, error) {
	k := d.PeekKind()
	if k != '{' && k != '[' {
		v, err := d.ReadValue()
		if err != nil {
			return nil, err
		}
		n := &node{kind: k, raw: bytes.Clone(v)}
		if k == '"' {
			t, _ := jsontext.AppendUnquote(nil, v)
			n.str = string(t)
		}
		return n, nil
	}
	start := d.InputOffset()
	if _, err := d.ReadToken(); err != nil {
		return nil, err
	}
	n := &node{kind: k}
	for d.PeekKind() != '}' && d.PeekKind() != ']' {
		if k == '{' {
			off := d.InputOffset()
			t, err := d.ReadToken()
			if err != nil {
				return nil, err
			}
			n.names = append(n.names, t.String())
			raw := bytes.TrimRight(buf[off:d.InputOffset()], " \t\r\n:")
			n.raws = append(n.raws, bytes.Clone(raw[bytes.IndexByte(raw, '"'):]))
		}
		c, err := readNode(d, buf)
		if err != nil {
			return nil, err
		}
		n.vals = append(n.vals, c)
	}
	if _, err := d.ReadToken(); err != nil {
		return nil, err
	}
	// The offset was after the token before: skip the separator.
	n.raw = bytes.TrimLeft(buf[start:d.InputOffset()], " \t\r\n,:")
	return n, nil
}

func valueKind(n *node) transcript.ValueKind {
	switch n.kind {
	case '{':
		return transcript.ValueObject
	case '"':
		return transcript.ValueString
	case '[':
		return transcript.ValueArray
	}
	return transcript.ValueOther
}

// stringOr is a string member's value, "" for any other value.
func stringOr(n *node) string {
	if n.kind == '"' {
		return n.str
	}
	return ""
}

func keyset(names []string) string {
	s := slices.Clone(names)
	slices.Sort(s)
	return strings.Join(s, ",")
}

// oracleFrame is the frame the oracle reads off line; ok is false when
// the line is not a JSON object.
func oracleFrame(line []byte) (f transcript.Frame, ok bool) {
	root, err := decodeTree(line)
	if err != nil || root.kind != '{' {
		return f, false
	}
	f.Keyset = keyset(root.names)
	for i, name := range root.names {
		v := root.vals[i]
		f.Members = append(f.Members, transcript.Member{Level: transcript.LevelRoot, Name: root.raws[i], Value: v.raw})
		switch name {
		case "role":
			f.Role = stringOr(v)
		case "type":
			f.Type = stringOr(v)
		case "status":
			f.Status = stringOr(v)
		case "error":
			f.HasError = true
		case "message":
			f.MessageKeyset = "" // the last "message" wins
			if v.kind != '{' {
				continue
			}
			f.MessageKeyset = keyset(v.names)
			for j, mname := range v.names {
				c := v.vals[j]
				f.Members = append(f.Members, transcript.Member{Level: transcript.LevelMessage, Name: v.raws[j], Value: c.raw})
				if mname != "content" {
					continue
				}
				f.ContentKind = valueKind(c)
				if c.kind == '[' {
					f.Blocks = f.Blocks[:0]
					for k, e := range c.vals {
						f.Blocks = append(f.Blocks, oracleBlock(k, e))
						f.Members = append(f.Members, oracleMembers(e)...)
					}
				}
			}
		}
	}
	switch {
	case f.Keyset == "message,role":
		f.Kind = transcript.KindMessage
	case f.Type == "turn_ended" && (f.Keyset == "status,type" || f.Keyset == "error,status,type"):
		f.Kind = transcript.KindTurnEnded
	}
	return f, true
}

// oracleMembers are the Members of an element of content, e.
func oracleMembers(e *node) []transcript.Member {
	ms := []transcript.Member{{Level: transcript.LevelContent, Value: e.raw}}
	if e.kind == '{' {
		for i, v := range e.vals {
			ms = append(ms, transcript.Member{Level: transcript.LevelBlock, Name: e.raws[i], Value: v.raw})
		}
	}
	return ms
}

func oracleBlock(index int, e *node) transcript.Block {
	b := transcript.Block{Index: index}
	if e.kind != '{' {
		return b
	}
	b.Keyset = keyset(e.names)
	textLen := -1
	for i, name := range e.names {
		v := e.vals[i]
		switch name {
		case "type":
			b.Type = stringOr(v)
		case "name":
			b.Name = stringOr(v)
		case "text":
			if v.kind == '"' {
				textLen = len(v.str)
			}
		case "input":
			b.InputKind = valueKind(v)
			b.Input = v.raw
			b.Payload = len(b.Input)
			if v.kind != '{' {
				continue
			}
			for j, iname := range v.names {
				w := v.vals[j]
				switch {
				case iname == "path" && w.kind == '"':
					b.Path = w.str
				case iname == "command" && w.kind == '"':
					b.Command = w.str
				case iname == "run_in_background" && w.kind == 't':
					b.Background = true
				}
			}
		}
	}
	if b.Type == "text" && textLen >= 0 {
		b.Payload = textLen
	}
	return b
}

// checkLine compares the parser with the oracle on one line.
func checkLine(t *testing.T, p *transcript.Parser, line []byte) {
	t.Helper()
	var got transcript.Frame
	err := p.Parse(&got, line)
	want, ok := oracleFrame(line)
	if (err == nil) != ok {
		t.Fatalf("parser error %v, oracle accepts: %v (line of %d bytes)", err, ok, len(line))
	}
	if !ok {
		return
	}
	got.Line = transcript.Line{}
	if len(got.Blocks) == 0 {
		got.Blocks = nil
	}
	if len(got.Members) == 0 {
		got.Members = nil
	}
	for i := range got.Blocks {
		if len(got.Blocks[i].Input) == 0 {
			got.Blocks[i].Input = nil
		}
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("parser and oracle differ:\n got  %+v\n want %+v", got, want)
	}
}

// edgeLines are shapes the generators may not produce.
var edgeLines = []string{
	`{"role":"user","message":{"content":[{"type":"text","text":"a\u00e9\ud83d\ude00\ud83d b \" \\ \/ \b\f\n\r\t"}]}}`,
	`{"role":"user","role":3,"message":{"content":"x","content":[1,{"type":"text","text":5,"text":"ok"}]}}`,
	`{"ro\u006ce":"user","message":{"content":[{"ty\u0070e":"tool_use","name":"Shell","input":{"pa\u0074h":"/a","command":"ls /x/agent-tools/y.txt","run_in_background":true}}]}}`,
	`{"role":"assistant","message":[1],"message":{"content":[{"type":"tool_use","input":"raw \u0041"},{"type":"tool_use","input":[{"path":"/p"}]},{"type":"tool_use","input":{"path":1,"path":"/q","run_in_background":false}}]}}`,
	`{"type":"turn_ended","status":"error","error":{"x":[true,false,null,-0.5e+10,0,1E3]}}`,
	`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Sh\u0065ll","input":{"command":"a\ud83d\ude00\ud83d\u0041\udc00\n\t\"\\\/ b \u00e9","path":"\u00e9\ud800\ud800\udc00\b\f\r"}}]}}`,
	"{\"role\":\"assistant\",\"message\":{\"content\":[{\"type\":\"tool_use\",\"input\":{\"command\":\"\xff\\n\xc3\",\"path\":\"\xe2\x82\"}}]}}",
	"{\"a\":\"\xff\xfe\",\"b\":\"\xed\xa0\x80\"}",
	` { "role" : "user" , "message" : { "content" : [ ] } } `,
	`{"role":"user"}x`, `{"role":"user",}`, `{"role":01}`, `{"role":-}`, `{"role":1.}`, `{"role":1e}`, `[1,2]`, `"s"`, `{"a":"\x"}`,
	`{"a":"\u12"}`, `{"a":"\u12G4"}`, "{\"a\":\"tab\there\"}", `{"a":tru}`, `{"a" 1}`, `{1:2}`, `{"a":[1,]}`, `{"a":[1 2]}`, `{`, ``, `   `,
	`{"a":[1 11]}`, `{"a":1 "b":2}`, `{"a" : "x" , "b" : [ 1 , 2 ] }`, `{"a":"unterminated`, `{"a":"x"}}`, `{"a":{"b":{"c":[[[[]]]]}}}`,
	strings.Repeat(`[`, 10000) + strings.Repeat(`]`, 10000),
	`{"a":` + strings.Repeat(`[`, 9999) + strings.Repeat(`]`, 9999) + `}`,
	`{"a":` + strings.Repeat(`[`, 10000) + strings.Repeat(`]`, 10000) + `}`,
}

func TestParserMatchesOracle(t *testing.T) {
	p := transcript.NewParser(schema)
	for _, l := range edgeLines {
		checkLine(t, p, []byte(l))
	}
	dir := t.TempDir()
	if _, err := gen.GenerateHostile(filepath.Join(dir, "hostile"), 7); err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, root := range []string{"../testdata/sample", filepath.Join(dir, "hostile")} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.Type().IsRegular() || filepath.Ext(path) != ".jsonl" {
				return err
			}
			f, err := os.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			sc := bufio.NewScanner(f)
			sc.Buffer(nil, 64<<20)
			for sc.Scan() {
				checkLine(t, p, sc.Bytes())
				lines++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if lines < 100 {
		t.Fatalf("only %d corpus lines checked", lines)
	}
}

func FuzzParserMatchesOracle(f *testing.F) {
	for _, l := range edgeLines {
		f.Add([]byte(l))
	}
	p := transcript.NewParser(schema)
	f.Fuzz(func(t *testing.T, line []byte) {
		checkLine(t, p, line)
	})
}
