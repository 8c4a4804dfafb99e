package rules

import "testing"

func TestMisspelt(t *testing.T) {
	for w, want := range map[string]bool{
		"pasword": true, "pssword": true, "passwrd": true, "assword": true,
		"passowrd": true, "apssword": true, "passwrod": true, "passsword": true, "paassword": true,
		"password": false, "passwords": false, "passport": false, "passwd": false,
		"passward": false, "wordpass": false, "pas": false, "passwor": false, "passwordd": true, "apsswodr": false, "paxsword": false,
	} {
		if got := misspelt([]byte(w), "password"); got != want {
			t.Errorf("misspelt(%q, password) = %v, want %v", w, got, want)
		}
	}
	for w, want := range map[string]bool{
		"passprase": true, "pasphrase": true, "passhprase": true, "passphrasse": true,
		"passphrase": false, "passphrases": false, "passphras": false, "password": false,
	} {
		if got := misspelt([]byte(w), "passphrase"); got != want {
			t.Errorf("misspelt(%q, passphrase) = %v, want %v", w, got, want)
		}
	}
}
