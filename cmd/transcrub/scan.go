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
)

const scanHelp = `Usage: transcrub scan [options] [SOURCE...]

Inventory a transcript corpus: frame key sets, block and tool-name counts,
turn outcomes, payload percentiles, sidecar sizes, negative greps, identity
checks and every skipped line (file, line, byte offset; never content).

Examples:
  transcrub scan                              # ~/.cursor/projects
  transcrub scan --agent cursor ~/backup/cursor-projects
  transcrub scan builtin:sample
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
	counts("turn_ended status", "turn_ended", s.TurnEnded)
	section("Drift (" + driftMark + ": outside the documented shapes)")
	if len(r.Drift) == 0 {
		row("none", "")
	}
	for _, d := range r.Drift {
		t.row("  ", d.Kind+" "+d.Name, fmt.Sprint(d.Count), fmt.Sprintf("%s:%d", pathTail(d.Witness.File), d.Witness.Line), fmt.Sprintf("frame %d", d.Witness.Frame))
	}
	section("Not recorded")
	row("fields no frame holds", cmp.Or(strings.Join(r.NotRecorded, ", "), "none"))
	section("Lifecycle")
	row("files without turn_ended", s.FilesWithoutTurnEnded)
	row("turn_ended not last", s.TurnEndedNotLast)
	row("files with one user frame", s.SingleUserFrameFiles)
	section("Payload bytes")
	row("p50 / p90 / p99 / max", fmt.Sprintf("%d / %d / %d / %d", s.PayloadBytes.P50, s.PayloadBytes.P90, s.PayloadBytes.P99, s.PayloadBytes.Max))
	row("max parallel calls", s.MaxParallelCalls)
	section("Sidecars")
	row("bytes min / p50 / max", fmt.Sprintf("%d / %d / %d", s.SidecarBytes.Min, s.SidecarBytes.P50, s.SidecarBytes.Max))
	row("read back by path / command", fmt.Sprintf("%d / %d", s.SidecarReadbacks.Path, s.SidecarReadbacks.Command))
	section("Negative greps (files)")
	row("tool_result", s.Negative.ToolResult)
	row("tool_use_id", s.Negative.ToolUseID)
	row("is_error", s.Negative.IsError)
	section("Checks")
	row("malformed lines", s.MalformedLines)
	row("unterminated tails", s.UnterminatedTails)
	row("identity mismatches", s.IdentityMismatches)
	if len(r.Problems) > 0 {
		counts("Problems", "problems", r.Problems)
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
