package jsonstr

import (
	"math/rand/v2"
	"testing"
)

// TestPlainRun holds the eight-bytes-at-a-time scan to a byte loop: where
// it stops, and whether a byte of 0x80 or more comes before the stop (not
// after it, in the same word).
func TestPlainRun(t *testing.T) {
	stops := []byte{'"', '\\', 0, 0x1f, '\n'}
	fill := []byte{'a', ' ', 0x7f, 0x80, 0xff, 0x20, '!', ']', 0xa0, 0xa2, 0xdc} // and the stops with the high bit set
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 72 {
		for trial := range 200 {
			line := make([]byte, n)
			for k := range line {
				line[k] = fill[rng.IntN(len(fill))]
			}
			if n > 0 && trial%4 != 0 {
				line[rng.IntN(n)] = stops[rng.IntN(len(stops))]
			}
			for i := 0; i <= n; i++ {
				want, high := i, false
				for ; want < n && line[want] >= 0x20 && line[want] != '"' && line[want] != '\\'; want++ {
					high = high || line[want] >= 0x80
				}
				if got, gotHigh := PlainRun(line, i); got != want || gotHigh != high {
					t.Fatalf("line %x from %d: %d %v, want %d %v", line, i, got, gotHigh, want, high)
				}
			}
		}
	}
}

// BenchmarkPlainRun scans the runs of synthetic string contents of the
// lengths a transcript line has: half of them short (keys, types), a
// third as long as a path or a line of text (a line break's escape ends
// a run), the rest long (messages, outputs); each is ended by a quote.
func BenchmarkPlainRun(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	var line []byte
	var starts []int
	for len(line) < 1<<20 {
		var n int
		switch k := rng.IntN(6); {
		case k < 3:
			n = 3 + rng.IntN(18)
		case k < 5:
			n = 20 + rng.IntN(80)
		default:
			n = 100 + rng.IntN(1900)
		}
		starts = append(starts, len(line))
		for range n {
			line = append(line, "etaoin shrdlu"[rng.IntN(13)])
		}
		line = append(line, '"')
	}
	b.SetBytes(int64(len(line)))
	b.ReportAllocs()
	for b.Loop() {
		for _, i := range starts {
			PlainRun(line, i)
		}
	}
}
