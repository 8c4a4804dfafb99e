package export

import (
	"archive/tar"
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

type member struct {
	name string
	typ  byte
	data []byte
	size int64 // header size when >= 0 and data is nil
}

// pack writes members as a tar.zst stream, however unsafe.
func pack(t *testing.T, ms []member) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, _ := zstd.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for _, m := range ms {
		h := &tar.Header{Name: m.name, Typeflag: m.typ, Size: int64(len(m.data)), Mode: 0o644, Format: tar.FormatPAX}
		if m.typ == tar.TypeSymlink {
			h.Linkname, h.Size = "/etc/passwd", 0
		}
		if m.typ == tar.TypeDir {
			h.Size = 0
		}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		tw.Write(m.data)
	}
	tw.Close()
	zw.Close()
	return buf.Bytes()
}

// good returns the members of a real bundle.
func good(t *testing.T) ([]member, *Manifest) {
	bl := build(t, StrategyChecklist, "salt-one-0123456789", 2, Structural)
	var ms []member
	for _, n := range bl.names {
		ms = append(ms, member{name: n, typ: tar.TypeReg, data: bl.files[n]})
	}
	return ms, bl.b.Manifest
}

func withManifest(t *testing.T, ms []member, m *Manifest) []member {
	js, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	out := append([]member(nil), ms...)
	out[0] = member{name: ManifestName, typ: tar.TypeReg, data: js}
	return out
}

func TestVerifyAcceptsAGoodBundle(t *testing.T) {
	ms, _ := good(t)
	rep, err := VerifyTarZst(context.Background(), bytes.NewReader(pack(t, ms)), DefaultVerifyLimits)
	if err != nil || !rep.OK() {
		t.Fatalf("good bundle rejected: %v %v", err, rep.Problems)
	}
	if rep.Claims == 0 || rep.Lines == 0 {
		t.Errorf("verified %d claims over %d lines", rep.Claims, rep.Lines)
	}
}

func TestVerifyRejects(t *testing.T) {
	ms, m := good(t)
	firstJSONL := 1
	for i, x := range ms {
		if strings.HasSuffix(x.name, ".jsonl") {
			firstJSONL = i
			break
		}
	}
	tampered := append([]member(nil), ms...)
	d := bytes.Clone(tampered[firstJSONL].data)
	d[len(d)/2] ^= 1
	tampered[firstJSONL].data = d

	lyingClaim := *m
	lyingClaim.Coverage = append([]Coverage(nil), m.Coverage...)
	lyingClaim.Coverage[0].Witnesses = []WitnessEntry{{File: lyingClaim.Coverage[0].Witnesses[0].File}}
	lyingClaim.Coverage[0].Witnesses[0].Frame = 99999

	unlisted := *m
	unlisted.Files = m.Files[1:]

	tests := []struct {
		name string
		ms   []member
		lim  func(*VerifyLimits)
	}{
		{"tampered content", tampered, nil},
		{"lying coverage claim", withManifest(t, ms, &lyingClaim), nil},
		{"member not in manifest", withManifest(t, ms, &unlisted), nil},
		{"missing member", ms[:len(ms)-1], nil},
		{"absolute path", append(append([]member(nil), ms...), member{name: "/etc/cron.d/x", typ: tar.TypeReg, data: []byte("x")}), nil},
		{"dot-dot path", append(append([]member(nil), ms...), member{name: "projects/../../x", typ: tar.TypeReg, data: []byte("x")}), nil},
		{"symlink", append(append([]member(nil), ms...), member{name: "projects/p/agent-tools/l.txt", typ: tar.TypeSymlink}), nil},
		{"directory member", append(append([]member(nil), ms...), member{name: "projects/p", typ: tar.TypeDir}), nil},
		{"manifest not first", append(ms[1:2:2], ms...), nil},
		{"no manifest", ms[1:], nil},
		{"inflates past the limit", append(append([]member(nil), ms...), member{name: "projects/p/agent-tools/big.txt", typ: tar.TypeReg, data: make([]byte, 8<<20)}),
			func(l *VerifyLimits) { l.MaxEntry = 1 << 20 }},
		{"manifest with unknown fields", withManifestRaw(ms, []byte(`{"format":1,"evil":true}`)), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lim := DefaultVerifyLimits
			if tt.lim != nil {
				tt.lim(&lim)
			}
			rep, err := VerifyTarZst(context.Background(), bytes.NewReader(pack(t, tt.ms)), lim)
			if err == nil && rep.OK() {
				t.Errorf("bundle accepted")
			}
		})
	}
	if rep, _ := VerifyTarZst(context.Background(), strings.NewReader("not zstd at all"), DefaultVerifyLimits); rep == nil || rep.OK() {
		t.Errorf("garbage accepted")
	}
}

func withManifestRaw(ms []member, raw []byte) []member {
	out := append([]member(nil), ms...)
	out[0] = member{name: ManifestName, typ: tar.TypeReg, data: raw}
	return out
}

// TestVerifyChecksShapes checks that verify rejects a manifest whose
// not_recorded lists a field a bundled frame holds, or whose drift names a
// witness that is no bundled frame, and accepts the manifest as built.
func TestVerifyChecksShapes(t *testing.T) {
	bl := buildTree(t, writeTree(t, map[string]string{
		"Users-qx-app/agent-transcripts/s1/s1.jsonl": `{"role":"system","message":{"model":"m","content":[]}}` + "\n",
	}))
	var ms []member
	for _, n := range bl.names {
		ms = append(ms, member{name: n, typ: tar.TypeReg, data: bl.files[n]})
	}
	m := bl.b.Manifest
	if slices.Contains(m.NotRecorded, "model") || len(m.Drift) == 0 {
		t.Fatalf("built manifest: not_recorded %v, drift %v", m.NotRecorded, m.Drift)
	}
	lyingField := *m
	lyingField.NotRecorded = append(slices.Clone(m.NotRecorded), "model")
	lyingWitness := *m
	lyingWitness.Drift = slices.Clone(m.Drift)
	lyingWitness.Drift[0].Witness.Frame = 1
	for _, tt := range []struct {
		name string
		m    *Manifest
		ok   bool
	}{{"as built", m, true}, {"not_recorded lists a held field", &lyingField, false}, {"drift witness past the file", &lyingWitness, false}} {
		rep, err := VerifyTarZst(context.Background(), bytes.NewReader(pack(t, withManifest(t, ms, tt.m))), DefaultVerifyLimits)
		if err != nil || rep.OK() != tt.ok {
			t.Errorf("%s: ok %v, want %v: %v %v", tt.name, rep.OK(), tt.ok, err, rep.Problems)
		}
	}
}
