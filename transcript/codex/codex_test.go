package codex_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// home writes a synthetic Codex home: a dated rollout, one whose date
// directories disagree with its name, a flat and a dated archived one,
// the two sidecars and files that are not part of the trees.
func home(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for _, rel := range []string{
		"sessions/2026/01/02/rollout-2026-01-02T03-04-05-aaaa.jsonl",
		"sessions/2026/01/03/rollout-2026-01-02T23-59-59-bbbb.jsonl",
		"sessions/2026/01/03/notes.txt",
		"archived_sessions/rollout-cccc.jsonl",
		"archived_sessions/2025/12/31/rollout-2025-12-31T10-00-00-dddd.jsonl",
		"history.jsonl",
		"session_index.jsonl",
		"log/codex-tui.log",
		"other/x.jsonl",
	} {
		write(t, filepath.Join(root, filepath.FromSlash(rel)), "{}\n")
	}
	return root
}

// discover opens root as a Codex source and discovers it.
func discover(t *testing.T, root string) *transcript.Corpus {
	t.Helper()
	src, err := codex.Format.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := codex.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func write(t *testing.T, p, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestParseName(t *testing.T) {
	for _, c := range []struct {
		name, local, id, date string
		ok                    bool
	}{
		{"rollout-2026-01-02T03-04-05-019e-uuid.jsonl", "2026-01-02T03-04-05", "019e-uuid", "2026/01/02", true},
		{"rollout-55555555-5555.jsonl", "", "55555555-5555", "", true},
		{"rollout-2026-01-02T03-04-05.jsonl", "", "2026-01-02T03-04-05", "", true},
		{"rollout-.jsonl", "", "", "", false},
		{"session.jsonl", "", "", "", false},
		{"rollout-x.json", "", "", "", false},
	} {
		r, ok := codex.ParseName(c.name)
		if ok != c.ok || r.Local != c.local || r.ID != c.id || r.Date() != c.date {
			t.Errorf("ParseName(%q) = %+v %v (date %q), want %q %q %v (date %q)", c.name, r, ok, r.Date(), c.local, c.id, c.ok, c.date)
		}
	}
}

func TestSniff(t *testing.T) {
	root := home(t)
	loose := t.TempDir()
	write(t, filepath.Join(loose, "rollout-2026-01-02T03-04-05-aaaa.jsonl"), "{}\n")
	cursorish := t.TempDir()
	write(t, filepath.Join(cursorish, "p1", "agent-transcripts", "s1.jsonl"), "{}\n")
	for _, c := range []struct {
		path string
		want bool
	}{
		{root, true},
		{filepath.Join(root, "sessions"), true},
		{filepath.Join(root, "sessions", "2026", "01"), true},
		{filepath.Join(root, "archived_sessions", "rollout-cccc.jsonl"), true},
		{loose, true},
		{filepath.Join(root, "other", "x.jsonl"), false},
		{cursorish, false},
		{filepath.Join(root, "absent"), false},
	} {
		if got := codex.Format.Sniff(c.path); got != c.want {
			t.Errorf("Sniff(%s) = %v, want %v", c.path, got, c.want)
		}
	}
}

func TestDiscoverHome(t *testing.T) {
	c := discover(t, home(t))
	type id struct {
		path, session, name string
		role                transcript.FileRole
	}
	want := []id{
		{"archived_sessions/2025/12/31/rollout-2025-12-31T10-00-00-dddd.jsonl", "dddd", "", transcript.RoleTranscript},
		{"archived_sessions/rollout-cccc.jsonl", "cccc", "", transcript.RoleTranscript},
		{"history.jsonl", "", "history.jsonl", transcript.RoleSidecar},
		{"session_index.jsonl", "", "session_index.jsonl", transcript.RoleSidecar},
		{"sessions/2026/01/02/rollout-2026-01-02T03-04-05-aaaa.jsonl", "aaaa", "", transcript.RoleTranscript},
		{"sessions/2026/01/03/rollout-2026-01-02T23-59-59-bbbb.jsonl", "bbbb", "", transcript.RoleTranscript},
	}
	if len(c.Files) != len(want) {
		t.Fatalf("%d files, want %d: %+v", len(c.Files), len(want), c.Files)
	}
	for i, f := range c.Files {
		if got := (id{f.Path, f.Session, f.Name, f.Role}); got != want[i] {
			t.Errorf("file %d = %+v, want %+v", i, got, want[i])
		}
	}
	// log/codex-tui.log, other/x.jsonl (not a tree of the home) and
	// notes.txt are not part of it; the rollout in 01/03 named 01/02 is
	// a mismatch.
	if c.Format != codex.Format || c.Ignored != 3 || c.IdentityMismatches != 1 {
		t.Errorf("Format %v, Ignored %d, mismatches %d; want codex, 3, 1", c.Format, c.Ignored, c.IdentityMismatches)
	}
	for _, f := range c.Files {
		if got := codex.Archived(f.Path); got != strings.HasPrefix(f.Path, "archived_sessions/") {
			t.Errorf("Archived(%s) = %v", f.Path, got)
		}
	}
}

func TestOpenTreeAndFile(t *testing.T) {
	root := home(t)
	c := discover(t, filepath.Join(root, "sessions"))
	if len(c.Files) != 2 || !strings.HasPrefix(c.Files[0].Path, "sessions/") {
		t.Errorf("sessions tree: %+v, want its 2 rollouts under sessions/", c.Files)
	}
	file := filepath.Join(root, "sessions", "2026", "01", "02", "rollout-2026-01-02T03-04-05-aaaa.jsonl")
	src, err := codex.Format.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	if src.Root != root || src.File != "sessions/2026/01/02/rollout-2026-01-02T03-04-05-aaaa.jsonl" {
		t.Errorf("file source: root %q, file %q", src.Root, src.File)
	}
	id, from, err := codex.Format.SessionOf(file)
	if err != nil || id != "aaaa" || from != root {
		t.Errorf("SessionOf = %q %q %v, want aaaa and the home", id, from, err)
	}
	if got := codex.Format.NearestRoot(filepath.Join(root, "sessions", "2026")); got != filepath.Join(root, "sessions") {
		t.Errorf("NearestRoot(sessions/2026) = %q", got)
	}
	if got := codex.Format.NearestRoot(root); got != filepath.Join(root, "sessions") {
		t.Errorf("NearestRoot(home) = %q", got)
	}
}

// TestBundlePath: a Codex home's layout under codex/, the date
// directories and the name's time from Started (in UTC, whatever zone it
// is given in) or none, the id named, no other source directory kept; a
// flat archived rollout stays flat, a dated one dated.
func TestBundlePath(t *testing.T) {
	name := func(s string) string { return "N(" + s + ")" }
	started := time.Date(2020, 12, 31, 23, 30, 5, 0, time.FixedZone("x", -3600))
	for _, c := range []struct {
		f    transcript.File
		want string
	}{
		{transcript.File{Path: "sessions/2026/01/02/rollout-2026-01-02T03-04-05-aaaa.jsonl", Session: "aaaa", Started: started},
			"codex/sessions/2021/01/01/rollout-2021-01-01T00-30-05-N(aaaa).jsonl"},
		{transcript.File{Path: "sessions/2026/01/02/rollout-2026-01-02T03-04-05-aaaa.jsonl", Session: "aaaa"},
			"codex/sessions/rollout-N(aaaa).jsonl"},
		{transcript.File{Path: "archived_sessions/rollout-cccc.jsonl", Session: "cccc", Started: started},
			"codex/archived_sessions/rollout-2021-01-01T00-30-05-N(cccc).jsonl"},
		{transcript.File{Path: "archived_sessions/2026/01/02/rollout-2026-01-02T03-04-05-dddd.jsonl", Session: "dddd", Started: started},
			"codex/archived_sessions/2021/01/01/rollout-2021-01-01T00-30-05-N(dddd).jsonl"},
		{transcript.File{Path: "archived_sessions/rollout-cccc.jsonl", Session: "cccc"}, "codex/archived_sessions/rollout-N(cccc).jsonl"},
		{transcript.File{Path: "history.jsonl", Name: "history.jsonl", Role: transcript.RoleSidecar}, "codex/history.jsonl"},
		{transcript.File{Path: "private-dir/loose.jsonl", Session: "loose", Flat: true}, "codex/sessions/rollout-N(loose).jsonl"},
	} {
		if got := codex.Format.BundlePath(c.f, name); got != c.want {
			t.Errorf("BundlePath(%s) = %q, want %q", c.f.Path, got, c.want)
		}
	}
}

// TestDiscoverStarted: a rollout's Started is its session_meta's
// timestamp, a pre-envelope header's, or none when the first record has
// no time; a thread_spawn subagent's Parent is the thread it names.
func TestDiscoverStarted(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"sessions/2025/03/04/rollout-2025-03-04T10-00-00-a.jsonl": `{"timestamp":"2025-03-04T09:00:00.500Z","type":"session_meta","payload":{"id":"a","timestamp":"2025-03-04T09:00:00.123Z"}}` + "\n",
		"sessions/2025/03/04/rollout-2025-03-04T10-00-00-b.jsonl": "\n" + `{"id":"b","timestamp":"2025-03-04T08:00:00Z"}` + "\n",
		"sessions/2025/03/04/rollout-2025-03-04T10-00-00-c.jsonl": `{"type":"response_item","payload":{"type":"message"}}` + "\n",
		"sessions/2025/03/04/rollout-2025-03-04T10-00-00-d.jsonl": `{"timestamp":"2025-03-04T09:30:00Z","type":"session_meta","payload":{"id":"d","timestamp":"2025-03-04T09:30:00Z","source":{"subagent":{"thread_spawn":{"parent_thread_id":"a"}}}}}` + "\n",
	}
	for rel, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, err := codex.Format.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	c, err := codex.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"a": "2025-03-04T09:00:00.123Z", "b": "2025-03-04T08:00:00Z", "c": "0001-01-01T00:00:00Z", "d": "2025-03-04T09:30:00Z"}
	for _, f := range c.Files {
		if got := f.Started.Format(time.RFC3339Nano); got != want[f.Session] {
			t.Errorf("%s: Started %s, want %s", f.Session, got, want[f.Session])
		}
		if wantParent := map[string]string{"d": "a"}[f.Session]; f.Parent != wantParent {
			t.Errorf("%s: Parent %q, want %q", f.Session, f.Parent, wantParent)
		}
	}
	if len(c.Files) != 4 {
		t.Errorf("%d files, want 4", len(c.Files))
	}
}

func TestDefaultRoots(t *testing.T) {
	got := codex.Format.DefaultRoots("/home/x")
	want := []string{filepath.Join("/home/x", ".codex", "sessions"), filepath.Join("/home/x", ".codex", "archived_sessions")}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("DefaultRoots = %q, want %q", got, want)
	}
}
