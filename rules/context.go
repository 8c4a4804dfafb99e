package rules

import (
	"encoding/base64"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Contexts are grammars that find a credential by the name that gives it,
// where a regexp per rule would spell out every way of writing a name, an
// operator and a value. A rule with a context field has no regexp: at
// each identifier holding one of its keywords, the context reads
//
//	name    the identifier and what joins it ("$icoToken", "DJANGO_SECRET_KEY",
//	        "spring.datasource.password", "X-Auth-Token", "--password"),
//	        which must name a credential (see credentialName);
//	closer  quotes and a bracket that end the name ("\"token\"", "['key']");
//	op      = := ::= :::= ?= .= += => == != === !== : -> <- | , or a spaced dash
//	        ("token - 'v'"), LDIF's :: before a value in base64, judged as
//	        what it encodes (see reversible.go), a value attribute after a quoted name
//	        (<add key="SmtpPassword" value="v"/>), or after a name that a
//	        key attribute holds, a value attribute or the entry's text
//	        (see keyed.go: "- name: DB_PASSWORD\n  value: v",
//	        <entry key="db.password">v</entry>),
//	        the word is, was or to ("my password is hunter2", "set the
//	        password to 'v'"), after a phrase of what or whom it is for
//	        ("the password for the vpn is v", "for user 'postgres' is
//	        'v'", "für den Benutzer 'admin' ist 'v'"),
//	        '>' after <name> (XML, the value on its line or the next), or a
//	        space (CLI arguments, "key value" configs);
//	value   a quoted string, whole, escaped quotes included (escaped once,
//	        twice or as \u0022: see escapes.go; or in CJK's
//	        corner brackets: "パスワードは「v」です"), or a bare token
//	        up to the next delimiter of its context: white space, '&' or '#'
//	        in a URL query, ';' before the next name= of a connection
//	        string, '<' in an XML element, a closing bracket or quote that
//	        closes something opened before the value; continued over a
//	        backslash-newline. A bare value that its line's language makes
//	        a literal is judged as one (see bare.go: "$password = v;",
//	        "password = v" under an INI section).
//
// "login with USER / PASSWORD", "log in as USER:PASSWORD" and a
// "Credentials:" heading over "USER / PASSWORD" give a password too (see
// logins.go), and so does a log line's "key 'NAME' in ... with value
// 'v'" (see logged.go). A bare value written in groups for reading ("qwmz xkep lrtv
// bnxy", see groupsEnd) is read whole, and so is one whose line ends in
// a word or two more that mix letters and digits ("Kq7vLm ZxWq9 pLt2",
// see wordsEnd). A quoted string
// compared with the name ("if ("v" == password)"), one that a
// function named so returns at once ("getApiKey() { return "v" }", see
// returnedLiteral), the word a verb uses as the name ("use v as the
// password", see usedAsValue), and the token alone on the line below a prompt's line
// that holds the name ("$ echo $API_KEY", see prompt.go) are values too;
// so are a sibling's that a clause after a value names ("user bob pass v
// and the db one is w", see siblingValue) and the items of a list that a
// plural heads ("passwords:\n- staging: v", see headedList).
// The value is then judged by the secret-value model
// (secretmodel.go).
// A name inside a value that was taken, or that was longer than
// maxReread, is not tried again, so the work is linear in the text.

// contextFunc finds the values that the name in text[from:to] (an
// identifier holding a keyword) gives, appends their bounds to dst and
// returns it; and in next, where the next name may start (past the values
// read, whether they were taken or not). Most names give one value; a
// table's header gives a value in each row of its column.
type contextFunc func(dst []span, text string, from, to int) (vals []span, next int)

// contexts are the grammars a rule's context field may name.
var contexts = map[string]contextFunc{
	"credential":      credentialValues,
	"cli":             cliValues,
	"table":           tableContext,
	"codes":           codeList,
	"user-pair":       oneValue(userPair),
	"jwk":             jwkContext,
	"cookie":          cookieContext,
	"cookie-record":   cookieRecordContext,
	"cookie-jar-line": cookieJarLineContext,
	// Personal columns of a CSV export (see columns.go).
	"name-column":    nameColumn,
	"street-column":  streetColumn,
	"birth-column":   birthColumn,
	"id-column":      idColumn,
	"card-column":    cardColumn,
	"account-column": accountColumn,
	"salary-column":  salaryColumn,
	"pin-column":     pinColumn,
}

// oneValue makes a contextFunc of a grammar that gives one value or
// none: its bounds, or -1, -1, and where the next name may start.
func oneValue(f func(text string, from, to int) (start, end, next int)) contextFunc {
	return func(dst []span, text string, from, to int) ([]span, int) {
		vs, ve, next := f(text, from, to)
		if vs < 0 {
			return dst, next
		}
		return append(dst, span{vs, ve}), max(next, ve)
	}
}

// maxValue bounds the bytes read as one value. A value that was not
// taken is read again from the names in it if it is at most maxReread
// bytes long, so a byte is read at most maxReread/3 times or so.
const (
	maxValue  = 8 << 10
	maxReread = 256
)

func credentialContext(text string, from, to int) (int, int, int) {
	return givenValue(text, from, to, credentialValue)
}

// credentialValues is the credential context: the value that the name in
// text[from:to] gives (see credentialContext), and the value of a
// sibling that a clause after it names (see siblingValue) or that a
// correction gives instead (see correctedValue); or the values
// of a list of them that the name heads in the plural (see headedList).
func credentialValues(dst []span, text string, from, to int) ([]span, int) {
	vs, ve, next := credentialContext(text, from, to)
	if vs < 0 {
		if to+1 < len(text) && text[to] == ':' && text[to-1]|0x20 == 's' { // most names: a look at two bytes
			n, e := len(dst), 0
			if dst, e = headedList(dst, text, from, to); len(dst) > n {
				return dst, max(next, e) // passwords:\n- staging: v\n- prod: w
			}
		}
		if to < len(text) && text[to] == '=' && text[to-1]|0x20 == 's' {
			n, e := len(dst), 0
			if dst, e = assignedList(dst, text, from, to); len(dst) > n {
				return dst, max(next, e) // APP_KEYS=v,w,x
			}
		}
		return dst, next
	}
	dst = append(dst, span{vs, ve})
	if s, e := siblingValue(text, from, to, ve); s >= 0 {
		dst, ve = append(dst, span{s, e}), e
	} else if s, e := correctedValue(text, from, to, ve); s >= 0 {
		dst, ve = append(dst, span{s, e}), e
	}
	return dst, max(next, ve)
}

// headedList appends to dst the values of the list below a heading
// that names credentials in the plural, the identifier text[from:to]
// and a colon ending its line ("passwords:", "API keys:"): each item that
// a bullet (see bullet) and a label with a colon open ("- staging: v",
// "• prod: v", "1. wifi: v")
// gives one, judged as one of the kind the singular names; or, below a
// heading that opens its line as a YAML key does, each line indented
// deeper that a label and a colon open (Votifier's "tokens:\n  default:
// v"), a mapping's entries. The list ends at the first line that is no
// such item. It returns dst and where the last item read ends.
func headedList(dst []span, text string, from, to int) ([]span, int) {
	p := skipSpaces(text, to+1)
	if p < len(text) && text[p] == '\r' {
		p++
	}
	if p >= len(text) || text[p] != '\n' {
		return dst, to // most names' colons: a value after them on the line
	}
	kind := credentialName(text[from : to-1])
	if kind == notNamed {
		return dst, to
	}
	end := to
	indent := -1 // the heading's indentation, where it opens its line as a YAML key
	if ls, ok := lineStart(text, from); ok && skipSpaces(text, ls) == from {
		indent = from - ls
	}
	for line := p + 1; line > 0 && line < len(text); line = lineAfter(text, line) {
		le := lineEndOf(text, line)
		q := skipSpaces(text, line)
		if bullet(text, q, le) {
			q = skipSpaces(text, argEnd(text, q, le))
		} else if indent < 0 || q-line <= indent {
			return dst, end // no bullet and no entry of a mapping: the list ends
		}
		c := strings.IndexByte(text[q:le], ':')
		if c <= 0 || c > 32 || q+c+1 >= le || text[q+c+1] != ' ' || !labelWords(text[q:q+c]) {
			return dst, end
		}
		vs, ve, quoted := value(text, q+c+1, false, false)
		if vs < ve && credentialValue(text[vs:ve], kind, valueShape{colon: true, quoted: quoted, alone: !quoted && lineEnds(text, ve)}) {
			dst = append(dst, span{vs, ve})
		}
		end = le
	}
	return dst, end
}

// assignedList appends to dst the values of the list that a name of
// credentials in the plural, the identifier text[from:to], gives after
// '=' on its line, split by commas, as a dotenv file gives the keys of a
// rotation (Strapi's APP_KEYS=v,w,x, Laravel's APP_PREVIOUS_KEYS): two or
// more, each judged as one of the kind the singular names, all of which
// must be values of it. It returns dst and where the list ends.
func assignedList(dst []span, text string, from, to int) ([]span, int) {
	kind := credentialName(text[from : to-1])
	if kind == notNamed {
		return dst, to
	}
	vs, ve, quoted := value(text, to+1, false, false)
	if strings.IndexByte(text[vs:ve], ',') < 0 {
		return dst, to
	}
	n := len(dst)
	for s := vs; s <= ve; {
		e := ve
		if k := strings.IndexByte(text[s:ve], ','); k >= 0 {
			e = s + k // not text[s:ve]+",", a copy of the rest for each value
		}
		if s == e || !credentialValue(text[s:e], kind, valueShape{quoted: quoted}) {
			return dst[:n], to
		}
		dst = append(dst, span{s, e})
		s = e + 1
	}
	return dst, ve
}

// labelWords reports whether s is a label of words in letters, digits,
// blanks, dashes and underscores ("staging", "prod db", "eu-west",
// "db_main").
func labelWords(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isAlnum(c) && c != ' ' && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// maxSiblingWords bounds the words that name a sibling in siblingValue's
// clause ("the staging one", "prod").
const maxSiblingWords = 2

// siblingValue returns the bounds of the value that a clause after the
// value ending at text[ve] gives to a sibling of the credential that
// the name in text[from:to] names, as chat writes several in one
// sentence: a comma or "and", a word or two in lower case that say which
// one ("the db one", "prod", "wifi"), a copula and the value ("user bob
// pass v and the db one is w", "staging pw is v, prod is w"). The value
// is judged as one of the name's kind in prose; a clause that names its
// credential ("and the secret is w") is left to that name. It returns
// -1, -1 elsewhere.
func siblingValue(text string, from, to, ve int) (int, int) {
	p := ve
	if p < len(text) && (text[p] == '"' || text[p] == '\'' || text[p] == '`') {
		p++ // the quote that closes the value
	}
	if p < len(text) && (text[p] == ',' || text[p] == ';') {
		p++
	}
	if p+1 >= len(text) || text[p] != ' ' {
		return -1, -1 // most values: a look at the bytes after them
	}
	q := p + 1
	if hasPrefixFold(text[q:], "and ") {
		q += len("and ")
	} else if p == ve || text[p-1] != ',' && text[p-1] != ';' {
		return -1, -1 // neither a comma nor "and": the sentence goes on
	}
	if hasPrefixFold(text[q:], "the ") {
		q += len("the ")
	}
	ws := q
	for n := 0; ; n++ {
		e := q
		for e < len(text) && e < q+16 && ('a' <= text[e] && text[e] <= 'z' || isDigit(text[e]) || text[e] == '-') {
			e++
		}
		if e == q || e >= len(text) || text[e] != ' ' {
			return -1, -1
		}
		q = e + 1
		if c := copulas.prefixOf(text[q:]); c != "" {
			if credentialName(text[ws:e]) != notNamed {
				return -1, -1 // "and the secret is w": the name gives it
			}
			q += len(c)
			break
		}
		if n+1 == maxSiblingWords {
			return -1, -1 // "and the staging db one is w": more words than name one
		}
	}
	return proseSibling(text, from, to, q)
}

// corrections are the words that open chat's correction of a value it
// just gave, longest first.
var corrections = newWordStarts("no wait ", "wait no ", "sorry ", "actually ", "oops ", "wait ", "no ")

// correctedValue returns the bounds of the value that a correction right
// after the value ending at text[ve] gives instead, as chat corrects
// itself: a word of corrections and "its" ("db pw is v no wait its w",
// "token: v, sorry it's w"), the value judged as siblingValue judges its
// own; or -1, -1.
func correctedValue(text string, from, to, ve int) (int, int) {
	p := ve
	if p < len(text) && (text[p] == ',' || text[p] == '.') {
		p++
	}
	q := skipSpaces(text, p)
	if q == p || q >= len(text) {
		return -1, -1
	}
	w := corrections.prefixOf(text[q:])
	if w == "" {
		return -1, -1 // most values: a look at the word after them
	}
	q += len(w)
	i := itsWords.prefixOf(text[q:])
	if i == "" {
		return -1, -1
	}
	return proseSibling(text, from, to, q+len(i))
}

// proseSibling returns the bounds of the value at text[q:] that prose
// gives to a sibling of the credential the name in text[from:to] names,
// judged as one of the name's kind (a password's, for a login word), or
// -1, -1.
func proseSibling(text string, from, to, q int) (int, int) {
	vs, e, quoted := value(text, q, false, false)
	if vs >= e {
		return -1, -1
	}
	ks, ke := nameBounds(text, from, to)
	kind := credentialName(text[ks:ke])
	if kind == notNamed {
		kind = namedPassword // a login word's: "router login is admin v and wifi is w"
	}
	shape := valueShape{prose: !quoted, quoted: quoted, alone: !quoted && lineEnds(text, e), sentence: !quoted && wordFollows(text, e)}
	if !credentialValue(text[vs:e], kind, shape) {
		return -1, -1
	}
	return vs, e
}

// givenValue is the credential context with judge deciding whether the
// value read is taken.
func givenValue(text string, from, to int, judge func(v string, n naming, s valueShape) bool) (int, int, int) {
	ks, ke := nameBounds(text, from, to)
	name := text[ks:ke]
	if ke > to {
		name = withoutSoftHyphens(name) // most names end where their identifier does
	}
	if ke-ks == 4 && text[ks] == 'A' {
		if vs, ve, next := authCommand(text, ks, ke); vs >= 0 {
			return vs, ve, next // redis> AUTH v, C: AUTH PLAIN v
		}
	}
	if ke-ks > len("sp_") && text[ks+2] == '_' && ke < len(text) && text[ke] == ' ' { // most names: a look at two bytes
		if vs, ve := procedurePassword(text, name, ke); vs >= 0 {
			return vs, ve, ve // sp_password null, 'v', appuser: a stored procedure's argument
		}
	}
	if fileName(name) && pathFollows(text, ke) {
		return -1, -1, to // "favicons/token.svg /Users/x": a file's name, then a path
	}
	if ke-ks == 4 && text[ks] == 'P' && testResult(text, ks, ke) {
		return -1, -1, to // "--- PASS: TestHashPassword/m=65536": a result, then a test's name
	}
	if ke < len(text) && text[ke] == '(' {
		if arg := loginCallee(name); arg != 0 {
			vs, ve, next := loginCall(text, ke, arg, true, to) // server.login("user", "v"), new PDO($dsn, "user", "v"), WiFi.begin("ssid", "v")
			if vs < 0 && arg == 2 {
				if us, ue := callPair(text, ke, 2, true); us >= 0 && strings.Contains(text[us:ue], "://") {
					return loginCall(text, ke, 1, true, to) // WLST's connect('weblogic', 'v', 't3://admin:7001'): a user, the password, then the server's URL
				}
			}
			return vs, ve, next
		}
		if vs, ve, next, ok := passwordCall(text, name, ke, to); ok {
			return vs, ve, next // new X509Certificate2(path, "v"), see calls.go
		}
		if c := text[ks]; 'A' <= c && c <= 'Z' { // most calls are written in lower case: a look at one byte
			if vs, ve := operandValue(text, ks, ke); vs >= 0 {
				if n := credentialName(name); n != notNamed && judge(text[vs:ve], n, valueShape{quoted: true}) {
					return vs, ve, ve // LDAPPWD('v'), ALTUSER JSMITH PASSWORD(v): a command keyword's operand
				}
				return -1, -1, to
			}
		}
		if strings.EqualFold(name, ".toCharArray") {
			if vs, ve := charArrayArg(text, ks); vs >= 0 {
				return vs, ve, to // ks.load(in, "v".toCharArray())
			}
			return -1, -1, to
		}
	}
	if jmxNamed(text, ks, ke) {
		if vs, ve := jmxValue(text, ks, ke); vs >= 0 {
			if n := credentialName(name); n != notNamed && judge(text[vs:ve], n, valueShape{quoted: true}) {
				return vs, ve, ve // <stringProp name="Argument.name">password</stringProp> (see jmeter.go)
			}
		}
	}
	if robotVariable(text, ks, ke) {
		if vs, ve := robotValue(text, ks, ke); vs >= 0 {
			if n := credentialName(name); n != notNamed && judge(text[vs:ve], n, valueShape{alone: lineEnds(text, ve)}) {
				return vs, ve, ve // Robot Framework's ${PASSWORD}    v (see robot.go)
			}
			return -1, -1, to
		}
	}
	if fieldCloses(text, ke) {
		if vs, ve := fieldInput(text, ks, ke); vs >= 0 {
			if n := fieldNaming(name); n != notNamed && judge(text[vs:ve], n, valueShape{quoted: true, code: true}) {
				return vs, ve, ve // cy.get('#password').type('v'), fill_in 'Password', with: 'v' (see fields.go)
			}
		}
	}
	if m := methodEnd(text, ke); m > ke && text[m] == '(' {
		if connectCallees.has(name + text[ke:m]) {
			return loginCall(text, m, 2, true, to) // DBI->connect($dsn, "user", "v")
		}
		if arg := loginCallee(name); arg != 0 && text[ke+2:m] == "__construct" {
			return loginCall(text, m, arg, true, to) // PDO->__construct('mysql:host=db', 'user', 'v'): a PHP stack trace's new PDO
		}
	}
	switch loginKindOf(name) {
	case loginName:
		if vs, ve := typedLogin(text, ke); vs >= 0 {
			return vs, ve, ve // TACACS+'s login = cleartext "v"
		}
		if vs, ve, next := loginValue(text, ke, to); vs >= 0 {
			return vs, ve, next
		}
		if t := loginTarget(text, name, ke); t > 0 {
			return loginValue(text, t, to) // logged into 192.168.0.1 with admin and v
		}
		if vs, ve := usedAsValue(text, ks); vs >= 0 {
			return loginPassword(text, vs, ve, to) // "use v for the login"
		}
		return -1, -1, to
	case credsName:
		if vs, ve, next := loginValue(text, accountNoun(text, ke), to); vs >= 0 {
			return vs, ve, next // "credentials are admin / v", "break-glass account: admin / v"
		}
	}
	if ks > 0 && text[ks-1] == '/' && pairedLogin(text, ks) && credentialName(name) == namedPassword {
		if vs, ve, next := loginValue(text, ke, to); vs >= 0 {
			return vs, ve, next // "login/pass: admin / v"
		}
	}
	if strings.IndexByte(name, ' ') >= 0 && !otpSeedNamed(name) && foreignName(name) == notNamed {
		return -1, -1, to // "blog in": a phrase keyword ("log in") inside no login phrase; "TOTP seed" names one, and so does Urdu's "پاس ورڈ"
	}
	if (ke == len(text) || text[ke] == ' ' || text[ke] == '\t') && positionalCommand(name) {
		return -1, -1, to // wpa_passphrase "SSID" v: the first argument names a network or user; the cli context reads v (hostapd's wpa_passphrase=v is a key)
	}
	// Past here a value is given only to a name that names a credential
	// (the pass verb's, "Always pass `x`", names a password): a name that
	// does not ("author", "tokenizer", "monkey": a third of the keyword
	// occurrences of dense prose) ends here, before the operator and the
	// value are read, as it would after them.
	named := credentialName(name)
	if named == namedKey && wifiWordBefore(text, ks) {
		named = namedPassword // "Network key v", "WPA key: v": a Wi-Fi network's key is its passphrase
	}
	if named == notNamed && secretBesideAccessor(text, ks, ke) {
		named = namedToken // Consul's SecretID below its AccessorID (see accessor.go)
	}
	if named == notNamed && promptStem(name) && expectSend(text, ks, ke) > 0 {
		named = namedPassword // expect "*assword*": the prompt without its first letter, to match Password and password
	}
	if named == notNamed && endUnnamed {
		return unnamedEnd(name, ks, ke, to)
	}
	xml := opensElement(text, ks)
	if xml && keyElement(text, ks) {
		return -1, -1, to // <Key>HmacOtp-Secret-Base32</Key><Value>v</Value>: the element names the value below
	}
	query := ks > 0 && (text[ks-1] == '?' || text[ks-1] == '&') || encodedBracket(text, ks-1)
	p, shape, ok := operator(text, ke, xml)
	if ok && shape.prose && text[ks] == '$' && (text[ke] == ' ' || text[ke] == '\t' || quotedExpansion(text, ks, ke)) {
		ok = false // docker login -p $NEXUS_PASS nexus.corp:8082, mcrcon -p "$RCON_PASSWORD" save-all: a variable's expansion, then the next argument
	}
	if ok && text[ks] == '$' && quotedArgument(text, ks, ke) {
		ok = false // ["redis-cli", "-a", "$REDIS_PASSWORD", "ping"]: a variable's expansion, then the next argument of a list
	}
	if ok && shape.prose && text[ke] == ' ' && fieldGiven(text, ks, ke) {
		ok = false // &{Name:db-password Version:3}: a field's value, then the next field
	}
	if ke < len(text) && text[ke] == ']' {
		if q := configuredValue(text, ks, ke); q > 0 {
			p, shape, ok, xml = q, valueShape{}, true, true // Path="\Package...Properties[Password]">\n<ConfiguredValue>v</ConfiguredValue>
		}
	}
	if ke+1 < len(text) && text[ke+1] == ' ' && (text[ke] == '"' || text[ke] == '\'') { // most names: a look at one byte
		if q := attributedText(text, ks, ke); q > 0 {
			p, shape, ok, xml = q, valueShape{}, true, true // <DTS:Property DTS:Name="Password" Sensitive="1">v</DTS:Property>
		}
	}
	if e := expectSend(text, ks, ke); e > 0 {
		p, shape, ok = e, valueShape{}, true // expect "password:"\n send "v\r"
	}
	if e := loggedValue(text, ks, ke); e > 0 {
		p, shape, ok = e, valueShape{}, true // Found key 'spring.mail.password' in PropertySource 'x' with value 'v'
	}
	passVerb := ok && shape.prose && passInProse(text, ks, ke, p)
	if e := variableDefault(text, ks, ke); e > 0 {
		p, shape, ok = e, valueShape{code: true}, true // variable "db_password" {\n  default = "v"
	}
	// given: a literal default, a password whatever the name (see
	// defaults.go); most names are no call's first argument, which a look
	// at one byte tells.
	given := false
	if ks >= 2 && text[ks-2] == '(' {
		if e := lookupDefault(text, ks, ke); e > 0 {
			p, shape, ok, given = e, valueShape{code: true}, true, true // ENV.fetch('DB_PASSWORD', 'v')
		}
	}
	if !ok {
		var elem bool // <entry key="db.password">v</entry>, - name: DB_PASSWORD\n  value: v
		if p, shape, elem, ok = keyedValue(text, ks, ke); elem {
			xml = true
		}
	}
	if ok && text[p-1] == '|' && text[p-2] != '|' && !rowCell(text, ks) {
		if d := defaultFilter(text, p); d > 0 {
			p, shape, given = d, valueShape{code: true}, true // {{ .Values.db.password | default "v" }}
		} else {
			ok = false // echo "$PASSWORD" | sudo -S, {{ .Values.password | b64enc }}: a pipe, a template's filter
		}
	}
	vs, ve := -1, -1
	if !ok && ke < len(text) && text[ke] == '(' && setter(name) {
		p, ok, shape.code = ke+1, true, true // setPassword("v")
		vs, ve = tupleValue(text, ke)        // SetBasicAuth("admin", "v")
	}
	if !ok && ke < len(text) && text[ke] == '(' {
		if q := returnedLiteral(text, ke); q > 0 {
			p, ok, shape.code = q, true, true // getApiToken() { return "v" }
		}
	}
	if (!ok || shape.prose) && blockOpens(text, ke) {
		if q := blockLiteral(text, ks, ke); q > 0 {
			p, ok, shape = q, true, valueShape{code: true} // FactoryBot's password { "v" }, RSpec's let(:password) { "v" }
		}
	}
	if !ok {
		vs, ve = comparedValue(text, ks) // "secret" == password
	}
	before := false
	if (!ok || shape.prose) && vs < 0 {
		vs, ve = usedAsValue(text, ks)
		if vs < 0 {
			vs, ve = namedAfter(text, ks, ke) // "v is the root password", "v (wifi password)"
		}
		before = vs >= 0 // "use v as the password", "I set v as the token for ci"
	} else if ok && p == ke+1 && text[ke] == ',' && vs < 0 {
		vs, ve = usedAsValue(text, ks)
		before = vs >= 0 // "try v for the pw, or the old one": a clause, not a list, after the name
	}
	if !ok && vs < 0 {
		if p = promptOutput(text, ks, ke); p >= 0 {
			ok = true // $ echo $API_KEY\nv
		}
	}
	n := notNamed
	if ok || vs >= 0 {
		n = named
	}
	if passVerb {
		n = namedToken // "Always pass `x`", "Single-pass reading": only a generated value counts
	}
	if given && n != notNamed {
		n = namedPassword // os.environ.get("API_TOKEN", "Word123!x")
	}
	if n == notNamed {
		return unnamedEnd(name, ks, ke, to)
	}
	if ok && p-1 == ke && text[ke] == ',' && argument(text, ks) {
		if !constantKey(text, ks, ke) {
			return -1, -1, to // f($password, "shop"), check(password, "x"): an argument before the next, not a key
		}
		n = namedPassword // env.put(Context.SECURITY_CREDENTIALS, "v"): JNDI's key for the password
	}
	if ok && !xml && vs < 0 && (text[ke] == ' ' || text[ke] == '\t') {
		if q := typedValueStart(text, p); q > 0 { // not after a colon: "password: 8 karakter" gives a length
			p = q // password 0 v, key 7 v, message-digest-key 1 md5 v: the encoding, then the value (see typed.go)
			if n == namedKey {
				n = namedPassword
			}
		}
	}
	if vs < 0 && text[p-1] == ',' {
		if e, _ := valueKeyEnd(text, skipSpaces(text, p)); e >= 0 {
			p = e // a value attribute after the key's: (ParameterKey=DbPassword,ParameterValue=v), Parameter(name="AdminPassword", value="v")
		}
	}
	quoted, grouped := true, false
	joined := "" // the text of a concatenation of literals
	if vs < 0 {
		vs, ve, quoted = value(text, p, xml, query)
		if !quoted && ve-vs >= 2 && text[vs] == '$' && isDigit(text[vs+1]) {
			if s, e := boundParameter(text, vs, ve); s >= 0 {
				vs, ve, quoted = s, e, true // password = $2 ... DETAIL:  parameters: $1 = 'app', $2 = 'v'
			}
		}
		if !quoted && shape.prose && vs < ve && text[vs] == '(' {
			vs, ve = parenthesised(text, vs, ve) // "the password is (v).": prose's aside, not the value's
		}
		if !quoted && vs < ve && listOpens(text, vs) {
			if s, e := byteList(text, vs); s >= 0 {
				if randomBytes(text[s:e]) {
					return s, e, e // aes_key[16] = { 0x9a, 0x63, ... } (see bytelist.go)
				}
				return -1, -1, e
			}
		}
		if vs < ve && (text[vs] == '<' || text[vs] == '{') { // most values open no template: a look at a byte
			if d := templateDefault(text, vs); d > 0 {
				vs, ve, quoted = value(text, d, false, false) // password: <%= ENV.fetch('X', 'v') %>
				n, shape = namedPassword, valueShape{code: true}
			} else if d := echoedFile(text, vs); d > 0 {
				vs, ve, quoted = value(text, d, false, false) // private-key <(echo 'v') (see heredoc.go)
			}
		} else if vs < ve && quoted && text[vs] == '@' {
			vs, ve = qtByteArray(text, vs, ve) // WebUI\Password_PBKDF2="@ByteArray(v)" (see decoded.go)
		} else if vs < ve && !quoted && callEnd(text[ve-1]) {
			if d := decodedLiteral(text, vs); d > 0 {
				vs, ve, quoted = value(text, d, false, false) // cookie_secret = bytes.fromhex('v') (see decoded.go)
			}
		}
		if quoted && ve+1 < len(text) && concatFollows[text[ve+1]] {
			ve, joined = joinedLiterals(text, vs, ve) // "sk" + "_live_" + "v" (see literals.go)
		}
		shape.literal = !quoted && (connectionPart(text, ks, vs, ve) || bareLiteral(text, ks, vs, ve))
		if e := groupsEnd(text, vs, ve); e > ve {
			ve, grouped = e, true // an app password: "qwmz xkep lrtv bnxy"
		} else if !quoted && n == namedPassword {
			// A bare passphrase is told from prose by English's words;
			// another language's password word gives one word bare
			// ("parool: sama mis enne", "the same as before").
			if shape.native = nativeName(text, ke); !shape.native {
				if e := passphraseEnd(text, ks, vs, ve); e > ve {
					ve, quoted = e, true // password: otter lamp seven
				}
			}
		}
	}
	if vs >= ve || !quoted && (shape.prose && (givesValue(text, vs, ve) || attribute(text, ve) || assignment(text[vs:ve])) || keywordArg(text, vs, ve)) {
		return -1, -1, to // "passwd db_password: v", `"password" name="v"`, `"Password", type="password"`, "reason=bad_password attempts=3": the value is the next name's
	}
	if quoted && ok && p > 0 && text[p-1] == ',' && quotedKey(text, ve) {
		return -1, -1, to // {"name": "db_password", "type": "string"}: the next attribute's name, no value
	}
	if !quoted && text[p-1] == ',' {
		// A comma gives a quoted value, a value attribute's (read
		// above), or after a blank a value that looks generated
		// ("secret, Xq7mK2vL9nR4cT1w"); prose lists words after one
		// ("passwd, emoji") and a CSV line names ("username,password,totp").
		if text[p] != ' ' || n == namedKey {
			return -1, -1, to
		}
		n = namedToken
	}
	if xml && !closesElement(text, ve) {
		return -1, -1, to // "<username>:<password>@host": placeholders, no element
	}
	if ok && quoted && vs > p && strings.IndexByte(text[p:vs], ',') >= 0 && !lettersOnly(text[vs:ve]) {
		// auth=("admin", "v"), SetBasicAuth("admin", "v"): a user and its
		// password, judged as one when it is more than letters (which
		// may be a mode: setAuth("basic", "header")).
		n = namedPassword
	}
	if before {
		quoted, shape.prose = false, true
	}
	shape.quoted = quoted
	if shape.base64 {
		ve = ldifFolded(text, ve) // a long value goes on over lines that open with a blank
	}
	shape.alone = !quoted && lineEnds(text, ve)
	shape.sentence = shape.prose && !quoted && wordFollows(text, ve) && !(grouped && randomGroups(text[vs:ve]))
	v := joinLines(text[vs:ve])
	if shape.base64 {
		v = ldifValue(v)
	}
	if grouped {
		v = strings.ReplaceAll(v, " ", "")
	}
	if joined != "" {
		v = joined
	}
	if !judge(v, n, shape) && !sharedPassphrase(text, name, v, n, ks, vs, shape, judge) || strings.HasPrefix(text[ve:], "..") && !trailsOff(text, ve, n) {
		if ve-vs <= maxReread {
			return -1, -1, to // a name in it may give a value: <add key="Password" value="v"/>
		}
		return -1, -1, ve
	}
	if shape.colon && encryptedParent(text, ks) || n == namedKey && publicKeyNamed(text, ks, ke) || signingKeyID(name, v) || macRecord(name, v) {
		return -1, -1, ve // a SealedSecret's encryptedData: ciphertext; "public key: v", "gpg: key ID:"; user.signingkey=4AEE18F83AFDEB23; X-Hub-Signature-256: sha256=v
	}
	if passedThrough(text, ks, ke) {
		return -1, -1, to // docker run -e GITHUB_TOKEN image: the caller's variable, then the image
	}
	if shape.prose {
		if a := namedArgument(text, vs); a > 0 {
			// api_key key_id:"v": the command's option, asked last as a
			// bare value after a blank is common in prose; but a struct
			// tag's default gives the field's value (DBPassword string
			// `env:"DB_PASSWORD" envDefault:"v"`).
			s, e := defaultArgument(text, vs, a)
			if s < 0 || !judge(text[s:e], n, valueShape{quoted: true}) {
				return -1, -1, to
			}
			vs, ve = s, e
		}
	}
	if !quoted && !grouped {
		ve = wordsEnd(text, vs, ve) // password: Kq7vLm ZxWq9 pLt2
	}
	return vs, ve, ve
}

// sharedPassphrase reports whether v, which the name text[ks:] of kind n
// gives at text[vs] and which is no value of that kind, is a passphrase
// that people chose and share, judged as a password: a key's beside a
// shared key's protocol (see sharedKeyNear: "config wifi-iface" above
// "option key 'v'", "crypto isakmp key v"), a key chain's key-string, a
// key named shared ("pre-shared-key v", which names a token), or a
// secret's on a device's login line or a line naming such a protocol
// ("enable secret v", "the radius secret is v"; not the YAML tag of Home
// Assistant's and ESPHome's references, "password: !secret
// wifi_password"). A call's keyword argument (sorted(peers, key=lambda p:
// p.asn)) and an identifier of words (key: vip_group_1) are code near the
// protocol's name, no passphrase. The cheap tests of the name come first:
// most names that get here give prose or code.
func sharedPassphrase(text, name, v string, n naming, ks, vs int, shape valueShape, judge func(string, naming, valueShape) bool) bool {
	near, login := false, false // whether sharedKeyNear or secretOnLogin must hold too, once the value is judged
	switch {
	case n == namedKey && keyString(name), n == namedToken && endsKey(name) && holdsWordOf(name, sharedKeyWords):
	case n == namedKey && endsKey(name):
		near = true
	case n == namedToken && endsSecret(name) && (ks == 0 || text[ks-1] != '!'):
		login = true
	default:
		return false
	}
	if argument(text, ks) || identifierShaped(v) && strings.IndexByte(v, '_') >= 0 || !judge(v, namedPassword, shape) {
		return false
	}
	return (!near || sharedKeyNear(text, ks, vs)) && (!login || secretOnLogin(text, ks, vs))
}

// secretOnLogin reports whether the secret's name at text[ks], whose
// value starts at text[vs], is on a device's login line (see deviceLogin)
// or after a shared key's protocol in a sentence (see sharedKeyWords):
// dense prose names secrets often, so both look only a line's and a few
// words' bytes back.
func secretOnLogin(text string, ks, vs int) bool {
	lo := max(0, ks-maxLoginReach)
	ls := -1
	if k := strings.LastIndexByte(text[lo:ks], '\n'); k >= 0 || lo == 0 {
		ls = lo + k + 1
	}
	end := max(vs, ks) // the value may come before the name: "v is the radius secret"
	return deviceLogin(text, ls, ks) || holdsWordOf(text[min(max(lo, ls, ks-maxProtocolReach), end):end], sharedKeyWords)
}

// keyString reports whether name is key-string, the key of a Cisco key
// chain's key (OSPF's, EIGRP's, IS-IS's, HSRP's), which both routers are
// given: a passphrase wherever it stands.
func keyString(name string) bool { return strings.EqualFold(name, "key-string") }

// deviceLogin reports whether the name at text[ks], on a line starting
// at text[ls] (-1: farther back than maxLoginReach, which opens no
// login), gives a network device's login password, as Cisco IOS, NX-OS and Arista EOS write them:
// the word enable is just before it ("enable secret v", "the enable
// secret on core-sw1 is v"), or its line opens with enable or username
// ("enable algorithm-type scrypt secret v", "username ops privilege 15
// secret v").
func deviceLogin(text string, ls, ks int) bool {
	line := text[max(0, ks-maxLoginReach):ks]
	if ls >= 0 {
		line = text[skipSpaces(text, ls):ks]
		if strings.HasPrefix(line, "enable ") || strings.HasPrefix(line, "username ") {
			return true
		}
	}
	before := strings.TrimRight(line, " \t")
	return len(before) >= 6 && strings.EqualFold(before[len(before)-6:], "enable") && (len(before) == 6 || !isAlnum(before[len(before)-7]))
}

// maxLoginReach bounds how far before a secret's name deviceLogin and
// sharedPassphrase look for its line's start and its protocol's word: a
// device's login line, or a sentence naming the protocol, puts them near.
const maxLoginReach = 96

// maxProtocolReach bounds how far before a secret's name a sentence names
// its protocol ("the radius secret is v", "the bgp neighbor's secret"):
// a few words.
const maxProtocolReach = 32

// endsSecret reports whether name ends with the word secret ("secret",
// "radius_secret", "Secret").
func endsSecret(name string) bool {
	return len(name) >= 6 && strings.EqualFold(name[len(name)-6:], "secret")
}

// sharedKeyNear reports whether a word of a shared key's protocol (see
// sharedKeyWords) is before the value at text[vs] of the name starting at
// text[ks], on its line or on the maxSharedLines lines above it,
// maxSharedReach bytes at most: a key there is a passphrase both ends
// were given, which a key's name alone would not take ("config
// wifi-iface" above UCI's "option key 'v'", netsh's "Authentication :
// WPA2-Personal" above "Key Content : v", "uci set
// wireless.@wifi-iface[0].key='v'", "Network key (WPA2): v", "crypto
// isakmp key v address", a "radius server" block's "key v", "the L2TP pre
// shared key is v").
func sharedKeyNear(text string, ks, vs int) bool {
	lo := max(0, ks-maxSharedReach)
	start := ks
	for n := 0; n <= maxSharedLines; n++ {
		k := strings.LastIndexByte(text[lo:start], '\n')
		if k < 0 {
			start = lo
			break
		}
		start = lo + k
	}
	return holdsWordOf(text[start:vs], wifiWords, sharedKeyWords)
}

// holdsWordOf reports whether a run of ASCII letters and digits in s is a
// word of one of sets, read in place; a set rejects most runs by their
// length or first byte before it looks one up.
func holdsWordOf(s string, sets ...wordSet) bool {
	for i := 0; i < len(s); {
		if !isAlnum(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && isAlnum(s[j]) {
			j++
		}
		for _, set := range sets {
			if set.has(s[i:j]) {
				return true
			}
		}
		i = j
	}
	return false
}

// endsKey reports whether name ends with the word key ("option key",
// "wireless.radio0.key", "Key"), not a name of a key's setting
// (wpa_key_mgmt).
func endsKey(name string) bool {
	return len(name) >= 3 && strings.EqualFold(name[len(name)-3:], "key")
}

// sharedKeyWords are the words, beside the Wi-Fi words, of the protocols
// whose ends share a key that people choose: a network's ssid, IKE's
// (isakmp, l2tp, ipsec), RADIUS's and TACACS+'s (and an aaa-server's),
// SNMPv3's, the routing and
// redundancy protocols' whose peers authenticate each other (ospf, bgp,
// isis, eigrp, hsrp, vrrp) and NTP's, and the words that say so
// (pre-shared, shared, psk).
var sharedKeyWords = newWordSet("ssid", "isakmp", "ike", "ikev1", "ikev2", "l2tp", "ipsec", "radius", "tacacs", "tacplus", "aaa",
	"ospf", "bgp", "isis", "eigrp", "hsrp", "vrrp", "ntp", "snmp", "shared", "preshared", "psk")

// Bounds of sharedKeyNear: the lines above a key's it reads, and their
// bytes.
const (
	maxSharedLines = 8
	maxSharedReach = 512
)

// endUnnamed is false only in the test that holds the early end of an
// unnamed name to what the whole grammar finds (TestUnnamedEarlyEnd).
var endUnnamed = true

// unnamedEnd is givenValue's result for the name text[ks:ke] (from the
// keyword's identifier ending at to) when it names no credential: the
// token whole if its joined parts make one value, else none, the name
// read.
func unnamedEnd(name string, ks, ke, to int) (int, int, int) {
	if (strings.IndexByte(name, '-') >= 0 || strings.IndexByte(name, '.') >= 0) && !joinedFile(name) && joinedValue(name) {
		return ks, ke, ke // "acme-SECRET-value", one token whole
	}
	return -1, -1, max(to, ke) // the joined name was read whole
}

// wordsEnd returns the end of the line of the bare value text[vs:ve],
// taken, if one or two more words end it that mix letters and digits
// ("password: Kq7vLm ZxWq9 pLt2", a value with blanks written bare), or
// ve. A word that reads as written ends the value there ("Kq7vLm2x9 for
// staging"), and so does a URL or a path, a command's next argument
// ("-F value=Kq7vLm2x9 https://host/api/v4"; "pass=v HTTP/1.0" in an
// access log), a flag or another name's assignment ("--salt=v
// --trace-id=3190708988", a process's command line).
func wordsEnd(text string, vs, ve int) int {
	e := ve
	for words := 0; words < 2 && e < len(text) && text[e] == ' '; words++ {
		s := e + 1
		w := s
		for w < len(text) && text[w] != ' ' && text[w] != '\t' && text[w] != '\n' && text[w] != '\r' {
			w++
		}
		if w-s < 4 || !mixesDigits(text[s:w]) || text[s] == '-' || strings.IndexByte(text[s:w], '/') >= 0 || assignment(text[s:w]) {
			return ve
		}
		e = w
	}
	if !lineEnds(text, e) {
		return ve
	}
	return e
}

// Bounds of groupsEnd: the groups' count and length.
const (
	minGroups, maxGroups = 3, 8
	minGroup, maxGroup   = 4, 5
)

// groupsEnd returns where a value ends that is written in groups for
// reading, the bare value text[vs:ve] the first of them: minGroups to
// maxGroups groups of one length of letters of one case and digits,
// joined by single spaces, that together look generated (Google's app
// passwords, "qwmz xkep lrtv bnxy"; a TOTP setup key, "JBSW Y3DP EHPK
// 3PXP"); or ve. Words of one length in a sentence read as written
// ("this will work fine"). Groups of four letters and digits whose
// cases mix count only as six of them, the first six, as WordPress
// shows an application password (24 letters and digits: "q7zt kmF2
// rh9y bvnc Ld3s gtwe").
func groupsEnd(text string, vs, ve int) int {
	n := ve - vs
	if n < minGroup || n > maxGroup {
		return ve
	}
	mixedOK := n == appPasswordGroup && alnumOnly(text[vs:ve])
	cases := letterCases(text[vs:ve])
	if cases == mixedCase && !mixedOK {
		return ve
	}
	e, groups, sixth := ve, 1, -1
	oneE, oneGroups := ve, 1 // the groups of one case before a mixed one
	for groups < maxGroups && e+1+n <= len(text) && text[e] == ' ' && (e+1+n == len(text) || !isIdentByte(text[e+1+n])) {
		c := cases | letterCases(text[e+1:e+1+n])
		if c == mixedCase && !(mixedOK && alnumOnly(text[e+1:e+1+n])) {
			break
		}
		e, groups, cases = e+1+n, groups+1, c
		if cases != mixedCase {
			oneE, oneGroups = e, groups
		}
		if groups == appPasswordGroups {
			sixth = e
		}
	}
	if cases == mixedCase {
		if sixth < 0 {
			// Fewer than six: the groups of one case before the mixed
			// one ("qwmz xkep lrtv bnxy Then"), if they are enough.
			e, groups = oneE, oneGroups
		} else {
			e, groups = sixth, appPasswordGroups
		}
	}
	if groups < minGroups || !generated(strings.ReplaceAll(text[vs:e], " ", ""), false) {
		return ve
	}
	return e
}

// randomGroups reports whether the groups for reading s (see groupsEnd)
// are of four, as app passwords are printed, and read as random letters,
// not as words, each costed as a word is: such groups are no sentence's
// words where a sentence goes on after them ("the gmail app password qwmz
// xkep lrtv bnxy into", not "the password scope oauth first" nor
// "password again oauth oauth signing on").
func randomGroups(s string) bool {
	if len(s) <= appPasswordGroup || s[appPasswordGroup] != ' ' {
		return false
	}
	bits, _ := wordCost(s)
	return bits >= randomBits
}

// appPasswordGroups and appPasswordGroup are the groups of a WordPress
// application password and the letters and digits of each.
const appPasswordGroups, appPasswordGroup = 6, 4

// alnumOnly reports whether s holds ASCII letters and digits alone.
func alnumOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlnum(s[i]) {
			return false
		}
	}
	return true
}

// The cases of letterCases.
const (
	lowerCase uint8 = 1 << iota
	upperCase
	mixedCase = lowerCase | upperCase
)

// letterCases returns the cases of the ASCII letters that s holds with
// digits, lowerCase, upperCase or 0 (digits alone), or mixedCase if it
// holds both or any other byte.
func letterCases(s string) uint8 {
	var cases uint8
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z':
			cases |= lowerCase
		case 'A' <= c && c <= 'Z':
			cases |= upperCase
		case !isDigit(c):
			return mixedCase
		}
	}
	return cases
}

// mixesDigits reports whether s holds an ASCII letter and a digit.
func mixesDigits(s string) bool {
	var letter, digit bool
	for i := 0; i < len(s); i++ {
		letter = letter || isLetter(s[i])
		digit = digit || isDigit(s[i])
	}
	return letter && digit
}

// setter reports whether name is a setter's ("setPassword",
// "set_api_key", "client.withToken") or an auth's constructor
// ("ApiKeyAuth", "TokenAuth": an SDK's auth method made from its key),
// whose argument is the value.
func setter(name string) bool {
	name = name[strings.LastIndexByte(name, '.')+1:]
	if len(name) > len("Auth") && strings.HasSuffix(name, "Auth") {
		return true
	}
	for _, w := range []string{"set", "with"} {
		if len(name) > len(w)+1 && hasPrefixFold(name, w) && (name[len(w)] == '_' || 'A' <= name[len(w)] && name[len(w)] <= 'Z') {
			return true
		}
	}
	return false
}

// Bounds of returnedLiteral.
const (
	maxParams = 64 // the parameter list's bytes
	maxToBody = 48 // the bytes from the list's end to the return
)

// returnedLiteral returns where the quoted string starts that a function
// declared with the parameter list opening at text[p] returns in its
// first statement, or -1: "getApiToken() { return "v" }" (Java, C#, JS;
// Go's "() string {"; TypeScript's "(): string {"), "get_token(self) ->
// str:\n    return 'v'" (Python), "GetToken() => "v";" and "token():
// String = "v"" (expression bodies). A call compared with a string
// ("getToken() == "v"") returns nothing.
func returnedLiteral(text string, p int) int {
	e := strings.IndexAny(text[p:min(len(text), p+maxParams)], ")\n")
	if e < 0 || text[p+e] != ')' {
		return -1
	}
	lim := min(len(text), p+e+1+maxToBody)
	for q := p + e + 1; q < lim; q++ {
		switch c := text[q]; {
		case c == '{':
			return returnStatement(text, q+1, lim)
		case c == ':':
			if r := skipSpaces(text, q+1); r == len(text) || text[r] == '\n' || text[r] == '\r' || strings.HasPrefix(text[r:], "return ") {
				return returnStatement(text, q+1, lim) // Python's body
			} // else a type annotation follows
		case c == '=':
			if q+1 < lim && text[q+1] == '=' {
				return -1
			}
			if q+1 < lim && text[q+1] == '>' {
				q++
			}
			return quoteAt(text, skipSpaces(text, q+1))
		case !isIdentByte(c) && strings.IndexByte(" \t-><[]*.?,", c) < 0:
			return -1 // not a return type: the call goes on, or the line ends
		}
	}
	return -1
}

// blockOpens reports whether a blank and a brace or a parenthesis
// follows the name ending at text[ke], as a block after it would (see
// blockLiteral): most names are followed by neither, which a look at two
// bytes tells.
func blockOpens(text string, ke int) bool {
	return ke+1 < len(text) && (text[ke] == ' ' && text[ke+1] == '{' || text[ke] == ')' && text[ke+1] == ' ')
}

// blockLiteral returns where the quoted string starts that a Ruby block
// after the name text[ks:ke] holds alone, or -1: a factory's attribute
// (FactoryBot's and Fabrication's password { "v" }) or an RSpec let of
// the name's symbol (let(:password) { "v" }).
func blockLiteral(text string, ks, ke int) int {
	q := ke
	if q < len(text) && text[q] == ')' && ks > 0 && text[ks-1] == ':' {
		q++ // let(:password)
	}
	if q+3 >= len(text) || text[q] != ' ' || text[q+1] != '{' || text[q+2] != ' ' {
		return -1
	}
	o := quoteAt(text, q+3)
	if o < 0 || text[o] == '`' {
		return -1
	}
	k := strings.IndexByte(text[o+1:min(len(text), o+1+maxReread)], text[o])
	if k < 0 || !strings.HasPrefix(text[o+1+k+1:], " }") {
		return -1
	}
	return o
}

// returnStatement returns where the quoted string starts that a return
// statement at the start of text[q:lim] returns, past blank lines (a
// patch's added lines too), or -1.
func returnStatement(text string, q, lim int) int {
	for q < lim && (text[q] == ' ' || text[q] == '\t' || text[q] == '\n' || text[q] == '\r' || text[q] == '+' && text[q-1] == '\n') {
		q++
	}
	if !strings.HasPrefix(text[q:], "return ") {
		return -1
	}
	return quoteAt(text, skipSpaces(text, q+len("return ")))
}

// encodedBracket reports whether text[i:] opens with a bracket
// percent-encoded, as a form body or a query writes a nested field's
// name (user%5Bpassword%5D=v, Rails' and PHP's user[password]).
func encodedBracket(text string, i int) bool {
	return i >= 0 && i+3 <= len(text) && text[i] == '%' && text[i+1] == '5' && (lower(text[i+2]) == 'b' || lower(text[i+2]) == 'd')
}

// quoteAt returns q if a string's opening quote stands at text[q], or -1.
func quoteAt(text string, q int) int {
	if q < len(text) && (text[q] == '"' || text[q] == '\'' || text[q] == '`') {
		return q
	}
	return -1
}

// loginValue reads the password of "login with USER / PASSWORD" (or "as
// USER:PASSWORD", "with USER and PASSWORD") after the word login ending at
// text[p], as prose gives a user and a password.
func loginValue(text string, p, to int) (int, int, int) {
	if p+1 < len(text) && text[p] == ' ' {
		if q := forPhrase(text, p, p+1); text[q] == ':' {
			p = q // "creds for staging: admin:v"
		} else if q > p+1 && (hasPrefixFold(text[q:], "are ") || hasPrefixFold(text[q:], "is ")) {
			p = q - 1 // "creds for the test tenant are admin@x / v", "login for jenkins is ops/v"
		}
	}
	rest := text[p:min(len(text), p+maxReread)]
	if rest == "" || strings.IndexByte(" :\r\n?", rest[0]) < 0 {
		return -1, -1, to // "login(", "login_url": no loginWords
	}
	for _, w := range loginWords {
		if hasPrefixFold(rest, w) {
			u := p + len(w)
			if w[len(w)-1] == '\n' {
				u = itemStart(text, u) // "Credentials:\n  - admin / v"
			}
			e := argEnd(text, u, p+len(rest))
			if c := strings.IndexAny(text[u:e], ":/"); c > 0 { // USER:PASSWORD, USER/PASSWORD
				return loginPassword(text, u+c+1, e, to)
			}
			if w[0] != '\n' && w[0] != '\r' && w[len(w)-1] == '\n' {
				if vs, ve := passwordBelowUser(text, u, e); vs >= 0 {
					return loginPassword(text, vs, ve, to) // "vpn login?\njdoe\nv": USER, then PASSWORD below it
				}
			}
			if w == " is " || w == ": " {
				if vs, ve, next := spacedPassword(text, e, to); vs >= 0 {
					return vs, ve, next // "router login is admin v and wifi is w": USER PASSWORD, a blank apart
				}
			}
			s := skipSpaces(text, e)
			if strings.HasPrefix(text[s:], "/ ") || w == " as " && strings.HasPrefix(text[s:], "with ") ||
				w == " with " && strings.HasPrefix(text[s:], "and ") { // USER / PASSWORD, as USER with PASSWORD, with USER and PASSWORD
				v := skipSpaces(text, s+strings.IndexByte(text[s:], ' '))
				return loginPassword(text, v, argEnd(text, v, min(len(text), v+maxReread)), to)
			}
		}
	}
	return -1, -1, to
}

// pairEnds reports whether the clause of a user and a password a blank
// apart ends at text[p]: at the line's end, a comma or a semicolon, or
// before "and", "for" or "on" (the next credential, or what it opens).
func pairEnds(text string, p int) bool {
	if p >= len(text) || strings.IndexByte("\r\n,;", text[p]) >= 0 {
		return true
	}
	return hasPrefixFold(text[p:], " and ") || hasPrefixFold(text[p:], " for ") || hasPrefixFold(text[p:], " on ")
}

// loginCallee returns which argument of a call of name (its last dotted
// part, after the object's) is a password, given after a user or a
// network's name in the argument before it: the last (-1) of a login
// word's call (server.login, ftp.logon) or a credentials constructor's
// (Credentials("realm", "host", "user", "v")), the third (2) of a
// connection's (JDBC's DriverManager.getConnection(url, user, password),
// PHP's new PDO(dsn, user, password) and mysqli(host, user, password, db),
// Perl's DBI->connect(dsn, user, password), see methodEnd; Python's
// MySQLdb.connect(host, user, password, db), an MQTT client's
// connect(id, user, password), MATLAB's database(source, user,
// password); the second when the third is a URL, as WebLogic's WLST
// writes connect(user, password, url)), the second (1) of a Wi-Fi object's
// joining call (see wifiCalls) or of an access point's (see
// accessPointCalls) or of an OAuth confidential client's
// constructor, whose secret follows its client id (Globus's
// ConfidentialAppAuthClient(id, secret), MSAL's
// ConfidentialClientApplication(id, credential)), the fourth (3) of an
// ONVIF camera's constructor, after the camera's host and port
// (python-onvif's ONVIFCamera(host, port, user, password)); or 0.
func loginCallee(name string) int {
	dot := strings.LastIndexByte(name, '.')
	callee := name[dot+1:]
	switch {
	case loginKindOf(callee) == loginName:
		return -1
	case dot > 0 && wifiCalls.has(callee) && wifiObject(name[:dot]):
		return 1
	case accessPointCalls.has(callee):
		return 1
	case connectCallees.has(callee):
		return 2
	case strings.EqualFold(callee, "onvifcamera"):
		return 3
	case confidentialClient(callee):
		return 1
	case len(callee) >= len("credentials") && strings.EqualFold(callee[len(callee)-len("credentials"):], "credentials"):
		return -1 // sbt's Credentials(realm, host, user, password), UsernamePasswordCredentials(user, password)
	case userPasswordSetter(callee):
		return -1 // paho's username_pw_set(user, password), setUserPassword(user, password)
	}
	return 0
}

// operandValue returns the bounds of the operand of the keyword
// text[ks:ke] that IBM's command languages write in parentheses after
// it, quoted or bare: MQSC's LDAPPWD('v'), RACF's ALTUSER JSMITH
// PASSWORD(v), IBM i's CHGUSRPRF USRPRF(JSMITH) PASSWORD(v); or -1, -1.
// The keyword is in upper case and the operand ends its word (a blank,
// MQSC's continuation '+' or the line's end follow), which a call in
// code, written in lower or mixed case, seldom is.
func operandValue(text string, ks, ke int) (int, int) {
	if c := text[ks]; c < 'A' || c > 'Z' || strings.ContainsFunc(text[ks:ke], func(r rune) bool { return 'a' <= r && r <= 'z' }) {
		return -1, -1
	}
	vs, ve := ke+1, -1
	if vs < len(text) && text[vs] == '\'' {
		vs++
		if k := strings.IndexByte(text[vs:min(len(text), vs+maxReread)], '\''); k > 0 {
			ve = vs + k
		}
		if ve < 0 || ve+1 >= len(text) || text[ve+1] != ')' {
			return -1, -1
		}
	} else {
		k := strings.IndexAny(text[vs:min(len(text), vs+maxReread)], ") \t\n(,'\"")
		if k <= 0 || text[vs+k] != ')' {
			return -1, -1
		}
		ve = vs + k
	}
	if e := strings.IndexByte(text[ve:], ')') + ve + 1; e < len(text) && text[e] != ' ' && text[e] != '+' && text[e] != '\n' && text[e] != '\r' {
		return -1, -1
	}
	return vs, ve
}

// userPasswordSetter reports whether callee is a setter (see setter) or
// ends with set, and its name holds user and then pw or pass: it takes a
// user and their password (username_pw_set, setUserPassword).
func userPasswordSetter(callee string) bool {
	var buf [32]byte
	w, ok := folded(&buf, callee)
	if !ok || !setter(callee) && !strings.HasSuffix(string(w), "set") {
		return false
	}
	u := strings.Index(string(w), "user")
	return u >= 0 && (strings.Contains(string(w[u:]), "pw") || strings.Contains(string(w[u:]), "pass"))
}

// confidentialClient reports whether callee constructs an OAuth
// confidential client: its name holds the words confidential and client.
func confidentialClient(callee string) bool {
	var buf [32]byte
	w, ok := folded(&buf, callee)
	return ok && strings.Contains(string(w), "confidential") && strings.Contains(string(w), "client")
}

// connectCallees are the calls that open a connection with a target, a
// user and a password: a database's or a message broker's.
var connectCallees = newWordSet("getconnection", "pdo", "mysqli", "mysqli_connect", "mysqli_real_connect", "dbi->connect", "connect", "database")

// wifiCalls are the calls that join or open a Wi-Fi network, its name
// then its passphrase, on an object a Wi-Fi word names: Arduino's
// WiFi.begin(ssid, pass) and WiFi.softAP(ssid, pass), MicroPython's
// wlan.connect(ssid, key).
var wifiCalls = newWordSet("begin", "softap", "connect")

// accessPointCalls are the calls of ESP boards' Wi-Fi libraries that
// take a network's name then its passphrase on an object of any name:
// WiFiMulti's addAP(ssid, pass), WiFiManager's autoConnect(ap, pass) and
// startConfigPortal(ap, pass), the password of the portal's own network.
var accessPointCalls = newWordSet("addap", "autoconnect", "startconfigportal")

// wifiObject reports whether a part of the object name, between
// separators, is a Wi-Fi word (see wifiWords): WiFi, wlan, self.wifi.
func wifiObject(name string) bool { return holdsWordOf(name, wifiWords) }

// methodEnd returns the end of the method's name that Perl's or PHP's
// arrow calls on the class or object named before text[p]
// ("DBI->connect"), or p.
func methodEnd(text string, p int) int {
	if p+2 >= len(text) || text[p] != '-' || text[p+1] != '>' {
		return p
	}
	e := p + 2
	for e < len(text) && e < p+34 && isIdentByte(text[e]) {
		e++
	}
	if e == p+2 || e == len(text) {
		return p
	}
	return e
}

// loginCall reads the password of a login call at text[p:], its argument
// arg (see loginCallee) in quotes after a user in quotes
// (server.login("alerts@acme.dev", "v")), or with user false after any
// argument (new X509Certificate2(path, "v"), see calls.go).
func loginCall(text string, p, arg int, user bool, to int) (int, int, int) {
	vs, ve := callPair(text, p, arg, user)
	if vs < 0 || !credentialValue(text[vs:ve], namedPassword, valueShape{quoted: true, code: true}) {
		return -1, -1, to
	}
	return vs, ve, ve
}

// callPair returns the bounds of argument arg (the last for -1) of the
// call whose parenthesis opens at text[p], if it is a quoted string (b"v"
// and @"v" too: Python's bytes, C#'s verbatim string) and, with user, so
// is the one before it, or -1, -1. An argument that is not quoted may
// hold calls (Path.Combine(dir, "a.pfx")). The last is read in a call of
// five arguments at most; a numbered one in a call of any length,
// whatever follows it (MATLAB's database('db', 'user', 'v', 'Vendor',
// 'PostgreSQL', 'Server', 'pg')).
func callPair(text string, p, arg int, user bool) (int, int) {
	var args [5][2]int
	q := p + 1
	for n := 0; n < len(args); n++ {
		q = skipSpaces(text, q)
		args[n] = [2]int{-1, -1}
		if q+1 < len(text) && (text[q] == 'b' || text[q] == '@') && (text[q+1] == '"' || text[q+1] == '\'') {
			q++ // b"v", @"v"
		}
		if q < len(text) && (text[q] == '"' || text[q] == '\'') {
			k := strings.IndexByte(text[q+1:min(len(text), q+1+maxReread)], text[q])
			if k < 0 {
				return -1, -1
			}
			args[n] = [2]int{q + 1, q + 1 + k}
			q += k + 2
		} else {
			q = bareArgEnd(text, q, p+maxReread)
		}
		if q = skipSpaces(text, q); q >= len(text) || text[q] != ',' && text[q] != ')' {
			return -1, -1
		}
		if text[q] == ')' || n == arg {
			if arg < 0 {
				arg = n
			}
			if arg < 1 || arg > n || user && args[arg-1][0] < 0 || args[arg][0] < 0 {
				return -1, -1
			}
			return args[arg][0], args[arg][1]
		}
		q++
	}
	return -1, -1
}

// bareArgEnd returns where the argument at text[q:] that is not quoted
// ends, before lim: at a ',' or ')' or a newline outside the calls it
// holds, or at lim.
func bareArgEnd(text string, q, lim int) int {
	depth := 0
	for ; q < len(text) && q < lim; q++ {
		switch text[q] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return q
			}
			depth--
		case ',':
			if depth == 0 {
				return q
			}
		case '\n':
			return q
		}
	}
	return q
}

// itemStart returns where the text of the line at text[p:] starts, past
// a patch's '+', its indentation and a list bullet.
func itemStart(text string, p int) int {
	if p < len(text) && text[p] == '+' {
		p++
	}
	p = skipSpaces(text, p)
	if p+1 < len(text) && (text[p] == '-' || text[p] == '*') && text[p+1] == ' ' {
		p = skipSpaces(text, p+1)
	}
	return p
}

// loginPassword returns text[vs:ve], less closing punctuation, if the
// model takes it for a password.
func loginPassword(text string, vs, ve, to int) (int, int, int) {
	ve = trimValue(text, vs, ve)
	if vs < ve && credentialValue(text[vs:ve], namedPassword, valueShape{prose: true}) {
		return vs, ve, ve
	}
	return -1, -1, to
}

func skipSpaces(text string, p int) int {
	for p < len(text) && (text[p] == ' ' || text[p] == '\t') {
		p++
	}
	return p
}

// joinLines returns v without the newlines (a backslash before them, and
// the indentation and patch marker after them) that continue it.
func joinLines(v string) string {
	if strings.IndexByte(v, '\n') < 0 {
		return v
	}
	var b strings.Builder
	for _, part := range strings.Split(v, "\n") {
		part = strings.TrimSuffix(strings.TrimSuffix(part, "\r"), "\\")
		b.WriteString(strings.TrimLeft(strings.TrimPrefix(part, "+"), " \t"))
	}
	return b.String()
}

// givesValue reports whether the bare value text[vs:ve] is a credential
// name and the start of an operator (which trimValue may have left out) ("db_password:", "PASSWORD="), which
// gives the value that follows rather than being one.
func givesValue(text string, vs, ve int) bool {
	ke := vs
	for ke < ve && isNameByte(text[ke]) {
		ke++
	}
	return ke > vs && ke < len(text) && (text[ke] == ':' || text[ke] == '=') && credentialName(text[vs:ke]) != notNamed
}

// rowCell reports whether the name starting at text[ks] starts a cell of
// a table row ("| password | v |", "| `DB_PASSWORD` | v |", "apiKey | v"
// at the start of a line; a box drawn with box-drawing characters is read
// as its ASCII twin, see boxview.go), or ends a cell of a pipe's row in a
// word or two more ("| API Secret | v |", as Confluent's and OpenStack's
// CLIs box a field and its value), where '|' after it gives its value.
func rowCell(text string, ks int) bool {
	i := ks
	for i > 0 && ks-i < 2 && (text[i-1] == '`' || text[i-1] == '*') {
		i-- // | `DB_PASSWORD` | v |, | **token** | v |
	}
	i = skipSpacesBack(text, i)
	if i > 0 && text[i-1] == '+' && (i == 1 || text[i-2] == '\n') {
		i-- // a patch's added line
	}
	if i == 0 || text[i-1] == '|' || text[i-1] == '\n' {
		return true
	}
	for range 2 { // | API Secret | v |, | Client Secret Value | v |
		w := i
		for w > 0 && i-w < maxHeader && isLetter(text[w-1]) {
			w--
		}
		if w == i || w == 0 || text[w-1] != ' ' {
			return false
		}
		if i = skipSpacesBack(text, w); i > 0 && text[i-1] == '|' {
			return true
		}
	}
	return false
}

// wifiWordBefore reports whether the word before the name at text[ks:],
// past one blank, names a Wi-Fi network (see wifiWords), or is "network"
// as a router's sticker writes it ("Network key v"; a config's
// network_key, Zigbee2MQTT's, is no passphrase).
func wifiWordBefore(text string, ks int) bool {
	if ks < 2 || text[ks-1] != ' ' {
		return false
	}
	s := ks - 1
	for s > 0 && s > ks-9 && (isLetter(text[s-1]) || isDigit(text[s-1])) {
		s--
	}
	w := text[s : ks-1]
	return s < ks-1 && (wifiWords.has(w) || strings.EqualFold(w, "network")) // has ignores case
}

// assignment reports whether the bare value v is a lower-case name, '='
// and a value ("attempts=3"), as the next part of a log line or a command
// is.
func assignment(v string) bool {
	i := 0
	for i < len(v) && ('a' <= v[i] && v[i] <= 'z' || v[i] == '_') {
		i++
	}
	return i >= 3 && i+1 < len(v) && v[i] == '=' && v[i+1] != '='
}

// valueChild returns where the text of a <Value> child opening at
// text[p:] (past blanks, and the '+' that starts a patch's added line)
// starts, or p: a Windows answer file gives a credential element's value
// so (unattend.xml's
// <Password><Value>v</Value><PlainText>true</PlainText></Password>), and
// a Spring bean's property its own (<property name="password"><value>v</value></property>).
func valueChild(text string, p int) int {
	q := p
	for q < len(text) && (text[q] == ' ' || text[q] == '\t' || text[q] == '\r' || text[q] == '\n' || text[q] == '+' && q > 0 && text[q-1] == '\n') {
		q++
	}
	if len(text)-q >= len("<Value>") && strings.EqualFold(text[q:q+len("<Value>")], "<Value>") {
		return q + len("<Value>")
	}
	return p
}

// opensElement reports whether the name at text[ks:] is an XML element's,
// after '<' or after a namespace's prefix and its colon
// (<wsse:Password Type="...#PasswordText">v</wsse:Password>).
func opensElement(text string, ks int) bool {
	if ks == 0 || text[ks-1] != '<' && text[ks-1] != ':' {
		return false
	}
	if text[ks-1] == '<' {
		return true
	}
	p := ks - 1
	for lo := max(0, p-maxPrefix); p > lo && (isIdentByte(text[p-1]) || text[p-1] == '-' || text[p-1] == '.'); {
		p--
	}
	return p > 0 && p < ks-1 && text[p-1] == '<'
}

// maxPrefix bounds the bytes of a namespace's prefix opensElement reads.
const maxPrefix = 32

// attributesEnd returns where the attributes end that follow an element's
// name at text[p:], on its line (` encoding="base64"`), or p.
func attributesEnd(text string, p int) int {
	for q := p; q < len(text) && q < p+maxAttributes; {
		q = skipSpaces(text, q)
		if q == len(text) || text[q] == '>' {
			return q
		}
		e := q
		for e < len(text) && (isIdentByte(text[e]) || text[e] == ':' || text[e] == '-') {
			e++
		}
		if e == q || e+1 >= len(text) || text[e] != '=' || text[e+1] != '"' && text[e+1] != '\'' {
			return p // no attribute: "password = v", <password/>
		}
		c := strings.IndexByte(text[e+2:], text[e+1])
		if c < 0 || strings.IndexByte(text[e+2:e+2+c], '\n') >= 0 {
			return p
		}
		q = e + 2 + c + 1
	}
	return p
}

// maxAttributes bounds the bytes of attributes attributesEnd reads.
const maxAttributes = 128

// closesElement reports whether an element's closing tag follows its
// value ending at text[ve], after blanks, a quote or a patch's '+'.
func closesElement(text string, ve int) bool {
	if strings.HasPrefix(text[ve:], cdataEnd) {
		ve += len(cdataEnd) // <password><![CDATA[v]]></password>
	}
	for ve < len(text) && strings.IndexByte(" \t\r\n+\"'", text[ve]) >= 0 {
		ve++
	}
	return strings.HasPrefix(text[ve:], "</")
}

// wordFollows reports whether a word in lower case follows text[:p]
// after a blank (and a comma or semicolon), as prose goes on.
func wordFollows(text string, p int) bool {
	if p < len(text) && (text[p] == ',' || text[p] == ';') {
		p++ // "das Passwort ist abgelaufen, bitte neu setzen": a clause goes on
	}
	return p+1 < len(text) && text[p] == ' ' && ('a' <= text[p+1] && text[p+1] <= 'z' || text[p+1] >= 0x80)
}

// lineEnds reports whether only blanks are left of the line at text[p:].
func lineEnds(text string, p int) bool {
	p = skipSpaces(text, p)
	return p == len(text) || text[p] == '\n' || text[p] == '\r'
}

// attribute reports whether the bare value ending at text[ve] is the name
// of an attribute whose quoted value follows (name="v").
func attribute(text string, ve int) bool {
	return ve < len(text) && text[ve-1] == '=' && (text[ve] == '"' || text[ve] == '\'')
}

// keywordArg reports whether the bare value text[vs:ve] is an identifier
// and '=', a keyword argument's name whose quoted value follows
// (type="password").
func keywordArg(text string, vs, ve int) bool {
	return ve-vs > 1 && attribute(text, ve) && identifierShaped(text[vs:ve-1])
}

// comparedValue returns the bounds of a quoted string compared with the
// name that starts at text[ks:] ("if ("v" == password)"), or -1, -1.
func comparedValue(text string, ks int) (int, int) {
	i := ks
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	j := i
	for j > 0 && i-j < 3 && (text[j-1] == '=' || text[j-1] == '!') {
		j--
	}
	if i-j < 2 || text[i-1] != '=' {
		return -1, -1
	}
	for j > 0 && text[j-1] == ' ' {
		j--
	}
	if j == 0 || (text[j-1] != '"' && text[j-1] != '\'') {
		return -1, -1
	}
	q, e := text[j-1], j-1
	lo := max(0, e-maxValue)
	for s := e - 1; s >= lo && text[s] != '\n'; s-- {
		if text[s] == q && (s == 0 || text[s-1] != '\\') {
			return s + 1, e
		}
	}
	return -1, -1
}

// usedAsValue returns the bounds of the word that a verb uses as the
// credential the name that starts at text[ks:] is, or for it, in the
// field or at the prompt that asks for it ("use v as the password", "set
// v as your token", "try v for the pw", "put v in the password field",
// "enter v at the passphrase prompt", "try with v as the password"), or
// -1, -1.
func usedAsValue(text string, ks int) (int, int) {
	s := asBefore(text, ks)
	if s < 0 {
		b := skipSpacesBack(text, ks)
		if b == 0 || strings.IndexByte("eryas", text[b-1]|0x20) < 0 {
			return -1, -1 // most names: no "as" before them, nor a determiner (the, your, my, a, its)
		}
		d := b
		for d > 0 && b-d < 6 && text[d-1]|0x20-'a' < 26 { // ASCII letters
			d--
		}
		if !determiner(text[d:b]) {
			return -1, -1
		}
		if s = asBefore(text, d); s < 0 {
			return -1, -1
		}
	}
	vs, ve := lineWordBefore(text, s)
	if vs == ve {
		return -1, -1
	}
	s, e := lineWordBefore(text, vs)
	if e-s == len("with") && strings.EqualFold(text[s:e], "with") {
		s, e = lineWordBefore(text, s) // "try with v as the password"
	}
	if !useVerbs.has(text[s:e]) {
		return -1, -1
	}
	if q := text[vs]; (q == '"' || q == '\'' || q == '`') && ve-vs > 2 && text[ve-1] == q {
		vs, ve = vs+1, ve-1
	} else if q >= 0xC2 {
		for _, c := range typographicQuotes {
			if ve-vs > len(c.open)+len(c.close) && strings.HasPrefix(text[vs:ve], c.open) && strings.HasSuffix(text[vs:ve], c.close) {
				return vs + len(c.open), ve - len(c.close) // "Use ‘v’ for the login", as a phone's keyboard quotes it
			}
		}
	}
	return vs, ve
}

// asBefore returns where the word "as", "in", "at" or "for" starts that
// stands before text[p] after blanks, or -1.
func asBefore(text string, p int) int {
	b := skipSpacesBack(text, p)
	if b < 3 || b == p {
		return -1
	}
	s := b - 2
	switch text[b-1] | 0x20 { // most words before a name: a look at one byte
	case 's':
		if text[s]|0x20 != 'a' {
			return -1
		}
	case 'n':
		if text[s]|0x20 != 'i' {
			return -1
		}
	case 't':
		if text[s]|0x20 != 'a' {
			return -1
		}
	case 'r':
		if s--; s < 1 || text[s]|0x20 != 'f' || text[s+1]|0x20 != 'o' {
			return -1
		}
	default:
		return -1
	}
	if text[s-1] != ' ' && text[s-1] != '\t' {
		return -1
	}
	return s
}

// lineWordBefore returns the bounds of the word before text[:p] on its line,
// past blanks: the bytes back to a blank or the line's start; or p, p.
func lineWordBefore(text string, p int) (int, int) {
	e := p
	for e > 0 && (text[e-1] == ' ' || text[e-1] == '\t') {
		e--
	}
	s := e
	for s > 0 && text[s-1] != ' ' && text[s-1] != '\t' && text[s-1] != '\n' {
		s--
	}
	return s, e
}

// determiner reports whether w is one of the words a name may follow
// in "use v as the password": the, your, my, our, a, its, their (compared
// byte by byte, as it is asked at many names).
func determiner(w string) bool {
	switch len(w) {
	case 1:
		return w[0]|0x20 == 'a'
	case 2:
		return strings.EqualFold(w, "my")
	case 3:
		return strings.EqualFold(w, "the") || strings.EqualFold(w, "our") || strings.EqualFold(w, "its")
	case 4:
		return strings.EqualFold(w, "your")
	case 5:
		return strings.EqualFold(w, "their")
	}
	return false
}

var (
	useVerbs = newWordSet("use", "using", "set", "try", "enter", "type", "paste", "choose", "pick", "chose", "used", "picked", "typed", "entered", "pasted", "tried", "chosen", "put", "gave", "give",
		"meant", "mean")
)

// constantKey reports whether the name text[ks:ke], a call's first
// argument, is a constant (upper case with an underscore or a class
// before it, "Context.SECURITY_CREDENTIALS", "WMQConstants.PASSWORD")
// that a map's insertion takes as the key of the value after it (put,
// setProperty, putIfAbsent, JMS's setStringProperty, a preferences
// editor's putString): a key, where a variable would be a value.
func constantKey(text string, ks, ke int) bool {
	dot := strings.LastIndexByte(text[ks:ke], '.')
	last := text[ks+dot+1 : ke]
	if dot < 0 && strings.IndexByte(last, '_') < 0 || strings.ContainsFunc(last, func(r rune) bool { return 'a' <= r && r <= 'z' }) {
		return false
	}
	b := skipSpacesBack(text, ks)
	if b == 0 || text[b-1] != '(' {
		return false
	}
	e := b - 1
	s := e
	for s > 0 && e-s < len("setObjectProperty") && isIdentByte(text[s-1]) {
		s--
	}
	var buf [32]byte
	callee, ok := folded(&buf, text[s:e])
	return ok && mapPuts.has(string(callee))
}

// mapPuts are the calls that put a value in a map under a key.
var mapPuts = newWordSet("put", "setproperty", "putifabsent", "setstringproperty", "setobjectproperty", "putstring")

// argument reports whether the unquoted name at text[ks:] is one of a
// call's arguments: a variable ("$password") or a name after the call's
// '(' or a comma.
func argument(text string, ks int) bool {
	b := skipSpacesBack(text, ks)
	return text[ks] == '$' || b > 0 && (text[b-1] == '(' || text[b-1] == ',')
}

// nameBounds extends the identifier text[from:to] over what joins names:
// dots, dashes, '$' and a leading '@' before (64 bytes at most), and
// dotted or dashed parts after (maxValue bytes at most: they may hold a
// value). An '@' after a name starts a host, as in a URL's userinfo
// ("svc:$password@mq.internal:5672"), so it ends the name either way.
func nameBounds(text string, from, to int) (int, int) {
	for lo := max(0, from-64); from > lo && isNameByte(text[from-1]); {
		if text[from-1] == '@' && from-1 > lo && isNameByte(text[from-2]) {
			break
		}
		from--
	}
	for hi := min(len(text), to+maxValue); to < hi && (isNameByte(text[to]) && text[to] != '@' && !intoLatin(text, to) || inWord(text, to)); {
		to++
	}
	if from > 0 {
		if n := encodedQuote(text, from-1); n > 0 && from+n-1 < to {
			from += n - 1 // \u0022apiKey, %22apiKey: the name starts past the escaped quote
		}
	}
	for to > from { // "token." ending a sentence, "key-" before a value
		if text[to-1] == '-' {
			to--
		} else if stop := withoutStop(text, from, to); stop < to {
			to = stop
		} else {
			break
		}
	}
	return from, to
}

// inWord reports whether text[i] is a byte of a non-ASCII letter inside
// a word (the ñ of "contraseña"): a non-ASCII byte after a letter or
// another such byte, of a letter or a mark rather than of punctuation
// (the full-width colon of "密码：v", an ideographic comma), of a soft
// hyphen before an ASCII letter ("Pass\u00adwort", see softHyphen), or
// of a zero-width joiner or non-joiner before a letter beyond ASCII.
func inWord(text string, i int) bool {
	if text[i] < 0x80 || i == 0 || !isLetter(text[i-1]) && text[i-1] < 0x80 {
		return false
	}
	if text[i] >= 0xC0 { // a character's first byte
		r, _ := utf8.DecodeRuneInString(text[i:])
		return unicode.IsLetter(r) || unicode.IsMark(r) || r == softHyphen && i+2 < len(text) && isLetter(text[i+2]) ||
			(r == zeroWidthNonJoiner || r == zeroWidthJoiner) && i+3 < len(text) && text[i+3] >= 0xC0 && letterOrMarkAt(text, i+3)
	}
	return true
}

// letterOrMarkAt reports whether the character at text[i] is a letter or
// a mark.
func letterOrMarkAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsLetter(r) || unicode.IsMark(r)
}

// zeroWidthNonJoiner and zeroWidthJoiner are the invisible marks that
// Indic and Persian keyboards put inside a word to shape its letters
// (Telugu's పాస్‌వర్డ్, Malayalam's പാസ്‌വേഡ്): before another letter
// beyond ASCII they are no separator (see inWord).
const (
	zeroWidthNonJoiner = '\u200c'
	zeroWidthJoiner    = '\u200d'
)

// softHyphen is the invisible hyphen that a word processor or a PDF
// leaves inside a word where it may break ("Pass\u00adwort"): inside a
// name it is no separator (see inWord), and the name is read without it.
const softHyphen = '\u00ad'

// withoutSoftHyphens returns name without the soft hyphens in it, or name
// (most names hold no byte beyond ASCII, which one look tells).
func withoutSoftHyphens(name string) string {
	if strings.IndexByte(name, 0xC2) < 0 {
		return name
	}
	return strings.ReplaceAll(name, string(softHyphen), "")
}

// joinedValue reports whether name holds a value joined to a credential
// word by a dash or dot ("acme-SECRET-Xq7m...", "acmePRIVATEkey-9f2c..."):
// the rest of the name after such a word looks generated. The name is read
// once; of its separators after a credential word only the last
// maxJoined are tried, so that a name of such words repeated costs work
// linear in its length.
func joinedValue(name string) bool {
	var seps [maxJoined]int // ring of the last separators after a credential word
	n := 0
	last := "" // the last letter run before i
	for i := 0; i < len(name); {
		j := runEnd(name, i)
		switch {
		case isLetter(name[i]):
			last = name[i:j]
		case !isDigit(name[i]) && last != "" && credentialWord(last) != notNamed:
			for k := i; k < j; k++ {
				if name[k] == '-' || name[k] == '.' {
					seps[n%maxJoined] = k
					n++
				}
			}
		}
		i = j
	}
	for k := n - 1; k >= max(0, n-maxJoined); k-- {
		if i := seps[k%maxJoined]; credentialValue(name[i+1:], namedToken, valueShape{}) {
			return true
		}
	}
	return false
}

// maxJoined is how many separators joinedValue tries, from the last.
const maxJoined = 4

func isNameByte(b byte) bool { return isIdentByte(b) || b == '.' || b == '-' || b == '$' || b == '@' }

// operator reads what follows a name at text[p:]: closing quotes and a
// bracket, then the operator. It returns where the value may start and the
// shape the operator gives it.
func operator(text string, p int, xml bool) (int, valueShape, bool) {
	var s valueShape
	ke := p
	if p < len(text) && (text[p] == '\'' || text[p] == 0xE2) { // most names: a look at one byte
		for _, w := range contractedIs {
			if strings.HasPrefix(text[p:], w) {
				s.prose = true
				return p + len(w), s, true // "the password's v", "The password’s v": is, contracted
			}
		}
	}
	p = arrayDimEnd(text, p) // const char WIFI_PASS[] = "v": a C array's declarator
	// Closers: "key", 'key', \"key\", key], ['key'], **key** (markdown's
	// emphasis).
	for n := 0; n < 4 && p < len(text) && strings.IndexByte("\"'`]\\*&%", text[p]) >= 0; n++ {
		if u := encodedQuote(text, p); u > 0 {
			p += u - 1 // \u0022key\u0022, &quot;key&quot;, %22key%22
		} else if text[p] == '&' || text[p] == '%' {
			break
		}
		p++
	}
	if encodedBracket(text, p) {
		p += len("%5D") // user%5Bpassword%5D=v: a form's nested field, its brackets percent-encoded
	}
	if p < len(text) && text[p] == ':' {
		p = visibilityEnd(text, p) // [password:protected] => v
	}
	if q := pairedValue(text, p); q != p {
		return q, s, true // {"name": "DB_PASSWORD", "value": "v"}, or before it (see leadingValueKeyEnd)
	}
	if q := callFallback(text, p); q > p {
		s.code = true
		return q, s, true // os.environ.get("DB_PASSWORD") or "v", getenv('DB_PASS') ?: 'v'
	}
	p = labelNote(text, p) // "API key (prod): v"
	if strings.HasPrefix(text[p:], "：") {
		s.colon = true
		return p + len("："), s, true // "密码：v": the full-width colon of CJK text
	}
	if vs, _ := cornerQuoted(text, p); vs >= 0 {
		return p, s, true // "パスワードは「v」です": CJK's quotes after the name
	}
	if p < len(text) && intoLatin(text, p) && gluedCopula(text, p) {
		s.prose = true
		return p, s, true // "密码是v，", "パスワードはvです": a copula without a blank (see scripts.go)
	}
	if p > ke && p < len(text) && text[p] == '%' {
		if n, colon := encodedOperator(text, p); n > 0 {
			s.colon = colon
			return p + n, s, true // %22password%22%3A%22v%22: JSON in a query, its quotes and colon percent-encoded
		}
	}
	if q := trailedOff(text, p); q > p {
		s.prose = true
		return q, s, true // "the pw... v", "token… v": chat trails off before the value
	}
	if p < len(text) && text[p] == ')' {
		q := skipSpaces(text, p+1)
		if w := itsWords.prefixOf(text[q:]); q > p+1 && w != "" {
			s.prose = true
			return q + len(w), s, true // "(the smtp password) its v": an aside names it, the clause after gives it
		}
	}
	if p >= len(text) || !opStart[text[p]] {
		if p == ke && p < len(text) && text[p] == '\n' && askedLine(text, p) {
			if q := answerBelow(text, p); q > 0 {
				s.prose = true
				return q, s, true // "whats the wifi password\nit's v": a question without its mark
			}
		}
		return 0, s, false // most names: "token.", "keys)", "password\n"
	}
	if xml {
		if text[p] == ' ' {
			p = attributesEnd(text, p) // <Pass encoding="base64">v</Pass>
		}
		if p < len(text) && text[p] == '>' {
			return valueChild(text, p+1), s, true
		}
		return 0, s, false
	}
	sp := p
	for p < len(text) && (text[p] == ' ' || text[p] == '\t') {
		p++
	}
	spaced := p > sp
	if e, _ := valueKeyEnd(text, p); spaced && e > 0 {
		return e, s, true // <add key="Password" value="v"/>, key = "Password"  value = "v"
	}
	if p >= len(text) {
		return 0, s, false
	}
	if e := promptDefault(text, p); spaced && e > p {
		return operator(text, e, false) // AWS Secret Access Key [None]: v
	}
	if c := text[p]; c == '?' || c == ',' {
		q := p + 1
		if leadIn(text, q) > q {
			s.prose = true
			return leadIn(text, q), s, true // "my password? it's v": a question its answer follows; "the password, it is v"
		}
		if r := skipSpaces(text, q); r > q {
			if v := verbPhrase(text, r); v > r {
				s.prose = true
				return v + len(proseOps.prefixOf(text[v:])), s, true // "changed the password, I changed it to v"
			}
		}
	}
	if q := p + 1; text[p] == '?' && q < len(text) && text[q] == ' ' {
		s.prose, s.question = true, true
		return q, s, true // "password? v": the answer follows, judged as prose's
	}
	if text[p] == '?' || text[p] == '\n' || text[p] == '\r' {
		if q := answerBelow(text, p); q > 0 {
			s.prose = true
			return q, s, true // "whats the wifi password?\nAna: v"
		}
	}
	if !spaced && strings.HasPrefix(text[p:], ":: ") {
		s.colon, s.base64 = true, true
		return p + len(":: "), s, true // LDIF: userPassword:: V3E5..., unicodePwd:: IgBX...
	}
	if c := text[p]; c != ' ' && opStart[c] {
		if c == '|' && spaced {
			if v, _ := markedUp(text, p); v >= 0 {
				s.prose = true
				return p, s, true // "token ||v||": Discord's spoiler, not a pipe
			}
		}
		if op := operators.prefixOf(text[p:min(len(text), p+4)]); op != "" {
			q := p + len(op)
			if op == "=" && q+2 < len(text) && text[q] == '3' && text[q+1] == 'D' && (text[q+2] == '"' || text[q+2] == '\'') {
				q += len("3D") // password=3D"v": quoted-printable's '=', then the quoted value
			}
			spacedAfter := q < len(text) && (text[q] == ' ' || text[q] == '\t')
			s.colon = op == ":"
			if s.colon && !spaced && strings.HasPrefix(text[q:], ": ") {
				if ldifHashed(text, q+2) {
					return 0, s, false // userPassword:: e1NTSEF9...: a directory's stored hash, not the password
				}
				q++ // userPassword:: v, LDIF's value in base64
			}
			if s.colon {
				if t := typedInitializer(text, q); t > q {
					s.colon, s.code = false, true
					return t, s, true // val password: String = "v", let key: &str = "v"
				}
				if v := nestedValue(text, q, ke); v > 0 {
					return v, s, true // "db_password": {"sensitive": true, "value": "v"}
				}
				q = leadIn(text, emphasisEnd(text, q)) // **Password:** v, password: it's v
			}
			// Code spaces its assignments or writes operators that
			// shells and env files do not; KEY=value and key: value
			// are configuration.
			s.code = !s.colon && (op != "=" || spaced || spacedAfter)
			return q, s, true
		}
		if d := echoedFile(text, p); spaced && d > 0 {
			return d, s, true // wg set wg0 private-key <(echo v) (see heredoc.go)
		}
		if !spaced || !strings.HasPrefix(text[p:], "- ") {
			return 0, s, false
		}
		s.prose = true
		return p + 1, s, true // "nethunt token - 'value'"
	}
	if spaced && strings.HasPrefix(text[p:], "— ") {
		s.prose = true
		return p + len("—"), s, true // "token — v": a dash in prose
	}
	if spaced && (text[p] == 0xE2 || text[p] == 0xF0) { // most values: a look at one byte
		for _, m := range pointers {
			if strings.HasPrefix(text[p:], m) {
				s.prose = true
				return p + len(m), s, true // "pw 👉 v", "`password` → `v`": a mark pointing at the value
			}
		}
	}
	if !spaced || text[p] == '\n' || text[p] == '\r' {
		return 0, s, false
	}
	if isLetter(text[p]) {
		if t := typeAnnotation(text, p); t > p {
			return operator(text, t, false) // "key string = v": a declaration
		}
		if t := accountLabel(text, ke, p); t > p {
			return operator(text, t, false) // "PASSWORD elastic = v": a tool's report of an account's password
		}
	}
	s.prose = true
	if q := answerBelow(text, p); q > 0 {
		return q, s, true // "password for the printer admin page\nSam: v"
	}
	switch text[p] | 0x20 { // most words after a name: a look at one byte
	case 'i':
		if w := itsWords.prefixOf(text[p:]); w != "" {
			return p + len(w), s, true // "the smtp password its v": chat's "it's" without the comma before it
		}
	case 'c':
		if hasPrefixFold(text[p:], "colon ") {
			s.colon = true
			return p + len("colon "), s, true // "password colon v": a colon as dictation spells it
		}
	}
	if text[p]|0x20 == 'w' && splitPassword(text, ke, p) { // most words after a name: a look at one byte
		p += len(secondWord) // "pass word is X"
	} else if q := forPhrase(text, ke, p); q > p {
		p = q // "password for the vpn is X"
	} else if q = modifierEnd(text, p); q > p {
		p = q // "la contraseña wifi es X"
	} else if q = objectPhrase(text, p); q > p {
		p = q // "пароль от почты X", "pass wifi: X", "باسورد الواي فاي X"
	} else if q = changedClause(text, p); q > p {
		return q, s, true // "password changed, now it's X"
	} else {
		p = verbPhrase(text, p) // "the password I used was X"
	}
	if text[p] == ':' {
		s.colon = true
		return p + 1, s, true // "password for staging: X", prose still
	}
	if q := parenQuoted(text, p); q > p && !strings.EqualFold(text[identStart(text, ke-1):ke], "pass") {
		return q, s, true // "the password of svc-backup (`X`)"; "all tests pass (`pytest`)" is the verb's
	}
	if w := proseOps.prefixOf(text[p:]); w != "" { // "set the password to X"
		if q := qualifierEnd(text, p+len(w)); q > p+len(w) {
			s.colon = true
			return q, s, true // "the password is all lowercase: X"
		}
		if q := valueNounEnd(text, p+len(w)); q > p+len(w) {
			return q, s, true // "SESSION_SECRET was the default `X`"
		}
		return p + len(w), s, true
	}
	if q := nativeCopula(text, ke, p); q > p {
		return q, s, true // "heslo je X", "salasana on X"
	}
	return p, s, true // "--token value", "KEY value"
}

// appositive returns the bounds of the word that a comma at text[p] sets
// beside the phrase before it, as a clause of its own between commas or
// ending the sentence ("the token for the pilot, v, has export rights";
// "the key for staging, v."), or -1, -1: one word, with a comma, a period
// or the line's end after it. A list goes on ("the token for prod,
// staging and dev").
func appositive(text string, p int) (int, int) {
	if p+2 >= len(text) || text[p] != ',' || text[p+1] != ' ' {
		return -1, -1
	}
	e := p + 2
	for e < len(text) && text[e] != ' ' && text[e] != '\t' && text[e] != '\n' && text[e] != '\r' && text[e] != ',' {
		e++
	}
	if e > p+2 && text[e-1] == '.' {
		e-- // the sentence's end
	}
	if e == p+2 || e < len(text) && text[e] != ',' && text[e] != '.' && text[e] != '\n' && text[e] != '\r' {
		return -1, -1
	}
	return p + 2, e
}

// trailedOff returns where the value starts after an ellipsis (see
// ellipsisAt) that blanks may stand before at text[p:], as chat writes
// between a name and its value ("the pw... v", "token … v"), or p.
func trailedOff(text string, p int) int {
	q := skipSpaces(text, p)
	if q >= len(text) || text[q] != '.' && text[q] != 0xE2 { // most names: a look at one byte
		return p
	}
	if n := ellipsisAt(text, q); n > 0 {
		return skipSpaces(text, q+n)
	}
	return p
}

// ellipsisAt returns the length of the ellipsis at text[p:] that a blank
// follows, as chat trails off: two dots or three, or the one character
// ("v... or was it", "the pw… v"); or 0. A longer run of dots is none.
func ellipsisAt(text string, p int) int {
	n := 0
	if strings.HasPrefix(text[p:], "\u2026") {
		n = len("\u2026")
	} else {
		for n < 3 && p+n < len(text) && text[p+n] == '.' {
			n++
		}
		if n < 2 {
			return 0
		}
	}
	if p+n >= len(text) || text[p+n] != ' ' {
		return 0
	}
	return n
}

// contractedIs are the copula "is" contracted after a name, with an
// apostrophe or a phone's curly one, and the blank after it.
var contractedIs = [...]string{"'s ", "’s "}

// pointers are the arrows and the pointing hand that chat writes between
// a name and its value, each with the blank after it.
var pointers = [...]string{"→ ", "⇒ ", "➡ ", "➡️ ", "👉 "}

// quotedExpansion reports whether the name text[ks:ke] is quoted on its
// own and a blank follows, a shell argument of its own ("$RCON_PASSWORD"
// save-all): what comes after is the next argument, not its value.
func quotedExpansion(text string, ks, ke int) bool {
	return ks > 0 && ke+1 < len(text) && (text[ke] == '"' || text[ke] == '\'') && text[ks-1] == text[ke] && (text[ke+1] == ' ' || text[ke+1] == '\t')
}

// quotedArgument reports whether the name text[ks:ke] is a quoted
// string of its own that a comma follows, an item of a list.
func quotedArgument(text string, ks, ke int) bool {
	if ks == 0 || ke == len(text) || text[ks-1] != '"' && text[ks-1] != '\'' || text[ke] != text[ks-1] {
		return false
	}
	p := skipSpaces(text, ke+1)
	return p < len(text) && text[p] == ','
}

// ldifHashed reports whether the LDIF value in base64 at text[p:] decodes
// to a hash tagged with its scheme ({SSHA}, {CRYPT}, {PBKDF2-SHA512}), as
// a directory stores a password in place of it.
func ldifHashed(text string, p int) bool {
	var buf [12]byte
	n, _ := base64.StdEncoding.Decode(buf[:], []byte(text[p:min(len(text), p+16)]))
	if n < 3 || buf[0] != '{' {
		return false
	}
	for _, c := range buf[1:n] {
		switch {
		case c == '}':
			return true
		case (c < 'A' || c > 'Z') && !isDigit(c) && c != '-':
			return false
		}
	}
	return false
}

// arrayDimEnd returns where the dimension of a C array's declarator that
// opens at text[p] ends ("[]", "[16]"), or p.
func arrayDimEnd(text string, p int) int {
	if p >= len(text) || text[p] != '[' {
		return p // most names: a look at one byte
	}
	q := p + 1
	for q < len(text) && isDigit(text[q]) {
		q++
	}
	if q < len(text) && text[q] == ']' {
		return q + 1
	}
	return p
}

// leadIn returns where the value starts after the words that lead one
// in at text[p:], after blanks ("it's v", "it is v"), or p.
func leadIn(text string, p int) int {
	q := skipSpaces(text, p)
	if w := leadIns.prefixOf(text[q:]); w != "" {
		return q + len(w)
	}
	return p
}

// askedLine reports whether the line ending at text[nl] opens, past a
// chat line's time and writer (see speakerEnd), with a word that asks (see
// askWords): a question written without its mark ("whats the wifi
// password", "do u have the ssh password").
func askedLine(text string, nl int) bool {
	ls, ok := lineStart(text, nl)
	return ok && askWords.prefixOf(text[speakerEnd(text, ls):nl]) != ""
}

// askWords are the words that open askedLine's questions.
var askWords = newWordStarts("what ", "whats ", "what's ", "what’s ", "where ", "wheres ", "where's ", "do ", "does ", "did ",
	"got ", "have ", "has ", "any ", "anyone ", "is ", "can ", "could ", "pls ", "please ", "send me ")

// leadIns are the words of leadIn; "new one is" names the credential
// again as a change of it gives the value ("changed the password, new
// one is v"), and "now it's" and "it was" say what it became or had been;
// chat drops the apostrophe ("its v").
var leadIns = newWordStarts("it's ", "it’s ", "its ", "it is ", "it was ", "that's ", "that is ", "new one is ", "the new one is ",
	"now it's ", "now it’s ", "now it is ")

// itsWords are the leadIns that say "it is" after a credential's name
// or an aside naming it without a comma between, as chat drops it ("the
// smtp password its v", "(the db password) it's v").
var itsWords = newWordStarts("its ", "it's ", "it’s ")

// changedClause returns where the value starts after the words at
// text[p:] that say the credential was changed and a leadIn that gives
// what it is now ("password changed, now it's v", "token rotated, new
// one is v"), or p.
func changedClause(text string, p int) int {
	var e int
	switch text[p] | 0x20 { // most words after a name: a look at one byte
	case 'c', 'u':
		e = p + len("changed") // and "updated"
	case 'r':
		e = p + len("reset")
		if p+1 < len(text) && text[p+1] == 'o' {
			e = p + len("rotated")
		}
	default:
		return p
	}
	if e+1 >= len(text) || text[e] != ',' && (text[e] != ' ' || text[e+1] != '-') || !changedWords.has(text[p:e]) {
		return p
	}
	q := e + 1
	if text[e] == ' ' {
		q++ // "token rotated - new one is v"
	}
	if leadIn(text, q) > q {
		return leadIn(text, q)
	}
	return p
}

// changedWords are the words of changedClause before its leadIn.
var changedWords = newWordSet("changed", "reset", "rotated", "updated")

// promptDefault returns the end of a prompt's default in brackets at
// text[p:] that a colon and a blank follow ("[None]: ",
// "[****************abcd]: "), or p. A colon that a port follows is a
// host's: an IPv6 address's ("[::1]:6379"), or a placeholder's that
// stands for a host ("-p $PASS [HOST]:8082").
func promptDefault(text string, p int) int {
	if text[p] != '[' {
		return p
	}
	for e := p + 1; e < len(text) && e < p+48 && text[e] != '\n'; e++ {
		if text[e] == ']' {
			if e+1 < len(text) && text[e+1] == ':' && (e+2 == len(text) || text[e+2] == ' ' || text[e+2] == '\t' || text[e+2] == '\n' || text[e+2] == '\r') {
				return e + 1
			}
			return p
		}
	}
	return p
}

// emphasisEnd returns where the blank after markdown's closing emphasis
// at text[p:] starts ("**" in "**Password:** v"), or p.
func emphasisEnd(text string, p int) int {
	e := p
	for e < len(text) && e < p+2 && text[e] == '*' {
		e++
	}
	if e > p && e < len(text) && text[e] == ' ' {
		return e
	}
	return p
}

// proseOps are the words that give a value in prose after a name: in
// English (and SQL's IDENTIFIED BY), the copulas of German, French, Spanish, Portuguese,
// Italian, Dutch, Swedish, Norwegian, Danish, Vietnamese, Greek, Arabic, Hebrew, Thai
// and Hindi written in Latin script ("mein Passwort ist X", "das Passwort lautet X",
// "la contraseña es X", "le mdp du wifi c'est X", "lösenordet är X", "passordet er X",
// "mật khẩu là X", "ο κωδικός είναι X", "كلمة السر هي X", "הסיסמה היא X", "รหัสผ่าน คือ X",
// "password hai X"; Tagalog's "ay", after the possessive ko or mo if
// any: "ang password ko ay X"), and after a phrase of what it is for, '=' ("SET
// PASSWORD FOR 'app'@'%' = 'v'"). Languages whose words the letter model
// reads as random (Polish "jest wymagane") or whose copula is an English
// preposition (Finnish "on": "reset the password on srv-db01") give their
// values after a colon only. English says what a value is or becomes in
// more words too ("is now v", "will be v", "has been changed to v",
// "reset to v", "set it to v"); they come before the words they start
// with.
var proseOps = newWordStarts(append(englishCopulas, "is ", "was ", "is: ", "are ", "to ", "by ", "set to ", "reset to ", "changed to ",
	"set it to ", "changed it to ", "reset it to ", "updated it to ",
	"ist ", "war ", "lautet ", "lautet: ", "est ", "c'est ", "es ", "é ", "è ", "era ", "är ", "er ", "là ", "hai ", "είναι ", "είναι: ",
	"هي ", "היא ", "คือ ", "ay ", "ko ay ", "mo ay ", "= ")...)

// copulas are the proseOps that say what a value is.
var copulas = newWordStarts(append(englishCopulas, "is ", "was ", "are ", "is: ", "ist ", "war ", "lautet ", "est ", "c'est ", "es ", "é ", "è ", "era ", "är ", "er ", "là ", "hai ", "είναι ",
	"هي ", "היא ", "คือ ", "ay ", "ko ay ", "mo ay ")...)

// nativeCopula returns where the value starts after the copula at
// text[p:] of the language of the password word ending at text[ke]:
// Czech and Slovak "je" after heslo, Finnish "on" after salasana, the
// topic particle of Japanese written in romaji after pasuwaado ("wa", or
// "ha" as its kana is typed), Vietnamese "la" (là typed without its
// accent) after khau, Romanian "este" after parola, Indonesian "adalah"
// after sandi, and the copulas of nativeCopulas' other languages
// ("lozinka je X", "slaptažodis yra X", "parole ir X", "parool on X",
// "la contrasenya és X", "fjalëkalimi është X", "nenosiri ni X"), after
// a possessive of a language that writes it after its noun ("kata laluan
// saya ialah X", "fjalëkalimi im është X"). Those copulas are English words
// ("on", as in "reset the password on srv-db01"), too short to be read
// alone, or another language's word (Spanish "este", "this"), so they
// give a value only after their own language's word; or p.
func nativeCopula(text string, ke, p int) int {
	if !nativeEnd(text, ke) || p >= len(text) || !nativeStarts[text[p]|0x20] {
		return p // most names ("password", "token") and words after them: a look at two bytes of each
	}
	q := p
	if w := nativePossessives.prefixOf(text[p:]); w != "" {
		q += len(w)
	}
	for _, i := range nativeByEnd[text[ke-1]|0x20] {
		if c := nativeCopulas[i]; q < len(text) && text[q]|0x20 == c[1][0]|0x20 && strings.HasPrefix(text[q:], c[1]) && ke >= len(c[0]) && strings.EqualFold(text[ke-len(c[0]):ke], c[0]) {
			return q + len(c[1])
		}
	}
	return p
}

// nativeName reports whether the name ending at text[ke] is a password
// word of one of nativeCopulas' languages, not English's.
func nativeName(text string, ke int) bool {
	if !nativeEnd(text, ke) {
		return false // most names: a look at their last two bytes
	}
	for _, i := range nativeByEnd[text[ke-1]|0x20] {
		if c := nativeCopulas[i]; ke >= len(c[0]) && strings.EqualFold(text[ke-len(c[0]):ke], c[0]) {
			return true
		}
	}
	return false
}

// splitPassword reports whether the name ending at text[ke] is the word
// "pass" and the secondWord at text[p:] makes "password" of it, written
// as two words ("pass word is X"). Only a copula makes them one: "pass
// word lists to the tool" passes something.
func splitPassword(text string, ke, p int) bool {
	if ke < 4 || !strings.EqualFold(text[ke-4:ke], "pass") || ke > 4 && isLetter(text[ke-5]) || !hasPrefixFold(text[p:], secondWord) {
		return false
	}
	return copulas.prefixOf(text[p+len(secondWord):]) != ""
}

// secondWord is what follows "pass" in splitPassword's "pass word".
const secondWord = "word "

// nativeCopulas are the words of nativeCopula: a password word and its
// language's copula.
var nativeCopulas = [...][2]string{{"heslo", "je "}, {"salasana", "on "},
	{"pasuwaado", "wa "}, {"pasuwaado", "ha "}, {"pasuwado", "wa "}, {"pasuwado", "ha "}, {"khau", "la "},
	{"parola", "este "}, {"parolă", "este "}, {"sandi", "adalah "},
	// Serbian, Croatian and Slovene; Lithuanian, Latvian, Estonian;
	// Catalan, Albanian, Swahili, Malay and Bengali.
	{"lozinka", "je "}, {"лозинка", "је "}, {"šifra", "je "}, {"sifra", "je "}, {"шифра", "је "}, {"zaporka", "je "}, {"geslo", "je "},
	{"slaptažodis", "yra "}, {"slaptazodis", "yra "}, {"parole", "ir "}, {"parool", "on "},
	{"contrasenya", "és "}, {"fjalëkalimi", "është "}, {"fjalekalimi", "eshte "}, {"nenosiri", "ni "}, {"nywila", "ni "},
	{"laluan", "ialah "}, {"laluan", "adalah "}, {"পাসওয়ার্ড", "হলো "}, {"পাসওয়ার্ড", "হল "},
	// Bulgarian and Macedonian, whose copula is a letter (паролата е X,
	// лозинката е X).
	{"паролата", "е "}, {"парола", "е "}, {"лозинка", "е "}, {"лозинката", "е "},
	// Finnish's possessives, Norwegian's and Danish's definite forms
	// after a possessive (passordet mitt er X), Welsh, Zulu, Hausa and
	// Yoruba (Ọ̀rọ̀ aṣínà mi ni X).
	{"salasanani", "on "}, {"salasanasi", "on "}, {"passordet", "er "}, {"adgangskoden", "er "}, {"kodeordet", "er "},
	{"cyfrinair", "yw "}, {"nghyfrinair", "yw "}, {"gyfrinair", "yw "}, {"iphasiwedi", "ithi "}, {"iphasiwedi", "ngu-"},
	{"sirri", "ita ce "}, {"sirrina", "ita ce "}, {"aṣínà", "ni "}}

// nativePossessives are the possessives that nativeCopula's languages
// write after the noun, before the copula: Malay's saya and aku,
// Albanian's im, Swahili's langu and yangu, Bulgarian's ми, Norwegian's
// and Danish's mitt and min, Zulu's yami, Yoruba's mi ("my").
var nativePossessives = newWordStarts(nativePossessiveWords...)

// nativePossessiveWords are the words of nativePossessives.
var nativePossessiveWords = []string{"saya ", "aku ", "im ", "langu ", "yangu ", "ми ", "mitt ", "min ", "yami ", "mi "}

// nativeStarts holds the first bytes of nativeCopulas' copulas and of
// nativePossessives, folded as nativeCopula folds them.
var nativeStarts = func() (t [256]bool) {
	for _, c := range nativeCopulas {
		t[c[1][0]|0x20] = true
	}
	for _, w := range nativePossessiveWords {
		t[w[0]] = true
	}
	return t
}()

// nativeEnd reports whether the name ending at text[ke] ends in the last
// two bytes of one of nativeCopulas' password words (folded as
// nativeCopula folds them): English's credential words end in none.
func nativeEnd(text string, ke int) bool {
	if ke < 2 {
		return false
	}
	b := text[ke-2] | 0x20
	return nativeEnds[text[ke-1]|0x20][b>>6]&(1<<(b&63)) != 0
}

// nativeEnds holds, for each last byte of nativeCopulas' password words,
// the set of the bytes before it, folded as nativeCopula folds them.
var nativeEnds = func() (t [256][4]uint64) {
	for _, c := range nativeCopulas {
		w := c[0]
		b := w[len(w)-2] | 0x20
		t[w[len(w)-1]|0x20][b>>6] |= 1 << (b & 63)
	}
	return t
}()

// nativeByEnd holds, for each last byte of nativeCopulas' password words
// (folded as nativeCopula folds them), the indices of the pairs whose word
// ends in it: most names end in a byte none does, and the rest are
// compared with the few that do.
var nativeByEnd = func() (t [256][]uint8) {
	for i, c := range nativeCopulas {
		e := c[0][len(c[0])-1] | 0x20
		t[e] = append(t[e], uint8(i))
	}
	return t
}()

// englishCopulas are the copulas of more than one word, of tense and
// mood, and of the adverbs a person insists with ("the password is
// definitely v").
var englishCopulas = []string{"is now ", "is still ", "is definitely ", "is actually ", "is really ", "is literally ", "was changed to ", "was set to ", "was reset to ", "has been changed to ",
	"has been set to ", "has been reset to ", "will be ", "should be ", "would be ", "remains ", "became "}

// wordStarts is a list of lower-case words that a text may start with,
// ignoring ASCII case, kept by the byte they start with: prose after a
// credential word seldom starts with one, and a look at its first byte
// spares the comparisons with the others.
type wordStarts struct {
	byFirst [256][]string
}

func newWordStarts(words ...string) *wordStarts {
	p := &wordStarts{}
	for _, w := range words {
		c := w[0]
		p.byFirst[c] = append(p.byFirst[c], w)
		if 'a' <= c && c <= 'z' {
			p.byFirst[c-'a'+'A'] = append(p.byFirst[c-'a'+'A'], w)
		}
	}
	return p
}

// prefixOf returns the first of the words that s starts with, ignoring
// ASCII case, or "".
func (p *wordStarts) prefixOf(s string) string {
	if s == "" {
		return ""
	}
	for _, w := range p.byFirst[s[0]] {
		if hasPrefixFold(s, w) {
			return w
		}
	}
	return ""
}

// callFallback returns where the value starts of a fallback after the
// call that looks the name up, closed at text[p] (`os.environ.get("X") or
// "v"`, `getenv("X") || "v"`, `getenv('X') ?: 'v'`, Rust's
// `env::var("X").unwrap_or("v".into())`), or p. A quoted
// fallback may open the next line, as Elixir's config writes it
// (`System.get_env("X") ||\n    "v"`). Blanks may stand before the ')',
// as WordPress's style spaces a call's parentheses (`getenv( 'X' ) ?:
// 'v'`).
func callFallback(text string, p int) int {
	c := skipSpaces(text, p)
	if c >= len(text) || text[c] != ')' {
		return p
	}
	q := skipSpaces(text, c+1)
	for _, op := range fallbackOps {
		if strings.HasPrefix(text[q:], op) {
			e := skipSpaces(text, q+len(op))
			if n := nextLine(text, e, p); n > e && n < len(text) && (text[n] == '"' || text[n] == '\'') {
				return n
			}
			return q + len(op)
		}
	}
	return p
}

// fallbackOps are what gives a lookup's fallback after its call.
var fallbackOps = []string{"or ", "||", "??", "?:", ".unwrap_or(", ".unwrap_or_else(|_| "}

// quotedKey reports whether the quoted string whose text ends at
// text[ve] is an attribute's name: its closing quote, then ':' (spaced or
// not).
func quotedKey(text string, ve int) bool {
	if ve >= len(text) || text[ve] != '"' && text[ve] != '\'' {
		return false
	}
	q := skipSpaces(text, ve+1)
	return q < len(text) && text[q] == ':'
}

// pairedValue returns where the value starts of a name/value pair whose
// name is the quoted string ending before text[p] (`"DB_PASSWORD",
// "value": "v"`, as environment lists in JSON write it; a key attribute's
// value a few sibling attributes before its entry's value attribute, or
// after the value attribute that opens the entry, see siblings.go), or p.
func pairedValue(text string, p int) int {
	if p == 0 || text[p-1] != '"' || p >= len(text) || text[p] != ',' {
		return p
	}
	q := nextLine(text, skipSpaces(text, p+1), p-1) // pretty-printed: "DB_PASSWORD",\n  "value": "v"
	if e, op := valueKeyEnd(text, q); e > 0 && text[q] == '"' && op == ':' {
		return e // "value", "ParameterValue"
	}
	if ks := strings.LastIndexByte(text[:p-1], '"') + 1; q < len(text) && text[q] == '"' && keyAttribute(text, ks) {
		if e, op := siblingValueKeyEnd(text, q, strings.IndexByte(text[p:q], '\n')); e > 0 && op == ':' {
			return e // "keyName": "key1",\n "permissions": "FULL",\n "value": "v"
		}
		if e, op := leadingValueKeyEnd(text, ks); e > 0 && op == ':' {
			return e // {"value": "v", "id": "", "name": "password", "fieldType": "P"}
		}
	}
	return p
}

// typeAnnotation returns the end of a type name at text[p:] that an
// assignment follows ("string = "), or of a word that says the name's
// value itself follows ("Key Content : v", as netsh wlan show profile
// key=clear prints a Wi-Fi network's key; "Key Material: v"), or p.
func typeAnnotation(text string, p int) int {
	e := p
	for e < len(text) && e < p+24 && (isIdentByte(text[e]) || text[e] == '[' || text[e] == ']' || text[e] == '*') {
		e++
	}
	a := e
	for a < len(text) && text[a] == ' ' {
		a++
	}
	if a == len(text) || text[a] != '=' && text[a] != ':' {
		return p // most words after a name: prose, told before the word is trimmed
	}
	if w := strings.TrimLeft(text[p:e], "[]*"); !typeNames.has(w) && !valueWords.has(w) {
		return p
	}
	return e
}

// typedInitializer returns where the value starts of a declaration whose
// name a colon and its type follow, then an initializer ("password:
// String = v" in Kotlin, Scala, Swift, TypeScript and Python, "key: &str =
// v" in Rust), or q, where the type would start. The type must hold a
// string's or a constant's word (see typeNames): a colon in prose or YAML
// is followed by a value, not a type, and a look at the bytes up to a
// blank or '=' tells most apart.
func typedInitializer(text string, q int) int {
	if strings.IndexByte(text[q:min(len(text), q+maxTypeName)], '=') < 0 {
		return q // most values: no initializer's operator near
	}
	e, typed := q, false
	for e < len(text) && text[e] == ' ' {
		e++
	}
	for e < len(text) && e < q+maxTypeName {
		w := e
		for e < len(text) && isIdentByte(text[e]) {
			e++
		}
		if e > w && (typeNames.has(text[w:e]) || stringTypes.has(text[w:e])) {
			typed = true
		}
		if e < len(text) && strings.IndexByte("&'<>[]?.: ", text[e]) >= 0 && !strings.HasPrefix(text[e:], " =") {
			e++
			continue
		}
		break
	}
	if !typed {
		return q
	}
	for e < len(text) && text[e] == ' ' {
		e++
	}
	if e+1 >= len(text) || text[e] != '=' || text[e+1] == '=' || text[e+1] == '>' {
		return q
	}
	return e + 1
}

// maxTypeName bounds the type typedInitializer reads.
const maxTypeName = 40

// stringTypes are the names of string and secret types, besides
// typeNames, that a declaration's type may hold, in any case.
var stringTypes = newWordSet("secretstr", "charsequence", "chararray", "bytearray", "option", "optional", "nullable", "static")

// accountLabel returns the end of the account's name at text[p:] that
// " = " follows after an upper-case name ending at text[ke] ("PASSWORD
// elastic = v", as elasticsearch-setup-passwords reports them), or p.
func accountLabel(text string, ke, p int) int {
	b := ke
	for b > 0 && ke-b < 4 && 'A' <= text[b-1] && text[b-1] <= 'Z' {
		b--
	}
	if ke-b < 4 {
		return p // most names are not in capitals: no look at the words after
	}
	e := p
	for e < len(text) && e < p+32 && ('a' <= text[e] && text[e] <= 'z' || text[e] == '_' || text[e] == '-') {
		e++
	}
	if e == p || !strings.HasPrefix(text[e:], " = ") {
		return p
	}
	return e
}

var (
	typeNames  = newWordSet("string", "str", "bytes", "byte", "char", "text", "varchar", "const", "final", "var", "let", "val")
	valueWords = newWordSet("content", "contents", "material", "value")
)

// opStart holds the bytes an operator or what comes before it may start
// with.
var opStart = func() (t [256]bool) {
	for _, c := range []byte(" \t=:?.+!-<|,>") {
		t[c] = true
	}
	return t
}()

// operators, longest first; || and ?? give a fallback (process.env.DB_PASSWORD || 'v').
//
// They are kept by first byte (none holds a letter, so prefixOf's folding of
// case is plain comparison): a ':' or '=' after a name, the usual ones, is
// compared with the few that start with it, in this order, not with all.
var operators = newWordStarts(":::=", "::=", "===", "!==", ":=", "?=", ".=", "+=", "=>", "==", "!=", "->", "<-", "||", "??", "=", ":", "|", ",")

// value reads the value at text[p:], after blanks: a quoted string whole,
// or a bare token up to its context's delimiter. xml: inside an element,
// whose value may start on the next line and ends at '<'; query: a URL
// query parameter, which ends at '&' or '#'.
func value(text string, p int, xml, query bool) (int, int, bool) {
	for p < len(text) {
		if c := text[p]; c == ' ' || c == '\t' || xml && (c == '\n' || c == '\r') {
			p++
			continue
		}
		n := 0
		if c := text[p]; c == 0xC2 || c >= 0xD8 { // not Latin's letters beyond ASCII
			n = pastedBlank(text, p)
		}
		if n == 0 {
			break
		}
		p += n // "كلمة المرور:\u200e v": a mark of direction, pasted from right-to-left text; "Password:\u00a0v", from a PDF
	}
	if p >= len(text) {
		return p, p, false
	}
	if text[p] == '<' {
		if s, e := cdataSection(text, p); xml && s >= 0 {
			return s, e, true // <password><![CDATA[v]]></password>
		}
		if s, e := inlineElement(text, p); s >= 0 {
			return s, e, true // Password: <b>v</b>, api_key: <code>v</code>
		}
	}
	if c := text[p]; c == 's' && p+1 < len(text) && text[p+1] == 't' || c == '(' || c == '\n' && p >= 2 && text[p-1] == '>' {
		p = dumpedValue(text, p) // ["password"]=>\n  string(9) "v", Password: (string) (len=9) "v"
	}
	if text[p] == '|' || text[p] == '>' {
		p = blockScalar(text, p) // password: |\n  v
	}
	if text[p] == '\n' || text[p] == '\r' {
		if s, e := fencedBelow(text, p); s >= 0 {
			return s, e, true // password:\n```\nv\n```
		}
		if q := indentedValue(text, p); q > p {
			p = q // client_secret:\n  v
		} else {
			p = labelledLine(text, p) // Password:\nv
		}
	}
	if s, e := unicodeQuoted(text, p); s >= 0 {
		return s, e, true // {\u0022apiKey\u0022:\u0022v\u0022}
	}
	escaped := false
	if q := escapedQuote(text, p); q > p {
		p, escaped = q, true // \"v\", \\\"v\\\": a string's string
	}
	if c := text[p]; !escaped && literalOpens[c] && (c != '"' && c != '\'' || p+1 < len(text) && text[p+1] == c) {
		s, e, whole := sourceLiteral(text, p)
		if whole {
			return s, e, true // password = """v""", <<~EOS\n  v\nEOS, @"\nv\n"@, [[v]] (see literals.go)
		}
		p = s // b"v", r#"v"#, @"v", $'v'
	}
	if c := text[p]; c == '(' || c == '[' {
		if s, e := tupleValue(text, p); s >= 0 {
			return s, e, true // auth=("admin", "v"), keys = ["v"]
		}
		if s, e := listedToken(text, p); s >= 0 {
			return s, e, true // {client_secret=[v]}, map[X-Api-Key:[v]]
		}
	}
	if s, e := cornerQuoted(text, p); s >= 0 {
		return s, e, true
	}
	if c := text[p]; c == '*' || c == '|' || c == '`' { // most values: a look at one byte
		if s, e := markedUp(text, p); s >= 0 {
			return s, e, true // password: **v**, token ||v||, key ```v```
		}
	}
	if q := text[p]; q == '"' || q == '\'' || q == '`' {
		s, e := quotedValue(text, p+1, q, escaped)
		for s < e && text[s] == ' ' {
			s++
		}
		for e > s && text[e-1] == ' ' {
			e--
		}
		return s, e, true
	}
	lim := min(len(text), p+maxValue)
	e := p
	for e < lim {
		c := text[e]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			if e > p && text[e-1] == '\\' && c == '\n' {
				// A continued line: the value goes on after the
				// indentation of the next (and the '+' of a patch's
				// added line, if the value's own line has one).
				e++
				if e < lim && text[e] == '+' && addedLine(text, p) {
					e++
				}
				for e < lim && (text[e] == ' ' || text[e] == '\t') {
					e++
				}
				continue
			}
			if e > p && c == ' ' && text[e-1] == '\\' && e+1 < lim && text[e+1] != ' ' {
				e++ // a shell's escaped blank: PGPASSWORD=v\ w is one word
				continue
			}
			if w := wrappedEnd(text, p, e); w > e {
				e = w // a token wrapped at the line's end goes on at the next
				continue
			}
			return p, trimValue(text, p, e), false
		case c == '\\' && e+1 < len(text) && strings.IndexByte("nrt\"'", text[e+1]) >= 0:
			return p, trimValue(text, p, e), false // an escape of the string holding the text
		case query && (c == '&' || c == '#'), xml && c == '<', (c == '"' || c == '`') && closesQuote(text, p, e):
			return p, trimValue(text, p, e), false // echo "PASSWORD=v": the quote closes; DB_PASS=v`w` holds it
		case (c == ';' || c == ',') && nextName(text, e+1), c == ',' && nextJSONKey(text, e+1):
			return p, e, false // Password=v;Database=app, password=v,vers=3.0, {"password":null,"totp":null}
		case c >= 0xE3 && cjkPunctuation(text, e):
			return p, e, false // "密码：v，谢谢": the full-width comma ends it
		case c >= 0xE0 && outOfLatin(text, e):
			return p, e, false // "パスワードはvです": the script's change ends it (see scripts.go)
		case (c == 0xC2 || c >= 0xD8) && pastedBlank(text, e) > 0:
			return p, trimValue(text, p, e), false // "v\u200e", "v\u00a0": a mark of direction or a no-break space ends it as a blank does
		}
		e++
	}
	return p, trimValue(text, p, e), false
}

// markedUp returns the bounds of the value that chat's mark-up at
// text[p:] holds on its line: markdown's strong emphasis ("**v**"),
// Discord's spoiler ("||v||") or a fence written inline ("```v```"), the
// same marks closing it after no blank; or -1, -1. The caller has looked
// at text[p], which is '*', '|' or '`'.
func markedUp(text string, p int) (int, int) {
	c := text[p]
	if p+1 >= len(text) || text[p+1] != c {
		return -1, -1
	}
	mark := text[p : p+2]
	if c == '`' {
		if !strings.HasPrefix(text[p:], "```") {
			return -1, -1
		}
		mark = "```"
	}
	s := p + len(mark)
	lim := min(len(text), s+maxReread)
	for e := s; e < lim && text[e] != '\n'; e++ {
		if text[e] == ' ' || text[e] == '\t' {
			return -1, -1
		}
		if e > s && strings.HasPrefix(text[e:], mark) {
			return s, e
		}
	}
	return -1, -1
}

// dumpedValue returns where the quoted string starts that a printer's
// type annotation at text[p:] precedes, or p: PHP's var_dump writes
// `["password"]=>` and on the next line `string(9) "v"`, go-spew
// `Password: (string) (len=9) "v"`.
func dumpedValue(text string, p int) int {
	q := p
	if text[q] == '\n' {
		if text[q-2] != '=' {
			return p
		}
		q = skipSpaces(text, q+1)
	}
	switch {
	case strings.HasPrefix(text[q:], "string("):
		q += len("string(")
	case strings.HasPrefix(text[q:], "(string) (len="):
		q += len("(string) (len=")
	default:
		return p
	}
	d := digitsEnd(text, q, 5)
	if d == q || !strings.HasPrefix(text[d:], ") \"") {
		return p
	}
	return d + len(") ")
}

// visibilityEnd returns where the bracket ends that closes a property's
// visibility at text[p:], as PHP's print_r and var_dump print an
// object's protected and private properties, the class of a private one
// before it ("[password:protected] => v", `["apiKey":"App\Config":private]=>`),
// or p.
func visibilityEnd(text string, p int) int {
	q := p + 1
	if q == len(text) || text[q] != 'p' && text[q] != '"' && (text[q] < 'A' || text[q] > 'Z') {
		return p // most names: "password: v", "token:v"
	}
	if e := strings.IndexByte(text[q:min(len(text), q+maxPrefix+len(":private]"))], ':'); e >= 0 {
		if c := strings.Trim(text[q:q+e], "\""); c != "" && strings.IndexAny(c, " \t\n\"'=>[]") < 0 {
			q += e + 1 // the class: "App\Config":
		}
	}
	for _, v := range [...]string{"protected]", "private]"} {
		if strings.HasPrefix(text[q:], v) {
			return q + len(v)
		}
	}
	return p
}

// cdataSection returns the bounds of the text a CDATA section opening at
// text[p] holds, an element's value that markup's bytes do not end
// (<password><![CDATA[v<&]]></password>), or -1, -1.
func cdataSection(text string, p int) (int, int) {
	if !strings.HasPrefix(text[p:], cdataStart) {
		return -1, -1
	}
	s := p + len(cdataStart)
	k := strings.Index(text[s:min(len(text), s+maxValue)], cdataEnd)
	if k < 0 {
		return -1, -1
	}
	return s, s + k
}

// cdataStart and cdataEnd open and close a CDATA section.
const cdataStart, cdataEnd = "<![CDATA[", "]]>"

// inlineElement returns the bounds of the text an inline HTML element
// opening at text[p] holds, its closing tag on the same line, less the
// blanks inside: a page or a mail sets a value apart so ("Temporary
// password: <b>v</b>", "<strong>v</strong>", "<code>v</code>",
// <span class="mono">v</span>). It returns -1, -1 elsewhere.
func inlineElement(text string, p int) (int, int) {
	q := p + 1
	for q < len(text) && q < p+8 && isLetter(text[q]) {
		q++
	}
	name := text[p+1 : q]
	if q >= len(text) || text[q] != '>' && text[q] != ' ' || !inlineElements.has(name) {
		return -1, -1
	}
	lim := min(len(text), q+maxReread)
	k := strings.IndexAny(text[q:lim], "<>\n")
	if k < 0 || text[q+k] != '>' {
		return -1, -1 // <b attr="v">: the tag ends on its line
	}
	q += k + 1
	e := q
	for e < lim && text[e] != '<' && text[e] != '\n' {
		e++
	}
	if c := e + 2 + len(name); e == lim || c >= len(text) || !strings.HasPrefix(text[e:], "</") || !strings.EqualFold(text[e+2:c], name) || text[c] != '>' {
		return -1, -1
	}
	s := skipSpaces(text, q)
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t') {
		e--
	}
	return s, e
}

// inlineElements are the HTML elements inlineElement reads.
var inlineElements = newWordSet("b", "strong", "code", "em", "i", "kbd", "samp", "tt", "mark", "span")

// closesQuote reports whether the quote at text[e], in a bare value
// starting at text[p], ends it rather than being a byte of it: it closes
// one opened on the value's line before it (an odd count of that quote
// there: echo "PASSWORD=v"), or it opens a string after a literal's
// prefix of a letter or two (f"Bearer {token}", b'v', rb"v") or after
// '=' (type="password" name="password": the next attribute).
func closesQuote(text string, p, e int) bool {
	return e-p <= 2 || text[e-1] == '=' || strings.Count(text[strings.LastIndexByte(text[:p], '\n')+1:p], text[e:e+1])%2 == 1
}

// cornerQuoted returns the bounds of the value that typographic quotes
// at text[p:] hold, closed on their line, less the blanks inside them:
// CJK's corner and lenticular brackets ("「v」", "『v』", "【v】"), guillemets (French "« v »",
// "«v»") and the low and high quotes of German and others ("„v“",
// "„v\"", "“v”"), and their single ones, as a word processor curls
// quotes ("‘v’", "‚v‘"); or -1, -1.
func cornerQuoted(text string, p int) (int, int) {
	if p >= len(text) || text[p] != 0xE3 && text[p] != 0xE2 && text[p] != 0xC2 { // the first bytes of the openings
		return -1, -1
	}
	for _, q := range typographicQuotes {
		if !strings.HasPrefix(text[p:], q.open) {
			continue
		}
		s := p + len(q.open)
		line := text[s:min(len(text), s+maxValue)]
		if nl := strings.IndexByte(line, '\n'); nl >= 0 {
			line = line[:nl]
		}
		e := strings.Index(line, q.close)
		if x := strings.IndexAny(line, q.alt); x >= 0 && (e < 0 || x < e) {
			e = x
		}
		if e <= 0 {
			return -1, -1
		}
		e += s
		for s < e && text[s] == ' ' {
			s++
		}
		for e > s && text[e-1] == ' ' {
			e--
		}
		if s == e {
			return -1, -1
		}
		return s, e
	}
	return -1, -1
}

// typographicQuotes are the openings of cornerQuoted, with the closing
// that ends a value and the other closings a writer may pair with it.
var typographicQuotes = [...]struct{ open, close, alt string }{
	{"「", "」", ""}, {"『", "』", ""}, {"【", "】", ""}, {"«", "»", ""}, {"„", "“", "”\""}, {"“", "”", ""}, {"‹", "›", ""},
	{"‘", "’", ""}, {"‚", "‘", "’'"},
}

// cjkPunctuation reports whether text[i:] starts with a mark of
// punctuation of CJK text, which ends a value as a blank does: the
// ideographic space, comma and full stop, brackets, and the full-width
// forms of ASCII's punctuation ("，", "：", "（").
func cjkPunctuation(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return 0x3000 <= r && r <= 0x303F || 0xFF01 <= r && r <= 0xFF0F || 0xFF1A <= r && r <= 0xFF20 ||
		0xFF3B <= r && r <= 0xFF40 || 0xFF5B <= r && r <= 0xFF65
}

// wrappedEnd returns the end of the next line if the bare value text[p:e]
// runs to its line's end and is wrapped there: it is 16 bytes or more and
// the next line is a generated token alone (see lineToken: "export
// API_KEY=lKKnuEiTZ0Op\ny9RmldZPCxsM"), as a terminal or a mail wraps a
// long token, or its line is one a wrap broke at a terminal's width or a
// quoted-printable soft break (see wrappedOn); or else e.
func wrappedEnd(text string, p, e int) int {
	if e-p < 16 {
		return e
	}
	if w := wrappedOn(text, e); w > e {
		return w
	}
	if _, t, ok := lineToken(text, p, e); ok {
		return t
	}
	return e
}

// indentedValue returns where the value starts that a colon ending its
// line gives on the next, more indented line, a generated token alone (a
// YAML plain scalar: "client_secret:\n  5VdwDGDt..."), or p, the line's
// end.
func indentedValue(text string, p int) int {
	c := skipSpacesBack(text, p)
	if c == 0 || text[c-1] != ':' {
		return p
	}
	q, _, ok := lineToken(text, p, p)
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	if !ok || q-strings.LastIndexByte(text[:q], '\n')-1 <= skipSpaces(text, ls)-ls {
		return p
	}
	return q
}

// blockScalar returns where the first line of a YAML block scalar starts
// whose header, '|' or '>' and its indicators, a colon gives at text[p]
// ("password: |\n  v"): past the next line's indentation (and a patch's
// '+'), if it is more indented than the key's line; or p.
func blockScalar(text string, p int) int {
	c := skipSpacesBack(text, p)
	if c == 0 || text[c-1] != ':' {
		return p
	}
	e := p + 1
	for e < len(text) && e < p+3 && (text[e] == '-' || text[e] == '+' || isDigit(text[e])) {
		e++
	}
	if e < len(text) && text[e] == '\r' {
		e++
	}
	if e >= len(text) || text[e] != '\n' {
		return p
	}
	q := e + 1
	if q < len(text) && text[q] == '+' && addedLine(text, p) {
		q++
	}
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	if ls < len(text) && text[ls] == '+' {
		ls++
	}
	v := skipSpaces(text, q)
	if v-q <= skipSpaces(text, ls)-ls || v >= len(text) || text[v] == '\n' || text[v] == '\r' {
		return p
	}
	return v
}

// lineToken returns the bounds of the token alone on the line after the
// one that ends at text[e] (the line of text[p]), past a patch's '+' and
// indentation: 8 bytes or more of a token that looks generated and is no
// name=value; ok is false if there is none.
func lineToken(text string, p, e int) (q, t int, ok bool) {
	q = e
	if q < len(text) && text[q] == '\r' {
		q++
	}
	if q >= len(text) || text[q] != '\n' {
		return 0, 0, false
	}
	q++
	if q < len(text) && text[q] == '+' && addedLine(text, p) {
		q++
	}
	q = skipSpaces(text, q)
	t = q
	for t < len(text) && t < q+maxReread && isTokenTail(text[t]) {
		t++
	}
	if t-q < 8 || !lineEnds(text, t) || strings.IndexByte(strings.TrimRight(text[q:t], "="), '=') >= 0 || !generated(text[q:t], false) {
		return 0, 0, false
	}
	return q, t, true
}

// addedLine reports whether the line holding text[p] is a patch's added
// line: it starts with '+'.
func addedLine(text string, p int) bool {
	ls := strings.LastIndexByte(text[:p], '\n') + 1
	return text[ls] == '+'
}

// tupleValue returns the bounds of the last of one or two quoted strings
// that a bracket opening at text[p] holds alone (a user and a password,
// or a list of one key), or -1, -1.
func tupleValue(text string, p int) (int, int) {
	closer := byte(')')
	if text[p] == '[' {
		closer = ']'
	}
	s, e := -1, -1
	q := p + 1
	for n := 0; n < 2; n++ {
		q = skipSpaces(text, q)
		if q >= len(text) || text[q] != '"' && text[q] != '\'' {
			return -1, -1
		}
		k := strings.IndexByte(text[q+1:min(len(text), q+1+maxReread)], text[q])
		if k < 0 {
			return -1, -1
		}
		s, e = q+1, q+1+k
		if q = skipSpaces(text, e+1); q < len(text) && text[q] == closer {
			return s, e
		}
		if q >= len(text) || text[q] != ',' {
			return -1, -1
		}
		q++
	}
	return -1, -1
}

// maxBound bounds how far after a statement's parameter boundParameter
// looks for the value bound to it.
const maxBound = 1024

// boundParameter returns the bounds of the value bound to the numbered
// parameter text[vs:ve] ("$2") of a statement, as a query log prints the
// values on the statement's line or the next: PostgreSQL's "DETAIL:
// parameters: $1 = 'app', $2 = 'v'" and Prisma's "Params: ["app","v"]",
// within maxBound bytes; or -1, -1.
func boundParameter(text string, vs, ve int) (int, int) {
	n := 0
	for i := vs + 1; i < ve; i++ {
		if !isDigit(text[i]) || n > 999 {
			return -1, -1
		}
		n = n*10 + int(text[i]-'0')
	}
	after := text[ve:min(len(text), ve+maxBound)]
	if nl := strings.IndexByte(after, '\n'); nl >= 0 {
		if next := strings.IndexByte(after[nl+1:], '\n'); next >= 0 {
			after = after[:nl+1+next] // the statement's line and the next: the values of another are no longer its own
		}
	}
	if i := strings.Index(after, "parameters: "); i >= 0 {
		list := after[i+len("parameters: "):]
		if nl := strings.IndexByte(list, '\n'); nl >= 0 {
			list = list[:nl]
		}
		key := text[vs:ve] + " = '"
		for j := 0; j < len(list); {
			k := strings.Index(list[j:], key)
			if k < 0 {
				break
			}
			if at := j + k; at == 0 || list[at-1] == ' ' {
				s, e := quotedValue(list, at+len(key), '\'', false)
				off := ve + i + len("parameters: ")
				return off + s, off + e
			}
			j += k + len(key)
		}
	}
	if i := strings.Index(after, "Params: ["); i >= 0 && n > 0 {
		p, lim := ve+i+len("Params: ["), ve+len(after)
		for m := 1; p < lim; m++ {
			for p < lim && text[p] == ' ' {
				p++
			}
			if p == lim {
				return -1, -1
			}
			e := p // a number or null, up to the comma
			if text[p] == '"' {
				s, q := quotedValue(text, p+1, '"', false)
				if m == n {
					return s, q
				}
				e = q + 1
			}
			for e < lim && text[e] != ',' && text[e] != ']' && text[e] != '\n' {
				e++
			}
			if m == n || e == lim || text[e] != ',' {
				return -1, -1
			}
			p = e + 1
		}
	}
	return -1, -1
}

// listedToken returns the bounds of the one bare token that a bracket
// opening at text[p] holds, as a list of one value prints when a log
// dumps a map of lists (Spring's MultiValueMap, "{client_secret=[v]}";
// Go's http.Header and url.Values, "map[X-Api-Key:[v]]"), or -1, -1: the
// bracket must follow the '=' or ':' that gives it, as those print it,
// and close the token on its line before a blank, a separator
// or another closing bracket ("[docs](url)" is a link, "[a, b]" a list of
// two), and the token must be more than letters, which a logger's mask
// is ("password=[FILTERED]", "[hidden]").
func listedToken(text string, p int) (int, int) {
	if text[p] != '[' || p == 0 || text[p-1] != '=' && text[p-1] != ':' {
		return -1, -1 // created key [v] of type [json]: prose's brackets
	}
	e := p + 1
	for e < len(text) && e-p <= maxReread && !listStop[text[e]] {
		e++
	}
	if e == p+1 || e == len(text) || text[e] != ']' || lettersOnly(text[p+1:e]) {
		return -1, -1 // password=[FILTERED], token=[hidden]: a logger's mask
	}
	if a := e + 1; a < len(text) && !listAfter[text[a]] {
		return -1, -1
	}
	return p + 1, e
}

// listStop holds the bytes that end a token in a list (see listedToken),
// '#' and ':' among them, so that a placeholder the scrubber wrote
// ("password=[70#v]", "[REDACTED:credential:1]") is no list when its
// output is matched again; and listAfter those that may follow the list's
// closing bracket.
var listStop, listAfter = bytesOf(" \t\r\n,[]()\"'`#:"), bytesOf(" \t\r\n,;]})&")

// bytesOf returns the table of the bytes of s.
func bytesOf(s string) (t [256]bool) {
	for i := 0; i < len(s); i++ {
		t[s[i]] = true
	}
	return t
}

// quotedValue returns the bounds of a string quoted by q that starts at
// text[p:]: up to the closing quote (an escaped quote, \q, does not close
// it, unless the string's own quotes are escaped, when a run of
// backslashes before q or n does),
// continued over a backslash-newline, or else to the end of the line. A
// quote that a token byte follows is taken for a part of the value when
// another quote on the line closes it ("'ab'cd' x" is ab'cd).
func quotedValue(text string, p int, q byte, escaped bool) (int, int) {
	lim := min(len(text), p+maxValue)
	first := -1 // the first unescaped quote
	for e := p; e < lim; e++ {
		switch c := text[e]; {
		case c == '\\' && e+1 < lim:
			if escaped {
				b := e
				for b < lim && text[b] == '\\' {
					b++
				}
				if b < lim && (text[b] == q || text[b] == 'n') {
					return p, e // \" or \\\" closes, as the string's own quotes were escaped
				}
				e = b - 1
			}
			e++ // an escaped byte, or a continued line
		case c == q && !escaped && q == '\'' && e > p && e+1 < lim && text[e+1] == q:
			e++ // '' in a single-quoted string is a quote (YAML, SQL): 'it''s'
		case c == q && !escaped:
			if e+1 == len(text) || !isTokenTail(text[e+1]) {
				return p, e
			}
			if first < 0 {
				first = e
			}
		case c == '\n':
			if first >= 0 {
				return p, first
			}
			return p, trimValue(text, p, e) // not closed on its line
		}
	}
	if first >= 0 {
		return p, first
	}
	return p, lim
}

// trimValue returns the end of the bare value text[p:e] without what
// closes its context: a trailing comma, colon, semicolon, full stop or ellipsis
// (see withoutStop), and
// closing brackets and quotes that the value did not open.
func trimValue(text string, p, e int) int {
	for e > p {
		c := text[e-1]
		switch c {
		case ',', ';', ':', '\r':
			e--
			continue
		case '.':
			if stop := withoutStop(text, p, e); stop < e {
				e = stop
				continue
			}
		case ')', ']', '}', '>':
			if open := opener(c); strings.Count(text[p:e], open) < strings.Count(text[p:e], string(c)) {
				e--
				continue
			}
		case '\'':
			if strings.Count(text[p:e], "'")%2 == 1 {
				e--
				continue
			}
		}
		break
	}
	return e
}

func opener(closer byte) string {
	switch closer {
	case ')':
		return "("
	case ']':
		return "["
	case '}':
		return "{"
	}
	return "<"
}

// connectionPart reports whether the name at text[ks:] and its bare value
// text[vs:ve] are a part of a connection string: right after '=', and
// after ';' or before ';' and the next name=, whose values are literals,
// never variables ("User Id=sa;Password=report_user;").
func connectionPart(text string, ks, vs, ve int) bool {
	if text[ks] == '$' || text[vs-1] != '=' {
		return false // "$user = 'u'; $password = v;": code
	}
	i := ks
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	return i > 0 && text[i-1] == ';' || ve < len(text) && text[ve] == ';' && nextName(text, ve+1)
}

// nextName reports whether text[i:] starts with a name and '=', as the
// next part of a connection string does after ';'.
func nextName(text string, i int) bool {
	j := i
	for j < len(text) && j < i+64 && (isIdentByte(text[j]) || text[j] == ' ') {
		j++
	}
	return j > i && j < len(text) && text[j] == '='
}

// nextJSONKey reports whether text[i:] starts with a JSON object's next
// key, a quoted name and ':', as after the bare literal (null, true, a
// number) of compact JSON.
func nextJSONKey(text string, i int) bool {
	if i >= len(text) || text[i] != '"' {
		return false
	}
	k := strings.IndexByte(text[i+1:min(len(text), i+66)], '"')
	return k > 0 && i+k+2 < len(text) && text[i+k+2] == ':'
}

// forPhrase returns where a copula (see proseOps, or nativeCopula's of
// the language of the name ending at text[ke]), "to", "=" or ": " follows a
// phrase of at most four words after "for" or "of" at text[p:] (or their
// like in the languages of proseOps and nativeCopulas), the words saying what or whom a
// credential is for ("for the vpn is", "for /admin is", "of the admin user was", "for user
// 'postgres' is", "für den Benutzer 'admin' ist", "dell'utente 'admin'
// è", "set the password for user admin to", "FOR 'app'@'localhost' =",
// "for staging: ", Tagalog's "ng wifi ay"), or where the value starts that ends the line after
// the phrase without one, a word of letters and digits or symbols (see
// lastWord: "pasword for jenkins v"), or else p.
func forPhrase(text string, ke, p int) int {
	if forWords.prefixOf(text[p:]) == "" {
		return p
	}
	q, joined := p, false
	for words := 0; words < 5; words++ {
		e := q
		for e < len(text) && e < q+32 && (isIdentByte(text[e]) || strings.IndexByte("-.'\"@%/", text[e]) >= 0 || text[e] >= 0x80) {
			e++
		}
		if e > q && text[e-1] == '.' {
			return p // a sentence ended: "for config. Key: v"
		}
		if e > q && e+1 < len(text) && text[e] == ':' && text[e+1] == ' ' {
			return e // "for staging: v"
		}
		if a, ae := appositive(text, e); words > 0 && a > e && generated(text[a:ae], true) {
			return a // "the token for the pilot project, v, has export rights"
		}
		if e == q || e >= len(text) || text[e] != ' ' {
			return p
		}
		joined = joined || conjunctions.has(text[q:e])
		q = e + 1
		if words > 0 && parenQuoted(text, q) > q {
			return q // "of svc-backup (`v`)": an aside quotes the value
		}
		if copulas.prefixOf(text[q:]) != "" || !joined && hasPrefixFold(text[q:], "to ") || strings.HasPrefix(text[q:], "= ") ||
			words > 0 && (lastWord(text, q) || nativeCopula(text, ke, q) > q) {
			return q
		}
	}
	return p
}

// parenQuoted returns where the quoted value starts that a parenthesis
// opens at text[p:], an aside after a credential's name or its phrase
// that quotes the value ("the password of svc-backup (`v`)", "the old
// token (\"v\")"), or p.
func parenQuoted(text string, p int) int {
	if p+1 < len(text) && text[p] == '(' {
		if c := text[p+1]; c == '`' || c == '"' || c == '\'' {
			return p + 1
		}
	}
	return p
}

// trailsOff reports whether the dots at text[ve:] after a password of
// kind n are a speaker's trailing off, not a value cut short: an
// ellipsis (see ellipsisAt), then a word in lower case ("the pw is v...
// or was it"). A password is typed whole or not at all; a token or a key
// cut short with dots ("sk-abc... is the old one") is left, whatever
// follows.
func trailsOff(text string, ve int, n naming) bool {
	if n != namedPassword {
		return false
	}
	p := ve + ellipsisAt(text, ve) + 1
	return p > ve+1 && p < len(text) && 'a' <= text[p] && text[p] <= 'z'
}

// parenthesised returns the bounds of the bare value text[vs:ve] without
// the parentheses that wrap it whole in prose ("is (v).", the full stop
// trimmed already), or vs, ve: a value holding another parenthesis, or
// none that closes at its end, is the value as written ("(v)w", "(a)(b)").
func parenthesised(text string, vs, ve int) (int, int) {
	if ve-vs < 3 || text[ve-1] != ')' || strings.IndexAny(text[vs+1:ve-1], "()") >= 0 {
		return vs, ve
	}
	return vs + 1, ve - 1
}

// valueNouns, after a copula and an article, name the value a quote then
// gives ("was the default `v`", "is the old value 'v'"); an adjective
// alone qualifies another noun ("is a new \"feature\"").
var valueNouns = newWordSet("default", "string", "literal", "value")

// valueNounEnd returns where the quoted value starts after an article and
// one or two words in lower case at text[p:], the last of valueNouns
// ("the default `v`", "the old value 'v'"), or p.
func valueNounEnd(text string, p int) int {
	if p >= len(text) || text[p]|0x20 != 't' && text[p]|0x20 != 'a' {
		return p // most values after a copula: a look at their first byte
	}
	if !hasPrefixFold(text[p:], "the ") && !hasPrefixFold(text[p:], "a ") && !hasPrefixFold(text[p:], "an ") {
		return p
	}
	q := strings.IndexByte(text[p:], ' ') + p + 1
	for words := 0; words < 2; words++ {
		e := q
		for e < len(text) && e < q+16 && 'a' <= text[e] && text[e] <= 'z' {
			e++
		}
		if e == q || e+1 >= len(text) || text[e] != ' ' {
			return p
		}
		if valueNouns.has(text[q:e]) && strings.IndexByte("`\"'", text[e+1]) >= 0 {
			return e + 1
		}
		q = e + 1
	}
	return p
}

// lastWord reports whether text[q:] is the last word of its line (past
// a stop), six bytes or more that look generated or mix letters, digits
// and a symbol of a password's: what a phrase ends with that gives a
// value without an operator ("password for jenkins Falcon104?lah"), where
// prose goes on or ends in a word, a name or a path ("password for
// jenkins expires", "the password for ssh key_2024", "password for wifi
// 5GHz-guest").
func lastWord(text string, q int) bool {
	e := q
	for e < len(text) && text[e] != ' ' && text[e] != '\t' && text[e] != '\n' && text[e] != '\r' {
		e++
	}
	if e < len(text) && text[e] != '\n' && text[e] != '\r' || e-q < 6 {
		return false
	}
	return answerShaped(strings.TrimRight(text[q:e], ".,!:"))
}

// answerShaped reports whether w, a word that answers alone, looks
// generated or mixes letters, digits and a password's symbol, and is no
// path (see lastWord).
func answerShaped(w string) bool {
	if strings.ContainsAny(w, "/\\") && !base64Mixed(w) {
		return false // a path: "auth response loader:\n/Users/x/api/value_layout.tsx:1035:"
	}
	return generated(w, true) || passwordShaped(w)
}

// base64Mixed reports whether w is standard base64 of 20 characters or
// more that mixes upper and lower case with digits and opens with none of
// a path's starts ("tRTw0lr+dyXm/1ozRT..."): a key, not a path, though
// it holds a slash.
func base64Mixed(w string) bool {
	if len(w) < 20 || w[0] == '/' {
		return false
	}
	var upper, lower, digit bool // one pass, no copy in upper case
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case 'A' <= c && c <= 'Z':
			upper = true
		case 'a' <= c && c <= 'z':
			lower = true
		case isDigit(c):
			digit = true
		case c != '+' && c != '/' && c != '=':
			return false
		}
	}
	return upper && lower && digit
}

// passwordShaped reports whether w mixes letters, digits and a symbol of a
// password's, as a password people write does ("Falcon104?lah").
func passwordShaped(w string) bool {
	return strings.ContainsAny(w, "!@#$%^&*?+=~") && hasDigit(w) && strings.IndexFunc(w, unicode.IsLetter) >= 0
}

// modifierEnd returns where the copula of a language that writes a
// noun's modifier after it follows one or two words at text[p:] ("la
// contraseña wifi es X", "le mot de passe admin est X", "mật khẩu wifi là
// X", a possessive: "ο κωδικός μου είναι X", "הסיסמה שלי היא X", "mật khẩu
// của tôi là X"), or where the colon stands after one or two words
// beyond ASCII ("Κωδικός πρόσβασης: X", "باسورد الواي فاي: X": an English
// word there is a label of its own, "Password expiry: X"), or p.
func modifierEnd(text string, p int) int {
	e := modifierWordEnd(text, p)
	if e == p || e >= len(text) {
		return p
	}
	if text[p] >= 0x80 {
		if f := e + 1; text[e] == ' ' && f < len(text) && text[f] >= 0x80 {
			if f = modifierWordEnd(text, f); f < len(text) && text[f] == ':' {
				return f
			}
		}
		if text[e] == ':' {
			return e
		}
	}
	// "mot de passe provisoire : X", "contraseña temporal: X": the colon
	// first, which most words after a name are not before
	if c := e; text[c] == ':' || text[c] == ' ' && c+1 < len(text) && text[c+1] == ':' {
		if text[c] == ' ' {
			c++
		}
		if interimWords.has(text[p:e]) {
			return c
		}
	}
	if text[e] != ' ' {
		return p
	}
	if postCopulas.prefixOf(text[e+1:]) == "" {
		// A modifier of two words, the first beyond ASCII: a possessive
		// ("mật khẩu của tôi là X"). Most words after a name are ASCII.
		if !beyondASCII(text[p:e]) {
			return p
		}
		f := modifierWordEnd(text, e+1)
		if f == e+1 || f >= len(text) || text[f] != ' ' || postCopulas.prefixOf(text[f+1:]) == "" {
			return p
		}
		e = f
	}
	return e + 1
}

// modifierWordEnd returns the end of the word of modifierEnd at text[p:].
func modifierWordEnd(text string, p int) int {
	e := p
	for e < len(text) && e < p+32 && (isIdentByte(text[e]) || text[e] == '-' || text[e] >= 0x80) {
		e++
	}
	return e
}

// objectPhrase returns where the value starts, or the colon before it
// stands, after a phrase naming what a password is for at text[p:]:
// Russian and Ukrainian, which need no copula there, give the value after
// a blank and a one-word object ("пароль від wi-fi X", "пароль от почты
// X"); Arabic and Persian after the name of Wi-Fi ("باسورد الواي فاي X",
// "پسورد وای فای X است"); and a language that writes a modifier after its
// noun labels it so ("pass wifi: X"); or p.
func objectPhrase(text string, p int) int {
	switch c := text[p]; {
	case c == 0xD0 || c == 0xD1: // Cyrillic
		w := copulalessFor.prefixOf(text[p:])
		if w == "" {
			return p
		}
		q := p + len(w)
		if e := modifierWordEnd(text, q); e > q && e+1 < len(text) && text[e] == ' ' && text[e+1] != ' ' {
			return e + 1
		}
		return p
	case c|0x20 == 'w' && p+1 < len(text) && (text[p+1]|0x20 == 'i' || text[p+1]|0x20 == 'l'), 0xD8 <= c && c <= 0xDB:
		// wi, wl or an Arabic letter: a name of Wi-Fi may start here.
	default:
		return p // most words after a name: no such phrase starts so
	}
	for _, w := range wifiNames {
		if !hasPrefixFold(text[p:], w) {
			continue
		}
		switch e := p + len(w); {
		case e < len(text) && text[e] == ':':
			return e
		case e+1 < len(text) && text[e] == ' ' && text[e+1] != ' ':
			return e + 1
		}
	}
	return p
}

// copulalessFor are the for-words (see forWords) of Russian and
// Ukrainian, whose present tense needs no copula.
var copulalessFor = newWordStarts("для ", "до ", "от ", "від ")

// wifiNames are the names of Wi-Fi in the languages of objectPhrase,
// with Indonesian's possessive -nya ("password wifi nya X") before the
// name it starts with.
var wifiNames = [...]string{"wi-fi", "wifi nya", "wifinya", "wifi", "wi fi", "wlan", "الواي فاي", "الوايفاي", "واي فاي", "وای فای", "وایفای"}

// verbPhrase returns where a copula or "to" follows at most four words
// in lower case (or "I") at text[p:], which say who used a credential or
// what became of it, and so start with a pronoun or an auxiliary ("the
// password I used was X", "the password has been changed to X", "the
// password we use is X"), or p; none of them may be a noun that makes the
// phrase about the credential ("key fingerprint is").
func verbPhrase(text string, p int) int {
	var words [4]string
	q := p
	for n := 0; n < len(words); n++ {
		e := q
		if e < len(text) && text[e] == 'I' {
			e++
		}
		for e < len(text) && e < q+12 && ('a' <= text[e] && text[e] <= 'z' || text[e] == '\'' && e > q) {
			e++
		}
		if e == q || e >= len(text) || text[e] != ' ' || n == 0 && !verbStart(text[q:e]) {
			return p
		}
		words[n] = text[q:e]
		q = e + 1
		if copulas.prefixOf(text[q:]) != "" || hasPrefixFold(text[q:], "to ") {
			for _, w := range words[:n+1] { // looked up only for a phrase that gives a value, the rare case
				if aboutNouns.has(w) {
					return p // "key fingerprint is": a noun that makes the phrase about the credential
				}
			}
			return q
		}
	}
	return p
}

// verbStart reports whether w, a phrase's first word after a credential
// word, is a pronoun or an auxiliary that starts a clause about it.
func verbStart(w string) bool {
	switch w {
	case "I", "I've", "you", "you've", "we", "we've", "they", "he", "she", "has", "have", "had", "got", "gets",
		"that", "which", "just":
		return true
	}
	return false
}

// labelNote returns where the colon or '=' after a label's note in
// brackets at text[p:] stands ("API key (prod): v", "Password (staging
// DB): v", "password (for staging) = v"), or of the copula after it ("the
// API key (don't share) is v"), or p.
func labelNote(text string, p int) int {
	if !strings.HasPrefix(text[p:], " (") {
		return p
	}
	for e := p + 2; e < len(text) && e < p+32; e++ {
		switch text[e] {
		case ')':
			if e > p+2 && e+1 < len(text) && (text[e+1] == ':' || text[e+1] == '=' || strings.HasPrefix(text[e+1:], " = ") ||
				strings.HasPrefix(text[e+1:], " is ")) {
				return e + 1 // "API key (prod): v", "password (for staging) = v", "the key (don't share) is v"
			}
			return p
		case '(', '\n':
			return p
		}
	}
	return p
}

// aboutNouns, after a credential word in prose, say what the phrase is
// about: the credential's kind, file, fingerprint or policy, not its value.
var aboutNouns = newWordSet("fingerprint", "type", "kind", "id", "name", "file", "path", "length", "policy", "hash",
	"format", "field", "size", "prefix", "suffix", "header", "rotation", "manager", "store", "strength", "expiry",
	"ttl", "scope", "scopes", "version", "usage", "location", "url", "reset", "requirements", "rules")

// postCopulas are the copulas of modifierEnd's languages: Spanish,
// French, Italian, Portuguese, Vietnamese, Greek, Arabic, Hebrew and Thai.
var postCopulas = newWordStarts("es ", "est ", "c'est ", "è ", "é ", "era ", "là ", "είναι ", "هي ", "היא ", "คือ ")

// interimWords are the adjectives that modifierEnd's languages write
// after a password given to be changed, before its colon (French, Spanish,
// Italian, Portuguese, Dutch, Polish): an English word there is a label of
// its own ("Password expiry: X"), these name the password.
var interimWords = newWordSet("provisoire", "temporaire", "initial", "initiale", "temporal", "provisional",
	"provvisoria", "temporanea", "iniziale", "provisória", "provisório", "temporária", "temporário", "tijdelijk", "tymczasowe")

// forWords are the words that say what or whom a credential is for, in
// the languages of proseOps: for, of, on, to, at, in ("the password to
// the admin account is"); if, whose clause says when it is needed ("the
// browserstack key if you need it: v"); für, von, de, du, del, da, do, di, della, voor,
// van, pour, para, per, för, till, til; Russian and Ukrainian для, до, от,
// від ("пароль до бази:", "пароль від вайфаю:"); Serbian, Croatian and
// Slovene za, за, od, од ("lozinka za wifi je", "šifra od maila:"); Greek
// του, για ("ο κωδικός του Wi-Fi είναι"); and the elided dell'
// ("dell'utente").
// conjunctions join words or clauses: after one, a phrase's "to" starts
// another clause's infinitive ("set her password to v and asked her to
// change it"), where a copula still ends the phrase ("for bob and alice
// is").
var conjunctions = newWordSet("and", "or", "but", "then", "so", "und", "oder", "et", "ou", "y", "pero")

var forWords = newWordStarts("for ", "if ", "of ", "on ", "to ", "at ", "in ", "over ", "via ", "from ", "für ", "von ", "de ", "du ", "del ", "da ", "do ", "di ", "della ", "voor ", "van ", "dell'",
	"pour ", "para ", "per ", "för ", "till ", "til ", "для ", "до ", "от ", "від ",
	"za ", "за ", "od ", "од ", "του ", "για ", "ng ", "sa ")

// validPaired accepts a user name given with a password: after it, on its
// line or the next, a password name gives a value that the secret-value
// model takes for a password (see credentialValue). A user is part of a
// credential only where its password is one: beside "password=######",
// "PASSWORD=$(get-secret)" or a password the model leaves, it stays, so a
// user name is never removed while the password beside it is kept.
func validPaired(text string, start, end int) bool {
	stop := end
	for lines := 0; stop < len(text) && stop-end < maxReread && lines < 2; stop++ {
		if text[stop] == '\n' {
			lines++
		}
	}
	for i := end; i < stop; {
		j := identEnd(text, i)
		if j == i {
			i++
			continue
		}
		if credentialName(text[i:j]) == namedPassword {
			if vs, _, _ := givenValue(text, i, min(j, stop), credentialValue); vs >= 0 {
				return true
			}
		}
		i = j
	}
	return false
}
