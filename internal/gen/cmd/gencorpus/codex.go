package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/transcrub/transcrub/internal/gen"
)

// codexHome writes a Codex home at out of the scale, and its ledger to
// ledger when it is not "".
func codexHome(scale string, seed int64, out, ledger string) error {
	var cfg gen.CodexConfig
	switch scale {
	case "seed":
		cfg = gen.CodexSeedScale()
	case "small":
		cfg = gen.CodexSmall()
	default:
		return fmt.Errorf("unknown -scale %q (want seed or small)", scale)
	}
	if out == "" {
		return fmt.Errorf("-o is required")
	}
	if seed != 0 {
		cfg.Seed = seed
	}
	l, err := gen.GenerateCodex(out, cfg)
	if err != nil || ledger == "" {
		return err
	}
	b, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(ledger, append(b, '\n'), 0o644)
}
