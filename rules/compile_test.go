package rules

import (
	"regexp/syntax"
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
