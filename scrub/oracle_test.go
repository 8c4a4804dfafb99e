package scrub

import (
	"bytes"
	"regexp"
	"testing"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// The test oracle tokenizes lines with jsontext, independently of the
// package's walker, and says from the JSON pointer and container kinds
// alone which strings are keys and which sit at structural positions; a
// name outside a block takes a second look at its object's members.

// otok is one token of a line as the oracle sees it.
type otok struct {
	kind       jsontext.Kind
	raw        []byte // as written; strings with their quotes
	off        int    // offset in the line
	key        bool
	structural bool // a frame position, or a discriminator at any depth
	name       bool // a name outside a block
	tool       bool // the name's object has a kept tool-like type
	obj        int  // offset of the object a member value is in, else -1
	typ        bool // a value of "type"
}

var (
	reKey   = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)
	reValue = regexp.MustCompile(`^[A-Za-z0-9_.:-]{1,64}$`)
)

// kept reports whether the oracle expects the string token t to be kept.
func (t otok) kept() bool {
	switch {
	case t.key:
		return keptKey(unquote(t.raw))
	case t.structural:
		return keptValue(unquote(t.raw))
	case t.name:
		return t.tool && keptValue(unquote(t.raw))
	}
	return false
}

var reToolType = regexp.MustCompile(`(tool_use|tool_call|function_call|tool-use|tool-call)$`)

// The oracle's token-like key test, written with regular expressions
// from the contract in tokenkey.go.
var (
	reUUIDKey  = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
	reDigit    = regexp.MustCompile(`[0-9]`)
	reLetter   = regexp.MustCompile(`[A-Za-z]`)
	rePieceSep = regexp.MustCompile(`[_.-]`)
	reDigits7  = regexp.MustCompile(`[0-9]{7}`)
	reClassRun = regexp.MustCompile(`[0-9]+|[A-Za-z]+`)
	reHex8     = regexp.MustCompile(`^[0-9a-fA-F]{8,}$`)
	reLetters  = regexp.MustCompile(`^[A-Za-z]{24,}$`)
	reHump     = regexp.MustCompile(`[a-z][A-Z]`)
	reAcronym  = regexp.MustCompile(`[A-Z][A-Z][a-z]`)
)

// keptKey reports whether the oracle expects a decoded key to be kept:
// identifier-like and not token-like.
func keptKey(k []byte) bool { return reKey.Match(k) && !oracleTokenKey(k) }

// keptValue reports whether the oracle expects a decoded structural value
// to be kept: the same test with the value pattern.
func keptValue(v []byte) bool { return reValue.Match(v) && !oracleTokenKey(v) }

func oracleTokenKey(k []byte) bool {
	if reUUIDKey.Match(k) || !reLetter.Match(k) && len(reDigit.FindAll(k, -1)) >= 7 {
		return true
	}
	for _, p := range rePieceSep.Split(string(k), -1) {
		words := 1 + len(reHump.FindAllString(p, -1)) + len(reAcronym.FindAllString(p, -1))
		switch {
		case reDigits7.MatchString(p),
			len(reClassRun.FindAllString(p, -1)) > 3,
			reHex8.MatchString(p) && reLetter.MatchString(p) && reDigit.MatchString(p),
			reLetters.MatchString(p) && 3*words > len(p):
			return true
		}
	}
	return false
}

// oracleTokens tokenizes a valid line.
func oracleTokens(t testing.TB, line []byte) []otok {
	t.Helper()
	d := jsontext.NewDecoder(bytes.NewReader(line),
		jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true))
	var toks []otok
	var open []int // offsets of the open containers
	for {
		k := d.PeekKind()
		if k == 0 {
			break
		}
		off := int(d.InputOffset())
		var raw []byte
		if k == '"' || k == '0' {
			v, err := d.ReadValue()
			if err != nil {
				t.Fatalf("oracle: read value at byte %d failed", off)
			}
			raw = bytes.Clone(v)
		} else {
			if _, err := d.ReadToken(); err != nil {
				t.Fatalf("oracle: read token at byte %d failed", off)
			}
		}
		for off < len(line) && line[off] != raw0(raw, k) {
			off++ // InputOffset is before any separator
		}
		switch k {
		case '{', '[':
			open = append(open, off)
		case '}', ']':
			open = open[:len(open)-1]
		}
		tk := otok{kind: k, raw: raw, off: off, obj: -1}
		if k == '"' {
			depth := d.StackDepth()
			parent, n := d.StackIndex(depth)
			tk.key = parent == '{' && n%2 == 1
			if !tk.key && parent == '{' {
				tk.obj = open[len(open)-1]
				tk.structural, tk.name, tk.typ = memberPosition(d)
			}
		}
		toks = append(toks, tk)
	}
	tool := map[int]bool{}
	for _, tk := range toks {
		if tk.typ && tk.kept() && reToolType.Match(unquote(tk.raw)) {
			tool[tk.obj] = true
		}
	}
	for i := range toks {
		toks[i].tool = toks[i].name && tool[toks[i].obj]
	}
	return toks
}

// memberPosition says what the member value just read is: structural (a
// frame position or a discriminator), a name outside a block, and
// whether it is a type.
func memberPosition(d *jsontext.Decoder) (structural, name, typ bool) {
	var last string
	for tok := range d.StackPointer().Tokens() {
		last = tok
	}
	switch {
	case structuralPointer(d):
		return true, false, last == "type"
	case last == "type", last == "subtype", last == "status", last == "role", last == "kind":
		return true, false, last == "type"
	}
	return false, last == "name", false
}

// raw0 is the first byte of a token.
func raw0(raw []byte, k jsontext.Kind) byte {
	if len(raw) > 0 {
		return raw[0]
	}
	return byte(k)
}

// structuralPointer reports whether the value just read is the top-level
// role/type/status or a block's type/name.
func structuralPointer(d *jsontext.Decoder) bool {
	var tokens []string
	for tok := range d.StackPointer().Tokens() {
		tokens = append(tokens, tok)
	}
	kind := func(level int) jsontext.Kind { k, _ := d.StackIndex(level); return k }
	switch d.StackDepth() {
	case 1:
		return kind(1) == '{' && (tokens[0] == "role" || tokens[0] == "type" || tokens[0] == "status")
	case 4:
		return kind(1) == '{' && tokens[0] == "message" &&
			kind(2) == '{' && tokens[1] == "content" &&
			kind(3) == '[' && kind(4) == '{' &&
			(tokens[3] == "type" || tokens[3] == "name")
	}
	return false
}

// unquote returns the decoded bytes of a raw JSON string, invalid UTF-8
// replaced by U+FFFD (as Go's JSON decoders do).
func unquote(raw []byte) []byte {
	v, _ := jsontext.AppendUnquote(nil, raw) // invalid UTF-8 is an error, still decoded
	return v
}

// checkScrub asserts the contract between a valid source line and its
// scrubbed output, token by token. Failure messages name offsets only.
func checkScrub(t testing.TB, src, out []byte) {
	t.Helper()
	if !utf8.Valid(out) {
		t.Fatalf("output is not valid UTF-8")
	}
	a, b := oracleTokens(t, src), oracleTokens(t, out)
	if len(a) != len(b) {
		t.Fatalf("token counts differ: %d source, %d output", len(a), len(b))
	}
	for i := range a {
		s, o := a[i], b[i]
		if s.kind != o.kind || s.key != o.key || s.structural != o.structural || s.name != o.name || s.tool != o.tool {
			t.Fatalf("token %d (source byte %d): kind or position differs", i, s.off)
		}
		if s.kind == '0' && !bytes.Equal(s.raw, o.raw) {
			t.Errorf("token %d (source byte %d): number changed", i, s.off)
		}
		if s.kind != '"' {
			continue
		}
		checkString(t, i, s, o)
	}
}

// checkString asserts the contract for one string token.
func checkString(t testing.TB, i int, s, o otok) {
	t.Helper()
	if s.kept() {
		if !bytes.Equal(s.raw, o.raw) {
			t.Errorf("token %d (source byte %d): kept string changed", i, s.off)
		}
		return
	}
	if len(s.raw) != len(o.raw) {
		t.Errorf("token %d (source byte %d): raw length %d became %d", i, s.off, len(s.raw), len(o.raw))
		return
	}
	if utf8.Valid(s.raw) && !bytes.Contains(s.raw, []byte(`\ud`)) && !bytes.Contains(s.raw, []byte(`\uD`)) {
		if ds, do := unquote(s.raw), unquote(o.raw); len(ds) != len(do) {
			t.Errorf("token %d (source byte %d): decoded length %d became %d", i, s.off, len(ds), len(do))
		}
	}
	if ds := unquote(s.raw); hasContent(ds, 4) && bytes.Equal(ds, unquote(o.raw)) {
		t.Errorf("token %d (source byte %d): string not replaced", i, s.off)
	}
	if s.key || s.structural || s.name && s.tool {
		if s.key && keptKey(unquote(o.raw)) || !s.key && keptValue(unquote(o.raw)) {
			t.Errorf("token %d (source byte %d): scrubbed string became identifier-like", i, s.off)
		}
	}
	// Written forms: escapes stay escapes of the same kind at the same
	// offsets, two-byte escapes verbatim; raw runes stay raw runes of the
	// same length (or an invalid byte becomes one ASCII byte).
	r, w := s.raw, o.raw
	for k := 1; k < len(r)-1; {
		switch {
		case r[k] == '\\' && r[k+1] == 'u':
			if w[k] != '\\' || w[k+1] != 'u' {
				t.Errorf("token %d (source byte %d): \\u escape at %d lost its form", i, s.off, k)
			}
			k += 6
		case r[k] == '\\':
			if w[k] != r[k] || w[k+1] != r[k+1] {
				t.Errorf("token %d (source byte %d): escape at %d changed", i, s.off, k)
			}
			k += 2
		default:
			_, n := utf8.DecodeRune(r[k:])
			_, m := utf8.DecodeRune(w[k:])
			if n != m || w[k] == '\\' {
				t.Errorf("token %d (source byte %d): rune at %d changed length", i, s.off, k)
			}
			k += n
		}
	}
}

// mustMatch reports whether s matches the regular expression pattern.
func mustMatch(pattern, s string) bool {
	return regexp.MustCompile(pattern).MatchString(s)
}
