package selectors

import (
	"context"
	"errors"
	"io"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// The typed Claude Code predicates (claudeline.go) replaced jq
// expressions run over the decoded line; these tests hold them to those
// expressions, and the tally to the one that read the decoded line,
// over the generated corpus, the external files, hand-written edge lines
// and a fuzz target. Failure messages name files and line numbers, never
// content (the external files are other people's transcripts).

// claudeJQ are the jq expressions the typed predicates replaced, each
// with the prefilter it ran behind: a keyword that stands as a whole JSON
// string in the line, or a harness marker written in it.
var claudeJQ = []struct{ id, keyword, marker, expr string }{
	{"thinking_signature", "signature", "", `any(.message.content[]?; .type=="thinking" and (.signature|length) > 0)`},
	{"error_result", "is_error", "", `any(.message.content[]?; .type=="tool_result" and .is_error==true) and (.toolUseResult|type)=="string"`},
	{"array_result", "tool_result", "", `any(.message.content[]?; .type=="tool_result" and (.content|type)=="array")`},
	{"tool_reference", "tool_reference", "", `any(.message.content[]?; .type=="tool_result" and any(.content[]?; .type=="tool_reference"))`},
	{"original_file", "originalFile", "", `(.toolUseResult|type)=="object" and .toolUseResult.originalFile != null`},
	{"structured_patch", "structuredPatch", "", `(.toolUseResult|type)=="object" and .toolUseResult.structuredPatch != null`},
	{"image_base64", "base64", "", `any(.message.content[]?; .type=="image" and .source.type=="base64")`},
	{"spilled_output", "", "<persisted-output>", `any(.message.content[]?; .type=="tool_result" and ((.content|tostring)|contains("<persisted-output>")))`},
	{"compact_boundary", "compact_boundary", "", `.type=="system" and .subtype=="compact_boundary"`},
	{"compact_summary", "isCompactSummary", "", `.type=="user" and .isCompactSummary==true`},
	{"turn_duration", "turn_duration", "", `.type=="system" and .subtype=="turn_duration"`},
	{"stop_hook_summary", "stop_hook_summary", "", `.type=="system" and .subtype=="stop_hook_summary"`},
	{"interrupted_turn", "", "[Request interrupted by user", `.type=="user" and ((.message.content|type)=="string" and (.message.content|startswith("[Request interrupted by user"))
		or any(.message.content[]?; .type=="text" and ((.text|tostring)|startswith("[Request interrupted by user"))))`},
	{"file_history_snapshot", "trackedFileBackups", "", `.type=="file-history-snapshot" and (.snapshot.trackedFileBackups|length) > 0`},
	{"queue_enqueue", "enqueue", "", `.type=="queue-operation" and .operation=="enqueue"`},
	{"queue_dequeue", "dequeue", "", `.type=="queue-operation" and .operation=="dequeue"`},
	{"slash_command", "", "<command-name>", `.type=="user" and (.message.content|type)=="string" and (.message.content|contains("<command-name>"))`},
	{"meta_sibling", "isMeta", "", `.type=="user" and .isMeta==true`},
	{"legacy_system", "system", "", `.type=="system" and (has("subtype")|not)`},
}

// claudeOracle holds, per typed predicate, its index in a Set and its
// compiled jq.
type claudeOracle struct {
	set   *Set
	preds []int
	jq    []*jqPredicate
	kw    []uint64
	kws   keywordSet
	// held counts the lines each jq held on.
	held []int
}

func newClaudeOracle(t testing.TB) *claudeOracle {
	set, err := NewSet()
	if err != nil {
		t.Fatal(err)
	}
	o := &claudeOracle{set: set, kws: keywordSet{}, held: make([]int, len(claudeJQ))}
	for _, c := range claudeJQ {
		i := set.Index(claudecode.Name + "." + c.id)
		if i < 0 || set.preds[i].current == nil {
			t.Fatalf("%s: no typed predicate", c.id)
		}
		o.preds = append(o.preds, i)
		o.jq = append(o.jq, jqCheck(c.expr))
		var bit uint64
		if c.keyword != "" {
			bit = o.kws.add([]byte(c.keyword))
		}
		o.kw = append(o.kw, bit)
	}
	for _, p := range set.preds {
		if p.Format == claudecode.Name && p.current != nil && !slices.ContainsFunc(claudeJQ, func(c struct{ id, keyword, marker, expr string }) bool {
			return claudecode.Name+"."+c.id == p.ID
		}) {
			t.Errorf("%s: typed predicate without a jq oracle", p.ID)
		}
	}
	return o
}

// lineVerdicts compares, on one frame the tally has just read, each
// typed predicate with its jq: always with the jq behind its marker, and
// when prefiltered also with the jq behind its keyword (true for lines as
// an encoder writes them, where a keyword is never escaped). It returns
// the ids that disagree; a line json.Unmarshal rejects is not compared
// (ok false).
func (o *claudeOracle) lineVerdicts(tl *claudeTally, f *transcript.Frame, prefiltered bool) (differ []string, ok bool) {
	line := f.Line.Bytes
	v := decodeFrame(line)
	if v == nil {
		return nil, false
	}
	held := o.kws.scan(line)
	for k, c := range claudeJQ {
		got := o.set.preds[o.preds[k]].current(tl)
		want := (c.marker == "" || strings.Contains(string(line), c.marker)) && o.jq[k].holds(context.Background(), v)
		if want {
			o.held[k]++
		}
		if got != want || prefiltered && o.kw[k] != 0 && got != (want && held&o.kw[k] != 0) {
			differ = append(differ, c.id)
		}
	}
	return differ, true
}

// oldClaudeFrame is the tally's frame as it read the decoded line (the
// oracle of claudeTally.frame).
func oldClaudeFrame(t *claudeTally, f *transcript.Frame, line any) {
	t.lines++
	v, _ := line.(map[string]any)
	if v["isSidechain"] == true {
		t.sidechain++
	}
	if id, ok := v["uuid"].(string); ok {
		t.uuid([]byte(id))
	}
	if r, ok := v["toolUseResult"].(map[string]any); ok {
		if run, ok := r["runId"].(string); ok {
			t.runs = append(t.runs, run)
		}
		if script, ok := r["scriptPath"].(string); ok {
			t.scripts = append(t.scripts, script)
		}
	}
	if f.Type == "summary" {
		t.summaries++
		if id, ok := v["leafUuid"].(string); ok {
			t.leaves = append(t.leaves, id)
		}
	}
	msg, _ := v["message"].(map[string]any)
	t.lastStopNull = false
	if f.Type == "assistant" && msg != nil {
		stop, has := msg["stop_reason"]
		t.lastStopNull = has && stop == nil
		if id, ok := msg["id"].(string); ok {
			oldMessage(t, id, oldUsageKey(msg["usage"]), f.ToolUses())
		}
	}
	blocks, _ := msg["content"].([]any)
	agent := false
	if r, ok := v["toolUseResult"].(map[string]any); ok {
		_, agent = r["agentId"].(string)
	}
	for _, b := range blocks {
		b, _ := b.(map[string]any)
		switch b["type"] {
		case "tool_use":
			if id, ok := b["id"].(string); ok && !t.seen[id] {
				t.seen[id] = true
				t.calls = append(t.calls, id)
				if b["name"] == "Task" || b["name"] == "Agent" {
					t.spawns = append(t.spawns, id)
				}
			}
		case "tool_result":
			if id, ok := b["tool_use_id"].(string); ok {
				t.results[id] = true
				if agent {
					t.spawned[id] = true
				}
			}
		}
	}
}

// oldMessage is claudeTally.message as it compared usage: by the key of
// its numbers (oldUsageKey), kept as the message's usage.
func oldMessage(t *claudeTally, id, usage string, calls int) {
	m := t.byMessage[id]
	if m == nil {
		m = &claudeMessage{usage: []byte(usage)}
		t.byMessage[id] = m
	}
	m.lines++
	m.calls += calls
	t.usageChanges = t.usageChanges || usage != string(m.usage)
	t.maxLines, t.maxCalls = max(t.maxLines, m.lines), max(t.maxCalls, m.calls)
}

// oldUsageKey is a usage object's numbers in key order, as the tally
// compared them.
func oldUsageKey(u any) string {
	obj, _ := u.(map[string]any)
	keys := slices.Sorted(maps.Keys(obj))
	var b strings.Builder
	for _, k := range keys {
		if n, ok := obj[k].(float64); ok {
			b.WriteString(k + "=" + strconv.FormatFloat(n, 'g', -1, 64) + ";")
		}
	}
	return b.String()
}

// sameTally reports which of the file-scope facts of two tallies differ:
// the file predicates' verdicts, the sidecars and the state they read.
func (o *claudeOracle) sameTally(got, want *claudeTally) []string {
	var differ []string
	for _, p := range o.set.preds {
		if p.Format == claudecode.Name && p.file != nil && p.file(got) != p.file(want) {
			differ = append(differ, p.ID)
		}
	}
	if !slices.Equal(got.sidecars(), want.sidecars()) {
		differ = append(differ, "sidecars")
	}
	g, w := *got, *want
	g.line, w.line = claudeLine{}, claudeLine{}
	// The typed tally keeps a message's raw usage, the old one its key.
	gm, wm := withoutUsage(g.byMessage), withoutUsage(w.byMessage)
	g.byMessage, w.byMessage = nil, nil
	if !reflect.DeepEqual(g, w) || !reflect.DeepEqual(gm, wm) {
		differ = append(differ, "state")
	}
	return differ
}

// withoutUsage is a copy of byMessage without the messages' usage.
func withoutUsage(byMessage map[string]*claudeMessage) map[string]claudeMessage {
	out := make(map[string]claudeMessage, len(byMessage))
	for id, m := range byMessage {
		c := *m
		c.usage = nil
		out[id] = c
	}
	return out
}

// compareFile reads a Claude Code file from r with both tallies and the
// jq, failing the test where they disagree; name labels failures.
func (o *claudeOracle) compareFile(t *testing.T, name string, f transcript.File, r io.Reader, prefiltered bool) (lines, undecoded int) {
	t.Helper()
	typed, old := newClaudeTally(f).(*claudeTally), newClaudeTally(f).(*claudeTally)
	rd := transcript.NewReader(claudecode.Format.Schema(), r, f.Path, 0)
	for {
		fr, err := rd.Next()
		if err == io.EOF {
			break
		}
		var le *transcript.LineError
		if errors.As(err, &le) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: read: %v", name, err)
		}
		lines++
		typed.frame(fr)
		oldClaudeFrame(old, fr, decodeFrame(fr.Line.Bytes))
		differ, ok := o.lineVerdicts(typed, fr, prefiltered)
		if !ok {
			undecoded++
		}
		if len(differ) > 0 {
			t.Errorf("%s line %d: typed and jq differ on %v", name, fr.Line.Num, differ)
		}
	}
	if differ := o.sameTally(typed, old); len(differ) > 0 && undecoded == 0 {
		t.Errorf("%s: typed and old tally differ on %v", name, differ)
	}
	return lines, undecoded
}

// compareTree compares every .jsonl file under dir.
func (o *claudeOracle) compareTree(t *testing.T, dir string) (files, lines int) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		f := transcript.File{Path: rel, Session: strings.TrimSuffix(filepath.Base(rel), ".jsonl")}
		if strings.Contains(rel, "/subagents/") {
			f.Role = transcript.RoleSubagent
		}
		fh, err := os.Open(p)
		if err != nil {
			return err
		}
		defer fh.Close()
		n, undecoded := o.compareFile(t, rel, f, fh, true)
		if undecoded > 0 {
			t.Errorf("%s: %d lines json.Unmarshal rejects", rel, undecoded)
		}
		files, lines = files+1, lines+n
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files, lines
}

func TestClaudeTypedAgreesOnGenerated(t *testing.T) {
	dir := t.TempDir()
	cfg := gen.ClaudeSmall()
	cfg.Sessions, cfg.MedianTurns = 16, 4 // enough for every predicate to hold
	if _, err := gen.GenerateClaude(dir, cfg); err != nil {
		t.Fatal(err)
	}
	o := newClaudeOracle(t)
	files, lines := o.compareTree(t, dir)
	if files < 5 || lines < 100 {
		t.Errorf("compared %d files, %d lines; want ≥ 5, 100", files, lines)
	}
	for k, c := range claudeJQ {
		if o.held[k] == 0 {
			t.Errorf("%s: holds on no generated line", c.id)
		}
	}
}

func TestClaudeTypedAgreesOnExternal(t *testing.T) {
	dir := benchdata.External(t, "claude")
	files, lines := newClaudeOracle(t).compareTree(t, dir)
	if files < 240 || lines < 3500 {
		t.Errorf("compared %d files, %d lines; want ≥ 240, 3500", files, lines)
	}
}

// claudeEdgeLines are lines whose members are null, absent, repeated,
// escaped or of the wrong type, and content nested or shaped oddly.
var claudeEdgeLines = []string{
	// thinking signatures: strings, arrays, objects, numbers, booleans, null
	`{"type":"assistant","message":{"id":"m","content":[{"type":"thinking","signature":"s"}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":""}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":[]}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":[ 0 ]}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":{ }}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":{"a":1,"a":2}}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":-3}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":-0.0e5}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":1e-400}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":true},{"type":"thinking","signature":"s"}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":"s"},{"type":"thinking","signature":false}]}}`,
	`{"type":"assistant","message":{"content":[{"signature":"s","type":"thinking"}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":"s","type":"text"}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"thinking","signature":null}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"think\u0069ng","sign\u0061ture":"s"}]}}`,
	// elements that are no object: null passes, others fail the any
	`{"type":"assistant","message":{"content":[null,{"type":"thinking","signature":"s"}]}}`,
	`{"type":"assistant","message":{"content":["x",{"type":"thinking","signature":"s"}]}}`,
	`{"type":"assistant","message":{"content":[[],{"type":"image","source":{"type":"base64"}}]}}`,
	`{"type":"assistant","message":{"content":[{"type":"image","source":{"type":"base64"}},7]}}`,
	// content an object: its values in key order, the last of a name
	`{"type":"assistant","message":{"content":{"b":{"type":"thinking","signature":"s"},"a":5}}}`,
	`{"type":"assistant","message":{"content":{"a":{"type":"thinking","signature":"s"},"b":5}}}`,
	`{"type":"assistant","message":{"content":{"a":5,"a":{"type":"thinking","signature":"s"}}}}`,
	`{"type":"assistant","message":{"content":{"a":{"type":"thinking","signature":"s"},"a":5}}}`,
	`{"type":"assistant","message":{"content":{"\u0061":5,"b":{"type":"image","source":{"type":"base64"}}}}}`,
	// message and content of other types, repeated
	`{"type":"user","message":"[Request interrupted by user"}`,
	`{"type":"user","message":["<command-name>"]}`,
	`{"type":"user","message":null,"isMeta":true}`,
	`{"type":"user","message":{"content":"<command-name>x"},"message":{"content":"y"}}`,
	`{"type":"user","message":{"content":"y"},"message":{"content":"<command-name>x"}}`,
	`{"type":"user","message":{"content":[{"type":"thinking","signature":"s"}],"content":"x"}}`,
	`{"type":"user","message":{"content":"x","content":[{"type":"thinking","signature":"s"}]}}`,
	// tool results: errors, arrays, references, spills
	`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t","is_error":true}]},"toolUseResult":"Error"}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","is_error":true}]},"toolUseResult":{"a":1}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","is_error":"true"}]},"toolUseResult":"e"}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","is_error":true,"is_error":false}]},"toolUseResult":"e"}`,
	`{"type":"user","toolUseResult":"e","message":{"content":[{"type":"tool_result","is_error":true}]},"toolUseResult":null}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":[]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":{"type":"tool_reference"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":{"b":{"type":"tool_reference"},"a":"x"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":{"a":{"type":"tool_reference"},"b":"x"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":[{"type":"tool_reference"}]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":[null,{"type":"tool_reference"}]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":["x",{"type":"tool_reference"}]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":["x"]},{"type":"thinking","signature":"s"}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":[{"type":"tool_reference","type":1}]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":"a <persisted-output> b"}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":"\u003cpersisted-output>"}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":"\u003cpersisted-output>"}]},"x":"<persisted-output>"}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":[{"type":"text","text":"<persisted-output>"}]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":[{"<persisted-output>":1}]}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":{"a":"<persisted-output>","a":"x"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":{"a":"x","a":"<persisted-output>"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":["\u003cpersisted-output>"]}]},"x":"<persisted-output>"}`,
	`{"type":"user","message":{"content":[{"type":"text","content":"<persisted-output>"}]}}`,
	`{"type":"user","message":{"content":[{"type":"tool_result","content":"<persisted-output>","content":"x"}]}}`,
	// structured results
	`{"type":"user","toolUseResult":{"originalFile":"x","structuredPatch":[]}}`,
	`{"type":"user","toolUseResult":{"originalFile":null,"structuredPatch":false}}`,
	`{"type":"user","toolUseResult":{"originalFile":"x","originalFile":null}}`,
	`{"type":"user","toolUseResult":[{"originalFile":"x"}]}`,
	`{"type":"user","toolUseResult":"originalFile"}`,
	`{"type":"user","toolUseResult":{"original\u0046ile":0}}`,
	// images
	`{"type":"user","message":{"content":[{"type":"image","source":{"type":"base64","data":"QQ=="}}]}}`,
	`{"type":"user","message":{"content":[{"type":"image","source":{"type":"base\u0036\u0034"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"image","source":"base64"},{"type":"image","source":{"type":"base64"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"image","source":null},{"type":"image","source":{"type":"base64"}}]}}`,
	`{"type":"user","message":{"content":[{"type":"image","source":{"type":"url"}}]}}`,
	// system subtypes, compact summaries, meta, legacy
	`{"type":"system","subtype":"compact_boundary"}`,
	`{"type":"system","subtype":"compact\u005fboundary"}`,
	`{"type":"system","subtype":"compact\u005fboundary","x":"compact_boundary"}`,
	`{"type":"system","subtype":"turn_duration","subtype":"stop_hook_summary"}`,
	`{"type":"system","subtype":null}`,
	`{"type":"system","content":"x"}`,
	`{"type":"system","sub\u0074ype":1}`,
	`{"type":"system","type":"user","isMeta":true}`,
	`{"type":"user","isCompactSummary":true}`,
	`{"type":"user","isCompactSummary":"true"}`,
	`{"type":"user","isCompactSummary":true,"isCompactSummary":false}`,
	`{"type":"user","isMeta":1}`,
	`{"type":"user","isM\u0065ta":true}`,
	`{"type":"user\u0000","isMeta":true}`,
	"{\"type\":\"user\xff\",\"isMeta\":true}",
	// interrupted turns and slash commands
	`{"type":"user","message":{"content":"[Request interrupted by user for tool use]"}}`,
	`{"type":"user","message":{"content":" [Request interrupted by user"}}`,
	`{"type":"user","message":{"content":"\u005bRequest interrupted by user"}}`,
	`{"type":"user","message":{"content":"\u005bRequest interrupted by user"},"x":"[Request interrupted by user"}`,
	`{"type":"user","message":{"content":[{"type":"text","text":"[Request interrupted by user]"}]}}`,
	`{"type":"user","message":{"content":[{"type":"text","text":["[Request interrupted by user"]}]}}`,
	`{"type":"user","message":{"content":[7,{"type":"text","text":"[Request interrupted by user"}]}}`,
	`{"type":"assistant","message":{"content":"[Request interrupted by user"}}`,
	`{"type":"user","message":{"content":"a <command-name>/x</command-name>"}}`,
	`{"type":"user","message":{"content":"\u003ccommand-name>"},"x":"<command-name>"}`,
	`{"type":"user","message":{"content":[{"type":"text","text":"<command-name>"}]}}`,
	// snapshots and queue operations
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":{"a":{}}}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":{}}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":[]}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":[1]}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":""}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":"x"}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":0}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":2}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":true}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":null}}`,
	`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":[1],"trackedFileBackups":[]}}`,
	`{"type":"file-history-snapshot","snapshot":"trackedFileBackups"}`,
	`{"type":"file-history-snapshot","snapshot":null}`,
	`{"type":"queue-operation","operation":"enqueue"}`,
	`{"type":"queue-operation","operation":"dequeue","operation":"enqueue"}`,
	`{"type":"queue-operation","operation":["dequeue"]}`,
	// a number beyond float64's range: json.Unmarshal rejects the line
	`{"type":"system","n":1e999}`,
}

func TestClaudeTypedAgreesOnEdgeLines(t *testing.T) {
	o := newClaudeOracle(t)
	compared := 0
	for i, line := range claudeEdgeLines {
		n, undecoded := o.compareFile(t, "edge line "+strconv.Itoa(i), transcript.File{Path: "p/s.jsonl"}, strings.NewReader(line+"\n"), false)
		if n != 1 {
			t.Errorf("edge line %d: %d frames", i, n)
		}
		compared += n - undecoded
	}
	if compared != len(claudeEdgeLines)-1 {
		t.Errorf("compared %d edge lines, want %d", compared, len(claudeEdgeLines)-1)
	}
}

// claudeEdgeFiles are files whose file-scope facts come from several
// lines: messages over lines, usage, calls and results, summaries.
var claudeEdgeFiles = [][]string{
	{
		`{"type":"assistant","uuid":"u1","message":{"id":"m","usage":{"input_tokens":1,"output_tokens":2,"x":{"a":1}},"content":[{"type":"tool_use","id":"t1","name":"Task"}]}}`,
		`{"type":"assistant","uuid":"u2","message":{"id":"m","usage":{"output_tokens":2e0,"input_tokens":1.0},"content":[{"type":"tool_use","id":"t1"},{"type":"tool_use","id":"t2","name":"Agent"}]}}`,
		`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t1"}]},"toolUseResult":{"agentId":"a"}}`,
		`{"type":"summary","leafUuid":"u1"}`,
		`{"type":"summary","leafUuid":"u\u0031"}`,
		`{"type":"summary","leafUuid":7}`,
		`{"type":"assistant","message":{"id":"m","stop_reason":"end","stop_reason":null}}`,
	},
	{
		`{"type":"assistant","message":{"id":"m","usage":{"input_tokens":1,"input_tokens":"x"}}}`,
		`{"type":"assistant","message":{"id":"m","usage":{}}}`,
		`{"type":"assistant","message":{"id":"m","usage":{"in\u0070ut_tokens":1,"input_tokens":2}}}`,
		`{"type":"assistant","message":{"id":"n","usage":[1]},"message":{"id":"n","usage":{"a":-0}}}`,
		`{"type":"assistant","message":{"id":"n","usage":{"a":0}}}`,
		`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t9"},{"type":"tool_use","id":"t9"}]},"toolUseResult":{"agentId":1}}`,
		`{"type":"user","message":{"content":{"a":{"type":"tool_use","id":"t8"}}}}`,
		`{"type":"user","message":{"content":[{"type":"tool_use","id":"t../x"},{"type":"tool_use","id":5}]}}`,
		`{"type":"assistant","message":{"id":"m","stop_reason":null,"stop_reason":"end"}}`,
	},
	{
		`{"type":"user","isSidechain":true,"uuid":"a","uuid":null}`,
		`{"type":"user","isSidechain":"true","isSidechain":true}`,
		`{"type":"assistant","isSidechain":true,"message":{"id":"m","stop_reason":null}}`,
	},
	{`{"type":"summary","leafUuid":"x"}`, `{"type":"summary","leafUuid":"y","uuid":"x"}`},
	{ // invalid UTF-8 and lone surrogates decode to U+FFFD, as json.Unmarshal has them
		"{\"type\":\"summary\",\"leafUuid\":\"a\xffb\",\"uuid\":\"a\\ud800b\"}",
		`{"type":"summary","leafUuid":"a\udfffb\ud83d\ude00"}`,
		"{\"type\":\"assistant\",\"message\":{\"id\":\"m\xc3\",\"content\":[{\"type\":\"tool_use\",\"id\":\"t\xe2\x82\",\"name\":\"Task\"}]}}",
		`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t\ufffd"}]},"toolUseResult":{"agentId":""}}`,
	},
	{`{"type":"assistant","message":{"stop_reason":null}}`},
	{ // numbers written otherwise than float64's %g are the same usage
		`{"type":"assistant","message":{"id":"m","usage":{"a":123456,"b":0,"c":-7,"d":1234567,"e":-0}}}`,
		`{"type":"assistant","message":{"id":"m","usage":{"a":123456.0,"b":0e5,"c":-7.0,"d":1.234567e6,"e":-0.0}}}`,
	},
	{
		`{"type":"assistant","message":{"id":"m","usage":{"a":123456,"d":1234567}}}`,
		`{"type":"assistant","message":{"id":"m","usage":{"a":123456,"d":1234568}}}`,
	},
}

func TestClaudeTallyAgreesOnEdgeFiles(t *testing.T) {
	o := newClaudeOracle(t)
	for i, lines := range claudeEdgeFiles {
		for _, f := range []transcript.File{{Path: "p/s.jsonl"}, {Path: "p/s/subagents/agent-a.jsonl", Role: transcript.RoleSubagent}} {
			if n, _ := o.compareFile(t, "edge file "+strconv.Itoa(i), f, strings.NewReader(strings.Join(lines, "\n")+"\n"), false); n != len(lines) {
				t.Errorf("edge file %d: %d frames of %d lines", i, n, len(lines))
			}
		}
	}
}

func FuzzClaudeLine(f *testing.F) {
	for _, line := range claudeEdgeLines {
		f.Add(line)
	}
	for _, lines := range claudeEdgeFiles {
		f.Add(strings.Join(lines, "\n"))
	}
	o := newClaudeOracle(f)
	f.Fuzz(func(t *testing.T, data string) {
		o.compareFile(t, "input", transcript.File{Path: "p/s.jsonl"}, strings.NewReader(data+"\n"), false)
	})
}

// TestClaudeLineAllocs: reading a line allocates nothing; a tally
// allocates only for an id it has not seen (and, now and then, to grow
// the buffer of the file's uuids).
func TestClaudeLineAllocs(t *testing.T) {
	lines := []string{
		`{"type":"assistant","uuid":"u1","isSidechain":false,"message":{"id":"m1","stop_reason":null,"usage":{"input_tokens":3,"output_tokens":9,"cache":{"a":1}},` +
			`"content":[{"type":"thinking","thinking":"t","signature":"c2ln"},{"type":"tool_use","id":"t1","name":"Task","input":{"a":"b"}},{"type":"image","source":{"type":"base64","data":"QQ=="}}]}}`,
		`{"type":"user","uuid":"u2","message":{"content":[{"type":"tool_result","tool_use_id":"t1","is_error":true,"content":[{"type":"text","text":"x"},{"type":"tool_reference"}]}]},"toolUseResult":{"agentId":"a","originalFile":"f"}}`,
		`{"type":"user","message":{"content":"[Request interrupted by user \u00e9 <command-name>"}}`,
		`{"type":"file-history-snapshot","snapshot":{"trackedFileBackups":{"a":{}}}}`,
	}
	tl := newClaudeTally(transcript.File{Path: "p/s.jsonl"}).(*claudeTally)
	for _, line := range lines {
		f := frameOf(t, claudecode.Format, line)
		tl.frame(f)
		if n := testing.AllocsPerRun(50, func() { tl.line.read(f) }); n != 0 {
			t.Errorf("reading %.40s… allocates %.0f times", line, n)
		}
		if n := testing.AllocsPerRun(50, func() { tl.frame(f) }); n != 0 {
			t.Errorf("the tally of a line seen before allocates %.0f times (%.40s…)", n, line)
		}
	}
}
