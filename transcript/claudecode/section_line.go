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
// and payload. The line parsed as a frame already, so it is valid JSON;
// it is read with transcript.ValueReader, the frame parser's scanner.

// lineInfo is what one line says beyond the neutral Frame.
type lineInfo struct {
	sub, attachment, data, operation string
	msg                              message
	hasMessage                       bool
	content                          string // the JSON type of message.content
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
	c.lr.Reset(raw)
	c.object(func(name []byte) error { return c.top(fr.Type, name) })
	l := &c.line
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

// top reads the value of the frame's member name.
func (c *section) top(typ string, name []byte) error {
	d, l := &c.lr, &c.line
	switch string(name) {
	case `"version"`:
		if v := c.str(); v != "" {
			c.s.Versions[v]++
		}
	case `"isSidechain"`:
		if d.Peek() == 't' {
			c.s.SidechainFrames++
		}
		return d.Skip()
	case `"subtype"`:
		l.sub = c.str()
	case `"operation"`:
		l.operation = c.str()
	case `"attachment"`:
		l.attachment = c.typeMember()
	case `"data"`:
		l.data = c.typeMember()
	case `"toolUseResult"`:
		c.s.ToolUseResults[kindName(d.Peek())]++
		return d.Skip()
	case `"message"`:
		l.hasMessage = d.Peek() == '{'
		c.msgID = c.msgID[:0]
		return c.object(func(name []byte) error { return c.message(typ, name) })
	default:
		return d.Skip()
	}
	return nil
}

// message reads the value of the message's member name.
func (c *section) message(typ string, name []byte) error {
	d, l := &c.lr, &c.line
	switch string(name) {
	case `"id"`:
		if d.Peek() != '"' {
			c.msgID = c.msgID[:0]
			return d.Skip()
		}
		v, err := d.Value()
		if err == nil {
			c.msgID = append(c.msgID[:0], c.unquote(v)...)
		}
		return err
	case `"model"`:
		l.msg.model = c.str()
	case `"stop_reason"`:
		if d.Peek() == 'n' {
			l.msg.stop = "null"
			return d.Skip()
		}
		l.msg.stop = c.str()
	case `"usage"`:
		l.msg.usage = Usage{}
		return c.object(c.usage)
	case `"content"`:
		l.content = kindName(d.Peek())
		if l.content != "array" {
			return d.Skip()
		}
		return d.Array(c.block)
	default:
		return d.Skip()
	}
	return nil
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

// block reads one element of a content array and tallies it.
func (c *section) block() error {
	if c.lr.Peek() != '{' {
		return c.lr.Skip()
	}
	b := block{kind: "none", inner: c.inner[:0]}
	err := c.object(func(name []byte) error { return c.blockMember(&b, name) })
	s := &c.s
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
	return err
}

// blockMember reads the value of the block's member name into b; which
// members count depends on the block's type, which may come last.
func (c *section) blockMember(b *block, name []byte) error {
	d := &c.lr
	switch string(name) {
	case `"type"`:
		b.typ = c.str()
	case `"id"`, `"tool_use_id"`:
		b.id = c.str()
	case `"is_error"`:
		b.isError = d.Peek() == 't'
		return d.Skip()
	case `"thinking"`:
		b.size = c.textLen()
	case `"source"`:
		return c.object(func(name []byte) error {
			if string(name) == `"data"` {
				b.size = c.textLen()
				return nil
			}
			return d.Skip()
		})
	case `"content"`:
		b.kind = kindName(d.Peek())
		v, err := d.Value()
		if err != nil {
			return err
		}
		if b.kind != "string" {
			b.size = int64(len(v))
			if b.kind == "array" {
				b.inner = c.innerTypes(v, b.inner)
			}
			return nil
		}
		b.size = decodedLen(v)
		// The marker needs no escape; only an encoder that escapes "<"
		// (as \u003c) hides it from the raw bytes.
		b.spills = bytes.Contains(v, persisted) || bytes.Contains(v, []byte(`\u003c`)) && bytes.Contains(c.unquote(v), persisted)
	default:
		return d.Skip()
	}
	return nil
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

// typeMember reads an object's string "type" member, "" when it has none.
func (c *section) typeMember() string {
	t := ""
	c.object(func(name []byte) error {
		if string(name) == `"type"` {
			t = c.str()
			return nil
		}
		return c.lr.Skip()
	})
	return t
}

// object reads an object, calling member with each raw member name; it
// skips a value that is not an object.
func (c *section) object(member func(name []byte) error) error { return c.lr.Object(member) }

// str reads a value: a string decoded and interned, "" for any other.
func (c *section) str() string {
	d := &c.lr
	if d.Peek() != '"' {
		d.Skip()
		return ""
	}
	v, err := d.Value()
	if err != nil {
		return ""
	}
	return c.intern(c.unquote(v))
}

// textLen reads a value: a string's decoded UTF-8 length, 0 for any
// other.
func (c *section) textLen() int64 {
	d := &c.lr
	if d.Peek() != '"' {
		d.Skip()
		return 0
	}
	v, _ := d.Value()
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
