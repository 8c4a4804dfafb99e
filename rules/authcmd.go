package rules

import (
	"encoding/base64"
	"strings"
)

// authCommand reads the password of a protocol's AUTH command, typed at
// a client's prompt or quoted from a session: Redis's AUTH [USER]
// PASSWORD ("127.0.0.1:6379> AUTH default v", "redis> AUTH v") and SMTP's
// AUTH MECHANISM RESPONSE ("C: AUTH PLAIN v", the base64 of the user and
// the password). The command name text[from:to] must be AUTH in capitals
// that start their line or follow a prompt (see afterPrompt) and take one
// or two arguments; the last is the value, judged as a password, unless
// it is the only one and names a mechanism ("AUTH LOGIN"). Elsewhere on
// its line, as a client's debug output or a log quotes it (smtplib's
// "send: 'AUTH PLAIN v\r\n'", "SMTP >> AUTH PLAIN v"), the command gives
// the response of PLAIN that decodes to the credentials (see saslPlain).
func authCommand(text string, from, to int) (int, int, int) {
	if text[from:to] != "AUTH" || to == len(text) || text[to] != ' ' {
		return -1, -1, to
	}
	if !afterPrompt(text, from) {
		if p := to + len(" PLAIN "); strings.HasPrefix(text[to:], " PLAIN ") {
			if e := saslPlain(text, p); e > p {
				return p, e, e
			}
		}
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

// maxSASLPlain bounds the bytes of a PLAIN response saslPlain decodes.
const maxSASLPlain = 512

// saslPlain returns the end of the response of SASL's PLAIN mechanism
// at text[p:] (RFC 4616): the standard base64 of an authorization id,
// NUL, a user, NUL and a password, the user and the password printable
// and not empty; or -1.
func saslPlain(text string, p int) int {
	e := p
	for e < len(text) && e-p < maxSASLPlain && (isAlnum(text[e]) || text[e] == '+' || text[e] == '/' || text[e] == '=') {
		e++
	}
	var buf [maxSASLPlain]byte
	n, err := base64.StdEncoding.Decode(buf[:], []byte(text[p:e]))
	if err != nil {
		return -1
	}
	parts := strings.Split(string(buf[:n]), "\x00")
	if len(parts) != 3 || parts[1] == "" || parts[2] == "" {
		return -1
	}
	for _, part := range parts {
		for i := 0; i < len(part); i++ {
			if part[i] < 0x20 || part[i] == 0x7f {
				return -1
			}
		}
	}
	return e
}
