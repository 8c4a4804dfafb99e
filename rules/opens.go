package rules

import "regexp/syntax"

// Where a secret can open. A deferred try (see cand) is spared when all
// it would read lies inside a kept candidate of an earlier rule; a try of
// a rule whose secret follows a name ("API_KEY=v", as the generic rules
// read it) also reads the name, which the candidate that beats it (the
// vendor's token, the credential context's value) does not hold. Such a
// try is spared too when its secret can open nowhere but inside a kept
// candidate of an earlier rule that overlaps what it reads: its secret,
// which is not empty, would overlap that candidate, and so would the
// rule's candidate, which holds its secret, and it would be dropped (see
// runDeferred). Where the secret can open is told by an anchored,
// approximate automaton (see dfa) of the regexp's starts up to the
// secret's group: of `(?:key|token)[\w.]*=([^\s]{8,})`,
// `(?:key|token)[\w.]*=`. On dense prose this spares most tries of
// generic-secret and generic-keyed-token at the tokens that a vendor's
// rule or the credential context took.

// secretOpens returns the regexp of what a match of re reads before its
// secret opens: the group numbered group, or for group 0 the first that
// is not empty, which needs every match to hold one; nil if there is no
// such regexp.
func secretOpens(re *syntax.Regexp, group int) *syntax.Regexp {
	if group == 0 && !holdsSecret(re) {
		return nil
	}
	return opensIn(re.Simplify(), group)
}

// opensIn returns the regexp of the starts of re's matches up to where a
// secret group opens, or nil if re holds none. A repetition's bound is
// dropped: the starts of the regexp returned include those of re.
func opensIn(re *syntax.Regexp, group int) *syntax.Regexp {
	switch re.Op {
	case syntax.OpCapture:
		if group == 0 || re.Cap == group {
			return &syntax.Regexp{Op: syntax.OpEmptyMatch}
		}
		return opensIn(re.Sub[0], group)
	case syntax.OpQuest:
		return opensIn(re.Sub[0], group)
	case syntax.OpStar, syntax.OpPlus, syntax.OpRepeat:
		in := opensIn(re.Sub[0], group)
		if in == nil {
			return nil
		}
		star := &syntax.Regexp{Op: syntax.OpStar, Sub: []*syntax.Regexp{re.Sub[0]}}
		return &syntax.Regexp{Op: syntax.OpConcat, Sub: []*syntax.Regexp{star, in}}
	case syntax.OpConcat:
		var alts []*syntax.Regexp
		for i, sub := range re.Sub {
			if in := opensIn(sub, group); in != nil {
				seq := append(append([]*syntax.Regexp{}, re.Sub[:i]...), in)
				alts = append(alts, &syntax.Regexp{Op: syntax.OpConcat, Sub: seq})
			}
		}
		return alternate(alts)
	case syntax.OpAlternate:
		var alts []*syntax.Regexp
		for _, sub := range re.Sub {
			if in := opensIn(sub, group); in != nil {
				alts = append(alts, in)
			}
		}
		return alternate(alts)
	}
	return nil
}

func alternate(alts []*syntax.Regexp) *syntax.Regexp {
	switch len(alts) {
	case 0:
		return nil
	case 1:
		return alts[0]
	}
	return &syntax.Regexp{Op: syntax.OpAlternate, Sub: alts}
}

// holdsSecret reports whether every match of re holds a capture group
// that is not empty.
func holdsSecret(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpCapture:
		return minLen(re.Sub[0]) > 0 || holdsSecret(re.Sub[0])
	case syntax.OpPlus:
		return holdsSecret(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min > 0 && holdsSecret(re.Sub[0])
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if holdsSecret(sub) {
				return true
			}
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !holdsSecret(sub) {
				return false
			}
		}
		return true
	}
	return false
}

// opensInside reports whether the secret of rule r's deferred try c can
// open only inside over, a stretch of text that one candidate covers.
func (r *Rule) opensInside(text string, c cand, over span) bool {
	return over.start < over.end && over.end > c.start && over.start < c.end &&
		!r.opens().opensOutside(text[c.start:c.end], over.start-c.start, over.end-c.start)
}

// opensOutside reports whether a secret can open in input (read from
// where a try starts) outside input[lo:hi], by the automaton of
// secretOpens: where it would hold a byte of input at least (a secret
// opening at the end would be empty). A nil automaton, or one that
// cannot tell, says it can.
func (d *dfa) opensOutside(input string, lo, hi int) bool {
	if d == nil {
		return true
	}
	s := dfaStart
	for i := 0; i < len(input); i++ {
		x := d.next[int(s)*d.width+int(d.class[input[i]])]
		if x&1 != 0 && (i < lo || i >= hi) {
			return true // a match of the starts ends before input[i]
		}
		switch s = x >> 1; s {
		case dfaDead, dfaEnd:
			return false
		case dfaUnknown:
			return true
		}
	}
	return false
}
