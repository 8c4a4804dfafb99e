package identity

import (
	"slices"
	"strings"
	"testing"
)

// A terms file: one term a line, blank lines and # comments skipped; a
// line too long is an error that names the line, not its text.
func TestReadTerms(t *testing.T) {
	got, err := ReadTerms(strings.NewReader("# company\nacme\n\n  Zorbatron Labs  \n#x\nbeta\n"))
	if err != nil || !slices.Equal(got, []string{"acme", "Zorbatron Labs", "beta"}) {
		t.Errorf("ReadTerms = %q, %v", got, err)
	}
	long := "ok\n" + strings.Repeat("q", maxTermLine+1) + "\n"
	_, err = ReadTerms(strings.NewReader(long))
	if err == nil || !strings.Contains(err.Error(), "line 2") || strings.Contains(err.Error(), "qqqq") {
		t.Errorf("a long line: err = %v, want one naming line 2 without its text", err)
	}
}

func TestGeneric(t *testing.T) {
	for n, want := range map[string]bool{"root": true, "Runner": true, "ubuntu": true, "will": false, "alice": false} {
		if Generic(n) != want {
			t.Errorf("Generic(%q) = %v", n, !want)
		}
	}
}

// Common and Position do not allocate: redaction asks them per match.
func TestCommonPositionAllocs(t *testing.T) {
	Common("x") // unpack the list
	text := "cd /Users/Will/x and db.acme.internal"
	terms := NewCommonTerms([]string{"will", "acme"})
	if n := testing.AllocsPerRun(100, func() {
		Common("Will")
		terms.Common("WILL")
		terms.Common("Notes")
		Position(text, 10, 14)
		Position(text, 26, 30)
	}); n != 0 {
		t.Errorf("%v allocations a run", n)
	}
}
