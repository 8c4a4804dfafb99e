package scrub

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// sidecarText builds n bytes of tool output with paths, CRLF and LF line
// breaks, non-ASCII text and invalid bytes.
func sidecarText(n int) []byte {
	parts := []string{
		"/Users/alice/code/acme/main.go:12: func main() {\n",
		"\tfmt.Println(\"héllo 日本\")\r\n",
		"error: \xff\xfe bad bytes\n",
		"see ./docs/README.md and src/x.ts\n",
	}
	var b bytes.Buffer
	for i := 0; b.Len() < n; i++ {
		b.WriteString(parts[i%len(parts)])
	}
	return b.Bytes()[:n]
}

func TestSidecarShape(t *testing.T) {
	s := newTestScrubber()
	in := sidecarText(300 << 10)
	var out bytes.Buffer
	var st Stats
	if err := s.Sidecar(&out, iotest.HalfReader(bytes.NewReader(in)), &st); err != nil {
		t.Fatal(err)
	}
	got := out.Bytes()
	if len(got) != len(in) {
		t.Fatalf("length %d became %d", len(in), len(got))
	}
	if !utf8.Valid(got) {
		t.Errorf("output is not valid UTF-8")
	}
	isBreak := func(c byte) bool { return c == '\n' || c == '\r' }
	for i := range in {
		if isBreak(in[i]) != isBreak(got[i]) || isBreak(in[i]) && in[i] != got[i] {
			t.Fatalf("line break at byte %d not kept", i)
		}
	}
	for _, word := range []string{"func main", "Println", "bad bytes", "héllo", "日本", "alice", "acme", "see "} {
		if i := bytes.Index(got, []byte(word)); i >= 0 {
			t.Errorf("content survives at byte %d", i)
		}
	}
	if st.Sidecar != (Count{1, int64(len(in))}) || st.Paths.Count == 0 {
		t.Errorf("stats: %+v", st)
	}
	// Deterministic, and independent of how the reader splits the input.
	var again bytes.Buffer
	if err := newTestScrubber().Sidecar(&again, bytes.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again.Bytes(), got) {
		t.Errorf("output depends on the reader's chunking or the scrubber")
	}
}

func TestSidecarPathsAcrossChunks(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	s := NewStructural(p)
	path := "/Users/alice/code/acme/main.go"
	want := "/Users/" + p.Segment("alice") + "/" + p.Segment("code") + "/" + p.Segment("acme") + "/" + p.Segment("main.go")
	for _, at := range []int{0, sidecarChunk - 10, sidecarChunk - 1, 2*sidecarChunk - 5} {
		in := []byte(strings.Repeat("w ", at/2) + strings.Repeat("w", at%2) + path + "\n")
		var out bytes.Buffer
		if err := s.Sidecar(&out, bytes.NewReader(in), nil); err != nil {
			t.Fatal(err)
		}
		start := len(in) - len(path) - 1
		if got := out.String()[start : start+len(path)]; got != want {
			t.Errorf("path at byte %d: not pseudonymized like Segment()", start)
		}
	}
	// A token longer than the buffer is filler, and the path after it is
	// recognized again.
	in := []byte(strings.Repeat("/long", sidecarChunk/2) + " " + path)
	var out bytes.Buffer
	if err := s.Sidecar(&out, bytes.NewReader(in), nil); err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(out.String(), want) {
		t.Errorf("path after an overlong token not pseudonymized")
	}
	if strings.Contains(out.String()[sidecarChunk:], "/long") {
		t.Errorf("the tail of an overlong token kept its shape")
	}
}

func TestSidecarErrors(t *testing.T) {
	s := newTestScrubber()
	errRead, errWrite := errors.New("read failed"), errors.New("write failed")
	if err := s.Sidecar(&bytes.Buffer{}, iotest.ErrReader(errRead), nil); !errors.Is(err, errRead) {
		t.Errorf("read error: got %v", err)
	}
	w := &failWriter{err: errWrite}
	if err := s.Sidecar(w, bytes.NewReader(sidecarText(1000)), nil); !errors.Is(err, errWrite) {
		t.Errorf("write error: got %v", err)
	}
	var st Stats
	if err := s.Sidecar(&bytes.Buffer{}, bytes.NewReader(nil), &st); err != nil || st.Sidecar != (Count{1, 0}) {
		t.Errorf("empty sidecar: %v %+v", err, st)
	}
}

type failWriter struct{ err error }

func (w *failWriter) Write([]byte) (int, error) { return 0, w.err }
