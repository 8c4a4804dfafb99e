package rules

import (
	"strings"
	"testing"
)

func TestPublicKeyNamed(t *testing.T) {
	for _, tc := range []struct {
		text   string
		public bool
	}{
		{"PublicKey = v", true},
		{"pubkey: v", true},
		{"host_key=v", true},
		{"  public key: v", true},
		{"gpg key: v", true},
		{"gpg: key v", true},
		{"note: key v", false},
		{"gpg:                using RSA key v", true},
		{"x\n+gpg:                using RSA key v", true}, // a patch adds the status line
		{"x\n+note: using RSA key v", false},
		{"PublicKeys: v", true},
		{"STRIPE_PUBLISHABLE_KEY=v", true},
		{"publishableKey: v", true},
		{"column_key = v", false},
		{"PrivateKey = v", false},
		{"api key: v", false},
		{"my key: v", false},
		{"monkeys: v", false},
		{"secret_key=v", false},
		{"token: v", false},
		{"/authorize?code_challenge=v", true},
		{"codeChallenge: v", true},
		{"code_verifier=v", false},
		{`{"kty":"RSA","e":"AQAB","n":"v`, true},
		{`{"kty":"OKP","crv":"Ed25519","x":"v`, true},
		{`{"kty":"EC","d":"v`, false},
		{`{"kty":"RSA","kid":"v`, true},
		{`{"alg":"RS256","kid":"v`, true},
		{`error: no key found in JWKS for kid "v`, true},
		{`"at_hash": "v`, true},
		{`"c_hash":"v`, true},
		{`"access_token": "v`, false},
		{"clientId: 'v", true},
		{"AUTH0_CLIENT_ID=v", true},
		{"client-id: v", true},
		{"client_secret=v", false},
		{`<script nonce="v`, true},
		{"X-Request-ID: v", true},
		{"x-amzn-RequestId: v", true},
		{`"trace_id": "v`, true},
		{"Idempotency-Key: v", true},
		{`"idempotency_key": "v`, true},
		{`"dedup_key":"v`, true},
		{"deduplicationKey: v", true},
		{"request: v", false},
		{"session_id=v", false},
		{`{"n":"v`, false},
		{`{"kty":"RSA"}, {"n":"v`, false},
		{`"PublicKey": "nodekey:v`, true},
		{`"DiscoKey": "discokey:v`, true},
		{`"PrivateKey": "privkey:v`, false},
		// A meta element's content, which its name before it names.
		{`<meta name="google-site-verification" content="v`, true},
		{`<meta name="csrf-token" content="v`, false},
		{`<meta name="google-site-verification"> content="v`, false}, // after the element: not its content
		{`<meta data-name="google-site-verification" content="v`, false},
	} {
		v := strings.LastIndexByte(tc.text, 'v')
		if got := keyedNamePublic(tc.text, v); got != tc.public {
			t.Errorf("keyedNamePublic(%q) = %v, want %v", tc.text, got, tc.public)
		}
	}
}
