package scrub

import (
	"encoding/base64"
	"strconv"
	"strings"
	"testing"
)

// twentythirdFloor is just under what the rules reach on the
// twenty-third suite as first written, before any fix for it: recall
// 0.626, partial 0.000, negatives intact 0.966; with its label slips
// fixed (two mails at documentation domains, which the e-mail rule keeps
// by design; a service principal's application id, which the rules
// remove as an identity by design, now a positive) recall 0.643, partial
// 0.000, negatives intact 0.983. The negative left damaged is Stripe's
// documented test card, which the card rule counts as a card (its own
// samples are such cards). With the fixes: national ids by their check
// digits (CPF, NIR, SIN) 0.707; a date of birth under a joined key or
// as an XML element's text, a NINO in its printed groups 0.729; medical
// record, health plan member and Medicare numbers under their names 0.771;
// a password element under a namespace prefix (wsse:Password) 0.786;
// dumped NTLM hashes, keytabs and keystores in base64, posted SAML
// responses 0.829; dates of birth and national ids in the columns a CSV
// header names 0.850; a label slip found then (a French IBAN drawn two
// digits too long, which the IBAN rule rightly keeps) 0.857; LDIF's
// base64 value (userPassword:: v) 0.864; bank account numbers under
// their names 0.886; HL7 v2 patient and insured fields by position and
// DICOM patient tags 0.929; the same columns in an SQL INSERT's tuples
// 0.936; card numbers in a card record, a card column or a stripe's
// track data 0.943; an API key given as curl's user, its password a
// filler (curl -u KEY:x) 0.950; a password a here-string feeds kinit or
// realm join 0.957; a FHIR identifier's value by its v2-0203 type (MR,
// SS, MB, ...) 0.964.
//
// Raised at stop 28 to just under main's figures then: recall 0.993,
// negatives intact 0.983, no partial leak. Raised at stop 32 to recall
// 1.000, after stop 32's fixes.
var twentythirdFloor = recallFloor{recall: 0.999, intact: 0.982, maxPartial: 0}

// TestPasteTwentythirdRecall measures the twenty-third suite, fintech,
// health, HR and enterprise identity pastes, kept apart as its author
// wrote it (misses included).
func TestPasteTwentythirdRecall(t *testing.T) {
	measureHeldOut(t, "twenty-third suite", twentythirdCases(pasteGen{newFakes(2323)}), twentythirdFloor)
}

// digitsOf returns the digits of s as numbers.
func digitsOf(s string) []int {
	d := make([]int, 0, len(s))
	for _, c := range s {
		if c >= '0' && c <= '9' {
			d = append(d, int(c-'0'))
		}
	}
	return d
}

// cpf draws a Brazilian CPF with its two mod-11 check digits, printed
// 000.000.000-00.
func (g pasteGen) cpf() string {
	d := digitsOf(g.fill("NXXXXXXXX"))
	for range 2 {
		sum := 0
		for i, x := range d {
			sum += x * (len(d) + 1 - i)
		}
		d = append(d, sum*10%11%10)
	}
	var b strings.Builder
	for i, x := range d {
		switch i {
		case 3, 6:
			b.WriteByte('.')
		case 9:
			b.WriteByte('-')
		}
		b.WriteByte(byte('0' + x))
	}
	return b.String()
}

// nir draws a French social security number (NIR): sex, year and month
// of birth, département, commune, order, then its key 97 - n mod 97,
// printed in its groups.
func (g pasteGen) nir() string {
	sex, yy, mm := 1+g.r.IntN(2), g.r.IntN(100), 1+g.r.IntN(12)
	dept, commune, order := 1+g.r.IntN(95), 1+g.r.IntN(990), 1+g.r.IntN(999)
	body := strconv.Itoa(sex) + pad(yy, 2) + pad(mm, 2) + pad(dept, 2) + pad(commune, 3) + pad(order, 3)
	n, _ := strconv.ParseInt(body, 10, 64)
	return body[:1] + " " + body[1:3] + " " + body[3:5] + " " + body[5:7] + " " + body[7:10] + " " + body[10:13] + " " + pad(int(97-n%97), 2)
}

// sin draws a Canadian social insurance number (Luhn-valid, first digit
// 1 to 7), printed in groups of three joined by sep.
func (g pasteGen) sin(sep string) string {
	s := g.card(strconv.Itoa(1+g.r.IntN(7)), 9)
	return s[:3] + sep + s[3:6] + sep + s[6:]
}

// nino draws a UK National Insurance number: a prefix HMRC allocates, six
// digits and a suffix of A to D.
func (g pasteGen) nino() string {
	for {
		p := g.pick("ABCEGHJKLMNOPRSTWXYZ", 1) + g.pick("ABCEGHJKLMNPRSTWXYZ", 1)
		switch p {
		case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
			continue
		}
		return p + g.pick(digitSet, 6) + g.pick("ABCD", 1)
	}
}

// dni draws a Spanish DNI: eight digits and the letter of their mod 23.
func (g pasteGen) dni() string {
	n := g.r.IntN(100000000)
	return pad(n, 8) + string("TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

// routing draws an ABA routing number: a Federal Reserve prefix, then
// digits whose 3-7-1 weighted sum is a multiple of ten.
func (g pasteGen) routing() string {
	prefix := []string{"01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12", "21", "22", "26", "31", "32"}
	s := prefix[g.r.IntN(len(prefix))] + g.pick(digitSet, 6)
	d, w, sum := digitsOf(s), []int{3, 7, 1}, 0
	for i, x := range d {
		sum += x * w[i%3]
	}
	return s + strconv.Itoa((10-sum%10)%10)
}

// npi draws a US National Provider Identifier: nine digits from 1 and
// the Luhn digit of 80840 and them.
func (g pasteGen) npi() string { return g.card("808401", 15)[5:] }

// mbi draws a Medicare Beneficiary Identifier in CMS's eleven positions
// (no S, L, O, I, B or Z), printed with its dashes.
func (g pasteGen) mbi() string {
	const alpha, num = "ACDEFGHJKMNPQRTUVWXY", digitSet
	an := alpha + num
	return g.pick("123456789", 1) + g.pick(alpha, 1) + g.pick(an, 1) + g.pick(num, 1) + "-" +
		g.pick(alpha, 1) + g.pick(an, 1) + g.pick(num, 1) + "-" + g.pick(alpha, 2) + g.pick(num, 2)
}

// usPhone draws a US number of a real area code, printed (AAA) NXX-XXXX.
func (g pasteGen) usPhone() string {
	areas := []string{"212", "415", "312", "617", "206", "303", "512", "404", "713", "602"}
	return "(" + areas[g.r.IntN(len(areas))] + ") " + g.pick("234678", 1) + g.pick(digitSet, 2) + "-" + g.pick(digitSet, 4)
}

// birth draws a date of birth between 1950 and 2003 as year, month, day.
func (g pasteGen) birth() (y, m, d string) {
	return strconv.Itoa(1950 + g.r.IntN(54)), pad(1+g.r.IntN(12), 2), pad(1+g.r.IntN(28), 2)
}

// twentythirdCases are the twenty-third suite. Its ground is what
// fintech, health-care, HR and enterprise-IT developers paste: bank and
// payment integrations (Plaid, open banking, GoCardless, Wise, SEPA
// pain.001 and ACH/NACHA files, SWIFT MT103), customer and employee
// records (CSV exports, SQL INSERTs, JSON from HR APIs with names, dates
// of birth, national ids of several countries with their check digits: US
// SSN, Brazil CPF, France NIR, Canada SIN, UK NINO, Spain DNI; bank
// accounts), health data (HL7 v2 segments, FHIR JSON, MRNs, insurance
// member ids, Medicare MBIs), enterprise identity (LDIF, Active Directory
// and PowerShell, Kerberos keytabs and ktutil, SAML and WS-Security XML,
// Okta, Entra, Auth0, Keycloak and Duo configs, Java keystores, NTLM
// hashes), and card data in logs. The negatives are look-alikes from the
// same ground: routing numbers, BICs, NPIs, clinical codes (ICD-10, LOINC,
// CPT, NDC), dates that are not birth dates, public certificates and
// tenant ids, masked and documented test cards, placeholders, hashes.
func twentythirdCases(g pasteGen) []pasteCase {
	pw := g.password
	uuid := func() string { return g.hex(8) + "-" + g.hex(4) + "-4" + g.hex(3) + "-a" + g.hex(3) + "-" + g.hex(12) }
	b64url := func(n int) string { return g.pick(urlSet, n) }
	lowerAlnum := func(n int) string { return g.pick(lowerSet+digitSet, n) }
	b64 := func(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
	privHead, privTail := "-----BEGIN "+"PRIVATE KEY-----", "-----END "+"PRIVATE KEY-----"
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	plaidSecret := func() string { return g.pick("0123456789abcdef", 30) }
	plaidAccess := func(env string) string { return "access" + "-" + env + "-" + uuid() }
	oktaToken := func() string { return "0" + "0" + b64url(40) }
	entraSecret := func() string { return g.alnum(3) + "8" + "Q~" + g.pick(base62+"_~.-", 34) }
	gcToken := func() string { return "live" + "_" + g.pick(base62+"-_", 40) }
	ntHash := func() string { return g.hex(32) }

	// An HR system's employee export as CSV.
	hrSSN, hrMail, hrPhone := g.ssn(), "d.okafor"+g.pick(digitSet, 2)+"@nwtraders-hr.com", g.usPhone()
	hy, hm, hd := g.birth()
	hrCSV := "employee_id,first_name,last_name,email,phone,date_of_birth,ssn,hire_date,department,salary\n" +
		"E10442,Daniel,Okafor," + hrMail + "," + hrPhone + "," + hy + "-" + hm + "-" + hd + "," + hrSSN + ",2019-04-01,Finance,98500\n"

	// A Brazilian payroll table as SQL.
	brCPF, brCPF2 := g.cpf(), g.cpf()
	by, bm, bd := g.birth()
	brSQL := "INSERT INTO funcionarios (matricula, nome, cpf, data_nascimento, salario, banco, agencia, conta) VALUES\n" +
		"  (3301, 'Mariana Costa Ribeiro', '" + brCPF + "', '" + by + "-" + bm + "-" + bd + "', 7450.00, '341', '0912', '" + g.fill("XXXXX-X") + "'),\n" +
		"  (3302, 'Thiago Alves', '" + brCPF2 + "', '1991-02-17', 6200.00, '001', '3344', '" + g.fill("XXXXX-X") + "');"

	// A BambooHR-like employee JSON.
	frNIR, frIBAN := g.nir(), g.iban("FR", "XXXXXXXXXXAAXXXXXXXXXXX")
	fy, fm, fd := g.birth()
	hrJSON := "{\n  \"id\": \"4127\",\n  \"displayName\": \"Camille Fournier\",\n  \"workEmail\": \"camille.fournier@acme-paie.example\",\n" +
		"  \"dateOfBirth\": \"" + fy + "-" + fm + "-" + fd + "\",\n  \"nationalId\": \"" + frNIR + "\",\n  \"country\": \"FR\",\n" +
		"  \"payRate\": \"52000.00 EUR\",\n  \"payPer\": \"Year\",\n  \"bankAccount\": {\"iban\": \"" + frIBAN + "\", \"bic\": \"BNPAFRPPXXX\"},\n  \"hireDate\": \"2021-09-01\"\n}"

	// A Canadian onboarding form posted as JSON.
	caSIN := g.sin(" ")
	// A UK payroll CSV.
	ukNI, ukNI2 := g.nino(), g.nino()
	ukCSV := "Payroll ID,Surname,Forename,NI Number,Tax Code,Sort Code,Account Number,Gross YTD\n" +
		"P0081,Hughes,Rebecca," + ukNI + ",1257L,20-00-00," + g.fill("NXXXXXXX") + ",31250.00\n" +
		"P0082,Patel,Arjun," + ukNI2 + ",1257L,40-47-84," + g.fill("NXXXXXXX") + ",28740.00\n"
	ukAcct := g.fill("NXXXXXXX")
	// A Spanish nómina record.
	esDNI, esIBAN := g.dni(), g.iban("ES", "XXXXXXXXXXXXXXXXXXXX")

	// A patient in HL7 v2.
	hlMRN, hlSSN, hlPhone := g.fill("NXXXXXXX"), g.ssn(), g.usPhone()
	py, pm, pd := g.birth()
	hl7 := "MSH|^~\\&|EPIC|MERCYHOSP|LABSYS|MERCYLAB|20240311083015||ADT^A01|MSG" + g.fill("XXXXXXXX") + "|P|2.5.1\r\n" +
		"EVN|A01|20240311083000\r\n" +
		"PID|1||" + hlMRN + "^^^MERCY^MR||WASHINGTON^KEISHA^L||" + py + pm + pd + "|F|||1420 Elm Grove Rd^^Dayton^OH^45402||" + hlPhone + "|||S||" + g.fill("NXXXXXXXX") + "|" + hlSSN + "\r\n" +
		"PV1|1|I|4W^412^B^MERCY||||1234567893^CHEN^DAVID^^^MD|||MED||||||||IN||||||||||||||||||||||||||20240311080000"
	hlIns := g.fill("NXXXXXXXXX")
	hl7Ins := "IN1|1|BCBS001|00123|BLUE CROSS BLUE SHIELD OF OHIO|PO BOX 105187^^ATLANTA^GA^30348||||GRP88213|||||||WASHINGTON^KEISHA^L|SEL|" +
		py + pm + pd + "|||||||||||||||||XYZ" + hlIns

	// A FHIR Patient.
	fhMRN, fhSSN, fhPhone := g.fill("NXXXXXX"), g.ssn(), g.usPhone()
	fby, fbm, fbd := g.birth()
	fhir := "{\n  \"resourceType\": \"Patient\",\n  \"id\": \"example-" + lowerAlnum(6) + "\",\n  \"identifier\": [\n" +
		"    {\"use\": \"usual\", \"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v2-0203\", \"code\": \"MR\"}]}, \"system\": \"urn:oid:1.2.36.146.595.217.0.1\", \"value\": \"" + fhMRN + "\"},\n" +
		"    {\"system\": \"http://hl7.org/fhir/sid/us-ssn\", \"value\": \"" + fhSSN + "\"}\n  ],\n" +
		"  \"name\": [{\"use\": \"official\", \"family\": \"Lindgren\", \"given\": [\"Theodore\", \"James\"]}],\n" +
		"  \"telecom\": [{\"system\": \"phone\", \"value\": \"" + fhPhone + "\", \"use\": \"home\"}],\n" +
		"  \"gender\": \"male\",\n  \"birthDate\": \"" + fby + "-" + fbm + "-" + fbd + "\"\n}"
	// A FHIR Coverage.
	mbi := g.mbi()
	coverage := "{\n  \"resourceType\": \"Coverage\",\n  \"status\": \"active\",\n  \"type\": {\"coding\": [{\"system\": \"http://terminology.hl7.org/CodeSystem/v3-ActCode\", \"code\": \"SUBSIDIZ\"}]},\n" +
		"  \"subscriberId\": \"" + mbi + "\",\n  \"beneficiary\": {\"reference\": \"Patient/pat1\"},\n  \"payor\": [{\"display\": \"Centers for Medicare and Medicaid Services\"}]\n}"

	// LDIF.
	ldPlain, ldB64 := pw(), b64([]byte(pw()))
	ldif := "dn: uid=jmartinez,ou=People,dc=corp,dc=example\nobjectClass: inetOrgPerson\nobjectClass: posixAccount\nuid: jmartinez\ncn: Jorge Martinez\nsn: Martinez\n" +
		"uidNumber: 10231\ngidNumber: 10000\nhomeDirectory: /home/jmartinez\nloginShell: /bin/bash\nuserPassword:: " + ldB64 + "\n"

	// Kerberos.
	keytab := b64(append([]byte{5, 2, 0, 0, 0, 0x4b, 0, 2, 0, 11}, []byte("CORP.EXAMPLE"+g.pick(base62, 60))...))
	aesKey := g.hex(64)
	klist := "$ klist -k -t -K /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\nKVNO Timestamp           Principal\n---- ------------------- ------------------------------------------------------\n" +
		"   3 03/11/2024 09:12:44 HTTP/web01.corp.example@CORP.EXAMPLE (0x" + aesKey + ")\n"

	// az ad sp create-for-rbac.
	spSecret, spApp, spTenant := entraSecret(), uuid(), uuid()
	spJSON := "{\n  \"appId\": \"" + spApp + "\",\n  \"displayName\": \"payroll-sync\",\n  \"password\": \"" + spSecret + "\",\n  \"tenant\": \"" + spTenant + "\"\n}"

	// NACHA entry detail.
	achAcct, achRDFI := g.fill("XXXXXXXXXXXX"), g.routing()
	nacha := "101 " + g.routing() + " " + g.fill("NXXXXXXXX") + "2403110830A094101FIRST NATIONAL BANK    NORTHWIND PAYROLL LLC  \n" +
		"5220NORTHWIND PAYROL                    1" + g.fill("XXXXXXXXX") + "PPDPAYROLL   240315240315   1" + achRDFI[:8] + "0000001\n" +
		"622" + achRDFI + achAcct + "     0000412350E10442         DANIEL OKAFOR           0" + achRDFI[:8] + "0000001\n"

	// SWIFT MT103.
	mtDebtor, mtBenef := g.iban("DE", "XXXXXXXXXXXXXXXXXX"), g.iban("GB", "AAAAXXXXXXXXXXXXXX")
	mt103 := "{1:F01DEUTDEFFAXXX" + g.fill("XXXXXXXXXX") + "}{2:I103BARCGB22XXXXN}{4:\n:20:INV2024031100" + g.fill("XX") + "\n:23B:CRED\n:32A:240312EUR12500,00\n" +
		":50K:/" + mtDebtor + "\nNORTHWIND GMBH\nHAUPTSTRASSE 5\n10115 BERLIN\n:57A:BARCGB22\n:59:/" + mtBenef + "\nACME SUPPLIES LTD\n:70:INVOICE 88213\n:71A:SHA\n-}"

	// SEPA pain.001.
	sepaIBAN := g.iban("NL", "AAAAXXXXXXXXXX")
	pain := "<CdtTrfTxInf>\n  <PmtId><EndToEndId>E2E-" + g.fill("XXXXXXXX") + "</EndToEndId></PmtId>\n  <Amt><InstdAmt Ccy=\"EUR\">2150.00</InstdAmt></Amt>\n" +
		"  <CdtrAgt><FinInstnId><BIC>INGBNL2A</BIC></FinInstnId></CdtrAgt>\n  <Cdtr><Nm>Sanne de Vries</Nm></Cdtr>\n" +
		"  <CdtrAcct><Id><IBAN>" + sepaIBAN + "</IBAN></Id></CdtrAcct>\n  <RmtInf><Ustrd>Salaris maart</Ustrd></RmtInf>\n</CdtTrfTxInf>"

	// Card data in logs.
	visa, mc, amex := g.card("4", 16), g.card("5"+g.pick("12345", 1), 16), g.card("3"+g.pick("47", 1), 15)

	// A Java keystore in a Kubernetes secret.
	p12 := b64(append([]byte{0x30, 0x82, 0x0a, 0x5e, 0x02, 0x01, 0x03, 0x30, 0x82}, []byte(g.pick(base62, 120))...))
	jks := b64(append([]byte{0xfe, 0xed, 0xfe, 0xed, 0, 0, 0, 2}, []byte(g.pick(base62, 120))...))

	// SAML.
	samlResp := b64([]byte("<samlp:Response xmlns:samlp=\"urn:oasis:names:tc:SAML:2.0:protocol\" ID=\"_" + g.hex(32) + "\" Version=\"2.0\"><saml:Assertion><saml:Subject><saml:NameID>r.hughes@corp.example</saml:NameID></saml:Subject></saml:Assertion></samlp:Response>"))
	x509 := "MIIDpDCCAoygAwIBAgIGAY" + g.pick(base64Chars, 200)

	cases := []pasteCase{
		// HR records.
		pos("hr", "csv-ssn", hrCSV, hrSSN),
		pos("hr", "csv-dob", hrCSV, hy+"-"+hm+"-"+hd),
		pos("hr", "csv-email", hrCSV, hrMail),
		pos("hr", "csv-phone", hrCSV, hrPhone),
		pos("hr", "sql-cpf", brSQL, brCPF),
		pos("hr", "sql-cpf-second", brSQL, brCPF2),
		pos("hr", "sql-dob", brSQL, by+"-"+bm+"-"+bd),
		pos("hr", "json-nir", hrJSON, frNIR),
		pos("hr", "json-dob", hrJSON, fy+"-"+fm+"-"+fd),
		pos("hr", "json-iban", hrJSON, frIBAN),
		pos("hr", "sin-form", "POST /api/onboarding/employees HTTP/1.1\nContent-Type: application/json\n\n{\"legalName\":\"Olivia Tremblay\",\"province\":\"QC\",\"sin\":\"{S}\",\"td1Claim\":15705}", caSIN),
		pos("hr", "sin-prose", "hey, payroll bounced my direct deposit again. my SIN is {S} if you need it to look me up", g.sin("-")),
		pos("hr", "sin-bare-digits", "sin_number = '{S}'  # from the T4 slip, do not commit", g.card("4", 9)),
		pos("hr", "nino-csv", ukCSV, ukNI),
		pos("hr", "nino-csv-second", ukCSV, ukNI2),
		pos("hr", "nino-spaced", "HMRC RTI FPS rejected: Employee 'Rebecca Hughes' NINO {S} does not match our records (error 6001)", ukNI[:2]+" "+ukNI[2:4]+" "+ukNI[4:6]+" "+ukNI[6:8]+" "+ukNI[8:]),
		pos("hr", "uk-account-sortcode", "Please update my bank details: sort code 30-94-57, account number {S}, name on account R Hughes.", ukAcct),
		pos("hr", "dni-nomina", "Nómina marzo 2024\nTrabajador: Lucía Fernández Gil\nDNI: {S}\nNº afiliación S.S.: 28/"+g.fill("XXXXXXXX")+"/"+g.fill("XX")+"\nIBAN: "+esIBAN, esDNI),
		pos("hr", "dni-iban", "Nómina marzo 2024\nTrabajador: Lucía Fernández Gil\nDNI: "+esDNI+"\nIBAN: {S}", esIBAN),
		pos("hr", "nie-python", "empleados = [\n    {\"nombre\": \"Ionut Popescu\", \"nie\": \"{S}\", \"puesto\": \"almacén\"},\n]", "X"+g.dni()[1:]),
		pos("hr", "workday-dob", "<wd:Personal_Data>\n  <wd:Birth_Date>{S}</wd:Birth_Date>\n  <wd:Gender_Reference><wd:ID wd:type=\"Gender_Code\">F</wd:ID></wd:Gender_Reference>\n</wd:Personal_Data>", "1987-11-03"),
		pos("hr", "dob-us-format", "Employee: Daniel Okafor\nDOB: {S}\nStart date: 04/01/2019\nManager: K. Brandt", "08/14/1979"),
		pos("hr", "geburtsdatum", "Personalstammblatt\nName: Jonas Becker\nGeburtsdatum: {S}\nSteuer-ID: folgt\nEintritt: 01.02.2022", "17.05.1990"),
		pos("hr", "ssn-prose", "can you fix the w-2 import? it choked on row 14, ssn {S} has a trailing space", g.ssn()),
		pos("hr", "ssn-sql-update", "UPDATE employees SET ssn = '{S}', updated_at = NOW() WHERE employee_id = 'E20931';", g.ssn()),
		pos("hr", "ssn-nodash", "{\"worker\":{\"id\":\"E20931\",\"taxId\":\"{S}\",\"taxIdType\":\"SSN\"}}", strings.ReplaceAll(g.ssn(), "-", "")),
		pos("hr", "cpf-prose", "o cliente disse que o CPF dele é {S} mas o sistema diz inválido", g.cpf()),
		pos("hr", "cpf-digits", "curl -s 'https://api.exemplo.com.br/v2/clientes?cpf={S}' -H 'Authorization: Bearer $TOKEN'", strings.NewReplacer(".", "", "-", "").Replace(g.cpf())),
		pos("hr", "nir-prose", "Numéro de sécurité sociale : {S}\nCaisse : CPAM de Lyon", g.nir()),
		pos("hr", "bamboo-key", "curl -u \"{S}:x\" \"https://api.bamboohr.com/api/gateway.php/northwind/v1/employees/directory\"", g.hex(40)),
		pos("hr", "gusto-token", "GUSTO_API_TOKEN={S}\nGUSTO_COMPANY_UUID="+uuid(), g.pick(urlSet, 43)),
		pos("hr", "workday-refresh", "workday:\n  tenant: northwind_prod\n  client_id: "+g.alnum(40)+"\n  refresh_token: {S}", g.alnum(96)),
		pos("hr", "adp-cert-pass", "ADP_SSL_CERT=./certs/adp_api.pem\nADP_SSL_KEY_PASSPHRASE={S}", pw()),
		pos("hr", "salary-mail", "From: Daniel Okafor <{S}>\nSubject: Re: offer letter\n\nThanks, the base of 98,500 works for me.", "daniel.okafor"+g.pick(digitSet, 2)+"@gmail.com"),

		// Health.
		pos("health", "hl7-mrn", hl7, hlMRN),
		pos("health", "hl7-dob", hl7, py+pm+pd),
		pos("health", "hl7-ssn", hl7, hlSSN),
		pos("health", "hl7-phone", hl7, hlPhone),
		pos("health", "hl7-name", hl7, "WASHINGTON^KEISHA"),
		pos("health", "hl7-insurance", hl7Ins, "XYZ"+hlIns),
		pos("health", "fhir-mrn", fhir, fhMRN),
		pos("health", "fhir-ssn", fhir, fhSSN),
		pos("health", "fhir-dob", fhir, fby+"-"+fbm+"-"+fbd),
		pos("health", "fhir-phone", fhir, fhPhone),
		pos("health", "fhir-mbi", coverage, mbi),
		pos("health", "mbi-prose", "Patient's Medicare number is {S}, eligibility check returned 'inactive' though", g.mbi()),
		pos("health", "mrn-log", "2024-03-11T08:31:02Z WARN chart-sync: duplicate patient MRN={S} facility=MERCY merging into existing record", g.fill("NXXXXXXX")),
		pos("health", "mrn-prose", "patient mrn {S} keeps showing the wrong allergies in the portal", g.fill("NXXXXXX")),
		pos("health", "member-id", "Eligibility 271 response:\nSubscriber: LINDGREN, THEODORE\nMember ID: {S}\nGroup: 88213\nPlan: PPO GOLD", "W"+g.fill("XXXXXXXXX")),
		pos("health", "member-id-json", "{\"payer\":\"aetna\",\"memberId\":\"{S}\",\"relationship\":\"self\",\"serviceTypeCodes\":[\"30\"]}", "W"+g.fill("XXXXXXXXX")+"01"),
		pos("health", "epic-client-key", "# Epic backend-services JWT signing key\n"+privHead+"\n{S}\n"+privTail, g.block(600)),
		pos("health", "redox-secret", "REDOX_SOURCE_ID="+uuid()+"\nREDOX_SOURCE_SECRET={S}", g.alnum(40)),
		pos("health", "smart-client-secret", "{\"client_id\":\"growth-chart-app\",\"client_secret\":\"{S}\",\"scope\":\"patient/*.read launch/patient\"}", g.pick(urlSet, 64)),
		pos("health", "dicom-patient", "(0010,0010) PN [LINDGREN^THEODORE^J]\n(0010,0020) LO [{S}]\n(0010,0030) DA [19620419]\n(0008,0060) CS [CT]", g.fill("NXXXXXXX")),
		pos("health", "dicom-dob", "(0010,0010) PN [LINDGREN^THEODORE^J]\n(0010,0030) DA [{S}]\n(0008,0060) CS [CT]", "19620419"),
		pos("health", "dob-patient-prose", "Patient DOB {S}, admitted 3/11 for chest pain", "4/19/1962"),
		pos("health", "athena-token", "curl -H \"Authorization: Bearer {S}\" https://api.preview.platform.athenahealth.com/v1/195900/patients/34112", g.alnum(28)),

		// Payments and banking.
		pos("bank", "plaid-secret", "PLAID_CLIENT_ID="+g.hex(24)+"\nPLAID_SECRET={S}\nPLAID_ENV=production", plaidSecret()),
		pos("bank", "plaid-access", "{\n  \"access_token\": \"{S}\",\n  \"item_id\": \""+g.alnum(37)+"\",\n  \"request_id\": \""+g.alnum(15)+"\"\n}", plaidAccess("production")),
		pos("bank", "plaid-access-python", "response = client.accounts_balance_get(AccountsBalanceGetRequest(access_token=\"{S}\"))", plaidAccess("sandbox")),
		pos("bank", "plaid-curl", "curl -X POST https://production.plaid.com/auth/get -H 'Content-Type: application/json' -d '{\"client_id\": \""+g.hex(24)+"\", \"secret\": \"{S}\", \"access_token\": \"$PLAID_TOKEN\"}'", plaidSecret()),
		pos("bank", "plaid-auth-account", "\"numbers\": {\n  \"ach\": [{\n    \"account\": \"{S}\",\n    \"account_id\": \""+g.alnum(37)+"\",\n    \"routing\": \"011401533\",\n    \"wire_routing\": \"021000021\"\n  }]\n}", g.fill("NXXXXXXXXXXX")),
		pos("bank", "nacha-account", nacha, achAcct),
		pos("bank", "mt103-debtor", mt103, mtDebtor),
		pos("bank", "mt103-benef", mt103, mtBenef),
		pos("bank", "pain001-iban", pain, sepaIBAN),
		pos("bank", "iban-grouped", "Bitte überweisen Sie den Betrag auf mein Konto: {S} (Sparkasse)", grouped(g.iban("DE", "XXXXXXXXXXXXXXXXXX"))),
		pos("bank", "gocardless-token", "client = gocardless_pro.Client(access_token=\"{S}\", environment=\"live\")", gcToken()),
		pos("bank", "wise-token", "curl -H \"Authorization: Bearer {S}\" https://api.transferwise.com/v1/profiles", uuid()),
		pos("bank", "truelayer-secret", "truelayer:\n  client_id: northwind-"+lowerAlnum(6)+"\n  client_secret: {S}\n  redirect_uri: https://app.northwind.example/tl/callback", uuid()),
		pos("bank", "open-banking-transport-key", "# OBIE transport cert key, signed by the directory sandbox\n"+privHead+"\n{S}\n"+privTail, g.block(800)),
		pos("bank", "dwolla-secret", "const dwolla = new Client({\n  key: \""+g.alnum(50)+"\",\n  secret: \"{S}\",\n  environment: \"production\",\n});", g.alnum(50)),
		pos("bank", "us-account-prose", "wire to routing 026009593, account {S}, beneficiary Northwind Payroll LLC", g.fill("NXXXXXXXXXXX")),
		pos("bank", "account-number-json", "{\"accountHolder\":\"Sanne de Vries\",\"accountNumber\":\"{S}\",\"routingNumber\":\"122105155\",\"type\":\"checking\"}", g.fill("NXXXXXXXXX")),
		pos("bank", "marqeta-basic", "curl -u \"{S}\" https://sandbox-api.marqeta.com/v3/users", uuid()+":"+uuid()),
		pos("bank", "adyen-key", "ADYEN_API_KEY={S}\nADYEN_MERCHANT_ACCOUNT=NorthwindECOM", "AQE"+g.pick(base62, 20)+"+"+g.pick(base64Chars, 60)+"="),
		pos("bank", "ebics-pass", "ebics:\n  host_id: EBIXQUAL\n  partner_id: NWPAY01\n  user_id: TREASURY1\n  keyring_passphrase: {S}", pw()),
		pos("bank", "sftp-bank-pass", "# bank SFTP drop for ACH files\nHost bankfiles\n  HostName sftp.firstnational.example\n  User nwpay\n# password: {S}", pw()),

		// Card data in logs.
		pos("cards", "log-pan", "2024-03-11 08:41:12,904 DEBUG [PaymentController] request body: {\"cardNumber\":\"{S}\",\"expMonth\":\"09\",\"expYear\":\"27\",\"amount\":4999}", visa),
		pos("cards", "log-pan-spaced", "ERROR gateway declined card {S} exp 11/26 reason=do_not_honor", grouped(mc)),
		pos("cards", "amex-dashed", "customer read me the card over the phone: {S}, exp 03/28", amex[:4]+"-"+amex[4:10]+"-"+amex[10:]),
		pos("cards", "track2", "POS raw read: ;{S}=2709101000000123?", g.card("4", 16)),
		pos("cards", "cvv-log", "INFO checkout payload card=************"+visa[12:]+" exp=09/27 cvv={S} zip=94107", g.pick(digitSet, 3)),
		pos("cards", "pan-sql", "SELECT * FROM payments WHERE pan = '{S}';", g.card("5"+g.pick("12345", 1), 16)),
		pos("cards", "pan-xml", "<ns2:CardNumber>{S}</ns2:CardNumber>\n<ns2:ExpiryDate>2710</ns2:ExpiryDate>", g.card("4", 16)),
		pos("cards", "pan-url", "GET /legacy/pay?cc={S}&exp=0927&amt=49.99 HTTP/1.1", g.card("4", 16)),

		// Enterprise identity: LDAP and Active Directory.
		pos("ldap", "ldif-userpassword-b64", ldif, ldB64),
		pos("ldap", "ldif-userpassword-plain", "dn: cn=svc-jenkins,ou=Service,dc=corp,dc=example\nchangetype: modify\nreplace: userPassword\nuserPassword: {S}\n", ldPlain),
		pos("ldap", "ldif-ssha", "dn: uid=rhughes,ou=People,dc=corp,dc=example\nuserPassword: {S}", "{SSHA}"+b64([]byte(g.pick(base62, 24)))),
		pos("ldap", "ldapmodify-w", "ldapmodify -H ldaps://ldap.corp.example -D \"cn=Directory Manager\" -w '{S}' -f reset.ldif", pw()),
		pos("ldap", "sssd-authtok", "[domain/corp.example]\nid_provider = ldap\nldap_uri = ldaps://ldap.corp.example\nldap_default_bind_dn = cn=sssd,ou=Service,dc=corp,dc=example\nldap_default_authtok_type = password\nldap_default_authtok = {S}", pw()),
		pos("ldap", "spring-ldap", "spring.ldap.urls=ldaps://dc01.corp.example:636\nspring.ldap.base=dc=corp,dc=example\nspring.ldap.username=CN=svc-app,OU=Service Accounts,DC=corp,DC=example\nspring.ldap.password={S}", pw()),
		pos("ldap", "grafana-ldap-toml", "[[servers]]\nhost = \"dc01.corp.example\"\nport = 636\nuse_ssl = true\nbind_dn = \"CORP\\\\svc-grafana\"\nbind_password = '{S}'\nsearch_filter = \"(sAMAccountName=%s)\"", pw()),
		pos("ldap", "ps-securestring", "$pw = ConvertTo-SecureString '{S}' -AsPlainText -Force\nNew-ADUser -Name 'Rebecca Hughes' -SamAccountName rhughes -AccountPassword $pw -Enabled $true", pw()),
		pos("ldap", "ps-set-password", "Set-ADAccountPassword -Identity svc-sql -Reset -NewPassword (ConvertTo-SecureString -AsPlainText \"{S}\" -Force)", pw()),
		pos("ldap", "net-user", "C:\\> net user helpdesk01 {S} /add /domain", pw()),
		pos("ldap", "net-use", "net use Z: \\\\fs01.corp.example\\finance /user:CORP\\svc-backup {S} /persistent:no", pw()),
		pos("ldap", "ps-credential", "$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc-deploy', (ConvertTo-SecureString '{S}' -AsPlainText -Force))", pw()),
		pos("ldap", "ntlm-secretsdump", "Administrator:500:aad3b435b51404eeaad3b435b51404ee:{S}:::\nGuest:501:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::", ntHash()),
		pos("ldap", "ntlm-mimikatz", "Authentication Id : 0 ; 996 (00000000:000003e4)\nUser Name         : svc-sql\nDomain            : CORP\n\t * Username : svc-sql\n\t * Domain   : CORP\n\t * NTLM     : {S}", ntHash()),
		pos("ldap", "gmsa-ad-join", "realm join --user=svc-join corp.example <<< '{S}'", pw()),
		pos("ldap", "unattend-xml", "<UserAccounts>\n  <AdministratorPassword>\n    <Value>{S}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>", pw()),
		pos("ldap", "python-ldap3", "conn = Connection(server, user='CORP\\\\svc-portal', password='{S}', authentication=NTLM, auto_bind=True)", pw()),

		// Kerberos.
		pos("kerberos", "keytab-b64-env", "KRB5_KEYTAB_B64={S}", keytab),
		pos("kerberos", "keytab-k8s", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: web01-keytab\ndata:\n  krb5.keytab: {S}", keytab),
		pos("kerberos", "klist-key", klist, aesKey),
		pos("kerberos", "ktutil-password", "ktutil:  addent -password -p svc-hadoop@CORP.EXAMPLE -k 1 -e aes256-cts-hmac-sha1-96\nPassword for svc-hadoop@CORP.EXAMPLE: {S}\nktutil:  wkt /etc/security/keytabs/svc-hadoop.keytab", pw()),
		pos("kerberos", "kinit-echo", "echo '{S}' | kinit svc-etl@CORP.EXAMPLE && klist", pw()),
		pos("kerberos", "kadmin-addprinc", "kadmin.local -q \"addprinc -pw {S} alice@CORP.EXAMPLE\"", pw()),

		// SAML and WS-Security.
		pos("saml", "wsse-password", "<soapenv:Header>\n  <wsse:Security>\n    <wsse:UsernameToken>\n      <wsse:Username>nw_payroll</wsse:Username>\n      <wsse:Password Type=\"http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText\">{S}</wsse:Password>\n    </wsse:UsernameToken>\n  </wsse:Security>\n</soapenv:Header>", pw()),
		pos("saml", "saml-sp-key", "# saml/sp.key for the Okta app\n"+privHead+"\n{S}\n"+privTail, g.block(800)),
		pos("saml", "saml-response-post", "POST /saml/acs HTTP/1.1\nHost: app.northwind.example\nContent-Type: application/x-www-form-urlencoded\n\nSAMLResponse={S}&RelayState=%2Fdashboard", samlResp),
		pos("saml", "saml-nameid", "<saml:Subject>\n  <saml:NameID Format=\"urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress\">{S}</saml:NameID>\n</saml:Subject>", "rebecca.hughes"+g.pick(digitSet, 2)+"@nwtraders.com"),
		pos("saml", "python3-saml-settings", "\"sp\": {\n  \"entityId\": \"https://app.northwind.example/metadata/\",\n  \"x509cert\": \"\",\n  \"privateKey\": \"{S}\"\n}", g.pick(base64Chars, 400)),
		pos("saml", "adfs-password-soap", "<t:RequestSecurityToken>\n  <o:UsernameToken><o:Username>CORP\\svc-crm</o:Username><o:Password>{S}</o:Password></o:UsernameToken>\n</t:RequestSecurityToken>", pw()),

		// IdP configs.
		pos("idp", "okta-ssws", "curl -H \"Authorization: SSWS {S}\" https://northwind.okta.com/api/v1/users?limit=25", oktaToken()),
		pos("idp", "okta-terraform", "provider \"okta\" {\n  org_name  = \"northwind\"\n  base_url  = \"okta.com\"\n  api_token = \"{S}\"\n}", oktaToken()),
		pos("idp", "okta-yaml", "okta:\n  client:\n    orgUrl: https://northwind.okta.com\n    token: {S}", oktaToken()),
		pos("idp", "okta-spring", "okta.oauth2.issuer=https://northwind.okta.com/oauth2/default\nokta.oauth2.client-id=0oa"+g.alnum(17)+"\nokta.oauth2.client-secret={S}", g.pick(urlSet, 64)),
		pos("idp", "entra-sp-json", spJSON, spSecret),
		pos("idp", "entra-sp-appid", spJSON, spApp),
		pos("idp", "entra-env", "AZURE_TENANT_ID="+uuid()+"\nAZURE_CLIENT_ID="+uuid()+"\nAZURE_CLIENT_SECRET={S}", entraSecret()),
		pos("idp", "entra-msal-prose", "msal keeps returning AADSTS7000215 with my secret {S}, is it the wrong value or the id?", entraSecret()),
		pos("idp", "auth0-env", "AUTH0_DOMAIN=northwind.eu.auth0.com\nAUTH0_CLIENT_ID="+g.alnum(32)+"\nAUTH0_CLIENT_SECRET={S}", g.pick(urlSet, 64)),
		pos("idp", "auth0-mgmt-token", "const management = new ManagementClient({\n  domain: 'northwind.eu.auth0.com',\n  token: '{S}',\n});", g.jwt()),
		pos("idp", "keycloak-export", "{\n  \"clientId\": \"payroll-api\",\n  \"enabled\": true,\n  \"clientAuthenticatorType\": \"client-secret\",\n  \"secret\": \"{S}\",\n  \"redirectUris\": [\"https://payroll.northwind.example/*\"]\n}", g.alnum(32)),
		pos("idp", "keycloak-admin", "docker run -p 8080:8080 -e KEYCLOAK_ADMIN=admin -e KEYCLOAK_ADMIN_PASSWORD={S} quay.io/keycloak/keycloak:24.0 start-dev", pw()),
		pos("idp", "duo-skey", "[duo]\nikey = DI"+g.pick(upperSet+digitSet, 18)+"\nskey = {S}\nhost = api-"+g.hex(8)+".duosecurity.com", g.alnum(40)),
		pos("idp", "onelogin-secret", "ONELOGIN_CLIENT_ID="+g.hex(64)+"\nONELOGIN_CLIENT_SECRET={S}\nONELOGIN_REGION=us", g.hex(64)),
		pos("idp", "ping-secret", "pingfederate:\n  oauth:\n    clientId: hr-portal\n    clientSecret: \"{S}\"", g.alnum(30)),
		pos("idp", "scim-bearer", "POST /scim/v2/Users HTTP/1.1\nHost: api.northwind.example\nAuthorization: Bearer {S}\nContent-Type: application/scim+json", g.pick(urlSet, 48)),
		pos("idp", "oidc-refresh", "{\"access_token\":\""+g.jwt()+"\",\"refresh_token\":\"{S}\",\"id_token\":\""+g.jwt()+"\",\"token_type\":\"Bearer\",\"expires_in\":3600}", g.pick(urlSet, 54)),

		// Java keystores.
		pos("keystore", "spring-ssl", "server.port=8443\nserver.ssl.key-store=classpath:keystore.p12\nserver.ssl.key-store-password={S}\nserver.ssl.key-store-type=PKCS12\nserver.ssl.key-alias=tomcat", pw()),
		pos("keystore", "tomcat-connector", "<Connector port=\"8443\" protocol=\"org.apache.coyote.http11.Http11NioProtocol\" SSLEnabled=\"true\"\n  keystoreFile=\"conf/payroll.jks\" keystorePass=\"{S}\" clientAuth=\"false\" sslProtocol=\"TLS\"/>", pw()),
		pos("keystore", "jvm-truststore", "JAVA_OPTS=\"-Djavax.net.ssl.trustStore=/opt/app/truststore.jks -Djavax.net.ssl.trustStorePassword={S}\"", pw()),
		pos("keystore", "keytool-genkey", "keytool -genkeypair -alias payroll -keyalg RSA -keysize 2048 -keystore payroll.jks -storepass {S} -keypass {S} -dname \"CN=payroll.northwind.example\"", pw()),
		pos("keystore", "p12-k8s", "apiVersion: v1\nkind: Secret\nmetadata:\n  name: payroll-tls\ntype: Opaque\ndata:\n  keystore.p12: {S}\n  keystore-password: "+b64([]byte(pw())), p12),
		pos("keystore", "jks-b64", "echo '{S}' | base64 -d > /opt/app/keystore.jks", jks),
		pos("keystore", "kafka-ssl", "security.protocol=SSL\nssl.truststore.location=/var/private/ssl/kafka.client.truststore.jks\nssl.truststore.password={S}\nssl.keystore.location=/var/private/ssl/kafka.client.keystore.jks", pw()),
		pos("keystore", "wildfly-vault", "/subsystem=elytron/key-store=httpsKS:add(path=keystore.jks,relative-to=jboss.server.config.dir,credential-reference={clear-text={S}},type=JKS)", pw()),

		// Negatives: public bank codes and ids.
		neg("bank-ids", "routing-alone", "ACH routing for Chase NY is {S} (per their website).", "021000021"),
		neg("bank-ids", "bic", "Beneficiary bank: Deutsche Bank, BIC {S}, Frankfurt", "DEUTDEFFXXX"),
		neg("bank-ids", "sepa-creditor-id", "Gläubiger-Identifikationsnummer: {S}, Mandatsreferenz folgt mit der ersten Abbuchung", "DE98ZZZ09999999999"),
		neg("bank-ids", "plaid-institution", "{\"institution_id\": \"{S}\", \"name\": \"Chase\", \"products\": [\"auth\", \"transactions\"], \"country_codes\": [\"US\"]}", "ins_56"),
		neg("bank-ids", "uetr", "gpi tracker: UETR {S} status ACSC, credited 2024-03-12", "97ed4827-7b6f-4491-a06f-b548d5a7512d"),
		neg("bank-ids", "pain-msgid", "<GrpHdr>\n  <MsgId>NW-PAY-20240311-0001</MsgId>\n  <CreDtTm>2024-03-11T08:30:00</CreDtTm>\n  <NbOfTxs>42</NbOfTxs>\n  <CtrlSum>98214.50</CtrlSum>\n</GrpHdr>", ""),
		neg("bank-ids", "nacha-batch-control", "8220000042"+g.pick(digitSet, 10)+"000000000000000009821450"+g.pick(digitSet, 10)+"                         0"+g.routing()[:8]+"0000001", ""),
		neg("bank-ids", "mcc-codes", "MCC 5411 grocery, 5812 restaurants, 4111 commuter transport; interchange tier CPS/Retail 2", ""),
		neg("bank-ids", "iso20022-codes", "<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl><LclInstrm><Cd>CORE</Cd></LclInstrm><SeqTp>FRST</SeqTp></PmtTpInf>", ""),
		neg("bank-ids", "plaid-client-id-doc", "PLAID_CLIENT_ID is not secret: it is sent with every request; only PLAID_SECRET must stay on the server.", ""),
		neg("bank-ids", "stripe-object-ids", "charge {S} refunded; balance_transaction txn_3Oq1xY2eZvKYlo2C0Yp6bHkL", "ch_3Oq1xY2eZvKYlo2C0a8Xk1Jd"),

		// Negatives: cards.
		neg("cards", "masked-pan", "card_last4=4242 masked={S} brand=visa funding=credit", "424242******4242"),
		neg("cards", "stripe-test-card", "Use the test card {S} with any future expiry and any CVC in test mode.", "4242 4242 4242 4242"),
		neg("cards", "bin-range", "BIN lookup: {S} -> VISA CREDIT, issuer Chase Bank USA", "414720"),
		neg("cards", "luhn-doc", "The Luhn check: double every second digit from the right, subtract 9 from any result over 9, and the sum must end in 0.", ""),
		neg("cards", "amount-cents", "amount=499900 currency=usd captured=true application_fee_amount=14997", ""),

		// Negatives: health codes.
		neg("health-codes", "icd10", "Dx: {S} Type 2 diabetes mellitus without complications; I10 Essential hypertension", "E11.9"),
		neg("health-codes", "loinc-obx", "OBX|1|NM|{S}^Glucose [Mass/volume] in Serum or Plasma^LN||112|mg/dL|70-99|H|||F|||20240311091500", "2345-7"),
		neg("health-codes", "cpt", "Claim line 1: CPT {S} office visit est. pt, modifier 25; line 2: 93000 ECG", "99214"),
		neg("health-codes", "ndc", "Rx: metformin 500 mg tablet, NDC {S}, qty 60, refills 3", "0093-1048-01"),
		neg("health-codes", "npi-public", "Rendering provider NPI {S} (public NPPES record, Dr. Chen, Internal Medicine)", g.npi()),
		neg("health-codes", "snomed", "{\"code\": {\"coding\": [{\"system\": \"http://snomed.info/sct\", \"code\": \"{S}\", \"display\": \"Chest pain\"}]}}", "29857009"),
		neg("health-codes", "fhir-observation-ref", "{\"resourceType\":\"Observation\",\"id\":\"obs-glucose-1\",\"status\":\"final\",\"subject\":{\"reference\":\"Patient/example\"},\"effectiveDateTime\":\"2024-03-11T09:15:00Z\",\"valueQuantity\":{\"value\":112,\"unit\":\"mg/dL\"}}", ""),
		neg("health-codes", "hl7-msh", "MSH|^~\\&|EPIC|MERCYHOSP|LABSYS|MERCYLAB|20240311083015||ORU^R01|MSG00012841|P|2.5.1", ""),
		neg("health-codes", "x12-envelope", "ISA*00*          *00*          *ZZ*NORTHWINDCLIN  *ZZ*AVAILITY       *240311*0830*^*00501*000000905*0*P*:~", ""),

		// Negatives: dates that are not birth dates.
		neg("dates", "hire-date", "{\"effectiveDate\": \"{S}\", \"changeReason\": \"Promotion\", \"jobTitle\": \"Senior Analyst\"}", "2023-07-01"),
		neg("dates", "statement-date", "Statement period: {S} to 2024-02-29, closing balance 18,204.55 EUR", "2024-02-01"),
		neg("dates", "cert-validity", "Validity\n    Not Before: Mar 11 00:00:00 2024 GMT\n    Not After : {S}", "Mar 11 23:59:59 2025 GMT"),
		neg("dates", "log-timestamps", "2024-03-11T08:31:02.114Z INFO payroll-run started batch=2024-03 period_end=2024-03-31 pay_date=2024-04-05", ""),
		neg("dates", "release-date", "Released 1998-06-25; the SEPA rulebook 2023 v1.1 took effect on 2023-11-19.", ""),

		// Negatives: placeholders and documented test data.
		neg("placeholder", "ssn-placeholder", "ssn: \"XXX-XX-{S}\"  # only the last four are stored", "6789"),
		neg("placeholder", "cpf-mask", "Informe o CPF no formato {S}", "000.000.000-00"),
		neg("placeholder", "env-refs", "PLAID_SECRET=${PLAID_SECRET}\nAZURE_CLIENT_SECRET=$(az keyvault secret show --name sp-secret --query value -o tsv)\nOKTA_API_TOKEN=<your-okta-api-token>", ""),
		neg("placeholder", "spring-placeholder", "server.ssl.key-store-password=${KEYSTORE_PASSWORD}\nspring.ldap.password=${LDAP_BIND_PASSWORD:}", ""),
		neg("placeholder", "fhir-example-docs", "See the FHIR spec's example Patient (id \"example\", Peter James Chalmers) for the shape of identifier and telecom.", ""),
		neg("placeholder", "entra-secret-doc", "Client secrets in Entra ID expire after 24 months at most; create a new one under Certificates & secrets before it does.", ""),
		neg("placeholder", "keytool-prompt", "keytool -list -v -keystore payroll.jks\nEnter keystore password:\nKeystore type: PKCS12\nYour keystore contains 1 entry", ""),
		neg("placeholder", "ktutil-list", "ktutil:  rkt /etc/krb5.keytab\nktutil:  list\nslot KVNO Principal\n---- ---- ---------------------------------------------------------------------\n   1    3 HTTP/web01.corp.example@CORP.EXAMPLE", ""),
		neg("placeholder", "ps-read-host", "$pw = Read-Host -AsSecureString 'New password'\nSet-ADAccountPassword -Identity $user -Reset -NewPassword $pw", ""),

		// Negatives: public identity artifacts.
		neg("idp-public", "saml-cert", "<ds:KeyInfo><ds:X509Data><ds:X509Certificate>{S}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>", x509),
		neg("idp-public", "saml-digest", "<ds:Reference URI=\"#_"+g.hex(32)+"\"><ds:DigestMethod Algorithm=\"http://www.w3.org/2001/04/xmlenc#sha256\"/><ds:DigestValue>{S}</ds:DigestValue></ds:Reference>", b64([]byte(g.pick(base62, 32)))),
		neg("idp-public", "entra-tenant", "https://login.microsoftonline.com/{S}/oauth2/v2.0/token", spTenant),
		neg("idp-public", "okta-issuer", "issuer: https://northwind.okta.com/oauth2/default\naudience: api://default\nscopes: [openid, profile, email]", ""),
		neg("idp-public", "jwks-public", "{\"keys\":[{\"kty\":\"RSA\",\"kid\":\""+g.alnum(43)+"\",\"use\":\"sig\",\"alg\":\"RS256\",\"e\":\"AQAB\",\"n\":\"{S}\"}]}", g.pick(urlSet, 342)),
		neg("idp-public", "ldap-dn", "ldapsearch -x -H ldaps://ldap.corp.example -b \"ou=Groups,dc=corp,dc=example\" \"(cn=payroll-admins)\" member", ""),
		neg("idp-public", "ad-sid", "Get-ADGroup payroll-admins | Select SID\nSID: {S}", "S-1-5-21-3623811015-3361044348-30300820-1013"),
		neg("idp-public", "kerberos-enctypes", "[libdefaults]\n  default_realm = CORP.EXAMPLE\n  default_tkt_enctypes = aes256-cts-hmac-sha1-96 aes128-cts-hmac-sha1-96\n  ticket_lifetime = 10h\n  renew_lifetime = 7d", ""),
		neg("idp-public", "empty-lm-hash", "The LM hash {S} is the hash of an empty password: LM storage is off on this domain.", "aad3b435b51404eeaad3b435b51404ee"),
		neg("idp-public", "keystore-fingerprint", "Certificate fingerprints:\n\t SHA256: {S}\nSignature algorithm name: SHA256withRSA", strings.ToUpper(strings.Join(splitEvery(g.hex(64), 2), ":"))),
		neg("idp-public", "okta-client-id", "Okta app \"HR Portal\": client id {S}, grant types authorization_code and refresh_token", "0oa"+g.alnum(17)),

		// Negatives: hashes and ids.
		neg("hashes", "file-sha256", "sha256sum nacha_20240315.ach\n{S}  nacha_20240315.ach", g.hex(64)),
		neg("hashes", "commit", "payroll-sync: fix SIN validation in {S} (Luhn on 9 digits)", g.hex(40)),
		neg("hashes", "request-ids", "x-request-id: {S}\nx-plaid-request-id: "+g.alnum(15), uuid()),
		neg("hashes", "order-numbers", "Invoice 2024-000381, PO 4500018823, employee id E10442, cost center 4100-220", ""),
		neg("hashes", "versions", "hapi-fhir 7.0.2, HL7 v2.5.1, FHIR R4 4.0.1, Keycloak 24.0.1, spring-ldap 3.2.1, ISO 20022 pain.001.001.09", ""),
		neg("hashes", "phone-in-docs", "Call the bank's fraud line on the back of your card; in the US dial 911 for emergencies.", ""),
		neg("hashes", "salary-bands", "Band L4: 85,000-105,000 USD; L5: 110,000-140,000 USD; merit increase 3.5%", ""),
		neg("hashes", "icd-prose", "ICD-10-CM codes are 3 to 7 characters; the first is a letter, e.g. J45.909 for unspecified asthma.", ""),
	}
	return cases
}
