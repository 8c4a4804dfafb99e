package rules

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// check runs a validator on the part of text between the first "[" and
// the following "]", with the brackets removed.
func check(v validator, text string) bool {
	i := strings.IndexByte(text, '[')
	j := strings.IndexByte(text, ']')
	plain := text[:i] + text[i+1:j] + text[j+1:]
	return v(plain, i, j-1)
}

// validatorCase says whether the named validator accepts the bracketed
// part of text (see check).
type validatorCase struct {
	name string
	want bool
	text string
}

// testValidators runs validator cases.
func testValidators(t *testing.T, cases []validatorCase) {
	t.Helper()
	for _, tc := range cases {
		if got := check(validators[tc.name], tc.text); got != tc.want {
			t.Errorf("%s(%q) = %v, want %v", tc.name, tc.text, got, tc.want)
		}
	}
}

func TestValidators(t *testing.T) {
	testValidators(t, []validatorCase{
		{"luhn", true, "card [4111 1111 1111 1111]"},
		{"luhn", true, "visa [4111111111111111]"},
		{"luhn", true, "[3782-822463-10005] amex"},
		{"luhn", false, "id [4111111111111111]"},                                                    // one run, no card word
		{"luhn", true, "\"card\": {\n  \"brand\": \"visa\",\n  \"number\": \"[4539980123456787]\""}, // a card record's number
		{"luhn", true, "payment:\n  holder: R Hughes\n  pan: [5529610371482925]"},
		{"luhn", false, "order:\n  number: [4539980123456787]"},           // no card word above
		{"luhn", false, "card: x\n1\n2\n3\n  number: [4539980123456787]"}, // more than three lines up
		{"luhn", false, "\"card\": {\n  \"id\": \"[4539980123456787]\""},  // a key naming no number
		{"luhn", true, "card_number:\n  [4539980123456787]"},              // alone below its key
		{"luhn", true, "card_number =>\n  string(16) \"[4539980123456787]\""},
		{"luhn", false, "order_id:\n  [4539980123456787]"},
		{"luhn", false, "card: x\nid [4539980123456787]"},
		{"luhn", false, "card [4111 1111 1111 1112]"}, // checksum
		{"luhn", false, "card [4111-1111 1111-1111]"}, // mixed separators
		{"luhn", false, "card [41 11111111 111111]"},  // odd grouping
		{"luhn", false, "card [1234 5678 9012 3452]"}, // no issuer starts with 1
		{"luhn", false, "card [4444 4444 4444 4444]"}, // all the same
		{"luhn", false, "card v1.[4111 1111 1111 1111]"},
		{"luhn", false, "card ab-[4111 1111 1111 1111]"},
		{"luhn", false, "card x_[4111 1111 1111 1111]"},
		{"ipv4", true, "host [10.20.30.40]"},
		{"ipv4", false, "version [1.2.3.4]"},
		{"ipv4", false, "firmware 2.11.0.1 -> [2.12.3.7]"},
		{"ipv4", false, "upgrade to version 7.0.3.12 to [7.1.2.14]"},
		{"ipv4", true, "nat 10.0.0.5 -> [81.2.69.160]"},
		{"ipv4", true, "version notes -> [81.2.69.160]"},
		{"ipv4", false, "Chrome/[120.0.0.0]"},
		{"ipv4", false, "oid 1.3.[6.1.4.1].2"},
		{"ipv4", false, "[127.0.0.1]"},
		{"ipv4", false, "[192.0.2.7] (documentation)"},
		{"ipv4", false, "[198.51.100.23]"},
		{"ipv4", false, "[203.0.113.250]"},
		{"ipv4", true, "[198.51.101.23]"}, // just outside a documentation range
		{"ipv4", false, "section [8.1.2.2]"},
		{"ipv6", true, "[2a01:4f8:c17:b8f::2]"},
		{"ipv6", true, "[fe80::1ff:fe23:4567:890a]"},
		{"ipv6", false, "[::1]"},
		{"ipv6", false, "[::123]"},
		{"ipv6", false, "[2001:db8::1]"},
		{"ipv6", false, "[2001:db8:85a3::8a2e:370:7334]"},
		{"ipv6", true, "[2001:db9:85a3::8a2e:370:7334]"}, // just outside 2001:db8::/32
		{"ipv6", false, "[dead::beef]"},
		{"basic-auth", true, "Basic [" + "YWxpY2U6czNjcjN0" + "]"},
		{"basic-auth", false, "Basic [" + "bm9jb2xvbmhlcmU=" + "]"},
		{"random", true, "[Xq7mK2vL9nR4]"},
		{"random", true, "[3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e]"},
		{"random", true, "[8195513847023883]"},
		{"random", true, "[uwqmzkaeplrtvbnxyhgdcsjo]"},
		{"random", true, "[QmPxKTrwBzLeYHVdsNfaJq]"},
		{"random", false, "[ubuntu-22.04]"},
		{"random", false, "[oauth2_token]"},
		{"random", false, "[http2debug]"},
		{"random", false, "[getUserAccountSettingsByIdentifier]"},
		{"random", false, "[SetupDiOpenDevRegKey]"},
		{"random", false, "[1234567]"},
		{"random", false, "[node18-alpine-build]"},
		{"random", true, "[abc123def456ghi789jkl0]"}, // alphabet stretches are not words
		{"random", true, "[ABCD1234EFGH5678]"},
		{"random", true, "[a1b2c3d4e5f6g7h8i9j0]"},
		{"random", true, "[AB12CD34EF56GH78]"}, // too many fillers
		{"random", false, "[testRSA2048PrivateKey]"},
		{"random", false, "[ec256Priv]"},
		{"random", false, "[X25519PublicKey]"},
		{"random", false, "[NewSimpleTokenTTLKeeper_etcd7492]"},
		{"random", false, "[abcdefghijklmnopqrstuvwxyzABCDEFGHIJ]"},
		{"opaque", false, "[abcdefghijklmnopqrstuvwxyzABCDEFGHIJ]"}, // a charset run: a placeholder
		{"opaque", true, "[qwmzXkeplrtvBnxyhgdcsJoaQf]"},
		{"opaque", true, "[Xq7mK2vL9nR4]"},
		{"opaque", false, "[getUserAccountSettingsByIdentifierAndName]"},
		{"opaque", false, "[TestingOnlyNewDecapsulationKey1024]"},
		{"keyed", true, "[Xq7mK2vL9nR4]"},
		{"keyed", true, "[abcdefabcd1234abcdefabcd]"}, // hex, a digit in every eight
		{"keyed", true, "[Qwer1234qwer5678qwer9012]"}, // three digit runs, a fifth digits
		{"keyed", true, "[abcDEFGhijKLmnoPQRst]"},     // both cases, not words
		{"keyed", false, "[deadbeefcafebabe]"},        // hex without digits
		{"keyed", false, "[getUserAccountSettings]"},
		{"keyed", false, "[encryptionKey1024]"},
		{"keyed", false, "[sha256WithRSAEncryption]"},
		{"keyed", false, "[abcdefghijklmnop]"},
		{"token", true, "chartly [7Kq2Xm9vL4nR8cT1wZ5yH3jF6dS0aPeQ]"},
		{"account", true, "DB_USER=[svc_billing]"},
		{"account", true, `db_user = "[default_user]"`},                  // quoted: a literal
		{"account", false, "db_user = [default_user]"},                   // a variable
		{"account", false, "current_user = [get_user]()"},                // a call
		{"account", false, "DB_USER=[root]"},                             // a default account
		{"account", false, "BUILD_UID=[1000]"},                           // a number
		{"account", false, "last_login: [2024-01-05T10:00:00Z]"},         // a date
		{"token", false, "[q1R2s3T4u5V6w7X8y9Z0a1B2c3D4e5F6g7]"},         // made up, alone on its line
		{"token", true, "chartly [q1R2s3T4u5V6w7X8y9Z0a1B2c3D4e5F6g7]"},  // made up, but a name gives it
		{"token", true, "LICENSE=[q1R2s3T4u5V6w7X8y9Z0a1B2c3D4e5F6g7]"},  // assigned
		{"token", true, "WEATHERLY=[u8jzPde0IgxLq7Mv2Rk9]"},              // 20 after KEY=
		{"token", true, `"value": "[b7Gq2Xm9vL4nR8cT1wZp]"`},             // 20, quoted after a colon
		{"token", false, `{"id": "[b7Gq2Xm9vL4nR8cT1wZp]"`},              // a record's own id
		{"token", false, "id [b7Gq2Xm9vL4nR8cT1wZp]"},                    // 20 without an assignment
		{"token", true, "Your API key:\n\n  [b7Gq2Xm9vL4nR8cT1wZp]\n"},   // 20 below a key line
		{"token", true, "Deploy token\n[b7Gq2Xm9vL4nR8cT1wZp]\n"},        // below a token line
		{"token", false, "The monkey:\n[b7Gq2Xm9vL4nR8cT1wZp]\n"},        // a word ending in key is not a key word
		{"token", false, "x = [OpAMD64ADDQconstflags]"},                  // spaced = before a bare name
		{"token", false, "if x != \"[b7Gq2Xm9vL4nR8cT1wZp]\""},           // a comparison
		{"token", false, "[3f9a1c7e5b2d8f4a6c0e9b1d3f5a7c9e2b4d6f8a]"},   // hex in one case
		{"token", false, "[0xAC6BDB41324A9A9BF166DE5E1389582FAF72B665]"}, // 0x constant
		{"token", false, "const digits = \"[0123456789abcdefghijklmnopqrstuvwxyz]\""},
		{"token", false, "[TheNameOfThisTypeIsExactly255BytesLong]"},
		{"token", false, "h1:[7Kq2Xm9vL4nR8cT1wZ5yH3jF6dS0aPe8Gb2Uo4Ii7Lm]="},
		{"token", false, "sha256=[zelxbT6oPFZnNrwWPpc1ktUeAT]-Vc4fuFcRZLQGLtMI,417"}, // a piece of a base64url hash
		{"token", false, "MIIDdzCCAl+[gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQsw]"},
		{"token", false, "open dist/[index7Kq2Xm9vL4nR8cT1wZ5yH3jF6dS0aPe].js"},
		{"token", false, "[SGVsbG8gV29ybGQsIHRoaXMgaXMgcGxhaW4gdGV4dA]"}, // base64 of text
		{"token", false, "MIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n[N59pra9UdVQw9jxCU9G7eMyb0jJkNACAuEwakX3gi27b]"}, // under a base64 line
		{"token", false, "x\n[N59pra9UdVQw9jxCU9G7eMyb0jJkNACAuEwakX3gi27bXq7mK2vL9nR4cT1wZ5yH]\ny"},                                         // 64 wide
		{"paired", true, "user=[jdoe] password=Xq7mK2vL9nR4"},
		{"paired", true, "$user = \"[kw4471]\"; $password = \"tanager\";"},
		{"paired", true, "$user = \"[kw4471]\"; $password = tanager;"},    // a PHP bareword ending the statement is a string (see bare.go)
		{"paired", false, "$user = \"[kw4471]\"; $password = Tanager;"},   // a name's shape: the model reads a variable, the user stays with it
		{"paired", false, "user = '[mholt]'\npassword = 'session_token'"}, // nor is a quoted identifier of words a password
		{"paired", true, "Username=[jdoe]\nPassword=\"open sesame\""},     // on the next line
		{"paired", false, "user=[jdoe] password=######"},                  // a placeholder
		{"paired", false, "USERNAME=[jdoe]\nPASSWORD=$(get-secret db)"},   // a command
		{"paired", false, "user=[jdoe]\n\npassword=Xq7mK2vL9nR4"},         // two lines down
		{"paired", false, "user=[jdoe] password_field=Xq7mK2vL9nR4"},      // not a password name
	})
}

func TestEntropy(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want float64
	}{
		{"aaaa", 0},
		{"abab", 1},
		{"abcd", 2},
		{"0123456789abcdef", 4},
	} {
		if got := entropy(tc.s); got != tc.want {
			t.Errorf("entropy(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

// TestEntropySum holds entropy to the sum over all 256 counts in order of
// byte value, to the bit: a rule's threshold must judge as it did.
func TestEntropySum(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		b := make([]byte, 1+r.IntN(300))
		span := 1 + r.IntN(256)
		for i := range b {
			b[i] = byte(r.IntN(span))
		}
		var counts [256]int
		for _, c := range b {
			counts[c]++
		}
		want := 0.0
		for _, c := range counts {
			if c > 0 {
				p := float64(c) / float64(len(b))
				want -= p * math.Log2(p)
			}
		}
		if got := entropy(string(b)); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("entropy of %d bytes over %d values = %v, want %v", len(b), span, got, want)
		}
	}
}
