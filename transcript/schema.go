package transcript

import (
	"fmt"
	"maps"
	"slices"
)

// This file is a format's schema as data: the JSON positions of its lines
// (which hold discriminators kept verbatim, which frame fields, which
// surface each string belongs to) written as a SchemaSpec by the format's
// package and compiled once by CompileSchema into the transition table
// the structural walk and the redactor run on: a position per state, and
// the state a member or an element moves to looked up in a short list.

// Pos is a compiled position: an index into its Schema. PosContent, the
// zero Pos, is the position of content the schema says nothing of.
type Pos uint16

// PosContent is every position the schema does not name.
const PosContent Pos = 0

// MaxPositions bounds a schema; the walker keeps flags above these bits.
const MaxPositions = 1 << 12

// Container is what value a position must hold to keep its meaning.
type Container uint8

// Containers. A position whose value is another container than it asks
// for is content there, and so is everything below it.
const (
	ContainerAny    Container = iota // any value; containers below inherit it
	ContainerObject                  // an object
	ContainerArray                   // an array
	ContainerScalar                  // a string or another scalar
)

// Surface is the kind of string a position holds, as the scrub
// statistics count it. The block surfaces are settled when the block
// closes, by its type and name (SchemaSpec.TextBlock and its peers).
type Surface uint8

// Surfaces.
const (
	SurfaceOther     Surface = iota // any other string
	SurfaceText                     // a block's text: text only in a TextBlock
	SurfacePatch                    // a string input: a patch in a ToolBlock
	SurfaceToolInput                // inside a ToolBlock's input
	SurfaceToolArgs                 // a ToolBlock input's arguments: MCP arguments for MCPTools
	SurfaceError                    // under a frame's error
)

// Field is the frame field a position fills.
type Field uint8

// Fields: the members a Frame is made of (see Frame and Block).
const (
	FieldNone       Field = iota
	FieldRole             // the frame's role
	FieldType             // the frame's type
	FieldStatus           // the frame's status
	FieldError            // the frame's error
	FieldMessage          // the frame's message
	FieldContent          // the message's content
	FieldBlockType        // a block's type
	FieldBlockName        // a block's tool name
	FieldText             // a block's text
	FieldInput            // a block's tool input
	FieldPath             // the input's path
	FieldCommand          // the input's command
	FieldBackground       // the input's run_in_background
	// Identity fields: strings that tell whose the source is, gathered
	// into Frame.Idents for the identity component.
	FieldDir      // a working directory or a writable root
	FieldBranch   // a git branch
	FieldRemote   // a git remote's URL
	FieldTimeZone // a time-zone name (Europe/Berlin)
	FieldIdents   // an object or array whose members are identity fields
)

// IsIdent reports whether f is an identity field.
func (f Field) IsIdent() bool { return f >= FieldDir && f <= FieldIdents }

// PositionSpec is one position of a SchemaSpec.
type PositionSpec struct {
	Name      string
	Container Container
	// Keys are the positions of named members; Other that of every other
	// member, and Elem that of every element. Empty, a member or element
	// has this position.
	Keys        map[string]string
	Other, Elem string
	// Discriminator: an identifier-like string here is kept verbatim.
	Discriminator bool
	// SchemaKeys: identifier-like member names here are the schema's own
	// (redaction keeps them; content keys it matches like any text).
	SchemaKeys bool
	// ToolInput: a tool's input, where glob and path keys are known.
	ToolInput bool
	// Block: an object here is a content block, whose surfaces are
	// settled when it closes.
	Block bool
	// EmbeddedJSON: a string here that decodes to a JSON object or array
	// holds JSON (Codex function_call arguments, JSON-encoded outputs),
	// to be scrubbed as JSON so that it still parses with its skeleton.
	EmbeddedJSON bool
	// Base64: a string here is an opaque base64 payload (Codex
	// encrypted_content), to be replaced by base64 filler of its length.
	Base64 bool
	// PathKeys: member names here are file paths (a file-history
	// snapshot's tracked files), scrubbed as paths.
	PathKeys bool
	// Prefixes are the documented prefixes of a string here that a
	// parser branches on (a key's shape marker, a token's version): the
	// first one a string starts with is kept verbatim, the rest of it
	// scrubbed as the position says.
	Prefixes []string
	Field    Field
	Surface  Surface
	// Level is the FrameBuilder level of a container here.
	Level Level
}

// SchemaSpec is a format's schema as data. Positions[0] is the line's
// value. Names are the format's own; "content" is reserved for PosContent.
type SchemaSpec struct {
	Positions []PositionSpec
	// TypeKeys, DiscKeys and NameKeys are member names whose string values
	// are discriminators at any depth: a type, another discriminator, and
	// a name (kept only where it names a tool-like thing).
	TypeKeys, DiscKeys, NameKeys []string
	// IDKeys are member names whose string values are ids that pair
	// things at any depth (a frame's uuid and its parent's, a call id and
	// its result's, a session id): each id gets one pseudonym, the one a
	// file named by it gets.
	IDKeys []string
	// TimeKeys are member names whose values are timestamps at any
	// depth: an RFC 3339 string or date, or a number of Unix seconds or
	// milliseconds, shifted by the run's offset in their written form.
	TimeKeys []string
	// Markers are harness markup a parser branches on (tags such as
	// <command-name>, header lines): kept verbatim inside scrubbed
	// strings, whatever they enclose scrubbed. A marker may hold one
	// number that stays with it, an exit code or a count: %d stands for
	// an integer (digits, a leading minus), %f for a decimal (digits and
	// dots); the text after it is kept where it follows the number.
	Markers []string
	// TextBlock and ToolBlock are the block types whose text and input
	// are the text and tool-input surfaces; MCPTools are the tool names
	// whose arguments are MCP arguments.
	TextBlock, ToolBlock string
	MCPTools             []string
	// Shapes are the format's documented shapes.
	Shapes ShapeSpec
}

// PosInfo is what a compiled position says.
type PosInfo struct {
	Container                            Container
	Discriminator, SchemaKeys, ToolInput bool
	Block, EmbeddedJSON, Base64          bool
	PathKeys                             bool
	Prefixes                             []string
	Field                                Field
	Surface                              Surface
	Level                                Level
	// byLen[n] are the edges of member names n bytes long: the named
	// members and the key-kind names, merged.
	byLen [][]edge
	// fields are the edges of byLen whose value is a frame field, for
	// the frame parser: a shorter scan.
	fields      [][]edge
	other, elem Pos
	levelObj    bool // a container at Level is an object
}

type edge struct {
	key  string
	to   Pos
	kind KeyKind
}

// KeyKind is what a member name makes of its string value anywhere.
type KeyKind uint8

// Key kinds.
const (
	KeyPlain KeyKind = iota
	KeyType
	KeyDisc
	KeyName
	KeyID
	KeyTime
)

// Schema is a compiled SchemaSpec. It is immutable and safe for
// concurrent use.
type Schema struct {
	pos   []PosInfo
	kinds map[string]KeyKind
	// known[c] has bit n%64 set when some member name the schema names
	// is n bytes long and starts with c: most names are none of them.
	known                [256]uint64
	Root                 Pos
	TextBlock, ToolBlock string
	MCPTools             []string
	// Markers are SchemaSpec.Markers. Do not modify.
	Markers []string
	shapes  *shapeTable
}

// CompileSchema checks spec and compiles it. The error names the
// position at fault.
func CompileSchema(spec SchemaSpec) (*Schema, error) {
	if len(spec.Positions) == 0 || len(spec.Positions)+1 > MaxPositions {
		return nil, fmt.Errorf("transcript: schema: %d positions; want 1 to %d", len(spec.Positions), MaxPositions-1)
	}
	index := map[string]Pos{"content": PosContent}
	for i, p := range spec.Positions {
		if _, dup := index[p.Name]; dup || p.Name == "" {
			return nil, fmt.Errorf("transcript: schema: position %d: name %q is empty, reserved or taken", i, p.Name)
		}
		index[p.Name] = Pos(i + 1)
	}
	shapes, err := compileShapes(spec.Shapes)
	if err != nil {
		return nil, err
	}
	s := &Schema{pos: make([]PosInfo, len(spec.Positions)+1), Root: 1,
		TextBlock: spec.TextBlock, ToolBlock: spec.ToolBlock, MCPTools: slices.Clone(spec.MCPTools),
		Markers: slices.Clone(spec.Markers), shapes: shapes}
	resolve := func(from, name string, self Pos) (Pos, error) {
		if name == "" {
			return self, nil
		}
		to, ok := index[name]
		if !ok {
			return 0, fmt.Errorf("transcript: schema: position %q: no position %q", from, name)
		}
		return to, nil
	}
	s.kinds = map[string]KeyKind{}
	for _, k := range []struct {
		keys []string
		kind KeyKind
	}{{spec.TypeKeys, KeyType}, {spec.DiscKeys, KeyDisc}, {spec.NameKeys, KeyName}, {spec.IDKeys, KeyID}, {spec.TimeKeys, KeyTime}} {
		for _, key := range k.keys {
			s.kinds[key] = k.kind
		}
	}
	for i, p := range spec.Positions {
		self := Pos(i + 1)
		info := PosInfo{Container: p.Container, Discriminator: p.Discriminator, SchemaKeys: p.SchemaKeys,
			ToolInput: p.ToolInput, Block: p.Block, EmbeddedJSON: p.EmbeddedJSON, Base64: p.Base64,
			PathKeys: p.PathKeys, Prefixes: slices.Clone(p.Prefixes), Field: p.Field, Surface: p.Surface, Level: p.Level,
			levelObj: p.Level != LevelContent}
		var err error
		if info.other, err = resolve(p.Name, p.Other, self); err != nil {
			return nil, err
		}
		if info.elem, err = resolve(p.Name, p.Elem, self); err != nil {
			return nil, err
		}
		edges := map[string]edge{}
		for key, kind := range s.kinds {
			edges[key] = edge{key, info.other, kind}
		}
		for key, name := range p.Keys {
			to, err := resolve(p.Name, name, self)
			if err != nil {
				return nil, err
			}
			edges[key] = edge{key, to, s.kinds[key]}
		}
		info.byLen = byLen(edges)
		if p.Level != LevelNone && (p.Container == ContainerScalar || p.Container == ContainerArray && info.levelObj ||
			p.Container == ContainerObject && !info.levelObj) {
			return nil, fmt.Errorf("transcript: schema: position %q: level %d on a %d container", p.Name, p.Level, p.Container)
		}
		s.pos[self] = info
	}
	for i := range s.pos {
		info := &s.pos[i]
		fields := map[string]edge{}
		for _, b := range info.byLen {
			for _, e := range b {
				if s.pos[e.to].Field != FieldNone {
					fields[e.key] = e
				}
			}
		}
		info.fields = byLen(fields)
	}
	for _, info := range s.pos {
		for _, b := range info.byLen {
			for _, e := range b {
				if e.key != "" {
					s.known[e.key[0]] |= 1 << (len(e.key) % 64)
				}
			}
		}
	}
	content := map[string]edge{}
	for key, kind := range s.kinds {
		content[key] = edge{key, PosContent, kind}
	}
	s.pos[PosContent].byLen = byLen(content)
	return s, nil
}

// byLen buckets edges by the length of their names, each bucket sorted.
func byLen(edges map[string]edge) [][]edge {
	var out [][]edge
	for _, key := range slices.Sorted(maps.Keys(edges)) {
		for len(out) <= len(key) {
			out = append(out, nil)
		}
		out[len(key)] = append(out[len(key)], edges[key])
	}
	return out
}

// Info returns what position p says. p must be a position of s.
func (s *Schema) Info(p Pos) *PosInfo { return &s.pos[p] }

// Positions returns what every position says, indexed by Pos, for a
// walk that looks positions up itself. Do not modify.
func (s *Schema) Positions() []PosInfo { return s.pos }

// Key is the position of the value of the member key of an object at p,
// and the kind key gives a string value.
func (s *Schema) Key(p Pos, key []byte) (Pos, KeyKind) {
	info := &s.pos[p]
	n := len(key)
	if n > 0 && s.known[key[0]]&(1<<(n%64)) == 0 {
		return info.other, KeyPlain
	}
	if n < len(info.byLen) {
		for i := range info.byLen[n] {
			if e := &info.byLen[n][i]; n == 0 || e.key[0] == key[0] && e.key == string(key) {
				return e.to, e.kind
			}
		}
	}
	return info.other, KeyPlain
}

// Field is the frame field of the member key of an object at p, and the
// position of its value when it is one (else PosContent).
func (s *Schema) Field(p Pos, key []byte) (Field, Pos) {
	info := &s.pos[p]
	if n := len(key); n < len(info.fields) {
		for _, e := range info.fields[n] {
			if n == 0 || e.key[0] == key[0] && e.key == string(key) {
				return s.pos[e.to].Field, e.to
			}
		}
	}
	return FieldNone, PosContent
}

// Elem is the position of an element of an array at p.
func (s *Schema) Elem(p Pos) Pos { return s.pos[p].elem }

// Open is the position of a container (an object when obj) opened at p:
// p itself where the position allows that container, else PosContent.
func (s *Schema) Open(p Pos, obj bool) Pos {
	switch s.pos[p].Container {
	case ContainerObject:
		if !obj {
			return PosContent
		}
	case ContainerArray:
		if obj {
			return PosContent
		}
	case ContainerScalar:
		return PosContent
	}
	return p
}

// LevelOf is the FrameBuilder level of a container (an object when obj)
// at p, LevelNone where it is not one a Frame is made of.
func (s *Schema) LevelOf(p Pos, obj bool) Level {
	if info := &s.pos[p]; info.levelObj == obj {
		return info.Level
	}
	return LevelNone
}

// KindOf is the kind the member name key gives its string value anywhere.
func (s *Schema) KindOf(key []byte) KeyKind { return s.kinds[string(key)] }
