package scrub

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"slices"
	"strings"
	"sync"

	"github.com/dchest/siphash"
)

// SaltSize is the size of a salt made by NewSalt.
const SaltSize = 32

// Pseudonymizer holds the keys of one run, derived from its salt. It is
// immutable and safe for concurrent use. The salt itself is not kept.
type Pseudonymizer struct {
	strKey, segKey []byte
	pad            []byte // see fill.go
	placeholderKey []byte
	timeKey        []byte    // see timeshift.go
	pool           sync.Pool // of *filler, for Segment
	// avoid, when set, tells the segment words a pseudonym must not be
	// (identity terms): see filler.word.
	avoid func(word []byte) bool
}

// NewSalt returns a fresh random salt of SaltSize bytes.
func NewSalt() ([]byte, error) {
	salt := make([]byte, SaltSize)
	if _, err := rand.Read(salt); err != nil {
		return nil, err
	}
	return salt, nil
}

// NewPseudonymizer derives the keys of a run from salt. Any salt length is
// accepted; use NewSalt unless a run must be reproduced.
func NewPseudonymizer(salt []byte) *Pseudonymizer {
	derive := func(label string) []byte {
		m := hmac.New(sha256.New, salt)
		m.Write([]byte(label))
		return m.Sum(nil)
	}
	return &Pseudonymizer{
		strKey: derive("transcrub/scrub/v1 string"),
		segKey: derive("transcrub/scrub/v1 segment"),
		pad:    newPad(derive("transcrub/scrub/v1 pad")),
		// Placeholder ids: a separate key, so an id reveals nothing about
		// the string keystreams.
		placeholderKey: derive("transcrub/scrub/v1 placeholder"),
		timeKey:        derive("transcrub/scrub/v1 time"),
	}
}

// Avoiding returns a Pseudonymizer with p's keys whose pseudonyms of
// path segment words are never a word avoid reports (an identity term):
// such a draw is drawn again under the same keys, deterministically. avoid
// must be safe for concurrent use.
func (p *Pseudonymizer) Avoiding(avoid func(word []byte) bool) *Pseudonymizer {
	return &Pseudonymizer{strKey: p.strKey, segKey: p.segKey, pad: p.pad, placeholderKey: p.placeholderKey, timeKey: p.timeKey, avoid: avoid}
}

// Segment returns the pseudonym of one path segment: a file or directory
// name such as an encoded project directory, a session id or "<uuid>.txt".
// It equals what the same segment becomes inside any path token in
// transcript strings and sidecars. s is taken as one segment even if it
// contains separators.
func (p *Pseudonymizer) Segment(s string) string {
	f, _ := p.pool.Get().(*filler)
	if f == nil {
		f = newFiller(p)
	}
	defer p.pool.Put(f)
	out := make([]byte, len(s))
	f.segment(out, []byte(s))
	return string(out)
}

// cacheMax bounds the entries of each pseudonym cache of a filler, and
// cacheKeyMax the length of the segments and tokens they hold.
const (
	cacheMax    = 4096
	cacheKeyMax = 256
)

// filler computes replacements. It reuses its hashes and buffers and is
// not safe for concurrent use.
type filler struct {
	str, seg sipKey
	sum      [16]byte
	ks       keystream
	// Pseudonyms of path segments and whole path tokens: paths repeat.
	segments, tokens map[string]string
	ids              idMemo                 // the pseudonyms of the last ids (ids.go)
	avoid            func(word []byte) bool // the Pseudonymizer's
	draw             []byte                 // a word and its draw number
	// markers are the schema's harness markup, kept in strings
	// (markers.go).
	markers *markerSet
}

func newFiller(p *Pseudonymizer) *filler {
	return &filler{
		avoid:    p.avoid,
		str:      newSipKey(p.strKey),
		seg:      newSipKey(p.segKey),
		ks:       keystream{pad: p.pad},
		segments: make(map[string]string),
		tokens:   make(map[string]string),
	}
}

// sipKey is a SipHash-2-4 key: the first 16 bytes of a derived key.
type sipKey struct{ k0, k1 uint64 }

func newSipKey(key []byte) sipKey {
	return sipKey{binary.LittleEndian.Uint64(key), binary.LittleEndian.Uint64(key[8:])}
}

// key returns len(msg) key bytes from the 128-bit SipHash-2-4 of msg
// under k (a keyed pseudorandom function: without the key, the sum says
// nothing of msg), valid until the next call.
func (f *filler) key(k sipKey, msg []byte) []byte {
	f.ks.buf = slices.Grow(f.ks.buf[:0], len(msg))[:len(msg)]
	f.keyInto(f.ks.buf, k, msg)
	return f.ks.buf
}

// keyInto writes into dst the first len(dst) of the key bytes key
// returns for msg, without a copy through the keystream's buffer.
func (f *filler) keyInto(dst []byte, k sipKey, msg []byte) {
	h0, h1 := siphash.Hash128(k.k0, k.k1, msg)
	binary.LittleEndian.PutUint64(f.sum[:8], h0)
	binary.LittleEndian.PutUint64(f.sum[8:], h1)
	f.ks.into(dst, f.sum[:])
}

// replace appends the replacement of v's decoded string to dst: the
// whole string keyed by its SipHash, then path tokens overwritten by their
// pseudonyms, then, in a patch, its grammar copied back (patch.go), then
// marks, the markers found in it (markers.go). A string that is one path
// token (or one token under a path key) is its pseudonym. v.guard and
// v.plain are passed to fillRunes. It returns the path tokens it
// pseudonymized.
func (f *filler) replace(dst []byte, v *strVal, marks []span) ([]byte, Count) {
	dec, guard := v.dec, v.guard
	n := len(dst)
	dst = slices.Grow(dst, len(dec))[:n+len(dec)] // every byte is written below
	out := dst[n:]
	if tokenEnd(dec) == len(dec) && firstDelim(dec) == len(dec) && (v.path || isPathToken(dec)) {
		// A bare path, such as a ReadFile path: nothing left to key.
		f.path(out, dec)
		return dst, Count{Count: 1, Bytes: int64(len(dec))}
	}
	f.keyInto(out, f.str, dec)
	fillRunes(out, dec, guard, v.plain)
	if len(dec) > 0 && digits(dec) {
		fillDigits(out, dec)
		copy(out, dec[:v.prefix])
		return dst, Count{}
	}
	c := f.paths(out, dec)
	if !guard && isPatch(dec) {
		f.patch(out, dec)
	}
	keepMarkers(out, dec, marks)
	copy(out, dec[:v.prefix])
	return dst, c
}

// paths overwrites in out every path token of src (the same positions) by
// its pseudonym and returns how many tokens and bytes it did.
func (f *filler) paths(out, src []byte) (c Count) {
	slash, back := -1, -1 // next '/' and '\\' at or after i
	for i := 0; i < len(src); {
		if slash < i {
			slash = indexFrom(src, i, '/')
		}
		if back < i {
			back = indexFrom(src, i, '\\')
		}
		p := min(slash, back)
		if p == len(src) {
			break
		}
		s, e := p, p
		for s > i && !delim[src[s-1]] {
			s--
		}
		for e < len(src) && !delim[src[e]] {
			e++
		}
		tok := src[s:e]
		tok = tok[:tokenEnd(tok)]
		if isPathToken(tok) {
			f.path(out[s:s+len(tok)], tok)
			c.add(len(tok))
		}
		i = e
	}
	return c
}

// indexFrom returns the index of the first c in b at or after i, or
// len(b).
func indexFrom(b []byte, i int, c byte) int {
	k := bytes.IndexByte(b[i:], c)
	if k < 0 {
		return len(b)
	}
	return i + k
}

// path writes into out the pseudonym of a path token: separators and a
// leading drive kept, segments pseudonymized.
func (f *filler) path(out, tok []byte) {
	if v, ok := f.tokens[string(tok)]; ok {
		copy(out, v)
		return
	}
	i := 0
	if hasDrive(tok) {
		copy(out, tok[:2])
		i = 2
	}
	for i < len(tok) {
		j := i
		for j < len(tok) && !pathSep[tok[j]] {
			j++
		}
		f.segment(out[i:j], tok[i:j])
		if j < len(tok) {
			out[j] = tok[j]
		}
		i = j + 1
	}
	remember(f.tokens, tok, out)
}

// segment writes into out[:len(seg)] the pseudonym of one segment: kept
// words verbatim; otherwise the kept extension (see stemEnd) and the
// stem's (see stem).
//
// Word by word, a project directory and the working directory it encodes
// agree whatever the encoding made of the separators: Cursor writes
// /Users/alice/acme_app as Users-alice-acme-app, and both become
// Users-<alice>-<acme>-<app> with "/" and "_" turned into "-".
func (f *filler) segment(out, seg []byte) {
	if len(seg) == 0 {
		return
	}
	if v, ok := f.segments[string(seg)]; ok {
		copy(out, v)
		return
	}
	copy(out, seg)
	if !kept.has(seg) {
		f.stem(out, seg[:stemEnd(seg)])
	}
	remember(f.segments, seg, out)
}

// stem writes into out[:len(stem)], which holds stem, the pseudonym of a
// segment's stem: an id-shaped stem keeps its shape, ids joined by '#'
// are pseudonymized each (ids.go), and so are the word and the id of a
// stem <word>-<id> (a subagent file's agent-<id>, so that a path naming
// it names the bundle's file); any other
// stem is replaced word by word, each word (see wordSep) rune by rune
// from a keystream keyed by the word alone, public words and the ASCII
// punctuation between words kept.
func (f *filler) stem(out, stem []byte) {
	if body, ok := idShape(stem); ok {
		idStem(out, stem, f.key(f.seg, stem), body)
		return
	}
	if f.idParts(out, stem) {
		return
	}
	if k := bytes.IndexByte(stem, '-'); k > 0 && idShaped(stem[k+1:]) {
		f.stem(out[:k], stem[:k])
		f.stem(out[k+1:], stem[k+1:])
		return
	}
	for i := 0; i < len(stem); {
		j := i
		for j < len(stem) && !wordSep[stem[j]] {
			j++
		}
		if w := stem[i:j]; len(w) > 0 && !publicWords.has(w) {
			f.word(out[i:j], w)
		}
		i = j + 1
	}
}

// maxDraws bounds the draws of a segment word's pseudonym.
const maxDraws = 16

// word writes into out the pseudonym of w, a word of a segment: rune by
// rune from a keystream keyed by the word alone, so that a word has one
// pseudonym wherever it stands. A draw that is the word itself (case
// folded: a one-letter word draws itself one time in 26, and a name made
// of public words and it, claude_p, would survive whole) or a word to
// avoid (an identity term, by chance) is drawn again from the keystream
// of the word and the draw's number, up to maxDraws times.
func (f *filler) word(out, w []byte) {
	f.keyInto(out[:len(w)], f.seg, w)
	fillRunes(out, w, false, false)
	for n := byte(1); n < maxDraws && (bytes.EqualFold(out, w) || f.avoid != nil && f.avoid(out)); n++ {
		f.draw = append(append(f.draw[:0], w...), 0, n)
		f.keyInto(out[:len(w)], f.seg, f.draw)
		fillRunes(out, w, false, false)
	}
}

// remember caches the pseudonym out[:len(k)] of k in m, unless k is long;
// a full cache is emptied first.
func remember(m map[string]string, k, out []byte) {
	if len(k) > cacheKeyMax {
		return
	}
	if len(m) >= cacheMax {
		clear(m)
	}
	var b strings.Builder // one allocation for both strings
	b.Grow(2 * len(k))
	b.Write(k)
	b.Write(out[:len(k)])
	kv := b.String()
	m[kv[:len(k)]] = kv[len(k):]
}
