package export

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	transcrub "github.com/transcrub/transcrub"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// The golden hashes pin the bundle bytes of both modes and both
// strategies over builtin:sample and a generated corpus, so that a change
// meant to move code and not output is proven byte-identical. A change
// meant to alter output regenerates them:
//
//	go test ./export -run Golden -update
var update = flag.Bool("update", false, "rewrite testdata/golden.sha256 from the bundles built now")

const goldenFile = "testdata/golden.sha256"

// goldenSalt is the fixed salt of every golden bundle.
const goldenSalt = "transcrub golden salt"

// goldenCorpus is the generated tree of the golden test: Small()'s shape
// with another seed and more transcripts, about a second to export in
// every variant.
func goldenCorpus(t *testing.T) (string, *gen.Ledger) {
	t.Helper()
	cfg := gen.Small()
	cfg.Seed, cfg.Transcripts, cfg.Subagents, cfg.Sidecars = 7, 30, 3, 6
	dir := t.TempDir()
	led, err := gen.Generate(dir, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return dir, led
}

// goldenSources returns the golden sources by name with their identity
// terms.
func goldenSources(t *testing.T) map[string]struct {
	src   transcript.Source
	terms []string
} {
	t.Helper()
	sub, err := fs.Sub(transcrub.Sample, "testdata/sample")
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../testdata/sample.ledger.json")
	if err != nil {
		t.Fatal(err)
	}
	var sampleLed gen.Ledger
	if err := json.Unmarshal(data, &sampleLed); err != nil {
		t.Fatal(err)
	}
	dir, led := goldenCorpus(t)
	genSrc, err := cursor.Format.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return map[string]struct {
		src   transcript.Source
		terms []string
	}{
		"sample": {transcript.Source{FS: sub, Label: "builtin:sample"}, sampleLed.Identity},
		"gen":    {genSrc, led.Identity},
	}
}

// goldenBundle builds one golden bundle and returns its sha256.
func goldenBundle(t *testing.T, src transcript.Source, terms []string, mode, strategy string) string {
	t.Helper()
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	p := scrub.NewPseudonymizer([]byte(goldenSalt))
	m := Structural(p)
	if mode == "redact" {
		m = Redact(p, scrub.RedactOptions{Rules: rules.Default(), Terms: terms})
	}
	set, err := selectors.NewSet()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
		Mode: m, Strategy: strategy, Set: set, Name: p.Segment, Workers: 2,
		Identity: terms, ToolVersion: "golden", Output: filepath.Join(t.TempDir(), "out.tar.zst"),
	})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	defer b.Close()
	var buf bytes.Buffer
	if err := WriteTarZst(&buf, b.Entries(), 2); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(buf.Bytes())
	return hex.EncodeToString(sum[:])
}

// TestGolden compares every golden bundle's sha256 with testdata/golden.sha256.
func TestGolden(t *testing.T) {
	want := map[string]string{}
	if data, err := os.ReadFile(goldenFile); err == nil {
		sc := bufio.NewScanner(bytes.NewReader(data))
		for sc.Scan() {
			if sum, name, ok := strings.Cut(sc.Text(), "  "); ok {
				want[name] = sum
			}
		}
	} else if !*update {
		t.Fatalf("%s: %v (run go test ./export -run Golden -update)", goldenFile, err)
	}
	sources := goldenSources(t)
	var lines []string
	for _, source := range []string{"sample", "gen"} {
		for _, mode := range []string{"structural", "redact"} {
			for _, strategy := range []string{StrategyAll, StrategyChecklist} {
				name := source + "." + mode + "." + strategy + ".tar.zst"
				s := sources[source]
				got := goldenBundle(t, s.src, s.terms, mode, strategy)
				lines = append(lines, got+"  "+name)
				if !*update && want[name] != got {
					t.Errorf("%s: sha256 %s, want %s (if the change is meant to alter output: go test ./export -run Golden -update)", name, got, want[name])
				}
			}
		}
	}
	if *update {
		if err := os.WriteFile(goldenFile, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		fmt.Println("wrote", goldenFile)
	}
}
