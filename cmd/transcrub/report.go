package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/transcript"
)

const reportHelp = `Usage: transcrub report [options] SESSION...

Make a bug report of one or more sessions: the transcript, its subagents
and the sidecars it reads back, redacted (secrets, personal data and your
identity replaced by numbered placeholders) and verified. SESSION is a
session id (looked up in --source) or the path of a transcript file.

It prints what was redacted, per rule and per surface, so you can review
before sharing. Nothing is written unless verification passes.

Examples:
  transcrub report 2f0c6a9e-1b7d-4c35-9a51-7d2e3c4b5a61 -o report.tar.zst
  transcrub report --frames 10:40 --format jsonl ~/.cursor/projects/Users-me-app/agent-transcripts/ID/ID.jsonl > bug.jsonl
  transcrub report --term acme --source ./projects ID -o report.tar.zst
`

func runReport(ctx context.Context, e env, args []string) error {
	var (
		o      exportFlags
		source string
		frames string
	)
	fs := newFlags("report", reportHelp, e)
	fs.StringVarP(&o.out, "output", "o", "report.tar.zst", "bundle to write, or - for stdout")
	fs.StringVar(&o.format, "format", "", "tar.zst, dir, or jsonl (one redacted transcript to stdout)")
	fs.StringVar(&o.mode, "mode", "redact", "redact or structural")
	fs.StringVar(&frames, "frames", "", "keep only frames A:B of the transcript (0-based, B excluded)")
	fs.StringVar(&source, "source", "", "where to look up session ids (default ~/.cursor/projects)")
	fs.StringVar(&o.saltFile, "salt-file", "", "key pseudonyms and placeholders with this file's bytes (default: random per run)")
	fs.BoolVar(&o.asJSON, "json", false, "print the manifest to stdout")
	o.redact.register(fs)
	fs.IntVar(&o.src.maxLine, "max-line", transcript.DefaultMaxLine, "per-line limit in bytes")
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
	var sources []string
	for _, s := range fs.Args() {
		if st, err := os.Stat(s); err == nil && !st.IsDir() {
			id, root, err := sessionOfFile(s)
			if err != nil {
				return err
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
	if o.format == "jsonl" {
		o.format, o.jsonl, o.out = export.FormatTarZst, true, "-"
	}
	return o.run(ctx, e, sources)
}

// sessionOfFile returns the session id of a transcript file and the
// project directory to read it, its subagents and sidecars from.
func sessionOfFile(p string) (id, project string, err error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", "", err
	}
	parts := strings.Split(filepath.ToSlash(abs), "/")
	for i := len(parts) - 2; i >= 1; i-- {
		if parts[i] == "agent-transcripts" {
			id = strings.TrimSuffix(parts[i+1], ".jsonl")
			return id, filepath.FromSlash(strings.Join(parts[:i], "/")), nil
		}
	}
	return "", "", &hinted{fmt.Errorf("%s: not inside <project>/agent-transcripts/", p), "name the session by id with --source, or give a transcript inside a Cursor project"}
}

// writeJSONL copies the bundle's top-level transcript to w.
func writeJSONL(w io.Writer, b *export.Bundle) error {
	for _, en := range b.Entries() {
		if strings.HasSuffix(en.Name, ".jsonl") && !strings.Contains(en.Name, "/subagents/") {
			r, err := en.Open()
			if err != nil {
				return err
			}
			_, err = io.Copy(w, io.LimitReader(r, en.Size))
			return err
		}
	}
	return errors.New("no transcript was selected")
}

// printRedactions writes what was redacted, per rule and per surface.
func printRedactions(w io.Writer, m *export.Manifest) {
	t := newTable(w)
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
