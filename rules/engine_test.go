package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
)

// engineTexts are the texts the engines are compared on: every sample of
// every built-in rule, keyword-dense prose with planted secrets, and
// transcript-like text, the long ones cut into pieces of a few KiB.
func engineTexts() []string {
	var texts []string
	for _, r := range Default().rules {
		for _, p := range r.Samples.Positive {
			texts = append(texts, p.Text)
		}
		texts = append(texts, r.Samples.Negative...)
	}
	for _, long := range []string{gen.DenseText(7, 48<<10), transcriptLike(48 << 10)} {
		for len(long) > 0 {
			n := min(len(long), 3000)
			texts = append(texts, long[:n])
			long = long[n:]
		}
	}
	return texts
}

// compareFinds runs set and other on engineTexts and on keyword-dense
// prose in payloads of 8 KiB (long lines), reports each text where they
// find other ranges (with what set does differently), and returns the
// work each did on them all.
func compareFinds(t *testing.T, set, other *Set, what string) (got, want work) {
	t.Helper()
	texts := engineTexts()
	dense := gen.DenseText(5, 256<<10)
	for len(dense) > 0 {
		n := min(len(dense), 8<<10)
		texts = append(texts, dense[:n])
		dense = dense[n:]
	}
	for i, text := range texts {
		ms, w := set.find(nil, text)
		oms, ow := other.find(nil, text)
		got.engine, got.tries = got.engine+w.engine, got.tries+w.tries
		want.engine, want.tries = want.engine+ow.engine, want.tries+ow.tries
		if !slices.Equal(spans(text, ms), spans(text, oms)) {
			t.Errorf("text %d: %s, %d ranges found; without, %d, or other ones", i, what, len(ms), len(oms))
		}
	}
	return got, want
}

// TestEnginesAgree holds RE2 to package regexp on every built-in rule's
// regexp: the same matches with the same submatch indices, searched in
// each text.
func TestEnginesAgree(t *testing.T) {
	texts := engineTexts()
	for _, r := range Default().rules {
		if r.Regex == nil {
			continue
		}
		fast := r.fastSearch()
		if fast == nil {
			t.Errorf("rule %q: RE2 does not compile its regexp", r.ID)
			continue
		}
		differ := 0
		for _, text := range texts {
			if !slices.EqualFunc(r.Regex.FindAllStringSubmatchIndex(text, -1), fast.FindAllStringSubmatchIndex(text, -1), slices.Equal) {
				differ++
			}
		}
		if differ > 0 {
			t.Errorf("rule %q: the engines differ on %d texts", r.ID, differ)
		}
	}
}

// TestEngineInvalidUTF8 checks that a text that is not valid UTF-8 is
// searched as package regexp searches it: RE2 would stop at the bad byte
// and miss the token after it.
func TestEngineInvalidUTF8(t *testing.T) {
	s := mustLoad(t, "[[rules]]\nid = 'acme'\nregex = '''acme_[a-z0-9]{16}'''\nkeywords = ['acme_']\n")
	text := "bad \xff byte, then acme_0123456789abcdef and \xc3"
	if got := spans(text, s.Find(nil, text)); !slices.Equal(got, []string{"acme:acme_0123456789abcdef"}) {
		t.Errorf("matches %q, want the token after the invalid byte", got)
	}
}

// TestFindWorkLinear checks that the work of the rule pass grows with
// the text, not with the keywords in it: on one line of repeated
// credential assignments, of bare keywords (a million in 4 MiB), and of
// keyword-dense prose, from 64 KiB to 4 MiB, each count of work (bytes
// handed to regexp engines, anchored tries, context calls and the bytes
// they read, candidates held) stays within a bound per byte of text, and each
// size costs about four times the one a quarter as long. The counts do not
// depend on the machine, so a regression to quadratic work, or to work
// bounded only by how far one value may reach, fails here every time, at
// the smallest size it shows.
func TestFindWorkLinear(t *testing.T) {
	prose := strings.ReplaceAll(gen.DenseText(3, 1<<20), "\n", " ")
	for _, in := range []struct{ name, unit string }{
		{"password=", "password="},
		{"keywords", "key:"},
		{"dense", prose},
	} {
		var small work
		for size := 64 << 10; size <= 4<<20; size *= 4 {
			big := findWork(in.unit, size)
			if big.engine == 0 || big.tries+big.contexts == 0 {
				t.Errorf("%s: no work counted (%+v)", in.name, big)
			}
			if !linearWork(t, in.name, size, small, big) {
				break
			}
			small = big
		}
	}
}

// linearWork reports whether each count of work big, on size bytes, is
// within its bound per byte and, unless small is zero, at most about four
// times (4.5) the one of small, on a quarter of the bytes; it logs the
// counts of 4 MiB.
func linearWork(t *testing.T, name string, size int, small, big work) bool {
	ok := true
	for _, c := range []struct {
		name       string
		small, big int
		perByte    float64
	}{
		{"bytes to the engines", small.engine, big.engine, 8},
		{"anchored tries", small.tries, big.tries, 1.0 / 64},
		{"context calls", small.contexts, big.contexts, 1.0 / 16},
		{"bytes read by contexts", small.read, big.read, 2},
		{"candidates held", small.held, big.held, 1.0 / 32},
	} {
		if perByte := float64(c.big) / float64(size); perByte > c.perByte {
			t.Errorf("%s: %d %s for %d KiB, %.4f per byte; want at most %.4f", name, c.big, c.name, size>>10, perByte, c.perByte)
			ok = false
		}
		if small != (work{}) && c.big > 4*c.small+c.small/2+16 {
			t.Errorf("%s: %d %s for %d KiB, %d for %d KiB; want about 4 times as many", name, c.small, c.name, size>>12, c.big, size>>10)
			ok = false
		}
		if size == 4<<20 {
			t.Logf("%s: %d %s in 4 MiB, %.4f per byte", name, c.big, c.name, float64(c.big)/float64(size))
		}
	}
	return ok
}

// findWork returns the work of the default set's Find on one line of n
// bytes of unit repeated, from a set that has found nothing before.
func findWork(unit string, n int) work {
	text := strings.ToValidUTF8(strings.Repeat(unit, n/len(unit)+1)[:n], "")
	s, err := loadDefault() // a set of its own: no memo of earlier texts
	if err != nil {
		panic(err)
	}
	_, w := s.find(nil, text)
	return w
}
