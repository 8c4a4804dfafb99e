package rules

import "testing"

// TestDefaultIoTLeftovers holds what the sixty-third (IoT) and sixtieth
// (game servers) paste suites left after their own fixes: an NVS
// partition's CSV entry a credential's key names, esp_prov's proof of
// possession, a modem's PIN in a C macro's quotes, and the RCON password
// Python's mcrcon takes by position. Each positive's value is removed,
// each negative is left whole.
func TestDefaultIoTLeftovers(t *testing.T) {
	for _, tc := range []struct{ text, secret string }{
		{"key,type,encoding,value\nwifi,namespace,,\nssid,data,string,HomeNet\npass,data,string,Cobalt870#wvo\nmqtt,namespace,,", "Cobalt870#wvo"},
		{"mqtt,namespace,,\nmqtt_token,data,string,Xq7mK2vL9nR4cT1wZ5yH", "Xq7mK2vL9nR4cT1wZ5yH"},
		{"python esp_prov.py --transport ble --service_name PROV_4A2C1F --sec_ver 1 --pop k3j5h2g8 --ssid HomeNet", "k3j5h2g8"},
		{"// set GSM PIN, if any\n#define GSM_PIN \"4827\"", "4827"},
		{"from mcrcon import MCRcon\nwith MCRcon(\"127.0.0.1\", \"Cobalt870#wvo\", port=25575) as mcr:", "Cobalt870#wvo"},
	} {
		if ms := Default().Find(nil, tc.text); !covers(ms, tc.text, tc.secret) {
			t.Errorf("%q: the default set leaves some of the planted value", tc.text)
		}
	}
	for _, text := range []string{
		"key,type,encoding,value\nwifi,namespace,,\nssid,data,string,HomeNet\nport,data,u16,1883",
		"pass,data,string,changeme",
		"python esp_prov.py --transport ble --sec_ver 0 --ssid HomeNet",
		"#define GSM_PIN \"\"",
		"#define LED_PIN \"1234\"",
		"with MCRcon(host, password, port=port) as mcr:",
	} {
		if ms := Default().Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: the default set removes %q", text, text[ms[0].Start:ms[0].End])
		}
	}
}
