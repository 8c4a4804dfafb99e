package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Scripts written without blanks between words (Chinese, Japanese, Thai)
// join a credential word, its copula and a value in Latin letters into
// one run: "服务器的密码是Juniper093，用完记得改掉", "Wi-Fiのパスワードは
// Velvet643です". There the change of script is where the name ends and
// where a bare value ends, as a blank would be; a copula that ends the
// name gives the value that follows it at once.

// blankless reports whether r is a letter of a script written without
// blanks: Han, Hiragana, Katakana or Thai.
func blankless(r rune) bool {
	return r >= 0x0E00 && unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai)
}

// intoLatin reports whether the ASCII byte text[i] follows a letter of a
// blankless script: a name ends before it. It looks at two bytes before
// it decodes a character, as it is asked at most bytes of a name.
func intoLatin(text string, i int) bool {
	return i > 0 && text[i-1] >= 0x80 && text[i] < 0x80 && blanklessBefore(text, i)
}

func blanklessBefore(text string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return blankless(r)
}

// outOfLatin reports whether text[i] starts a letter of a blankless
// script after an ASCII byte: a bare value ends before it.
func outOfLatin(text string, i int) bool {
	return i > 0 && text[i-1] < 0x80 && text[i] >= 0xE0 && blanklessAt(text, i)
}

func blanklessAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return blankless(r)
}

// gluedCopula reports whether the name ending at text[p], a letter of a
// blankless script (see intoLatin), ends in a copula of its script and an
// ASCII letter or digit follows it with no blank: the value ("密码是v",
// "パスワードはv").
func gluedCopula(text string, p int) bool {
	if !isAlnum(text[p]) {
		return false
	}
	for _, c := range gluedCopulas {
		if strings.HasSuffix(text[:p], c) {
			return true
		}
	}
	return false
}

// gluedCopulas are the copulas of gluedCopula: Japanese は (the topic
// particle), Chinese 是 and 为 (為), Thai คือ, and Chinese's verbs of
// changing into, with or without 了 ("密码改成了v", "换成v", "设成v").
var gluedCopulas = [...]string{"は", "是", "为", "為", "คือ", "改成", "改成了", "换成", "换成了", "換成", "設成", "设成", "设成了"}

// bidiMark returns the length of the mark of writing direction that
// starts text[i:] (U+200E and U+200F, Arabic's letter mark U+061C, the
// embeddings, overrides and isolates U+202A to U+202E and U+2066 to
// U+2069), or 0. Text copied from a right-to-left page carries them
// around a value in Latin letters; they are blanks to the reader.
func bidiMark(text string, i int) int {
	if i+1 >= len(text) {
		return 0
	}
	switch c := text[i]; {
	case c == 0xD8 && text[i+1] == 0x9C:
		return 2
	case c == 0xE2 && i+2 < len(text):
		b, d := text[i+1], text[i+2]
		if b == 0x80 && (d == 0x8E || d == 0x8F || 0xAA <= d && d <= 0xAE) || b == 0x81 && 0xA6 <= d && d <= 0xA9 {
			return 3
		}
	}
	return 0
}

// pastedBlank returns the length of the invisible or no-break blank that
// starts text[i:], or 0: a mark of direction (see bidiMark), or what
// text copied from a PDF or a word processor holds for a space, the
// no-break spaces U+00A0 and U+202F, the zero-width space U+200B, the
// word joiner U+2060 and the byte-order mark U+FEFF.
func pastedBlank(text string, i int) int {
	if i+1 >= len(text) {
		return 0
	}
	switch text[i] {
	case 0xC2:
		if text[i+1] == 0xA0 {
			return 2
		}
	case 0xE2:
		if i+2 < len(text) && (text[i+1] == 0x80 && (text[i+2] == 0x8B || text[i+2] == 0xAF) || text[i+1] == 0x81 && text[i+2] == 0xA0) {
			return 3
		}
	case 0xEF:
		if strings.HasPrefix(text[i:], "\ufeff") {
			return 3
		}
	}
	return bidiMark(text, i)
}

// beyondASCII reports whether s holds a byte beyond ASCII: a letter of
// another script, or a mark.
func beyondASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}
