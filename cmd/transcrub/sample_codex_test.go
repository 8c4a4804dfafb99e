package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript/codex"
)

// builtin:sample/codex is read as Codex's: exported in each mode, every
// file or the checklist's, it verifies, covers every check its ledger
// says it witnesses that a bundle can witness, lists no other format's,
// and no planted canary survives in a member's name or, structural, its
// content.
func TestBuiltinCodexSample(t *testing.T) {
	data, err := os.ReadFile("../../testdata/sample-codex.ledger.json")
	must(t, err)
	var led gen.CodexLedger
	must(t, json.Unmarshal(data, &led))
	code, out, _ := runCmd(t, "scan", "--json", builtinSample+"/codex")
	if code != exitOK || !strings.Contains(out, `"format": "codex"`) {
		t.Fatalf("scan: exit %d, format codex named %v", code, strings.Contains(out, `"format": "codex"`))
	}
	var rep struct {
		Sections map[string]codex.Stats `json:"sections"`
	}
	must(t, json.Unmarshal([]byte(out), &rep))
	got := rep.Sections[codex.Name]
	var drift []string
	for _, d := range got.Drift {
		drift = append(drift, d.Kind+":"+d.Name)
	}
	if !slices.Equal(drift, led.Drift) {
		t.Errorf("scan --json codex drift %v, ledger %v", drift, led.Drift)
	}
	if _, text, _ := runCmd(t, "scan", builtinSample+"/codex"); !strings.Contains(text, "\nCodex\n") ||
		!strings.Contains(text, fmt.Sprintf("%d / %d / %d", led.Section.Calls.Paired, led.Section.Calls.WithoutOutput, led.Section.Calls.OutputsWithoutCall)) {
		t.Error("scan: no Codex section with the ledger's pairing in the text output")
	}
	got.Drift = led.Section.Drift
	if g, w := mustJSON(t, got), mustJSON(t, led.Section); g != w {
		t.Errorf("scan --json codex section\n%s\nledger\n%s", g, w)
	}
	var tokens []string
	for _, c := range led.Canaries {
		tokens = append(tokens, c.Token)
	}
	for _, mode := range []string{"structural", "redact"} {
		for _, sel := range []string{"all", "checklist"} {
			bundle := filepath.Join(t.TempDir(), "b.tar.zst")
			if code, _, errs := runCmd(t, "export", "--mode", mode, "--select", sel, "-o", bundle, builtinSample+"/codex"); code != exitOK && code != exitPartial {
				t.Fatalf("%s %s: export exit %d: %s", mode, sel, code, errs)
			}
			if code, _, errs := runCmd(t, "verify", bundle); code != exitOK {
				t.Errorf("%s %s: verify exit %d: %s", mode, sel, code, errs)
			}
			u := unpack(t, bundle)
			covered := map[string]bool{}
			for _, c := range u.manifest.Coverage {
				covered[c.ID] = c.Covered
			}
			for _, id := range led.Checks {
				_, listed := covered["codex."+id]
				switch {
				case !listed && !slices.Contains(codexSourceOnly, id):
					t.Errorf("%s %s: codex.%s witnessed by the sample but not in the checklist", mode, sel, id)
				case listed && !covered["codex."+id]:
					t.Errorf("%s %s: codex.%s witnessed by the sample but not covered", mode, sel, id)
				}
			}
			if slices.ContainsFunc(slices.Collect(maps.Keys(covered)), func(id string) bool { return !strings.HasPrefix(id, "codex.") }) {
				t.Errorf("%s %s: predicates of other formats listed", mode, sel)
			}
			for _, name := range u.names {
				noneIn(t, mode+" "+sel+" member name", []byte(name), tokens)
				if mode == "structural" { // redaction keeps prose, canaries in it
					noneIn(t, mode+" "+sel+" "+name, u.files[name], tokens)
				}
			}
		}
	}
	// Given the canaries as terms, redaction removes every one, those in
	// opaque payloads (encrypted content, images' data URLs) too.
	terms := filepath.Join(t.TempDir(), "terms.txt")
	must(t, os.WriteFile(terms, []byte(strings.Join(tokens, "\n")+"\n"), 0o644))
	bundle := filepath.Join(t.TempDir(), "b.tar.zst")
	if code, _, errs := runCmd(t, "export", "--mode", "redact", "--select", "all", "--terms-file", terms, "-o", bundle, builtinSample+"/codex"); code != exitOK && code != exitPartial {
		t.Fatalf("redact with the canaries as terms: export exit %d: %s", code, errs)
	}
	u := unpack(t, bundle)
	for _, name := range u.names {
		noneIn(t, "redact with terms "+name, u.files[name], tokens)
	}
}

// codexSourceOnly are the checks of Codex's record that hold of a source
// only, which no bundle witnesses: every other check the sample holds is
// in the checklist a bundle is verified against.
var codexSourceOnly = []string{"malformed_line", "name_time_differs"}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	must(t, err)
	return string(b)
}
