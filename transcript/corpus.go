package transcript

import (
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bmatcuk/doublestar/v4"
)

// FileRole says what a discovered file is.
type FileRole uint8

// File roles.
const (
	RoleTranscript FileRole = iota // a top-level transcript
	RoleSubagent                   // a subagent's transcript, of its parent's Session
	RoleSidecar                    // a file transcripts refer to (Cursor: agent-tools/<name>.txt)
)

func (r FileRole) String() string {
	return [...]string{"transcript", "subagent", "sidecar"}[r]
}

// File is one discovered file, with the identity its format's layout
// gives it.
type File struct {
	Path    string // slash path relative to the source root
	Project string // encoded project directory name
	Session string // session id: the directory name, or the file id when flat
	Child   string // subagent child id
	Name    string // sidecar file name
	Role    FileRole
	Size    int64
	Flat    bool // <project>/agent-transcripts/<id>.jsonl
	// Started is when the file's session started, as its first line
	// records it (UTC), for a format whose file names spell that time
	// (Codex); zero when the format or the line says none. It is read for
	// the bundle path alone, which spells it shifted (Format.BundlePath).
	Started time.Time
	// Parent is the session a file's first line names as the one that
	// spawned it, for a format whose subagents are not below their parent
	// (a Codex thread_spawn subagent's parent_thread_id); read with
	// Started. A session's subagents are the files of its Session or with
	// it as Parent.
	Parent string
	// Window, when set, keeps only some frames of the file (see Reader).
	Window *Window
	// Lines, for a sidecar of JSON lines (a Claude Code subagent's meta),
	// is their schema: it is scrubbed line by line as a transcript is;
	// nil for a sidecar scrubbed as text.
	Lines *Schema
	// Workflow is the run a Claude Code workflow's files belong to: its
	// subagents and their meta, its journal.jsonl (all in
	// <session>/subagents/workflows/<run>/) and its
	// <session>/workflows/<run>.json; empty for any other file.
	Workflow string
	// Follows is the source path of the sidecar this sidecar comes with
	// whenever that one is chosen (a Claude Code workflow script: its
	// run's record, which names it); empty for any other file.
	Follows string
}

// ID returns the file's own id: its base name without extension.
func (f File) ID() string {
	return strings.TrimSuffix(path.Base(f.Path), path.Ext(f.Path))
}

// SessionDir returns the session directory of the subagent at the slash
// path p: the one above its subagents/ (<session>/subagents/<file>, or
// <session>/subagents/workflows/<run>/<file> for a Claude Code workflow
// run's).
func SessionDir(p string) string {
	d := path.Dir(path.Dir(p))
	if path.Base(d) == "workflows" && path.Base(path.Dir(d)) == "subagents" {
		d = path.Dir(path.Dir(d))
	}
	return d
}

// Corpus is the result of discovery.
type Corpus struct {
	// Format is the format that discovered the corpus: its files are read
	// with its Schema.
	Format Format
	FS     fs.FS
	Label  string // how the source was named, for people
	Root   string // the directory FS reads, when it is the OS file system
	File   string // the one file the source named (slash path in FS), if it named one
	Files  []File // sorted by Path
	// Diagnostics are file-level: links, unreadable entries, files that are
	// not regular, identity mismatches. Never content.
	Diagnostics []Diagnostic
	// Ignored counts files that are not part of a transcript tree.
	Ignored int
	// IdentityMismatches counts transcripts whose file id differs from
	// their directory name.
	IdentityMismatches int
}

// Transcripts returns the top-level transcripts and subagents.
func (c *Corpus) Transcripts() []File {
	var out []File
	for _, f := range c.Files {
		if f.Role != RoleSidecar {
			out = append(out, f)
		}
	}
	return out
}

// Source names a tree to discover: an fs.FS laid out as a projects root,
// optionally restricted to one project or one file.
type Source struct {
	FS      fs.FS
	Label   string
	Root    string // the directory FS reads, when it is the OS file system
	Project string // only this project, when set
	File    string // only this file (slash path in FS), when set
}

// Filter restricts discovery by doublestar globs over source-relative
// slash paths. A file is kept when it matches some Include pattern (or
// there are none) and no Exclude pattern.
type Filter struct {
	Include, Exclude []string
}

// Validate reports the first malformed pattern.
func (f Filter) Validate() error {
	for _, p := range append(slices.Clone(f.Include), f.Exclude...) {
		if !doublestar.ValidatePattern(p) {
			return &PatternError{Pattern: p}
		}
	}
	return nil
}

// PatternError names a malformed glob. The pattern is the user's own
// argument, not transcript content.
type PatternError struct{ Pattern string }

func (e *PatternError) Error() string { return "invalid glob pattern " + strconv.Quote(e.Pattern) }

// Keeps reports whether the filter keeps the source-relative path p.
func (f Filter) Keeps(p string) bool {
	if len(f.Include) > 0 && !slices.ContainsFunc(f.Include, func(g string) bool { return match(g, p) }) {
		return false
	}
	return !slices.ContainsFunc(f.Exclude, func(g string) bool { return match(g, p) })
}

func match(pattern, p string) bool {
	ok, _ := doublestar.Match(pattern, p)
	return ok
}
