//go:build unix

package main

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/transcrub/transcrub/export"
)

// The hostile-input tests of verify: bundles transcrub did not write.

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
	if code, _, _ := runCmd(t, "verify", "--max-predicate-time", "300ms", p); code != exitVerify {
		t.Errorf("exit %d, want %d", code, exitVerify)
	}
}
