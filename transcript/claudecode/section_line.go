package claudecode

import (
	"bytes"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/transcrub/transcrub/transcript"
)

// This file reads one frame's line for the section: the envelope's
// version, sidechain flag and kinds, the message's id, model, stop
// reason, usage and content, and each block's id, pairing, error flag
// and payload. It reads the frame's members (transcript.Frame.Members),
// and the values below them it looks into with transcript.ValueReader,
// the frame parser's scanner; the line is valid JSON. Member names are
// compared as written.

// lineInfo is what one line says beyond the neutral Frame.
type lineInfo struct {
	sub, attachment, data, operation string
	msg                              message
	hasMessage                       bool
	content                          string // the JSON type of message.content
	// inMessage and inContent say that the members of the message named
	// "message" as written, and the elements of its content named so,
	// are read; inBlock that the block of content begun is read.
	inMessage, inContent, inBlock bool
}

// block is what one content block says.
type block struct {
	typ, id, kind   string
	isError, spills bool
	size            int64 // payload: thinking, image data or result content
	inner           []string
}

func (c *section) Frame(fr *transcript.Frame, raw []byte) {
	s := &c.s
	c.lines.Add(int64(len(raw)))
	typ := or(fr.Type, "(none)")
	s.Types[typ]++
	c.line = lineInfo{content: "none"}
	c.msgID = c.msgID[:0]
	l := &c.line
	for _, m := range fr.Members {
		if m.Level != transcript.LevelBlock {
			c.endBlock()
		}
		switch m.Level {
		case transcript.LevelRoot:
			l.inMessage, l.inContent = false, false
			c.top(m.Name, m.Value)
		case transcript.LevelMessage:
			l.inContent = false
			if l.inMessage {
				c.message(m.Name, m.Value)
			}
		case transcript.LevelContent:
			if l.inContent && m.Value[0] == '{' {
				c.blk, l.inBlock = block{kind: "none", inner: c.inner[:0]}, true
			}
		case transcript.LevelBlock:
			if l.inBlock {
				c.blockMember(&c.blk, m.Name, m.Value)
			}
		}
	}
	c.endBlock()
	for _, sub := range [...]struct{ typ, v string }{{"system", l.sub}, {"attachment", l.attachment},
		{"progress", l.data}, {"queue-operation", l.operation}} {
		if fr.Type == sub.typ && sub.v != "" {
			s.Subtypes[sub.typ+":"+sub.v]++
		}
	}
	if l.hasMessage && fr.Type == "user" {
		s.Prompts[l.content]++
	}
	if fr.Type == "assistant" && len(c.msgID) > 0 {
		m := c.msgs[string(c.msgID)]
		if m == nil {
			id := string(c.msgID)
			m = &message{}
			c.msgs[id] = m
			c.order = append(c.order, id)
		}
		l.msg.records = m.records + 1
		*m = l.msg
	}
}

// top reads the frame's member name of the raw value v.
func (c *section) top(name, v []byte) {
	l := &c.line
	switch string(name) {
	case `"version"`:
		if v := c.str(v); v != "" {
			c.s.Versions[v]++
		}
	case `"isSidechain"`:
		if v[0] == 't' {
			c.s.SidechainFrames++
		}
	case `"subtype"`:
		l.sub = c.str(v)
	case `"operation"`:
		l.operation = c.str(v)
	case `"attachment"`:
		l.attachment = c.typeMember(v)
	case `"data"`:
		l.data = c.typeMember(v)
	case `"toolUseResult"`:
		c.s.ToolUseResults[kindName(v[0])]++
	case `"message"`: // its members follow when it is an object
		l.hasMessage = v[0] == '{'
		l.inMessage = l.hasMessage
		c.msgID = c.msgID[:0]
	}
}

// message reads the message's member name of the raw value v.
func (c *section) message(name, v []byte) {
	l := &c.line
	switch string(name) {
	case `"id"`:
		c.msgID = c.msgID[:0]
		if v[0] == '"' {
			c.msgID = append(c.msgID, c.unquote(v)...)
		}
	case `"model"`:
		l.msg.model = c.str(v)
	case `"stop_reason"`:
		if v[0] == 'n' {
			l.msg.stop = "null"
			return
		}
		l.msg.stop = c.str(v)
	case `"usage"`:
		l.msg.usage = Usage{}
		c.lr.Reset(v)
		c.lr.Object(c.usage)
	case `"content"`: // an array's elements follow
		l.content = kindName(v[0])
		l.inContent = l.content == "array"
	}
}

// usage reads the value of the usage member name.
func (c *section) usage(name []byte) error {
	u := &c.line.msg.usage
	var to *int64
	switch string(name) {
	case `"input_tokens"`:
		to = &u.Input
	case `"output_tokens"`:
		to = &u.Output
	case `"cache_creation_input_tokens"`:
		to = &u.CacheCreation
	case `"cache_read_input_tokens"`:
		to = &u.CacheRead
	default:
		return c.lr.Skip()
	}
	v, err := c.lr.Value()
	*to = integer(v)
	return err
}

// endBlock tallies the block of content whose members were read.
func (c *section) endBlock() {
	if !c.line.inBlock {
		return
	}
	c.line.inBlock = false
	b, s := &c.blk, &c.s
	switch b.typ {
	case "thinking":
		c.thinking.Add(b.size)
	case "image":
		c.images.Add(b.size)
	case "tool_use":
		s.Calls.ToolUses++
		c.uses[b.id] = true
	case "tool_result":
		s.Calls.Results++
		c.results[b.id]++
		s.Results[b.kind]++
		c.resultSz.Add(b.size)
		if b.isError {
			s.Calls.Errors++
		}
		if b.spills {
			s.Calls.Spilled++
		}
		for _, t := range b.inner {
			s.ResultBlocks[t]++
		}
	}
	c.inner = b.inner
}

// blockMember reads the block's member name of the raw value v into b;
// which members count depends on the block's type, which may come last.
func (c *section) blockMember(b *block, name, v []byte) {
	switch string(name) {
	case `"type"`:
		b.typ = c.str(v)
	case `"id"`, `"tool_use_id"`:
		b.id = c.str(v)
	case `"is_error"`:
		b.isError = v[0] == 't'
	case `"thinking"`:
		b.size = textLen(v)
	case `"source"`:
		d := &c.lr
		d.Reset(v)
		d.Object(func(name []byte) error {
			v, err := d.Value()
			if err == nil && string(name) == `"data"` {
				b.size = textLen(v)
			}
			return err
		})
	case `"content"`:
		b.kind = kindName(v[0])
		if b.kind != "string" {
			b.size = int64(len(v))
			if b.kind == "array" {
				b.inner = c.innerTypes(v, b.inner)
			}
			return
		}
		b.size = decodedLen(v)
		// The marker needs no escape; only an encoder that escapes "<"
		// (as \u003c) hides it from the raw bytes.
		b.spills = bytes.Contains(v, persisted) || bytes.Contains(v, []byte(`\u003c`)) && bytes.Contains(c.unquote(v), persisted)
	}
}

var persisted = []byte("<persisted-output>")

// innerTypes appends the types of the blocks of the array v.
func (c *section) innerTypes(v []byte, into []string) []string {
	var r transcript.ValueReader
	r.Reset(v)
	r.Array(func() error {
		t := ""
		err := r.Object(func(name []byte) error {
			if string(name) == `"type"` && r.Peek() == '"' {
				v, err := r.Value()
				t = c.intern(c.unquote(v))
				return err
			}
			return r.Skip()
		})
		into = append(into, or(t, transcript.NameUntyped))
		return err
	})
	return into
}

// typeMember is the raw object v's string "type" member, "" when it has
// none.
func (c *section) typeMember(v []byte) string {
	t := ""
	d := &c.lr
	d.Reset(v)
	d.Object(func(name []byte) error {
		v, err := d.Value()
		if err == nil && string(name) == `"type"` {
			t = c.str(v)
		}
		return err
	})
	return t
}

// str is the raw value v: a string decoded and interned, "" for any
// other.
func (c *section) str(v []byte) string {
	if v[0] != '"' {
		return ""
	}
	return c.intern(c.unquote(v))
}

// textLen is the raw value v: a string's decoded UTF-8 length, 0 for any
// other.
func textLen(v []byte) int64 {
	if v[0] != '"' {
		return 0
	}
	return decodedLen(v)
}

// decodedLen is the UTF-8 length of the raw string v decoded, as
// transcript.DecodedLen counts it, the quotes' length off when v holds
// no escape and is valid UTF-8 (base64 payloads, most text), which two
// fast scans tell.
func decodedLen(v []byte) int64 {
	if bytes.IndexByte(v, '\\') < 0 && utf8.Valid(v) {
		return int64(len(v) - 2)
	}
	return int64(transcript.DecodedLen(v))
}

// unquote decodes the raw string v into scratch space, valid until the
// next call.
func (c *section) unquote(v []byte) []byte {
	if bytes.IndexByte(v, '\\') < 0 {
		return v[1 : len(v)-1]
	}
	c.scratch, _ = jsontext.AppendUnquote(c.scratch[:0], v)
	return c.scratch
}

// intern returns b as a string, from a table while it is small.
func (c *section) intern(b []byte) string {
	if s, ok := c.interned[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(c.interned) < 4096 && len(b) <= 128 {
		c.interned[s] = s
	}
	return s
}

// kindName is the JSON type of a value that starts with the byte k, as
// transcript.ValueKind names it.
func kindName(k byte) string { return transcript.KindOf(k).String() }

// integer is the value of the raw JSON number v when it is an integer,
// 0 otherwise.
func integer(v []byte) int64 {
	neg := len(v) > 0 && v[0] == '-'
	if neg {
		v = v[1:]
	}
	var n int64
	for _, ch := range v {
		if ch < '0' || ch > '9' {
			return 0
		}
		n = n*10 + int64(ch-'0')
	}
	if neg {
		return -n
	}
	return n
}
