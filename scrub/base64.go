package scrub

import (
	"bytes"
	"slices"
)

// notB64 marks with 1 the bytes a base64 payload does not hold: all but
// the characters of the standard and URL-safe alphabets, and line breaks.
var notB64 = func() (t [256]byte) {
	in := byteClass(alnum + "+/-_\n\r")
	for c := range t {
		if !in[c] {
			t[c] = 1
		}
	}
	return t
}()

// base64 appends to dst base64 filler of dec's length, a base64 payload
// (SchemaSpec's Base64 positions: an image, a signature, encrypted
// content), keyed like any string: every character of the alphabet
// becomes a letter or a digit, so the filler is valid base64 of both
// alphabets, and the '=' padding and line breaks stay; so does the prefix
// of a data URL (data:image/png;base64,), which names only a media type,
// and so do dec's first keep bytes (a documented version prefix, see
// strVal.prefix). It reports false, and returns dst as it was, for a
// string that is not base64: one with another character, or '=' before
// its end.
func (f *filler) base64(dst, dec []byte, keep int) ([]byte, bool) {
	start, pad, ok := base64Body(dec)
	if !ok {
		return dst, false
	}
	n := len(dst)
	dst = slices.Grow(dst, len(dec))[:n+len(dec)]
	f.keyInto(dst[n:], f.str, dec)
	keepBreaks(dst[n:], dec)
	if mediaTypeOnly(dec[:start]) {
		copy(dst[n:], dec[:start])
	}
	copy(dst[n+pad:], dec[pad:])
	copy(dst[n:], dec[:keep])
	return dst, true
}

// mediaTypeOnly reports whether a data URL's prefix is data:TYPE/SUBTYPE;base64,
// with no other parameter (a name= could name a file): only then is it kept.
func mediaTypeOnly(prefix []byte) bool {
	mt, ok := bytes.CutPrefix(prefix, []byte("data:"))
	if mt, ok = bytes.CutSuffix(mt, []byte(";base64,")); !ok {
		return false
	}
	typ, sub, ok := bytes.Cut(mt, []byte("/"))
	token := func(b []byte) bool {
		return len(b) > 0 && !slices.ContainsFunc(b, func(c byte) bool { return !isAlnum[c] && c != '.' && c != '+' && c != '-' })
	}
	return ok && token(typ) && token(sub)
}

// isBase64 reports whether dec is base64 as filler.base64 takes it.
func isBase64(dec []byte) bool {
	_, _, ok := base64Body(dec)
	return ok
}

// maxDataPrefix bounds the prefix of a data URL: data:, a media type and
// its parameters, ;base64,.
const maxDataPrefix = 128

// base64Body returns where dec's payload starts (after a data URL's
// prefix, else 0) and ends (before its '=' padding), and whether the
// payload is base64: characters of either alphabet and line breaks.
func base64Body(dec []byte) (start, pad int, ok bool) {
	if bytes.HasPrefix(dec, []byte("data:")) {
		i := bytes.IndexByte(dec[:min(len(dec), maxDataPrefix)], ',')
		if i < 0 || !bytes.HasSuffix(dec[:i], []byte(";base64")) {
			return 0, 0, false
		}
		start = i + 1
	}
	pad = len(dec)
	for pad > start && dec[pad-1] == '=' {
		pad--
	}
	body, bad := dec[start:pad], byte(0)
	for len(body) >= 8 { // eight bytes a test, without a branch a byte: payloads are long
		bad |= notB64[body[0]] | notB64[body[1]] | notB64[body[2]] | notB64[body[3]] |
			notB64[body[4]] | notB64[body[5]] | notB64[body[6]] | notB64[body[7]]
		body = body[8:]
	}
	for _, c := range body {
		bad |= notB64[c]
	}
	return start, pad, bad == 0
}
