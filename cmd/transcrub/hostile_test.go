//go:build unix

package main

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"unicode/utf8"

	"github.com/klauspost/compress/zstd"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
)

// The hostile-input tests export the generated hostile corpus (see
// internal/gen/hostile.go) through the command line, plus what a tree on
// disk can hold but a generator should not write: links out of the root,
// FIFOs and, when not running as root, unreadable files. They check that
// the export keeps going, says what it skipped, and lets nothing planted
// through.

// hostileSalt keys every hostile export, so that bundle paths can be
// recomputed.
const hostileSalt = "hostile test salt, 32 bytes long"

// hostile is a generated hostile corpus on disk with its extras.
type hostile struct {
	root string
	led  *gen.HostileLedger
	// outside are canaries planted outside the root, reachable only
	// through links.
	outside []string
	// links and special are the source paths of the links and of the
	// FIFOs and unreadable files, with the problem each must be reported
	// with.
	links   []string
	special map[string]transcript.Problem
	out     string // a scratch directory outside the root
	salt    string // the salt file
}

// newHostile generates the corpus into a temporary directory and adds the
// extras.
func newHostile(t *testing.T) *hostile {
	t.Helper()
	h := &hostile{root: filepath.Join(t.TempDir(), "projects"), out: t.TempDir(), special: map[string]transcript.Problem{}}
	led, err := gen.GenerateHostile(h.root, 11)
	if err != nil {
		t.Fatal(err)
	}
	h.led = led
	h.salt = filepath.Join(h.out, "salt")
	must(t, os.WriteFile(h.salt, []byte(hostileSalt), 0o600))

	// Links out of the root, to files holding canaries.
	outside := t.TempDir()
	canary := func(name string) string {
		tok := "OUTSIDE" + strings.ToUpper(strings.NewReplacer(".", "", "-", "").Replace(name)) + "X9Q2"
		h.outside = append(h.outside, tok)
		return tok
	}
	frame := func(name string) []byte {
		return []byte(`{"role":"user","message":{"content":[{"type":"text","text":"` + canary(name) + `"}]}}` + "\n")
	}
	must(t, os.WriteFile(filepath.Join(outside, "secret.jsonl"), frame("secret.jsonl"), 0o644))
	must(t, os.WriteFile(filepath.Join(outside, "secret.txt"), []byte(canary("secret.txt")), 0o644))
	must(t, os.MkdirAll(filepath.Join(outside, "proj", "agent-transcripts", "s"), 0o755))
	must(t, os.WriteFile(filepath.Join(outside, "proj", "agent-transcripts", "s", "s.jsonl"), frame("proj"), 0o644))
	must(t, os.MkdirAll(filepath.Join(outside, "session"), 0o755))
	must(t, os.WriteFile(filepath.Join(outside, "session", "h-linkdir.jsonl"), frame("session"), 0o644))
	p := gen.HostileProject + "/"
	for rel, target := range map[string]string{
		p + "agent-transcripts/h-link/h-link.jsonl":                  filepath.Join(outside, "secret.jsonl"),
		p + "agent-transcripts/h-flatlink.jsonl":                     filepath.Join(outside, "secret.jsonl"),
		p + "agent-transcripts/h-linkdir":                            filepath.Join(outside, "session"),
		p + "agent-transcripts/h-parent/subagents/h-linkchild.jsonl": filepath.Join(outside, "secret.jsonl"),
		p + "agent-transcripts/h-loop":                               "h-loop",
		p + "agent-transcripts/h-dangling/h-dangling.jsonl":          "/nonexistent/transcrub/h-dangling.jsonl",
		p + "agent-tools/link.txt":                                   filepath.Join(outside, "secret.txt"),
		p + "agent-transcripts/h-esc-\x1b[2J\x07-link":               filepath.Join(outside, "secret.jsonl"),
		"Users-qx-linked":                                            filepath.Join(outside, "proj"),
	} {
		abs := filepath.Join(h.root, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(abs), 0o755))
		must(t, os.Symlink(target, abs))
		h.links = append(h.links, rel)
	}
	slices.Sort(h.links)

	// FIFOs where a transcript and a sidecar belong: opening one would
	// block forever.
	for _, rel := range []string{p + "agent-transcripts/h-fifo/h-fifo.jsonl", p + "agent-tools/fifo.txt"} {
		abs := filepath.Join(h.root, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(abs), 0o755))
		must(t, syscall.Mkfifo(abs, 0o644))
		h.special[rel] = transcript.NotRegular
	}
	// Unreadable files: chmod does not stop root, so only for others.
	if os.Geteuid() != 0 {
		rel := p + "agent-transcripts/h-noread/h-noread.jsonl"
		abs := filepath.Join(h.root, filepath.FromSlash(rel))
		must(t, os.MkdirAll(filepath.Dir(abs), 0o755))
		must(t, os.WriteFile(abs, frame("noread"), 0o000))
		h.special[rel] = transcript.Unreadable
		dir := p + "agent-transcripts/h-noreaddir"
		must(t, os.MkdirAll(filepath.Join(h.root, filepath.FromSlash(dir)), 0o000))
		h.special[dir] = transcript.Unreadable
		t.Cleanup(func() { os.Chmod(filepath.Join(h.root, filepath.FromSlash(dir)), 0o755) })
	}
	return h
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// bundlePaths maps the source paths of the corpus to their bundle paths
// under hostileSalt.
func (h *hostile) bundlePaths(t *testing.T) map[string]string {
	t.Helper()
	src, err := transcript.OpenPath(h.root)
	must(t, err)
	c, err := transcript.Discover(src, transcript.Filter{})
	must(t, err)
	p := scrub.NewPseudonymizer([]byte(hostileSalt))
	out := map[string]string{}
	for _, f := range c.Files {
		out[f.Path] = export.BundlePath(f, p.Segment)
	}
	return out
}

// unpacked is a bundle read back: its raw tar stream, members in order
// and the manifest.
type unpacked struct {
	raw      []byte
	names    []string
	files    map[string][]byte
	manifest export.Manifest
}

func unpack(t *testing.T, path string) *unpacked {
	t.Helper()
	f, err := os.Open(path)
	must(t, err)
	defer f.Close()
	zr, err := zstd.NewReader(f)
	must(t, err)
	defer zr.Close()
	raw, err := io.ReadAll(zr)
	must(t, err)
	u := &unpacked{raw: raw, files: map[string][]byte{}}
	tr := tar.NewReader(bytes.NewReader(raw))
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		must(t, err)
		data, err := io.ReadAll(tr)
		must(t, err)
		u.names = append(u.names, hdr.Name)
		u.files[hdr.Name] = data
	}
	must(t, json.Unmarshal(u.files[export.ManifestName], &u.manifest))
	return u
}

// noneIn reports each token found in b, by count only: a failure message
// must not quote what leaked.
func noneIn(t *testing.T, where string, b []byte, tokens []string) {
	t.Helper()
	n := 0
	for _, tok := range tokens {
		if bytes.Contains(b, []byte(tok)) {
			n++
		}
	}
	if n > 0 {
		t.Errorf("%s: %d of %d planted tokens survived", where, n, len(tokens))
	}
}

func tokens(cs []gen.Canary) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Token)
	}
	return out
}

func secrets(ss []gen.Secret) []string {
	var out []string
	for _, s := range ss {
		out = append(out, s.Value)
	}
	return out
}

// modes are the scrubbing modes the hostile corpus is exported in, with
// what must vanish from the bundle in each. Every planted token must stay
// off stdout and stderr in every mode.
var modes = []struct {
	name   string
	vanish func(h *hostile) []string
}{
	{"structural", func(h *hostile) []string {
		return h.everything()
	}},
}

// everything is every token planted anywhere.
func (h *hostile) everything() []string {
	return slices.Concat(tokens(h.led.Canaries), tokens(h.led.KeptCanaries), secrets(h.led.Secrets), h.outside)
}

// TestHostileExport exports the hostile corpus in each mode, every file
// and the checklist selection, and checks the bundle and what was said.
func TestHostileExport(t *testing.T) {
	h := newHostile(t)
	paths := h.bundlePaths(t)
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			out := filepath.Join(h.out, m.name+".tar.zst")
			code, stdout, stderr := runCmd(t, "export", "--mode", m.name, "--select", "all", "--salt-file", h.salt, "-o", out, h.root)
			if code != exitPartial {
				t.Fatalf("export exit %d, want %d (partial); stderr:\n%s", code, exitPartial, stderr)
			}
			noneIn(t, "stdout", []byte(stdout), h.everything())
			noneIn(t, "stderr", []byte(stderr), h.everything())
			if code, _, errs := runCmd(t, "verify", out); code != exitOK {
				t.Errorf("verify exit %d: %s", code, errs)
			}
			u := unpack(t, out)
			noneIn(t, "bundle", u.raw, m.vanish(h))
			noneIn(t, "bundle", u.raw, slices.Concat(h.led.Unexported, h.outside))
			noneIn(t, "bundle names", []byte(strings.Join(u.names, "\x00")), h.everything())
			h.checkNames(t, u)
			h.checkSkips(t, u, paths, stderr)
			h.checkFrames(t, u, paths)
			checkSchema(t, u.files[export.ManifestName])
			if d := u.manifest.Drift; d != (export.Drift{UnknownKeysets: h.led.Drift.UnknownKeysets,
				UnknownBlockTypes: h.led.Drift.UnknownBlockTypes, UnknownToolNames: h.led.Drift.UnknownToolNames}) {
				t.Errorf("drift %+v, want %+v", d, h.led.Drift)
			}

			again := filepath.Join(h.out, m.name+"-again.tar.zst")
			runCmd(t, "export", "--mode", m.name, "--select", "all", "--salt-file", h.salt, "-o", again, h.root)
			a, _ := os.ReadFile(out)
			b, _ := os.ReadFile(again)
			if !bytes.Equal(a, b) {
				t.Errorf("two exports with one salt differ")
			}

			sel := filepath.Join(h.out, m.name+"-checklist.tar.zst")
			code, stdout, stderr = runCmd(t, "export", "--mode", m.name, "--salt-file", h.salt, "-o", sel, h.root)
			if code != exitOK && code != exitPartial {
				t.Fatalf("checklist export exit %d; stderr:\n%s", code, stderr)
			}
			noneIn(t, "checklist stdout and stderr", []byte(stdout+stderr), h.everything())
			if code, _, errs := runCmd(t, "verify", sel); code != exitOK {
				t.Errorf("verify checklist bundle: exit %d: %s", code, errs)
			}
			noneIn(t, "checklist bundle", unpack(t, sel).raw, m.vanish(h))
		})
	}
	if ents, _ := os.ReadDir(h.out); slices.ContainsFunc(ents, func(e os.DirEntry) bool { return strings.Contains(e.Name(), ".transcrub-tmp-") }) {
		t.Errorf("temporary files left beside the bundles")
	}
}

// checkNames checks that bundle paths are printable: no line breaks or
// other control characters, whatever the source names held.
func (h *hostile) checkNames(t *testing.T, u *unpacked) {
	t.Helper()
	for _, n := range u.names {
		if !utf8.ValidString(n) || strings.ContainsFunc(n, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
			t.Errorf("bundle path %q has control characters or invalid UTF-8", n)
		}
	}
}

// checkSkips checks that every line the ledger says is skipped is listed
// in the manifest under its bundle path with its line and byte offset, and
// nothing else; and that every link, FIFO and unreadable file is reported
// on stderr and listed in the manifest.
func (h *hostile) checkSkips(t *testing.T, u *unpacked, paths map[string]string, stderr string) {
	t.Helper()
	want := map[export.Skip]bool{}
	for _, s := range h.led.Skips {
		bp, ok := paths[s.File]
		if !ok {
			t.Fatalf("%q not discovered", s.File)
		}
		want[export.Skip{File: bp, Line: s.Line, Offset: s.Offset, Problem: string(s.Problem)}] = true
	}
	got := map[export.Skip]bool{}
	for _, s := range u.manifest.Skipped {
		if s.Line > 0 {
			got[s] = true
		}
	}
	for s := range want {
		if !got[s] {
			t.Errorf("skip not listed in the manifest: %+v", s)
		}
	}
	for s := range got {
		if !want[s] {
			t.Errorf("manifest lists an unexpected skip: %+v", s)
		}
	}
	files := map[export.Skip]bool{}
	for _, s := range u.manifest.Skipped {
		if s.Line == 0 {
			files[s] = true
		}
	}
	name := scrub.NewPseudonymizer([]byte(hostileSalt)).Segment
	reported := func(p string, prob transcript.Problem) {
		if !strings.Contains(stderr, transcript.ShowPath(p)+": "+string(prob)) {
			t.Errorf("%q not reported as %s on stderr", p, prob)
		}
		if s := (export.Skip{File: skipPath(p, name), Problem: string(prob)}); !files[s] {
			t.Errorf("%q not listed in the manifest as %s", p, prob)
		}
	}
	for _, l := range h.links {
		reported(l, transcript.Symlink)
	}
	for p, prob := range h.special {
		reported(p, prob)
	}
	for _, d := range h.led.FileProblems {
		if d.Problem != transcript.IDMismatch {
			reported(d.File, d.Problem)
		}
	}
	if strings.ContainsFunc(stderr, func(r rune) bool { return r < 0x20 && r != '\n' || r == 0x7f }) {
		t.Errorf("stderr holds control characters")
	}
}

// skipPath is where the manifest names a source path discovery left out:
// every segment but the layout words pseudonymized, line breaks replaced.
func skipPath(p string, name func(string) string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if i == 0 || s != "agent-transcripts" && s != "agent-tools" && s != "subagents" {
			segs[i] = strings.NewReplacer("\n", "_", "\r", "_").Replace(name(s))
		}
	}
	return "projects/" + strings.Join(segs, "/")
}

// checkFrames checks that every frame of every transcript is in the
// bundle, one valid UTF-8 JSON line each: unknown shapes are kept.
func (h *hostile) checkFrames(t *testing.T, u *unpacked, paths map[string]string) {
	t.Helper()
	for src, n := range h.led.Frames {
		data, ok := u.files[paths[src]]
		if !ok {
			t.Errorf("%q missing from the bundle", src)
			continue
		}
		lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
		if len(data) == 0 {
			lines = nil
		}
		if len(lines) != n {
			t.Errorf("%q: %d lines in the bundle, want %d frames", src, len(lines), n)
		}
		for i, l := range lines {
			if !utf8.Valid(l) || !json.Valid(l) {
				t.Errorf("%q line %d: not valid UTF-8 JSON", src, i+1)
			}
		}
	}
	for _, s := range h.led.Sidecars {
		if data, ok := u.files[paths[s]]; ok && !utf8.Valid(data) {
			t.Errorf("sidecar %q: not valid UTF-8 in the bundle", s)
		}
	}
}

func checkSchema(t *testing.T, manifest []byte) {
	t.Helper()
	c := jsonschema.NewCompiler()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(export.ManifestSchema))
	must(t, err)
	must(t, c.AddResource("manifest.schema.json", doc))
	sch, err := c.Compile("manifest.schema.json")
	must(t, err)
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(manifest))
	must(t, err)
	if err := sch.Validate(v); err != nil {
		t.Errorf("manifest does not match its schema: %v", err)
	}
}

// tinyTree writes a projects root with one short transcript whose
// assistant calls a tool named tool, and returns the root.
func tinyTree(t *testing.T, tool string) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "projects")
	dir := filepath.Join(root, "Users-qx-tiny", "agent-transcripts", "s1")
	must(t, os.MkdirAll(dir, 0o755))
	must(t, os.MkdirAll(filepath.Join(root, "Users-qx-tiny", "agent-tools"), 0o755))
	lines := `{"role":"user","message":{"content":[{"type":"text","text":"hello there"}]}}` + "\n" +
		`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"` + tool + `","input":{"q":"some text"}}]}}` + "\n" +
		`{"type":"turn_ended","status":"success"}` + "\n"
	must(t, os.WriteFile(filepath.Join(dir, "s1.jsonl"), []byte(lines), 0o644))
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
	fifo := filepath.Join(t.TempDir(), "fifo")
	must(t, syscall.Mkfifo(fifo, 0o644))
	dir := t.TempDir()
	for _, tt := range []struct {
		name string
		args []string
		out  string
	}{
		{"inside", []string{"-o", inside}, inside},
		{"the source itself", []string{"-o", root}, ""},
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

// tarMember is one member of a hand-made bundle.
type tarMember struct {
	hdr  tar.Header
	data []byte
}

// packBundle writes members as a tar.zst, however unsafe; opts tune the
// encoder.
func packBundle(t *testing.T, ms []tarMember, opts ...zstd.EOption) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, err := zstd.NewWriter(&buf, opts...)
	must(t, err)
	tw := tar.NewWriter(zw)
	for _, m := range ms {
		h := m.hdr
		h.Format = tar.FormatPAX
		must(t, tw.WriteHeader(&h))
		if _, err := tw.Write(m.data); err != nil {
			t.Fatal(err)
		}
	}
	must(t, tw.Close())
	must(t, zw.Close())
	return buf.Bytes()
}

// goodMembers exports root and returns its bundle's members.
func goodMembers(t *testing.T, root string, extra ...string) []tarMember {
	t.Helper()
	out := filepath.Join(t.TempDir(), "good.tar.zst")
	args := append([]string{"export", "--select", "all", "-o", out}, extra...)
	if code, _, stderr := runCmd(t, append(args, root)...); code != exitOK {
		t.Fatalf("export exit %d:\n%s", code, stderr)
	}
	u := unpack(t, out)
	var ms []tarMember
	for _, n := range u.names {
		ms = append(ms, tarMember{tar.Header{Name: n, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(u.files[n]))}, u.files[n]})
	}
	return ms
}

// TestHostileVerifyRejects runs verify on bundles it did not write: each
// is rejected (exit 3), quickly, without following links or opening
// FIFOs, and without printing control characters.
func TestHostileVerifyRejects(t *testing.T) {
	root := tinyTree(t, "Shell")
	// A sidecar larger than a zstd block, so that a stream of it is
	// written with the window it is told to declare.
	side := bytes.Repeat([]byte("tool output line\n"), 20000)
	must(t, os.WriteFile(filepath.Join(root, "Users-qx-tiny", "agent-tools", "big.txt"), side, 0o644))
	ms := goodMembers(t, root)
	reg := func(name string, data string) tarMember {
		return tarMember{tar.Header{Name: name, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(data))}, []byte(data)}
	}
	special := func(name string, typ byte) tarMember {
		return tarMember{hdr: tar.Header{Name: name, Typeflag: typ, Mode: 0o644, Linkname: "/etc/passwd", Devmajor: 1, Devminor: 3}}
	}
	plus := func(m tarMember) []tarMember { return append(slices.Clone(ms), m) }
	big := t.TempDir()
	cases := map[string][]byte{
		"hard link":            packBundle(t, plus(special("projects/p/agent-tools/h.txt", tar.TypeLink))),
		"character device":     packBundle(t, plus(special("projects/p/agent-tools/c.txt", tar.TypeChar))),
		"FIFO":                 packBundle(t, plus(special("projects/p/agent-tools/f.txt", tar.TypeFifo))),
		"escape sequence name": packBundle(t, plus(reg("projects/p/agent-tools/\x1b]0;pwned\x07.txt", "x"))),
		"newline name":         packBundle(t, plus(reg("projects/p/agent-tools/a\nb.txt", "x"))),
		"backslash name":       packBundle(t, plus(reg(`projects\..\..\x.txt`, "x"))),
		"not UTF-8 name":       packBundle(t, plus(reg("projects/p/agent-tools/\xff.txt", "x"))),
		"duplicate member":     packBundle(t, append(slices.Clone(ms), ms[len(ms)-1])),
		// A window far past the decoder's limit: refused before any
		// memory is spent on it.
		"512 MiB window": packBundle(t, ms, zstd.WithWindowSize(512<<20), zstd.WithSingleSegment(false)),
	}
	// A header announcing 64 GiB: the stream ends after it, and the size
	// alone must be refused.
	var hdr bytes.Buffer
	tw := tar.NewWriter(&hdr)
	tw.WriteHeader(&tar.Header{Name: "projects/p/agent-tools/huge.txt", Typeflag: tar.TypeReg, Mode: 0o644, Size: 64 << 30})
	var zb bytes.Buffer
	zw, _ := zstd.NewWriter(&zb)
	raw := unpack(t, writeFile(t, t.TempDir(), "ok.tar.zst", packBundle(t, ms))).raw
	zw.Write(raw[:len(raw)-1024]) // the good members without the end blocks
	zw.Write(hdr.Bytes())
	zw.Close()
	cases["64 GiB member"] = zb.Bytes()

	if code, _, stderr := runCmd(t, "verify", writeFile(t, t.TempDir(), "ok.tar.zst", packBundle(t, ms))); code != exitOK {
		t.Fatalf("the repacked good bundle: exit %d:\n%s", code, stderr)
	}
	for name, b := range cases {
		t.Run(name, func(t *testing.T) {
			p := writeFile(t, big, "b.tar.zst", b)
			code, _, stderr := runCmd(t, "verify", p)
			if code != exitVerify {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, exitVerify, stderr)
			}
			if strings.ContainsFunc(stderr, func(r rune) bool { return r < 0x20 && r != '\n' || r == 0x7f }) {
				t.Errorf("stderr holds control characters")
			}
		})
	}
	if ents, _ := os.ReadDir(big); len(ents) != 1 {
		t.Errorf("verify wrote next to the bundle: %d entries", len(ents))
	}
}

func writeFile(t *testing.T, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	must(t, os.WriteFile(p, b, 0o644))
	return p
}

// TestHostileVerifyDirectory runs verify on directory bundles holding a
// link out of the bundle, a linked manifest and a FIFO: each is rejected
// without following or opening it.
func TestHostileVerifyDirectory(t *testing.T) {
	ms := goodMembers(t, tinyTree(t, "Shell"))
	secret := filepath.Join(t.TempDir(), "secret.txt")
	must(t, os.WriteFile(secret, []byte("OUTSIDEVERIFYX9Q2"), 0o644))
	for _, tt := range []struct {
		name string
		add  func(dir string) error
	}{
		{"link out of the bundle", func(dir string) error {
			return os.Symlink(secret, filepath.Join(dir, "projects", "l.txt"))
		}},
		{"linked manifest", func(dir string) error {
			m := filepath.Join(dir, export.ManifestName)
			if err := os.Rename(m, filepath.Join(filepath.Dir(dir), "m.json")); err != nil {
				return err
			}
			return os.Symlink(filepath.Join(filepath.Dir(dir), "m.json"), m)
		}},
		{"FIFO", func(dir string) error { return syscall.Mkfifo(filepath.Join(dir, "projects", "f.txt"), 0o644) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "bundle")
			for _, m := range ms {
				p := filepath.Join(dir, filepath.FromSlash(m.hdr.Name))
				must(t, os.MkdirAll(filepath.Dir(p), 0o755))
				must(t, os.WriteFile(p, m.data, 0o644))
			}
			if code, _, stderr := runCmd(t, "verify", dir); code != exitOK {
				t.Fatalf("the untouched directory bundle: exit %d:\n%s", code, stderr)
			}
			must(t, tt.add(dir))
			code, stdout, stderr := runCmd(t, "verify", dir)
			if code != exitVerify {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, exitVerify, stderr)
			}
			noneIn(t, "verify output", []byte(stdout+stderr), []string{"OUTSIDEVERIFYX9Q2"})
		})
	}
}

// TestHostileVerifyUntrustedPredicate: a manifest's custom predicate is
// jq that verify runs on every frame; one that never ends must not hold
// verify forever.
func TestHostileVerifyUntrustedPredicate(t *testing.T) {
	t.Skip("known: verify runs a manifest's custom jq predicates with no time or memory bound " +
		"(selectors jqPredicate.holds); 'last(range(1e12))' keeps verify busy for hours")
	ms := goodMembers(t, tinyTree(t, "Shell"), "--where", "mine=.role == \"user\"")
	var m map[string]any
	must(t, json.Unmarshal(ms[0].data, &m))
	for _, c := range m["coverage"].([]any) {
		if c := c.(map[string]any); c["id"] == "mine" {
			c["expr"] = "last(range(1e12))"
		}
	}
	data, err := json.Marshal(m)
	must(t, err)
	ms[0] = tarMember{tar.Header{Name: export.ManifestName, Typeflag: tar.TypeReg, Mode: 0o644, Size: int64(len(data))}, data}
	p := writeFile(t, t.TempDir(), "b.tar.zst", packBundle(t, ms))
	if code, _, _ := runCmd(t, "verify", p); code != exitVerify {
		t.Errorf("exit %d, want %d", code, exitVerify)
	}
}
