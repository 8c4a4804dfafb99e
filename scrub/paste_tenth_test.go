package scrub

import (
	"strconv"
	"strings"
	"testing"
)

// tenthFloor is just under what the rules reach on the tenth suite:
// recall 1.000, no partial leak, negatives intact 0.981 (before the
// fixes it was written for: 0.885, 0.023 and 0.962). The negative left
// damaged is Stripe's documented test cards, which the card rule counts
// as cards (its own samples are 4111 1111 1111 1111 and the like).
var tenthFloor = recallFloor{recall: 0.999, intact: 0.98, maxPartial: 0}

// TestPasteTenthRecall measures the tenth suite, personal data and
// identity in prose, kept apart as its author wrote it (misses
// included).
func TestPasteTenthRecall(t *testing.T) {
	measureHeldOut(t, "tenth suite", tenthCases(pasteGen{newFakes(10)}), tenthFloor)
}

// fill draws a number of the pattern's shape: each X a digit, each N a
// digit from 2 to 9 (the first digit of a North American area code or
// exchange), anything else as written.
func (g pasteGen) fill(pattern string) string {
	b := []byte(pattern)
	for i, c := range b {
		switch c {
		case 'X':
			b[i] = digitSet[g.r.IntN(10)]
		case 'N':
			b[i] = digitSet[2+g.r.IntN(8)]
		}
	}
	return string(b)
}

// iban draws an IBAN of country cc whose BBAN has the shape (each X a
// digit, each A a capital letter), with its ISO 13616 check digits.
func (g pasteGen) iban(cc, shape string) string {
	bban := []byte(g.fill(shape))
	for i, c := range bban {
		if c == 'A' {
			bban[i] = upperSet[g.r.IntN(26)]
		}
	}
	check := 98 - ibanMod97(string(bban)+cc+"00")
	return cc + strconv.Itoa(check/10) + strconv.Itoa(check%10) + string(bban)
}

// ibanMod97 is s mod 97 with each letter read as its two-digit number
// (A = 10), as ISO 13616 reads an IBAN.
func ibanMod97(s string) int {
	m := 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			m = (m*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			m = (m*100 + int(c-'A'+10)) % 97
		}
	}
	return m
}

// card draws a card number of n digits after prefix whose last digit is
// its Luhn check digit.
func (g pasteGen) card(prefix string, n int) string {
	body := prefix + g.pick(digitSet, n-len(prefix)-1)
	sum := 0
	for i := len(body) - 1; i >= 0; i -= 2 {
		d := int(body[i]-'0') * 2
		sum += d/10 + d%10
		if i > 0 {
			sum += int(body[i-1] - '0')
		}
	}
	return body + strconv.Itoa((10-sum%10)%10)
}

// ssn draws a US social security number a card could carry: an area of
// 001 to 899 but 666, a group of 01 to 99, a serial of 0001 to 9999.
func (g pasteGen) ssn() string {
	area := 1 + g.r.IntN(899)
	if area == 666 {
		area = 667
	}
	return pad(area, 3) + "-" + pad(1+g.r.IntN(99), 2) + "-" + pad(1+g.r.IntN(9999), 4)
}

func pad(n, width int) string {
	s := strconv.Itoa(n)
	return strings.Repeat("0", width-len(s)) + s
}

// grouped writes s in groups of four, as an IBAN or a card is printed.
func grouped(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i += 4 {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i:min(i+4, len(s))])
	}
	return b.String()
}

// tenthCases are the tenth suite: personal data as people paste it in many
// countries and languages, and identity in prose and tool output. Phone
// numbers in national and international forms (valid numbers of their
// plan, as libphonenumber has them); IBANs with their check digits; US
// SSNs; card numbers with their Luhn digit; street addresses in English,
// German, French and Spanish; e-mail signatures; internal host names in
// logs and configs; the owner of a git remote. The negatives are numbers
// and names that look like these and that a person filing a bug report
// wants kept: versions, dates, ids, prices, coordinates, the documentation
// ranges, public hosts and projects, and look-alikes whose check digits
// are wrong.
func tenthCases(g pasteGen) []pasteCase {
	ukMobile := "07" + g.fill("9XX XXXXXX")
	deMobile := "+49 " + g.fill("151 XXXX XXXX")
	frMobile := g.fill("06 XX XX XX XX")
	plMobile := g.fill("+48 601 XXX XXX")
	usOffice := "+1 (312) " + g.fill("NXX-XXXX")
	sig := map[string]string{"phone": g.fill("+34 6XX XXX XXX"), "street": "Calle de Alcalá " + g.fill("1XX") + ", 3º B", "mail": "lucia.ferrer@ferrer-asesores.es"}
	signature := "Un saludo,\n--\nLucía Ferrer\nFerrer Asesores S.L.\n" + sig["street"] + "\n28009 Madrid\nTel. " + sig["phone"] + "\n" + sig["mail"]
	de, gb, fr := g.iban("DE", "XXXXXXXXXXXXXXXXXX"), g.iban("GB", "AAAAXXXXXXXXXXXXXX"), g.iban("FR", "XXXXXXXXXXXXXXXXXXXXXXX")
	es, it, nl := g.iban("ES", "XXXXXXXXXXXXXXXXXXXX"), g.iban("IT", "AXXXXXXXXXXXXXXXXXXXXXX"), g.iban("NL", "AAAAXXXXXXXXXX")
	pl, ch, at := g.iban("PL", "XXXXXXXXXXXXXXXXXXXXXXXX"), g.iban("CH", "XXXXXXXXXXXXXXXXX"), g.iban("AT", "XXXXXXXXXXXXXXXX")
	pt, ie := g.iban("PT", "XXXXXXXXXXXXXXXXXXXXX"), g.iban("IE", "AAAAXXXXXXXXXXXXXX")
	// A look-alike whose check digits are off by one: a validator refuses
	// it, and what it is (a typo, a test fixture) is no person's account.
	badIBAN := g.iban("DE", "XXXXXXXXXXXXXXXXXX")
	badIBAN = badIBAN[:2] + pad((int(badIBAN[2]-'0')*10+int(badIBAN[3]-'0')+1)%97, 2) + badIBAN[4:]
	visa := g.card("4", 16)
	mc := g.card("5"+string(digitSet[1+g.r.IntN(5)]), 16) // Mastercard's 51 to 55
	amex := g.card("37", 15)
	disc := g.card("6011", 16)
	// A 16-digit id whose last digit is not its Luhn digit.
	badCard := g.card("4", 16)
	badCard = badCard[:15] + string(digitSet[(int(badCard[15]-'0')+1)%10])
	ssn1, ssn2, ssn3, ssn4 := g.ssn(), g.ssn(), g.ssn(), g.ssn()
	remotes := "origin\tgit@github.com:{S}/dotfiles.git (fetch)\norigin\tgit@github.com:{S}/dotfiles.git (push)"
	uuid := func() string {
		return g.pick(hexSet, 8) + "-" + g.pick(hexSet, 4) + "-4" + g.pick(hexSet, 3) + "-8" + g.pick(hexSet, 3) + "-" + g.pick(hexSet, 12)
	}

	return []pasteCase{
		// Phone numbers: the UK.
		pos("tenth-phone", "uk-london-intl", "Call me on {S} after 3pm", "+44 20 "+g.fill("79XX XXXX")),
		pos("tenth-phone", "uk-london-trunk", "Tel: {S}", "+44 (0)20 "+g.fill("7XXX XXXX")),
		pos("tenth-phone", "uk-mobile-national", "my mobile is {S}, text if urgent", ukMobile),
		pos("tenth-phone", "uk-manchester", "Office: {S} (Mon-Fri)", "0161 "+g.fill("49X XXXX")),
		pos("tenth-phone", "uk-mobile-intl-nospace", `{"name":"Oliver Hart","phone":"{S}"}`, "+447"+g.fill("9XXXXXXXX")),
		// Germany.
		pos("tenth-phone", "de-berlin-slash", "Telefon: {S}", "030/"+g.fill("XXXXXXXX")),
		pos("tenth-phone", "de-mobile-intl", "Handy {S}, bitte nur in dringenden Fällen", deMobile),
		pos("tenth-phone", "de-munich-trunk", "Tel. {S}", "+49 (0)89 "+g.fill("XXXX XXXX")),
		pos("tenth-phone", "de-extension", "Zentrale {S}, Durchwahl -214", "+49 40 "+g.fill("XXXX XXX")),
		pos("tenth-phone", "de-mobile-dashes", "Rückruf unter {S}", "0171-"+g.fill("XXXXXXX")),
		// France.
		pos("tenth-phone", "fr-mobile-spaces", "Mon portable : {S}", frMobile),
		pos("tenth-phone", "fr-mobile-dots", "tél. {S}", g.fill("07.6X.XX.XX.XX")),
		pos("tenth-phone", "fr-paris-intl", "Standard : {S}", "+33 1 "+g.fill("XX XX XX XX")),
		pos("tenth-phone", "fr-intl-trunk", "joignable au {S}", "+33 (0)6 "+g.fill("XX XX XX XX")),
		// Spain.
		pos("tenth-phone", "es-mobile-intl", "Mi móvil es el {S}", "+34 6"+g.fill("XX XXX XXX")),
		pos("tenth-phone", "es-madrid", "Teléfono: {S}", "91 "+g.fill("XXX XX XX")),
		pos("tenth-phone", "es-barcelona-intl-nospace", `{"tel":"{S}"}`, "+3493"+g.fill("XXXXXXX")),
		// Italy.
		pos("tenth-phone", "it-rome", "Tel. {S}", "+39 06 "+g.fill("XXXX XXXX")),
		pos("tenth-phone", "it-mobile", "cellulare: {S}", "347 "+g.fill("XXX XXXX")),
		// The Netherlands.
		pos("tenth-phone", "nl-mobile-dash", "bel me op {S}", "06-"+g.fill("XXXXXXXX")),
		pos("tenth-phone", "nl-amsterdam-intl", "Telefoon: {S}", "+31 20 "+g.fill("XXX XXXX")),
		pos("tenth-phone", "nl-mobile-trunk", "mobiel {S}", "+31 (0)6 1"+g.fill("XXX XXXX")),
		// Poland.
		pos("tenth-phone", "pl-mobile", "tel. kom. {S}", plMobile),
		pos("tenth-phone", "pl-warsaw", "Biuro: {S}", "+48 22 "+g.fill("XXX XX XX")),
		// Brazil.
		pos("tenth-phone", "br-sp-mobile", "meu celular: {S}", "(11) 9"+g.fill("XXXX-XXXX")),
		pos("tenth-phone", "br-intl", "WhatsApp {S}", "+55 21 9"+g.fill("XXXX-XXXX")),
		pos("tenth-phone", "br-landline", "Fixo: {S}", "(11) 3"+g.fill("XXX-XXXX")),
		// Mexico.
		pos("tenth-phone", "mx-cdmx-intl", "Tel: {S}", "+52 55 "+g.fill("XXXX XXXX")),
		pos("tenth-phone", "mx-guadalajara", "llámame al {S}", "(33) "+g.fill("XXXX XXXX")),
		// India.
		pos("tenth-phone", "in-mobile-intl", "Contact: {S}", "+91 98"+g.fill("XXX XXXXX")),
		pos("tenth-phone", "in-mumbai-dashes", "Ph: {S}", "+91-22-2"+g.fill("XXX-XXXX")),
		pos("tenth-phone", "in-mobile-trunk", "mob {S}", "098"+g.fill("XXX XXXXX")),
		// Japan.
		pos("tenth-phone", "jp-mobile", "携帯: {S}", "090-"+g.fill("XXXX-XXXX")),
		pos("tenth-phone", "jp-tokyo-intl", "TEL {S}", "+81 3-"+g.fill("XXXX-XXXX")),
		pos("tenth-phone", "jp-osaka", "電話番号 {S}", "06-"+g.fill("XXXX-XXXX")),
		// Australia.
		pos("tenth-phone", "au-mobile-intl", "Mob: {S}", "+61 4"+g.fill("XX XXX XXX")),
		pos("tenth-phone", "au-sydney", "Ph {S}", "(02) 9"+g.fill("XXX XXXX")),
		pos("tenth-phone", "au-mobile-national", "call {S} anytime", "04"+g.fill("XX XXX XXX")),
		// The US and Canada.
		pos("tenth-phone", "us-parens-ext", "Direct: {S} ext. 2204", usOffice),
		pos("tenth-phone", "us-dots", "reach me at {S}", g.fill("415.NXX.XXXX")),
		pos("tenth-phone", "us-x-ext", "Phone: {S} x318", g.fill("617-NXX-XXXX")),
		pos("tenth-phone", "ca-vancouver", "cell {S}", "+1 604 "+g.fill("NXX XXXX")),
		pos("tenth-phone", "us-e164", "twilio: sending SMS to {S} (queued)", "+1206"+g.fill("NXXXXXX")),
		// Phones where they land: vCards, tel: links, CSV, SQL, logs.
		pos("tenth-phone", "vcard-tel", "BEGIN:VCARD\nVERSION:3.0\nFN:Sophie Martin\nTEL;TYPE=cell:{S}\nEND:VCARD", "+33 6 2"+g.fill("X XX XX XX")),
		pos("tenth-phone", "tel-link", `<a href="tel:{S}">Call us</a>`, "+4930"+g.fill("XXXXXXXX")),
		pos("tenth-phone", "csv-row", "id,name,phone,city\n1042,Aoife Byrne,{S},Dublin", "+353 87 "+g.fill("XXX XXXX")),
		pos("tenth-phone", "sql-insert", "INSERT INTO contacts (name, phone) VALUES ('Marco Bianchi', '{S}');", "+39 34"+g.fill("X XXX XXXX")),
		pos("tenth-phone", "json-nested", `{"customer":{"id":88213,"contact":{"mobile":"{S}","optIn":true}}}`, "+61 41"+g.fill("X XXX XXX")),
		pos("tenth-phone", "log-otp", "2025-03-14 09:26:53 INFO otp: code sent to {S} via sms", "+44 7"+g.fill("9XX XXXXXX")),
		pos("tenth-phone", "yaml-oncall", "oncall:\n  primary:\n    name: Priya\n    phone: \"{S}\"", "+91 9"+g.fill("8XXX XXXXX")),

		// IBANs of several countries, grouped and not, in prose, CSV, JSON
		// and payment files.
		pos("tenth-iban", "de-grouped", "Bitte überweisen an IBAN {S}, BIC COBADEFFXXX", grouped(de)),
		pos("tenth-iban", "gb-plain", "Our bank details: {S} (sort code in the IBAN)", gb),
		pos("tenth-iban", "fr-grouped", "RIB : {S}", grouped(fr)),
		pos("tenth-iban", "es-grouped", "Número de cuenta: {S}", grouped(es)),
		pos("tenth-iban", "it-plain-json", `{"beneficiary":"Rossi Srl","iban":"{S}","amount":1250.00}`, it),
		pos("tenth-iban", "nl-grouped-prose", "you can pay to {S} ter attentie van J. de Vries", grouped(nl)),
		pos("tenth-iban", "pl-csv", "date,counterparty,iban,amount\n2025-02-28,Kowalski Jan,{S},-450.00", pl),
		pos("tenth-iban", "ch-grouped", "Konto: {S}", grouped(ch)),
		pos("tenth-iban", "at-sepa-xml", "<CdtrAcct>\n  <Id>\n    <IBAN>{S}</IBAN>\n  </Id>\n</CdtrAcct>", at),
		pos("tenth-iban", "pt-lower", "iban {S}", strings.ToLower(pt)),
		pos("tenth-iban", "ie-yaml", "payout:\n  account_holder: Siobhan Kelly\n  iban: {S}", ie),
		pos("tenth-iban", "de-log", "WARN sepa: mandate check failed for debtor {S}: account closed", de),
		pos("tenth-iban", "gb-grouped-sql", "UPDATE suppliers SET iban = '{S}' WHERE id = 17;", grouped(gb)),

		// US SSNs in forms and logs.
		pos("tenth-ssn", "form-label", "SSN: {S}", ssn1),
		pos("tenth-ssn", "prose", "my social security number is {S}, is that needed for the W-9?", ssn2),
		pos("tenth-ssn", "json", `{"applicant":{"first":"Dana","last":"Whitfield","ssn":"{S}","dob":"1988-04-12"}}`, ssn3),
		pos("tenth-ssn", "log-kv", "level=error msg=\"kyc mismatch\" user_id=55102 ssn={S} source=onboarding", ssn4),
		pos("tenth-ssn", "undashed-labelled", "tax_id (SSN, no dashes): {S}", strings.ReplaceAll(g.ssn(), "-", "")),
		pos("tenth-ssn", "spaced", "Social Security No. {S}", strings.ReplaceAll(g.ssn(), "-", " ")),
		pos("tenth-ssn", "csv", "employee_id,name,ssn,state\nE-1043,Marcus Reed,{S},OH", g.ssn()),

		// Payment cards in logs and payloads.
		pos("tenth-card", "visa-spaced", "card: {S} exp 09/27", grouped(visa)),
		pos("tenth-card", "mc-dashes-log", "DEBUG payment: charging card {S} for order 30458", strings.ReplaceAll(grouped(mc), " ", "-")),
		pos("tenth-card", "amex-4-6-5", "Amex {S}", amex[:4]+" "+amex[4:10]+" "+amex[10:]),
		pos("tenth-card", "discover-plain-json", `{"payment_method":{"number":"{S}","exp_month":11,"exp_year":2028}}`, disc),
		pos("tenth-card", "visa-plain-log", "2025-03-14T09:26:53Z ERROR declined pan={S} reason=insufficient_funds", g.card("4", 16)),
		pos("tenth-card", "mc-prose", "the card I used was {S}, can you see the charge?", grouped(g.card("52", 16))),

		// Street addresses in English.
		pos("tenth-address", "us-street-apt", "Ship to: {S}, San Francisco, CA 94109", g.fill("1XXX")+" Larkin Street, Apt 4B"),
		pos("tenth-address", "us-avenue-suite", "Our office moved to {S}, Chicago IL 60611", g.fill("XXX")+" North Michigan Avenue, Suite 1400"),
		pos("tenth-address", "us-abbrev", "deliver to {S} by friday", g.fill("XXXX")+" Oakwood Dr."),
		pos("tenth-address", "uk-road-postcode", "Address: {S}, London W11 2EU", g.fill("XX")+" Ladbroke Grove Road"),
		pos("tenth-address", "uk-flat", "I live at {S}, Leeds LS6 1AN", "Flat 2, "+g.fill("XX")+" Cardigan Lane"),
		pos("tenth-address", "us-json-shipping", `{"shipping":{"name":"Ava Thompson","address1":"{S}","address2":"Unit 210","city":"Austin","state":"TX","zip":"78704"}}`, g.fill("XXXX")+" South Congress Ave"),
		pos("tenth-address", "us-sql", "INSERT INTO customers (name, street, city) VALUES ('Noah Patel', '{S}', 'Seattle');", g.fill("XXXX")+" Westlake Blvd #5"),
		// German.
		pos("tenth-address", "de-strasse", "Lieferadresse: {S}, 50667 Köln", "Lindenstraße "+g.fill("XX")+"a"),
		pos("tenth-address", "de-str-abbrev", "Anschrift: {S}, 10115 Berlin", "Invalidenstr. "+g.fill("XX")),
		pos("tenth-address", "de-weg-floor", "wohne jetzt im {S}, 80331 München", "Rosenweg "+g.fill("X")+", 3. OG"),
		pos("tenth-address", "de-allee-json", `{"strasse":"{S}","plz":"20095","ort":"Hamburg"}`, "Bergedorfer Allee "+g.fill("XX")),
		pos("tenth-address", "de-platz-signature", "Mit freundlichen Grüßen\nJonas Weber\nWeber & Söhne GmbH\n{S}\n70173 Stuttgart", "Schillerplatz "+g.fill("X")),
		// French.
		pos("tenth-address", "fr-rue", "Adresse : {S}, 75002 Paris", g.fill("XX")+" rue de la Paix"),
		pos("tenth-address", "fr-avenue-bis", "livraison au {S}, 69006 Lyon", g.fill("XX")+" bis avenue Foch"),
		pos("tenth-address", "fr-boulevard-comma", "Siège : {S}, 13001 Marseille", g.fill("XX")+", boulevard de la Libération"),
		pos("tenth-address", "fr-allee-bat", "j'habite {S}, 33000 Bordeaux", g.fill("X")+" allée des Tilleuls, Bât. C"),
		// Spanish.
		pos("tenth-address", "es-calle-piso", "Dirección: {S}, 28013 Madrid", "Calle Mayor "+g.fill("XX")+", 2º B"),
		pos("tenth-address", "es-c-slash", "envío a {S}, 08007 Barcelona", "C/ de Balmes "+g.fill("1XX")),
		pos("tenth-address", "es-avenida", "vivo en {S}, Sevilla", "Avenida de la Constitución "+g.fill("XX")),
		pos("tenth-address", "es-paseo-json", `{"direccion":"{S}","cp":"08008","ciudad":"Barcelona"}`, "Paseo de Gracia "+g.fill("XX")),

		// An e-mail signature: each of its personal lines.
		pos("tenth-signature", "es-phone", signature, sig["phone"]),
		pos("tenth-signature", "es-street", signature, sig["street"]),
		pos("tenth-signature", "es-mail", signature, sig["mail"]),
		pos("tenth-signature", "en-phone", "Thanks,\nTom\n\nTom Becker | Staff Engineer\nm: {S} | tom.becker@northwind-labs.io", ukMobile),
		pos("tenth-signature", "en-mail", "Best regards,\nHannah Schulz\nHead of Data, Brightline Analytics\n{S} | "+usOffice, "hannah.schulz@brightline-analytics.com"),
		pos("tenth-signature", "de-mail-phone", "Viele Grüße\nKatrin\n--\nKatrin Vogel · Vogel IT-Beratung\nTel.: "+deMobile+"\nE-Mail: {S}", "k.vogel@vogel-it.de"),
		pos("tenth-signature", "fr-cordialement", "Cordialement,\nÉmilie Durand\nTél. : {S}\n12 rue Sainte-Catherine, 33000 Bordeaux", frMobile),

		// Internal host names: logs, ssh configs, kubeconfigs, /etc/hosts,
		// ping and traceroute.
		pos("tenth-host", "log-dial", "error: dial tcp: lookup {S} on 10.0.0.2:53: no such host", "db01.payments.internal"),
		pos("tenth-host", "log-connect", "psycopg2.OperationalError: could not connect to server: Connection refused\n\tIs the server running on host \"{S}\" and accepting connections on port 5432?", "pg-primary.acme.corp"),
		pos("tenth-host", "ssh-config", "Host bastion\n  HostName {S}\n  User deploy\n  IdentityFile ~/.ssh/id_ed25519", "jump01.nordwind.lan"),
		pos("tenth-host", "ssh-config-proxyjump", "Host build\n  HostName 10.20.3.7\n  ProxyJump ops@{S}", "gw.sre.intra"),
		pos("tenth-host", "kubeconfig", "clusters:\n- cluster:\n    certificate-authority-data: LS0tLS1CRUdJTg==\n    server: https://{S}:6443\n  name: prod", "k8s-api.prod.acme.internal"),
		pos("tenth-host", "etc-hosts", "127.0.0.1   localhost\n10.1.4.20   {S} nas", "nas.home.arpa"),
		pos("tenth-host", "ping", "$ ping -c 1 {S}\nPING {S} (192.168.1.23): 56 data bytes\n64 bytes from 192.168.1.23: icmp_seq=0 ttl=64 time=3.1 ms", "brother-hl2350-office.local"),
		pos("tenth-host", "traceroute", "traceroute to api.example.com (93.184.216.34), 30 hops max\n 1  {S} (192.168.0.1)  1.204 ms\n 2  10.64.0.1 (10.64.0.1)  8.771 ms", "fritz.box.localdomain"),
		pos("tenth-host", "macbook-prompt", "{S}:~ jana$ go test ./...", "Janas-MacBook-Pro.local"),
		pos("tenth-host", "macbook-log", "Mar 14 09:26:53 {S} com.apple.xpc.launchd[1]: Service exited", "Kenjis-MacBook-Air.local"),
		pos("tenth-host", "jenkins-url", "Build #4412 failed: see http://{S}:8080/job/api/4412/console", "jenkins.build.corp"),
		pos("tenth-host", "env-redis", "REDIS_HOST={S}\nREDIS_PORT=6379", "cache-02.staging.internal"),
		pos("tenth-host", "gitlab-self-hosted", "git clone git@{S}:platform/billing.git", "gitlab.brightline.lan"),
		pos("tenth-host", "yaml-datasource", "datasources:\n  - name: Prometheus\n    url: http://{S}:9090", "prometheus.mon.intra"),
		pos("tenth-host", "mdns-hostname", "avahi: Host name is {S}. Local service cookie is 3582119342.", "marias-thinkpad.local"),

		// Git remotes: their owner handles, and a private host's module path.
		pos("tenth-remote", "remote-v-ssh", remotes, "mkowalski88"),
		pos("tenth-remote", "remote-v-https", "$ git remote -v\norigin\thttps://github.com/{S}/invoice-parser.git (fetch)\norigin\thttps://github.com/{S}/invoice-parser.git (push)", "jfernandez-dev"),
		pos("tenth-remote", "clone-ssh", "git clone git@github.com:{S}/home-lab.git && cd home-lab", "tobias-w"),
		pos("tenth-remote", "clone-https", "git clone https://github.com/{S}/thesis-code.git", "aisha-rahman"),
		pos("tenth-remote", "gitlab-ssh", "fatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.\n(remote: git@gitlab.com:{S}/infra.git)", "lvanderberg"),
		pos("tenth-remote", "package-json-repo", "{\n  \"name\": \"@hk/tidy-csv\",\n  \"repository\": {\n    \"type\": \"git\",\n    \"url\": \"git+https://github.com/{S}/tidy-csv.git\"\n  }\n}", "hkobayashi-jp"),
		pos("tenth-remote", "package-json-shorthand", `"repository": "github:{S}/weekend-planner"`, "sofiamarino"),
		pos("tenth-remote", "bitbucket", "To bitbucket.org:{S}/client-portal.git\n ! [rejected]        main -> main (fetch first)", "pnowak-studio"),
		pos("tenth-remote", "push-output", "To github.com:{S}/resume-site.git\n   3f2a9c1..8b7d6a5  main -> main", "danielokafor"),
		pos("tenth-remote", "gomod-private", "module {S}/platform/billing\n\ngo 1.22", "git.acme.corp"),
		pos("tenth-remote", "go-get-private", "go: downloading {S}/infra/logging v0.3.1", "gitlab.nordwind.internal"),
		pos("tenth-remote", "remote-add-upstream", "git remote add origin git@github.com:{S}/kubernetes.git\ngit remote add upstream https://github.com/kubernetes/kubernetes.git", "rgupta42"),

		// Negatives: numbers that look like personal data.
		neg("tenth-neg-number", "versions", "upgraded to go1.22.5, node v20.11.1 and openssl 3.0.13 (build 20240314.3)", ""),
		neg("tenth-neg-number", "windows-build", "OS: Microsoft Windows 10.0.19045.4170, Chrome/122.0.6261.112", ""),
		neg("tenth-neg-number", "dates-times", "started 2025-03-14 09:26:53.123 +0100, ended 14.03.2025 10:02", ""),
		neg("tenth-neg-number", "unix-millis", "ts=1710409613123 elapsed_ms=48213 retries=3", ""),
		neg("tenth-neg-number", "order-number", "Order #{S} has shipped", g.fill("40XXXXXXXX")),
		neg("tenth-neg-number", "invoice", "Invoice INV-2025-000{S} is overdue", g.fill("XXX")),
		neg("tenth-neg-number", "ups-tracking", "tracking: 1Z 999 AA1 01 2345 6784", ""),
		neg("tenth-neg-number", "usps-tracking", "USPS tracking {S}", "9400 1"+g.fill("XXX XXXX XXXX XXXX XX")),
		neg("tenth-neg-number", "isbn", "see ISBN 978-0-13-110362-7, chapter 5", ""),
		neg("tenth-neg-number", "uuid", "request_id={S}", uuid()),
		neg("tenth-neg-number", "ports", "ports: 80, 443, 3000, 5432, 6379, 8080, 9090", ""),
		neg("tenth-neg-number", "port-range", "ufw allow 60000:61000/udp", ""),
		neg("tenth-neg-number", "coordinates", "lat 52.520008, lon 13.404954 (accuracy 12 m)", ""),
		neg("tenth-neg-number", "prices", "Total: €1.299,00 (incl. 19% MwSt.), was $1,449.99", ""),
		neg("tenth-neg-number", "http-status", "HTTP/1.1 503 Service Unavailable\nRetry-After: 120", ""),
		neg("tenth-neg-number", "pid-log", "worker pid 48213 exited with status 137 after 3600 s", ""),
		neg("tenth-neg-number", "numeric-ids-log", "user_id=5510293 org_id=40021 job=88213 took 1.204s", ""),
		neg("tenth-neg-number", "byte-count", "copied 4,157,328,841 bytes in 12.4 s (331.2 MB/s)", ""),
		neg("tenth-neg-number", "sku-ean", "SKU 4006381333931, qty 12", ""),
		neg("tenth-neg-number", "semver-range", `"dependencies": {"react": "^18.2.0", "zod": "3.22.4"}`, ""),
		neg("tenth-neg-number", "stack-lines", "at Object.<anonymous> (/app/src/index.js:142:17)\nat Module._compile (node:internal/modules/cjs/loader:1256:14)", ""),
		neg("tenth-neg-number", "k8s-resources", "resources:\n  limits:\n    cpu: 500m\n    memory: 512Mi\n  requests:\n    cpu: 250m", ""),
		neg("tenth-neg-number", "durations", "p50=12ms p95=184ms p99=1.2s over 86400 requests", ""),
		neg("tenth-neg-number", "hex-error", "error 0x80070005: access denied (HRESULT -2147024891)", ""),
		// Look-alikes whose check digits a validator refuses.
		neg("tenth-neg-check", "iban-bad-check", "test fixture: iban = {S} (must fail validation)", badIBAN),
		neg("tenth-neg-check", "card-bad-luhn", "trace_id={S} span=7", badCard),
		neg("tenth-neg-check", "ssn-area-zero", "placeholder SSN {S} in the form's example text", "000-"+g.fill("XX-XXXX")),
		neg("tenth-neg-check", "ssn-area-666", "validator test: {S} must be rejected", "666-"+g.fill("XX-XXXX")),
		neg("tenth-neg-check", "phone-too-short", "dial {S} for the conference bridge", "+44 20 7946"),
		// Stripe's documented test cards are public: they say which path a
		// bug report tested and are nobody's card.
		neg("tenth-neg-check", "stripe-test-card", "works with 4242 4242 4242 4242 but fails with 4000 0000 0000 9995", ""),
		// A part number in the SSN's shape, named as a part.
		neg("tenth-neg-check", "part-number", "replaced part no. {S} (hinge, left)", g.fill("4XX-XX-XXXX")),
		// Addresses' words without an address.
		neg("tenth-neg-address", "street-view", "Phase 3 Street View integration is behind a flag", ""),
		neg("tenth-neg-address", "http-continue", "HTTP/1.1 100 Continue", ""),
		neg("tenth-neg-address", "street-no-number", "the office is on Main Street, next to the station", ""),
		neg("tenth-neg-address", "road-map", "see the 2025 Road map: Q2 Drive sync, Q3 Place search", ""),
		neg("tenth-neg-address", "css-place", "place-items: center; grid-area: 2 / 1 / 3 / 4;", ""),
		// The documentation ranges and loopback stay (RFC 5737, RFC 3849).
		neg("tenth-neg-host", "rfc5737", "ping 192.0.2.44, then 198.51.100.23 and 203.0.113.250", ""),
		neg("tenth-neg-host", "rfc3849", "listen [2001:db8:85a3::8a2e:370:7334]:8443", ""),
		neg("tenth-neg-host", "loopback", "curl http://127.0.0.1:8080/healthz && curl http://[::1]:8080/healthz && curl http://localhost:3000", ""),
		// Names every machine or cluster has, which say nothing about whose
		// it is: a bug report needs them.
		neg("tenth-neg-host", "cluster-local", "curl http://kubernetes.default.svc.cluster.local/api", ""),
		neg("tenth-neg-host", "docker-internal", "DATABASE_HOST=host.docker.internal", ""),
		neg("tenth-neg-host", "gce-metadata", "GET http://metadata.google.internal/computeMetadata/v1/instance/id", ""),
		neg("tenth-neg-host", "localhost-localdomain", "127.0.0.1   localhost localhost.localdomain", ""),
		neg("tenth-neg-host", "example-hosts", "POST https://api.example.com/v1/users -> 201; mail via smtp.example.org", ""),
		neg("tenth-neg-host", "public-hosts", "npm ERR! network request to https://registry.npmjs.org/left-pad failed; github.com is up", ""),
		neg("tenth-neg-host", "suffix-prose", "mDNS names end in .local and must not be used for unicast DNS", ""),
		neg("tenth-neg-host", "go-proxy", "GOPROXY=https://proxy.golang.org,direct GOSUMDB=sum.golang.org", ""),
		// Public projects are what a bug report is about: dependencies,
		// imports and issue links name them, not the person.
		neg("tenth-neg-remote", "issue-link", "this is https://github.com/golang/go/issues/61234, fixed in go1.22", ""),
		neg("tenth-neg-remote", "gomod-require", "require (\n\tgithub.com/spf13/pflag v1.0.5\n\tgolang.org/x/sys v0.18.0\n)", ""),
		neg("tenth-neg-remote", "go-import", "import (\n\t\"github.com/stretchr/testify/require\"\n)", ""),
		neg("tenth-neg-remote", "actions-uses", "steps:\n  - uses: actions/checkout@v4\n  - uses: actions/setup-go@v5", ""),
		neg("tenth-neg-remote", "pip-install-git", "pip install git+https://github.com/psf/requests.git@v2.31.0", ""),
		neg("tenth-neg-remote", "docker-image", "FROM ghcr.io/astral-sh/uv:0.4.18 AS uv", ""),
	}
}
