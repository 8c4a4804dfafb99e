package scrub

// valueCases are the paste suite's cases of what a credential name gives
// in code: values that are not credentials (empty strings and language
// literals, types, variables and interpolations, calls, member and
// index expressions, concatenations, values that name themselves,
// selectors and routes, build tools' tokens, HTML-escaped placeholders,
// what a command's help writes after a flag),
// and the secrets that start the way a reference does (a sigil before a
// written password, base64 that starts with '/' or '+').
func valueCases(g pasteGen) []pasteCase {
	pw := g.password
	b64 := func(first string) string { return first + g.pick(base64Chars, 39) }
	return []pasteCase{
		pos("sigil", "hash-password", `password = "#{S}"`, g.written("!?")),
		pos("sigil", "percent-password", "DB_PASSWORD=%{S}", g.written("!?")),
		pos("sigil", "at-password", `password: "@{S}"`, g.written("!?")),
		pos("sigil", "amp-password", `$password = '&{S}';`, g.written("!?")),
		pos("sigil", "base64-slash", "AWS_SECRET_ACCESS_KEY={S}", b64("/")),
		pos("sigil", "base64-plus", `aws_secret_access_key = "{S}"`, b64("+")),
		pos("sigil", "base64-slash-json", `{"clientSecret": "{S}"}`, b64("/")),
		pos("sigil", "type-word-password", `password: "{S}"`, "String"+g.pick(digitSet, 3)+"!"+g.pick(lowerSet, 3)),
		pos("sigil", "call-shaped-password", `password = "{S}"`, "Kq(zv)"+pw()),
		neg("code-ident", "empty-dq", `password = ""`, ""),
		neg("code-ident", "empty-sq", `DB_PASSWORD: ''`, ""),
		neg("code-ident", "c-null", "char *passwd = NULL;", ""),
		neg("code-ident", "java-null", "String secretKey = null;", ""),
		neg("code-ident", "swift-optional", "var password: String? = nil", ""),
		neg("code-ident", "ts-undefined", "let apiKey: string | undefined = undefined;", ""),
		neg("code-ident", "yaml-tilde", "password: ~", ""),
		neg("env-ref", "php-post", `$pwd = $_POST["password"];`, ""),
		neg("env-ref", "php-request", "$apiKey = $request->input('api_key');", ""),
		neg("env-ref", "php-config", "$secret = $this->config['secret'];", ""),
		neg("env-ref", "shell-var-quoted", `export MYSQL_PWD="$mysql_root_password"`, ""),
		neg("env-ref", "ruby-interp", `password = "#{ENV['DB_PASSWORD']}"`, ""),
		neg("env-ref", "python-format", `password = "%(db_password)s" % cfg`, ""),
		neg("env-ref", "helm-values", `apiKey: "{{ .Values.apiKey }}"`, ""),
		neg("env-ref", "helm-filter", "  password: {{ .Values.password | b64enc }}", ""),
		neg("env-ref", "erb", `password: <%= ENV["DB_PASSWORD"] %>`, ""),
		neg("env-ref", "windows-env", `password = "%DB_PASSWORD%"`, ""),
		neg("env-ref", "terraform-var", `db_password = "${var.db_password}"`, ""),
		neg("env-ref", "cfn-ref", "MasterUserPassword: !Ref DBPassword", ""),
		neg("code-ident", "call-cut", "password = bcrypt.hashpw(password, bcrypt.gensalt())", ""),
		neg("code-ident", "await-call", "token = await getToken()", ""),
		neg("code-ident", "concat-getter", `sb.append("MasterUserPassword: " + getMasterUserPassword() + ",");`, ""),
		neg("code-ident", "concat-bearer", `header = "Authorization: Bearer " + getToken()`, ""),
		neg("code-ident", "format-verb", `String.format("password=%s", password)`, ""),
		neg("code-ident", "pointer", "password = *flagPassword", ""),
		neg("code-ident", "names-itself", `userid = "userid"; password = "password"`, ""),
		neg("code-ident", "names-itself-secret", `client_secret = "client_secret"`, ""),
		neg("code-ident", "names-itself-key", `"accessToken": "accessToken"`, ""),
		neg("code-ident", "selector", `this.resetPassword = "#reset-password";`, ""),
		neg("code-ident", "jquery-selector", "$('#password').val()", ""),
		neg("code-ident", "route", `PASSWORD_ROUTE = "/account/password/change"`, ""),
		neg("code-ident", "policy-arn", `ReadOnly = "arn:aws:iam::aws:policy/SecretsManagerReadWrite"`, ""),
		neg("placeholder", "build-token", `password = "__DB_PASSWORD__"`, ""),
		neg("placeholder", "at-token", `password = "@@DB_PASSWORD@@"`, ""),
		neg("placeholder", "html-escaped", `"password": "&lt;YOUR_PASSWORD&gt;"`, ""),
		neg("placeholder", "html-escaped-secret", "secret: '&lt;secret&gt;'", ""),
		neg("placeholder", "changeit", `keystorePassword = "changeit"`, ""),
		neg("cli-args", "cobra-help", "  -p, --password string   Password for the registry\n      --token string      API token (env: TOKEN)", ""),
		neg("cli-args", "argparse-help", "usage: deploy [-h] [--api-key API_KEY] [--token TOKEN]", ""),
		neg("cli-args", "file-ref", "vault kv put secret/db password=@password.txt", ""),
		neg("paths", "bucket-placeholder", "aws s3 cp out.zip s3://my-bucket/releases/", ""),
		neg("paths", "bucket-example", "https://example-bucket.s3.amazonaws.com/photo.jpg", ""),
	}
}
