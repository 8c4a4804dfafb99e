package rules

import (
	"encoding/base64"
	"net/netip"
	"strings"
)

// validator checks a candidate secret text[start:end] where RE2 cannot;
// text is the line (or whole text) the rule ran on, for context.
type validator func(text string, start, end int) bool

// validators are the checks a rule may name in its validate field.
var validators = map[string]validator{
	"luhn":       validLuhn,
	"ipv4":       validIPv4,
	"ipv6":       validIPv6,
	"phone":      validPhone,
	"basic-auth": validBasicAuth,
	"pem-base64": validPEMBase64,
	"random":     validRandom,
}

// validLuhn accepts 13 to 19 digits (separators ignored) that pass the Luhn
// checksum and start like a card number of a major network.
func validLuhn(text string, start, end int) bool {
	var digits [19]byte
	n := 0
	for i := start; i < end; i++ {
		if c := text[i]; '0' <= c && c <= '9' {
			if n == len(digits) {
				return false
			}
			digits[n] = c - '0'
			n++
		}
	}
	if n < 13 {
		return false
	}
	sum := 0
	for i := 0; i < n; i++ {
		d := int(digits[n-1-i])
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	if sum%10 != 0 {
		return false
	}
	// Issuer prefixes: Visa 4, Mastercard 51-55 and 22-27, Amex 34/37,
	// Discover 6011/64/65, JCB 35, Diners 30/36/38, UnionPay 62.
	two := int(digits[0])*10 + int(digits[1])
	switch {
	case digits[0] == 4:
	case 51 <= two && two <= 55, 22 <= two && two <= 27:
	case two == 34 || two == 37 || two == 35 || two == 30 || two == 36 || two == 38:
	case two == 60 || two == 62 || two == 64 || two == 65:
	default:
		return false
	}
	return !allSame(digits[:n])
}

func allSame(b []byte) bool {
	for _, c := range b {
		if c != b[0] {
			return false
		}
	}
	return true
}

// validIPv4 accepts dotted quads with octets up to 255 that are not a part
// of a longer dotted number, not a version ("v1.2.3.4", "version 1.2.3.4",
// "Chrome/120.0.0.0"), and not loopback, unspecified or a netmask.
func validIPv4(text string, start, end int) bool {
	addr, err := netip.ParseAddr(text[start:end])
	if err != nil || !addr.Is4() {
		return false
	}
	if b := addr.As4(); b[0] == 0 || b[0] == 127 || b[0] == 255 {
		return false
	}
	if end+1 < len(text) && text[end] == '.' && isDigit(text[end+1]) {
		return false
	}
	if start >= 2 && text[start-1] == '.' && isDigit(text[start-2]) {
		return false
	}
	return !versionBefore(text[:start])
}

// versionBefore reports whether before ends like the label of a version.
func versionBefore(before string) bool {
	if n := len(before); n >= 2 && before[n-1] == '/' && isLetter(before[n-2]) {
		return true
	}
	before = strings.TrimRight(before, " \t:=v")
	for _, w := range []string{"version", "ver", "release", "build", "firmware"} {
		if n := len(before); n >= len(w) && hasPrefixFold(before[n-len(w):], w) {
			return true
		}
	}
	return false
}

// validIPv6 accepts addresses that parse, contain a digit and at least
// three groups, and are not loopback or unspecified.
func validIPv6(text string, start, end int) bool {
	s := text[start:end]
	addr, err := netip.ParseAddr(s)
	if err != nil || !addr.Is6() || addr.IsLoopback() || addr.IsUnspecified() {
		return false
	}
	return strings.Count(s, ":") >= 2 && strings.ContainsAny(s, "0123456789")
}

// validPhone accepts 8 to 15 digits that are not all the same.
func validPhone(text string, start, end int) bool {
	var first byte
	n, same := 0, true
	for i := start; i < end; i++ {
		if c := text[i]; isDigit(c) {
			if n == 0 {
				first = c
			} else if c != first {
				same = false
			}
			n++
		}
	}
	return 8 <= n && n <= 15 && !same
}

// validBasicAuth accepts base64 that decodes to printable "user:password".
func validBasicAuth(text string, start, end int) bool {
	var buf [96]byte
	s := text[start:end]
	if base64.StdEncoding.DecodedLen(len(s)) > len(buf) {
		return false
	}
	n, err := base64.StdEncoding.Decode(buf[:], []byte(s))
	if err != nil {
		return false
	}
	colon := false
	for _, c := range buf[:n] {
		if c < 0x20 || c > 0x7e {
			return false
		}
		colon = colon || c == ':'
	}
	return colon && buf[0] != ':'
}

// validPEMBase64 accepts base64 whose decoded head is a PEM private key
// header.
func validPEMBase64(text string, start, end int) bool {
	s := text[start:end]
	s = s[:min(len(s), 80)]
	s = s[:len(s)/4*4]
	head, err := base64.StdEncoding.DecodeString(s)
	return err == nil && strings.Contains(string(head), "PRIVATE KEY")
}

// validRandom accepts secrets that look generated rather than written:
// letters mixed with digits (unless every piece is a word or a word with a
// short number, like "ubuntu-22.04" or "oauth2_token"), 16 or more digits,
// or 16 or more letters with upper and lower case well mixed (unlike
// camelCase identifiers such as "getUserAccountSettings").
func validRandom(text string, start, end int) bool {
	s := text[start:end]
	var upper, lowerN, digits int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'A' <= c && c <= 'Z':
			upper++
		case 'a' <= c && c <= 'z':
			lowerN++
		case isDigit(c):
			digits++
		}
	}
	letters := upper + lowerN
	switch {
	case letters == 0:
		return digits >= 16 && !allSame([]byte(s))
	case digits == 0:
		return len(s) >= 16 && upper*4 >= letters && lowerN*4 >= letters
	}
	return !wordy(s)
}

// wordy reports whether every piece of s between separators is a word, a
// word followed by up to three digits, or a number of up to four digits.
func wordy(s string) bool {
	for _, piece := range strings.FieldsFunc(s, func(r rune) bool { return !isAlnumRune(r) }) {
		i := 0
		for i < len(piece) && isLetter(piece[i]) {
			i++
		}
		tail := len(piece) - i
		switch {
		case i == 0 && tail <= 4: // a short number
		case i > 0 && tail <= 3 && allDigits(piece[i:]): // a word, maybe with a short number
		default:
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return true
}

func isAlnumRune(r rune) bool { return r < 0x80 && isAlnum(byte(r)) }

func isDigit(b byte) bool  { return '0' <= b && b <= '9' }
func isLetter(b byte) bool { return 'a' <= lower(b) && lower(b) <= 'z' }
