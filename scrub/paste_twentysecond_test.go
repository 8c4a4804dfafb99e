package scrub

import (
	"encoding/base64"
	"strings"
	"testing"
)

// twentysecondFloor is just under what the rules reach on the
// twenty-second suite as first written, before any fix for it: recall
// 0.942, partial 0.000, negatives intact 0.796; with its label slips fixed
// (Sentry's DSNs, public by design, now negatives; a role's unique id and
// a service account's mail, which the rules remove as identities by
// design, now positives; a home directory's user, private addresses and a
// repository's owner, identities and personal data by design, taken out
// of negatives) recall 0.955, partial 0.000, negatives intact 0.939;
// with its fixes (an archive's name, a named entry's value attribute, a
// PHP trace's constructor, a long printed answer, a signing key's id)
// recall 0.974, partial 0.000, negatives intact 0.980.
//
// Raised at stop 28 to just under main's figures then: recall 0.981,
// negatives intact 0.980, no partial leak.
//
// Raised at stop 29 to just under main's figures then: recall 0.981,
// negatives intact 1.000, no partial leak.
var twentysecondFloor = recallFloor{recall: 0.98, intact: 0.999, maxPartial: 0}

// TestPasteTwentysecondRecall measures the twenty-second suite, what an
// agent's shell tool prints back into a transcript, kept apart as its
// author wrote it (misses included).
func TestPasteTwentysecondRecall(t *testing.T) {
	measureHeldOut(t, "twenty-second suite", twentysecondCases(pasteGen{newFakes(2222)}), twentysecondFloor)
}

// twentysecondCases are the twenty-second suite. Its ground is the text an
// agent's Shell or terminal tool prints back: environment dumps (env,
// printenv, set, declare -x, /proc/<pid>/environ), Kubernetes (kubectl get
// secret as YAML and JSON, describe, config view), helm get values,
// Terraform's show, output and plan, docker inspect, compose config and
// history, ps with credentials in argv, shell history (history, fc -l,
// ~/.bash_history, zsh's extended history), curl -v and other HTTP dumps,
// git config -l, the cloud CLIs (aws, gcloud, az, gh), package manager
// configs (npm, pip, poetry), database CLIs (psql, mysql, redis-cli,
// mongosh, sqlcmd), application logs and stack traces that print config
// or headers, CI job logs (GitHub Actions, GitLab, Jenkins) with masked
// and unmasked secrets, systemctl's Environment=, cat .env and jq. The
// negatives are what the same tools print beside the secrets: masked
// values, digests, image ids, resource versions, UIDs, commit hashes,
// request ids, fingerprints, public keys, placeholders.
func twentysecondCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-8" + g.hex(3) + "-" + g.hex(12) }
	upperAlnum := func(n int) string { return g.pick(upperSet+digitSet, n) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	gh := func(kind string) string { return "gh" + kind + "_" + g.alnum(36) }
	glpat := func() string { return "gl" + "pat-" + g.pick(urlSet, 20) }
	npm := func() string { return "np" + "m_" + g.alnum(36) }
	akia := func() string { return "AK" + "IA" + upperAlnum(16) }
	asia := func() string { return "AS" + "IA" + upperAlnum(16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	awsSession := func() string { return "IQoJb3JpZ2luX2Vj" + "EJr" + g.pick(base64Chars, 320) }
	vault := func() string { return "hv" + "s." + g.pick(urlSet, 90) }
	ya29 := func() string { return "ya" + "29." + g.pick(urlSet, 150) }
	openai := func() string {
		return "sk-" + "proj-" + g.pick(urlSet, 64) + "T3Blbk" + "FJ" + g.pick(urlSet, 64)
	}
	stripe := func() string { return "sk" + "_live_" + g.alnum(24) }
	sendgrid := func() string { return "S" + "G." + g.pick(urlSet, 22) + "." + g.pick(urlSet, 43) }
	slackBot := func() string {
		return "xo" + "xb-" + g.pick(digitSet, 12) + "-" + g.pick(digitSet, 13) + "-" + g.alnum(24)
	}
	azureKey := func() string { return g.pick(base64Chars, 86) + "==" }
	azureSP := func() string { return g.alnum(3) + "8Q~" + g.pick(urlSet+"~.", 34) }
	sentry := func() string {
		return "https://" + g.hex(32) + "@o" + g.pick(digitSet, 6) + ".ingest.sentry.io/" + g.pick(digitSet, 7)
	}
	django := func() string { return g.pick(lowerSet+digitSet+"!@#$%^&*(-_=+)", 50) }
	pem := func(kind string) string {
		return "-----BEGIN " + kind + "PRIVATE KEY-----\n" + g.block(256) + "\n-----END " + kind + "PRIVATE KEY-----"
	}
	// ECR's login password is the base64 of a JSON envelope.
	ecr := b64(`{"payload":"` + g.pick(base64Chars, 120) + `","datakey":"` + g.pick(base64Chars, 80) + `","version":"2","type":"DATA_KEY","expiration":1764800000}`)
	scram := "SCRAM-SHA-256$4096:" + g.pick(base64Chars, 22) + "==$" + g.pick(base64Chars, 43) + "=:" + g.pick(base64Chars, 43) + "="
	mysqlHash := "*" + strings.ToUpper(g.hex(40))
	azureJWT := g.jwt()
	card := g.card("4", 16)

	// An env dump shared by several cases.
	envDump := map[string]string{"db": g.urlPassword(), "aws": awsSecret(), "gh": gh("p"), "slack": slackBot()}
	printenv := "$ printenv\nHOSTNAME=web-7f9c6d5b8-x2kqp\nHOME=/root\nPATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\n" +
		"DATABASE_URL=postgres://app:" + envDump["db"] + "@db.prod.internal:5432/app\nAWS_DEFAULT_REGION=eu-west-1\n" +
		"AWS_SECRET_ACCESS_KEY=" + envDump["aws"] + "\nGITHUB_TOKEN=" + envDump["gh"] + "\nSLACK_BOT_TOKEN=" + envDump["slack"] +
		"\nLANG=C.UTF-8\nSHLVL=1\n_=/usr/bin/printenv"

	cases := []pasteCase{
		// Environment dumps.
		pos("env", "printenv-database-url", printenv, envDump["db"]),
		pos("env", "printenv-aws-secret", printenv, envDump["aws"]),
		pos("env", "printenv-github", printenv, envDump["gh"]),
		pos("env", "printenv-slack", printenv, envDump["slack"]),
		pos("env", "bash-set", "$ set | head -n 12\nBASH=/bin/bash\nBASHOPTS=checkwinsize:cmdhist:complete_fullquote\nBASH_VERSION='5.2.15(1)-release'\nCOLUMNS=120\nDIRSTACK=()\nEUID=1000\nHISTFILE=/home/dev/.bash_history\nMAILGUN_API_KEY='{S}'\nOSTYPE=linux-gnu", "key-"+g.hex(32)),
		pos("env", "declare-x", "$ export -p | grep -i stripe\ndeclare -x STRIPE_PUBLISHABLE_KEY=\"pk_live_"+g.alnum(24)+"\"\ndeclare -x STRIPE_SECRET_KEY=\"{S}\"", stripe()),
		pos("env", "proc-environ-tr", "$ sudo cat /proc/1873/environ | tr '\\0' '\\n'\nPATH=/usr/bin:/bin\nNODE_ENV=production\nSESSION_SECRET={S}\nPORT=3000", g.pick(hexSet, 64)),
		pos("env", "proc-environ-cat-v", "$ cat -v /proc/1/environ\nPATH=/usr/local/bin:/usr/bin^@HOSTNAME=worker-2^@REDIS_PASSWORD={S}^@HOME=/home/app^@", tok()),
		pos("env", "proc-environ-strings", "# strings /proc/$(pgrep -f gunicorn | head -1)/environ\nDJANGO_SETTINGS_MODULE=shop.settings.prod\nDJANGO_SECRET_KEY={S}\nGUNICORN_CMD_ARGS=--workers 4", django()),
		pos("env", "env-grep", "$ env | grep -i -E 'token|key'\nVAULT_ADDR=https://vault.internal:8200\nVAULT_TOKEN={S}\nSSH_AUTH_SOCK=/tmp/ssh-XXXXabc/agent.1234", vault()),
		pos("env", "printenv-one", "$ printenv OPENAI_API_KEY\n{S}\n$ ", openai()),
		pos("env", "echo-var", "$ echo $DB_PASSWORD\n{S}\n$ echo $DB_HOST\ndb.internal", pw()),
		pos("env", "windows-set", "C:\\Users\\dev> set\nALLUSERSPROFILE=C:\\ProgramData\nAZURE_STORAGE_KEY={S}\nCOMPUTERNAME=DEV-LAPTOP-07\nOS=Windows_NT", azureKey()),
		pos("env", "powershell-env", "PS C:\\> Get-ChildItem Env: | Format-Table -AutoSize\n\nName                           Value\n----                           -----\nAPPDATA                        C:\\Users\\dev\\AppData\\Roaming\nSENDGRID_API_KEY               {S}\nUSERNAME                       dev", sendgrid()),

		// Kubernetes.
		pos("kubectl", "secret-yaml", "$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: {S}\n  username: "+b64("app")+"\nkind: Secret\nmetadata:\n  creationTimestamp: \"2026-11-02T09:14:33Z\"\n  name: db-creds\n  namespace: prod\n  resourceVersion: \"48213377\"\n  uid: "+uuid()+"\ntype: Opaque", b64(pw())),
		pos("kubectl", "secret-json", "$ kubectl get secret api -n prod -o json\n{\n    \"apiVersion\": \"v1\",\n    \"data\": {\n        \"api-key\": \"{S}\"\n    },\n    \"kind\": \"Secret\",\n    \"metadata\": {\n        \"name\": \"api\",\n        \"namespace\": \"prod\",\n        \"uid\": \""+uuid()+"\"\n    },\n    \"type\": \"Opaque\"\n}", b64(tok())),
		pos("kubectl", "secret-jsonpath-decoded", "$ kubectl get secret grafana -o jsonpath='{.data.admin-password}' | base64 -d\n{S}$ ", pw()),
		pos("kubectl", "secret-dockerconfig", "$ kubectl get secret regcred -o yaml\napiVersion: v1\ndata:\n  .dockerconfigjson: {S}\nkind: Secret\ntype: kubernetes.io/dockerconfigjson", b64(`{"auths":{"ghcr.io":{"username":"ci","password":"`+gh("p")+`","auth":"`+b64("ci:"+pw())+`"}}}`)),
		pos("kubectl", "secret-tls", "$ kubectl get secret web-tls -o yaml\napiVersion: v1\ndata:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n  tls.key: {S}\nkind: Secret\ntype: kubernetes.io/tls", b64(pem("RSA ")+"\n")),
		pos("kubectl", "describe-pod-env", "$ kubectl describe pod api-6d8f7b9c4-kq2xz\nName:         api-6d8f7b9c4-kq2xz\nNamespace:    prod\nContainers:\n  api:\n    Image:      registry.example.com/api:1.42.0\n    Port:       8080/TCP\n    Environment:\n      LOG_LEVEL:        info\n      JWT_SECRET:       {S}\n      DB_PASSWORD:      <set to the key 'password' in secret 'db-creds'>  Optional: false", g.pick(base64Chars, 44)),
		neg("kubectl-neg", "configmap-sentry", "$ kubectl get cm app-config -o yaml\napiVersion: v1\ndata:\n  LOG_LEVEL: info\n  SENTRY_DSN: {S}\n  FEATURE_FLAGS: checkout,search\nkind: ConfigMap", sentry()),
		pos("kubectl", "config-view-raw-token", "$ kubectl config view --raw --minify\napiVersion: v1\nclusters:\n- cluster:\n    server: https://10.0.0.1:6443\n  name: prod\nusers:\n- name: ci-bot\n  user:\n    token: {S}", g.jwt()),
		pos("kubectl", "config-view-raw-key", "$ kubectl config view --raw\nusers:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM=\n    client-key-data: {S}", b64(pem("RSA ")+"\n")),
		pos("kubectl", "exec-env", "$ kubectl exec deploy/worker -- env\nPATH=/usr/local/bin:/usr/bin:/bin\nHOSTNAME=worker-5c9d7-abcde\nCELERY_BROKER_URL=amqp://celery:{S}@rabbitmq.prod.svc:5672//\nKUBERNETES_SERVICE_HOST=10.96.0.1", g.urlPassword()),
		pos("kubectl", "logs-startup", "$ kubectl logs deploy/api --tail=5\n2026-12-03T10:02:11Z INFO  starting api version=1.42.0\n2026-12-03T10:02:11Z DEBUG config loaded: redis_url=redis://default:{S}@redis-master:6379/0 pool=20\n2026-12-03T10:02:12Z INFO  listening on :8080", tok()),

		// Helm.
		pos("helm", "get-values", "$ helm get values pg -n data\nUSER-SUPPLIED VALUES:\nauth:\n  database: app\n  postgresPassword: {S}\n  username: app\nprimary:\n  persistence:\n    size: 50Gi", pw()),
		pos("helm", "get-values-json", "$ helm get values rabbit -o json\n{\"auth\":{\"erlangCookie\":\""+g.alnum(32)+"\",\"password\":\"{S}\",\"username\":\"admin\"},\"replicaCount\":3}", pw()),
		pos("helm", "get-values-erlang-cookie", "$ helm get values rabbit -o json\n{\"auth\":{\"erlangCookie\":\"{S}\",\"username\":\"admin\"},\"replicaCount\":3}", g.alnum(32)),
		pos("helm", "install-set", "$ helm upgrade --install redis bitnami/redis --set auth.password={S} --set architecture=standalone\nRelease \"redis\" has been upgraded. Happy Helming!\nNAME: redis\nREVISION: 7", pw()),
		pos("helm", "get-values-all", "$ helm get values gitlab-runner --all\nCOMPUTED VALUES:\nconcurrent: 10\ngitlabUrl: https://gitlab.example.com/\nrunnerToken: {S}\nrbac:\n  create: true", "gl"+"rt-"+g.pick(urlSet, 20)),

		// Terraform.
		pos("terraform", "output-json", "$ terraform output -json\n{\n  \"db_endpoint\": {\n    \"sensitive\": false,\n    \"type\": \"string\",\n    \"value\": \"app-db.c9akciq32.eu-west-1.rds.amazonaws.com\"\n  },\n  \"db_password\": {\n    \"sensitive\": true,\n    \"type\": \"string\",\n    \"value\": \"{S}\"\n  }\n}", pw()),
		pos("terraform", "output-raw", "$ terraform output -raw admin_token\n{S}", tok()),
		pos("terraform", "state-show-storage", "$ terraform state show azurerm_storage_account.logs\n# azurerm_storage_account.logs:\nresource \"azurerm_storage_account\" \"logs\" {\n    account_tier              = \"Standard\"\n    name                      = \"acmelogs01\"\n    primary_access_key        = \"{S}\"\n    primary_blob_endpoint     = \"https://acmelogs01.blob.core.windows.net/\"\n}", azureKey()),
		pos("terraform", "show-json-iam", "$ terraform show -json | jq '.values.root_module.resources[] | select(.type==\"aws_iam_access_key\") | .values'\n{\n  \"id\": \""+akia()+"\",\n  \"secret\": \"{S}\",\n  \"status\": \"Active\",\n  \"user\": \"ci-deployer\"\n}", awsSecret()),
		pos("terraform", "plan-unmarked", "$ terraform plan\n  # aws_db_instance.main will be created\n  + resource \"aws_db_instance\" \"main\" {\n      + engine            = \"postgres\"\n      + instance_class    = \"db.t3.medium\"\n      + master_password   = \"{S}\"\n      + username          = \"app\"\n    }", pw()),
		pos("terraform", "tfvars-cat", "$ cat terraform.tfvars\nregion          = \"eu-west-1\"\ncloudflare_api_token = \"{S}\"\ninstance_count  = 3", g.pick(urlSet, 40)),
		pos("terraform", "state-pull", "$ terraform state pull | jq '.resources[] | select(.type==\"random_password\") | .instances[0].attributes'\n{\n  \"id\": \"none\",\n  \"length\": 24,\n  \"result\": \"{S}\",\n  \"special\": true\n}", g.pick(base62+"!#$%&*()-_=+[]{}<>:?", 24)),
		pos("terraform", "tf-log-debug", "$ TF_LOG=DEBUG terraform apply\n2026-12-03T11:20:03.114Z [DEBUG] provider.terraform-provider-github: GET /user HTTP/1.1\n2026-12-03T11:20:03.114Z [DEBUG] provider.terraform-provider-github: Authorization: Bearer {S}\n2026-12-03T11:20:03.115Z [DEBUG] provider.terraform-provider-github: Accept: application/vnd.github.v3+json", gh("p")),

		// Docker.
		pos("docker", "inspect-env", "$ docker inspect pg --format '{{json .Config.Env}}' | jq .\n[\n  \"POSTGRES_USER=app\",\n  \"POSTGRES_PASSWORD={S}\",\n  \"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin\",\n  \"PG_MAJOR=16\"\n]", pw()),
		pos("docker", "inspect-full", "$ docker inspect api\n[\n    {\n        \"Id\": \""+g.hex(64)+"\",\n        \"Created\": \"2026-12-01T08:00:12.41Z\",\n        \"Config\": {\n            \"Hostname\": \""+g.hex(12)+"\",\n            \"Env\": [\n                \"NODE_ENV=production\",\n                \"MONGO_URL=mongodb://api:{S}@mongo:27017/api?authSource=admin\"\n            ],\n            \"Image\": \"api:latest\"\n        }\n    }\n]", g.urlPassword()),
		pos("docker", "compose-config", "$ docker compose config\nname: shop\nservices:\n  db:\n    environment:\n      MYSQL_DATABASE: shop\n      MYSQL_ROOT_PASSWORD: {S}\n    image: mysql:8.0\n    networks:\n      default: null", pw()),
		pos("docker", "compose-config-quoted", "$ docker compose config\nservices:\n  app:\n    environment:\n      ANTHROPIC_API_KEY: \"{S}\"\n      LOG_LEVEL: debug\n    image: ghcr.io/acme/agent:2.3", "sk-"+"ant-api03-"+g.pick(urlSet, 93)+"AA"),
		pos("docker", "history-env", "$ docker history --no-trunc acme/builder:latest\nIMAGE          CREATED       CREATED BY                                                 SIZE\n<missing>      2 weeks ago   /bin/sh -c #(nop)  ENV NPM_TOKEN={S}          0B\n<missing>      2 weeks ago   /bin/sh -c #(nop) WORKDIR /app                  0B", npm()),
		pos("docker", "history-arg", "$ docker history --no-trunc --format '{{.CreatedBy}}' web:1.8\nRUN |1 PIP_INDEX_URL=https://build:{S}@pypi.corp.example.com/simple /bin/sh -c pip install -r requirements.txt # buildkit\nCOPY requirements.txt . # buildkit", g.urlPassword()),
		pos("docker", "ps-command", "$ docker ps --no-trunc --format '{{.Names}}\\t{{.Command}}'\ncache\t\"docker-entrypoint.sh redis-server --requirepass {S}\"\nweb\t\"nginx -g 'daemon off;'\"", tok()),
		pos("docker", "run-in-history", "$ docker run -d --name minio -e MINIO_ROOT_USER=admin -e MINIO_ROOT_PASSWORD={S} -p 9000:9000 minio/minio server /data\n"+g.hex(64), pw()),

		// Processes.
		pos("ps", "java-system-prop", "$ ps auxww | grep java\napp       2231  3.1 12.0 5123456 987654 ?  Sl   Nov30 120:01 /usr/bin/java -Xmx2g -Dspring.datasource.password={S} -Dserver.port=8080 -jar /opt/app/app.jar", pw()),
		pos("ps", "mysql-argv", "$ ps -ef | grep mysql\nroot     18812 18790  0 10:41 pts/2    00:00:00 mysql -h db.internal -u root -p{S} shop", pw()),
		pos("ps", "redis-server", "$ ps aux | grep redis\nredis      901  0.2  0.1  67412  9812 ?  Ssl  Nov29   4:12 redis-server *:6379 --requirepass {S} --appendonly yes", tok()),
		pos("ps", "node-flag", "$ ps -eo pid,args | grep node\n 4410 node /srv/bot/index.js --api-key={S} --port 3000", tok()),
		pos("ps", "python-token", "$ pgrep -af worker\n7712 /usr/bin/python3 /opt/sync/worker.py --queue default --token {S}", gh("s")),
		pos("ps", "sqlcmd", "$ ps -ef | grep sqlcmd\nmssql    3301  3300  0 09:02 ?  00:00:00 /opt/mssql-tools18/bin/sqlcmd -S localhost -U sa -P {S} -Q BACKUP DATABASE", pw()),
		pos("ps", "top-cmdline", "$ top -b -n1 -c | head -12\n  PID USER      PR  NI    VIRT    RES  %CPU  %MEM     TIME+ COMMAND\n 5120 www-data  20   0  812344  91232   2.0   1.1   0:42.11 php artisan queue:work --env=production --db-password={S}", pw()),

		// Shell history.
		pos("history", "export-vault", "$ history | tail -4\n  498  cd ~/infra\n  499  vault status\n  500  export VAULT_TOKEN={S}\n  501  vault kv get secret/prod/db", vault()),
		pos("history", "bash-history-mysql", "$ cat ~/.bash_history | grep mysql\nmysql -h db.internal -u admin -p'{S}' -e 'show databases'\nmysqldump shop > shop.sql", pw()),
		pos("history", "fc-curl-user", "$ fc -l -5\n1010\t ls -la\n1011\t cd deploy\n1012\t curl -u admin:{S} https://jenkins.internal/api/json\n1013\t git status", pw()),
		pos("history", "zsh-extended", "$ tail -3 ~/.zsh_history\n: 1764755211:0;cd ~/work/api\n: 1764755230:0;export OPENAI_API_KEY={S}\n: 1764755242:0;python eval.py", openai()),
		pos("history", "aws-configure-set", "$ history | grep aws\n  311  aws configure set aws_access_key_id "+akia()+"\n  312  aws configure set aws_secret_access_key {S}\n  313  aws s3 ls", awsSecret()),
		pos("history", "heroku-config", "$ history | grep heroku\n  87  heroku config:set SECRET_KEY_BASE={S} -a shop-prod\n  88  heroku ps:restart -a shop-prod", g.hex(128)),
		pos("history", "docker-login", "  612  docker login -u robot$ci -p {S} harbor.example.com\n  613  docker push harbor.example.com/team/app:1.4", g.alnum(32)),
		pos("history", "redis-acl", "$ grep -i acl ~/.rediscli_history\nACL SETUSER app on >{S} ~app:* +@read +@write\nACL LIST", pw()),
		pos("history", "psql-url", "  205  psql \"postgresql://analytics:{S}@warehouse.internal:5432/dw?sslmode=require\"", g.urlPassword()),
		pos("history", "git-push-token", "  77  git push https://{S}@github.com/acme/site.git main", gh("p")),
		pos("history", "powershell-history", "PS> Get-Content (Get-PSReadLineOption).HistorySavePath | Select-Object -Last 3\n$cred = New-Object PSCredential('svc-deploy', (ConvertTo-SecureString '{S}' -AsPlainText -Force))\nInvoke-Command -ComputerName app01 -Credential $cred -ScriptBlock { hostname }", pw()),

		// curl -v and other HTTP dumps.
		pos("http", "curl-v-bearer", "$ curl -v https://api.example.com/v1/orders\n*   Trying 203.0.113.10:443...\n* Connected to api.example.com (203.0.113.10) port 443\n> GET /v1/orders HTTP/2\n> Host: api.example.com\n> user-agent: curl/8.5.0\n> accept: */*\n> authorization: Bearer {S}\n>\n< HTTP/2 200", g.jwt()),
		pos("http", "curl-v-set-cookie", "< HTTP/1.1 302 Found\n< Location: /dashboard\n< Set-Cookie: _shop_session={S}; path=/; secure; HttpOnly; SameSite=Lax\n< X-Request-Id: "+uuid(), g.pick(urlSet, 120)+"--"+g.hex(40)),
		pos("http", "curl-v-basic", "* Server auth using Basic with user 'deploy'\n> POST /api/v4/projects HTTP/1.1\n> Host: gitlab.example.com\n> Authorization: Basic {S}\n> Content-Type: application/json", b64("deploy:"+pw())),
		pos("http", "curl-token-response", "$ curl -s -X POST https://auth.example.com/oauth/token -d grant_type=client_credentials\n{\"access_token\":\"{S}\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"scope\":\"read:orders\"}", g.pick(urlSet, 64)),
		pos("http", "curl-refresh-token", "{\n  \"access_token\": \""+g.jwt()+"\",\n  \"refresh_token\": \"{S}\",\n  \"expires_in\": 3599,\n  \"token_type\": \"Bearer\"\n}", g.pick(urlSet, 48)),
		pos("http", "curl-v-api-key", "> GET /v2/forecast?city=Oslo HTTP/1.1\n> Host: api.weather.example\n> X-API-Key: {S}\n> Accept: application/json\n>\n< HTTP/1.1 429 Too Many Requests", g.hex(32)),
		pos("http", "curl-v-cookie", "> GET /admin HTTP/1.1\n> Host: staging.example.com\n> Cookie: csrftoken="+g.alnum(32)+"; sessionid={S}\n>", g.pick(lowerSet+digitSet, 32)),
		pos("http", "wget-debug", "$ wget --debug https://api.github.com/user\n---request begin---\nGET /user HTTP/1.1\nUser-Agent: Wget/1.21.4\nHost: api.github.com\nAuthorization: token {S}\n\n---request end---", gh("p")),
		pos("http", "httpie", "$ http -v POST :8000/api/login email=dev@example.com\nPOST /api/login HTTP/1.1\nContent-Type: application/json\nHost: localhost:8000\n\n{\n    \"email\": \"dev@example.com\"\n}\n\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n{\n    \"token\": \"{S}\"\n}", g.hex(40)),
		pos("http", "python-http-client-debug", "send: b'GET /v3/mail/send HTTP/1.1\\r\\nHost: api.sendgrid.com\\r\\nAuthorization: Bearer {S}\\r\\nAccept: */*\\r\\n\\r\\n'\nreply: 'HTTP/1.1 202 Accepted\\r\\n'", sendgrid()),
		pos("http", "curl-trace-ascii", "$ curl --trace-ascii - https://api.example.com/me\n== Info: Connected to api.example.com port 443\n=> Send header, 112 bytes (0x70)\n0000: GET /me HTTP/1.1\n0012: Host: api.example.com\n0029: Private-Token: {S}\n0047: Accept: */*", glpat()),

		// git config.
		pos("git", "config-remote-token", "$ git config -l\ncore.repositoryformatversion=0\ncore.bare=false\nremote.origin.url=https://x-access-token:{S}@github.com/acme/api.git\nremote.origin.fetch=+refs/heads/*:refs/remotes/origin/*\nbranch.main.remote=origin", gh("s")),
		pos("git", "config-extraheader", "$ git config -l --show-origin | grep extraheader\nfile:.git/config\thttp.https://github.com/.extraheader=AUTHORIZATION: basic {S}", b64("x-access-token:"+gh("s"))),
		pos("git", "config-insteadof", "$ git config --global -l\nuser.name=Dev Bot\nurl.https://oauth2:{S}@gitlab.example.com/.insteadof=https://gitlab.example.com/\npull.rebase=true", glpat()),
		pos("git", "remote-v-ci", "$ git remote -v\norigin\thttps://gitlab-ci-token:{S}@gitlab.example.com/group/app.git (fetch)\norigin\thttps://gitlab-ci-token:{S}@gitlab.example.com/group/app.git (push)", "gl"+"cbt-"+g.pick(urlSet, 24)),
		pos("git", "config-email", "$ git config -l\nuser.name=Priya Raman\nuser.email={S}\ncore.editor=vim", "priya.raman@acme-robotics.io"),
		pos("git", "credential-fill", "$ printf 'protocol=https\\nhost=github.com\\n' | git credential fill\nprotocol=https\nhost=github.com\nusername=dev-bot\npassword={S}", gh("o")),

		// AWS.
		pos("aws", "sts-session-secret", "$ aws sts get-session-token --duration-seconds 3600\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \""+asia()+"\",\n        \"SecretAccessKey\": \"{S}\",\n        \"SessionToken\": \""+awsSession()+"\",\n        \"Expiration\": \"2026-12-03T13:45:10+00:00\"\n    }\n}", awsSecret()),
		pos("aws", "sts-session-token", "$ aws sts assume-role --role-arn arn:aws:iam::123456789012:role/deploy --role-session-name ci\n{\n    \"Credentials\": {\n        \"AccessKeyId\": \""+asia()+"\",\n        \"SecretAccessKey\": \""+awsSecret()+"\",\n        \"SessionToken\": \"{S}\",\n        \"Expiration\": \"2026-12-03T13:45:10+00:00\"\n    }\n}", awsSession()),
		pos("aws", "sts-access-key-id", "{\n    \"Credentials\": {\n        \"AccessKeyId\": \"{S}\",\n        \"SecretAccessKey\": \""+awsSecret()+"\"\n    }\n}", asia()),
		pos("aws", "configure-get", "$ aws configure get aws_secret_access_key --profile prod\n{S}", awsSecret()),
		pos("aws", "ecr-login-password", "$ aws ecr get-login-password --region eu-west-1\n{S}", ecr),
		pos("aws", "secretsmanager", "$ aws secretsmanager get-secret-value --secret-id prod/db\n{\n    \"ARN\": \"arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf\",\n    \"Name\": \"prod/db\",\n    \"SecretString\": \"{\\\"username\\\":\\\"admin\\\",\\\"password\\\":\\\"{S}\\\"}\",\n    \"VersionStages\": [\"AWSCURRENT\"]\n}", pw()),
		pos("aws", "ssm-parameter", "$ aws ssm get-parameter --name /prod/stripe/key --with-decryption\n{\n    \"Parameter\": {\n        \"Name\": \"/prod/stripe/key\",\n        \"Type\": \"SecureString\",\n        \"Value\": \"{S}\",\n        \"Version\": 4\n    }\n}", stripe()),
		pos("aws", "ssm-parameter-plain", "$ aws ssm get-parameter --name /prod/app/db-password --with-decryption --query Parameter.Value --output text\n{S}", pw()),
		pos("aws", "credentials-file", "$ cat ~/.aws/credentials\n[default]\naws_access_key_id = "+akia()+"\naws_secret_access_key = {S}\n\n[staging]\nregion = eu-central-1", awsSecret()),

		// Google Cloud.
		pos("gcloud", "print-access-token", "$ gcloud auth print-access-token\n{S}", ya29()),
		pos("gcloud", "adc-print-access-token", "$ gcloud auth application-default print-access-token --quiet\n{S}\n$ ", ya29()),
		pos("gcloud", "secrets-access", "$ gcloud secrets versions access latest --secret=prod-db-password\n{S}", pw()),
		pos("gcloud", "sa-key-json", "$ cat sa.json | jq .\n{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod\",\n  \"private_key_id\": \""+g.hex(40)+"\",\n  \"private_key\": \"{S}\",\n  \"client_email\": \"deployer@acme-prod.iam.gserviceaccount.com\"\n}", strings.ReplaceAll(pem("")+"\n", "\n", `\n`)),
		pos("gcloud", "curl-metadata-token", "$ curl -s -H 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token\n{\"access_token\":\"{S}\",\"expires_in\":3599,\"token_type\":\"Bearer\"}", ya29()),

		// Azure.
		pos("azure", "get-access-token", "$ az account get-access-token\n{\n  \"accessToken\": \"{S}\",\n  \"expiresOn\": \"2026-12-03 14:01:22.000000\",\n  \"subscription\": \""+uuid()+"\",\n  \"tenant\": \""+uuid()+"\",\n  \"tokenType\": \"Bearer\"\n}", azureJWT),
		pos("azure", "storage-keys", "$ az storage account keys list -g rg-logs -n acmelogs01\n[\n  {\n    \"creationTime\": \"2026-01-12T10:00:00.000000+00:00\",\n    \"keyName\": \"key1\",\n    \"permissions\": \"FULL\",\n    \"value\": \"{S}\"\n  }\n]", azureKey()),
		pos("azure", "sp-create", "$ az ad sp create-for-rbac --name gh-deploy --role contributor\n{\n  \"appId\": \""+uuid()+"\",\n  \"displayName\": \"gh-deploy\",\n  \"password\": \"{S}\",\n  \"tenant\": \""+uuid()+"\"\n}", azureSP()),
		pos("azure", "storage-connection-string", "$ az storage account show-connection-string -n acmelogs01\n{\n  \"connectionString\": \"DefaultEndpointsProtocol=https;EndpointSuffix=core.windows.net;AccountName=acmelogs01;AccountKey={S}\"\n}", azureKey()),
		pos("azure", "keyvault-show", "$ az keyvault secret show --vault-name kv-prod --name api-key --query value -o tsv\n{S}", tok()),

		// GitHub CLI.
		pos("gh", "auth-status-t", "$ gh auth status -t\ngithub.com\n  ✓ Logged in to github.com account dev-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: {S}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'", gh("o")),
		pos("gh", "auth-token", "$ gh auth token\n{S}", gh("o")),
		pos("gh", "hosts-yml", "$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        dev-bot:\n            oauth_token: {S}\n    git_protocol: https\n    user: dev-bot", gh("o")),
		pos("gh", "fine-grained", "$ gh auth status --show-token\n  ✓ Logged in to github.com account ops (GH_TOKEN)\n  - Token: {S}", "github"+"_pat_"+g.alnum(22)+"_"+g.alnum(59)),

		// Package managers.
		pos("pkg", "npm-config-old", "$ npm config list\n; cli configs\nmetrics-registry = \"https://registry.npmjs.org/\"\n\n; userconfig /home/dev/.npmrc\n//npm.pkg.github.com/:_authToken = \"{S}\"\n@acme:registry = \"https://npm.pkg.github.com\"", gh("p")),
		pos("pkg", "npm-config-get", "$ npm config get //registry.npmjs.org/:_authToken\n{S}", npm()),
		pos("pkg", "pip-config-list", "$ pip config list\nglobal.index-url='https://deploy:{S}@pypi.corp.example.com/simple'\nglobal.timeout='60'", g.urlPassword()),
		pos("pkg", "pip-codeartifact", "$ pip config list\nglobal.index-url='https://aws:{S}@acme-123456789012.d.codeartifact.eu-west-1.amazonaws.com/pypi/internal/simple/'", "eyJ2ZXIiOjEsImlzdSI6"+g.pick(urlSet, 300)),
		pos("pkg", "poetry-config", "$ poetry config --list\ncache-dir = \"/home/dev/.cache/pypoetry\"\nhttp-basic.corp.password = \"{S}\"\nhttp-basic.corp.username = \"ci\"\nvirtualenvs.in-project = true", pw()),
		pos("pkg", "yarnrc", "$ yarn config get npmAuthToken\n{S}", npm()),
		pos("pkg", "composer-auth", "$ cat ~/.composer/auth.json\n{\n    \"github-oauth\": {\n        \"github.com\": \"{S}\"\n    }\n}", gh("p")),
		pos("pkg", "cargo-credentials", "$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = \"{S}\"", "cio"+g.alnum(32)),

		// Database CLIs.
		pos("db", "pg-authid", "app=# SELECT rolname, rolpassword FROM pg_authid WHERE rolname = 'app';\n rolname |                              rolpassword\n---------+------------------------------------------------------------------------\n app     | {S}\n(1 row)", scram),
		pos("db", "mysql-auth-string", "mysql> SELECT user, host, authentication_string FROM mysql.user WHERE user='shop';\n+------+------+-------------------------------------------+\n| user | host | authentication_string                     |\n+------+------+-------------------------------------------+\n| shop | %    | {S} |\n+------+------+-------------------------------------------+", mysqlHash),
		pos("db", "redis-config-get", "127.0.0.1:6379> CONFIG GET requirepass\n1) \"requirepass\"\n2) \"{S}\"", tok()),
		pos("db", "redis-masterauth", "$ redis-cli -h cache CONFIG GET masterauth\nmasterauth\n{S}", pw()),
		pos("db", "pymongo-log", "pymongo.errors.ServerSelectionTimeoutError: localhost:27017: [Errno 111] Connection refused\nMongoClient(host=['mongodb://reporter:{S}@localhost:27017/'], document_class=dict, tz_aware=False)", g.urlPassword()),
		pos("db", "psql-pgpass-cat", "$ cat ~/.pgpass\ndb.prod.internal:5432:*:app:{S}\nlocalhost:5432:*:postgres:postgres", pw()),
		pos("db", "mysql-cnf", "$ cat ~/.my.cnf\n[client]\nuser=backup\npassword=\"{S}\"\nhost=db.internal", pw()),
		pos("db", "clickhouse-argv", "$ ps aux | grep clickhouse-client\ndev 9921 0.0 0.1 clickhouse-client --host ch.internal --user analyst --password {S} --query SELECT 1", pw()),
		pos("db", "mongosh-uri-echo", "$ echo $MONGODB_URI\nmongodb+srv://atlas-admin:{S}@cluster0.q1w2e.mongodb.net/?retryWrites=true&w=majority", g.urlPassword()),

		// Application logs and stack traces.
		pos("log", "python-traceback-dsn", "Traceback (most recent call last):\n  File \"/app/db.py\", line 14, in connect\n    return psycopg2.connect(dsn)\n  File \"/usr/lib/python3/site-packages/psycopg2/__init__.py\", line 122, in connect\n    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)\npsycopg2.OperationalError: connection to server failed\n\ndsn = 'host=db.internal dbname=app user=app password={S}'", pw()),
		pos("log", "axios-error-dump", "AxiosError: Request failed with status code 401\n    at settle (/app/node_modules/axios/lib/core/settle.js:19:12) {\n  code: 'ERR_BAD_REQUEST',\n  config: {\n    headers: Object [AxiosHeaders] {\n      Accept: 'application/json',\n      Authorization: 'Bearer {S}',\n      'User-Agent': 'axios/1.6.2'\n    },\n    method: 'get',\n    url: 'https://api.example.com/v1/me'\n  }\n}", tok()),
		pos("log", "rails-params", "Started POST \"/api/v1/webhooks\" for 10.0.3.7 at 2026-12-03 10:15:02 +0000\nProcessing by Api::WebhooksController#create as JSON\n  Parameters: {\"event\"=>\"order.paid\", \"api_key\"=>\"{S}\", \"id\"=>\"evt_991\"}", tok()),
		pos("log", "flask-config", ">>> print(app.config)\n<Config {'DEBUG': False, 'TESTING': False, 'SECRET_KEY': '{S}', 'SESSION_COOKIE_NAME': 'session', 'PERMANENT_SESSION_LIFETIME': datetime.timedelta(days=31)}>", g.hex(48)),
		pos("log", "go-struct-dump", "level=debug ts=2026-12-03T09:44:10Z msg=\"loaded config\" config=\"{Addr::8080 DatabaseURL:postgres://svc:{S}@pg.internal:5432/svc?sslmode=disable LogLevel:debug}\"", g.urlPassword()),
		pos("log", "json-log-headers", "{\"level\":\"info\",\"time\":\"2026-12-03T09:44:10Z\",\"msg\":\"outbound request\",\"method\":\"POST\",\"url\":\"https://api.openai.com/v1/chat/completions\",\"headers\":{\"authorization\":\"Bearer {S}\",\"content-type\":\"application/json\"}}", openai()),
		pos("log", "nginx-access-token", "10.0.1.23 - - [03/Dec/2026:10:22:07 +0000] \"GET /api/export?format=csv&access_token={S} HTTP/1.1\" 200 51234 \"-\" \"python-requests/2.31.0\"", g.pick(urlSet, 40)),
		pos("log", "spring-debug", "2026-12-03 10:00:01.234 DEBUG 1 --- [main] o.s.b.c.p.PropertySourcesPropertyResolver : Found key 'spring.mail.password' in PropertySource 'systemEnvironment' with value '{S}'", pw()),
		pos("log", "java-jdbc-url", "Caused by: java.sql.SQLException: Access denied for user 'app'@'10.0.2.4'\n\tat com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:836)\nHikariPool-1 - jdbcUrl=jdbc:mysql://db:3306/shop?user=app&password={S}", pw()),
		pos("log", "php-pdo-trace", "PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied in /var/www/html/db.php:8\nStack trace:\n#0 /var/www/html/db.php(8): PDO->__construct('mysql:host=db;d...', 'shop', '{S}')\n#1 {main}", pw()),
		pos("log", "log-card", "2026-12-03 10:31:55 WARN payment.retry order=88412 card={S} exp=09/28 reason=do_not_honor", card),
		pos("log", "log-email", "2026-12-03T10:31:55Z INFO auth: password reset requested user_id=44120 email={S} ip=10.0.4.9", "m.kowalczyk@poczta-firmowa.pl"),
		pos("log", "celery-broker", "[2026-12-03 10:00:00,001: INFO/MainProcess] Connected to redis://:{S}@redis.internal:6379/0", tok()),

		// CI job logs.
		pos("ci", "actions-unmasked-derived", "Run echo \"AUTH=$(echo -n ci:$REG_PASS | base64)\" >> $GITHUB_ENV\n  echo \"AUTH=$(echo -n ci:$REG_PASS | base64)\" >> $GITHUB_ENV\n  shell: /usr/bin/bash -e {0}\nRun docker login -u ci -p \"$REG_PASS\" registry.example.com\n##[debug]AUTH={S}", b64("ci:"+pw())),
		pos("ci", "actions-set-x", "Run ./scripts/release.sh\n+ VERSION=1.8.2\n+ curl -sf -H 'Authorization: token {S}' https://api.github.com/repos/acme/app/releases\n{\"id\": 131288812}", gh("p")),
		pos("ci", "gitlab-unmasked", "$ ./deploy.sh\nDeploying to production...\n+ helm upgrade app ./chart --set image.tag=1.8.2 --set secrets.stripeKey={S}\nRelease \"app\" has been upgraded.", stripe()),
		pos("ci", "jenkins-unmasked", "[Pipeline] sh\n+ export SONAR_TOKEN=squ_{S}\n+ sonar-scanner -Dsonar.projectKey=app\nINFO: Scanner configuration file: /opt/sonar-scanner/conf/sonar-scanner.properties", g.hex(40)),
		pos("ci", "circleci-env", "#!/bin/bash -eo pipefail\nenv | sort\nCIRCLE_BRANCH=main\nCIRCLE_BUILD_NUM=4812\nCODECOV_TOKEN={S}\nHOME=/home/circleci", uuid()),
		pos("ci", "actions-debug-header", "##[debug]Evaluating: secrets.GITHUB_TOKEN\n##[debug]Result: '***'\n##[debug]Request headers: {\"Authorization\":\"Bearer {S}\",\"User-Agent\":\"actions/cache\"}", g.jwt()),

		// systemd.
		pos("systemd", "show-environment", "$ systemctl show api.service -p Environment\nEnvironment=NODE_ENV=production PORT=3000 DATABASE_PASSWORD={S} LOG_LEVEL=info", pw()),
		pos("systemd", "show-environment-second", "$ systemctl show worker -p Environment --value\nQUEUE=default SENTRY_DSN=https://"+g.hex(32)+"@o123456.ingest.sentry.io/42 REDIS_PASSWORD={S}", tok()),
		pos("systemd", "cat-unit", "$ systemctl cat backup.service\n# /etc/systemd/system/backup.service\n[Service]\nType=oneshot\nEnvironment=\"RESTIC_PASSWORD={S}\"\nEnvironment=\"RESTIC_REPOSITORY=s3:s3.amazonaws.com/acme-backups\"\nExecStart=/usr/local/bin/restic backup /srv", pw()),
		pos("systemd", "envfile", "$ sudo cat /etc/default/grafana-server\nGRAFANA_USER=grafana\nGF_SECURITY_ADMIN_PASSWORD={S}\nGF_SERVER_HTTP_PORT=3000", pw()),
		pos("systemd", "journal-line", "$ journalctl -u api --since today | tail -2\nDec 03 10:02:11 web-1 api[4410]: using SMTP smtp://mailer:{S}@smtp.mailgun.org:587\nDec 03 10:02:11 web-1 api[4410]: ready", g.urlPassword()),

		// .env and jq.
		neg("dotenv-neg", "cat-env-sentry", "$ cat .env\n# generated by setup.sh\nAPP_URL=https://shop.example.com\nSENTRY_DSN={S}\nMAIL_MAILER=smtp", sentry()),
		pos("dotenv", "cat-env-nextauth", "$ cat .env.local\nNEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET={S}\nNEXT_PUBLIC_APP_NAME=Shop", b64(g.alnum(32))),
		pos("dotenv", "cat-env-mail", "$ cat .env.production\nMAIL_HOST=smtp.office365.com\nMAIL_USERNAME=noreply@acme.example\nMAIL_PASSWORD=\"{S}\"\nMAIL_PORT=587", pw()),
		pos("dotenv", "cat-env-webhook", "$ cat .env\nDISCORD_WEBHOOK_URL={S}\nBOT_PREFIX=!", "https://discord.com/api/webhooks/"+g.pick(digitSet, 19)+"/"+g.pick(urlSet, 68)),
		pos("dotenv", "cat-env-short-key", "$ cat .env\nENCRYPTION_KEY={S}\nAPP_DEBUG=false", "base64:"+b64(g.alnum(32))),
		pos("jq", "jq-credentials", "$ jq .credentials config/prod.json\n{\n  \"client_id\": \"web-portal\",\n  \"client_secret\": \"{S}\",\n  \"issuer\": \"https://login.example.com\"\n}", g.pick(urlSet, 40)),
		pos("jq", "jq-raw-token", "$ jq -r .token ~/.config/acme/auth.json\n{S}", g.jwt()),
		pos("jq", "jq-nested-password", "$ jq '.database' appsettings.Production.json\n{\n  \"Host\": \"sql.internal\",\n  \"User\": \"svc_app\",\n  \"Password\": \"{S}\"\n}", pw()),
		pos("jq", "jq-compact", "$ jq -c '.integrations.slack' settings.json\n{\"channel\":\"#deploys\",\"bot_token\":\"{S}\",\"enabled\":true}", slackBot()),
		pos("jq", "jq-connection-strings", "$ jq '.ConnectionStrings' appsettings.json\n{\n  \"Default\": \"Server=sql01;Database=Shop;User Id=shop;Password={S};TrustServerCertificate=True\"\n}", pw()),

		// Negatives: what the same tools print beside the secrets.
		neg("env-neg", "printenv-benign", "$ printenv\nHOSTNAME=3f9a1c2b7d4e\nHOME=/root\nPYTHON_VERSION=3.12.7\nPYTHON_SHA256="+g.hex(64)+"\nGPG_KEY="+strings.ToUpper(g.hex(40))+"\nLANG=C.UTF-8\nPATH=/usr/local/bin:/usr/bin:/bin", ""),
		neg("env-neg", "env-refs", "$ env | grep -i secret\nAWS_SECRET_ACCESS_KEY_FILE=/run/secrets/aws_secret\nDB_PASSWORD_FILE=/run/secrets/db_password", ""),
		neg("kubectl-neg", "describe-secret", "$ kubectl describe secret db-creds\nName:         db-creds\nNamespace:    prod\nType:  Opaque\n\nData\n====\npassword:  16 bytes\nusername:  3 bytes", ""),
		neg("kubectl-neg", "config-view-masked", "$ kubectl config view\nusers:\n- name: kubernetes-admin\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED\n- name: ci-bot\n  user:\n    token: REDACTED", ""),
		neg("kubectl-neg", "pod-meta", "$ kubectl get pod api-6d8f7b9c4-kq2xz -o yaml | head -20\nmetadata:\n  generateName: api-6d8f7b9c4-\n  labels:\n    pod-template-hash: 6d8f7b9c4\n  resourceVersion: \"48213377\"\n  uid: "+uuid()+"\nstatus:\n  containerStatuses:\n  - containerID: containerd://"+g.hex(64)+"\n    imageID: registry.example.com/api@sha256:"+g.hex(64), ""),
		neg("kubectl-neg", "events", "$ kubectl get events --sort-by=.lastTimestamp | tail -3\n2m   Normal  Pulled     pod/api-6d8f7b9c4-kq2xz  Container image \"registry.example.com/api:1.42.0\" already present on machine\n2m   Normal  Created    pod/api-6d8f7b9c4-kq2xz  Created container api\n1m   Warning BackOff    pod/worker-5c9d7-abcde   Back-off restarting failed container", ""),
		neg("kubectl-neg", "sa-token-ref", "$ kubectl get sa deployer -o yaml\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: deployer\nsecrets:\n- name: deployer-token-x8k2p", ""),
		neg("helm-neg", "helm-list", "$ helm list -A\nNAME    NAMESPACE  REVISION  UPDATED                                  STATUS    CHART             APP VERSION\npg      data       12        2026-11-30 09:12:44.118 +0000 UTC        deployed  postgresql-15.5.1  16.3.0\nredis   cache      7         2026-12-01 18:03:02.771 +0000 UTC        deployed  redis-19.6.4       7.2.5", ""),
		neg("terraform-neg", "plan-sensitive", "$ terraform plan\n  + resource \"aws_db_instance\" \"main\" {\n      + engine          = \"postgres\"\n      + password        = (sensitive value)\n      + username        = \"app\"\n    }\n\nPlan: 1 to add, 0 to change, 0 to destroy.", ""),
		neg("terraform-neg", "output-sensitive", "$ terraform output\ndb_endpoint = \"app-db.c9akciq32.eu-west-1.rds.amazonaws.com\"\ndb_password = <sensitive>\nvpc_id = \"vpc-0a1b2c3d4e5f67890\"", ""),
		neg("terraform-neg", "lock-hashes", "$ cat .terraform.lock.hcl\nprovider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.74.0\"\n  constraints = \"~> 5.0\"\n  hashes = [\n    \"h1:"+g.pick(base64Chars, 43)+"=\",\n    \"zh:"+g.hex(64)+"\",\n  ]\n}", ""),
		neg("docker-neg", "inspect-ids", "$ docker inspect api --format '{{.Id}} {{.Image}}'\n"+g.hex(64)+" sha256:"+g.hex(64), ""),
		neg("docker-neg", "images", "$ docker images\nREPOSITORY                 TAG      IMAGE ID       CREATED        SIZE\nregistry.example.com/api   1.42.0   "+g.hex(12)+"   2 days ago     182MB\npostgres                   16       "+g.hex(12)+"   3 weeks ago    432MB", ""),
		neg("docker-neg", "compose-secrets-file", "$ docker compose config\nservices:\n  db:\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n    - source: db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt", ""),
		neg("ps-neg", "ps-benign", "$ ps aux | head -5\nUSER       PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND\nroot         1  0.0  0.1 167744 11828 ?        Ss   Nov29   0:09 /sbin/init\npostgres   812  0.0  0.3 215312 28160 ?        Ss   Nov29   0:02 postgres: 16/main: checkpointer\npostgres  4021  0.0  0.2 216880 19744 ?        Ss   10:02   0:00 postgres: app appdb [local] idle", ""),
		neg("history-neg", "history-benign", "$ history | tail -5\n  990  git log --oneline -3\n  991  git checkout -b fix/token-refresh\n  992  go test ./auth/...\n  993  export GOFLAGS=-mod=mod\n  994  kubectl rollout restart deploy/api", ""),
		neg("history-neg", "history-read-prompt", "  41  read -s -p 'Password: ' PGPASSWORD && export PGPASSWORD\n  42  psql -h db.internal -U app -d app", ""),
		neg("http-neg", "curl-v-ids", "< HTTP/2 200\n< content-type: application/json\n< x-request-id: "+uuid()+"\n< etag: W/\""+g.hex(32)+"\"\n< cf-ray: "+g.hex(16)+"-FRA\n< x-amzn-requestid: "+uuid(), ""),
		neg("http-neg", "curl-v-redacted-auth", "> GET /v1/me HTTP/2\n> Host: api.example.com\n> authorization: Bearer <redacted>\n> accept: */*", ""),
		neg("git-neg", "config-benign", "$ git config -l\nuser.name=Dev Bot\nuser.signingkey="+strings.ToUpper(g.hex(16))+"\ncredential.helper=osxkeychain\ncommit.gpgsign=true\ncore.autocrlf=input", ""),
		neg("git-neg", "log-oneline", "$ git log --format='%H %s' -3\n"+g.hex(40)+" Rotate the staging API token\n"+g.hex(40)+" Move secrets to Vault\n"+g.hex(40)+" Bump jsonwebtoken to 9.0.2", ""),
		neg("aws-neg", "configure-list", "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************"+upperAlnum(4)+" shared-credentials-file\nsecret_key     ****************"+g.alnum(4)+" shared-credentials-file\n    region                eu-west-1      config-file    ~/.aws/config", ""),
		pos("aws", "caller-identity", "$ aws sts get-caller-identity\n{\n    \"UserId\": \"{S}:ci\",\n    \"Account\": \"123456789012\",\n    \"Arn\": \"arn:aws:sts::123456789012:assumed-role/deploy/ci\"\n}", "AROA"+upperAlnum(17)),
		neg("aws-neg", "kms-key-id", "$ aws kms describe-key --key-id alias/app\n{\n    \"KeyMetadata\": {\n        \"KeyId\": \""+uuid()+"\",\n        \"KeyState\": \"Enabled\",\n        \"KeyUsage\": \"ENCRYPT_DECRYPT\"\n    }\n}", ""),
		pos("gcloud", "config-list-account", "$ gcloud config list\n[compute]\nregion = europe-west1\n[core]\naccount = {S}\nproject = acme-prod\n\nYour active configuration is: [default]", "deployer@acme-prod.iam.gserviceaccount.com"),
		neg("azure-neg", "account-show", "$ az account show\n{\n  \"environmentName\": \"AzureCloud\",\n  \"id\": \""+uuid()+"\",\n  \"isDefault\": true,\n  \"state\": \"Enabled\",\n  \"tenantId\": \""+uuid()+"\"\n}", ""),
		neg("gh-neg", "auth-status-masked", "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account dev-bot (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'", ""),
		neg("pkg-neg", "npm-config-protected", "$ npm config list\n; \"user\" config from ~/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n@acme:registry = \"https://npm.pkg.github.com/\"\n\n; node bin location = /usr/local/bin/node\n; node version = v20.18.0", ""),
		neg("pkg-neg", "npm-integrity", "$ npm view jsonwebtoken dist\n{\n  integrity: 'sha512-"+g.pick(base64Chars, 86)+"==',\n  shasum: '"+g.hex(40)+"',\n  tarball: 'https://registry.npmjs.org/jsonwebtoken/-/jsonwebtoken-9.0.2.tgz'\n}", ""),
		neg("pkg-neg", "pip-config-public", "$ pip config list\nglobal.index-url='https://pypi.org/simple'\nglobal.trusted-host='pypi.corp.example.com'", ""),
		neg("db-neg", "psql-conninfo", "app=> \\conninfo\nYou are connected to database \"app\" as user \"app\" on host \"db.internal\" at port \"5432\".\nSSL connection (protocol: TLSv1.3, cipher: TLS_AES_256_GCM_SHA384, compression: off)", ""),
		neg("db-neg", "mysql-status", "mysql> status\n--------------\nmysql  Ver 8.0.36 for Linux on x86_64 (MySQL Community Server - GPL)\n\nConnection id:\t\t1843\nCurrent database:\tshop\nCurrent user:\t\tshop@localhost\nSSL:\t\t\tCipher in use is TLS_AES_256_GCM_SHA384\nServer version:\t\t8.0.36 MySQL Community Server - GPL", ""),
		neg("db-neg", "mongosh-banner", "$ mongosh \"$MONGODB_URI\"\nCurrent Mongosh Log ID:\t"+g.hex(24)+"\nConnecting to:\t\tmongodb+srv://<credentials>@cluster0.q1w2e.mongodb.net/?appName=mongosh+2.3.1\nUsing MongoDB:\t\t7.0.14\nUsing Mongosh:\t\t2.3.1", ""),
		neg("db-neg", "redis-info", "127.0.0.1:6379> INFO server\n# Server\nredis_version:7.2.5\nredis_git_sha1:00000000\nredis_build_id:"+g.hex(16)+"\nrun_id:"+g.hex(40)+"\ntcp_port:6379", ""),
		neg("db-neg", "redis-config-empty", "127.0.0.1:6379> CONFIG GET requirepass\n1) \"requirepass\"\n2) \"\"", ""),
		neg("log-neg", "rails-filtered", "Processing by SessionsController#create as HTML\n  Parameters: {\"authenticity_token\"=>\"[FILTERED]\", \"user\"=>{\"email\"=>\"[FILTERED]\", \"password\"=>\"[FILTERED]\"}, \"commit\"=>\"Log in\"}", ""),
		neg("log-neg", "actuator-masked", "$ curl -s localhost:8080/actuator/env | jq '.propertySources[0].properties'\n{\n  \"spring.datasource.password\": {\n    \"value\": \"******\"\n  },\n  \"spring.datasource.url\": {\n    \"value\": \"jdbc:postgresql://db:5432/app\"\n  }\n}", ""),
		neg("log-neg", "auth-failed", "FATAL:  password authentication failed for user \"app\"\nDETAIL:  Connection matched pg_hba.conf line 99: \"host all all 0.0.0.0/0 scram-sha-256\"", ""),
		neg("log-neg", "trace-ids", "{\"level\":\"error\",\"msg\":\"upstream timeout\",\"trace_id\":\""+g.hex(32)+"\",\"span_id\":\""+g.hex(16)+"\",\"request_id\":\""+uuid()+"\"}", ""),
		neg("ci-neg", "actions-masked", "Run ./scripts/publish.sh\n  ./scripts/publish.sh\n  shell: /usr/bin/bash -e {0}\n  env:\n    NPM_TOKEN: ***\n    GITHUB_TOKEN: ***\n+ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest", ""),
		neg("ci-neg", "gitlab-masked", "$ echo \"token is $DEPLOY_TOKEN\"\ntoken is [MASKED]\n$ git clone https://gitlab-ci-token:[MASKED]@gitlab.example.com/group/app.git\nCloning into 'app'...", ""),
		neg("ci-neg", "jenkins-masked", "[Pipeline] withCredentials\nMasking supported pattern matches of $REG_PASS\n[Pipeline] {\n[Pipeline] sh\n+ docker login -u ci -p **** registry.example.com\nLogin Succeeded", ""),
		neg("ci-neg", "checkout-commit", "Run actions/checkout@v4\nSyncing repository: acme/api\nGetting Git version info\n/usr/bin/git -c protocol.version=2 fetch --no-tags --prune --no-recurse-submodules --depth=1 origin +"+g.hex(40)+":refs/remotes/origin/main\nHEAD is now at "+g.hex(7)+" Merge pull request #482", ""),
		neg("systemd-neg", "show-ids", "$ systemctl show api.service -p InvocationID -p MainPID -p ActiveState\nInvocationID="+g.hex(32)+"\nMainPID=4410\nActiveState=active", ""),
		neg("dotenv-neg", "env-example", "$ cat .env.example\nDATABASE_URL=postgres://user:password@localhost:5432/app\nSTRIPE_SECRET_KEY=sk_test_your_key_here\nNEXTAUTH_SECRET=change-me\nSENTRY_DSN=", ""),
		neg("jq-neg", "jwks", "$ curl -s https://login.example.com/.well-known/jwks.json | jq '.keys[0]'\n{\n  \"kty\": \"RSA\",\n  \"use\": \"sig\",\n  \"kid\": \""+g.hex(40)+"\",\n  \"alg\": \"RS256\",\n  \"n\": \""+g.pick(urlSet, 342)+"\",\n  \"e\": \"AQAB\"\n}", ""),
		neg("keys-neg", "ssh-add-l", "$ ssh-add -l\n256 SHA256:"+g.pick(base64Chars, 43)+" dev@laptop (ED25519)\n3072 SHA256:"+g.pick(base64Chars, 43)+" deploy@ci (RSA)", ""),
		neg("keys-neg", "public-key", "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)+" dev@laptop", ""),
		neg("keys-neg", "gpg-list", "$ gpg --list-secret-keys --keyid-format=long\nsec   ed25519/"+strings.ToUpper(g.hex(16))+" 2025-03-02 [SC]\n      "+strings.ToUpper(g.hex(40))+"\nuid                 [ultimate] Release Bot (CI signing key)", ""),
	}
	return cases
}
