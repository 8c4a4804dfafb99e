package transcript

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/bmatcuk/doublestar/v4"
)

// FileRole says what a discovered file is.
type FileRole uint8

// File roles.
const (
	RoleTranscript FileRole = iota // a top-level transcript
	RoleSubagent                   // <id>/subagents/<child>.jsonl
	RoleSidecar                    // agent-tools/<name>.txt
)

func (r FileRole) String() string {
	return [...]string{"transcript", "subagent", "sidecar"}[r]
}

// File is one discovered file. Its identity comes from its path only.
type File struct {
	Path    string // slash path relative to the source root
	Project string // encoded project directory name
	Session string // session id: the directory name, or the file id when flat
	Child   string // subagent child id
	Name    string // sidecar file name
	Role    FileRole
	Size    int64
	Flat    bool // <project>/agent-transcripts/<id>.jsonl
	// Window, when set, keeps only some frames of the file (see Reader).
	Window *Window
}

// ID returns the file's own id: its base name without extension.
func (f File) ID() string {
	return strings.TrimSuffix(path.Base(f.Path), path.Ext(f.Path))
}

// Corpus is the result of discovery.
type Corpus struct {
	FS    fs.FS
	Label string // how the source was named, for people
	Root  string // the directory FS reads, when it is the OS file system
	File  string // the one file the source named (slash path in FS), if it named one
	Files []File // sorted by Path
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

// ErrNotSource is returned for a path that is neither a directory nor a
// .jsonl transcript file.
var ErrNotSource = errors.New("not a Cursor projects root, project directory or transcript file")

// OpenPath resolves a filesystem path to a Source: a projects root, one
// project directory (it holds agent-transcripts/ or agent-tools/), or one
// transcript file.
func OpenPath(p string) (Source, error) {
	p = filepath.Clean(p)
	st, err := os.Stat(p)
	if err != nil {
		return Source{}, err
	}
	if st.IsDir() {
		if isDir(filepath.Join(p, "agent-transcripts")) || isDir(filepath.Join(p, "agent-tools")) {
			return Source{FS: os.DirFS(filepath.Dir(p)), Root: filepath.Dir(p), Label: p, Project: filepath.Base(p)}, nil
		}
		return Source{FS: os.DirFS(p), Root: p, Label: p}, nil
	}
	if !st.Mode().IsRegular() || filepath.Ext(p) != ".jsonl" {
		return Source{}, ErrNotSource
	}
	// Climb to the projects root: .../<project>/agent-transcripts/...
	parts := strings.Split(filepath.ToSlash(p), "/")
	for i := len(parts) - 2; i >= 1; i-- {
		if parts[i] == "agent-transcripts" {
			root := filepath.FromSlash(strings.Join(parts[:i-1], "/"))
			if root == "" {
				root = "/"
			}
			return Source{FS: os.DirFS(root), Root: root, Label: p, Project: parts[i-1], File: strings.Join(parts[i-1:], "/")}, nil
		}
	}
	return Source{FS: os.DirFS(filepath.Dir(p)), Root: filepath.Dir(p), Label: p, File: filepath.Base(p)}, nil
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
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

// Discover lists the transcripts, subagents and sidecars of src.
func Discover(src Source, filter Filter) (*Corpus, error) {
	c := &Corpus{FS: src.FS, Label: src.Label, Root: src.Root, File: src.File}
	w := walker{c: c, filter: filter}
	if src.File != "" {
		w.single(src)
	} else {
		projects, err := fs.ReadDir(src.FS, ".")
		if err != nil {
			return nil, err
		}
		for _, e := range projects {
			if src.Project != "" && e.Name() != src.Project {
				continue
			}
			if w.usable(e.Name(), e, true) {
				w.project(e.Name())
			}
		}
	}
	slices.SortFunc(c.Files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	return c, nil
}

type walker struct {
	c      *Corpus
	filter Filter
}

func (w *walker) note(p string, prob Problem) {
	if !w.filter.Keeps(p) {
		return // outside what was asked for
	}
	w.c.Diagnostics = append(w.c.Diagnostics, Diagnostic{File: p, Problem: prob})
}

// usable reports whether entry e at p is a directory (wantDir) or a
// regular file, noting links and other kinds.
func (w *walker) usable(p string, e fs.DirEntry, wantDir bool) bool {
	switch t := e.Type(); {
	case t&fs.ModeSymlink != 0:
		w.note(p, Symlink)
		return false
	case wantDir && t.IsDir(), !wantDir && t.IsRegular():
		return true
	case wantDir && t.IsRegular():
		w.c.Ignored++
		return false
	}
	w.note(p, NotRegular)
	return false
}

func (w *walker) readDir(p string) []fs.DirEntry {
	es, err := fs.ReadDir(w.c.FS, p)
	if err != nil {
		w.note(p, Unreadable)
	}
	return es
}

func (w *walker) add(f File, e fs.DirEntry) {
	if !w.filter.Keeps(f.Path) {
		return
	}
	info, err := e.Info()
	if err == nil {
		err = w.openable(f.Path)
	}
	if err != nil {
		w.note(f.Path, Unreadable)
		return
	}
	f.Size = info.Size()
	w.c.Files = append(w.c.Files, f)
}

// openable opens and closes the regular file at p, so that a file that
// cannot be read (no permission) is reported here rather than failing a
// run that chose it.
func (w *walker) openable(p string) error {
	f, err := w.c.FS.Open(p)
	if err == nil {
		f.Close()
	}
	return err
}

func (w *walker) project(proj string) {
	for _, e := range w.readDir(proj) {
		p := proj + "/" + e.Name()
		switch e.Name() {
		case "agent-transcripts":
			if w.usable(p, e, true) {
				w.transcripts(proj, p)
			}
		case "agent-tools":
			if w.usable(p, e, true) {
				w.sidecars(proj, p)
			}
		default:
			w.ignore(p, e)
		}
	}
}

// ignore counts a file or directory tree that is not part of the format.
func (w *walker) ignore(p string, e fs.DirEntry) {
	if e.Type()&fs.ModeSymlink != 0 {
		w.note(p, Symlink)
		return
	}
	if !e.IsDir() {
		w.c.Ignored++
		return
	}
	for _, c := range w.readDir(p) {
		w.ignore(p+"/"+c.Name(), c)
	}
}

func (w *walker) transcripts(proj, dir string) {
	entries := w.readDir(dir)
	// Session directories are walked on every core (each a directory
	// listing and a stat and an open a file, all waiting on the system),
	// each into a walker of its own, merged below in entry order: the
	// result is the sequential walk's.
	sessions := make([]*walker, len(entries))
	isSession := func(e fs.DirEntry) bool { return e.IsDir() && e.Type()&fs.ModeSymlink == 0 }
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				sub := &walker{c: &Corpus{FS: w.c.FS}, filter: w.filter}
				sub.session(proj, dir+"/"+entries[i].Name(), entries[i].Name())
				sessions[i] = sub
			}
		})
	}
	for i, e := range entries {
		if isSession(e) {
			next <- i
		}
	}
	close(next)
	wg.Wait()
	for i, e := range entries {
		p := dir + "/" + e.Name()
		if isSession(e) {
			w.merge(sessions[i].c)
			continue
		}
		if path.Ext(e.Name()) != ".jsonl" {
			w.ignore(p, e)
			continue
		}
		if w.usable(p, e, false) {
			w.add(File{Path: p, Project: proj, Session: strings.TrimSuffix(e.Name(), ".jsonl"), Flat: true}, e)
		}
	}
}

// merge adds what another walker found, after what w has.
func (w *walker) merge(c *Corpus) {
	w.c.Files = append(w.c.Files, c.Files...)
	w.c.Diagnostics = append(w.c.Diagnostics, c.Diagnostics...)
	w.c.Ignored += c.Ignored
	w.c.IdentityMismatches += c.IdentityMismatches
}

func (w *walker) session(proj, dir, id string) {
	for _, e := range w.readDir(dir) {
		p := dir + "/" + e.Name()
		switch {
		case e.Name() == "subagents" && e.IsDir() && e.Type()&fs.ModeSymlink == 0:
			w.subagents(proj, p, id)
		case path.Ext(e.Name()) == ".jsonl":
			if !w.usable(p, e, false) {
				continue
			}
			if strings.TrimSuffix(e.Name(), ".jsonl") != id {
				w.c.IdentityMismatches++
				w.note(p, IDMismatch)
			}
			w.add(File{Path: p, Project: proj, Session: id}, e)
		default:
			w.ignore(p, e)
		}
	}
}

func (w *walker) subagents(proj, dir, session string) {
	for _, e := range w.readDir(dir) {
		p := dir + "/" + e.Name()
		if path.Ext(e.Name()) != ".jsonl" {
			w.ignore(p, e)
			continue
		}
		if w.usable(p, e, false) { // a directory here is reported, not entered
			w.add(File{Path: p, Project: proj, Session: session, Child: strings.TrimSuffix(e.Name(), ".jsonl"), Role: RoleSubagent}, e)
		}
	}
}

func (w *walker) sidecars(proj, dir string) {
	for _, e := range w.readDir(dir) {
		p := dir + "/" + e.Name()
		if path.Ext(e.Name()) != ".txt" {
			w.ignore(p, e)
			continue
		}
		if w.usable(p, e, false) { // a directory here is reported, not entered
			w.add(File{Path: p, Project: proj, Name: e.Name(), Role: RoleSidecar}, e)
		}
	}
}

// single discovers one transcript file named by src.File.
func (w *walker) single(src Source) {
	parts := strings.Split(src.File, "/")
	f := File{Path: src.File, Project: src.Project}
	switch n := len(parts); {
	case n == 3: // <project>/agent-transcripts/<id>.jsonl
		f.Session, f.Flat = strings.TrimSuffix(parts[2], ".jsonl"), true
	case n == 4: // <project>/agent-transcripts/<id>/<id>.jsonl
		f.Session = parts[2]
	case n == 5 && parts[3] == "subagents":
		f.Session, f.Child, f.Role = parts[2], strings.TrimSuffix(parts[4], ".jsonl"), RoleSubagent
	default:
		f.Session = strings.TrimSuffix(path.Base(src.File), ".jsonl")
	}
	info, err := fs.Stat(w.c.FS, src.File)
	if err != nil {
		w.note(src.File, Unreadable)
		return
	}
	f.Size = info.Size()
	w.c.Files = append(w.c.Files, f)
}
