package rules

import "strings"

// Expect's answers. An expect script waits for a password prompt and
// sends the password on the line below:
//
//	expect "password:"
//	send "v\r"
//
// The name is the prompt's last word, closing the expect command's quoted
// pattern, or a glob's ("*assword*", the word without its first letter so
// that it matches Password and password alike); the value is the send
// command's quoted string.

// promptStem reports whether name is "assword", password without its
// first letter, as an expect pattern writes it (see expectSend).
func promptStem(name string) bool { return strings.EqualFold(name, "assword") }

// expectSend returns where the quoted string starts that the send command
// on the line below gives, if the name text[ks:ke] ends the pattern of an
// expect command ("password:"), or -1. The bytes after the name refuse
// most names at a look.
func expectSend(text string, ks, ke int) int {
	q := ke
	if q < len(text) && text[q] == ':' {
		q = skipSpaces(text, q+1)
	}
	if q < len(text) && text[q] == '*' {
		q++ // a glob's: "*assword*"
	}
	if q+1 >= len(text) || text[q] != '"' {
		return -1 // most names close no quoted pattern
	}
	if q++; text[q] == '\r' {
		q++
	}
	if q == len(text) || text[q] != '\n' {
		return -1
	}
	p := lineText(text, q+1)
	if !strings.HasPrefix(text[p:], "send ") {
		return -1
	}
	lo := max(0, ks-maxPromptLine)
	ls := strings.LastIndexByte(text[lo:ks], '\n') + 1
	if ls == 0 && lo > 0 {
		return -1 // a line too long for a pattern
	}
	if pattern := text[lineText(text, lo+ls):ks]; !strings.HasPrefix(pattern, "expect ") && !strings.HasPrefix(pattern, "expect -") {
		return -1
	}
	p = skipSpaces(text, p+len("send "))
	if strings.HasPrefix(text[p:], "-- ") {
		p = skipSpaces(text, p+len("-- "))
	}
	if p == len(text) || text[p] != '"' {
		return -1
	}
	return p
}

// lineText returns where a line's text starting at text[p] starts past
// its indentation and the '+' of a patch's added line.
func lineText(text string, p int) int {
	for p < len(text) && (text[p] == ' ' || text[p] == '\t' || text[p] == '+') {
		p++
	}
	return p
}
