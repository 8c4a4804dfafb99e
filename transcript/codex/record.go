package codex

import (
	"bytes"
	"io"
	"strconv"
	"strings"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/transcrub/transcrub/transcript"
)

// This file reads a rollout's lines: transcript.Reader frames them (one
// bad line never stops a file; a LineError names file, line and byte
// offset, never content) with Codex's schema, and each frame's members
// (the line's and the payload's, transcript.Frame.Members) are read for
// what the envelope says in every generation: the line's type and the
// payload's, the ids that pair and link things, what a session_meta line
// says of the session, and what the fixture checklist's frame checks ask
// (facts.go). Only the values those look into are read again. It reads
// as a decoder would: a name spelled with escapes is that name, and a
// member given twice counts by its last value.

// Generation is the form of a line.
type Generation uint8

// Generations, from the record's "Line envelope and older formats".
const (
	GenOther    Generation = iota // an object none of the forms below
	GenEnvelope                   // {timestamp, type, payload}
	GenUntimed                    // {type, payload}, no timestamp
	GenBare                       // a pre-envelope response item: {type, …} with no payload
	GenHeader                     // a pre-envelope first line: {id, timestamp, instructions?, git?}
	GenState                      // a pre-envelope {"record_type": "state"} line
)

func (g Generation) String() string {
	return [...]string{"other", "envelope", "untimed", "bare", "header", "state"}[g]
}

// Record is one line of a rollout. Its strings are copies; Frame, Meta
// and their slices are valid until the Reader's next call.
type Record struct {
	Frame *transcript.Frame
	Gen   Generation
	// Type is the line's type ("session_meta", "response_item", …; a bare
	// item's is its item type).
	Type string
	// Payload is what the line's payload says; a line with no payload
	// member (a bare item) says it in its own members.
	Payload
	// Meta is what a session_meta line or a header says; nil on others.
	Meta *Meta
	// top are the line's own members; timestamp is the raw value of
	// timestamp when a string (see Timestamp); recordType is record_type
	// when a string; rd is the Reader, which reads the line once more for
	// the checks that search it (facts.go).
	top        lineKeys
	timestamp  []byte
	recordType string
	rd         *Reader
}

// Payload is what a payload says. A member given twice counts by its
// last value, as a decoder keeps it.
type Payload struct {
	// Item is the payload's type (a bare item's: its type).
	Item string
	// Role, Name, Namespace, CallID, Status, TurnID and Model are the
	// members of those names, when they are strings.
	Role, Name, Namespace, CallID, Status, TurnID, Model string
	// Total is a token_count's cumulative info.total_token_usage
	// .total_tokens, -1 when it has none; Usage is that whole usage, and
	// NullInfo says that info is null (no call made yet).
	Total    int64
	Usage    Usage
	NullInfo bool
	// ExitCode is exit_code (an exec_command_end's) when Exit is set;
	// Failed says that success is false (a patch_apply_end's).
	ExitCode     int64
	Exit, Failed bool
	// Arguments, Output and Encrypted are the raw JSON sizes of the
	// members arguments, output and encrypted_content, when present.
	Arguments, Output, Encrypted int
	// What the fixture checklist reads besides (checklist.go): object
	// says the payload is a JSON object (a bare line's members are not a
	// payload); facts are the checks' members present, not null; phase
	// and action are phase and action.type when strings; the lengths are
	// jq's length of encrypted_content, summary, replacement_history and
	// local_images; image is the verdict of content's input_image check;
	// and output is output's raw JSON value (a slice of the frame's
	// line).
	object                              bool
	facts                               facts
	phase, action                       string
	encrypted, summary, history, images length
	image                               verdict
	output                              []byte
}

// Usage is a token_count's token usage (info.total_token_usage).
type Usage struct {
	Input           int64 `json:"input_tokens"`
	CachedInput     int64 `json:"cached_input_tokens"`
	Output          int64 `json:"output_tokens"`
	ReasoningOutput int64 `json:"reasoning_output_tokens"`
	Total           int64 `json:"total_tokens"`
}

// Meta is a session_meta payload or a pre-envelope header, as lineage
// needs it.
type Meta struct {
	ID, Timestamp, CLIVersion string
	// ForkedFrom is forked_from_id: the session this one forked.
	ForkedFrom string
	// Parent is the subagent's parent thread: source.subagent.thread_spawn
	// .parent_thread_id, or the top-level parent_thread_id of 0.148+.
	Parent string
	// Other is set for a source.subagent.other subagent (a guardian or
	// reviewer), which names no parent.
	Other bool
}

// Reader yields the records of one rollout. Not safe for concurrent use.
// It reads a frame's members, and the values below them it looks into
// with transcript.ValueReader, the frame parser's scanner, which takes
// what that parser took (invalid UTF-8, duplicate names) and decodes only
// the strings it keeps.
type Reader struct {
	r    *transcript.Reader
	lr   transcript.ValueReader
	rec  Record
	meta Meta
	// names interns short strings; scratch holds an unquoted one, name
	// a member name.
	names         map[string]string
	scratch, name []byte
}

// NewReader reads the rollout r, naming it file (a source-relative slash
// path) in every LineError. maxLine <= 0 means transcript.DefaultMaxLine.
func NewReader(r io.Reader, file string, maxLine int) *Reader {
	return &Reader{r: transcript.NewReader(Format.Schema(), r, file, maxLine), names: map[string]string{}}
}

// NewFrameReader returns a Reader of frames another reader framed: it
// has no source and no line buffer, so Read is its only use.
func NewFrameReader() *Reader { return &Reader{names: map[string]string{}} }

// Next returns the next record, or an error as transcript.Reader.Next
// does: a *transcript.LineError describes one line that is not a record
// and reading goes on; io.EOF ends the file.
func (r *Reader) Next() (*Record, error) {
	f, err := r.r.Next()
	if err != nil {
		return nil, err
	}
	return r.Read(f), nil
}

// Read returns the record of a frame another reader framed with Codex's
// schema (a matcher's), read from its members as Next does. The record
// is valid until the next call of Next or Read of the Reader that read
// it: a frame a Reader has read already (f.Reading) is not read again,
// and its record is that Reader's.
func (r *Reader) Read(f *transcript.Frame) *Record {
	if rec, ok := f.Reading.(*Record); ok && rec.Frame == f {
		return rec
	}
	f.Reading = &r.rec
	r.rec = Record{Frame: f, Payload: Payload{Total: -1}, rd: r}
	for i, m := range f.Members {
		if m.Level == transcript.LevelRoot {
			r.member(r.key(m.Name), m.Value, f.Members[i+1:])
		}
	}
	top := &r.rec.top
	r.rec.Gen = top.generation()
	if r.rec.Gen == GenBare {
		r.rec.Item = r.rec.Type
	}
	if r.rec.Gen == GenHeader {
		r.meta = Meta{ID: top.id, Timestamp: r.rec.Timestamp()}
		r.rec.Meta = &r.meta
	}
	return &r.rec
}

// MCP reports whether the record names an MCP tool: by its name
// (mcp__<server>__<tool>) or, in newer builds, by its namespace
// (mcp__<server>__, the name then the tool's alone).
func (r *Record) MCP() bool {
	return strings.HasPrefix(r.Name, "mcp__") || strings.HasPrefix(r.Namespace, "mcp__")
}

// Timestamp is the envelope's (UTC), or the header's, decoded on each
// call: a line's timestamp is seldom read but by lineage.
func (r *Record) Timestamp() string {
	if r.timestamp == nil {
		return ""
	}
	return string(r.rd.decoded(r.timestamp))
}

// lineKeys are the top-level members that tell a line's generation.
type lineKeys struct {
	timestamp, typ, payload, recordType, hasID bool
	id                                         string
}

func (k lineKeys) generation() Generation {
	switch {
	case k.typ && k.payload && k.timestamp:
		return GenEnvelope
	case k.typ && k.payload:
		return GenUntimed
	case k.recordType:
		return GenState
	case k.typ:
		return GenBare
	case k.id != "" && k.timestamp:
		return GenHeader
	}
	return GenOther
}

// member reads the top-level member name (quotes included) of the raw
// value v; a payload's members are the first of rest, up to the line's
// next member. Once a payload member is read, the line's other members
// say nothing of it.
func (r *Reader) member(name, v []byte, rest []transcript.Member) {
	rec, top := &r.rec, &r.rec.top
	switch string(name) {
	case `"timestamp"`:
		top.timestamp = true
		rec.timestamp = nil
		if v[0] == '"' {
			rec.timestamp = v
		}
	case `"type"`:
		top.typ = true
		rec.Type = r.stringOf(v, true)
	case `"record_type"`:
		top.recordType = true
		rec.recordType = r.stringOf(v, true)
	case `"id"`:
		top.hasID = true
		top.id = r.stringOf(v, false)
	case `"payload"`:
		top.payload = true
		rec.Payload = Payload{Total: -1}
		if v[0] != '{' {
			return
		}
		rec.object = true
		r.meta = Meta{}
		for _, m := range rest {
			if m.Level == transcript.LevelRoot {
				break
			}
			if m.Level == transcript.LevelMessage {
				r.payload(r.key(m.Name), m.Value, &r.meta)
			}
		}
		if rec.Type == "session_meta" {
			rec.Meta = &r.meta
		}
	default:
		if !top.payload {
			r.item(name, v)
		}
	}
}

// payload reads the member name of a payload of the raw value v.
func (r *Reader) payload(name, v []byte, meta *Meta) {
	p := &r.rec.Payload
	switch string(name) {
	case `"type"`:
		p.Item = r.stringOf(v, true)
	case `"id"`:
		meta.ID = r.stringOf(v, false)
	case `"timestamp"`:
		meta.Timestamp = r.stringOf(v, false)
	case `"cli_version"`:
		meta.CLIVersion = r.stringOf(v, true)
	case `"forked_from_id"`:
		r.has(factForked, v)
		meta.ForkedFrom = r.stringOf(v, false)
	case `"parent_thread_id"`:
		meta.Parent = r.stringOf(v, false)
	case `"source"`:
		r.lr.Reset(v)
		_ = r.source(meta)
	case `"git"`:
		r.has(factGit, v)
	case `"base_instructions"`:
		r.has(factBaseInstructions, v)
	case `"instructions"`:
		p.facts.set(factInstructions, true)
	case `"user_instructions"`:
		r.has(factUserInstructions, v)
	case `"new_thread_id"`:
		r.has(factNewThread, v)
	case `"sandbox_policy"`:
		r.lr.Reset(v)
		_ = r.sandboxPolicy()
	case `"rate_limits"`:
		p.facts.set(factPlanType, false)
		r.lr.Reset(v)
		_ = r.within(`"plan_type"`, func() error { return r.present(factPlanType) })
	case `"action"`:
		p.action = ""
		r.lr.Reset(v)
		_ = r.within(`"type"`, func() error { return r.str(&p.action) })
	case `"phase"`:
		p.phase = r.stringOf(v, true)
	case `"content"`:
		r.lr.Reset(v)
		_ = r.contentImage(&p.image)
	case `"summary"`:
		p.summary = lengthOf(v)
	case `"replacement_history"`:
		p.history = lengthOf(v)
	case `"local_images"`:
		p.images = lengthOf(v)
	default:
		r.item(name, v)
	}
}

// item reads the member name of a response item or an event of the raw
// value v, at the root of a bare line or in a payload.
func (r *Reader) item(name, v []byte) {
	p := &r.rec.Payload
	switch string(name) {
	case `"role"`:
		p.Role = r.stringOf(v, true)
	case `"name"`:
		p.Name = r.stringOf(v, true)
	case `"namespace"`:
		p.Namespace = r.stringOf(v, true)
	case `"call_id"`:
		p.CallID = r.stringOf(v, false)
	case `"status"`:
		p.Status = r.stringOf(v, true)
	case `"turn_id"`:
		p.TurnID = r.stringOf(v, false)
	case `"model"`:
		p.Model = r.stringOf(v, true)
	case `"exit_code"`:
		p.ExitCode, p.Exit = integer(v)
		p.facts.set(factExitNonZero, isNumber(v) && !zero(v))
	case `"success"`:
		p.Failed = v[0] == 'f'
	case `"arguments"`:
		p.Arguments = len(v)
	case `"output"`:
		p.Output, p.output = len(v), v
	case `"encrypted_content"`:
		p.Encrypted, p.encrypted = len(v), lengthOf(v)
	case `"info"`:
		p.NullInfo = v[0] == 'n'
		r.lr.Reset(v)
		_ = r.within(`"total_token_usage"`, r.usage)
	}
}

// usage reads info.total_token_usage.
func (r *Reader) usage() error {
	u := &r.rec.Usage
	return r.object(func(name []byte) error {
		var n *int64
		switch string(name) {
		case `"input_tokens"`:
			n = &u.Input
		case `"cached_input_tokens"`:
			n = &u.CachedInput
		case `"output_tokens"`:
			n = &u.Output
		case `"reasoning_output_tokens"`:
			n = &u.ReasoningOutput
		case `"total_tokens"`:
			n = &u.Total
		default:
			return r.skip()
		}
		v, err := r.lr.Value()
		if i, ok := integer(v); ok {
			*n = i
			if n == &u.Total {
				r.rec.Total = i
			}
		}
		return err
	})
}

// source reads session_meta's source: a name, or {subagent: {thread_spawn:
// {parent_thread_id, …}}}, or a subagent that names no parent
// ({subagent: {other: …}}, {subagent: "review"}). Meta takes what lineage
// needs; the facts, what the checklist's paths say (a value at each step
// that is not an object ends the path).
func (r *Reader) source(meta *Meta) error {
	var spawn, other bool
	err := r.within(`"subagent"`, func() error {
		spawn, other = false, false
		if r.lr.Peek() != '{' {
			meta.Other = true
			return r.skip()
		}
		return r.object(func(name []byte) error {
			switch string(name) {
			case `"thread_spawn"`:
				spawn = false
				return r.within(`"parent_thread_id"`, func() error {
					spawn = r.lr.Peek() != 'n'
					return r.text(&meta.Parent)
				})
			case `"other"`:
				meta.Other = true
				other = r.lr.Peek() != 'n'
			}
			return r.skip()
		})
	})
	r.rec.facts.set(factSpawnParent, spawn)
	r.rec.facts.set(factSubagentOther, other)
	return err
}

// sandboxPolicy reads turn_context's sandbox_policy.
func (r *Reader) sandboxPolicy() error {
	f := &r.rec.facts
	f.set(factWritableRoots, false)
	f.set(factSandboxMode, false)
	return r.object(func(name []byte) error {
		switch string(name) {
		case `"writable_roots"`:
			return r.present(factWritableRoots)
		case `"mode"`:
			return r.present(factSandboxMode)
		}
		return r.skip()
	})
}

// within reads the member key (quoted) of the object at the reader with
// read, and skips the other members, or the value when it is not an
// object.
func (r *Reader) within(key string, read func() error) error {
	return r.object(func(name []byte) error {
		if string(name) == key {
			return read()
		}
		return r.skip()
	})
}

// object reads an object as ValueReader.Object does, giving member each
// name as key makes it.
func (r *Reader) object(member func(name []byte) error) error {
	return r.lr.Object(func(name []byte) error { return member(r.key(name)) })
}

// key is the raw member name as a decoder reads it: a name spelled with
// escapes is unquoted (into name, valid until the next key's), quotes
// kept.
func (r *Reader) key(name []byte) []byte {
	if bytes.IndexByte(name, '\\') < 0 {
		return name
	}
	buf, _ := jsontext.AppendUnquote(append(r.name[:0], '"'), name)
	r.name = append(buf, '"')
	return r.name
}

func (r *Reader) skip() error { return r.lr.Skip() }

// present reads a value and sets fact when it is not null.
func (r *Reader) present(fact facts) error {
	r.rec.facts.set(fact, r.lr.Peek() != 'n')
	return r.skip()
}

// has sets fact when the raw value v is not null.
func (r *Reader) has(fact facts, v []byte) { r.rec.facts.set(fact, v[0] != 'n') }

// integer returns the raw JSON value v when it is an integer of int64,
// reporting whether it was.
func integer(v []byte) (int64, bool) {
	if !isNumber(v) {
		return 0, false
	}
	i, err := strconv.ParseInt(string(v), 10, 64)
	return i, err == nil
}

// str reads a string value into s, interned (see unquote), and any
// other value as "".
func (r *Reader) str(s *string) error { return r.read(s, true) }

// text reads a string value into s as str does, but a copy of its own:
// for the ids and times that do not repeat from line to line.
func (r *Reader) text(s *string) error { return r.read(s, false) }

func (r *Reader) read(s *string, intern bool) error {
	v, err := r.lr.Value()
	if err == nil {
		*s = r.stringOf(v, intern)
	}
	return err
}

// stringOf is the raw value v decoded when it is a string, interned with
// intern (see unquote), else "".
func (r *Reader) stringOf(v []byte, intern bool) string {
	switch {
	case v[0] != '"':
		return ""
	case intern:
		return r.unquote(v)
	}
	return string(r.decoded(v))
}

// unquote decodes the raw JSON string v; short ones, the names and
// discriminators that repeat on every line, are interned so that they
// do not allocate.
func (r *Reader) unquote(v []byte) string {
	raw := r.decoded(v)
	if s, ok := r.names[string(raw)]; ok {
		return s
	}
	s := string(raw)
	if len(raw) <= 32 && len(r.names) < 4096 {
		r.names[s] = s
	}
	return s
}
