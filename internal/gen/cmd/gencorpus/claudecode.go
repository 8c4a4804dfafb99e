package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/transcrub/transcrub/internal/gen"
)

// claudeRoot writes a Claude Code projects root at out of the scale, and
// its ledger to ledger when it is not "".
func claudeRoot(scale string, seed int64, out, ledger string) error {
	var cfg gen.ClaudeConfig
	switch scale {
	case "seed":
		cfg = gen.ClaudeSeedScale()
	case "small":
		cfg = gen.ClaudeSmall()
	default:
		return fmt.Errorf("unknown -scale %q (want seed or small)", scale)
	}
	if out == "" {
		return fmt.Errorf("-o is required")
	}
	if seed != 0 {
		cfg.Seed = seed
	}
	l, err := gen.GenerateClaude(out, cfg)
	if err != nil || ledger == "" {
		return err
	}
	b, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(ledger, append(b, '\n'), 0o644)
}
