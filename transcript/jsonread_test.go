package transcript

import (
	"strings"
	"testing"
)

// A ValueReader skips a string to its closing quote, past escaped quotes
// and runs of backslashes, and reads the same values the frame parser's
// checked scanner does.
func TestValueReaderStrings(t *testing.T) {
	line := `{"a":"x\"y","b":"\\","c":"\\\"\\\\","d":["\\\\\"",""],"e":"é\u00e9\n"}`
	var names, values []string
	var r ValueReader
	r.Reset([]byte(line))
	err := r.Object(func(name []byte) error {
		v, err := r.Value()
		names, values = append(names, string(name)), append(values, string(v))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	var s scanner
	s.reset([]byte(line))
	var want []string
	if err := s.members(func(name []byte) error {
		v, err := s.value()
		want = append(want, string(name)+":"+string(v))
		return err
	}); err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := range names {
		got = append(got, names[i]+":"+values[i])
	}
	if strings.Join(got, ",") != strings.Join(want, ",") || len(got) != 5 {
		t.Fatalf("ValueReader read %q, the checked scanner %q", got, want)
	}
}
