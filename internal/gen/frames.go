package gen

import (
	"bufio"
	"os"
	"strings"
)

// Frame writing. A frameWriter encodes one transcript file frame by frame
// and, from the very bytes it writes, counts what a scanner will count:
// keysets, roles, blocks, tool names, input kinds, payload sizes,
// read-backs and witnesses.

// block is one content block: text when call is false, else a tool_use.
type block struct {
	call  bool
	text  string // text block
	name  string // tool_use name
	input any    // tool_use input value
	ascii bool   // escape non-ASCII characters in this block's strings
}

// frameWriter writes one transcript file.
type frameWriter struct {
	t       *tally
	file    *os.File
	w       *bufio.Writer
	line    []byte
	frames  int
	users   int
	endings int // turn_ended frames
	endedAt int // index of the last turn_ended frame
	err     error
}

// newFrameWriter creates the file at path.
func newFrameWriter(t *tally, path string) (*frameWriter, error) {
	file, err := create(path)
	if err != nil {
		return nil, err
	}
	return &frameWriter{t: t, file: file, w: bufio.NewWriterSize(file, 256<<10)}, nil
}

// emit writes one encoded frame line.
func (fw *frameWriter) emit() {
	if fw.err == nil {
		_, fw.err = fw.w.Write(fw.line)
	}
	fw.t.stats.Frames++
	fw.frames++
}

// message writes a message frame and counts it.
func (fw *frameWriter) message(role string, blocks []block) {
	t := fw.t
	line := append(fw.line[:0], `{"role":`...)
	line = appendString(line, role, false)
	line = append(line, `,"message":{"content":[`...)
	var texts, calls int
	var patch, mcp, ask, spawn, background, readback, big bool
	for i, b := range blocks {
		if i > 0 {
			line = append(line, ',')
		}
		var size int
		if !b.call {
			line = append(line, `{"type":"text","text":`...)
			line = appendString(line, b.text, b.ascii)
			line = append(line, '}')
			size = len(b.text)
			texts++
			t.stats.Blocks["text"]++
		} else {
			line = append(line, `{"type":"tool_use","name":`...)
			line = appendString(line, b.name, b.ascii)
			line = append(line, `,"input":`...)
			start := len(line)
			line = appendValue(line, b.input, b.ascii)
			size = len(line) - start
			line = append(line, '}')
			calls++
			t.stats.Blocks["tool_use"]++
			t.stats.ToolNames[b.name]++
			switch in := b.input.(type) {
			case string:
				t.stats.InputKinds["string"]++
				patch = true
			case obj:
				t.stats.InputKinds["object"]++
				if p, ok := in.get("path").(string); ok && strings.Contains(p, "/agent-tools/") {
					t.stats.SidecarReadbacks.Path++
					readback = true
				}
				if c, ok := in.get("command").(string); ok && strings.Contains(c, "/agent-tools/") {
					t.stats.SidecarReadbacks.Command++
				}
				background = background || in.get("run_in_background") == true
			}
			switch b.name {
			case "CallMcpTool", "CallDynamicTool":
				mcp = true
			case "AskQuestion":
				ask = true
			case "Subagent", "Task":
				spawn = true
			case "AwaitShell":
				background = true
			}
		}
		t.payloads = append(t.payloads, int64(size))
		big = big || size > 30720
	}
	fw.line = append(line, "]}}\n"...)
	fw.emit()

	t.stats.Keysets["message,role"]++
	t.stats.Roles[role]++
	t.stats.MaxParallelCalls = max(t.stats.MaxParallelCalls, calls)
	if role == "user" {
		fw.users++
	}
	for id, ok := range map[string]bool{
		WitnessUserFrame:         role == "user",
		WitnessAssistantTextOnly: role == "assistant" && texts > 0 && calls == 0,
		WitnessSingleCall:        role == "assistant" && calls == 1 && texts == 0,
		WitnessTextAndTool:       texts > 0 && calls > 0,
		WitnessParallelCalls:     calls > 3,
		WitnessApplyPatchString:  patch,
		WitnessMCPWrapper:        mcp,
		WitnessAskQuestion:       ask,
		WitnessSubagentTask:      spawn,
		WitnessBackgroundShell:   background,
		WitnessSidecarReadback:   readback,
		WitnessBlockOver30KB:     big,
	} {
		if ok {
			t.witness[id]++
		}
	}
}

// turnEnded writes a turn_ended frame; msg is written iff status is not
// success.
func (fw *frameWriter) turnEnded(status, msg string, ascii bool) {
	t := fw.t
	line := append(fw.line[:0], `{"type":"turn_ended","status":`...)
	line = appendString(line, status, false)
	if status == "success" {
		t.stats.Keysets["status,type"]++
	} else {
		line = append(line, `,"error":`...)
		line = appendString(line, msg, ascii)
		t.stats.Keysets["error,status,type"]++
	}
	fw.line = append(line, "}\n"...)
	fw.endedAt = fw.frames
	fw.emit()
	fw.endings++
	t.stats.TurnEnded[status]++
	t.witness["turn_ended_"+status]++
}

// close flushes and closes the file and counts its file-level facts.
func (fw *frameWriter) close(subagent bool) error {
	t := fw.t
	if subagent {
		t.stats.Subagents++
		t.witness[WitnessSubagentWithParent]++
	} else {
		t.stats.Transcripts++
	}
	switch {
	case fw.endings == 0:
		t.stats.FilesWithoutTurnEnded++
		t.witness[WitnessNoTurnEnded]++
	case fw.endedAt != fw.frames-1:
		t.stats.TurnEndedNotLast++
	}
	if fw.users == 1 {
		t.stats.SingleUserFrameFiles++
	}
	if err := fw.w.Flush(); fw.err == nil {
		fw.err = err
	}
	if err := fw.file.Close(); fw.err == nil {
		fw.err = err
	}
	return fw.err
}
