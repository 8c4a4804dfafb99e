package codex_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// generated writes a small Codex home and discovers it.
func generated(t *testing.T) (string, *gen.CodexLedger, *transcript.Corpus) {
	t.Helper()
	root := filepath.Join(t.TempDir(), ".codex")
	l, err := gen.GenerateCodex(root, gen.CodexSmall())
	if err != nil {
		t.Fatal(err)
	}
	return root, l, discover(t, root)
}

// TestGeneratedMatchesLedger reads a generated home: the files, their
// records, diagnostics and session_meta lines, the lineage, the
// checklist witnesses and the drift are the ledger's.
func TestGeneratedMatchesLedger(t *testing.T) {
	_, l, c := generated(t)
	if len(c.Files) != len(l.Files) || len(c.Diagnostics) != 0 || c.IdentityMismatches != 0 {
		t.Fatalf("%d files (diagnostics %v, mismatches %d), want the ledger's %d", len(c.Files), c.Diagnostics, c.IdentityMismatches, len(l.Files))
	}
	byPath := map[string]gen.CodexFile{}
	for i, f := range c.Files {
		want := l.Files[i]
		byPath[want.Path] = want
		if f.Path != want.Path || f.Session != want.Session || (f.Role == transcript.RoleSidecar) != want.Sidecar {
			t.Errorf("file %d: %s session %q role %v, want %s session %q sidecar %v", i, f.Path, f.Session, f.Role, want.Path, want.Session, want.Sidecar)
		}
	}
	witnessed, sums, shapes := witnesses(t, c)
	for _, s := range sums {
		want := byPath[s.File.Path]
		if s.Records != want.Records || len(s.Diagnostics) != want.Lines-want.Records || len(s.Metas) != want.Metas {
			t.Errorf("%s: %d records, %d diagnostics, %d metas; want %d, %d, %d", s.File.Path, s.Records, len(s.Diagnostics),
				len(s.Metas), want.Records, want.Lines-want.Records, want.Metas)
		}
	}
	var links []gen.CodexFile
	for _, f := range l.Files {
		if f.Link != "" {
			links = append(links, f)
		}
	}
	got := codex.Lineage(sums)
	if len(got) != len(links) {
		t.Fatalf("%d links, want %d", len(got), len(links))
	}
	for i, link := range got {
		want := links[i]
		if link.Child != want.Path || link.Kind.String() != want.Link || link.ParentFile != want.Parent || link.Replayed != want.Replayed {
			t.Errorf("link %+v, want %+v", link, want)
		}
	}
	var checks []string
	for id := range witnessed {
		checks = append(checks, id)
	}
	sort.Strings(checks)
	if !slices.Equal(checks, l.Checks) {
		t.Errorf("checks witnessed %v,\nledger says %v", checks, l.Checks)
	}
	if len(l.Checks) != len(codex.Checklist) {
		t.Errorf("the small home witnesses %d of the %d checks", len(l.Checks), len(codex.Checklist))
	}
	var drift []string
	for _, e := range shapes.Drift() {
		drift = append(drift, e.Kind+":"+e.Name)
	}
	if !slices.Equal(drift, l.Drift) {
		t.Errorf("drift %v, ledger says %v", drift, l.Drift)
	}
}

// TestGeneratedCanaries checks that every canary sits in the file the
// ledger names, and that the surfaces the format has each carry one.
func TestGeneratedCanaries(t *testing.T) {
	root, l, _ := generated(t)
	surfaces := map[string]bool{}
	for _, k := range l.Canaries {
		surfaces[k.Surface] = true
		data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(k.File)))
		if err != nil {
			t.Fatalf("canary at %s: %v", k.Surface, err)
		}
		in := bytes.Contains(data, []byte(k.Token)) || k.Surface == "file_name" && bytes.Contains([]byte(k.File), []byte(k.Token))
		if !in {
			t.Errorf("canary of %s not in %s", k.Surface, k.File)
		}
	}
	for _, s := range []string{
		"message.user", "message.assistant", "message.developer", "reasoning.summary", "reasoning.encrypted_content",
		"event.user_message", "event.agent_message", "event.agent_reasoning", "event.task_complete.last_agent_message",
		"event.user_message.local_images", "input_image.image_url",
		"function_call.exec_command.cmd", "function_call.exec_command.workdir", "function_call.write_stdin.chars",
		"function_call.update_plan.step", "function_call.mcp.arguments", "function_call.spawn_agent.message",
		"function_call.shell.command", "function_call.shell.workdir", "tool_name.mcp_server",
		"output.exec", "output.mcp", "output.apply_patch", "output.shell_json",
		"custom_tool_call.apply_patch.path", "custom_tool_call.apply_patch.body",
		"exec_command_end.command", "exec_command_end.cwd", "exec_command_end.aggregated_output",
		"patch_apply_end.changes.path", "patch_apply_end.changes.diff", "web_search.query",
		"session_meta.cwd", "session_meta.git.branch", "session_meta.git.repository_url", "session_meta.base_instructions",
		"session_meta.instructions", "session_meta.agent_nickname",
		"turn_context.cwd", "turn_context.writable_roots", "turn_context.user_instructions", "turn_context.developer_instructions",
		"compacted.message", "compacted.replacement_history", "compaction.encrypted_content",
		"legacy.instructions", "legacy.message", "legacy.arguments", "legacy.output",
		"history.text", "file_name",
	} {
		if !surfaces[s] {
			t.Errorf("no canary at surface %s", s)
		}
		delete(surfaces, s)
	}
	for s := range surfaces {
		t.Errorf("canaries at %s, a surface this test does not list", s)
	}
}

// TestGenerateCodexDeterministic: one config, one tree.
func TestGenerateCodexDeterministic(t *testing.T) {
	a, la, _ := generated(t)
	b, lb, _ := generated(t)
	if !slices.Equal(la.Checks, lb.Checks) || len(la.Canaries) != len(lb.Canaries) {
		t.Fatal("two ledgers of one config differ")
	}
	for _, f := range la.Files {
		x, errA := os.ReadFile(filepath.Join(a, filepath.FromSlash(f.Path)))
		y, errB := os.ReadFile(filepath.Join(b, filepath.FromSlash(f.Path)))
		if errA != nil || errB != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs of one config", f.Path)
		}
	}
}

// TestSniffTellsFormatsApart: a generated Codex home is not a Cursor
// projects root and a generated Cursor root is not a Codex tree, so that
// --agent auto can tell them apart.
func TestSniffTellsFormatsApart(t *testing.T) {
	home, _, _ := generated(t)
	projects := t.TempDir()
	if _, err := gen.Generate(projects, gen.Small()); err != nil {
		t.Fatal(err)
	}
	if !codex.Format.Sniff(home) || cursor.Format.Sniff(home) {
		t.Errorf("a Codex home: codex %v, cursor %v; want true, false", codex.Format.Sniff(home), cursor.Format.Sniff(home))
	}
	if codex.Format.Sniff(projects) || !cursor.Format.Sniff(projects) {
		t.Errorf("a Cursor root: codex %v, cursor %v; want false, true", codex.Format.Sniff(projects), cursor.Format.Sniff(projects))
	}
}
