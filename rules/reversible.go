package rules

import (
	"encoding/base64"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Some passwords are written in an encoding anyone can reverse, which
// hides them from the eye but not from a reader: the model judges what
// they encode, and the match is the encoded value, which decodes back to
// the password.
//
// LDIF writes a value that is not safe as text in base64 after a double
// colon ("userPassword:: V3E5..."), and Active Directory's unicodePwd is
// always so: the password in quotes, in UTF-16LE. The credential context
// reads such a value's base64 (see ldifValue).
//
// WebSphere and Liberty write a password as "{xor}" and the base64 of its
// bytes each XORed with '_' (server.xml, security.xml, a
// wsadmin session's output); see xorDecoded.

// ldifValue returns what the LDIF base64 value v encodes, as text: the
// UTF-16LE of unicodePwd decoded and its quotes removed. A v that is not
// base64 of text is returned as it is; one that encodes a stored hash
// ("{SSHA}...", "{CRYPT}$6$..."), which a directory keeps instead of the
// password, gives "": no password.
func ldifValue(v string) string {
	if len(v) > maxReread {
		return v
	}
	var buf [maxReread]byte
	n, err := base64.StdEncoding.Decode(buf[:], []byte(v))
	if err != nil || n == 0 {
		return v
	}
	b := buf[:n]
	if n%2 == 0 && utf16LE(b) {
		u := make([]uint16, n/2)
		for i := range u {
			u[i] = uint16(b[2*i]) | uint16(b[2*i+1])<<8
		}
		b = []byte(string(utf16.Decode(u)))
	}
	s := string(b)
	if !utf8.ValidString(s) || strings.ContainsFunc(s, func(r rune) bool { return r < ' ' }) {
		return v // binary: a hash's bytes, a certificate
	}
	if scheme := hashSchemeRE.FindString(s); scheme != "" {
		if !strings.EqualFold(scheme, "{CLEARTEXT}") {
			return ""
		}
		s = s[len(scheme):] // OpenLDAP's {CLEARTEXT}v: the password itself
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1] // unicodePwd's quotes
	}
	return s
}

// xorDecoded returns the password a WebSphere "{xor}" value v encodes,
// or v as it is when it is none.
func xorDecoded(v string) string {
	if len(v) <= len("{xor}") || len(v) > maxReread || !hasPrefixFold(v, "{xor}") {
		return v
	}
	var buf [maxReread]byte
	n, err := base64.StdEncoding.Decode(buf[:], []byte(v[len("{xor}"):]))
	if err != nil || n == 0 {
		return v
	}
	for i := range buf[:n] {
		buf[i] ^= '_'
	}
	if d := string(buf[:n]); utf8.ValidString(d) && !strings.ContainsFunc(d, func(r rune) bool { return r < ' ' }) {
		return d
	}
	return v
}

// ldifFolded returns where the LDIF value ending at text[ve] ends with the
// lines that continue it: LDIF folds a long line, each continuation
// opening with one blank (RFC 2849), maxValue bytes at most.
func ldifFolded(text string, ve int) int {
	lim := min(len(text), ve+maxValue)
	for {
		p := ve
		if p < lim && text[p] == '\r' {
			p++
		}
		if p+2 > lim || text[p] != '\n' || text[p+1] != ' ' || text[ve-1] == '=' { // padding ends the value
			return ve
		}
		e := p + 2
		for e < lim && (isAlnum(text[e]) || text[e] == '+' || text[e] == '/' || text[e] == '=') {
			e++
		}
		if e == p+2 {
			return ve
		}
		ve = e
	}
}

// hashSchemeRE: the scheme of a stored password (RFC 2307's {SSHA},
// {CRYPT}, {PBKDF2-SHA512}, {ARGON2}), which a value of more opens.
var hashSchemeRE = mustScreened(`^\{[A-Za-z0-9.-]{2,20}\}`)

// utf16LE reports whether b reads as UTF-16LE text of the Latin range:
// every second byte zero.
func utf16LE(b []byte) bool {
	for i := 1; i < len(b); i += 2 {
		if b[i] != 0 {
			return false
		}
	}
	return true
}
