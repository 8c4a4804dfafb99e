package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
)

// These tests read the Codex files other projects wrote, from
// ../shared/external/codex beside the repository (see its SOURCES.md),
// as the Claude Code and Cursor ones are read.

// Every external Codex rollout, exported alone in structural mode as
// --agent codex, keeps its skeleton and discriminators, and no source
// string of six bytes or more survives but those Codex's schema keeps
// (codexKept). A home's history.jsonl is a sidecar, not a rollout.
func TestExternalCodexFidelity(t *testing.T) {
	dir := benchdata.External(t, "codex")
	n := 0
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") || d.Name() == "history.jsonl" {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		n++
		t.Run(filepath.ToSlash(rel), func(t *testing.T) { checkFidelity(t, p, codexKept, "--agent", "codex") })
		return nil
	})
	if n < 40 {
		t.Errorf("read %d external Codex rollouts, want at least 40", n)
	}
}

// The external Codex files, as one tree, are read as Codex's, and their
// bundles in both modes, every file or the checklist's, verify.
func TestExternalCodexTree(t *testing.T) {
	dir := benchdata.External(t, "codex")
	for _, mode := range []string{"structural", "redact"} {
		for _, sel := range []string{"all", "checklist"} {
			out := filepath.Join(t.TempDir(), "b.tar.zst")
			if code, _, errs := runCmd(t, "export", "--agent", "codex", "--mode", mode, "--select", sel, "-o", out, dir); code != exitOK && code != exitPartial {
				t.Errorf("%s %s: export exit %d: %s", mode, sel, code, errs)
				continue
			}
			if code, _, errs := runCmd(t, "verify", out); code != exitOK {
				t.Errorf("%s %s: verify exit %d: %s", mode, sel, code, errs)
			}
		}
	}
}

// The external Codex files' encrypted_content keeps its Fernet-like
// version prefix (gAAAA) in a structural bundle: as many payloads start
// with it in the bundle as in the source, at least the record's 67.
func TestExternalCodexEncryptedPrefix(t *testing.T) {
	dir := benchdata.External(t, "codex")
	out := filepath.Join(t.TempDir(), "b")
	if code, _, errs := runCmd(t, "export", "--agent", "codex", "--mode", "structural", "--select", "all", "--format", "dir", "-o", out, dir); code != exitOK && code != exitPartial {
		t.Fatalf("export exit %d: %s", code, errs)
	}
	fernet := regexp.MustCompile(`"encrypted_content": *"gAAAA`)
	count := func(root string) int {
		n := 0
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
				return err
			}
			data, err := os.ReadFile(p)
			n += len(fernet.FindAllIndex(data, -1))
			return err
		})
		return n
	}
	if src, got := count(dir), count(out); src < 67 || got != src {
		t.Errorf("%d encrypted_content payloads start gAAAA in the bundle, want the source's %d (at least 67)", got, src)
	}
}

// codexKept adds to kept the strings of a source line that Codex's
// schema keeps verbatim besides the discriminators compare knows: every
// phase and record_type, tool names, the harness settings (model,
// versions, originator, policies, effort, personality, modes) and a
// session's source, at any depth; and an apply_patch of grammar alone.
func codexKept(line *node, kept map[string]bool) {
	if line.kind != '{' {
		for _, kid := range line.kids {
			codexKept(kid, kept)
		}
		return
	}
	for i, k := range line.keys {
		v := line.kids[i]
		if v.kind == 's' && (codexKeptKeys[k] || k == "source" || k == "other" || k == "summary" || k == "mode" || onlyGrammar(v.str)) {
			kept[v.str] = true
		}
		codexKept(v, kept)
	}
}

// onlyGrammar reports whether s is made of patch grammar lines that hold
// no path or text (an empty apply_patch), which structural mode keeps.
func onlyGrammar(s string) bool {
	for _, l := range strings.Split(s, "\n") {
		if m := patchLine.FindString(l); m == "" || m != l {
			return false
		}
	}
	return true
}

// codexKeptKeys are the members whose string values the schema keeps
// wherever they stand (transcript/codex's Schema: disc, tool.name and
// setting positions, DiscKeys).
var codexKeptKeys = map[string]bool{
	"name": true, "phase": true, "record_type": true, "model": true, "cli_version": true, "originator": true,
	"approval_policy": true, "effort": true, "personality": true, "thread_source": true, "collaboration_mode_kind": true,
}
