package rules

import (
	"slices"
	"testing"
)

func TestPositionalCommands(t *testing.T) {
	want := []string{"do_wifi_ssid_passphrase", "login", "radtest", "smcipmitool", "wpa_passphrase"}
	if !slices.Equal(positionalCommands, want) {
		t.Fatalf("positionalCommands = %q, want %q", positionalCommands, want)
	}
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"radtest", true}, {"wpa_passphrase", true}, {"password", false}, {"curl", false}, {"", false},
	} {
		if got := positionalCommand(tc.name); got != tc.want {
			t.Errorf("positionalCommand(%q) = %v, want %v", tc.name, got, tc.want)
		}
	}
}
