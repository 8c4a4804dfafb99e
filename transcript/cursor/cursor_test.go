package cursor_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// tree writes a synthetic projects root: one project with a nested and a
// flat transcript, a subagent and a sidecar, and a stray directory.
func tree(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for _, rel := range []string{
		"p1/agent-transcripts/s1/s1.jsonl",
		"p1/agent-transcripts/s1/subagents/c1.jsonl",
		"p1/agent-transcripts/s2.jsonl",
		"p1/agent-tools/t1.txt",
		"stray/notes.md",
	} {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func TestSniff(t *testing.T) {
	root := tree(t)
	empty := t.TempDir()
	for _, c := range []struct {
		path string
		want bool
	}{
		{root, true},
		{filepath.Join(root, "p1"), true},
		{filepath.Join(root, "p1", "agent-transcripts", "s1"), true},
		{filepath.Join(root, "p1", "agent-transcripts", "s2.jsonl"), true},
		{filepath.Join(root, "stray"), false},
		{empty, false},
		{filepath.Join(empty, "absent"), false},
	} {
		if got := cursor.Format.Sniff(c.path); got != c.want {
			rel, _ := filepath.Rel(root, c.path)
			t.Errorf("Sniff(%s) = %v, want %v", rel, got, c.want)
		}
	}
}

func TestDiscoverRolesAndIdentity(t *testing.T) {
	src, err := cursor.Format.Open(tree(t))
	if err != nil {
		t.Fatal(err)
	}
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	type id struct {
		path, session, child string
		role                 transcript.FileRole
		flat                 bool
	}
	want := []id{
		{"p1/agent-tools/t1.txt", "", "", transcript.RoleSidecar, false},
		{"p1/agent-transcripts/s1/s1.jsonl", "s1", "", transcript.RoleTranscript, false},
		{"p1/agent-transcripts/s1/subagents/c1.jsonl", "s1", "c1", transcript.RoleSubagent, false},
		{"p1/agent-transcripts/s2.jsonl", "s2", "", transcript.RoleTranscript, true},
	}
	if len(c.Files) != len(want) {
		t.Fatalf("%d files, want %d", len(c.Files), len(want))
	}
	for i, f := range c.Files {
		if got := (id{f.Path, f.Session, f.Child, f.Role, f.Flat}); got != want[i] || f.Project != "p1" {
			t.Errorf("file %d = %+v (project %q), want %+v (project p1)", i, got, f.Project, want[i])
		}
	}
	if c.Format != cursor.Format || c.Ignored != 1 {
		t.Errorf("Format %v, Ignored %d; want cursor, 1", c.Format, c.Ignored)
	}
}

func TestDefaultRoots(t *testing.T) {
	got := cursor.Format.DefaultRoots("/home/x")
	if len(got) != 1 || got[0] != filepath.Join("/home/x", ".cursor", "projects") {
		t.Errorf("DefaultRoots = %q", got)
	}
}
