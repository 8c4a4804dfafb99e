package rules

import (
	"strings"
	"unicode/utf8"
)

// Whole values. A secret rule's match may stop short of the token it is
// part of: a vendor regexp ends its value class at '-' or '.', a length
// bound cuts a longer token, a prefix before the part a rule knows is
// left. Whatever survives beside the placeholder is a part of the secret,
// so every match of a secret rule is widened to the whole token holding
// it: forward over the bytes of tokens (letters, digits and - _ . + / = ~
// %), backward over letters, digits and - _ . + (not '=', '/' or ':',
// which end the name or path before a value, but over a ':' after a
// base64 value's padding, which no name ends in: Tableau's personal
// access token secret, base64==:alnum), at most maxWiden bytes each way,
// which keeps the work linear. A trailing full stop or ellipsis is left
// out: it ends a sentence. A value written in groups for reading ("qwmz
// xkep lrtv bnxy", see groupsEnd) is one token: a rule whose value class
// ends at a space ("password=qwmz" of a connection string's rule in
// "spring.mail.password=qwmz xkep lrtv bnxy") is widened over the groups
// after it. Context rules delimit their values by their grammar and are
// not widened.

// A match whose secret begins with a key and its '=' (a connection
// string's User ID=u;Password=v, which such a rule removes with the user)
// starts where a value's name starts, not inside a value: it is not
// widened backward, so that the dotted path of the key before it stays
// readable.

// maxWiden bounds the bytes a match is widened by on each side.
const maxWiden = 512

// wholeToken returns the bounds of the token holding text[start:end].
func wholeToken(text string, start, end int) (int, int) {
	for lo := max(0, start-maxWiden); start > lo; {
		if isTokenHead(text[start-1]) {
			start--
		} else if p := paddedBefore(text, lo, start); p < start {
			start = p
		} else {
			break
		}
	}
	for hi := min(len(text), end+maxWiden); end < hi && isTokenTail(text[end]); {
		end++
	}
	return start, groupsAfter(text, start, withoutStop(text, start+1, end))
}

// wrapWidths are the terminal widths a copied line is hard-wrapped at,
// the widest last.
var wrapWidths = [...]int{80, 100, 120, 132}

// qpLine is the longest line of quoted-printable mail, soft break included.
const qpLine = 76

// wrappedOn returns where the token ends that text[:end] ends and that a
// hard wrap continues on the next line, or end: the token reaches the end
// of a line as wide as a terminal (a patch's '+' aside), or ends it with a
// quoted-printable soft break on a line no longer than 76 bytes that is
// 76 long or holds an escape ("=3D"); the next line opens with the rest,
// which may wrap again, and is no word of its own, no key ("Authorization:")
// and no patch's or list's line. At most maxWiden bytes are read after
// end, and a line's width before it.
func wrappedOn(text string, end int) int {
	if end >= len(text) || text[end] != '\n' && text[end] != '\r' {
		return end // most tokens end before a blank or a quote: a look at one byte
	}
	return wrappedLines(text, end)
}

// wrappedLines is wrappedOn past its look at the byte after the token.
func wrappedLines(text string, end int) int {
	for hi := min(len(text), end+maxWiden); end < hi && (text[end] == '\n' || text[end] == '\r'); {
		nl := end // the line's break, CRLF or LF
		if text[nl] == '\r' {
			if nl++; nl == hi || text[nl] != '\n' {
				break
			}
		}
		lo := max(0, end-4*wrapWidths[len(wrapWidths)-1]) // a line of runes of up to 4 bytes
		ls := strings.LastIndexByte(text[lo:end], '\n') + lo + 1
		if ls == lo && lo > 0 {
			break // longer than any width
		}
		patch := text[ls] == '+'
		if !brokenLine(text[ls:end], patch) {
			break
		}
		e := nl + 1
		if e < hi && text[e] == '+' {
			if !patch {
				break // a patch's added line: no wrap
			}
			e++
		} else if e+1 < hi && text[e] == '-' && (patch || text[e+1] == ' ' || text[e+1] == '-') {
			break // a patch's removed line, a list's item, a flag
		}
		t := e
		for t < hi && isTokenTail(text[t]) {
			t++
		}
		if t == e || t < len(text) && (text[t] == ':' || text[t] == '=') || wordOnly(text[e:t]) {
			break // "Authorization:", "WHERE": the next line's own word
		}
		end = t
	}
	return end
}

// wordOnly reports whether s is a word, not a random run: letters
// alone, all in one case or capitalized ("WHERE", "Deployment").
func wordOnly(s string) bool {
	if !lettersOnly(s) {
		return false
	}
	upper := 0
	for i := 1; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			upper++
		}
	}
	return upper == 0 || upper == len(s)-1
}

// brokenLine reports whether line, which a token ends, is one a wrap
// broke: as wide as a terminal (past a patch's '+'), or ending with a
// quoted-printable soft break.
func brokenLine(line string, patch bool) bool {
	if n := len(line); n > 1 && line[n-1] == '=' && n <= qpLine {
		return n == qpLine || qpEscape(line[:n-1])
	}
	if len(line) < wrapWidths[0] {
		return false // shorter than any width, in bytes too
	}
	w := utf8.RuneCountInString(line)
	if patch {
		w--
	}
	for _, ww := range wrapWidths {
		if w == ww {
			return true
		}
	}
	return false
}

// qpEscape reports whether s holds a quoted-printable escape, '=' and two
// upper-case hex digits ("=3D", "=C3").
func qpEscape(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == '=' && upperHex(s[i+1]) && upperHex(s[i+2]) {
			return true
		}
	}
	return false
}

// upperHex reports whether c is a hex digit as quoted-printable writes
// one: a digit or an upper-case A to F.
func upperHex(c byte) bool { return isDigit(c) || 'A' <= c && c <= 'F' }

// groupsAfter returns where the groups for reading end that the last
// group of text[start:end] opens (see groupsEnd), or end.
func groupsAfter(text string, start, end int) int {
	vs := end
	for vs > start && end-vs <= maxGroup && isAlnum(text[vs-1]) {
		vs--
	}
	if vs > start && isAlnum(text[vs-1]) {
		return end // the tail of a longer token
	}
	return groupsEnd(text, vs, end)
}

// withoutStop returns the end of text[start:end] without a full stop or
// an ellipsis that ends it: those end a sentence, while a longer run of
// dots is part of the value.
func withoutStop(text string, start, end int) int {
	dots := 0
	for end-dots > start && text[end-dots-1] == '.' {
		dots++
	}
	if dots <= 3 {
		end -= dots
	}
	return end
}

func isTokenHead(b byte) bool { return isAlnum(b) || b == '-' || b == '_' || b == '.' || b == '+' }

func isTokenTail(b byte) bool {
	return isTokenHead(b) || b == '/' || b == '=' || b == '~' || b == '%'
}

// maxKeyName bounds the name startsWithKey takes for a key's.
const maxKeyName = 64

// startsWithKey reports whether secret begins with a key's name (letters,
// digits, _ - . and blanks, at most maxKeyName bytes) and an '=' that a
// letter, a digit or a blank follows, not padding ("Xq7=+", "ab==").
// Most secrets hold no '=', which one look for it tells.
func startsWithKey(secret string) bool {
	i := strings.IndexByte(secret, '=')
	if i <= 0 || i > maxKeyName || i+1 == len(secret) || !isLetter(secret[0]) {
		return false
	}
	for j := 1; j < i; j++ {
		if b := secret[j]; !isAlnum(b) && b != '_' && b != '-' && b != '.' && b != ' ' {
			return false
		}
	}
	return isAlnum(secret[i+1]) || secret[i+1] == ' ' || secret[i+1] == '\t'
}

// paddedBefore returns where the padding starts of a base64 value that
// ends with "=:" or "==:" before text[start], past lo, if a token's byte
// precedes it; else start.
func paddedBefore(text string, lo, start int) int {
	p := start - 1
	if p <= lo || text[p] != ':' || text[p-1] != '=' {
		return start
	}
	p--
	if p > lo && text[p-1] == '=' {
		p--
	}
	if p <= lo || !isTokenHead(text[p-1]) {
		return start
	}
	return p
}
