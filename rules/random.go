package rules

import (
	"encoding/base64"
	"strings"
	"unicode/utf8"
)

// The validators of this file tell generated text (keys, tokens) from
// written text (words, identifiers, numbers) and from encoded or hashed
// data that is not secret.

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

// validUserToken accepts a URL's user that looks generated (see
// validRandom) and is not hex: a hex user is a key's public half, as a
// Sentry DSN's https://KEY@o1.ingest.sentry.io/2.
func validUserToken(text string, start, end int) bool {
	return !isHex(text[start:end]) && validRandom(text, start, end)
}

// validOpaque accepts a value that a credential name vouches for, as the
// secret-value model judges a value a token name gives (see
// credentialValue): generated-looking, not a placeholder or a reference.
func validOpaque(text string, start, end int) bool {
	return credentialValue(text[start:end], namedToken, valueShape{})
}

// validKeyed is validRandom loosened for a value that a credential word
// or a service's name introduces at close range ("SECRET=value",
// "wandb value"): there, simple or made-up keys are worth removing too. In
// 16 characters or more it also accepts hex with a digit in every eight
// characters ("abcdefabcd1234abcdefabcd"), letters with three runs of
// digits that make a fifth of the value ("Asdf1234asdf1234asdf1234"), and
// letters of both cases that change case often, with upper-case pairs
// among them, and do not split into words ("abcDEFGhijKLmnoP"); but never
// letters in one case alone or an identifier made of words
// ("getUserAccountSettings", "process.env.STRIPE_KEY", "encryptionKey1024").
// A live publishable key whatever names it ("STRIPE_KEY=pk_live_v", see
// livePublishable), a public key in DER's base64 ("key": "MIIBIjAN…", see
// spkiPublicKey), a value given to a public key's name ("PublicKey = v", see
// keyedNamePublic) or under a SealedSecret's encryptedData (see
// encryptedLine) is none, nor a signature header's MAC record (see
// macRecord), nor a regular expression's pattern (see
// patternRE), a test vector's counted bytes (see countingBytes) or a key
// shown masked by its ends ("sk-...Wq3z", see maskedKey), which are asked
// last: most values fail first.
func validKeyed(text string, start, end int) bool {
	return keyedShape(text, start, end) && !livePublishable(text[start:end]) && !spkiPublicKey(text[start:end]) && !keyedNamePublic(text, start) && !encryptedLine(text, start) &&
		!keyedNameDigest(text, start) && !keyedMAC(text, start, end) && !pattern(text[start:end]) && !countingBytes(text[start:end]) && !maskedKey(text[start:end]) && !arnResource(text, start)
}

// keyedMAC reports whether the value text[start:end] is a MAC record
// that a signature's name gives (see macRecord).
func keyedMAC(text string, start, end int) bool {
	i, e := keyedName(text, start)
	return i < e && macRecord(text[i:e], text[start:end])
}

// keyedNameDigest reports whether the value at text[start:] is given to a
// name of a credential's digest ("hashed_secret", as detect-secrets'
// baseline stores its findings; see digestWords): a hash kept to compare
// with, not the credential.
func keyedNameDigest(text string, start int) bool {
	i, e := keyedName(text, start)
	return i < e && digestNamed(text[i:e])
}

// validNamed accepts the value text[start:end] that a name alone judges,
// unless a digest's name gives it (see keyedNameDigest) or it is what
// the secret-value model calls a placeholder ("not-a-real-secret",
// "changeme"): for rules that judge the value by its name alone.
func validNamed(text string, start, end int) bool {
	return !keyedNameDigest(text, start) && !placeholder(text[start:end])
}

// keyedShape is validKeyed's judgement of the value alone.
func keyedShape(text string, start, end int) bool {
	if validRandom(text, start, end) {
		return true
	}
	s := text[start:end]
	if len(s) < 16 {
		return false
	}
	var upper, lowerN, digits, digitRuns, nonHex, changes int
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			digits++
			if i == 0 || !isDigit(s[i-1]) {
				digitRuns++
			}
			continue
		case 'A' <= c && c <= 'Z':
			upper++
		case 'a' <= c && c <= 'z':
			lowerN++
		default:
			if c != '-' {
				nonHex++
			}
			continue
		}
		if lower(c) > 'f' {
			nonHex++
		}
		if i > 0 && isLetter(s[i-1]) && (s[i-1] < 'a') != (c < 'a') {
			changes++
		}
	}
	letters := upper + lowerN
	switch {
	case digits == 0:
		// validOpaque's long run of letters, or a shorter one of both cases.
		mixed := upper > 0 && lowerN > 0 && changes*5 >= letters && upperPairs(s) > 0
		return (letters >= 24 || mixed) && !wordsOnly(s)
	case letters == 0:
		return false
	case nonHex == 0 && (upper == 0 || lowerN == 0):
		return digits*8 >= len(s)
	}
	return digitRuns >= 3 && digits*5 >= len(s)
}

// validToken accepts a generated token that stands alone: random (see
// validRandom), at least 32 letters and digits, or 20 given to a name: a
// quoted value after an assignment, a bare one after an unspaced "="
// (KEY=value) or a colon (key: value), or one alone on its line below a
// line that ends with a credential word ("Your API key:"); at least a
// third of them letters and two of them digits; not hex in one case
// (hashes, commit ids, 0x constants), not a UUID or a ULID (see ulid), not mostly words
// ("TheNameOfThisTypeIs255Bytes"), charset runs ("0123456789abcdef") or
// numeric type names run together ("i8i16i32u8u16", see numericTypeNames),
// not part of a longer base64 run, a path, a file name, an address or an
// anchor, not a line of a base64 block (alone on its line but for quotes
// and concatenation, and 60, 64, 72, 76 or 80 characters long, the usual
// wrapping widths, or below a base64 line or a PEM header), not after a
// hash or key type label (sha256:, sha512-, h1:, ssh-ed25519) or a
// ciphertext's mark (SOPS's ENC[AES256_GCM,data:, {cipher}), not base64
// of printable text, not a vendor's id joined to its prefix by a dash
// (chatcmpl-, org-), not public by its shape (see publicShaped) or given to a
// public value's name (see keyedNamePublic), and not made up (see
// fabricated) when it stands alone and unnamed.
func validToken(text string, start, end int) bool {
	s := text[start:end]
	if len(s) < 20 || !validRandom(text, start, end) {
		return false
	}
	var letters, digits int
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
			digits++
		case isLetter(c):
			letters++
		}
	}
	hex := isHex(s) || hexPrefixRE.MatchString(s) || typedHexRE.MatchString(s)
	if hex || digits < 2 || letters*3 < len(s) || uuidRE.MatchString(s) || ulid(s) || wordShare(s)*2 >= letters && !costlyLetters(s) || sequential(s)*2 >= len(s) || numericTypeNames(s) {
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
	// The line's ends, looked for within maxAround bytes: on a long line
	// what is further away does not change the verdict, and a line of
	// many tokens is not read once per token.
	lo := max(0, start-maxAround)
	lineStart, lineEnd := lineAround(text[lo:min(len(text), end+maxAround)], start-lo, end-lo)
	lineStart, lineEnd = lo+lineStart, lo+lineEnd
	before, after := text[max(lineStart, start-40):start], text[end:lineEnd]
	if start == lineStart+1 && text[lineStart] == '+' {
		before = "" // a patch's added line: the '+' marks it, it holds no base64 run
	}
	if idNameRE.MatchString(before) || strings.Contains(before, "id") && recordIDRE.MatchString(before) {
		return false // X-Message-Id: v, "request_id": "v", {"id": "v"}: what an id's name gives is an id
	}
	if before != "" && strings.IndexByte("+/.@#\\", before[len(before)-1]) >= 0 ||
		after != "" && (strings.IndexByte("+/=@\\", after[0]) >= 0 || extensionRE.MatchString(after)) ||
		escapedBase64(before, after) {
		return false
	}
	alone := strings.Trim(text[lineStart:start], blockTrim) == "" && strings.Trim(after, blockTrim) == ""
	if alone {
		if n := end - start; n == 60 || n == 64 || n == 72 || n == 76 || n == 80 || blockAbove(text[:lineStart]) {
			return false // a line of a base64 block
		}
	}
	if labelRE.MatchString(before) || hashPrefixRE.MatchString(text[start:end]) || printableBase64(s) ||
		publicShaped(text[start:end]) || keyedNamePublic(text, start) || dashedIDRE.MatchString(text[start:end]) {
		return false
	}
	// Alone on its line and named by nothing, a value has only its
	// letters to vouch for it: a made-up one is an example.
	named := assignedRE.MatchString(before) || alone && namedAbove(text[:lineStart])
	return named || len(s) >= 32 && !(alone && fabricated(s))
}

// escapedBase64 reports whether before ends or after starts with the
// percent-escape of '+', '/' or '=': the token is a piece of a longer
// base64 run that a query or a form body escaped (SAMLRequest=...%2B...
// %3D%3D), as a '+' or a '/' beside a raw one tells.
func escapedBase64(before, after string) bool {
	return len(before) >= 3 && base64Escape(before[len(before)-3:]) || len(after) >= 3 && base64Escape(after[:3])
}

// base64Escape reports whether s is %2B, %2F or %3D, in either case.
func base64Escape(s string) bool {
	return s[0] == '%' && (s[1] == '2' && (s[2]|0x20 == 'b' || s[2]|0x20 == 'f') || s[1] == '3' && s[2]|0x20 == 'd')
}

// maxAround bounds how far validToken looks for the ends of a token's
// line.
const maxAround = 256

// namedAbove reports whether the last non-blank line of text ends with a
// credential word (see credentialWord), as in "Your API key:" above the
// key on a line of its own.
func namedAbove(text string) bool {
	line := strings.TrimRight(text, " \t\r\n")
	line = strings.TrimRight(line[strings.LastIndexByte(line, '\n')+1:], " \t:")
	i := len(line)
	for i > 0 && isLetter(line[i-1]) {
		i--
	}
	return i < len(line) && credentialWord(line[i:]) != notNamed
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

// countingBytes reports whether s, less a 0x, is eight bytes or more in
// hex each one more (or each one less) than the last: the counted bytes
// a test vector gives as its key, salt or nonce ("000102030405060708",
// RFC 5869's salt; "f0f1f2f3f4f5f6f7f8f9", its info), never a secret.
func countingBytes(s string) bool {
	if len(s) > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
	}
	if len(s) < 16 || len(s)%2 != 0 || !isHex(s) {
		return false
	}
	step := hexByteAt(s, 2) - hexByteAt(s, 0)
	if step != 1 && step != -1 {
		return false
	}
	for i := 4; i < len(s); i += 2 {
		if hexByteAt(s, i)-hexByteAt(s, i-2) != step {
			return false
		}
	}
	return true
}

// hexByteAt returns the byte the hex digits s[i:i+2] spell.
func hexByteAt(s string, i int) int { return hexDigit(s[i])<<4 | hexDigit(s[i+1]) }

// hexDigit returns the value of the hex digit c.
func hexDigit(c byte) int {
	switch {
	case c <= '9':
		return int(c - '0')
	case c >= 'a':
		return int(c-'a') + 10
	}
	return int(c-'A') + 10
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
	uuidRE       = mustScreened(`^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$`)
	labelRE      = mustScreened(`(?i)(?:sha\d*|md5|h\d|blake\w*|sri|ssh-\w+|ecdsa-[\w-]+|sk-ssh-[\w@.-]+)[-:=][ \t]?$|(?i)(?:ssh-(?:rsa|dss|ed25519)|ecdsa-sha2-nistp\d+)[ \t]+$|ENC\[\w+,data:$|\{cipher\}$`)
	hexPrefixRE  = mustScreened(`^0[xX][0-9A-Fa-f]+$`)
	extensionRE  = mustScreened(`^\.[A-Za-z][A-Za-z0-9]{0,4}(?:$|[^A-Za-z0-9])`)
	hashPrefixRE = mustScreened(`^(?i:sha\d*|md5|blake\w*)[-_]`)
	assignedRE   = mustScreened(`(?:^|[^=!<>])(?::=|=>|[:=])[ \t]*\\?["'\x60]$|(?:^|[^\s=!<>:])=$|:[ \t]*$`)
	// dashedIDRE matches OpenAI's chat completion, completion,
	// moderation, organization, file and fine-tuning job ids, whose prefix
	// a dash joins: generic-token's allowlist of the vendors' ids reads its
	// match alone, which a dash ends.
	dashedIDRE = mustScreened(`^(?:chatcmpl|cmpl|modr|org|file|ftjob)-[A-Za-z0-9]+$`)
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

// binaryBase64 reports whether s is the standard base64 of a binary file
// of minBinary bytes or more (a keytab, a keystore, a PKCS #12 bundle):
// it decodes, to bytes that are not text, and its characters are many
// kinds, unlike filler ("AAAA...", which decodes to zeros). The zero
// bytes of such a file's fields encode to runs of A that would read as
// filler.
func binaryBase64(s string) bool {
	if len(s) < minBinary*4/3 || len(s) > maxValue || len(s)%4 != 0 {
		return false
	}
	var seen [128]bool
	kinds := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 128 && !seen[c] {
			seen[c] = true
			kinds++
		}
	}
	if kinds < 24 {
		return false
	}
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return false
	}
	for _, c := range b {
		if c < 0x20 && c != '\n' && c != '\r' && c != '\t' {
			return true
		}
	}
	return !utf8.Valid(b)
}

// minBinary is the fewest bytes binaryBase64 takes for a file.
const minBinary = 48

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
	if costlyLetters(s) {
		return false
	}
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

// Bounds of costlyLetters.
const (
	// minCostly is the fewest letters judged: below it the trigram
	// model's mean cost varies too much from word to word.
	minCostly = 16
	// minStrewn is the fewest runs of digits: names put their numbers at
	// the end of a word, once or twice (a year, a version).
	minStrewn = 3
)

// costlyLetters reports whether s reads as generated where isWord, which
// takes any run with vowels for a word ("qfojbimbjezxagelbu",
// "yuwqfhyu"), would read words: its letters, minCostly or more, cost more
// than randomBits a letter as words (see wordCost), and digits break them
// in minStrewn places or more. Words of languages the model does not know
// cost as much ("tietokantayhteys", 7.5 bits), but a name made of them
// holds its digits together ("Kustannuspaikka2024v2").
func costlyLetters(s string) bool {
	runs := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) && (i == 0 || !isDigit(s[i-1])) {
			runs++
		}
	}
	if runs < minStrewn {
		return false
	}
	bits, letters := wordCost(s)
	return letters >= minCostly && bits > randomBits
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

// maxWord is the most letters isWord takes for a word: Finnish's and
// German's compounds run past twenty ("kayttajahallintapalvelun",
// "Datenbankverbindungsaufbau"); past twenty, a run that repeats a few
// letters is filler, not a word ("xyzxyzxyz...", see periodic).
const maxWord = 32

// isWord reports whether a run of letters could be a word: three to
// maxWord letters, all lower case, all upper case, or capitalized, not a
// stretch of the alphabet ("abc", "WXYZ", "fedcba", as placeholders are
// written),
// and if longer than five letters, with a vowel and no more than four
// consonants in a row.
func isWord(s string) bool {
	if len(s) < 3 || len(s) > maxWord || alphabetic(s) || len(s) > 20 && periodic(s) {
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

// periodic reports whether s repeats its first two to eight bytes
// throughout ("abcdefabcdef", "xyzxyzxyz").
func periodic(s string) bool {
	for k := 2; k <= 8 && k < len(s); k++ {
		i := k
		for i < len(s) && s[i] == s[i-k] {
			i++
		}
		if i == len(s) {
			return true
		}
	}
	return false
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

var (
	// typedHexRE: hex after two capitals that type it (Twilio's SIDs: AC
	// an account's, SM a message's, PN a number's), or a SHA-1 after the
	// I of Gerrit's Change-Id trailer, an id as 0x hex is a number.
	typedHexRE = mustScreened(`^(?:[A-Z]{2}[0-9a-f]{32}|I[0-9a-f]{40})$`)
	// idNameRE: the name of an id of a message, a request, a trace, an
	// event or a chat's channel, room or team (Mattermost's 26 letters and
	// digits), and its operator, just before a value (not a session's,
	// whose id is a credential).
	// recordIDRE: a JSON object's own "id" member, first in its object,
	// after another member or opening a pretty-printed line, just before
	// its value: a record's id (Okta's 00u…, a database row's), which the
	// API that returns the record prints with it.
	recordIDRE = mustScreened(`(?:^[ \t]*|[{,][ \t]*)\\?["']id\\?["'][ \t]*:[ \t]*\\?["']$`)
	idNameRE   = mustScreened(`(?i)(?:^|[^a-z0-9])(?:message|msg|request|req|trace|span|correlation|event|delivery|webhook|order|transaction|txn|payment|charge|refund|invoice|shipment|tracking|channel|room|chat|thread|team|guild)[-_ ]?ids?\\?["']?[ \t]*[:=][ \t]*\\?["']?$`)
)
