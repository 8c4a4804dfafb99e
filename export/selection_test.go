package export

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// TestCoverParentBundleDeterministic: a session whose transcripts all have
// other names than the session, with several subagents: every build with
// the same salt gives the same bytes, bundling the first transcript by
// path as the chosen subagent's parent, and the manifest says the
// checklist set is the cheapest.
func TestCoverParentBundleDeterministic(t *testing.T) {
	root := t.TempDir()
	session := filepath.Join(root, "proj-x", "agent-transcripts", "s")
	if err := os.MkdirAll(filepath.Join(session, "subagents"), 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(name string, lines ...string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(session, name), []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	user := func(text string) string {
		return `{"role":"user","message":{"content":[{"type":"text","text":"` + text + `"}]}}`
	}
	const success = `{"type":"turn_ended","status":"success"}`
	for i, id := range []string{"m3", "m1", "m2"} {
		write(id+".jsonl", user(strings.Repeat("q", 10+i)), success)
	}
	for i := range 3 {
		write(fmt.Sprintf("subagents/c%d.jsonl", i), user(strings.Repeat("w", 20+i)), success)
	}
	src, err := cursor.Format.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	p := scrub.NewPseudonymizer([]byte("parent salt"))
	parent := BundlePath(cursor.Format, transcript.File{Path: "proj-x/agent-transcripts/s/m1.jsonl", Project: "proj-x", Session: "s"}, p.Segment, p.ShiftTime)
	var first []byte
	for run := range 6 {
		b, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
			Mode: Structural(p), Set: set(), Name: p.Segment, Workers: 1 + run%2,
			Output: filepath.Join(t.TempDir(), "out.tar.zst"),
		})
		if err != nil {
			t.Fatalf("Build: %v", err)
		}
		var buf bytes.Buffer
		err = WriteTarZst(&buf, b.Entries(), 2)
		var names []string
		for _, e := range b.Entries() {
			names = append(names, e.Name)
		}
		cov := b.Manifest.Selection.Cover
		b.Close()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(names, "\n"), parent) {
			t.Fatalf("run %d: the first transcript by path is not the bundled parent", run)
		}
		if cov == nil || !cov.Optimal || cov.LowerBound != cov.Bytes {
			t.Fatalf("run %d: manifest cover %+v, want optimal", run, cov)
		}
		if first == nil {
			first = buf.Bytes()
		} else if !bytes.Equal(first, buf.Bytes()) {
			t.Fatalf("run %d: same salt, different bundle bytes", run)
		}
	}
}
