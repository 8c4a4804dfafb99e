package scrub

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/rules"
)

func TestPlaceholderIDShape(t *testing.T) {
	d := newIder(NewPseudonymizer(redactSalt))
	seen := map[string]bool{}
	for i := range 2000 {
		id := string(d.id(nil, []byte("EMAIL"), []byte(fmt.Sprint("v", i))))
		if len(id) != IDLen || strings.Trim(id, idAlphabet) != "" {
			t.Fatalf("id %d has the wrong shape", i)
		}
		if seen[id] {
			t.Fatalf("id %d collides", i)
		}
		seen[id] = true
	}
	if a, b := d.id(nil, []byte("EMAIL"), []byte("x")), d.id(nil, []byte("TERM"), []byte("x")); string(a) == string(b) {
		t.Errorf("the label does not enter the id")
	}
	// Every character position varies, the last one included.
	var last [IDLen]map[byte]bool
	for i := range last {
		last[i] = map[byte]bool{}
	}
	for i := range 500 {
		id := d.id(nil, []byte("X"), []byte(fmt.Sprint(i)))
		for k := range id {
			last[k][id[k]] = true
		}
	}
	for k := range last {
		if len(last[k]) < 20 {
			t.Errorf("position %d of ids takes only %d values", k, len(last[k]))
		}
	}
}

// finalForm renumbers a redacted output as an export does: the ids of each
// label numbered from 1 in order of first appearance.
func finalForm(x *Redaction, out []byte) string {
	numbers := map[string]int{}
	next := map[string]int{}
	return string(x.Renumber(nil, out, func(label, id []byte) (int, bool) {
		k := string(label) + " " + string(id)
		if numbers[k] == 0 {
			next[string(label)]++
			numbers[k] = next[string(label)]
		}
		return numbers[k], true
	}))
}

// provisional returns the provisional form of a placeholder of x.
func provisional(x *Redaction, label, id string) string {
	code := slices.IndexFunc(x.codes, func(l []byte) bool { return string(l) == label })
	if code < 0 {
		panic("unknown label")
	}
	return string(appendProvisional(nil, code, []byte(id)))
}

func TestRenumber(t *testing.T) {
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{Users: []string{"alice"}, Terms: []string{"acme"}})
	id := func(c byte) string { return strings.Repeat(string(c), IDLen) }
	ph := func(label string, c byte) string { return provisional(x, label, id(c)) }
	numbers := map[string]int{"EMAIL " + id('a'): 1, "EMAIL " + id('b'): 2, "REDACTED:github-token " + id('a'): 7, "USER " + id('c'): 12}
	number := func(label, id []byte) (int, bool) {
		n, ok := numbers[string(label)+" "+string(id)]
		return n, ok
	}
	code := len(x.codes) // not a code
	for _, c := range []struct{ in, want string }{
		{`{"a":"no placeholders # here"}`, `{"a":"no placeholders # here"}`},
		{`{"a":"` + ph("EMAIL", 'a') + ` and ` + ph("EMAIL", 'b') + `"}`, `{"a":"[EMAIL:1] and [EMAIL:2]"}`},
		{`{"` + ph("EMAIL", 'a') + `":"` + ph("REDACTED:github-token", 'a') + `"}`, `{"[EMAIL:1]":"[REDACTED:github-token:7]"}`},
		{`{"a":"/Users/` + ph("USER", 'c') + `/x ` + ph("USER", 'c') + ph("USER", 'c') + `"}`, `{"a":"/Users/[USER:12]/x [USER:12][USER:12]"}`},
		// Unknown ids and codes, and look-alikes, are left alone.
		{`{"a":"` + ph("EMAIL", 'z') + ` ` + ph("TERM", 'a') + `"}`, `{"a":"` + ph("EMAIL", 'z') + ` ` + ph("TERM", 'a') + `"}`},
		{fmt.Sprintf(`{"a":"[%d#%s] [#%s] [x1#%s] [1#%sa] 1#%s] [1#%s"}`, code, id('a'), id('a'), id('a'), id('a'), id('a'), id('a')),
			fmt.Sprintf(`{"a":"[%d#%s] [#%s] [x1#%s] [1#%sa] 1#%s] [1#%s"}`, code, id('a'), id('a'), id('a'), id('a'), id('a'), id('a'))},
		{`{"a":"[00001#` + id('a') + `] [1#` + strings.ToUpper(id('a')) + `] # [1#`, `{"a":"[00001#` + id('a') + `] [1#` + strings.ToUpper(id('a')) + `] # [1#`},
		// Adjacent to other brackets and hashes.
		{`[` + ph("EMAIL", 'a') + `]#`, `[[EMAIL:1]]#`},
		{`#` + ph("EMAIL", 'a') + `#` + ph("EMAIL", 'b'), `#[EMAIL:1]#[EMAIL:2]`},
		// A sidecar line.
		{`key=` + ph("REDACTED:github-token", 'a'), `key=[REDACTED:github-token:7]`},
	} {
		got := string(x.Renumber([]byte("p:"), []byte(c.in), number))
		if got != "p:"+c.want {
			t.Errorf("Renumber(%s)\n got %s\nwant p:%s", c.in, got, c.want)
		}
		if json.Valid([]byte(c.in)) && !json.Valid([]byte(got[2:])) {
			t.Errorf("Renumber(%s) is not valid JSON", c.in)
		}
	}
}

// TestPlaceholdersInert checks that no default rule, nor an identity
// literal, finds residue in placeholders of every label written in the
// contexts where secrets stand.
func TestPlaceholdersInert(t *testing.T) {
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{
		Users: []string{"alice"}, Hosts: []string{"mbp"}, Terms: []string{"acme"}})
	d := newIder(x.p)
	contexts := []string{
		"%s", "token=%s", "token: %s,", `password = "%s"`, "Authorization: Bearer %s", "AWS_SECRET_ACCESS_KEY=%s",
		"api_key=%s&x=1", "https://user:%s@example.com/x", "--password %s", `{"secret": "%s"}`, "key-%s", "%s%s",
		"/Users/%s/code", "mail %s today", "%s.%s.%s", "sk-%s", "ghp_%s",
		"-----BEGIN RSA PUBLIC KEY-----\n%s\n-----END RSA PUBLIC KEY-----", "Private-MAC: %s",
	}
	var ms []rules.Match
	var spans []span
	labels := 0
	for code, label := range x.codes {
		labels++
		for i, ctx := range contexts {
			ph := string(appendProvisional(nil, code, d.id(nil, label, []byte(fmt.Sprint(i)))))
			text := strings.ReplaceAll(ctx, "%s", ph)
			ms = x.set.Find(ms[:0], text)
			spans = x.placeholders(spans[:0], text)
			for _, m := range ms {
				for range residueRuns(text, m, spans) {
					t.Errorf("rule %s finds residue in a %s placeholder in context %q", m.Rule.ID, label, ctx)
					break
				}
			}
		}
	}
	if labels < 20 {
		t.Errorf("only %d labels", labels)
	}
}

func TestResidueRuns(t *testing.T) {
	ph := "[1#" + strings.Repeat("a", IDLen) + "]"
	text := "x:" + ph + ", y" + ph + "é"
	spans := []span{{2, 2 + len(ph)}, {len(text) - 2 - len(ph), len(text) - 2}}
	var got []string
	for i, j := range residueRuns(text, rules.Match{Start: 0, End: len(text)}, spans) {
		got = append(got, text[i:j])
	}
	if strings.Join(got, "|") != "x|y|é" {
		t.Errorf("residue runs: got %q", got)
	}
	for range residueRuns(text, rules.Match{Start: 1, End: 2 + len(ph) + 2}, spans) {
		t.Errorf("a placeholder and punctuation are residue")
	}
}
