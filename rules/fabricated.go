package rules

import "math"

// Fabricated values. A person making up a key for an example steps
// through the alphabet or the digits ("a1b2c3d4e5f6", "X9y8Z7a6",
// "d4c3b2a1-f6e5", "…1234567890"); a generator does not. The feature
// counts the steps between neighbouring letters (folded) and between
// neighbouring digits, each class apart, that go one up or one down (z to
// a and 9 to 0 included), and compares the count with what random
// characters of the same classes give. It judges a value only where
// nothing names it (see validToken): a name that vouches for a value
// ("licenseKey=a1b2c3…") decides for it, since a made-up value there is
// written where a real one goes.

// Bounds of the fabricated feature.
const (
	// minSteps is the fewest steps judged: shorter values say too little.
	minSteps = 8
	// fabricatedSigmas is how far above chance, in standard deviations, a
	// fabricated value's count of steps lies.
	fabricatedSigmas = 4
	// fabricatedRun is the shortest run of steps in a row that is made up
	// wherever it stands in a value ("ABCDEFGHIJKL", "1234567890").
	fabricatedRun = 8
)

// fabricated reports whether v is made up: it holds a run of
// fabricatedRun steps in a row, or half its steps or more go one up or
// down, far more often than chance.
func fabricated(v string) bool {
	steps, stepping, chance, variance, run := stepStats(v)
	return run >= fabricatedRun || steps >= minSteps && stepping*2 >= steps &&
		float64(stepping)-chance >= fabricatedSigmas*math.Sqrt(variance)
}

// stepStats returns the steps between neighbouring letters and between
// neighbouring digits of v, how many of them go one up or down, the count
// random characters of the same classes would give and its variance, and
// the longest run of neighbouring characters of v stepping one way.
func stepStats(v string) (steps, stepping int, chance, variance float64, run int) {
	// Letters within a to f (hex, UUIDs) step by one far more often than
	// letters of the whole alphabet.
	pLetter := 10.0 / 36
	for i := 0; i < len(v); i++ {
		if c := lower(v[i]); 'f' < c && c <= 'z' {
			pLetter = 2.0 / 26
			break
		}
	}
	var lastLetter, lastDigit byte
	cur, dir := 1, 0
	for i := 0; i < len(v); i++ {
		c := lower(v[i])
		switch {
		case isDigit(c):
			if lastDigit != 0 {
				steps++
				if step(lastDigit, c) != 0 {
					stepping++
				}
				chance += 0.2
				variance += 0.2 * 0.8
			}
			lastDigit = c
		case 'a' <= c && c <= 'z':
			if lastLetter != 0 {
				steps++
				if step(lastLetter, c) != 0 {
					stepping++
				}
				chance += pLetter
				variance += pLetter * (1 - pLetter)
			}
			lastLetter = c
		}
		// The run of raw neighbours stepping one way.
		d := 0
		if i > 0 {
			d = step(lower(v[i-1]), c)
		}
		switch {
		case d != 0 && d == dir:
			cur++
		case d != 0:
			cur = 2
		default:
			cur = 1
		}
		dir = d
		run = max(run, cur)
	}
	return steps, stepping, chance, variance, run
}

// step returns 1 or -1 when b follows or precedes a among the digits or
// the lower-case letters (z to a and 9 to 0 included), else 0.
func step(a, b byte) int {
	lo, hi := byte('a'), byte('z')
	switch {
	case isDigit(a) && isDigit(b):
		lo, hi = '0', '9'
	case !('a' <= a && a <= 'z' && 'a' <= b && b <= 'z'):
		return 0
	}
	switch {
	case b == a+1 || a == hi && b == lo:
		return 1
	case b+1 == a || a == lo && b == hi:
		return -1
	}
	return 0
}
