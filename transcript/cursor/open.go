package cursor

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// ErrNotSource is returned for a path that is neither a directory nor a
// .jsonl transcript file.
var ErrNotSource = errors.New("not a Cursor projects root, project directory or transcript file")

// Open resolves a filesystem path to a Source: a projects root, one
// project directory (it holds agent-transcripts/ or agent-tools/), or one
// transcript file.
func (format) Open(p string) (transcript.Source, error) {
	return transcript.OpenPath(p, ErrNotSource, isProject, locate)
}

// locate splits the transcript file p into the projects root to read
// from, its project and its slash path below the root, climbing to the
// root from <project>/agent-transcripts/...; a file elsewhere is read
// from its own directory, in no project.
func locate(p string) (root, proj, rel string) {
	parts := strings.Split(filepath.ToSlash(p), "/")
	for i := len(parts) - 2; i >= 1; i-- {
		if parts[i] == "agent-transcripts" {
			root := filepath.FromSlash(strings.Join(parts[:i-1], "/"))
			if root == "" {
				root = "/"
			}
			return root, parts[i-1], strings.Join(parts[i-1:], "/")
		}
	}
	return filepath.Dir(p), "", filepath.Base(p)
}

// isProject reports whether the directory p is a project: it holds
// agent-transcripts/ or agent-tools/.
func isProject(p string) bool {
	return isDir(filepath.Join(p, "agent-transcripts")) || isDir(filepath.Join(p, "agent-tools"))
}

// insideProject reports whether p is a path under a project's
// agent-transcripts/ or agent-tools/.
func insideProject(p string) bool {
	for _, part := range strings.Split(filepath.ToSlash(filepath.Clean(p)), "/") {
		if part == "agent-transcripts" || part == "agent-tools" {
			return true
		}
	}
	return false
}

func isDir(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.IsDir()
}

// SessionOf returns the session id of a transcript file and the
// source to read it from: its project directory, to read the subagents
// and sidecars too, or the file itself when it is not inside
// <project>/agent-transcripts/ (its id is then its base name, as
// discovery names a loose file).
func (format) SessionOf(p string) (id, source string, err error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", "", err
	}
	parts := strings.Split(filepath.ToSlash(abs), "/")
	for i := len(parts) - 2; i >= 1; i-- {
		if parts[i] == "agent-transcripts" {
			return strings.TrimSuffix(parts[i+1], ".jsonl"), filepath.FromSlash(strings.Join(parts[:i], "/")), nil
		}
	}
	return strings.TrimSuffix(filepath.Base(p), ".jsonl"), p, nil
}

// BundlePath returns where the file f goes in a bundle:
// projects/<project>/agent-transcripts/<id>/<id>.jsonl and so on, every
// variable segment named by name.
func (format) BundlePath(f transcript.File, name func(string) string) string {
	proj := "project"
	if f.Project != "" {
		proj = name(f.Project)
	}
	base := "projects/" + proj + "/"
	switch {
	case f.Role == transcript.RoleSidecar:
		return base + "agent-tools/" + name(f.Name)
	case f.Role == transcript.RoleSubagent:
		return base + "agent-transcripts/" + name(f.Session) + "/subagents/" + name(f.Child) + ".jsonl"
	case f.Flat || f.Project == "":
		return base + "agent-transcripts/" + name(f.ID()) + ".jsonl"
	}
	return base + "agent-transcripts/" + name(f.Session) + "/" + name(f.ID()) + ".jsonl"
}
