package selectors

import (
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// frame parses one Cursor line through the real reader.
func frame(t *testing.T, line string) *transcript.Frame {
	t.Helper()
	return frameOf(t, cursor.Format, line)
}

// frameOf parses one line of format through the real reader.
func frameOf(t *testing.T, format transcript.Format, line string) *transcript.Frame {
	t.Helper()
	f, err := transcript.NewReader(format.Schema(), strings.NewReader(line+"\n"), "t.jsonl", 0).Next()
	if err != nil {
		t.Fatalf("test line does not parse: %v", err)
	}
	return f
}

const (
	userText     = `{"role":"user","message":{"content":[{"type":"text","text":"q"}]}}`
	asstText     = `{"role":"assistant","message":{"content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}}`
	asstOneCall  = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"ls"}}]}}`
	asstMixed    = `{"role":"assistant","message":{"content":[{"type":"text","text":"a"},{"type":"tool_use","name":"Glob","input":{}}]}}`
	asstEmpty    = `{"role":"assistant","message":{"content":[]}}`
	success      = `{"type":"turn_ended","status":"success"}`
	errored      = `{"type":"turn_ended","status":"error","error":"x"}`
	aborted      = `{"type":"turn_ended","status":"aborted","error":"x"}`
	fourCalls    = `{"role":"assistant","message":{"content":[` + call + `,` + call + `,` + call + `,` + call + `]}}`
	threeCalls   = `{"role":"assistant","message":{"content":[` + call + `,` + call + `,` + call + `]}}`
	call         = `{"type":"tool_use","name":"rg","input":{"pattern":"p"}}`
	patch        = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ApplyPatch","input":"*** Begin Patch"}]}}`
	mcp          = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"CallMcpTool","input":{"server":"s","namespace":"n","toolName":"t","arguments":{}}}]}}`
	dynamic      = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"CallDynamicTool","input":{}}]}}`
	ask          = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"AskQuestion","input":{"questions":[]}}]}}`
	subagent     = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Subagent","input":{}}]}}`
	task         = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Task","input":{}}]}}`
	background   = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"x","run_in_background":true}}]}}`
	foreground   = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"x","run_in_background":false}}]}}`
	await        = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"AwaitShell","input":{}}]}}`
	readback     = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/u/.cursor/projects/p/agent-tools/a.txt"}}]}}`
	readOther    = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/src/agent-tool.txt"}}]}}`
	cmdReadback  = `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"cat /x/agent-tools/a.txt"}}]}}`
	nameInString = `{"role":"assistant","message":{"content":[{"type":"text","text":"CallMcpTool AskQuestion Subagent"}]}}`
)

func TestFramePredicates(t *testing.T) {
	big := `{"role":"user","message":{"content":[{"type":"text","text":"` + strings.Repeat("x", BlockOver+1) + `"}]}}`
	small := `{"role":"user","message":{"content":[{"type":"text","text":"` + strings.Repeat("x", BlockOver) + `"}]}}`
	tests := []struct {
		id       string
		pos, neg []string
	}{
		{"user_frame", []string{userText, big}, []string{asstText, success}},
		{"assistant_text_only", []string{asstText}, []string{userText, asstMixed, asstEmpty, asstOneCall}},
		{"single_call", []string{asstOneCall, patch}, []string{asstMixed, fourCalls, userText, asstText}},
		{"text_and_tool", []string{asstMixed}, []string{asstText, asstOneCall, fourCalls}},
		{"parallel_calls", []string{fourCalls}, []string{threeCalls, asstOneCall}},
		{"applypatch_string", []string{patch}, []string{asstOneCall, userText}},
		{"mcp_wrapper", []string{mcp, dynamic}, []string{asstOneCall, nameInString}},
		{"ask_question", []string{ask}, []string{asstOneCall, nameInString}},
		{"subagent_task", []string{subagent, task}, []string{asstOneCall, nameInString}},
		{"background_shell", []string{background, await}, []string{foreground, asstOneCall}},
		{"sidecar_readback", []string{readback}, []string{readOther, cmdReadback, userText}},
		{"turn_ended_success", []string{success}, []string{errored, aborted, userText}},
		{"turn_ended_error", []string{errored}, []string{success, aborted}},
		{"turn_ended_aborted", []string{aborted}, []string{success, errored}},
		{"block_over_30kb", []string{big}, []string{small, userText}},
	}
	set, err := NewSet()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		i := set.Index(tt.id)
		if i < 0 {
			t.Fatalf("no predicate %s", tt.id)
		}
		p := set.Predicates()[i]
		for k, line := range tt.pos {
			if ok, _ := p.frame(frame(t, line)); !ok {
				t.Errorf("%s: positive sample %d does not hold", tt.id, k)
			}
		}
		for k, line := range tt.neg {
			if ok, _ := p.frame(frame(t, line)); ok {
				t.Errorf("%s: negative sample %d holds", tt.id, k)
			}
		}
	}
}

func TestEveryBuiltinHasATest(t *testing.T) {
	for _, p := range Checklist() {
		if p.Scope == ScopeFrame && p.frame == nil && p.jq == nil && p.current == nil {
			t.Errorf("frame predicate %s has no implementation", p.ID)
		}
	}
}

// match runs a Matcher over lines as one file.
func match(t *testing.T, set *Set, f transcript.File, lines ...string) *FileResult {
	t.Helper()
	m := set.NewMatcher()
	m.Begin(cursor.Name, f)
	for i, l := range lines {
		fr := frame(t, l)
		fr.Index = i
		m.Frame(fr)
	}
	return m.End()
}

func TestFilePredicates(t *testing.T) {
	set, _ := NewSet()
	noTE, withParent := set.Index(NoTurnEnded), set.Index(SubagentWithParent)
	top := transcript.File{Path: "p/agent-transcripts/s/s.jsonl", Project: "p", Session: "s"}
	child := transcript.File{Path: "p/agent-transcripts/s/subagents/c.jsonl", Project: "p", Session: "s", Child: "c", Role: transcript.RoleSubagent}
	if r := match(t, set, top, userText, asstText); !r.Holds(noTE) || r.Holds(withParent) {
		t.Errorf("file without turn_ended: no_turn_ended %v subagent_with_parent %v", r.Holds(noTE), r.Holds(withParent))
	}
	if r := match(t, set, top, userText, success); r.Holds(noTE) {
		t.Errorf("file with turn_ended holds no_turn_ended")
	}
	if r := match(t, set, child, userText, success); !r.Holds(withParent) || r.First[withParent] != (Witness{-1, -1}) {
		t.Errorf("subagent file does not hold subagent_with_parent")
	}
}

func TestCustomPredicates(t *testing.T) {
	p, err := ParseWhere(`many_reads=[.message.content[]? | select(.name=="ReadFile")] | length > 0`)
	if err != nil {
		t.Fatal(err)
	}
	set, err := NewSet(p)
	if err != nil {
		t.Fatal(err)
	}
	i := set.Index("many_reads")
	f := transcript.File{Path: "p/agent-transcripts/s/s.jsonl", Project: "p", Session: "s"}
	if r := match(t, set, f, readback); !r.Holds(i) {
		t.Errorf("jq predicate does not hold on a ReadFile frame")
	}
	if r := match(t, set, f, userText, success); r.Holds(i) {
		t.Errorf("jq predicate holds without a ReadFile frame")
	}
	// A runtime error (iterating a number) is "does not hold", not a crash.
	bad, _ := ParseWhere(`boom=.type[]`)
	set2, _ := NewSet(bad)
	if r := match(t, set2, f, success); r.Holds(set2.Index("boom")) {
		t.Errorf("an erroring jq predicate holds")
	}
	for _, arg := range []string{"noequals", "=.x", "Upper=.x", "user_frame=.x", "x=.[", "x=  "} {
		if _, err := ParseWhere(arg); err == nil {
			t.Errorf("ParseWhere(%q) accepted", arg)
		}
	}
	if _, err := NewSet(p, p); err == nil {
		t.Errorf("duplicate custom ids accepted")
	}
	ps, err := LoadPredicates(strings.NewReader("# comment\n\na=.role\nb = .type\n"), "preds")
	if err != nil || len(ps) != 2 || ps[1].ID != "b" {
		t.Errorf("LoadPredicates: %v, %d predicates", err, len(ps))
	}
	if _, err := LoadPredicates(strings.NewReader("a=.role\nbad\n"), "preds"); err == nil || !strings.Contains(err.Error(), "preds:2") {
		t.Errorf("LoadPredicates error does not name the line: %v", err)
	}
}

func TestSidecarRefs(t *testing.T) {
	for s, want := range map[string]string{
		"/Users/u/.cursor/projects/Users-u-app/agent-tools/ab-12.txt": "Users-u-app/agent-tools/ab-12.txt",
		"cat '/h/.cursor/projects/P/agent-tools/x.txt' | head":        "P/agent-tools/x.txt",
		"agent-tools/y.txt":       "",
		"/x/agent-tools/notes.md": "",
		"C:\\Users\\u\\.cursor\\projects\\Q/agent-tools/z.txt and more": "Q/agent-tools/z.txt",
	} {
		got := strings.Join(SidecarRefs(s, "def"), ",")
		if got != want {
			t.Errorf("SidecarRefs(%q) = %q, want %q", s, got, want)
		}
	}
}

func TestCover(t *testing.T) {
	set, _ := NewSet()
	file := func(p string, role transcript.FileRole, size int64) transcript.File {
		parts := strings.Split(p, "/")
		f := transcript.File{Path: p, Project: parts[0], Session: parts[2], Role: role, Size: size}
		if role == transcript.RoleSubagent {
			f.Child = strings.TrimSuffix(parts[4], ".jsonl")
		}
		return f
	}
	bigAll := match(t, set, file("p/agent-transcripts/a/a.jsonl", 0, 1000), userText, asstText, readback, success)
	smallUser := match(t, set, file("p/agent-transcripts/b/b.jsonl", 0, 10), userText, success)
	smallRead := match(t, set, file("p/agent-transcripts/c/c.jsonl", 0, 10), asstText, readback, success)
	child := match(t, set, file("p/agent-transcripts/d/subagents/e.jsonl", transcript.RoleSubagent, 5), asstText, success)
	parent := match(t, set, file("p/agent-transcripts/d/d.jsonl", 0, 500), asstText, success)
	u := Universe{
		Results:  []*FileResult{bigAll, smallUser, smallRead, child, parent},
		Sidecars: map[string]int64{"p/agent-tools/a.txt": 20, "p/agent-tools/unused.txt": 99},
	}
	sel := Cover(u)
	want := "p/agent-transcripts/b/b.jsonl,p/agent-transcripts/c/c.jsonl,p/agent-transcripts/d/d.jsonl,p/agent-transcripts/d/subagents/e.jsonl"
	if got := strings.Join(sel.Files, ","); got != want {
		t.Errorf("Cover files = %s\nwant %s", got, want)
	}
	if got := strings.Join(sel.Sidecars, ","); got != "p/agent-tools/a.txt" {
		t.Errorf("Cover sidecars = %s", got)
	}
	all := All(u)
	if len(all.Files) != 5 || len(all.Sidecars) != 2 {
		t.Errorf("All chose %d files, %d sidecars", len(all.Files), len(all.Sidecars))
	}
}
