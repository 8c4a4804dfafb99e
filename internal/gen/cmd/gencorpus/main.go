// Command gencorpus writes a synthetic Cursor projects root and,
// optionally, its ledger:
//
//	go run ./internal/gen/cmd/gencorpus -scale seed|small [-seed N] -o DIR [-ledger FILE]
//
// DIR must not exist or be empty. Without -seed the scale's own seed is
// used, which is how testdata/sample was made.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/transcrub/transcrub/internal/gen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus: error:", err)
		os.Exit(1)
	}
}

func run() error {
	scale := flag.String("scale", "small", "corpus size: seed (≈250 MB) or small (the sample)")
	seed := flag.Int64("seed", 0, "seed (0: the scale's default)")
	out := flag.String("o", "", "output directory (required)")
	ledger := flag.String("ledger", "", "write the ledger JSON to this file")
	flag.Parse()
	var cfg gen.Config
	switch *scale {
	case "seed":
		cfg = gen.SeedScale()
	case "small":
		cfg = gen.Small()
	default:
		return fmt.Errorf("unknown -scale %q (want seed or small)", *scale)
	}
	if *out == "" {
		return fmt.Errorf("-o is required")
	}
	if *seed != 0 {
		cfg.Seed = *seed
	}
	l, err := gen.Generate(*out, cfg)
	if err != nil {
		return err
	}
	if *ledger == "" {
		return nil
	}
	f, err := os.Create(*ledger)
	if err != nil {
		return err
	}
	if err := l.WriteJSON(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
