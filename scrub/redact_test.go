package scrub

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// fakes makes realistic fake secrets at run time from a seeded generator,
// so that no secret is ever committed.
type fakes struct{ r *rand.Rand }

func newFakes(seed uint64) fakes { return fakes{rand.New(rand.NewPCG(seed, 77))} }

const (
	base62      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	upperDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	base64Chars = base62 + "+/"
)

func (f fakes) pick(alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[f.r.IntN(len(alphabet))]
	}
	return string(b)
}

func (f fakes) github() string { return "gh" + "p_" + f.pick(base62, 36) }
func (f fakes) aws() string    { return "AK" + "IA" + f.pick(upperDigits, 16) }
func (f fakes) stripe() string { return "sk" + "_live_" + f.pick(base62, 24) }
func (f fakes) slack() string {
	return "xo" + "xb-" + f.pick("0123456789", 11) + "-" + f.pick("0123456789", 12) + "-" + f.pick(base62, 24)
}

// pem is a private key block of lines lines, with real line breaks.
func (f fakes) pem(lines int) string {
	var b strings.Builder
	b.WriteString("-----BEGIN RSA " + "PRIVATE KEY-----\n")
	for range lines {
		b.WriteString(f.pick(base64Chars, 64) + "\n")
	}
	b.WriteString("-----END RSA " + "PRIVATE KEY-----")
	return b.String()
}

// secrets returns one fake of each kind.
func (f fakes) secrets() []string {
	return []string{f.github(), f.aws(), f.stripe(), f.slack(), f.pem(12)}
}

// quote returns s as the inside of a JSON string.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b[1 : len(b)-1])
}

var redactSalt = []byte("transcrub redact test salt")

func newTestRedactor(o RedactOptions) *Redactor {
	return NewRedactor(NewPseudonymizer(redactSalt), o)
}

// redactOK redacts a valid line, checks it and fails the test on any
// error; messages name no content.
func redactOK(t testing.TB, r *Redactor, line string, st *Stats) []byte {
	t.Helper()
	out, err := r.Line(nil, []byte(line), st)
	if err != nil {
		t.Fatalf("Line: %v", err)
	}
	if !json.Valid(out) {
		t.Fatalf("output is not valid JSON")
	}
	if err := r.Check(out, []byte(line)); err != nil {
		t.Fatalf("Check: %v", err)
	}
	// A fresh Redactor has not written the line: its Check matches every
	// output string again.
	if err := r.x.NewRedactor().Check(out, []byte(line)); err != nil {
		t.Fatalf("full Check: %v", err)
	}
	return out
}

// assertGone fails if secret survives in out, as written or JSON-escaped.
func assertGone(t testing.TB, what string, out []byte, secret string) {
	t.Helper()
	for _, form := range []string{secret, quote(secret)} {
		if i := bytes.Index(out, []byte(form)); i >= 0 {
			t.Errorf("%s: survives at byte %d", what, i)
		}
	}
	// A multi-line secret must not survive in part either.
	for _, part := range strings.Split(secret, "\n") {
		if len(part) >= 16 && bytes.Contains(out, []byte(part)) {
			t.Errorf("%s: a line of it survives", what)
		}
	}
}

func frameLine(blocks string) string {
	return `{"role":"assistant","message":{"content":[` + blocks + `]}}`
}

func toolLine(name, input string) string {
	return frameLine(`{"type":"tool_use","name":"` + name + `","input":` + input + `}`)
}

func TestRedactSurfaces(t *testing.T) {
	f := newFakes(1)
	cases := []struct {
		surface string
		line    string // SECRET is replaced by each fake, JSON-quoted
		count   func(Stats) Count
	}{
		{"text", frameLine(`{"type":"text","text":"here: SECRET. done"}`), func(s Stats) Count { return s.Text }},
		{"user text", `{"role":"user","message":{"content":[{"type":"text","text":"<user_query>\nuse SECRET\n</user_query>"}]}}`, func(s Stats) Count { return s.Text }},
		{"shell", toolLine("Shell", `{"command":"curl -H 'Authorization: token SECRET' https://api.github.com","description":"x"}`), func(s Stats) Count { return s.ToolInput }},
		{"write", toolLine("Write", `{"path":"/tmp/.env","contents":"TOKEN=SECRET\n"}`), func(s Stats) Count { return s.ToolInput }},
		{"str replace", toolLine("StrReplace", `{"path":"a.go","old_string":"k := \"SECRET\"","new_string":"k := os.Getenv(\"K\")"}`), func(s Stats) Count { return s.ToolInput }},
		{"todo nested", toolLine("TodoWrite", `{"todos":[{"id":"1","content":"rotate SECRET","status":"pending"}]}`), func(s Stats) Count { return s.ToolInput }},
		{"tool input key", toolLine("Shell", `{"env":{"SECRET":"1"}}`), func(s Stats) Count { return s.Keys }},
		{"applypatch", toolLine("ApplyPatch", `"*** Begin Patch\n*** Update File: cfg.yaml\n@@\n-key: old\n+key: SECRET\n*** End Patch"`), func(s Stats) Count { return s.ApplyPatch }},
		{"mcp value", toolLine("CallMcpTool", `{"server":"gh","toolName":"create","arguments":{"body":"SECRET","n":3}}`), func(s Stats) Count { return s.MCPArguments }},
		{"mcp nested value", toolLine("CallDynamicTool", `{"server":"gh","arguments":{"a":[{"b":["SECRET"]}]}}`), func(s Stats) Count { return s.MCPArguments }},
		{"mcp key", toolLine("CallMcpTool", `{"server":"gh","arguments":{"SECRET":"v"}}`), func(s Stats) Count { return s.Keys }},
		{"turn error", `{"type":"turn_ended","status":"error","error":"auth failed for SECRET"}`, func(s Stats) Count { return s.Error }},
		{"unknown frame", `{"kind":"diag","detail":{"x":["SECRET"]}}`, func(s Stats) Count { return s.Other }},
		{"hostile role", `{"role":"SECRET","message":{"content":[]}}`, func(s Stats) Count { return s.Other }},
	}
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{})
	for _, c := range cases {
		for k, secret := range f.secrets() {
			r := x.NewRedactor()
			line := strings.ReplaceAll(c.line, "SECRET", quote(secret))
			var st Stats
			out := redactOK(t, r, line, &st)
			what := c.surface + " #" + string(rune('0'+k))
			assertGone(t, what, out, secret)
			if got := c.count(st); got.Count != 1 || got.Bytes < int64(len(secret))/2 {
				t.Errorf("%s: surface counted %+v", what, got)
			}
			if !strings.Contains(finalForm(r.x, out), "[REDACTED:") {
				t.Errorf("%s: no secret placeholder", what)
			}
			if again, _ := r.Line(nil, out, nil); !bytes.Equal(again, out) {
				t.Errorf("%s: redacting twice changed the output", what)
			}
		}
	}
}

func TestRedactKeepsEverythingElse(t *testing.T) {
	r := newTestRedactor(RedactOptions{Users: []string{"alice"}})
	for _, c := range lineCases {
		if strings.Contains(c.line, "alice") || strings.Contains(c.line, "\xff") || strings.Contains(c.line, `\ud800`) {
			continue // identity, or invalid UTF-8 that is normalized
		}
		out := redactOK(t, r, c.line, nil)
		want, _ := Skeleton(nil, []byte(c.line))
		if got, _ := Skeleton(nil, out); !bytes.Equal(got, want) {
			t.Errorf("%s: skeleton changed", c.name)
		}
		var a, b any
		if json.Unmarshal([]byte(c.line), &a) == nil && json.Unmarshal(out, &b) == nil {
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if !bytes.Equal(ja, jb) {
				t.Errorf("%s: content changed without a match", c.name)
			}
		}
	}
	// Untouched strings keep their written form.
	line := `{"a":"\u00e9 \/ x","b":"plain"}`
	if out := redactOK(t, r, line, nil); string(out) != line {
		t.Errorf("written form of an untouched string changed")
	}
	// Invalid UTF-8 becomes U+FFFD.
	out := redactOK(t, r, "{\"a\":\"x\xffy\"}", nil)
	if string(out) != `{"a":"x\ufffdy"}` {
		t.Errorf("invalid UTF-8 not normalized")
	}
}

func TestRedactEscapedSecret(t *testing.T) {
	secret := newFakes(2).github()
	var esc strings.Builder
	for _, c := range secret {
		esc.WriteString(`\u00` + string("0123456789abcdef"[c>>4]) + string("0123456789abcdef"[c&15]))
	}
	r := newTestRedactor(RedactOptions{})
	line := `{"a":"tok: ` + esc.String() + `\n"}`
	out := redactOK(t, r, line, nil)
	assertGone(t, "escaped", out, secret)
	if bytes.Contains(out, []byte(esc.String()[:30])) {
		t.Errorf("escaped form survives")
	}
}

func TestRedactIdentity(t *testing.T) {
	p := NewPseudonymizer(redactSalt)
	const proj = "Users-alice-acme-app"
	sidecar := "0b3c2a1e-1234-4abc-8def-0123456789ab"
	r := NewRedactor(p, RedactOptions{
		Users:  []string{"alice", "user"},
		Hosts:  []string{"alices-mbp"},
		Terms:  []string{"Acme"},
		Rename: map[string]string{proj: p.Segment(proj), sidecar: p.Segment(sidecar)},
	})
	readBack := "/Users/alice/.cursor/projects/" + proj + "/agent-tools/" + sidecar + ".txt"
	for _, c := range []struct{ name, line string }{
		{"read-back path", toolLine("ReadFile", `{"path":"`+readBack+`"}`)},
		{"command", toolLine("Shell", `{"command":"cat `+readBack+` | head"}`)},
		{"home paths", frameLine(`{"type":"text","text":"/home/alice/x and C:\\Users\\alice\\y and ~alice"}`)},
		{"prose", `{"role":"user","message":{"content":[{"type":"text","text":"Alice here on ALICES-MBP, working for ACME."}]}}`},
		{"mcp key", toolLine("CallMcpTool", `{"server":"s","arguments":{"alice":"acme"}}`)},
		{"deep discriminators", toolLine("Task", `{"kind":"alice","calls":[{"type":"tool_call","name":"acme"}],"role":"Acme"}`)},
		{"nested block type", `{"role":"user","message":{"content":[{"type":"tool_result","content":[{"type":"alice","status":"acme"}]}]}}`},
	} {
		out := redactOK(t, r, c.line, nil)
		low := bytes.ToLower(out)
		for _, word := range []string{"alice", "acme", proj, sidecar} {
			if i := bytes.Index(low, []byte(strings.ToLower(word))); i >= 0 {
				t.Errorf("%s: identity survives at byte %d", c.name, i)
			}
		}
		if c.name == "read-back path" || c.name == "command" {
			want := "/Users/[USER:1]/.cursor/projects/" + p.Segment(proj) + "/agent-tools/" + p.Segment(sidecar) + ".txt"
			if !strings.Contains(finalForm(r.x, out), want) {
				t.Errorf("%s: read-back path does not name the bundle's pseudonyms", c.name)
			}
		}
	}
	// The user name "user", a common word, does not touch role "user"
	// (structural) nor the word in prose, but is redacted where it stands
	// as a user: in a home path.
	out := redactOK(t, r, `{"role":"user","message":{"content":[{"type":"text","text":"the user in /home/user/x"}]}}`, nil)
	if !bytes.HasPrefix(out, []byte(`{"role":"user",`)) || !strings.Contains(finalForm(r.x, out), "the user in /home/[USER:") {
		t.Errorf("structural role or prose changed, or the user kept in a home path")
	}
	// Case variants of a name get one id.
	var v struct{ A, B string }
	out = redactOK(t, r, `{"a":"alice","b":"ALICE"}`, nil)
	if err := json.Unmarshal(out, &v); err != nil || v.A != v.B || !strings.HasPrefix(v.A, "[") {
		t.Errorf("case variants of a name got different placeholders")
	}
}

// A common project word is redacted where it stands as identity, in an
// object key as in a value (a path used as a key), and nowhere else: not
// as a key of its own, nor as a word of prose, before an escaped line
// break too, nor in a segment the layout names (the user's "results" in
// tool-results).
func TestRedactCommonWordWhereIdentity(t *testing.T) {
	r := newTestRedactor(RedactOptions{Words: []string{"lantern"}, Users: []string{"results"}})
	out := string(redactOK(t, r, toolLine("CallMcpTool", `{"server":"s","arguments":{"/home/amy/lantern/a.md":1,"lantern":"the lantern tool\nlantern","p":"/x/tool-results/y"}}`), nil))
	if strings.Contains(out, "/lantern/") {
		t.Errorf("the word survived as a segment of a path used as a key")
	}
	for _, keep := range []string{`"lantern":"the lantern tool\nlantern"`, "/x/tool-results/y"} {
		if !strings.Contains(out, keep) {
			t.Errorf("a key, prose or the layout's segment lost the word: %q", keep)
		}
	}
	// A user named like the project's first word, kept in prose, does not
	// keep the project's joined name that it begins.
	r = newTestRedactor(RedactOptions{Users: []string{"lantern"}, Words: []string{"lantern-review-helper"}})
	if out := string(redactOK(t, r, frameLine(`{"type":"text","text":"the lantern-review-helper repo"}`), nil)); strings.Contains(out, "lantern-review") {
		t.Errorf("the joined name survived behind a common user name")
	}
}

func TestRedactPrecision(t *testing.T) {
	r := newTestRedactor(RedactOptions{Users: []string{"alice"}})
	for _, text := range []string{
		"commit 3f2c8e1a9b7d4c6e5f0a1b2c3d4e5f6a7b8c9d0e fixed it",
		"id 550e8400-e29b-41d4-a716-446655440000 in the log",
		"bumped to v1.24.3 and 2.0.0-rc.1+build.5",
		"integrity sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU= ok",
		"call getUserAccountInformationByIdentifierWithRetries now",
		"see /usr/lib/x86_64-linux-gnu/libssl.so.3 and /opt/homebrew/bin/go",
		"the malice in wonderland", // "alice" only inside a word
	} {
		line := `{"a":"` + quote(text) + `"}`
		if out := redactOK(t, r, line, nil); string(out) != line {
			t.Errorf("benign text %q changed: %s", text, out)
		}
	}
}

// TestRedactTokenStorage redacts the token in a browser storage entry
// named for where tokens are stored (Okta's okta-token-storage, as a
// Playwright storageState saves it) and keeps the entry's keys.
func TestRedactTokenStorage(t *testing.T) {
	r := newTestRedactor(RedactOptions{})
	jwt := newFakes(43).pick(base62, 36) + "." + newFakes(44).pick(base62, 40) + "." + newFakes(45).pick(base62, 43)
	text := `{"name": "okta-token-storage", "value": "{\"accessToken\":{\"accessToken\":\"` + jwt + `\",\"tokenType\":\"Bearer\"}}"}`
	out := string(redactOK(t, r, `{"a":"`+quote(text)+`"}`, nil))
	if strings.Contains(out, jwt) {
		t.Errorf("the token survived")
	}
	if !strings.Contains(out, "accessToken") || !strings.Contains(out, "tokenType") {
		t.Errorf("the entry's keys were redacted")
	}
}

func TestRedactIgnoresSuppressionMarkers(t *testing.T) {
	f := newFakes(3)
	r := newTestRedactor(RedactOptions{})
	for _, marker := range []string{" # gitleaks:allow", " // gitleaks:allow", " # pragma: allowlist secret", " # nosec", " // NOSONAR", " # noqa"} {
		secret := f.github()
		out := redactOK(t, r, `{"a":"GITHUB_TOKEN=`+secret+marker+`"}`, nil)
		assertGone(t, "suppressed"+marker, out, secret)
	}
}

func TestPlaceholderConsistency(t *testing.T) {
	f := newFakes(4)
	a, b := f.github(), f.github()
	line := `{"x":"` + a + ` ` + b + ` ` + a + `","y":["` + b + `"]}`
	r1 := newTestRedactor(RedactOptions{})
	out1 := redactOK(t, r1, line, nil)
	ph := func(out []byte) []string {
		var v struct {
			X string
			Y []string
		}
		if err := json.Unmarshal(out, &v); err != nil {
			t.Fatal("output does not decode")
		}
		return append(strings.Fields(v.X), v.Y...)
	}
	p := ph(out1)
	if len(p) != 4 || p[0] != p[2] || p[1] != p[3] || p[0] == p[1] {
		t.Fatalf("same values must share a placeholder, different values not")
	}
	if out2 := redactOK(t, newTestRedactor(RedactOptions{}), line, nil); !bytes.Equal(out1, out2) {
		t.Errorf("two redactors with one salt disagree")
	}
	other := NewRedactor(NewPseudonymizer([]byte("another salt")), RedactOptions{})
	if q := ph(redactOK(t, other, line, nil)); q[0] == p[0] || q[1] == p[1] {
		t.Errorf("ids do not depend on the salt")
	}
	refs := r1.TakeIDs()
	if len(refs) != 2 || provisional(r1.x, refs[0].Label, refs[0].ID) != p[0] || provisional(r1.x, refs[1].Label, refs[1].ID) != p[1] {
		t.Errorf("TakeIDs: got %d refs, want the two in order of first appearance", len(refs))
	}
	if len(r1.TakeIDs()) != 0 {
		t.Errorf("TakeIDs did not start a new list")
	}
	if got := r1.Counts()["github-token"]; got != 4 {
		t.Errorf("github-token counted %d times, want 4", got)
	}
}

func TestRedactNothingRecordedOnError(t *testing.T) {
	r := newTestRedactor(RedactOptions{})
	secret := newFakes(5).github()
	var st Stats
	if _, err := r.Line(nil, []byte(`{"a":"`+secret+`","b":`), &st); !errors.Is(err, ErrSyntax) {
		t.Fatalf("invalid line: got %v", err)
	}
	if len(r.TakeIDs()) != 0 || len(r.Counts()) != 0 || st != (Stats{}) {
		t.Errorf("a rejected line left placeholders, counts or stats")
	}
}

func TestRedactCheckFailsClosed(t *testing.T) {
	f := newFakes(6)
	r := newTestRedactor(RedactOptions{Users: []string{"alice"}})
	secret := f.github()
	src := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"ok"},{"type":"text","text":"x ` + secret + `"}]}}`)
	var re *RedactResidueError
	err := r.Check(src, src)
	if !errors.As(err, &re) || re.Rule != "github-token" || re.Offset != bytes.Index(src, []byte(`"x `)) {
		t.Fatalf("unredacted output: got %v", err)
	}
	if strings.Contains(err.Error(), secret) {
		t.Errorf("error holds content")
	}
	out := redactOK(t, r, string(src), nil)
	// Line's output checks against its source through the skeleton Line
	// kept, and against no other source.
	if err := r.Check(out, src); err != nil {
		t.Errorf("Line's output: got %v", err)
	}
	if err := r.Check(out, bytes.Replace(src, []byte(`"text":"ok"`), []byte(`"text":1`), 1)); !errors.Is(err, ErrSkeleton) {
		t.Errorf("Line's output against another source: got %v", err)
	}
	// A secret pasted into a redacted output, beside a placeholder.
	i := bytes.Index(out, []byte("]")) + 1
	leak := append(append(out[:i:i], " "+secret...), out[i:]...)
	if err := r.Check(leak, src); !errors.As(err, &re) {
		t.Errorf("secret beside a placeholder: got %v", err)
	}
	// An identity term.
	if err := r.Check([]byte(`{"a":"hi Alice"}`), []byte(`{"a":"hi Alice"}`)); !errors.As(err, &re) || re.Rule != "identity-user" {
		t.Errorf("identity term: got %v", err)
	}
	// Structure changed, verbatim string changed, invalid output.
	for _, bad := range [][]byte{
		bytes.Replace(out, []byte(`"ok"`), []byte(`1`), 1),
		bytes.Replace(out, []byte(`"role":"user"`), []byte(`"role":"users"`), 1),
		bytes.Replace(out, []byte(`"ok"`), []byte(`"ok","type":"x"`), 1),
	} {
		if err := r.Check(bad, src); !errors.Is(err, ErrSkeleton) {
			t.Errorf("changed structure: got %v", err)
		}
	}
	if err := r.Check(out[:len(out)-1], src); !errors.Is(err, ErrSyntax) {
		t.Errorf("truncated output: got %v", err)
	}
	if err := r.Check([]byte("{\"a\":\"\xff\"}"), []byte(`{"a":"x"}`)); !errors.Is(err, ErrSyntax) {
		t.Errorf("invalid UTF-8 output: got %v", err)
	}
}

// TestRedactTwiceChangesNothing redacts secrets in assignment contexts in
// which a generic rule matches the placeholder that a specific rule's
// match became: a second redaction must leave it alone.
func TestRedactTwiceChangesNothing(t *testing.T) {
	f := newFakes(12)
	r := newTestRedactor(RedactOptions{Users: []string{"alice"}})
	for _, ctx := range []string{
		`SLACK_BOT_TOKEN = "@"  # nosec`, `password: '@'`, `{"api_key": "@"}`, "Authorization: Bearer @",
		"token=@,", "secret @;", `export GITHUB_TOKEN="@" && echo`, "key-@", `"@"`, "[@]", "alice:@@host",
	} {
		for k, secret := range f.secrets() {
			line := `{"a":"` + quote(strings.Replace(ctx, "@", secret, 1)) + `"}`
			out := redactOK(t, r, line, nil)
			assertGone(t, ctx, out, secret)
			again := redactOK(t, r, string(out), nil)
			if !bytes.Equal(again, out) {
				t.Errorf("context %q, secret %d: redacting twice changed the output", ctx, k)
			}
		}
	}
}

// TestRedactMirrorSkeleton: the skeleton Line writes as it walks a line
// is the one Check's walk of that line writes.
func TestRedactMirrorSkeleton(t *testing.T) {
	r := newTestRedactor(RedactOptions{Users: []string{"alice"}})
	for _, c := range lineCases {
		if _, err := r.Line(nil, []byte(c.line), nil); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		mirror := bytes.Clone(r.lastSkel)
		r.ck.src, r.cw.out = true, nil
		if err := r.cw.walk([]byte(c.line)); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !bytes.Equal(mirror, r.cw.out) {
			t.Errorf("%s: Line's skeleton differs from Check's", c.name)
		}
	}
}
