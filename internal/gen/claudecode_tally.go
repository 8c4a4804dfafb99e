package gen

import (
	"bytes"
	"cmp"
	"encoding/json"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// This file computes a Claude Code root's ledger statistics from the
// bytes written, read back with encoding/json (a decoder the scanner does
// not use), by the definitions in transcript/stats.go and
// transcript/claudecode/stats.go.

// ccTally accumulates the statistics of the files written.
type ccTally struct {
	st        transcript.Stats
	cc        claudecode.Stats
	payloads  []int64 // the neutral payload sizes: text and tool input
	sidecars  []int64
	spills    []int64
	thinking  []int64
	results   []int64
	images    []int64
	lineSizes []int64
}

func newCCTally() *ccTally {
	return &ccTally{
		st: transcript.Stats{Keysets: map[string]int{}, Roles: map[string]int{}, Blocks: map[string]int{},
			ToolNames: map[string]int{}, InputKinds: map[string]int{}, TurnEnded: map[string]int{}},
		cc: claudecode.NewStats(),
	}
}

// finish returns the statistics.
func (t *ccTally) finish() (transcript.Stats, claudecode.Stats) {
	st, cc := t.st, t.cc
	st.PayloadBytes = transcript.Summarize(t.payloads)
	st.Sidecars = len(t.sidecars)
	st.SidecarBytes = summary(t.sidecars)
	cc.SpillBytes = summary(t.spills)
	cc.Payloads = claudecode.Payloads{Thinking: transcript.Summarize(t.thinking), ToolResult: transcript.Summarize(t.results),
		Image: transcript.Summarize(t.images), Line: transcript.Summarize(t.lineSizes)}
	return st, cc
}

// summary returns the min, median and max of sizes, sorting them.
func summary(sizes []int64) transcript.SizeSummary {
	slices.Sort(sizes)
	if len(sizes) == 0 {
		return transcript.SizeSummary{}
	}
	return transcript.SizeSummary{Min: sizes[0], P50: transcript.NearestRank(sizes, 0.5), Max: sizes[len(sizes)-1]}
}

// sidecar tallies a meta or spill file.
func (t *ccTally) sidecar(rel string, b []byte) {
	t.sidecars = append(t.sidecars, int64(len(b)))
	if strings.HasSuffix(rel, ".meta.json") {
		t.cc.MetaSidecars++
	} else {
		t.cc.Spills++
		t.spills = append(t.spills, int64(len(b)))
	}
}

// ccMessage is one message.id group of a file.
type ccMessage struct {
	records int
	last    map[string]json.RawMessage
}

// file tallies the transcript p, whose bytes are b.
func (t *ccTally) file(p *ccPlan, b []byte) {
	st, cc := &t.st, &t.cc
	switch p.kind {
	case ccNested:
		st.Subagents++
	case ccFlat:
		st.Transcripts++
		cc.FlatSubagents++
	default:
		st.Transcripts++
		cc.Sessions++
	}
	st.FilesWithoutTurnEnded++
	if len(b) == 0 {
		cc.EmptyFiles++
	}
	for i, neg := range []*int{&st.Negative.ToolResult, &st.Negative.ToolUseID, &st.Negative.IsError} {
		if bytes.Contains(b, []byte([]string{"tool_result", "tool_use_id", "is_error"}[i])) {
			*neg++
		}
	}
	uses, results := map[string]bool{}, map[string]bool{}
	var unmatched []string
	msgs := map[string]*ccMessage{}
	var order []string
	lines := bytes.SplitAfter(b, []byte("\n"))
	for _, line := range lines {
		if len(line) == 0 {
			continue
		}
		ended := line[len(line)-1] == '\n'
		line = bytes.TrimSuffix(line, []byte("\n"))
		var fr map[string]json.RawMessage
		if err := json.Unmarshal(line, &fr); err != nil || fr == nil {
			if ended {
				st.MalformedLines++
			} else {
				st.UnterminatedTails++
			}
			continue
		}
		st.Frames++
		t.lineSizes = append(t.lineSizes, int64(len(line)))
		st.Keysets[keysOf(fr)]++
		typ := str(fr["type"])
		cc.Types[typeName(fr["type"])]++
		if v := str(fr["version"]); v != "" {
			cc.Versions[v]++
		}
		if string(fr["isSidechain"]) == "true" {
			cc.SidechainFrames++
		}
		for _, sub := range []struct{ typ, obj, key string }{
			{"system", "", "subtype"}, {"attachment", "attachment", "type"}, {"progress", "data", "type"}, {"queue-operation", "", "operation"},
		} {
			m := fr
			if sub.obj != "" {
				m = object(fr[sub.obj])
			}
			if v := str(m[sub.key]); typ == sub.typ && v != "" {
				cc.Subtypes[typ+":"+v]++
			}
		}
		if r, ok := fr["toolUseResult"]; ok {
			cc.ToolUseResults[kindName(r)]++
		}
		msg := object(fr["message"])
		if msg == nil {
			continue
		}
		if typ == "user" {
			cc.Prompts[kindName(msg["content"])]++
		}
		if id := str(msg["id"]); typ == "assistant" && id != "" {
			m := msgs[id]
			if m == nil {
				m = &ccMessage{}
				msgs[id] = m
				order = append(order, id)
			}
			m.records++
			m.last = msg
		}
		var blocks []json.RawMessage
		if json.Unmarshal(msg["content"], &blocks) != nil {
			continue
		}
		calls := 0
		for _, raw := range blocks {
			blk := object(raw)
			bt := str(blk["type"])
			st.Blocks[cmp.Or(bt, transcript.NameUntyped)]++
			switch bt {
			case "text":
				t.payloads = append(t.payloads, int64(len(str(blk["text"]))))
			case "thinking":
				t.thinking = append(t.thinking, int64(len(str(blk["thinking"]))))
			case "image":
				t.images = append(t.images, int64(len(str(object(blk["source"])["data"]))))
			case "tool_use":
				calls++
				st.ToolNames[str(blk["name"])]++
				if in, ok := blk["input"]; ok {
					st.InputKinds[kindName(in)]++
					t.payloads = append(t.payloads, int64(len(in)))
				}
				cc.Calls.ToolUses++
				uses[str(blk["id"])] = true
			case "tool_result":
				cc.Calls.Results++
				id := str(blk["tool_use_id"])
				results[id] = true
				unmatched = append(unmatched, id)
				if string(blk["is_error"]) == "true" {
					cc.Calls.Errors++
				}
				c := blk["content"]
				cc.Results[kindName(c)]++
				if s := str(c); s != "" || kindName(c) == "string" {
					t.results = append(t.results, int64(len(s)))
					if strings.Contains(s, "<persisted-output>") {
						cc.Calls.Spilled++
					}
				} else {
					t.results = append(t.results, int64(len(c)))
					var inner []json.RawMessage
					json.Unmarshal(c, &inner)
					for _, e := range inner {
						cc.ResultBlocks[cmp.Or(str(object(e)["type"]), transcript.NameUntyped)]++
					}
				}
			}
		}
		st.MaxParallelCalls = max(st.MaxParallelCalls, calls)
	}
	for id := range uses {
		if results[id] {
			cc.Calls.Paired++
		} else {
			cc.Calls.WithoutResult++
		}
	}
	for _, id := range unmatched {
		if !uses[id] {
			cc.Calls.ResultsWithoutCall++
		}
	}
	for _, id := range order {
		m := msgs[id]
		cc.Messages.IDs++
		cc.Messages.Records += m.records
		if m.records > 1 {
			cc.Messages.MultiRecord++
		}
		var u claudecode.Usage
		json.Unmarshal(m.last["usage"], &u)
		cc.Messages.Usage.Input += u.Input
		cc.Messages.Usage.Output += u.Output
		cc.Messages.Usage.CacheCreation += u.CacheCreation
		cc.Messages.Usage.CacheRead += u.CacheRead
		cc.Models[cmp.Or(str(m.last["model"]), "(none)")]++
		stop := str(m.last["stop_reason"])
		if string(m.last["stop_reason"]) == "null" {
			stop = "null"
		}
		cc.StopReasons[cmp.Or(stop, "(none)")]++
	}
}

// keysOf is the sorted, comma-joined keys of o.
func keysOf(o map[string]json.RawMessage) string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return strings.Join(keys, ",")
}

// object decodes raw as an object, nil when it is not one.
func object(raw json.RawMessage) map[string]json.RawMessage {
	var o map[string]json.RawMessage
	if len(raw) == 0 || raw[0] != '{' || json.Unmarshal(raw, &o) != nil {
		return nil
	}
	return o
}

// str decodes raw as a string, "" when it is not one.
func str(raw json.RawMessage) string {
	var s string
	if len(raw) == 0 || raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		return ""
	}
	return s
}

// typeName is a frame type's name in the section: "(none)" when it is
// absent, empty or not a string.
func typeName(raw json.RawMessage) string {
	return cmp.Or(str(raw), "(none)")
}

// kindName is the JSON type of raw, as transcript.ValueKind names it.
func kindName(raw json.RawMessage) string {
	if len(raw) == 0 {
		return transcript.ValueNone.String()
	}
	return transcript.KindOf(raw[0]).String()
}
