package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
)

// TestDenseRedact exports a small secret-dense corpus (keyword-dense
// prose, a secret about every hundred words) in redact mode: no planted
// secret may survive, raw (sidecars) or as JSON writes it (transcripts).
func TestDenseRedact(t *testing.T) {
	cfg := gen.Dense()
	cfg.Transcripts, cfg.Subagents, cfg.Sidecars, cfg.LargeBlocks, cfg.MedianFrames = 12, 1, 2, 1, 8
	root := t.TempDir()
	led, err := gen.Generate(root, cfg)
	must(t, err)
	if len(led.Secrets) < 500 {
		t.Fatalf("%d secrets planted, want a dense corpus", len(led.Secrets))
	}
	out := filepath.Join(t.TempDir(), "r.tar.zst")
	salt := filepath.Join(t.TempDir(), "salt")
	must(t, os.WriteFile(salt, []byte("a fixed test salt, 32 bytes long"), 0o600))
	code, stdout, stderr := runCmd(t, "export", "--mode", "redact", "--select", "all", "--salt-file", salt, "-o", out, root)
	if code != exitOK {
		t.Fatalf("export exit %d", code)
	}
	var gone []string
	for _, v := range secrets(led.Secrets) {
		q, err := json.Marshal(v)
		must(t, err)
		gone = append(gone, v, strings.Trim(string(q), `"`))
	}
	noneIn(t, "bundle", unpack(t, out).raw, gone)
	noneIn(t, "stdout and stderr", []byte(stdout+stderr), gone)
}
