package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
)

// plantedTrees are small generated trees of each agent, fixed by their
// seeds, and the fake secrets each plants: a secret-dense Cursor corpus
// (keyword-dense prose, a secret about every hundred words) and Claude
// Code and Codex trees whose prose carries one in two strings.
var plantedTrees = []struct {
	agent    string
	generate func(root string) ([]gen.Secret, error)
}{
	{"cursor", func(root string) ([]gen.Secret, error) {
		cfg := gen.Dense()
		cfg.Transcripts, cfg.Subagents, cfg.Sidecars, cfg.LargeBlocks, cfg.MedianFrames = 12, 1, 2, 1, 8
		led, err := gen.Generate(root, cfg)
		return ledgerSecrets(led, err, func(l *gen.Ledger) []gen.Secret { return l.Secrets })
	}},
	{"claude-code", func(root string) ([]gen.Secret, error) {
		cfg := gen.ClaudeSmall()
		cfg.SecretRate = 0.5
		led, err := gen.GenerateClaude(root, cfg)
		return ledgerSecrets(led, err, func(l *gen.ClaudeLedger) []gen.Secret { return l.Secrets })
	}},
	{"codex", func(root string) ([]gen.Secret, error) {
		cfg := gen.CodexSmall()
		cfg.SecretRate = 0.5
		led, err := gen.GenerateCodex(root, cfg)
		return ledgerSecrets(led, err, func(l *gen.CodexLedger) []gen.Secret { return l.Secrets })
	}},
}

// ledgerSecrets returns the secrets of a generator's ledger, or its error.
func ledgerSecrets[L any](led *L, err error, secrets func(*L) []gen.Secret) ([]gen.Secret, error) {
	if err != nil {
		return nil, err
	}
	return secrets(led), nil
}

// TestRedactBundlesHoldNoPlantedSecret exports each planted tree in
// redact mode: no secret of the generator's ledger may survive, raw
// (sidecars) or as JSON writes it (transcripts). Per-rule counts can
// drift without a test noticing (a file-name rule left 34 generated
// values in the Codex seed bundle, credential 2,232 -> 2,198); a planted
// secret that survives fails here.
func TestRedactBundlesHoldNoPlantedSecret(t *testing.T) {
	salt := filepath.Join(t.TempDir(), "salt")
	must(t, os.WriteFile(salt, []byte("a fixed test salt, 32 bytes long"), 0o600))
	for _, tree := range plantedTrees {
		t.Run(tree.agent, func(t *testing.T) {
			root := filepath.Join(t.TempDir(), "src")
			planted, err := tree.generate(root)
			must(t, err)
			if len(planted) < 50 {
				t.Fatalf("%d secrets planted, want 50 or more", len(planted))
			}
			out := filepath.Join(t.TempDir(), "r.tar.zst")
			code, stdout, stderr := runCmd(t, "export", "--agent", tree.agent, "--mode", "redact", "--select", "all", "--salt-file", salt, "-o", out, root)
			if code != exitOK && code != exitPartial {
				t.Fatalf("export exit %d", code)
			}
			var gone []string
			for _, v := range secrets(planted) {
				q, err := json.Marshal(v)
				must(t, err)
				gone = append(gone, v, strings.Trim(string(q), `"`))
			}
			noneIn(t, "bundle", unpack(t, out).raw, gone)
			noneIn(t, "stdout and stderr", []byte(stdout+stderr), gone)
		})
	}
}
