package scrub

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
)

// seventhCases are the paste suite's cases written by a seventh author
// before measuring them, as a held-out estimate of what people paste into
// a chat with an agent while debugging: prose and chat in Spanish,
// Portuguese, German, Italian, Polish and Japanese romaji, typos and
// dictation; mobile and desktop app configs (Android signing, iOS
// xcconfig, fastlane, Electron, Expo and EAS); game and modding servers
// (Minecraft rcon, Steam, Discord bots, dedicated servers); IoT and the
// home lab (Home Assistant, ESPHome, MQTT, Zigbee2MQTT, Wi-Fi QR strings,
// routers); data science (Jupyter cells, pandas, Snowflake, Databricks,
// R and Julia); shell history lines and tmux or screen logs. The
// negatives are look-alikes of the same ground: references to secrets,
// empty values, ids, digests, seeds and prose about credentials.
func seventhCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := func() string { return g.alnum(32) }
	hex := func(n int) string { return g.pick(hexSet, n) }
	uuid := func() string { return hex(8) + "-" + hex(4) + "-4" + hex(3) + "-b" + hex(3) + "-" + hex(12) }
	b64 := base64.StdEncoding.EncodeToString
	phrase := func() string {
		words := []string{"copper", "lantern", "river", "meadow", "orbit", "pebble", "thistle", "walnut"}
		return words[g.r.IntN(len(words))] + " " + words[g.r.IntN(len(words))] + " " + g.pick(digitSet, 4)
	}
	appleSpecific := func() string {
		return g.pick(lowerSet, 4) + "-" + g.pick(lowerSet, 4) + "-" + g.pick(lowerSet, 4) + "-" + g.pick(lowerSet, 4)
	}
	discord := func() string {
		id := "1" + g.pick(digitSet, 18)
		return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + g.pick(urlSet, 6) + "." + g.pick(urlSet, 38)
	}
	snowflakeID := func() string { return "11" + g.pick(digitSet, 17) }
	fingerprint := func() string { // keytool's SHA-256: 32 pairs of upper-case hex
		pairs := make([]string, 32)
		for i := range pairs {
			pairs[i] = strings.ToUpper(hex(2))
		}
		return strings.Join(pairs, ":")
	}
	zigbeeKey := func() string {
		parts := make([]string, 16)
		for i := range parts {
			parts[i] = strconv.Itoa(g.r.IntN(256))
		}
		return strings.Join(parts, ", ")
	}
	return []pasteCase{
		// Chat and prose in many languages, typos and dictation.
		pos("seventh-chat", "es-clave-wifi", "oye, la clave del wifi de la oficina es {S}, no la compartas", phrase()),
		pos("seventh-chat", "es-token-401", "me sale error 401 todo el rato, uso este token: {S}", tok()),
		pos("seventh-chat", "es-contrasena-admin", "contraseña del admin: {S} (la cambié ayer)", pw()),
		pos("seventh-chat", "es-usuario-clave", "usuario root y clave {S}, pero no me deja entrar", pw()),
		pos("seventh-chat", "pt-senha-banco", "a senha do banco é {S}", pw()),
		pos("seventh-chat", "pt-token-acesso", "segue o token de acesso {S} qualquer coisa me avisa", "glpat-"+g.pick(urlSet, 20)),
		pos("seventh-chat", "pt-usuario-senha", "usuário: deploy senha: {S}", pw()),
		pos("seventh-chat", "de-passwort-router", "Das Passwort für den Router ist {S}", pw()),
		pos("seventh-chat", "de-kennwort", "Kennwort: {S}", pw()),
		pos("seventh-chat", "de-api-schluessel", "hier der API-Schlüssel: {S}", "sk-"+g.alnum(48)),
		pos("seventh-chat", "it-password-server", "la password del server è {S}", pw()),
		pos("seventh-chat", "it-chiave-api", "ti passo la chiave API {S} funziona solo in staging", tok()),
		pos("seventh-chat", "pl-haslo-do-bazy", "hasło do bazy to {S}", pw()),
		pos("seventh-chat", "pl-haslo-colon", "login: admin, hasło: {S}", pw()),
		pos("seventh-chat", "pl-klucz-api", "klucz API: {S}", tok()),
		pos("seventh-chat", "ja-pasuwaado-wa", "pasuwaado wa {S} desu", pw()),
		pos("seventh-chat", "ja-api-kii", "API kii wa {S} desu, yoroshiku", tok()),
		pos("seventh-chat", "typo-passwrod", "my passwrod is {S} can you check why login fails", pw()),
		pos("seventh-chat", "typo-acess-token", "acess token: {S}", tok()),
		pos("seventh-chat", "typo-pasword-no-colon", "pasword for jenkins {S}", pw()),
		pos("seventh-chat", "dictation-spelled", "ok the password is capital {S} exclamation mark", "F a l c o n 4 4 2"),
		pos("seventh-chat", "all-lowercase", "the password is all lowercase: {S}", "velvetmoon"+g.pick(digitSet, 2)),
		pos("seventh-chat", "new-one-is", "changed the admin password, new one is {S}", pw()),
		pos("seventh-chat", "secret-is-lol", "fyi the secret is {S} lol dont tell anyone", tok()),
		pos("seventh-chat", "non-native-sir", "Sir please check, my password is {S} and it is not working since morning", pw()),
		pos("seventh-chat", "u-go-pwd", "here u go: user=admin pwd={S}", pw()),
		pos("seventh-chat", "backticks-as-password", "use `{S}` as the password", pw()),
		pos("seventh-chat", "password-next-line", "login: ops\npassword:\n{S}", pw()),

		// Mobile and desktop app configs.
		pos("seventh-app", "rn-gradle-store-password", "MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore\nMYAPP_UPLOAD_KEY_ALIAS=my-key-alias\nMYAPP_UPLOAD_STORE_PASSWORD={S}", pw()),
		pos("seventh-app", "rn-gradle-key-password", "MYAPP_UPLOAD_KEY_ALIAS=my-key-alias\nMYAPP_UPLOAD_KEY_PASSWORD={S}\n", pw()),
		pos("seventh-app", "flutter-key-properties", "storePassword={S}\nkeyAlias=upload\nstoreFile=/Users/me/upload-keystore.jks", pw()),
		pos("seventh-app", "gradle-signing-groovy", "signingConfigs {\n    release {\n        storeFile file('release.jks')\n        storePassword '{S}'\n        keyAlias 'release'\n    }\n}", pw()),
		pos("seventh-app", "gradle-signing-kts", "create(\"release\") {\n    keyAlias = \"release\"\n    keyPassword = \"{S}\"\n}", pw()),
		pos("seventh-app", "gradle-injected-signing", "$ ./gradlew assembleRelease -Pandroid.injected.signing.store.password={S}", pw()),
		pos("seventh-app", "xcconfig-secret", "API_BASE_URL = https:/$()/api.example.com\nAPI_SECRET = {S}", tok()),
		pos("seventh-app", "fastlane-password", "# fastlane/.env.default\nFASTLANE_USER=dev@example.com\nFASTLANE_PASSWORD={S}", pw()),
		pos("seventh-app", "fastlane-match-password", "MATCH_PASSWORD={S}", pw()),
		pos("seventh-app", "fastlane-app-specific", "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={S}", appleSpecific()),
		pos("seventh-app", "electron-gh-token", "# .env for electron-builder publish\nGH_TOKEN={S}", "ghp_"+g.alnum(36)),
		pos("seventh-app", "electron-notarize-env", "APPLE_ID=dev@example.com\nAPPLE_APP_SPECIFIC_PASSWORD={S}\nAPPLE_TEAM_ID=ABCDE12345", appleSpecific()),
		pos("seventh-app", "electron-csc-key-password", "CSC_LINK=./certs/win.p12\nCSC_KEY_PASSWORD={S}", pw()),
		pos("seventh-app", "electron-forge-notarize", "osxNotarize: {\n  appleId: 'dev@example.com',\n  appleIdPassword: '{S}',\n  teamId: 'ABCDE12345'\n}", appleSpecific()),
		pos("seventh-app", "expo-token", "EXPO_TOKEN={S} eas build --platform ios --non-interactive", g.pick(urlSet, 40)),
		pos("seventh-app", "eas-json-env", "\"production\": {\n  \"env\": {\n    \"EXPO_PUBLIC_API_URL\": \"https://api.example.com\",\n    \"SENTRY_AUTH_TOKEN\": \"{S}\"\n  }\n}", "sntrys_"+g.pick(base64Chars, 60)),
		pos("seventh-app", "eas-secret-create", "eas secret:create --scope project --name STRIPE_SECRET_KEY --value {S}", "sk_live_"+g.alnum(24)),
		pos("seventh-app", "eas-env-create", "eas env:create --name API_SECRET --value {S} --visibility secret --environment production", tok()),
		pos("seventh-app", "google-services-api-key", "\"api_key\": [\n  {\n    \"current_key\": \"{S}\"\n  }\n]", "AIza"+g.pick(urlSet, 35)),
		pos("seventh-app", "local-properties-maps", "sdk.dir=/Users/me/Library/Android/sdk\nMAPS_API_KEY={S}", "AIza"+g.pick(urlSet, 35)),
		pos("seventh-app", "info-plist-api-key", "<key>APIKey</key>\n<string>{S}</string>", tok()),
		pos("seventh-app", "flutter-dart-define", "flutter run --dart-define=API_KEY={S} --flavor dev", tok()),
		pos("seventh-app", "app-store-p8", "AuthKey_ABC123DEFG.p8:\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----", g.block(200)),
		pos("seventh-app", "tauri-key-password", "TAURI_SIGNING_PRIVATE_KEY_PASSWORD={S} npm run tauri build", pw()),

		// Game, modding and community servers.
		pos("seventh-game", "mc-server-properties", "enable-rcon=true\nrcon.password={S}\nrcon.port=25575\nmotd=A Minecraft Server", pw()),
		pos("seventh-game", "mcrcon", "mcrcon -H 127.0.0.1 -P 25575 -p {S} \"say restarting in 5\"", pw()),
		pos("seventh-game", "discord-py-run", "bot.run('{S}')", discord()),
		pos("seventh-game", "discord-config-json", "{\n  \"prefix\": \"!\",\n  \"token\": \"{S}\",\n  \"guildId\": \""+snowflakeID()+"\"\n}", discord()),
		pos("seventh-game", "discord-js-login", "client.login('{S}');", discord()),
		pos("seventh-game", "discord-webhook", "https://discord.com/api/webhooks/"+snowflakeID()+"/{S}", g.pick(urlSet, 68)),
		pos("seventh-game", "discord-token-chat", "mi token de Discord es {S} y el bot no arranca", discord()),
		pos("seventh-game", "steamcmd-login", "steamcmd +login mybuilduser {S} +app_update 896660 validate +quit", pw()),
		pos("seventh-game", "steam-api-key-env", "STEAM_API_KEY={S}", g.pick(digitSet+"ABCDEF", 32)),
		pos("seventh-game", "steam-api-url", "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={S}&steamids=76561198000000000", g.pick(digitSet+"ABCDEF", 32)),
		pos("seventh-game", "valheim-start", "./valheim_server.x86_64 -name \"Vikings\" -port 2456 -world \"Dedicated\" -password \"{S}\" -public 0", pw()),
		pos("seventh-game", "cs2-rcon", "hostname \"friends only\"\nrcon_password \"{S}\"\nsv_password \"\"", pw()),
		pos("seventh-game", "ark-ini", "[ServerSettings]\nServerAdminPassword={S}\nServerPassword=\nMaxPlayers=20", pw()),
		pos("seventh-game", "palworld-ini", "OptionSettings=(Difficulty=None,ServerName=\"Pals\",AdminPassword=\"{S}\",ServerPassword=\"\",PublicPort=8211)", pw()),
		pos("seventh-game", "factorio-token", "\"username\": \"jdoe\",\n\"token\": \"{S}\",", hex(30)),
		pos("seventh-game", "twitch-oauth", "TWITCH_OAUTH=oauth:{S}", g.pick(lowerSet+digitSet, 30)),
		pos("seventh-game", "pterodactyl-client-key", "curl -H \"Authorization: Bearer {S}\" https://panel.example.com/api/client", "ptlc_"+g.alnum(43)),
		pos("seventh-game", "teamspeak-first-start", "         Server Query Admin Account created\n         loginname= \"serveradmin\", password= \"{S}\"\n         apikey= \"BAA"+g.alnum(40)+"\"", g.alnum(8)),
		pos("seventh-game", "telegram-bot-token", "TELEGRAM_BOT_TOKEN={S}", g.pick(digitSet, 10)+":AA"+g.pick(urlSet, 33)),
		pos("seventh-game", "fivem-license", "sv_licenseKey \"{S}\"", "cfxk_"+g.alnum(20)+"_"+g.alnum(6)),
		pos("seventh-game", "rust-rcon-start", "./RustDedicated -batchmode +server.port 28015 +rcon.port 28016 +rcon.password \"{S}\" +rcon.web 1", pw()),

		// IoT and the home lab.
		pos("seventh-iot", "ha-secrets-wifi", "# secrets.yaml\nwifi_ssid: HomeNet\nwifi_password: \"{S}\"", phrase()),
		pos("seventh-iot", "ha-secrets-token", "ha_token: {S}", g.jwt()),
		pos("seventh-iot", "ha-rest-command-bearer", "rest_command:\n  notify_nas:\n    url: http://nas.local/api\n    headers:\n      authorization: \"Bearer {S}\"", g.jwt()),
		pos("seventh-iot", "esphome-wifi", "wifi:\n  ssid: \"HomeNet\"\n  password: \"{S}\"\n  ap:\n    ssid: \"Kitchen Fallback Hotspot\"", phrase()),
		pos("seventh-iot", "esphome-api-key", "api:\n  encryption:\n    key: \"{S}\"", b64([]byte(g.alnum(32)))),
		pos("seventh-iot", "esphome-ota", "ota:\n  - platform: esphome\n    password: \"{S}\"", hex(32)),
		pos("seventh-iot", "mosquitto-pub", "mosquitto_pub -h 192.168.1.20 -u homeassistant -P {S} -t home/test -m on", pw()),
		pos("seventh-iot", "mosquitto-sub-quoted", "mosquitto_sub -h broker.lan -p 1883 -u z2m -P '{S}' -t 'zigbee2mqtt/#' -v", pw()),
		pos("seventh-iot", "z2m-mqtt", "mqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://localhost\n  user: z2m\n  password: {S}", pw()),
		pos("seventh-iot", "z2m-network-key", "advanced:\n  network_key: [{S}]\n  pan_id: 6754", zigbeeKey()),
		pos("seventh-iot", "wifi-qr", "WIFI:T:WPA;S:HomeNet_5G;P:{S};;", pw()),
		pos("seventh-iot", "wifi-qr-hidden-order", "WIFI:S:Casa Rossi;T:WPA;P:{S};H:false;;", phrase()),
		pos("seventh-iot", "router-admin-prose", "router admin is 192.168.0.1 user admin pass {S}", pw()),
		pos("seventh-iot", "tasmota-backlog", "Backlog SSID1 HomeNet; Password1 {S}; MqttHost 192.168.1.20", phrase()),
		pos("seventh-iot", "pihole-webpassword", "environment:\n  TZ: 'Europe/Berlin'\n  WEBPASSWORD: '{S}'", pw()),
		pos("seventh-iot", "node-red-credential-secret", "module.exports = {\n    credentialSecret: \"{S}\",\n    uiPort: 1880,", tok()),
		pos("seventh-iot", "proxmox-api-token", "curl -k -H 'Authorization: PVEAPIToken=root@pam!terraform={S}' https://pve:8006/api2/json/nodes", uuid()),
		pos("seventh-iot", "tailscale-authkey", "sudo tailscale up --authkey {S} --ssh", "tskey-auth-k"+g.alnum(16)+"-"+g.alnum(32)),
		pos("seventh-iot", "influx-token", "influx config create --config-name home --host-url http://localhost:8086 --org home --token {S} --active", g.pick(urlSet, 86)+"=="),
		pos("seventh-iot", "grafana-admin-env", "GF_SECURITY_ADMIN_PASSWORD={S}", pw()),
		pos("seventh-iot", "nut-upsd-users", "[monuser]\n    password = {S}\n    upsmon primary", pw()),
		pos("seventh-iot", "cloudflared-install", "sudo cloudflared service install {S}", "eyJhIjoi"+g.pick(base64Chars, 160)),
		pos("seventh-iot", "nmcli-wifi", "nmcli dev wifi connect HomeNet password '{S}'", phrase()),
		pos("seventh-iot", "frigate-rtsp", "cameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{S}@192.168.1.64:554/Streaming/Channels/101", g.urlPassword()),

		// Data science: notebooks, connectors, R and Julia.
		pos("seventh-data", "jupyter-openai-key", "In [3]: import openai\n   ...: openai.api_key = \"{S}\"", "sk-proj-"+g.pick(urlSet, 64)),
		pos("seventh-data", "jupyter-env-magic", "%env OPENAI_API_KEY={S}", "sk-proj-"+g.pick(urlSet, 64)),
		pos("seventh-data", "environ-hf-token", "os.environ[\"HF_TOKEN\"] = \"{S}\"", "hf_"+g.pick(lowerSet+upperSet, 34)),
		pos("seventh-data", "pandas-engine", "engine = create_engine(\"postgresql+psycopg2://analyst:{S}@warehouse.internal:5432/sales\")\ndf = pd.read_sql(\"select * from orders\", engine)", g.urlPassword()),
		pos("seventh-data", "pandas-read-sql-url", "df = pd.read_sql(query, \"mysql+pymysql://root:{S}@localhost/shop\")", g.urlPassword()),
		pos("seventh-data", "psycopg2-connect", "conn = psycopg2.connect(host=\"db\", dbname=\"dw\", user=\"analyst\", password=\"{S}\")", pw()),
		pos("seventh-data", "snowflake-connector", "ctx = snowflake.connector.connect(\n    user='JDOE',\n    password='{S}',\n    account='xy12345.eu-central-1',\n)", pw()),
		pos("seventh-data", "databricks-sql-connect", "connection = sql.connect(server_hostname=\"adb-1234567890123456.7.azuredatabricks.net\", http_path=\"/sql/1.0/warehouses/abc\", access_token=\"{S}\")", "dapi"+hex(32)),
		pos("seventh-data", "databrickscfg", "[DEFAULT]\nhost = https://adb-1234567890123456.7.azuredatabricks.net\ntoken = {S}", "dapi"+hex(32)),
		pos("seventh-data", "kaggle-json", "{\"username\":\"jdoe\",\"key\":\"{S}\"}", hex(32)),
		pos("seventh-data", "wandb-login", "wandb.login(key=\"{S}\")", hex(40)),
		pos("seventh-data", "r-dbconnect", "con <- dbConnect(RPostgres::Postgres(), dbname = \"dw\", host = \"db\", user = \"analyst\", password = \"{S}\")", pw()),
		pos("seventh-data", "r-sys-setenv", "Sys.setenv(OPENAI_API_KEY = \"{S}\")", "sk-proj-"+g.pick(urlSet, 64)),
		pos("seventh-data", "renviron-pat", "# ~/.Renviron\nGITHUB_PAT={S}", "ghp_"+g.alnum(36)),
		pos("seventh-data", "r-odbc-pwd", "con <- DBI::dbConnect(odbc::odbc(), Driver = \"SQL Server\", Server = \"sql1\", UID = \"sa\", PWD = \"{S}\")", pw()),
		pos("seventh-data", "julia-libpq", "conn = LibPQ.Connection(\"host=db dbname=dw user=analyst password={S}\")", pw()),
		pos("seventh-data", "julia-env", "ENV[\"OPENAI_API_KEY\"] = \"{S}\"", "sk-proj-"+g.pick(urlSet, 64)),
		pos("seventh-data", "pyodbc-conn-string", "cnxn = pyodbc.connect('DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql1;DATABASE=dw;UID=etl;PWD={S}')", pw()),
		pos("seventh-data", "spark-account-key", "spark.conf.set(\"fs.azure.account.key.mylake.dfs.core.windows.net\", \"{S}\")", g.pick(base64Chars, 86)+"=="),
		pos("seventh-data", "boto3-client", "s3 = boto3.client('s3', aws_access_key_id='AKIA"+g.pick(upperSet+digitSet, 16)+"', aws_secret_access_key='{S}')", g.pick(base64Chars, 40)),
		pos("seventh-data", "mlflow-password", "os.environ['MLFLOW_TRACKING_PASSWORD'] = '{S}'", pw()),
		pos("seventh-data", "bq-service-account", "\"private_key_id\": \""+hex(40)+"\",\n\"private_key\": \"-----BEGIN PRIVATE KEY-----\\n{S}\\n-----END PRIVATE KEY-----\\n\",", g.pick(base64Chars, 64)+"\\n"+g.pick(base64Chars, 64)),
		pos("seventh-data", "jupyter-out-dict", "Out[7]: {'user': 'etl', 'password': '{S}', 'host': 'dw'}", pw()),
		pos("seventh-data", "dbt-profiles", "  outputs:\n    dev:\n      type: snowflake\n      account: xy12345\n      user: jdoe\n      password: {S}\n      role: transformer", pw()),

		// Shell history lines, tmux and screen logs.
		pos("seventh-shell", "history-mysql-p", "  501  cd ~/app\n  502  mysql -u root -p{S} shop\n  503  ls", pw()),
		pos("seventh-shell", "history-sshpass", "  88  sshpass -p '{S}' ssh pi@192.168.1.50", pw()),
		pos("seventh-shell", "zsh-extended-history", ": 1733130000:0;export OPENAI_API_KEY={S}", "sk-proj-"+g.pick(urlSet, 64)),
		pos("seventh-shell", "fish-history", "- cmd: curl -u admin:{S} http://192.168.1.1/api\n  when: 1733130001", pw()),
		pos("seventh-shell", "history-sudo-s", "  77  echo '{S}' | sudo -S apt update", pw()),
		pos("seventh-shell", "history-htpasswd-b", "  12  htpasswd -b -c /etc/nginx/.htpasswd admin {S}", pw()),
		pos("seventh-shell", "history-openssl-passout", "openssl pkcs12 -export -in cert.pem -inkey key.pem -out app.p12 -passout pass:{S}", pw()),
		pos("seventh-shell", "history-redis-cli", "redis-cli -h 10.0.0.3 -a {S} ping", pw()),
		pos("seventh-shell", "history-keytool", "  310  keytool -genkey -v -keystore upload.jks -alias upload -keyalg RSA -storepass {S}", pw()),
		pos("seventh-shell", "history-git-clone", "git clone https://jdoe:{S}@github.com/acme/app.git", "ghp_"+g.alnum(36)),
		pos("seventh-shell", "history-brew-token", "  42  export HOMEBREW_GITHUB_API_TOKEN={S}", "ghp_"+g.alnum(36)),
		pos("seventh-shell", "history-mongosh", "mongosh \"mongodb://admin:{S}@localhost:27017/?authSource=admin\"", g.urlPassword()),
		pos("seventh-shell", "tmux-mosquitto-passwd", "pi@raspberrypi:~ $ mosquitto_passwd -b /etc/mosquitto/passwd ha {S}\npi@raspberrypi:~ $ sudo systemctl restart mosquitto", pw()),
		pos("seventh-shell", "tmux-smbpasswd", "root@nas:~# (echo {S}; echo {S}) | smbpasswd -s -a media", pw()),
		pos("seventh-shell", "script-psql", "Script started on 2026-12-02 09:14:55+00:00\n$ psql \"host=db user=app password={S} dbname=app\"\npsql (16.1)", pw()),
		pos("seventh-shell", "tmux-docker-run", "user@box:~$ docker run -d -e POSTGRES_PASSWORD={S} -p 5432:5432 postgres:16", pw()),
		pos("seventh-shell", "history-chpasswd", "  9  chpasswd <<< 'deploy:{S}'", pw()),
		pos("seventh-shell", "history-nmcli-psk", "  233  nmcli con mod HomeNet wifi-sec.psk '{S}'", phrase()),
		pos("seventh-shell", "history-ssh-keygen-new", "ssh-keygen -p -f ~/.ssh/id_ed25519 -N '{S}'", phrase()),

		// Look-alikes in chat.
		neg("seventh-chat-near", "es-olvide", "olvidé mi contraseña de la base de datos, ¿cómo la reseteo?", ""),
		neg("seventh-chat-near", "pt-senha-expirou", "a senha expirou, preciso pedir uma nova pro suporte", ""),
		neg("seventh-chat-near", "de-mindestens", "Das Passwort muss mindestens 12 Zeichen lang sein", ""),
		neg("seventh-chat-near", "it-dimenticato", "ho dimenticato la password, puoi aiutarmi a resettarla?", ""),
		neg("seventh-chat-near", "pl-za-krotkie", "hasło jest za krótkie, spróbuj jeszcze raz", ""),
		neg("seventh-chat-near", "ja-wasureta", "pasuwaado wo wasuremashita, doushitara ii desu ka", ""),
		neg("seventh-chat-near", "typo-reset", "the passwrod reset email never arrives", ""),
		neg("seventh-chat-near", "token-expired", "the token is expired, how do I refresh it?", ""),
		neg("seventh-chat-near", "password-in-manager", "the password is in 1Password under 'staging db'", ""),
		neg("seventh-chat-near", "password-is-correct", "my password is correct but it keeps saying invalid credentials", ""),
		neg("seventh-chat-near", "case-sensitive", "the password is case sensitive right?", ""),
		neg("seventh-chat-near", "es-clave-primaria", "la clave primaria de la tabla es id_cliente", ""),
		neg("seventh-chat-near", "pt-chave-campo", "a chave é o campo user_id, não o email", ""),
		neg("seventh-chat-near", "de-schluessel-ungueltig", "Der Schlüssel ist ungültig, was mache ich falsch?", ""),

		// Look-alikes in app configs.
		neg("seventh-app-near", "gradle-properties-plain", "android.useAndroidX=true\norg.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8\nandroid.enableJetifier=true", ""),
		neg("seventh-app-near", "gradle-props-lookup", "storePassword keystoreProperties['storePassword']\nkeyPassword keystoreProperties['keyPassword']", ""),
		neg("seventh-app-near", "gradle-kts-getenv", "storePassword = System.getenv(\"SIGNING_STORE_PASSWORD\")", ""),
		neg("seventh-app-near", "xcconfig-team", "PRODUCT_BUNDLE_IDENTIFIER = com.acme.shop\nDEVELOPMENT_TEAM = ABCDE12345\nCODE_SIGN_STYLE = Automatic", ""),
		neg("seventh-app-near", "xcconfig-inherited", "OTHER_LDFLAGS = $(inherited) -ObjC\nSWIFT_VERSION = 5.0", ""),
		neg("seventh-app-near", "keytool-fingerprints", "Certificate fingerprints:\n\t SHA1: 5E:8F:16:06:2E:A3:CD:2C:4A:0D:54:78:76:BA:A6:F3:8C:AB:F6:25\n\t SHA256: "+fingerprint(), ""),
		neg("seventh-app-near", "expo-project-id", "\"extra\": {\n  \"eas\": {\n    \"projectId\": \"{S}\"\n  }\n}", uuid()),
		neg("seventh-app-near", "notarize-keychain-ref", "APPLE_APP_SPECIFIC_PASSWORD=@keychain:AC_PASSWORD", ""),
		neg("seventh-app-near", "info-plist-versions", "<key>CFBundleVersion</key>\n<string>1042</string>\n<key>CFBundleShortVersionString</key>\n<string>3.8.1</string>", ""),
		neg("seventh-app-near", "android-version", "applicationId \"com.acme.shop\"\nversionCode 3081042\nversionName \"3.8.1\"", ""),
		neg("seventh-app-near", "fastlane-match-call", "match(type: \"appstore\", readonly: is_ci)", ""),
		neg("seventh-app-near", "match-password-prose", "MATCH_PASSWORD is read from the keychain, see the fastlane docs", ""),

		// Look-alikes in game servers.
		neg("seventh-game-near", "mc-rcon-off", "enable-rcon=false\nrcon.password=\nrcon.port=25575\nlevel-seed=-4172144997902289642", ""),
		neg("seventh-game-near", "mc-ops-json", "[{\"uuid\": \"{S}\", \"name\": \"Notch_fan\", \"level\": 4}]", uuid()),
		neg("seventh-game-near", "steam-ids", "steamid 76561198012345678, appid 730, workshop id 2847302716", ""),
		neg("seventh-game-near", "steamcmd-anonymous", "steamcmd +login anonymous +app_update 2394010 validate +quit", ""),
		neg("seventh-game-near", "discord-ids", "guild id {S}, channel id 1143928451029348355", snowflakeID()),
		neg("seventh-game-near", "discord-login-env", "client.login(process.env.DISCORD_TOKEN);", ""),
		neg("seventh-game-near", "cs2-empty", "sv_password \"\"\nrcon_password \"\"\nhostname \"my server\"", ""),
		neg("seventh-game-near", "valheim-env-password", "-password \"$SERVER_PASS\" -public 1", ""),
		neg("seventh-game-near", "mod-sha1", "fabric-api-0.92.0+1.20.1.jar sha1={S}", hex(40)),
		neg("seventh-game-near", "world-seed", "seed: 8675309123, spawn is next to a village", ""),

		// Look-alikes in the home lab.
		neg("seventh-iot-near", "ha-secret-ref", "wifi_password: !secret wifi_password", ""),
		neg("seventh-iot-near", "esphome-secret-refs", "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password", ""),
		// The BSSID is a router's MAC address, which the mac-address rule
		// takes as personal data (it locates a home); the log line stays.
		neg("seventh-iot-near", "esphome-log-bssid", "[I][wifi:290]: Connected. SSID HomeNet BSSID: 7C:10:C9:AA:BB:CC", "[I][wifi:290]: Connected. SSID HomeNet BSSID: "),
		neg("seventh-iot-near", "wifi-qr-nopass", "WIFI:T:nopass;S:Guest Network;;", ""),
		neg("seventh-iot-near", "wifi-qr-template", "WIFI:T:WPA;S:<ssid>;P:<password>;;", ""),
		neg("seventh-iot-near", "mqtt-topic-ieee", "zigbee2mqtt/0x00158d0001a2b3c4/set {\"state\": \"ON\"}", ""),
		neg("seventh-iot-near", "ha-unique-id", "entity_id: sensor.living_room_temperature\nunique_id: {S}", hex(16)),
		neg("seventh-iot-near", "tasmota-no-secret", "Backlog MqttHost broker.example.com; MqttPort 1883; Topic kitchen_plug", ""),
		neg("seventh-iot-near", "router-network", "default gateway is the router, subnet 255.255.255.0, DNS 1.1.1.1", ""),
		neg("seventh-iot-near", "ha-token-docs", "Create a long-lived access token under your profile, then put it in secrets.yaml", ""),
		neg("seventh-iot-near", "zigbee-ieee", "ieee_address: 0x00124b0024c1a2b3\nfriendly_name: hallway_motion", ""),
		neg("seventh-iot-near", "mosquitto-conf", "allow_anonymous false\npassword_file /etc/mosquitto/passwd\nlistener 1883", ""),
		neg("seventh-iot-near", "pihole-env-ref", "WEBPASSWORD: ${PIHOLE_PASSWORD}", ""),

		// Look-alikes in data science.
		neg("seventh-data-near", "engine-from-env", "engine = create_engine(os.environ[\"DATABASE_URL\"])", ""),
		neg("seventh-data-near", "psycopg2-env", "conn = psycopg2.connect(host=\"db\", user=\"analyst\", password=os.environ[\"PGPASSWORD\"])", ""),
		neg("seventh-data-near", "r-getenv", "con <- dbConnect(RPostgres::Postgres(), password = Sys.getenv(\"PGPASS\"))", ""),
		neg("seventh-data-near", "r-keyring", "password = keyring::key_get(\"dw\", \"analyst\")", ""),
		neg("seventh-data-near", "r-ask-password", "password = rstudioapi::askForPassword(\"Database password\")", ""),
		neg("seventh-data-near", "julia-manifest", "[[deps.DataFrames]]\ngit-tree-sha1 = \"{S}\"\nuuid = \"a93c6f00-e57d-5684-b7b6-d8193f3e46c0\"\nversion = \"1.6.1\"", hex(40)),
		neg("seventh-data-near", "conda-build-strings", "  - numpy=1.26.4=py311h64a7726_0\n  - openssl=3.2.1=hd590300_0", ""),
		neg("seventh-data-near", "nb-cell-id", "\"execution_count\": 12,\n\"id\": \"{S}\",\n\"metadata\": {}", hex(8)),
		neg("seventh-data-near", "email-hash-output", "   customer_id                                         email_hash\n0         1042  {S}", hex(64)),
		neg("seventh-data-near", "snowflake-browser-auth", "snowflake.connector.connect(user='JDOE', account='xy12345', authenticator='externalbrowser')", ""),
		neg("seventh-data-near", "dbutils-secrets", "token = dbutils.secrets.get(scope=\"kv\", key=\"warehouse-token\")", ""),
		neg("seventh-data-near", "wandb-run-dir", "wandb: Run data is saved locally in /content/wandb/run-20261202_091455-3kq8z1xy", ""),
		neg("seventh-data-near", "sklearn-params", "RandomForestClassifier(random_state=42, n_estimators=400, max_depth=None)", ""),

		// Look-alikes in shell history and terminal logs.
		neg("seventh-shell-near", "history-passwd", "  510  passwd\n  511  sudo -i\n  512  history | grep mysql", ""),
		neg("seventh-shell-near", "history-read-s", "  61  read -s DB_PASSWORD && export DB_PASSWORD", ""),
		neg("seventh-shell-near", "history-git-checkout", "  62  git checkout {S}", hex(40)),
		neg("seventh-shell-near", "mysql-prompt-db", "  63  mysql -u root -p shop", ""),
		neg("seventh-shell-near", "zsh-docker-digest", ": 1733130000:0;docker pull ghcr.io/acme/api@sha256:{S}", hex(64)),
		neg("seventh-shell-near", "tmux-status", "[api] 0:vim- 1:bash* 2:logs  \"build-box\" 09:12 02-Dec-26", ""),
		neg("seventh-shell-near", "screen-detached", "[screen is terminating]\n[detached from 48213.pts-3.build-box]", ""),
		neg("seventh-shell-near", "sudo-prompt", "[sudo] password for deploy: \nSorry, try again.\n[sudo] password for deploy:", ""),
		neg("seventh-shell-near", "ssh-keygen-output", "The key fingerprint is:\nSHA256:{S} me@laptop", g.pick(base64Chars, 43)),
		neg("seventh-shell-near", "sshpass-file", "  88  sshpass -f ~/.pi_pass ssh homelab-pi", ""),
		neg("seventh-shell-near", "openssl-pass-env", "openssl enc -aes-256-cbc -pbkdf2 -in backup.tar -out backup.enc -pass env:BACKUP_PASS", ""),
	}
}

// seventhFloor is just under what the rules reach on the seventh author's
// cases, kept apart from the rest of the suite as they were written,
// misses included, so that their share stays an estimate of what the rules
// reach on cases nobody tuned them for.
//
// Raised at stop 28 to just under main's figures then: recall 0.986,
// negatives intact 1.000, no partial leak.
var seventhFloor = recallFloor{recall: 0.985, intact: 0.999, maxPartial: 0}

func TestPasteSeventhRecall(t *testing.T) {
	measureHeldOut(t, "seventh paste suite", seventhCases(pasteGen{newFakes(17)}), seventhFloor)
}

// seventhMechanismCases are the cases of the mechanisms the seventh
// author's misses and damages led to, written after measuring them (so
// they join the paste suite, not the held-out estimate): a connection
// string's password=... that is code (a call or an index follows it),
// OpenSSL's pass phrase sources (env:NAME, file:PATH, fd:N), the
// passwords of mcrcon -p, steamcmd +login USER PASSWORD,
// mosquitto_passwd -b and a group of echos piped to smbpasswd -s, a
// Wi-Fi QR code's password, a Zigbee network's key, Tasmota's password
// commands, Japanese romaji's "pasuwaado wa v", "user NAME pass v", "the
// password, new one is v", a value on the line after its label
// ("Password:\nv") and after a copula's qualifier ("the password is all
// lowercase: v").
func seventhMechanismCases(g pasteGen) []pasteCase {
	pw := g.password
	return []pasteCase{
		neg("seventh-mechanism-near", "kwarg-environ-get", "conn = psycopg2.connect(dbname=\"dw\", password=os.environ.get(\"PGPASSWORD\"))", ""),
		neg("seventh-mechanism-near", "kwarg-getpass", "engine = connect(user=\"etl\", password=getpass.getpass())", ""),
		neg("seventh-mechanism-near", "kwarg-subscript", "snowflake.connector.connect(user=u, password=cfg[\"snowflake\"][\"password\"])", ""),
		neg("seventh-mechanism-near", "kwarg-secrets-index", "pymysql.connect(host=h, password=secrets['mysql'])", ""),
		pos("seventh-mechanism", "libpq-password-last", "psql \"host=db user=app password={S}\"", pw()),
		pos("seventh-mechanism", "ado-password-paren", "Server=db;User Id=app;Password={S});", pw()),
		neg("seventh-mechanism-near", "openssl-passin-env", "openssl rsa -in key.pem -passin env:KEY_PASS -out plain.pem", ""),
		neg("seventh-mechanism-near", "openssl-pass-file", "openssl enc -d -aes-256-cbc -in b.enc -out b.tar -pass file:/root/.backup_pass", ""),
		neg("seventh-mechanism-near", "openssl-pass-fd", "openssl enc -aes-256-cbc -in a -out b -pass fd:3", ""),
		pos("seventh-mechanism", "openssl-pass-literal", "openssl enc -aes-256-cbc -in a -out b -pass pass:{S}", pw()),
		pos("seventh-mechanism", "mcrcon-long-command", "mcrcon -H mc.example.com -P 25575 -p '{S}' -t", pw()),
		pos("seventh-mechanism", "steamcmd-login-guard", "./steamcmd.sh +force_install_dir /srv/cs2 +login builder {S} +app_update 730 +quit", pw()),
		neg("seventh-mechanism-near", "steamcmd-anonymous-only", "steamcmd +login anonymous +quit", ""),
		pos("seventh-mechanism", "mosquitto-passwd-create", "sudo mosquitto_passwd -c -b /etc/mosquitto/passwd z2m {S}", pw()),
		neg("seventh-mechanism-near", "mosquitto-passwd-prompt", "sudo mosquitto_passwd -c /etc/mosquitto/passwd z2m", ""),
		pos("seventh-mechanism", "smbpasswd-group-quoted", "(echo '{S}'; echo '{S}') | sudo smbpasswd -a -s backup", pw()),
		neg("seventh-mechanism-near", "group-echo-to-cat", "(echo header; echo row1) | cat > out.csv", ""),
		pos("seventh-mechanism", "wifi-qr-sae", "qrencode -t ansiutf8 'WIFI:T:SAE;S:Attic;P:{S};H:true;;'", pw()),
		pos("seventh-mechanism", "wifi-qr-words", "WIFI:T:WPA;P:{S};S:Guest Wing;;", "maple harbor 1987"),
		neg("seventh-mechanism-near", "wifi-qr-env", "WIFI:T:WPA;S:HomeNet;P:${WIFI_PSK};;", ""),
		neg("seventh-mechanism-near", "wifi-qr-placeholder", "the text is WIFI:T:WPA;S:<your ssid>;P:<your password>;; as the spec says", ""),
		pos("seventh-mechanism", "zigbee-key-hex", "  network_key: [0x3a, 0x91, 0x0e, 0xc7, 0x5d, 0x22, 0xf4, 0x68, 0x1b, 0xa9, 0x70, 0x36, 0xde, 0x05, 0x8c, 0x4f]", "0x3a, 0x91, 0x0e, 0xc7, 0x5d, 0x22, 0xf4, 0x68, 0x1b, 0xa9, 0x70, 0x36, 0xde, 0x05, 0x8c, 0x4f"),
		neg("seventh-mechanism-near", "zigbee-key-default", "network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]", ""),
		neg("seventh-mechanism-near", "zigbee-key-generate", "advanced:\n  network_key: GENERATE\n  pan_id: GENERATE", ""),
		pos("seventh-mechanism", "tasmota-mqtt-password", "Backlog MqttHost broker.example.com; MqttUser plug2; MqttPassword {S}; Restart 1", pw()),
		pos("seventh-mechanism", "tasmota-console-web", "00:01:12.405 CMD: WebPassword {S}", pw()),
		neg("seventh-mechanism-near", "tasmota-struct-field", "type Settings struct {\n\tMqttPassword string\n}", ""),
		neg("seventh-mechanism-near", "tasmota-default", "Backlog SSID1 HomeNet; Password1 1; Restart 1", ""),
		pos("seventh-mechanism", "romaji-pasuwaado-ha", "sumimasen, pasuwaado ha {S} desu", pw()),
		pos("seventh-mechanism", "romaji-pasuwado-colon", "wifi no pasuwado: {S}", pw()),
		neg("seventh-mechanism-near", "romaji-prose", "pasuwaado wa mada kimete imasen", ""),
		pos("seventh-mechanism", "user-name-pass", "nas login: user backup pass {S} (ssh only)", pw()),
		neg("seventh-mechanism-near", "user-pass-verb", "the user must pass the captcha first", ""),
		pos("seventh-mechanism", "new-one-is", "the old token leaked so I rotated the token, the new one is {S}", g.alnum(32)),
		neg("seventh-mechanism-near", "new-one-prose", "the password, new one is required every 90 days", ""),
		pos("seventh-mechanism", "form-copy-lines", "Site: router\nUsername:\nadmin\nPassword:\n{S}\nNotes: lab", pw()),
		neg("seventh-mechanism-near", "form-next-word", "Password:\nrequired", ""),
		neg("seventh-mechanism-near", "form-prompt-output", "Enter password:\nconnected to db01", ""),
		neg("seventh-mechanism-near", "yaml-null-then-key", "auth:\npassword:\nuser: admin", ""),
		pos("seventh-mechanism", "copula-qualifier", "the new password is as follows: {S}", pw()),
		neg("seventh-mechanism-near", "copula-qualifier-prose", "the password is too short: use 12 characters or more", ""),
	}
}
