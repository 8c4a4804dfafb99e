package rules

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

func TestDFAExtent(t *testing.T) {
	for _, tc := range []struct {
		re, input string
		limit     int
		end       int
		ok        bool
		lines     bool
	}{
		{`ab|a`, "ab", 10, 2, true, false},
		{`ab|a`, "ac", 10, 1, true, false},
		{`ab|a`, "ba", 10, -1, true, false},
		{`a$`, "ab", 10, 1, true, false}, // $ counts as holding
		{`\bx\b`, "xy", 10, 1, true, false},
		{`a+`, "aaab", 10, 3, true, false},
		{`a+`, "aaa", 10, 3, true, false},  // the input ends
		{`a+`, "aaaa", 3, 0, false, false}, // the limit comes first
		{`a.`, "aé", 10, 0, false, false},  // not ASCII
		{`(?i)k`, "K", 10, 1, true, false}, // folded
		{`[^"]+"`, "ab\"", 10, 3, true, false},
		{`x|y*`, "", 10, 0, true, false},    // an empty match at the start
		{`a+`, "aa\naa", 10, 2, true, true}, // the line ends the text
		{`a\n`, "a\n", 10, 2, true, false},
		{`a\n`, "a\n", 10, -1, true, true},
	} {
		d := newDFA(tc.re, dfaMode{approx: true, anchored: true, lines: tc.lines})
		end, ok := d.extent(tc.input, tc.limit)
		if ok != tc.ok || ok && end != tc.end {
			t.Errorf("extent of %s on %q within %d = %d, %v; want %d, %v", tc.re, tc.input, tc.limit, end, ok, tc.end, tc.ok)
		}
	}
}

// TestDFAExtentKeepsResults checks the promise of dfa.extent on the
// anchored default rules and those with leading keywords: from every
// position of their samples, and of texts spliced from them, the anchored
// regexp finds on the input cut one byte after the extent what it finds
// on the whole input, and nothing where the automaton says no match
// starts.
func TestDFAExtentKeepsResults(t *testing.T) {
	texts := sampleTexts()
	texts = append(texts, spliced(texts, 100, 7, 40, "")...)
	for _, r := range Default().rules {
		if r.reach == nil {
			continue
		}
		anchored := anchoredOf(r)
		for _, text := range texts {
			for i := range len(text) {
				checkExtent(t, r, anchored, text[i:])
			}
		}
	}
}

// anchoredOf returns rule r's regexp anchored at the start of the text.
func anchoredOf(r *Rule) *regexp.Regexp {
	if r.anchored != nil {
		return r.anchored
	}
	return regexp.MustCompile(`^(?:` + r.Regex.String() + `)`)
}

func checkExtent(t *testing.T, r *Rule, anchored *regexp.Regexp, input string) {
	end, ok := r.reach().extent(input, anchorWindow)
	if !ok {
		return
	}
	if i := strings.IndexByte(input, '\n'); i >= 0 && !r.multiline {
		input = input[:i] // the regexp runs on the line
	}
	want := anchored.FindStringSubmatchIndex(input)
	if end < 0 && want != nil {
		t.Fatalf("rule %q: extent says no match at a text of %d bytes, the regexp matches", r.ID, len(input))
	}
	if end < 0 {
		return
	}
	if want != nil && want[1] > end {
		t.Fatalf("rule %q: the match ends at %d, past the extent %d", r.ID, want[1], end)
	}
	cut := min(len(input), end+1)
	if got := anchored.FindStringSubmatchIndex(input[:cut]); !slices.Equal(got, want) {
		t.Fatalf("rule %q: cut at %d of %d bytes: %v, want %v", r.ID, cut, len(input), got, want)
	}
}

// TestDFABound checks that a regexp whose subset construction outgrows
// maxDFAStates still gets an automaton, one that cannot always tell, but
// no complete one.
func TestDFABound(t *testing.T) {
	expr := `(?:[a-z]{0,12}x){3}[a-z]{40}`
	d := newDFA(expr, dfaMode{approx: true, anchored: true})
	if d == nil || len(d.atEnd) != maxDFAStates {
		t.Fatalf("automaton of %s: want %d states", expr, maxDFAStates)
	}
	if newDFA(expr, dfaMode{complete: true}) != nil {
		t.Errorf("complete automaton of %s: want none", expr)
	}
	re := regexp.MustCompile(`^(?:` + expr + `)`)
	input := strings.Repeat("axbxcx", 30)
	if end, ok := d.extent(input, len(input)); ok && (end < 0) != (re.FindStringIndex(input) == nil) {
		t.Errorf("extent = %d, %v; the regexp finds %v", end, ok, re.FindStringIndex(input))
	}
}

// TestDFAMatch checks exact, unanchored automata against package regexp
// on assertions, on the validators' regexps and the allowlist regexps of
// the default rules, and on the rules' regexps that have a complete
// automaton, over the rules' samples, pieces of them and texts spliced
// from them.
func TestDFAMatch(t *testing.T) {
	type auto struct {
		expr string
		d    *dfa
	}
	var autos []auto
	for _, expr := range []string{`\bfoo\b`, `\Bo`, `(?m)^a$`, `^a|b$`, `a$`, `^$`, `(?s)a.b`, `a.b`, `(?i)key`, `x\b`, `\b`, `(?m)$\n^b`} {
		autos = append(autos, auto{expr, newDFA(expr, dfaMode{})})
	}
	for _, re := range []screened{uuidRE, labelRE, hexPrefixRE, extensionRE, hashPrefixRE, assignedRE} {
		autos = append(autos, auto{re.String(), re.dfa()})
	}
	complete := 0
	for _, r := range Default().rules {
		for _, a := range r.allow {
			for _, re := range a.regexes {
				autos = append(autos, auto{re.String(), re.dfa()})
			}
		}
		if r.Regex == nil {
			continue // a context rule
		}
		if d := r.scan(); d != nil {
			autos = append(autos, auto{r.Regex.String(), d})
			complete++
		}
	}
	texts := sampleTexts()
	if complete < 10 {
		t.Fatalf("%d default rules have a complete automaton, want 10 or more", complete)
	}
	texts = append(texts, "", "foo", "a foo b", "food", "b", "a\nb", "a\n", "\na", "ab\n", "a\nb\n", "xyz", "$", "x", "axb", "a\nb")
	texts = append(texts, spliced(texts, 500, 9, 30, "\n .-_/")...)
	for _, a := range autos {
		re := regexp.MustCompile(a.expr)
		for _, text := range texts {
			got, ok := a.d.match(text)
			if want := re.MatchString(text); ok && got != want {
				t.Fatalf("%s on %q: automaton says %v, regexp %v", a.expr, text, got, want)
			}
		}
	}
}

// TestDFAMatchStopsWhenDead checks that the automaton of a regexp
// anchored at the start of the text tells "no match" once its paths have
// died, even where a byte outside ASCII follows, and that one whose paths
// can start again (after a newline, or in another alternative) does not.
func TestDFAMatchStopsWhenDead(t *testing.T) {
	for _, tc := range []struct {
		expr, text  string
		matched, ok bool
	}{
		{`^abc`, "abd ünïcode", false, true},
		{`^abc`, "abc ü", true, true},
		{`^(?:x|y)+z`, "xyxq ü", false, true},
		{`(?i)^(?:key|token)[\w.-]*id\b`, "tokenid", true, true},
		{`(?m)^abc`, "abd ü\nabc", false, false},
		{`^a|b$`, "xü", false, false},
	} {
		matched, ok := newDFA(tc.expr, dfaMode{}).match(tc.text)
		if matched != tc.matched || ok != tc.ok {
			t.Errorf("%s on %q: match = %v, %v; want %v, %v", tc.expr, tc.text, matched, ok, tc.matched, tc.ok)
		}
	}
}

// TestConsumes checks consumes against syntax.Inst.MatchRune on every
// instruction of the default rules' regexps.
func TestConsumes(t *testing.T) {
	for _, r := range Default().rules {
		if r.Regex == nil {
			continue // a context rule
		}
		re, err := syntax.Parse(r.Regex.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := syntax.Compile(re.Simplify())
		if err != nil {
			t.Fatal(err)
		}
		for pc := range prog.Inst {
			inst := &prog.Inst[pc]
			set := consumes(inst)
			for c := range rune(0x80) {
				want := false
				switch inst.Op {
				case syntax.InstRune, syntax.InstRune1:
					want = inst.MatchRune(c)
				case syntax.InstRuneAny:
					want = true
				case syntax.InstRuneAnyNotNL:
					want = c != '\n'
				}
				if got := set[c/64]>>(c%64)&1 == 1; got != want {
					t.Fatalf("rule %q: instruction %d on %q: %v, want %v", r.ID, pc, c, got, want)
				}
			}
		}
	}
}

// FuzzDFA holds the automata to package regexp on any text: an anchored
// rule's extent, or a leading one's, keeps what its regexp finds from the
// start of the text, and a complete automaton says a regexp matches where
// the regexp does.
func FuzzDFA(f *testing.F) {
	rules := Default().rules
	anchored := make([]*regexp.Regexp, len(rules))
	for i, r := range rules {
		if r.reach != nil {
			anchored[i] = anchoredOf(r)
		}
	}
	for _, s := range sampleTexts() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for ri, r := range rules {
			if r.reach != nil {
				for i := range min(len(text), 64) {
					checkExtent(t, r, anchored[ri], text[i:])
				}
			}
			if r.Regex == nil {
				continue // a context rule
			}
			if d := r.scan(); d != nil {
				if got, ok := d.match(text); ok && got != r.Regex.MatchString(text) {
					t.Fatalf("rule %q: automaton says %v, regexp %v", r.ID, got, !got)
				}
			}
		}
	})
}

// sampleTexts returns the texts of the default rules' samples.
func sampleTexts() []string {
	var texts []string
	for _, r := range Default().rules {
		for _, p := range r.Samples.Positive {
			texts = append(texts, p.Text)
		}
		texts = append(texts, r.Samples.Negative...)
	}
	return texts
}

// spliced returns n texts, each one to three pieces of texts of up to
// maxPiece bytes from random places, some followed by a byte of seps.
func spliced(texts []string, n int, seed uint64, maxPiece int, seps string) []string {
	rnd := rand.New(rand.NewPCG(seed, seed+1))
	out := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for range 1 + rnd.IntN(3) {
			s := texts[rnd.IntN(len(texts))]
			i := rnd.IntN(len(s) + 1)
			b.WriteString(s[i:min(len(s), i+1+rnd.IntN(maxPiece))])
			if seps != "" && rnd.IntN(4) == 0 {
				b.WriteByte(seps[rnd.IntN(len(seps))])
			}
		}
		out = append(out, b.String())
	}
	return out
}
