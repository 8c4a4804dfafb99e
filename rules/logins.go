package rules

// Logins in prose. A user and a password given together after a word
// that names them ("login with admin / v", "log in as root / v", "sign in
// with ops@example.com / v", "einloggen mit admin / v", "credentials are
// admin / v", "ssh creds: root / v", "creds: deploy:v", a "Credentials:"
// or "Default login" heading over "admin / v") are read by loginValue:
// the password after the first colon or slash of the user's argument, or
// the argument after a spaced slash.

// loginNames are the words and phrases that give a user and a password
// after one of loginWords; the credential rule's keywords find them.
var loginNames = newWordSet("login", "logon", "signin", "log in", "log on", "sign in",
	"einloggen", "inloggen", "anmelden", "connectez-vous", "identifiez-vous", "sesión", "accedi", "accede", "accedere")

// loginWords are what joins a login word to the user and password it
// gives, on its line or, after a heading ("Credentials:"), on the next.
var loginWords = []string{" with ", " as ", " using ", " are ", " is ", ": ", " - ",
	" mit ", " als ", " avec ", " con ", " com ", " met ", " : ", ":\n", ":\r\n", " :\n", " :\r\n", "\n", "\r\n"}

// credsValue reads the password of a user and a password that a
// credentials word ending at text[ke] gives ("credentials are admin /
// v"), or returns -1, -1: a value the word gives alone is the credential
// context's to read as any other.
func credsValue(text, name string, ke, to int) (int, int, int) {
	if len(name) > len("inloggegevens") || !credsWords.has(name) {
		return -1, -1, to
	}
	return loginValue(text, ke, to)
}

var credsWords = newWordSet("credentials", "creds", "cred", "zugangsdaten", "anmeldedaten", "identifiants",
	"credenciales", "credenciais", "credenziali", "inloggegevens")
