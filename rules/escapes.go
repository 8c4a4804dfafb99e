package rules

import "strings"

// Escaped quotes. A credential pasted as JSON inside a string is written
// with its quotes escaped, once for each string it is nested in, and some
// encoders escape a quote as a \u escape (.NET's System.Text.Json, JSON
// set in an HTML page), an HTML entity (a saved page, a template's
// output) or a percent escape (JSON in a URL's query or a form's body):
//
//	{"body":"{\"password\":\"v\"}"}            one level (see value)
//	"{\\\"password\\\":\\\"v\\\"}"             two levels: \\\" for a quote
//	{"body":"{\u0022apiKey\u0022:\u0022v\u0022}"}
//	{&quot;apiKey&quot;: &quot;v&quot;}, {&#39;apiKey&#39;: &#39;v&#39;}
//	data=%7B%22password%22%3A%22v%22%7D
//
// The name, its closer and the value are read through them as through a
// plain quote, and a percent-encoded ':' or '=' after the name as the
// operator it encodes (see encodedOperator).

// htmlQuotes are the HTML entities of a double or single quote
// encodedQuote reads.
var htmlQuotes = [...]string{"&quot;", "&#34;", "&#39;", "&#x27;", "&apos;"}

// encodedQuote returns the length of the escape of a double or single
// quote at text[p:], or 0: a \u escape (JSON spells the u in lower
// case), an HTML entity (see htmlQuotes) or a percent escape.
func encodedQuote(text string, p int) int {
	if p >= len(text) || !quoteEscapeStart[text[p]] {
		return 0 // most bytes: a look at one
	}
	return escapedQuoteLen(text, p)
}

// quoteEscapeStart holds the first bytes of the escapes encodedQuote
// reads.
var quoteEscapeStart = [256]bool{'\\': true, '%': true, '&': true}

// escapedQuoteLen is encodedQuote past its look at the first byte.
func escapedQuoteLen(text string, p int) int {
	if p+3 > len(text) {
		return 0
	}
	switch text[p] {
	case '\\':
		if text[p+1] == 'u' && (strings.HasPrefix(text[p:], `\u0022`) || strings.HasPrefix(text[p:], `\u0027`)) {
			return len(`\u0022`)
		}
	case '%':
		if text[p+1] == '2' && (text[p+2] == '2' || text[p+2] == '7') {
			return len("%22")
		}
	case '&':
		if c := text[p+1]; c == 'q' || c == '#' || c == 'a' {
			for _, q := range htmlQuotes {
				if strings.HasPrefix(text[p:], q) {
					return len(q)
				}
			}
		}
	}
	return 0
}

// encodedOperator returns the length of the percent escape of ':' or '='
// at text[p:] ("%3A", "%3D"), and whether it is the colon; or 0.
func encodedOperator(text string, p int) (int, bool) {
	if p+3 > len(text) || text[p] != '%' || text[p+1] != '3' {
		return 0, false
	}
	switch text[p+2] {
	case 'A', 'a':
		return 3, true
	case 'D', 'd':
		return 3, false
	}
	return 0, false
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

// unicodeQuoted returns the bounds of a value quoted by the encoded quote
// at text[p:] (see encodedQuote: a \u escape, an HTML entity or a percent
// escape) up to the same encoding on its line, or -1, -1.
func unicodeQuoted(text string, p int) (int, int) {
	n := encodedQuote(text, p)
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
