package claudecode

import (
	"errors"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// ErrNotSource is returned for a path that is neither a directory nor a
// .jsonl transcript file.
var ErrNotSource = errors.New("not a Claude Code projects root, project directory or transcript file")

// Open resolves a filesystem path to a Source: a projects root, a Claude
// home above one (~/.claude, $CLAUDE_CONFIG_DIR: its projects/ is read),
// one project directory, or one transcript file (with its project when it
// is in one, so that it keeps its identity).
func (format) Open(p string) (transcript.Source, error) {
	if projects, ok := homeProjects(p); ok {
		p = projects
	}
	return transcript.OpenPath(p, ErrNotSource, isProject, locate)
}

// homeProjects returns the projects root of p when p is a Claude home:
// a directory, no project itself, whose projects/ holds a project.
func homeProjects(p string) (string, bool) {
	projects := filepath.Join(p, "projects")
	if st, err := os.Lstat(projects); err != nil || !st.IsDir() || isProject(p) {
		return "", false
	}
	return projects, transcript.SniffDir(projects, isProject)
}

// locate splits the transcript file p into the directory to read from,
// its project ("" when it is in none) and its slash path below that
// directory: <root>/<project>/<session>/subagents/agent-<id>.jsonl (or
// …/subagents/workflows/<run>/agent-<id>.jsonl),
// <root>/<project>/<file>.jsonl, or <dir>/<file>.jsonl.
func locate(p string) (root, proj, rel string) {
	dir := filepath.Dir(p)
	if session, ok := sessionDir(dir); ok {
		projDir := filepath.Dir(session)
		rel, _ := filepath.Rel(filepath.Dir(projDir), p)
		return filepath.Dir(projDir), filepath.Base(projDir), filepath.ToSlash(rel)
	}
	if isProject(dir) {
		return filepath.Dir(dir), filepath.Base(dir), filepath.Base(dir) + "/" + filepath.Base(p)
	}
	return dir, "", filepath.Base(p)
}

// isProject reports whether the directory p is a project: an encoded
// working directory (its name starts with "-", as an absolute path's
// does) that holds a transcript, or any directory that holds a flat
// subagent or a session beside its session directory; never a session's
// subagents/ or a workflow run's directory in it, whose agent-<id>.jsonl
// files are nested subagents.
func isProject(p string) bool {
	if _, sub := sessionDir(p); sub {
		return false
	}
	es, _ := os.ReadDir(p)
	dirs := map[string]bool{}
	for _, e := range es {
		if e.IsDir() {
			dirs[e.Name()] = true
		}
	}
	for _, e := range es {
		stem, ok := strings.CutSuffix(e.Name(), ".jsonl")
		if ok && !e.IsDir() && (strings.HasPrefix(filepath.Base(p), "-") || strings.HasPrefix(stem, agentPrefix) || dirs[stem]) {
			return true
		}
	}
	return false
}

// insideSession reports whether p is a session directory's subagents/ or
// tool-results/, or a path under one.
func insideSession(p string) bool {
	for _, part := range strings.Split(filepath.ToSlash(filepath.Clean(p)), "/") {
		if part == "subagents" || part == "tool-results" {
			return true
		}
	}
	return false
}

// placed reports whether the .jsonl file p is in Claude Code's layout: a
// subagent agent-<id>.jsonl in subagents/ (or in a workflow run's
// directory in it), or a file in a project.
func placed(p string) bool {
	dir := filepath.Dir(p)
	_, sub := sessionDir(dir)
	return sub && strings.HasPrefix(filepath.Base(p), agentPrefix) || isProject(dir)
}

// sessionDir returns the session directory of dir when dir holds a
// session's subagents: <session>/subagents, or a workflow run's,
// <session>/subagents/workflows/<run>.
func sessionDir(dir string) (string, bool) {
	if filepath.Base(dir) == "subagents" {
		return filepath.Dir(dir), true
	}
	up := filepath.Dir(dir)
	if filepath.Base(up) == workflowsDir && filepath.Base(filepath.Dir(up)) == "subagents" {
		return filepath.Dir(filepath.Dir(up)), true
	}
	return "", false
}

// inCursorTree reports whether p is in a Cursor project's
// agent-transcripts/ or agent-tools/, whose subagents/ look like ours.
func inCursorTree(p string) bool {
	for _, part := range strings.Split(filepath.ToSlash(filepath.Clean(p)), "/") {
		if part == "agent-transcripts" || part == "agent-tools" {
			return true
		}
	}
	return false
}

// SessionOf returns the session id of a transcript file and the source
// to read it from: its project directory, to read its subagents and
// spilled outputs too, or the file itself when it is in no project. A
// nested subagent's session is its session directory; a flat subagent is
// a session of its own (its parent is recorded only in its lines).
func (format) SessionOf(p string) (id, source string, err error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", "", err
	}
	root, proj, rel := locate(abs)
	if proj == "" {
		return strings.TrimSuffix(filepath.Base(abs), ".jsonl"), p, nil
	}
	return named(rel, proj).Session, filepath.Join(root, proj), nil
}

// BundlePath returns where the file f goes in a bundle: the home layout
// under claude-code/projects/, every variable segment named by name (a
// workflow run's journal.jsonl keeps its name, as the layout does).
func (format) BundlePath(f transcript.File, name func(string) string) string {
	proj := "project"
	if f.Project != "" {
		proj = name(f.Project)
	}
	base := Name + "/projects/" + proj + "/"
	session := base + name(f.Session) + "/"
	sub := session + "subagents/"
	if f.Workflow != "" {
		sub += workflowsDir + "/" + name(f.Workflow) + "/"
	}
	switch {
	case f.Role == transcript.RoleSidecar && f.Child != "":
		return sub + agentPrefix + name(f.Child) + ".meta.json"
	case f.Role == transcript.RoleSidecar && f.Workflow != "" && f.Name == journalName:
		return sub + journalName
	case f.Role == transcript.RoleSidecar && f.Workflow != "":
		return session + workflowsDir + "/" + name(f.Workflow) + ".json"
	case f.Role == transcript.RoleSidecar && isScript(f.Path):
		return session + workflowsDir + "/" + scriptsDir + "/" + name(f.Name)
	case f.Role == transcript.RoleSidecar:
		return session + "tool-results/" + name(f.Name)
	case f.Flat:
		return base + agentPrefix + name(f.Child) + ".jsonl"
	case f.Role == transcript.RoleSubagent:
		return sub + agentPrefix + name(f.Child) + ".jsonl"
	}
	return base + name(f.ID()) + ".jsonl"
}

// DocumentMember reports whether the bundle member name is a sidecar of
// one JSON object: a subagent's agent-<id>.meta.json, or a workflow run's
// record (claude-code/…/<session>/workflows/<run>.json).
func DocumentMember(name string) bool {
	dir, base := path.Split(name)
	if !strings.HasPrefix(name, Name+"/") {
		return false
	}
	return strings.HasSuffix(base, ".meta.json") && strings.Contains(dir, "/subagents/") ||
		path.Ext(base) == ".json" && path.Base(dir) == workflowsDir
}

// SidecarMember reports whether the bundle member name is a sidecar of
// JSON lines that is no transcript: a workflow run's journal.jsonl
// (claude-code/…/subagents/workflows/<run>/journal.jsonl).
func SidecarMember(name string) bool {
	dir, base := path.Split(name)
	return strings.HasPrefix(name, Name+"/") && base == journalName && path.Base(path.Dir(path.Dir(dir))) == workflowsDir
}
