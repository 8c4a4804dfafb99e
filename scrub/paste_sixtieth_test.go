package scrub

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
)

// sixtiethFloor is just under what the rules reach on the sixtieth suite
// as first written, before any fix for it: recall 0.858, partial 0.015,
// negatives intact 0.933 (179 cases, 134 positives); with its label slips
// fixed (a UK postcode written in lower case; a German mobile number drawn
// with the unassigned prefix 0150 and, after that, a subscriber number a
// digit short for its prefix) recall 0.866, partial 0.007, negatives
// intact 0.933.
//
// After the fixes: recall 0.948, partial 0.000, negatives intact 0.978.
// Raised at stop 33, after mcrcon's MCRcon(host, v) read by position
// (passwordArgs): recall 0.955, partial 0.000, negatives intact 0.978.
// Left: a txAdmin registration PIN of four digits, which no rule tells
// from any number; passwords given by position alone (ampinstmgr's last
// argument, a Rust WebRCON URL's path), a Velocity
// forwarding.secret printed bare, a Steam Web API key passed to a
// constructor, and an AMP login in prose ("admin and v"), each of which
// would need a grammar of one tool; and a Discord application id, which
// oauth-client-id removes as it removes every application id (an
// identity by the project's design, where this suite's policy would keep
// it).
var sixtiethFloor = recallFloor{recall: 0.954, intact: 0.977, maxPartial: 0}

// TestPasteSixtiethRecall measures the sixtieth suite, game servers, mods
// and live streams, kept apart as its author wrote it (misses included).
func TestPasteSixtiethRecall(t *testing.T) {
	measureHeldOut(t, "sixtieth suite", sixtiethCases(pasteGen{newFakes(3600)}), sixtiethFloor)
}

// sixtiethCases are the sixtieth suite. Its ground is what people paste
// while running game servers, mods and live streams: Minecraft's
// server.properties and Paper, Bukkit and Velocity plugin configs,
// Pterodactyl and AMP panels and their API keys, SteamCMD logins and Steam
// Web API keys, RCON passwords on command lines (mcrcon, rcon-cli, Source
// engine's +rcon_password), FiveM and RedM's server.cfg, the start scripts
// of Valheim, ARK, Rust and Palworld servers, TeamSpeak and Mumble logins
// and privilege keys, Discord bot tokens and webhooks in bot code, Twitch,
// YouTube and Kick stream keys in OBS configs and chat, Streamlabs and
// StreamElements tokens, mod-site API keys (CurseForge, Modrinth, Tebex),
// and the players' personal data (e-mail addresses, phone numbers, names,
// public IP addresses) in logs, ban lists and support tickets.
//
// The negatives are look-alikes from the same ground, which must survive
// whole: world seeds, mod ids and version strings, hashes of public mod
// files, colour codes, coordinates, join codes and invites meant to be
// shared, public keys and ids of Discord applications, empty or
// placeholder passwords and references to secrets kept elsewhere. The
// policy on players' ids: a Minecraft UUID, a SteamID64 and a player's
// in-game name are public handles (anyone can look them up from the game's
// own API), so whitelists, ops lists and ban lists keep them; the IP
// address, e-mail address or phone number beside them is personal data and
// goes.
func sixtiethCases(g pasteGen) []pasteCase {
	pw := g.password
	lower := func(n int) string { return g.pick(lowerSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	upperHex := func(n int) string { return g.pick("0123456789ABCDEF", n) }
	url := func(n int) string { return g.pick(urlSet, n) }
	digits := func(n int) string { return g.pick(digitSet, n) }
	word := func() string {
		words := []string{"creeper", "dragon", "pickaxe", "lantern", "nether", "obsidian", "redstone", "emerald"}
		return words[g.r.IntN(len(words))]
	}
	// A password an admin sets for a game server: often a plain word and
	// digits, sometimes a written one.
	gamePW := func() string { return word() + digits(3+g.r.IntN(3)) }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	discordBot := func() string {
		return base64.RawURLEncoding.EncodeToString([]byte("1"+digits(18))) + "." + url(6) + "." + url(38)
	}
	discordHook := func() string {
		return "https://discord.com/api/web" + "hooks/" + "1" + digits(18) + "/" + url(68)
	}
	twitchKey := func() string { return "li" + "ve_" + digits(9) + "_" + g.alnum(30) }
	twitchOAuth := func() string { return lowerAlnum(30) }
	youtubeKey := func() string {
		return lowerAlnum(4) + "-" + lowerAlnum(4) + "-" + lowerAlnum(4) + "-" + lowerAlnum(4) + "-" + lowerAlnum(4)
	}
	kickKey := func() string { return "s" + "k_us-west-2_" + g.alnum(12) }
	ptlc := func() string { return "pt" + "lc_" + g.alnum(43) }
	ptla := func() string { return "pt" + "la_" + g.alnum(43) }
	steamKey := func() string { return upperHex(32) }
	cfxKey := func() string { return "cf" + "xk_" + g.alnum(20) + "_" + g.alnum(6) }
	tsPrivilege := func() string { return g.pick(base64Chars, 40) }
	curseforge := func() string { return "$2a" + "$10$" + g.pick(base62+"./", 53) }
	modrinth := func() string { return "mr" + "p_" + g.alnum(60) }
	// Players' personal data.
	firstNames := []string{"Jonas", "Emilia", "Mateo", "Freya", "Lukas", "Sofia", "Oskar", "Maja"}
	lastNames := []string{"Lindqvist", "Moreau", "Kowalski", "Brennan", "Haugland", "Castellano", "Novak", "Fairbanks"}
	fullName := func() string {
		return firstNames[g.r.IntN(len(firstNames))] + " " + lastNames[g.r.IntN(len(lastNames))]
	}
	email := func(domain string) string {
		return strings.ToLower(firstNames[g.r.IntN(len(firstNames))]) + "." + lower(5) + digits(2) + "@" + domain
	}
	octet := func() string { return strconv.Itoa(1 + g.r.IntN(254)) }
	publicIP := func() string {
		firsts := []string{"81", "86", "91", "94", "109", "151", "176", "185", "188", "212", "78", "95"}
		return firsts[g.r.IntN(len(firsts))] + "." + octet() + "." + octet() + "." + octet()
	}
	ukMobile := func() string { return "07" + g.pick("45789", 1) + digits(2) + " " + digits(6) }
	intlMobile := func() string { return "+49 15" + g.pick("1257", 1) + " " + digits(8) }
	usPhone := func() string {
		return "(" + g.pick("2345678", 1) + digits(2) + ") " + g.pick("2345678", 1) + digits(2) + "-" + digits(4)
	}
	steamID := func() string { return "7656119" + digits(10) }
	playerName := func() string {
		names := []string{"xXCreeperSlayerXx", "BlockyMcBlockface", "Notch_Fan_2011", "diamondgirl", "TheRealSteve", "lagmaster3000"}
		return names[g.r.IntN(len(names))]
	}

	serverProps := func(rcon string) string {
		return "#Minecraft server properties\n#Sat Mar 02 18:41:07 CET 2024\nenable-jmx-monitoring=false\nrcon.port=25575\nlevel-seed=" +
			"-" + digits(18) + "\ngamemode=survival\nenable-command-block=false\nenable-query=false\nlevel-name=world\nmotd=\\u00A7aSurvival \\u00A77| \\u00A7e1.20.4\n" +
			"pvp=true\ndifficulty=normal\nnetwork-compression-threshold=256\nmax-players=20\nonline-mode=true\nenable-rcon=true\nrcon.password=" + rcon +
			"\nserver-port=25565\nview-distance=10\nwhite-list=true\n"
	}

	cases := []pasteCase{
		// Minecraft's server.properties and RCON.
		pos("minecraft", "server-properties", serverProps("{S}"), gamePW()),
		pos("minecraft", "server-properties-written", "rcon.port=25575\nrcon.password={S}\nenable-rcon=true", pw()),
		pos("minecraft", "docker-itzg-env", "docker run -d -p 25565:25565 -e EULA=TRUE -e TYPE=PAPER -e RCON_PASSWORD={S} -v ./data:/data itzg/minecraft-server", gamePW()),
		pos("minecraft", "compose-itzg", "services:\n  mc:\n    image: itzg/minecraft-server\n    environment:\n      EULA: \"TRUE\"\n      TYPE: FABRIC\n      MEMORY: 6G\n      RCON_PASSWORD: \"{S}\"\n    ports:\n      - \"25565:25565\"", pw()),
		pos("minecraft", "mcrcon-p", "mcrcon -H 127.0.0.1 -P 25575 -p {S} \"say restarting in 5 min\" save-all stop", gamePW()),
		pos("minecraft", "mcrcon-p-quoted", "mcrcon -H mc.myserver.net -p '{S}' -t", pw()),
		pos("minecraft", "rcon-cli", "rcon-cli --host localhost --port 25575 --password {S} list", gamePW()),
		pos("minecraft", "rcon-cli-docker", "docker exec -i mc rcon-cli --password {S} \"whitelist add "+playerName()+"\"", g.alnum(20)),
		pos("minecraft", "prose-rcon", "rcon keeps saying auth failed, the pw in server.properties is {S} and i'm using the same in mcrcon??", gamePW()),
		pos("minecraft", "python-mcrcon", "from mcrcon import MCRcon\nwith MCRcon(\"127.0.0.1\", \"{S}\", port=25575) as mcr:\n    print(mcr.command(\"list\"))", pw()),
		pos("minecraft", "velocity-secret", "# forwarding.secret\n{S}", g.alnum(12)),
		pos("minecraft", "paper-global-velocity", "proxies:\n  velocity:\n    enabled: true\n    online-mode: true\n    secret: '{S}'", g.alnum(12)),
		pos("minecraft", "crafty-login", "Crafty Controller is running at https://localhost:8443\nusername: admin\npassword: {S}", g.alnum(16)),

		// Paper and Bukkit plugin configs.
		pos("plugin", "luckperms-mysql", "storage-method: mysql\ndata:\n  address: 127.0.0.1:3306\n  database: minecraft\n  username: luckperms\n  password: '{S}'\n  pool-settings:\n    maximum-pool-size: 10", pw()),
		pos("plugin", "coreprotect", "use-mysql: true\ntable-prefix: co_\nmysql-host: 127.0.0.1\nmysql-port: 3306\nmysql-database: database\nmysql-username: root\nmysql-password: {S}", gamePW()),
		pos("plugin", "litebans", "sql:\n  driver: MySQL\n  address: localhost:3306\n  database: 'litebans'\n  username: 'litebans'\n  password: '{S}'", pw()),
		pos("plugin", "essentials-discord", "# EssentialsX Discord config.yml\ntoken: \"{S}\"\nguild: 000000000000000000\nchannels:\n  primary: 000000000000000000", discordBot()),
		pos("plugin", "discordsrv", "BotToken: \"{S}\"\nChannels: {\"global\": \"1098765432101234567\"}\nDiscordConsoleChannelId: \"1098765432109876543\"", discordBot()),
		pos("plugin", "authme", "DataSource:\n    backend: MYSQL\n    mySQLHost: 'db.internal'\n    mySQLUsername: 'authme'\n    mySQLPassword: '{S}'", pw()),
		pos("plugin", "jdbc-url", "url: jdbc:mysql://localhost:3306/economy?user=eco&password={S}&useSSL=false", g.urlPassword()),
		pos("plugin", "tebex-secret", "# Tebex config.yml\nsecret: {S}\nbuycommand: buy\ncheck-for-updates: true", g.hex(40)),
		pos("plugin", "tebex-command", "/tebex secret {S}", g.hex(40)),
		pos("plugin", "votifier-token", "tokens:\n  default: {S}\nport: 8192", lowerAlnum(26)),
		pos("plugin", "bluemap-sql", "storage-type: sql\nconnection-url: \"jdbc:mysql://bluemap:{S}@localhost:3306/bluemap\"", g.urlPassword()),

		// Pterodactyl, AMP and other panels.
		pos("panel", "ptero-client-key", "curl \"https://panel.myhost.gg/api/client\" -H \"Authorization: Bearer {S}\" -H \"Accept: application/json\"", ptlc()),
		pos("panel", "ptero-app-key", "PTERODACTYL_API_KEY={S}\nPTERODACTYL_URL=https://panel.myhost.gg", ptla()),
		pos("panel", "ptero-python", "api = PterodactylClient('https://panel.myhost.gg', '{S}')\nprint(api.client.servers.list_servers())", ptlc()),
		pos("panel", "ptero-env-db", "APP_ENV=production\nAPP_URL=https://panel.myhost.gg\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE=panel\nDB_USERNAME=pterodactyl\nDB_PASSWORD={S}", pw()),
		pos("panel", "wings-config", "debug: false\nuuid: "+uuid()+"\ntoken_id: "+g.alnum(16)+"\ntoken: {S}\napi:\n  host: 0.0.0.0\n  port: 8080", g.alnum(64)),
		pos("panel", "wings-configure", "cd /etc/pterodactyl && sudo wings configure --panel-url https://panel.myhost.gg --token {S} --node 3", ptla()),
		pos("panel", "ptero-sql", "mysql -u root -p\nCREATE USER 'pterodactyl'@'127.0.0.1' IDENTIFIED BY '{S}';\nGRANT ALL PRIVILEGES ON panel.* TO 'pterodactyl'@'127.0.0.1' WITH GRANT OPTION;", pw()),
		pos("panel", "ptero-user-make", "php artisan p:user:make --email=admin@myhost.gg --username=admin --name-first=Admin --name-last=User --password={S} --admin=1", pw()),
		pos("panel", "amp-instance", "ampinstmgr CreateInstance Minecraft MC01 0.0.0.0 8081 \"\" admin {S}", gamePW()),
		pos("panel", "amp-prose", "AMP web login is admin and {S}, can someone check why the instance won't start", pw()),
		pos("panel", "lgsm-config", "# lgsm/config-lgsm/rustserver/rustserver.cfg\nservername=\"My Rust Server\"\nrconpassword=\"{S}\"\nrconport=\"28016\"\nmaxplayers=\"100\"", gamePW()),
		pos("panel", "lgsm-steam", "## SteamCMD Login\nsteamuser=\"gsm_hoster\"\nsteampass='{S}'", pw()),

		// SteamCMD and the Steam Web API.
		pos("steam", "steamcmd-login", "./steamcmd.sh +force_install_dir /home/steam/arma3 +login gsm_hoster {S} +app_update 233780 validate +quit", pw()),
		pos("steam", "steamcmd-script", "@ShutdownOnFailedCommand 1\n@NoPromptForPassword 1\nforce_install_dir C:\\servers\\dayz\nlogin dayz_srv {S}\napp_update 223350 validate\nquit", pw()),
		pos("steam", "steam-api-key-url", "GET https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={S}&steamids="+steamID(), steamKey()),
		pos("steam", "steam-api-key-env", "STEAM_API_KEY={S}", steamKey()),
		pos("steam", "steam-api-key-js", "const steam = new SteamAPI('{S}');\nsteam.getUserSummary('"+steamID()+"').then(console.log);", steamKey()),
		pos("steam", "steam-api-key-prose", "here's my steam web api key {S} for the sourcebans integration, does it need to be domain locked?", steamKey()),
		pos("steam", "gslt-token", "+sv_setsteamaccount {S} +map de_dust2", upperHex(32)),
		pos("steam", "dayz-steam-login", "steamcmd +login mydayzaccount '{S}' +app_update 1042420 +quit", pw()),

		// Source engine and other RCON.
		pos("rcon", "srcds-cmdline", "./srcds_run -game csgo -console -usercon +game_type 0 +game_mode 1 +map de_inferno +rcon_password \"{S}\" +sv_password \"\"", gamePW()),
		pos("rcon", "server-cfg", "hostname \"[EU] Casual 24/7 Dust2\"\nrcon_password \"{S}\"\nsv_password \"\"\nsv_cheats 0\nsv_lan 0", gamePW()),
		pos("rcon", "rust-rcon", "./RustDedicated -batchmode +server.port 28015 +server.level \"Procedural Map\" +server.seed 1234 +server.worldsize 4000 +rcon.port 28016 +rcon.password \"{S}\" +rcon.web 1", gamePW()),
		pos("rcon", "webrcon-url", "ws://203.0.113.50:28016/{S}", pw()),
		pos("rcon", "rcon-tool", "rcon -H 127.0.0.1 -p 27015 -P {S} status", gamePW()),
		pos("rcon", "gorcon-yaml", "default:\n  address: \"127.0.0.1:16260\"\n  password: \"{S}\"\n  log: \"rcon-default.log\"\n  type: \"\"", pw()),
		pos("rcon", "battleye", "// BEServer_x64.cfg\nRConPassword {S}\nRConPort 2306\nRestrictRCon 0", gamePW()),
		pos("rcon", "arma-server-cfg", "passwordAdmin = \"{S}\";\npassword = \"\";\nhostname = \"Arma 3 Altis Life\";", pw()),
		pos("rcon", "rcon-prose", "the rcon pass is {S} if anyone needs to kick him", gamePW()),
		pos("rcon", "factorio", "./bin/x64/factorio --start-server saves/my.zip --rcon-port 27015 --rcon-password {S}", gamePW()),

		// FiveM and RedM.
		pos("fivem", "license-key", "sv_hostname \"^2My RP Server ^7| Whitelisted\"\nsv_licenseKey \"{S}\"\nsv_maxclients 48", cfxKey()),
		pos("fivem", "license-key-bare", "sv_licenseKey {S}", cfxKey()),
		pos("fivem", "license-key-old", "sv_licenseKey {S}\nset steam_webApiKey \"none\"", lowerAlnum(32)),
		pos("fivem", "rcon", "rcon_password \"{S}\"\nsv_endpointprivacy true", gamePW()),
		pos("fivem", "mysql-url", "set mysql_connection_string \"mysql://root:{S}@localhost/es_extended?charset=utf8mb4\"", g.urlPassword()),
		pos("fivem", "mysql-kv", "set mysql_connection_string \"server=127.0.0.1;uid=fivem;password={S};database=qbcore\"", pw()),
		pos("fivem", "steam-key", "set steam_webApiKey \"{S}\"", steamKey()),
		pos("fivem", "txadmin-pin", "[txAdmin] Use the PIN below to register: {S}", digits(4)),
		pos("fivem", "redm-discord", "set discord_bot_token \"{S}\"\nset discord_guild_id \"1023456789012345678\"", discordBot()),
		pos("fivem", "prose-key", "my server keeps saying invalid license key, im using {S} from keymaster", cfxKey()),

		// Survival games' start scripts.
		pos("survival", "valheim-bat", "@echo off\nset SteamAppId=892970\necho \"Starting server PRESS CTRL-C to exit\"\nvalheim_server -nographics -batchmode -name \"Vikings Only\" -port 2456 -world \"Dedicated\" -password \"{S}\" -crossplay\nset SteamAppId=", gamePW()),
		pos("survival", "valheim-sh", "./valheim_server.x86_64 -name \"Nordheim\" -port 2456 -world \"Midgard\" -password {S} -public 1", gamePW()),
		pos("survival", "valheim-docker", "docker run -d --name valheim -e SERVER_NAME=\"Nordheim\" -e WORLD_NAME=Midgard -e SERVER_PASS={S} lloesche/valheim-server", gamePW()),
		pos("survival", "ark-cmdline", "ShooterGameServer.exe TheIsland?listen?SessionName=ARKBros?ServerPassword={S}?ServerAdminPassword=adm"+digits(4)+"?Port=7777?QueryPort=27015 -server -log", gamePW()),
		pos("survival", "ark-gameusersettings", "[ServerSettings]\nServerAdminPassword={S}\nServerPassword=\nDifficultyOffset=1.0\nRCONEnabled=True\nRCONPort=27020", gamePW()),
		pos("survival", "palworld-ini", "[/Script/Pal.PalGameWorldSettings]\nOptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,ExpRate=1.500000,ServerPlayerMaxNum=32,ServerName=\"Pals Only\",ServerDescription=\"\",AdminPassword=\"{S}\",ServerPassword=\"\",PublicPort=8211,RCONEnabled=True,RCONPort=25575)", gamePW()),
		pos("survival", "palworld-server-pw", "OptionSettings=(ServerName=\"friends\",AdminPassword=\"\",ServerPassword=\"{S}\",PublicPort=8211)", gamePW()),
		pos("survival", "palworld-docker", "environment:\n  - PLAYERS=16\n  - PORT=8211\n  - SERVER_PASSWORD=\"{S}\"\n  - ADMIN_PASSWORD=\"adm"+digits(4)+"\"\n  - COMMUNITY=false", gamePW()),
		pos("survival", "rust-oxide-config", "{\n  \"Discord Bot Token\": \"{S}\",\n  \"Command Prefix\": \"!\"\n}", discordBot()),
		pos("survival", "7dtd-serverconfig", "<property name=\"ServerPassword\" value=\"{S}\"/>\n<property name=\"ServerMaxPlayerCount\" value=\"8\"/>", gamePW()),
		pos("survival", "enshrouded-json", "{\n  \"name\": \"Embervale\",\n  \"password\": \"{S}\",\n  \"saveDirectory\": \"./savegame\",\n  \"gamePort\": 15636,\n  \"slotCount\": 16\n}", gamePW()),
		pos("survival", "terraria-config", "world=/root/.local/share/Terraria/Worlds/MyWorld.wld\nmaxplayers=8\nport=7777\npassword={S}\nmotd=Welcome!", gamePW()),

		// TeamSpeak and Mumble.
		pos("voice", "ts3-first-start", "------------------------------------------------------------------\n                      I M P O R T A N T\n------------------------------------------------------------------\n               Server Query Admin Account created\n         loginname= \"serveradmin\", password= \"{S}\"\n------------------------------------------------------------------", g.alnum(8)),
		pos("voice", "ts3-privilege-key", "------------------------------------------------------------------\n      ServerAdmin privilege key created, please use it to gain\n      serveradmin rights for your virtualserver. please\n      also check the doc/privilegekey_guide.txt for details.\n\n       token={S}\n------------------------------------------------------------------", tsPrivilege()),
		pos("voice", "ts3-query-login", "telnet 127.0.0.1 10011\nlogin serveradmin {S}\nuse 1", g.alnum(8)),
		pos("voice", "ts3-docker", "docker run -d -p 9987:9987/udp -p 10011:10011 -e TS3SERVER_LICENSE=accept -e TS3SERVER_SERVERADMIN_PASSWORD={S} teamspeak", pw()),
		pos("voice", "ts3-prose-key", "use this privilege key to get admin on the ts: {S}", tsPrivilege()),
		pos("voice", "ts3-bot", "ts3 = TS3Query(host='voice.myclan.eu', port=10011)\nts3.login('serveradmin', '{S}')", g.alnum(8)),
		pos("voice", "ts6-api-key", "curl -H \"x-api-key: {S}\" http://127.0.0.1:10080/serverlist", g.pick(base64Chars, 40)),
		pos("voice", "mumble-ini", "; murmur.ini\ndatabase=/var/lib/mumble-server/mumble-server.sqlite\nwelcometext=\"Welcome to the clan server\"\nport=64738\nserverpassword={S}\nbandwidth=72000", gamePW()),
		pos("voice", "mumble-supw", "sudo murmurd -ini /etc/mumble-server.ini -supw {S}", pw()),
		pos("voice", "mumble-url", "join us: mumble://guest:{S}@voice.myclan.eu:64738/?version=1.2.0", g.urlPassword()),

		// Discord bots and webhooks.
		pos("discord", "py-client-run", "client = discord.Client(intents=intents)\n\n@client.event\nasync def on_ready():\n    print(f'logged in as {client.user}')\n\nclient.run('{S}')", discordBot()),
		pos("discord", "js-login", "client.login('{S}');", discordBot()),
		pos("discord", "config-json", "{\n  \"token\": \"{S}\",\n  \"clientId\": \"1123456789012345678\",\n  \"guildId\": \"1023456789012345678\"\n}", discordBot()),
		pos("discord", "env-token", "DISCORD_TOKEN={S}\nPREFIX=!", discordBot()),
		pos("discord", "bot-token-prose", "bot won't come online, token is {S} and i enabled message content intent", discordBot()),
		pos("discord", "auth-header", "curl -H \"Authorization: Bot {S}\" https://discord.com/api/v10/users/@me", discordBot()),
		pos("discord", "webhook-py", "webhook = DiscordWebhook(url=\"{S}\", content=\"Server is back up!\")", discordHook()),
		pos("discord", "webhook-curl", "curl -H \"Content-Type: application/json\" -d '{\"content\":\"backup done\"}' {S}", discordHook()),
		pos("discord", "webhook-ptb", "WEBHOOK_URL={S}", strings.Replace(discordHook(), "discord.com", "ptb.discord.com", 1)),
		pos("discord", "client-secret", "DISCORD_CLIENT_ID=1123456789012345678\nDISCORD_CLIENT_SECRET={S}", url(32)),

		// Stream keys and streaming tokens.
		pos("stream", "obs-service-json", "{\n    \"settings\": {\n        \"bwtest\": false,\n        \"key\": \"{S}\",\n        \"server\": \"auto\",\n        \"service\": \"Twitch\"\n    },\n    \"type\": \"rtmp_common\"\n}", twitchKey()),
		pos("stream", "twitch-rtmp-url", "ffmpeg -re -i out.mp4 -c copy -f flv rtmp://live.twitch.tv/app/{S}", twitchKey()),
		pos("stream", "twitch-key-chat", "wait is this my stream key {S} or is that the other thing lol", twitchKey()),
		pos("stream", "youtube-obs", "{\"settings\":{\"key\":\"{S}\",\"server\":\"rtmp://a.rtmp.youtube.com/live2\",\"service\":\"YouTube - RTMPS\"},\"type\":\"rtmp_common\"}", youtubeKey()),
		pos("stream", "youtube-ffmpeg", "ffmpeg -f x11grab -i :0.0 -f flv \"rtmp://a.rtmp.youtube.com/live2/{S}\"", youtubeKey()),
		pos("stream", "kick-key", "Kick stream URL: rtmps://fa723fc1b171.global-contribute.live-video.net:443/app/\nStream key: {S}", kickKey()),
		pos("stream", "nginx-rtmp-push", "application live {\n    live on;\n    record off;\n    push rtmp://live.twitch.tv/app/{S};\n}", twitchKey()),
		pos("stream", "twitch-irc-pass", "PASS oauth:{S}\nNICK mystreambot\nJOIN #mychannel", twitchOAuth()),
		pos("stream", "twitch-tmi", "const client = new tmi.Client({\n  identity: { username: 'mystreambot', password: 'oauth:{S}' },\n  channels: [ 'mychannel' ]\n});", twitchOAuth()),
		pos("stream", "twitch-helix", "curl -H 'Authorization: Bearer {S}' -H 'Client-Id: "+lowerAlnum(30)+"' https://api.twitch.tv/helix/streams?user_login=mychannel", twitchOAuth()),
		pos("stream", "streamlabs-socket", "const socket = io(`https://sockets.streamlabs.com?token={S}`, {transports: ['websocket']});", g.jwt()),
		pos("stream", "streamelements-jwt", "SE_JWT_TOKEN={S}", g.jwt()),
		pos("stream", "streamelements-header", "curl https://api.streamelements.com/kappa/v2/channels/me -H \"Authorization: Bearer {S}\"", g.jwt()),
		pos("stream", "obs-websocket", "obs-cli --host localhost --port 4455 --password {S} scene switch \"BRB\"", g.alnum(16)),
		pos("stream", "restream-key", "Restream key: {S}", "re_"+digits(7)+"_"+g.hex(20)),

		// Mod sites and hosting APIs.
		pos("mods", "curseforge-key", "CF_API_KEY={S}\nTYPE=AUTO_CURSEFORGE\nCF_SLUG=all-the-mods-9", curseforge()),
		pos("mods", "curseforge-header", "curl -H 'x-api-key: {S}' 'https://api.curseforge.com/v1/mods/search?gameId=432&searchFilter=jei'", curseforge()),
		pos("mods", "modrinth-token", "MODRINTH_TOKEN={S}\n./gradlew modrinth", modrinth()),
		pos("mods", "modrinth-gradle", "modrinth {\n    token = \"{S}\"\n    projectId = \"my-mod\"\n    versionNumber = \"1.4.2\"\n}", modrinth()),
		pos("mods", "nitrado-token", "curl -H \"Authorization: Bearer {S}\" https://api.nitrado.net/services", g.alnum(64)),

		// Players' personal data in logs, ban lists and tickets.
		pos("pii", "mc-login-ip", "[18:22:41] [User Authenticator #3/INFO]: UUID of player "+playerName()+" is "+uuid()+"\n[18:22:41] [Server thread/INFO]: "+playerName()+"[/{S}:51834] logged in with entity id 412 at ([world]-212.5, 71.0, 340.2)", publicIP()),
		pos("pii", "banned-ips-json", "[\n  {\n    \"ip\": \"{S}\",\n    \"created\": \"2024-03-01 21:14:07 +0100\",\n    \"source\": \"Server\",\n    \"expires\": \"forever\",\n    \"reason\": \"x-ray\"\n  }\n]", publicIP()),
		pos("pii", "ban-ip-command", "/ban-ip {S} alt accounts", publicIP()),
		pos("pii", "fivem-connect", "[ citizen-server-impl] Connecting: "+playerName()+" (license:"+g.hex(40)+", ip:{S})", publicIP()),
		pos("pii", "rust-connect", "{S}:50762/"+steamID()+"/"+playerName()+" joined [windows/"+steamID()+"]", publicIP()),
		pos("pii", "ts3-client-ip", "2024-03-02 19:44:12.871234|INFO    |VirtualServerBase|1  |client connected '"+playerName()+"'(id:42) from {S}:51123", publicIP()),
		pos("pii", "support-email", "hey i bought VIP on the store but didnt get the rank, my paypal email is {S} and ign "+playerName(), email("gmail.com")),
		pos("pii", "appeal-form", "Ban Appeal\nIGN: "+playerName()+"\nDiscord: "+playerName()+"#"+digits(4)+"\nEmail: {S}\nWhy should you be unbanned: i was not using x-ray", email("outlook.com")),
		pos("pii", "appeal-name", "Ban Appeal\nIGN: "+playerName()+"\nReal name: {S}\nAge: 15\nReason: wasnt me, my brother played on my account", fullName()),
		pos("pii", "tebex-payment", "Payment received: VIP Rank (£4.99) from {S} ("+playerName()+")", email("hotmail.co.uk")),
		pos("pii", "phone-uk", "if the server goes down again text me on {S} - Dan", ukMobile()),
		pos("pii", "phone-de", "Owner contact for emergencies: Lukas, WhatsApp {S}", intlMobile()),
		pos("pii", "phone-us", "call me at {S} when the tournament bracket is ready", usPhone()),
		pos("pii", "ip-prose", "that griefer keeps coming back on new alts, they're all from {S}", publicIP()),
		pos("pii", "coreprotect-lookup", "/co lookup u:"+playerName()+" t:3d\n----- CoreProtect Lookup Results -----\n0.02/h ago - "+playerName()+" placed tnt.\nIP on record: {S}", publicIP()),
		pos("pii", "paypal-ticket", "Name on the PayPal: {S}\nTransaction: 4X"+digits(6)+"KL"+digits(6), fullName()),
		pos("pii", "essentials-userdata", "timestamps:\n  login: 1709402512845\n  logout: 1709409771210\nip-address: {S}\nlast-account-name: "+playerName(), publicIP()),
		pos("pii", "stream-address", "PO box for fan mail is changing, new address is {S}", "27 Linden Road, Leeds LS6 "+digits(1)+g.pick(upperSet, 2)),
	}

	negatives := []pasteCase{
		// Seeds, versions and mod ids.
		neg("seed", "level-seed", "level-seed=-4172144997902289642\nlevel-type=minecraft\\:normal\ngenerate-structures=true", ""),
		neg("seed", "seed-prose", "seed 8091867987493326313 has a village right at spawn and an ancient city at -1200 -51 640", ""),
		neg("seed", "rust-seed", "+server.seed 1337420 +server.worldsize 3500", ""),
		neg("version", "paper-build", "This server is running Paper version git-Paper-463 (MC: 1.20.4) (Implementing API version 1.20.4-R0.1-SNAPSHOT) (Git: a7e3fb9)", ""),
		neg("version", "mods-list", "mods/\n  jei-1.20.1-forge-15.3.0.4.jar\n  create-1.20.1-0.5.1.f.jar\n  sodium-fabric-0.5.8+mc1.20.4.jar\n  appleskin-forge-mc1.20.1-2.5.1.jar", ""),
		neg("version", "mods-toml", "[[dependencies.examplemod]]\n    modId=\"forge\"\n    mandatory=true\n    versionRange=\"[47,)\"\n    ordering=\"NONE\"\n    side=\"BOTH\"", ""),
		neg("version", "fabric-mod-json", "{\n  \"schemaVersion\": 1,\n  \"id\": \"tinyhoppers\",\n  \"version\": \"2.1.0+1.20.4\",\n  \"depends\": {\"fabricloader\": \">=0.15.7\", \"fabric-api\": \"*\"}\n}", ""),
		neg("version", "curseforge-ids", "CF_PROJECT_ID=238222\nCF_FILE_ID=5101366", ""),
		neg("version", "workshop-ids", "WORKSHOP_MODS=\"1559212036;1828439124;2116157322\"", ""),
		neg("version", "fivem-artifact", "FXServer-master SERVER v1.0.0.7290 win32\nResources: 84 resources loaded", ""),
		// Hashes of public files.
		neg("hash", "modrinth-index", "{\"path\":\"mods/lithium-fabric-mc1.20.4-0.12.1.jar\",\"hashes\":{\"sha1\":\"2b7e151628aed2a6abf7158809cf4f3c762e7160\",\"sha512\":\"b9c4e0f1a3d57286e3f9ab14c0d2e7f8a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f\"},\"fileSize\":712345}", ""),
		neg("hash", "packwiz-toml", "name = \"Sodium\"\nfilename = \"sodium-fabric-0.5.8+mc1.20.4.jar\"\n\n[download]\nhash-format = \"sha1\"\nhash = \"6d4f8e2a9b1c3e5f7a8b0c2d4e6f8a1b3c5d7e9f\"", ""),
		neg("hash", "sha256sum", "$ sha256sum server.jar\n4e3c9a1f6b2d8e7c5a0f9b3d2e1c8a7f6b5d4c3e2a1f0b9c8d7e6a5f4b3c2d1e  server.jar", ""),
		neg("hash", "resource-pack", "resource-pack=https://download.mc-packs.net/pack/3f6a1b9c0e2d4f8a7b5c3e1d9f0a2b4c6e8d7f1a.zip\nresource-pack-sha1=3f6a1b9c0e2d4f8a7b5c3e1d9f0a2b4c6e8d7f1a", ""),
		// Colour codes and formatting.
		neg("colour", "motd-section", "motd=\\u00A76\\u00A7lSKYBLOCK \\u00A78\\u00BB \\u00A7aNew season live\\!", ""),
		neg("colour", "ampersand-codes", "join-message: '&8[&a+&8] &7%player_name% &ajoined the server'", ""),
		neg("colour", "minimessage-hex", "prefix: \"<gradient:#FF5555:#FFAA00><bold>ADMIN</bold></gradient> <#AAAAAA>\"", ""),
		neg("colour", "fivem-colours", "sv_hostname \"^1[EU] ^3Liberty ^7RP ^4| ^2Economy\"", ""),
		// Coordinates.
		neg("coords", "f3-coords", "XYZ: -1284.512 / 64.00000 / 5621.300\nBlock: -1285 64 5621\nChunk: 15 0 5 in -81 4 351", ""),
		neg("coords", "tp-command", "/tp @s -1250 72 5600\n/execute in minecraft:the_nether run tp @s -156 70 700", ""),
		neg("coords", "ark-ccc", "cheat setplayerpos -80614.688 -89521.156 -13012.471", ""),
		// Join codes and invites that are meant to be shared.
		neg("join", "valheim-join-code", "Join code is 482915, server is up!", ""),
		neg("join", "fivem-cfx-join", "connect cfx.re/join/kx4a7b", ""),
		neg("join", "discord-invite", "join the discord: https://discord.gg/mc-smp for whitelist applications", ""),
		neg("join", "server-address", "IP: play.blockvale.net (Java 1.20.4, Bedrock port 19132)", ""),
		neg("join", "steam-connect", "steam://connect/play.myserver.gg:27015", ""),
		neg("join", "palworld-invite", "Invite code for the co-op world: 8Q2K7M4X (it changes every restart)", ""),
		// Players' public ids.
		neg("uuid", "whitelist-json", "[\n  {\n    \"uuid\": \"0b4e27c1-93d8-4f6a-b1c2-7e5d9a3f8c60\",\n    \"name\": \"Notch\"\n  },\n  {\n    \"uuid\": \"5d1f9a2e-6c7b-4e38-9a0d-2f4b8c6e1a97\",\n    \"name\": \"jeb_\"\n  }\n]", ""),
		neg("uuid", "ops-json", "[{\"uuid\":\"3e8c5a71-b24f-4d09-8e6a-c1f7d2b9a054\",\"name\":\"Dinnerbone\",\"level\":4,\"bypassesPlayerLimit\":false}]", ""),
		neg("uuid", "banned-players", "[{\"uuid\":\"f7c77d99-9f15-4a66-a87d-c4a51ef30d19\",\"name\":\"griefer_kid\",\"created\":\"2024-02-11 20:03:51 +0100\",\"source\":\"Console\",\"expires\":\"forever\",\"reason\":\"Griefing spawn\"}]", ""),
		neg("uuid", "steamid-admins", "// admins_simple.ini\n\"STEAM_0:1:23456789\" \"99:z\"\n\"76561198012345678\" \"b\"", ""),
		neg("uuid", "ark-admin-list", "# AllowedCheaterSteamIDs.txt\n76561198087654321\n76561198011223344", ""),
		neg("uuid", "discord-ids", "GUILD_ID=1023456789012345678\nLOG_CHANNEL_ID=1098765432101234567", ""),
		neg("uuid", "discord-public-key", "DISCORD_APPLICATION_ID=1123456789012345678\nDISCORD_PUBLIC_KEY=3a9f6c1e8b2d4f7a0c5e9b3d1f8a6c4e2b7d0f9a5c3e1b8d6f4a2c0e9b7d5f3a", ""),
		// Placeholders, empty values and references.
		neg("placeholder", "rcon-empty", "enable-rcon=false\nrcon.password=\nrcon.port=25575", ""),
		neg("placeholder", "license-placeholder", "sv_licenseKey \"changeme\"", ""),
		neg("placeholder", "stream-key-placeholder", "rtmp://live.twitch.tv/app/{stream_key}", ""),
		neg("placeholder", "token-placeholder", "client.run('YOUR_BOT_TOKEN_HERE')", ""),
		neg("placeholder", "ptero-env-ref", "DB_PASSWORD=${MYSQL_PASSWORD}\nAPP_URL=${PANEL_URL}", ""),
		neg("placeholder", "env-lookup", "client.run(os.getenv('DISCORD_TOKEN'))", ""),
		neg("placeholder", "rcon-env-ref", "mcrcon -H localhost -p \"$RCON_PASSWORD\" save-all", ""),
		neg("placeholder", "masked-key", "Stream key: ****************************** (click Show to reveal)", ""),
		neg("docs", "rcon-docs", "rcon.password - Sets the password for RCON: a remote console protocol that can allow other applications to connect and interact with a Minecraft server.", ""),
		neg("docs", "ptero-docs", "Client API keys start with ptlc_ and application keys with ptla_; create them under Account > API Credentials.", ""),
		neg("docs", "stream-key-advice", "never show your stream key on screen, if you leak it reset it in the creator dashboard", ""),
	}
	return append(cases, negatives...)
}
