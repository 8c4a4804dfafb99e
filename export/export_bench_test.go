package export_test

import (
	"context"
	"io"
	"os"
	"testing"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
	"github.com/transcrub/transcrub/transcript/formats"
)

// BenchmarkExportAll exports a corpus in structural mode with --select
// all: build, verify and write the tar.zst to io.Discard. The corpus is
// the projects root named by $TRANSCRUB_BENCH_CORPUS (scripts/bench.sh
// points it at the seed-scale corpus to profile), else a tenth of the seed
// scale (about 20 MB) generated in a temporary directory. One op is the
// whole corpus; the bytes are the source's, sidecars included.
// $TRANSCRUB_BENCH_AGENT names the corpus's format (default cursor).
func BenchmarkExportAll(b *testing.B) {
	benchExport(b, func(p *scrub.Pseudonymizer, _ []string) export.Mode { return export.Structural(p) })
}

// BenchmarkExportRedact is BenchmarkExportAll in redact mode with the
// default rules.
func BenchmarkExportRedact(b *testing.B) {
	benchExport(b, func(p *scrub.Pseudonymizer, identity []string) export.Mode {
		return export.Redact(p, scrub.RedactOptions{Rules: rules.Default(), Users: identity[:1], Hosts: identity[1:2], Terms: identity[2:]})
	})
}

func benchExport(b *testing.B, mode func(*scrub.Pseudonymizer, []string) export.Mode) {
	// What the command line adds: the user name and the hostname.
	identity := []string{"root", "bench-host-7f3a9c2e"}
	dir := os.Getenv("TRANSCRUB_BENCH_CORPUS")
	if dir == "" {
		cfg := gen.SeedScale()
		cfg.Projects, cfg.Transcripts, cfg.Subagents, cfg.Sidecars = 3, 127, 3, 34
		cfg.FlatTranscripts, cfg.IdentityMismatches, cfg.LargeBlocks = 2, 1, 3
		dir = b.TempDir()
		led, err := gen.Generate(dir, cfg)
		if err != nil {
			b.Fatal(err)
		}
		identity = append(identity, led.Identity...)
	}
	format := transcript.Format(cursor.Format)
	if name := os.Getenv("TRANSCRUB_BENCH_AGENT"); name != "" {
		if format = formats.Named(name); format == nil {
			b.Fatalf("TRANSCRUB_BENCH_AGENT=%s: no such format", name)
		}
	}
	src, err := format.Open(dir)
	if err != nil {
		b.Fatal(err)
	}
	c, err := format.Discover(src, transcript.Filter{})
	if err != nil {
		b.Fatal(err)
	}
	var size int64
	for _, f := range c.Files {
		size += f.Size
	}
	set, err := selectors.NewSet()
	if err != nil {
		b.Fatal(err)
	}
	p := scrub.NewPseudonymizer([]byte("bench salt, sixteen bytes or more"))
	out := b.TempDir() + "/out.tar.zst"
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		bl, err := export.Build(context.Background(), []*transcript.Corpus{c}, export.Options{
			Mode: mode(p, identity), Strategy: export.StrategyAll, Set: set, Name: p.Segment,
			Identity: identity, Output: out,
		})
		if err != nil {
			b.Fatal(err)
		}
		err = export.WriteTarZst(io.Discard, bl.Entries(), 2)
		bl.Close()
		if err != nil {
			b.Fatal(err)
		}
	}
}
