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

// Key bytes. A replacement is drawn from key bytes, one per byte of the
// text it replaces. For a string they come from its HMAC and the run's
// pad: the first tagSize from the HMAC itself, so that different strings
// get different replacements, the rest from the pad, starting at an
// offset the HMAC chooses and wrapping around. The pad is padSize random
// bytes derived from the salt, the same for every string of a run, so
// that the filler of long strings repeats within a bundle and compresses
// to almost nothing (random filler costs the compressor as much time as
// scrubbing and makes bundles several times larger than their source).
// A replacement still depends on nothing but the keyed HMAC of its
// original and the original's shape (length, line breaks, rune lengths).
const (
	tagSize = 16
	padSize = 32 << 10
)

// newPad returns the pad of the run whose pad seed is seed: padSize bytes
// of PCG, a documented and stable generator, seeded by the first 16
// bytes of seed.
func newPad(seed []byte) []byte {
	pcg := rand.NewPCG(binary.LittleEndian.Uint64(seed), binary.LittleEndian.Uint64(seed[8:]))
	pad := make([]byte, padSize)
	for i := 0; i < len(pad); i += 8 {
		binary.LittleEndian.PutUint64(pad[i:], pcg.Uint64())
	}
	return pad
}

// keystream hands out key bytes from a pad.
type keystream struct {
	pad []byte
	at  int // next pad byte of more
	buf []byte
}

// bytes returns n key bytes for the string whose HMAC is sum (at least
// tagSize+4 bytes), valid until the next call.
func (k *keystream) bytes(sum []byte, n int) []byte {
	k.buf = append(k.buf[:0], sum[:min(n, tagSize)]...)
	k.at = int(binary.LittleEndian.Uint32(sum[tagSize:]) % padSize)
	return k.fill(n)
}

// rewind makes next start at the start of the pad.
func (k *keystream) rewind() { k.at = 0 }

// next returns the n pad bytes after those of the last call, wrapping
// around, valid until the next call.
func (k *keystream) next(n int) []byte {
	k.buf = k.buf[:0]
	return k.fill(n)
}

// fill appends pad bytes from k.at, wrapping around, until the stream
// holds n, and returns it.
func (k *keystream) fill(n int) []byte {
	for len(k.buf) < n {
		m := min(n-len(k.buf), padSize-k.at)
		k.buf = append(k.buf, k.pad[k.at:k.at+m]...)
		k.at = (k.at + m) % padSize
	}
	return k.buf[:n]
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
