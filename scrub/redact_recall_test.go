package scrub

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
)

// The recall harness: every example of the shared bench files (see
// internal/benchdata) is planted on every surface a transcript gives a
// string, redacted by the redactor as export --mode redact runs it (Line,
// then Check; Sidecar for a read-back file), and the planted string is
// read back from the output. A positive is caught when its secret is gone
// whole (recall), and leaks in part when a 4-byte run of it is left next to a placeholder
// or its first or last 4 bytes survive; a negative is intact when its
// secret (or, without one, the whole example) survives unchanged. The
// figures are logged per file, surface and category (-v); the test fails
// under the floors below, set just under what the rules reach.

// recallSurface plants a string on one surface.
type recallSurface struct {
	name string
	// wrap is the string as planted: the example, or a patch holding it.
	wrap func(x string) string
	// line is the transcript line holding the planted string v, or "" for
	// the read-back sidecar, which holds v as it is.
	line func(v string) string
	// path leads to the planted string in the decoded line.
	path []any
}

func same(x string) string { return x }

var recallSurfaces = []recallSurface{
	{"user text", same, func(v string) string {
		return `{"role":"user","message":{"content":[{"type":"text","text":"` + quote(v) + `"}]}}`
	}, []any{"message", "content", 0, "text"}},
	{"assistant text", same, func(v string) string {
		return frameLine(`{"type":"text","text":"` + quote(v) + `"}`)
	}, []any{"message", "content", 0, "text"}},
	{"shell command", same, func(v string) string {
		return toolLine("Shell", `{"command":"`+quote(v)+`","description":"run it"}`)
	}, []any{"message", "content", 0, "input", "command"}},
	{"write contents", same, func(v string) string {
		return toolLine("Write", `{"path":"/tmp/notes.txt","contents":"`+quote(v)+`"}`)
	}, []any{"message", "content", 0, "input", "contents"}},
	{"applypatch", func(x string) string {
		return "*** Begin Patch\n*** Add File: notes.txt\n+" + strings.ReplaceAll(x, "\n", "\n+") + "\n*** End Patch"
	}, func(v string) string {
		return toolLine("ApplyPatch", `"`+quote(v)+`"`)
	}, []any{"message", "content", 0, "input"}},
	{"mcp arguments", same, func(v string) string {
		return toolLine("CallMcpTool", `{"server":"tracker","toolName":"comment","arguments":{"body":"`+quote(v)+`","n":1}}`)
	}, []any{"message", "content", 0, "input", "arguments", "body"}},
	{"turn error", same, func(v string) string {
		return `{"type":"turn_ended","status":"error","error":"` + quote(v) + `"}`
	}, []any{"error"}},
	{"sidecar", func(x string) string { return x + "\n" }, nil, nil},
}

// recallFloors are the least figures each bench file must reach, in
// shares: recall, negatives intact; partial leaks must not exceed
// maxPartial. Two positives of secret-examples are ARNs in accounts of
// AWS's documentation, examples for aws-arn (see rules.recallFloor); two
// more are the userinfo "username:password" and "user:password" of a
// README's sample URL, which url-credentials leaves as the placeholders
// they are (as a .env.example's DATABASE_URL writes them).
var recallFloors = map[string]recallFloor{
	"secret-examples.jsonl": {0.953, 0.72, 0},
	"scanner-samples.jsonl": {0.982, 0.988, 0},
}

// recallFloor is the least recall and share of negatives intact a set
// of examples must reach, and the most partial leaks it may show.
type recallFloor struct{ recall, intact, maxPartial float64 }

// recallTally counts one group's cases.
type recallTally struct {
	pos, caught, partial, neg, intact, checkFailed int
}

func (t *recallTally) String() string {
	return fmt.Sprintf("recall %.3f (%d/%d), partial %.3f (%d), negatives intact %.3f (%d/%d)",
		share(t.caught, t.pos), t.caught, t.pos, share(t.partial, t.pos), t.partial,
		share(t.intact, t.neg), t.intact, t.neg)
}

func share(n, of int) float64 { return float64(n) / float64(max(of, 1)) }

func TestRedactRecall(t *testing.T) {
	for name := range recallFloors {
		t.Run(name, func(t *testing.T) {
			path, ok := benchdata.Find(".", name)
			if !ok {
				t.Skipf("%s: ../shared absent", name)
			}
			examples, err := benchdata.Load(path)
			if err != nil {
				t.Fatal(err)
			}
			measureRecall(t, name, examples, recallFloors[name])
		})
	}
}

func measureRecall(t *testing.T, file string, examples []benchdata.Example, f recallFloor) {
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{})
	r := x.NewRedactor()
	var all recallTally
	bySurface := map[string]*recallTally{}
	byGroup := map[string]*recallTally{}
	var missed []string // rule names and surfaces, never content
	for _, e := range examples {
		g := byGroup[e.Group()]
		if g == nil {
			g = &recallTally{}
			byGroup[e.Group()] = g
		}
		for _, s := range recallSurfaces {
			st := bySurface[s.name]
			if st == nil {
				st = &recallTally{}
				bySurface[s.name] = st
			}
			planted := s.wrap(e.Example)
			out, checked := redactPlanted(t, r, s, planted)
			r.TakeIDs() // each planted example is a file of its own: its secrets echo no further (echo.go)
			for _, tl := range []*recallTally{&all, st, g} {
				if !checked {
					tl.checkFailed++
				}
			}
			secret := e.Secret
			if s.name == "applypatch" {
				secret = strings.ReplaceAll(secret, "\n", "\n+")
			}
			if !e.Positive() {
				intact := out == planted
				if secret != "" {
					intact = strings.Count(out, secret) == strings.Count(planted, secret)
				}
				for _, tl := range []*recallTally{&all, st, g} {
					tl.neg++
					if intact {
						tl.intact++
					}
				}
				if !intact {
					missed = append(missed, "damaged "+e.Name()+" @"+s.name)
				}
				continue
			}
			caught := !strings.Contains(out, secret)
			partial := caught && benchdata.PartLeft(out, planted, secret, provisionalRE.FindAllStringIndex(out, -1))
			for _, tl := range []*recallTally{&all, st, g} {
				tl.pos++
				if caught {
					tl.caught++
				}
				if partial {
					tl.partial++
				}
			}
			if !caught || partial {
				what := "miss"
				if partial {
					what = "partial"
				}
				missed = append(missed, what+" "+e.Name()+" @"+s.name)
			}
		}
	}
	t.Logf("%s, %d examples on %d surfaces: %v; check failed %d", file, len(examples), len(recallSurfaces), &all, all.checkFailed)
	for _, s := range recallSurfaces {
		t.Logf("  surface %-15s %v", s.name, bySurface[s.name])
	}
	for _, name := range slices.Sorted(maps.Keys(byGroup)) {
		t.Logf("  category %-18s %v", name, byGroup[name])
	}
	if os.Getenv("TRANSCRUB_RECALL_VERBOSE") != "" {
		slices.Sort(missed)
		t.Logf("missed:\n%s", strings.Join(slices.Compact(missed), "\n"))
	}
	if got := share(all.caught, all.pos); got < f.recall {
		t.Errorf("%s: recall %.3f is below the floor %.3f", file, got, f.recall)
	}
	if got := share(all.partial, all.pos); got > f.maxPartial {
		t.Errorf("%s: partial leaks %.3f above the ceiling %.3f", file, got, f.maxPartial)
	}
	if got := share(all.intact, all.neg); got < f.intact {
		t.Errorf("%s: negatives intact %.3f below the floor %.3f", file, got, f.intact)
	}
	if all.checkFailed > 0 {
		t.Errorf("%s: Check failed on %d redacted lines (an export would fail closed)", file, all.checkFailed)
	}
}

// redactPlanted redacts the string v planted on surface s and returns the
// redacted string as written, and whether the output passed Check.
func redactPlanted(t *testing.T, r *Redactor, s recallSurface, v string) (string, bool) {
	t.Helper()
	if s.line == nil {
		var out bytes.Buffer
		err := r.Sidecar(&out, strings.NewReader(v), nil)
		return out.String(), err == nil
	}
	line := s.line(v)
	out, err := r.Line(nil, []byte(line), nil)
	if err != nil {
		t.Fatalf("%s: Line: %v", s.name, err)
	}
	checked := r.Check(out, []byte(line)) == nil
	var doc any
	if json.Unmarshal(out, &doc) != nil {
		t.Fatalf("%s: output does not decode", s.name)
	}
	for _, step := range s.path {
		switch k := step.(type) {
		case string:
			doc = doc.(map[string]any)[k]
		case int:
			doc = doc.([]any)[k]
		}
	}
	str, ok := doc.(string)
	if !ok {
		t.Fatalf("%s: the planted string is gone from the output", s.name)
	}
	return str, checked
}
