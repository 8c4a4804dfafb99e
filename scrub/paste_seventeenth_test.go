package scrub

import (
	"encoding/base64"
	"testing"
)

// seventeenthFloor is just under what the rules reach on the seventeenth
// suite: recall 0.982, partial 0.009, negatives intact 0.950 (as first
// written, before any fix for it: 0.936, 0.027 and 0.950). Missed: a UK
// mobile in Ofcom's unallocated 07700 9 range, which libphonenumber's
// metadata calls invalid, and a mail at a reserved .example domain, which
// pii.toml keeps; partial: a French address's postcode and town, which
// every address rule leaves (TestDefaultAddressExtent); damaged: a
// Google OAuth client id and a Supabase project URL, identities the rules
// remove by design.
//
// Raised at stop 28 to just under main's figures then: recall 0.982,
// negatives intact 0.950, no partial leak.
var seventeenthFloor = recallFloor{recall: 0.981, intact: 0.949, maxPartial: 0}

// TestPasteSeventeenthRecall measures the seventeenth suite, data,
// analytics, mobile and game developers' pastes, kept apart as its author
// wrote it (misses included).
func TestPasteSeventeenthRecall(t *testing.T) {
	measureHeldOut(t, "seventeenth suite", seventeenthCases(pasteGen{newFakes(1717)}), seventeenthFloor)
}

// seventeenthCases are the seventeenth suite. Its ground is what data and
// analytics developers paste (Jupyter cells and outputs as .ipynb JSON,
// pandas and SQLAlchemy URLs, Spark, Databricks, Snowflake and BigQuery
// configs, dbt profiles, Airflow connections, R, MATLAB, Julia, Excel and
// VBA connection strings, Tableau and Power BI) and what mobile and game
// developers paste (gradle.properties, keystores, local.properties,
// google-services.json, xcconfig, Info.plist, fastlane, App Store Connect
// keys, Expo and EAS, Unity and Unreal configs, Firebase and Supabase
// keys), with the test data people leave in them (mails, phones,
// addresses). The negatives are look-alikes from the same ground: commit
// hashes, request ids, public client ids, placeholders, versions, prose.
func seventeenthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	b64url := func(n int) string { return g.pick(urlSet, n) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-b" + g.hex(3) + "-" + g.hex(12) }
	mixed := func(n int) string { return g.pick(lowerSet+upperSet+digitSet, n) }
	sym := func() string {
		return g.pick(lowerSet+upperSet+digitSet, 6) + g.pick("#$%^+=", 1) + g.pick(lowerSet+upperSet+digitSet, 7)
	}
	dapi := func() string { return "dap" + "i" + g.hex(32) }
	supaSecret := func() string { return "sb_" + "secret_" + g.pick(urlSet, 32) }
	googleKey := func() string { return "AI" + "za" + g.pick(urlSet, 35) }
	expoTok := func() string { return g.pick(urlSet, 40) }
	pemBody := "-----BEGIN PRIVATE KEY-----\\n" + g.pick(base64Chars, 64) + "\\n" + g.pick(base64Chars, 64) + "\\n-----END PRIVATE KEY-----\\n"
	p8Body := g.block(200)
	mail := func(local, domain string) string {
		return local + "." + g.pick(lowerSet, 3) + g.pick(digitSet, 2) + "@" + domain
	}

	// A notebook cell and its output as .ipynb JSON.
	nbKey, nbPw, nbCell := tok(), sym(), g.hex(8)
	ipynb := "{\n \"cells\": [\n  {\n   \"cell_type\": \"code\",\n   \"execution_count\": 3,\n   \"id\": \"" + nbCell + "\",\n   \"metadata\": {},\n" +
		"   \"outputs\": [],\n   \"source\": [\n    \"import os\\n\",\n    \"os.environ[\\\"OPENWEATHER_KEY\\\"] = \\\"" + nbKey + "\\\"\\n\",\n" +
		"    \"engine = create_engine(\\\"postgresql+psycopg2://analyst:" + nbPw + "@warehouse.corp.example:5432/sales\\\")\\n\"\n   ]\n  }\n ],\n \"nbformat\": 4,\n \"nbformat_minor\": 5\n}"
	nbOutTok := mixed(40)
	ipynbOut := "   \"outputs\": [\n    {\n     \"name\": \"stdout\",\n     \"output_type\": \"stream\",\n     \"text\": [\n" +
		"      \"Connected. token=" + nbOutTok + "\\n\",\n      \"rows: 1042\\n\"\n     ]\n    }\n   ],"

	// dbt profiles.yml.
	dbtSnow, dbtPg, dbtDbx := sym(), pw(), dapi()
	dbt := "analytics:\n  target: dev\n  outputs:\n    dev:\n      type: snowflake\n      account: xy12345.eu-central-1\n      user: DBT_SVC\n" +
		"      password: " + dbtSnow + "\n      role: TRANSFORMER\n      database: ANALYTICS\n      warehouse: TRANSFORMING\n      schema: dbt_mkoch\n      threads: 8\n" +
		"    pg:\n      type: postgres\n      host: localhost\n      user: dbt\n      pass: " + dbtPg + "\n      port: 5432\n      dbname: jaffle\n      schema: public\n" +
		"    dbx:\n      type: databricks\n      host: adb-" + g.pick(digitSet, 16) + ".7.azuredatabricks.net\n      http_path: /sql/1.0/warehouses/" + g.hex(16) + "\n      token: " + dbtDbx + "\n"

	// Airflow connections.
	afPw, afExtraKey, afSecret := g.urlPassword(), tok(), b64url(40)
	afJSON := "{\"conn_type\": \"http\", \"host\": \"api.partner.example\", \"login\": \"etl\", \"password\": \"" + pw() + "\", \"extra\": {\"api_key\": \"" + afExtraKey + "\", \"client_secret\": \"" + afSecret + "\", \"timeout\": 30}}"

	// google-services.json.
	gsKey, gsClient := googleKey(), g.pick(digitSet, 12)+"-"+g.pick(lowerSet+digitSet, 32)+".apps.googleusercontent.com"
	gsProj := "shoply-" + g.pick(lowerSet+digitSet, 5)
	gservices := "{\n  \"project_info\": {\n    \"project_number\": \"" + g.pick(digitSet, 12) + "\",\n    \"project_id\": \"" + gsProj + "\",\n    \"storage_bucket\": \"" + gsProj + ".appspot.com\"\n  },\n" +
		"  \"client\": [\n    {\n      \"oauth_client\": [ { \"client_id\": \"" + gsClient + "\", \"client_type\": 3 } ],\n" +
		"      \"api_key\": [ { \"current_key\": \"" + gsKey + "\" } ]\n    }\n  ],\n  \"configuration_version\": \"1\"\n}"

	// A Firebase service account.
	saKeyID := g.hex(40)
	serviceAccount := "{\n  \"type\": \"service_account\",\n  \"project_id\": \"" + gsProj + "\",\n  \"private_key_id\": \"" + saKeyID + "\",\n" +
		"  \"private_key\": \"" + pemBody + "\",\n  \"client_email\": \"firebase-adminsdk-x1y2z@" + gsProj + ".iam.gserviceaccount.com\",\n  \"client_id\": \"" + g.pick(digitSet, 21) + "\"\n}"

	// gradle.properties and local.properties.
	gradleStore, gradleKey := sym(), pw()
	gradle := "org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8\nandroid.useAndroidX=true\nRELEASE_STORE_FILE=../keys/release.jks\n" +
		"RELEASE_STORE_PASSWORD=" + gradleStore + "\nRELEASE_KEY_ALIAS=upload\nRELEASE_KEY_PASSWORD=" + gradleKey + "\nVERSION_NAME=4.12.0\nVERSION_CODE=41200\n"
	mapsKey, sentryTok := googleKey(), "sntrys_"+g.pick(urlSet, 60)
	localProps := "## This file must *NOT* be checked into Version Control Systems,\nsdk.dir=/Users/mkoch/Library/Android/sdk\nMAPS_API_KEY=" + mapsKey + "\nsentry.auth.token=" + sentryTok + "\n"

	// xcconfig and Info.plist.
	xcKey, xcSecret := tok(), mixed(44)
	xcconfig := "// Secrets.xcconfig\nPRODUCT_BUNDLE_IDENTIFIER = com.shoply.ios\nMARKETING_VERSION = 4.12.0\nREVENUECAT_API_KEY = appl_" + xcKey + "\nAPI_CLIENT_SECRET = " + xcSecret + "\n"
	plistKey := mixed(36)
	plist := "<key>CFBundleShortVersionString</key>\n<string>4.12.0</string>\n<key>MixpanelToken</key>\n<string>" + g.hex(32) + "</string>\n<key>BranchKey</key>\n<string>key_live_" + plistKey + "</string>"

	// fastlane.
	matchPw, ascSpecific := sym(), g.pick(lowerSet, 4)+"-"+g.pick(lowerSet, 4)+"-"+g.pick(lowerSet, 4)+"-"+g.pick(lowerSet, 4)
	matchfile := "git_url(\"git@github.com:shoply/certificates.git\")\nstorage_mode(\"git\")\ntype(\"appstore\")\napp_identifier([\"com.shoply.ios\"])\nusername(\"ci@shoply.example\")\n"
	ascKeyID, ascIssuer := g.pick(upperSet+digitSet, 10), uuid()
	ascJSON := "{\n  \"key_id\": \"" + ascKeyID + "\",\n  \"issuer_id\": \"" + ascIssuer + "\",\n  \"key\": \"-----BEGIN PRIVATE KEY-----\\n" + g.pick(base64Chars, 64) + "\\n" + g.pick(base64Chars, 60) + "\\n-----END PRIVATE KEY-----\",\n  \"in_house\": false\n}"

	// Unity and Unreal.
	unrealPw := pw()
	unrealIni := "[/Script/OnlineSubsystemUtils.IpNetDriver]\nMaxClientRate=15000\n\n[OnlineSubsystemEOS]\nClientId=xyza" + g.hex(28) + "\nClientSecret=" + b64url(43) + "\n\n[/Script/Engine.GameSession]\nServerPassword=" + unrealPw + "\n"

	commit, reqID := g.hex(40), uuid()

	return []pasteCase{
		// Jupyter.
		pos("seventeenth-nb", "ipynb-environ", ipynb, nbKey),
		pos("seventeenth-nb", "ipynb-engine-url", ipynb, nbPw),
		pos("seventeenth-nb", "ipynb-output-token", ipynbOut, nbOutTok),
		pos("seventeenth-nb", "magic-env", "%env HF_TOKEN={S}", "hf_"+g.alnum(34)),
		pos("seventeenth-nb", "set-env-cell", "%set_env WANDB_API_KEY={S}", g.hex(40)),
		pos("seventeenth-nb", "getpass-echo", "In [4]: pwd = '{S}'  # getpass was annoying", sym()),
		pos("seventeenth-nb", "colab-userdata", "os.environ['KAGGLE_KEY'] = \"{S}\"", g.hex(32)),
		pos("seventeenth-nb", "openai-client", "client = OpenAI(api_key=\"{S}\")", "sk-proj-"+g.pick(urlSet, 56)),
		pos("seventeenth-nb", "traceback-url", "OperationalError: (psycopg2.OperationalError) connection to server failed\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\n[SQL: engine=create_engine('postgresql://etl:{S}@10.2.0.14/dw')]", g.urlPassword()),

		// pandas and SQLAlchemy.
		pos("seventeenth-sql", "read-sql-url", "df = pd.read_sql(q, \"mysql+pymysql://report:{S}@mysql.bi.internal/crm\")", g.urlPassword()),
		pos("seventeenth-sql", "mssql-odbc", "engine = create_engine(\"mssql+pyodbc://sa:{S}@sqlsrv01/ERP?driver=ODBC+Driver+18+for+SQL+Server\")", g.urlPassword()),
		pos("seventeenth-sql", "url-create", "URL.create(\"postgresql+psycopg\", username=\"bi\", password=\"{S}\", host=\"pg.internal\", database=\"mart\")", sym()),
		pos("seventeenth-sql", "psycopg-connect", "conn = psycopg2.connect(host='pg', dbname='mart', user='bi', password='{S}')", pw()),
		pos("seventeenth-sql", "oracle-url", "oracle+oracledb://scott:{S}@ora.corp.example:1521/?service_name=ORCLPDB1", g.urlPassword()),
		pos("seventeenth-sql", "redshift-url", "redshift+redshift_connector://admin:{S}@analytics.abc123.eu-west-1.redshift.amazonaws.com:5439/dev", g.urlPassword()),
		pos("seventeenth-sql", "dsn-kv", "dsn = \"host=pg.internal port=5432 dbname=mart user=bi password={S} sslmode=require\"", mixed(18)),
		pos("seventeenth-sql", "clickhouse", "clickhouse_connect.get_client(host='ch.internal', username='default', password='{S}')", sym()),

		// Spark and Databricks.
		pos("seventeenth-spark", "jdbc-option", ".option(\"url\", \"jdbc:postgresql://pg:5432/mart\").option(\"user\", \"spark\").option(\"password\", \"{S}\")", pw()),
		pos("seventeenth-spark", "s3a-secret", "spark.conf.set(\"fs.s3a.secret.key\", \"{S}\")", g.pick(base64Chars, 40)),
		pos("seventeenth-spark", "s3a-access", "spark.hadoop.fs.s3a.access.key {S}", "AK"+"IA"+g.pick(upperSet+digitSet, 16)),
		pos("seventeenth-spark", "azure-account-key", "spark.conf.set(\"fs.azure.account.key.lakeprod.dfs.core.windows.net\", \"{S}\")", g.pick(base64Chars, 86)+"=="),
		pos("seventeenth-spark", "databricks-cfg", "[DEFAULT]\nhost = https://adb-4412.7.azuredatabricks.net\ntoken = {S}", dapi()),
		pos("seventeenth-spark", "databricks-env", "export DATABRICKS_TOKEN={S}", dapi()),
		pos("seventeenth-spark", "databricks-bare", "the PAT they gave me is {S}, does it expire?", dapi()),
		pos("seventeenth-spark", "spark-submit-conf", "spark-submit --conf spark.hadoop.fs.s3a.secret.key={S} job.py", g.pick(base64Chars, 40)),
		pos("seventeenth-spark", "sas-conf", "spark.conf.set(\"fs.azure.sas.raw.lakeprod.blob.core.windows.net\", \"{S}\")", "sv=2022-11-02&ss=b&srt=co&sp=rl&se=2026-12-31T00:00:00Z&sig="+g.pick(base64Chars, 43)+"%3D"),

		// Snowflake and BigQuery.
		pos("seventeenth-wh", "snowflake-connect", "snowflake.connector.connect(user='ETL_SVC', password='{S}', account='xy12345.eu-central-1', warehouse='LOAD_WH')", sym()),
		pos("seventeenth-wh", "snowsql-config", "[connections.prod]\naccountname = xy12345\nusername = ETL_SVC\npassword = {S}\nwarehousename = LOAD_WH", pw()),
		pos("seventeenth-wh", "snowflake-url", "snowflake://ETL_SVC:{S}@xy12345/ANALYTICS/PUBLIC?warehouse=LOAD_WH", g.urlPassword()),
		pos("seventeenth-wh", "snowflake-passphrase", "PRIVATE_KEY_PASSPHRASE={S}", g.written("^+=")),
		pos("seventeenth-wh", "bq-sa-key", serviceAccount, pemBody[len("-----BEGIN PRIVATE KEY-----\\n"):len("-----BEGIN PRIVATE KEY-----\\n")+64]),
		pos("seventeenth-wh", "bq-sa-key-id", serviceAccount, saKeyID),
		pos("seventeenth-wh", "bq-credentials-b64", "GOOGLE_CREDENTIALS_B64={S}", base64.StdEncoding.EncodeToString([]byte("{\"type\":\"service_account\",\"private_key\":\"-----BEGIN PRIVATE KEY-----\\n"+g.pick(base64Chars, 48)+"\"}"))),

		// dbt.
		pos("seventeenth-dbt", "snowflake-password", dbt, dbtSnow),
		pos("seventeenth-dbt", "postgres-pass", dbt, dbtPg),
		pos("seventeenth-dbt", "databricks-token", dbt, dbtDbx),
		pos("seventeenth-dbt", "env-var-default", "password: \"{{ env_var('DBT_PASSWORD', '{S}') }}\"", pw()),
		pos("seventeenth-dbt", "bigquery-keyfile-json", "      keyfile_json:\n        type: service_account\n        private_key_id: {S}\n        client_email: dbt@proj.iam.gserviceaccount.com", g.hex(40)),

		// Airflow.
		pos("seventeenth-airflow", "conn-uri", "AIRFLOW_CONN_WAREHOUSE='postgres://airflow:{S}@pg.internal:5432/dw'", afPw),
		pos("seventeenth-airflow", "cli-add", "airflow connections add 'crm_api' --conn-type http --conn-host api.crm.example --conn-login etl --conn-password '{S}'", pw()),
		pos("seventeenth-airflow", "json-extra-key", afJSON, afExtraKey),
		pos("seventeenth-airflow", "json-extra-secret", afJSON, afSecret),
		pos("seventeenth-airflow", "fernet", "AIRFLOW__CORE__FERNET_KEY={S}", g.pick(urlSet, 43)+"="),
		pos("seventeenth-airflow", "webserver-secret", "AIRFLOW__WEBSERVER__SECRET_KEY={S}", g.hex(32)),
		pos("seventeenth-airflow", "variable-set", "airflow variables set slack_webhook_token {S}", "xo"+"xb-"+g.pick(digitSet, 12)+"-"+g.pick(digitSet, 13)+"-"+g.alnum(24)),
		pos("seventeenth-airflow", "conn-uri-extra", "AIRFLOW_CONN_S3=aws://?aws_access_key_id=AKIAEXAMPLEEXAMPLE12&aws_secret_access_key={S}", g.pick(urlSet, 40)),

		// R, MATLAB, Julia.
		pos("seventeenth-r", "renviron-pat", "GITHUB_PAT={S}\nR_LIBS_USER=~/R/library", "gh"+"p_"+g.alnum(36)),
		pos("seventeenth-r", "renviron-db", "DB_PASSWORD=\"{S}\"", sym()),
		pos("seventeenth-r", "dbconnect", "con <- DBI::dbConnect(RPostgres::Postgres(), dbname = \"mart\", host = \"pg\", user = \"analyst\", password = \"{S}\")", pw()),
		pos("seventeenth-r", "dbconnect-pwd", "con <- dbConnect(odbc::odbc(), Driver = \"SQL Server\", Server = \"sql01\", UID = \"rpt\", PWD = \"{S}\")", sym()),
		pos("seventeenth-r", "sys-setenv", "Sys.setenv(OPENAI_API_KEY = \"{S}\")", "sk-"+g.alnum(48)),
		pos("seventeenth-r", "rsconnect", "rsconnect::setAccountInfo(name='mkoch', token='{S}', secret='"+g.pick(base64Chars, 40)+"')", g.hex(32)),
		pos("seventeenth-r", "rsconnect-secret", "rsconnect::setAccountInfo(name='mkoch', token='"+g.hex(32)+"', secret='{S}')", g.pick(base64Chars, 40)),
		pos("seventeenth-matlab", "database", "conn = database('warehouse','analyst','{S}');", pw()),
		pos("seventeenth-matlab", "weboptions", "opts = weboptions('HeaderFields', {'Authorization', ['Bearer ' '{S}']});", tok()),
		pos("seventeenth-julia", "libpq", "conn = LibPQ.Connection(\"host=pg dbname=mart user=jl password={S}\")", mixed(20)),
		pos("seventeenth-julia", "env", "ENV[\"AWS_SECRET_ACCESS_KEY\"] = \"{S}\"", g.pick(base64Chars, 40)),

		// Excel, VBA, Tableau, Power BI.
		pos("seventeenth-office", "vba-connstr", "cn.Open \"Provider=SQLOLEDB;Data Source=SQL01;Initial Catalog=Sales;User ID=xl;Password={S};\"", pw()),
		pos("seventeenth-office", "odc-pwd", "DRIVER={SQL Server};SERVER=sql01;DATABASE=Sales;UID=xl_reader;PWD={S}", sym()),
		pos("seventeenth-office", "ace-jet-password", "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\\data\\stock.accdb;Jet OLEDB:Database Password={S};", mixed(12)),
		pos("seventeenth-office", "vba-const", "Const API_KEY As String = \"{S}\"", tok()),
		pos("seventeenth-office", "vba-unprotect", "ActiveSheet.Unprotect Password:=\"{S}\"", g.written("!#")),
		pos("seventeenth-office", "tabcmd", "tabcmd login -s https://tableau.corp.example -u svc_tab -p '{S}'", pw()),
		pos("seventeenth-office", "tableau-pat", "server.auth.sign_in(TSC.PersonalAccessTokenAuth('ci', '{S}', site_id='sales'))", b64url(22)+"=="+":"+g.alnum(32)),
		pos("seventeenth-office", "powerbi-client-secret", "$secret = ConvertTo-SecureString '{S}' -AsPlainText -Force\nConnect-PowerBIServiceAccount -ServicePrincipal -Credential $cred -Tenant contoso", g.pick(urlSet+"~.", 40)),
		pos("seventeenth-office", "powerquery-key", "Source = Json.Document(Web.Contents(\"https://api.weather.example/v1\", [Headers=[#\"x-api-key\"=\"{S}\"]]))", tok()),

		// Android.
		pos("seventeenth-android", "store-password", gradle, gradleStore),
		pos("seventeenth-android", "key-password", gradle, gradleKey),
		pos("seventeenth-android", "maps-key", localProps, mapsKey),
		pos("seventeenth-android", "sentry-token", localProps, sentryTok),
		pos("seventeenth-android", "signing-config", "signingConfigs {\n    release {\n        storeFile file(\"release.jks\")\n        storePassword \"{S}\"\n        keyAlias \"upload\"\n    }\n}", sym()),
		pos("seventeenth-android", "signing-kts", "keyPassword = \"{S}\"", pw()),
		pos("seventeenth-android", "keytool-storepass", "keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -storepass {S} -keypass {S}", pw()),
		pos("seventeenth-android", "apksigner", "apksigner sign --ks release.jks --ks-pass pass:{S} app-release.apk", pw()),
		pos("seventeenth-android", "google-services-key", gservices, gsKey),
		pos("seventeenth-android", "keystore-b64", "ANDROID_KEYSTORE_BASE64: {S}", base64.StdEncoding.EncodeToString([]byte("\xfe\xed\xfe\xed\x00\x00\x00\x02"+g.pick(base64Chars, 60)))),
		pos("seventeenth-android", "buildconfig", "buildConfigField \"String\", \"API_SECRET\", \"\\\"{S}\\\"\"", mixed(32)),

		// iOS.
		pos("seventeenth-ios", "xcconfig-revenuecat", xcconfig, "appl_"+xcKey),
		pos("seventeenth-ios", "xcconfig-secret", xcconfig, xcSecret),
		pos("seventeenth-ios", "plist-branch", plist, "key_live_"+plistKey),
		pos("seventeenth-ios", "match-password", "export MATCH_PASSWORD='{S}'", matchPw),
		pos("seventeenth-ios", "app-specific", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={S}", ascSpecific),
		pos("seventeenth-ios", "fastlane-password", "FASTLANE_PASSWORD=\"{S}\" bundle exec fastlane beta", pw()),
		pos("seventeenth-ios", "asc-key-json", ascJSON, ascJSON[len("{\n  \"key_id\": \""+ascKeyID+"\",\n  \"issuer_id\": \""+ascIssuer+"\",\n  \"key\": \"-----BEGIN PRIVATE KEY-----\\n"):][:64]),
		pos("seventeenth-ios", "p8-file", "$ cat AuthKey_"+ascKeyID+".p8\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----", p8Body),
		pos("seventeenth-ios", "altool", "xcrun altool --upload-app -f Shoply.ipa -u ci@shoply.example -p {S}", ascSpecific),
		pos("seventeenth-ios", "p12-password", "security import dist.p12 -k build.keychain -P '{S}' -T /usr/bin/codesign", sym()),
		pos("seventeenth-ios", "swift-constant", "static let stripePublishable = \"pk_live_x\"\nstatic let backendSecret = \"{S}\"", mixed(40)),

		// Expo, EAS, Firebase, Supabase.
		pos("seventeenth-expo", "expo-token", "EXPO_TOKEN={S} eas build --platform ios --non-interactive", expoTok()),
		pos("seventeenth-expo", "eas-secret", "eas secret:create --scope project --name SENTRY_AUTH_TOKEN --value {S}", "sntrys_"+g.pick(urlSet, 60)),
		pos("seventeenth-expo", "app-json-extra", "\"extra\": {\n  \"apiSecret\": \"{S}\",\n  \"eas\": { \"projectId\": \""+uuid()+"\" }\n}", mixed(36)),
		pos("seventeenth-firebase", "service-account-key", serviceAccount, pemBody[len("-----BEGIN PRIVATE KEY-----\\n")+66:len("-----BEGIN PRIVATE KEY-----\\n")+130]),
		pos("seventeenth-firebase", "ci-token", "firebase deploy --token \"{S}\"", "1//0"+g.pick(urlSet, 99)),
		pos("seventeenth-firebase", "fcm-server-key", "Authorization: key={S}", "AAAA"+g.pick(urlSet, 7)+":APA91b"+g.pick(urlSet, 134)),
		pos("seventeenth-supabase", "service-role", "SUPABASE_SERVICE_ROLE_KEY={S}", g.jwt()),
		pos("seventeenth-supabase", "secret-key", "const supabase = createClient(url, '{S}')", supaSecret()),
		pos("seventeenth-supabase", "db-url", "postgresql://postgres.abcdefghijklmnop:{S}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres", g.urlPassword()),

		// Unity and Unreal.
		pos("seventeenth-game", "unreal-server-password", unrealIni, unrealPw),
		pos("seventeenth-game", "unity-license", "unity-editor -batchmode -username ci@studio.example -password '{S}' -serial SC-"+g.pick(upperSet+digitSet, 4)+"-XXXX -quit", pw()),
		pos("seventeenth-game", "unity-cs-secret", "private const string PlayFabSecretKey = \"{S}\";", g.pick(upperSet+digitSet, 48)),
		pos("seventeenth-game", "steam-web-key", "STEAM_WEB_API_KEY={S}", g.pick(upperSet+digitSet, 32)),
		pos("seventeenth-game", "unity-keystore", "PlayerSettings.Android.keystorePass = \"{S}\";", sym()),
		pos("seventeenth-game", "unity-keyalias-pass", "PlayerSettings.Android.keyaliasPass = \"{S}\";", pw()),

		// PII in test data.
		pos("seventeenth-pii", "df-head-mail", "   customer_id         email  city\n0        10442  {S}  Leeds", mail("olivia.hart", "gmail.com")),
		pos("seventeenth-pii", "csv-phone", "id,name,phone\n1,Ruth Okafor,{S}", "+44 7700 9"+g.pick(digitSet, 5)),
		pos("seventeenth-pii", "fixture-address", "INSERT INTO customers VALUES (7, 'Tomasz Wolny', '{S}');", g.pick(digitSet, 2)+" Rue des Lilas, 69003 Lyon"),
		pos("seventeenth-pii", "seed-mail", "User.create!(name: \"Maya Lind\", email: \"{S}\")", mail("maya.lind", "outlook.com")),
		pos("seventeenth-pii", "us-phone", "test account phone: {S}", "(415) 55"+g.pick(digitSet, 1)+"-"+g.pick(digitSet, 4)),
		pos("seventeenth-pii", "matchfile-apple-id", matchfile, "ci@shoply.example"),
		pos("seventeenth-pii", "ssn-column", "ssn,dob\n{S},1984-03-12", "5"+g.pick(digitSet, 2)+"-"+g.pick(digitSet, 2)+"-"+g.pick(digitSet, 4)),

		// Negatives.
		neg("seventeenth-neg", "ipynb-cell-id", ipynb, nbCell),
		neg("seventeenth-neg", "ipynb-prose", "# Load the sales data and compute monthly revenue per region", ""),
		neg("seventeenth-neg", "dbt-account", dbt, "xy12345.eu-central-1"),
		neg("seventeenth-neg", "dbt-schema", dbt, "dbt_mkoch"),
		neg("seventeenth-neg", "dbt-env-var", "password: \"{{ env_var('DBT_PASSWORD') }}\"", ""),
		neg("seventeenth-neg", "airflow-placeholder", "AIRFLOW_CONN_WAREHOUSE='postgres://user:<password>@host:5432/db'", ""),
		neg("seventeenth-neg", "gs-project-id", gservices, gsProj),
		neg("seventeenth-neg", "gs-client-id", gservices, gsClient),
		neg("seventeenth-neg", "sa-client-email", serviceAccount, "\"type\": \"service_account\""),
		neg("seventeenth-neg", "gradle-version", gradle, "VERSION_NAME=4.12.0"),
		neg("seventeenth-neg", "gradle-alias", gradle, "RELEASE_KEY_ALIAS=upload"),
		neg("seventeenth-neg", "gradle-jvmargs", gradle, "-Xmx4g -Dfile.encoding=UTF-8"),
		neg("seventeenth-neg", "xcconfig-bundle", xcconfig, "com.shoply.ios"),
		neg("seventeenth-neg", "plist-version", plist, "<string>4.12.0</string>"),
		neg("seventeenth-neg", "asc-key-id", ascJSON, ascKeyID),
		neg("seventeenth-neg", "asc-issuer", ascJSON, ascIssuer),
		neg("seventeenth-neg", "commit", "fixed in "+commit+", rerun the notebook", commit),
		neg("seventeenth-neg", "request-id", "BigQuery job failed: jobId="+reqID+" location=EU", reqID),
		neg("seventeenth-neg", "spark-app-id", "Submitted application application_1764670000123_0042", ""),
		neg("seventeenth-neg", "databricks-cluster", "cluster_id: 1202-101112-"+g.pick(lowerSet+digitSet, 8), ""),
		neg("seventeenth-neg", "snowflake-query-id", "Query ID: 01b8c2d3-0001-4e5f-0000-"+g.hex(12), ""),
		neg("seventeenth-neg", "pandas-version", "pandas 2.2.3, SQLAlchemy 2.0.36, psycopg2-binary 2.9.10", ""),
		neg("seventeenth-neg", "read-sql-env", "engine = create_engine(os.environ[\"DATABASE_URL\"])", ""),
		neg("seventeenth-neg", "r-sys-getenv", "con <- dbConnect(RPostgres::Postgres(), password = Sys.getenv(\"DB_PASSWORD\"))", ""),
		neg("seventeenth-neg", "vba-prompt", "pwd = InputBox(\"Enter the database password\")", ""),
		neg("seventeenth-neg", "connstr-integrated", "Provider=SQLOLEDB;Data Source=SQL01;Initial Catalog=Sales;Integrated Security=SSPI;", ""),
		neg("seventeenth-neg", "gradle-env-ref", "storePassword System.getenv(\"RELEASE_STORE_PASSWORD\")", ""),
		neg("seventeenth-neg", "xcconfig-ref", "API_CLIENT_SECRET = $(inherited)", ""),
		neg("seventeenth-neg", "expo-project-id", "\"eas\": { \"projectId\": \""+uuid()+"\" }", ""),
		neg("seventeenth-neg", "supabase-url", "const supabase = createClient('https://abcdefghijklmnop.supabase.co', process.env.SUPABASE_KEY)", ""),
		neg("seventeenth-neg", "unity-guid", "guid: "+g.hex(32), ""),
		neg("seventeenth-neg", "unity-version", "m_EditorVersion: 2022.3.41f1", ""),
		neg("seventeenth-neg", "unreal-ini-rate", unrealIni, "MaxClientRate=15000"),
		neg("seventeenth-neg", "sha256", "sha256: "+g.hex(64)+"  model.onnx", ""),
		neg("seventeenth-neg", "ssh-pubkey", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI"+g.pick(base64Chars, 43)+" ci@shoply", ""),
		neg("seventeenth-neg", "password-prose", "the keystore password is stored in the CI secrets, not in gradle.properties", ""),
		neg("seventeenth-neg", "example-mail", "email: user@example.com", ""),
		neg("seventeenth-neg", "dataframe-shape", "df.shape -> (1042, 17); df.dtypes: id int64, amount float64", ""),
		neg("seventeenth-neg", "token-prose", "the token expired after 3600 seconds so the job failed", ""),
		neg("seventeenth-neg", "matlab-plot", "plot(t, y, 'LineWidth', 2); title('Revenue 2026');", ""),
	}
}
