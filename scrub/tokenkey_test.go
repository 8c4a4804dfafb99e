package scrub

import (
	"bytes"
	"strings"
	"testing"
)

// Keys that name fields: kept.
var schemaKeys = []string{
	"path", "old_string", "new_string", "run_in_background", "toolName", "issue_number",
	"sha256", "utf8", "x509", "AWS_SECRET_ACCESS_KEY", "v2", "ipv4", "md5sum", "oauth2Token",
	"k8sNamespace", "utf16le", "base64url", "deadbeef", "api-version", "2024", "v1.2.3",
	"getUserAccountInformationById", "enableExperimentalFeatures", "HTTPServerURLHandlerFactory",
	"org.apache.commons.lang3", "x-amz-date", "Content-Type", "abcdefghijklmnopqrstuvwxyzabcdef",
	"-n", "0", "42", "e2e", "h264",
}

// tokenKeys returns keys that are data: assembled at run time.
func tokenKeys() []string {
	return []string{
		"CNRYE7N6" + "WMKV57FIQ5BY",                     // the canary shape
		"0b3c2a1e-1234-4abc-8def-" + "0123456789ab",     // UUID
		"DEADBEEF-CAFE-BABE-DEAD-" + "BEEFCAFEBABE",     // UUID without digits
		"d41d8cd98f00b204" + "e9800998ecf8427e",         // hash
		"550e8400",                                      // hex id
		"555-123-" + "4567",                             // phone number
		"15551234567",                                   // digit run
		"2024-01-15",                                    // date: 8 digits, no letters
		"user_" + "48213377",                            // numeric id inside a key
		"ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", // token with a prefix
		"xQzTbWkLmPrVsNyHcDfGjRtA",                      // mixed-case letters only
		"ab12cd34",
		"a1b2", // short, but three class changes
	}
}

func TestTokenKey(t *testing.T) {
	for _, k := range schemaKeys {
		if ok, token := ident([]byte(k), keyChars); !ok || token || tokenKey([]byte(k)) {
			t.Errorf("schema key %q is not kept", k)
		}
		if oracleTokenKey([]byte(k)) {
			t.Errorf("oracle: schema key %q is token-like", k)
		}
	}
	for i, k := range tokenKeys() {
		if ok, token := ident([]byte(k), keyChars); !ok || !token || !tokenKey([]byte(k)) {
			t.Errorf("token key %d is kept", i)
		}
		if !oracleTokenKey([]byte(k)) {
			t.Errorf("oracle: token key %d is not token-like", i)
		}
	}
}

// TestTokenKeyReplacement checks that a token-like key is replaced by a
// token-like key of the same shape, consistently, and that the skeleton
// and a second scrub agree.
func TestTokenKeyReplacement(t *testing.T) {
	s := newTestScrubber()
	for i, k := range tokenKeys() {
		line := `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"CallMcpTool","input":{"server":"s","arguments":{"` + k + `":"v","` + k + `":1}}}]}}`
		out := scrub(t, s, line)
		if bytes.Contains(out, []byte(k)) {
			t.Errorf("token key %d survives", i)
			continue
		}
		checkScrub(t, []byte(line), out)
		checkSkeletons(t, s, []byte(line), out)
		if err := s.Verify(out, []byte(line)); err != nil {
			t.Errorf("token key %d: Verify: %v", i, err)
		}
		a, b := oracleTokens(t, out), oracleTokens(t, []byte(line))
		var reps []string
		for j := range a {
			if b[j].key && string(unquote(b[j].raw)) == k {
				rep := unquote(a[j].raw)
				reps = append(reps, string(rep))
				if !tokenKey(rep) || len(rep) != len(k) {
					t.Errorf("token key %d: replacement is not token-like of the same length", i)
				}
				for n := range rep {
					if classOf[rep[n]] != classOf[k[n]] {
						t.Errorf("token key %d: class of byte %d changed", i, n)
					}
				}
			}
		}
		if len(reps) != 2 || reps[0] != reps[1] {
			t.Errorf("token key %d: replaced %d times, or inconsistently", i, len(reps))
		}
	}
	// Schema keys survive verbatim.
	line := `{"x":{"` + strings.Join(schemaKeys, `":1,"`) + `":1}}`
	if out := scrub(t, s, line); string(out) != line {
		t.Errorf("schema keys changed")
	}
}
