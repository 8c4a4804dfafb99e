package rules

import "strings"

// Bare literals. Where the language of a line says a bare value is a
// literal, the model judges it as one (valueShape.literal) even where it
// has the shape of a variable:
//
//	$password = goodspec;    PHP and Perl: a variable is $name, and a
//	                         bare lower-case word ending the statement
//	                         is a string (an upper-case one a constant)
//	[client]                 INI: under a section header, past key =
//	password = sunflower     value lines, comments and blank lines, a
//	                         value is the text up to the line's end

// bareLiteral reports whether the bare value text[vs:ve] that the name at
// text[ks:] gives is a literal by the language of its line.
func bareLiteral(text string, ks, vs, ve int) bool {
	return barewordString(text, ks, vs, ve) || iniValue(text, ks, vs)
}

// barewordString reports whether the name at text[ks] is a PHP or Perl
// variable assigned text[vs:ve], a word of lower-case letters and digits
// that ends the statement ("$password = goodspec;").
func barewordString(text string, ks, vs, ve int) bool {
	if text[ks] != '$' || ve >= len(text) || text[ve] != ';' || assignedBy(text, vs) != '=' {
		return false
	}
	letters := 0
	for i := vs; i < ve; i++ {
		switch c := text[i]; {
		case 'a' <= c && c <= 'z':
			letters++
		case !isDigit(c):
			return false
		}
	}
	return letters > 0
}

// maxSectionLines bounds the lines iniValue reads back for a section
// header.
const maxSectionLines = 8

// iniValue reports whether the name starting at text[ks] starts its line,
// gives the value at text[vs:] by '=' or ':', and a section header
// ("[client]") stands above it with only key = value lines, comments and
// blank lines between (maxSectionLines at most, maxReread bytes).
func iniValue(text string, ks, vs int) bool {
	if op := assignedBy(text, vs); op != '=' && op != ':' || !startsLine(text, ks) {
		return false
	}
	end := strings.LastIndexByte(text[:ks], '\n')
	for n := 0; end > 0 && n < maxSectionLines && ks-end < maxReread; n++ {
		start := strings.LastIndexByte(text[:end], '\n') + 1
		line := strings.TrimSpace(strings.TrimPrefix(text[start:end], "+"))
		switch {
		case len(line) > 2 && line[0] == '[' && line[len(line)-1] == ']' && strings.IndexByte(line, ',') < 0:
			return true
		case line != "" && line[0] != '#' && line[0] != ';' && !(isIdentByte(line[0]) && strings.ContainsAny(line, "=:")):
			return false
		}
		end = start - 1
	}
	return false
}

// assignedBy returns the byte before the value at text[vs:], past blanks:
// its operator's last byte.
func assignedBy(text string, vs int) byte {
	if i := skipSpacesBack(text, vs); i > 0 {
		return text[i-1]
	}
	return 0
}

// startsLine reports whether only blanks (and the '+' of a patch's added
// line) stand before text[i] on its line.
func startsLine(text string, i int) bool {
	i = skipSpacesBack(text, i)
	if i > 0 && text[i-1] == '+' {
		i--
	}
	return i == 0 || text[i-1] == '\n'
}
