package rules

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestAcceptsInParts checks that scanning a text in parts finds the
// keyword occurrences a scan from its start finds, with the same states,
// wherever the parts begin: keywords across the boundaries, at the start
// and at the end.
func TestAcceptsInParts(t *testing.T) {
	a := Default().WithLiterals(Identity, "ids", "ID", []string{"0b3c2a1e-1234-4abc-8def-0123456789ab", "dana"}).automaton()
	r := rand.New(rand.NewPCG(5, 6))
	words := []string{"token=", "api_key", "/Users/", "dana", "0b3c2a1e-1234-4abc-8def-0123456789ab", "4111", "@", "x", " ", "ghp_", "password:", "\n"}
	for n := range 300 {
		var b strings.Builder
		for b.Len() < n*7 {
			b.WriteString(words[r.IntN(len(words))])
		}
		text := b.String()
		var want []accept
		st := uint32(0)
		for i := 0; i < len(text); i++ {
			var accepting bool
			if st, accepting = a.step(st, text[i]); accepting {
				want = append(want, accept{i, st})
			}
		}
		for _, lo := range []int{0, len(text) / 3} {
			var parts [scanStreams][]accept
			a.accepts(&parts, text, lo, len(text))
			got := slices.Concat(parts[:]...)
			wantFrom := slices.DeleteFunc(slices.Clone(want), func(ac accept) bool { return ac.i < lo })
			if !slices.Equal(got, wantFrom) {
				t.Fatalf("text of %d bytes from %d: %d occurrences, want %d", len(text), lo, len(got), len(wantFrom))
			}
		}
	}
}
