package rules

// Logins in prose. A user and a password given together after a word
// that names them ("login with admin / v", "credentials are admin / v",
// "ssh creds: root / v", "creds: deploy:v") are read by loginValue: the
// password after the first colon or slash of the user's argument, or the
// argument after a spaced slash.

// loginWords are what joins a login word to the user and password it
// gives.
var loginWords = []string{" with ", " as ", " using ", " are ", " is ", ": ", " - "}

// credsValue reads the password of a user and a password that a
// credentials word ending at text[ke] gives ("credentials are admin /
// v"), or returns -1, -1: a value the word gives alone is the credential
// context's to read as any other.
func credsValue(text, name string, ke, to int) (int, int, int) {
	if name[0]|0x20 != 'c' || !credsWords.has(name) { // most names are not looked up
		return -1, -1, to
	}
	return loginValue(text, ke, to)
}

var credsWords = newWordSet("credentials", "creds", "cred")
