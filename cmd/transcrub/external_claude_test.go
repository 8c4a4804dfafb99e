package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// These tests read the Claude Code files other projects wrote, from
// ../shared/external/claude beside the repository (see its SOURCES.md),
// as TestExternalCursorFidelity reads the Cursor ones.

// Every external Claude Code transcript, exported alone in structural
// mode as --agent claude-code, keeps its skeleton and discriminators, and
// no source string of six bytes or more survives but those Claude Code's
// schema keeps: a frame's level, userType, operation and permission mode,
// a message's model and stop reason.
func TestExternalClaudeFidelity(t *testing.T) {
	dir := benchdata.External(t, "claude")
	n := 0
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
			return err
		}
		if st, err := d.Info(); err != nil || st.Size() == 0 || strings.HasPrefix(d.Name(), "history-") {
			return err // empty, or a pretty-printed history.jsonl: no line to compare
		}
		rel, _ := filepath.Rel(dir, p)
		n++
		t.Run(filepath.ToSlash(rel), func(t *testing.T) { checkFidelity(t, p, claudeKept, "--agent", "claude-code") })
		return nil
	})
	if n < 200 {
		t.Errorf("read %d external Claude Code files, want at least 200", n)
	}
}

// The real projects tree in the external files (sessions, flat and nested
// subagents, meta sidecars) is recognised as Claude Code's, and its
// bundles in both modes, every file or the checklist's, verify.
func TestExternalClaudeTree(t *testing.T) {
	root := filepath.Join(benchdata.External(t, "claude"), "iansherr__claude-code-log", "test", "test_data", "real_projects")
	for _, mode := range []string{"structural", "redact"} {
		for _, sel := range []string{"all", "checklist"} {
			out := filepath.Join(t.TempDir(), "b.tar.zst")
			if code, _, _ := runCmd(t, "export", "--mode", mode, "--select", sel, "-o", out, root); code != exitOK {
				t.Errorf("%s %s: export exit %d", mode, sel, code)
				continue
			}
			if code, _, errs := runCmd(t, "verify", out); code != exitOK {
				t.Errorf("%s %s: verify exit %d: %s", mode, sel, code, errs)
			}
		}
	}
}

// iansherr/claude-code-log's workflow run (test/test_data/workflow_basic)
// is scanned whole, its subagents and sidecars counted and none ignored;
// its bundles in both modes verify, hold none of the ids that name its
// files (its run's wf_demo01, its agents' ag00000N) and keep the v2:
// of its journal's keys, and the structural one holds every
// source file where the home puts it with its skeleton (each line's, the
// pretty-printed record's and meta files' as one document).
func TestExternalClaudeWorkflow(t *testing.T) {
	root := filepath.Join(benchdata.External(t, "claude"), "iansherr__claude-code-log", "test", "test_data", "workflow_basic")
	if _, err := os.Stat(root); err != nil {
		t.Skip("external fixture workflow_basic is absent")
	}
	code, out, _ := runCmd(t, "scan", "--json", root)
	var s struct {
		Transcripts, Subagents, Sidecars int
		Ignored                          int `json:"ignored_files"`
		Sections                         struct {
			Claude claudecode.Stats `json:"claude-code"`
		}
	}
	if err := json.Unmarshal([]byte(out), &s); code != exitOK || err != nil {
		t.Fatalf("scan exit %d: %v", code, err)
	}
	if cc := s.Sections.Claude; s.Transcripts != 1 || s.Subagents != 3 || s.Sidecars != 5 || s.Ignored != 0 ||
		cc.WorkflowSubagents != 3 || cc.WorkflowSidecars != 2 || cc.MetaSidecars != 3 || cc.Spills != 0 {
		t.Errorf("scan: %d transcripts, %d subagents, %d sidecars, %d ignored, %+v", s.Transcripts, s.Subagents, s.Sidecars, s.Ignored, s.Sections.Claude)
	}
	for _, mode := range []string{"structural", "redact"} {
		out := filepath.Join(t.TempDir(), "b")
		if code, _, _ := runCmd(t, "export", "--mode", mode, "--format", "dir", "-o", out, root); code != exitOK {
			t.Fatalf("%s: export exit %d", mode, code)
		}
		if code, _, errs := runCmd(t, "verify", out); code != exitOK {
			t.Errorf("%s: verify exit %d: %s", mode, code, errs)
		}
		checkWorkflowIDs(t, mode, out)
		if mode == "structural" {
			if src, got := skeletons(t, root, "."), skeletons(t, out, "claude-code/projects"); !slices.Equal(src, got) {
				t.Errorf("bundle files by place and skeleton:\n%s\nwant the source's:\n%s", strings.Join(got, "\n"), strings.Join(src, "\n"))
			}
		}
	}
}

// checkWorkflowIDs checks that the bundle directory dir of workflow_basic
// holds none of the ids that name its files, and that its journal's keys
// keep their v2: shape marker.
func checkWorkflowIDs(t *testing.T, mode, dir string) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, id := range []string{"wf_demo01", "ag000001", "ag000002", "ag000003"} {
			if strings.Contains(p, id) || bytes.Contains(data, []byte(id)) {
				t.Errorf("%s: an id that names a source file survives in %s", mode, filepath.Base(p))
			}
		}
		if d.Name() != "journal.jsonl" {
			return nil
		}
		for i, l := range bytes.Split(bytes.TrimSpace(data), []byte("\n")) {
			var j struct{ Key string }
			if err := json.Unmarshal(l, &j); err != nil || !strings.HasPrefix(j.Key, "v2:") {
				t.Errorf("%s: journal line %d: its key lost its v2: shape marker (%v)", mode, i+1, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// skeletons returns, sorted, each file's place under dir/top (every
// segment but the layout's fixed names as *, with its extension) and the
// skeleton of its JSON (strings as "", numbers kept): one a line for a
// .jsonl file, one for a whole .json document.
func skeletons(t *testing.T, dir, top string) []string {
	t.Helper()
	var out []string
	base := filepath.Join(dir, top)
	filepath.WalkDir(base, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(base, p)
		segs := strings.Split(filepath.ToSlash(rel), "/")
		if top != "." {
			segs = segs[1:] // the project directory, which a source project root does not have
		}
		for i, seg := range segs {
			if seg != "subagents" && seg != "workflows" && seg != "journal.jsonl" {
				stem, ext, _ := strings.Cut(seg, ".")
				segs[i] = map[bool]string{true: "agent-*", false: "*"}[strings.HasPrefix(stem, "agent-")] + "." + ext
				segs[i] = strings.TrimSuffix(segs[i], ".")
			}
		}
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		docs := [][]byte{data}
		if strings.HasSuffix(p, ".jsonl") {
			docs = bytes.Split(bytes.TrimSpace(data), []byte("\n"))
		}
		for i, doc := range docs {
			var v any
			if err := json.Unmarshal(doc, &v); err != nil {
				t.Fatalf("%s: %d: not JSON", rel, i+1)
			}
			sk, _ := json.Marshal(blankStrings(v))
			out = append(out, strings.Join(segs, "/")+" "+string(sk))
		}
		return nil
	})
	slices.Sort(out)
	return out
}

// blankStrings returns v with every string made "".
func blankStrings(v any) any {
	switch x := v.(type) {
	case string:
		return ""
	case []any:
		for i := range x {
			x[i] = blankStrings(x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = blankStrings(x[k])
		}
	}
	return v
}

// claudeKept adds to kept the strings of a source line that Claude
// Code's schema keeps verbatim besides the discriminators: those above,
// an image source's type, the member names in a usage object (schema
// keys with digits, in messages and Task results), and a Glob or Grep pattern (scrubbed by the glob
// rules, which keep public words), and a string of harness markers alone.
func claudeKept(line *node, kept map[string]bool) {
	keep := func(n *node, keys ...string) {
		for _, k := range keys {
			if v := n.get(k); v != nil && v.kind == 's' {
				kept[v.str] = true
			}
		}
	}
	keep(line, "level", "userType", "version", "entrypoint", "mode", "operation", "permissionMode")
	line.usageKeysInto(kept)
	all := map[string]bool{}
	line.strings(6, all)
	for s := range all {
		rest := s
		for _, m := range claudecode.Schema.Markers {
			rest = strings.ReplaceAll(rest, m, "")
		}
		if strings.TrimSpace(rest) == "" { // harness markers alone, kept as they are
			kept[s] = true
		}
	}
	msg := line.get("message")
	if msg == nil || msg.kind != '{' {
		return
	}
	keep(msg, "model", "stop_reason")
	c := msg.get("content")
	if c == nil {
		return
	}
	for _, b := range c.kids {
		if b.kind != '{' {
			continue
		}
		if src := b.get("source"); src != nil && src.kind == '{' {
			keep(src, "type")
		}
		if in := b.get("input"); in != nil && in.kind == '{' {
			keep(in, "pattern")
		}
	}
}

// usageKeysInto adds the member names of every usage object in n, and of
// the objects below them, to into.
func (n *node) usageKeysInto(into map[string]bool) {
	for i, k := range n.keys {
		if k == "usage" {
			n.kids[i].keysInto(into)
		}
	}
	for _, kid := range n.kids {
		kid.usageKeysInto(into)
	}
}

// keysInto adds the member names of n and of the objects below it to
// into.
func (n *node) keysInto(into map[string]bool) {
	for _, k := range n.keys {
		into[k] = true
	}
	for _, kid := range n.kids {
		kid.keysInto(into)
	}
}
