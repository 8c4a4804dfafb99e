package scrub

import (
	"strings"
	"testing"
)

// thirteenthFloor is just under what the rules reach on the thirteenth
// suite: recall 0.912, no partial leak, negatives intact 1.000 (0.520,
// none and 0.925 before the first fixes; 0.736 and 0.925 before licence
// keys, reset links, KeePass exports, backup code lists, phrases below
// their label, hex wallet keys, passwords typed without diacritics, one-
// time codes with a tripled digit, public wallet ids and promo codes were
// read). Left: a Solana keypair's byte array, a PIN column, a router's
// Network key and netsh's Key Content, JetBrains and Sublime licences, a
// password with an '@' after "reset to", a security answer, and a value
// after a short phrase and a colon ("password over phone: v", "key
// instead: v", "mot de passe temporaire : v"), whose reading cost too much.
// Stop 27's fixes (reset to after a conjunction, a security answer after
// its question, a qualifier of five words, temporary-password labels)
// 0.936.
//
// Raised at stop 28 to just under main's figures then: recall 0.960,
// negatives intact 1.000, no partial leak.
//
// Raised at stop 29 to just under main's figures then: recall 0.976,
// negatives intact 1.000, no partial leak.
//
// Raised at stop 33 to just under main's figures then: recall 0.984 (an
// authenticator's grouped setup key), negatives intact 1.000.
var thirteenthFloor = recallFloor{recall: 0.983, intact: 0.999, maxPartial: 0}

// TestPasteThirteenthRecall measures the thirteenth suite, what support
// staff and non-developers paste, kept apart as its author wrote it
// (misses included).
func TestPasteThirteenthRecall(t *testing.T) {
	measureHeldOut(t, "thirteenth suite", thirteenthCases(pasteGen{newFakes(13)}), thirteenthFloor)
}

// seedWords are common words of the shape a BIP39 wordlist holds (lower
// case, three to eight letters); a phrase drawn from them has a recovery
// phrase's shape, not a real wallet's.
var seedWords = strings.Fields(`abandon ability able about above absent absorb abstract absurd abuse access
	accident account accuse acid acoustic acquire across actor actress adapt address adjust admit adult advance
	agent agree ahead aisle alarm album alcohol alert alien alley almost alpha already amateur amazing among
	anchor ancient anger angle animal ankle announce annual antenna apart apple april arch arctic arena armor
	army arrow artist aspect auction audit august autumn avocado awake badge bamboo banana banner barrel basket
	battle beach bean beauty become before begin behave believe bench benefit bicycle bird blanket blossom
	board bonus border bottom bracket brave bread brick bridge brisk broccoli bronze brother bubble budget
	buffalo cabin cactus camera canal candy canvas carbon cargo carpet castle catalog cattle ceiling cereal
	chalk champion chapter cherry chimney choice cinnamon circle citizen clarify clever cliff clock cloud
	coconut coffee collect comic copper coral cotton cousin coyote cradle crater cricket crystal cube
	cupboard dance dawn debris decade delta denial desert diamond dinosaur dolphin donkey dragon drum eagle`)

// seedPhrase draws n words of seedWords, space-separated.
func (g pasteGen) seedPhrase(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = seedWords[g.r.IntN(len(seedWords))]
	}
	return strings.Join(w, " ")
}

const (
	base58Set = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	// productKeySet is the alphabet of Windows product keys.
	productKeySet = "BCDFGHJKMPQRTVWXY2346789"
)

// groups draws n groups of k characters of set joined by sep.
func (g pasteGen) groups(set string, n, k int, sep string) string {
	p := make([]string, n)
	for i := range p {
		p[i] = g.pick(set, k)
	}
	return strings.Join(p, sep)
}

// thirteenthCases are the thirteenth suite: what support staff and
// non-developers paste. Support tickets and mail threads (temporary
// passwords, reset mails with links and codes, one-time and backup codes,
// PINs, account logins), crypto wallets (recovery phrases, hex and WIF
// private keys, xprv keys), licence and product keys, Wi-Fi, router,
// door and alarm codes, password manager exports, browser login dumps,
// KeePass XML, spreadsheets pasted as TSV, and chat mixing English with
// French, Dutch, Turkish, Hinglish, Indonesian and Vietnamese. The
// negatives are look-alikes from the same ground a user wants kept:
// order, ticket and tracking numbers, public wallet addresses, transaction
// ids, word lists that are not phrases, prose about passwords.
func thirteenthCases(g pasteGen) []pasteCase {
	pw := g.password
	otp := func() string { return g.pick(digitSet, 6) }
	winKey := func() string { return g.groups(productKeySet, 5, 5, "-") }
	hexKey := func() string { return g.hex(64) }
	wif := func() string { return "K" + g.pick(base58Set, 51) }
	wifOld := func() string { return "5" + g.pick("HJK", 1) + g.pick(base58Set, 49) }
	xprv := func() string { return "xprv9s21ZrQH143K" + g.pick(base58Set, 95) }
	ethAddr := "0x" + g.hex(40)
	btcAddr := "bc1q" + g.pick("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 38)
	txid := g.hex(64)
	backup := func(n int) []string {
		c := make([]string, n)
		for i := range c {
			c[i] = g.pick(digitSet, 4) + " " + g.pick(digitSet, 4)
		}
		return c
	}

	// A 2FA backup codes list, as a provider shows it.
	codes := backup(10)
	backupList := "Your backup codes\nKeep these somewhere safe. Each code can be used once.\n\n" +
		strings.Join(codes[:5], "    ") + "\n" + strings.Join(codes[5:], "    ") + "\n\n(generated for j.doe)"
	ghCodes := []string{g.pick(hexSet, 5) + "-" + g.pick(hexSet, 5), g.pick(hexSet, 5) + "-" + g.pick(hexSet, 5), g.pick(hexSet, 5) + "-" + g.pick(hexSet, 5)}
	ghRecovery := "github-recovery-codes.txt\n" + strings.Join(ghCodes, "\n") + "\n"

	// Password manager exports.
	bwPw, lpPw, chPw, opPw := pw(), pw(), pw(), pw()
	bitwarden := "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\n" +
		",,login,Netflix,,,0,https://www.netflix.com,family.account@example.com," + bwPw + ",\n" +
		",1,login,Bank,,,0,https://online.examplebank.com,jdoe77,{S},\n"
	lastpass := "url,username,password,totp,extra,name,grouping,fav\nhttps://shop.example.com/login,maria.k," + lpPw + ",,,Shop,Shopping,0\n"
	chrome := "name,url,username,password,note\nexample.org,https://example.org/signin,tom," + chPw + ",\n"
	onePw := "Title,Website,Username,Password,OTPAuth,Favorite,Archived,Tags,Notes\n\"Office Wi-Fi\",,,\"" + opPw + "\",,false,false,work,\n"
	keepassPw := pw()
	keepass := "<Entry>\n\t<String>\n\t\t<Key>Title</Key>\n\t\t<Value>Payroll portal</Value>\n\t</String>\n\t<String>\n\t\t<Key>UserName</Key>\n\t\t<Value>hr-admin</Value>\n\t</String>\n" +
		"\t<String>\n\t\t<Key>Password</Key>\n\t\t<Value ProtectInMemory=\"True\">{S}</Value>\n\t</String>\n</Entry>"
	tsvPw := pw()
	tsv := "Site\tUser\tPassword\tOwner\nCRM\tsales01\t" + tsvPw + "\tAnna\nPrinter admin\tadmin\t{S}\tIT\n"
	tsvPw2 := pw()
	tsvMixed := "Klant\tLogin\tWachtwoord\nBakkerij de Vries\tdevries\t{S}\n"
	browserDump := "Origin URL: https://portal.example.net/login\nUsername: k.smith\nPassword: {S}\n\nOrigin URL: https://mail.example.net\nUsername: k.smith\nPassword: " + pw() + "\n"
	totpURI := "otpauth://totp/Example:alice?secret={S}&issuer=Example"

	return []pasteCase{
		// Support tickets and mail threads.
		pos("thirteenth-support", "temp-password", "Hi Sarah,\n\nYour temporary password is {S}\nPlease change it after your first login.", pw()),
		pos("thirteenth-support", "temp-password-colon", "Temporary password: {S}\nUsername: s.lee", pw()),
		pos("thirteenth-support", "new-password-set", "I've reset your account. New password: {S} (case sensitive)", pw()),
		pos("thirteenth-support", "reset-to", "I reset her password to {S} and asked her to change it.", pw()),
		pos("thirteenth-support", "forwarded-creds", "---------- Forwarded message ---------\nFrom: IT Helpdesk\nSubject: Your login\n\nUsername: mjohnson\nPassword: {S}\n", pw()),
		pos("thirteenth-support", "login-details-block", "Login details for the supplier portal\nUser: acme-orders\nPass: {S}", pw()),
		pos("thirteenth-support", "creds-slash", "credentials are frontdesk / {S}", pw()),
		pos("thirteenth-support", "customer-wrote-pw", "Customer says: \"I tried logging in with my password {S} but it says invalid\"", pw()),
		pos("thirteenth-support", "ticket-pw-in-note", "Ticket #48213 — internal note: client gave password over phone: {S}", pw()),
		pos("thirteenth-support", "reset-link-token", "Click the link below to reset your password:\nhttps://accounts.example.com/reset?token={S}\nThis link expires in 24 hours.", g.alnum(40)),
		pos("thirteenth-support", "reset-link-path", "Reset your password: https://app.example.io/password/reset/{S}", g.alnum(32)),
		pos("thirteenth-support", "magic-link", "Sign in to Example: https://example.com/auth/magic?code={S}&email=j%40example.com", g.pick(urlSet, 43)),
		pos("thirteenth-support", "verification-code", "Your verification code is {S}. It expires in 10 minutes.", otp()),
		pos("thirteenth-support", "otp-sms", "123456 is not it — the SMS said: Your Example one-time code: {S}. Don't share it.", otp()),
		pos("thirteenth-support", "security-code", "Use security code {S} to sign in to your account.", otp()),
		pos("thirteenth-support", "2fa-code-chat", "ok the 2fa code is {S} quick before it expires", otp()),
		pos("thirteenth-support", "backup-codes-first", backupList, codes[0]),
		pos("thirteenth-support", "backup-codes-last", backupList, codes[9]),
		pos("thirteenth-support", "github-recovery", ghRecovery, ghCodes[1]),
		pos("thirteenth-support", "recovery-code-prose", "Here's my recovery code in case I lose my phone: {S}", g.groups(upperSet+digitSet, 4, 4, "-")),
		pos("thirteenth-support", "totp-secret-uri", totpURI, g.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)),
		pos("thirteenth-support", "totp-secret-setup", "Can't scan the QR code? Enter this key instead: {S}", g.groups("abcdefghijklmnopqrstuvwxyz234567", 8, 4, " ")),
		pos("thirteenth-support", "pin-prose", "my PIN is {S}", g.pick(digitSet, 4)),
		pos("thirteenth-support", "pin-colon", "Card ending 4421, PIN: {S}", g.pick(digitSet, 4)),
		pos("thirteenth-support", "sim-puk", "SIM PUK code: {S}", g.pick(digitSet, 8)),
		pos("thirteenth-support", "voicemail-pin", "voicemail pin {S}", g.pick(digitSet, 6)),
		pos("thirteenth-support", "account-login", "Account number: 88120034\nOnline banking password: {S}", pw()),
		pos("thirteenth-support", "security-answer", "Security question: mother's maiden name — answer: {S}", "Kowalczyk"),
		pos("thirteenth-support", "passcode", "the passcode for the conference bridge is {S}", g.pick(digitSet, 7)),
		pos("thirteenth-support", "shared-mailbox", "shared mailbox support@example.com pw {S}", pw()),
		pos("thirteenth-support", "one-word-pw", "password for the kiosk is {S}", "bluebird"),
		pos("thirteenth-support", "user-pw-same-line", "username jwalker password {S}", pw()),
		pos("thirteenth-support", "pwd-abbrev", "pwd: {S}", pw()),
		pos("thirteenth-support", "passwd-mail", "Email: ops@example.org  Passwd: {S}", pw()),
		pos("thirteenth-support", "pw-parens", "logged in as admin (pw {S}) and changed the settings", pw()),
		pos("thirteenth-support", "activation-code", "Your activation code: {S}", g.groups(upperSet+digitSet, 3, 4, "-")),
		pos("thirteenth-support", "invite-code-link", "Join with this invite link: https://app.example.com/invite/accept?invite_token={S}", g.alnum(36)),
		pos("thirteenth-support", "api-key-support", "Customer pasted their API key in the ticket: {S} — please rotate", g.alnum(40)),

		// Crypto wallets.
		pos("thirteenth-crypto", "seed-12-label", "Recovery phrase: {S}", g.seedPhrase(12)),
		pos("thirteenth-crypto", "seed-24-label", "seed phrase:\n{S}", g.seedPhrase(24)),
		pos("thirteenth-crypto", "seed-12-prose", "my metamask seed is {S} and now the wallet is empty, help", g.seedPhrase(12)),
		pos("thirteenth-crypto", "mnemonic-json", `{"mnemonic": "{S}", "path": "m/44'/60'/0'/0/0"}`, g.seedPhrase(12)),
		pos("thirteenth-crypto", "mnemonic-env", "MNEMONIC=\"{S}\"", g.seedPhrase(12)),
		pos("thirteenth-crypto", "hardhat-mnemonic", "accounts: {\n  mnemonic: \"{S}\",\n}", g.seedPhrase(12)),
		pos("thirteenth-crypto", "secret-recovery-phrase", "Secret Recovery Phrase\n{S}", g.seedPhrase(12)),
		pos("thirteenth-crypto", "seed-24-nolabel-prose", "I wrote these 24 words down when I set up my Ledger: {S}", g.seedPhrase(24)),
		pos("thirteenth-crypto", "eth-privkey-0x", "private key: 0x{S}", hexKey()),
		pos("thirteenth-crypto", "eth-privkey-env", "PRIVATE_KEY={S}", hexKey()),
		pos("thirteenth-crypto", "eth-privkey-env-0x", "DEPLOYER_PRIVATE_KEY=0x{S}", hexKey()),
		pos("thirteenth-crypto", "eth-privkey-js", "const wallet = new ethers.Wallet(\"0x{S}\", provider);", hexKey()),
		pos("thirteenth-crypto", "eth-privkey-prose", "here's the private key of the hot wallet {S} can you check the balance", hexKey()),
		pos("thirteenth-crypto", "wif-compressed", "WIF: {S}", wif()),
		pos("thirteenth-crypto", "wif-uncompressed", "importprivkey {S} \"cold\" false", wifOld()),
		pos("thirteenth-crypto", "wif-dumpprivkey", "$ bitcoin-cli dumpprivkey bc1qexampleaddr\n{S}", wif()),
		pos("thirteenth-crypto", "xprv-bare", "{S}", xprv()),
		pos("thirteenth-crypto", "xprv-label", "master private key: {S}", xprv()),
		pos("thirteenth-crypto", "solana-keypair", "solana keypair (id.json): [{S}]", "174,47,154,16,202,193,206,113,199,190,53,133,169,175,31,56,222,53,138,189,224,216,117,173,10,149,53,45,73,251,237,246,15,185,186,82,177,240,148,69,241,227,167,80,141,89,240,121,121,35,172,247,68,251,226,218,48,63,176,109,168,89,238,135"),
		pos("thirteenth-crypto", "keystore-password", "keystore password: {S}", pw()),
		pos("thirteenth-crypto", "exchange-api-secret", "Binance API Key: "+g.alnum(64)+"\nSecret Key: {S}", g.alnum(64)),
		pos("thirteenth-crypto", "exchange-api-key", "Binance API Key: {S}\nSecret Key: "+g.alnum(64), g.alnum(64)),

		// Licence and product keys.
		pos("thirteenth-license", "windows-key", "Windows 11 Pro product key: {S}", winKey()),
		pos("thirteenth-license", "windows-slmgr", "slmgr /ipk {S}", winKey()),
		pos("thirteenth-license", "windows-key-prose", "the key on the sticker is {S}, activation fails", winKey()),
		pos("thirteenth-license", "office-key", "Office 2021 key {S}", winKey()),
		pos("thirteenth-license", "license-key-label", "License key: {S}", g.groups(upperSet+digitSet, 4, 5, "-")),
		pos("thirteenth-license", "serial-number-key", "Serial: {S}", g.groups(upperSet+digitSet, 6, 4, "-")),
		pos("thirteenth-license", "game-key", "Steam key: {S} enjoy!", g.groups(upperSet+digitSet, 3, 5, "-")),
		pos("thirteenth-license", "gift-card-code", "Gift card code: {S} (balance 50 EUR)", g.groups(upperSet+digitSet, 4, 4, "-")),
		pos("thirteenth-license", "jetbrains-activation", "JetBrains activation code:\n{S}", g.pick(upperSet+digitSet, 10)+"-"+g.pick(base64Chars, 400)+"-"+g.pick(base64Chars, 300)),
		pos("thirteenth-license", "sublime-license", "----- BEGIN LICENSE -----\nJane Doe\nSingle User License\nEA7E-"+g.pick(digitSet, 6)+"\n{S}\n------ END LICENSE ------", g.pick("0123456789ABCDEF", 8)+" "+g.pick("0123456789ABCDEF", 8)+" "+g.pick("0123456789ABCDEF", 8)),
		pos("thirteenth-license", "license-env", "LICENSE_KEY={S}", g.groups(upperSet+digitSet, 4, 8, "-")),
		pos("thirteenth-license", "license-json", `{"licenseKey": "{S}", "seats": 5}`, g.groups(upperSet+digitSet, 5, 5, "-")),
		pos("thirteenth-license", "registration-code", "Registration code: {S}", g.groups(upperSet+digitSet, 5, 5, "-")),

		// Wi-Fi, router, door and alarm codes.
		pos("thirteenth-home", "wifi-prose", "wifi is HomeNet-5G and the password is {S}", pw()),
		pos("thirteenth-home", "wifi-key-label", "WPA2 key: {S}", g.alnum(16)),
		pos("thirteenth-home", "wifi-passphrase-words", "Wi-Fi passphrase: {S}", "correct-lemon-harbor-42"),
		pos("thirteenth-home", "wifi-qr", "WIFI:T:WPA;S:GuestNet;P:{S};;", pw()),
		pos("thirteenth-home", "wifi-netsh", "Key Content            : {S}", pw()),
		pos("thirteenth-home", "wpa-supplicant", "network={\n    ssid=\"Office\"\n    psk=\"{S}\"\n}", pw()),
		pos("thirteenth-home", "nmcli", "nmcli dev wifi connect Office password {S}", pw()),
		pos("thirteenth-home", "router-admin", "router admin: http://192.168.1.1 user admin pass {S}", pw()),
		pos("thirteenth-home", "router-default-sticker", "on the sticker: Network key {S}", g.pick(upperSet+digitSet, 12)),
		pos("thirteenth-home", "door-code", "the door code is {S}", g.pick(digitSet, 4)),
		pos("thirteenth-home", "gate-code", "Gate code: {S}#", g.pick(digitSet, 5)),
		pos("thirteenth-home", "alarm-code", "alarm code {S} — disarm within 30s", g.pick(digitSet, 4)),
		pos("thirteenth-home", "lockbox", "keys are in the lockbox, combination {S}", g.pick(digitSet, 4)),
		pos("thirteenth-home", "airbnb-checkin", "Check-in: the keypad code is {S}. Wi-Fi password: "+pw(), g.pick(digitSet, 6)),
		pos("thirteenth-home", "airbnb-checkin-wifi", "Check-in: the keypad code is 4821. Wi-Fi password: {S}", pw()),
		pos("thirteenth-home", "guest-wifi-table", "| SSID | Password |\n|------|----------|\n| Guest | {S} |", pw()),

		// Password manager exports and browser dumps.
		pos("thirteenth-export", "bitwarden-first", strings.Replace(bitwarden, "{S}", pw(), 1), bwPw),
		pos("thirteenth-export", "bitwarden-second", bitwarden, pw()),
		pos("thirteenth-export", "lastpass", lastpass, lpPw),
		pos("thirteenth-export", "chrome", chrome, chPw),
		pos("thirteenth-export", "1password", onePw, opPw),
		pos("thirteenth-export", "keepass-xml", keepass, keepassPw),
		pos("thirteenth-export", "tsv-first", strings.Replace(tsv, "{S}", pw(), 1), tsvPw),
		pos("thirteenth-export", "tsv-second", tsv, pw()),
		pos("thirteenth-export", "tsv-dutch", tsvMixed, tsvPw2),
		pos("thirteenth-export", "browser-dump", browserDump, pw()),
		pos("thirteenth-export", "firefox-json", `{"hostname":"https://forum.example.org","username":"bee","password":"{S}","formSubmitURL":"https://forum.example.org"}`, pw()),
		pos("thirteenth-export", "bitwarden-json", "\"login\": {\n  \"username\": \"reception\",\n  \"password\": \"{S}\",\n  \"totp\": null\n}", pw()),
		pos("thirteenth-export", "csv-semicolon", "site;login;mot_de_passe\nimpots.example.fr;jdupont;{S}\n", pw()),
		pos("thirteenth-export", "md-table", "| Service | Login | Password |\n|---|---|---|\n| Zoom | team@example.com | {S} |", pw()),
		pos("thirteenth-export", "spreadsheet-pin", "Name\tCard\tPIN\nFuel card\t7001\t{S}\n", g.pick(digitSet, 4)),

		// Chat mixing English with other languages.
		pos("thirteenth-i18n", "fr-mdp", "salut, le mdp du wifi c'est {S}", pw()),
		pos("thirteenth-i18n", "fr-temp", "Votre mot de passe temporaire : {S}", pw()),
		pos("thirteenth-i18n", "fr-code", "voici le code de vérification : {S}", otp()),
		pos("thirteenth-i18n", "nl-wachtwoord", "het wachtwoord van de router is {S}", pw()),
		pos("thirteenth-i18n", "nl-code", "je inlogcode is {S}", otp()),
		pos("thirteenth-i18n", "nl-pincode", "pincode: {S}", g.pick(digitSet, 4)),
		pos("thirteenth-i18n", "tr-sifre", "wifi şifresi: {S}", pw()),
		pos("thirteenth-i18n", "tr-sifre-ascii", "sifre {S} bunu kimseye verme", pw()),
		pos("thirteenth-i18n", "tr-parola", "parolam {S}", pw()),
		pos("thirteenth-i18n", "tr-dogrulama", "doğrulama kodu: {S}", otp()),
		pos("thirteenth-i18n", "hinglish-password", "bhai password hai {S} login kar le", pw()),
		pos("thirteenth-i18n", "hinglish-otp", "OTP {S} hai, kisi ko mat batana", otp()),
		pos("thirteenth-i18n", "hinglish-pass-kya", "admin ka password {S} hai", pw()),
		pos("thirteenth-i18n", "id-kata-sandi", "kata sandi: {S}", pw()),
		pos("thirteenth-i18n", "id-sandi-prose", "kata sandinya {S} ya, jangan disebar", pw()),
		pos("thirteenth-i18n", "id-kode-otp", "kode OTP kamu {S}", otp()),
		pos("thirteenth-i18n", "vi-mat-khau", "mật khẩu: {S}", pw()),
		pos("thirteenth-i18n", "vi-mat-khau-prose", "mật khẩu wifi là {S}", pw()),
		pos("thirteenth-i18n", "vi-ascii", "mat khau la {S} nhe", pw()),
		pos("thirteenth-i18n", "vi-ma-otp", "mã OTP của bạn là {S}", otp()),
		pos("thirteenth-i18n", "mixed-creds", "user: dewi.s / pass: {S} (akun kantor)", pw()),

		// Negatives: support look-alikes. A user wants ticket, order and
		// tracking numbers kept: they name the work, and none signs in.
		neg("thirteenth-neg-support", "ticket-id", "Re: [Ticket #48213] Password reset not working", "#48213"),
		neg("thirteenth-neg-support", "order-number", "Order number: 112-4839201-7730412 has shipped", "112-4839201-7730412"),
		neg("thirteenth-neg-support", "tracking-ups", "Tracking number: 1Z999AA10123456784", "1Z999AA10123456784"),
		neg("thirteenth-neg-support", "tracking-postnl", "Je pakket 3SABCD0123456789 is onderweg", "3SABCD0123456789"),
		neg("thirteenth-neg-support", "invoice", "Invoice INV-2024-00831 is attached, amount due 240.00 EUR", "INV-2024-00831"),
		neg("thirteenth-neg-support", "case-id", "Case ID: 00-1742-3391 — escalated to tier 2", "00-1742-3391"),
		neg("thirteenth-neg-support", "reset-sent", "I sent you a password reset link; please check your spam folder.", ""),
		neg("thirteenth-neg-support", "pw-policy-mail", "Your new password must contain at least 12 characters, one digit and one symbol.", ""),
		neg("thirteenth-neg-support", "pw-expired", "Your password expired on 3 March. Please choose a new one.", ""),
		neg("thirteenth-neg-support", "never-ask", "We will never ask for your password or PIN by e-mail.", ""),
		neg("thirteenth-neg-support", "code-expired", "The verification code you entered has expired. Request a new code.", ""),
		neg("thirteenth-neg-support", "pin-changed", "Your PIN was changed successfully.", ""),
		neg("thirteenth-neg-support", "phone-ext", "Call the helpdesk at ext. 4410 between 9:00 and 17:00.", "4410"),
		neg("thirteenth-neg-support", "reset-page", "Reset it yourself at https://accounts.example.com/forgot-password", "https://accounts.example.com/forgot-password"),
		neg("thirteenth-neg-support", "coupon", "Use coupon code SPRING25 for 25% off your next order", "SPRING25"),
		neg("thirteenth-neg-support", "promo-prose", "Promo code WELCOME10 applies to first orders only.", "WELCOME10"),
		neg("thirteenth-neg-support", "booking-ref", "Booking reference: K7QX2M, flight KL1234 on 14 May", "K7QX2M"),
		neg("thirteenth-neg-support", "rma", "RMA number 5501234 — return the router in its original box.", "5501234"),
		neg("thirteenth-neg-support", "error-code", "Error 0x80070005 when activating Windows", "0x80070005"),
		neg("thirteenth-neg-support", "password-field-empty", "Password: (leave blank)", ""),
		neg("thirteenth-neg-support", "pw-manager-advice", "Store the new password in Bitwarden, not in the ticket.", ""),
		neg("thirteenth-neg-support", "2fa-enabled", "Two-factor authentication is now enabled on your account.", ""),

		// Negatives: crypto look-alikes. Public addresses and transaction
		// ids are published on chain: a user asking about a transfer needs
		// them kept.
		neg("thirteenth-neg-crypto", "eth-address", "send it to "+ethAddr+" on mainnet", ethAddr),
		neg("thirteenth-neg-crypto", "btc-address", "my BTC address: "+btcAddr, btcAddr),
		neg("thirteenth-neg-crypto", "txid", "tx hash: "+txid+" still pending after an hour", txid),
		neg("thirteenth-neg-crypto", "derivation-path", "derivation path m/44'/60'/0'/0/0", ""),
		neg("thirteenth-neg-crypto", "seed-advice", "Never share your 12-word recovery phrase with anyone, not even support.", ""),
		neg("thirteenth-neg-crypto", "word-list-shopping", "shopping list: apple banana bread coffee cherry cereal", ""),
		neg("thirteenth-neg-crypto", "word-prose", "The eagle and the dolphin are the mascots of the two teams.", ""),
		neg("thirteenth-neg-crypto", "xpub", "watch-only xpub: xpub661MyMwAqRbcF"+g.pick(base58Set, 94), ""),
		neg("thirteenth-neg-crypto", "contract-call", "await token.transfer(recipient, ethers.parseUnits(\"10\", 18));", ""),

		// Negatives: licence look-alikes.
		neg("thirteenth-neg-license", "kms-generic-doc", "slmgr /dlv shows the licence status and the partial product key", ""),
		neg("thirteenth-neg-license", "product-id", "Product ID: 00330-80000-00000-AA123", "00330-80000-00000-AA123"),
		neg("thirteenth-neg-license", "license-name", "License: MIT", ""),
		neg("thirteenth-neg-license", "license-type", "licence type: Volume:MAK, seats used 12/50", ""),
		neg("thirteenth-neg-license", "part-number", "Part number: MS-7C56 rev 1.0", ""),
		neg("thirteenth-neg-license", "key-partial", "Partial Product Key: 3V66T", ""),

		// Negatives: home look-alikes.
		neg("thirteenth-neg-home", "ssid", "connect to the SSID HomeNet-5G on channel 36", "HomeNet-5G"),
		// The private address is identity's to redact by contract; the prose
		// must stay.
		neg("thirteenth-neg-home", "router-ip", "open http://192.168.1.1 and log in with the password on the sticker", "log in with the password on the sticker"),
		neg("thirteenth-neg-home", "wifi-prompt", "Enter the network security key:", ""),
		neg("thirteenth-neg-home", "room-number", "meeting in room 4.12, door on the left", ""),
		neg("thirteenth-neg-home", "postcode", "address: Keizersgracht 123, 1015 CJ Amsterdam", "1015 CJ"),

		// Negatives: export look-alikes.
		neg("thirteenth-neg-export", "csv-header-only", "url,username,password,totp,extra,name,grouping,fav", ""),
		neg("thirteenth-neg-export", "tsv-no-password", "Name\tDepartment\tPhone\nAnna\tSales\t020 555 0143\n", "Sales"),
		neg("thirteenth-neg-export", "keepass-title", "<String>\n\t<Key>Title</Key>\n\t<Value>Payroll portal</Value>\n</String>", "Payroll portal"),
		neg("thirteenth-neg-export", "export-how", "In Bitwarden go to Tools > Export vault and pick .csv", ""),

		// Negatives: other languages, prose about passwords.
		neg("thirteenth-neg-i18n", "fr-oublie", "j'ai oublié mon mot de passe, comment le réinitialiser ?", ""),
		neg("thirteenth-neg-i18n", "nl-vergeten", "wachtwoord vergeten? klik dan op de link", ""),
		neg("thirteenth-neg-i18n", "tr-yanlis", "şifre yanlış, tekrar dene", ""),
		neg("thirteenth-neg-i18n", "hinglish-bhool", "mera password bhool gaya, reset kaise kare?", ""),
		neg("thirteenth-neg-i18n", "id-lupa", "saya lupa kata sandi, tolong bantu", ""),
		neg("thirteenth-neg-i18n", "vi-quen", "tôi quên mật khẩu rồi", ""),
		neg("thirteenth-neg-i18n", "tr-kod-gelmedi", "doğrulama kodu gelmedi", ""),
	}
}
