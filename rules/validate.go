package rules

import (
	"encoding/base64"
	"net/netip"
	"strings"
)

// validator checks a candidate secret text[start:end] where RE2 cannot.
// For context, text holds at least the candidate's line (the whole text for
// rules that span lines; for anchored rules, everything before the line
// too): a validator that means "on its line" must stop at a newline.
type validator func(text string, start, end int) bool

// validators are the checks a rule may name in its validate field.
var validators = map[string]validator{
	"luhn":               validLuhn,
	"ipv4":               validIPv4,
	"ipv6":               validIPv6,
	"private-host":       validPrivateHost,
	"phone":              validPhone,
	"msisdn":             validMSISDN,
	"dialled":            validDialled,
	"iban":               validIBAN,
	"mailbox":            validMailbox,
	"git-identity":       validGitIdentity,
	"written-email":      validWrittenEmail,
	"ssn":                validSSN,
	"national":           validNationalPhone,
	"native-digits":      validNativeDigitsPhone,
	"grouped":            validNationalFormat,
	"basic-auth":         validBasicAuth,
	"pem-base64":         validPEMBase64,
	"random":             validRandom,
	"opaque":             validOpaque,
	"user-token":         validUserToken,
	"keyed":              validKeyed,
	"named":              validNamed,
	"token":              validToken,
	"keypair-bytes":      validKeypairBytes,
	"paired":             validPaired,
	"account":            validAccount,
	"password":           validPassword,
	"chat-password":      validChatPassword,
	"chat-turn-password": validChatTurnPassword,
	"connection":         validConnectionPassword,
	"relay":              validRelayPassword,
	"mail-account":       validMailAccountPassword,
	"imap-login":         validIMAPLogin,
	"discord":            validDiscord,
	"licence":            validLicence,
	"id-document":        validIDDocument,
	"base32-grouped":     validBase32Grouped,
	"cpf":                validCPF,
	"nir":                validNIR,
	"sin":                validSIN,
	"nhs":                validNHS,
	"vin":                validVIN,
	"steuer-id":          validSteuerID,
	"kvnr":               validKVNR,
	"dni":                validDNI,
	"nif":                validNIF,
	"codice-fiscale":     validCodiceFiscale,
	"bsn":                validBSN,
	"pesel":              validPESEL,
	"personnummer":       validPersonnummer,
	"cpr":                validCPR,
	"hetu":               validHETU,
	"fodselsnummer":      validFodselsnummer,
	"tfn":                validTFN,
	"kimlik":             validKimlik,
	"egn":                validEGN,
	"amka":               validAMKA,
	"cnic":               validCNIC,
	"mykad":              validMyKad,
	"jmbg":               validJMBG,
	"oib":                validOIB,
	"baltic-code":        validBalticCode,
	"personas-kods":      validPersonasKods,
	"kennitala":          validKennitala,
	"rodne":              validRodne,
	"cn-resident":        validCNResident,
	"rrn":                validRRN,
	"my-number":          validMyNumber,
	"aadhaar":            validAadhaar,
	"teudat":             validTeudat,
	"snils":              validSNILS,
	"inn":                validINN,
	"bank":               validBankAccount,
	"track":              validTrack,
	"nvs-entry":          validNVSEntry,
}

// validLuhn accepts 13 to 19 digits that pass the Luhn checksum and start
// like a card number of a major network, written either in groups (4-4-4-4,
// 4-6-5, ...) with one kind of separator, or as one run with a card word
// (card, visa, amex, credit, cc, pan, ...) shortly before it or naming the
// record it is the number of (see cardRecord); and that do not continue a
// word, a dotted or a dashed number.
func validLuhn(text string, start, end int) bool {
	if start > 0 && (isIdentByte(text[start-1]) || text[start-1] == '.' || text[start-1] == '-') {
		return false
	}
	before := text[:start]
	return cardNumber(text[start:end], wordBefore(before, cardWords) || cardRecord(before) || cardInSentence(before) || cardKeyAbove(before))
}

// cardKeyAbove reports whether the number after before stands alone on
// its line, past blanks, a quote and a printer's type annotation, below a
// line whose end names a card (var_dump's `["card_number"]=>` over
// `string(16) "v"`, YAML's "card_number:" over an indented value).
func cardKeyAbove(before string) bool {
	ls := strings.LastIndexByte(before, '\n')
	if ls <= 0 {
		return false
	}
	lead := strings.TrimLeft(before[ls+1:], " \t")
	if i := strings.IndexByte(lead, ')'); strings.HasPrefix(lead, "string(") && i > 0 {
		lead = strings.TrimLeft(lead[i+1:], " ")
	}
	if len(lead) > 1 || lead != "" && lead != "\"" && lead != "'" {
		return false
	}
	return wordBefore(strings.TrimRight(before[:ls], "\r"), cardWords)
}

// cardInSentence reports whether a card or its network is named, as a
// whole word, earlier on the number's line, 160 bytes at most ("my card
// ending... actually the full number is v"): further than wordBefore
// looks, so a word of its own, not a part of one ("pan" in "company").
func cardInSentence(before string) bool {
	before = before[max(0, len(before)-160):]
	return holdsWordOf(before[strings.LastIndexByte(before, '\n')+1:], sentenceCardWords)
}

// sentenceCardWords are the card words of cardInSentence.
var sentenceCardWords = newWordSet("card", "visa", "mastercard", "amex")

// validTrack accepts a card's magnetic stripe track (;PAN=... or
// %BPAN^...) whose number is a card number (see cardNumber).
func validTrack(text string, start, end int) bool {
	s := text[start+1 : end]
	s = strings.TrimPrefix(s, "B")
	if i := strings.IndexAny(s, "=^"); i > 0 {
		return cardNumber(s[:i], true)
	}
	return false
}

// luhn reports whether the digits d pass the Luhn check: every second
// digit from the right, the check digit's neighbour first, doubled (less
// nine past nine), the sum a multiple of ten.
func luhn[D int | byte](d []D) bool {
	sum := 0
	for i := range d {
		x := int(d[len(d)-1-i])
		if i%2 == 1 {
			if x *= 2; x > 9 {
				x -= 9
			}
		}
		sum += x
	}
	return sum%10 == 0
}

// cardNumber reports whether s is a card number as validLuhn takes it;
// named says a card word names it, which one run of digits needs.
func cardNumber(s string, named bool) bool {
	var digits [19]byte
	var sep byte
	n, group := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
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
	if n < 13 || (sep != 0 && group < 3) || (sep == 0 && !named) {
		return false
	}
	if !luhn(digits[:n]) {
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
	return !versionBefore(text[:start]) && !packageFileAfter(text[end:])
}

// packageFileAfter reports whether after, the text after a dotted quad,
// opens with the extension of a package or archive file, so that the
// quad is the version in its name ("jei-1.20.1-forge-15.3.0.4.jar",
// "setup-2.10.0.4.exe"): an address names a host, and a host name after
// it ("10.0.0.1.nip.io") has no such extension.
func packageFileAfter(after string) bool {
	if len(after) < 3 || after[0] != '.' {
		return false
	}
	n := 1
	for n < len(after) && isAlnum(after[n]) {
		n++
	}
	if n < len(after) && after[n] == '.' && n+1 < len(after) && isAlnum(after[n+1]) && !strings.HasPrefix(after[1:], "tar.") {
		return false // a label of a host name, or "1.2.3.4.5"'s next part; "tar.gz" is an archive's
	}
	return packageExtensions.has(after[1:n])
}

// packageExtensions are the extensions of the files a version names:
// Java's, Windows', Linux distributions', Python's, .NET's, Android's and
// archives.
var packageExtensions = newWordSet("jar", "war", "zip", "exe", "msi", "dll", "tar", "tgz", "gz", "whl", "deb", "rpm", "apk",
	"nupkg", "dmg", "pkg", "gem", "7z", "rar", "mrpack")

// docNet4 reports whether an address is in a documentation range
// (RFC 5737: 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24).
func docNet4(b [4]byte) bool {
	return b[0] == 192 && b[1] == 0 && b[2] == 2 || b[0] == 198 && b[1] == 51 && b[2] == 100 || b[0] == 203 && b[1] == 0 && b[2] == 113
}

// versionBefore reports whether before ends like the label of a version
// or a section number, or with a labelled version and an arrow or "to"
// ("firmware 2.11.0.1 -> ": the version it becomes; two addresses so
// joined, a NAT's, have no label).
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
	if rest, ok := cutArrow(before); ok {
		i := len(rest)
		for i > 0 && (isDigit(rest[i-1]) || rest[i-1] == '.') {
			i--
		}
		return i < len(rest) && strings.IndexByte(rest[i:], '.') > 0 && versionBefore(rest[:i])
	}
	return false
}

// cutArrow returns before without the arrow or "to" that ends it and
// the blanks before that, and whether one did.
func cutArrow(before string) (string, bool) {
	for _, a := range []string{"->", "=>", "\u2192", " to"} {
		if rest, ok := strings.CutSuffix(before, a); ok {
			return strings.TrimRight(rest, " \t"), true
		}
	}
	return before, false
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

var cardWords = []string{"card", "visa", "mastercard", "amex", "discover", "credit", "debit", "cc", "pan", "payment"}

// cardRecord reports whether the number after before is a card record's:
// its line gives it to a key naming a number ("number": , number =, pan:)
// and a card word names the record in the three lines above (a JSON
// object's "card": {, a YAML mapping's payment_method:), as a payment
// API's object or a checkout's log writes a card.
func cardRecord(before string) bool {
	ls := strings.LastIndexByte(before, '\n') + 1
	key := strings.TrimRight(before[ls:], " \t\"':=")
	key = strings.ToLower(key[max(0, len(key)-6):])
	if !strings.HasSuffix(key, "number") && !strings.HasSuffix(key, "num") && !strings.HasSuffix(key, "pan") {
		return false
	}
	lo := ls
	for n := 0; n < 3 && lo > 0; n++ {
		lo = strings.LastIndexByte(before[:lo-1], '\n') + 1
	}
	above := before[max(lo, ls-240):ls]
	for _, w := range cardWords {
		if containsFold(above, w) {
			return true
		}
	}
	return false
}

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

// wordAfter reports whether one of the lower-case words occurs in the 40
// bytes after a candidate, on its line: a record names what a field holds
// after it too ({"document":"v","document_type":"CPF"}).
func wordAfter(after string, words []string) bool {
	after = after[:min(len(after), 40)]
	if nl := strings.IndexByte(after, '\n'); nl >= 0 {
		after = after[:nl]
	}
	for _, w := range words {
		if containsFold(after, w) {
			return true
		}
	}
	return false
}

var docNet6 = netip.MustParsePrefix("2001:db8::/32")

// validPrivateHost accepts a host name the private-host rule found unless
// it is a quoted key that => assigns, a setting's name in a PHP, Perl or
// Ruby array ('memcache.local' => '\\OC\\Memcache\\APCu').
func validPrivateHost(text string, start, end int) bool {
	if start == 0 || end == len(text) || text[start-1] != '\'' && text[start-1] != '"' || text[end] != text[start-1] {
		return true
	}
	p := skipSpaces(text, end+1)
	return !strings.HasPrefix(text[p:], "=>")
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

// validIDDocument accepts an identity document's number that holds two
// digits at least, so that a word or a status after the document's name
// ("license: pending", "passport: expired") is none, nor is a National
// Insurance number of a prefix never issued (see unissuedNINO).
func validIDDocument(text string, start, end int) bool {
	digits := 0
	for i := start; i < end; i++ {
		if '0' <= text[i] && text[i] <= '9' {
			digits++
		}
	}
	return digits >= 2 && !unissuedNINO(text[start:end])
}

// unissuedNINO reports whether v has the shape of a UK National Insurance
// number (two letters, six digits that blanks may pair, a suffix of A to
// D) with a prefix HMRC never issues: D, F, I, Q, U or V as either letter,
// O second, or BG, GB, KN, NK, NT, TN, ZZ. HMRC's own example, QQ 12 34 56
// C, is one.
func unissuedNINO(v string) bool {
	if len(v) != 9 && len(v) != 13 {
		return false
	}
	v = strings.ReplaceAll(v, " ", "")
	if len(v) != 9 || !isLetter(v[0]) || !isLetter(v[1]) || v[8] < 'A' || v[8] > 'D' {
		return false
	}
	for i := 2; i < 8; i++ {
		if !isDigit(v[i]) {
			return false
		}
	}
	p := strings.ToUpper(v[:2])
	switch p {
	case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
		return true
	}
	return strings.ContainsAny(p, "DFIQUV") || p[1] == 'O'
}

// validBase32Grouped accepts an authenticator's grouped setup key
// (totp-setup-key-grouped) with a digit among its characters: eight
// four-letter words in a row hold none.
func validBase32Grouped(text string, start, end int) bool {
	return strings.ContainsAny(text[start:end], "234567")
}
