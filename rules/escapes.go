package rules

import "strings"

// Escaped quotes. A credential pasted as JSON inside a string is written
// with its quotes escaped, once for each string it is nested in, and some
// encoders escape a quote as a \u escape (.NET's System.Text.Json, JSON
// set in an HTML page):
//
//	{"body":"{\"password\":\"v\"}"}            one level (see value)
//	"{\\\"password\\\":\\\"v\\\"}"             two levels: \\\" for a quote
//	{"body":"{\u0022apiKey\u0022:\u0022v\u0022}"}
//
// The name, its closer and the value are read through them as through a
// plain quote.

// unicodeQuote returns the length of the \u escape of a double or single
// quote at text[p:] (JSON spells the u in lower case), or 0.
func unicodeQuote(text string, p int) int {
	if p >= len(text) || text[p] != '\\' {
		return 0 // most bytes: a look at one
	}
	if strings.HasPrefix(text[p:], `\u0022`) || strings.HasPrefix(text[p:], `\u0027`) {
		return len(`\u0022`)
	}
	return 0
}

// escapedQuote returns where the quote is that an odd run of backslashes
// at text[p:] escapes (\" or \\\"), or -1.
func escapedQuote(text string, p int) int {
	b := p
	for b < len(text) && text[b] == '\\' {
		b++
	}
	if (b-p)%2 == 1 && b < len(text) && (text[b] == '"' || text[b] == '\'') {
		return b
	}
	return -1
}

// unicodeQuoted returns the bounds of a value quoted by the \u escape at
// text[p:] up to the same escape on its line, or -1, -1.
func unicodeQuoted(text string, p int) (int, int) {
	n := unicodeQuote(text, p)
	if n == 0 {
		return -1, -1
	}
	s := p + n
	lim := min(len(text), s+maxValue)
	if nl := strings.IndexByte(text[s:lim], '\n'); nl >= 0 {
		lim = s + nl
	}
	e := strings.Index(text[s:lim], text[p:p+n])
	if e < 0 {
		return -1, -1
	}
	return s, s + e
}
