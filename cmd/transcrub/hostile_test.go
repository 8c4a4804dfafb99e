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
	"github.com/transcrub/transcrub/transcript/cursor"
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
	src, err := cursor.Format.Open(h.root)
	must(t, err)
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	must(t, err)
	p := scrub.NewPseudonymizer([]byte(hostileSalt))
	out := map[string]string{}
	for _, f := range c.Files {
		out[f.Path] = export.BundlePath(c.Format, f, p.Segment, p.ShiftTime)
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
	{"redact", func(h *hostile) []string {
		return slices.Concat(secrets(h.led.Secrets), h.led.Unexported, h.outside)
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
			if d := gen.DriftTotals(u.manifest.Drift); d != h.led.Drift {
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
		var lines [][]byte // the frames: blank lines are kept as they stand
		for l := range bytes.Lines(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))) {
			if l = bytes.TrimRight(l, "\r\n"); len(bytes.TrimSpace(l)) > 0 {
				lines = append(lines, l)
			}
		}
		if len(lines) != n {
			t.Errorf("%q: %d frame lines in the bundle, want %d frames", src, len(lines), n)
		}
		for i, l := range lines {
			if !utf8.Valid(l) || !json.Valid(l) {
				t.Errorf("%q frame %d: not valid UTF-8 JSON", src, i)
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
