package scrub

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/identity"
)

// scrubValue scrubs the JSON string value v (as written between quotes)
// and returns the output as written.
func scrubValue(t testing.TB, s *Structural, v string) string {
	t.Helper()
	out := scrub(t, s, `{"x":"`+v+`"}`)
	return string(out[len(`{"x":"`) : len(out)-2])
}

func TestPathShape(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	s := NewStructural(p)
	seg := p.Segment
	const uuid = "0b3c2a1e-1234-4abc-8def-0123456789ab"
	for _, c := range []struct{ in, want string }{
		{"/Users/alice/.cursor/projects/Users-alice-acme-app/agent-tools/" + uuid + ".txt",
			"/Users/" + seg("alice") + "/.cursor/projects/" + seg("Users-alice-acme-app") + "/agent-tools/" + seg(uuid+".txt")},
		{"~/code/x.go", "~/" + seg("code") + "/" + seg("x.go")},
		{"./a/b", "./" + seg("a") + "/" + seg("b")},
		{"../up", "../" + seg("up")},
		{`C:\\Users\\bob\\x.md`, `C:\\Users\\` + seg("bob") + `\\` + seg("x.md")},
		{"c:/work/y", "c:/" + seg("work") + "/" + seg("y")},
		{`\\\\server\\share`, `\\\\` + seg("server") + `\\` + seg("share")},
		{"src/main.go", "src/" + seg("main.go")},
		{"/a/b.go:12:3", "/" + seg("a") + "/" + seg("b.go") + ":" + seg("12") + ":" + seg("3")},
		{"/home/carol/node_modules/README.md", "/home/" + seg("carol") + "/node_modules/README.md"},
		{"/", "/"},
		{"//", "//"},
	} {
		if got := scrubValue(t, s, c.in); got != c.want {
			t.Errorf("path %q: got %q, want %q", c.in, got, c.want)
		}
	}
	// Paths inside text, between delimiters; a sentence's final period is
	// not part of the path.
	want := seg("alice") + "/" + seg("x.go")
	for _, text := range []string{
		"cat '/Users/alice/x.go'", "(/Users/alice/x.go)", "--path=/Users/alice/x.go",
		"a,/Users/alice/x.go;", "see /Users/alice/x.go.", "[x](/Users/alice/x.go)",
		`\"/Users/alice/x.go\"`, `line\n/Users/alice/x.go\n`,
	} {
		if got := scrubValue(t, s, text); !strings.Contains(got, "/Users/"+want) {
			t.Errorf("text %q: path not pseudonymized in place: %q", text, got)
		}
	}
	// Not paths: keyed as part of the whole string, no separator survives.
	for _, text := range []string{"and/or", "a/b", "x:y", "1/2"} {
		if got := scrubValue(t, s, text); strings.ContainsAny(got, `/:`) {
			t.Errorf("text %q is not a path but kept its shape: %q", text, got)
		}
	}
}

func TestSegmentShape(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	for _, c := range []struct{ in, pattern string }{
		{"alice", `^[A-Za-z0-9]{5}$`},
		{"main.go", `^[A-Za-z0-9]{4}\.go$`},
		{"data.jsonl", `^[A-Za-z0-9]{4}\.jsonl$`},
		{"notes.toolong", `^[A-Za-z0-9]{5}\.[A-Za-z0-9]{7}$`},                       // not an extension: too long
		{"v1.123", `^[A-Za-z0-9]{2}\.[A-Za-z0-9]{3}$`},                              // not an extension: no letter
		{"archive.tar.gz", `^[A-Za-z0-9]{7}\.[A-Za-z0-9]{3}\.gz$`},                  // last extension only
		{"notes_scratch src+x", `^[A-Za-z0-9]{5}_[A-Za-z0-9]{7} src\+[A-Za-z0-9]$`}, // word by word, public words kept
		{".env", `^\.[A-Za-z0-9]{3}$`},
		{".cursor", `^\.cursor$`},
		{"Users-alice-acme-app", `^Users-[A-Za-z0-9]{5}-[A-Za-z0-9]{4}-[A-Za-z0-9]{3}$`},
		{"home-bob", `^home-[A-Za-z0-9]{3}$`},
		{"Users", `^Users$`},
		{"0b3c2a1e-1234-4abc-8def-0123456789ab", `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`},
		{"0B3C2A1E-1234-4ABC-8DEF-0123456789AB.txt", `^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\.txt$`},
		{"café", "^[A-Za-z0-9]{3}[\u0250-\u028f]$"},
		{"\xffx", `^[A-Za-z0-9]{2}$`},
	} {
		if got := p.Segment(c.in); !mustMatch(c.pattern, got) {
			t.Errorf("Segment(%q) = %q, want shape %s", c.in, got, c.pattern)
		}
	}
	// The same stem under different extensions, and a session directory
	// and its file, agree.
	const id = "7f3e2a10-aaaa-4bbb-8ccc-0123456789ab"
	if d, f := p.Segment(id), p.Segment(id+".jsonl"); f != d+".jsonl" {
		t.Errorf("Segment(id) and Segment(id.jsonl) disagree")
	}
}

func TestUserNameNeverSurvives(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	s := NewStructural(p)
	for _, name := range []string{"alice", "bob", "j.doe", "María", "李雷"} {
		for _, seg := range []string{name, "Users-" + name + "-acme-app", "home-" + name} {
			if strings.Contains(p.Segment(seg), name) {
				t.Errorf("Segment of a name-bearing segment keeps the name (case %d bytes)", len(seg))
			}
		}
		out := scrubValue(t, s, "/Users/"+name+"/.cursor/projects/Users-"+name+"-acme/agent-tools/x.txt")
		if strings.Contains(out, name) {
			t.Errorf("path keeps a user name (case %d bytes)", len(name))
		}
	}
}

func TestSegmentConsistentEverywhere(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	s := NewStructural(p)
	proj, uuid := "Users-alice-acme-app", "0b3c2a1e-1234-4abc-8def-0123456789ab.txt"
	want := "/.cursor/projects/" + p.Segment(proj) + "/agent-tools/" + p.Segment(uuid)
	path := "/Users/alice/.cursor/projects/" + proj + "/agent-tools/" + uuid
	var sidecar bytes.Buffer
	if err := s.Sidecar(&sidecar, strings.NewReader("read "+path+"\n"), nil); err != nil {
		t.Fatal(err)
	}
	for _, got := range []string{
		scrubValue(t, s, path),                               // a tool input path
		scrubValue(t, s, "cat "+path+" | head"),              // inside a command
		string(scrub(t, s, `{"`+path+`":1}`)),                // a key
		string(scrub(t, NewStructural(p), `["`+path+`",1]`)), // another scrubber
		sidecar.String(),
	} {
		if !strings.Contains(got, want) {
			t.Errorf("path pseudonym differs from Segment()")
		}
	}
}

// cursorEncode is a working directory as Cursor names its project
// directory: the leading "/" dropped, every other ASCII byte that is not a
// letter or digit turned into "-".
func cursorEncode(path string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x80 && !isAlnum[r] {
			return '-'
		}
		return r
	}, strings.TrimPrefix(path, "/"))
}

// TestSegmentAgreesWithEncodedCwd checks that a project directory's
// pseudonym is the Cursor encoding of the pseudonym its working directory
// gets in content, whichever separators the directory names hold.
func TestSegmentAgreesWithEncodedCwd(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	s := NewStructural(p)
	for _, cwd := range []string{
		"/Users/example/demo-app", "/Users/example/notes_scratch", "/home/bob/src/acme-billing/api",
		"/Users/alice/work/client+site", "/Users/li/测试-app",
	} {
		dir := cursorEncode(cwd)
		if got, want := p.Segment(dir), cursorEncode(scrubValue(t, s, cwd)); got != want {
			t.Errorf("case %d: the project directory's pseudonym is not the encoding of the cwd's", len(cwd))
		}
		if len(p.Segment(dir)) != len(dir) {
			t.Errorf("case %d: pseudonym of another length", len(cwd))
		}
	}
}

// A pseudonym word that is a word to avoid is drawn again: the same
// shape, another word, the same under the same keys each time, in names
// and in content paths alike; other words keep their pseudonyms.
func TestSegmentAvoiding(t *testing.T) {
	p := NewPseudonymizer([]byte("avoiding salt, sixteen bytes"))
	first := p.Segment("qwer")
	avoid := func(w []byte) bool { return strings.EqualFold(string(w), first) }
	q := p.Avoiding(avoid)
	got := q.Segment("qwer")
	if len(got) != len(first) || strings.EqualFold(got, first) || got != q.Segment("qwer") {
		t.Errorf("the avoided draw was not drawn again, deterministically, in its shape")
	}
	if q.Segment("Users-asdf-qwer") != p.Segment("Users-asdf")+"-"+got {
		t.Errorf("a segment's words changed beyond the avoided one")
	}
	s := NewStructural(q)
	out, err := s.Line(nil, []byte(`{"role":"user","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/x/qwer/y"}}]}}`), nil)
	if err != nil || !strings.Contains(string(out), "/"+got+"/") {
		t.Errorf("a content path does not agree with the redrawn name")
	}
}

// A word's pseudonym is never the word, whatever the salt: a name made of
// public words and a one-letter one (claude_p) would survive whole one
// time in 26, failing the export closed for that salt.
func TestSegmentWordNotItself(t *testing.T) {
	if !PublicPathWord("claude") || PublicPathWord("p") {
		t.Fatal("the test needs a public word and a non-public letter")
	}
	for i := range 300 {
		p := NewPseudonymizer([]byte(fmt.Sprintf("salt number %d, sixteen bytes", i)))
		for _, seg := range []string{"p", "claude_p", "x7", "Users-q-claude_p"} {
			if got := p.Segment(seg); strings.EqualFold(got, seg) {
				t.Fatalf("salt %d: segment %q is its own pseudonym", i, seg)
			}
		}
	}
}

// A pseudonym word next to a kept one never spells a term of several
// words: the project claude_p is the term claude-p, and a path's claude-x,
// claude kept, had x's pseudonym p for one x in 26 (the export then
// failed closed for that salt). identity.Check.Word reports a word of such
// a term, which is drawn again.
func TestSegmentAvoidsTermParts(t *testing.T) {
	check := identity.NewCheck(identity.Terms{"claude-p": true}, nil)
	for salt := range 8 {
		p := NewPseudonymizer(fmt.Appendf(nil, "term parts salt %d, sixteen+", salt)).Avoiding(check.Word)
		for c := 'a'; c <= 'z'; c++ {
			if seg := "claude-" + string(c); c != 'p' && strings.EqualFold(p.Segment(seg), "claude-p") {
				t.Errorf("salt %d: the pseudonym of %s spells the term", salt, seg)
			}
		}
	}
}
