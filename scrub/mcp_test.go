package scrub

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// An MCP tool name keeps its prefix, separators and tool; its server, a
// name of the user's, becomes a pseudonym of the same shape, the same for
// every tool of that server. The line still verifies.
func TestMCPServerPseudonym(t *testing.T) {
	s := NewStructural(NewPseudonymizer([]byte("mcp test salt, sixteen+")))
	name := regexp.MustCompile(`"name":"([^"]*)"`)
	var servers [][]byte
	for _, tool := range []string{"query", "list_tables"} {
		line := []byte(`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"mcp__zorbacorp-db__` + tool + `","input":{}}]}}`)
		out, err := s.Line(nil, line, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Verify(out, line); err != nil {
			t.Fatalf("%s: the scrubbed line does not verify: %v", tool, err)
		}
		m := name.FindSubmatch(out)
		if m == nil || len(m[1]) != len("mcp__zorbacorp-db__"+tool) {
			t.Fatalf("%s: the tool name lost its length", tool)
		}
		got := m[1]
		if !bytes.HasPrefix(got, []byte("mcp__")) || !bytes.HasSuffix(got, []byte("__"+tool)) {
			t.Errorf("%s: prefix or tool not kept", tool)
		}
		server := got[len("mcp__") : len(got)-len("__"+tool)]
		if bytes.Contains(out, []byte("zorbacorp")) || bytes.IndexByte(server, '-') != len("zorbacorp") {
			t.Errorf("%s: the server survived or lost its shape", tool)
		}
		servers = append(servers, server)
	}
	if !bytes.Equal(servers[0], servers[1]) {
		t.Errorf("one server got two pseudonyms")
	}
}

// A Codex function_call's namespace (mcp__<server>__, or the app's own
// codex_app) is named like an MCP tool: the prefix and separators stay and
// the server becomes the pseudonym its tool names get, where it was
// filler of its length.
func TestCodexNamespace(t *testing.T) {
	s := NewStructural(NewPseudonymizer([]byte("mcp test salt, sixteen+")))
	s.SetSchema(codex.Format.Schema())
	ns := regexp.MustCompile(`"namespace":"([^"]*)"`)
	for _, c := range []struct{ in, want string }{{"mcp__zorbacorp_db__", ""}, {"codex_app", "codex_app"}} {
		line := []byte(`{"timestamp":"2025-10-01T10:00:00.000Z","type":"response_item","payload":{"type":"function_call","name":"js",` +
			`"namespace":"` + c.in + `","arguments":"{}","call_id":"call_1"}}`)
		out, err := s.Line(nil, line, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Verify(out, line); err != nil {
			t.Fatalf("the scrubbed line does not verify: %v", err)
		}
		m := ns.FindSubmatch(out)
		switch {
		case m == nil || len(m[1]) != len(c.in):
			t.Errorf("the namespace lost its length")
		case c.want != "" && string(m[1]) != c.want:
			t.Errorf("the app's namespace was not kept: %s", out)
		case c.want == "" && (!bytes.HasPrefix(m[1], []byte("mcp__")) || !bytes.HasSuffix(m[1], []byte("__")) || bytes.Contains(out, []byte("zorbacorp"))):
			t.Errorf("the MCP namespace lost its shape or kept its server")
		}
	}
}

// In redact mode the server of an MCP tool name is an identity position:
// a user name that is a common word (will) goes there, in a tool_use's
// name, a Codex namespace and text naming the tool, as any other user
// name does, and stays where it is a word of prose. The lines check.
func TestRedactMCPServerCommonUser(t *testing.T) {
	r := NewRedactor(NewPseudonymizer(testSalt), RedactOptions{Rules: rules.Default(), Users: []string{"will"}})
	for _, c := range []struct {
		schema *transcript.Schema
		line   string
	}{
		{claudecode.Format.Schema(), `{"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":"toolu_01","name":"mcp__will__search","input":{"q":"x"}},{"type":"text","text":"I will call mcp__will-notes__read"}]}}`},
		{codex.Format.Schema(), `{"timestamp":"2026-03-04T05:06:07.891Z","type":"response_item","payload":{"type":"function_call","name":"mcp__will__search","namespace":"mcp__will__","arguments":"{}","call_id":"call_1"}}`},
	} {
		r.SetSchema(c.schema)
		out, err := r.Line(nil, []byte(c.line), nil)
		if err == nil {
			err = r.Check(out, []byte(c.line))
		}
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(out), "mcp__will") {
			t.Errorf("a common-word user name survives as an MCP server")
		}
		if strings.Contains(c.line, "I will") && !strings.Contains(string(out), "I will") {
			t.Errorf("the common word was redacted in prose")
		}
	}
}
