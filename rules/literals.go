package rules

// Source code writes a credential's string literal in its language's
// forms, which the credential context reads as the literal's text:
//
//	a prefix before the quote: b"v", rb'v', f"v", u"v" (Python), b"v",
//	r#"v"# (Rust), @"v", $"v" (C#, Objective-C), L"v", u8"v" (C, C++),
//	s"v", raw"v" (Scala), $'v' (a shell's ANSI-C quoting)
//	a concatenation of literals: "sk" + "_live_" + "v" (most languages),
//	'v' . 'w' (PHP, Perl), "v" .. "w" (Lua), "v" <> "w" (Elixir),
//	"v" ++ "w" (Haskell), "v" & "w" (VB), 'v' || 'w' (SQL); over lines
//	too ("v" +\n    "w")
//
// A concatenation is judged as the text it makes, and taken whole, so
// that no piece of the secret is left beside the placeholder.

// literalStart returns where the quote opens of a string literal that a
// language's prefix opens at text[p] (see literalPrefixes), or p. Most
// values open with no prefix letter or with a letter no quote follows: a
// look at two bytes.
func literalStart(text string, p int) int {
	i := p
	for i < len(text) && i-p < 4 && (isLetter(text[i]) || text[i] == '@' || text[i] == '$' || text[i] == '8') {
		i++
	}
	if i == p || i >= len(text) {
		return p
	}
	hashes := i
	for i < len(text) && text[i] == '#' && i-hashes < 3 {
		i++ // Rust's raw string: r#"v"#
	}
	if i >= len(text) || text[i] != '"' && text[i] != '\'' {
		return p
	}
	if prefix := text[p:hashes]; !literalPrefixes.has(prefix) || i > hashes && lower(prefix[len(prefix)-1]) != 'r' {
		return p
	}
	return i
}

// literalPrefixes are the prefixes a string literal's quote may follow,
// in any case.
var literalPrefixes = newWordSet("b", "r", "u", "f", "br", "rb", "fr", "rf", "u8", "l", "s", "raw", "@", "$", "$@", "@$")

// maxPieces bounds the literals joinedLiterals reads of one
// concatenation.
const maxPieces = 8

// joinedLiterals reads the literals that the quoted literal text[vs:ve]
// is concatenated with (see the operators above): the end of the last
// and the text they make, or ve and "" when none follows. Most literals
// are followed by a comma, a bracket or a line's end: a look at a byte or
// two past the closing quote.
func joinedLiterals(text string, vs, ve int) (int, string) {
	var joined []byte
	end := ve
	for range maxPieces {
		i := end
		for i < len(text) && text[i] == ' ' {
			i++
		}
		if i >= len(text) || text[i] != '"' && text[i] != '\'' && text[i] != '`' {
			break
		}
		i = concatOperator(text, i+1)
		if i < 0 || i >= len(text) {
			break
		}
		i = literalStart(text, i)
		q := text[i]
		if q != '"' && q != '\'' && q != '`' {
			break
		}
		s, e := quotedValue(text, i+1, q, false)
		if e >= len(text) || text[e] != q || e-vs > maxValue {
			break
		}
		if joined == nil {
			joined = append(joined, text[vs:ve]...)
		}
		joined = append(joined, text[s:e]...)
		end = e
	}
	if joined == nil {
		return ve, ""
	}
	return end, string(joined)
}

// concatOperator returns where the next literal may open after the
// concatenation operator that follows the closing quote before text[i]
// (blanks, and a line break and its indentation, on either side), or -1.
func concatOperator(text string, i int) int {
	for i < len(text) && text[i] == '#' {
		i++ // Rust's raw string closes with its hashes
	}
	i = blanksAndBreak(text, i)
	n := 0
	switch {
	case i+1 < len(text) && (text[i:i+2] == ".." || text[i:i+2] == "<>" || text[i:i+2] == "++" || text[i:i+2] == "||"):
		n = 2
	case i < len(text) && (text[i] == '+' || text[i] == '.' || text[i] == '&'):
		n = 1
	default:
		return -1
	}
	if i+n < len(text) && text[i+n] != ' ' && text[i+n] != '\n' && text[i+n] != '"' && text[i+n] != '\'' {
		return -1 // "v".encode(), 'v'.strip(): a method, no operator
	}
	return blanksAndBreak(text, i+n)
}

// blanksAndBreak returns i past the blanks at text[i], and past one line
// break and the next line's indentation.
func blanksAndBreak(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i < len(text) && text[i] == '\r' {
		i++
	}
	if i < len(text) && text[i] == '\n' {
		i++
		for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
	}
	return i
}
