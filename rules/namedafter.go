package rules

import "strings"

// Values named after them. Prose and notes often give a value first and
// say what it is after it:
//
//	v is the root password          v (root password)
//	here you go: v (that's the wifi password)
//	admin / v (user/password for the nas)
//	v <- wifi password              v  # db password
//	v ← smtp pass
//
// namedAfter reads back from the credential word to such a lead: the
// copula "is", an opening bracket, an arrow (<- or ←, as a phone's
// keyboard writes it) or a comment mark, past at
// most maxQualifiers short words that qualify the name (the, my, root,
// wifi, that's) or, inside a bracket, a user's word and a slash. The
// value is the word before the lead. It must hold a digit or a symbol:
// "That is the password" and "Here is my key" name no value, and a word
// alone is left to the contexts that read a value after its name.

// maxQualifiers bounds the words between a lead and the credential word.
const maxQualifiers = 3

// namedAfter returns the bounds of the value that the phrase holding the
// credential word text[ks:ke] names, before it; or -1, -1.
func namedAfter(text string, ks, ke int) (int, int) {
	if !phraseEnds(text, ke) {
		return -1, -1 // "v is the password reset token": the phrase names another thing
	}
	p := ks
	if p > 0 && text[p-1] == '/' { // (user/password
		for p--; p > 0 && isLetter(text[p-1]); p-- {
		}
		if p > 0 && text[p-1] == '(' {
			return valueBefore(text, p-1)
		}
		return -1, -1
	}
	for n := 0; n <= maxQualifiers; n++ {
		s, e := lineWordBefore(text, p)
		if s == e {
			return -1, -1
		}
		switch w := text[s:e]; {
		case len(w) == 2 && strings.EqualFold(w, "is"), w == "<-", w == "←", w == "#", w == "//":
			return valueBefore(text, s)
		case w[0] == '(' && (len(w) == 1 || qualifier(w[1:])):
			return valueBefore(text, s)
		case !qualifier(w):
			return -1, -1
		}
		p = s
	}
	return -1, -1
}

// phraseEnds reports whether the credential word ending at text[ke] ends
// its phrase: the line, a bracket or punctuation follows, or a word that
// says what the credential is for (the root password for the nas).
func phraseEnds(text string, ke int) bool {
	q := skipSpaces(text, ke)
	if q == len(text) || strings.IndexByte("\n\r)].,;:!?", text[q]) >= 0 {
		return true
	}
	e := q
	for e < len(text) && isLetter(text[e]) {
		e++
	}
	return phraseGoesOn.has(text[q:e])
}

// phraseGoesOn are the words after a credential word that keep its
// phrase about it: what it is for, and what comes after the phrase.
var phraseGoesOn = newWordSet("for", "of", "to", "on", "at", "in", "and", "btw", "from", "here", "there")

// qualifier reports whether w may qualify a credential word in a phrase
// that names a value before it: a short word of letters (an apostrophe
// too: that's), not a negation ("v is not the password").
func qualifier(w string) bool {
	if len(w) > 12 || negation(w) {
		return false
	}
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) && w[i] != '\'' {
			return false
		}
	}
	return true
}

// negation reports whether w is "not", "no" or "never", in any case; its
// length tells most words none.
func negation(w string) bool {
	switch len(w) {
	case 2:
		return strings.EqualFold(w, "no")
	case 3:
		return strings.EqualFold(w, "not")
	case 5:
		return strings.EqualFold(w, "never")
	}
	return false
}

// valueBefore returns the bounds of the word before text[:lead] on its
// line, past blanks, without the quotes around it and a comma after it,
// if it holds a digit or a symbol and no '=' (a key's pair is read from
// its key); or -1, -1.
func valueBefore(text string, lead int) (int, int) {
	vs, ve := lineWordBefore(text, lead)
	if ve > vs && text[ve-1] == ',' {
		ve--
	}
	if ve-vs > 2 && strings.IndexByte("\"'`", text[vs]) >= 0 && text[ve-1] == text[vs] {
		vs, ve = vs+1, ve-1
	}
	v := text[vs:ve]
	if len(v) < 6 || strings.IndexByte(v, '=') >= 0 || !strings.ContainsFunc(v, func(r rune) bool { return r < 0x80 && !isLetter(byte(r)) }) {
		return -1, -1
	}
	return vs, ve
}
