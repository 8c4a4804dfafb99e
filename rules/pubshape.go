package rules

import (
	"encoding/base64"
	"strings"
)

// Public values by their shape. Some tokens that look generated are
// public by design and say so by their form alone, whatever names them:
// a wallet's receiving address, its watch-only extended public key, the
// public point of an elliptic-curve key as Web Push and WebAuthn send it,
// a payment vendor's publishable key, which the checkout page ships, a
// content address (an IPFS CID, the digest of public data). The private
// halves have shapes of their own (a WIF key, "xprv", a 32-byte scalar)
// and stay secrets. An algorithm's name is public too,
// though its digits and capitals make it look drawn (AWS4-HMAC-SHA256,
// GOOG4-RSA-SHA256, HMAC-SHA512): it names how a value was made.

// bech32Chars are the characters of a bech32 address's data part.
const bech32Chars = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

// base32Lower are the characters of RFC 4648 base32 in lower case, which
// version 1 CIDs are spelt in.
const base32Lower = "abcdefghijklmnopqrstuvwxyz234567"

// base58Chars are Bitcoin's base58 alphabet.
const base58Chars = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

// extendedPublic are the version prefixes of BIP32 extended public keys
// (mainnet and testnet, legacy, nested and native segwit, multisig).
var extendedPublic = []string{"xpub", "ypub", "zpub", "Ypub", "Zpub", "tpub", "upub", "vpub", "Upub", "Vpub"}

// publishablePrefixes open the publishable keys of Stripe, Clerk and
// Paystack; their secret keys open with sk_.
var publishablePrefixes = []string{livePrefix, "pk_test_"}

// livePrefix opens a live publishable key.
const livePrefix = "pk_live_"

// livePublishable reports whether s is a live publishable key, which a
// name of a key gives as well as a secret one ("STRIPE_KEY=pk_live_v",
// Laravel's name for it): no vendor's secret opens with pk_live_, while
// Courier's test and production secrets open with pk_test_ and pk_prod_,
// so under a name a test key's prefix tells nothing.
func livePublishable(s string) bool { return strings.HasPrefix(s, livePrefix) }

// algorithmParts are the lower-case words that algorithm names are
// spelt with: signing schemes' versions, hashes, ciphers and their modes,
// curves, key derivations, and JOSE's names of them.
var algorithmParts = newWordSet("aws4", "goog4", "hmac", "rsa", "dsa", "ecdsa", "eddsa", "ed25519", "ed448",
	"x25519", "curve25519", "secp256k1", "secp256r1", "p256", "p384", "p521", "ecdh", "ecdhe", "dh", "pss",
	"pkcs1", "oaep", "md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3", "blake2b", "blake2s",
	"blake3", "aes", "aes128", "aes192", "aes256", "gcm", "cbc", "ctr", "siv", "xts", "chacha20", "poly1305",
	"pbkdf2", "hkdf", "scrypt", "argon2i", "argon2id", "scram", "rs256", "rs384", "rs512", "es256", "es384",
	"es512", "ps256", "ps384", "ps512", "hs256", "hs384", "hs512")

// algorithmName reports whether s is an algorithm's name: two or more
// of algorithmParts joined by dashes or underscores, in any case.
func algorithmName(s string) bool {
	parts := 0
	for len(s) > 0 {
		i := strings.IndexAny(s, "-_")
		if i < 0 {
			i = len(s)
		}
		if !algorithmParts.has(s[:i]) {
			return false
		}
		parts++
		s = s[min(i+1, len(s)):]
	}
	return parts >= 2
}

// publicShaped reports whether the token s is public by its shape: an
// algorithm's name (see algorithmName), a publishable key (see publishablePrefixes), a segwit address (bc1 or tb1,
// witness version 0 or 1, 42 or 62 bech32 characters in one case), a
// BIP32 extended public key (one of extendedPublic, 111 base58
// characters) or an uncompressed elliptic-curve point in base64 (65 bytes
// opening with 04: a VAPID applicationServerKey, a P-256 public key) or
// a ULID (see ulid), a version 1 CID in base32 (bafy for DAG-PB, bafk for raw blocks, 55 base32
// characters) or a version 0 CID (the base58 of a SHA-256 multihash,
// whose 0x12 0x20 spell Qm, and 44 more base58 characters), as "ipfs add"
// prints them, or an ed25519 public key in base58 (see base58Key): a
// Solana address or program id.
func publicShaped(s string) bool {
	if algorithmName(s) {
		return true
	}
	for _, p := range publishablePrefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	switch len(s) {
	case 42, 62:
		return segwitAddress(s)
	case 26:
		return ulid(s)
	case 46:
		return strings.HasPrefix(s, "Qm") && allIn(s[2:], base58Chars)
	case 59:
		return (strings.HasPrefix(s, "bafy") || strings.HasPrefix(s, "bafk")) && allIn(s[4:], base32Lower)
	case 111:
		for _, p := range extendedPublic {
			if strings.HasPrefix(s, p) {
				return allIn(s, base58Chars)
			}
		}
	case 87, 88:
		return ecPoint(s)
	case 43, 44:
		return base58Key(s)
	}
	return false
}

// base58Key reports whether s, 43 or 44 base58 characters, spells 32
// bytes, as Solana writes an address, a program's or a mint's id: an
// ed25519 public key in base58 (7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU,
// TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA). Its secret key, which
// the wallets export in base58 too, is 64 bytes, 87 or 88 characters.
func base58Key(s string) bool {
	if !allIn(s, base58Chars) {
		return false
	}
	zeros := len(s) - len(strings.TrimLeft(s, "1")) // each leading 1 spells a zero byte
	var n [33]byte                                  // the value, big-endian; the 33rd byte holds what overflows 32
	for i := zeros; i < len(s); i++ {
		carry := strings.IndexByte(base58Chars, s[i])
		for k := len(n) - 1; k >= 0; k-- {
			carry += int(n[k]) * 58
			n[k] = byte(carry)
			carry >>= 8
		}
		if n[0] != 0 {
			return false // more than 32 bytes
		}
	}
	k := 1
	for k < len(n) && n[k] == 0 {
		k++
	}
	return zeros+len(n)-k == 32
}

// crockford are the characters of Crockford's base32, which ULIDs are
// spelt in.
const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// ULIDs' time parts from 2016 to 2040, in milliseconds since 1970.
const (
	ulidFrom = 1451606400000
	ulidTo   = 2208988800000
)

// ulid reports whether s is a ULID: 26 characters of Crockford's base32
// in upper case whose first ten spell a time in milliseconds between
// 2016 and 2040 (a record's id, "01HZX3K9F2QW8R7T6Y5M4N3P2B", ordered by
// when it was made).
func ulid(s string) bool {
	if len(s) != 26 || !allIn(s, crockford) {
		return false
	}
	var ms int64
	for i := 0; i < 10; i++ {
		ms = ms<<5 | int64(strings.IndexByte(crockford, s[i]))
	}
	return ulidFrom <= ms && ms < ulidTo
}

// segwitAddress reports whether s is a bech32 segwit address: bc1 or
// tb1, witness version q (0) or p (1), then bech32 characters, all in
// one case.
func segwitAddress(s string) bool {
	l := strings.ToLower(s)
	if l != s && strings.ToUpper(s) != s {
		return false
	}
	return (strings.HasPrefix(l, "bc1") || strings.HasPrefix(l, "tb1")) && (l[3] == 'q' || l[3] == 'p') && allIn(l[4:], bech32Chars)
}

// ecPoint reports whether s is the base64 (URL-safe or standard,
// unpadded or padded) of an uncompressed elliptic-curve point of 65
// bytes: 04, then its two coordinates.
func ecPoint(s string) bool {
	if s[0] != 'B' {
		return false // 04 is the first byte
	}
	s = strings.TrimSuffix(s, "=")
	var buf [66]byte
	for _, enc := range []*base64.Encoding{base64.RawURLEncoding, base64.RawStdEncoding} {
		if n, err := enc.Decode(buf[:], []byte(s)); err == nil {
			return n == 65 && buf[0] == 4
		}
	}
	return false
}

// spkiHead is how many base64 characters of a key spkiPublicKey decodes:
// 24 bytes, which hold the DER header, the algorithm's identifier of
// every common key type (RSA, P-256, P-384, Ed25519) and the bit string's
// tag after it.
const spkiHead = 32

// spkiChars are the characters of standard base64, padding included.
const spkiChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="

// spkiPublicKey reports whether s is the standard base64 of a DER
// SubjectPublicKeyInfo, a public key as PEM's BEGIN PUBLIC KEY holds it
// and as a browser extension's manifest key, a JWT verifier's key or a
// license check ships it: a SEQUENCE as long as s spells, whose first
// member is the algorithm's SEQUENCE of an OID and whose second is a BIT
// STRING. The private halves (PKCS#1 and PKCS#8) open their SEQUENCE
// with an INTEGER, their version, and stay secrets.
func spkiPublicKey(s string) bool {
	if len(s) < 60 || len(s)%4 != 0 || s[0] != 'M' || !allIn(s, spkiChars) {
		return false
	}
	var b [spkiHead / 4 * 3]byte
	if _, err := base64.StdEncoding.Decode(b[:], []byte(s[:spkiHead])); err != nil || b[0] != 0x30 {
		return false
	}
	n, off := int(b[1]), 2
	switch b[1] {
	case 0x81:
		n, off = int(b[2]), 3
	case 0x82:
		n, off = int(b[2])<<8|int(b[3]), 4
	}
	pad := len(s) - len(strings.TrimRight(s, "="))
	if off+n != len(s)/4*3-pad || b[off] != 0x30 || b[off+2] != 0x06 {
		return false
	}
	tag := off + 2 + int(b[off+1])
	return tag < len(b) && b[tag] == 0x03
}

// allIn reports whether every byte of s is one of chars.
func allIn(s, chars string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(chars, s[i]) < 0 {
			return false
		}
	}
	return true
}
