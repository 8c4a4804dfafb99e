package rules

import (
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
)

func TestLeadingKeywords(t *testing.T) {
	for _, tc := range []struct {
		expr     string
		keywords []string
		want     bool
	}{
		{`\b[sr]k_(?:live|test)_[0-9A-Za-z]{10,}\b`, []string{"sk_live_", "sk_test_", "rk_live_", "rk_test_"}, true},
		{`\b[sr]k_(?:live|test)_[0-9A-Za-z]{10,}\b`, []string{"sk_live_", "sk_test_"}, false}, // rk_ starts no keyword
		{`\b[12]/\d{10,}:[A-Za-z0-9]{32}\b`, []string{"1/1", "2/1"}, true},                    // digits alike
		{`(?i)vault[\w.-]*=([sbr]\.[A-Za-z0-9]{24,})`, []string{"vault"}, true},
		{`(?i)token=\w+`, []string{"token="}, false}, // (?i)k also matches the Kelvin sign
		{`\beyJ[A-Za-z0-9_-]{10,}`, []string{"eyj"}, true},
		{`(?:AKIA|ASIA)[A-Z0-9]{16}`, []string{"akia", "asia"}, true},
		{`\bkey-[a-f0-9]{32}\b|\b[a-f0-9]{32}-[a-f0-9]{8}\b`, []string{"key-", "mailgun"}, false},
		{`x*ab`, []string{"ab"}, false},
		{`(?:ab)+cd`, []string{"ab"}, true},
		{`ab?`, []string{"ab"}, false}, // "a" alone is a match
		{`[^"]+tok`, []string{"tok"}, false},
		{`.tok`, []string{"tok"}, false},
	} {
		re, err := syntax.Parse(tc.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := leadingKeywords(re, tc.keywords); got != tc.want {
			t.Errorf("leadingKeywords(%q, %q) = %v, want %v", tc.expr, tc.keywords, got, tc.want)
		}
	}
}

// TestLeadingWindows checks that the narrower windows of the rules whose
// matches begin with a keyword, with the screen of their keyword
// occurrences, and of those whose matches hold one (see held.go), find
// what the wider windows found (see compareFinds), while handing the
// engines fewer bytes.
func TestLeadingWindows(t *testing.T) {
	set := Default()
	var wide []*Rule
	leading := 0
	for _, r := range set.rules {
		c := *r
		if c.leading {
			leading++
		}
		c.leading, c.held = false, nil
		wide = append(wide, &c)
	}
	if leading == 0 {
		t.Fatal("no built-in rule has leading keywords")
	}
	narrow, wider := compareFinds(t, set, newSet(wide, nil), "with narrow windows")
	if narrow.engine >= wider.engine {
		t.Errorf("narrow windows handed the engines %d bytes, wide ones %d", narrow.engine, wider.engine)
	}
	t.Logf("engine bytes: %d narrow, %d wide (%d of %d rules leading)", narrow.engine, wider.engine, leading, len(set.rules))
}

// TestLeadingMultiline checks that a multiline rule with leading
// keywords (jwt-wrapped) runs from the first of its keyword occurrences
// its automaton lets through, and finds what a run on the whole text
// finds, while handing the engines fewer bytes where tokens stand on one
// line.
func TestLeadingMultiline(t *testing.T) {
	set := Default()
	var whole []*Rule
	multiline := false
	for _, r := range set.rules {
		c := *r
		if c.multiline && c.leading {
			multiline = true
			c.leading = false
		}
		whole = append(whole, &c)
	}
	if !multiline {
		t.Fatal("no built-in multiline rule has leading keywords")
	}
	for _, id := range []string{"jwt-wrapped", "private-key"} {
		if r := set.rules[slices.IndexFunc(set.rules, func(r *Rule) bool { return r.ID == id })]; !r.multiline || !r.leading {
			t.Errorf("rule %q: multiline %v, leading %v; want both", id, r.multiline, r.leading)
		}
	}
	other := newSet(whole, nil)
	oneLine := strings.Repeat("the token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.Xq7mK2vL9nR4cT1w is on one line; ", 40)
	wrapped := "Authorization: Bearer eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIi\nOiIxMjM0NTY3ODkwIn0.Xq7mK2vL9nR4cT1wZ5yH3jF6dS8a"
	texts := []string{
		oneLine,
		oneLine + wrapped + "\n" + oneLine,
		"eyJhbGciOiJIUzI1\n  NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.Xq7mK2vL9nR4cT1wZ5yH3jF6 and " + wrapped,
		oneLine + "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUe3Kx\n-----END CERTIFICATE-----\nthe private key-----\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkq7Zr3xV9mT2pL8wQ4nY6sD1fG5hJ0kR3uE7aB9cXoAoGCCqGSM49\n-----END EC PRIVATE KEY-----\n" + oneLine,
		"x_eyJhbGciOiJIUzI1\nNiIsInR5cCI6.eyJzdWIiOiIxMjM0.Xq7mK2vL9nR4cT1w; -eyJhbGciOiJIUzI1\nNiIsInR5cCI6.eyJzdWIiOiIxMjM0.Xq7mK2vL9nR4cT1w",
	}
	var got, want work
	for i, text := range texts {
		ms, w := set.find(nil, text)
		oms, ow := other.find(nil, text)
		got.engine, want.engine = got.engine+w.engine, want.engine+ow.engine
		if !slices.Equal(spans(text, ms), spans(text, oms)) {
			t.Errorf("text %d: %d ranges found; on the whole text, %d, or other ones", i, len(ms), len(oms))
		}
	}
	if got.engine >= want.engine {
		t.Errorf("runs from a keyword handed the engines %d bytes, runs on the whole text %d", got.engine, want.engine)
	}
}

func TestHeldAlphabet(t *testing.T) {
	for _, tc := range []struct {
		expr     string
		keywords []string
		held     bool   // every match holds a keyword, and the alphabet leaves a byte out
		in, out  string // bytes in the alphabet, and out of it
	}{
		{`\b[A-Za-z0-9._%+-]+(?:@|%40)[a-z0-9.-]+\.[a-z]{2,}\b`, []string{"@", "%40"}, true, "aZ9.%+-@", " ,;:/\"'<>"},
		{`\bkey-[a-f0-9]{32}\b|\b[a-f0-9]{32}-[a-f0-9]{8}\b`, []string{"key-", "mailgun"}, false, "", ""}, // the second holds none
		{`(?i)token=\w+`, []string{"token="}, false, "", ""},                                              // (?i)k is also the Kelvin sign
		{`ab(?s:.)*@`, []string{"@"}, false, "", ""},                                                      // any byte
		{`[a-z]+(?:@[a-z]+)+`, []string{"@"}, true, "az@", " .\n"},
		{`[a-z]+(?:@[a-z]+)*`, []string{"@"}, false, "", ""}, // "abc" holds no @
	} {
		re, err := syntax.Parse(tc.expr, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		a := heldAlphabet(re, tc.keywords)
		if (a != nil) != tc.held {
			t.Errorf("heldAlphabet(%q, %q) = %v, want held %v", tc.expr, tc.keywords, a != nil, tc.held)
			continue
		}
		for i := 0; a != nil && i < len(tc.in); i++ {
			if !a[tc.in[i]] {
				t.Errorf("%q: %q is not in the alphabet", tc.expr, tc.in[i])
			}
		}
		for i := 0; a != nil && i < len(tc.out); i++ {
			if a[tc.out[i]] {
				t.Errorf("%q: %q is in the alphabet", tc.expr, tc.out[i])
			}
		}
	}
}
