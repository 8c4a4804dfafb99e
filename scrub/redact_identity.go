package scrub

import (
	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/rules"
)

// This file is where redaction's identity literals apply: a match of a
// user, host or project word counts where it stands as identity
// (identity.Stands, the rule the bundle's check applies too): a name no
// dictionary has at every whole word the matcher finds, and one that is
// a common word or a code identifier (identity.Common: a user "will", a
// project word "notes") only at an identity position, never as a word of
// prose. A listed term's match counts wherever it is found. The matcher
// asks as it resolves overlaps (rules.Literals.Stands), so that a common
// user "lantern" in prose does not hide the project's joined name
// lantern-review-helper there.

// stands reports whether a match s[start:end] of a user, host or project
// word's literal stands as identity.
func (x *Redaction) stands(s string, start, end int) bool {
	return identity.Stands(s, start, end, x.common.Common(s[start:end]), KeptPathWord)
}

// find sets r.ms to the matches in s. A short string's come from the
// memo once matched (redact_memo.go).
func (r *Redactor) find(s string) {
	var ok bool
	if r.ms, ok = r.memo.lookup(r.ms[:0], s); ok {
		return
	}
	r.ms = r.x.set.Find(r.ms[:0], s)
	r.memo.remember(s, r.ms)
}

// use is an identity literal replaced at a position, until its line
// commits: the term is Redactor.useBuf[off:end], lowercase.
type use struct {
	off, end int
	pos      identity.Pos
}

// noteUse records where the match m in text, if of an identity literal
// (a listed term and a time zone included), was applied.
func (r *Redactor) noteUse(text []byte, m rules.Match) {
	if r.x.isLiteral(m.Rule) || m.Rule.ID == termRule || m.Rule.ID == zoneRule {
		off := len(r.useBuf)
		r.useBuf = lowerASCIIBytes(r.useBuf, text[m.Start:m.End])
		r.pendUses = append(r.pendUses, use{off, len(r.useBuf), identity.Position(asString(text), m.Start, m.End)})
	}
}

// commitUses counts the uses of a line that succeeded; a term's first
// use allocates its key.
func (r *Redactor) commitUses() {
	for _, u := range r.pendUses {
		t := r.useBuf[u.off:u.end]
		c := r.uses[string(t)]
		if c == nil {
			c = new([identity.NumPos]int)
			r.uses[string(t)] = c
		}
		c[u.pos]++
	}
	r.pendUses, r.useBuf = r.pendUses[:0], r.useBuf[:0]
}

// Uses returns where identity terms were applied so far: for the
// terminal's summary, never the bundle. The map is a copy.
func (r *Redactor) Uses() identity.Uses {
	u := identity.Uses{}
	for t, c := range r.uses {
		u[t] = *c
	}
	return u
}
