package export

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A runReader gives each file's lines, line ends included, a line longer
// than its buffer whole, and the next run's lines as they are after a
// call that failed in such a line, from final and interim frames.
func TestRunReaderLines(t *testing.T) {
	for _, interim := range []bool{false, true} {
		t.Run(fmt.Sprint("interim=", interim), func(t *testing.T) { testRunReaderLines(t, interim) })
	}
}

func testRunReaderLines(t *testing.T, interim bool) {
	sw := newTestSpool(t)
	long := append(bytes.Repeat([]byte("long "), 3<<20/5), '\n')
	frames := [][][]byte{{[]byte("one\r\ntwo\n"), append(slices.Clone(long), "end"...)}, {[]byte("x\ny")}}
	var out []scrubbed
	for k, files := range frames {
		sw.beginFrame(interim)
		first := len(out)
		for i, c := range files {
			if err := sw.begin(filepath.Join("f", string(rune('a'+k)), string(rune('a'+i)))); err != nil {
				t.Fatal(err)
			}
			sw.Write(c)
			s, err := sw.end()
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, s)
		}
		if err := sw.endFrame(out[first:]); err != nil {
			t.Fatal(err)
		}
	}
	var rr runReader
	defer rr.close()
	read := func(s scrubbed, fail bool) ([]string, error) {
		var lines []string
		return lines, rr.lines(s, func(line []byte) error {
			if fail && len(line) > len(long)/2 {
				return errIdentity
			}
			lines = append(lines, string(line))
			return nil
		})
	}
	for _, fail := range []bool{false, true} {
		if err := rr.begin(out[0].zst); err != nil {
			t.Fatal(err)
		}
		if got, err := read(out[0], false); err != nil || !slices.Equal(got, []string{"one\r\n", "two\n"}) {
			t.Fatalf("first file: lines %q, err %v", got, err)
		}
		got, err := read(out[1], fail)
		if want := []string{string(long), "end"}; !fail && (err != nil || !slices.Equal(got, want)) {
			t.Fatalf("long line: %d lines, err %v, want the long line and its last", len(got), err)
		}
		if fail && !errors.Is(err, errIdentity) {
			t.Fatalf("failing on the long line: err %v", err)
		}
		if err := rr.begin(out[2].zst); err != nil {
			t.Fatal(err)
		}
		if got, err := read(out[2], false); err != nil || !slices.Equal(got, []string{"x\n", "y"}) {
			t.Errorf("after a failure %v: next run's lines are %d of %d bytes (err %v), want 2 of 3", fail, len(got), len(strings.Join(got, "")), err)
		}
	}
}
