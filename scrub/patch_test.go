package scrub

import (
	"encoding/json"
	"strings"
	"testing"
)

// decodedInput returns the string input of the first block of a frame.
func decodedInput(t *testing.T, line []byte) string {
	t.Helper()
	var f struct {
		Message struct {
			Content []struct {
				Input any    `json:"input"`
				Text  string `json:"text"`
			} `json:"content"`
		} `json:"message"`
	}
	if err := json.Unmarshal(line, &f); err != nil {
		t.Fatal("line does not decode")
	}
	b := f.Message.Content[0]
	if s, ok := b.Input.(string); ok {
		return s
	}
	if m, ok := b.Input.(map[string]any); ok {
		s, _ := m["command"].(string)
		return s
	}
	return b.Text
}

// checkLines asserts that out, the scrubbed form of src, has its lines,
// and that each line begins with the part of src's line that keep says.
func checkLines(t *testing.T, src, out string, keep func(line string) int) {
	t.Helper()
	a, b := strings.Split(src, "\n"), strings.Split(out, "\n")
	if len(a) != len(b) {
		t.Fatalf("%d lines became %d", len(a), len(b))
	}
	for i := range a {
		if len(a[i]) != len(b[i]) {
			t.Errorf("line %d: length %d became %d", i, len(a[i]), len(b[i]))
			continue
		}
		n := keep(a[i])
		if a[i][:n] != b[i][:n] {
			t.Errorf("line %d: its first %d bytes changed", i, n)
		}
		if n < len(a[i]) && a[i][n:] == b[i][n:] && hasContent([]byte(a[i][n:]), 4) {
			t.Errorf("line %d: content after the grammar kept", i)
		}
	}
}

// TestApplyPatchGrammar: the envelope's lines, markers and hunk line
// prefixes stay, its paths get the pseudonyms they get elsewhere, and the
// rest is filler.
func TestApplyPatchGrammar(t *testing.T) {
	c := canary("patch")
	patch := "*** Begin Patch\n*** Update File: /Users/" + c + "/app/src/main.go\n@@ func " + c + "() {\n-\told " + c + "\n+\tnew " + c + "\n " + c + " context\n@@\n-x\n*** Move to: src/" + c + "_v2.go\n" +
		"*** Add File: docs/" + c + ".md\n+# " + c + "\n+\n*** Delete File: " + c + ".txt\n*** End of File\n*** End Patch"
	enc, _ := json.Marshal(patch)
	line := frameOf(`{"type":"tool_use","name":"ApplyPatch","input":` + string(enc) + `},{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/` + c + `/app/src/main.go"}}`)
	out := checkFidelity(t, line, []string{`*** Begin Patch\n*** Update File: /Users/`, `\n@@ `, `\n@@\n-`, `\n*** Move to: src/`, `\n*** Add File: docs/`, `\n*** Delete File: `, `\n*** End of File\n*** End Patch"`}, []string{c})
	got := decodedInput(t, out)
	checkLines(t, patch, got, func(l string) int {
		for _, p := range []string{"*** Update File: ", "*** Move to: ", "*** Add File: ", "*** Delete File: ", "@@ "} {
			if strings.HasPrefix(l, p) {
				return len(p)
			}
		}
		if strings.HasPrefix(l, "***") || l == "@@" {
			return len(l)
		}
		return min(len(l), 1)
	})
	// The path agrees with the same path in ReadFile's input.
	var f struct {
		Message struct {
			Content []struct {
				Input json.RawMessage `json:"input"`
			} `json:"content"`
		} `json:"message"`
	}
	var read struct{ Path string }
	if json.Unmarshal(out, &f) != nil || json.Unmarshal(f.Message.Content[1].Input, &read) != nil {
		t.Fatal("output does not decode")
	}
	if p := strings.Split(got, "\n")[1][len("*** Update File: "):]; p != read.Path {
		t.Errorf("the patch's path and ReadFile's path got different pseudonyms")
	}
	p := NewPseudonymizer(testSalt)
	if want := "src/" + p.Segment(c+"_v2.go"); !strings.Contains(got, "\n*** Move to: "+want+"\n") {
		t.Errorf("the moved path is not pseudonymized segment by segment")
	}
}

// TestUnifiedDiffGrammar: a diff in any string keeps its headers, hunk
// numbers and line prefixes for as many lines as the hunk counts; prose
// that only looks like one in places keeps nothing.
func TestUnifiedDiffGrammar(t *testing.T) {
	c := canary("diff")
	diff := "diff --git a/src/" + c + ".go b/src/" + c + ".go\nnew file mode 100644\nindex 83db48f..bf269f4 100644\n--- a/src/" + c + ".go\n+++ b/src/" + c + ".go\n" +
		"@@ -1,3 +1,4 @@ func " + c + "() {\n " + c + "\n-" + c + " gone\n+" + c + " new\n+" + c + " two\n " + c + "\n\\ No newline at end of file\n" +
		"-after the hunk " + c + "\n--- /dev/null\n+++ b/" + c + ".md\n@@ -0,0 +1 @@\n+" + c
	enc, _ := json.Marshal(diff)
	keep := func(l string) int {
		switch {
		case strings.HasPrefix(l, "diff --git "):
			return len("diff --git a/")
		case l == "--- /dev/null", l == `\ No newline at end of file`, strings.HasPrefix(l, "new file mode"):
			return len(l)
		case strings.HasPrefix(l, "--- "), strings.HasPrefix(l, "+++ "):
			return len("--- a/")
		case strings.HasPrefix(l, "@@"):
			return min(len(l), strings.Index(l[2:], "@@")+5)
		case strings.HasPrefix(l, "index "):
			return len("index ")
		case strings.HasPrefix(l, "-after"):
			return 0
		}
		return 1
	}
	for _, line := range []string{
		frameOf(`{"type":"text","text":` + string(enc) + `}`),
		toolOf("Shell", `{"command":`+string(enc)+`}`),
	} {
		out := checkFidelity(t, line, []string{`diff --git a/src/`, `\nnew file mode 100644\nindex `, ` 100644\n--- a/src/`, `\n+++ b/src/`, `\n@@ -1,3 +1,4 @@ `, `\n\\ No newline at end of file\n`, `\n--- /dev/null\n+++ b/`}, []string{c})
		got := decodedInput(t, out)
		checkLines(t, diff, got, keep)
		if l := strings.Split(got, "\n")[2]; l[13:15] != ".." || l[22:] != " 100644" {
			t.Errorf("the index line lost its \"..\" or its mode")
		}
	}
	// A structured patch without hunk counts.
	short := "--- a/src/" + c + ".rs\n+++ b/src/" + c + ".rs\n@@\n-fn " + c + "() {}\n+fn new_name() {}\n"
	enc, _ = json.Marshal(short)
	out := checkFidelity(t, frameOf(`{"type":"text","text":`+string(enc)+`}`), []string{`"--- a/src/`, `\n+++ b/src/`, `\n@@\n-`}, []string{c})
	checkLines(t, short, decodedInput(t, out), func(l string) int {
		if strings.HasPrefix(l, "---") || strings.HasPrefix(l, "+++") {
			return len("--- a/src/")
		}
		if l == "@@" {
			return 2
		}
		return min(len(l), 1)
	})
	// Prose: no patch, so no prefix is kept (filler is letters and digits).
	for _, prose := range []string{
		"- item " + c + "\n- two\n+ plus\n  indented",
		"see @@ -1,2 +1,2 @@ inline\n- item " + c,
		"--- " + c + "\nnot a +++ line\n- x",
	} {
		enc, _ := json.Marshal(prose)
		out := checkFidelity(t, frameOf(`{"type":"text","text":`+string(enc)+`}`), nil, []string{c})
		for i, l := range strings.Split(decodedInput(t, out), "\n") {
			if l != "" && strings.ContainsAny(l[:1], "-+ @") {
				t.Errorf("prose line %d: kept a diff prefix", i)
			}
		}
	}
}

// TestPatchPathsAgree: a file name under a path key gets the pseudonym
// that the same name gets in a patch's header, extension kept.
func TestPatchPathsAgree(t *testing.T) {
	c := canary("bare")
	patch, _ := json.Marshal("*** Begin Patch\n*** Update File: " + c + ".md\n@@\n+x\n*** End Patch")
	line := frameOf(`{"type":"tool_use","name":"ReadFile","input":{"path":"` + c + `.md"}},{"type":"tool_use","name":"ApplyPatch","input":` + string(patch) + `}`)
	out := checkFidelity(t, line, []string{`{"path":"`, `.md"}}`, `*** Update File: `}, []string{c})
	want := NewPseudonymizer(testSalt).Segment(c + ".md")
	if !strings.Contains(string(out), `{"path":"`+want+`"}`) || !strings.Contains(string(out), `*** Update File: `+want+`\n`) {
		t.Errorf("the file name under path and in the patch got different pseudonyms")
	}
}
