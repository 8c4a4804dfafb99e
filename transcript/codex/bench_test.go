package codex_test

import (
	"bytes"
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// BenchmarkSummarize reads every rollout of a generated home, as scan
// will: go test -run '^$' -bench Summarize ./transcript/codex/
func BenchmarkSummarize(b *testing.B) {
	root := filepath.Join(b.TempDir(), ".codex")
	if _, err := gen.GenerateCodex(root, gen.CodexSmall()); err != nil {
		b.Fatal(err)
	}
	src, err := codex.Format.Open(root)
	if err != nil {
		b.Fatal(err)
	}
	c, err := codex.Format.Discover(src, transcript.Filter{})
	if err != nil {
		b.Fatal(err)
	}
	var files [][]byte
	var size int64
	for _, f := range c.Transcripts() {
		data, err := fs.ReadFile(c.FS, f.Path)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, data)
		size += int64(len(data))
	}
	b.SetBytes(size)
	b.ReportAllocs()
	shapes := codex.NewShapes()
	for b.Loop() {
		for i, data := range files {
			if _, err := codex.Summarize(bytes.NewReader(data), c.Transcripts()[i], 0, shapes); err != nil {
				b.Fatal(err)
			}
		}
	}
}
