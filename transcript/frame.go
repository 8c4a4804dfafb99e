package transcript

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"unicode/utf16"
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

// Member is a member of a frame, of its object message or of one of that
// message's object blocks, or an element of the message's content array:
// raw, aliasing the line. A format's checklist reads what it needs of
// them without scanning the line again.
type Member struct {
	Level Level // LevelRoot, LevelMessage, LevelBlock; LevelContent for an element
	// Name is the raw member name, quotes included; nil for an element.
	Name []byte
	// Value is the raw value.
	Value []byte
}

// Ident is a string of a frame at an identity field (see Field.IsIdent):
// a working directory, a branch, a remote, a time zone.
type Ident struct {
	Field Field
	Value string
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
	HasError bool
	// MessageKeyset is the sorted, comma-joined keys of an object
	// "message" ("" when there is none or it is not an object).
	MessageKeyset string
	ContentKind   ValueKind // JSON type of message.content
	Blocks        []Block
	// Idents are the strings of the frame's and its message's identity
	// fields, in line order. MoreIdents says that more are nested in a
	// FieldIdents member (a Codex session's git, its sandbox's writable
	// roots): Parser.Idents reads them all.
	Idents     []Ident
	MoreIdents bool
	// Members are the frame's, its message's and its blocks' members
	// and the content's elements, in line order: a member's value
	// before the members in it, which are at a deeper Level.
	Members []Member
	// Reading is what a format's reader made of the frame (a Codex
	// record), so that the format's other readers of the same frame, a
	// matcher's and the drift tally's, read it from there rather than
	// parse the frame again; nil until one has. It is cleared whenever
	// the frame is filled anew. A reader checks that the reading is of
	// this frame: it may have read another one since.
	Reading any
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

// maxDepth is the deepest nesting a line may have (as jsontext); a line
// that goes deeper is reported as TooDeep rather than Malformed.
const maxDepth = 10000

var errNotObject = errors.New("line is not a JSON object")

// parser decodes frames: it validates the whole line and decodes only the
// strings a Frame keeps. It is reused line after line to keep allocation
// off the hot path.
type parser struct {
	sch  *Schema // which members are which frame fields
	deep bool    // read the identity fields nested in FieldIdents members too
	sc   scanner // the line
	// keys, mkeys and bkeys are the keys of the frame, of its message and
	// of the current block, in the order they came (see appendKey);
	// sorted is keyset's.
	keys, mkeys, bkeys []byte
	sorted             [][]byte
	scr                []byte
	intern             map[string]string
	orders             map[string]string // see keyset
	// lastIdents are the value of each identity field made last (see
	// identString).
	lastIdents [FieldIdents]string
}

func newParser(sch *Schema) *parser {
	return &parser{sch: sch, intern: make(map[string]string), orders: make(map[string]string)}
}

// field is the frame field of the member name (raw, quoted) of an object
// at pos, and the position of its value; key is the decoded name, valid
// until the next decode.
func (p *parser) field(pos Pos, name []byte) (field Field, at Pos, key []byte) {
	key = p.unquote(name)
	field, at = p.sch.Field(pos, key)
	return field, at, key
}

// str returns b as a string, interned while the table is small so that the
// open but repetitive sets (roles, types, tool names, key sets, paths) do
// not allocate per frame.
func (p *parser) str(b []byte) string {
	if s := common(b); s != "" {
		return s
	}
	if s, ok := p.intern[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(p.intern) < 4096 && len(b) <= 128 {
		p.intern[s] = s
	}
	return s
}

// identString returns b, the value of the identity field f, as a
// string: the one made last for f when equal (a frame repeats its working
// directory and branch), else as str makes it.
func (p *parser) identString(f Field, b []byte) string {
	if s := p.lastIdents[f]; s == string(b) {
		return s
	}
	s := p.str(b)
	p.lastIdents[f] = s
	return s
}

// common returns b as a constant when it is one of the names, values and
// key sets nearly every frame holds, "" if not: a switch costs less than
// a map.
func common(b []byte) string {
	switch string(b) {
	case "role":
		return "role"
	case "message":
		return "message"
	case "content":
		return "content"
	case "type":
		return "type"
	case "text":
		return "text"
	case "name":
		return "name"
	case "input":
		return "input"
	case "status":
		return "status"
	case "error":
		return "error"
	case "user":
		return "user"
	case "assistant":
		return "assistant"
	case "tool_use":
		return "tool_use"
	case "turn_ended":
		return "turn_ended"
	case "success":
		return "success"
	case "message,role":
		return "message,role"
	case "status,type":
		return "status,type"
	case "error,status,type":
		return "error,status,type"
	case "text,type":
		return "text,type"
	case "input,name,type":
		return "input,name,type"
	}
	return ""
}

// unquote decodes a raw JSON string, valid as the scanner accepts it:
// in place when it has no escapes, else into the scratch buffer. Invalid
// UTF-8 and lone surrogates become U+FFFD, as jsontext decodes them.
func (p *parser) unquote(raw []byte) []byte {
	s := raw[1 : len(raw)-1]
	if !utf8.Valid(s) {
		p.scr, _ = jsontext.AppendUnquote(p.scr[:0], raw)
		return p.scr
	}
	k := bytes.IndexByte(s, '\\')
	if k < 0 {
		return s
	}
	out := append(p.scr[:0], s[:k]...)
	for i := k; i < len(s); {
		if s[i] != '\\' {
			j := bytes.IndexByte(s[i:], '\\')
			if j < 0 {
				j = len(s) - i
			}
			out = append(out, s[i:i+j]...)
			i += j
			continue
		}
		switch c := s[i+1]; c {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := rune(hex4(s[i+2 : i+6]))
			i += 6
			if utf16.IsSurrogate(r) {
				r2 := utf8.RuneError
				if i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
					r2 = utf16.DecodeRune(r, rune(hex4(s[i+2:i+6])))
				}
				if r2 == utf8.RuneError {
					r = utf8.RuneError
				} else {
					r = r2
					i += 6
				}
			}
			out = utf8.AppendRune(out, r)
			continue
		default: // '"', '\\', '/'
			out = append(out, c)
		}
		i += 2
	}
	p.scr = out
	return out
}

// appendKey appends key to the keys of an object in the order they came:
// each after its length, since a key may hold a comma.
func appendKey(order, key []byte) []byte {
	return append(binary.AppendUvarint(order, uint64(len(key))), key...)
}

// keyset returns the keys of an object in the order they came (as
// appendKey writes them) sorted and comma-joined. An object's keys come
// in the same order line after line, so the key set of each order is
// kept while the table is small (as interned strings are): a key set seen
// before costs one look-up.
func (p *parser) keyset(order []byte) string {
	if s, ok := p.orders[string(order)]; ok {
		return s
	}
	keys := p.sorted[:0]
	for rest := order; len(rest) > 0; {
		n, k := binary.Uvarint(rest)
		keys = append(keys, rest[k:k+int(n)])
		rest = rest[k+int(n):]
	}
	slices.SortFunc(keys, bytes.Compare)
	p.scr = p.scr[:0]
	for i, k := range keys {
		if i > 0 {
			p.scr = append(p.scr, ',')
		}
		p.scr = append(p.scr, k...)
	}
	p.sorted = keys[:0]
	s := p.str(p.scr)
	if len(p.orders) < maxOrders && len(order) <= maxOrderLen {
		p.orders[string(order)] = s
	}
	return s
}

// Bounds of keyset's table: the orders it holds, and their encoded
// length.
const (
	maxOrders   = 4096
	maxOrderLen = 1024
)

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
	*f = Frame{Line: f.Line, Notes: f.Notes, Index: f.Index, Blocks: f.Blocks[:0], Idents: f.Idents[:0], Members: f.Members[:0]}
	s := &p.sc
	s.reset(line)
	if s.peek() != '{' {
		if _, err := s.value(); err != nil {
			return err
		}
		return errNotObject
	}
	p.keys = p.keys[:0]
	root := p.sch.Root
	err := s.members(func(name []byte) (err error) {
		field, at, key := p.field(root, name)
		p.keys = appendKey(p.keys, key)
		m := p.open(f, LevelRoot, name)
		switch {
		case field == FieldRole:
			f.Role, err = p.stringValue(s)
		case field == FieldType:
			f.Type, err = p.stringValue(s)
		case field == FieldStatus:
			f.Status, err = p.stringValue(s)
		case field == FieldError:
			f.HasError = true
			_, err = s.value()
		case field == FieldMessage:
			err = p.message(f, at)
		case field.IsIdent():
			err = p.ident(f, field, at)
		default:
			_, err = s.value()
		}
		p.close(f, m)
		return err
	})
	if err != nil {
		return err
	}
	if !s.end() {
		return errSyntax
	}
	f.Keyset = p.keyset(p.keys)
	f.Kind = kindOfFrame(f)
	return nil
}

// open notes the member name (nil: an element) of a container at lv
// whose value is next; close, given what open returned, its value once
// read (after the white space before it).
func (p *parser) open(f *Frame, lv Level, name []byte) openMember {
	f.Members = append(f.Members, Member{Level: lv, Name: name})
	return openMember{len(f.Members) - 1, p.sc.i}
}

func (p *parser) close(f *Frame, m openMember) {
	v := p.sc.b[m.start:p.sc.i]
	if len(v) > 0 && isSpace(v[0]) {
		v = bytes.TrimLeft(v, " \t\r\n")
	}
	f.Members[m.index].Value = v
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// openMember is a Member whose value is being read: its index in
// Frame.Members and where its value starts.
type openMember struct{ index, start int }

// kindOfFrame classifies a frame by its key set and type.
func kindOfFrame(f *Frame) Kind {
	switch {
	case f.Keyset == "message,role":
		return KindMessage
	case f.Type == "turn_ended" && (f.Keyset == "status,type" || f.Keyset == "error,status,type"):
		return KindTurnEnded
	}
	return KindUnknown
}

var errTooDeep = errors.New("nesting too deep")

// stringValue reads the next value and returns it decoded if it is a
// string.
func (p *parser) stringValue(s *scanner) (string, error) {
	if s.peek() != '"' {
		_, err := s.value()
		return "", err
	}
	v, err := s.str()
	if err != nil {
		return "", err
	}
	return p.str(p.unquote(v)), nil
}

// kindOf is the kind of the value that starts with c.
func kindOf(c byte) ValueKind {
	switch c {
	case '{':
		return ValueObject
	case '"':
		return ValueString
	case '[':
		return ValueArray
	}
	return ValueOther
}

// message reads the message member, at pos, of f.
func (p *parser) message(f *Frame, pos Pos) error {
	s := &p.sc
	f.MessageKeyset = "" // a duplicate message key: the last one wins
	if s.peek() != '{' {
		_, err := s.value()
		return err
	}
	p.mkeys = p.mkeys[:0]
	err := s.members(func(name []byte) (err error) {
		field, at, key := p.field(pos, name)
		p.mkeys = appendKey(p.mkeys, key)
		m := p.open(f, LevelMessage, name)
		switch {
		case field.IsIdent():
			err = p.ident(f, field, at)
		case field != FieldContent:
			_, err = s.value()
		default:
			if f.ContentKind = kindOf(s.peek()); f.ContentKind != ValueArray {
				_, err = s.value()
				break
			}
			f.Blocks = f.Blocks[:0] // a duplicate content key: the last one wins
			err = p.blocks(f, p.sch.Elem(at))
		}
		p.close(f, m)
		return err
	})
	if err == nil {
		f.MessageKeyset = p.keyset(p.mkeys)
	}
	return err
}

// ident reads the value of the identity field of a frame's or a
// message's member at pos: a string into f.Idents; a FieldIdents member's
// nested fields too when p.deep, else only f.MoreIdents notes them.
func (p *parser) ident(f *Frame, field Field, pos Pos) error {
	if field == FieldIdents && !p.deep {
		f.MoreIdents = true
		_, err := p.sc.value()
		return err
	}
	return p.idents(f, field, pos, false)
}

// idents reads the value of an identity field at pos into f.Idents: a
// string; below the frame's and the message's own members (nested), as
// the FrameBuilder is not told of them, also an array's strings; and the
// identity fields of a FieldIdents object or array.
func (p *parser) idents(f *Frame, field Field, pos Pos, nested bool) error {
	s := &p.sc
	switch c := s.peek(); {
	case c == '"':
		v, err := s.str()
		if err == nil && field != FieldIdents {
			f.Idents = append(f.Idents, Ident{field, p.identString(field, p.unquote(v))})
		}
		return err
	case c == '{' && field == FieldIdents:
		return s.members(func(name []byte) error {
			if inner, at := p.sch.Field(pos, p.unquote(name)); inner.IsIdent() {
				return p.idents(f, inner, at, true)
			}
			_, err := s.value()
			return err
		})
	case c == '[' && (nested || field == FieldIdents):
		return s.elements(func(int) error { return p.idents(f, field, p.sch.Elem(pos), true) })
	}
	_, err := s.value()
	return err
}

// blocks reads the content array of f, whose elements are at pos.
func (p *parser) blocks(f *Frame, pos Pos) error {
	s := &p.sc
	return s.elements(func(i int) (err error) {
		f.Blocks = append(f.Blocks, Block{Index: i})
		b := &f.Blocks[len(f.Blocks)-1]
		m := p.open(f, LevelContent, nil)
		if s.peek() != '{' {
			_, err = s.value()
		} else {
			err = p.block(f, b, pos)
		}
		p.close(f, m)
		return err
	})
}

// block reads one object element b, at pos, of f's content array.
func (p *parser) block(f *Frame, b *Block, pos Pos) error {
	s := &p.sc
	names := p.bkeys[:0]
	textLen := -1
	err := s.members(func(name []byte) (err error) {
		field, at, key := p.field(pos, name)
		names = appendKey(names, key)
		m := p.open(f, LevelBlock, name)
		switch field {
		case FieldBlockType:
			b.Type, err = p.stringValue(s)
		case FieldBlockName:
			b.Name, err = p.stringValue(s)
		case FieldText:
			if s.peek() == '"' {
				var n int
				if _, n, err = s.text(); err == nil {
					textLen = n
				}
			} else {
				_, err = s.value()
			}
		case FieldInput:
			b.InputKind = kindOf(s.peek())
			start := s.i
			if b.InputKind == ValueObject {
				err = p.input(b, at)
			} else {
				_, err = s.value()
			}
			b.Input = s.b[start:s.i]
			b.Payload = len(b.Input)
		default:
			_, err = s.value()
		}
		p.close(f, m)
		return err
	})
	if err != nil {
		return err
	}
	if b.Type == "text" && textLen >= 0 {
		b.Payload = textLen
	}
	b.Keyset = p.keyset(names)
	p.bkeys = names // keep what it grew to
	return nil
}

// input reads an object input at pos, keeping the top-level fields
// selectors and scan need: the path and command strings, a background
// flag that is true.
func (p *parser) input(b *Block, pos Pos) error {
	s := &p.sc
	return s.members(func(name []byte) (err error) {
		field, _ := p.sch.Field(pos, p.unquote(name))
		switch {
		case (field == FieldPath || field == FieldCommand) && s.peek() == '"':
			isPath := field == FieldPath
			v, err := s.str()
			if err != nil {
				return err
			}
			if isPath {
				b.Path = p.str(p.unquote(v))
			} else {
				b.Command = string(p.unquote(v))
			}
		case field == FieldBackground && s.peek() == 't':
			b.Background = true
			_, err = s.value()
		default:
			_, err = s.value()
		}
		return err
	})
}

// members reads the object at the scanner: it calls member with each
// member's raw name, and member must read the value.
func (s *scanner) members(member func(name []byte) error) error {
	if err := s.enter('{'); err != nil {
		return err
	}
	for first := true; ; first = false {
		more, err := s.next('}', first)
		if err != nil || !more {
			return err
		}
		name, err := s.name()
		if err != nil {
			return err
		}
		if err := member(name); err != nil {
			return err
		}
	}
}

// elements reads the array at the scanner: it calls elem with each
// element's index, and elem must read the element.
func (s *scanner) elements(elem func(i int) error) error {
	if err := s.enter('['); err != nil {
		return err
	}
	for i := 0; ; i++ {
		more, err := s.next(']', i == 0)
		if err != nil || !more {
			return err
		}
		if err := elem(i); err != nil {
			return err
		}
	}
}

// DecodedLen returns the UTF-8 byte length of the decoded form of a raw,
// quoted JSON string. Invalid UTF-8 bytes and lone surrogates count as the
// three bytes of U+FFFD, as a decoder substitutes them. It returns 0 for
// anything that is not one valid JSON string.
func DecodedLen(raw []byte) int {
	var s scanner
	s.reset(raw)
	if _, n, err := s.text(); err == nil && s.i == len(raw) {
		return n
	}
	return 0
}

// hex4 is the value of four hex digits, -1 if they are not.
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
