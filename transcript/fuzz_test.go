package transcript_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
)

// hostileSeeds generates the hostile corpus and returns its transcript
// files and their lines, each at most max bytes, as fuzz seeds.
func hostileSeeds(f *testing.F, max int) [][]byte {
	f.Helper()
	root := f.TempDir()
	if _, err := gen.GenerateHostile(root, 3); err != nil {
		f.Fatal(err)
	}
	var seeds [][]byte
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() || filepath.Ext(p) != ".jsonl" {
			return err
		}
		b, err := os.ReadFile(p)
		if len(b) <= max {
			seeds = append(seeds, b)
		}
		for l := range bytes.SplitSeq(b, []byte("\n")) {
			if len(l) <= max {
				seeds = append(seeds, l)
			}
		}
		return err
	})
	if err != nil {
		f.Fatal(err)
	}
	return seeds
}

// problems are every Problem a Reader may report for a line.
var problems = []transcript.Problem{transcript.Malformed, transcript.TooLong, transcript.Unterminated, transcript.Blank, transcript.TooDeep}

// FuzzReader reads arbitrary bytes as a transcript file. It never panics;
// every physical line comes back exactly once, as a frame or a
// *LineError, with its number and byte offset; a LineError carries the
// file's name, the place and a known problem and nothing else, so its text
// holds no input.
func FuzzReader(f *testing.F) {
	for _, s := range hostileSeeds(f, 64<<10) {
		f.Add(s)
	}
	f.Add([]byte("\xef\xbb\xbf{}\r\n\n{\"a\":1}"))
	f.Add([]byte("{\"role\":\"user\",\"message\":{\"content\":[{\"type\":\"text\",\"text\":\"x\"}]}}\n{"))
	const name, maxLine = "p/agent-transcripts/s/s.jsonl", 4096
	f.Fuzz(func(t *testing.T, data []byte) {
		// The lines as the reader must see them: split at LF, a last line
		// without one when bytes follow the last LF.
		var starts []int64
		for i := 0; i < len(data); {
			starts = append(starts, int64(i))
			k := bytes.IndexByte(data[i:], '\n')
			if k < 0 {
				break
			}
			i += k + 1
		}
		r := transcript.NewReader(schema, bytes.NewReader(data), name, maxLine)
		n := 0
		for ; ; n++ {
			fr, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if n >= len(starts) {
				t.Fatalf("more lines read than the input has (%d)", len(starts))
			}
			num, off := n+1, starts[n]
			if le, ok := transcript.AsLineError(err); ok {
				if le.File != name || le.Line != num || le.Offset != off || !slices.Contains(problems, le.Problem) {
					t.Fatalf("line %d at byte %d: LineError names line %d at byte %d, problem of %d bytes", num, off, le.Line, le.Offset, len(le.Problem))
				}
				if want := fmt.Sprintf("%s:%d: byte %d: %s", name, num, off, le.Problem); le.Error() != want {
					t.Fatalf("line %d: LineError text is not its fields alone", num)
				}
				continue
			}
			if err != nil {
				t.Fatalf("line %d: read error %v", num, err)
			}
			if fr.Line.Num != num || fr.Line.Offset != off {
				t.Fatalf("line %d at byte %d: frame says line %d at byte %d", num, off, fr.Line.Num, fr.Line.Offset)
			}
			end := len(data)
			if n+1 < len(starts) {
				end = int(starts[n+1])
			}
			raw := bytes.TrimSuffix(data[off:end], []byte("\n"))
			if fr.Line.CRLF {
				raw = bytes.TrimSuffix(raw, []byte("\r"))
			}
			if fr.Line.BOM {
				raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
			}
			if !bytes.Equal(raw, fr.Line.Bytes) || len(raw) > maxLine {
				t.Fatalf("line %d: frame bytes are not the line's", num)
			}
		}
		if n != len(starts) {
			t.Fatalf("%d lines read, the input has %d", n, len(starts))
		}
	})
}
