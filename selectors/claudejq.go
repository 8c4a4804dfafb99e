package selectors

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/transcrub/transcrub/internal/jsonany"
	"github.com/transcrub/transcrub/transcript"
)

// This file is what Claude Code's typed predicates (claudeline.go) keep
// of the jq they replaced: a condition holds, does not, or fails (an
// error: the predicate does not hold); any(.x[]?; cond) is decided by the
// first element whose cond holds or fails, an object's values taken in
// name order; length and tostring as jq computes them over the raw value.

// verdict is the outcome of a jq condition: it holds, it does not, or it
// fails (an error, which makes the predicate not hold).
type verdict uint8

const (
	no verdict = iota
	yes
	fails
)

// bits are the verdicts' masks of v for the condition bit.
func (v verdict) bits(bit uint8) (hit, fail uint8) {
	return pick(v == yes, bit), pick(v == fails, bit)
}

// verdicts folds the verdicts of any(elements; cond), a bit per cond:
// the first element whose cond holds or errors decides it.
type verdicts struct{ hit, done uint8 }

func (v *verdicts) add(hit, fail uint8) {
	v.hit |= hit &^ v.done
	v.done |= hit | fail
}

// keyedVerdict is an object member's verdicts, its name's span in keys.
type keyedVerdict struct {
	start, end int
	hit, fail  uint8
}

// marker is a harness marker and its bit in lineFacts.scanned and
// inLine.
type marker struct {
	text []byte
	bit  uint8
}

// values folds the verdicts of an object's values into v in the order
// jq's .[] yields them: by name, the last of a repeated name only.
func (l *claudeLine) values(r *transcript.ValueReader, v *verdicts, elem func() (uint8, uint8, error)) error {
	base, keys := len(l.keyed), len(l.keys)
	err := r.Object(func(name []byte) error {
		start := len(l.keys)
		l.keys = append(l.keys, l.unquote(name)...)
		end := len(l.keys)
		hit, fail, err := elem()
		l.keyed = append(l.keyed, keyedVerdict{start: start, end: end, hit: hit, fail: fail})
		return err
	})
	members := l.keyed[base:]
	key := func(k keyedVerdict) []byte { return l.keys[k.start:k.end] }
	slices.SortStableFunc(members, func(a, b keyedVerdict) int { return bytes.Compare(key(a), key(b)) })
	for i, m := range members {
		if i+1 == len(members) || !bytes.Equal(key(m), key(members[i+1])) {
			v.add(m.hit, m.fail)
		}
	}
	l.keyed, l.keys = l.keyed[:base], l.keys[:keys]
	return err
}

// lengthAbove0 is the verdict of jq's (v|length) > 0 over the raw value
// v: a string's length counts characters, an array's elements, an
// object's names, a number's is its absolute value, null's 0; a
// boolean's fails.
func lengthAbove0(v []byte) verdict {
	switch v[0] {
	case '"':
		return verdictOf(len(v) > 2)
	case '[', '{':
		return verdictOf(len(bytes.TrimLeft(v[1:], " \t\r\n")) > 1)
	case 'n':
		return no
	case 't', 'f':
		return fails
	}
	f, _ := strconv.ParseFloat(string(v), 64)
	return verdictOf(f != 0)
}

func verdictOf(ok bool) verdict {
	if ok {
		return yes
	}
	return no
}

func pick(ok bool, bits uint8) uint8 {
	if ok {
		return bits
	}
	return 0
}

// marked reports whether the raw string v, decoded, contains m (prefix:
// starts with it) while the line holds m as written, as the jq's
// prefilter required. A marker has no byte an escape writes, so that v
// holds it as written is enough.
func (l *claudeLine) marked(v []byte, m marker, prefix bool) bool {
	has := bytes.Contains
	if prefix {
		has = bytes.HasPrefix
	}
	if has(v[1:len(v)-1], m.text) {
		return true
	}
	return bytes.IndexByte(v, '\\') >= 0 && l.lineHolds(m) && has(l.unquote(v), m.text)
}

// lineHolds reports whether the line holds m as written, looking once.
func (l *claudeLine) lineHolds(m marker) bool {
	if l.scanned&m.bit == 0 {
		l.scanned |= m.bit
		l.inLine |= pick(bytes.Contains(l.line, m.text), m.bit)
	}
	return l.inLine&m.bit != 0
}

// markedAnywhere reports whether the raw value v, as jq's tostring writes
// it, contains the spill marker while the line holds it as written:
// a string decoded; another value when one of its strings, names included,
// does (tostring writes the marker's bytes as they are), which a decode
// settles where v holds the marker or an escape (a repeated name's
// earlier value does not count).
func (l *claudeLine) markedAnywhere(v []byte) bool {
	if v[0] == '"' {
		return l.marked(v, persistedMarker, false)
	}
	if !bytes.Contains(v, persistedMarker.text) && (bytes.IndexByte(v, '\\') < 0 || !l.lineHolds(persistedMarker)) {
		return false
	}
	d, ok := jsonany.Decode(v)
	return ok && anyString(d, func(s string) bool { return strings.Contains(s, string(persistedMarker.text)) })
}

// anyString reports whether ok holds of a string of v, names included.
func anyString(v any, ok func(string) bool) bool {
	switch v := v.(type) {
	case string:
		return ok(v)
	case []any:
		return slices.ContainsFunc(v, func(e any) bool { return anyString(e, ok) })
	case map[string]any:
		for k, e := range v {
			if ok(k) || anyString(e, ok) {
				return true
			}
		}
	}
	return false
}
