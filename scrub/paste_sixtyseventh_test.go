package scrub

import (
	"strconv"
	"strings"
	"testing"
)

// sixtyseventhFloor is just under what the rules reach on the
// sixty-seventh suite. As first written, before any fix for it: recall
// 0.726, partial 0.007, negatives intact 0.929 (177 cases, 135
// positives); no label slip was found.
//
// After the fixes: recall 0.807, partial 0.007, negatives intact 0.929.
// Left: travel booking references, reservation and confirmation codes,
// which the thirteenth and twenty-seventh suites keep as negatives (a
// reference opens a booking only with the surname), and UK sort codes
// alone, which name a branch (the twenty-seventh, thirty-seventh and
// fifty-sixth suites keep them); payees' and owners' names in a
// statement's memo, a bare Name column or a CAMT Nm element, a child's
// birthday in a map keyed by name and an address in a calendar's
// LOCATION, which no name or address rule reads without its label;
// a Home Assistant alarm's bare code: and a lock code a sentence names
// four words away; short or unlabelled tokens (a Nuki token, a Hue
// username in a URL path, an Alpaca key id passed positionally, an IBKR
// account id, a Flex token in a query's t=); a guest Wi-Fi password
// after its network's name and a slash; Gmail's app password in a
// sentence without a colon (the credential rules keep "app password:
// abcd efgh ijkl mnop" as a placeholder); a Bitwarden recovery code, a memorable word, a
// security answer (partly), a Government Gateway user id and a passport
// number in a booking's JSON document. Damaged negatives: Plaid's sandbox
// password pass_good and sandbox access token from its docs, and a
// bank's published helpline number, which the password and phone rules
// cannot tell from a person's.
//
// Raised at stop 33 after the merge, where the hashing and decoding calls
// and app passwords named mid-sentence (h-left2) reached recall 0.815.
var sixtyseventhFloor = recallFloor{recall: 0.814, intact: 0.928, maxPartial: 0.008}

// TestPasteSixtyseventhRecall measures the sixty-seventh suite, people
// scripting their own finances, homes and personal accounts, kept apart
// as its author wrote it (misses included).
func TestPasteSixtyseventhRecall(t *testing.T) {
	measureHeldOut(t, "sixty-seventh suite", sixtyseventhCases(pasteGen{newFakes(3670)}), sixtyseventhFloor)
}

// sixtyseventhCases are the sixty-seventh suite. Its ground is what people
// paste when they script their own finances, homes and personal accounts:
// bank and broker API scripts (Plaid, Teller, GoCardless and Nordigen,
// Interactive Brokers, Alpaca, Coinbase, Kraken, Monzo, Starling, Up,
// YNAB, Firefly III, SimpleFIN, Wise) with their keys and account numbers;
// bank statements as CSV, OFX and CAMT with IBANs, sort codes, account
// numbers, payees' names and references; tax forms typed into a chat
// (SSN, ITIN, UTR, National Insurance and SIN numbers, IRS IP PINs);
// household automations (Home Assistant alarm and lock codes, Z-Wave user
// codes, garage and key-safe codes, guest Wi-Fi, Tuya local keys, Hue and
// camera credentials); family contacts and calendars (names, birthdays,
// phones, addresses); mail filters and app passwords of personal mail
// (Gmail, iCloud, Outlook); recovery codes, TOTP seeds and reset links
// pasted for help; travel bookings (booking references, passport,
// frequent-flyer and trusted-traveller numbers). The negatives are
// look-alikes from the same ground, which must survive whole (or, where a
// case names one, that value must): amounts, dates, merchant names, a
// bank's published BIC, routing number or phone number, transaction
// categories, flight and booking dates, masked values, references to
// secrets kept elsewhere, and the example values of the providers' and
// tax authorities' documentation.
func sixtyseventhCases(g pasteGen) []pasteCase {
	pw := g.password
	hex := g.hex
	alnum := g.alnum
	digits := func(n int) string { return g.pick(digitSet, n) }
	lower := func(n int) string { return g.pick(lowerSet, n) }
	upperNum := func(n int) string { return g.pick(upperSet+digitSet, n) }
	url := func(n int) string { return g.pick(urlSet, n) }
	b32 := func(n int) string { return g.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", n) }
	uuid := func() string { return hex(8) + "-" + hex(4) + "-4" + hex(3) + "-a" + hex(3) + "-" + hex(12) }
	// A BitLocker recovery key's eight groups are each a multiple of 11
	// below 720896.
	bitlocker := func() string {
		p := make([]string, 8)
		for i := range p {
			p[i] = pad(11*g.r.IntN(65536), 6)
		}
		return strings.Join(p, "-")
	}

	plaidID, plaidSecret := hex(24), hex(30)
	plaidAccess := "access-production-" + uuid()
	plaidEnv := "PLAID_CLIENT_ID=" + plaidID + "\nPLAID_SECRET=" + plaidSecret + "\nPLAID_ENV=production\nPLAID_PRODUCTS=transactions\nPLAID_COUNTRY_CODES=US,CA\n"
	plaidCurl := "curl -X POST https://production.plaid.com/transactions/sync \\\n  -H 'Content-Type: application/json' \\\n  -d '{\"client_id\": \"" + plaidID + "\", \"secret\": \"" + hex(30) + "\", \"access_token\": \"{S}\", \"count\": 250}'"
	alpacaID, alpacaSecret := "AK"+upperNum(18), alnum(40)
	nordigenID, nordigenKey := uuid(), hex(128)

	ukSort, ukAcct := g.fill("XX-XX-XX"), g.fill("XXXXXXXX")
	ukCSV := "Number,Date,Account,Amount,Subcategory,Memo\n" +
		",03/11/2024," + ukSort + " " + ukAcct + ",-23.40,PAYMENT,TESCO STORES 2041      ON 02 NOV          CLP\n" +
		",04/11/2024," + ukSort + " " + ukAcct + ",-950.00,FT,K ABERNETHY-COLE       RENT NOV FLAT 2    FT\n" +
		",05/11/2024," + ukSort + " " + ukAcct + ",2411.87,DIRECTDEP,ACME WIDGETS LTD      SALARY             BGC\n"
	deIBAN, dePayee := g.iban("DE", "XXXXXXXXXXXXXXXXXX"), "Katrin Vogelsang"
	deCSV := "Buchungstag;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;IBAN;BIC;Betrag\n" +
		"02.11.2024;02.11.2024;" + dePayee + ";Überweisung;Miete November Whg 3 OG;" + deIBAN + ";COBADEFFXXX;-950,00\n" +
		"04.11.2024;04.11.2024;REWE Markt GmbH;Kartenzahlung;REWE SAGT DANKE 4471;;;-37,82\n"
	nlIBAN, nlCounter := g.iban("NL", "AAAAXXXXXXXXXX"), g.iban("NL", "AAAAXXXXXXXXXX")
	nlCSV := "\"Datum\",\"Naam / Omschrijving\",\"Rekening\",\"Tegenrekening\",\"Code\",\"Af Bij\",\"Bedrag (EUR)\",\"Mutatiesoort\",\"Mededelingen\"\n" +
		"\"20241101\",\"J.P. van Rijswijk\",\"" + nlIBAN + "\",\"" + nlCounter + "\",\"OV\",\"Af\",\"45,00\",\"Overschrijving\",\"Naam: J.P. van Rijswijk Omschrijving: verjaardag oma\"\n"
	monzoName := "Siobhan Carrick"
	monzoCSV := "Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Notes and #tags\n" +
		"tx_0000" + alnum(18) + ",06/11/2024,19:42:11,Faster payment," + monzoName + ",,Transfers,-60.00,GBP,concert tix\n" +
		"tx_0000" + alnum(18) + ",07/11/2024,08:03:54,Card payment,Pret A Manger,,Eating out,-4.35,GBP,\n"
	usRouting, usAcct := g.routing(), digits(10)

	vName, vPhone, vStreet, vBday := "Eleanor Haverford", "+44 "+g.ukMobile()[1:], "27 Larkspur Close", "1958-07-22"
	vcard := "BEGIN:VCARD\nVERSION:3.0\nFN:" + vName + "\nN:Haverford;Eleanor;;;\nTEL;TYPE=CELL:" + vPhone +
		"\nBDAY:" + vBday + "\nADR;TYPE=HOME:;;" + vStreet + ";Harrogate;;HG2 8PL;United Kingdom\nEND:VCARD"
	gcEmail, gcPhone := "marcus.oyelaran87@gmail.com", g.ukMobile()
	googleCSV := "Name,Given Name,Family Name,Birthday,Phone 1 - Type,Phone 1 - Value,E-mail 1 - Value\n" +
		"Marcus Oyelaran,Marcus,Oyelaran,1987-05-03,Mobile," + gcPhone + "," + gcEmail + "\n"
	backup := make([]string, 10)
	for i := range backup {
		backup[i] = g.fill("XXXX XXXX")
	}
	backupList := "BACKUP VERIFICATION CODES\n\njoanna.harker@gmail.com\n\n"
	for i := 0; i < 10; i += 2 {
		backupList += strconv.Itoa(i+1) + ". " + backup[i] + "\t" + strconv.Itoa(i+2) + ". " + backup[i+1] + "\n"
	}
	ghCodes := make([]string, 6)
	for i := range ghCodes {
		ghCodes[i] = hex(5) + "-" + hex(5)
	}
	ghList := "github-recovery-codes.txt\n\n" + strings.Join(ghCodes, "\n") + "\n"
	guestPW := pw()
	airbnb := "Welcome to Rose Cottage!\nKey safe by the back door: code 8642 (push down the lever)\nWiFi: RoseCottage_Guest / " + guestPW + "\nCheckout 10am, bins go out Tuesday."
	ukPassport, dob := digits(9), "1986-10-02"
	apis := `{"travellers":[{"firstName":"Joanna","lastName":"Harker","dateOfBirth":"` + dob + `","document":{"type":"PASSPORT","number":"{S}","issuingCountry":"GBR","expiryDate":"2031-05-17"}}]}`

	cases := []pasteCase{
		// Bank and broker API scripts.
		pos("bank-api", "plaid-env-secret", plaidEnv, plaidSecret),
		pos("bank-api", "plaid-access-token-py", "# after Link, exchange done once:\naccess_token = \"{S}\"\nresp = client.transactions_sync(TransactionsSyncRequest(access_token=access_token))", plaidAccess),
		pos("bank-api", "plaid-curl-access-token", plaidCurl, "access-production-"+uuid()),
		pos("bank-api", "plaid-exchange-response", `{"access_token": "{S}", "item_id": "`+alnum(37)+`", "request_id": "`+alnum(15)+`"}`, "access-production-"+uuid()),
		pos("bank-api", "plaid-prose", "my plaid access token for the amex item is {S} and since yesterday it returns ITEM_LOGIN_REQUIRED, do I need update mode?", "access-production-"+uuid()),
		pos("bank-api", "plaid-node-config", "const configuration = new Configuration({\n  basePath: PlaidEnvironments.production,\n  baseOptions: {\n    headers: {\n      'PLAID-CLIENT-ID': '"+hex(24)+"',\n      'PLAID-SECRET': '{S}',\n    },\n  },\n});", hex(30)),
		pos("bank-api", "teller-curl", "curl -u {S}: --cert teller/certificate.pem --key teller/private_key.pem https://api.teller.io/accounts", "token_"+g.pick(lowerSet+digitSet, 26)),
		pos("bank-api", "teller-enrollment", "onSuccess: (enrollment) => {\n  // {accessToken: \"{S}\", user: {id: \"usr_"+g.pick(lowerSet+digitSet, 21)+"\"}}\n  saveToken(enrollment.accessToken)\n}", "token_"+g.pick(lowerSet+digitSet, 26)),
		pos("bank-api", "teller-private-key", "teller/private_key.pem:\n-----BEGIN PRIVATE KEY-----\n{S}\n-----END PRIVATE KEY-----", g.block(1200)),
		pos("bank-api", "nordigen-client", "from nordigen import NordigenClient\nclient = NordigenClient(\n    secret_id=\""+nordigenID+"\",\n    secret_key=\"{S}\"\n)\ntoken_data = client.generate_token()", nordigenKey),
		pos("bank-api", "nordigen-token-new", "curl -X POST \"https://bankaccountdata.gocardless.com/api/v2/token/new/\" -H \"Content-Type: application/json\" -d '{\"secret_id\":\"{S}\", \"secret_key\":\""+hex(128)+"\"}'", uuid()),
		pos("bank-api", "nordigen-access-response", `{"access":"{S}","access_expires":86400,"refresh":"`+g.jwt()+`","refresh_expires":2592000}`, g.jwt()),
		pos("bank-api", "gocardless-payments-env", "GOCARDLESS_ENVIRONMENT=live\nGOCARDLESS_ACCESS_TOKEN={S}", "live_"+url(40)),
		pos("bank-api", "ibkr-flex-token", "FLEX_TOKEN = \"{S}\"  # Client Portal > Settings > Flex Web Service\nQUERY_ID = \"912345\"", digits(24)),
		pos("bank-api", "ibkr-flex-url", "https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService/SendRequest?t={S}&q=912345&v=3 gives me error 1019", digits(24)),
		pos("bank-api", "ibkr-account", "ib.connect('127.0.0.1', 7496, clientId=7)\nsummary = ib.accountSummary(account='{S}')", "U"+digits(7)),
		pos("bank-api", "ibc-config", "# IBC config.ini\nIbLoginId=jharker86\nIbPassword={S}\nTradingMode=live\nAcceptIncomingConnectionAction=reject", pw()),
		pos("bank-api", "alpaca-env-secret", "APCA_API_BASE_URL=https://api.alpaca.markets\nAPCA_API_KEY_ID="+alpacaID+"\nAPCA_API_SECRET_KEY={S}", alpacaSecret),
		pos("bank-api", "alpaca-rest-key-id", "api = tradeapi.REST('{S}', '"+alnum(40)+"', base_url='https://api.alpaca.markets')", "AK"+upperNum(18)),
		pos("bank-api", "alpaca-curl-header", "curl https://paper-api.alpaca.markets/v2/account -H \"APCA-API-KEY-ID: PK"+upperNum(18)+"\" -H \"APCA-API-SECRET-KEY: {S}\"", alnum(40)),
		pos("bank-api", "coinbase-cdp-key", `{"name": "organizations/`+uuid()+`/apiKeys/`+uuid()+`", "privateKey": "-----BEGIN EC PRIVATE KEY-----\n{S}\n-----END EC PRIVATE KEY-----\n"}`, strings.ReplaceAll(g.block(160), "\n", `\n`)),
		pos("bank-api", "coinbase-legacy-secret", "COINBASE_API_KEY="+alnum(16)+"\nCOINBASE_API_SECRET={S}", alnum(32)),
		pos("bank-api", "kraken-key-file", "$ cat ~/.config/krakenex/kraken.key\n"+g.pick(base64Chars, 56)+"\n{S}", g.pick(base64Chars, 86)+"=="),
		pos("bank-api", "monzo-curl", "curl \"https://api.monzo.com/balance?account_id=acc_"+alnum(22)+"\" -H \"Authorization: Bearer {S}\"", g.jwt()),
		pos("bank-api", "starling-pat", "STARLING_PAT={S}\n# personal access token, scopes balance:read transaction:read", alnum(64)),
		pos("bank-api", "up-bank-token", "export UP_TOKEN=\"{S}\"", "up:yeah:"+alnum(128)),
		pos("bank-api", "ynab-token", "ynab:\n  token: {S}\n  budget_id: last-used", hex(64)),
		pos("bank-api", "firefly-token", "firefly-iii-importer .env:\nFIREFLY_III_URL=http://192.168.1.30:8080\nFIREFLY_III_ACCESS_TOKEN={S}", g.jwt()),
		pos("bank-api", "simplefin-access-url", "SIMPLEFIN_ACCESS_URL=https://{S}@beta-bridge.simplefin.org/simplefin", hex(64)+":"+hex(64)),
		pos("bank-api", "wise-token", "WISE_API_TOKEN = \"{S}\"\nprofile = requests.get(f\"{BASE}/v2/profiles\", headers={\"Authorization\": f\"Bearer {WISE_API_TOKEN}\"}).json()", uuid()),
		pos("bank-api", "binance-secret", "client = Client(api_key, '{S}')\nprint(client.get_account()['balances'][:5])", alnum(64)),

		// Bank statements.
		pos("statement", "uk-csv-account", ukCSV, ukAcct),
		pos("statement", "uk-csv-payee", ukCSV, "K ABERNETHY-COLE"),
		pos("statement", "uk-header-sort-code", "Statement for MRS J HARKER\nSort code {S}   Account number "+g.fill("XXXXXXXX")+"\nPeriod 01 Oct 2024 to 31 Oct 2024", g.fill("XX-XX-XX")),
		pos("statement", "uk-header-account", "Sort code "+g.fill("XX-XX-XX")+"   Account number {S}\nOpening balance £1,402.11", g.fill("XXXXXXXX")),
		pos("statement", "uk-prose-details", "can you write a standing order script? my details are sort code {S} account 31926604, pay £200 on the 1st", g.fill("XX-XX-XX")),
		pos("statement", "de-csv-iban", deCSV, deIBAN),
		pos("statement", "de-csv-payee", deCSV, dePayee),
		pos("statement", "nl-csv-own-iban", nlCSV, nlIBAN),
		pos("statement", "nl-csv-counter-iban", nlCSV, nlCounter),
		pos("statement", "fr-rib", "RIB / IBAN : {S}\nBIC : BNPAFRPPXXX\nTitulaire : M. OLIVIER DUCASSE", g.iban("FR", "XXXXXXXXXXXXXXXXXXXXXXX")),
		pos("statement", "es-iban-spaced", "te paso mi cuenta para el bizum que no va: {S}", strings.Join(splitEvery(g.iban("ES", "XXXXXXXXXXXXXXXXXXXX"), 4), " ")),
		pos("statement", "monzo-csv-payee", monzoCSV, monzoName),
		pos("statement", "us-direct-deposit", "Direct deposit form:\nBank: Chase\nRouting number: "+usRouting+"\nAccount number: {S}\nAccount type: Checking", usAcct),
		pos("statement", "us-ach-prose", "the payroll people need routing "+g.routing()+" and account {S}, is a checking account", digits(12)),
		pos("statement", "ofx-acctid", "<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>"+g.routing()+"\n<ACCTID>{S}\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>", digits(11)),
		pos("statement", "camt-iban", "<Acct>\n  <Id>\n    <IBAN>{S}</IBAN>\n  </Id>\n  <Ccy>EUR</Ccy>\n  <Ownr><Nm>Lotte Brinkmann</Nm></Ownr>\n</Acct>", g.iban("DE", "XXXXXXXXXXXXXXXXXX")),
		pos("statement", "camt-owner", "<Acct>\n  <Id>\n    <IBAN>"+g.iban("DE", "XXXXXXXXXXXXXXXXXX")+"</IBAN>\n  </Id>\n  <Ownr><Nm>{S}</Nm></Ownr>\n</Acct>", "Lotte Brinkmann"),
		pos("statement", "beancount-iban", "2019-04-01 open Assets:UK:Barclays:Current GBP\n  iban: \"{S}\"\n  institution: \"Barclays\"", g.iban("GB", "AAAAXXXXXXXXXXXXXX")),
		pos("statement", "card-number", "amex keeps declining, card is {S} exp 08/27", g.card("3714", 15)),
		pos("statement", "card-csv", "Date,Description,Card Number,Amount\n2024-11-02,AMAZON MKTPL*2K4,{S},-18.99", g.card("4", 16)),
		pos("statement", "sepa-mandate-payee", "Lastschrift von Tobias Reinhardtsen, IBAN {S}, Mandatsreferenz VERTRAG-2291, 49,90 EUR", g.iban("DE", "XXXXXXXXXXXXXXXXXX")),
		pos("statement", "mt940-account", ":20:STARTUMSE\n:25:{S}\n:28C:00000/001\n:60F:C241031EUR1402,11", g.iban("AT", "XXXXXXXXXXXXXXXX")),

		// Tax forms typed into chat.
		pos("tax", "ssn-prose", "my SSN is {S} if you need it for the 1040 worksheet", g.ssn()),
		pos("tax", "w2-boxes", "W-2 says:\na Employee's social security number {S}\nb EIN 47-"+digits(7)+"\n1 Wages 84,211.50\n2 Federal income tax withheld 9,833.02", g.ssn()),
		pos("tax", "dependent", "Dependents: Leo Martinez, son, SSN {S}, born 2016", g.ssn()),
		pos("tax", "itin", "ITIN: {S} (spouse, filing jointly)", "9"+digits(2)+"-7"+digits(1)+"-"+digits(4)),
		pos("tax", "ssn-code", "taxpayer = {\n    \"name\": \"Dana Whitcombe\",\n    \"ssn\": \"{S}\",\n    \"filing_status\": \"single\",\n}", g.ssn()),
		pos("tax", "ssn-csv", "name,ssn,dob\nDana Whitcombe,{S},1984-02-19", g.ssn()),
		pos("tax", "ip-pin", "the IRS sent my Identity Protection PIN: {S}, where does it go in FreeTaxUSA?", digits(6)),
		pos("tax", "refund-account", "35b Routing number "+g.routing()+"\n35c Type: Checking\n35d Account number {S}", digits(10)),
		pos("tax", "utr", "Self Assessment UTR: {S}", digits(10)),
		pos("tax", "utr-spaced", "my UTR is {S} and I'm doing the SA100 for 2023-24", digits(5)+" "+digits(5)),
		pos("tax", "nino", "National Insurance number: {S}", g.nino()),
		pos("tax", "nino-spaced", "NI no. {S}, tax code 1257L", g.ninoSpaced()),
		pos("tax", "gateway-user-id", "Government Gateway user ID {S}, I forgot the password again", g.fill("XX XX XX XX XX XX")),
		pos("tax", "gateway-password", "HMRC gateway login: "+g.fill("XXXXXXXXXXXX")+" / {S}", pw()),
		pos("tax", "sin", "SIN {S} for the T4", g.sin(" ")),
		pos("tax", "security-answer", "ID.me security question: first car? answer: {S}", "rusty corolla"),

		// Household automations.
		pos("home", "ha-alarm-code", "alarm_control_panel:\n  - platform: manual\n    name: Home Alarm\n    code: \"{S}\"\n    arming_time: 30\n    delay_time: 20", digits(4)),
		pos("home", "ha-secrets-alarm", "# secrets.yaml\nalarm_code: \"{S}\"\nmqtt_password: "+pw()+"\nlatitude: 53.99", digits(6)),
		pos("home", "ha-secrets-mqtt", "# secrets.yaml\nmqtt_user: homeassistant\nmqtt_password: {S}", pw()),
		pos("home", "zwave-usercode", "service: zwave_js.set_lock_usercode\ntarget:\n  entity_id: lock.front_door\ndata:\n  code_slot: 3\n  usercode: \"{S}\"", digits(6)),
		pos("home", "august-prose", "the August lock code for the cleaner is {S}, she comes Thursdays", digits(6)),
		pos("home", "garage-code", "garage keypad code is {S} then the enter key", digits(4)),
		pos("home", "alarm-pin-prose", "alarm PIN {S} - you have 30 seconds to disarm", digits(4)),
		pos("home", "airbnb-wifi", airbnb, guestPW),
		pos("home", "wifi-qr", "qrencode -o guest.png 'WIFI:T:WPA;S:Harbor-Guest;P:{S};;'", pw()),
		pos("home", "hostapd-guest", "interface=wlan1\nssid=Orchard-Guest\nwpa=2\nwpa_passphrase={S}", pw()),
		pos("home", "ha-llat", "curl -H \"Authorization: Bearer {S}\" -H \"Content-Type: application/json\" http://homeassistant.local:8123/api/states/lock.back_door", g.jwt()),
		pos("home", "tuya-local-key", "devices.json:\n{\"name\": \"Hall Plug\", \"id\": \""+g.pick(lowerSet+digitSet, 22)+"\", \"key\": \"{S}\", \"ip\": \"192.168.1.57\"}", g.pick(base62+"!@#$%^&*()<>", 16)),
		pos("home", "hue-username", "GET http://192.168.1.20/api/{S}/lights returns unauthorized user", alnum(40)),
		pos("home", "camera-rtsp", "cameras:\n  driveway:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{S}@192.168.1.64:554/Streaming/Channels/101", g.urlPassword()),
		pos("home", "nuki-token", "http://192.168.1.41:8080/lockAction?nukiId=1234ABCD&action=2&token={S}", g.pick(lowerSet+digitSet, 6)),
		pos("home", "ring-refresh", "ring:\n  refresh_token: {S}", url(180)),

		// Family contacts and calendars.
		pos("family", "vcard-phone", vcard, vPhone),
		pos("family", "vcard-street", vcard, vStreet),
		pos("family", "vcard-birthday", vcard, vBday),
		pos("family", "google-contacts-email", googleCSV, gcEmail),
		pos("family", "google-contacts-phone", googleCSV, gcPhone),
		pos("family", "emergency-contacts", "Emergency contacts for the babysitter:\nGrandma Ruth - {S}\nDr Okafor surgery - 01423 555 010", g.ukMobile()),
		pos("family", "us-address", "our new address is {S}, can you update the change-of-address letters", "4417 Juniper Hollow Dr, Austin, TX 78745"),
		pos("family", "us-phone-contacts", "contacts = [\n  {\"name\": \"Aunt Bev\", \"phone\": \"{S}\"},\n]", g.usPhone()),
		pos("family", "kids-birthdays", "BIRTHDAYS = {\n    \"Isla Fenwick-Doyle\": \"{S}\",\n    \"Theo Fenwick-Doyle\": \"2018-01-30\",\n}", "2015-09-14"),
		pos("family", "ics-pickup", "BEGIN:VEVENT\nSUMMARY:Pick up Noor from swimming\nLOCATION:{S}\nDTSTART:20250310T153000\nRRULE:FREQ=WEEKLY;BYDAY=MO\nEND:VEVENT", "12 Wendover Gardens, Bristol BS7 9LQ"),
		pos("family", "school-form-dob", "Authorised to collect: Amara Okafor-Reyes (mother) mobile {S}", g.ukMobile()),
		pos("family", "family-email", "send the calendar invites to {S} and my own work address", "priya.raghunathan.home@icloud.com"),

		// Mail filters and app passwords.
		pos("mail", "gmail-app-pw-django", "EMAIL_HOST = 'smtp.gmail.com'\nEMAIL_HOST_USER = 'joanna.harker@gmail.com'\nEMAIL_HOST_PASSWORD = '{S}'", g.groups(lowerSet, 4, 4, " ")),
		pos("mail", "gmail-app-pw-smtplib", "server.login(\"joanna.harker@gmail.com\", \"{S}\")", lower(16)),
		pos("mail", "gmail-app-pw-prose", "google gave me this app password {S} but thunderbird still says authentication failed", g.groups(lowerSet, 4, 4, " ")),
		pos("mail", "icloud-app-pw-msmtp", "account icloud\nhost smtp.mail.me.com\nport 587\nfrom jo.harker@icloud.com\nuser jo.harker@icloud.com\npassword {S}", g.groups(lowerSet, 4, 4, "-")),
		pos("mail", "icloud-app-pw-prose", "the app-specific password is {S}, generated it on appleid.apple.com", g.groups(lowerSet, 4, 4, "-")),
		pos("mail", "outlook-app-pw-imaplib", "M = imaplib.IMAP4_SSL('outlook.office365.com')\nM.login('d.whitcombe@outlook.com', '{S}')", lower(16)),
		pos("mail", "gmail-filter-from", "<entry>\n  <category term='filter'></category>\n  <apps:property name='from' value='{S}'/>\n  <apps:property name='label' value='Family'/>\n</entry>", "ruth.pemberton52@btinternet.com"),
		pos("mail", "sieve-from", "if address :is \"from\" \"{S}\" {\n  fileinto \"Kids/School\";\n}", "t.fenwick.doyle@gmail.com"),
		pos("mail", "fetchmailrc", "poll imap.gmail.com protocol IMAP\n  user 'joanna.harker@gmail.com' there with password '{S}' is 'jo' here ssl", g.groups(lowerSet, 4, 4, " ")),

		// Recovery codes and resets.
		pos("recovery", "google-backup-codes", backupList, backup[3]),
		pos("recovery", "github-recovery-codes", ghList, ghCodes[2]),
		pos("recovery", "otpauth-uri", "otpauth://totp/Vanguard:jharker86?secret={S}&issuer=Vanguard&digits=6", b32(32)),
		pos("recovery", "totp-setup-key", "the setup key it shows is {S}, which app should I put it in?", strings.ToLower(strings.Join(splitEvery(b32(32), 4), " "))),
		pos("recovery", "apple-recovery-key", "Apple ID recovery key: {S}\n(printed and in the safe)", g.groups(upperSet+digitSet, 7, 4, "-")),
		pos("recovery", "microsoft-recovery-code", "Microsoft account recovery code: {S}", g.groups(upperSet+digitSet, 5, 5, "-")),
		pos("recovery", "bitlocker-key", "BitLocker recovery key for the family laptop:\n{S}", bitlocker()),
		pos("recovery", "onepassword-secret-key", "1Password Emergency Kit\nSecret Key: {S}", "A3-"+upperNum(6)+"-"+upperNum(6)+"-"+upperNum(5)+"-"+upperNum(5)+"-"+upperNum(5)+"-"+upperNum(5)),
		pos("recovery", "bitwarden-recovery", "Bitwarden two-step login recovery code: {S}", g.groups(lowerSet+digitSet, 4, 8, "-")),
		pos("recovery", "reset-link", "I clicked https://www.paypal.com/authflow/password-recovery/?token={S}&country.x=GB but it says expired", url(43)),
		pos("recovery", "temp-password", "the bank reset my online banking password to {S} temporarily", pw()),
		pos("recovery", "memorable-word", "Halifax login: username jharker86, memorable word {S}", "pemberton"),
		pos("recovery", "debit-pin", "my debit card PIN is {S} but the app wants a new one", digits(4)),
		pos("recovery", "wallet-seed", "ledger recovery phrase in case I lose the device: {S}", g.seedPhrase(24)),

		// Travel bookings.
		pos("travel", "booking-ref", "Your booking reference is {S}\nBA0117 LHR-JFK Fri 14 Mar 2025 08:40", upperNum(6)),
		pos("travel", "manage-booking-url", "https://www.britishairways.com/travel/managebooking/public/en_gb?bookingRef={S}&lastname=HARKER", upperNum(6)),
		pos("travel", "passport-uk", "Passport number: {S}\nExpiry: 17 May 2031", ukPassport),
		pos("travel", "apis-json", apis, digits(9)),
		pos("travel", "passport-us-prose", "my passport no is {S}, expires 2029, can you fill the ESTA... wait I'm American", g.pick(upperSet, 1)+digits(8)),
		pos("travel", "ba-exec-club", "BA Executive Club membership no. {S}, add it to the booking", digits(8)),
		pos("travel", "mileageplus", "MileagePlus #: {S}", g.pick(upperSet, 2)+digits(6)),
		pos("travel", "skymiles", "delta skymiles number {S}", digits(10)),
		pos("travel", "ktn", "Known Traveler Number: {S}", "TT"+digits(7)),
		pos("travel", "global-entry", "Global Entry PASSID {S} expires 2027", "98"+digits(7)),
		pos("travel", "airbnb-code", "Airbnb reservation code {S}, checking in Fri", "HM"+upperNum(8)),
		pos("travel", "southwest-checkin", "checkin(confirmation=\"{S}\", first_name=\"Joanna\", last_name=\"Harker\")", upperNum(6)),
		pos("travel", "amadeus-secret", "AMADEUS_CLIENT_ID="+alnum(32)+"\nAMADEUS_CLIENT_SECRET={S}", alnum(16)),
		pos("travel", "hotel-confirmation", "Marriott Bonvoy confirmation number: {S} (2 nights, king)", digits(8)),
		pos("travel", "bonvoy-login", "bonvoy member "+digits(9)+" password {S}", pw()),

		// Negatives.
		neg("amounts", "monthly-total", "Total spent on groceries in October: £412.37 (up 8.2% on September's £381.10)", ""),
		neg("amounts", "balance-line", "Opening balance £1,402.11  Closing balance £2,780.44  Money in £3,011.87  Money out £1,633.54", ""),
		neg("amounts", "fx-rate", "Wise rate: 1 GBP = 1.1834 EUR, fee £0.62 on £250.00", ""),
		neg("amounts", "agi", "my AGI was $84,211 and the 2024 standard deduction is $14,600, so taxable is $69,611", ""),
		neg("amounts", "order-fill", "BUY 12 VWRL @ 98.42 GBP filled 2024-11-04 10:03:17, commission 3.00", ""),
		neg("dates", "statement-period", "Statement period 01/10/2024 to 31/10/2024, issued 02/11/2024", ""),
		neg("dates", "sa-deadline", "Self Assessment online deadline is 31 January 2026; payment on account due 31 July 2025", ""),
		neg("dates", "flight-dates", "Outbound Fri 14 Mar 2025 LHR 08:40 → JFK 11:25, BA117, seat 32K; return Sun 23 Mar 2025 BA178", ""),
		neg("dates", "ics-recurrence", "DTSTART;TZID=Europe/London:20250310T083000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20250718T000000Z", ""),
		neg("merchants", "csv-merchants", "2024-11-03,TESCO STORES 2041,-23.40,Groceries\n2024-11-03,TFL TRAVEL CH,-8.10,Transport\n2024-11-04,NETFLIX.COM,-10.99,Entertainment", ""),
		neg("merchants", "ofx-transaction", "<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20241103\n<TRNAMT>-23.40\n<NAME>TESCO STORES 2041\n</STMTTRN>", ""),
		neg("merchants", "mcc", "MCC 5411 is grocery stores, 5812 restaurants, 4111 commuter transport", ""),
		neg("public-bank", "swift-barclays", "Barclays' SWIFT/BIC for incoming international payments is BARCGB22", ""),
		neg("public-bank", "bic-deutsche", "BIC: DEUTDEFFXXX (Deutsche Bank Frankfurt, from their website)", ""),
		neg("public-bank", "aba-chase-wire", "Chase's published routing number for incoming wires is 021000021", ""),
		neg("public-bank", "bank-phone", "call Nationwide on 0800 30 20 10 if the card is lost", ""),
		neg("categories", "category-list", "CATEGORIES = [\"Groceries\", \"Transport\", \"Eating out\", \"Bills\", \"Entertainment\", \"Savings\"]", ""),
		neg("categories", "plaid-category", `"personal_finance_category": {"primary": "FOOD_AND_DRINK", "detailed": "FOOD_AND_DRINK_GROCERIES", "confidence_level": "VERY_HIGH"}`, ""),
		neg("categories", "hledger-accounts", "expenses:food:groceries\nexpenses:housing:rent\nassets:bank:monzo:current\nliabilities:amex", ""),
		neg("docs-example", "plaid-sandbox-creds", "In Sandbox log in with username user_good and password pass_good", ""),
		neg("docs-example", "plaid-sandbox-token", "the docs show access_token \"access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6\" in the example", ""),
		neg("docs-example", "iban-example-gb", "the example IBAN in the docs is GB82 WEST 1234 5698 7654 32", ""),
		neg("docs-example", "iban-example-de", "Beispiel-IBAN: DE89 3704 0044 0532 0130 00", ""),
		neg("docs-example", "nino-example", "HMRC's example National Insurance number is QQ 12 34 56 C", ""),
		neg("docs-example", "ssn-example", "the form's example shows SSN 123-45-6789, don't enter that", ""),
		neg("docs-example", "alpaca-paper-url", "APCA_API_BASE_URL=https://paper-api.alpaca.markets", ""),
		neg("docs-example", "teller-sandbox", "Teller sandbox: use username \"username\" and password \"password\"", ""),
		neg("masked", "account-ending", "Card ending ••4821, account ****7730", ""),
		neg("masked", "tin-masked", "Recipient's TIN: XXX-XX-4421", ""),
		neg("ref", "ha-secret-ref", "alarm_control_panel:\n  - platform: manual\n    code: !secret alarm_code", ""),
		neg("ref", "plaid-env-ref", "client = plaid_api.PlaidApi(ApiClient(Configuration(host=Environment.Production, api_key={\"clientId\": os.environ[\"PLAID_CLIENT_ID\"], \"secret\": os.environ[\"PLAID_SECRET\"]})))", ""),
		neg("placeholder", "plaid-placeholder", "PLAID_SECRET=your_plaid_secret_here", ""),
		neg("home-ids", "ha-entities", "entity_id: lock.front_door\nservice: alarm_control_panel.alarm_arm_away\ncode_slot: 3", ""),
		neg("home-ids", "thermostat", "set heating to 19.5°C at 06:30 and 16.0°C at 22:45 on weekdays", ""),
		neg("travel-ids", "gate-terminal", "Terminal 5, gate A10, boarding 07:55, group 4", ""),
		neg("mail-docs", "gmail-query", "filter: from:(noreply@bank) has:attachment label:receipts older_than:1y", ""),
		neg("mail-docs", "app-password-howto", "Go to myaccount.google.com/apppasswords and generate a 16-character app password", ""),
		neg("recovery-docs", "backup-codes-howto", "Each backup code can be used only once. Keep them somewhere safe and generate new ones if they leak.", ""),
		neg("tax-docs", "tax-code", "tax code 1257L means £12,570 personal allowance; BR means basic rate on all of it", ""),
		neg("tax-docs", "form-boxes", "Form 1099-B box 1d is proceeds, box 1e cost basis, box 8 is for regulated futures", ""),
		neg("bank-api", "coinbase-candles", "GET /api/v3/brokerage/products/BTC-USD/candles?granularity=ONE_HOUR&start=1730419200", ""),
		neg("bank-api", "ibkr-gateway-port", "TWS paper trading listens on 127.0.0.1:7497, live on 7496; clientId=1", ""),
	}
	return cases
}
