package transcript

import (
	"io/fs"
	"slices"
	"strings"
)

// This file is the format-neutral half of discovery: a Walker lists a
// source tree for a Format's layout (which directories hold what is the
// format's), noting links, unreadable entries and files that are not
// regular as diagnostics, counting the files that are not part of the
// tree, and adding the files the filter keeps.

// Walker walks one source for a format's Discover. Not safe for
// concurrent use: walk subtrees concurrently with walkers of their own
// (Sub) and Merge them in order.
type Walker struct {
	c      *Corpus
	filter Filter
}

// NewWalker returns a walker of src's tree in format.
func NewWalker(src Source, filter Filter, format Format) *Walker {
	return &Walker{c: &Corpus{FS: src.FS, Label: src.Label, Root: src.Root, File: src.File, Format: format}, filter: filter}
}

// Sub returns an empty walker of the same tree and filter.
func (w *Walker) Sub() *Walker {
	return &Walker{c: &Corpus{FS: w.c.FS, Format: w.c.Format}, filter: w.filter}
}

// Corpus returns what the walk found, files sorted by path.
func (w *Walker) Corpus() *Corpus {
	slices.SortFunc(w.c.Files, func(a, b File) int { return strings.Compare(a.Path, b.Path) })
	return w.c
}

// Note records a problem at p when the filter keeps p.
func (w *Walker) Note(p string, prob Problem) {
	if !w.filter.Keeps(p) {
		return // outside what was asked for
	}
	w.c.Diagnostics = append(w.c.Diagnostics, Diagnostic{File: p, Problem: prob})
}

// Mismatch records a transcript at p whose file id differs from the id
// its place in the tree gives it.
func (w *Walker) Mismatch(p string) {
	w.c.IdentityMismatches++
	w.Note(p, IDMismatch)
}

// Usable reports whether entry e at p is a directory (wantDir) or a
// regular file, noting links and other kinds.
func (w *Walker) Usable(p string, e fs.DirEntry, wantDir bool) bool {
	switch t := e.Type(); {
	case t&fs.ModeSymlink != 0:
		w.Note(p, Symlink)
		return false
	case wantDir && t.IsDir(), !wantDir && t.IsRegular():
		return true
	case wantDir && t.IsRegular():
		w.c.Ignored++
		return false
	}
	w.Note(p, NotRegular)
	return false
}

// ReadDir lists the directory p, noting it when it cannot be read.
func (w *Walker) ReadDir(p string) []fs.DirEntry {
	es, err := fs.ReadDir(w.c.FS, p)
	if err != nil {
		w.Note(p, Unreadable)
	}
	return es
}

// Add adds the file f, found as entry e, when the filter keeps it and it
// can be opened.
func (w *Walker) Add(f File, e fs.DirEntry) {
	if !w.filter.Keeps(f.Path) {
		return
	}
	info, err := e.Info()
	if err == nil {
		err = w.openable(f.Path)
	}
	if err != nil {
		w.Note(f.Path, Unreadable)
		return
	}
	f.Size = info.Size()
	w.c.Files = append(w.c.Files, f)
}

// AddNamed adds the file f that the source names itself, whatever the
// filter says.
func (w *Walker) AddNamed(f File) {
	info, err := fs.Stat(w.c.FS, f.Path)
	if err != nil {
		w.Note(f.Path, Unreadable)
		return
	}
	f.Size = info.Size()
	w.c.Files = append(w.c.Files, f)
}

// openable opens and closes the regular file at p, so that a file that
// cannot be read (no permission) is reported here rather than failing a
// run that chose it.
func (w *Walker) openable(p string) error {
	f, err := w.c.FS.Open(p)
	if err == nil {
		f.Close()
	}
	return err
}

// Ignore counts a file or directory tree that is not part of the format:
// its files the filter keeps, as Add adds only those.
func (w *Walker) Ignore(p string, e fs.DirEntry) {
	if e.Type()&fs.ModeSymlink != 0 {
		w.Note(p, Symlink)
		return
	}
	if !e.IsDir() {
		if w.filter.Keeps(p) {
			w.c.Ignored++
		}
		return
	}
	for _, c := range w.ReadDir(p) {
		w.Ignore(p+"/"+c.Name(), c)
	}
}

// Merge adds what another walker found, after what w has.
func (w *Walker) Merge(o *Walker) {
	c := o.c
	w.c.Files = append(w.c.Files, c.Files...)
	w.c.Diagnostics = append(w.c.Diagnostics, c.Diagnostics...)
	w.c.Ignored += c.Ignored
	w.c.IdentityMismatches += c.IdentityMismatches
}
