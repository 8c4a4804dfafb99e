package scrub

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"unicode/utf8"
)

// alnum is the replacement alphabet for one-byte runes.
const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// Replacement alphabets, one per UTF-8 length. The multi-byte ones are
// letters from scripts that transcripts practically never contain (IPA
// extensions, Yi syllables, cuneiform), so a replacement cannot by chance
// reproduce a source string written in a living script.
var (
	letters2  = runeTable(0x0250, 2) // ɐ … ʏ
	letters3  = runeTable(0xA000, 3) // ꀀ … ꀿ
	letters4  = runeTable(0x12000, 4)
	isAlnum   = byteClass(alnum)
	lineBreak = byteClass("\n\r")
)

// runeTable returns the UTF-8 encodings of the 64 code points from first,
// each of length n.
func runeTable(first rune, n int) (t [64][4]byte) {
	for i := range t {
		if utf8.EncodeRune(t[i][:], first+rune(i)) != n {
			panic("scrub: replacement rune of the wrong length")
		}
	}
	return t
}

// byteClass returns a membership table for the bytes of set.
func byteClass(set string) (t [256]bool) {
	for i := 0; i < len(set); i++ {
		t[set[i]] = true
	}
	return t
}

// keystream expands a 32-byte HMAC into key bytes, one per byte of the
// text it replaces. The HMAC carries the secrecy; the expander (PCG, a
// documented and stable generator) only needs to be fast and
// deterministic.
type keystream struct {
	pcg rand.PCG
	buf []byte
}

// bytes returns n key bytes of the stream seeded by the first 16 bytes of
// sum, valid until the next call.
func (k *keystream) bytes(sum []byte, n int) []byte {
	k.pcg.Seed(binary.LittleEndian.Uint64(sum), binary.LittleEndian.Uint64(sum[8:]))
	return k.more(n)
}

// more returns the next n key bytes of the stream, valid until the next
// call.
func (k *keystream) more(n int) []byte {
	words := (n + 7) / 8
	if cap(k.buf) < words*8 {
		k.buf = make([]byte, words*8)
	}
	b := k.buf[:words*8]
	for i := 0; i < len(b); i += 8 {
		binary.LittleEndian.PutUint64(b[i:], k.pcg.Uint64())
	}
	return b[:n]
}

// fromKey maps a key byte to an ASCII letter or digit (the slight bias of
// 256 mod 62 carries no information about the text).
var fromKey = func() (t [256]byte) {
	for i := range t {
		t[i] = alnum[i%len(alnum)]
	}
	return t
}()

// keepGuard marks the bytes fillRunes keeps in guard mode: ASCII other
// than letters and digits.
var keepGuard = func() (t [256]bool) {
	for c := range 0x80 {
		t[c] = !isAlnum[c]
	}
	return t
}()

// fillRunes writes into dst[:len(src)] a replacement of src using key (one
// byte per byte of src): every rune by a letter of the same UTF-8 length,
// ASCII by a letter or digit, an invalid byte by an ASCII letter or digit;
// line breaks are kept. In guard mode ASCII characters other than letters
// and digits are kept too, and invalid bytes become '?', so that a string
// that fails an identifier test still fails it after replacement.
func fillRunes(dst, src, key []byte, guard bool) {
	dst, key = dst[:len(src)], key[:len(src)]
	for i := 0; i < len(src); {
		// Eight ASCII bytes at a time; kept bytes are restored below.
		for ; i+8 <= len(src) && binary.LittleEndian.Uint64(src[i:])&0x8080808080808080 == 0; i += 8 {
			k, d := key[i:i+8], dst[i:i+8]
			d[0], d[1], d[2], d[3] = fromKey[k[0]], fromKey[k[1]], fromKey[k[2]], fromKey[k[3]]
			d[4], d[5], d[6], d[7] = fromKey[k[4]], fromKey[k[5]], fromKey[k[6]], fromKey[k[7]]
		}
		if i == len(src) {
			break
		}
		c := src[i]
		if c < utf8.RuneSelf {
			dst[i] = fromKey[key[i]]
			i++
			continue
		}
		_, n := utf8.DecodeRune(src[i:])
		k := key[i] & 63
		switch n {
		case 1:
			dst[i] = fromKey[key[i]]
			if guard {
				dst[i] = '?'
			}
		case 2:
			copy(dst[i:i+2], letters2[k][:2])
		case 3:
			copy(dst[i:i+3], letters3[k][:3])
		default:
			copy(dst[i:i+4], letters4[k][:4])
		}
		i += n
	}
	if guard {
		for i, c := range src {
			if keepGuard[c] {
				dst[i] = c
			}
		}
		return
	}
	for _, c := range []byte{'\n', '\r'} {
		for i := bytes.IndexByte(src, c); i >= 0; {
			dst[i] = c
			k := bytes.IndexByte(src[i+1:], c)
			if k < 0 {
				break
			}
			i += k + 1
		}
	}
}
