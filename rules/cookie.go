package rules

import (
	"regexp"
	"strings"
)

// The cookie context reads the cookies a request or a response carries:
// a Cookie header's pairs (Cookie: a=v; b=w, in a request dump, a curl -H
// argument or a HAR's header line), a Set-Cookie header's first pair (the
// attributes after it, Path, Expires, HttpOnly, are none), curl's --cookie
// argument, a page's document.cookie = "a=v" and the lines of a Netscape
// cookie file under its header (see jarValues). A cookie's name says
// little of what it holds (sid, t, _gh_sess, __Host-next-auth), so each
// value is judged by its shape alone: one of minCookieValue bytes or more
// that looks generated (see generated), percent-escapes and a signature's
// dot included (s%3Av.sig), is a value; a preference (theme=dark), a flag
// (logged_in=yes), a date or a consent string of words stays. The
// keyword's identifier must be the word cookie itself, and the pairs end
// at the end of the line or at the quote that opened them.

// minCookieValue is the shortest cookie value taken: a session id or a
// token, not a counter or a choice.
const minCookieValue = 16

func cookieContext(dst []span, text string, from, to int) ([]span, int) {
	if !strings.EqualFold(text[from:to], "cookie") {
		return dst, to
	}
	if from >= 5 && text[from-5:from] == "HTTP " && strings.HasPrefix(text[to:], " File") {
		return jarValues(dst, text, lineEndWithin(text, maxValue, to)) // # Netscape HTTP Cookie File, and its lines
	}
	if to < len(text) && text[to] == '(' {
		return cookieCallValue(dst, text, to+1), to // New-Object System.Net.Cookie("sid", "v", "/", host)
	}
	p, first := cookieStart(text, from, to)
	if p < 0 {
		return dst, to
	}
	var quote byte
	if p < len(text) && (text[p] == '"' || text[p] == '\'') {
		quote, p = text[p], p+1
	}
	end := min(len(text), p+maxValue)
	if k := strings.IndexByte(text[p:end], '\n'); k >= 0 {
		end = p + k // the whole line: a browser's Cookie header runs to kilobytes
	}
	if quote != 0 {
		if q := strings.IndexByte(text[p:end], quote); q >= 0 {
			end = p + q
		}
	}
	return cookieValues(dst, text, p, end, first), end
}

// cookieValues appends the values that look generated of the cookie
// pairs text[p:end] holds (a=v; b=w), or of the first pair alone.
func cookieValues(dst []span, text string, p, end int, first bool) []span {
	for p < end {
		eq := strings.IndexByte(text[p:end], '=')
		if eq < 0 || strings.IndexAny(text[p:p+eq], " \t") >= 0 {
			break // a pair's name is a token: prose after "cookie:" gives none
		}
		vs := p + eq + 1
		ve := vs
		for ve < end && cookieOctet(text[ve]) {
			ve++
		}
		if ve-vs >= minCookieValue && generated(strings.ReplaceAll(text[vs:ve], "%", ""), true) {
			dst = append(dst, span{vs, ve})
		}
		if first {
			break // Set-Cookie: the attributes after the first pair are none
		}
		p = skipSpaces(text, ve)
		if p >= end || text[p] != ';' {
			break
		}
		p = skipSpaces(text, p+1)
	}
	return dst
}

// cookieStart returns where the pairs start that the word cookie at
// text[from:to] names, and whether only the first counts (a Set-Cookie
// header's); or -1.
func cookieStart(text string, from, to int) (int, bool) {
	first := from >= 4 && strings.EqualFold(text[from-4:from], "set-")
	switch {
	case from >= 2 && text[from-2:from] == "--":
		if to < len(text) && (text[to] == ' ' || text[to] == '=') {
			return to + 1, false // curl --cookie "a=v"
		}
	case to < len(text) && text[to] == ':':
		return skipSpaces(text, to+1), first // Cookie: a=v; b=w
	case to < len(text) && text[to] == '"' && quotedBefore(text, from, first):
		if p := harValueStart(text, to+1); p >= 0 {
			return p, first // {"name": "cookie", "value": "a=v; b=w"}: a HAR's or Postman's header
		}
	case from >= 9 && strings.EqualFold(text[from-9:from], "document."):
		p := skipSpaces(text, to)
		if p < len(text) && text[p] == '=' {
			return skipSpaces(text, p+1), true // document.cookie = "a=v; path=/"
		}
	}
	return -1, false
}

// quotedBefore reports whether a quote opens the header's name that ends
// in the word cookie at text[from:] (set- before it if first).
func quotedBefore(text string, from int, first bool) bool {
	if first {
		from -= 4
	}
	return from >= 1 && text[from-1] == '"'
}

// harValueRE is what joins a header record's quoted name to its value:
// the name's closing quote, a comma and the value field, on the same line
// or the next, as HAR files and Postman's collections write a header.
var harValueRE = regexp.MustCompile(`^"[ \t]*,[ \t\r\n]*"value"[ \t]*:[ \t]*"`)

// harValueStart returns where the quoted value starts (its quote) of the
// header record whose name's closing quote is text[p-1], or -1.
func harValueStart(text string, p int) int {
	m := harValueRE.FindStringIndex(text[p-1 : min(len(text), p+maxValue)])
	if m == nil {
		return -1
	}
	return p - 2 + m[1]
}

// cookieCallValue appends the value of a cookie that a call makes from
// its quoted name and value, text[p:] following the call's parenthesis
// (PowerShell's and .NET's System.Net.Cookie("sid", "v", "/", host),
// Java's new Cookie("sid", "v")), if it looks generated.
func cookieCallValue(dst []span, text string, p int) []span {
	end := lineEndWithin(text, maxValue, p)
	p = skipSpaces(text, p)
	if p >= end || text[p] != '"' && text[p] != '\'' {
		return dst
	}
	q := text[p]
	k := strings.IndexByte(text[p+1:end], q)
	if k <= 0 || strings.IndexAny(text[p+1:p+1+k], " \t") >= 0 {
		return dst
	}
	p = skipSpaces(text, p+k+2)
	if p >= end || text[p] != ',' {
		return dst
	}
	if p = skipSpaces(text, p+1); p >= end || text[p] != q {
		return dst
	}
	vs := p + 1
	ve := vs
	for ve < end && cookieOctet(text[ve]) && text[ve] != q {
		ve++
	}
	if ve < end && text[ve] == q && ve-vs >= minCookieValue && generated(strings.ReplaceAll(text[vs:ve], "%", ""), true) {
		dst = append(dst, span{vs, ve})
	}
	return dst
}

// cookieOctet reports whether c may stand in a cookie's value (RFC 6265
// 4.1.1: no blank, quote, comma, semicolon or backslash).
func cookieOctet(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != ',' && c != ';' && c != '\\'
}

// cookieRecordReach is how far on either side of a record's httpOnly
// field its value field is looked for: a record of a cookie export is a
// few hundred bytes, pretty-printed or not.
const cookieRecordReach = 320

// recordValueRE is a record's value field and its value: JSON's, a Python
// dict's, YAML's, Ruby's hash's ("value" => "v").
var recordValueRE = regexp.MustCompile(`(?i)["']?\bvalue["']?[ \t]*(?:=>|[:=])[ \t]*["']?([A-Za-z0-9%._~+/=-]{16,})`)

// cookieRecordContext reads a cookie written as a record, as browser
// automation and cookie exports write one (Playwright's and Puppeteer's
// storage state, Selenium's get_cookies(), a cookie editor's JSON export,
// Ruby's HTTP::Cookie in YAML, as Fastlane's FASTLANE_SESSION holds
// Apple's session cookies): at its httpOnly field or its type's name
// (the YAML tag !ruby/object:HTTP::Cookie), the value fields within
// cookieRecordReach bytes, on its line or others, where a domain field
// stands too. Whatever the cookie's name, each value is judged by its
// shape alone, as a header's is (see cookieContext). A cookie file's
// line of an HttpOnly cookie, #HttpOnly_ and its domain, is read too,
// with or without the file's header (see jarValue).
func cookieRecordContext(dst []span, text string, from, to int) ([]span, int) {
	if from > 0 && text[from-1] == '#' && len(text)-from > 9 && strings.EqualFold(text[from:from+9], "httponly_") {
		if vs, ve, le, _ := jarValue(text, from-1); vs >= 0 {
			return append(dst, span{vs, ve}), le // #HttpOnly_.example.com<TAB>TRUE...: a cookie file's line
		}
		return dst, to
	}
	typed := from >= 6 && strings.EqualFold(text[from-6:to], "http::cookie")
	if !typed && !strings.EqualFold(text[from:to], "httponly") {
		return dst, to
	}
	lo, hi := max(0, from-cookieRecordReach), min(len(text), to+cookieRecordReach)
	if !strings.Contains(strings.ToLower(text[lo:hi]), "domain") {
		return dst, to
	}
	for _, m := range recordValueRE.FindAllStringSubmatchIndex(text[lo:hi], -1) {
		vs, ve := lo+m[2], lo+m[3]
		if generated(strings.ReplaceAll(text[vs:ve], "%", ""), true) {
			dst = append(dst, span{vs, ve})
		}
	}
	return dst, to
}

// jarValue reads the line at text[ls:] as a line of a Netscape cookie
// file, as curl -c, wget --save-cookies, yt-dlp and browser extensions'
// cookies.txt write one: seven fields between tabs (or, where a paste
// turned its tabs into spaces, between runs of spaces, the line's indent
// and trailing blanks aside), the domain (after
// #HttpOnly_ for an HttpOnly cookie), TRUE or FALSE for its subdomains,
// the path, TRUE or FALSE for secure, the expiry, the name and the
// value. It returns the bounds of the value if the line is one and the
// value looks generated, else -1, -1; ok tells whether the line is one,
// and le where it ends.
func jarValue(text string, ls int) (vs, ve, le int, ok bool) {
	le = lineEndWithin(text, maxValue, ls)
	var sep byte = '\t'
	if strings.IndexByte(text[ls:le], '\t') < 0 {
		sep = ' '
	}
	var fields [6]string // the fields before the value
	p, e := ls, le
	if sep == ' ' {
		p = skipSpaces(text, ls) // a paste's indent and trailing blanks are no field's
		for e > p && text[e-1] == ' ' {
			e--
		}
	}
	for n := range fields {
		k := strings.IndexByte(text[p:e], sep)
		if k < 0 {
			return -1, -1, le, false
		}
		fields[n], p = text[p:p+k], p+k+1
		for sep == ' ' && p < e && text[p] == ' ' {
			p++
		}
	}
	if strings.IndexByte(text[p:e], sep) >= 0 || !jarFlag(fields[1]) || !jarFlag(fields[3]) || !allDigits(fields[4]) {
		return -1, -1, le, false
	}
	if vs = p; e-vs >= minCookieValue && generated(strings.ReplaceAll(text[vs:e], "%", ""), true) {
		return vs, e, le, true
	}
	return -1, -1, le, true
}

// cookieJarLineContext reads a line of a Netscape cookie file that
// stands without the file's header, a line or a few pasted alone, at a
// flag field between blanks (TRUE or FALSE, so written, between tabs or
// spaces): the whole line must be one (see jarValue). The line is read
// once.
func cookieJarLineContext(dst []span, text string, from, to int) ([]span, int) {
	if from == 0 || to == len(text) || text[from-1] != text[to] || text[to] != '\t' && text[to] != ' ' || !jarFlag(text[from:to]) {
		return dst, to // true in prose or code
	}
	ls := strings.LastIndexByte(text[max(0, from-maxValue):from], '\n') + 1 + max(0, from-maxValue)
	vs, ve, le, _ := jarValue(text, ls)
	if vs >= 0 {
		dst = append(dst, span{vs, ve})
	}
	return dst, max(le, to)
}

// jarFlag reports whether a cookie file's field is one of its flags.
func jarFlag(f string) bool { return f == "TRUE" || f == "FALSE" }

// jarValues appends the values of the cookie file's lines that follow
// its header line, which ends at text[p] (# Netscape HTTP Cookie File),
// up to a line that is none of its lines, comments or blank lines, and
// returns where they end.
func jarValues(dst []span, text string, p int) ([]span, int) {
	for p < len(text) && text[p] == '\n' {
		ls := p + 1
		if ls == len(text) || text[ls] == '\n' || text[ls] == '\r' || text[ls] == '#' && !strings.HasPrefix(text[ls:], "#HttpOnly_") {
			p = lineEndWithin(text, maxValue, ls) // a blank line, a comment
		} else {
			vs, ve, le, ok := jarValue(text, ls)
			if !ok {
				break
			}
			if vs >= 0 {
				dst = append(dst, span{vs, ve})
			}
			p = le
		}
		if p < len(text) && text[p] == '\r' {
			p++
		}
	}
	return dst, p
}
