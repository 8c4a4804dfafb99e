package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The identity terms of a redact export, a --terms-file's among them, are
// listed on stderr, escaped, with where each was replaced; the manifest
// (--json) holds neither the terms nor the table.
func TestIdentitySummary(t *testing.T) {
	root := filepath.Join(t.TempDir(), "projects")
	p := filepath.Join(root, "Users-qx-zorbatron", "agent-transcripts", sessionA, sessionA+".jsonl")
	must(t, os.MkdirAll(filepath.Dir(p), 0o755))
	line := `{"role":"user","message":{"content":[{"type":"text","text":"ask Quuxcorp and zorbatron, see /home/qx/a"}]}}` + "\n"
	must(t, os.WriteFile(p, []byte(line), 0o644))
	terms := filepath.Join(t.TempDir(), "terms.txt")
	must(t, os.WriteFile(terms, []byte("# our company\nquuxcorp\n\nesc\x1bterm\n"), 0o644))
	out := filepath.Join(t.TempDir(), "out.tar.zst")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"export", "--mode", "redact", "--json", "--terms-file", terms, "-o", out, root},
		strings.NewReader(""), &stdout, &stderr)
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	for _, want := range []string{"IDENTITY TERM", "quuxcorp", "prose 1", "zorbatron", `esc\x1bterm`, "qx"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
	if strings.Contains(stderr.String(), "\x1b") {
		t.Errorf("a term reached the terminal unescaped")
	}
	if m := strings.ToLower(stdout.String()); !strings.Contains(m, `"files"`) || strings.Contains(m, "identity term") || strings.Contains(m, "quuxcorp") {
		t.Errorf("the manifest is missing, or holds the identity table or a term")
	}
}

// A term only a transcript's metadata names (a Claude Code cwd's project
// claude_p, the term claude-p) is one pseudonyms avoid too: a path's
// claude-x keeps claude, and x drew p for one x in 26, so that export
// failed closed for most salts of this tree (export.Foretell).
func TestForetoldTermsAvoided(t *testing.T) {
	root := filepath.Join(t.TempDir(), "projects")
	const session = "5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"
	p := filepath.Join(root, "-src-experiments", session+".jsonl")
	must(t, os.MkdirAll(filepath.Dir(p), 0o755))
	var paths []string
	for c := 'a'; c <= 'z'; c++ {
		paths = append(paths, `/srv/claude-`+string(c)+`/a.go`)
	}
	line := `{"type":"user","cwd":"/src/experiments/claude_p","sessionId":"` + session + `","uuid":"0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d",` +
		`"message":{"role":"user","content":"see ` + strings.Join(paths, " ") + `"}}` + "\n"
	must(t, os.WriteFile(p, []byte(line), 0o644))
	for salt := range 6 {
		saltFile := filepath.Join(t.TempDir(), "salt")
		must(t, os.WriteFile(saltFile, []byte(strings.Repeat(string(rune('a'+salt)), 32)), 0o600))
		out := filepath.Join(t.TempDir(), "out.tar.zst")
		if code, _, _ := runCmd(t, "export", "--agent", "claude-code", "--select", "all", "--salt-file", saltFile, "-o", out, root); code != exitOK {
			t.Errorf("salt %d: exit %d", salt, code)
		}
	}
}
