package rules

// Asian, Russian and Israeli national numbers whose check digits define
// them: China's resident identity number, Korea's resident registration
// number, Japan's individual number (My Number), India's Aadhaar,
// Israel's identity number (Teudat Zehut) and Russia's SNILS and personal
// INN. Like the European ones (see nationalid_europe.go), each is a run
// of digits an order, a phone or a timestamp can make by chance, so each
// needs its name on its line before it, in the country's script or in
// English, as well as the check its issuer builds in.

// cnResidentWords name a Chinese resident identity number.
var cnResidentWords = []string{"身份证", "身份證", "身份号码", "身份號碼", "resident id", "shenfenzheng"}

// validCNResident accepts a Chinese resident identity number after its
// name: eighteen characters, six of the region (its first digit 1 to 8),
// a birth date YYYYMMDD of 1900 to 2099, three of order, and the ISO 7064
// MOD 11-2 check character (0 to 9 or X) of the seventeen before it.
func validCNResident(text string, start, end int) bool {
	s := text[start:end]
	if len(s) != 18 || numberAround(text, start, end) || !wordBefore(text[:start], cnResidentWords) {
		return false
	}
	d := make([]int, 17)
	for i := range d {
		if !isDigit(s[i]) {
			return false
		}
		d[i] = int(s[i] - '0')
	}
	year, month, day := d[6]*1000+d[7]*100+d[8]*10+d[9], d[10]*10+d[11], d[12]*10+d[13]
	if d[0] < 1 || d[0] > 8 || year < 1900 || year > 2099 || !validDay(month, day) {
		return false
	}
	weights := [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i, w := range weights {
		sum += d[i] * w
	}
	return lower(s[17]) == "10x98765432"[sum%11]
}

// rrnWords name a Korean resident registration number.
var rrnWords = []string{"주민등록", "주민번호", "rrn", "resident registration"}

// validRRN accepts a Korean resident registration number after its name:
// YYMMDD-SNNNNNC (the dash optional), a birth date, a sex and century
// digit of 1 to 8, and the check digit of the twelve before it, weights
// 2 to 9 and again 2 to 5, eleven less the sum mod 11, mod 10.
func validRRN(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 13)
	if !ok || !wordBefore(text[:start], rrnWords) || !validDay(d[2]*10+d[3], d[4]*10+d[5]) || d[6] < 1 || d[6] > 8 {
		return false
	}
	sum := 0
	for i, x := range d[:12] {
		sum += x * (2 + i%8)
	}
	return (11-sum%11)%10 == d[12]
}

// myNumberWords name a Japanese individual number.
var myNumberWords = []string{"マイナンバー", "個人番号", "my number", "mynumber"}

// validMyNumber accepts a Japanese individual number (My Number) after
// its name: twelve digits, in a row or in groups of four, the last the
// check digit of the eleven before it (weights 2 to 7 and 2 to 6 from
// the right, eleven less the sum mod 11, 0 for a remainder of 0 or 1).
func validMyNumber(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 12)
	if !ok || !wordBefore(text[:start], myNumberWords) {
		return false
	}
	sum := 0
	for n := 1; n <= 11; n++ {
		sum += d[11-n] * ((n-1)%6 + 2)
	}
	check := 0
	if r := sum % 11; r > 1 {
		check = 11 - r
	}
	return check == d[11]
}

// aadhaarWords name an Indian Aadhaar number, in English, Hindi, Tamil
// and Bengali.
var aadhaarWords = []string{"aadhaar", "aadhar", "आधार", "ஆதார்", "আধার", "uidai"}

// validAadhaar accepts an Indian Aadhaar number after its name: twelve
// digits, in a row or in groups of four, the first 2 to 9, that pass the
// Verhoeff check.
func validAadhaar(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 12)
	return ok && d[0] >= 2 && wordBefore(text[:start], aadhaarWords) && verhoeff(d)
}

// verhoeff reports whether the digits d pass the Verhoeff check, whose
// dihedral group catches every single error and adjacent transposition.
func verhoeff(d []int) bool {
	mul := [10][10]int8{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 3, 4, 0, 6, 7, 8, 9, 5}, {2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
		{3, 4, 0, 1, 2, 8, 9, 5, 6, 7}, {4, 0, 1, 2, 3, 9, 5, 6, 7, 8}, {5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
		{6, 5, 9, 8, 7, 1, 0, 4, 3, 2}, {7, 6, 5, 9, 8, 2, 1, 0, 4, 3}, {8, 7, 6, 5, 9, 3, 2, 1, 0, 4},
		{9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
	}
	perm := [8][10]int8{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 5, 7, 6, 2, 8, 3, 0, 9, 4}, {5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
		{8, 9, 1, 6, 0, 4, 3, 5, 2, 7}, {9, 4, 5, 3, 1, 2, 6, 8, 7, 0}, {4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
		{2, 7, 9, 3, 8, 0, 6, 4, 1, 5}, {7, 0, 4, 6, 9, 1, 3, 2, 5, 8},
	}
	c := int8(0)
	for i := range d {
		c = mul[c][perm[i%8][d[len(d)-1-i]]]
	}
	return c == 0
}

// teudatWords name an Israeli identity number.
var teudatWords = []string{"ת.ז", "ת\"ז", "תעודת זהות", "מספר זהות", "teudat zehut", "israeli id"}

// validTeudat accepts an Israeli identity number (Teudat Zehut) after its
// name: nine digits, the last a Luhn check digit.
func validTeudat(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 9)
	return ok && wordBefore(text[:start], teudatWords) && luhn(d)
}

// snilsWords name a Russian SNILS (insurance account number).
var snilsWords = []string{"СНИЛС", "снилс", "Снилс", "snils"}

// validSNILS accepts a Russian SNILS after its name: eleven digits,
// 000-000-000 00 or in a row, the first nine above 001-001-998 (below,
// none has a check) and the last two their sum weighted 9 down to 1, mod
// 101, 100 written 00.
func validSNILS(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || !wordBefore(text[:start], snilsWords) {
		return false
	}
	n, sum := 0, 0
	for i, x := range d[:9] {
		n = n*10 + x
		sum += x * (9 - i)
	}
	return n > 1001998 && sum%101%100 == d[9]*10+d[10]
}

// innWords name a Russian taxpayer number.
var innWords = []string{"ИНН", "инн", "Инн"}

// validINN accepts a Russian person's INN after its name: twelve digits,
// the last two check digits, each the weighted sum of the digits before
// it mod 11, mod 10. A company's INN of ten digits is public.
func validINN(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 12)
	if !ok || !wordBefore(text[:start], innWords) {
		return false
	}
	weights := [11]int{3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8}
	for k := 10; k <= 11; k++ {
		sum := 0
		for i, x := range d[:k] {
			sum += x * weights[11-k+i]
		}
		if sum%11%10 != d[k] {
			return false
		}
	}
	return true
}

// validDay reports whether month and day can be a birth date's.
func validDay(month, day int) bool {
	return month >= 1 && month <= 12 && day >= 1 && day <= 31
}

// cnicWords name Pakistan's computerised national identity card number,
// in English and Urdu.
var cnicWords = []string{"cnic", "nicop", "شناختی کارڈ"}

// validCNIC accepts a Pakistani CNIC after its name: thirteen digits
// written 5-7-1, the first a province's code (1 to 7).
func validCNIC(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 13)
	return ok && d[0] >= 1 && d[0] <= 7 && wordBefore(text[:start], cnicWords)
}

// mykadWords name Malaysia's identity card number (MyKad, Kad
// Pengenalan, "No. K/P").
var mykadWords = []string{"mykad", "k/p", "kad pengenalan", "no. ic", "ic no"}

// validMyKad accepts a MyKad number after its name: twelve digits, a
// birth date YYMMDD and a place of birth's code (a state's 01 to 16 or
// 21 to 59, a country's 60 to 99), then a serial.
func validMyKad(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 12)
	if !ok || !wordBefore(text[:start], mykadWords) || !validDay(d[2]*10+d[3], d[4]*10+d[5]) {
		return false
	}
	place := d[6]*10 + d[7]
	return place >= 1 && place <= 16 || place >= 21
}
