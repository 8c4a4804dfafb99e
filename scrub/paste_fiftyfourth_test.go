package scrub

import (
	"encoding/base64"
	"strings"
	"testing"
)

// fiftyfourthFloor is just under what the rules reach on the fifty-fourth
// suite as first written, before any fix for it: recall 0.864, partial
// 0.008, negatives intact 0.932 (176 cases, 132 positives); with its one
// label slip fixed (a placeholder line's you@gmail.com is an address at a
// real domain, so only its <app-password> must survive) recall 0.864,
// partial 0.008, negatives intact 0.955.
//
// After the fixes: recall 0.977, partial 0.000, negatives intact 0.977;
// with the literal an Exim server_condition compares the password with
// read too (the exim-server-condition-password rule) recall 0.985.
// Left: SES's SMTP password printed alone by AWS's conversion script and
// a role's mailbox (billing@), which email keeps by design; a public
// relay's address in a Received header, which ipv4 removes as it removes
// every public address.
//
// Raised at stop 33 to just under main's figure then (recall 0.992, after
// that stop's fixes on other suites).
var fiftyfourthFloor = recallFloor{recall: 0.991, intact: 0.976, maxPartial: 0}

// TestPasteFiftyfourthRecall measures the fifty-fourth suite, mail servers,
// mail clients, SMTP and IMAP debugging and chat bots, kept apart as its
// author wrote it (misses included).
func TestPasteFiftyfourthRecall(t *testing.T) {
	measureHeldOut(t, "fifty-fourth suite", fiftyfourthCases(pasteGen{newFakes(3540)}), fiftyfourthFloor)
}

// fiftyfourthCases are the fifty-fourth suite. Its ground is what mail
// administrators, mail-client users and bot authors paste: Postfix's
// sasl_passwd, main.cf and lookup tables, Dovecot's passwd files and
// doveadm, Exim's passwd.client and authenticators, OpenSMTPD's secrets,
// fetchmail, msmtp, mutt and neomutt, isync, offlineimap, aerc,
// Thunderbird's prefs.js, Outlook and EWS scripts, swaks, curl and
// openssl s_client SMTP sessions with AUTH LOGIN, PLAIN and XOAUTH2 in
// base64, Gmail's and iCloud's app passwords, SES SMTP credentials, mail
// APIs' keys (Mailgun, SendGrid, Postmark, Mailjet, Brevo), DKIM private
// keys, mailcow and Mail-in-a-Box, framework mail settings (Django,
// Rails, Laravel, Spring, Nodemailer, PHPMailer, smtplib), chat bots
// (Telegram, Discord, Slack, Matrix, Mattermost, Rocket.Chat, IRC's
// NickServ and SASL), and the e-mail addresses, phone numbers and private
// host names in all of these. The negatives are look-alikes from the same
// ground, which must survive whole (or, where a case names one, that
// value must): DKIM public keys and DKIM-Signature headers, SPF, DMARC
// and MTA-STS records, message ids, Received headers of public relays,
// queue ids, the SMTP server's base64 prompts, bot and channel ids,
// public keys of bots, key ids, references to secrets kept elsewhere
// (passwordeval, PassCmd, environment), placeholders and masked values.
// Addresses at documentation domains (example.com, .org, .net) count as
// documentation values and stand in negatives.
func fiftyfourthCases(g pasteGen) []pasteCase {
	pw := g.password
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	lower := func(n int) string { return g.pick(lowerSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	url := func(n int) string { return g.pick(urlSet, n) }
	digits := func(n int) string { return g.pick(digitSet, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	// An app password of Gmail's is four groups of four letters with
	// spaces; iCloud's joins them with dashes.
	gmailApp := func() string { return lower(4) + " " + lower(4) + " " + lower(4) + " " + lower(4) }
	icloudApp := func() string { return lower(4) + "-" + lower(4) + "-" + lower(4) + "-" + lower(4) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	sesSecret := func() string { return "B" + g.pick(base64Chars, 43) }
	akid := func() string { return "AK" + "IA" + g.pick(upperSet+digitSet, 16) }
	mailgunOld := func() string { return "key" + "-" + g.hex(32) }
	mailgunNew := func() string { return g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8) }
	sendgrid := func() string { return "S" + "G." + url(22) + "." + url(43) }
	brevo := func(kind string) string { return "x" + kind + "sib-" + g.hex(64) + "-" + g.alnum(16) }
	telegram := func() string { return "6" + digits(9) + ":AA" + url(33) }
	discord := func() string {
		return base64.RawURLEncoding.EncodeToString([]byte("1"+digits(18))) + "." + url(6) + "." + url(38)
	}
	slackBot := func() string { return "xo" + "xb-" + digits(12) + "-" + digits(13) + "-" + g.alnum(24) }
	slackHook := func() string {
		return "https://hooks.slack.com/" + "services/T" + g.pick(upperSet+digitSet, 8) + "/B" + g.pick(upperSet+digitSet, 10) + "/" + g.alnum(24)
	}
	matrix := func(user string) string {
		return "sy" + "t_" + base64.RawStdEncoding.EncodeToString([]byte(user)) + "_" + g.alnum(20) + "_" + g.alnum(6)
	}
	googleAccess := func() string { return "ya" + "29." + url(150) }
	azureSecret := func() string { return g.alnum(3) + "8Q~" + g.pick(base62+"~._-", 31) }
	mailcowKey := func() string {
		hx := func() string { return strings.ToUpper(g.hex(6)) }
		return hx() + "-" + hx() + "-" + hx() + "-" + hx() + "-" + hx()
	}
	cryptHash := func() string { return "$6$" + g.pick(base62+"./", 16) + "$" + g.pick(base62+"./", 86) }
	frMobile := func() string { return "+33 6 " + digits(2) + " " + digits(2) + " " + digits(2) + " " + digits(2) }
	dkimPublic := "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + g.pick(base64Chars, 348) + "IDAQAB"

	// A relay account in /etc/postfix/sasl_passwd: a Gmail address and
	// its app password.
	saslUser, saslApp := "j.moreau."+lowerAlnum(4)+"@gmail.com", gmailApp()
	saslFile := "# /etc/postfix/sasl_passwd\n[smtp.gmail.com]:587    " + saslUser + ":" + saslApp + "\n"
	// SES SMTP credentials: the key id and the derived SMTP password.
	sesID, sesPass := akid(), sesSecret()
	sesLine := "[email-smtp.eu-west-1.amazonaws.com]:587 " + sesID + ":" + sesPass
	// A Laravel .env with its mail block.
	laraPass, laraMailgun, laraFrom := pw(), mailgunNew(), "billing@"+lower(7)+"-shop.de"
	laraEnv := "APP_NAME=Shop\nMAIL_MAILER=smtp\nMAIL_HOST=smtp.mailgun.org\nMAIL_PORT=587\nMAIL_USERNAME=postmaster@mg." + lower(6) + ".de\nMAIL_PASSWORD=" + laraPass +
		"\nMAIL_ENCRYPTION=tls\nMAIL_FROM_ADDRESS=\"" + laraFrom + "\"\nMAILGUN_DOMAIN=mg.shop.de\nMAILGUN_SECRET=" + laraMailgun + "\n"
	// A .muttrc with an account's passwords.
	muttImap, muttSMTP, muttFrom := pw(), pw(), "lena."+lower(6)+"@posteo.de"
	muttrc := "set from = \"" + muttFrom + "\"\nset realname = \"Lena\"\nset imap_user = \"" + muttFrom + "\"\nset imap_pass = \"" + muttImap +
		"\"\nset folder = \"imaps://posteo.de:993\"\nset smtp_url = \"smtp://" + strings.ReplaceAll(muttFrom, "@", "\\@") + "@posteo.de:587/\"\nset smtp_pass = \"" + muttSMTP + "\"\nset ssl_force_tls = yes\n"
	// An SMTP session by hand with AUTH LOGIN.
	loginUser, loginPass := "ops@"+lower(6)+"-logistics.fr", pw()
	authLogin := "$ openssl s_client -starttls smtp -connect smtp.office365.com:587 -crlf -quiet\n250 SMTPUTF8\nEHLO laptop\n250-AUTH LOGIN XOAUTH2\nAUTH LOGIN\n334 VXNlcm5hbWU6\n" +
		b64(loginUser) + "\n334 UGFzc3dvcmQ6\n" + b64(loginPass) + "\n235 2.7.0 Authentication successful"
	// mailcow.conf's secrets.
	mcDB, mcRoot, mcRedis := g.alnum(28), g.alnum(28), g.alnum(28)
	mailcowConf := "MAILCOW_HOSTNAME=mail." + lower(6) + ".eu\nDBNAME=mailcow\nDBUSER=mailcow\nDBPASS=" + mcDB + "\nDBROOT=" + mcRoot + "\nREDISPASS=" + mcRedis + "\nHTTP_PORT=80\n"
	// A Synapse homeserver.yaml's secrets.
	synReg, synMacaroon := g.pick(base62+"~:;.,^&*", 50), g.pick(base62+"~:;.,^&*", 50)
	synapse := "server_name: \"chat." + lower(5) + ".eu\"\nenable_registration: false\nregistration_shared_secret: \"" + synReg + "\"\nmacaroon_secret_key: \"" + synMacaroon + "\"\nreport_stats: false\n"
	// A bridge's registration file.
	asTok, hsTok := g.alnum(64), g.alnum(64)
	registration := "id: telegram\nurl: http://localhost:29317\nas_token: " + asTok + "\nhs_token: " + hsTok + "\nsender_localpart: telegrambot\nrate_limited: false\n"

	cases := []pasteCase{
		// Postfix.
		pos("f54-postfix", "sasl-passwd-app", saslFile, saslApp),
		pos("f54-postfix", "sasl-passwd-user", saslFile, saslUser),
		pos("f54-postfix", "sasl-passwd-ses-id", sesLine, sesID),
		pos("f54-postfix", "sasl-passwd-ses-pass", sesLine, sesPass),
		pos("f54-postfix", "sasl-passwd-sendgrid", "[smtp.sendgrid.net]:587 apikey:{S}", sendgrid()),
		pos("f54-postfix", "sasl-passwd-sender", "# sender_dependent\n"+"@"+lower(6)+".nl   [smtp.strato.de]:465  mail@"+lower(6)+".nl:{S}", pw()),
		pos("f54-postfix", "mysql-map", "# /etc/postfix/mysql-virtual-mailbox-maps.cf\nuser = mailuser\npassword = {S}\nhosts = 127.0.0.1\ndbname = mailserver\nquery = SELECT 1 FROM virtual_users WHERE email='%s'", pw()),
		pos("f54-postfix", "myhostname", "myhostname = {S}\nmydomain = corp\nmyorigin = $mydomain\ninet_interfaces = all", "mx1."+lower(5)+".corp"),
		pos("f54-postfix", "relayhost-internal", "relayhost = [{S}]:25\nsmtp_tls_security_level = may", "smarthost."+lower(4)+".internal"),
		pos("f54-postfix", "log-sasl-user", "May  6 10:02:11 mx1 postfix/smtpd[2231]: 4VtK9b1kZzz4WxQ: client=unknown[203.0.113.7], sasl_method=PLAIN, sasl_username={S}", "k.nowak@"+lower(6)+"-bud.pl"),
		pos("f54-postfix", "log-recipient", "May  6 10:02:12 mx1 postfix/smtp[2240]: 4VtK9b1kZzz4WxQ: to=<{S}>, relay=gmail-smtp-in.l.google.com[142.250.27.26]:25, delay=1.2, status=sent (250 2.0.0 OK)", "marta."+lower(5)+"@gmail.com"),
		pos("f54-postfix", "aliases-root", "# /etc/aliases\npostmaster: root\nroot: {S}\n", "tomas."+lower(6)+"@proton.me"),
		pos("f54-postfix", "postconf-printf", "printf '[smtp.gmail.com]:587 me@gmail.com:%s\\n' '{S}' | sudo tee /etc/postfix/sasl_passwd", gmailApp()),

		// Dovecot.
		pos("f54-dovecot", "passwd-file-crypt", "# /etc/dovecot/users\nanna@"+lower(6)+".se:{SHA512-CRYPT}{S}:5000:5000::/var/vmail/anna::", cryptHash()),
		pos("f54-dovecot", "passwd-file-plain", "info:{PLAIN}{S}:5000:5000::/home/vmail/info::", pw()),
		pos("f54-dovecot", "doveadm-pw-arg", "doveadm pw -s SHA512-CRYPT -p '{S}'", pw()),
		pos("f54-dovecot", "doveadm-pw-out", "$ doveadm pw -s SHA512-CRYPT\nEnter new password:\nRetype new password:\n{SHA512-CRYPT}{S}", cryptHash()),
		pos("f54-dovecot", "doveadm-auth-test", "doveadm auth test info@"+lower(6)+".at {S}", pw()),
		pos("f54-dovecot", "sql-connect", "# dovecot-sql.conf.ext\ndriver = mysql\nconnect = host=127.0.0.1 dbname=mailserver user=mailuser password={S}\ndefault_pass_scheme = SHA512-CRYPT", pw()),
		pos("f54-dovecot", "log-login", "May  6 10:05:01 mx1 dovecot: imap-login: Login: user=<{S}>, method=PLAIN, rip=198.51.100.23, lip=10.0.0.5, mpid=4121, TLS", "ines."+lower(5)+"@"+lower(6)+".pt"),
		pos("f54-dovecot", "log-mismatch", "dovecot: auth: passwd-file(anna,198.51.100.23): Password mismatch (given password: {S})", pw()),

		// Exim and OpenSMTPD.
		pos("f54-exim", "passwd-client", "# /etc/exim4/passwd.client\n*.google.com:"+lower(5)+".ops@gmail.com:{S}", gmailApp()),
		pos("f54-exim", "client-send", "smarthost_login:\n  driver = plaintext\n  public_name = LOGIN\n  client_send = : relay@"+lower(6)+".io : {S}", pw()),
		pos("f54-exim", "client-send-plain", "  client_send = ^relay^{S}", pw()),
		pos("f54-exim", "server-condition-literal", "  server_condition = ${if and {{eq{$auth2}{scanner}}{eq{$auth3}{{S}}}}}", pw()),
		pos("f54-smtpd", "secrets", "# /etc/mail/secrets\ngmail   "+lower(6)+".backup@gmail.com:{S}", gmailApp()),
		pos("f54-smtpd", "passwd-table", "# /etc/mail/passwd\nmaya:{S}", "$2b$09$"+g.pick(base62+"./", 53)),

		// Mail clients.
		pos("f54-mua", "fetchmailrc", "poll imap.gmail.com protocol IMAP\n  user \""+lower(5)+"@gmail.com\" there with password \"{S}\" is localuser here\n  ssl", gmailApp()),
		pos("f54-mua", "msmtprc", "account work\nhost smtp.office365.com\nport 587\nauth on\nuser alex@"+lower(6)+".ch\npassword {S}\ntls on", pw()),
		pos("f54-mua", "msmtprc-from", "account default\nhost smtp.fastmail.com\nfrom {S}\nauth on\nuser me\npasswordeval \"pass show mail/fm\"", "mira."+lower(5)+"@fastmail.com"),
		pos("f54-mua", "msmtprc-app-icloud", "account icloud\nhost smtp.mail.me.com\nport 587\nuser "+lower(6)+"@icloud.com\npassword {S}", icloudApp()),
		pos("f54-mua", "muttrc-imap", muttrc, muttImap),
		pos("f54-mua", "muttrc-smtp", muttrc, muttSMTP),
		pos("f54-mua", "muttrc-from", muttrc, muttFrom),
		pos("f54-mua", "muttrc-url-pass", "set smtp_url = \"smtps://me:{S}@smtp.gmail.com:465/\"", g.urlPassword()),
		pos("f54-mua", "mbsyncrc", "IMAPAccount gmail\nHost imap.gmail.com\nUser "+lower(6)+"@gmail.com\nPass {S}\nSSLType IMAPS\nCertificateFile /etc/ssl/certs/ca-certificates.crt", gmailApp()),
		pos("f54-mua", "mbsyncrc-host", "IMAPStore work-remote\nHost {S}\nUser jdoe\nPassCmd \"pass mail/work\"", "imap."+lower(5)+".lan"),
		pos("f54-mua", "offlineimaprc", "[Repository Remote]\ntype = IMAP\nremotehost = imap.mailbox.org\nremoteuser = "+lower(5)+"@mailbox.org\nremotepass = {S}\nsslcacertfile = OS-DEFAULT", pw()),
		pos("f54-mua", "aerc-source", "[Work]\nsource   = imaps://jan.kowalski%40"+lower(6)+".pl:{S}@imap."+lower(6)+".pl\noutgoing = smtps://jan.kowalski%40firma.pl@smtp.firma.pl\ndefault  = INBOX", g.urlPassword()),
		pos("f54-mua", "aerc-from", "[Personal]\nsource = imaps://me@imap.fastmail.com\nsource-cred-cmd = pass fastmail\nfrom = Noor Haddad <{S}>", "noor.haddad@fastmail.com"),
		pos("f54-mua", "thunderbird-email", "user_pref(\"mail.identity.id1.fullName\", \"Pia Berg\");\nuser_pref(\"mail.identity.id1.useremail\", \"{S}\");\nuser_pref(\"mail.identity.id1.valid\", true);", "pia.berg@"+lower(6)+".no"),
		pos("f54-mua", "thunderbird-host", "user_pref(\"mail.server.server2.hostname\", \"{S}\");\nuser_pref(\"mail.server.server2.port\", 993);\nuser_pref(\"mail.server.server2.type\", \"imap\");", "mail."+lower(6)+".corp"),
		pos("f54-mua", "oauth2-token-file", "$ cat ~/.mutt/token.json\n{\"access_token\": \""+googleAccess()+"\", \"refresh_token\": \"{S}\", \"expires_in\": 3599}", "1//0"+url(100)),

		// Outlook, EWS, Graph.
		pos("f54-ms", "ps-credential", "$cred = New-Object System.Management.Automation.PSCredential(\"alerts@contoso-hr.com\", (ConvertTo-SecureString \"{S}\" -AsPlainText -Force))\nSend-MailMessage -SmtpServer smtp.office365.com -Port 587 -UseSsl -Credential $cred", pw()),
		pos("f54-ms", "exchangelib", "from exchangelib import Credentials, Account\ncreds = Credentials(username='CONTOSO\\\\svc-mail', password='{S}')\na = Account('svc-mail@contoso.com', credentials=creds, autodiscover=True)", pw()),
		pos("f54-ms", "graph-client-secret", "$body = @{\n  client_id     = '"+uuid()+"'\n  client_secret = '{S}'\n  scope         = 'https://graph.microsoft.com/.default'\n  grant_type    = 'client_credentials'\n}", azureSecret()),
		pos("f54-ms", "ews-basic", "curl -u 'CONTOSO\\svc-scan:{S}' -H 'Content-Type: text/xml' -d @find.xml https://outlook.office365.com/EWS/Exchange.asmx", g.urlPassword()),

		// SMTP sessions by hand.
		pos("f54-smtp", "auth-login-pass", authLogin, b64(loginPass)),
		pos("f54-smtp", "auth-plain", "EHLO test\n250-smtp.gmail.com at your service\n250-AUTH LOGIN PLAIN XOAUTH2\nAUTH PLAIN {S}\n235 2.7.0 Accepted", b64("\x00"+lower(6)+"@gmail.com\x00"+gmailApp())),
		pos("f54-smtp", "printf-base64", "printf '\\0%s\\0%s' 'relay@"+lower(6)+".io' '{S}' | base64", pw()),
		pos("f54-smtp", "echo-base64-pass", "echo -n '{S}' | base64", pw()),
		pos("f54-smtp", "xoauth2", "AUTH XOAUTH2 {S}\n235 2.7.0 Accepted", b64("user="+lower(6)+"@gmail.com\x01auth=Bearer "+googleAccess()+"\x01\x01")),
		pos("f54-smtp", "swaks-password", "swaks --to test@"+lower(6)+".cz --from alerts@"+lower(6)+".cz --server smtp.seznam.cz:465 --tls-on-connect --auth LOGIN --auth-user alerts@firma.cz --auth-password '{S}'", pw()),
		pos("f54-smtp", "swaks-ap", "swaks -t me@gmail.com -s email-smtp.us-east-1.amazonaws.com:587 -tls -a LOGIN -au "+akid()+" -ap {S}", sesSecret()),
		pos("f54-smtp", "swaks-recipient", "swaks --to {S} --server mx."+lower(5)+".internal --header 'Subject: test'", "d.okafor@"+lower(6)+".ng"),
		pos("f54-smtp", "swaks-transcript", "=== Trying smtp.mailgun.org:587...\n -> AUTH LOGIN\n<-  334 VXNlcm5hbWU6\n -> cG9zdG1hc3RlckBtZy5zaG9wLmlv\n<-  334 UGFzc3dvcmQ6\n -> {S}\n<-  235 2.7.0 Accepted", b64(pw())),
		pos("f54-smtp", "curl-smtp-user", "curl --ssl-reqd --url 'smtps://smtp.gmail.com:465' --user '"+lower(6)+"@gmail.com:{S}' --mail-from me@gmail.com --mail-rcpt you@example.com -T mail.txt", gmailApp()),
		pos("f54-smtp", "curl-verbose-auth", "* Connected to smtp.gmail.com (142.250.102.108) port 587\n< 250-AUTH LOGIN PLAIN XOAUTH2 PLAIN-CLIENTTOKEN OAUTHBEARER XOAUTH\n> AUTH PLAIN {S}\n< 235 2.7.0 Accepted", b64("\x00"+lower(7)+"@gmail.com\x00"+gmailApp())),
		pos("f54-smtp", "imap-login", "$ openssl s_client -connect imap.gmx.net:993 -quiet\n* OK IMAP server ready\na1 LOGIN "+lower(6)+"@gmx.de \"{S}\"\na1 OK LOGIN completed", pw()),
		pos("f54-smtp", "smtplib-login", "import smtplib\ns = smtplib.SMTP(\"smtp.gmail.com\", 587)\ns.starttls()\ns.login(\"reports."+lower(4)+"@gmail.com\", \"{S}\")", gmailApp()),

		// App passwords in prose.
		pos("f54-app", "gmail-prose", "google gave me this app password: {S} but postfix still says 535", gmailApp()),
		pos("f54-app", "gmail-nospace", "the 16 char app pw is {S}, I removed the spaces", lower(16)),
		pos("f54-app", "icloud-prose", "App-specific password for Mail: {S}", icloudApp()),
		pos("f54-app", "backup-code", "if I get locked out again, backup code: {S}", digits(4)+" "+digits(4)),
		pos("f54-app", "otp", "Telegram login code is {S}, it expires in a minute", digits(5)),
		pos("f54-app", "modem-pin", "the SIM PIN of the SMS gateway modem is {S}", digits(4)),

		// Mail APIs.
		pos("f54-api", "mailgun-curl", "curl -s --user 'api:{S}' https://api.eu.mailgun.net/v3/mg."+lower(6)+".io/messages -F from='Shop <noreply@mg.shop.io>' -F to=test@example.com -F subject=Hello -F text=Testing", mailgunOld()),
		pos("f54-api", "mailgun-new", "MAILGUN_API_KEY={S}", mailgunNew()),
		pos("f54-api", "mailgun-signing", "MAILGUN_WEBHOOK_SIGNING_KEY={S}", g.hex(32)),
		pos("f54-api", "sendgrid-bearer", "curl --request POST --url https://api.sendgrid.com/v3/mail/send --header \"Authorization: Bearer {S}\" --header 'Content-Type: application/json' --data @mail.json", sendgrid()),
		pos("f54-api", "postmark-header", "curl \"https://api.postmarkapp.com/email\" -X POST -H \"Accept: application/json\" -H \"X-Postmark-Server-Token: {S}\" -d '{\"From\":\"a@example.com\"}'", uuid()),
		pos("f54-api", "postmark-env", "POSTMARK_SERVER_TOKEN={S}", uuid()),
		pos("f54-api", "mailjet-user", "curl -s -X POST --user \""+g.hex(32)+":{S}\" https://api.mailjet.com/v3.1/send -H 'Content-Type: application/json' -d @msg.json", g.hex(32)),
		pos("f54-api", "mailjet-env", "MJ_APIKEY_PUBLIC="+g.hex(32)+"\nMJ_APIKEY_PRIVATE={S}", g.hex(32)),
		pos("f54-api", "brevo-header", "curl --request POST --url https://api.brevo.com/v3/smtp/email --header 'api-key: {S}' --header 'content-type: application/json'", brevo("key")),
		pos("f54-api", "brevo-smtp", "spring.mail.host=smtp-relay.brevo.com\nspring.mail.username=7a1b2c001@smtp-brevo.com\nspring.mail.password={S}", brevo("smtp")),
		pos("f54-api", "ses-smtp-script", "$ python3 smtp_credentials_generate.py "+g.pick(base64Chars, 40)+" eu-west-1\n{S}", sesSecret()),
		pos("f54-api", "ses-iam-secret", "aws_access_key_id = "+akid()+"\naws_secret_access_key = {S}\n# used for ses:SendRawEmail only", g.pick(base64Chars, 40)),
		pos("f54-api", "mailcow-api", "curl -X POST https://mail."+lower(6)+".eu/api/v1/add/mailbox -H 'X-API-Key: {S}' -H 'Content-Type: application/json' -d @box.json", mailcowKey()),
		pos("f54-api", "mailcow-dbpass", mailcowConf, mcDB),
		pos("f54-api", "mailcow-dbroot", mailcowConf, mcRoot),
		pos("f54-api", "mailcow-redis", mailcowConf, mcRedis),
		pos("f54-api", "miab-admin", "curl -X POST --user 'me@box."+lower(5)+".org:{S}' https://box.tidewell.org/admin/mail/users/add -d \"email=new@tidewell.org\" -d \"password=Welcome1\"", g.urlPassword()),

		// DKIM private keys.
		pos("f54-dkim", "opendkim-private", "$ cat /etc/opendkim/keys/"+lower(6)+".fr/mail.private\n-----BEGIN RSA PRIVATE KEY-----\n{S}\n-----END RSA PRIVATE KEY-----", g.block(1588)),
		pos("f54-dkim", "rspamd-pkcs8", "# /var/lib/rspamd/dkim/dkim.key\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----\n", g.block(1620)),
		pos("f54-dkim", "json-escaped", "{\"selector\": \"s1\", \"privateKey\": \"-----BEGIN RSA PRIVATE KEY-----\\n{S}\\n-----END RSA PRIVATE KEY-----\\n\"}", strings.ReplaceAll(g.block(824), "\n", "\\n")),

		// Framework mail settings.
		pos("f54-app-conf", "django", "EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\nEMAIL_HOST_USER = 'noreply.shop@gmail.com'\nEMAIL_HOST_PASSWORD = '{S}'", gmailApp()),
		pos("f54-app-conf", "django-user", "EMAIL_HOST_USER = '{S}'\nEMAIL_HOST_PASSWORD = os.environ['EMAIL_HOST_PASSWORD']", "aiko."+lower(5)+"@gmail.com"),
		pos("f54-app-conf", "rails", "config.action_mailer.smtp_settings = {\n  address:              'smtp.sendgrid.net',\n  port:                 587,\n  user_name:            'apikey',\n  password:             '{S}',\n  authentication:       :plain,\n  enable_starttls_auto: true\n}", sendgrid()),
		pos("f54-app-conf", "rails-credentials", "$ bin/rails credentials:show\nsmtp:\n  user_name: postmaster@mg.shop.io\n  password: {S}\nsecret_key_base: "+g.hex(128), mailgunNew()),
		pos("f54-app-conf", "laravel-pass", laraEnv, laraPass),
		pos("f54-app-conf", "laravel-mailgun", laraEnv, laraMailgun),
		pos("f54-app-conf", "laravel-from", laraEnv, laraFrom),
		pos("f54-app-conf", "nodemailer", "const transporter = nodemailer.createTransport({\n  host: 'smtp.office365.com',\n  port: 587,\n  secure: false,\n  auth: { user: 'noreply@"+lower(6)+".com.au', pass: '{S}' }\n});", pw()),
		pos("f54-app-conf", "phpmailer", "$mail->isSMTP();\n$mail->Host = 'mail."+lower(6)+".hu';\n$mail->SMTPAuth = true;\n$mail->Username = 'web@ceg.hu';\n$mail->Password = '{S}';\n$mail->SMTPSecure = 'tls';", pw()),
		pos("f54-app-conf", "grafana-ini", "[smtp]\nenabled = true\nhost = smtp.office365.com:587\nuser = grafana@"+lower(6)+".io\npassword = \"\"\"{S}\"\"\"\nfrom_address = grafana@corp.io", pw()),
		pos("f54-app-conf", "alertmanager", "global:\n  smtp_smarthost: 'smtp.gmail.com:587'\n  smtp_from: 'alertmanager@gmail.com'\n  smtp_auth_username: 'alertmanager@gmail.com'\n  smtp_auth_password: '{S}'", gmailApp()),
		pos("f54-app-conf", "compose-env", "  mailserver:\n    image: ghcr.io/docker-mailserver/docker-mailserver:latest\n    environment:\n      - RELAY_HOST=smtp.sendgrid.net\n      - RELAY_USER=apikey\n      - RELAY_PASSWORD={S}", sendgrid()),

		// Chat bots.
		pos("f54-bot", "telegram-env", "TELEGRAM_BOT_TOKEN={S}\nTELEGRAM_CHAT_ID=-100"+digits(10), telegram()),
		pos("f54-bot", "telegram-url", "curl -s \"https://api.telegram.org/bot{S}/sendMessage\" -d chat_id=-100"+digits(10)+" -d text=\"backup done\"", telegram()),
		pos("f54-bot", "telegram-botfather", "BotFather: Done! Congratulations on your new bot. You will find it at t.me/"+lower(6)+"_alerts_bot.\nUse this token to access the HTTP API:\n{S}\nKeep your token secure", telegram()),
		pos("f54-bot", "telegram-phone", "{\"update_id\": "+digits(9)+", \"message\": {\"contact\": {\"phone_number\": \"{S}\", \"first_name\": \"Luca\"}}}", "+39 3"+digits(2)+" "+digits(3)+" "+digits(4)),
		pos("f54-bot", "discord-run", "client.run('{S}')", discord()),
		pos("f54-bot", "discord-header", "curl -H \"Authorization: Bot {S}\" https://discord.com/api/v10/users/@me", discord()),
		pos("f54-bot", "discord-webhook", "curl -H 'Content-Type: application/json' -d '{\"content\":\"deploy ok\"}' {S}", "https://discord.com/api/webhooks/"+digits(19)+"/"+url(68)),
		pos("f54-bot", "slack-bot-env", "SLACK_BOT_TOKEN={S}\nSLACK_CHANNEL=#alerts", slackBot()),
		pos("f54-bot", "slack-app-token", "SLACK_APP_TOKEN={S}", "xa"+"pp-1-A"+g.pick(upperSet+digitSet, 10)+"-"+digits(13)+"-"+g.hex(64)),
		pos("f54-bot", "slack-signing", "SLACK_SIGNING_SECRET={S}", g.hex(32)),
		pos("f54-bot", "slack-hook-curl", "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"disk full on mx1\"}' {S}", slackHook()),
		pos("f54-bot", "matrix-bearer", "curl -X PUT -H \"Authorization: Bearer {S}\" \"https://matrix."+lower(5)+".eu/_matrix/client/v3/rooms/%21abc:server/send/m.room.message/1\" -d '{\"msgtype\":\"m.text\",\"body\":\"hi\"}'", matrix("alertbot")),
		pos("f54-bot", "matrix-login-json", "{\"user_id\": \"@ops:matrix.org\", \"access_token\": \"{S}\", \"home_server\": \"matrix.org\", \"device_id\": \"QWERTYUIOP\"}", matrix("ops")),
		pos("f54-bot", "matrix-macaroon", "access_token: {S}", b64("0018location matrix.org\n0013identifier key\n0010cid gen = 1\n002dcid user_id = @bot:matrix.org\n")+url(60)),
		pos("f54-bot", "synapse-registration", synapse, synReg),
		pos("f54-bot", "synapse-macaroon", synapse, synMacaroon),
		pos("f54-bot", "bridge-as-token", registration, asTok),
		pos("f54-bot", "mattermost-token", "curl -i -H 'Authorization: Bearer {S}' https://chat."+lower(5)+".io/api/v4/users/me", lowerAlnum(26)),
		pos("f54-bot", "mattermost-hook", "curl -i -X POST -H 'Content-Type: application/json' -d '{\"text\": \"Hello\"}' {S}", "https://chat."+lower(5)+".io/hooks/"+lowerAlnum(26)),
		pos("f54-bot", "rocket-auth", "curl -H \"X-Auth-Token: {S}\" -H \"X-User-Id: "+g.alnum(17)+"\" https://chat."+lower(5)+".io/api/v1/me", url(43)),
		pos("f54-bot", "rocket-hook", "ROCKETCHAT_WEBHOOK={S}", "https://chat."+lower(5)+".io/hooks/"+g.alnum(17)+"/"+g.alnum(48)),
		pos("f54-bot", "nickserv", "/msg NickServ IDENTIFY "+lower(6)+" {S}", pw()),
		pos("f54-bot", "irssi-autosend", "servers = (\n  { address = \"irc.libera.chat\"; chatnet = \"libera\"; port = \"6697\"; use_tls = \"yes\";\n    autosendcmd = \"/msg nickserv identify {S};wait 2000\"; }\n);", pw()),
		pos("f54-bot", "weechat-sasl", "/set irc.server.libera.sasl_password \"{S}\"", pw()),
		pos("f54-bot", "irc-bot-config", "[irc]\nserver = irc.oftc.net\nnick = mailbot\nnickserv_password = {S}", pw()),

		// Personal data in signatures and exports.
		pos("f54-pii", "signature-mobile", "--\nMarie Lefèvre\nResponsable IT\nMobile : {S}\n", frMobile()),
		pos("f54-pii", "signature-us-phone", "Thanks,\nDerek\nSr. Postmaster | (415) "+digits(3)+"-"+digits(4)+" office\ncell: {S}", "(628) "+digits(3)+"-"+digits(4)),
		pos("f54-pii", "signature-street", "Jonas Weber\n{S}\n10115 Berlin\nTel. +49 30 "+digits(8), "Invalidenstraße "+digits(2)),
		pos("f54-pii", "vcard-tel", "BEGIN:VCARD\nVERSION:3.0\nFN:Sara Ali\nTEL;TYPE=CELL:{S}\nEND:VCARD", "+44 7"+digits(3)+" "+digits(6)),
		pos("f54-pii", "sms-alert-to", "# smsd alert for the mail queue\nALERT_SMS_TO={S}", "+4915"+digits(9)),
		pos("f54-pii", "matrix-3pid", "{\"threepids\": [{\"medium\": \"msisdn\", \"address\": \"{S}\"}]}", "447"+digits(9)),
		pos("f54-pii", "bounce-rcpt", "Final-Recipient: rfc822; {S}\nAction: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 User unknown", "h.tanaka"+digits(2)+"@yahoo.co.jp"),
		pos("f54-pii", "header-from", "From: \"Olga Petrova\" <{S}>\nTo: support@example.com\nSubject: Re: mailbox full", "olga.petrova@"+lower(6)+".ru"),
		pos("f54-pii", "mailq-rcpt", "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------\n4VtK9b1kZzz4WxQ     2345 Mon May  6 10:00:01  MAILER-DAEMON\n(connect to mx.example.net[192.0.2.10]:25: Connection timed out)\n                                         {S}", "f.diallo@"+lower(6)+".sn"),

		// Negatives: DNS records and public keys.
		neg("f54-near-dns", "dkim-txt", "mail._domainkey IN TXT ( \"v=DKIM1; h=sha256; k=rsa; \"\n  \"p={S}\" )", dkimPublic),
		neg("f54-near-dns", "dkim-dig", "$ dig +short TXT s1._domainkey.example.org\n\"v=DKIM1; k=rsa; p={S}\"", dkimPublic),
		neg("f54-near-dns", "dkim-ed25519", "ed._domainkey.example.net. 3600 IN TXT \"v=DKIM1; k=ed25519; p={S}\"", g.pick(base64Chars, 43)+"="),
		neg("f54-near-dns", "dkim-public-pem", "$ openssl rsa -in mail.private -pubout\nwriting RSA key\n-----BEGIN PUBLIC KEY-----\n{S}\n-----END PUBLIC KEY-----", g.block(392)),
		neg("f54-near-dns", "spf", "example.org. 300 IN TXT \"v=spf1 mx include:_spf.google.com include:mailgun.org include:amazonses.com ~all\"", ""),
		neg("f54-near-dns", "dmarc", "_dmarc.example.org. IN TXT \"v=DMARC1; p=quarantine; pct=100; rua=mailto:dmarc@example.org; ruf=mailto:dmarc@example.org; fo=1\"", ""),
		neg("f54-near-dns", "mta-sts", "_mta-sts.example.com. IN TXT \"v=STSv1; id=20240506T101500;\"\n_smtp._tls.example.com. IN TXT \"v=TLSRPTv1; rua=mailto:tlsrpt@example.com\"", ""),

		// Negatives: headers and queue ids.
		neg("f54-near-hdr", "message-id-gmail", "Message-ID: <{S}>", "CA"+g.alnum(4)+"="+url(40)+"@mail.gmail.com"),
		neg("f54-near-hdr", "message-id-postfix", "In-Reply-To: <{S}>", "20240506101500."+g.pick(upperSet+digitSet, 12)+"@mx1.example.org"),
		neg("f54-near-hdr", "received-google", "Received: from mail-wr1-f41.google.com (mail-wr1-f41.google.com [209.85.221.41])\n\tby mx.example.org (Postfix) with ESMTPS id 4VtK9b1kZzz4WxQ\n\tfor <postmaster@example.org>; Mon,  6 May 2024 10:00:01 +0000 (UTC)", ""),
		neg("f54-near-hdr", "received-ses", "Received: from a8-31.smtp-out.amazonses.com (a8-31.smtp-out.amazonses.com. [54.240.8.31])\n        by mx.google.com with ESMTPS id {S}", g.alnum(12)+"."+digits(3)),
		neg("f54-near-hdr", "dkim-signature", "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.com; s=s1;\n\th=from:to:subject:date; bh={S};\n\tb="+g.pick(base64Chars, 344), g.pick(base64Chars, 43)+"="),
		neg("f54-near-hdr", "auth-results", "Authentication-Results: mx.example.org;\n\tdkim=pass header.d=example.com header.s=s1 header.b=Ab3dE5fG;\n\tspf=pass (example.org: domain of bounce@example.com designates 192.0.2.44 as permitted sender) smtp.mailfrom=bounce@example.com;\n\tdmarc=pass (p=REJECT sp=REJECT dis=NONE) header.from=example.com", ""),
		neg("f54-near-hdr", "queue-id-log", "May  6 10:02:13 mx1 postfix/qmgr[812]: {S}: removed", "4Vt"+g.pick(upperSet+digitSet, 6)+"z"+g.alnum(5)),
		neg("f54-near-hdr", "exim-message-id", "2024-05-06 10:00:01 {S} <= bounce@example.com H=relay.example.net [192.0.2.7] P=esmtps S=4210", "1s3"+g.alnum(3)+"-000"+g.alnum(3)+"-"+g.alnum(2)),
		neg("f54-near-hdr", "ses-message-id", "{\"MessageId\": \"{S}\"}", "0100018f"+g.hex(8)+"-"+uuid()+"-000000"),
		neg("f54-near-hdr", "postmark-message-id", "{\"ErrorCode\": 0, \"Message\": \"OK\", \"MessageID\": \"{S}\", \"SubmittedAt\": \"2024-05-06T10:00:01Z\"}", uuid()),

		// Negatives: SMTP sessions and servers.
		neg("f54-near-smtp", "server-prompts", "AUTH LOGIN\n334 VXNlcm5hbWU6\n[username]\n334 UGFzc3dvcmQ6\n[password]\n535 5.7.8 Error: authentication failed: UGFzc3dvcmQ6", ""),
		neg("f54-near-smtp", "s-client-cert", "---\nServer certificate\n-----BEGIN CERTIFICATE-----\n{S}\n-----END CERTIFICATE-----\nsubject=CN = smtp.gmail.com", g.block(512)),
		neg("f54-near-smtp", "doveadm-schemes", "$ doveadm pw -l\nSHA1 SSHA512 BLF-CRYPT PLAIN HMAC-MD5 OTP SHA512 SHA CRAM-MD5 SHA512-CRYPT SHA256-CRYPT CLEAR", ""),
		neg("f54-near-smtp", "exim-lookup-condition", "  server_condition = ${if crypteq{$auth3}{${lookup{$auth2}lsearch{/etc/exim4/passwd}{$value}fail}}}", ""),

		// Negatives: references to secrets kept elsewhere.
		neg("f54-near-ref", "postfix-maps", "smtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd\nsmtp_sasl_security_options = noanonymous\nsmtp_tls_CAfile = /etc/ssl/certs/ca-certificates.crt", ""),
		neg("f54-near-ref", "msmtp-passwordeval", "account work\nhost smtp.example.com\nuser me\npasswordeval \"gpg --quiet --for-your-eyes-only --no-tty --decrypt ~/.msmtp-password.gpg\"", ""),
		neg("f54-near-ref", "mbsync-passcmd", "IMAPAccount icloud\nHost imap.mail.me.com\nUser me\nPassCmd \"security find-generic-password -s mbsync-icloud -w\"", ""),
		neg("f54-near-ref", "mutt-backtick", "set imap_pass = \"`pass show mail/imap`\"\nset smtp_pass = $imap_pass", ""),
		neg("f54-near-ref", "nodemailer-env", "auth: {\n  user: process.env.SMTP_USER,\n  pass: process.env.SMTP_PASS,\n}", ""),
		neg("f54-near-ref", "django-env", "EMAIL_HOST_PASSWORD = os.environ[\"EMAIL_HOST_PASSWORD\"]\nDEFAULT_FROM_EMAIL = env(\"DEFAULT_FROM_EMAIL\")", ""),
		neg("f54-near-ref", "laravel-null", "MAIL_MAILER=log\nMAIL_USERNAME=null\nMAIL_PASSWORD=null\nMAIL_ENCRYPTION=null", ""),
		neg("f54-near-ref", "compose-secret", "environment:\n  - RELAY_PASSWORD_FILE=/run/secrets/relay_password\n  - TELEGRAM_TOKEN=${TELEGRAM_TOKEN:?missing}", ""),

		// Negatives: bot and chat ids.
		neg("f54-near-bot", "telegram-chat-id", "curl -s \"https://api.telegram.org/bot$TOKEN/sendMessage\" -d chat_id={S} -d text=ok", "-100"+digits(10)),
		neg("f54-near-bot", "discord-public-key", "DISCORD_APPLICATION_ID="+digits(19)+"\nDISCORD_PUBLIC_KEY={S}", g.hex(64)),
		neg("f54-near-bot", "slack-ids", "{\"team_id\": \"T"+g.pick(upperSet+digitSet, 8)+"\", \"api_app_id\": \"A"+g.pick(upperSet+digitSet, 10)+"\", \"channel\": \"{S}\"}", "C"+g.pick(upperSet+digitSet, 10)),
		neg("f54-near-bot", "matrix-ids", "room: \"!{S}:matrix.org\"\nevent: \"$"+url(43)+"\"", g.alnum(18)),
		neg("f54-near-bot", "mattermost-channel", "{\"channel_id\": \"{S}\", \"message\": \"build passed\"}", lowerAlnum(26)),
		neg("f54-near-bot", "sendgrid-key-id", "{\"result\": [{\"api_key_id\": \"{S}\", \"name\": \"ci-mail\"}]}", url(22)),
		neg("f54-near-bot", "nickserv-help", "/msg NickServ HELP IDENTIFY\n-NickServ- Syntax: IDENTIFY [account] <password>", ""),

		// Negatives: placeholders and masked values.
		neg("f54-near-ph", "app-password-x", "password for the app password field: xxxx xxxx xxxx xxxx (16 letters, no spaces needed)", ""),
		neg("f54-near-ph", "mutt-placeholder", "set smtp_pass = \"YOUR_APP_PASSWORD\"", ""),
		neg("f54-near-ph", "sasl-placeholder", "[smtp.gmail.com]:587 you@gmail.com:{S}", "<app-password>"),
		neg("f54-near-ph", "telegram-placeholder", "TELEGRAM_BOT_TOKEN=<bot-token-from-botfather>", ""),
		neg("f54-near-ph", "sendgrid-masked", "SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", ""),
		neg("f54-near-ph", "mailgun-dashboard-masked", "Private API key  ••••••••••••••••••••••••-"+g.hex(8)+"  [Copy]", ""),
		neg("f54-near-ph", "changeme", "DBPASS=changeme\nREDISPASS=changeme", ""),
		neg("f54-near-ph", "docs-prose", "Turn on 2-Step Verification, then create an app password under Security > App passwords and paste it into Thunderbird instead of your Google password.", ""),
	}
	return cases
}
