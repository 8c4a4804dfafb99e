package rules

import "slices"

// automaton is an Aho-Corasick keyword matcher compiled to a dense DFA.
// Input bytes are folded first (ASCII upper case to lower case, every digit
// to '0'), then mapped to a small alphabet of classes: one per folded byte
// that occurs in some keyword, and class 0 for all other bytes. Scanning
// costs two table loads per byte and never allocates.
//
// It is built by hand rather than with a library because the libraries at
// hand neither fold case nor take a string without copying it.
type automaton struct {
	class [256]uint8
	shift uint // log2 of the row width
	// next holds, for each state row and class, the next state's row offset
	// (state << shift), with acceptBit set if that state ends a keyword.
	next []uint32
	// hooks holds, for each state, what fires when it is entered.
	hooks [][]hook
}

const acceptBit = 1 << 31

// hook is what a keyword occurrence triggers: a rule to run, and for a
// literal rule, the term to verify (n bytes ending at the current byte).
type hook struct {
	rule int32
	term int32 // index into the rule's Terms, or -1 for a regexp rule
	n    int32
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

	// Breadth-first: failure links, merged outputs, full transitions.
	states := len(hooks)
	delta := make([]int32, states*width)
	fail := make([]int32, states)
	queue := []int32{0}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		for c := range width {
			t := gotoFn[int(s)*width+c]
			switch {
			case t != 0:
				if s != 0 {
					fail[t] = delta[int(fail[s])*width+c]
				}
				hooks[t] = append(hooks[t], hooks[fail[t]]...)
				delta[int(s)*width+c] = t
				queue = append(queue, t)
			case s != 0:
				delta[int(s)*width+c] = delta[int(fail[s])*width+c]
			}
		}
	}
	a.next = make([]uint32, len(delta))
	for i, t := range delta {
		a.next[i] = uint32(t) << a.shift
		if len(hooks[t]) > 0 {
			a.next[i] |= acceptBit
		}
	}
	for i := range hooks {
		hooks[i] = slices.Clip(hooks[i])
	}
	a.hooks = hooks
	return a
}
