package scrub

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
)

// fortysixthFloor is just under what the rules reach on the forty-sixth
// suite as first written, before any fix for it: recall 0.969, partial
// 0.000, negatives intact 0.930 (171 cases, 128 positives). With its label
// slips fixed (Mapbox's tokens drawn in their real shape, the base64 of
// their claims after sk. or pk.; the draws after them shift, which leaves
// the cut key of ellipsis-key intact by its new last characters) recall
// 0.969, partial 0.000, negatives intact 0.953.
//
// After the fixes: recall 0.992, partial 0.000, negatives intact 0.953.
// Left: a URL whose scheme lost its colon in a validation error
// (pydantic-input); a key's SHA-256 under a name the credential context
// reads as the key's (token-digest), where a password's digest
// (ClickHouse's password_sha256_hex) is a secret to another suite; and a
// Mapbox public token (mapbox-public), which the shared bench counts a
// secret.
var fortysixthFloor = recallFloor{recall: 0.991, intact: 0.952, maxPartial: 0}

// TestPasteFortysixthRecall measures the forty-sixth suite, application
// logs that leak credentials, kept apart as its author wrote it (misses
// included).
func TestPasteFortysixthRecall(t *testing.T) {
	measureHeldOut(t, "forty-sixth suite", fortysixthCases(pasteGen{newFakes(3460)}), fortysixthFloor)
}

// fortysixthCases are the forty-sixth suite. Its ground is application
// logs that leak credentials and personal data as engineers paste them:
// structured JSON logs (zap, logrus, slog, winston, pino, structlog,
// Serilog), logfmt, Log4j and Logback lines with JDBC URLs and properties
// dumps, SQL query logs with bound parameters (Hibernate, ActiveRecord,
// Django, Sequelize, Prisma, SQLAlchemy, EF Core, server logs), HTTP client
// debug output printing headers (requests and http.client, urllib3, httpx,
// OkHttp, axios, Go's httputil, .NET's HttpClient, Apache HttpClient's
// wire log, Feign, Faraday), nginx, Apache, Traefik and load-balancer
// access logs with tokens and keys in query strings, Sentry events and
// breadcrumbs, Datadog, Loki, Kibana, CloudWatch Logs Insights and Cloud
// Logging results, journalctl and syslog, Kubernetes events, describe
// output and audit logs, CI job logs traced with set -x, and Java, Python,
// Go, Ruby and PHP stack traces that print a config object or a call's
// arguments.
//
// The negatives are what the same logs hold that must stay: trace, span,
// request and correlation ids, hashes and digests (a token's digest
// included), durations, status codes, log levels, pod and stream names,
// values the logger already masked (stars, [FILTERED], [Redacted],
// <masked>, [hidden], a key cut to its last characters), references to a
// secret by name, public ids and tokens meant to be public (a Sentry DSN, a
// Mapbox public token, a PayPal client id), and messages about credentials
// that hold none. Where a negative's line also holds something the rules
// may rightly touch, its secret names the look-alike that must survive.
func fortysixthCases(g pasteGen) []pasteCase {
	pw := g.password
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	digits := func(n int) string { return g.pick(digitSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	github := func() string { return "gh" + "p_" + g.alnum(36) }
	stripe := func() string { return "sk" + "_live_" + "51" + g.alnum(96) }
	openai := func() string { return "sk-" + "proj-" + g.pick(urlSet, 120) }
	anthropic := func() string { return "sk-" + "ant-api03-" + g.pick(urlSet, 93) + "AA" }
	awsID := func() string { return "AK" + "IA" + g.pick(upperSet+digitSet, 16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	slackBot := func() string {
		return "xo" + "xb-" + digits(12) + "-" + digits(13) + "-" + g.alnum(24)
	}
	sendgrid := func() string { return "SG" + "." + g.pick(urlSet, 22) + "." + g.pick(urlSet, 43) }
	googleKey := func() string { return "AI" + "za" + g.pick(urlSet, 35) }
	gitlab := func() string { return "gl" + "pat-" + g.pick(urlSet, 20) }
	vault := func() string { return "hv" + "s." + g.alnum(24) }
	shopify := func() string { return "shp" + "at_" + g.hex(32) }
	webhookSecret := func() string { return "wh" + "sec_" + g.alnum(32) }
	telegram := func() string { return "7" + digits(9) + ":AA" + g.pick(urlSet, 33) }
	// A Mapbox token is its kind (sk. secret, pk. public), the base64 of
	// its account and key claims, and a signature.
	mapbox := func(kind string) string {
		claims := `{"u":"shopfront","a":"cl` + lowerAlnum(23) + `"}`
		return kind + "." + base64.RawURLEncoding.EncodeToString([]byte(claims)) + "." + g.pick(urlSet, 22)
	}
	// Personal data: a mail address, phones, a card number that passes
	// Luhn, IBANs with their check digits, an SSN outside the unused
	// ranges.
	mail := func(user, domain string) string { return user + digits(2) + "@" + domain }
	luhn := func(prefix string, n int) string {
		body := prefix + digits(n-len(prefix)-1)
		sum := 0
		for i := len(body) - 1; i >= 0; i-- {
			d := int(body[i] - '0')
			if (len(body)-1-i)%2 == 0 {
				d *= 2
				if d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		return body + strconv.Itoa((10-sum%10)%10)
	}
	iban := func(country, bban string) string {
		var num strings.Builder
		for _, c := range bban + country + "00" {
			if c >= 'A' && c <= 'Z' {
				num.WriteString(strconv.Itoa(int(c-'A') + 10))
			} else {
				num.WriteRune(c)
			}
		}
		rem := 0
		for _, c := range num.String() {
			rem = (rem*10 + int(c-'0')) % 97
		}
		check := 98 - rem
		return country + string(rune('0'+check/10)) + string(rune('0'+check%10)) + bban
	}
	ssn := func() string {
		return "4" + g.pick("123456789", 1) + digits(1) + "-" + g.pick("123456789", 1) + digits(1) + "-" + g.pick("123456789", 1) + digits(3)
	}
	traceID, spanID := g.hex(32), g.hex(16)
	pod := "api-7d9f8b6c5-" + lowerAlnum(5)

	// A Spring Boot properties dump and a Kafka producer's logged
	// properties, each holding two secrets.
	springDB, springMail := pw(), sendgrid()
	springDump := "2024-12-04 01:22:10.512 DEBUG 1 --- [           main] o.s.b.c.c.ConfigDataEnvironment : Effective properties:\n" +
		"spring.application.name = orders\n" +
		"spring.datasource.url = jdbc:postgresql://pg-primary.prod.internal:5432/orders\n" +
		"spring.datasource.username = orders_app\n" +
		"spring.datasource.password = " + springDB + "\n" +
		"spring.mail.host = smtp.sendgrid.net\n" +
		"spring.mail.username = apikey\n" +
		"spring.mail.password = " + springMail + "\n" +
		"server.port = 8080"
	lambdaEnvDB, lambdaEnvKey := pw(), stripe()
	insights := "| @timestamp              | @message |\n" +
		"|-------------------------|----------|\n" +
		"| 2024-12-04 01:22:10.498 | START RequestId: " + uuid() + " Version: $LATEST |\n" +
		"| 2024-12-04 01:22:10.512 | [INFO] env loaded: {'STAGE': 'prod', 'DB_PASSWORD': '" + lambdaEnvDB + "', 'STRIPE_API_KEY': '" + lambdaEnvKey + "', 'AWS_REGION': 'eu-west-1'} |\n" +
		"| 2024-12-04 01:22:10.533 | END RequestId: " + uuid() + " |"

	cases := []pasteCase{
		// Structured JSON logs.
		pos("json", "zap-dsn", `{"level":"info","ts":1733275330.512,"caller":"store/conn.go:42","msg":"opening pool","dsn":"postgres://orders:{S}@db-1.prod.internal:5432/orders?sslmode=require","max_conns":20}`, g.urlPassword()),
		pos("json", "zap-nested-headers", `{"level":"debug","ts":1733275330.519,"logger":"http.client","msg":"outbound request","method":"GET","url":"https://api.github.com/user","headers":{"Accept":["application/vnd.github+json"],"Authorization":["Bearer {S}"]}}`, github()),
		pos("json", "logrus-json", `{"client_secret":"{S}","client_id":"reports-svc","level":"debug","msg":"token exchange","time":"2024-12-04T01:22:10Z"}`, g.pick(urlSet+"~.", 40)),
		pos("json", "slog-json", `{"time":"2024-12-04T01:22:10.512345Z","level":"DEBUG","source":{"function":"main.loadConfig","file":"/app/config.go","line":71},"msg":"config","smtp":{"host":"smtp.mailgun.org","port":587,"user":"postmaster@mg.shopfront.io","pass":"{S}"}}`, pw()),
		pos("json", "winston-meta", `{"level":"error","message":"Stripe request failed","service":"billing","meta":{"apiKey":"{S}","statusCode":401,"type":"StripeAuthenticationError"},"timestamp":"2024-12-04T01:22:10.512Z"}`, stripe()),
		pos("json", "pino-cookie", `{"level":30,"time":1733275330512,"pid":4121,"hostname":"`+pod+`","req":{"id":42,"method":"POST","url":"/login","headers":{"host":"app.shopfront.io","cookie":"connect.sid={S}"}},"msg":"request completed"}`, "s%3A"+g.pick(urlSet, 32)+"."+g.pick(base64Chars, 43)),
		pos("json", "pino-auth-header", `{"level":30,"time":1733275330514,"req":{"method":"GET","url":"/api/me","headers":{"authorization":"Bearer {S}","user-agent":"okhttp/4.12.0"}},"res":{"statusCode":200},"responseTime":12}`, g.jwt()),
		pos("json", "structlog-json", `{"event": "webhook verified", "signing_secret": "{S}", "logger": "payments.hooks", "level": "debug", "timestamp": "2024-12-04T01:22:10.512Z"}`, webhookSecret()),
		pos("json", "structlog-console", "2024-12-04 01:22:10 [debug    ] vendor client ready            api_token={S} vendor=sendgrid retries=3", sendgrid()),
		pos("json", "serilog-compact", `{"@t":"2024-12-04T01:22:10.5120000Z","@mt":"Opening connection {ConnectionString}","ConnectionString":"Server=sql01.corp;Database=Orders;User Id=svc_orders;Password={S};TrustServerCertificate=True","SourceContext":"Orders.Data"}`, pw()),
		pos("json", "serilog-destructured", `[01:22:10 INF] Smtp settings {"Host": "smtp.office365.com", "Port": 587, "UserName": "noreply@contoso-mail.com", "Password": "{S}", "$type": "SmtpOptions"}`, pw()),
		pos("json", "zap-console", "2024-12-04T01:22:10.512Z\tDEBUG\tauth/oidc.go:118\trefreshing token\t{\"issuer\": \"https://login.microsoftonline.com/common/v2.0\", \"refresh_token\": \"{S}\"}", "0.A"+g.pick(urlSet, 180)),
		pos("json", "mongo-slow-query", `{"t":{"$date":"2024-12-04T01:22:10.512+00:00"},"s":"I","c":"COMMAND","id":51803,"ctx":"conn42","msg":"Slow query","attr":{"type":"command","ns":"app.api_keys","command":{"find":"api_keys","filter":{"key":"{S}"},"limit":1},"durationMillis":188}}`, "ak_"+g.alnum(32)),
		pos("json", "json-escaped-inner", `{"log":"{\"level\":\"info\",\"msg\":\"redis connect\",\"url\":\"rediss://default:{S}@cache.prod.internal:6380/0\"}\n","stream":"stdout","time":"2024-12-04T01:22:10.512Z"}`, g.urlPassword()),

		// logfmt.
		pos("logfmt", "heroku-router", `at=info method=GET path="/api/export?format=csv&token={S}" host=reports.herokuapp.com request_id=`+uuid()+` fwd="203.0.113.7" dyno=web.1 connect=0ms service=231ms status=200 bytes=48213 protocol=https`, g.hex(40)),
		pos("logfmt", "gokit-redis-url", "level=debug ts=2024-12-04T01:22:10.512Z caller=config.go:88 msg=\"config loaded\" redis_url=redis://default:{S}@redis-12345.c1.eu-west-1.ec2.redns.redis-cloud.com:12345 pool=10", g.alnum(32)),
		pos("logfmt", "logrus-text", `time="2024-12-04T01:22:10Z" level=info msg="uploading artifact" bucket=ci-artifacts aws_access_key_id=`+awsID()+` aws_secret_access_key={S}`, awsSecret()),
		pos("logfmt", "slog-text-pass", "time=2024-12-04T01:22:10.512Z level=INFO msg=\"mailer ready\" host=smtp.fastmail.com port=465 user=alerts pass={S}", pw()),
		pos("logfmt", "quoted-password", `ts=2024-12-04T01:22:10Z lvl=warn msg="retrying login" service=ldap bind_dn="cn=svc-wiki,ou=services,dc=corp" bind_password="{S}" attempt=2`, "Juniper 88 "+g.pick(lowerSet, 5)),
		pos("logfmt", "vault-token", "2024-12-04T01:22:10.512Z [DEBUG] agent.auth.handler: renewed auth token: token={S} ttl=768h", vault()),
		pos("logfmt", "telegraf-like", "2024-12-04T01:22:10Z D! [outputs.influxdb_v2] Wrote batch of 1000 metrics in 8.2ms token={S}", g.pick(urlSet, 86)+"=="),
		pos("logfmt", "webhook-url", `level=error msg="notify failed" url={S} status=404`, "https://hooks.slack.com/"+"services/T"+g.pick(upperSet+digitSet, 8)+"/B"+g.pick(upperSet+digitSet, 10)+"/"+g.alnum(24)),

		// Log4j, Logback and other Java logs.
		pos("java", "hikari-jdbc-url", "2024-12-04 01:22:10.512 DEBUG 1 --- [main] com.zaxxer.hikari.HikariConfig : jdbcUrl................................jdbc:mysql://mysql-0.db.corp:3306/shop?user=shop&password={S}&useSSL=true", pw()),
		pos("java", "logback-resttemplate", `01:22:10.512 [http-nio-8080-exec-3] DEBUG o.s.web.client.RestTemplate - Writing [{grant_type=[client_credentials], client_id=[svc-reports], client_secret=[{S}]}] as "application/x-www-form-urlencoded"`, g.pick(urlSet, 40)),
		pos("java", "kafka-props", `2024-12-04 01:22:10,512 INFO  [main] c.a.o.KafkaSetup - Kafka props: {bootstrap.servers=b-1.msk.internal:9096, security.protocol=SASL_SSL, sasl.mechanism=SCRAM-SHA-512, sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="svc-orders" password="{S}";}`, pw()),
		pos("java", "sqlserver-url", "2024-12-04 01:22:10,512 ERROR [pool-2-thread-1] c.a.erp.Db - cannot connect to jdbc:sqlserver://sql01.corp.local:1433;databaseName=erp;user=erp_app;password={S};encrypt=true", pw()),
		pos("java", "oracle-thin", "WARN  [main] o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: Could not obtain connection using jdbc:oracle:thin:scott/{S}@//ora-prd.corp:1521/ORCL", g.alnum(12)),
		pos("java", "spring-dump-db", springDump, springDB),
		pos("java", "spring-dump-mail", springDump, springMail),
		pos("java", "flyway-cmd", "[INFO] Executing: flyway -url=jdbc:postgresql://pg.internal:5432/app -user=flyway -password={S} migrate", pw()),
		pos("java", "lombok-tostring", "2024-12-04 01:22:10.512  INFO 1 --- [main] c.a.config.AppConfig : Loaded DataSourceConfig(url=jdbc:mysql://db:3306/app, username=app, password={S}, poolSize=10)", pw()),
		pos("java", "mdc-api-key", "2024-12-04 01:22:10,512 [exec-7] [traceId="+traceID+" apiKey={S}] INFO  c.a.api.Filter - authenticated", g.alnum(32)),
		pos("java", "jaas-log", "01:22:10.512 DEBUG org.apache.kafka.common.security.authenticator.SaslClientAuthenticator - config: KafkaClient { org.apache.kafka.common.security.plain.PlainLoginModule required username=\"$ConnectionString\" password=\"Endpoint=sb://orders.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={S}\"; };", g.pick(base64Chars, 43)+"="),

		// SQL query logs with bound parameters.
		pos("sql", "hibernate-binder", "Hibernate: insert into api_keys (owner_id, label, secret, id) values (?, ?, ?, ?)\n2024-12-04 01:22:10.512 TRACE 1 --- [exec-2] o.h.type.descriptor.sql.BasicBinder : binding parameter [1] as [BIGINT] - [8812]\n2024-12-04 01:22:10.512 TRACE 1 --- [exec-2] o.h.type.descriptor.sql.BasicBinder : binding parameter [2] as [VARCHAR] - [ci]\n2024-12-04 01:22:10.512 TRACE 1 --- [exec-2] o.h.type.descriptor.sql.BasicBinder : binding parameter [3] as [VARCHAR] - [{S}]", "sk_"+g.alnum(40)),
		pos("sql", "activerecord-insert", `  ApiCredential Create (1.2ms)  INSERT INTO "api_credentials" ("provider", "access_token", "created_at") VALUES ($1, $2, $3) RETURNING "id"  [["provider", "shopify"], ["access_token", "{S}"], ["created_at", "2024-12-04 01:22:10.512345"]]`, shopify()),
		pos("sql", "rails-params-email", `Started POST "/users/sign_in" for 203.0.113.20 at 2024-12-04 01:22:10 +0000
Processing by Users::SessionsController#create as HTML
  Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"{S}", "password"=>"[FILTERED]", "remember_me"=>"0"}}`, mail("tomas.novak", "seznam.cz")),
		pos("sql", "rails-params-key", `Processing by Api::V1::WebhooksController#create as JSON
  Parameters: {"event"=>"order.paid", "api_secret"=>"{S}", "webhook"=>{"event"=>"order.paid"}}`, g.hex(48)),
		pos("sql", "django-debug-email", `(0.002) SELECT "auth_user"."id", "auth_user"."password", "auth_user"."email" FROM "auth_user" WHERE "auth_user"."email" = '{S}' LIMIT 21; args=('{S}',); alias=default`, mail("l.moreau", "orange.fr")),
		pos("sql", "django-debug-token", `(0.001) UPDATE "integrations_slackinstall" SET "bot_token" = '{S}' WHERE "integrations_slackinstall"."id" = 3; args=('{S}', 3); alias=default`, slackBot()),
		pos("sql", "sequelize-reset", `Executing (default): UPDATE "Users" SET "resetPasswordToken"='{S}',"resetPasswordExpires"='2024-12-04 02:22:10.512 +00:00',"updatedAt"='2024-12-04 01:22:10.512 +00:00' WHERE "id" = 17`, g.hex(40)),
		pos("sql", "prisma-params", "prisma:query SELECT \"public\".\"Session\".\"id\", \"public\".\"Session\".\"userId\" FROM \"public\".\"Session\" WHERE \"public\".\"Session\".\"sessionToken\" = $1 LIMIT $2 OFFSET $3\nParams: [\"{S}\",1,0]\nDuration: 3ms", uuid()+g.hex(8)),
		pos("sql", "mysql-general", "2024-12-04T01:22:10.512345Z\t   12 Query\tCREATE USER 'report'@'%' IDENTIFIED BY '{S}'", pw()),
		pos("sql", "postgres-alter-role", "2024-12-04 01:22:10.512 UTC [2211] postgres@app LOG:  statement: ALTER ROLE app_rw WITH LOGIN PASSWORD '{S}';", pw()),
		pos("sql", "sqlalchemy-echo", "INFO sqlalchemy.engine.Engine INSERT INTO oauth_tokens (user_id, provider, refresh_token) VALUES (%(user_id)s, %(provider)s, %(refresh_token)s)\nINFO sqlalchemy.engine.Engine [generated in 0.00021s] {'user_id': 88, 'provider': 'google', 'refresh_token': '{S}'}", "1//0"+g.pick(urlSet, 98)),
		pos("sql", "efcore-sensitive", "info: Microsoft.EntityFrameworkCore.Database.Command[20101]\n      Executed DbCommand (3ms) [Parameters=[@p0='{S}' (Nullable = false) (Size = 4000), @p1='42'], CommandType='Text', CommandTimeout='30']\n      INSERT INTO [ApiKeys] ([Key], [OwnerId])\n      VALUES (@p0, @p1);", g.alnum(48)),
		pos("sql", "pg-log-params", "2024-12-04 01:22:10.512 UTC [3011] app@app LOG:  execute <unnamed>: INSERT INTO users (email, phone) VALUES ($1, $2)\n2024-12-04 01:22:10.512 UTC [3011] app@app DETAIL:  parameters: $1 = 'k.tanaka@icloud.com', $2 = '{S}'", "+81 90 "+digits(4)+" "+digits(4)),
		pos("sql", "gorm-log", "2024/12/04 01:22:10 /app/internal/repo/user.go:57\n[1.812ms] [rows:1] UPDATE `users` SET `api_token`='{S}',`updated_at`='2024-12-04 01:22:10.512' WHERE `id` = 8812", g.hex(64)),

		// HTTP client debug output.
		pos("http", "httpclient-send", `send: b'POST /v1/messages HTTP/1.1\r\nHost: api.anthropic.com\r\nUser-Agent: python-requests/2.31.0\r\nx-api-key: {S}\r\nContent-Type: application/json\r\nContent-Length: 212\r\n\r\n'`, anthropic()),
		pos("http", "urllib3-url", `DEBUG:urllib3.connectionpool:https://maps.googleapis.com:443 "GET /maps/api/geocode/json?address=Alexanderplatz&key={S} HTTP/1.1" 200 None`, googleKey()),
		pos("http", "httpx-telegram", `INFO:httpx:HTTP Request: POST https://api.telegram.org/bot{S}/getUpdates "HTTP/1.1 200 OK"`, telegram()),
		pos("http", "okhttp-body", "--> POST https://auth.shopfront.io/oauth/token\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 164\n\ngrant_type=refresh_token&refresh_token={S}&client_id=android-app\n--> END POST (164-byte body)", g.pick(urlSet, 64)),
		pos("http", "okhttp-logcat", "2024-12-04 01:22:10.512 4411-4470 okhttp.OkHttpClient com.shopfront.app I  --> GET https://api.shopfront.io/v2/cart\n2024-12-04 01:22:10.512 4411-4470 okhttp.OkHttpClient com.shopfront.app I  Authorization: Bearer {S}", g.jwt()),
		pos("http", "axios-error", "AxiosError: Request failed with status code 429\n    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12) {\n  code: 'ERR_BAD_REQUEST',\n  config: {\n    url: 'https://api.openai.com/v1/chat/completions',\n    method: 'post',\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json, text/plain, */*',\n      'Content-Type': 'application/json',\n      Authorization: 'Bearer {S}',\n      'User-Agent': 'axios/1.6.8'\n    },", openai()),
		pos("http", "axios-auth", "  config: {\n    url: 'https://api.mailgun.net/v3/mg.shopfront.io/messages',\n    auth: { username: 'api', password: '{S}' },\n    timeout: 0,", g.hex(32)+"-"+g.hex(8)+"-"+g.hex(8)),
		pos("http", "go-dump-request", "POST /api/v2/deploy HTTP/1.1\nHost: deploy.shopfront.io\nUser-Agent: Go-http-client/1.1\nContent-Length: 54\nAuthorization: token {S}\nAccept-Encoding: gzip\n\n{\"service\":\"api\",\"ref\":\"main\"}", github()),
		pos("http", "go-vault-header", "2024/12/04 01:22:10 request dump:\nGET /v1/secret/data/payments HTTP/1.1\nHost: vault.corp:8200\nX-Vault-Token: {S}\nX-Vault-Request: true", vault()),
		pos("http", "dotnet-headers", "info: System.Net.Http.HttpClient.GitHub.LogicalHandler[100]\n      Start processing HTTP request GET https://api.github.com/user\ntrce: System.Net.Http.HttpClient.GitHub.ClientHandler[102]\n      Request Headers:\n      Authorization: Bearer {S}\n      User-Agent: deploy-bot/1.0", github()),
		pos("http", "apache-wire-basic", `2024-12-04 01:22:10,512 DEBUG [main] org.apache.http.wire - http-outgoing-0 >> "Authorization: Basic {S}[\r][\n]"`, base64Of("jenkins:"+pw())),
		pos("http", "feign-private-token", "[GitLabClient#getProject] ---> GET https://gitlab.corp/api/v4/projects/42 HTTP/1.1\n[GitLabClient#getProject] PRIVATE-TOKEN: {S}\n[GitLabClient#getProject] ---> END HTTP (0-byte body)", gitlab()),
		pos("http", "faraday-logger", "I, [2024-12-04T01:22:10.512345 #4411]  INFO -- request: POST https://api.sendgrid.com/v3/mail/send\nI, [2024-12-04T01:22:10.512401 #4411]  INFO -- request: Authorization: \"Bearer {S}\"\nUser-Agent: \"Faraday v2.7.10\"", sendgrid()),
		pos("http", "curl-verbose-cookie", "< HTTP/2 200\n< content-type: application/json\n< set-cookie: __Host-session={S}; Path=/; Secure; HttpOnly; SameSite=Lax\n< x-request-id: "+uuid(), g.pick(urlSet, 48)),

		// Access logs.
		pos("access", "nginx-api-key", `203.0.113.44 - - [04/Dec/2024:01:22:10 +0000] "GET /api/v1/reports/export?format=csv&api_key={S} HTTP/1.1" 200 48213 "-" "python-requests/2.31.0"`, g.alnum(32)),
		pos("access", "apache-reset-token", `198.51.100.23 - - [04/Dec/2024:01:22:10 +0000] "GET /account/password/reset?token={S} HTTP/1.1" 302 - "https://mail.google.com/" "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15"`, g.hex(64)),
		pos("access", "nginx-ws-jwt", `203.0.113.9 - - [04/Dec/2024:01:22:10 +0000] "GET /socket.io/?EIO=4&transport=websocket&access_token={S} HTTP/1.1" 101 0 "-" "Mozilla/5.0"`, g.jwt()),
		pos("access", "nginx-email-encoded", `203.0.113.61 - - [04/Dec/2024:01:22:10 +0000] "GET /newsletter/unsubscribe?list=weekly&email={S} HTTP/2.0" 200 1312 "-" "Mozilla/5.0"`, "anna.berg"+digits(2)+"%40posteo.de"),
		pos("access", "apache-basic-user-pass", `198.51.100.8 - - [04/Dec/2024:01:22:10 +0000] "GET /ci/job/nightly/build?token=nightly&cause=cron&password={S} HTTP/1.1" 201 0`, pw()),
		pos("access", "traefik-json", `{"ClientHost":"203.0.113.5","RequestMethod":"GET","RequestPath":"/v2/_catalog","RequestProtocol":"HTTP/2.0","DownstreamStatus":200,"Duration":4211873,"request_Authorization":"Basic {S}","time":"2024-12-04T01:22:10Z"}`, base64Of("registry:"+pw())),
		pos("access", "alb-presigned", `https 2024-12-04T01:22:10.512345Z app/prod-alb/50dc6c495c0c9188 203.0.113.10:46532 10.0.1.17:8080 0.001 0.042 0.000 200 200 312 1024 "GET https://files.shopfront.io:443/dl/report.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20241204T012210Z&X-Amz-Expires=900&X-Amz-Signature={S} HTTP/1.1" "curl/8.5.0" - -`, g.hex(64)),
		pos("access", "nginx-oauth-code", `203.0.113.77 - - [04/Dec/2024:01:22:10 +0000] "GET /auth/callback?code={S}&state=`+g.alnum(16)+` HTTP/1.1" 302 154 "https://accounts.google.com/" "Mozilla/5.0"`, "4/0A"+g.pick(urlSet, 70)),
		pos("access", "caddy-json", `{"level":"info","ts":1733275330.512,"logger":"http.log.access","msg":"handled request","request":{"remote_ip":"203.0.113.12","method":"GET","host":"grafana.shopfront.io","uri":"/api/search","headers":{"Authorization":["Bearer {S}"]}},"status":200}`, "glsa_"+g.alnum(32)+"_"+g.hex(8)),

		// Sentry events and breadcrumbs.
		pos("sentry", "request-headers", `"request": {"url": "https://app.shopfront.io/api/checkout", "method": "POST", "headers": [["Authorization", "Bearer {S}"], ["User-Agent", "Mozilla/5.0"], ["Content-Type", "application/json"]]}`, g.jwt()),
		pos("sentry", "breadcrumb-url", `{"type":"http","category":"fetch","data":{"method":"GET","url":"https://api.mapbox.com/directions/v5/mapbox/driving/13.4,52.5;13.3,52.4?access_token={S}","status_code":200},"level":"info","timestamp":1733275330.512}`, mapbox("sk")),
		pos("sentry", "extra-argv", `"extra": {"sys.argv": ["manage.py", "sync_crm", "--api-key", "{S}", "--since", "2024-12-01"]}`, g.alnum(40)),
		pos("sentry", "user-email", `"user": {"id": "8812", "email": "{S}", "ip_address": "203.0.113.77"}`, mail("m.oyelaran", "yahoo.co.uk")),
		pos("sentry", "frame-vars", `"vars": {"self": "<StripeClient object at 0x7f3a2c1d9e50>", "api_key": "'{S}'", "amount": "4200", "currency": "'eur'"}`, stripe()),
		pos("sentry", "breadcrumb-query", `{"category":"query","message":"UPDATE users SET otp_secret = '{S}' WHERE id = 8812","level":"info","type":"default"}`, g.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)),
		pos("sentry", "context-env", `"contexts": {"runtime": {"name": "CPython", "version": "3.12.1"}, "env": {"DATABASE_URL": "postgresql://app:{S}@pg.prod.internal:5432/app", "DEBUG": "False"}}`, g.urlPassword()),

		// Observability tools' results.
		pos("obs", "insights-db", insights, lambdaEnvDB),
		pos("obs", "insights-stripe", insights, lambdaEnvKey),
		pos("obs", "lambda-event", "2024-12-04T01:22:10.512Z\t"+uuid()+"\tINFO\tevent: {\"resource\":\"/orders\",\"httpMethod\":\"GET\",\"headers\":{\"authorization\":\"Bearer {S}\",\"x-forwarded-for\":\"203.0.113.5\"}}", g.jwt()),
		pos("obs", "loki-logcli", `2024-12-04T01:22:10Z {app="checkout", namespace="prod"} level=error msg="paypal auth failed" client_id=A`+g.pick(urlSet, 79)+` client_secret={S}`, "E"+g.pick(urlSet, 79)),
		pos("obs", "loki-stream-json", `{"stream":{"app":"worker","pod":"worker-5f7c9d8b4-qz2lp"},"values":[["1733275330512000000","{\"msg\":\"smtp login\",\"user\":\"alerts@shopfront.io\",\"password\":\"{S}\"}"]]}`, pw()),
		pos("obs", "kibana-source", `{"_index":"logs-app-2024.12.04","_id":"`+g.alnum(20)+`","_source":{"@timestamp":"2024-12-04T01:22:10.512Z","log.level":"debug","message":"SMTP >> AUTH PLAIN {S}","host.name":"mx1"}}`, base64Of("\x00mailer@shopfront.io\x00"+pw())),
		pos("obs", "es-slowlog", `[2024-12-04T01:22:10,512][WARN ][i.s.s.query] [es-data-1] [users][0] took[1.2s], took_millis[1211], search_type[QUERY_THEN_FETCH], source[{"query":{"term":{"api_token":{"value":"{S}"}}}}]`, g.hex(40)),
		pos("obs", "datadog-intake", `{"service":"ingest","status":"debug","message":"forwarding batch to https://http-intake.logs.datadoghq.eu/api/v2/logs?dd-api-key={S}&ddsource=go","host":"ingest-1"}`, g.hex(32)),
		pos("obs", "datadog-explorer", "Dec 04 01:22:10.512  payments-api  ERROR  twilio send failed: 20003 Authenticate account_sid=AC"+g.hex(32)+" auth_token={S}", g.hex(32)),
		pos("obs", "gcp-jsonpayload", "jsonPayload: {\n  \"message\": \"github app installed\",\n  \"private_key\": \"-----BEGIN RSA "+"PRIVATE KEY-----\\n{S}\\n-----END RSA "+"PRIVATE KEY-----\\n\"\n}", g.pick(base64Chars, 64)+"\\n"+g.pick(base64Chars, 64)+"\\n"+g.pick(base64Chars, 40)),
		pos("obs", "insights-phone", "| 2024-12-04 01:22:10.512 | sms queued to={S} template=otp |", "+49 151 "+digits(4)+" "+digits(4)),

		// journalctl and syslog.
		pos("syslog", "sudo-command", "Dec 04 01:22:10 web-01 sudo[22811]:   deploy : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/mysql -uroot -p{S} -e SHOW DATABASES", pw()),
		pos("syslog", "rfc5424", "<134>1 2024-12-04T01:22:10.512Z app-02 billing 2211 - - payment gateway init merchant_id=M-4411 api_secret={S}", g.alnum(32)),
		pos("syslog", "journal-node-mongo", "Dec 04 01:22:10 api-01 node[2211]: MongoServerSelectionError: connect ETIMEDOUT while connecting to mongodb://admin:{S}@mongo-0.mongo.internal:27017/?authSource=admin", g.urlPassword()),
		pos("syslog", "kiosk-pin", "Dec 04 01:22:10 kiosk-7 pos-agent[301]: DEBUG keypad entry accepted pin={S} terminal=T-009", digits(6)),
		pos("syslog", "otp-sent", "Dec 04 01:22:10 auth-1 auth-svc[1201]: INFO sending login code {S} to user 8812 via sms", digits(6)),
		pos("syslog", "sms-phone", "Dec 04 01:22:10 gw-1 sms-gw[77]: delivered to {S} status=DELIVRD id=0A1B2C", "+1 415 7"+digits(2)+" "+digits(4)),
		pos("syslog", "cron-curl", "Dec 04 01:00:01 backup-1 CRON[9912]: (root) CMD (curl -fsS -u backup:{S} https://nas.home.lan:5001/webapi/backup.cgi >/dev/null)", pw()),
		pos("syslog", "dockerd-env", `Dec 04 01:22:10 build-03 dockerd[1184]: time="2024-12-04T01:22:10.512Z" level=debug msg="form data: {\"Env\":[\"NODE_ENV=production\",\"NPM_TOKEN={S}\"],\"Image\":\"node:20\"}"`, "npm"+"_"+g.alnum(36)),
		pos("syslog", "host-internal", "Dec 04 01:22:10 api-01 api[2211]: dial tcp: lookup {S} on 10.96.0.10:53: no such host", "payments-db.prod.internal"),
		pos("syslog", "postfix-sasl", "Dec 04 01:22:10 mx1 postfix/smtpd[3310]: warning: SASL authentication failure: Password verification failed; sasl_username=billing@shopfront.io, sasl_password={S}", pw()),

		// Kubernetes events, describe output and audit logs.
		pos("k8s", "audit-secret-data", `{"kind":"Event","apiVersion":"audit.k8s.io/v1","level":"RequestResponse","auditID":"`+uuid()+`","verb":"create","objectRef":{"resource":"secrets","namespace":"prod","name":"db-creds"},"requestObject":{"kind":"Secret","apiVersion":"v1","metadata":{"name":"db-creds"},"data":{"password":"{S}"},"type":"Opaque"}}`, base64Of(pw())),
		pos("k8s", "audit-string-data", `"requestObject":{"kind":"Secret","metadata":{"name":"payments","namespace":"prod"},"stringData":{"STRIPE_SECRET_KEY":"{S}"}}`, stripe()),
		pos("k8s", "audit-token-request", `"responseObject":{"kind":"TokenRequest","apiVersion":"authentication.k8s.io/v1","spec":{"audiences":["https://kubernetes.default.svc"],"expirationSeconds":3600},"status":{"token":"{S}","expirationTimestamp":"2024-12-04T02:22:10Z"}}`, g.jwt()),
		pos("k8s", "describe-env", "    Environment:\n      NODE_ENV:        production\n      DATABASE_URL:    postgres://api:{S}@pg-primary.db.svc.cluster.local:5432/api\n      REDIS_HOST:      redis-master\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-8x2kq (ro)", g.urlPassword()),
		pos("k8s", "describe-env-plain", "    Environment:\n      SPRING_PROFILES_ACTIVE:  prod\n      ADMIN_PASSWORD:          {S}\n      JAVA_OPTS:               -Xmx512m", pw()),
		pos("k8s", "ci-set-x", "$ docker login -u gitlab-ci-token -p \"$CI_JOB_TOKEN\" registry.gitlab.com\n+ docker login -u deploy -p {S} registry.shopfront.io\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", pw()),
		pos("k8s", "helm-set", "+ helm upgrade --install orders ./charts/orders --namespace prod --set image.tag=1.4.2 --set postgresql.auth.password={S} --wait", pw()),
		pos("k8s", "event-message", "LAST SEEN   TYPE      REASON   OBJECT              MESSAGE\n2m          Warning   Failed   pod/"+pod+"   Error: failed to pull image \"registry.shopfront.io/api:1.4.2\" with auth user=ci password={S}: 401 Unauthorized", pw()),
		pos("k8s", "kubelet-journal", `Dec 04 01:22:10 node-3 kubelet[1011]: E1204 01:22:10.512345    1011 pod_workers.go:1300] "Error syncing pod" err="failed to \"StartContainer\" with CreateContainerConfigError: env GITHUB_TOKEN={S} is invalid"`, github()),
		pos("k8s", "configmap-dump", "$ kubectl get configmap app-config -o yaml\napiVersion: v1\ndata:\n  application.yml: |\n    spring:\n      datasource:\n        url: jdbc:postgresql://pg:5432/app\n        password: {S}\nkind: ConfigMap", pw()),

		// Stack traces that print a config object or the arguments.
		pos("trace", "pydantic-input", "pydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nredis_url\n  Input should be a valid URL, relative URL without a base [type=url_parsing, input_value='redis//:{S}@cache:6379/0', input_type=str]", g.alnum(24)),
		pos("trace", "rich-locals", "│ /app/billing/client.py:44 in charge                                    │\n│ ╭───────────────────── locals ─────────────────────╮                   │\n│ │   amount = 4200                                  │                   │\n│ │ password = '{S}'                                 │                   │\n│ │     user = 'billing'                             │                   │\n│ ╰──────────────────────────────────────────────────╯                   │", pw()),
		pos("trace", "spring-bind", "Caused by: org.springframework.boot.context.properties.bind.BindException: Failed to bind properties under 'spring.mail' to MailProperties{host='smtp.sendgrid.net', port=587, username='apikey', password='{S}'}", sendgrid()),
		pos("trace", "boto-kwargs", "Traceback (most recent call last):\n  File \"/app/jobs/export.py\", line 31, in main\n    s3 = boto3.client(**kwargs)\nTypeError: client() got an unexpected keyword argument 'verify_ssl'\nkwargs = {'service_name': 's3', 'aws_access_key_id': '"+awsID()+"', 'aws_secret_access_key': '{S}', 'verify_ssl': False}", awsSecret()),
		pos("trace", "go-fatal-struct", "2024/12/04 01:22:10 config: {Addr::8080 DSN:postgres://app:{S}@db.prod.internal/app?sslmode=disable MaxConns:20 Debug:false}\npanic: dial tcp: lookup db.prod.internal: no such host\n\ngoroutine 1 [running]:\nmain.mustConnect(...)\n\t/app/main.go:48 +0x1c5", g.urlPassword()),
		pos("trace", "ruby-options", "Redis::CannotConnectError: Error connecting to Redis on redis.internal:6379 (Errno::ECONNREFUSED)\n  options: {:url=>\"redis://:{S}@redis.internal:6379/1\", :timeout=>5.0}\n  from /usr/local/bundle/gems/redis-client-0.19.1/lib/redis_client/connection_mixin.rb:36", g.hex(32)),
		pos("trace", "php-pdo-args", "#0 /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(70): PDO->__construct('mysql:host=127....', 'forge', '{S}', Array)\n#1 /var/www/vendor/laravel/framework/src/Illuminate/Database/Connectors/Connector.php(46): Illuminate\\Database\\Connectors\\Connector->createPdoConnection('mysql:host=127....', 'forge', '{S}', Array)", pw()),
		pos("trace", "dotnet-connstring", "System.InvalidOperationException: Cannot open database \"Orders\" requested by the login. ConnectionString: 'Server=tcp:orders-sql.database.windows.net,1433;Initial Catalog=Orders;User ID=ordersadmin;Password={S};Encrypt=True'\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception)", pw()),
		pos("trace", "python-repr-settings", "  File \"/app/worker.py\", line 12, in <module>\n    run(settings)\nValueError: bad settings: Settings(env='prod', openai_api_key='{S}', timeout=30)", openai()),
		pos("trace", "java-tostring-props", "java.lang.IllegalArgumentException: Invalid LDAP config {url=ldaps://ldap.corp:636, base=dc=corp,dc=example, userDn=cn=svc-jira,ou=svc,dc=corp, password={S}}\n\tat com.acme.auth.LdapConfig.validate(LdapConfig.java:88)", pw()),
		pos("trace", "node-error-cause", "Error: getaddrinfo ENOTFOUND queue.internal\n    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26) {\n  errno: -3008,\n  code: 'ENOTFOUND',\n  hostname: 'queue.internal',\n  amqpUrl: 'amqps://orders:{S}@queue.internal:5671/prod'\n}", g.urlPassword()),

		// Personal data in logs.
		pos("pii", "payout-iban", `{"level":"info","msg":"payout scheduled","beneficiary":{"name":"Jonas Weber","iban":"{S}"},"amount":"1250.00","currency":"EUR"}`, iban("DE", digits(18))),
		pos("pii", "iban-grouped", "2024-12-04 01:22:10,512 INFO  [sepa] mandate created for debtor IBAN {S} (BIC ABNANL2A)", func() string {
			v := iban("NL", "ABNA"+digits(10))
			return v[0:4] + " " + v[4:8] + " " + v[8:12] + " " + v[12:16] + " " + v[16:]
		}()),
		pos("pii", "card-declined", "2024-12-04 01:22:10.512 WARN  PaymentService - declined card={S} exp=09/27 reason=do_not_honor", luhn("53", 16)),
		pos("pii", "card-json", `{"level":"error","msg":"tokenization failed","card":{"number":"{S}","exp_month":11,"exp_year":2028},"gateway":"adyen"}`, luhn("4", 16)),
		pos("pii", "ssn-debug", "DEBUG applicant.verify: ssn={S} dob=1987-03-14 result=match", ssn()),
		pos("pii", "address-json", `{"msg":"shipment created","order":"ORD-88121","shipping_address":{"line1":"{S}","city":"Leeds","postcode":"LS6 2AB"}}`, "47 Brudenell Grove"),
		pos("pii", "email-logfmt", "level=info msg=\"password reset requested\" user_id=8812 email={S} ip=203.0.113.40", mail("h.lindqvist", "proton.me")),
		pos("pii", "phone-json", `{"level":"info","msg":"verification sms sent","to":"{S}","provider":"twilio","sid":"SM`+g.hex(32)+`"}`, "+44 7"+digits(3)+" "+digits(6)),
		pos("pii", "lan-host", "2024-12-04 01:22:10 WARN  [backup] cannot reach {S}:445 (timed out), retrying in 30s", "fileserver.office.lan"),

		// Negatives: ids, hashes, durations, statuses.
		neg("ids", "trace-span", `{"level":"info","trace_id":"`+traceID+`","span_id":"`+spanID+`","msg":"request finished","status":200,"duration_ms":41.7}`, ""),
		neg("ids", "traceparent", "traceparent: 00-"+g.hex(32)+"-"+g.hex(16)+"-01", ""),
		neg("ids", "request-id", "2024-12-04T01:22:10.512Z INFO request_id="+uuid()+" method=GET path=/healthz status=200 took=1.2ms", ""),
		neg("ids", "correlation-id", `[01:22:10 INF] HTTP POST /api/orders responded 201 in 38.4211 ms {"CorrelationId": "`+uuid()+`", "RequestId": "0HN8`+g.pick(upperSet+digitSet, 9)+`:00000002"}`, ""),
		neg("ids", "xray-trace", "X-Amzn-Trace-Id: Root=1-674fb0a2-"+g.hex(24)+";Parent="+g.hex(16)+";Sampled=1", ""),
		neg("ids", "lambda-report", "REPORT RequestId: "+uuid()+"\tDuration: 41.73 ms\tBilled Duration: 42 ms\tMemory Size: 512 MB\tMax Memory Used: 88 MB\tInit Duration: 301.22 ms", ""),
		neg("ids", "image-digest", "Normal  Pulled  12s  kubelet  Successfully pulled image \"ghcr.io/acme/api@sha256:"+g.hex(64)+"\" in 2.118s (2.118s including waiting)", ""),
		neg("ids", "token-digest", "level=info msg=\"api key verified\" key_id=key_"+g.alnum(12)+" key_sha256="+g.hex(64)+" owner=8812", ""),
		neg("ids", "ssh-fingerprint", "Dec 04 01:22:10 bastion sshd[4411]: Accepted publickey for deploy from 203.0.113.50 port 52114 ssh2: ED25519 SHA256:"+g.pick(base64Chars, 43), ""),
		neg("ids", "stripe-object-ids", `{"level":"info","msg":"charge succeeded","charge":"ch_3Q`+g.alnum(22)+`","payment_intent":"pi_3Q`+g.alnum(22)+`","amount":4200}`, ""),
		neg("ids", "jwt-kid", `{"level":"debug","msg":"jwks refreshed","keys":[{"kid":"`+g.hex(40)+`","alg":"RS256","use":"sig"}]}`, ""),
		neg("ids", "pod-names", "NAME                         READY   STATUS    RESTARTS   AGE\n"+pod+"         1/1     Running   0          3h12m\nworker-5f7c9d8b4-"+lowerAlnum(5)+"      1/1     Running   2          3h12m", ""),
		neg("ids", "audit-user", `"user":{"username":"system:serviceaccount:prod:deployer","uid":"`+uuid()+`","groups":["system:serviceaccounts","system:authenticated"]},"sourceIPs":["203.0.113.30"],"responseStatus":{"code":200}`, ""),

		// Negatives: values the logger masked.
		neg("masked", "rails-filtered", `  Parameters: {"user"=>{"login"=>"jdoe", "password"=>"[FILTERED]", "otp_attempt"=>"[FILTERED]"}}`, ""),
		neg("masked", "sentry-filtered", `"headers": [["Authorization", "[Filtered]"], ["Cookie", "[Filtered]"], ["Accept", "application/json"]]`, ""),
		neg("masked", "pino-redacted", `{"level":30,"req":{"method":"GET","url":"/api/me","headers":{"authorization":"[Redacted]","cookie":"[Redacted]"}},"msg":"request completed"}`, ""),
		neg("masked", "okhttp-redacted", "--> GET https://api.example.com/v2/cart\nAuthorization: ██\n--> END GET", ""),
		neg("masked", "hikari-masked", "DEBUG com.zaxxer.hikari.HikariConfig - password........................<masked>\nDEBUG com.zaxxer.hikari.HikariConfig - dataSourceProperties............{password=<masked>}", ""),
		neg("masked", "kafka-hidden", "\tsasl.jaas.config = [hidden]\n\tssl.key.password = null\n\tssl.keystore.password = [hidden]\n\tssl.truststore.password = [hidden]", ""),
		neg("masked", "celery-stars", "[2024-12-04 01:22:10,512: INFO/MainProcess] Connected to amqp://celery:**@rabbitmq:5672//", ""),
		neg("masked", "datadog-last5", "2024-12-04 01:22:10 UTC | CORE | ERROR | (pkg/forwarder/transaction.go:354 in internalProcess) | API Key invalid, dropping transaction for https://7-50-3-app.agent.datadoghq.com/api/v1/series?api_key=***************************"+g.hex(5), ""),
		neg("masked", "grafana-stars", `logger=settings t=2024-12-04T01:22:10.512Z level=info msg="Config overridden from Environment variable" var="GF_DATABASE_PASSWORD=*********"`, ""),
		neg("masked", "ellipsis-key", `{"level":"info","msg":"using provider","provider":"openai","api_key":"sk-…`+g.alnum(4)+`","model":"gpt-4o"}`, ""),
		neg("masked", "efcore-question", "Executed DbCommand (3ms) [Parameters=[@p0='?' (Size = 4000), @p1='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']", ""),
		neg("masked", "url-stars", "level=info msg=\"connecting\" dsn=\"postgres://app:xxxxx@db:5432/app\"", ""),
		neg("masked", "redacted-angle", `time="2024-12-04T01:22:10Z" level=debug msg="registry auth" username=ci password=<redacted>`, ""),

		// Negatives: references, public values and messages with no secret.
		neg("refs", "describe-secret-ref", "    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret 'db-creds'>  Optional: false\n      API_TOKEN:    <set to the key 'token' in secret 'api'>  Optional: false", ""),
		neg("refs", "missing-env", "2024-12-04T01:22:10Z FATAL config: missing required environment variable STRIPE_SECRET_KEY", ""),
		neg("refs", "event-secret-missing", `Warning  FailedMount  3m  kubelet  MountVolume.SetUp failed for volume "creds" : secret "aws-creds" not found`, ""),
		neg("refs", "ci-env-ref", `+ docker login -u gitlab-ci-token -p "$CI_JOB_TOKEN" registry.gitlab.com`, ""),
		neg("public", "sentry-dsn", `[sentry] DEBUG: Setting up integrations (with default = True)
[sentry] DEBUG: dsn=https://`+g.hex(32)+`@o4505`+digits(9)+`.ingest.sentry.io/4505`+digits(11), ""),
		neg("public", "mapbox-public", `{"type":"http","category":"fetch","data":{"url":"https://api.mapbox.com/styles/v1/mapbox/streets-v12?access_token=`+mapbox("pk")+`"}}`, ""),
		neg("prose", "mysql-using-password", "PHP Warning:  mysqli::__construct(): (HY000/1045): Access denied for user 'wp'@'localhost' (using password: YES) in /var/www/html/wp-includes/class-wpdb.php on line 1982", ""),
		neg("prose", "pg-auth-failed", `2024-12-04 01:22:10.512 UTC [3311] app@app FATAL:  password authentication failed for user "app"`, ""),
		neg("prose", "nm-secrets", "Dec 04 01:22:10 laptop NetworkManager[690]: <info>  [1733275330.5120] device (wlp2s0): Activation: (wifi) connection 'HomeNet' has security, and secrets exist.  No new secrets needed.", ""),
		neg("prose", "key-expiry-warn", "WARN  [scheduler] API key for provider 'sendgrid' expires in 7 days; rotate it in the console", ""),
		neg("prose", "token-expired", `{"level":"warn","msg":"token expired","error":"jwt: token is expired by 2m13s","status":401,"path":"/api/me"}`, ""),
		neg("prose", "oauth-meta", "level=debug msg=\"token response\" token_type=Bearer expires_in=3600 scope=\"openid profile email\" status=200", ""),
		neg("prose", "pool-config", "2024-12-04 01:22:10.512  INFO 1 --- [main] c.a.config.AppConfig : Loaded PoolConfig(maxSize=20, minIdle=2, timeout=30s, keyPrefix=orders:, tokenTtl=15m)", ""),
		neg("prose", "access-health", `203.0.113.44 - - [04/Dec/2024:01:22:10 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29" rt=0.001 uct=0.000`, ""),
		neg("prose", "access-pagination", `198.51.100.23 - - [04/Dec/2024:01:22:10 +0000] "GET /api/v1/orders?page=2&per_page=50&sort=-created_at&key=created_at HTTP/1.1" 200 18231`, ""),
		neg("prose", "sqlalchemy-auth", `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "192.0.2.15", port 5432 failed: FATAL:  password authentication failed for user "app"`, ""),
		neg("prose", "hibernate-sql", "Hibernate: select u1_0.id,u1_0.password_hash,u1_0.api_token_hash from users u1_0 where u1_0.id=?", ""),
	}
	return cases
}
