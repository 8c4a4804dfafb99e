// Package jsonany decodes one JSON value into the generic Go values
// encoding/json gives an `any` (map[string]any, []any, string, float64,
// bool, nil), with the same result for every input, in one pass: the
// selectors decode every frame of a Claude Code or Codex file, source and
// bundle, for their jq predicates and tallies, and encoding/json's
// validation pass, reflection and second unquoting scan made that a third
// of an export.
//
// The same result means: what json.Unmarshal(b, &v) stores in v when it
// returns nil, and ok false exactly when it returns an error (a syntax
// error, nesting deeper than 10,000, a number out of float64's range).
// Strings are decoded as encoding/json does: invalid UTF-8 and unpaired
// surrogate escapes become U+FFFD; a repeated key keeps its last value.
package jsonany

import (
	"strconv"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/transcrub/transcrub/internal/jsonstr"
)

// maxDepth is encoding/json's limit on nested arrays and objects.
const maxDepth = 10000

// Decode decodes b, one JSON value with optional white space around it.
// It reports false, with a nil value, where json.Unmarshal fails.
// It is safe to call concurrently.
func Decode(b []byte) (any, bool) {
	d := decoders.Get().(*decoder)
	defer decoders.Put(d)
	d.b, d.i, d.bad = b, 0, false
	d.space()
	v := d.value(0)
	d.space()
	ok := !d.bad && d.i == len(b)
	d.b = nil
	if !ok {
		return nil, false
	}
	return v, true
}

// decoders keep their string buffers between calls.
var decoders = sync.Pool{New: func() any { return new(decoder) }}

type decoder struct {
	b   []byte
	i   int
	bad bool
	buf []byte // a string's unescaped bytes
}

func (d *decoder) space() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// value decodes the value at d.i, at nesting depth depth; on bad input it
// sets d.bad and returns nil.
func (d *decoder) value(depth int) any {
	if d.i >= len(d.b) {
		d.bad = true
		return nil
	}
	switch c := d.b[d.i]; {
	case c == '{':
		return d.object(depth + 1)
	case c == '[':
		return d.array(depth + 1)
	case c == '"':
		return d.str()
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	default:
		return d.literal()
	}
}

func (d *decoder) object(depth int) any {
	if depth > maxDepth {
		d.bad = true
		return nil
	}
	d.i++ // {
	m := map[string]any{}
	if d.empty('}') {
		return m
	}
	for {
		if d.i >= len(d.b) || d.b[d.i] != '"' {
			d.bad = true
			return nil
		}
		k := d.str()
		d.space()
		if d.bad || d.i >= len(d.b) || d.b[d.i] != ':' {
			d.bad = true
			return nil
		}
		d.i++
		d.space()
		v := d.value(depth)
		if d.bad {
			return nil
		}
		m[k] = v
		if !d.more('}') {
			return m
		}
	}
}

func (d *decoder) array(depth int) any {
	if depth > maxDepth {
		d.bad = true
		return nil
	}
	d.i++ // [
	a := make([]any, 0)
	if d.empty(']') {
		return a
	}
	for {
		v := d.value(depth)
		if d.bad {
			return nil
		}
		a = append(a, v)
		if !d.more(']') {
			return a
		}
	}
}

// empty skips white space after an opening bracket and reports whether
// the closing one, end, follows (and consumes it).
func (d *decoder) empty(end byte) bool {
	d.space()
	if d.i < len(d.b) && d.b[d.i] == end {
		d.i++
		return true
	}
	return false
}

// more reads what follows a member or an element: a comma, and reports
// true, or the closing bracket end, and reports false; anything else sets
// d.bad (and reports false: the caller's value is then dropped).
func (d *decoder) more(end byte) bool {
	d.space()
	if d.i < len(d.b) {
		switch d.b[d.i] {
		case ',':
			d.i++
			d.space()
			return true
		case end:
			d.i++
			return false
		}
	}
	d.bad = true
	return false
}

// str decodes the string whose opening quote is at d.i.
func (d *decoder) str() string {
	start := d.i + 1
	d.buf = d.buf[:0]
	for i := start; ; {
		end, high := jsonstr.PlainRun(d.b, i)
		if end >= len(d.b) || d.b[end] != '"' && d.b[end] != '\\' { // unterminated, or a control character
			d.bad = true
			return ""
		}
		valid := !high || utf8.Valid(d.b[i:end])
		if d.b[end] == '"' && i == start && valid { // nothing to decode
			d.i = end + 1
			return string(d.b[start:end])
		}
		if valid {
			d.buf = append(d.buf, d.b[i:end]...)
		} else {
			d.buf = appendValid(d.buf, d.b[i:end])
		}
		d.i = end
		if d.b[end] == '"' {
			d.i++
			return string(d.buf)
		}
		if !d.escape() {
			d.bad = true
			return ""
		}
		i = d.i
	}
}

// appendValid appends b to dst with each byte of invalid UTF-8 replaced
// by U+FFFD, as encoding/json decodes it.
func appendValid(dst, b []byte) []byte {
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			dst = utf8.AppendRune(dst, r)
		} else {
			dst = append(dst, b[:n]...)
		}
		b = b[n:]
	}
	return dst
}

// escape appends the escape at d.i to d.buf, as encoding/json decodes it,
// and reports whether it is one.
func (d *decoder) escape() bool {
	if d.i+1 >= len(d.b) {
		return false
	}
	c := d.b[d.i+1]
	if c != 'u' {
		switch c {
		case '"', '\\', '/':
		case 'b':
			c = '\b'
		case 'f':
			c = '\f'
		case 'n':
			c = '\n'
		case 'r':
			c = '\r'
		case 't':
			c = '\t'
		default:
			return false
		}
		d.buf = append(d.buf, c)
		d.i += 2
		return true
	}
	r := hex4(d.b[d.i+2:])
	if r < 0 {
		return false
	}
	d.i += 6
	if utf16.IsSurrogate(r) {
		r2 := rune(-1)
		if d.i+1 < len(d.b) && d.b[d.i] == '\\' && d.b[d.i+1] == 'u' {
			r2 = hex4(d.b[d.i+2:])
		}
		if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
			d.i += 6
			r = dec
		} else {
			r = utf8.RuneError
		}
	}
	d.buf = utf8.AppendRune(d.buf, r)
	return true
}

// hex4 returns the value of the four hex digits b starts with, or -1.
func hex4(b []byte) rune {
	if len(b) < 4 {
		return -1
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c -= 'a' - 10
		case c >= 'A' && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}

// number decodes the number at d.i: JSON's grammar, then ParseFloat,
// whose range error encoding/json reports too.
func (d *decoder) number() any {
	b, start := d.b, d.i
	i := start
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = digits(b, i)
	default:
		d.bad = true
		return nil
	}
	if i < len(b) && b[i] == '.' {
		if i+1 >= len(b) || b[i+1] < '0' || b[i+1] > '9' {
			d.bad = true
			return nil
		}
		i = digits(b, i+1)
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || b[i] < '0' || b[i] > '9' {
			d.bad = true
			return nil
		}
		i = digits(b, i)
	}
	d.i = i
	if n := i - start; n <= 15 && integer(b[start:i]) {
		return intFloat(b[start:i])
	}
	f, err := strconv.ParseFloat(string(b[start:i]), 64)
	if err != nil {
		d.bad = true
		return nil
	}
	return f
}

// integer reports whether the number n has no fraction and no exponent.
func integer(n []byte) bool {
	for _, c := range n {
		if c < '0' || c > '9' {
			if c != '-' {
				return false
			}
		}
	}
	return true
}

// intFloat is ParseFloat of an integer of at most 15 characters, which
// float64 holds exactly.
func intFloat(n []byte) float64 {
	neg := n[0] == '-'
	if neg {
		n = n[1:]
	}
	var u uint64
	for _, c := range n {
		u = u*10 + uint64(c-'0')
	}
	f := float64(u)
	if neg {
		f = -f
	}
	return f
}

func digits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}

func (d *decoder) literal() any {
	rest := d.b[d.i:]
	for _, l := range [...]struct {
		text string
		v    any
	}{{"true", true}, {"false", false}, {"null", nil}} {
		if len(rest) >= len(l.text) && string(rest[:len(l.text)]) == l.text {
			d.i += len(l.text)
			return l.v
		}
	}
	d.bad = true
	return nil
}
