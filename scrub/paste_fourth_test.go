package scrub

import (
	"encoding/base64"
	"strings"
)

// fourthCases are the paste suite's cases written by a fourth author who
// had not read the others, in seven batches, each measured before the
// rules were fixed for it: what a developer pastes from many stacks (Rails,
// Django, Laravel, Spring, .NET, Go, Node, PHP and WordPress, Kotlin,
// Swift, Elixir, Kubernetes, Helm, Ansible, Terraform, CI files, compose,
// web servers, SMTP, message brokers, database clients and their
// connection strings, LDAP, SSH and file copies, HTTP clients and raw
// requests, git's and package managers' credentials, cloud CLIs' output,
// vendors' SDK calls and token shapes, logs and stack traces, what a
// command or an interpreter prints below its prompt), a chat's prose in
// many languages and scripts, and personal data (emails, phones of many
// countries, IBANs, cards, SSNs, addresses, home paths, an IP). The
// negatives are their near misses: labelled hashes, digests and
// fingerprints, ids, placeholders, references, docs and error text,
// versions, public keys, harmless base64, prose about passwords in those
// languages.
func fourthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := func() string { return g.alnum(40) }
	hex := func(n int) string { return g.pick(hexSet, n) }
	b64 := base64.StdEncoding.EncodeToString
	fingerprint := func() string { // SHA-256 in pairs of hex digits
		pairs := make([]string, 32)
		for i := range pairs {
			pairs[i] = strings.ToUpper(hex(2))
		}
		return strings.Join(pairs, ":")
	}
	uuid := func() string { return hex(8) + "-" + hex(4) + "-4" + hex(3) + "-a" + hex(3) + "-" + hex(12) }
	return []pasteCase{
		// Frameworks' configs.
		pos("fourth-config", "rails-database-yml", "production:\n  adapter: postgresql\n  database: shop_production\n  username: shop\n  password: {S}\n  host: db.internal", pw()),
		pos("fourth-config", "rails-secret-key-base", "$ bin/rails credentials:show\nsecret_key_base: {S}\naws:\n  region: eu-west-1", hex(128)),
		pos("fourth-config", "django-secret-key", "# settings.py\nDEBUG = False\nSECRET_KEY = '{S}'\nALLOWED_HOSTS = ['shop.example.com']", g.pick(lowerSet+digitSet+"!@#%^&*(-_=+)", 50)),
		pos("fourth-config", "django-databases", "DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'orders',\n        'USER': 'orders',\n        'PASSWORD': '{S}',\n        'HOST': 'pg01',\n    }\n}", pw()),
		pos("fourth-config", "laravel-app-key", "APP_NAME=Laravel\nAPP_ENV=production\nAPP_KEY=base64:{S}\nAPP_DEBUG=false", g.pick(base64Chars, 43)+"="),
		pos("fourth-config", "laravel-mail", "MAIL_MAILER=smtp\nMAIL_HOST=smtp.mailtrap.io\nMAIL_PORT=2525\nMAIL_USERNAME=8f3a2c1d9e7b6a\nMAIL_PASSWORD={S}\nMAIL_ENCRYPTION=tls", hex(14)),
		pos("fourth-config", "spring-properties", "spring.datasource.url=jdbc:mysql://db:3306/app\nspring.datasource.username=app\nspring.datasource.password={S}\nspring.jpa.hibernate.ddl-auto=validate", pw()),
		pos("fourth-config", "spring-yaml", "spring:\n  datasource:\n    url: jdbc:postgresql://pg:5432/inventory\n    username: inventory\n    password: {S}\n  jpa:\n    open-in-view: false", pw()),
		pos("fourth-config", "appsettings-connection", `{
  "ConnectionStrings": {
    "Default": "Server=tcp:sql01.corp,1433;Initial Catalog=Billing;User ID=billing_app;Password={S};Encrypt=True;"
  },
  "Logging": { "LogLevel": { "Default": "Information" } }
}`, pw()),
		pos("fourth-config", "appsettings-jwt", `"Jwt": {
    "Issuer": "https://auth.example.com",
    "Key": "{S}",
    "ExpiryMinutes": 60
  }`, g.alnum(48)),
		pos("fourth-config", "node-env", "PORT=3000\nNODE_ENV=production\nSESSION_SECRET={S}\nCOOKIE_DOMAIN=.example.com", tok()),
		pos("fourth-config", "kafka-jaas", `sasl.mechanism=PLAIN
security.protocol=SASL_SSL
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="svc-orders" password="{S}";`, g.alnum(32)),
		pos("fourth-config", "pgpass", "# ~/.pgpass\ndb.internal:5432:*:postgres:{S}", pw()),
		pos("fourth-config", "netrc", "machine api.heroku.com\n  login dev@example.com\n  password {S}", uuid()),
		pos("fourth-config", "pip-conf", "[global]\nindex-url = https://__token__:{S}@pypi.corp.example/simple/", g.pick(urlSet, 40)),
		pos("fourth-config", "smtp-ruby", `config.action_mailer.smtp_settings = {
  address: "smtp.mailgun.org",
  port: 587,
  user_name: "postmaster@mg.example.com",
  password: "{S}",
  authentication: :plain
}`, hex(32)+"-"+hex(8)+"-"+hex(8)),
		pos("fourth-config", "htpasswd-line", "$ cat /etc/nginx/.htpasswd\nadmin:{S}", "$apr1$"+g.pick(base62, 8)+"$"+g.pick(base62+"./", 22)),

		// Deployment and infrastructure files.
		pos("fourth-infra", "k8s-secret-data", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: YXBw\n  password: {S}", b64([]byte(pw()))),
		pos("fourth-infra", "k8s-string-data", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  STRIPE_API_KEY: {S}", "sk"+"_live_"+g.alnum(24)),
		pos("fourth-infra", "helm-values", "postgresql:\n  enabled: true\n  auth:\n    username: keycloak\n    postgresPassword: {S}\n    database: keycloak", pw()),
		pos("fourth-infra", "ansible-vars", "# group_vars/db.yml\nmysql_root_password: \"{S}\"\nmysql_databases:\n  - name: wordpress", pw()),
		pos("fourth-infra", "tfvars", "region            = \"eu-west-1\"\ninstance_type     = \"t3.medium\"\ndb_admin_password = \"{S}\"", pw()),
		pos("fourth-infra", "actions-env", "jobs:\n  publish:\n    runs-on: ubuntu-latest\n    env:\n      NPM_TOKEN: {S}\n    steps:\n      - run: npm publish", "npm"+"_"+g.alnum(36)),
		pos("fourth-infra", "circleci-npmrc", "      - run:\n          name: auth\n          command: echo \"//registry.npmjs.org/:_authToken={S}\" > ~/.npmrc", uuid()),
		pos("fourth-infra", "compose-list", "services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD={S}", pw()),
		pos("fourth-infra", "compose-map", "  mysql:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: {S}\n      MYSQL_DATABASE: shop", pw()),
		pos("fourth-infra", "docker-config-auth", `{
  "auths": {
    "registry.corp.example": {
      "auth": "{S}"
    }
  }
}`, b64([]byte("ci-bot:"+pw()))),
		pos("fourth-infra", "vault-token", "$ export VAULT_ADDR=https://vault.corp:8200\n$ export VAULT_TOKEN={S}\n$ vault kv get secret/app", "hvs."+g.alnum(24)),

		// Connection strings.
		pos("fourth-dsn", "redis-url", "REDIS_URL=redis://:{S}@cache.internal:6379/0", g.alnum(24)),
		pos("fourth-dsn", "mongo-srv", `const uri = "mongodb+srv://appuser:{S}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true&w=majority";`, g.urlPassword()),
		pos("fourth-dsn", "jdbc-query", "jdbc:postgresql://db.internal:5432/app?user=app&password={S}&ssl=true", g.alnum(20)),
		pos("fourth-dsn", "odbc", "Driver={ODBC Driver 18 for SQL Server};Server=sql01;Database=reports;Uid=report;Pwd={S};", pw()),
		pos("fourth-dsn", "amqp", "CELERY_BROKER_URL = 'amqp://worker:{S}@mq.internal:5672/prod'", g.urlPassword()),
		pos("fourth-dsn", "smtp-url", "EMAIL_URL=smtp+tls://apikey:{S}@smtp.sendgrid.net:587", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),

		// Command lines.
		pos("fourth-cli", "mysql-p", "$ mysql -h db01 -u root -p{S} shop < dump.sql", pw()),
		pos("fourth-cli", "pgpassword", "PGPASSWORD={S} psql -h localhost -U postgres -d app -c 'select 1'", pw()),
		pos("fourth-cli", "sqlcmd", "sqlcmd -S sql01 -U sa -P '{S}' -Q \"SELECT @@VERSION\"", pw()),
		pos("fourth-cli", "ldapsearch", "ldapsearch -x -H ldap://ldap.corp -D \"cn=admin,dc=corp,dc=lan\" -w {S} -b \"dc=corp,dc=lan\" \"(uid=jsmith)\"", pw()),
		pos("fourth-cli", "sshpass", "sshpass -p '{S}' ssh -o StrictHostKeyChecking=no deploy@10.0.4.12 'sudo systemctl restart app'", pw()),
		pos("fourth-cli", "rsync-password", "RSYNC_PASSWORD={S} rsync -av ./dist/ backup@nas01::web/", pw()),
		pos("fourth-cli", "curl-u", "curl -s -u admin:{S} https://jenkins.local/api/json?pretty=true", pw()),
		pos("fourth-cli", "curl-bearer", "curl -X GET https://api.example.com/v2/orders -H \"Authorization: Bearer {S}\" -H 'Accept: application/json'", tok()),
		pos("fourth-cli", "httpie-token", "http POST api.internal/items name=widget Authorization:\"Token {S}\"", hex(40)),
		pos("fourth-cli", "wget-password", "wget --user=ci --password={S} https://nexus.corp/repository/releases/app-1.4.2.jar", pw()),
		pos("fourth-cli", "htpasswd-b", "sudo htpasswd -b -c /etc/nginx/.htpasswd admin {S}", pw()),
		pos("fourth-cli", "git-remote-token", "git remote set-url origin https://x-access-token:{S}@github.com/acme/api.git", "gh"+"s_"+g.alnum(36)),
		pos("fourth-cli", "git-credentials", "$ cat ~/.git-credentials\nhttps://oauth2:{S}@gitlab.com", "glpat-"+g.pick(urlSet, 20)),
		pos("fourth-cli", "docker-login-stdin", "echo \"{S}\" | docker login registry.corp.example -u ci-bot --password-stdin", g.alnum(32)),
		pos("fourth-cli", "hf-login", "huggingface-cli login --token {S} --add-to-git-credential", "hf"+"_"+g.pick(upperSet+lowerSet, 34)),
		pos("fourth-cli", "heroku-config", "heroku config:set STRIPE_SECRET_KEY={S} -a shop-prod", "rk"+"_live_"+g.alnum(24)),

		// Cloud CLIs' output.
		pos("fourth-cloud", "sts-session", `{
    "Credentials": {
        "AccessKeyId": "ASIA`+g.pick(upperDigits, 16)+`",
        "SecretAccessKey": "{S}",
        "Expiration": "2025-03-01T12:00:00Z"
    }
}`, g.pick(base64Chars, 40)),
		pos("fourth-cloud", "gcloud-token", "$ gcloud auth print-access-token\n{S}", "ya29.a0"+g.pick(urlSet, 150)),
		pos("fourth-cloud", "az-sp-create", `{
  "appId": "`+uuid()+`",
  "displayName": "ci-deployer",
  "password": "{S}",
  "tenant": "`+uuid()+`"
}`, g.alnum(3)+"8Q~"+g.pick(base62+"_~.-", 34)),
		pos("fourth-cloud", "gcp-sa-key", `{
  "type": "service_account",
  "project_id": "acme-prod",
  "private_key_id": "`+hex(40)+`",
  "private_key": "-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----\n",
  "client_email": "deployer@acme-prod.iam.gserviceaccount.com"
}`, g.pick(base64Chars, 64)+`\n`+g.pick(base64Chars, 64)),
		pos("fourth-cloud", "azure-sas", "https://acmebackups.blob.core.windows.net/db/dump.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2025-06-01T00:00:00Z&spr=https&sig={S}", g.alnum(43)+"%3D"),

		// Vendors' SDK calls.
		pos("fourth-sdk", "sendgrid-node", "const sgMail = require('@sendgrid/mail');\nsgMail.setApiKey('{S}');", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		pos("fourth-sdk", "slack-webhook", "requests.post(\"https://hooks.slack.com/services/T"+g.pick(upperDigits, 8)+"/B"+g.pick(upperDigits, 10)+"/{S}\", json={\"text\": \"deploy done\"})", g.alnum(24)),
		pos("fourth-sdk", "openai-python", "from openai import OpenAI\nclient = OpenAI(api_key=\"{S}\")", "sk-"+"proj-"+g.pick(urlSet, 48)+"T3Blbk"+"FJ"+g.pick(urlSet, 48)),
		pos("fourth-sdk", "anthropic-ts", "const anthropic = new Anthropic({ apiKey: '{S}' });", "sk-ant-"+"api03-"+g.pick(urlSet, 93)+"AA"),
		pos("fourth-sdk", "telegram-bot", "https://api.telegram.org/bot{S}/sendMessage?chat_id=-100123&text=hi", g.pick(digitSet, 10)+":AA"+g.pick(urlSet, 33)),
		pos("fourth-sdk", "go-setenv", "func init() {\n\tos.Setenv(\"API_TOKEN\", \"{S}\")\n}", tok()),
		pos("fourth-sdk", "shopify", "ShopifyAPI::Session.new(domain: 'acme.myshopify.com', token: '{S}', api_version: '2024-01')", "shp"+"at_"+hex(32)),

		// Logs and stack traces.
		pos("fourth-log", "log-access-token", "2025-02-11T09:14:03.221Z DEBUG oauth: refreshed access_token={S} expires_in=3600", g.jwt()),
		pos("fourth-log", "log-api-key", "INFO  [main] c.a.p.Client - using apiKey={S} for https://api.partner.example", tok()),
		pos("fourth-log", "traceback-dsn", "Traceback (most recent call last):\n  File \"app/db.py\", line 12, in connect\n    conn = psycopg2.connect(\"postgresql://svc:{S}@db.prod.internal/orders\")\npsycopg2.OperationalError: could not connect to server", g.urlPassword()),
		pos("fourth-log", "java-exception-url", "org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 on GET request for \"https://api.example.com/v1/me?access_token={S}\"", tok()),

		// A chat's prose.
		pos("fourth-prose", "heres-my-key", "here's my key: {S} can you see why I get a 401?", tok()),
		pos("fourth-prose", "wifi", "the office wifi password is {S} btw", pw()),
		pos("fourth-prose", "admin-slash", "staging admin login is admin / {S}", pw()),
		pos("fourth-prose", "german", "Das Passwort für den Testserver ist {S}, bitte nicht weitergeben.", pw()),
		pos("fourth-prose", "french", "mon mot de passe pour la base est {S} et l'utilisateur est root", pw()),
		pos("fourth-prose", "spanish", "La contraseña del servidor es {S}", pw()),
		pos("fourth-prose", "portuguese", "a senha do banco de produção é {S}", pw()),
		pos("fourth-prose", "italian", "la password dell'utente admin è {S}", pw()),
		pos("fourth-prose", "dutch", "het wachtwoord van de database is {S}", pw()),
		pos("fourth-prose", "japanese", "パスワードは {S} です", pw()),
		pos("fourth-prose", "russian", "пароль от сервера: {S}", pw()),
		pos("fourth-prose", "chinese", "数据库密码是 {S}", pw()),

		// Personal data.
		pos("fourth-pii", "email-prose", "if it breaks email me at {S} and I'll look", "marta.kowalczyk87@gmail.com"),
		pos("fourth-pii", "phone-us", "call me on {S} if the deploy fails", "+1 415 732 8841"),
		pos("fourth-pii", "phone-uk", "Mobile: {S}", "+44 7825 311047"),
		pos("fourth-pii", "phone-de", "Tel.: {S}", "+49 151 23984712"),
		pos("fourth-pii", "phone-fr", "mon portable : {S}", "06 47 82 19 53"),
		pos("fourth-pii", "phone-in", "customer phone: {S}", "+91 98451 27730"),
		pos("fourth-pii", "phone-br", "WhatsApp: {S}", "+55 11 98765-4321"),
		pos("fourth-pii", "iban-de", "please wire it to IBAN {S} (Sparkasse)", "DE84 3416 7211 0684 0388 54"),
		pos("fourth-pii", "iban-json", `{"name": "Payout", "iban": "{S}", "currency": "EUR"}`, "FR3621430443244519568323741"),
		pos("fourth-pii", "card", "card number {S} exp 09/27", "4637 4256 9583 5100"),
		pos("fourth-pii", "ssn", "Applicant SSN: {S}", "521-38-4907"),
		pos("fourth-pii", "home-path-mac", "Error: ENOENT: no such file or directory, open '/Users/{S}/Projects/shop/.env'", "tvoronova"),
		pos("fourth-pii", "home-path-windows", `at Program.Main() in C:\Users\{S}\source\repos\Billing\Program.cs:line 42`, "rpatelkumar"),

		// Near misses.
		neg("fourth-neg", "sha256sum", "$ sha256sum dist/app-1.4.2.tar.gz\n{S}  dist/app-1.4.2.tar.gz", hex(64)),
		neg("fourth-neg", "git-commit", "commit {S}\nDate:   Tue Feb 11 09:14:03 2025 +0100\n\n    fix: retry on 503", hex(40)),
		neg("fourth-neg", "git-rev-parse", "$ git rev-parse HEAD\n{S}", hex(40)),
		neg("fourth-neg", "docker-digest", "docker pull postgres@sha256:{S}", hex(64)),
		neg("fourth-neg", "npm-integrity", `"node_modules/lodash": {
      "version": "4.17.21",
      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",
      "integrity": "sha512-{S}"
    }`, g.pick(base64Chars, 86)+"=="),
		neg("fourth-neg", "go-sum", "golang.org/x/crypto v0.21.0 h1:{S}", g.pick(base64Chars, 43)+"="),
		neg("fourth-neg", "uuid-id", `{"id": "{S}", "status": "shipped", "items": 3}`, uuid()),
		neg("fourth-neg", "request-id-log", "2025-02-11T09:14:03Z INFO request_id={S} method=GET path=/health status=200", uuid()),
		neg("fourth-neg", "trace-id", "traceparent: 00-{S}-00f067aa0ba902b7-01", hex(32)),
		neg("fourth-neg", "etag", "ETag: \"{S}\"", hex(40)),
		neg("fourth-neg", "lfs-pointer", "version https://git-lfs.github.com/spec/v1\noid sha256:{S}\nsize 1048576", hex(64)),
		neg("fourth-neg", "placeholder-angle", "DB_PASSWORD=<your-db-password>\nAPI_KEY=<paste-key-here>", ""),
		neg("fourth-neg", "placeholder-x", "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx", ""),
		neg("fourth-neg", "env-ref-yaml", "    password: ${DB_PASSWORD}\n    username: ${DB_USER}", ""),
		neg("fourth-neg", "ansible-ref", "mysql_root_password: \"{{ vault_mysql_root_password }}\"", ""),
		neg("fourth-neg", "terraform-ref", "  password = random_password.db.result\n  username = var.db_username", ""),
		neg("fourth-neg", "actions-secret-ref", "    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}", ""),
		neg("fourth-neg", "k8s-secret-ref", "        env:\n          - name: DB_PASSWORD\n            valueFrom:\n              secretKeyRef:\n                name: db-credentials\n                key: password", ""),
		neg("fourth-neg", "docs-api-key", "Set the `API_KEY` environment variable to the key shown on your dashboard, then run `make deploy`.", ""),
		neg("fourth-neg", "version-strings", "go 1.22.3\n\nrequire (\n\tgithub.com/spf13/cobra v1.8.0\n\tgolang.org/x/sync v0.6.0\n)", ""),
		neg("fourth-neg", "data-uri", `<img src="data:image/png;base64,{S}" alt="logo">`, "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
		neg("fourth-neg", "base64-hello", "$ echo '{S}' | base64 -d\nhello world", "aGVsbG8gd29ybGQ="),
		neg("fourth-neg", "password-policy", "The password must be at least 12 characters long and contain a digit and a symbol.", ""),
		neg("fourth-neg", "forgot-password", "I forgot my password for the Django admin, how do I reset it with manage.py?", ""),
		neg("fourth-neg", "pg-auth-failed", "psql: error: connection to server at \"localhost\" (::1), port 5432 failed: FATAL:  password authentication failed for user \"postgres\"", ""),
		neg("fourth-neg", "curl-env-ref", "curl -u \"$JENKINS_USER:$JENKINS_TOKEN\" https://ci.example.com/api/json", ""),
		neg("fourth-neg", "mysql-prompt", "$ mysql -h db01 -u root -p shop\nEnter password:", ""),
		neg("fourth-neg", "ssh-fingerprint", "ED25519 key fingerprint is SHA256:{S}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", g.pick(base64Chars, 43)),
		neg("fourth-neg", "ssh-public-key", "ssh-ed25519 {S} deploy-key", "AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)),
		neg("fourth-neg", "aws-ids", "Instance i-0"+hex(16)+" (ami-0"+hex(16)+") in subnet-0"+hex(16)+" is running", ""),
		neg("fourth-neg", "docker-images", "REPOSITORY   TAG      IMAGE ID       CREATED\nshop-api     latest   {S}   2 hours ago", hex(12)),
		neg("fourth-neg", "token-response-shape", `{"token_type": "Bearer", "expires_in": 3600, "scope": "read write"}`, ""),
		neg("fourth-neg", "go-jwt-code", "token, err := jwt.Parse(tokenString, func(t *jwt.Token) (any, error) {\n\treturn []byte(os.Getenv(\"JWT_SECRET\")), nil\n})", ""),
		neg("fourth-neg", "header-const", "const apiKeyHeader = \"X-API-Key\"\nreq.Header.Set(apiKeyHeader, cfg.APIKey)", ""),
		neg("fourth-neg", "password-empty", "spring.datasource.username=sa\nspring.datasource.password=\nspring.h2.console.enabled=true", ""),
		neg("fourth-neg", "password-null", "    'PASSWORD': os.environ.get('DB_PASSWORD'),\n    'HOST': 'localhost',", ""),
		neg("fourth-neg", "password-stdin-flag", "cat ~/ghcr.txt | docker login ghcr.io -u USERNAME --password-stdin", ""),
		neg("fourth-neg", "dsn-no-password", "DATABASE_URL=postgres://localhost:5432/shop_dev\nREDIS_URL=redis://redis:6379/0", ""),
		neg("fourth-neg", "openssl-rand", "kubectl create secret generic db --from-literal=password=\"$(openssl rand -base64 24)\"", ""),
		neg("fourth-neg", "helm-existing-secret", "helm upgrade --install pg bitnami/postgresql --set auth.existingSecret=pg-credentials", ""),
		neg("fourth-neg", "python-secrets-call", "import secrets\nSECRET_KEY = secrets.token_hex(32)", ""),
		neg("fourth-neg", "passwordless", "auth:\n  passwordless: true\n  mfa_required: false\n  session_ttl: 12h", ""),
		neg("fourth-neg", "ci-home-path", "/home/runner/work/shop/shop/internal/api/server.go:42: undefined: NewRouter", ""),
		neg("fourth-neg", "german-reset", "Wie setze ich das Passwort für den Benutzer root in MariaDB zurück?", ""),
		neg("fourth-neg", "required-env-list", "Required environment: DATABASE_URL, REDIS_URL, SECRET_KEY_BASE, SENTRY_DSN.", ""),
		neg("fourth-neg", "timestamps-numbers", "build 20250211.4 finished at 2025-02-11 09:14:03 in 412.7s (exit 0), port 8443", ""),
		neg("fourth-neg", "css-colors", ".btn-primary { color: #1f2937; background: #3b82f6; border-color: #2563eb; }", ""),
		neg("fourth-neg", "password-field-html", `<input type="password" name="password" id="password" autocomplete="current-password">`, ""),
		neg("fourth-neg", "token-struct", "type Token struct {\n\tAccessToken  string `json:\"access_token\"`\n\tRefreshToken string `json:\"refresh_token\"`\n}", ""),
		neg("fourth-neg", "semver-changelog", "## [2.3.0] - 2025-01-20\n### Fixed\n- token refresh no longer races (#1412)", ""),
		neg("fourth-neg", "cron-schedule", "  schedule:\n    - cron: '0 3 * * 1-5'", ""),

		// Second batch: build tools' and package managers' files, Windows,
		// SQL, raw HTTP, keys and more personal data.
		pos("fourth-more", "maven-settings", "<servers>\n  <server>\n    <id>nexus-releases</id>\n    <username>deployer</username>\n    <password>{S}</password>\n  </server>\n</servers>", pw()),
		pos("fourth-more", "web-config", `<connectionStrings>
  <add name="Main" connectionString="Data Source=sql01;Initial Catalog=Shop;User Id=shop;Password={S};" providerName="System.Data.SqlClient" />
</connectionStrings>`, pw()),
		pos("fourth-more", "gradle-properties", "org.gradle.jvmargs=-Xmx2g\nsigning.keyId=24875D73\nsigning.password={S}\nossrhUsername=acme", pw()),
		pos("fourth-more", "pypirc", "[pypi]\nusername = __token__\npassword = {S}", "pypi-"+g.pick(urlSet, 150)),
		pos("fourth-more", "composer-auth", `{
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "{S}"
        }
    }
}`, hex(40)),
		pos("fourth-more", "yarnrc", "npmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"{S}\"", "gh"+"p_"+g.alnum(36)),
		pos("fourth-more", "terraformrc", "credentials \"app.terraform.io\" {\n  token = \"{S}\"\n}", g.alnum(14)+".atlasv1."+g.alnum(67)),
		pos("fourth-more", "dockerfile-env", "FROM node:20-alpine\nENV NODE_ENV=production \\\n    API_SECRET={S}\nCOPY . .", tok()),
		pos("fourth-more", "systemd-env", "[Service]\nEnvironment=\"DB_PASSWORD={S}\"\nExecStart=/usr/local/bin/app", pw()),
		pos("fourth-more", "makefile", "DEPLOY_TOKEN ?= {S}\n\ndeploy:\n\t./scripts/deploy.sh $(DEPLOY_TOKEN)", tok()),
		pos("fourth-more", "sql-create-user", "CREATE USER 'report'@'%' IDENTIFIED BY '{S}';\nGRANT SELECT ON shop.* TO 'report'@'%';", pw()),
		pos("fourth-more", "sql-alter-role", "ALTER ROLE app_rw WITH LOGIN PASSWORD '{S}';", pw()),
		pos("fourth-more", "libpq-keywords", `conn = psycopg2.connect("host=pg01 dbname=orders user=orders password={S} sslmode=require")`, pw()),
		pos("fourth-more", "powershell-secure", "$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', (ConvertTo-SecureString '{S}' -AsPlainText -Force))", pw()),
		pos("fourth-more", "cmd-set", "C:\\> set DB_PASSWORD={S}\nC:\\> dotnet run", pw()),
		pos("fourth-more", "net-use", "net use Z: \\\\fs01\\share /user:CORP\\jsmith {S}", pw()),
		pos("fourth-more", "raw-http-cookie", "GET /api/me HTTP/1.1\nHost: app.example.com\nCookie: _ga=GA1.2.1; sessionid={S}\nAccept: */*", g.pick(lowerSet+digitSet, 32)),
		pos("fourth-more", "raw-http-api-key", "POST /v1/events HTTP/1.1\nHost: api.example.com\nX-Api-Key: {S}\nContent-Type: application/json", tok()),
		pos("fourth-more", "har-auth", `{"name": "authorization", "value": "Bearer {S}"}`, g.jwt()),
		pos("fourth-more", "jupyter-url", "    To access the server, open this file in a browser:\n    Or copy and paste one of these URLs:\n        http://127.0.0.1:8888/lab?token={S}", hex(48)),
		pos("fourth-more", "s3cfg", "[default]\naccess_key = AKIA"+g.pick(upperDigits, 16)+"\nsecret_key = {S}\nhost_base = s3.amazonaws.com", g.pick(base64Chars, 40)),
		pos("fourth-more", "age-key", "# created: 2025-01-12T10:00:00Z\n# public key: age1"+g.pick("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)+"\n{S}", "AGE-SECRET-KEY-1"+g.pick("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
		pos("fourth-more", "rsa-pem", "-----BEGIN RSA PRIVATE KEY-----\n{S}\n-----END RSA PRIVATE KEY-----", g.block(256)),
		pos("fourth-more", "php-array", "'mysql' => [\n    'driver' => 'mysql',\n    'username' => 'forge',\n    'password' => '{S}',\n],", pw()),
		pos("fourth-more", "python-dict-token", "HEADERS = {\"Authorization\": \"token {S}\", \"Accept\": \"application/vnd.github+json\"}", "gh"+"p_"+g.alnum(36)),
		pos("fourth-more", "java-constant", "private static final String API_SECRET = \"{S}\";", tok()),
		pos("fourth-more", "csharp-init", "var client = new ApiClient(new ApiClientOptions { BaseUrl = \"https://api.acme.io\", ApiKey = \"{S}\" });", tok()),
		pos("fourth-more", "rust-const", "const STRIPE_KEY: &str = \"{S}\";", "sk"+"_live_"+g.alnum(24)),
		pos("fourth-more", "prose-token-after", "I generated a new token ({S}) but the API still says unauthorized", "gh"+"p_"+g.alnum(36)),
		pos("fourth-more", "prose-use-this", "use this api key for the test: {S}", tok()),
		pos("fourth-more", "prose-creds-colon", "creds for the staging db -> user: admin pass: {S}", pw()),
		pos("fourth-more", "markdown-table", "| env | user | password |\n|-----|------|----------|\n| stage | app | {S} |", pw()),
		pos("fourth-pii", "git-author", "commit "+hex(40)+"\nAuthor: Lena Hoffmann <{S}>\nDate:   Mon Jan 6 10:12:44 2025 +0100", "lena.hoffmann@hoffmann-it.de"),
		pos("fourth-pii", "signed-off", "Signed-off-by: Tomasz Wrona <{S}>", "t.wrona@wp.pl"),
		pos("fourth-pii", "vcard-phone", "BEGIN:VCARD\nVERSION:3.0\nFN:Aiko Tanaka\nTEL;TYPE=CELL:{S}\nEND:VCARD", "+81 90 4821 7730"),
		pos("fourth-pii", "iban-nl-prose", "mijn rekeningnummer is {S}", "NL18RABO8404948366"),
		pos("fourth-pii", "iban-es-invoice", "Forma de pago: transferencia a {S}", "ES98 9467 2344 0107 4887 5231"),
		pos("fourth-pii", "linux-home", "open /home/{S}/.config/app/settings.json: permission denied", "okarimova"),
		pos("fourth-pii", "address-json", `{"shipping": {"street": "{S}", "city": "Columbus", "zip": "43215"}}`, "1843 Maple Grove Ave Apt 4B"),

		neg("fourth-neg", "maven-settings-ref", "<server>\n  <id>nexus</id>\n  <username>${env.NEXUS_USER}</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n</server>", ""),
		neg("fourth-neg", "sql-password-function", "SELECT id FROM users WHERE password_hash = crypt($1, password_hash);", ""),
		neg("fourth-neg", "powershell-read-host", "$pw = Read-Host -AsSecureString -Prompt 'Password'", ""),
		neg("fourth-neg", "http-no-cookie", "GET /health HTTP/1.1\nHost: localhost:8080\nUser-Agent: curl/8.5.0\nAccept: */*", ""),
		neg("fourth-neg", "csp-nonce-doc", "Content-Security-Policy: script-src 'self' 'nonce-{{ .Nonce }}'", ""),
		neg("fourth-neg", "pem-public", "-----BEGIN PUBLIC KEY-----\n{S}\n-----END PUBLIC KEY-----", "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.pick(base64Chars, 20)),
		neg("fourth-neg", "cert-fingerprint", "SHA-256 Fingerprint: {S}", fingerprint()),
		neg("fourth-neg", "pip-hash", "requests==2.31.0 \\\n    --hash=sha256:{S}", hex(64)),
		neg("fourth-neg", "k8s-resource-version", "metadata:\n  name: api-7d9f8b6c5-x2kqp\n  uid: {S}\n  resourceVersion: \"48213377\"", uuid()),
		neg("fourth-neg", "oauth-docs", "The client sends `client_id` and `client_secret` to the token endpoint and receives an `access_token`.", ""),
		neg("fourth-neg", "changelog-token", "- Rotate the `SLACK_BOT_TOKEN` secret before Friday; the old one expires.", ""),
		neg("fourth-neg", "es-prose-password", "¿Cómo cambio la contraseña del usuario postgres en Ubuntu?", ""),
		neg("fourth-neg", "fr-prose-password", "Le mot de passe doit contenir au moins douze caractères.", ""),
		neg("fourth-neg", "go-test-output", "--- FAIL: TestLogin (0.00s)\n    auth_test.go:42: got status 401, want 200", ""),
		neg("fourth-neg", "jwt-header-doc", "A JWT has three parts: header, payload and signature, joined by dots.", ""),
		neg("fourth-neg", "npm-audit", "lodash  <4.17.21\nSeverity: high\nCommand Injection - https://github.com/advisories/GHSA-35jh-r3h4-6jhm", ""),
		neg("fourth-neg", "placeholder-stars", "DB_PASSWORD=********\nAPI_KEY=****************", ""),
		neg("fourth-neg", "example-email-doc", "Replace user@example.com with your own address.", ""),

		// Third batch: URLs, commands' output, what a shell prints, PHP
		// and WordPress, servlet containers, more prose and personal data.
		pos("fourth-url", "reset-token", "the reset link is https://app.example.com/reset-password?token={S}&email=x", g.pick(urlSet, 43)),
		pos("fourth-url", "s3-presigned", "https://acme-uploads.s3.eu-west-1.amazonaws.com/in/a.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA"+g.pick(upperDigits, 16)+"%2F20250211%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20250211T091403Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={S}", hex(64)),
		pos("fourth-url", "google-maps-key", "<script src=\"https://maps.googleapis.com/maps/api/js?key={S}&callback=initMap\"></script>", "AI"+"za"+g.pick(urlSet, 35)),
		pos("fourth-url", "pip-git-token", "pip install git+https://oauth2:{S}@gitlab.corp.example/ml/featurestore.git@v0.3.1", "glpat-"+g.pick(urlSet, 20)),
		pos("fourth-cli", "npm-config-set", "npm config set //registry.npmjs.org/:_authToken {S}", "npm"+"_"+g.alnum(36)),
		pos("fourth-cli", "export-github-token", "export GITHUB_TOKEN={S}\ngh pr list", "gh"+"p_"+g.alnum(36)),
		pos("fourth-cli", "gh-with-token", "gh auth login --with-token <<< {S}", "gh"+"o_"+g.alnum(36)),
		pos("fourth-cli", "kubectl-from-literal", "kubectl create secret generic db-credentials --from-literal=username=app --from-literal=password={S}", pw()),
		pos("fourth-cli", "helm-set-password", "helm install mysql bitnami/mysql --set auth.rootPassword={S} --set auth.database=shop", pw()),
		pos("fourth-cli", "docker-run-env", "docker run -d --name pg -e POSTGRES_PASSWORD={S} -p 5432:5432 postgres:16", pw()),
		pos("fourth-out", "env-grep", "$ env | grep -i key\nOPENAI_API_KEY={S}\nGPG_KEY_ID=7F3A2C1D", "sk-"+"proj-"+g.pick(urlSet, 48)+"T3Blbk"+"FJ"+g.pick(urlSet, 48)),
		pos("fourth-out", "heroku-config", "$ heroku config -a shop-prod\n=== shop-prod Config Vars\nDATABASE_URL: postgres://u8f3a2c1d:{S}@ec2-34-250-1-2.eu-west-1.compute.amazonaws.com:5432/d7f1", hex(64)),
		pos("fourth-out", "secretsmanager", `{
    "ARN": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf",
    "Name": "prod/db",
    "SecretString": "{\"username\":\"app\",\"password\":\"{S}\"}"
}`, g.alnum(24)),
		pos("fourth-out", "vault-kv-get", "$ vault kv get secret/prod/db\n====== Data ======\nKey         Value\n---         -----\npassword    {S}\nusername    app", pw()),
		pos("fourth-out", "kubectl-decode", "$ kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d\n{S}", pw()),
		pos("fourth-out", "python-repl", ">>> import os\n>>> os.environ['DB_PASS']\n'{S}'", pw()),
		pos("fourth-out", "curl-verbose", "> GET /api/v1/users HTTP/2\n> Host: api.example.com\n> Authorization: Basic {S}\n> User-Agent: curl/8.5.0", b64([]byte("admin:"+pw()))),
		pos("fourth-out", "redis-traceback", "redis.exceptions.AuthenticationError: invalid username-password pair\n  url = \"redis://default:{S}@redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345\"", g.alnum(32)),
		pos("fourth-config", "compose-anchor", "x-db-env: &db-env\n  DB_USER: app\n  DB_PASS: {S}\nservices:\n  api:\n    environment: *db-env", pw()),
		pos("fourth-config", "ini-smtp", "[smtp]\nhost = smtp.office365.com\nport = 587\nuser = alerts@example.com\npass = {S}", pw()),
		pos("fourth-config", "spring-xml-bean", `<bean id="dataSource" class="com.zaxxer.hikari.HikariDataSource">
    <property name="username" value="app"/>
    <property name="password" value="{S}"/>
</bean>`, pw()),
		pos("fourth-config", "tomcat-users", `<tomcat-users>
  <user username="admin" password="{S}" roles="manager-gui,admin-gui"/>
</tomcat-users>`, pw()),
		pos("fourth-config", "wp-config-db", "define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '{S}' );", pw()),
		pos("fourth-config", "wp-config-salt", "define( 'AUTH_KEY',         '{S}' );", g.pick(base62+"!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)),
		pos("fourth-config", "firebase-config", "const firebaseConfig = {\n  apiKey: \"{S}\",\n  authDomain: \"acme-prod.firebaseapp.com\",\n  projectId: \"acme-prod\"\n};", "AI"+"za"+g.pick(urlSet, 35)),
		pos("fourth-config", "jdbc-sqlserver", "spring.datasource.url=jdbc:sqlserver://sql01:1433;databaseName=app;user=app;password={S};encrypt=true", pw()),
		pos("fourth-config", "ruby-stripe", "Stripe.api_key = '{S}'", "sk"+"_live_"+g.alnum(24)),
		pos("fourth-prose", "token-stopped", "my github token {S} stopped working after I enabled SSO, any idea?", "gh"+"p_"+g.alnum(36)),
		pos("fourth-prose", "spanish-api-key", "mi clave de API es {S}, ¿por qué devuelve 403?", tok()),
		pos("fourth-prose", "german-zugangsdaten", "Zugangsdaten für das Staging: admin / {S}", pw()),
		pos("fourth-prose", "pw-abbrev", "ssh in as root, pw {S}, then restart nginx", pw()),
		pos("fourth-prose", "ticket-password", "Hi team, the new VPN account is ready.\nUsername: jdoe\nPassword: {S}\nPlease change it after the first login.", pw()),
		pos("fourth-prose", "portuguese-token", "o token de acesso é {S}", tok()),
		pos("fourth-pii", "phone-es", "mi móvil es {S}", "+34 612 345 678"),
		pos("fourth-pii", "phone-it", "cellulare: {S}", "+39 347 123 4567"),
		pos("fourth-pii", "phone-au", "mobile {S}", "+61 412 345 678"),
		pos("fourth-pii", "email-json", `{"user": {"id": 4821, "email": "{S}", "plan": "pro"}}`, "j.okafor@outlook.com"),
		pos("fourth-pii", "address-de", "Lieferadresse: {S}, 10115 Berlin", "Hauptstraße 12"),
		pos("fourth-pii", "address-fr", "adresse : {S}, 75002 Paris", "12 rue de la Paix"),
		pos("fourth-pii", "home-ip", "my home IP is {S}, can you whitelist it?", "86.134.22.91"),

		neg("fourth-neg", "gh-auth-token-subst", "export GITHUB_TOKEN=$(gh auth token)", ""),
		neg("fourth-neg", "actions-github-token", "      - uses: actions/checkout@v4\n        with:\n          token: ${{ github.token }}", ""),
		neg("fourth-neg", "wp-getenv", "define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );", ""),
		neg("fourth-neg", "wp-placeholder", "define( 'AUTH_KEY',         'put your unique phrase here' );", ""),
		neg("fourth-neg", "content-md5", "Content-MD5: {S}", b64([]byte(g.pick(base62, 16)))),
		neg("fourth-neg", "docker-build", " => exporting layers\n => writing image sha256:{S}\n => naming to docker.io/library/shop-api", hex(64)),
		neg("fourth-neg", "tf-sensitive", "  + resource \"aws_db_instance\" \"main\" {\n      + password = (sensitive value)\n      + username = \"app\"", ""),
		neg("fourth-neg", "kubectl-get-secrets", "NAME             TYPE     DATA   AGE\ndb-credentials   Opaque   2      5d", ""),
		neg("fourth-neg", "mysql-warning", "mysql: [Warning] Using a password on the command line interface can be insecure.", ""),
		neg("fourth-neg", "git-diff-index", "diff --git a/config.py b/config.py\nindex {S} 100644", hex(7)+".."+hex(7)),
		neg("fourth-neg", "go-panic", "goroutine 1 [running]:\nmain.main()\n\t/app/main.go:12 +0x1d\nexit status 2", ""),
		neg("fourth-neg", "python-repr", "<app.models.User object at 0x7f8b2c3d4e50>", ""),
		neg("fourth-neg", "hf-tokenizer", "tokenizer = AutoTokenizer.from_pretrained(\"bert-base-uncased\")\nmax_tokens = 1024", ""),
		neg("fourth-neg", "keyerror", "KeyError: 'password'\n  File \"app/settings.py\", line 40", ""),
		neg("fourth-neg", "django-field", "password = models.CharField(max_length=128)\napi_key = models.CharField(max_length=64, unique=True)", ""),
		neg("fourth-neg", "input-placeholder", `<input name="api_key" type="text" placeholder="sk-...">`, ""),
		neg("fourth-neg", "slack-ids", "channel C024BE91L, user U024BE7LH, ts 1700000000.123456", ""),
		neg("fourth-neg", "aws-request-id", "x-amzn-RequestId: {S}", uuid()),
		neg("fourth-neg", "sentry-event-id", "Sentry event_id: {S}", hex(32)),
		neg("fourth-neg", "secret-prose", "the secret to fast builds is caching the module download step", ""),
		neg("fourth-neg", "git-describe", "$ git describe --tags\nv1.4.0-12-g{S}", hex(7)),

		// Fourth batch: servers' own files, setup tools' output, vendors'
		// newer token shapes, more code and more languages.
		pos("fourth-server", "caddy-basicauth", "example.com {\n\tbasicauth /admin/* {\n\t\tadmin {S}\n\t}\n\treverse_proxy localhost:8080\n}", "$2a$14$"+g.pick(base62+"./", 53)),
		pos("fourth-server", "haproxy-userlist", "userlist admins\n  user ops insecure-password {S}", pw()),
		pos("fourth-server", "postfix-sasl", "$ cat /etc/postfix/sasl_passwd\n[smtp.sendgrid.net]:587 apikey:{S}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		pos("fourth-server", "my-cnf", "[client]\nuser=root\npassword=\"{S}\"\nhost=127.0.0.1", pw()),
		pos("fourth-server", "grafana-ini", "[security]\nadmin_user = admin\nadmin_password = {S}", pw()),
		pos("fourth-server", "jenkins-initial", "$ docker exec jenkins cat /var/jenkins_home/secrets/initialAdminPassword\n{S}", hex(32)),
		pos("fourth-server", "minio-env", "MINIO_ROOT_USER=minioadmin2\nMINIO_ROOT_PASSWORD={S}", g.alnum(24)),
		pos("fourth-server", "airflow-conn", "export AIRFLOW_CONN_WAREHOUSE='postgresql://etl:{S}@warehouse.internal:5432/dw'", g.urlPassword()),
		pos("fourth-server", "vault-hcl", "storage \"mysql\" {\n  address  = \"db:3306\"\n  username = \"vault\"\n  password = \"{S}\"\n}", pw()),
		pos("fourth-vendor", "digitalocean", "doctl auth init --access-token {S}", "dop"+"_v1_"+hex(64)),
		pos("fourth-vendor", "cloudflare-token", "CLOUDFLARE_API_TOKEN={S} wrangler deploy", g.pick(urlSet, 40)),
		pos("fourth-vendor", "notion", "const notion = new Client({ auth: \"{S}\" })", "secret"+"_"+g.alnum(43)),
		pos("fourth-vendor", "linear", "curl -H \"Authorization: {S}\" https://api.linear.app/graphql", "lin"+"_api_"+g.alnum(40)),
		pos("fourth-vendor", "databricks", "DATABRICKS_HOST=https://adb-123.azuredatabricks.net\nDATABRICKS_TOKEN={S}", "dapi"+hex(32)),
		pos("fourth-vendor", "postman", "postman login --with-api-key {S}", "PMAK-"+hex(24)+"-"+hex(34)),
		pos("fourth-vendor", "atlassian", "jira:\n  email: ops@example.com\n  api_token: {S}", "ATATT3xFfGF0"+g.pick(urlSet, 180)+"="+hex(8)),
		pos("fourth-vendor", "supabase-service", "SUPABASE_SERVICE_ROLE_KEY={S}", g.jwt()),
		pos("fourth-vendor", "discord-bot", "client.run('{S}')", base64.RawURLEncoding.EncodeToString([]byte(g.pick("123456789", 1)+g.pick(digitSet, 17)))+"."+g.pick(urlSet, 6)+"."+g.pick(urlSet, 38)),
		pos("fourth-vendor", "heroku-api-key", "HEROKU_API_KEY={S}", uuid()),
		pos("fourth-code", "kotlin-const", "private const val API_KEY = \"{S}\"", tok()),
		pos("fourth-code", "swift-let", "let apiSecret = \"{S}\"", tok()),
		pos("fourth-code", "elixir-config", "config :my_app, MyApp.Repo,\n  username: \"postgres\",\n  password: \"{S}\",\n  hostname: \"localhost\"", pw()),
		pos("fourth-code", "hocon", "db {\n  url = \"jdbc:postgresql://pg/app\"\n  password = \"{S}\"\n}", pw()),
		pos("fourth-code", "powershell-splat", "$params = @{\n    Username = 'svc_backup'\n    Password = '{S}'\n}", pw()),
		pos("fourth-code", "lua-table", "local config = { redis_password = \"{S}\", port = 6379 }", pw()),
		pos("fourth-prose", "polish", "hasło do serwera to {S}", pw()),
		pos("fourth-prose", "turkish", "sunucu şifresi: {S}", pw()),
		pos("fourth-prose", "korean", "비밀번호는 {S} 입니다", pw()),
		pos("fourth-prose", "vietnamese", "mật khẩu wifi là {S}", pw()),
		pos("fourth-prose", "swedish", "lösenordet till databasen är {S}", pw()),
		pos("fourth-prose", "ukrainian", "пароль до бази: {S}", pw()),

		neg("fourth-neg", "caddy-hash-cmd", "caddy hash-password --plaintext \"$ADMIN_PASSWORD\"", ""),
		neg("fourth-neg", "grafana-default-doc", "The default Grafana login is admin/admin; you are asked to change it on first login.", ""),
		neg("fourth-neg", "jenkins-unlock-doc", "Copy the password from /var/jenkins_home/secrets/initialAdminPassword and paste it here.", ""),
		neg("fourth-neg", "elixir-env", "  password: System.get_env(\"DB_PASSWORD\"),", ""),
		neg("fourth-neg", "kotlin-buildconfig", "val apiKey = BuildConfig.API_KEY", ""),
		neg("fourth-neg", "swift-keychain", "let token = try keychain.get(\"access_token\")", ""),
		neg("fourth-neg", "polish-prose", "hasło jest za krótkie, musi mieć co najmniej 12 znaków", ""),
		neg("fourth-neg", "russian-prose", "неверный пароль, попробуйте ещё раз", ""),
		neg("fourth-neg", "chinese-prose", "请输入密码", ""),
		neg("fourth-neg", "japanese-prose", "パスワードを忘れた場合はこちら", ""),
		neg("fourth-neg", "em-dash-prose", "We rotate keys weekly — see the runbook “Key rotation” for details.", ""),
		neg("fourth-neg", "terraform-random", "resource \"random_password\" \"db\" {\n  length  = 24\n  special = true\n}", ""),

		// Fifth batch: values of awkward shapes, kubeconfigs, one-time
		// passwords' seeds, wallets' keys, and phones and paths as people
		// write them.
		pos("fourth-shape", "yaml-block-scalar", "smtp:\n  password: |\n    {S}\n  port: 587", pw()),
		pos("fourth-shape", "yaml-single-quoted", "db:\n  password: '{S}'", "Harbor''s"+g.pick(digitSet, 3)+"!x"),
		pos("fourth-shape", "properties-colon", "db.url: jdbc:mysql://db/app\ndb.password: {S}", pw()),
		pos("fourth-shape", "env-export-single", "export DB_PASSWORD='{S}'", pw()),
		pos("fourth-shape", "passphrase-quoted", "ssh_key_passphrase: \"{S}\"", "correct horse battery staple"),
		pos("fourth-shape", "env-hash-inside", "DB_PASSWORD={S}\nDB_HOST=db", "Tundra"+g.pick(digitSet, 3)+"#"+g.pick(lowerSet, 4)),
		pos("fourth-shape", "url-encoded-password", "DATABASE_URL=postgres://app:{S}@db.internal:5432/app", "Velvet"+g.pick(digitSet, 3)+"%26"+g.pick(lowerSet, 3)+"%40"+g.pick(lowerSet, 2)),
		pos("fourth-shape", "kubeconfig-token", "users:\n- name: ci\n  user:\n    token: {S}", g.jwt()),
		pos("fourth-shape", "kubeconfig-key-data", "users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: {S}", b64([]byte("-----BEGIN RSA PRIVATE KEY-----\n"+g.block(120)+"\n-----END RSA PRIVATE KEY-----\n"))),
		pos("fourth-shape", "docker-build-arg", "docker build --build-arg NPM_TOKEN={S} -t web .", "npm"+"_"+g.alnum(36)),
		pos("fourth-shape", "gitlab-variables", "variables:\n  POSTGRES_PASSWORD: \"{S}\"\n  POSTGRES_DB: test", pw()),
		pos("fourth-shape", "bitbucket-app-password", "git clone https://jdoe:{S}@bitbucket.org/acme/api.git", "ATBB"+g.alnum(28)+hex(8)),
		pos("fourth-shape", "otpauth", "otpauth://totp/ACME:ops?secret={S}&issuer=ACME", g.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)),
		pos("fourth-shape", "eth-private-key", "PRIVATE_KEY=0x{S}\nRPC_URL=https://mainnet.infura.io/v3/"+hex(32), hex(64)),
		pos("fourth-shape", "pgp-private", "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n{S}\n-----END PGP PRIVATE KEY BLOCK-----", g.block(192)),
		pos("fourth-shape", "putty-ppk", "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)+"\nPrivate-Lines: 1\n{S}\nPrivate-MAC: "+hex(64), "AAAAI"+g.pick(base64Chars, 39)),
		pos("fourth-shape", "hunter2-prose", "pass: {S}", "hunter"+g.pick(digitSet, 2)),
		pos("fourth-pii", "phone-us-parens", "cell (415) 732-8841, text anytime", "(415) 732-8841"),
		pos("fourth-pii", "phone-uk-national", "Mobile: {S}", "07825 311047"),
		pos("fourth-pii", "phone-de-national", "Tel. {S}", "0151 23984712"),
		pos("fourth-pii", "iban-lower-spaced", "iban: {S}", "de84 3416 7211 0684 0388 54"),
		pos("fourth-pii", "card-dashes", "Visa {S} 12/26 CVC 123", "5349-9315-2470-0510"),
		pos("fourth-pii", "email-mailto", `<a href="mailto:{S}">Contact</a>`, "p.nowak@firma-nowak.pl"),
		pos("fourth-pii", "home-path-trace", "  File \"/home/{S}/projects/etl/run.py\", line 8, in <module>", "mgarciaruiz"),
		pos("fourth-pii", "windows-dotted-user", `PS C:\Users\{S}\Documents> dir`, "anna.lindqvist"),
		pos("fourth-pii", "mac-tilde-user", "zsh: permission denied: /Users/{S}/bin/deploy.sh", "hkobayashi"),

		neg("fourth-neg", "yaml-block-template", "password: |\n  {{ .Values.db.password }}", ""),
		neg("fourth-neg", "otp-docs", "Scan the QR code with your authenticator app, or enter the setup key manually.", ""),
		neg("fourth-neg", "eth-tx-hash", "tx hash: 0x{S} (confirmed in block 19000000)", hex(64)),
		neg("fourth-neg", "eth-address", "send the test ETH to 0x{S} on Sepolia", hex(40)),
		neg("fourth-neg", "github-commit-url", "fixed in https://github.com/golang/go/commit/{S}", hex(40)),
		neg("fourth-neg", "sha1sum", "$ sha1sum release.zip\n{S}  release.zip", hex(40)),
		neg("fourth-neg", "pgp-public", "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{S}\n-----END PGP PUBLIC KEY BLOCK-----", "mQINBGX"+g.pick(base64Chars, 57)),
		neg("fourth-neg", "phone-like-ids", "order 4157328841 shipped; invoice 2025-0211-0042; ref 0151-2398", ""),
		neg("fourth-neg", "iban-docs", "An IBAN has a country code, two check digits and up to 30 letters and digits.", ""),
		neg("fourth-neg", "user-home-generic", "cp config.yml /home/ubuntu/app/ && sudo systemctl restart app", ""),
		neg("fourth-neg", "env-empty-export", "export DB_PASSWORD=\nexport API_KEY=", ""),
		neg("fourth-neg", "kubeconfig-exec", "users:\n- name: eks\n  user:\n    exec:\n      command: aws\n      args: [\"eks\", \"get-token\", \"--cluster-name\", \"prod\"]", ""),

		// Sixth batch: how people say it in a chat.
		pos("fourth-chat", "fenced-env", "here's my .env, what's wrong?\n```\nSTRIPE_SECRET_KEY={S}\nSTRIPE_WEBHOOK_SECRET=whsec_"+g.alnum(32)+"\n```", "sk"+"_test_"+g.alnum(24)),
		pos("fourth-chat", "set-to", "I set DB_PASSWORD to {S} but psql still says authentication failed", pw()),
		pos("fourth-chat", "password-i-used", "the password I used was '{S}'", pw()),
		pos("fourth-chat", "use-password-for", "use password {S} for the staging box", pw()),
		pos("fourth-chat", "changed-to", "the root password has been changed to {S}", pw()),
		pos("fourth-chat", "parenthetical", "API key (prod): {S}", tok()),
		pos("fourth-chat", "fullwidth-colon-zh", "密码：{S}", pw()),
		pos("fourth-chat", "fullwidth-colon-ja", "パスワード：{S}", pw()),
		pos("fourth-chat", "passphrase-prose", "my ssh key passphrase is '{S}'", "correct horse battery staple"),
		pos("fourth-pii", "phone-plus1-dashes", "ping me at {S} if it breaks", "+1-415-732-8841"),
		pos("fourth-pii", "phone-us-spaces", "my number is {S}", "415 732 8841"),
		pos("fourth-pii", "email-angle", "From: Jana Novak <{S}>", "jana.novak@acme-logistics.io"),
		pos("fourth-pii", "email-upper", "send it to {S} please", "J.Smith@ACME-CORP.IO"),
		pos("fourth-pii", "address-uk", "deliver to {S}, London SW1A 2AA", "27 Kensington Park Road"),

		neg("fourth-neg", "gh-status-masked", "github.com\n  ✓ Logged in to github.com account octo (keyring)\n  - Token: gho_************************************", ""),
		neg("fourth-neg", "aws-configure-list", "      Name                    Value             Type    Location\n   access_key     ****************ABCD shared-credentials-file\n   secret_key     ****************wxyz shared-credentials-file", ""),
		neg("fourth-neg", "docker-login-warning", "WARNING! Your password will be stored unencrypted in /root/.docker/config.json.\nLogin Succeeded", ""),
		neg("fourth-neg", "log-masked-dsn", "[INFO] Connected to postgres://app:***@db:5432/app", ""),
		neg("fourth-neg", "bearer-redacted", "Authorization: Bearer <redacted>", ""),
		neg("fourth-neg", "password-redacted", "password=REDACTED user=app host=db", ""),
		neg("fourth-neg", "password-question", "what's the password for the staging db? I can't find it in 1Password", ""),
		neg("fourth-neg", "token-expired-prose", "the token expired yesterday, so I rotated it and updated the secret in Vault", ""),
		neg("fourth-neg", "key-prose-es", "la clave está en el gestor de contraseñas del equipo", ""),

		// Seventh batch: more of a chat's ways.
		pos("fourth-chat2", "new-creds-dash", "new creds for the db - user: app, pass: {S}", pw()),
		pos("fourth-chat2", "login-with", "you can log in with admin and {S}", pw()),
		pos("fourth-chat2", "username-password-slash", "username/password: deploy/{S}", pw()),
		pos("fourth-chat2", "pwd-is-quoted", "pwd is \"{S}\" (without the quotes)", pw()),
		pos("fourth-chat2", "secret-equals-prose", "I think the client secret = {S}, not sure", tok()),
		pos("fourth-chat2", "key-in-backticks", "the key is `{S}`", tok()),
		pos("fourth-chat2", "bold-password", "**Password:** {S}", pw()),
		pos("fourth-chat2", "list-item", "- DB: postgres\n- user: app\n- password: {S}", pw()),
		pos("fourth-chat2", "here-is-my-token", "Here is my token: {S}", "gh"+"p_"+g.alnum(36)),
		pos("fourth-chat2", "german-key", "Der API-Schlüssel lautet {S}", tok()),
		pos("fourth-chat2", "french-key", "la clé API est {S}", tok()),
		pos("fourth-chat2", "spanish-user-pass", "usuario: admin, contraseña: {S}", pw()),
		pos("fourth-chat2", "dutch-wachtwoord", "wachtwoord: {S}", pw()),
		pos("fourth-chat2", "italian-colon", "password: {S} (quella vecchia non va)", pw()),
		pos("fourth-chat2", "portuguese-senha", "minha senha é {S}", pw()),
		pos("fourth-chat2", "tool-output-json", `{"ok": true, "access_token": "{S}", "token_type": "bearer"}`, g.alnum(40)),
		pos("fourth-chat2", "error-with-key", "Error: Invalid API key provided: {S}", "sk"+"_live_"+g.alnum(24)),
		pos("fourth-chat2", "npm-whoami-token", "npm ERR! code E401\nnpm ERR! Unable to authenticate, your authentication token seems to be invalid.\nnpm ERR! //registry.npmjs.org/:_authToken={S}", uuid()),

		neg("fourth-neg", "chat-placeholder", "replace YOUR_API_KEY with the key from the dashboard and rerun", ""),
		neg("fourth-neg", "chat-rotate", "I rotated the password after pasting it here, so no worries", ""),
		neg("fourth-neg", "chat-which-key", "which key should I use, the publishable or the secret one?", ""),
		neg("fourth-neg", "chat-password-length", "the password is 16 characters long and has two symbols", ""),
		neg("fourth-neg", "chat-token-where", "the token is in ~/.config/gh/hosts.yml", ""),
		neg("fourth-neg", "chat-german", "Das Passwort steht im Tresor unter 'Staging DB'.", ""),
		neg("fourth-neg", "chat-french", "le mot de passe est dans le coffre de l'équipe", ""),
	}
}
