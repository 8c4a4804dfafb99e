package rules

import (
	"bytes"
	"embed"
	"fmt"
	"maps"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Set is a compiled, ordered rule set. It is immutable and safe for
// concurrent use.
type Set struct {
	rules []*Rule
	// auto is the keyword automaton of kws, built on first use (see
	// automaton): a set an export only extends with literals (see
	// WithLiteralRules) never builds its own.
	autoOnce sync.Once
	auto     *automaton
	kws      []keyword
	always   []int // rules without keywords: run on every text
	notes    []string
	pool     sync.Pool // *scratch
}

// newSet indexes rules for matching.
func newSet(rules []*Rule, notes []string) *Set {
	s := &Set{rules: rules, notes: notes}
	keys := literalKeys(rules)
	var kws []keyword
	for i, r := range rules {
		switch {
		case r.Literal():
			for t, term := range r.Terms {
				k := term[:keys[term]]
				kws = append(kws, keyword{k, hook{rule: int32(i), term: int32(t), n: int32(len(k))}})
			}
		case len(r.Keywords) == 0:
			s.always = append(s.always, i)
		default:
			for _, k := range r.Keywords {
				kws = append(kws, keyword{k, hook{rule: int32(i), term: -1, n: int32(len(k)), mid: r.Midword}})
			}
		}
	}
	s.kws = dedupHooks(kws)
	return s
}

// automaton returns the set's keyword automaton, building it on the first
// call.
func (s *Set) automaton() *automaton {
	s.autoOnce.Do(func() {
		s.auto, s.kws = newAutomaton(s.kws), nil
	})
	return s.auto
}

// minLiteralKey is the length of the shortest prefix by which a literal
// term enters the automaton, unless the term is shorter.
const minLiteralKey = 6

// literalKeys returns, for each literal term of rules, the length of the
// prefix by which it enters the automaton: the shortest that no other
// term shares once folded (see fold), but at least minLiteralKey bytes.
// Where the prefix occurs, the whole term is checked (see literalAt). An
// export adds thousands of ids as literals; whole, they would make the
// automaton's table too big to stay in the processor's caches.
func literalKeys(rules []*Rule) map[string]int {
	shared := map[string]int{} // folded term: the longest prefix it shares with another
	for _, r := range rules {
		for _, t := range r.Terms {
			shared[foldString(t)] = 0
		}
	}
	folded := slices.Sorted(maps.Keys(shared))
	for i := 1; i < len(folded); i++ {
		n := commonPrefix(folded[i-1], folded[i])
		shared[folded[i-1]] = max(shared[folded[i-1]], n)
		shared[folded[i]] = n
	}
	keys := map[string]int{}
	for _, r := range rules {
		for _, t := range r.Terms {
			keys[t] = min(len(t), max(shared[foldString(t)]+1, minLiteralKey))
		}
	}
	return keys
}

func commonPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// dedupHooks drops repeated keywords of one regexp rule, which would only
// fire it twice.
func dedupHooks(kws []keyword) []keyword {
	type key struct {
		rule int32
		text string
	}
	seen := map[key]bool{}
	return slices.DeleteFunc(kws, func(k keyword) bool {
		if k.hook.term >= 0 {
			return false
		}
		kk := key{k.hook.rule, k.text}
		if seen[kk] {
			return true
		}
		seen[kk] = true
		return false
	})
}

// Rules returns the rules in order. The slice is a copy; the rules are
// shared and must not be modified.
func (s *Set) Rules() []*Rule { return slices.Clone(s.rules) }

// Notes returns what was ignored while loading, such as path-only rules.
func (s *Set) Notes() []string { return slices.Clone(s.notes) }

// WithLiterals returns a new set that also removes each of terms wherever it
// occurs as a whole word, ignoring ASCII case. A term is a whole word unless
// an ASCII letter or digit touches one of its letters or digits from outside:
// the term "alice" matches in "/home/alice/" and "alice_dev" but not in
// "malice". The new rule comes last, or replaces the rule with the same id
// in place. kind should be [Secret], [PII] or [Identity] (anything else is
// taken as Identity); label becomes its Placeholder. Empty terms and terms
// containing a newline are dropped.
func (s *Set) WithLiterals(kind Kind, id, label string, terms []string) *Set {
	return s.WithLiteralRules(kind, Literals{ID: id, Label: label, Terms: terms})
}

// Literals is one literal rule of [Set.WithLiteralRules]: its id, label
// and terms, as [Set.WithLiterals] takes them, and where a term counts.
type Literals struct {
	ID, Label string
	Terms     []string
	// Stands, if set, reports whether a whole-word occurrence
	// text[start:end] of a term counts: one it refuses is no match, and
	// takes no part in overlaps (a later rule's match there stands).
	Stands func(text string, start, end int) bool
}

// WithLiteralRules returns the set that WithLiterals, called with each of
// ls in turn, would: a later rule with an earlier one's id replaces it in
// place. The keyword automaton, whose size grows with the terms, is built
// once, not once per rule.
func (s *Set) WithLiteralRules(kind Kind, ls ...Literals) *Set {
	if !kind.valid() {
		kind = Identity
	}
	rules := slices.Clone(s.rules)
	for _, l := range ls {
		r := &Rule{ID: l.ID, Description: "literal terms", Kind: kind, Placeholder: l.Label, Source: "literal", stands: l.Stands}
		for _, t := range l.Terms {
			t = lowerASCII(t)
			if t != "" && !strings.ContainsRune(t, '\n') && !slices.Contains(r.Terms, t) {
				r.Terms = append(r.Terms, t)
			}
		}
		if i := slices.IndexFunc(rules, func(o *Rule) bool { return o.ID == l.ID }); i >= 0 {
			rules[i] = r
		} else {
			rules = append(rules, r)
		}
	}
	return newSet(rules, s.notes)
}

//go:embed default/*.toml
var defaultFiles embed.FS

// defaultOrder lists the embedded files in rule order: specific formats
// first, generic assignments and personal data last, so that on overlap the
// most specific rule names the match.
var defaultOrder = []string{
	"private-keys.toml",
	"cloud.toml",
	"vcs.toml",
	"chat.toml",
	"payments.toml",
	"ai.toml",
	"registries.toml",
	"services.toml",
	"homelab.toml",
	"network.toml",
	"web.toml",
	"pentest.toml",
	"desktop.toml",
	"generic.toml",
	"pii.toml",
	"addresses.toml",
}

// Default returns the embedded default rule set, compiled on first use.
func Default() *Set { return defaultSet() }

var defaultSet = sync.OnceValue(func() *Set {
	s, err := loadDefault()
	if err != nil {
		panic(err) // the embedded files are tested; this is a build defect
	}
	return s
})

// loadDefault compiles the embedded files, a worker a core, the largest
// first (compiling is most of a small export's start-up, and it waits for
// it), and merges their rules in defaultOrder.
func loadDefault() (*Set, error) {
	type file struct {
		data  []byte
		rules []*Rule
		err   error
	}
	files := make([]file, len(defaultOrder))
	for i, name := range defaultOrder {
		data, err := defaultFiles.ReadFile("default/" + name)
		if err != nil {
			return nil, err
		}
		files[i].data = data
	}
	largest := make([]int, len(files))
	for i := range largest {
		largest[i] = i
	}
	slices.SortStableFunc(largest, func(a, b int) int { return len(files[b].data) - len(files[a].data) })
	var next atomic.Int32
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Go(func() {
			for k := int(next.Add(1)) - 1; k < len(largest); k = int(next.Add(1)) - 1 {
				f := &files[largest[k]]
				f.rules, f.err = compileDefault(f.data, defaultOrder[largest[k]])
			}
		})
	}
	wg.Wait()
	var rules []*Rule
	seen := map[string]string{}
	for i, name := range defaultOrder {
		if files[i].err != nil {
			return nil, files[i].err
		}
		for _, r := range files[i].rules {
			if prev, dup := seen[r.ID]; dup {
				return nil, &Error{Source: name, Rule: r.ID, Err: fmt.Errorf("%w (also in %s)", ErrDuplicateID, prev)}
			}
			seen[r.ID] = name
			rules = append(rules, r)
		}
	}
	return newSet(rules, nil), nil
}

// compileDefault parses and compiles the embedded file name, whose bytes
// are data.
func compileDefault(data []byte, name string) ([]*Rule, error) {
	f, err := parse(bytes.NewReader(data), name)
	if err != nil {
		return nil, err
	}
	own, _, err := compileFile(f, name)
	if err != nil {
		return nil, err
	}
	for _, r := range own {
		r.Source = "default"
	}
	return own, nil
}
