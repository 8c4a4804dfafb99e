package identity

import (
	"bytes"
	"maps"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// homePath is the regular expression FromPath implements.
var homePath = regexp.MustCompile(`(?i)(?:^|[/\\])(?:Users|home)[/\\]([^/\\\s"'` + "`" + `:;,]+)`)

// fromPathRegexp is FromPath done by the regexp.
func fromPathRegexp(terms map[string]bool, s string) {
	if !strings.Contains(s, "sers") && !strings.Contains(s, "home") && !strings.Contains(s, "SERS") {
		return
	}
	for _, m := range homePath.FindAllStringSubmatch(s, -1) {
		Add(terms, m[1])
	}
}

func checkIdentityFromPath(t *testing.T, s string) {
	t.Helper()
	got, want := map[string]bool{}, map[string]bool{}
	FromPath(got, s)
	fromPathRegexp(want, s)
	if !maps.Equal(got, want) {
		t.Fatalf("FromPath(%q) = %v, the regexp finds %v", s, got, want)
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

// wholeWordReference is the identity check as a lowercase copy and
// bytes.Index do it, a common term counting at identity positions only.
func wholeWordReference(b []byte, terms [][]byte) bool {
	low := bytes.ToLower(b) // ASCII letters only: b is ASCII here
	for _, t := range terms {
		for off := 0; ; {
			i := bytes.Index(low[off:], t)
			if i < 0 {
				break
			}
			i += off
			end := i + len(t)
			before := i > 0 && isAlnum(t[0]) && isAlnum(low[i-1])
			after := end < len(low) && isAlnum(t[len(t)-1]) && isAlnum(low[end])
			if !before && !after && (!Common(string(t)) || Position(string(b), i, end) != Prose) {
				return true
			}
			off = i + 1
		}
	}
	return false
}

func TestTermSearchMatchesReference(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	alphabet := "abcAB-_/ .xyzXYZ09"
	word := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[r.IntN(len(alphabet))]
		}
		return b
	}
	found := 0
	for range 20000 {
		var terms [][]byte
		for range 1 + r.IntN(6) { // several share a first byte
			terms = append(terms, bytes.ToLower(word(2+r.IntN(10))))
		}
		text := word(r.IntN(200))
		if r.IntN(2) == 0 { // plant one, each letter in either case
			k := r.IntN(len(text) + 1)
			plant := bytes.Clone(terms[0])
			for i := range plant {
				if r.IntN(2) == 0 {
					plant[i] = bytes.ToUpper(plant[i : i+1])[0]
				}
			}
			text = append(text[:k], append(plant, text[k:]...)...)
		}
		got, want := newTermSearch(terms, false, nil).in(text, false), wholeWordReference(text, terms)
		if got != want {
			t.Fatalf("terms %q in %q: %v, the reference says %v", terms, text, got, want)
		}
		if got {
			found++
		}
	}
	if found < 1000 {
		t.Errorf("only %d texts held a term: the test checks too little", found)
	}
}

// BenchmarkTermSearch reads filler-like text (random letters and digits)
// for two nine-letter terms, as an export checks its output lines.
func BenchmarkTermSearch(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	text := make([]byte, 1<<20)
	for i := range text {
		text[i] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[rng.IntN(62)]
	}
	s := newTermSearch([][]byte{[]byte("jorlionov"), []byte("qmrstwxyz")}, false, nil)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if s.in(text, false) {
			b.Fatal("found a term in random text")
		}
	}
}

// BenchmarkTermSearchProse reads redacted prose for the terms an export
// checks a Codex corpus's output for: a user and a project, words of the
// project's directories, and their joined spellings, which share first
// letters and, with the prose, pairs of letters.
func BenchmarkTermSearchProse(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	words := strings.Fields(`the context export should update some runtime config before we retry; check [3#abcdefghijklm]
		and come back to the webhook hook output in package main at the time it said so`)
	var text []byte
	for len(text) < 1<<20 {
		text = append(append(text, words[rng.IntN(len(words))]...), ' ')
	}
	terms := [][]byte{[]byte("jorlionov"), []byte("quendrial"), []byte("runtimes"), []byte("webhooks")}
	for _, p := range []string{"batch", "catalog", "loader", "notify", "service", "view"} {
		for _, sep := range []string{"-", "_", ""} {
			terms = append(terms, []byte(p+sep+"git"+sep+"cnryf3e37"))
		}
	}
	s := newTermSearch(terms, false, nil)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		if s.in(text, false) {
			b.Fatal("found a term in the prose")
		}
	}
}
