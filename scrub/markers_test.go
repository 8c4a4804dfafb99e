package scrub

import (
	"bytes"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// keepEach is keepMarkers as one search per marker: every
// non-overlapping occurrence of each, left to right, a marker's number
// (%d, %f) and the text after it found by a regular expression.
func keepEach(out, src []byte, markers []string) {
	for _, s := range markers {
		expr := regexp.QuoteMeta(s)
		if i := strings.Index(s, "%"); i >= 0 {
			num := `-?[0-9]+`
			if s[i+1] == 'f' {
				num = `[0-9][0-9.]*`
			}
			expr = regexp.QuoteMeta(s[:i]) + `(?:(` + num + `)(?:` + regexp.QuoteMeta(s[i+2:]) + `)?)?`
		}
		for _, at := range regexp.MustCompile(expr).FindAllSubmatchIndex(src, -1) {
			if len(at) > 2 && at[2] >= 0 && at[3]-at[2] > maxMarkerNumber {
				at[1] = at[2] // a number too long to keep: the marker's text alone
			}
			copy(out[at[0]:at[1]], src[at[0]:])
		}
	}
}

// withNumber is marker m with the number it holds, if any, written as
// one of a few: negative, decimal, missing, cut short, or of the longest
// length kept or longer.
func withNumber(m string, rng *rand.Rand) string {
	i := strings.Index(m, "%")
	if i < 0 {
		return m
	}
	nums := []string{"0", "17", "-1", "0.0512", "1.2.3", "", ".5", "-", "1234567", "-1234567", "5551234567"}
	return m[:i] + nums[rng.IntN(len(nums))] + m[i+2:][:rng.IntN(len(m)-i-1)]
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
					src = append(src, withNumber(m, rng)...)
				case 1:
					src = append(src, m[:rng.IntN(len(m))]...)
				default:
					src = append(src, "xa<b\n:"[rng.IntN(6)])
				}
			}
			want, got := bytes.Repeat([]byte{0}, len(src)), bytes.Repeat([]byte{0}, len(src))
			keepEach(want, src, markers)
			keepMarkers(got, src, ms.find(nil, src))
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
