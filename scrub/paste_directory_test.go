package scrub

import (
	"encoding/base64"
	"encoding/binary"
	"testing"
	"unicode/utf16"
)

// directoryFloor: every case of the directory suite holds, on every
// surface.
var directoryFloor = recallFloor{recall: 1, intact: 1, maxPartial: 0}

// TestPasteDirectoryRecall measures the directory and PKI pastes that a
// held-out suite found the rules missing: the password flags of the
// OpenLDAP, Windows PKI, NSS and Kerberos tools, passwords a known call
// takes by position, namespaced XML elements, keystore keys, LDIF's
// base64 values, WebSphere's {xor} and inline keytabs; and their look-alikes.
func TestPasteDirectoryRecall(t *testing.T) {
	measureHeldOut(t, "directory suite", directoryCases(pasteGen{newFakes(2626)}), directoryFloor)
}

func directoryCases(g pasteGen) []pasteCase {
	pw := g.password
	b64 := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	// unicodePwd: the password in quotes, in UTF-16LE.
	unicodePwd := func(s string) string {
		u := utf16.Encode([]rune(`"` + s + `"`))
		b := make([]byte, 2*len(u))
		for i, c := range u {
			binary.LittleEndian.PutUint16(b[2*i:], c)
		}
		return base64.StdEncoding.EncodeToString(b)
	}
	// WebSphere's {xor}: the password's bytes XORed with '_', in base64.
	xor := func(s string) string {
		b := []byte(s)
		for i := range b {
			b[i] ^= '_'
		}
		return "{xor}" + base64.StdEncoding.EncodeToString(b)
	}
	return []pasteCase{
		pos("ldap", "ldapmodify-attached", "ldapmodify -x -D \"cn=admin,dc=corp,dc=test\" -w{S} -f change.ldif", pw()),
		pos("ldap", "ldapmodify-spaced", "ldapmodify -x -D \"cn=admin,dc=corp,dc=test\" -w {S} -f change.ldif", pw()),
		pos("ldap", "ldappasswd-new", "ldappasswd -x -D cn=admin,dc=corp,dc=test -W -s {S} uid=bob,ou=people,dc=corp,dc=test", pw()),
		pos("ldap", "ldif-base64", "dn: uid=bob,ou=people,dc=corp,dc=test\nchangetype: modify\nreplace: userPassword\nuserPassword:: {S}\n-", b64(pw())),
		pos("ldap", "ldif-unicodepwd", "dn: CN=Bob,OU=Users,DC=corp,DC=test\nchangetype: modify\nreplace: unicodePwd\nunicodePwd:: {S}\n-", unicodePwd(pw())),
		pos("ldap", "ldap3-positional", "conn = Connection(server, 'cn=admin,dc=corp,dc=test', '{S}', auto_bind=True)", pw()),
		pos("ldap", "jndi-credentials", "env.put(Context.SECURITY_PRINCIPAL, \"cn=admin,dc=corp,dc=test\");\nenv.put(Context.SECURITY_CREDENTIALS, \"{S}\");", pw()),
		pos("pki", "certutil-importpfx", "certutil -f -p \"{S}\" -importpfx web.pfx NoExport", pw()),
		pos("pki", "pk12util-export", "pk12util -o web.p12 -n web -d sql:/etc/pki/nssdb -W {S}", pw()),
		pos("pki", "x509certificate2", "var cert = new X509Certificate2(@\"C:\\certs\\web.pfx\", \"{S}\", X509KeyStorageFlags.MachineKeySet);", pw()),
		pos("pki", "keystore-load", "KeyStore ks = KeyStore.getInstance(\"PKCS12\");\nks.load(new FileInputStream(\"web.p12\"), \"{S}\".toCharArray());", pw()),
		pos("pki", "storepass-yaml", "tls:\n  keystore: /etc/app/web.jks\n  storepass: {S}", pw()),
		pos("pki", "keypass-properties", "keystore=/etc/app/web.jks\nkeypass={S}", pw()),
		pos("pki", "websphere-xor", "<authData id=\"orders-db\" user=\"orders\" password=\"{S}\"/>", xor(pw())),
		pos("pki", "wsse-password", "<wsse:UsernameToken>\n  <wsse:Username>svc-billing</wsse:Username>\n  <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{S}</wsse:Password>\n</wsse:UsernameToken>", pw()),
		pos("pki", "openssl-pkcs12", "openssl pkcs12 -export -in web.crt -inkey web.key -out web.p12 -name web -passout pass:{S}", pw()),
		pos("kerberos", "ktutil-echoed", "ktutil:  addent -password -p svc-web@CORP.TEST -k 1 -e aes256-cts-hmac-sha1-96\nPassword for svc-web@CORP.TEST: {S}\nktutil:  wkt /etc/web.keytab", pw()),
		pos("kerberos", "ktpass", "ktpass /princ HTTP/web.corp.test@CORP.TEST /mapuser svc-web /pass {S} /out web.keytab /ptype KRB5_NT_PRINCIPAL", pw()),
		pos("kerberos", "keytab-secret", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: web-krb5\ntype: Opaque\ndata:\n  krb5.keytab: {S}", base64.StdEncoding.EncodeToString(g.keytab())),

		neg("near", "ldapsearch-file", "ldapsearch -x -D cn=admin,dc=corp,dc=test -y /root/.ldap.pw -b dc=corp,dc=test -s sub '(objectClass=person)'", ""),
		neg("near", "ping-w", "ping -w 5 dc01.corp.test", ""),
		neg("near", "curl-w", "curl -s -o /dev/null -w '%{http_code}' https://dc01.corp.test/", ""),
		neg("near", "grep-w", "grep -w krbtgt /var/log/krb5kdc.log", ""),
		neg("near", "ktutil-prompt", "ktutil:  addent -password -p svc-web@CORP.TEST -k 1 -e aes256-cts\nPassword for svc-web@CORP.TEST:\nktutil:  wkt web.keytab", ""),
		neg("near", "x509-one-argument", "var cert = new X509Certificate2(\"web.cer\");", ""),
		neg("near", "ldif-ssha", "dn: uid=bob,ou=people,dc=corp,dc=test\nuserPassword:: {S}", b64("{SSHA}"+g.pick(base64Chars, 32))),
		neg("near", "keytab-path", "[libdefaults]\n  default_realm = CORP.TEST\n  default_keytab_name = FILE:/etc/krb5.keytab", ""),
	}
}

// keytab draws a keytab file of one principal's AES-256 key, as ktutil
// writes it: a version, then an entry of the principal, a timestamp and
// the key.
func (g pasteGen) keytab() []byte {
	str := func(b []byte, s string) []byte { return append(binary.BigEndian.AppendUint16(b, uint16(len(s))), s...) }
	entry := binary.BigEndian.AppendUint16(nil, 2)
	entry = str(entry, "CORP.TEST")
	entry = str(str(entry, "HTTP"), "web.corp.test")
	entry = binary.BigEndian.AppendUint32(entry, 1)          // KRB5_NT_PRINCIPAL
	entry = binary.BigEndian.AppendUint32(entry, 1700000000) // the timestamp
	entry = append(entry, 3)                                 // the key's version
	entry = binary.BigEndian.AppendUint16(entry, 18)         // aes256-cts-hmac-sha1-96
	entry = binary.BigEndian.AppendUint16(entry, 32)
	for range 32 {
		entry = append(entry, byte(g.r.IntN(256)))
	}
	entry = binary.BigEndian.AppendUint32(entry, 3)
	kt := binary.BigEndian.AppendUint32([]byte{5, 2}, uint32(len(entry)))
	return append(kt, entry...)
}
