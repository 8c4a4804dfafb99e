package scrub

import (
	"strconv"
	"testing"
)

// sixtyfourthFloor is just under what the rules reach on the sixty-fourth
// suite as first written, before any fix for it: recall 0.511, partial
// 0.000, negatives intact 0.977 (175 cases, 131 positives); with its one
// label slip fixed (a Cambodian mobile drawn under Metfone's 097, whose
// numbers have seven digits after it, now under six-digit prefixes only)
// recall 0.511, partial 0.000, negatives intact 0.977.
//
// After the fixes: recall 0.985, partial 0.000, negatives intact 0.977.
// Raised at stop 33, after a Kazakh mobile written with the trunk 8 of
// the former Soviet plan (8 (707) ...) after нөмірім ("my number"):
// recall 0.992, partial 0.000, negatives intact 0.977.
// Left: a Macedonian mobile after број ("number"), which names invoices
// and orders as often; and
// a Danish form's message after the password word's colon ("skal
// udfyldes", must be filled in), whose first word the secret-value model
// takes for a one-word password as it takes any word of a language it
// was not built on.
var sixtyfourthFloor = recallFloor{recall: 0.991, intact: 0.976, maxPartial: 0}

// TestPasteSixtyfourthRecall measures the sixty-fourth suite, people who
// write to an agent in languages no earlier suite covered, kept apart as
// its author wrote it (misses included).
func TestPasteSixtyfourthRecall(t *testing.T) {
	measureHeldOut(t, "sixty-fourth suite", sixtyfourthCases(pasteGen{newFakes(3640)}), sixtyfourthFloor)
}

// sixtyfourthHetu draws a Finnish henkilötunnus: the birth date, the
// century sign, an individual number of 002 to 899 and the check
// character of the nine digits mod 31.
func (g pasteGen) sixtyfourthHetu() string {
	y, m, d := g.birth()
	century := "-"
	if y >= "2000" {
		century = "A"
	}
	body := d + m + y[2:] + pad(2+g.r.IntN(898), 3)
	return body[:6] + century + body[6:] + string("0123456789ABCDEFHJKLMNPRSTUVWXY"[atoi(body)%31])
}

// sixtyfourthMod11 is the mod-11 check digit of ds's leading digits under
// weights (11 less the weighted sum mod 11, 11 read as 0); 10 means no
// digit fits.
func sixtyfourthMod11(ds string, weights []int) int {
	return (11 - fiftyWeighted(ds, weights)%11) % 11
}

// sixtyfourthFnr draws a Norwegian fødselsnummer of someone born in the
// 1900s (individual number 000 to 499) with its two mod-11 check digits.
func (g pasteGen) sixtyfourthFnr() string {
	for {
		y, m, d := g.birth()
		if y >= "2000" {
			continue
		}
		s := d + m + y[2:] + pad(g.r.IntN(500), 3)
		k1 := sixtyfourthMod11(s, []int{3, 7, 6, 1, 8, 9, 4, 5, 2})
		if k1 == 10 {
			continue
		}
		s += strconv.Itoa(k1)
		k2 := sixtyfourthMod11(s, []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})
		if k2 == 10 {
			continue
		}
		return s + strconv.Itoa(k2)
	}
}

// sixtyfourthCPR draws a Danish CPR number of someone born in the 1900s
// (serial's first digit 0 to 3) whose ten digits pass the mod-11 check,
// written DDMMYY-SSSS.
func (g pasteGen) sixtyfourthCPR() string {
	for {
		y, m, d := g.birth()
		if y >= "2000" {
			continue
		}
		s := d + m + y[2:] + pad(g.r.IntN(400), 3)
		c := sixtyfourthMod11(s, []int{4, 3, 2, 7, 6, 5, 4, 3, 2})
		if c == 10 {
			continue
		}
		return s[:6] + "-" + s[6:] + strconv.Itoa(c)
	}
}

// sixtyfourthCases are the sixty-fourth suite. Its ground is people who
// write to an agent in Amharic, Yoruba, Hausa, Zulu, Afrikaans, Nepali,
// Sinhala, Marathi, Gujarati, Punjabi (Gurmukhi), Telugu, Kannada,
// Malayalam, Khmer, Burmese, Lao, Mongolian (Cyrillic), Kazakh, Uzbek,
// Azerbaijani, Georgian, Armenian, Macedonian, Belarusian, Finnish,
// Norwegian, Danish and Welsh, often mixed with English: passwords, PINs,
// one-time codes, Wi-Fi keys, API keys and tokens given in prose and chat
// with their language's naming words, in configs and code commented in
// their language and in localised tool output (netsh, nmcli, router
// pages, SMS texts); router and account logins; their own phone numbers
// in national and international forms, street addresses written as each
// country writes them, national ids with their check digits (Finnish
// henkilötunnus, Norwegian fødselsnummer, Danish CPR) and IBANs of those
// countries. The negatives are ordinary sentences of the same languages
// with numbers in them (dates, prices, times, quantities, order and
// invoice numbers), version strings, and the naming words used in other
// senses (a forgotten password, a policy, a form's message, source code),
// which must survive whole.
func sixtyfourthCases(g pasteGen) []pasteCase {
	pw := g.password
	tok := g.token
	oneOf := func(s ...string) string { return s[g.r.IntN(len(s))] }
	code := func() string { return g.fill("NXXXXX") }
	pin := func() string { return g.fill("NXXX") }
	wifi := func() string { return g.pick(base62, 12) }
	hex := g.hex
	return []pasteCase{
		// Amharic.
		pos("prose", "am-password-is", "የይለፍ ቃሌ {S} ነው፣ እባክህ login ላይ ሞክረው", pw()),
		pos("otp", "am-sms-code", "የማረጋገጫ ኮድዎ {S} ነው። ለማንም አያጋሩ።", code()),
		pos("config", "am-env-comment", "# የውሂብ ጎታ የይለፍ ቃል\nDB_USER=app\nDB_PASSWORD={S}", pw()),
		pos("chat", "am-wifi", "የዋይፋይ የይለፍ ቃል: {S}", wifi()),

		// Yoruba.
		pos("prose", "yo-password", "Ọ̀rọ̀ aṣínà mi ni {S}, jọ̀wọ́ bá mi wò ó", pw()),
		pos("config", "yo-paystack", "# kọ́kọ́rọ́ API Paystack (má ṣe fi hàn ẹnikẹ́ni)\nPAYSTACK_SECRET_KEY={S}", "sk_live_"+hex(40)),

		// Hausa.
		pos("prose", "ha-password", "Kalmar sirrina ita ce {S} amma ba ta aiki", pw()),
		pos("pin", "ha-pin", "lambar sirri ta ATM: {S}", pin()),
		pos("config", "ha-flutterwave", "// mabuɗin sirri na Flutterwave\nconst FLW_SECRET = \"{S}\";", "FLWSECK-"+hex(32)+"-X"),

		// Zulu.
		pos("prose", "zu-password", "Iphasiwedi yami ithi {S}, ngicela ungisize", pw()),
		pos("otp", "zu-otp", "Ikhodi yakho yokuqinisekisa ngu-{S}", code()),
		pos("config", "zu-twilio", "# ukhiye we-API we-Twilio\nTWILIO_ACCOUNT_SID=AC"+hex(32)+"\nTWILIO_AUTH_TOKEN={S}", hex(32)),

		// Afrikaans.
		pos("prose", "af-password", "My wagwoord is {S} maar dit werk nie meer nie", pw()),
		pos("config", "af-pgpassword", "# wagwoord vir die databasis\nexport PGPASSWORD='{S}'", pw()),
		pos("router", "af-router", "Router aanmelding: gebruikersnaam admin, wagwoord {S}", pw()),

		// Nepali.
		pos("prose", "ne-password", "मेरो पासवर्ड {S} हो, किन login हुँदैन?", pw()),
		pos("otp", "ne-otp", "तपाईंको OTP {S} हो। यो कसैलाई नदिनुहोस्।", code()),

		// Sinhala.
		pos("prose", "si-password", "මගේ මුරපදය {S} , ඒකෙන් log වෙන්න බෑ", pw()),
		pos("config", "si-sms-key", "# SMS gateway එකේ API යතුර\nSMS_API_KEY={S}", tok()),

		// Marathi.
		pos("prose", "mr-password", "माझा पासवर्ड {S} आहे, तो बदलायचा आहे", pw()),
		pos("otp", "mr-otp", "तुमचा OTP {S} आहे. कोणालाही सांगू नका.", code()),
		pos("chat", "mr-api-key", "ही माझी API key आहे: {S} , हे का चालत नाही?", "sk-proj-"+g.pick(urlSet, 48)),

		// Gujarati.
		pos("prose", "gu-password", "મારો પાસવર્ડ {S} છે", pw()),
		pos("config", "gu-razorpay", "# Razorpay ની secret key\nRAZORPAY_KEY_ID=rzp_live_"+g.alnum(14)+"\nRAZORPAY_KEY_SECRET={S}", g.alnum(24)),

		// Punjabi (Gurmukhi).
		pos("prose", "pa-password", "ਮੇਰਾ ਪਾਸਵਰਡ {S} ਹੈ", pw()),

		// Telugu.
		pos("prose", "te-password", "నా పాస్‌వర్డ్ {S} , ఇది ఎందుకు పనిచేయడం లేదు?", pw()),
		pos("source", "te-json-key", "{\n  // నా API కీ\n  \"apiKey\": \"{S}\"\n}", "AIza"+g.pick(urlSet, 35)),

		// Kannada.
		pos("prose", "kn-password", "ನನ್ನ ಪಾಸ್‌ವರ್ಡ್ {S} ಆಗಿದೆ", pw()),
		pos("chat", "kn-token", "ಇದು ನನ್ನ GitHub token: {S} push ಆಗ್ತಿಲ್ಲ", "ghp_"+g.alnum(36)),

		// Malayalam.
		pos("prose", "ml-password", "എന്റെ പാസ്‌വേഡ് {S} ആണ്", pw()),
		pos("config", "ml-yaml", "# ഡാറ്റാബേസ് പാസ്‌വേഡ്\ndatabase:\n  user: app\n  password: {S}", pw()),

		// Khmer.
		pos("prose", "km-password", "ពាក្យសម្ងាត់របស់ខ្ញុំគឺ {S}", pw()),
		pos("config", "km-payway", "# សោ API សម្រាប់ ABA PayWay\nPAYWAY_API_KEY={S}", hex(40)),

		// Burmese.
		pos("prose", "my-password", "ကျွန်တော့် စကားဝှက်က {S} ပါ", pw()),

		// Lao.
		pos("prose", "lo-password", "ລະຫັດຜ່ານຂອງຂ້ອຍແມ່ນ {S}", pw()),
		pos("router", "lo-router", "Router: user admin ລະຫັດຜ່ານ {S}", pw()),

		// Mongolian.
		pos("prose", "mn-password", "Миний нууц үг: {S}", pw()),
		pos("config", "mn-properties", "# Өгөгдлийн сангийн нууц үг\nspring.datasource.username=app\nspring.datasource.password={S}", pw()),
		pos("otp", "mn-otp", "Таны баталгаажуулах код: {S}", code()),

		// Kazakh.
		pos("prose", "kk-password", "Менің құпия сөзім: {S}", pw()),
		pos("otp", "kk-otp", "Растау коды: {S}. Ешкімге айтпаңыз.", code()),
		pos("chat", "kk-api-key", "API кілті мынау: {S}", tok()),

		// Uzbek.
		pos("prose", "uz-password", "Mening parolim: {S}, nega kira olmayapman?", pw()),
		pos("otp", "uz-otp", "Tasdiqlash kodi: {S}. Uni hech kimga bermang!", code()),
		pos("config", "uz-click", "# Click to'lov tizimi maxfiy kaliti\nCLICK_SERVICE_ID=31245\nCLICK_SECRET_KEY={S}", g.alnum(20)),

		// Azerbaijani.
		pos("prose", "az-password", "Mənim şifrəm {S}-dir, amma daxil ola bilmirəm", pw()),
		pos("otp", "az-otp", "Təsdiq kodu: {S}", code()),
		pos("router", "az-modem", "Modem: istifadəçi adı admin, şifrə {S}", pw()),

		// Georgian.
		pos("prose", "ka-password", "ჩემი პაროლია {S}", pw()),
		pos("otp", "ka-otp", "თქვენი დადასტურების კოდია {S}", code()),
		pos("router", "ka-router", "როუტერი: მომხმარებელი admin, პაროლი {S}", pw()),

		// Armenian.
		pos("prose", "hy-password", "Իմ գաղտնաբառը {S} է", pw()),
		pos("source", "hy-python", "# API բանալին, մի՛ հրապարակիր\nAPI_KEY = \"{S}\"", tok()),

		// Macedonian.
		pos("prose", "mk-password", "Мојата лозинка е {S}", pw()),
		pos("source", "mk-telegram", "// токен за Telegram ботот\nconst TOKEN = '{S}';", g.fill("NXXXXXXXXX")+":AA"+g.pick(urlSet, 33)),

		// Belarusian.
		pos("prose", "be-password", "Мой пароль: {S}", pw()),
		pos("config", "be-toml", "# токен доступу да API\napi_token = \"{S}\"", tok()),

		// Finnish.
		pos("prose", "fi-password", "Salasanani on {S}, mutta kirjautuminen ei onnistu", pw()),
		pos("prose", "fi-password-mixed", "kokeilin admin-tunnuksella ja salasanalla {S} mut ei toimi", pw()),
		pos("tool-output", "fi-netsh", "Suojausasetukset\n-----------------\n    Todennus              : WPA2-Personal\n    Salaus                : CCMP\n    Suojausavain          : Läsnä\n    Avaimen sisältö       : {S}", wifi()),
		pos("tool-output", "fi-nmcli", "SSID: Koti_5G\nSuojaus: WPA\nSalasana: {S}", wifi()),
		pos("otp", "fi-otp", "Vahvistuskoodisi on {S}. Älä kerro koodia kenellekään.", code()),
		pos("pin", "fi-pin", "PIN-koodi on {S}", pin()),
		pos("config", "fi-env", "# Tietokannan yhteysasetukset\nDB_USER=sovellus\nDB_PASSWORD={S}  # älä jaa tätä", pw()),
		pos("router", "fi-router", "Reitittimen tunnukset: käyttäjätunnus admin, salasana {S}", pw()),

		// Norwegian.
		pos("prose", "nb-password", "Passordet mitt er {S}", pw()),
		pos("tool-output", "nb-netsh", "Sikkerhetsinnstillinger\n-----------------\n    Godkjenning           : WPA2-Personal\n    Chiffer               : CCMP\n    Sikkerhetsnøkkel      : Til stede\n    Nøkkelinnhold         : {S}", wifi()),
		pos("otp", "nb-otp", "Engangskode: {S}", code()),
		pos("config", "nb-vipps", "# nøkkel fra Vipps-portalen, ikke del\nVIPPS_CLIENT_ID="+g.pick(hexSet, 8)+"-"+g.pick(hexSet, 4)+"-"+g.pick(hexSet, 4)+"-"+g.pick(hexSet, 4)+"-"+g.pick(hexSet, 12)+"\nVIPPS_CLIENT_SECRET={S}", g.pick(urlSet, 40)),
		pos("router", "nb-router", "Ruteren: brukernavn admin, passord {S}", pw()),

		// Danish.
		pos("prose", "da-password", "Min adgangskode er {S}", pw()),
		pos("prose", "da-kodeord", "kodeordet til serveren er {S} (skift det snart)", pw()),
		pos("tool-output", "da-netsh", "Sikkerhedsindstillinger\n-----------------\n    Godkendelse           : WPA2-Personal\n    Kryptering            : CCMP\n    Sikkerhedsnøgle       : Til stede\n    Nøgleindhold          : {S}", wifi()),
		pos("source", "da-js", "// adgangskode til testmiljøet\nconst password = \"{S}\";", pw()),
		pos("otp", "da-otp", "Din engangskode er {S}", code()),
		pos("router", "da-router", "Netværksnavn (SSID): Hjem_5G\nNetværksnøgle: {S}", wifi()),

		// Welsh.
		pos("prose", "cy-password", "Fy nghyfrinair yw {S}", pw()),
		pos("config", "cy-yaml", "# cyfrinair y gronfa ddata\npassword: {S}", pw()),
		pos("otp", "cy-otp", "Eich cod dilysu yw {S}", code()),
		pos("pin", "cy-pin", "Rhif PIN y cerdyn: {S}", pin()),

		// Phone numbers, national and international forms.
		pos("phone", "fi-mobile", "Puhelinnumeroni on {S}", oneOf("040", "041", "044", "045", "050")+" "+g.fill("XXX XXXX")),
		pos("phone", "fi-intl", "soita numeroon {S}", "+358 "+oneOf("40", "44", "45", "50")+" "+g.fill("XXX XXXX")),
		pos("phone", "nb-mobile", "Mobilnummeret mitt er {S}", oneOf("4", "9")+g.fill("XX XX XXX")),
		pos("phone", "da-intl", "Mit telefonnummer: {S}", "+45 "+oneOf("2", "3", "4", "5")+g.fill("X XX XX XX")),
		pos("phone", "cy-mobile", "Fy rhif ffôn yw {S}", g.ukMobile()),
		pos("phone", "ng-mobile", "Nọ́mbà fóònù mi ni {S}", oneOf("0803", "0806", "0813", "0703", "0816")+" "+g.fill("XXX XXXX")),
		pos("phone", "ng-intl", "Lambar wayata: {S}", "+234 "+oneOf("803", "806", "813", "703", "816")+" "+g.fill("XXX XXXX")),
		pos("phone", "et-mobile", "ስልክ ቁጥሬ {S} ነው", "09"+oneOf("1", "2")+g.fill("X XXX XXX")),
		pos("phone", "za-mobile", "Inombolo yami yocingo ngu-{S}", "0"+oneOf("72", "73", "82", "83", "84")+" "+g.fill("XXX XXXX")),
		pos("phone", "np-mobile", "मेरो मोबाइल नम्बर {S} हो", "98"+oneOf("41", "51", "61", "01")+g.fill("XXXXXX")),
		pos("phone", "lk-intl", "මගේ දුරකථන අංකය {S}", "+94 "+oneOf("71", "76", "77", "78")+" "+g.fill("XXX XXXX")),
		pos("phone", "in-mobile", "माझा मोबाईल नंबर {S} आहे", "+91 "+oneOf("98", "97", "94", "88", "70")+g.fill("XXX XXXXX")),
		pos("phone", "kh-mobile", "លេខទូរស័ព្ទរបស់ខ្ញុំ {S}", oneOf("012", "017", "092", "089")+" "+g.fill("XXX XXX")),
		pos("phone", "mm-mobile", "ဖုန်းနံပါတ် {S}", "09 "+oneOf("79", "97", "42")+g.fill("X XXX XXX")),
		pos("phone", "la-intl", "ເບີໂທຂອງຂ້ອຍ {S}", "+856 20 "+oneOf("5", "9", "7")+g.fill("XXX XXXX")),
		pos("phone", "mn-intl", "Миний утас: {S}", "+976 "+oneOf("99", "88", "95", "91")+g.fill("XX XXXX")),
		pos("phone", "kz-national", "Менің нөмірім {S}", "8 (7"+oneOf("01", "02", "05", "07", "47", "77")+") "+g.fill("XXX-XX-XX")),
		pos("phone", "uz-intl", "Telefon raqamim: {S}", "+998 "+oneOf("90", "91", "93", "94", "97", "99")+" "+g.fill("XXX XX XX")),
		pos("phone", "az-national", "Mobil nömrəm {S}", "0"+oneOf("50", "51", "55", "70", "77")+" "+g.fill("XXX XX XX")),
		pos("phone", "ge-intl", "ჩემი ნომერია {S}", "+995 5"+oneOf("55", "57", "77", "91", "99", "98")+" "+g.fill("XX XX XX")),
		pos("phone", "am-intl", "Իմ հեռախոսահամարը {S}", "+374 "+oneOf("91", "93", "94", "77", "98", "99")+" "+g.fill("XXXXXX")),
		pos("phone", "mk-national", "Мојот број е {S}", "07"+oneOf("0", "1", "2", "5", "6", "8")+" "+g.fill("XXX XXX")),
		pos("phone", "by-intl", "Мой нумар тэлефона: {S}", "+375 "+oneOf("29", "33", "44", "25")+" "+g.fill("XXX-XX-XX")),

		// Street addresses as each country writes them.
		pos("address", "fi-address", "Toimitusosoite: {S}, 00100 Helsinki", oneOf("Mannerheimintie", "Hämeentie", "Aleksanterinkatu")+" "+g.fill("NX")+" B "+g.fill("NX")),
		pos("address", "nb-address", "Jeg bor i {S}, 0155 Oslo", oneOf("Storgata", "Thorvald Meyers gate", "Bogstadveien")+" "+g.fill("NX")+"B"),
		pos("address", "da-address", "Adresse: {S}, 2200 København N", oneOf("Nørrebrogade", "Jagtvej", "Blågårdsgade")+" "+g.fill("NX")+", 2. th."),
		pos("address", "cy-address", "Fy nghyfeiriad: {S}, Caerdydd CF10 2BH", g.fill("NX")+" Heol y Frenhines"),
		pos("address", "af-address", "Stuur dit na {S}, Stellenbosch, 7600", oneOf("Kerkstraat", "Dorpstraat", "Andringastraat")+" "+g.fill("NX")),
		pos("address", "ka-address", "მისამართი: თბილისი 0179, {S}", "ჭავჭავაძის გამზ. "+g.fill("NX")+", ბ. "+g.fill("NX")),
		pos("address", "hy-address", "Հասցե՝ Երևան, {S}", "Աբովյան փ. "+g.fill("NX")+", բն. "+g.fill("NX")),
		pos("address", "kk-address", "Мекенжайым: Алматы қ., {S}", "Абай даңғылы "+g.fill("NXX")+", "+g.fill("NX")+"-пәтер"),
		pos("address", "mk-address", "Адреса за достава: {S}, 1000 Скопје", "ул. Македонија бр. "+g.fill("NX")),
		pos("address", "az-address", "Ünvan: Bakı ş., {S}, AZ1000", "Nizami küç. "+g.fill("NX")+", mənzil "+g.fill("NX")),
		pos("address", "uz-address", "Manzil: Toshkent sh., {S}", "Amir Temur ko'chasi "+g.fill("NX")+"-uy, "+g.fill("NX")+"-xonadon"),
		pos("address", "be-address", "Адрас: г. Мінск, {S}", "вул. Казлова, д. "+g.fill("NX")+", кв. "+g.fill("NX")),

		// National ids with their check digits.
		pos("national-id", "fi-hetu", "Henkilötunnukseni on {S}", g.sixtyfourthHetu()),
		pos("national-id", "fi-hetu-form", "Nimi: Matti Virtanen\nHenkilötunnus: {S}\nOsoite: Hämeentie 5", g.sixtyfourthHetu()),
		pos("national-id", "nb-fnr", "Fødselsnummeret mitt er {S}", g.sixtyfourthFnr()),
		pos("national-id", "nb-fnr-form", "fnr: {S} (trengs for BankID)", g.sixtyfourthFnr()),
		pos("national-id", "da-cpr", "Mit CPR-nummer er {S}", g.sixtyfourthCPR()),
		pos("national-id", "da-cpr-json", `{"navn": "Mette Hansen", "cpr": "{S}"}`, g.sixtyfourthCPR()),

		// IBANs.
		pos("iban", "fi-iban", "Tilinumero: {S}", grouped(g.iban("FI", "XXXXXXXXXXXXXX"))),
		pos("iban", "nb-iban", "Kontonummeret mitt i IBAN-format: {S}", g.iban("NO", "XXXXXXXXXXX")),
		pos("iban", "da-iban", "Overfør venligst til {S}", grouped(g.iban("DK", "XXXXXXXXXXXXXX"))),
		pos("iban", "cy-iban", "Rhif IBAN: {S}", g.iban("GB", "AAAAXXXXXXXXXXXXXX")),
		pos("iban", "az-iban", "Hesab nömrəsi (IBAN): {S}", g.iban("AZ", "AAAAXXXXXXXXXXXXXXXXXXXX")),
		pos("iban", "ge-iban", "ანგარიშის ნომერი: {S}", g.iban("GE", "AAXXXXXXXXXXXXXXXX")),
		pos("iban", "kz-iban", "Шот нөмірі (IBAN): {S}", g.iban("KZ", "XXXAAAXXXXXXXXXX")),
		pos("iban", "mk-iban", "Трансакциска сметка: {S}", g.iban("MK", "XXXXXXXXXXXXXXX")),
		pos("iban", "by-iban", "Рахунак: {S}", g.iban("BY", "AAAAXXXXXXXXXXXXXXXXXXXX")),
		pos("iban", "mn-iban", "Дансны дугаар: {S}", g.iban("MN", "XXXXXXXXXXXXXXXX")),

		// Negatives: numbers in ordinary sentences.
		neg("ordinary", "am-order", "ትዕዛዝ ቁጥር 45123 በ 12/03/2025 ይደርሳል፣ ዋጋው 1,250 ብር ነው።", ""),
		neg("ordinary", "yo-price", "Mo ra ẹ̀rọ náà ní ₦45,000 ní ọjọ́ 12 oṣù kẹta 2025.", ""),
		neg("ordinary", "ha-order", "Na biya ₦12,500 a ranar 15 ga Maris, lambar oda 88231.", ""),
		neg("ordinary", "zu-meeting", "Umhlangano uzoba ngo-14:00 ngomhla ka-15 Mashi, kuzofika abantu abangu-25.", ""),
		neg("ordinary", "af-invoice", "Die faktuur 2025-0341 beloop R1 299,00 en is betaalbaar teen 31 Maart.", ""),
		neg("ordinary", "ne-order", "अर्डर नम्बर 45821 को मूल्य रु. 2,450 हो, डेलिभरी २०८१/१२/०५ मा हुन्छ।", ""),
		neg("ordinary", "si-order", "ඇණවුම් අංකය 78213, මිල රු. 4,500, 2025-03-14 දින ලැබේ.", ""),
		neg("ordinary", "mr-order", "माझ्या ऑर्डरचा क्रमांक 45128 आहे आणि किंमत ₹1,299 आहे.", ""),
		neg("ordinary", "gu-invoice", "આ ઇન્વોઇસ નંબર INV-2025-0412 છે, રકમ ₹3,450.", ""),
		neg("ordinary", "km-order", "ការបញ្ជាទិញលេខ 10452 តម្លៃ 25 ដុល្លារ នឹងដឹកជញ្ជូននៅថ្ងៃទី 15 ខែមីនា", ""),
		neg("ordinary", "my-order", "အော်ဒါနံပါတ် 45123 ကို မတ် ၁၅ ရက်နေ့ ပို့ပေးပါမယ်။", ""),
		neg("ordinary", "lo-price", "ລາຄາ 150,000 ກີບ, ວັນທີ 15/03/2025, ເວລາ 09:30.", ""),
		neg("ordinary", "mn-order", "Захиалгын дугаар 451238, үнэ 45,000₮, 2025.03.15-нд хүргэнэ.", ""),
		neg("ordinary", "uz-order", "Buyurtma raqami 784512, narxi 125 000 so'm, 15-mart kuni yetkaziladi.", ""),
		neg("ordinary", "ka-order", "შეკვეთის ნომერი 45123, ფასი 89 ლარი, მიტანა 15 მარტს 14:00-ზე.", ""),
		neg("ordinary", "hy-order", "Պատվերի համարը 45123 է, գինը՝ 12 500 դրամ։", ""),
		neg("ordinary", "mk-invoice", "Фактура бр. 2025/0341, износ 3.450 денари, рок 31.03.2025.", ""),
		neg("ordinary", "fi-order", "Tilaus 4512389 toimitetaan 14.3.2025 klo 10.30, hinta 129,90 €.", ""),
		neg("ordinary", "nb-invoice", "Faktura nr. 20250417 forfaller 30.04.2025, beløp kr 1 249,00.", ""),
		neg("ordinary", "nb-tracking", "Sporingsnummer 70712345678901234, pakken kommer fredag.", ""),
		neg("ordinary", "da-order", "Ordrenummer 784512 blev sendt den 12. marts kl. 14.15, pris 349,95 kr.", ""),
		neg("ordinary", "cy-train", "Mae'r trên yn gadael am 14:35 o blatfform 3, tocyn £12.50.", ""),

		// Negatives: version strings.
		neg("version", "kn-version", "ಆವೃತ್ತಿ 2.4.1 ರಲ್ಲಿ ಈ ದೋಷ ಸರಿಪಡಿಸಲಾಗಿದೆ.", ""),
		neg("version", "kk-version", "Нұсқа 1.8.2 шықты, бағасы 4 500 теңге.", ""),
		neg("version", "fi-version", "Päivitin Go:n versioon 1.22.3 ja Node v20.11.1, nyt build menee läpi.", ""),
		neg("version", "af-version", "Die kode kompileer nie op weergawe 1.22.3 nie.", ""),

		// Negatives: the naming words in other senses.
		neg("word-sense", "fi-forgot", "Unohdin salasanani, miten sen voi nollata?", ""),
		neg("word-sense", "fi-changed", "Salasana: vaihdettu onnistuneesti", ""),
		neg("word-sense", "nb-policy", "Passordet må ha minst 12 tegn og ett tall.", ""),
		neg("word-sense", "nb-too-short", "Passord: for kort", ""),
		neg("word-sense", "da-forgot", "Jeg har glemt min adgangskode til MitID.", ""),
		neg("word-sense", "da-required", "Adgangskode: skal udfyldes", ""),
		neg("word-sense", "cy-policy", "Rhaid i'r cyfrinair fod yn 12 nod o leiaf.", ""),
		neg("word-sense", "cy-code-of-conduct", "Darllenwch y cod ymddygiad cyn ymuno.", ""),
		neg("word-sense", "te-forgot", "నా పాస్‌వర్డ్ మర్చిపోయాను, రీసెట్ ఎలా చేయాలి?", ""),
		neg("word-sense", "az-source-code", "Proqramın kodu GitHub-dadır, versiya 2.3.0.", ""),
		neg("word-sense", "ka-forgot", "პაროლი დაგავიწყდათ?", ""),
		neg("word-sense", "mn-forgot", "Би нууц үгээ мартчихсан, яаж сэргээх вэ?", ""),
		neg("word-sense", "uz-reset", "Parolni tiklash uchun havolani bosing.", ""),
		neg("word-sense", "be-policy", "Пароль павінен змяшчаць не менш за 8 сімвалаў.", ""),
		neg("word-sense", "hy-forgot", "Մոռացե՞լ եք գաղտնաբառը", ""),
		neg("word-sense", "am-forgot", "የይለፍ ቃልዎን ረሱ?", ""),
		neg("word-sense", "zu-forgot", "Ukhohlwe iphasiwedi?", ""),
		neg("word-sense", "kk-policy", "Құпия сөз кемінде 8 таңбадан тұруы керек.", ""),
	}
}
