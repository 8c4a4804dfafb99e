package rules

import "strings"

// Account names. A name that says a value is the user of a service or a
// connection ("DB_USER=svc_billing", "snowflake_user: \"JTAAvluMi1\"",
// "User ID=billing_app;" in a connection string) gives an account name,
// which is identity whether or not a password stands beside it. A bare
// "user" or "username" is left to username-with-password: in code it is
// as often a program's variable as an account.

// validAccount accepts the account name text[start:end]: not a
// placeholder, a reference, a word that forms and code write there
// ("None", "string", "username"), a default account ("root",
// "postgres"), a date or version ("last_login: 2024-01-05T10:00Z"), a call ("get_user()"), a number (a
// numeric uid says little), or an identifier of words assigned like code
// ("db_user = default_user").
func validAccount(text string, start, end int) bool {
	v := text[start:end]
	quoted := start > 0 && strings.IndexByte("\"'`", text[start-1]) >= 0
	switch {
	case !hasAlnum(v), reference(v), placeholder(v), nonValues.has(v), accountWords.has(v), versionRE.MatchString(v),
		end < len(text) && text[end] == '(', allDigits(v):
		return false
	case !quoted && strings.HasSuffix(text[:start], " ") && identifierShaped(v) &&
		(strings.IndexByte(v, '_') > 0 || caseChanges(v) > 0):
		return false // a variable: "db_user = default_user"
	}
	return true
}

// accountWords are what a template writes for an account name, and the
// default accounts that systems and databases ship with, which name no
// one.
var accountWords = newWordSet("user", "username", "user_name", "userid", "user_id", "login", "name", "uid", "account",
	"anonymous", "guest", "nobody", "me", "self", "someone",
	"root", "admin", "administrator", "sa", "postgres", "mysql", "ubuntu", "ec2-user", "www-data", "default")
