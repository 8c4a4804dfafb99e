package rules

import "testing"

// TestNationalPhoneTrunkEight holds the trunk 8 that Lithuania,
// Kazakhstan and Belarus dial before a national number: after a phone
// word such a number is one, and one no plan takes stays.
func TestNationalPhoneTrunkEight(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"8 614 79164", true},      // Lithuania
		{"8 (707) 123 4567", true}, // Kazakhstan
		{"8 029 123 45 67", true},  // Belarus
		{"8 123 45", false},
		{"8 999 999 999 99", false},
	} {
		if got := validNationalPhone(tc.s, 0, len(tc.s)); got != tc.want {
			t.Errorf("validNationalPhone(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, tc := range []struct{ text, number string }{
		{"skambink 8 614 79164", "8 614 79164"},
		{"Менің нөмірім 8 (707) 123-45-67", "8 (707) 123-45-67"},
	} {
		if ms := Default().Find(nil, tc.text); !covers(ms, tc.text, tc.number) {
			t.Errorf("%q: the default set leaves some of the number", tc.text)
		}
	}
}
