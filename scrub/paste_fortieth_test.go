package scrub

import (
	"strings"
	"testing"
)

// fortiethFloor is just under what the rules reach on the fortieth suite
// as first written, before any fix for it: recall 0.941, partial 0.000,
// negatives intact 0.900; with its label slips fixed (two negatives'
// private hosts, registry.internal and grafana.internal, which the
// private-host rule removes by design, now public ones) recall 0.941,
// partial 0.000, negatives intact 0.967. An alert's dedup key is a
// tracing id (pubkey.go): negatives intact 1.000. A value an aside
// quotes after a credential's phrase, and one a copula gives as "the
// default" (context.go): recall 0.961. The new one a rotation verb gives
// (generic.toml's rotated-credential): recall 0.971. A break-glass
// account's user and password (logins.go): recall 0.980.
var fortiethFloor = recallFloor{recall: 0.979, intact: 0.999, maxPartial: 0}

// TestPasteFortiethRecall measures the fortieth suite, incident response
// and on-call chat, kept apart as its author wrote it (misses included).
func TestPasteFortiethRecall(t *testing.T) {
	measureHeldOut(t, "fortieth suite", fortiethCases(pasteGen{newFakes(3400)}), fortiethFloor)
}

// fortiethCases are the fortieth suite. Its ground is what engineers paste
// during an incident: Slack and Teams incident channels copied with
// speaker names and times, PagerDuty and Opsgenie alerts, kubectl get
// secret -o yaml and base64 -d output, kubectl describe and logs, docker
// inspect, ps auxe and /proc environ dumps, crash dumps with connection
// strings, Sentry and Datadog event payloads, failed deploy logs printing
// their environment, one-off fixes ("I rotated it, new one is ..."),
// postmortem drafts quoting the leaked value, break-glass accounts, and
// the on-call roster's personal data. The negatives are look-alikes from
// the same ground: incident ids, alert fingerprints, trace and span ids,
// commit hashes, pod names with hashes, image digests, masked values,
// placeholders, timestamps, prose.
func fortiethCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	b64url := func(n int) string { return g.pick(urlSet, n) }
	upperAlnum := func(n int) string { return g.pick(upperSet+digitSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	awsID := func() string { return "AK" + "IA" + upperAlnum(16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	ghp := func() string { return "gh" + "p_" + g.alnum(36) }
	ghs := func() string { return "gh" + "s_" + g.alnum(36) }
	glpat := func() string { return "gl" + "pat-" + b64url(20) }
	npm := func() string { return "np" + "m_" + g.alnum(36) }
	stripe := func() string { return "sk" + "_live_" + g.alnum(24) }
	whsec := func() string { return "wh" + "sec_" + g.alnum(32) }
	slackBot := func() string {
		return "xo" + "xb-" + g.pick(digitSet, 12) + "-" + g.pick(digitSet, 13) + "-" + g.alnum(24)
	}
	slackHook := func() string {
		return "https://hooks.slack.com/" + "services/T" + upperAlnum(8) + "/B" + upperAlnum(10) + "/" + g.alnum(24)
	}
	sendgrid := func() string { return "S" + "G." + b64url(22) + "." + b64url(43) }
	vault := func() string { return "hv" + "s." + g.alnum(24) }
	grafana := func() string { return "gl" + "sa_" + g.alnum(32) + "_" + g.hex(8) }
	newRelic := func() string { return "NR" + "AK-" + upperAlnum(27) }
	totp := func() string { return g.pick(upperSet+"234567", 32) }
	pemKey := func() string {
		return "-----BEGIN " + "PRIVATE KEY-----\n" + g.block(256) + "\n-----END PRIVATE KEY-----\n"
	}
	sha := func() string { return g.hex(40) }
	podHash := func() string {
		return g.pick("bcdfghjklmnpqrstvwxz2456789", 9) + "-" + g.pick("bcdfghjklmnpqrstvwxz2456789", 5)
	}

	// One docker inspect and one kubectl describe, each with several
	// secrets in its environment.
	inspect := map[string]string{"pg": pw(), "stripe": stripe(), "jwt": g.pick(base64Chars, 44)}
	dockerInspect := "$ docker inspect api-worker --format '{{json .Config.Env}}' | jq .\n[\n" +
		"  \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\",\n" +
		"  \"NODE_ENV=production\",\n" +
		"  \"POSTGRES_PASSWORD=" + inspect["pg"] + "\",\n" +
		"  \"STRIPE_SECRET_KEY=" + inspect["stripe"] + "\",\n" +
		"  \"JWT_SIGNING_KEY=" + inspect["jwt"] + "\",\n" +
		"  \"NODE_VERSION=20.11.1\"\n]"
	describe := map[string]string{"redis": tok(), "smtp": pw()}
	kubeDescribe := "$ kubectl describe pod checkout-" + podHash() + " -n prod\n" +
		"Containers:\n  checkout:\n    Image:          registry.internal/checkout:v3.8.2\n" +
		"    State:          Waiting\n      Reason:       CrashLoopBackOff\n" +
		"    Environment:\n      LOG_LEVEL:       info\n" +
		"      REDIS_PASSWORD:  " + describe["redis"] + "\n" +
		"      SMTP_PASS:       " + describe["smtp"] + "\n" +
		"      DB_PASSWORD:     <set to the key 'password' in secret 'checkout-db'>  Optional: false\n"

	ssSecret := pw()
	secretData := "$ kubectl get secret checkout-db -n prod -o yaml\napiVersion: v1\ndata:\n" +
		"  password: " + base64Of(ssSecret) + "\n  username: " + base64Of("checkout") + "\n" +
		"kind: Secret\nmetadata:\n  creationTimestamp: \"2026-03-14T01:58:12Z\"\n  name: checkout-db\n" +
		"  namespace: prod\n  uid: " + uuid() + "\ntype: Opaque"
	decoded := "hunter-" + g.alnum(10)
	tlsKey := base64Of(pemKey())
	dockerCfg := base64Of(`{"auths":{"registry.internal":{"username":"ci","password":"` + pw() + `","auth":"` + base64Of("ci:"+pw()) + `"}}}`)

	cases := []pasteCase{
		// Slack and Teams incident channels, copied with names and times.
		pos("chat", "slack-old-password", "Priya Raman  10:42 AM\nok found it, the old prod DB password was {S} and it's in the public gist\nPriya Raman  10:43 AM\nrotating now", pw()),
		pos("chat", "slack-rotated-new", "Marcus Chen  2:17 AM\nrotated. new one is {S}\nupdating the secret in vault now, give me 5", pw()),
		pos("chat", "slack-leaked-aws", "Jo Okafor  11:02 PM\n@here the leaked key is {S} — revoke ASAP, it's in the CloudTrail hits", awsID()),
		pos("chat", "teams-try-token", "[3/14 2:07 AM] Sato, Kenji\n    can you try with this token {S}\n[3/14 2:08 AM] Alvarez, Rosa\n    works", ghp()),
		pos("chat", "slack-vault-export", "dana  03:31\ntry `export VAULT_TOKEN={S}` then rerun the unseal script", vault()),
		pos("chat", "slack-redis-auth", "Ahmed Siddiqui  9:14 PM\nthe redis AUTH on the cache cluster is {S} btw, the app is using the old one", tok()),
		pos("chat", "slack-codeblock-url", "Lena Vogel  4:51 AM\n```\nDATABASE_URL=postgres://orders:{S}@prod-db-1.internal:5432/orders\n```\nthat's what the pod sees", g.urlPassword()),
		pos("chat", "slack-thread-basic", "replied to a thread: staging is down too\nTom Becker  1:12 AM\nthe staging basic auth is ops:{S} if you want to check the admin page", pw()),
		pos("chat", "teams-client-secret", "[14/03 02:40] Nowak, Piotr\nclient secret value: {S}\nit expires in 6 months, I'll put it in Key Vault after", g.pick(urlSet+"~.", 40)),
		pos("chat", "slack-grafana-sa", "Yuki Tanaka  6:03 AM\nmade a temp grafana service account for the dashboards: {S}", grafana()),
		pos("chat", "slack-ipmi", "Sam  02:55\n`ipmitool -I lanplus -H 10.9.0.12 -U ADMIN -P {S} chassis power cycle` brought it back", pw()),
		pos("chat", "slack-personal-token", "Chris Obi  11:40 PM\njust use my personal token for now: {S}\nI'll revoke it tomorrow", glpat()),
		pos("chat", "slack-bot-token-leak", "incident-bot  APP  3:02 AM\nNote added by Maria Lopez: bot token that leaked was {S}", slackBot()),
		pos("chat", "slack-es-curl", "Ravi  05:20\n```curl -k -u elastic:{S} https://es-prod-0:9200/_cluster/health?pretty```\nstatus is red", pw()),
		pos("chat", "slack-replacement-pair", "Ana Silva  7:45 PM\nhere's the replacement:\nAWS_ACCESS_KEY_ID="+awsID()+"\nAWS_SECRET_ACCESS_KEY={S}", awsSecret()),

		// PagerDuty, Opsgenie and status page.
		pos("alert", "pagerduty-routing-key", `curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' -d '{"routing_key":"{S}","event_action":"trigger","payload":{"summary":"disk full on web-3","severity":"critical","source":"web-3"}}'`, g.hex(32)),
		pos("alert", "pagerduty-custom-details", "[Triggered] #48213 High error rate on payments-api\nService: payments-api\nCustom details:\n  log_line: connection refused for user=payments password={S} host=pg-primary\n  count: 412", pw()),
		pos("alert", "opsgenie-geniekey", "curl -X GET 'https://api.opsgenie.com/v2/heartbeats/prod-cron/ping' --header 'Authorization: GenieKey {S}'", uuid()),
		pos("alert", "opsgenie-description", "Opsgenie Alert #4412 P1\nMessage: webhook delivery failing\nDescription: POST to {S} returned 404 for 30m", slackHook()),
		pos("alert", "pagerduty-rest-key", "PAGERDUTY_TOKEN={S} ./scripts/ack-all.sh --service PXK3Q9Z", b64url(20)),
		pos("alert", "statuspage-oauth", "curl https://api.statuspage.io/v1/pages/kctbh9vrtdwd/incidents -H \"Authorization: OAuth {S}\" -d 'incident[name]=Degraded checkout'", uuid()),
		pos("alert", "datadog-keys", "DD_SITE=datadoghq.eu\nDD_API_KEY={S}\nDD_ENV=prod", g.hex(32)),
		pos("alert", "datadog-app-key", "curl -X GET \"https://api.datadoghq.com/api/v1/monitor\" -H \"DD-API-KEY: "+g.hex(32)+"\" -H \"DD-APPLICATION-KEY: {S}\"", g.hex(40)),
		pos("alert", "newrelic-key", "export NEW_RELIC_API_KEY={S}\nnewrelic entity search --name payments-api", newRelic()),

		// kubectl secrets, base64 -d, describe and logs.
		pos("kube", "get-secret-yaml", secretData, base64Of(ssSecret)),
		pos("kube", "base64-decoded", "$ kubectl get secret checkout-db -n prod -o jsonpath='{.data.password}' | base64 -d\n{S}", pw()),
		pos("kube", "base64-decoded-prompt", "ops@bastion:~$ echo '"+base64Of(decoded)+"' | base64 --decode\n{S}ops@bastion:~$", decoded),
		pos("kube", "jsonpath-token", "$ kubectl -n monitoring get secret grafana -o jsonpath=\"{.data.admin-password}\" | base64 -d; echo\n{S}", pw()),
		pos("kube", "tls-key", "$ kubectl get secret api-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=\n  tls.key: {S}\nkind: Secret\ntype: kubernetes.io/tls", tlsKey),
		pos("kube", "dockerconfigjson", "apiVersion: v1\ndata:\n  .dockerconfigjson: {S}\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson", dockerCfg),
		pos("kube", "string-data", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payments-env\nstringData:\n  STRIPE_WEBHOOK_SECRET: {S}\n  LOG_LEVEL: debug", whsec()),
		pos("kube", "describe-redis", kubeDescribe, describe["redis"]),
		pos("kube", "describe-smtp", kubeDescribe, describe["smtp"]),
		pos("kube", "logs-config-json", "$ kubectl logs deploy/notifier -n prod --tail=3\n{\"level\":\"info\",\"ts\":\"2026-03-14T02:11:09Z\",\"msg\":\"loaded config\",\"config\":{\"sendgrid_api_key\":\"{S}\",\"from\":\"alerts@acme.io\"}}\n{\"level\":\"error\",\"msg\":\"send failed\",\"status\":401}", sendgrid()),
		pos("kube", "logs-bearer", "notifier-"+podHash()+" notifier time=2026-03-14T02:12:44Z level=error msg=\"upstream 401\" header=\"Authorization: Bearer {S}\"", g.jwt()),
		pos("kube", "config-view-raw", "$ kubectl config view --raw --minify\nusers:\n- name: oncall\n  user:\n    token: {S}", "eyJhbGciOiJSUzI1NiIsImtpZCI6I"+b64url(40)+"."+b64url(120)+"."+b64url(86)),
		pos("kube", "argocd-initial", "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d\n{S}\n$ argocd login argocd.internal --username admin", lowerAlnum(4)+upperAlnum(4)+b64url(8)),
		pos("kube", "argocd-login", "argocd login argocd.prod.internal --username admin --password {S} --grpc-web", pw()),

		// docker inspect, ps auxe, /proc environ.
		pos("host", "inspect-pg", dockerInspect, inspect["pg"]),
		pos("host", "inspect-stripe", dockerInspect, inspect["stripe"]),
		pos("host", "inspect-jwt", dockerInspect, inspect["jwt"]),
		pos("host", "ps-auxe", "$ ps auxe | grep node\ndeploy    2231  0.3  1.2 1012344 98124 ?  Ssl  01:58   0:42 node server.js PATH=/usr/bin HOME=/home/deploy DB_PASS={S} NODE_ENV=production", pw()),
		pos("host", "proc-environ", "# cat /proc/2231/environ | tr '\\0' '\\n'\nHOSTNAME=api-3\nAWS_REGION=eu-west-1\nAWS_SECRET_ACCESS_KEY={S}\nHOME=/root", awsSecret()),
		pos("host", "ps-java-prop", "app      11873 12.1 18.4 java -Xmx2g -Dspring.datasource.username=billing -Dspring.datasource.password={S} -jar /opt/billing/app.jar", pw()),
		pos("host", "ps-requirepass", "redis     912  0.2  0.9  62340  9812 ?  Ssl  Mar13   4:11 /usr/bin/redis-server 0.0.0.0:6379 --requirepass {S}", tok()),
		pos("host", "systemctl-show", "$ systemctl show billing.service -p Environment\nEnvironment=APP_ENV=prod BILLING_API_TOKEN={S} PORT=8080", tok()),
		pos("host", "journalctl-smtp", "Mar 14 02:11:09 web-3 app[1123]: DEBUG smtp login user=alerts@acme.io pass={S} host=smtp.mailgun.org", pw()),
		pos("host", "env-grep", "$ env | grep -i token\nGITHUB_TOKEN={S}\nTOKENIZERS_PARALLELISM=false", ghs()),
		pos("host", "compose-config", "$ docker compose config\nservices:\n  worker:\n    environment:\n      RABBITMQ_DEFAULT_PASS: {S}\n      RABBITMQ_DEFAULT_USER: worker", pw()),

		// Crash dumps with connection strings.
		pos("crash", "python-sqlalchemy", "Traceback (most recent call last):\n  File \"/app/worker.py\", line 88, in <module>\n    engine = create_engine(\"postgresql+psycopg2://orders:{S}@10.2.3.4:5432/orders\")\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"10.2.3.4\", port 5432 failed: timeout expired", g.urlPassword()),
		pos("crash", "java-mongo", "Caused by: com.mongodb.MongoTimeoutException: Timed out after 30000 ms while waiting to connect. Client view of cluster state is {type=UNKNOWN}\n\tconnection string: mongodb://admin:{S}@mongo-0.mongo.prod.svc:27017/?authSource=admin\n\tat com.mongodb.internal.connection.BaseCluster.getDescription(BaseCluster.java:184)", g.urlPassword()),
		pos("crash", "go-panic-config", "panic: dial tcp 10.0.4.17:6379: i/o timeout\n\ngoroutine 1 [running]:\nmain.mustRedis(...)\n\t/src/cmd/api/main.go:42\nconfig: &{Addr:redis-master:6379 Password:{S} DB:0 PoolSize:20}", tok()),
		pos("crash", "dotnet-connstring", "Unhandled exception. Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'billing_app'.\n   ConnectionString: Server=sql01.corp.local;Database=Billing;User Id=billing_app;Password={S};TrustServerCertificate=True", pw()),
		pos("crash", "node-config-dump", "Error: connect ECONNREFUSED 10.0.3.9:3306\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16) {\n  errno: -111,\n  config: { host: 'mysql-primary', user: 'shop', password: '{S}', database: 'shop' }\n}", pw()),
		pos("crash", "rails-amqp", "Bunny::TCPConnectionFailedForAllHosts (could not establish TCP connection to any of the configured hosts)\n  amqp_url: amqps://events:{S}@rabbit.prod.internal:5671/events", g.urlPassword()),
		pos("crash", "core-strings", "$ strings core.11873 | grep -i -m3 'password\\|secret'\njdbc:mysql://db-2:3306/ledger?user=ledger&password={S}\nspring.datasource.hikari.pool-name=ledger", pw()),

		// Sentry and Datadog event payloads.
		pos("event", "sentry-auth-header", `{"event_id":"`+g.hex(32)+`","level":"error","request":{"method":"POST","url":"https://api.acme.io/v2/refunds","headers":{"Authorization":"Bearer {S}","User-Agent":"okhttp/4.12.0"}}}`, tok()),
		pos("event", "sentry-extra", "Sentry issue PAYMENTS-API-4Q1\nAdditional Data\n  stripe_key    {S}\n  customer_id   cus_PdT9Lk2mX1\n  retry         3", stripe()),
		pos("event", "datadog-log-url", `{"service":"exporter","status":"error","attributes":{"http":{"url":"https://api.partner.example/v1/export?access_token={S}&format=csv","status_code":401}}}`, b64url(40)),
		pos("event", "sentry-cookie", "Breadcrumbs\n  http  GET /account 200\nRequest headers\n  Cookie    _acme_session={S}; locale=en\n  Referer   https://app.acme.io/", b64url(64)),
		pos("event", "datadog-agent-yaml", "# /etc/datadog-agent/datadog.yaml\nsite: datadoghq.com\napi_key: {S}\nlogs_enabled: true", g.hex(32)),
		pos("event", "sentry-context-secret", "Contexts\n  env\n    WEBHOOK_SIGNING_SECRET  {S}\n    REGION                  eu-west-1", whsec()),

		// Failed deploy logs printing their environment.
		pos("deploy", "actions-env", "Run ./scripts/deploy.sh prod\n  ./scripts/deploy.sh prod\n  shell: /usr/bin/bash -e {0}\n  env:\n    DEPLOY_ENV: prod\n    HEROKU_API_KEY: {S}\nError: release failed", uuid()),
		pos("deploy", "gitlab-env-sort", "$ env | sort\nCI_COMMIT_SHORT_SHA=9f8e7d6c\nCI_PIPELINE_ID=88123\nNPM_TOKEN={S}\nNODE_ENV=production", npm()),
		pos("deploy", "jenkins-curl", "[Pipeline] sh\n+ curl -fsS -u admin:{S} -T build/app.war https://nexus.internal/repository/releases/app-3.2.war\ncurl: (22) The requested URL returned error: 401", pw()),
		pos("deploy", "terraform-plan", "  # module.db.aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = \"{S}\" -> (sensitive value)\n        id       = \"prod-main\"\n    }", pw()),
		pos("deploy", "ansible-verbose", "ok: [db1] => {\"ansible_facts\": {\"mysql_root_password\": \"{S}\", \"mysql_port\": 3306}, \"changed\": false}", pw()),
		pos("deploy", "helm-values", "$ helm get values payments -n prod\nUSER-SUPPLIED VALUES:\npostgresql:\n  auth:\n    postgresPassword: {S}\n    database: payments", pw()),
		pos("deploy", "heroku-config", "$ heroku config -a acme-prod\n=== acme-prod Config Vars\nLOG_LEVEL:       info\nSECRET_KEY_BASE: {S}\nWEB_CONCURRENCY: 2", g.hex(128)),
		pos("deploy", "printenv-cloudflare", "+ printenv | grep CF_\nCF_ACCOUNT_ID="+g.hex(32)+"\nCF_API_TOKEN={S}", b64url(40)),
		pos("deploy", "vault-kv-get", "$ vault kv get secret/prod/ledger\n====== Data ======\nKey         Value\n---         -----\npassword    {S}\nusername    ledger", pw()),
		pos("deploy", "secretsmanager", "$ aws secretsmanager get-secret-value --secret-id prod/ledger --query SecretString --output text\n{\"username\":\"ledger\",\"password\":\"{S}\",\"host\":\"ledger.cluster-x.eu-west-1.rds.amazonaws.com\"}", pw()),
		pos("deploy", "docker-login-log", "#12 [deploy 2/4] RUN docker login -u ci -p {S} registry.internal\n#12 0.311 WARNING! Using --password via the CLI is insecure.", pw()),
		pos("deploy", "azure-storage", "##[error]Upload failed: DefaultEndpointsProtocol=https;AccountName=prodlogs;AccountKey={S};EndpointSuffix=core.windows.net", g.pick(base64Chars, 86)+"=="),

		// One-off fixes.
		pos("fix", "rotated-new-one", "I rotated it, new one is {S}", tok()),
		pos("fix", "temp-admin-pass", "fixed — I temporarily set the admin pass to {S}, will change it after the freeze", pw()),
		pos("fix", "grafana-reset", "$ grafana-cli admin reset-admin-password {S}\nAdmin password changed successfully ✔", pw()),
		pos("fix", "webhook-secret", "new webhook signing secret: {S} (old one revoked at 02:40)", whsec()),
		pos("fix", "sendgrid-rotated", "rotated the sendgrid key, it's {S} now — update the notifier secret", sendgrid()),
		pos("fix", "rabbit-change", "rabbitmqctl change_password admin {S}", pw()),
		pos("fix", "mysql-set-password", "mysql> SET PASSWORD FOR 'repl'@'%' = '{S}';\nQuery OK, 0 rows affected (0.01 sec)", pw()),
		pos("fix", "psql-alter", "prod=# ALTER ROLE reporting WITH LOGIN PASSWORD '{S}';\nALTER ROLE", pw()),
		pos("fix", "kubectl-patch", "kubectl -n prod patch secret checkout-db -p '{\"stringData\":{\"password\":\"{S}\"}}'", pw()),
		pos("fix", "gh-secret-set", "gh secret set DEPLOY_TOKEN --body \"{S}\" --repo acme/payments", ghp()),

		// Postmortem drafts quoting the leaked value.
		pos("postmortem", "timeline-key", "## Timeline (UTC)\n- 02:14 an unknown actor used the leaked key `{S}` to list buckets\n- 02:31 key deactivated", awsID()),
		pos("postmortem", "exposed-credential", "The exposed credential (`{S}`) was committed in a4f3c2e and pushed to a public fork.", ghp()),
		pos("postmortem", "twilio-root-cause", "**Root cause:** the Twilio auth token {S} was logged at INFO level by the SMS worker.", g.hex(32)),
		pos("postmortem", "service-account-pw", "Impact: the password of svc-backup (`{S}`) was readable by every member of the #ops-alerts channel for 41 minutes.", pw()),
		pos("postmortem", "slack-hook-leak", "### What happened\nOur alerting webhook {S} was posted in a public issue; spam alerts followed.", slackHook()),
		pos("postmortem", "session-secret", "Contributing factor: SESSION_SECRET was the default `{S}` from the setup guide, unchanged since 2021.", lowerAlnum(24)),

		// Break-glass accounts.
		pos("breakglass", "account-slash", "Break-glass account: bg-admin / {S} (in the safe; SEV1 only)", pw()),
		pos("breakglass", "emergency-pass", "emergency access: user `breakglass@acme.io`, pass `{S}`", pw()),
		pos("breakglass", "mfa-seed", "emergency access MFA seed (TOTP): {S}", totp()),
		pos("breakglass", "otpauth", "otpauth://totp/AWS:root@acme.io?secret={S}&issuer=AWS", totp()),
		pos("breakglass", "onepassword-secret-key", "Emergency Kit\nSign-in address: acme.1password.com\nSecret Key: {S}", "A3-"+upperAlnum(6)+"-"+upperAlnum(6)+"-"+upperAlnum(5)+"-"+upperAlnum(5)+"-"+upperAlnum(5)+"-"+upperAlnum(5)),
		pos("breakglass", "root-recovery", "AWS root (prod org): ops-root@acme.io\npassword: {S}\nhardware MFA in the DC safe", pw()),
		pos("breakglass", "bmc-sticker", "the BMC default pw is on the sticker, but we changed it: {S}", pw()),
		pos("breakglass", "gcp-sa-key", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key_id\": \""+g.hex(40)+"\",\n  \"private_key\": \"{S}\",\n  \"client_email\": \"breakglass@acme-prod.iam.gserviceaccount.com\"\n}", strings.ReplaceAll(pemKey(), "\n", `\n`)),

		// The on-call roster's personal data.
		pos("person", "oncall-phone", "Primary on-call this week: Dana Whitfield, {S} (call, don't text)", g.usPhone()),
		pos("person", "escalation-mobile", "Escalation: 1) Rosa Alvarez +1 {S} 2) Kenji Sato, see PagerDuty", g.usPhone()),
		pos("person", "customer-card", "2026-03-14T02:12:01Z ERROR charge failed card_number={S} exp=09/28 reason=do_not_honor", g.card("4", 16)),
		pos("person", "customer-email", "refund stuck for customer {S} ("+g.usPhone()+"), ticket #99812", "maria.gonzalez84@gmail.com"),

		// Negatives: incident ids, fingerprints, trace ids, hashes, pods,
		// digests, masked values, placeholders, timestamps, prose.
		neg("chat", "declared", "Priya Raman  2:14 AM\nincident INC-20419 declared, SEV2, bridge is open: https://meet.acme.io/inc-20419", ""),
		neg("chat", "token-expired", "Marcus Chen  2:20 AM\nmy token expired, re-authing with `gh auth login` and trying again", ""),
		neg("chat", "password-in-safe", "the password for the break-glass account is in the safe, ask the duty manager for the envelope", ""),
		neg("chat", "rotated-prose", "I rotated the key and revoked the old one; new one is in Vault under secret/prod/payments", ""),
		neg("alert", "fingerprint", "[FIRING:1] HighErrorRate payments-api (prod)\nfingerprint: "+g.hex(16)+"\nstartsAt: 2026-03-14T02:11:00.000Z", ""),
		neg("alert", "dedup-key", `{"event_action":"resolve","dedup_key":"payments-api/HighErrorRate/`+g.hex(16)+`"}`, ""),
		neg("alert", "incident-url", "PagerDuty: https://acme.pagerduty.com/incidents/Q"+upperAlnum(13)+" acknowledged by Kenji Sato", ""),
		neg("alert", "opsgenie-alias", "alias: disk-usage-web-3\ntinyId: 4412\nalertId: "+uuid(), ""),
		neg("trace", "trace-span", "trace_id="+g.hex(32)+" span_id="+g.hex(16)+" service=checkout status=500", ""),
		neg("trace", "traceparent", "traceparent: 00-"+g.hex(32)+"-"+g.hex(16)+"-01", ""),
		neg("trace", "sentry-event-id", `{"event_id":"`+g.hex(32)+`","release":"payments@3.8.2","environment":"prod"}`, ""),
		neg("trace", "aws-request-id", "An error occurred (ThrottlingException) when calling the PutMetricData operation (RequestId: "+uuid()+")", ""),
		neg("ids", "rollback-sha", "rolled back to "+sha()+" (deploy #4412), error rate recovering", ""),
		neg("ids", "pods", "NAME                        READY   STATUS             RESTARTS      AGE\napi-"+podHash()+"        0/1     CrashLoopBackOff   12 (3m ago)   41m\napi-"+podHash()+"        1/1     Running            0             41m", ""),
		neg("ids", "image-digest", "    Image ID:       ghcr.io/acme/api@sha256:"+g.hex(64)+"\n    Container ID:   containerd://"+g.hex(64), ""),
		neg("ids", "kube-uid", "metadata:\n  name: checkout-db\n  resourceVersion: \"88123419\"\n  uid: "+uuid(), ""),
		neg("ids", "ssh-fingerprint", "ED25519 key fingerprint is SHA256:"+b64url(43)+".\nThis host key is known by the following other names/addresses:", ""),
		neg("masked", "actions-masked", "  env:\n    DEPLOY_ENV: prod\n    HEROKU_API_KEY: ***", ""),
		neg("masked", "stars", "DB_PASSWORD=****\nREDIS_PASSWORD=********", ""),
		neg("masked", "describe-secret", "$ kubectl describe secret checkout-db\nName:         checkout-db\nType:         Opaque\n\nData\n====\npassword:  24 bytes\nusername:  8 bytes", ""),
		neg("masked", "secret-ref", "      DB_PASSWORD:     <set to the key 'password' in secret 'checkout-db'>  Optional: false", ""),
		neg("placeholder", "root-token", "export VAULT_TOKEN=<root-token>\nvault operator unseal", ""),
		neg("placeholder", "aws-example", "aws_access_key_id = "+"AK"+"IAIOSFODNN7EXAMPLE", ""),
		neg("placeholder", "runbook-template", "curl -u admin:${ES_PASSWORD} https://es-prod-0:9200/_cat/indices", ""),
		neg("time", "timestamps", "2026-03-14T02:11:09.123456789Z 1710382269 Mar 14 02:11:09 web-3", ""),
		neg("time", "alert-expr", "expr: sum(rate(http_requests_total{status=~\"5..\"}[5m])) / sum(rate(http_requests_total[5m])) > 0.05\nfor: 10m", ""),
		neg("prose", "postmortem-summary", "We rotated the leaked token, revoked all sessions and confirmed from the audit log that no customer data was accessed.", ""),
		neg("prose", "action-items", "Action items: add secret scanning to CI; move break-glass credentials to the vault; page the secondary after 5 minutes.", ""),
		neg("ids", "deploy-version", "Deploying payments v3.8.2 (build 8812, commit "+sha()[:8]+") to prod-eu-west-1", ""),
		neg("ids", "grafana-url", "https://grafana.acme.io/d/"+b64url(9)+"/api-latency?orgId=1&from=now-6h&to=now", ""),
	}
	return cases
}
