package scrub

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
)

// The paste suite: hand-written cases of what a developer pastes into an
// agent chat or what lands in tool output (the defect list, prose
// in several languages, command lines, credential files, configs, source,
// logs, vendor-shaped keys), with negatives of what must stay (code
// identifiers, references, placeholders, ids, paths, prose about
// passwords). Every value is synthetic: made up here, or drawn from a
// seeded generator in the shape a real one has, so no value is a real
// secret and the suite is the same on every run. Each case is planted on
// the recall harness's surfaces and measured by it (measureRecall).

// pasteFloor is just under what the rules reach on the suite.
var pasteFloor = recallFloor{recall: 0.995, intact: 0.995, maxPartial: 0}

// pasteGen draws synthetic values of a secret's shape from a seeded
// generator (the fakes of redact_test.go).
type pasteGen struct{ fakes }

const (
	lowerSet = "abcdefghijklmnopqrstuvwxyz"
	upperSet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digitSet = "0123456789"
	hexSet   = digitSet + "abcdef"
	urlSet   = base62 + "-_"
)

func (g pasteGen) alnum(n int) string { return g.pick(base62, n) }

// token draws an opaque 32-character token.
func (g pasteGen) token() string { return g.alnum(32) }

// hex draws n hex digits.
func (g pasteGen) hex(n int) string { return g.pick(hexSet, n) }

// base64Of returns s in standard base64.
func base64Of(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

// password draws a password a person writes: a word, digits and a symbol.
func (g pasteGen) password() string { return g.written("!@#%&*?") }

// written draws a word, digits, one of symbols and letters.
func (g pasteGen) written(symbols string) string {
	words := []string{"Falcon", "Marble", "Copper", "Tundra", "Velvet", "Orchid", "Cobalt", "Juniper", "Saffron", "Harbor"}
	return words[g.r.IntN(len(words))] + g.pick(digitSet, 3) + g.pick(symbols, 1) + g.pick(lowerSet, 3)
}

// urlPassword draws a password a person writes in a URL's userinfo,
// whose symbols are those a URL allows there unescaped.
func (g pasteGen) urlPassword() string { return g.written("-_.~!*") }

// jwt draws a JSON web token with a real header and claims.
func (g pasteGen) jwt() string {
	enc := base64.RawURLEncoding
	claims := `{"sub":"` + g.pick(digitSet, 8) + `","name":"Test User","iat":1700000000}`
	return enc.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`)) + "." + enc.EncodeToString([]byte(claims)) + "." + g.pick(urlSet, 43)
}

// block draws the base64 body of a PEM block, wrapped at 64 columns.
func (g pasteGen) block(n int) string {
	var b strings.Builder
	for i := 0; i < n; i += 64 {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(g.pick(base64Chars, min(64, n-i)))
	}
	return b.String()
}

// pasteCase is one case: the example with {S} where the secret stands. A
// negative's secret is what must survive; without one, the whole example
// must.
type pasteCase struct {
	category, name, example, secret string
	positive                        bool
}

func pos(category, name, example, secret string) pasteCase {
	return pasteCase{category, name, example, secret, true}
}

func neg(category, name, example, secret string) pasteCase {
	return pasteCase{category, name, example, secret, false}
}

// measureHeldOut measures a suite kept apart as one author wrote it
// (misses included, see fifthFloor) against its floor. Each positive's
// example must hold its secret.
func measureHeldOut(t *testing.T, name string, cases []pasteCase, floor recallFloor) {
	examples := make([]benchdata.Example, 0, len(cases))
	for _, c := range cases {
		if !c.holdsSecret() {
			t.Fatalf("%s case %s: a positive's example must hold its secret", name, c.name)
		}
		examples = append(examples, c.bench())
	}
	measureRecall(t, name, examples, floor)
}

// pasteCases returns the suite.
func pasteCases() []pasteCase {
	g := pasteGen{newFakes(12)}
	pw := g.password
	tok := func() string { return g.alnum(32) }
	b64 := base64.StdEncoding.EncodeToString
	awsID, awsSecret := "AKIA"+g.pick(upperSet+digitSet, 16), g.pick(base64Chars, 40)
	pgURL := g.urlPassword()
	multi := strings.Join([]string{"Correct", "horse", "battery", "staple"}, " ")
	jwt := g.jwt()
	ssh, pgp, rsa := g.block(400), g.block(600), g.block(300)
	kubeKey := b64([]byte("-----BEGIN RSA PRIVATE KEY-----\n" + g.block(200) + "\n-----END RSA PRIVATE KEY-----\n"))
	dockerAuth := b64([]byte("deploy:" + pw()))
	basic := b64([]byte("admin:" + pw()))
	// A bot token's first part is the base64 of the bot's user id; its
	// digits are drawn as many times as the draws it had before, so the
	// values after it stay.
	discordBot := base64.RawURLEncoding.EncodeToString([]byte("1"+g.pick(digitSet, 22)[:17])) + "." + g.pick(urlSet, 6) + "." + g.pick(urlSet, 38)
	envFile := map[string]string{"db": pw(), "stripe": "sk_live_" + g.alnum(24), "jwt": g.pick(base64Chars, 44), "mail": pw()}
	dotenv := "# .env\nAPP_ENV=production\nDEBUG=false\nDB_HOST=db.internal\nDB_PASSWORD=" + envFile["db"] +
		"\nSTRIPE_SECRET_KEY=" + envFile["stripe"] + "\nJWT_SECRET=" + envFile["jwt"] + "\nSMTP_PASS=" + envFile["mail"] + "\nPORT=8080\n"

	cases := []pasteCase{
		// The defect list.
		pos("defect", "prose-is", "my password is {S}", "hunter2"),
		pos("defect", "mixed-case-letters", `password = "{S}"`, g.pick(lowerSet+upperSet, 14)),
		pos("defect", "db-pass-symbol", "db pass: {S}", "Tr0ub4dor&3"),
		pos("defect", "database-url", "DATABASE_URL=postgres://svc:{S}@db.prod.internal:5432/app", pgURL),
		pos("defect", "database-url-cut", "DATABASE_URL=postgres://svc:{S}", g.urlPassword()),
		pos("defect", "docker-login", "docker login -u deploy -p '{S}' registry.example.com", pw()),
		pos("defect", "pgpassword-words", "export PGPASSWORD='{S}'", multi),
		pos("defect", "django-secret", "DJANGO_SECRET_KEY={S}", g.pick(lowerSet+digitSet+"!@#$%^&*(-_=+)", 50)),
		pos("defect", "dot-assign", "$config['api_token'] .= '{S}';", tok()),
		pos("defect", "bnf-assign", "API_TOKEN ::= {S}", tok()),
		pos("defect", "make-assign", "GITHUB_TOKEN ?= {S}", "ghp_"+g.alnum(36)),
		pos("defect", "xml-own-line", "<apiKey>\n  {S}\n</apiKey>", tok()),
		pos("defect", "xml-inline", "<password>{S}</password>", pw()),
		pos("defect", "service-token-dash", "nethunt token - '{S}'", tok()),
		pos("defect", "continued-line", "export API_TOKEN="+"{S}", "ab"+g.alnum(14)+"\\\n    "+g.alnum(16)),
		pos("defect", "jwt-in-base64", "session blob: {S}", b64([]byte(jwt))),
		pos("defect", "cut-at-dash", "token: {S}", g.alnum(12)+"-"+g.alnum(12)+"-"+g.alnum(12)),
		pos("defect", "cut-at-dot", "secret={S}", g.alnum(16)+"."+g.alnum(16)),
		pos("defect", "cut-at-question", "auth_token: {S}", g.alnum(20)+"?"+g.alnum(10)),
		pos("defect", "cut-at-percent", "access_token={S}&expires=3600", g.alnum(16)+"%2F"+g.alnum(16)),
		pos("defect", "escaped-quote", `"password": "{S}"`, `Q7x\"mV2pL9`),
		pos("defect", "bracket", `secret_keys = ["{S}"]`, g.alnum(28)),

		// Prose, in several languages.
		pos("prose", "colon-oneword", "password: {S}", "sunflower"),
		pos("prose", "wifi", "the wifi password is {S}", "Kestrel4471"),
		pos("prose", "login-with", "you can login with admin / {S} on staging", pw()),
		pos("prose", "pw-label", "pw: {S}", pw()),
		pos("prose", "set-to", "I set the password to '{S}' yesterday", pw()),
		pos("prose", "for-phrase", "the password for the vpn is {S}", pw()),
		pos("prose", "here-is-key", "here's my key {S} can you check why it fails", "sk-proj-"+g.pick(urlSet, 48)),
		pos("prose", "use-token", "use this token: {S}", "ghp_"+g.alnum(36)),
		pos("prose", "root-password", "root password: {S}", pw()),
		pos("prose", "password-was", "The admin password was {S} before the reset", pw()),
		pos("prose", "api-key-is", "my api key is {S}", g.alnum(32)),
		pos("prose", "quoted-passphrase", `the passphrase is "{S}"`, "purple monkey dishwasher rain"),
		pos("i18n", "de", "mein Passwort ist {S}", pw()),
		pos("i18n", "de-colon", "Passwort: {S}", pw()),
		pos("i18n", "fr", "mot de passe : {S}", pw()),
		pos("i18n", "fr-prose", "mon mot de passe est {S}", pw()),
		pos("i18n", "es", "contraseña: {S}", pw()),
		pos("i18n", "es-prose", "la contraseña es {S}", pw()),
		pos("i18n", "pt", "minha senha é {S}", pw()),
		pos("i18n", "nl", "mijn wachtwoord is {S}", pw()),
		pos("i18n", "it", "la password è {S}", pw()),

		// Command lines.
		pos("cli", "user-pass-pair", "psql -h db -u admin -p {S} appdb", pw()),
		pos("cli", "user-pass-pair-tool", "./bin/migrate -u deploy -p {S} --env prod", pw()),
		pos("cli", "curl-bearer", "curl -H 'Authorization: Bearer {S}' https://api.example.com/v1/me", tok()),
		pos("cli", "curl-bearer-dq", `curl -s -H "Authorization: Bearer {S}" https://api.example.com/v1/me`, g.jwt()),
		pos("cli", "curl-user", "curl -u deploy:{S} https://ci.example.com/api", pw()),
		pos("cli", "curl-header-token", "curl -H 'X-Api-Key: {S}' https://api.example.com", tok()),
		pos("cli", "mysql-attached", "mysql -uroot -p{S} -h 127.0.0.1 shop", pw()),
		pos("cli", "mysql-long", "mysqldump --user=root --password={S} shop > dump.sql", pw()),
		pos("cli", "redis", "redis-cli -h cache -a {S} ping", tok()),
		pos("cli", "sshpass", "sshpass -p '{S}' ssh deploy@10.0.0.5", pw()),
		pos("cli", "docker-password-stdin-not", "docker login --username ci --password {S} ghcr.io", "ghp_"+g.alnum(36)),
		pos("cli", "helm", "helm registry login registry.example.com -u bot -p {S}", pw()),
		pos("cli", "pgpassword-inline", "PGPASSWORD={S} psql -h db -U app", pw()),
		pos("cli", "mysql-pwd", "MYSQL_PWD={S} mysql -u root", pw()),
		pos("cli", "env-export", "export AWS_SECRET_ACCESS_KEY={S}", awsSecret),
		pos("cli", "history", " 1042  export OPENAI_API_KEY=sk-{S}", g.alnum(48)),
		pos("cli", "password-flag", "./deploy.sh --password={S} --host prod", pw()),
		pos("cli", "password-flag-spaced", "vault login -method=userpass username=ops password={S}", pw()),
		pos("cli", "git-clone-token", "git clone https://oauth2:{S}@gitlab.example.com/team/app.git", "glpat-"+g.alnum(20)),
		pos("cli", "htpasswd", "htpasswd -b -c .htpasswd admin {S}", pw()),
		pos("cli", "az-login", "az login --service-principal -u http://app -p {S} --tenant t1", g.pick(urlSet+"~.", 40)),
		pos("cli", "keytool", "keytool -importkeystore -srcstorepass {S} -srckeystore a.p12", pw()),
		pos("cli", "ldap", "ldapsearch -x -D cn=admin,dc=corp -w {S} -b dc=corp", pw()),
		pos("cli", "npm-config", "npm config set //registry.npmjs.org/:_authToken {S}", "npm_"+g.alnum(36)),
		pos("cli", "gh-auth", "echo {S} | gh auth login --with-token", "ghp_"+g.alnum(36)),

		// URLs.
		pos("url", "userinfo", "amqp://svc:{S}@mq.internal:5672/vhost", g.urlPassword()),
		pos("url", "userinfo-redis", "REDIS_URL=redis://:{S}@cache:6379/0", tok()),
		pos("url", "mongo-srv", "mongodb+srv://app:{S}@cluster0.abcde.mongodb.net/db?retryWrites=true", g.urlPassword()),
		pos("url", "query-api-key", "GET https://api.example.com/v2/search?q=test&api_key={S}", tok()),
		pos("url", "query-token", "https://files.example.com/dl?id=42&token={S}", tok()),
		pos("url", "query-access-token", "redirect to https://app.example.com/cb#access_token={S}&token_type=bearer", tok()),
		pos("url", "slack-webhook", "SLACK_WEBHOOK={S}", "https://hooks.slack.com/services/T"+g.pick(upperSet+digitSet, 8)+"/B"+g.pick(upperSet+digitSet, 10)+"/"+g.alnum(24)),
		pos("url", "slack-webhook-prose", "post to {S} when done", "https://hooks.slack.com/services/T"+g.pick(upperSet+digitSet, 8)+"/B"+g.pick(upperSet+digitSet, 10)+"/"+g.alnum(24)),
		pos("url", "discord-webhook", "webhook: {S}", "https://discord.com/api/webhooks/"+g.pick(digitSet, 18)+"/"+g.pick(urlSet, 68)),
		pos("url", "signed-sig", "https://bucket.s3.amazonaws.com/a.zip?X-Amz-Signature={S}", g.pick(hexSet, 64)),
		pos("url", "connstring-password", "Server=tcp:db.example.net,1433;User ID=app;Password={S};Encrypt=true", pw()),
		pos("url", "connstring-password-spaced", "Data Source=db;User Id=sa;Password ={S};", pw()),
		pos("url", "connstring-ident-password", "Server=db01;Database=sales;User Id=report;Password ={S};", "report_user_2"),
		pos("url", "connstring-word-password", "Host=db;Username=app;Password={S};Database=app", "bluewhale"),
		pos("url", "jdbc", "jdbc:postgresql://db:5432/app?user=app&password={S}", pw()),

		// Credential files.
		pos("credfile", "netrc", "machine api.example.com\n  login deploy\n  password {S}", pw()),
		pos("credfile", "netrc-line", "machine ftp.example.com login bob password {S}", pw()),
		pos("credfile", "pgpass", "db.internal:5432:app:app:{S}", pw()),
		pos("credfile", "git-credentials", "https://deploy:{S}@github.com", "ghp_"+g.alnum(36)),
		pos("credfile", "pypirc", "[pypi]\nusername = __token__\npassword = {S}", "pypi-AgEIcHlwaS5vcmc"+g.pick(urlSet, 70)),
		pos("credfile", "npmrc", "//registry.npmjs.org/:_authToken={S}", "npm_"+g.alnum(36)),
		pos("credfile", "npmrc-legacy", "_auth={S}\nalways-auth=true", b64([]byte("bot:"+pw()))),
		pos("credfile", "aws-id", "[default]\naws_access_key_id = {S}\naws_secret_access_key = "+awsSecret, awsID),
		pos("credfile", "aws-secret", "[default]\naws_access_key_id = "+awsID+"\naws_secret_access_key = {S}\nregion = eu-west-1", awsSecret),
		pos("credfile", "aws-session", "[dev]\naws_session_token = {S}", g.pick(base64Chars, 180)),
		pos("credfile", "kube-token", "users:\n- name: ci\n  user:\n    token: {S}", g.jwt()),
		pos("credfile", "kube-client-key", "users:\n- name: admin\n  user:\n    client-key-data: {S}", kubeKey),
		pos("credfile", "docker-config", `{"auths":{"registry.example.com":{"auth":"{S}"}}}`, dockerAuth),
		pos("credfile", "docker-config-pretty", "{\n  \"auths\": {\n    \"ghcr.io\": {\n      \"auth\": \"{S}\"\n    }\n  }\n}", b64([]byte("ci:"+pw()))),
		pos("credfile", "htpasswd-file", "admin:{S}", "$apr1$"+g.pick(base62, 8)+"$"+g.pick(base62+"./", 22)),
		pos("credfile", "ssh-key", "-----BEGIN OPENSSH PRIVATE KEY-----\n{S}\n-----END OPENSSH PRIVATE KEY-----", ssh),
		pos("credfile", "rsa-key", "key.pem:\n-----BEGIN RSA PRIVATE KEY-----\n{S}\n-----END RSA PRIVATE KEY-----\n", rsa),
		pos("credfile", "pgp-key", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{S}\n=Ab3x\n-----END PGP PRIVATE KEY BLOCK-----", pgp),
		pos("credfile", "env-db", dotenv, envFile["db"]),
		pos("credfile", "env-stripe", dotenv, envFile["stripe"]),
		pos("credfile", "env-jwt", dotenv, envFile["jwt"]),
		pos("credfile", "env-mail", dotenv, envFile["mail"]),

		// HTTP.
		pos("http", "basic-header", "Authorization: Basic {S}", basic),
		pos("http", "bearer-header", "Authorization: Bearer {S}", g.jwt()),
		pos("http", "cookie", "Cookie: session={S}; theme=dark", g.pick(urlSet, 40)),
		pos("http", "set-cookie", "Set-Cookie: sessionid={S}; Path=/; HttpOnly", g.pick(lowerSet+digitSet, 32)),
		pos("http", "x-api-key", "x-api-key: {S}", tok()),
		pos("http", "raw-request", "POST /v1/charges HTTP/1.1\nHost: api.example.com\nAuthorization: Bearer {S}\nContent-Type: application/json", "sk_live_"+g.alnum(24)),
		pos("http", "private-token-header", "PRIVATE-TOKEN: {S}", "glpat-"+g.alnum(20)),

		// Config blocks.
		pos("config", "json", "{\n  \"db\": {\n    \"user\": \"app\",\n    \"password\": \"{S}\"\n  }\n}", pw()),
		pos("config", "json-api-key", `{"apiKey":"{S}","region":"us"}`, tok()),
		pos("config", "yaml", "database:\n  username: app\n  password: {S}\n  host: db", pw()),
		pos("config", "yaml-quoted", "auth:\n  client_secret: \"{S}\"", g.pick(urlSet+"~.", 40)),
		pos("config", "yaml-list", "env:\n  - name: API_TOKEN\n    value: {S}", tok()),
		pos("config", "toml", "[database]\nuser = \"app\"\npassword = \"{S}\"", pw()),
		pos("config", "ini", "[smtp]\nhost = mail.example.com\npass = {S}", pw()),
		pos("config", "properties", "spring.datasource.password={S}", pw()),
		pos("config", "xml-attr", `<add key="SmtpPassword" value="{S}"/>`, pw()),
		pos("config", "tfvars", "db_password = \"{S}\"", pw()),
		pos("config", "docker-compose", "    environment:\n      POSTGRES_PASSWORD: {S}\n      POSTGRES_USER: app", pw()),
		pos("config", "k8s-secret-data", "apiVersion: v1\nkind: Secret\ndata:\n  password: {S}", b64([]byte(pw()))),
		pos("config", "gh-actions-literal", "env:\n  NPM_TOKEN: {S}", "npm_"+g.alnum(36)),
		pos("config", "nginx", "proxy_set_header Authorization \"Bearer {S}\";", tok()),

		// Source assigning secrets.
		pos("source", "python", "API_KEY = \"{S}\"", tok()),
		pos("source", "python-kw", "client = Client(api_key=\"{S}\", timeout=30)", tok()),
		pos("source", "python-dict", "headers = {'Authorization': 'Token {S}'}", g.pick(hexSet, 40)),
		pos("source", "js-const", "const apiToken = '{S}';", tok()),
		pos("source", "js-object", "const cfg = { secret: \"{S}\", port: 3000 };", tok()),
		pos("source", "go", "var signingKey = []byte(\"{S}\")", g.alnum(32)),
		pos("source", "go-short", "password := \"{S}\"", pw()),
		pos("source", "rust", "let token = \"{S}\".to_string();", tok()),
		pos("source", "java", "private static final String PASSWORD = \"{S}\";", pw()),
		pos("source", "csharp", "var conn = \"Server=db;Database=app;User Id=sa;Password={S};\";", pw()),
		pos("source", "php", "$db_pass = '{S}';", pw()),
		pos("source", "ruby", "config.secret_key_base = '{S}'", g.pick(hexSet, 64)),
		pos("source", "shell-var", "TOKEN=\"{S}\"\ncurl -H \"Authorization: token $TOKEN\" api", "ghp_"+g.alnum(36)),
		pos("source", "setenv", "os.Setenv(\"AWS_SECRET_ACCESS_KEY\", \"{S}\")", awsSecret),
		pos("source", "python-environ-default", "key = os.environ.get(\"API_KEY\", \"{S}\")", tok()),

		// Logs and stack traces.
		pos("log", "request-log", "2024-05-01T10:00:00Z INFO request GET /api?token={S} 200 12ms", tok()),
		pos("log", "debug-headers", "DEBUG headers={'Authorization': 'Bearer {S}', 'Accept': '*/*'}", g.jwt()),
		pos("log", "traceback", "Traceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    connect(password=\"{S}\")\nConnectionError: refused", pw()),
		pos("log", "error-url", "Error: connect ECONNREFUSED postgres://admin:{S}@10.0.0.7:5432/app", g.urlPassword()),
		pos("log", "panic-dsn", "panic: dial mysql: root:{S}@tcp(db:3306)/app: timeout", g.urlPassword()),
		pos("log", "env-dump", "PATH=/usr/bin\nHOME=/home/u\nGITHUB_TOKEN={S}\nSHELL=/bin/bash", "ghp_"+g.alnum(36)),
		pos("log", "json-log", `{"level":"debug","msg":"auth","token":"{S}"}`, tok()),

		// Vendor-shaped keys in prose.
		pos("vendor", "openai", "here's my key {S}", "sk-"+g.alnum(48)),
		pos("vendor", "openai-proj", "OPENAI key: {S}", "sk-proj-"+g.pick(urlSet, 64)),
		pos("vendor", "anthropic", "I'm using {S} for the API", "sk-ant-api03-"+g.pick(urlSet, 93)+"AA"),
		pos("vendor", "github-pat", "the token {S} expired", "ghp_"+g.alnum(36)),
		pos("vendor", "github-fine", "try {S}", "github_pat_"+g.alnum(22)+"_"+g.alnum(59)),
		pos("vendor", "gitlab", "gitlab token {S}", "glpat-"+g.alnum(20)),
		pos("vendor", "stripe", "stripe key {S} from the dashboard", "sk_live_"+g.alnum(24)),
		pos("vendor", "stripe-restricted", "use {S}", "rk_live_"+g.alnum(24)),
		pos("vendor", "aws-id-prose", "access key id {S}", "AKIA"+g.pick(upperSet+digitSet, 16)),
		pos("vendor", "gcp", "maps key {S}", "AIza"+g.pick(urlSet, 35)),
		pos("vendor", "azure-storage", "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey={S};EndpointSuffix=core.windows.net", g.pick(base64Chars, 86)+"=="),
		pos("vendor", "slack-bot", "bot token {S}", "xoxb-"+g.pick(digitSet, 12)+"-"+g.pick(digitSet, 13)+"-"+g.alnum(24)),
		pos("vendor", "discord-bot", "{S}", discordBot),
		pos("vendor", "discord-bot-prose", "my discord bot token is {S}", "MT"+g.pick(base62, 22)+"."+g.pick(urlSet, 6)+"."+g.pick(urlSet, 38)),
		pos("vendor", "npm", "publish with {S}", "npm_"+g.alnum(36)),
		pos("vendor", "sendgrid", "SG key {S}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		pos("vendor", "huggingface", "HF_TOKEN={S}", "hf_"+g.pick(base62, 34)),
		pos("vendor", "jwt-bare", "here is the jwt {S}", g.jwt()),
		pos("vendor", "gcp-sa", `"private_key_id": "{S}",`, g.pick(hexSet, 40)),
		pos("vendor", "twilio", "TWILIO_AUTH_TOKEN={S}", g.pick(hexSet, 32)),
		pos("vendor", "datadog", "DD_API_KEY={S}", g.pick(hexSet, 32)),

		// More of what lands in chats and tool output.
		pos("more", "creds-slash", "creds: admin/{S}", pw()),
		pos("more", "user-pass-prose", "user: admin pass: {S}", pw()),
		pos("more", "username-password-words", "username admin password {S}", pw()),
		pos("more", "comment-after", "password = {S}  # temporary", pw()),
		pos("more", "post-body", "grant_type=client_credentials&client_id=web&client_secret={S}", g.pick(urlSet, 40)),
		pos("more", "name-value-json", `[{"name":"DB_PASSWORD","value":"{S}"}]`, pw()),
		pos("more", "helm-set", "helm upgrade app ./chart --set auth.password={S}", pw()),
		pos("more", "requests-auth", `requests.get(url, auth=("admin", "{S}"))`, pw()),
		pos("more", "dockerfile-env", "ENV API_KEY={S}", tok()),
		pos("more", "dockerfile-arg", "ARG NPM_TOKEN={S}", "npm_"+g.alnum(36)),
		pos("more", "aws-configure", "aws configure set aws_secret_access_key {S}", awsSecret),
		pos("more", "kubectl-literal", "kubectl create secret generic db --from-literal=password={S}", pw()),
		pos("more", "terraform-var", `terraform apply -var "db_password={S}"`, pw()),
		pos("more", "dotenv-quoted", `DB_PASSWORD="{S}"`, pw()),
		pos("more", "windows-set", "set DB_PASSWORD={S}", pw()),
		pos("more", "powershell-env", `$env:API_KEY = "{S}"`, tok()),
		pos("more", "powershell-securestring", `$pw = ConvertTo-SecureString "{S}" -AsPlainText -Force`, pw()),
		pos("more", "markdown-table", "| user | password |\n|---|---|\n| admin | {S} |", pw()),
		pos("more", "sql-create-user", "CREATE USER app WITH PASSWORD '{S}';", pw()),
		pos("more", "sql-identified", "ALTER USER 'app'@'%' IDENTIFIED BY '{S}';", pw()),
		pos("more", "php-define", "define('DB_PASSWORD', '{S}');", pw()),
		pos("more", "setter-call", `client.setPassword("{S}");`, pw()),
		pos("more", "config-set", `config.set("api_key", "{S}")`, tok()),
		pos("more", "setdefault", `os.environ.setdefault("SECRET_KEY", "{S}")`, g.pick(lowerSet+digitSet+"!@#$%^&*(-_=+)", 50)),
		pos("more", "openssl-pass", "openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{S}", pw()),
		pos("more", "zip-password", "zip -P {S} backup.zip db.sql", pw()),
		pos("more", "smbclient", "smbclient //fs/share -U alice%{S}", pw()),
		pos("more", "net-use", `net use \\fs\share /user:CORP\alice {S}`, pw()),
		pos("more", "ssh-prompt-log", "$ ssh admin@10.0.0.5\nadmin@10.0.0.5's password: {S}", pw()),
		pos("more", "bearer-log", "sending request with Bearer {S}", g.jwt()),

		pos("more", "yaml-nested-token", "github:\n  oauth:\n    token: {S}", "gho_"+g.alnum(36)),
		pos("more", "ini-quoted-space", "[mail]\npassword = \"{S}\"", multi),
		pos("more", "json-escaped-in-string", `{"body":"{\"password\":\"{S}\"}"}`, pw()),
		pos("more", "env-inline-cmd", "API_KEY={S} npm run dev", tok()),
		pos("more", "docker-run-env", "docker run -e POSTGRES_PASSWORD={S} -p 5432:5432 postgres", pw()),
		pos("more", "docker-run-env-spaced", "docker run --env API_TOKEN={S} app", tok()),
		pos("more", "git-remote-set-url", "git remote set-url origin https://x-access-token:{S}@github.com/acme/app.git", "ghs_"+g.alnum(36)),
		pos("more", "pip-index-url", "pip install --index-url https://__token__:{S}@pypi.example.com/simple pkg", g.pick(urlSet, 40)),
		pos("more", "npm-token-env", "NPM_TOKEN={S} npm publish", "npm_"+g.alnum(36)),
		pos("more", "prose-key-colon", "API key: {S}", g.pick(hexSet, 32)),
		pos("more", "prose-secret-is", "the client secret is {S}", g.pick(urlSet+"~.", 40)),
		pos("more", "prose-token-quoted", `token "{S}" returns 401`, tok()),
		pos("more", "prose-pw-for-user", "pw for root is {S}", pw()),
		pos("more", "passphrase-ssh", "ssh key passphrase: {S}", pw()),
		pos("more", "wifi-psk", "wpa_passphrase=\"{S}\"", pw()),
		pos("more", "sudo-echo", "echo '{S}' | sudo -S apt update", pw()),
		pos("more", "header-token-log", "> GET /api/v1/me HTTP/2\n> authorization: token {S}\n> accept: */*", "ghp_"+g.alnum(36)),
		pos("more", "x-auth-token", "X-Auth-Token: {S}", g.pick(hexSet, 40)),
		pos("more", "python-fstring-url", `url = f"https://api.example.com/v1?key={S}"`, tok()),
		pos("more", "go-struct-literal", "cfg := Config{Password: \"{S}\", Host: \"db\"}", pw()),
		pos("more", "rust-const", "const API_KEY: &str = \"{S}\";", tok()),
		pos("more", "yaml-anchor-password", "defaults: &db\n  password: \"{S}\"", pw()),

		// Negatives: identifiers, references, placeholders, ids, paths, prose.
		neg("code-ident", "password-hash", "password_hash = user.password_hash", ""),
		neg("code-ident", "password-field", "const passwordField = document.getElementById('pw');", ""),
		neg("code-ident", "get-password", "password = getPassword()", ""),
		neg("code-ident", "password-var", "password = form.cleaned_data['password']", ""),
		neg("code-ident", "token-type", `{"token_type": "bearer", "expires_in": 3600}`, ""),
		neg("code-ident", "password-input", `<input type="password" name="password" id="passwordInput">`, ""),
		neg("code-ident", "token-param", "def login(username, password):\n    return auth(username, password)", ""),
		neg("code-ident", "secret-struct", "type Secret struct {\n\tName string\n\tValue []byte\n}", ""),
		neg("code-ident", "key-fn", "key := cacheKey(userID, region)", ""),
		neg("code-ident", "token-lexer", "token = lexer.next_token()", ""),
		neg("code-ident", "password-check", "if not check_password(password, user.password_hash):", ""),
		neg("code-ident", "api-key-header", "API_KEY_HEADER = \"X-Api-Key\"", ""),
		neg("code-ident", "password-min-length", "PASSWORD_MIN_LENGTH = 12", ""),
		neg("code-ident", "getter-call", `pw = keyring.get_password("system", "deploy")`, ""),
		neg("code-ident", "setter-var", "client.setPassword(password);", ""),
		neg("code-ident", "setter-ref", "cfg.SetToken(os.Getenv(\"TOKEN\"))", ""),
		neg("code-ident", "tuple-vars", "session.auth = (user, password)", ""),
		neg("code-ident", "name-value-ref", `{"name":"DB_PASSWORD","valueFrom":{"secretKeyRef":{"name":"db","key":"password"}}}`, ""),
		neg("docs", "identified-by", "each session is identified by its token id in the logs", ""),
		neg("env-ref", "zip-ref", "zip -r -P \"$ZIP_PASSWORD\" out.zip dist", ""),
		neg("code-ident", "py-type", "class Settings(BaseModel):\n    password: str\n    api_key: str = Field(..., env=\"API_KEY\")", ""),
		neg("code-ident", "django-set-password", "user.set_password(form.cleaned_data[\"password1\"])", ""),
		neg("code-ident", "django-token", "token = Token.objects.create(user=user)", ""),
		neg("code-ident", "env-call", "SECRET_KEY = env(\"SECRET_KEY\")", ""),
		neg("code-ident", "request-get", `password = request.POST.get("password")`, ""),
		neg("code-ident", "ts-field", "interface Login {\n  username: string;\n  password: string;\n}", ""),
		neg("code-ident", "java-field", "private String password;\nprivate final TokenService tokenService;", ""),
		neg("code-ident", "password-none", "def connect(host, password=None, token=None):", ""),
		neg("code-ident", "getpass", `password = getpass.getpass("Password: ")`, ""),
		neg("code-ident", "sort-key", "rows.sort(key=lambda r: r.created_at)", ""),
		neg("code-ident", "fstring-bearer", `headers["Authorization"] = f"Bearer {token}"`, ""),
		neg("code-ident", "react-setter", "onChange={(e) => setPassword(e.target.value)}", ""),
		neg("code-ident", "setter-null", "setToken(null);", ""),
		neg("docs", "commit-message", "git commit -m 'fix password validation on signup'", ""),
		neg("docs", "pass-token", "pass the token to the middleware and check its expiry", ""),
		neg("code-ident", "camel-prop", "this.accessToken = response.data.accessToken;", ""),
		neg("env-ref", "shell-ref", "psql -U app -p $DB_PASSWORD", ""),
		neg("env-ref", "braced-ref", "export PGPASSWORD=${DB_PASSWORD}", ""),
		neg("env-ref", "actions-secret", "token: ${{ secrets.NPM_TOKEN }}", ""),
		neg("env-ref", "python-environ", `password = os.environ["DB_PASSWORD"]`, ""),
		neg("env-ref", "python-getenv", `api_key = os.getenv("OPENAI_API_KEY")`, ""),
		neg("env-ref", "node-env", "const token = process.env.GITHUB_TOKEN;", ""),
		neg("env-ref", "go-env", `secret := os.Getenv("JWT_SECRET")`, ""),
		neg("env-ref", "compose-ref", "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-}", ""),
		neg("env-ref", "vault-ref", "password: vault:secret/data/db#password", ""),
		neg("env-ref", "k8s-ref", "- name: API_KEY\n  valueFrom:\n    secretKeyRef:\n      name: api\n      key: token", ""),
		neg("env-ref", "cmd-subst", "export TOKEN=$(gh auth token)", ""),
		neg("env-ref", "docker-stdin", "echo $CR_PAT | docker login ghcr.io -u bot --password-stdin", ""),
		neg("cli-args", "docker-ports", "docker run -u 1000 -p 8080:80 -p 127.0.0.1:53:53/udp nginx", ""),
		neg("cli-args", "rsync-flags", "rsync -u -p -r build/ host:/srv/app", ""),
		neg("cli-args", "ps-pid", "ps -u postgres -p 4242 -o rss", ""),
		neg("cli-args", "htpasswd-prompt", "htpasswd -c /etc/nginx/.htpasswd admin", ""),
		neg("cli-args", "smbclient-ref", "smbclient //fs/share -U \"alice%$SMB_PASSWORD\"", ""),
		neg("env-ref", "dsn-template", `dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", user, pass, host, db)`, ""),
		neg("cli-args", "echo-pipe-ref", `echo "$SUDO_PASSWORD" | sudo -S apt-get install -y jq`, ""),
		neg("cli-args", "echo-pipe-text", "echo 'deb http://deb.example.com stable main' | sudo tee /etc/apt/sources.list.d/x.list", ""),
		neg("cli-args", "psql-port", "psql -h db -U app -p 5433 orders", ""),
		neg("placeholder", "angle", "curl -H 'Authorization: Bearer <your-token>' https://api.example.com", ""),
		neg("placeholder", "changeme", "password: changeme", ""),
		neg("placeholder", "xxxx", "API_KEY=xxxxxxxxxxxxxxxxxxxx", ""),
		neg("placeholder", "redacted", "token: REDACTED", ""),
		neg("placeholder", "stars", "password = ********", ""),
		neg("placeholder", "your-key", "OPENAI_API_KEY=your-api-key-here", ""),
		neg("placeholder", "template", "password = \"{{ db_password }}\"", ""),
		neg("placeholder", "ellipsis", "export GITHUB_TOKEN=ghp_...", ""),
		neg("placeholder", "fill-in", "SECRET_KEY=<insert secret key>", ""),
		neg("placeholder", "stars-url", "postgres://app:****@db:5432/app", ""),
		neg("placeholder", "upper-name", "aws_secret_access_key = YOUR_SECRET_ACCESS_KEY", ""),
		neg("docs", "policy", "The password must be at least 12 characters long and contain a digit.", ""),
		neg("docs", "forgot", "Click 'Forgot password' to reset your password.", ""),
		neg("docs", "token-explained", "A token is issued when the user logs in and expires after an hour.", ""),
		neg("docs", "password-required", "Error: password is required", ""),
		neg("docs", "api-key-where", "You can find your API key in the dashboard under Settings.", ""),
		neg("docs", "secret-rotation", "Rotate the secret every 90 days; the key is stored in the vault.", ""),
		neg("docs", "password-prompt", "Enter password: ", ""),
		neg("docs", "ssh-keygen", "Run ssh-keygen -t ed25519 and add the public key to GitHub.", ""),
		neg("docs", "auth-flow", "The auth flow uses PKCE; the token endpoint returns an access token.", ""),
		neg("docs", "password-wrong", "login failed: the password is incorrect", ""),
		neg("ids", "commit-sha", "fixed in commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39", ""),
		neg("ids", "commit-label", "commit: 9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a393f2a", ""),
		neg("ids", "uuid-request", "request_id=7f3c2a10-9b4e-4d2a-8c1f-0e6b5a4d3c2b", ""),
		neg("ids", "uuid-session", `{"sessionId":"1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed"}`, ""),
		neg("ids", "uuid-key-id", "key_id: 550e8400-e29b-41d4-a716-446655440000", ""),
		neg("ids", "version", "upgraded tokenizers to 0.19.1 and jsonwebtoken 9.3.0", ""),
		neg("ids", "docker-digest", "image: nginx@sha256:0d17b565c37bcbd895e9d92315a05c1c3c9a29f762b011a10c54a66cd53c9b31", ""),
		neg("ids", "token-count", "usage: prompt_tokens=1532 completion_tokens=210", ""),
		neg("ids", "semver-pin", "\"jsonwebtoken\": \"^9.0.2\"", ""),
		neg("paths", "key-path", "ssh -i ~/.ssh/id_ed25519 deploy@host", ""),
		neg("paths", "secret-file", "kubectl create secret generic tls --from-file=./certs/tls.key", ""),
		neg("paths", "password-file", "password_file: /run/secrets/db_password", ""),
		neg("paths", "token-path", "TOKEN_PATH=/var/run/secrets/kubernetes.io/serviceaccount/token", ""),
		neg("paths", "credentials-path", "export GOOGLE_APPLICATION_CREDENTIALS=./keys/service-account.json", ""),
		neg("urls", "plain-url", "see https://docs.example.com/auth/tokens#rotation for details", ""),
		neg("urls", "url-no-credentials", "fetching https://registry.example.com/v2/library/build/manifests/latest", ""),
		neg("urls", "oauth-docs", "GET https://api.example.com/oauth/token?grant_type=client_credentials", ""),
		neg("images", "data-uri", "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\">", ""),
		neg("i18n", "de-wrong", "Fehler: das Passwort ist falsch", ""),
		neg("i18n", "fr-forgot", "Mot de passe oublié ? Cliquez ici.", ""),
		neg("i18n", "es-required", "la contraseña es obligatoria", ""),
		neg("i18n", "pt-policy", "a senha é muito curta", ""),
		neg("prose", "password-manager", "I keep my password in 1Password and rotate it monthly.", ""),
		neg("prose", "token-limit", "the model hit the token limit after 200k tokens", ""),
		neg("prose", "key-word", "the key insight is that the cache key must include the region", ""),
		neg("prose", "pass-test", "all tests pass: ok github.com/acme/app 0.42s", ""),
	}
	cases = append(cases, pairCases(g)...)
	cases = append(cases, fedCases(g)...)
	cases = append(cases, valueCases(g)...)
	cases = append(cases, probeCases(g)...)
	cases = append(cases, fourthCases(g)...)
	cases = append(cases, mechanismCases(g)...)
	cases = append(cases, sixthMechanismCases(g)...)
	cases = append(cases, seventhMechanismCases(g)...)
	for _, c := range cases {
		if !c.holdsSecret() {
			panic("paste case " + c.name + ": a positive's example must hold its secret")
		}
	}
	return cases
}

// pasteExamples returns the suite as bench examples.
func pasteExamples() []benchdata.Example {
	var out []benchdata.Example
	for _, c := range pasteCases() {
		out = append(out, c.bench())
	}
	return out
}

// holdsSecret reports whether the case is a negative or a positive whose
// example holds its secret.
func (c pasteCase) holdsSecret() bool {
	return !c.positive || c.secret != "" && strings.Contains(strings.ReplaceAll(c.example, "{S}", c.secret), c.secret)
}

// bench returns the case as a bench example.
func (c pasteCase) bench() benchdata.Example {
	e := benchdata.Example{Rule: c.category + "/" + c.name, Kind: "negative", Category: c.category,
		Example: strings.ReplaceAll(c.example, "{S}", c.secret), Secret: c.secret}
	if c.positive {
		e.Kind = "positive"
	}
	return e
}

func TestPasteRecall(t *testing.T) {
	examples := pasteExamples()
	var p, n int
	for _, e := range examples {
		if e.Positive() {
			p++
		} else {
			n++
		}
	}
	if p < 150 || n < 60 {
		t.Fatalf("the suite has %d positives and %d negatives; it needs 150 and 60", p, n)
	}
	measureRecall(t, "paste suite", examples, pasteFloor)
}
