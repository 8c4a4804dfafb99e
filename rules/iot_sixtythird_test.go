package rules

import "testing"

// TestDefaultSixtythirdIoT holds what the sixty-third paste suite (IoT and
// firmware) asked of the default set: each positive's value is removed,
// each negative is left whole.
func TestDefaultSixtythirdIoT(t *testing.T) {
	for _, tc := range []struct{ text, secret string }{
		// LoRaWAN's session keys, named as one word.
		{"static const PROGMEM u1_t NWKSKEY[16] = { 0x9a, 0x63, 0x1f, 0xc2, 0x5e, 0x07, 0xb4, 0xd8, 0x31, 0x6c, 0xe9, 0x42, 0x8b, 0x70, 0x15, 0xad };", "0x9a, 0x63, 0x1f, 0xc2, 0x5e, 0x07, 0xb4, 0xd8, 0x31, 0x6c, 0xe9, 0x42, 0x8b, 0x70, 0x15, 0xad"},
		{"static const u1_t PROGMEM APPSKEY[16] = { 0x3E, 0xA1, 0x07, 0x5C, 0xD2, 0x98, 0x4B, 0x6F, 0xE3, 0x10, 0x8D, 0x27, 0xB9, 0x54, 0xC6, 0x0A };", "0x3E, 0xA1, 0x07, 0x5C, 0xD2, 0x98, 0x4B, 0x6F, 0xE3, 0x10, 0x8D, 0x27, 0xB9, 0x54, 0xC6, 0x0A"},
		// An access point's name, then its passphrase.
		{`wifiMulti.addAP("Workshop", "Cobalt870#wvo");`, "Cobalt870#wvo"},
		{`bool res = wm.autoConnect("Greenhouse-Setup", "k3j5h2g8f1");`, "k3j5h2g8f1"},
		{`wifiManager.startConfigPortal("OnDemandAP", "Tz8#qw!2Lm");`, "Tz8#qw!2Lm"},
		// A modem's recipient in escaped quotes, a modem's dialled number.
		{`sim800.println("AT+CMGS=\"+14155552671\"");`, "+14155552671"},
		{"ATD+4915112345678;\r\nOK", "+4915112345678"},
		// Modems' AT commands: a network's or a broker's password, a SIM's
		// PIN, a Bluetooth module's PIN.
		{"AT+CWJAP=\"HomeNet\",\"Cobalt870#wvo\"\r\nWIFI CONNECTED", "Cobalt870#wvo"},
		{"AT+MQTTUSERCFG=0,1,\"esp-at\",\"sensor\",\"Tz8#qw!2Lm\",0,0,\"\"", "Tz8#qw!2Lm"},
		{"AT+CSTT=\"fleet.m2m\",\"fleet-ops\",\"Copper189%ojc\"\r\nOK", "Copper189%ojc"},
		{"AT+CPIN?\r\n+CPIN: SIM PIN\r\nAT+CPIN=\"4827\"\r\nOK", "4827"},
		{"AT+TYPE2\r\nOK+Set:2\r\nAT+PASS847120\r\nOK", "847120"},
		// Bluetooth static passkeys.
		{"BLESecurity *pSecurity = new BLESecurity();\npSecurity->setStaticPIN(482913);", "482913"},
		{"uint32_t passkey = 739164;\nesp_ble_gap_set_security_param(ESP_BLE_SM_SET_STATIC_PASSKEY, &passkey, sizeof(uint32_t));", "739164"},
	} {
		if ms := Default().Find(nil, tc.text); !covers(ms, tc.text, tc.secret) {
			t.Errorf("%q: the default set leaves some of the planted value", tc.text)
		}
	}
	for _, text := range []string{
		"static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };",
		"wifiMulti.addAP(ssid, password);",
		"wm.autoConnect(\"AutoConnectAP\");",
		`sim800.println("AT+CMGS=\"+ZZxxxxxxxxxx\"");`,
		"DATD+4915112345678 is a part number",
		"sprintf(cmd, \"AT+CWJAP=\\\"%s\\\",\\\"%s\\\"\", ssid, pass);",
		"AT+CPIN?\r\n+CPIN: READY",
		// A sample config's "my" and a credential word.
		"CONFIG_EXAMPLE_WIFI_SSID=\"myssid\"\nCONFIG_EXAMPLE_WIFI_PASSWORD=\"mypassword\"",
		"esp_ble_passkey_reply(param->ble_security.ble_req.bd_addr, true, passkey);",
	} {
		if ms := Default().Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: the default set removes %q", text, text[ms[0].Start:ms[0].End])
		}
	}
}
