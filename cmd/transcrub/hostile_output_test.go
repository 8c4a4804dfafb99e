//go:build unix

package main

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// The hostile-input tests of where and how a bundle is written: an output
// inside the source, exit codes, leftovers of killed runs, failing writes.

// tinyTree writes a projects root with one short transcript whose
// assistant calls a tool named tool, and returns the root.
func tinyTree(t *testing.T, tool string) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "projects")
	// A session id as Cursor makes them: a short one (say "s1") would get
	// a pseudonym short enough to equal a short identity term ("qx", a
	// two-letter hostname) by chance, about once in a thousand salts.
	const id = "0f6c1b2a-3d4e-4f50-8a9b-7c6d5e4f3a21"
	dir := filepath.Join(root, "Users-qx-tiny", "agent-transcripts", id)
	must(t, os.MkdirAll(dir, 0o755))
	must(t, os.MkdirAll(filepath.Join(root, "Users-qx-tiny", "agent-tools"), 0o755))
	lines := `{"role":"user","message":{"content":[{"type":"text","text":"hello there"}]}}` + "\n" +
		`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"` + tool + `","input":{"q":"some text"}}]}}` + "\n" +
		`{"type":"turn_ended","status":"success"}` + "\n"
	must(t, os.WriteFile(filepath.Join(dir, id+".jsonl"), []byte(lines), 0o644))
	return root
}

// exists reports whether something is at p.
func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// tempLeft lists the temporary files left in dir.
func tempLeft(t *testing.T, dir string) []string {
	t.Helper()
	var left []string
	ents, err := os.ReadDir(dir)
	must(t, err)
	for _, e := range ents {
		if strings.Contains(e.Name(), ".transcrub-tmp-") {
			left = append(left, e.Name())
		}
	}
	return left
}

// TestHostileOutputPlacement: an output inside the source tree is refused
// unless --exclude keeps it out, also when reached through a link; an OUT
// that is not a regular file is never replaced.
func TestHostileOutputPlacement(t *testing.T) {
	root := tinyTree(t, "Shell")
	inside := filepath.Join(root, "Users-qx-tiny", "agent-tools", "b.tar.zst")
	link := filepath.Join(t.TempDir(), "link")
	must(t, os.Symlink(filepath.Join(root, "Users-qx-tiny"), link))
	fifo := filepath.Join(t.TempDir(), "fifo.tar.zst")
	must(t, syscall.Mkfifo(fifo, 0o644))
	dir := filepath.Join(t.TempDir(), "dir.tar.zst")
	must(t, os.Mkdir(dir, 0o755))
	for _, tt := range []struct {
		name string
		args []string
		out  string
	}{
		{"inside", []string{"-o", inside}, inside},
		{"the source itself", []string{"--format", "dir", "-o", root}, ""},
		{"directory bundle inside", []string{"--format", "dir", "-o", filepath.Join(root, "out")}, filepath.Join(root, "out")},
		{"through a linked directory", []string{"-o", filepath.Join(link, "b.tar.zst")}, filepath.Join(root, "Users-qx-tiny", "b.tar.zst")},
		{"excluded, but not this path", []string{"--exclude", "other/**", "-o", inside}, inside},
		{"a FIFO", []string{"-o", fifo}, ""},
		{"a directory", []string{"-o", dir}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := runCmd(t, append(append([]string{"export"}, tt.args...), root)...)
			if code != exitUsage {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, exitUsage, stderr)
			}
			if tt.out != "" && exists(tt.out) {
				t.Errorf("something was written at OUT")
			}
		})
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO at OUT was replaced")
	}
	// Excluded, it is written, and a second run does not read it back.
	for range 2 {
		code, _, stderr := runCmd(t, "export", "--select", "all", "--exclude", "Users-qx-tiny/agent-tools/b.tar.zst", "-o", inside, root)
		if code != exitOK || !exists(inside) {
			t.Fatalf("excluded output: exit %d; stderr:\n%s", code, stderr)
		}
	}
	if left := tempLeft(t, filepath.Dir(inside)); len(left) > 0 {
		t.Errorf("temporary files left: %d", len(left))
	}
}

// TestHostileExitCodes checks the mapping of errors to exit codes, and
// provokes each code through the command line.
func TestHostileExitCodes(t *testing.T) {
	for _, tt := range []struct {
		err  error
		code int
	}{
		{nil, exitOK},
		{errHelp, exitOK},
		{errors.New("disk on fire"), exitError},
		{usageErrorf("bad flag"), exitUsage},
		{&hinted{usageErrorf("bad flag"), "a hint"}, exitUsage},
		{errVerify, exitVerify},
		{errVerifyBundle, exitVerify},
		{errPartial, exitPartial},
		{errors.Join(errors.New("context"), errPartial), exitPartial},
	} {
		if got := exitCode(tt.err); got != tt.code {
			t.Errorf("exitCode(%v) = %d, want %d", tt.err, got, tt.code)
		}
	}

	root := tinyTree(t, "FutureToolXyzzy")
	dir := t.TempDir()
	out := filepath.Join(dir, "b.tar.zst")
	if code, _, _ := runCmd(t, "export", "--select", "sometimes", "-o", out, root); code != exitUsage {
		t.Errorf("bad --select: exit %d, want %d", code, exitUsage)
	}
	if code, _, _ := runCmd(t, "export", "-o", out, filepath.Join(dir, "missing")); code != exitError {
		t.Errorf("missing source: exit %d, want %d", code, exitError)
	}
	// A term that structural mode keeps (a tool name) fails verification:
	// nothing is written.
	code, _, stderr := runCmd(t, "export", "--term", "FutureToolXyzzy", "-o", out, root)
	if code != exitVerify || !strings.Contains(stderr, "verification failed") {
		t.Errorf("kept identity term: exit %d, want %d; stderr:\n%s", code, exitVerify, stderr)
	}
	if exists(out) || len(tempLeft(t, dir)) > 0 {
		t.Errorf("a failed verification left files behind")
	}
	if code, _, _ := runCmd(t, "export", "-o", out, root); code != exitOK {
		t.Errorf("plain export: exit %d", code)
	}
	data, _ := os.ReadFile(out)
	bad := filepath.Join(dir, "bad.tar.zst")
	must(t, os.WriteFile(bad, data[:len(data)/2], 0o644))
	if code, _, _ := runCmd(t, "verify", bad); code != exitVerify {
		t.Errorf("verify of a truncated bundle: exit %d, want %d", code, exitVerify)
	}
}

// TestHostileLeftovers: temporary files a killed run left beside OUT are
// recognisable by name and removed by the next run for the same OUT;
// nothing else is touched.
func TestHostileLeftovers(t *testing.T) {
	root := tinyTree(t, "Shell")
	for _, base := range []string{"b.tar.zst", "b[1]*?.tar.zst"} {
		dir := t.TempDir()
		out := filepath.Join(dir, base)
		stale := []string{"." + base + ".transcrub-tmp-spool-123", "." + base + ".transcrub-tmp-bundle-0a1b"}
		for _, s := range stale {
			must(t, os.WriteFile(filepath.Join(dir, s), []byte("left over"), 0o644))
		}
		staleDir := filepath.Join(dir, "."+base+".transcrub-tmp-dir-77")
		must(t, os.MkdirAll(filepath.Join(staleDir, "projects"), 0o755))
		keep := []string{".other.tar.zst.transcrub-tmp-spool-1", "keep.txt", base + ".transcrub-tmp-not-ours"}
		for _, k := range keep {
			must(t, os.WriteFile(filepath.Join(dir, k), []byte("keep"), 0o644))
		}
		if code, _, stderr := runCmd(t, "export", "-o", out, root); code != exitOK {
			t.Fatalf("%q: exit %d; stderr:\n%s", base, code, stderr)
		}
		for _, s := range append(stale, filepath.Base(staleDir)) {
			if exists(filepath.Join(dir, s)) {
				t.Errorf("%q: leftover %q not removed", base, s)
			}
		}
		for _, k := range keep {
			if !exists(filepath.Join(dir, k)) {
				t.Errorf("%q: %q removed", base, k)
			}
		}
	}
}

// failWriter accepts n bytes, then fails.
type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errors.New("no space left on device")
	}
	w.n -= len(p)
	return len(p), nil
}

// TestHostileWriteFailures: a write that fails gives a non-zero exit,
// nothing at OUT and no temporary file left.
func TestHostileWriteFailures(t *testing.T) {
	root := tinyTree(t, "Shell")
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // where the spools of -o - go
	missing := filepath.Join(t.TempDir(), "no", "such", "dir", "b.tar.zst")
	if code, _, _ := runCmd(t, "export", "-o", missing, root); code != exitError || exists(filepath.Dir(missing)) {
		t.Errorf("OUT in a missing directory: exit %d, want %d", code, exitError)
	}
	salt := filepath.Join(t.TempDir(), "salt")
	must(t, os.WriteFile(salt, []byte(hostileSalt), 0o600))
	code, stream, _ := runCmd(t, "export", "--salt-file", salt, "-o", "-", root)
	if code != exitOK || len(stream) < 200 {
		t.Fatalf("export to stdout: exit %d, %d bytes", code, len(stream))
	}
	for _, n := range []int{0, 100, len(stream) - 1} {
		var stderr bytes.Buffer
		code := run(t.Context(), []string{"export", "--salt-file", salt, "-o", "-", root}, strings.NewReader(""), &failWriter{n: n}, &stderr)
		if code != exitError {
			t.Errorf("stdout failing after %d bytes: exit %d, want %d", n, code, exitError)
		}
	}
	if left := tempLeft(t, tmp); len(left) > 0 {
		t.Errorf("%d spool files left in TMPDIR", len(left))
	}
	if os.Geteuid() == 0 {
		t.Log("running as root: a read-only directory does not stop writes; that case is skipped")
		return
	}
	ro := t.TempDir()
	must(t, os.Chmod(ro, 0o555))
	t.Cleanup(func() { os.Chmod(ro, 0o755) })
	out := filepath.Join(ro, "b.tar.zst")
	if code, _, _ := runCmd(t, "export", "-o", out, root); code != exitError || exists(out) {
		t.Errorf("read-only directory: exit %d, want %d", code, exitError)
	}
}
