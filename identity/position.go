package identity

import "strings"

// Pos is where a term stands in text.
type Pos uint8

// Positions, the identity ones first. A common term (see Common) is
// identity only at one of them; any other term at every whole word.
const (
	Prose  Pos = iota // a whole word of prose, a key's word, a name: no identity position
	Path              // a path segment or a word of one, ~name
	Email             // an email's local part or domain label
	Handle            // @name
	Host              // a label of a non-public host name (db.acme.internal)
	URL               // a URL's userinfo, path or query, or a non-public host in it
	Tool              // the server of an MCP tool name, mcp__<server>__<tool>
	numPos
)

// String names the position, for the summary.
func (p Pos) String() string {
	return [...]string{"prose", "path", "email", "handle", "host", "url", "tool"}[p]
}

// privateSuffixes end host names that are not public: a label of one is
// identity (a company's network, a person's laptop).
var privateSuffixes = []string{".internal", ".corp", ".lan", ".local", ".intra", ".home.arpa", ".localdomain"}

// tokenByte marks the bytes of a token that can hold an identity
// position: a path, an address, a URL, a host name.
var tokenByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= 0x80 || isAlnum(byte(c))
	}
	for _, c := range []byte("._%+-@:/\\~#?&=!$*") {
		t[c] = true
	}
	return t
}()

// markByte marks the bytes without which a token holds no identity
// position (see Position): a path's separators and ~, an address's @,
// a URL's ':', a host name's dots.
var markByte = func() (t [256]bool) {
	for _, c := range []byte(`~/\:@.`) {
		t[c] = true
	}
	return t
}()

// maxReach bounds how far Position reads on either side of a word, so
// that its work per match is bounded however long a token runs.
const maxReach = 512

// Position tells where text[start:end], a whole word, stands: by the
// token around it (the run of bytes an address, a path or a URL can
// hold, up to maxReach bytes on either side, ended by an escaped quote).
func Position(text string, start, end int) Pos {
	i, j := start, end
	for i > 0 && start-i < maxReach && tokenByte[text[i-1]] {
		i--
	}
	for j < len(text) && j-end < maxReach && tokenByte[text[j]] && !escapedQuote(text, j) {
		j++
	}
	tok, s, e := text[i:j], start-i, end-i
	if mcpServer(tok, s, e) {
		return Tool
	}
	if !marked(tok) {
		return Prose // a word of prose or a name, what most matches are
	}
	if s > 0 && (tok[s-1] == '~' || tok[s-1] == '/' || tok[s-1] == '\\') && strings.IndexByte(tok[:s], ':') < 0 {
		return Path // a path, or ~name
	}
	if k := strings.Index(tok, "://"); k >= 0 && k < s {
		rest := tok[k+3:]
		hostEnd := strings.IndexAny(rest, "/?#")
		if hostEnd < 0 {
			hostEnd = len(rest)
		}
		host := rest[:hostEnd]
		if at := strings.LastIndexByte(host, '@'); at >= 0 {
			if s < k+3+at {
				return URL // userinfo
			}
			host = host[at+1:]
		}
		if s >= k+3+hostEnd {
			return URL // path, query, fragment
		}
		if privateHost(host) || pagesLabel(host, s-k-3) {
			return URL
		}
		return Prose
	}
	if at := strings.IndexByte(tok, '@'); at >= 0 {
		switch {
		case at == s-1 && (at == 0 || !isAlnum(tok[at-1])):
			return Handle
		case e <= at:
			return Email
		case e < len(tok) && tok[e] == '.' || s > 0 && tok[s-1] == '.':
			return Email // a domain label
		}
	}
	if strings.ContainsAny(tok, `/\`) {
		return Path // a word of a segment, or a remote's owner
	}
	if privateHost(strings.TrimRight(tok, ".:")) {
		return Host // a label, or a word of one (Wills-MacBook-Air.local)
	}
	return Prose
}

// Stands reports whether a match text[start:end] of a term stands as
// identity: the one rule that redaction, which replaces the match, and
// the check, which fails closed on it, both apply, so that no word's
// class can set them apart. A term that is not common (see Common)
// stands at every whole word; a common one only at an identity position
// (Position), in an object key as in a value, and not in a path segment
// the layout names itself (layout(segment): tool-results, agent-tools),
// which is the format's, not the user's; layout may be nil. text is the
// string the match is in as redaction reads it: a JSON string decoded
// (see Check.Content), a sidecar's text as it is.
func Stands(text string, start, end int, common bool, layout func(segment string) bool) bool {
	if !common {
		return true
	}
	switch Position(text, start, end) {
	case Prose:
		return false
	case Path:
		return layout == nil || !layout(segmentAt(text, start, end))
	}
	return true
}

// segmentAt returns the path segment of text around text[start:end]:
// the run of bytes between path separators and the bytes that end a
// token.
func segmentAt(text string, start, end int) string {
	i, j := start, end
	for i > 0 && !segmentEnd[text[i-1]] {
		i--
	}
	for j < len(text) && !segmentEnd[text[j]] {
		j++
	}
	return text[i:j]
}

// segmentEnd marks the bytes that end a path segment: the separators
// and the bytes that end a token.
var segmentEnd = func() (t [256]bool) {
	for _, c := range []byte("/\\: \t\n\v\f\r\"'`()[]{}<>,;|&=") {
		t[c] = true
	}
	return t
}()

// mcpPrefix starts the names of MCP tools: mcp__<server>__<tool>.
const mcpPrefix = "mcp__"

// mcpServer reports whether tok[s:e] is in the server part of an MCP tool
// name in tok: the server is the user's own name for it (a user's, a
// host's, a project's).
func mcpServer(tok string, s, e int) bool {
	k := strings.LastIndex(tok[:s], mcpPrefix)
	if k < 0 || k > 0 && isAlnum(tok[k-1]) {
		return false
	}
	server := tok[k+len(mcpPrefix):]
	end := strings.Index(server, "__")
	return end > 0 && e <= k+len(mcpPrefix)+end
}

// marked reports whether tok holds a markByte.
func marked(tok string) bool {
	for i := 0; i < len(tok); i++ {
		if markByte[tok[i]] {
			return true
		}
	}
	return false
}

// escapedQuote reports whether text[j] is the backslash of an escaped
// quote (\" in JSON text, around an embedded JSON string), which ends a
// token rather than separating a Windows path's segments.
func escapedQuote(text string, j int) bool {
	return text[j] == '\\' && j+1 < len(text) && text[j+1] == '"'
}

// pagesSuffixes are the hosts whose sites are named after their owner:
// alice.github.io is alice's.
var pagesSuffixes = []string{".github.io", ".gitlab.io", ".codeberg.page"}

// pagesLabel reports whether host[at:] begins the owner's label of a
// pages site (the first label of OWNER.github.io).
func pagesLabel(host string, at int) bool {
	dot := strings.IndexByte(host, '.')
	if at != 0 || dot < 0 {
		return false
	}
	for _, suf := range pagesSuffixes {
		if strings.EqualFold(host[dot:], suf) {
			return true
		}
	}
	return false
}

// privateHost reports whether host ends in a private suffix.
func privateHost(host string) bool {
	if k := strings.IndexByte(host, ':'); k >= 0 {
		host = host[:k] // a port
	}
	for _, suf := range privateSuffixes {
		// Each suffix ends in a lowercase ASCII letter: a host ending in
		// another byte is not compared.
		if len(host) > len(suf) && host[len(host)-1]|0x20 == suf[len(suf)-1] && hasSuffixFold(host, suf) {
			return true
		}
	}
	return false
}

func hasSuffixFold(s, suf string) bool {
	return strings.EqualFold(s[len(s)-len(suf):], suf)
}

// NumPos is the number of positions.
const NumPos = int(numPos)

// Uses counts where terms were applied: by term, lowercase, the matches
// replaced at each position.
type Uses map[string][NumPos]int

// Add adds o's counts to u.
func (u Uses) Add(o Uses) {
	for t, c := range o {
		sum := u[t]
		for p, n := range c {
			sum[p] += n
		}
		u[t] = sum
	}
}
