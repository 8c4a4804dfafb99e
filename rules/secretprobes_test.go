package rules

import "testing"

// TestSecretProbes holds secrets as web and mobile app work shows them,
// in forms the rules missed once (an OAuth authorization response's code
// beside its state), and the look-alikes of the same places that must
// stay. The whole default set must remove each value entirely and leave
// each readable text alone. All values are made up.
func TestSecretProbes(t *testing.T) {
	probe(t, []probeCase{
		{"GET /api/auth/callback/github?code=9f3c1a7e5b2d8e4a6c0f&state=Xq7mK2vL9nR4cT1w 302 in 412ms", "9f3c1a7e5b2d8e4a6c0f"},
		{"http://localhost:3000/auth/callback?state=Xq7mK2vL9nR4&code=4/0AeaYSHq7mK2vL9nR4cT1wZ5yH3jF6dS8a&scope=email+openid", "4/0AeaYSHq7mK2vL9nR4cT1wZ5yH3jF6dS8a"},
	}, []string{
		"GET /locations?code=US&state=CA&city=SF",
		"https://auth.example.com/authorize?response_type=code&state=Xq7mK2vL9nR4&client_id=web",
		"http://localhost:3000/api/auth/error?error=OAuthCallback&state=Xq7mK2vL9nR4",
	})
}
