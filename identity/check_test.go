package identity

import "testing"

func TestIdentityHas(t *testing.T) {
	id := NewCheck(Terms{"alice": true, "Acme": true, "bo": true, "payments": true})
	for w, want := range map[string]bool{
		"alice": true, "ALICE_notes": true, "x-acme": true, "my.payments:v2": true, "acmecorp": true, "bo": true,
		"bo.txt": true, "x:bo": true, "text": false, "tool_use": false, "malice": true, "bob": false, "al.ice": false,
	} {
		if got := id.Has([]byte(w)); got != want {
			t.Errorf("Has(%q) = %v, want %v", w, got, want)
		}
	}
	if NewCheck(nil).Has([]byte("alice")) {
		t.Errorf("no terms: Has is true")
	}
}
