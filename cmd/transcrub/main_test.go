package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
)

// runCmd runs the command line and returns its exit code and outputs.
func runCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// The scanner reports, field by field, what the generator's ledger says
// it wrote.
func TestScanMatchesLedger(t *testing.T) {
	code, out, _ := runCmd(t, "scan", "--json", builtinSample)
	if code != exitOK {
		t.Fatalf("scan exit %d", code)
	}
	var got transcript.Stats
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../../testdata/sample.ledger.json")
	if err != nil {
		t.Fatal(err)
	}
	var led gen.Ledger
	if err := json.Unmarshal(data, &led); err != nil {
		t.Fatal(err)
	}
	g, w := reflect.ValueOf(got), reflect.ValueOf(led.Stats)
	for i := range g.NumField() {
		name := g.Type().Field(i).Tag.Get("json")
		if !reflect.DeepEqual(g.Field(i).Interface(), w.Field(i).Interface()) {
			t.Errorf("%s: scan %v, ledger %v", name, g.Field(i).Interface(), w.Field(i).Interface())
		}
	}
}

func TestUsageAndExitCodes(t *testing.T) {
	if code, out, _ := runCmd(t, "--help"); code != exitOK || !strings.Contains(out, "Exit codes") {
		t.Errorf("--help: exit %d, exit table shown %v", code, strings.Contains(out, "Exit codes"))
	}
	for _, c := range []string{"scan", "export", "verify"} {
		if code, out, _ := runCmd(t, c, "--help"); code != exitOK || !strings.Contains(out, "Examples:") {
			t.Errorf("%s --help: exit %d or no examples", c, code)
		}
	}
	for _, args := range [][]string{
		{}, {"frobnicate"}, {"scan", "--no-such-flag"}, {"export", builtinSample},
		{"export", "--select", "some", "-o", "x.tar.zst", builtinSample}, {"export", "--where", "bad", "-o", "x.tar.zst"},
		{"verify"}, {"scan", "--include", "[", builtinSample},
	} {
		if code, _, _ := runCmd(t, args...); code != exitUsage {
			t.Errorf("%q: exit %d, want %d", args, code, exitUsage)
		}
	}
	if code, _, errs := runCmd(t, "scan", filepath.Join(t.TempDir(), "missing")); code != exitError || !strings.Contains(errs, "transcrub: error:") {
		t.Errorf("missing source: exit %d, stderr %q", code, errs)
	}
}

func TestExportVerifyRoundTrip(t *testing.T) {
	dir := t.TempDir()
	salt := filepath.Join(dir, "salt")
	os.WriteFile(salt, []byte("a fixed test salt, 32 bytes long"), 0o600)
	a, b := filepath.Join(dir, "a.tar.zst"), filepath.Join(dir, "b.tar.zst")
	for _, out := range []string{a, b} {
		if code, _, errs := runCmd(t, "export", "--salt-file", salt, "-o", out, builtinSample); code != exitOK {
			t.Fatalf("export exit %d: %s", code, errs)
		}
	}
	da, _ := os.ReadFile(a)
	db, _ := os.ReadFile(b)
	if !bytes.Equal(da, db) {
		t.Errorf("same salt, different bundles")
	}
	code, stream, _ := runCmd(t, "export", "--salt-file", salt, "-o", "-", builtinSample)
	if code != exitOK || stream != string(da) {
		t.Errorf("-o - exit %d, stream equals file: %v", code, stream == string(da))
	}
	if code, _, errs := runCmd(t, "verify", a); code != exitOK {
		t.Errorf("verify exit %d: %s", code, errs)
	}
	code, out, _ := runCmd(t, "export", "--json", "--salt-file", salt, "-o", filepath.Join(dir, "c.tar.zst"), builtinSample)
	var m map[string]any
	if code != exitOK || json.Unmarshal([]byte(out), &m) != nil || m["mode"] != "structural" {
		t.Errorf("--json: exit %d, manifest mode %v", code, m["mode"])
	}
	d := filepath.Join(dir, "tree")
	if code, _, errs := runCmd(t, "export", "--format", "dir", "-o", d, builtinSample); code != exitOK {
		t.Fatalf("--format dir exit %d: %s", code, errs)
	}
	if code, _, errs := runCmd(t, "verify", d); code != exitOK {
		t.Errorf("verify dir exit %d: %s", code, errs)
	}
	if code, _, _ := runCmd(t, "export", "--format", "dir", "-o", d, builtinSample); code != exitUsage {
		t.Errorf("existing dir bundle overwritten: exit %d", code)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 5 {
		t.Errorf("%d entries in the output directory, want 5 (no temporary files left)", len(entries))
	}
}

func TestReport(t *testing.T) {
	ents, err := os.ReadDir("../../testdata/sample/Users-emrys-myrgaxjor-brimab/agent-transcripts")
	if err != nil {
		t.Fatal(err)
	}
	id := ""
	for _, e := range ents {
		if e.IsDir() {
			id = e.Name()
			break
		}
	}
	// The session has subagents: jsonl takes its transcript file alone.
	file := filepath.Join("../../testdata/sample/Users-emrys-myrgaxjor-brimab/agent-transcripts", id, id+".jsonl")
	code, out, errs := runCmd(t, "report", "--frames", "1:4", "--format", "jsonl", file)
	if code != exitOK {
		t.Fatalf("report exit %d: %s", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != 3 {
		t.Errorf("--frames 1:4 gave %d lines, want 3", len(lines))
	}
	for i, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Errorf("line %d is not valid JSON", i+1)
		}
	}
	if !strings.Contains(errs, "SURFACE") {
		t.Errorf("report printed no redaction summary")
	}
	dir := t.TempDir()
	b := filepath.Join(dir, "r.tar.zst")
	if code, _, errs := runCmd(t, "report", "--source", builtinSample, "-o", b, id); code != exitOK {
		t.Fatalf("report bundle exit %d: %s", code, errs)
	}
	if code, _, errs := runCmd(t, "verify", b); code != exitOK {
		t.Errorf("verify report bundle: exit %d: %s", code, errs)
	}
	if code, _, _ := runCmd(t, "report", "--source", builtinSample, "no-such-session"); code != exitError {
		t.Errorf("unknown session: exit %d, want %d", code, exitError)
	}
	if code, _, _ := runCmd(t, "report", "--frames", "x", id); code != exitUsage {
		t.Errorf("bad --frames: exit %d, want %d", code, exitUsage)
	}
}
