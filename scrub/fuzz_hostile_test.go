package scrub_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/scrub"
)

// These fuzz targets complement FuzzStructural and FuzzRedact with the
// hostile corpus (internal/gen/hostile.go) as seeds, canaries planted as
// duplicate keys' values and as keys, secrets beside the suppression
// markers of other scanners, and the sidecar scrubber.

// hostileSeeds generates the hostile corpus and returns its transcript
// lines and its sidecars, each cut to at most max bytes, and the ledger.
func hostileSeeds(f *testing.F, max int) (lines, sidecars [][]byte, led *gen.HostileLedger) {
	f.Helper()
	root := f.TempDir()
	led, err := gen.GenerateHostile(root, 13)
	if err != nil {
		f.Fatal(err)
	}
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return err
		}
		b, err := os.ReadFile(p)
		switch filepath.Ext(p) {
		case ".jsonl":
			for l := range bytes.SplitSeq(b, []byte("\n")) {
				if len(l) <= max {
					lines = append(lines, l)
				}
			}
		case ".txt":
			sidecars = append(sidecars, b[:min(len(b), max)])
		}
		return err
	})
	if err != nil {
		f.Fatal(err)
	}
	return lines, sidecars, led
}

// canaryPattern matches the hostile corpus's canaries, which are
// token-like by construction: a digit, a letter, a digit and a letter
// after the prefix. (A word-like identifier is kept as a key or tool name
// by contract, so a fuzzed string of one case would be no finding.)
var canaryPattern = regexp.MustCompile(`HSTL[2-7][A-Z][2-7][A-Z][A-Z2-7]{12}`)

// planted is a canary this file plants itself; it matches canaryPattern.
const planted = "HSTL2Q3RZZZZFUZZPLNT"

// FuzzStructuralHostile scrubs arbitrary lines in structural mode: the
// output is valid UTF-8 JSON with the source's skeleton, scrubbing it
// again keeps the skeleton, and no canary of the input survives; a canary
// planted as a key and as the values of a duplicate key beside the input
// never survives.
func FuzzStructuralHostile(f *testing.F) {
	lines, _, _ := hostileSeeds(f, 64<<10)
	for _, l := range lines {
		f.Add(l)
	}
	p := scrub.NewPseudonymizer([]byte("fuzz hostile salt"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := scrub.NewStructural(p)
		if out, err := s.Line(nil, data, nil); err == nil {
			checkStructural(t, s, data, out)
		}
		line := []byte(`{"role":"user","message":{"content":[{"type":"tool_use","name":"Shell","input":{"` + planted + ` k":`)
		line = append(line, data...)
		line = append(line, `,"`+planted+` k":"`+planted+`","`+planted+`":"x"}}]}}`...)
		out, err := s.Line(nil, line, nil)
		if errors.Is(err, scrub.ErrTooDeep) || err != nil && !json.Valid(line) {
			return
		}
		if err != nil {
			t.Fatalf("valid line with a planted canary rejected: %v", err)
		}
		checkStructural(t, s, line, out)
	})
}

// checkStructural checks one scrubbed line against its source.
func checkStructural(t *testing.T, s *scrub.Structural, src, out []byte) {
	t.Helper()
	if !utf8.Valid(out) || !json.Valid(out) {
		t.Fatal("output is not valid UTF-8 JSON")
	}
	a, err := scrub.Skeleton(nil, src)
	if err != nil {
		t.Fatalf("skeleton of an accepted line: %v", err)
	}
	b, err := scrub.Skeleton(nil, out)
	if err != nil || !bytes.Equal(a, b) {
		t.Fatalf("output skeleton differs from the source's (%v)", err)
	}
	again, err := s.Line(nil, out, nil)
	if err != nil {
		t.Fatalf("scrubbing the output again: %v", err)
	}
	if c, _ := scrub.Skeleton(nil, again); !bytes.Equal(c, b) {
		t.Fatal("scrubbing twice changed the skeleton")
	}
	for _, tok := range canaryPattern.FindAll(src, -1) {
		if bytes.Contains(out, tok) {
			t.Fatalf("a canary of the input survives at byte %d", bytes.Index(out, tok))
		}
	}
}

// FuzzSidecarHostile scrubs arbitrary bytes as a sidecar: the output has
// the same length and line breaks, is valid UTF-8, and holds no canary of
// the input.
func FuzzSidecarHostile(f *testing.F) {
	_, sidecars, _ := hostileSeeds(f, 64<<10)
	for _, s := range sidecars {
		f.Add(s)
	}
	p := scrub.NewPseudonymizer([]byte("fuzz hostile salt"))
	f.Fuzz(func(t *testing.T, data []byte) {
		var out bytes.Buffer
		if err := scrub.NewStructural(p).Sidecar(&out, bytes.NewReader(data), nil); err != nil {
			t.Fatalf("Sidecar: %v", err)
		}
		o := out.Bytes()
		if len(o) != len(data) || !utf8.Valid(o) {
			t.Fatalf("output of %d bytes for %d, valid UTF-8 %v", len(o), len(data), utf8.Valid(o))
		}
		for i, c := range data {
			if (c == '\n' || c == '\r') != (o[i] == '\n' || o[i] == '\r') {
				t.Fatalf("line break moved at byte %d", i)
			}
		}
		for _, tok := range canaryPattern.FindAll(data, -1) {
			if bytes.Contains(o, tok) {
				t.Fatal("a canary of the input survives")
			}
		}
	})
}

// FuzzRedactHostile redacts arbitrary lines with a fake secret beside a
// suppression marker of another scanner planted next to them: the marker
// is never honoured, the secret never survives, the output passes Check,
// and redacting it again changes nothing. The hostile corpus's own secrets
// must not survive redaction of its lines either.
func FuzzRedactHostile(f *testing.F) {
	lines, _, led := hostileSeeds(f, 64<<10)
	for _, l := range lines {
		f.Add(l)
	}
	var secrets [][]byte
	for _, s := range led.Secrets {
		secrets = append(secrets, []byte(s.Value))
	}
	seeds := map[string]bool{}
	for _, l := range lines {
		seeds[string(l)] = true
	}
	x := scrub.NewRedaction(scrub.NewPseudonymizer([]byte("fuzz hostile salt")), scrub.RedactOptions{})
	// A GitHub token of random characters, spliced so that this file
	// holds none.
	secret := "gh" + "p_" + "Rk8vQ2mXz4LbT9wNc1" + "HdJ6yPa3FsE5uGo7Wq"
	markers := []string{"# gitleaks:allow", "# pragma: allowlist secret", "# nosec", "// NOSONAR", "# noqa: S105"}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := x.NewRedactor()
		if out, err := r.Line(nil, data, nil); err == nil {
			checkRedacted(t, r, data, out)
			for _, s := range secrets {
				// Only in the corpus's own lines: a mutated context (a
				// letter glued to a token) may rightly hide a secret.
				if seeds[string(data)] && bytes.Contains(out, s) {
					t.Fatal("a secret of the hostile corpus survives")
				}
			}
		}
		if bytes.Contains(data, []byte(secret)) {
			return
		}
		marker := markers[len(data)%len(markers)]
		line := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"export GITHUB_TOKEN=` + secret + ` ` + marker + `"}]},"x":`)
		line = append(append(line, data...), '}')
		out, err := r.Line(nil, line, nil)
		if err != nil {
			return // invalid or too deep with the input inside
		}
		checkRedacted(t, r, line, out)
		if bytes.Contains(out, []byte(secret)) {
			t.Fatalf("a secret beside %q survives", marker)
		}
	})
}

// checkRedacted checks one redacted line against its source.
func checkRedacted(t *testing.T, r *scrub.Redactor, src, out []byte) {
	t.Helper()
	if !utf8.Valid(out) || !json.Valid(out) {
		t.Fatal("output is not valid UTF-8 JSON")
	}
	if err := r.Check(out, src); err != nil {
		t.Fatalf("Check: %v", err)
	}
	if again, err := r.Line(nil, out, nil); err != nil || !bytes.Equal(again, out) {
		t.Fatalf("redacting twice changed the output (%v)", err)
	}
}

// TestRedactQuotedPlaceholderIdempotent: a placeholder must be inert. The
// hostile corpus's Write contents line holds a quoted assignment of a
// Slack token, which FuzzRedactHostile found redacted twice (fixed in
// 3a197a5).
func TestRedactQuotedPlaceholderIdempotent(t *testing.T) {
	tok := "xo" + "xb-91921716968-4368812453880-abAeshksYShGAe6w3yn5USDX"
	line := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"SLACK_BOT_TOKEN = \"` + tok + `\""}]}}`)
	r := scrub.NewRedaction(scrub.NewPseudonymizer([]byte("fuzz hostile salt")), scrub.RedactOptions{}).NewRedactor()
	out, err := r.Line(nil, line, nil)
	if err != nil {
		t.Fatal(err)
	}
	if again, err := r.Line(nil, out, nil); err != nil || !bytes.Equal(again, out) {
		t.Errorf("redacting twice changed the output (%v)", err)
	}
}

// TestResidualManyStrings scrubs and checks an 8 MB line made of some
// 700,000 short strings, as a hostile line may be: the residual check must
// stay linear in the line, not in strings times bytes.
func TestResidualManyStrings(t *testing.T) {
	var b bytes.Buffer
	b.WriteString(`{"role":"user","message":{"content":[{"type":"tool_use","name":"Shell","input":{"a":[`)
	for i := 0; b.Len() < 8<<20; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`"v` + strconv.Itoa(1000000+i) + `"`)
	}
	b.WriteString(`]}}]}}`)
	s := scrub.NewStructural(scrub.NewPseudonymizer([]byte("fuzz hostile salt")))
	out, err := s.Line(nil, b.Bytes(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Residual(out, b.Bytes()); err != nil {
		t.Fatal(err)
	}
}
