package export

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/transcrub/transcrub/scrub"
)

// TestStructuralDiscriminatorIdentity: structural workers get the
// identity terms known before the pass, so a discriminator deep in a tool
// input that is one (the user name a project directory spells, a listed
// term) is scrubbed, while the others are kept; the bundle verifies.
func TestStructuralDiscriminatorIdentity(t *testing.T) {
	const session = "5b0c1e2d-3f4a-4b5c-8d6e-7f8091a2b3c4"
	root := t.TempDir()
	dir := filepath.Join(root, "Users-alicia-ledger", "agent-transcripts", session)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	line := `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Write","input":` +
		`{"kind":"alicia","role":"zorbatron","type":"module","status":"draft"}}]}}` + "\n"
	if err := os.WriteFile(filepath.Join(dir, session+".jsonl"), []byte(line), 0o644); err != nil {
		t.Fatal(err)
	}
	corpora := discoverRoot(t, root)
	for _, strategy := range []string{StrategyAll, StrategyChecklist} {
		p := scrub.NewPseudonymizer([]byte("salt-disc-0123456789"))
		b, err := Build(context.Background(), corpora, Options{
			Mode: Structural(p), Strategy: strategy, Set: set(), Name: p.Segment, Workers: 1,
			Identity: []string{"zorbatron"}, Output: filepath.Join(t.TempDir(), "out.tar.zst"),
		})
		if err != nil {
			t.Fatalf("%s: Build: %v", strategy, err)
		}
		var out []byte
		for _, e := range b.Entries() {
			if e.Name != ManifestName {
				r, err := e.Open()
				if err != nil {
					t.Fatal(err)
				}
				out, _ = io.ReadAll(r)
			}
		}
		b.Close()
		for _, want := range []string{`"input":{"kind":"?`, `","role":"?`, `","type":"module","status":"draft"}}`} {
			if !bytes.Contains(out, []byte(want)) {
				t.Errorf("%s: output lacks %q", strategy, want)
			}
		}
		if bytes.Contains(bytes.ToLower(out), []byte("alicia")) || bytes.Contains(out, []byte("zorbatron")) {
			t.Errorf("%s: an identity term survives", strategy)
		}
		if len(out) != len(line) {
			t.Errorf("%s: length %d became %d", strategy, len(line), len(out))
		}
	}
}
