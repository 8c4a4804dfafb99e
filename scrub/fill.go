package scrub

import (
	"bytes"
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"unicode/utf8"
)

// alnum is the replacement alphabet for one-byte runes.
const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// Replacement alphabets, one per UTF-8 length. The multi-byte ones are
// letters from scripts that transcripts practically never contain (IPA
// extensions, Yi syllables, cuneiform), so a replacement cannot by chance
// reproduce a source string written in a living script.
var (
	letters2 = runeTable(0x0250, 2) // ɐ … ʏ
	letters3 = runeTable(0xA000, 3) // ꀀ … ꀿ
	letters4 = runeTable(0x12000, 4)
	isAlnum  = byteClass(alnum)
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
// text it replaces. For a string they come from its keyed SipHash (128
// bits) and the run's pad: the first tagSize from the sum itself, so that
// different strings get different replacements, the rest from the pad,
// starting at an offset the sum chooses and wrapping around. The pad is
// padSize random letters and digits derived from the salt, the same for
// every string of a run, so that the filler of long strings repeats within
// a bundle and compresses well (random filler costs the compressor as much
// time as scrubbing and makes bundles several times larger than their
// source). A replacement still depends on nothing but the keyed sum of its
// original and the original's shape (length, line breaks, rune lengths).
// Tag and offset take the sum's 16 bytes: 12 letters or digits and 15
// bits, so two strings of a bundle get the same filler with a probability
// of about one in 2^40 even at a billion strings.
const (
	tagSize = 12
	padSize = 32 << 10
)

// fromKey maps a key byte to an ASCII letter or digit (the slight bias of
// 256 mod 62 carries no information about the text).
var fromKey = func() (t [256]byte) {
	for i := range t {
		t[i] = alnum[i%len(alnum)]
	}
	return t
}()

// newPad returns the pad of the run whose pad seed is seed: padSize
// letters and digits drawn by PCG, a documented and stable generator,
// seeded by the first 16 bytes of seed.
func newPad(seed []byte) []byte {
	pcg := rand.NewPCG(binary.LittleEndian.Uint64(seed), binary.LittleEndian.Uint64(seed[8:]))
	pad := make([]byte, padSize)
	for i := 0; i < len(pad); i += 8 {
		binary.LittleEndian.PutUint64(pad[i:], pcg.Uint64())
	}
	for i, b := range pad {
		pad[i] = fromKey[b]
	}
	return pad
}

// keystream hands out key bytes, ASCII letters and digits, from a pad.
type keystream struct {
	pad []byte
	at  int // the pad byte fill takes next
	buf []byte
}

// into writes into dst the first len(dst) key bytes for the string
// whose keyed sum is sum (at least tagSize+4 bytes): fewer are a prefix
// of more.
func (k *keystream) into(dst, sum []byte) {
	tag := min(len(dst), tagSize)
	for i, b := range sum[:tag] {
		dst[i] = fromKey[b]
	}
	k.at = int(binary.LittleEndian.Uint32(sum[tagSize:]) % padSize)
	k.padInto(dst[tag:])
}

// rewind makes next start at the start of the pad.
func (k *keystream) rewind() { k.at = 0 }

// next returns the n pad bytes after those of the last call, wrapping
// around, valid until the next call.
func (k *keystream) next(n int) []byte {
	k.buf = slices.Grow(k.buf[:0], n)[:n]
	k.padInto(k.buf)
	return k.buf
}

// padInto fills dst with pad bytes from k.at, wrapping around, and moves
// k.at past them.
func (k *keystream) padInto(dst []byte) {
	for i := 0; i < len(dst); {
		m := copy(dst[i:], k.pad[k.at:])
		i += m
		k.at = (k.at + m) % padSize
	}
}

// keepGuard marks the bytes fillRunes keeps in guard mode: ASCII other
// than letters and digits.
var keepGuard = func() (t [256]bool) {
	for c := range 0x80 {
		t[c] = !isAlnum[c]
	}
	return t
}()

// fillRunes rewrites dst[:len(src)], which holds key bytes (one letter or
// digit per byte of src, see keystream.into), into a replacement of src
// in place: ASCII by the key byte, every other rune
// by a letter of the same UTF-8 length chosen by the key byte at its
// start, an invalid byte by the key byte; line breaks are kept. In guard
// mode ASCII characters other than letters and digits are kept too, and
// invalid bytes become '?', so that a string that fails an identifier
// test still fails it after replacement. plain says src is ASCII and its
// line breaks, if any, need not be kept (a JSON string written without
// \u escapes and bytes of 0x80 and more, whose line breaks the caller
// writes back as the source's escapes), which spares looking for either.
func fillRunes(dst, src []byte, guard, plain bool) {
	dst = dst[:len(src)]
	if plain && !guard {
		return
	}
	for i := nextHigh(src, 0); i < len(src); i = nextHigh(src, i) {
		_, n := utf8.DecodeRune(src[i:])
		k := dst[i] & 63 // a rune's bytes are written after its first is read
		switch n {
		case 1:
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
	keepBreaks(dst, src)
}

// fillDigits rewrites dst, the replacement of src, a string of decimal
// digits only, as digits: each from its key byte, the first one nonzero
// where src's is, so that a process id or a count written as a string
// still parses as a number of as many digits. See minDigitResidual for
// what digit filler asks of the residual check.
func fillDigits(dst, src []byte) {
	for i, c := range dst[:len(src)] {
		if k := fromAlnum[c]; i == 0 && src[0] != '0' {
			dst[i] = '1' + k%9
		} else {
			dst[i] = '0' + k%10
		}
	}
}

// fromAlnum maps a letter or digit of alnum to its index there.
var fromAlnum = func() (t [256]byte) {
	for i := 0; i < len(alnum); i++ {
		t[alnum[i]] = byte(i)
	}
	return t
}()

// nextHigh returns the index of the first byte of b at or after i that is
// not ASCII, or len(b).
func nextHigh(b []byte, i int) int {
	for ; i+8 <= len(b); i += 8 {
		if binary.LittleEndian.Uint64(b[i:])&0x8080808080808080 != 0 {
			break
		}
	}
	for ; i < len(b) && b[i] < utf8.RuneSelf; i++ {
	}
	return i
}

// keepBreaks copies the line breaks of src into dst at the same places.
func keepBreaks(dst, src []byte) {
	for _, c := range []byte{'\n', '\r'} {
		for i := 0; ; i++ {
			k := bytes.IndexByte(src[i:], c)
			if k < 0 {
				break
			}
			i += k
			dst[i] = c
		}
	}
}
