package rules

import (
	"regexp/syntax"
	"strings"
	"unicode"
)

// Held keywords. A rule searched in windows whose every match holds one
// of its keywords, as the keyword automaton reads them (email's @ or
// %40), and whose matches are made of a set of bytes (its alphabet: an
// email address has no space), has no match that reaches a keyword
// occurrence from before the last byte outside that set: a new window
// starts there, rather than lineMargin bytes before the occurrence (see
// lineWindow). A match that holds no keyword occurrence of the window is
// the window of another. On dense prose an address's window starts at
// the space before it.

// alphabet is a set of bytes, bytes outside ASCII as one.
type alphabet [256]bool

// holdsKeyword reports whether every match of re holds one of keywords
// (folded, see fold) in one of its literals.
func holdsKeyword(re *syntax.Regexp, keywords []string) bool {
	switch re.Op {
	case syntax.OpLiteral:
		b := make([]byte, 0, len(re.Rune))
		for _, r := range re.Rune {
			if !asciiFold(r, re.Flags&syntax.FoldCase != 0) {
				return false
			}
			b = append(b, fold(byte(r)))
		}
		for _, k := range keywords {
			if strings.Contains(string(b), foldString(k)) {
				return true
			}
		}
	case syntax.OpCapture, syntax.OpPlus:
		return holdsKeyword(re.Sub[0], keywords)
	case syntax.OpRepeat:
		return re.Min > 0 && holdsKeyword(re.Sub[0], keywords)
	case syntax.OpConcat:
		for _, sub := range re.Sub {
			if holdsKeyword(sub, keywords) {
				return true
			}
		}
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !holdsKeyword(sub, keywords) {
				return false
			}
		}
		return len(re.Sub) > 0
	}
	return false
}

// bytesOf adds to a the bytes the matches of re may hold.
func (a *alphabet) bytesOf(re *syntax.Regexp) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			a.addRange(r, r)
			for f := unicode.SimpleFold(r); re.Flags&syntax.FoldCase != 0 && f != r; f = unicode.SimpleFold(f) {
				a.addRange(f, f)
			}
		}
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			a.addRange(re.Rune[i], re.Rune[i+1])
		}
	case syntax.OpAnyChar:
		a.addRange(0, unicode.MaxRune)
	case syntax.OpAnyCharNotNL:
		a.addRange(0, '\n'-1)
		a.addRange('\n'+1, unicode.MaxRune)
	}
	for _, sub := range re.Sub {
		a.bytesOf(sub)
	}
}

// addRange adds the runes lo to hi: their bytes if ASCII, and all bytes
// outside ASCII for any other.
func (a *alphabet) addRange(lo, hi rune) {
	for c := lo; c <= min(hi, 0x7f); c++ {
		a[c] = true
	}
	if hi >= 0x80 {
		for c := 0x80; c < 0x100; c++ {
			a[c] = true
		}
	}
}

// heldAlphabet returns the alphabet of re if every match of re holds one
// of keywords and some byte lies outside it, else nil.
func heldAlphabet(re *syntax.Regexp, keywords []string) *alphabet {
	if re = re.Simplify(); len(keywords) == 0 || !holdsKeyword(re, keywords) {
		return nil
	}
	a := &alphabet{}
	a.bytesOf(re)
	for _, in := range a {
		if !in {
			return a
		}
	}
	return nil
}
