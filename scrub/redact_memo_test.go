package scrub

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestFindMemoIsExact: find's matches from the memo are the ones a
// Redactor that never saw the string finds (a common user name is
// identity after a tilde, not alone), however often and in whatever order
// the strings come back.
func TestFindMemoIsExact(t *testing.T) {
	p := NewPseudonymizer(redactSalt)
	const proj = "Users-alice-acme-app"
	x := NewRedaction(p, RedactOptions{Users: []string{"alice", "will"}, Terms: []string{"Acme"},
		Rename: map[string]string{proj: p.Segment(proj)}})
	f := newFakes(3)
	strs := []string{"hello world", "alice", "/home/will/x", "~will", "will", proj, "token " + f.github(), f.aws(),
		"0b3c2a1e-1234-4abc-8def-0123456789ab", "2026-03-27T03:51:39.048Z", "ACME and alice", ""}
	r := x.NewRedactor()
	for round := range 3 {
		for i := range strs {
			s := strs[(i+round)%len(strs)]
			fresh := x.NewRedactor()
			fresh.find(s)
			r.find(s)
			if !slices.Equal(r.ms, fresh.ms) {
				t.Errorf("round %d, string %d: %d matches from the memo, %d without", round, i, len(r.ms), len(fresh.ms))
			}
		}
	}
}

// TestFindMemoCanary: a secret in a short string that repeats line after
// line is redacted on every line, not only where it was first matched.
func TestFindMemoCanary(t *testing.T) {
	r := newTestRedactor(RedactOptions{})
	secret := newFakes(4).github()
	line := `{"role":"user","sessionId":"` + secret + `","message":{"content":[{"type":"text","text":"` + secret + `"}]}}`
	for i := range 3 {
		assertGone(t, "line "+strconv.Itoa(i+1), redactOK(t, r, line, nil), secret)
	}
}

// TestFindMemoBounds: the memo forgets everything when full and never
// holds a string longer than memoKeyMax.
func TestFindMemoBounds(t *testing.T) {
	r := newTestRedactor(RedactOptions{})
	for i := range memoMax + 10 {
		r.find("word" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + strconv.Itoa(i))
	}
	if n := len(r.memo.at); n == 0 || n > memoMax {
		t.Errorf("memo holds %d strings, want 1 to %d", n, memoMax)
	}
	long := strings.Repeat("y", memoKeyMax+1)
	r.find(long)
	if _, ok := r.memo.lookup(nil, long); ok {
		t.Errorf("a string of %d bytes was remembered", len(long))
	}
}
