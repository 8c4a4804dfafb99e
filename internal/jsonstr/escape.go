package jsonstr

import (
	"unicode/utf16"
	"unicode/utf8"
)

// DecodeU decodes the \uXXXX escape (or surrogate pair of escapes) at the
// start of b. It returns the rune (U+FFFD for a lone surrogate) and the
// number of raw bytes used, 0 if the escape is malformed.
func DecodeU(b []byte) (rune, int) {
	r, ok := hex4(b)
	if !ok {
		return 0, 0
	}
	if !utf16.IsSurrogate(r) {
		return r, 6
	}
	if r < 0xDC00 && len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
		if r2, ok := hex4(b[6:]); ok {
			if p := utf16.DecodeRune(r, r2); p != utf8.RuneError {
				return p, 12
			}
		}
	}
	return utf8.RuneError, 6
}

// hex4 parses the four hex digits of the \uXXXX escape at the start of b.
func hex4(b []byte) (rune, bool) {
	if len(b) < 6 {
		return 0, false
	}
	var r rune
	for _, c := range b[2:6] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}
