package selectors

import (
	"bufio"
	"bytes"
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// BenchmarkMatcherFrame evaluates the checklist on every frame of a
// generated Claude Code root and of a generated Codex home, parsed
// beforehand, as export evaluates a source's frames and its output's:
// go test -run '^$' -bench MatcherFrame ./selectors/
func BenchmarkMatcherFrame(b *testing.B) {
	claude := gen.ClaudeSmall()
	claude.Sessions, claude.MedianTurns, claude.MedianSteps = 40, 5, 5
	cx := gen.CodexSmall()
	cx.Sessions, cx.MedianTurns, cx.MedianCalls = 16, 6, 8
	for _, c := range []struct {
		format   transcript.Format
		generate func(root string) error
	}{
		{claudecode.Format, func(root string) error { _, err := gen.GenerateClaude(root, claude); return err }},
		{codex.Format, func(root string) error { _, err := gen.GenerateCodex(root, cx); return err }},
	} {
		b.Run(c.format.Name(), func(b *testing.B) {
			root := filepath.Join(b.TempDir(), "root")
			if err := c.generate(root); err != nil {
				b.Fatal(err)
			}
			files, frames, size := parsedFrames(b, c.format, root)
			set, err := NewSet()
			if err != nil {
				b.Fatal(err)
			}
			m := set.NewMatcher()
			b.SetBytes(size)
			b.ReportAllocs()
			for b.Loop() {
				for i, f := range files {
					m.Begin(c.format.Name(), f)
					for _, fr := range frames[i] {
						m.Frame(fr)
					}
					m.End()
				}
			}
		})
	}
}

// parsedFrames discovers root in format and parses every line of its
// transcripts into a frame of its own, returning the files, their frames
// and the bytes of their lines.
func parsedFrames(b testing.TB, format transcript.Format, root string) ([]transcript.File, [][]*transcript.Frame, int64) {
	src, err := format.Open(root)
	if err != nil {
		b.Fatal(err)
	}
	c, err := format.Discover(src, transcript.Filter{})
	if err != nil {
		b.Fatal(err)
	}
	p := transcript.NewParser(format.Schema())
	var (
		files  []transcript.File
		frames [][]*transcript.Frame
		size   int64
	)
	for _, f := range c.Transcripts() {
		data, err := fs.ReadFile(c.FS, f.Path)
		if err != nil {
			b.Fatal(err)
		}
		var fs []*transcript.Frame
		sc := bufio.NewScanner(bytes.NewReader(data))
		sc.Buffer(nil, 64<<20)
		for sc.Scan() {
			fr := &transcript.Frame{Index: len(fs)}
			line := bytes.Clone(sc.Bytes())
			if p.Parse(fr, line) == nil {
				fs = append(fs, fr)
				size += int64(len(line))
			}
		}
		files, frames = append(files, f), append(frames, fs)
	}
	return files, frames, size
}
