package rules

import "testing"

func TestNumericTypeNames(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"boundstri8i16i32i64isizeu8u16u32u64usizef32f64", true},
		{"int8int16int32int64uint8uint16uint32uint64float32float64", true},
		{"I8I16I128", true},
		{"i8i16", false},                            // two runs: too few to tell
		{"i8i16i33", false},                         // 33 is no width
		{"i8x16i32", false},                         // x is no type's letter
		{"8i16i32i64", false},                       // a width begins it
		{"Kq7vLm2x9Zt3Wp8Rr4Ns6Yb1Hc5Jd0Fg", false}, // generated
	} {
		if got := numericTypeNames(c.s); got != c.want {
			t.Errorf("numericTypeNames(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
