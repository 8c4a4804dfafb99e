package scrub

import (
	"bytes"

	"github.com/transcrub/transcrub/transcript"
)

// This file gives an id that pairs things (a frame's uuid and the parent
// that names it, a call id and its result's, a session id and its file's
// name) one pseudonym wherever it stands: at a position the schema calls
// an id (transcript.SchemaSpec.IDKeys), inside a path, and in a bundle
// member's name. That pseudonym is the one Pseudonymizer.Segment gives
// the id as a file name's stem, so every link still resolves inside a
// bundle. An id of a known shape keeps it:
//
//   - a UUID: hex digits of the same case, the dashes kept, and so are
//     its version digit and its variant's two high bits (uuidVersion,
//     uuidVariant), so that a v4 or v7 id stays one a validator accepts;
//   - a prefixed id, words of the vendors' id prefixes (idPrefixWords)
//     and underscores before a body of letters and digits with a digit in
//     it, or of 16 or more of both cases (toolu_01…, msg_bdrk_01…,
//     req_011C…, call_…): the prefix kept,
//     the body by filler of its character classes (tokenFill); a prefix
//     of other words (alice_notes2024) is a name's, and not kept;
//   - a hex id of both letters and digits in one case (a subagent's
//     a3f9c2e1): hex digits of that case.
//
// An id of such ids joined by '#' (a Claude Code workflow subagent's
// sessionId, <session>#agent-<agent id>) is pseudonymized part by part
// (idParts), a part <word>-<id> as its word and that id, so that each
// part names what its id names alone. Any other id is pseudonymized as
// any file name stem, word by word.

// Bounds of the id shapes.
const (
	minIDBody    = 8  // the shortest body of a prefixed id
	minDigitless = 16 // the shortest body without a digit, of both cases
	maxIDPrefix  = 16 // the longest prefix of one, its last '_' included
	minHexID     = 6  // the shortest hex id
	maxID        = 64 // the longest prefixed or hex id
)

// idPrefixWords are the words of the id prefixes of the agents' vendors:
// Anthropic's tool use, server tool use, message and request ids (and
// their Bedrock forms), Claude Code's workflow run ids, OpenAI's call,
// function call, reasoning, message, response and item ids. They are
// public, like kept path words.
var idPrefixWords = map[string]bool{
	"toolu": true, "srvtoolu": true, "msg": true, "req": true, "bdrk": true, "vrtx": true, "wf": true,
	"call": true, "fc": true, "rs": true, "resp": true, "item": true, "ctc": true, "ws": true,
}

// ID returns the pseudonym of an id that pairs things: the one it gets at
// an id position of a transcript line (SchemaSpec.IDKeys) and, as
// Segment(id), as the stem of a file name, such as a session's
// <id>.jsonl or a spilled output's <call id>.txt.
func (p *Pseudonymizer) ID(id string) string { return p.Segment(id) }

// idBody returns where the part of an id-shaped stem that is replaced
// starts (0 but for a prefixed id), and whether the stem has one of the
// shapes above but a UUID's.
func idBody(s []byte) (int, bool) {
	if len(s) > maxID {
		return 0, false
	}
	if hexID(s) {
		return 0, true
	}
	us := bytes.LastIndexByte(s, '_')
	if us <= 0 || us >= maxIDPrefix || len(s)-us-1 < minIDBody || s[0] == '_' {
		return 0, false
	}
	for i := 0; i < us; {
		j := i + bytes.IndexByte(s[i:us+1], '_')
		if !idPrefixWords[string(s[i:j])] {
			return 0, false
		}
		i = j + 1
	}
	var digit, lower, upper bool
	for _, c := range s[us+1:] {
		if !isAlnum[c] {
			return 0, false
		}
		digit = digit || isDigit(c)
		lower = lower || 'a' <= c && c <= 'z'
		upper = upper || 'A' <= c && c <= 'Z'
	}
	// A random body may hold no digit: one in seventy of Anthropic's
	// 24-character ones; mixed case and minDigitless bytes tell it from
	// a word.
	return us + 1, digit || lower && upper && len(s)-us-1 >= minDigitless
}

// hexID reports whether s is a hex id: hex digits in one case, at least
// minHexID of them, with both letters and digits.
func hexID(s []byte) bool {
	if len(s) < minHexID {
		return false
	}
	var digits, lower, upper bool
	for _, c := range s {
		switch {
		case isDigit(c):
			digits = true
		case 'a' <= c && c <= 'f':
			lower = true
		case 'A' <= c && c <= 'F':
			upper = true
		default:
			return false
		}
	}
	return digits && lower != upper
}

// idStem writes into out[:len(stem)] the pseudonym of an id-shaped stem
// whose replaced part starts at body (see idShape) from key, one key byte
// per byte of stem.
func idStem(out, stem, key []byte, body int) {
	if body > 0 {
		copy(out, stem[:body])
		tokenFill(out[body:], stem[body:], key[body:])
		return
	}
	digits := "0123456789abcdef"
	if bytes.ContainsAny(stem, "ABCDEF") {
		digits = "0123456789ABCDEF"
	}
	for i, c := range stem {
		if c != '-' {
			out[i] = digits[key[i]&15]
		}
	}
	// A hex id has no '-': this is a UUID (idShape).
	if len(stem) > uuidVariant && stem[8] == '-' {
		out[uuidVersion] = stem[uuidVersion]
		out[uuidVariant] = digits[hexValue(stem[uuidVariant])&0xc|key[uuidVariant]&3]
	}
}

// The positions in a UUID of its version digit and of the digit whose
// high bits are its variant (RFC 9562: 8, 9, a or b in the ids agents
// write).
const (
	uuidVersion = 14
	uuidVariant = 19
)

// hexValue is the value of the hex digit c.
func hexValue(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// IDShaped reports whether s is an id of a known shape (a UUID, a
// prefixed id, a hex id): one whose pseudonym keeps that shape.
func IDShaped(s string) bool { return idShaped([]byte(s)) }

// FileID reports whether s, the stem of a file a format names by an id (a
// subagent's agent id, a spilled output's call id), is one: IDShaped, or
// of a shape the id tests above leave out so as not to take words and
// numbers for ids, which a file name's place tells: hex digits only or
// hex letters only (20481632, deadbeef), letters and digits both
// (ag000001, the public fixtures' workflow agents), or a prefixed id
// whose body has no digit or is short (toolu_AbCd…, a workflow run's
// wf_demo01).
func FileID(s string) bool {
	b := []byte(s)
	if idShaped(b) {
		return true
	}
	if len(b) >= minHexID && len(b) <= maxID && alnumID(b) {
		return true
	}
	us := bytes.IndexByte(b, '_')
	return us > 0 && idPrefixWords[string(b[:us])] && us+1 < len(b) && len(b) <= maxID &&
		!bytes.ContainsFunc(b[us+1:], func(r rune) bool { return r >= 0x80 || !isAlnum[byte(r)] && r != '_' })
}

// alnumID reports whether b is ASCII letters and digits, hex digits only
// or letters and digits both.
func alnumID(b []byte) bool {
	hex, letter, digit := true, false, false
	for _, c := range b {
		switch {
		case isDigit(c):
			digit = true
		case isAlnum[c]:
			hex, letter = hex && isHex[c], true
		default:
			return false
		}
	}
	return hex || letter && digit
}

// idShaped reports whether a file name stem is an id of a known shape.
func idShaped(stem []byte) bool {
	_, ok := idShape(stem)
	return ok
}

// idShape returns where the part of an id-shaped stem that is replaced
// starts (0 but for a prefixed id), and whether the stem has one of the
// shapes above.
func idShape(stem []byte) (int, bool) {
	if transcript.UUIDShaped(stem) {
		return 0, true
	}
	return idBody(stem)
}

// idParts writes into out[:len(stem)], which holds stem, the pseudonym
// of a stem of parts joined by '#': each part's as a stem's (a part
// <word>-<id>'s its word's and its id's). It reports whether stem has a
// '#'.
func (f *filler) idParts(out, stem []byte) bool {
	if bytes.IndexByte(stem, '#') < 0 {
		return false
	}
	for i := 0; i <= len(stem); {
		j := bytes.IndexByte(stem[i:], '#')
		if j < 0 {
			j = len(stem) - i
		}
		f.stem(out[i:i+j], stem[i:i+j])
		i += j + 1
	}
	return true
}

// id appends the pseudonym of the id dec to dst: segment's. The last
// few are remembered (idMemo): a line names the session and the line
// before it again, but ids seldom repeat as often as paths do.
func (f *filler) id(dst, dec []byte) []byte {
	n := len(dst)
	dst = append(dst, dec...)
	if f.ids.get(dst[n:], dec) {
		return dst
	}
	if !kept.has(dec) {
		f.stem(dst[n:], dec[:stemEnd(dec)])
	}
	f.ids.put(dec, dst[n:])
	return dst
}

// idMemoSize is how many ids an idMemo remembers.
const idMemoSize = 4

// idMemo remembers the pseudonyms of the last idMemoSize ids of at most
// maxID bytes, without allocating.
type idMemo struct {
	ids  [idMemoSize]struct{ id, pseudonym [maxID]byte }
	lens [idMemoSize]uint8
	next int
}

// get writes into out the pseudonym of id if m remembers it, and reports
// whether it did.
func (m *idMemo) get(out, id []byte) bool {
	for k := range m.ids {
		if int(m.lens[k]) == len(id) && string(m.ids[k].id[:len(id)]) == string(id) {
			copy(out, m.ids[k].pseudonym[:len(id)])
			return true
		}
	}
	return false
}

// put remembers pseudonym as id's, in place of the oldest.
func (m *idMemo) put(id, pseudonym []byte) {
	if len(id) > maxID {
		return
	}
	k := m.next
	m.next = (k + 1) % idMemoSize
	copy(m.ids[k].id[:], id)
	copy(m.ids[k].pseudonym[:], pseudonym)
	m.lens[k] = uint8(len(id))
}
