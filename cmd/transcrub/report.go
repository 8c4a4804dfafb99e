package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/transcript"
)

const reportHelp = `Usage: transcrub report [options] SESSION...

Make a bug report of one or more sessions: the transcript, its subagents
and the sidecars it reads back, redacted (secrets, personal data and your
identity replaced by numbered placeholders) and verified. SESSION is a
session id (looked up in --source: a Cursor or Claude Code session's, a
Codex rollout's) or the path of a transcript file, in an agent's tree
(its session is reported) or loose.

It prints what was redacted, per rule and per surface, so you can review
before sharing. Nothing is written unless verification passes.

The output is a bundle (NAME.tar.zst, or a directory with --format dir)
holding the manifest, the transcripts and sidecars; or, with --format
jsonl or -o NAME.jsonl, one redacted transcript alone, to stdout unless
-o names a file: a transcript file given as SESSION is then reported
without its session's subagents and sidecars. A session id that stands
for more than one transcript (its subagents), or several SESSIONs, are
refused in jsonl: write a bundle, or name the one transcript file.

Examples:
  transcrub report 2f0c6a9e-1b7d-4c35-9a51-7d2e3c4b5a61 -o report.tar.zst
  transcrub report --frames 10:40 --format jsonl ~/.cursor/projects/Users-me-app/agent-transcripts/ID/ID.jsonl > bug.jsonl
  transcrub report -o bug.jsonl ./session.jsonl
  transcrub report --term acme --source ./projects ID -o report.tar.zst
`

func runReport(ctx context.Context, e env, args []string) error {
	var (
		o      exportFlags
		source string
		frames string
	)
	fs := newFlags("report", reportHelp, e)
	fs.StringVarP(&o.out, "output", "o", "report.tar.zst", "bundle or transcript to write, or - for stdout")
	fs.StringVar(&o.format, "format", "", "tar.zst, dir, or jsonl (default: from OUT)")
	fs.StringVar(&o.mode, "mode", "redact", "redact or structural")
	fs.StringVar(&frames, "frames", "", "keep only frames A:B of the transcript (0-based, B excluded)")
	fs.StringVar(&source, "source", "", "where to look up session ids (default: the default roots of --agent that exist, ~/.cursor/projects)")
	fs.StringVar(&o.saltFile, "salt-file", "", "key pseudonyms and placeholders with this file's bytes (default: random per run)")
	fs.BoolVar(&o.asJSON, "json", false, "print the manifest to stdout")
	o.redact.register(fs)
	fs.IntVar(&o.src.maxLine, "max-line", transcript.DefaultMaxLine, "per-line limit in bytes")
	o.src.registerAgent(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() == 0 {
		return usageErrorf("report needs a SESSION id or transcript path")
	}
	if frames != "" {
		r, err := export.ParseFrameRange(frames)
		if err != nil {
			return &usageError{err.Error()}
		}
		o.frames = &r
	}
	o.strategy, o.report = export.StrategyAll, true
	if o.format == export.FormatJSONL && !fs.Changed("output") {
		o.out = "-"
	}
	format, err := outputFormat(o.out, o.format, true)
	if err != nil {
		return err
	}
	o.format = format
	candidates, err := o.src.agents()
	if err != nil {
		return err
	}
	var sources []string
	for _, s := range fs.Args() {
		if s == "-" {
			return errStdinSource
		}
		if st, err := os.Stat(s); err == nil && !st.IsDir() {
			id, root, err := sniff(candidates, s).SessionOf(s)
			if err != nil {
				return err
			}
			if o.format == export.FormatJSONL {
				root = s // that file alone, without the session's subagents
			}
			o.sessions = append(o.sessions, id)
			sources = append(sources, root)
			continue
		}
		o.sessions = append(o.sessions, s)
	}
	if len(sources) == 0 && source != "" {
		sources = []string{source}
	}
	return o.run(ctx, e, sources)
}

// printRedactions writes what was redacted, per rule and per surface.
func printRedactions(w io.Writer, m *export.Manifest) {
	t := newTable(w, 0)
	if len(m.Redactions) > 0 {
		t.row("", "RULE", "REDACTED")
		for _, r := range m.Redactions {
			t.row("", r.Rule, fmt.Sprint(r.Count))
		}
		t.row("", "")
	}
	t.row("", "SURFACE", "STRINGS", "BYTES")
	for _, s := range surfaces(m) {
		t.row("", s.name, fmt.Sprint(s.count), fmt.Sprint(s.bytes))
	}
	t.flush()
}

// printIdentity lists the identity terms of a build (the user's own names:
// the terminal only, never the bundle), escaped, and where redaction
// replaced each: counts by position. A common word is replaced only at
// identity positions; structural mode replaces every string.
func printIdentity(w io.Writer, uses []export.TermUse) {
	if len(uses) == 0 {
		return
	}
	t := newTable(w, 72)
	t.row("", "IDENTITY TERM", "REPLACED AT")
	for _, u := range uses {
		var at []string
		for p, n := range u.Uses {
			if n > 0 {
				at = append(at, fmt.Sprintf("%s %d", identity.Pos(p), n))
			}
		}
		where := strings.Join(at, ", ")
		if where == "" {
			where = "-"
		}
		if identity.Common(u.Term) {
			where += " (common word: at identity positions only)"
		}
		t.row("", u.Term, where)
	}
	t.row("", "")
	t.flush()
}
