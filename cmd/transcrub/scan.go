package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
)

const scanHelp = `Usage: transcrub scan [options] [SOURCE...]

Inventory a transcript corpus: frame key sets, block and tool-name counts,
payload percentiles, sidecar sizes, identity checks and every skipped line
(file, line, byte offset; never content); of Cursor, turn outcomes and
negative greps too. Claude Code has a section of its own (--json:
"sections"): frame types and subtypes, calls paired with their results by
id, error results, messages with their token usage counted once per
message.id, CLI versions, models, payload percentiles and sidecars; so has
Codex: line and payload types, calls and outputs by call_id, exec and
patch outcomes, turns, token counts, lineage and its own drift.

Examples:
  transcrub scan                              # ~/.cursor/projects
  transcrub scan --agent cursor ~/backup/cursor-projects
  transcrub scan builtin:sample
  transcrub scan --json builtin:sample/claude-code | jq '.sections["claude-code"].calls'
  transcrub scan --json ~/.cursor/projects/Users-me-app | jq .tool_names
  transcrub scan --exclude '**/subagents/**' ~/.cursor/projects
`

func runScan(ctx context.Context, e env, args []string) error {
	var (
		src     sourceFlags
		asJSON  bool
		workers int
	)
	fs := newFlags("scan", scanHelp, e)
	fs.BoolVar(&asJSON, "json", false, "print one JSON object instead of tables")
	fs.IntVarP(&workers, "jobs", "j", 0, "files read in parallel (default: number of CPUs)")
	src.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	corpora, err := src.discover(fs.Args(), e.stderr)
	if err != nil {
		return err
	}
	rep, err := transcript.Scan(ctx, corpora, transcript.ScanOptions{Workers: workers, MaxLine: src.maxLine})
	if err != nil {
		return err
	}
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	err = printScan(e.stdout, rep, corpora[0].Format.Schema())
	for _, d := range rep.Diagnostics {
		fmt.Fprintf(e.stderr, "transcrub: note: %v\n", &d)
	}
	return err
}

// printScan writes the observation tables for people, drift marked by
// the documented shapes of sch (the first SOURCE's format); every key and
// value goes through termSafe.
func printScan(w io.Writer, r *transcript.Report, sch *transcript.Schema) error {
	t := newTable(w, maxCell)
	section := func(title string) { t.row("", ""); t.row("", title) }
	row := func(k string, v any) { t.row("  ", k, fmt.Sprint(v)) }
	// counts prints a table; a row outside the documented shapes of table
	// (a Stats field name) ends in driftMark.
	counts := func(title, table string, m map[string]int) {
		section(title)
		keys := slices.SortedFunc(maps.Keys(m), func(a, b string) int {
			if m[a] != m[b] {
				return m[b] - m[a]
			}
			return strings.Compare(a, b)
		})
		for _, k := range keys {
			mark := ""
			if !transcript.Documented(sch, table, k) {
				mark = driftMark
			}
			t.row("  ", cmp.Or(k, "(none)"), fmt.Sprint(m[k]), mark)
		}
	}
	s := r.Stats
	section("Corpus")
	row("transcripts", s.Transcripts)
	row("subagents", s.Subagents)
	row("sidecars", s.Sidecars)
	row("transcript bytes", r.Bytes)
	row("frames", s.Frames)
	row("ignored files", r.IgnoredFiles)
	counts("Top-level key sets", "keysets", s.Keysets)
	counts("Roles", "roles", s.Roles)
	counts("Blocks", "blocks", s.Blocks)
	counts("Tool names", "tool_names", s.ToolNames)
	counts("Tool input kinds", "input_kinds", s.InputKinds)
	// Cursor's own: its turn_ended frames, its calls of one frame, its
	// agent-tools/ read back and the strings it never records.
	cursorRead := slices.Contains(strings.Split(r.Format, ","), cursor.Name)
	if cursorRead {
		counts("turn_ended status", "turn_ended", s.TurnEnded)
	}
	// drift lists entries by name, each with its count and witness.
	drift := func(title string, entries []transcript.DriftEntry) {
		section(title)
		if len(entries) == 0 {
			row("none", "")
		}
		for _, d := range entries {
			t.row("  ", d.Kind+" "+d.Name, fmt.Sprint(d.Count), fmt.Sprintf("%s:%d", pathTail(d.Witness.File), d.Witness.Line), fmt.Sprintf("frame %d", d.Witness.Frame))
		}
	}
	drift("Drift ("+driftMark+": outside the documented shapes)", r.Drift)
	section("Not recorded")
	row("fields no frame holds", cmp.Or(strings.Join(r.NotRecorded, ", "), "none"))
	if cursorRead {
		section("Lifecycle")
		row("files without turn_ended", s.FilesWithoutTurnEnded)
		row("turn_ended not last", s.TurnEndedNotLast)
		row("files with one user frame", s.SingleUserFrameFiles)
	}
	section("Payload bytes")
	row("p50 / p90 / p99 / max", fmt.Sprintf("%d / %d / %d / %d", s.PayloadBytes.P50, s.PayloadBytes.P90, s.PayloadBytes.P99, s.PayloadBytes.Max))
	if cursorRead {
		row("max parallel calls", s.MaxParallelCalls)
	}
	section("Sidecars")
	row("bytes min / p50 / max", fmt.Sprintf("%d / %d / %d", s.SidecarBytes.Min, s.SidecarBytes.P50, s.SidecarBytes.Max))
	if cursorRead {
		row("read back by path / command", fmt.Sprintf("%d / %d", s.SidecarReadbacks.Path, s.SidecarReadbacks.Command))
		section("Negative greps (files)")
		row("tool_result", s.Negative.ToolResult)
		row("tool_use_id", s.Negative.ToolUseID)
		row("is_error", s.Negative.IsError)
	}
	section("Checks")
	row("malformed lines", s.MalformedLines)
	row("unterminated tails", s.UnterminatedTails)
	row("identity mismatches", s.IdentityMismatches)
	if len(r.Problems) > 0 {
		counts("Problems", "problems", r.Problems)
	}
	if cc, ok := r.Sections[claudecode.Name].(claudecode.Stats); ok {
		section("Claude Code")
		row("sessions / flat subagents / empty files", fmt.Sprintf("%d / %d / %d", cc.Sessions, cc.FlatSubagents, cc.EmptyFiles))
		row("sidechain frames", cc.SidechainFrames)
		row("meta sidecars / spills", fmt.Sprintf("%d / %d", cc.MetaSidecars, cc.Spills))
		row("workflow subagents / sidecars / scripts", fmt.Sprintf("%d / %d / %d", cc.WorkflowSubagents, cc.WorkflowSidecars, cc.WorkflowScripts))
		c := cc.Calls
		row("calls / results / paired", fmt.Sprintf("%d / %d / %d", c.ToolUses, c.Results, c.Paired))
		row("calls without result / results without call", fmt.Sprintf("%d / %d", c.WithoutResult, c.ResultsWithoutCall))
		row("error results / spilled", fmt.Sprintf("%d / %d", c.Errors, c.Spilled))
		m := cc.Messages
		row("messages / records / over several records", fmt.Sprintf("%d / %d / %d", m.IDs, m.Records, m.MultiRecord))
		row("tokens in / out / cache write / cache read", fmt.Sprintf("%d / %d / %d / %d", m.Usage.Input, m.Usage.Output, m.Usage.CacheCreation, m.Usage.CacheRead))
		p := func(name string, q transcript.Percentiles) {
			row(name+" bytes p50 / p90 / p99 / max", fmt.Sprintf("%d / %d / %d / %d", q.P50, q.P90, q.P99, q.Max))
		}
		p("thinking", cc.Payloads.Thinking)
		p("tool result", cc.Payloads.ToolResult)
		p("image", cc.Payloads.Image)
		p("line", cc.Payloads.Line)
		for _, tbl := range []struct {
			title string
			m     map[string]int
		}{{"Frame types", cc.Types}, {"Subtypes", cc.Subtypes}, {"Prompt forms", cc.Prompts}, {"Result forms", cc.Results},
			{"Result blocks", cc.ResultBlocks}, {"toolUseResult kinds", cc.ToolUseResults}, {"Versions", cc.Versions},
			{"Models", cc.Models}, {"Stop reasons", cc.StopReasons}} {
			counts(tbl.title, "", tbl.m)
		}
	}
	if cx, ok := r.Sections[codex.Name].(codex.Stats); ok {
		section("Codex")
		row("rollouts / archived / empty files / history sidecars", fmt.Sprintf("%d / %d / %d / %d", cx.Rollouts, cx.Archived, cx.EmptyFiles, cx.History))
		c := cx.Calls
		row("function / custom / other calls / outputs", fmt.Sprintf("%d / %d / %d / %d", c.Function, c.Custom, c.Other, c.Outputs))
		row("paired / without output / outputs without call", fmt.Sprintf("%d / %d / %d", c.Paired, c.WithoutOutput, c.OutputsWithoutCall))
		row("exec ends / failed, patches / failed", fmt.Sprintf("%d / %d, %d / %d", cx.Exec.Ends, cx.Exec.Failed, cx.Exec.Patches, cx.Exec.PatchesFailed))
		row("turns started / completed / unterminated / aborted", fmt.Sprintf("%d / %d / %d / %d", cx.Turns.Started, cx.Turns.Completed, cx.Turns.Unterminated, cx.Turns.Aborted))
		u := cx.Usage
		row("token counts / info null / repeated counters", fmt.Sprintf("%d / %d / %d", u.Snapshots, u.NullInfo, u.Repeats))
		row("tokens in / cached / out / reasoning", fmt.Sprintf("%d / %d / %d / %d", u.Usage.Input, u.Usage.CachedInput, u.Usage.Output, u.Usage.ReasoningOutput))
		l := cx.Lineage
		row("forks / subagents / other subagents / parent scanned", fmt.Sprintf("%d / %d / %d / %d", l.Forks, l.Subagents, l.OtherSubagents, l.WithParent))
		for _, tbl := range []struct {
			title string
			m     map[string]int
		}{{"Line forms", cx.Generations}, {"Line types", cx.Types}, {"Payload types", cx.Payloads}, {"Roles", cx.Roles},
			{"Tools", cx.Tools}, {"Exit codes", cx.Exec.ExitCodes}, {"Versions", cx.Versions}, {"Models", cx.Models}} {
			counts(tbl.title, "", tbl.m)
		}
		drift("Codex drift (types, items and members outside the record's)", cx.Drift)
	}
	return t.flush()
}

// pathTail shortens a long path from the left, where a cut loses the
// least: the file name and the line after it stay.
func pathTail(p string) string {
	const keep = maxCell - 12 // room for ":line"
	r := []rune(p)
	if len(r) <= keep {
		return p
	}
	return "…" + string(r[len(r)-keep+1:])
}

// driftMark ends a table row outside the documented shapes.
const driftMark = "*"
