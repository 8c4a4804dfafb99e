package scrub

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

var testSalt = []byte("transcrub test salt")

func newTestScrubber() *Structural { return NewStructural(NewPseudonymizer(testSalt)) }

// scrub scrubs one valid line or fails the test.
func scrub(t testing.TB, s *Structural, line string) []byte {
	t.Helper()
	out, err := s.Line(nil, []byte(line), nil)
	if err != nil {
		t.Fatalf("Line: %v", err)
	}
	return out
}

// lineCases are valid lines covering every frame shape, hostile shapes and
// string forms.
var lineCases = []struct{ name, line string }{
	{"user text", `{"role":"user","message":{"content":[{"type":"text","text":"<user_query>\nPlease fix the build in /Users/alice/code/acme/main.go\n</user_query>"}]}}`},
	{"text and tools", `{"role":"assistant","message":{"content":[{"type":"text","text":"Let me look."},{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/alice/code/acme/README.md","offset":10,"limit":200}},{"type":"tool_use","name":"Shell","input":{"command":"cd /Users/alice/code/acme && go test ./... 2>&1 | tail -20","run_in_background":false}}]}}`},
	{"apply patch", `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ApplyPatch","input":"*** Begin Patch\n*** Update File: /Users/alice/code/acme/x.go\n@@\n-\told line\n+\tnew line\n*** End Patch"}]}}`},
	{"mcp", `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"CallMcpTool","input":{"server":"github","namespace":"mcp","toolName":"search_issues","arguments":{"query":"is:open author:alice","/Users/alice/notes.md":"alice@example.com","nested":[["deep value one",{"k":"deep value two"}]]}}}]}}`},
	{"turn ended", `{"type":"turn_ended","status":"success"}`},
	{"turn error", `{"type":"turn_ended","status":"error","error":"Request failed: connection reset by peer"}`},
	{"unknown frame", `{"kind":"diagnostic","detail":{"a":["x y z qq",1,{"b":"long content"}]}}`},
	{"unknown block", `{"role":"assistant","message":{"content":[{"type":"thinking","thinking":"deep thoughts here","signature":"abc123def"}]}}`},
	{"bare content", `{"role":"user","message":{"content":"hello there bare string"}}`},
	{"hostile structural", `{"role":"user name with spaces","type":"tool use!","status":"` + strings.Repeat("x", 70) + `","message":{"content":[{"type":"te xt","name":"Call Mcp Tool","text":"body text"}]}}`},
	{"nested content", `{"role":"user","message":{"content":[[{"type":"text","name":"Shell"}],{"type":{"type":"text"}}]}}`},
	{"message not object", `{"role":"user","message":[{"content":[{"type":"text"}]}]}`},
	{"escapes", `{"role":"user","message":{"content":[{"type":"text","text":"a\"b\\c\/d\be\ff\ng\rh\ti \u00e9 \u00E9 \ud83d\ude00 \u0000 \u001f \u000a \u000D \ud800 x \udc00 y \u4e2d\u6587"}]}}`},
	{"raw non-ascii", `{"role":"user","message":{"content":[{"type":"text","text":"é 日本 😀 — “q” ß"}]}}`},
	{"invalid utf8", "{\"role\":\"user\",\"message\":{\"content\":[{\"type\":\"text\",\"text\":\"\xff\xfe abc \xc3 \xe6\x97 tail\"}]},\"k\xffey\":\"v\xc0\"}"},
	{"duplicate keys", `{"role":"user","role":"assistant","message":{"content":[]},"message":{"content":[{"type":"text","text":"one one","text":"two two"}]}}`},
	{"numbers", `{"a":[0,-0,1.5e+10,-2E-3,123456789012345678901234567890,true,false,null,[],{}],"b":{"c":[[[]]]}}`},
	{"whitespace", "{ \"role\" : \"user\" ,\t\"message\" : { \"content\" : [ ] } }\r"},
	{"top array", `["a string here",1,{"role":"not a frame"}]`},
	{"top string", `"just a string"`},
	{"top number", `42`},
	{"keys", `{"ok_key.v-1":"v","has space":"v","":"v","` + strings.Repeat("k", 65) + `":"v","k:colon":"v","/Users/alice/x.go":"v","alice@example.com":"v","ключ":"v","a\u0001b":"v","a\u0062c":"v"}`},
	{"empty strings", `{"role":"","message":{"content":[{"type":"","text":""}]}}`},
	{"deep discriminators", `{"role":"user","message":{"role":"user","content":[{"type":"tool_result","content":[{"type":"text","text":"out put"}],"status":"ok"},{"type":"turn_ended","status":"success"}]}}`},
	{"deep names", `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Task","input":{"name":"a b","calls":[{"name":"get_x","type":"tool_call"},{"type":"function_call","name":"CNRYE7N6WMKV57FIQ5BY"},{"name":"plain"}]}}]}}`},
	{"patch and diff", `{"role":"assistant","message":{"content":[{"type":"text","text":"diff --git a/x.go b/x.go\n--- a/x.go\n+++ b/x.go\n@@ -1,2 +1,2 @@ func f\n-old\n+new\n ctx\n"},{"type":"tool_use","name":"ApplyPatch","input":"*** Begin Patch\n*** Update File: src/a.go\n@@ ctx here\n-a\n+b\n*** End Patch"}]}}`},
	{"globs", `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Glob","input":{"glob_pattern":"src/**/*.{ts,tsx}","include":["*.md","docs/[ab]?.txt"],"pattern":"func\\s+\\w+"}}]}}`},
}

func TestLineContract(t *testing.T) {
	s := newTestScrubber()
	for _, c := range lineCases {
		t.Run(c.name, func(t *testing.T) {
			out := scrub(t, s, c.line)
			checkScrub(t, []byte(c.line), out)
			checkSkeletons(t, s, []byte(c.line), out)
			if err := s.Verify(out, []byte(c.line)); err != nil {
				t.Errorf("Verify: %v", err)
			}
		})
	}
}

// checkSkeletons asserts Skeleton(src) == Skeleton(out) ==
// Skeleton(Line(out)).
func checkSkeletons(t testing.TB, s *Structural, src, out []byte) {
	t.Helper()
	want, err := Skeleton(nil, src)
	if err != nil {
		t.Fatalf("Skeleton(src): %v", err)
	}
	got, err := Skeleton(nil, out)
	if err != nil {
		t.Fatalf("Skeleton(out): %v", err)
	}
	if !bytes.Equal(want, got) {
		t.Fatalf("skeleton of the output differs")
	}
	again, err := s.Line(nil, out, nil)
	if err != nil {
		t.Fatalf("Line(out): %v", err)
	}
	if got, _ = Skeleton(nil, again); !bytes.Equal(want, got) {
		t.Fatalf("scrubbing twice changed the skeleton")
	}
}

func TestLineKeepsStructural(t *testing.T) {
	s := newTestScrubber()
	out := scrub(t, s, lineCases[1].line)
	for _, want := range []string{
		`{"role":"assistant","message":{"content":[{"type":"text","text":"`,
		`"},{"type":"tool_use","name":"ReadFile","input":{"path":"`,
		`","offset":10,"limit":200}},{"type":"tool_use","name":"Shell","input":{"command":"`,
		`","run_in_background":false}}]}}`,
	} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("structural skeleton part %q not kept", want)
		}
	}
	out = scrub(t, s, `{"type":"turn_ended","status":"error","error":"turn_ended"}`)
	if want := `{"type":"turn_ended","status":"error","error":"`; !bytes.HasPrefix(out, []byte(want)) || bytes.Count(out, []byte("turn_ended")) != 1 {
		t.Errorf("turn_ended frame: structure not kept or error kept")
	}
}

func TestLineBreaksSurvive(t *testing.T) {
	for _, src := range [][]byte{
		[]byte(lineCases[2].line),
		// Breaks written as \u escapes, beside two-character ones.
		[]byte(`{"role":"user","message":{"content":[{"type":"text","text":"one\u000atwo\u000D\u000athree\nfour\r\nfive"}]},"k":"a\u000Ab"}`),
	} {
		checkLineBreaks(t, src)
	}
}

func checkLineBreaks(t *testing.T, src []byte) {
	s := newTestScrubber()
	out := scrub(t, s, string(src))
	a, b := oracleTokens(t, src), oracleTokens(t, out)
	for i := range a {
		if a[i].kind != '"' || a[i].kept() {
			continue
		}
		la, lb := splitBreaks(unquote(a[i].raw)), splitBreaks(unquote(b[i].raw))
		if len(la) != len(lb) {
			t.Fatalf("token %d: %d lines became %d", i, len(la), len(lb))
		}
		for k := range la {
			if len(la[k]) != len(lb[k]) {
				t.Errorf("token %d line %d: length %d became %d", i, k, len(la[k]), len(lb[k]))
			}
		}
	}
}

// splitBreaks splits b at every \n and every \r.
func splitBreaks(b []byte) [][]byte {
	var parts [][]byte
	start := 0
	for i, c := range b {
		if c == '\n' || c == '\r' {
			parts = append(parts, b[start:i])
			start = i + 1
		}
	}
	return append(parts, b[start:])
}

func TestEscapeForms(t *testing.T) {
	s := newTestScrubber()
	for _, c := range []struct{ in, pattern string }{
		{`\u00e9`, `^\\u02[5-8][0-9a-f]$`},                                 // 2-byte letter, lower-case hex
		{`\u00E9`, `^\\u02[5-8][0-9A-F]$`},                                 // upper-case hex kept
		{`\u4e2d`, `^\\ua0[0-3][0-9a-f]$`},                                 // 3-byte letter
		{`\ud83d\ude00`, `^\\ud808\\udc[0-3][0-9a-f]$`},                    // pair stays a pair
		{`\u0000`, `^\\u00([3-6][0-9a-f]|7[0-9a])$`},                       // control: escape of a letter or digit
		{`\ud800`, `^\\ua0[0-3][0-9a-f]$`},                                 // lone surrogate: 3 decoded bytes
		{`\n\r\t\"\\\/\b\f`, `^\\n\\r\\t\\"\\\\\\/\\b\\f$`},                // two-byte escapes verbatim
		{`\u000a\u000D`, `^\\u000a\\u000D$`},                               // escaped line breaks kept
		{"é日😀", "^[\u0250-\u028f][\ua000-\ua03f][\U00012000-\U0001203f]$"}, // raw stays raw
		{"\xff\xc3", `^[A-Za-z0-9]{2}$`},                                   // invalid bytes: ASCII
	} {
		out := scrub(t, s, `{"x":"`+c.in+`"}`)
		got := string(out[len(`{"x":"`) : len(out)-2])
		if !mustMatch(c.pattern, got) {
			t.Errorf("form of case %q not kept (output does not match %s)", c.in, c.pattern)
		}
	}
}

func TestLineDepth(t *testing.T) {
	s := newTestScrubber()
	nest := func(n int, open, close string) []byte {
		return []byte(strings.Repeat(open, n) + strings.Repeat(close, n))
	}
	if _, err := s.Line(nil, nest(MaxDepth, "[", "]"), nil); err != nil {
		t.Errorf("depth %d rejected: %v", MaxDepth, err)
	}
	for _, line := range [][]byte{
		nest(MaxDepth+1, "[", "]"),
		nest(20000, `{"a":`, "}"),
		[]byte(strings.Repeat("[", 20000)), // and unterminated
	} {
		_, err := s.Line(nil, line, nil)
		var se *SyntaxError
		if !errors.Is(err, ErrTooDeep) || !errors.As(err, &se) || se.Offset == 0 {
			t.Errorf("deep line: got %v, want a *SyntaxError wrapping ErrTooDeep", err)
		}
	}
}

func TestLineSyntaxErrors(t *testing.T) {
	secret := "Zq" + "SecretCanary" + "77"
	s := newTestScrubber()
	for _, c := range []struct {
		line string
		off  int
	}{
		{``, 0},
		{`{"a":1,}`, 7},
		{`{"a" 1}`, 5},
		{`{"a":1 "b":2}`, 7},
		{`"abc`, 0},
		{"{\"a\":\"\x01\"}", 6},
		{`{"a":"\q"}`, 6},
		{`{"a":"\u12G4"}`, 6},
		{`[1 2]`, 3},
		{`{"a":1} x`, 8},
		{`01`, 1},
		{`-`, 1},
		{`1.`, 2},
		{`1e+`, 3},
		{`tru`, 0},
		{`{1:2}`, 1},
		{`[` + `"` + secret + `",}`, 20},
		{`{"` + secret + `":` + `"` + secret, 20},
	} {
		dst := []byte("prefix")
		got, err := s.Line(dst, []byte(c.line), nil)
		var se *SyntaxError
		if !errors.As(err, &se) || !errors.Is(err, ErrSyntax) {
			t.Errorf("line of %d bytes: got %v, want a *SyntaxError", len(c.line), err)
			continue
		}
		if se.Offset != c.off {
			t.Errorf("line of %d bytes: offset %d, want %d (%s)", len(c.line), se.Offset, c.off, se.Reason)
		}
		if string(got) != "prefix" {
			t.Errorf("line of %d bytes: dst changed on error", len(c.line))
		}
		if strings.Contains(err.Error(), secret) {
			t.Errorf("line of %d bytes: error message holds content", len(c.line))
		}
	}
}

func TestDeterminism(t *testing.T) {
	lines := synthCorpus(60, 7)
	run := func(salt string) [][]byte {
		s := NewStructural(NewPseudonymizer([]byte(salt)))
		var outs [][]byte
		for range 2 { // the second pass runs with warm caches
			for _, l := range lines {
				out, err := s.Line(nil, l, nil)
				if err != nil {
					t.Fatalf("Line: %v", err)
				}
				outs = append(outs, out)
			}
		}
		return outs
	}
	a, b, c := run("one"), run("one"), run("two")
	for i := range a {
		if !bytes.Equal(a[i], b[i]) || !bytes.Equal(a[i], a[i%len(lines)]) {
			t.Fatalf("line %d: output not reproducible", i)
		}
		if bytes.Equal(a[i], c[i]) && !bytes.Equal(a[i], lines[i%len(lines)]) {
			t.Errorf("line %d: identical under different salts", i)
		}
	}
}

func TestConsistentReplacement(t *testing.T) {
	s := newTestScrubber()
	const same = "same text here"
	a := scrub(t, s, `{"x":"`+same+`","y":"other text here"}`)
	b := scrub(t, NewStructural(NewPseudonymizer(testSalt)), `["`+same+`",{"z":"`+same+`"}]`)
	ra, rb := a[6:6+len(same)], b[2:2+len(same)]
	if !bytes.Equal(ra, rb) || !bytes.Contains(b, append(append([]byte(`{"z":"`), ra...), '"')) {
		t.Errorf("the same string got different replacements")
	}
	if bytes.Contains(a[20:], ra) {
		t.Errorf("different strings got the same replacement")
	}
}

func TestStats(t *testing.T) {
	s := newTestScrubber()
	var st Stats
	for _, l := range []string{
		`{"role":"assistant","message":{"content":[{"type":"text","text":"hello"}]}}`,
		// Keys in an unusual order: the surface is known at the block's end.
		`{"role":"assistant","message":{"content":[{"input":{"server":"gh","arguments":{"q":"abc","a b":"xy"}},"name":"CallMcpTool","type":"tool_use"}]}}`,
		`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"ls /tmp/x","arguments":"z"}}]}}`,
		`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ApplyPatch","input":"patch"}]}}`,
		`{"role":"assistant","message":{"content":[{"type":"other","text":"t","input":"i"}]}}`,
		`{"type":"turn_ended","status":"error","error":"boom"}`,
		`{"role":"a b","x":"yy"}`,
	} {
		if _, err := s.Line(nil, []byte(l), &st); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Line(nil, []byte(`{"x":"counted?"`), &st); err == nil {
		t.Fatal("invalid line accepted")
	}
	want := Stats{
		Text:         Count{1, 5},
		ToolInput:    Count{3, 2 + 9 + 1},
		MCPArguments: Count{2, 5},
		ApplyPatch:   Count{1, 5},
		Error:        Count{1, 4},
		Keys:         Count{1, 3},
		Paths:        Count{1, 6},
		Other:        Count{4, 1 + 1 + 3 + 2},
	}
	if st != want {
		t.Errorf("stats:\n got %+v\nwant %+v", st, want)
	}
	var sum Stats
	sum.Add(st)
	sum.Add(st)
	if sum.Text != (Count{2, 10}) || sum.Other != (Count{8, 14}) {
		t.Errorf("Add: got %+v", sum)
	}
}

// TestSyntheticCorpus runs the whole contract over realistic lines and
// checks the two payload measures: a text block's decoded bytes and a
// tool_use input's raw JSON bytes.
func TestSyntheticCorpus(t *testing.T) {
	s := newTestScrubber()
	type frame struct {
		Message struct {
			Content []struct {
				Text  string          `json:"text"`
				Input json.RawMessage `json:"input"`
			} `json:"content"`
		} `json:"message"`
	}
	for i, src := range synthCorpus(150, 11) {
		out, err := s.Line(nil, src, nil)
		if err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		if len(out) != len(src) {
			t.Fatalf("line %d: compact line of %d bytes became %d", i, len(src), len(out))
		}
		checkScrub(t, src, out)
		checkSkeletons(t, s, src, out)
		if err := s.Verify(out, src); err != nil {
			t.Fatalf("line %d: Verify: %v", i, err)
		}
		var a, b frame
		if json.Unmarshal(src, &a) != nil || json.Unmarshal(out, &b) != nil {
			t.Fatalf("line %d: does not decode", i)
		}
		for k, blk := range a.Message.Content {
			got := b.Message.Content[k]
			if len(blk.Text) != len(got.Text) || len(blk.Input) != len(got.Input) {
				t.Errorf("line %d block %d: payload size changed", i, k)
			}
		}
	}
}
