package codex

import (
	"bytes"
	"io"
	"strconv"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/transcrub/transcrub/transcript"
)

// This file reads a rollout's lines: transcript.Reader frames them (one
// bad line never stops a file; a LineError names file, line and byte
// offset, never content) with Codex's schema, and each frame's line is
// read once more for what the envelope says in every generation: the
// line's type and the payload's, the ids that pair and link things, and
// what a session_meta line says of the session.

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
	// Timestamp is the envelope's (UTC), or the header's.
	Timestamp string
	// Type is the line's type ("session_meta", "response_item", …; a bare
	// item's is its item type), Item the payload's (a bare item's type).
	Type, Item string
	// Role, Name, CallID, Status, TurnID and Model are the payload's (a
	// bare item's) members of those names, when they are strings.
	Role, Name, CallID, Status, TurnID, Model string
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
	// Meta is what a session_meta line or a header says; nil on others.
	Meta *Meta
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
// It reads a frame's line once more with transcript.ValueReader, the
// frame parser's scanner, which takes what that parser took (invalid
// UTF-8, duplicate names) and decodes only the strings it keeps.
type Reader struct {
	r    *transcript.Reader
	lr   transcript.ValueReader
	rec  Record
	meta Meta
	// names interns short strings; scratch holds an unquoted one.
	names   map[string]string
	scratch []byte
}

// NewReader reads the rollout r, naming it file (a source-relative slash
// path) in every LineError. maxLine <= 0 means transcript.DefaultMaxLine.
func NewReader(r io.Reader, file string, maxLine int) *Reader {
	return &Reader{r: transcript.NewReader(Format.Schema(), r, file, maxLine), names: map[string]string{}}
}

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
// schema (a matcher's): its line is read once more, as Next does. The
// record is valid until the next call of Next or Read.
func (r *Reader) Read(f *transcript.Frame) *Record {
	r.rec = Record{Frame: f, Total: -1}
	r.lr.Reset(f.Line.Bytes)
	// The line is one JSON object: the frame parser read it whole.
	var top lineKeys
	_ = r.lr.Object(func(name []byte) error { return r.member(name, &top) })
	r.rec.Gen = top.generation()
	if r.rec.Gen == GenBare {
		r.rec.Item = r.rec.Type
	}
	if r.rec.Gen == GenHeader {
		r.meta = Meta{ID: top.id, Timestamp: r.rec.Timestamp}
		r.rec.Meta = &r.meta
	}
	return &r.rec
}

// lineKeys are the top-level members that tell a line's generation.
type lineKeys struct {
	timestamp, typ, payload, recordType bool
	id                                  string
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

// member reads the top-level member name (quotes included).
func (r *Reader) member(name []byte, top *lineKeys) error {
	rec := &r.rec
	switch string(name) {
	case `"timestamp"`:
		top.timestamp = true
		return r.str(&rec.Timestamp)
	case `"type"`:
		top.typ = true
		return r.str(&rec.Type)
	case `"record_type"`:
		top.recordType = true
	case `"id"`:
		return r.str(&top.id)
	case `"payload"`:
		top.payload = true
		if r.lr.Peek() == '{' {
			r.meta = Meta{}
			err := r.lr.Object(func(name []byte) error { return r.payload(name, &r.meta) })
			if rec.Type == "session_meta" {
				rec.Meta = &r.meta
			}
			return err
		}
	default:
		return r.item(name)
	}
	return r.skip()
}

// payload reads the member name of a payload.
func (r *Reader) payload(name []byte, meta *Meta) error {
	switch string(name) {
	case `"type"`:
		return r.str(&r.rec.Item)
	case `"id"`:
		return r.str(&meta.ID)
	case `"timestamp"`:
		return r.str(&meta.Timestamp)
	case `"cli_version"`:
		return r.str(&meta.CLIVersion)
	case `"forked_from_id"`:
		return r.str(&meta.ForkedFrom)
	case `"parent_thread_id"`:
		return r.str(&meta.Parent)
	case `"source"`:
		return r.source(meta)
	}
	return r.item(name)
}

// item reads the member name of a response item or an event, at the
// root of a bare line or in a payload.
func (r *Reader) item(name []byte) error {
	rec := &r.rec
	switch string(name) {
	case `"role"`:
		return r.str(&rec.Role)
	case `"name"`:
		return r.str(&rec.Name)
	case `"call_id"`:
		return r.str(&rec.CallID)
	case `"status"`:
		return r.str(&rec.Status)
	case `"turn_id"`:
		return r.str(&rec.TurnID)
	case `"model"`:
		return r.str(&rec.Model)
	case `"exit_code"`:
		rec.Exit = r.num(&rec.ExitCode)
		return nil
	case `"success"`:
		rec.Failed = r.lr.Peek() == 'f'
	case `"arguments"`:
		return r.size(&rec.Arguments)
	case `"output"`:
		return r.size(&rec.Output)
	case `"encrypted_content"`:
		return r.size(&rec.Encrypted)
	case `"info"`:
		rec.NullInfo = r.lr.Peek() == 'n'
		return r.within(`"total_token_usage"`, r.usage)
	}
	return r.skip()
}

// usage reads info.total_token_usage.
func (r *Reader) usage() error {
	u := &r.rec.Usage
	return r.lr.Object(func(name []byte) error {
		switch string(name) {
		case `"input_tokens"`:
			r.num(&u.Input)
		case `"cached_input_tokens"`:
			r.num(&u.CachedInput)
		case `"output_tokens"`:
			r.num(&u.Output)
		case `"reasoning_output_tokens"`:
			r.num(&u.ReasoningOutput)
		case `"total_tokens"`:
			if r.num(&u.Total) {
				r.rec.Total = u.Total
			}
		default:
			return r.skip()
		}
		return nil
	})
}

// source reads session_meta's source: a name, or {subagent: {thread_spawn:
// {parent_thread_id, …}}}, or a subagent that names no parent
// ({subagent: {other: …}}, {subagent: "review"}).
func (r *Reader) source(meta *Meta) error {
	d := &r.lr
	return r.within(`"subagent"`, func() error {
		if d.Peek() != '{' {
			meta.Other = true
			return r.skip()
		}
		return d.Object(func(name []byte) error {
			switch string(name) {
			case `"thread_spawn"`:
				return r.within(`"parent_thread_id"`, func() error { return r.str(&meta.Parent) })
			case `"other"`:
				meta.Other = true
			}
			return r.skip()
		})
	})
}

// within reads the member key (quoted) of the object at the reader with
// read, and skips the other members, or the value when it is not an
// object.
func (r *Reader) within(key string, read func() error) error {
	return r.lr.Object(func(name []byte) error {
		if string(name) == key {
			return read()
		}
		return r.skip()
	})
}

func (r *Reader) skip() error {
	_, err := r.lr.Value()
	return err
}

// size reads a value and sets n to its raw length.
func (r *Reader) size(n *int) error {
	v, err := r.lr.Value()
	*n = len(v)
	return err
}

// num reads a value into n when it is an integer, reporting whether it
// was.
func (r *Reader) num(n *int64) bool {
	v, err := r.lr.Value()
	if err != nil || len(v) == 0 || v[0] != '-' && (v[0] < '0' || v[0] > '9') {
		return false
	}
	i, err := strconv.ParseInt(string(v), 10, 64)
	if err != nil {
		return false
	}
	*n = i
	return true
}

// str reads a string value into s, and skips any other value.
func (r *Reader) str(s *string) error {
	if r.lr.Peek() != '"' {
		return r.skip()
	}
	v, err := r.lr.Value()
	if err == nil {
		*s = r.unquote(v)
	}
	return err
}

// unquote decodes the raw JSON string v; short ones, the names and
// discriminators that repeat on every line, are interned so that they
// do not allocate.
func (r *Reader) unquote(v []byte) string {
	raw := v[1 : len(v)-1]
	if bytes.IndexByte(raw, '\\') >= 0 {
		r.scratch, _ = jsontext.AppendUnquote(r.scratch[:0], v)
		raw = r.scratch
	}
	if s, ok := r.names[string(raw)]; ok {
		return s
	}
	s := string(raw)
	if len(raw) <= 32 && len(r.names) < 4096 {
		r.names[s] = s
	}
	return s
}
