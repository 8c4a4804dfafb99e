package cursor

import (
	"io/fs"
	"path"
	"runtime"
	"strings"
	"sync"

	"github.com/transcrub/transcrub/transcript"
)

// This file is Cursor's layout: <project>/agent-transcripts/<id>/<id>.jsonl
// and the flat <project>/agent-transcripts/<id>.jsonl, subagents under
// <id>/subagents/<child>.jsonl (lineage by containment), sidecars under
// <project>/agent-tools/<name>.txt. Identity comes from the path only.

// Discover lists the transcripts, subagents and sidecars of src.
func (format) Discover(src transcript.Source, filter transcript.Filter) (*transcript.Corpus, error) {
	return transcript.DiscoverProjects(src, filter, Format, func(w *transcript.Walker) { single(w, src) }, project)
}

func project(w *transcript.Walker, proj string) {
	for _, e := range w.ReadDir(proj) {
		p := proj + "/" + e.Name()
		switch e.Name() {
		case "agent-transcripts":
			if w.Usable(p, e, true) {
				transcripts(w, proj, p)
			}
		case "agent-tools":
			if w.Usable(p, e, true) {
				sidecars(w, proj, p)
			}
		default:
			w.Ignore(p, e)
		}
	}
}

func transcripts(w *transcript.Walker, proj, dir string) {
	entries := w.ReadDir(dir)
	// Session directories are walked on every core (each a directory
	// listing and a stat and an open a file, all waiting on the system),
	// each into a walker of its own, merged below in entry order: the
	// result is the sequential walk's.
	sessions := make([]*transcript.Walker, len(entries))
	isSession := func(e fs.DirEntry) bool { return e.IsDir() && e.Type()&fs.ModeSymlink == 0 }
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				sub := w.Sub()
				session(sub, proj, dir+"/"+entries[i].Name(), entries[i].Name())
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
			w.Merge(sessions[i])
			continue
		}
		if path.Ext(e.Name()) != ".jsonl" {
			w.Ignore(p, e)
			continue
		}
		if w.Usable(p, e, false) {
			w.Add(transcript.File{Path: p, Project: proj, Session: strings.TrimSuffix(e.Name(), ".jsonl"), Flat: true}, e)
		}
	}
}

func session(w *transcript.Walker, proj, dir, id string) {
	for _, e := range w.ReadDir(dir) {
		p := dir + "/" + e.Name()
		switch {
		case e.Name() == "subagents" && e.IsDir() && e.Type()&fs.ModeSymlink == 0:
			subagents(w, proj, p, id)
		case path.Ext(e.Name()) == ".jsonl":
			if !w.Usable(p, e, false) {
				continue
			}
			if strings.TrimSuffix(e.Name(), ".jsonl") != id {
				w.Mismatch(p)
			}
			w.Add(transcript.File{Path: p, Project: proj, Session: id}, e)
		default:
			w.Ignore(p, e)
		}
	}
}

func subagents(w *transcript.Walker, proj, dir, session string) {
	leaves(w, dir, ".jsonl", func(p, name string) transcript.File {
		return transcript.File{Path: p, Project: proj, Session: session, Child: strings.TrimSuffix(name, ".jsonl"), Role: transcript.RoleSubagent}
	})
}

func sidecars(w *transcript.Walker, proj, dir string) {
	leaves(w, dir, ".txt", func(p, name string) transcript.File {
		return transcript.File{Path: p, Project: proj, Name: name, Role: transcript.RoleSidecar}
	})
}

// leaves adds the regular files of dir whose names end in ext, as file
// describes them, and ignores the rest; a directory there is reported,
// not entered.
func leaves(w *transcript.Walker, dir, ext string, file func(p, name string) transcript.File) {
	for _, e := range w.ReadDir(dir) {
		p := dir + "/" + e.Name()
		if path.Ext(e.Name()) != ext {
			w.Ignore(p, e)
			continue
		}
		if w.Usable(p, e, false) {
			w.Add(file(p, e.Name()), e)
		}
	}
}

// single discovers one transcript file named by src.File.
func single(w *transcript.Walker, src transcript.Source) {
	parts := strings.Split(src.File, "/")
	f := transcript.File{Path: src.File, Project: src.Project}
	switch n := len(parts); {
	case n == 3: // <project>/agent-transcripts/<id>.jsonl
		f.Session, f.Flat = strings.TrimSuffix(parts[2], ".jsonl"), true
	case n == 4: // <project>/agent-transcripts/<id>/<id>.jsonl
		f.Session = parts[2]
	case n == 5 && parts[3] == "subagents":
		f.Session, f.Child, f.Role = parts[2], strings.TrimSuffix(parts[4], ".jsonl"), transcript.RoleSubagent
	default:
		f.Session = strings.TrimSuffix(path.Base(src.File), ".jsonl")
	}
	w.AddNamed(f)
}
