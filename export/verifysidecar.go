package export

import (
	"bytes"
	"encoding/json"
	"io"
	"unicode/utf8"

	"github.com/transcrub/transcrub/transcript/formats"
)

// This file re-checks the content of a structural bundle's sidecars, as
// verify re-checks its transcripts' lines. Structural mode writes every
// sidecar as text filler (letters, digits, line breaks and pseudonymous
// path tokens: no '{', no '"') or, a sidecar of JSON whose source is JSON
// (formats.JSONSidecar: a workflow run's journal and record, a meta file,
// Codex's history), as scrubbed JSON of the source's form: object lines,
// or one object. Either is valid UTF-8 without NUL. A redacted sidecar
// keeps its source's bytes where nothing was redacted, malformed JSON
// included: only its hash can be checked.

// sidecar reads the structural bundle's sidecar member name, size bytes
// from r, records what is wrong with it, and returns the bytes read.
func (v *verifier) sidecar(name string, size int64, r io.Reader) int64 {
	var scan textScan
	var data bytes.Buffer
	w := io.Writer(&scan)
	asJSON := formats.JSONSidecar(name) && size <= maxLineSidecar // the exporter scrubs a longer one as text
	if asJSON {
		w = io.MultiWriter(&scan, &data)
	}
	n, _ := io.Copy(w, r)
	switch {
	case !scan.ok():
		v.rep.fail("%s: sidecar has a NUL or invalid UTF-8", name)
	case scan.punct && !(asJSON && (objectLines(data.Bytes()) || oneObject(data.Bytes()))):
		v.rep.fail("%s: sidecar is neither text filler nor JSON of its source's form", name)
	}
	return n
}

// objectLines reports whether every line of data is blank or a JSON
// object.
func objectLines(data []byte) bool {
	for l := range bytes.Lines(data) {
		if l = bytes.TrimSpace(l); len(l) > 0 && (l[0] != '{' || !json.Valid(l)) {
			return false
		}
	}
	return true
}

// oneObject reports whether data is one JSON object, blanks around it.
func oneObject(data []byte) bool {
	d := bytes.TrimSpace(data)
	return len(d) > 0 && d[0] == '{' && json.Valid(d)
}

// textScan takes a stream in writes and notes whether it is valid UTF-8
// without NUL, and whether it holds a '{' or a '"'.
type textScan struct {
	carry []byte // an incomplete rune at the end of the writes so far
	bad   bool   // invalid UTF-8 or a NUL seen
	punct bool   // a '{' or '"' seen
}

func (t *textScan) Write(p []byte) (int, error) {
	n := len(p)
	if len(t.carry) > 0 {
		p = append(t.carry, p...)
	}
	cut := len(p)
	for i := len(p) - 1; i >= 0 && i >= len(p)-utf8.UTFMax; i-- {
		if utf8.RuneStart(p[i]) {
			if !utf8.FullRune(p[i:]) {
				cut = i
			}
			break
		}
	}
	body := p[:cut]
	t.bad = t.bad || !utf8.Valid(body) || bytes.IndexByte(body, 0) >= 0
	t.punct = t.punct || bytes.ContainsAny(body, `{"`)
	t.carry = bytes.Clone(p[cut:])
	return n, nil
}

// ok reports whether the stream was valid UTF-8 without NUL.
func (t *textScan) ok() bool { return !t.bad && len(t.carry) == 0 }
