package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

const exportHelp = `Usage: transcrub export [options] -o OUT [SOURCE...]

Select the transcript files that cover the fixture checklist (or all of
them), scrub them, verify the result and write a deterministic bundle with
a coverage manifest. Nothing is written unless verification passes.

The checklist set is sought as the cheapest set of whole files covering
every predicate the source holds: first the fewest files with skipped
lines, then the fewest source bytes (files, the parents of chosen
subagents and the sidecars they read back, each counted once; a Claude
Code or Codex file comes with its whole session and its subagents),
then the fewest files. It is the cheapest, and the manifest's
selection.cover.optimal says so, when the exact search finishes within
its fixed amount of work (counted in steps, not time); otherwise it is the
cheapest found, greedy at worst, and the summary line and
selection.cover.lower_bound give its gap to a proven lower bound.

Structural mode (the default) replaces every string but the structural
ones with keyed filler of the same byte length and line breaks, and
pseudonymizes paths, ids and project names consistently: fixtures for
parser tests. Redact mode keeps the prose and replaces secrets, personal
data and identity with numbered placeholders.

Identity terms are the user names of home paths and project directories,
the project's words and joined name (notes-scratch, notes_scratch,
NotesScratch), git remote owners, the working directories, branch
namespaces (will/fix-x), remotes and time zones a Claude Code or Codex
session records, the running user and host, and --term and --terms-file
words. A term that is a common word or code identifier
(will, main, example) is replaced only where it stands as identity (a
path, an email, an @handle, a private host name, a URL), never in prose or
a key. The terms and where each was replaced are listed on stderr, never
in the bundle.

Examples:
  transcrub export -o fixtures.tar.zst
  transcrub export builtin:sample -o - | tar --zstd -tv
  transcrub export --format dir -o testdata/cursor ~/.cursor/projects/Users-me-app
  transcrub export --select all --salt-file salt.bin -o corpus.tar.zst
  transcrub export --where 'many_reads=[.message.content[]? | select(.name=="ReadFile")] | length > 5' -o f.tar.zst
  transcrub export --mode redact --term acme --select all -o share.tar.zst
  transcrub export --mode redact --terms-file our-names.txt -o share.tar.zst
`

// exportFlags are shared by export and report.
type exportFlags struct {
	src        sourceFlags
	out        string
	format     string
	mode       string
	strategy   string
	sessions   []string
	where      []string
	predicates string
	saltFile   string
	workers    int
	asJSON     bool
	redact     redactFlags
	frames     *export.FrameRange // report only
	report     bool               // report: jsonl allowed; print what was scrubbed, not coverage
}

func runExport(ctx context.Context, e env, args []string) error {
	var o exportFlags
	fs := newFlags("export", exportHelp, e)
	fs.StringVarP(&o.out, "output", "o", "", "bundle to write: FILE.tar.zst, a new directory with --format dir, or - for stdout")
	fs.StringVar(&o.format, "format", "", "tar.zst or dir (default: tar.zst for OUT.tar.zst, OUT.tzst or -)")
	fs.StringVar(&o.mode, "mode", "structural", "structural (fixtures) or redact (readable, secrets and identity removed)")
	fs.StringVar(&o.strategy, "select", export.StrategyChecklist, "checklist (the cheapest set of files covering every predicate) or all")
	fs.StringArrayVar(&o.sessions, "session", nil, "only this session id (repeatable)")
	fs.StringArrayVar(&o.where, "where", nil, "custom frame predicate NAME=JQ-EXPR (repeatable)")
	fs.StringVar(&o.predicates, "predicates", "", "file of custom predicates, one NAME=JQ-EXPR a line")
	fs.StringVar(&o.saltFile, "salt-file", "", "key pseudonyms with this file's bytes (default: a random salt per run, never written)")
	fs.IntVarP(&o.workers, "jobs", "j", 0, "files processed in parallel (default: number of CPUs)")
	fs.BoolVar(&o.asJSON, "json", false, "print the manifest to stdout")
	o.redact.register(fs)
	o.src.register(fs)
	if err := parse(fs, args); err != nil {
		return err
	}
	if o.out == "" {
		return usageErrorf("export needs -o OUT")
	}
	return o.run(ctx, e, fs.Args())
}

// run builds, verifies and writes the bundle, then reports.
func (o *exportFlags) run(ctx context.Context, e env, args []string) error {
	format, err := outputFormat(o.out, o.format, o.report)
	if err != nil {
		return err
	}
	o.format = format
	if o.out == "-" && (o.format == export.FormatDir || o.asJSON) {
		return usageErrorf("-o - streams the output and cannot be combined with --format dir or --json")
	}
	if st, err := os.Stat(o.out); o.out != "-" && o.format != export.FormatDir && err == nil && !st.Mode().IsRegular() {
		return usageErrorf("%s exists and is not a regular file; a bundle replaces only a file", transcript.ShowPath(o.out))
	}
	if o.strategy != export.StrategyChecklist && o.strategy != export.StrategyAll {
		return usageErrorf("--select must be checklist or all")
	}
	set, err := o.predicateSet()
	if err != nil {
		return err
	}
	salt, err := o.salt()
	if err != nil {
		return err
	}
	corpora, err := o.src.discover(args, e.stderr)
	if err != nil {
		return err
	}
	if err := refuseOutputInSource(o.out, corpora, o.src); err != nil {
		return err
	}
	noteDiagnostics(e.stderr, corpora)
	if err := sessionsExist(o.sessions, corpora); err != nil {
		return err
	}
	if n := transcriptsOf(o.sessions, corpora); o.format == export.FormatJSONL && n != 1 {
		return &hinted{usageErrorf("--format jsonl writes one transcript; the sessions named hold %d, subagents included", n), "write a bundle (-o report.tar.zst, or --format dir), or name the one transcript file to report"}
	}
	id, err := o.redact.identity()
	if err != nil {
		return err
	}
	foretold, err := export.Foretell(ctx, corpora, o.workers)
	if err != nil {
		return err
	}
	pseudo := scrub.NewPseudonymizer(salt).Avoiding(knownTerms(id, corpora, foretold).Word)
	mode, err := o.newMode(pseudo, id)
	if err != nil {
		return err
	}
	export.CleanLeftovers(o.out)
	prog := newProgress(e.stderr)
	opts := export.Options{
		Mode: mode, Strategy: o.strategy, Sessions: o.sessions, Set: set, Name: pseudo.Segment, Shift: pseudo.ShiftTime,
		Workers: o.workers, MaxLine: o.src.maxLine, Identity: id.all(), ToolVersion: version,
		Output: o.out, Progress: prog.update, Frames: o.frames,
	}
	b, err := export.Build(ctx, corpora, opts)
	prog.done()
	var ve *export.VerifyError
	if errors.As(err, &ve) {
		fmt.Fprintf(e.stderr, "transcrub: verification failed: %v\n", ve)
		return errVerify
	}
	if err != nil {
		return err
	}
	defer b.Close()
	if err := export.Write(ctx, b, o.out, o.format, e.stdout, max(o.workers, 2)); err != nil {
		if errors.Is(err, export.ErrExists) {
			return usageErrorf("%s already exists; a directory bundle is never written over", transcript.ShowPath(o.out))
		}
		return fmt.Errorf("writing the bundle: %w", err)
	}
	if o.asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(b.Manifest); err != nil {
			return err
		}
	} else if o.report || o.mode == "redact" {
		printRedactions(e.stderr, b.Manifest)
	} else {
		printCoverage(e.stderr, b.Manifest)
	}
	noteSkippedLines(e.stderr, b.Manifest, corpora, pseudo.Segment, opts.PathShift())
	printIdentity(e.stderr, b.Identity())
	printSummary(e.stderr, b.Manifest, o.out, o.format)
	if b.Partial {
		return fmt.Errorf("%w: %d lines or files left out, listed in the manifest", errPartial, len(b.Manifest.Skipped))
	}
	return nil
}

func (o *exportFlags) predicateSet() (*selectors.Set, error) {
	var custom []selectors.Predicate
	for _, w := range o.where {
		p, err := selectors.ParseWhere(w)
		if err != nil {
			return nil, &usageError{err.Error()}
		}
		custom = append(custom, p)
	}
	if o.predicates != "" {
		f, err := os.Open(o.predicates)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		ps, err := selectors.LoadPredicates(f, o.predicates)
		if err != nil {
			return nil, &usageError{err.Error()}
		}
		custom = append(custom, ps...)
	}
	set, err := selectors.NewSet(custom...)
	if err != nil {
		return nil, &usageError{err.Error()}
	}
	return set, nil
}

func (o *exportFlags) salt() ([]byte, error) {
	if o.saltFile == "" {
		return scrub.NewSalt()
	}
	b, err := os.ReadFile(o.saltFile)
	if err != nil {
		return nil, fmt.Errorf("--salt-file: %w", err)
	}
	if len(b) < 16 {
		return nil, usageErrorf("--salt-file must hold at least 16 bytes")
	}
	return b, nil
}

// refuseOutputInSource refuses an output path inside a source tree unless
// an --exclude pattern keeps it out: the next run would read it back.
func refuseOutputInSource(out string, corpora []*transcript.Corpus, src sourceFlags) error {
	if out == "-" {
		return nil
	}
	abs, err := resolve(out)
	if err != nil {
		return err
	}
	for _, c := range corpora {
		root, err := resolve(c.Root)
		if c.Root == "" || err != nil {
			continue
		}
		rel, err := filepath.Rel(root, abs)
		if err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
			continue
		}
		if c.File != "" && filepath.ToSlash(rel) != c.File {
			continue // a source that names one file reads only that file
		}
		f := transcript.Filter{Exclude: src.exclude}
		if !f.Keeps(filepath.ToSlash(rel)) || !f.Keeps(filepath.ToSlash(rel)+"/x") {
			continue // excluded: the file, or everything in the directory
		}
		return &hinted{usageErrorf("the output %s is inside the source %s", transcript.ShowPath(out), transcript.ShowPath(c.Label)), "write it elsewhere, or --exclude it"}
	}
	return nil
}

// sessionsExist reports a --session or report SESSION that names no
// transcript of the sources.
func sessionsExist(sessions []string, corpora []*transcript.Corpus) error {
	for _, id := range sessions {
		if transcriptsOf([]string{id}, corpora) == 0 {
			return &hinted{fmt.Errorf("no session %q in the source", id), "run 'transcrub scan --json' to list what the source holds, or name the source"}
		}
	}
	return nil
}

// transcriptsOf counts the transcripts and subagents of the sessions
// (all of them when none is named).
func transcriptsOf(sessions []string, corpora []*transcript.Corpus) int {
	n := 0
	for _, c := range corpora {
		for _, f := range c.Transcripts() {
			if len(sessions) == 0 || slices.Contains(sessions, f.Session) {
				n++
			}
		}
	}
	return n
}

// surface is one line of the scrub statistics.
type surface struct {
	name         string
	count, bytes int64
}

func surfaces(m *export.Manifest) []surface {
	s := m.Scrub
	var out []surface
	for _, x := range []struct {
		name string
		c    scrub.Count
	}{{"text", s.Text}, {"tool_input", s.ToolInput}, {"mcp_arguments", s.MCPArguments}, {"applypatch", s.ApplyPatch},
		{"error", s.Error}, {"sidecar", s.Sidecar}, {"keys", s.Keys}, {"paths", s.Paths}, {"other", s.Other}} {
		out = append(out, surface{x.name, x.c.Count, x.c.Bytes})
	}
	return out
}

// resolve returns p absolute with its links resolved, as far as it
// exists: an output path through a linked directory is still inside the
// tree the link points into.
func resolve(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r, nil
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		return filepath.Join(dir, filepath.Base(abs)), nil
	}
	return abs, nil
}

// printCoverage writes the coverage table for people.
func printCoverage(w io.Writer, m *export.Manifest) {
	t := newTable(w, 0)
	t.row("", "PREDICATE", "SOURCE", "COVERED", "WITNESS")
	for _, c := range m.Coverage {
		cov, wit := "no", "-"
		if c.Covered {
			cov = "yes"
			x := c.Witnesses[0]
			wit = fmt.Sprintf("%s frame %d", x.File, x.Frame)
			if x.Frame < 0 {
				wit = x.File
			} else if x.Block >= 0 {
				wit += fmt.Sprintf(" block %d", x.Block)
			}
		} else if c.SourceMatches == 0 {
			cov = "n/a"
		}
		t.row("", c.ID, fmt.Sprint(c.SourceMatches), cov, wit)
	}
	t.flush()
}

// printSummary says what was written where.
func printSummary(w io.Writer, m *export.Manifest, out, format string) {
	covered, present := 0, 0
	var bytes int64
	for _, c := range m.Coverage {
		if c.SourceMatches > 0 {
			present++
			if c.Covered {
				covered++
			}
		}
	}
	for _, f := range m.Files {
		bytes += f.Size
	}
	dest := transcript.ShowPath(out)
	if out == "-" {
		dest = "stdout"
	}
	if format == export.FormatJSONL {
		fmt.Fprintf(w, "transcrub: %s: 1 transcript, mode %s, %d skipped; the manifest and %d sidecars are only in a bundle\n",
			dest, m.Mode, len(m.Skipped), m.Selection.Sidecars)
		return
	}
	fmt.Fprintf(w, "transcrub: %s: %d files (%d bytes before compression), %d of %d predicates present in the source covered and verified, mode %s, %d skipped\n",
		dest, len(m.Files), bytes, covered, present, m.Mode, len(m.Skipped))
	if c := m.Selection.Cover; c != nil && c.Optimal {
		fmt.Fprintf(w, "transcrub: checklist set: %d source bytes, the cheapest cover\n", c.Bytes)
	} else if c != nil {
		fmt.Fprintf(w, "transcrub: checklist set: %d source bytes, within %.1f%% of the lower bound (%d bytes; the search ran out of budget)\n",
			c.Bytes, 100*c.Gap(), c.LowerBound)
	}
}
