package transcript

import (
	"bytes"
	"errors"
	"io"
	"slices"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
)

// Kind classifies a frame by its top-level key set.
type Kind uint8

// The frame kinds of the format. Any key set other than the three known
// ones is KindUnknown: counted and kept, never dropped.
const (
	KindUnknown   Kind = iota
	KindMessage        // {message, role}
	KindTurnEnded      // {status, type} or {error, status, type} with type "turn_ended"
)

// ValueKind is the JSON type of a value the format cares about.
type ValueKind uint8

// JSON value kinds; ValueNone means the key was absent.
const (
	ValueNone ValueKind = iota
	ValueObject
	ValueString
	ValueArray
	ValueOther // number, boolean or null
)

func (k ValueKind) String() string {
	return [...]string{"none", "object", "string", "array", "other"}[k]
}

// Notes flags lines that were read despite a peculiarity.
type Notes uint8

// Per-line notes.
const (
	NoteBOM Notes = 1 << iota
	NoteCRLF
	NoteInvalidUTF8
	NoteNUL
)

// Block is one element of a message frame's content array.
type Block struct {
	Index  int    // position in the content array
	Type   string // "" when absent or not a string
	Keyset string // sorted, comma-joined keys; "" for a non-object element
	Name   string // tool_use name
	// Payload is a text block's decoded text in UTF-8 bytes, or a tool_use
	// input's raw JSON bytes as they stand in the file.
	Payload   int
	InputKind ValueKind
	// Input is the raw JSON of a tool_use input; it aliases the line.
	Input []byte
	// Path and Command are the input's top-level "path" and "command"
	// strings, decoded, when present.
	Path, Command string
	// Background is set when input.run_in_background is true.
	Background bool
}

// Frame is one parsed line. Its slices alias the line and are valid until
// the Reader's next call.
type Frame struct {
	Line   Line
	Notes  Notes
	Index  int    // 0-based index among the file's frames
	Keyset string // sorted, comma-joined top-level keys
	Kind   Kind
	Role   string
	Type   string
	Status string
	// HasError is set when a top-level "error" key is present.
	HasError    bool
	ContentKind ValueKind // JSON type of message.content
	Blocks      []Block
}

// ToolUses counts the frame's tool_use blocks.
func (f *Frame) ToolUses() int {
	n := 0
	for i := range f.Blocks {
		if f.Blocks[i].Type == "tool_use" {
			n++
		}
	}
	return n
}

// maxDepth is the deepest nesting jsontext accepts; a line that goes
// deeper is reported as TooDeep rather than Malformed.
const maxDepth = 10000

var errNotObject = errors.New("line is not a JSON object")

// parser decodes frames. It is reused line after line to keep allocation
// off the hot path.
type parser struct {
	dec    *jsontext.Decoder
	sub    *jsontext.Decoder
	rd     bytes.Reader
	subRd  bytes.Reader
	keys   []string
	scr    []byte
	intern map[string]string
}

var decodeOpts = []jsontext.Options{
	jsontext.AllowInvalidUTF8(true),
	jsontext.AllowDuplicateNames(true),
}

func newParser() *parser {
	p := &parser{intern: make(map[string]string)}
	p.dec = jsontext.NewDecoder(&p.rd, decodeOpts...)
	p.sub = jsontext.NewDecoder(&p.subRd, decodeOpts...)
	return p
}

// str returns b as a string, interned while the table is small so that the
// open but repetitive sets (roles, types, tool names, key sets) do not
// allocate per frame.
func (p *parser) str(b []byte) string {
	if s, ok := p.intern[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(p.intern) < 4096 && len(b) <= 128 {
		p.intern[s] = s
	}
	return s
}

// unquote decodes a raw JSON string into the scratch buffer.
func (p *parser) unquote(raw []byte) []byte {
	if bytes.IndexByte(raw, '\\') < 0 && utf8.Valid(raw) {
		return raw[1 : len(raw)-1]
	}
	p.scr, _ = jsontext.AppendUnquote(p.scr[:0], raw)
	return p.scr
}

// keyset sorts and joins the collected keys.
func (p *parser) keyset() string {
	slices.Sort(p.keys)
	p.scr = p.scr[:0]
	for i, k := range p.keys {
		if i > 0 {
			p.scr = append(p.scr, ',')
		}
		p.scr = append(p.scr, k...)
	}
	return p.str(p.scr)
}

// parse fills f from line. f.Blocks is reused. A line that does not
// parse and nests deeper than maxDepth fails with errTooDeep.
func (p *parser) parse(f *Frame, line []byte) error {
	err := p.object(f, line)
	if err != nil && err != errNotObject && nestsDeeper(line, maxDepth) {
		return errTooDeep
	}
	return err
}

// nestsDeeper reports whether line opens more than limit objects and
// arrays at once, outside strings. It reads a line of any validity.
func nestsDeeper(line []byte, limit int) bool {
	depth := 0
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '"':
			for i++; i < len(line) && line[i] != '"'; i++ {
				if line[i] == '\\' {
					i++
				}
			}
		case '{', '[':
			if depth++; depth > limit {
				return true
			}
		case '}', ']':
			depth--
		}
	}
	return false
}

// object parses line as a frame object into f.
func (p *parser) object(f *Frame, line []byte) error {
	*f = Frame{Line: f.Line, Notes: f.Notes, Index: f.Index, Blocks: f.Blocks[:0]}
	p.rd.Reset(line)
	p.dec.Reset(&p.rd, decodeOpts...)
	if p.dec.PeekKind() != '{' {
		if _, err := p.dec.ReadValue(); err != nil {
			return p.fail(err)
		}
		return errNotObject
	}
	if _, err := p.dec.ReadToken(); err != nil {
		return p.fail(err)
	}
	p.keys = p.keys[:0]
	for p.dec.PeekKind() != '}' {
		name, err := p.dec.ReadValue()
		if err != nil {
			return p.fail(err)
		}
		key := p.str(p.unquote(name))
		p.keys = append(p.keys, key)
		switch key {
		case "role":
			f.Role, err = p.stringValue()
		case "type":
			f.Type, err = p.stringValue()
		case "status":
			f.Status, err = p.stringValue()
		case "error":
			f.HasError = true
			err = p.dec.SkipValue()
		case "message":
			err = p.message(f, line)
		default:
			err = p.dec.SkipValue()
		}
		if err != nil {
			return p.fail(err)
		}
	}
	if _, err := p.dec.ReadToken(); err != nil {
		return p.fail(err)
	}
	if _, err := p.dec.ReadToken(); !errors.Is(err, io.EOF) {
		return p.fail(err)
	}
	f.Keyset = p.keyset()
	switch {
	case f.Keyset == "message,role":
		f.Kind = KindMessage
	case f.Type == "turn_ended" && (f.Keyset == "status,type" || f.Keyset == "error,status,type"):
		f.Kind = KindTurnEnded
	}
	return nil
}

func (p *parser) fail(err error) error {
	if err == nil || errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

var errTooDeep = errors.New("nesting too deep")

// stringValue reads the next value and returns it if it is a string.
func (p *parser) stringValue() (string, error) {
	if p.dec.PeekKind() != '"' {
		return "", p.dec.SkipValue()
	}
	v, err := p.dec.ReadValue()
	if err != nil {
		return "", err
	}
	return p.str(p.unquote(v)), nil
}

func kindOf(k jsontext.Kind) ValueKind {
	switch k {
	case '{':
		return ValueObject
	case '"':
		return ValueString
	case '[':
		return ValueArray
	}
	return ValueOther
}

func (p *parser) message(f *Frame, line []byte) error {
	if p.dec.PeekKind() != '{' {
		return p.dec.SkipValue()
	}
	if _, err := p.dec.ReadToken(); err != nil {
		return err
	}
	for p.dec.PeekKind() != '}' {
		name, err := p.dec.ReadValue()
		if err != nil {
			return err
		}
		if string(p.unquote(name)) != "content" {
			if err := p.dec.SkipValue(); err != nil {
				return err
			}
			continue
		}
		f.ContentKind = kindOf(p.dec.PeekKind())
		if f.ContentKind != ValueArray {
			if err := p.dec.SkipValue(); err != nil {
				return err
			}
			continue
		}
		f.Blocks = f.Blocks[:0] // a duplicate "content" key: the last one wins
		if err := p.blocks(f, line); err != nil {
			return err
		}
	}
	_, err := p.dec.ReadToken()
	return err
}

func (p *parser) blocks(f *Frame, line []byte) error {
	if _, err := p.dec.ReadToken(); err != nil {
		return err
	}
	for i := 0; p.dec.PeekKind() != ']'; i++ {
		f.Blocks = append(f.Blocks, Block{Index: i})
		b := &f.Blocks[len(f.Blocks)-1]
		if p.dec.PeekKind() != '{' {
			if err := p.dec.SkipValue(); err != nil {
				return err
			}
			continue
		}
		if err := p.block(b, line); err != nil {
			return err
		}
	}
	_, err := p.dec.ReadToken()
	return err
}

func (p *parser) block(b *Block, line []byte) error {
	if _, err := p.dec.ReadToken(); err != nil {
		return err
	}
	keys := p.keys
	p.keys = nil
	defer func() { p.keys = keys }()
	var bkeys [8]string
	names := bkeys[:0]
	var textLen = -1
	for p.dec.PeekKind() != '}' {
		name, err := p.dec.ReadValue()
		if err != nil {
			return err
		}
		key := p.str(p.unquote(name))
		names = append(names, key)
		switch key {
		case "type":
			b.Type, err = p.stringValue()
		case "name":
			b.Name, err = p.stringValue()
		case "text":
			if p.dec.PeekKind() == '"' {
				var v jsontext.Value
				if v, err = p.dec.ReadValue(); err == nil {
					textLen = DecodedLen(v)
				}
			} else {
				err = p.dec.SkipValue()
			}
		case "input":
			b.InputKind = kindOf(p.dec.PeekKind())
			var v jsontext.Value
			if v, err = p.dec.ReadValue(); err == nil {
				end := p.dec.InputOffset()
				b.Input = line[end-int64(len(v)) : end]
				b.Payload = len(v)
				if b.InputKind == ValueObject {
					err = p.input(b)
				}
			}
		default:
			err = p.dec.SkipValue()
		}
		if err != nil {
			return err
		}
	}
	if b.Type == "text" && textLen >= 0 {
		b.Payload = textLen
	}
	p.keys = names
	b.Keyset = p.keyset()
	_, err := p.dec.ReadToken()
	return err
}

var (
	keyPath    = []byte(`"path"`)
	keyCommand = []byte(`"command"`)
	keyBg      = []byte(`"run_in_background"`)
)

// input extracts the top-level fields selectors and scan need from an
// object input. Most inputs name none of them and are not parsed again.
func (p *parser) input(b *Block) error {
	in := b.Input
	if !bytes.Contains(in, keyPath) && !bytes.Contains(in, keyCommand) && !bytes.Contains(in, keyBg) {
		return nil
	}
	p.subRd.Reset(in)
	p.sub.Reset(&p.subRd, decodeOpts...)
	d := p.sub
	if _, err := d.ReadToken(); err != nil {
		return err
	}
	for d.PeekKind() != '}' {
		name, err := d.ReadValue()
		if err != nil {
			return err
		}
		key := string(p.unquote(name))
		switch {
		case (key == "path" || key == "command") && d.PeekKind() == '"':
			v, err := d.ReadValue()
			if err != nil {
				return err
			}
			s := string(p.unquote(v))
			if key == "path" {
				b.Path = s
			} else {
				b.Command = s
			}
		case key == "run_in_background" && d.PeekKind() == 't':
			b.Background = true
			err = d.SkipValue()
		default:
			err = d.SkipValue()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// DecodedLen returns the UTF-8 byte length of the decoded form of a raw,
// quoted JSON string. Invalid UTF-8 bytes and lone surrogates count as the
// three bytes of U+FFFD, as a decoder substitutes them.
func DecodedLen(raw []byte) int {
	if len(raw) < 2 {
		return 0
	}
	s := raw[1 : len(raw)-1]
	n := 0
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s) && s[i+1] == 'u' && i+6 <= len(s):
			r := hex4(s[i+2 : i+6])
			i += 6
			if r >= 0xD800 && r < 0xDC00 && i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
				if r2 := hex4(s[i+2 : i+6]); r2 >= 0xDC00 && r2 < 0xE000 {
					n += 4
					i += 6
					continue
				}
			}
			if r >= 0xD800 && r < 0xE000 {
				n += 3
			} else {
				n += utf8.RuneLen(rune(r))
			}
		case c == '\\':
			n++
			i += 2
		case c < utf8.RuneSelf:
			n++
			i++
		default:
			r, size := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && size == 1 {
				n += 3
			} else {
				n += size
			}
			i += size
		}
	}
	return n
}

func hex4(b []byte) int {
	v := 0
	for _, c := range b {
		v <<= 4
		switch {
		case c >= '0' && c <= '9':
			v |= int(c - '0')
		case c >= 'a' && c <= 'f':
			v |= int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			v |= int(c-'A') + 10
		default:
			return -1
		}
	}
	return v
}
