package scrub

// beforeRelease returns what b holds before a release date that ends it,
// "-YYYYMMDD" or "-YYYY-MM-DD" of this century, and whether one does: a
// model's id names its release so (claude-3-5-sonnet-20241022,
// gpt-4o-2024-08-06). What is before must hold a letter.
func beforeRelease(b []byte) ([]byte, bool) {
	var y, m, d []byte
	switch n := len(b); {
	case n > 9 && b[n-9] == '-' && digits(b[n-8:]):
		y, m, d, b = b[n-8:n-4], b[n-4:n-2], b[n-2:], b[:n-9]
	case n > 11 && b[n-11] == '-' && b[n-6] == '-' && b[n-3] == '-' &&
		digits(b[n-10:n-6]) && digits(b[n-5:n-3]) && digits(b[n-2:]):
		y, m, d, b = b[n-10:n-6], b[n-5:n-3], b[n-2:], b[:n-11]
	default:
		return nil, false
	}
	if y[0] != '2' || y[1] != '0' || !inRange(m, 1, 12) || !inRange(d, 1, 31) || !hasLetter(b) {
		return nil, false
	}
	return b, true
}

// digits reports whether b is all ASCII digits.
func digits(b []byte) bool {
	for _, c := range b {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

// inRange reports whether the two digits p are a number in [lo, hi].
func inRange(p []byte, lo, hi int) bool {
	n := int(p[0]-'0')*10 + int(p[1]-'0')
	return n >= lo && n <= hi
}

// hasLetter reports whether b holds an ASCII letter.
func hasLetter(b []byte) bool {
	for _, c := range b {
		if isLetter(c) {
			return true
		}
	}
	return false
}
