package rules

import (
	"strings"
	"testing"
)

func TestFillerSecret(t *testing.T) {
	long := strings.Repeat("Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0G", 10) // 320 bytes, no run
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"glc_xxxxxxxxxxxxxxxx", true},
		{"ops_eyJ" + strings.Repeat("x", 300), true}, // long, and filler for most of it
		{"ops_eyJ" + long, false},
		{"ops_eyJ" + long + "xxxx", false}, // long: four x alone do not make it filler
		{"glc_Xq7mK2vL9nR4cT1wZ5yH", false},
		{"https://cdn.jsdelivr.net/npm/lodash@4.17.21", true},                      // a package's version in the path: no userinfo
		{"https://deploy:Xq7mK2vL9nR4@git.example.com/a.git?version=1.2.0", false}, // userinfo: the version is the query's
	} {
		if got := fillerSecret(tc.s, 0, len(tc.s)); got != tc.want {
			t.Errorf("fillerSecret(%.24q…) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestWordSet(t *testing.T) {
	set := newWordSet("on", "for", "there")
	if set.min != 2 || set.max != 5 {
		t.Fatalf("newWordSet: lengths %d..%d, want 2..5", set.min, set.max)
	}
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"on", true}, {"FOR", true}, {"There", true},
		{"", false}, {"o", false}, {"theres", false}, {"fo", false},
		{strings.Repeat("x", 40), false},
	} {
		if got := set.has(tc.w); got != tc.want {
			t.Errorf("has(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { set.has("There") }); n != 0 {
		t.Errorf("has allocates %v times, want none", n)
	}
}

func TestStartsWithKey(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Password=Xq7mK2", true}, {"User ID=u;Password=v", true}, {"db.pass = x", true},
		{"Xq7=+", false}, {"ab==", false}, {"ab=", false}, {"=abc", false}, {"7ab=cd", false},
		{"a/b=cd", false}, {"Xq7mK2vL9nR4", false}, {strings.Repeat("k", maxKeyName) + "=v", true},
		{strings.Repeat("k", maxKeyName+1) + "=v", false},
	} {
		if got := startsWithKey(tc.s); got != tc.want {
			t.Errorf("startsWithKey(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestEscapedBlanks(t *testing.T) {
	// A shell's escaped blanks make one quoted word of the value: a
	// passphrase, where the same words unescaped are three arguments.
	if !credentialValue(`otter\ lamp\ seven`, namedPassword, valueShape{}) {
		t.Error("credentialValue: a passphrase with escaped blanks not taken")
	}
}

func TestCredentialSuffixes(t *testing.T) {
	for _, tc := range []struct {
		word string
		want naming
	}{
		{"pgpassword", namedPassword}, {"PGPASSWORD", namedPassword}, {"psksecret", namedPassword},
		{"monkey", notNamed}, {"compass", notNamed}, {"passwordx", notNamed}, {"keyd", notNamed},
	} {
		if got := credentialWord(tc.word); got != tc.want {
			t.Errorf("credentialWord(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
	for _, w := range []string{"clientsecret", "apitoken", "privkey"} {
		if credentialWord(w) == notNamed {
			t.Errorf("credentialWord(%q): no credential word read at its end", w)
		}
	}
}

// TestRandomCase: a short code of letters whose case changes at random
// is a secret after its name; identifiers with humps and acronyms are not.
func TestRandomCase(t *testing.T) {
	for v, want := range map[string]bool{
		"wAfGVx": true, "kTzQwPb": true, "QxVbNm": true, "XMLHttpRequest": false, "iPhoneX": false,
		"GmbH": false, "getHTTPS": false, "OAuthIdP": false, "wAf": false,
	} {
		if got := randomCase(v); got != want {
			t.Errorf("randomCase(%q) = %v, want %v", v, got, want)
		}
	}
	if !credentialValue("wAfGVx", namedPassword, valueShape{colon: true, alone: true}) {
		t.Error("Passcode: wAfGVx: the code is not taken")
	}
	if credentialValue("passwordInput", namedPassword, valueShape{colon: true}) {
		t.Error("password: passwordInput: the identifier is taken")
	}
}
