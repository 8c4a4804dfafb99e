package rules

import (
	"slices"
	"strings"
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

// TestLftpOpen reads lftp's open where it opens its line (past blanks),
// a quoted argument or a command after ';', not after a word of prose.
func TestLftpOpen(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"open -u deploy,v sftp://h", true},
		{"set x yes\n  open -u deploy,v sftp://h", true},
		{"lftp -e \"open -u deploy,v sftp://h\"", true},
		{"lftp -e 'set x yes; open -u deploy,v sftp://h'", true},
		{"please open -u deploy,v sftp://h", false},
		{"reopen -u deploy,v sftp://h", false},
	} {
		f := strings.Index(tc.text, "-u")
		if got := lftpOpen(tc.text, f); got != tc.want {
			t.Errorf("lftpOpen(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
