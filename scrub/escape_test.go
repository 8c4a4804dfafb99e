package scrub

import (
	"math/rand/v2"
	"testing"
)

// TestPlainRun holds the eight-bytes-at-a-time scan to a byte loop, with
// the stopping byte at every position of a word and after bytes of 0x80
// and more (which a borrow must not turn into a stop).
func TestPlainRun(t *testing.T) {
	stops := []byte{'"', '\\', 0, 0x1f, '\n'}
	fill := []byte{'a', ' ', 0x7f, 0x80, 0xff, 0x20, '!', ']'}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 40 {
		for trial := range 200 {
			line := make([]byte, n)
			for k := range line {
				line[k] = fill[rng.IntN(len(fill))]
			}
			if n > 0 && trial%4 != 0 {
				line[rng.IntN(n)] = stops[rng.IntN(len(stops))]
			}
			for i := 0; i <= n; i++ {
				want := i
				for want < n && plain[line[want]] {
					want++
				}
				if got := plainRun(line, i); got != want {
					t.Fatalf("line %x from %d: %d, want %d", line, i, got, want)
				}
			}
		}
	}
}
