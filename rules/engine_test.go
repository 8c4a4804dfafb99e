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

// TestFindWorkLinear checks that the bytes the rule pass hands to regexp
// engines grow with the text, not with the keywords in it: on one line of
// repeated credential assignments, of bare keywords (a million in 4 MiB),
// and of keyword-dense prose, 4 MiB costs about four times 1 MiB.
func TestFindWorkLinear(t *testing.T) {
	prose := strings.ReplaceAll(gen.DenseText(3, 1<<20), "\n", " ")
	for name, unit := range map[string]string{
		"password=": "password=",
		"keywords":  "key:",
		"dense":     prose,
	} {
		work := func(n int) int {
			text := strings.ToValidUTF8(strings.Repeat(unit, n/len(unit)+1)[:n], "")
			_, w := Default().find(nil, text)
			return w
		}
		small, big := work(1<<20), work(4<<20)
		if small == 0 || float64(big)/float64(small) > 4.5 {
			t.Errorf("%s: %d bytes to the engines for 1 MiB, %d for 4 MiB; want about 4 times as many", name, small, big)
		}
		t.Logf("%s: %.1f and %.1f bytes to the engines per byte of text", name, float64(small)/(1<<20), float64(big)/(4<<20))
	}
}
