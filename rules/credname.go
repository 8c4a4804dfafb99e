package rules

import "strings"

// credentialName tells what a name says of the value it gives (see
// naming): the kind of its last credential word, split at separators and
// camelCase humps ("DJANGO_SECRET_KEY", "1passwordToken", "PGPASSWORD",
// "x-api-key", "password_super_secure"), unless a word after it says the
// name is about something else ("token_type", "password_field", "key_id")
// or a word before it makes a key a public or lookup key ("public_key",
// "cache_key") or says the value is a digest of the credential
// ("hashed_secret", as detect-secrets' baseline stores a finding;
// "hashed_password"); a Wi-Fi word before a key makes it a password ("wifi_key");
// a key file in base64 is a token ("ANDROID_KEYSTORE_BASE64").
func credentialName(name string) naming {
	var words [24]string
	n := nameWords(&words, name)
	for k := n - 1; k >= 0; k-- {
		kind := credentialWord(words[k])
		if kind == notNamed {
			continue
		}
		if k == n-2 && vaultSecretID(words[k], words[k+1]) && strings.Contains(name, "_") {
			return namedToken // Vault AppRole's secret_id: the role's credential, a UUID (AWS's --secret-id names one)
		}
		for _, after := range words[k+1 : n] {
			if aboutWords.has(after) {
				return notNamed
			}
		}
		if k > 0 && digestWords.has(words[k-1]) { // "hashed_password": see digestNamed
			return notNamed
		}
		if kind == namedKey && k == n-2 && strings.EqualFold(words[k+1], "material") {
			return namedPassword // a Wi-Fi profile's keyMaterial, its passphrase (or raw key bytes, which a password's verdict takes too)
		}
		if kind == namedKey && k > 0 {
			if notSecretKeys.has(words[k-1]) {
				return notNamed
			}
			if secretKeys.has(words[k-1]) {
				kind = namedToken
			}
			for _, w := range words[:k] {
				if k == n-1 && wifiWords.has(w) {
					return namedPassword // wireless.default_radio0.key: a Wi-Fi network's key is its passphrase
				}
			}
		}
		return kind
	}
	if kind := cutAtHump(name); kind != notNamed {
		return kind
	}
	if encodedKeyFile(words[:n], name) || deviceCode(words[:n], name) || pkceVerifier(words[:n]) || otpSeed(words[:n]) {
		return namedToken
	}
	if clearText(words[:n], name) || bundlerSource(words[:n], name) {
		return namedPassword
	}
	return foreignName(name)
}

// bundlerSource reports whether a name whose words are words is
// Bundler's setting of a gem source's credentials: BUNDLE_ and the
// source's host, each dot written "__" and each dash "___"
// (BUNDLE_GEMS__CONTRIBSYS__COM, BUNDLE_RUBYGEMS__PKG__GITHUB__COM), as
// the environment and ~/.bundle/config give user:password to it. The
// settings of a mirror and of a gem's build (BUNDLE_MIRROR__RUBYGEMS__ORG,
// BUNDLE_BUILD__NOKOGIRI) are no source's, and a host ends with its
// top-level domain, letters.
func bundlerSource(words []string, name string) bool {
	if len(words) < 3 || len(name) < len("bundle_a__io") || name[6] != '_' || !strings.EqualFold(words[0], "bundle") ||
		strings.EqualFold(words[1], "mirror") || strings.EqualFold(words[1], "build") {
		return false
	}
	labels := strings.Split(strings.ReplaceAll(name[7:], "___", "-"), "__")
	if len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || strings.IndexByte(l, '_') >= 0 {
			return false
		}
	}
	tld := labels[len(labels)-1]
	return len(tld) >= 2 && len(tld) <= 6 && lettersOnly(tld)
}

// nameWords splits name into words at separators and camelCase humps,
// as many as words holds, and returns how many it found.
func nameWords(words *[24]string, name string) int {
	n := 0
	for i := 0; i < len(name) && n < len(words); {
		j := runEnd(name, i)
		if isLetter(name[i]) {
			words[n] = name[i:j]
			n++
		}
		i = j
	}
	return n
}

// cutAtHump returns the kind of a credential word that nameWords cut
// after its first letter, an acronym's hump: PowerShell's $PWord (P,
// Word), "userPWord"; notNamed when the name holds none.
func cutAtHump(name string) naming {
	upper := func(c byte) bool { return 'A' <= c && c <= 'Z' }
	for i := 0; i+2 < len(name); i++ {
		if upper(name[i]) && upper(name[i+1]) && 'a' <= name[i+2] && name[i+2] <= 'z' && (i == 0 || !upper(name[i-1])) {
			if kind := credentialWord(name[i:runEnd(name, i+1)]); kind != notNamed {
				return kind
			}
		}
	}
	return notNamed
}

// digestNamed reports whether name says its value is a digest of a
// credential: a digest word just before a credential word
// ("hashed_secret", "HASHED_PASSWORD").
func digestNamed(name string) bool {
	var words [24]string
	n := nameWords(&words, name)
	for k := 1; k < n; k++ {
		if digestWords.has(words[k-1]) && credentialWord(words[k]) != notNamed {
			return true
		}
	}
	return false
}

// clearText reports whether a name whose words are words is clear-text,
// written with a dash, as WildFly's and JBoss's credential references
// give a password in the clear (credential-reference={clear-text="v"},
// <credential-reference clear-text="v"/>); "clearText" and
// "clear_text" name text of any kind in code.
func clearText(words []string, name string) bool {
	n := len(words)
	return n >= 2 && len(words[n-1]) == len("text") && len(words[n-2]) == len("clear") && strings.EqualFold(words[n-2], "clear") && strings.EqualFold(words[n-1], "text") &&
		strings.HasSuffix(strings.ToLower(name), "clear-text")
}

// vaultSecretID reports whether a name's last two words are secret and
// id, as Vault's AppRole names its credential ("secret_id"; "role_id" is
// the role's name for it): a value it gives, where the name is written
// with an underscore, is judged as a token's, so that a name or path
// (AWS's --secret-id prod/db) is none; a secret id written otherwise
// names a token only beside an accessor (see accessor.go).
func vaultSecretID(secret, id string) bool {
	return strings.EqualFold(secret, "secret") && strings.EqualFold(id, "id")
}

// encodedKeyFile reports whether a name whose words are words says its
// value is a file of keys in base64, as CI secrets carry a signing
// keystore or keychain to a build: a key file's word, then base64 or b64
// (ANDROID_KEYSTORE_BASE64, signingKeystoreB64, KEYCHAIN_BASE64).
func encodedKeyFile(words []string, name string) bool {
	n := len(words)
	if n < 2 || !strings.HasSuffix(name, "64") || !keyFiles.has(words[n-2]) {
		return false
	}
	last := words[n-1]
	return len(last) == 1 && lower(last[0]) == 'b' || len(last) == 4 && strings.EqualFold(last, "base")
}

// deviceCode reports whether a name whose words are words is OAuth's
// device_code (RFC 8628), written with an underscore or in camelCase
// (deviceCode), as a device authorization response and the token
// requests that poll with it give it: until the user approves or it
// expires, it buys the user's tokens (the user_code beside it is shown
// to the user). A dashed name is a flag's (az login --use-device-code).
func deviceCode(words []string, name string) bool {
	n := len(words)
	return n >= 2 && len(words[n-1]) == len("code") && len(words[n-2]) == len("device") && // most names: a look at two lengths
		strings.EqualFold(words[n-1], "code") && strings.EqualFold(words[n-2], "device") && strings.IndexByte(name, '-') < 0
}

// pkceVerifier reports whether a name whose words are words is PKCE's
// code verifier (RFC 7636), code_verifier, codeVerifier or
// pkce_verifier, as a token request and the client that keeps it
// between the redirect and the callback name it: with the code it
// redeems, it buys the user's tokens (the code_challenge sent before
// it is its hash, public).
func pkceVerifier(words []string) bool {
	n := len(words)
	return n >= 2 && len(words[n-1]) == len("verifier") && strings.EqualFold(words[n-1], "verifier") && // most names: a look at a length
		(strings.EqualFold(words[n-2], "code") || strings.EqualFold(words[n-2], "pkce"))
}

// otpSeed reports whether a name whose words are words is a one-time
// password's seed: seed after a word that names the kind (TOTP_SEED,
// "MFA seed", "2FA seed", whose digit nameWords drops), which an
// authenticator derives every code from.
func otpSeed(words []string) bool {
	n := len(words)
	return n >= 2 && len(words[n-1]) == len("seed") && strings.EqualFold(words[n-1], "seed") && // most names: a look at a length
		(otpWords.has(words[n-2]) || strings.EqualFold(words[n-2], "fa"))
}

// otpSeedNamed reports whether name names a one-time password's seed
// (see otpSeed), as a phrase may ("the TOTP seed is v").
func otpSeedNamed(name string) bool {
	var words [24]string
	return otpSeed(words[:nameWords(&words, name)])
}

// otpWords name the kinds of one-time passwords (see otpSeed).
var otpWords = newWordSet("totp", "hotp", "otp", "mfa")

// foreignName returns namedPassword for a name holding a password word
// written with letters beyond ASCII, which the split into ASCII words
// cannot see: Russian and Ukrainian, Polish, Swedish, Turkish, Hungarian,
// Vietnamese, Arabic, Persian, Hindi, Greek, Hebrew, Chinese, Japanese,
// Korean and Thai, Romanian's parolă, Serbian's лозинка and šifra, Lithuanian's slaptažodis,
// Estonian's salasõna, Icelandic's lykilorð, Albanian's fjalëkalimi and
// Bengali's পাসওয়ার্ড ("пароль", "hasło", "lösenordet", "şifre", "jelszó", the last word of
// "mật khẩu", "كلمة المرور" and "رمز عبور", Arabic's باسورد and Persian's
// پسورد, Korean's 비번 and 암호 (but not 암호화, encryption), "密码是" and
// "รหัสผ่านคือ", whose copula joins the word in a script written without
// blanks), namedKey for one holding a key word (see foreignKeys), or
// namedToken for one holding a token word (see foreignTokens). A name
// without such a byte is not looked at.
func foreignName(name string) naming {
	if !beyondASCII(name) {
		return notNamed
	}
	name = strings.ToLower(name)
	for _, w := range foreignPasswords {
		// A stem before 화, Korean's -ize, is another word: 암호화, encryption.
		if strings.Contains(name, w) && !strings.Contains(name, w+"화") {
			return namedPassword
		}
	}
	for _, w := range foreignKeys {
		if strings.Contains(name, w) {
			return namedKey
		}
	}
	for _, w := range foreignTokens {
		if strings.Contains(name, w) {
			return namedToken
		}
	}
	return notNamed
}

// foreignPasswords are the stems of password words beyond ASCII.
var foreignPasswords = []string{"парол", "hasł", "lösenord", "şifre", "jelsz", "khẩu", "parolă", "المرور", "السر", "पासवर्ड",
	"лозинк", "шифра", "шифру", "šifra", "šifru", "slaptažod", "salasõn", "lykilorð", "fjalëkalim", "পাসওয়ার্ড", "கடவுச்சொல்", "பாஸ்வேர்ட", "پاسورڈ", "پاس ورڈ",
	"κωδικ", "סיסמ", "密码", "密碼", "口令", "パスワード", "パスフレーズ", "비밀번호", "비번", "암호", "รหัสผ่าน", "รหัสไวไฟ", "รหัสwifi", "باسورد", "پسورد", "عبور", "گذرواژه",
	// Gujarati, Punjabi, Telugu, Kannada and Malayalam's loanword (with
	// or without the zero-width non-joiner the keyboards put in it),
	// Sinhala's මුරපදය, Khmer's, Burmese's and Lao's, Mongolian's and
	// Kazakh's two words ("нууц үг", "құпия сөз", with a case or
	// possessive after them), Georgian's პაროლი, Armenian's
	// գաղտնաբառ, Amharic's የይለፍ ቃል (ቃሌ, "my password"), Azerbaijani's
	// şifrə and Yoruba's ọ̀rọ̀ aṣínà.
	"પાસવર્ડ", "ਪਾਸਵਰਡ", "పాస్‌వర్డ్", "పాస్వర్డ్", "ಪಾಸ್‌ವರ್ಡ್", "ಪಾಸ್ವರ್ಡ್", "പാസ്‌വേഡ്", "പാസ്വേഡ്", "මුරපද", "ពាក្យសម្ងាត់", "စကားဝှက်", "ລະຫັດຜ່ານ",
	"нууц үг", "құпия сөз", "პაროლ", "գաղտնաբառ", "የይለፍ ቃ", "şifrə", "aṣínà",
	// Danish's and Norwegian's network key, as Windows and routers name
	// a Wi-Fi network's passphrase.
	"netværksnøgle", "nettverksnøkkel"}

// foreignKeys are the words for a key beyond ASCII: German, French,
// Russian, Chinese, Serbian, Croatian and Slovene, Norwegian and Danish
// ("API-Schlüssel", "clé API", "ключ API", "API密钥", "API ključ",
// "API-nøkkel", "Netværksnøgle").
var foreignKeys = []string{"schlüssel", "clé", "ключ", "密钥", "ključ", "nøkkel", "nøgle"}

// foreignTokens are the words for a token beyond ASCII: Russian,
// Korean, Japanese, Chinese ("токен бота", "토큰은", "トークン", "令牌").
var foreignTokens = []string{"токен", "토큰", "トークン", "令牌"}

// credentialWord returns the kind of a word of a name, ignoring case: a
// credential word, or one ending in a credential word after a qualifier
// ("apikey", "pgpassword", "clientsecret"), a password's after a password
// word ("psksecret").
func credentialWord(word string) naming {
	var buf [32]byte
	w, ok := folded(&buf, word)
	if !ok {
		return notNamed
	}
	if k := exactCredentialWord(w); k != notNamed {
		return k
	}
	for _, suffix := range credentialSuffixes {
		if len(w) > len(suffix) && w[len(w)-1] == suffix[len(suffix)-1] && string(w[len(w)-len(suffix):]) == suffix {
			prefix := word[:len(w)-len(suffix)]
			if suffix == "pass" || suffix == "key" || suffix == "pw" {
				// "bypass", "compass", "monkey", "turkey", "tcpw": only
				// after a word that makes them a credential ("bindpw",
				// "rootpw", "privkey"), or a pass or pw after a short
				// run-on of one (see ownedPass).
				if !secretKeys.has(prefix) && !passOwners.has(prefix) && (suffix == "key" || !ownedPass(prefix)) {
					return notNamed
				}
			}
			if exactCredentialWord(w[:len(w)-len(suffix)]) == namedPassword {
				return namedPassword // FortiOS's psksecret, a passphrase's
			}
			if k := exactCredentialWord([]byte(suffix)); k != namedKey {
				return k
			}
			return namedToken
		}
	}
	return notNamed
}

// ownedPass reports whether prefix, the word before a "pass" or "pw"
// suffix, runs an owner of passOwners on with a few letters more, as
// configuration in capitals names a service's password: FreePBX's
// AMPDBPASS (amp, db), AMPMGRPASS, Kamailio's DBRWPW (db, rw). The
// letters beside the owner are at most four, so that a long word that
// happens to open with one ("compass" opens with none) says nothing.
func ownedPass(prefix string) bool {
	for n := max(2, len(prefix)-4); n < len(prefix); n++ {
		if passOwners.has(prefix[:n]) || passOwners.has(prefix[len(prefix)-n:]) {
			return true
		}
	}
	return false
}

// credentialSuffixes are the credential words credentialWord reads at the
// end of a longer word, in the order it tries them. Most words end in
// none of their last letters, which one comparison tells for each.
var credentialSuffixes = []string{"password", "passwd", "passphrase", "pwd", "apikey", "token", "secret", "key", "pass", "pw"}

// exactCredentialWord returns the kind of a lower-case credential word.
func exactCredentialWord(w []byte) naming {
	switch string(w) {
	case "password", "passwd", "passphrase", "pwd", "pass", "pw", "passcode", "pword",
		// Chat's short forms, its vowels and more left out.
		"psw", "pswd", "pswrd", "pwrd",
		// Other languages: German, Dutch, Portuguese, Spanish (with
		// or without the tilde, whose UTF-8 bytes end the word; and
		// clave, "la clave del wifi"), French ("mot de passe").
		"passwort", "kennwort", "wachtwoord", "senha", "contrasena", "contrase", "clave", "passe",
		// Czech and Slovak, Finnish, Norwegian (with its article),
		// Danish, Indonesian (kata sandi, and sandinya, "its
		// password"); Wi-Fi's pre-shared key (psk="v").
		"heslo", "salasana", "passord", "passordet", "adgangskode", "sandi", "sandinya", "psk",
		// Malay (kata laluan).
		"laluan",
		// Serbian and Croatian (lozinka, its object lozinku; šifra typed
		// without its caron; zaporka), Slovene (geslo), Lithuanian
		// (slaptažodis typed without its caron), Latvian (parole),
		// Estonian (parool, salasõna without its tilde), Icelandic
		// (lykilorð and lykilorðið typed with d), Catalan, Galician,
		// Basque, Albanian (fjalëkalimi typed without its diaeresis),
		// Swahili (nenosiri, nywila).
		"lozinka", "lozinku", "sifra", "sifru", "zaporka", "zaporku", "geslo", "slaptazodis", "parole", "parool",
		"salasona", "lykilord", "lykilordid", "contrasenya", "contrasinal", "pasahitza", "fjalekalimi", "nenosiri", "nywila",
		// Polish, Swedish and Hungarian typed without their diacritics
		// (haslo, losenord and its article, jelszo), and Hungarian's
		// possessives (jelszavam, "my password"; jelszava, "its").
		"haslo", "losenord", "losenordet", "jelszo", "jelszavam", "jelszava",
		// Turkish typed without its cedilla (sifre, and its
		// possessives: sifrem, "my password"), Turkish and Romanian
		// parola; Vietnamese typed without its diacritics (mat khau).
		"sifre", "sifrem", "sifren", "sifresi", "sifreniz", "parola", "parolam", "parolan", "parolasi", "parolaniz", "khau",
		// Japanese written in romaji (pasuwādo without its macron).
		"pasuwaado", "pasuwado",
		// Afrikaans, Zulu, Welsh (cyfrinair and its mutations after fy,
		// "my", and ei, "his" or "her"), Uzbek (parol, parolim "my password"),
		// Danish's kodeord, Hausa's kalmar sirri (sirrina, "my secret"),
		// Finnish's possessives and adessive (salasanani "my password",
		// salasanasi "your", salasanalla "with the password").
		"wagwoord", "iphasiwedi", "cyfrinair", "nghyfrinair", "gyfrinair", "chyfrinair", "parol", "parolim", "kodeord", "kodeordet",
		"sirri", "sirrina", "salasanani", "salasanasi", "salasanalla",
		// SQL: IDENTIFIED BY 'v'; Redis's replica password; the
		// authentication token of PAM and SSSD (ldap_default_authtok).
		"identified", "masterauth", "authtok",
		// French chat's abbreviation of mot de passe.
		"mdp":
		return namedPassword
	case "token", "secret", "apikey", "auth", "credential", "credentials", "creds", "cred", "bearer", "cookie",
		"signature", "pat", "authorization",
		// A file of keys given inline, in base64, as a Kubernetes
		// Secret's data or a chart's values carry it: Kerberos's
		// keytab (krb5.keytab: v), a Java keystore (keystore.jks: v).
		"keytab", "keystore":
		return namedToken
	case "key", "access", "private",
		// An application's salt (WordPress's NONCE_SALT, HASHIDS_SALT),
		// a key its hashes and cookies are made with: like a key word,
		// its value must look generated (a KDF record's "salt" beside
		// a hash does too, and goes with it).
		"salt",
		// Italian, Dutch, Portuguese, Swedish, Polish, Lithuanian and
		// Basque (API raktas, API gakoa).
		"chiave", "sleutel", "chave", "nyckel", "klucz", "raktas", "gakoa",
		// The gossip encryption key of Consul, Nomad and Serf (encrypt =
		// "v"), a key by the model's verdict: "encrypt: true" is none.
		"encrypt":
		return namedKey
	}
	if len(w) >= len("password")-1 && (w[0] == 'p' || w[0] == 'a') && (misspelt(w, "password") || misspelt(w, "passphrase")) {
		return namedPassword // most words: a look at their length and first byte
	}
	return notNamed
}

// folded lower-cases the ASCII letters of s into buf, if s fits: a key
// for a map lookup that does not allocate.
func folded(buf *[32]byte, s string) ([]byte, bool) {
	if len(s) > len(buf) {
		return nil, false
	}
	for i := 0; i < len(s); i++ {
		buf[i] = lower(s[i])
	}
	return buf[:len(s)], true
}

var (
	// aboutWords, after a credential word, make a name about the
	// credential rather than of its value.
	aboutWords = newWordSet("type", "types", "kind", "id", "ids", "name", "names", "file", "files", "path", "paths", "dir",
		"filepath", "filename", "pathname", "dirname", // key_filepath, as fastlane names a .p8 file
		"url", "uri", "urls", "endpoint", "host", "label", "field", "fields", "input", "prompt", "placeholder", "hint",
		"message", "msg", "text", "title", "policy", "length", "len", "min", "max", "size", "count", "regex", "pattern",
		"rule", "rules", "reset", "forgot", "confirm", "confirmation", "strength", "error", "errors", "hash", "hashed",
		"digest", "env", "var", "variable", "variables", "format", "required", "expires", "expiry", "expiration", "expired", "ttl", "changed",
		"updated", "created", "attempts", "enabled", "disabled", "mode", "provider", "manager", "mgr", "store",
		"source", "header", "helper", "handler", "cache", "storage", "limit", "version", "usage", "class", "ref", "reference",
		"arn", "location", "prefix", "suffix", "fingerprint", "server", "service", "refresh", "request", "response",
		"endpoint", "exchange", "issuer", "audience", "scope", "scopes", "method", "methods", "index", "list", "map", "maps",
		"count", "valid", "validation", "validator", "generator", "check", "set", "get", "is", "has", "less", "stdin",
		"date", "time", "timestamp", "changeable", // Get-LocalUser's PasswordChangeableDate, LAPS's PasswordUpdateTime
		// Vault's token_accessor names a token and cannot stand for it
		"accessor", "duration", "policies",
		// Chromium's --pseudonymization-salt-handle: a shared memory region's
		"handle", "handles")
	// digestWords, just before a credential word, make a name of the
	// credential's digest: a hash stored to compare with, not the value.
	digestWords = newWordSet("hashed")
	// secretKeys make a key word a credential ("api_key", "secret_key";
	// LoRaWAN's session keys, AppSKey and NwkSKey, written as one word).
	secretKeys = newWordSet("api", "secret", "private", "priv", "access", "auth", "client", "app", "master", "signing",
		"encryption", "license", "licence", "service", "account", "consumer", "admin", "root", "deploy", "user",
		"dev", "webhook", "subscription", "sas", "session", "refresh", "bearer", "hmac", "jwt", "shared", "storage",
		"write", "read", "management", "mgmt", "integration", "partner", "merchant", "restricted", "x", "apps", "nwks")
	// notSecretKeys make a key word a lookup or public key, or a
	// protocol's nonce (a WebSocket handshake's Sec-WebSocket-Key).
	notSecretKeys = newWordSet(append([]string{"public", "pub", "verify", "verification", "verifier", "socket", "websocket",
		"map", "dict", "object", "row", "column", "group", "item", "hot", "short", "unique", "kms", "gpg", "pgp",
		"ssh", "host", "schema", "registry", "translation", "i18n", "message", "react", "list", "cursor", "next",
		"prev", "page", "primarykey", "publishable", "the", "a", "this", "my", "your"}, lookupKeyWords...)...)
	// lookupKeys, as the word before a key word, make it a store's or an
	// index's lookup key, in a name and in prose ("cache key: v", a CI
	// log's hash of the lockfile).
	lookupKeys = newWordSet(lookupKeyWords...)
	// keyFiles are the files of keys and certificates with their
	// private keys that a build signs with (see encodedKeyFile).
	keyFiles = newWordSet("keystore", "keychain", "keyfile", "keytab")
	// wifiWords, anywhere before a key word, make it a Wi-Fi network's
	// passphrase (OpenWrt's wireless.radio0.key, wifi_key, wlan0_key).
	wifiWords = newWordSet("wireless", "wifi", "wlan", "wlan0", "wlan1", "wpa", "wpa2", "wpa3", "wep")
	// passOwners make "pass" a password ("dbpass", "rootpass", Redis's
	// "requirepass", OfflineIMAP's "remotepass", a Java keystore's
	// "storepass" and "keypass" as keytool names them in build files,
	// phpMyAdmin's "controlpass", its control user's; a game server's
	// "serverpass", "rconpass" and LinuxGSM's "steampass", its SteamCMD
	// login's).
	passOwners = newWordSet("db", "my", "sql", "mysql", "admin", "root", "user", "smtp", "ftp", "mail", "redis", "control",
		"pg", "mongo", "ldap", "vnc", "wifi", "sudo", "login", "bind", "rabbit", "amqp", "proxy", "http", "basic",
		"require", "master", "remote", "store", "key", "keystore", "truststore", "srcstore", "deststore", "srckey", "destkey", "mgr",
		"steam", "rcon", "server")
)

// lookupKeyWords are the words of lookupKeys.
var lookupKeyWords = []string{"idempotency", "cache", "primary", "foreign", "sort", "partition", "lookup", "index",
	"composite", "routing", "dedup", "dedupe", "hash", "sharding"}
