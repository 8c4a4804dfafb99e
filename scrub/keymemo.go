package scrub

import (
	"encoding/binary"
	"math/bits"
)

// This file is the walker's memo of keys and structural values. What a
// key means at its object's position (keyChild) and how it is classed
// (keyClass) follow from the two alone, and the class of a structural
// value or discriminator from its bytes alone, given the walker's schema
// and identity; the lines of a transcript repeat a few dozen keys and
// types: so they are mostly looked up, by their bytes, rather than
// classed again. The memo holds the last key or value of each of its
// slots; setIdentity clears it, and setSchema when the schema changes
// (files of one corpus share what they learnt). Structural's two walkers,
// of the line and of its output, share one memo (they have one schema
// and identity): the output's keys, mostly the line's, are then looked
// up in slots the line's walk has just read.

// The memo also remembers the order of keys: which key followed which in
// an object at a position (and which opened it). Lines of a transcript
// write the keys of their objects in one order, so the key expected next
// is compared with the line's bytes where it would be, and when they are
// the same key written plain (no escapes), it is neither scanned as a
// string nor looked up: the memo entry it matched is the one a lookup
// would find. The order is a guess, checked every time: a stale one only
// costs the lookup it would have saved.

// Bounds of the memo. 2,048 slots (64 KiB of entries a memo, and as
// much of long keys, read only for a key of more than 16 bytes): with
// 256, a Claude Code corpus's keys under their many positions missed one
// time in five, as they evicted each other (2.5% of a structural
// export's instructions).
const (
	keyMemoBits = 11
	maxMemoKey  = 32 // a longer key is classed each time
)

// keyClass is how a key is classed: strVal's fields of the same names.
type keyClass struct {
	keep, guard, token, term, path bool
}

// keyEntry is a memo slot: a key of n-1 bytes (n is 0 in an empty slot)
// in an object at parent, the position of its value and its class. words
// are the key's first and last eight bytes (see keyWords), which are the
// whole key up to 16 bytes; the slot's long key holds a longer one.
type keyEntry struct {
	words        [2]uint64
	parent, slot ctx
	class        keyClass
	n            uint8
	plain        bool // the key's bytes are as JSON writes them unescaped (plainKey)
}

// keyMemo is a walker's memo: its entries, and the long key of each;
// and the order of keys: of each entry, 1 + the index of the entry of the
// key read after its key last (next), and of each position (by
// orderSlot), of the key an object there opened with (first); 0 for
// none.
type keyMemo struct {
	entries [1 << keyMemoBits]keyEntry
	long    [1 << keyMemoBits][maxMemoKey]byte
	next    [1 << keyMemoBits]uint16
	first   [1 << keyMemoBits]uint16
}

// unordered is an object's last key when the memo does not hold it (a
// long key): the key after it is neither guessed nor remembered.
const unordered = ^uint16(0)

// setIdentity makes the walker tell identity terms by id.
func (w *walker) setIdentity(id Identity) {
	w.id = id
	w.forget()
}

// forget empties the walker's memo.
func (w *walker) forget() {
	if w.keys != nil {
		clear(w.keys.entries[:])
	}
}

// keyMeaning returns the position of the value under key in an object at
// parent, with its kind (keyChild), and the class of key: from the memo,
// or worked out and remembered.
func (w *walker) keyMeaning(parent ctx, key []byte) (ctx, keyClass) {
	slot, class, _ := w.keyMeaningAt(parent, key)
	return slot, class
}

// keyMeaningAt is keyMeaning that also returns 1 + the index of the memo
// entry of key, or 0 when the memo does not hold it.
func (w *walker) keyMeaningAt(parent ctx, key []byte) (ctx, keyClass, uint16) {
	i, ok := w.memoIndex(parent, key)
	switch {
	case ok:
		e := &w.keys.entries[i]
		return e.slot, e.class, uint16(i + 1)
	case i < 0:
		return w.keyChild(parent, key), w.keyClass(parent, key), 0
	}
	e := &w.keys.entries[i]
	w.keys.set(e, parent, key, w.keyChild(parent, key), w.keyClass(parent, key))
	return e.slot, e.class, uint16(i + 1)
}

// expectedKey reports whether the string whose content starts at line[i]
// is the key that followed last, in an object at parent, the key of entry
// prev - 1 (prev 0: the key an object at parent opened with), written
// plain; if so it returns its entry, 1 + the entry's index, and the index
// of the string's closing quote.
func (w *walker) expectedKey(line []byte, i int, parent ctx, prev uint16) (*keyEntry, uint16, int) {
	m := w.keys
	if m == nil || prev == unordered {
		return nil, 0, 0
	}
	k := m.first[orderSlot(parent)]
	if prev > 0 {
		k = m.next[prev-1]
	}
	if k == 0 {
		return nil, 0, 0
	}
	e := &m.entries[k-1]
	end := i + int(e.n) - 1
	if !e.plain || e.parent != parent || end >= len(line) || line[end] != '"' || keyWords(line[i:end]) != e.words ||
		end-i > 16 && string(m.long[k-1][:end-i]) != string(line[i:end]) {
		return nil, 0, 0
	}
	return e, k, end
}

// follow remembers that the key of entry k - 1 (k 0: one the memo does
// not hold) came after that of entry prev - 1 (prev 0: opened an object)
// in an object at parent, and returns what the object's last key is now.
// m may be nil when k is 0.
func (m *keyMemo) follow(parent ctx, prev, k uint16) uint16 {
	switch {
	case k == 0:
		return unordered
	case prev == 0:
		m.first[orderSlot(parent)] = k
	case prev != unordered:
		m.next[prev-1] = k
	}
	return k
}

// orderSlot is where the memo keeps the first key of objects at parent.
func orderSlot(parent ctx) int { return int(parent) & (1<<keyMemoBits - 1) }

// plainKey reports whether key is written in JSON as it is: ASCII
// without a quote, a backslash or a control character.
func plainKey(key []byte) bool {
	for _, c := range key {
		if c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// Tags of the memo's entries for values, which no object's position is.
const (
	memoStructural = kinds | 1 // a structural value (strVal.classifyPositioned)
	memoDisc       = kinds | 2 // a discriminator below the frame's (classifyDisc)
)

// classifyValue classifies v, a structural value, or with disc a
// discriminator below the frame's structural positions: from the memo, or
// worked out and remembered.
func (w *walker) classifyValue(v *strVal, disc bool) {
	tag := ctx(memoStructural)
	if disc {
		tag = memoDisc
	}
	e, ok := w.memo(tag, v.dec)
	if !ok {
		if disc {
			w.classifyDisc(v)
		} else {
			v.classifyPositioned()
		}
		if e == nil {
			return
		}
		w.keys.set(e, tag, v.dec, 0, keyClass{keep: v.keep, guard: v.guard, token: v.token, term: v.term})
	}
	v.keep, v.guard, v.token, v.term = e.class.keep, e.class.guard, e.class.token, e.class.term
}

// memo returns the memo slot of key under tag (an object's position, or a
// tag of values), and whether it holds key; nil for a key too long to
// remember. A walker's first call makes its memo.
func (w *walker) memo(tag ctx, key []byte) (*keyEntry, bool) {
	i, ok := w.memoIndex(tag, key)
	if i < 0 {
		return nil, false
	}
	return &w.keys.entries[i], ok
}

// memoIndex is memo by the slot's index, -1 for a key too long to
// remember.
func (w *walker) memoIndex(tag ctx, key []byte) (int, bool) {
	if len(key) > maxMemoKey {
		return -1, false
	}
	if w.keys == nil {
		w.keys = new(keyMemo)
	}
	words := keyWords(key)
	i := memoSlot(tag, len(key), words)
	e := &w.keys.entries[i]
	return int(i), int(e.n) == len(key)+1 && e.parent == tag && e.words == words &&
		(len(key) <= 16 || string(w.keys.long[i][:len(key)]) == string(key))
}

// set makes e, an entry of m, remember key under tag, with slot and
// class.
func (m *keyMemo) set(e *keyEntry, tag ctx, key []byte, slot ctx, class keyClass) {
	e.words, e.parent, e.slot, e.class, e.n = keyWords(key), tag, slot, class, uint8(len(key)+1)
	e.plain = plainKey(key)
	if len(key) > 16 {
		copy(m.long[memoSlot(tag, len(key), e.words)][:], key)
	}
}

// keyClass classes key, in an object at parent: an identifier is kept,
// but one tokenKey calls data or that holds an identity term where the
// schema names no keys; a key of an object keyed by file paths is
// scrubbed as a path.
func (w *walker) keyClass(parent ctx, key []byte) keyClass {
	if w.info(parent).PathKeys {
		return keyClass{path: true}
	}
	v := strVal{dec: key}
	v.classify(keyChars)
	c := keyClass{keep: v.keep, guard: v.guard, token: v.token}
	if c.keep && w.id != nil && !w.info(parent).SchemaKeys && w.id.Key(key) {
		c.keep, c.guard, c.term = false, true, true // a user name as a key
	}
	return c
}

// keyWords returns the first and the last eight bytes of key as numbers,
// a shorter key's bytes in the first, 0 in the second. A key's bytes are
// mostly a line's, followed by more: those of a short key are then read
// as one word, and the bytes after it masked off.
func keyWords(key []byte) (w [2]uint64) {
	n := len(key)
	switch {
	case n >= 8:
		w[0], w[1] = binary.LittleEndian.Uint64(key), binary.LittleEndian.Uint64(key[n-8:])
	case cap(key) >= 8:
		w[0] = binary.LittleEndian.Uint64(key[:8]) & (1<<(8*n) - 1)
	default:
		for i, c := range key {
			w[0] |= uint64(c) << (8 * i)
		}
	}
	return w
}

// memoSlot is the memo slot of a key of n bytes whose words are w in an
// object at parent.
func memoSlot(parent ctx, n int, w [2]uint64) uint {
	h := (w[0] ^ bits.RotateLeft64(w[1], 29) ^ uint64(n)<<56 ^ uint64(parent)<<40) * mulHash
	return uint(h >> (64 - keyMemoBits))
}
