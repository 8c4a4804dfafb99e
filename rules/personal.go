package rules

import (
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"
)

// This file holds the validators of personal data: IBANs and other bank
// account numbers, social security numbers and phone numbers. Each takes a candidate found
// by a loose regexp and applies the check that defines the format.

// ibanLengths is the length of an IBAN in each country of the ISO 13616
// registry (SWIFT's IBAN registry as of 2025, Yemen and Oman included).
var ibanLengths = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
	"BH": 22, "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24,
	"DE": 22, "DJ": 27, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
	"FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27,
	"GT": 28, "HN": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
	"IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20,
	"LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20,
	"MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24,
	"PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
	"SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25,
	"SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
	"YE": 30,
}

// spelledMarks are the words a written-out address spells its @ and its
// dots with.
var spelledMarks = newWordSet("at", "sign", "dot", "punto", "ponto", "punkt", "kropka", "punt", "piste")

// validMailbox accepts an address unless it stands where a URL's
// userinfo has its password (scheme://user:v@host): what reads as a
// mailbox there is a password and the host, which url-credentials judges
// (and keeps where the password is a placeholder: https://USERNAME:TOKEN@github.com).
func validMailbox(text string, start, end int) bool {
	if start == 0 || text[start-1] != ':' {
		return true
	}
	i, lo := start-1, max(0, start-maxReread)
	for i > lo && strings.IndexByte(" \t\r\n:@/", text[i-1]) < 0 {
		i--
	}
	return !strings.HasSuffix(text[:i], "://")
}

// validGitIdentity accepts the name text[start:end] of a git identity
// when its label ("Author:", "Signed-off-by:") opens its line, past the
// blanks, quote marks ('>') and patch marks ('+', '-') that git log, a
// quoted review or a diff puts before it: "the author: v <a@b>" is prose.
func validGitIdentity(text string, start, end int) bool {
	i := skipSpacesBack(text, start)
	if i == 0 || text[i-1] != ':' {
		return false
	}
	i--
	for i > 0 && (isLetter(text[i-1]) || text[i-1] == '-') {
		i--
	}
	for i > 0 && strings.IndexByte(" \t>+-", text[i-1]) >= 0 {
		i--
	}
	return i == 0 || text[i-1] == '\n'
}

// validWrittenEmail accepts an address written out (jane dot doe at gmail
// dot com) unless a word of it before its top-level domain, other than
// the spelled @ and dots, is a word of prose (see proseWords): "looked at
// the dot com bubble" is no address.
func validWrittenEmail(text string, start, end int) bool {
	s := text[start:end]
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && isAlnum(s[j]) {
			j++
		}
		if j > i && j < len(s) && !spelledMarks.has(s[i:j]) && proseWords.has(s[i:j]) {
			return false
		}
		i = j + 1
	}
	return true
}

// validIBAN accepts an IBAN of a registry country with that country's
// length, written as one run or in groups of four split by single spaces
// or dashes (one kind), whose check digits pass ISO 7064 mod 97-10 (the
// number read with A=10 ... Z=35 and the first four characters moved to
// the end leaves 1). Letters are upper case, or all lower case (as typed
// into a chat) when grouped or after an account word on the line (iban,
// konto, cuenta, ...), since a lower-case run is more often a hash; not
// a registry's example (see exampleIBANs).
func validIBAN(text string, start, end int) bool {
	var buf [34]byte
	s := text[start:end]
	sep := byte(0)
	if len(s) > 4 && (s[4] == ' ' || s[4] == '-') {
		sep = s[4]
	}
	n, lowers, uppers := 0, false, false
	for i := range len(s) {
		c := s[i]
		switch {
		case sep != 0 && i%5 == 4:
			if c != sep {
				return false
			}
		case n == len(buf):
			return false
		case 'a' <= c && c <= 'z':
			lowers = true
			buf[n] = c - 'a' + 'A'
			n++
		case isDigit(c) || 'A' <= c && c <= 'Z':
			uppers = uppers || !isDigit(c)
			buf[n] = c
			n++
		default:
			return false
		}
	}
	if lowers && (uppers || sep == 0 && !wordBefore(text[:start], ibanWords)) {
		return false
	}
	if n < 4 || n != ibanLengths[string(buf[:2])] || !isDigit(buf[2]) || !isDigit(buf[3]) {
		return false
	}
	rem := 0
	for i := range n {
		switch c := buf[(i+4)%n]; {
		case isDigit(c):
			rem = (rem*10 + int(c-'0')) % 97
		default:
			rem = (rem*100 + int(c-'A') + 10) % 97
		}
	}
	return rem == 1 && !exampleIBANs[string(buf[:n])]
}

// exampleIBANs are the IBANs that SWIFT's IBAN registry and the ECBS
// give as each country's example, which documentation, forms and
// validators' tests copy: no one's account.
var exampleIBANs = map[string]bool{
	"AT611904300234573201": true, "BE68539007547034": true, "CH9300762011623852957": true,
	"DE89370400440532013000": true, "DK5000400440116243": true, "ES9121000418450200051332": true,
	"FI2112345600000785": true, "FR1420041010050500013M02606": true, "GB29NWBK60161331926819": true,
	"GB82WEST12345698765432": true, "IE29AIBK93115212345678": true, "IT60X0542811101000000123456": true,
	"MT84MALT011000012345MTLCAST001S": true, "NL91ABNA0417164300": true, "NO9386011117947": true,
	"PL61109010140000071219812874": true, "SE4550000000058398257466": true,
}

// ibanWords are the context a lower-case IBAN written as one run needs.
var ibanWords = []string{"iban", "account", "konto", "cuenta", "compte", "conto", "rekening", "rib", "bank"}

// bankWords are the context a bank account number needs before it on its
// line: its own name, or a bank word when the name is a bare "account"
// (routing 026009593, account 123456789).
var bankWords = []string{"account number", "account_number", "accountnumber", "account-number", "account no", "account_no",
	"account #", "acct", "routing", "sort code", "sortcode", "sort_code", "aba", "bsb", "transit", "wire", "bank", "iban", "dfi",
	"kontonummer", "cuenta", "compte", "conta", "rekening"}

// validBankAccount accepts a bank account number: six to seventeen
// digits (the most a US account has) that blanks or dashes may group,
// not one digit throughout, after a bank word on their line, quoted
// before a routing number's attribute in their record, or before a
// routing number on their line (see routingAfter).
func validBankAccount(text string, start, end int) bool {
	return bankDigits(text[start:end]) && (wordBefore(text[:start], bankWords) || keyAfter(text, end, routingKeys) || routingAfter(text[end:]))
}

// maxRoutingGap bounds the bytes between the word routing and its number
// that routingAfter reads ("routing: ", "routing number #").
const maxRoutingGap = 12

// routingAfter reports whether the word routing starts in the 40 bytes
// after a bare account's number, on its line, and an ABA routing number,
// nine digits, follows it ("invalid account v for employee 10457 (routing
// 021000021)"): a routing table or key (a cloud's "routing rtb-0a1b")
// gives no such number.
func routingAfter(after string) bool {
	after = after[:min(len(after), 40+len("routing")+maxRoutingGap+10)]
	if nl := strings.IndexByte(after, '\n'); nl >= 0 {
		after = after[:nl]
	}
	for i := 0; i < 40 && i+len("routing") <= len(after); i++ {
		if lower(after[i]) != 'r' || !hasPrefixFold(after[i:], "routing") || i > 0 && isLetter(after[i-1]) {
			continue // no word routing here ("rerouting" is none)
		}
		rest := after[i+len("routing"):]
		d := 0
		for d < len(rest) && d < maxRoutingGap && !isDigit(rest[d]) && rest[d] != '\n' {
			d++
		}
		n := d
		for n < len(rest) && isDigit(rest[n]) {
			n++
		}
		if n-d == 9 && (n == len(rest) || !isAlnum(rest[n])) {
			return true
		}
	}
	return false
}

// bankDigits reports whether s holds six to seventeen digits (the most a
// US account has), not all the same.
func bankDigits(s string) bool {
	digits, first, same := 0, byte(0), true
	for i := 0; i < len(s); i++ {
		if c := s[i]; isDigit(c) {
			if digits == 0 {
				first = c
			}
			same = same && c == first
			digits++
		}
	}
	return digits >= 6 && digits <= 17 && !same
}

// routingKeys are the attributes of a routing number that make a bare
// account before them in their record a bank account (see keyAfter).
var routingKeys = []string{"routing", "wire_routing", "routing_number", "routingNumber", "aba_routing", "sort_code", "sortCode", "bsb"}

// ssnWords are the context an ungrouped social security number needs.
var ssnWords = []string{"ssn", "social security", "social-security", "social_security", "socialsecurity"}

// ssnKinds are the values of a kind's attribute that make an id an SSN
// (see kindSibling).
var ssnKinds = []string{"ssn", "social security", "social security number"}

// validSSN accepts a US social security number: AAA-GG-SSSS with dashes
// or with spaces, or nine digits in a row after an SSN word on their line
// or typed as an SSN by a sibling attribute ("taxIdType": "SSN");
// not inside a longer number, nor named as a number of another kind
// without an SSN word (part no. 468-40-1849, order #536-22-8841); with an
// area other than 000, 666 and 900-999, a group other than 00 and a
// serial other than 0000; and not one of the numbers printed in
// advertising and examples (078-05-1120, 219-09-9999, 123-45-6789).
func validSSN(text string, start, end int) bool {
	s := text[start:end]
	switch {
	case len(s) == 9:
		if !wordBefore(text[:start], ssnWords) && !kindSibling(text, start, end, ssnKinds) {
			return false
		}
	case len(s) != 11 || (s[3] != '-' && s[3] != ' ') || s[6] != s[3]:
		return false
	case labelBefore(text[:start], otherNumberWords) && !wordBefore(text[:start], ssnWords):
		return false
	}
	var d [9]byte
	n := 0
	for i := range len(s) {
		if len(s) == 11 && (i == 3 || i == 6) {
			continue
		}
		if !isDigit(s[i]) {
			return false
		}
		d[n] = s[i]
		n++
	}
	if numberAround(text, start, end) {
		return false
	}
	switch string(d[:]) {
	case "078051120", "219099999", "123456789":
		return false
	}
	area, group, serial := string(d[:3]), string(d[3:5]), string(d[5:])
	return area != "000" && area != "666" && area[0] != '9' && group != "00" && serial != "0000"
}

// otherNumberWords name numbers of kinds other than a person's.
var otherNumberWords = []string{"part", "order", "invoice", "ticket", "serial", "model", "sku", "item", "tracking", "case", "ref", "reference", "batch", "lot", "build"}

// labelBefore reports whether the word right before a number, past the
// words and marks that say "number" (no., nr, #, :), is one of words.
func labelBefore(before string, words []string) bool {
	before = before[max(0, len(before)-40):]
	for {
		before = strings.TrimRight(before, " \t:#.")
		i := len(before)
		for i > 0 && isLetter(before[i-1]) {
			i--
		}
		w := before[i:]
		switch {
		case w == "":
			return false
		case strings.EqualFold(w, "no") || strings.EqualFold(w, "nr") || strings.EqualFold(w, "number") || strings.EqualFold(w, "num"):
			before = before[:i]
			continue
		}
		for _, x := range words {
			if strings.EqualFold(w, x) {
				return true
			}
		}
		return false
	}
}

// numberAround reports whether text[start:end] continues a number or a
// word: a letter, digit, dot or dash next to it, or a digit one space or
// dash away.
func numberAround(text string, start, end int) bool {
	if start > 0 {
		c := text[start-1]
		if isIdentByte(c) || c == '.' || c == '-' || (c == ' ' || c == '+') && start > 1 && isDigit(text[start-2]) {
			return true
		}
	}
	if end < len(text) {
		c := text[end]
		if isIdentByte(c) || c == '-' || (c == '.' || c == ' ') && end+1 < len(text) && isDigit(text[end+1]) {
			return true
		}
	}
	return false
}

// phoneWords are the context a phone number written as one run needs,
// and the verbs chat asks to be reached with ("reach me at", "text me").
var phoneWords = []string{"phone", "tel", "tél", "mob", "cell", "celular", "portable", "handy", "móvil", "movil", "gsm", "call", "fax", "whatsapp", "sms", "contact", "number",
	"reach me", "text me", "ring me", "message me"}

// validPhone accepts a number that libphonenumber's metadata calls a valid
// phone number: in international form (+ and a country code) as it is
// written, otherwise as a number of the North American plan (the rule's
// regexp offers no other national form); not after a letter, digit, +, /,
// . or - (a longer number, a version, a path) unless it is dialled (see
// dialed). One run of digits needs a phone
// word before it (phone, tel, mobile, ...) unless it is international and
// fills a quoted string ("+14155552671", as messaging configs and SDK calls
// write a recipient) or is dialled, and so do groups split by spaces alone without a +
// (415 555 2671); with separators, the last
// group must have two digits or more (so that +35236450.6 reads as a
// decimal). Cheap checks go first, since parsing costs tens of
// microseconds, and verdicts are remembered (see phoneVerdicts): 7 to 15 digits (E.164's bounds), and no six equal digits
// in a row, as placeholders have. The library loads its metadata when the
// process starts, whether or not a phone number is ever checked: about
// 9 ms and 3 MB, and 7 MB more binary.
func validPhone(text string, start, end int) bool {
	dial := dialed(text, start)
	if start > 0 && !dial && (isIdentByte(text[start-1]) || strings.IndexByte("+/.-", text[start-1]) >= 0) && !patchMarkBefore(text, start) {
		return false
	}
	s := text[start:end]
	last := strings.LastIndexAny(s, " .-()")
	spaced := s[0] != '+' && !strings.ContainsAny(s, ".-()") // 415 555 2671: groups of digits are many things
	if (last < 0 && !quotedInternational(text, start, end) && !dial || spaced) && !wordBefore(text[:start], phoneWords) || last >= len(s)-2 {
		return false
	}
	if n, run := digitRuns(s); n < 7 || n > 15 || run >= 6 {
		return false
	}
	return validNumber(s, "US")
}

// dialStarts open the number a telephony system dials: a SIP or tel
// URI's scheme, an Asterisk channel driver's name and its slash.
var dialStarts = []string{"sip:", "sips:", "tel:", "pjsip/", "sip/", "iax2/", "dahdi/", "local/"}

// dialed reports whether text[start:], a number opening with +, is
// dialled: it follows one of dialStarts (Dial(PJSIP/+4915112345678@trunk),
// sip:+14155552671@carrier, tel:+14155552671), itself not after a letter
// or a path's '/' or '.' ("/usr/local/+1..."), or a modem's dial command
// (ATD+4917612345678; see modemDial), which says a phone number as a
// phone word does.
func dialed(text string, start int) bool {
	if start == 0 || text[start] != '+' {
		return false
	}
	if c := text[start-1]; c == 'D' || c == 'd' {
		return modemDial(text, start-1)
	}
	if text[start-1] != ':' && text[start-1] != '/' {
		return false // most numbers: a look at a byte
	}
	for _, d := range dialStarts {
		if at := start - len(d); at >= 0 && hasPrefixFold(text[at:], d) && (at == 0 || !isLetter(text[at-1]) && text[at-1] != '/' && text[at-1] != '.') {
			return true
		}
	}
	return false
}

// modemDial reports whether text[d] is the D of a modem's dial command,
// ATD, at a word's start (a GSM module's voice call, ATD+number;).
func modemDial(text string, d int) bool {
	return d >= 2 && hasPrefixFold(text[d-2:], "at") && (d == 2 || !isIdentByte(text[d-3]) && text[d-3] != '+')
}

// validMSISDN accepts a run of digits that, with a + before it, is a
// valid phone number in international form (an MSISDN, as APIs write
// one without its +), with validPhone's cheap checks first.
func validMSISDN(text string, start, end int) bool {
	if n, run := digitRuns(text[start:end]); n < 8 || n > 15 || run >= 6 {
		return false
	}
	return validNumber("+"+text[start:end], "US")
}

// validDialled accepts a number that a dial plan or a PBX's log gives
// as one run of digits, a + before it if written, that libphonenumber's
// metadata calls valid: ten digits as a North American number (as
// American trunks deliver them), more as an international number
// without its + (validMSISDN), with validPhone's cheap checks first.
func validDialled(text string, start, end int) bool {
	s := text[start:end]
	if n, run := digitRuns(s); n < 10 || n > 15 || run >= 6 {
		return false
	}
	if s[0] == '+' || len(s) == 10 {
		return validNumber(s, "US")
	}
	return validNumber("+"+s, "US")
}

// quotedInternational reports whether text[start:end], a number that opens
// with +, is all of a string in quotes, or in escaped quotes within a
// string literal (sim800.println("AT+CMGS=\"+14155552671\"")).
func quotedInternational(text string, start, end int) bool {
	if text[start] != '+' || start == 0 || end == len(text) {
		return false
	}
	q := text[start-1]
	if q != '"' && q != '\'' {
		return false
	}
	if start > 1 && text[start-2] == '\\' {
		return end+1 < len(text) && text[end] == '\\' && text[end+1] == q
	}
	return text[end] == q
}

// patchMarkBefore reports whether the byte before text[start:] is the +
// or - that opens a line of a patch.
func patchMarkBefore(text string, start int) bool {
	c := text[start-1]
	return (c == '+' || c == '-') && (start == 1 || text[start-2] == '\n')
}

// nationalRegions are the countries whose national numbers open with the
// trunk prefix 0, in the order a national number is tried against them.
var nationalRegions = []string{"GB", "DE", "FR", "NL", "BE", "CH", "AT", "IT", "IE", "SE", "AU", "NZ", "IN", "JP", "ZA"}

// namedRegions are the further countries dialling a trunk 0 whose numbers
// validNationalPhone tries after a phone word names one: Asia's and the
// Middle East's (Turkey, Korea, China, Taiwan, Thailand, Vietnam,
// Indonesia, Malaysia, the Philippines, Israel, the Emirates, Saudi
// Arabia, Iran, Pakistan, Bangladesh, Egypt, Sri Lanka), Ukraine, the
// Balkans' (Bulgaria, Serbia, Croatia, Slovenia, Albania), Slovakia's
// and East Africa's (Kenya, Tanzania), Finland's, Nigeria's, Ethiopia's,
// Cambodia's, Myanmar's, Laos's and the Caucasus' (Azerbaijan, Georgia,
// Armenia), North Macedonia's. Without a word, so many plans
// would take too many counts and ids (see validNationalFormat).
var namedRegions = []string{"TR", "KR", "CN", "TW", "TH", "VN", "ID", "MY", "PH", "IL", "AE", "SA", "IR", "PK", "BD", "EG", "LK", "UA",
	"BG", "RS", "HR", "SI", "AL", "SK", "KE", "TZ", "FI", "NG", "ET", "KH", "MM", "LA", "AZ", "GE", "AM", "MK"}

// plainRegions are the countries whose national numbers open with no trunk
// prefix (or whose people write them without it, the area code in
// brackets), in the order such a number is tried against them: Spain's
// 91 123 45 67, Italy's mobiles 347 123 4567, Poland's, Portugal's,
// Brazil's (11) 91234-5678, Mexico's (33) 1234 5678, Greece's 6912 345
// 678 and Norway's eight digits (412 34 567). Denmark's and Nepal's
// plans take nearly any eight digits (12 34 56 78), so they are not
// tried here.
var plainRegions = []string{"ES", "IT", "PT", "PL", "BR", "MX", "GR", "NO"}

// validNationalPhone accepts a number in the national form of a country
// (020 7946 0958, 06 12 34 56 78, (030) 12345678, 030/1234567; 91 123 45
// 67, (11) 91234-5678), which its rule finds only after a phone word, when
// libphonenumber calls it valid in one of nationalRegions (a number that
// opens with 0) or plainRegions (one that does not); the checks of
// validPhone on digits and neighbours go first.
func validNationalPhone(text string, start, end int) bool {
	if start > 0 && isIdentByte(text[start-1]) || end < len(text) && isDigit(text[end]) {
		return false
	}
	s := text[start:end]
	if n, run := digitRuns(s); n < 8 || n > 13 || run >= 6 {
		return false
	}
	for _, region := range regionsFor(s) {
		if validNumber(s, region) {
			return true
		}
	}
	switch strings.TrimPrefix(s, "(")[0] {
	case '0':
		for _, region := range namedRegions {
			if validNumber(s, region) {
				return true
			}
		}
	case '8':
		for _, region := range trunkEightRegions {
			if validNumber(s, region) {
				return true
			}
		}
	}
	return false
}

// trunkEightRegions are the countries whose people dial a trunk 8 before
// a national number, as the former Soviet plan did, that
// validNationalPhone tries after a phone word: Lithuania's 8 612 34567,
// Kazakhstan's 8 (707) 123 4567, Belarus's 8 029 123 45 67.
var trunkEightRegions = []string{"LT", "KZ", "BY"}

// validNativeDigitsPhone accepts a national phone number written in the
// digits of Bengali, Devanagari, Arabic or Persian (০১৭১২-৩৪৫৬৭৮, as a
// phone's keyboard in those scripts types it), valid as validNationalPhone
// takes the number that the same digits make in ASCII.
func validNativeDigitsPhone(text string, start, end int) bool {
	if end < len(text) && isDigit(text[end]) {
		return false
	}
	s := asciiDigits(text[start:end])
	return validNationalPhone(s, 0, len(s))
}

// nativeZeros are the zeros of the scripts whose ten digits follow their
// zero in Unicode: Arabic's, Persian's, Devanagari's and Bengali's.
var nativeZeros = [...]rune{'\u0660', '\u06f0', '\u0966', '\u09e6'}

// asciiDigits returns s with the digits of nativeZeros' scripts written
// in ASCII, the rest as it stands.
func asciiDigits(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		d := rune(-1)
		for _, z := range nativeZeros {
			if z <= r && r <= z+9 {
				d = r - z
			}
		}
		if d >= 0 {
			b = append(b, byte('0'+d))
		} else {
			b = utf8.AppendRune(b, r)
		}
	}
	return string(b)
}

// regionsFor returns the countries a national number s is tried against:
// those that dial a trunk 0 when s opens with one (in brackets or not),
// else those that do not.
func regionsFor(s string) []string {
	if strings.TrimPrefix(s, "(")[0] == '0' {
		return nationalRegions
	}
	return plainRegions
}

// validNationalFormat accepts a national number without a phone word
// before it when it is written as its country prints it: libphonenumber
// calls it valid in one of the countries regionsFor names and formats it
// in the same groups of digits (0161 496 0000, 090-1234-5678, 06-12345678,
// (02) 9704 1340, (11) 91234-5678; separators and brackets aside), which
// ids, dates and counts seldom are; not after + or /, not inside a longer
// number (numberAround: 1Z 999 AA1 01 2345 6784 is a parcel's), and not
// before a unit (020 7946 0958 ns is a duration). A patch line's + or -
// before it is no part of it.
func validNationalFormat(text string, start, end int) bool {
	if start > 0 && patchMarkBefore(text, start) {
		text, start, end = text[start:], 0, end-start
	}
	if start > 0 && strings.IndexByte("+/", text[start-1]) >= 0 || numberAround(text, start, end) {
		return false
	}
	s := text[start:end]
	if n, run := digitRuns(s); n < 8 || n > 13 || run >= 6 || unitAfter(text[end:]) || counting(s) {
		return false
	}
	for _, region := range regionsFor(s) {
		if nationalGrouping(s, region) {
			return true
		}
	}
	return false
}

// counting reports whether s is three or more groups of digits of one
// length that step by the same amount, up or down (01 02 03 04 05, 10 20
// 30 40): a list of numbers, which no numbering plan hands out.
func counting(s string) bool {
	var groups []int
	width, start := 0, -1
	for i := 0; i <= len(s); i++ {
		if i < len(s) && isDigit(s[i]) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		if width != 0 && i-start != width || i-start > 4 {
			return false
		}
		width = i - start
		v, _ := strconv.Atoi(s[start:i])
		groups = append(groups, v)
		start = -1
	}
	if len(groups) < 3 {
		return false
	}
	d := groups[1] - groups[0]
	for k := 2; k < len(groups); k++ {
		if groups[k]-groups[k-1] != d {
			return false
		}
	}
	return d != 0
}

// units are the words after a number that make it a measure.
var units = []string{"ns", "us", "µs", "ms", "s", "sec", "secs", "seconds", "min", "b", "bytes", "kb", "mb", "gb", "kib", "mib", "gib", "rows", "items", "times", "%"}

// unitAfter reports whether rest, the text after a number, opens with one
// of units as a word, after at most one space.
func unitAfter(rest string) bool {
	rest = strings.TrimPrefix(rest, " ")
	n := 0
	for n < len(rest) && n < 8 && (rest[n] >= 0x80 || isIdentByte(rest[n]) || rest[n] == '%') {
		n++
	}
	if n == 0 || n < len(rest) && (rest[n] >= 0x80 || isIdentByte(rest[n])) {
		return false
	}
	for _, u := range units {
		if strings.EqualFold(rest[:n], u) {
			return true
		}
	}
	return false
}

// sameGroups reports whether a and b hold the same runs of digits, in
// length, whatever separates them.
func sameGroups(a, b string) bool {
	i, j := 0, 0
	for {
		for i < len(a) && !isDigit(a[i]) {
			i++
		}
		for j < len(b) && !isDigit(b[j]) {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		for i < len(a) && j < len(b) && isDigit(a[i]) && isDigit(b[j]) {
			i, j = i+1, j+1
		}
		if i < len(a) && isDigit(a[i]) || j < len(b) && isDigit(b[j]) {
			return false
		}
	}
}

// phoneVerdicts remembers libphonenumber's verdicts on the numbers it
// judged, which recur (a contact card read twice, a redactor's second
// pass over its own output): a lookup costs a fraction of a microsecond,
// parsing and validating about fifty. A full map is emptied.
var phoneVerdicts = struct {
	sync.Mutex
	m map[phoneVerdict]bool
}{m: map[phoneVerdict]bool{}}

// phoneVerdict is a number as written, the region it was read in ("" for
// the international form) and whether the verdict is on its grouping too.
type phoneVerdict struct {
	s, region string
	grouped   bool
}

// maxPhoneVerdicts bounds phoneVerdicts.
const maxPhoneVerdicts = 4096

// validNumber reports whether libphonenumber calls s a valid number: in
// international form, or else a national number of region.
func validNumber(s, region string) bool { return phoneVerdictOn(s, region, false) }

// nationalGrouping reports whether libphonenumber calls s a valid national
// number of region and prints it in the groups s is written in.
func nationalGrouping(s, region string) bool { return phoneVerdictOn(s, region, true) }

// phoneVerdictOn is libphonenumber's verdict on s read in region, and on
// its grouping when grouped, remembered. A business line is no phone of a
// person's (see businessLine).
func phoneVerdictOn(s, region string, grouped bool) bool {
	if s[0] == '+' {
		region = ""
	}
	key := phoneVerdict{s, region, grouped}
	phoneVerdicts.Lock()
	v, ok := phoneVerdicts.m[key]
	phoneVerdicts.Unlock()
	if ok {
		return v
	}
	num, err := phonenumbers.Parse(s, region)
	v = err == nil && phonenumbers.IsValidNumber(num) && !businessLine(num)
	if v && grouped {
		v = sameGroups(s, phonenumbers.Format(num, phonenumbers.NATIONAL))
	}
	phoneVerdicts.Lock()
	if len(phoneVerdicts.m) >= maxPhoneVerdicts {
		clear(phoneVerdicts.m)
	}
	key.s = strings.Clone(s) // s may be a view of a buffer that changes
	phoneVerdicts.m[key] = v
	phoneVerdicts.Unlock()
	return v
}

// businessLine reports whether num is of a type that numbering plans give
// only to organisations: freephone and toll-free (0800, 1-800), premium
// rate, shared cost (0845) and universal access numbers, which a company
// prints on its letters and site for anyone to call.
func businessLine(num *phonenumbers.PhoneNumber) bool {
	switch phonenumbers.GetNumberType(num) {
	case phonenumbers.TOLL_FREE, phonenumbers.PREMIUM_RATE, phonenumbers.SHARED_COST, phonenumbers.UAN:
		return true
	}
	return false
}

// digitRuns counts the digits of s and its longest run of one digit,
// separators between them aside.
func digitRuns(s string) (n, longest int) {
	var prev byte
	run := 0
	for i := range len(s) {
		c := s[i]
		if !isDigit(c) {
			continue
		}
		if n++; c == prev {
			run++
		} else {
			prev, run = c, 1
		}
		longest = max(longest, run)
	}
	return n, longest
}
