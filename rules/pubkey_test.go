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
		{"PublicKeys: v", true},
		{"column_key = v", false},
		{"PrivateKey = v", false},
		{"api key: v", false},
		{"my key: v", false},
		{"monkeys: v", false},
		{"secret_key=v", false},
		{"token: v", false},
		{`"PublicKey": "nodekey:v`, true},
		{`"DiscoKey": "discokey:v`, true},
		{`"PrivateKey": "privkey:v`, false},
	} {
		v := strings.LastIndexByte(tc.text, 'v')
		if got := keyedNamePublic(tc.text, v); got != tc.public {
			t.Errorf("keyedNamePublic(%q) = %v, want %v", tc.text, got, tc.public)
		}
	}
}
