package rules

import "strings"

// Public keys. A key word after a word that makes it a public key names
// no secret, whether the two are one name ("PublicKey = v", "host_key:
// v") or two words of prose or of a tool's output ("public key: v" under
// wg show, "host key: v"). The credential context reads names with
// notSecretKeys, which holds these words and those of lookup keys
// ("cache_key"); the other rules that judge a value as keyed, and the
// credential context's names of two words, ask publicKeyNamed.

// publicWords, as the word before a key word, make it a public key's.
var publicWords = newWordSet("public", "pub", "host", "verify", "verification", "verifier", "gpg", "pgp", "kms")

// publicKeyNamed reports whether the name text[ks:ke] is a key word
// (key, keys) after a public word: the start of its own letters
// ("PublicKey"), the word before it in the name ("host_key") or, for a
// name of the key word alone, the word before it ("public key"), or the
// tool's name before a colon, as GnuPG's status lines write a key's id
// ("gpg: key 4AEE18F83AFDEB23: public key imported").
func publicKeyNamed(text string, ks, ke int) bool {
	name := text[ks:ke]
	run := letterRunBefore(name, len(name))
	word := run
	if n := len(word); n > 0 && lower(word[n-1]) == 's' {
		word = word[:n-1]
	}
	if n := len(word); n < 3 || !strings.EqualFold(word[n-3:], "key") {
		return false
	}
	if prev := word[:len(word)-len("key")]; prev != "" {
		return publicWords.has(prev) // PublicKey, pubkey
	}
	sep := len(name) - len(run)
	j := sep
	for j > 0 && strings.IndexByte("_-.", name[j-1]) >= 0 {
		j--
	}
	if j < sep {
		return publicWords.has(letterRunBefore(name, j)) // host_key
	}
	if ks < 2 || text[ks-1] != ' ' {
		return false
	}
	if text[ks-2] == ':' {
		ks-- // gpg: key ID: the tool's name
	}
	return publicWords.has(letterRunBefore(text, ks-1)) // public key
}

// keyedNamePublic reports whether the value at text[start:] is given to
// a public key's name (see publicKeyNamed): the name before its operator
// and quotes ("PublicKey = v", "public key: v").
func keyedNamePublic(text string, start int) bool {
	i := start
	for n := 0; i > 0 && n < 8 && strings.IndexByte(" \t\"'`=:>", text[i-1]) >= 0; n++ {
		i--
	}
	e := i
	for i > 0 && e-i < 64 && isNameByte(text[i-1]) {
		i--
	}
	return i < e && publicKeyNamed(text, i, e)
}

// letterRunBefore returns the run of ASCII letters that ends at text[i]
// (at most 32 of them), or "".
func letterRunBefore(text string, i int) string {
	j := i
	for j > 0 && i-j < 32 && isLetter(text[j-1]) {
		j--
	}
	return text[j:i]
}

// publicWalletID reports whether the token s is a wallet's public
// identifier, published on chain or shared to be paid: a segwit address
// in bech32 (its human-readable part, bc, tb or ltc, then 1, q or p and
// 38 to 58 characters of bech32's alphabet, in lower case), or an
// extended public key (xpub, ypub, zpub, tpub, upub or vpub and 107
// base58 characters). An extended private key (xprv) is no such thing.
func publicWalletID(s string) bool {
	for _, hrp := range [...]string{"bc1", "tb1", "ltc1"} {
		if rest, ok := strings.CutPrefix(s, hrp); ok {
			return len(rest) >= 39 && len(rest) <= 59 && (rest[0] == 'q' || rest[0] == 'p') && onlyOf(rest, bech32Alphabet)
		}
	}
	if len(s) == 111 && strings.HasSuffix(s[:4], "pub") && strings.IndexByte("xyztuv", s[0]) >= 0 {
		return onlyOf(s[4:], base58Alphabet)
	}
	return false
}

// The alphabets of bech32 and base58.
const (
	bech32Alphabet = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
)

// onlyOf reports whether every byte of s is one of set's.
func onlyOf(s, set string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) < 0 {
			return false
		}
	}
	return true
}
