package gen

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"

	transcrub "github.com/transcrub/transcrub"
)

// generateClaude writes cfg into a fresh temporary directory and returns
// the root, the ledger and the ledger's JSON.
func generateClaude(t *testing.T, cfg ClaudeConfig) (string, *ClaudeLedger, []byte) {
	t.Helper()
	root := t.TempDir()
	l, err := GenerateClaude(root, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	return root, l, b
}

// The same ClaudeConfig gives the same tree and ledger; another seed
// another tree.
func TestClaudeDeterministic(t *testing.T) {
	root1, _, led1 := generateClaude(t, ClaudeSmall())
	root2, _, led2 := generateClaude(t, ClaudeSmall())
	h1, _ := treeHash(t, root1)
	if h2, _ := treeHash(t, root2); h1 != h2 || !bytes.Equal(led1, led2) {
		t.Error("two generations of ClaudeSmall() differ")
	}
	other := ClaudeSmall()
	other.Seed++
	root3, _, _ := generateClaude(t, other)
	if h3, _ := treeHash(t, root3); h3 == h1 {
		t.Error("a different seed gave the same tree")
	}
}

// The small tree witnesses every item of the record's Claude Code
// checklist but 9 (a line over 500 KB, which the seed scale's images
// make), and each canary is in the file the ledger names (or in its name).
func TestClaudeSmallWitnesses(t *testing.T) {
	root, l, _ := generateClaude(t, ClaudeSmall())
	var want []int
	for n := 1; n <= 20; n++ {
		if n != 9 {
			want = append(want, n)
		}
	}
	if !slices.Equal(l.Checks, want) {
		t.Errorf("checks %v, want %v", l.Checks, want)
	}
	surfaces := map[string]bool{}
	for _, c := range l.Canaries {
		surfaces[c.Surface] = true
		if c.Surface == "project_dir" || c.Surface == "spill.file_name" {
			if !strings.Contains(c.File, c.Token) {
				t.Errorf("canary of %s: not in the name %s", c.Surface, c.File)
			}
			continue
		}
		b := readFile(t, os.DirFS(root), c.File)
		if !bytes.Contains(b, []byte(c.Token)) {
			t.Errorf("canary of %s: not in %s", c.Surface, c.File)
		}
	}
	for _, s := range []string{"cwd", "gitBranch", "prompt.string", "text.user", "text.assistant", "thinking", "thinking.signature",
		"image.data", "tool_result.string", "tool_result.array", "toolUseResult.stdout", "toolUseResult.originalFile", "summary",
		"snapshot.path_key", "meta.description", "spill", "spill.file_name", "project_dir", "tool_name.mcp_server"} {
		if !surfaces[s] {
			t.Errorf("no canary on surface %s", s)
		}
	}
}

// The embedded Claude Code sample is the small configuration's output:
// regenerate it with `go generate` in the module root (see sample.go).
func TestClaudeSampleUpToDate(t *testing.T) {
	root, l, _ := generateClaude(t, ClaudeSmall())
	want, _ := treeHash(t, root)
	// The embedded sample, its empty files (not committed) included.
	sample, err := fs.Sub(transcrub.ClaudeCodeSample, "testdata/sample-claude-code")
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := treeHashFS(t, sample); got != want {
		t.Error("testdata/sample-claude-code differs from GenerateClaude(ClaudeSmall()); run go generate in the module root")
	}
	led, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../testdata/sample-claude-code.ledger.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, append(led, '\n')) {
		t.Error("testdata/sample-claude-code.ledger.json differs from the ledger of ClaudeSmall(); run go generate in the module root")
	}
}
