package scrub

import (
	"strings"
	"testing"
)

// fiftyeighthFloor is just under what the rules reach on the fifty-eighth
// suite as first written, before any fix for it: recall 0.758, partial
// 0.000, negatives intact 1.000 (178 cases, 132 positives); no label
// slips.
//
// After the fixes: recall 0.856, partial 0.000, negatives intact 1.000;
// with a password's shape after "its", "it's" or "it to" read with no
// credential word (chat-given-password: "oops its v", "for the admin
// account its v", "set it to 'v'") recall 0.879.
// Left: values that no name gives on their line (a bare answer among
// numbered answers, "its admin and v", "u/p is
// root v", a quoted value for "the sentry auth"); what dictation spells out
// (a password word by word after "user name admin password", digits as
// words for a phone number and a PIN, a key's "sk dash live"); a
// passphrase of words with no operator; a lower-case street address;
// "wifi at the office is v"; recovery codes of four characters, or with
// no digit; and a whole token with a sentence's ellipsis right after it,
// which reads as a value cut short.
//
// After a role alone on its line read as the turn's opening below a line
// that names a credential without asking ("agent: I need the DB password
// to continue.\nme:\nv"), recall 0.886.
var fiftyeighthFloor = recallFloor{recall: 0.885, intact: 0.999, maxPartial: 0}

// TestPasteFiftyeighthRecall measures the fifty-eighth suite, quick chat
// with a coding agent, kept apart as its author wrote it (misses
// included).
func TestPasteFiftyeighthRecall(t *testing.T) {
	measureHeldOut(t, "fifty-eighth suite", fiftyeighthCases(pasteGen{newFakes(3580)}), fiftyeighthFloor)
}

// fiftyeighthCases are the fifty-eighth suite. Its ground is chat with a
// coding agent written quickly by people who do not name a secret the
// way a config does: messages typed on a phone (autocorrect, no
// capitals, apostrophes or punctuation), dictated by voice (digits,
// capitals and symbols spelled out), pasted from a team chat thread with
// names and times, values given as the answer to the agent's question
// lines above, corrections, several credentials in one run-on sentence,
// values in parentheses, quotes (straight and curly) or after an
// ellipsis, emoji as labels, logins written as user / password, and the
// personal data people drop in chat (phone numbers, home addresses,
// personal e-mail addresses, dates of birth). The negatives are the same
// kind of chat where the values are not secrets: ticket numbers, branch
// names, versions, commands, paths, error codes, placeholders, values
// already masked as stars, product names and code identifiers that look
// random; they must survive whole (or, where a case names one, that value
// must).
func fiftyeighthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	lower := func(n int) string { return g.pick(lowerSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	digits := func(n int) string { return g.pick(digitSet, n) }
	url := func(n int) string { return g.pick(urlSet, n) }
	openai := func() string { return "sk-proj-" + url(48) }
	sendgrid := func() string { return "SG." + url(22) + "." + url(43) }
	// A US number as people type it: area code, exchange, line.
	phoneUS := func() string {
		return "(" + g.pick("2345789", 1) + digits(2) + ") " + g.pick("2345789", 1) + digits(2) + "-" + digits(4)
	}
	phoneUK := func() string { return "07" + g.pick("3456789", 1) + digits(2) + " " + digits(6) }
	gmail := func(name string) string { return name + digits(2) + "@gmail.com" }

	// One run-on message holds several credentials; each is a case.
	runDB, runRedis, runStripe := pw(), tok(), g.stripe()
	runOn := "ok so db user is app pass " + runDB + " and redis is " + runRedis + " and the stripe key is " + runStripe + " thats all i think"
	runAWSID, runAWSSecret := g.aws(), g.pick(base64Chars, 40)
	runAWS := "aws key " + runAWSID + " secret " + runAWSSecret + " region us-east-1 bucket is acme-uploads"
	runGH, runNPM := g.github(), "npm_"+g.alnum(36)
	runTokens := "github token " + runGH + " npm token " + runNPM + " both expire next month"
	runAdmin, runCodes := pw(), lowerAlnum(4)+"-"+lowerAlnum(4)+" "+lowerAlnum(4)+"-"+lowerAlnum(4)
	runLogin := "login admin pw " + runAdmin + " and if it asks for 2fa the backup codes are " + runCodes
	threadID, threadSecret := g.aws(), g.pick(base64Chars, 40)
	thread := "Nadia Rahman  4:45 PM\nthe new aws creds for the ci user\nNadia Rahman  4:45 PM\n" + threadID + "\n" + threadSecret + "\nLiam O'Connor  4:47 PM\ngot it thx"

	cases := []pasteCase{
		// Typed on a phone.
		pos("phone", "db-pw-dont-commit", "hey can u fix the deploy the db pw is {S} dont commit it", pw()),
		pos("phone", "api-key-thx", "api key {S} thx", openai()),
		pos("phone", "token-still-valid", "ok so the token is {S} i think its still valid", g.github()),
		pos("phone", "its-for-admin", "for the admin account its {S}", pw()),
		pos("phone", "pass-lowercase", "pass is {S} all lowercase", lower(7)+digits(2)),
		pos("phone", "passwrd-typo", "the passwrd for grafana is {S}", pw()),
		pos("phone", "tolen-typo", "tolen for the bot {S}", g.slack()),
		pos("phone", "office-wifi", "wifi at the office is {S} if u need it for the pi", "Kestrel"+digits(4)),
		pos("phone", "my-key-testing", "use my key {S} but only for testing pls", openai()),
		pos("phone", "db-password-user", "db password {S} user postgres host is the usual", pw()),
		pos("phone", "im-on-phone", "Im on my phone rn but the secret is {S}", g.alnum(40)),
		pos("phone", "sendgrid", "sendgrid key is {S}", sendgrid()),
		pos("phone", "ssh-pass-box", "ssh pass for the box is {S}", pw()),
		pos("phone", "autocorrect-split", "Pass word is {S}", pw()),
		pos("phone", "twilio-with-sid", "the twilio auth token is {S} and sid is AC"+g.hex(32), g.hex(32)),
		pos("phone", "here-u-go", "here u go {S}", g.github()),
		pos("phone", "stripe-test", "stripe test key is {S} the live one is in vault", "sk_test_"+g.alnum(24)),
		pos("phone", "try-as-password", "Can you try with {S} as the password", pw()),
		pos("phone", "admin-pin", "the pin for the admin panel is {S}", digits(6)),
		pos("phone", "autocapital-token", "Token is {S} lol", g.alnum(32)),
		pos("phone", "no-space-after-colon", "pw:{S}", pw()),
		pos("phone", "password-then-question", "password {S} right?? or did u change it", pw()),
		pos("phone", "secret-key-jwt", "jwt secret is {S} same on all envs", g.pick(lowerSet+digitSet, 48)),
		pos("phone", "gitlab-pat", "gitlab pat {S} has api scope", "glpat-"+url(20)),

		// Dictated by voice.
		pos("voice", "password-spelled", "the password is {S}", dictated(pw())),
		pos("voice", "db-password-one-word", "okay so the database password is {S} all one word", dictated(pw())),
		pos("voice", "email-spelled", "my email is {S}", "jenny dot okafor"+digits(2)+" at gmail dot com"),
		pos("voice", "token-period", "the token is {S} period", g.github()),
		pos("voice", "password-colon-spelled", "password colon {S} new line user colon admin", pw()),
		pos("voice", "phone-spelled", "my phone number is {S}", spokenDigits("415"+digits(7))),
		pos("voice", "phone-digits", "you can reach me at {S} after six", g.pick("2345789", 1)+digits(2)+" "+g.pick("2345789", 1)+digits(2)+" "+digits(4)),
		pos("voice", "pin-spelled", "the pin is {S}", spokenDigits(digits(4))),
		pos("voice", "username-password-spelled", "user name admin password {S}", dictated(pw())),
		pos("voice", "at-sign-email", "send the report to {S}", "mark dot chen"+digits(2)+" at sign outlook dot com"),
		pos("voice", "recovery-codes", "my recovery codes are {S}", recoveryCodes(g)),
		pos("voice", "capital-hint", "password is {S} with a capital at the start", pw()),
		pos("voice", "wifi-spelled", "the wifi password is {S}", dictated("Harbor"+digits(4))),
		pos("voice", "comma-dictated", "the key is {S} comma and the region is us east one", tok()),
		pos("voice", "dash-dictated", "the api key is {S}", "sk dash live dash "+lowerAlnum(6)+" "+lowerAlnum(6)),

		// Pasted from a team chat thread.
		pos("thread", "staging-key", "Maria Lopez  10:42 AM\nhere's the staging key {S}\nDev Patel  10:43 AM\nthx 🙏", g.stripe()),
		pos("thread", "bare-answer", "[9:14 AM] Priya Shah: can someone share the grafana admin pw\n[9:16 AM] Tom Becker: {S}\n[9:16 AM] Priya Shah: ty", pw()),
		pos("thread", "discord-bot-token", "Sam Okoro — Today at 3:02 PM\ntoken for the ci bot: {S}", g.github()),
		pos("thread", "quoted-auth", "Alex Kim  2:11 PM\nuse \"{S}\" for the sentry auth", g.hex(64)),
		pos("thread", "vpn-changed", "Jordan Reyes 11:05\nThe VPN password changed to {S}\nJordan Reyes 11:05\nplease don't put it in the wiki", pw()),
		pos("thread", "aws-id-own-line", thread, threadID),
		pos("thread", "aws-secret-own-line", thread, threadSecret),
		pos("thread", "mailgun", "lena — 08/14/2026 9:31 PM\nmailgun key {S}", "key-"+g.hex(32)),
		pos("thread", "call-me", "Chris Novak  5:20 PM\nif prod goes down call me {S}", phoneUS()),
		pos("thread", "personal-email", "Ana Silva  1:03 PM\nmy personal is {S} if slack is down", gmail("ana.silva")),
		pos("thread", "db-url", "Ravi  12:01\ndb: postgres://app:{S}@10.2.0.14:5432/core", g.urlPassword()),
		pos("thread", "forwarded", "Forwarded from #ops\n> Kenji Watanabe: prod redis pass is {S}\n> Kenji Watanabe: rotate after the migration", tok()),
		pos("thread", "reply-in-thread", "1 reply\nBen Hughes  3:33 PM\n{S} ← smtp pass", pw()),
		pos("thread", "teams-style", "[Yesterday 16:02] Fatima Zahra\n    openai key for the demo {S}", openai()),

		// The answer to the agent's question lines above.
		pos("answer", "quoted-question", "> What's the password for the staging database?\n{S}", pw()),
		pos("answer", "one-sec", "You asked for an API key with write scope\nok one sec\n{S}", g.github()),
		pos("answer", "asked-above", "you asked for the redis password above, here: {S}", pw()),
		pos("answer", "re-question", "re your question about the token — {S}", tok()),
		pos("answer", "numbered-answers", "answers to ur questions:\n1. yes use main\n2. {S}\n3. no dont run migrations", pw()),
		pos("answer", "the-one-u-asked", "the one u asked for: {S}", g.pick(base64Chars, 40)),
		pos("answer", "second-thing", "for the second thing (the smtp password) its {S}", pw()),
		pos("answer", "forgot-to-answer", "sorry forgot to answer, key is {S}", openai()),
		pos("answer", "username-and-pw", "oh and username is deploy, pw {S}", pw()),
		pos("answer", "bare-line-after-prompt", "agent: I need the DB password to continue.\nme:\n{S}", pw()),
		pos("answer", "token-bare-after-ask", "Which token should I use for the registry?\n\n{S}", "npm_"+g.alnum(36)),

		// Corrections.
		pos("correction", "no-wait", "db pw is Marble"+digits(3)+" no wait its {S}", pw()),
		pos("correction", "asterisk-fix", "the key is\n*{S}", tok()),
		pos("correction", "oops-typo", "oops typo its {S} not the one above", pw()),
		pos("correction", "correction-label", "correction: api key should be {S}", openai()),
		pos("correction", "prod-not-staging", "wait no thats staging. prod is {S}", g.stripe()),
		pos("correction", "sorry-meant", "sorry i meant {S} for the password", pw()),
		pos("correction", "actually", "actually the token is {S}, the other one expired", g.github()),

		// Several credentials in one run-on sentence.
		pos("runon", "db-pass", runOn, runDB),
		pos("runon", "redis", runOn, runRedis),
		pos("runon", "stripe", runOn, runStripe),
		pos("runon", "aws-id", runAWS, runAWSID),
		pos("runon", "aws-secret", runAWS, runAWSSecret),
		pos("runon", "github", runTokens, runGH),
		pos("runon", "npm", runTokens, runNPM),
		pos("runon", "admin-pw", runLogin, runAdmin),
		pos("runon", "backup-codes", runLogin, runCodes),

		// In parentheses, quotes or after an ellipsis.
		pos("wrapped", "parens", "use the prod key ({S}) not the test one", g.stripe()),
		pos("wrapped", "double-quotes", "password is \"{S}\"", pw()),
		pos("wrapped", "ellipsis-label", "the pw... {S}", pw()),
		pos("wrapped", "ellipsis-around", "hmm... {S}... that should work", g.github()),
		pos("wrapped", "single-quotes", "set it to '{S}' without the quotes", pw()),
		pos("wrapped", "curly-double", "key = “{S}”", tok()),
		pos("wrapped", "curly-single", "pass: ‘{S}’", pw()),
		pos("wrapped", "parens-label", "token (the long one): {S}", tok()),
		pos("wrapped", "arrow", "db creds → admin:{S}", pw()),
		pos("wrapped", "brackets", "the key is [{S}]", tok()),
		pos("wrapped", "backticks", "password is `{S}`", pw()),

		// Emoji as labels.
		pos("emoji", "key-alone", "🔑 {S}", openai()),
		pos("emoji", "lock-pw", "🔒 pw: {S}", pw()),
		pos("emoji", "prod-db-key", "prod db 🔑 {S}", pw()),
		pos("emoji", "pointing", "👉 {S} 👈 thats the api key", tok()),
		pos("emoji", "locked-login", "🔐 admin / {S}", pw()),
		pos("emoji", "check-new-token", "✅ new token {S}", g.github()),
		pos("emoji", "shush", "key 🔑: {S} 🤫", tok()),

		// Logins written as user / password.
		pos("login", "staging-slash", "the login for staging is admin / {S}", pw()),
		pos("login", "slash-no-space", "login for jenkins is ops/{S}", pw()),
		pos("login", "creds-slash", "creds: deploy / {S}", pw()),
		pos("login", "user-pass-labels", "user: admin pass: {S}", pw()),
		pos("login", "and", "its admin and {S}", pw()),
		pos("login", "up-shorthand", "u/p is root {S}", pw()),
		pos("login", "sign-in-with", "sign in with qa@acme-test.io and {S}", pw()),
		pos("login", "login-is-pw-is", "login is ops pw is {S}", pw()),
		pos("login", "username-password-newline", "username: deploy\npassword: {S}", pw()),

		// Labels with a warning or a hint.
		pos("label", "dont-share", "key: {S} (dont share)", tok()),
		pos("label", "dont-paste", "secret: {S} pls dont paste anywhere", g.alnum(40)),
		pos("label", "ends-in", "the full token (the one that ends in a different 4 chars than the old) is {S}", g.github()),
		pos("label", "real-one", "this is the real one {S} delete after", g.github()),
		pos("label", "arrow-prod", "api_key {S} <- prod", tok()),
		pos("label", "webhook-secret", "heres the webhook secret {S}", "whsec_"+url(32)),
		pos("label", "master-key", "the master key is {S}", g.hex(32)),
		pos("label", "passphrase-words", "encryption passphrase {S} dont lose it", strings.Join([]string{"orbit", "canyon", "pepper", "lantern"}, " ")),
		pos("label", "temp-password", "temp password {S} they have to change it on first login", pw()),

		// Personal data dropped in chat.
		pos("personal", "cell-us", "my cell is {S} text me if it breaks", phoneUS()),
		pos("personal", "mobile-uk", "call me on {S}", phoneUK()),
		pos("personal", "whatsapp-de", "whatsapp me {S}", "+49 15"+g.pick("12579", 1)+" "+digits(8)),
		pos("personal", "ship-to", "ship the test device to {S}", digits(4)+" elm st apt 3b austin tx 787"+digits(2)),
		pos("personal", "invoice-address", "my address for the invoice is {S}", digits(2)+" Rosewood Avenue, Leeds LS6 2AB"),
		pos("personal", "apple-dev-email", "use my personal email {S} for the apple dev account", gmail("dan.whitfield")),
		pos("personal", "dob-slashes", "dob {S}", "03/14/19"+g.pick("6789", 1)+digits(1)),
		pos("personal", "dob-words", "for the kyc test use my real dob {S}", "14 march 19"+g.pick("6789", 1)+digits(1)),
		pos("personal", "ssn", "for the background check form my ssn is {S}", g.pick("1234567", 1)+digits(2)+"-"+digits(2)+"-"+digits(4)),
		pos("personal", "email-me", "email me at {S}", "k.brennan"+digits(2)+"@yahoo.com"),
		pos("personal", "phone-emoji", "📱 {S}", phoneUS()),
		pos("personal", "number-changed", "my number changed its now {S}", phoneUK()),
		pos("personal", "dob-iso", "DOB: {S}", "19"+g.pick("6789", 1)+digits(1)+"-07-02"),
		pos("personal", "home-address", "im working from home this week, {S} if u need to send anything", digits(3)+" Birchwood Dr, Portland OR 972"+digits(2)),
		pos("personal", "outlook-email", "my outlook is {S} add me to the repo", "priya.shah"+digits(2)+"@outlook.com"),
		pos("personal", "born", "born {S} if the form needs it", "2/7/9"+digits(1)),

		// Negatives: the same chat where the values are not secrets.
		neg("ticket", "jira", "can u look at JIRA-4821 its the login bug", ""),
		neg("ticket", "issue-hash", "fixes #2291 the password reset one", ""),
		neg("ticket", "ops-ticket", "ticket is OPS-118 assigned to me", ""),
		neg("branch", "refresh-token", "push to feat/refresh-token-rotation", ""),
		neg("branch", "pw-reset", "branch is fix/pw-reset-email-2291", ""),
		neg("branch", "hotfix", "merge hotfix/stripe-webhook-500 into main pls", ""),
		neg("version", "node-next", "we're on node 20.11.1 and next 14.2.3", ""),
		neg("version", "rc", "bump to v3.8.0-rc.2", ""),
		neg("version", "build", "the app version is 2.14.0 (build 4471)", ""),
		neg("command", "migrate", "run npm run db:migrate -- --env staging", ""),
		neg("command", "kubectl", "try `kubectl rollout restart deploy/api -n prod`", ""),
		neg("command", "compose", "docker compose up -d --build", ""),
		neg("path", "gh-hosts", "config is in ~/.config/gh/hosts.yml dont touch it", ""),
		neg("path", "key-file", "the key file is at ./secrets/dev.key", ""),
		neg("path", "nginx-log", "check /var/log/nginx/error.log", ""),
		neg("errcode", "ssl", "getting ERR_SSL_PROTOCOL_ERROR on staging", ""),
		neg("errcode", "hresult", "error 0x80070005 when installing", ""),
		neg("errcode", "token-expired", "it says AUTH_TOKEN_EXPIRED (code 401)", ""),
		neg("placeholder", "format", "the format is sk_live_xxx right?", ""),
		neg("placeholder", "angle", "put <your token here> in the env", ""),
		neg("placeholder", "usual", "pw is the usual one", ""),
		neg("placeholder", "in-vault", "password is in the vault same as last time", ""),
		neg("rotated", "stars", "old pw was *** its rotated now", ""),
		neg("rotated", "revoked", "token: ghp_**** revoked yesterday", ""),
		neg("rotated", "one-password", "i rotated it, new one is in 1password under 'staging db'", ""),
		neg("rotated", "ends-in", "the one that ends in ...a9f2 is the old one, revoke it", ""),
		neg("product", "vendors", "we use Qdrant and Supabase for that", ""),
		neg("product", "nanoid", "use nanoid for the ids not uuid", ""),
		neg("ident", "func", "the function is getAuthTokenV2 in auth.ts", ""),
		neg("ident", "hook", "its called useSWRInfinite", ""),
		neg("ident", "pod", "the pod is api-7f9c8d6b5-x2kqp and its crashlooping", ""),
		neg("ident", "bucket", "the bucket is acme-prod-uploads-eu", ""),
		neg("thread", "merged", "Maria Lopez  10:42 AM\nmerged PR #4412, deploying v2.3.1 now", "merged PR #4412, deploying v2.3.1 now"),
		neg("answer", "branch", "> which branch should I use?\nrelease/2026-12", ""),
		neg("voice", "port", "the port is eight zero eight zero", ""),
		neg("voice", "version", "its version two point one four", ""),
		neg("emoji", "rotation-done", "🔑 rotation done ✅ all keys updated", ""),
		neg("emoji", "locked-branch", "🔒 locked the main branch", ""),
		neg("correction", "branch", "branch is feat/login no wait its feat/sign-in", ""),
		neg("login", "sso", "the login for staging is the sso one (okta)", ""),
		neg("label", "dont-share-path", "key: ~/.ssh/id_ed25519.pub (dont share the private one)", ""),
		neg("ident", "flag", "call it with --no-verify or husky blocks it", ""),
		neg("ident", "stripe-request", "stripe says req_"+g.alnum(14)+" failed with card_declined", ""),
		neg("ident", "short-sha", "the commit is 3f2a9c1 on main", ""),
		neg("runon", "non-secrets", "ok so branch is main and node is 20 and the port is 5432 thats all i think", ""),
		neg("wrapped", "parens-ticket", "use the prod config (see OPS-221) not the test one", ""),
	}
	return cases
}

// dictated returns s as speech-to-text writes a password spoken aloud: a
// word in lower case, announced as capital when it starts with one,
// digits one by one as words and symbols by their names.
func dictated(s string) string {
	names := map[rune]string{'!': "exclamation mark", '@': "at sign", '#': "hashtag", '%': "percent", '&': "ampersand",
		'*': "star", '?': "question mark", '-': "dash", '_': "underscore", '.': "dot", '~': "tilde"}
	var words []string
	word := ""
	flush := func() {
		if word != "" {
			if strings.ToLower(word[:1]) != word[:1] {
				words = append(words, "capital")
			}
			words = append(words, strings.ToLower(word))
			word = ""
		}
	}
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			flush()
			words = append(words, spokenDigits(string(r)))
		case names[r] != "":
			flush()
			words = append(words, names[r])
		default:
			word += string(r)
		}
	}
	flush()
	return strings.Join(words, " ")
}

// spokenDigits returns the digits of s as words.
func spokenDigits(s string) string {
	names := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	words := make([]string, 0, len(s))
	for _, r := range s {
		words = append(words, names[r-'0'])
	}
	return strings.Join(words, " ")
}

// recoveryCodes draws two-factor recovery codes as a person reads them out.
func recoveryCodes(g pasteGen) string {
	return strings.Join([]string{g.pick(lowerSet+digitSet, 4), g.pick(lowerSet+digitSet, 4), g.pick(lowerSet+digitSet, 4)}, " ")
}
