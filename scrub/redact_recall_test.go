package scrub

import (
	"bufio"
	"bytes"
	"cmp"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/rules"
)

// recallExample is one line of the external secret-format benchmark (see
// /work/shared/bench/README.md): data no one on this project wrote, used
// only to measure, never copied into rules or expectations.
type recallExample struct {
	Rule    string `json:"rule"`
	Kind    string `json:"kind"`
	Example string `json:"example"`
	Secret  string `json:"secret"`
}

// loadRecallBench reads the benchmark from TRANSCRUB_BENCH_SECRETS or its
// place in the shared workspace, or skips the test.
func loadRecallBench(t *testing.T) []recallExample {
	path := cmp.Or(os.Getenv("TRANSCRUB_BENCH_SECRETS"), "../../shared/bench/secret-examples.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("benchmark not available: %v", err)
	}
	defer f.Close()
	var out []recallExample
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var e recallExample
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("benchmark line %d does not decode", line)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestRedactRecall plants every benchmark example in a text block, as a
// tool input value and as a sidecar line, redacts it with the default
// rules, and counts the positives whose secret survives in the decoded
// output. Each surface must reach the recall of the bare rule set (a
// match removed from the example), so the redactor loses nothing on the
// way; the figures are logged (-v), with the share of negatives left
// intact. It is skipped when the benchmark is absent.
func TestRedactRecall(t *testing.T) {
	examples := loadRecallBench(t)
	r := newTestRedactor(RedactOptions{})
	set := rules.Default()
	type tally struct{ caught, n int }
	var raw tally
	surfaces := map[string]*tally{"text": {}, "tool input": {}, "sidecar": {}}
	var negatives, intact int
	var lost []string // rule names (never content) caught raw but not by a surface
	var ms []rules.Match
	for _, e := range examples {
		texts := map[string]string{
			"text":       decodeField(t, r, frameLine(`{"type":"text","text":"`+quote(e.Example)+`"}`), "text"),
			"tool input": decodeField(t, r, toolLine("Shell", `{"command":"`+quote(e.Example)+`"}`), "command"),
			"sidecar":    redactSidecarString(t, r, e.Example+"\n"),
		}
		if e.Kind != "positive" {
			negatives++
			if texts["text"] == e.Example {
				intact++
			}
			continue
		}
		ms = set.Find(ms[:0], e.Example)
		rawCaught := !strings.Contains(removeMatches(e.Example, ms), e.Secret)
		raw.n++
		if rawCaught {
			raw.caught++
		}
		for name, out := range texts {
			s := surfaces[name]
			s.n++
			if !strings.Contains(out, e.Secret) {
				s.caught++
			} else if rawCaught {
				lost = append(lost, name+":"+e.Rule)
			}
		}
	}
	t.Logf("positives %d: bare rules recall %.3f", raw.n, float64(raw.caught)/float64(raw.n))
	for _, name := range []string{"text", "tool input", "sidecar"} {
		s := surfaces[name]
		t.Logf("%s: recall %.3f (%d of %d)", name, float64(s.caught)/float64(s.n), s.caught, s.n)
		if s.caught < raw.caught {
			t.Errorf("%s: the redactor catches %d secrets, the bare rules %d", name, s.caught, raw.caught)
		}
	}
	t.Logf("negatives %d: left intact in a text block %d (%.3f)", negatives, intact, float64(intact)/float64(max(negatives, 1)))
	if len(lost) > 0 {
		slices.Sort(lost)
		t.Errorf("caught by the bare rules, not by the redactor: %s", strings.Join(lost, " "))
	}
}

// decodeField redacts line and returns the decoded string value of the
// first field named key in the output.
func decodeField(t *testing.T, r *Redactor, line, key string) string {
	t.Helper()
	out, err := r.Line(nil, []byte(line), nil)
	if err != nil {
		t.Fatalf("Line: %v", err)
	}
	if err := r.Check(out, []byte(line)); err != nil {
		t.Fatalf("Check: %v", err)
	}
	var v struct {
		Message struct {
			Content []struct {
				Text  string
				Input map[string]string
			}
		}
	}
	if err := json.Unmarshal(out, &v); err != nil || len(v.Message.Content) != 1 {
		t.Fatalf("output does not decode")
	}
	if key == "text" {
		return v.Message.Content[0].Text
	}
	return v.Message.Content[0].Input[key]
}

// redactSidecarString redacts s as a sidecar.
func redactSidecarString(t *testing.T, r *Redactor, s string) string {
	t.Helper()
	var out bytes.Buffer
	if err := r.Sidecar(&out, strings.NewReader(s), nil); err != nil {
		t.Fatalf("Sidecar: %v", err)
	}
	return out.String()
}

// removeMatches deletes the matched ranges from text, as the rules
// package's own recall test measures the bare rule set.
func removeMatches(text string, ms []rules.Match) string {
	var b strings.Builder
	last := 0
	for _, m := range ms {
		b.WriteString(text[last:m.Start])
		b.WriteString("\x00")
		last = m.End
	}
	b.WriteString(text[last:])
	return b.String()
}
