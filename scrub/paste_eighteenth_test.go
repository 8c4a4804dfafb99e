package scrub

import (
	"strings"
	"testing"
)

// eighteenthFloor is just under what the rules reach on the eighteenth
// suite as first written, before any fix for it: recall 0.950, partial
// 0.008, negatives intact 0.836; with four labels mended (see the
// identity cases) recall 0.959, partial 0.008, negatives intact 0.887.
//
// Raised at stop 28 to just under main's figures then: recall 1.000,
// negatives intact 1.000, no partial leak.
var eighteenthFloor = recallFloor{recall: 0.999, intact: 0.999, maxPartial: 0}

// TestPasteEighteenthRecall measures the eighteenth suite, backend
// framework configs and CI/CD pastes, kept apart as its author wrote it
// (misses included).
func TestPasteEighteenthRecall(t *testing.T) {
	measureHeldOut(t, "eighteenth suite", eighteenthCases(pasteGen{newFakes(1818)}), eighteenthFloor)
}

// eighteenthCases are the eighteenth suite. Its ground is what backend
// developers paste of their framework configs (Spring properties and YAML,
// .NET appsettings and user-secrets, Laravel .env and config PHP, Rails
// credentials and database.yml, Django settings, Express and Nest, Go and
// Rust config, Elixir config.exs) and of their CI/CD (GitHub Actions
// workflows and logs, GitLab CI, Jenkins, CircleCI, Bitbucket, Travis,
// Azure DevOps, ArgoCD, Helm values, SOPS, Vault output, sealed secrets,
// Ansible, Docker build args, package registry credentials), with the
// mails people leave in them. The negatives are look-alikes from the same
// ground: pinned commit hashes, digests, checksums, build ids, public keys
// and client ids, encrypted values meant to be committed, references to
// secrets, placeholders, versions, prose.
func eighteenthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	mixed := func(n int) string { return g.pick(lowerSet+upperSet+digitSet, n) }
	b64 := func(n int) string { return g.pick(base64Chars, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	sym := func() string { return mixed(7) + g.pick("#$%^+=/", 1) + mixed(8) }
	ghp := func() string { return "gh" + "p_" + g.alnum(36) }
	ghs := func() string { return "gh" + "s_" + g.alnum(36) }
	npmTok := func() string { return "np" + "m_" + g.alnum(36) }
	glpat := func() string { return "gl" + "pat-" + g.pick(urlSet, 20) }
	glrt := func() string { return "gl" + "rt-" + g.pick(urlSet, 20) }
	sonar := func() string { return "sq" + "u_" + g.hex(40) }
	hvs := func() string { return "hv" + "s." + g.pick(base62+"_-", 90) }
	gocspx := func() string { return "GO" + "CSPX-" + g.pick(urlSet, 28) }
	azSecret := func() string { return g.alnum(3) + "8Q~" + g.pick(urlSet+"~.", 34) }
	stripeTest := func() string { return "sk" + "_test_" + g.alnum(24) }
	gmailApp := func() string {
		return g.pick(lowerSet, 4) + " " + g.pick(lowerSet, 4) + " " + g.pick(lowerSet, 4) + " " + g.pick(lowerSet, 4)
	}
	awsID := func() string { return "AK" + "IA" + g.pick(upperSet+digitSet, 16) }
	awsSecret := func() string { return b64(40) }
	bech32 := "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	mail := func(local, domain string) string {
		return local + "." + g.pick(lowerSet, 3) + g.pick(digitSet, 2) + "@" + domain
	}

	// Spring application.properties and application.yml.
	springPw, springMail, springOauth := pw(), gmailApp(), g.hex(40)
	springProps := "server.port=8081\nspring.datasource.url=jdbc:postgresql://orders-db:5432/orders\nspring.datasource.username=orders\n" +
		"spring.datasource.password=" + springPw + "\nspring.jpa.hibernate.ddl-auto=validate\n\nspring.mail.host=smtp.gmail.com\nspring.mail.port=587\n" +
		"spring.mail.username=orders.noreply@gmail.com\nspring.mail.password=" + springMail + "\nspring.mail.properties.mail.smtp.starttls.enable=true\n" +
		"spring.security.oauth2.client.registration.github.client-id=Iv1." + g.hex(16) + "\n" +
		"spring.security.oauth2.client.registration.github.client-secret=" + springOauth + "\n"
	springYmlPw, springJwt, springRabbit := sym(), b64(64), pw()
	springYml := "spring:\n  datasource:\n    url: jdbc:mysql://localhost:3306/shop?useSSL=false\n    username: shop\n    password: '" + springYmlPw + "'\n" +
		"  rabbitmq:\n    host: rabbit\n    username: shop\n    password: ${RABBITMQ_PASSWORD:" + springRabbit + "}\n" +
		"app:\n  jwt:\n    secret: " + springJwt + "\n    expiration-ms: 86400000\n"

	// .NET appsettings.json and user-secrets.
	netDb, netJwt, netAd := pw(), mixed(48), azSecret()
	appsettings := "{\n  \"Logging\": {\n    \"LogLevel\": {\n      \"Default\": \"Information\"\n    }\n  },\n  \"ConnectionStrings\": {\n" +
		"    \"DefaultConnection\": \"Server=sql01.corp.local;Database=Billing;User Id=billing_app;Password=" + netDb + ";TrustServerCertificate=True\"\n  },\n" +
		"  \"Jwt\": {\n    \"Key\": \"" + netJwt + "\",\n    \"Issuer\": \"https://billing.example.com\",\n    \"Audience\": \"billing-api\"\n  },\n" +
		"  \"AzureAd\": {\n    \"Instance\": \"https://login.microsoftonline.com/\",\n    \"TenantId\": \"" + uuid() + "\",\n    \"ClientId\": \"" + uuid() + "\",\n" +
		"    \"ClientSecret\": \"" + netAd + "\"\n  },\n  \"AllowedHosts\": \"*\"\n}"
	usList1, usList2 := stripeTest(), pw()
	userSecretsList := "$ dotnet user-secrets list\nStripe:SecretKey = " + usList1 + "\nSmtp:Password = " + usList2 + "\nSmtp:Host = smtp.sendgrid.net\n"

	// Laravel .env.
	lvKey, lvDb, lvMail, lvPusher, lvAws := b64(43)+"=", pw(), mixed(20), g.hex(20), awsSecret()
	laravelEnv := "APP_NAME=Laravel\nAPP_ENV=local\nAPP_KEY=base64:" + lvKey + "\nAPP_DEBUG=true\nAPP_URL=http://localhost\n\n" +
		"DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=laravel\nDB_USERNAME=sail\nDB_PASSWORD=" + lvDb + "\n\n" +
		"MAIL_MAILER=smtp\nMAIL_HOST=sandbox.smtp.mailtrap.io\nMAIL_PORT=2525\nMAIL_USERNAME=" + g.hex(14) + "\nMAIL_PASSWORD=" + lvMail + "\n\n" +
		"PUSHER_APP_ID=" + g.pick(digitSet, 7) + "\nPUSHER_APP_KEY=" + g.hex(20) + "\nPUSHER_APP_SECRET=" + lvPusher + "\n\n" +
		"AWS_ACCESS_KEY_ID=" + awsID() + "\nAWS_SECRET_ACCESS_KEY=" + lvAws + "\nAWS_DEFAULT_REGION=us-east-1\n"

	// Rails credentials and database.yml.
	rlBase, rlAws := g.hex(128), awsSecret()
	railsCreds := "$ EDITOR=cat bin/rails credentials:edit\n# aws:\n#   access_key_id: 123\n#   secret_access_key: 345\n\n" +
		"aws:\n  access_key_id: " + awsID() + "\n  secret_access_key: " + rlAws + "\n\n" +
		"# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.\nsecret_key_base: " + rlBase + "\n"

	// Django settings.py.
	djKey, djDb, djMail := g.pick(lowerSet+digitSet+"!@#$%^&*(-_=+)", 50), pw(), gmailApp()
	djAdmin := mail("r", "outlook.com")
	django := "SECRET_KEY = 'django-insecure-" + djKey + "'\n\nDEBUG = True\n\nALLOWED_HOSTS = ['*']\n\nADMINS = [('Ops', '" + djAdmin + "')]\n\n" +
		"DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'shop',\n        'USER': 'shop',\n" +
		"        'PASSWORD': '" + djDb + "',\n        'HOST': 'localhost',\n        'PORT': '5432',\n    }\n}\n\n" +
		"EMAIL_BACKEND = 'django.core.mail.backends.smtp.EmailBackend'\nEMAIL_HOST = 'smtp.gmail.com'\nEMAIL_PORT = 587\nEMAIL_USE_TLS = True\n" +
		"EMAIL_HOST_USER = 'shop.alerts@gmail.com'\nEMAIL_HOST_PASSWORD = '" + djMail + "'\n"

	// Elixir config.
	exPw, exBase, exStripe := pw(), b64(64), stripeTest()
	elixir := "import Config\n\nconfig :shop, Shop.Repo,\n  username: \"postgres\",\n  password: \"" + exPw + "\",\n  hostname: \"localhost\",\n" +
		"  database: \"shop_dev\",\n  pool_size: 10\n\nconfig :shop, ShopWeb.Endpoint,\n  http: [ip: {127, 0, 0, 1}, port: 4000],\n" +
		"  secret_key_base: \"" + exBase + "\",\n  watchers: []\n\nconfig :stripity_stripe, api_key: \"" + exStripe + "\"\n"

	// A GitHub Actions workflow with literals in it.
	ghaDocker, ghaSonar, ghaCheckout := ghp(), sonar(), ghp()
	workflow := "name: build\non:\n  push:\n    branches: [main]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    env:\n      SONAR_TOKEN: " + ghaSonar + "\n" +
		"    steps:\n      - uses: actions/checkout@v4\n        with:\n          token: " + ghaCheckout + "\n" +
		"      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ci-bot\n          password: " + ghaDocker + "\n" +
		"      - run: docker build -t ghcr.io/acme/api:${{ github.sha }} .\n"

	// GitLab: the variables API with a token and a value.
	glTok, glVal := glpat(), sym()
	glVarsAPI := "curl --request POST --header \"PRIVATE-TOKEN: " + glTok + "\" \\\n  \"https://gitlab.example.com/api/v4/projects/42/variables\" \\\n" +
		"  --form \"key=DEPLOY_PASSWORD\" --form \"value=" + glVal + "\" --form \"masked=true\""

	// Vault CLI output.
	vKvPw, vKvUser := sym(), "app"
	vaultKv := "$ vault kv get secret/app/db\n====== Secret Path ======\nsecret/data/app/db\n\n======= Metadata =======\nKey                Value\n---                -----\n" +
		"created_time       2024-05-02T09:14:11.52Z\nversion            3\n\n====== Data ======\nKey         Value\n---         -----\n" +
		"password    " + vKvPw + "\nusername    " + vKvUser + "\n"
	vTok := hvs()
	vaultLogin := "$ vault login -method=userpass username=ops\nPassword (will be hidden):\nSuccess! You are now authenticated.\n\n" +
		"Key                    Value\n---                    -----\ntoken                  " + vTok + "\ntoken_duration         768h\ntoken_renewable        true\n" +
		"token_policies         [\"default\" \"ops\"]\n"
	vUnseal, vRoot := b64(44), hvs()
	vaultInit := "$ vault operator init -key-shares=3 -key-threshold=2\nUnseal Key 1: " + vUnseal + "\nUnseal Key 2: " + b64(44) + "\nUnseal Key 3: " + b64(44) +
		"\n\nInitial Root Token: " + vRoot + "\n\nVault initialized with 3 key shares and a key threshold of 2.\n"
	vSecretID := uuid()
	vaultApprole := "$ vault write -f auth/approle/role/ci/secret-id\nKey                   Value\n---                   -----\nsecret_id             " + vSecretID +
		"\nsecret_id_accessor    " + uuid() + "\nsecret_id_num_uses    0\nsecret_id_ttl         0s\n"

	// Ansible inventory.
	ansPw, ansBecome := pw(), pw()
	inventory := "[web]\nweb1.corp.example ansible_host=10.20.0.11 ansible_user=deploy ansible_password=" + ansPw + "\n" +
		"web2.corp.example ansible_host=10.20.0.12 ansible_user=deploy ansible_become_pass='" + ansBecome + "'\n\n[web:vars]\nansible_python_interpreter=/usr/bin/python3\n"

	// Helm values.
	helmPg, helmRedis, helmGrafana, helmReg := sym(), tok(), pw(), ghp()
	helmValues := "postgresql:\n  enabled: true\n  auth:\n    username: app\n    password: \"" + helmPg + "\"\n    database: app\n" +
		"redis:\n  architecture: standalone\n  auth:\n    enabled: true\n    password: " + helmRedis + "\n" +
		"grafana:\n  adminUser: admin\n  adminPassword: " + helmGrafana + "\n" +
		"imageCredentials:\n  registry: ghcr.io\n  username: ci-bot\n  password: " + helmReg + "\n  email: ci@example.com\n"

	// The Jenkins first-start log.
	jInit := g.hex(32)
	jenkinsLog := "2024-06-03 07:41:12.118+0000 [id=32]\tINFO\tjenkins.install.SetupWizard#init: \n\n*************************************************************\n" +
		"*************************************************************\n\nJenkins initial setup is required. An admin user has been created and a password generated.\n" +
		"Please use the following password to proceed to installation:\n\n" + jInit + "\n\nThis may also be found at: /var/jenkins_home/secrets/initialAdminPassword\n\n" +
		"*************************************************************\n"

	// Maven settings.xml.
	mvnPw, mvnGpg := sym(), pw()
	mvnSettings := "<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deploy</username>\n      <password>" + mvnPw + "</password>\n" +
		"    </server>\n  </servers>\n  <profiles>\n    <profile>\n      <id>sign</id>\n      <properties>\n        <gpg.keyname>" + strings.ToUpper(g.hex(16)) + "</gpg.keyname>\n" +
		"        <gpg.passphrase>" + mvnGpg + "</gpg.passphrase>\n      </properties>\n    </profile>\n  </profiles>\n</settings>"

	// SOPS: a file as committed and as decrypted.
	sopsEnc := func() string {
		return "ENC[AES256_GCM,data:" + b64(24) + ",iv:" + b64(43) + "=,tag:" + b64(22) + "==,type:str]"
	}
	sopsFile := "db_password: " + sopsEnc() + "\napi_key: " + sopsEnc() + "\nsops:\n    age:\n        - recipient: age1" + g.pick(bech32, 58) +
		"\n          enc: |\n            -----BEGIN AGE ENCRYPTED FILE-----\n            " + b64(64) + "\n            " + b64(40) + "\n            -----END AGE ENCRYPTED FILE-----\n" +
		"    lastmodified: \"2024-05-20T08:12:44Z\"\n    mac: " + sopsEnc() + "\n    version: 3.8.1\n"
	sopsDbPw, sopsAPI := pw(), tok()
	sopsDec := "$ sops -d secrets/prod.yaml\ndb_password: " + sopsDbPw + "\napi_key: " + sopsAPI + "\n"

	cases := []pasteCase{
		// Spring.
		pos("spring", "properties-datasource", springProps, springPw),
		pos("spring", "properties-mail-app-password", springProps, springMail),
		pos("spring", "properties-oauth-client-secret", springProps, springOauth),
		pos("spring", "yml-datasource-quoted", springYml, springYmlPw),
		pos("spring", "yml-placeholder-default", springYml, springRabbit),
		pos("spring", "yml-jwt-secret", springYml, springJwt),
		pos("spring", "cloud-config-git", "spring.cloud.config.server.git.uri=https://github.com/acme/config-repo\nspring.cloud.config.server.git.username=config-bot\nspring.cloud.config.server.git.password={S}", ghp()),
		pos("spring", "jasypt-password", "# start with: java -jar app.jar\njasypt.encryptor.password={S}\njasypt.encryptor.algorithm=PBEWithMD5AndDES", pw()),
		pos("spring", "sqlserver-url-password", "spring:\n  datasource:\n    url: jdbc:sqlserver://sql01:1433;databaseName=erp;user=sa;password={S};encrypt=true\n    driver-class-name: com.microsoft.sqlserver.jdbc.SQLServerDriver", pw()),
		pos("spring", "boot-run-args", "./mvnw spring-boot:run -Dspring-boot.run.arguments=\"--spring.datasource.password={S} --server.port=9090\"", pw()),

		// .NET.
		pos("dotnet", "appsettings-connection-string", appsettings, netDb),
		pos("dotnet", "appsettings-jwt-key", appsettings, netJwt),
		pos("dotnet", "appsettings-azuread-secret", appsettings, netAd),
		pos("dotnet", "user-secrets-set", "dotnet user-secrets set \"Authentication:Google:ClientSecret\" \"{S}\" --project src/Web", gocspx()),
		pos("dotnet", "user-secrets-list-stripe", userSecretsList, usList1),
		pos("dotnet", "secrets-json-colon-key", "{\n  \"Kestrel:Certificates:Development:Password\": \"{S}\",\n  \"ConnectionStrings:Redis\": \"localhost:6379\"\n}", uuid()),
		pos("dotnet", "nuget-config-cleartext", "<packageSourceCredentials>\n  <github>\n    <add key=\"Username\" value=\"ci-bot\" />\n    <add key=\"ClearTextPassword\" value=\"{S}\" />\n  </github>\n</packageSourceCredentials>", ghp()),
		pos("dotnet", "nuget-push-api-key", "dotnet nuget push bin/Release/*.nupkg --api-key {S} --source https://api.nuget.org/v3/index.json", "oy"+"2"+g.pick(lowerSet+digitSet, 43)),

		// Laravel and PHP.
		pos("laravel", "env-app-key", laravelEnv, lvKey),
		pos("laravel", "env-db-password", laravelEnv, lvDb),
		pos("laravel", "env-mail-password", laravelEnv, lvMail),
		pos("laravel", "database-php-env-default", "'mysql' => [\n    'driver' => 'mysql',\n    'host' => env('DB_HOST', '127.0.0.1'),\n    'database' => env('DB_DATABASE', 'forge'),\n    'username' => env('DB_USERNAME', 'forge'),\n    'password' => env('DB_PASSWORD', '{S}'),\n    'charset' => 'utf8mb4',\n],", pw()),
		pos("laravel", "services-php-literal", "'stripe' => [\n    'key' => env('STRIPE_KEY'),\n    'secret' => '{S}',\n],", stripeTest()),
		pos("laravel", "composer-auth-json", "{\n    \"http-basic\": {\n        \"repo.packagist.com\": {\n            \"username\": \"token\",\n            \"password\": \"{S}\"\n        }\n    }\n}", g.hex(40)),
		pos("laravel", "composer-config-oauth", "composer config --global --auth github-oauth.github.com {S}", ghp()),
		pos("laravel", "wp-config-salt", "define( 'AUTH_KEY',         '{S}' );\ndefine( 'SECURE_AUTH_KEY',  'put your unique phrase here' );", g.pick(base62+"!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 64)),

		// Rails.
		pos("rails", "credentials-secret-key-base", railsCreds, rlBase),
		pos("rails", "credentials-aws-secret", railsCreds, rlAws),
		pos("rails", "master-key-cat", "$ cat config/master.key\n{S}\n$ ", g.hex(32)),
		pos("rails", "master-key-env", "docker run -e RAILS_MASTER_KEY={S} -e RAILS_ENV=production -p 3000:3000 shop:latest", g.hex(32)),
		pos("rails", "database-yml-erb-default", "production:\n  <<: *default\n  database: shop_production\n  username: shop\n  password: <%= ENV.fetch(\"SHOP_DATABASE_PASSWORD\") { \"{S}\" } %>", pw()),
		pos("rails", "kamal-secrets", "# .kamal/secrets\nKAMAL_REGISTRY_PASSWORD={S}\nRAILS_MASTER_KEY=$(cat config/master.key)", ghp()),
		pos("rails", "seeds-admin-password", "User.create!(\n  email: \"admin@example.com\",\n  password: \"{S}\",\n  password_confirmation: \"{S}\",\n  admin: true\n)", pw()),

		// Django.
		pos("django", "secret-key-insecure", django, "django-insecure-"+djKey),
		pos("django", "databases-password", django, djDb),
		pos("django", "email-host-password", django, djMail),
		pos("django", "admins-mail", django, djAdmin),
		pos("django", "environ-default", "AWS_SECRET_ACCESS_KEY = os.environ.get(\"AWS_SECRET_ACCESS_KEY\", \"{S}\")\nAWS_STORAGE_BUCKET_NAME = \"shop-media\"", awsSecret()),
		pos("django", "social-auth-secret", "SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = '"+g.pick(digitSet, 12)+"-"+g.pick(lowerSet+digitSet, 32)+".apps.googleusercontent.com'\nSOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = '{S}'", gocspx()),
		pos("django", "createsuperuser-env", "DJANGO_SUPERUSER_PASSWORD={S} python manage.py createsuperuser --noinput --username admin --email admin@example.com", pw()),

		// Express and Nest.
		pos("node", "default-json-jwt", "{\n  \"jwtSecret\": \"{S}\",\n  \"port\": 5000\n}", mixed(32)),
		pos("node", "nest-jwt-register", "JwtModule.register({\n  global: true,\n  secret: '{S}',\n  signOptions: { expiresIn: '60s' },\n}),", mixed(40)),
		pos("node", "express-session", "app.use(session({\n  secret: '{S}',\n  resave: false,\n  saveUninitialized: true,\n  cookie: { secure: true }\n}))", g.pick(lowerSet+" ", 24)+"cat"),
		pos("node", "nodemailer-gmail", "const transporter = nodemailer.createTransport({\n  service: 'gmail',\n  auth: {\n    user: 'shop.alerts@gmail.com',\n    pass: '{S}'\n  }\n});", gmailApp()),
		pos("node", "process-env-fallback", "const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY || '{S}');", stripeTest()),

		// Go and Rust.
		pos("go", "envdefault-tag", "type Config struct {\n\tDBHost     string `env:\"DB_HOST\" envDefault:\"localhost\"`\n\tDBPassword string `env:\"DB_PASSWORD\" envDefault:\"{S}\"`\n}", pw()),
		pos("go", "viper-setdefault", "viper.SetDefault(\"database.host\", \"localhost\")\nviper.SetDefault(\"database.password\", \"{S}\")", pw()),
		pos("rust", "config-toml-secret", "[server]\nhost = \"0.0.0.0\"\nport = 8000\n\n[auth]\njwt_secret = \"{S}\"\ntoken_ttl_secs = 3600", mixed(40)),
		pos("rust", "cargo-credentials", "# ~/.cargo/credentials.toml\n[registry]\ntoken = \"{S}\"", "ci"+"o"+g.alnum(32)),

		// Elixir.
		pos("elixir", "repo-password", elixir, exPw),
		pos("elixir", "endpoint-secret-key-base", elixir, exBase),
		pos("elixir", "runtime-fallback", "secret_key_base =\n  System.get_env(\"SECRET_KEY_BASE\") ||\n    \"{S}\"", b64(64)),

		// GitHub Actions.
		pos("gha", "job-env-sonar", workflow, ghaSonar),
		pos("gha", "checkout-token", workflow, ghaCheckout),
		pos("gha", "login-action-password", workflow, ghaDocker),
		pos("gha", "gh-secret-set", "gh secret set DEPLOY_TOKEN --repo acme/api --body \"{S}\"", ghp()),
		pos("gha", "log-set-x-curl", "Run ./scripts/release.sh\n+ curl -sSf -X POST -H 'Authorization: Bearer {S}' -H 'Accept: application/vnd.github+json' https://api.github.com/repos/acme/api/releases\ncurl: (22) The requested URL returned error: 422", ghs()),
		pos("gha", "log-env-dump", "Run env | sort\nACTIONS_RUNTIME_TOKEN={S}\nACTIONS_RUNTIME_URL=https://pipelines.actions.githubusercontent.com/abc/\nCI=true\nGITHUB_ACTIONS=true", g.jwt()),
		pos("gha", "log-commit-author", "Run git log -1 --format='%an <%ae>'\nPriya Raman <{S}>", mail("priya.raman", "gmail.com")),
		pos("gha", "act-secret-flag", "act push -s GITHUB_TOKEN={S} -s NPM_TOKEN=\"$NPM_TOKEN\" --container-architecture linux/amd64", ghp()),

		// GitLab CI.
		pos("gitlab", "docker-auth-config", "variables:\n  DOCKER_AUTH_CONFIG: '{\"auths\":{\"registry.example.com:5000\":{\"auth\":\"{S}\"}}}'", base64Of("ci:"+pw())),
		pos("gitlab", "variables-sonar", "variables:\n  SONAR_HOST_URL: \"https://sonar.example.com\"\n  SONAR_TOKEN: \"{S}\"\n  GIT_DEPTH: \"0\"", sonar()),
		pos("gitlab", "api-private-token", glVarsAPI, glTok),
		pos("gitlab", "api-form-value", glVarsAPI, glVal),
		pos("gitlab", "runner-register", "sudo gitlab-runner register \\\n  --non-interactive \\\n  --url \"https://gitlab.com/\" \\\n  --token \"{S}\" \\\n  --executor \"docker\" \\\n  --docker-image alpine:latest", glrt()),
		pos("gitlab", "job-log-docker-login", "$ docker login -u gitlab-ci-token -p {S} registry.gitlab.com\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded", "gl"+"cbt-"+g.pick(urlSet, 24)),

		// Jenkins.
		pos("jenkins", "initial-admin-log", jenkinsLog, jInit),
		pos("jenkins", "casc-username-password", "credentials:\n  system:\n    domainCredentials:\n      - credentials:\n          - usernamePassword:\n              scope: GLOBAL\n              id: \"nexus\"\n              username: \"deploy\"\n              password: \"{S}\"", pw()),
		pos("jenkins", "casc-string-secret", "          - string:\n              scope: GLOBAL\n              id: \"slack-token\"\n              secret: \"{S}\"", "xo"+"xb-"+g.pick(digitSet, 12)+"-"+g.pick(digitSet, 13)+"-"+g.alnum(24)),
		pos("jenkins", "jenkinsfile-environment", "pipeline {\n  agent any\n  environment {\n    REGISTRY = 'nexus.corp:8082'\n    REGISTRY_PASS = '{S}'\n  }\n  stages {\n    stage('Push') {\n      steps { sh 'docker push $REGISTRY/app' }\n    }\n  }\n}", pw()),
		pos("jenkins", "jenkinsfile-sh-login", "stage('Publish') {\n  steps {\n    sh \"docker login -u admin -p {S} nexus.corp:8082\"\n  }\n}", pw()),
		pos("jenkins", "api-token-curl", "curl -X POST -u admin:{S} https://jenkins.corp.example/job/api/buildWithParameters?BRANCH=main", "11"+g.hex(32)),

		// CircleCI, Bitbucket, Travis.
		pos("circleci", "job-environment", "jobs:\n  deploy:\n    docker:\n      - image: cimg/python:3.12\n    environment:\n      AWS_ACCESS_KEY_ID: "+awsID()+"\n      AWS_SECRET_ACCESS_KEY: {S}\n      AWS_DEFAULT_REGION: eu-west-1", awsSecret()),
		pos("circleci", "cli-setup", "circleci setup --no-prompt --host https://circleci.com --token {S}", "CCI"+"PAT_"+g.alnum(22)+"_"+g.hex(40)),
		pos("circleci", "docker-auth", "    docker:\n      - image: acme/build:1.4\n        auth:\n          username: acmebot\n          password: {S}", "dckr"+"_pat_"+g.pick(urlSet, 27)),
		pos("bitbucket", "pipe-variables", "- pipe: atlassian/aws-s3-deploy:1.1.0\n  variables:\n    AWS_ACCESS_KEY_ID: '"+awsID()+"'\n    AWS_SECRET_ACCESS_KEY: '{S}'\n    AWS_DEFAULT_REGION: 'us-east-1'\n    S3_BUCKET: 'acme-site'", awsSecret()),
		pos("bitbucket", "app-password-clone", "git clone https://acme-ci:{S}@bitbucket.org/acme/site.git", "AT"+"BB"+g.alnum(32)),
		pos("travis", "heroku-api-key", "deploy:\n  provider: heroku\n  api_key: {S}\n  app: acme-staging\n  on:\n    branch: main", uuid()),
		pos("travis", "encrypt-command", "travis encrypt DOCKER_PASSWORD=\"{S}\" --add env.global --com", pw()),

		// Azure DevOps.
		pos("azure", "pipeline-variable", "variables:\n  - name: buildConfiguration\n    value: 'Release'\n  - name: sqlAdminPassword\n    value: '{S}'", sym()),
		pos("azure", "devops-login-pat", "echo {S} | az devops login --organization https://dev.azure.com/acme", g.pick(lowerSet+"234567", 52)),
		pos("azure", "vso-setvariable-log", "##[section]Starting: Fetch secrets\n##vso[task.setvariable variable=dbPassword;issecret=false]{S}\n##[section]Finishing: Fetch secrets", pw()),
		pos("azure", "service-connection-json", "{\n  \"authorization\": {\n    \"parameters\": {\n      \"tenantid\": \""+uuid()+"\",\n      \"serviceprincipalid\": \""+uuid()+"\",\n      \"authenticationType\": \"spnKey\",\n      \"serviceprincipalkey\": \"{S}\"\n    },\n    \"scheme\": \"ServicePrincipal\"\n  }\n}", azSecret()),
		pos("azure", "sas-sig", "az storage blob upload-batch -d '$web' -s ./dist --account-name acmesite --sas-token \"sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-01-01T00:00:00Z&st=2024-06-01T00:00:00Z&spr=https&sig={S}\"", b64(43)+"%3D"),
		pos("azure", "git-pat-extraheader", "git -c http.extraheader=\"AUTHORIZATION: basic {S}\" clone https://dev.azure.com/acme/infra/_git/infra", base64Of(":"+g.pick(lowerSet+"234567", 52))),

		// ArgoCD.
		pos("argocd", "login-password", "argocd login argocd.corp.example --username admin --password {S} --grpc-web", mixed(16)),
		pos("argocd", "initial-admin-secret", "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d; echo\n{S}", mixed(16)),
		pos("argocd", "repo-secret", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: private-repo\n  namespace: argocd\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  type: git\n  url: https://github.com/acme/deploy\n  username: argocd-bot\n  password: {S}", ghp()),

		// Helm.
		pos("helm", "values-postgresql", helmValues, helmPg),
		pos("helm", "values-grafana-admin", helmValues, helmGrafana),
		pos("helm", "values-image-credentials", helmValues, helmReg),
		pos("helm", "set-string", "helm upgrade --install keycloak bitnami/keycloak -n auth --set-string auth.adminPassword='{S}' --set externalDatabase.host=pg", pw()),

		// SOPS, Vault, sealed secrets.
		pos("sops", "decrypted-db-password", sopsDec, sopsDbPw),
		pos("sops", "age-keys-file", "# created: 2024-05-20T08:10:02Z\n# public key: age1"+g.pick(bech32, 58)+"\n{S}", "AGE-SECRET-KEY-1"+strings.ToUpper(g.pick(bech32, 58))),
		pos("vault", "kv-get-table", vaultKv, vKvPw),
		pos("vault", "login-token", vaultLogin, vTok),
		pos("vault", "init-unseal-key", vaultInit, vUnseal),
		pos("vault", "init-root-token", vaultInit, vRoot),
		pos("vault", "approle-secret-id", vaultApprole, vSecretID),
		pos("sealed", "kubeseal-input", "echo -n '{S}' | kubectl create secret generic db --dry-run=client --from-file=password=/dev/stdin -o yaml | kubeseal -o yaml > db-sealed.yaml", pw()),

		// Ansible.
		pos("ansible", "inventory-password", inventory, ansPw),
		pos("ansible", "inventory-become-pass", inventory, ansBecome),
		pos("ansible", "group-vars-become", "# group_vars/all.yml\nansible_user: deploy\nansible_become_password: \"{S}\"\nntp_server: pool.ntp.org", pw()),
		pos("ansible", "yaml-inventory-ssh-pass", "all:\n  hosts:\n    db1:\n      ansible_host: 10.20.1.5\n      ansible_ssh_pass: {S}\n      ansible_user: root", pw()),
		pos("ansible", "extra-vars", "ansible-playbook -i inventory/prod site.yml -e \"db_password={S} app_version=2.4.1\"", pw()),

		// Docker build args.
		pos("docker", "build-arg", "docker build --build-arg NPM_TOKEN={S} -t acme/web:latest .", npmTok()),
		pos("docker", "history-arg", "$ docker history --no-trunc acme/web:latest | grep npm\n<missing>   2 days ago   RUN |1 NPM_TOKEN={S} /bin/sh -c npm ci --omit=dev   312MB", npmTok()),
		pos("docker", "compose-build-args", "services:\n  api:\n    build:\n      context: .\n      args:\n        - PIP_EXTRA_INDEX_URL=https://__token__:{S}@gitlab.example.com/api/v4/projects/12/packages/pypi/simple", glpat()),

		// Package registry credentials in CI.
		pos("registry", "npmrc-scope", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={S}\nalways-auth=true", ghp()),
		pos("registry", "npmrc-nexus-password", "registry=https://nexus.corp.example/repository/npm-group/\n//nexus.corp.example/repository/npm-group/:username=ci\n//nexus.corp.example/repository/npm-group/:_password={S}\n//nexus.corp.example/repository/npm-group/:email=ci@corp.example", base64Of(pw())),
		pos("registry", "yarnrc-yml", "npmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"{S}\"", ghp()),
		pos("registry", "pip-conf", "[global]\nindex-url = https://ci:{S}@nexus.corp.example/repository/pypi-all/simple\ntrusted-host = nexus.corp.example", g.urlPassword()),
		pos("registry", "uv-index-password", "export UV_INDEX_ACME_USERNAME=ci\nexport UV_INDEX_ACME_PASSWORD={S}\nuv sync --frozen", pw()),
		pos("registry", "maven-settings-password", mvnSettings, mvnPw),
		pos("registry", "maven-gpg-passphrase", mvnSettings, mvnGpg),
		pos("registry", "gradle-properties", "org.gradle.jvmargs=-Xmx2g\nnexusUsername=deploy\nnexusPassword={S}\nsigning.keyId="+strings.ToUpper(g.hex(8)), pw()),
		pos("registry", "gradle-kts-credentials", "repositories {\n    maven {\n        url = uri(\"https://maven.pkg.github.com/acme/libs\")\n        credentials {\n            username = \"ci-bot\"\n            password = System.getenv(\"GITHUB_TOKEN\") ?: \"{S}\"\n        }\n    }\n}", ghp()),
		pos("registry", "gem-credentials", "---\n:rubygems_api_key: {S}", "ruby"+"gems_"+g.hex(48)),
		pos("registry", "nuget-sources-add", "nuget sources add -Name acme -Source https://pkgs.dev.azure.com/acme/_packaging/feed/nuget/v3/index.json -Username ci -Password {S}", g.pick(lowerSet+"234567", 52)),

		// Identities the rules remove by policy: an AWS account id in an ARN,
		// an OAuth application's client id.
		pos("identity", "google-client-id", "spring.security.oauth2.client.registration.google.client-id={S}\nspring.security.oauth2.client.registration.google.scope=openid,profile,email", g.pick(digitSet, 12)+"-"+g.pick(lowerSet+digitSet, 32)+".apps.googleusercontent.com"),
		pos("identity", "aws-role-arn", "      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::{S}:role/gh-actions-deploy\n          aws-region: eu-west-1", g.pick(digitSet, 12)),

		// Negatives: references, encrypted values meant for the repo,
		// public ids and keys, pins, checksums, placeholders, prose.
		neg("ref", "gha-secrets-context", "      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor }}\n          password: ${{ secrets.GITHUB_TOKEN }}", ""),
		neg("ref", "gitlab-ci-job-token", "  script:\n    - docker login -u gitlab-ci-token -p $CI_JOB_TOKEN $CI_REGISTRY\n    - docker push $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA", ""),
		neg("ref", "jenkins-with-credentials", "withCredentials([usernamePassword(credentialsId: 'nexus', usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {\n  sh 'docker login -u $NEXUS_USER -p $NEXUS_PASS nexus.example.com:8082'\n}", ""),
		neg("ref", "spring-placeholder", "spring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}", ""),
		neg("ref", "laravel-env-empty-default", "'password' => env('DB_PASSWORD', ''),\n'unix_socket' => env('DB_SOCKET', ''),", ""),
		neg("ref", "rails-erb-env", "production:\n  <<: *default\n  password: <%= ENV[\"SHOP_DATABASE_PASSWORD\"] %>", ""),
		neg("ref", "django-environ", "SECRET_KEY = os.environ[\"DJANGO_SECRET_KEY\"]\nDATABASES = {\"default\": env.db(\"DATABASE_URL\")}", ""),
		neg("ref", "elixir-fetch-env", "secret_key_base =\n  System.get_env(\"SECRET_KEY_BASE\") ||\n    raise \"\"\"\n    environment variable SECRET_KEY_BASE is missing.\n    You can generate one by calling: mix phx.gen.secret\n    \"\"\"", ""),
		neg("ref", "npmrc-env-ref", "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\n@acme:registry=https://npm.pkg.github.com", ""),
		neg("ref", "maven-env-ref", "<server>\n  <id>ossrh</id>\n  <username>${env.OSSRH_USERNAME}</username>\n  <password>${env.OSSRH_PASSWORD}</password>\n</server>", ""),
		neg("ref", "nuget-env-ref", "<add key=\"ClearTextPassword\" value=\"%GITHUB_PACKAGES_TOKEN%\" />", ""),
		neg("ref", "helm-existing-secret", "auth:\n  existingSecret: db-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password\n    userPasswordKey: password", ""),
		neg("ref", "azure-keyvault-ref", "\"ConnectionStrings\": {\n  \"Default\": \"@Microsoft.KeyVault(SecretUri=https://contoso.vault.azure.net/secrets/db-conn/)\"\n}", ""),
		neg("ref", "docker-build-secret", "docker buildx build --secret id=npmrc,src=$HOME/.npmrc --build-arg NODE_ENV=production -t acme/web .", ""),
		neg("ref", "argocd-vault-plugin", "stringData:\n  password: <path:kv/data/app/db#password>", ""),
		neg("ref", "gha-env-mapping", "    env:\n      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n      SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}", ""),
		neg("encrypted", "sops-file", sopsFile, ""),
		neg("encrypted", "sealed-secret", "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db\n  namespace: prod\nspec:\n  encryptedData:\n    password: {S}", "AgB"+b64(380)+"=="),
		neg("encrypted", "ansible-vault-file", "$ANSIBLE_VAULT;1.1;AES256\n"+g.hex(80)+"\n"+g.hex(80)+"\n"+g.hex(80)+"\n"+g.hex(40), ""),
		neg("encrypted", "travis-secure", "env:\n  global:\n    - secure: \"{S}\"", b64(340)+"="),
		neg("encrypted", "jasypt-enc", "spring.datasource.password=ENC({S})", b64(44)),
		neg("encrypted", "spring-cipher", "spring:\n  datasource:\n    password: '{cipher}{S}'", g.hex(96)),
		neg("public", "stripe-publishable", "STRIPE_KEY={S}\nSTRIPE_WEBHOOK_PATH=/stripe/webhook", "pk"+"_live_"+g.alnum(24)),
		neg("public", "github-app-client-id", "GITHUB_APP_ID=381204\nGITHUB_CLIENT_ID={S}", "Iv1."+g.hex(16)),
		neg("public", "sops-age-recipient", "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: {S}", "age1"+g.pick(bech32, 58)),
		neg("public", "sops-pgp-fingerprint", "creation_rules:\n  - path_regex: \\.enc\\.yaml$\n    pgp: {S}", strings.ToUpper(g.hex(40))),
		neg("public", "deploy-key-public", "Add this deploy key to the repo (read-only):\nssh-ed25519 {S} argocd@cluster-prod", "AAAAC3NzaC1lZDI1NTE5AAAAI"+b64(43)),
		neg("public", "cosign-public-key", "-----BEGIN PUBLIC KEY-----\n{S}\n-----END PUBLIC KEY-----", "MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+b64(28)+"\n"+b64(56)+"=="),
		neg("public", "vault-token-accessor-only", "$ vault token lookup -accessor {S}\nKey                 Value\n---                 -----\ndisplay_name        userpass-ops\nttl                 767h59m", g.pick(base62, 24)),
		neg("ids", "pinned-action-sha", "      - uses: actions/checkout@{S} # v4.1.1", g.hex(40)),
		neg("ids", "actions-download-log", "Download action repository 'actions/setup-node@v4' (SHA:{S})\nComplete job name: build (20.x)", g.hex(40)),
		neg("ids", "gitlab-commit-vars", "$ echo \"$CI_COMMIT_SHA $CI_PIPELINE_ID\"\n{S} 1284412907", g.hex(40)),
		neg("ids", "argocd-revision", "Name:               argocd/api\nSync Status:        Synced to HEAD ({S})\nHealth Status:      Healthy", g.hex(7)),
		neg("ids", "docker-image-digest", "image:\n  repository: ghcr.io/acme/api\n  tag: 2.4.1\n  digest: sha256:{S}", g.hex(64)),
		neg("ids", "docker-build-output", "#12 exporting to image\n#12 writing image sha256:{S} done\n#12 naming to docker.io/acme/web:latest done", g.hex(64)),
		neg("ids", "circleci-workflow-id", "CIRCLE_BUILD_NUM=4821\nCIRCLE_WORKFLOW_ID={S}\nCIRCLE_SHA1="+g.hex(40), uuid()),
		neg("ids", "azure-build-number", "##[section]Starting: Build\nBuild.BuildNumber: 20240603.7\nBuild.SourceVersion: {S}", g.hex(40)),
		neg("checksums", "requirements-hash", "django==5.0.6 \\\n    --hash=sha256:{S}", g.hex(64)),
		neg("checksums", "package-lock-integrity", "\"node_modules/express\": {\n  \"version\": \"4.19.2\",\n  \"resolved\": \"https://registry.npmjs.org/express/-/express-4.19.2.tgz\",\n  \"integrity\": \"sha512-{S}\"\n}", b64(86)+"=="),
		neg("checksums", "go-sum", "github.com/spf13/viper v1.18.2 h1:{S}=", b64(43)),
		neg("checksums", "cargo-lock", "[[package]]\nname = \"serde\"\nversion = \"1.0.203\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{S}\"", g.hex(64)),
		neg("checksums", "helm-chart-lock", "dependencies:\n- name: postgresql\n  repository: https://charts.bitnami.com/bitnami\n  version: 15.5.0\ndigest: sha256:{S}\ngenerated: \"2024-06-01T10:00:00Z\"", g.hex(64)),
		neg("placeholder", "laravel-env-example", "DB_PASSWORD=\nMAIL_PASSWORD=null\nAWS_SECRET_ACCESS_KEY=\nPUSHER_APP_SECRET=", ""),
		neg("placeholder", "django-change-me", "SECRET_KEY = 'change-me-in-production'", ""),
		neg("placeholder", "helm-values-comment", "auth:\n  # -- Password for the admin user; leave empty to generate one\n  adminPassword: \"\"", ""),
		neg("placeholder", "appsettings-template", "\"Jwt\": {\n  \"Key\": \"<generate with openssl rand -base64 32>\",\n  \"Issuer\": \"https://localhost:5001\"\n}", ""),
		neg("placeholder", "masked-log", "Run npm publish\n  npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ***\n+ acme-ui@3.2.0", ""),
		neg("placeholder", "gitlab-masked", "$ echo $DEPLOY_TOKEN\n[MASKED]\n$ ./deploy.sh", ""),
		neg("versions", "chart-versions", "NAME     NAMESPACE  REVISION  STATUS    CHART             APP VERSION\nredis    cache      14        deployed  redis-19.5.2      7.2.5\nkeycloak auth       3         deployed  keycloak-21.4.1   24.0.5", ""),
		neg("prose", "how-to-store-pat", "Store the PAT as a repository secret named NPM_TOKEN, then reference it as ${{ secrets.NPM_TOKEN }}; never paste the token itself into the workflow.", ""),
		neg("prose", "vault-seal-status", "Seal Type       shamir\nInitialized     true\nSealed          false\nTotal Shares    3\nThreshold       2\nVersion         1.16.2", ""),
		neg("prose", "jenkins-credential-id", "The credentialsId in the Jenkinsfile has to match the id of the Username with password credential, e.g. 'nexus-deploy'.", ""),
		neg("prose", "k8s-secret-list", "$ kubectl get secrets -n prod\nNAME               TYPE                             DATA   AGE\ndb-credentials     Opaque                           2      41d\nregcred            kubernetes.io/dockerconfigjson   1      41d", ""),
	}
	return cases
}
