package main

import (
	"os"
	"path/filepath"
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
