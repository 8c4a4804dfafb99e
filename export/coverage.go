package export

import (
	"slices"

	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// coverage builds one entry per predicate: how often the source holds it,
// and the first bundle file (by path) whose scrubbed output holds it, with
// the witness that the scrubbed output was evaluated to hold.
func coverage(set *selectors.Set, source []*selectors.FileResult, out []scrubbed) []Coverage {
	var cov []Coverage
	for i, p := range set.Predicates() {
		c := Coverage{ID: p.ID, Description: p.Description, Scope: p.Scope, Expr: p.Expr, Witnesses: []WitnessEntry{}}
		for _, r := range source {
			c.SourceMatches += r.Matches[i]
		}
		for _, s := range out { // sorted by bundle path
			if s.result != nil && s.result.Holds(i) {
				c.Covered, c.Verified = true, true
				c.Witnesses = append(c.Witnesses, WitnessEntry{File: s.path, Witness: s.result.First[i]})
				break
			}
		}
		cov = append(cov, c)
	}
	return cov
}

var (
	knownKeysets = []string{"message,role", "status,type", "error,status,type"}
	knownBlocks  = []string{"text", "tool_use"}
	// knownTools is the observed tool-name inventory; others are drift,
	// not errors: tool names are an open set.
	knownTools = []string{
		"Shell", "ReadFile", "rg", "ApplyPatch", "Read", "StrReplace", "Grep", "Glob", "AwaitShell",
		"Subagent", "CallMcpTool", "TodoWrite", "Write", "Delete", "AskQuestion", "GetMcpTools",
		"CallDynamicTool", "GetDynamicTools", "WebFetch", "WebSearch", "Task", "ReadLints",
		"SwitchMode", "CreatePlan",
	}
)

// drift counts frames, blocks and calls outside the documented shapes.
func drift(s transcript.Stats) Drift {
	var d Drift
	count := func(m map[string]int, known []string) int {
		n := 0
		for k, v := range m {
			if !slices.Contains(known, k) {
				n += v
			}
		}
		return n
	}
	d.UnknownKeysets = count(s.Keysets, knownKeysets)
	d.UnknownBlockTypes = count(s.Blocks, knownBlocks)
	d.UnknownToolNames = count(s.ToolNames, knownTools)
	return d
}
