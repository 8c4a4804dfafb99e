package rules

import "strings"

// A key in C, C++, Rust, Go, Java, C# or Python source is often written as
// its bytes, a list of hex literals that a credential's name is given:
//
//	static const uint8_t aes_key[16] = { 0x9a, 0x63, ... };  (C, C++)
//	const AES_KEY: [u8; 16] = [0x9a, 0x63, ...];           (Rust)
//	hmacKey := []byte{0x9a, 0x63, ...}                      (Go)
//	byte[] key = new byte[] { (byte)0x9a, 0x63, ... };      (Java, C#)
//	SECRET = bytes([0x9a, 0x63, ...])                       (Python)
//
// byteList reads the list; the credential context takes it when its bytes
// look drawn at random (see randomBytes), which a table of constants
// under a credential's name, zeros or a counting run, does not.

// minListBytes and maxListBytes bound the bytes of a key's list: a
// 64-bit key's to a 4096-bit key's.
const (
	minListBytes = 8
	maxListBytes = 512
)

// byteList returns the bounds of the hex literals, from the first to the
// end of the last, of the list of bytes at text[p:] (see above), or -1,
// -1. Most values open with no bracket: a look at a byte or two.
func byteList(text string, p int) (int, int) {
	p = byteType(text, p)
	if p >= len(text) || text[p] != '{' && text[p] != '[' {
		return -1, -1
	}
	i, start, n := p+1, -1, 0
	last := -1
	for i < len(text) && i-p < maxListBytes*12 {
		i = listBlanks(text, i)
		if strings.HasPrefix(text[i:], "(byte)") {
			i += len("(byte)") // Java's cast of a byte over 0x7f
		}
		if !strings.HasPrefix(text[i:], "0x") && !strings.HasPrefix(text[i:], "0X") {
			break
		}
		j := i + 2
		for j < len(text) && j-i < 4 && isHexDigit(text[j]) {
			j++
		}
		if j == i+2 || j < len(text) && isIdentByte(text[j]) {
			return -1, -1 // a word's constant (0x428a2f98), no byte
		}
		if start < 0 {
			start = i
		}
		n++
		last = j
		i = listBlanks(text, j)
		if i >= len(text) || text[i] != ',' {
			break
		}
		i++
	}
	if n < minListBytes || n > maxListBytes {
		return -1, -1
	}
	if i = listBlanks(text, i); i >= len(text) || text[i] != '}' && text[i] != ']' {
		return -1, -1
	}
	return start, last
}

// listOpens reports whether a list of bytes may open at text[p]: a
// bracket, or a type or call before one. Most values open otherwise.
func listOpens(text string, p int) bool {
	switch text[p] {
	case '{', '[':
		return true
	case 'n':
		return strings.HasPrefix(text[p:], "new byte[")
	case 'b':
		return strings.HasPrefix(text[p:], "byte")
	}
	return false
}

// byteType returns p past the type or call that a list of bytes follows
// at text[p] ([]byte{, new byte[16] {, bytes([), and past a Rust array
// type's "[u8; 16] =".
func byteType(text string, p int) int {
	var types []string
	switch text[p] {
	case '[':
		if strings.HasPrefix(text[p:], "[u8;") {
			if e := strings.IndexByte(text[p:min(len(text), p+16)], '='); e > 0 {
				return skipSpaces(text, p+e+1)
			}
			return p
		}
		types = []string{"[]byte", "[]uint8"}
	case 'n':
		types = []string{"new byte["}
	case 'b':
		types = []string{"bytes(", "bytearray("}
	}
	for _, t := range types {
		if strings.HasPrefix(text[p:], t) {
			p += len(t)
			for p < len(text) && (isDigit(text[p]) || text[p] == ']' || text[p] == ' ') {
				p++ // new byte[16] {, [16]byte's length
			}
			return p
		}
	}
	return p
}

// listBlanks returns i past the blanks and line breaks at text[i].
func listBlanks(text string, i int) int {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r') {
		i++
	}
	return i
}

// randomBytes reports whether the hex literals of list (see byteList)
// look drawn at random (see byteTally).
func randomBytes(list string) bool {
	var t byteTally
	for i := 0; i+2 < len(list); i++ {
		if list[i] != '0' || list[i+1] != 'x' && list[i+1] != 'X' {
			continue
		}
		b, j := 0, i+2
		for j < len(list) && isHexDigit(list[j]) {
			b = b*16 + hexDigit(list[j])
			j++
		}
		t.add(b & 0xff)
		i = j - 1
	}
	return t.random()
}

// byteTally counts the bytes of a list, how many are distinct and how
// many step by the step before them.
type byteTally struct {
	seen                     [256]bool
	n, distinct, steps, step int
	prev                     int // the last byte, or -1 before the first
}

// add counts byte b.
func (t *byteTally) add(b int) {
	if t.n == 0 {
		t.prev = -1
	}
	if !t.seen[b] {
		t.seen[b] = true
		t.distinct++
	}
	if t.prev >= 0 {
		if t.n == 1 || b-t.prev == t.step {
			t.steps++
		}
		t.step = b - t.prev
	}
	t.prev = b
	t.n++
}

// random reports whether the bytes counted look drawn at random: at
// least minListBytes, nearly all distinct, and not a counting run (0x00,
// 0x01, 0x02, ...).
func (t *byteTally) random() bool {
	return t.n >= minListBytes && t.distinct*4 >= t.n*3 && t.steps < t.n-1
}

// keypairBytes is the length of an ed25519 keypair as Solana's tools
// write it: the secret key's 32 bytes, then the public key's.
const keypairBytes = 64

// validKeypairBytes reports whether text[start:end] is a list of
// keypairBytes decimal bytes, a comma and blanks apart, that look drawn
// at random: a Solana keypair, as solana-keygen's id.json and the SDKs'
// Keypair.fromSecretKey([...]) give it; a list of another length (a
// 32-byte public key, a hash) or of counting bytes is none.
func validKeypairBytes(text string, start, end int) bool {
	var t byteTally
	for i := start; i < end; {
		b, j := 0, i
		for j < end && j-i < 3 && isDigit(text[j]) {
			b = b*10 + int(text[j]-'0')
			j++
		}
		if j == i || j < end && isDigit(text[j]) || b > 255 || t.n == keypairBytes {
			return false
		}
		t.add(b)
		for i = j; i < end && (text[i] == ',' || text[i] == ' ' || text[i] == '\t'); {
			i++
		}
	}
	return t.n == keypairBytes && t.random()
}

func isHexDigit(c byte) bool { return isDigit(c) || 'a' <= lower(c) && lower(c) <= 'f' }
