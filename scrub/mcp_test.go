package scrub

import (
	"bytes"
	"regexp"
	"testing"
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
