package scrub

import (
	"strings"
	"testing"
)

// TestRedactKeepsReferencesPastPlaceholders: a name or a path that an
// identity placeholder was written into is matched again as it stands, and
// is still no credential's value: an environment variable's reference
// whose name held the project's word, a path after a file named like a
// credential whose home directory's user was redacted.
func TestRedactKeepsReferencesPastPlaceholders(t *testing.T) {
	r := newTestRedactor(RedactOptions{Terms: []string{"QZVAULT"}})
	for i, text := range []string{
		"src/config.ts:12:      env.apiKey = process.env.QZVAULT_API_KEY;",
		"      jwtToken: env.QZVAULT_JWT_TOKEN || undefined,",
		"ls /Users/dana/site/public/favicons/token.svg /Users/dana/site/public/icons",
	} {
		out := finalForm(r.x, redactOK(t, r, `{"a":"`+quote(text)+`"}`, nil))
		if strings.Contains(out, "[REDACTED:credential") {
			t.Errorf("case %d: a reference or a path was redacted as a credential", i)
		}
	}
}
