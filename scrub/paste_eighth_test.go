package scrub

import (
	"encoding/base64"
	"strings"
	"testing"
)

// eighthCases are the paste suite's cases written by an eighth author
// before measuring them, as a held-out estimate of the infrastructure and
// operations text people paste while asking for help: CI logs (GitHub
// Actions, GitLab, Jenkins, CircleCI) with secrets echoed or masked, stack
// traces and exceptions holding connection strings, HTTP dumps (curl -v,
// raw headers, HAR entries, cookies), database clients and the SQL that
// sets a password, cloud CLIs, Kubernetes and Helm, Terraform, Ansible,
// systemd and cron, LDAP, Kerberos and SMB, VPNs, message queues and mail
// clients. The negatives are look-alikes of the same ground: digests,
// password hashes, masked values, placeholders, key ids, public keys,
// fingerprints and ciphertexts.
func eighthCases(g pasteGen) []pasteCase {
	pw, upw := g.password, g.urlPassword
	tok := func() string { return g.alnum(32) }
	hex := func(n int) string { return g.pick(hexSet, n) }
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	wgKey := func() string { return g.pick(base64Chars, 43) + "=" }
	azSecret := func() string { return g.alnum(3) + "8Q~" + g.pick(base62+"~._-", 34) }
	pem := func(kind string) string {
		return "-----BEGIN " + kind + "-----\n" + g.block(256) + "\n-----END " + kind + "-----\n"
	}
	hexLines := func(lines int) string {
		l := make([]string, lines)
		for i := range l {
			l[i] = hex(32)
		}
		return strings.Join(l, "\n")
	}
	stsToken := "IQoJb3JpZ2luX2VjE" + g.pick(base64Chars, 280)
	return []pasteCase{
		// CI logs.
		pos("eighth-ci", "gha-curl-derived-token", "2026-03-01T10:22:41.1234567Z ##[group]Run ./scripts/deploy.sh\n2026-03-01T10:22:41.1234567Z + curl -sf -H 'Authorization: token {S}' https://api.example.com/repos/acme/app/deployments", "ghs_"+g.alnum(36)),
		pos("eighth-ci", "gha-env-block", "Run npm publish\n  npm publish\n  shell: /usr/bin/bash -e {0}\n  env:\n    NODE_AUTH_TOKEN: {S}\n    NODE_VERSION: 20", "npm_"+g.alnum(36)),
		pos("eighth-ci", "set-x-export", "+ export VAULT_TOKEN={S}\n+ vault kv get secret/app", "hvs."+g.alnum(24)),
		pos("eighth-ci", "gitlab-echo-unmasked", "$ echo \"Deploying with $CI_DEPLOY_PASSWORD\"\nDeploying with {S}", pw()),
		pos("eighth-ci", "gitlab-docker-login", "$ docker login -u gitlab-ci-token -p {S} registry.example.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", "glpat-"+g.pick(urlSet, 20)),
		pos("eighth-ci", "jenkins-mvn-d", "[Pipeline] sh\n+ mvn -B deploy -Dnexus.password={S} -DskipTests", pw()),
		pos("eighth-ci", "circleci-export", "#!/bin/bash -eo pipefail\nexport AWS_SECRET_ACCESS_KEY={S}\naws s3 sync build/ s3://acme-site --delete", awsSecret()),
		pos("eighth-ci", "gha-debug-result", "##[debug]Evaluating: secrets.DEPLOY_KEY\n##[debug]=> '{S}'\n##[debug]Result: '{S}'", tok()),
		pos("eighth-ci", "buildkite-agent", "$ buildkite-agent start --token {S} --tags queue=deploy", "bkua_"+hex(40)),
		pos("eighth-ci", "gha-add-mask-rendered", "Run echo \"::add-mask::{S}\"", tok()),
		pos("eighth-ci", "gitlab-private-token", "$ curl --header \"PRIVATE-TOKEN: {S}\" \"https://gitlab.example.com/api/v4/projects/12/variables\"", "glpat-"+g.pick(urlSet, 20)),
		pos("eighth-ci", "jenkins-cli-auth", "java -jar jenkins-cli.jar -s http://jenkins:8080/ -auth admin:{S} build deploy-prod", hex(34)),
		pos("eighth-ci", "gha-slack-webhook", "Run curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"done\"}' https://hooks.slack.com/services/T"+g.pick(upperSet+digitSet, 8)+"/B"+g.pick(upperSet+digitSet, 10)+"/{S}", g.alnum(24)),
		neg("eighth-ci-near", "gha-masked-env", "  env:\n    DOCKERHUB_TOKEN: ***\n    IMAGE: acme/api", ""),
		neg("eighth-ci-near", "gha-login-action-masked", "Run docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: acme-bot\n    password: ***\n    logout: true", ""),
		neg("eighth-ci-near", "gitlab-masked", "$ echo $DEPLOY_TOKEN\n[MASKED]", ""),
		neg("eighth-ci-near", "jenkins-masked", "[Pipeline] withCredentials\nMasking supported pattern matches of $NEXUS_PASS\n+ mvn -B deploy -Dnexus.password=****", ""),
		neg("eighth-ci-near", "circleci-context-masked", "Using environment variables from project settings and/or contexts:\n  CODECOV_TOKEN=**REDACTED**\n  AWS_REGION=us-east-1", ""),
		neg("eighth-ci-near", "gha-run-id", "##[group]Run actions/checkout@"+hex(40)+"\n  with:\n    fetch-depth: 0", ""),
		neg("eighth-ci-near", "gitlab-runner-banner", "Running with gitlab-runner 17.2.0 (9a1b2c3d)\n  on docker-runner-02 xYz12AbC, system ID: s_"+hex(12), ""),

		// Stack traces and exception messages.
		pos("eighth-trace", "libpq-kv-dsn", "psycopg2.OperationalError: connection to server failed: FATAL:  password authentication failed for user \"etl\"\n  dsn: host=db.internal dbname=wh user=etl password={S} sslmode=require", pw()),
		pos("eighth-trace", "spring-bind-value", "Failed to bind properties under 'spring.datasource.password' to java.lang.String:\n\n    Property: spring.datasource.password\n    Value: \"{S}\"\n    Origin: class path resource [application.yml] - 12:15", pw()),
		pos("eighth-trace", "dotnet-connstr", "System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'svc_app'.\n   ConnectionString: Server=tcp:sql01,1433;Database=Orders;User ID=svc_app;Password={S};Encrypt=True", pw()),
		pos("eighth-trace", "node-mongo-uri", "MongoServerSelectionError: connect ETIMEDOUT\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:277:38)\n  uri: 'mongodb+srv://app:{S}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true'", upw()),
		pos("eighth-trace", "go-redis-url", "2026/03/01 10:22:41 failed to init store: redis: invalid URL \"rediss://default:{S}@redis-12345.cache.example.net:12345\"", upw()),
		pos("eighth-trace", "requests-http-error", "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.example.com/v2/report?access_token={S}", tok()),
		pos("eighth-trace", "php-wp-config", "PDOException: SQLSTATE[HY000] [1045] Access denied for user 'wp' (using password: YES)\n#0 /var/www/html/wp-config.php(23): define('DB_PASSWORD', '{S}')", pw()),
		pos("eighth-trace", "sentry-extra-headers", "Sentry event 4f1c...\n  extra: {\"headers\": {\"X-Api-Key\": \"{S}\", \"Accept\": \"*/*\"}}", tok()),
		pos("eighth-trace", "elixir-keyword-list", "** (DBConnection.ConnectionError) connection not available\n    config: [username: \"postgres\", password: \"{S}\", hostname: \"localhost\"]", pw()),
		pos("eighth-trace", "rust-debug-struct", "thread 'main' panicked at src/main.rs:42:10:\ncalled `Result::unwrap()` on an `Err` value: Config { host: \"db\", user: \"svc\", password: \"{S}\", port: 5432 }", pw()),
		pos("eighth-trace", "python-repr-dict", "KeyError: 'region'\n> settings = {'aws_access_key_id': 'AKIA"+g.pick(upperSet+digitSet, 16)+"', 'aws_secret_access_key': '{S}'}", awsSecret()),
		pos("eighth-trace", "java-jedis-auth", "redis.clients.jedis.exceptions.JedisDataException: WRONGPASS invalid username-password pair\n\tat Config.redisUri(rediss://:{S}@cache:6380)", upw()),
		pos("eighth-trace", "celery-broker-config", "broker_url = 'redis://:{S}@redis:6379/0'\nresult_backend = 'redis://redis:6379/1'", upw()),
		neg("eighth-trace-near", "celery-masked-broker", "[2026-03-01 10:22:41,123: ERROR/MainProcess] consumer: Cannot connect to amqp://celery:**@rabbitmq:5672//: [Errno 111] Connection refused.", ""),
		neg("eighth-trace-near", "psql-password-failed", "psql: error: connection to server on socket \"/var/run/postgresql/.s.PGSQL.5432\" failed: FATAL:  password authentication failed for user \"app\"", ""),
		neg("eighth-trace-near", "java-npe-token", "java.lang.NullPointerException: Cannot invoke \"String.length()\" because \"token\" is null\n\tat com.acme.auth.TokenFilter.doFilter(TokenFilter.java:57)", ""),

		// HTTP dumps.
		pos("eighth-http", "curl-v-basic", "> GET /api/json HTTP/1.1\n> Host: jenkins.internal:8080\n> Authorization: Basic {S}\n> User-Agent: curl/8.5.0\n> Accept: */*", b64("admin:"+pw())),
		pos("eighth-http", "curl-v-bearer-h2", "> POST /v1/messages HTTP/2\n> host: api.example.com\n> authorization: Bearer {S}\n> content-type: application/json", "sk-ant-api03-"+g.pick(urlSet, 93)+"AA"),
		pos("eighth-http", "set-cookie-session", "< HTTP/1.1 302 Found\n< Set-Cookie: sessionid={S}; expires=Sat, 15 Mar 2026 10:22:41 GMT; HttpOnly; Path=/; Secure\n< Location: /admin/", g.pick(lowerSet+digitSet, 32)),
		pos("eighth-http", "cookie-connect-sid", "Cookie: _ga=GA1.1.123456789.1700000000; connect.sid=s%3A{S}; theme=dark", g.pick(urlSet, 32)+"."+g.alnum(43)),
		pos("eighth-http", "har-header-pair", "\"headers\": [\n  {\n    \"name\": \"x-api-key\",\n    \"value\": \"{S}\"\n  },\n  {\n    \"name\": \"accept\",\n    \"value\": \"application/json\"\n  }\n]", tok()),
		pos("eighth-http", "har-cookie", "\"cookies\": [{\"name\": \"__Secure-next-auth.session-token\", \"value\": \"{S}\", \"path\": \"/\", \"httpOnly\": true}]", g.jwt()),
		pos("eighth-http", "har-postdata", "\"postData\": {\"mimeType\": \"application/x-www-form-urlencoded\", \"text\": \"grant_type=client_credentials&client_id=web&client_secret={S}\"}", tok()),
		pos("eighth-http", "proxy-authorization", "CONNECT api.example.com:443 HTTP/1.1\nHost: api.example.com:443\nProxy-Authorization: Basic {S}", b64("proxyuser:"+pw())),
		pos("eighth-http", "wget-debug", "---request begin---\nGET /artifacts/app.tar.gz HTTP/1.1\nHost: nexus.internal\nAuthorization: Bearer {S}\n---request end---", tok()),
		pos("eighth-http", "keystone-subject-token", "HTTP/1.1 201 Created\nX-Subject-Token: {S}\nContent-Type: application/json", "gAAAAAB"+g.pick(urlSet, 150)),
		pos("eighth-http", "websocket-url-token", "WebSocket connection to 'wss://stream.example.com/ws?token={S}' failed: Error during WebSocket handshake", tok()),
		pos("eighth-http", "raw-request-x-auth", "POST /graphql HTTP/1.1\r\nHost: api.example.com\r\nX-Auth-Token: {S}\r\nContent-Length: 52\r\n", g.pick(hexSet, 40)),
		pos("eighth-http", "devtools-copy-as-curl", "curl 'https://app.example.com/api/me' \\\n  -H 'accept: application/json' \\\n  -b 'csrftoken=abc; session={S}' \\\n  --compressed", g.pick(urlSet, 48)),
		neg("eighth-http-near", "sigv4-signature", "Authorization: AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20260301/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-date, Signature={S}", hex(64)),
		neg("eighth-http-near", "etag", "< HTTP/1.1 200 OK\n< ETag: \"{S}\"\n< Cache-Control: max-age=300", hex(32)),
		neg("eighth-http-near", "request-id", "< x-request-id: 3f2a9c1e-5b7d-4e8f-a6b0-9c1d2e3f4a5b\n< x-ratelimit-remaining: 4999", ""),
		neg("eighth-http-near", "csp-nonce", "< Content-Security-Policy: script-src 'self' 'nonce-{S}'", g.pick(base64Chars, 22)+"=="),
		neg("eighth-http-near", "analytics-cookies", "Cookie: _ga=GA1.2.1234567890.1700000000; _gid=GA1.2.987654321.1700000000; cookieconsent_status=dismiss", ""),
		neg("eighth-http-near", "cf-id", "< x-amz-cf-id: {S}\n< x-cache: Miss from cloudfront", g.pick(urlSet, 54)+"=="),
		neg("eighth-http-near", "www-authenticate", "< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\", error_description=\"The access token expired\"", ""),

		// Database clients and SQL.
		pos("eighth-db", "alter-role-psql", "postgres=# ALTER ROLE app WITH LOGIN PASSWORD '{S}';\nALTER ROLE", pw()),
		pos("eighth-db", "mysql-native-password", "mysql> CREATE USER 'repl'@'%' IDENTIFIED WITH mysql_native_password BY '{S}';\nQuery OK, 0 rows affected (0.01 sec)", pw()),
		pos("eighth-db", "grant-identified-by", "GRANT ALL PRIVILEGES ON app.* TO 'app'@'10.0.%' IDENTIFIED BY '{S}';", pw()),
		pos("eighth-db", "mysql-p-attached", "$ mysql -h 127.0.0.1 -P 3306 -uroot -p{S} -e 'show databases'\nmysql: [Warning] Using a password on the command line interface can be insecure.", pw()),
		pos("eighth-db", "mysqldump-password-eq", "mysqldump --single-transaction --user=backup --password={S} shop > shop.sql", pw()),
		pos("eighth-db", "mongosh-replica-uri", "$ mongosh \"mongodb://admin:{S}@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&authSource=admin\"", upw()),
		pos("eighth-db", "mongosh-p-flag", "mongosh --host mongo.internal -u root -p {S} --authenticationDatabase admin", pw()),
		pos("eighth-db", "mongo-create-user-pwd", "db.createUser({ user: \"reporter\", pwd: \"{S}\", roles: [ { role: \"read\", db: \"sales\" } ] })", pw()),
		pos("eighth-db", "redis-cli-a", "$ redis-cli -h cache.internal -p 6380 -a {S} --tls ping\nWarning: Using a password with '-a' or '-u' option on the command line interface may not be safe.\nPONG", pw()),
		pos("eighth-db", "redis-auth-user", "127.0.0.1:6379> AUTH default {S}\nOK", pw()),
		pos("eighth-db", "redis-auth-single", "redis:6379> AUTH {S}\nOK\nredis:6379> KEYS session:*", pw()),
		pos("eighth-db", "redis-masterauth", "replicaof 10.0.0.2 6379\nmasterauth {S}\nreplica-read-only yes", pw()),
		pos("eighth-db", "sqlcmd-P", "sqlcmd -S tcp:sql01.corp.test,1433 -U sa -P '{S}' -Q \"SELECT @@VERSION\"", pw()),
		pos("eighth-db", "influx-token", "influx config create --config-name prod --host-url http://influx:8086 --org acme --token {S} --active", g.pick(urlSet, 86)+"=="),
		pos("eighth-db", "clickhouse-password", "clickhouse-client --host ch01 --user default --password {S} --query 'SELECT 1'", pw()),
		pos("eighth-db", "cqlsh-p", "cqlsh 10.0.0.7 9042 -u cassandra -p {S}", pw()),
		pos("eighth-db", "cypher-shell-p", "cypher-shell -a bolt://neo4j:7687 -u neo4j -p {S}", pw()),
		pos("eighth-db", "tsql-alter-login", "ALTER LOGIN [svc_reports] WITH PASSWORD = N'{S}', CHECK_POLICY = OFF;", pw()),
		pos("eighth-db", "sqlplus-user-slash", "$ sqlplus system/{S}@//ora01:1521/ORCLPDB1", pw()),
		pos("eighth-db", "jdbc-oracle-thin", "jdbc:oracle:thin:scott/{S}@db01:1521:ORCL", pw()),
		pos("eighth-db", "pgbouncer-userlist", "\"pgbouncer\" \"{S}\"\n\"app\" \"md5"+hex(32)+"\"", pw()),
		neg("eighth-db-near", "mysql-prompt", "$ mysql -u root -p\nEnter password:\nWelcome to the MySQL monitor.  Commands end with ; or \\g.", ""),
		neg("eighth-db-near", "scram-verifier", " rolname | rolpassword\n---------+------------\n app     | {S}", "SCRAM-SHA-256$4096:"+g.pick(base64Chars, 22)+"==$"+g.pick(base64Chars, 43)+"=:"+g.pick(base64Chars, 43)+"="),
		neg("eighth-db-near", "mysql-auth-string", "*************************** 1. row ***************************\n                 user: app\nauthentication_string: {S}", "*"+g.pick(digitSet+"ABCDEF", 40)),
		neg("eighth-db-near", "redis-acl-hash", "user default on #{S} ~* &* +@all", hex(64)),
		neg("eighth-db-near", "url-masked", "DATABASE_URL=postgres://app:****@db:5432/app", ""),
		neg("eighth-db-near", "mongosh-credentials-elided", "Current Mongosh Log ID: "+hex(24)+"\nConnecting to: mongodb://<credentials>@mongo-0:27017/?directConnection=true", ""),
		neg("eighth-db-near", "identified-by-variable", "CREATE USER 'app'@'%' IDENTIFIED BY '${MYSQL_PASSWORD}';", ""),
		neg("eighth-db-near", "redis-noauth", "127.0.0.1:6379> GET session:42\n(error) NOAUTH Authentication required.", ""),
		neg("eighth-db-near", "alter-role-valid-until", "ALTER ROLE app VALID UNTIL 'infinity';\nALTER ROLE", ""),
		neg("eighth-db-near", "bcrypt-insert", "INSERT INTO users (name, password_hash) VALUES ('admin', '{S}');", "$2b$12$"+g.pick(base62+"./", 53)),

		// Cloud CLIs.
		pos("eighth-cloud", "sts-secret", "{\n    \"Credentials\": {\n        \"AccessKeyId\": \"ASIA"+g.pick(upperSet+digitSet, 16)+"\",\n        \"SecretAccessKey\": \"{S}\",\n        \"Expiration\": \"2026-03-01T11:22:41+00:00\"", awsSecret()),
		pos("eighth-cloud", "sts-session-token", "        \"SessionToken\": \"{S}\",\n        \"Expiration\": \"2026-03-01T11:22:41+00:00\"", stsToken),
		pos("eighth-cloud", "export-session-token", "export AWS_SESSION_TOKEN=\"{S}\"", "IQoJb3JpZ2luX2VjE"+g.pick(base64Chars, 280)),
		pos("eighth-cloud", "aws-configure-set", "aws configure set aws_secret_access_key {S} --profile prod", awsSecret()),
		pos("eighth-cloud", "az-login-sp", "az login --service-principal -u 7f3c2a1e-4b5d-4e6f-8a9b-0c1d2e3f4a5b -p {S} --tenant 72f9a8bf-86f1-41af-91ab-2d7cd011db47", azSecret()),
		pos("eighth-cloud", "az-sp-create-output", "{\n  \"appId\": \"7f3c2a1e-4b5d-4e6f-8a9b-0c1d2e3f4a5b\",\n  \"displayName\": \"gh-actions\",\n  \"password\": \"{S}\",\n  \"tenant\": \"72f9a8bf-86f1-41af-91ab-2d7cd011db47\"\n}", azSecret()),
		pos("eighth-cloud", "az-storage-connstr", "DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey={S};EndpointSuffix=core.windows.net", g.pick(base64Chars, 86)+"=="),
		pos("eighth-cloud", "az-sas-sig", "https://acmelogs.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-04-01T00:00:00Z&spr=https&sig={S}", g.alnum(30)+"%2F"+g.alnum(12)+"%3D"),
		pos("eighth-cloud", "gcloud-print-access-token", "$ gcloud auth print-access-token\n{S}", "ya29."+g.pick(urlSet, 150)),
		pos("eighth-cloud", "gcloud-sa-private-key", "  \"private_key_id\": \""+hex(40)+"\",\n  \"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{S}\\n-----END PRIVATE KEY-----\\n\",", g.pick(base64Chars, 64)+"\\n"+g.pick(base64Chars, 64)),
		pos("eighth-cloud", "doctl-auth-init", "$ doctl auth init --context prod -t {S}", "dop_v1_"+hex(64)),
		pos("eighth-cloud", "doctl-config-yaml", "access-token: {S}\ncontext: default", "dop_v1_"+hex(64)),
		pos("eighth-cloud", "fly-tokens-create", "$ fly tokens create deploy -a acme-api\nFlyV1 {S}", "fm2_"+g.pick(base64Chars, 120)+",fm2_"+g.pick(base64Chars, 80)),
		pos("eighth-cloud", "fly-secrets-set", "fly secrets set DATABASE_URL=postgres://postgres:{S}@acme-db.flycast:5432 -a acme-api", upw()),
		pos("eighth-cloud", "heroku-auth-token", "$ heroku auth:token\n ›   Warning: token will expire 03/01/2027\n{S}", "HRKU-"+g.pick(urlSet, 60)),
		pos("eighth-cloud", "heroku-config-set", "heroku config:set STRIPE_SECRET_KEY={S} -a acme-shop", "sk_live_"+g.alnum(24)),
		pos("eighth-cloud", "vercel-token-flag", "vercel deploy --prod --token {S}", g.alnum(24)),
		pos("eighth-cloud", "oci-pass-phrase", "[DEFAULT]\nuser=ocid1.user.oc1..aaaa"+g.pick(lowerSet+digitSet, 52)+"\nfingerprint=12:34:56:78:9a:bc:de:f0:12:34:56:78:9a:bc:de:f0\nkey_file=~/.oci/oci_api_key.pem\npass_phrase={S}\nregion=eu-frankfurt-1", pw()),
		pos("eighth-cloud", "hcloud-token-prompt", "$ hcloud context create prod\nToken: {S}\nContext prod created and activated", g.alnum(64)),
		pos("eighth-cloud", "ibmcloud-apikey", "ibmcloud login --apikey {S} -r us-south", g.pick(urlSet, 44)),
		pos("eighth-cloud", "linode-token-prompt", "$ linode-cli configure\nPersonal Access Token: {S}", hex(64)),
		neg("eighth-cloud-near", "aws-configure-list", "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\nsecret_key     ****************9fKd shared-credentials-file", ""),
		neg("eighth-cloud-near", "kms-key-arn", "KeyId: arn:aws:kms:us-east-1:123456789012:key/{S}", "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d"),
		neg("eighth-cloud-near", "oci-no-passphrase", "[DEFAULT]\nfingerprint={S}\nkey_file=~/.oci/oci_api_key.pem\nregion=eu-frankfurt-1", "12:34:56:78:9a:bc:de:f0:12:34:56:78:9a:bc:de:f0"),
		neg("eighth-cloud-near", "aws-request-ids", "An error occurred (AccessDenied) when calling the GetObject operation: Access Denied (Request ID: 7XQ2W9ABCDEF1234, Host ID: {S})", g.pick(base64Chars, 76)),
		neg("eighth-cloud-near", "aws-configure-prompt", "AWS Access Key ID [None]: <your-access-key-id>\nAWS Secret Access Key [None]: <your-secret-access-key>", ""),
		neg("eighth-cloud-near", "gcloud-key-file-flag", "gcloud auth activate-service-account --key-file=/tmp/sa-key.json --project acme-prod", ""),
		neg("eighth-cloud-near", "stripe-publishable", "STRIPE_PUBLISHABLE_KEY={S}", "pk_live_"+g.alnum(24)),

		// Kubernetes and Helm.
		pos("eighth-k8s", "dockerconfigjson", "apiVersion: v1\ndata:\n  .dockerconfigjson: {S}\nkind: Secret\ntype: kubernetes.io/dockerconfigjson", b64(`{"auths":{"ghcr.io":{"auth":"`+b64("bot:ghp_"+g.alnum(36))+`"}}}`)),
		pos("eighth-k8s", "tls-key-data", "data:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n  tls.key: {S}\nkind: Secret", b64(pem("EC PRIVATE KEY"))),
		pos("eighth-k8s", "jsonpath-decode", "$ kubectl get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n{S}", pw()),
		pos("eighth-k8s", "create-secret-literal", "kubectl create secret generic api-keys --from-literal=STRIPE_KEY={S} --from-literal=MODE=live", "sk_live_"+g.alnum(24)),
		pos("eighth-k8s", "create-docker-registry", "kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=bot --docker-password={S}", "ghp_"+g.alnum(36)),
		pos("eighth-k8s", "kubeconfig-token", "users:\n- name: ci\n  user:\n    token: {S}", g.jwt()),
		pos("eighth-k8s", "kubeconfig-client-key-data", "users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: {S}", b64(pem("RSA PRIVATE KEY"))),
		pos("eighth-k8s", "describe-sa-token", "Name:         default-token-x7k2p\nType:  kubernetes.io/service-account-token\n\nData\n====\nca.crt:     1099 bytes\nnamespace:  7 bytes\ntoken:      {S}", g.jwt()),
		pos("eighth-k8s", "helm-values-camel", "postgresql:\n  auth:\n    postgresPassword: {S}\n    database: app", pw()),
		pos("eighth-k8s", "helm-set", "helm upgrade --install redis bitnami/redis --set auth.password={S} -n cache", pw()),
		pos("eighth-k8s", "helm-get-values", "$ helm get values keycloak -n auth\nUSER-SUPPLIED VALUES:\nauth:\n  adminPassword: {S}\n  adminUser: admin", pw()),
		pos("eighth-k8s", "argocd-initial-password", "$ argocd admin initial-password -n argocd\n{S}\n\n This password must be only used for first time login. We strongly recommend you update the password using `argocd account update-password`.", g.pick(urlSet, 16)),
		pos("eighth-k8s", "kubectl-exec-env", "$ kubectl exec -it api-7d9f8-abcde -- env | grep KEY\nSENDGRID_API_KEY={S}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		neg("eighth-k8s-near", "sealed-secret", "spec:\n  encryptedData:\n    password: {S}\n  template:\n    type: Opaque", "AgB"+g.pick(base64Chars, 300)+"=="),
		neg("eighth-k8s-near", "describe-bytes", "Type:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  5 bytes", ""),
		neg("eighth-k8s-near", "secret-key-ref", "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password", ""),
		neg("eighth-k8s-near", "get-secrets-table", "NAME                  TYPE                                  DATA   AGE\ndefault-token-x7k2p   kubernetes.io/service-account-token   3      41d\nregcred               kubernetes.io/dockerconfigjson        1      12d", ""),
		neg("eighth-k8s-near", "image-digest", "    Image ID:       docker.io/library/nginx@sha256:{S}", hex(64)),
		neg("eighth-k8s-near", "projected-token", "- name: kube-api-access-x7k2p\n  projected:\n    sources:\n    - serviceAccountToken:\n        expirationSeconds: 3607\n        path: token", ""),
		neg("eighth-k8s-near", "helm-existing-secret", "auth:\n  existingSecret: redis-auth\n  existingSecretPasswordKey: redis-password", ""),
		neg("eighth-k8s-near", "metadata-uid", "metadata:\n  uid: 5f2b0c1e-8a3d-4e6f-9b7a-1c2d3e4f5a6b\n  resourceVersion: \"482913\"", ""),

		// Terraform.
		pos("eighth-iac", "plan-unmarked-token", "  # github_actions_secret.deploy will be created\n  + resource \"github_actions_secret\" \"deploy\" {\n      + plaintext_value = \"{S}\"\n      + secret_name     = \"DEPLOY_TOKEN\"", "ghp_"+g.alnum(36)),
		pos("eighth-iac", "state-master-password", "\"attributes\": {\n  \"id\": \"db-1\",\n  \"master_password\": \"{S}\",\n  \"engine\": \"aurora-postgresql\"", pw()),
		pos("eighth-iac", "output-raw", "$ terraform output -raw db_password\n{S}", pw()),
		pos("eighth-iac", "tfvars-api-token", "cloudflare_api_token = \"{S}\"\nzone_id = \""+hex(32)+"\"", g.pick(urlSet, 40)),
		pos("eighth-iac", "provider-token", "provider \"vault\" {\n  address = \"https://vault:8200\"\n  token   = \"{S}\"\n}", "hvs."+g.alnum(24)),
		pos("eighth-iac", "backend-config-flag", "terraform init -backend-config=\"access_key={S}\"", g.pick(base64Chars, 86)+"=="),
		pos("eighth-iac", "tf-var-env", "export TF_VAR_github_token={S}", "ghp_"+g.alnum(36)),
		neg("eighth-iac-near", "plan-sensitive", "  + resource \"aws_db_instance\" \"main\" {\n      + password = (sensitive value)\n      + username = \"app\"", ""),
		neg("eighth-iac-near", "random-password", "  + resource \"random_password\" \"db\" {\n      + length  = 24\n      + result  = (sensitive value)\n      + special = true", ""),
		neg("eighth-iac-near", "state-lock", "Lock Info:\n  ID:        9c1e4a57-2b3d-4f6a-8e9b-0c1d2e3f4a5b\n  Path:      acme-tfstate/prod/terraform.tfstate\n  Operation: OperationTypeApply", ""),
		neg("eighth-iac-near", "lock-hash", "provider \"registry.terraform.io/hashicorp/aws\" {\n  version = \"5.40.0\"\n  hashes = [\n    \"h1:{S}\",\n  ]\n}", g.pick(base64Chars, 43)+"="),
		neg("eighth-iac-near", "sops-enc", "password: ENC[AES256_GCM,data:{S},iv:"+g.pick(base64Chars, 43)+"=,tag:"+g.pick(base64Chars, 22)+"==,type:str]", g.pick(base64Chars, 24)),

		// Ansible, systemd and cron.
		pos("eighth-ops", "vault-pass-file", "$ cat ~/.vault_pass\n{S}", pw()),
		pos("eighth-ops", "extra-vars", "ansible-playbook site.yml -e 'db_root_password={S} env=prod'", pw()),
		pos("eighth-ops", "debug-var-output", "TASK [debug] *******************************************************************\nok: [db1] => {\n    \"mysql_root_password\": \"{S}\"\n}", pw()),
		pos("eighth-ops", "winrm-inventory", "[windows:vars]\nansible_connection=winrm\nansible_user=Administrator\nansible_password={S}\nansible_winrm_transport=ntlm", pw()),
		pos("eighth-ops", "systemd-dsn", "[Service]\nEnvironment=DATA_SOURCE_NAME=postgresql://exporter:{S}@localhost:5432/postgres?sslmode=disable\nExecStart=/usr/local/bin/postgres_exporter", upw()),
		pos("eighth-ops", "systemctl-status-cmdline", "● app.service - API\n     Loaded: loaded (/etc/systemd/system/app.service; enabled)\n     CGroup: /system.slice/app.service\n             └─1234 /usr/bin/java -jar app.jar --spring.datasource.password={S}", pw()),
		pos("eighth-ops", "journal-amqps", "Mar 01 10:22:41 web1 app[1234]: connecting to amqps://svc:{S}@mq.internal:5671/prod", upw()),
		pos("eighth-ops", "cron-mysqldump", "0 3 * * * mysqldump -u backup -p'{S}' --all-databases | gzip > /backup/all.sql.gz", pw()),
		pos("eighth-ops", "cron-curl-u", "*/5 * * * * curl -fsS -u monitor:{S} https://status.internal/ping >/dev/null", pw()),
		pos("eighth-ops", "crontab-env", "MAILTO=\"\"\nB2_APPLICATION_KEY={S}\n15 2 * * * /usr/local/bin/backup.sh", "K001"+g.alnum(27)),
		pos("eighth-ops", "restic-password", "RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backup\nRESTIC_PASSWORD={S}", pw()),
		neg("eighth-ops-near", "ansible-vault-blob", "$ANSIBLE_VAULT;1.1;AES256\n"+hexLines(3), ""),
		neg("eighth-ops-near", "no-log", "TASK [create user] *************************************************************\nok: [db1] => {\"censored\": \"the output has been hidden due to the fact that 'no_log: true' was specified for this result\"}", ""),
		neg("eighth-ops-near", "cron-rotate", "*/15 * * * * /usr/local/bin/rotate-logs --keep 7 2>&1 | logger -t rotate", ""),
		neg("eighth-ops-near", "load-credential", "[Service]\nLoadCredential=db-password:/etc/app/db-password\nExecStart=/usr/local/bin/app --password-file=${CREDENTIALS_DIRECTORY}/db-password", ""),
		neg("eighth-ops-near", "ansible-play-recap", "PLAY RECAP *********************************************************************\nweb1                       : ok=12   changed=3    unreachable=0    failed=0", ""),

		// LDAP, Kerberos, SMB and Windows remote access.
		pos("eighth-auth", "ldapsearch-w-quoted", "ldapsearch -x -H ldaps://dc01.corp.test -D \"cn=svc-ldap,ou=Service,dc=corp,dc=test\" -w '{S}' -b \"dc=corp,dc=test\" \"(sAMAccountName=jdoe)\"", pw()),
		pos("eighth-auth", "ldapmodify-w", "ldapmodify -H ldap://localhost -D cn=admin,dc=example,dc=org -w {S} -f user.ldif", pw()),
		pos("eighth-auth", "ldif-userpassword", "dn: uid=jdoe,ou=people,dc=example,dc=org\nchangetype: modify\nreplace: userPassword\nuserPassword: {S}", pw()),
		pos("eighth-auth", "smbclient-domain-percent", "smbclient //fs01/share -U 'CORP\\backup%{S}' -c 'ls'", pw()),
		pos("eighth-auth", "smbclient-percent", "smbclient -L //nas.local -U admin%{S}", pw()),
		pos("eighth-auth", "mount-cifs-options", "sudo mount -t cifs //nas/media /mnt/media -o username=media,password={S},vers=3.0,uid=1000", pw()),
		pos("eighth-auth", "fstab-cifs", "//nas/backup  /mnt/backup  cifs  username=bk,password={S},iocharset=utf8  0  0", pw()),
		pos("eighth-auth", "smbcredentials", "$ cat /root/.smbcredentials\nusername=svc_scan\npassword={S}\ndomain=CORP", pw()),
		pos("eighth-auth", "kinit-echo", "echo '{S}' | kinit svc_hadoop@CORP.TEST", pw()),
		pos("eighth-auth", "net-use", "net use Z: \\\\fs01\\finance {S} /user:CORP\\jdoe /persistent:no", pw()),
		pos("eighth-auth", "cmdkey-pass", "cmdkey /generic:TERMSRV/rdp01 /user:CORP\\admin /pass:{S}", pw()),
		pos("eighth-auth", "psexec-p", "psexec \\\\srv01 -u CORP\\admin -p {S} cmd.exe", pw()),
		pos("eighth-auth", "xfreerdp-p", "xfreerdp /v:rdp01.corp.test /u:admin /p:'{S}' /dynamic-resolution", pw()),
		pos("eighth-auth", "krb5-bind-pw", "[realms]\n  CORP.TEST = {\n    kdc = dc01.corp.test\n  }\n# sssd.conf\nldap_default_authtok = {S}", pw()),
		neg("eighth-auth-near", "ldif-ssha", "dn: uid=jdoe,ou=people,dc=example,dc=org\nuserPassword:: {S}", b64("{SSHA}"+g.pick(base64Chars, 32))),
		neg("eighth-auth-near", "smbclient-prompt", "smbclient //fs01/share -U 'CORP\\backup' -c 'ls'\nPassword for [CORP\\backup]:", ""),
		neg("eighth-auth-near", "ldapsearch-W", "ldapsearch -x -W -D cn=admin,dc=example,dc=org -b dc=example,dc=org '(objectClass=*)'", ""),
		neg("eighth-auth-near", "klist-keytab", "Keytab name: FILE:/etc/krb5.keytab\nKVNO Principal\n---- --------------------------------------------------------------------------\n   3 HTTP/web01.corp.test (aes256-cts-hmac-sha1-96)", ""),
		neg("eighth-auth-near", "htpasswd-line", "$ cat /etc/nginx/.htpasswd\nadmin:{S}", "$apr1$"+g.pick(base62, 8)+"$"+g.pick(base62+"./", 22)),

		// VPNs.
		pos("eighth-vpn", "wg-private-key", "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {S}\nDNS = 1.1.1.1", wgKey()),
		pos("eighth-vpn", "wg-preshared-key", "[Peer]\nPublicKey = "+wgKey()+"\nPresharedKey = {S}\nEndpoint = vpn.example.com:51820\nAllowedIPs = 0.0.0.0/0", wgKey()),
		pos("eighth-vpn", "wg-showconf", "$ sudo wg showconf wg0\n[Interface]\nListenPort = 51820\nPrivateKey = {S}", wgKey()),
		pos("eighth-vpn", "openvpn-auth-file", "$ cat /etc/openvpn/auth.txt\nvpnuser\n{S}", pw()),
		pos("eighth-vpn", "openvpn-tls-auth", "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n{S}\n-----END OpenVPN Static key V1-----\n</tls-auth>", hexLines(16)),
		pos("eighth-vpn", "ipsec-psk", "# /etc/ipsec.secrets\n203.0.113.5 198.51.100.7 : PSK \"{S}\"", pw()),
		pos("eighth-vpn", "openconnect-stdin", "echo '{S}' | sudo openconnect --user=jdoe --passwd-on-stdin vpn.corp.test", pw()),
		pos("eighth-vpn", "tailscale-authkey", "sudo tailscale up --authkey {S} --advertise-tags=tag:server", "tskey-auth-"+g.alnum(12)+"CNTRL-"+g.alnum(33)),
		neg("eighth-vpn-near", "wg-public-key", "[Peer]\nPublicKey = {S}\nAllowedIPs = 10.8.0.3/32\nPersistentKeepalive = 25", wgKey()),
		neg("eighth-vpn-near", "wg-show", "interface: wg0\n  public key: {S}\n  private key: (hidden)\n  listening port: 51820", wgKey()),
		neg("eighth-vpn-near", "wg-pubkey-output", "$ wg genkey | tee privatekey | wg pubkey\n{S}", wgKey()),
		neg("eighth-vpn-near", "zerotier-join", "$ sudo zerotier-cli join {S}\n200 join OK", hex(16)),
		neg("eighth-vpn-near", "ovpn-directives", "remote vpn.example.com 1194 udp\nauth SHA256\ncipher AES-256-GCM\nauth-user-pass auth.txt", ""),

		// Message queues.
		pos("eighth-mq", "kafka-jaas-plain", "sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"svc-orders\" password=\"{S}\";", pw()),
		pos("eighth-mq", "kafka-jaas-file", "KafkaClient {\n  org.apache.kafka.common.security.scram.ScramLoginModule required\n  username=\"admin\"\n  password=\"{S}\";\n};", pw()),
		pos("eighth-mq", "confluent-single-quotes", "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username='"+g.pick(upperSet+digitSet, 16)+"' password='{S}';", g.pick(base64Chars, 64)),
		pos("eighth-mq", "librdkafka-props", "bootstrap.servers=pkc-12345.eu-west-1.aws.confluent.cloud:9092\nsecurity.protocol=SASL_SSL\nsasl.username="+g.pick(upperSet+digitSet, 16)+"\nsasl.password={S}", g.pick(base64Chars, 64)),
		pos("eighth-mq", "rabbitmqctl-add-user", "$ rabbitmqctl add_user orders {S}\nAdding user \"orders\" ...", pw()),
		pos("eighth-mq", "rabbitmqctl-change-password", "rabbitmqctl change_password guest {S}", pw()),
		pos("eighth-mq", "rabbitmq-conf-default-pass", "# rabbitmq.conf\ndefault_user = admin\ndefault_pass = {S}", pw()),
		pos("eighth-mq", "nats-nkey-seed", "-----BEGIN USER NKEY SEED-----\n{S}\n------END USER NKEY SEED------", "SUA"+g.pick(upperSet+"234567", 55)),
		pos("eighth-mq", "nats-url", "nats sub orders.> --server nats://orders:{S}@nats.internal:4222", upw()),
		pos("eighth-mq", "mosquitto-P", "mosquitto_pub -h broker.local -p 8883 -u sensor01 -P {S} -t home/temp -m 21.5", pw()),
		pos("eighth-mq", "pulsar-auth-params", "bin/pulsar-client --url pulsar+ssl://pulsar:6651 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationToken --auth-params token:{S} produce t -m hi", g.jwt()),
		neg("eighth-mq-near", "rabbit-password-hash", "\"users\": [{\"name\": \"admin\", \"password_hash\": \"{S}\", \"hashing_algorithm\": \"rabbit_password_hashing_sha256\"}]", g.pick(base64Chars, 44)),
		neg("eighth-mq-near", "sqs-url", "QueueUrl: https://sqs.us-east-1.amazonaws.com/123456789012/orders-queue", ""),
		neg("eighth-mq-near", "jaas-references", "sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"${KAFKA_USER}\" password=\"${KAFKA_PASS}\";", ""),
		neg("eighth-mq-near", "kafka-offsets", "GROUP           TOPIC    PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\norders-consumer orders   0          48213           48290           77", ""),

		// Mail.
		pos("eighth-mail", "smtp-auth-plain", "S: 250-AUTH PLAIN LOGIN\nC: AUTH PLAIN {S}\nS: 235 2.7.0 Authentication successful", b64("\x00alerts@acme.test\x00"+pw())),
		pos("eighth-mail", "smtp-auth-login", "C: AUTH LOGIN\nS: 334 VXNlcm5hbWU6\nC: YWxlcnRzQGFjbWUudGVzdA==\nS: 334 UGFzc3dvcmQ6\nC: {S}\nS: 235 Authentication succeeded", b64(pw())),
		pos("eighth-mail", "swaks-auth-password", "swaks --to ops@acme.test --server smtp.acme.test:587 --auth LOGIN --auth-user alerts --auth-password '{S}' --tls", pw()),
		pos("eighth-mail", "msmtprc", "account default\nhost smtp.fastmail.test\nport 587\nauth on\nuser me@fastmail.test\npassword {S}\ntls on", pw()),
		pos("eighth-mail", "fetchmailrc", "poll imap.example.com protocol IMAP user \"jdoe\" there with password \"{S}\" is jdoe here ssl", pw()),
		pos("eighth-mail", "muttrc-imap-pass", "set imap_user = \"jdoe@example.com\"\nset imap_pass = \"{S}\"", pw()),
		pos("eighth-mail", "offlineimap-remotepass", "[Repository Remote]\ntype = IMAP\nremotehost = imap.example.com\nremoteuser = me@example.com\nremotepass = {S}", pw()),
		pos("eighth-mail", "gmail-app-password", "EMAIL_HOST_PASSWORD = '{S}'  # app password", g.pick(lowerSet, 4)+" "+g.pick(lowerSet, 4)+" "+g.pick(lowerSet, 4)+" "+g.pick(lowerSet, 4)),
		pos("eighth-mail", "sendgrid-smtp", "smtp relay: smtp.sendgrid.net:587, username apikey, password {S}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		neg("eighth-mail-near", "passwordeval", "passwordeval \"gpg --quiet --for-your-eyes-only --no-tty -d ~/.msmtp-password.gpg\"", ""),
		neg("eighth-mail-near", "postfix-relay-conf", "relayhost = [smtp.example.com]:587\nsmtp_sasl_auth_enable = yes\nsmtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd", ""),
		neg("eighth-mail-near", "dkim-public", "default._domainkey IN TXT \"v=DKIM1; k=rsa; p={S}\"", "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+g.pick(base64Chars, 180)),
		neg("eighth-mail-near", "sasl-failed-log", "Mar  1 10:22:41 mx1 postfix/smtpd[4321]: warning: unknown[unknown]: SASL LOGIN authentication failed: UGFzc3dvcmQ6", ""),
		neg("eighth-mail-near", "dovecot-crypt", "jdoe:{S}:1000:1000::/home/jdoe::", "{SHA512-CRYPT}$6$"+g.pick(base62, 16)+"$"+g.pick(base62+"./", 86)),

		// Look-alikes of the whole ground.
		neg("eighth-near", "sha256sum", "$ sha256sum terraform_1.9.0_linux_amd64.zip\n{S}  terraform_1.9.0_linux_amd64.zip", hex(64)),
		neg("eighth-near", "git-head", "HEAD is now at {S} ci: rotate deploy credentials", hex(7)),
		neg("eighth-near", "ssh-host-fingerprint", "ED25519 key fingerprint is SHA256:{S}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?", g.pick(base64Chars, 43)),
		neg("eighth-near", "gpg-key-id", "gpg: key {S}: public key \"Acme Release Signing\" imported\ngpg: Total number processed: 1", g.pick(digitSet+"ABCDEF", 16)),
		neg("eighth-near", "ssh-public-key", "ssh-ed25519 {S} deploy@ci-runner", "AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)),
		neg("eighth-near", "docker-pull-digest", "Digest: sha256:{S}\nStatus: Downloaded newer image for postgres:16", hex(64)),
		neg("eighth-near", "tls-certificate", "ca.crt: |\n  -----BEGIN CERTIFICATE-----\n  {S}\n  -----END CERTIFICATE-----", g.pick(base64Chars, 64)),
		neg("eighth-near", "age-recipient", "sops --encrypt --age {S} secrets.yaml > secrets.enc.yaml", "age1"+g.pick("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)),
		neg("eighth-near", "vault-token-accessor", "Key                  Value\n---                  -----\naccessor             {S}\ncreation_ttl         768h\npolicies             [default deploy]", g.alnum(24)),
		neg("eighth-near", "vault-kv-metadata", "====== Metadata ======\nKey              Value\n---              -----\ncreated_time     2026-03-01T10:22:41.123456Z\nversion          3", ""),
		neg("eighth-near", "password-expiry", "$ chage -l deploy\nLast password change                                    : Mar 01, 2026\nPassword expires                                        : never", ""),
	}
}

// eighthFloor is just under what the rules reach on the eighth author's
// cases, kept apart as they were written, misses included (see
// sixthFloor): negatives intact 0.927 (0.915 before a publishable key was
// left). Left damaged: password hashes and a SigV4 request signature,
// which the rules remove as secrets, and an age recipient, which the
// shared bench counts as one.
//
// Raised at stop 28 to just under main's figures then: recall 0.987,
// negatives intact 0.927, no partial leak.
//
// Raised at stop 29 to just under main's figures then: recall 0.994,
// negatives intact 0.939, no partial leak.
var eighthFloor = recallFloor{recall: 0.993, intact: 0.938, maxPartial: 0}

func TestPasteEighthRecall(t *testing.T) {
	measureHeldOut(t, "eighth paste suite", eighthCases(pasteGen{newFakes(18)}), eighthFloor)
}
