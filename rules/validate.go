package rules

import (
	"encoding/base64"
	"net/netip"
	"regexp"
	"strings"
)

// validator checks a candidate secret text[start:end] where RE2 cannot.
// For context, text holds at least the candidate's line (the whole text for
// rules that span lines; for anchored rules, everything before the line
// too): a validator that means "on its line" must stop at a newline.
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
	"opaque":     validOpaque,
	"token":      validToken,
}

// validLuhn accepts 13 to 19 digits that pass the Luhn checksum and start
// like a card number of a major network, written either in groups (4-4-4-4,
// 4-6-5, ...) with one kind of separator, or as one run with a card word
// (card, visa, amex, credit, cc, pan, ...) shortly before it.
func validLuhn(text string, start, end int) bool {
	var digits [19]byte
	var sep byte
	n, group := 0, 0
	for i := start; i < end; i++ {
		c := text[i]
		if !isDigit(c) {
			if (sep != 0 && c != sep) || group < 4 || group > 6 {
				return false
			}
			sep, group = c, 0
			continue
		}
		if n == len(digits) {
			return false
		}
		digits[n] = c - '0'
		n++
		group++
	}
	if n < 13 || (sep != 0 && group < 3) || (sep == 0 && !wordBefore(text[:start], cardWords)) {
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
// "Chrome/120.0.0.0", or any quad of single digits such as "1.5.4.1", which
// also spares public resolvers like 8.8.8.8), and not loopback,
// unspecified, a netmask or a documentation address.
func validIPv4(text string, start, end int) bool {
	addr, err := netip.ParseAddr(text[start:end])
	if err != nil || !addr.Is4() {
		return false
	}
	if b := addr.As4(); b[0] == 0 || b[0] == 127 || b[0] == 255 || docNet4(b) || max(b[0], b[1], b[2], b[3]) < 10 {
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

// docNet4 reports whether an address is in a documentation range
// (RFC 5737: 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24).
func docNet4(b [4]byte) bool {
	return b[0] == 192 && b[1] == 0 && b[2] == 2 || b[0] == 198 && b[1] == 51 && b[2] == 100 || b[0] == 203 && b[1] == 0 && b[2] == 113
}

// versionBefore reports whether before ends like the label of a version
// or a section number.
func versionBefore(before string) bool {
	if n := len(before); n >= 2 && before[n-1] == '/' && isLetter(before[n-2]) {
		return true
	}
	before = strings.TrimRight(before, " \t:=v")
	for _, w := range []string{"version", "ver", "release", "build", "firmware", "section", "sections", "section-", "chapter", "\u00a7"} {
		if n := len(before); n >= len(w) && hasPrefixFold(before[n-len(w):], w) {
			return true
		}
	}
	return false
}

// validIPv6 accepts addresses that parse, contain a digit and at least
// three groups, and are not loopback, unspecified, otherwise starting with
// :: (except IPv4-mapped ::ffff:), or in the documentation prefix
// 2001:db8::/32 (RFC 3849).
func validIPv6(text string, start, end int) bool {
	s := text[start:end]
	if strings.HasPrefix(s, "::") && !hasPrefixFold(s, "::ffff:") {
		return false
	}
	addr, err := netip.ParseAddr(s)
	if err != nil || !addr.Is6() || addr.IsLoopback() || addr.IsUnspecified() || docNet6.Contains(addr) {
		return false
	}
	return strings.Count(s, ":") >= 2 && strings.ContainsAny(s, "0123456789")
}

var (
	cardWords  = []string{"card", "visa", "mastercard", "amex", "discover", "credit", "debit", "cc", "pan", "payment"}
	phoneWords = []string{"phone", "tel", "mobile", "cell", "call", "fax", "whatsapp", "sms", "contact", "number"}
)

// wordBefore reports whether one of the lower-case words occurs in the 40
// bytes before a candidate, on its line.
func wordBefore(before string, words []string) bool {
	before = before[max(0, len(before)-40):]
	before = before[strings.LastIndexByte(before, '\n')+1:]
	for _, w := range words {
		if containsFold(before, w) {
			return true
		}
	}
	return false
}

var docNet6 = netip.MustParsePrefix("2001:db8::/32")

// validPhone accepts 8 to 15 digits, not all the same and without a run of
// six zeros, that are written with separators (every group after the first
// two digits or more) or follow a phone word (phone, tel, mobile, ...).
func validPhone(text string, start, end int) bool {
	s := text[start:end]
	if strings.Contains(s, "000000") || (!strings.ContainsAny(s, " .-()") && !wordBefore(text[:start], phoneWords)) {
		return false
	}
	for i, g := range strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' }) {
		if i > 0 && len(g) < 2 {
			return false
		}
	}
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
// letters mixed with digits (unless they read as words, see wordy), 16 or
// more digits, 16 or more letters with upper and lower case well mixed
// (frequent case changes and some upper-case pairs, unlike camelCase
// identifiers such as "getUserAccountSettings"), or a run of 20 or more
// letters in one case.
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
		if letters == len(s) && letters >= 20 && (upper == 0 || lowerN == 0) {
			return true
		}
		return len(s) >= 16 && upper*4 >= letters && lowerN*4 >= letters && caseChanges(s)*3 >= letters && upperPairs(s) >= 1
	}
	return !wordy(s)
}

// validOpaque is validRandom loosened for values that a credential name
// already vouches for: it also accepts 24 or more letters that do not split
// into words at their camelCase humps, such as a letters-only key.
func validOpaque(text string, start, end int) bool {
	if validRandom(text, start, end) {
		return true
	}
	s := text[start:end]
	letters := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			return false
		}
		if isLetter(s[i]) {
			letters++
		}
	}
	return letters >= 24 && !wordsOnly(s)
}

// validToken accepts a generated token that stands alone: random (see
// validRandom), at least 32 letters and digits, or 20 given to a name: a
// quoted value after an assignment, a bare one after an unspaced "="
// (KEY=value) or a colon (key: value), or one alone on its line below a
// line that ends with a credential word ("Your API key:"); at least a
// third of them letters and two of them digits; not hex in one case
// (hashes, commit ids, 0x constants), not a UUID, not mostly words
// ("TheNameOfThisTypeIs255Bytes") or charset runs ("0123456789abcdef"),
// not part of a longer base64 run, a path, a file name, an address or an
// anchor, not a line of a base64 block (alone on its line but for quotes
// and concatenation, and 60, 64, 72, 76 or 80 characters long, the usual
// wrapping widths, or below a base64 line or a PEM header), not after a hash or key type label (sha256:, sha512-,
// h1:, ssh-ed25519), and not base64 of printable text.
func validToken(text string, start, end int) bool {
	s := text[start:end]
	if len(s) < 20 || !validRandom(text, start, end) {
		return false
	}
	var letters, digits, hexLower, hexUpper int
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			digits++
		case 'a' <= c && c <= 'f':
			hexLower++
		case 'A' <= c && c <= 'F':
			hexUpper++
		}
		if isLetter(c) {
			letters++
		}
	}
	hex := digits+hexLower == len(s) || digits+hexUpper == len(s) || hexPrefixRE.MatchString(s)
	if hex || digits < 2 || letters*3 < len(s) || uuidRE.MatchString(s) || wordShare(s)*2 >= letters || sequential(s)*2 >= len(s) {
		return false
	}
	// Judge the context of the whole run of token characters, dashes and
	// underscores included, as in base64url.
	for start > 0 && isTokenByte(text[start-1]) {
		start--
	}
	for end < len(text) && isTokenByte(text[end]) {
		end++
	}
	lineStart := strings.LastIndexByte(text[:start], '\n') + 1
	lineEnd := len(text)
	if i := strings.IndexByte(text[end:], '\n'); i >= 0 {
		lineEnd = end + i
	}
	before, after := text[max(lineStart, start-40):start], text[end:lineEnd]
	if before != "" && strings.IndexByte("+/.@#\\", before[len(before)-1]) >= 0 ||
		after != "" && (strings.IndexByte("+/=@\\", after[0]) >= 0 || extensionRE.MatchString(after)) {
		return false
	}
	alone := strings.Trim(text[lineStart:start], blockTrim) == "" && strings.Trim(after, blockTrim) == ""
	if alone {
		if n := end - start; n == 60 || n == 64 || n == 72 || n == 76 || n == 80 || blockAbove(text[:lineStart]) {
			return false // a line of a base64 block
		}
	}
	if labelRE.MatchString(before) || hashPrefixRE.MatchString(text[start:end]) || printableBase64(s) {
		return false
	}
	return len(s) >= 32 || assignedRE.MatchString(before) || alone && namedAbove(text[:lineStart])
}

// namedAbove reports whether the last non-blank line of text ends with a
// credential word, as in "Your API key:" above the key on a line of its
// own.
func namedAbove(text string) bool {
	text = strings.TrimRight(text, " \t\r\n")
	return credentialEndRE.MatchString(text[strings.LastIndexByte(text, '\n')+1:])
}

// sequential counts the characters of s in runs of six or more that step
// through the alphabet or the digits, as in charset constants
// ("0123456789abcdefghijklmnopqrstuvwxyz").
func sequential(s string) int {
	n, run := 0, 1
	for i := 1; i <= len(s); i++ {
		if i < len(s) && lower(s[i]) == lower(s[i-1])+1 {
			run++
			continue
		}
		if run >= 6 {
			n += run
		}
		run = 1
	}
	return n
}

// blockAbove reports whether text ends with a line of a base64 block or
// the line that opens a PEM block.
func blockAbove(text string) bool {
	text = strings.TrimSuffix(strings.TrimSuffix(text, "\n"), "\r")
	line := strings.Trim(text[strings.LastIndexByte(text, '\n')+1:], blockTrim)
	if strings.HasPrefix(line, "-----BEGIN ") {
		return true
	}
	if len(line) < 40 {
		return false
	}
	for i := 0; i < len(line); i++ {
		if !isAlnum(line[i]) && strings.IndexByte("+/=", line[i]) < 0 {
			return false
		}
	}
	return true
}

func isTokenByte(b byte) bool { return isAlnum(b) || b == '-' || b == '_' }

// wordShare counts the letters of s that belong to words of four letters
// or more (see isWord), split at camelCase humps.
func wordShare(s string) int {
	n := 0
	for i := 0; i < len(s); {
		j := runEnd(s, i)
		if run := s[i:j]; len(run) >= 4 && isWord(run) {
			n += len(run)
		}
		i = j
	}
	return n
}

var (
	uuidRE          = regexp.MustCompile(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`)
	labelRE         = regexp.MustCompile(`(?i)(?:sha\d*|md5|h\d|blake\w*|sri|ssh-\w+|ecdsa-[\w-]+|sk-ssh-[\w@.-]+)[-:=][ \t]?$|(?i)(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+)[ \t]+$`)
	hexPrefixRE     = regexp.MustCompile(`^0[xX][0-9A-Fa-f]+$`)
	extensionRE     = regexp.MustCompile(`^\.[A-Za-z][A-Za-z0-9]{0,4}(?:$|[^A-Za-z0-9])`)
	hashPrefixRE    = regexp.MustCompile(`^(?i:sha\d*|md5|blake\w*)[-_]`)
	credentialEndRE = regexp.MustCompile(`(?i)(?:key|token|secret|password|passphrase|credentials?)[ \t]*:?$`)
	assignedRE      = regexp.MustCompile(`(?:^|[^=!<>])(?::=|=>|[:=])[ \t]*\\?["'\x60]$|(?:^|[^\s=!<>:])=$|:[ \t]*$`)
)

// blockTrim is what may surround a line of a base64 block: indentation,
// quotes and string concatenation.
const blockTrim = " \t\r\"'\x60+,\\n"

// printableBase64 reports whether s is standard or URL-safe base64 whose
// first bytes decode to printable ASCII: encoded text, not a key.
func printableBase64(s string) bool {
	s = s[:len(s)/4*4]
	enc := base64.StdEncoding
	if strings.ContainsAny(s, "-_") {
		enc = base64.URLEncoding
	}
	b, err := enc.DecodeString(s)
	if err != nil || len(b) == 0 {
		return false
	}
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\t' || c > 0x7e {
			return false
		}
	}
	return true
}

// caseChanges counts adjacent letter pairs that differ in case: about half
// of them in random text, two per word in camelCase.
func caseChanges(s string) int {
	n := 0
	for i := 1; i < len(s); i++ {
		a, b := s[i-1], s[i]
		if isLetter(a) && isLetter(b) && (a < 'a') != (b < 'a') {
			n++
		}
	}
	return n
}

// upperPairs counts adjacent upper-case letters: common in random text,
// absent from camelCase outside acronyms.
func upperPairs(s string) int {
	n := 0
	for i := 1; i < len(s); i++ {
		if 'A' <= s[i-1] && s[i-1] <= 'Z' && 'A' <= s[i] && s[i] <= 'Z' {
			n++
		}
	}
	return n
}

// wordy reports whether s reads as a few words and numbers rather than
// generated text. Split at separators, where letters meet digits and at
// camelCase humps ("testRSA2048Key" gives test, RSA, 2048, Key), every
// letter run must be a word (see isWord), or a filler of one or two
// letters that is capitalized or starts its piece ("P256", "getByID",
// "ec256"), and every digit run at most five digits; a piece of three
// characters or fewer (four digits) counts only if it is a word. There
// must be one to eight words, at most two fillers and no piece of more
// than sixteen runs: "oauth2_token", "http2debug", "ubuntu-22.04",
// "encryptionKey1024", "X25519PublicKey". Generated tokens have short
// lower-case or mixed runs ("Xq7mK2vL"), long digit runs, or letter runs
// that are not words ("a1b2c3", "abc123def456").
func wordy(s string) bool {
	words, fillers := 0, 0
	for _, piece := range strings.FieldsFunc(s, func(r rune) bool { return !isAlnumRune(r) }) {
		if len(piece) <= 3 || len(piece) <= 4 && allDigits(piece) {
			if isWord(piece) {
				words++
			}
			continue
		}
		runs := 0
		for i := 0; i < len(piece); {
			j := runEnd(piece, i)
			runs++
			switch run := piece[i:j]; {
			case runs > 16:
				return false
			case isDigit(run[0]):
				if len(run) > 5 {
					return false
				}
			case isWord(run):
				words++
			case len(run) <= 2 && (i == 0 || run[0] < 'a'):
				fillers++
			default:
				return false
			}
			i = j
		}
	}
	return 0 < words && words <= 8 && fillers <= 2
}

// wordsOnly reports whether every letter run of s of three or more
// letters, split at camelCase humps, is a word: "getUserAccountSettings"
// but not "abcdefghijklmnopqrstuvwxyzABCDEF".
func wordsOnly(s string) bool {
	for i := 0; i < len(s); {
		j := runEnd(s, i)
		if run := s[i:j]; isLetter(run[0]) && len(run) >= 3 && !isWord(run) {
			return false
		}
		i = j
	}
	return true
}

// runEnd returns the end of the run starting at s[i]: a run of digits, a
// run of other non-letters, or a run of letters up to a camelCase hump (a
// lower-case letter followed by an upper-case one, or the last capital of
// an upper-case run followed by lower case, as in "HTTPServer").
func runEnd(s string, i int) int {
	j := i + 1
	switch c := s[i]; {
	case isDigit(c):
		for j < len(s) && isDigit(s[j]) {
			j++
		}
	case !isLetter(c):
		for j < len(s) && !isLetter(s[j]) && !isDigit(s[j]) {
			j++
		}
	default:
		for ; j < len(s) && isLetter(s[j]); j++ {
			prevLower, up := s[j-1] >= 'a', s[j] < 'a'
			if prevLower && up || !prevLower && up && j+1 < len(s) && s[j+1] >= 'a' && isLetter(s[j+1]) {
				break
			}
		}
	}
	return j
}

// isWord reports whether a run of letters could be a word: three to
// twenty letters, all lower case, all upper case, or capitalized, not a
// stretch of the alphabet ("abc", "WXYZ", "fedcba", as placeholders are
// written),
// and if longer than five letters, with a vowel and no more than four
// consonants in a row.
func isWord(s string) bool {
	if len(s) < 3 || len(s) > 20 || alphabetic(s) {
		return false
	}
	upper, vowels, cluster, maxCluster := 0, 0, 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' {
			upper++
		}
		if strings.IndexByte("aeiouyAEIOUY", s[i]) >= 0 {
			vowels++
			cluster = 0
		} else {
			cluster++
			maxCluster = max(maxCluster, cluster)
		}
	}
	if len(s) > 5 && (vowels == 0 || maxCluster > 4) {
		return false
	}
	return upper == 0 || upper == len(s) || upper == 1 && s[0] < 'a'
}

// alphabetic reports whether the letters of s run through the alphabet,
// forwards or backwards, ignoring case.
func alphabetic(s string) bool {
	up, down := true, true
	for i := 1; i < len(s); i++ {
		up = up && lower(s[i]) == lower(s[i-1])+1
		down = down && lower(s[i]) == lower(s[i-1])-1
	}
	return up || down
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
