package gen

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// rng is a seeded PCG source with the few draws the generator needs.
// math/rand/v2's PCG is specified bit for bit, so a seed names one corpus
// on every platform and Go release.
type rng struct{ *rand.Rand }

// newRNG returns the stream numbered stream of the corpus seeded by seed.
// Each file draws from its own stream, so a change to one file's shape
// does not shift every file after it.
func newRNG(seed int64, stream uint64) *rng {
	return &rng{rand.New(rand.NewPCG(mix64(uint64(seed)), mix64(stream^0x9e3779b97f4a7c15)))}
}

// mix64 is the splitmix64 finalizer: a bijection on uint64 that spreads
// neighbouring inputs over the whole range.
func mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// chance reports true with probability p.
func (r *rng) chance(p float64) bool { return r.Float64() < p }

// between returns a uniform int in [lo, hi].
func (r *rng) between(lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + r.IntN(hi-lo+1)
}

// pick returns a uniform element of list.
func pick[T any](r *rng, list []T) T { return list[r.IntN(len(list))] }

// Alphabets for random tokens.
const (
	alnum     = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	lowerNum  = "abcdefghijklmnopqrstuvwxyz0123456789"
	hexDigits = "0123456789abcdef"
	digits    = "0123456789"
	base64Std = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	base64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	base32Std = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
)

// chars returns n characters drawn uniformly from alphabet (at most 64
// characters), spending a few bits of one 64-bit draw per character.
func (r *rng) chars(alphabet string, n int) string {
	k := bits.Len(uint(len(alphabet) - 1))
	mask := uint64(1)<<k - 1
	b := make([]byte, n)
	var pool uint64
	left := 0
	for i := 0; i < n; {
		if left < k {
			pool, left = r.Uint64(), 64
		}
		v := int(pool & mask)
		pool >>= k
		left -= k
		if v < len(alphabet) {
			b[i] = alphabet[v]
			i++
		}
	}
	return string(b)
}

// uuid returns a random version 4 UUID in lower case.
func (r *rng) uuid() string {
	h := []byte(r.chars(hexDigits, 32))
	h[12] = '4'
	h[16] = "89ab"[r.IntN(4)]
	return string(h[0:8]) + "-" + string(h[8:12]) + "-" + string(h[12:16]) + "-" + string(h[16:20]) + "-" + string(h[20:32])
}

// quantile is one point (p, v) of an inverse distribution function.
type quantile struct {
	p float64
	v float64
}

// draw samples the distribution whose inverse CDF interpolates table
// log-linearly between its points. table must start at p=0, end at p=1 and
// hold positive values.
func (r *rng) draw(table []quantile) int {
	u := r.Float64()
	for i := 1; i < len(table); i++ {
		a, b := table[i-1], table[i]
		if u <= b.p {
			t := (u - a.p) / (b.p - a.p)
			return int(a.v * exp(float64(t*ln(b.v/a.v))))
		}
	}
	return int(table[len(table)-1].v)
}

// ln and exp are the natural logarithm and exponential computed with
// correctly rounded + - * / only, each product converted explicitly so
// that Go may not fuse it into a multiply-add. math.Log and math.Exp have
// architecture-specific implementations that may differ in the last bit,
// which could move a drawn size across an integer and change the corpus.
const ln2 = 0.693147180559945309417232121458176568

func ln(x float64) float64 {
	m, e := math.Frexp(x) // exact: x = m·2^e, m in [0.5, 1)
	s := (m - 1) / (m + 1)
	s2 := float64(s * s)
	sum, term := 0.0, s
	for k := 1.0; k < 60; k += 2 { // ln m = 2·atanh s, |s| <= 1/3
		sum += term / k
		term = float64(term * s2)
	}
	return float64(float64(e)*ln2) + float64(2*sum)
}

func exp(y float64) float64 {
	k := math.Floor(y/ln2 + 0.5)
	r := y - float64(k*ln2) // |r| <= ln2/2
	sum, term := 1.0, 1.0
	for n := 1.0; n < 30; n++ {
		term = float64(term*r) / n
		sum += term
	}
	return math.Ldexp(sum, int(k))
}

// weighted is a table of cumulative integer weights for fast choice.
type weighted[T any] struct {
	items []T
	cum   []int
}

// newWeighted builds a table from items and their weights.
func newWeighted[T any](items []T, weight func(T) int) weighted[T] {
	w := weighted[T]{items: items, cum: make([]int, len(items))}
	total := 0
	for i, it := range items {
		total += weight(it)
		w.cum[i] = total
	}
	return w
}

// pick returns an item with probability proportional to its weight.
func (w weighted[T]) pick(r *rng) T {
	x := r.IntN(w.cum[len(w.cum)-1])
	lo, hi := 0, len(w.cum)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if w.cum[mid] > x {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return w.items[lo]
}
