package gen

import (
	"path"
	"strings"
)

// Transcript files. A plain file is one conversation: a user frame, a run
// of assistant frames (with more user frames in multi-turn files), then
// the planned ending. The tour file additionally walks through every tool
// with every optional key and every checklist shape, so that even the
// smallest corpus witnesses all of them.

// fileGen is the state of the file being generated.
type fileGen struct {
	g    *generator
	r    *rng
	p    *project
	rel  string // root-relative path of the file written, for the ledger
	full bool   // tour: every optional key present
}

// Block payload targets, as inverse distributions.
var (
	toolSizes = []quantile{{0, 40}, {0.5, 320}, {0.8, 900}, {0.95, 3000}, {0.995, 9000}, {1, 24000}}
	textSizes = []quantile{{0, 30}, {0.2, 250}, {0.5, 520}, {0.9, 1200}, {0.99, 4000}, {1, 14000}}
	userSizes = []quantile{{0, 8}, {0.15, 200}, {0.5, 500}, {0.9, 2200}, {0.99, 12000}, {1, 24000}}
)

// userRate is the share of user frames in multi-turn files.
const userRate = 0.47

// Turn-ended error messages; the aborted ones say so.
var (
	errorMessages   = []string{"Connection error: stream closed before the response completed", "Provider returned 529: overloaded, retry later", "Tool call failed: ENOENT: no such file or directory"}
	abortedMessages = []string{"Request was aborted by the user", "Aborted: the user stopped generation"}
)

// text returns a text block.
func (f *fileGen) text(s string) block {
	return block{text: s, ascii: f.r.chance(0.04)}
}

// call returns a tool_use block for t with a payload target of n bytes.
func (f *fileGen) call(t tool, n int) block {
	name := t.name
	if name == "" {
		name = pick(f.r, unknownNames)
	}
	return block{call: true, name: name, input: t.build(f, name, n), ascii: f.r.chance(0.04)}
}

// userText returns the text of a user frame of about n bytes, usually
// wrapped as Cursor wraps queries, sometimes after the workspace context.
func (f *fileGen) userText(n int) string {
	s := f.prose("text.user", n, false)
	if f.r.chance(0.6) {
		s = "<user_query>\n" + s + "\n</user_query>"
	}
	if f.r.chance(0.3) {
		s = "<user_info>\nOS Version: darwin 25.0.0\nShell: /bin/zsh\nWorkspace Path: " + f.p.path +
			"\nNote that the user's machine is " + f.g.id.laptop + ".\n</user_info>\n" + s
	}
	return s
}

// userFrame writes a user frame.
func (f *fileGen) userFrame(fw *frameWriter) {
	fw.message("user", []block{f.text(f.userText(f.r.draw(userSizes)))})
}

// callCount draws the number of tool calls in an assistant frame.
func (f *fileGen) callCount() int {
	x := f.r.Float64()
	maxPar := f.g.cfg.MaxParallel
	switch {
	case x < 0.22:
		return 0
	case x < 0.68:
		return 1
	case x < 0.83:
		return 2
	case x < 0.91:
		return 3
	case x < 0.985:
		return min(f.r.between(4, 8), maxPar)
	case x < 0.999:
		return min(f.r.between(9, 16), maxPar)
	}
	return f.r.between(min(17, maxPar), maxPar)
}

// assistantFrame returns the blocks of an ordinary assistant frame.
func (f *fileGen) assistantFrame() []block {
	r := f.r
	k := f.callCount()
	var blocks []block
	if k == 0 || r.chance(0.28) {
		blocks = append(blocks, f.text(f.prose("text.assistant", r.draw(textSizes), false)))
	}
	var t tool
	for i := range k {
		if i == 0 || !r.chance(0.7) {
			t = toolTable.pick(r)
		}
		blocks = append(blocks, f.call(t, r.draw(toolSizes)))
	}
	return blocks
}

// bigBlock returns the frame role and blocks carrying a payload of about
// n bytes (n > 30720).
func (f *fileGen) bigBlock(n int) (string, []block) {
	switch f.r.IntN(4) {
	case 0:
		return "user", []block{f.text(f.prose("text.user", n, false))}
	case 1:
		return "assistant", []block{f.text(f.prose("text.assistant", n, false))}
	case 2:
		return "assistant", []block{f.call(toolNamed("ApplyPatch"), n)}
	}
	return "assistant", []block{f.call(toolNamed("Write"), n)}
}

// writeTranscript writes a top-level transcript and its subagents.
func (g *generator) writeTranscript(fp *filePlan) error {
	f := &fileGen{g: g, r: newRNG(g.cfg.Seed, fp.stream), p: fp.project, rel: fp.rel}
	fw, err := newFrameWriter(g.tally, path.Join(g.root, fp.rel))
	if err != nil {
		return err
	}
	if fp.tour {
		f.tour(fw)
	} else {
		f.conversation(fw, fp)
	}
	if err := fw.close(false); err != nil {
		return err
	}
	for i, child := range fp.children {
		if err := g.writeSubagent(fp, child, uint64(i)); err != nil {
			return err
		}
	}
	return nil
}

// conversation writes the frames of a plain top-level file.
func (f *fileGen) conversation(fw *frameWriter, fp *filePlan) {
	r := f.r
	// Distinct frame positions for the large block and the spawns; the
	// plan makes such files long enough.
	taken := map[int]bool{}
	slot := func() int {
		for {
			if i := r.between(1, fp.frames-1); !taken[i] {
				taken[i] = true
				return i
			}
		}
	}
	bigAt := -1
	if fp.big > 0 {
		bigAt = slot()
	}
	spawns := map[int]string{}
	for _, child := range fp.children {
		spawns[slot()] = child
	}
	f.userFrame(fw)
	for i := 1; i < fp.frames; i++ {
		child, spawn := spawns[i]
		switch {
		case i == bigAt:
			role, blocks := f.bigBlock(fp.big)
			fw.message(role, blocks)
		case spawn:
			name := pick(r, []string{"Subagent", "Subagent", "Task"})
			if !r.chance(0.4) {
				child = ""
			}
			blocks := []block{{call: true, name: name, input: f.spawn(name, r.draw(toolSizes), child)}}
			fw.message("assistant", blocks)
		case fp.multiUser && r.chance(userRate):
			f.userFrame(fw)
		default:
			fw.message("assistant", f.assistantFrame())
		}
	}
	f.ending(fw, fp.ending)
}

// ending writes the planned end of a file.
func (f *fileGen) ending(fw *frameWriter, e ending) {
	ascii := f.r.chance(0.1)
	switch e {
	case endSuccess:
		fw.turnEnded("success", "", false)
	case endError:
		fw.turnEnded("error", f.str("turn_ended.error", kindLine, pick(f.r, errorMessages)), ascii)
	case endAborted:
		fw.turnEnded("aborted", f.str("turn_ended.error", kindLine, pick(f.r, abortedMessages)), ascii)
	case endNotLast:
		fw.turnEnded("success", "", false)
		f.userFrame(fw)
		for range f.r.between(1, 3) {
			fw.message("assistant", f.assistantFrame())
		}
	}
}

// writeSubagent writes child as a subagent of fp. Every subagent file has
// two user frames and ends in turn_ended success, so file-level counts do
// not depend on whether a scanner counts subagent files in them.
func (g *generator) writeSubagent(fp *filePlan, child string, i uint64) error {
	rel := path.Join(path.Dir(fp.rel), "subagents", child+".jsonl")
	f := &fileGen{g: g, r: newRNG(g.cfg.Seed, 1<<32|fp.stream<<8|i), p: fp.project, rel: rel}
	fw, err := newFrameWriter(g.tally, path.Join(g.root, rel))
	if err != nil {
		return err
	}
	frames := max(4, f.r.draw(g.lengths)/2)
	f.userFrame(fw)
	for i := 1; i < frames; i++ {
		if i == frames/2 {
			f.userFrame(fw)
			continue
		}
		fw.message("assistant", f.assistantFrame())
	}
	fw.turnEnded("success", "", false)
	return fw.close(true)
}

// tour writes the showcase file: every checklist shape, every tool with
// every optional key, every secret kind, both string escapings.
func (f *fileGen) tour(fw *frameWriter) {
	f.full = true
	cfg, r := f.g.cfg, f.r

	// A user frame pasting a config dump: one secret of every kind but
	// the three planted in the next frame.
	var dump []string
	for _, kind := range secretKinds {
		if kind != "jwt" && kind != "phone" && kind != "card-number" {
			dump = append(dump, f.secret("text.user", kind))
		}
	}
	n := 400
	if cfg.LargeBlocks > 0 {
		n = cfg.LargestBlock
	}
	fw.message("user", []block{f.text("<user_query>\n" + f.prose("text.user", n, false) +
		"\n[...]\n" + strings.Join(dump, "\n") + "\n[truncated]\n</user_query>")})

	// Text only, escaped and unescaped, with the remaining secret kinds.
	esc := "Escaped: café, line\u2028separator, emoji 😀, tab\tquote\" backslash\\ " + f.secret("text.assistant", "jwt")
	fw.message("assistant", []block{
		{text: esc, ascii: true},
		{text: "Literal: café, line\u2028separator, 日本語, e\u0301 " + f.secret("text.assistant", "phone") + " " + f.secret("text.assistant", "card-number") + " " + f.benign()},
	})

	// A single call, then text with a call.
	fw.message("assistant", []block{f.call(toolNamed("ReadFile"), 0)})
	fw.message("assistant", []block{f.text(f.prose("text.assistant", 120, false)), f.call(toolNamed("Shell"), 200)})

	// Every tool in frames of exactly MaxParallel calls.
	var calls []block
	for _, t := range tools {
		calls = append(calls, f.call(t, 300))
	}
	for len(calls)%cfg.MaxParallel != 0 {
		calls = append(calls, f.call(toolNamed("ReadFile"), 0))
	}
	for i := 0; i < len(calls); i += cfg.MaxParallel {
		fw.message("assistant", calls[i:i+cfg.MaxParallel])
	}

	// Sidecar read-backs by path and by command.
	if len(f.p.sidecars) > 0 {
		fw.message("assistant", []block{
			{call: true, name: "ReadFile", input: f.readback()},
			{call: true, name: "Read", input: f.readback()},
			{call: true, name: "Shell", input: obj{{"command", f.sidecarCommand()}}},
		})
	}

	// A second turn with MCP calls keyed by path and e-mail.
	f.userFrame(fw)
	for range 2 {
		fw.message("assistant", []block{f.call(toolNamed("CallMcpTool"), 600), f.call(toolNamed("CallDynamicTool"), 600)})
	}
	for range r.between(2, 4) {
		fw.message("assistant", f.assistantFrame())
	}
	fw.turnEnded("success", "", false)
}
