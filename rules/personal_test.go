package rules

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"

	"github.com/nyaruka/phonenumbers"
)

// TestPersonalValidators checks the validators of personal data on the
// cases their formats make tricky: check digits one off, boundaries of
// the number ranges, grouping and context. Brackets mark the candidate,
// as in TestValidators.
func TestPersonalValidators(t *testing.T) {
	testValidators(t, []validatorCase{
		{"iban", true, "[DE07370400447836741096]"},
		{"iban", true, "[DE07 3704 0044 7836 7410 96]"},
		{"iban", true, "[GB28WEST94471397744710]"},
		{"iban", true, "[GB28 WEST 9447 1397 7447 10]"},
		{"iban", true, "[NO1186018317017]"},                      // shortest: 15
		{"iban", true, "[MT48MALT011000056210MTLCAST001S]"},      // 31, letters at the end
		{"iban", true, "[FR4720041010052577673M06249]"},          // a letter inside
		{"iban", false, "[DE89370400440532013000]"},              // the registry's example
		{"iban", false, "[GB82 WEST 1234 5698 7654 32]"},         // the ECBS's example
		{"iban", false, "[DE89370400440532013001]"},              // check digits one off
		{"iban", false, "[DE88370400440532013000]"},              // check digits one off
		{"iban", false, "[DE8937040044053201300]"},               // Germany has 22
		{"iban", false, "[DE893704004405320130000]"},             // Germany has 22
		{"iban", false, "[XX89370400440532013000]"},              // no such country
		{"iban", false, "[DE89 3704 0044 0532 013000]"},          // groups of four or none
		{"iban", false, "[DE89 37040044 0532 0130 00]"},          // groups of four or none
		{"iban", false, "[DE89  3704 0044 0532 0130 00]"},        // one space
		{"iban", false, "[DEAB370400440532013000]"},              // check digits are digits
		{"iban", false, "[de89370400440532013000]"},              // upper case
		{"iban", false, "[MT84MALT011000012345MTLCAST001S0000]"}, // longer than any
		{"ssn", true, "[536-22-8841]"},
		{"ssn", true, "[536 22 8841]"},
		{"ssn", true, "SSN: [536228841]"},
		{"ssn", true, "Social Security No. [536228841]"},
		{"ssn", true, "[001-01-0001]"},     // lowest area, group and serial
		{"ssn", true, "[899-99-9999]"},     // highest area
		{"ssn", false, "[536228841]"},      // nine digits need an SSN word
		{"ssn", false, "SSN\n[536228841]"}, // on their line
		{"ssn", false, "[000-22-8841]"},
		{"ssn", false, "[666-22-8841]"},
		{"ssn", false, "[900-22-8841]"},
		{"ssn", false, "[999-22-8841]"},
		{"ssn", false, "[536-00-8841]"},
		{"ssn", false, "[536-22-0000]"},
		{"ssn", false, "[078-05-1120]"}, // the Woolworth wallet card
		{"ssn", false, "[219-09-9999]"}, // a Social Security Administration pamphlet
		{"ssn", false, "[123-45-6789]"},
		{"ssn", false, "[536-22 8841]"},   // mixed separators
		{"ssn", false, "1-[536-22-8841]"}, // a longer dashed number
		{"ssn", false, "[536-22-8841]-2"},
		{"ssn", false, "4 [536 22 8841]"}, // a longer spaced number
		{"ssn", false, "[536 22 8841] 7"},
		{"ssn", false, "v[536-22-8841]"},
		{"ssn", false, "[536-22-8841].5"},
		{"ssn", false, "replaced part no. [468-40-1849]"}, // named as a number of another kind
		{"ssn", false, "Order #[536-22-8841] shipped"},
		{"ssn", false, "invoice number: [536-22-8841]"},
		{"ssn", true, "SSN on the order: [536-22-8841]"}, // an SSN word wins
		{"ssn", true, "reorder [536-22-8841]"},           // a whole word only
		{"phone", true, "[+1 415-555-2671]"},
		{"phone", true, "phone: [+14155552671]"},
		{"phone", true, "[(415) 555-2671]"},
		{"phone", true, "[415.555.2671]"},
		{"phone", true, "[+33 1 42 68 53 00]"},   // a one-digit area code
		{"phone", true, "[+44 (0)20 7946 0958]"}, // the trunk prefix in brackets
		{"phone", true, "[+49 30 12345678]"},
		{"phone", true, "you can reach me at [415 772 3918] after six"}, // a verb of chat's names it
		{"phone", false, "the totals were [415 772 3918]"},              // groups of digits alone are many things
		{"phone", false, "x = [+14155552671]"},                          // no separator, no phone word
		{"phone", false, "[+1 415 000000]"},                             // too short for the plan
		{"phone", false, "[+44 20 0000 0000]"},                          // a run of zeros
		{"phone", false, "[+35236450.6]"},                               // a one-digit last group
		{"phone", false, "[123-456-7890]"},                              // no area code starts with 1
		{"phone", false, "[555-555-5555]"},                              // nor is 555 one
		{"phone", false, "[+1 2024 0115 1030]"},                         // a date and time
		{"phone", false, "[+999 1234 5678]"},                            // no country 999
		{"phone", false, "[+1.22.333.4444]"},                            // a version
		{"phone", false, "[+86 138 0013 80]"},                           // a digit short
		{"phone", false, "[+86 138 0013 8000 12]"},                      // too long
		{"phone", false, "tel: [+3]"},                                   // a country code alone
		{"phone", false, "v2.[415.555.2671]"},                           // a version
		{"phone", false, "id-[415-555-2671]"},                           // a longer dashed name
		{"phone", false, "/api/[+14155552671]"},                         // a path
		{"phone", true, "Dial(PJSIP/[+4915112345678]@trunk,30)"},        // dialled
		{"phone", true, "To: <sip:[+14155552671]@carrier.example>"},
		{"phone", true, "<a href=\"tel:[+14155552671]\">"},
		{"phone", false, "/usr/local/[+14155552671]"}, // a path's, no driver's
		{"phone", false, "mysip/[+14155552671]"},
		{"phone", true, "dial 1 [415-555-2671]"},       // after the trunk digit
		{"national", true, "Teléfono: [91 123 45 67]"}, // Spain dials no trunk 0
		{"national", true, "cellulare: [347 123 4567]"},
		{"national", true, "celular: [(11) 91234-5678]"},
		{"national", false, "call [12 34 56 78]"}, // valid nowhere without a 0
		{"grouped", true, "[0161 496 0000]"},      // as the United Kingdom prints it
		{"grouped", true, "[07700 900123]"},
		{"grouped", true, "[090-1234-5678]"}, // Japan's, dashes for spaces
		{"grouped", true, "[06-12345678]"},
		{"grouped", true, "[(02) 9704 1340]"},
		{"grouped", true, "[(11) 91234-5678]"}, // Brazil's area code has no 0
		{"grouped", true, "+[0161 496 0000]"},  // a patch line's +
		{"grouped", false, "[01614 960 000]"},  // valid, but not in the groups printed
		{"grouped", false, "[0161 4960000]"},
		{"grouped", false, "[020 7946 0958] ns"},    // a duration
		{"grouped", false, "[020 7946 0958] bytes"}, // a size
		{"grouped", false, "AA1 [01 2345 6784]"},    // the tail of a longer number
		{"grouped", false, "x +[0161 496 0000]"},    // an international number's tail
		{"grouped", false, "/srv/[0161 496 0000]"},  // a path
		{"grouped", false, "[0161 496 0000]-2"},     // a longer dashed number
		{"grouped", false, "[(0161) 4960000]"},      // brackets kept, groups not
	})
}

// phoneLookAlikes are numbers with separators that are not phone
// numbers: versions, dates, times, timestamps, pieces of UUIDs, addresses,
// prices, offsets and positions in files.
var phoneLookAlikes = []string{
	"upgrade to 1.22.333.4444, v2.415.555.2671 or 1.415.555.2671",
	"released 2024-01-15, 2024.01.15 and 15.01.2024; 2024-01-15T10:30:45+01:00",
	"Thu Feb 04 21:00:57 +1130 2010",
	"at 12:30:45.123 +0000 UTC, offset +05:30, tz +1000",
	"epoch 1700000000 ms 1700000000123 (+1700000000)",
	"uuid 550e8400-e29b-41d4-a716-446655440000 and 123e4567-e89b-12d3-a456-426614174000",
	"span 7d9f8c6b-5e4d-4c3b-8a29-1f0e9d8c7b6a",
	"hosts 10.0.12.7, 192.168.100.200 and 172.16.254.1:8080",
	"total $1,234.56 (+12.5%), was 1.234.567,89 EUR, delta +1,234.56",
	"main.go:415:55: undefined; at server.ts:1234:5678",
	"@@ -120,7 +120,8 @@ func main() {",
	"x = y+1234567; z = 415-555-26",
	"ISBN 978-3-16-148410-0, ISSN 2049-3630",
	"order 123-456-7890 shipped; ticket 555-555-5555",
	"+1 (800) 000-0000 and +44 20 0000 0000 are placeholders",
	"m=+123.456789000 and +35236450.6",
	"go 1.26.1 linux/amd64 build 20240115.103045",
}

// TestPhoneLookAlikes checks that the phone rule leaves look-alikes alone.
func TestPhoneLookAlikes(t *testing.T) {
	phone := defaultRule(t, "phone-number")
	for _, text := range phoneLookAlikes {
		if ms := phone.Find(nil, text); len(ms) > 0 {
			t.Errorf("%q: phone-number removes bytes %d..%d", text, ms[0].Start, ms[0].End)
		}
	}
}

// TestPhoneVerdictsRemembered checks that a remembered verdict is the
// one libphonenumber gives, asked first and again, after the number's
// text changed in the buffer it was read from, and that the memory of
// verdicts stays within its bound.
func TestPhoneVerdictsRemembered(t *testing.T) {
	for _, c := range []struct {
		number string
		valid  bool
	}{
		{"+1 415-555-2671", true}, {"+0 415-555-2671", false}, {"(212) 555-0192", true}, {"+44 20 7946 0102", true},
		{"+1 (800) 000-0000", false}, {"123-456-7890", false}, {"+999 12 3456 7890", false},
	} {
		buf := []byte(c.number)
		view := unsafe.String(&buf[0], len(buf))
		for round := range 2 {
			if got := validNumber(view, "US"); got != c.valid || got != parsedValid(c.number) {
				t.Errorf("%q, round %d: valid %v, want %v", c.number, round, got, c.valid)
			}
		}
		buf[1] ^= 1 // another number, which must not be judged as the first
		if got, want := validNumber(view, "US"), parsedValid(string(buf)); got != want {
			t.Errorf("%q changed: valid %v, want %v", view, got, want)
		}
	}
	for i := range maxPhoneVerdicts + 10 {
		validNumber(fmt.Sprintf("+1 415-%03d-%04d", i/10000, i%10000), "US")
	}
	if n := len(phoneVerdicts.m); n > maxPhoneVerdicts {
		t.Fatalf("%d verdicts remembered, want at most %d", n, maxPhoneVerdicts)
	}
}

// parsedValid is libphonenumber's verdict on s, asked directly.
func parsedValid(s string) bool {
	region := "US"
	if s[0] == '+' {
		region = ""
	}
	num, err := phonenumbers.Parse(s, region)
	return err == nil && phonenumbers.IsValidNumber(num)
}

// defaultRule returns a set of the one default rule with the given id.
func defaultRule(t *testing.T, id string) *Set {
	t.Helper()
	for _, r := range Default().Rules() {
		if r.ID == id {
			return newSet([]*Rule{r}, nil)
		}
	}
	t.Fatalf("no default rule %q", id)
	return nil
}

// BenchmarkValidators measures the validators of personal data on one
// candidate each; the phone validator parses with libphonenumber once and
// then finds its verdict remembered.
func BenchmarkValidators(b *testing.B) {
	for _, bc := range []struct{ name, text string }{
		{"iban", "IBAN DE07 3704 0044 7836 7410 96"},
		{"ssn", "SSN 536-22-8841"},
		{"phone", "call +1 415-555-2671"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			v, start := validators[bc.name], strings.IndexAny(bc.text, "+0123456789")
			if bc.name == "iban" {
				start = strings.Index(bc.text, "DE")
			}
			b.ReportAllocs()
			for b.Loop() {
				if !v(bc.text, start, len(bc.text)) {
					b.Fatal("rejected")
				}
			}
		})
	}
}

// TestDefaultPersonalData plants personal data in the places transcripts
// hold it (prose, JSON, shell, code, config) and checks that the whole
// default set removes each value entirely, whichever rule claims it.
func TestDefaultPersonalData(t *testing.T) {
	for _, tc := range []struct{ text, secret string }{
		{`{"text": "wire it to DE07 3704 0044 7836 7410 96 please"}`, "DE07 3704 0044 7836 7410 96"},
		{"iban=GB28WEST94471397744710", "GB28WEST94471397744710"},
		{`patient := Person{SSN: "536-22-8841"}`, "536-22-8841"},
		{"echo 'ssn 536228841' >> notes.txt", "536228841"},
		{`"phone": "+33 1 42 68 53 00",`, "+33 1 42 68 53 00"},
		{"Call (415) 555-2671 after 5pm", "(415) 555-2671"},
		{`{"address": "221B Baker Street, London"}`, "221B Baker Street"},
		{"ship_to: Hauptstraße 5, 10115 Berlin", "Hauptstraße 5"},
		{"livraison au 12 rue de la Paix", "12 rue de la Paix"},
		{`addr = "Avenida de América 5, 3º B"`, "Avenida de América 5, 3º B"},
		{"psql -h db01.prod.internal -U app", "db01.prod.internal"},
		{`"host": "Alices-MacBook-Pro.local"`, "Alices-MacBook-Pro.local"},
		{"[remote \"origin\"]\n\turl = git@github.com:alice-dev/app.git\n", "alice-dev"},
		{"git clone https://github.com/alice-dev/app && cd app", "alice-dev"},
	} {
		if ms := Default().Find(nil, tc.text); !covers(ms, tc.text, tc.secret) {
			t.Errorf("%q: the default set leaves some of the planted value", tc.text)
		}
	}
}

// TestDefaultAddressExtent checks that an address is removed exactly,
// with the postcode and town its postal form writes after the street: the
// words around it stay.
func TestDefaultAddressExtent(t *testing.T) {
	for _, tc := range []struct{ text, address string }{
		{"Ship it to 221B Baker Street, London.", "221B Baker Street"},
		{"at 1600 Pennsylvania Ave NW, Apt 4 today", "1600 Pennsylvania Ave NW, Apt 4"},
		{"ship to 42 Elm St. Thanks", "42 Elm St."},
		{"Anschrift: Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin"},
		{"in der Berliner Straße 23a wohnt", "Berliner Straße 23a"},
		{"au 12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris"},
		{"chez 3 bis avenue Foch.", "3 bis avenue Foch"},
		{"en Avenida de América 5, 3º B, Madrid", "Avenida de América 5, 3º B"},
		{"vivo en Calle Mayor 10.", "Calle Mayor 10"},
		{"ship to 1600 Amphitheatre Parkway, Mountain View, CA 94043 today", "1600 Amphitheatre Parkway, Mountain View, CA 94043"},
		{"Calle de Alcalá 42, 28014 Madrid", "Calle de Alcalá 42, 28014 Madrid"},
		{"I live at Flat 2, 18 Cardigan Lane, Leeds LS6 1AN", "Flat 2, 18 Cardigan Lane, Leeds LS6 1AN"},
		{"wohne im Rosenweg 9, 3. OG, 80331 München", "Rosenweg 9, 3. OG, 80331 München"},
		{"j'habite 1 allée des Tilleuls, Bât. C, 33000 Bordeaux", "1 allée des Tilleuls, Bât. C, 33000 Bordeaux"},
	} {
		want := strings.Index(tc.text, tc.address)
		ms := Default().Find(nil, tc.text)
		if len(ms) != 1 || ms[0].Start != want || ms[0].End != want+len(tc.address) {
			t.Errorf("%q: matches %v, want one at %d..%d", tc.text, ms, want, want+len(tc.address))
		}
	}
}

// TestRoutingAfter reads the word routing, the first of them or a later
// one, before a nine-digit routing number.
func TestRoutingAfter(t *testing.T) {
	for _, tc := range []struct {
		after string
		want  bool
	}{
		{" for employee 10457 (routing 021000021)", true},
		{" via routing table, routing 021000021", true},
		{" rerouting 021000021", false},
		{" (routing 0210000210)", false},
		{" routing rtb-0a1b2c3d", false},
	} {
		if got := routingAfter(tc.after); got != tc.want {
			t.Errorf("routingAfter(%q) = %v, want %v", tc.after, got, tc.want)
		}
	}
}
