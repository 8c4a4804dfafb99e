package scrub

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"
	"unicode/utf8"
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
		if err := s.VerifyLast(out); err != nil {
			t.Fatalf("VerifyLast: %v", err)
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

// FuzzRedact checks the redactor's properties on arbitrary lines: it never
// panics; it accepts exactly the valid JSON lines (up to MaxDepth); the
// output is valid UTF-8 JSON that passes Check (the source's redaction
// skeleton, no residue); redacting the output again changes nothing (the
// placeholders are inert, the ids stable); a secret planted in a text
// block and as a key beside the input never survives.
func FuzzRedact(f *testing.F) {
	for _, c := range lineCases {
		f.Add([]byte(c.line))
	}
	for _, l := range synthCorpus(8, 5) {
		f.Add(l)
	}
	fk := newFakes(9)
	f.Add([]byte(`{"a":"` + quote(fk.pem(3)) + `","b":"` + fk.github() + `"}`))
	f.Add([]byte(`{"role":"` + fk.aws() + `","x":"mail bob@corp.io from 10.1.2.3"}`))
	x := NewRedaction(NewPseudonymizer(redactSalt), RedactOptions{Users: []string{"alice"}, Terms: []string{"acme"}})
	secret := fk.github()
	f.Fuzz(func(t *testing.T, data []byte) {
		r := x.NewRedactor()
		out, err := r.Line(nil, data, nil)
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
		if !json.Valid(out) || !utf8.Valid(out) {
			t.Fatalf("output is not valid UTF-8 JSON")
		}
		if err := r.Check(out, data); err != nil {
			t.Fatalf("Check: %v", err)
		}
		if err := x.NewRedactor().Check(out, data); err != nil {
			t.Fatalf("full Check: %v", err)
		}
		again, err := r.Line(nil, out, nil)
		if err != nil || !bytes.Equal(again, out) {
			t.Fatalf("redacting twice changed the output (%v)", err)
		}
		if bytes.Contains(data, []byte(secret)) {
			return
		}
		line := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"t=` + secret + `"}]},"` + secret + `":`)
		line = append(append(line, data...), '}')
		if out, err = r.Line(nil, line, nil); err != nil {
			if errors.Is(err, ErrTooDeep) {
				return
			}
			t.Fatalf("Line with a planted secret: %v", err)
		}
		if i := bytes.Index(out, []byte(secret)); i >= 0 {
			t.Fatalf("planted secret survives at byte %d", i)
		}
	})
}
