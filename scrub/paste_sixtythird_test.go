package scrub

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
)

// sixtythirdFloor is just under what the rules reach on the sixty-third
// suite as first written, before any fix for it: recall 0.807, partial
// 0.000, negatives intact 0.933 (180 cases, 135 positives). The first
// draft was longer (208 cases); it was cut mechanically to size (every
// sixth positive and every eighth negative), keeping every case the
// draft's measure had missed or damaged.
//
// With its two label slips fixed (a negative's log line printed a private
// address, which ipv4 removes as the project's policy is; esptool's MAC
// line is a device's MAC address, personal as mac-address holds, so a
// positive) recall 0.809, partial 0.000, negatives intact 0.977.
//
// After the fixes: recall 0.919, partial 0.000, negatives intact 1.000.
// Raised at stop 33, after an NVS partition CSV's entries a credential's
// key names (nvs-csv-credential), esp_prov's --pop and a modem's PIN in a
// C macro's quotes (#define GSM_PIN "v"): recall 0.941, partial 0.000,
// negatives intact 1.000.
// Left: a passphrase given to calls no Wi-Fi word names (a REPL's
// w.connect, esp_now_set_pmk's cast literal, ESP8266HTTPUpdateServer's
// setup), the hash ArduinoOTA.setPasswordHash takes, a CLI's
// token printed alone on its line, a key named in prose three words
// before it ("the AppKey as msb v"), a phone number with no phone word
// before it, and home coordinates, which no rule reads as personal data.
var sixtythirdFloor = recallFloor{recall: 0.940, intact: 0.999, maxPartial: 0}

// TestPasteSixtythirdRecall measures the sixty-third suite, embedded, IoT
// and firmware development, kept apart as its author wrote it (misses
// included).
func TestPasteSixtythirdRecall(t *testing.T) {
	measureHeldOut(t, "sixty-third suite", sixtythirdCases(pasteGen{newFakes(3630)}), sixtythirdFloor)
}

// sixtythirdCases are the sixty-third suite. Its ground is what embedded,
// IoT and firmware developers paste: Arduino, ESP32 and ESP8266 sketches
// (Wi-Fi #defines, const char* password, arduino_secrets.h), MicroPython
// and CircuitPython settings, Zephyr's prj.conf, ESP-IDF's sdkconfig and
// NVS partition CSVs, PlatformIO's platformio.ini and espota, ESPHome
// YAML (the API's encryption key, the OTA password, the fallback
// hotspot's password, secrets.yaml), Tasmota's Backlog commands and
// user_config_override.h, MQTT brokers and clients (mosquitto_passwd,
// mosquitto_pub -u -P, bridges, Zigbee2MQTT, paho, EMQX), LoRaWAN and
// TTN keys (AppKey, NwkSKey, AppSKey as hex and as C byte arrays, TTN API
// keys, RAK and RN2483 AT commands), Zigbee and Z-Wave network keys, BLE
// static passkeys, AWS IoT and Azure IoT device credentials and private
// keys, Particle, Blynk, Arduino IoT Cloud, Adafruit IO, ThingSpeak,
// Tuya and Home Assistant tokens, OTA update URLs and passwords, serial
// consoles that print credentials, ESP-AT and GSM modules' AT commands
// (the owner's phone number in AT+CMGS, the SIM's PIN, APN
// credentials), and the owners' e-mail addresses and installation
// addresses. The negatives are look-alikes from the same ground, which
// must survive whole (or, where a case names one, that value must):
// register addresses, I2C addresses, GPIO numbers, hex constants, CRC
// tables, Modbus frames, partition tables, boot and panic logs, firmware
// version hashes and image digests, BLE service UUIDs, public
// certificates, placeholders and references to secrets kept elsewhere.
//
// Policy on device identifiers: the EUI-64s of LoRaWAN and Zigbee radios
// (a DevEUI, a JoinEUI or AppEUI, a gateway EUI, a Zigbee IEEE address)
// and a LoRaWAN DevAddr are printed on the device's label, sent in the
// clear in every join and grant nothing; they stand in negatives, in
// either byte order. A board's Wi-Fi or Ethernet MAC address is personal,
// as the mac-address rule holds: it names one machine of a home network
// and is stable there, so esptool's "MAC:" line is a positive.
func sixtythirdCases(g pasteGen) []pasteCase {
	pw := g.password
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	upHex := func(n int) string { return g.pick("0123456789ABCDEF", n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	url := func(n int) string { return g.pick(urlSet, n) }
	uuid := func() string {
		return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-" + g.pick("89ab", 1) + g.hex(3) + "-" + g.hex(12)
	}
	// byteArray draws n random bytes as a C initialiser's list, 0x2B or
	// 0x2b as the author's tool printed them.
	byteArray := func(n int, lower bool) string {
		p := make([]string, n)
		for i := range p {
			h := upHex(2)
			if lower {
				h = strings.ToLower(h)
			}
			p[i] = "0x" + h
		}
		return strings.Join(p, ", ")
	}
	decimalBytes := func(n int) string {
		p := make([]string, n)
		for i := range p {
			p[i] = strconv.Itoa(g.r.IntN(256))
		}
		return strings.Join(p, ", ")
	}
	// A router's label key: FRITZ!Box prints twenty digits, others ten or
	// twelve letters and digits without look-alike characters.
	routerKey := func() string {
		if g.r.IntN(2) == 0 {
			return g.pick(digitSet, 20)
		}
		return g.pick("abcdefghjkmnpqrstuvwxyzACDEFHJKLMNPRTUVWXY34679", 12)
	}
	phrase := func() string {
		words := []string{"garden", "shed", "purple", "river", "biscuit", "lantern", "otter", "meadow", "rocket", "pepper"}
		return words[g.r.IntN(len(words))] + " " + words[g.r.IntN(len(words))] + " " + words[g.r.IntN(len(words))] + " " + g.pick(digitSet, 2)
	}
	espAP := func() string { return g.alnum(12) }
	ttnKey := func() string {
		b32 := upperSet + "234567"
		return "NNSXS." + g.pick(b32, 39) + "." + g.pick(b32, 52)
	}
	aio := func() string { return "aio_" + g.alnum(28) }
	pem := func(kind string, n int) string {
		return "-----BEGIN " + kind + "-----\n" + g.block(n) + "\n-----END " + kind + "-----"
	}
	ukPhone := func() string { return "+447" + g.pick("4589", 1) + g.fill("XXXXXXXX") }
	usPhone := func() string {
		return "+1" + strings.NewReplacer("(", "", ")", "", " ", "", "-", "").Replace(g.usPhone())
	}
	dePhone := func() string { return "+49176" + g.fill("XXXXXXXX") }
	frPhone := func() string { return "+33 6 " + g.groups(digitSet, 4, 2, " ") }
	mail := func(domain string) string {
		first := []string{"ben", "priya", "tomasz", "ines", "kwame", "sofia", "lars", "mei"}
		last := []string{"hartley", "raman", "nowak", "carvalho", "mensah", "lindqvist", "okafor", "tanaka"}
		return first[g.r.IntN(len(first))] + "." + last[g.r.IntN(len(last))] + g.fill("XX") + "@" + domain
	}
	eui := "70B3D57ED005" + upHex(4)
	euiLSB := func(msb string) string {
		p := make([]string, 0, len(msb)/2)
		for i := len(msb) - 2; i >= 0; i -= 2 {
			p = append(p, "0x"+msb[i:i+2])
		}
		return strings.Join(p, ", ")
	}
	hivemq := g.hex(32) + ".s1.eu.hivemq.cloud"
	awsEndpoint := lowerAlnum(14) + "-ats.iot.eu-west-1.amazonaws.com"
	// The body of an RSA key in a JSON string: its lines joined by \n.
	jsonKeyBody := strings.ReplaceAll(g.block(900), "\n", `\n`)
	keyLines := strings.Split(g.block(640), "\n")
	cKey := "const char* private_key = \\\n\"-----BEGIN RSA PRIVATE KEY-----\\n\" \\\n\"" + strings.Join(keyLines, "\\n\" \\\n\"") + "\\n\" \\\n\"-----END RSA PRIVATE KEY-----\\n\";"
	lpp := b64(string([]byte{0x01, 0x67, 0x00, 0xE1, 0x02, 0x68, 0x50}))

	return []pasteCase{
		// Arduino, ESP32 and ESP8266 sketches.
		pos("sixtythird-arduino", "define-wifi-password", "#define WIFI_SSID     \"HomeNet_5G\"\n#define WIFI_PASSWORD \"{S}\"\n\nvoid setup() {\n  Serial.begin(115200);\n  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);", pw()),
		pos("sixtythird-arduino", "const-char-password", "const char* ssid     = \"VM4471823\";\nconst char* password = \"{S}\";", routerKey()),
		pos("sixtythird-arduino", "const-char-ptr-phrase", "const char *ssid = \"Shed-IoT\";\nconst char *password = \"{S}\"; // spaces are fine in WPA2", phrase()),
		pos("sixtythird-arduino", "char-array-pass", "char ssid[] = \"Upstairs\";        // your network SSID (name)\nchar pass[] = \"{S}\";    // your network password (use for WPA, or use as key for WEP)", pw()),
		pos("sixtythird-arduino", "wifi-begin-literal", "  WiFi.mode(WIFI_STA);\n  WiFi.begin(\"Barn-2G\", \"{S}\");\n  while (WiFi.status() != WL_CONNECTED) {", routerKey()),
		pos("sixtythird-arduino", "wifimulti-addap", "wifiMulti.addAP(\"HomeNet\", \""+pw()+"\");\nwifiMulti.addAP(\"Workshop\", \"{S}\");", pw()),
		pos("sixtythird-arduino", "wifimanager-autoconnect", "WiFiManager wm;\nbool res = wm.autoConnect(\"Greenhouse-Setup\", \"{S}\"); // password protected ap", g.pick(lowerSet+digitSet, 10)),
		pos("sixtythird-arduino", "softap", "WiFi.softAP(\"ESP32-Config\", \"{S}\");\nIPAddress IP = WiFi.softAPIP();", pw()),
		pos("sixtythird-arduino", "arduino-secrets", "// arduino_secrets.h\n#define SECRET_SSID \"HomeNet\"\n#define SECRET_PASS \"{S}\"", pw()),
		pos("sixtythird-arduino", "mqtt-creds-const", "const char* mqtt_server = \"192.168.1.10\";\nconst char* mqtt_user = \"esp\";\nconst char* mqtt_pass = \"{S}\";", pw()),
		pos("sixtythird-arduino", "pubsub-connect", "if (client.connect(\"esp32-garage\", \"mqttuser\", \"{S}\")) {\n  client.subscribe(\"garage/door/set\");\n}", pw()),
		pos("sixtythird-arduino", "blynk-legacy-auth", "// You should get Auth Token in the Blynk App.\n// Go to the Project Settings (nut icon).\nchar auth[] = \"{S}\";", g.hex(32)),
		pos("sixtythird-arduino", "iot-cloud-device-key", "// arduino_secrets.h\n#define SECRET_SSID \"HomeNet\"\n#define SECRET_OPTIONAL_PASS \""+pw()+"\"\n#define SECRET_DEVICE_KEY \"{S}\"", g.pick(upperDigits, 20)),
		pos("sixtythird-arduino", "adafruit-io-key", "/************************ Adafruit IO Config *******************************/\n#define IO_USERNAME  \"greenhouse_ben\"\n#define IO_KEY       \"{S}\"", aio()),
		pos("sixtythird-arduino", "thingspeak-write-key", "unsigned long myChannelNumber = 2214"+g.fill("XXX")+";\nconst char * myWriteAPIKey = \"{S}\";", g.pick(upperDigits, 16)),
		pos("sixtythird-arduino", "influxdb-token", "#define INFLUXDB_URL \"http://192.168.1.20:8086\"\n#define INFLUXDB_TOKEN \"{S}\"\n#define INFLUXDB_ORG \"home\"\n#define INFLUXDB_BUCKET \"sensors\"", g.pick(base64Chars, 86)+"=="),
		pos("sixtythird-arduino", "ubidots-token", "const char *UBIDOTS_TOKEN = \"{S}\";  // Put here your Ubidots TOKEN", "BBFF-"+g.alnum(30)),
		pos("sixtythird-arduino", "esp-mail-app-password", "#define SMTP_HOST \"smtp.gmail.com\"\n#define SMTP_PORT 465\n#define AUTHOR_EMAIL \""+mail("gmail.com")+"\"\n#define AUTHOR_PASSWORD \"{S}\"", g.groups(lowerSet, 4, 4, " ")),
		pos("sixtythird-arduino", "espnow-pmk", "// both boards must use the same PMK\nesp_now_set_pmk((uint8_t *)\"{S}\");", g.alnum(16)),
		pos("sixtythird-arduino", "wireguard-private-key", "char private_key[] = \"{S}\";  // [Interface] PrivateKey\nIPAddress local_ip(10, 7, 0, 3);\nchar public_key[] = \""+g.pick(base64Chars, 43)+"=\";", g.pick(base64Chars, 43)+"="),
		pos("sixtythird-arduino", "openweather-key", "String openWeatherMapApiKey = \"{S}\";\nString city = \"Leeds\";\nString countryCode = \"GB\";", g.hex(32)),
		pos("sixtythird-arduino", "sinric-app-secret", "#define APP_KEY    \""+uuid()+"\"\n#define APP_SECRET \"{S}\"", uuid()+"-"+uuid()),
		pos("sixtythird-micropython", "wlan-connect", "import network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('HomeNet', '{S}')", pw()),
		pos("sixtythird-micropython", "webrepl-cfg", "# webrepl_cfg.py\nPASS = '{S}'", g.alnum(8)),
		pos("sixtythird-micropython", "pico-repl", ">>> import network\n>>> w = network.WLAN(network.STA_IF)\n>>> w.active(True)\n>>> w.connect(\"Loft\", \"{S}\")\n>>> w.isconnected()\nTrue", routerKey()),
		pos("sixtythird-micropython", "circuitpy-settings", "# settings.toml\nCIRCUITPY_WIFI_SSID = \"HomeNet\"\nCIRCUITPY_WIFI_PASSWORD = \"{S}\"\nCIRCUITPY_WEB_API_PORT = 80", pw()),
		pos("sixtythird-micropython", "circuitpy-aio-key", "ADAFRUIT_AIO_USERNAME = \"mei_makes\"\nADAFRUIT_AIO_KEY = \"{S}\"", aio()),
		pos("sixtythird-zephyr", "prj-conf-wifi", "CONFIG_WIFI=y\nCONFIG_WIFI_CREDENTIALS_STATIC=y\nCONFIG_WIFI_CREDENTIALS_STATIC_SSID=\"HomeNet\"\nCONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD=\"{S}\"", pw()),

		// ESP-IDF.
		pos("sixtythird-espidf", "sdkconfig-wifi", "CONFIG_ESP_WIFI_SSID=\"HomeNet\"\nCONFIG_ESP_WIFI_PASSWORD=\"{S}\"\nCONFIG_ESP_MAXIMUM_RETRY=5\nCONFIG_ESP_WIFI_AUTH_WPA2_PSK=y", pw()),
		pos("sixtythird-espidf", "sdkconfig-example", "#\n# Example Connection Configuration\n#\nCONFIG_EXAMPLE_CONNECT_WIFI=y\nCONFIG_EXAMPLE_WIFI_SSID=\"Barn-2G\"\nCONFIG_EXAMPLE_WIFI_PASSWORD=\"{S}\"", routerKey()),
		pos("sixtythird-espidf", "sdkconfig-broker-url", "CONFIG_BROKER_URL=\"mqtts://sensor:{S}@mqtt.home.lan:8883\"\nCONFIG_BROKER_CERTIFICATE_OVERRIDE=\"\"", g.urlPassword()),
		pos("sixtythird-espidf", "wifi-config-struct", "wifi_config_t wifi_config = {\n    .sta = {\n        .ssid = \"HomeNet\",\n        .password = \"{S}\",\n        .threshold.authmode = WIFI_AUTH_WPA2_PSK,\n    },\n};", pw()),
		pos("sixtythird-espidf", "nvs-csv", "key,type,encoding,value\nwifi,namespace,,\nssid,data,string,HomeNet\npass,data,string,{S}\nmqtt,namespace,,\nuri,data,string,mqtt://192.168.1.10", pw()),
		pos("sixtythird-espidf", "esp-prov-pop", "python esp_prov.py --transport ble --service_name PROV_4A2C1F --sec_ver 1 --pop {S} --ssid HomeNet --passphrase '"+pw()+"'", lowerAlnum(8)),
		pos("sixtythird-espidf", "esp-prov-passphrase", "python esp_prov.py --transport softap --service_name 192.168.4.1:80 --sec_ver 1 --pop "+lowerAlnum(8)+" --ssid Loft --passphrase '{S}'", pw()),
		pos("sixtythird-espidf", "wpa-supplicant-psk", "# /etc/wpa_supplicant/wpa_supplicant.conf on the gateway Pi\nnetwork={\n    ssid=\"HomeNet\"\n    psk={S}\n    key_mgmt=WPA-PSK\n}", g.hex(64)),

		// PlatformIO and espota.
		pos("sixtythird-pio", "upload-flags-one-line", "upload_port = sensor-loft.local\nupload_flags = --auth={S} --port=8266", g.alnum(12)),
		pos("sixtythird-pio", "build-flags-escaped", `build_flags =
    -DWIFI_SSID=\"HomeNet\"
    -DWIFI_PASS=\"{S}\"
    -DCORE_DEBUG_LEVEL=3`, pw()),
		pos("sixtythird-pio", "build-flags-quoted", `build_flags = '-DMQTT_PASSWORD="{S}"' -DMQTT_PORT=1883`, pw()),
		pos("sixtythird-pio", "upload-flags-env", "PLATFORMIO_UPLOAD_FLAGS=\"--auth={S}\" pio run -e d1_mini_ota -t upload --upload-port 10.0.0.31", pw()),
		pos("sixtythird-pio", "espota-direct", "python ~/.platformio/packages/framework-arduinoespressif32/tools/espota.py -i 192.168.1.42 -p 3232 --auth={S} -f .pio/build/esp32dev/firmware.bin", pw()),

		// ESPHome.
		pos("sixtythird-esphome", "api-encryption-key", "api:\n  encryption:\n    key: \"{S}\"\n\nota:\n  - platform: esphome", g.pick(base64Chars, 43)+"="),
		pos("sixtythird-esphome", "ota-password", "logger:\n\nota:\n  - platform: esphome\n    password: \"{S}\"\n\nwifi:\n  ssid: !secret wifi_ssid", g.hex(32)),
		pos("sixtythird-esphome", "fallback-hotspot", "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\n  # Enable fallback hotspot (captive portal) in case wifi connection fails\n  ap:\n    ssid: \"Garage-Door Fallback Hotspot\"\n    password: \"{S}\"\n\ncaptive_portal:", espAP()),
		pos("sixtythird-esphome", "secrets-yaml", "# secrets.yaml\nwifi_ssid: \"HomeNet\"\nwifi_password: \"{S}\"\nfallback_password: \""+espAP()+"\"", pw()),
		pos("sixtythird-esphome", "secrets-ota-unquoted", "wifi_ssid: HomeNet\nota_password: {S}\napi_key: "+g.pick(base64Chars, 43)+"=", g.hex(32)),
		pos("sixtythird-esphome", "web-server-auth", "web_server:\n  port: 80\n  auth:\n    username: admin\n    password: {S}", pw()),
		pos("sixtythird-esphome", "mqtt-password", "mqtt:\n  broker: 192.168.1.10\n  username: esphome\n  password: {S}\n  discovery: true", pw()),
		pos("sixtythird-esphome", "networks-list", "wifi:\n  networks:\n  - ssid: Upstairs\n    password: {S}\n  - ssid: Barn\n    password: "+pw(), routerKey()),
		pos("sixtythird-esphome", "dashboard-flags", "esphome dashboard --username admin --password {S} /config", pw()),

		// Tasmota.
		pos("sixtythird-tasmota", "backlog-wifi", "Backlog SSID1 HomeNet; Password1 {S}; MqttHost 192.168.1.10; MqttUser tasmota; MqttPassword "+pw()+"; Topic plug_kitchen", pw()),
		pos("sixtythird-tasmota", "web-password", "WebPassword {S}", pw()),
		pos("sixtythird-tasmota", "http-cm-password", "curl 'http://192.168.1.77/cm?user=admin&password={S}&cmnd=Power%20TOGGLE'", g.alnum(12)),
		pos("sixtythird-tasmota", "console-echo", "19:04:12.331 CMD: MqttPassword {S}\n19:04:12.340 RSL: RESULT = {\"MqttPassword\":\"****\"}", pw()),
		pos("sixtythird-tasmota", "override-sta-pass", "// user_config_override.h\n#undef  STA_SSID1\n#define STA_SSID1         \"HomeNet\"\n#undef  STA_PASS1\n#define STA_PASS1         \"{S}\"", pw()),
		pos("sixtythird-tasmota", "override-mqtt-pass", "#undef  MQTT_USER\n#define MQTT_USER         \"tasmota\"\n#undef  MQTT_PASS\n#define MQTT_PASS         \"{S}\"", pw()),

		// MQTT brokers and clients.
		pos("sixtythird-mqtt", "mosquitto-sub-pw", "mosquitto_sub -h "+hivemq+" -p 8883 -u esp32dev --pw {S} -t 'sensors/#' -v", pw()),
		pos("sixtythird-mqtt", "passwd-file-hash", "$ sudo cat /etc/mosquitto/passwd\nsensor:{S}", "$7$101$"+g.pick(base64Chars, 16)+"$"+g.pick(base64Chars, 86)+"=="),
		pos("sixtythird-mqtt", "mosquitto-passwd-b", "sudo mosquitto_passwd -b /etc/mosquitto/passwd esp32 {S}", pw()),
		pos("sixtythird-mqtt", "bridge-remote-password", "connection cloud-bridge\naddress mqtt.fleetsense.io:8883\nremote_username homebridge\nremote_password {S}\ntopic sensors/# out 1", pw()),
		pos("sixtythird-mqtt", "z2m-mqtt-password", "mqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://localhost:1883\n  user: z2m\n  password: {S}", pw()),
		pos("sixtythird-mqtt", "arduinomqtt-set", "mqttClient.setId(\"weatherstation\");\nmqttClient.setUsernamePassword(\"weatherstation\", \"{S}\");", pw()),
		pos("sixtythird-mqtt", "emqx-dashboard-env", "docker run -d --name emqx -p 1883:1883 -p 18083:18083 -e EMQX_DASHBOARD__DEFAULT_PASSWORD={S} emqx/emqx:5.5.0", pw()),
		pos("sixtythird-mqtt", "mqtt-url", "MQTT_URL=mqtt://iot:{S}@192.168.1.10:1883", g.urlPassword()),
		pos("sixtythird-mqtt", "mqttjs-options", "const client = mqtt.connect('wss://"+hivemq+":8884/mqtt', {\n  username: 'dash',\n  password: '{S}',\n})", pw()),

		// LoRaWAN and The Things Network.
		pos("sixtythird-lorawan", "ttn-otaa-hex", "DevEUI:  "+eui+"\nJoinEUI: 0000000000000000\nAppKey:  {S}", upHex(32)),
		pos("sixtythird-lorawan", "lmic-nwkskey-array", "// LoRaWAN NwkSKey, network session key\nstatic const PROGMEM u1_t NWKSKEY[16] = { {S} };", byteArray(16, false)),
		pos("sixtythird-lorawan", "lmic-appskey-array", "// LoRaWAN AppSKey, application session key\nstatic const u1_t PROGMEM APPSKEY[16] = { {S} };\n// LoRaWAN end-device address (DevAddr)\nstatic const u4_t DEVADDR = 0x260B"+upHex(4)+";", byteArray(16, false)),
		pos("sixtythird-lorawan", "rak-nwkskey", "AT+NJM=0\nOK\nAT+DEVADDR=260B"+upHex(4)+"\nOK\nAT+NWKSKEY={S}\nOK", upHex(32)),
		pos("sixtythird-lorawan", "rak-appskey", "AT+APPSKEY={S}\r\nOK", upHex(32)),
		pos("sixtythird-lorawan", "rak-appkey", "AT+DEVEUI="+eui+"\nOK\nAT+APPEUI=0000000000000000\nOK\nAT+APPKEY={S}\nOK\nAT+JOIN=1:0:10:8", upHex(32)),
		pos("sixtythird-lorawan", "ttn-lw-cli-create", "ttn-lw-cli end-devices create soil-app soil-01 --dev-eui "+eui+" --join-eui 0000000000000000 --frequency-plan-id EU_863_870_TTN --root-keys.app-key.key {S} --lorawan-version 1.0.3 --lorawan-phy-version 1.0.3-a", upHex(32)),
		pos("sixtythird-lorawan", "ttn-api-key", "export TTN_API_KEY={S}\nttn-lw-cli login --api-key $TTN_API_KEY", ttnKey()),
		pos("sixtythird-lorawan", "ttn-mqtt-sub", "mosquitto_sub -h eu1.cloud.thethings.network -p 1883 -u soil-app@ttn -P \"{S}\" -t \"#\" -v", ttnKey()),
		pos("sixtythird-lorawan", "mkrwan-appkey", "String appEui = \"0000000000000000\";\nString appKey = \"{S}\";\nint connected = modem.joinOTAA(appEui, appKey);", upHex(32)),
		pos("sixtythird-lorawan", "radiolib-appkey", "uint64_t joinEUI = 0x0000000000000000;\nuint64_t devEUI  = 0x"+eui+";\nuint8_t appKey[] = { {S} };\nuint8_t nwkKey[] = { "+byteArray(16, true)+" };", byteArray(16, true)),
		pos("sixtythird-lorawan", "chirpstack-keys-json", "{\n  \"deviceKeys\": {\n    \"nwkKey\": \"{S}\",\n    \"appKey\": \"00000000000000000000000000000000\"\n  }\n}", g.hex(32)),
		pos("sixtythird-lorawan", "prose-appkey", "TTN shows the AppKey as msb {S} and I pasted it into APPKEY exactly like that but the join never gets accepted, do I need lsb?", upHex(32)),

		// Zigbee and Z-Wave.
		pos("sixtythird-zigbee", "z2m-network-key", "advanced:\n  network_key: [{S}]\n  pan_id: 6754\n  channel: 15", decimalBytes(16)),
		pos("sixtythird-zigbee", "z2m-network-key-hex", "advanced:\n  pan_id: 0x1a"+g.hex(2)+"\n  network_key: [{S}]", byteArray(16, true)),
		pos("sixtythird-zigbee", "zigpy-backup", "\"network_info\": {\n  \"pan_id\": \"a1"+g.hex(2)+"\",\n  \"network_key\": {\n    \"key\": \"{S}\",\n    \"tx_counter\": 165432,\n    \"seq\": 0\n  },", g.hex(32)),
		pos("sixtythird-zigbee", "zwave-s2-keys", "\"securityKeys\": {\n  \"S2_Unauthenticated\": \""+upHex(32)+"\",\n  \"S2_Authenticated\": \""+upHex(32)+"\",\n  \"S2_AccessControl\": \"{S}\",\n  \"S0_Legacy\": \""+upHex(32)+"\"\n}", upHex(32)),

		// BLE static passkeys and PINs.
		pos("sixtythird-ble", "esp-static-passkey", "uint32_t passkey = {S};\nesp_ble_gap_set_security_param(ESP_BLE_SM_SET_STATIC_PASSKEY, &passkey, sizeof(uint32_t));", g.fill("NXXXXX")),
		pos("sixtythird-ble", "nimble-passkey", "NimBLEDevice::setSecurityAuth(true, true, true);\nNimBLEDevice::setSecurityPasskey({S});\nNimBLEDevice::setSecurityIOCap(BLE_HS_IO_DISPLAY_ONLY);", g.fill("NXXXXX")),
		pos("sixtythird-ble", "static-pin", "BLESecurity *pSecurity = new BLESecurity();\npSecurity->setStaticPIN({S});", g.fill("NXXXXX")),
		pos("sixtythird-ble", "hm10-pass", "AT+TYPE2\r\nOK+Set:2\r\nAT+PASS{S}\r\nOK+Set:", g.fill("XXXXXX")),
		pos("sixtythird-ble", "zephyr-fixed-passkey", "CONFIG_BT_FIXED_PASSKEY=y\n\n/* main.c */\nbt_passkey_set({S});", g.fill("NXXXXX")),

		// AWS IoT, Azure IoT and device private keys.
		pos("sixtythird-aws", "private-key-raw-string", "// Device Private Key\nstatic const char AWS_CERT_PRIVATE[] PROGMEM = R\"KEY(\n-----BEGIN RSA PRIVATE KEY-----\n{S}\n-----END RSA PRIVATE KEY-----\n)KEY\";", g.block(1600)),
		pos("sixtythird-aws", "private-key-c-lines", "const char* AWS_IOT_ENDPOINT = \""+awsEndpoint+"\";\n"+strings.Replace(cKey, keyLines[1], "{S}", 1), keyLines[1]),
		pos("sixtythird-aws", "secrets-h-wifi", "#define THINGNAME \"weather-01\"\n\nconst char WIFI_SSID[] = \"HomeNet\";\nconst char WIFI_PASSWORD[] = \"{S}\";\nconst char AWS_IOT_ENDPOINT[] = \""+awsEndpoint+"\";", pw()),
		pos("sixtythird-aws", "create-keys-json", "$ aws iot create-keys-and-certificate --set-as-active\n{\n    \"certificateArn\": \"arn:aws:iot:eu-west-1:"+g.pick(digitSet, 12)+":cert/"+g.hex(64)+"\",\n    \"keyPair\": {\n        \"PrivateKey\": \"-----BEGIN RSA PRIVATE KEY-----\\n{S}\\n-----END RSA PRIVATE KEY-----\\n\"\n    }\n}", jsonKeyBody),
		pos("sixtythird-aws", "azure-connection-string", "static const char* connectionString = \"HostName=greenhouse-hub.azure-devices.net;DeviceId=esp32-01;SharedAccessKey={S}\";", g.pick(base64Chars, 43)+"="),
		pos("sixtythird-aws", "azure-device-key", "#define IOT_CONFIG_IOTHUB_FQDN \"greenhouse-hub.azure-devices.net\"\n#define IOT_CONFIG_DEVICE_ID \"esp32-01\"\n#define IOT_CONFIG_DEVICE_KEY \"{S}\"", g.pick(base64Chars, 43)+"="),

		// Particle, Tuya, Home Assistant and other device clouds.
		pos("sixtythird-cloud", "particle-token-create", "$ particle token create\n? Using account mei.tanaka@proton.me\nNew access token expires on Mon Jun 10 2024\n    {S}", g.hex(40)),
		pos("sixtythird-cloud", "particle-curl-function", "curl https://api.particle.io/v1/devices/e00fce68"+g.hex(16)+"/relay -d arg=on -d access_token={S}", g.hex(40)),
		pos("sixtythird-cloud", "particle-bearer", "curl -H \"Authorization: Bearer {S}\" https://api.particle.io/v1/devices", g.hex(40)),
		pos("sixtythird-cloud", "arduino-cloud-client-secret", "ARDUINO_CLIENT_ID="+g.alnum(32)+"\nARDUINO_CLIENT_SECRET={S}", g.alnum(64)),
		pos("sixtythird-cloud", "tuya-local-key", "[\n    {\n        \"name\": \"Desk Plug\",\n        \"id\": \"bf3a"+g.hex(18)+"\",\n        \"key\": \"{S}\",\n        \"ip\": \"192.168.1.84\",\n        \"version\": \"3.3\"\n    }\n]", g.pick(base62+"#}<~=^!|", 16)),
		pos("sixtythird-cloud", "golioth-psk", "uart:~$ settings set golioth/psk-id soil-01@greenhouse-ben\nuart:~$ settings set golioth/psk {S}\nSetting golioth/psk saved", g.alnum(32)),
		pos("sixtythird-cloud", "shelly-digest", "curl --digest -u admin:{S} \"http://192.168.1.60/rpc/Switch.Set?id=0&on=true\"", pw()),
		pos("sixtythird-cloud", "aio-mqtt", "mosquitto_pub -h io.adafruit.com -u greenhouse_ben -P {S} -t greenhouse_ben/feeds/temp -m 21.4", aio()),
		pos("sixtythird-cloud", "node-red-admin-auth", "adminAuth: {\n    type: \"credentials\",\n    users: [{\n        username: \"admin\",\n        password: \"{S}\",\n        permissions: \"*\"\n    }]\n},", "$2b$08$"+g.pick(base62+"./", 53)),

		// OTA updates.
		pos("sixtythird-ota", "arduinoota-password", "ArduinoOTA.setHostname(\"garage-door\");\nArduinoOTA.setPassword(\"{S}\");\nArduinoOTA.begin();", pw()),
		pos("sixtythird-ota", "arduinoota-hash", "// MD5(admin) = 21232f297a57a5a743894a0e4a801fc3\nArduinoOTA.setPasswordHash(\"{S}\");", g.hex(32)),
		pos("sixtythird-ota", "httpupdate-url-creds", "t_httpUpdate_return ret = ESPhttpUpdate.update(client, \"http://ota:{S}@updates.home.lan/firmware/esp8266.bin\");", g.urlPassword()),
		pos("sixtythird-ota", "httpupdate-url-token", "httpUpdate.update(secureClient, \"https://fw.greenhouse-iot.net/esp32/latest.bin?token={S}\");", g.alnum(32)),
		pos("sixtythird-ota", "curl-update-form", "curl -u admin:{S} -F \"update=@.pio/build/d1_mini/firmware.bin\" http://192.168.1.45/update", pw()),
		pos("sixtythird-ota", "http-updater-setup", "httpUpdater.setup(&httpServer, \"/firmware\", \"admin\", \"{S}\");", pw()),

		// Serial consoles that print credentials.
		pos("sixtythird-serial", "sketch-prints-password", "Connecting to HomeNet\nPassword: {S}\n.......\nWiFi connected\nIP address: 192.168.1.57", pw()),
		pos("sixtythird-serial", "idf-station-log", "I (742) wifi:connected with HomeNet, aid = 3, channel 6, BW20, bssid = "+g.groups(hexSet, 6, 2, ":")+"\nI (1523) esp_netif_handlers: sta ip: 192.168.1.57, mask: 255.255.255.0, gw: 192.168.1.1\nI (1527) wifi station: connected to ap SSID:HomeNet password:{S}", pw()),
		pos("sixtythird-serial", "wifimanager-debug", "*wm:[2] Connecting to NEW AP: HomeNet\n*wm:[3] Using Password: {S}\n*wm:[2] Connection result: WL_CONNECTED", routerKey()),
		pos("sixtythird-serial", "esp32-log-mqtt", "[  1523][D][main.cpp:88] setup(): MQTT connect host=192.168.1.10 user=esp32 pass={S}", pw()),
		pos("sixtythird-serial", "fs-parameters-json", "mounted file system\nreading config file\nopened config file\n{\"mqtt_server\":\"192.168.1.10\",\"mqtt_port\":\"1883\",\"blynk_token\":\"{S}\"}\nparsed json", url(32)),
		pos("sixtythird-serial", "esp-at-cwjap", "AT+CWMODE=1\r\n\r\nOK\r\nAT+CWJAP=\"HomeNet\",\"{S}\"\r\nWIFI CONNECTED\r\nWIFI GOT IP\r\n\r\nOK", pw()),
		pos("sixtythird-serial", "esp-at-mqttusercfg", "AT+MQTTUSERCFG=0,1,\"esp-at\",\"sensor\",\"{S}\",0,0,\"\"\r\n\r\nOK", pw()),

		// GSM modules and their AT commands.
		pos("sixtythird-gsm", "cmgs-uk", "AT+CMGF=1\r\nOK\r\nAT+CMGS=\"{S}\"\r\n> Garage door opened\r\n+CMGS: 12\r\n\r\nOK", ukPhone()),
		pos("sixtythird-gsm", "cmgs-sketch-us", "sim800.println(\"AT+CMGF=1\");\ndelay(500);\nsim800.println(\"AT+CMGS=\\\"{S}\\\"\");\ndelay(500);\nsim800.print(\"Water level HIGH\");", usPhone()),
		pos("sixtythird-gsm", "atd-dial", "ATD{S};\r\nOK\r\nNO CARRIER", dePhone()),
		pos("sixtythird-gsm", "owner-phone-define", "#define OWNER_PHONE \"{S}\"   // SMS alerts go here", frPhone()),
		pos("sixtythird-gsm", "whitelist", "String allowedCallers[] = {\"{S}\", \""+ukPhone()+"\"};", ukPhone()),
		pos("sixtythird-gsm", "sim-pin", "AT+CPIN?\r\n+CPIN: SIM PIN\r\n\r\nOK\r\nAT+CPIN=\"{S}\"\r\nOK\r\n\r\n+CPIN: READY", g.fill("XXXX")),
		pos("sixtythird-gsm", "tinygsm-pin", "// set GSM PIN, if any\n#define GSM_PIN \"{S}\"\n\nconst char apn[]      = \"iot.1nce.net\";", g.fill("XXXX")),
		pos("sixtythird-gsm", "cstt-apn-creds", "AT+CSTT=\"fleet.m2m\",\"fleet-ops\",\"{S}\"\r\nOK\r\nAT+CIICR\r\nOK", pw()),
		pos("sixtythird-gsm", "sapbr-pwd", "AT+SAPBR=3,1,\"APN\",\"corp.iot\"\r\nOK\r\nAT+SAPBR=3,1,\"USER\",\"tracker07\"\r\nOK\r\nAT+SAPBR=3,1,\"PWD\",\"{S}\"\r\nOK", pw()),
		pos("sixtythird-gsm", "httppara-thingspeak", "AT+HTTPPARA=\"URL\",\"http://api.thingspeak.com/update?api_key={S}&field1=23.4\"\r\nOK\r\nAT+HTTPACTION=0", g.pick(upperDigits, 16)),
		pos("sixtythird-gsm", "cmt-incoming", "+CMT: \"{S}\",\"\",\"24/03/11,18:22:05+04\"\r\nSTATUS", dePhone()),
		pos("sixtythird-gsm", "clip-caller", "RING\r\n\r\n+CLIP: \"{S}\",145,\"\",0,\"\",0", usPhone()),
		pos("sixtythird-gsm", "cpbw-phonebook", "AT+CPBW=1,\"{S}\",145,\"Dad\"\r\nOK", ukPhone()),

		// The owners: e-mail addresses, installation addresses, home.
		pos("sixtythird-owner", "alert-email", "#define ALERT_EMAIL \"{S}\"  // where the leak sensor mails to", mail("outlook.com")),
		pos("sixtythird-owner", "recipient-email", "#define RECIPIENT_EMAIL \"{S}\"\n\nSMTPSession smtp;", mail("yahoo.co.uk")),
		pos("sixtythird-owner", "author-email", "#define AUTHOR_EMAIL \"{S}\"\n#define AUTHOR_PASSWORD \""+g.groups(lowerSet, 4, 4, " ")+"\"", mail("gmail.com")),
		pos("sixtythird-owner", "install-address-comment", "// Node 3 - installed in the loft at {S}\n// mains powered, PIR on GPIO 27", g.fill("XX")+" Larkspur Road, Leeds LS6 2QH"),
		pos("sixtythird-owner", "install-address-json", "{\n  \"device\": \"sump-monitor\",\n  \"install_address\": \"{S}\",\n  \"installed\": \"2024-02-17\"\n}", g.fill("4XXX")+" Maple Grove Dr, Austin, TX 78745"),
		pos("sixtythird-owner", "owner-name-phone", "// Owner: Priya Raman, {S} - call before resetting the controller", ukPhone()),
		pos("sixtythird-owner", "ha-home-coordinates", "homeassistant:\n  name: Home\n  latitude: {S}\n  longitude: -1.5"+g.fill("XXXXX")+"\n  elevation: 62", "53.80"+g.fill("XXXX")),

		// Negatives: registers, addresses, pins, constants, tables.
		neg("sixtythird-neg-code", "bme280-registers", "#define BME280_REG_CHIPID    0xD0\n#define BME280_REG_CTRL_HUM  0xF2\n#define BME280_REG_CTRL_MEAS 0xF4\n#define BME280_REG_CONFIG    0xF5\n#define BME280_REG_PRESSDATA 0xF7", ""),
		neg("sixtythird-neg-code", "i2c-addresses", "#define OLED_ADDR 0x3C\n#define MPU6050_ADDR 0x68\n\nWire.begin(21, 22);\nWire.beginTransmission(MPU6050_ADDR);\nWire.write(0x6B);  // PWR_MGMT_1\nWire.write(0);\nWire.endTransmission(true);", ""),
		neg("sixtythird-neg-code", "i2c-scan-output", "Scanning...\nI2C device found at address 0x3C  !\nI2C device found at address 0x76  !\ndone", ""),
		neg("sixtythird-neg-code", "gpio-numbers", "#define LED_PIN 2\n#define RELAY_PIN GPIO_NUM_26\n#define PIR_PIN 27\n\npinMode(LED_PIN, OUTPUT);\ngpio_set_direction(RELAY_PIN, GPIO_MODE_OUTPUT);", ""),
		neg("sixtythird-neg-code", "crc16-table", "static const uint16_t crc16_table[] = {\n    0x0000, 0xC0C1, 0xC181, 0x0140, 0xC301, 0x03C0, 0x0280, 0xC241,\n    0xC601, 0x06C0, 0x0780, 0xC741, 0x0500, 0xC5C1, 0xC481, 0x0440,\n    /* ... */\n};", ""),
		neg("sixtythird-neg-code", "magic-constants", "#define FW_MAGIC   0xDEADBEEF\n#define EEPROM_SIG 0xA55A\nstatic uint32_t hash_seed = 0x9E3779B9;", ""),
		neg("sixtythird-neg-code", "modbus-frame", "TX: 01 03 00 00 00 0A C5 CD\nRX: 01 03 14 00 E1 01 F4 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 A1 3C", ""),
		neg("sixtythird-neg-code", "write-flash", "esptool.py --chip esp32 -p /dev/ttyUSB0 -b 460800 write_flash 0x1000 bootloader.bin 0x8000 partitions.bin 0x10000 firmware.bin", ""),
		neg("sixtythird-neg-code", "ble-service-uuids", "#define SERVICE_UUID        \""+uuid()+"\"\n#define CHARACTERISTIC_UUID \""+uuid()+"\"\n\nBLEService *battery = pServer->createService(BLEUUID((uint16_t)0x180F));", ""),
		neg("sixtythird-neg-code", "hexdump", "00001000: e9 03 02 20 a4 07 08 40  ee 00 00 00 00 00 00 00  ... ...@........\n00001010: 00 00 00 00 00 00 00 01  30 00 ff 3f 18 04 00 00  ........0..?....", ""),
		neg("sixtythird-neg-code", "cayenne-payload", "Packet queued\nEV_TXSTART\nEV_TXCOMPLETE (includes waiting for RX windows)\nReceived ack\nfcnt=142 payload: 01 67 00 E1 02 68 50", ""),
		neg("sixtythird-neg-code", "ttn-uplink-json", "{\"end_device_ids\":{\"device_id\":\"soil-01\",\"application_ids\":{\"application_id\":\"soil-app\"},\"dev_addr\":\"260B"+upHex(4)+"\"},\"uplink_message\":{\"f_port\":1,\"f_cnt\":142,\"frm_payload\":\""+lpp+"\",\"rx_metadata\":[{\"rssi\":-97,\"snr\":7.25}]}}", ""),
		neg("sixtythird-neg-code", "matter-test-passcode", "./chip-tool pairing onnetwork 1 20202021\n[1709151234.512] CHIP:CTL: Commissioning complete for node ID 0x0000000000000001: success", ""),

		// Negatives: boot logs, panics, versions and digests.
		neg("sixtythird-neg-log", "rom-boot", "ets Jun  8 2016 00:22:57\n\nrst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\nconfigsip: 0, SPIWP:0xee\nclk_drv:0x00,q_drv:0x00,d_drv:0x00,cs0_drv:0x00,hd_drv:0x00,wp_drv:0x00\nmode:DIO, clock div:1\nload:0x3fff0030,len:1184\nload:0x40078000,len:13132\nentry 0x40080400", ""),
		neg("sixtythird-neg-log", "guru-meditation", "Guru Meditation Error: Core  1 panic'ed (LoadProhibited). Exception was unhandled.\n\nCore  1 register dump:\nPC      : 0x400d1e2c  PS      : 0x00060b30  A0      : 0x800d2a48  A1      : 0x3ffb1f50\nA2      : 0x00000000  A3      : 0x3ffc1b2c  A4      : 0x00000001  A5      : 0x3ffb8a64\nEXCVADDR: 0x00000010  LBEG    : 0x4000c2e0  LEND    : 0x4000c2f6  LCOUNT  : 0xffffffff\n\nBacktrace: 0x400d1e29:0x3ffb1f50 0x400d2a45:0x3ffb1f70 0x40089f3e:0x3ffb1f90", ""),
		neg("sixtythird-neg-log", "ota-manifest-sha256", "{\"version\":\"1.4.2\",\"url\":\"https://fw.greenhouse-iot.net/esp32/1.4.2.bin\",\"size\":1163264,\"sha256\":\"{S}\"}", g.hex(64)),
		neg("sixtythird-neg-log", "ota-md5-log", "[OTA] Start updating sketch\n[OTA] Progress: 100%\n[OTA] Update Success, MD5: {S}\n[OTA] Rebooting...", g.hex(32)),
		neg("sixtythird-neg-log", "pio-git-describe", "Building .pio/build/esp32dev/firmware.bin\nesptool.py v4.5.1\nFirmware version: v2.3.1-14-g9c1e8b7 (commit 9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a393f2a)\n========================= [SUCCESS] Took 41.27 seconds =========================", ""),
		neg("sixtythird-neg-log", "efuse-summary", "Security fuses:\nFLASH_CRYPT_CNT (BLOCK0)   Flash encryption mode counter  = 0 R/W (0b0000000)\nBLOCK1 (BLOCK1)            Flash encryption key\n   = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? -/-", ""),
		neg("sixtythird-neg-log", "flash-key-path", "espsecure.py generate_flash_encryption_key my_flash_encryption_key.bin\nespefuse.py --port /dev/ttyUSB0 burn_key flash_encryption my_flash_encryption_key.bin", ""),
		neg("sixtythird-neg-log", "at-signal", "AT+CSQ\r\n+CSQ: 18,0\r\n\r\nOK\r\nAT+CREG?\r\n+CREG: 0,1\r\n\r\nOK\r\nAT+COPS?\r\n+COPS: 0,0,\"vodafone UK\"\r\n\r\nOK", ""),
		neg("sixtythird-neg-log", "tasmota-telemetry", "tele/plug_kitchen/SENSOR = {\"Time\":\"2024-03-11T18:22:05\",\"ENERGY\":{\"Total\":12.481,\"Power\":42,\"Voltage\":231,\"Current\":0.198}}", ""),
		neg("sixtythird-neg-log", "ha-discovery", "homeassistant/sensor/esp32_a1b2c3/temperature/config {\"name\":\"Temperature\",\"stat_t\":\"esp32_a1b2c3/state\",\"unit_of_meas\":\"°C\",\"uniq_id\":\"esp32_a1b2c3_temp\",\"dev\":{\"ids\":[\"esp32_a1b2c3\"]}}", ""),
		neg("sixtythird-neg-log", "amazon-ca-cert", "// Amazon Root CA 1\nstatic const char AWS_CERT_CA[] PROGMEM = R\"EOF(\n"+pem("CERTIFICATE", 1200)+"\n)EOF\";", ""),

		// Negatives: device identifiers (see the policy above).
		neg("sixtythird-neg-ids", "deveui-label", "DevEUI: {S}  (printed on the sticker under the battery)", eui),
		neg("sixtythird-neg-ids", "lmic-deveui-lsb", "// This should also be in little endian format, see above.\nstatic const u1_t PROGMEM DEVEUI[8] = { "+euiLSB(eui)+" };\nvoid os_getDevEui (u1_t* buf) { memcpy_P(buf, DEVEUI, 8);}", ""),
		neg("sixtythird-neg-ids", "lmic-appeui-zero", "static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };", ""),
		neg("sixtythird-neg-ids", "gateway-eui", "[main] gateway EUI: {S}\n[main] concentrator started, packet can now be received", "B827EBFFFE"+upHex(6)),
		pos("sixtythird-serial", "esptool-mac", "esptool.py v4.7.0\nSerial port /dev/ttyUSB0\nConnecting....\nChip is ESP32-D0WD-V3 (revision v3.0)\nFeatures: WiFi, BT, Dual Core, 240MHz, VRef calibration in efuse, Coding Scheme None\nCrystal is 40MHz\nMAC: {S}\nUploading stub...", "24:0a:c4:"+g.groups(hexSet, 3, 2, ":")),
		neg("sixtythird-neg-ids", "zigbee-ieee", "Zigbee2MQTT:info  2024-03-11 18:22:05: Successfully interviewed '{S}', device has successfully been paired", "0x00124b00"+g.hex(8)),
		neg("sixtythird-neg-ids", "particle-list", "$ particle list\ngreenhouse_argon [e00fce68"+g.hex(16)+"] (Argon) is online\n  Functions:\n    int relay (String args)", ""),
		neg("sixtythird-neg-ids", "blynk-template-id", "#define BLYNK_TEMPLATE_ID \"TMPL4"+g.alnum(7)+"\"\n#define BLYNK_TEMPLATE_NAME \"Greenhouse\"", ""),

		// Negatives: placeholders and references.
		neg("sixtythird-neg-ref", "sdkconfig-default", "CONFIG_EXAMPLE_WIFI_SSID=\"myssid\"\nCONFIG_EXAMPLE_WIFI_PASSWORD=\"mypassword\"", ""),
		neg("sixtythird-neg-ref", "your-password", "const char* ssid = \"YOUR_SSID\";\nconst char* password = \"YOUR_PASSWORD\";", ""),
		neg("sixtythird-neg-ref", "blynk-placeholder", "#define BLYNK_AUTH_TOKEN \"YourAuthToken\"", ""),
		neg("sixtythird-neg-ref", "esphome-secret-refs", "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: !secret api_encryption_key", ""),
		neg("sixtythird-neg-ref", "tasmota-placeholder", "Backlog SSID1 <your_ssid>; Password1 <your_password>; MqttHost <broker_ip>", ""),
		neg("sixtythird-neg-ref", "sim800-tutorial", "sim800.println(\"AT+CMGS=\\\"+ZZxxxxxxxxxx\\\"\");//change ZZ with country code and xxxxxxxxxxx with phone number to sms", ""),
		neg("sixtythird-neg-ref", "masked-log", "Connecting to HomeNet with password ********\nWiFi connected, RSSI -61 dBm", ""),
		neg("sixtythird-neg-ref", "wifi-begin-vars", "WiFi.begin(ssid, password);\nArduinoOTA.setPassword(OTA_PASSWORD);\nmqttClient.setUsernamePassword(MQTT_USER, MQTT_PASS);", ""),
		neg("sixtythird-neg-ref", "secrets-include", "#include \"arduino_secrets.h\"\n///////please enter your sensitive data in the Secret tab/arduino_secrets.h\nchar ssid[] = SECRET_SSID;\nchar pass[] = SECRET_PASS;", ""),
		neg("sixtythird-neg-ref", "nvs-get-str", "size_t len = sizeof(pass);\nerr = nvs_get_str(handle, \"wifi_pass\", pass, &len);\nif (err == ESP_ERR_NVS_NOT_FOUND) { start_provisioning(); }", ""),
		neg("sixtythird-neg-ref", "pio-plain-env", "[env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\nmonitor_speed = 115200\nupload_speed = 921600\nlib_deps = knolleary/PubSubClient@^2.8", ""),
		neg("sixtythird-neg-ref", "docs-lmic-order", "In the TTN console copy DevEUI and JoinEUI as lsb for LMIC, but the AppKey stays msb; that is the usual reason a join is never accepted.", ""),
		neg("sixtythird-neg-ref", "docs-mosquitto", "mosquitto_passwd -c creates the password file and prompts for the password; use -b only in scripts, since the password then lands in the shell history.", ""),
	}
}
