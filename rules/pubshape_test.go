package rules

import (
	"strings"
	"testing"
)

func TestPublicShaped(t *testing.T) {
	for _, tc := range []struct {
		v      string
		public bool
	}{
		{"bc1qs5v0v8j70fq3pltvct4589s7dwvy9vuyxd49xa", true},
		{"7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", true},  // a Solana address, 32 bytes
		{"TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA", true},   // a program id, 32 bytes
		{"zxKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU", false}, // 33 bytes
		{"7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAs0", false}, // 0 is no base58 character
		{"1111111111111111111111111111111111111111111", false},  // 43 zero bytes
		{"BC1QS5V0V8J70FQ3PLTVCT4589S7DWVY9VUYXD49XA", true},
		{"bc1p9x3u8kre0w7egcqzrlzkm8slr7xfn9plk6qr7fpq09a8c7xg0sd922fprw", true},
		{"tb1qs5v0v8j70fq3pltvct4589s7dwvy9vuyxd49xa", true},
		{"bc1qs5v0v8j70fq3pltvct4589s7dwvy9vuyxd49", false},   // 40 characters
		{"bc1qs5v0v8j70fq3pltvct4589s7dwvy9vuyxd49xb", false}, // b is no bech32 character
		{"bc1Qs5v0v8j70fq3pltvct4589s7dwvy9vuyxd49xa", false}, // mixed case
		{"xpub661MyMwAqRbcjZrRdnofTYZJfvy7XgTKbJKWxD2eY532pA16jy7ZEk6rUB7jRKWyYbmurSDyviUwHKxzx6waMMDrJQqokXprriaSZbSxHRp", true},
		{"xprv9s21ZrQH143KycvnjL6Jk7A9Qsm4Euegcfke4a2woe8hmu9JsBiN4kaogeR6ymL6QWigpw14VpvAYSsbwu5U183Rr93shtHufHhuCbzj653", false},
		{"xpub661MyMwAqRbcjZrRdnofTYZJfvy7XgTKbJKWxD2eY532pA16jy7ZEk6rUB7jRKWyYbmurSDyviUwHKxzx6waMMDrJQqokXprriaSZbSxH0p", false}, // 0 is no base58 character
		{"BMYkW_ZopabwdWH438VkzTFsnamt22G0bYK1c1CwSofklZr8ejD1Io6UWASX1t3YzDThtvL6w1bFxtuFDJyR4OI", true},
		{"BMYkW/ZopabwdWH438VkzTFsnamt22G0bYK1c1CwSofklZr8ejD1Io6UWASX1t3YzDThtvL6w1bFxtuFDJyR4OI=", true},
		{"BQonxqm_iDiztko_5ElUGPyWr7Yvg0ZYqNoM8jPddmYS9zbZCy4PHbf5747PJ2O5dhBUW22Os5saLGC75vV9OvU", false}, // opens with 05
		{"CMYkW_ZopabwdWH438VkzTFsnamt22G0bYK1c1CwSofklZr8ejD1Io6UWASX1t3YzDThtvL6w1bFxtuFDJyR4OI", false},
		{"R5cLfkhU6muBGxoShZOmP7bkohnFeKALt2IB0z8V", false},
		{"pk_test_R5cLfkhU6muBGxoShZOmP7bkohnFeKALt2IB0z8V", true},
		{"sk_test_R5cLfkhU6muBGxoShZOmP7bkohnFeKALt2IB0z8V", false},
		{"AWS4-HMAC-SHA256", true},
		{"goog4_rsa_sha256", true},
		{"HMAC-SHA512", true},
		{"SHA256", false},               // one word: no drawn-looking name to excuse
		{"HMAC-SHA256-Xq7mK2vL", false}, // a drawn part
		{"HMAC-", false},
		{"bafybei" + strings.Repeat("abcdefghijklmnopqrstuvwxyz234567", 2)[:52], true},
		{"bafkrei" + strings.Repeat("abcdefghijklmnopqrstuvwxyz234567", 2)[:52], true},
		{"bafybei" + strings.Repeat("abcdefghijklmnopqrstuvwxyz234567", 2)[:51] + "8", false}, // 8 is no base32 character
		{"Qm" + strings.Repeat("Yw7kX2pR9cVn4TzBq", 3)[:44], true},
		{"Qm" + strings.Repeat("Yw7kX2pR9cVn4TzBq", 3)[:43] + "0", false}, // 0 is no base58 character
		{"Qn" + strings.Repeat("Yw7kX2pR9cVn4TzBq", 3)[:44], false},
		{"01HZX3K9F2QW8R7T6Y5M4N3P2B", true},
		{"01HZX3K9F2QW8R7T6Y5M4N3P2I", false}, // I is no Crockford character
		{"ZZHZX3K9F2QW8R7T6Y5M4N3P2B", false}, // no time of 2016 to 2040
		{"00HZX3K9F2QW8R7T6Y5M4N3P2B", false},
	} {
		if got := publicShaped(tc.v); got != tc.public {
			t.Errorf("publicShaped(%q) = %v, want %v", tc.v, got, tc.public)
		}
	}
}
