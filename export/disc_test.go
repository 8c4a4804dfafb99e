package export

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript/claudecode"
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

// TestCommonTermKeepsDiscriminators: a working directory whose last
// segment is a common word ("tool", an identity term of the session) does
// not make structural mode scrub the schema's words that hold it (a
// tool_reference block inside a tool result, the checklist's witness; the
// keys tool_name and server_tool_use): a common term is identity only
// where it stands as identity, so the export neither fails closed nor
// loses the discriminator or the skeleton.
func TestCommonTermKeepsDiscriminators(t *testing.T) {
	const session = "6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d"
	line := `{"type":"user","uuid":"7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e","parentUuid":null,"sessionId":"` + session +
		`","cwd":"/home/bob/work/tool","timestamp":"2026-03-14T09:00:00.000Z","message":{"role":"user","content":[` +
		`{"type":"tool_result","tool_use_id":"toolu_01Ab","content":[{"type":"tool_reference","tool_name":"Read"}]}],` +
		`"usage":{"server_tool_use":{"web_search_requests":0}}}}` + "\n"
	root := writeTree(t, map[string]string{"-home-bob-work-tool/" + session + ".jsonl": line})
	b, err := exportTree(discoverFormat(t, claudecode.Format, root), "structural", StrategyAll, "salt-common-0123456789", t.TempDir())
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	out := bytes.Join(transcripts(bundleOf(t, b, 2)), nil)
	for _, want := range []string{`{"type":"tool_reference","tool_name":`, `"usage":{"server_tool_use":{"web_search_requests":0}}`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the output lacks %s: a schema word holding the common term was scrubbed", want)
		}
	}
}

// TestClaudeSettingsKept: structural mode keeps a Claude Code frame's
// entrypoint and a mode frame's mode, public settings like its userType.
// A message's model is kept, its release date included.
func TestClaudeSettingsKept(t *testing.T) {
	const session = "8c9d0e1f-2a3b-4c4d-8e5f-6a7b8c9d0e1f"
	lines := `{"type":"user","uuid":"9d0e1f2a-3b4c-4d5e-9f6a-7b8c9d0e1f2a","parentUuid":null,"sessionId":"` + session +
		`","entrypoint":"cli","timestamp":"2026-03-14T09:00:00.000Z","message":{"role":"user","content":"go"}}` + "\n" +
		`{"type":"mode","mode":"plan","sessionId":"` + session + `"}` + "\n" +
		assistant("claude-sonnet-4-5-20250929") + assistant("gpt-4o-2024-08-06") + assistant("ft-7c1e9a3b5d2f-20250929")
	root := writeTree(t, map[string]string{"-Users-amy-app/" + session + ".jsonl": lines})
	b, err := exportTree(discoverFormat(t, claudecode.Format, root), "structural", StrategyAll, "settings salt", t.TempDir())
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	out := bytes.Join(transcripts(bundleOf(t, b, 2)), nil)
	for _, want := range []string{`"entrypoint":"cli"`, `{"type":"mode","mode":"plan",`,
		`"model":"claude-sonnet-4-5-20250929"`, `"model":"gpt-4o-2024-08-06"`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the output lacks %s", want)
		}
	}
	if bytes.Contains(out, []byte("7c1e9a3b5d2f")) {
		t.Error("a model id that is data before its date was kept")
	}
}

// assistant is an assistant frame of a Claude Code session by model.
func assistant(model string) string {
	return `{"type":"assistant","message":{"role":"assistant","model":"` + model + `","content":[{"type":"text","text":"ok"}]}}` + "\n"
}
