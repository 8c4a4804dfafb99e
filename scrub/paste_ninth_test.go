package scrub

import (
	"encoding/base64"
	"net/url"
	"strings"
	"testing"
)

// ninthCases are the paste suite's cases written by a ninth author before
// measuring them, as a held-out estimate of what an agent session holds
// while a developer works on web and mobile apps: the tool output of
// `cat .env*`, `env`, `git config -l`, `gh auth status`, the hosting CLIs
// (Vercel, Netlify, Supabase, Firebase, Stripe), MCP server configs, diffs
// that add or change a secret line, secrets inside JSON-escaped strings and
// percent-encoded values, OAuth redirects and token responses, cookies,
// devtools "copy as curl" and fetch, HAR snippets, GraphQL requests,
// webhook and signed URLs, package registry and Docker credentials, and SDK
// init code in JS/TS, Python, Go, Swift, Kotlin and Dart.
//
// The negatives are look-alikes of the same ground that a user would want
// kept: keys that are public by design (Stripe and Mapbox publishable keys,
// a Firebase app id, an OAuth client id, a VAPID or JWK public key, a
// Sentry DSN, whose key its vendor documents as safe to ship in a page),
// masked values as the CLIs print them, integrity hashes, ETags, request
// and trace ids, commit SHAs, deployment ids, CSP nonces and a PKCE
// challenge (sent in the clear by design, unlike its verifier). A negative
// holds no home directory or git remote owner: those are identity, which
// redaction replaces by contract, whatever else the line shows.
func ninthCases(g pasteGen) []pasteCase {
	raw := base64.RawURLEncoding.EncodeToString
	jwtOf := func(claims string) string {
		return raw([]byte(`{"alg":"HS256","typ":"JWT"}`)) + "." + raw([]byte(claims)) + "." + g.pick(urlSet, 43)
	}
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	ghp := func() string { return "ghp_" + g.alnum(36) }
	gho := func() string { return "gho_" + g.alnum(36) }
	npm := func() string { return "npm_" + g.alnum(36) }
	skLive := func() string { return "sk_live_" + g.alnum(24) }
	skTest := func() string { return "sk_test_51" + g.alnum(97) }
	whsec := func() string { return "whsec_" + g.alnum(32) }
	openai := func() string { return "sk-proj-" + g.pick(urlSet, 48) }
	anthropic := func() string { return "sk-ant-api03-" + g.pick(urlSet, 93) + "AA" }
	google := func() string { return "AIza" + g.pick(urlSet, 35) }
	serviceRole := func() string {
		return jwtOf(`{"iss":"supabase","ref":"` + g.pick(lowerSet, 20) + `","role":"service_role","iat":1700000000,"exp":2015000000}`)
	}
	awsID := func() string { return "AKIA" + g.pick(upperSet+digitSet, 16) }
	awsSecret := func() string { return g.pick(base64Chars, 40) }
	// pct percent-encodes a value as a query string holds it.
	pct := url.QueryEscape
	stsToken := "IQoJb3JpZ2luX2VjE" + g.pick(base64Chars, 240)
	sasSig := g.pick(base64Chars, 43) + "="
	slackHook := "T" + g.pick(upperSet+digitSet, 8) + "/B" + g.pick(upperSet+digitSet, 10) + "/"
	discordID := "1" + g.pick(digitSet, 18)
	pem := "-----BEGIN PRIVATE KEY-----\n" + g.block(256) + "\n-----END PRIVATE KEY-----\n"
	pemJSON := strings.ReplaceAll(pem, "\n", `\n`)

	return []pasteCase{
		// cat .env*, env, printenv.
		pos("ninth-env", "cat-env-local", "$ cat .env.local\nNEXT_PUBLIC_SITE_URL=http://localhost:3000\nDATABASE_URL=postgresql://postgres:{S}@db.abcdefghijklmnopqrst.supabase.co:5432/postgres\nNEXTAUTH_URL=http://localhost:3000", g.urlPassword()),
		pos("ninth-env", "cat-env-nextauth-secret", "$ cat .env.local\nNEXTAUTH_URL=http://localhost:3000\nNEXTAUTH_SECRET={S}\nGITHUB_ID=Iv1."+g.hex(16), base64Of(g.pick(base62, 32))),
		pos("ninth-env", "cat-env-github-secret", "GITHUB_ID=Iv1."+g.hex(16)+"\nGITHUB_SECRET={S}\n", g.hex(40)),
		pos("ninth-env", "cat-env-stripe", "# .env.development\nSTRIPE_SECRET_KEY={S}\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_51"+g.alnum(97), skTest()),
		pos("ninth-env", "cat-env-webhook-secret", "STRIPE_SECRET_KEY=sk_test_...\nSTRIPE_WEBHOOK_SECRET={S}", whsec()),
		pos("ninth-env", "cat-env-quoted-openai", "OPENAI_API_KEY=\"{S}\"\nOPENAI_MODEL=\"gpt-4o-mini\"", openai()),
		pos("ninth-env", "cat-env-anthropic", "ANTHROPIC_API_KEY='{S}'", anthropic()),
		pos("ninth-env", "cat-env-service-role", "NEXT_PUBLIC_SUPABASE_URL=https://abcdefghijklmnopqrst.supabase.co\nSUPABASE_SERVICE_ROLE_KEY={S}", serviceRole()),
		pos("ninth-env", "cat-env-expo", "EXPO_PUBLIC_API_URL=https://api.example.com\nEXPO_TOKEN={S}", g.pick(urlSet, 40)),
		pos("ninth-env", "cat-env-vite-secret", "VITE_APP_TITLE=Acme\nVITE_FIREBASE_API_KEY={S}\nVITE_FIREBASE_PROJECT_ID=acme-app-123", google()),
		pos("ninth-env", "cat-env-clerk", "NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_test_"+base64Of("clerk.example.com$")+"\nCLERK_SECRET_KEY={S}", "sk_test_"+g.alnum(40)),
		pos("ninth-env", "cat-env-resend", "RESEND_API_KEY={S}\nEMAIL_FROM=noreply@example.com", "re_"+g.alnum(8)+"_"+g.alnum(24)),
		pos("ninth-env", "cat-env-export-prefix", "export SENDGRID_API_KEY={S}", "SG."+g.pick(urlSet, 22)+"."+g.pick(urlSet, 43)),
		pos("ninth-env", "cat-env-comment-after", "JWT_SECRET={S} # rotate before launch", g.pick(base62, 48)),
		pos("ninth-env", "cat-env-crlf", "API_URL=https://api.example.com\r\nAPI_SECRET={S}\r\nLOG_LEVEL=debug\r\n", g.token()),
		pos("ninth-env", "cat-env-session-password", "SESSION_SECRET={S}\nCOOKIE_NAME=acme_session", g.pick(lowerSet+digitSet, 64)),
		pos("ninth-env", "cat-env-redis-url", "REDIS_URL=rediss://default:{S}@usw1-pretty-owl-33333.upstash.io:33333", g.alnum(32)),
		pos("ninth-env", "cat-env-upstash-token", "UPSTASH_REDIS_REST_URL=https://usw1-pretty-owl-33333.upstash.io\nUPSTASH_REDIS_REST_TOKEN={S}", "AY"+g.pick(urlSet, 60)+"="),
		pos("ninth-env", "cat-env-mongodb", "MONGODB_URI=mongodb+srv://acme-dev:{S}@cluster0.x1y2z3.mongodb.net/?retryWrites=true&w=majority", g.urlPassword()),
		pos("ninth-env", "cat-env-planetscale", "DATABASE_URL='mysql://"+g.pick(lowerSet+digitSet, 12)+":{S}@aws.connect.psdb.cloud/acme?sslaccept=strict'", "pscale_pw_"+g.pick(urlSet, 43)),
		pos("ninth-env", "env-output", "$ env | sort\nHOME=/home/dev\nHOMEBREW_GITHUB_API_TOKEN={S}\nLANG=en_US.UTF-8\nPATH=/usr/local/bin:/usr/bin:/bin", ghp()),
		pos("ninth-env", "printenv-one", "$ printenv CLOUDFLARE_API_TOKEN\n{S}", g.pick(urlSet, 40)),
		pos("ninth-env", "printenv-grep", "$ printenv | grep -i key\nMAPBOX_SECRET_KEY={S}\nSSH_AGENT_PID=4242", "sk.eyJ1IjoiYWNtZSIsImEiOiJjbG"+g.pick(base62, 30)+"."+g.pick(urlSet, 22)),
		pos("ninth-env", "env-twilio", "TWILIO_ACCOUNT_SID=AC"+g.hex(32)+"\nTWILIO_AUTH_TOKEN={S}", g.hex(32)),
		pos("ninth-env", "env-algolia-admin", "ALGOLIA_APP_ID="+g.pick(upperSet+digitSet, 10)+"\nALGOLIA_ADMIN_API_KEY={S}", g.hex(32)),
		pos("ninth-env", "dotenv-vault-key", "DOTENV_KEY=\"dotenv://:key_{S}@dotenv.org/vault/.env.vault?environment=production\"", g.hex(64)),
		neg("ninth-env-near", "env-public-vars", "$ cat .env\nNEXT_PUBLIC_SITE_URL=https://acme.example.com\nNODE_ENV=production\nPORT=3000\nLOG_LEVEL=info", ""),
		neg("ninth-env-near", "env-example-placeholders", "$ cat .env.example\nOPENAI_API_KEY=\nSTRIPE_SECRET_KEY=sk_test_xxx\nDATABASE_URL=postgresql://user:password@localhost:5432/app", ""),
		neg("ninth-env-near", "env-session-ids", "TERM_SESSION_ID=w0t0p0:"+strings.ToUpper(uuid())+"\nSSH_AUTH_SOCK=/private/tmp/com.apple.launchd.abc123/Listeners\nSHLVL=1", ""),
		neg("ninth-env-near", "stripe-publishable", "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY={S}", "pk_live_51"+g.alnum(97)),
		neg("ninth-env-near", "vercel-env-ids", "VERCEL_GIT_COMMIT_SHA={S}\nVERCEL_ENV=preview\nVERCEL_URL=acme-git-main-acme.vercel.app", g.hex(40)),

		// git config, gh, aws, npm.
		pos("ninth-cli", "git-config-remote-token", "$ git config -l\nuser.name=Dev\ncore.editor=vim\nremote.origin.url=https://{S}@github.com/acme/web.git\nbranch.main.remote=origin", ghp()),
		pos("ninth-cli", "git-config-extraheader", "http.https://github.com/.extraheader=AUTHORIZATION: basic {S}", base64Of("x-access-token:"+"ghs_"+g.alnum(36))),
		pos("ninth-cli", "gh-auth-show-token", "$ gh auth status --show-token\ngithub.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: {S}\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'", gho()),
		pos("ninth-cli", "gh-auth-token", "$ gh auth token\n{S}", gho()),
		pos("ninth-cli", "gh-hosts-yml", "$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        dev:\n            oauth_token: {S}\n    git_protocol: https\n    user: dev", gho()),
		pos("ninth-cli", "aws-credentials-file", "$ cat ~/.aws/credentials\n[default]\naws_access_key_id = "+awsID()+"\naws_secret_access_key = {S}", awsSecret()),
		pos("ninth-cli", "aws-export-credentials", "$ aws configure export-credentials --format env\nexport AWS_ACCESS_KEY_ID=ASIA"+g.pick(upperSet+digitSet, 16)+"\nexport AWS_SECRET_ACCESS_KEY={S}\nexport AWS_SESSION_TOKEN="+stsToken, awsSecret()),
		pos("ninth-cli", "aws-session-token", "export AWS_SESSION_TOKEN={S}\nexport AWS_CREDENTIAL_EXPIRATION=2026-03-01T11:22:41+00:00", stsToken),
		pos("ninth-cli", "npm-config-ls-l", "$ npm config ls -l | grep auth\n//registry.npmjs.org/:_authToken = \"{S}\"", npm()),
		pos("ninth-cli", "npm-config-set", "npm config set //npm.pkg.github.com/:_authToken {S}", ghp()),
		pos("ninth-cli", "vercel-env-pull", "$ vercel env pull .env.local\nVercel CLI 39.1.0\n> Downloading `development` Environment Variables for acme/web\n✅  Created .env.local file [152ms]\n$ cat .env.local\n# Created by Vercel CLI\nKV_REST_API_TOKEN=\"{S}\"\nVERCEL_OIDC_TOKEN=\"\"", "AX"+g.pick(urlSet, 70)+"="),
		pos("ninth-cli", "vercel-token-flag", "vercel deploy --prod --token {S} --yes", g.alnum(24)),
		pos("ninth-cli", "vercel-auth-json", "$ cat ~/Library/Application\\ Support/com.vercel.cli/auth.json\n{\n  \"// Note\": \"This is your Vercel credentials file. DO NOT SHARE!\",\n  \"token\": \"{S}\"\n}", g.alnum(24)),
		pos("ninth-cli", "netlify-env-list", "$ netlify env:list --plain\nCONTEXT=production\nFAUNA_SECRET={S}\nNODE_VERSION=20", "fnA"+g.pick(urlSet, 37)),
		pos("ninth-cli", "netlify-auth-token", "NETLIFY_AUTH_TOKEN={S} netlify deploy --prod --dir=dist", "nfp_"+g.alnum(36)),
		pos("ninth-cli", "netlify-config-json", "\"users\": {\n  \""+uuid()+"\": {\n    \"id\": \""+g.hex(24)+"\",\n    \"auth\": {\n      \"token\": \"{S}\",\n      \"github\": {}\n    }\n  }\n}", "nfp_"+g.alnum(36)),
		pos("ninth-cli", "supabase-status-service", "$ supabase status\n         API URL: http://127.0.0.1:54321\n          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres\n      JWT secret: super-secret-jwt-token-with-at-least-32-characters-long\nservice_role key: {S}", serviceRole()),
		pos("ninth-cli", "supabase-access-token", "SUPABASE_ACCESS_TOKEN={S} supabase link --project-ref abcdefghijklmnopqrst", "sbp_"+g.hex(40)),
		pos("ninth-cli", "supabase-db-password", "supabase db push --db-url \"postgresql://postgres.abcdefghijklmnopqrst:{S}@aws-0-us-east-1.pooler.supabase.com:6543/postgres\"", g.urlPassword()),
		pos("ninth-cli", "firebase-ci-token", "$ firebase login:ci\n✔  Success! Use this token to login on a CI server:\n\n{S}\n\nExample: firebase deploy --token \"$FIREBASE_TOKEN\"", "1//0"+g.pick(urlSet, 99)),
		pos("ninth-cli", "firebase-service-account", "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-app-123\",\n  \"private_key_id\": \""+g.hex(40)+"\",\n  \"private_key\": \"{S}\",\n  \"client_email\": \"firebase-adminsdk-x1y2z@acme-app-123.iam.gserviceaccount.com\"\n}", pemJSON),
		pos("ninth-cli", "stripe-listen", "$ stripe listen --forward-to localhost:3000/api/webhooks\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is {S} (^C to quit)", whsec()),
		pos("ninth-cli", "stripe-cli-api-key", "stripe customers list --api-key {S} --limit 3", skLive()),
		pos("ninth-cli", "stripe-config-toml", "$ cat ~/.config/stripe/config.toml\n[default]\n  device_name = 'dev-mbp'\n  display_name = 'Acme'\n  test_mode_api_key = '{S}'\n  test_mode_key_expires_at = '2026-06-01'", "rk_test_51"+g.alnum(97)),
		pos("ninth-cli", "heroku-netrc", "$ cat ~/.netrc\nmachine api.heroku.com\n  login dev@example.com\n  password {S}\nmachine git.heroku.com\n  login dev@example.com", "HRKU-"+uuid()),
		pos("ninth-cli", "expo-eas-secret", "eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value {S}", "sntrys_"+base64Of(`{"iat":1700000000,"url":"https://sentry.io","org":"acme"}`)+"_"+g.pick(base62, 43)),
		pos("ninth-cli", "fly-secrets-set", "fly secrets set DATABASE_PASSWORD={S} -a acme-api", g.password()),
		pos("ninth-cli", "railway-variables", "$ railway variables\n║ PGPASSWORD    │ {S} ║\n║ PGUSER        │ postgres ║", g.alnum(32)),
		pos("ninth-cli", "wrangler-secret-put", "$ echo '{S}' | npx wrangler secret put STRIPE_KEY\n✨ Success! Uploaded secret STRIPE_KEY", skLive()),
		neg("ninth-cli-near", "gh-auth-status-masked", "$ gh auth status\ngithub.com\n  ✓ Logged in to github.com account dev (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo'", ""),
		neg("ninth-cli-near", "aws-configure-list", "$ aws configure list\n      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                <not set>             None    None\naccess_key     ****************QX7B shared-credentials-file\nsecret_key     ****************9fLk shared-credentials-file\n    region                us-east-1      config-file    ~/.aws/config", ""),
		neg("ninth-cli-near", "npm-config-protected", "$ npm config list\n; \"user\" config from ~/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\nregistry = \"https://registry.npmjs.org/\"", ""),
		neg("ninth-cli-near", "vercel-env-ls", "$ vercel env ls\n name                     value               environments        created\n DATABASE_URL             Encrypted           Production          12d ago\n STRIPE_SECRET_KEY        Encrypted           Production          12d ago", ""),
		neg("ninth-cli-near", "git-config-plain", "$ git config -l\nuser.name=Dev\ncredential.helper=osxkeychain\ncore.autocrlf=input\nremote.origin.fetch=+refs/heads/*:refs/remotes/origin/*\npull.rebase=true", ""),
		neg("ninth-cli-near", "supabase-anon-key", "$ supabase status\n         API URL: http://127.0.0.1:54321\n     GraphQL URL: http://127.0.0.1:54321/graphql/v1\n  S3 Storage URL: http://127.0.0.1:54321/storage/v1/s3\n      Studio URL: http://127.0.0.1:54323", ""),
		neg("ninth-cli-near", "stripe-trigger-ids", "$ stripe trigger payment_intent.succeeded\nSetting up fixture for: payment_intent\nRunning fixture for: payment_intent\n2026-03-01 10:22:41  --> payment_intent.created [evt_{S}]", "3P"+g.alnum(22)),
		neg("ninth-cli-near", "vercel-deploy-ids", "🔍  Inspect: https://vercel.com/acme/web/{S} [2s]\n✅  Production: https://web-acme.vercel.app [18s]", g.alnum(28)),

		// MCP server configs.
		pos("ninth-mcp", "mcp-json-env-github", "{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"npx\",\n      \"args\": [\"-y\", \"@modelcontextprotocol/server-github\"],\n      \"env\": {\n        \"GITHUB_PERSONAL_ACCESS_TOKEN\": \"{S}\"\n      }\n    }\n  }\n}", "github_pat_11"+g.pick(upperSet+digitSet, 20)+"_"+g.alnum(59)),
		pos("ninth-mcp", "mcp-json-args-api-key", "\"brave-search\": {\n  \"command\": \"npx\",\n  \"args\": [\"-y\", \"@example/mcp-search\", \"--api-key\", \"{S}\"]\n}", "BSA"+g.alnum(28)),
		pos("ninth-mcp", "mcp-json-args-eq", "\"args\": [\"mcp-server-postgres\", \"--token={S}\", \"--readonly\"]", g.token()),
		pos("ninth-mcp", "mcp-json-args-dsn", "\"postgres\": {\n  \"command\": \"npx\",\n  \"args\": [\"-y\", \"@modelcontextprotocol/server-postgres\", \"postgresql://readonly:{S}@db.internal:5432/app\"]\n}", g.urlPassword()),
		pos("ninth-mcp", "mcp-json-headers", "\"linear\": {\n  \"type\": \"http\",\n  \"url\": \"https://mcp.linear.app/mcp\",\n  \"headers\": {\n    \"Authorization\": \"Bearer {S}\"\n  }\n}", "lin_api_"+g.alnum(40)),
		pos("ninth-mcp", "mcp-json-url-query", "\"exa\": {\n  \"url\": \"https://mcp.exa.example/mcp?exaApiKey={S}\"\n}", uuid()),
		pos("ninth-mcp", "claude-desktop-slack", "$ cat ~/Library/Application\\ Support/Claude/claude_desktop_config.json\n{\"mcpServers\":{\"slack\":{\"command\":\"npx\",\"args\":[\"-y\",\"@modelcontextprotocol/server-slack\"],\"env\":{\"SLACK_BOT_TOKEN\":\"{S}\",\"SLACK_TEAM_ID\":\"T"+g.pick(upperSet+digitSet, 8)+"\"}}}}", "xoxb-"+g.pick(digitSet, 12)+"-"+g.pick(digitSet, 13)+"-"+g.alnum(24)),
		pos("ninth-mcp", "mcp-add-cli", "claude mcp add stripe --env STRIPE_SECRET_KEY={S} -- npx -y @stripe/mcp --tools=all", skLive()),
		pos("ninth-mcp", "mcp-add-header", "claude mcp add --transport http sentry https://mcp.sentry.dev/mcp --header \"Authorization: Bearer {S}\"", "sntryu_"+g.hex(64)),
		pos("ninth-mcp", "codex-config-toml", "[mcp_servers.notion]\ncommand = \"npx\"\nargs = [\"-y\", \"@notionhq/notion-mcp-server\"]\nenv = { \"NOTION_TOKEN\" = \"{S}\" }", "ntn_"+g.pick(digitSet, 11)+g.alnum(35)),
		pos("ninth-mcp", "cursor-mcp-env-inline", "{\"mcpServers\":{\"figma\":{\"command\":\"npx\",\"args\":[\"-y\",\"figma-developer-mcp\",\"--figma-api-key="+"{S}"+"\",\"--stdio\"]}}}", "figd_"+g.pick(urlSet, 40)),
		neg("ninth-mcp-near", "mcp-env-ref", "{\n  \"mcpServers\": {\n    \"github\": {\n      \"command\": \"docker\",\n      \"args\": [\"run\", \"-i\", \"--rm\", \"-e\", \"GITHUB_PERSONAL_ACCESS_TOKEN\", \"ghcr.io/github/github-mcp-server\"],\n      \"env\": {\"GITHUB_PERSONAL_ACCESS_TOKEN\": \"${GITHUB_TOKEN}\"}\n    }\n  }\n}", ""),
		neg("ninth-mcp-near", "mcp-plain", "{\"mcpServers\":{\"filesystem\":{\"command\":\"npx\",\"args\":[\"-y\",\"@modelcontextprotocol/server-filesystem\",\"./projects\"]}}}", ""),
		neg("ninth-mcp-near", "mcp-placeholder", "\"env\": {\n  \"BRAVE_API_KEY\": \"YOUR_API_KEY_HERE\"\n}", ""),

		// Diffs and patches.
		pos("ninth-diff", "diff-add-env-line", "diff --git a/.env.production b/.env.production\nindex 3b18e51..a9c2f0d 100644\n--- a/.env.production\n+++ b/.env.production\n@@ -1,3 +1,4 @@\n NODE_ENV=production\n API_URL=https://api.example.com\n+API_KEY={S}\n LOG_LEVEL=warn", g.token()),
		pos("ninth-diff", "diff-rotate-old", "@@ -2,2 +2,2 @@\n-STRIPE_SECRET_KEY={S}\n+STRIPE_SECRET_KEY=sk_live_"+g.alnum(24), skLive()),
		pos("ninth-diff", "diff-rotate-new", "@@ -2,2 +2,2 @@\n-STRIPE_SECRET_KEY=sk_live_"+g.alnum(24)+"\n+STRIPE_SECRET_KEY={S}", skLive()),
		pos("ninth-diff", "diff-ts-const", "--- a/src/lib/api.ts\n+++ b/src/lib/api.ts\n@@ -1,4 +1,4 @@\n-const apiKey = process.env.API_KEY!;\n+const apiKey = \"{S}\";\n export const client = new Client({ apiKey });", g.token()),
		pos("ninth-diff", "diff-yaml-password", "@@ -8,7 +8,7 @@ services:\n   db:\n     image: postgres:16\n     environment:\n-      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n+      POSTGRES_PASSWORD: {S}", g.password()),
		pos("ninth-diff", "diff-json-config", "@@ -3,5 +3,6 @@\n   \"projectId\": \"acme-app-123\",\n+  \"adminToken\": \"{S}\",\n   \"region\": \"us-central1\"", g.pick(urlSet, 40)),
		pos("ninth-diff", "diff-plist-key", "@@ -12,6 +12,8 @@\n \t<key>CFBundleVersion</key>\n \t<string>42</string>\n+\t<key>REVENUECAT_SECRET_KEY</key>\n+\t<string>{S}</string>", "sk_"+g.alnum(30)),
		pos("ninth-diff", "diff-git-show", "$ git show HEAD~3 -- config/secrets.yml\ncommit "+g.hex(40)+"\nAuthor: Dev <dev@example.com>\n\n    wip\n\n@@ -1,2 +1,3 @@\n production:\n+  secret_key_base: {S}", g.hex(128)),
		pos("ninth-diff", "diff-gradle-properties", "--- a/gradle.properties\n+++ b/gradle.properties\n@@ -4,3 +4,5 @@ org.gradle.jvmargs=-Xmx2048m\n android.useAndroidX=true\n+MYAPP_UPLOAD_STORE_PASSWORD={S}\n+MYAPP_UPLOAD_KEY_ALIAS=upload", g.password()),
		pos("ninth-diff", "applypatch-env", "*** Begin Patch\n*** Update File: apps/mobile/.env\n@@\n-SENTRY_DSN=\n+SENTRY_AUTH_TOKEN={S}\n*** End Patch", "sntryu_"+g.hex(64)),
		neg("ninth-diff-near", "diff-index-hashes", "diff --git a/package.json b/package.json\nindex 3b18e51c..a9c2f0d7 100644\n--- a/package.json\n+++ b/package.json\n@@ -12,7 +12,7 @@\n-    \"next\": \"14.2.3\",\n+    \"next\": \"14.2.5\",", ""),
		neg("ninth-diff-near", "diff-env-ref", "@@ -1,2 +1,2 @@\n-const key = \"\";\n+const key = process.env.OPENAI_API_KEY ?? \"\";", ""),
		neg("ninth-diff-near", "diff-lockfile-integrity", "@@ -210,6 +210,6 @@\n     \"node_modules/zod\": {\n-      \"version\": \"3.23.6\",\n+      \"version\": \"3.23.8\",\n       \"resolved\": \"https://registry.npmjs.org/zod/-/zod-3.23.8.tgz\",\n-      \"integrity\": \"sha512-{S}\",", g.pick(base64Chars, 86)+"=="),

		// JSON-escaped strings and percent-encoded values.
		pos("ninth-escaped", "json-in-json-env", "{\"output\":\"{\\\"env\\\":{\\\"OPENAI_API_KEY\\\":\\\"{S}\\\"}}\"}", openai()),
		pos("ninth-escaped", "json-escaped-newlines", "\"content\": \"DATABASE_URL=postgres://app:{S}@db:5432/app\\nREDIS_URL=redis://cache:6379\\n\"", g.urlPassword()),
		pos("ninth-escaped", "unicode-escaped-quotes", "{\"body\":\"{\\u0022apiKey\\u0022:\\u0022{S}\\u0022}\"}", g.token()),
		pos("ninth-escaped", "tool-result-escaped", "{\"type\":\"tool_result\",\"content\":\"ANTHROPIC_API_KEY={S}\\nNODE_ENV=development\"}", anthropic()),
		pos("ninth-escaped", "double-escaped-password", "\"{\\\\\\\"password\\\\\\\":\\\\\\\"{S}\\\\\\\"}\"", g.password()),
		pos("ninth-escaped", "percent-password-url", "postgres://app:{S}@db.internal:5432/app", pct("Tr0ub4dor&3#x")),
		pos("ninth-escaped", "percent-form-body", "email=dev%40example.com&password={S}&remember=1", pct(g.password())),
		pos("ninth-escaped", "percent-token-query", "GET /api/export?format=csv&token={S} HTTP/1.1", pct(g.pick(base64Chars, 40))),
		pos("ninth-escaped", "percent-redirect-nested", "https://app.example.com/login?next=%2Fcallback%3Faccess_token%3D{S}%26expires_in%3D3600", g.alnum(40)),
		pos("ninth-escaped", "js-string-escaped", "const cfg = JSON.parse(\"{\\\"secret\\\":\\\"{S}\\\"}\");", g.pick(base62, 40)),
		neg("ninth-escaped-near", "escaped-plain", "{\"output\":\"{\\\"status\\\":\\\"ok\\\",\\\"build\\\":\\\"{S}\\\"}\"}", g.hex(12)),
		neg("ninth-escaped-near", "percent-search", "GET /search?q=password%20reset%20email&page=2 HTTP/1.1", ""),

		// OAuth redirects, callbacks and token responses.
		pos("ninth-oauth", "callback-code", "GET /api/auth/callback/github?code={S}&state="+g.alnum(32)+" 302 in 412ms", g.hex(20)),
		pos("ninth-oauth", "callback-google-code", "http://localhost:3000/auth/callback?state="+g.alnum(20)+"&code={S}&scope=email+profile+openid&authuser=0&prompt=consent", "4/0A"+g.pick(urlSet, 69)),
		pos("ninth-oauth", "implicit-fragment", "https://app.example.com/#access_token={S}&token_type=Bearer&expires_in=3599&scope=read", g.pick(urlSet, 43)),
		pos("ninth-oauth", "supabase-fragment", "http://localhost:3000/#access_token="+g.jwt()+"&expires_in=3600&refresh_token={S}&token_type=bearer&type=recovery", g.pick(lowerSet+digitSet, 22)),
		pos("ninth-oauth", "token-response-refresh", "{\n  \"access_token\": \"ya29.a0"+g.pick(urlSet, 120)+"\",\n  \"expires_in\": 3599,\n  \"refresh_token\": \"{S}\",\n  \"scope\": \"openid email\",\n  \"token_type\": \"Bearer\"\n}", "1//0"+g.pick(urlSet, 99)),
		pos("ninth-oauth", "token-response-access", "{\"access_token\":\"{S}\",\"token_type\":\"bearer\",\"scope\":\"repo,gist\"}", gho()),
		pos("ninth-oauth", "deep-link-callback", "I/ReactNativeJS: Linking URL: acme://oauth/callback?code={S}&state=xyz", g.pick(urlSet, 43)),
		pos("ninth-oauth", "pkce-verifier", "POST /oauth/token\ngrant_type=authorization_code&code="+g.alnum(32)+"&redirect_uri=acme%3A%2F%2Fcallback&code_verifier={S}", g.pick(urlSet, 64)),
		pos("ninth-oauth", "client-secret-curl", "curl -X POST https://oauth2.googleapis.com/token -d client_id=1234567890-abc.apps.googleusercontent.com -d client_secret={S} -d grant_type=refresh_token", "GOCSPX-"+g.pick(urlSet, 28)),
		pos("ninth-oauth", "id-token-log", "[next-auth][debug][jwt] { token: { name: 'Dev', email: 'dev@example.com' }, account: { provider: 'google', id_token: '{S}' } }", g.jwt()),
		neg("ninth-oauth-near", "pkce-challenge", "https://auth.example.com/authorize?response_type=code&client_id=web&code_challenge={S}&code_challenge_method=S256&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback", g.pick(urlSet, 43)),
		neg("ninth-oauth-near", "authorize-url", "Redirecting to https://github.com/login/oauth/authorize?client_id=Iv1.{S}&scope=read%3Auser&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fauth%2Fcallback%2Fgithub", g.hex(16)),
		neg("ninth-oauth-near", "google-client-id", "GOOGLE_CLIENT_ID={S}", g.pick(digitSet, 12)+"-"+g.pick(lowerSet+digitSet, 32)+".apps.googleusercontent.com"),
		neg("ninth-oauth-near", "oauth-error", "http://localhost:3000/api/auth/error?error=OAuthCallback&error_description=The+redirect_uri+is+not+associated+with+this+application.", ""),

		// Cookies, devtools copy as curl and fetch, HAR, GraphQL.
		pos("ninth-web", "cookie-next-auth", "cookie: next-auth.csrf-token=abc%7Cdef; next-auth.callback-url=http%3A%2F%2Flocalhost%3A3000; next-auth.session-token={S}", g.jwt()),
		pos("ninth-web", "set-cookie-host", "set-cookie: __Host-session={S}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=2592000", g.pick(urlSet, 43)),
		pos("ninth-web", "set-cookie-rails", "Set-Cookie: _acme_session={S}; path=/; secure; HttpOnly; SameSite=Lax", pct(g.pick(base64Chars, 120)+"--"+g.hex(40))),
		pos("ninth-web", "supabase-auth-cookie", "Cookie: sb-abcdefghijklmnopqrst-auth-token=base64-{S}", base64Of(`{"access_token":"`+g.jwt()+`","refresh_token":"`+g.alnum(22)+`"}`)),
		pos("ninth-web", "copy-as-curl-bearer", "curl 'https://api.example.com/v1/projects?limit=20' \\\n  -H 'accept: */*' \\\n  -H 'accept-language: en-US,en;q=0.9' \\\n  -H 'authorization: Bearer {S}' \\\n  -H 'origin: https://app.example.com' \\\n  -H 'sec-fetch-mode: cors'", g.jwt()),
		pos("ninth-web", "copy-as-curl-cookie", "curl 'https://app.example.com/api/trpc/user.me?batch=1' \\\n  -H 'content-type: application/json' \\\n  -H 'cookie: _ga=GA1.1.1234567890.1700000000; __session={S}; theme=dark' \\\n  -H 'user-agent: Mozilla/5.0'", g.jwt()),
		pos("ninth-web", "copy-as-curl-b", "curl 'https://dashboard.example.com/graphql' -b 'sid={S}' --data-raw '{\"query\":\"{ me { id } }\"}'", g.hex(48)),
		pos("ninth-web", "copy-as-fetch", "fetch(\"https://api.example.com/v2/orders\", {\n  \"headers\": {\n    \"accept\": \"application/json\",\n    \"authorization\": \"Bearer {S}\",\n    \"x-client-version\": \"2.14.0\"\n  },\n  \"body\": null,\n  \"method\": \"GET\"\n});", g.jwt()),
		pos("ninth-web", "copy-as-fetch-apikey", "await fetch(\"https://api.example.com/v1/search\", {\n  headers: { \"x-api-key\": \"{S}\", \"content-type\": \"application/json\" },\n  method: \"POST\",\n});", g.token()),
		pos("ninth-web", "copy-as-powershell", "$session.Cookies.Add((New-Object System.Net.Cookie(\"connect.sid\", \"{S}\", \"/\", \"app.example.com\")))", "s%3A"+g.pick(urlSet, 32)+"."+g.pick(urlSet, 43)),
		pos("ninth-web", "har-request-auth", "{\n  \"request\": {\n    \"method\": \"GET\",\n    \"url\": \"https://api.example.com/v1/me\",\n    \"headers\": [\n      {\"name\": \"Authorization\", \"value\": \"Bearer {S}\"},\n      {\"name\": \"Accept\", \"value\": \"application/json\"}\n    ]\n  }\n}", g.token()),
		pos("ninth-web", "har-cookies-array", "\"cookies\": [\n  {\n    \"name\": \"sessionid\",\n    \"value\": \"{S}\",\n    \"path\": \"/\",\n    \"httpOnly\": true,\n    \"secure\": true\n  }\n]", g.pick(lowerSet+digitSet, 32)),
		pos("ninth-web", "har-query-string", "\"queryString\": [\n  {\"name\": \"api_key\", \"value\": \"{S}\"},\n  {\"name\": \"format\", \"value\": \"json\"}\n]", g.hex(32)),
		pos("ninth-web", "har-response-token", "\"content\": {\n  \"mimeType\": \"application/json\",\n  \"text\": \"{\\\"token\\\":\\\"{S}\\\",\\\"user\\\":{\\\"id\\\":42}}\"\n}", g.jwt()),
		pos("ninth-web", "graphql-login-mutation", "{\"operationName\":\"Login\",\"variables\":{\"email\":\"dev@example.com\",\"password\":\"{S}\"},\"query\":\"mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }\"}", g.password()),
		pos("ninth-web", "graphql-hasura-admin", "curl -X POST https://acme.hasura.app/v1/graphql -H 'x-hasura-admin-secret: {S}' -d '{\"query\":\"{ users { id } }\"}'", g.pick(base62, 64)),
		pos("ninth-web", "graphql-inline-arg", "mutation { createApiKey(input: {name: \"ci\"}) { key } }\n=> {\"data\":{\"createApiKey\":{\"key\":\"{S}\"}}}", "lin_api_"+g.alnum(40)),
		pos("ninth-web", "shopify-admin-header", "X-Shopify-Access-Token: {S}", "shpat_"+g.hex(32)),
		pos("ninth-web", "localstorage-dump", "> localStorage.getItem('auth')\n'{\"accessToken\":\"{S}\",\"expiresAt\":1700003600}'", g.jwt()),
		pos("ninth-web", "axios-error-config", "AxiosError: Request failed with status code 403\n  config: {\n    headers: AxiosHeaders {\n      Accept: 'application/json, text/plain, */*',\n      Authorization: 'Bearer {S}'\n    }\n  }", g.token()),
		neg("ninth-web-near", "set-cookie-prefs", "set-cookie: theme=dark; Path=/; Max-Age=31536000\nset-cookie: locale=en-US; Path=/", ""),
		neg("ninth-web-near", "cookie-consent", "cookie: OptanonConsent=isGpcEnabled=0&datestamp=Sat+Mar+01+2026&version=202401.1.0; _gcl_au=1.1.1234567890.1700000000", ""),
		neg("ninth-web-near", "response-headers-ids", "x-vercel-id: iad1::iad1::{S}\nx-request-id: "+uuid()+"\ncf-ray: 8f3c2a1b0e9d7c6b-IAD", g.pick(lowerSet+digitSet, 5)+"-1700000000000-"+g.hex(12)),
		neg("ninth-web-near", "traceparent", "traceparent: 00-{S}-"+g.hex(16)+"-01\ntracestate: vendor=opaque", g.hex(32)),
		neg("ninth-web-near", "etag-weak", "etag: W/\"{S}\"\ncache-control: public, max-age=0, must-revalidate", g.pick(lowerSet+digitSet, 27)),
		neg("ninth-web-near", "csp-nonce-meta", "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'nonce-{S}' 'strict-dynamic'\">", g.pick(base64Chars, 22)+"=="),
		neg("ninth-web-near", "sri-script", "<script src=\"https://cdn.example.com/lib@3.4.1/dist/lib.min.js\" integrity=\"sha384-{S}\" crossorigin=\"anonymous\"></script>", g.pick(base64Chars, 64)),
		neg("ninth-web-near", "graphql-public", "{\"operationName\":\"Products\",\"variables\":{\"first\":20,\"after\":\"{S}\"},\"query\":\"query Products($first: Int, $after: String) { products(first: $first, after: $after) { id } }\"}", base64Of("cursor:"+g.pick(digitSet, 6))),
		neg("ninth-web-near", "har-timings", "\"timings\": {\"blocked\": 1.2, \"dns\": -1, \"connect\": -1, \"send\": 0.1, \"wait\": 212.4, \"receive\": 3.9},\n\"serverIPAddress\": \"203.0.113.7\",\n\"_initiator\": {\"type\": \"script\"}", ""),
		neg("ninth-web-near", "next-build-id", "\"buildId\":\"{S}\",\"assetPrefix\":\"\",\"isFallback\":false", g.pick(urlSet, 21)),

		// Webhook URLs.
		pos("ninth-hook", "slack-webhook-env", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/"+slackHook+"{S}", g.alnum(24)),
		pos("ninth-hook", "slack-webhook-fetch", "await fetch('https://hooks.slack.com/services/"+slackHook+"{S}', { method: 'POST', body: JSON.stringify({ text }) })", g.alnum(24)),
		pos("ninth-hook", "discord-webhook", "DISCORD_WEBHOOK=https://discord.com/api/webhooks/"+discordID+"/{S}", g.pick(urlSet, 68)),
		pos("ninth-hook", "discord-webhook-curl", "curl -H 'Content-Type: application/json' -d '{\"content\":\"deploy done\"}' https://discordapp.com/api/webhooks/"+discordID+"/{S}", g.pick(urlSet, 68)),
		pos("ninth-hook", "teams-webhook", "TEAMS_WEBHOOK_URL=https://acme.webhook.office.com/webhookb2/"+uuid()+"@"+uuid()+"/IncomingWebhook/{S}/"+uuid(), g.hex(32)),
		pos("ninth-hook", "zapier-hook", "ZAPIER_HOOK=https://hooks.zapier.com/hooks/catch/{S}/", g.pick(digitSet, 7)+"/"+g.pick(lowerSet+digitSet, 7)),
		pos("ninth-hook", "github-webhook-secret", "gh api repos/acme/web/hooks -f 'config[url]=https://api.example.com/gh' -f 'config[secret]={S}' -f 'events[]=push'", g.hex(40)),
		pos("ninth-hook", "svix-signing-secret", "CLERK_WEBHOOK_SIGNING_SECRET={S}", "whsec_"+g.pick(base64Chars, 32)),
		neg("ninth-hook-near", "webhook-placeholder", "SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX", ""),
		neg("ninth-hook-near", "stripe-event-log", "2026-03-01 10:22:41   --> checkout.session.completed [evt_1P"+g.alnum(22)+"]\n2026-03-01 10:22:41  <--  [200] POST http://localhost:3000/api/webhooks [evt_1P"+g.alnum(22)+"]", ""),
		neg("ninth-hook-near", "stripe-signature-header", "stripe-signature: t=1700000000,v1={S},v0="+g.hex(64), g.hex(64)),

		// Signed URLs and storage.
		pos("ninth-signed", "s3-presigned-signature", "https://acme-uploads.s3.us-east-1.amazonaws.com/avatars/42.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential="+awsID()+"%2F20260301%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20260301T102241Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature={S}", g.hex(64)),
		pos("ninth-signed", "s3-presigned-session", "https://acme-uploads.s3.amazonaws.com/f.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20260301T102241Z&X-Amz-Security-Token={S}&X-Amz-Expires=300", pct(stsToken)),
		pos("ninth-signed", "gcs-signed", "https://storage.googleapis.com/acme-media/video.mp4?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=uploader%40acme-app-123.iam.gserviceaccount.com%2F20260301%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20260301T102241Z&X-Goog-Expires=900&X-Goog-SignedHeaders=host&X-Goog-Signature={S}", g.hex(512)),
		pos("ninth-signed", "azure-sas", "https://acmestore.blob.core.windows.net/uploads/a.jpg?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2026-04-01T00:00:00Z&st=2026-03-01T00:00:00Z&spr=https&sig={S}", pct(sasSig)),
		pos("ninth-signed", "azure-connection-string", "AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName=acmestore;AccountKey={S};EndpointSuffix=core.windows.net\"", g.pick(base64Chars, 86)+"=="),
		pos("ninth-signed", "cloudfront-signed", "https://d111111abcdef8.cloudfront.net/video.m3u8?Expires=1700003600&Signature={S}&Key-Pair-Id=K2JCJMDEHXQW5F", g.pick(base62+"-~", 170)+"__"),
		pos("ninth-signed", "r2-credentials", "R2_ACCOUNT_ID="+g.hex(32)+"\nR2_ACCESS_KEY_ID="+g.hex(32)+"\nR2_SECRET_ACCESS_KEY={S}", g.hex(64)),
		neg("ninth-signed-near", "s3-public-url", "https://acme-public.s3.us-east-1.amazonaws.com/og/home.png?v={S}", g.hex(8)),
		neg("ninth-signed-near", "presigned-expired-error", "<Error><Code>AccessDenied</Code><Message>Request has expired</Message><X-Amz-Expires>3600</X-Amz-Expires><RequestId>{S}</RequestId></Error>", g.pick(upperSet+digitSet, 16)),

		// Package registries and Docker.
		pos("ninth-registry", "npmrc-authtoken", "$ cat ~/.npmrc\n//registry.npmjs.org/:_authToken={S}\nfund=false", npm()),
		pos("ninth-registry", "npmrc-github-packages", "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={S}", ghp()),
		pos("ninth-registry", "npmrc-auth-base64", "registry=https://nexus.example.com/repository/npm/\n_auth={S}\nalways-auth=true", base64Of("deploy:"+g.password())),
		pos("ninth-registry", "npmrc-password", "//nexus.example.com/repository/npm/:username=deploy\n//nexus.example.com/repository/npm/:_password={S}", base64Of(g.password())),
		pos("ninth-registry", "yarnrc-yml", "npmScopes:\n  acme:\n    npmRegistryServer: \"https://npm.pkg.github.com\"\n    npmAuthToken: \"{S}\"", ghp()),
		pos("ninth-registry", "yarnrc-yml-ident", "npmRegistries:\n  \"https://nexus.example.com/repository/npm/\":\n    npmAlwaysAuth: true\n    npmAuthIdent: \"{S}\"", "deploy:"+g.password()),
		pos("ninth-registry", "pip-conf", "$ cat ~/.config/pip/pip.conf\n[global]\nindex-url = https://deploy:{S}@pypi.example.com/simple/\ntimeout = 60", g.urlPassword()),
		pos("ninth-registry", "pypirc", "[pypi]\n  username = __token__\n  password = {S}", "pypi-AgEIcHlwaS5vcmc"+g.pick(urlSet, 60)),
		pos("ninth-registry", "poetry-config", "poetry config http-basic.acme deploy {S}", g.password()),
		pos("ninth-registry", "cargo-credentials", "$ cat ~/.cargo/credentials.toml\n[registry]\ntoken = \"{S}\"", "cio"+g.alnum(32)),
		pos("ninth-registry", "cargo-registries", "[registries.acme]\ntoken = \"Bearer {S}\"", g.token()),
		pos("ninth-registry", "nuget-config", "<packageSourceCredentials>\n  <github>\n    <add key=\"Username\" value=\"dev\" />\n    <add key=\"ClearTextPassword\" value=\"{S}\" />\n  </github>\n</packageSourceCredentials>", ghp()),
		pos("ninth-registry", "nuget-push", "dotnet nuget push bin/Release/Acme.Core.2.1.0.nupkg --api-key {S} --source https://api.nuget.org/v3/index.json", "oy2"+g.pick(lowerSet+digitSet, 43)),
		pos("ninth-registry", "gradle-properties", "$ cat ~/.gradle/gradle.properties\nossrhUsername=acme\nossrhPassword={S}\nsigning.keyId=ABCD1234", g.password()),
		pos("ninth-registry", "gradle-signing-password", "signing.keyId=0A1B2C3D\nsigning.password={S}\nsigning.secretKeyRingFile=/home/dev/.gnupg/secring.gpg", g.password()),
		pos("ninth-registry", "gradle-kts-credentials", "maven {\n    url = uri(\"https://maven.pkg.github.com/acme/libs\")\n    credentials {\n        username = \"dev\"\n        password = \"{S}\"\n    }\n}", ghp()),
		pos("ninth-registry", "maven-settings", "<server>\n  <id>ossrh</id>\n  <username>acme</username>\n  <password>{S}</password>\n</server>", g.password()),
		pos("ninth-registry", "gem-credentials", "$ cat ~/.gem/credentials\n---\n:rubygems_api_key: {S}", "rubygems_"+g.hex(48)),
		pos("ninth-registry", "composer-auth", "{\n  \"github-oauth\": {\n    \"github.com\": \"{S}\"\n  }\n}", ghp()),
		pos("ninth-registry", "pub-token", "dart pub token add https://pub.example.com --env-var PUB_TOKEN\nPUB_TOKEN={S}", g.token()),
		pos("ninth-registry", "docker-config-auth", "$ cat ~/.docker/config.json\n{\n\t\"auths\": {\n\t\t\"ghcr.io\": {\n\t\t\t\"auth\": \"{S}\"\n\t\t}\n\t}\n}", base64Of("dev:"+ghp())),
		pos("ninth-registry", "docker-login-stdin-echo", "$ echo {S} | docker login ghcr.io -u dev --password-stdin\nLogin Succeeded", ghp()),
		pos("ninth-registry", "docker-login-p", "docker login registry.gitlab.com -u dev -p {S}", "glpat-"+g.pick(urlSet, 20)),
		pos("ninth-registry", "docker-build-arg", "docker build --build-arg NPM_TOKEN={S} -t acme/web .", npm()),
		pos("ninth-registry", "eas-json-env", "\"build\": {\n  \"production\": {\n    \"env\": {\n      \"SENTRY_AUTH_TOKEN\": \"{S}\"\n    }\n  }\n}", "sntryu_"+g.hex(64)),
		neg("ninth-registry-near", "npmrc-env-ref", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nengine-strict=true", ""),
		neg("ninth-registry-near", "package-lock-entry", "\"node_modules/react\": {\n  \"version\": \"18.3.1\",\n  \"resolved\": \"https://registry.npmjs.org/react/-/react-18.3.1.tgz\",\n  \"integrity\": \"sha512-{S}\"\n}", g.pick(base64Chars, 86)+"=="),
		neg("ninth-registry-near", "yarn-lock-checksum", "\"zod@npm:^3.23.8\":\n  version: 3.23.8\n  resolution: \"zod@npm:3.23.8\"\n  checksum: 10c0/{S}\n  languageName: node", g.hex(128)),
		neg("ninth-registry-near", "cargo-lock-checksum", "[[package]]\nname = \"serde\"\nversion = \"1.0.203\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"{S}\"", g.hex(64)),
		neg("ninth-registry-near", "go-sum", "github.com/stripe/stripe-go/v76 v76.25.0 h1:{S}\ngithub.com/stripe/stripe-go/v76 v76.25.0/go.mod h1:"+g.pick(base64Chars, 43)+"=", g.pick(base64Chars, 43)+"="),
		neg("ninth-registry-near", "docker-push-digest", "latest: digest: sha256:{S} size: 1788", g.hex(64)),
		neg("ninth-registry-near", "pubspec-lock", "  http:\n    dependency: transitive\n    description:\n      name: http\n      sha256: \"{S}\"\n      url: \"https://pub.dev\"\n    source: hosted\n    version: \"1.2.1\"", g.hex(64)),
		neg("ninth-registry-near", "podfile-lock", "SPEC CHECKSUMS:\n  Alamofire: {S}\n  Firebase: "+g.hex(40)+"\n\nPODFILE CHECKSUM: "+g.hex(40), g.hex(40)),

		// SDK init code.
		pos("ninth-sdk", "js-stripe-init", "import Stripe from 'stripe';\nconst stripe = new Stripe('{S}', { apiVersion: '2024-06-20' });", skLive()),
		pos("ninth-sdk", "ts-openai-init", "const openai = new OpenAI({\n  apiKey: \"{S}\",\n  dangerouslyAllowBrowser: true,\n});", openai()),
		pos("ninth-sdk", "ts-supabase-admin", "export const supabaseAdmin = createClient(\n  'https://abcdefghijklmnopqrst.supabase.co',\n  '{S}'\n)", serviceRole()),
		pos("ninth-sdk", "js-firebase-admin-cert", "admin.initializeApp({\n  credential: admin.credential.cert({\n    projectId: 'acme-app-123',\n    clientEmail: 'firebase-adminsdk@acme-app-123.iam.gserviceaccount.com',\n    privateKey: '{S}',\n  }),\n});", pemJSON),
		pos("ninth-sdk", "py-anthropic-init", "client = anthropic.Anthropic(api_key=\"{S}\")", anthropic()),
		pos("ninth-sdk", "py-boto3-client", "s3 = boto3.client(\n    \"s3\",\n    aws_access_key_id=\""+awsID()+"\",\n    aws_secret_access_key=\"{S}\",\n)", awsSecret()),
		pos("ninth-sdk", "py-stripe-assign", "import stripe\nstripe.api_key = \"{S}\"", skTest()),
		pos("ninth-sdk", "py-twilio-client", "client = Client(\"AC"+g.hex(32)+"\", \"{S}\")", g.hex(32)),
		pos("ninth-sdk", "go-stripe-key", "func init() {\n\tstripe.Key = \"{S}\"\n}", skLive()),
		pos("ninth-sdk", "go-option-apikey", "client := openai.NewClient(option.WithAPIKey(\"{S}\"))", openai()),
		pos("ninth-sdk", "go-struct-token", "bot, err := tgbotapi.NewBotAPI(\"{S}\")", g.pick(digitSet, 10)+":AA"+g.pick(urlSet, 33)),
		pos("ninth-sdk", "swift-let-key", "let apiKey = \"{S}\"\nlet client = APIClient(baseURL: baseURL, apiKey: apiKey)", g.token()),
		pos("ninth-sdk", "swift-configure", "Purchases.configure(withAPIKey: \"appl_"+g.alnum(27)+"\")\nStripeAPI.defaultPublishableKey = \"pk_live_51"+g.alnum(40)+"\"\nlet secret = \"{S}\" // TODO move to server", skLive()),
		pos("ninth-sdk", "kotlin-const", "object Secrets {\n    const val MAPS_SECRET = \"{S}\"\n}", g.token()),
		pos("ninth-sdk", "kotlin-buildconfig", "buildConfigField(\"String\", \"API_SECRET\", \"\\\"{S}\\\"\")", g.token()),
		pos("ninth-sdk", "kotlin-okhttp-header", ".addHeader(\"Authorization\", \"Bearer {S}\")", g.jwt()),
		pos("ninth-sdk", "dart-supabase-service", "await Supabase.initialize(\n  url: 'https://abcdefghijklmnopqrst.supabase.co',\n  anonKey: '{S}', // service role for testing\n);", serviceRole()),
		pos("ninth-sdk", "dart-const-key", "const String openAiKey = '{S}';", openai()),
		pos("ninth-sdk", "dart-dio-headers", "dio.options.headers['x-api-key'] = '{S}';", g.token()),
		pos("ninth-sdk", "ruby-initializer", "Stripe.api_key = ENV.fetch('STRIPE_SECRET_KEY', '{S}')", skLive()),
		pos("ninth-sdk", "php-config", "'mailgun' => [\n    'domain' => 'mg.example.com',\n    'secret' => '{S}',\n],", "key-"+g.hex(32)),
		pos("ninth-sdk", "app-json-extra", "\"extra\": {\n  \"openaiApiKey\": \"{S}\",\n  \"eas\": { \"projectId\": \""+uuid()+"\" }\n}", openai()),
		pos("ninth-sdk", "google-services-json-key", "\"api_key\": [\n  {\n    \"current_key\": \"{S}\"\n  }\n]", google()),
		pos("ninth-sdk", "vapid-private", "webpush.setVapidDetails('mailto:dev@example.com', process.env.VAPID_PUBLIC_KEY, '{S}');", g.pick(urlSet, 43)),
		neg("ninth-sdk-near", "firebase-web-config", "const firebaseConfig = {\n  authDomain: \"acme-app-123.firebaseapp.com\",\n  projectId: \"acme-app-123\",\n  storageBucket: \"acme-app-123.appspot.com\",\n  messagingSenderId: \"{S}\",\n  appId: \"1:"+g.pick(digitSet, 12)+":web:"+g.hex(22)+"\",\n  measurementId: \"G-"+g.pick(upperSet+digitSet, 10)+"\"\n};", g.pick(digitSet, 12)),
		neg("ninth-sdk-near", "stripe-js-publishable", "const stripePromise = loadStripe('{S}');", "pk_test_51"+g.alnum(97)),
		neg("ninth-sdk-near", "mapbox-public-token", "mapboxgl.accessToken = '{S}';", "pk.eyJ1IjoiYWNtZSIsImEiOiJjbG"+g.pick(base62, 30)+"."+g.pick(urlSet, 22)),
		neg("ninth-sdk-near", "sentry-dsn", "Sentry.init({\n  dsn: \"https://{S}@o"+g.pick(digitSet, 6)+".ingest.us.sentry.io/"+g.pick(digitSet, 7)+"\",\n  tracesSampleRate: 1.0,\n});", g.hex(32)),
		neg("ninth-sdk-near", "vapid-public", "applicationServerKey: urlBase64ToUint8Array('{S}')", "B"+g.pick(urlSet, 86)),
		neg("ninth-sdk-near", "jwks-public", "{\"keys\":[{\"kty\":\"RSA\",\"kid\":\""+g.hex(16)+"\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"{S}\"}]}", g.pick(urlSet, 342)),
		neg("ninth-sdk-near", "env-refs-sdk", "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);\nconst openai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });", ""),
		neg("ninth-sdk-near", "swift-keychain", "let token = try KeychainHelper.standard.read(service: \"access-token\", account: \"acme\")", ""),
		neg("ninth-sdk-near", "kotlin-buildconfig-ref", "val client = ApiClient(apiKey = BuildConfig.API_KEY, baseUrl = BuildConfig.BASE_URL)", ""),
		neg("ninth-sdk-near", "dart-env-ref", "final apiKey = const String.fromEnvironment('API_KEY');\nfinal dio = Dio(BaseOptions(headers: {'x-api-key': apiKey}));", ""),
		neg("ninth-sdk-near", "android-sha1", "Variant: debug\nConfig: debug\nStore: /Users/dev/.android/debug.keystore\nAlias: AndroidDebugKey\nSHA1: {S}\nValid until: Friday, March 1, 2052", strings.ToUpper(strings.Join([]string{g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2), g.hex(2)}, ":"))),
		neg("ninth-sdk-near", "apns-key-ids", "APPLE_TEAM_ID={S}\nAPNS_KEY_ID="+g.pick(upperSet+digitSet, 10)+"\nAPNS_KEY_PATH=./AuthKey.p8", g.pick(upperSet+digitSet, 10)),
		neg("ninth-sdk-near", "expo-project-id", "\"eas\": {\n  \"projectId\": \"{S}\"\n}", uuid()),
		neg("ninth-sdk-near", "git-log-sha", "$ git log --oneline -3\n{S} feat: add stripe checkout\n"+g.hex(7)+" fix: rotate webhook secret\n"+g.hex(7)+" chore: bump deps", g.hex(7)),
		neg("ninth-sdk-near", "ssh-public", "$ cat ~/.ssh/id_ed25519.pub\nssh-ed25519 {S} dev@mbp", "AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)),
	}
}

// ninthFloor is just under what the rules reach on the ninth author's
// cases, kept apart as they were written, misses included (see
// sixthFloor); before any fix they reached recall 0.950 and negatives
// intact 0.841, and 0.857 intact before the public values (publishable
// keys, a PKCE challenge, a VAPID and a JWK public key) were left. Left
// damaged: a Mapbox public token and the user:password of an example
// database URL, both of which the shared bench counts as secrets, a
// Google OAuth client id and a public bucket's URL (their own rules').
//
// Raised at stop 28 to just under main's figures then: recall 0.994,
// negatives intact 0.937, no partial leak.
//
// Raised at stop 29 to just under main's figures then: recall 0.994,
// negatives intact 0.952, no partial leak.
var ninthFloor = recallFloor{recall: 0.993, intact: 0.951, maxPartial: 0}

func TestPasteNinthRecall(t *testing.T) {
	measureHeldOut(t, "ninth paste suite", ninthCases(pasteGen{newFakes(19)}), ninthFloor)
}
