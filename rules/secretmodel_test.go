package rules

import (
	"strings"
	"testing"
)

func TestFillerSecret(t *testing.T) {
	long := strings.Repeat("Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0G", 10) // 320 bytes, no run
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"glc_xxxxxxxxxxxxxxxx", true},
		{"ops_eyJ" + strings.Repeat("x", 300), true}, // long, and filler for most of it
		{"ops_eyJ" + long, false},
		{"ops_eyJ" + long + "xxxx", false}, // long: four x alone do not make it filler
		{"glc_Xq7mK2vL9nR4cT1wZ5yH", false},
	} {
		if got := fillerSecret(tc.s, 0, len(tc.s)); got != tc.want {
			t.Errorf("fillerSecret(%.24q…) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
