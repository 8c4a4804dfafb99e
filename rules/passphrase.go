package rules

import "strings"

// Bounds of passphraseEnd: the words of a passphrase written bare.
const minPassWords, maxPassWords = 3, 8

// tagWords end a tag question ("…, right?"), which no passphrase is.
var tagWords = newWordSet("right", "correct", "ok", "okay", "yeah", "yes", "no", "huh", "eh", "true")

// passphraseEnd returns the end of a passphrase written bare that a
// password name at text[ks:] gives, the bare value text[vs:ve] its first
// word, or ve. A config line or a label ("password: otter lamp seven",
// "password = cold brew morning" under an INI section) writes a value's
// blanks without quotes, and the value then runs to the line's end: so
// it is read to there when the name starts its line (past indentation, a
// bullet or a patch's '+') and the rest of the line is minPassWords to
// maxPassWords words of lower-case letters, none of them a word prose is
// written with ("password: this will work fine", "password: see the
// vault"). Inside a line, after a label's colon or a copula ("ok so the
// password: velvet crane ninety and the user is admin", "my passphrase is
// correct horse battery staple for the vault"), prose goes on after the
// passphrase: its words, none a word prose is written with (proseWords,
// linkWords) nor, among its first two or as its last, inflected as its
// verbs and adverbs are ("checked", "running", "easily": a noun inside it
// ends so too, "velvet lantern evening harbor"), end before such a word,
// a comma, a stop or the line's end. Prose about a password ("is shown once after creation", "is
// checked against leaked lists") has fewer such words before the next
// function word, or inflected ones; words that a question's tag closes
// ("is case sensitive right?") are asked, not given. A first word after
// the name and a blank that a name would hold after its credential word
// ("password reset link doesnt work", see aboutWords) says what the line
// is about. Anywhere else a bare value ends at its first blank.
func passphraseEnd(text string, ks, vs, ve int) int {
	if ve-vs < 2 || ve == len(text) || text[ve] != ' ' {
		return ve // most values: one word
	}
	mid, label := !startsItem(text, ks), afterLabel(text, vs)
	if mid && !label {
		return ve // a name inside a line, and no label or copula
	}
	if !label && aboutWords.has(text[vs:ve]) {
		return ve // "password reset link doesnt work": a word that names a thing about the credential, as in a name
	}
	e, words, verb := vs, 0, false // verb: the last word is inflected
	ends := "\n\r"
	if mid {
		ends = "\n\r,.;!?"
	}
	for {
		w := e
		for w < len(text) && 'a' <= text[w] && text[w] <= 'z' {
			w++
		}
		if w < len(text) && isAlnum(text[w]) {
			return ve // a word of other letters or digits: not a passphrase
		}
		word := text[e:w]
		prose := proseWords.has(word) || mid && linkWords.has(word)
		if mid && prose && words >= minPassWords && (w == len(text) || !isAlnum(text[w])) {
			if verb {
				return ve // "is view reader signing it": prose's verb ends the words
			}
			return e - 1 // the blank before the prose
		}
		if verb = mid && inflected(word); w-e < 2 || words == maxPassWords || prose || verb && words < 2 {
			return ve
		}
		words++
		if w == len(text) || strings.IndexByte(ends, text[w]) >= 0 {
			if words < minPassWords || verb || w < len(text) && text[w] == '?' && tagWords.has(word) {
				return ve // too few words, or a tag question's ("the password is case sensitive right?")
			}
			return w
		}
		if text[w] != ' ' {
			return ve
		}
		e = w + 1
	}
}

// afterLabel reports whether text[:vs] ends, past blanks, in a label's
// colon or a copula (" is", " was").
func afterLabel(text string, vs int) bool {
	i := vs
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	b := text[max(0, i-4):i]
	return strings.HasSuffix(b, ":") || strings.HasSuffix(b, " is") || strings.HasSuffix(b, " was")
}

// inflected reports whether a word ends as English's past participles,
// gerunds and adverbs do ("checked", "running", "easily").
func inflected(w string) bool {
	return len(w) >= 5 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing")) || len(w) >= 4 && strings.HasSuffix(w, "ly")
}

// linkWords are more words that join prose and so end a passphrase
// inside a line: prepositions, conjunctions and adverbs beyond
// proseWords'.
var linkWords = newWordSet(
	"after", "before", "once", "only", "also", "just", "when", "where", "while", "so", "because", "until", "into",
	"onto", "over", "under", "about", "against", "each", "every", "all", "any", "some", "very", "too", "now",
	"still", "always", "never", "again", "which", "who", "what", "how", "why", "since", "though", "yet", "nor",
	"instead", "already", "even", "ever", "however", "otherwise")

// proseWords are the words that tell prose (or a note in a value's place)
// from a passphrase of words: English's function words, what a note
// says of a value that is not there, and the particles and verb endings
// of Japanese written in romaji ("pasuwaado wa mada kimete imasen"), and
// chat's ("pw is case sensitive btw").
var proseWords = newWordSet(
	"a", "an", "the", "this", "that", "these", "those", "it", "its", "is", "are", "was", "were", "be", "been",
	"will", "would", "should", "must", "can", "could", "may", "might", "do", "does", "did", "has", "have", "had",
	"not", "no", "none", "null", "nil", "empty", "unset", "set", "see", "ask", "use", "same", "as", "above", "below",
	"here", "there", "in", "on", "at", "of", "for", "to", "from", "by", "with", "without", "and", "or", "but", "if",
	"then", "than", "your", "my", "our", "their", "his", "her", "we", "you", "they", "me", "us", "them",
	"required", "optional", "missing", "needed", "hidden", "redacted", "stored", "provided", "given", "default",
	"unknown", "changeme", "todo", "tbd", "via", "from", "env", "environment", "vault", "file", "secret", "secrets",
	"wa", "ga", "wo", "ni", "de", "mo", "mada", "desu", "deshita", "masu", "mashita", "masen", "imasen", "kudasai",
	// Chat's abbreviations, and its negations typed without their
	// apostrophes.
	"btw", "fyi", "lol", "pls", "plz", "thx", "tbh", "imo", "idk", "iirc", "afaik", "asap",
	"dont", "doesnt", "didnt", "cant", "wont", "isnt", "wasnt", "arent", "shouldnt", "couldnt")

// startsItem reports whether text[p] starts its line's text, past its
// indentation, a list's bullet and a patch's '+' (see itemStart).
func startsItem(text string, p int) bool {
	b := p
	for b > 0 && b > p-64 && strings.IndexByte(" \t-*+", text[b-1]) >= 0 {
		b--
	}
	return (b == 0 || text[b-1] == '\n') && itemStart(text, b) == p
}
