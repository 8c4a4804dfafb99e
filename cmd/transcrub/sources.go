package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	transcrub "github.com/transcrub/transcrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
	agents "github.com/transcrub/transcrub/transcript/formats"
)

// builtinSample names the embedded synthetic Cursor corpus; the Claude
// Code and Codex ones are builtinSample/<format>.
const builtinSample = "builtin:sample"

// builtin is an embedded synthetic corpus: a tree of fsys under dir, in
// format.
type builtin struct {
	fsys   fs.FS
	dir    string
	format transcript.Format
}

// builtins are the embedded corpora by SOURCE name.
var builtins = map[string]builtin{
	builtinSample:                         {transcrub.Sample, "testdata/sample", cursor.Format},
	builtinSample + "/" + claudecode.Name: {transcrub.ClaudeCodeSample, "testdata/sample-claude-code", claudecode.Format},
	builtinSample + "/" + codex.Name:      {transcrub.CodexSample, "testdata/sample-codex", codex.Format},
}

// formats are the agent formats transcrub reads, in the order --agent
// auto tries them and default roots are listed.
var formats = agents.All

// agentAuto is the --agent value that recognises each SOURCE's format.
const agentAuto = "auto"

// agentNames lists the --agent values.
func agentNames() string {
	var names []string
	for _, f := range formats {
		names = append(names, f.Name())
	}
	return strings.Join(append(names, agentAuto), ", ")
}

// sourceFlags are the discovery options every reading command shares.
type sourceFlags struct {
	agent            string
	include, exclude []string
	maxLine          int
}

// agentFlag is how a command's flag set takes --agent.
type agentFlag interface {
	StringVar(*string, string, string, string)
}

func (s *sourceFlags) registerAgent(fs agentFlag) {
	fs.StringVar(&s.agent, "agent", agentAuto, "the agent whose transcripts SOURCE holds: "+agentNames()+" (recognised from the tree)")
}

func (s *sourceFlags) register(fs interface {
	agentFlag
	StringArrayVar(*[]string, string, []string, string)
	IntVar(*int, string, int, string)
}) {
	s.registerAgent(fs)
	fs.StringArrayVar(&s.include, "include", nil, "only files whose source-relative path matches this glob (repeatable; ** allowed)")
	fs.StringArrayVar(&s.exclude, "exclude", nil, "skip files whose source-relative path matches this glob (repeatable)")
	fs.IntVar(&s.maxLine, "max-line", transcript.DefaultMaxLine, "per-line limit in bytes; longer lines are skipped and reported")
}

// discover resolves each argument (default: the default roots of the
// formats --agent names that exist, said on stderr) and discovers its
// files.
func (s *sourceFlags) discover(args []string, stderr io.Writer) ([]*transcript.Corpus, error) {
	filter := transcript.Filter{Include: s.include, Exclude: s.exclude}
	if err := filter.Validate(); err != nil {
		return nil, &usageError{err.Error()}
	}
	if s.maxLine <= 0 {
		return nil, usageErrorf("--max-line must be positive")
	}
	candidates, err := s.agents()
	if err != nil {
		return nil, err
	}
	var roots []root
	if len(args) == 0 {
		if roots, err = defaultRoots(candidates, stderr); err != nil {
			return nil, err
		}
	}
	for _, a := range args {
		if a == "-" {
			return nil, errStdinSource
		}
		roots = append(roots, root{a, sniff(candidates, a)})
	}
	var out []*transcript.Corpus
	var empty *root
	for i, r := range roots {
		src, err := openSource(r.format, r.path)
		if err != nil {
			return nil, err
		}
		c, err := r.format.Discover(src, filter)
		if err != nil {
			return nil, fmt.Errorf("%s: cannot list the source: %w", transcript.ShowPath(r.path), errors.Unwrap(err))
		}
		if len(c.Transcripts()) == 0 {
			if len(args) > 0 {
				return nil, s.noTranscripts(r.format, r.path)
			}
			// A default root without transcripts is one agent not used here.
			if empty == nil {
				empty = &roots[i]
			}
			continue
		}
		out = append(out, c)
		if len(args) > 0 {
			out = append(out, alsoHeld(candidates, r, c, filter, stderr)...)
		}
	}
	if len(out) == 0 && empty != nil {
		return nil, s.noTranscripts(empty.format, empty.path)
	}
	return out, nil
}

// errStdinSource refuses - as a SOURCE or SESSION: transcrub reads
// transcripts from files, never from standard input (- is stdout for OUT,
// stdin for verify's BUNDLE only).
var errStdinSource = usageErrorf("-: transcripts are read from files, never from standard input (- is stdout for -o, and stdin for verify's BUNDLE only)")

// alsoHeld returns the corpora of the other formats of candidates that
// recognise the directory SOURCE r too and find transcripts in it, none
// of them a file of c, the corpus r's format found (a home holding both
// a Claude Code projects/ and a Codex sessions/), and says on stderr that
// it reads them; none for a file or an embedded sample.
func alsoHeld(candidates []transcript.Format, r root, c *transcript.Corpus, filter transcript.Filter, stderr io.Writer) []*transcript.Corpus {
	if st, err := os.Stat(r.path); err != nil || !st.IsDir() {
		return nil
	}
	held := map[string]bool{}
	hold := func(c *transcript.Corpus) {
		for _, f := range c.Files {
			held[filepath.Join(c.Root, f.Path)] = true
		}
	}
	hold(c)
	var out []*transcript.Corpus
	for _, f := range candidates {
		if f == r.format || !f.Sniff(r.path) {
			continue
		}
		src, err := f.Open(r.path)
		if err != nil {
			continue
		}
		of := filter
		if rel, err := filepath.Rel(src.Root, c.Root); err == nil && rel != "." && filepath.IsLocal(rel) {
			// c's tree is inside: its files are neither this format's nor
			// ignored.
			of.Exclude = append(slices.Clone(filter.Exclude), filepath.ToSlash(rel)+"/**")
		}
		o, err := f.Discover(src, of)
		if err != nil || len(o.Transcripts()) == 0 ||
			slices.ContainsFunc(o.Files, func(g transcript.File) bool { return held[filepath.Join(o.Root, g.Path)] }) {
			continue
		}
		hold(o)
		fmt.Fprintf(stderr, "transcrub: %s holds %s transcripts too: reading them (--agent %s reads only those)\n",
			transcript.ShowPath(r.path), f.Name(), f.Name())
		out = append(out, o)
	}
	return out
}

// root is a SOURCE and the format it is read in.
type root struct {
	path   string
	format transcript.Format
}

// sourceHint says what a SOURCE may be.
const sourceHint = "SOURCE is an agent's root (~/.cursor/projects, ~/.claude/projects, ~/.codex/sessions), a project directory, a .jsonl transcript, builtin:sample, builtin:sample/claude-code or builtin:sample/codex"

// agents returns the formats --agent names: one, or all for auto.
func (s *sourceFlags) agents() ([]transcript.Format, error) {
	if s.agent == agentAuto || s.agent == "" {
		return formats, nil
	}
	for _, f := range formats {
		if f.Name() == s.agent {
			return []transcript.Format{f}, nil
		}
	}
	return nil, usageErrorf("--agent must be one of %s", agentNames())
}

// sniff returns the first of candidates that recognises the SOURCE arg,
// or the first when none does (its discovery then says what is missing).
// A file goes first to a format that also recognises the directory it is
// in: Cursor reads any .jsonl file, but a Claude Code session's place is
// Claude Code's.
func sniff(candidates []transcript.Format, arg string) transcript.Format {
	if b, ok := builtins[arg]; ok {
		return b.format
	}
	if st, err := os.Stat(arg); err == nil && !st.IsDir() {
		for _, f := range candidates {
			if f.Sniff(arg) && f.Sniff(filepath.Dir(arg)) {
				return f
			}
		}
	}
	for _, f := range candidates {
		if f.Sniff(arg) {
			return f
		}
	}
	return candidates[0]
}

// defaultRoots returns the default roots of candidates that exist, and
// says on stderr which they are; when none exists, the first, whose
// opening then fails with a hint.
func defaultRoots(candidates []transcript.Format, stderr io.Writer) ([]root, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return nil, &hinted{err, "name a SOURCE: a projects root of an agent, a project directory or a transcript file"}
	}
	var found []root
	for _, f := range candidates {
		for _, p := range f.DefaultRoots(home) {
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				found = append(found, root{p, f})
				fmt.Fprintf(stderr, "transcrub: reading %s (%s)\n", transcript.ShowPath(p), f.Name())
			}
		}
	}
	if len(found) == 0 {
		return []root{{candidates[0].DefaultRoots(home)[0], candidates[0]}}, nil
	}
	return found, nil
}

// noTranscripts is the error for a source of format f that holds no
// transcript, with a hint naming where some are when there are some near
// it.
func (s *sourceFlags) noTranscripts(f transcript.Format, arg string) error {
	err := fmt.Errorf("no transcripts found in %s", transcript.ShowPath(arg))
	if len(s.include)+len(s.exclude) > 0 {
		return &hinted{err, "--include and --exclude match source-relative paths such as " + f.Layout() + "; check that they keep some"}
	}
	// With --agent auto, any agent's root near arg will do (arg is a home
	// that holds ~/.claude, say): f's first.
	near := []transcript.Format{f}
	if s.agent == agentAuto || s.agent == "" {
		near = append(near, formats...)
	}
	for _, g := range near {
		if root := g.NearestRoot(arg); root != "" {
			return &hinted{err, fmt.Sprintf("transcripts are under %s: name that as SOURCE", transcript.ShowPath(root))}
		}
	}
	es, _ := os.ReadDir(arg)
	for _, e := range es {
		if filepath.Ext(e.Name()) == ".jsonl" {
			return &hinted{err, "its .jsonl files are not in a Cursor projects tree: name each file as a SOURCE"}
		}
	}
	return &hinted{err, sourceHint}
}

// openSource resolves the SOURCE arg of format f.
func openSource(f transcript.Format, arg string) (transcript.Source, error) {
	if b, ok := builtins[arg]; ok {
		sub, err := fs.Sub(b.fsys, b.dir)
		if err != nil {
			return transcript.Source{}, err
		}
		return transcript.Source{FS: sub, Label: arg}, nil
	}
	src, err := f.Open(arg)
	if errors.Is(err, fs.ErrNotExist) {
		return src, &hinted{fmt.Errorf("%s: no such file or directory", transcript.ShowPath(arg)), sourceHint}
	}
	if err != nil {
		return src, fmt.Errorf("%s: %w", transcript.ShowPath(arg), err)
	}
	return src, nil
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w any) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
