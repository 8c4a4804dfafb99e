package rules

import "testing"

func TestFabricated(t *testing.T) {
	for _, tc := range []struct {
		v    string
		want bool
	}{
		{"q1r2s3t4u5v6w7x8y9z0", true},               // letters and digits each counting up
		{"M9n8O7p6Q5r4S3t2U1v0", true},               // letters up, digits down
		{"h4g3f2e1-l8k7-j6i5-q9p8", true},            // pairs counting down
		{"Zk4PqR7mN2x0123456789w", true},             // a run of ten
		{"tQvWxYzAbCdEfGhJ", true},                   // the alphabet, case alternating
		{"Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb", false}, // generated
		{"3f2b8c1e-9a4d-4e7b-b2c6-0d5e8f1a7c93", false},
		{"9c2d3ac58f1e4b7a0d6e2f8c3b9a1e5d7f0c4b2a", false},
		{"ab12", false}, // too short to judge
	} {
		if got := fabricated(tc.v); got != tc.want {
			t.Errorf("fabricated(%q) = %v, want %v", tc.v, got, tc.want)
		}
	}
}
