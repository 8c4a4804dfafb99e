package transcrub

import (
	"io/fs"
	"path"
	"slices"
	"strings"
	"testing/fstest"
)

// emptyFS is fsys with the files of empty added, each of no bytes: an
// embedded tree whose empty files are not committed.
type emptyFS struct {
	fsys  fs.FS
	empty fstest.MapFS
}

// withEmpty returns fsys with the files list names (one path a line, as
// fs.FS names them) added as empty files.
func withEmpty(fsys fs.FS, list string) fs.FS {
	e := emptyFS{fsys: fsys, empty: fstest.MapFS{}}
	for _, name := range strings.Fields(list) {
		e.empty[name] = &fstest.MapFile{Mode: 0o444}
	}
	return e
}

func (e emptyFS) Open(name string) (fs.File, error) {
	if _, ok := e.empty[name]; ok {
		return e.empty.Open(name)
	}
	return e.fsys.Open(name)
}

// ReadDir lists a directory of fsys with the empty files it holds.
func (e emptyFS) ReadDir(name string) ([]fs.DirEntry, error) {
	entries, err := fs.ReadDir(e.fsys, name)
	if err != nil {
		return nil, err
	}
	for file := range e.empty {
		if path.Dir(file) == name {
			info, err := e.empty.Stat(file)
			if err != nil {
				return nil, err
			}
			entries = append(entries, fs.FileInfoToDirEntry(info))
		}
	}
	slices.SortFunc(entries, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return entries, nil
}
