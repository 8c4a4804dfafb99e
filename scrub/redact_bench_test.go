package scrub

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/rules"
)

// redactBenchLines is the synthetic corpus with a secret-bearing text
// block every 25 lines: mostly prose, code and paths, few secrets.
func redactBenchLines() [][]byte {
	lines := synthCorpus(400, 1)
	f := newFakes(10)
	for i := 0; i < len(lines); i += 25 {
		s := f.secrets()[i/25%5]
		lines[i] = []byte(frameLine(`{"type":"text","text":"Set it with export TOKEN=` + quote(s) + ` and rerun; mail bob@corp.io."}`))
	}
	return lines
}

// redactBenchOptions are the options an export passes for the synthetic
// corpus: its user names and project directories.
func redactBenchOptions(p *Pseudonymizer) RedactOptions {
	o := RedactOptions{Users: []string{"alice", "bob", "carol"}, Hosts: []string{"alices-mbp"}, Rename: map[string]string{}}
	for _, u := range o.Users {
		for _, proj := range []string{"acme-app", "tools", "web-client"} {
			name := "Users-" + u + "-" + proj
			o.Rename[name] = p.Segment(name)
		}
	}
	return o
}

// BenchmarkRedactLine redacts and checks the corpus, as an export does for
// each line; one op is the whole corpus. The sub-benchmarks separate the
// costs: "line+check" is what an export pays, "line" is Line alone,
// "literals" is Line and Check with a rule set of literals only, the
// redactor's own overhead (walks, literal matching, encoding), and
// "common" is "line+check" with project words that are common words, as
// a project directory named for its parts yields (Codex's cwd): matched
// throughout the prose, they are identity only where they stand as one.
func BenchmarkRedactLine(b *testing.B) {
	lines := redactBenchLines()
	var total int64
	for _, l := range lines {
		total += int64(len(l))
	}
	p := NewPseudonymizer([]byte("bench"))
	empty, err := rules.Load(strings.NewReader(""), "empty")
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		set   *rules.Set
		check bool
		words []string
	}{{"line+check", nil, true, nil}, {"line", nil, false, nil}, {"literals", empty, true, nil}, {"common", nil, true, []string{"output", "package", "config", "test"}}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(total)
			b.ReportAllocs()
			o := redactBenchOptions(p)
			o.Rules, o.Words = c.set, c.words
			r := NewRedactor(p, o)
			var out []byte
			var err error
			for b.Loop() {
				for _, l := range lines {
					if out, err = r.Line(out[:0], l, nil); err != nil {
						b.Fatal(err)
					}
					if c.check {
						if err = r.Check(out, l); err != nil {
							b.Fatal(err)
						}
					}
				}
				r.TakeIDs()
			}
		})
	}
}

// BenchmarkRedactSidecar redacts a 1 MB sidecar of tool output with a few
// secrets.
func BenchmarkRedactSidecar(b *testing.B) {
	var in strings.Builder
	f := newFakes(11)
	for in.Len() < 1<<20 {
		in.WriteString(toolOutput(50 << 10))
		in.WriteString("token: " + f.github() + "\n/Users/alice/code/acme/main.go\n")
	}
	data := []byte(in.String())
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	p := NewPseudonymizer([]byte("bench"))
	r := NewRedactor(p, redactBenchOptions(p))
	for b.Loop() {
		if err := r.Sidecar(io.Discard, bytes.NewReader(data), nil); err != nil {
			b.Fatal(err)
		}
		r.TakeIDs()
	}
}
