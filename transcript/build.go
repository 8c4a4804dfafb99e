package transcript

import "unicode/utf8"

// This file lets another tokenizer fill a Frame, so that a pass that walks
// every token of a line anyway (the structural scrubber) does not leave
// the line to be scanned a second time by the frame parser. The tokenizer
// reports the members and elements of the containers a Frame is made of;
// FrameBuilder turns them into the Frame the parser would make of the
// same valid line, decoding the few strings a Frame keeps the way the
// parser does. The tokenizer must validate the line as the parser does
// (RFC 8259, invalid UTF-8 and duplicate names allowed, maxDepth) and
// call nothing for a line it rejects.

// Level is the container a member or an element is in, as far as a Frame
// cares.
type Level uint8

// Levels. Members and elements anywhere else are LevelNone and are not
// reported.
const (
	LevelNone    Level = iota
	LevelRoot          // the line's object
	LevelMessage       // a top-level "message" object
	LevelContent       // a "content" array of such a message
	LevelBlock         // an object element of such an array
	LevelInput         // an object "input" of such a block
)

// FrameBuilder fills a Frame from the tokens of a line. Use one per
// tokenizer; it keeps the parser's tables of names. Which member is which
// frame field the tokenizer tells, from the format's compiled Schema
// (PosInfo.Field of the member's position). The order of calls
// for each line is Begin, then the tokens in line order, then Finish.
type FrameBuilder struct {
	p    *parser
	f    *Frame
	line []byte
	// The current member of each level: the frame field it is (the
	// tokenizer's schema says).
	rootField, messageField, blockField, inputField Field
	message                                         bool // the last message member is an object
	block                                           *Block
	textLen                                         int // the block's text, -1 if none
	inputStart                                      int
	// open is the Member of each level (but LevelInput) whose value is
	// being read.
	open [LevelInput]openMember
}

// NewFrameBuilder returns a FrameBuilder.
func NewFrameBuilder() *FrameBuilder { return &FrameBuilder{p: newParser(nil)} }

// Begin starts the frame f of line, whose first token must open an
// object. f's Line, Notes and Index are kept; NonASCII adds to Notes.
func (b *FrameBuilder) Begin(f *Frame, line []byte) {
	*f = Frame{Line: f.Line, Notes: f.Notes, Index: f.Index, Blocks: f.Blocks[:0], Idents: f.Idents[:0], Members: f.Members[:0]}
	b.f, b.line = f, line
	b.p.keys = b.p.keys[:0]
	b.rootField, b.messageField, b.message, b.block = FieldNone, FieldNone, false, nil
}

// Key reports the name of a member of an object at lv, and the frame
// field its value is: raw with its quotes, decoded as dec (escapes
// resolved, other bytes as written); high tells whether raw holds bytes
// of 0x80 and more.
func (b *FrameBuilder) Key(lv Level, field Field, raw, dec []byte, high bool) {
	p := b.p
	if lv != LevelInput {
		b.f.Members = append(b.f.Members, Member{Level: lv, Name: raw})
		b.open[lv].index = len(b.f.Members) - 1
	}
	switch lv {
	case LevelRoot:
		b.rootField = field
		p.keys = appendKey(p.keys, b.decoded(raw, dec, high))
		b.f.MoreIdents = b.f.MoreIdents || field == FieldIdents
	case LevelMessage:
		b.messageField = field
		p.mkeys = appendKey(p.mkeys, b.decoded(raw, dec, high))
		b.f.MoreIdents = b.f.MoreIdents || field == FieldIdents
	case LevelBlock:
		b.blockField = field
		p.bkeys = appendKey(p.bkeys, b.decoded(raw, dec, high))
	case LevelInput:
		b.inputField = field
	}
}

// Value reports that the value of the current member of an object at lv,
// or the next element of an array at lv, starts at line[at].
func (b *FrameBuilder) Value(lv Level, at int) {
	f, c := b.f, b.line[at]
	if lv == LevelContent {
		f.Members = append(f.Members, Member{Level: LevelContent})
		b.open[lv].index = len(f.Members) - 1
	}
	if lv != LevelInput {
		b.open[lv].start = at
	}
	switch lv {
	case LevelRoot:
		switch b.rootField {
		case FieldMessage:
			b.message = c == '{'
			b.p.mkeys = b.p.mkeys[:0] // a duplicate "message" key: the last one wins
		case FieldRole:
			f.Role = ""
		case FieldType:
			f.Type = ""
		case FieldStatus:
			f.Status = ""
		case FieldError:
			f.HasError = true
		}
	case LevelMessage:
		if b.messageField == FieldContent {
			f.ContentKind = kindOf(c)
			if c == '[' {
				f.Blocks = f.Blocks[:0] // a duplicate "content" key: the last one wins
			}
		}
	case LevelContent:
		f.Blocks = append(f.Blocks, Block{Index: len(f.Blocks)})
		b.block = nil
		if c == '{' {
			b.block = &f.Blocks[len(f.Blocks)-1]
			b.textLen = -1
			b.p.bkeys = b.p.bkeys[:0]
		}
	case LevelBlock:
		switch b.blockField {
		case FieldBlockType:
			b.block.Type = ""
		case FieldBlockName:
			b.block.Name = ""
		case FieldInput:
			b.block.InputKind = kindOf(c)
			b.inputStart = at
		}
	case LevelInput:
		if b.inputField == FieldBackground && c == 't' {
			b.block.Background = true
		}
	}
}

// NonASCII reports a string of the line, raw without its quotes, that
// holds bytes of 0x80 and more as written: the frame is noted
// NoteInvalidUTF8 if they are not valid UTF-8. The tokenizer reports every
// such string, wherever it is.
func (b *FrameBuilder) NonASCII(raw []byte) {
	if b.f.Notes&NoteInvalidUTF8 == 0 && !utf8.Valid(raw) {
		b.f.Notes |= NoteInvalidUTF8
	}
}

// String reports that the value Value reported last is the string raw,
// decoded as dec, as for Key.
func (b *FrameBuilder) String(lv Level, raw, dec []byte, high bool) {
	p, f := b.p, b.f
	if field := b.levelField(lv); field.IsIdent() && field != FieldIdents {
		f.Idents = append(f.Idents, Ident{field, p.identString(field, b.decoded(raw, dec, high))})
		return
	}
	switch lv {
	case LevelRoot:
		switch b.rootField {
		case FieldRole:
			f.Role = p.str(b.decoded(raw, dec, high))
		case FieldType:
			f.Type = p.str(b.decoded(raw, dec, high))
		case FieldStatus:
			f.Status = p.str(b.decoded(raw, dec, high))
		}
	case LevelBlock:
		switch b.blockField {
		case FieldBlockType:
			b.block.Type = p.str(b.decoded(raw, dec, high))
		case FieldBlockName:
			b.block.Name = p.str(b.decoded(raw, dec, high))
		case FieldText:
			// dec holds escapes resolved (a lone surrogate as U+FFFD) and
			// the other bytes as written; escapes decode to whole UTF-8
			// sequences, which never join or split the invalid bytes
			// around them, so only those are counted anew, as DecodedLen
			// does. Written in ASCII, dec is valid UTF-8.
			b.textLen = len(dec)
			if high {
				b.textLen = utf8Len(dec)
			}
		}
	case LevelInput:
		switch b.inputField {
		case FieldPath:
			b.block.Path = p.str(b.decoded(raw, dec, high))
		case FieldCommand:
			b.block.Command = string(b.decoded(raw, dec, high))
		}
	}
}

// levelField is the frame field of the current member at the root or
// message level, FieldNone at another.
func (b *FrameBuilder) levelField(lv Level) Field {
	switch lv {
	case LevelRoot:
		return b.rootField
	case LevelMessage:
		return b.messageField
	}
	return FieldNone
}

// ValueEnd reports that the value Value reported last at lv ends before
// line[end].
func (b *FrameBuilder) ValueEnd(lv Level, end int) {
	if lv != LevelInput {
		m := b.open[lv]
		b.f.Members[m.index].Value = b.line[m.start:end]
	}
	switch {
	case lv == LevelBlock && b.blockField == FieldInput:
		b.block.Input = b.line[b.inputStart:end]
		b.block.Payload = len(b.block.Input)
	case lv == LevelContent && b.block != nil:
		if b.block.Type == "text" && b.textLen >= 0 {
			b.block.Payload = b.textLen
		}
		b.block.Keyset = b.p.keyset(b.p.bkeys)
		b.block = nil
	}
}

// Finish completes the frame after the line's last token.
func (b *FrameBuilder) Finish() {
	f := b.f
	if b.message {
		f.MessageKeyset = b.p.keyset(b.p.mkeys)
	}
	f.Keyset = b.p.keyset(b.p.keys)
	f.Kind = kindOfFrame(f)
	b.f, b.line, b.block = nil, nil, nil
}

// decoded is a string as the parser decodes it: dec itself when raw is
// ASCII (both resolve escapes alike), else the parser's decoding of raw,
// which also replaces invalid UTF-8. Valid until the tokenizer's next
// string.
func (b *FrameBuilder) decoded(raw, dec []byte, high bool) []byte {
	if !high {
		return dec
	}
	return b.p.unquote(raw)
}
