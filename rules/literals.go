package rules

import "strings"

// Source code writes a credential's string literal in its language's
// forms, which the credential context reads as the literal's text:
//
//	a prefix before the quote: b"v", rb'v', f"v", u"v" (Python), b"v",
//	r#"v"# (Rust), @"v", $"v" (C#, Objective-C), L"v", u8"v" (C, C++),
//	s"v" (Scala), $'v' (a shell's ANSI-C quoting)
//	three quotes: """v""", '''v''' (Python, Kotlin, Scala, Swift, Java's
//	text block), the value on the line below the opening quotes too
//	a here-document: <<~EOS, <<-EOS, <<'EOS' (Ruby, Perl, a shell's
//	variable), <<<EOT (PHP), its body the lines up to the tag's;
//	PowerShell's here-string, @"\nv\n"@; Lua's long string, [[v]], [==[v]==]
//	a concatenation of literals: "sk" + "_live_" + "v" (most languages),
//	'v' . 'w' (PHP, Perl), "v" .. "w" (Lua), "v" <> "w" (Elixir),
//	"v" ++ "w" (Haskell), "v" & "w" (VB), 'v' || 'w' (SQL); over lines
//	too ("v" +\n    "w")
//
// A concatenation is judged as the text it makes, and taken whole, so
// that no piece of the secret is left beside the placeholder.

// sourceLiteral reads a literal in one of the forms above that opens at
// text[p], one of literalOpens: the bounds of its text and true for a
// triple-quoted string, a here-document, a here-string or a long string;
// or where the quote opens of a literal a prefix opens (p for none) and
// false.
func sourceLiteral(text string, p int) (int, int, bool) {
	switch c := text[p]; {
	case c == '"' || c == '\'':
		if s, e := tripleQuoted(text, p); s >= 0 {
			return s, e, true
		}
		return p, -1, false
	case c == '<':
		if s, e := hereDocument(text, p); s >= 0 {
			return s, e, true
		}
		return p, -1, false
	case c == '@' || c == '[':
		if s, e := blockString(text, p); s >= 0 {
			return s, e, true
		}
	}
	return literalStart(text, p), -1, false
}

// literalOpens holds the bytes sourceLiteral's forms open with; a quote
// only when another follows it. Most values open with none.
var literalOpens = func() (t [256]bool) {
	for _, c := range "<@[\"'" {
		t[c] = true
	}
	for c, ok := range prefixBytes {
		t[c] = t[c] || ok
	}
	return t
}()

// literalStart returns where the quote opens of a string literal that a
// language's prefix opens at text[p] (see literalPrefixes), or p. Most
// values open with no prefix letter or with a letter no quote follows: a
// look at two bytes.
func literalStart(text string, p int) int {
	if !prefixBytes[text[p]] {
		return p
	}
	i := p + 1
	for i < len(text) && i-p < 3 && prefixBytes[text[i]] {
		i++
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

// prefixBytes are the bytes of literalPrefixes.
var prefixBytes = func() (t [256]bool) {
	for _, c := range "bBrRuUfFlLsS@$8" {
		t[c] = true
	}
	return t
}()

// tripleQuoted returns the bounds of the text of a string literal that
// three quotes open at text[p] (past a line break and its indentation
// right after them, without the blanks before the closing quotes), or -1,
// -1.
func tripleQuoted(text string, p int) (int, int) {
	q := text[p]
	if p+3 > len(text) || text[p+1] != q || text[p+2] != q || q != '"' && q != '\'' {
		return -1, -1
	}
	s := blanksAndBreak(text, p+3)
	n := strings.Index(text[s:min(len(text), s+maxValue)], text[p:p+3])
	if n < 0 {
		return -1, -1
	}
	e := s + n
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\n' || text[e-1] == '\r') {
		e--
	}
	return s, e
}

// hereDocument returns the bounds of the body of a here-document that
// opens at text[p] (see above), without its last line break, or -1, -1.
func hereDocument(text string, p int) (int, int) {
	i := p + 2
	if !strings.HasPrefix(text[p:], "<<") {
		return -1, -1
	}
	if i < len(text) && text[i] == '<' {
		i++ // PHP's heredoc
	}
	if i < len(text) && (text[i] == '~' || text[i] == '-') {
		i++
	}
	q := byte(0)
	if i < len(text) && (text[i] == '\'' || text[i] == '"') {
		q = text[i]
		i++
	}
	t := i
	for i < len(text) && i-t < maxTag && isIdentByte(text[i]) {
		i++
	}
	tag := text[t:i]
	if tag == "" || !isLetter(tag[0]) {
		return -1, -1
	}
	if q != 0 && (i >= len(text) || text[i] != q) {
		return -1, -1
	}
	if q != 0 {
		i++
	}
	for i < len(text) && (text[i] == ' ' || text[i] == ';' || text[i] == '\r') {
		i++
	}
	if i >= len(text) || text[i] != '\n' {
		return -1, -1 // a shell's redirection on a line that goes on: cat <<EOF | sh
	}
	s := i + 1
	for e := s; e < len(text) && e-s < maxValue; {
		n := strings.IndexByte(text[e:], '\n')
		line := text[e:]
		if n >= 0 {
			line = text[e : e+n]
		}
		if strings.TrimRight(strings.TrimSpace(line), ";") == tag {
			if e == s {
				return -1, -1
			}
			for s < e-1 && (text[s] == ' ' || text[s] == '\t') {
				s++ // Ruby's <<~ indents the body
			}
			return s, e - 1
		}
		if n < 0 {
			break
		}
		e += n + 1
	}
	return -1, -1
}

// blockString returns the bounds of the body of PowerShell's here-string
// (@" or @' at the end of its line, closed by "@ or '@ opening a line)
// or of Lua's long string ([[v]], [=[v]=]) at text[p], or -1, -1.
func blockString(text string, p int) (int, int) {
	var s int
	var end string
	switch text[p] {
	case '@':
		if p+2 >= len(text) || text[p+1] != '"' && text[p+1] != '\'' {
			return -1, -1
		}
		s = blanksAndBreak(text, p+2)
		if s == p+2 || text[s-1] != '\n' {
			return -1, -1 // @"v": C#'s verbatim string, read by literalStart
		}
		end = "\n" + text[p+1:p+2] + "@"
	case '[':
		i := p + 1
		for i < len(text) && text[i] == '=' && i-p < 4 {
			i++
		}
		if i+1 >= len(text) || text[i] != '[' || text[i+1] == '"' || text[i+1] == '\'' || text[i+1] == '[' {
			return -1, -1 // [["a", "b"]]: a list of lists
		}
		s, end = i+1, "]"+text[p+1:i]+"]"
	default:
		return -1, -1
	}
	n := strings.Index(text[s:min(len(text), s+maxValue)], end)
	if n <= 0 {
		return -1, -1
	}
	if e := s + n; text[e-1] == '\r' {
		return s, e - 1
	}
	return s, s + n
}

// maxTag bounds a here-document's tag.
const maxTag = 32

// literalPrefixes are the prefixes a string literal's quote may follow,
// in any case.
var literalPrefixes = newWordSet("b", "r", "u", "f", "br", "rb", "fr", "rf", "u8", "l", "s", "@", "$", "$@", "@$")

// maxPieces bounds the literals joinedLiterals reads of one
// concatenation.
const maxPieces = 8

// joinedLiterals reads the literals that the quoted literal text[vs:ve]
// is concatenated with (see the operators above): the end of the last
// and the text they make, or ve and "" when none follows. Most literals
// are followed by a comma, a bracket or a line's end: a look at a byte or
// two past the closing quote.
func joinedLiterals(text string, vs, ve int) (int, string) {
	if ve+1 >= len(text) || !concatFollows[text[ve+1]] {
		return ve, ""
	}
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

// concatFollows holds the bytes that may follow a literal's closing
// quote in a concatenation: a blank, a line break, an operator's first
// byte, a Rust raw string's hash.
var concatFollows = func() (t [256]bool) {
	for _, c := range " \t\r\n+.&|<#" {
		t[c] = true
	}
	return t
}()

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
