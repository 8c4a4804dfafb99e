// Package jsonstr holds the scan the JSON tokenizers of transcript and
// scrub share: the run of a string's bytes that need no attention, and
// the decoding of a \u escape.
package jsonstr

import (
	"encoding/binary"
	"math/bits"
)

// PlainRun returns the index of the first byte at or after i that is a
// quote, a backslash or a control character, or len(b), and whether the
// bytes before it include any of 0x80 and more. It tests sixteen bytes at
// a time, then eight.
func PlainRun(b []byte, i int) (int, bool) {
	if i >= len(b) {
		return i, false
	}
	var seen uint64
	rest := b[i:] // the bytes not tested yet: a word of them needs no bounds check
	for len(rest) >= 16 {
		w, v := binary.LittleEndian.Uint64(rest), binary.LittleEndian.Uint64(rest[8:])
		if Stops(w)|Stops(v) != 0 {
			break
		}
		seen |= w | v
		rest = rest[16:]
	}
	for len(rest) >= 8 {
		w := binary.LittleEndian.Uint64(rest)
		if m := Stops(w); m != 0 {
			n := bits.TrailingZeros64(m) &^ 7
			return len(b) - len(rest) + n>>3, (seen|w&(1<<n-1))&Highs != 0
		}
		seen |= w
		rest = rest[8:]
	}
	for i = len(b) - len(rest); i < len(b) && b[i] >= 0x20 && b[i] != '"' && b[i] != '\\'; i++ {
		seen |= uint64(b[i])
	}
	return i, seen&Highs != 0
}

const (
	ones  = 0x0101010101010101 // the low bit of each byte of a word
	Highs = 0x8080808080808080 // the high bit of each byte of a word
)

// Stops returns the high bits of the bytes of w, eight bytes of a string
// read little-endian, that end a plain run: those < 0x20, '"' or '\\'
// (the usual has-less-than and has-zero-byte tests; bytes of 0x80 and
// more never set them, and q and k have w's high bits, so one &^ w
// serves the three). A borrow can also set the bit above such a byte,
// never below, so the lowest one is exact.
func Stops(w uint64) uint64 {
	q, k := w^('"'*ones), w^('\\'*ones)
	return ((w - 0x20*ones) | (q - ones) | (k - ones)) &^ w & Highs
}
