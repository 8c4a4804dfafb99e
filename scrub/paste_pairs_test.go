package scrub

// pairCases are the paste suite's cases of a credential that a pair
// gives: a key attribute naming a value attribute (.NET appSettings,
// Java XML properties, Kubernetes and ECS environment lists, Terraform
// set blocks, CloudFormation parameters), a connection string nested in
// another value, a bare value assigned in a language, prose naming a
// user and a password, and records giving a password by its place (a
// .pgpass line, a markdown table's column, net use), with their near
// misses.
func pairCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := func() string { return g.alnum(32) }
	symbolic := func() string { return g.written("#$@") }
	return []pasteCase{
		// A key attribute names the value attribute.
		pos("pair", "appsettings-add", `<add key="FromEmailPassword" value="{S}"/>`, pw()),
		pos("pair", "appsettings-add-spaced", `<add key = "Smtp.Password"  value = "{S}" />`, pw()),
		pos("pair", "settings-setting", `<setting name="ApiToken" value="{S}"/>`, tok()),
		pos("pair", "settings-setting-value", "<setting name=\"ApiToken\" serializeAs=\"String\">\n  <value>{S}</value>\n</setting>", tok()),
		pos("pair", "java-xml-properties", `<entry key="db.password">{S}</entry>`, pw()),
		pos("pair", "spring-property", `<property name="hibernate.connection.password" value="{S}"/>`, pw()),
		pos("pair", "hibernate-property", `<property name="connection.password">{S}</property>`, pw()),
		pos("pair", "maven-server", "<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>{S}</password>\n</server>", pw()),
		pos("pair", "json-name-value-spaced", `{"name": "DB_PASSWORD", "value": "{S}"}`, pw()),
		pos("pair", "ecs-environment", "\"environment\": [\n  {\n    \"name\": \"DB_PASSWORD\",\n    \"value\": \"{S}\"\n  }\n]", pw()),
		pos("pair", "postman-env", `{"key": "api_token", "value": "{S}", "enabled": true}`, tok()),
		pos("pair", "k8s-env-quoted", "env:\n- name: DB_PASSWORD\n  value: \"{S}\"", pw()),
		pos("pair", "k8s-env-first-value", "- value: {S}\n  name: API_TOKEN", tok()),
		pos("pair", "terraform-set", "set {\n  name  = \"auth.postgresPassword\"\n  value = \"{S}\"\n}", pw()),
		pos("pair", "cfn-parameter", "aws cloudformation deploy --parameter-overrides ParameterKey=DbPassword,ParameterValue={S}", pw()),
		pos("pair", "cfn-parameter-json", `[{"ParameterKey": "DBPassword", "ParameterValue": "{S}"}]`, pw()),

		// A connection string nested in another value.
		pos("pair", "connstring-attr", `<add name="Default" connectionString="Server=db01;Database=shop;User ID=shop;Password={S};Trusted_Connection=False" providerName="System.Data.SqlClient"/>`, symbolic()),
		pos("pair", "connstring-attr-last", `<add name="Default" connectionString="Data Source=db01;Initial Catalog=shop;User ID=shop;Password={S}"/>`, symbolic()),
		pos("pair", "connstring-json", `"ConnectionStrings": {"Default": "Server=db;Database=app;User Id=sa;Password={S};"}`, symbolic()),
		pos("pair", "connstring-json-pwd", `"DefaultConnection": "Host=db;Port=5432;Database=app;Username=app;Pwd={S}"`, symbolic()),
		pos("pair", "connstring-cli", `dotnet ef database update --connection "Server=db;Database=app;User Id=sa;Password={S}"`, symbolic()),
		pos("pair", "connstring-env", `export ConnectionStrings__Default="Server=db;User Id=sa;Password={S};"`, symbolic()),
		pos("pair", "connstring-odbc", `"Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=sa;Pwd={S};"`, symbolic()),

		// A bare value assigned in a language.
		pos("pair", "php-bare", `$user = "app"; $password = {S};`, "goodspec"),
		pos("pair", "shell-bare", "PASSWORD={S}", "sunflower"),
		pos("pair", "python-quoted-word", "password = '{S}'", "sunflower"),
		pos("pair", "ini-bare-word", "[db]\npassword = {S}", "sunflower"),

		// Prose naming a user and a password.
		pos("pair", "prose-for-user-quoted", "the password for user 'postgres' is '{S}'", pw()),
		pos("pair", "prose-for-the-user-dq", `The default password for the user "app-user" is "{S}".`, "kestrel"),
		pos("pair", "prose-login-pass", "login: admin / pass: {S}", pw()),
		pos("pair", "prose-user-with-password", "use user deploy with password {S} for the staging db", pw()),
		pos("pair", "prose-as-with-password", "log in as admin with password {S}", pw()),
		pos("pair", "prose-username-and-password", "the username is admin and the password is {S}", pw()),
		pos("pair", "prose-de", "das Passwort für den Benutzer 'admin' ist '{S}'", pw()),
		pos("pair", "prose-fr", "le mot de passe de l'utilisateur 'admin' est '{S}'", pw()),
		pos("pair", "prose-es", "la contraseña del usuario 'admin' es '{S}'", pw()),
		pos("pair", "prose-pt", "a senha do usuário 'admin' é '{S}'", pw()),
		pos("pair", "prose-it", "la password dell'utente 'admin' è '{S}'", pw()),
		pos("pair", "prose-nl", "het wachtwoord voor gebruiker 'admin' is '{S}'", pw()),

		// A login phrase, or a heading naming credentials, over a user and a password.
		pos("pair", "log-in-with-colon", "log in with admin:{S}", pw()),
		pos("pair", "login-as-root-slash", "login as root / {S}", pw()),
		pos("pair", "sign-in-email-slash", "sign in with ops@example.com / {S}", pw()),
		pos("pair", "log-in-as-prose", "you can log in as deploy / {S} on the staging box", pw()),
		pos("pair", "sign-in-as-colon", "Sign in as ops:{S} to see the dashboard", pw()),
		pos("pair", "log-on-with", "log on with svc_backup / {S}", pw()),
		pos("pair", "creds-heading", "Credentials:\nadmin / {S}", pw()),
		pos("pair", "creds-heading-bullet", "Credentials:\n  - deploy / {S}", pw()),
		pos("pair", "default-login-heading", "Default login\nadmin / {S}", pw()),
		pos("pair", "default-login-colon-crlf", "default login:\r\nroot / {S}\r\n", pw()),
		pos("pair", "login-de", "Anmelden mit admin / {S}", pw()),
		pos("pair", "login-de-einloggen", "einloggen mit admin:{S}", pw()),
		pos("pair", "creds-heading-de", "Zugangsdaten:\nadmin / {S}", pw()),
		pos("pair", "login-fr", "connectez-vous avec admin / {S}", pw()),
		pos("pair", "creds-heading-fr", "Identifiants :\nadmin / {S}", pw()),
		pos("pair", "login-es", "inicia sesión con admin / {S}", pw()),
		pos("pair", "creds-heading-es", "Credenciales:\nadmin / {S}", pw()),
		pos("pair", "login-pt", "faça login com admin / {S}", pw()),
		pos("pair", "creds-heading-pt", "Credenciais:\nadmin / {S}", pw()),
		pos("pair", "login-it", "accedi con admin / {S}", pw()),
		pos("pair", "creds-heading-it", "Credenziali:\nadmin / {S}", pw()),
		pos("pair", "login-nl", "log in met admin / {S}", pw()),
		pos("pair", "creds-heading-nl", "Inloggegevens:\nadmin / {S}", pw()),

		// Records giving a password by its place.
		pos("pair", "pgpass-wildcard", "*:*:*:replicator:{S}", pw()),
		pos("pair", "pgpass-echo", `echo "db.internal:5432:app:app:{S}" >> ~/.pgpass`, pw()),
		pos("pair", "table-three-columns", "| host | user | password |\n| --- | --- | --- |\n| db01 | app | {S} |", pw()),
		pos("pair", "table-token", "| service | token |\n|:--|:--|\n| ci | {S} |", tok()),
		pos("pair", "table-second-row", "| user | password |\n|---|---|\n| admin | "+pw()+" |\n| deploy | {S} |", pw()),
		pos("pair", "table-after-vault-row", "| host | user | password |\n| --- | --- | --- |\n| db01 | app | (in the vault) |\n| db02 | ro | n/a |\n| db03 | ops | {S} |", pw()),
		pos("pair", "table-last-row-crlf", "| env | api token |\r\n|---|---|\r\n| dev | "+tok()+" |\r\n| prod | {S} |\r\n", tok()),
		pos("pair", "net-use-before-user", `net use Z: \\fs\share {S} /user:CORP\alice /persistent:no`, pw()),

		// Name and value flags of a secret store's command line.
		pos("pair", "ssm-put-parameter", "aws ssm put-parameter --name /app/prod/db_password --value '{S}' --type SecureString", pw()),
		pos("pair", "keyvault-secret-set", "az keyvault secret set --vault-name kv --name DbPassword --value '{S}'", pw()),
		pos("pair", "gh-secret-set", "gh secret set DB_PASSWORD --body '{S}'", pw()),

		// Prose: what a password is for, and logins.
		pos("pair", "prose-password-to", "the password to the admin account is {S}", pw()),
		pos("pair", "prose-password-on", "the root password on the box is {S}", pw()),
		pos("pair", "prose-credentials-are", "credentials are admin / {S}", pw()),
		pos("pair", "prose-ssh-creds", "ssh creds: root / {S}", pw()),
		pos("pair", "prose-creds-colon", "creds: deploy:{S}", pw()),

		// Near misses.
		neg("pair-near", "ssm-get-parameter", "aws ssm get-parameter --name /app/db/password --with-decryption", ""),
		neg("pair-near", "keyvault-secret-show", "az keyvault secret show --vault-name kv --name DbPassword", ""),
		neg("pair-near", "gh-secret-ref", `gh secret set DB_PASSWORD --body "$DB_PASSWORD"`, ""),
		neg("pair-near", "prose-password-to-access", "the password to access the server is in the vault", ""),
		neg("pair-near", "prose-credentials-stored", "credentials are stored in the vault", ""),
		neg("pair-near", "prose-credentials-placeholder", "credentials are admin / changeme", ""),
		neg("pair-near", "pgpass-ref", "db.internal:5432:app:app:$PGPASSWORD", ""),
		neg("pair-near", "colons-log", "web-1:8080:GET:/health:200 in 3ms", ""),
		neg("pair-near", "table-schema", "| field | type |\n|---|---|\n| password | string |", ""),
		neg("pair-near", "table-required", "| user | password required |\n|---|---|\n| admin | yes |", ""),
		neg("pair-near", "table-vault", "| user | password |\n|---|---|\n| admin | stored in 1Password |", ""),
		neg("pair-near", "table-rows-policy", "| user | password |\n|---|---|\n| admin | (in the vault) |\n| ci | rotated monthly |\n| ops | see runbook |", ""),
		neg("pair-near", "table-ended", "| user | password |\n|---|---|\n| admin | ******** |\n\nThen pipe the log: | tail -n 20 | grep error |", ""),
		neg("pair-near", "net-use-prompt", `net use \\fs\share /user:CORP\alice *`, ""),
		neg("pair-near", "net-use-delete", `net use Z: /delete /y`, ""),
		neg("pair-near", "dotted-not-discord", "MzQ"+g.alnum(21)+"."+g.alnum(6)+"."+g.alnum(38), ""),
		neg("pair-near", "appsettings-length", `<add key="PasswordLength" value="12"/>`, ""),
		neg("pair-near", "appsettings-require", `<add key="RequirePassword" value="true"/>`, ""),
		neg("pair-near", "appsettings-reset-url", `<add key="PasswordResetUrl" value="https://app.example.com/reset"/>`, ""),
		neg("pair-near", "appsettings-pipeline-var", `<add key="ApiToken" value="$(ApiToken)"/>`, ""),
		neg("pair-near", "appsettings-template", `<add key="DbPassword" value="${DB_PASSWORD}"/>`, ""),
		neg("pair-near", "setting-expiry", `<setting name="TokenExpiryMinutes" value="30"/>`, ""),
		neg("pair-near", "entry-ref", `<entry key="db.password">${db.password}</entry>`, ""),
		neg("pair-near", "k8s-min-length", "env:\n- name: PASSWORD_MIN_LENGTH\n  value: \"12\"", ""),
		neg("pair-near", "json-name-value-ref", `{"name": "DB_PASSWORD", "value": "${DB_PASSWORD}"}`, ""),
		neg("pair-near", "k8s-existing-secret", "set {\n  name  = \"auth.existingSecret\"\n  value = \"postgres-auth\"\n}", ""),
		neg("pair-near", "connstring-trusted", `<add name="Default" connectionString="Server=db01;Database=shop;Trusted_Connection=True;"/>`, ""),
		neg("pair-near", "connstring-format", `var cs = string.Format("Server={0};User Id={1};Password={2};", host, user, pw);`, ""),
		neg("pair-near", "connstring-empty", `"Default": "Server=db;User Id=sa;Password=;"`, ""),
		neg("pair-near", "connstring-ref", `"Default": "Server=db;User Id=sa;Password=${SQL_PASSWORD};"`, ""),
		neg("pair-near", "php-post", `$password = $_POST['pw'];`, ""),
		neg("pair-near", "php-const", `$password = DB_PASSWORD;`, ""),
		neg("pair-near", "python-form", `password = request.form['password']`, ""),
		neg("pair-near", "prose-user-accounts", "the password for user accounts is stored as a bcrypt hash", ""),
		neg("pair-near", "prose-for-the-user-required", "the password for the user is required", ""),
		neg("pair-near", "prose-with-password-auth", "log in as admin with password authentication disabled", ""),
		neg("pair-near", "prose-with-password-reset", "user alice with password reset pending", ""),
		neg("pair-near", "log-in-fields", "log in with your username and password", ""),
		neg("pair-near", "sign-in-slash-fields", "sign in with email / password, or log in with username / password", ""),
		neg("pair-near", "log-in-and-or", "use TCP/IP and/or UDP, then log in as usual", ""),
		neg("pair-near", "log-in-read-write", "log in with read / write access", ""),
		neg("pair-near", "log-in-read-only", "log in with admin / read-only access to the dashboard", ""),
		neg("pair-near", "log-on-date", "log on 12 / 24 at 9am", ""),
		neg("pair-near", "sign-in-providers", "sign in with Google / GitHub", ""),
		neg("pair-near", "log-in-variables", "log in with $USER / $PASSWORD", ""),
		neg("pair-near", "creds-heading-path", "Credentials:\nsrc/main.go holds the loader", ""),
		neg("pair-near", "creds-heading-clouds", "Credentials:\n- AWS / GCP", ""),
		neg("pair-near", "default-login-path", "Default login\n/usr/bin/login", ""),
		neg("pair-near", "blog-in", "the blog in and/or the catalog in read / write mode", ""),
		neg("pair-near", "login-de-fields", "Anmelden mit Benutzername / Passwort", ""),
		neg("pair-near", "login-it-identity", "accedi con SPID / CIE", ""),
		neg("pair-near", "login-es-providers", "inicia sesión con Google / Apple", ""),
		neg("pair-near", "prose-de-required", "das Passwort für den Benutzer ist erforderlich", ""),
	}
}
