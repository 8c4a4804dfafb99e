package rules

import (
	"regexp/syntax"
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
// matches begin with a keyword, and the screen of their keyword
// occurrences, find what the wider windows found (see compareFinds),
// while handing the engines fewer bytes.
func TestLeadingWindows(t *testing.T) {
	set := Default()
	var wide []*Rule
	leading := 0
	for _, r := range set.rules {
		c := *r
		if c.leading {
			leading++
		}
		c.leading = false
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
