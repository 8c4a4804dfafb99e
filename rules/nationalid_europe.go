package rules

// European and Turkish national numbers whose check digits define them:
// Germany's Steuer-ID and health insurance number (KVNR), Spain's DNI and NIE, Portugal's NIF, Italy's codice
// fiscale, the Netherlands' BSN, Poland's PESEL, Sweden's personnummer,
// Denmark's CPR number, Finland's HETU, Norway's fødselsnummer, Turkey's TC Kimlik No, Bulgaria's ЕГН, the former Yugoslavia's master
// citizen number (ЈМБГ, EMŠO), Croatia's OIB, Estonia's and Lithuania's
// personal codes, Latvia's personas kods, Iceland's kennitala and the
// Slovak and Czech rodné číslo. Each is a run of digits (or digits and letters)
// that an order, a phone or a timestamp can make by chance, so each needs
// its name on its line before it (the words below, in the language of the
// country and in English) as well as the check its issuer builds in; the
// codice fiscale's shape is rare enough to stand without one.

// steuerIDWords name a German tax id (steuerliche Identifikationsnummer).
var steuerIDWords = []string{"steuer-id", "steuerid", "steuer id", "identifikationsnummer", "idnr", "tax id"}

// validSteuerID accepts a German Steuer-ID: eleven digits, the first not
// 0, in the first ten one digit twice or three times and the others once
// at most, and the last the ISO 7064 MOD 11,10 check digit of the ten.
func validSteuerID(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || d[0] == 0 || !wordBefore(text[:start], steuerIDWords) {
		return false
	}
	var count [10]int
	repeated := 0
	for _, x := range d[:10] {
		if count[x]++; count[x] == 2 {
			repeated++
		}
		if count[x] > 3 {
			return false
		}
	}
	if repeated != 1 {
		return false
	}
	product := 10
	for _, x := range d[:10] {
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
	return check == d[10]
}

// kvnrWords name a German health insurance number
// (Krankenversichertennummer, Versicherten-Nr. on the card).
var kvnrWords = []string{"versichertennummer", "versicherten-nr", "versichertennr", "versicherten-nummer", "kvnr"}

// validKVNR accepts a German health insurance number after its name: a
// letter and nine digits, the last the check digit of the letter's number
// (A is 01) and the eight digits after it, weighed 1 and 2 in turn, each
// product's digits summed, mod 10.
func validKVNR(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 9)
	if !ok || !wordBefore(text[:start], kvnrWords) {
		return false
	}
	n := int(text[start]-'A') + 1
	sum := 0
	for i, x := range append([]int{n / 10, n % 10}, d[:8]...) {
		p := x * (1 + i%2)
		sum += p/10 + p%10
	}
	return sum%10 == d[8]
}

// dniWords name a Spanish DNI or NIE (the NIF of a person is one).
var dniWords = []string{"dni", "nie", "nif", "documento nacional", "identidad", "extranjero"}

// validDNI accepts a Spanish DNI (eight digits and a letter) or NIE (X, Y
// or Z, seven digits and a letter), a dash allowed before the letter,
// after a DNI word: the letter is the one of TRWAGMYFPDXBNJZSQVHLCKE the
// number (with X, Y, Z read as 0, 1, 2) picks mod 23.
func validDNI(text string, start, end int) bool {
	if numberAround(text, start, end) || !wordBefore(text[:start], dniWords) {
		return false
	}
	s := text[start:end]
	n, prefix := 0, 0
	if c := s[0]; c == 'X' || c == 'Y' || c == 'Z' {
		n, prefix, s = int(c-'X'), 1, s[1:]
	}
	digits := 0
	for i := 0; i < len(s)-1; i++ {
		if c := s[i]; isDigit(c) {
			n = n*10 + int(c-'0')
			digits++
		}
	}
	return prefix+digits == 8 && "TRWAGMYFPDXBNJZSQVHLCKE"[n%23] == s[len(s)-1]
}

// nifWords name a Portuguese NIF (número de identificação fiscal).
var nifWords = []string{"nif", "contribuinte", "identificação fiscal", "identificacao fiscal"}

// validNIF accepts a Portuguese NIF: nine digits, in a row or in groups of
// three, after a NIF word; a first digit a person's or a company's NIF
// starts with (1, 2, 3, 5, 6, 8, 9) and the mod-11 check digit of the
// eight before it, weights 9 down to 2 (10 and 11 count as 0).
func validNIF(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 9)
	if !ok || d[0] == 0 || d[0] == 4 || d[0] == 7 || !wordBefore(text[:start], nifWords) {
		return false
	}
	check := 11 - descendingSum(d[:8])%11
	if check >= 10 {
		check = 0
	}
	return check == d[8]
}

// validCodiceFiscale accepts an Italian codice fiscale (the rule's regexp
// takes its shape: six letters, two digits, a month letter, two digits, a
// town's letter and three digits) whose last letter is its check: the sum,
// mod 26, of the odd positions' values by the decree's table and the even
// positions' letter or digit values.
func validCodiceFiscale(text string, start, end int) bool {
	s := text[start:end]
	if len(s) != 16 {
		return false
	}
	odd := [26]int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}
	sum := 0
	for i := range 15 {
		v := int(s[i] - 'A')
		if isDigit(s[i]) {
			v = int(s[i] - '0')
		}
		if i%2 == 0 {
			sum += odd[v]
		} else {
			sum += v
		}
	}
	return int(s[15]-'A') == sum%26
}

// bsnWords name a Dutch citizen service number.
var bsnWords = []string{"bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "citizen service"}

// validBSN accepts a Dutch BSN: nine digits, in a row or dotted
// (1234.56.782), after a BSN word, that pass the eleven test (weights 9
// down to 2, and -1 for the last).
func validBSN(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 9)
	if !ok || !wordBefore(text[:start], bsnWords) {
		return false
	}
	sum := descendingSum(d[:8]) - d[8]
	return sum%11 == 0 && sum > 0
}

// peselWords name a Polish PESEL.
var peselWords = []string{"pesel"}

// validPESEL accepts a Polish PESEL after its name: eleven digits, a
// birth date (the month offset by 20, 40, 60 or 80 for the century) and a
// check digit of ten minus the weighted sum (1, 3, 7, 9) mod 10.
func validPESEL(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || !wordBefore(text[:start], peselWords) {
		return false
	}
	if month := (d[2]*10 + d[3]) % 20; month < 1 || month > 12 || d[4]*10+d[5] < 1 || d[4]*10+d[5] > 31 {
		return false
	}
	weights := [10]int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}
	sum := 0
	for i, w := range weights {
		sum += d[i] * w
	}
	return (10-sum%10)%10 == d[10]
}

// personnummerWords name a Swedish personal or coordination number.
var personnummerWords = []string{"personnummer", "personnr", "person-nr", "samordningsnummer", "personal identity number"}

// validPersonnummer accepts a Swedish personnummer after its name:
// YYMMDD-NNNC (or YYYYMMDD, the dash or a + for a centenarian optional),
// a birth date (the day offset by 60 in a coordination number) and a Luhn
// check digit over the ten digits from YY.
func validPersonnummer(text string, start, end int) bool {
	if numberAround(text, start, end) || !wordBefore(text[:start], personnummerWords) {
		return false
	}
	var d []int
	for i := start; i < end; i++ {
		if isDigit(text[i]) {
			d = append(d, int(text[i]-'0'))
		}
	}
	if len(d) == 12 {
		d = d[2:]
	}
	if len(d) != 10 {
		return false
	}
	month, day := d[2]*10+d[3], (d[4]*10+d[5])%60
	return validDay(month, day) && luhn(d)
}

// cprWords name a Danish CPR number (personnummer).
var cprWords = []string{"cpr", "personnummer"}

// validCPR accepts a Danish CPR number after its name: DDMMYY-SSSS (the
// dash optional), a birth date and four digits. The mod-11 check the
// older numbers pass is no test: numbers issued since 2007 need not.
func validCPR(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 10)
	return ok && wordBefore(text[:start], cprWords) && validDay(d[2]*10+d[3], d[0]*10+d[1])
}

// hetuWords name a Finnish personal identity code (henkilötunnus, HETU,
// personbeteckning); the stem henkilötunnu takes the word's cases and
// possessives too (henkilötunnukseni, "my identity code").
var hetuWords = []string{"henkilötunnu", "henkilotunnu", "hetu", "personbeteckning", "personal identity code"}

// validHETU accepts a Finnish HETU after its name: DDMMYY, a century
// sign, three digits and the check character the nine digits pick mod
// 31 from 0123456789ABCDEFHJKLMNPRSTUVWXY.
func validHETU(text string, start, end int) bool {
	s := text[start:end]
	if len(s) != 11 || numberAround(text, start, end) || !wordBefore(text[:start], hetuWords) {
		return false
	}
	n := 0
	for i, c := range []byte(s[:10]) {
		if i == 6 {
			continue
		}
		if !isDigit(c) {
			return false
		}
		n = n*10 + int(c-'0')
	}
	if !validDay(int(s[2]-'0')*10+int(s[3]-'0'), int(s[0]-'0')*10+int(s[1]-'0')) {
		return false
	}
	return "0123456789ABCDEFHJKLMNPRSTUVWXY"[n%31] == s[10]
}

// fodselsnummerWords name a Norwegian national identity number
// (fødselsnummer, fnr, and a D-number's name).
var fodselsnummerWords = []string{"fødselsnummer", "fodselsnummer", "fødselsnr", "fnr", "d-nummer", "personnummer"}

// validFodselsnummer accepts a Norwegian fødselsnummer after its name:
// eleven digits, DDMMYY (the day offset by 40 in a D-number, the month by
// 40 in an H-number) and a space allowed after it, three digits and two
// mod-11 check digits, weights 3, 7, 6, 1, 8, 9, 4, 5, 2 and 5, 4, 3, 2,
// 7, 6, 5, 4, 3, 2 (a remainder that leaves 10 is never issued).
func validFodselsnummer(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || !wordBefore(text[:start], fodselsnummerWords) || !validDay((d[2]*10+d[3])%40, (d[0]*10+d[1])%40) {
		return false
	}
	k1 := (11 - weightedSum(d, 3, 7, 6, 1, 8, 9, 4, 5, 2)%11) % 11
	k2 := (11 - weightedSum(d, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)%11) % 11
	return k1 == d[9] && k2 == d[10]
}

// kimlikWords name a Turkish identity number (T.C. Kimlik No, TCKN).
var kimlikWords = []string{"kimlik", "tckn", "tc no", "t.c. no", "tc kimlik", "vatandaşlık", "vatandaslik"}

// validKimlik accepts a Turkish TC Kimlik No after its name: eleven digits,
// the first not 0, the tenth seven times the odd-placed digits' sum less
// the even-placed ones' mod 10, and the eleventh the first ten's sum mod 10.
func validKimlik(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || d[0] == 0 || !wordBefore(text[:start], kimlikWords) {
		return false
	}
	odd := d[0] + d[2] + d[4] + d[6] + d[8]
	even := d[1] + d[3] + d[5] + d[7]
	tenth := ((odd*7-even)%10 + 10) % 10
	return tenth == d[9] && (odd+even+tenth)%10 == d[10]
}

// egnWords name a Bulgarian personal number (ЕГН, единен граждански номер).
var egnWords = []string{"егн", "ЕГН", "egn", "граждански номер"}

// validEGN accepts a Bulgarian ЕГН after its name: ten digits, a birth
// date YYMMDD (the month offset by 20 for the 1800s, 40 for the 2000s)
// and a check digit of the nine before it weighted 2, 4, 8, 5, 10, 9, 7,
// 3, 6, mod 11 (10 counts as 0).
func validEGN(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 10)
	if !ok || !wordBefore(text[:start], egnWords) || !validDay((d[2]*10+d[3])%20, d[4]*10+d[5]) {
		return false
	}
	return weightedSum(d[:9], 2, 4, 8, 5, 10, 9, 7, 3, 6)%11%10 == d[9]
}

// jmbgWords name the master citizen number of the former Yugoslavia's
// states (Serbia's and Montenegro's ЈМБГ, Slovenia's EMŠO, Bosnia's and
// North Macedonia's JMBG/ЕМБГ).
var jmbgWords = []string{"jmbg", "јмбг", "ЈМБГ", "ембг", "ЕМБГ", "emšo", "emŠo", "emso", "matični broj", "maticni broj", "матични број"}

// validJMBG accepts a master citizen number after its name: thirteen
// digits, a birth date DDMMYYY, a region, a serial and a check digit of
// eleven minus the twelve before it weighted 7 down to 2 twice, mod 11
// (10 and 11 count as 0).
func validJMBG(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 13)
	if !ok || !wordBefore(text[:start], jmbgWords) || !validDay(d[2]*10+d[3], d[0]*10+d[1]) {
		return false
	}
	m := 11 - weightedSum(d[:12], 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)%11
	if m > 9 {
		m = 0
	}
	return m == d[12]
}

// oibWords name a Croatian personal identification number (OIB).
var oibWords = []string{"oib", "osobni identifikacijski"}

// validOIB accepts a Croatian OIB after its name: eleven digits whose
// last is the ISO 7064 MOD 11,10 check digit of the ten before it.
func validOIB(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || !wordBefore(text[:start], oibWords) {
		return false
	}
	a := 10
	for _, x := range d[:10] {
		if a = (a + x) % 10; a == 0 {
			a = 10
		}
		a = a * 2 % 11
	}
	return (11-a)%10 == d[10]
}

// balticCodeWords name an Estonian or a Lithuanian personal code
// (isikukood, asmens kodas).
var balticCodeWords = []string{"isikukood", "asmens kod", "personal code"}

// validBalticCode accepts an Estonian isikukood or a Lithuanian asmens
// kodas after its name: eleven digits, a sex and century digit of 1 to 6,
// a birth date YYMMDD and a check digit of the ten before it weighted 1
// to 9 and 1, mod 11, or where that leaves 10 weighted 3 to 9 and 1 to 3
// (10 again counts as 0).
func validBalticCode(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || d[0] < 1 || d[0] > 6 || !wordBefore(text[:start], balticCodeWords) || !validDay(d[3]*10+d[4], d[5]*10+d[6]) {
		return false
	}
	c := weightedSum(d[:10], 1, 2, 3, 4, 5, 6, 7, 8, 9, 1) % 11
	if c == 10 {
		c = weightedSum(d[:10], 3, 4, 5, 6, 7, 8, 9, 1, 2, 3) % 11 % 10
	}
	return c == d[10]
}

// personasKodsWords name a Latvian personal code (personas kods).
var personasKodsWords = []string{"personas kod", "personas numur", "personal code"}

// validPersonasKods accepts a Latvian personas kods after its name,
// DDMMYY-CNNNN: a birth date, a century digit of 0 to 2 and a check digit
// of 1101 minus the ten before it weighted 1, 6, 3, 7, 9, 10, 5, 8, 4, 2,
// mod 11; or a code issued since 2017, which opens with 32 and holds no
// date.
func validPersonasKods(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || !wordBefore(text[:start], personasKodsWords) {
		return false
	}
	if d[0] == 3 && d[1] == 2 {
		return true
	}
	return d[6] <= 2 && validDay(d[2]*10+d[3], d[0]*10+d[1]) &&
		(1101-weightedSum(d[:10], 1, 6, 3, 7, 9, 10, 5, 8, 4, 2))%11 == d[10]
}

// kennitalaWords name an Icelandic identity number (kennitala).
var kennitalaWords = []string{"kennitala", "kennitölu", "kennitolu"}

// validKennitala accepts an Icelandic kennitala of a person after its
// name, DDMMYY-RRCD: a birth date (a company's day, offset by 40, is a
// public register's), two random digits, a check digit of eleven minus
// the eight before it weighted 3, 2, 7, 6, 5, 4, 3, 2, mod 11 (11 counts
// as 0, 10 is never issued) and a century digit of 8, 9 or 0.
func validKennitala(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 10)
	if !ok || d[9] != 8 && d[9] != 9 && d[9] != 0 || !wordBefore(text[:start], kennitalaWords) || !validDay(d[2]*10+d[3], d[0]*10+d[1]) {
		return false
	}
	c := 11 - weightedSum(d[:8], 3, 2, 7, 6, 5, 4, 3, 2)%11
	return c%11 == d[8]
}

// rodneWords name a Slovak or Czech birth number (rodné číslo).
var rodneWords = []string{"rodné číslo", "rodne cislo", "rodného čísla", "rodneho cisla", "rodné č", "birth number"}

// validRodne accepts a Slovak or Czech birth number after its name,
// YYMMDD/SSSC: a birth date (the month offset by 50 for a woman, and by
// 20 more when a day's numbers ran out) and ten digits that make a
// multiple of 11 (or, before 1985, whose nine first leave 10 mod 11 and
// whose last is 0).
func validRodne(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 10)
	if !ok || !wordBefore(text[:start], rodneWords) || !validDay((d[2]*10+d[3])%50%20, d[4]*10+d[5]) {
		return false
	}
	n := 0
	for _, x := range d[:9] {
		n = (n*10 + x) % 11
	}
	return (n*10+d[9])%11 == 0 || n == 10 && d[9] == 0
}

// weightedSum is the sum of the digits d, each times its weight.
func weightedSum(d []int, weights ...int) int {
	sum := 0
	for i, w := range weights {
		sum += d[i] * w
	}
	return sum
}

// amkaWords name Greece's social security number (ΑΜΚΑ).
var amkaWords = []string{"amka", "αμκα", "ΑΜΚΑ"}

// validAMKA accepts a Greek AMKA after its name: eleven digits, a birth
// date DDMMYY, four more and a Luhn check digit.
func validAMKA(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	return ok && wordBefore(text[:start], amkaWords) && validDay(d[2]*10+d[3], d[0]*10+d[1]) && luhn(d)
}
