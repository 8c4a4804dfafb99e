package rules

import (
	"regexp/syntax"
	"slices"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
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
// matches begin with a keyword find what the wider ones found, on every
// sample, keyword-dense prose and transcript-like text, in payloads of
// 3,000 bytes and of 8 KiB (long lines), while handing the engines fewer
// bytes of the dense prose.
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
	wider := newSet(wide, nil)
	texts := engineTexts()
	dense := gen.DenseText(5, 256<<10)
	for len(dense) > 0 {
		n := min(len(dense), 8<<10)
		texts = append(texts, dense[:n])
		dense = dense[n:]
	}
	var narrowWork, wideWork int
	for i, text := range texts {
		got, w := set.find(nil, text)
		want, ww := wider.find(nil, text)
		narrowWork += w.engine
		wideWork += ww.engine
		if !slices.Equal(spans(text, got), spans(text, want)) {
			t.Errorf("text %d: narrow windows found %d ranges, wide ones %d, or other ones", i, len(got), len(want))
		}
	}
	if narrowWork >= wideWork {
		t.Errorf("narrow windows handed the engines %d bytes, wide ones %d", narrowWork, wideWork)
	}
	t.Logf("engine bytes: %d narrow, %d wide (%d of %d rules leading)", narrowWork, wideWork, leading, len(set.rules))
}
