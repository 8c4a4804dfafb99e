package rules

import (
	"encoding/binary"
	"math/bits"
	"regexp"
	"regexp/syntax"
	"slices"
	"sync"
	"unicode"
)

// dfa is a deterministic automaton built from a regexp's program by the
// subset construction, over ASCII: it answers questions about a text in
// one look at each byte, where the regexp engine pays for its whole
// program at every position it tries. A byte outside ASCII, or a state
// past the build's bound (maxDFAStates), leaves it unable to tell, and
// the regexp decides.
//
// A state is the set of instructions the paths through the program are
// at before a byte, and what the byte before was (the start of the text,
// a newline, a word character or another), which with the byte itself
// decides the empty-width assertions (^, $, \b, \B) between them. An
// approximate automaton takes every assertion to hold instead, and so
// errs on the side of a match.
type dfa struct {
	class [256]uint8 // byte → column; 0 for bytes outside ASCII
	width int        // columns per state
	// next holds, per state and column, the next state << 1, plus 1 if a
	// match ends before the byte.
	next  []uint16
	atEnd []bool // per state: a match ends at the end of the text
}

// dfaMode says which automaton of a regexp to build.
type dfaMode struct {
	// approx takes every assertion to hold.
	approx bool
	// anchored follows only the paths that start at the start of the
	// text; otherwise paths start before every byte.
	anchored bool
	// lines makes a newline end the text, as for a regexp that runs on
	// one line at a time.
	lines bool
	// complete asks for an automaton that can tell on every ASCII text:
	// none is built if it would outgrow maxCompleteStates.
	complete bool
}

// Special states: the automaton cannot tell (unknown), no path goes on
// (dead), the text has ended (end). The start state follows them.
const (
	dfaUnknown uint16 = iota
	dfaDead
	dfaEnd
	dfaStart
)

// maxDFAStates bounds an automaton's states; those the subset
// construction would add beyond it are unknown. The construction goes
// breadth first, so the states past the bound are those deepest into a
// match, which few walks reach: with 1024, building them cost a run more
// than they saved, and below some 384 walks meet unknown states often
// enough to cost more per byte. A complete automaton has
// at most maxCompleteStates: most regexps searched for anywhere in a line
// (a fixed-length token after a prefix, say) need far more, and building
// that many states would cost more than they save; an email address
// needs 15.
const (
	maxDFAStates      = 512
	maxCompleteStates = 64
)

// What the byte before a position was; the start of the text is 0.
const (
	prevStart = iota
	prevNewline
	prevWord
	prevOther
)

// newDFA builds an automaton of a regexp, parsed as package regexp parses
// it, or returns nil if it cannot be compiled, or cannot be complete.
func newDFA(expr string, mode dfaMode) *dfa {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	return newDFAOf(re, mode)
}

// newDFAOf is newDFA of a parsed regexp (a tree derived from a rule's, see
// secretOpens: printing it to parse it again costs more, for a
// case-folded one, than building the automaton).
func newDFAOf(re *syntax.Regexp, mode dfaMode) *dfa {
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil
	}
	b := dfaBuilder{prog: prog, mode: mode, d: &dfa{}, index: map[string]uint16{}, seen: make([]bool, len(prog.Inst))}
	b.columns()
	if !b.build() {
		return nil
	}
	return b.d
}

// dfaBuilder carries the subset construction.
type dfaBuilder struct {
	prog     *syntax.Prog
	mode     dfaMode
	d        *dfa
	rep      []byte            // per column: one of its bytes
	kind     []uint8           // per column: the kind of its bytes (see prevKind)
	consumes []columnSet       // per instruction: the columns whose bytes it consumes
	states   []dfaState        // by state number; the special ones are empty
	index    map[string]uint16 // state key → state
	seen     []bool            // closure's visited instructions
	pcs      []uint32          // closure's result
	key      []byte            // state's scratch
	// startDies is set when the paths started after the first byte reach
	// neither a match nor a byte to consume, whatever the assertions
	// other than \A hold: a regexp anchored at the start of the text.
	startDies bool
}

// dfaState is a state of the construction: the instructions the paths
// are at, sorted, before the closure over empty-width steps, and what the
// byte before was.
type dfaState struct {
	pcs  []uint32
	prev uint8
}

// columns groups the ASCII bytes that every instruction, and every
// assertion, treats alike into columns; column 0 is for the other bytes.
// Columns are numbered in the order of their first byte. Instructions
// share few distinct sets of bytes, so a byte's signature is the sets
// that hold it, found once per distinct set.
func (b *dfaBuilder) columns() {
	d := b.d
	sets := make([]asciiSet, len(b.prog.Inst))
	var distinct []asciiSet
	for pc := range b.prog.Inst {
		sets[pc] = consumes(&b.prog.Inst[pc])
		if sets[pc] != (asciiSet{}) && !slices.Contains(distinct, sets[pc]) {
			distinct = append(distinct, sets[pc])
		}
	}
	sig := make([]byte, len(distinct)+1)
	cols := map[string]uint8{}
	b.rep, b.kind = []byte{0}, []uint8{prevOther}
	for c := range byte(0x80) {
		for i, set := range distinct {
			sig[i] = byte(set[c/64] >> (c % 64) & 1)
		}
		sig[len(distinct)] = prevKind(c)
		col, ok := cols[string(sig)]
		if !ok {
			col = uint8(len(b.rep))
			cols[string(sig)] = col
			b.rep = append(b.rep, c)
			b.kind = append(b.kind, prevKind(c))
		}
		d.class[c] = col
	}
	d.width = len(b.rep)
	b.consumes = make([]columnSet, len(b.prog.Inst))
	for pc, set := range sets {
		for col := 1; col < d.width; col++ {
			if c := b.rep[col]; set[c/64]>>(c%64)&1 != 0 {
				b.consumes[pc].add(col)
			}
		}
	}
}

// columnSet is a set of columns, a bit each: at most 129 (ASCII and the
// column of the other bytes).
type columnSet [3]uint64

func (s *columnSet) add(col int) { s[col/64] |= 1 << (col % 64) }

// asciiSet is a set of ASCII bytes, a bit each.
type asciiSet [2]uint64

// add adds the bytes lo to hi, a word's run of bits at a time.
func (s *asciiSet) add(lo, hi rune) {
	for lo, hi = max(lo, 0), min(hi, 0x7f); lo <= hi; {
		end := min(hi, lo|63) // the last byte of lo's word in the run
		s[lo/64] |= ^uint64(0) >> (63 - (end - lo)) << (lo % 64)
		lo = end + 1
	}
}

// consumes returns the ASCII bytes an instruction consumes, as
// syntax.Inst.MatchRune tells them.
func consumes(inst *syntax.Inst) asciiSet {
	var s asciiSet
	switch inst.Op {
	case syntax.InstRune, syntax.InstRune1:
		if len(inst.Rune) == 1 {
			r := inst.Rune[0]
			s.add(r, r)
			if syntax.Flags(inst.Arg)&syntax.FoldCase != 0 {
				for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
					s.add(f, f)
				}
			}
			break
		}
		for i := 0; i+1 < len(inst.Rune); i += 2 {
			s.add(inst.Rune[i], inst.Rune[i+1])
		}
	case syntax.InstRuneAny:
		s.add(0, 0x7f)
	case syntax.InstRuneAnyNotNL:
		s.add(0, '\n'-1)
		s.add('\n'+1, 0x7f)
	}
	return s
}

// kindRune is a character of each kind that prevKind tells.
var kindRune = [...]rune{prevStart: -1, prevNewline: '\n', prevWord: 'a', prevOther: ' '}

// prevKind is what the byte c is to the position after it.
func prevKind(c byte) uint8 {
	switch {
	case c == '\n':
		return prevNewline
	case isIdentByte(c):
		return prevWord
	}
	return prevOther
}

// build adds the states breadth first and fills in their transitions. It
// reports false if a complete automaton would outgrow its bound.
func (b *dfaBuilder) build() bool {
	d := b.d
	b.states = make([]dfaState, dfaStart)
	d.next = make([]uint16, int(dfaStart)*d.width)
	d.atEnd = make([]bool, dfaStart)
	if !b.mode.anchored {
		c := b.closure(nil, ^syntax.EmptyOp(0)&^syntax.EmptyBeginText)
		b.startDies = len(c.pcs) == 0 && !c.match
	}
	b.state([]uint32{uint32(b.prog.Start)}, prevStart)
	outs := make([][]uint32, d.width) // per column: the instructions it leads to
	for s := int(dfaStart); s < len(b.states); s++ {
		st := b.states[s]
		// Each transition's closure is cached by the assertions that
		// hold: a state meets few sets of them.
		var closures []dfaClosure
		closure := func(next rune) dfaClosure {
			flags := b.flags(st.prev, next)
			for _, c := range closures {
				if c.flags == flags {
					return c
				}
			}
			c := b.closure(st.pcs, flags)
			closures = append(closures, c)
			return c
		}
		d.atEnd[s] = closure(-1).match
		// A column's closure depends on its bytes only through their kind
		// (see prevKind), which decides the assertions before them.
		var byKind [prevOther + 1]dfaClosure
		for k := range byKind {
			byKind[k] = closure(kindRune[k])
		}
		// Each column's instructions, from the instructions of its
		// closure that consume its bytes, read column by column from
		// their sets: most consume the bytes of a column or two.
		for col := range outs {
			outs[col] = outs[col][:0]
		}
		for _, cl := range closures {
			for _, pc := range cl.pcs {
				for w, word := range b.consumes[pc] {
					for ; word != 0; word &= word - 1 {
						if col := w*64 + bits.TrailingZeros64(word); byKind[b.kind[col]].flags == cl.flags {
							outs[col] = append(outs[col], b.prog.Inst[pc].Out)
						}
					}
				}
			}
		}
		for col := 1; col < d.width; col++ {
			c := b.rep[col]
			cl := byKind[b.kind[col]]
			t, match := dfaEnd, cl.match
			if c == '\n' && b.mode.lines {
				match = d.atEnd[s]
			} else {
				t = b.state(outs[col], b.kind[col])
			}
			if t == dfaUnknown && b.mode.complete {
				return false
			}
			d.next[s*d.width+col] = t << 1
			if match {
				d.next[s*d.width+col] |= 1
			}
		}
	}
	return true
}

// flags returns the assertions that hold between a byte of kind prev and
// the character next (-1 for the end of the text).
func (b *dfaBuilder) flags(prev uint8, next rune) syntax.EmptyOp {
	if b.mode.approx {
		return ^syntax.EmptyOp(0)
	}
	return syntax.EmptyOpContext(kindRune[prev], next)
}

// dfaClosure is what the paths of a state reach without consuming a
// byte, where the assertions flags hold: the instructions that consume
// one, and whether a match.
type dfaClosure struct {
	flags syntax.EmptyOp
	pcs   []uint32
	match bool
}

// closure returns the closure of pcs (and, unless the mode is anchored,
// of the start).
func (b *dfaBuilder) closure(pcs []uint32, flags syntax.EmptyOp) dfaClosure {
	b.pcs = b.pcs[:0]
	for _, pc := range pcs {
		b.add(pc, flags)
	}
	if !b.mode.anchored {
		b.add(uint32(b.prog.Start), flags)
	}
	c := dfaClosure{flags: flags}
	for _, pc := range b.pcs {
		b.seen[pc] = false
		switch b.prog.Inst[pc].Op {
		case syntax.InstMatch:
			c.match = true
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			c.pcs = append(c.pcs, pc)
		}
	}
	return c
}

func (b *dfaBuilder) add(pc uint32, flags syntax.EmptyOp) {
	if b.seen[pc] {
		return
	}
	b.seen[pc] = true
	b.pcs = append(b.pcs, pc)
	switch inst := &b.prog.Inst[pc]; inst.Op {
	case syntax.InstAlt, syntax.InstAltMatch:
		b.add(inst.Out, flags)
		b.add(inst.Arg, flags)
	case syntax.InstCapture, syntax.InstNop:
		b.add(inst.Out, flags)
	case syntax.InstEmptyWidth:
		if syntax.EmptyOp(inst.Arg)&^flags == 0 {
			b.add(inst.Out, flags)
		}
	}
}

// state returns the state of the instructions pcs after a byte of kind
// prev, adding it if it is new and the bound allows. An automaton without
// instructions left is dead if it is anchored, or if the paths it starts
// from here on die (see startDies): a walk can stop there.
func (b *dfaBuilder) state(pcs []uint32, prev uint8) uint16 {
	if len(pcs) == 0 && (b.mode.anchored || b.startDies) {
		return dfaDead
	}
	if b.mode.approx {
		prev = prevOther // no assertion looks at it
	}
	slices.Sort(pcs)
	pcs = slices.Compact(pcs)
	key := append(b.key[:0], prev)
	for _, pc := range pcs {
		key = binary.AppendUvarint(key, uint64(pc))
	}
	b.key = key
	if s, ok := b.index[string(key)]; ok {
		return s
	}
	if len(b.states) >= maxDFAStates || b.mode.complete && len(b.states) >= maxCompleteStates {
		return dfaUnknown
	}
	s := uint16(len(b.states))
	b.index[string(key)] = s
	b.states = append(b.states, dfaState{slices.Clone(pcs), prev})
	b.d.next = append(b.d.next, make([]uint16, b.d.width)...)
	b.d.atEnd = append(b.d.atEnd, false)
	return s
}

// extent walks an anchored, approximate automaton over at most limit
// bytes of input. It returns the end of the longest match the regexp
// could have at the start of input, or -1 if it has none; ok is false if
// the automaton cannot tell within limit bytes, or d is nil. When ok, the
// regexp (anchored at the start) finds on input[:end+1] (or input, if
// shorter) what it finds on input and on any prefix of input that holds
// every byte the walk read: no path through the regexp gets past the
// byte where the walk ended, so its assertions see the same bytes and the
// same end of text, and none reaches a match after end. With lines, input
// is taken to end at its first newline.
func (d *dfa) extent(input string, limit int) (end int, ok bool) {
	if d == nil {
		return 0, false
	}
	s, end := dfaStart, -1
	n := min(len(input), limit)
	for i := 0; i < n; i++ {
		x := d.next[int(s)*d.width+int(d.class[input[i]])]
		if x&1 != 0 {
			end = i
		}
		if s = x >> 1; s < dfaStart { // one test for the three stops
			if s == dfaUnknown {
				return 0, false
			}
			return end, true // dead or past its end
		}
	}
	if n < len(input) {
		return 0, false
	}
	if d.atEnd[s] {
		end = n
	}
	return end, true
}

// match reports whether the regexp of an exact, unanchored automaton
// matches somewhere in input; ok is false if the automaton cannot tell,
// or d is nil. It stops at the first match or once no path goes on.
func (d *dfa) match(input string) (matched, ok bool) {
	if d == nil {
		return false, false
	}
	s := dfaStart
	for i := 0; i < len(input); i++ {
		x := d.next[int(s)*d.width+int(d.class[input[i]])]
		if x&1 != 0 {
			return true, true
		}
		if s = x >> 1; s <= dfaDead {
			return false, s == dfaDead
		}
	}
	return d.atEnd[s], true
}

// screened is a regexp whose MatchString asks its exact, unanchored
// automaton first, built on first use.
type screened struct {
	*regexp.Regexp
	dfa func() *dfa
}

func newScreened(re *regexp.Regexp) screened {
	expr := re.String()
	return screened{re, sync.OnceValue(func() *dfa { return newDFA(expr, dfaMode{}) })}
}

func mustScreened(expr string) screened { return newScreened(regexp.MustCompile(expr)) }

// MatchString reports whether the regexp matches somewhere in s.
func (re screened) MatchString(s string) bool {
	if matched, ok := re.dfa().match(s); ok {
		return matched
	}
	return re.Regexp.MatchString(s)
}
