package rules

import (
	"slices"
	"testing"
)

// TestDefaultRulesHaveSamples requires positive and negative samples on
// every built-in rule.
func TestDefaultRulesHaveSamples(t *testing.T) {
	for _, r := range Default().Rules() {
		if len(r.Samples.Positive) == 0 || len(r.Samples.Negative) == 0 {
			t.Errorf("rule %q: needs positive and negative samples", r.ID)
		}
	}
}

// TestDefaultSamples runs every built-in rule's samples.
func TestDefaultSamples(t *testing.T) {
	for _, f := range Default().TestSamples() {
		t.Error(f)
	}
}

// TestDefaultMultiline pins the built-in rules that run on the whole text
// rather than line by line, so that a stray \s does not slow a rule down.
func TestDefaultMultiline(t *testing.T) {
	want := []string{
		"private-key", "putty-private-key", "jenkins-initial-admin-password", "netrc-credentials",
		"credential-constructor", "username-with-password",
	}
	var got []string
	for _, r := range Default().Rules() {
		if r.multiline {
			got = append(got, r.ID)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("multiline rules = %q, want %q", got, want)
	}
}

// TestDefaultBenign lists look-alikes the default set must leave alone.
func TestDefaultBenign(t *testing.T) {
	for _, text := range []string{
		"commit 3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a fixed it; see also 3f9a1c7 and 3f9a1c7e5b2d",
		"request id 550e8400-e29b-41d4-a716-446655440000 failed",
		"bumped lodash from 4.17.20 to 4.17.21 and go to 1.22.1; release v2.3.4.5",
		`"integrity": "sha512-Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo4Ii7Lm3Nk5Bj8Hv1Cx6Zs9Aq2We4Rt7Yu0Io3Pa5Sd8Fg1Hj4Kl7Zx0Cv3B=="`,
		`"resolved": "https://registry.npmjs.org/react/-/react-18.2.0.tgz", "integrity": "sha256-Qm9vYmFyQmF6UXV4"`,
		"call getUserAccountSettingsByIdentifier(accountId) before renderPrivateKeyManagementPanel()",
		"edit /workspace/src/internal/auth/session_store.go and /usr/local/lib/python3.11/site-packages/requests/auth.py",
		"The string SGVsbG8sIFdvcmxkIQ== is base64 for a greeting.",
		"docker pull nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd53c9b31",
		"2024-05-01T12:30:45.123Z INFO served 200 in 12.5ms",
		"ran 1,284 tests in 3.2s; coverage 87.4%",
		"The token refresh happens before the request is retried; rotate the API key monthly.",
		"const token = await getToken(); const apiKey = process.env.API_KEY;",
		"password: ${{ secrets.DB_PASSWORD }}",
		"git clone git@github.com:acme/app.git && cd app",
		"listen on 0.0.0.0:8080 and 127.0.0.1:9090, or [::1]:443",
		"std::vector<int> v; fmt::print(\"{}\", v.size());",
		"at 12:30:45 and again at 23:59:59",
		"PRs #1234 and #5678 landed; issue 4111111111111111 is unrelated",
		"icon@2x.png and logo@3x.webp; npm i react@18.2.0",
	} {
		if ms := Default().Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: rule %s removes %q", text, ms[0].Rule.ID, text[ms[0].Start:ms[0].End])
		}
	}
}
