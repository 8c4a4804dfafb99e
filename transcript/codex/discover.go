package codex

import (
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/transcrub/transcrub/transcript"
)

// This file is discovery. A source is a Codex home (it holds sessions/ or
// archived_sessions/: those two trees and the sidecars beside them are
// walked, nothing else), or any other directory, whose .jsonl files are
// all rollouts however they are laid out (a sessions tree, a folder of
// exported rollouts). Identity comes from the path: the id in a rollout's
// name, or a loose file's stem. A rollout in date directories that its
// name's date differs from is an identity mismatch.

// Discover lists the rollouts and sidecars of src.
func (format) Discover(src transcript.Source, filter transcript.Filter) (*transcript.Corpus, error) {
	w := transcript.NewWalker(src, filter, Format)
	if src.File != "" {
		w.AddNamed(timed(src.FS, file(src.File)))
		return w.Corpus(), nil
	}
	entries, err := fs.ReadDir(src.FS, ".")
	if err != nil {
		return nil, err
	}
	home := slices.ContainsFunc(entries, func(e fs.DirEntry) bool {
		return e.IsDir() && (e.Name() == sessionsDir || e.Name() == archivedDir)
	})
	for _, e := range entries {
		name := e.Name()
		switch {
		case src.Project != "" && name != src.Project:
			continue
		case home && (name == sessionsDir || name == archivedDir) || !home && e.IsDir():
			if w.Usable(name, e, true) {
				tree(w, src.FS, name)
			}
		case home && slices.Contains(sidecars, name) || !home && path.Ext(name) == ".jsonl":
			if w.Usable(name, e, false) {
				w.Add(timed(src.FS, file(name)), e)
			}
		default:
			w.Ignore(name, e)
		}
	}
	return w.Corpus(), nil
}

// tree adds the .jsonl files under dir of fsys, at any depth.
func tree(w *transcript.Walker, fsys fs.FS, dir string) {
	for _, e := range w.ReadDir(dir) {
		p := dir + "/" + e.Name()
		switch {
		case e.IsDir() && e.Type()&fs.ModeSymlink == 0:
			tree(w, fsys, p)
		case path.Ext(e.Name()) != ".jsonl":
			w.Ignore(p, e)
		case w.Usable(p, e, false):
			f := timed(fsys, file(p))
			if r, ok := ParseName(e.Name()); ok && r.Date() != "" {
				if d := dateDirs(dir); d != "" && d != r.Date() {
					w.Mismatch(p)
				}
			}
			w.Add(f, e)
		}
	}
}

// file is the file at the source-relative path p, with the identity its
// name gives it.
func file(p string) transcript.File {
	base := path.Base(p)
	if r, ok := ParseName(base); ok {
		return transcript.File{Path: p, Session: r.ID}
	}
	if !strings.Contains(p, "/") && slices.Contains(sidecars, base) {
		return transcript.File{Path: p, Name: base, Role: transcript.RoleSidecar, Lines: compiledSidecar()}
	}
	return transcript.File{Path: p, Session: strings.TrimSuffix(base, ".jsonl"), Flat: true}
}

// timed returns the rollout f of fsys with the time its session started
// (Started): its first record's session_meta timestamp, or the first
// record's own; and, for a subagent, the parent its session_meta names
// (Parent). A sidecar, an unreadable file or a first line with no time
// that parses is left without one.
func timed(fsys fs.FS, f transcript.File) transcript.File {
	if f.Role == transcript.RoleSidecar {
		return f
	}
	fh, err := fsys.Open(f.Path)
	if err != nil {
		return f
	}
	defer fh.Close()
	rd := NewReader(fh, f.Path, 0)
	for {
		rec, err := rd.Next()
		if _, bad := transcript.AsLineError(err); bad {
			continue
		}
		if err != nil {
			return f
		}
		ts := rec.Timestamp()
		if rec.Meta != nil && rec.Meta.Timestamp != "" {
			ts = rec.Meta.Timestamp
		}
		if rec.Meta != nil {
			f.Parent = rec.Meta.Parent
		}
		if t, err := time.Parse(time.RFC3339Nano, ts); err == nil {
			f.Started = t.UTC()
		}
		return f
	}
}

// dateDirs returns the YYYY/MM/DD that dir ends in, or "".
func dateDirs(dir string) string {
	parts := strings.Split(dir, "/")
	if n := len(parts); n >= 3 && isDateDir(parts[n-3], 4) && isDateDir(parts[n-2], 2) && isDateDir(parts[n-1], 2) {
		return strings.Join(parts[n-3:], "/")
	}
	return ""
}
