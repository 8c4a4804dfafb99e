package scrub

// b64Chars are the characters of the standard and URL-safe base64
// alphabets.
var b64Chars = byteClass(alnum + "+/-_")

// base64 appends to dst base64 filler of dec's length, a base64 payload
// (SchemaSpec's Base64 positions: an image, a signature, encrypted
// content), keyed like any string: every character of the alphabet
// becomes a letter or a digit, so the filler is valid base64 of both
// alphabets, and the '=' padding and line breaks stay. It reports false,
// and returns dst as it was, for a string that is not base64: one with
// another character, or '=' before its end.
func (f *filler) base64(dst, dec []byte) ([]byte, bool) {
	pad, ok := base64Body(dec)
	if !ok {
		return dst, false
	}
	n := len(dst)
	dst = append(dst, f.key(f.str, dec)...)
	keepBreaks(dst[n:], dec)
	copy(dst[n+pad:], dec[pad:])
	return dst, true
}

// isBase64 reports whether dec is base64 as filler.base64 takes it.
func isBase64(dec []byte) bool {
	_, ok := base64Body(dec)
	return ok
}

// base64Body returns the length of dec without its '=' padding and
// whether that is base64: characters of either alphabet and line breaks.
func base64Body(dec []byte) (int, bool) {
	pad := len(dec)
	for pad > 0 && dec[pad-1] == '=' {
		pad--
	}
	for _, c := range dec[:pad] {
		if !b64Chars[c] && c != '\n' && c != '\r' {
			return pad, false
		}
	}
	return pad, true
}
