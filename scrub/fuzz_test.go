package scrub

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
)

// FuzzStructural checks the scrubber's properties on arbitrary lines: it
// never panics; it accepts exactly the valid JSON lines (up to MaxDepth);
// the output is valid UTF-8 JSON meeting the string contract, with the
// source's skeleton, stable under a second scrub, and without residue; a
// canary planted in a text block beside the input never survives.
func FuzzStructural(f *testing.F) {
	for _, c := range lineCases {
		f.Add([]byte(c.line))
	}
	for _, l := range synthCorpus(8, 3) {
		f.Add(l)
	}
	f.Add([]byte(`{"a":`))
	f.Add([]byte(`[[[[[[[[[[]]]]]]]]]]`))
	p := NewPseudonymizer(testSalt)
	token := canary("fuzz")
	f.Fuzz(func(t *testing.T, data []byte) {
		s := NewStructural(p)
		out, err := s.Line(nil, data, nil)
		valid := json.Valid(data)
		if err != nil {
			if valid && !errors.Is(err, ErrTooDeep) {
				t.Fatalf("valid JSON rejected: %v", err)
			}
			return
		}
		if !valid {
			t.Fatalf("invalid JSON accepted")
		}
		if !json.Valid(out) {
			t.Fatalf("output is not valid JSON")
		}
		checkScrub(t, data, out)
		checkSkeletons(t, s, data, out)
		if err := s.Verify(out, data); err != nil {
			t.Fatalf("Verify: %v", err)
		}
		if bytes.Contains(data, []byte(token)) {
			return
		}
		line := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"` + token + `"}]},"x":`)
		line = append(append(line, data...), '}')
		out, err = s.Line(nil, line, nil)
		if err != nil {
			if errors.Is(err, ErrTooDeep) {
				return
			}
			t.Fatalf("Line with canary: %v", err)
		}
		if i := bytes.Index(out, []byte(token)); i >= 0 {
			t.Fatalf("canary survives at byte %d", i)
		}
	})
}
