package rules

import "strings"

// Logins in prose. A user and a password given together after a word
// that names them ("login with admin / v", "log in as root / v", "sign in
// with ops@example.com / v", "einloggen mit admin / v", "credentials are
// admin / v", "ssh creds: root / v", "creds: deploy:v", a "Credentials:"
// or "Default login" heading over "admin / v", an emergency account's
// "break-glass account: admin / v") are read by loginValue:
// the password after the first colon or slash of the user's argument, or
// the argument after a spaced slash.

// loginNames are the words and phrases that give a user and a password
// after one of loginWords (loginName), or may (credsName: "credentials
// are admin / v", where a value the word gives alone is the credential
// context's to read as any other); the credential rule's keywords find
// them.
var loginNames = map[string]loginKind{
	"login": loginName, "logon": loginName, "log in": loginName, "log on": loginName,
	"sign in": loginName, "logged in": loginName, "logged into": loginName, "log into": loginName, "logged on": loginName,
	"signed in": loginName, "signed into": loginName, "sign into": loginName, "einloggen": loginName, "inloggen": loginName, "anmelden": loginName,
	"connectez-vous": loginName, "identifiez-vous": loginName, "sesión": loginName, "accedi": loginName,
	"accede": loginName, "accedere": loginName,
	"credentials": credsName, "creds": credsName, "cred": credsName, "zugangsdaten": credsName,
	"anmeldedaten": credsName, "identifiants": credsName, "credenciales": credsName, "credenciais": credsName,
	"credenziali": credsName, "inloggegevens": credsName,
	"break-glass": credsName, "breakglass": credsName,
}

type loginKind uint8

const (
	notLogin loginKind = iota
	loginName
	credsName
)

// loginKindOf returns the kind of name in loginNames, ignoring case. Only
// a name of the length, first and last letters of one of them is looked
// up: most names that the credential context reads (password, api_key)
// are not.
func loginKindOf(name string) loginKind {
	n := len(name)
	if n == 0 || n >= len(loginShapes) {
		return notLogin
	}
	f, l := name[0]|0x20-'a', name[n-1]|0x20-'a'
	if f >= 26 || l >= 26 || loginShapes[n][0]&(1<<f) == 0 || loginShapes[n][1]&(1<<l) == 0 {
		return notLogin
	}
	var buf [32]byte
	b, _ := folded(&buf, name)
	return loginNames[string(b)]
}

// loginShapes has, per length of a name in loginNames, the bits of their
// first letters and of their last letters (a is bit 0).
var loginShapes = func() (s [len("identifiez-vous") + 1][2]uint32) {
	for name := range loginNames {
		s[len(name)][0] |= 1 << (name[0] - 'a')
		s[len(name)][1] |= 1 << (name[len(name)-1] - 'a')
	}
	return s
}()

// accountNoun returns where the noun ends that may follow a creds word
// at text[ke:] before its user and password ("break-glass account: admin /
// v", "breakglass creds: root:v"), or ke.
func accountNoun(text string, ke int) int {
	if ke+1 >= len(text) || text[ke] != ' ' {
		return ke // most creds words: a look at one byte
	}
	if c := text[ke+1] | 0x20; c != 'a' && c != 'u' && c != 'l' && c != 'c' {
		return ke
	}
	for _, w := range []string{" account", " accounts", " user", " login", " creds", " credentials"} {
		if hasPrefixFold(text[ke:], w) {
			return ke + len(w)
		}
	}
	return ke
}

// loginWords are what joins a login word to the user and password it
// gives, on its line or, after a heading ("Credentials:"), on the next.
var loginWords = []string{" with ", " as ", " using ", " are ", " is ", ": ", " - ",
	" mit ", " als ", " avec ", " con ", " com ", " met ", " : ", ":\n", ":\r\n", " :\n", " :\r\n", "\n", "\r\n", "?\n", "?\r\n"}

// passwordBelowUser returns the bounds of the password alone on the line
// below the user that a heading or a question gives alone on its line at
// text[u:e] ("Credentials:\njdoe\nv", "vpn login?\njdoe\nv"), or -1, -1.
func passwordBelowUser(text string, u, e int) (int, int) {
	if le := lineEndOf(text, u); e != le && (e != le+1 || text[le] != '\r') {
		return -1, -1
	}
	vs := lineAfter(text, u)
	if vs < 0 {
		return -1, -1
	}
	ve := lineEndOf(text, vs)
	if vs == ve || strings.ContainsAny(text[vs:ve], " \t") {
		return -1, -1
	}
	return vs, ve
}

// loginTarget returns where the host or account ends that a login verb
// at text[:ke] names before its user and password ("logged into
// 192.168.0.1 with admin and v", "logged in to the NAS with admin / v":
// into, or to after the verb, then one argument, which an article may
// open), or -1.
func loginTarget(text, name string, ke int) int {
	p := ke
	if n := len(name); n < len("into") || !strings.EqualFold(name[n-len("into"):], "into") {
		if !hasPrefixFold(text[p:], " to ") {
			return -1
		}
		p += len(" to")
	}
	if p+1 >= len(text) || text[p] != ' ' {
		return -1
	}
	for _, a := range []string{" the ", " my ", " our "} {
		if hasPrefixFold(text[p:], a) {
			p += len(a) - 1
			break
		}
	}
	if e := argEnd(text, p+1, min(len(text), p+1+maxReread)); e > p+1 {
		return e
	}
	return -1
}

// pairedLogin reports whether the name at text[ks:] comes after a user
// word and a slash: a label of a user and a password ("login/pass: admin /
// v", "user/password = admin:v"), whose value is read as a login's.
// The caller has seen the slash.
func pairedLogin(text string, ks int) bool {
	us, _ := nameBounds(text, ks-1, ks-1)
	return pairUsers.has(text[us : ks-1])
}

// pairUsers are the user words of pairedLogin.
var pairUsers = newWordSet("login", "user", "username", "usr", "benutzer", "utilisateur", "usuario")
