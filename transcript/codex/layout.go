package codex

import (
	"path"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// This file is Codex's layout, as names: the two trees of a Codex home,
// a rollout's file name and what it says (local time, id), the sidecars
// beside the trees, and where each file goes in a bundle.

// The trees of a Codex home ($CODEX_HOME, ~/.codex).
const (
	sessionsDir = "sessions"          // sessions/YYYY/MM/DD/rollout-….jsonl
	archivedDir = "archived_sessions" // archived_sessions/rollout-….jsonl, flat or dated
)

// sidecars are the JSONL files of a Codex home that are not rollouts:
// prompt history and thread names.
var sidecars = []string{"history.jsonl", "session_index.jsonl"}

// Rollout is what a rollout's file name says.
type Rollout struct {
	// Local is the file name's timestamp, YYYY-MM-DDThh-mm-ss in the
	// user's local time ("" when the name has none, as some archived and
	// hand-named files do).
	Local string
	// ID is the session (thread) id: the rest of the name.
	ID string
}

// localLen is the length of a file name's YYYY-MM-DDThh-mm-ss.
const localLen = len(localLayout)

// ParseName reads a rollout file name, rollout-<local time>-<id>.jsonl
// or rollout-<id>.jsonl. ok is false for a name that is neither.
func ParseName(name string) (r Rollout, ok bool) {
	rest, ok := strings.CutPrefix(name, "rollout-")
	if !ok {
		return Rollout{}, false
	}
	if rest, ok = strings.CutSuffix(rest, ".jsonl"); !ok || rest == "" {
		return Rollout{}, false
	}
	if len(rest) > localLen+1 && isLocal(rest[:localLen]) && rest[localLen] == '-' {
		return Rollout{Local: rest[:localLen], ID: rest[localLen+1:]}, true
	}
	return Rollout{ID: rest}, true
}

// isLocal reports whether s is laid out as YYYY-MM-DDThh-mm-ss.
func isLocal(s string) bool {
	for i := range len(s) {
		switch c := s[i]; i {
		case 4, 7, 13, 16:
			if c != '-' {
				return false
			}
		case 10:
			if c != 'T' {
				return false
			}
		default:
			if c < '0' || c > '9' {
				return false
			}
		}
	}
	return true
}

// Date is the file name's local date as the date directories spell it,
// YYYY/MM/DD, or "" when the name has no time.
func (r Rollout) Date() string {
	if r.Local == "" {
		return ""
	}
	return r.Local[0:4] + "/" + r.Local[5:7] + "/" + r.Local[8:10]
}

// Archived reports whether the source-relative path p is inside an
// archived_sessions tree.
func Archived(p string) bool {
	return p == archivedDir || strings.HasPrefix(p, archivedDir+"/") || strings.Contains(p, "/"+archivedDir+"/")
}

// isDateDir reports whether the directory name is n digits.
func isDateDir(name string, n int) bool {
	if len(name) != n {
		return false
	}
	for i := range len(name) {
		if name[i] < '0' || name[i] > '9' {
			return false
		}
	}
	return true
}

// BundlePath returns where the file f goes in a bundle: a Codex home's
// layout under codex/. A rollout goes to archived_sessions/ when it is in
// an archived tree, else to sessions/; its date directories and the time
// in its name are f.Started's (already shifted, in UTC, so that they agree
// with the shifted session_meta timestamp and reveal neither the date nor
// the time zone), or there are none when it is unknown; a rollout of the
// flat archived layout (archived_sessions/rollout-….jsonl) stays flat, so
// that the bundle holds the layout its source has. Its id is named by
// name. No other directory of the source reaches the bundle. A sidecar
// keeps its fixed name beside the trees.
func (format) BundlePath(f transcript.File, name func(string) string) string {
	if f.Role == transcript.RoleSidecar {
		return Name + "/" + f.Name
	}
	base := path.Base(f.Path)
	id := strings.TrimSuffix(base, ".jsonl")
	if r, ok := ParseName(base); ok {
		id = r.ID
	}
	tree := sessionsDir
	if Archived(f.Path) {
		tree = archivedDir
	}
	dir := Name + "/" + tree + "/"
	if f.Started.IsZero() {
		return dir + "rollout-" + name(id) + ".jsonl"
	}
	t := f.Started.UTC()
	if path.Base(path.Dir(f.Path)) != archivedDir {
		dir += t.Format("2006/01/02") + "/"
	}
	return dir + "rollout-" + t.Format(localLayout) + "-" + name(id) + ".jsonl"
}

// SidecarMember reports whether the bundle member name is a sidecar of a
// Codex home (codex/history.jsonl): JSONL, but not a rollout.
func SidecarMember(name string) bool {
	dir, base := path.Split(name)
	return dir == Name+"/" && slices.Contains(sidecars, base)
}

// localLayout is a rollout name's time, as time.Format writes it.
const localLayout = "2006-01-02T15-04-05"
