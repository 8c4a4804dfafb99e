package rules

import "strings"

// A secret's name may be given a literal through the call that decodes or
// converts it into bytes, the literal then the secret as written:
//
//	cookie_secret = bytes.fromhex('v'), key = binascii.unhexlify("v")
//	SECRET = base64.b64decode("v"), base64.urlsafe_b64decode(b"v")
//	const key = Buffer.from("v", "hex"), atob("v")
//	byte[] key = Base64.getDecoder().decode("v"), Hex.decodeHex("v")
//	var hmacKey = []byte("v") (Go), SECRET = bytes("v", "utf-8") (Python)
//	var key = Encoding.UTF8.GetBytes("v") (.NET), Data("v".utf8) (Swift)
//	let secret = String::from("v") (Rust)
//	$cfg['blowfish_secret'] = sodium_hex2bin('v'), hex2bin('v') (PHP)
//
// and a password may be given through the call that hashes it, the
// literal then the password in clear: SET user_pass = MD5('v') (SQL's
// MD5, SHA1, SHA2 and MySQL's PASSWORD), password_hash('v', ...) (PHP).
//
// decodedLiteral finds the literal; the credential context judges it as
// it would the literal alone. So, inside a quoted value, does qtByteArray
// find the bytes that Qt's settings files wrap (qBittorrent's
// WebUI\Password_PBKDF2="@ByteArray(v)").

// decoderCallees are the decoding and converting calls, by the last name
// of the callee (Go's []byte conversion by its type's) in any case.
var decoderCallees = newWordSet("fromhex", "unhexlify", "a2b_hex", "a2b_base64", "b64decode", "urlsafe_b64decode",
	"standard_b64decode", "b32decode", "decodebytes", "atob", "from", "decode", "decodehex", "decodebase64",
	"byte", "bytes", "bytearray", "getbytes", "data", "hex2bin", "sodium_hex2bin", "sodium_base642bin", "base64_decode",
	"md5", "sha1", "sha2", "password", "password_hash")

// callEnd reports whether c, the last byte of a bare value, may end a
// decoding call's text as the value reads it: its closing parenthesis,
// its literal's closing quote (where a blank follows: Buffer.from("v",
// "hex")), the comma after it or a statement's semicolon. Most bare
// values end otherwise, which spares them decodedLiteral's read.
func callEnd(c byte) bool { return c == ')' || c == '"' || c == '\'' || c == ',' || c == ';' }

// maxCallee bounds the callee's dotted name that decodedLiteral reads.
const maxCallee = 48

// decodedLiteral returns where the literal starts (its opening quote)
// that the bare value at text[vs:] passes to one
// of decoderCallees as its first argument, or -1.
func decodedLiteral(text string, vs int) int {
	lim := min(len(text), vs+maxCallee)
	i := vs
	if strings.HasPrefix(text[vs:], "[]") {
		i += 2 // Go's []byte("v"): a conversion to a slice's type
	}
	last := i // the start of the callee's last name
	for i < lim && text[i] != '(' {
		switch c := text[i]; {
		case c == '.' || c == ':' && i+1 < lim && text[i+1] == ':':
			if c == ':' {
				i++ // Rust's path: String::from
			}
			last = i + 1
		case !isIdentByte(c):
			return -1
		}
		i++
	}
	if i == vs || i+1 >= len(text) || text[i] != '(' {
		return -1
	}
	if i+1 < len(text) && text[i+1] == ')' && i+2 < len(text) && text[i+2] == '.' {
		return decodedLiteral(text, i+3) // Base64.getDecoder().decode("v"): a getter, then the call
	}
	if !decoderCallees.has(text[last:i]) {
		return -1
	}
	p := literalStart(text, i+1) // Python's b"v" (see literals.go)
	if q := text[p]; q != '"' && q != '\'' && q != '`' {
		return -1
	}
	return p
}

// qtByteArray returns the bounds of the bytes inside the quoted value
// text[vs:ve] if it is Qt's @ByteArray(v), or vs, ve.
func qtByteArray(text string, vs, ve int) (int, int) {
	const open = "@ByteArray("
	if ve-vs > len(open)+1 && text[ve-1] == ')' && text[vs:vs+len(open)] == open {
		return vs + len(open), ve - 1
	}
	return vs, ve
}
