package transcript

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// sizeCounts gives the percentiles NearestRank gives the same sizes, split
// across merged parts or not.
func TestSizeCountsMatchNearestRank(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for trial := range 300 {
		n := r.IntN(50)
		var all []int64
		var a, b sizeCounts
		for i := range n {
			var size int64
			switch r.IntN(4) {
			case 0:
				size = int64(r.IntN(8))
			case 1:
				size = denseSizes - 2 + int64(r.IntN(4))
			case 2:
				size = int64(r.IntN(1 << 20))
			default:
				size = -int64(r.IntN(3)) // never seen, still counted
			}
			all = append(all, size)
			if i%2 == 0 {
				a.add(size)
			} else {
				b.add(size)
			}
		}
		a.merge(&b)
		slices.Sort(all)
		for _, p := range []float64{0, 0.5, 0.9, 0.99, 1} {
			if got, want := a.nearestRank(p), NearestRank(all, p); got != want {
				t.Fatalf("trial %d: p%v = %d, want %d", trial, p, got, want)
			}
		}
	}
}
