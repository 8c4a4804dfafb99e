package rules

import "strings"

// Bounds of passphraseEnd: the words of a passphrase written bare.
const minPassWords, maxPassWords = 3, 8

// passphraseEnd returns the end of a passphrase written bare that a
// password name at text[ks:] gives, the bare value text[vs:ve] its first
// word, or ve. A config line or a label ("password: otter lamp seven",
// "password = cold brew morning" under an INI section) writes a value's
// blanks without quotes, and the value then runs to the line's end: so
// it is read to there when the name starts its line (past indentation, a
// bullet or a patch's '+') and the rest of the line is minPassWords to
// maxPassWords words of lower-case letters, none of them a word prose is
// written with ("password: this will work fine", "password: see the
// vault"). Anywhere else a bare value ends at its first blank: prose
// goes on after it.
func passphraseEnd(text string, ks, vs, ve int) int {
	if ve-vs < 2 || ve == len(text) || text[ve] != ' ' || !startsItem(text, ks) {
		return ve // most values: one word, or a name inside a line
	}
	e, words := vs, 0
	for {
		w := e
		for w < len(text) && 'a' <= text[w] && text[w] <= 'z' {
			w++
		}
		if w-e < 2 || words == maxPassWords || proseWords.has(text[e:w]) {
			return ve
		}
		words++
		if w == len(text) || text[w] == '\n' || text[w] == '\r' {
			if words < minPassWords {
				return ve
			}
			return w
		}
		if text[w] != ' ' {
			return ve
		}
		e = w + 1
	}
}

// proseWords are the words that tell prose (or a note in a value's place)
// from a passphrase of words: English's function words, what a note
// says of a value that is not there, and the particles and verb endings
// of Japanese written in romaji ("pasuwaado wa mada kimete imasen").
var proseWords = newWordSet(
	"a", "an", "the", "this", "that", "these", "those", "it", "its", "is", "are", "was", "were", "be", "been",
	"will", "would", "should", "must", "can", "could", "may", "might", "do", "does", "did", "has", "have", "had",
	"not", "no", "none", "null", "nil", "empty", "unset", "set", "see", "ask", "use", "same", "as", "above", "below",
	"here", "there", "in", "on", "at", "of", "for", "to", "from", "by", "with", "without", "and", "or", "but", "if",
	"then", "than", "your", "my", "our", "their", "his", "her", "we", "you", "they", "me", "us", "them",
	"required", "optional", "missing", "needed", "hidden", "redacted", "stored", "provided", "given", "default",
	"unknown", "changeme", "todo", "tbd", "via", "from", "env", "environment", "vault", "file", "secret", "secrets",
	"wa", "ga", "wo", "ni", "de", "mo", "mada", "desu", "deshita", "masu", "mashita", "masen", "imasen", "kudasai")

// startsItem reports whether text[p] starts its line's text, past its
// indentation, a list's bullet and a patch's '+' (see itemStart).
func startsItem(text string, p int) bool {
	b := p
	for b > 0 && b > p-64 && strings.IndexByte(" \t-*+", text[b-1]) >= 0 {
		b--
	}
	return (b == 0 || text[b-1] == '\n') && itemStart(text, b) == p
}
