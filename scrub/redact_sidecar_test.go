package scrub

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/transcrub/transcrub/rules"
)

// toolOutput returns about n bytes of benign tool output lines.
func toolOutput(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		fmt.Fprintf(&b, "%6d  /usr/lib/go/src/net/http/server.go:%d: ok\tv1.2.%d\r\n", i, i%3000, i%10)
	}
	return b.String()
}

func TestRedactSidecarPEMAcrossWindows(t *testing.T) {
	f := newFakes(7)
	pem := f.pem(30) // about 2 KB
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{})
	// Across the first cut, at the window's end, across the second cut.
	for _, at := range []int{256<<10 - 900, redactWindow - 700, 2*redactWindow - 64<<10 - 1000} {
		in := toolOutput(at) + pem + "\n" + toolOutput(100<<10)
		for _, half := range []bool{false, true} {
			r := x.NewRedactor()
			var out bytes.Buffer
			rd := strings.NewReader(in)
			var st Stats
			var err error
			if half {
				err = r.Sidecar(&out, iotest.HalfReader(rd), &st)
			} else {
				err = r.Sidecar(&out, rd, &st)
			}
			if err != nil {
				t.Fatalf("PEM at %d: %v", at, err)
			}
			what := fmt.Sprintf("PEM at %d", at)
			assertGone(t, what, out.Bytes(), pem)
			if finalForm(r.x, out.Bytes()) != strings.Replace(in, pem, "[REDACTED:private-key:1]", 1) {
				t.Errorf("%s: output is not the input with the block replaced", what)
			}
			if st.Sidecar.Count != 1 || st.Sidecar.Bytes != int64(len(pem)) {
				t.Errorf("%s: stats %+v", what, st.Sidecar)
			}
		}
	}
}

func TestRedactSidecarContent(t *testing.T) {
	f := newFakes(8)
	p := NewPseudonymizer(redactSalt)
	const proj = "Users-alice-acme-app"
	r := NewRedactor(p, RedactOptions{Users: []string{"alice"}, Rename: map[string]string{proj: p.Segment(proj)}})
	secrets := f.secrets()
	var in strings.Builder
	for i := range 40 {
		in.WriteString(toolOutput(9000))
		fmt.Fprintf(&in, "export T%d=%s # gitleaks:allow\n", i, secrets[i%len(secrets)])
		in.WriteString("/Users/alice/.cursor/projects/" + proj + "/x\n")
	}
	var out bytes.Buffer
	var st Stats
	if err := r.Sidecar(&out, iotest.OneByteReader(strings.NewReader(in.String())), &st); err != nil {
		t.Fatal(err)
	}
	for k, s := range secrets {
		assertGone(t, fmt.Sprint("secret ", k), out.Bytes(), s)
	}
	if bytes.Contains(out.Bytes(), []byte("alice")) || !strings.Contains(finalForm(r.x, out.Bytes()), "/Users/[USER:1]/") {
		t.Errorf("user name not redacted")
	}
	if n := bytes.Count(out.Bytes(), []byte("/projects/"+p.Segment(proj)+"/x\n")); n != 40 {
		t.Errorf("project renamed %d times, want 40", n)
	}
	if st.Paths.Count != 40 || st.Sidecar.Count != 1 {
		t.Errorf("stats: %+v", st)
	}
	if bytes.Count(out.Bytes(), []byte("\r\n")) != strings.Count(in.String(), "\r\n") {
		t.Errorf("line breaks changed")
	}
	refs := r.TakeIDs()
	if len(refs) != len(secrets)+1 { // the PEM block is one secret, alice one name
		t.Errorf("%d placeholders recorded, want %d", len(refs), len(secrets)+1)
	}
	// Nothing to redact: a byte-for-byte copy, nothing counted.
	out.Reset()
	st = Stats{}
	plain := toolOutput(700 << 10)
	if err := r.Sidecar(&out, strings.NewReader(plain), &st); err != nil || out.String() != plain || st != (Stats{}) {
		t.Errorf("benign sidecar changed or counted (%v)", err)
	}
}

// provisionalRE matches a provisional placeholder.
var provisionalRE = regexp.MustCompile(`\[[0-9]+#[a-z2-7]{13}\]`)

// chainRules is a rule set whose rule matches again after each
// replacement: "] q" (or "]q") runs are eaten one per pass, so a long run
// outlasts maxPasses and must be caught by the residual check. The rule
// is a pii rule, whose matches are not widened to whole tokens as a
// secret rule's are.
func chainRules(t *testing.T) *rules.Set {
	set, err := rules.Load(strings.NewReader(`
[[rules]]
id = "chain"
kind = "pii"
regex = '''\] ?(q)'''
keywords = ["q"]
[[rules]]
id = "mail"
kind = "pii"
placeholder = "EMAIL"
regex = '''\b[a-z]+@[a-z]+\.io\b'''
keywords = ["@"]
`), "chain")
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestRedactFailsClosedOnResidue(t *testing.T) {
	set := chainRules(t)
	r := newTestRedactor(RedactOptions{Rules: set})
	// Two passes suffice: the output is clean.
	src := `{"a":"bob@corp.io qq"}`
	out := redactOK(t, r, src, nil)
	if bytes.Contains(out, []byte("q")) {
		t.Errorf("re-matching did not redact the new match")
	}
	// More than maxPasses: Line leaves residue, Check and Sidecar fail.
	src = `{"a":"bob@corp.io ` + strings.Repeat("q", maxPasses+2) + `"}`
	out, err := r.Line(nil, []byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	var re *RedactResidueError
	if err := r.Check(out, []byte(src)); !errors.As(err, &re) || re.Rule != "chain" || re.Offset != 5 {
		t.Errorf("Check: got %v", err)
	}
	r.TakeIDs()
	var w bytes.Buffer
	// A sidecar's residual pass rewrites the new match too.
	in := toolOutput(400<<10) + "bob@corp.io qq\n"
	err = r.Sidecar(&w, strings.NewReader(in), nil)
	last := w.Bytes()[bytes.LastIndexByte(w.Bytes()[:w.Len()-1], '\n')+1:]
	if err != nil || string(provisionalRE.ReplaceAll(last, nil)) != " \n" {
		t.Errorf("Sidecar: re-matching did not redact the new match (%v)", err)
	}
	r.TakeIDs()
	before := r.Counts()
	w.Reset()
	in = toolOutput(400<<10) + "bob@corp.io " + strings.Repeat("q", maxPasses+2) + "\n"
	err = r.Sidecar(&w, strings.NewReader(in), nil)
	if !errors.As(err, &re) || re.Rule != "chain" {
		t.Fatalf("Sidecar: got %v", err)
	}
	if len(r.TakeIDs()) != 0 || !maps.Equal(before, r.Counts()) {
		t.Errorf("a failed sidecar recorded placeholders or counts")
	}
	// The offset is in the output: the input's, moved by the placeholders.
	if re.Offset < len(in)-10 || re.Offset > len(in)+4*(IDLen+20) {
		t.Errorf("residue offset %d not near the end (%d)", re.Offset, len(in))
	}
}

func TestRedactSidecarErrors(t *testing.T) {
	r := newTestRedactor(RedactOptions{})
	in := toolOutput(600 << 10)
	errWrite := errors.New("write failed")
	if err := r.Sidecar(&failWriter{err: errWrite}, strings.NewReader(in), nil); !errors.Is(err, errWrite) {
		t.Errorf("write error: got %v", err)
	}
	if err := r.Sidecar(&bytes.Buffer{}, iotest.TimeoutReader(strings.NewReader(in)), nil); !errors.Is(err, iotest.ErrTimeout) {
		t.Errorf("read error: got %v", err)
	}
	var st Stats
	if err := r.Sidecar(&bytes.Buffer{}, strings.NewReader(""), &st); err != nil || st != (Stats{}) {
		t.Errorf("empty sidecar: %v %+v", err, st)
	}
}
