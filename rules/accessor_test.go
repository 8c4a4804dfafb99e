package rules

import "testing"

func TestSecretIDName(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"SecretID", true}, {"secret_id", true}, {"Secret ID", true}, {"SECRET-ID", true}, {"vault.secret.id", true},
		{"secretid", true}, {"secret_key", false}, {"secret", false}, {"role_id", false}, {"sid", false},
		{"secret_id_accessor", false}, {"client_secretx_id", false},
	} {
		if got := secretIDName(tc.name); got != tc.want {
			t.Errorf("secretIDName(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
