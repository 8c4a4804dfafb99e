package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"unsafe"
)

func mustLoad(t testing.TB, file string) *Set {
	t.Helper()
	s, err := Load(strings.NewReader(file), "test.toml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// spans renders matches as "rule:text" for comparison.
func spans(text string, ms []Match) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Rule.ID+":"+text[m.Start:m.End])
	}
	return out
}

func TestFindOverlapOrder(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "inner"
regex = '''k-[0-9]{4}'''
keywords = ["k-"]
[[rules]]
id = "outer"
regex = '''id=[a-z]-[0-9]{4}-[a-z]+'''
keywords = ["id="]
[[rules]]
id = "other"
regex = '''[0-9]{4}-zz'''
keywords = ["-zz"]
`)
	text := "a id=k-1234-xy and id=q-5678-zz end"
	got := spans(text, s.Find(nil, text))
	want := []string{"inner:k-1234-xy", "outer:id=q-5678-zz"} // inner widened to its whole token
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

// TestFindDatumExtended: a datum that holds an earlier rule's datum of
// its placeholder and reaches past it takes its place (an address's unit
// after the street another rule read alone), but not one of another
// placeholder.
func TestFindDatumExtended(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "street"
kind = "pii"
placeholder = "ADDRESS"
regex = '''Av\. [A-Z][a-z]+, [0-9]+'''
keywords = ["av."]
[[rules]]
id = "street-unit"
kind = "pii"
placeholder = "ADDRESS"
regex = '''Av\. [A-Z][a-z]+, [0-9]+, apto [0-9]+'''
keywords = ["av."]
[[rules]]
id = "unit-phone"
kind = "pii"
placeholder = "PHONE"
regex = '''[0-9]+, apto [0-9]+ - [0-9]{4}'''
keywords = ["apto"]
`)
	text := "entrega: Av. Paulista, 1578, apto 92 - 1234 ok"
	got := spans(text, s.Find(nil, text))
	want := []string{"street-unit:Av. Paulista, 1578, apto 92"}
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

func TestFindSecretGroupAndWhole(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "first-group"
regex = '''(?:user=(\w+)|name=(\w+))'''
keywords = ["user=", "name="]
[[rules]]
id = "whole"
regex = '''BEGIN (\w+) END'''
keywords = ["begin"]
whole = true
`)
	text := "name=bob; BEGIN xyz END"
	got := spans(text, s.Find(nil, text))
	want := []string{"first-group:bob", "whole:BEGIN xyz END"}
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

func TestFindLinesAndWholeText(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "line-start"
regex = '''^tok=\w+'''
keywords = ["tok="]
[[rules]]
id = "block"
regex = '''BEGIN\n[a-z]+\nEND'''
keywords = ["begin"]
`)
	text := "x tok=ignored\ntok=kept\nBEGIN\nabc\nEND"
	got := spans(text, s.Find(nil, text))
	want := []string{"line-start:tok=kept", "block:BEGIN\nabc\nEND"}
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

func TestFindAnchored(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "anch"
kind = "pii" # a secret of one repeated letter would be filler (see fillerSecret)
regex = '''(?i:key)[ \t]*=[ \t]*([a-z0-9]{6,})'''
keywords = ["key"]
anchored = true
`)
	long := strings.Repeat("k", 200) + "9"
	for _, tc := range []struct{ text, want string }{
		{"key=abc123", "abc123"},
		{"apiKey = abc123", "abc123"}, // camelCase hump
		{"api_key=abc123", "abc123"},
		{"monkey=abc123", ""}, // not a word start
		{"xkey=abc123 key=def456", "def456"},
		{"key=" + long, long}, // longer than the first window
	} {
		var got string
		if ms := s.Find(nil, tc.text); len(ms) == 1 {
			got = tc.text[ms[0].Start:ms[0].End]
		}
		if got != tc.want {
			t.Errorf("Find(%.30q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestFindAnchoredBoundary checks that an anchored regexp's leading \b
// sees the text before the anchor, as it would on the whole line.
func TestFindAnchoredBoundary(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "anch"
regex = '''\bion_[a-z0-9]{6}\b'''
keywords = ["ion_"]
anchored = true
`)
	for _, tc := range []struct{ text, want string }{
		{"ion_abc123", "ion_abc123"},
		{"t=ion_abc123", "ion_abc123"},
		{"session_abc123", ""},
		{"x_ion_abc123", ""},
		{"ion_abc1234", ""},
		{"ion_abc1234 and more: only the byte after the longest match is seen", ""},
		{"ion_abc123 and more", "ion_abc123"},
	} {
		var got string
		if ms := s.Find(nil, tc.text); len(ms) == 1 {
			got = tc.text[ms[0].Start:ms[0].End]
		}
		if got != tc.want {
			t.Errorf("Find(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestFindMidword(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "mid"
regex = '''(?i:\w*?key)[ \t]*=[ \t]*([a-z0-9]{6,})'''
keywords = ["key"]
anchored = true
midword = true
`)
	for _, tc := range []struct{ text, want string }{
		{"key=abc123", "abc123"},
		{"maps_apikey=abc123", "abc123"},
		{"monkey = abc123, keyboard=x", "abc123"},
		{"keykey=abc123", "abc123"},
		{"x.key_2=abc123", ""}, // the identifier key_2 does not end in key
	} {
		var got string
		if ms := s.Find(nil, tc.text); len(ms) == 1 {
			got = tc.text[ms[0].Start:ms[0].End]
		}
		if got != tc.want {
			t.Errorf("Find(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestFindIdentifierRule covers a midword rule whose regexp matches only
// identifier bytes: it is tried once per identifier, and not at all on one
// shorter than its shortest match.
func TestFindIdentifierRule(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "tok"
regex = '''(?:[a-z0-9]*_)*?([a-z0-9]{8,})'''
keywords = ["0"]
anchored = true
midword = true
`)
	text := "x1 ab12 v2_abc123def456 q9"
	got := spans(text, s.Find(nil, text))
	want := []string{"tok:v2_abc123def456"} // the secret group widened to its whole token
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

func TestWithLiterals(t *testing.T) {
	base := mustLoad(t, `
[[rules]]
id = "user"
regex = '''never-matches-[0-9]'''
`)
	s := base.WithLiterals(Identity, "user", "USER", []string{"Alice", "", "host42", "alice", "bob smith"})
	if len(s.Rules()) != 1 || s.Rules()[0].Terms == nil {
		t.Fatalf("rules = %q, want the literal rule in place of user", ruleIDs(s))
	}
	if r := s.Rules()[0]; r.Kind != Identity || r.Placeholder != "USER" || !slices.Equal(r.Terms, []string{"alice", "host42", "bob smith"}) {
		t.Errorf("literal rule = %+v", r)
	}
	text := "ALICE on host42 (not host17), /home/alice/x, alice_dev, malice, Bob Smith."
	got := spans(text, s.Find(nil, text))
	want := []string{"user:ALICE", "user:host42", "user:alice", "user:alice", "user:Bob Smith"}
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
	if len(base.Find(nil, text)) != 0 {
		t.Error("WithLiterals changed the receiver")
	}
	s2 := s.WithLiterals("bogus", "host", "HOST", []string{"box"})
	if r := s2.Rules()[1]; r.Kind != Identity || r.ID != "host" {
		t.Errorf("appended rule = %q kind %q, want host/identity", r.ID, r.Kind)
	}
}

// A literal occurrence its rule's Stands refuses is no match and takes no
// part in overlaps: the later rule's longer term there is found.
func TestLiteralsStands(t *testing.T) {
	inPath := func(text string, start, _ int) bool { return start > 0 && text[start-1] == '/' }
	s := mustLoad(t, "").WithLiteralRules(Identity, Literals{ID: "user", Label: "USER", Terms: []string{"lantern"}, Stands: inPath},
		Literals{ID: "word", Label: "TERM", Terms: []string{"lantern-review"}})
	text := "the lantern-review repo, a lantern, /home/lantern/x"
	got := spans(text, s.Find(nil, text))
	if want := []string{"word:lantern-review", "user:lantern"}; !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

// TestWithLiteralRules holds one WithLiteralRules to WithLiterals called
// rule by rule: the same rules in the same order (a later rule of an
// earlier id in its place) and the same matches.
func TestWithLiteralRules(t *testing.T) {
	ls := []Literals{{ID: "rename"}, {ID: "user", Label: "USER", Terms: []string{"Alice", "bob"}},
		{ID: "host", Label: "HOST", Terms: []string{"box42", ""}}, {ID: "rename", Terms: []string{"acme-app", "ALICE-dev"}}}
	one, each := Default().WithLiteralRules(Identity, ls...), Default()
	for _, l := range ls {
		each = each.WithLiterals(Identity, l.ID, l.Label, l.Terms)
	}
	if got, want := ruleIDs(one), ruleIDs(each); !slices.Equal(got, want) {
		t.Fatalf("rules = %q, want %q", got, want)
	}
	for i, r := range one.Rules() {
		if o := each.Rules()[i]; r.Source == "literal" && (r.Kind != o.Kind || r.Placeholder != o.Placeholder || !slices.Equal(r.Terms, o.Terms)) {
			t.Errorf("rule %d = %+v, want %+v", i, r, o)
		}
	}
	text := "alice-dev on box42: cd ~/acme-app && ALICE pushes; bob's password=Xq7mK2vL9nR4cT1wZp3s"
	if got, want := spans(text, one.Find(nil, text)), spans(text, each.Find(nil, text)); !slices.Equal(got, want) || len(got) < 4 {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

// TestExtendedSetBuildsNoAutomaton: a set that is only extended with
// literals, as an export extends the default set, builds no keyword
// automaton of its own; the set it returns builds one on its first Find.
func TestExtendedSetBuildsNoAutomaton(t *testing.T) {
	base, err := loadDefault()
	if err != nil {
		t.Fatal(err)
	}
	ext := base.WithLiterals(Identity, "user", "USER", []string{"alice"})
	if ms := ext.Find(nil, "alice set password=Xq7mK2vL9nR4cT1wZp3s"); len(ms) < 2 {
		t.Fatalf("Find = %d matches, want 2", len(ms))
	}
	if base.auto != nil {
		t.Error("the extended set built a keyword automaton")
	}
	if ext.auto == nil {
		t.Error("the set that was searched has no keyword automaton")
	}
}

func TestWithLiteralsLongerWins(t *testing.T) {
	s := Default().WithLiterals(Identity, "names", "NAME", []string{"ann", "ann lee"})
	text := "met Ann Lee today"
	ms := s.Find(nil, text)
	if got := spans(text, ms); !slices.Equal(got, []string{"names:Ann Lee"}) {
		t.Errorf("Find = %q, want the longer term", got)
	}
}

// TestWithManyLiterals covers terms that enter the automaton by a prefix:
// ids that share long prefixes or fold alike, a term that is the prefix of
// another, and a prefix alone in the text, which is no match.
func TestWithManyLiterals(t *testing.T) {
	const id = "0b3c2a1e-1234-4abc-8def-0123456789"
	terms := []string{id + "ab", id + "ac", "user12", "user34", "ann", "ann lee", "projects-alpha", "projects-alpine"}
	for i := range 200 {
		terms = append(terms, fmt.Sprintf("%08x-1234-4abc-8def-%012x", i*7919, i))
	}
	s := Default().WithLiterals(Identity, "ids", "ID", terms)
	text := "see " + id + "ac/" + id + "ab, " + id + "a " + id[:20] + " USER34 user56 Ann Lee; ann projects-alp projects-alpine " + terms[150]
	got := spans(text, s.Find(nil, text))
	want := []string{"ids:" + id + "ac", "ids:" + id + "ab", "ids:USER34", "ids:Ann Lee", "ids:ann", "ids:projects-alpine", "ids:" + terms[150]}
	if !slices.Equal(got, want) {
		t.Errorf("Find = %q, want %q", got, want)
	}
}

// TestFindRemembersVerdicts checks that a remembered allowlist verdict is
// the verdict on the secret, even when the text Find saw was a view of a
// buffer that has changed since, and that a verdict on the line is not
// remembered.
func TestFindRemembersVerdicts(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "user"
regex = '''/home/([a-z]+)'''
keywords = ["/home/"]
[rules.allowlist]
regexes = ['''^runner$''']
[[rules]]
id = "line"
regex = '''id=([a-z]+)'''
keywords = ["id="]
[rules.allowlist]
regexTarget = "line"
regexes = ['''test''']
`)
	buf := []byte("/home/runner /home/alice")
	view := unsafe.String(&buf[0], len(buf))
	for range 2 {
		if got := spans(view, s.Find(nil, view)); !slices.Equal(got, []string{"user:alice"}) {
			t.Fatalf("Find = %q", got)
		}
	}
	copy(buf, "/home/bobby1")
	if got := spans(view, s.Find(nil, view)); !slices.Equal(got, []string{"user:bobby1", "user:alice"}) {
		t.Errorf("after the buffer changed, Find = %q", got)
	}
	for _, tc := range []struct{ text, want string }{{"id=abc", "abc"}, {"test id=abc", ""}, {"id=abc", "abc"}} {
		var got string
		if ms := s.Find(nil, tc.text); len(ms) == 1 {
			got = tc.text[ms[0].Start:ms[0].End]
		}
		if got != tc.want {
			t.Errorf("Find(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestFindRemembersTries checks that a remembered anchored match is the
// match on the text at hand: after the buffer Find saw has changed, and
// for a text whose first anchorWindow bytes after the anchor are the same
// as a shorter one's.
func TestFindRemembersTries(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "end"
kind = "pii" # a secret of one repeated letter would be filler (see fillerSecret)
regex = '''key=([a-z]+)(?:$|;)'''
keywords = ["key="]
anchored = true
`)
	buf := []byte("key=abcdef; key=ghijkl")
	view := unsafe.String(&buf[0], len(buf))
	for range 2 {
		if got := spans(view, s.Find(nil, view)); !slices.Equal(got, []string{"end:abcdef", "end:ghijkl"}) {
			t.Fatalf("Find = %q", got)
		}
	}
	copy(buf, "key=abc0ef")
	if got := spans(view, s.Find(nil, view)); !slices.Equal(got, []string{"end:ghijkl"}) {
		t.Errorf("after the buffer changed, Find = %q", got)
	}
	short := "key=" + strings.Repeat("a", anchorWindow-4)
	for range 2 {
		for _, tc := range []struct{ text, want string }{{short, short[4:]}, {short + "9", ""}, {short + "b;", short[4:] + "b"}} {
			var got string
			if ms := s.Find(nil, tc.text); len(ms) == 1 {
				got = tc.text[ms[0].Start:ms[0].End]
			}
			if got != tc.want {
				t.Errorf("Find(%.10q...%q) = %d bytes, want %d", tc.text, tc.text[len(tc.text)-2:], len(got), len(tc.want))
			}
		}
	}
}

func TestFindAppends(t *testing.T) {
	s := Default()
	text := "mail ann@globex.com"
	dst := make([]Match, 1, 4)
	got := s.Find(dst, text)
	if len(got) != 2 || got[0] != (Match{}) || got[1].Rule.ID != "email" {
		t.Errorf("Find(dst) = %v, want dst followed by the email match", got)
	}
}

// TestFindDoesNotAllocate covers text without keywords and text whose
// keywords start no regexp match (the regexp package allocates for a match,
// even one a validator then rejects).
func TestFindDoesNotAllocate(t *testing.T) {
	s := Default()
	dst := make([]Match, 0, 8)
	for _, text := range []string{
		strings.Repeat("Refactor the parser so that errors carry line numbers. ", 40),
		strings.Repeat("the token is refreshed; rotate the key; password reset works. ", 20),
	} {
		s.Find(dst, text) // warm the pool
		if n := testing.AllocsPerRun(20, func() { s.Find(dst, text) }); n != 0 {
			t.Errorf("Find allocates %.1f times on %.30q...", n, text)
		}
	}
}

func TestFindConcurrent(t *testing.T) {
	s := Default()
	texts := []string{
		"GITHUB_TOKEN=ghp_" + "Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo",
		"contact carol@initech.org or 81.2.69.160",
		strings.Repeat("nothing to see here. ", 50),
	}
	want := make([][]string, len(texts))
	for i, text := range texts {
		want[i] = spans(text, s.Find(nil, text))
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := range 8 {
		wg.Go(func() {
			for n := range 200 {
				i := (g + n) % len(texts)
				if got := spans(texts[i], s.Find(nil, texts[i])); !slices.Equal(got, want[i]) {
					errs <- fmt.Sprintf("goroutine %d: %q, want %q", g, got, want[i])
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestAutomatonFoldsCaseAndDigits(t *testing.T) {
	a := newAutomaton([]keyword{
		{"ab", hook{rule: 0, n: 2}},
		{"b7c", hook{rule: 1, n: 3}},
		{"zz", hook{rule: 2, n: 2}},
	})
	var got []string
	st := uint32(0)
	text := "xAB3C-b0c"
	for i := 0; i < len(text); i++ {
		var accepting bool
		if st, accepting = a.step(st, text[i]); accepting {
			for _, h := range a.hooks[st>>a.shift] {
				got = append(got, fmt.Sprintf("%d@%d", h.rule, i))
			}
		}
	}
	if want := []string{"0@2", "1@4", "1@8"}; !slices.Equal(got, want) {
		t.Errorf("hits = %q, want %q", got, want)
	}
}

// TestResolvePassesLazily checks the claim resolve's checks rest on:
// over random candidates of four rules, half of which do not pass,
// resolve keeps the same whether it asks passes or is given only the
// candidates that pass, and it asks for fewer than all of them.
func TestResolvePassesLazily(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	rules := resolveRules()
	asked, recorded := 0, 0
	for range 5000 {
		all, some := &scratch{}, &scratch{}
		for range 1 + r.IntN(12) {
			c := randomCand(r, len(rules), 10)
			all.cands = append(all.cands, c)
			if c.matched {
				some.cands = append(some.cands, c)
			}
		}
		recorded += len(all.cands)
		want := some.resolve(nil, rules, func(*cand) bool { return true }, nil)
		got := all.resolve(nil, rules, func(c *cand) bool { asked++; return c.matched }, nil)
		if !slices.Equal(got, want) {
			t.Fatalf("asking passes, resolve keeps %v; given the candidates that pass, %v", got, want)
		}
	}
	if asked > recorded*3/4 {
		t.Fatalf("resolve asked passes of %d candidates of %d, want far fewer", asked, recorded)
	}
}

// resolveRules returns the four rules of resolve's tests.
func resolveRules() []*Rule {
	rules := make([]*Rule, 4)
	for i := range rules {
		rules[i] = &Rule{ID: fmt.Sprint("r", i)}
	}
	return rules
}

// randomCand returns a candidate of one of n rules, up to maxLen bytes
// long and starting in the first 40, that passes half the time.
func randomCand(r *rand.Rand, n, maxLen int) cand {
	start := r.IntN(40)
	return cand{rule: r.IntN(n), start: start, end: start + 1 + r.IntN(maxLen), matched: r.IntN(2) == 0}
}

// TestResolveSparesCoveredTries checks the claim deferred tries rest on:
// over random candidates of four rules and random deferred tries, each
// of which finds, if anything, a candidate holding part of what it reads
// (widened beyond it or not), resolve keeps the same whether the tries
// are run before it or as it goes, and as it goes it spares some of them.
func TestResolveSparesCoveredTries(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	rules := resolveRules()
	// result is what deferred try c finds: a secret within c's input,
	// widened by up to 3 bytes each way, or nothing; a function of c.
	result := func(c cand) (cand, bool) {
		h := c.start*31 + c.end*7 + c.rule
		if h%4 == 0 {
			return cand{}, false
		}
		ss := c.start + h%(c.end-c.start)
		se := ss + 1 + h%(c.end-ss)
		return cand{rule: c.rule, start: ss - h%3, end: se + h%4, matched: h%5 != 0}, true
	}
	deferred, ran := 0, 0
	for range 5000 {
		lazy, eager := &scratch{}, &scratch{}
		for range 1 + r.IntN(12) {
			c := randomCand(r, len(rules), 20)
			if r.IntN(2) == 0 {
				c.end, c.deferred = c.start+1+r.IntN(6), true
				deferred++
				lazy.cands = append(lazy.cands, c)
				if d, ok := result(c); ok {
					eager.cands = append(eager.cands, d)
				}
				continue
			}
			lazy.cands = append(lazy.cands, c)
			eager.cands = append(eager.cands, c)
		}
		passes := func(c *cand) bool { return c.matched }
		want := eager.resolve(nil, rules, passes, nil)
		got := lazy.resolve(nil, rules, passes, func(c cand, _ span) (cand, bool) { ran++; return result(c) })
		if !slices.Equal(got, want) {
			t.Fatalf("running tries as it goes, resolve keeps %v; given their candidates, %v", got, want)
		}
	}
	if ran > deferred*9/10 {
		t.Fatalf("resolve ran %d deferred tries of %d, want fewer", ran, deferred)
	}
}

// TestPendingCandidatesBounded checks that a long text where a rule
// matches everywhere and its checks refuse every match (a log of commit
// hashes) holds about maxPending candidates at most, not one per match,
// and that checking them early changes nothing: Find on the whole text
// finds what it finds in each line alone, the tokens planted among the
// hashes.
func TestPendingCandidatesBounded(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	var lines []string
	for i := range 20000 {
		line := fmt.Sprintf("commit %016x%016x%08x", r.Uint64(), r.Uint64(), r.Uint32())
		if i%2500 == 7 {
			line = "export GITHUB_TOKEN=ghp_Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo"
		}
		lines = append(lines, line)
	}
	text := strings.Join(lines, "\n")
	got, w := Default().find(nil, text)
	var want []Match
	held, off := 0, 0
	for _, line := range lines {
		ms, lw := Default().find(nil, line)
		for _, m := range ms {
			m.Start, m.End = m.Start+off, m.End+off
			want = append(want, m)
		}
		held += lw.held
		off += len(line) + 1
	}
	if !slices.Equal(spans(text, got), spans(text, want)) || len(want) != 8 {
		t.Fatalf("Find on the whole text finds %d matches, %d in its lines alone; want the 8 tokens both ways", len(got), len(want))
	}
	if held < 4*maxPending || w.held > maxPending+64 {
		t.Fatalf("the lines alone hold %d candidates, the whole text %d at most; want many, and at most %d", held, w.held, maxPending+64)
	}
}

// TestByteTables holds the byte tables of the hot paths to their ranges.
func TestByteTables(t *testing.T) {
	for i := range 256 {
		b := byte(i)
		letter := 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
		digit := '0' <= b && b <= '9'
		if isAlnum(b) != (letter || digit) || isIdentByte(b) != (letter || digit || b == '_') {
			t.Errorf("byte %#x: isAlnum %v, isIdentByte %v", b, isAlnum(b), isIdentByte(b))
		}
		if want := b + 'a' - 'A'; 'A' <= b && b <= 'Z' && lower(b) != want || !('A' <= b && b <= 'Z') && lower(b) != b {
			t.Errorf("lower(%#x) = %#x", b, lower(b))
		}
	}
}

// TestSecretHoldsName: a secret's match that holds an identity's match
// inside it takes its place, so that the identity's rule does not leave
// the rest of the secret; one that only runs on past it does not.
func TestSecretHoldsName(t *testing.T) {
	s := mustLoad(t, `
[[rules]]
id = "sid"
kind = "identity"
regex = '''AC[0-9a-f]{8}'''
keywords = ["ac"]
[[rules]]
id = "userinfo"
regex = '''https://[^:@/\s]+:[^@/\s]+@[a-z.]+'''
keywords = ["https"]
[[rules]]
id = "tail"
regex = '''sig=(AC[0-9a-f]{8}[a-z]+)'''
keywords = ["sig"]
`)
	for text, want := range map[string][]string{
		"https://AC0123abcd:Kq7vLm2x9@hooks.example": {"userinfo:https://AC0123abcd:Kq7vLm2x9@hooks.example"},
		"sig=AC0123abcdxyz":                          {"sid:AC0123abcd"},
	} {
		if got := spans(text, s.Find(nil, text)); !slices.Equal(got, want) {
			t.Errorf("Find(%q) = %q, want %q", text, got, want)
		}
	}
	text := "Twilio callback: https://AC15933ab568c83c089aa543d0548ac540:33b230c751fba3417dcd3c9adb022e29@voice.corp.example/status"
	if !covered(text, Default().Find(nil, text), "33b230c751fba3417dcd3c9adb022e29") {
		t.Error("the URL's password beside a Twilio SID is not covered")
	}
}
