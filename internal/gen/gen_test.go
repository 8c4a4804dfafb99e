package gen

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The committed sample is regenerated with `go generate` in the module
// root (see sample.go); TestSampleUpToDate fails until it is.

var full = flag.Bool("full", false, "also generate and verify the seed-scale corpus (about 250 MB, slow)")

// generate writes cfg into a fresh temporary directory.
func generate(t *testing.T, cfg Config) (string, *Ledger, []byte) {
	t.Helper()
	root := t.TempDir()
	l, err := Generate(root, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := l.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	return root, l, buf.Bytes()
}

// treeHash hashes every file's path and content under root, in walk
// order, and returns the hash and the total size.
func treeHash(t *testing.T, root string) (string, int64) {
	t.Helper()
	return treeHashFS(t, os.DirFS(root))
}

// treeHashFS is treeHash of the tree fsys holds.
func treeHashFS(t *testing.T, fsys fs.FS) (string, int64) {
	t.Helper()
	h := sha256.New()
	var total int64
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		total += int64(len(b))
		h.Write([]byte(p + "\x00"))
		h.Write(b)
		h.Write([]byte{0})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(h.Sum(nil)), total
}

func TestSmallDeterministic(t *testing.T) {
	root1, _, led1 := generate(t, Small())
	root2, _, led2 := generate(t, Small())
	h1, _ := treeHash(t, root1)
	h2, _ := treeHash(t, root2)
	if h1 != h2 {
		t.Error("two generations of Small() differ")
	}
	if !bytes.Equal(led1, led2) {
		t.Error("two ledgers of Small() differ")
	}
	other := Small()
	other.Seed++
	root3, _, _ := generate(t, other)
	if h3, _ := treeHash(t, root3); h3 == h1 {
		t.Error("a different seed gave the same tree")
	}
}

func TestSampleUpToDate(t *testing.T) {
	root, _, led := generate(t, Small())
	want, _ := treeHash(t, root)
	got, _ := treeHash(t, "../../testdata/sample")
	if got != want {
		t.Error("testdata/sample differs from Generate(Small()); run go generate in the module root")
	}
	committed, err := os.ReadFile("../../testdata/sample.ledger.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, led) {
		t.Error("testdata/sample.ledger.json differs from the ledger of Small(); run go generate in the module root")
	}
}

func TestSmallCoverage(t *testing.T) {
	root, l, _ := generate(t, Small())
	if _, size := treeHash(t, root); size >= 2<<20 {
		t.Errorf("Small() is %d bytes, want < 2 MiB", size)
	}
	for _, id := range WitnessIDs {
		if l.Witnesses[id] < 1 {
			t.Errorf("witness %s: none", id)
		}
	}
	planted := map[string]bool{}
	for _, c := range l.Canaries {
		if !slices.Contains(surfaces, c.Surface) {
			t.Errorf("canary on unlisted surface %s", c.Surface)
		}
		planted[c.Surface] = true
	}
	for _, s := range surfaces {
		if !planted[s] {
			t.Errorf("surface %s has no canary", s)
		}
	}
	kinds := map[string]bool{}
	for _, s := range l.Secrets {
		kinds[s.Kind] = true
	}
	for _, k := range append(slices.Clone(secretKinds), "aws-secret-key") {
		if !kinds[k] {
			t.Errorf("no secret of kind %s", k)
		}
	}
	if len(l.Benign) == 0 || len(l.Identity) < 5 {
		t.Errorf("%d benign look-alikes and %d identity words, want some of each", len(l.Benign), len(l.Identity))
	}
	if l.Stats.Transcripts != 14 || l.Stats.Subagents != 2 || l.Stats.Sidecars != 4 {
		t.Errorf("counts %d/%d/%d, want 14/2/4", l.Stats.Transcripts, l.Stats.Subagents, l.Stats.Sidecars)
	}

	// Raw shapes a reader must handle, somewhere in the tree.
	var all []byte
	var flat, strays int
	fs.WalkDir(os.DirFS(root), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, _ := os.ReadFile(filepath.Join(root, p))
		all = append(all, b...)
		parts := strings.Split(p, "/")
		if len(parts) == 3 && parts[1] == "agent-transcripts" && strings.HasSuffix(p, ".jsonl") {
			flat++
		}
		if d.Name() == ".DS_Store" || d.Name() == "notes.md" {
			strays++
		}
		return nil
	})
	for _, s := range []string{`\u00e9`, `\u2028`, "\u2028", `\ud83d\ude00`, `\"`, `\\`, `\t`, `\n`, "[...]", "[truncated]", "日本語", "e\u0301", "*** Begin Patch", "<user_query>"} {
		if !bytes.Contains(all, []byte(s)) {
			t.Errorf("no %q in the tree", s)
		}
	}
	if flat == 0 || strays < 3 {
		t.Errorf("%d flat transcripts and %d stray files, want some of each", flat, strays)
	}
}

func TestLedgerMatchesTree(t *testing.T) {
	root, l, _ := generate(t, Small())
	checkLedger(t, root, l)
}

// TestMidScale runs the seed-scale shape (identity mismatches, 39
// parallel calls, many large blocks) at a size a test can afford.
func TestMidScale(t *testing.T) {
	cfg := SeedScale()
	cfg.Transcripts, cfg.Subagents, cfg.Sidecars = 60, 5, 6
	cfg.FlatTranscripts, cfg.LargeBlocks = 2, 4
	cfg.MedianFrames, cfg.SidecarMax = 10, 200000
	root, l, _ := generate(t, cfg)
	checkLedger(t, root, l)
	if l.Stats.IdentityMismatches != 2 || l.Stats.MaxParallelCalls != 39 {
		t.Errorf("identity mismatches %d, max parallel %d; want 2 and 39", l.Stats.IdentityMismatches, l.Stats.MaxParallelCalls)
	}
}

func TestSeedScale(t *testing.T) {
	if !*full {
		t.Skip("run with -full to generate the seed-scale corpus")
	}
	root, l, _ := generate(t, SeedScale())
	_, size := treeHash(t, root)
	t.Logf("seed scale: %d bytes, %d canaries, %d secrets", size, len(l.Canaries), len(l.Secrets))
	checkLedger(t, root, l)
}

func TestLnExp(t *testing.T) {
	for _, x := range []float64{1e-9, 0.001, 0.5, 1, 2, 3.3, 250, 82171, 1468006} {
		if d := math.Abs(ln(x) - math.Log(x)); d > 1e-12*max(1, math.Abs(math.Log(x))) {
			t.Errorf("ln(%g) off by %g", x, d)
		}
	}
	for _, y := range []float64{-5, -0.3, 0, 0.7, 3, 10, 14.2} {
		if d := math.Abs(exp(y)-math.Exp(y)) / math.Exp(y); d > 1e-13 {
			t.Errorf("exp(%g) off by %g relative", y, d)
		}
	}
}

// TestIdentityWordsAreDistinct checks that no ordinary word the
// generator writes contains an identity word, so that a search for one in
// scrubbed output finds only leaks.
func TestIdentityWordsAreDistinct(t *testing.T) {
	_, l, _ := generate(t, Small())
	words := slices.Concat(vocab, fillerWords, verbs, codeWords, topDirs, syllables, denseWords)
	for _, id := range l.Identity {
		for _, w := range words {
			if strings.Contains(strings.ToLower(w), strings.ToLower(id)) {
				t.Errorf("word %q contains identity word %q", w, id)
			}
		}
	}
}

func TestConfigErrors(t *testing.T) {
	for name, mutate := range map[string]func(*Config){
		"no projects":       func(c *Config) { c.Projects = 0 },
		"too few files":     func(c *Config) { c.Transcripts = 3 },
		"small parallel":    func(c *Config) { c.MaxParallel = 3 },
		"sidecar order":     func(c *Config) { c.SidecarMin = c.SidecarMax + 1 },
		"small large block": func(c *Config) { c.LargestBlock = 30000 },
	} {
		cfg := Small()
		mutate(&cfg)
		if _, err := Generate(t.TempDir(), cfg); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "x"), nil, 0o644)
	if _, err := Generate(dir, Small()); err == nil {
		t.Error("generating into a non-empty directory: no error")
	}
}

// TestDense checks the secret-dense preset at a tenth of its size: its
// ledger matches the tree, about one word in five is a credential word,
// and a secret is planted about every hundred words.
func TestDense(t *testing.T) {
	cfg := Dense()
	cfg.Transcripts, cfg.Subagents, cfg.Sidecars, cfg.LargeBlocks = 30, 1, 3, 1
	root, l, _ := generate(t, cfg)
	checkLedger(t, root, l)
	words, credential := 0, 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		for _, w := range strings.Fields(string(b)) {
			words++
			if slices.Contains(denseWords, strings.Trim(w, ".,;:?")) {
				credential++
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	perSecret := float64(words) / float64(len(l.Secrets))
	if share := float64(credential) / float64(words); share < 0.1 || perSecret < 60 || perSecret > 150 {
		t.Errorf("credential words %.2f of %d words, a secret per %.0f words; want ≥ 0.1 and 60–150", share, words, perSecret)
	}
}
