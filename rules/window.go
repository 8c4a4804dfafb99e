package rules

// Windows. A rule run line by line is searched not in the whole line
// that holds one of its keywords but in the window around each keyword
// occurrence: lineMargin bytes on either side, or the rule's longest
// match if that is longer, within the line; a rule whose every match
// begins with a keyword has nothing to find before it, and its window
// starts a byte before the occurrence (see leading.go); one whose every
// match holds a keyword, at the last byte before it that no match holds
// (see held.go). The windows of one rule that overlap or touch are
// merged, so each byte of a line is searched at most once per rule
// however many keywords it holds, and a long line with a few keywords
// costs a few windows, not a search of the line per rule.
//
// A match that touches a window's edge inside the line may go on beyond
// it: then the rule searches the whole line, once, as it did before
// windows. So every match that lies within lineMargin bytes of a keyword
// is found as a search of the line finds it; a match further from every
// keyword of its rule is not looked for (a rule's keywords are part of
// its matches, or stand next to them). Validators still see the whole
// line.
//
// A window counts the keyword occurrences it was opened or widened for.
// For a rule whose every match holds a keyword occurrence (a leading
// rule's, or one whose regexp holds a keyword in every match, see
// holdsKeyword), two matches that do not overlap hold two occurrences,
// and every occurrence in a window is one it counts (an earlier one
// whose window was not merged with it ends before it starts); so the
// window has no more matches than that count, and its search stops
// after that many rather than read the rest of the window for more (on
// dense prose, a vendor's token in a window of a single occurrence
// left about half the bytes RE2 read after the token).

// lineMargin is how far on either side of a keyword occurrence a rule run
// line by line is searched.
const lineMargin = 512

// window is a stretch of one line to search: text[lo:hi] of the line
// text[line0:line1]; hi is 0 for none. For a rule with leading keywords,
// starts says whether a match may start at one of its keyword
// occurrences: where none may, there is nothing to search.
type window struct {
	lo, hi, line0, line1 int
	n                    int // the keyword occurrences it was opened or widened for
	starts               bool
}

// lineWindow adds the window around the keyword occurrence text[ks:ke]
// to rule ri's, searching the one before if they are apart.
func (s *Set) lineWindow(sc *scratch, ri int, text string, ks, ke int) {
	line := sc.lineAround(text, ke-1)
	margin := lineMargin
	if m := s.rules[ri].maxMatch; m >= margin {
		margin = m + 1
	}
	lo, hi := max(line[0], ks-margin), min(line[1], ke+margin)
	starts := true
	if r := s.rules[ri]; r.leading {
		// Only at a keyword can a match start: not before it, and not
		// where the rule's approximate automaton dies at once.
		lo = max(line[0], ks-1)
		end, ok := r.reach().extent(text[ks:line[1]], anchorWindow)
		starts = !ok || end >= 0
	}
	w := &sc.windows[ri]
	if w.hi > 0 && w.line0 == line[0] && lo <= w.hi {
		w.hi = max(w.hi, hi)
		w.n++
		w.starts = w.starts || starts
		return
	}
	if held := s.rules[ri].held; held != nil {
		// A match that holds the keyword starts after the last byte
		// before it outside the rule's alphabet (see held.go). The bytes
		// read back here lie after the window before: this is linear.
		b := ks
		for b > lo && held[text[b-1]] {
			b--
		}
		if b > lo {
			lo = b - 1
		}
	}
	s.flushWindow(sc, ri, text)
	sc.setUpTo(ri, 1) // touched, to be flushed at the end
	*w = window{lo, hi, line[0], line[1], 1, starts}
}

// flushWindow searches rule ri's pending window, if any.
func (s *Set) flushWindow(sc *scratch, ri int, text string) {
	w := sc.windows[ri]
	if w.hi == 0 {
		return
	}
	sc.windows[ri] = window{}
	r := s.rules[ri]
	if !w.starts {
		return
	}
	if matched, ok := r.scan().match(text[w.lo:w.hi]); ok && !matched {
		return
	}
	limit := -1
	if r.holds {
		limit = w.n
		sc.work.limited++
	}
	ms := sc.findAll(r, text, w.lo, w.hi, limit)
	for _, m := range ms {
		if m[0] == 0 && w.lo > w.line0 || m[1] == w.hi-w.lo && w.hi < w.line1 {
			// A match at an edge: search the whole line, and no window of
			// it again.
			sc.setUpTo(ri, w.line1)
			s.run(sc, ri, text, w.line0, w.line1)
			return
		}
	}
	for _, m := range ms {
		for k := range m {
			if m[k] >= 0 {
				m[k] += w.lo - w.line0
			}
		}
		s.keep(sc, ri, text, w.line0, w.line1, m)
	}
}
