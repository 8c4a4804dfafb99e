package rules

import "slices"

// automaton is an Aho-Corasick keyword matcher compiled to a dense DFA.
// Input bytes are folded first (ASCII upper case to lower case, every digit
// to '0', every byte beyond ASCII to one of eight by its low three bits),
// then mapped to a small alphabet of classes: one per folded byte that
// occurs in some keyword, and class 0 for all other bytes. Scanning costs
// two table loads per byte and never allocates. The bytes beyond ASCII are
// folded so that keywords in any script (пароль, 密码, パスワード) take at
// most eight classes, and the rows stay 64 classes wide, in the
// processor's caches; a keyword beyond ASCII thus also fires on other
// letters of its script's shape, rarely, and its rule, which reads the
// text itself, tells them apart.
//
// It is built by hand rather than with a library because the libraries at
// hand neither fold case nor take a string without copying it.
type automaton struct {
	class  [256]uint8
	shift  uint // log2 of the row width
	maxLen int  // the longest keyword's length
	// next holds, for each state row and class, the next state's row offset
	// (state << shift). The states that end a keyword come last, from the
	// row offset acceptFrom on, so that telling one costs no step on the
	// chain of table loads.
	next       []uint32
	acceptFrom uint32
	// hooks holds, for each state, what fires when it is entered.
	hooks [][]hook
}

// hook is what a keyword occurrence triggers: a rule to run, and for a
// literal rule, the term to verify (n bytes ending at the current byte).
type hook struct {
	rule int32
	term int32 // index into the rule's Terms, or -1 for a regexp rule
	n    int32
	mid  bool // the rule is a midword rule
}

// keyword is one entry of the automaton's dictionary.
type keyword struct {
	text string
	hook hook
}

// fold maps a byte to its folded form.
func fold(b byte) byte {
	switch {
	case 'A' <= b && b <= 'Z':
		return b + 'a' - 'A'
	case '0' <= b && b <= '9':
		return '0'
	case b >= 0x80:
		return 0x80 | b&7
	}
	return b
}

// foldString returns s with every byte folded.
func foldString(s string) string {
	b := []byte(s)
	for i, c := range b {
		b[i] = fold(c)
	}
	return string(b)
}

// newAutomaton compiles a keyword dictionary. Keywords must be non-empty.
func newAutomaton(kws []keyword) *automaton {
	a := &automaton{}
	// Alphabet: classes in byte order, so the build is deterministic.
	var used [256]bool
	for _, k := range kws {
		for i := 0; i < len(k.text); i++ {
			used[fold(k.text[i])] = true
		}
		a.maxLen = max(a.maxLen, len(k.text))
	}
	n := 1
	var folded [256]uint8
	for b := range 256 {
		if used[b] {
			folded[b] = uint8(n)
			n++
		}
	}
	for b := range 256 {
		a.class[b] = folded[fold(byte(b))]
	}
	for 1<<a.shift < n {
		a.shift++
	}
	width := 1 << a.shift

	// Trie: goto[state*width+class] is the child state, or 0 for none
	// (the root is never a child).
	var gotoFn []int32
	var hooks [][]hook
	newState := func() int32 {
		gotoFn = append(gotoFn, make([]int32, width)...)
		hooks = append(hooks, nil)
		return int32(len(hooks) - 1)
	}
	newState()
	for _, k := range kws {
		s := int32(0)
		for i := 0; i < len(k.text); i++ {
			c := int32(a.class[k.text[i]])
			if gotoFn[s*int32(width)+c] == 0 {
				t := newState()
				gotoFn[s*int32(width)+c] = t
			}
			s = gotoFn[s*int32(width)+c]
		}
		hooks[s] = append(hooks[s], k.hook)
	}

	// Breadth-first: failure links and merged outputs. The failure of a
	// child t of s on c is where the failure chain of s first goes on c.
	states := len(hooks)
	fail := make([]int32, states)
	order := make([]int32, 1, states) // breadth first, from the root
	for q := 0; q < len(order); q++ {
		s := order[q]
		for c, t := range gotoFn[int(s)*width:][:width] {
			if t == 0 {
				continue
			}
			if s != 0 {
				f := fail[s]
				for f != 0 && gotoFn[int(f)*width+c] == 0 {
					f = fail[f]
				}
				fail[t] = gotoFn[int(f)*width+c]
			}
			hooks[t] = append(hooks[t], hooks[fail[t]]...)
			order = append(order, t)
		}
	}
	// Number the states, those that end a keyword last (the root, which
	// ends none, stays 0).
	number := make([]uint32, states)
	n = 0
	for _, accepting := range []bool{false, true} {
		if accepting {
			a.acceptFrom = uint32(n) << a.shift
		}
		for s := range states {
			if len(hooks[s]) > 0 == accepting {
				number[s] = uint32(n)
				n++
			}
		}
	}
	// Full transitions, breadth first, so that a state's failure, which
	// is shallower, has its row: a byte with no child goes where the
	// failure goes on it.
	a.next = make([]uint32, states*width)
	a.hooks = make([][]hook, states)
	for _, s := range order {
		row := a.next[int(number[s])*width:][:width]
		var frow []uint32
		if s != 0 {
			frow = a.next[int(number[fail[s]])*width:][:width]
		}
		for c, t := range gotoFn[int(s)*width:][:width] {
			switch {
			case t != 0:
				row[c] = number[t] << a.shift
			case s != 0:
				row[c] = frow[c]
			}
		}
		a.hooks[number[s]] = slices.Clip(hooks[s])
	}
	return a
}

// step returns the row offset of the state that the state at row offset
// st enters on the byte c, and whether that state ends a keyword.
func (a *automaton) step(st uint32, c byte) (uint32, bool) {
	st = a.next[st|uint32(a.class[c])]
	return st, st >= a.acceptFrom
}

// accept is a keyword occurrence as the automaton reports it: the position
// of its last byte, and the state entered there.
type accept struct {
	i  int
	st uint32
}

// scanStreams is the number of parts of a text that accepts scans at once.
const scanStreams = 4

// accepts sets parts to the keyword occurrences that end in text[lo:hi],
// in order: those of its first quarter, then of the second, and so on,
// each in order. The four quarters are scanned at once, because a scan
// waits for each table load before the next, and four scans overlap
// theirs. Each starts maxLen bytes before its quarter, as no keyword is
// longer: its state is then the one a scan from the start of the text
// would have.
func (a *automaton) accepts(parts *[scanStreams][]accept, text string, lo, hi int) {
	next, class := a.next, &a.class
	q := (hi - lo) / scanStreams
	var st [scanStreams]uint32
	for k := range parts {
		parts[k] = parts[k][:0]
		from := lo + k*q
		for i := max(from-a.maxLen, 0); i < from; i++ {
			st[k] = next[st[k]|uint32(class[text[i]])]
		}
	}
	s0, s1, s2, s3 := st[0], st[1], st[2], st[3]
	// Quarters of one length q, so that j < q spares their bounds checks.
	t0, t1, t2, t3 := text[lo:][:q], text[lo+q:][:q], text[lo+2*q:][:q], text[lo+3*q:][:q]
	af := a.acceptFrom
	for j := 0; j < q; j++ {
		s0 = next[s0|uint32(class[t0[j]])]
		s1 = next[s1|uint32(class[t1[j]])]
		s2 = next[s2|uint32(class[t2[j]])]
		s3 = next[s3|uint32(class[t3[j]])]
		if max(s0, s1, s2, s3) >= af {
			if s0 >= af {
				parts[0] = append(parts[0], accept{lo + j, s0})
			}
			if s1 >= af {
				parts[1] = append(parts[1], accept{lo + q + j, s1})
			}
			if s2 >= af {
				parts[2] = append(parts[2], accept{lo + 2*q + j, s2})
			}
			if s3 >= af {
				parts[3] = append(parts[3], accept{lo + 3*q + j, s3})
			}
		}
	}
	for i := lo + 4*q; i < hi; i++ { // the last quarter's remainder
		if s3 = next[s3|uint32(class[text[i]])]; s3 >= af {
			parts[3] = append(parts[3], accept{i, s3})
		}
	}
}
