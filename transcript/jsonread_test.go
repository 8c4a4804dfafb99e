package transcript

import (
	"strings"
	"testing"
)

// A ValueReader skips a string to its closing quote, past escaped quotes
// and runs of backslashes, and a container to its closing bracket, past
// brackets in strings, and reads the same values the frame parser's
// checked scanner does.
func TestValueReaderStrings(t *testing.T) {
	line := `{"a":"x\"y","b":"\\","c":"\\\"\\\\","d":["\\\\\"",""],"e":"é\u00e9\n",` +
		`"f":{"g":"}]\"{","h":[[],{}],"i":{"j":[1,"]"]},"k":"\\"}}`
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
	if strings.Join(got, ",") != strings.Join(want, ",") || len(got) != 6 {
		t.Fatalf("ValueReader read %q, the checked scanner %q", got, want)
	}
}

// A watching ValueReader notes a string that decodes to the watched one
// wherever it is read (a name, a value, in a skipped member at any
// depth), however it is spelled, and nothing else; Reset forgets it.
func TestValueReaderWatch(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool
	}{
		{`{"a":"compaction"}`, true},
		{`{"compaction":1}`, true},
		{`{"a":[{"b":{"c":"\u0063ompactio\u006E"}}]}`, true},
		{`{"a":"x","b":[1,{"c":"compact\u0069on"}],"d":2}`, true},
		{`{"a":"compactions","b":"compactio","c":"Compaction"}`, false},
		{`{"a":"compaction\u00e9","b":"compactio\u00ee","c":"compactio\\n"}`, false},
		{`{"a":"x\"compaction\"y","b":"compaction\n"}`, false},
		{`{"a":"compaction` + "\xff" + `"}`, false},
	} {
		var r ValueReader
		r.Watch("compaction")
		r.Reset([]byte(c.line))
		if err := r.Skip(); err != nil {
			t.Fatalf("%s: %v", c.line, err)
		}
		if r.Watched() != c.want {
			t.Errorf("%s: watched %v, want %v", c.line, r.Watched(), c.want)
		}
		if r.Reset([]byte(`{}`)); r.Watched() {
			t.Errorf("%s: still watched after Reset", c.line)
		}
	}
}
