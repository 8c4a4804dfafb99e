package rules

import (
	"regexp/syntax"
	"slices"
	"strings"
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

// TestDefaultKeywordRow pins the width of the keyword automaton's rows
// for the built-in rules: each byte a keyword spells is a class of its
// own, and past 64 classes the table doubles and leaves the processor's
// caches, which slows the scan of every byte (a password word in Cyrillic
// or CJK letters brings a dozen new bytes).
func TestDefaultKeywordRow(t *testing.T) {
	if w := 1 << Default().automaton().shift; w > 64 {
		t.Errorf("keyword automaton rows are %d classes wide, want 64 at most", w)
	}
}

// TestDefaultFilesListed requires every embedded rule file in
// defaultOrder: loadDefault compiles only the files listed there, so a
// file left out would be silently ignored, its samples untested.
func TestDefaultFilesListed(t *testing.T) {
	entries, err := defaultFiles.ReadDir("default")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !slices.Contains(defaultOrder, e.Name()) {
			t.Errorf("default/%s is not in defaultOrder", e.Name())
		}
	}
}

// TestDefaultFileOrder: the files compiled at once, the largest first,
// give their rules in defaultOrder, each file's in its own order.
func TestDefaultFileOrder(t *testing.T) {
	var want []string
	for _, name := range defaultOrder {
		data, err := defaultFiles.ReadFile("default/" + name)
		if err != nil {
			t.Fatal(err)
		}
		rs, err := compileDefault(data, name)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			want = append(want, r.ID)
		}
	}
	if got := ruleIDs(Default()); !slices.Equal(got, want) {
		t.Errorf("rules = %q, want %q", got, want)
	}
}

// TestDefaultMultiline pins the built-in rules that run on the whole text
// rather than line by line, so that a stray \s does not slow a rule down.
func TestDefaultMultiline(t *testing.T) {
	want := []string{
		"private-key", "putty-private-key", "recovery-phrase", "aws-key-pair", "aws-ssm-secure-string", "gcp-secret-payload", "gcp-credentials-file", "azure-storage-key-hadoop", "terraform-random-password", "twilio-auth-token", "jenkins-initial-admin-password", "tool-new-password", "zigbee-network-key", "jwt-wrapped", "oauth-code-grant",
		"netrc-credentials", "credential-constructor", "smtp-auth-login", "nmap-default-account", "cracked-plaintext", "cracked-listing", "printed-secret", "printed-code", "keepass-key-file", "keychain-dump-data", "security-answer", "bank-record-account", "date-of-birth-answer", "fhir-typed-identifier", "fhir-system-identifier", "fhir-family-name", "username-with-password",
		"street-address-en-town",
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

// TestDefaultBacktrack pins the anchored built-in rules whose programs
// are too big for the regexp package's backtracker (500 instructions),
// which then falls back on its slower NFA on every try: keep the rules
// tried often below it (in an alternation, words that share a prefix go
// next to each other, so that the parser factors the prefix out).
func TestDefaultBacktrack(t *testing.T) {
	var got []string
	for _, r := range Default().Rules() {
		if !r.Anchored || r.Regex == nil {
			continue
		}
		re, err := syntax.Parse(`^(?:`+r.Regex.String()+`)`, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		if prog, err := syntax.Compile(re.Simplify()); err != nil || len(prog.Inst) > 500 {
			got = append(got, r.ID)
		}
	}
	if want := []string{"ai-provider-key"}; !slices.Equal(got, want) {
		t.Errorf("anchored rules beyond the backtracker = %q, want %q", got, want)
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
		"git clone git@github.com:<owner>/app.git && cd app",
		"listen on 0.0.0.0:8080 and 127.0.0.1:9090, or [::1]:443",
		"std::vector<int> v; fmt::print(\"{}\", v.size());",
		"at 12:30:45 and again at 23:59:59",
		"PRs #1234 and #5678 landed; issue 4111111111111111 is unrelated",
		"icon@2x.png and logo@3x.webp; npm i react@18.2.0",
		"kubectl logs api-session-7d9f8c6b5-x2k4p -n payments; kubectl delete pod token-refresher-5f7b8c9d4-q8w2z",
		"golang.org/x/net v0.23.0 h1:7Kq2Xm9vL4nR8cT1wZ5yH3jF6dS0aPe8Gb2Uo4Ii7Lm=",
		"const digits = \"0123456789abcdefghijklmnopqrstuvwxyz\"",
		"flagVersion = OpAMD64ADDQconstflags; keyHex: pkcs8X25519PrivateKeyHex, newTokenProviderSimple_etcd7492()",
		"PrivateKey: testRSA2048PrivateKey, key: ec256Priv, \"DecapsulationKey768\": \"DecapsulationKey1024\"",
		"trace 550e8400-e29b-41d4-a716-446655440000 in request_id=550e8400-e29b-41d4-a716-446655440000",
		"gpg --recv-keys 3F9A1C7E5B2D8F4A6C0E9B1D3F5A7C9E2B4D6F8A",
		"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIKq2Xm9vL4nR8cT1wZ5yH3jF6dS0aPe8Gb2Uo4Ii7Lm alice@laptop",
		"-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\nN59pra9UdVQw9jxCU9G7eMyb0jJkNACAuEwakX3gi27b\n-----END CERTIFICATE-----",
		"/nix/store/0c8bvsxy5kq7mz2w9r4n1d3f6h8j0l2p-go-1.22.1/bin/go build ./...",
		"License: CC-BY-SA-3.0 and MIT-Old-Style-with-legal-disclaimer-2",
		"level=info msg=\"api key verified\" key_id=key_P0i4ER4L4fOf token_hash=3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a1c3e5a7b9d0f2e4c6a8b0d2f4 secret_digest=c373bf553c0d95ce450c1969baac357ec8a699b3", // digests of credentials
		`{"provider":"openai","api_key":"sk-…5n71","model":"gpt-4o"}`, // a key shown masked by its ends
	} {
		if ms := Default().Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: rule %s removes %q", text, ms[0].Rule.ID, text[ms[0].Start:ms[0].End])
		}
	}
}

// TestDefaultKeyPair holds that a secret written after its access key id
// and a colon is removed with the id (s3fs's passwd file, an Airflow
// aws:// connection).
func TestDefaultKeyPair(t *testing.T) {
	id, secret := "AKIA"+"QX4B7RT2ZKLM5N3W", "Zq8m2VbN4xC6zL1kJ9hG7fD5sA3pO0iU8yT6rE2w"
	for _, text := range []string{
		"echo " + id + ":" + secret + " > ~/.passwd-s3fs",
		"AIRFLOW_CONN_S3=aws://" + id + ":" + secret + "@/?region_name=eu-west-1",
	} {
		var removed []string
		for _, m := range Default().Find(nil, text) {
			removed = append(removed, text[m.Start:m.End])
		}
		if got := strings.Join(removed, " "); !strings.Contains(got, id) || !strings.Contains(got, secret) {
			t.Errorf("%q: removed %q, want the id and the secret", text, got)
		}
	}
}

// TestDefaultHeaderMapValueEnds holds that an Authorization value in a
// headers map ends at its closing quote: the header after it stays.
func TestDefaultHeaderMapValueEnds(t *testing.T) {
	token := "Xq7mK2vL9nR4" + "cT1wZ5yH3jF6dS8aPe0G"
	for _, text := range []string{
		`headers = {"Authorization": "Bearer ` + token + `", "Content-Type": "application/json"}`,
		`{"Authorization": "Basic ` + token + `==", "Accept": "*/*"}`,
	} {
		ms := Default().Find(nil, text)
		at := strings.Index(text, token)
		if len(ms) == 0 {
			t.Errorf("case at %d: nothing removed", at)
		}
		for _, m := range ms {
			if m.Start < at || strings.Contains(text[m.Start:m.End], `"`) {
				t.Errorf("rule %s removes bytes %d..%d, beyond the value at %d", m.Rule.ID, m.Start, m.End, at)
			}
		}
	}
}
