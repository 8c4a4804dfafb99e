package scrub

import (
	"strconv"
	"strings"
	"testing"
)

// fortyfifthFloor is just under what the rules reach on the forty-fifth
// suite as first written, before any fix for it: recall 0.823, partial
// 0.000, negatives intact 0.911 (175 cases, 130 positives). No label
// slips: the three damaged negatives hold what the policy keeps (an ARN,
// a home directory's user name) and the identity rules remove by design.
// After the fixes (gopass's header and GetNetworkCredential().Password
// printed, the one-time codes OTP CLIs print, SSM's SecureString values,
// a box's bar between cells, a Windows SPN's private host, Google
// Authenticator's export URI, a KeePass key file, the documentation's
// TOTP seeds, Google's two-column backup codes, 1pux's value before its
// name, a TOTP seed's name): recall 0.923, partial 0.000, negatives
// intact 0.933; the fixes after them (KeePass's key element, gopass otp's
// tail, a quoted pin key, gcloud's payload, the Keychain's hex password
// and dump) are for forms the suite does not hold and leave it there.
// Codes in groups of one case ("MIHW YZ1W JQW7 SZAV", on the line below
// "recovery code:") bring recall to 0.931.
var fortyfifthFloor = recallFloor{recall: 0.930, intact: 0.932, maxPartial: 0}

// TestPasteFortyfifthRecall measures the forty-fifth suite, password
// managers and secret stores, kept apart as its author wrote it (misses
// included).
func TestPasteFortyfifthRecall(t *testing.T) {
	measureHeldOut(t, "forty-fifth suite", fortyfifthCases(pasteGen{newFakes(3450)}), fortyfifthFloor)
}

// fortyfifthCases are the forty-fifth suite. Its ground is password
// managers and secret stores as people paste them: exports of 1Password
// (CSV, 1pux JSON), Bitwarden (JSON and CSV), KeePass and KeePassXC (XML,
// CSV, keepassxc-cli show), LastPass CSV, Chrome, Firefox and Safari
// password CSVs, macOS security and Keychain dumps, pass and gopass,
// secret-tool, Windows Credential Manager (cmdkey, PowerShell
// CredentialManager), HashiCorp Vault kv tables and JSON, Doppler,
// Infisical and the 1Password CLI, sops-decrypted files, AWS Secrets
// Manager and SSM output, Azure Key Vault and GCP Secret Manager CLI
// output, otpauth URIs and TOTP seeds, recovery and backup codes. A
// positive's secret is the stored value (the password, the seed, the
// code, the token) or a personal datum stored beside it (a mail, a phone,
// a card, an address, a private host name). The negatives are what those
// tools print around the values and must stay: item, vault and folder
// ids, folder and entry names, the sites' URLs, user names, timestamps,
// versions, ARNs, secret names and paths, references to a store (op://,
// vault paths), masked values, ciphertext a store is meant to commit,
// public keys, documentation seeds, and prose about passwords.
func fortyfifthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	b32 := func(n int) string { return g.pick(upperSet+"234567", n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-8" + g.hex(3) + "-" + g.hex(12) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	upperAlnum := func(n int) string { return g.pick(upperSet+digitSet, n) }
	// groups joins n groups of k characters of set with sep.
	groups := func(set string, n, k int, sep string) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = g.pick(set, k)
		}
		return strings.Join(parts, sep)
	}
	// luhn completes digits with a Luhn check digit.
	luhn := func(digits string) string {
		sum := 0
		for i := len(digits) - 1; i >= 0; i-- {
			d := int(digits[i] - '0')
			if (len(digits)-1-i)%2 == 0 {
				d *= 2
				if d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		return digits + strconv.Itoa((10-sum%10)%10)
	}
	card := func(prefix string) string { return luhn(prefix + g.pick(digitSet, 15-len(prefix))) }
	ssn := func() string {
		return strconv.Itoa(100+g.r.IntN(500)) + "-" + strconv.Itoa(10+g.r.IntN(89)) + "-" + strconv.Itoa(1000+g.r.IntN(8999))
	}
	// iban builds a German IBAN with its check digits.
	iban := func() string {
		bban := g.pick(digitSet, 18)
		n := 0
		for _, c := range bban + "131400" { // D=13 E=14, then 00
			n = (n*10 + int(c-'0')) % 97
		}
		return "DE" + strconv.Itoa(98 - n + 100)[1:] + bban
	}
	usPhone := func() string {
		return "(" + strconv.Itoa(201+g.r.IntN(700)) + ") " + strconv.Itoa(201+g.r.IntN(700)) + "-" + g.pick(digitSet, 4)
	}
	mail := func(name, domain string) string { return name + "." + g.pick(lowerSet, 4) + "@" + domain }
	vaultTok := func() string { return "hv" + "s." + g.pick(urlSet, 24) }
	vaultTokLong := func() string { return "hv" + "s.CAES" + g.pick(urlSet, 88) }
	awsID := func() string { return "AK" + "IA" + upperAlnum(16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	stripeKey := func() string { return "sk" + "_live_" + g.alnum(24) }
	ghToken := func() string { return "gh" + "p_" + g.alnum(36) }
	opSecretKey := func() string {
		return "A3-" + upperAlnum(6) + "-" + upperAlnum(6) + "-" + upperAlnum(5) + "-" + upperAlnum(5) + "-" + upperAlnum(5) + "-" + upperAlnum(5)
	}
	ghRecovery := func() string { return g.hex(5) + "-" + g.hex(5) }
	bwSession := g.pick(base64Chars, 86) + "=="
	kpUUID := g.pick(base64Chars, 22) + "=="
	acct := g.pick(digitSet, 12)

	// Exports and tool outputs several cases share.
	opCSV := map[string]string{"gh": pw(), "aws": pw(), "seed": b32(32), "note": tok()}
	onePasswordCSV := "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n" +
		"GitHub,https://github.com/login,octo-dev," + opCSV["gh"] + ",otpauth://totp/GitHub:octo-dev?secret=" + opCSV["seed"] + "&issuer=GitHub,true,false,work,\n" +
		"AWS root,https://console.aws.amazon.com,ops-root," + opCSV["aws"] + ",,false,false,\"work,infra\",\n" +
		"Build server,,,,,false,false,,\"API key " + opCSV["note"] + "\"\n"
	bw := map[string]string{"pw": pw(), "totp": b32(32), "hidden": tok(), "card": card("4"), "mail": mail("maria", "fastmail.com"),
		"phone": usPhone(), "ssn": ssn(), "street": strconv.Itoa(100+g.r.IntN(800)) + " Larkspur Avenue"}
	folderID, itemID, orgItemID := uuid(), uuid(), uuid()
	bitwardenJSON := `{
  "encrypted": false,
  "folders": [
    { "id": "` + folderID + `", "name": "Work" }
  ],
  "items": [
    {
      "id": "` + itemID + `",
      "organizationId": null,
      "folderId": "` + folderID + `",
      "type": 1,
      "reprompt": 0,
      "name": "Jenkins",
      "notes": null,
      "favorite": false,
      "fields": [
        { "name": "API token", "value": "` + bw["hidden"] + `", "type": 1, "linkedId": null }
      ],
      "login": {
        "uris": [ { "match": null, "uri": "https://ci.example.org/login" } ],
        "username": "jenkins-admin",
        "password": "` + bw["pw"] + `",
        "totp": "` + bw["totp"] + `"
      },
      "collectionIds": null
    },
    {
      "id": "` + orgItemID + `",
      "organizationId": null,
      "folderId": null,
      "type": 4,
      "name": "Me",
      "identity": {
        "title": "Ms",
        "firstName": "Maria",
        "lastName": "Okafor",
        "address1": "` + bw["street"] + `",
        "city": "Portland",
        "state": "OR",
        "postalCode": "97214",
        "country": "US",
        "email": "` + bw["mail"] + `",
        "phone": "` + bw["phone"] + `",
        "ssn": "` + bw["ssn"] + `",
        "username": "mokafor"
      }
    },
    {
      "id": "` + uuid() + `",
      "type": 3,
      "name": "Visa",
      "card": { "cardholderName": "Maria Okafor", "brand": "Visa", "number": "` + bw["card"] + `", "expMonth": "4", "expYear": "2029", "code": "` + g.pick(digitSet, 3) + `" }
    }
  ]
}`
	bwCSV := map[string]string{"pw": pw(), "fields": tok(), "totp": b32(16)}
	bitwardenCSV := "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
		"Servers,,login,grafana,,\"api_key: " + bwCSV["fields"] + "\",0,https://grafana.example.net,admin," + bwCSV["pw"] + "," + bwCSV["totp"] + "\n" +
		",1,note,wifi,\"ssid HomeNet\",,0,,,,\n"
	kp := map[string]string{"pw": pw(), "api": tok(), "host": "nas01.lan"}
	keepassXML := `<Group>
	<UUID>` + kpUUID + `</UUID>
	<Name>Homelab</Name>
	<Entry>
		<UUID>` + g.pick(base64Chars, 22) + `==</UUID>
		<Times>
			<CreationTime>2024-03-11T09:14:02Z</CreationTime>
			<LastModificationTime>2025-01-02T18:40:51Z</LastModificationTime>
		</Times>
		<String><Key>Title</Key><Value>Synology</Value></String>
		<String><Key>UserName</Key><Value>admin</Value></String>
		<String><Key>Password</Key><Value ProtectInMemory="True">` + kp["pw"] + `</Value></String>
		<String><Key>URL</Key><Value>https://` + kp["host"] + `:5001</Value></String>
		<String><Key>Backup API</Key><Value ProtectInMemory="True">` + kp["api"] + `</Value></String>
	</Entry>
</Group>`
	kpc := map[string]string{"pw": pw(), "totp": b32(32)}
	keepassCSV := `"Group","Title","Username","Password","URL","Notes","TOTP","Icon","Last Modified","Created"` + "\n" +
		`"Root/Mail","Fastmail","mo@fastmail.com","` + kpc["pw"] + `","https://app.fastmail.com","","otpauth://totp/Fastmail:mo?secret=` + kpc["totp"] + `&period=30&digits=6&issuer=Fastmail","0","2025-02-01T10:00:00Z","2023-06-12T08:30:00Z"` + "\n"
	lp := map[string]string{"pw": pw(), "mail": mail("jonas", "gmail.com"), "notepw": pw(), "host": "pg-main.corp"}
	lastpassCSV := "url,username,password,totp,extra,name,grouping,fav\n" +
		"https://www.netflix.com/login," + lp["mail"] + "," + lp["pw"] + ",,,Netflix,Entertainment,0\n" +
		"http://sn,,,,\"NoteType:Database\nLanguage:en-US\nType:postgres\nHostname:" + lp["host"] + "\nPort:5432\nDatabase:billing\nUsername:billing_rw\nPassword:" + lp["notepw"] + "\nSID:\nAlias:\nNotes:\",billing db,Work,0\n"
	vkv := map[string]string{"db": pw(), "api": tok(), "stripe": stripeKey(), "value": g.alnum(40)}
	vaultTable := `====== Secret Path ======
secret/data/payments/prod

======= Metadata =======
Key                Value
---                -----
created_time       2025-04-02T13:22:10.512634Z
custom_metadata    <nil>
deletion_time      n/a
destroyed          false
version            7

========== Data ==========
Key                Value
---                -----
db_password        ` + vkv["db"] + `
internal_api_key   ` + vkv["api"] + `
stripe             ` + vkv["stripe"] + `
webhook            ` + vkv["value"] + `
username           payments`
	doppler := map[string]string{"db": pw(), "key": stripeKey(), "jwt": g.pick(base64Chars, 44)}
	dopplerTable := `┌─────────────────────┬──────────────────────────────────────────────┐
│ NAME                │ VALUE                                        │
├─────────────────────┼──────────────────────────────────────────────┤
│ DATABASE_PASSWORD   │ ` + doppler["db"] + strings.Repeat(" ", 45-len(doppler["db"])) + `│
│ DOPPLER_CONFIG      │ prd                                          │
│ DOPPLER_ENVIRONMENT │ prd                                          │
│ DOPPLER_PROJECT     │ checkout                                     │
│ JWT_SIGNING         │ ` + doppler["jwt"] + ` │
│ STRIPE_KEY          │ ` + doppler["key"] + strings.Repeat(" ", 45-len(doppler["key"])) + `│
└─────────────────────┴──────────────────────────────────────────────┘`
	sm := map[string]string{"pw": pw(), "host": "orders-db.internal"}
	secretsManager := `{
    "ARN": "arn:aws:secretsmanager:eu-west-1:` + acct + `:secret:prod/orders/db-Xq3LmN",
    "Name": "prod/orders/db",
    "VersionId": "` + uuid() + `",
    "SecretString": "{\"username\":\"orders\",\"password\":\"` + sm["pw"] + `\",\"engine\":\"postgres\",\"host\":\"` + sm["host"] + `\",\"port\":5432}",
    "VersionStages": [
        "AWSCURRENT"
    ],
    "CreatedDate": "2025-03-18T11:02:41.930000+00:00"
}`
	op := map[string]string{"pw": pw(), "otp": g.pick(digitSet, 6)}
	opItem := `ID:          ` + lowerAlnum(26) + `
Title:       Cloudflare
Vault:       Employee (` + lowerAlnum(26) + `)
Created:     2 years ago
Updated:     3 months ago by Dana Whitlock
Favorite:    false
Version:     5
Category:    LOGIN
Fields:
  username:    dana-ops
  password:    ` + op["pw"] + `
  one-time password: ` + op["otp"] + `
URLs:
  website:    https://dash.cloudflare.com (primary)`

	cases := []pasteCase{
		// 1Password exports.
		pos("1password", "csv-password", onePasswordCSV, opCSV["gh"]),
		pos("1password", "csv-otpauth-seed", onePasswordCSV, opCSV["seed"]),
		pos("1password", "csv-note-key", onePasswordCSV, opCSV["note"]),
		pos("1password", "1pux-login-field", `"loginFields": [
  { "value": "dana@whitlock.dev", "id": "", "name": "email", "fieldType": "E", "designation": "username" },
  { "value": "{S}", "id": "", "name": "password", "fieldType": "P", "designation": "password" }
]`, pw()),
		pos("1password", "1pux-concealed", `{ "title": "credential", "id": "credential", "value": { "concealed": "{S}" }, "indexAtSource": 0, "guarded": true }`, tok()),
		pos("1password", "1pux-totp", `{ "title": "one-time password", "id": "TOTP_`+lowerAlnum(26)+`", "value": { "totp": "otpauth://totp/Okta:dana?secret={S}&issuer=Okta" } }`, b32(32)),
		pos("1password", "1pux-bank-iban", `"sections": [{ "title": "", "fields": [
  { "title": "bank name", "id": "bankName", "value": { "string": "GLS Bank" } },
  { "title": "IBAN", "id": "iban", "value": { "string": "{S}" } },
  { "title": "PIN", "id": "telephonePin", "value": { "concealed": "4821" } }
]}]`, iban()),
		pos("1password", "1pux-pin", `{ "title": "PIN", "id": "pin", "value": { "concealed": "{S}" } }`, g.pick(digitSet, 6)),
		pos("1password", "emergency-kit", "1Password Emergency Kit\nSign-in address: my.1password.eu\nEmail address: dana.w@posteo.de\nSecret Key: {S}\nMaster Password: ______________", opSecretKey()),
		pos("1password", "secret-key-prose", "lost my laptop, the 1Password secret key was {S} if that helps support", opSecretKey()),

		// 1Password CLI.
		pos("op-cli", "op-read", "$ op read \"op://Private/Postgres prod/password\"\n{S}", pw()),
		pos("op-cli", "op-read-token", "$ op read op://Engineering/Sentry/credential\n{S}\n$ ", g.hex(64)),
		pos("op-cli", "item-get-reveal", opItem, op["pw"]),
		pos("op-cli", "item-get-otp", opItem, op["otp"]),
		pos("op-cli", "item-get-json", `{
  "id": "`+lowerAlnum(26)+`",
  "title": "Datadog",
  "version": 2,
  "vault": { "id": "`+lowerAlnum(26)+`", "name": "Engineering" },
  "category": "API_CREDENTIAL",
  "fields": [
    { "id": "username", "type": "STRING", "label": "username", "value": "dd-ingest" },
    { "id": "credential", "type": "CONCEALED", "label": "credential", "value": "{S}", "reference": "op://Engineering/Datadog/credential" }
  ]
}`, g.hex(32)),
		pos("op-cli", "service-account", "export OP_SERVICE_ACCOUNT_TOKEN={S}", "ops"+"_eyJ"+g.pick(urlSet, 300)),
		pos("op-cli", "session-env", "export OP_SESSION_my=\"{S}\"\n# This command is meant to be used with your shell's eval function.", g.pick(urlSet, 43)),

		// Bitwarden.
		pos("bitwarden", "json-password", bitwardenJSON, bw["pw"]),
		pos("bitwarden", "json-totp", bitwardenJSON, bw["totp"]),
		pos("bitwarden", "json-hidden-field", bitwardenJSON, bw["hidden"]),
		pos("bitwarden", "json-card", bitwardenJSON, bw["card"]),
		pos("bitwarden", "json-identity-mail", bitwardenJSON, bw["mail"]),
		pos("bitwarden", "json-identity-phone", bitwardenJSON, bw["phone"]),
		pos("bitwarden", "json-identity-ssn", bitwardenJSON, bw["ssn"]),
		pos("bitwarden", "json-identity-street", bitwardenJSON, bw["street"]),
		pos("bitwarden", "csv-password", bitwardenCSV, bwCSV["pw"]),
		pos("bitwarden", "csv-fields", bitwardenCSV, bwCSV["fields"]),
		pos("bitwarden", "bw-get-password", "$ bw get password gitlab.com\n{S}", pw()),
		pos("bitwarden", "bw-get-totp", "$ bw get totp gitlab.com\n{S}", g.pick(digitSet, 6)),
		pos("bitwarden", "bw-unlock", "? Master password: [hidden]\nYour vault is now unlocked!\n\nTo unlock your vault, set your session key to the `BW_SESSION` environment variable. ex:\n$ export BW_SESSION=\"{S}\"\n> $env:BW_SESSION=\""+bwSession+"\"", bwSession),
		pos("bitwarden", "client-secret", "BW_CLIENTID=user."+uuid()+"\nBW_CLIENTSECRET={S}", g.alnum(30)),
		pos("bitwarden", "recovery-code", "Bitwarden two-step login recovery code:\n{S}", groups(upperSet+digitSet, 8, 4, " ")),

		// KeePass and KeePassXC.
		pos("keepass", "xml-password", keepassXML, kp["pw"]),
		pos("keepass", "xml-custom", keepassXML, kp["api"]),
		pos("keepass", "csv-password", keepassCSV, kpc["pw"]),
		pos("keepass", "csv-totp", keepassCSV, kpc["totp"]),
		pos("keepass", "cli-show", "$ keepassxc-cli show -s ~/Passwords.kdbx \"Servers/db01\"\nEnter password to unlock /home/mo/Passwords.kdbx: \nTitle: db01\nUserName: postgres\nPassword: {S}\nURL: \nNotes: primary, replicated nightly\nUuid: {"+uuid()+"}\nTags: ", pw()),
		pos("keepass", "cli-show-attr", "$ keepassxc-cli show -a Password -a UserName vault.kdbx mail/work\nEnter password to unlock vault.kdbx: \n{S}\nmo.keller", pw()),
		pos("keepass", "cli-totp", "$ keepassxc-cli show --totp vault.kdbx github\nEnter password to unlock vault.kdbx: \n{S}", g.pick(digitSet, 6)),
		pos("keepass", "cli-generate", "$ keepassxc-cli generate -L 28 -l -U -n -s\n{S}", g.pick(base62+"!#$%&*+-=?@^_", 28)),
		pos("keepass", "keyfile", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<KeyFile>\n\t<Meta>\n\t\t<Version>2.0</Version>\n\t</Meta>\n\t<Key>\n\t\t<Data Hash=\"3A1F09BC\">\n\t\t\t{S}\n\t\t</Data>\n\t</Key>\n</KeyFile>", groups("0123456789ABCDEF", 8, 8, " ")),
		pos("keepass", "entry-notes-seed", "<String><Key>Notes</Key><Value>wallet seed: {S}</Value></String>", "gravity hollow answer timber quote lunar eager spoon drastic pilot ribbon cactus"),

		// LastPass.
		pos("lastpass", "csv-password", lastpassCSV, lp["pw"]),
		pos("lastpass", "note-password", lastpassCSV, lp["notepw"]),
		pos("lastpass", "note-host", lastpassCSV, lp["host"]),
		pos("lastpass", "lpass-show", "$ lpass show --password 'Shared-Infra/jira'\n{S}", pw()),
		pos("lastpass", "lpass-show-full", "$ lpass show Shared-Infra/jira\nShared-Infra/jira [id: "+g.pick(digitSet, 19)+"]\nUsername: svc-jira\nPassword: {S}\nURL: https://jira.example.org", pw()),

		// Browser password CSVs.
		pos("browser", "chrome-csv", "name,url,username,password,note\naccounts.zoho.eu,https://accounts.zoho.eu/signin,lena.b,{S},\n", pw()),
		pos("browser", "firefox-csv", `"url","username","password","httpRealm","formActionOrigin","guid","timeCreated","timePasswordChanged","timeLastUsed"`+"\n"+
			`"https://forum.example.net","lenab","{S}",,"https://forum.example.net","{`+uuid()+`}","1699881234000","1712230098000","1733100002000"`, pw()),
		pos("browser", "firefox-realm", `"http://192.168.1.1","admin","{S}","TP-LINK Router",,"{`+uuid()+`}","1690000000000","1690000000000","1730000000000"`, g.alnum(10)),
		pos("browser", "safari-csv", "Title,URL,Username,Password,Notes,OTPAuth\nid.atlassian.com (lena.b),https://id.atlassian.com/,lena.b,{S},,\n", pw()),
		pos("browser", "safari-otp", "Title,URL,Username,Password,Notes,OTPAuth\nnpmjs.com,https://www.npmjs.com/login,lenab,"+pw()+",,otpauth://totp/npm:lenab?secret={S}&issuer=npm\n", b32(32)),

		// macOS Keychain.
		pos("keychain", "find-generic-w", "$ security find-generic-password -a \"$USER\" -s \"openai-cli\" -w\n{S}", "sk-proj-"+g.pick(urlSet, 48)),
		pos("keychain", "safe-storage", "$ security find-generic-password -wa \"Chrome\"\n{S}", g.pick(base64Chars, 22)+"=="),
		pos("keychain", "find-internet-g", `keychain: "/Users/lena/Library/Keychains/login.keychain-db"
version: 512
class: "inet"
attributes:
    0x00000007 <blob>="github.com"
    "acct"<blob>="lenab"
    "atyp"<blob>="form"
    "cdat"<timedate>=0x32303234303331313039313430325A00  "20240311091402Z\000"
    "srvr"<blob>="github.com"
password: "{S}"`, pw()),
		pos("keychain", "add-generic", "security add-generic-password -U -a ci -s npm-token -w '{S}'", "npm_"+g.alnum(36)),
		pos("keychain", "python-keyring", ">>> keyring.get_password('smtp', 'lena')\n'{S}'", pw()),

		// pass and gopass.
		pos("pass", "show", "$ pass show email/fastmail\n{S}\nlogin: lena@fastmail.com\nurl: https://app.fastmail.com", pw()),
		pos("pass", "show-extra", "$ pass show servers/vps\n"+pw()+"\nuser: root\nrecovery: {S}", groups(lowerSet+digitSet, 4, 4, "-")),
		pos("pass", "otp", "$ pass otp 2fa/aws-root\n{S}", g.pick(digitSet, 6)),
		pos("pass", "otp-uri", "$ pass show 2fa/aws-root\notpauth://totp/Amazon%20Web%20Services:root@acme?secret={S}&issuer=Amazon%20Web%20Services", b32(64)),
		pos("gopass", "show", "$ gopass show websites/hetzner\nSecret: websites/hetzner\n\n{S}\nusername: lk-ops\nurl: https://accounts.hetzner.com", pw()),
		pos("gopass", "show-o", "$ gopass show -o infra/restic\n{S}", g.pick(lowerSet+digitSet, 40)),

		// secret-tool and the Secret Service.
		pos("secret-tool", "lookup", "$ secret-tool lookup service smtp.migadu.com user lena\n{S}", pw()),
		pos("secret-tool", "search", "$ secret-tool search --all --unlock service nextcloud\n[/org/freedesktop/secrets/collection/login/14]\nlabel = Nextcloud\nsecret = {S}\ncreated = 2024-09-01 10:22:14\nmodified = 2024-09-01 10:22:14\nschema = org.freedesktop.Secret.Generic\nattribute.server = https://cloud.example.org\nattribute.user = lena", g.alnum(5)+"-"+g.alnum(5)+"-"+g.alnum(5)+"-"+g.alnum(5)+"-"+g.alnum(5)),

		// Windows Credential Manager.
		pos("wincred", "cmdkey-add", "cmdkey /add:fileserver /user:CONTOSO\\svc_backup /pass:{S}", pw()),
		pos("wincred", "cmdkey-generic", "cmdkey /generic:git:https://dev.azure.com /user:pat /pass:{S}", g.pick(lowerSet+digitSet, 52)),
		pos("wincred", "cmdkey-host", "Currently stored credentials:\n\n    Target: Domain:target=TERMSRV/{S}\n    Type: Domain Password\n    User: CONTOSO\\lena", "rdp-jump01.contoso.corp"),
		pos("wincred", "new-stored", "New-StoredCredential -Target 'AzureDevOps' -UserName 'build' -Password '{S}' -Persist LocalMachine", pw()),
		pos("wincred", "plaintext-out", "PS> (Get-StoredCredential -Target 'sql-prod').GetNetworkCredential().Password\n{S}", pw()),
		pos("wincred", "secure-string", "$sec = ConvertTo-SecureString '{S}' -AsPlainText -Force\n$cred = New-Object PSCredential('svc_sql', $sec)", pw()),
		pos("wincred", "get-secret-out", "PS> Get-Secret -Name StripeKey -AsPlainText\n{S}", stripeKey()),

		// HashiCorp Vault.
		pos("vault", "kv-table-db", vaultTable, vkv["db"]),
		pos("vault", "kv-table-api", vaultTable, vkv["api"]),
		pos("vault", "kv-table-plain", vaultTable, vkv["value"]),
		pos("vault", "kv-json", `{
  "request_id": "`+uuid()+`",
  "lease_id": "",
  "lease_duration": 0,
  "renewable": false,
  "data": {
    "data": {
      "password": "{S}",
      "username": "reporting"
    },
    "metadata": {
      "created_time": "2025-01-20T08:12:44.1Z",
      "deletion_time": "",
      "destroyed": false,
      "version": 3
    }
  },
  "warnings": null
}`, pw()),
		pos("vault", "kv-field", "$ vault kv get -field=token secret/ci/gitlab\n{S}", "glpat-"+g.alnum(20)),
		pos("vault", "login-table", "Success! You are now authenticated. The token information displayed below\nis already stored in the token helper.\n\nKey                  Value\n---                  -----\ntoken                {S}\ntoken_accessor       "+g.alnum(24)+"\ntoken_duration       768h\ntoken_renewable      true\ntoken_policies       [\"default\"]", vaultTokLong()),
		pos("vault", "db-creds", "$ vault read database/creds/readonly\nKey                Value\n---                -----\nlease_id           database/creds/readonly/"+g.alnum(24)+"\nlease_duration     1h\nlease_renewable    true\npassword           {S}\nusername           v-token-readonly-"+g.alnum(20)+"-1733312345", g.alnum(4)+"-"+g.alnum(16)),
		pos("vault", "aws-creds", "$ vault read aws/creds/deploy\nKey                Value\n---                -----\nlease_id           aws/creds/deploy/"+g.alnum(24)+"\naccess_key         "+awsID()+"\nsecret_key         {S}\nsecurity_token     <nil>", awsSecret()),
		pos("vault", "unseal-key", "Unseal Key 1: {S}\nUnseal Key 2: "+g.pick(base64Chars, 44)+"\n\nInitial Root Token: "+vaultTok(), g.pick(base64Chars, 44)),
		pos("vault", "root-token", "Unseal Key 3: "+g.pick(base64Chars, 44)+"\n\nInitial Root Token: {S}\n\nVault initialized with 5 key shares and a key threshold of 3.", vaultTok()),
		pos("vault", "token-env", "export VAULT_ADDR=https://vault.example.org:8200\nexport VAULT_TOKEN={S}", vaultTok()),
		pos("vault", "approle-secret-id", "$ vault write -f auth/approle/role/ci/secret-id\nKey                   Value\n---                   -----\nsecret_id             {S}\nsecret_id_accessor    "+uuid()+"\nsecret_id_num_uses    0\nsecret_id_ttl         0s", uuid()),

		// Doppler and Infisical.
		pos("doppler", "table-db", dopplerTable, doppler["db"]),
		pos("doppler", "table-jwt", dopplerTable, doppler["jwt"]),
		pos("doppler", "get-plain", "$ doppler secrets get SENDGRID_API_KEY --plain\n{S}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		pos("doppler", "service-token", "DOPPLER_TOKEN={S} doppler run -- npm start", "dp."+"st.prd."+g.alnum(40)),
		pos("doppler", "download-json", "$ doppler secrets download --no-file --format json\n{\"DOPPLER_CONFIG\":\"dev\",\"DOPPLER_ENVIRONMENT\":\"dev\",\"DOPPLER_PROJECT\":\"web\",\"REDIS_PASSWORD\":\"{S}\"}", g.alnum(24)),
		pos("infisical", "export-dotenv", "$ infisical export --env=prod\nDB_PASSWORD='{S}'\nNODE_ENV='production'", pw()),
		pos("infisical", "secrets-table", "┌───────────────┬──────────────────────────────────┬─────────────┐\n│ SECRET NAME   │ SECRET VALUE                     │ SECRET TYPE │\n├───────────────┼──────────────────────────────────┼─────────────┤\n│ MAILGUN_KEY   │ {S} │ shared      │\n└───────────────┴──────────────────────────────────┴─────────────┘", "key-"+g.hex(32)),
		pos("infisical", "client-secret", "infisical login --method=universal-auth --client-id="+uuid()+" --client-secret={S}", g.hex(64)),
		pos("infisical", "service-token", "INFISICAL_TOKEN={S}", "st."+uuid()+"."+g.hex(32)+"."+g.hex(32)),

		// sops-decrypted files and age keys.
		pos("sops", "yaml", "$ sops -d secrets/prod.enc.yaml\npostgres:\n  user: app\n  password: {S}\nredis:\n  url: redis://cache:6379/0", pw()),
		pos("sops", "dotenv", "$ sops --decrypt .env.enc\nSENTRY_DSN=https://"+g.hex(32)+"@o"+g.pick(digitSet, 6)+".ingest.sentry.io/"+g.pick(digitSet, 7)+"\nGITHUB_APP_PRIVATE_KEY_PASSPHRASE={S}", pw()),
		pos("sops", "json", "$ sops -d config.enc.json | jq .smtp\n{\n  \"host\": \"smtp.postmarkapp.com\",\n  \"token\": \"{S}\"\n}", uuid()),
		pos("sops", "age-key", "# created: 2024-11-02T10:20:31+01:00\n# public key: age1"+g.pick("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)+"\n{S}", "AGE-SECRET"+"-KEY-1"+g.pick("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),

		// AWS Secrets Manager and SSM.
		pos("aws", "sm-json-password", secretsManager, sm["pw"]),
		pos("aws", "sm-json-host", secretsManager, sm["host"]),
		pos("aws", "sm-plain-string", "{\n    \"ARN\": \"arn:aws:secretsmanager:us-east-1:"+acct+":secret:ci/github-token-Ab12Cd\",\n    \"Name\": \"ci/github-token\",\n    \"SecretString\": \"{S}\",\n    \"VersionStages\": [\"AWSCURRENT\"]\n}", ghToken()),
		pos("aws", "sm-query-text", "$ aws secretsmanager get-secret-value --secret-id prod/api --query SecretString --output text\n{\"api_key\":\"{S}\"}", tok()),
		pos("aws", "ssm-json", "$ aws ssm get-parameter --name /checkout/prod/stripe_key --with-decryption\n{\n    \"Parameter\": {\n        \"Name\": \"/checkout/prod/stripe_key\",\n        \"Type\": \"SecureString\",\n        \"Value\": \"{S}\",\n        \"Version\": 4,\n        \"LastModifiedDate\": \"2025-02-11T16:03:12.771000+00:00\",\n        \"ARN\": \"arn:aws:ssm:eu-central-1:"+acct+":parameter/checkout/prod/stripe_key\",\n        \"DataType\": \"text\"\n    }\n}", stripeKey()),
		pos("aws", "ssm-generic-value", "{\n    \"Parameter\": {\n        \"Name\": \"/shop/prod/db\",\n        \"Type\": \"SecureString\",\n        \"Value\": \"{S}\",\n        \"Version\": 1\n    }\n}", pw()),
		pos("aws", "ssm-text", "$ aws ssm get-parameter --name /app/prod/db_password --with-decryption --query Parameter.Value --output text\n{S}", pw()),
		pos("aws", "ssm-by-path", "$ aws ssm get-parameters-by-path --path /app/prod --with-decryption --query 'Parameters[].[Name,Value]' --output text\n/app/prod/db_host\tdb.example.net\n/app/prod/db_password\t{S}\n/app/prod/log_level\tinfo", pw()),
		pos("aws", "ssm-put", "aws ssm put-parameter --name /app/prod/jwt_secret --type SecureString --value '{S}' --overwrite", g.pick(base64Chars, 44)),

		// Azure Key Vault and GCP Secret Manager.
		pos("azure", "kv-show", "$ az keyvault secret show --vault-name kv-shop-prod --name sql-admin-password\n{\n  \"attributes\": {\n    \"created\": \"2025-01-07T09:41:18+00:00\",\n    \"enabled\": true,\n    \"recoveryLevel\": \"Recoverable+Purgeable\",\n    \"updated\": \"2025-01-07T09:41:18+00:00\"\n  },\n  \"contentType\": null,\n  \"id\": \"https://kv-shop-prod.vault.azure.net/secrets/sql-admin-password/"+g.hex(32)+"\",\n  \"kid\": null,\n  \"managed\": null,\n  \"name\": \"sql-admin-password\",\n  \"tags\": {},\n  \"value\": \"{S}\"\n}", pw()),
		pos("azure", "kv-tsv", "$ az keyvault secret show --vault-name kv-ml --name openai-key --query value -o tsv\n{S}", g.hex(32)),
		pos("azure", "kv-set", "az keyvault secret set --vault-name kv-shop-prod --name storage-key --value \"{S}\"", g.pick(base64Chars, 86)+"=="),
		pos("azure", "conn-string-value", "  \"name\": \"servicebus-conn\",\n  \"value\": \"Endpoint=sb://shop-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={S}\"", g.pick(base64Chars, 43)+"="),
		pos("gcp", "access-latest", "$ gcloud secrets versions access latest --secret=slack-bot-token\n{S}", "xo"+"xb-"+g.pick(digitSet, 12)+"-"+g.pick(digitSet, 13)+"-"+g.alnum(24)),
		pos("gcp", "access-plain", "$ gcloud secrets versions access 3 --secret=db-password --project=shop-prod-4411\n{S}", pw()),
		pos("gcp", "access-base64", "$ gcloud secrets versions access latest --secret=api-key --format='get(payload.data)'\n{S}", base64Of(tok())),
		pos("gcp", "python-client", "resp = client.access_secret_version(name=name)\nprint(resp.payload.data.decode())\n# prints: {S}", pw()),

		// otpauth URIs and TOTP seeds.
		pos("totp", "otpauth-uri", "otpauth://totp/Stripe:billing%40acme.dev?secret={S}&issuer=Stripe&algorithm=SHA1&digits=6&period=30", b32(32)),
		pos("totp", "otpauth-label-mail", "otpauth://totp/Zoom:{S}?secret="+b32(16)+"&issuer=Zoom", mail("priya", "outlook.com")),
		pos("totp", "setup-key-spaced", "Can't scan the QR code? Enter this key instead:\n{S}\nSpaces don't matter.", groups(lowerSet+"234567", 8, 4, " ")),
		pos("totp", "oathtool", "oathtool --totp -b {S}", b32(32)),
		pos("totp", "pyotp", "totp = pyotp.TOTP(\"{S}\")\nprint(totp.now())", b32(32)),
		pos("totp", "aegis-json", `{"type":"totp","uuid":"`+uuid()+`","name":"priya","issuer":"Discord","note":"","icon":null,"info":{"secret":"{S}","algo":"SHA1","digits":6,"period":30}}`, b32(32)),
		pos("totp", "migration-uri", "otpauth-migration://offline?data={S}", strings.ReplaceAll(g.pick(base64Chars, 90), "/", "%2F")+"%3D"),
		pos("totp", "seed-prose", "the 2FA seed for the shared admin account is {S}, add it to your authenticator", b32(16)),
		pos("totp", "code-prose", "what's the code? -> {S}, it expires in 20s", g.pick(digitSet, 3)+" "+g.pick(digitSet, 3)),

		// Recovery and backup codes.
		pos("recovery", "github-codes", "github-recovery-codes.txt\n\n"+ghRecovery()+"\n{S}\n"+ghRecovery()+"\n"+ghRecovery()+"\n\nPut these in a safe spot.", ghRecovery()),
		pos("recovery", "google-backup", "BACKUP VERIFICATION CODES\n1. {S}    2. "+g.pick(digitSet, 4)+" "+g.pick(digitSet, 4)+"\n3. "+g.pick(digitSet, 4)+" "+g.pick(digitSet, 4), g.pick(digitSet, 4)+" "+g.pick(digitSet, 4)),
		pos("recovery", "apple-key", "Recovery key: {S}", groups(upperSet+digitSet, 7, 4, "-")),
		pos("recovery", "bitlocker", "PS C:\\> manage-bde -protectors -get C:\n\nVolume C: [OS]\nAll Key Protectors\n\n    Numerical Password:\n      ID: {"+strings.ToUpper(uuid())+"}\n      Password:\n        {S}", groups(digitSet, 8, 6, "-")),
		pos("recovery", "prose-codes", "here are my backup codes for okta in case I'm locked out: {S}", g.pick(lowerSet+digitSet, 10)),
		pos("recovery", "keepass-note", "<String><Key>Notes</Key><Value>Recovery codes:\n{S}\n"+g.pick(upperSet, 4)+"-"+g.pick(upperSet, 4)+"</Value></String>", g.pick(upperSet, 4)+"-"+g.pick(upperSet, 4)),
		pos("recovery", "master-password-prose", "my bitwarden master password is {S} and bw unlock still says invalid", "correct-"+g.pick(lowerSet, 6)+"-staple-"+g.pick(digitSet, 2)),

		// Negatives: what the tools print around the values.
		neg("neg-1password", "csv-header", "Title,Url,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes", ""),
		neg("neg-1password", "item-ids", "ID                            TITLE              VAULT            EDITED\n"+lowerAlnum(26)+"    GitHub             Private          2 days ago\n"+lowerAlnum(26)+"    AWS root           Employee         3 months ago", ""),
		neg("neg-1password", "vault-list", "$ op vault list\nID                            NAME\n"+lowerAlnum(26)+"    Employee\n"+lowerAlnum(26)+"    Engineering", ""),
		neg("neg-1password", "op-refs", "# .env.tpl for op run\nDB_USER=op://Engineering/Postgres prod/username\nDB_PASSWORD=op://Engineering/Postgres prod/password\nSTRIPE_KEY=op://Engineering/Stripe/credential", ""),
		neg("neg-1password", "concealed-hint", "Fields:\n  username:    dana-ops\n  password:    [use 'op item get "+lowerAlnum(26)+" --reveal' to reveal]", ""),
		neg("neg-bitwarden", "folders", `[{"object":"folder","id":"`+uuid()+`","name":"Work"},{"object":"folder","id":null,"name":"No Folder"}]`, ""),
		neg("neg-bitwarden", "item-meta", `{"object":"item","id":"`+uuid()+`","organizationId":"`+uuid()+`","folderId":null,"type":1,"reprompt":0,"name":"Jenkins","favorite":false,"collectionIds":["`+uuid()+`"],"revisionDate":"2025-03-04T10:11:12.000Z","creationDate":"2024-01-02T03:04:05.000Z","deletedDate":null}`, ""),
		neg("neg-bitwarden", "clientid", "BW_CLIENTID=user."+uuid(), ""),
		neg("neg-bitwarden", "session-ref", "export BW_SESSION=$(bw unlock --raw --passwordenv BW_PASSWORD)", ""),
		neg("neg-bitwarden", "masked", "login_password: ••••••••••  (reprompt enabled)", ""),
		neg("neg-keepass", "uuid-times", "<UUID>"+kpUUID+"</UUID>\n<Times>\n\t<LastModificationTime>2025-01-02T18:40:51Z</LastModificationTime>\n\t<UsageCount>14</UsageCount>\n</Times>", ""),
		neg("neg-keepass", "show-protected", "Title: db01\nUserName: postgres\nPassword: PROTECTED\nURL: https://db.example.com\nNotes: \nUuid: {"+uuid()+"}", ""),
		neg("neg-keepass", "cli-ls", "$ keepassxc-cli ls vault.kdbx Servers\nEnter password to unlock vault.kdbx: \ndb01\nbackup\nvpn/\nmail/", ""),
		neg("neg-keepass", "db-info", "UUID: {"+uuid()+"}\nName: Passwords\nDescription: \nCipher: AES 256-bit\nKDF: Argon2d (19 rounds, 65536 KB)\nRecycle bin is enabled.\nLocation: /home/mo/Passwords.kdbx", ""),
		neg("neg-lastpass", "sn-url", "url,username,password,totp,extra,name,grouping,fav\nhttp://sn,,,,,wifi,Home,0", ""),
		neg("neg-browser", "firefox-meta", `"guid":"{`+uuid()+`}","encType":1,"timeCreated":1699881234000,"timeLastUsed":1733100002000,"timePasswordChanged":1712230098000,"timesUsed":31`, ""),
		neg("neg-browser", "checkup", "Password Checkup: 3 compromised passwords, 7 reused passwords, 2 weak passwords", ""),
		neg("neg-keychain", "dump-attrs", "keychain: \"/Users/lena/Library/Keychains/login.keychain-db\"\nclass: \"genp\"\nattributes:\n    \"acct\"<blob>=\"Chrome\"\n    \"svce\"<blob>=\"Chrome Safe Storage\"\n    \"mdat\"<timedate>=0x32303235303130323130303030305A00  \"20250102100000Z\\000\"", ""),
		neg("neg-keychain", "find-cmd", "security find-generic-password -a \"$USER\" -s \"openai-cli\" -w", ""),
		neg("neg-pass", "ls-tree", "$ pass ls\nPassword Store\n├── 2fa\n│   └── aws-root\n├── email\n│   ├── fastmail\n│   └── work\n└── servers\n    └── vps", ""),
		neg("neg-pass", "clip", "$ pass show -c email/work\nCopied email/work to clipboard. Will clear in 45 seconds.", ""),
		neg("neg-wincred", "cmdkey-list", "Currently stored credentials:\n\n    Target: LegacyGeneric:target=git:https://github.com\n    Type: Generic\n    User: PersonalAccessToken\n    Local machine persistence", ""),
		neg("neg-wincred", "secure-string-out", "UserName                     Password\n--------                     --------\nbuild    System.Security.SecureString", ""),
		neg("neg-wincred", "get-secret-cmd", "$pat = Get-Secret -Name GitHubPAT -AsPlainText", ""),
		neg("neg-vault", "metadata", "======= Metadata =======\nKey                Value\n---                -----\ncreated_time       2025-04-02T13:22:10.512634Z\ncustom_metadata    <nil>\ndeletion_time      n/a\ndestroyed          false\nversion            7", ""),
		neg("neg-vault", "status", "Key             Value\n---             -----\nSeal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    5\nThreshold       3\nVersion         1.17.2\nStorage Type    raft\nCluster Name    vault-cluster-"+g.hex(8)+"\nCluster ID      "+uuid()+"\nHA Enabled      true", ""),
		neg("neg-vault", "policy", "path \"secret/data/payments/*\" {\n  capabilities = [\"read\", \"list\"]\n}", ""),
		neg("neg-vault", "paths", "vault kv get -mount=secret -field=password payments/prod/db_password", ""),
		neg("neg-vault", "token-ref", "export VAULT_TOKEN=\"$(vault print token)\"", ""),
		neg("neg-doppler", "names-only", "$ doppler secrets --only-names\n┌─────────────────────┐\n│ NAME                │\n├─────────────────────┤\n│ DATABASE_PASSWORD   │\n│ STRIPE_KEY          │\n└─────────────────────┘", ""),
		neg("neg-doppler", "setup-yaml", "setup:\n  - project: checkout\n    config: prd\n    path: ./services/checkout", ""),
		neg("neg-infisical", "workspace", `{"workspaceId":"`+g.hex(24)+`","defaultEnvironment":"dev","gitBranchToEnvironmentMapping":null}`, ""),
		neg("neg-sops", "metadata", "sops:\n    age:\n        - recipient: age1"+g.pick("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)+"\n    lastmodified: \"2025-02-03T12:00:00Z\"\n    unencrypted_suffix: _unencrypted\n    version: 3.9.4", ""),
		neg("neg-sops", "encrypted-value", "postgres:\n    password: ENC[AES256_GCM,data:"+g.pick(base64Chars, 24)+",iv:"+g.pick(base64Chars, 43)+"=,tag:"+g.pick(base64Chars, 22)+"==,type:str]", ""),
		neg("neg-aws", "arn", "arn:aws:secretsmanager:eu-west-1:"+acct+":secret:prod/orders/db-Xq3LmN", ""),
		neg("neg-aws", "ssm-string", "{\n    \"Parameter\": {\n        \"Name\": \"/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64\",\n        \"Type\": \"String\",\n        \"Value\": \"ami-0"+g.hex(16)+"\",\n        \"Version\": 93\n    }\n}", ""),
		neg("neg-azure", "secret-list", "$ az keyvault secret list --vault-name kv-shop-prod -o table\nName                  ContentType    Enabled    Expires\n--------------------  -------------  ---------  ---------\nsql-admin-password                   True\nstorage-key                          True", ""),
		neg("neg-gcp", "versions-list", "$ gcloud secrets versions list db-password\nNAME  STATE     CREATED              DESTROYED\n3     enabled   2025-02-10T09:12:00  -\n2     disabled  2024-11-01T08:00:00  -", ""),
		neg("neg-gcp", "resource-name", "name = \"projects/shop-prod-4411/secrets/db-password/versions/3\"", ""),
		neg("neg-totp", "doc-seed", "otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example", ""),
		neg("neg-totp", "prose", "TOTP codes are 6 digits and rotate every 30 seconds; the seed is shared once as a QR code.", ""),
		neg("neg-recovery", "prose", "Store your recovery codes somewhere safe; each code can be used only once.", ""),
		neg("neg-versions", "versions", "KeePassXC 2.7.9, Bitwarden CLI 2024.6.0, 1Password CLI 2.30.3, Vault v1.17.2, sops 3.9.4, gopass 1.15.14", ""),
		neg("neg-hashes", "export-digest", "sha256sum bitwarden_export_20250301.json\n"+g.hex(64)+"  bitwarden_export_20250301.json", ""),
		neg("neg-k8s", "external-secret", "spec:\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  data:\n  - secretKey: password\n    remoteRef:\n      key: payments/prod\n      property: db_password", ""),
	}
	return cases
}
