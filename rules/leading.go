package rules

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
)

// Leading keywords. A rule searched in windows whose every match begins
// with one of its keywords, as the keyword automaton reads them (ASCII
// case ignored, digits alike: "sk_live_", "ghp_", "eyJ", "00D"), has no
// match that starts before the first keyword occurrence of a window: its
// windows start one byte before that occurrence (the byte a leading \b
// looks at) rather than lineMargin bytes before it (see lineWindow). The
// bytes left out hold the start of no match, so the search of the
// narrower window finds what the search of the wider one found; windows
// the wider margin merged may stay apart, and a match that reaches past
// the end of one touches its edge, which sends the search to the whole
// line as before (TestLeadingWindows). And since a match can start only
// at a keyword occurrence, a window none of whose occurrences the rule's
// approximate anchored automaton lets through (see dfa.extent: "vault"
// in prose, not "vault_token=") is not searched at all. On dense prose,
// where a vendor's token stands every few hundred bytes and credential
// words every few words, RE2 reads far fewer bytes.
//
// A rule whose regexp spans lines runs on the whole text, once; with
// leading keywords it runs only once an occurrence the approximate
// anchored automaton lets through is met, and from the byte before that
// occurrence (see runLeading): no match starts at an occurrence before
// it, nor between occurrences, so the search finds what a search of the
// whole text finds (TestLeadingMultiline). On dense prose where tokens
// stand on one line, the wrapped token's rule (jwt-wrapped) searched
// every payload holding "eyJ" to its end and now searches none.

// maxLeading bounds the prefixes leadingKeywords enumerates.
const maxLeading = 256

// leadingKeywords reports whether every match of re begins with one of
// keywords (lower case, as a rule holds them). It enumerates, folded, the
// starts of the matches of a regexp whose matches include re's (a
// repetition loses its upper bound), as long as the longest keyword, and
// reports false where it cannot tell: more than maxLeading starts, a
// start that may hold a byte outside ASCII, or case folding that admits
// one (the k of (?i)key also matches the Kelvin sign).
func leadingKeywords(re *syntax.Regexp, keywords []string) bool {
	n := 0
	folded := make([]string, len(keywords))
	for i, k := range keywords {
		folded[i] = foldString(k)
		n = max(n, len(k))
	}
	if len(folded) == 0 {
		return false
	}
	re = re.Simplify()
	// The first bytes of the matches first: most regexps that do not
	// begin with a keyword show it there, before the starts are
	// enumerated. Each of them is the first byte of a start.
	if firsts, ok := prefixes(re, 1); ok {
		for _, p := range firsts {
			if !slices.ContainsFunc(folded, func(k string) bool { return p != "" && k[0] == p[0] }) {
				return false
			}
		}
	}
	starts, ok := prefixes(re, n)
	if !ok {
		return false
	}
	for _, p := range starts {
		if !slices.ContainsFunc(folded, func(k string) bool { return strings.HasPrefix(p, k) }) {
			return false
		}
	}
	return true
}

// prefixes returns the folded first n bytes of the matches of re, or the
// whole match where it is shorter, sorted and without repeats; ok is false
// where it cannot tell (see leadingKeywords).
func prefixes(re *syntax.Regexp, n int) (ps []string, ok bool) {
	if n == 0 {
		return []string{""}, true
	}
	switch re.Op {
	case syntax.OpNoMatch:
		return nil, true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return []string{""}, true
	case syntax.OpLiteral:
		b := make([]byte, 0, len(re.Rune))
		for _, r := range re.Rune {
			if !asciiFold(r, re.Flags&syntax.FoldCase != 0) {
				return nil, false
			}
			b = append(b, fold(byte(r)))
		}
		return []string{string(b[:min(n, len(b))])}, true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1] >= 0x80 {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				ps = append(ps, string(fold(byte(r))))
			}
		}
		return sorted(ps)
	case syntax.OpCapture:
		return prefixes(re.Sub[0], n)
	case syntax.OpQuest:
		if ps, ok = prefixes(re.Sub[0], n); !ok {
			return nil, false
		}
		return sorted(append(ps, ""))
	case syntax.OpStar, syntax.OpPlus, syntax.OpRepeat:
		return repetition(re, n)
	case syntax.OpConcat:
		ps = []string{""}
		for _, sub := range re.Sub {
			if ps, ok = then(ps, sub, n); !ok {
				return nil, false
			}
		}
		return ps, true
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			sp, ok := prefixes(sub, n)
			if !ok {
				return nil, false
			}
			ps = append(ps, sp...)
		}
		return sorted(ps)
	}
	return nil, false // any character
}

// repetition returns the prefixes of a repetition: its minimum of copies,
// then any number more.
func repetition(re *syntax.Regexp, n int) ([]string, bool) {
	least := 1
	switch re.Op {
	case syntax.OpStar:
		least = 0
	case syntax.OpRepeat:
		least = re.Min
	}
	ps := []string{""}
	var ok bool
	for i := 0; i < least && i <= n; i++ {
		if ps, ok = then(ps, re.Sub[0], n); !ok {
			return nil, false
		}
	}
	if re.Op == syntax.OpRepeat && re.Max == re.Min {
		return ps, true
	}
	for { // any number more: until no prefix grows
		more, ok := then(ps, re.Sub[0], n)
		if !ok {
			return nil, false
		}
		if more, ok = sorted(append(more, ps...)); !ok || slices.Equal(more, ps) {
			return more, ok
		}
		ps = more
	}
}

// then returns the prefixes of what ps begin and re continues.
func then(ps []string, re *syntax.Regexp, n int) ([]string, bool) {
	var out []string
	for _, p := range ps {
		if len(p) == n {
			out = append(out, p)
			continue
		}
		sp, ok := prefixes(re, n-len(p))
		if !ok {
			return nil, false
		}
		for _, s := range sp {
			out = append(out, p+s)
		}
		if len(out) > maxLeading {
			return nil, false
		}
	}
	return sorted(out)
}

// sorted sorts ps and drops repeats; ok is false if more than maxLeading
// are left.
func sorted(ps []string) ([]string, bool) {
	slices.Sort(ps)
	ps = slices.Compact(ps)
	return ps, len(ps) <= maxLeading
}

// asciiFold reports whether the rune r, with case folding or not, matches
// ASCII bytes only.
func asciiFold(r rune, foldCase bool) bool {
	if r >= 0x80 {
		return false
	}
	for f := unicode.SimpleFold(r); foldCase && f != r; f = unicode.SimpleFold(f) {
		if f >= 0x80 {
			return false
		}
	}
	return true
}

// runLeading handles the keyword occurrence at text[ks] of multiline rule
// ri with leading keywords, which has not run yet: unless its
// approximate automaton tells that no match starts there, it runs once
// on text[ks-1:] (the byte a leading \b looks at), its candidates kept
// as those of a run on the whole text, whose region validators see.
func (s *Set) runLeading(sc *scratch, ri int, text string, ks int) {
	r := s.rules[ri]
	if end, ok := r.reach().extent(text[ks:], anchorWindow); ok && end < 0 {
		return
	}
	sc.setUpTo(ri, 1)
	lo := max(ks-1, 0)
	if matched, ok := r.scan().match(text[lo:]); ok && !matched {
		return
	}
	for _, m := range sc.findAll(r, text, lo, len(text), -1) {
		for k := range m {
			if m[k] >= 0 {
				m[k] += lo
			}
		}
		s.keep(sc, ri, text, 0, len(text), m)
	}
}
