package claudecode

import (
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// This file is Claude Code's scan section (transcript.Section): Stats
// tallied from each frame's members (section_line.go), for what the
// neutral frame does not keep. Pairing and message
// groups are per file, so their state is dropped at each file's end.

// NewSection returns an empty Claude Code scan section.
func (format) NewSection() transcript.Section {
	return &section{s: NewStats(), interned: map[string]string{}, uses: map[string]bool{}, results: map[string]int{},
		msgs: map[string]*message{}}
}

// section tallies Stats. It is not safe for concurrent use.
type section struct {
	s        Stats
	lr       transcript.ValueReader
	interned map[string]string
	thinking transcript.Sizes
	results  map[string]int // this file's result counts by tool_use_id
	resultSz transcript.Sizes
	images   transcript.Sizes
	lines    transcript.Sizes
	spills   transcript.Sizes
	uses     map[string]bool // this file's tool_use ids
	msgs     map[string]*message
	order    []string // this file's message ids, first seen first
	line     lineInfo
	blk      block    // the block of content being read (lineInfo.inBlock)
	msgID    []byte   // the line's message.id, decoded
	inner    []string // scratch for a block's inner types
	scratch  []byte
}

// message is the last record of a message.id group.
type message struct {
	records     int
	usage       Usage
	model, stop string
}

func (c *section) BeginFile(f transcript.File) {
	if f.Flat {
		c.s.FlatSubagents++
	} else if f.Role != transcript.RoleSubagent {
		c.s.Sessions++
	} else if f.Workflow != "" {
		c.s.WorkflowSubagents++
	}
	if f.Size == 0 {
		c.s.EmptyFiles++
	}
}

func (c *section) Sidecar(f transcript.File) {
	if strings.HasSuffix(f.Path, ".meta.json") {
		c.s.MetaSidecars++
		return
	}
	if f.Workflow != "" {
		c.s.WorkflowSidecars++
		return
	}
	if isScript(f.Path) {
		c.s.WorkflowScripts++
		return
	}
	c.s.Spills++
	c.spills.Add(f.Size)
}

func (c *section) EndFile() {
	s := &c.s
	for id := range c.uses {
		if c.results[id] > 0 {
			s.Calls.Paired++
		} else {
			s.Calls.WithoutResult++
		}
	}
	for id, n := range c.results {
		if !c.uses[id] {
			s.Calls.ResultsWithoutCall += n
		}
	}
	for _, id := range c.order {
		m := c.msgs[id]
		s.Messages.IDs++
		s.Messages.Records += m.records
		if m.records > 1 {
			s.Messages.MultiRecord++
		}
		u := &s.Messages.Usage
		u.Input += m.usage.Input
		u.Output += m.usage.Output
		u.CacheCreation += m.usage.CacheCreation
		u.CacheRead += m.usage.CacheRead
		s.Models[or(m.model, "(none)")]++
		s.StopReasons[or(m.stop, "(none)")]++
	}
	clear(c.uses)
	clear(c.results)
	clear(c.msgs)
	c.order = c.order[:0]
}

func (c *section) Merge(o transcript.Section) {
	b := o.(*section)
	a, bs := &c.s, &b.s
	for _, m := range [][2]map[string]int{{a.Types, bs.Types}, {a.Subtypes, bs.Subtypes}, {a.Prompts, bs.Prompts},
		{a.Results, bs.Results}, {a.ResultBlocks, bs.ResultBlocks}, {a.ToolUseResults, bs.ToolUseResults},
		{a.Versions, bs.Versions}, {a.Models, bs.Models}, {a.StopReasons, bs.StopReasons}} {
		for k, v := range m[1] {
			m[0][k] += v
		}
	}
	for _, p := range [][2]*int{{&a.Sessions, &bs.Sessions}, {&a.FlatSubagents, &bs.FlatSubagents}, {&a.EmptyFiles, &bs.EmptyFiles},
		{&a.SidechainFrames, &bs.SidechainFrames}, {&a.Calls.ToolUses, &bs.Calls.ToolUses}, {&a.Calls.Results, &bs.Calls.Results},
		{&a.Calls.Paired, &bs.Calls.Paired}, {&a.Calls.WithoutResult, &bs.Calls.WithoutResult},
		{&a.Calls.ResultsWithoutCall, &bs.Calls.ResultsWithoutCall}, {&a.Calls.Errors, &bs.Calls.Errors},
		{&a.Calls.Spilled, &bs.Calls.Spilled}, {&a.Messages.IDs, &bs.Messages.IDs}, {&a.Messages.Records, &bs.Messages.Records},
		{&a.Messages.MultiRecord, &bs.Messages.MultiRecord}, {&a.MetaSidecars, &bs.MetaSidecars}, {&a.Spills, &bs.Spills},
		{&a.WorkflowSubagents, &bs.WorkflowSubagents}, {&a.WorkflowSidecars, &bs.WorkflowSidecars},
		{&a.WorkflowScripts, &bs.WorkflowScripts}} {
		*p[0] += *p[1]
	}
	u, v := &a.Messages.Usage, &bs.Messages.Usage
	u.Input += v.Input
	u.Output += v.Output
	u.CacheCreation += v.CacheCreation
	u.CacheRead += v.CacheRead
	c.thinking.Merge(&b.thinking)
	c.resultSz.Merge(&b.resultSz)
	c.images.Merge(&b.images)
	c.lines.Merge(&b.lines)
	c.spills.Merge(&b.spills)
}

func (c *section) Result() any {
	s := c.s
	s.Payloads = Payloads{Thinking: c.thinking.Percentiles(), ToolResult: c.resultSz.Percentiles(),
		Image: c.images.Percentiles(), Line: c.lines.Percentiles()}
	s.SpillBytes = c.spills.Summary()
	return s
}

// or is s, or alt when s is "".
func or(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
