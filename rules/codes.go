package rules

import "strings"

// Bounds of codeList: the lines of prose or blanks between a heading and
// its codes, the codes a list holds at least, and a code's length.
const (
	maxCodesGap      = 3
	minCodes         = 3
	minCode, maxCode = 4, 16
	maxCodesPerLine  = 16
)

// codeList is the codes context: the one-use codes that a heading naming
// them (see codesNamed: "Your backup codes", "github-recovery-codes.txt",
// the keyword's identifier text[from:to] starting the name) lists below
// it, or the one a name of one gives (see namedCode), as a provider shows them
// and a user saves them. Past the rest of the heading's line and at most
// maxCodesGap lines of prose or blank lines, each line that holds only
// codes (after a bullet or a number) is a value, while the lines go on;
// the list is taken only if it holds minCodes codes or more, all of one
// shape (see codeShape): N similar groups are a list, words, years, a
// version or a sentence are not. Codes on the heading's line after a
// colon or "are" are taken as one code after its name is, each minNamedCode long
// ("recovery codes: a1b2c-3d4e5"). The next name may start after the last
// line read.
func codeList(dst []span, text string, from, to int) ([]span, int) {
	e := codesNamed(text, from, to)
	if e < 0 {
		if vs, ve := namedCode(text, from, to); vs >= 0 {
			return append(dst, span{vs, ve}), ve // "2FA backup code: a1b2c-3d4e5", "logging in with recovery code 45dd4-35617"
		}
		return dst, to // "backup the database", "recovery mode"
	}
	to = e
	if c := codesGiven(text, skipBlanks(text, e, lineEndOf(text, e))); c > 0 {
		le := lineEndOf(text, c)
		if vs, ve, n := codeLine(text, c, le); n > 0 && namedCodes(text[vs:ve]) {
			return append(dst, span{vs, ve}), le // "recovery codes: a1b2c-3d4e5 f6g7h-8i9j0", "the backup codes are ...": on the heading's line
		}
	}
	first := len(dst)
	line, next := lineAfter(text, to), to
	for gap := 0; line >= 0 && gap <= maxCodesGap; gap++ {
		if _, _, n := codeLine(text, line, lineEndOf(text, line)); n > 0 {
			break
		}
		line = lineAfter(text, line)
	}
	var shape codeShape
	codes := 0
	for ; line >= 0; line = lineAfter(text, line) {
		le := lineEndOf(text, line)
		vs, ve, n := codeLine(text, line, le)
		if n == 0 || !shape.fits(text[vs:ve]) {
			break
		}
		dst = append(dst, span{vs, ve})
		codes, next = codes+n, le
	}
	if codes < minCodes {
		return dst[:first], max(to, next)
	}
	return dst, next
}

// codesGiven returns where the codes start that a colon or the copula
// "are" at text[c:] gives after their name on its line ("recovery codes:
// v w", "the backup codes are v w", as chat says it), or -1.
func codesGiven(text string, c int) int {
	switch {
	case c < len(text) && text[c] == ':':
		return c + 1
	case hasPrefixFold(text[c:], "are "):
		return c + len("are ")
	}
	return -1
}

// namedCodes reports whether each of the codes that codeLine read in s is
// minNamedCode long or longer, as a code taken after its name must be.
func namedCodes(s string) bool {
	for _, c := range strings.Fields(s) {
		if len(c) < minNamedCode {
			return false
		}
	}
	return true
}

// codesNamed returns the end of the name of a list of codes that the
// identifier text[from:to] (holding backup, recovery or scratch) starts:
// the identifier itself if it ends in codes ("recovery_codes"), or with
// "codes" after a blank or a dash ("backup codes", "recovery-codes.txt"),
// or after "verification" as Google's printout heads them ("BACKUP
// VERIFICATION CODES"), or the option line of a .google_authenticator
// file that says which codes its seed makes (" TOTP_AUTH, " HOTP_COUNTER
// 1), below which the file keeps its scratch codes; or -1.
func codesNamed(text string, from, to int) int {
	const word, verification = "codes", " verification"
	if authenticatorOption(text, from, to) {
		return to
	}
	if n := text[from:to]; len(n) > len(word) && strings.EqualFold(n[len(n)-len(word):], word) {
		return to
	}
	if e := to + len(verification); e < len(text) && text[to] == ' ' && strings.EqualFold(text[to:e], verification) {
		to = e
	}
	if e := to + 1 + len(word); e <= len(text) && (text[to] == ' ' || text[to] == '-') && strings.EqualFold(text[to+1:e], word) &&
		(e == len(text) || !isLetter(text[e])) {
		return e
	}
	return -1
}

// authenticatorOption reports whether the identifier text[from:to] is
// TOTP_AUTH or HOTP_COUNTER opening an option line of a
// .google_authenticator file: a double quote and a blank at the line's
// start before it.
func authenticatorOption(text string, from, to int) bool {
	n := text[from:to]
	return (n == "TOTP_AUTH" || n == "HOTP_COUNTER") && from >= 2 && text[from-2:from] == "\" " &&
		(from == 2 || text[from-3] == '\n')
}

// minNamedCode is the shortest code taken alone after its name: no year,
// count or short number ("recovery code is 1234"), which a list's shape
// would tell apart.
const minNamedCode = 8

// namedCode returns the bounds of the one code that the identifier
// text[from:to] (holding backup, recovery or scratch) gives, or -1, -1:
// the identifier ends in code ("recovery_code") or "code" follows it
// after a blank or a dash ("backup code"), then a colon, '=' or a copula
// if any, and a code (see code) of minNamedCode characters or more, in
// groups for reading (see groupsEnd) or in two groups of four digits, as
// a user gives one of their codes ("2FA backup code: a1b2c-3d4e5", "my
// recovery code is 4829-1173", "backup code: 9465 0591",
// "logging in with recovery code 45dd4-35617"), or alone on the line
// below a colon. The code ends at a blank or punctuation, not in a word
// or a version ("recovery code: 1.2.3", "backup code: see the vault").
func namedCode(text string, from, to int) (int, int) {
	const word = "code"
	p := -1
	if n := text[from:to]; len(n) > len(word) && strings.EqualFold(n[len(n)-len(word):], word) {
		p = to
	} else if c := to + 1 + len(word); c <= len(text) && (text[to] == ' ' || text[to] == '-') && strings.EqualFold(text[to+1:c], word) {
		p = c
	}
	if p < 0 || p < len(text) && isLetter(text[p]) {
		return -1, -1
	}
	le := lineEndOf(text, p)
	p = skipSpaces(text, p)
	given := false
	switch {
	case p < le && (text[p] == ':' || text[p] == '='):
		p, given = skipSpaces(text, p+1), true
	case strings.HasPrefix(text[p:le], "is ") || strings.HasPrefix(text[p:le], "was "):
		p, given = skipSpaces(text, p+strings.IndexByte(text[p:], ' ')), true
	}
	below := given && p == le
	if below { // "Bitwarden recovery code:" above it
		if p = lineAfter(text, p); p < 0 {
			return -1, -1
		}
		p, le = skipSpaces(text, p), lineEndOf(text, p)
	}
	if given && p < le && (text[p] == '"' || text[p] == '\'' || text[p] == '`') {
		p++
	}
	e := p
	for e < le && e-p <= maxCode && (isAlnum(text[e]) || text[e] == '-') {
		e++
	}
	if g := groupsEnd(text, p, e); g > e {
		e = g // "recovery code: MIHW YZ1W JQW7 SZAV CKWJ WZ91 V1RV 73I2"
	} else if g := e + 5; e-p == 4 && g <= le && text[e] == ' ' && allDigits(text[p:e]) && allDigits(text[e+1:g]) && !digitGroupAt(text, g, le) {
		e = g // two groups of four digits, as Google prints a backup code: "backup code: 9465 0591"; not three ("2024 2025 2026")
	} else if e-p < minNamedCode || !code(text[p:e]) {
		return -1, -1
	}
	if below && trimBlanks(text, e, le) != e {
		return -1, -1 // the next line's prose
	}
	if e < le && (isIdentByte(text[e]) || text[e] == '.' && e+1 < le && isAlnum(text[e+1])) {
		return -1, -1
	}
	return p, e
}

// digitGroupAt reports whether a digit, or a blank and a digit, stands at
// text[p:le].
func digitGroupAt(text string, p, le int) bool {
	if p < le && text[p] == ' ' {
		p++
	}
	return p < le && isDigit(text[p])
}

// codeLine returns the bounds of the codes on the line text[ls:le] and
// how many there are, or n = 0 if the line holds anything else: codes
// are minCode to maxCode letters, digits and dashes, each holding a
// digit, one blank or more apart (a code in two groups, "1234 5678", is
// read as two), after a bullet or a number ("- ", "1. "), and a number
// may stand between codes too, as a list printed in two columns numbers
// them ("1. 7041 4557    2. 6318 8224").
func codeLine(text string, ls, le int) (vs, ve, n int) {
	p := skipBlanks(text, ls, le)
	if bullet(text, p, le) {
		p = skipBlanks(text, argEnd(text, p, le), le)
	}
	vs, ve = p, p
	for p < le && n <= maxCodesPerLine {
		e := argEnd(text, p, le)
		if n > 0 && itemNumber(text[p:e]) {
			p = skipBlanks(text, e, le)
			continue
		}
		if !code(text[p:e]) {
			return 0, 0, 0
		}
		n, ve = n+1, e
		p = skipBlanks(text, e, le)
	}
	if n > maxCodesPerLine {
		return 0, 0, 0
	}
	return vs, ve, n
}

// bullet reports whether text[p:le] starts with a list's bullet ("- ",
// "* ", "• ") or number ("1. ", "10) ").
func bullet(text string, p, le int) bool {
	e := p
	for e < le && e < p+2 && isDigit(text[e]) {
		e++
	}
	switch {
	case e > p && e < le && (text[e] == '.' || text[e] == ')'):
		e++
	case strings.HasPrefix(text[p:le], "•"):
		e += len("•")
	case p < le && (text[p] == '-' || text[p] == '*'):
		e++
	}
	return e > p && e < le && text[e] == ' '
}

// itemNumber reports whether w numbers a list's item: one or two digits
// and '.' or ')'.
func itemNumber(w string) bool {
	n := len(w) - 1
	return (n == 1 || n == 2) && (w[n] == '.' || w[n] == ')') && isDigit(w[0]) && isDigit(w[n-1])
}

// code reports whether w is a code of codeLine: minCode to maxCode
// letters, digits and dashes, holding a digit, neither starting nor
// ending with a dash.
func code(w string) bool {
	if len(w) < minCode || len(w) > maxCode || w[0] == '-' || w[len(w)-1] == '-' {
		return false
	}
	digit := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		digit = digit || isDigit(c)
		if !isAlnum(c) && c != '-' {
			return false
		}
	}
	return digit
}

// codeShape is the shape the codes of one list share: their length and
// the places of their dashes. The first line of codes sets it.
type codeShape struct {
	set    bool
	size   int
	dashes uint16 // a bit per place of a dash
}

// fits reports whether every code of the line of codes l has the shape,
// setting it from the first code if it is not set.
func (s *codeShape) fits(l string) bool {
	for _, w := range strings.Fields(l) {
		if itemNumber(w) {
			continue // "2." between a line's codes
		}
		var dashes uint16
		for i := 0; i < len(w); i++ {
			if w[i] == '-' {
				dashes |= 1 << i
			}
		}
		if !s.set {
			*s = codeShape{true, len(w), dashes}
		} else if len(w) != s.size || dashes != s.dashes {
			return false
		}
	}
	return true
}
