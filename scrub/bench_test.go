package scrub

import (
	"bytes"
	"io"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

func benchCorpus(b *testing.B) ([][]byte, int64) {
	lines := synthCorpus(400, 1)
	var total int64
	for _, l := range lines {
		total += int64(len(l))
	}
	b.SetBytes(total)
	b.ReportAllocs()
	return lines, total
}

// BenchmarkLine scrubs a synthetic corpus; one op is the whole corpus.
func BenchmarkLine(b *testing.B) {
	lines, _ := benchCorpus(b)
	s := NewStructural(NewPseudonymizer([]byte("bench")))
	var out []byte
	var err error
	for b.Loop() {
		for _, l := range lines {
			if out, err = s.Line(out[:0], l, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkVerify is the verification a caller adds per line: skeletons
// of source and output, and the residual check, as separate calls.
func BenchmarkVerify(b *testing.B) {
	lines, _ := benchCorpus(b)
	s := NewStructural(NewPseudonymizer([]byte("bench")))
	outs := make([][]byte, len(lines))
	for i, l := range lines {
		outs[i], _ = s.Line(nil, l, nil)
	}
	var k1, k2 []byte
	for b.Loop() {
		for i, l := range lines {
			k1, _ = Skeleton(k1[:0], l)
			k2, _ = Skeleton(k2[:0], outs[i])
			if !bytes.Equal(k1, k2) {
				b.Fatal("skeleton differs")
			}
			if err := s.Residual(outs[i], l); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkVerifyFused is the same verification by Structural.Verify.
func BenchmarkVerifyFused(b *testing.B) {
	lines, _ := benchCorpus(b)
	s := NewStructural(NewPseudonymizer([]byte("bench")))
	outs := make([][]byte, len(lines))
	for i, l := range lines {
		outs[i], _ = s.Line(nil, l, nil)
	}
	for b.Loop() {
		for i, l := range lines {
			if err := s.Verify(outs[i], l); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkSidecar scrubs a 1 MB sidecar of text with paths.
func BenchmarkSidecar(b *testing.B) {
	data := bytes.Repeat([]byte("/Users/alice/code/acme-app/src/main.go:12: func main() { fmt.Println(\"hi\") }\n"), 1<<20/78)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	s := NewStructural(NewPseudonymizer([]byte("bench")))
	for b.Loop() {
		if err := s.Sidecar(io.Discard, bytes.NewReader(data), nil); err != nil {
			b.Fatal(err)
		}
	}
}

// nopHandler drops strings: BenchmarkWalk measures validation, decoding
// and position tracking alone.
type nopHandler struct{}

func (nopHandler) str(dst []byte, _ strVal) ([]byte, int)      { return dst, -1 }
func (nopHandler) settle(*walker, *pendName, []byte, bool) int { return -1 }

// BenchmarkWalk is the package's tokenizer alone; compare with
// BenchmarkWalkJSONText, the least jsontext would do for the same walk
// (tokens, raw strings still to be decoded), which is why the tokenizer
// is hand-written.
func BenchmarkWalk(b *testing.B) {
	lines, _ := benchCorpus(b)
	w := &walker{h: nopHandler{}}
	w.setSchema(defaultSchema)
	for b.Loop() {
		for _, l := range lines {
			w.out = w.out[:0]
			if err := w.walk(l); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkWalkJSONText(b *testing.B) {
	lines, _ := benchCorpus(b)
	opts := []jsontext.Options{jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true)}
	r := bytes.NewReader(nil)
	d := jsontext.NewDecoder(r, opts...)
	for b.Loop() {
		for _, l := range lines {
			r.Reset(l)
			d.Reset(r, opts...)
			for k := d.PeekKind(); k != 0; k = d.PeekKind() {
				var err error
				if k == '"' || k == '0' {
					_, err = d.ReadValue()
				} else {
					_, err = d.ReadToken()
				}
				if err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkLineVerifyLast is a scrubbed and verified line as export does
// it: Line, then VerifyLast, which walks only the output.
func BenchmarkLineVerifyLast(b *testing.B) {
	lines, _ := benchCorpus(b)
	lineVerifyLast(b, NewStructural(NewPseudonymizer([]byte("bench"))), lines)
}

// lineVerifyLast is the loop of the LineVerifyLast benchmarks: lines
// scrubbed by s and verified.
func lineVerifyLast(b *testing.B, s *Structural, lines [][]byte) {
	var out []byte
	var err error
	for b.Loop() {
		for _, l := range lines {
			if out, err = s.Line(out[:0], l, nil); err != nil {
				b.Fatal(err)
			}
			if err := s.VerifyLast(out); err != nil {
				b.Fatal(err)
			}
		}
	}
}
