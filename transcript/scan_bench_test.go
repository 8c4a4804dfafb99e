package transcript_test

import (
	"bytes"
	"context"
	"io/fs"
	"os"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
	"github.com/transcrub/transcrub/transcript/formats"
)

// benchCorpus discovers the corpus the benchmarks read: the projects root
// named by $TRANSCRUB_BENCH_CORPUS (scripts/bench.sh points it at the
// seed-scale corpus to profile), else a tenth of the seed scale (about
// 20 MB: the same shapes and size distributions) generated in a temporary
// directory. $TRANSCRUB_BENCH_AGENT names the corpus's format (default
// cursor).
func benchCorpus(b *testing.B) *transcript.Corpus {
	dir := os.Getenv("TRANSCRUB_BENCH_CORPUS")
	if dir == "" {
		cfg := gen.SeedScale()
		cfg.Projects, cfg.Transcripts, cfg.Subagents, cfg.Sidecars = 3, 127, 3, 34
		cfg.FlatTranscripts, cfg.IdentityMismatches, cfg.LargeBlocks = 2, 1, 3
		dir = b.TempDir()
		if _, err := gen.Generate(dir, cfg); err != nil {
			b.Fatal(err)
		}
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
	return c
}

// BenchmarkScan scans the benchmark corpus; one op is the whole corpus,
// and the bytes are its transcript bytes (sidecars are only counted, not
// read).
func BenchmarkScan(b *testing.B) {
	c := benchCorpus(b)
	var size int64
	for _, f := range c.Transcripts() {
		size += f.Size
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := transcript.Scan(context.Background(), []*transcript.Corpus{c}, transcript.ScanOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParser parses every line of the benchmark corpus's
// transcripts, held in memory: the frame parser alone.
func BenchmarkParser(b *testing.B) {
	c := benchCorpus(b)
	var lines [][]byte
	var size int64
	for _, f := range c.Transcripts() {
		data, err := fs.ReadFile(c.FS, f.Path)
		if err != nil {
			b.Fatal(err)
		}
		for l := range bytes.Lines(data) {
			lines = append(lines, bytes.TrimSuffix(l, []byte("\n")))
			size += int64(len(l))
		}
	}
	p := transcript.NewParser(schema)
	var fr transcript.Frame
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range lines {
			p.Parse(&fr, l)
		}
	}
}
