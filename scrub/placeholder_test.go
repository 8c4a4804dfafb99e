package scrub

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/rules"
)

func TestPlaceholderIDShape(t *testing.T) {
	d := newIder(NewPseudonymizer(redactSalt))
	seen := map[string]bool{}
	for i := range 2000 {
		id := string(d.id(nil, "EMAIL", []byte(fmt.Sprint("v", i))))
		if len(id) != IDLen || strings.Trim(id, idAlphabet) != "" {
			t.Fatalf("id %d has the wrong shape", i)
		}
		if seen[id] {
			t.Fatalf("id %d collides", i)
		}
		seen[id] = true
	}
	if a, b := d.id(nil, "EMAIL", []byte("x")), d.id(nil, "TERM", []byte("x")); string(a) == string(b) {
		t.Errorf("the label does not enter the id")
	}
	// Every character position varies, the last one included.
	var last [IDLen]map[byte]bool
	for i := range last {
		last[i] = map[byte]bool{}
	}
	for i := range 500 {
		id := d.id(nil, "X", []byte(fmt.Sprint(i)))
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

func TestRenumber(t *testing.T) {
	id := func(c byte) string { return strings.Repeat(string(c), IDLen) }
	numbers := map[string]int{"EMAIL " + id('a'): 1, "EMAIL " + id('b'): 2, "REDACTED:github-token " + id('a'): 7, "USER " + id('c'): 12}
	number := func(label, id []byte) (int, bool) {
		n, ok := numbers[string(label)+" "+string(id)]
		return n, ok
	}
	for _, c := range []struct{ in, want string }{
		{`{"a":"no placeholders"}`, `{"a":"no placeholders"}`},
		{`{"a":"[EMAIL:#` + id('a') + `] and [EMAIL:#` + id('b') + `]"}`, `{"a":"[EMAIL:1] and [EMAIL:2]"}`},
		{`{"[EMAIL:#` + id('a') + `]":"[REDACTED:github-token:#` + id('a') + `]"}`, `{"[EMAIL:1]":"[REDACTED:github-token:7]"}`},
		{`{"a":"/Users/[USER:#` + id('c') + `]/x [USER:#` + id('c') + `][USER:#` + id('c') + `]"}`, `{"a":"/Users/[USER:12]/x [USER:12][USER:12]"}`},
		// Unknown ids and labels, and look-alikes, are left alone.
		{`{"a":"[EMAIL:#` + id('z') + `] [TERM:#` + id('a') + `]"}`, `{"a":"[EMAIL:#` + id('z') + `] [TERM:#` + id('a') + `]"}`},
		{`{"a":"[EMAIL:#` + id('a')[1:] + `] [EMAIL:#` + id('a') + `a] EMAIL:#` + id('a') + `] [EMAIL #` + id('a') + `]"}`,
			`{"a":"[EMAIL:#` + id('a')[1:] + `] [EMAIL:#` + id('a') + `a] EMAIL:#` + id('a') + `] [EMAIL #` + id('a') + `]"}`},
		{`{"a":"[:#` + id('a') + `] [EMAIL:#` + strings.ToUpper(id('a')) + `] :# [EMAIL:#`, `{"a":"[:#` + id('a') + `] [EMAIL:#` + strings.ToUpper(id('a')) + `] :# [EMAIL:#`},
		// Adjacent to another bracket.
		{`[[EMAIL:#` + id('a') + `]]`, `[[EMAIL:1]]`},
		// A sidecar line.
		{`key=[REDACTED:github-token:#` + id('a') + `]`, `key=[REDACTED:github-token:7]`},
	} {
		got := string(Renumber([]byte("p:"), []byte(c.in), number))
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
	for label := range x.known {
		labels++
		for i, ctx := range contexts {
			ph := string(appendProvisional(nil, label, d.id(nil, label, []byte(fmt.Sprint(i)))))
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
	ph := "[EMAIL:#" + strings.Repeat("a", IDLen) + "]"
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
