package scrub

import (
	"strings"

	"github.com/transcrub/transcrub/rules"
)

// This file remembers the matches find made in short strings. A
// transcript repeats them line after line: Claude Code writes the session
// id, the working directory, the branch and the version into every
// frame, and each uuid again as the next frame's parentUuid, so about
// two in three of the strings the rules run on in a Claude Code corpus
// were matched, verbatim, before (Codex repeats less: there the memo
// about pays for itself). find is a function of the text alone (the
// Redaction is fixed for a Redactor's life), so the
// memo's matches are the ones the rule set would find again: redaction,
// Check and their fail-closed verdicts are unchanged.

// Bounds of the memo: the longest string it remembers, and how many it
// holds before it starts over.
const (
	memoKeyMax = 128
	memoMax    = 8192
)

// findMemo maps a short string to find's matches in it.
type findMemo struct {
	at map[string]memoSpan
	ms []rules.Match // the matches of every entry
}

// memoSpan is an entry's matches, memo.ms[lo:hi].
type memoSpan struct{ lo, hi int32 }

// lookup appends to dst the matches remembered for s and reports
// whether there were any to remember.
func (m *findMemo) lookup(dst []rules.Match, s string) ([]rules.Match, bool) {
	if len(s) > memoKeyMax || m.at == nil {
		return dst, false
	}
	e, ok := m.at[s]
	if !ok {
		return dst, false
	}
	return append(dst, m.ms[e.lo:e.hi]...), true
}

// remember keeps ms, the matches find made in s; s is copied, as it may
// be a view of a buffer that changes.
func (m *findMemo) remember(s string, ms []rules.Match) {
	if len(s) > memoKeyMax {
		return
	}
	if m.at == nil {
		m.at = map[string]memoSpan{}
	}
	if len(m.at) >= memoMax {
		clear(m.at)
		m.ms = m.ms[:0]
	}
	lo := int32(len(m.ms))
	m.ms = append(m.ms, ms...)
	m.at[strings.Clone(s)] = memoSpan{lo, int32(len(m.ms))}
}
