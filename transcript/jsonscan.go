package transcript

import (
	"bytes"
	"errors"
	"unicode/utf8"

	"github.com/transcrub/transcrub/internal/jsonstr"
)

// This file is a validating JSON scanner over one line: the grammar of
// RFC 8259, with invalid UTF-8 and duplicate object names allowed and
// nesting limited to maxDepth, which is what jsontext accepts with
// AllowInvalidUTF8 and AllowDuplicateNames. It hands out the raw bytes of
// values and decodes nothing; the frame parser decodes the few strings it
// keeps. Strings, where a line's bytes are, are skipped eight bytes at a
// time.

var (
	errSyntax = errors.New("invalid JSON")
	errDepth  = errors.New("JSON nested too deep")
)

// scanner reads one line. The zero value is ready after reset.
type scanner struct {
	b     []byte
	i     int
	depth int
	// badUTF8 is set when a string read holds invalid UTF-8, the only
	// place a valid line can.
	badUTF8 bool
	// valid: the line is known to be valid JSON (ValueReader's), so a
	// string ends at its first unescaped quote and is not checked; watch
	// is a string to look for there (ValueReader.Watch), and watched says
	// one was read.
	valid   bool
	watch   string
	watched bool
}

func (s *scanner) reset(b []byte) { s.b, s.i, s.depth, s.badUTF8 = b, 0, 0, false }

// peek skips whitespace and returns the next byte, or 0 at the end.
func (s *scanner) peek() byte {
	for ; s.i < len(s.b); s.i++ {
		switch c := s.b[s.i]; c {
		case ' ', '\t', '\n', '\r':
		default:
			return c
		}
	}
	return 0
}

// end reports whether only whitespace is left.
func (s *scanner) end() bool { return s.peek() == 0 && s.i == len(s.b) }

// enter consumes the opening byte c of an object or array.
func (s *scanner) enter(c byte) error {
	if s.peek() != c {
		return errSyntax
	}
	if s.depth == maxDepth {
		return errDepth
	}
	s.depth++
	s.i++
	return nil
}

// next is called before each member or element of the container that
// enter opened and closes with end ('}' or ']'): it consumes the comma
// before all but the first and reports whether one follows, consuming the
// closing byte when none does.
func (s *scanner) next(end byte, first bool) (bool, error) {
	c := s.peek()
	if c == end {
		s.i++
		s.depth--
		return false, nil
	}
	if !first {
		if c != ',' {
			return false, errSyntax
		}
		s.i++
	}
	return true, nil
}

// name reads an object member's name and the colon after it, and returns
// the raw name, quotes included.
func (s *scanner) name() ([]byte, error) {
	if s.peek() != '"' {
		return nil, errSyntax
	}
	raw, err := s.str()
	if err != nil {
		return nil, err
	}
	if s.peek() != ':' {
		return nil, errSyntax
	}
	s.i++
	return raw, nil
}

// value consumes one value and returns its raw bytes.
func (s *scanner) value() ([]byte, error) {
	c := s.peek()
	start := s.i
	var err error
	switch c {
	case '"':
		_, err = s.str()
	case '{', '[':
		if s.valid {
			err = s.skipValid()
		} else if c == '{' {
			err = s.container('{', '}')
		} else {
			err = s.container('[', ']')
		}
	case 't':
		err = s.literal("true")
	case 'f':
		err = s.literal("false")
	case 'n':
		err = s.literal("null")
	default:
		err = s.number()
	}
	return s.b[start:s.i], err
}

// container consumes an object or array.
func (s *scanner) container(open, end byte) error {
	if err := s.enter(open); err != nil {
		return err
	}
	for first := true; ; first = false {
		more, err := s.next(end, first)
		if err != nil || !more {
			return err
		}
		if open == '{' {
			if _, err := s.name(); err != nil {
				return err
			}
		}
		if _, err := s.value(); err != nil {
			return err
		}
	}
}

// skipValid consumes an object or array of a line known to be valid: to
// the bracket that closes it, jumping over strings (validStr), without
// reading its members one by one.
func (s *scanner) skipValid() error {
	b, depth := s.b, 0
	for i := s.i; i < len(b); i++ {
		switch b[i] {
		case '"':
			s.i = i
			if _, err := s.validStr(); err != nil {
				return err
			}
			i = s.i - 1
		case '{', '[':
			depth++
		case '}', ']':
			if depth--; depth == 0 {
				s.i = i + 1
				return nil
			}
		}
	}
	return errSyntax
}

func (s *scanner) literal(lit string) error {
	if len(s.b)-s.i < len(lit) || string(s.b[s.i:s.i+len(lit)]) != lit {
		return errSyntax
	}
	s.i += len(lit)
	return nil
}

// number consumes -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?.
func (s *scanner) number() error {
	b, i := s.b, s.i
	digits := func() bool {
		j := i
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
		return i > j
	}
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case !digits():
		return errSyntax
	}
	if i < len(b) && b[i] == '.' {
		i++
		if !digits() {
			return errSyntax
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if !digits() {
			return errSyntax
		}
	}
	s.i = i
	return nil
}

// str consumes a string at s.i and returns it raw, quotes included.
func (s *scanner) str() ([]byte, error) {
	if s.valid {
		return s.validStr()
	}
	b := s.b
	start := s.i
	i := start + 1
	for {
		j, high := jsonstr.PlainRun(b, i)
		if high && !s.badUTF8 && !utf8.Valid(b[i:j]) {
			s.badUTF8 = true
		}
		i = j
		if i >= len(b) {
			return nil, errSyntax
		}
		switch b[i] {
		case '"':
			s.i = i + 1
			return b[start:s.i], nil
		case '\\':
			n := escapeLen(b[i:])
			if n == 0 {
				return nil, errSyntax
			}
			i += n
		default: // a control character
			return nil, errSyntax
		}
	}
}

// validStr is str on a line known to be valid: the string ends at the
// first quote after its opening one that an even number of backslashes
// precede.
func (s *scanner) validStr() ([]byte, error) {
	b, start := s.b, s.i
	for i := start + 1; ; i++ {
		k := bytes.IndexByte(b[i:], '"')
		if k < 0 {
			return nil, errSyntax
		}
		i += k
		n := 0
		for b[i-1-n] == '\\' {
			n++
		}
		if n%2 == 0 {
			s.i = i + 1
			if s.watch != "" && !s.watched {
				s.watched = decodesTo(b[start+1:i], s.watch)
			}
			return b[start:s.i], nil
		}
	}
}

// decodesTo reports whether the body of a valid raw JSON string (no
// quotes) decodes to w, printable ASCII. A byte of 0x80 or more, written
// or escaped, and an escaped control character are none of w's; an
// invalid string decodes to nothing.
func decodesTo(raw []byte, w string) bool {
	if len(raw) < len(w) || len(raw) > 6*len(w) {
		return false
	}
	j := 0
	for i := 0; i < len(raw); j++ {
		c := raw[i]
		i++
		if c == '\\' {
			switch c = raw[i]; c {
			case '"', '\\', '/':
			case 'u':
				if i+5 > len(raw) {
					return false
				}
				n := hex4(raw[i+1 : i+5])
				if n < ' ' || n >= utf8.RuneSelf {
					return false
				}
				c, i = byte(n), i+4
			default:
				return false
			}
			i++
		}
		if j == len(w) || c != w[j] {
			return false
		}
	}
	return j == len(w)
}

// text consumes a string like str and also returns the UTF-8 length of
// its decoded form, as DecodedLen counts it.
func (s *scanner) text() ([]byte, int, error) {
	b := s.b
	start := s.i
	i := start + 1
	n := 0
	for {
		j, high := jsonstr.PlainRun(b, i)
		if high {
			k := utf8Len(b[i:j])
			s.badUTF8 = s.badUTF8 || k != j-i
			n += k
		} else {
			n += j - i
		}
		i = j
		if i >= len(b) {
			return nil, 0, errSyntax
		}
		switch b[i] {
		case '"':
			s.i = i + 1
			return b[start:s.i], n, nil
		case '\\':
			if escapeLen(b[i:]) == 0 {
				return nil, 0, errSyntax
			}
			dn, used := escapedLen(b[i:])
			n += dn
			i += used
		default: // a control character
			return nil, 0, errSyntax
		}
	}
}

// utf8Len is the length of b with every invalid byte counted as the three
// bytes of U+FFFD.
func utf8Len(b []byte) int {
	if utf8.Valid(b) {
		return len(b)
	}
	n := 0
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			n++
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			n += 3
		} else {
			n += size
		}
		i += size
	}
	return n
}

// escapedLen returns the UTF-8 length of what the valid escape at the
// start of b decodes to and the bytes it takes: a surrogate pair of
// escapes is one code point of four bytes, a lone surrogate U+FFFD.
func escapedLen(b []byte) (decoded, used int) {
	if b[1] != 'u' {
		return 1, 2
	}
	r := hex4(b[2:6])
	if r >= 0xD800 && r < 0xDC00 && len(b) >= 12 && b[6] == '\\' && b[7] == 'u' {
		if r2 := hex4(b[8:12]); r2 >= 0xDC00 && r2 < 0xE000 {
			return 4, 12
		}
	}
	if r >= 0xD800 && r < 0xE000 {
		return 3, 6
	}
	return utf8.RuneLen(rune(r)), 6
}

// escapeLen returns the length of the escape sequence at the start of b,
// 0 if it is not one.
func escapeLen(b []byte) int {
	if len(b) < 2 {
		return 0
	}
	switch b[1] {
	case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
		return 2
	case 'u':
		if len(b) < 6 {
			return 0
		}
		for _, c := range b[2:6] {
			if !isHex[c] {
				return 0
			}
		}
		return 6
	}
	return 0
}

var isHex = func() (t [256]bool) {
	for _, c := range []byte("0123456789abcdefABCDEF") {
		t[c] = true
	}
	return t
}()
