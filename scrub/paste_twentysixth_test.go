package scrub

import (
	"encoding/base64"
	"strings"
	"testing"
)

// twentysixthFloor is just under what the rules reach on the twenty-sixth
// suite as first written, before any fix for it: recall 0.735, partial
// 0.000, negatives intact 0.677; with its label slips fixed (addresses
// and ARNs with an account id in six negatives, which the rules remove as
// personal data and identity by design, now documentation ranges, a
// secret's name, or a negative's one look-alike; an IAM user's unique id,
// AIDA…, which the rules remove by design) negatives intact 0.903; with
// the fixes for it (found-login, cracked-plaintext, digests' names,
// documentation keys' EXAMPLE) recall 0.860, negatives intact 0.968.
// Stop 27's fixes (crackers' result lines, john's listings, NetNTLM
// responses, keytab keys, AWS text rows) 0.958.
//
// Raised at stop 28 to just under main's figures then: recall 1.000,
// negatives intact 1.000, no partial leak.
var twentysixthFloor = recallFloor{recall: 0.999, intact: 0.999, maxPartial: 0}

// TestPasteTwentysixthRecall measures the twenty-sixth suite, security
// tooling, pentest and incident-response output, kept apart as its author
// wrote it (misses included).
func TestPasteTwentysixthRecall(t *testing.T) {
	measureHeldOut(t, "twentysixth suite", twentysixthCases(pasteGen{newFakes(2626)}), twentysixthFloor)
}

// twentysixthCases are the twenty-sixth suite. Its ground is what security
// engineers paste: secret scanners' findings (trufflehog, gitleaks,
// detect-secrets, ggshield, semgrep, nuclei) with the secret in their
// Raw, Secret or Match fields, `git log -p` hunks that add or drop a key,
// crackers' output (hashcat potfiles, john --show) with the plaintext,
// brute-forcers' and sprayers' found credentials (hydra, medusa, ncrack,
// netexec, kerbrute, o365spray, wpscan), Burp and ZAP request dumps, nmap
// NSE output, Metasploit creds tables and module output, Responder's and
// mimikatz's captures, dumped account hashes, aws sts temporary
// credentials in incident notes, JWT debugging, and SIEM, CloudTrail and
// Okta log JSON with tokens in request parameters.
//
// A password hash of an account (NTLM, NetNTLMv2, a Kerberos TGS, a shadow
// line) is labelled a secret: it logs in as the account (pass-the-hash) or
// cracks offline to the password. A hash of content (an IOC's sha256, a
// commit, detect-secrets' hashed_secret, a fingerprint) is not. The
// negatives are those, CVE, rule, finding and technique ids, masked or
// redacted findings, vendors' documentation keys, placeholders, tool
// command lines and prose.
func twentysixthCases(g pasteGen) []pasteCase {
	pw := g.password
	upperAlnum := func(n int) string { return g.pick(upperSet+digitSet, n) }
	b64url := func(n int) string { return g.pick(urlSet, n) }
	sha := func() string { return g.hex(40) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	akia := func() string { return "AK" + "IA" + upperAlnum(16) }
	asia := func() string { return "AS" + "IA" + upperAlnum(16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	sessionToken := func() string { return "IQoJb3Jp" + "Z2luX2Vj" + g.pick(base64Chars, 360) }
	ghp := func() string { return "gh" + "p_" + g.alnum(36) }
	slackUser := func() string {
		return "xo" + "xp-" + g.pick(digitSet, 12) + "-" + g.pick(digitSet, 12) + "-" + g.pick(digitSet, 13) + "-" + g.hex(32)
	}
	slackBot := func() string {
		return "xo" + "xb-" + g.pick(digitSet, 12) + "-" + g.pick(digitSet, 13) + "-" + g.alnum(24)
	}
	stripe := func() string { return "sk" + "_live_51" + g.alnum(97) }
	sendgrid := func() string { return "S" + "G." + b64url(22) + "." + b64url(43) }
	openai := func() string { return "sk" + "-proj-" + b64url(48) }
	okta := func() string { return "00" + b64url(40) }
	vaultTok := func() string { return "hv" + "s." + g.alnum(24) }
	gcpTok := func() string { return "ya" + "29." + b64url(160) }
	ntlm := func() string { return g.hex(32) }
	lmEmpty := "aad3b435b51404ee" + "aad3b435b51404ee"
	jwtRS := func() string {
		enc := base64.RawURLEncoding
		claims := `{"iss":"https://auth.acme-corp.example/","sub":"auth0|` + g.hex(24) + `","aud":"api://orders","iat":1772445072,"exp":1772448672,"scope":"read:orders write:orders"}`
		return enc.EncodeToString([]byte(`{"alg":"RS256","typ":"JWT","kid":"`+g.alnum(16)+`"}`)) + "." + enc.EncodeToString([]byte(claims)) + "." + b64url(342)
	}
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }

	// aws sts assume-role, as pasted into an incident channel.
	stsID, stsSecret, stsToken := asia(), awsSecret(), sessionToken()
	stsJSON := "$ aws sts assume-role --role-arn arn:aws:iam::412907765310:role/ir-responder --role-session-name ir-2291\n{\n" +
		"    \"Credentials\": {\n        \"AccessKeyId\": \"" + stsID + "\",\n        \"SecretAccessKey\": \"" + stsSecret + "\",\n" +
		"        \"SessionToken\": \"" + stsToken + "\",\n        \"Expiration\": \"2026-03-02T11:12:44+00:00\"\n    },\n" +
		"    \"AssumedRoleUser\": {\n        \"AssumedRoleId\": \"AROAV3Q7XK2EXAMPLE9:ir-2291\",\n" +
		"        \"Arn\": \"arn:aws:sts::412907765310:assumed-role/ir-responder/ir-2291\"\n    }\n}"

	// A Metasploit creds table.
	msfPass, msfHash := pw(), lmEmpty+":"+ntlm()
	msfCreds := "msf6 > creds\nCredentials\n===========\n\n" +
		"host        origin      service        public         private                                                            realm      private_type  JtR Format\n" +
		"----        ------      -------        ------         -------                                                            -----      ------------  ----------\n" +
		"10.10.4.21  10.10.4.21  22/tcp (ssh)   root           " + msfPass + "                                                                         Password\n" +
		"10.0.5.12   10.0.5.12   445/tcp (smb)  Administrator  " + msfHash + "  CORP       NTLM hash     nt,lm\n"

	// mimikatz sekurlsa::logonpasswords.
	mkNTLM, mkPass := ntlm(), pw()
	mimikatz := "mimikatz # sekurlsa::logonpasswords\n\nAuthentication Id : 0 ; 996 (00000000:000003e4)\nSession           : Service from 0\n" +
		"User Name         : svc_backup\nDomain            : CORP\nLogon Server      : DC01\n\t msv :\n\t [00000003] Primary\n" +
		"\t * Username : svc_backup\n\t * Domain   : CORP\n\t * NTLM     : " + mkNTLM + "\n\t * SHA1     : " + g.hex(40) + "\n" +
		"\t wdigest :\n\t * Username : svc_backup\n\t * Domain   : CORP\n\t * Password : " + mkPass + "\n"

	// Vault operator init.
	unseal, rootTok := g.pick(base64Chars, 44), vaultTok()
	vaultInit := "$ vault operator init -key-shares=1 -key-threshold=1\nUnseal Key 1: " + unseal + "\n\nInitial Root Token: " + rootTok +
		"\n\nVault initialized with 1 key shares and a key threshold of 1."

	// Responder's capture.
	respUser, respPass := "jdoe", pw()
	responderBasic := "[+] Listening for events...\n[HTTP] Sending NTLM authentication request to 10.0.5.44\n" +
		"[HTTP] Basic Client   : 10.0.5.44\n[HTTP] Basic Username : " + respUser + "\n[HTTP] Basic Password : " + respPass + "\n"
	netNTLM := respUser + "::CORP:" + g.hex(16) + ":" + g.hex(32) + ":" + "0101000000000000" + g.hex(180)

	cases := []pasteCase{
		// Secret scanners.
		pos("scanner", "trufflehog-json-raw", `{"SourceMetadata":{"Data":{"Git":{"commit":"`+sha()+`","file":"scripts/release.sh","email":"Dana Ortiz <dana@acme-corp.example>","repository":"https://github.com/acme-corp/api.git","timestamp":"2026-02-27 16:04:11 +0000","line":22}}},"SourceID":1,"SourceType":16,"SourceName":"trufflehog - git","DetectorType":8,"DetectorName":"Github","DecoderName":"PLAIN","Verified":true,"Raw":"{S}","Redacted":"","ExtraData":{"account_type":"User","username":"dana-ortiz"}}`, ghp()),
		pos("scanner", "trufflehog-json-rawv2", `{"DetectorName":"AWS","DecoderName":"PLAIN","Verified":true,"Raw":"`+akia()+`","RawV2":"{S}","Redacted":"AKIA****","ExtraData":{"account":"412907765310","arn":"arn:aws:iam::412907765310:user/ci-deployer"}}`, akia()+":"+awsSecret()),
		pos("scanner", "trufflehog-text", "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\n✅ Found verified result 🐷🔑\nDetector Type: Slack\nDecoder Type: PLAIN\nRaw result: {S}\nCommit: "+sha()+"\nEmail: ops-bot <ops@acme-corp.example>\nFile: tools/notify.py\nLine: 9\nRepository: https://github.com/acme-corp/tools.git\nTimestamp: 2026-01-12 09:31:40 +0000", slackBot()),
		pos("scanner", "trufflehog-text-unverified", "Found unverified result 🐷🔑❓\nDetector Type: SendGrid\nDecoder Type: BASE64\nRaw result: {S}\nFile: deploy/helm/values-prod.yaml\nLine: 41", sendgrid()),
		pos("scanner", "gitleaks-json", "[\n {\n  \"Description\": \"Stripe Access Token\",\n  \"StartLine\": 12,\n  \"EndLine\": 12,\n  \"StartColumn\": 18,\n  \"EndColumn\": 124,\n  \"Match\": \"STRIPE_SECRET={S}\",\n  \"Secret\": \"{S}\",\n  \"File\": \"services/billing/.env\",\n  \"SymlinkFile\": \"\",\n  \"Commit\": \""+sha()+"\",\n  \"Entropy\": 5.21,\n  \"Author\": \"Dana Ortiz\",\n  \"Date\": \"2026-02-11T10:02:33Z\",\n  \"RuleID\": \"stripe-access-token\",\n  \"Fingerprint\": \""+sha()+":services/billing/.env:stripe-access-token:12\"\n }\n]", stripe()),
		pos("scanner", "gitleaks-text-generic", "Finding:     DB_PASSWORD={S}\nSecret:      {S}\nRuleID:      generic-api-key\nEntropy:     3.912\nFile:        deploy/.env.production\nLine:        3\nCommit:      "+sha()+"\nAuthor:      Lee Wong\nEmail:       lee@acme-corp.example\nDate:        2026-02-19T08:41:12Z\nFingerprint: "+sha()+":deploy/.env.production:generic-api-key:3", pw()),
		pos("scanner", "gitleaks-text-openai", "○\n    │╲\n    │ ○\n    ○ ░\n    ░    gitleaks\n\nFinding:     client = OpenAI(api_key=\"{S}\")\nSecret:      {S}\nRuleID:      openai-api-key\nEntropy:     5.6\nFile:        notebooks/eval.ipynb\nLine:        118\n\n10:14AM WRN leaks found: 1", openai()),
		pos("scanner", "gitleaks-sarif", `{"ruleId":"gcp-api-key","message":{"text":"gcp-api-key has detected secret for file src/maps.js at commit `+sha()+`."},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"src/maps.js"},"region":{"startLine":4,"snippet":{"text":"{S}"}}}}],"partialFingerprints":{"commitSha":"`+sha()+`","email":"lee@acme-corp.example"}}`, "AI"+"za"+b64url(35)),
		pos("scanner", "detect-secrets-audit", "Secret:      2 of 5\nFilename:    app/settings/production.py\nSecret Type: Secret Keyword\n----------\n10:DEBUG = False\n11:ALLOWED_HOSTS = [\"shop.acme-corp.example\"]\n12:SECRET_KEY = '{S}'\n13:\n----------\nShould this string be committed to the repository? (y)es, (n)o, (s)kip, (q)uit:", g.pick(lowerSet+digitSet+"!@#$%^&*(-_=+)", 50)),
		pos("scanner", "ggshield", "secrets scan commit-range HEAD~3...\n\n🛡️  ⚔  🛡️  1 incident has been found in file infra/terraform/main.tf\n\n>> Secret detected: Generic High Entropy Secret\n   Validity: Valid\n   Occurrences: 1\n   Known by GitGuardian dashboard: NO\n   Incident URL: N/A\n   Secret SHA: "+g.hex(64)+"\n\n 14 | provider \"datadog\" {\n 15 | +  api_key = \"{S}\"\n 16 | }", g.hex(32)),
		pos("scanner", "semgrep", "┌─────────────────┐\n│ 1 Code Finding  │\n└─────────────────┘\n\n    src/integrations/pagerduty.py\n   ❯❯❱ python.lang.security.audit.hardcoded-token\n          Hardcoded token detected\n\n           21┆ PAGERDUTY_TOKEN = \"{S}\"", g.pick(urlSet, 20)),
		pos("scanner", "nuclei-env", "[exposed-env-file] [http] [high] https://staging.acme-corp.example/.env [\"MAIL_PASSWORD={S}\"]", pw()),
		pos("scanner", "nuclei-js-key", "[2026-03-02 10:41:12] [slack-token:token] [file] [info] /work/loot/bundle.min.js [\"{S}\"]", slackUser()),
		pos("scanner", "noseyparker", "Finding 3/11 (id "+g.hex(40)+")\nRule: GitHub Personal Access Token\nGroup: {S}\n\nOccurrence 1/1\nFile: /src/acme/ci/.github/workflows/build.yml\nLines: 33:19-33:58\n\n    env:\n      GH_TOKEN: {S}", ghp()),

		// git log -p.
		pos("gitlog", "added-key", "commit "+sha()+"\nAuthor: Lee Wong <lee@acme-corp.example>\nDate:   Tue Feb 17 18:22:03 2026 +0100\n\n    add sendgrid integration\n\ndiff --git a/config/mail.yml b/config/mail.yml\nindex 3f2a9c1..8b7d6a5 100644\n--- a/config/mail.yml\n+++ b/config/mail.yml\n@@ -1,4 +1,6 @@\n smtp:\n   host: smtp.sendgrid.net\n+  user: apikey\n+  password: {S}\n   port: 587", sendgrid()),
		pos("gitlog", "removed-key", "commit "+sha()+"\nAuthor: Dana Ortiz <dana@acme-corp.example>\nDate:   Wed Feb 18 09:12:55 2026 +0100\n\n    remove hardcoded aws keys (INC-2291)\n\ndiff --git a/scripts/backup.sh b/scripts/backup.sh\n--- a/scripts/backup.sh\n+++ b/scripts/backup.sh\n@@ -3,5 +3,3 @@\n #!/bin/sh\n-export AWS_ACCESS_KEY_ID="+akia()+"\n-export AWS_SECRET_ACCESS_KEY={S}\n aws s3 sync /var/backups s3://acme-backups/", awsSecret()),
		pos("gitlog", "added-pem", "diff --git a/certs/server.key b/certs/server.key\nnew file mode 100644\nindex 0000000..4e1b2c7\n--- /dev/null\n+++ b/certs/server.key\n@@ -0,0 +1,5 @@\n+-----BEGIN "+"PRIVATE KEY-----\n+{S}\n+-----END "+"PRIVATE KEY-----", strings.ReplaceAll(g.block(192), "\n", "\n+")),
		pos("gitlog", "oneline-s-pickaxe", "$ git log -S 'xoxb-' --oneline -p -- bots/\n4e1b2c7 slack bot: move token to env\ndiff --git a/bots/standup.js b/bots/standup.js\n@@ -1,3 +1,3 @@\n-const SLACK_TOKEN = '{S}';\n+const SLACK_TOKEN = process.env.SLACK_TOKEN;", slackBot()),
		pos("gitlog", "show-stat-hunk", "$ git show 8b7d6a5 -- docker-compose.yml\n@@ -12,7 +12,7 @@ services:\n   db:\n     image: postgres:16\n     environment:\n-      POSTGRES_PASSWORD: example\n+      POSTGRES_PASSWORD: {S}", pw()),

		// Crackers.
		pos("crack", "hashcat-potfile-md5", "$ cat ~/.local/share/hashcat/hashcat.potfile\n"+g.hex(32)+":{S}\n"+g.hex(32)+":Winter2025", pw()),
		pos("crack", "hashcat-show-ntlm", "$ hashcat -m 1000 ntds.hashes --show --username\nCORP\\jdoe:"+ntlm()+":{S}\nCORP\\svc_sql:"+ntlm()+":Password1", pw()),
		pos("crack", "hashcat-cracked-status", "$2y$10$"+g.pick(base62+"./", 53)+":{S}\n\nSession..........: hashcat\nStatus...........: Cracked\nHash.Mode........: 3200 (bcrypt $2*$, Blowfish (Unix))\nRecovered........: 1/1 (100.00%) Digests", pw()),
		pos("crack", "hashcat-kerberoast", "$krb5tgs$23$*svc_sql$CORP.LOCAL$corp.local/svc_sql*$"+g.hex(32)+"$"+g.hex(96)+":{S}\n\nStatus...........: Cracked\nHash.Mode........: 13100 (Kerberos 5, etype 23, TGS-REP)", pw()),
		pos("crack", "hashcat-jwt-secret", "$ hashcat -m 16500 jwt.txt rockyou.txt --show\n"+g.jwt()+":{S}", "s3cr3t-"+g.pick(lowerSet, 6)),
		pos("crack", "john-show", "$ john --show shadow.txt\nalice:{S}:19722:0:99999:7:::\nbob:Spring2024!:19722:0:99999:7:::\n\n2 password hashes cracked, 1 left", pw()),
		pos("crack", "john-live", "Using default input encoding: UTF-8\nLoaded 3 password hashes with 3 different salts (sha512crypt, crypt(3) $6$ [SHA512 256/256 AVX2 4x])\nPress 'q' or Ctrl-C to abort, almost any other key for status\n{S}     (deploy)\n1g 0:00:00:41 DONE (2026-03-02 10:44) 0.02421g/s 1402p/s", pw()),
		pos("crack", "jwt-tool-secret", "jwt_tool "+g.jwt()+" -C -d common-secrets.txt\n\n[+] {S} is the CORRECT key!\nYou can tamper/fuzz the token contents (-T/-I) and sign it using:\npython3 jwt_tool.py [options here] -S hs256 -p \"{S}\"", "key"+g.pick(lowerSet+digitSet, 8)),
		pos("crack", "aircrack", "                               Aircrack-ng 1.7\n\n      [00:00:12] 48213/14344392 keys tested (3921.11 k/s)\n\n                           KEY FOUND! [ {S} ]\n\n      Master Key     : "+strings.ToUpper(g.hex(2))+" 1F 9A 77", pw()),

		// Brute-forcers and sprayers.
		pos("brute", "hydra-ssh", "Hydra v9.5 (c) 2023 by van Hauser/THC & David Maciejak\n[DATA] max 4 tasks per 1 server, overall 4 tasks, 14344399 login tries (l:1/p:14344399)\n[DATA] attacking ssh://10.10.4.21:22/\n[22][ssh] host: 10.10.4.21   login: root   password: {S}\n1 of 1 target successfully completed, 1 valid password found", pw()),
		pos("brute", "hydra-http-form", "[80][http-post-form] host: 10.10.4.30   login: admin   password: {S}", pw()),
		pos("brute", "hydra-ftp-lower", "[21][ftp] host: ftp.lab.acme-corp.example   login: backup   password: {S}", g.pick(lowerSet, 9)),
		pos("brute", "medusa", "ACCOUNT CHECK: [ssh] Host: 10.0.0.12 (1 of 1, 0 complete) User: deploy (1 of 1, 0 complete) Password: letmein (12 of 500 complete)\nACCOUNT FOUND: [ssh] Host: 10.0.0.12 User: deploy Password: {S} [SUCCESS]", pw()),
		pos("brute", "ncrack", "Discovered credentials for rdp on 10.0.5.40 3389/tcp:\n10.0.5.40 3389/tcp rdp: 'administrator' '{S}'\n\nNcrack done: 1 service scanned in 93.02 seconds.", pw()),
		pos("brute", "netexec-smb", "SMB         10.0.5.12       445    DC01             [*] Windows Server 2022 Build 20348 x64 (name:DC01) (domain:corp.local) (signing:True) (SMBv1:False)\nSMB         10.0.5.12       445    DC01             [+] corp.local\\svc_sql:{S} (Pwn3d!)", pw()),
		pos("brute", "netexec-spray", "SMB  10.0.5.20  445  WS01  [-] corp.local\\mlopez:Winter2025! STATUS_LOGON_FAILURE\nSMB  10.0.5.20  445  WS01  [+] corp.local\\jdoe:{S}", pw()),
		pos("brute", "kerbrute", "2026/03/02 10:11:12 >  Using KDC(s):\n2026/03/02 10:11:12 >  \tdc01.corp.local:88\n2026/03/02 10:11:14 >  [+] VALID LOGIN:\t jdoe@CORP.LOCAL:{S}\n2026/03/02 10:11:19 >  Done! Tested 412 logins (1 successes) in 7.113 seconds", pw()),
		pos("brute", "o365spray", "[2026-03-02 10:22:41,118] INFO : [VALID] jdoe@corp.example.com:{S}", pw()),
		pos("brute", "msolspray", "[*] Now spraying Microsoft Online.\n[*] Current date and time: 03/02/2026 10:30:12\n[*] SUCCESS! mlopez@corp.example.com : {S}\n[*] WARNING! The user akim@corp.example.com has MFA enabled.", pw()),
		pos("brute", "spray-csv", "username,password,status,mfa\nakim@corp.example.com,Winter2025!,FAIL,\nmlopez@corp.example.com,{S},SUCCESS,false\n", pw()),
		pos("brute", "wpscan", "[+] Performing password attack on Xmlrpc against 2 user/s\n[SUCCESS] - editor / {S}\nTrying admin / 123456 Time: 00:01:12 <====> (3120 / 3120) 100.00% Time: 00:01:12\n\n[!] Valid Combinations Found:\n | Username: editor, Password: {S}", pw()),
		pos("brute", "patator", "10:41:12 patator    INFO - 230   17:0    0.021 | backup:{S}                         |  4122 | Login successful.", pw()),
		pos("brute", "sqlmap-cracked", "[10:44:12] [INFO] starting dictionary-based cracking (md5_generic_passwd)\n[10:44:19] [INFO] cracked password '{S}' for user 'admin'", pw()),
		pos("brute", "sqlmap-dump", "Database: shop\nTable: admins\n[2 entries]\n+----+----------+-------------------+\n| id | username | password          |\n+----+----------+-------------------+\n| 1  | admin    | {S}     |\n| 2  | jdoe     | NULL              |\n+----+----------+-------------------+", pw()),

		// nmap NSE.
		pos("nmap", "http-brute", "PORT   STATE SERVICE\n80/tcp open  http\n| http-brute:\n|   Accounts:\n|     admin:{S} - Valid credentials\n|_  Statistics: Performed 1523 guesses in 31 seconds, average tps: 49.1", pw()),
		pos("nmap", "snmp-brute", "161/udp open  snmp\n| snmp-brute:\n|_  {S} - Valid credentials", "n0c-"+g.pick(lowerSet+digitSet, 8)),
		pos("nmap", "default-accounts", "8080/tcp open  http-proxy\n| http-default-accounts:\n|   [Apache Tomcat] at /manager/html/\n|_    tomcat:{S}", pw()),
		pos("nmap", "mssql-brute", "1433/tcp open  ms-sql-s\n| ms-sql-brute:\n|   [10.0.5.30:1433]\n|     Credentials found:\n|_      sa:{S} => Valid credentials", pw()),
		pos("nmap", "http-auth-basic-header", "| http-auth:\n| HTTP/1.1 401 Unauthorized\\x0D\n|_  Basic realm=Router\n| http-title: Login\n|_Requested resource was /login?Authorization=Basic%20{S}", base64Of("admin:"+pw())),

		// Metasploit.
		pos("msf", "creds-password", msfCreds, msfPass),
		pos("msf", "creds-ntlm", msfCreds, msfHash),
		pos("msf", "ssh-login", "[*] 10.10.4.21:22 - Starting bruteforce\n[+] 10.10.4.21:22 - Success: 'root:{S}' 'uid=0(root) gid=0(root) groups=0(root) Linux web01 5.15.0-91-generic'\n[*] SSH session 1 opened (10.10.4.5:41537 -> 10.10.4.21:22)", pw()),
		pos("msf", "smb-login", "[+] 10.0.5.12:445 - 10.0.5.12:445 - Success: 'CORP\\svc_sql:{S}' Administrator", pw()),
		pos("msf", "hashdump", "meterpreter > hashdump\nAdministrator:500:"+lmEmpty+":{S}:::\nGuest:501:"+lmEmpty+":31d6cfe0d16ae931b73c59d7e0c089c0:::", ntlm()),
		pos("msf", "setg-password", "msf6 auxiliary(scanner/ssh/ssh_login) > set PASSWORD {S}\nPASSWORD => {S}\nmsf6 auxiliary(scanner/ssh/ssh_login) > run", pw()),

		// Captures and dumps.
		pos("capture", "secretsdump", "[*] Dumping Domain Credentials (domain\\uid:rid:lmhash:nthash)\n[*] Using the DRSUAPI method to get NTDS.DIT secrets\ncorp.local\\krbtgt:502:"+lmEmpty+":{S}:::\ncorp.local\\jdoe:1104:"+lmEmpty+":"+ntlm()+":::", ntlm()),
		pos("capture", "responder-ntlmv2", "[SMB] NTLMv2-SSP Client   : 10.0.5.44\n[SMB] NTLMv2-SSP Username : CORP\\jdoe\n[SMB] NTLMv2-SSP Hash     : {S}", netNTLM),
		pos("capture", "responder-basic", responderBasic, respPass),
		pos("capture", "responder-ftp", "[FTP] Cleartext Client   : 10.0.5.51\n[FTP] Cleartext Username : scanner\n[FTP] Cleartext Password : {S}", pw()),
		pos("capture", "mimikatz-ntlm", mimikatz, mkNTLM),
		pos("capture", "mimikatz-wdigest", mimikatz, mkPass),
		pos("capture", "lazagne", "------------------- Chrome passwords -----------------\n\n[+] Password found !!!\nURL: https://mail.acme-corp.example/\nLogin: jdoe\nPassword: {S}\n\n[+] 1 passwords have been found.", pw()),
		pos("capture", "tcp-stream-ftp", "220 (vsFTPd 3.0.5)\nUSER backup\n331 Please specify the password.\nPASS {S}\n230 Login successful.", pw()),
		pos("capture", "tcpdump-basic", "10:41:12.118 IP 10.0.5.44.51544 > 10.0.5.80.80: Flags [P.], seq 1:212, length 211\nE..GET /admin/ HTTP/1.1\nHost: 10.0.5.80\nAuthorization: Basic {S}\nUser-Agent: curl/8.5.0", base64Of("admin:"+pw())),
		pos("capture", "shadow-line", "$ sudo cat /etc/shadow | grep deploy\ndeploy:{S}:19722:0:99999:7:::", "$6$"+g.pick(base62+"./", 16)+"$"+g.pick(base62+"./", 86)),
		pos("capture", "kube-secret-decoded", "$ kubectl -n payments get secret db-creds -o jsonpath='{.data.password}' | base64 -d\n{S}", pw()),
		pos("capture", "vault-unseal", vaultInit, unseal),
		pos("capture", "vault-root", vaultInit, rootTok),

		// Burp and ZAP.
		pos("proxy", "burp-login-body", "POST /api/v1/auth/login HTTP/2\nHost: portal.acme-corp.example\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 41\nOrigin: https://portal.acme-corp.example\n\nusername=jdoe&password={S}&remember=1", g.urlPassword()),
		pos("proxy", "burp-json-body", "POST /graphql HTTP/1.1\nHost: api.acme-corp.example\nContent-Type: application/json\n\n{\"operationName\":\"Login\",\"variables\":{\"email\":\"jdoe@acme-corp.example\",\"password\":\"{S}\"},\"query\":\"mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }\"}", pw()),
		pos("proxy", "burp-bearer", "GET /api/v2/orders?limit=50 HTTP/2\nHost: api.acme-corp.example\nAuthorization: Bearer {S}\nAccept: application/json\nSec-Fetch-Mode: cors", jwtRS()),
		pos("proxy", "burp-cookie", "GET /account HTTP/1.1\nHost: shop.acme-corp.example\nCookie: _ga=GA1.2.1402211.1772445072; PHPSESSID={S}; lang=en\nUpgrade-Insecure-Requests: 1", g.pick(lowerSet+digitSet, 26)),
		pos("proxy", "burp-response-token", "HTTP/2 200 OK\nContent-Type: application/json; charset=utf-8\nX-Request-Id: "+uuid()+"\n\n{\"access_token\":\"{S}\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"def50200"+g.hex(64)+"\"}", g.pick(urlSet, 64)),
		pos("proxy", "burp-refresh-token", "{\"access_token\":\""+g.pick(urlSet, 64)+"\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"{S}\"}", "def50200"+g.hex(120)),
		pos("proxy", "zap-alert-evidence", `{"sourceid":"3","pluginId":"10111","alert":"Authentication Request Identified","risk":"Informational","url":"https://portal.acme-corp.example/login","param":"password","evidence":"password={S}","other":"userParam=username userValue=jdoe passwordParam=password"}`, g.urlPassword()),
		pos("proxy", "zap-har-header", `{"request":{"method":"GET","url":"https://api.acme-corp.example/v1/me","headers":[{"name":"Accept","value":"application/json"},{"name":"X-API-Key","value":"{S}"}]}}`, g.alnum(40)),
		pos("proxy", "burp-api-key-query", "GET /v3/export?format=csv&apikey={S} HTTP/1.1\nHost: reports.acme-corp.example\nAccept: */*", g.hex(40)),

		// aws sts and cloud credentials.
		pos("cloud", "sts-access-key-id", stsJSON, stsID),
		pos("cloud", "sts-secret", stsJSON, stsSecret),
		pos("cloud", "sts-session-token", stsJSON, stsToken),
		pos("cloud", "sts-text-output", "$ aws sts get-session-token --serial-number arn:aws:iam::412907765310:mfa/dana --token-code 481516 --output text\nCREDENTIALS\t"+asia()+"\t2026-03-02T22:11:12+00:00\t{S}\t"+sessionToken(), awsSecret()),
		pos("cloud", "ir-note-export", "## INC-2291 timeline\n- 09:58 attacker key observed in CloudTrail: AccessKeyId "+akia()+"\n- 10:02 reproduced with\n  export AWS_ACCESS_KEY_ID="+akia()+"\n  export AWS_SECRET_ACCESS_KEY={S}\n- 10:05 key deactivated", awsSecret()),
		pos("cloud", "ir-note-key-id", "Leaked key {S} (user ci-deployer) was used from 185.220.101.4 between 03:12 and 03:40 UTC; deactivated at 03:44.", akia()),
		pos("cloud", "gcloud-token", "$ gcloud auth print-access-token --impersonate-service-account=ir@acme-prod.iam.gserviceaccount.com\nWARNING: This command is using service account impersonation.\n{S}", gcpTok()),
		pos("cloud", "az-access-token", "$ az account get-access-token --resource https://graph.microsoft.com\n{\n  \"accessToken\": \"{S}\",\n  \"expiresOn\": \"2026-03-02 11:41:12.000000\",\n  \"subscription\": \""+uuid()+"\",\n  \"tenant\": \""+uuid()+"\",\n  \"tokenType\": \"Bearer\"\n}", jwtRS()),

		// JWT debugging.
		pos("jwt", "jwt-io-encoded", "Encoded\n{S}\n\nDecoded\nHEADER: ALGORITHM & TOKEN TYPE\n{\n  \"alg\": \"RS256\",\n  \"typ\": \"JWT\"\n}\nPAYLOAD: DATA\n{\n  \"scope\": \"read:orders write:orders\"\n}", jwtRS()),
		pos("jwt", "jwt-tool-original", "\n        \\   \\        \\         \\          \\                    \\ \n   \\__   |   |  \\     |\\__    __| \\__    __|                    |\n         |   |   \\    |      |          |       \\         \\       |\n\nVersion 2.2.7                \\______|             @ticarpi      \n\nOriginal JWT: \n\n{S}\n\n=====================\nDecoded Token Values:\n=====================\n\nToken header values:\n[+] alg = \"RS256\"", jwtRS()),
		pos("jwt", "jwt-python-decode", ">>> import jwt\n>>> tok = \"{S}\"\n>>> jwt.decode(tok, options={\"verify_signature\": False})\n{'sub': '81442019', 'name': 'Test User', 'iat': 1700000000}", g.jwt()),
		pos("jwt", "jwt-hs-secret-env", "The forged token verifies because the service still uses the default signing secret:\nJWT_SECRET={S}\nRotate it and invalidate sessions issued before 10:00.", g.pick(base64Chars, 44)),

		// SIEM, CloudTrail, Okta.
		pos("siem", "cloudtrail-put-secret", `{"eventVersion":"1.09","userIdentity":{"type":"AssumedRole","principalId":"AROAV3Q7XK2EXAMPLE9:ci","arn":"arn:aws:sts::412907765310:assumed-role/ci/ci"},"eventTime":"2026-03-02T09:58:12Z","eventSource":"secretsmanager.amazonaws.com","eventName":"PutSecretValue","awsRegion":"eu-west-1","sourceIPAddress":"185.220.101.4","requestParameters":{"secretId":"prod/payments/db","secretString":"{S}"},"responseElements":null,"requestID":"`+uuid()+`","eventID":"`+uuid()+`"}`, pw()),
		pos("siem", "cloudtrail-create-key", `{"eventName":"CreateAccessKey","eventSource":"iam.amazonaws.com","requestParameters":{"userName":"backdoor-svc"},"responseElements":{"accessKey":{"accessKeyId":"`+akia()+`","status":"Active","userName":"backdoor-svc","secretAccessKey":"{S}","createDate":"Mar 2, 2026 9:59:41 AM"}}}`, awsSecret()),
		pos("siem", "okta-session-token", `{"actor":{"id":"00u1a2b3c4d5e6f7g8h9","type":"User","alternateId":"jdoe@corp.example.com"},"eventType":"user.session.start","outcome":{"result":"SUCCESS"},"debugContext":{"debugData":{"requestUri":"/login/sessionCookieRedirect","url":"/login/sessionCookieRedirect?checkAccountSetupComplete=true&token={S}&redirectUrl=https%3A%2F%2Fcorp.okta.com%2Fapp%2FUserHome"}}}`, "20111"+g.alnum(45)),
		pos("siem", "okta-ssws-curl", "curl -s -H \"Accept: application/json\" -H \"Authorization: SSWS {S}\" \"https://corp.okta.com/api/v1/logs?since=2026-03-02T00:00:00Z&filter=eventType+eq+%22user.session.start%22\"", okta()),
		pos("siem", "splunk-access-log", "2026-03-02T10:11:12.118Z host=web03 source=/var/log/nginx/access.log sourcetype=nginx 185.220.101.4 - - [02/Mar/2026:10:11:12 +0000] \"GET /api/export?access_token={S}&format=csv HTTP/1.1\" 200 48213 \"-\" \"python-requests/2.31.0\"", g.alnum(40)),
		pos("siem", "elastic-url-query", `{"@timestamp":"2026-03-02T10:11:12.118Z","event":{"dataset":"nginx.access"},"url":{"path":"/v1/reports","query":"apikey={S}&since=7d"},"source":{"ip":"185.220.101.4"},"http":{"response":{"status_code":200}}}`, g.hex(32)),
		pos("siem", "slack-audit-token", `{"date_create":1772445072,"action":"user_login","actor":{"type":"user","user":{"id":"U02ABCDE1","email":"jdoe@corp.example.com"}},"context":{"ua":"Slack/4.36","token":"{S}"}}`, slackUser()),
		pos("siem", "github-audit-pat-prose", "GitHub audit log shows repo.download_zip from 185.220.101.4 with the token we found in the pastebin dump: {S} (revoked 10:42).", "github_"+"pat_11"+upperAlnum(20)+"_"+g.alnum(59)),
		pos("siem", "sentinel-kql-row", "TimeGenerated [UTC]\tUserPrincipalName\tAppDisplayName\tIPAddress\tRequestUri\n3/2/2026, 10:11:12.118 AM\tjdoe@corp.example.com\tLegacy Portal\t185.220.101.4\t/legacy/login.aspx?user=jdoe&pwd={S}", g.urlPassword()),
		pos("siem", "incident-slack-message", "heads up: the leaked key in the pastebin is {S}, already rolled in the dashboard, but check billing for charges after 03:00", stripe()),

		// Negatives.
		neg("neg-scanner", "detect-secrets-baseline", "{\n  \"version\": \"1.5.0\",\n  \"results\": {\n    \"app/settings/production.py\": [\n      {\n        \"type\": \"Secret Keyword\",\n        \"filename\": \"app/settings/production.py\",\n        \"hashed_secret\": \""+g.hex(40)+"\",\n        \"is_verified\": false,\n        \"line_number\": 12\n      }\n    ]\n  },\n  \"generated_at\": \"2026-03-02T10:11:12Z\"\n}", ""),
		neg("neg-scanner", "gitleaks-redacted", "Finding:     STRIPE_SECRET=REDACTED\nSecret:      REDACTED\nRuleID:      stripe-access-token\nEntropy:     5.210\nFile:        services/billing/.env\nLine:        12\nCommit:      "+sha()+"\nFingerprint: "+sha()+":services/billing/.env:stripe-access-token:12", ""),
		neg("neg-scanner", "trufflehog-redacted", `{"DetectorName":"AWS","Verified":false,"Redacted":"AKIA****************","ExtraData":{"resource_type":"Access key"},"SourceMetadata":{"Data":{"Filesystem":{"file":"/src/infra/old.tfvars","line":3}}}}`, ""),
		neg("neg-scanner", "trivy-masked", "infra/aws.go (secrets)\n\nTotal: 1 (UNKNOWN: 0, LOW: 0, MEDIUM: 0, HIGH: 0, CRITICAL: 1)\n\nCRITICAL: AWS (aws-secret-access-key)\n════════════════════════════════════════\nAWS Secret Access Key\n────────────────────────────────────────\n infra/aws.go:8 (added by 'Lee Wong' in commit '"+sha()[:7]+"')\n────────────────────────────────────────\n   8 [   secretKey := \"****************************************\"", ""),
		neg("neg-scanner", "ggshield-summary", "No secrets have been found\nScanned 12 commits in 0.81s\nggshield 1.27.0", ""),
		neg("neg-scanner", "semgrep-rule-ids", "Ran 412 rules on 128 files: 0 findings.\nRules: python.lang.security.audit.hardcoded-password-default-argument, generic.secrets.security.detected-aws-access-key-id-value, javascript.jsonwebtoken.security.jwt-hardcode", ""),
		neg("neg-docs", "aws-doc-keys", "# example from the AWS CLI docs\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", ""),
		neg("neg-docs", "placeholders", "export AWS_ACCESS_KEY_ID=<access-key-id>\nexport AWS_SECRET_ACCESS_KEY=<secret-access-key>\nexport AWS_SESSION_TOKEN=<session-token>", ""),
		neg("neg-docs", "hydra-command", "hydra -l root -P /usr/share/wordlists/rockyou.txt -t 4 -f ssh://192.0.2.21", ""),
		neg("neg-docs", "hashcat-command", "hashcat -m 1000 -a 0 -O ntds.hashes /usr/share/wordlists/rockyou.txt -r rules/best64.rule --potfile-path ir.pot", ""),
		neg("neg-docs", "hashcat-exhausted", "Session..........: hashcat\nStatus...........: Exhausted\nHash.Mode........: 1000 (NTLM)\nHash.Target......: ntds.hashes\nTime.Started.....: Mon Mar  2 10:11:12 2026 (41 secs)\nRecovered........: 0/12 (0.00%) Digests (total), 0/12 (0.00%) Digests (new)\nProgress.........: 14344385/14344385 (100.00%)", ""),
		neg("neg-docs", "hydra-no-result", "[DATA] attacking ssh://192.0.2.21:22/\n[STATUS] 64.00 tries/min, 64 tries in 00:01h, 14344335 to do in 3735:31h, 4 active\n1 of 1 target completed, 0 valid password found", ""),
		neg("neg-ids", "cve-list", "Affected: CVE-2024-3094 (xz-utils, CVSS 10.0), CVE-2023-44487 (HTTP/2 rapid reset), GHSA-jfh8-c2jp-5v3q; tracked as INC-2291 and VULN-4821.", ""),
		neg("neg-ids", "mitre-sigma", "title: Password Spraying via Kerberos\nid: "+uuid()+"\ntags:\n  - attack.credential_access\n  - attack.t1110.003\nlogsource:\n  product: windows\n  service: security\ndetection:\n  selection:\n    EventID: 4771\n    Status: '0x18'", ""),
		neg("neg-ids", "ioc-hashes", "IOCs (INC-2291):\nsha256  "+g.hex(64)+"  loader.dll\nsha256  "+g.hex(64)+"  update.ps1\nmd5     "+g.hex(32)+"  beacon.bin\nC2      203.0.113.4:443", ""),
		neg("neg-ids", "commit-shas", "The key was added in "+sha()+" and removed in "+sha()+"; history rewritten with git filter-repo, new HEAD "+sha()[:12]+".", ""),
		neg("neg-ids", "ssh-hostkey", "22/tcp open  ssh     OpenSSH 8.9p1 Ubuntu 3ubuntu0.6 (Ubuntu Linux; protocol 2.0)\n| ssh-hostkey: \n|   256 3f:2a:9c:1e:8b:7d:6a:5f:4e:3d:2c:1b:0a:9f:8e:7d (ECDSA)\n|_  256 SHA256:"+g.pick(base64Chars, 43)+" (ED25519)", ""),
		neg("neg-ids", "tls-cert", "| ssl-cert: Subject: commonName=portal.acme-corp.example\n| Issuer: commonName=R11/organizationName=Let's Encrypt/countryName=US\n| Not valid before: 2026-01-10T08:11:12\n| Not valid after:  2026-04-10T08:11:11\n| MD5:   "+g.hex(32)+"\n|_SHA-1: "+g.hex(40), ""),
		neg("neg-ids", "securityhub-finding", `{"Id":"arn:aws:securityhub:eu-west-1:412907765310:subscription/aws-foundational-security-best-practices/v/1.0.0/IAM.3/finding/`+uuid()+`","GeneratorId":"aws-foundational-security-best-practices/v/1.0.0/IAM.3","Title":"IAM users' access keys should be rotated every 90 days or less","Severity":{"Label":"MEDIUM"},"Resources":[{"Type":"AwsIamAccessKey","Id":"AIDAV3Q7XK2ABCDEFGH12"}]}`, "IAM users' access keys should be rotated every 90 days or less"),
		neg("neg-ids", "cloudtrail-get-secret", `{"eventName":"GetSecretValue","eventSource":"secretsmanager.amazonaws.com","sourceIPAddress":"203.0.113.4","requestParameters":{"secretId":"prod/payments/db"},"responseElements":null,"requestID":"`+uuid()+`","eventID":"`+uuid()+`","readOnly":true}`, ""),
		neg("neg-ids", "okta-event-ids", `{"uuid":"`+uuid()+`","eventType":"user.authentication.auth_via_mfa","actor":{"id":"00u1a2b3c4d5e6f7g8h9","alternateId":"jdoe@corp.example.com"},"transaction":{"type":"WEB","id":"Zb2"+g.alnum(24)+"AAABcQ"},"authenticationContext":{"externalSessionId":"102"+g.alnum(22)}}`, ""),
		neg("neg-ids", "jwt-header-only", "Decoded header: {\"alg\":\"RS256\",\"typ\":\"JWT\",\"kid\":\"NjVBRjY5MDlCMUIwNzU4RTA2QzZFMDQ4QzQ2MDAyQjVDNjk1RTM2Qg\"}\nPayload: {\"iss\":\"https://auth.acme-corp.example/\",\"aud\":\"api://orders\",\"exp\":1772448672}", ""),
		neg("neg-ids", "jwks-public", `{"keys":[{"kty":"RSA","use":"sig","alg":"RS256","kid":"`+g.alnum(16)+`","n":"`+b64url(342)+`","e":"AQAB"}]}`, ""),
		neg("neg-ids", "msf-module-options", "msf6 exploit(multi/handler) > show options\n\nPayload options (windows/x64/meterpreter/reverse_https):\n\n   Name      Current Setting  Required  Description\n   ----      ---------------  --------  -----------\n   EXITFUNC  process          yes       Exit technique\n   LHOST     192.0.2.5        yes       The local listener hostname\n   LPORT     8443             yes       The local listener port", ""),
		neg("neg-masked", "burp-masked", "POST /api/v1/auth/login HTTP/2\nHost: portal.acme-corp.example\nAuthorization: Bearer ********\nContent-Type: application/json\n\n{\"username\":\"jdoe\",\"password\":\"********\"}", ""),
		neg("neg-masked", "ir-redacted-note", "Rotated: AWS key AKIA…(last 4: 7Q2X), GitHub PAT ghp_…, Slack bot token xoxb-… — values removed from this ticket on purpose.", ""),
		neg("neg-prose", "ir-summary", "Root cause: a CI token was committed to a public fork and used within 40 minutes. We revoked every token, rotated the database password and enabled push protection on all repositories.", ""),
		neg("neg-prose", "spray-policy", "Password spraying tests were limited to one attempt per account per 30 minutes to stay under the lockout threshold of 5.", ""),
		neg("neg-prose", "ntlm-explained", "An NTLM hash is the MD4 of the UTF-16LE password; the empty LM hash is a placeholder when LM storage is disabled.", ""),
		neg("neg-prose", "nmap-services", "Nmap scan report for 192.0.2.21\nHost is up (0.00041s latency).\nNot shown: 997 closed tcp ports (reset)\nPORT     STATE SERVICE VERSION\n22/tcp   open  ssh     OpenSSH 8.9p1\n80/tcp   open  http    nginx 1.24.0\n3306/tcp open  mysql   MySQL 8.0.36", ""),
		neg("neg-prose", "password-found-none", "[!] No Valid Passwords Found.\n[+] Finished: Mon Mar  2 10:41:12 2026\n[+] Requests Done: 3124", ""),
	}
	return cases
}
