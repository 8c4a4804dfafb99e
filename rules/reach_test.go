package rules

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestReachExtent(t *testing.T) {
	for _, tc := range []struct {
		re, input string
		limit     int
		end       int
		ok        bool
	}{
		{`ab|a`, "ab", 10, 2, true},
		{`ab|a`, "ac", 10, 1, true},
		{`ab|a`, "ba", 10, -1, true},
		{`a$`, "ab", 10, 1, true}, // $ counts as holding
		{`\bx\b`, "xy", 10, 1, true},
		{`a+`, "aaab", 10, 3, true},
		{`a+`, "aaa", 10, 3, true},  // the input ends
		{`a+`, "aaaa", 3, 0, false}, // the limit comes first
		{`a.`, "aé", 10, 0, false},  // not ASCII
		{`(?i)k`, "K", 10, 1, true}, // folded
		{`[^"]+"`, "ab\"", 10, 3, true},
		{`x|y*`, "", 10, 0, true}, // an empty match at the start
	} {
		d := newReach(tc.re)
		end, ok := d.extent(tc.input, tc.limit)
		if ok != tc.ok || ok && end != tc.end {
			t.Errorf("extent of %s on %q within %d = %d, %v; want %d, %v", tc.re, tc.input, tc.limit, end, ok, tc.end, tc.ok)
		}
	}
}

// TestReachKeepsResults checks the promise of reach.extent on the
// anchored default rules: from every position of their samples, and of
// texts spliced from them, the anchored regexp finds what it finds on the
// input cut where the walk ended, whatever the cut beyond it.
func TestReachKeepsResults(t *testing.T) {
	var texts []string
	for _, r := range Default().rules {
		for _, p := range r.Samples.Positive {
			texts = append(texts, p.Text)
		}
		texts = append(texts, r.Samples.Negative...)
	}
	rnd := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		var b strings.Builder
		for range 2 + rnd.IntN(3) {
			s := texts[rnd.IntN(len(texts))]
			i := rnd.IntN(len(s) + 1)
			b.WriteString(s[i:min(len(s), i+1+rnd.IntN(40))])
		}
		texts = append(texts, b.String())
	}
	for _, r := range Default().rules {
		if r.reach == nil {
			continue
		}
		for _, text := range texts {
			for i := range len(text) {
				checkReach(t, r, text[i:])
			}
		}
	}
}

func checkReach(t *testing.T, r *Rule, input string) {
	end, ok := r.reach.extent(input, anchorWindow)
	if !ok {
		return
	}
	want := r.anchored.FindStringSubmatchIndex(input)
	if end < 0 && want != nil {
		t.Fatalf("rule %q: extent says no match at a text of %d bytes, the regexp matches", r.ID, len(input))
	}
	if end < 0 {
		return
	}
	if want != nil && want[1] > end {
		t.Fatalf("rule %q: the match ends at %d, past the extent %d", r.ID, want[1], end)
	}
	for cut := end + 1; cut <= min(len(input), end+3); cut++ {
		if got := r.anchored.FindStringSubmatchIndex(input[:cut]); !slices.Equal(got, want) {
			t.Fatalf("rule %q: cut at %d (extent %d) of %d bytes: %v, want %v", r.ID, cut, end, len(input), got, want)
		}
	}
}

// TestReachBound checks that a regexp whose subset construction outgrows
// maxReachStates still gets an automaton, one that cannot always tell.
func TestReachBound(t *testing.T) {
	expr := `(?:[a-z]{0,12}x){3}[a-z]{40}`
	d := newReach(expr)
	if d == nil || len(d.match) != maxReachStates {
		t.Fatalf("automaton of %s: want %d states", expr, maxReachStates)
	}
	re := regexp.MustCompile(`^(?:` + expr + `)`)
	input := strings.Repeat("axbxcx", 30)
	if end, ok := d.extent(input, len(input)); ok && (end < 0) != (re.FindStringIndex(input) == nil) {
		t.Errorf("extent = %d, %v; the regexp finds %v", end, ok, re.FindStringIndex(input))
	}
}
