package claudecode

import (
	"bufio"
	"encoding/json"
	"io"
	"io/fs"
	"path"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// This file is Claude Code's layout, walked from a projects root:
//
//	<project>/<session>.jsonl                                 a session
//	<project>/agent-<id>.jsonl                                a subagent, flat (2.0.x)
//	<project>/<session>/subagents/agent-<id>.jsonl            a subagent, nested (2.1.x)
//	<project>/<session>/subagents/agent-<id>.meta.json        its meta sidecar
//	<project>/<session>/tool-results/<tool_use_id>.txt        a spilled tool output
//	<project>/<session>/subagents/workflows/<run>/agent-<id>.jsonl   a workflow's subagent
//	<project>/<session>/subagents/workflows/<run>/agent-<id>.meta.json   its meta
//	<project>/<session>/subagents/workflows/<run>/journal.jsonl      the run's journal
//	<project>/<session>/workflows/<run>.json                  the run's record
//	<project>/<session>/workflows/scripts/<name>.js           a run's script (the record's scriptPath)
//
// Everything else (memory/, .session-aliases) is counted as ignored. Identity comes from the path, but for a flat subagent's
// session, which only its lines record (sessionId): it is read from its
// first lines as its Parent (flatParent), so that the session brings it.

// agentPrefix starts a subagent's file name; the rest is its agentId.
const agentPrefix = "agent-"

// Discover lists the transcripts, subagents and sidecars of src.
func (format) Discover(src transcript.Source, filter transcript.Filter) (*transcript.Corpus, error) {
	return transcript.DiscoverProjects(src, filter, Format,
		func(w *transcript.Walker) { w.AddNamed(flatParent(src.FS, named(src.File, src.Project))) }, project)
}

// Bounds of what flatParent reads: a flat subagent's first lines.
const (
	parentLines = 8
	parentBytes = 1 << 20
)

// flatParent returns f, a flat subagent of fsys, with the session its
// first lines name (sessionId, the first that is a UUID and not its own)
// as its Parent; any other file, or one whose first lines name none, as
// it is. Unreadable and malformed lines are passed over: the reader
// reports them.
func flatParent(fsys fs.FS, f transcript.File) transcript.File {
	if !f.Flat {
		return f
	}
	fh, err := fsys.Open(f.Path)
	if err != nil {
		return f
	}
	defer fh.Close()
	sc := bufio.NewScanner(io.LimitReader(fh, parentBytes))
	sc.Buffer(nil, parentBytes)
	for n := 0; n < parentLines && sc.Scan(); n++ {
		var line struct {
			SessionID string `json:"sessionId"`
		}
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.SessionID != f.Session && transcript.UUIDShaped(line.SessionID) {
			f.Parent = line.SessionID
			return f
		}
	}
	return f
}

func project(w *transcript.Walker, proj string) {
	for _, e := range w.ReadDir(proj) {
		p := proj + "/" + e.Name()
		switch {
		case e.IsDir() && e.Type()&fs.ModeSymlink == 0:
			session(w, proj, p, e.Name())
		case path.Ext(e.Name()) == ".jsonl":
			if w.Usable(p, e, false) {
				w.Add(flatParent(w.Corpus().FS, top(p, proj)), e)
			}
		default:
			w.Ignore(p, e)
		}
	}
}

// top is the transcript at p directly in the project proj: a session, or
// a flat subagent (Flat, its agentId as Child), a transcript of its own
// whose parent session only its lines record (see flatParent).
func top(p, proj string) transcript.File {
	stem := strings.TrimSuffix(path.Base(p), ".jsonl")
	if child, ok := strings.CutPrefix(stem, agentPrefix); ok {
		return transcript.File{Path: p, Project: proj, Session: stem, Child: child, Flat: true}
	}
	return transcript.File{Path: p, Project: proj, Session: stem}
}

// session walks a session directory: its subagents and spilled outputs.
func session(w *transcript.Walker, proj, dir, id string) {
	for _, e := range w.ReadDir(dir) {
		p := dir + "/" + e.Name()
		isDir := e.IsDir() && e.Type()&fs.ModeSymlink == 0
		switch {
		case isDir && e.Name() == "subagents":
			subagents(w, transcript.File{Project: proj, Session: id}, p)
		case isDir && e.Name() == "tool-results":
			textSidecars(w, proj, p, id, ".txt", nil)
		case isDir && e.Name() == workflowsDir:
			workflowRecords(w, proj, p, id)
		default:
			w.Ignore(p, e)
		}
	}
}

// subagents walks the directory of a session's subagents (in.Workflow
// empty) or of one of its workflow runs' (in.Workflow the run), in the
// identity in gives.
func subagents(w *transcript.Walker, in transcript.File, dir string) {
	for _, e := range w.ReadDir(dir) {
		p, name := dir+"/"+e.Name(), e.Name()
		f := in
		f.Path, f.Role = p, transcript.RoleSubagent
		isDir := e.IsDir() && e.Type()&fs.ModeSymlink == 0
		switch {
		case isDir && name == workflowsDir && in.Workflow == "":
			for _, run := range w.ReadDir(p) {
				if rp := p + "/" + run.Name(); w.Usable(rp, run, true) {
					in := in
					in.Workflow = run.Name()
					subagents(w, in, rp)
				}
			}
			continue
		case name == journalName && in.Workflow != "":
			if f.Role, f.Name, f.Lines = transcript.RoleSidecar, name, compiledJournal(); w.Usable(p, e, false) {
				w.Add(f, e)
			}
			continue
		}
		stem, meta := strings.CutSuffix(name, ".meta.json")
		if meta {
			f.Role, f.Name, f.Lines = transcript.RoleSidecar, name, compiledMeta()
		} else {
			stem = strings.TrimSuffix(name, ".jsonl")
		}
		child, ok := strings.CutPrefix(stem, agentPrefix)
		if !ok || stem == name || e.IsDir() {
			w.Ignore(p, e)
			continue
		}
		if f.Child = child; w.Usable(p, e, false) {
			w.Add(f, e)
		}
	}
}

// Names in a session directory's workflow layout.
const (
	workflowsDir = "workflows"
	journalName  = "journal.jsonl"
	scriptsDir   = "scripts"
)

// WorkflowSidecars returns the source paths of the journal and the record
// of the workflow run whose subagent f is; none for any other file.
func WorkflowSidecars(f transcript.File) []string {
	if f.Workflow == "" || f.Role != transcript.RoleSubagent {
		return nil
	}
	return RunSidecars(transcript.SessionDir(f.Path), f.Workflow)
}

// RunSidecars returns the source paths of the journal and the record of
// the workflow run run of the session whose directory is dir.
func RunSidecars(dir, run string) []string {
	return []string{dir + "/subagents/" + workflowsDir + "/" + run + "/" + journalName, dir + "/" + workflowsDir + "/" + run + ".json"}
}

// ScriptSidecar returns the source path of the workflow script that
// scriptPath (a Workflow result's toolUseResult.scriptPath) names, for
// the session whose directory is dir: a scriptPath of
// <session>/workflows/scripts/<name>.js, relative to the project or below
// any directory, names dir/workflows/scripts/<name>.js. It reports false
// for a path of any other shape or session.
func ScriptSidecar(dir, scriptPath string) (string, bool) {
	tail := path.Base(dir) + "/" + workflowsDir + "/" + scriptsDir + "/"
	i := strings.LastIndex(scriptPath, tail)
	if i < 0 || i > 0 && scriptPath[i-1] != '/' {
		return "", false
	}
	name := scriptPath[i+len(tail):]
	if path.Ext(name) != ".js" || strings.ContainsAny(name, "/\\") {
		return "", false
	}
	return dir + "/" + workflowsDir + "/" + scriptsDir + "/" + name, true
}

// isScript reports whether the slash path p is a workflow script's,
// <session>/workflows/scripts/<name>.
func isScript(p string) bool {
	dir := path.Dir(p)
	return path.Base(dir) == scriptsDir && path.Base(path.Dir(dir)) == workflowsDir
}

// workflowRecords adds the records of a session's workflow runs,
// <session>/workflows/<run>.json, and their scripts, scripts/<name>.js
// (sidecars of text, as spills are), a script named
// <workflowName>-<run>.js (as the run's record names it) following the
// record of its run; anything else is ignored.
func workflowRecords(w *transcript.Walker, proj, dir, id string) {
	entries := w.ReadDir(dir)
	records := map[string]string{} // by run
	for _, e := range entries {
		if run, ok := strings.CutSuffix(e.Name(), ".json"); ok && run != "" && !e.IsDir() {
			records[run] = dir + "/" + e.Name()
		}
	}
	follows := func(script string) string {
		stem := strings.TrimSuffix(script, ".js")
		return records[stem[strings.LastIndexByte(stem, '-')+1:]]
	}
	for _, e := range entries {
		p := dir + "/" + e.Name()
		if e.Name() == scriptsDir && e.IsDir() && e.Type()&fs.ModeSymlink == 0 {
			textSidecars(w, proj, p, id, ".js", follows)
			continue
		}
		run, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || run == "" || e.IsDir() {
			w.Ignore(p, e)
			continue
		}
		if w.Usable(p, e, false) {
			w.Add(transcript.File{Path: p, Project: proj, Session: id, Name: e.Name(), Workflow: run,
				Role: transcript.RoleSidecar, Lines: compiledWorkflow()}, e)
		}
	}
}

// textSidecars adds the files of dir, a session's directory of spills
// (tool-results/) or of workflow scripts (workflows/scripts/), whose
// names end in ext, as sidecars of that session scrubbed as text, each
// following the sidecar follows names for its name (nil: none); anything
// else is ignored.
func textSidecars(w *transcript.Walker, proj, dir, id, ext string, follows func(name string) string) {
	for _, e := range w.ReadDir(dir) {
		p := dir + "/" + e.Name()
		if path.Ext(e.Name()) != ext {
			w.Ignore(p, e)
			continue
		}
		f := transcript.File{Path: p, Project: proj, Session: id, Name: e.Name(), Role: transcript.RoleSidecar}
		if follows != nil {
			f.Follows = follows(e.Name())
		}
		if w.Usable(p, e, false) {
			w.Add(f, e)
		}
	}
}

// named is the identity of the one file at the slash path p that a
// source names, p relative to the projects root (or to the file's own
// directory when it is not in a project).
func named(p, proj string) transcript.File {
	parts := strings.Split(p, "/")
	n := len(parts)
	child := func() string { return strings.TrimPrefix(strings.TrimSuffix(parts[n-1], ".jsonl"), agentPrefix) }
	switch {
	case n == 4 && parts[2] == "subagents":
		return transcript.File{Path: p, Project: parts[0], Session: parts[1], Child: child(), Role: transcript.RoleSubagent}
	case n == 6 && parts[2] == "subagents" && parts[3] == workflowsDir:
		return transcript.File{Path: p, Project: parts[0], Session: parts[1], Child: child(), Role: transcript.RoleSubagent,
			Workflow: parts[4]}
	}
	return top(p, proj)
}
