package rules

import "strings"

// Personal columns. An export of orders, customers or employees (a shop's
// orders CSV, a CRM's contacts, an HR system's staff list) gives people's
// names, street lines, dates of birth, national ids and card numbers in
// columns its header line names ("Billing Name", "Shipping Street", "First
// Name", "Address1", "date_of_birth", "NI Number", "card_number"): the
// name-column, street-column, birth-column, id-column and card-column
// contexts read the value in that column in each row, as the table context reads a credential's (see
// csvTable). A bare "Name" names an order, a product
// or a file as often as a person, and is no such column but in a table
// with an e-mail column (see contactTable); nor is an "Email Address" or
// an "IP Address".

// nameColumn is the name-column context: the names under a header field
// naming a person's name, or under a bare "Name" in a contacts table
// (see contactTable).
func nameColumn(dst []span, text string, from, to int) ([]span, int) {
	header := func(f string) bool {
		return nameHeader(f) || f == "name" && contactTable(text, from, to) // the table read again only for a bare name
	}
	return personalColumn(dst, text, from, to, header, personName)
}

// contactTable reports whether text[from:to] is a bare "name" field of a
// CSV header line that has an e-mail field too ("id,name,email,phone",
// "Kundennummer;Name;E-Mail"), as a help desk's or a CRM's export of its
// users or contacts heads it: there the name is a person's.
func contactTable(text string, from, to int) bool {
	var t csvTable
	if !t.at(text, from, to) || t.n < 3 || fieldWords(text[t.start(t.col):t.end(t.col)]) != "name" {
		return false // most names: no header, or a field naming its name
	}
	for i := 0; i < t.n; i++ {
		if emailFields.has(fieldWords(strings.Trim(text[t.start(i):t.end(i)], `"' `))) {
			return true
		}
	}
	return false
}

// streetColumn is the street-column context: the street lines under a
// header field naming one.
func streetColumn(dst []span, text string, from, to int) ([]span, int) {
	return personalColumn(dst, text, from, to, streetHeader, streetLine)
}

// birthColumn is the birth-column context: the dates under a header
// field naming a date of birth.
func birthColumn(dst []span, text string, from, to int) ([]span, int) {
	return personalColumn(dst, text, from, to, birthFields.has, birthDate)
}

// idColumn is the id-column context: the numbers under a header field
// naming a person's national, social security, tax, health or student
// number (see idFields).
func idColumn(dst []span, text string, from, to int) ([]span, int) {
	return personalColumn(dst, text, from, to, idFields.has, idNumber)
}

// accountColumn is the account-column context: the bank account numbers
// under a header field naming one, as a payroll's direct-deposit export
// or a BACS file gives them, and under a bare "Account" those that a UK
// sort code leads, as a bank's own statement export gives its account
// (see sortCodedAccount).
func accountColumn(dst []span, text string, from, to int) ([]span, int) {
	bare := false
	header := func(f string) bool {
		bare = f == "account"
		return bare || accountFields.has(f)
	}
	return personalColumn(dst, text, from, to, header, func(v string) bool {
		if bare {
			return sortCodedAccount(v)
		}
		return accountNumber(v)
	})
}

// sortCodedAccount takes a UK sort code in its dashed pairs, a blank and
// an account number of six to ten digits ("20-45-77 43817265"): a bank
// account whatever its column's name, which a cloud's or a customer's
// account number never is.
func sortCodedAccount(v string) bool {
	v = strings.TrimSpace(v)
	if len(v) < 15 || len(v) > 19 || v[2] != '-' || v[5] != '-' || v[8] != ' ' {
		return false
	}
	return allDigits(v[:2]) && allDigits(v[3:5]) && allDigits(v[6:8]) && allDigits(v[9:]) && bankDigits(v[9:])
}

// accountNumber takes a bank account number in a field: digits that
// blanks or dashes may group, as many as bankDigits wants.
func accountNumber(v string) bool {
	v = strings.TrimSpace(v)
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isDigit(c) && c != ' ' && c != '-' {
			return false
		}
	}
	return bankDigits(v)
}

// cardColumn is the card-column context: the card numbers under a header
// field naming one.
func cardColumn(dst []span, text string, from, to int) ([]span, int) {
	return personalColumn(dst, text, from, to, cardFields.has, func(v string) bool {
		return cardNumber(strings.TrimSpace(v), true)
	})
}

// pinColumn is the pin-column context: the PINs and PUKs under a header
// field naming one ("pin", "card_pin", "PUK1"), as a bank's or a SIM
// card batch's export gives them. The keyword fires inside words
// ("mapping", "developing"): only a name whose last word is the word
// itself is read.
func pinColumn(dst []span, text string, from, to int) ([]span, int) {
	if n := text[from:to]; !pinWords.has(n[strings.LastIndexAny(n, "_-")+1:]) {
		return dst, to // most occurrences: a look at the name's length or first byte, no copy
	}
	return personalColumn(dst, text, from, to, pinFields.has, pinNumber)
}

// pinNumber takes a PIN or PUK in a field: four to eight digits.
func pinNumber(v string) bool {
	v = strings.TrimSpace(v)
	return len(v) >= 4 && len(v) <= 8 && allDigits(v)
}

// salaryColumn is the salary-column context: the amounts under a header
// field naming a person's pay.
func salaryColumn(dst []span, text string, from, to int) ([]span, int) {
	return personalColumn(dst, text, from, to, salaryFields.has, payAmount)
}

// personalColumn reads the column of the header field holding the name
// text[from:to], of a header of three fields or more, if header takes
// the field (in lower case, its words split by single blanks), and
// keeps the values value takes. Each field of a header naming a column
// reads its rows, so a row is read once for each such field, at most
// maxFields times. The header is a CSV line (see csvTable), an SQL
// INSERT's column list, whose rows are its tuples (see sqlInsert), or
// the header row of a pipe table, a markdown table or a box that psql or
// the MySQL client prints (see pipeColumn).
func personalColumn(dst []span, text string, from, to int, header func(field string) bool, value func(v string) bool) ([]span, int) {
	if hs, he, ok := cellAround(text, from, to); ok && header(fieldWords(text[hs:he])) {
		if vals, next, ok := pipeColumn(dst, text, hs, to, value); ok {
			return vals, next
		}
	}
	// The field's words around the name: "Billing Name", and the letters
	// of a script beyond ASCII that words of its own join ("身份证号").
	fs, fe := from, to
	for fs > 0 && from-fs < maxHeader && (isIdentByte(text[fs-1]) || text[fs-1] == ' ' || text[fs-1] >= 0x80) {
		fs--
	}
	for fe < len(text) && fe-to < maxHeader && (isIdentByte(text[fe]) || text[fe] == ' ' || text[fe] >= 0x80) {
		fe++
	}
	var t csvTable
	if !t.at(text, fs, fe) || t.n < 3 {
		var q sqlInsert
		if !q.at(text, from, to) || q.n < 3 || !header(fieldWords(text[q.cs:q.ce])) {
			return dst, to
		}
		dst, _ = q.rows(dst, text, value)
		return dst, q.ce
	}
	if !header(fieldWords(text[t.start(t.col):t.end(t.col)])) {
		return dst, to
	}
	dst, _ = t.rows(dst, text, value)
	return dst, t.end(t.col) // the header's next field may name another column
}

// fieldWords returns a header field in lower case, its words ('_' and
// '-' read as blanks) split by single blanks; "" if it is longer than
// two maxHeaders.
func fieldWords(f string) string {
	var buf [2 * maxHeader]byte
	n := 0
	for _, c := range []byte(f) {
		if c == '_' || c == '-' {
			c = ' '
		}
		switch {
		case n == len(buf):
			return ""
		case c != ' ':
			buf[n] = lower(c)
			n++
		case n > 0 && buf[n-1] != ' ':
			buf[n] = ' '
			n++
		}
	}
	return strings.TrimSuffix(string(buf[:n]), " ")
}

// nameHeader takes a field naming a person's name: a name word after a
// word saying whose or which ("billing name", "first name", "customer
// name", "card holder name"), or a name word of its own ("surname",
// "firstname").
func nameHeader(f string) bool {
	owner, ok := strings.CutSuffix(f, " name")
	if !ok {
		return personNameWords.has(f)
	}
	return nameOwners.has(owner[strings.LastIndexByte(owner, ' ')+1:])
}

// streetHeader takes a field naming a street line, after a word saying
// which address it is or none: "street", "billing street", "address1",
// "shipping address 1", "address line 1", "street address".
func streetHeader(f string) bool {
	if i := strings.IndexByte(f, ' '); i > 0 && addressOwners.has(f[:i]) {
		f = f[i+1:]
	}
	return streetFields.has(f)
}

// personName takes a person's name in a field: letters with blanks,
// dots, apostrophes or dashes between them, no digit, up to 64 bytes.
func personName(v string) bool {
	v = strings.TrimSpace(v)
	if len(v) < 2 || len(v) > 64 || placeholder(v) {
		return false
	}
	letters := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isLetter(c) || c >= 0x80:
			letters++
		case c == ' ' || c == '.' || c == '\'' || c == '-':
		default:
			return false
		}
	}
	return letters >= 2
}

// streetLine takes a street line in a field: a letter and a digit (the
// house number), up to 128 bytes.
func streetLine(v string) bool {
	return len(v) <= maxCell && strings.IndexFunc(v, isDigitRune) >= 0 &&
		strings.IndexFunc(v, func(r rune) bool { return r >= 0x80 || isLetter(byte(r)) }) >= 0 && !placeholder(v)
}

// birthDate takes a date in a field: eight to ten digits and separators
// of one kind (-, / or .) with a year of 19xx or 20xx first or last
// (1985-07-23, 23.07.1985, 07/23/1985, 19850723).
func birthDate(v string) bool {
	v = strings.TrimSpace(v)
	if len(v) < 8 || len(v) > 10 {
		return false
	}
	var sep byte
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
		case (c == '-' || c == '/' || c == '.') && (sep == 0 || c == sep):
			sep = c
		default:
			return false
		}
	}
	year := v[:4]
	if sep != 0 && v[4] != sep {
		year = v[len(v)-4:]
	}
	return strings.IndexByte(year, sep) < 0 && (strings.HasPrefix(year, "19") || strings.HasPrefix(year, "20"))
}

// idNumber takes a person's number in a field: five to twenty-four
// letters, digits, blanks, dashes, dots and slashes with four digits at
// least, not a placeholder.
func idNumber(v string) bool {
	v = strings.TrimSpace(v)
	if len(v) < 5 || len(v) > 24 || placeholder(v) {
		return false
	}
	digits := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digits++
		case isLetter(c) || c == ' ' || c == '-' || c == '.' || c == '/':
		default:
			return false
		}
	}
	return digits >= 4
}

// payAmount takes an amount of pay in a field: four digits at least
// before any decimals, which thousands separators (, . ' or a blank) may
// group, and a currency sign or code around them.
func payAmount(v string) bool {
	v = strings.Trim(strings.TrimSpace(v), "$€£")
	if i := strings.LastIndexByte(v, ' '); i > 0 && len(v)-i == 4 && isLetter(v[i+1]) {
		v = v[:i] // 52000.00 EUR
	}
	digits := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			digits++
		case (c == '.' || c == ',') && len(v)-i == 3:
			return digits >= 4
		case c == ',' || c == '.' || c == '\'' || c == ' ':
		default:
			return false
		}
	}
	return digits >= 4 && digits <= 9
}

func isDigitRune(r rune) bool { return r >= '0' && r <= '9' }

var (
	// personNameWords are fields that name a person's name alone.
	personNameWords = newWordSet("firstname", "lastname", "fullname", "surname", "forename", "givenname",
		"familyname", "middlename")
	// nameOwners, before "name", make it a person's.
	nameOwners = newWordSet("first", "last", "full", "given", "family", "middle", "billing", "shipping",
		"customer", "contact", "recipient", "buyer", "holder", "cardholder", "sender", "guest", "patient", "employee")
	// emailFields are the fields of a person's e-mail address.
	emailFields = newWordSet("email", "e mail", "email address", "e mail address", "emailaddress", "mail")
	// addressOwners, before a street field, say which address it is.
	addressOwners = newWordSet("billing", "shipping", "customer", "delivery", "home", "postal", "mailing", "contact")
	// streetFields are the fields of a street line, in English and in the
	// languages of the shops and CRMs that export them.
	streetFields = newWordSet("street", "street address", "streetaddress", "address", "address1", "address 1",
		"address line 1", "addressline1", "straße", "strasse", "adresse", "adres", "adresa", "ulica", "indirizzo",
		"rua", "logradouro", "endereço", "endereco", "calle", "dirección", "direccion", "morada", "gatuadress",
		"gateadresse", "osoite", "katuosoite")
	// birthFields are the fields of a date of birth.
	birthFields = newWordSet("dob", "date of birth", "dateofbirth", "birth date", "birthdate", "birthday", "birth dt",
		"geburtsdatum", "data de nascimento", "data nascimento", "fecha de nacimiento", "fecha nacimiento",
		"date de naissance", "date naissance", "data di nascita", "geboortedatum")
	// salaryFields are the fields of a person's pay.
	salaryFields = newWordSet("salary", "base salary", "annual salary", "gross salary", "salario", "salaire", "gehalt",
		"pay rate", "payrate", "annual pay", "compensation", "wage")
	// pinWords are the names in a field of a PIN or a PUK, pinFields the
	// fields.
	pinWords  = newWordSet("pin", "pin1", "pin2", "pincode", "puk", "puk1", "puk2")
	pinFields = newWordSet("pin", "pin1", "pin2", "pincode", "pin code", "pin number", "pin no", "card pin", "atm pin",
		"sim pin", "puk", "puk1", "puk2", "puk code")
	// cardFields are the fields of a payment card's number.
	cardFields = newWordSet("card", "card number", "cardnumber", "card no", "card num", "credit card",
		"credit card number", "creditcard", "card pan", "debit card", "debit card number")
	// accountFields are the fields of a bank account's number; a bare
	// "account" names a cloud's or a customer's as often, and is none.
	accountFields = newWordSet("account number", "accountnumber", "account no", "account num", "account nr",
		"acct", "acct number", "acct no", "acct num", "bank account", "bank account number", "bank account no",
		"dfi account", "dfi account number", "kontonummer", "rekeningnummer", "numero de cuenta", "número de cuenta")
	// idFields are the fields of a person's national, social security,
	// tax or health number, or of a student's number, which a university's
	// registry gives a person for life as a state gives a national one.
	idFields = newWordSet("ssn", "social security number", "social security no", "sin", "social insurance number",
		"nino", "ni number", "ni no", "national insurance", "national insurance number", "national insurance no", "national id",
		"nationalid", "national id number", "cpf", "nir", "dni", "nie", "passport number", "passport no",
		"tax id", "taxid", "personnummer", "bsn", "pesel", "codice fiscale", "tin", "recipient tin", "payee tin",
		"tfn", "tax file number",
		// Health numbers: the NHS's, a record's, a plan's member's and
		// subscriber's, Medicare's and Medicaid's, a health card's.
		"nhs", "nhs number", "nhs no", "mrn", "medical record number", "member id", "subscriber id",
		"medicare number", "medicare no", "medicare id", "medicaid number", "medicaid no", "medicaid id",
		"health card number", "health card no",
		// Beyond Europe (see nationalid_asia.go): China's, Korea's,
		// Japan's, India's, Israel's, Russia's and Turkey's.
		"身份证号", "身份证号码", "身份證號", "身份證號碼", "주민등록번호", "주민번호", "マイナンバー", "個人番号",
		"aadhaar", "aadhaar number", "aadhaar no", "תעודת זהות", "снилс", "СНИЛС", "инн", "ИНН",
		"tckn", "tc kimlik no", "kimlik no",
		"student id", "studentid", "student id number", "student number", "student no", "student nr",
		"matriculation number", "matriculation no", "matric no", "matric number", "matrikelnummer", "matrikel nr")
)
