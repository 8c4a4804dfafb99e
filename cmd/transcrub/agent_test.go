package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
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
	if code != exitUsage || !strings.Contains(errs, "cursor, claude-code, auto") {
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
	home := t.TempDir()
	t.Setenv("HOME", home)
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
