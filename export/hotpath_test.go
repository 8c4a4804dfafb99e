package export

import (
	"bytes"
	"maps"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// homePath is the regular expression identityFromPath implements.
var homePath = regexp.MustCompile(`(?i)(?:^|[/\\])(?:Users|home)[/\\]([^/\\\s"'` + "`" + `:;,]+)`)

// identityFromPathRegexp is identityFromPath done by the regexp.
func identityFromPathRegexp(terms map[string]bool, s string) {
	if !strings.Contains(s, "sers") && !strings.Contains(s, "home") && !strings.Contains(s, "SERS") {
		return
	}
	for _, m := range homePath.FindAllStringSubmatch(s, -1) {
		addTerm(terms, m[1])
	}
}

func checkIdentityFromPath(t *testing.T, s string) {
	t.Helper()
	got, want := map[string]bool{}, map[string]bool{}
	identityFromPath(got, s)
	identityFromPathRegexp(want, s)
	if !maps.Equal(got, want) {
		t.Fatalf("identityFromPath(%q) = %v, the regexp finds %v", s, got, want)
	}
}

var homePaths = []string{
	"/Users/alice/code", "Users/bob", "home/carol/x", "/home/dave", `C:\Users\erin\app`, "cd /users/Frank && ls ~",
	"/USERS/gina/a /home/hal/b", "/Users/ivan/home/jo", "Users/home/x", "/Users//x", "/Users/", "/Users/k:1",
	`"/home/lena"`, "x/Users/mo", "xUsers/no", "/Userss/x", "/user/x", "/Users/o p", "/home/ſam", "/Uſers/q",
	"/Users/résumé/x", "", "/", "Users", "/home/a\tb", "\\\\home\\r2\\d2", "/uſerS/ſam", "ſers/x", "/USERſ/y", "/homeſ/z",
	"/Users/\xff\xfe/x", "/home/\xc5", "/uſ", "/Users/a\u00a0b",
}

func TestIdentityFromPathMatchesRegexp(t *testing.T) {
	for _, s := range homePaths {
		checkIdentityFromPath(t, s)
	}
	r := rand.New(rand.NewPCG(1, 2))
	parts := []string{"/", `\`, "Users", "users", "USERS", "Uſers", "home", "HoMe", "sers", "al", "b", " ", ":", `"`, ",", "\t", "é", "ſ", "x", "\xc5", "\xbf", "\xff"}
	for range 20000 {
		var b strings.Builder
		for range r.IntN(12) {
			b.WriteString(parts[r.IntN(len(parts))])
		}
		checkIdentityFromPath(t, b.String())
	}
}

func FuzzIdentityFromPath(f *testing.F) {
	for _, s := range homePaths {
		f.Add(s)
	}
	f.Fuzz(checkIdentityFromPath)
}

func TestAppendLower(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := range 40 {
		for range 50 {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(r.IntN(256))
			}
			want := bytes.Clone(b)
			for i, c := range want {
				if 'A' <= c && c <= 'Z' {
					want[i] = c + 'a' - 'A'
				}
			}
			if got := appendLower([]byte("pre"), b); !bytes.Equal(got, append([]byte("pre"), want...)) {
				t.Fatalf("appendLower(%q) = %q, want %q", b, got[3:], want)
			}
		}
	}
}
