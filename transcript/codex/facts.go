package codex

import (
	"bytes"
	"encoding/json"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/transcrub/transcrub/transcript"
)

// This file reads what the fixture checklist's frame checks ask of a line
// beyond what the envelope says (Record's unexported members, and the
// methods that read the line once more for the costly ones), with the
// meaning of the jq expression each check was first written in (their
// test oracle, checklist_test.go): a member that is null is a member
// absent; a path through a value that is not an object ends; jq's length
// of null is 0 and of a boolean an error; a member given twice counts by
// its last value.
//
// Where the two still differ, on lines no Codex version writes: the two
// searches (content's items, compactions at any depth) visit an object's
// values in the line's order where jq visits them in key order, and count
// a value that a later one of the same name replaces; that tells only
// where one object's values hold both a witness and a value that stops
// the search (see verdict), or a witness and a later namesake. And a line
// that encoding/json cannot decode (a number beyond float64's range) held
// no jq check; these read it.

// facts are members of a payload present and not null, or (factExit
// NonZero) a value's meaning.
type facts uint32

const (
	factGit              facts = 1 << iota // git
	factBaseInstructions                   // base_instructions
	factInstructions                       // instructions (present, even null)
	factUserInstructions                   // user_instructions
	factNewThread                          // new_thread_id
	factForked                             // forked_from_id
	factSpawnParent                        // source.subagent.thread_spawn.parent_thread_id
	factSubagentOther                      // source.subagent.other
	factWritableRoots                      // sandbox_policy.writable_roots
	factSandboxMode                        // sandbox_policy.mode
	factPlanType                           // rate_limits.plan_type
	factExitNonZero                        // exit_code is a number other than 0
)

func (f *facts) set(fact facts, on bool) {
	if on {
		*f |= fact
	} else {
		*f &^= fact
	}
}

func (f facts) has(fact facts) bool { return f&fact != 0 }

// length is what jq's length says of a value: 0 of null (an absent
// member), "", [], {} and 0; more than 0 of other strings, arrays,
// objects and numbers; an error of a boolean.
type length uint8

const (
	lenZero length = iota
	lenMore
	lenError
)

// lengthOf is jq's length of the raw JSON value v.
func lengthOf(v []byte) length {
	if len(v) == 0 {
		return lenZero
	}
	switch v[0] {
	case 't', 'f':
		return lenError
	case 'n':
		return lenZero
	case '"':
		if len(v) > 2 {
			return lenMore
		}
	case '{', '[':
		if inner := bytes.TrimLeft(v[1:], " \t\n\r"); len(inner) > 0 && inner[0] != '}' && inner[0] != ']' {
			return lenMore
		}
	default:
		if !zero(v) {
			return lenMore
		}
	}
	return lenZero
}

// zero reports whether the raw JSON number v is 0 as a float64 (as jq
// compares it: -0 and 1e-400 are).
func zero(v []byte) bool {
	f, _ := strconv.ParseFloat(string(v), 64)
	return f == 0
}

// isNumber reports whether the raw JSON value v is a number.
func isNumber(v []byte) bool {
	return len(v) > 0 && (v[0] == '-' || v[0] >= '0' && v[0] <= '9')
}

// verdict is how jq's any(generator; condition) ends: at the first value
// the condition holds of (hit), at the first one it fails on (stop: an
// error, so the check does not hold), or with neither (none).
type verdict uint8

const (
	none verdict = iota
	hit
	stop
)

// contentImage reads a message's content for
// any(.content[]?; .type=="input_image"): an array's items (an object's
// values) in order, a null item passed over, any other that is not an
// object stopping; a content that is neither holds nothing.
func (r *Reader) contentImage(v *verdict) error {
	*v = none
	item := func() error {
		switch c := r.lr.Peek(); {
		case *v != none || c == 'n':
		case c == '{':
			image := false
			err := r.within(`"type"`, func() error {
				var err error
				image, err = r.strIs("input_image")
				return err
			})
			if image {
				*v = hit
			}
			return err
		default:
			*v = stop
		}
		return r.skip()
	}
	switch r.lr.Peek() {
	case '[':
		return r.lr.Array(item)
	case '{':
		return r.object(func([]byte) error { return item() })
	}
	return r.skip()
}

// compactionItem reports whether an object of the line, at any depth, is
// a compaction with encrypted_content of a length:
// any(.. | objects; .type=="compaction" and (.encrypted_content|length) > 0).
// It reads the line once more when a string of the line may decode to
// "compaction" (mayHoldCompaction).
func (r *Record) compactionItem() bool {
	if !r.rd.mayHoldCompaction(r.Frame.Members) {
		return false
	}
	v := none
	r.rd.lr.Reset(r.Frame.Line.Bytes)
	_, _ = r.rd.compactions(&v)
	return v == hit
}

// mayHoldCompaction reports whether a string value of a line, at any
// depth, decodes to "compaction", given the line's members: a string
// member is looked at itself, a container whose members follow it (at a
// deeper level: the payload, its content, an item of it) is those
// members, and any other value is read watching for the string, unless
// it holds neither the string as written nor a \u escape.
func (r *Reader) mayHoldCompaction(ms []transcript.Member) bool {
	const w, maxRaw = "compaction", 2 + 6*len("compaction") // every byte escaped
	for i, m := range ms {
		switch v := m.Value; {
		case v[0] == '"':
			if len(v) <= maxRaw && string(r.decoded(v)) == w {
				return true
			}
		case v[0] != '{' && v[0] != '[':
		case i+1 < len(ms) && ms[i+1].Level > m.Level:
			// its members follow
		case !bytes.Contains(v, []byte(w)) && !bytes.Contains(v, []byte(`\u`)):
			// A string of v decodes to w only where w stands in v as it
			// is, or where v writes a letter of it as a \u escape (the
			// short escapes stand for no letter): most values need no
			// reading.
		default:
			r.lr.Reset(v)
			r.lr.Watch(w)
			found := r.lr.Skip() == nil && r.lr.Watched()
			r.lr.Watch("")
			if found {
				return true
			}
		}
	}
	return false
}

// compactions reads a value for
// any(.. | objects; .type=="compaction" and (.encrypted_content|length) > 0),
// setting v, when none, by the first object (before its members, as ..
// visits) that is a compaction with encrypted_content of a length (hit)
// or a boolean one (stop). It reports whether the value is an empty
// object or array.
func (r *Reader) compactions(v *verdict) (bool, error) {
	switch r.lr.Peek() {
	case '{':
		compaction, enc, inner, n := false, lenZero, none, 0
		err := r.object(func(name []byte) error {
			n++
			switch string(name) {
			case `"type"`:
				compaction = false
				if r.lr.Peek() == '"' {
					var err error
					compaction, err = r.strIs("compaction")
					return err
				}
			case `"encrypted_content"`:
				if c := r.lr.Peek(); c != '{' && c != '[' {
					raw, err := r.lr.Value()
					enc = lengthOf(raw)
					return err
				}
				empty, err := r.compactions(&inner)
				enc = lenMore
				if empty {
					enc = lenZero
				}
				return err
			}
			_, err := r.compactions(&inner)
			return err
		})
		own := inner
		if compaction && enc == lenMore {
			own = hit
		} else if compaction && enc == lenError {
			own = stop
		}
		if *v == none {
			*v = own
		}
		return n == 0, err
	case '[':
		n := 0
		err := r.lr.Array(func() error {
			n++
			_, err := r.compactions(v)
			return err
		})
		return n == 0, err
	}
	return false, r.skip()
}

// strIs reads a value and reports whether it is a string that decodes to
// want.
func (r *Reader) strIs(want string) (bool, error) {
	if r.lr.Peek() != '"' {
		return false, r.skip()
	}
	v, err := r.lr.Value()
	return err == nil && string(r.decoded(v)) == want, err
}

// decoded returns the raw JSON string v decoded: a slice of v when it
// holds no escape, else of scratch (valid until the next call).
func (r *Reader) decoded(v []byte) []byte {
	raw := v[1 : len(v)-1]
	if bytes.IndexByte(raw, '\\') >= 0 {
		r.scratch, _ = jsontext.AppendUnquote(r.scratch[:0], v)
		raw = r.scratch
	}
	return raw
}

// outputHoldsObject reports whether output is a string that holds one
// JSON object, white space around it (jq's fromjson, then type). The
// string is decoded only when its first byte but white space is '{'.
func (r *Record) outputHoldsObject() bool {
	v := r.output
	if len(v) == 0 || v[0] != '"' {
		return false
	}
	for i := 1; i < len(v)-1; {
		var c byte
		c, i = decodedASCII(v, i)
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		case '{':
			return json.Valid(r.rd.decoded(v))
		}
		return false
	}
	return false
}

// hasDecodedPrefix reports whether the raw JSON string v decodes to a
// string that begins with the ASCII prefix.
func hasDecodedPrefix(v []byte, prefix string) bool {
	i := 1
	for j := range len(prefix) {
		if i >= len(v)-1 {
			return false
		}
		var c byte
		if c, i = decodedASCII(v, i); c != prefix[j] {
			return false
		}
	}
	return true
}

// decodedASCII returns the byte that the valid raw JSON string v decodes
// to at v[i], and the index of the next one: 0x80 for an escape of a code
// point beyond ASCII (the first byte of which it is not, but no ASCII
// byte it could be compared with is either).
func decodedASCII(v []byte, i int) (byte, int) {
	if v[i] != '\\' {
		return v[i], i + 1
	}
	switch c := v[i+1]; c {
	case 'u':
		n := 0
		for _, h := range v[i+2 : i+6] {
			n = n<<4 | int(h&0xf+9*(h>>6)) // a hex digit's value
		}
		if n >= 0x80 {
			return 0x80, i + 6
		}
		return byte(n), i + 6
	case 'b':
		return '\b', i + 2
	case 'f':
		return '\f', i + 2
	case 'n':
		return '\n', i + 2
	case 'r':
		return '\r', i + 2
	case 't':
		return '\t', i + 2
	default: // '"', '\\', '/'
		return c, i + 2
	}
}
