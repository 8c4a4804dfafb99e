package rules

import "testing"

// TestCookieJarLineBlanks: a cookie file's line whose tabs a paste turned
// into spaces is read whole when the paste also indented it or left
// blanks at its end.
func TestCookieJarLineBlanks(t *testing.T) {
	const secret = "eBhYtyMx8rm4ceqPGiqopS1vGP65"
	for _, text := range []string{
		".example.com TRUE / TRUE 1790000000 session_id " + secret,
		"    .example.com TRUE / TRUE 1790000000 session_id " + secret,
		".example.com TRUE / TRUE 1790000000 session_id " + secret + "  \nnext line",
	} {
		if !covers(Default().Find(nil, text), text, secret) {
			t.Errorf("%q: the default set leaves some of the planted value", text)
		}
	}
}
