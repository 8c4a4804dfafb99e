package identity

import (
	"strings"
	"testing"
)

// Position by table: the word between [ and ] in each text.
func TestPosition(t *testing.T) {
	for text, want := range map[string]Pos{
		"I [will] check":                    Prose,
		"I [will].":                         Prose,
		"cd /Users/[will]/x":                Path,
		`C:\Users\[will]\x`:                 Path,
		"~[will]/bin":                       Path,
		"/Users/will/[acme]-proj/x":         Path,
		"/Users/will/acme-[proj]":           Path,
		"[will]@acme.io":                    Email,
		"will@[acme].io":                    Email,
		"ping @[will] now":                  Handle,
		"db.[acme].internal":                Host,
		"DB.[ACME].INTERNAL":                Host,
		"db.[acme].internat":                Prose,
		"build-01.corp.[acme].lan:8080":     Host,
		"[Wills]-MacBook-Air.local":         Host,
		"see [example].com":                 Prose,
		"https://[example].com/x":           Prose,
		"https://[acme].internal/x":         URL,
		"https://x.com/[will]/repo":         URL,
		"https://[will]:pw@x.com/":          URL,
		"https://[will].github.io/notes":    URL,
		"https://docs.[will].github.io/":    Prose,
		"https://[will].gitlab.io":          URL,
		"git@github.com:[willacme]/app.git": Path,
		"read [notes].md":                   Prose,
		"pick [will]-or-won't":              Prose,
		"the [main]#2 fix, 50%+[acme]":      Prose,
		`{"[command]":"ls"}`:                Prose,
		"from app import [main]":            Prose,
		`{\"[session]_id\":85}`:             Prose,
		`"C:\\Users\\[will]\\x"`:            Path,
		"call [will]__search":               Prose,
		"call mcp__[will]__search":          Tool,
		"mcp__[will]-notes__read":           Tool,
		"mcp__acme-[will]__":                Tool,
		"mcp__acme__[will]":                 Prose,
		"xmcp__[will]__search":              Prose,
	} {
		start := strings.IndexByte(text, '[')
		end := strings.IndexByte(text, ']') - 1
		plain := strings.NewReplacer("[", "", "]", "").Replace(text)
		if got := Position(plain, start, end); got != want {
			t.Errorf("Position(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestCommon(t *testing.T) {
	for w, want := range map[string]bool{
		"will": true, "Main": true, "example": true, "command": true, "proj": true, "api": true, "notes": true,
		"zorbatron": false, "willacme": false, "notesscratch": false, "alice": false,
	} {
		if got := Common(w); got != want {
			t.Errorf("Common(%q) = %v, want %v", w, got, want)
		}
	}
}

// CommonTerms answers as Common does, for its terms in any ASCII case
// and for any other word.
func TestCommonTerms(t *testing.T) {
	terms := NewCommonTerms([]string{"will", "Main", "alice", "notes-scratch", "zorbatron"})
	for _, w := range []string{
		"will", "WILL", "wIlL", "main", "MAIN", "alice", "ALICE", "notes-scratch", "Notes-Scratch", "zorbatron",
		"example", "Notes", "willacme", "", strings.Repeat("a", 33), "ſcratch",
	} {
		if got, want := terms.Common(w), Common(w); got != want {
			t.Errorf("CommonTerms.Common(%q) = %v, Common = %v", w, got, want)
		}
	}
	if !terms.Common("Will") || terms.Common("Alice") {
		t.Error("CommonTerms: will is common, alice is not")
	}
}

// A project's words and its joined name in each spelling are terms, a
// common directory name is not; the owner of a remote its user
// authenticates to is one, that of a public project's link or module path
// is not.
func TestProjectWordsAndRemotes(t *testing.T) {
	terms := Terms{}
	ProjectWords(terms, "Users-will-notes-scratch")
	ProjectWords(terms, "Users-will-code-acme")
	FromRemote(terms, "git remote add origin git@github.com:willacme/app.git; open https://github.com/settings/x https://ci@gitlab.com/bobco/y")
	FromRemote(terms, "go get github.com/spf13/cobra@latest && git clone https://github.com/golang/go")
	for _, w := range []string{"notes", "scratch", "notes-scratch", "notes_scratch", "notesscratch", "acme", "willacme", "bobco"} {
		if !terms[w] {
			t.Errorf("%q is not a term", w)
		}
	}
	for _, w := range []string{"code", "will", "settings", "github.com", "spf13", "golang"} {
		if terms[w] {
			t.Errorf("%q is a term", w)
		}
	}
}

// Position reads a bounded stretch around a word: a word in the middle of
// a token far longer than maxReach is judged by its neighbourhood, in
// time that does not grow with the token.
func TestPositionBounded(t *testing.T) {
	pad := strings.Repeat("x.", 10*maxReach)
	text := pad + "/home/will/" + pad
	start := len(pad) + len("/home/")
	if got := Position(text, start, start+4); got != Path {
		t.Errorf("Position in a long token = %v, want path", got)
	}
}
