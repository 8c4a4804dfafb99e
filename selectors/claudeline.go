package selectors

import (
	"bytes"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/transcrub/transcrub/transcript"
)

// This file reads a Claude Code line for its checklist in one pass, with
// transcript.ValueReader: the facts its tally keeps and its typed frame
// predicates test (claudecode.go), decoding only the strings they compare
// or keep. The line framed already, so it is valid JSON.
//
// A fact means what the checklist's jq expression computed over the line
// as json.Unmarshal decodes it (the jq are the test oracle,
// claudeline_test.go): a repeated member's last value counts, member
// names are compared decoded, and jq's any, length and tostring keep
// their meaning, errors included (claudejq.go). One difference is
// deliberate: a line holding a number beyond float64's range, which
// json.Unmarshal (and so the jq) rejects whole, is read.

// claudeLine is what one line says; read reuses its buffers.
type claudeLine struct {
	lineFacts
	rd, inner transcript.ValueReader
	line      []byte
	// uuid, leaf and msgID are the decoded strings the facts say are set;
	// ids holds the calls' and the results' decoded ids, bid and buse
	// one block's.
	uuid, leaf, msgID, ids, bid, buse []byte
	calls, results                    []idRef
	usage                             []usageMember
	usageKeys, usageOut               []byte
	keyed                             []keyedVerdict
	keys, scratch                     []byte
}

// lineFacts are the facts of a line but the strings.
type lineFacts struct {
	typ                                    string // the frame's type
	sidechain, compactSummary, meta        bool   // isSidechain, isCompactSummary, isMeta: true
	hasUUID, hasLeaf, hasSubtype           bool
	subtype, operation                     string // one of ccSubtypes, ccOperations, or ""
	result                                 byte   // the first byte of toolUseResult, 0 when absent
	originalFile, structuredPatch, agentID bool   // of an object toolUseResult
	backups                                bool   // snapshot.trackedFileBackups has a length > 0
	msg                                    messageFacts
	scanned, inLine                        uint8 // the markers looked for in the line, and found
}

// messageFacts are the facts of the message member.
type messageFacts struct {
	kind            byte // the first byte of message, 0 when absent
	hasID, stopNull bool // a string id; a stop_reason that is null
	content         byte // the first byte of message.content
	// command and interrupted say that a string content holds
	// <command-name> and starts with [Request interrupted by user; blocks
	// are the verdicts of the elements of content.
	command, interrupted bool
	blocks               verdicts
}

// idRef is the span of an id in claudeLine.ids; spawn marks a Task or
// Agent call.
type idRef struct {
	start, end int
	spawn      bool
}

// usageMember is a usage member: its name's span in usageKeys and its
// raw value when a number (else nil).
type usageMember struct {
	start, end int
	num        []byte
}

// The verdicts of a message.content element, one bit per predicate that
// reads the blocks.
const (
	vThinking    uint8 = 1 << iota // .type=="thinking" and (.signature|length) > 0
	vErrorResult                   // .type=="tool_result" and .is_error==true
	vArrayResult                   // .type=="tool_result" and (.content|type)=="array"
	vToolRef                       // .type=="tool_result" and any(.content[]?; .type=="tool_reference")
	vImage                         // .type=="image" and .source.type=="base64"
	vSpill                         // .type=="tool_result" and the content names a spill
	vInterrupted                   // .type=="text" and the text starts [Request interrupted by user
	vAll         uint8 = 1<<iota - 1
)

var (
	ccSubtypes      = []string{"compact_boundary", "turn_duration", "stop_hook_summary"}
	ccOperations    = []string{"enqueue", "dequeue"}
	ccBlockTypes    = []string{"thinking", "tool_use", "tool_result", "image", "text"}
	ccSpawners      = []string{"Task", "Agent"}
	ccBase64        = []string{"base64"}
	ccToolReference = []string{"tool_reference"}

	persistedMarker   = marker{[]byte("<persisted-output>"), 1}
	interruptedMarker = marker{[]byte("[Request interrupted by user"), 2}
	commandMarker     = marker{[]byte("<command-name>"), 4}
)

// read reads f's line.
func (l *claudeLine) read(f *transcript.Frame) {
	l.lineFacts = lineFacts{typ: f.Type}
	l.line = f.Line.Bytes
	l.resetMessage()
	l.rd.Reset(l.line)
	l.rd.Object(l.top)
}

// resetMessage forgets the usage and the blocks of the message.
func (l *claudeLine) resetMessage() {
	l.usage, l.usageKeys = l.usage[:0], l.usageKeys[:0]
	l.resetContent()
}

// resetContent forgets the blocks of message.content.
func (l *claudeLine) resetContent() {
	l.ids, l.calls, l.results = l.ids[:0], l.calls[:0], l.results[:0]
}

// top reads the value of the line's member name.
func (l *claudeLine) top(name []byte) error {
	r := &l.rd
	switch string(l.name(name)) {
	case "isSidechain":
		l.sidechain = r.Peek() == 't'
	case "isCompactSummary":
		l.compactSummary = r.Peek() == 't'
	case "isMeta":
		l.meta = r.Peek() == 't'
	case "uuid":
		return l.str(r, &l.uuid, &l.hasUUID)
	case "leafUuid":
		return l.str(r, &l.leaf, &l.hasLeaf)
	case "subtype":
		l.hasSubtype = true
		return l.constant(r, &l.subtype, ccSubtypes)
	case "operation":
		return l.constant(r, &l.operation, ccOperations)
	case "toolUseResult":
		l.result, l.originalFile, l.structuredPatch, l.agentID = r.Peek(), false, false, false
		return r.Object(l.toolUseResult)
	case "snapshot":
		l.backups = false
		return r.Object(func(name []byte) error {
			if string(l.name(name)) != "trackedFileBackups" {
				return r.Skip()
			}
			v, err := r.Value()
			l.backups = lengthAbove0(v) == yes
			return err
		})
	case "message":
		l.msg = messageFacts{kind: r.Peek()}
		l.resetMessage()
		return r.Object(l.message)
	}
	return r.Skip()
}

// toolUseResult reads the value of the toolUseResult's member name.
func (l *claudeLine) toolUseResult(name []byte) error {
	r := &l.rd
	switch string(l.name(name)) {
	case "originalFile":
		l.originalFile = r.Peek() != 'n'
	case "structuredPatch":
		l.structuredPatch = r.Peek() != 'n'
	case "agentId":
		l.agentID = r.Peek() == '"'
	}
	return r.Skip()
}

// message reads the value of the message's member name.
func (l *claudeLine) message(name []byte) error {
	r, m := &l.rd, &l.msg
	switch string(l.name(name)) {
	case "id":
		return l.str(r, &l.msgID, &m.hasID)
	case "stop_reason":
		m.stopNull = r.Peek() == 'n'
	case "usage":
		l.usage, l.usageKeys = l.usage[:0], l.usageKeys[:0]
		return r.Object(l.usageMember)
	case "content":
		m.content, m.command, m.interrupted, m.blocks = r.Peek(), false, false, verdicts{}
		l.resetContent()
		switch m.content {
		case '"':
			v, err := r.Value()
			if err == nil {
				m.command = l.marked(v, commandMarker, false)
				m.interrupted = l.marked(v, interruptedMarker, true)
			}
			return err
		case '[':
			return r.Array(func() error {
				hit, fail, err := l.block(true)
				m.blocks.add(hit, fail)
				return err
			})
		case '{':
			return l.values(r, &m.blocks, func() (uint8, uint8, error) { return l.block(false) })
		}
	}
	return r.Skip()
}

// usageMember notes a member of usage.
func (l *claudeLine) usageMember(name []byte) error {
	start := len(l.usageKeys)
	l.usageKeys = append(l.usageKeys, l.unquote(name)...)
	m := usageMember{start: start, end: len(l.usageKeys)}
	if c := l.rd.Peek(); c == '-' || c >= '0' && c <= '9' {
		v, err := l.rd.Value()
		m.num = v
		l.usage = append(l.usage, m)
		return err
	}
	l.usage = append(l.usage, m)
	return l.rd.Skip()
}

// usageText is the usage's numbers as name=value; in name order, the
// last of a repeated name, to compare two lines' usage. It is valid
// until the next call.
func (l *claudeLine) usageText() []byte {
	key := func(m usageMember) []byte { return l.usageKeys[m.start:m.end] }
	slices.SortStableFunc(l.usage, func(a, b usageMember) int { return bytes.Compare(key(a), key(b)) })
	out := l.usageOut[:0]
	for i, m := range l.usage {
		if m.num == nil || i+1 < len(l.usage) && bytes.Equal(key(m), key(l.usage[i+1])) {
			continue
		}
		out = append(append(out, key(m)...), '=')
		if shortInteger(m.num) {
			out = append(out, m.num...)
		} else {
			f, _ := strconv.ParseFloat(string(m.num), 64)
			out = strconv.AppendFloat(out, f, 'g', -1, 64)
		}
		out = append(out, ';')
	}
	l.usageOut = out
	return out
}

// shortInteger reports whether the raw JSON number v is written as
// float64's shortest %g writes its value: an integer of at most six
// digits, with no leading zero (a token count's usual form).
func shortInteger(v []byte) bool {
	digits := v
	if len(v) > 0 && v[0] == '-' {
		digits = v[1:]
	}
	if len(digits) == 0 || len(digits) > 6 || digits[0] == '0' && len(digits) > 1 {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// block reads an element of message.content and returns its verdicts;
// with collect, a tool_use's id and a tool_result's tool_use_id are
// noted for the tally.
func (l *claudeLine) block(collect bool) (hit, fail uint8, err error) {
	r := &l.rd
	switch r.Peek() {
	case '{':
	case 'n':
		return 0, 0, r.Skip()
	default: // .type of a string, number, boolean or array: an error
		return 0, vAll, r.Skip()
	}
	var (
		typ                         string
		hasID, hasUse, spawn, isErr bool
		sig, src                    verdict
		array, spill, interrupted   bool
		refs                        verdicts
	)
	err = r.Object(func(name []byte) error {
		switch string(l.name(name)) {
		case "type":
			return l.constant(r, &typ, ccBlockTypes)
		case "id":
			return l.str(r, &l.bid, &hasID)
		case "tool_use_id":
			return l.str(r, &l.buse, &hasUse)
		case "name":
			var tool string
			err := l.constant(r, &tool, ccSpawners)
			spawn = tool != ""
			return err
		case "is_error":
			isErr = r.Peek() == 't'
		case "signature":
			v, err := r.Value()
			sig = lengthAbove0(v)
			return err
		case "source":
			var err error
			src, err = l.source()
			return err
		case "text":
			interrupted = false
			if r.Peek() == '"' {
				v, err := r.Value()
				interrupted = err == nil && l.marked(v, interruptedMarker, true)
				return err
			}
		case "content":
			v, err := r.Value()
			if err != nil {
				return err
			}
			array, spill, refs = v[0] == '[', l.markedAnywhere(v), verdicts{}
			if v[0] == '[' || v[0] == '{' {
				l.toolRefs(v, &refs)
			}
			return nil
		}
		return r.Skip()
	})
	switch typ {
	case "thinking":
		hit, fail = sig.bits(vThinking)
	case "tool_result":
		hit = pick(isErr, vErrorResult) | pick(array, vArrayResult) | pick(spill, vSpill) | refs.hit&vToolRef
		fail = refs.done &^ refs.hit & vToolRef
		if collect && hasUse {
			l.results = append(l.results, l.keep(l.buse, false))
		}
	case "tool_use":
		if collect && hasID {
			l.calls = append(l.calls, l.keep(l.bid, spawn))
		}
	case "image":
		hit, fail = src.bits(vImage)
	case "text":
		hit = pick(interrupted, vInterrupted)
	}
	return hit, fail, err
}

// source reads an image block's source: the verdict of .source.type ==
// "base64", which fails on a source that is neither object nor null.
func (l *claudeLine) source() (verdict, error) {
	r := &l.rd
	switch r.Peek() {
	case '{':
	case 'n':
		return no, r.Skip()
	default:
		return fails, r.Skip()
	}
	v := no
	err := r.Object(func(name []byte) error {
		if string(l.name(name)) != "type" {
			return r.Skip()
		}
		var typ string
		err := l.constant(r, &typ, ccBase64)
		v = verdictOf(typ != "")
		return err
	})
	return v, err
}

// toolRefs folds into refs whether the elements of a tool_result's
// content, the array or object v, are tool_reference blocks.
func (l *claudeLine) toolRefs(v []byte, refs *verdicts) {
	r := &l.inner
	r.Reset(v)
	elem := func() (uint8, uint8, error) {
		switch r.Peek() {
		case '{':
		case 'n':
			return 0, 0, r.Skip()
		default:
			return 0, vToolRef, r.Skip()
		}
		var typ string
		err := r.Object(func(name []byte) error {
			if string(l.name(name)) != "type" {
				return r.Skip()
			}
			return l.constant(r, &typ, ccToolReference)
		})
		return pick(typ != "", vToolRef), 0, err
	}
	if v[0] == '{' {
		l.values(r, refs, elem)
		return
	}
	r.Array(func() error {
		hit, fail, err := elem()
		refs.add(hit, fail)
		return err
	})
}

// keep copies id into l.ids.
func (l *claudeLine) keep(id []byte, spawn bool) idRef {
	start := len(l.ids)
	l.ids = append(l.ids, id...)
	return idRef{start: start, end: len(l.ids), spawn: spawn}
}

// id is the bytes of ref.
func (l *claudeLine) id(ref idRef) []byte { return l.ids[ref.start:ref.end] }

// str reads a value into *to, decoded, and sets *ok when it is a string.
func (l *claudeLine) str(r *transcript.ValueReader, to *[]byte, ok *bool) error {
	*ok = r.Peek() == '"'
	v, err := r.Value()
	if *ok && err == nil {
		*to = append((*to)[:0], l.unquote(v)...)
	}
	return err
}

// constant reads a value into *to: the one of names it equals, decoded,
// else "".
func (l *claudeLine) constant(r *transcript.ValueReader, to *string, names []string) error {
	*to = ""
	if r.Peek() != '"' {
		return r.Skip()
	}
	v, err := r.Value()
	if err == nil {
		s := l.ascii(v)
		if i := slices.IndexFunc(names, func(n string) bool { return string(s) == n }); i >= 0 {
			*to = names[i]
		}
	}
	return err
}

// name is a raw member name decoded as ascii does, to compare with the
// names the checklist reads.
func (l *claudeLine) name(raw []byte) []byte { return l.ascii(raw) }

// ascii is the raw string v decoded for a comparison with ASCII text,
// valid until the next decode: as unquote, but that invalid UTF-8 is
// kept as written (decoded to U+FFFD or not, it equals no ASCII text).
func (l *claudeLine) ascii(v []byte) []byte {
	s := v[1 : len(v)-1]
	if bytes.IndexByte(s, '\\') < 0 {
		return s
	}
	l.scratch, _ = jsontext.AppendUnquote(l.scratch[:0], v)
	return l.scratch
}

// unquote decodes the raw string v, into scratch space when it holds an
// escape or invalid UTF-8 (which decodes to U+FFFD, as json.Unmarshal
// does).
func (l *claudeLine) unquote(v []byte) []byte {
	s := v[1 : len(v)-1]
	if bytes.IndexByte(s, '\\') < 0 && utf8.Valid(s) {
		return s
	}
	l.scratch, _ = jsontext.AppendUnquote(l.scratch[:0], v)
	return l.scratch
}
