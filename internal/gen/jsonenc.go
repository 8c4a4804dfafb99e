package gen

import (
	"strconv"
	"unicode/utf8"
)

// The generator builds tool inputs as ordered values and encodes them
// itself, so that it knows the exact bytes of every input as it stands in
// the file (the payload the scanner measures) and can choose how strings
// are escaped.
//
// A value is nil, a string, bool, int, obj or arr.

// obj is a JSON object with its members in writing order.
type obj []member

// member is one key and value of an obj.
type member struct {
	key string
	val any
}

// arr is a JSON array.
type arr []any

// get returns the value of key in o, or nil.
func (o obj) get(key string) any {
	for _, m := range o {
		if m.key == key {
			return m.val
		}
	}
	return nil
}

// appendValue appends the compact JSON encoding of v to b. With ascii set,
// every non-ASCII character is written as a \u escape (a surrogate pair
// above the BMP); otherwise it is written as UTF-8, as Cursor does.
func appendValue(b []byte, v any, ascii bool) []byte {
	switch v := v.(type) {
	case nil:
		return append(b, "null"...)
	case string:
		return appendString(b, v, ascii)
	case bool:
		return strconv.AppendBool(b, v)
	case int:
		return strconv.AppendInt(b, int64(v), 10)
	case obj:
		b = append(b, '{')
		for i, m := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, m.key, ascii)
			b = append(b, ':')
			b = appendValue(b, m.val, ascii)
		}
		return append(b, '}')
	case arr:
		b = append(b, '[')
		for i, e := range v {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendValue(b, e, ascii)
		}
		return append(b, ']')
	}
	panic("gen: unsupported value type")
}

// appendString appends s, which must be valid UTF-8, as a JSON string.
func appendString(b []byte, s string, ascii bool) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf && !ascii {
			i++
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '"', '\\':
			b = append(b, '\\', c)
			i++
		case '\n':
			b = append(b, '\\', 'n')
			i++
		case '\t':
			b = append(b, '\\', 't')
			i++
		case '\r':
			b = append(b, '\\', 'r')
			i++
		default:
			if c < 0x20 {
				b = appendU(b, rune(c))
				i++
				break
			}
			r, size := utf8.DecodeRuneInString(s[i:])
			if r >= 0x10000 {
				r -= 0x10000
				b = appendU(b, 0xd800+(r>>10))
				b = appendU(b, 0xdc00+(r&0x3ff))
			} else {
				b = appendU(b, r)
			}
			i += size
		}
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendU appends the escape \uXXXX for the UTF-16 code unit r.
func appendU(b []byte, r rune) []byte {
	return append(b, '\\', 'u',
		hexDigits[r>>12&15], hexDigits[r>>8&15], hexDigits[r>>4&15], hexDigits[r&15])
}
