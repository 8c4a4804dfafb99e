package rules

import "strings"

// This file reads the values that chat writes after a label in ways a
// config file does not: on the line after the label alone, as a form is
// copied, and after a copula and a qualifier of the value.

// Bounds of labelledLine: the length of the value alone on its line.
const minLabelled, maxLabelled = 6, 64

// labelledLine returns where the value starts that a label ending its
// line with a colon gives on the next line at the same, zero,
// indentation, as a form or a password manager's entry is copied into a
// chat ("Username:\nadmin\nPassword:\nv"), or p, the label line's end.
// YAML would read such a line as no value of the key, so no file that
// parses writes one. The value must be alone on its line, one token of
// minLabelled to maxLabelled bytes with a character beyond letters (a
// word alone on the next line is prose or a heading) that opens no
// list, comment, markup, template or reference, and no label itself.
func labelledLine(text string, p int) int {
	c := skipSpacesBack(text, p)
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	if c == 0 || text[c-1] != ':' || text[ls] == ' ' || text[ls] == '\t' {
		return p
	}
	q := p
	if q < len(text) && text[q] == '\r' {
		q++
	}
	if q+1 >= len(text) || text[q] != '\n' || strings.IndexByte("-#`*>|<[{$%/ \t\r\n", text[q+1]) >= 0 {
		return p
	}
	q++
	t := q
	for t < len(text) && t-q <= maxLabelled && text[t] != ' ' && text[t] != '\t' && text[t] != '\n' && text[t] != '\r' {
		t++
	}
	if t-q < minLabelled || t-q > maxLabelled || !lineEnds(text, t) || text[t-1] == ':' || lettersOnly(text[q:t]) {
		return p
	}
	return q
}

// maxQualifier bounds the words of qualifierEnd.
const maxQualifier = 5

// qualifierEnd returns where the value starts after a qualifier of at
// most maxQualifier words in lower case, none a conjunction, and a colon that a copula's
// blank at text[p] is followed by ("the password is all lowercase: v",
// "the new key is as follows: v", "is printed on the label: v"), or p.
func qualifierEnd(text string, p int) int {
	q := p
	for words := 0; words < maxQualifier; words++ {
		e := q
		for e < len(text) && e < q+16 && 'a' <= text[e] && text[e] <= 'z' {
			e++
		}
		if e == q || e+1 >= len(text) {
			return p
		}
		if text[e] == ':' && text[e+1] == ' ' {
			return e + 2
		}
		if text[e] != ' ' || conjunctions.has(text[q:e]) {
			return p // "credential by ticket but token session: v": another clause's label
		}
		q = e + 1
	}
	return p
}
