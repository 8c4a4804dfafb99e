package rules

import "strings"

// The defaults of a lookup: the literal that a call looking a name up
// returns when the name is unset (ENV.fetch('DB_PASSWORD', 'v'), its
// block's in Ruby (ENV.fetch('DB_PASSWORD') { 'v' }),
// os.environ.get("API_TOKEN", "v"), os.getenv("DB_PASS", "v")), and the
// default filter of a template (Helm's {{ .Values.db.password | default
// "v" }}, Jinja's {{ db_password | default('v') }}), also where a template
// is the value a name gives (password: <%= ENV.fetch('X', 'v') %>). Such a
// literal is written to be used as the credential itself, so it is judged
// as a password whatever kind of credential the name gives; a
// placeholder, a reference or an empty string is still none.

// lookups are the callees whose first argument names what they look up
// and whose second is the literal they return when it is unset.
var lookups = newWordSet("fetch", "get", "getenv", "env", "getProperty", "getOrDefault")

// lookupDefault returns where the literal default starts (its opening
// quote) that a lookup call gives after the name text[ks:ke], quoted as
// its first argument (`fetch('DB_PASSWORD', 'v')`), or -1. The call's
// '(' is text[ks-2].
func lookupDefault(text string, ks, ke int) int {
	if ke >= len(text) || text[ks-1] != text[ke] {
		return -1
	}
	return callDefault(text, ks-2)
}

// callDefault returns where the second argument starts of the lookup call
// whose '(' is text[c], when both of its arguments are quoted literals
// and the call closes after them, or where the literal starts that the
// block after a call of one quoted argument returns (Ruby's
// ENV.fetch('X') { 'v' }), or -1.
func callDefault(text string, c int) int {
	if !lookups.has(text[identStart(text, c):c]) {
		return -1
	}
	k := literalEnd(text, c+1)
	if k < 0 {
		return -1
	}
	d := skipSpaces(text, k)
	switch {
	case d < len(text) && text[d] == ',':
		return literalClosed(text, skipSpaces(text, d+1), ")")
	case d < len(text) && text[d] == ')':
		if b := skipSpaces(text, d+1); b < len(text) && text[b] == '{' {
			return literalClosed(text, skipSpaces(text, b+1), "}")
		}
	}
	return -1
}

// literalClosed returns d when a quoted literal starts at text[d] and
// closer follows it, after blanks, or -1.
func literalClosed(text string, d int, closer string) int {
	if k := literalEnd(text, d); k < 0 || !strings.HasPrefix(text[skipSpaces(text, k):], closer) {
		return -1
	}
	return d
}

// literalEnd returns the end, after its closing quote, of the literal
// that a quote at text[d] opens and closes within maxReread bytes, or -1.
func literalEnd(text string, d int) int {
	if d >= len(text) || text[d] != '"' && text[d] != '\'' {
		return -1
	}
	end := min(len(text), d+maxReread)
	k := quotedEnd(text, d+1, text[d], end)
	if k == end {
		return -1
	}
	return k + 1
}

// defaultFilter returns where the literal starts that a template's default
// filter gives after its '|', at text[p:] (` default "v"`, ` default('v')`),
// or -1.
func defaultFilter(text string, p int) int {
	d := skipSpaces(text, p)
	if !strings.HasPrefix(text[d:], "default") {
		return -1
	}
	d = skipSpaces(text, d+len("default"))
	if d < len(text) && text[d] == '(' {
		return literalClosed(text, skipSpaces(text, d+1), ")")
	}
	return literalClosed(text, d, "")
}

// templateDefault returns where the literal default starts that the
// template at text[t:] gives: a lookup call's or a default filter's
// inside <%= ... %> or {{ ... }} on one line, or -1.
func templateDefault(text string, t int) int {
	var closer string
	switch {
	case strings.HasPrefix(text[t:], "<%="):
		closer = "%>"
	case strings.HasPrefix(text[t:], "{{"):
		closer = "}}"
	default:
		return -1
	}
	end := min(len(text), t+maxReread)
	if k := strings.Index(text[t:end], closer); k >= 0 {
		end = t + k
	}
	if k := strings.IndexByte(text[t:end], '\n'); k >= 0 {
		return -1
	}
	for i := t; i < end; i++ {
		d := -1
		switch text[i] {
		case '(':
			d = callDefault(text, i)
		case '|':
			d = defaultFilter(text, i+1)
		}
		if d >= 0 && d < end {
			return d
		}
	}
	return -1
}
