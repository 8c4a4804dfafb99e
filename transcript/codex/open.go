package codex

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// ErrNotSource is returned for a path that is neither a directory nor a
// .jsonl rollout file.
var ErrNotSource = errors.New("not a Codex home, sessions tree or rollout file")

// Open resolves a filesystem path to a Source: a Codex home, its
// sessions/ or archived_sessions/ tree (read from the home, so that paths
// keep the tree's name), another directory, or one rollout file (read
// from the home above it when there is one).
func (format) Open(p string) (transcript.Source, error) {
	tree := func(dir string) bool { base := filepath.Base(dir); return base == sessionsDir || base == archivedDir }
	return transcript.OpenPath(p, ErrNotSource, tree, func(file string) (root, proj, rel string) {
		if home, rel, ok := underTree(file); ok {
			return home, "", rel
		}
		return filepath.Dir(file), "", filepath.Base(file)
	})
}

// underTree splits a path inside a sessions/ or archived_sessions/ tree
// into the home above the tree and the slash path below the home.
func underTree(p string) (home, rel string, ok bool) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", "", false
	}
	parts := strings.Split(filepath.ToSlash(abs), "/")
	for i := len(parts) - 2; i >= 1; i-- {
		if parts[i] == sessionsDir || parts[i] == archivedDir {
			home = filepath.FromSlash(strings.Join(parts[:i], "/"))
			if home == "" {
				home = "/"
			}
			return home, strings.Join(parts[i:], "/"), true
		}
	}
	return "", "", false
}

// Sniff reports a Codex home (it holds sessions/ or archived_sessions/),
// one of its trees or a directory inside one, a directory that holds
// rollout-*.jsonl files, or a rollout file. It reads directory listings
// only.
func (format) Sniff(p string) bool {
	st, err := os.Stat(p)
	if err != nil {
		return false
	}
	if !st.IsDir() {
		_, ok := ParseName(filepath.Base(p))
		return ok
	}
	if base := filepath.Base(p); base == sessionsDir || base == archivedDir {
		return true
	}
	if _, _, ok := underTree(filepath.Join(p, "x")); ok {
		return true
	}
	es, _ := os.ReadDir(p)
	return slices.ContainsFunc(es, func(e os.DirEntry) bool {
		_, rollout := ParseName(e.Name())
		return rollout && e.Type().IsRegular() || e.IsDir() && (e.Name() == sessionsDir || e.Name() == archivedDir)
	})
}

// NearestRoot returns a sessions tree near dir, a directory that holds
// no rollouts: the tree dir is inside, or the sessions/ of a Codex home
// dir is, or "". It follows no links and reads no file.
func (format) NearestRoot(dir string) string {
	if home, rel, ok := underTree(filepath.Join(dir, "x")); ok {
		return filepath.Join(home, strings.SplitN(rel, "/", 2)[0])
	}
	for _, tree := range []string{sessionsDir, archivedDir} {
		if st, err := os.Lstat(filepath.Join(dir, tree)); err == nil && st.IsDir() {
			return filepath.Join(dir, tree)
		}
	}
	return ""
}

// SessionOf returns the session id a rollout's name gives it (a loose
// file's stem) and the source to read it from with its forks and
// subagents: the Codex home above it, whose trees they are in, or the
// file itself.
func (format) SessionOf(p string) (id, source string, err error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", "", err
	}
	id = strings.TrimSuffix(filepath.Base(abs), ".jsonl")
	if r, ok := ParseName(filepath.Base(abs)); ok {
		id = r.ID
	}
	if home, _, ok := underTree(abs); ok {
		return id, home, nil
	}
	return id, p, nil
}
