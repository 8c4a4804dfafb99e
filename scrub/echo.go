package scrub

import (
	"bytes"
	"encoding/binary"
	"slices"

	"github.com/transcrub/transcrub/rules"
)

// Echoes. A secret a rule found once recurs where no rule can see it: the
// password a config named is passed later as a bare argument, a key named
// in an .env file comes back in a URL or a log line. Once a secret rule
// has matched a value that looks written to be secret (see echoable),
// every later occurrence of the value in the same file, and any other in
// the same string, is redacted as that rule's match: it gets the same
// placeholder, and reads as the same secret. An occurrence earlier in the
// file than the first match is not seen: files are redacted in one pass.
//
// Only values of echoMin bytes or more count, of printable ASCII with no
// blank, quote or backslash (so a value is written the same in a JSON
// string and in its decoded text), with letters and digits that look
// generated or come with a symbol: a word or an identifier a context took
// for a secret ("postgres", "Summer2024", "mockWebhook") must not be
// redacted wherever it stands. An occurrence counts where it stands alone, not inside a longer
// run of letters and digits, whose tail would be left.

// Bounds of an echoed value's length, and of the values one file keeps.
const (
	echoMin    = 8
	echoMax    = 256
	echoValues = 4096
)

// echoBits is log2 of the size of the echo filter, in bits.
const echoBits = 16

// echoes holds the secrets of the file being redacted. The zero value is
// empty and ready to use.
type echoes struct {
	values [][]byte
	rules  []*rules.Rule
	// filter has the bit of each value's head (its first echoMin bytes,
	// see echoHash) set; heads maps a head to the values it begins.
	filter []uint64
	heads  map[uint64][]int32
	found  []rules.Match // scratch: the echoes of one text
}

// reset forgets the file's values.
func (e *echoes) reset() {
	if len(e.values) == 0 {
		return
	}
	e.values, e.rules = e.values[:0], e.rules[:0]
	clear(e.filter)
	clear(e.heads)
}

// note remembers the values of the secret matches in ms, matches in a
// text that begins with text, sorted by start; those that start past
// text are left for the text that holds them.
func (e *echoes) note(text []byte, ms []rules.Match) {
	for _, m := range ms {
		if m.Start >= len(text) {
			break
		}
		v := text[m.Start:m.End]
		if m.Rule.Kind != rules.Secret || len(e.values) == echoValues || !echoable(v) || e.has(v) {
			continue
		}
		if e.filter == nil {
			e.filter, e.heads = make([]uint64, 1<<echoBits/64), map[uint64][]int32{}
		}
		head := binary.LittleEndian.Uint64(v)
		h := echoHash(head)
		e.filter[h/64] |= 1 << (h % 64)
		e.heads[head] = append(e.heads[head], int32(len(e.values)))
		e.values = append(e.values, bytes.Clone(v))
		e.rules = append(e.rules, m.Rule)
	}
}

// has reports whether v is one of the values.
func (e *echoes) has(v []byte) bool {
	for _, i := range e.heads[binary.LittleEndian.Uint64(v)] {
		if bytes.Equal(e.values[i], v) {
			return true
		}
	}
	return false
}

// add returns ms, matches in text sorted by start and disjoint, with a
// match added for each occurrence of a value in text that overlaps none
// of them; a longer value is preferred where two start at one byte.
func (e *echoes) add(ms []rules.Match, text []byte) []rules.Match {
	if len(e.values) == 0 || len(text) < echoMin {
		return ms
	}
	e.found = e.found[:0]
	k := 0 // the first match of ms that may overlap what is found next
	for i := 0; i+echoMin <= len(text); i++ {
		head := binary.LittleEndian.Uint64(text[i:])
		if h := echoHash(head); e.filter[h/64]&(1<<(h%64)) == 0 {
			continue
		}
		best := -1
		for _, j := range e.heads[head] {
			if v := e.values[j]; bytes.HasPrefix(text[i:], v) && standsAlone(text, i, i+len(v)) && (best < 0 || len(v) > len(e.values[best])) {
				best = int(j)
			}
		}
		if best < 0 {
			continue
		}
		end := i + len(e.values[best])
		for k < len(ms) && ms[k].End <= i {
			k++
		}
		if k < len(ms) && ms[k].Start < end {
			continue
		}
		e.found = append(e.found, rules.Match{Rule: e.rules[best], Start: i, End: end})
		i = end - 1
	}
	if len(e.found) == 0 {
		return ms
	}
	ms = append(ms, e.found...)
	slices.SortFunc(ms, func(a, b rules.Match) int { return a.Start - b.Start })
	return ms
}

// echoHash maps a value's head to a bit of the filter.
func echoHash(head uint64) uint64 { return head * 0x9e3779b97f4a7c15 >> (64 - echoBits) }

// echoable reports whether a secret value is one whose other occurrences
// are redacted too (see Echoes): letters and digits, with a symbol (as
// people write passwords) or looking generated (rules.Generated). A value
// of letters alone is left, for the letter model takes some identifiers
// for random ("mockWebhook").
func echoable(v []byte) bool {
	if len(v) < echoMin || len(v) > echoMax {
		return false
	}
	var letter, digit, symbol bool
	for _, c := range v {
		switch {
		case c <= ' ' || c >= 0x7f || c == '"' || c == '\\':
			return false
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			letter = true
		case '0' <= c && c <= '9':
			digit = true
		case !bytes.ContainsRune([]byte("-_./"), rune(c)):
			symbol = true
		}
	}
	return letter && digit && (symbol || rules.Generated(string(v)))
}

// standsAlone reports whether text[i:j] is not part of a longer run of
// letters and digits.
func standsAlone(text []byte, i, j int) bool {
	return (i == 0 || !isAlnum[text[i-1]] || !isAlnum[text[i]]) &&
		(j == len(text) || !isAlnum[text[j]] || !isAlnum[text[j-1]])
}
