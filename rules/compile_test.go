package rules

import (
	"regexp/syntax"
	"strconv"
	"strings"
	"testing"
)

func TestMaxLen(t *testing.T) {
	for _, tc := range []struct {
		re   string
		want int
	}{
		{`abc`, 3},
		{`\bion_[A-Za-z0-9]{42}\b`, 46},
		{`(?i)key`, 3 + 2}, // k folds to the Kelvin sign, three bytes
		{`a|bcd|`, 3},
		{`x?[a-z]{2,5}$`, 6},
		{`é.`, 2 + 4},
		{`[^"]`, 4},
		{`a+`, -1},
		{`(?:ab)*c`, -1},
		{`a{3,}`, -1},
		{`(?:$)*x`, 1},
	} {
		re, err := syntax.Parse(tc.re, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if got := maxLen(re); got != tc.want {
			t.Errorf("maxLen(%s) = %d, want %d", tc.re, got, tc.want)
		}
	}
}

// TestContextKeywordShape checks that a context rule's keywords are
// words, phrases of words joined by single spaces, or flags, and that
// Load refuses any other shape.
func TestContextKeywordShape(t *testing.T) {
	for _, tc := range []struct {
		keyword string
		ok      bool
	}{
		{"password", true},
		{"-u", true},
		{"log in", true},
		{"sign in with", true},
		{"log  in", false},
		{" log", false},
		{"log\tin", false},
		{"log-in", false},
		{"", false},
	} {
		file := "[[rules]]\nid = 'c'\ncontext = 'credential'\nkeywords = [" + strconv.Quote(tc.keyword) + "]\n"
		if _, err := Load(strings.NewReader(file), "test.toml"); (err == nil) != tc.ok {
			t.Errorf("keyword %q: Load error %v, want ok %v", tc.keyword, err, tc.ok)
		}
	}
}
