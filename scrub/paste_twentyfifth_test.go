package scrub

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// twentyfifthFloor is just under what the rules reach on the twentyfifth
// suite: as first written, before any fix for it, recall 0.798, partial
// 0.000, negatives intact 0.868 (the same with its label slip fixed: a
// Dutch address's postcode and town, which street-address rules keep, as
// the thirteenth suite's negative says); after the fixes for it
// (password words typed without diacritics, placeholders owning a
// credential word, European national ids by their check digits, PIN
// copulas, Romanian and Indonesian copulas, Italian, Dutch and Portuguese
// addresses) recall 0.984, partial 0.000, negatives intact 1.000.
//
// Raised at stop 28 to just under main's figures then: recall 0.992,
// negatives intact 1.000, no partial leak.
var twentyfifthFloor = recallFloor{recall: 0.991, intact: 0.999, maxPartial: 0}

// TestPasteTwentyfifthRecall measures the twentyfifth suite, people
// writing in European and other languages, kept apart as its author wrote
// it (misses included).
func TestPasteTwentyfifthRecall(t *testing.T) {
	measureHeldOut(t, "twentyfifth suite", twentyfifthCases(pasteGen{newFakes(2525)}), twentyfifthFloor)
}

// localIDs draws national ids, IBANs and phone numbers of European and
// other countries, each with the check digits its issuer computes.
type localIDs struct{ g pasteGen }

func (l localIDs) digits(n int) string { return l.g.pick(digitSet, n) }

// nonZero draws n digits whose first is not zero.
func (l localIDs) nonZero(n int) string { return l.g.pick("123456789", 1) + l.digits(n-1) }

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// steuerID draws a German tax id: eleven digits, in the first ten one digit
// twice and one missing, the last by ISO 7064 MOD 11,10.
func (l localIDs) steuerID() string {
	perm := l.g.r.Perm(10)
	if perm[0] == 0 {
		perm[0], perm[1] = perm[1], perm[0]
	}
	d := perm[:9]
	d = append(d[:9:9], d[1+l.g.r.IntN(8)])
	product := 10
	var b strings.Builder
	for _, x := range d {
		b.WriteByte(byte('0' + x))
		sum := (x + product) % 10
		if sum == 0 {
			sum = 10
		}
		product = sum * 2 % 11
	}
	check := 11 - product
	if check == 10 {
		check = 0
	}
	return b.String() + strconv.Itoa(check)
}

// nir draws a French social security number with its key, spaced as the
// carte Vitale prints it.
func (l localIDs) nir() string {
	body := l.g.pick("12", 1) + fmt.Sprintf("%02d%02d", 60+l.g.r.IntN(35), 1+l.g.r.IntN(12)) +
		fmt.Sprintf("%02d", 10+l.g.r.IntN(80)) + l.digits(3) + l.digits(3)
	n, _ := strconv.ParseUint(body, 10, 64)
	key := 97 - n%97
	return fmt.Sprintf("%s %s %s %s %s %s %02d", body[0:1], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)
}

const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE"

func (l localIDs) dni() string {
	n := l.nonZero(8)
	return n + string(dniLetters[atoi(n)%23])
}

func (l localIDs) nie() string {
	p := l.g.r.IntN(3)
	n := l.digits(7)
	return string("XYZ"[p]) + n + string(dniLetters[atoi(strconv.Itoa(p)+n)%23])
}

// weighted11 returns the mod-11 check digit Portugal's NIF uses.
func (l localIDs) nifPT() string {
	d := l.g.pick("123", 1) + l.digits(7)
	sum := 0
	for i := range 8 {
		sum += int(d[i]-'0') * (9 - i)
	}
	c := 11 - sum%11
	if c >= 10 {
		c = 0
	}
	return d + strconv.Itoa(c)
}

// codiceFiscale draws an Italian fiscal code with its check letter.
func (l localIDs) codiceFiscale() string {
	months := "ABCDEHLMPRST"
	cons := "BCDFGHLMNPRSTVZ"
	s := l.g.pick(cons, 3) + l.g.pick(cons, 3) + fmt.Sprintf("%02d", 50+l.g.r.IntN(50)) +
		string(months[l.g.r.IntN(12)]) + fmt.Sprintf("%02d", 1+l.g.r.IntN(28)+40*l.g.r.IntN(2)) +
		[]string{"H501", "F205", "L219", "G273", "A662"}[l.g.r.IntN(5)]
	odd := []int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}
	sum := 0
	for i, c := range s {
		v := int(c - 'A')
		if c >= '0' && c <= '9' {
			v = int(c - '0')
		}
		if i%2 == 0 {
			sum += odd[v]
		} else {
			sum += v
		}
	}
	return s + string(rune('A'+sum%26))
}

// bsn draws a Dutch citizen number that passes the eleven test.
func (l localIDs) bsn() string {
	for {
		d := l.g.pick("123456", 1) + l.digits(7)
		sum := 0
		for i := range 8 {
			sum += int(d[i]-'0') * (9 - i)
		}
		if c := sum % 11; c < 10 {
			return d + strconv.Itoa(c)
		}
	}
}

// pesel draws a Polish PESEL of someone born in the 1970s to 1990s.
func (l localIDs) pesel() string {
	d := fmt.Sprintf("%02d%02d%02d", 70+l.g.r.IntN(30), 1+l.g.r.IntN(12), 1+l.g.r.IntN(28)) + l.digits(4)
	w := []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
	sum := 0
	for i := range 10 {
		sum += int(d[i]-'0') * w[i]
	}
	return d + strconv.Itoa((10-sum%10)%10)
}

// personnummer draws a Swedish personal number, YYMMDD-NNNC with a Luhn
// check digit.
func (l localIDs) personnummer() string {
	d := fmt.Sprintf("%02d%02d%02d", 60+l.g.r.IntN(40), 1+l.g.r.IntN(12), 1+l.g.r.IntN(28)) + l.digits(3)
	sum := 0
	for i := range 9 {
		v := int(d[i]-'0') * (2 - i%2)
		sum += v/10 + v%10
	}
	return d[:6] + "-" + d[6:] + strconv.Itoa((10-sum%10)%10)
}

// tcKimlik draws a Turkish identity number with its two check digits.
func (l localIDs) tcKimlik() string {
	d := l.nonZero(9)
	v := func(i int) int { return int(d[i] - '0') }
	odd := v(0) + v(2) + v(4) + v(6) + v(8)
	even := v(1) + v(3) + v(5) + v(7)
	c10 := ((odd*7-even)%10 + 10) % 10
	sum := odd + even + c10
	return d + strconv.Itoa(c10) + strconv.Itoa(sum%10)
}

// cpf draws a Brazilian CPF, written 000.000.000-00.
func (l localIDs) cpf() string {
	d := l.nonZero(9)
	check := func(s string) int {
		sum := 0
		for i := range s {
			sum += int(s[i]-'0') * (len(s) + 1 - i)
		}
		return sum * 10 % 11 % 10
	}
	d += strconv.Itoa(check(d))
	d += strconv.Itoa(check(d))
	return d[0:3] + "." + d[3:6] + "." + d[6:9] + "-" + d[9:]
}

// ibanOf returns the IBAN of country cc and national account bban, in
// groups of four when spaced.
func ibanOf(cc, bban string, spaced bool) string {
	check := 98 - ibanMod97(bban+cc+"00")
	s := fmt.Sprintf("%s%02d%s", cc, check, bban)
	if spaced {
		return grouped(s)
	}
	return s
}

// iban draws an IBAN of country cc.
func (l localIDs) iban(cc string, spaced bool) string {
	bban := map[string]func() string{
		"DE": func() string { return l.nonZero(8) + l.digits(10) },
		"FR": func() string { return "30004" + l.digits(5) + l.digits(11) + l.digits(2) },
		"ES": func() string { return "2100" + l.digits(4) + l.digits(12) },
		"IT": func() string { return l.g.pick(upperSet, 1) + "03069" + l.digits(5) + l.digits(12) },
		"NL": func() string { return "ABNA" + l.digits(10) },
		"PL": func() string { return l.digits(24) },
		"PT": func() string { return "0035" + l.digits(17) },
		"SE": func() string { return "500" + l.digits(17) },
		"TR": func() string { return "00061" + "0" + l.digits(16) },
		"RO": func() string { return "BTRL" + l.digits(16) },
		"HU": func() string { return "117" + l.digits(21) },
		"CZ": func() string { return "0800" + l.digits(16) },
	}[cc]
	return ibanOf(cc, bban(), spaced)
}

// localPassword draws a password someone writing in another language
// makes: a word of theirs, digits and a symbol.
func (l localIDs) localPassword() string {
	words := []string{"Sommerwiese", "Girassol", "Mariposa", "Tournesol", "Zonnebloem", "Kelebek", "Slonecznik", "Hoaxuan", "Girasole", "Skogsmus"}
	return words[l.g.r.IntN(len(words))] + l.digits(2) + l.g.pick("!#%*?.", 1) + l.digits(2)
}

// twentyfifthCases are the twentyfifth suite. Its ground is people writing
// to an agent in German, French, Spanish, Portuguese, Italian, Dutch,
// Polish, Czech, Swedish, Turkish, Vietnamese, Indonesian, Romanian and
// Hungarian: passwords, PINs, API keys, Wi-Fi keys, router logins, bank and
// tax details in chat and tickets; config files whose keys and comments
// are in those languages; national ids with valid check digits, IBANs,
// local phone numbers and addresses. The negatives are prose using the
// same words without a value, placeholders in those languages, dates,
// prices, postcodes, order numbers and versions.
func twentyfifthCases(g pasteGen) []pasteCase {
	l := localIDs{g}
	pw := g.password
	lpw := l.localPassword
	tok := g.token
	pin := func() string { return l.nonZero(4) }
	ghp := func() string { return "gh" + "p_" + g.alnum(36) }
	openai := func() string { return "sk" + "-proj-" + g.pick(urlSet, 48) }
	stripe := func() string { return "sk" + "_live_" + g.alnum(24) }

	return []pasteCase{
		// German.
		pos("de", "chat-lautet", "Hallo, kannst du dich bitte auf dem Server einloggen? Benutzer ist admin, das Passwort lautet {S}", pw()),
		pos("de", "chat-kennwort", "Das Kennwort für den Router ist {S} – bitte nicht weitergeben.", lpw()),
		pos("de", "wlan-schluessel", "WLAN: FritzBox-7590-XY\nWLAN-Schlüssel: {S}", l.digits(4)+" "+l.digits(4)+" "+l.digits(4)+" "+l.digits(4)),
		pos("de", "pin", "Meine PIN ist {S}, die brauchst du für die App.", pin()),
		pos("de", "config-passwort", "[datenbank]\nhost = db.intern\nbenutzer = shop\npasswort = {S}\n", pw()),
		pos("de", "config-comment", "# Zugangsdaten für die Staging-DB (nicht committen!)\nDB_USER=staging\nDB_PASSWORT={S}\n", lpw()),
		pos("de", "api-schluessel", "Hier ist mein API-Schlüssel: {S}", openai()),
		pos("de", "steuer-id", "Meine Steuer-ID ist {S}, bitte im Formular eintragen.", l.steuerID()),
		pos("de", "steuer-id-label", "Name: Jonas Weber\nSteuerliche Identifikationsnummer: {S}\nFinanzamt: München", l.steuerID()),
		pos("de", "iban-chat", "Überweis mir das bitte auf IBAN {S}, Kontoinhaber J. Weber", l.iban("DE", true)),
		pos("de", "iban-compact", "Bankverbindung: {S} (Sparkasse)", l.iban("DE", false)),
		pos("de", "phone-mobile", "Ruf mich an unter {S}, falls was ist.", "0151 "+l.digits(4)+" "+l.digits(4)),
		pos("de", "phone-berlin", "Tel.: {S}", "+49 30 "+l.nonZero(8)),
		pos("de", "address", "Lieferadresse: {S}", "Lindenstraße "+strconv.Itoa(2+g.r.IntN(90))+", 10969 Berlin"),
		pos("de", "ticket", "Ticket #4711: Kunde kann sich nicht anmelden.\nBenutzername: m.schulz\nneues Passwort: {S}\nBitte beim nächsten Login ändern lassen.", pw()),
		pos("de", "zugangsdaten", "Zugangsdaten FTP:\nServer: ftp.beispiel.de\nBenutzer: web123\nKennwort: {S}", lpw()),
		pos("de", "geheimnis", "Das Client-Geheimnis aus dem Azure-Portal lautet {S}", g.pick(urlSet+"~.", 40)),
		pos("de", "yaml-kommentar", "mail:\n  # Passwort vom Postfach info@\n  smtp_passwort: \"{S}\"", pw()),

		// French.
		pos("fr", "mdp-colon", "Identifiant : admin\nMot de passe : {S}", pw()),
		pos("fr", "mdp-prose", "Salut, le mot de passe du wifi c'est {S}", lpw()),
		pos("fr", "mdp-abbrev", "mdp : {S}", pw()),
		pos("fr", "code-pin", "mon code PIN est le {S}", pin()),
		pos("fr", "cle-wifi", "Clé WPA de la Livebox : {S}", g.pick(upperSet+digitSet, 26)),
		pos("fr", "cle-api", "Voici ma clé API : {S} pouvez-vous vérifier pourquoi ça renvoie 401 ?", tok()),
		pos("fr", "config-mdp", "# mot de passe de la base\nmot_de_passe = \"{S}\"", pw()),
		pos("fr", "nir", "Numéro de sécurité sociale : {S}", l.nir()),
		pos("fr", "nir-prose", "mon numéro de sécu c'est le {S}", l.nir()),
		pos("fr", "iban", "RIB pour le remboursement : IBAN {S} BIC BNPAFRPP", l.iban("FR", true)),
		pos("fr", "phone", "Vous pouvez me joindre au {S}", "06 "+l.digits(2)+" "+l.digits(2)+" "+l.digits(2)+" "+l.digits(2)),
		pos("fr", "phone-intl", "Tél. : {S}", "+33 1 "+l.digits(2)+" "+l.digits(2)+" "+l.digits(2)+" "+l.digits(2)),
		pos("fr", "address", "Adresse de livraison : {S}", strconv.Itoa(3+g.r.IntN(80))+" rue de la République, 69002 Lyon"),
		pos("fr", "jeton", "le jeton d'accès est {S}", ghp()),
		pos("fr", "ticket", "Bonjour,\nje n'arrive plus à me connecter. Mon identifiant est c.martin et mon mot de passe est {S}.\nMerci d'avance", lpw()),

		// Spanish.
		pos("es", "contrasena-es", "Oye, la contraseña del servidor es {S}, entra y revisa los logs", pw()),
		pos("es", "contrasena-colon", "usuario: soporte\ncontraseña: {S}", lpw()),
		pos("es", "clave", "la clave del wifi es {S}", lpw()),
		pos("es", "config", "# contraseña de la base de datos\ncontraseña: \"{S}\"\nusuario: app", pw()),
		pos("es", "dni", "Mi DNI es {S}", l.dni()),
		pos("es", "nie", "NIE: {S}", l.nie()),
		pos("es", "iban", "Número de cuenta: {S}", l.iban("ES", true)),
		pos("es", "phone", "Llámame al {S}", "+34 6"+l.digits(2)+" "+l.digits(3)+" "+l.digits(3)),
		pos("es", "address", "Dirección: {S}", "Calle de Alcalá "+strconv.Itoa(10+g.r.IntN(200))+", 28009 Madrid"),
		pos("es", "api", "mi clave de API es {S}", stripe()),
		pos("es", "pin", "el PIN de la tarjeta es {S}", pin()),
		pos("es", "router", "Router: 192.168.1.1\nUsuario: 1234\nContraseña del router: {S}", lpw()),

		// Portuguese (Brazil and Portugal).
		pos("pt", "senha-e", "a senha é {S}", pw()),
		pos("pt", "senha-br", "Oi! Segue o acesso: usuário admin, senha {S}", lpw()),
		pos("pt", "senha-config", "# senha do banco\nsenha = \"{S}\"", pw()),
		pos("pt", "palavra-passe", "A palavra-passe do Wi-Fi é {S}", lpw()),
		pos("pt", "cpf", "Meu CPF é {S}", l.cpf()),
		pos("pt", "cpf-form", "Nome: Ana Souza\nCPF: {S}\nNascimento: 12/03/1990", l.cpf()),
		pos("pt", "nif", "NIF: {S}", l.nifPT()),
		pos("pt", "nif-prose", "o meu número de contribuinte é {S}", l.nifPT()),
		pos("pt", "iban-pt", "IBAN para transferência: {S}", l.iban("PT", true)),
		pos("pt", "phone-br", "me chama no zap {S}", "(11) 9"+l.digits(4)+"-"+l.digits(4)),
		pos("pt", "phone-pt", "Telemóvel: {S}", "+351 91"+l.digits(1)+" "+l.digits(3)+" "+l.digits(3)),
		pos("pt", "chave", "a chave da API é {S}", tok()),
		pos("pt", "pix", "chave Pix (CPF): {S}", l.cpf()),

		// Italian.
		pos("it", "password-e", "la password del NAS è {S}", pw()),
		pos("it", "parola-chiave", "Utente: mrossi\nParola d'ordine: {S}", lpw()),
		pos("it", "codice-fiscale", "Codice fiscale: {S}", l.codiceFiscale()),
		pos("it", "cf-prose", "il mio codice fiscale è {S}", l.codiceFiscale()),
		pos("it", "iban", "IBAN: {S}", l.iban("IT", false)),
		pos("it", "phone", "cell. {S}", "347 "+l.digits(3)+" "+l.digits(4)),
		pos("it", "address", "Indirizzo: {S}", "Via Garibaldi "+strconv.Itoa(1+g.r.IntN(90))+", 10122 Torino"),
		pos("it", "chiave-api", "Ecco la chiave API: {S}", openai()),

		// Dutch.
		pos("nl", "wachtwoord", "Het wachtwoord is {S}", pw()),
		pos("nl", "wachtwoord-colon", "gebruikersnaam: beheer\nwachtwoord: {S}", lpw()),
		pos("nl", "wifi", "wifi-wachtwoord: {S}", lpw()),
		pos("nl", "bsn", "Mijn BSN is {S}", l.bsn()),
		pos("nl", "bsn-form", "Burgerservicenummer: {S}", l.bsn()),
		pos("nl", "iban", "Rekeningnummer: {S} t.n.v. P. de Vries", l.iban("NL", true)),
		pos("nl", "phone", "Bel me op {S}", "06-"+l.digits(8)),
		pos("nl", "address", "Adres: {S}, 1016 HK Amsterdam", "Prinsengracht "+strconv.Itoa(100+g.r.IntN(800))),
		pos("nl", "config", "# wachtwoord voor de mailserver\nSMTP_WACHTWOORD={S}", pw()),

		// Polish.
		pos("pl", "haslo-to", "hasło to {S}", pw()),
		pos("pl", "haslo-colon", "Login: kowalski\nHasło: {S}", lpw()),
		pos("pl", "haslo-wifi", "hasło do wifi: {S}", lpw()),
		pos("pl", "pesel", "Mój PESEL: {S}", l.pesel()),
		pos("pl", "pesel-form", "Imię i nazwisko: Jan Kowalski\nPESEL: {S}", l.pesel()),
		pos("pl", "iban", "Numer konta: {S}", l.iban("PL", true)),
		pos("pl", "phone", "tel. {S}", "+48 5"+l.digits(2)+" "+l.digits(3)+" "+l.digits(3)),
		pos("pl", "klucz", "klucz API: {S}", tok()),

		// Czech.
		pos("cs", "heslo-je", "heslo je {S}", pw()),
		pos("cs", "heslo-colon", "Uživatel: novak\nHeslo: {S}", lpw()),
		pos("cs", "iban", "Číslo účtu (IBAN): {S}", l.iban("CZ", true)),
		pos("cs", "phone", "Telefon: {S}", "+420 60"+l.digits(1)+" "+l.digits(3)+" "+l.digits(3)),

		// Swedish.
		pos("sv", "losenord-ar", "lösenordet är {S}", pw()),
		pos("sv", "losenord-colon", "Användarnamn: admin\nLösenord: {S}", lpw()),
		pos("sv", "personnummer", "Mitt personnummer är {S}", l.personnummer()),
		pos("sv", "personnummer-form", "Personnummer: {S}", l.personnummer()),
		pos("sv", "iban", "IBAN: {S}", l.iban("SE", true)),
		pos("sv", "phone", "Ring mig på {S}", "070-"+l.digits(3)+" "+l.digits(2)+" "+l.digits(2)),

		// Turkish.
		pos("tr", "sifre-colon", "kullanıcı adı: admin\nşifre: {S}", pw()),
		pos("tr", "sifre-prose", "Modemin şifresi {S}, değiştirme lütfen", lpw()),
		pos("tr", "parola", "parola: {S}", pw()),
		pos("tr", "tc-kimlik", "TC Kimlik No: {S}", l.tcKimlik()),
		pos("tr", "tc-prose", "TC kimlik numaram {S}", l.tcKimlik()),
		pos("tr", "iban", "IBAN: {S}", l.iban("TR", true)),
		pos("tr", "phone", "Telefon: {S}", "0532 "+l.digits(3)+" "+l.digits(2)+" "+l.digits(2)),
		pos("tr", "api-anahtari", "API anahtarım: {S}", ghp()),

		// Vietnamese.
		pos("vi", "mat-khau-la", "mật khẩu là {S}", pw()),
		pos("vi", "mat-khau-colon", "Tài khoản: admin\nMật khẩu: {S}", lpw()),
		pos("vi", "wifi", "pass wifi nhà mình là {S}", lpw()),
		pos("vi", "phone", "SĐT: {S}", "091 "+l.digits(3)+" "+l.digits(4)),

		// Indonesian.
		pos("id", "kata-sandi", "kata sandi: {S}", pw()),
		pos("id", "kata-sandi-prose", "Kata sandinya {S} ya, jangan disebar", lpw()),
		pos("id", "password-nya", "password wifi-nya {S}", lpw()),
		pos("id", "phone", "WA: {S}", "+62 812-"+l.digits(4)+"-"+l.digits(4)),

		// Romanian.
		pos("ro", "parola-este", "parola este {S}", pw()),
		pos("ro", "parola-colon", "Utilizator: admin\nParolă: {S}", lpw()),
		pos("ro", "iban", "Cont IBAN: {S}", l.iban("RO", true)),
		pos("ro", "phone", "Tel: {S}", "07"+l.digits(2)+" "+l.digits(3)+" "+l.digits(3)),

		// Hungarian.
		pos("hu", "jelszo", "a jelszó: {S}", pw()),
		pos("hu", "jelszo-prose", "A jelszavam {S}, légyszi nézd meg", lpw()),
		pos("hu", "iban", "Számlaszám: {S}", l.iban("HU", true)),
		pos("hu", "phone", "Telefonszám: {S}", "+36 30 "+l.digits(3)+" "+l.digits(4)),

		// Configs and tool output with local keys.
		pos("config", "env-passwort", "PASSWORT={S}", lpw()),
		pos("config", "json-senha", `{"usuario": "api", "senha": "{S}"}`, pw()),
		pos("config", "yaml-contrasena", "db:\n  usuario: app\n  contrasena: {S}", pw()),
		pos("config", "ini-haslo", "[poczta]\nuzytkownik = biuro\nhaslo = {S}", lpw()),
		pos("config", "toml-wachtwoord", "[database]\ngebruiker = \"app\"\nwachtwoord = \"{S}\"", pw()),
		pos("config", "php-mot-de-passe", "$config['mot_de_passe'] = '{S}';", pw()),
		pos("config", "sifre-env", "VERITABANI_SIFRE={S}", pw()),
		pos("config", "losenord-yaml", "smtp:\n  anvandare: info\n  losenord: {S}", lpw()),
		pos("config", "kennwort-xml", "<Verbindung>\n  <Benutzer>sa</Benutzer>\n  <Kennwort>{S}</Kennwort>\n</Verbindung>", pw()),
		pos("config", "clave-py", "CLAVE_SECRETA = \"{S}\"", tok()),
		pos("config", "csv-kunden", "Name;IBAN;Telefon\nWeber, Jonas;{S};0151 2345678", l.iban("DE", false)),
		pos("config", "csv-clientes", "nome,cpf,email\nAna Souza,{S},ana@example.com", l.cpf()),

		// Negatives: prose without a value.
		neg("prose", "de-vergessen", "Ich habe mein Passwort vergessen, wie kann ich es zurücksetzen?", ""),
		neg("prose", "de-aendern", "Bitte ändere dein Passwort nach der ersten Anmeldung.", ""),
		neg("prose", "de-falsch", "Das eingegebene Kennwort ist falsch.", ""),
		neg("prose", "fr-oublie", "J'ai oublié mon mot de passe, comment le réinitialiser ?", ""),
		neg("prose", "fr-trop-court", "Le mot de passe est trop court (8 caractères minimum).", ""),
		neg("prose", "es-olvide", "Olvidé mi contraseña y no me llega el correo de recuperación.", ""),
		neg("prose", "es-incorrecta", "la contraseña es incorrecta, inténtalo de nuevo", ""),
		neg("prose", "pt-esqueci", "Esqueci minha senha, como faço para redefinir?", ""),
		neg("prose", "pt-expirou", "A sua palavra-passe expirou.", ""),
		neg("prose", "it-dimenticata", "Ho dimenticato la password del mio account.", ""),
		neg("prose", "nl-vergeten", "Ik ben mijn wachtwoord vergeten.", ""),
		neg("prose", "pl-zmien", "Zmień hasło przy pierwszym logowaniu.", ""),
		neg("prose", "cs-spatne", "Zadané heslo je nesprávné.", ""),
		neg("prose", "sv-glomt", "Jag har glömt mitt lösenord.", ""),
		neg("prose", "tr-unuttum", "Şifremi unuttum, nasıl sıfırlarım?", ""),
		neg("prose", "vi-quen", "Tôi quên mật khẩu rồi.", ""),
		neg("prose", "id-lupa", "Saya lupa kata sandi akun saya.", ""),
		neg("prose", "hu-elfelejtett", "Elfelejtettem a jelszavamat.", ""),
		neg("prose", "ro-gresita", "Parola este greșită.", ""),

		// Negatives: placeholders in those languages.
		neg("placeholder", "fr-votre", "mot_de_passe = votre_mot_de_passe", ""),
		neg("placeholder", "es-tu", "contraseña: tu_contraseña", ""),
		neg("placeholder", "de-dein", "PASSWORT=dein-passwort-hier", ""),
		neg("placeholder", "pt-sua", `{"senha": "sua_senha_aqui"}`, ""),
		neg("placeholder", "nl-jouw", "wachtwoord: <jouw wachtwoord>", ""),
		neg("placeholder", "it-tua", "password = \"LA_TUA_PASSWORD\"", ""),
		neg("placeholder", "pl-twoje", "haslo = twoje_haslo", ""),

		// Negatives: dates, prices, postcodes, order numbers, versions.
		neg("number", "de-datum", "Termin am 03.12.2026 um 14:30 Uhr", ""),
		neg("number", "de-preis", "Gesamtpreis: 1.249,90 € inkl. MwSt.", ""),
		neg("number", "de-plz", "PLZ 80331 München", ""),
		neg("number", "fr-commande", "Commande n° 100234567 expédiée le 02/12/2026", ""),
		neg("number", "es-pedido", "Número de pedido: 40-1185-2207", ""),
		neg("number", "pt-cep", "CEP 01310-100, São Paulo", ""),
		neg("number", "pt-preco", "Total: R$ 1.299,00 em 10x sem juros", ""),
		neg("number", "nl-postcode", "Postcode: 1016 HK", ""),
		neg("number", "pl-faktura", "Faktura VAT nr FV/2026/12/0457", ""),
		neg("number", "version", "Versão 4.12.3 (build 20261203)", ""),
		neg("number", "sv-datum", "Leveransdatum: 2026-12-03", ""),
		neg("number", "tr-siparis", "Sipariş numarası: 2026120398765", ""),
	}
}
