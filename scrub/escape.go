package scrub

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/transcrub/transcrub/internal/jsonstr"
)

// This file is the escape walker: it decodes the raw bytes of a JSON string
// (between the quotes) and writes a same-length replacement back in the
// original's form. Keeping decode and encode in step is what lets a
// replacement preserve both the decoded and the raw byte length.
//
// Decoded form: escapes are resolved (a lone surrogate escape decodes to
// U+FFFD, three bytes, as Go's JSON decoders do); raw bytes, valid UTF-8 or
// not, are kept as they are. Because escapes always decode to whole UTF-8
// sequences, rune boundaries in the decoded bytes line up with the raw
// units they came from.

// Reasons a string is rejected.
const (
	reasonUnterminated = "unterminated string"
	reasonControl      = "control character in string"
	reasonEscape       = "invalid escape in string"
)

// unescaper decodes JSON strings, reusing one buffer for those that have
// escapes. high tells whether the last string scanned has bytes of 0x80
// and more as written (beside its escapes), uesc whether it has \u
// escapes; escs are the offsets of its escapes in its raw content, a
// surrogate pair counting as one.
type unescaper struct {
	buf        []byte
	high, uesc bool
	escs       []int32
}

// plain reports whether the last string decoded to ASCII in which every
// line break stands for a two-character escape (\n, \r): raw bytes of
// 0x80 and more and \u escapes are the only other ways to either.
func (u *unescaper) plain() bool { return !u.high && !u.uesc }

// plainString sets u as scan does for a string of ASCII without escapes,
// which a caller read without it.
func (u *unescaper) plainString() { u.high, u.uesc, u.escs = false, false, u.escs[:0] }

// scan reads the JSON string whose content starts at line[i] (just after
// the opening quote). It returns the decoded bytes and the index of the
// closing quote. The decoded bytes alias line when the string has no
// escapes, and otherwise u's buffer, valid until the next call.
func (u *unescaper) scan(line []byte, i int) (dec []byte, end int, err error) {
	start := i
	u.uesc, u.escs = false, u.escs[:0]
	i, u.high = jsonstr.PlainRun(line, i)
	if i < len(line) && line[i] == '"' {
		return line[start:i], i, nil
	}
	dec = append(u.buf[:0], line[start:i]...)
	var seen uint64 // the words of the runs after escapes, or-ed: their high bits
	// Each turn reads the byte a run stopped at, a quote, a control
	// character or an escape, and then the run after an escape: tested
	// and copied a word at a time, in one pass, as the runs between two
	// escapes are mostly short (a line of code between two \n, a key
	// between two \"), for which a call of PlainRun and a copy after it
	// cost more than the bytes.
	for i < len(line) {
		switch c := line[i]; {
		case c == '"':
			u.buf = dec[:0]
			u.high = u.high || seen&jsonstr.Highs != 0
			return dec, i, nil
		case c < 0x20:
			return nil, i, syntaxError(i, reasonControl)
		}
		if i+1 >= len(line) {
			break
		}
		u.escs = append(u.escs, int32(i-start))
		next := i + 2 // after the escape
		switch line[i+1] {
		case '"', '\\', '/':
			dec = append(dec, line[i+1])
		case 'b':
			dec = append(dec, '\b')
		case 'f':
			dec = append(dec, '\f')
		case 'n':
			dec = append(dec, '\n')
		case 'r':
			dec = append(dec, '\r')
		case 't':
			dec = append(dec, '\t')
		case 'u':
			u.uesc = true
			r, n := jsonstr.DecodeU(line[i:])
			if n == 0 {
				return nil, i, syntaxError(i, reasonEscape)
			}
			dec = utf8.AppendRune(dec, r)
			next = i + n
		default:
			return nil, i, syntaxError(i, reasonEscape)
		}
		for i = next; ; i += 8 {
			if i+8 > len(line) { // the last bytes of the line
				for ; i < len(line) && line[i] >= 0x20 && line[i] != '"' && line[i] != '\\'; i++ {
					seen |= uint64(line[i])
					dec = append(dec, line[i])
				}
				break
			}
			w := binary.LittleEndian.Uint64(line[i:])
			dec = binary.LittleEndian.AppendUint64(dec, w)
			if m := jsonstr.Stops(w); m != 0 {
				k := bits.TrailingZeros64(m) / 8 // the run's bytes in w
				seen |= w & (1<<(8*k) - 1)
				dec, i = dec[:len(dec)-8+k], i+k
				break
			}
			seen |= w
		}
	}
	return nil, len(line), syntaxError(start-1, reasonUnterminated)
}

// encodeLike appends rep, a replacement of raw's decoded bytes rune for
// rune with the same UTF-8 lengths, written in raw's form: raw runs take
// rep's bytes as they are, a \uXXXX escape (or surrogate pair) becomes an
// escape of the replacement rune, and the two-byte escapes are copied; so
// the output has raw's length, and is written in place. raw must be a
// string content that unescaper.scan accepted, escs its escapes as scan
// found them.
func encodeLike(dst, raw, rep []byte, escs []int32) []byte {
	n := len(dst)
	dst = slices.Grow(dst, len(raw))[:n+len(raw)]
	out := dst[n:]
	i, j := 0, 0 // in raw and out, in rep
	for _, e := range escs {
		k := int(e)
		j += copy(out[i:k], rep[j:])
		i = k
		if raw[i+1] != 'u' {
			out[i], out[i+1] = raw[i], raw[i+1]
			i += 2
			j++
			continue
		}
		orig, size := jsonstr.DecodeU(raw[i:])
		r, _ := utf8.DecodeRune(rep[j:])
		upper := hasUpperHex(raw[i : i+size])
		if size == 12 {
			hi, lo := utf16.EncodeRune(r)
			putU(out[i:], hi, upper)
			putU(out[i+6:], lo, upper)
		} else {
			putU(out[i:], r, upper)
		}
		i += size
		j += utf8.RuneLen(orig)
	}
	copy(out[i:], rep[j:])
	return dst
}

// putU writes the escape \uXXXX for r (a BMP code point) at the start of
// b.
func putU(b []byte, r rune, upper bool) {
	digits := "0123456789abcdef"
	if upper {
		digits = "0123456789ABCDEF"
	}
	_ = b[5]
	b[0], b[1], b[2], b[3], b[4], b[5] = '\\', 'u', digits[r>>12&15], digits[r>>8&15], digits[r>>4&15], digits[r&15]
}

// hasUpperHex reports whether an escape is written with upper-case hex
// digits, so that its replacement is written the same way.
func hasUpperHex(esc []byte) bool {
	for _, c := range esc {
		if 'A' <= c && c <= 'F' {
			return true
		}
	}
	return false
}

// appendJSONString appends s as a JSON string, quotes included: '"', '\\'
// and control characters escaped (the short forms where JSON has them),
// other bytes raw, and bytes that are not valid UTF-8 written as \ufffd.
func appendJSONString(dst, s []byte) []byte {
	const hexDigits = "0123456789abcdef"
	dst = append(dst, '"')
	for i := 0; i < len(s); {
		j, _ := jsonstr.PlainRun(s, i)
		if run := s[i:j]; utf8.Valid(run) {
			dst = append(dst, run...)
		} else {
			for len(run) > 0 {
				r, n := utf8.DecodeRune(run)
				if r == utf8.RuneError && n == 1 {
					dst = append(dst, `\ufffd`...)
				} else {
					dst = append(dst, run[:n]...)
				}
				run = run[n:]
			}
		}
		if j == len(s) {
			break
		}
		switch c := s[j]; c {
		case '"', '\\':
			dst = append(dst, '\\', c)
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&15])
		}
		i = j + 1
	}
	return append(dst, '"')
}
