//go:build unix

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestHelpOnce: every command's --help, -h and 'help COMMAND', and
// transcrub's own, print the usage once, on stdout, with exit 0.
func TestHelpOnce(t *testing.T) {
	cases := [][]string{{"--help"}, {"-h"}, {"help"}}
	for _, c := range commands() {
		cases = append(cases, []string{c.name, "--help"}, []string{c.name, "-h"}, []string{"help", c.name})
	}
	for _, args := range cases {
		code, out, stderr := runCmd(t, args...)
		first, _, _ := strings.Cut(out, "\n")
		if code != exitOK || stderr != "" || first == "" {
			t.Errorf("%q: exit %d, stderr %q, first line %q", args, code, stderr, first)
			continue
		}
		if n := strings.Count(out, first); n != 1 {
			t.Errorf("%q: the usage's first line %q appears %d times", args, first, n)
		}
		if len(args) > 1 && !strings.HasPrefix(first, "Usage: transcrub "+args[len(args)-1]) && !strings.HasPrefix(first, "Usage: transcrub "+args[0]) {
			t.Errorf("%q: the first line %q is not the command's usage", args, first)
		}
	}
}

// reportTree is a projects root with session A, which has a subagent,
// and session B, each transcript three frames long.
type reportTree struct {
	root, a, b string // the root, and A's and B's transcript files
}

const (
	sessionA = "0f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a21"
	sessionB = "7a1e2d3c-4b5a-4978-8f6e-5d4c3b2a1f09"
)

func newReportTree(t *testing.T) reportTree {
	t.Helper()
	root := filepath.Join(t.TempDir(), "projects")
	frames := `{"role":"user","message":{"content":[{"type":"text","text":"hello there"}]}}` + "\n" +
		`{"role":"assistant","message":{"content":[{"type":"text","text":"some words"}]}}` + "\n" +
		`{"type":"turn_ended","status":"success"}` + "\n"
	file := func(parts ...string) string {
		p := filepath.Join(append([]string{root, "Users-qx-rep", "agent-transcripts"}, parts...)...)
		must(t, os.MkdirAll(filepath.Dir(p), 0o755))
		must(t, os.WriteFile(p, []byte(frames), 0o644))
		return p
	}
	tr := reportTree{root: root, a: file(sessionA, sessionA+".jsonl"), b: file(sessionB, sessionB+".jsonl")}
	file(sessionA, "subagents", "c1.jsonl")
	return tr
}

// jsonLines checks that s is n lines of JSON.
func jsonLines(t *testing.T, what, s string, n int) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	if len(lines) != n {
		t.Errorf("%s: %d lines, want %d", what, len(lines), n)
	}
	for i, l := range lines {
		if !json.Valid([]byte(l)) {
			t.Errorf("%s: line %d is not JSON", what, i+1)
		}
	}
}

// TestReportJSONL: report --format jsonl honours -o, infers jsonl from
// -o NAME.jsonl, takes a named transcript file alone, refuses a
// selection of several transcripts, and a loose .jsonl file is a SESSION.
func TestReportJSONL(t *testing.T) {
	tr := newReportTree(t)
	dir := t.TempDir()
	for _, args := range [][]string{{"--format", "jsonl", "-o"}, {"-o"}} {
		out := filepath.Join(dir, fmt.Sprintf("r%d.jsonl", len(args)))
		code, stdout, stderr := runCmd(t, append(append([]string{"report"}, args...), out, tr.a)...)
		if code != exitOK || stdout != "" {
			t.Fatalf("%q: exit %d, %d bytes on stdout; stderr:\n%s", args, code, len(stdout), stderr)
		}
		data, err := os.ReadFile(out)
		must(t, err)
		jsonLines(t, out, string(data), 3)
		if !strings.Contains(stderr, "1 transcript") {
			t.Errorf("%q: the summary does not say one transcript: %q", args, stderr)
		}
	}
	code, stdout, stderr := runCmd(t, "report", "--format", "jsonl", tr.a)
	if code != exitOK {
		t.Fatalf("to stdout: exit %d; stderr:\n%s", code, stderr)
	}
	jsonLines(t, "stdout", stdout, 3)

	for name, args := range map[string][]string{
		"a session with a subagent": {"--source", tr.root, sessionA},
		"two sessions":              {"--source", tr.root, sessionB, sessionA},
		"two files":                 {tr.a, tr.b},
	} {
		out := filepath.Join(dir, "refused.jsonl")
		code, stdout, stderr := runCmd(t, append([]string{"report", "--format", "jsonl", "-o", out}, args...)...)
		if code != exitUsage || stdout != "" || exists(out) || !strings.Contains(stderr, "one transcript") {
			t.Errorf("%s: exit %d (want %d), written %v; stderr:\n%s", name, code, exitUsage, exists(out), stderr)
		}
	}

	loose := filepath.Join(t.TempDir(), "loose.jsonl")
	data, _ := os.ReadFile(tr.b)
	must(t, os.WriteFile(loose, data, 0o644))
	bundle := filepath.Join(dir, "loose.tar.zst")
	if code, _, stderr := runCmd(t, "report", "-o", bundle, loose); code != exitOK {
		t.Fatalf("loose file to a bundle: exit %d; stderr:\n%s", code, stderr)
	}
	if code, _, stderr := runCmd(t, "verify", bundle); code != exitOK {
		t.Errorf("verify the loose file's bundle: exit %d; stderr:\n%s", code, stderr)
	}
	code, stdout, stderr = runCmd(t, "report", "--format", "jsonl", loose)
	if code != exitOK {
		t.Fatalf("loose file to jsonl: exit %d; stderr:\n%s", code, stderr)
	}
	jsonLines(t, "loose", stdout, 3)
	beside := filepath.Join(filepath.Dir(loose), "bug.jsonl") // a file source reads only itself
	if code, _, stderr := runCmd(t, "report", "--format", "jsonl", "-o", beside, loose); code != exitOK || !exists(beside) {
		t.Errorf("loose file to jsonl beside it: exit %d, written %v; stderr:\n%s", code, exists(beside), stderr)
	}
	if code, _, _ := runCmd(t, "report", "--format", "jsonl", "-o", loose, loose); code != exitUsage {
		t.Errorf("loose file onto itself: exit %d, want %d", code, exitUsage)
	}
}

// TestNoTranscripts: a source that holds no transcript is an error, exit
// 1, with a hint naming the projects root above or below it when there is
// one; export writes nothing.
func TestNoTranscripts(t *testing.T) {
	root := tinyTree(t, "Shell")
	session, _ := filepath.Glob(filepath.Join(root, "Users-qx-tiny", "agent-transcripts", "*"))
	loose := t.TempDir()
	must(t, os.WriteFile(filepath.Join(loose, "a.jsonl"), []byte(`{"role":"user","message":{"content":[]}}`+"\n"), 0o644))
	sidecarsOnly := t.TempDir()
	must(t, os.MkdirAll(filepath.Join(sidecarsOnly, "Users-qx-side", "agent-tools"), 0o755))
	must(t, os.WriteFile(filepath.Join(sidecarsOnly, "Users-qx-side", "agent-tools", "x.txt"), []byte("out"), 0o644))
	for _, tt := range []struct {
		name, source, hint string
		extra              []string
	}{
		{"empty directory", t.TempDir(), "SOURCE is an agent's root", nil},
		{"the directory above the root (~/.cursor)", filepath.Dir(root), "transcripts are under " + root, nil},
		{"a session folder", session[0], "transcripts are under " + root, nil},
		{"an agent-transcripts folder", filepath.Dir(session[0]), "transcripts are under " + root, nil},
		{"loose files", loose, "its .jsonl files are not in a Cursor projects tree", nil},
		{"sidecars only", sidecarsOnly, "SOURCE is an agent's root", nil},
		{"filtered out", root, "--include", []string{"--include", "nothing/**"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "b.tar.zst")
			for _, args := range [][]string{
				{"scan"}, {"scan", "--json"}, {"export", "-o", out}, {"report", "-o", out, "--source", tt.source, sessionA},
			} {
				if args[0] == "report" && tt.extra != nil {
					continue // report has no --include
				}
				if args[0] != "report" {
					args = append(append(args, tt.extra...), tt.source)
				}
				code, stdout, stderr := runCmd(t, args...)
				if code != exitError || stdout != "" {
					t.Errorf("%q: exit %d (want %d), %d bytes on stdout", args[0], code, exitError, len(stdout))
				}
				if !strings.Contains(stderr, "transcrub: error: no transcripts found in "+tt.source+"\n") ||
					!strings.Contains(stderr, "transcrub: hint: "+tt.hint) {
					t.Errorf("%q: stderr:\n%s", args, stderr)
				}
			}
			if exists(out) || len(tempLeft(t, dir)) > 0 {
				t.Errorf("export wrote something")
			}
		})
	}
}

// TestOutputNames: an OUT whose name says another format than the one
// written is refused with exit 2 and a hint naming the right extension or
// flag; nothing is written.
func TestOutputNames(t *testing.T) {
	root := tinyTree(t, "Shell")
	file, _ := filepath.Glob(filepath.Join(root, "Users-qx-tiny", "agent-transcripts", "*", "*.jsonl"))
	for _, tt := range []struct {
		args []string
		out  string
		hint string
	}{
		{[]string{"export"}, "b.zip", "NAME.tar.zst"},
		{[]string{"export"}, "b.tar.gz", "NAME.tar.zst"},
		{[]string{"export"}, "b.tgz", "NAME.tar.zst"},
		{[]string{"export"}, "b.jsonl", "NAME.tar.zst"},
		{[]string{"export"}, "b", "--format dir"},
		{[]string{"export", "--format", "tar.zst"}, "b.zip", "rename it"},
		{[]string{"export", "--format", "tar.zst"}, "b.jsonl", "rename it"},
		{[]string{"export", "--format", "dir"}, "b.tar.zst", "drop the extension"},
		{[]string{"export", "--format", "dir"}, "b.zip", "drop the extension"},
		{[]string{"export", "--format", "jsonl"}, "b.jsonl", "--help"},
		{[]string{"report", "--format", "jsonl"}, "b.tar.zst", "NAME.jsonl"},
		{[]string{"report", "--format", "tar.zst"}, "b.jsonl", "--format jsonl"},
		{[]string{"report"}, "b.zip", "NAME.jsonl"},
	} {
		dir := t.TempDir()
		out := filepath.Join(dir, tt.out)
		args := append(append(append([]string{}, tt.args...), "-o", out), root)
		if tt.args[0] == "report" {
			args[len(args)-1] = file[0]
		}
		code, _, stderr := runCmd(t, args...)
		if code != exitUsage || !strings.Contains(stderr, "transcrub: hint: ") || !strings.Contains(stderr, tt.hint) {
			t.Errorf("%q -o %s: exit %d (want %d), hint %q missing; stderr:\n%s", tt.args, tt.out, code, exitUsage, tt.hint, stderr)
		}
		if left, _ := os.ReadDir(dir); len(left) > 0 {
			t.Errorf("%q -o %s: %d entries written", tt.args, tt.out, len(left))
		}
	}
	dir := t.TempDir()
	for _, args := range [][]string{
		{"export", "-o", filepath.Join(dir, "b.tzst")},
		{"export", "-o", filepath.Join(dir, "B.TAR.ZST")},
		{"export", "--format", "dir", "-o", filepath.Join(dir, "tree")},
	} {
		if code, _, stderr := runCmd(t, append(args, root)...); code != exitOK {
			t.Errorf("%q: exit %d; stderr:\n%s", args, code, stderr)
		}
	}
}

// TestStdinSource: - as a SOURCE or a SESSION is a usage error, found
// before any default root is read: transcripts are read from files.
func TestStdinSource(t *testing.T) {
	for _, args := range [][]string{
		{"scan", "-"}, {"export", "-o", filepath.Join(t.TempDir(), "b.tar.zst"), "-"}, {"report", "-"},
		{"report", "--source", t.TempDir(), "-"},
	} {
		code, _, stderr := runCmd(t, args...)
		if code != exitUsage || !strings.Contains(stderr, "standard input") || strings.Contains(stderr, "reading") {
			t.Errorf("%q: exit %d (want %d); stderr:\n%s", args, code, exitUsage, stderr)
		}
	}
}

// TestStdoutWriteFailures: a failing stdout is an error, exit 1, for
// every command that writes there.
func TestStdoutWriteFailures(t *testing.T) {
	tr := newReportTree(t)
	dir := t.TempDir()
	bundle := filepath.Join(dir, "b.tar.zst")
	if code, _, stderr := runCmd(t, "export", "-o", bundle, tr.root); code != exitOK {
		t.Fatalf("export: exit %d; stderr:\n%s", code, stderr)
	}
	for _, args := range [][]string{
		{"scan", tr.root}, {"scan", "--json", tr.root},
		{"rules", "list"}, {"rules", "list", "--json"}, {"rules", "test", "../../rules/default/ai.toml"},
		{"verify", "--json", bundle},
		{"report", "--format", "jsonl", tr.b},
		{"report", "--json", "-o", filepath.Join(dir, "r.tar.zst"), tr.b},
		{"export", "--json", "-o", filepath.Join(dir, "c.tar.zst"), tr.root},
		{"export", "-o", "-", tr.root},
		{"--help"}, {"scan", "--help"}, {"version"},
	} {
		for _, n := range []int{0, 10} {
			var stderr bytes.Buffer
			code := run(context.Background(), args, strings.NewReader(""), &failWriter{n: n}, &stderr)
			if code != exitError || !strings.Contains(stderr.String(), "transcrub: error: writing output: no space left on device") {
				t.Errorf("%q, stdout failing after %d bytes: exit %d (want %d); stderr:\n%s", args, n, code, exitError, stderr.String())
			}
		}
	}
}

// TestSignalExit: a run cancelled by SIGINT or SIGTERM exits 130 or 143
// and leaves nothing at OUT and no temporary file beside it.
func TestSignalExit(t *testing.T) {
	for _, tt := range []struct {
		err  error
		code int
	}{
		{&signalError{syscall.SIGINT}, 130},
		{&signalError{syscall.SIGTERM}, 143},
		{fmt.Errorf("reading: %w", &signalError{syscall.SIGINT}), 130},
	} {
		if got := exitCode(tt.err); got != tt.code {
			t.Errorf("exitCode(%v) = %d, want %d", tt.err, got, tt.code)
		}
	}
	// A run that the signal did not stop ends as it would have.
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(&signalError{syscall.SIGINT})
	if code := run(ctx, []string{"version"}, strings.NewReader(""), &bytes.Buffer{}, &bytes.Buffer{}); code != exitOK {
		t.Errorf("version after a signal: exit %d, want %d", code, exitOK)
	}
	root := tinyTree(t, "Shell")
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		for _, format := range []string{"tar.zst", "dir"} {
			ctx, cancel := context.WithCancelCause(context.Background())
			cancel(&signalError{sig})
			dir := t.TempDir()
			out := filepath.Join(dir, "b")
			if format == "tar.zst" {
				out += ".tar.zst"
			}
			var stdout, stderr bytes.Buffer
			code := run(ctx, []string{"export", "--format", format, "-o", out, root}, strings.NewReader(""), &stdout, &stderr)
			if code != 128+int(sig) || !strings.Contains(stderr.String(), "stopped by signal") {
				t.Errorf("%v, %s: exit %d, want %d; stderr:\n%s", sig, format, code, 128+int(sig), stderr.String())
			}
			if exists(out) || len(tempLeft(t, dir)) > 0 {
				t.Errorf("%v, %s: something was left in OUT's directory", sig, format)
			}
		}
	}
}
