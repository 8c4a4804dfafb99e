package scrub

import (
	"bytes"

	"github.com/transcrub/transcrub/transcript"
)

// This file decides which identifier-like object keys (and structural
// values: a role, block type or tool name) are data rather than schema, and
// scrubs them in a way that keeps the decision.
//
// A key such as "path", "old_string", "toolName", "sha256" or
// "AWS_SECRET_ACCESS_KEY" names a field and is kept. A key such as
// "CNRYE7N6WMKV57FIQ5BY", a UUID, a commit hash or "555-123-4567" is a
// value that a tool used as a key (MCP arguments do this) and must go,
// although it matches the identifier pattern; so must a token written
// where a tool name belongs. tokenKey tells them apart from character
// classes alone (':', allowed in structural values, counts as a letter):
//
// The key is token-like when it has the 8-4-4-4-12 hex shape of a UUID,
// when it has no letters and at least minTokenDigits digits (phone
// numbers, numeric ids, dates), or when one of its pieces (split at "_",
// "." and "-") is token-like. A piece is token-like when
//
//   - it has a run of at least minTokenDigits digits;
//   - its class changes between letter and digit at least
//     minTokenChanges times ("a1b2", "CNRYE7N6…"; not "sha256", "x509",
//     "utf8", "ipv4", "v2", "md5sum", "oauth2Token");
//   - it has at least minHexPiece characters, all hex digits, with both
//     letters and digits (hashes, hex ids; not "deadbeef", "cafe");
//   - or it is letters only, at least minCasePiece long, and mixes case
//     irregularly: split into camelCase words, the words average fewer
//     than 3 letters ("getUserAccountInformationById" averages 4.8, a
//     random mixed-case string about 2.5). A random string in one case
//     cannot be told from words without a dictionary and is kept.
//
// tokenFill replaces a token-like key with keyed filler of the same
// character classes: digits by digits, hex letters (a-f, A-F) by hex
// letters of the same case, other letters by other letters of the same
// case, punctuation kept. Every test above depends only on those classes,
// so the replacement is token-like too: Skeleton(src) == Skeleton(out),
// and scrubbing again keeps the decision.

// Thresholds of tokenKey.
const (
	minTokenDigits  = 7
	minTokenChanges = 3
	minHexPiece     = 8
	minCasePiece    = 24
)

// tokenKey reports whether an identifier-like key (see ident) is data
// rather than a field name.
func tokenKey(k []byte) bool {
	digits, letters := 0, 0
	for _, c := range k {
		switch {
		case isDigit(c):
			digits++
		case isLetter(c):
			letters++
		}
	}
	if digits == 0 && len(k) < minCasePiece {
		// Field names such as "role" and "old_string": every test below
		// needs a digit or a piece of minCasePiece letters (a UUID has 36
		// bytes).
		return false
	}
	if transcript.UUIDShaped(k) || letters == 0 && digits >= minTokenDigits {
		return true
	}
	start := 0
	for i := 0; i <= len(k); i++ {
		if i == len(k) || k[i] == '_' || k[i] == '.' || k[i] == '-' {
			if tokenPiece(k[start:i]) {
				return true
			}
			start = i + 1
		}
	}
	return false
}

// tokenPiece reports whether one piece of a key, letters and digits only,
// is token-like.
func tokenPiece(p []byte) bool {
	if len(p) < 2 {
		return false
	}
	changes, run, maxRun := 0, 0, 0
	hex, letters, digits := true, 0, 0
	for i, c := range p {
		d := isDigit(c)
		if d {
			digits++
			run++
			maxRun = max(maxRun, run)
		} else {
			letters++
			run = 0
		}
		if i > 0 && d != isDigit(p[i-1]) {
			changes++
		}
		hex = hex && isHex[c]
	}
	switch {
	case maxRun >= minTokenDigits, changes >= minTokenChanges:
		return true
	case hex && len(p) >= minHexPiece && letters > 0 && digits > 0:
		return true
	case digits == 0 && len(p) >= minCasePiece:
		return 3*camelWords(p) > len(p)
	}
	return false
}

// camelWords counts the camelCase words of a letters-only piece: a word
// starts at an upper-case letter after a lower-case one, and at the last
// upper-case letter of a run followed by a lower-case one ("HTTPServer" is
// two words).
func camelWords(p []byte) int {
	n := 1
	for i := 1; i < len(p); i++ {
		if !isUpper(p[i]) {
			continue
		}
		if !isUpper(p[i-1]) || i+1 < len(p) && !isUpper(p[i+1]) {
			n++
		}
	}
	return n
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isUpper(c byte) bool  { return 'A' <= c && c <= 'Z' }
func isLetter(c byte) bool { return isUpper(c) || 'a' <= c && c <= 'z' }

// classFill maps a key byte, per character class, to a byte of the same
// class for tokenFill; bytes of no class map to themselves.
var classFill = [...]string{"0123456789", "abcdef", "ghijklmnopqrstuvwxyz", "ABCDEF", "GHIJKLMNOPQRSTUVWXYZ"}

// classOf is the index in classFill of a byte's class, or -1.
var classOf = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for k, set := range classFill {
		for i := 0; i < len(set); i++ {
			t[set[i]] = int8(k)
		}
	}
	return t
}()

// tokenFill writes into dst[:len(src)] the class-preserving replacement of
// the token-like key src using key (one byte per byte of src).
func tokenFill(dst, src, key []byte) {
	for i, c := range src {
		k := classOf[c]
		if k < 0 {
			dst[i] = c
			continue
		}
		set := classFill[k]
		dst[i] = set[int(key[i])%len(set)]
	}
}

// token appends the replacement of the token-like key dec to dst, keyed
// like any scrubbed string.
func (f *filler) token(dst, dec []byte) []byte {
	n := len(dst)
	dst = append(dst, dec...)
	if end := mcpServer(dec); end > 0 { // only the server, keyed by itself
		server := dec[len(mcpPrefix):end]
		tokenFill(dst[n+len(mcpPrefix):n+end], server, f.key(f.str, server))
		return dst
	}
	tokenFill(dst[n:], dec, f.key(f.str, dec))
	return dst
}

// mcpPrefix starts the tool names of MCP tools: mcp__<server>__<tool>.
const mcpPrefix = "mcp__"

// mcpServer returns the end of the server part of an MCP tool name, 0 if
// b is none. The prefix, the separator and the tool stay; the server is
// the user's own name and becomes a pseudonym of its shape.
func mcpServer(b []byte) int {
	if !bytes.HasPrefix(b, []byte(mcpPrefix)) {
		return 0
	}
	i := bytes.Index(b[len(mcpPrefix):], []byte("__"))
	if i <= 0 {
		return 0
	}
	return len(mcpPrefix) + i
}
