package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
)

// --agent cursor reads what --agent auto (the default) recognises, and
// anything else is a usage error naming the choices.
func TestAgentFlag(t *testing.T) {
	_, auto, _ := runCmd(t, "scan", "--json", builtinSample)
	code, named, _ := runCmd(t, "scan", "--json", "--agent", "cursor", builtinSample)
	if code != exitOK || named != auto || auto == "" {
		t.Errorf("--agent cursor: exit %d, same scan as auto %v", code, named == auto)
	}
	code, _, errs := runCmd(t, "scan", "--agent", "nope", builtinSample)
	if code != exitUsage || !strings.Contains(errs, "cursor, claude-code, codex, auto") {
		t.Errorf("--agent nope: exit %d, stderr %q", code, errs)
	}
	dir := t.TempDir()
	if _, err := gen.Generate(dir, gen.Small()); err != nil {
		t.Fatal(err)
	}
	_, want, _ := runCmd(t, "scan", "--json", builtinSample)
	if code, got, _ := runCmd(t, "scan", "--json", "--agent", "auto", dir); code != exitOK || got != want {
		t.Errorf("auto on a generated Cursor tree: exit %d, same scan as builtin:sample %v", code, got == want)
	}
}

// With no SOURCE, scan reads every default root that exists and says
// which; with none, it names the Cursor root it looked for.
func TestDefaultRoots(t *testing.T) {
	home := fakeHome(t)
	root := filepath.Join(home, ".cursor", "projects")
	code, _, errs := runCmd(t, "scan")
	if code != exitError || !strings.Contains(errs, root) {
		t.Errorf("no default root: exit %d, stderr %q", code, errs)
	}
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := gen.Generate(root, gen.Small()); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCmd(t, "scan", "--json")
	if code != exitOK || errs != "transcrub: reading "+root+" (cursor)\n" {
		t.Errorf("a default root: exit %d, stderr %q", code, errs)
	}
}

// scan --json names the format it read: a synthetic Claude Code tree (a
// session with a nested subagent, its meta sidecar and a spilled output)
// is recognised as claude-code and inventoried, and so is each of its
// transcript files named alone; builtin:sample is cursor.
func TestScanNamesFormat(t *testing.T) {
	root, sess := claudeTree(t)
	var got struct {
		Format                                   string
		Transcripts, Subagents, Sidecars, Frames int
		ToolNames                                map[string]int `json:"tool_names"`
	}
	code, out, _ := runCmd(t, "scan", "--json", root)
	if err := json.Unmarshal([]byte(out), &got); code != exitOK || err != nil {
		t.Fatalf("scan: exit %d, %v", code, err)
	}
	if got.Format != "claude-code" || got.Transcripts != 1 || got.Subagents != 1 || got.Sidecars != 2 || got.Frames != 3 || got.ToolNames["Bash"] != 2 {
		t.Errorf("scan of a Claude Code tree: %+v", got)
	}
	for _, one := range []string{"-home-dev-app/" + sess + ".jsonl", "-home-dev-app/" + sess + "/subagents/agent-a1b2c3.jsonl"} {
		code, out, _ := runCmd(t, "scan", "--json", filepath.Join(root, filepath.FromSlash(one)))
		if err := json.Unmarshal([]byte(out), &got); code != exitOK || err != nil || got.Format != "claude-code" {
			t.Errorf("scan of %s: exit %d, format %q", one, code, got.Format)
		}
	}
	if _, out, _ := runCmd(t, "scan", "--json", builtinSample); !strings.Contains(out, `"format": "cursor"`) && !strings.Contains(out, `"format":"cursor"`) {
		t.Error("scan of builtin:sample does not name cursor")
	}
}

// scan's tables show Cursor's own rows (turn_ended, negative greps of
// what Cursor never records, calls of one frame) for Cursor only: of a
// Claude Code or Codex tree they would count what that format does not
// have as missing.
func TestScanTablesOfEachFormat(t *testing.T) {
	cursorOnly := []string{"turn_ended status", "files without turn_ended", "Negative greps", "max parallel calls"}
	for src, want := range map[string]bool{builtinSample: true, builtinSample + "/" + "claude-code": false, builtinSample + "/" + "codex": false} {
		code, out, _ := runCmd(t, "scan", src)
		if code != exitOK {
			t.Fatalf("scan %s: exit %d", src, code)
		}
		for _, row := range cursorOnly {
			if strings.Contains(out, row) != want {
				t.Errorf("scan %s: row %q shown %v, want %v", src, row, !want, want)
			}
		}
	}
}

// claudeTree writes a synthetic Claude Code projects tree: a session
// with a nested subagent, its meta sidecar and a spilled output.
func claudeTree(t *testing.T) (root, sess string) {
	root = t.TempDir()
	sess = "0f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a21"
	call := `{"type":"assistant","sessionId":"` + sess + `","message":{"role":"assistant","content":[{"type":"tool_use","id":"toolu_1","name":"Bash","input":{"command":"ls"}}]}}` + "\n"
	for rel, body := range map[string]string{
		"-home-dev-app/" + sess + ".jsonl":                            call + `{"type":"user","message":{"role":"user","content":"hi"}}` + "\n",
		"-home-dev-app/" + sess + "/subagents/agent-a1b2c3.jsonl":     call,
		"-home-dev-app/" + sess + "/subagents/agent-a1b2c3.meta.json": `{"agentType":"general-purpose"}`,
		"-home-dev-app/" + sess + "/tool-results/toolu_1.txt":         "output\n",
	} {
		p := filepath.Join(root, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(body), 0o644))
	}
	return root, sess
}

// fakeHome makes an empty home directory the one the commands read: HOME,
// and no $CLAUDE_CONFIG_DIR or $CODEX_HOME to move the agents' homes.
func fakeHome(t *testing.T) string {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("CLAUDE_CONFIG_DIR", "")
	t.Setenv("CODEX_HOME", "")
	return home
}

// An agent's home is where its own variable says ($CLAUDE_CONFIG_DIR,
// $CODEX_HOME) when set: with no SOURCE, scan reads the projects root and
// the Codex trees there, and names them. A Claude home named as SOURCE
// is read as its projects root is, as a Codex home is.
func TestAgentHomeVariables(t *testing.T) {
	fakeHome(t)
	root, _ := claudeTree(t)
	claudeHome := t.TempDir()
	must(t, os.Rename(root, filepath.Join(claudeHome, "projects")))
	codexHome := t.TempDir()
	if _, err := gen.GenerateCodex(codexHome, gen.CodexSmall()); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CLAUDE_CONFIG_DIR", claudeHome)
	t.Setenv("CODEX_HOME", codexHome)
	want := "transcrub: reading " + filepath.Join(claudeHome, "projects") + " (claude-code)\n" +
		"transcrub: reading " + filepath.Join(codexHome, "sessions") + " (codex)\n" +
		"transcrub: reading " + filepath.Join(codexHome, "archived_sessions") + " (codex)\n"
	if code, _, errs := runCmd(t, "scan", "--json"); code != exitOK || errs != want {
		t.Errorf("scan: exit %d, stderr %q, want %q", code, errs, want)
	}
	_, want, _ = runCmd(t, "scan", "--json", filepath.Join(claudeHome, "projects"))
	if code, got, errs := runCmd(t, "scan", "--json", claudeHome); code != exitOK || got != want {
		t.Errorf("scan of a Claude home: exit %d, the scan of its projects root %v, stderr %q", code, got == want, errs)
	}
}

// A SOURCE with no transcripts of the agent it looks like, but another's
// below it (a home holding .claude/projects), gets a hint naming that
// root, with --agent auto.
func TestNoTranscriptsHintsAnyAgent(t *testing.T) {
	root, _ := claudeTree(t)
	home := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(home, ".claude"), 0o755))
	must(t, os.Rename(root, filepath.Join(home, ".claude", "projects")))
	code, _, errs := runCmd(t, "scan", home)
	if want := "hint: transcripts are under " + filepath.Join(home, ".claude", "projects") + ": name that as SOURCE"; code != exitError || !strings.Contains(errs, want) {
		t.Errorf("scan of a home: exit %d, stderr %q, want the hint %q", code, errs, want)
	}
}

// With no SOURCE, a default root that exists but holds no transcripts is
// an agent not used here: the others are read, and the run succeeds.
func TestEmptyDefaultRootSkipped(t *testing.T) {
	home := fakeHome(t)
	root := filepath.Join(home, ".cursor", "projects")
	must(t, os.MkdirAll(filepath.Join(home, ".claude", "projects"), 0o755))
	must(t, os.MkdirAll(root, 0o755))
	if _, err := gen.Generate(root, gen.Small()); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := runCmd(t, "scan", "--json"); code != exitOK {
		t.Errorf("an empty default root beside a full one: exit %d, stderr %q", code, errs)
	}
}

// With no SOURCE, scan and export read both of Codex's default roots,
// ~/.codex/sessions and ~/.codex/archived_sessions, and name each; the
// bundle holds Codex's members under codex/ and verifies.
func TestCodexDefaultRoots(t *testing.T) {
	home := fakeHome(t)
	codexHome := filepath.Join(home, ".codex")
	if _, err := gen.GenerateCodex(codexHome, gen.CodexSmall()); err != nil {
		t.Fatal(err)
	}
	want := "transcrub: reading " + filepath.Join(codexHome, "sessions") + " (codex)\n" +
		"transcrub: reading " + filepath.Join(codexHome, "archived_sessions") + " (codex)\n"
	code, out, errs := runCmd(t, "scan", "--json")
	if code != exitOK || errs != want || !strings.Contains(out, `"format": "codex"`) {
		t.Errorf("scan: exit %d, stderr %q, format codex named %v", code, errs, strings.Contains(out, `"format": "codex"`))
	}
	bundle := filepath.Join(t.TempDir(), "b.tar.zst")
	if code, _, errs := runCmd(t, "export", "--agent", "codex", "--select", "all", "-o", bundle); code != exitOK && code != exitPartial {
		t.Fatalf("export: exit %d: %s", code, errs)
	}
	if code, _, errs := runCmd(t, "verify", bundle); code != exitOK {
		t.Errorf("verify: exit %d: %s", code, errs)
	}
	u := unpack(t, bundle)
	for _, m := range u.names[1:] {
		if !strings.HasPrefix(m, "codex/sessions/") && !strings.HasPrefix(m, "codex/archived_sessions/") && m != "codex/history.jsonl" {
			t.Errorf("member %s is not under a Codex tree", m)
		}
	}
}

// One bundle holds several agents: a Cursor, a Claude Code and a Codex
// root named together with --agent auto give one bundle whose manifest
// lists the three formats and whose members lie under each agent's top
// directory; verify reads each with its own format, in both modes, and
// re-checks a custom predicate a Codex rollout witnesses.
func TestMultiAgentBundle(t *testing.T) {
	cursorRoot := t.TempDir()
	if _, err := gen.Generate(cursorRoot, gen.Small()); err != nil {
		t.Fatal(err)
	}
	claudeRoot, _ := claudeTree(t)
	codexHome := t.TempDir()
	if _, err := gen.GenerateCodex(codexHome, gen.CodexSmall()); err != nil {
		t.Fatal(err)
	}
	for _, mode := range []string{"structural", "redact"} {
		out := filepath.Join(t.TempDir(), "b.tar.zst")
		code, _, errs := runCmd(t, "export", "--agent", "auto", "--mode", mode, "--select", "all", "--where", `has_payload=has("payload")`, "-o", out, cursorRoot, claudeRoot, codexHome)
		if code != exitOK && code != exitPartial {
			t.Fatalf("%s: export exit %d: %s", mode, code, errs)
		}
		if code, _, errs := runCmd(t, "verify", out); code != exitOK {
			t.Errorf("%s: verify exit %d: %s", mode, code, errs)
		}
		u := unpack(t, out)
		if got := strings.Join(u.manifest.Formats, ","); got != "claude-code,codex,cursor" {
			t.Errorf("%s: manifest formats %q", mode, got)
		}
		for _, c := range u.manifest.Coverage {
			if c.ID == "has_payload" && (!c.Covered || !strings.HasPrefix(c.Witnesses[0].File, "codex/")) {
				t.Errorf("%s: the custom predicate is not witnessed by a Codex rollout", mode)
			}
		}
		tops := map[string]int{}
		for _, m := range u.names[1:] {
			top, _, _ := strings.Cut(m, "/")
			tops[top]++
		}
		if len(tops) != 3 || tops["projects"] == 0 || tops["claude-code"] == 0 || tops["codex"] == 0 {
			t.Errorf("%s: members by top directory %v", mode, tops)
		}
	}
}

// TestMixedHome: a SOURCE that is both a Claude home (projects/) and a
// Codex home (sessions/, archived_sessions/) is read as both, said on
// stderr, each tree's files neither missed nor counted as ignored by the
// other; --agent names the one to read.
func TestMixedHome(t *testing.T) {
	home := t.TempDir()
	for dst, src := range map[string]string{
		"projects": "../../testdata/sample-claude-code", "sessions": "../../testdata/sample-codex/sessions",
		"archived_sessions": "../../testdata/sample-codex/archived_sessions",
	} {
		if err := os.CopyFS(filepath.Join(home, dst), os.DirFS(src)); err != nil {
			t.Fatal(err)
		}
	}
	scan := func(args ...string) (transcript.Report, string) {
		t.Helper()
		code, out, errs := runCmd(t, append([]string{"scan", "--json"}, args...)...)
		var s transcript.Report
		if err := json.Unmarshal([]byte(out), &s); code != exitOK || err != nil {
			t.Fatalf("scan %q: exit %d: %v", args, code, err)
		}
		return s, errs
	}
	both, errs := scan(home)
	cc, _ := scan("--agent", "claude-code", home)
	cx, _ := scan("--agent", "codex", home)
	if both.Format != "claude-code,codex" || both.Transcripts != cc.Transcripts+cx.Transcripts || cc.Transcripts == 0 || cx.Transcripts == 0 ||
		both.IgnoredFiles != 0 || !strings.Contains(errs, "codex transcripts too") {
		t.Errorf("mixed home read as %q: %d transcripts (claude-code %d, codex %d), %d ignored; stderr %q",
			both.Format, both.Transcripts, cc.Transcripts, cx.Transcripts, both.IgnoredFiles, errs)
	}
}
