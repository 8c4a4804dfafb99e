package rules

import "strings"

// Robot Framework's variables. A test suite's Variables section, and the
// keywords that set a variable, give a scalar variable its value in the
// next cell, cells parted by two blanks or more or a tab, with no
// operator:
//
//	*** Variables ***
//	${PASSWORD}    v
//	Set Suite Variable    ${API_TOKEN}    v

// robotVariable reports whether the name text[ks:ke] is a Robot
// Framework scalar variable's, ${NAME}, that a cell separator follows.
// Most names stand in no braces, which a look at two bytes tells.
func robotVariable(text string, ks, ke int) bool {
	return ks >= 2 && ke+2 < len(text) && text[ke] == '}' && text[ks-1] == '{' && text[ks-2] == '$' &&
		(text[ke+1] == '\t' || text[ke+1] == ' ' && text[ke+2] == ' ')
}

// robotValue returns the bounds of the cell after the variable ${NAME}
// ending at text[ke] (see robotVariable), if the variable's cell starts
// its line or follows another cell: up to the next separator or the
// line's end; or -1, -1.
func robotValue(text string, ks, ke int) (int, int) {
	if s := ks - 2; s > 0 && text[s-1] != '\n' && text[s-1] != '\t' && !strings.HasSuffix(text[:s], "  ") {
		return -1, -1
	}
	vs := ke + 1
	for vs < len(text) && (text[vs] == ' ' || text[vs] == '\t') {
		vs++
	}
	ve := vs
	for ve < len(text) && text[ve] != '\n' && text[ve] != '\r' && text[ve] != '\t' && !strings.HasPrefix(text[ve:], "  ") {
		ve++
	}
	if ve == vs {
		return -1, -1
	}
	return vs, ve
}
