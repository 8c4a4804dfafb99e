package scrub

import (
	"strconv"
	"strings"
	"testing"
)

// fortyfourthFloor is just under what the rules reach on the forty-fourth
// suite as first written, before any fix for it: recall 0.338, partial
// 0.008, negatives intact 0.930 (173 cases, 130 positives); with its
// label slips fixed (four addresses whose neighbourhood, a barangay,
// Dhanmondi, T. Nagar, Model Town, the label held beside the street and
// number, against the suite's own policy for towns) recall 0.338, partial
// 0.000, negatives intact 0.930.
//
// After the fixes: recall 0.838, partial 0.000, negatives intact 0.930.
//
// Raised at stop 29, after Tamil's and Urdu's password words, netsh's
// localised labels and five more national ids, to just under main's
// figures: recall 0.900, negatives intact 0.930, no partial leak.
//
// Raised at stop 32, after Tagalog's copula ("ang password ko ay v") and
// Urdu's password word written as two words ("پاس ورڈ"): recall 0.923,
// negatives intact 0.930, no partial leak; after Albania's and
// Bangladesh's national ids, recall 0.938; after a phone number in
// Bengali's digits, 0.946.
//
// Stop 33: one label slip fixed (the Icelandic mobile was drawn as any
// 6, 7 or 8 and six digits, which libphonenumber does not always hold a
// number, +354 715 ... among them; now 76 to 79 and five digits): recall
// 0.954, negatives intact 0.930, no partial leak; after a trunk 8 before
// a Lithuanian national number (8 612 34567), 0.962.
var fortyfourthFloor = recallFloor{recall: 0.961, intact: 0.929, maxPartial: 0}

// TestPasteFortyfourthRecall measures the forty-fourth suite, credentials
// and personal data given to an agent in twenty further languages, kept
// apart as its author wrote it (misses included).
func TestPasteFortyfourthRecall(t *testing.T) {
	measureHeldOut(t, "forty-fourth suite", fortyfourthCases(pasteGen{newFakes(3440)}), fortyfourthFloor)
}

// fortyfourthCases are the forty-fourth suite. Its ground is people who
// write to an agent in languages the earlier suites did not cover: Greek,
// Bulgarian, Serbian (Cyrillic and Latin), Croatian, Slovak, Slovenian,
// Lithuanian, Latvian, Estonian, Icelandic, Catalan, Basque, Galician,
// Albanian, Swahili, Tagalog, Bengali, Tamil, Urdu and Malay. They give
// passwords, PINs, one-time codes, Wi-Fi keys, API keys and tokens in
// prose and chat, in configs and code with names in their own language,
// in command lines and localised tool output; router and account logins;
// their own phone numbers in the national and international forms those
// countries use; IBANs of those countries; national ids (each with its
// real check digit where it has one); and street addresses in the local
// form, where the street and number are the secret and the postcode and
// town, which name no one, stay outside it. The negatives are what must
// survive in the same languages: prose about passwords (forgotten, wrong,
// too short, required, "the same as before"), words where a value would
// stand, order and product codes, versions, dates and prices, and code
// whose identifiers are the local words for password.
func fortyfourthCases(g pasteGen) []pasteCase {
	pw := g.password
	digits := func(n int) string { return g.pick(digitSet, n) }
	hexTok := func() string { return g.hex(32) }
	pin := func() string { return g.pick("123456789", 1) + digits(3) }
	otp := func() string { return g.pick("123456789", 1) + digits(5) }
	group := grouped // in groups of four, as IBANs are printed
	// spaced writes s in groups of widths, the rest of it last.
	spaced := func(s string, widths ...int) string {
		var parts []string
		for _, w := range widths {
			parts, s = append(parts, s[:w]), s[w:]
		}
		return strings.Join(append(parts, s), " ")
	}
	// iban returns country cc's IBAN for bban with its mod-97 check digits.
	iban := func(cc, bban string) string {
		rem := 0
		for _, c := range bban + cc + "00" {
			if c >= '0' && c <= '9' {
				rem = (rem*10 + int(c-'0')) % 97
			} else {
				rem = (rem*100 + int(c-'A') + 10) % 97
			}
		}
		check := strconv.Itoa(98 - rem)
		if len(check) == 1 {
			check = "0" + check
		}
		return cc + check + bban
	}
	// mod97 appends the two check digits that make s a multiple of 97
	// plus one, the national check of Slovene and Serbian accounts.
	mod97 := func(s string) string {
		rem := 0
		for _, c := range s + "00" {
			rem = (rem*10 + int(c-'0')) % 97
		}
		check := strconv.Itoa((98 - rem) % 97)
		if len(check) == 1 {
			check = "0" + check
		}
		return s + check
	}
	upper := func(n int) string { return g.pick(upperSet, n) }
	num := func(s string) []int {
		d := make([]int, len(s))
		for i := range s {
			d[i] = int(s[i] - '0')
		}
		return d
	}
	// weighted returns the sum of s's digits times weights.
	weighted := func(s string, weights ...int) int {
		sum := 0
		for i, d := range num(s) {
			sum += d * weights[i]
		}
		return sum
	}
	date := func() (dd, mm, yy string) {
		return strconv.Itoa(10 + g.r.IntN(18)), "0" + strconv.Itoa(1+g.r.IntN(9)), strconv.Itoa(60 + g.r.IntN(39))
	}
	// egn is a Bulgarian personal number (ЕГН).
	egn := func() string {
		dd, mm, yy := date()
		s := yy + mm + dd + digits(3)
		return s + strconv.Itoa(weighted(s, 2, 4, 8, 5, 10, 9, 7, 3, 6)%11%10)
	}
	// jmbg is a Yugoslav master citizen number (ЈМБГ, EMŠO); region 71
	// is Belgrade, 50 Slovenia.
	jmbg := func(region string) string {
		for {
			dd, mm, yy := date()
			s := dd + mm + "9" + yy + region + digits(3)
			m := 11 - weighted(s, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)%11
			if m == 11 {
				m = 0
			}
			if m < 10 {
				return s + strconv.Itoa(m)
			}
		}
	}
	// oib is a Croatian personal identification number (ISO 7064 MOD 11,10).
	oib := func() string {
		s := g.pick("123456789", 1) + digits(9)
		a := 10
		for _, d := range num(s) {
			a = (a + d) % 10
			if a == 0 {
				a = 10
			}
			a = a * 2 % 11
		}
		return s + strconv.Itoa((11-a)%10)
	}
	// rodne is a Slovak birth number, YYMMDD/SSSC, divisible by 11.
	rodne := func() string {
		for {
			dd, mm, yy := date()
			s := yy + mm + dd + digits(3)
			n, _ := strconv.Atoi(s)
			if c := (11 - n*10%11) % 11; c < 10 {
				return s[:6] + "/" + s[6:] + strconv.Itoa(c)
			}
		}
	}
	// baltic is an Estonian or Lithuanian personal code: sex and century,
	// YYMMDD, serial, check.
	baltic := func() string {
		dd, mm, yy := date()
		s := g.pick("34", 1) + yy + mm + dd + digits(3)
		c := weighted(s, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1) % 11
		if c == 10 {
			c = weighted(s, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3) % 11 % 10
		}
		return s + strconv.Itoa(c)
	}
	// latvian is a Latvian personal code, DDMMYY-CNNNK.
	latvian := func() string {
		for {
			dd, mm, yy := date()
			s := dd + mm + yy + "1" + digits(3)
			if c := (1101 - weighted(s, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)) % 11; c < 10 {
				return s[:6] + "-" + s[6:] + strconv.Itoa(c)
			}
		}
	}
	// kennitala is an Icelandic id number, DDMMYY-RRCD.
	kennitala := func() string {
		for {
			dd, mm, yy := date()
			s := dd + mm + yy + g.pick("23456789", 1) + digits(1)
			c := 11 - weighted(s, 3, 2, 7, 6, 5, 4, 3, 2)%11
			if c == 11 {
				c = 0
			}
			if c < 10 {
				return s[:6] + "-" + s[6:] + strconv.Itoa(c) + "9"
			}
		}
	}
	// ccc is a Spanish account number, bank, branch, its two control
	// digits and the account.
	ccc := func(bank, branch, account string) string {
		dc := func(s string) string {
			c := 11 - weighted(s, 1, 2, 4, 8, 5, 10, 9, 7, 3, 6)%11
			switch c {
			case 11:
				c = 0
			case 10:
				c = 1
			}
			return strconv.Itoa(c)
		}
		return bank + branch + dc("00"+bank+branch) + dc(account) + account
	}
	// dni is a Spanish identity number with its letter.
	dni := func() string {
		s := g.pick("123456789", 1) + digits(7)
		n, _ := strconv.Atoi(s)
		return s + string("TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
	}
	// luhn appends a Luhn check digit to s.
	luhn := func(s string) string {
		sum := 0
		for i, d := range num(s) {
			if (len(s)-i)%2 == 1 {
				d *= 2
				if d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		return s + strconv.Itoa((10-sum%10)%10)
	}
	// amka is a Greek social security number: DDMMYY, four digits, Luhn.
	amka := func() string {
		dd, mm, yy := date()
		return luhn(dd + mm + yy + digits(4))
	}
	// aadhaar is an Indian Aadhaar number with its Verhoeff check digit.
	aadhaar := func() string {
		d := [10][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5}, {2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
			{3, 4, 0, 1, 2, 8, 9, 5, 6, 7}, {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
			{6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3}, {8, 7, 6, 5, 9, 3, 2, 1, 0, 4}, {9, 8, 7, 6, 5, 4, 3, 2, 1, 0}}
		p := [8][10]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4}, {5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
			{8, 9, 1, 6, 0, 4, 3, 5, 2, 7}, {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
			{2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8}}
		inv := [10]int{0, 4, 3, 2, 1, 5, 6, 7, 8, 9}
		s := g.pick("23456789", 1) + digits(10)
		c := 0
		for i := range s {
			c = d[c][p[(i+1)%8][int(s[len(s)-1-i]-'0')]]
		}
		s += strconv.Itoa(inv[c])
		return s[:4] + " " + s[4:8] + " " + s[8:]
	}
	mykad := func() string {
		dd, mm, yy := date()
		return yy + mm + dd + "-" + []string{"14", "10", "08", "01"}[g.r.IntN(4)] + "-" + digits(4)
	}
	bengaliDigits := func(s string) string {
		var b strings.Builder
		for _, c := range s {
			if c >= '0' && c <= '9' {
				b.WriteRune('০' + c - '0')
			} else {
				b.WriteRune(c)
			}
		}
		return b.String()
	}

	// Greek.
	grMobile := "69" + g.pick("3479", 1) + digits(7)
	grIBAN := iban("GR", "011"+digits(4)+digits(16))
	// Bulgarian.
	bgMobile := "8" + g.pick("789", 1) + digits(7)
	// Serbian.
	rsMobile := "6" + g.pick("01234", 1) + digits(7)
	// Croatian.
	hrMobile := "9" + g.pick("1258", 1) + digits(7)
	// Slovak, Slovenian.
	skMobile := "9" + g.pick("01", 1) + digits(7)
	siMobile := []string{"31", "40", "41", "51", "70"}[g.r.IntN(5)] + digits(6)
	// Baltic.
	ltMobile := "6" + digits(7)
	lvMobile := "2" + digits(7)
	eeMobile := "5" + digits(7)
	// Icelandic mobiles open 76 to 79 (as libphonenumber holds them; a
	// 7 with any digit after it is not always one), Spanish.
	isMobile := "7" + g.pick("6789", 1) + digits(5)
	esMobile := func() string { return "6" + digits(8) }
	// Albanian, East African, Filipino.
	alMobile := "6" + g.pick("789", 1) + digits(7)
	keMobile := "7" + g.pick("0129", 1) + digits(7)
	tzMobile := "7" + g.pick("1456", 1) + digits(7)
	phMobile := "9" + g.pick("1257", 1) + digits(8)
	// South Asian, Malaysian.
	bdMobile := "1" + g.pick("3456789", 1) + digits(8)
	inMobile := g.pick("6789", 1) + digits(9)
	lkMobile := "7" + g.pick("01678", 1) + digits(7)
	pkMobile := "3" + g.pick("01234", 1) + digits(8)
	myMobile := "1" + g.pick("2679", 1) + digits(7)

	routerConf := func(user, pass, comment string) string {
		return "# " + comment + "\n[router]\nhost = 192.168.1.1\nuser = " + user + "\npassword = " + pass + "\n"
	}
	rcPass := pw()

	return []pasteCase{
		// Greek.
		pos("el", "wifi-prose", "Γεια! Ο κωδικός του Wi-Fi στο γραφείο είναι {S}, αν δεν συνδέεται δες τον router.", pw()),
		pos("el", "router-login", "Router της Cosmote: όνομα χρήστη admin, κωδικός {S}", pw()),
		pos("el", "api-key-prose", "Το API key μου είναι {S} αλλά παίρνω 401, τι κάνω λάθος;", hexTok()),
		pos("el", "phone-national", "πάρε με στο {S} μετά τις 6", grMobile),
		pos("el", "iban", "Στείλε τα χρήματα στο IBAN {S} (Εθνική Τράπεζα)", group(grIBAN)),
		pos("el", "amka", "ΑΜΚΑ: {S}", amka()),
		pos("el", "address", "Διεύθυνση αποστολής: {S}, 105 63 Αθήνα", "Ερμού 25"),
		neg("el", "forgot", "Ξέχασα τον κωδικό μου, πώς κάνω επαναφορά;", ""),
		neg("el", "order-code", "Κωδικός παραγγελίας: 4482913 — πότε θα έρθει;", "4482913"),
		neg("el", "version-price", "Η έκδοση 3.2.1 κυκλοφόρησε στις 14/03/2024, τιμή 49,90 €", ""),

		// Bulgarian.
		pos("bg", "prose", "Опитвам се да вляза в админ панела на WordPress, паролата ми е {S}, но пише грешна парола. Какво да проверя?", pw()),
		pos("bg", "card-pin", "ПИН кодът на картата е {S}, не го казвай на никого", pin()),
		pos("bg", "phone-national", "моят номер е {S}", "0"+bgMobile[:3]+" "+bgMobile[3:6]+" "+bgMobile[6:]),
		pos("bg", "iban", "IBAN: {S}", iban("BG", "BNBG"+"9661"+"10"+digits(8))),
		pos("bg", "egn", "ЕГН: {S}", egn()),
		pos("bg", "address", "Адрес: {S}, 1000 София", "ул. „Граф Игнатиев“ 15, ет. 3, ап. 7"),
		neg("bg", "policy", "Паролата трябва да е поне 8 символа и да съдържа цифра.", ""),

		// Serbian, Cyrillic.
		pos("sr", "router", "Ево подешавања: IP 192.168.0.1, корисник admin, лозинка за рутер је {S}", pw()),
		pos("sr", "phone-intl", "мој број: {S}", "+381 "+rsMobile[:2]+" "+rsMobile[2:5]+" "+rsMobile[5:]),
		pos("sr", "jmbg", "ЈМБГ: {S}", jmbg("71")),
		pos("sr", "address", "Адреса за доставу: {S}, 11000 Београд", "Кнеза Михаила 12, стан 4"),
		pos("sr", "token", "ево токена: {S} — зашто не ради?", "gh"+"p_"+g.alnum(36)),
		neg("sr", "wrong", "лозинка није тачна, покушајте поново", ""),

		// Serbian, Latin.
		pos("sr-latn", "wifi", "lozinka za wifi je {S}", pw()),
		pos("sr-latn", "mail", "šifra od maila: {S}", pw()),
		pos("sr-latn", "phone-slash", "Moj broj je {S}, zovi posle 5", "0"+rsMobile[:2]+"/"+rsMobile[2:5]+"-"+rsMobile[5:]),
		pos("sr-latn", "iban", "Uplata na račun, IBAN {S}", iban("RS", mod97("160"+digits(13)))),
		pos("sr-latn", "api-key", "API ključ: {S}", hexTok()),
		neg("sr-latn", "forgot", "Zaboravio sam šifru, kako da je resetujem?", ""),

		// Croatian.
		pos("hr", "zaporka", "zaporka je {S}", pw()),
		pos("hr", "oib", "OIB: {S}", oib()),
		pos("hr", "iban", "IBAN: {S}", group(iban("HR", "2340009"+digits(10)))),
		pos("hr", "phone", "nazovi me na {S}", "0"+hrMobile[:2]+" "+hrMobile[2:5]+" "+hrMobile[5:]),
		pos("hr", "code-local-name", "korisnik = \"admin\"\nlozinka = \"{S}\"\nspoji(korisnik, lozinka)", pw()),
		pos("hr", "nmcli", "spajam se ovako:\nnmcli device wifi connect \"Kuca_5G\" password {S}", pw()),
		neg("hr", "policy", "Lozinka mora imati najmanje 12 znakova i jedan broj.", ""),
		neg("hr", "same-as-before", "lozinka: ista kao i prije", ""),
		neg("hr", "order", "Narudžba br. 2024-00871, ukupno 129,99 EUR", ""),

		// Slovak.
		pos("sk", "prose", "Ahoj, na serveri mi nejde SSH. Používateľ je deploy a heslo je {S}, skúšal som aj kľúč.", pw()),
		pos("sk", "rodne", "rodné číslo: {S}", rodne()),
		pos("sk", "iban", "Číslo účtu (IBAN): {S}", group(iban("SK", "0900"+"000000"+digits(10)))),
		pos("sk", "phone", "volajte na {S}", "0"+skMobile[:3]+" "+skMobile[3:6]+" "+skMobile[6:]),
		pos("sk", "address", "Doručiť na: {S}, 811 06 Bratislava", "Obchodná 12"),
		pos("sk", "json-local", `{"pouzivatel": "admin", "heslo": "{S}"}`, pw()),
		neg("sk", "wrong", "Heslo je nesprávne, skúste znova.", ""),
		neg("sk", "code-local", "if heslo != potvrdene_heslo:\n    raise ValueError(\"heslá sa nezhodujú\")", ""),

		// Slovenian.
		pos("sl", "prose", "Za testni strežnik: uporabnik root, geslo je {S} — prosim, spremeni ga po namestitvi.", pw()),
		pos("sl", "emso", "EMŠO: {S}", jmbg("50")),
		pos("sl", "iban", "TRR: {S}", group(iban("SI", mod97("19100"+digits(8))))),
		pos("sl", "phone", "pokliči me na {S}", "0"+siMobile[:2]+" "+siMobile[2:5]+" "+siMobile[5:]),
		pos("sl", "address", "Naslov: {S}, 1000 Ljubljana", "Slovenska cesta 34"),
		neg("sl", "short", "Geslo je prekratko.", ""),

		// Lithuanian.
		pos("lt", "prose", "Bandau prisijungti prie MySQL, mano slaptažodis yra {S}, bet gaunu Access denied.", pw()),
		pos("lt", "asmens-kodas", "asmens kodas {S}", baltic()),
		pos("lt", "iban", "Sąskaita: {S}", group(iban("LT", "73000"+digits(11)))),
		pos("lt", "phone-national", "skambink {S}", "8 "+ltMobile[:3]+" "+ltMobile[3:]),
		pos("lt", "address", "Adresas: {S}, LT-01103 Vilnius", "Gedimino pr. 9-12"),
		pos("lt", "api-raktas", "API raktas: {S}", hexTok()),
		neg("lt", "wrong", "Slaptažodis neteisingas.", ""),

		// Latvian.
		pos("lv", "prose", "mana parole ir {S}", pw()),
		pos("lv", "personas-kods", "personas kods: {S}", latvian()),
		pos("lv", "iban", "Konts: {S}", group(iban("LV", "HABA"+"0551"+digits(9)))),
		pos("lv", "phone-intl", "Mans tālrunis: {S}", "+371 "+lvMobile[:4]+" "+lvMobile[4:]),
		pos("lv", "address", "Adrese: {S}, Rīga, LV-1010", "Brīvības iela 55-12"),
		pos("lv", "pin", "PIN kods ir {S}", pin()),
		neg("lv", "short", "Parole ir pārāk īsa.", ""),

		// Estonian.
		pos("et", "prose", "Kasutaja on admin ja parool on {S}, aga sisse ei lase.", pw()),
		pos("et", "salasona", "salasõna: {S}", pw()),
		pos("et", "id-card-pins", "ID-kaardi PIN1 on {S}", pin()),
		pos("et", "isikukood", "isikukood {S}", baltic()),
		pos("et", "phone", "helista {S}", "+372 "+eeMobile[:4]+" "+eeMobile[4:]),
		pos("et", "address", "Aadress: {S}, 10117 Tallinn", "Narva mnt 7-15"),
		neg("et", "wrong", "Parool on vale.", ""),
		neg("et", "same", "parool: sama mis enne", ""),
		neg("et", "order", "Tellimuse nr 48213, hind 19,90 €", ""),

		// Icelandic.
		pos("is", "prose", "Notandinn er admin og lykilorðið er {S}.", pw()),
		pos("is", "kennitala", "kennitala: {S}", kennitala()),
		pos("is", "iban", "Reikningur: {S}", group(iban("IS", "0159"+"26"+digits(6)+strings.ReplaceAll(kennitala(), "-", "")))),
		pos("is", "phone", "síminn minn er {S}", "+354 "+isMobile[:3]+" "+isMobile[3:]),
		pos("is", "address", "Heimilisfang: {S}, 101 Reykjavík", "Laugavegur 26"),
		neg("is", "wrong", "Lykilorðið er rangt.", ""),
		neg("is", "order", "Pöntun nr. 10432, verð 4.990 kr.", ""),

		// Catalan.
		pos("ca", "prose", "Hola! Per entrar al panell, l'usuari és admin i la contrasenya és {S}.", pw()),
		pos("ca", "dni", "DNI: {S}", dni()),
		pos("ca", "iban", "Compte: {S}", group(iban("ES", ccc("2100", "0418", digits(10))))),
		pos("ca", "phone", "truca'm al {S}", spaced(esMobile(), 3, 3)),
		pos("ca", "address", "Adreça: {S}, 08013 Barcelona", "Carrer de Mallorca, 401, 3r 2a"),
		pos("ca", "compose-comment", "services:\n  db:\n    image: postgres:16\n    environment:\n      # contrasenya de la base de dades\n      POSTGRES_PASSWORD: {S}\n", pw()),
		neg("ca", "wrong", "La contrasenya és incorrecta.", ""),
		neg("ca", "order", "Comanda núm. 2024-00123, import 49,95 €", ""),

		// Basque.
		pos("eu", "verb-final", "nire pasahitza {S} da", pw()),
		pos("eu", "wifi-verb-final", "wifiaren pasahitza {S} da", pw()),
		pos("eu", "nan", "NAN: {S}", dni()),
		pos("eu", "phone", "nire telefonoa: {S}", "+34 "+spaced(esMobile(), 3, 2, 2)),
		pos("eu", "address", "Helbidea: {S}, 20003 Donostia", "Kale Nagusia 12, 3. ezk."),
		pos("eu", "api-gakoa", "API gakoa: {S}", hexTok()),
		neg("eu", "wrong", "Pasahitza okerra da.", ""),

		// Galician.
		pos("gl", "prose", "Para o servidor de probas o usuario é root e o contrasinal é {S}.", pw()),
		pos("gl", "iban", "Conta: {S}", group(iban("ES", ccc("2080", "5000", digits(10))))),
		pos("gl", "phone", "chámame ao {S}", spaced(esMobile(), 3, 2, 2)),
		pos("gl", "address", "Enderezo: {S}, 15705 Santiago de Compostela", "Rúa do Vilar, 15, 2º"),
		neg("gl", "required", "O contrasinal é obrigatorio.", ""),
		neg("gl", "order", "Pedido n.º 2024-0456, prezo 12,50 €", ""),

		// Albanian.
		pos("sq", "prose", "Përdoruesi është admin dhe fjalëkalimi është {S}, por nuk hyj dot.", pw()),
		pos("sq", "pin", "PIN-i është {S}", pin()),
		pos("sq", "nid", "numri personal: {S}", "J"+digits(8)+upper(1)),
		pos("sq", "iban", "IBAN: {S}", group(iban("AL", "202"+"1110"+"8"+"0000000"+digits(9)))),
		pos("sq", "phone", "numri im: {S}", "0"+alMobile[:2]+" "+alMobile[2:5]+" "+alMobile[5:]),
		pos("sq", "address", "Adresa: {S}, Tiranë", "Rruga e Durrësit, Nr. 45, Ap. 12"),
		neg("sq", "wrong", "Fjalëkalimi është i gabuar.", ""),

		// Swahili.
		pos("sw", "prose", "Habari, jina la mtumiaji ni admin na nenosiri ni {S}. Nisaidie kuingia.", pw()),
		pos("sw", "mpesa-pin", "PIN yangu ya M-Pesa ni {S}", pin()),
		pos("sw", "otp", "msimbo wa uthibitisho ni {S}", otp()),
		pos("sw", "phone-ke", "namba yangu ni {S}", "0"+keMobile[:3]+" "+keMobile[3:6]+" "+keMobile[6:]),
		pos("sw", "phone-tz", "Simu: {S}", "+255 "+tzMobile[:3]+" "+tzMobile[3:6]+" "+tzMobile[6:]),
		pos("sw", "kra-pin", "KRA PIN: {S}", "A0"+digits(8)+upper(1)),
		pos("sw", "address", "Anwani: {S}, Dar es Salaam", "Nyumba Na. 45, Mtaa wa Uhuru"),
		neg("sw", "wrong", "Nenosiri si sahihi, jaribu tena.", ""),
		neg("sw", "order", "Bei ni KSh 1,250 kwa agizo Na. 48213", ""),

		// Tagalog.
		pos("tl", "prose", "Pa-help naman, ayaw gumana ng login. Ang username ko ay juan23 at ang password ko ay {S}.", pw()),
		pos("tl", "atm-pin", "PIN ng ATM ko ay {S}", pin()),
		pos("tl", "phone", "text mo ako sa {S}", "0"+phMobile[:3]+" "+phMobile[3:6]+" "+phMobile[6:]),
		pos("tl", "sss", "SSS No.: {S}", "34-"+digits(7)+"-"+digits(1)),
		pos("tl", "address", "Address ko: {S}, Brgy. San Antonio, Makati City", "123 Rizal St."),
		pos("tl", "api-key", "ito yung API key ko: {S}", "sk-"+g.alnum(48)),
		neg("tl", "wrong", "Mali ang password, pakisubukan ulit.", ""),
		neg("tl", "rule", "ang password ay dapat may 8 na character", ""),
		neg("tl", "order", "Order #100234, ₱1,299.00", ""),

		// Bengali.
		pos("bn", "prose", "আমার পাসওয়ার্ড হলো {S}", pw()),
		pos("bn", "bkash-pin", "বিকাশ পিন {S}", g.pick("123456789", 1)+digits(4)),
		pos("bn", "phone", "আমার নম্বর {S}", "0"+bdMobile[:4]+"-"+bdMobile[4:]),
		pos("bn", "phone-bengali-digits", "ফোন: {S}", bengaliDigits("0"+bdMobile[:4]+"-"+bdMobile[4:])),
		pos("bn", "nid", "এনআইডি নম্বর: {S}", g.pick("123456789", 1)+digits(9)),
		pos("bn", "address", "ঠিকানা: {S}, ধানমন্ডি, ঢাকা ১২০৫", "বাড়ি ১২, রোড ৫"),
		neg("bn", "wrong", "পাসওয়ার্ড ভুল হয়েছে, আবার চেষ্টা করুন", ""),
		neg("bn", "order", "অর্ডার নম্বর ৪৮২১৩, দাম ৳১,২৫০", ""),

		// Tamil.
		pos("ta", "prose", "என் கடவுச்சொல் {S}", pw()),
		pos("ta", "wifi", "வைஃபை பாஸ்வேர்டு {S}", pw()),
		pos("ta", "aadhaar", "ஆதார் எண்: {S}", aadhaar()),
		pos("ta", "phone-in", "என் நம்பர் {S}", "+91 "+inMobile[:5]+" "+inMobile[5:]),
		pos("ta", "phone-lk", "தொலைபேசி: {S}", "0"+lkMobile[:2]+" "+lkMobile[2:5]+" "+lkMobile[5:]),
		pos("ta", "address", "முகவரி: {S}, தி. நகர், சென்னை 600017", "எண் 12, காந்தி தெரு"),
		neg("ta", "wrong", "கடவுச்சொல் தவறானது", ""),
		neg("ta", "version", "பதிப்பு 2.4.1 வெளியிடப்பட்டது, விலை ₹499", ""),

		// Urdu.
		pos("ur", "verb-final", "میرا پاس ورڈ {S} ہے", pw()),
		pos("ur", "wifi", "وائی فائی کا پاس ورڈ {S} ہے", pw()),
		pos("ur", "cnic", "شناختی کارڈ نمبر: {S}", "3520"+digits(1)+"-"+digits(7)+"-"+digits(1)),
		pos("ur", "phone", "میرا نمبر {S} ہے", "0"+pkMobile[:3]+"-"+pkMobile[3:]),
		pos("ur", "iban", "IBAN: {S}", group(iban("PK", "SCBL"+"0000"+digits(12)))),
		pos("ur", "address", "پتہ: {S}، ماڈل ٹاؤن، لاہور", "مکان نمبر 12، گلی 5"),
		neg("ur", "wrong", "پاس ورڈ غلط ہے", ""),
		neg("ur", "order", "آرڈر نمبر 48213، قیمت 2,500 روپے", ""),

		// Malay.
		pos("ms", "prose", "Saya cuba log masuk ke cPanel, nama pengguna admin dan kata laluan saya ialah {S}.", pw()),
		pos("ms", "tac", "kod TAC {S}, jangan kongsi", otp()),
		pos("ms", "mykad", "No. K/P: {S}", mykad()),
		pos("ms", "phone", "nombor saya {S}", "0"+myMobile[:2]+"-"+myMobile[2:5]+" "+myMobile[5:]),
		pos("ms", "address", "Alamat: {S}, 50450 Kuala Lumpur", "No. 12, Jalan Ampang"),
		pos("ms", "api-key", "kunci API: {S}", hexTok()),
		neg("ms", "wrong", "Kata laluan salah.", ""),
		neg("ms", "order", "Pesanan #100234, harga RM 49.90", ""),

		// Mixed forms across the languages.
		pos("mixed", "router-conf-el", routerConf("admin", "{S}", "κωδικοί του router, μην τα ανεβάσεις"), rcPass),
		pos("mixed", "netsh-hr", "netsh wlan show profile name=\"Kuca\" key=clear\n\n    Sadržaj ključa         : {S}\n", pw()),
		pos("mixed", "wifi-qr-lt", "WIFI:S:Namai;T:WPA;P:{S};;", pw()),
		pos("mixed", "url-sk", "pripájam sa cez postgres://app:{S}@db.firma.sk:5432/app a nejde to", g.urlPassword()),
		pos("mixed", "host-internal-bg", "сървърът е на {S}, порт 8443", "build01.corp"),
		pos("mixed", "bearer-ms", "curl -H \"Authorization: Bearer {S}\" https://api.contoh.my/v1/akaun", g.jwt()),
		pos("mixed", "mail-is", "netfangið mitt er {S}", "jon.gudmundsson"+"@"+"simnet.is"),
		pos("mixed", "mail-ur", "میری ای میل {S} ہے", "ahmed.raza"+"@"+"gmail.com"),
		neg("mixed", "code-lt", "slaptazodis = input(\"Įveskite slaptažodį: \")", ""),
		neg("mixed", "code-sq", "if (fjalekalimi.length < 8) { shfaqGabim(\"Fjalëkalimi është shumë i shkurtër\"); }", ""),
		neg("mixed", "placeholder-ca", "contrasenya: <la teva contrasenya>", ""),
		neg("mixed", "env-ref-sl", "geslo: ${DB_GESLO}", ""),
		neg("mixed", "date-bg", "Срокът е 31.12.2024 г., версия 1.18.3", ""),
	}
}
