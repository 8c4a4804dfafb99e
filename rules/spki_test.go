package rules

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/base64"
	"testing"
)

// TestSPKIPublicKeyKept checks that a public key in DER's base64, named
// key as an extension's manifest names it, is kept, while a private key
// of the same type, named so, is removed.
func TestSPKIPublicKeyKept(t *testing.T) {
	rsaKey, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	ecKey, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	edPub, edPriv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		key    any
		public bool
	}{
		{"rsa", &rsaKey.PublicKey, true},
		{"p256", &ecKey.PublicKey, true},
		{"ed25519", edPub, true},
		{"rsa-private", rsaKey, false},
		{"p256-private", ecKey, false},
		{"ed25519-private", edPriv, false},
	} {
		var der []byte
		if tc.public {
			der, err = x509.MarshalPKIXPublicKey(tc.key)
		} else {
			der, err = x509.MarshalPKCS8PrivateKey(tc.key)
		}
		if err != nil {
			t.Fatal(err)
		}
		v := base64.StdEncoding.EncodeToString(der)
		if got := spkiPublicKey(v); got != tc.public {
			t.Errorf("%s: spkiPublicKey = %v, want %v", tc.name, got, tc.public)
		}
		if !tc.public {
			continue
		}
		for _, text := range []string{`"key": "` + v + `",`, "key = " + v} {
			if m := Default().Find(nil, text); len(m) > 0 {
				t.Errorf("%s: the public key is removed by %s", tc.name, m[0].Rule.ID)
			}
		}
	}
}
