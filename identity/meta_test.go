package identity

import (
	"slices"
	"testing"

	"maps"
)

// What each metadata field adds, by table: users (handles, owners) and
// project words, each sorted.
func TestFromMetadata(t *testing.T) {
	for _, c := range []struct {
		name         string
		add          func(users, words Terms)
		users, words []string
	}{
		{"cwd under a home", func(u, w Terms) { FromDir(u, w, "/Users/will/src/acme-notes") },
			[]string{"will"}, []string{"acme", "acme-notes", "acme_notes", "acmenotes", "notes"}},
		{"Windows cwd", func(u, w Terms) { FromDir(u, w, `C:\Users\will\acme_notes`) },
			[]string{"will"}, []string{"acme", "acme-notes", "acme_notes", "acmenotes", "notes"}},
		{"the home itself", func(u, w Terms) { FromDir(u, w, "/home/will") }, []string{"will"}, nil},
		{"a root below a dot directory", func(u, w Terms) { FromDir(u, w, "/Users/will/.codex/memories") }, []string{"will"}, nil},
		{"a common directory", func(u, w Terms) { FromDir(u, w, "/tmp") }, nil, nil},
		{"an anonymized path", func(u, w Terms) { FromDir(u, w, "/redacted/path/5d14a88c6f") }, nil, []string{"5d14a88c6f"}},
		{"a placeholder path", func(u, w Terms) { FromDir(u, w, "/path/to/project") }, nil, nil},
		{"outside a home", func(u, w Terms) { FromDir(u, w, "/workspace/billing") }, nil, []string{"billing"}},
		{"a project's subdirectory", func(u, w Terms) { FromDir(u, w, "/Users/will/src/acme-notes/packages/callback") },
			[]string{"will"}, []string{"acme", "acme-notes", "acme_notes", "acmenotes", "notes"}},
		{"remote", func(u, w Terms) { FromRemoteURL(u, w, "git@github.com:willacme/acme-notes.git") },
			[]string{"willacme"}, []string{"acme", "acme-notes", "acme_notes", "acmenotes", "notes"}},
		{"https remote", func(u, w Terms) { FromRemoteURL(u, w, "https://github.com/willacme/ledger") },
			[]string{"willacme"}, []string{"ledger"}},
		{"branch namespaced by a handle", func(u, w Terms) { FromBranch(u, "will/acme-fix") }, []string{"will"}, nil},
		{"users/handle/topic", func(u, w Terms) { FromBranch(u, "users/jdoe/login") }, []string{"jdoe"}, nil},
		{"a kind of work", func(u, w Terms) { FromBranch(u, "feature/alice-login") }, nil, nil},
		{"a tool's branch", func(u, w Terms) { FromBranch(u, "codex/fix-tests") }, nil, nil},
		{"one segment", func(u, w Terms) { FromBranch(u, "main") }, nil, nil},
		{"refs/heads", func(u, w Terms) { FromBranch(u, "refs/heads/bob/x") }, []string{"bob"}, nil},
	} {
		users, words := Terms{}, Terms{}
		c.add(users, words)
		if got := slices.Sorted(maps.Keys(users)); !slices.Equal(got, c.users) {
			t.Errorf("%s: users %q, want %q", c.name, got, c.users)
		}
		if got := slices.Sorted(maps.Keys(words)); !slices.Equal(got, c.words) {
			t.Errorf("%s: words %q, want %q", c.name, got, c.words)
		}
	}
}

// A time zone that names a place is identity; UTC and Etc/ zones are not.
func TestZone(t *testing.T) {
	for tz, want := range map[string]bool{"America/Denver": true, "Europe/Berlin": true, "UTC": false, "Etc/UTC": false, "GMT": false, "": false} {
		if Zone(tz) != want {
			t.Errorf("Zone(%q) = %v, want %v", tz, !want, want)
		}
	}
}

// Claude Code's encoded project directory spells its user after a
// leading '-'.
func TestFromProjectClaudeCode(t *testing.T) {
	terms := Terms{}
	FromProject(terms, "-Users-will-src-acme-notes")
	FromProject(terms, "C--Users-amy-app")
	if got := slices.Sorted(maps.Keys(terms)); !slices.Equal(got, []string{"amy", "will"}) {
		t.Errorf("users %q, want [amy will]", got)
	}
}
