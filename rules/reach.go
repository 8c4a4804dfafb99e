package rules

import (
	"encoding/binary"
	"regexp/syntax"
	"slices"
)

// reach is a deterministic automaton that tells how far a match of a
// regexp from the start of a text can reach, looking at the text's bytes
// once each: most keyword occurrences start no match, and the automaton
// sees that after a few bytes where the regexp engine would pay for its
// whole program on a window of the text. It is built from the regexp's
// program by the subset construction: a state is the set of instructions
// that the paths through the program consuming the same ASCII bytes can
// be at. It errs on the side of a match: every empty-width assertion (^,
// $, \b, \B) counts as holding, and a byte outside ASCII or a state past
// the build's bound stops the walk with no answer.
type reach struct {
	class [256]uint8 // byte → column; 0 for bytes outside ASCII
	width int        // columns per state
	next  []uint16   // state*width + column → next state
	match []bool     // per state: a match may end here
}

// Special states: no path goes on (dead), or the automaton cannot tell
// (unknown). The start state follows them.
const (
	reachDead uint16 = iota
	reachUnknown
	reachStart
)

// maxReachStates bounds an automaton's states; those the subset
// construction would add beyond it are unknown.
const maxReachStates = 1024

// newReach builds the automaton of a regexp, parsed as package regexp
// parses it, or returns nil if it cannot be compiled.
func newReach(expr string) *reach {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil
	}
	b := reachBuilder{prog: prog, d: &reach{}, index: map[string]uint16{}, seen: make([]bool, len(prog.Inst))}
	b.columns()
	if !b.build() {
		return nil
	}
	return b.d
}

// reachBuilder carries the subset construction.
type reachBuilder struct {
	prog     *syntax.Prog
	d        *reach
	consumes [][]bool          // per column: whether each instruction consumes its bytes
	sets     [][]uint32        // per state: its instructions that consume, sorted
	index    map[string]uint16 // state key → state
	seen     []bool            // closure's visited instructions
	pcs      []uint32          // closure's result
	set      []uint32          // state's scratch: pcs that consume
	key      []byte            // state's scratch: the key of set
}

// columns groups the ASCII bytes that every instruction treats alike into
// columns; column 0 is for the other bytes, which no instruction is
// taken to consume.
func (b *reachBuilder) columns() {
	d := b.d
	cols := map[string]uint8{}
	b.consumes = [][]bool{make([]bool, len(b.prog.Inst))}
	sig := make([]byte, len(b.prog.Inst))
	for c := range 0x80 {
		for pc := range b.prog.Inst {
			sig[pc] = 0
			if consumes(&b.prog.Inst[pc], byte(c)) {
				sig[pc] = 1
			}
		}
		col, ok := cols[string(sig)]
		if !ok {
			col = uint8(len(b.consumes))
			cols[string(sig)] = col
			cons := make([]bool, len(sig))
			for pc, x := range sig {
				cons[pc] = x == 1
			}
			b.consumes = append(b.consumes, cons)
		}
		d.class[c] = col
	}
	d.width = len(b.consumes)
}

// consumes reports whether the instruction consumes the ASCII byte c.
func consumes(inst *syntax.Inst, c byte) bool {
	switch inst.Op {
	case syntax.InstRune, syntax.InstRune1:
		return inst.MatchRune(rune(c))
	case syntax.InstRuneAny:
		return true
	case syntax.InstRuneAnyNotNL:
		return c != '\n'
	}
	return false
}

// build adds the states; it reports false if the start state is a special
// one (the regexp can match nothing).
func (b *reachBuilder) build() bool {
	d := b.d
	for range reachStart {
		b.sets = append(b.sets, nil)
		d.match = append(d.match, false)
	}
	d.next = make([]uint16, int(reachStart)*d.width)
	for col := range d.width {
		d.next[int(reachUnknown)*d.width+col] = reachUnknown
	}
	b.pcs = b.pcs[:0]
	b.add(uint32(b.prog.Start))
	if b.state() != reachStart {
		return false
	}
	for s := int(reachStart); s < len(b.sets); s++ {
		d.next[s*d.width] = reachUnknown
		for col := 1; col < d.width; col++ {
			t := b.step(s, col)
			d.next[s*d.width+col] = t
		}
	}
	return true
}

// step returns the state that state s enters on the bytes of column col.
func (b *reachBuilder) step(s, col int) uint16 {
	b.pcs = b.pcs[:0]
	for _, pc := range b.sets[s] {
		if b.consumes[col][pc] {
			b.add(b.prog.Inst[pc].Out)
		}
	}
	return b.state()
}

// add adds to pcs the instructions reachable from pc without consuming a
// byte, taking every assertion to hold; the match instruction stands for
// a match.
func (b *reachBuilder) add(pc uint32) {
	if b.seen[pc] {
		return
	}
	b.seen[pc] = true
	b.pcs = append(b.pcs, pc)
	switch inst := &b.prog.Inst[pc]; inst.Op {
	case syntax.InstAlt, syntax.InstAltMatch:
		b.add(inst.Out)
		b.add(inst.Arg)
	case syntax.InstCapture, syntax.InstNop, syntax.InstEmptyWidth:
		b.add(inst.Out)
	}
}

// state returns the state of the instructions in pcs, adding it if it is
// new and the bound allows, and clears the closure's marks.
func (b *reachBuilder) state() uint16 {
	set := b.set[:0]
	match := false
	for _, pc := range b.pcs {
		b.seen[pc] = false
		switch b.prog.Inst[pc].Op {
		case syntax.InstMatch:
			match = true
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			set = append(set, pc)
		}
	}
	b.set = set
	if len(set) == 0 && !match {
		return reachDead
	}
	slices.Sort(set)
	key := append(b.key[:0], 0)
	if match {
		key[0] = 1
	}
	for _, pc := range set {
		key = binary.AppendUvarint(key, uint64(pc))
	}
	b.key = key
	if s, ok := b.index[string(key)]; ok {
		return s
	}
	if len(b.sets) >= maxReachStates {
		return reachUnknown
	}
	s := uint16(len(b.sets))
	b.index[string(key)] = s
	b.sets = append(b.sets, slices.Clone(set))
	b.d.match = append(b.d.match, match)
	b.d.next = append(b.d.next, make([]uint16, b.d.width)...)
	return s
}

// extent walks at most limit bytes of input from its start. It returns
// the end of the longest match the regexp could have there, or -1 if it
// has none; ok is false if the automaton cannot tell within limit bytes,
// or d is nil. When ok, the regexp (anchored at the start) finds on
// input[:end+1] (or input, if shorter) what it finds on input and on any
// prefix of input that holds every byte the walk read: no path through
// the regexp gets past the byte where the walk ended, so its assertions
// see the same bytes and the same end of text, and none reaches a match
// after end.
func (d *reach) extent(input string, limit int) (end int, ok bool) {
	if d == nil {
		return 0, false
	}
	s := reachStart
	end = -1
	if d.match[s] {
		end = 0
	}
	n := min(len(input), limit)
	for i := 0; i < n; i++ {
		switch s = d.next[int(s)*d.width+int(d.class[input[i]])]; s {
		case reachDead:
			return end, true
		case reachUnknown:
			return 0, false
		}
		if d.match[s] {
			end = i + 1
		}
	}
	return end, n == len(input)
}
