package scrub

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// keepEach is keepMarkers as one search per marker: every
// non-overlapping occurrence of each, left to right.
func keepEach(out, src []byte, markers []string) {
	for _, s := range markers {
		m := []byte(s)
		for i := 0; ; {
			k := bytes.Index(src[i:], m)
			if k < 0 {
				break
			}
			i += k
			copy(out[i:], m)
			i += len(m)
		}
	}
}

// The compiled marker set keeps what one search per marker keeps, on
// strings dense in markers, their pieces and overlaps, with the Claude
// Code and Codex markers and a set with markers that overlap themselves
// and each other.
func TestMarkerSetAsEachMarker(t *testing.T) {
	sets := [][]string{claudecode.Schema.Markers, codex.Schema.Markers, {"aa", "aba", "<a>", "<", "a", "ab: "}}
	rng := rand.New(rand.NewPCG(3, 5))
	for _, markers := range sets {
		ms := compileMarkers(markers)
		for range 2000 {
			var src []byte
			for range rng.IntN(12) {
				m := markers[rng.IntN(len(markers))]
				switch rng.IntN(3) {
				case 0:
					src = append(src, m...)
				case 1:
					src = append(src, m[:rng.IntN(len(m))]...)
				default:
					src = append(src, "xa<b\n:"[rng.IntN(6)])
				}
			}
			want, got := bytes.Repeat([]byte{0}, len(src)), bytes.Repeat([]byte{0}, len(src))
			keepEach(want, src, markers)
			keepMarkers(got, src, ms)
			if !bytes.Equal(got, want) {
				t.Fatalf("markers %q in %q: kept %q, want %q", markers, src, got, want)
			}
		}
	}
}

// BenchmarkMarkerSet looks for Codex's markers in exec output of prose,
// code and its header lines, as the structural scrub and its check do
// for every string.
func BenchmarkMarkerSet(b *testing.B) {
	ms := compileMarkers(codex.Schema.Markers)
	src := []byte(strings.Repeat("Chunk ID: 4f2a\nWall time: 0.2 seconds\nProcess exited with code 0\nOutput:\n"+
		"Total 12 files. The Config Writer Reads Options; Parse(Tokens) With Care, Check Output Paths.\n"+
		"func Open(path string) (*File, error) { return os.OpenFile(path, O_RDONLY, 0) }\n", 40))
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		for range ms.in(src) {
		}
	}
}
