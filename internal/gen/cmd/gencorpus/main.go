// Command gencorpus writes a synthetic Cursor projects root and,
// optionally, its ledger:
//
//	go run ./internal/gen/cmd/gencorpus -scale seed|dense|small [-seed N] [-copies N] -o DIR [-ledger FILE]
//	go run ./internal/gen/cmd/gencorpus -agent codex -scale seed|small [-seed N] -o DIR [-ledger FILE]
//	go run ./internal/gen/cmd/gencorpus -agent claude-code -scale seed|small [-seed N] -o DIR [-ledger FILE]
//
// DIR must not exist or be empty. Without -seed the scale's own seed is
// used, which is how testdata/sample was made. The dense scale is the
// secret-dense preset (gen.Dense): keyword-dense prose, a secret about
// every hundred words, about 80 MB. -copies N writes N corpora
// with seeds seed, seed+1, … side by side in one projects root (the
// benchmarks' 4× corpus); the ledger is then that of the first.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/transcrub/transcrub/internal/gen"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gencorpus: error:", err)
		os.Exit(1)
	}
}

func run() error {
	scale := flag.String("scale", "small", "corpus size: seed (≈250 MB), dense (secret-dense prose, ≈80 MB) or small (the sample)")
	seed := flag.Int64("seed", 0, "seed (0: the scale's default)")
	out := flag.String("o", "", "output directory (required)")
	ledger := flag.String("ledger", "", "write the ledger JSON to this file")
	copies := flag.Int("copies", 1, "corpora to write side by side, seeds seed, seed+1, …")
	agent := flag.String("agent", "cursor", "the agent's layout: cursor, codex (a Codex home) or claude-code (a projects root)")
	flag.Parse()
	switch *agent {
	case "codex":
		return codexHome(*scale, *seed, *out, *ledger)
	case "claude-code":
		return claudeRoot(*scale, *seed, *out, *ledger)
	}
	var cfg gen.Config
	switch *scale {
	case "seed":
		cfg = gen.SeedScale()
	case "dense":
		cfg = gen.Dense()
	case "small":
		cfg = gen.Small()
	default:
		return fmt.Errorf("unknown -scale %q (want seed, dense or small)", *scale)
	}
	if *out == "" {
		return fmt.Errorf("-o is required")
	}
	if *seed != 0 {
		cfg.Seed = *seed
	}
	if *copies < 1 {
		return fmt.Errorf("-copies must be at least 1")
	}
	l, err := gen.Generate(*out, cfg)
	if err != nil {
		return err
	}
	for i := 1; i < *copies; i++ {
		c := cfg
		c.Seed += int64(i)
		if err := addCopy(*out, c, i); err != nil {
			return err
		}
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

// addCopy generates cfg beside the corpus in root and moves its project
// directories into root. Root-level strays of the copy are dropped.
func addCopy(root string, cfg gen.Config, i int) error {
	tmp := filepath.Join(root, ".copy-"+strconv.Itoa(i))
	if _, err := gen.Generate(tmp, cfg); err != nil {
		return err
	}
	entries, err := os.ReadDir(tmp)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		dst := filepath.Join(root, e.Name())
		if _, err := os.Lstat(dst); err == nil {
			return fmt.Errorf("copy %d: project directory %s exists already", i, e.Name())
		}
		if err := os.Rename(filepath.Join(tmp, e.Name()), dst); err != nil {
			return err
		}
	}
	return os.RemoveAll(tmp)
}
