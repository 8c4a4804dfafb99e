package transcript

import (
	"bytes"
	"maps"
	"strings"
)

// Inventory accumulates Stats over files one frame at a time, so that a
// pipeline reading frames for another purpose can tally them in the same
// pass. An Inventory is not safe for concurrent use: give each goroutine
// its own and Merge them.
type Inventory struct {
	s        Stats
	payloads Sizes
	sidecars Sizes
	bytes    int64
	problems map[Problem]int
	shapes   *Shapes
	// counts: only the counts NewCounts names are tallied.
	counts bool
	// sections are the formats' own sections by format name (SetFormat),
	// section the current file's (nil when its format has none).
	sections map[string]Section
	section  Section
	// per-file state
	file             string
	users, turnEnded int
	skipped          int
	lastTurnEnded    bool
	neg              [3]bool
	frames           int
}

// NewCounts returns an empty Inventory that tallies only the counts of
// files, frames, bytes and lines left out or noted (Stats' Transcripts,
// Subagents, Sidecars, Frames, MalformedLines and UnterminatedTails;
// Bytes, Problems, FileSkipped): what an export reports of its source,
// which reads no frame's shapes, keys, blocks or bytes for them. Its
// other figures stay zero, so its Stats are not a scan's.
func NewCounts() *Inventory {
	in := NewInventory()
	in.counts = true
	return in
}

// NewInventory returns an empty Inventory.
func NewInventory() *Inventory {
	return &Inventory{
		s: Stats{
			Keysets: map[string]int{}, Roles: map[string]int{}, Blocks: map[string]int{},
			ToolNames: map[string]int{}, InputKinds: map[string]int{}, TurnEnded: map[string]int{},
		},
		problems: map[Problem]int{},
		shapes:   NewShapes(),
	}
}

var negatives = [3][]byte{[]byte("tool_result"), []byte("tool_use_id"), []byte("is_error")}

// negativeUnderscore is where each negative has its underscore.
var negativeUnderscore = func() (at [3]int) {
	for j, n := range negatives {
		at[j] = bytes.IndexByte(n, '_')
	}
	return at
}()

// SetSchema makes the files tallied next be of the schema sch (that of
// their corpus's Format), for their documented shapes.
func (in *Inventory) SetSchema(sch *Schema) { in.shapes.SetSchema(sch) }

// SetFormat makes the files tallied next be of the format f: its schema,
// and its own section when it has one (see Sectioned).
func (in *Inventory) SetFormat(f Format) {
	in.SetSchema(f.Schema())
	in.section = in.sectionOf(f.Name(), f)
}

// sectionOf returns the section of the format named name, made from f
// the first time (f nil: none made), or nil when the format has none.
func (in *Inventory) sectionOf(name string, f Format) Section {
	if sec, ok := in.sections[name]; ok || f == nil {
		return sec
	}
	sf, ok := f.(Sectioned)
	if !ok {
		return nil
	}
	if in.sections == nil {
		in.sections = map[string]Section{}
	}
	in.sections[name] = sf.NewSection()
	return in.sections[name]
}

// BeginFile starts a transcript or subagent file.
func (in *Inventory) BeginFile(f File) {
	if f.Role == RoleSubagent {
		in.s.Subagents++
	} else {
		in.s.Transcripts++
	}
	in.bytes += f.Size
	in.file = f.Path
	in.users, in.turnEnded, in.skipped, in.lastTurnEnded, in.frames = 0, 0, 0, false, 0
	in.neg = [3]bool{}
	if in.section != nil {
		in.section.BeginFile(f)
	}
}

// Line tallies the raw bytes of every line, frame or not (negative greps).
// Every negative string holds an underscore, so only the underscores of
// the line are looked at.
func (in *Inventory) Line(raw []byte) {
	if in.counts || in.neg == [3]bool{true, true, true} {
		return
	}
	for i := 0; ; i++ {
		k := bytes.IndexByte(raw[i:], '_')
		if k < 0 {
			return
		}
		i += k
		for j, n := range negatives {
			u := negativeUnderscore[j]
			if !in.neg[j] && i >= u && bytes.HasPrefix(raw[i-u:], n) {
				in.neg[j] = true
			}
		}
	}
}

// Problem tallies a skipped or noted line.
func (in *Inventory) Problem(p Problem) {
	in.problems[p]++
	if p.Skipped() {
		in.skipped++
	}
	switch p {
	case Malformed, TooDeep:
		in.s.MalformedLines++
	case Unterminated:
		in.s.UnterminatedTails++
	}
}

// Frame tallies one frame of the current file.
func (in *Inventory) Frame(f *Frame) {
	s := &in.s
	s.Frames++
	in.frames++
	for _, p := range f.Notes.Problems() {
		in.problems[p]++
	}
	if in.counts {
		return
	}
	s.Keysets[f.Keyset]++
	in.lastTurnEnded = f.Kind == KindTurnEnded
	in.shapes.Frame(in.file, f)
	if in.section != nil {
		in.section.Frame(f, f.Line.Bytes)
	}
	switch f.Kind {
	case KindTurnEnded:
		s.TurnEnded[f.Status]++
		in.turnEnded++
		return
	case KindMessage:
		s.Roles[f.Role]++
		if f.Role == "user" {
			in.users++
		}
	}
	calls := 0
	for i := range f.Blocks {
		b := &f.Blocks[i]
		if b.Type == "" {
			s.Blocks[NameUntyped]++
		} else {
			s.Blocks[b.Type]++
		}
		switch b.Type {
		case "text":
			in.payloads.Add(int64(b.Payload))
		case "tool_use":
			calls++
			s.ToolNames[b.Name]++
			if b.InputKind != ValueNone {
				s.InputKinds[b.InputKind.String()]++
				in.payloads.Add(int64(b.Payload))
			}
			if strings.Contains(b.Path, "/agent-tools/") {
				s.SidecarReadbacks.Path++
			}
			if strings.Contains(b.Command, "/agent-tools/") {
				s.SidecarReadbacks.Command++
			}
		}
	}
	s.MaxParallelCalls = max(s.MaxParallelCalls, calls)
}

// FileSkipped returns how many lines of the current file, or of the
// last one ended, were left out (problems for which Skipped holds).
func (in *Inventory) FileSkipped() int { return in.skipped }

// EndFile closes the current file.
func (in *Inventory) EndFile() {
	s := &in.s
	if in.counts {
		return
	}
	if in.turnEnded == 0 {
		s.FilesWithoutTurnEnded++
	}
	s.TurnEndedNotLast += in.turnEnded
	if in.lastTurnEnded {
		s.TurnEndedNotLast--
	}
	if in.users == 1 {
		s.SingleUserFrameFiles++
	}
	for i, p := range []*int{&s.Negative.ToolResult, &s.Negative.ToolUseID, &s.Negative.IsError} {
		if in.neg[i] {
			*p++
		}
	}
	if in.section != nil {
		in.section.EndFile()
	}
}

// Sidecar tallies one sidecar file.
func (in *Inventory) Sidecar(f File) {
	in.s.Sidecars++
	in.sidecars.Add(f.Size)
	if in.section != nil {
		in.section.Sidecar(f)
	}
}

// Merge adds o's tallies to in. o must be between files.
func (in *Inventory) Merge(o *Inventory) {
	a, b := &in.s, &o.s
	for _, m := range [][2]map[string]int{
		{a.Keysets, b.Keysets}, {a.Roles, b.Roles}, {a.Blocks, b.Blocks},
		{a.ToolNames, b.ToolNames}, {a.InputKinds, b.InputKinds}, {a.TurnEnded, b.TurnEnded},
	} {
		for k, v := range m[1] {
			m[0][k] += v
		}
	}
	for _, p := range [][2]*int{
		{&a.Transcripts, &b.Transcripts}, {&a.Subagents, &b.Subagents}, {&a.Sidecars, &b.Sidecars},
		{&a.Frames, &b.Frames}, {&a.FilesWithoutTurnEnded, &b.FilesWithoutTurnEnded},
		{&a.TurnEndedNotLast, &b.TurnEndedNotLast}, {&a.SingleUserFrameFiles, &b.SingleUserFrameFiles},
		{&a.SidecarReadbacks.Path, &b.SidecarReadbacks.Path}, {&a.SidecarReadbacks.Command, &b.SidecarReadbacks.Command},
		{&a.Negative.ToolResult, &b.Negative.ToolResult}, {&a.Negative.ToolUseID, &b.Negative.ToolUseID},
		{&a.Negative.IsError, &b.Negative.IsError}, {&a.MalformedLines, &b.MalformedLines},
		{&a.UnterminatedTails, &b.UnterminatedTails}, {&a.IdentityMismatches, &b.IdentityMismatches},
	} {
		*p[0] += *p[1]
	}
	a.MaxParallelCalls = max(a.MaxParallelCalls, b.MaxParallelCalls)
	in.payloads.Merge(&o.payloads)
	in.sidecars.Merge(&o.sidecars)
	for name, sec := range o.sections {
		if mine := in.sectionOf(name, nil); mine != nil {
			mine.Merge(sec)
		} else {
			if in.sections == nil {
				in.sections = map[string]Section{}
			}
			in.sections[name] = sec
		}
	}
	in.bytes += o.bytes
	for k, v := range o.problems {
		in.problems[k] += v
	}
	in.shapes.Merge(o.shapes)
}

// Drift returns the names outside the documented shapes, witnessed by
// source path (see Shapes.Drift).
func (in *Inventory) Drift() []DriftEntry { return in.shapes.Drift() }

// NotRecorded returns the fields no frame tallied held (see
// Shapes.NotRecorded).
func (in *Inventory) NotRecorded() []string { return in.shapes.NotRecorded() }

// Bytes returns the transcript bytes tallied.
func (in *Inventory) Bytes() int64 { return in.bytes }

// Problems returns the count of each problem seen, keyed by name.
func (in *Inventory) Problems() map[string]int {
	out := make(map[string]int, len(in.problems))
	for k, v := range in.problems {
		out[string(k)] = v
	}
	return out
}

// Stats returns the figures so far. The maps are copies.
func (in *Inventory) Stats() Stats {
	s := in.s
	for _, m := range []*map[string]int{&s.Keysets, &s.Roles, &s.Blocks, &s.ToolNames, &s.InputKinds, &s.TurnEnded} {
		*m = maps.Clone(*m)
	}
	s.PayloadBytes = in.payloads.Percentiles()
	s.SidecarBytes = in.sidecars.Summary()
	return s
}

// Sections returns the formats' own sections (Section.Result) by format
// name, nil when no format tallied has one.
func (in *Inventory) Sections() map[string]any {
	if len(in.sections) == 0 {
		return nil
	}
	out := make(map[string]any, len(in.sections))
	for name, sec := range in.sections {
		out[name] = sec.Result()
	}
	return out
}
