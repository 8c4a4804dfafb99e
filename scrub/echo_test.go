package scrub

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/rules"
)

// echoLine is a frame whose text is s.
func echoLine(s string) string { return frameLine(`{"type":"text","text":"` + quote(s) + `"}`) }

// TestRedactEchoes plants a secret where a rule names it and then where
// no rule can see it: later in the file, and elsewhere in the same
// string. Every occurrence must go, as the same placeholder.
func TestRedactEchoes(t *testing.T) {
	f := newFakes(41)
	// Letters, digits and a symbol; and a generated value too short for
	// a rule to take alone.
	written := f.pick("abcdefghjk", 4) + "#" + f.pick("0123456789", 3) + f.pick("QWRTYP", 3)
	token := f.pick(base62, 10) + f.pick("0123456789", 2)
	for _, tc := range []struct {
		name, value string
	}{{"written", written}, {"generated", token}} {
		t.Run(tc.name, func(t *testing.T) {
			r := newTestRedactor(RedactOptions{})
			named := redactOK(t, r, echoLine("in .env: DB_PASSWORD="+tc.value), nil)
			assertGone(t, "the named secret", named, tc.value)
			ph := provisionalRE.Find(named)
			if ph == nil {
				t.Fatal("no placeholder for the named secret")
			}
			for _, later := range []string{
				"connecting to db as app with " + tc.value + " ... ok",
				"$ ./migrate " + tc.value,
				"(" + tc.value + ")",
			} {
				out := redactOK(t, r, echoLine(later), nil)
				assertGone(t, "an echo later in the file", out, tc.value)
				if !bytes.Contains(out, ph) {
					t.Error("an echo does not read as the same secret")
				}
			}
			same := redactOK(t, r, echoLine("try "+tc.value+" then set password = '"+tc.value+"'"), nil)
			assertGone(t, "an echo before the name in one string", same, tc.value)
		})
	}
}

// TestRedactEchoesKeepText: what a rule took for a password but reads as
// a word or an identifier is not redacted where else it stands; an echo
// inside a longer run of letters and digits is left whole rather than cut;
// and a file's secrets do not echo into the next file.
func TestRedactEchoesKeepText(t *testing.T) {
	f := newFakes(42)
	token := f.pick("abcdefghjk", 4) + "#" + f.pick("0123456789", 3) + f.pick("QWRTYP", 3)
	r := newTestRedactor(RedactOptions{})
	redactOK(t, r, echoLine("password=postgres and password: "+token), nil)
	redactOK(t, r, echoLine("password=Summer2024"), nil)
	for _, kept := range []string{
		"the postgres service restarted",
		"rotate the Summer2024 campaign",
		"id " + token + "x9 is another value",
	} {
		if out := redactOK(t, r, echoLine(kept), nil); !bytes.Equal(out, []byte(echoLine(kept))) {
			t.Errorf("ordinary text was changed (%d bytes)", len(kept))
		}
	}
	r.TakeIDs() // the file ends
	next := "the next file prints " + token
	if out := redactOK(t, r, echoLine(next), nil); !bytes.Contains(out, []byte(token)) {
		t.Error("a secret echoed into another file")
	}
}

// TestRedactEchoesInSidecar: a sidecar's secret, named in one window, is
// redacted where it recurs in a later one.
func TestRedactEchoesInSidecar(t *testing.T) {
	f := newFakes(43)
	token := f.pick(base62, 40)
	var text strings.Builder
	text.WriteString("api_key: " + token + "\n")
	for text.Len() < 3*redactWindow {
		text.WriteString("log line without anything secret in it\n")
	}
	text.WriteString("request signed with " + token + "\n")
	r := newTestRedactor(RedactOptions{})
	var out bytes.Buffer
	if err := r.Sidecar(&out, strings.NewReader(text.String()), nil); err != nil {
		t.Fatalf("Sidecar: %v", err)
	}
	assertGone(t, "a sidecar's echo", out.Bytes(), token)
}

// TestEchoSearch: the skipping search finds what trying every byte finds.
func TestEchoSearch(t *testing.T) {
	f := newFakes(44)
	rule := &rules.Rule{ID: "t", Kind: rules.Secret}
	for round := range 200 {
		var e echoes
		var values []string
		for range 1 + round%7 {
			v := f.pick("ab1#", 8+f.r.IntN(6)) + "9" // small alphabets make near misses
			values = append(values, v)
			e.note([]byte(v), []rules.Match{{Rule: rule, Start: 0, End: len(v)}})
		}
		var text strings.Builder
		for text.Len() < 400 {
			if f.r.IntN(4) == 0 {
				text.WriteString(values[f.r.IntN(len(values))])
			} else {
				text.WriteString(f.pick("ab1# ", 1+f.r.IntN(9)))
			}
		}
		b := []byte(text.String())
		got := e.add(nil, b)
		var want []rules.Match
		for i := 0; i < len(b); i++ {
			best := -1
			for j, v := range e.values {
				if bytes.HasPrefix(b[i:], v) && standsAlone(b, i, i+len(v)) && (best < 0 || len(v) > len(e.values[best])) {
					best = j
				}
			}
			if best >= 0 {
				want = append(want, rules.Match{Rule: rule, Start: i, End: i + len(e.values[best])})
				i += len(e.values[best]) - 1
			}
		}
		if !slices.Equal(got, want) {
			t.Fatalf("round %d: %d echoes found, %d by every byte", round, len(got), len(want))
		}
	}
}
