package main

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/internal/gen"
)

// agentTree writes the tree of an agent with a generator of its own at
// out: the configuration scales[scale] with its seed set to seed unless
// that is 0, and the ledger to ledger when it is not "".
func agentTree[C, L any](scales map[string]func() C, scale string, seed int64, out, ledger string,
	setSeed func(*C, int64), generate func(string, C) (*L, error)) error {
	mk, ok := scales[scale]
	if !ok {
		names := make([]string, 0, len(scales))
		for n := range scales {
			names = append(names, n)
		}
		slices.Sort(names)
		return fmt.Errorf("unknown -scale %q (want %s)", scale, strings.Join(names, " or "))
	}
	if out == "" {
		return fmt.Errorf("-o is required")
	}
	cfg := mk()
	if seed != 0 {
		setSeed(&cfg, seed)
	}
	l, err := generate(out, cfg)
	if err != nil || ledger == "" {
		return err
	}
	b, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(ledger, append(b, '\n'), 0o644)
}

// codexHome writes a Codex home at out of the scale, and its ledger to
// ledger when it is not "".
func codexHome(scale string, seed int64, out, ledger string) error {
	return agentTree(map[string]func() gen.CodexConfig{"seed": gen.CodexSeedScale, "small": gen.CodexSmall},
		scale, seed, out, ledger, func(c *gen.CodexConfig, s int64) { c.Seed = s }, gen.GenerateCodex)
}

// claudeRoot writes a Claude Code projects root at out of the scale, and
// its ledger to ledger when it is not "".
func claudeRoot(scale string, seed int64, out, ledger string) error {
	return agentTree(map[string]func() gen.ClaudeConfig{"seed": gen.ClaudeSeedScale, "small": gen.ClaudeSmall},
		scale, seed, out, ledger, func(c *gen.ClaudeConfig, s int64) { c.Seed = s }, gen.GenerateClaude)
}
