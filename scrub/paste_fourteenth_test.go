package scrub

import (
	"fmt"
	"strings"
	"testing"
)

// fourteenthFloor is just under what the rules reach on the fourteenth
// suite: recall 0.906, no partial leak, negatives intact 1.000. As its
// author wrote it, before reading the rules: recall 0.663, none and 0.981
// (0.926 as first written, when three negatives held a private address,
// a non-public host name and a time zone, which identity redacts by
// contract, and now name only what must stay); 0.823 after its author's
// fixes. Left: a community in prose ("with community v"), SNMPv3's
// createUser, a LoRaWAN key as a C byte array, OpenVPN credentials a
// heredoc or process substitution writes, a WireGuard key echoed into a
// file or fed by process substitution, a pfSense <tls> blob, a ZeroTier
// identity's private half, a Proxmox token in a box-drawn table,
// cloud-init's chpasswd list, a UniFi Protect stream token, a MAC inside a
// DHCP client id, a Cisco type 7 and a Zigbee key in chat, a label's
// password, and a home's latitude.
// Stop 27's fixes (a type 7 in chat, an echo into a key file, a label's
// password after a qualifier of five words, SNMPv3 users) 0.939; the
// thirty-ninth suite's key written as bytes (the LoRaWAN key) 0.945.
//
// Raised at stop 28 to just under main's figures then: recall 0.961,
// negatives intact 1.000, no partial leak.
//
// Raised at stop 29 to just under main's figures then: recall 0.972,
// negatives intact 1.000, no partial leak.
var fourteenthFloor = recallFloor{recall: 0.971, intact: 0.999, maxPartial: 0}

// TestPasteFourteenthRecall measures the fourteenth suite, what network,
// home-lab, IoT and embedded people paste, kept apart as its author wrote
// it (misses included).
func TestPasteFourteenthRecall(t *testing.T) {
	measureHeldOut(t, "fourteenth suite", fourteenthCases(pasteGen{newFakes(14)}), fourteenthFloor)
}

// fourteenthCases are the fourteenth suite: router, switch and firewall
// configs (Cisco IOS and ASA, Juniper, MikroTik, FortiGate, pfSense and
// OPNsense XML, UniFi, OpenWrt), VPNs (WireGuard, OpenVPN, IPsec), Wi-Fi
// (wpa_supplicant, hostapd, nmcli, netplan, netsh), SNMP, RADIUS and
// TACACS, BMCs, NAS and camera URLs, Home Assistant, ESPHome and Arduino
// sketches, Zigbee and Z-Wave keys, Tailscale and ZeroTier, Proxmox and
// ESXi, serial console logs, and the personal data of a home network
// (MAC addresses, a public address). The negatives are look-alikes from
// the same ground: keys without values, placeholders, public keys,
// labelled hashes and checksums, vendor MAC prefixes, firmware versions.
func fourteenthCases(g pasteGen) []pasteCase {
	pw := g.password
	hexU := func(n int) string { return g.pick("0123456789ABCDEF", n) }
	// wgKey draws a WireGuard key: 32 bytes in base64.
	wgKey := func() string { return g.pick(base64Chars, 42) + g.pick("AEIMQUYcgkosw048", 1) + "=" }
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	mac := func() string {
		p := make([]string, 6)
		for i := range p {
			p[i] = g.hex(2)
		}
		return strings.Join(p, ":")
	}
	type7 := func() string { return "0" + g.pick("0123456789", 1) + hexU(16) }
	junos9 := func() string { return "$9$" + g.pick(base62+"./", 22) }
	community := func() string { return g.written("-_") }
	byteList := func(n int, format string, sep string) string {
		p := make([]string, n)
		for i := range p {
			p[i] = fmt.Sprintf(format, g.r.IntN(256))
		}
		return strings.Join(p, sep)
	}
	tskey := func(kind string) string { return "tskey-" + kind + "-k" + g.alnum(10) + "CNTRL-" + g.alnum(33) }

	// A WireGuard client config, as wg-quick reads it.
	wgPriv, wgPub, wgPSK := wgKey(), wgKey(), wgKey()
	wgConf := "[Interface]\nPrivateKey = " + wgPriv + "\nAddress = 10.66.66.2/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = " + wgPub +
		"\nPresharedKey = " + wgPSK + "\nEndpoint = vpn.example.net:51820\nAllowedIPs = 0.0.0.0/0, ::/0\nPersistentKeepalive = 25\n"

	// A Cisco IOS running-config excerpt.
	iosEnable, iosUser, iosSNMP, iosTacacs, iosVty, iosISAKMP := "$9$"+g.pick(base62+"./", 14)+"$"+g.pick(base62+"./", 43), pw(), community(), type7(), pw(), pw()
	iosConf := "!\nhostname core-sw01\n!\nenable secret 9 " + iosEnable + "\n!\nusername netadmin privilege 15 password 0 " + iosUser +
		"\n!\nsnmp-server community " + iosSNMP + " RO 10\nsnmp-server location rack-2\ntacacs-server host 10.10.0.5 key 7 " + iosTacacs +
		"\n!\ncrypto isakmp key " + iosISAKMP + " address 0.0.0.0 0.0.0.0\n!\nline vty 0 4\n password " + iosVty + "\n login\n transport input ssh\n!\nend\n"

	// A MikroTik /export.
	mtWifi, mtPPP, mtIPsec, mtUser := pw(), pw(), g.alnum(24), pw()
	mtExport := "# 2024-05-11 10:22:41 by RouterOS 7.14.2\n# model = RB5009UG+S+\n/interface wireless security-profiles\nset [ find default=yes ] supplicant-identity=MikroTik\n" +
		"add authentication-types=wpa2-psk mode=dynamic-keys name=home wpa2-pre-shared-key=" + mtWifi +
		"\n/ppp secret\nadd name=laptop password=" + mtPPP + " profile=vpn service=l2tp\n/ip ipsec identity\nadd peer=office secret=" + mtIPsec +
		"\n/user\nadd group=full name=backup password=" + mtUser + "\n"

	// A pfSense config.xml excerpt.
	pfPSK, pfRadius, pfBind := g.alnum(32), pw(), pw()
	pfTLS := g.block(320)
	pfXML := "<?xml version=\"1.0\"?>\n<pfsense>\n\t<version>23.3</version>\n\t<ipsec>\n\t\t<phase1>\n\t\t\t<ikeid>1</ikeid>\n\t\t\t<authentication_method>pre_shared_key</authentication_method>\n\t\t\t<pre-shared-key>" + pfPSK +
		"</pre-shared-key>\n\t\t</phase1>\n\t</ipsec>\n\t<system>\n\t\t<authserver>\n\t\t\t<type>radius</type>\n\t\t\t<radius_secret>" + pfRadius +
		"</radius_secret>\n\t\t</authserver>\n\t\t<authserver>\n\t\t\t<type>ldap</type>\n\t\t\t<ldap_binddn>cn=pfsense,ou=svc,dc=home,dc=lan</ldap_binddn>\n\t\t\t<ldap_bindpw>" + pfBind +
		"</ldap_bindpw>\n\t\t</authserver>\n\t</system>\n\t<openvpn>\n\t\t<openvpn-server>\n\t\t\t<tls>" + base64Of(pfTLS) + "</tls>\n\t\t</openvpn-server>\n\t</openvpn>\n</pfsense>\n"

	// An OpenVPN static key.
	ovpnLines := make([]string, 16)
	for i := range ovpnLines {
		ovpnLines[i] = g.hex(32)
	}
	ovpnKey := strings.Join(ovpnLines, "\n")
	ovpnStatic := "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + ovpnKey + "\n-----END OpenVPN Static key V1-----\n"
	ovpnInline := "client\ndev tun\nproto udp\nremote vpn.example.org 1194\ncipher AES-256-GCM\nkey-direction 1\n<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n{S}\n-----END OpenVPN Static key V1-----\n</tls-auth>\n"

	// ESPHome and Home Assistant.
	espWifi, espAP, espAPI, espOTA := pw(), pw(), base64Of(g.pick(base62, 32)), g.hex(32)
	esphome := "esphome:\n  name: garage-door\n\nesp32:\n  board: esp32dev\n\nwifi:\n  ssid: \"HomeNet\"\n  password: \"" + espWifi +
		"\"\n  ap:\n    ssid: \"Garage Fallback\"\n    password: \"" + espAP + "\"\n\napi:\n  encryption:\n    key: \"" + espAPI +
		"\"\n\nota:\n  - platform: esphome\n    password: \"" + espOTA + "\"\n"
	haWifi, haMQTT, haToken, haLat := pw(), pw(), g.jwt(), "52.37"+g.pick(digitSet, 4)
	haSecrets := "# secrets.yaml\nwifi_ssid: HomeNet\nwifi_password: " + haWifi + "\nmqtt_user: homeassistant\nmqtt_password: " + haMQTT +
		"\nha_token: " + haToken + "\nhome_latitude: " + haLat + "\n"

	// An Arduino sketch for an ESP32.
	inoWifi, inoMQTT, inoBlynk := pw(), pw(), g.alnum(32)
	sketch := "#include <WiFi.h>\n#include <PubSubClient.h>\n\n#define BLYNK_TEMPLATE_ID \"TMPL4xYz\"\n#define BLYNK_AUTH_TOKEN \"" + inoBlynk +
		"\"\n\nconst char* ssid = \"HomeNet\";\nconst char* password = \"" + inoWifi + "\";\nconst char* mqtt_server = \"192.168.1.20\";\n\nvoid reconnect() {\n  while (!client.connected()) {\n    if (client.connect(\"esp32-sensor\", \"mqttuser\", \"" + inoMQTT +
		"\")) {\n      client.subscribe(\"home/garage/#\");\n    }\n    delay(5000);\n  }\n}\n"

	// Zigbee and Z-Wave.
	zbKey := byteList(16, "%d", ", ")
	z2m := "homeassistant: true\npermit_join: false\nmqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://localhost\nserial:\n  port: /dev/ttyUSB0\nadvanced:\n  pan_id: 6754\n  network_key: [" + zbKey + "]\n"
	zwS0, zwS2a, zwS2u := hexU(32), hexU(32), hexU(32)
	zwave := "{\n  \"securityKeys\": {\n    \"S0_Legacy\": \"" + zwS0 + "\",\n    \"S2_AccessControl\": \"" + zwS2a + "\",\n    \"S2_Unauthenticated\": \"" + zwS2u + "\"\n  }\n}"

	// Home network personal data.
	arpMAC, leaseMAC := mac(), mac()
	arpOut := "? (192.168.1.1) at " + mac() + " [ether] on wlan0\n? (192.168.1.37) at " + arpMAC + " [ether] on wlan0\n"
	leases := "1717000000 " + leaseMAC + " 192.168.1.52 kids-ipad 01:" + leaseMAC + "\n"
	publicIP := fmt.Sprintf("%d.%d.%d.%d", 81+g.r.IntN(10), 10+g.r.IntN(200), g.r.IntN(250), 2+g.r.IntN(250))

	// Negatives' values.
	sshPub := "AAAAC3NzaC1lZDI1NTE5AAAAI" + g.pick(base64Chars, 43)
	nodeKey := "nodekey:" + g.hex(64)
	fwSHA, fwMD5 := g.hex(64), g.hex(32)
	certBody := "MIID" + g.block(700)[4:]
	vmUUID := uuid()
	certFP := byteList(32, "%02X", ":")
	hostFP := g.pick(base64Chars, 43)

	return []pasteCase{
		// WireGuard.
		pos("fourteenth-wireguard", "conf-private", wgConf, wgPriv),
		pos("fourteenth-wireguard", "conf-psk", wgConf, wgPSK),
		pos("fourteenth-wireguard", "server-private", "[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\nPrivateKey = {S}\nPostUp = iptables -A FORWARD -i wg0 -j ACCEPT\n", wgKey()),
		pos("fourteenth-wireguard", "wg-set", "wg set wg0 peer "+wgKey()+" preshared-key <(echo {S}) allowed-ips 10.8.0.3/32", wgKey()),
		pos("fourteenth-wireguard", "showconf", "root@gw:~# wg showconf wg0\n[Interface]\nListenPort = 51820\nFwMark = 0xca6c\nPrivateKey = {S}\n", wgKey()),
		pos("fourteenth-wireguard", "echo-genkey", "echo {S} > /etc/wireguard/private.key && chmod 600 /etc/wireguard/private.key", wgKey()),
		pos("fourteenth-wireguard", "chat-private", "this is my client's private key {S} — why does the handshake never complete?", wgKey()),
		pos("fourteenth-wireguard", "docker-env", "environment:\n  - WG_PRIVATE_KEY={S}\n  - WG_ADDRESSES=10.64.0.2/32", wgKey()),
		pos("fourteenth-wireguard", "mikrotik-wg", "/interface wireguard\nadd listen-port=13231 mtu=1420 name=wg-home private-key=\"{S}\"", wgKey()),
		pos("fourteenth-wireguard", "opnsense-wg", "<server>\n  <name>wg0</name>\n  <pubkey>"+wgKey()+"</pubkey>\n  <privkey>{S}</privkey>\n  <port>51820</port>\n</server>", wgKey()),
		pos("fourteenth-wireguard", "gluetun", "docker run -d --cap-add=NET_ADMIN -e VPN_SERVICE_PROVIDER=mullvad -e VPN_TYPE=wireguard -e WIREGUARD_PRIVATE_KEY={S} -e WIREGUARD_ADDRESSES=10.64.222.21/32 qmcgaw/gluetun", wgKey()),

		// OpenVPN.
		pos("fourteenth-openvpn", "static-key", ovpnStatic, ovpnKey),
		pos("fourteenth-openvpn", "inline-tls-auth", ovpnInline, strings.Join([]string{g.hex(32), g.hex(32), g.hex(32), g.hex(32), g.hex(32), g.hex(32), g.hex(32), g.hex(32)}, "\n")),
		pos("fourteenth-openvpn", "inline-key", "<cert>\n-----BEGIN CERTIFICATE-----\nMIIB"+g.block(300)[4:]+"\n-----END CERTIFICATE-----\n</cert>\n<key>\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----\n</key>", g.block(900)),
		pos("fourteenth-openvpn", "auth-file-heredoc", "cat > /etc/openvpn/auth.txt <<EOF\nvpnuser\n{S}\nEOF\nchmod 600 /etc/openvpn/auth.txt", pw()),
		pos("fourteenth-openvpn", "askpass", "openvpn --config client.ovpn --askpass <(echo '{S}')", pw()),
		pos("fourteenth-openvpn", "env-password", "OPENVPN_USER=p1234567\nOPENVPN_PASSWORD={S}\nOPENVPN_CONFIG=netherlands", pw()),
		pos("fourteenth-openvpn", "pfsense-tls", pfXML, base64Of(pfTLS)),

		// IPsec.
		pos("fourteenth-ipsec", "secrets-any", "# /etc/ipsec.secrets\n%any %any : PSK \"{S}\"", pw()),
		pos("fourteenth-ipsec", "secrets-ids", "@home.example.net @office.example.net : PSK \"{S}\"\n: RSA home-key.pem", g.alnum(40)),
		pos("fourteenth-ipsec", "secrets-0s", "203.0.113.9 198.51.100.4 : PSK 0s{S}", g.pick(base64Chars, 43)+"="),
		pos("fourteenth-ipsec", "swanctl", "secrets {\n    ike-office {\n        id = office.example.net\n        secret = {S}\n    }\n}", g.alnum(32)),
		pos("fourteenth-ipsec", "eap-secret", "secrets {\n    eap-alice {\n        id = alice\n        secret = \"{S}\"\n    }\n}", pw()),
		pos("fourteenth-ipsec", "cisco-isakmp", iosConf, iosISAKMP),
		pos("fourteenth-ipsec", "asa-tunnel-group", "tunnel-group 198.51.100.20 type ipsec-l2l\ntunnel-group 198.51.100.20 ipsec-attributes\n ikev1 pre-shared-key {S}\n ikev2 remote-authentication pre-shared-key {S}", g.alnum(28)),
		pos("fourteenth-ipsec", "fortigate-psk", "config vpn ipsec phase1-interface\n    edit \"to-branch\"\n        set interface \"wan1\"\n        set remote-gw 198.51.100.33\n        set psksecret {S}\n    next\nend", pw()),
		pos("fourteenth-ipsec", "pfsense-psk", pfXML, pfPSK),
		pos("fourteenth-ipsec", "mikrotik-identity", mtExport, mtIPsec),
		pos("fourteenth-ipsec", "l2tp-chat", "the L2TP pre shared key on the synology is {S} and the user login is vpn/vpn", pw()),

		// Cisco, Juniper, MikroTik, FortiGate, OpenWrt.
		pos("fourteenth-cisco", "enable-secret-9", iosConf, iosEnable),
		pos("fourteenth-cisco", "username-password-0", iosConf, iosUser),
		pos("fourteenth-cisco", "snmp-community", iosConf, iosSNMP),
		pos("fourteenth-cisco", "tacacs-key-7", iosConf, iosTacacs),
		pos("fourteenth-cisco", "vty-password", iosConf, iosVty),
		pos("fourteenth-cisco", "enable-password", "Router(config)# enable password {S}", pw()),
		pos("fourteenth-cisco", "username-type7", "username backup privilege 15 password 7 {S}", type7()),
		pos("fourteenth-cisco", "ospf-key", "interface Gi0/1\n ip ospf authentication message-digest\n ip ospf message-digest-key 1 md5 {S}", pw()),
		pos("fourteenth-cisco", "key-chain", "key chain EIGRP-KEYS\n key 1\n  key-string {S}\n  cryptographic-algorithm hmac-sha-256", g.alnum(20)),
		pos("fourteenth-cisco", "aironet-psk", "dot11 ssid HomeNet\n   authentication open\n   authentication key-management wpa version 2\n   wpa-psk ascii 0 {S}", pw()),
		pos("fourteenth-cisco", "asa-username", "ciscoasa(config)# username vpnuser password {S} privilege 0", pw()),
		pos("fourteenth-cisco", "radius-server-key", "radius server ISE\n address ipv4 10.1.1.50 auth-port 1812 acct-port 1813\n key {S}", pw()),
		pos("fourteenth-cisco", "ntp-key", "ntp authentication-key 1 md5 {S} 7\nntp authenticate\nntp trusted-key 1", type7()),
		pos("fourteenth-cisco", "type7-chat", "can someone decrypt this type 7 for me: {S} lol i lost the console password", type7()),
		pos("fourteenth-juniper", "junos-9-psk", "set security ike policy ike-pol pre-shared-key ascii-text \"{S}\"", junos9()),
		pos("fourteenth-juniper", "junos-plain", "set system login user netops authentication plain-text-password-value {S}", pw()),
		pos("fourteenth-juniper", "junos-radius", "system {\n    radius-server {\n        10.20.0.8 {\n            secret \"{S}\"; ## SECRET-DATA\n        }\n    }\n}", junos9()),
		pos("fourteenth-juniper", "junos-snmp", "set snmp community {S} authorization read-only\nset snmp community {S} clients 10.0.0.0/24", community()),
		pos("fourteenth-mikrotik", "wifi-psk", mtExport, mtWifi),
		pos("fourteenth-mikrotik", "ppp-secret", mtExport, mtPPP),
		pos("fourteenth-mikrotik", "user-add", mtExport, mtUser),
		pos("fourteenth-mikrotik", "ssh-login", "ssh admin@192.168.88.1 then /user set admin password={S}", pw()),
		pos("fourteenth-mikrotik", "wifiwave2", "/interface wifi security\nadd authentication-types=wpa2-psk,wpa3-psk name=sec1 passphrase=\"{S}\"", pw()),
		pos("fourteenth-fortinet", "admin-pass", "config system admin\n    edit \"admin\"\n        set accprofile \"super_admin\"\n        set password {S}\n    next\nend", pw()),
		pos("fourteenth-fortinet", "api-token", "curl -k -H \"Authorization: Bearer {S}\" https://fw.home.lan/api/v2/cmdb/firewall/address", g.pick("abcdefghijklmnopqrstuvwxyz0123456789", 30)),
		pos("fourteenth-openwrt", "uci-set", "uci set wireless.@wifi-iface[0].key='{S}'\nuci commit wireless\nwifi reload", pw()),
		pos("fourteenth-openwrt", "uci-show", "root@OpenWrt:~# uci show wireless | grep -E 'ssid|key'\nwireless.default_radio0.ssid='HomeNet'\nwireless.default_radio0.key='{S}'", pw()),
		pos("fourteenth-openwrt", "config-file", "config wifi-iface 'default_radio1'\n\toption device 'radio1'\n\toption network 'lan'\n\toption mode 'ap'\n\toption ssid 'HomeNet-5G'\n\toption encryption 'sae-mixed'\n\toption key '{S}'", pw()),
		pos("fourteenth-openwrt", "nvram", "admin@RT-AX88U:/tmp/home/root# nvram show | grep wpa_psk\nwl0_wpa_psk={S}\nwl1_wpa_psk={S}\nsize: 79245 bytes (51827 left)", pw()),

		// pfSense, OPNsense, UniFi.
		pos("fourteenth-pfsense", "radius-secret", pfXML, pfRadius),
		pos("fourteenth-pfsense", "ldap-bindpw", pfXML, pfBind),
		pos("fourteenth-opnsense", "api-curl", "curl -k -u \"{S}\" https://opnsense.home.lan/api/core/firmware/status", g.pick(base64Chars, 80)+":"+g.pick(base64Chars, 80)),
		pos("fourteenth-opnsense", "apikey-file", "key={S}\nsecret="+g.pick(base64Chars, 80), g.pick(base64Chars, 80)),
		pos("fourteenth-opnsense", "apisecret-file", "key="+g.pick(base64Chars, 80)+"\nsecret={S}", g.pick(base64Chars, 80)),
		pos("fourteenth-unifi", "wlanconf-json", `{"_id":"`+g.hex(24)+`","name":"HomeNet","security":"wpapsk","wpa_mode":"wpa2","x_passphrase":"{S}","enabled":true}`, pw()),
		pos("fourteenth-unifi", "device-authkey", "mgmt.servers.1.url=http://unifi.home.lan:8080/inform\nmgmt.authkey={S}\nmgmt.cfgversion=8a2b0c1d9e3f4a5b", g.hex(32)),
		pos("fourteenth-unifi", "system-cfg-psk", "wireless.1.ssid=HomeNet\nwireless.1.security.type=wpapsk\naaa.1.wpa.psk={S}\naaa.1.wpa.key.1.mgmt=WPA-PSK", pw()),
		pos("fourteenth-unifi", "ssh-device", "device SSH: user ubnt-home, password {S} (Settings > System > Device Authentication)", pw()),
		pos("fourteenth-unifi", "protect-rtsp", "Frigate input: rtsps://192.168.1.1:7441/{S}?enableSrtp", g.alnum(16)),
		pos("fourteenth-unifi", "controller-env", "UNIFI_USER=api-readonly\nUNIFI_PASS={S}\nUNIFI_URL=https://192.168.1.1", pw()),

		// Wi-Fi.
		pos("fourteenth-wifi", "wpa-supplicant", "ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=DE\n\nnetwork={\n\tssid=\"HomeNet\"\n\tpsk=\"{S}\"\n\tkey_mgmt=WPA-PSK\n}", pw()),
		pos("fourteenth-wifi", "wpa-passphrase-out", "$ wpa_passphrase HomeNet "+"'Velvet451#abc'"+"\nnetwork={\n\tssid=\"HomeNet\"\n\t#psk=\"Velvet451#abc\"\n\tpsk={S}\n}", g.hex(64)),
		pos("fourteenth-wifi", "wpa-passphrase-cmd", "wpa_passphrase \"HomeNet\" '{S}' >> /etc/wpa_supplicant/wpa_supplicant.conf", pw()),
		pos("fourteenth-wifi", "eap-peap", "network={\n    ssid=\"eduroam\"\n    key_mgmt=WPA-EAP\n    eap=PEAP\n    identity=\"jdoe@uni.example.edu\"\n    password=\"{S}\"\n    phase2=\"auth=MSCHAPV2\"\n}", pw()),
		pos("fourteenth-wifi", "hostapd-sae", "interface=wlan0\nssid=HomeNet\nwpa=2\nwpa_key_mgmt=SAE\nsae_password={S}\nieee80211w=2", pw()),
		pos("fourteenth-wifi", "hostapd-psk-hex", "wpa_psk={S}\nwpa_key_mgmt=WPA-PSK\nrsn_pairwise=CCMP", g.hex(64)),
		pos("fourteenth-wifi", "nmcli-connect", "nmcli dev wifi connect HomeNet password '{S}' ifname wlan0", pw()),
		pos("fourteenth-wifi", "nmcli-modify", "sudo nmcli con modify HomeNet wifi-sec.key-mgmt wpa-psk wifi-sec.psk \"{S}\"", pw()),
		pos("fourteenth-wifi", "nmcli-show-secrets", "$ nmcli --show-secrets connection show HomeNet | grep -i psk\n802-11-wireless-security.key-mgmt:       wpa-psk\n802-11-wireless-security.psk:           {S}\n802-11-wireless-security.psk-flags:     0 (none)", pw()),
		pos("fourteenth-wifi", "nm-keyfile", "[wifi]\nmode=infrastructure\nssid=HomeNet\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={S}\n\n[ipv4]\nmethod=auto", pw()),
		pos("fourteenth-wifi", "netplan", "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n      access-points:\n        \"HomeNet\":\n          password: \"{S}\"", pw()),
		pos("fourteenth-wifi", "netsh-key-content", "Security settings\n-----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : {S}", pw()),
		pos("fourteenth-wifi", "wifi-qr", "QR payload for the guest network: WIFI:S:HomeNet-Guest;T:WPA;P:{S};;", pw()),
		pos("fourteenth-wifi", "iwctl", "iwctl --passphrase '{S}' station wlan0 connect HomeNet", pw()),
		pos("fourteenth-wifi", "raspi-config", "sudo raspi-config nonint do_wifi_ssid_passphrase HomeNet {S}", pw()),
		pos("fourteenth-wifi", "wpa-cli", "> set_network 0 psk \"{S}\"\nOK\n> enable_network 0\nOK", pw()),
		pos("fourteenth-wifi", "chat-typo", "hey so my wifi pasword is {S} and the esp8266 still wont join, any idea?", pw()),
		pos("fourteenth-wifi", "chat-router-sticker", "router sticker says: Network key (WPA2): {S}", g.pick("abcdefghjkmnpqrstuvwxyz23456789", 12)),
		pos("fourteenth-wifi", "macos-keychain", "$ security find-generic-password -ga \"HomeNet\"\nkeychain: \"/Library/Keychains/System.keychain\"\nclass: \"genp\"\npassword: \"{S}\"", pw()),

		// SNMP.
		pos("fourteenth-snmp", "snmpwalk-c", "snmpwalk -v2c -c {S} 192.168.1.2 1.3.6.1.2.1.1", community()),
		pos("fourteenth-snmp", "snmpd-rocommunity", "# /etc/snmp/snmpd.conf\nagentAddress udp:161\nrocommunity {S} 10.0.0.0/24\nsysLocation homelab rack", community()),
		pos("fourteenth-snmp", "snmpd-rwcommunity", "rwcommunity {S} 127.0.0.1", community()),
		pos("fourteenth-snmp", "v3-createuser", "createUser monitor SHA \"{S}\" AES \"Cobalt772!zzz\"", pw()),
		pos("fourteenth-snmp", "v3-snmpget-auth", "snmpget -v3 -l authPriv -u monitor -a SHA -A {S} -x AES -X Copper123*abc 10.0.0.1 sysUpTime.0", pw()),
		pos("fourteenth-snmp", "v3-snmpget-priv", "snmpget -v3 -l authPriv -u monitor -a SHA -A Tundra443&xyz -x AES -X {S} 10.0.0.1 sysUpTime.0", pw()),
		pos("fourteenth-snmp", "telegraf", "[[inputs.snmp]]\n  agents = [\"udp://10.0.0.1:161\"]\n  version = 2\n  community = \"{S}\"", community()),
		pos("fourteenth-snmp", "librenms-chat", "added the switch to librenms with community {S} but it says no response", community()),

		// RADIUS and TACACS.
		pos("fourteenth-radius", "clients-conf", "client unifi-ap {\n\tipaddr = 192.168.1.0/24\n\tsecret = {S}\n\tshortname = aps\n}", g.alnum(24)),
		pos("fourteenth-radius", "users-file", "bob\tCleartext-Password := \"{S}\"\n\tReply-Message := \"Hello, %{User-Name}\"", pw()),
		pos("fourteenth-radius", "radtest", "radtest bob {S} 127.0.0.1 0 testing123", pw()),
		pos("fourteenth-radius", "tac-plus", "key = \"{S}\"\n\nuser = netops {\n    login = cleartext \"Marble829?abc\"\n}", g.alnum(20)),
		pos("fourteenth-radius", "tac-plus-login", "key = \"TacKey0001\"\n\nuser = netops {\n    login = cleartext \"{S}\"\n}", pw()),
		pos("fourteenth-radius", "hostapd-radius", "auth_server_addr=10.0.0.5\nauth_server_port=1812\nauth_server_shared_secret={S}", g.alnum(24)),
		pos("fourteenth-radius", "shared-secret-prose", "RADIUS shared secret for the APs: {S}", g.alnum(24)),

		// BMCs: IPMI, iDRAC, iLO.
		pos("fourteenth-bmc", "ipmitool", "ipmitool -I lanplus -H 10.0.10.21 -U ADMIN -P {S} chassis power status", pw()),
		pos("fourteenth-bmc", "ipmitool-user-set", "ipmitool user set password 2 {S}", pw()),
		pos("fourteenth-bmc", "racadm", "racadm -r 10.0.10.22 -u root -p {S} getsysinfo", pw()),
		pos("fourteenth-bmc", "racadm-set", "racadm set iDRAC.Users.2.Password {S}", pw()),
		pos("fourteenth-bmc", "ilo-sticker", "HPE iLO 5 default credentials (pull tab): User: Administrator  Password: {S}", g.pick(upperSet+digitSet, 8)),
		pos("fourteenth-bmc", "redfish-curl", "curl -k -u root:{S} https://10.0.10.22/redfish/v1/Systems/System.Embedded.1", pw()),
		pos("fourteenth-bmc", "ipmi-exporter", "modules:\n  default:\n    user: \"prometheus\"\n    pass: \"{S}\"\n    driver: \"LAN_2_0\"", pw()),

		// NAS, cameras, MQTT.
		pos("fourteenth-nas", "rtsp-hikvision", "ffplay rtsp://admin:{S}@192.168.1.64:554/Streaming/Channels/101", g.urlPassword()),
		pos("fourteenth-nas", "frigate", "cameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://frigate:{S}@192.168.1.65:554/cam/realmonitor?channel=1&subtype=0\n          roles:\n            - detect", g.urlPassword()),
		pos("fourteenth-nas", "reolink-url", "http://192.168.1.66/cgi-bin/api.cgi?cmd=Snap&channel=0&user=admin&password={S}", g.urlPassword()),
		pos("fourteenth-nas", "cifs-mount", "sudo mount -t cifs //nas.home.lan/media /mnt/media -o username=plex,password={S},uid=1000", g.urlPassword()),
		pos("fourteenth-nas", "smbcredentials", "# /root/.smbcredentials\nusername=backup\npassword={S}\ndomain=WORKGROUP", pw()),
		pos("fourteenth-nas", "synouser", "sudo synouser --setpw admin '{S}'", pw()),
		pos("fourteenth-nas", "truenas-api", "curl -H \"Authorization: Bearer {S}\" http://truenas.local/api/v2.0/pool", "1-"+g.alnum(64)),
		pos("fourteenth-nas", "mosquitto-pub", "mosquitto_pub -h 192.168.1.20 -u sensors -P '{S}' -t home/temp -m 21.5", pw()),
		pos("fourteenth-nas", "mqtt-url", "MQTT_URL=mqtt://zigbee:{S}@broker.home.lan:1883", g.urlPassword()),
		pos("fourteenth-nas", "node-red-secret", "module.exports = {\n    uiPort: process.env.PORT || 1880,\n    credentialSecret: \"{S}\",\n    flowFile: 'flows.json',\n}", g.alnum(24)),
		pos("fourteenth-nas", "pihole-pass", "docker exec -it pihole pihole -a -p {S}", pw()),
		pos("fourteenth-nas", "pihole-compose", "services:\n  pihole:\n    image: pihole/pihole:latest\n    environment:\n      TZ: 'Europe/Berlin'\n      WEBPASSWORD: '{S}'", pw()),
		pos("fourteenth-nas", "shelly-curl", "curl --digest -u admin:{S} http://192.168.1.77/rpc/Shelly.GetStatus", pw()),

		// Home Assistant.
		pos("fourteenth-ha", "secrets-wifi", haSecrets, haWifi),
		pos("fourteenth-ha", "secrets-mqtt", haSecrets, haMQTT),
		pos("fourteenth-ha", "secrets-token", haSecrets, haToken),
		pos("fourteenth-ha", "long-lived-curl", "curl -X GET -H \"Authorization: Bearer {S}\" -H \"Content-Type: application/json\" http://homeassistant.local:8123/api/states", g.jwt()),
		pos("fourteenth-ha", "rest-command", "rest_command:\n  nuki_unlock:\n    url: \"http://192.168.1.80:8080/lockAction?nukiId=1&action=1&token={S}\"", g.alnum(20)),
		pos("fourteenth-ha", "telegram-bot", "telegram_bot:\n  - platform: polling\n    api_key: {S}\n    allowed_chat_ids:\n      - 123456789", g.pick(digitSet, 10)+":AA"+g.pick(urlSet, 33)),
		pos("fourteenth-ha", "hass-env", "export HASS_SERVER=http://homeassistant.local:8123\nexport HASS_TOKEN={S}", g.jwt()),

		// ESPHome, Arduino, Tasmota, LoRaWAN.
		pos("fourteenth-esp", "esphome-wifi", esphome, espWifi),
		pos("fourteenth-esp", "esphome-ap", esphome, espAP),
		pos("fourteenth-esp", "esphome-api-key", esphome, espAPI),
		pos("fourteenth-esp", "esphome-ota", esphome, espOTA),
		pos("fourteenth-esp", "sketch-wifi", sketch, inoWifi),
		pos("fourteenth-esp", "sketch-mqtt", sketch, inoMQTT),
		pos("fourteenth-esp", "sketch-blynk", sketch, inoBlynk),
		pos("fourteenth-esp", "define-wifi", "#define WIFI_SSID \"HomeNet\"\n#define WIFI_PASSWORD \"{S}\"\n#define MQTT_HOST IPAddress(192, 168, 1, 20)", pw()),
		pos("fourteenth-esp", "define-mqtt-pass", "#define MQTT_USER \"esp\"\n#define MQTT_PASS \"{S}\"", pw()),
		pos("fourteenth-esp", "wifi-begin", "  WiFi.mode(WIFI_STA);\n  WiFi.begin(\"HomeNet\", \"{S}\");\n  while (WiFi.status() != WL_CONNECTED) delay(500);", pw()),
		pos("fourteenth-esp", "micropython", "import network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect('HomeNet', '{S}')", pw()),
		pos("fourteenth-esp", "tasmota-backlog", "Backlog SSID1 HomeNet; Password1 {S}; MqttHost 192.168.1.20; MqttUser tasmota; MqttPassword Harbor551!xyz", pw()),
		pos("fourteenth-esp", "tasmota-mqtt", "Backlog SSID1 HomeNet; Password1 Orchid004@abc; MqttHost 192.168.1.20; MqttUser tasmota; MqttPassword {S}", pw()),
		pos("fourteenth-esp", "espota", "python3 espota.py -i 192.168.1.60 -p 3232 --auth={S} -f .pio/build/esp32dev/firmware.bin", pw()),
		pos("fourteenth-esp", "platformio-auth", "[env:esp32dev]\nplatform = espressif32\nupload_protocol = espota\nupload_port = 192.168.1.60\nupload_flags =\n    --auth={S}", pw()),
		pos("fourteenth-esp", "lmic-appkey", "// LSB mode\nstatic const u1_t PROGMEM APPKEY[16] = { {S} };", byteList(16, "0x%02X", ", ")),
		pos("fourteenth-esp", "ttn-appkey", "AppEUI: 0000000000000000\nDevEUI: 70B3D57ED005"+hexU(4)+"\nAppKey: {S}", hexU(32)),
		pos("fourteenth-esp", "secrets-h", "// secrets.h -- do not commit\n#pragma once\nconst char WIFI_PASS[] = \"{S}\";\nconst char OTA_PASS[] = \"otaPass\";", pw()),

		// Zigbee, Z-Wave.
		pos("fourteenth-zigbee", "z2m-network-key", z2m, zbKey),
		pos("fourteenth-zigbee", "zha-chat", "my zigbee network key from the backup is {S}, can I move it to the new coordinator?", hexU(32)),
		pos("fourteenth-zwave", "zwave-s0", zwave, zwS0),
		pos("fourteenth-zwave", "zwave-s2-access", zwave, zwS2a),
		pos("fourteenth-zwave", "zwave-s2-unauth", zwave, zwS2u),
		pos("fourteenth-zwave", "zwavejs-env", "environment:\n  - ZWAVEJS_S2_AUTHENTICATED={S}\n  - SESSION_SECRET=ChangedAlready", hexU(32)),

		// Tailscale, ZeroTier, Cloudflare tunnels.
		pos("fourteenth-overlay", "tailscale-up", "sudo tailscale up --authkey {S} --advertise-routes=192.168.1.0/24 --accept-dns=false", tskey("auth")),
		pos("fourteenth-overlay", "tailscale-env", "TS_AUTHKEY={S}\nTS_HOSTNAME=nas\nTS_STATE_DIR=/var/lib/tailscale", tskey("auth")),
		pos("fourteenth-overlay", "tailscale-api", "curl -u \"{S}:\" https://api.tailscale.com/api/v2/tailnet/-/devices", tskey("api")),
		pos("fourteenth-overlay", "zerotier-token", "curl -H \"X-ZT1-Auth: {S}\" http://localhost:9993/status", g.pick("abcdefghijklmnopqrstuvwxyz0123456789", 24)),
		pos("fourteenth-overlay", "zerotier-authtoken-file", "$ sudo cat /var/lib/zerotier-one/authtoken.secret\n{S}", g.pick("abcdefghijklmnopqrstuvwxyz0123456789", 24)),
		pos("fourteenth-overlay", "zerotier-central", "ZEROTIER_CENTRAL_TOKEN={S}", g.alnum(32)),
		pos("fourteenth-overlay", "zerotier-identity", "$ cat identity.secret\n"+g.hex(10)+":0:"+g.hex(128)+":{S}", g.hex(128)),
		pos("fourteenth-overlay", "cloudflared-install", "sudo cloudflared service install {S}", base64Of(`{"a":"`+g.hex(32)+`","t":"`+uuid()+`","s":"`+base64Of(g.alnum(32))+`"}`)),

		// Proxmox, ESXi.
		pos("fourteenth-virt", "pve-api-token", "curl -k -H 'Authorization: PVEAPIToken=root@pam!monitoring={S}' https://pve.home.lan:8006/api2/json/nodes", uuid()),
		pos("fourteenth-virt", "pve-terraform", "provider \"proxmox\" {\n  pm_api_url          = \"https://pve.home.lan:8006/api2/json\"\n  pm_api_token_id     = \"terraform@pve!tf\"\n  pm_api_token_secret = \"{S}\"\n}", uuid()),
		pos("fourteenth-virt", "pve-token-output", "┌──────────────┬──────────────────────────────────────┐\n│ key          │ value                                │\n╞══════════════╪══════════════════════════════════════╡\n│ full-tokenid │ root@pam!homepage                    │\n├──────────────┼──────────────────────────────────────┤\n│ value        │ {S} │\n└──────────────┴──────────────────────────────────────┘", uuid()),
		pos("fourteenth-virt", "qm-cipassword", "qm set 9000 --ciuser ubuntu --cipassword '{S}' --ipconfig0 ip=dhcp", pw()),
		pos("fourteenth-virt", "pvesm-cifs", "pvesm add cifs nas-backup --server 192.168.1.10 --share backup --username pve --password '{S}'", pw()),
		pos("fourteenth-virt", "esxcli-account", "esxcli system account set -i root -p '{S}' -c '{S}'", pw()),
		pos("fourteenth-virt", "govc-env", "export GOVC_URL=https://esxi01.home.lan/sdk\nexport GOVC_USERNAME=root\nexport GOVC_PASSWORD='{S}'\nexport GOVC_INSECURE=1", pw()),
		pos("fourteenth-virt", "ks-rootpw", "vmaccepteula\ninstall --firstdisk --overwritevmfs\nrootpw {S}\nnetwork --bootproto=dhcp --device=vmnic0", pw()),
		pos("fourteenth-virt", "cloud-init", "#cloud-config\nusers:\n  - name: ubuntu\n    sudo: ALL=(ALL) NOPASSWD:ALL\nchpasswd:\n  list: |\n    ubuntu:{S}\n  expire: false", pw()),

		// Serial console logs.
		pos("fourteenth-serial", "uboot-env", "=> printenv\nbaudrate=115200\nbootdelay=3\nwifi_ssid=HomeNet\nwifi_psk={S}\nipaddr=192.168.1.250", pw()),
		pos("fourteenth-serial", "boot-log-psk", "[   12.881234] wlan0: associating with AP\n[   12.901002] app: connecting to HomeNet with passphrase {S}\n[   13.004411] wlan0: associated", pw()),
		pos("fourteenth-serial", "esp-log", "I (1234) wifi station: connect to ap SSID:HomeNet password:{S}\nI (2234) wifi station: got ip:192.168.1.61", pw()),
		pos("fourteenth-serial", "minicom-login", "OpenWrt login: root\nPassword: {S}\n\nBusyBox v1.36.1 built-in shell (ash)", pw()),
		pos("fourteenth-serial", "factory-telnet", "Trying 192.168.0.1...\nConnected to 192.168.0.1.\nlogin: admin\npassword for admin is printed on the label: {S}", g.pick(lowerSet+digitSet, 10)),

		// Personal data of a home network.
		pos("fourteenth-home", "arp-mac", arpOut, arpMAC),
		pos("fourteenth-home", "dnsmasq-lease", leases, leaseMAC),
		pos("fourteenth-home", "dhcp-host", "dhcp-host={S},192.168.1.40,living-room-tv,infinite", mac()),
		pos("fourteenth-home", "public-ip", "$ curl ifconfig.me\n{S}\n$ so my WAN address changes every night", publicIP),
		pos("fourteenth-home", "ha-latitude", haSecrets, haLat),

		// Negatives: public keys.
		neg("fourteenth-neg-pubkey", "wg-public", wgConf, wgPub),
		neg("fourteenth-neg-pubkey", "wg-show", "interface: wg0\n  public key: "+wgPub+"\n  private key: (hidden)\n  listening port: 51820", wgPub),
		neg("fourteenth-neg-pubkey", "ssh-authorized", "ssh-ed25519 "+sshPub+" admin@laptop", sshPub),
		neg("fourteenth-neg-pubkey", "junos-ssh-key", "set system login user netops authentication ssh-ed25519 \"ssh-ed25519 "+sshPub+" netops\"", sshPub),
		neg("fourteenth-neg-pubkey", "tailscale-nodekey", "\"Self\": {\n  \"ID\": \"n7zE3Ktest\",\n  \"PublicKey\": \""+nodeKey+"\",\n  \"HostName\": \"nas\"", nodeKey),
		neg("fourteenth-neg-pubkey", "ovpn-ca", "<ca>\n-----BEGIN CERTIFICATE-----\n"+certBody+"\n-----END CERTIFICATE-----\n</ca>", certBody),
		neg("fourteenth-neg-pubkey", "zerotier-earth", "zerotier-cli join 8056c2e21c000001", "8056c2e21c000001"),
		neg("fourteenth-neg-pubkey", "zerotier-info", "$ zerotier-cli info\n200 info 89e92ceee5 1.12.2 ONLINE", "89e92ceee5"),

		// Negatives: placeholders and keys without values. A private
		// address, a non-public host name and a time zone are identity's to
		// redact by contract; such a negative names what must stay.
		neg("fourteenth-neg-placeholder", "wg-template", "[Interface]\nPrivateKey = <client-private-key>\nAddress = 10.0.0.2/32\n\n[Peer]\nPublicKey = <server-public-key>\n# PresharedKey = (optional)", "PrivateKey = <client-private-key>"),
		neg("fourteenth-neg-placeholder", "wg-genkey", "wg genkey | tee privatekey | wg pubkey > publickey", ""),
		neg("fourteenth-neg-placeholder", "arduino-placeholder", "#define WIFI_SSID \"YOUR_SSID\"\n#define WIFI_PASSWORD \"YOUR_WIFI_PASSWORD\"", ""),
		neg("fourteenth-neg-placeholder", "esphome-secret-ref", "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password", ""),
		neg("fourteenth-neg-placeholder", "ha-env-ref", "mqtt:\n  username: !env_var MQTT_USER\n  password: !env_var MQTT_PASSWORD", ""),
		neg("fourteenth-neg-placeholder", "z2m-generate", "advanced:\n  network_key: GENERATE\n  pan_id: GENERATE\n  ext_pan_id: GENERATE", ""),
		neg("fourteenth-neg-placeholder", "cisco-doc", "snmp-server community <string> RO <acl>", ""),
		neg("fourteenth-neg-placeholder", "ipmi-doc", "ipmitool -I lanplus -H <bmc-ip> -U <user> -P <password> sdr list", ""),
		neg("fourteenth-neg-placeholder", "nm-no-psk", "[wifi-security]\nkey-mgmt=wpa-psk\nauth-alg=open\npsk-flags=1", ""),
		neg("fourteenth-neg-placeholder", "hostapd-keys-only", "wpa=2\nwpa_key_mgmt=WPA-PSK\nwpa_pairwise=CCMP\nrsn_pairwise=CCMP", ""),
		neg("fourteenth-neg-placeholder", "pfsense-empty", "<authserver>\n\t<type>radius</type>\n\t<radius_secret></radius_secret>\n\t<radius_timeout>5</radius_timeout>\n</authserver>", ""),
		neg("fourteenth-neg-placeholder", "unifi-empty", `{"name":"Guest","security":"open","x_passphrase":"","is_guest":true}`, ""),
		neg("fourteenth-neg-placeholder", "ovpn-auth-file-ref", "client\ndev tun\nremote vpn.example.org 1194\nauth-user-pass /etc/openvpn/auth.txt\ntls-auth ta.key 1\ncipher AES-256-GCM", ""),
		neg("fourteenth-neg-placeholder", "ipsec-rsa-file", ": RSA server-key.pem", ""),
		neg("fourteenth-neg-placeholder", "ipsec-conf", "conn home\n  authby=secret\n  left=%defaultroute\n  leftid=@home\n  right=vpn.example.net\n  ike=aes256-sha256-modp2048!\n  auto=start", ""),
		neg("fourteenth-neg-placeholder", "snmp-public", "snmpwalk -v2c -c public 192.0.2.10 system", "-c public"),
		neg("fourteenth-neg-placeholder", "smb-cred-file-ref", "//nas.home.lan/media /mnt/media cifs credentials=/root/.smbcredentials,uid=1000,iocharset=utf8 0 0", "credentials=/root/.smbcredentials"),
		neg("fourteenth-neg-placeholder", "wg-private-file", "wg set wg0 private-key /etc/wireguard/private.key", ""),
		neg("fourteenth-neg-placeholder", "mikrotik-profile", "/interface wireless security-profiles add name=guest mode=dynamic-keys authentication-types=wpa2-psk", ""),
		neg("fourteenth-neg-placeholder", "cisco-global", "service password-encryption\naaa new-model\ncrypto key generate rsa modulus 2048\nip ssh version 2", ""),

		// Negatives: labelled hashes, checksums, ids.
		neg("fourteenth-neg-hash", "firmware-sha256", "$ sha256sum openwrt-23.05.3-ramips-mt7621-xiaomi_mi-router-4a-gigabit-squashfs-sysupgrade.bin\n"+fwSHA+"  openwrt-23.05.3-ramips-mt7621-xiaomi_mi-router-4a-gigabit-squashfs-sysupgrade.bin", fwSHA),
		neg("fourteenth-neg-hash", "firmware-md5", "MD5 checksum of RT-AX88U_3.0.0.4_388_24243.zip: "+fwMD5, fwMD5),
		neg("fourteenth-neg-hash", "cert-fingerprint", "SHA256 Fingerprint="+certFP, certFP),
		neg("fourteenth-neg-hash", "ssh-host-fp", "The authenticity of host 'pve (192.168.1.5)' can't be established.\nED25519 key fingerprint is SHA256:"+hostFP+".", hostFP),
		neg("fourteenth-neg-hash", "vm-uuid", "boot: order=scsi0\ncores: 4\nmemory: 8192\nsmbios1: uuid="+vmUUID+"\nvmgenid: "+uuid(), vmUUID),
		neg("fourteenth-neg-hash", "openwrt-build", "OpenWrt 23.05.3 r23809-234f1a2efa / LuCI openwrt-23.05 branch git-24.073.29889-cd7e519", ""),

		// Negatives: vendor MACs, versions, logs, prose.
		neg("fourteenth-neg-misc", "vendor-oui", "Raspberry Pi boards use the OUIs B8:27:EB, DC:A6:32 and E4:5F:01", ""),
		neg("fourteenth-neg-misc", "broadcast-mac", "frames sent to ff:ff:ff:ff:ff:ff are flooded out of every port in the VLAN", ""),
		neg("fourteenth-neg-misc", "doc-mac", "for example: ip link set dev eth0 address 00:11:22:33:44:55", "00:11:22:33:44:55"),
		neg("fourteenth-neg-misc", "routeros-version", "RouterOS v7.14.2 (stable), factory-firmware 7.11, board RB5009UG+S+", ""),
		neg("fourteenth-neg-misc", "unifi-version", "UniFi OS 4.0.6 running Network 8.1.113 on a UDM Pro", ""),
		neg("fourteenth-neg-misc", "esxi-build", "VMware ESXi 8.0.2, build 22380479, Update 2", ""),
		neg("fourteenth-neg-misc", "uboot-banner", "U-Boot 2020.01 (Mar 12 2023 - 10:11:12 +0000)\n\nDRAM:  256 MiB\nHit any key to stop autoboot:  0", ""),
		neg("fourteenth-neg-misc", "kernel-link", "[    2.314159] mtk_soc_eth 1e100000.ethernet eth0: link up, 1000Mbps, full-duplex", ""),
		neg("fourteenth-neg-misc", "ha-core", "homeassistant:\n  name: Home\n  unit_system: metric\n  time_zone: Europe/Amsterdam\n  currency: EUR", "name: Home\n  unit_system: metric"),
		neg("fourteenth-neg-misc", "ha-image", "image: ghcr.io/home-assistant/home-assistant:2024.6.1", ""),
		neg("fourteenth-neg-misc", "netsh-no-key", "    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present", ""),
		neg("fourteenth-neg-misc", "wg-options", "AllowedIPs = 0.0.0.0/0, ::/0\nPersistentKeepalive = 25\nMTU = 1420", ""),
		neg("fourteenth-neg-misc", "pve-token-list", "│ tokenid    │ comment      │ expire │ privsep │\n│ monitoring │ grafana ro   │      0 │       1 │", ""),
		neg("fourteenth-neg-misc", "prose-psk-length", "the WPA2 passphrase has to be 8 to 63 characters, or 64 hex digits for a raw PSK", ""),
		neg("fourteenth-neg-misc", "prose-changed-wifi", "I changed the wifi password yesterday and now the ESP won't reconnect", ""),
		neg("fourteenth-neg-misc", "prose-radius", "the shared secret on the NAS must match the one in clients.conf, otherwise you get Access-Reject", ""),
		neg("fourteenth-neg-misc", "prose-type7", "type 7 passwords are trivially reversible, use enable secret with type 9 instead", ""),
		neg("fourteenth-neg-misc", "zwave-doc", "S2 keys are 16 bytes, written as 32 hex digits; keep a backup of them", ""),
		neg("fourteenth-neg-misc", "tasmota-status", "stat/tasmota_8A2F1C/STATUS = {\"Status\":{\"Module\":1,\"DeviceName\":\"Lamp\",\"Power\":1}}", ""),
		neg("fourteenth-neg-misc", "esp-log-ip", "I (2234) wifi station: got ip:192.168.1.61, mask:255.255.255.0", "wifi station: got ip"),
	}
}
