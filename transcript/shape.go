package transcript

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// This file holds the documented shapes of the format (the seed record's
// frame taxonomy) and tallies, by name, what a corpus holds outside them:
// drift. It also tells which of the fields the record says Cursor never
// writes (tool results, call ids, timestamps, …) some frame did hold.
//
// Names are printed only when they are identifier-like (see DriftName):
// drift is reported in the export manifest, which must hold no content.

// The kinds of drift, in report order.
const (
	DriftKeyset        = "keyset"         // top-level key set
	DriftRole          = "role"           // role of a frame with a "role" key
	DriftMessageKeyset = "message_keyset" // key set of an object "message"
	DriftContent       = "content"        // JSON type of message.content: string, object, other, missing
	DriftBlockType     = "block_type"     // type of a content block
	DriftBlockKeyset   = "block_keyset"   // key set of a block of a documented type
	DriftToolName      = "tool_name"      // tool_use name outside the observed inventory
	DriftTurnStatus    = "turn_status"    // turn_ended status
	DriftType          = "type"           // a frame type outside Members
	DriftKey           = "key"            // a member outside Members: type.key, type.message.key, type/block.key
)

var driftOrder = []string{DriftKeyset, DriftRole, DriftMessageKeyset, DriftContent,
	DriftBlockType, DriftBlockKeyset, DriftToolName, DriftTurnStatus, DriftType, DriftKey}

// Names standing for what is not printed.
const (
	NameOther   = "<other>"   // a name that is not identifier-like
	NameNone    = "<none>"    // a role, status or tool name that is absent or not a string
	NameUntyped = "<untyped>" // a block without a string "type"
)

// ShapeSpec is a format's documented shapes, part of its SchemaSpec:
// what its record says frames look like. The rest is drift.
type ShapeSpec struct {
	// Keysets are the documented top-level key sets, MessageKeysets those
	// of a frame's message; Roles the documented roles of a frame with a
	// "role" key; Statuses the documented turn_ended statuses.
	Keysets, MessageKeysets, Roles, Statuses []string
	// StringContent: a message's content may be a string.
	StringContent bool
	// Blocks maps each documented block type to its key set.
	Blocks map[string]string
	// Tools is the observed tool-name inventory; others are drift, not
	// errors: tool names are an open set. With MCPTools, a name of an
	// MCP tool (mcp__<server>__<tool>, an open set of private names) is
	// documented too.
	Tools    []string
	MCPTools bool
	// Values are the documented values of the format's other
	// discriminators (a queue operation's enqueue and dequeue): part of
	// its vocabulary (SchemaSpec.Words), not of its drift.
	Values []string
	// NotRecorded are the fields (FieldToolResults, …) the format does
	// not record: what the manifest says no bundled frame holds.
	NotRecorded []string
	// Members are, by frame type, the documented members of that type's
	// frames (comma-joined); MessageMembers those of a message and
	// BlockMembers, by block type, those of a block. A key set within
	// them is documented as a listed one is: a format whose frames hold
	// many optional members (Claude Code) has too many key sets to list.
	// With Members, drift names each frame type outside them (DriftType)
	// and each member outside its type's, message's or block's
	// (DriftKey), not only the key set, whose name is NameOther past
	// maxKeys keys.
	Members        map[string]string
	MessageMembers string
	BlockMembers   map[string]string
	// Tally, when set, makes the format's drift its own: a format whose
	// lines the neutral frame cannot name (Codex's line types, payload
	// types and members, its older generations) tallies them in a
	// DriftTally of its own, and the neutral tally notes only the fields
	// its frames record. What scan, the export manifest and verify read
	// of Shapes then holds the format's drift.
	Tally func() DriftTally
}

// DriftTally is a format's own tally of drift (ShapeSpec.Tally). Like
// Shapes it is not safe for concurrent use: each goroutine has its own,
// and they are merged.
type DriftTally interface {
	// Frame tallies frame f of file (a path the witnesses name).
	Frame(file string, f *Frame)
	// Merge adds o, a tally the same Tally made, to the receiver; of two
	// witnesses the first by file, then line is kept.
	Merge(o DriftTally)
	// Drift returns the entries, in the format's order of kinds, then
	// by name; never nil.
	Drift() []DriftEntry
}

// shapeTable is a compiled ShapeSpec.
type shapeTable struct {
	ShapeSpec
	tools       map[string]bool
	notRecorded map[string]bool
	// members, message and blocks are Members, MessageMembers and
	// BlockMembers as sets.
	members, blocks map[string]map[string]bool
	message         map[string]bool
}

func compileShapes(spec ShapeSpec) (*shapeTable, error) {
	t := &shapeTable{ShapeSpec: spec, tools: map[string]bool{}, notRecorded: map[string]bool{},
		members: memberSets(spec.Members), blocks: memberSets(spec.BlockMembers), message: memberSet(spec.MessageMembers)}
	for _, name := range spec.Tools {
		t.tools[name] = true
	}
	for _, f := range spec.NotRecorded {
		if !slices.Contains(fieldOrder, f) {
			return nil, fmt.Errorf("transcript: schema: shapes: no field %q", f)
		}
		t.notRecorded[f] = true
	}
	return t, nil
}

// tool reports whether name is a documented tool name.
func (t *shapeTable) tool(name string) bool {
	return t.tools[name] || t.MCPTools && strings.HasPrefix(name, "mcp__")
}

// memberSets returns each comma-joined member list of m as a set.
func memberSets(m map[string]string) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for typ, list := range m {
		out[typ] = memberSet(list)
	}
	return out
}

// memberSet returns the comma-joined members of list as a set, nil for
// none.
func memberSet(list string) map[string]bool {
	if list == "" {
		return nil
	}
	set := map[string]bool{}
	for k := range strings.SplitSeq(list, ",") {
		set[k] = true
	}
	return set
}

// within reports whether every member of the comma-joined keyset is in
// set (none is, of a nil set).
func within(keyset string, set map[string]bool) bool {
	if set == nil {
		return false
	}
	for k := range strings.SplitSeq(keyset, ",") {
		if !set[k] {
			return false
		}
	}
	return true
}

// keyset reports whether keyset, of a frame of type typ, is documented.
func (s *Shapes) keyset(typ, keyset string) bool {
	return slices.Contains(s.t.Keysets, keyset) || s.within(memberKey{frameMembers, typ, keyset}, s.t.members[typ])
}

// messageKeyset reports whether a message's keyset is documented.
func (s *Shapes) messageKeyset(keyset string) bool {
	return slices.Contains(s.t.MessageKeysets, keyset) || s.within(memberKey{messageMembers, "", keyset}, s.t.message)
}

// blockKeyset reports whether keyset is documented for a block of type
// typ, a documented type.
func (s *Shapes) blockKeyset(typ, keyset string) bool {
	return s.t.Blocks[typ] == keyset || s.within(memberKey{blockMembers, typ, keyset}, s.t.blocks[typ])
}

// memberKey is a key set of a frame, a message or a block of a type.
type memberKey struct {
	of          uint8 // frameMembers, messageMembers, blockMembers
	typ, keyset string
}

const (
	frameMembers uint8 = iota
	messageMembers
	blockMembers
)

// within is within(k.keyset, set) for set the members k names,
// remembered: frames repeat a few key sets.
func (s *Shapes) within(k memberKey, set map[string]bool) bool {
	if set == nil {
		return false
	}
	in, ok := s.inMembers[k]
	if !ok {
		in = within(k.keyset, set)
		if len(s.inMembers) < maxKeyed {
			s.inMembers[k] = in
		}
	}
	return in
}

// Documented reports whether a count of kind (a Stats map: "keysets",
// "roles", "blocks", "tool_names", "turn_ended") under name is inside the
// documented shapes of sch.
func Documented(sch *Schema, table, name string) bool {
	t := sch.shapes
	switch table {
	case "keysets":
		// The table counts key sets of every frame type together.
		return slices.Contains(t.Keysets, name) || slices.ContainsFunc(slices.Collect(maps.Values(t.members)),
			func(set map[string]bool) bool { return within(name, set) })
	case "roles":
		return slices.Contains(t.Roles, name)
	case "blocks":
		return t.Blocks[name] != ""
	case "tool_names":
		return t.tool(name)
	case "turn_ended":
		return slices.Contains(t.Statuses, name)
	}
	return true
}

// DriftEntry is one name of one kind outside the documented shapes, with
// how often it occurs and where first (by file, then line).
type DriftEntry struct {
	Kind    string   `json:"kind"`
	Name    string   `json:"name"`
	Count   int      `json:"count"`
	Witness Position `json:"witness"`
}

// Position is a frame of a file: its 1-based line and 0-based frame index.
type Position struct {
	File  string `json:"file"`
	Line  int    `json:"line"`
	Frame int    `json:"frame"`
}

// The fields the format does not record, as named in NotRecorded.
const (
	FieldToolResults    = "tool_results"     // a tool_result block, role "tool", tool_use_id, is_error
	FieldCallIDs        = "call_ids"         // an id on a tool_use block
	FieldPerCallOutcome = "per_call_outcome" // status, is_error, exit code or duration on a call or result
	FieldTimestamps     = "timestamps"       // a time key on a frame, message or block
	FieldUsage          = "usage"            // usage or token counts on a frame or message
	FieldModel          = "model"            // model on a frame or message
	FieldClientVersion  = "client_version"   // a version key on a frame or message
	FieldMessageIDs     = "message_ids"      // an id on a message or message frame
	FieldSessionID      = "session_id"       // a session or conversation id in a frame
)

var fieldOrder = []string{FieldToolResults, FieldCallIDs, FieldPerCallOutcome, FieldTimestamps,
	FieldUsage, FieldModel, FieldClientVersion, FieldMessageIDs, FieldSessionID}

// fieldKeys are the keys that record each field, by where they stand.
var (
	timeKeys    = []string{"timestamp", "createdAt", "created_at", "updatedAt", "updated_at", "time", "ts"}
	usageKeys   = []string{"usage", "tokens", "token_count", "tokenCount"}
	versionKeys = []string{"version", "client_version", "clientVersion", "cursorVersion", "cursor_version"}
	sessionKeys = []string{"sessionId", "session_id", "conversationId", "conversation_id", "composerId"}
	resultKeys  = []string{"tool_use_id", "toolUseId", "is_error", "toolUseResult", "result"}
	outcomeKeys = []string{"is_error", "status", "exit_code", "exitCode", "duration", "duration_ms", "durationMs"}
	callIDKeys  = []string{"id", "call_id", "callId", "toolCallId", "tool_call_id"}
)

// Shapes tallies drift and recorded fields over frames. Not safe for
// concurrent use: give each goroutine its own and Merge them. The zero
// value is not ready; use NewShapes.
type Shapes struct {
	drift    map[[2]string]*DriftEntry
	recorded map[string]bool
	// keyed are the key sets keys has seen, and blockKeyed the type and
	// key set pairs block has (at most maxKeyed each): recorded only
	// grows, so one seen again records nothing new. sets are the facts of
	// the key sets seen (at most maxKeyed).
	keyed      map[string]bool
	blockKeyed map[[2]string]bool
	sets       map[string]keysetFacts
	// inMembers remembers within's answers (at most maxKeyed), for the
	// schema t.
	inMembers map[memberKey]bool
	// t are the shapes of the frames tallied next (SetSchema);
	// notRecorded the fields one of the formats tallied does not record.
	t           *shapeTable
	notRecorded map[string]bool
	pos         Position
	// own are the tallies of the formats whose drift is their own
	// (ShapeSpec.Tally), by their shapes; tally is t's (nil for none).
	own   map[*shapeTable]DriftTally
	tally DriftTally
}

// NewShapes returns an empty Shapes. Call SetSchema before Frame.
func NewShapes() *Shapes {
	return &Shapes{drift: map[[2]string]*DriftEntry{}, recorded: map[string]bool{}, keyed: map[string]bool{},
		blockKeyed: map[[2]string]bool{}, sets: map[string]keysetFacts{}, notRecorded: map[string]bool{}, inMembers: map[memberKey]bool{},
		own: map[*shapeTable]DriftTally{}}
}

// keysetFacts is what Frame asks of a key set: its drift name
// (keysetName) and whether it holds role, message and id.
type keysetFacts struct {
	name              string
	role, message, id bool
}

// facts returns the facts of keyset, remembered.
func (s *Shapes) facts(keyset string) keysetFacts {
	if k, ok := s.sets[keyset]; ok {
		return k
	}
	k := keysetFacts{name: keysetName(keyset), role: hasKey(keyset, "role"), message: hasKey(keyset, "message"), id: hasKey(keyset, "id")}
	if len(s.sets) < maxKeyed {
		s.sets[keyset] = k
	}
	return k
}

// SetSchema makes the frames tallied next be of the schema sch (that of
// their corpus's Format), with its documented shapes.
func (s *Shapes) SetSchema(sch *Schema) {
	if s.t != sch.shapes {
		clear(s.inMembers)
	}
	s.t, s.tally = sch.shapes, nil
	for f := range s.t.notRecorded {
		s.notRecorded[f] = true
	}
	if s.t.Tally != nil {
		if s.own[s.t] == nil {
			s.own[s.t] = s.t.Tally()
		}
		s.tally = s.own[s.t]
	}
}

// Frame tallies frame f of file. A frame of documented shapes costs a few
// comparisons.
func (s *Shapes) Frame(file string, f *Frame) {
	t := s.t
	if s.tally != nil {
		s.tally.Frame(file, f)
	}
	if s.documented(f) {
		return
	}
	s.pos = Position{File: file, Line: f.Line.Num, Frame: f.Index}
	k := s.facts(f.Keyset)
	if !s.keyset(f.Type, f.Keyset) {
		s.add(DriftKeyset, k.name)
		if set, ok := t.members[f.Type]; ok {
			s.members(DriftName(f.Type)+".", f.Keyset, set)
		} else if len(t.members) > 0 {
			s.add(DriftType, noneOr(f.Type))
		}
	}
	s.keys(f.Keyset)
	if k.role && !slices.Contains(t.Roles, f.Role) {
		s.add(DriftRole, noneOr(f.Role))
		if f.Role == "tool" {
			s.recorded[FieldToolResults] = true
		}
	}
	if k.id && k.message {
		s.recorded[FieldMessageIDs] = true
	}
	if f.Kind == KindTurnEnded && !slices.Contains(t.Statuses, f.Status) {
		s.add(DriftTurnStatus, noneOr(f.Status))
	}
	if !k.message {
		return
	}
	m := s.facts(f.MessageKeyset)
	if f.MessageKeyset != "" && !s.messageKeyset(f.MessageKeyset) {
		s.add(DriftMessageKeyset, m.name)
		if t.message != nil {
			s.members(DriftName(f.Type)+".message.", f.MessageKeyset, t.message)
		}
	}
	s.keys(f.MessageKeyset)
	if m.id {
		s.recorded[FieldMessageIDs] = true
	}
	if f.ContentKind != ValueArray && !(t.StringContent && f.ContentKind == ValueString) {
		form := f.ContentKind.String()
		if f.ContentKind == ValueNone {
			form = "missing"
		}
		s.add(DriftContent, form)
	}
	for i := range f.Blocks {
		s.block(f.Type, &f.Blocks[i])
	}
}

// members adds a DriftKey named prefix+key for each member of keyset
// outside set.
func (s *Shapes) members(prefix, keyset string, set map[string]bool) {
	for k := range strings.SplitSeq(keyset, ",") {
		if k != "" && !set[k] {
			s.add(DriftKey, prefix+DriftName(k))
		}
	}
}

// block tallies one content block of a frame of type typ.
func (s *Shapes) block(typ string, b *Block) {
	_, known := s.t.Blocks[b.Type]
	switch {
	case b.Type == "":
		s.add(DriftBlockType, NameUntyped)
	case !known:
		s.add(DriftBlockType, DriftName(b.Type))
	case !s.blockKeyset(b.Type, b.Keyset):
		s.add(DriftBlockKeyset, s.facts(b.Keyset).name)
		if set := s.t.blocks[b.Type]; set != nil {
			s.members(DriftName(typ)+"/"+DriftName(b.Type)+".", b.Keyset, set)
		}
	}
	if b.Type == "tool_use" && !s.t.tool(b.Name) {
		s.add(DriftToolName, noneOr(b.Name))
	}
	if k := [2]string{b.Type, b.Keyset}; s.blockKeyed[k] {
		return
	} else if len(s.blockKeyed) < maxKeyed {
		s.blockKeyed[k] = true
	}
	if b.Type == "tool_result" || anyKey(b.Keyset, resultKeys) {
		s.recorded[FieldToolResults] = true
	}
	if b.Type == "tool_use" && anyKey(b.Keyset, callIDKeys) {
		s.recorded[FieldCallIDs] = true
	}
	if (b.Type == "tool_use" || b.Type == "tool_result") && anyKey(b.Keyset, outcomeKeys) {
		s.recorded[FieldPerCallOutcome] = true
	}
	if anyKey(b.Keyset, timeKeys) {
		s.recorded[FieldTimestamps] = true
	}
}

// keys notes the fields a frame's or a message's key set records.
func (s *Shapes) keys(keyset string) {
	if s.keyed[keyset] {
		return
	}
	if len(s.keyed) < maxKeyed {
		s.keyed[keyset] = true
	}
	for _, k := range []struct {
		keys  []string
		field string
	}{{timeKeys, FieldTimestamps}, {usageKeys, FieldUsage}, {[]string{"model"}, FieldModel},
		{versionKeys, FieldClientVersion}, {sessionKeys, FieldSessionID}} {
		if anyKey(keyset, k.keys) {
			s.recorded[k.field] = true
		}
	}
}

// documented reports whether every shape of f is documented: the common
// case, tested first. Only a turn_ended frame and a message frame can be;
// every other frame takes the full tally, which notes the fields its keys
// record.
func (s *Shapes) documented(f *Frame) bool {
	t := s.t
	if !s.keyset(f.Type, f.Keyset) {
		return false
	}
	if f.Kind == KindTurnEnded {
		return slices.Contains(t.Statuses, f.Status)
	}
	if !hasKey(f.Keyset, "message") || !s.messageKeyset(f.MessageKeyset) ||
		f.ContentKind != ValueArray || !slices.Contains(t.Roles, f.Role) {
		return false
	}
	for i := range f.Blocks {
		b := &f.Blocks[i]
		if _, ok := t.Blocks[b.Type]; !ok || !s.blockKeyset(b.Type, b.Keyset) || b.Type == "tool_use" && !t.tool(b.Name) {
			return false
		}
	}
	return true
}

// add counts a drift entry at the current position, keeping as its
// witness the first by file, then line, whatever order files are read in.
// A format whose drift is its own tally's adds none.
func (s *Shapes) add(kind, name string) {
	if s.tally != nil {
		return
	}
	k := [2]string{kind, name}
	e := s.drift[k]
	if e == nil {
		e = &DriftEntry{Kind: kind, Name: name, Witness: s.pos}
		s.drift[k] = e
	} else if s.pos.Before(e.Witness) {
		e.Witness = s.pos
	}
	e.Count++
}

// Merge adds o's tallies to s; of two witnesses the first by file, then
// line is kept, so the result does not depend on the order of merges.
func (s *Shapes) Merge(o *Shapes) {
	MergeDrift(s.drift, o.drift)
	for f := range o.recorded {
		s.recorded[f] = true
	}
	for f := range o.notRecorded {
		s.notRecorded[f] = true
	}
	for t, d := range o.own {
		if mine := s.own[t]; mine != nil {
			mine.Merge(d)
		} else {
			s.own[t] = d
		}
	}
}

// MergeDrift adds the drift entries of src, by kind and name, to dst:
// counts add up, and the witness that stands first is kept.
func MergeDrift(dst, src map[[2]string]*DriftEntry) {
	for k, e := range src {
		if d := dst[k]; d == nil {
			c := *e
			dst[k] = &c
		} else {
			d.Count += e.Count
			if e.Witness.Before(d.Witness) {
				d.Witness = e.Witness
			}
		}
	}
}

// Before reports whether a stands before b, by file, then line: the
// witness a merge of drift keeps, whatever the order files were read in.
func (a Position) Before(b Position) bool {
	return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line)) < 0
}

// Drift returns the drift entries by kind (in a fixed order), then name,
// and after them the entries of the formats' own tallies (ShapeSpec.Tally),
// each format's in its order, the formats by their first entry; never
// nil.
func (s *Shapes) Drift() []DriftEntry {
	out := make([]DriftEntry, 0, len(s.drift))
	for _, e := range s.drift {
		out = append(out, *e)
	}
	slices.SortFunc(out, func(a, b DriftEntry) int {
		return cmp.Or(cmp.Compare(slices.Index(driftOrder, a.Kind), slices.Index(driftOrder, b.Kind)),
			strings.Compare(a.Name, b.Name))
	})
	var own [][]DriftEntry
	for _, d := range s.own {
		if e := d.Drift(); len(e) > 0 {
			own = append(own, e)
		}
	}
	slices.SortFunc(own, func(a, b []DriftEntry) int {
		return cmp.Or(strings.Compare(a[0].Witness.File, b[0].Witness.File), cmp.Compare(a[0].Witness.Line, b[0].Witness.Line),
			strings.Compare(a[0].Kind, b[0].Kind), strings.Compare(a[0].Name, b[0].Name))
	})
	for _, e := range own {
		out = append(out, e...)
	}
	return out
}

// NotRecorded returns, in a fixed order, the fields that one of the
// formats tallied does not record and no frame tallied held; never nil.
func (s *Shapes) NotRecorded() []string {
	out := []string{}
	for _, f := range fieldOrder {
		if s.notRecorded[f] && !s.recorded[f] {
			out = append(out, f)
		}
	}
	return out
}

// hasKey reports whether a comma-joined key set holds key.
// hasKey reports whether the comma-separated key set holds key.
func hasKey(keyset, key string) bool {
	for i := 0; i <= len(keyset); {
		k := strings.Index(keyset[i:], key)
		if k < 0 {
			return false
		}
		i += k
		end := i + len(key)
		if (i == 0 || keyset[i-1] == ',') && (end == len(keyset) || keyset[end] == ',') {
			return true
		}
		i++
	}
	return false
}

func anyKey(keyset string, keys []string) bool {
	for k := range strings.SplitSeq(keyset, ",") {
		if slices.Contains(keys, k) {
			return true
		}
	}
	return false
}

// maxKeyed bounds Shapes.keyed: a source of ever new key sets costs the
// splitting, not memory.
const maxKeyed = 1024

// maxName is the longest name printed.
const maxName = 40

// DriftName returns name as drift reports it: itself when it is
// identifier-like (an ASCII letter or '_' first, then letters, digits,
// '_', '-' and '.'), at most maxName bytes and not token-like, else
// NameOther. A token-like name has a piece (split at '_', '-', '.') with
// more than three digits or with three changes between letters and
// digits: an id or a key rather than a word. An MCP tool name
// (mcp__<server>__<tool>) is NameOther too: its server is the user's own
// name, which the bundle holds only as a pseudonym.
func DriftName(name string) string {
	if name == "" || len(name) > maxName || !(isLetterByte(name[0]) || name[0] == '_') || strings.HasPrefix(name, "mcp__") {
		return NameOther
	}
	digits, changes := 0, 0
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '_' || c == '-' || c == '.':
			digits, changes = 0, 0
			continue
		case isDigitByte(c):
			digits++
		case !isLetterByte(c):
			return NameOther
		}
		if i > 0 && isDigitByte(c) != isDigitByte(name[i-1]) && name[i-1] != '_' && name[i-1] != '-' && name[i-1] != '.' {
			changes++
		}
		if digits > 3 || changes >= 3 {
			return NameOther
		}
	}
	return name
}

// noneOr is DriftName(name), or NameNone for "".
func noneOr(name string) string {
	if name == "" {
		return NameNone
	}
	return DriftName(name)
}

// keysetName is a key set as drift reports it: "{}" when empty, its keys
// comma-joined when there are at most maxKeys and every one is a printable
// name, else NameOther.
func keysetName(keyset string) string {
	if keyset == "" {
		return "{}"
	}
	n := 0
	for k := range strings.SplitSeq(keyset, ",") {
		if n++; n > maxKeys || DriftName(k) != k {
			return NameOther
		}
	}
	return keyset
}

// maxKeys is the most keys a key set printed has.
const maxKeys = 12

func isLetterByte(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigitByte(c byte) bool  { return '0' <= c && c <= '9' }
