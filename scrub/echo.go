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
// redacted wherever it stands. An occurrence counts where it stands alone,
// not inside a longer run of letters and digits, whose tail would be left.

// Bounds of an echoed value's length, and of the values one file keeps.
const (
	echoMin    = 8
	echoMax    = 256
	echoValues = 4096
)

// echoes holds the secrets of the file being redacted. The zero value is
// empty and ready to use.
//
// Occurrences are found as Wu and Manber's multi-pattern search does,
// over each value's head (its first echoMin bytes): a window of echoMin
// bytes is tried only where its last two bytes end some head's pair at
// that place, and otherwise skipped by as many bytes as no head allows a
// match in, so a text is read a few bytes in every echoMin.
type echoes struct {
	values [][]byte
	rules  []*rules.Rule
	heads  map[uint64][]int32 // a head to the values it begins
	// shift holds, for each pair of bytes, how far the window may move
	// when the pair ends it: 0 where the pair ends some head.
	shift []uint8
	found []rules.Match // scratch: the echoes of one text
}

// reset forgets the file's values.
func (e *echoes) reset() {
	if len(e.values) == 0 {
		return
	}
	e.values, e.rules = e.values[:0], e.rules[:0]
	clear(e.heads)
	copy(e.shift, noShift[:])
}

// noShift is echoes.shift with no value: every pair moves the window by
// as much as a head allows.
var noShift = func() (s [1 << 16]uint8) {
	for i := range s {
		s[i] = echoMin - 1
	}
	return s
}()

// byContext reports whether v, a match of rule, is a secret the rule took
// from its context (a name, a sentence, a command's flag), whose echoes no
// rule sees: a context rule's, or a keyword rule's whose value holds none
// of the keywords. A vendor token holds its prefix, and a rule without
// keywords finds its values wherever they stand.
func byContext(rule *rules.Rule, v []byte) bool {
	if rule.Kind != rules.Secret {
		return false
	}
	if rule.Context != "" {
		return true
	}
	return len(rule.Keywords) > 0 && !rule.HoldsKeyword(asString(v))
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
		if !byContext(m.Rule, v) || len(e.values) == echoValues || !echoable(v) || e.has(v) {
			continue
		}
		if e.shift == nil {
			e.shift, e.heads = slices.Clone(noShift[:]), map[uint64][]int32{}
		}
		for q := 1; q < echoMin; q++ {
			p := pair(v[q-1], v[q])
			e.shift[p] = min(e.shift[p], uint8(echoMin-1-q))
		}
		head := binary.LittleEndian.Uint64(v)
		e.heads[head] = append(e.heads[head], int32(len(e.values)))
		e.values = append(e.values, bytes.Clone(v))
		e.rules = append(e.rules, m.Rule)
	}
}

// pair indexes echoes.shift.
func pair(a, b byte) uint16 { return uint16(a) | uint16(b)<<8 }

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
	for last := echoMin - 1; last < len(text); {
		if s := e.shift[pair(text[last-1], text[last])]; s > 0 {
			last += int(s)
			continue
		}
		i := last - (echoMin - 1) // the window's start
		last++
		best := -1
		for _, j := range e.heads[binary.LittleEndian.Uint64(text[i:])] {
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
		last = end + echoMin - 1
	}
	if len(e.found) == 0 {
		return ms
	}
	ms = append(ms, e.found...)
	slices.SortFunc(ms, func(a, b rules.Match) int { return a.Start - b.Start })
	return ms
}

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
