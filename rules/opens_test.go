package rules

import (
	"regexp/syntax"
	"slices"
	"testing"
)

func TestSecretOpens(t *testing.T) {
	for _, tc := range []struct {
		expr   string
		group  int
		input  string
		lo, hi int
		want   bool // opens outside input[lo:hi]
	}{
		{`(?:key|token)[\w.]*=([^\s]{8,})`, 0, "token=abcdefgh", 6, 14, false},
		{`(?:key|token)[\w.]*=([^\s]{8,})`, 0, "token=abcdefgh", 7, 14, true},
		{`(?:key|token)[\w.]*=([^\s]{8,})`, 0, "api.token=abcdefgh", 0, 0, false}, // "api" starts no match
		{`key(?:=(\w+)|-(\w+))`, 0, "key-abcdef", 4, 10, false},
		{`key(?:=(\w+)|-(\w+))`, 2, "key=abcdef", 0, 0, false}, // group 2 never opens after key=
		{`key(?:=(\w+)|-(\w+))`, 1, "key=abcdef", 0, 0, true},
		{`key=(\w*)`, 0, "key=abcdef", 4, 10, true}, // the whole match is the secret where the group is empty
		{`(?:k\w*=)+(\w{4,})`, 0, "k=k1=abcdef", 5, 11, true},
	} {
		re, err := syntax.Parse(tc.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		var d *dfa
		if opens := secretOpens(re, tc.group); opens != nil {
			d = newDFA(opens.String(), dfaMode{approx: true, anchored: true, lines: true})
		}
		if got := d.opensOutside(tc.input, tc.lo, tc.hi); got != tc.want {
			t.Errorf("%q group %d: opensOutside(%q, %d, %d) = %v, want %v", tc.expr, tc.group, tc.input, tc.lo, tc.hi, got, tc.want)
		}
	}
}

// TestOpensSpareTries checks that sparing the deferred tries whose secret
// can open only inside a kept candidate changes nothing that is found
// (see compareFinds), and that it spares tries.
func TestOpensSpareTries(t *testing.T) {
	set := Default()
	var rules []*Rule
	for _, r := range set.rules {
		c := *r
		c.opens = func() *dfa { return nil }
		rules = append(rules, &c)
	}
	spared, all := compareFinds(t, set, newSet(rules, nil), "with tries spared")
	if spared.tries >= all.tries {
		t.Errorf("%d anchored tries with sparing, %d without", spared.tries, all.tries)
	}
	t.Logf("anchored tries: %d spared of %d", all.tries-spared.tries, all.tries)
}

// TestOpensNameOverlap checks that a deferred try is not spared where a
// kept candidate of an earlier rule overlaps only its name: the secret
// opens after it; nor where one lies inside its secret, which then takes
// its place (see resolve).
func TestOpensNameOverlap(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "inner"
kind = "pii"
regex = '''abc'''
keywords = ["abc"]
[[rules]]
id = "keyed"
regex = '''[a-z]+=(\w{8,})'''
keywords = ["x"]
anchored = true
`)
	for text, want := range map[string][]string{
		"xabcx=Zq8v7w6u5t": {"inner:abc", "keyed:Zq8v7w6u5t"},
		"xy=Zq8abc7w6u5t":  {"keyed:Zq8abc7w6u5t"},
	} {
		if got := spans(text, s.Find(nil, text)); !slices.Equal(got, want) {
			t.Errorf("Find(%q) = %q, want %q", text, got, want)
		}
	}
}
