package scrub

import "encoding/base64"

// probeCases are the paste suite's cases written as a second author would,
// from what lands in a chat beyond the first suite: password words in
// Polish, Czech, Swedish, Norwegian, Danish, Finnish, Hungarian, Turkish
// and Indonesian, the copulas lautet, är and er, English's of more words
// (is now, will be, has been changed to, reset to), a spaced em dash and
// Spanish clave; markdown's bold labels and backticked table cells; prompts
// with a bracketed default (aws configure); a login call's or a setter's
// user and password (JDBC's getConnection too); SQL's SET PASSWORD FOR;
// Oracle's user/password@db; a Terraform variable's default; "for staging:"
// phrases; Redis's requirepass and ACL SETUSER >password; 7z's -p,
// ssh-keygen's -N, net user, echo -n and secret stores fed by a pipe or a
// here-string; Windows' /p:
// flags; CSV exports of a password manager; Wi-Fi's psk; Mattermost's
// webhooks; tokens wrapped at a line's end (a terminal's wrap, a JWT cut
// before its signature, a YAML scalar on the lines after its key); and the
// config files, command lines, source, logs and API responses they sit
// among (compose lists, Kubernetes stringData, Helm values, tfvars,
// Ansible, Actions, registries' credentials, cloud CLIs, DSNs, signed URLs,
// private keys, getters that return a literal). The negatives are those contexts with placeholders,
// references and code, and the near misses of the new grammar: a login call
// of variables, a mode given to a setter, a lower-case word after a Polish
// copula, a name=value after a credential word in a log, an element-shaped
// placeholder before a host, Oracle's "/ as sysdba", prose that connects
// things.
func probeCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := func() string { return g.alnum(32) }
	hex := func(n int) string { return g.pick(hexSet, n) }
	b64 := base64.StdEncoding.EncodeToString
	jwt := g.jwt()
	return []pasteCase{
		// Password words beyond ASCII, and copulas.
		pos("probe-i18n", "de-lautet", "das Passwort lautet {S}", pw()),
		pos("probe-i18n", "sv-ar", "lösenordet är {S}", pw()),
		pos("probe-i18n", "pl-colon", "hasło: {S}", pw()),
		pos("probe-i18n", "tr-colon", "şifre: {S}", pw()),
		pos("probe-i18n", "em-dash", "the staging token — {S}", tok()),

		pos("probe-i18n", "cs-heslo", "heslo: {S}", pw()),
		pos("probe-i18n", "fi-colon", "salasana: {S}", pw()),
		pos("probe-i18n", "no-er", "passordet er {S}", pw()),
		pos("probe-i18n", "da-colon", "adgangskode: {S}", pw()),
		pos("probe-i18n", "hu-colon", "jelszó: {S}", pw()),
		pos("probe-i18n", "id-kata-sandi", "kata sandi: {S}", pw()),

		pos("probe-i18n", "de-lautet-colon", "Das Passwort lautet: {S}", pw()),

		// Labels written every which way.
		pos("probe-label", "space-before-colon", "PASSWORD : {S}", pw()),
		pos("probe-label", "no-space-colon", "Password:{S}", pw()),
		pos("probe-label", "arrow", "Password -> {S}", pw()),
		pos("probe-label", "go-raw-string", "token := `{S}`", g.alnum(40)),
		pos("probe-label", "spaced-name", "Api Key: {S}", tok()),
		pos("probe-label", "tab-separated", "password\t{S}", pw()),
		pos("probe-label", "use-password", "Use password {S}", pw()),
		pos("probe-label", "with-password", "connect with password {S} and user admin", pw()),
		pos("probe-label", "changed-to", "I changed the root password to {S} this morning", pw()),
		pos("probe-label", "api-key-below", "API key below\n{S}", g.alnum(40)),
		pos("probe-label", "app-password-groups", "Gmail app password: {S} (for the smtp relay)", g.pick(lowerSet, 4)+" "+g.pick(lowerSet, 4)+" "+g.pick(lowerSet, 4)+" "+g.pick(lowerSet, 4)),
		pos("probe-label", "is-now", "fyi the vpn password is now {S}", pw()),
		pos("probe-label", "will-be", "the new root password will be {S} after the reboot", pw()),
		pos("probe-label", "has-been-changed-to", "the admin password has been changed to '{S}'", pw()),
		pos("probe-label", "reset-to", "db password reset to {S} for now", pw()),

		// Markdown.
		pos("probe-md", "bold-label", "**Password**: {S}", pw()),
		pos("probe-md", "bold-label-colon-inside", "- **Username:** admin\n- **Password:** {S}", pw()),
		pos("probe-md", "table-backticks", "| Variable | Example |\n|---|---|\n| `DB_PASSWORD` | `{S}` |", pw()),
		pos("probe-md", "table-key-value", "| Name | Value |\n|------|-------|\n| API_KEY | {S} |\n| REGION | eu-west-1 |", tok()),
		pos("probe-md", "fence-env", "```env\nDATABASE_URL=postgres://app:{S}@db:5432/app\n```", g.urlPassword()),
		pos("probe-md", "inline-code-assign", "set `STRIPE_SECRET_KEY={S}` in your shell", "sk_test_"+g.alnum(24)),

		// Prompts, calls and SQL.
		pos("probe-call", "aws-configure-prompt", "$ aws configure\nAWS Access Key ID [None]: AKIA"+g.pick(upperSet+digitSet, 16)+"\nAWS Secret Access Key [None]: {S}\nDefault region name [None]: eu-central-1", g.pick(base64Chars, 40)),
		pos("probe-call", "go-basic-auth", `req.SetBasicAuth("admin", "{S}")`, pw()),
		pos("probe-call", "smtp-login", `server.login("alerts@example.com", "{S}")`, g.pick(lowerSet, 16)),
		pos("probe-call", "ftp-login", `ftp.login("uploader", "{S}")`, pw()),
		pos("probe-call", "sql-set-password", "SET PASSWORD FOR 'app'@'localhost' = '{S}';", pw()),
		pos("probe-call", "pg-alter-role", "ALTER ROLE app WITH LOGIN PASSWORD '{S}';", pw()),
		pos("probe-call", "login-as-with", "log in as root with {S} and check /var/log", pw()),
		pos("probe-call", "redis-requirepass", "    command: redis-server --requirepass {S}", tok()),
		pos("probe-call", "java-props-put", `props.put("password", "{S}");`, pw()),
		pos("probe-call", "csharp-network-credential", `new NetworkCredential("svc-build", "{S}")`, pw()),

		pos("probe-call", "jdbc-get-connection", `Connection c = DriverManager.getConnection("jdbc:postgresql://db/app", "app", "{S}");`, pw()),
		pos("probe-call", "sqlplus-logon", "sqlplus -s scott/{S}@orcl @report.sql", pw()),
		pos("probe-call", "sqlplus-connect", "SQL> CONNECT system/{S}@//db01:1521/ORCL", pw()),
		pos("probe-call", "tf-variable-default", "variable \"db_password\" {\n  type    = string\n  default = \"{S}\"\n}", pw()),
		pos("probe-call", "creds-for-colon", "creds for staging: admin:{S}", pw()),
		pos("probe-call", "password-for-colon", "the password for the staging box: {S}", pw()),
		pos("probe-i18n", "es-clave", "la clave del wifi es {S}", pw()),
		pos("probe-url", "mattermost-webhook", "MATTERMOST_WEBHOOK=https://mm.example.com/hooks/{S}", g.pick(lowerSet+digitSet, 26)),

		pos("probe-call", "xfreerdp", "xfreerdp /u:Administrator /p:{S} /v:rdp.internal", pw()),
		pos("probe-call", "schtasks", `schtasks /create /tn Backup /tr backup.bat /sc daily /ru CORP\svc /rp {S}`, pw()),
		pos("probe-call", "mosquitto", "mosquitto_pub -h broker -u sensor -P {S} -t home/temp -m 21", pw()),
		pos("probe-call", "openssl-enc-k", "openssl enc -aes-256-cbc -salt -in db.sql -out db.sql.enc -k {S}", pw()),
		pos("probe-call", "redis-acl", "ACL SETUSER app on >{S} ~* +@all", pw()),
		pos("probe-call", "csv-export", "name,url,username,password\nGitHub,https://github.com,acme,{S}", pw()),
		pos("probe-call", "wpa-psk", "network={\n    ssid=\"HomeNet\"\n    psk=\"{S}\"\n}", pw()),
		pos("probe-call", "mount-cifs", "sudo mount -t cifs //nas/share /mnt/share -o username=backup,password={S},vers=3.0", pw()),
		pos("probe-call", "mongo-create-user", `db.createUser({user: "app", pwd: "{S}", roles: ["readWrite"]})`, pw()),
		pos("probe-call", "tsql-alter-login", "ALTER LOGIN sa WITH PASSWORD = '{S}';", pw()),
		pos("probe-call", "nmcli", "nmcli dev wifi connect HomeNet password {S}", pw()),
		pos("probe-call", "numbered-list", "1. ssh into bastion\n2. sudo password: {S}\n3. restart nginx", pw()),
		pos("probe-call", "password-manager-entry", "Name: AWS root\nUsername: root\nPassword: {S}\nURI: https://console.aws.amazon.com", pw()),

		// Wrapped lines.
		pos("probe-wrap", "terminal-wrap", "export API_KEY={S}", g.alnum(30)+"\n"+g.alnum(30)),
		pos("probe-wrap", "jwt-in-payload", "Authorization: Bearer {S}", jwt[:50]+"\n"+jwt[50:]),
		pos("probe-wrap", "jwt-in-header", "token: {S}", jwt[:20]+"\n  "+jwt[20:]),
		pos("probe-wrap", "yaml-scalar-next-lines", "client_secret:\n  {S}", g.pick(base64Chars, 40)+"\n  "+g.pick(base64Chars, 24)),

		// Configuration among other lines.
		pos("probe-config", "env-comment-export", "# staging creds, do not commit\nexport DATABASE_PASSWORD={S}  # rotated in March", pw()),
		pos("probe-config", "compose-list", "services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_USER=app\n      - POSTGRES_PASSWORD={S}\n", pw()),
		pos("probe-config", "k8s-stringdata", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-secrets\ntype: Opaque\nstringData:\n  DB_PASSWORD: {S}\n", pw()),
		pos("probe-config", "k8s-data-upper", "kind: Secret\ndata:\n  POSTGRES_PASSWORD: {S}", b64([]byte(pw()))),
		pos("probe-config", "helm-admin", "grafana:\n  adminPassword: {S}", pw()),
		pos("probe-config", "tf-provider", "provider \"aws\" {\n  region     = \"us-east-1\"\n  secret_key = \"{S}\"\n}", g.pick(base64Chars, 40)),
		pos("probe-config", "ansible-inventory", "[web]\n10.0.1.5 ansible_user=deploy ansible_password={S}", pw()),
		pos("probe-config", "actions-with", "      - uses: docker/login-action@v3\n        with:\n          username: acmebot\n          password: {S}", "dckr_pat_"+g.pick(urlSet, 27)),
		pos("probe-config", "npmrc-scoped", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={S}", "ghp_"+g.alnum(36)),
		pos("probe-config", "maven-server", "<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>{S}</password>\n</server>", pw()),
		pos("probe-config", "gradle-properties", "org.gradle.jvmargs=-Xmx2g\nossrhUsername=acme\nossrhPassword={S}", pw()),
		pos("probe-config", "wireguard", "[Interface]\nPrivateKey = {S}\nAddress = 10.8.0.2/24", g.pick(base64Chars, 43)+"="),

		// Command lines, URLs and tool output.
		pos("probe-cli", "psql-conninfo", `psql "host=pg.internal port=5432 dbname=app user=app password={S} sslmode=require"`, pw()),
		pos("probe-cli", "sqlcmd", "sqlcmd -S localhost -U sa -P '{S}' -Q 'SELECT 1'", pw()),
		pos("probe-cli", "wget-http-password", "wget --http-user=bot --http-password='{S}' https://repo.example.com/a.deb", pw()),
		pos("probe-cli", "redis-auth", "127.0.0.1:6379> AUTH {S}\nOK", tok()),
		pos("probe-cli", "vault-token-table", "Key                  Value\n---                  -----\ntoken                {S}\ntoken_duration       768h", "hvs."+g.pick(urlSet, 90)),
		pos("probe-cli", "stripe-listen", "> Ready! Your webhook signing secret is {S} (^C to quit)", "whsec_"+g.alnum(32)),
		pos("probe-cli", "gcloud-print", "$ gcloud auth print-access-token\n{S}", "ya29.a0"+g.pick(urlSet, 150)),
		pos("probe-cli", "az-token-json", "{\n  \"accessToken\": \"{S}\",\n  \"tokenType\": \"Bearer\"\n}", g.jwt()),
		pos("probe-cli", "sas-token", "https://acct.blob.core.windows.net/b/db.bak?sv=2022-11-02&sp=rl&se=2026-12-31T00:00:00Z&sig={S}", g.alnum(40)+"%3D"),
		pos("probe-cli", "telegram-bot-url", "https://api.telegram.org/bot{S}/sendMessage?chat_id=-100123", g.pick(digitSet, 10)+":AA"+g.pick(urlSet, 33)),

		// Source, logs and responses.
		pos("probe-source", "py-smtp-dict", "DATABASES = {'default': {'USER': 'app', 'PASSWORD': '{S}', 'HOST': 'db'}}", pw()),
		pos("probe-source", "php-define-key", "define('AUTH_KEY', '{S}');", g.pick(base62+"!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)),
		pos("probe-source", "powershell-credential", `$cred = New-Object PSCredential("admin", (ConvertTo-SecureString "{S}" -AsPlainText -Force))`, pw()),
		pos("probe-log", "docker-inspect-env", "\"Env\": [\n    \"PATH=/usr/local/bin\",\n    \"POSTGRES_PASSWORD={S}\"\n]", pw()),
		pos("probe-log", "openai-error", "openai.AuthenticationError: Error code: 401 - Incorrect API key provided: {S}.", "sk-proj-"+g.pick(urlSet, 48)),
		pos("probe-log", "git-auth-failed", "fatal: Authentication failed for 'https://bot:{S}@github.com/acme/app.git/'", "ghp_"+g.alnum(36)),
		pos("probe-api", "oauth-response", `{"access_token":"{S}","token_type":"Bearer","expires_in":3599}`, g.alnum(64)),
		pos("probe-api", "client-secret-response", `{"client_id":"`+g.alnum(20)+`","client_secret":"{S}"}`, g.pick(urlSet, 48)),
		pos("probe-key", "pkcs8", "-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----", g.block(640)),
		pos("probe-key", "age", "# public key: age1"+g.pick(lowerSet+digitSet, 58)+"\n{S}", "AGE-SECRET-KEY-1"+g.pick(upperSet+digitSet, 58)),
		pos("probe-prose", "trailing-period", "ok, the db password is {S}.", "hunter2"),
		pos("probe-prose", "backticks", "I rotated it, the new key is `{S}`", hex(40)),
		pos("probe-prose", "paren", "I already set the key (it's {S}) but still get 401", tok()),

		pos("probe-source", "psycopg2-kw", `conn = psycopg2.connect(host="db", user="app", password="{S}", dbname="app")`, pw()),
		pos("probe-source", "flask-config", "app.config['SECRET_KEY'] = '{S}'", g.alnum(40)),
		pos("probe-source", "express-session", "app.use(session({ secret: '{S}', resave: false }))", tok()),
		pos("probe-source", "java-getter", "    public static String getApiKey() {\n        return \"{S}\";\n    }", g.alnum(24)),
		pos("probe-source", "python-getter", "    def get_token(self) -> str:\n        return '{S}'", g.alnum(24)),
		pos("probe-cli", "kubectl-docker-registry", "kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=bot --docker-password={S}", "ghp_"+g.alnum(36)),
		pos("probe-cli", "git-insteadof", `git config --global url."https://oauth2:{S}@gitlab.com/".insteadOf "https://gitlab.com/"`, "glpat-"+g.pick(urlSet, 20)),
		pos("probe-cli", "plink", "plink -ssh deploy@10.0.0.8 -pw {S} uptime", pw()),
		pos("probe-cli", "echo-n-sudo", "echo -n '{S}' | sudo -S systemctl restart nginx", pw()),
		pos("probe-cli", "gh-secret-set", "echo '{S}' | gh secret set DB_PASSWORD --repo acme/web", pw()),
		pos("probe-cli", "docker-secret", "docker secret create pg_password - <<< '{S}'", pw()),
		pos("probe-cli", "net-user", "net user svc_backup {S} /add /y", g.alnum(10)+"!"),
		pos("probe-cli", "7z-password", "7z a -mhe=on -p{S} backup.7z ./data", pw()),
		pos("probe-cli", "ssh-keygen-passphrase", "ssh-keygen -t ed25519 -C deploy -N '{S}' -f ~/.ssh/deploy", pw()),
		pos("probe-log", "unauthorized-token", "401 Unauthorized: token {S} is invalid", "ghp_"+g.alnum(36)),

		// Near misses of the new grammar, and placeholders in these contexts.
		neg("probe-near", "login-call-vars", "server.login(username, password)", ""),
		neg("probe-near", "login-call-user-var", `client.login("admin", password)`, ""),
		neg("probe-near", "login-call-placeholder", `ftp.login("user", "<password>")`, ""),
		neg("probe-near", "login-call-provider", `auth.login("google")`, ""),
		neg("probe-near", "setter-mode", `client.setAuth("basic", "header")`, ""),
		neg("probe-near", "setter-vars", "req.SetBasicAuth(cfg.User, cfg.Password)", ""),
		neg("probe-near", "login-as-sso", "log in as admin with SSO and open the billing page", ""),
		neg("probe-near", "login-as-sudo", "log in as root with sudo -i first", ""),
		neg("probe-near", "bold-required", "- **Password:** required, at least 12 characters", ""),
		neg("probe-near", "bold-vault", "**Password**: stored in the team vault", ""),
		neg("probe-near", "table-backtick-type", "| `API_TOKEN` | `string` | the token for the API |", ""),
		neg("probe-near", "prompt-defaults", "AWS Access Key ID [None]:\nDefault output format [json]: yaml", ""),
		neg("probe-near", "prompt-masked", "AWS Secret Access Key [****************abcd]:", ""),
		neg("probe-near", "requirepass-ref", `redis-server --requirepass "$REDIS_PASSWORD"`, ""),
		neg("probe-near", "set-password-var", "SET PASSWORD FOR 'app'@'localhost' = @new_password;", ""),
		neg("probe-near", "xml-placeholders-url", "mongodb+srv://<username>:<password>@cluster0.example.net/", ""),
		neg("probe-near", "log-next-assignment", "WARN auth failed reason=invalid_password attempts=3", ""),
		neg("probe-near", "wrap-next-command", "export API_KEY=$(cat ~/.config/acme/key)\nnpm run build", ""),
		neg("probe-near", "wrap-next-word", "token: handleRequestTimeoutSettings\ninitialized", ""),
		neg("probe-near", "yaml-next-key", "auth:\n  tokenSecretRef: acme-operator-token\n  tokenSecretKey: token", ""),
		neg("probe-near", "yaml-next-mapping", "password:\n  required: true\n  minLength: 12", ""),
		neg("probe-near", "jwt-header-prose", "eyJhbGciOiJIUzI1NiJ9 is the header\nof every token we issue", ""),
		neg("probe-near", "pl-required", "hasło jest wymagane", ""),
		neg("probe-near", "sv-wrong", "lösenordet är fel", ""),
		neg("probe-near", "de-lautet-prose", "das Passwort lautet wie der Benutzername", ""),
		neg("probe-near", "sqlplus-sysdba", "sqlplus / as sysdba", ""),
		neg("probe-near", "connect-prose", "connect the frontend/backend services through the gateway", ""),
		neg("probe-near", "sqlplus-refs", "sqlplus -s $DB_USER/$DB_PASS@orcl", ""),
		neg("probe-near", "get-connection-var", `DriverManager.getConnection(url, "app", password);`, ""),
		neg("probe-near", "tf-sensitive", "variable \"db_password\" {\n  type      = string\n  sensitive = true\n}", ""),
		neg("probe-near", "tf-default-empty", "variable \"db_password\" {\n  default = \"\"\n}", ""),
		neg("probe-near", "for-colon-policy", "the token for prod: rotated monthly by the platform team", ""),
		neg("probe-near", "es-clave-policy", "La clave debe tener al menos 8 caracteres.", ""),
		neg("probe-near", "pg-auth-failed", `psycopg2.OperationalError: FATAL:  password authentication failed for user "app"`, ""),
		neg("probe-near", "mattermost-setup", "https://mm.example.com/hooks/incoming-webhook-setup", ""),
		neg("probe-near", "csv-header", "name,url,username,password,totp,notes", ""),
		neg("probe-near", "mount-credentials-file", "sudo mount -t cifs //nas/share /mnt/share -o credentials=/root/.smbcred,vers=3.0", ""),
		neg("probe-near", "cs-prose", "heslo musí mít alespoň 8 znaků", ""),
		neg("probe-near", "fi-prose", "salasana on liian lyhyt", ""),
		neg("probe-near", "hu-prose", "a jelszó túl rövid", ""),
		neg("probe-near", "password-on-file", "the password on file is stale", ""),
		neg("probe-near", "getter-env", "function getApiKey() { return process.env.API_KEY; }", ""),
		neg("probe-near", "getter-field", "    def get_token(self):\n        return self._token", ""),
		neg("probe-near", "getter-type-name", `func getTokenType() string { return "bearer" }`, ""),
		neg("probe-near", "groups-prose", "password: this will work fine", ""),
		neg("probe-near", "will-be-prose", "the token will be refreshed before it expires", ""),
		neg("probe-near", "is-now-path", "the token is now stored in ~/.config/gh/hosts.yml", ""),
		neg("probe-near", "set-to-expire", "password set to expire in 30 days", ""),
		neg("probe-near", "ssh-keygen-empty", "ssh-keygen -t ed25519 -N '' -f ~/.ssh/id_ed25519", ""),
		neg("probe-near", "7z-asks", "7z x -p backup.7z", ""),
		neg("probe-near", "echo-n-count", "echo -n hello | wc -c", ""),
		neg("probe-near", "gh-secret-var", `echo "$NPM_TOKEN" | gh secret set NPM_TOKEN`, ""),
		neg("probe-near", "net-user-prompt", "net user svc_backup * /add", ""),
		neg("probe-near", "net-user-prose", "the net user command lists local accounts", ""),
		neg("probe-near", "password-on-host", "reset the password on srv-db01 tomorrow", ""),
		neg("probe-near", "redis-acl-nopass", "ACL SETUSER app on nopass ~* +@all", ""),
		neg("probe-near", "xfreerdp-no-password", "xfreerdp /u:Administrator /cert:ignore +clipboard", ""),
		neg("probe-near", "password-manager-hidden", "Name: AWS root\nUsername: root\nPassword: ••••••••", ""),
		neg("probe-near", "passwd-file", "passwd /etc/passwd", ""),
		neg("probe-near", "passwd-user", "passwd deploy", ""),
		neg("probe-near", "field-blank", "Password: ________", ""),
		neg("probe-near", "use-password-auth", "Use password authentication only for local accounts", ""),
		neg("probe-near", "tab-schema", "password\tstring\trequired", ""),
		neg("probe-near", "bearer-doc", "Bearer: the token type used by OAuth 2.0", ""),
		neg("probe-near", "upper-required", "password: REQUIRED", ""),
		neg("probe-placeholder", "compose-file", "    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password", ""),
		neg("probe-placeholder", "helm-quote", "stringData:\n  password: {{ .Values.db.password | quote }}", ""),
		neg("probe-placeholder", "tf-var", "resource \"aws_db_instance\" \"main\" {\n  password = var.db_password\n}", ""),
		neg("probe-placeholder", "ansible-vault", `mysql_root_password: "{{ vault_mysql_root_password }}"`, ""),
		neg("probe-placeholder", "actions-secrets", "        with:\n          password: ${{ secrets.DOCKERHUB_TOKEN }}", ""),
		neg("probe-placeholder", "npmrc-env", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}", ""),
		neg("probe-placeholder", "maven-env", "<password>${env.NEXUS_PASSWORD}</password>", ""),
		neg("probe-placeholder", "env-example-empty", "# .env.example\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=\nJWT_SECRET=", ""),
		neg("probe-placeholder", "webhook-xxx", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ", ""),
		neg("probe-placeholder", "fence-xs", "```bash\nexport GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n```", ""),
		neg("probe-code", "compare", "if password == confirm:\n    save(user)", ""),
		neg("probe-code", "zod", "const schema = z.object({ email: z.string().email(), password: z.string().min(8) });", ""),
		neg("probe-code", "go-flag", `token := flag.String("token", "", "API token (or set $TOKEN)")`, ""),
		neg("probe-code", "props-get", `String pw = props.getProperty("db.password");`, ""),
		neg("probe-code", "csharp-config", `var key = Configuration["Stripe:SecretKey"];`, ""),
		neg("probe-code", "password-stdin", `echo "$REGISTRY_PASSWORD" | docker login registry.example.com -u ci --password-stdin`, ""),
		neg("probe-ids", "integrity", `"integrity": "sha512-v2kDEe57lecTulaDIuNTPy3Ry4gLGJ6Z1O3vE1krgXZNrsQ+LFTGHVxVjcXPs17LhbZVGedAJv8XZ1tvj5FvSg=="`, ""),
		neg("probe-ids", "go-sum", "github.com/spf13/pflag v1.0.5 h1:iy+VFUOCP1a+8yFto/drg2CJ5u0yRoB7fZw3DKv/JXA=", ""),
		neg("probe-ids", "pip-hash", "requests==2.31.0 \\\n    --hash=sha256:58cd2187c01e70e6e26505bca751777aa9f2ee0b7f4300988b709f44e013003f", ""),
		neg("probe-ids", "css", ".btn { color: #1a2b3c; background: #ffcc00; border-color: #d0d7de; }", ""),
		neg("probe-ids", "trace", "trace_id=4bf92f3577b34da6a3ce929d0e0e4736 span_id=00f067aa0ba902b7", ""),
		neg("probe-docs", "rotate", "Rotate your API key monthly and store it in a secret manager.", ""),
		neg("probe-docs", "reset-token", "The password reset token is emailed to the user and expires after 30 minutes.", ""),
		neg("probe-docs", "key-is-to", "the key is to cache the result per region", ""),
		neg("probe-docs", "password-wrong", "the password is wrong, I'll reset it tomorrow", ""),
		neg("probe-docs", "masked-log", "2026-12-01 INFO connecting to postgres://app:***@db:5432/app", ""),
	}
}
