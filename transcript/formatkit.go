package transcript

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

// This file holds what every format package does the same way: compile
// its built-in schema once, open a path, list the projects of a source,
// recognise a tree, and look below
// a directory for a projects root.

// CompiledOnce returns a function that compiles spec on its first call
// and returns the same Schema on every call. spec is a format's built-in
// table: a compile error is a programming error, and panics (the format's
// schema test fails first).
func CompiledOnce(spec SchemaSpec) func() *Schema {
	return sync.OnceValue(func() *Schema {
		s, err := CompileSchema(spec)
		if err != nil {
			panic(err)
		}
		return s
	})
}

// OpenPath resolves the filesystem path p to a format's Source: a
// directory project reports as one of its projects, read from its parent
// so that paths keep its name (Project); another directory; or a .jsonl
// file, read from the directory locate gives, with its project ("" for
// none) and its slash path below that directory. Anything else is
// notSource.
func OpenPath(p string, notSource error, project func(dir string) bool, locate func(file string) (root, proj, rel string)) (Source, error) {
	p = filepath.Clean(p)
	st, err := os.Stat(p)
	var root, proj, rel string
	switch {
	case err != nil:
		return Source{}, err
	case st.IsDir() && project(p):
		root, proj = filepath.Dir(p), filepath.Base(p)
	case st.IsDir():
		root = p
	case st.Mode().IsRegular() && filepath.Ext(p) == ".jsonl":
		root, proj, rel = locate(p)
	default:
		return Source{}, notSource
	}
	return Source{FS: os.DirFS(root), Root: root, Label: p, Project: proj, File: rel}, nil
}

// DiscoverProjects walks src, a projects root, in format: the one file
// src names with single, else each project directory (only src.Project,
// when set) with project; files beside the projects are counted as
// ignored, links noted.
func DiscoverProjects(src Source, filter Filter, format Format, single func(*Walker), project func(w *Walker, name string)) (*Corpus, error) {
	w := NewWalker(src, filter, format)
	if src.File != "" {
		single(w)
		return w.Corpus(), nil
	}
	entries, err := fs.ReadDir(src.FS, ".")
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if (src.Project == "" || e.Name() == src.Project) && w.Usable(e.Name(), e, true) {
			project(w, e.Name())
		}
	}
	return w.Corpus(), nil
}

// SniffDir reports whether the directory p is a project, as isProject
// says, or holds one.
func SniffDir(p string, isProject func(dir string) bool) bool {
	if isProject(p) {
		return true
	}
	es, _ := os.ReadDir(p)
	for _, e := range es {
		if e.IsDir() && isProject(filepath.Join(p, e.Name())) {
			return true
		}
	}
	return false
}

// Bounds of SearchBelow: levels of directories, and directories listed
// in all.
const (
	rootSearchDepth = 4
	rootSearchDirs  = 2000
)

// RootAbove returns the root above abs when one of its path segments is
// a marker that stands above segments below the root (a Cursor
// session's agent-transcripts is 1 below, a Claude Code session's
// subagents 2), the deepest such marker first, and whether there was one.
func RootAbove(abs string, above int, markers ...string) (string, bool) {
	parts := strings.Split(filepath.ToSlash(abs), "/")
	for i := len(parts) - 1; i > above; i-- {
		if slices.Contains(markers, parts[i]) {
			return filepath.FromSlash(strings.Join(parts[:i-above], "/")), true
		}
	}
	return "", false
}

// SearchBelow returns the first directory found, breadth first within a
// few levels below the directory abs, for which found holds, or "". It
// lists directories only, follows no links and reads no file. found is
// given a directory's path and its parent's.
func SearchBelow(abs string, found func(p, parent string) bool) string {
	level, listed := []string{abs}, 0
	for depth := 0; depth < rootSearchDepth && len(level) > 0; depth++ {
		var next []string
		for _, d := range level {
			if listed++; listed > rootSearchDirs {
				return ""
			}
			es, _ := os.ReadDir(d)
			for _, e := range es {
				if !e.IsDir() { // links are not directories here
					continue
				}
				p := filepath.Join(d, e.Name())
				if found(p, d) {
					return p
				}
				next = append(next, p)
			}
		}
		level = next
	}
	return ""
}
