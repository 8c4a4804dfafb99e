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
