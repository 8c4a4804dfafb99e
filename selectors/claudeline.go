package selectors

import (
	"bytes"
	"slices"
	"strconv"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"
	"github.com/transcrub/transcrub/transcript"
)

// This file reads a Claude Code line for its checklist from the members
// its frame's reader noted as it read the line (transcript.Frame.Members:
// the frame's, the message's and the blocks' members, the content's
// elements): the facts its tally keeps and its typed frame predicates
// test (claudecode.go), decoding only the strings they compare or keep.
// The values below those members that the facts look into (toolUseResult,
// snapshot, usage, a block's source and content, a content object) are
// read with transcript.ValueReader; the line is not scanned again. The
// line framed already, so it is valid JSON.
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
	// rd reads a member's value, blockRd an element of a content object,
	// inner a block's source or content.
	rd, blockRd, inner transcript.ValueReader
	line               []byte
	// uuid, leaf, msgID, runID and script (a Workflow result's
	// toolUseResult.runId and scriptPath) are the decoded strings the
	// facts say are set;
	// ids holds the calls' and the results' decoded ids, bid and buse
	// one block's; usageRaw is the raw value of message.usage, nil when
	// there is none.
	uuid, leaf, msgID, runID, script, ids, bid, buse []byte
	calls, results                                   []idRef
	usageRaw                                         []byte
	// usage and usageKeys are the members of a usage read, usageA and
	// usageB two usages' text (see sameUsage).
	usage                     []usageMember
	usageKeys, usageA, usageB []byte
	keyed                     []keyedVerdict
	keys, scratch             []byte
	// blk is the facts of the block of content whose members are being
	// read, when inBlock.
	blk     blockFacts
	inBlock bool
}

// lineFacts are the facts of a line but the strings.
type lineFacts struct {
	typ                                               string // the frame's type
	sidechain, compactSummary, meta                   bool   // isSidechain, isCompactSummary, isMeta: true
	hasUUID, hasLeaf, hasSubtype, hasRunID, hasScript bool
	subtype, operation                                string // one of ccSubtypes, ccOperations, or ""
	result                                            byte   // the first byte of toolUseResult, 0 when absent
	originalFile, structuredPatch, agentID            bool   // of an object toolUseResult
	backups                                           bool   // snapshot.trackedFileBackups has a length > 0
	msg                                               messageFacts
	scanned, inLine                                   uint8 // the markers looked for in the line, and found
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

// read reads f's line from its members.
func (l *claudeLine) read(f *transcript.Frame) {
	l.lineFacts = lineFacts{typ: f.Type}
	l.line = f.Line.Bytes
	l.resetMessage()
	l.inBlock = false
	for i := range f.Members {
		m := &f.Members[i]
		if m.Level != transcript.LevelBlock {
			l.endBlock()
		}
		switch m.Level {
		case transcript.LevelRoot:
			l.top(m.Name, m.Value)
		case transcript.LevelMessage:
			l.message(m.Name, m.Value)
		case transcript.LevelContent:
			l.element(m.Value)
		case transcript.LevelBlock:
			l.blk.member(l, m.Name, m.Value)
		}
	}
	l.endBlock()
}

// resetMessage forgets the usage and the blocks of the message.
func (l *claudeLine) resetMessage() {
	l.usageRaw = nil
	l.resetContent()
}

// resetContent forgets the blocks of message.content.
func (l *claudeLine) resetContent() {
	l.ids, l.calls, l.results = l.ids[:0], l.calls[:0], l.results[:0]
}

// members calls fn with the raw name and value of each member of the raw
// value v, read with r, when it is an object.
func members(r *transcript.ValueReader, v []byte, fn func(name, v []byte)) {
	r.Reset(v)
	r.Object(func(name []byte) error {
		v, err := r.Value()
		if err == nil {
			fn(name, v)
		}
		return err
	})
}

// top reads the line's member name of the raw value v.
func (l *claudeLine) top(name, v []byte) {
	switch string(l.name(name)) {
	case "isSidechain":
		l.sidechain = v[0] == 't'
	case "isCompactSummary":
		l.compactSummary = v[0] == 't'
	case "isMeta":
		l.meta = v[0] == 't'
	case "uuid":
		l.str(v, &l.uuid, &l.hasUUID)
	case "leafUuid":
		l.str(v, &l.leaf, &l.hasLeaf)
	case "subtype":
		l.hasSubtype = true
		l.constant(v, &l.subtype, ccSubtypes)
	case "operation":
		l.constant(v, &l.operation, ccOperations)
	case "toolUseResult":
		l.result, l.originalFile, l.structuredPatch, l.agentID, l.hasRunID, l.hasScript = v[0], false, false, false, false, false
		members(&l.rd, v, l.toolUseResult)
	case "snapshot":
		l.backups = false
		members(&l.rd, v, func(name, v []byte) {
			if string(l.name(name)) == "trackedFileBackups" {
				l.backups = lengthAbove0(v) == yes
			}
		})
	case "message": // its members follow when it is an object
		l.msg = messageFacts{kind: v[0]}
		l.resetMessage()
	}
}

// toolUseResult reads the toolUseResult's member name of the raw value v.
func (l *claudeLine) toolUseResult(name, v []byte) {
	switch string(l.name(name)) {
	case "originalFile":
		l.originalFile = v[0] != 'n'
	case "structuredPatch":
		l.structuredPatch = v[0] != 'n'
	case "agentId":
		l.agentID = v[0] == '"'
	case "runId":
		l.str(v, &l.runID, &l.hasRunID)
	case "scriptPath":
		l.str(v, &l.script, &l.hasScript)
	}
}

// message reads the message's member name of the raw value v.
func (l *claudeLine) message(name, v []byte) {
	m := &l.msg
	switch string(l.name(name)) {
	case "id":
		l.str(v, &l.msgID, &m.hasID)
	case "stop_reason":
		m.stopNull = v[0] == 'n'
	case "usage":
		l.usageRaw = v
	case "content": // an array's elements follow
		m.content, m.command, m.interrupted, m.blocks = v[0], false, false, verdicts{}
		l.resetContent()
		switch m.content {
		case '"':
			m.command = l.marked(v, commandMarker, false)
			m.interrupted = l.marked(v, interruptedMarker, true)
		case '{':
			r := &l.rd
			r.Reset(v)
			l.values(r, &m.blocks, func() (uint8, uint8, error) {
				e, err := r.Value()
				if err != nil {
					return 0, 0, err
				}
				hit, fail := l.blockOf(e)
				return hit, fail, nil
			})
		}
	}
}

// usageMember notes a member of usage.
func (l *claudeLine) usageMember(name, v []byte) {
	start := len(l.usageKeys)
	l.usageKeys = append(l.usageKeys, l.unquote(name)...)
	m := usageMember{start: start, end: len(l.usageKeys)}
	if c := v[0]; c == '-' || c >= '0' && c <= '9' {
		m.num = v
	}
	l.usage = append(l.usage, m)
}

// sameUsage reports whether the raw usage values a and b (nil: none)
// hold the same numbers, as their usageText says: only those of two
// lines that differ as written are read.
func (l *claudeLine) sameUsage(a, b []byte) bool {
	if bytes.Equal(a, b) {
		return true
	}
	l.usageA = l.usageText(l.usageA[:0], a)
	l.usageB = l.usageText(l.usageB[:0], b)
	return bytes.Equal(l.usageA, l.usageB)
}

// usageText appends to out the numbers of the raw usage value v as
// name=value; in name order, the last of a repeated name, to compare two
// lines' usage.
func (l *claudeLine) usageText(out, v []byte) []byte {
	l.usage, l.usageKeys = l.usage[:0], l.usageKeys[:0]
	if v != nil {
		members(&l.rd, v, l.usageMember)
	}
	key := func(m usageMember) []byte { return l.usageKeys[m.start:m.end] }
	slices.SortStableFunc(l.usage, func(a, b usageMember) int { return bytes.Compare(key(a), key(b)) })
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

// blockFacts are what the members of a block of message.content say.
type blockFacts struct {
	typ                         string
	hasID, hasUse, spawn, isErr bool
	sig, src                    verdict
	array, spill, interrupted   bool
	refs                        verdicts
}

// element starts an element of message.content, the raw value e, whose
// members follow when it is an object.
func (l *claudeLine) element(e []byte) {
	if e[0] == '{' {
		l.blk, l.inBlock = blockFacts{}, true
		return
	}
	l.msg.blocks.add(0, notBlock(e[0]))
}

// endBlock folds the verdicts of the block whose members were read into
// the message's, noting a tool_use's id and a tool_result's tool_use_id
// for the tally.
func (l *claudeLine) endBlock() {
	if l.inBlock {
		l.inBlock = false
		l.msg.blocks.add(l.blk.verdicts(l, true))
	}
}

// blockOf returns the verdicts of e, a raw element of a content object,
// read whole.
func (l *claudeLine) blockOf(e []byte) (hit, fail uint8) {
	if e[0] != '{' {
		return 0, notBlock(e[0])
	}
	var b blockFacts
	members(&l.blockRd, e, func(name, v []byte) { b.member(l, name, v) })
	return b.verdicts(l, false)
}

// notBlock is the failures of an element of content that is not an
// object: none of null, every one of another value (its .type is an
// error).
func notBlock(c byte) uint8 {
	if c == 'n' {
		return 0
	}
	return vAll
}

// member reads the block's member name of the raw value v.
func (b *blockFacts) member(l *claudeLine, name, v []byte) {
	switch string(l.name(name)) {
	case "type":
		l.constant(v, &b.typ, ccBlockTypes)
	case "id":
		l.str(v, &l.bid, &b.hasID)
	case "tool_use_id":
		l.str(v, &l.buse, &b.hasUse)
	case "name":
		var tool string
		l.constant(v, &tool, ccSpawners)
		b.spawn = tool != ""
	case "is_error":
		b.isErr = v[0] == 't'
	case "signature":
		b.sig = lengthAbove0(v)
	case "source":
		b.src = l.source(v)
	case "text":
		b.interrupted = v[0] == '"' && l.marked(v, interruptedMarker, true)
	case "content":
		b.array, b.spill, b.refs = v[0] == '[', l.markedAnywhere(v), verdicts{}
		if v[0] == '[' || v[0] == '{' {
			l.toolRefs(v, &b.refs)
		}
	}
}

// verdicts returns the block's verdicts; with collect, a tool_use's id
// and a tool_result's tool_use_id are noted for the tally.
func (b *blockFacts) verdicts(l *claudeLine, collect bool) (hit, fail uint8) {
	switch b.typ {
	case "thinking":
		hit, fail = b.sig.bits(vThinking)
	case "tool_result":
		hit = pick(b.isErr, vErrorResult) | pick(b.array, vArrayResult) | pick(b.spill, vSpill) | b.refs.hit&vToolRef
		fail = b.refs.done &^ b.refs.hit & vToolRef
		if collect && b.hasUse {
			l.results = append(l.results, l.keep(l.buse, false))
		}
	case "tool_use":
		if collect && b.hasID {
			l.calls = append(l.calls, l.keep(l.bid, b.spawn))
		}
	case "image":
		hit, fail = b.src.bits(vImage)
	case "text":
		hit = pick(b.interrupted, vInterrupted)
	}
	return hit, fail
}

// source is the verdict of .source.type == "base64" of an image block's
// raw source v, which fails on a source that is neither object nor null.
func (l *claudeLine) source(v []byte) verdict {
	switch v[0] {
	case '{':
	case 'n':
		return no
	default:
		return fails
	}
	src := no
	members(&l.inner, v, func(name, v []byte) {
		if string(l.name(name)) == "type" {
			var typ string
			l.constant(v, &typ, ccBase64)
			src = verdictOf(typ != "")
		}
	})
	return src
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
			v, err := r.Value()
			if err == nil && string(l.name(name)) == "type" {
				l.constant(v, &typ, ccToolReference)
			}
			return err
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

// str sets *ok when the raw value v is a string, and then decodes it
// into *to.
func (l *claudeLine) str(v []byte, to *[]byte, ok *bool) {
	if *ok = v[0] == '"'; *ok {
		*to = append((*to)[:0], l.unquote(v)...)
	}
}

// constant sets *to to the one of names the raw value v equals, decoded,
// else "".
func (l *claudeLine) constant(v []byte, to *string, names []string) {
	*to = ""
	if v[0] != '"' {
		return
	}
	s := l.ascii(v)
	if i := slices.IndexFunc(names, func(n string) bool { return string(s) == n }); i >= 0 {
		*to = names[i]
	}
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
