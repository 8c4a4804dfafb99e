package scrub

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// claudeScrubber is a structural scrubber of Claude Code lines.
func claudeScrubber() *Structural {
	s := newTestScrubber()
	s.SetSchema(claudecode.Format.Schema())
	return s
}

// lineOf scrubs line, checks that the output verifies, and decodes it.
func lineOf(t *testing.T, s *Structural, line string) map[string]any {
	t.Helper()
	out := scrub(t, s, line)
	if err := s.Verify(out, []byte(line)); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("output does not parse: %v", err)
	}
	return m
}

// An id's pseudonym keeps its shape (prefix, case, separators, length; a
// UUID's version and variant, so that RFC 9562 validators accept a v4 or
// v7 one), differs from the id, and is the pseudonym a file named by it
// gets.
func TestIDKeepsShape(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	for _, c := range []struct{ id, shape string }{
		{"5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9", `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`},
		{"5F1E2D3C-4B5A-4978-B695-A4B3C2D1E0F9", `^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$`},
		{"019a1b2c-3d4e-7f60-8a1b-2c3d4e5f6071", `^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`},
		{"11111111-2222-1333-c444-555555555555", `^[0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[c-f][0-9a-f]{3}-[0-9a-f]{12}$`},
		{"toolu_01Xk9Pq7Rz3Mn5Bv8Lc2Wd4F", `^toolu_[0-9]{2}[A-Za-z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z]$`},
		{"msg_bdrk_01Ab2Cd3Ef4Gh5Ij", `^msg_bdrk_[0-9]{2}[A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z][0-9][A-Z][a-z]$`},
		{"call_aB3dE5fG7hI9jK1lM3nO5pQ7", `^call_[a-z][A-Z][0-9][a-z][A-Z][0-9][a-z][A-Z][0-9][a-z][A-Z][0-9][a-z][A-Z][0-9][a-z][A-Z][0-9][a-z][A-Z][0-9][a-z][A-Z][0-9]$`},
		{"toolu_XkPqRzMnBvLcWdFgHjKsTy", `^toolu_([A-Z][a-z]){11}$`},
		{"a3f9c2e1b7d04a58", `^[0-9a-f]{16}$`},
		{"a3f9c2e", `^[0-9a-f]{7}$`},
	} {
		got := p.ID(c.id)
		if got == c.id || !regexp.MustCompile(c.shape).MatchString(got) {
			t.Errorf("ID of a %d-byte id: %q, want a pseudonym matching %s", len(c.id), got, c.shape)
		}
		if seg := p.Segment(c.id + ".txt"); seg != got+".txt" {
			t.Errorf("Segment(id.txt) = %q, want ID(id).txt", seg)
		}
		if again := NewPseudonymizer(testSalt).ID(c.id); again != got {
			t.Errorf("ID is not deterministic")
		}
	}
	if a, b := p.ID("toolu_01Xk9Pq7Rz3Mn5Bv8Lc2Wd4F"), p.ID("toolu_01Xk9Pq7Rz3Mn5Bv8Lc2Wd4G"); a == b {
		t.Errorf("two ids got one pseudonym")
	}
	// A prefix that is not a vendor's is a name: not kept.
	if got := p.Segment("zqalice_notes2024.txt"); strings.HasPrefix(got, "zqalice_") {
		t.Errorf("a name before an underscore is kept as an id prefix")
	}
	if got := p.ID("wf_a81c3f20"); !regexp.MustCompile(`^wf_[0-9a-z]{8}$`).MatchString(got) {
		t.Errorf("a workflow run id lost its prefix: %q", got)
	}
	// Ids joined by '#' (a Claude Code workflow subagent's sessionId)
	// are each pseudonymized as they are alone; a part <word>-<id> as its
	// word and its id.
	const session = "5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"
	for _, agent := range []string{"a3f9c2e1b7d04a58", "ag000001"} {
		if got, want := p.ID(session+"#agent-"+agent), p.ID(session)+"#agent-"+p.ID(agent); got != want {
			t.Errorf("ID(session#agent-%s) = %q, want %q", agent, got, want)
		}
	}
}

// Every id position of a Claude Code line gets the id's pseudonym,
// wherever the id stands: a frame's parentUuid the uuid's, a nested tool
// result's tool_use_id the call's, a path naming a spill the call id's.
func TestClaudeCodeIDsConsistent(t *testing.T) {
	s := claudeScrubber()
	p := NewPseudonymizer(testSalt)
	const u, call = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", "toolu_01Xk9Pq7Rz3Mn5Bv8Lc2Wd4F"
	m := lineOf(t, s, `{"type":"user","uuid":"`+u+`","parentUuid":"`+u+`","sessionId":"`+u+`","message":{"role":"user","content":[`+
		`{"type":"tool_result","tool_use_id":"`+call+`","content":"saved to /home/x/`+call+`.txt"}]},`+
		`"toolUseResult":{"agentId":"a3f9c2e1","nested":[{"tool_use_id":"`+call+`"}]}}`)
	for _, k := range []string{"uuid", "parentUuid", "sessionId"} {
		if m[k] != p.ID(u) {
			t.Errorf("%s is not the uuid's pseudonym", k)
		}
	}
	block := m["message"].(map[string]any)["content"].([]any)[0].(map[string]any)
	if block["tool_use_id"] != p.ID(call) {
		t.Errorf("tool_use_id is not the call id's pseudonym")
	}
	if !strings.HasSuffix(block["content"].(string), "/"+p.ID(call)+".txt") {
		t.Errorf("the spill's path does not name the call id's pseudonym")
	}
	tur := m["toolUseResult"].(map[string]any)
	if tur["agentId"] != p.ID("a3f9c2e1") || tur["nested"].([]any)[0].(map[string]any)["tool_use_id"] != p.ID(call) {
		t.Errorf("an id below the frame is not its pseudonym")
	}
}

// Timestamps at timestamp positions keep their written form, their order
// and the intervals between them, and no source date survives; an offset
// becomes +00:00, and a string that is no timestamp is scrubbed.
func TestTimestampsShifted(t *testing.T) {
	s := claudeScrubber()
	stamps := []string{"2026-03-04T05:06:07.891Z", "2026-03-04T05:06:09.123Z", "2026-03-04T23:59:59.999Z",
		"2026-03-05T00:00:00Z", "2026-03-05T10:00:00.123456+05:30", "2026-03-05 04:40:01.5-00:00", "2026-03-06"}
	layouts := []string{time.RFC3339Nano, time.RFC3339Nano, time.RFC3339Nano, time.RFC3339, time.RFC3339Nano,
		"2006-01-02 15:04:05.999999999Z07:00", time.DateOnly}
	want := []string{`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`, `^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`,
		`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$`, `^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`,
		`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$`, `^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d\+00:00$`, `^\d{4}-\d\d-\d\d$`}
	var src, got []time.Time
	for i, ts := range stamps {
		m := lineOf(t, s, `{"type":"file-history-snapshot","snapshot":{"timestamp":"`+ts+`"}}`)
		out := m["snapshot"].(map[string]any)["timestamp"].(string)
		if !regexp.MustCompile(want[i]).MatchString(out) {
			t.Errorf("timestamp %d: %q lost its written form", i, out)
		}
		if strings.Contains(out, ts[:10]) {
			t.Errorf("timestamp %d: the source date survives", i)
		}
		a, err1 := time.Parse(layouts[i], ts)
		b, err2 := time.Parse(layouts[i], out)
		if err1 != nil || err2 != nil {
			t.Fatalf("timestamp %d does not parse: %v %v", i, err1, err2)
		}
		src, got = append(src, a), append(got, b)
	}
	// Intervals are exact between stamps of any precision from seconds
	// down (the shift is whole seconds); the date has no time to keep an
	// interval of.
	for i := 1; i < len(src)-1; i++ {
		d, e := got[i].Sub(got[i-1]), src[i].Sub(src[i-1])
		if d != e {
			t.Errorf("interval %d: %v, want %v", i, d, e)
		}
	}
	if off := got[0].Sub(src[0]); off != NewPseudonymizer(testSalt).TimeOffset() {
		t.Errorf("shift %v, want the run's offset", off)
	}
	token := canary("not a time")
	scrubCanary(t, s, "not a time", `{"type":"x","timestamp":"`+token+`"}`, token)
}

// A source string that the shift happens to make of a timestamp in the
// same line is no residue: a shifted timestamp is not content.
func TestShiftedTimestampNotResidue(t *testing.T) {
	const ts = "2026-03-04T05:06:07.891Z"
	shifted, _ := NewPseudonymizer(testSalt).ShiftTimestamp(nil, []byte(ts))
	lineOf(t, claudeScrubber(), `{"type":"user","timestamp":"`+ts+`","message":{"role":"user","content":"`+string(shifted)+`"}}`)
}

// Unix times at timestamp positions move by the run's shift, cut to
// their unit, keeping intervals; other numbers there (a duration, a
// fraction) and numbers elsewhere stay.
func TestEpochShifted(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	off := NewPseudonymizer(testSalt).TimeOffset()
	m := lineOf(t, s, `{"timestamp":"2026-03-04T05:06:07.891Z","type":"event_msg","payload":{"type":"task_complete",`+
		`"started_at":1778818263,"completed_at":1778818306,"timestamp":1778818263123,"duration_ms":43000,"turn":1778818263}}`)
	p := m["payload"].(map[string]any)
	start, end := int64(p["started_at"].(float64)), int64(p["completed_at"].(float64))
	if want := time.Unix(1778818263, 0).Add(off).Truncate(time.Second); start != want.Unix() {
		t.Errorf("started_at %d, want %d shifted by the run's offset", start, want.Unix())
	}
	if end-start != 43 {
		t.Errorf("interval %d s, want 43", end-start)
	}
	if ms := int64(p["timestamp"].(float64)); ms != 1778818263123+off.Milliseconds() {
		t.Errorf("a millisecond time is not shifted by the offset")
	}
	if p["duration_ms"] != float64(43000) || p["turn"] != float64(1778818263) {
		t.Errorf("a number that is no time at a timestamp position changed")
	}
}

// Base64 payloads become base64 of the same length, padding kept; a
// payload that is not base64 is scrubbed as a string.
func TestBase64Filler(t *testing.T) {
	s := claudeScrubber()
	data := base64.StdEncoding.EncodeToString([]byte("a synthetic image payload, 40 bytes....."))
	sig := base64.StdEncoding.EncodeToString([]byte("synthetic signature+/"))
	m := lineOf(t, s, `{"type":"assistant","message":{"role":"assistant","content":[`+
		`{"type":"thinking","thinking":"x","signature":"`+sig+`"},`+
		`{"type":"image","source":{"type":"base64","media_type":"image/png","data":"`+data+`"}},`+
		`{"type":"tool_result","tool_use_id":"t","content":[{"type":"image","source":{"type":"base64","data":"`+data+`"}}]}]}}`)
	blocks := m["message"].(map[string]any)["content"].([]any)
	inner := blocks[2].(map[string]any)["content"].([]any)[0].(map[string]any)
	for i, c := range []struct{ src, out string }{
		{sig, blocks[0].(map[string]any)["signature"].(string)},
		{data, blocks[1].(map[string]any)["source"].(map[string]any)["data"].(string)},
		{data, inner["source"].(map[string]any)["data"].(string)},
	} {
		if _, err := base64.StdEncoding.DecodeString(c.out); err != nil || len(c.out) != len(c.src) || c.out == c.src {
			t.Errorf("payload %d: not base64 filler of its length (%v)", i, err)
		}
		if strings.TrimRight(c.src, "=") != c.src && !strings.HasSuffix(c.out, c.src[len(strings.TrimRight(c.src, "=")):]) {
			t.Errorf("payload %d: padding lost", i)
		}
	}
	token := canary("document text")
	scrubCanary(t, s, "document text", `{"type":"user","message":{"role":"user","content":[{"type":"document","source":{"type":"text","data":"`+token+` a b"}}]}}`, token)
}

// A string that holds JSON at an embedded-JSON position is scrubbed as
// JSON: it still parses, with the source's keys and value types, and its
// strings are scrubbed; one that does not parse is scrubbed as a string.
func TestEmbeddedJSON(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	token := canary("arguments")
	args := `{"command": ["bash", "-lc", "cat /Users/alice/` + token + `.txt"], "workdir": "/Users/alice/app", "timeout_ms": 1000, "note": "a \"quoted\" é"}`
	line := `{"timestamp":"2026-03-04T05:06:07.891Z","type":"response_item","payload":{"type":"function_call","name":"shell",` +
		`"arguments":` + strconv.Quote(args) + `,"call_id":"call_aB3dE5fG7hI9jK1lM3nO5pQ7"}}`
	scrubCanary(t, s, "arguments", line, token)
	m := lineOf(t, s, line)
	var inner map[string]any
	if err := json.Unmarshal([]byte(m["payload"].(map[string]any)["arguments"].(string)), &inner); err != nil {
		t.Fatalf("scrubbed arguments do not parse: %v", err)
	}
	cmd, ok := inner["command"].([]any)
	if !ok || len(cmd) != 3 || inner["timeout_ms"] != float64(1000) || len(inner) != 4 {
		t.Errorf("scrubbed arguments lost their skeleton")
	}
	if cmd[0] == "bash" && cmd[2] == "cat /Users/alice/"+token+".txt" || inner["note"] == `a "quoted" é` {
		t.Errorf("strings inside the arguments are not scrubbed")
	}
	plain := canary("plain arguments")
	scrubCanary(t, s, "plain arguments", `{"type":"response_item","payload":{"type":"function_call","name":"x","arguments":"`+plain+` {"}}`, plain)
}

// Harness markers stay verbatim inside scrubbed strings; what they
// enclose goes.
func TestHarnessMarkersKept(t *testing.T) {
	s := claudeScrubber()
	token := canary("markers")
	text := "<command-name>/" + token + "</command-name>\\n<command-message>" + token + "</command-message>\\n" +
		"<command-args>" + token + "</command-args><system-reminder>" + token + "</system-reminder>" +
		"<local-command-stdout>" + token + "</local-command-stdout>[Request interrupted by user for tool use]"
	line := `{"type":"user","message":{"role":"user","content":"` + text + `"}}`
	scrubCanary(t, s, "markers", line, token)
	out := string(scrub(t, s, line))
	for _, m := range []string{"<command-name>/", "</command-name>\\n<command-message>", "</command-message>\\n<command-args>",
		"</command-args><system-reminder>", "</system-reminder><local-command-stdout>", "</local-command-stdout>[Request interrupted by user"} {
		if !strings.Contains(out, m) {
			t.Errorf("marker %s not kept", m)
		}
	}
	// A string of markers alone is kept whole, and still verifies.
	only := `{"type":"user","message":{"role":"user","content":"<bash-stdout></bash-stdout><bash-stderr></bash-stderr>"}}`
	if m := lineOf(t, s, only); m["message"].(map[string]any)["content"] != "<bash-stdout></bash-stdout><bash-stderr></bash-stderr>" {
		t.Errorf("a string of markers alone is not kept")
	}
	// A string that a marker holds has not survived in it.
	lineOf(t, s, `{"type":"user","attachment":{"commandMode":"task-notification"},"message":{"role":"user","content":"<task-notification>done</task-notification>"}}`)
	cx := newTestScrubber()
	cx.SetSchema(codex.Format.Schema())
	header := "Chunk ID: 291d50\\nWall time: 0.0000 seconds\\nProcess exited with code 0\\nOriginal token count: 12\\nOutput:\\n" + token
	cline := `{"type":"response_item","payload":{"type":"function_call_output","call_id":"call_1","output":"` + header + `"}}`
	scrubCanary(t, cx, "exec header", cline, token)
	cout := string(scrub(t, cx, cline))
	// The header's numbers stay: an exit code, a wall time, a count.
	for _, m := range []string{`"Chunk ID: `, `\nWall time: 0.0000 seconds\n`, `\nProcess exited with code 0\n`, `\nOriginal token count: 12\n`, `\nOutput:\n`} {
		if !strings.Contains(cout, m) {
			t.Errorf("header line %q not kept", m)
		}
	}
	if strings.Contains(cout, "291d50") {
		t.Errorf("the chunk id survives")
	}
}

// A file-history snapshot's tracked paths, used as keys, are scrubbed as
// paths: the key is the pseudonym the same path gets in a tool input,
// even a bare file name that would pass as a field name.
func TestSnapshotPathKeys(t *testing.T) {
	s := claudeScrubber()
	key := func(path string) string {
		m := lineOf(t, s, `{"type":"file-history-snapshot","messageId":"m","snapshot":{"trackedFileBackups":{"`+path+
			`":{"backupFileName":"abc@v1","version":1}}}}`)
		for k := range m["snapshot"].(map[string]any)["trackedFileBackups"].(map[string]any) {
			return k
		}
		t.Fatal("no tracked file")
		return ""
	}
	input := func(path string) string {
		m := lineOf(t, s, `{"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":"t","name":"Read","input":{"file_path":"`+path+`"}}]}}`)
		return m["message"].(map[string]any)["content"].([]any)[0].(map[string]any)["input"].(map[string]any)["file_path"].(string)
	}
	for _, path := range []string{"/Users/alice/secretproj/main.go", "secretproj/notes.md", "zqwidget.go"} {
		if k, in := key(path), input(path); k == path || k != in {
			t.Errorf("a tracked path key is not the path's pseudonym")
		}
	}
}

// The string surfaces of Codex lines this file's shapes act on lose
// their canary: ids, embedded JSON, encrypted content, the exec output
// header's values, and the time zone, as a turn_context member and in
// the environment context.
func TestCodexShapeCanaries(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	item := func(payload string) string {
		return `{"timestamp":"2026-03-04T05:06:07.891Z","type":"response_item","payload":` + payload + `}`
	}
	for _, c := range []struct{ surface, line string }{
		{"call id", item(`{"type":"function_call","name":"shell","arguments":"{}","call_id":"call_CANARY1"}`)},
		{"arguments", item(`{"type":"function_call","name":"shell","arguments":"{\"command\":[\"CANARY\"]}","call_id":"call_1"}`)},
		{"output", item(`{"type":"function_call_output","call_id":"call_1","output":"{\"output\":\"CANARY\",\"metadata\":{\"exit_code\":0}}"}`)},
		{"encrypted", item(`{"type":"reasoning","summary":[],"encrypted_content":"gAAAAACANARY=="}`)},
		{"exec header", item(`{"type":"function_call_output","call_id":"call_1","output":"Chunk ID: CANARY\nWall time: CANARY\nOutput:\nCANARY"}`)},
		{"time zone", `{"timestamp":"2026-03-04T05:06:07.891Z","type":"turn_context","payload":{"cwd":"/w","timezone":"CANARY/Zone","current_date":"CANARY"}}`},
		{"environment context", item(`{"type":"message","role":"user","content":[{"type":"input_text","text":"<environment_context>\n  <timezone>CANARY/Zone</timezone>\n</environment_context>"}]}`)},
		{"session id", `{"timestamp":"2026-03-04T05:06:07.891Z","type":"session_meta","payload":{"id":"CANARY","forked_from_id":"CANARY","timestamp":"CANARY"}}`},
	} {
		t.Run(c.surface, func(t *testing.T) {
			token := canary(c.surface)
			scrubCanary(t, s, c.surface, strings.ReplaceAll(c.line, "CANARY", token), token)
		})
	}
}

// A Codex reasoning's encrypted_content keeps the version prefix of a
// Fernet-like token the record documents (gAAAA), which parsers branch
// on, in either mode; the rest is base64 filler of its length, and a
// payload without that prefix keeps none of its bytes.
func TestEncryptedContentPrefix(t *testing.T) {
	body := base64.URLEncoding.EncodeToString([]byte("a synthetic reasoning token, forty bytes"))
	line := func(enc string) string {
		return `{"timestamp":"2026-03-04T05:06:07.891Z","type":"response_item","payload":{"type":"reasoning","summary":[],"content":null,"encrypted_content":"` + enc + `"}}`
	}
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	r := NewRedactor(NewPseudonymizer(testSalt), RedactOptions{Rules: rules.Default()})
	r.SetSchema(codex.Format.Schema())
	for _, src := range []string{"gAAAAABk" + body, "hBBBBBBk" + body} {
		for mode, scrub := range map[string]func(string) ([]byte, error){
			"structural": func(l string) ([]byte, error) {
				out, err := s.Line(nil, []byte(l), nil)
				if err == nil {
					err = s.Verify(out, []byte(l))
				}
				return out, err
			},
			"redact": func(l string) ([]byte, error) {
				out, err := r.Line(nil, []byte(l), nil)
				if err == nil {
					err = r.Check(out, []byte(l))
				}
				return out, err
			},
		} {
			out, err := scrub(line(src))
			if err != nil {
				t.Fatalf("%s: %v", mode, err)
			}
			var m struct {
				Payload struct {
					EncryptedContent string `json:"encrypted_content"`
				}
			}
			if err := json.Unmarshal(out, &m); err != nil {
				t.Fatal(err)
			}
			got := m.Payload.EncryptedContent
			if _, err := base64.URLEncoding.DecodeString(got); err != nil || len(got) != len(src) || got[5:] == src[5:] {
				t.Errorf("%s: not base64 filler of the payload's length (%v)", mode, err)
			}
			if kept := got[:5] == src[:5]; kept != (src[0] == 'g') {
				t.Errorf("%s: the payload's first 5 bytes kept %v, want %v (the version prefix only)", mode, kept, !kept)
			}
		}
	}
}

// A turn's time zone keeps its shape, Area/Location with its case, and
// loses its letters: Europe/Vilnius is not kept, nor is UTC.
func TestTimeZoneShape(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	for _, zone := range []string{"Europe/Vilnius", "America/Argentina/Buenos_Aires", "Etc/GMT+5", "UTC"} {
		m := lineOf(t, s, `{"timestamp":"2026-03-04T05:06:07.891Z","type":"turn_context","payload":{"cwd":"/w","timezone":"`+zone+`"}}`)
		got := m["payload"].(map[string]any)["timezone"].(string)
		if got == zone || len(got) != len(zone) {
			t.Errorf("time zone %d bytes: kept or not its length", len(zone))
			continue
		}
		for i := range zone {
			if classOf[zone[i]] != classOf[got[i]] {
				t.Errorf("time zone %d bytes: byte %d changed class", len(zone), i)
			}
		}
	}
}

// A time-zone field not written as a zone is scrubbed as any string:
// its non-ASCII bytes, which a zone's shape would keep, do not survive.
func TestTimeZoneNotZoneShaped(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	const zone = "東京の自宅"
	m := lineOf(t, s, `{"timestamp":"2026-03-04T05:06:07.891Z","type":"turn_context","payload":{"cwd":"/w","timezone":"`+zone+`"}}`)
	if got := m["payload"].(map[string]any)["timezone"].(string); strings.ContainsAny(got, zone) {
		t.Errorf("a time zone of non-ASCII bytes kept some")
	}
}

// In redact mode too, a base64 payload the schema names becomes base64
// filler of its length: a term inside it, where no word boundary finds
// it, does not survive, and the line checks.
func TestRedactBase64Filler(t *testing.T) {
	const term = "Zorblaxquinn"
	r := NewRedactor(NewPseudonymizer([]byte("base64 salt")), RedactOptions{Terms: []string{term}})
	r.SetSchema(claudecode.Format.Schema())
	data := "iVBORw0KGgo" + term + "AAAq+/Z=="
	line := `{"type":"assistant","message":{"role":"assistant","content":[` +
		`{"type":"thinking","thinking":"x","signature":"` + data + `"},` +
		`{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + data + `"}}]}}`
	out, err := r.Line(nil, []byte(line), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(out, []byte(line)); err != nil {
		t.Fatalf("the redacted line does not check: %v", err)
	}
	if strings.Contains(string(out), term) {
		t.Fatal("a term inside a base64 payload survived redaction")
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	blocks := m["message"].(map[string]any)["content"].([]any)
	for i, got := range []string{blocks[0].(map[string]any)["signature"].(string),
		blocks[1].(map[string]any)["source"].(map[string]any)["data"].(string)} {
		if _, err := base64.StdEncoding.DecodeString(got); err != nil || len(got) != len(data) || !strings.HasSuffix(got, "==") {
			t.Errorf("payload %d: not base64 filler of its length (%v)", i, err)
		}
	}
}

// A base64 payload's filler is written as it is, with no rule run on it:
// a screenshot's worth of random base64 comes out as filler of its length
// with no placeholder in it (the rules would find tokens in random
// base64), counted as redacted bytes, and the line checks. Check holds the
// payload to its source's filler: the source copied, or a secret planted
// in the payload, fails it.
func TestRedactBase64FillerExact(t *testing.T) {
	r := NewRedactor(NewPseudonymizer([]byte("base64 salt")), RedactOptions{Rules: rules.Default()})
	r.SetSchema(claudecode.Format.Schema())
	image := func(data string) []byte {
		return []byte(`{"type":"user","message":{"role":"user","content":[` +
			`{"type":"image","source":{"type":"base64","media_type":"image/png","data":"` + data + `"}}]}}`)
	}
	data := newFakes(13).pick(base64Chars, 1<<16-2) + "=="
	var st Stats
	out, err := r.Line(nil, image(data), &st)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Check(out, image(data)); err != nil {
		t.Fatalf("the redacted line does not check: %v", err)
	}
	var m map[string]any
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatal(err)
	}
	got := m["message"].(map[string]any)["content"].([]any)[0].(map[string]any)["source"].(map[string]any)["data"].(string)
	if _, err := base64.StdEncoding.DecodeString(got); err != nil || len(got) != len(data) {
		t.Fatalf("the payload is not base64 filler of its length (%v)", err)
	}
	if n := st.Text.Bytes + st.ToolInput.Bytes + st.Keys.Bytes + st.Other.Bytes; n != int64(len(data)) {
		t.Errorf("redacted bytes: got %d, want the payload's %d", n, len(data))
	}
	if err := r.Check(image(data), image(data)); !errors.Is(err, ErrSkeleton) {
		t.Errorf("the source's payload copied: Check = %v, want ErrSkeleton", err)
	}
	planted := strings.Replace(string(out), got[:40], newFakes(14).github(), 1)
	if err := r.Check([]byte(planted), image(data)); !errors.Is(err, ErrSkeleton) {
		t.Errorf("a token planted in the payload: Check = %v, want ErrSkeleton", err)
	}
}

// Embedded JSON is verified by its own strings: one of kept keys and
// discriminators alone comes out as it went in without a false alarm,
// while a content string inside it copied unscrubbed is residue.
func TestEmbeddedJSONResidue(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	line := func(inner string) []byte {
		return []byte(`{"type":"response_item","payload":{"type":"function_call_output","call_id":"call_1","output":` +
			strconv.Quote(inner) + `}}`)
	}
	kept := line(`{"success":true,"status":"completed"}`)
	out, err := s.Line(nil, kept, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.VerifyLast(out); err != nil {
		t.Fatalf("VerifyLast of kept words alone: %v", err)
	}
	if err := s.Verify(out, kept); err != nil {
		t.Fatalf("Verify of kept words alone: %v", err)
	}
	content := line(`{"output":"a content string of some length","status":"completed"}`)
	if err := s.Verify(content, content); err == nil {
		t.Fatal("an embedded content string copied unscrubbed passed Verify")
	}
}

// A Codex image's data URL (an input_image's image_url, a user message's
// images) is a base64 payload in both modes: its payload becomes filler
// of its length, with its data:TYPE/SUBTYPE;base64, prefix kept, and a
// canary in it does not survive where no word boundary finds it; a prefix
// with another parameter is filled too.
func TestDataURLImages(t *testing.T) {
	token := canary("data url")
	payload := "iVBORw0KGgo" + token + "AAAq+/Z="
	lines := func(url string) []string {
		return []string{
			`{"timestamp":"2026-03-04T05:06:07.891Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_image","image_url":"` + url + `"}]}}`,
			`{"timestamp":"2026-03-04T05:06:07.891Z","type":"event_msg","payload":{"type":"user_message","message":"see","images":["` + url + `"]}}`,
		}
	}
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	r := NewRedactor(NewPseudonymizer([]byte("data url salt")), RedactOptions{Terms: []string{token}})
	r.SetSchema(codex.Format.Schema())
	for _, prefix := range []string{"data:image/png;base64,", "data:image/png;name=" + canary("name") + ";base64,"} {
		url := prefix + payload
		for i, line := range lines(url) {
			so, err := s.Line(nil, []byte(line), nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.VerifyLast(so); err != nil {
				t.Errorf("line %d: structural output does not verify: %v", i, err)
			}
			ro, err := r.Line(nil, []byte(line), nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Check(ro, []byte(line)); err != nil {
				t.Errorf("line %d: redacted output does not check: %v", i, err)
			}
			for mode, out := range map[string][]byte{"structural": so, "redact": ro} {
				assertNoCanary(t, mode+" data url", out, token)
				assertNoCanary(t, mode+" data url parameter", out, canary("name"))
				simple := !strings.Contains(prefix, "name=")
				if got := bytes.Contains(out, []byte(`"`+prefix)); got != simple {
					t.Errorf("%s line %d: prefix kept %v, want %v", mode, i, got, simple)
				}
				if len(out) != len(line) {
					t.Errorf("%s line %d: %d bytes became %d", mode, i, len(line), len(out))
				}
			}
		}
	}
}

// A Codex session's git branch keeps its shape, as a path does: its
// slashes stay where they were and every segment is replaced by its
// pseudonym (export's TestBranchKeepsShape checks Claude Code's).
func TestBranchShape(t *testing.T) {
	const branch = "feature/login-flow/v2"
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	m := lineOf(t, s, `{"timestamp":"2026-03-04T05:06:07.891Z","type":"session_meta","payload":{"id":"x","cwd":"/w","git":{"branch":"`+branch+`"}}}`)
	got, _ := m["payload"].(map[string]any)["git"].(map[string]any)["branch"].(string)
	if len(got) != len(branch) {
		t.Fatalf("branch of %d bytes became %d", len(branch), len(got))
	}
	for i, seg := range strings.Split(branch, "/") {
		if g := strings.Split(got, "/"); len(g) != 3 || g[i] == seg {
			t.Errorf("segment %d kept, or the slashes moved", i)
		}
	}
}

// A string of digits only (Codex's process_id) is replaced by digits, as
// many, its first nonzero where the source's is, so that it still parses
// as a number; equal strings keep equal replacements.
func TestDigitsStayDigits(t *testing.T) {
	s := newTestScrubber()
	s.SetSchema(codex.Format.Schema())
	for _, pid := range []string{"48213", "7", "0042", "90210337", "123456789012345"} {
		line := `{"timestamp":"2026-03-04T05:06:07.891Z","type":"event_msg","payload":{"type":"exec_command_end","call_id":"c","process_id":"` + pid + `","again":"` + pid + `"}}`
		p := lineOf(t, s, line)["payload"].(map[string]any)
		got, _ := p["process_id"].(string)
		if len(got) != len(pid) || !digits([]byte(got)) {
			t.Errorf("a %d-digit string became %d bytes, digits only: %v", len(pid), len(got), digits([]byte(got)))
			continue
		}
		if pid[0] != '0' && got[0] == '0' {
			t.Errorf("a %d-digit number gained a leading zero", len(pid))
		}
		if len(pid) > 3 && got == pid {
			t.Errorf("a %d-digit string kept", len(pid))
		}
		if again, _ := p["again"].(string); again != got {
			t.Errorf("equal %d-digit strings got different replacements", len(pid))
		}
	}
}

// Digit filler matches a short digit string by chance often enough that
// the residual check looks for one of digits only from minDigitResidual
// digits on; a longer one copied into the output is still found.
func TestDigitsResidue(t *testing.T) {
	s := newTestScrubber()
	long, short := "31415926535897", "2718281"
	src := []byte(`{"a":"` + long + `","b":"` + short + `","c":"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"}`)
	out := scrub(t, s, string(src))
	cut := bytes.LastIndex(out, []byte(`"c":"`)) + 5
	var re *ResidualError
	if err := s.Verify(append(out[:cut:cut], `zz`+long+`zzzzzzzzzzzzzz"}`...), src); !errors.As(err, &re) || re.Offset != 5 {
		t.Errorf("a copied %d-digit string: got %v", len(long), err)
	}
	if err := s.Verify(append(out[:cut:cut], `zzzzzzz`+short+`zzzzzzzzzzzzzzzz"}`...), src); err != nil {
		t.Errorf("a %d-digit string is looked for: %v", len(short), err)
	}
}
