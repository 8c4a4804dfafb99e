package codex

import (
	"strconv"

	"github.com/transcrub/transcrub/transcript"
)

// This file is Codex's scan section (transcript.Section): Stats tallied
// from each frame's record (Reader.Read, the line read once more) and each
// rollout's Summary. Pairing, turns and usage are per rollout, so their
// state is dropped at each file's end; lineage is settled over every
// rollout scanned, in Result.

// NewSection returns an empty Codex scan section.
func (format) NewSection() transcript.Section {
	return &section{s: NewStats(), rd: NewFrameReader(), shapes: NewShapes(), payloads: map[[2]string]int{}}
}

// section tallies Stats. It is not safe for concurrent use.
type section struct {
	s      Stats
	rd     *Reader
	shapes *Shapes
	file   string
	sum    Summary // this rollout's
	last   Usage   // this rollout's last usage snapshot
	// descents are each rollout's own session_meta and whether it replays
	// its parent's, for Result.
	descents                        []descent
	args, outputs, encrypted, lines transcript.Sizes
	history                         transcript.Sizes
	// gens and payloads are Stats' Generations and Payloads before
	// Result names them: a frame adds to them without making a string.
	gens     [GenState + 1]int
	payloads map[[2]string]int
}

// descent is what a rollout records of its parent.
type descent struct {
	own      Meta
	replayed bool
}

func (c *section) BeginFile(f transcript.File) {
	c.s.Rollouts++
	if Archived(f.Path) {
		c.s.Archived++
	}
	if f.Size == 0 {
		c.s.EmptyFiles++
	}
	c.file = f.Path
	c.sum = Summary{File: f}
	c.last = Usage{}
}

func (c *section) Sidecar(f transcript.File) {
	c.s.History++
	c.history.Add(f.Size)
}

func (c *section) Frame(fr *transcript.Frame, raw []byte) {
	s := &c.s
	rec := c.rd.Read(fr)
	c.shapes.Record(c.file, rec)
	repeats := c.sum.Repeats
	c.sum.Add(rec)
	c.lines.Add(int64(len(raw)))
	c.gens[rec.Gen]++
	switch rec.Gen {
	case GenEnvelope, GenUntimed:
		s.Types[noneOr(rec.Type)]++
		if rec.Type == "response_item" || rec.Type == "event_msg" {
			c.payloads[[2]string{rec.Type, rec.Item}]++
		}
	case GenBare:
		c.payloads[[2]string{"bare", rec.Item}]++
	}
	switch rec.Item {
	case "message":
		s.Roles[noneOr(rec.Role)]++
	case "function_call":
		s.Calls.Function++
		s.Tools[toolName(rec)]++
	case "custom_tool_call":
		s.Calls.Custom++
		s.Tools[toolName(rec)]++
	case "local_shell_call", "tool_search_call":
		s.Calls.Other++
	case "function_call_output", "custom_tool_call_output", "tool_search_output":
		s.Calls.Outputs++
	case "exec_command_end":
		s.Exec.Ends++
		if rec.Exit {
			s.Exec.ExitCodes[strconv.FormatInt(rec.ExitCode, 10)]++
		}
		if rec.Exit && rec.ExitCode != 0 || rec.Status == "failed" {
			s.Exec.Failed++
		}
	case "patch_apply_end":
		s.Exec.Patches++
		if rec.Failed {
			s.Exec.PatchesFailed++
		}
	case "task_started":
		s.Turns.Started++
	case "task_complete":
		s.Turns.Completed++
	case "turn_aborted":
		s.Turns.Aborted++
	case "token_count":
		switch {
		case rec.NullInfo:
			s.Usage.NullInfo++
		case rec.Total >= 0:
			s.Usage.Snapshots++
			c.last = rec.Usage
		}
		s.Usage.Repeats += c.sum.Repeats - repeats
	}
	if rec.Type == "turn_context" && rec.Model != "" {
		s.Models[rec.Model]++
	}
	for _, n := range [...]struct {
		size  int
		sizes *transcript.Sizes
	}{{rec.Arguments, &c.args}, {rec.Output, &c.outputs}, {rec.Encrypted, &c.encrypted}} {
		if n.size > 0 {
			n.sizes.Add(int64(n.size))
		}
	}
}

func (c *section) EndFile() {
	s, sum := &c.s, &c.sum
	unpaired := len(sum.Unpaired())
	s.Calls.Paired += sum.Calls.Len() - unpaired
	s.Calls.WithoutOutput += unpaired
	s.Calls.OutputsWithoutCall += len(sum.Outputs.missing(&sum.Calls))
	s.Turns.Unterminated += len(sum.Unterminated())
	s.Usage.Usage.add(c.last)
	if len(sum.Metas) > 0 {
		own := sum.Metas[0]
		s.Versions[orNone(own.CLIVersion)]++
		parent := own.ForkedFrom
		if parent == "" {
			parent = own.Parent
		}
		replayed := false
		for _, m := range sum.Metas[1:] {
			replayed = replayed || parent != "" && m.ID == parent
		}
		c.descents = append(c.descents, descent{own: own, replayed: replayed})
	}
	c.sum = Summary{}
}

func (c *section) Merge(o transcript.Section) {
	b := o.(*section)
	a, bs := &c.s, &b.s
	for i, n := range b.gens {
		c.gens[i] += n
	}
	for k, n := range b.payloads {
		c.payloads[k] += n
	}
	for _, m := range [][2]map[string]int{{a.Types, bs.Types}, {a.Roles, bs.Roles}, {a.Tools, bs.Tools}, {a.Exec.ExitCodes, bs.Exec.ExitCodes}, {a.Versions, bs.Versions},
		{a.Models, bs.Models}} {
		for k, v := range m[1] {
			m[0][k] += v
		}
	}
	for _, p := range [][2]*int{{&a.Rollouts, &bs.Rollouts}, {&a.Archived, &bs.Archived}, {&a.EmptyFiles, &bs.EmptyFiles},
		{&a.Calls.Function, &bs.Calls.Function}, {&a.Calls.Custom, &bs.Calls.Custom}, {&a.Calls.Other, &bs.Calls.Other},
		{&a.Calls.Outputs, &bs.Calls.Outputs}, {&a.Calls.Paired, &bs.Calls.Paired},
		{&a.Calls.WithoutOutput, &bs.Calls.WithoutOutput}, {&a.Calls.OutputsWithoutCall, &bs.Calls.OutputsWithoutCall},
		{&a.Exec.Ends, &bs.Exec.Ends}, {&a.Exec.Failed, &bs.Exec.Failed}, {&a.Exec.Patches, &bs.Exec.Patches},
		{&a.Exec.PatchesFailed, &bs.Exec.PatchesFailed}, {&a.Turns.Started, &bs.Turns.Started},
		{&a.Turns.Completed, &bs.Turns.Completed}, {&a.Turns.Unterminated, &bs.Turns.Unterminated},
		{&a.Turns.Aborted, &bs.Turns.Aborted}, {&a.Usage.Snapshots, &bs.Usage.Snapshots},
		{&a.Usage.NullInfo, &bs.Usage.NullInfo}, {&a.Usage.Repeats, &bs.Usage.Repeats}, {&a.History, &bs.History}} {
		*p[0] += *p[1]
	}
	a.Usage.Usage.add(bs.Usage.Usage)
	c.descents = append(c.descents, b.descents...)
	c.shapes.Merge(b.shapes)
	c.args.Merge(&b.args)
	c.outputs.Merge(&b.outputs)
	c.encrypted.Merge(&b.encrypted)
	c.lines.Merge(&b.lines)
	c.history.Merge(&b.history)
}

func (c *section) Result() any {
	s := c.s
	s.Generations, s.Payloads = map[string]int{}, map[string]int{}
	for g, n := range c.gens {
		if n > 0 {
			s.Generations[Generation(g).String()] = n
		}
	}
	for k, n := range c.payloads {
		s.Payloads[k[0]+"/"+noneOr(k[1])] += n
	}
	s.Lineage = descentOf(c.descents)
	s.PayloadBytes = Payloads{Arguments: c.args.Percentiles(), Output: c.outputs.Percentiles(),
		Encrypted: c.encrypted.Percentiles(), Line: c.lines.Percentiles()}
	s.HistoryBytes = c.history.Summary()
	s.Drift, s.NotRecorded = c.shapes.Drift(), c.shapes.Recorded()
	return s
}

// descentOf counts the rollouts' recorded parents, and those whose
// parent's rollout is among them.
func descentOf(ds []descent) Descent {
	ids := map[string]bool{}
	for _, d := range ds {
		ids[d.own.ID] = true
	}
	var out Descent
	for _, d := range ds {
		parent := d.own.ForkedFrom
		switch {
		case parent != "":
			out.Forks++
		case d.own.Parent != "":
			parent = d.own.Parent
			out.Subagents++
		case d.own.Other:
			out.OtherSubagents++
		}
		if parent != "" && ids[parent] {
			out.WithParent++
		}
		if d.replayed {
			out.Replayed++
		}
	}
	return out
}

// toolName is a call's tool name as the section counts it: every MCP
// tool (Record.MCP) as "mcp__…", another name as transcript.DriftName
// prints it.
func toolName(rec *Record) string {
	if rec.MCP() {
		return "mcp__…"
	}
	return noneOr(rec.Name)
}

// orNone is s, or transcript.NameNone for "".
func orNone(s string) string {
	if s == "" {
		return transcript.NameNone
	}
	return s
}

func (u *Usage) add(v Usage) {
	u.Input += v.Input
	u.CachedInput += v.CachedInput
	u.Output += v.Output
	u.ReasoningOutput += v.ReasoningOutput
	u.Total += v.Total
}
