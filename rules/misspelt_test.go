package rules

import "testing"

func TestMisspeltPassword(t *testing.T) {
	for w, want := range map[string]bool{
		"pasword": true, "pssword": true, "passwrd": true, "assword": true,
		"passowrd": true, "apssword": true, "passwrod": true, "passsword": true, "paassword": true,
		"password": false, "passwords": false, "passport": false, "passwd": false,
		"passward": false, "wordpass": false, "pas": false, "passwor": false, "passwordd": true, "apsswodr": false, "paxsword": false,
	} {
		if got := misspeltPassword([]byte(w)); got != want {
			t.Errorf("misspeltPassword(%q) = %v, want %v", w, got, want)
		}
	}
}
