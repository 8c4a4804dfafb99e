package gen

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"
)

// TestCodexSampleUpToDate: the embedded builtin:sample/codex
// (testdata/sample-codex) and its ledger are what GenerateCodex writes
// for CodexSmall, as gencorpus -agent codex writes them.
func TestCodexSampleUpToDate(t *testing.T) {
	root := t.TempDir()
	l, err := GenerateCodex(root, CodexSmall())
	if err != nil {
		t.Fatal(err)
	}
	want, _ := treeHash(t, root)
	if got, _ := treeHash(t, "../../testdata/sample-codex"); got != want {
		t.Error("testdata/sample-codex differs from GenerateCodex(CodexSmall()); run go generate in the module root")
	}
	led, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../testdata/sample-codex.ledger.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, append(led, '\n')) {
		t.Error("testdata/sample-codex.ledger.json differs from the ledger of CodexSmall(); run go generate in the module root")
	}
}
