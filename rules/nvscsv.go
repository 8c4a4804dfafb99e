package rules

import "strings"

// validNVSEntry accepts the value text[start:end] of an entry of an
// ESP-IDF NVS partition's CSV (nvs_partition_gen.py's input, one
// "key,type,encoding,value" line an entry: "pass,data,string,v") when
// the entry's key, the line's first field, names a credential
// ("pass", "wifi_psk", "mqtt_token") and the secret-value model takes
// the value for one of that kind: a namespace's other entries (ssid,
// uri, port) are settings, not secrets.
func validNVSEntry(text string, start, end int) bool {
	ls := strings.LastIndexByte(text[:start], '\n') + 1
	ks := itemStart(text, ls)
	ke := ks + strings.IndexByte(text[ks:start], ',')
	if ke <= ks {
		return false
	}
	kind := credentialName(strings.TrimSpace(text[ks:ke]))
	return kind != notNamed && credentialValue(text[start:end], kind, valueShape{literal: kind == namedPassword})
}
