package rules

import (
	"cmp"
	"math"
	"math/bits"
	"slices"
	"strings"
)

// scratch is the per-call working memory of Find, pooled per Set.
type scratch struct {
	// upTo is, per rule, where the keyword occurrences it handled leave
	// off: for a midword rule, the end of the last identifier tried; for
	// another anchored rule, 1 + the last keyword start tried; for a rule
	// run on the whole text, 1 once it ran; for one run line by line, the
	// end of the last line. It is 0 but for the rules in touched.
	upTo []int
	// longTo is, per anchored rule, the end of the text its last long
	// search read (see matchLong); 0 but for the rules in touched.
	longTo []int
	// windows holds, per rule run line by line, the stretch of text its
	// keywords select and that it has not searched yet (see window.go);
	// empty but for the rules in touched.
	windows []window
	touched []int32
	line    [2]int // the bounds of the line around the last keyword
	cands   []cand
	pending int    // cands before this one are checked or deferred (see checkPending)
	cover   []span // checkPending's
	kept    []cand
	vals    []span // a context's values (see contextFunc)
	tried   []cand // resolve's: one rule's candidates, its deferred tries run
	added   []cand // resolve's: one rule's kept candidates
	merged  []cand // resolve's: the next kept
	wider   []cand // resolve's: candidates that reach past the kept ones they overlap
	parts   [scanStreams][]accept
	utf8    utf8State // of the text (see scratch.fast)
	work    work      // what this Find did, which tests hold to be linear
	memo
}

// cand is a candidate removal before overlaps are resolved, with what
// its checks read (see Set.passes): they run in resolve, and only for a
// candidate that would win there, so that on prose where the credential
// context and the generic rules read the same value only the winner pays
// for validators and allowlists.
//
// A deferred cand is an anchored regexp's try not run yet: its regexp is
// to match at text[start:end], within the line that ends at hi. Resolve
// runs it only if text[start:end] is not all inside a kept candidate of
// an earlier rule: whatever it matched there would overlap that one and
// be dropped (see scratch.resolve). On dense text the generic rules'
// tries at a token that a vendor's rule took are spared so.
type cand struct {
	rule       int
	start, end int
	// The match text[ms:me] and its secret text[ss:se]; for a match of
	// the rule's regexp (matched), the region text[lo:hi] it was found in.
	lo, hi, ms, me, ss, se int
	matched                bool
	checked                bool // passed its checks already (see checkPending)
	deferred               bool
}

// maxPending bounds the candidates not yet checked: beyond it they are
// checked as they stand, which resolve takes as it would have, and those
// that fail dropped, so that a long text where a rule matches everywhere
// and its checks refuse every match (a line of hashes) holds no more than
// that many. Payloads of a few KiB never reach it.
const maxPending = 4096

// Find appends to dst the ranges of text that must be removed, sorted by
// Start and non-overlapping, and returns the extended slice. Where matches
// overlap, the earlier rule wins, and of two matches of one rule the longer
// wins. Find's working memory is pooled; beyond it, Find allocates only
// when a rule's regexp matches or runs on text it has not seen lately (see
// memo), so never when text contains no keyword, and when it reads the
// bodies of a patch, the views of a word diff or a box-drawn table text
// holds (findViews).
func (s *Set) Find(dst []Match, text string) []Match {
	n := len(dst)
	dst, _ = s.find(dst, text)
	return s.findViews(dst, n, text)
}

// findViews adds to found[n:], the matches in text as written, those
// in the views of text that other files define: the bodies of its
// patches, the texts before and after its word diff (see wordDiffViews)
// and its box-drawn tables written in ASCII (see boxView). It
// reports them at text's offsets, sorted and without overlaps: where two
// overlap, one covers both, of the rule of the one that starts first
// (the one in the text as written, where they start together).
func (s *Set) findViews(found []Match, n int, text string) []Match {
	bodies := patchBodies(text)
	mapped := wordDiffViews(text)
	if box, at := boxView(text); box != "" {
		mapped = append(mapped, mappedView{box, at, false})
	}
	if len(bodies) == 0 && len(mapped) == 0 {
		return found
	}
	for _, b := range bodies {
		m := len(found)
		found, _ = s.find(found, strings.TrimSuffix(b.text, "\n"))
		for i := m; i < len(found); i++ {
			found[i].Start, found[i].End = b.offset(found[i].Start, false), b.offset(found[i].End, true)
		}
	}
	for _, v := range mapped {
		m := len(found)
		found, _ = s.find(found, v.text)
		for i := m; i < len(found); i++ {
			found[i].Start, found[i].End = v.span(found[i].Start, found[i].End)
		}
	}
	all := found[n:]
	slices.SortStableFunc(all, func(a, b Match) int { return a.Start - b.Start })
	kept := all[:0]
	for _, m := range all {
		if k := len(kept) - 1; k >= 0 && m.Start < kept[k].End {
			kept[k].End = max(kept[k].End, m.End)
			continue
		}
		kept = append(kept, m)
	}
	return found[:n+len(kept)]
}

// work counts what a Find did, for tests that hold it to be linear in
// the size of the text: a regression to work quadratic in the keywords
// of a line shows in the counts whatever the machine's speed.
type work struct {
	engine   int // bytes handed to regexp engines (see engine.go)
	limited  int // window searches that stop after as many matches as occurrences (see flushWindow)
	tries    int // anchored regexp calls
	contexts int // context calls
	read     int // bytes the contexts read: from each name to the end of its value or of what they skip
	held     int // the most candidates held at once
}

// find is Find, and also returns the work it did.
func (s *Set) find(dst []Match, text string) ([]Match, work) {
	var sc *scratch
	a := s.automaton()
	if len(text) >= splitScan {
		sc = s.getScratch()
		for lo := 0; lo < len(text); lo += scanChunk {
			a.accepts(&sc.parts, text, lo, min(lo+scanChunk, len(text)))
			for _, part := range sc.parts {
				for _, ac := range part {
					s.accept(sc, a, text, ac.i, ac.st)
				}
			}
		}
	} else {
		next, class, af := a.next, &a.class, a.acceptFrom
		st := uint32(0)
		for i := 0; i < len(text); i++ {
			if st = next[st|uint32(class[text[i]])]; st >= af {
				if sc == nil {
					sc = s.getScratch()
				}
				s.accept(sc, a, text, i, st)
			}
		}
	}
	for _, ri := range s.always {
		if sc == nil {
			sc = s.getScratch()
		}
		s.run(sc, ri, text, 0, len(text))
	}
	if sc == nil {
		return dst, work{}
	}
	for _, ri := range sc.touched {
		s.flushWindow(sc, int(ri), text)
	}
	sc.work.held = max(sc.work.held, len(sc.cands))
	dst = sc.resolve(dst, s.rules, func(c *cand) bool { return s.passes(sc, text, c) }, func(c cand, kept span) (cand, bool) { return s.try(sc, text, c, kept) })
	w := sc.work
	s.pool.Put(sc)
	return dst, w
}

// A text of splitScan bytes or more is scanned in parts (see
// automaton.accepts), scanChunk bytes at a time, so that the keyword
// occurrences waiting to be handled take bounded memory.
const (
	splitScan = 1 << 10
	scanChunk = 64 << 10
)

// accept handles a keyword occurrence ending at text[i], where the
// automaton a entered state st.
func (s *Set) accept(sc *scratch, a *automaton, text string, i int, st uint32) {
	hooks := a.hooks[st>>a.shift]
	if h := hooks[0]; len(hooks) == 1 && h.mid && i+1-int(h.n) < sc.upTo[h.rule] {
		return // a midword rule already tried on this identifier: a digit of an id, say
	}
	s.fire(sc, hooks, text, i)
}

func (s *Set) getScratch() *scratch {
	sc, _ := s.pool.Get().(*scratch)
	if sc == nil {
		n := len(s.rules)
		return &scratch{upTo: make([]int, n), longTo: make([]int, n), windows: make([]window, n), memo: newMemo()}
	}
	for _, ri := range sc.touched {
		sc.upTo[ri], sc.longTo[ri], sc.windows[ri] = 0, 0, window{}
	}
	sc.touched = sc.touched[:0]
	sc.line = [2]int{}
	sc.cands, sc.pending = sc.cands[:0], 0
	sc.utf8, sc.work = utf8Unknown, work{}
	return sc
}

// setUpTo sets upTo[ri] to n, noting the rule in touched if it was 0.
func (sc *scratch) setUpTo(ri, n int) {
	if sc.upTo[ri] == 0 && n != 0 {
		sc.touched = append(sc.touched, int32(ri))
	}
	sc.upTo[ri] = n
}

// fire handles a keyword occurrence ending at text[i].
func (s *Set) fire(sc *scratch, hooks []hook, text string, i int) {
	for _, h := range hooks {
		ri := int(h.rule)
		r := s.rules[ri]
		start := i + 1 - int(h.n)
		switch {
		case h.term >= 0:
			if term := r.Terms[h.term]; literalAt(text, start, term) {
				s.record(sc, text, cand{rule: ri, start: start, end: start + len(term)})
			}
		case r.context != nil:
			if start < sc.upTo[ri] {
				continue // in a value read already, or an identifier tried
			}
			from, to := identStart(text, start), identEnd(text, i)
			var next int
			sc.vals, next = r.context(sc.vals[:0], text, from, to)
			sc.work.contexts++
			sc.work.read += max(next, to) - from
			sc.setUpTo(ri, max(next, to))
			for _, v := range sc.vals {
				s.record(sc, text, cand{rule: ri, start: v.start, end: v.end, ms: from, me: v.end, ss: v.start, se: v.end})
			}
		case r.anchored != nil:
			identTo := 0
			if r.Midword {
				if start < sc.upTo[ri] {
					continue // tried from the start of this identifier already
				}
				start, identTo = identStart(text, start), identEnd(text, i)
				sc.setUpTo(ri, identTo)
			} else {
				if sc.upTo[ri] == start+1 || !wordStart(text, start) {
					continue
				}
				sc.setUpTo(ri, start+1)
			}
			if r.boundary && start > 0 && isIdentByte(text[start-1]) == isIdentByte(text[start]) {
				continue // the regexp's leading \b, which it cannot see from here
			}
			end := len(text)
			if r.identLen > 0 {
				// The match lies within the identifier: skip one too short.
				if identTo == 0 {
					identTo = identEnd(text, i)
				}
				if end = identTo; end-start < r.identLen {
					continue
				}
			}
			// The automaton tells where no match can start, before the
			// line is found, and how much of it the regexp needs to see.
			window, _ := r.window()
			cut, ok := r.reach().extent(text[start:end], window)
			if ok && cut < 0 {
				continue
			}
			hi := len(text)
			if !r.multiline {
				hi = sc.lineAround(text, i)[1]
			}
			if end = min(end, hi); ok {
				end = min(end, start+cut+1)
			}
			if end-start <= window {
				// A try that reads no further than its first window
				// (see matchAnchored) has no effect but its candidate:
				// its match is shorter than maxReread, and it searches
				// no longer cuts. It can wait for resolve.
				s.record(sc, text, cand{rule: ri, start: start, end: end, hi: hi, deferred: true})
			} else if m := sc.matchAnchored(ri, r, text, start, end); m != nil {
				// Validators see what precedes the anchor too: make m
				// (the scratch's copy) relative to the start of the text.
				for k := range m {
					if m[k] >= 0 {
						m[k] += start
					}
				}
				if r.Midword && m[1]-m[0] > maxReread {
					// Identifiers inside a long match are not tried
					// again, kept or not: "password=password=..." would
					// otherwise be read once per identifier to its end.
					sc.setUpTo(ri, max(sc.upTo[ri], m[1]))
				}
				s.keep(sc, ri, text, 0, hi, m)
			}
		case r.multiline && r.leading:
			if sc.upTo[ri] == 0 {
				s.runLeading(sc, ri, text, start)
			}
		case r.multiline:
			if sc.upTo[ri] == 0 {
				sc.setUpTo(ri, 1)
				s.run(sc, ri, text, 0, len(text))
			}
		case i >= sc.upTo[ri]:
			s.lineWindow(sc, ri, text, start, i+1)
		}
	}
}

// wordStart reports whether text[i] starts a word: it is not a letter or
// digit, or what precedes it is not, or it is a camelCase hump (an
// upper-case letter after a lower-case letter or a digit).
func wordStart(text string, i int) bool {
	if i == 0 || !isAlnum(text[i]) || !isAlnum(text[i-1]) {
		return true
	}
	c, p := text[i], text[i-1]
	return 'A' <= c && c <= 'Z' && ('a' <= p && p <= 'z' || isDigit(p))
}

// identStart returns the start of the identifier (a run of letters, digits
// and underscores) that holds text[i].
func identStart(text string, i int) int {
	for i > 0 && isIdentByte(text[i-1]) {
		i--
	}
	return i
}

// identEnd returns the end of the identifier that holds text[i].
func identEnd(text string, i int) int {
	for i < len(text) && isIdentByte(text[i]) {
		i++
	}
	return i
}

func isIdentByte(b byte) bool { return identByte[b] }

// lineAround returns the bounds of the line holding text[i] (a keyword's
// last byte, never a newline), found once for all the keywords in it: a
// line can be long and hold many.
func (sc *scratch) lineAround(text string, i int) [2]int {
	if i < sc.line[0] || i >= sc.line[1] {
		sc.line[0], sc.line[1] = lineAround(text, i, i)
	}
	return sc.line
}

// lineAround returns the bounds of the lines holding text[i:j], without
// their newlines.
func lineAround(text string, i, j int) (int, int) {
	start := strings.LastIndexByte(text[:i], '\n') + 1
	end := strings.IndexByte(text[j:], '\n')
	if end < 0 {
		return start, len(text)
	}
	return start, j + end
}

// literalAt reports whether the lower-case term occurs at text[start:] as a
// whole word (see WithLiterals).
func literalAt(text string, start int, term string) bool {
	end := start + len(term)
	if !hasPrefixFold(text[start:], term) {
		return false
	}
	if start > 0 && isAlnum(term[0]) && isAlnum(text[start-1]) {
		return false
	}
	return end == len(text) || !isAlnum(term[len(term)-1]) || !isAlnum(text[end])
}

// isAlnum reports whether b is an ASCII letter or digit. The grammar and
// the matcher ask it of nearly every byte they read: a table answers
// with one load where the ranges took six comparisons.
func isAlnum(b byte) bool { return alnum[b] }

// alnum holds the ASCII letters and digits, identByte those and '_'.
var alnum, identByte = func() (a, id [256]bool) {
	for b := range 256 {
		a[b] = 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9'
		id[b] = a[b] || b == '_'
	}
	return a, id
}()

// run applies rule ri's regexp to text[lo:hi] and keeps its candidates,
// unless its automaton tells that it matches nowhere there.
func (s *Set) run(sc *scratch, ri int, text string, lo, hi int) {
	r := s.rules[ri]
	if matched, ok := r.scan().match(text[lo:hi]); ok && !matched {
		return
	}
	for _, m := range sc.findAll(r, text, lo, hi, -1) {
		s.keep(sc, ri, text, lo, hi, m)
	}
}

// keep records the candidate of match m (offsets relative to lo) of rule
// ri in text[lo:hi], unless the secret is empty.
func (s *Set) keep(sc *scratch, ri int, text string, lo, hi int, m []int) {
	if c, ok := s.candidate(ri, text, lo, hi, m); ok {
		s.record(sc, text, c)
	}
}

// candidate returns the candidate of match m (offsets relative to lo) of
// rule ri in text[lo:hi]; ok is false if the secret is empty.
func (s *Set) candidate(ri int, text string, lo, hi int, m []int) (c cand, ok bool) {
	r := s.rules[ri]
	ss, se := r.secretSpan(m)
	if ss >= se {
		return c, false
	}
	start, end := lo+ss, lo+se
	if r.Whole {
		start, end = lo+m[0], lo+m[1]
	}
	if r.Kind == Secret {
		key := startsWithKey(text[start:end])
		s0 := start
		if start, end = wholeToken(text[:hi], start, end); key {
			start = s0 // password=v: a key's name is no value cut short (see whole.go)
		}
		end = wrappedOn(text, end)
	}
	return cand{ri, start, end, lo, hi, lo + m[0], lo + m[1], lo + ss, lo + se, true, false, false}, true
}

// try runs the deferred try c, returning the candidate of its match; ok
// is false if there is none. kept, if not empty, is a kept candidate of
// an earlier rule that overlaps what c reads: if c's secret can open
// nowhere else, the try is spared (see opens.go).
func (s *Set) try(sc *scratch, text string, c cand, kept span) (cand, bool) {
	r := s.rules[c.rule]
	if r.opensInside(text, c, kept) {
		return cand{}, false
	}
	m := sc.matchAnchored(c.rule, r, text, c.start, c.end)
	if m == nil {
		return cand{}, false
	}
	for k := range m {
		if m[k] >= 0 {
			m[k] += c.start
		}
	}
	return s.candidate(c.rule, text, 0, c.hi, m)
}

// record adds candidate c, checking the pending ones if there are
// maxPending of them.
func (s *Set) record(sc *scratch, text string, c cand) {
	sc.cands = append(sc.cands, c)
	if len(sc.cands)-sc.pending >= maxPending {
		s.checkPending(sc, text)
	}
}

// checkPending checks the candidates recorded since the last call and
// keeps those that pass. A deferred try is run and checked too, unless a
// candidate of the same call that passed covers what it would read, or
// where its secret can open: then resolve will likely spare it. Which
// tries wait changes only the memory held, not what resolve keeps.
func (s *Set) checkPending(sc *scratch, text string) {
	sc.work.held = max(sc.work.held, len(sc.cands))
	kept := sc.cands[:sc.pending]
	cover := sc.cover[:0]
	for i := sc.pending; i < len(sc.cands); i++ {
		if c := sc.cands[i]; c.deferred || s.passes(sc, text, &c) {
			c.checked = !c.deferred
			kept = append(kept, c)
			if c.checked {
				cover = append(cover, span{c.start, c.end})
			}
		}
	}
	slices.SortFunc(cover, func(a, b span) int { return cmp.Compare(a.start, b.start) })
	for i := 1; i < len(cover); i++ {
		cover[i].end = max(cover[i].end, cover[i-1].end) // the furthest end up to each start
	}
	n := sc.pending
	startsAt := func(s span, start int) int { return cmp.Compare(s.start, start) }
	for _, c := range kept[sc.pending:] {
		if c.deferred {
			k, _ := slices.BinarySearchFunc(cover, c.start+1, startsAt)
			covered := k > 0 && cover[k-1].end >= c.end
			if k, _ = slices.BinarySearchFunc(cover, c.end, startsAt); !covered && k > 0 {
				covered = s.rules[c.rule].opensInside(text, c, cover[k-1]) // one candidate covers cover[k-1]
			}
			if !covered {
				var ok bool
				if c, ok = s.try(sc, text, c, span{}); !ok || !s.passes(sc, text, &c) {
					continue
				}
				c.checked = true
			}
		}
		kept[n] = c
		n++
	}
	sc.cands, sc.pending, sc.cover = kept[:n], n, cover
}

// span is a stretch text[start:end].
type span struct{ start, end int }

// passes reports whether candidate c stands its rule's checks: a
// literal's term counts where it stands (Literals.Stands), the secret of
// a match is not too predictable, invalid or filler, and no allowlist
// suppresses it.
func (s *Set) passes(sc *scratch, text string, c *cand) bool {
	if c.checked {
		return true
	}
	r := s.rules[c.rule]
	if r.stands != nil && !r.stands(text, c.start, c.end) {
		return false
	}
	if c.matched {
		region, ss, se := text[c.lo:c.hi], c.ss-c.lo, c.se-c.lo
		if r.Entropy > 0 && entropy(region[ss:se]) < r.Entropy {
			return false
		}
		if r.check != nil && !r.check(region, ss, se) {
			return false
		}
		if r.Kind == Secret && fillerSecret(region, ss, se) {
			return false
		}
	}
	return !s.allowed(sc, c.rule, text, c.ms, c.me, c.ss, c.se)
}

// secretSpan picks the secret out of a match: SecretGroup, or else the
// first non-empty group, or else the whole match (as gitleaks does).
func (r *Rule) secretSpan(m []int) (int, int) {
	if g := r.SecretGroup; g > 0 {
		return m[2*g], m[2*g+1]
	}
	for g := 1; 2*g+1 < len(m); g++ {
		if m[2*g] >= 0 && m[2*g+1] > m[2*g] {
			return m[2*g], m[2*g+1]
		}
	}
	return m[0], m[1]
}

// allowedBy reports whether one of the rule's allowlists that judge the
// secret alone (bySecret), or one of the others, suppresses the candidate
// whose match is text[ms:me] and secret text[ss:se].
func (r *Rule) allowedBy(bySecret bool, text string, ms, me, ss, se int) bool {
	var line string
	for _, a := range r.allow {
		if (a.target == "secret") != bySecret {
			continue
		}
		if a.target == "line" && line == "" {
			ls, le := lineAround(text, ms, me)
			line = text[ls:le]
		}
		if a.allows(text[ss:se], text[ms:me], line) {
			return true
		}
	}
	return false
}

// entropy is the Shannon entropy of s in bits per byte. It sums the
// terms of the bytes present in order of byte value, found from a bitmap
// of them rather than by a look at every count: the same sum, to the bit,
// in a fraction of the time on a short secret.
func entropy(s string) float64 {
	var counts [256]int32
	var present [4]uint64
	for i := 0; i < len(s); i++ {
		c := s[i]
		counts[c]++
		present[c>>6] |= 1 << (c & 63)
	}
	n := float64(len(s))
	h := 0.0
	for w, bitsLeft := range present {
		for ; bitsLeft != 0; bitsLeft &= bitsLeft - 1 {
			c := w<<6 | bits.TrailingZeros64(bitsLeft)
			p := float64(counts[c]) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}

// resolve keeps the winning candidates and appends them to dst by Start.
// A candidate takes part only if passes says so, asked once it would win
// over those kept before it: it is as if the ones that do not pass had
// never been recorded. A deferred try takes part as the candidate try
// returns, asked for unless all the try would read lies inside a kept
// candidate of an earlier rule: a non-empty match there would overlap it.
// A secret's candidate that holds kept candidates of identities or
// personal data inside it (a URL with userinfo, whose user an earlier
// rule took as an account's id) takes their place, if it passes: the
// earlier rules' matches would leave the secret around them.
func (sc *scratch) resolve(dst []Match, rules []*Rule, passes func(*cand) bool, try func(c cand, kept span) (cand, bool)) []Match {
	slices.SortFunc(sc.cands, func(a, b cand) int {
		return cmp.Or(cmp.Compare(a.rule, b.rule), byStart(a, b))
	})
	kept := sc.kept[:0]
	for i := 0; i < len(sc.cands); {
		j := i
		for j < len(sc.cands) && sc.cands[j].rule == sc.cands[i].rule {
			j++
		}
		group := sc.cands[i:j]
		if slices.ContainsFunc(group, func(c cand) bool { return c.deferred }) {
			group = sc.runDeferred(group, kept, try)
		}
		// One rule's candidates, by start: each is kept unless it overlaps
		// one the rule kept before it or one of an earlier rule.
		added := sc.added[:0]
		for k := range group {
			c := &group[k]
			if len(added) > 0 && added[len(added)-1].end > c.start {
				continue
			}
			k, _ := slices.BinarySearchFunc(kept, c.start, func(k cand, start int) int { return cmp.Compare(k.start, start) })
			if k > 0 && kept[k-1].end > c.start || k < len(kept) && kept[k].start < c.end {
				if (rules[c.rule].Kind == Secret && holdsNames(rules, kept, k, c) || extendsDatum(rules, kept, k, c)) && passes(c) {
					sc.wider = append(sc.wider, *c)
				}
				continue
			}
			if !passes(c) {
				continue
			}
			added = append(added, *c)
		}
		sc.added = added
		kept, sc.merged = mergeByStart(sc.merged[:0], kept, added), kept
		i = j
	}
	if len(sc.wider) > 0 {
		kept, sc.merged = widen(sc.merged[:0], kept, sc.wider), kept
		sc.wider = sc.wider[:0]
	}
	for _, c := range kept {
		dst = append(dst, Match{Rule: rules[c.rule], Start: c.start, End: c.end})
	}
	sc.kept = kept
	return dst
}

// holdsNames reports whether c, which overlaps the kept candidates from
// kept[k-1] or kept[k] on, holds them all, none a secret's, inside it:
// it starts before the first and ends after the last (a value that only
// runs on past a signature, "…" and all, is no secret around it).
func holdsNames(rules []*Rule, kept []cand, k int, c *cand) bool {
	lo := k
	if k > 0 && kept[k-1].end > c.start {
		lo = k - 1
	}
	hi := lo
	for ; hi < len(kept) && kept[hi].start < c.end; hi++ {
		if rules[kept[hi].rule].Kind == Secret || kept[hi].start < c.start || kept[hi].end > c.end {
			return false
		}
	}
	return c.start < kept[lo].start && c.end > kept[hi-1].end
}

// extendsDatum reports whether c, personal data that overlaps the kept
// candidates from kept[k-1] or kept[k] on, holds them all and reaches
// past them, each of them a datum of c's placeholder: one address's
// rules read its unit after the number, another its street alone ("Av.
// Paulista, 1578, apto 92" against "Av. Paulista, 1578"), and the unit
// must not stay beside the placeholder.
func extendsDatum(rules []*Rule, kept []cand, k int, c *cand) bool {
	r := rules[c.rule]
	if r.Kind == Secret || r.Placeholder == "" {
		return false
	}
	lo := k
	if k > 0 && kept[k-1].end > c.start {
		lo = k - 1
	}
	hi := lo
	for ; hi < len(kept) && kept[hi].start < c.end; hi++ {
		if o := rules[kept[hi].rule]; o.Kind == Secret || o.Placeholder != r.Placeholder || kept[hi].start < c.start || kept[hi].end > c.end {
			return false
		}
	}
	return hi > lo && (c.start < kept[lo].start || c.end > kept[hi-1].end)
}

// widen appends to dst kept, sorted by start and apart, with each of
// wider in the place of the candidates it holds.
func widen(dst, kept, wider []cand) []cand {
	slices.SortFunc(wider, byStart)
	for _, c := range mergeByStart(nil, wider, kept) {
		if n := len(dst) - 1; n >= 0 && c.start < dst[n].end {
			dst[n].end = max(dst[n].end, c.end)
			continue // held by the wider one before it (or, two wider ones overlapping, joined to it)
		}
		dst = append(dst, c)
	}
	return dst
}

// byStart orders one rule's candidates by start, the longer first.
func byStart(a, b cand) int {
	return cmp.Or(cmp.Compare(a.start, b.start), cmp.Compare(b.end, a.end))
}

// runDeferred returns one rule's candidates group, by start, with its
// deferred tries run, but for those whose input lies inside one of the
// kept candidates of earlier rules. A try is told of the last of them
// that overlaps its input.
func (sc *scratch) runDeferred(group, kept []cand, try func(c cand, kept span) (cand, bool)) []cand {
	startsAt := func(k cand, start int) int { return cmp.Compare(k.start, start) }
	tried := sc.tried[:0]
	for _, c := range group {
		if c.deferred {
			k, _ := slices.BinarySearchFunc(kept, c.start+1, startsAt)
			if k > 0 && kept[k-1].end >= c.end {
				continue
			}
			var over span
			if k, _ = slices.BinarySearchFunc(kept, c.end, startsAt); k > 0 && kept[k-1].end > c.start {
				over = span{kept[k-1].start, kept[k-1].end}
			}
			var ok bool
			if c, ok = try(c, over); !ok {
				continue
			}
		}
		tried = append(tried, c)
	}
	slices.SortFunc(tried, byStart)
	sc.tried = tried
	return tried
}

// mergeByStart appends to dst the candidates of a and b, both sorted by
// start, in order of start.
func mergeByStart(dst, a, b []cand) []cand {
	for len(a) > 0 && len(b) > 0 {
		if a[0].start <= b[0].start {
			dst, a = append(dst, a[0]), a[1:]
		} else {
			dst, b = append(dst, b[0]), b[1:]
		}
	}
	return append(append(dst, a...), b...)
}
