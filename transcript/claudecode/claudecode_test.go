package claudecode_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

const (
	sess = "11111111-2222-4333-8444-555555555555"
	proj = "-home-someone-src-demo"
)

// tree writes a synthetic projects root: one project with a session, a
// flat (read as a transcript) and a nested subagent, a meta sidecar, a
// spilled output, a workflow run (its subagent and meta, its journal, its
// record), an empty session, and files outside the layout (a workflow's
// script among them).
func tree(t *testing.T) string {
	t.Helper()
	root := t.TempDir()
	for rel, body := range map[string]string{
		proj + "/" + sess + ".jsonl":                                         "{}\n",
		proj + "/empty-0000.jsonl":                                           "",
		proj + "/agent-0a1b2c3d.jsonl":                                       "{}\n",
		proj + "/" + sess + "/subagents/agent-a123456.jsonl":                 "{}\n",
		proj + "/" + sess + "/subagents/agent-a123456.meta.json":             "{}",
		proj + "/" + sess + "/subagents/workflows/wf_r1/journal.jsonl":       "{}\n",
		proj + "/" + sess + "/subagents/workflows/wf_r1/agent-aw1.jsonl":     "{}\n",
		proj + "/" + sess + "/subagents/workflows/wf_r1/agent-aw1.meta.json": "{}",
		proj + "/" + sess + "/subagents/workflows/wf_r1/notes.txt":           "x",
		proj + "/" + sess + "/workflows/wf_r1.json":                          "{}",
		proj + "/" + sess + "/workflows/scripts/review-wf_r1.js":             "x",
		proj + "/" + sess + "/tool-results/toolu_01abc.txt":                  "out\n",
		proj + "/memory/notes.md":                                            "x",
		"history.jsonl":                                                      "{}\n",
	} {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// discover opens the path p in the format and discovers it.
func discover(t *testing.T, p string) *transcript.Corpus {
	t.Helper()
	src, err := claudecode.Format.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	c, err := claudecode.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSniff(t *testing.T) {
	root := tree(t)
	cursorTree := t.TempDir()
	cursorFile := filepath.Join(cursorTree, "p", "agent-transcripts", "s", "subagents", "c.jsonl")
	if err := os.MkdirAll(filepath.Dir(cursorFile), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cursorFile, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	loose := filepath.Join(t.TempDir(), "x.jsonl")
	looseChild := filepath.Join(filepath.Dir(loose), "s", "subagents", "c1.jsonl")
	for _, p := range []string{loose, looseChild} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("{}\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		path string
		want bool
	}{
		{root, true},
		{filepath.Join(root, proj), true},
		{filepath.Join(root, proj, sess+".jsonl"), true},
		{filepath.Join(root, proj, sess, "subagents"), true},
		{filepath.Join(root, proj, sess, "subagents", "agent-a123456.jsonl"), true},
		{filepath.Join(root, proj, sess, "subagents", "workflows", "wf_r1", "agent-aw1.jsonl"), true},
		{filepath.Join(root, proj, "memory"), false},
		{cursorTree, false},
		{cursorFile, false},
		{loose, false},
		{looseChild, false}, // a subagent's name is agent-<id>
		{filepath.Join(root, "absent"), false},
	} {
		if got := claudecode.Format.Sniff(c.path); got != c.want {
			t.Errorf("Sniff(%s) = %v, want %v", c.path, got, c.want)
		}
	}
}

func TestDiscoverRolesAndIdentity(t *testing.T) {
	c := discover(t, tree(t))
	var got []string
	for _, f := range c.Files {
		got = append(got, strings.Join([]string{f.Path, f.Role.String(), f.Project, f.Session, f.Child, f.Name, f.Workflow}, "|"))
	}
	s, wf := proj+"/"+sess, proj+"/"+sess+"/subagents/workflows/wf_r1/"
	want := []string{
		s + ".jsonl|transcript|" + proj + "|" + sess + "|||",
		s + "/subagents/agent-a123456.jsonl|subagent|" + proj + "|" + sess + "|a123456||",
		s + "/subagents/agent-a123456.meta.json|sidecar|" + proj + "|" + sess + "|a123456|agent-a123456.meta.json|",
		wf + "agent-aw1.jsonl|subagent|" + proj + "|" + sess + "|aw1||wf_r1",
		wf + "agent-aw1.meta.json|sidecar|" + proj + "|" + sess + "|aw1|agent-aw1.meta.json|wf_r1",
		wf + "journal.jsonl|sidecar|" + proj + "|" + sess + "||journal.jsonl|wf_r1",
		s + "/tool-results/toolu_01abc.txt|sidecar|" + proj + "|" + sess + "||toolu_01abc.txt|",
		s + "/workflows/scripts/review-wf_r1.js|sidecar|" + proj + "|" + sess + "||review-wf_r1.js|",
		s + "/workflows/wf_r1.json|sidecar|" + proj + "|" + sess + "||wf_r1.json|wf_r1",
		proj + "/agent-0a1b2c3d.jsonl|transcript|" + proj + "|agent-0a1b2c3d|0a1b2c3d||",
		proj + "/empty-0000.jsonl|transcript|" + proj + "|empty-0000|||",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("files:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if c.Ignored != 3 { // the run's notes.txt, memory/notes.md, history.jsonl
		t.Errorf("ignored %d, want 3", c.Ignored)
	}
	if c.Format.Name() != claudecode.Name {
		t.Errorf("corpus format %q", c.Format.Name())
	}
}

func TestOpenFileKeepsIdentity(t *testing.T) {
	root := tree(t)
	for rel, want := range map[string]string{
		proj + "/" + sess + ".jsonl":                                     "transcript|" + proj + "|" + sess + "||",
		proj + "/agent-0a1b2c3d.jsonl":                                   "transcript|" + proj + "|agent-0a1b2c3d|0a1b2c3d|",
		proj + "/" + sess + "/subagents/agent-a123456.jsonl":             "subagent|" + proj + "|" + sess + "|a123456|",
		proj + "/" + sess + "/subagents/workflows/wf_r1/agent-aw1.jsonl": "subagent|" + proj + "|" + sess + "|aw1|wf_r1",
	} {
		c := discover(t, filepath.Join(root, filepath.FromSlash(rel)))
		if len(c.Files) != 1 {
			t.Fatalf("%s: %d files", rel, len(c.Files))
		}
		f := c.Files[0]
		if got := strings.Join([]string{f.Role.String(), f.Project, f.Session, f.Child, f.Workflow}, "|"); got != want || f.Path != rel {
			t.Errorf("%s: %s at %s, want %s", rel, got, f.Path, want)
		}
	}
}

func TestSessionOf(t *testing.T) {
	root := tree(t)
	for rel, want := range map[string]string{
		proj + "/" + sess + ".jsonl":                                     sess,
		proj + "/" + sess + "/subagents/agent-a123456.jsonl":             sess,
		proj + "/" + sess + "/subagents/workflows/wf_r1/agent-aw1.jsonl": sess,
		proj + "/agent-0a1b2c3d.jsonl":                                   "agent-0a1b2c3d",
	} {
		id, source, err := claudecode.Format.SessionOf(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil || id != want || source != filepath.Join(root, proj) {
			t.Errorf("%s: %q from %s (%v); want %q from the project", rel, id, source, err, want)
		}
	}
}

func TestBundlePathMirrorsHome(t *testing.T) {
	c := discover(t, tree(t))
	name := func(s string) string { return "<" + s + ">" }
	var got []string
	for _, f := range c.Files {
		if p := claudecode.Format.BundlePath(f, func(s string) string { return s }); p != "claude-code/projects/"+f.Path {
			t.Errorf("BundlePath(%s) = %s, want the home layout", f.Path, p)
		}
		got = append(got, claudecode.Format.BundlePath(f, name))
	}
	p, s := "claude-code/projects/<"+proj+">/", "<"+sess+">"
	wf := p + s + "/subagents/workflows/<wf_r1>/"
	want := []string{
		p + s + ".jsonl",
		p + s + "/subagents/agent-<a123456>.jsonl",
		p + s + "/subagents/agent-<a123456>.meta.json",
		wf + "agent-<aw1>.jsonl",
		wf + "agent-<aw1>.meta.json",
		wf + "journal.jsonl",
		p + s + "/tool-results/<toolu_01abc.txt>",
		p + s + "/workflows/scripts/<review-wf_r1.js>",
		p + s + "/workflows/<wf_r1>.json",
		p + "agent-<0a1b2c3d>.jsonl",
		p + "<empty-0000>.jsonl",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("named bundle paths:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestNearestRoot(t *testing.T) {
	root := tree(t)
	for _, dir := range []string{filepath.Dir(root), filepath.Join(root, proj, sess, "subagents")} {
		if got := claudecode.Format.NearestRoot(dir); got != root && !(dir == filepath.Dir(root) && got != "") {
			t.Errorf("NearestRoot(%s) = %q, want %s", dir, got, root)
		}
	}
}

// A flat subagent's parent session is the sessionId its first lines
// name; a malformed line before it is passed over, and a file naming no
// session, or only a value that is not a session id, has none.
func TestFlatSubagentParent(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		sess + ".jsonl":        `{"type":"user","sessionId":"` + sess + `"}` + "\n",
		"agent-0a1b2c3d.jsonl": "not json\n" + `{"type":"user","isSidechain":true,"sessionId":"` + sess + `"}` + "\n",
		"agent-0e0e0e0e.jsonl": `{"type":"user","isSidechain":true,"sessionId":"main"}` + "\n",
		"agent-0f0f0f0f.jsonl": `{"type":"summary"}` + "\n",
	} {
		p := filepath.Join(root, proj, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]string{sess: "", "agent-0a1b2c3d": sess, "agent-0e0e0e0e": "", "agent-0f0f0f0f": ""}
	for _, f := range discover(t, root).Files {
		if f.Parent != want[f.Session] {
			t.Errorf("%s: parent %q, want %q", f.Session, f.Parent, want[f.Session])
		}
	}
	one := discover(t, filepath.Join(root, proj, "agent-0a1b2c3d.jsonl")).Files
	if len(one) != 1 || one[0].Parent != sess {
		t.Errorf("the flat subagent named alone: %+v", one)
	}
}

// A session's subagents/ and a workflow run's directory in it are no
// projects: their agent-<id>.jsonl files are nested subagents, not flat
// ones of a project of that name; the projects root is near them.
func TestSubagentDirIsNoProject(t *testing.T) {
	root := tree(t)
	for _, dir := range []string{filepath.Join(root, proj, sess, "subagents"), filepath.Join(root, proj, sess, "subagents", "workflows", "wf_r1")} {
		if c := discover(t, dir); len(c.Transcripts()) != 0 {
			t.Errorf("%s: %d transcripts, want none", dir, len(c.Transcripts()))
		}
		if got := claudecode.Format.NearestRoot(dir); got != root {
			t.Errorf("NearestRoot(%s) = %q, want %s", dir, got, root)
		}
	}
}
