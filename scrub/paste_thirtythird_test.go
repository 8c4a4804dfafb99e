package scrub

import (
	"strings"
	"testing"
)

// thirtythirdFloor is just under what the rules reach on the
// thirty-third suite as first written, before any fix for it: recall
// 0.901, partial 0.000, negatives intact 0.867; with its label slips
// fixed (a recovery code listed alone, where a provider lists several; an
// office's street address, which signatures hold as the brief's personal
// data, now outside the switchboard negative; a US mobile's area code
// drawn unassigned; a date of birth written with dots month first) recall
// 0.901, partial 0.000, negatives intact 0.900. After this suite's fixes
// (interim adjectives before a password's colon, reset codes, a door
// code's ordinal place, role mailboxes and mail ids): recall 0.934,
// partial 0.000, negatives intact 1.000.
//
// Raised at stop 28 to just under main's figures then: recall 0.978,
// negatives intact 1.000, no partial leak.
//
// Raised at stop 29 to just under main's figures then: recall 1.000,
// negatives intact 1.000, no partial leak.
var thirtythirdFloor = recallFloor{recall: 0.999, intact: 0.999, maxPartial: 0}

// TestPasteThirtythirdRecall measures the thirty-third suite, forwarded
// mail, onboarding messages and support tickets, kept apart as its author
// wrote it (misses included).
func TestPasteThirtythirdRecall(t *testing.T) {
	measureHeldOut(t, "thirty-third suite", thirtythirdCases(pasteGen{newFakes(3330)}), thirtythirdFloor)
}

// thirtythirdCases are the thirty-third suite. Its ground is what people
// paste into an agent to get a reply drafted or a problem solved: IT
// onboarding mail with an initial password and a temporary PIN, "your
// account has been created" messages, password reset mail with reset links
// and one-time codes, forwarded threads (Outlook's "Original Message"
// headers, "On ... wrote:" lines, quoted "> " lines) whose signatures hold
// direct and mobile numbers and personal addresses, helpdesk tickets with a
// customer's account number, date of birth, card and address, chat threads
// sharing a shared mailbox's or a guest Wi-Fi's password, vendor mail with
// API and license keys, HR mail with national ids and bank accounts.
//
// Decisions: a card's last four digits, a company's toll-free line, a
// generic support or no-reply address, ticket, order, case and tracking
// numbers, an unsubscribe link without a token, an amount of salary and
// the thread's dates are kept (negatives); a direct line, a mobile, a
// person's mail address, a one-time code and a temporary PIN are removed.
func thirtythirdCases(g pasteGen) []pasteCase {
	pw := g.password
	digits := func(n int) string { return g.pick(digitSet, n) }
	visa := func() string { return g.card("4", 16) }
	spaced := func(c string) string { return c[0:4] + " " + c[4:8] + " " + c[8:12] + " " + c[12:] }
	// Vendors' key shapes, their prefixes split so no key-shaped literal
	// stands in the source.
	sendgrid := func() string { return "S" + "G." + g.pick(urlSet, 22) + "." + g.pick(urlSet, 43) }
	stripe := func() string { return "sk" + "_live_" + g.alnum(24) }
	github := func() string { return "gh" + "p_" + g.alnum(36) }
	slackBot := func() string {
		return "xo" + "xb-" + digits(12) + "-" + digits(13) + "-" + g.alnum(24)
	}
	license := func() string { return g.groups(upperSet+digitSet, 5, 5, "-") }
	// A US mobile of a real area code, printed +1 AAA NXX XXXX.
	mobileUS := func() string {
		areas := []string{"917", "646", "310", "408", "773", "305", "214", "919"}
		return "+1 " + areas[g.r.IntN(len(areas))] + " " + g.pick("2345678", 1) + digits(2) + " " + digits(4)
	}
	deIBAN := func() string { return g.iban("DE", "XXXXXXXXXXXXXXXXXX") }
	gbIBAN := func() string { return g.iban("GB", "AAAAXXXXXXXXXXXXXX") }
	// A date of birth as the US writes it with slashes, as Europe writes it
	// with dots.
	dob := func(sep string) string {
		y, m, d := g.birth()
		if sep == "." {
			return d + sep + m + sep + y
		}
		return m + sep + d + sep + y
	}

	forwardHeader := "---------- Forwarded message ---------\nFrom: IT Service Desk <servicedesk@northwind-corp.com>\nDate: Mon, 4 Mar 2024 at 09:12\nSubject: Welcome to Northwind - your account details\nTo: <d.okafor@northwind-corp.com>\n\n"
	outlookHeader := "-----Original Message-----\nFrom: Priya Raman <priya.raman@fabrikam.io>\nSent: Tuesday, March 12, 2024 4:41 PM\nTo: Helpdesk <helpdesk@fabrikam.io>\nSubject: RE: VPN not connecting (Ticket #48213)\n\n"

	cases := []pasteCase{
		// Onboarding mail.
		pos("onboarding", "initial-password", forwardHeader+"Hi Daniel,\n\nYour account has been created.\n\nUsername: dokafor\nInitial password: {S}\n\nYou will be asked to change it at first sign-in.", pw()),
		pos("onboarding", "temp-pin", forwardHeader+"Your desk phone is ready. Extension 4471.\nVoicemail temporary PIN: {S}\nPlease change it within 7 days.", digits(6)),
		pos("onboarding", "temporary-password-prose", "can you help me write a reply? IT sent this:\n\n> Welcome aboard! Your temporary password is {S} and expires in 24 hours.", pw()),
		pos("onboarding", "account-created", "Subject: Your account has been created\n\nHello Maria,\nAn account was created for you on the Contoso portal.\nLogin: maria.lopez\nPassword: {S}\nSign in at https://portal.contoso.com", pw()),
		pos("onboarding", "laptop-bitlocker", "Welcome pack - laptop NB-2291\nWindows login: your network credentials\nBitLocker PIN: {S}\nBring the laptop to room 3.12 if it does not boot.", digits(8)),
		pos("onboarding", "wifi-corp", "Office Wi-Fi\nSSID: NW-Staff\nPassphrase: {S}\nGuest network: NW-Guest (ask reception)", pw()),
		pos("onboarding", "badge-pin", "Your building badge is activated. Door PIN: {S} (do not share).", digits(4)),
		pos("onboarding", "one-time-setup-code", "To set up MFA, open the Authenticator app and enter this one-time setup code: {S}", g.pick(upperSet+"234567", 32)),
		pos("onboarding", "sap-initial", "SAP GUI access granted.\nSystem: PRD / client 100\nUser: DOKAFOR\nInitial password: {S}", pw()),
		pos("onboarding", "vpn-preshared", "VPN profile attached (northwind.ovpn). If the client asks for a group key, use:\nGroup password: {S}", pw()),
		pos("onboarding", "mailbox-shared", "You have been added to the shared mailbox accounts-payable@northwind-corp.com.\nMailbox password (for the scanner only): {S}", pw()),
		pos("onboarding", "es-bienvenida", "Bienvenido a la empresa. Tu usuario es jgarcia y tu contraseña temporal es {S}", pw()),
		pos("onboarding", "de-zugang", "Hallo Herr Becker,\nIhre Zugangsdaten:\nBenutzername: tbecker\nKennwort: {S}\nBitte ändern Sie es bei der ersten Anmeldung.", pw()),
		pos("onboarding", "fr-identifiants", "Bonjour,\nVoici vos identifiants : login cmartin / mot de passe provisoire : {S}", pw()),
		pos("onboarding", "table-credentials", "| System   | Username | Password |\n|----------|----------|----------|\n| Jira     | dokafor  | {S} |\n| Confluence | dokafor | (SSO) |", pw()),

		// Password resets and one-time codes.
		pos("reset", "reset-link", "Someone requested a password reset for your account.\nReset your password: https://accounts.tailspin.app/reset-password?token={S}\nThis link expires in 30 minutes.", g.pick(urlSet, 43)),
		pos("reset", "reset-link-path", "Click here to reset: https://id.contoso.com/account/reset/{S}/ \nIf you didn't request this, ignore this email.", g.alnum(40)),
		pos("reset", "otp-code", "Your Tailspin verification code is {S}. It expires in 10 minutes.", digits(6)),
		pos("reset", "otp-colon", "Subject: Your sign-in code\n\nSign-in code: {S}\n\nDon't share this code with anyone.", digits(6)),
		pos("reset", "magic-link", "Sign in to Linear: https://linear.app/auth/magic?email=x&code={S}", g.alnum(32)),
		pos("reset", "new-password-assigned", "Ticket INC0019284 resolved.\nResolution: password reset by agent. New password: {S} (user must change at next logon)", pw()),
		pos("reset", "recovery-codes", "Save these recovery codes:\n{S}\nEach code can be used once.", func() string {
			codes := make([]string, 6)
			for i := range codes {
				codes[i] = g.hex(5) + "-" + g.hex(5) // GitHub's recovery codes
			}
			return strings.Join(codes, "\n")
		}()),
		pos("reset", "verify-email-link", "Please confirm your address: https://app.greenleaf.io/verify?uid=8812&token={S}", g.hex(40)),
		pos("reset", "invite-link", "You've been invited to join the Acme workspace: https://acme.slack.com/join/shared_invite/zt-{S}", g.alnum(10)+"-"+g.pick(urlSet, 22)),
		pos("reset", "reset-code-prose", "I got an email saying my reset code is {S} but the page says invalid, what do I do?", digits(8)),
		pos("reset", "unlock-pin-sms", "SMS from IT: Your account unlock PIN is {S}. Reply STOP to opt out.", digits(6)),

		// Forwarded and quoted threads.
		pos("thread", "quoted-password", "On Mon, Mar 4, 2024 at 10:02 AM Tom Becker <t.becker@globex.de> wrote:\n> Hi, the FTP login is ops / {S}\n> Let me know if it works.\n\nHow do I reply politely that this should go via the vault?", pw()),
		pos("thread", "double-quoted", ">> The staging admin password is {S}\n> Thanks, that worked.\nGreat.", pw()),
		pos("thread", "outlook-original", outlookHeader+"Hi team,\nthe VPN keeps dropping. My username is praman and the password I use is {S}.\nThanks,\nPriya", pw()),
		pos("thread", "fw-api-key", "FW: API access\n\n-----Original Message-----\nFrom: Vendor Support\nSubject: API access\n\nYour API key is {S}\nKeep it secret.", g.alnum(40)),
		pos("thread", "reply-inline-creds", "> What are the DB creds for the report server?\nuser: report_ro\npass: {S}", pw()),
		pos("thread", "forwarded-db-url", "Begin forwarded message:\n\nFrom: Alex Kim\nSubject: staging db\n\npostgres://app:{S}@staging-db.internal:5432/app", g.urlPassword()),

		// Signatures.
		pos("signature", "direct-line", "Best regards,\n\nPriya Raman\nSenior Accountant | Fabrikam Ltd\nDirect: {S}\nwww.fabrikam.io", g.usPhone()),
		pos("signature", "mobile", "Thanks,\nTom\n\nTom Becker\nProject Manager\nMobile: {S}\nGlobex GmbH", "+49 151 "+digits(8)),
		pos("signature", "uk-mobile", "Kind regards,\nSarah Whitfield\nOperations Lead\nM: {S}\nT: 0800 123 4567", g.ukMobile()),
		pos("signature", "cell-us", "--\nJason Moore | Field Engineer\nCell {S}\nHQ: 1-800-555-0199", mobileUS()),
		pos("signature", "person-email", "--\nElena Petrova\nHR Business Partner\n{S}\n+1 (212) 555-0100 (main)", "elena.petrova@initech-group.com"),
		pos("signature", "from-line-email", "From: Daniel Okafor <{S}>\nSent: Friday, March 8, 2024\nTo: IT Service Desk", "daniel.okafor@gmail.com"),
		pos("signature", "fr-portable", "Cordialement,\nClaire Martin\nPortable : {S}\n", "06 "+digits(2)+" "+digits(2)+" "+digits(2)+" "+digits(2)),
		pos("signature", "tel-dash", "Regards,\nKevin O'Brien | Accounts Receivable\nTel - {S} | Ext 221", g.usPhone()),
		pos("signature", "whatsapp", "Sent from my iPhone\n\nJuan Pérez\nWhatsApp: {S}", "+34 6"+digits(2)+" "+digits(3)+" "+digits(3)),
		pos("signature", "home-address", "Please ship the replacement to my home address:\nAnna Kowalski\n{S}\nSpringfield, IL 62704", "1847 Oakwood Drive"),

		// Helpdesk tickets.
		pos("ticket", "full-card", "Ticket #58211 - Refund request\nCustomer: Mark Ellis\nCard used: {S}\nAmount: $129.00\nReason: duplicate charge", spaced(visa())),
		pos("ticket", "card-unspaced", "customer says the charge on card {S} exp 09/27 went through twice, please advise", visa()),
		pos("ticket", "mastercard", "Payment details from caller: MC {S}, CVV given verbally", spaced(g.card("5"+g.pick("12345", 1), 16))),
		pos("ticket", "cvv", "Card: **** **** **** 4417\nCVV: {S}\n(customer insisted on reading it out)", digits(3)),
		pos("ticket", "dob", "Caller verification\nName: Linda Shaw\nDate of birth: {S}\nAccount: verified", dob("/")),
		pos("ticket", "dob-abbrev", "ID&V passed (DOB {S}, postcode SW1A 1AA)", dob(".")),
		pos("ticket", "account-number", "Customer account number: {S}\nPlan: Business Fibre 500\nIssue: no sync since Tuesday", digits(10)),
		pos("ticket", "ssn", "HR ticket: employee cannot log in to ADP. Verified identity with SSN {S}.", g.ssn()),
		pos("ticket", "iban-refund", "Please refund to the customer's account:\nIBAN: {S}\nBIC: DEUTDEFF", deIBAN()),
		pos("ticket", "iban-spaced-prose", "Refund should go to IBAN {S}, account holder Anna Kowalski", func() string {
			s := gbIBAN()
			var b strings.Builder
			for i := 0; i < len(s); i += 4 {
				if i > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(s[i:min(i+4, len(s))])
			}
			return b.String()
		}()),
		pos("ticket", "customer-phone", "Callback requested.\nName: Robert Hill\nPhone: {S}\nBest time: afternoons", g.usPhone()),
		pos("ticket", "customer-email-field", "Requester: {S}\nPriority: P3\nCategory: Billing", "robert.hill77@outlook.com"),
		pos("ticket", "zendesk-json", `{"ticket":{"id":48213,"subject":"Login issue","requester":{"name":"Priya Raman","email":"{S}"},"status":"open"}}`, "priya.raman@fabrikam.io"),
		pos("ticket", "shipping-address", "Order #112-4938271-3392012\nShip to:\nMark Ellis\n{S}\nAustin, TX 78704\nUnited States", "2210 South Lamar Blvd Apt 4"),
		pos("ticket", "customer-password-shared", "Customer wrote: \"I can't log in, my password is {S}, please fix it\"", pw()),
		pos("ticket", "router-admin", "Tech notes: reset customer's router to factory. New admin password set to {S}, told customer by phone.", pw()),
		pos("ticket", "nino", "Payroll query - employee NI number {S}, tax code 1257L", g.nino()),
		pos("ticket", "passport", "Travel booking ticket\nTraveller: Anna Kowalski\nPassport no: {S}\nNationality: Polish", g.pick(upperSet, 2)+digits(7)),
		pos("ticket", "remote-session", "Remote support session: TeamViewer ID 1 234 567 890, password {S}", g.pick(lowerSet+digitSet, 6)),
		pos("ticket", "anydesk", "Please connect: AnyDesk 482 119 774, unattended access password: {S}", pw()),

		// Chat threads.
		pos("chat", "slack-shared-mailbox", "[10:14] Jordan: anyone know the password for the info@ mailbox?\n[10:15] Sam: it's {S}\n[10:15] Jordan: thx", pw()),
		pos("chat", "teams-guest-wifi", "Megan Bowen 09:02\nGuest wifi today is {S}\nLee Gu 09:03\n👍", "Welcome"+digits(4)),
		pos("chat", "wifi-pw-abbrev", "guest wifi pw: {S}", pw()),
		pos("chat", "password-then-newline", "Sam: password for the printer admin page\nSam: {S}", pw()),
		pos("chat", "creds-slash", "Jordan: creds for the test tenant are admin@contoso-test.onmicrosoft.com / {S}", pw()),
		pos("chat", "bot-token-chat", "@channel the new bot token is {S}, rotate the old one", slackBot()),
		pos("chat", "door-code", "Lee: the door code for the 3rd floor is {S}#", digits(4)),
		pos("chat", "alarm-code", "alarm code {S} then press OFF", digits(4)),
		pos("chat", "pin-for-card", "the PIN for the company card is {S}", digits(4)),
		pos("chat", "zoom-passcode", "Join Zoom Meeting\nhttps://us02web.zoom.us/j/81234567890?pwd={S}\nMeeting ID: 812 3456 7890\nPasscode: 482913", g.alnum(32)),
		pos("chat", "meeting-passcode", "Join Zoom Meeting\nMeeting ID: 812 3456 7890\nPasscode: {S}", g.alnum(6)),

		// Vendor mail.
		pos("vendor", "sendgrid", "Hi,\nYour SendGrid API key for the integration:\n{S}\nStore it securely; we cannot show it again.", sendgrid()),
		pos("vendor", "stripe-mail", "From: billing-integrations@vendor.example\nSubject: Live keys\n\nSecret key: {S}", stripe()),
		pos("vendor", "license-key", "Thank you for your purchase!\nProduct: SnapDraw Pro 2024 (5 seats)\nLicense key: {S}\nOrder number: 100482913", license()),
		pos("vendor", "serial-number-license", "Your activation key is {S}. Enter it under Help > Activate.", license()),
		pos("vendor", "api-secret-pair", "Client ID: 7f3e2a10-portal\nClient secret: {S}\nRedirect URI: https://app.example.com/callback", g.pick(urlSet+"~.", 40)),
		pos("vendor", "github-token-mail", "I generated a token for your CI, here it is: {S}", github()),
		pos("vendor", "sftp-account", "Your SFTP account is ready.\nHost: sftp.partner-logistics.com\nPort: 22\nUsername: northwind_edi\nPassword: {S}", pw()),
		pos("vendor", "webhook-secret", "Webhook signing secret: {S}\nEndpoint: https://hooks.northwind-corp.com/carrier", "whsec_"+g.alnum(32)),
		pos("vendor", "api-token-header-mail", "Use the header X-Auth-Token: {S} on every request.", g.hex(32)),
		pos("vendor", "portal-login", "Supplier portal login details\nURL: https://supplier.acme.com\nUser ID: SUP-20931\nPassword: {S}", pw()),

		// HR mail.
		pos("hr", "ssn-offer", "Subject: Onboarding paperwork\n\nHi, to complete your I-9 please confirm your SSN: {S}", g.ssn()),
		pos("hr", "bank-details", "New hire bank details for payroll:\nName: Daniel Okafor\nIBAN: {S}\nStart date: 2024-04-01", gbIBAN()),
		pos("hr", "employee-dob", "Employee: Daniel Okafor\nEmployee ID: E10482\nDOB: {S}\nDepartment: Finance", dob("/")),
		pos("hr", "nino-onboarding", "Please add my National Insurance number to my file: {S}", g.nino()),
		pos("hr", "personal-mobile-hr", "Emergency contact: Grace Okafor (spouse), mobile {S}", g.ukMobile()),
		pos("hr", "personal-email-hr", "Personal email (for payslips): {S}", "d.okafor.home@yahoo.co.uk"),
		pos("hr", "sin-canada", "Payroll setup (Canada): SIN {S}", func() string {
			s := g.card("1", 9)
			return s[0:3] + "-" + s[3:6] + "-" + s[6:]
		}()),
		pos("hr", "home-address-hr", "Change of address for Daniel Okafor, effective immediately:\n{S}\nLeeds LS6 2AB", "14 Cardigan Road"),

		// Negatives.
		neg("neg", "last-four", "Ticket #58211\nCustomer paid with Visa ending in 4417. Refund of $129.00 issued.", "4417"),
		neg("neg", "toll-free", "Need help? Call our support line at 1-800-642-7676, Monday to Friday.", "1-800-642-7676"),
		neg("neg", "support-address", "If you have any questions, contact support@tailspin.app or reply to this email.", "support@tailspin.app"),
		neg("neg", "noreply", "From: Tailspin <no-reply@tailspin.app>\nSubject: Your sign-in code", "no-reply@tailspin.app"),
		neg("neg", "ticket-number", "Your request INC0019284 has been updated. Reference: CS-2024-004812.", "INC0019284"),
		neg("neg", "order-number", "Thank you for your order. Order number: 112-4938271-3392012", "112-4938271-3392012"),
		neg("neg", "case-number", "Case 03456789: VPN not connecting - status changed to Pending Customer", "03456789"),
		neg("neg", "quoted-markers", "On Tue, Mar 12, 2024 at 4:41 PM Helpdesk wrote:\n> > Please restart your laptop and try again.\n> Done, still broken.", ""),
		neg("neg", "unsubscribe-plain", "You are receiving this because you signed up at tailspin.app.\nUnsubscribe: https://tailspin.app/unsubscribe", "https://tailspin.app/unsubscribe"),
		neg("neg", "dates", "Sent: Tuesday, March 12, 2024 4:41 PM\nDue date: 2024-03-19\nSLA breach at 17:00", ""),
		neg("neg", "password-policy", "Your new password must be at least 12 characters and include a number and a symbol. Passwords expire every 90 days.", ""),
		neg("neg", "reset-instructions", "To reset your password, go to https://passwordreset.microsoftonline.com and follow the prompts.", "https://passwordreset.microsoftonline.com"),
		neg("neg", "password-sent-separately", "Username: dokafor\nPassword: sent separately by SMS", "sent separately by SMS"),
		neg("neg", "code-expired", "The code you entered has expired. Request a new code and try again.", ""),
		neg("neg", "extension", "Please call the service desk on extension 4400 if this persists.", "4400"),
		neg("neg", "tracking-number", "Your replacement laptop has shipped. UPS tracking: 1Z999AA10123456784", "1Z999AA10123456784"),
		neg("neg", "salary", "We are pleased to offer you the position of Accountant at a base salary of $72,500 per year, starting April 1.", "$72,500"),
		neg("neg", "employee-id", "Employee ID: E10482\nCost centre: CC-4410\nManager: Helpdesk Team", "E10482"),
		neg("neg", "ssid-only", "Connect to the SSID NW-Guest and accept the terms on the splash page.", "NW-Guest"),
		neg("neg", "meeting-id", "Meeting ID: 812 3456 7890 — join from the Teams calendar invite.", "812 3456 7890"),
		neg("neg", "placeholder-password", "Password: <your network password>\nDomain: NORTHWIND", "<your network password>"),
		neg("neg", "message-id", "Message-ID: <CAF3x9kP2m@mail.gmail.com>\nIn-Reply-To: <20240312.164100@fabrikam.io>", "<CAF3x9kP2m@mail.gmail.com>"),
		neg("neg", "confidentiality-footer", "CONFIDENTIALITY NOTICE: This email and any attachments are for the exclusive and confidential use of the intended recipient.", ""),
		neg("neg", "invoice-number", "Invoice INV-2024-00318 for $4,200.00 is due on 2024-04-15. Pay at https://billing.vendor.example/invoices", "INV-2024-00318"),
		neg("neg", "office-switchboard", "Fabrikam Ltd · 1 Market Street, San Francisco, CA 94105 · Main line +1 800 555 0100", "+1 800 555 0100"),
		neg("neg", "pin-instructions", "Choose a 6-digit PIN you can remember; your temporary PIN will be mailed to you.", ""),
		neg("neg", "sku", "Item SKU: SD-PRO-2024-5S, qty 5, unit price $79.00", "SD-PRO-2024-5S"),
		neg("neg", "version", "SnapDraw Pro version 24.3.1 (build 24310) is now available.", "24.3.1"),
		neg("neg", "helpdesk-hours", "The service desk is open 08:00–18:00 CET. Priority P1 issues: call ext. 4400.", ""),
		neg("neg", "license-seats", "Your license covers 5 seats and renews on 2025-03-01. Licence ID: LIC-88213.", "LIC-88213"),
	}
	return cases
}
