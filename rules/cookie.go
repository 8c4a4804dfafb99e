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
	case from >= 9 && strings.EqualFold(text[from-9:from], "document."):
		p := skipSpaces(text, to)
		if p < len(text) && text[p] == '=' {
			return skipSpaces(text, p+1), true // document.cookie = "a=v; path=/"
		}
	}
	return -1, false
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
// cookies.txt write one: seven fields between tabs, the domain (after
// #HttpOnly_ for an HttpOnly cookie), TRUE or FALSE for its subdomains,
// the path, TRUE or FALSE for secure, the expiry, the name and the
// value. It returns the bounds of the value if the line is one and the
// value looks generated, else -1, -1; ok tells whether the line is one,
// and le where it ends.
func jarValue(text string, ls int) (vs, ve, le int, ok bool) {
	le = lineEndWithin(text, maxValue, ls)
	var tabs [6]int
	p := ls
	for n := range tabs {
		k := strings.IndexByte(text[p:le], '\t')
		if k < 0 {
			return -1, -1, le, false
		}
		tabs[n], p = p+k, p+k+1
	}
	if strings.IndexByte(text[p:le], '\t') >= 0 || !jarFlag(text[tabs[0]+1:tabs[1]]) || !jarFlag(text[tabs[2]+1:tabs[3]]) ||
		!allDigits(text[tabs[3]+1:tabs[4]]) {
		return -1, -1, le, false
	}
	if vs = tabs[5] + 1; le-vs >= minCookieValue && generated(strings.ReplaceAll(text[vs:le], "%", ""), true) {
		return vs, le, le, true
	}
	return -1, -1, le, true
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
