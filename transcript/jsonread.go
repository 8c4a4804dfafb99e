package transcript

// ValueReader reads one JSON value with the frame parser's scanner, for a
// second look at a frame's line or at one of its members' values: it
// hands out raw values and member names and decodes nothing. The value
// must be valid JSON, as a frame's line is: strings are not checked but
// only skipped to their closing quote; on anything else a method returns
// an error or reads it as if it were valid, never outside it. The zero
// value is ready after Reset.
type ValueReader struct{ s scanner }

// Reset makes r read line from its start, and forgets whether it read
// the watched string.
func (r *ValueReader) Reset(line []byte) {
	r.s.reset(line)
	r.s.valid, r.s.watched = true, false
}

// Watch makes r note every string it reads, skipped or not, a member
// name or a value at any depth, that decodes to w, printable ASCII ("":
// none). A reader that reads a line to its end (a read of its object)
// then knows whether the line holds w anywhere, for the cost of a
// length comparison per string.
func (r *ValueReader) Watch(w string) { r.s.watch = w }

// Watched reports whether r read a string that decodes to the watched
// one since Reset.
func (r *ValueReader) Watched() bool { return r.s.watched }

// Peek returns the first byte of the next value: '{', '[', '"', 't',
// 'f', 'n', or a number's first byte; 0 at the end.
func (r *ValueReader) Peek() byte { return r.s.peek() }

// KindOf is the JSON type of a value whose first byte is c.
func KindOf(c byte) ValueKind { return kindOf(c) }

// Value reads the next value and returns its raw bytes.
func (r *ValueReader) Value() ([]byte, error) { return r.s.value() }

// Skip reads the next value and drops it.
func (r *ValueReader) Skip() error {
	_, err := r.s.value()
	return err
}

// Object reads an object, calling member with each member's raw name
// (quotes included); member must read the value. A value that is not an
// object is skipped.
func (r *ValueReader) Object(member func(name []byte) error) error {
	if r.s.peek() != '{' {
		_, err := r.s.value()
		return err
	}
	return r.s.members(member)
}

// Array reads an array, calling elem for each element, which elem must
// read. A value that is not an array is skipped.
func (r *ValueReader) Array(elem func() error) error {
	s := &r.s
	if s.peek() != '[' {
		_, err := s.value()
		return err
	}
	if err := s.enter('['); err != nil {
		return err
	}
	for first := true; ; first = false {
		more, err := s.next(']', first)
		if err != nil || !more {
			return err
		}
		if err := elem(); err != nil {
			return err
		}
	}
}
