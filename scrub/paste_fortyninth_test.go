package scrub

import (
	"fmt"
	"math/big"
	"net/url"
	"strings"
	"testing"
)

// fortyninthFloor is just under what the rules reach on the forty-ninth
// suite as first written, before any fix for it: 175 cases (127
// positives, 48 negatives), recall 0.906, partial 0.047, negatives intact
// 0.958. Its label slips fixed (no label was wrong by the policy; the two
// wrapped negatives had lost the digest and the integrity hash they
// show, now in them), the figures are the same.
//
// After the fixes: recall 0.969, partial 0.000, negatives intact 0.979.
// Left: a phone number in an unallocated German range (the validator's
// verdict), a one-time code inside <strong> (access-code's regexp is at
// the backtracker's bound), a password word a soft hyphen splits and
// command flags an en dash writes (both beyond the keywords and the cli
// grammar), and a DB_USER the account-name rule removes by design.
//
// Raised at stop 32 after a soft hyphen inside a name, flags written
// with a typographic dash and a code in <strong> (access-code split, the
// lock's combination a rule of its own): recall 0.992, partial 0.000,
// negatives intact 0.979. Left: the phone number in an unallocated range
// and the DB_USER, as above.
var fortyninthFloor = recallFloor{recall: 0.991, intact: 0.978, maxPartial: 0}

// TestPasteFortyninthRecall measures the forty-ninth suite, values as
// encoders, printers and copy-paste leave them, kept apart as its author
// wrote it (misses included).
func TestPasteFortyninthRecall(t *testing.T) {
	measureHeldOut(t, "forty-ninth suite", fortyninthCases(pasteGen{newFakes(3490)}), fortyninthFloor)
}

// fortyninthCases are the forty-ninth suite. Its ground is values as they
// look after they have passed through encoders, printers and copy-paste:
// quoted-printable mail bodies (=3D, soft line breaks), HTML entities in
// saved pages and templates, URL-encoded form bodies and query strings,
// JSON strings escaped twice, Markdown tables, bold and inline code,
// terminal output hard-wrapped at 80 columns, text copied from PDF and
// Word (smart quotes, en dashes, non-breaking and zero-width spaces, soft
// hyphens), CRLF files, tab-separated spreadsheet rows, YAML block
// scalars, XML CDATA, and the printers of languages: Python's repr of
// dicts, bytes and dataclasses, Go's %#v and %+v, Rust's Debug, Java's and
// Kotlin's toString and Lombok's, Ruby's inspect, PHP's var_dump and
// print_r, Node's util.inspect and C#'s records. A positive's secret is
// the value as it stands in the text, encoded as the encoder left it (a
// percent-encoded password with its escapes, a token across its soft line
// break or its wrap). The negatives are the same printers and encoders
// showing what must stay: hashes, digests, ids, placeholders, masked
// values (***, [REDACTED], <hidden>, [FILTERED]), field names without
// values, public keys and certificates, and encoded prose.
func fortyninthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	b64url := func(n int) string { return g.pick(urlSet, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	ghp := func() string { return "gh" + "p_" + g.alnum(36) }
	ghs := func() string { return "gh" + "s_" + g.alnum(36) }
	stripe := func() string { return "sk" + "_live_" + g.alnum(24) }
	google := func() string { return "AI" + "za" + b64url(35) }
	openai := func() string { return "sk-" + "proj-" + b64url(156) }
	sendgrid := func() string { return "S" + "G." + b64url(22) + "." + b64url(43) }
	whsec := func() string { return "wh" + "sec_" + g.alnum(32) }
	secret40 := func() string { return g.pick(base62+"~.-_", 40) }
	email := func(user, domain string) string { return user + "." + g.pick(lowerSet, 4) + "@" + domain }
	phoneDE := func() string { return "+49 1" + g.pick("567", 1) + g.pick(digitSet, 1) + " " + g.pick(digitSet, 7) }
	ssn := func() string {
		return fmt.Sprintf("%03d-%02d-%04d", 100+g.r.IntN(500), 10+g.r.IntN(89), 1000+g.r.IntN(8999))
	}
	// card draws a card number that passes Luhn's check.
	card := func() string {
		d := "4" + g.pick(digitSet, 14)
		sum := 0
		for i := len(d) - 1; i >= 0; i-- {
			n := int(d[i] - '0')
			if (len(d)-i)%2 == 1 {
				n *= 2
				if n > 9 {
					n -= 9
				}
			}
			sum += n
		}
		return d + string(rune('0'+(10-sum%10)%10))
	}
	// iban draws a German IBAN with its check digits, grouped by four.
	iban := func() string {
		bban := g.pick(digitSet, 18)
		n, _ := new(big.Int).SetString(bban+"131400", 10) // D=13, E=14, "00"
		check := 98 - new(big.Int).Mod(n, big.NewInt(97)).Int64()
		return grouped(fmt.Sprintf("DE%02d%s", check, bban))
	}
	// wrapped hard-wraps prefix+secret+suffix at width columns, as a
	// terminal's copy does, and returns the example with {S} and the
	// secret as it stands wrapped.
	wrapped := func(prefix, secret, suffix string, width int) (string, string) {
		var out, sec strings.Builder
		col := 0
		for i, part := range []string{prefix, secret, suffix} {
			for _, c := range part {
				if c == '\n' {
					col = 0
				} else if col == width {
					if i == 1 {
						sec.WriteByte('\n')
					} else {
						out.WriteByte('\n')
					}
					col = 0
				}
				if i == 1 {
					sec.WriteRune(c)
				} else {
					out.WriteRune(c)
				}
				if c != '\n' {
					col++
				}
			}
			if i == 0 {
				out.WriteString("{S}")
			}
		}
		return out.String(), sec.String()
	}
	// qpSplit breaks s with a quoted-printable soft line break after n
	// characters.
	qpSplit := func(s string, n int) string { return s[:n] + "=\n" + s[n:] }
	html := strings.NewReplacer("&", "&amp;", `"`, "&quot;", "'", "&#39;", "<", "&lt;", ">", "&gt;").Replace
	pyBytes := func(n int) string {
		var b strings.Builder
		for range n {
			fmt.Fprintf(&b, `\x%02x`, g.r.IntN(256))
		}
		return b.String()
	}

	curlJWT, curlJWTSecret := wrapped(`$ curl -s -H "Authorization: Bearer `, g.jwt(), `" https://api.example.com/v1/me`, 80)
	sessEx, sessSecret := wrapped("$ export AWS_SESSION_TOKEN=", g.pick(base64Chars, 300), "\n$ aws s3 ls", 80)
	kubeEx, kubeSecret := wrapped("$ kubectl create secret generic api -n prod --from-literal=token=", g.alnum(64), " --dry-run=client -o yaml", 80)
	remoteEx, remoteSecret := wrapped("$ git remote -v\norigin\thttps://x-access-token:", ghs(), "@github.com/acme-platform/payments-service-backend.git (fetch)", 80)
	envEx, envSecret := wrapped("$ env | grep OPENAI\nOPENAI_API_KEY=", openai(), "", 80)
	gcloudEx, gcloudSecret := wrapped("$ gcloud auth print-access-token\n", "ya"+"29."+b64url(180), "\n$ ", 80)
	digestEx, digest := wrapped("Digest: sha256:", g.hex(64), " Status: Downloaded newer image for registry.example.com/platform/api-gateway:1.42.0", 80)
	integrityEx, integrity := wrapped(`      "integrity": "sha512-`, g.pick(base64Chars, 86)+"==", `",`, 80)

	pemEscaped := strings.ReplaceAll(g.block(256), "\n", `\\n`)
	pemIndented := strings.ReplaceAll(g.block(192), "\n", "\n    ")
	qpKey := "sk-" + "proj-" + b64url(48)
	qpReset := g.alnum(48)
	pwAmp := g.written("&")
	pwQuote := g.written("'")
	pwCdata := g.written("&<")
	basic := base64Of("deploy:" + pw())
	shyTok := g.alnum(20)
	shyTok = shyTok[:12] + "\u00ad" + shyTok[12:]
	spewPw := pw()
	phpPw := pw()
	phpCard := card()

	return []pasteCase{
		// Quoted-printable mail bodies.
		pos("qp", "td-label", `<td style=3D"padding:4px">Temporary password: <b>{S}</b></td>`, pw()),
		pos("qp", "env-line", "Content-Transfer-Encoding: quoted-printable\n\nDB_HOST=3Dpg.prod.lan\nDB_PASSWORD=3D{S}\nDB_USER=3Dapp", pw()),
		pos("qp", "soft-break-key", "Hier ist dein neuer API-Schl=C3=BCssel: {S}\n\nBitte sicher aufbewahren.", qpSplit(qpKey, 35)),
		pos("qp", "soft-break-reset", "Reset your password here:\nhttps://app.example.com/account/reset?token=3D{S}&uid=3D8812", qpSplit(qpReset, 20)),
		pos("qp", "encoded-equals", "new credentials for the share:\nuser: backup\npass: {S}", "Harbor"+g.pick(digitSet, 3)+"=3D"+g.pick(lowerSet, 4)),
		pos("qp", "otp-code", `<p style=3D"font-size:24px">Your one-time code: <strong>{S}</strong></p>`, g.pick(digitSet, 6)),
		pos("qp", "mailto", `Questions? Write to <a href=3D"mailto:{S}">our contact</a>.`, email("petra", "kanzlei-hofer.at")),
		pos("qp", "trailing-space", "Signing secret:=20\n{S}\n\nUse it to verify the webhook signatures.", whsec()),
		neg("qp-neg", "styled-link", `<a href=3D"https://example.com/docs/reset" style=3D"color:#1a73e8">Reset your pas=`+"\nsword</a>", ""),
		neg("qp-neg", "separator", "=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D=3D\nPassword policy: at least 12 characters.", ""),
		neg("qp-neg", "encoded-umlauts", "Gr=C3=BC=C3=9Fe aus M=C3=BCnchen, und danke f=C3=BCr das Passwort-Update =\nvon gestern.", ""),

		// HTML entities in saved pages and templates.
		pos("html", "input-value", `<input type="password" name="password" value="{S}" autocomplete="off">`, html(pwAmp)),
		pos("html", "data-config", `<div id="app" data-config="{&quot;apiKey&quot;:&quot;{S}&quot;,&quot;env&quot;:&quot;prod&quot;}"></div>`, google()),
		pos("html", "escaped-script", `&lt;script&gt;window.__API_TOKEN__ = &#39;{S}&#39;;&lt;/script&gt;`, tok()),
		pos("html", "amp-query", `<a href="https://api.example.com/export?format=csv&amp;access_token={S}&amp;page=2">Export</a>`, tok()),
		pos("html", "pre-export", `<pre><code>export STRIPE_SECRET_KEY=&quot;{S}&quot;</code></pre>`, stripe()),
		pos("html", "hex-apos", `<code>password: &#x27;{S}&#x27;</code>`, pw()),
		pos("html", "entity-at", `<span class="contact">{S}</span>`, "jana.kovac&#64;posteo.de"),
		pos("html", "tel-link", `<a href="tel:{S}">Call the on-call phone</a>`, "+4915"+g.pick(digitSet, 9)),
		neg("html-neg", "placeholder", `<input type="password" name="password" placeholder="&lt;your password&gt;">`, ""),
		neg("html-neg", "sri-hash", `<script src="/app.js" integrity="sha384-`+g.pick(base64Chars, 64)+`" crossorigin="anonymous"></script>`, ""),
		neg("html-neg", "csrf-name", `<meta name="csrf-param" content="authenticity_token">`, ""),
		neg("html-neg", "quoted-prose", `<p>Click &quot;Forgot password?&quot; and we&#39;ll send a link to your inbox.</p>`, ""),

		// URL-encoded form bodies and query strings.
		pos("urlenc", "login-form", "POST /login HTTP/1.1\nContent-Type: application/x-www-form-urlencoded\n\nusername=jdoe&password={S}&remember_me=on", url.QueryEscape(pw())),
		pos("urlenc", "client-secret-body", "grant_type=client_credentials&client_id=app-web&client_secret={S}&scope=read", url.QueryEscape(g.pick(base64Chars, 40))),
		pos("urlenc", "refresh-token", "curl -X POST https://oauth2.googleapis.com/token -d 'client_id=web.apps.example&refresh_token={S}&grant_type=refresh_token'", "1%2F%2F0g"+b64url(96)),
		pos("urlenc", "nested-code", "https://login.example.com/authorize?client_id=web&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb%3Faccess_token%3D{S}%26state%3Dxyz", g.alnum(40)),
		pos("urlenc", "access-log-key", `192.0.2.14 - - [12/Mar/2026:10:01:22 +0000] "GET /maps/api/geocode/json?address=1600+Main+St&key={S} HTTP/1.1" 200 512`, google()),
		pos("urlenc", "email-param", "GET /newsletter/unsubscribe?email={S}&list=weekly HTTP/1.1", "maria.lopez%40gmx.net"),
		pos("urlenc", "dsn-escaped", "DATABASE_URL=postgresql://app:{S}@pg.prod.lan:5432/app?sslmode=require", url.QueryEscape(pw())),
		pos("urlenc", "double-encoded", "GET /login?next=%252Fdashboard%253Fsession_token%253D{S}%2526tab%253D2", g.alnum(32)),
		pos("urlenc", "session-cookie", "Cookie: _ga=GA1.2.1234567.1700000000; connect.sid={S}; theme=dark", "s%3A"+g.alnum(32)+"."+url.QueryEscape(g.pick(base64Chars, 43))),
		neg("urlenc-neg", "search-query", "https://www.google.com/search?q=how+to+reset+postgres+password&oq=reset+password", ""),
		neg("urlenc-neg", "pkce", "/authorize?response_type=code&client_id=web&state=af0ifjsldkj&code_challenge="+b64url(43)+"&code_challenge_method=S256", ""),
		neg("urlenc-neg", "utm", "https://example.com/blog/rotate-keys?utm_source=newsletter&utm_campaign=password_reset_2026&utm_medium=email", ""),

		// JSON strings escaped twice.
		pos("json2", "log-body", `{"level":"info","msg":"request","body":"{\"username\":\"ops\",\"password\":\"{S}\"}"}`, pw()),
		pos("json2", "triple", `{"event":"{\"payload\":\"{\\\"api_key\\\":\\\"{S}\\\"}\"}"}`, tok()),
		pos("json2", "env-array", `{"Config":"{\"Env\":[\"PATH=/usr/bin\",\"GITHUB_TOKEN={S}\"]}"}`, ghp()),
		pos("json2", "bearer", `{"request":"{\"headers\":{\"Authorization\":\"Bearer {S}\"}}"}`, g.jwt()),
		pos("json2", "unicode-quotes", `{"config":"{\u0022password\u0022:\u0022{S}\u0022}"}`, pw()),
		pos("json2", "pem-escaped", `{"secret":"{\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n{S}\\n-----END PRIVATE KEY-----\\n\"}"}`, pemEscaped),
		pos("json2", "customer-email", `{"data":"{\"customer\":{\"email\":\"{S}\",\"id\":81723}}"}`, email("tomas", "seznam.cz")),
		neg("json2-neg", "redacted", `{"msg":"{\"password\":\"[REDACTED]\",\"user\":\"ops\"}"}`, ""),
		neg("json2-neg", "digest", `{"artifact":"{\"sha256\":\"`+g.hex(64)+`\",\"size\":10442}"}`, ""),

		// Markdown tables, bold and inline code.
		pos("md", "table-env", "| Variable | Value |\n|---|---|\n| `DB_HOST` | `db` |\n| `DB_PASSWORD` | `{S}` |\n", pw()),
		pos("md", "bold-label", "**Username:** admin  \n**Password:** {S}", pw()),
		pos("md", "inline-token-prose", "I put `{S}` as the bearer token in Postman but it still returns 401", tok()),
		pos("md", "table-email", "| Name | E-mail | Team |\n|---|---|---|\n| Lena Vogt | {S} | Billing |", email("lena", "web.de")),
		pos("md", "table-phone", "| Name | Phone |\n| --- | --- |\n| Jonas Weber | {S} |", phoneDE()),
		pos("md", "fence-curl", "```bash\ncurl -H \"X-API-Key: {S}\" https://api.example.com/v1/items\n```", g.hex(40)),
		pos("md", "signed-link", "[Download the report](https://files.example.com/r/8812?expires=1767225600&sig={S})", b64url(43)),
		neg("md-neg", "schema-table", "| Field | Type | Required |\n|---|---|---|\n| `password` | `string` | yes |\n| `api_key` | `string` | no |", ""),
		neg("md-neg", "masked", "**Password:** `********`  \n**Token:** `<hidden>`", ""),

		// Terminal output hard-wrapped at 80 columns.
		pos("wrap", "curl-jwt", curlJWT, curlJWTSecret),
		pos("wrap", "session-token", sessEx, sessSecret),
		pos("wrap", "kubectl-literal", kubeEx, kubeSecret),
		pos("wrap", "git-remote", remoteEx, remoteSecret),
		pos("wrap", "env-grep", envEx, envSecret),
		pos("wrap", "gcloud", gcloudEx, gcloudSecret),
		neg("wrap-neg", "image-digest", strings.ReplaceAll(digestEx, "{S}", digest), ""),
		neg("wrap-neg", "lock-integrity", strings.ReplaceAll(integrityEx, "{S}", integrity), ""),

		// Text copied from PDF and Word.
		pos("pdf", "smart-double", "password = “{S}”", pw()),
		pos("pdf", "smart-single", "api_key: ‘{S}’", tok()),
		pos("pdf", "en-dash-flags", "mysql –u root –p{S} –h 10.0.4.12 shop", pw()),
		pos("pdf", "nbsp-label", "Password:\u00a0{S}", pw()),
		pos("pdf", "zwsp-label", "API\u200bKey: {S}", g.hex(32)),
		pos("pdf", "shy-label", "Pass\u00adwort: {S}", pw()),
		pos("pdf", "shy-in-token", "Access token: {S}", shyTok),
		pos("pdf", "fullwidth-colon", "パスワード：{S}", pw()),
		pos("pdf", "nbsp-ssn", "Social Security No.:\u00a0{S}", ssn()),
		neg("pdf-neg", "placeholder", "Password:\u00a0“<your password>”", ""),
		neg("pdf-neg", "prose", "The API\u00a0key is shown only once; store it in your pass\u00adword manager.", ""),
		neg("pdf-neg", "smart-prose", "Click “Reset password” and enter the code we send you.", ""),

		// CRLF files.
		pos("crlf", "dotenv", "APP_ENV=production\r\nDB_PASSWORD={S}\r\nREDIS_URL=redis://cache:6379\r\n", pw()),
		pos("crlf", "ini", "[database]\r\nuser = app\r\npassword = {S}\r\n\r\n[smtp]\r\nport = 587\r\n", pw()),
		pos("crlf", "bat", "@echo off\r\nset API_TOKEN={S}\r\ncall deploy.cmd\r\n", tok()),
		pos("crlf", "http-basic", "GET /api/v1/orders HTTP/1.1\r\nHost: api.example.com\r\nAuthorization: Basic {S}\r\n\r\n", basic),
		pos("crlf", "csv-email", "name,email,city\r\nLukas Brandt,{S},Graz\r\n", email("lukas", "gmx.at")),
		pos("crlf", "reg-file", "Windows Registry Editor Version 5.00\r\n\r\n[HKEY_CURRENT_USER\\Software\\Acme\\Sync]\r\n\"ApiKey\"=\"{S}\"\r\n", tok()),
		neg("crlf-neg", "empty-values", "DB_PASSWORD=\r\nDB_USER=app\r\nAPI_KEY=\r\n", ""),
		neg("crlf-neg", "batch-ref", "REM set the API key before running\r\nset API_KEY=%API_KEY%\r\ncall deploy.cmd %API_KEY%\r\n", ""),

		// Tab-separated spreadsheet rows.
		pos("tsv", "vault-export", "name\turl\tusername\tpassword\nGitLab\thttps://gitlab.example.com\tmkoch\t{S}\n", pw()),
		pos("tsv", "customer-email", "id\tname\temail\tplan\n1042\tAnna Berg\t{S}\tpro\n", email("anna", "telia.se")),
		pos("tsv", "iban", "payee\tiban\tamount\nStadtwerke Nord\t{S}\t84.20\n", iban()),
		pos("tsv", "card", "order\tcard_number\texp\n8812\t{S}\t09/28\n", card()),
		pos("tsv", "api-keys", "service\tkey\towner\nSendGrid\t{S}\tops\n", sendgrid()),
		pos("tsv", "ssn", "emp_id\tname\tssn\tdept\n311\tRuth Abbott\t{S}\tHR\n", ssn()),
		pos("tsv", "street", "name\tstreet\tcity\nJonas Weber\t{S}\t10115 Berlin\n", "Invalidenstraße "+fmt.Sprint(10+g.r.IntN(150))),
		neg("tsv-neg", "checksums", "sha256\tfile\tsize\n"+g.hex(64)+"\tapp.tar.gz\t10442\n", ""),
		neg("tsv-neg", "settings", "key\tvalue\npassword_min_length\t12\ntoken_ttl\t3600\n", ""),

		// YAML block scalars.
		pos("yamlblk", "literal-password", "db:\n  password: |\n    {S}\n  user: app", pw()),
		pos("yamlblk", "folded-token", "auth:\n  token: >-\n    {S}\n  ttl: 3600", tok()),
		pos("yamlblk", "ec-key", "tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    {S}\n    -----END EC PRIVATE KEY-----\n", pemIndented),
		pos("yamlblk", "config-in-secret", "apiVersion: v1\nkind: Secret\nstringData:\n  config.yaml: |\n    smtp:\n      host: smtp.example.com\n      password: {S}\n", pw()),
		pos("yamlblk", "keep-webhook", "webhook_secret: |+\n  {S}\n\nretries: 3", whsec()),
		pos("yamlblk", "env-block", "env: |\n  DATABASE_URL=postgres://app:{S}@pg.internal:5432/app\n  LOG_LEVEL=info", g.urlPassword()),
		neg("yamlblk-neg", "public-key", "ssh_authorized_keys: |\n  ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)+" deploy@ci", ""),
		neg("yamlblk-neg", "folded-prose", "description: >-\n  The password must be rotated every 90 days and\n  the token is issued by the IdP.", ""),
		neg("yamlblk-neg", "templated", "password: |\n  ${DB_PASSWORD}\ntoken: >-\n  {{ .Values.apiToken }}", ""),

		// XML CDATA.
		pos("cdata", "password", "<password><![CDATA[{S}]]></password>", pwCdata),
		pos("cdata", "spring-bean", `<property name="password"><value><![CDATA[{S}]]></value></property>`, pw()),
		pos("cdata", "wsse", "<wsse:UsernameToken>\n  <wsse:Username>svc</wsse:Username>\n  <wsse:Password Type=\"#PasswordText\"><![CDATA[{S}]]></wsse:Password>\n</wsse:UsernameToken>", pw()),
		pos("cdata", "script", "<script type=\"text/javascript\">\n//<![CDATA[\nvar stripeSecret = '{S}';\n//]]>\n</script>", stripe()),
		pos("cdata", "name-value", "<setting>\n  <name>api.token</name>\n  <value><![CDATA[{S}]]></value>\n</setting>", tok()),
		neg("cdata-neg", "prose", "<description><![CDATA[Enter your password & press <b>Login</b>]]></description>", ""),
		neg("cdata-neg", "certificate", "<certificate><![CDATA[-----BEGIN CERTIFICATE-----\n"+g.block(256)+"\n-----END CERTIFICATE-----]]></certificate>", ""),

		// Python repr.
		pos("pyrepr", "dict", "{'host': 'db', 'user': 'app', 'password': '{S}'}", pw()),
		pos("pyrepr", "bytes-token", "{'token': b'{S}', 'expires_in': 3600}", tok()),
		pos("pyrepr", "bytes-escapes", ">>> app.config['SECRET_KEY']\nb'{S}'", pyBytes(24)),
		pos("pyrepr", "dataclass-url", "Settings(database_url='postgresql://app:{S}@db.internal:5432/app', debug=False)", g.urlPassword()),
		pos("pyrepr", "dataclass-password", "Credentials(username='svc-backup', password='{S}', mfa=None)", pw()),
		pos("pyrepr", "double-quoted", `{'user': 'ops', 'password': "{S}"}`, pwQuote),
		pos("pyrepr", "namedtuple-email", "Account(id=17, email='{S}', plan='pro')", email("chiara", "libero.it")),
		pos("pyrepr", "environ", "environ({'PATH': '/usr/bin', 'OPENAI_API_KEY': '{S}', 'HOME': '/root'})", openai()),
		neg("pyrepr-neg", "none", "{'password': None, 'token': '', 'api_key': None}", ""),
		neg("pyrepr-neg", "secret-str", "Settings(api_key=SecretStr('**********'), db_password=SecretStr('**********'))", ""),
		neg("pyrepr-neg", "hashes", "{'sha1': '"+g.hex(40)+"', 'md5': '"+g.hex(32)+"', 'id': '"+uuid()+"'}", ""),

		// Go's %#v and %+v.
		pos("godump", "sharp-v", `main.Config{Host:"db", Port:5432, User:"app", Password:"{S}"}`, pw()),
		pos("godump", "plus-v", "{Host:db Port:5432 User:app Password:{S} SSLMode:disable}", pw()),
		pos("godump", "map-v", "map[password:{S} username:svc]", pw()),
		pos("godump", "header", `http.Header{"Authorization":[]string{"Bearer {S}"}, "Content-Type":[]string{"application/json"}}`, g.jwt()),
		pos("godump", "pointer-plus-v", "&{ClientID:web-app ClientSecret:{S} RedirectURL:https://app.example.com/cb}", secret40()),
		pos("godump", "spew", fmt.Sprintf("(*config.DB)(0xc000010000)({\n Host: (string) (len=2) \"db\",\n Password: (string) (len=%d) \"{S}\"\n})", len(spewPw)), spewPw),
		pos("godump", "host-corp", `db.Options{Addr:"{S}:6379", DB:0}`, "redis-sessions.corp"),
		neg("godump-neg", "empty", `main.Config{Host:"localhost", Port:5432, Password:"", Token:""}`, ""),
		neg("godump-neg", "ids", "{ID:"+uuid()+" Digest:sha256:"+g.hex(64)+" Size:2048}", ""),
		neg("godump-neg", "redacted", `config.Auth{User:"svc", Token:"<redacted>", Password:"***"}`, ""),

		// Rust's Debug.
		pos("rustdbg", "debug", `Config { host: "db", port: 5432, password: "{S}" }`, pw()),
		pos("rustdbg", "pretty", "Settings {\n    database: DatabaseSettings {\n        username: \"postgres\",\n        password: \"{S}\",\n        port: 5432,\n    },\n}", pw()),
		pos("rustdbg", "some", `ApiClient { base_url: "https://api.example.com", api_key: Some("{S}") }`, tok()),
		pos("rustdbg", "newtype", `Auth { kind: Bearer, token: AccessToken("{S}") }`, tok()),
		pos("rustdbg", "header-map", `{"user-agent": "reqwest/0.12", "x-api-key": "{S}"}`, g.hex(32)),
		pos("rustdbg", "env-vars", `[("HOME", "/root"), ("GITHUB_TOKEN", "{S}"), ("SHELL", "/bin/bash")]`, ghp()),
		neg("rustdbg-neg", "secrecy", `Config { password: Secret([REDACTED alloc::string::String]), user: "app" }`, ""),
		neg("rustdbg-neg", "none", `Config { password: None, token: "", api_key: None }`, ""),
		neg("rustdbg-neg", "digest", `Artifact { name: "app", sha256: "`+g.hex(64)+`" }`, ""),

		// Java's and Kotlin's toString and Lombok's.
		pos("javats", "tostring-email", "User{id=42, username='mkoch', email='{S}', role=ADMIN}", email("martin", "t-online.de")),
		pos("javats", "lombok", "DataSourceProperties(url=jdbc:postgresql://pg.corp:5432/app, username=app, password={S}, driverClassName=org.postgresql.Driver)", pw()),
		pos("javats", "kotlin-data", "SmtpConfig(host=smtp.example.com, port=587, user=noreply, password={S})", pw()),
		pos("javats", "record", "ApiCredentials[clientId=web, clientSecret={S}]", secret40()),
		pos("javats", "ssn", "Employee{name='Ruth Abbott', ssn='{S}', dept='HR'}", ssn()),
		pos("javats", "card", "PaymentMethod(type=CARD, number={S}, expiry=09/28)", card()),
		neg("javats-neg", "protected", "User{id=42, username='mkoch', password='[PROTECTED]'}", ""),
		neg("javats-neg", "masked", "Token(value=****, expiresAt=2026-01-04T10:00:00Z)", ""),

		// Ruby's inspect.
		pos("rubyinsp", "hash-rocket", `{"password"=>"{S}", "username"=>"deploy"}`, pw()),
		pos("rubyinsp", "symbol-rocket", `{:api_key=>"{S}", :timeout=>30}`, tok()),
		pos("rubyinsp", "object", `#<Settings:0x000000010a1b2c38 @token="{S}", @endpoint="https://api.example.com">`, tok()),
		pos("rubyinsp", "struct", `#<struct Credentials user="svc", secret="{S}">`, g.hex(40)),
		pos("rubyinsp", "record-email", `#<User id: 7, email: "{S}", created_at: "2026-01-03 10:00:00">`, email("sofie", "mail.dk")),
		neg("rubyinsp-neg", "filtered", "#<User id: 7, email: [FILTERED], password_digest: [FILTERED]>", ""),
		neg("rubyinsp-neg", "nil", `{:token=>nil, :password=>"", :api_key=>nil}`, ""),

		// PHP's var_dump and print_r.
		pos("phpdump", "var-dump", fmt.Sprintf("array(2) {\n  [\"host\"]=>\n  string(2) \"db\"\n  [\"password\"]=>\n  string(%d) \"{S}\"\n}", len(phpPw)), phpPw),
		pos("phpdump", "print-r", "Array\n(\n    [username] => admin\n    [password] => {S}\n    [remember] => 1\n)", pw()),
		pos("phpdump", "private-prop", "object(App\\Config)#12 (1) {\n  [\"apiKey\":\"App\\Config\":private]=>\n  string(32) \"{S}\"\n}", tok()),
		pos("phpdump", "var-export", "array (\n  'secret' => '{S}',\n  'algo' => 'HS256',\n)", b64url(43)),
		pos("phpdump", "server", "Array\n(\n    [HTTP_HOST] => api.example.com\n    [HTTP_AUTHORIZATION] => Bearer {S}\n)", g.jwt()),
		pos("phpdump", "card", fmt.Sprintf("array(1) {\n  [\"card_number\"]=>\n  string(%d) \"{S}\"\n}", len(phpCard)), phpCard),
		neg("phpdump-neg", "null", "array(2) {\n  [\"password\"]=>\n  NULL\n  [\"api_key\"]=>\n  string(0) \"\"\n}", ""),
		neg("phpdump-neg", "print-r-fields", "Array\n(\n    [csrf_field] => _token\n    [password_field] => password\n)", ""),

		// Node's util.inspect.
		pos("nodeinsp", "object", "{ user: 'deploy', password: '{S}' }", pw()),
		pos("nodeinsp", "nested", "{\n  headers: {\n    authorization: 'Bearer {S}',\n    'content-type': 'application/json'\n  }\n}", g.jwt()),
		pos("nodeinsp", "null-proto", "[Object: null prototype] { token: '{S}' }", tok()),
		pos("nodeinsp", "axios-auth", "config: {\n    url: 'https://api.stripe.com/v1/charges',\n    auth: { username: '{S}', password: '' }\n  }", stripe()),
		pos("nodeinsp", "process-env", "{ NODE_ENV: 'production', SENDGRID_API_KEY: '{S}' }", sendgrid()),
		pos("nodeinsp", "map", "Map(2) { 'apiKey' => '{S}', 'region' => 'eu' }", tok()),
		neg("nodeinsp-neg", "getter", "{ password: [Getter/Setter], token: undefined }", ""),
		neg("nodeinsp-neg", "ids", "{ etag: 'W/\"5e-"+g.hex(16)+"\"', id: '"+uuid()+"' }", ""),
		neg("nodeinsp-neg", "hidden", "{ apiKey: '<hidden>', secret: '[REDACTED]' }", ""),

		// C# records.
		pos("csrec", "record", "DbSettings { Host = db, Port = 5432, Password = {S} }", pw()),
		pos("csrec", "connstring", "SqlOptions { ConnectionString = Server=sql01;Database=crm;User Id=crm;Password={S};, Timeout = 30 }", pw()),
		pos("csrec", "anonymous", "{ ClientId = web, ClientSecret = {S} }", secret40()),
		pos("csrec", "nested", "SmtpSettings { Host = smtp.example.com, Credentials = NetworkCredential { UserName = noreply, Password = {S} } }", pw()),
		pos("csrec", "email", "Customer { Id = 9, Email = {S}, Tier = Gold }", email("henrik", "online.no")),
		neg("csrec-neg", "empty", "DbSettings { Host = localhost, Password = , Token =  }", ""),
		neg("csrec-neg", "masked", "ApiSettings { Key = ***, Region = westeurope }", ""),
	}
}
