package rules

import (
	"strings"
	"testing"
)

// FuzzFind checks that the default set finds matches in any text without
// a panic, each inside the text, in order and apart: the contexts slice
// the text around each keyword, forwards and backwards, and a bound
// missed there crashes on some transcript. The seeds are every rule's
// samples, and the samples with their values cut short or doubled.
func FuzzFind(f *testing.F) {
	for _, r := range Default().Rules() {
		for _, p := range r.Samples.Positive {
			f.Add(p.Text)
			f.Add(strings.Replace(p.Text, p.Secret, p.Secret[:len(p.Secret)/2], 1))
			f.Add(p.Text + " " + p.Text)
		}
		for _, n := range r.Samples.Negative {
			f.Add(n)
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		end := 0
		for _, m := range Default().Find(nil, text) {
			if m.Start < end || m.End <= m.Start || m.End > len(text) {
				t.Fatalf("match %d..%d of rule %q after %d in %d bytes", m.Start, m.End, m.Rule.ID, end, len(text))
			}
			end = m.End
		}
	})
}
