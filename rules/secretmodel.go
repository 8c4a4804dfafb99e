package rules

import (
	"math"
	"strings"
	"unicode"
)

// The secret-value model decides whether a value that a name gives (see
// context.go) is a credential, from the value and the kind of name, with
// one set of features: length, the mix of character classes, placeholder
// vocabulary, the shapes of references and code, and the cost of reading
// its letters as words under a letter trigram model of English words and
// Go identifiers (see wordCost). A value a password name gives may be
// written by a person ("hunter2", "Tr0ub4dor&3", a few words in quotes);
// one a token or key name gives must look generated ("handleRequestTimeout"
// is code, "Xq7mK2vL9nR4cT1w" is not).

// naming is what a name says of its value.
type naming uint8

const (
	notNamed naming = iota
	// namedKey: a key word alone ("cache_key", "adobeKey"): the value must
	// look generated and be 16 characters or more.
	namedKey
	// namedToken: token, secret, api key, auth, credential: the value must
	// look generated.
	namedToken
	// namedPassword: password, passwd, pwd, passphrase: any value that is
	// not a placeholder, a reference or code.
	namedPassword
)

// valueShape is how the context wrote a value.
type valueShape struct {
	quoted bool // in quotes
	prose  bool // after "is", "was" or a lone space: prose or a CLI argument
	code   bool // after an assignment spaced like code ("x = y", "x := y")
	colon  bool // after a colon (YAML, JSON, prose labels)
	alone  bool // bare and the last thing on its line ("password: sunflower")
	// sentence: prose that goes on after the value with a word in lower
	// case ("la contraseña es demasiado corta").
	sentence bool
	// question: the answer to a question's mark ("password? v"), which
	// must not read as a word or a name ("forgot your password? click",
	// "password? aws_access_key_id = v") or an address ("login?
	// alice@example.com", left to the email rule).
	question bool
	// native: given by a password word of a language other than English
	// (see nativeName), whose words the letter model, read from English,
	// cannot tell from generated letters ("geslo je prekratko").
	native bool
	// literal: a connection string's value ("Password=report_user;"),
	// which is never a variable or code, whatever its shape.
	literal bool
	// base64: LDIF's "name:: v", whose v is the value in base64 (see
	// reversible.go).
	base64 bool
}

// Cost bounds of wordCost, in bits per letter: below wordsBits the letters
// read as words, above randomBits as generated.
const (
	wordsBits  = 4.6
	randomBits = 5.6
)

// credentialValue reports whether v, given by a name of kind n in the
// shape s, is a credential.
func credentialValue(v string, n naming, s valueShape) bool {
	v = xorDecoded(v) // {xor}CC5mMj4zMzAobA==: WebSphere's password, XORed (see reversible.go)
	if hexNumber(v) {
		return false // Secret:0xc000123abc: a pointer a struct's dump prints
	}
	// Most values hold no backslash, which IndexByte tells fastest.
	if !s.quoted && strings.IndexByte(v, '\\') >= 0 && strings.Contains(v, `\ `) {
		// A shell's escaped blanks (PGPASSWORD=v\ w) make one word of
		// the value, as quotes do.
		v, s.quoted = strings.ReplaceAll(v, `\ `, " "), true
	}
	if s.question && (lettersOnly(v) || identifierShaped(v) || mailShaped(v)) {
		return false
	}
	switch minLen := 8; {
	case n == namedPassword:
		if len(v) < 4 || !writtenSecret(v, s) {
			return false
		}
	case n == namedKey || s.prose && !s.quoted:
		minLen = 16
		fallthrough
	default:
		if len(v) < minLen || !generated(v, n != namedKey) || algorithmName(v) || livePublishable(v) || spkiPublicKey(v) {
			return false // AWS4-HMAC-SHA256 after Authorization: the scheme, not the token; STRIPE_KEY=pk_live_v: publishable; "key": "MIIBIjAN…": a public key
		}
	}
	// "apiKey": "API-Schlüssel": a translation file's label, asked last,
	// of the few values the model took; so is a development chain's
	// published test key (PRIVATE_KEY=0xac09…, see devChainKey).
	return hasAlnum(v) && (!reference(v) && !placeholder(v) || saltShaped(v)) && !ciphertext(v) && !labelValue(v) && !devChainKey(v)
}

// maxLabel bounds the bytes of a value labelValue reads: a word, or two
// joined by a dash.
const maxLabel = 32

// labelValue reports whether v names a credential rather than being one:
// letters and dashes only, a credential word in a language the names are
// read in ("Passwort", "Contraseña", "API-Schlüssel"), as a translation
// file or a form's label gives it for a name of the same meaning.
func labelValue(v string) bool {
	if len(v) > maxLabel {
		return false
	}
	ascii := true
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= 0x80:
			ascii = false
		case c != '-' && !isLetter(c):
			return false // most values: a digit or a symbol, which a byte tells
		}
	}
	if ascii {
		var buf [32]byte
		f, ok := folded(&buf, v)
		return ok && exactCredentialWord(f) != notNamed // most words of prose: not a credential word's length or letters
	}
	return !strings.ContainsFunc(v, func(r rune) bool { return r != '-' && !unicode.IsLetter(r) }) && credentialNamed(v)
}

// pattern reports whether v is a regular expression's pattern (see
// patternRE); most values hold neither a bracket nor a parenthesis, which
// IndexByte tells fastest.
func pattern(v string) bool {
	return (strings.IndexByte(v, '(') >= 0 || strings.IndexByte(v, '[') >= 0) && patternRE.MatchString(v)
}

// hexNumber reports whether v is a number of 64 bits or fewer in hex
// after 0x, as a pointer, an address or a flag word is printed
// ("0xc000123abc", a Go struct's %+v of a *Secret field): a key in hex
// is 128 bits or more.
func hexNumber(v string) bool {
	return len(v) > 2 && len(v) <= 18 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X') && isHex(v[2:])
}

// mailShaped reports whether v has an '@' with a dot after it, as a mail
// address does.
func mailShaped(v string) bool {
	at := strings.IndexByte(v, '@')
	return at > 0 && strings.IndexByte(v[at:], '.') > 1
}

// saltShaped reports whether v is what a generator of keys and salts
// writes (WordPress's AUTH_KEY, blanks and all): 32 bytes or more, ten
// kinds of symbols or more, letters that read as no words. The shapes of references and
// templates (a leading comma, a trailing bracket, "<E>") occur in it by
// chance; code has fewer symbols, and words.
func saltShaped(v string) bool {
	if len(v) < 32 || symbolKinds(v) < 10 {
		return false
	}
	bits, costed := wordCost(v)
	return costed == 0 || bits >= randomBits // no run of three letters: no word to read
}

// writtenSecret reports whether a value a password name gives is one: not
// a word of the vocabulary of forms and code, not a variable, not prose.
func writtenSecret(v string, s valueShape) bool {
	if strings.IndexByte(v, ' ') >= 0 {
		// A passphrase: quoted, a few words (three or more in prose,
		// where two read as a remark: "is 'too short'"), none of them
		// naming a credential (which reads as a description).
		words := strings.Count(v, " ") + 1
		return s.quoted && (!s.prose || words >= 3) && words <= 8 && !strings.ContainsAny(v, "\t") && !namesCredential(v)
	}
	if nonValues.has(strings.TrimRight(v, "?![]*")) || versionRE.MatchString(v) || countedUnit(v) || percentage(v) { // a type: "String?", "string[]", "char*"; a version; a length; a coverage table's share
		return false
	}
	if s.literal {
		return true
	}
	bits, letters := wordCost(v)
	ident := identifierShaped(v)
	switch {
	case s.quoted:
		return !ident || !readsAsCode(v, bits, letters)
	case s.colon && s.alone && letters == len(v) && caseChanges(v) <= 1:
		return true // a word a label gives on its own line: "password: sunflower"
	case s.native && !s.quoted && lettersOnly(v) && !hasUpper(v):
		return false // a word of the language of the name: "slaptažodis neteisingas", "geslo je prekratko"
	case ident && (s.code || s.colon) && !hasDigit(v) && bits < randomBits && !randomCase(v):
		return false // a variable, or a word after a label in a sentence
	case s.prose && !s.quoted && lettersOnly(strings.TrimSuffix(v, "?")) && (s.sentence || letters < 8 || letters < len(v) || bits < randomBits):
		// prose: "the password is required", "a senha é muito curta", "mot
		// de passe oublié"; a word a question mark closes is asked, not
		// given ("wachtwoord vergeten?", "Passwort vergessen?")
		return false
	}
	return !ident || !readsAsCode(v, bits, letters)
}

// randomCase reports whether v is six letters or more whose case changes
// three times or more with no run of three lower-case letters, as a
// short generated code's is ("wAfGVx", a meeting's passcode): the words
// of an identifier run in lower case between its humps ("XMLHttpRequest",
// "iPhoneX").
func randomCase(v string) bool {
	if len(v) < 6 || !lettersOnly(v) || caseChanges(v) < 3 {
		return false
	}
	run := 0
	for i := 0; i < len(v); i++ {
		if run++; v[i] < 'a' {
			run = 0
		} else if run >= 3 {
			return false
		}
	}
	return true
}

// countedUnit reports whether v is a number and its unit written in a
// script beyond ASCII, as a policy gives a length ("비밀번호는 8자 이상",
// "パスワードは8文字以上", "пароль 8символов"): a password's digits do not
// run into letters a keyboard's Latin layout cannot type.
func countedUnit(v string) bool {
	i := 0
	for i < len(v) && i < 3 && isDigit(v[i]) {
		i++
	}
	if i == 0 || i == len(v) {
		return false
	}
	for _, r := range v[i:] {
		if r < 0x80 || !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// readsAsCode reports whether an identifier-shaped value is made of words
// in the way of code: two or more words joined by case humps or
// underscores ("hashed_password", "passwordInput").
func readsAsCode(v string, bits float64, letters int) bool {
	return bits < wordsBits && letters*4 >= len(v)*3 && (strings.IndexByte(v, '_') > 0 || caseChanges(v) > 0)
}

// generated reports whether v looks generated rather than written: random
// letters, letters mixed with digits that do not read as words, long hex
// or digits, base64 with its symbols. uuid says whether a UUID counts.
func generated(v string, uuid bool) bool {
	if strings.IndexByte(v, ' ') >= 0 && !saltShaped(v) || versionRE.MatchString(v) || versionTailRE.MatchString(v) || filler(v) {
		return false
	}
	if uuidRE.MatchString(v) {
		return uuid
	}
	var letters, digits, other int
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isLetter(c):
			letters++
		case isDigit(c):
			digits++
		default:
			other++
		}
	}
	bits, costed := wordCost(v)
	switch {
	case letters == 0:
		return digits >= 16
	case isHex(v) && digits > 0:
		return len(v) >= 16
	case costed == 0:
		// Letters in runs of one or two between digits or symbols:
		// "a1b2c3d4e5f6g7h8".
		return digits >= 2 && len(v) >= 12
	case bits >= randomBits:
		return true
	case digits >= 2 && bits >= wordsBits:
		return true
	case other*4 >= len(v) && symbolKinds(v) >= 5:
		return true // a generator's symbols: "k#9v!z@q2$w^m&r*"
	}
	// Letters that read as words: generated only if most of the value is
	// outside them (digits and symbols in random order).
	return costed*3 < len(v) && digits+other >= len(v)/2 // versions returned false above
}

// symbolKinds counts the distinct ASCII symbols in v.
func symbolKinds(v string) int {
	var seen [128]bool
	n := 0
	for i := 0; i < len(v); i++ {
		if c := v[i]; c < 128 && !isAlnum(c) && !seen[c] {
			seen[c] = true
			n++
		}
	}
	return n
}

// placeholder reports whether v is written in placeholder vocabulary:
// "xxxx", "****", "<token>", "YOUR_KEY", "changeme" (and "changeit", the
// Java keystore's default), or a character repeated five times or more
// (in a row, or as all the letters and digits of a value that separators
// group: "0000-0000-0000"), a value made of runs through the alphabet
// or the digits ("abcdef123456"), or counted bytes in hex (a test
// vector's "000102030405060708090a0b0c", see countingBytes), one cut short ("eyJhbGci...") or
// shown masked, its middle an ellipsis ("sk_live_…4f2a", as dashboards
// and CLIs list a stored key by its ends: no one types U+2026 into a
// secret; three dots too after a key's prefix, see maskedKey), or a
// credential word's plural, which names them ("passwords", "tokens"), or
// a credential word with the words a form or a sample config writes around
// it in another language (see ownedCredential), a regular expression's
// pattern of one (see patternRE), or the first word of a
// bracketed phrase, which a blank cut ("<jouw" of "<jouw wachtwoord>"),
// or a documentation's one-time password seed (see docSeed).
func placeholder(v string) bool {
	if docSeed(v) {
		return true
	}
	if v[0] == '<' && (v[len(v)-1] == '>' || len(v) > 2 && !strings.ContainsFunc(v[1:], func(r rune) bool { return r < 0x80 && !isLetter(byte(r)) })) ||
		templateRE.MatchString(v) || placeholderRE.MatchString(v) || ownedCredential(v) || possessedCredential(v) || pattern(v) {
		return true
	}
	if w := strings.TrimRight(v, "?!.,;:"); len(w) > 1 && (w[len(w)-1] == 's' || w[len(w)-1] == 'S') {
		var buf [32]byte
		if w, ok := folded(&buf, w[:len(w)-1]); ok && exactCredentialWord(w) != notNamed {
			return true
		}
	}
	return repeated(v, 5) && !binaryBase64(v) || sameAlnum(v) >= 5 || sequential(v)*2 >= len(v) || countingBytes(v) || strings.HasSuffix(v, "...") || strings.Contains(v, "\u2026") || maskedKey(v)
}

// docSeed reports whether v is a TOTP seed that documentation and test
// vectors use, in base32: Google Authenticator's wiki's JBSWY3DPEHPK3PXP
// (which otpauth URI examples copy) and RFC 6238's secret
// "12345678901234567890". A seed's length is told first.
func docSeed(v string) bool {
	return len(v) == 16 && v == "JBSWY3DPEHPK3PXP" || len(v) == 32 && v == "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
}

// maskedKey reports whether v is a key shown by its ends with three dots
// or an ellipsis between them ("sk-proj-abc1...Xy9Z", "sk-...Wq3z",
// "sk-…Wq3z"), as dashboards, CLIs, API errors and logs show a stored
// key: a vendor's lower-case prefix, at most eight of the key's
// characters, the dots and two to eight more. A password may hold three
// dots ("Hunter2...more"), but none that opens with a key's prefix is
// this short.
func maskedKey(v string) bool {
	head, tail, ok := strings.Cut(v, "...")
	if !ok {
		head, tail, ok = strings.Cut(v, "\u2026")
	}
	if !ok || len(tail) < 2 || len(tail) > 8 || strings.ContainsFunc(tail, func(r rune) bool { return !isAlnumRune(r) }) {
		return false
	}
	i := strings.LastIndexAny(head, "-_")
	if i < 0 || len(head)-i-1 > 8 || strings.ContainsFunc(head[i+1:], func(r rune) bool { return !isAlnumRune(r) }) {
		return false
	}
	return keyPrefixRE.MatchString(head[:i+1])
}

// keyPrefixRE matches a vendor key's prefix: lower-case words joined by
// and ending with a dash or an underscore (sk-, sk-ant-api03-, hf_).
var keyPrefixRE = mustScreened(`^(?:[a-z][a-z0-9]{0,9}[-_])+$`)

// ownedCredential reports whether v is words joined by underscores or
// dashes, one a credential word (passwort, contraseña, senha, hasło) and
// the others a possessive, an article or "here" in a language of the
// credential words ("dein-passwort-hier", "tu_contraseña",
// "LA_TUA_PASSWORD", "sua_senha_aqui", "twoje_haslo"), or the words a
// test fixture writes around it in English ("test-password",
// "not-a-real-secret", "wrong_password", "invalid-token"), or a longer
// phrase of words around it that one such word says is a test's
// ("test-secret-do-not-use-in-production", "it-is-a-test-secret"): the
// placeholder "your_password" is in English, which placeholderRE reads.
func ownedCredential(v string) bool {
	if strings.IndexByte(v, '_') < 0 && strings.IndexByte(v, '-') < 0 {
		return false // one word, as most values are
	}
	n, other, named, fixture := 0, 0, false, false
	for w := range strings.FieldsFuncSeq(v, func(r rune) bool { return r == '_' || r == '-' }) {
		switch n++; {
		case n > maxFixtureWords:
			return false
		case fixtureWords.has(w):
			fixture = fixture || w != "not" && w != "real" // "not" and "real" say nothing alone: "my-real-secret-phrase"
		case placeholderWords.has(w):
		case !named && credentialNamed(w):
			named = true
		case lowerLetters(w):
			other++ // "do", "use", "production": a fixture's warning
		default:
			return false
		}
	}
	return named && n >= 2 && (other == 0 && n <= 4 || fixture && n > 2)
}

// possessedCredential reports whether v is "my" run on with a credential
// word and nothing else ("mypassword", "myPassword", "MYTOKEN"), as
// sample configs fill a field (ESP-IDF's CONFIG_EXAMPLE_WIFI_PASSWORD=
// "mypassword"); "your" so is placeholderRE's.
func possessedCredential(v string) bool {
	if len(v) < len("mykey") || v[0]|0x20 != 'm' || v[1]|0x20 != 'y' {
		return false // most values: a look at two bytes
	}
	w := v[2:]
	return !strings.ContainsFunc(w, func(r rune) bool { return r >= 0x80 || !isLetter(byte(r)) }) && credentialNamed(w)
}

// maxFixtureWords bounds the words of a fixture's phrase that
// ownedCredential reads: "test-secret-do-not-use-in-production".
const maxFixtureWords = 8

// lowerLetters reports whether w is a word of lower-case ASCII letters.
func lowerLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return w != ""
}

// credentialNamed reports whether the word w is a credential word, in
// ASCII or beyond it (contraseña's ASCII stem is one).
func credentialNamed(w string) bool {
	if foreignName(w) != notNamed {
		return true
	}
	if i := strings.IndexFunc(w, func(r rune) bool { return r >= 0x80 }); i > 0 {
		w = w[:i]
	}
	var buf [32]byte
	f, ok := folded(&buf, w)
	return ok && exactCredentialWord(f) != notNamed
}

// placeholderWords are the possessives, articles and words for "here"
// that sample configs and forms write around a credential word: German,
// French, Spanish, Portuguese, Italian, Dutch, Polish, Czech, Swedish,
// Turkish, Romanian.
var placeholderWords = newWordSet("dein", "deine", "ihr", "ihre", "hier", "votre", "ton", "ta", "ici",
	"tu", "su", "el", "la", "aqui", "sua", "seu", "teu", "tua", "o", "a", "il", "qui", "jouw", "uw", "je",
	"twoje", "twój", "vaše", "tvoje", "din", "ditt", "senin", "sizin", "buraya")

// fixtureWords are the words a test fixture writes around a credential
// word to say its value is made up or meant to fail.
var fixtureWords = newWordSet("test", "mock", "bogus", "invalid", "wrong", "incorrect", "not", "real")

// sameAlnum returns how many letters and digits v holds when they are all
// one character, ignoring case, whatever separates them
// ("0000-0000-0000-0000"), else 0.
func sameAlnum(v string) int {
	var first byte
	n := 0
	for i := 0; i < len(v); i++ {
		c := lower(v[i])
		if !isAlnum(c) {
			continue
		}
		if n > 0 && c != first {
			return 0
		}
		first = c
		n++
	}
	return n
}

// fillerSecret reports whether the secret of a secret rule's match,
// text[start:end], is a placeholder in the rule's format rather than a
// secret: a vendor prefix and filler ("glc_xxxx", a documentation key's
// EXAMPLE, "AKCpXXXX",
// "xoxp-...-####", "sntryu_aaaa...", a run of one character or of a
// pattern of up to three making half of it, "glpat-123123123…": a Twitter
// bearer token's twenty A are a fifth of it), an identifier made of words
// after its last separator ("hf_requiredCharacteristic...",
// "xoxe.xoxp-1-SlackAppConfigurationTokenHere") or words run together in
// one case after a token's separator ("xoxb-1-YOURBOTTOKENHERE": minCostly
// random letters cost more than randomBits; a path's last word,
// "/ordersreportingprod", is no token's; the alphabet stepped through,
// "sk_1_abcdefabcdef…", is a made-up key where a real one goes, not
// filler), a value cut short
// ("ops_eyJzaWdu..."), a package version ("jjwt-jackson-0.11.2"; not a
// URL with userinfo whose query ends with one, ?version=1.2.0), a
// host name and port ("db-1.api.acme.com:5215") or the published key of
// one of Hardhat's and Anvil's default accounts (see devChainKey). Only
// one line is judged, and one longer than 256 bytes by its run of one
// character alone
// ("ops_eyJxxxx…" for a whole token's length).
func fillerSecret(text string, start, end int) bool {
	s := text[start:end]
	if strings.IndexByte(s, '\n') >= 0 {
		return false
	}
	if len(s) > 256 {
		return longestRun(s)*2 >= len(s)
	}
	after := text[end:min(len(text), end+4)]
	if filler(s) || filler(after) || patterned(s) || devChainKey(s) || strings.HasSuffix(s, "..") ||
		strings.HasPrefix(after, "..") || strings.HasPrefix(after, "\u2026") || versionTailRE.MatchString(s) && !userinfoURL(s) || hostPortRE.MatchString(s) {
		return true
	}
	sep := strings.LastIndexAny(s, "-._/:")
	last := s[sep+1:] // the part after a vendor prefix
	bits, letters := wordCost(last)
	return letters >= 20 && bits < wordsBits && wordRuns(last) >= 3 && identifierShaped(last) ||
		sep >= 0 && s[sep] != '/' && s[sep] != ':' && letters >= minCostly && letters == len(last) && wordRuns(last) == 1 && bits < randomBits &&
			sequential(last)*2 < len(last)
}

// userinfoURL reports whether s is a URL with userinfo (scheme://user:
// password@host...), whose end is its path's or query's: the '@' stands
// in the authority, before the path, query or fragment opens (a CDN's
// package@version, https://cdn.jsdelivr.net/npm/lodash@4.17.21, is in the
// path).
func userinfoURL(s string) bool {
	i := strings.Index(s, "://")
	if i <= 0 {
		return false
	}
	auth := s[i+3:]
	if e := strings.IndexAny(auth, "/?#"); e >= 0 {
		auth = auth[:e]
	}
	return strings.IndexByte(auth, '@') > 0
}

// filler reports whether s holds four x, X, # or * in a row, or ends in
// EXAMPLE or EXAMPLEKEY in capitals, as AWS's documentation ends its
// example keys (AKIAIOSFODNN7EXAMPLE, wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY):
// random characters end so once in 62^7 tries.
func filler(s string) bool {
	return strings.Contains(s, "xxxx") || strings.Contains(s, "XXXX") || strings.Contains(s, "####") || strings.Contains(s, "****") ||
		strings.HasSuffix(s, "EXAMPLE") || strings.HasSuffix(s, "EXAMPLEKEY")
}

// longestRun returns the length of the longest run of one character in s,
// ignoring case.
func longestRun(s string) int {
	best, run := min(len(s), 1), 1
	for i := 1; i < len(s); i++ {
		if lower(s[i]) == lower(s[i-1]) {
			run++
			best = max(best, run)
		} else {
			run = 1
		}
	}
	return best
}

// maxPattern is the longest pattern patterned looks for.
const maxPattern = 3

// patterned reports whether half of s or more is a run of one character
// four long or more, or of a pattern of two to maxPattern characters
// repeated three times or more ("aaaa", "121212", "123123123"), ignoring
// case: one pass, each character compared with the three before it. A
// doubled character is no pattern: it is half of a PIN ("7741") as
// often as one in four; nor is a tripled one, half of a six-digit code
// ("233390") as often as one in twenty-five.
func patterned(s string) bool {
	var back [maxPattern]byte        // the characters before, nearest first
	runs := [maxPattern]int{1, 2, 3} // the stretch repeating with period p+1
	best := min(len(s), 1)
	for i := 0; i < len(s); i++ {
		c := lower(s[i])
		for p := range maxPattern {
			if i > p && c == back[p] {
				if runs[p]++; runs[p] >= max(4, 3*(p+1)) {
					best = max(best, runs[p])
				}
			} else {
				runs[p] = p + 1
			}
		}
		back[2], back[1], back[0] = back[1], back[0], c
	}
	return best*2 >= len(s)
}

// wordRuns counts the letter runs of s of three letters or more, split at
// camelCase humps (see runEnd).
func wordRuns(s string) int {
	n := 0
	for i := 0; i < len(s); {
		j := runEnd(s, i)
		if isLetter(s[i]) && j-i >= 3 {
			n++
		}
		i = j
	}
	return n
}

// repeated reports whether a character is repeated n times in a row in v,
// ignoring case.
func repeated(v string, n int) bool { return longestRun(v) >= n }

// placeholderRE: the vocabulary of placeholders; a format verb (%s) is
// one where no letter follows it ("Orchid309%skl" is a password); the
// bullets and dots a dashboard masks a value with ("sk_live_••••xY7q")
// as its stars.
var placeholderRE = mustScreened(`(?i)xxxx|\*\*\*\*|••••|●●●●|####|\.\.\.\.|%s(?:[^a-z]|$)|%\(|your[_-]|yourpass|yourtoken|yourkey|change[_-]?(?:me|it)|changethis|example|placeholder|redacted|dummy|sample|here|insert|replace|fake|todo`)

// reference reports whether v names or computes a value rather than
// being one: a variable or template reference, a call, an index or member
// expression of words, a path or a URL.
func reference(v string) bool {
	v = strings.TrimLeft(v, "\\'\"")
	if v == "" {
		return true
	}
	switch v[0] {
	case '(', '[', ',', ';', '=', '?':
		return true
	case '$', '%', '@', '&', '*', '!', '#', ':', '/', '~', '+', '.':
		if v[0] == '/' && pathRE.MatchString(v[1:]) && strings.ToLower(v) == v {
			return true // "/etc/passwd", "/run/secrets/db": a file, where base64 mixes cases
		}
		return sigilReference(v)
	case '{':
		// {name} is a template's; {Qm7vT2kX9} a value in braces.
		bits, letters := wordCost(v)
		return !hasDigit(v) || letters > 0 && bits < wordsBits
	}
	switch {
	case strings.HasPrefix(v, "arn:"), strings.Contains(v, "://"),
		strings.HasSuffix(v, "(") || strings.HasSuffix(v, "["), // cut at a quoted argument: os.environ["X"]
		strings.HasSuffix(v, ")") && strings.IndexByte(v, '(') > 0, callPrefix(v),
		strings.HasSuffix(v, "]") && strings.IndexByte(v, '[') > 0,
		strings.Contains(v, "('"), strings.Contains(v, "(\""), templateVarRE.MatchString(v), cmdletName(v):
		return true
	}
	if envReference(v) {
		return true
	}
	if memberRE.MatchString(v) {
		// "cfg.password", "c.pw"; "Zx9Qw8.Er7Ty6" has no word to read, and
		// "Orchid670.xle" a person's digits between its words, more than
		// a variable's ("user10.name"), and no credential's name (which
		// "db123.pass" has).
		bits, letters := wordCost(v)
		return (letters > 0 || !hasDigit(v)) && bits < randomBits && (!innerDigits(strings.ReplaceAll(v, ".", ""), 3) || namesCredential(v))
	}
	if strings.IndexByte(v, '=') > 0 && keywordArgRE.MatchString(v) {
		bits, _ := wordCost(v)
		return bits < randomBits // "token=token"
	}
	if strings.IndexByte(v, '/') > 0 {
		if c := strings.IndexByte(v, ':'); c > 0 && schemeRE.MatchString(v[:c]) {
			v = v[c+1:] // a store's path: vault:secret/data/db#password
		}
		if pathRE.MatchString(v) {
			bits, letters := wordCost(v)
			return letters > 0 && bits < wordsBits
		}
	}
	return false
}

// callPrefix reports whether v starts with a call of a named function
// or method, cut at its arguments: "bcrypt.hashpw(password", or
// "getSecret(cfg" (a name of words; "Kq(zv)Rm" is a password).
func callPrefix(v string) bool {
	i := strings.IndexByte(v, '(')
	if i < 1 {
		return false
	}
	name := v[:i]
	if memberRE.MatchString(name) {
		return true
	}
	bits, letters := wordCost(name)
	return identifierShaped(name) && letters >= 4 && bits < randomBits
}

// sigilReference judges a value that starts with a sigil of references
// and expressions: a variable ("$gdcapi_db_password", "$_POST['pw']",
// "@file.json", "*ptr", "%nothing%"), a template ("${x}", "#{x}",
// "%(x)s", "$(cmd)"), an anchor or route ("#add-password",
// "/account/password"), the rest of an expression ("+ suffix"), unless
// what follows the sigil is a secret that happens to start with it: one
// that looks generated (base64 starts with '/' or '+' as often as with
// a letter: "/Zq8vK2mT9xLr4pW7nB3cY6h"), or a word with a run of digits
// inside its letters, as a password a person writes has and a name
// rarely ("#Velvet99kz"; "$oauth2Token" and "$user10" are names). A
// shell's variable in capitals is a name whatever its words
// ("$JENKINS_TOKEN"), and so is one of capitals only ("$OTP", "$PIN"),
// which the n-gram model reads as no word.
func sigilReference(v string) bool {
	rest := v[1:]
	if rest == "" || strings.IndexByte("{([$ \t", rest[0]) >= 0 || v[0] == '%' && strings.HasSuffix(rest, "%") ||
		v[0] == '$' && (constantName(rest) || capitalsOnly(rest)) ||
		reference(rest) { // "$request->input('key')", "$this->config['secret']"
		return true
	}
	return !generated(rest, true) && !innerDigits(rest, 2) // "#Velvet99kz"
}

// innerDigits reports whether v holds a run of n digits or more between
// letters, as a password a person writes does ("Velvet99kz") and a name
// rarely ("oauth2Token", "user10").
func innerDigits(v string, n int) bool {
	for i := 1; i < len(v); i++ {
		if isLetter(v[i-1]) && isDigit(v[i]) {
			j := i
			for j < len(v) && isDigit(v[j]) {
				j++
			}
			if j-i >= n && j < len(v) && isLetter(v[j]) {
				return true
			}
			i = j
		}
	}
	return false
}

// cmdletName reports whether v is a PowerShell cmdlet's name, an approved
// verb, a dash and a noun in letters ("Read-Host", "ConvertFrom-SecureString",
// "Get-Secret"): "$pw = Read-Host -AsSecureString" calls it.
func cmdletName(v string) bool {
	i := strings.IndexByte(v, '-')
	if i < 3 || i+2 > len(v) || v[i+1] < 'A' || v[i+1] > 'Z' || !lettersOnly(v[i+1:]) {
		return false
	}
	return cmdletVerbs.has(v[:i])
}

// cmdletVerbs are the approved verbs of PowerShell that a cmdlet giving a
// credential or its value starts with.
var cmdletVerbs = newWordSet("get", "read", "import", "export", "convertto", "convertfrom", "new", "invoke", "unprotect", "protect", "select", "resolve")

// constantName reports whether v is a name in capitals of two words or
// more joined by underscores ("JENKINS_TOKEN", "AWS_SECRET_2"), as
// environment variables are written.
func constantName(v string) bool {
	if len(v) < 3 || v[0] < 'A' || v[0] > 'Z' || v[len(v)-1] == '_' || strings.IndexByte(v, '_') < 0 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; (c < 'A' || c > 'Z') && !isDigit(c) && c != '_' {
			return false
		}
	}
	return true
}

// capitalsOnly reports whether v is two or more ASCII capital letters
// and nothing else.
func capitalsOnly(v string) bool {
	if len(v) < 2 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < 'A' || v[i] > 'Z' {
			return false
		}
	}
	return true
}

func hasAlnum(v string) bool {
	for i := 0; i < len(v); i++ {
		if isAlnum(v[i]) {
			return true
		}
	}
	return false
}

// identifierShaped reports whether v is letters, digits and underscores
// starting with a letter or underscore.
func identifierShaped(v string) bool {
	if v == "" || isDigit(v[0]) {
		return false
	}
	for i := 0; i < len(v); i++ {
		if !isIdentByte(v[i]) {
			return false
		}
	}
	return true
}

// lettersOnly reports whether v is letters, ASCII or not, as a word of
// any language is.
func lettersOnly(v string) bool {
	for i := 0; i < len(v); i++ {
		if !isLetter(v[i]) && v[i] < 0x80 {
			return false
		}
	}
	return true
}

// percentage reports whether v is a number of per cent, "92.3%", as coverage
// tables and progress lines print beside a function or a step that names
// a credential ("CheckPassword  92.3%").
func percentage(v string) bool {
	n, ok := strings.CutSuffix(v, "%")
	if !ok || n == "" || strings.Count(n, ".") > 1 {
		return false
	}
	return strings.Trim(n, "0123456789.") == "" && hasDigit(n)
}

func hasDigit(v string) bool { return strings.ContainsAny(v, "0123456789") }

// hasUpper reports whether v holds an ASCII capital.
func hasUpper(v string) bool { return strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") }

func isHex(v string) bool {
	lowerHex, upperHex := true, true
	for i := 0; i < len(v); i++ {
		c := v[i]
		lowerHex = lowerHex && (isDigit(c) || 'a' <= c && c <= 'f')
		upperHex = upperHex && (isDigit(c) || 'A' <= c && c <= 'F')
	}
	return lowerHex || upperHex
}

// namesCredential reports whether a word of s is a credential word (see
// credentialWord).
func namesCredential(s string) bool {
	for i := 0; i < len(s); {
		j := runEnd(s, i)
		if isLetter(s[i]) && credentialWord(s[i:j]) != notNamed {
			return true
		}
		i = j
	}
	return false
}

// wordSet is a set of lower-case words. Most words looked up are in no
// set, and a word shorter or longer than all of a set's is told none by
// its length, before it is folded and hashed.
type wordSet struct {
	words    map[string]bool
	min, max int       // the lengths of the set's shortest and longest words
	first    [4]uint64 // the bytes its words start with, lower-cased, as bits
}

// has reports whether s is in the set, ignoring case. Most words asked
// about are told by their length or their first byte.
func (w wordSet) has(s string) bool {
	if len(s) < w.min || len(s) > w.max {
		return false
	}
	if c := lower(s[0]); w.first[c>>6]&(1<<(c&63)) == 0 {
		return false
	}
	var buf [32]byte
	b, ok := folded(&buf, s)
	return ok && w.words[string(b)]
}

func newWordSet(words ...string) wordSet {
	w := wordSet{words: make(map[string]bool, len(words)), min: math.MaxInt}
	for _, s := range words {
		w.words[s] = true
		w.min, w.max = min(w.min, len(s)), max(w.max, len(s))
		if s != "" {
			c := lower(s[0])
			w.first[c>>6] |= 1 << (c & 63)
		}
	}
	return w
}

// nonValues are what forms, schemas and code write where a password
// would be.
var nonValues = newWordSet(
	"password", "passwd", "pass", "pwd", "passphrase", "secret", "token", "none", "null", "nil", "undefined",
	"true", "false", "yes", "no", "on", "off", "required", "optional", "string", "str", "bool", "boolean",
	"int", "integer", "char", "byte", "bytes", "number", "any", "object", "hidden", "empty", "text", "input", "value", "default", "auto", "random", "generated",
	"prompt", "ask", "env", "stdin", "file", "keyring", "vault", "missing", "invalid", "incorrect", "wrong",
	"reset", "forgot", "confirm", "new", "old", "current", "strong", "weak", "length", "policy", "field",
	"label", "hash", "hashed", "encrypted", "salt", "unset", "notset", "not-set", "test", "secure", "admin",
	"read-only", "readonly", "read-write", "write-only",
	// a status a tool prints for a secret it does not show (netsh's
	// "Security key : Present", keepassxc-cli show's "Password: PROTECTED"),
	// and the mode that asks it to (netsh wlan show profile key=clear)
	"present", "absent", "protected", "clear",
	// hash, cipher and encoding names: a parameter beside a password
	// (hash("password", "sha256"), password_algo: bcrypt), not one
	"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3-256", "sha3-512", "blake2b", "blake3",
	"bcrypt", "scrypt", "argon2", "argon2i", "argon2id", "pbkdf2", "hmac", "hmac-sha256", "aes", "aes128",
	"aes256", "aes-256-gcm", "chacha20", "rsa", "hex", "base64", "utf8", "utf-8", "ascii", "latin1",
	// a device's cipher names (key cipher aes256-gcm, priv aes-128)
	"aes192", "aes-128", "aes-256", "aes128-gcm", "aes256-gcm", "aes-128-gcm", "aes-128-cbc", "aes-256-cbc",
	"3des", "chacha20-poly1305",
)

var (
	versionRE = mustScreened(`^(?i:v|rc)?\d+(?:\.\d+){1,3}(?:[-+_][\w.]{1,16}){0,3}$|^\d{4}-\d\d-\d\d`)
	// hostPortRE: a lower-case host name, and a port.
	hostPortRE = mustScreened(`^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}:\d+$`)
	// versionTailRE: a package name and its version ("jjwt-jackson-0.11.2").
	versionTailRE = mustScreened(`[-_.@]v?\d+\.\d+(?:\.\d+)?(?:[-+][\w.]+)?$`)
	memberRE      = mustScreened(`^[A-Za-z_$][\w$]*(?:(?:\.|->|::)[A-Za-z_$][\w$]*)+$`)
	// keywordArgRE: a keyword argument or an assignment, name=name.
	keywordArgRE = mustScreened(`^[A-Za-z_]\w*=[A-Za-z_][\w.]*$`)
	// schemeRE: a lower-case URI scheme.
	schemeRE = mustScreened(`^[a-z][a-z0-9+.-]{1,15}$`)
	// pathRE: words joined by slashes, with an extension or anchor.
	pathRE = mustScreened(`^[\w.-]+(?:/[\w.-]+)+(?:#\w+)?/?$`)
	// templateVarRE: a template's variable, ${NAME} or {{ name }}.
	templateVarRE = mustScreened(`\$\{[\w.:-]*\}|\{\{[\w .|'"()-]*\}\}`)
	// templateRE: a name to fill in, angle-bracketed, upper-case in
	// square brackets, or a build tool's token (__DB_PASSWORD__, @@KEY@@).
	// patternRE: a regular expression's syntax, a group's flag or
	// look-around, or a character class with a range and a repeat after it,
	// as a scanner's or a validator's pattern writes what a secret looks
	// like ("(?i)secret", "[A-Za-z0-9_-]{32,}", "^(?=.*[A-Z]).{12,}$").
	patternRE  = mustScreened(`\(\?(?:[:=!]|<[=!A-Za-z]|P<|[imsU-]+[:)])|\[[^\]\s]*\w-\w[^\]\s]*\][{+*]`)
	templateRE = mustScreened(`<[A-Za-z][\w .-]*>|^\[[A-Za-z_ -]+\]$|^__[A-Za-z]\w*__$|^@@\w+@@$|(?i)^your`)
)

// Generated reports whether v looks generated rather than written, as a
// token or key a name gives must (see generated; a UUID counts).
func Generated(v string) bool { return generated(v, true) }
