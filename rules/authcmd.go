package rules

// authCommand reads the password of a protocol's AUTH command, typed at
// a client's prompt or quoted from a session: Redis's AUTH [USER]
// PASSWORD ("127.0.0.1:6379> AUTH default v", "redis> AUTH v") and SMTP's
// AUTH MECHANISM RESPONSE ("C: AUTH PLAIN v", the base64 of the user and
// the password). The command name text[from:to] must be AUTH in capitals
// that start their line or follow a prompt (see afterPrompt) and take one
// or two arguments; the last is the value, judged as a password, unless
// it is the only one and names a mechanism ("AUTH LOGIN").
func authCommand(text string, from, to int) (int, int, int) {
	if text[from:to] != "AUTH" || to == len(text) || text[to] != ' ' || !afterPrompt(text, from) {
		return -1, -1, to
	}
	end := commandEnd(text, to)
	n, at := 0, end
	for a := skipBlanks(text, to, end); a < end; a = skipBlanks(text, argEnd(text, a, end), end) {
		n, at = n+1, a
	}
	if n > 2 || n == 1 && mechanism(text[at:argEnd(text, at, end)]) {
		return -1, -1, end // prose ("AUTH tokens are rotated daily"), or SMTP's AUTH LOGIN
	}
	vs, ve, quoted := value(text, at, false, false)
	vs, ve = cliPassword(text, vs, vs, min(ve, end), quoted)
	return vs, ve, end
}

// afterPrompt reports whether what precedes text[from] on its line is
// blanks, or a prompt: a host and port or a name and '>' ("redis:6379>
// "), or a side's letter and a colon ("C: ").
func afterPrompt(text string, from int) bool {
	p := from
	for p > 0 && (text[p-1] == ' ' || text[p-1] == '\t') {
		p--
	}
	if p == 0 || text[p-1] == '\n' {
		return true
	}
	if p == from || text[p-1] != '>' && text[p-1] != ':' {
		return false
	}
	q := p - 1
	for q > 0 && text[q-1] != '\n' && text[q-1] != ' ' && text[q-1] != '\t' {
		q--
	}
	return q == 0 || text[q-1] == '\n' // the prompt starts its line
}

// mechanism reports whether arg names an SASL mechanism: capitals,
// digits and dashes (PLAIN, LOGIN, CRAM-MD5, XOAUTH2).
func mechanism(arg string) bool {
	for i := 0; i < len(arg); i++ {
		if c := arg[i]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '-' && c != '_' {
			return false
		}
	}
	return true
}
