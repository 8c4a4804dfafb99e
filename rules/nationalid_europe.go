package rules

// European and Turkish national numbers whose check digits define them:
// Germany's Steuer-ID and health insurance number (KVNR), Spain's DNI and NIE, Portugal's NIF, Italy's codice
// fiscale, the Netherlands' BSN, Poland's PESEL, Sweden's personnummer and
// Turkey's TC Kimlik No. Each is a run of digits (or digits and letters)
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
