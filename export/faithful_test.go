package export

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/scrub"
)

// writeTree writes files (slash paths under root/projects) and returns
// the projects root.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	root := filepath.Join(t.TempDir(), "projects")
	for p, data := range files {
		full := filepath.Join(root, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

// buildTree exports root with the structural mode, every file or only
// sessions.
func buildTree(t *testing.T, root string, sessions ...string) built {
	t.Helper()
	p := scrub.NewPseudonymizer([]byte("faithful salt"))
	b, err := Build(context.Background(), discoverRoot(t, root), Options{
		Mode: Structural(p), Strategy: StrategyAll, Sessions: sessions, Set: set(), Name: p.Segment, Workers: 2,
		Output: filepath.Join(t.TempDir(), "out.tar.zst"),
	})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return bundleOf(t, b, 2)
}

// manifestOf decodes the bundle's manifest.
func manifestOf(t *testing.T, bl built) Manifest {
	t.Helper()
	var m Manifest
	if err := json.Unmarshal(bl.files[ManifestName], &m); err != nil {
		t.Fatal(err)
	}
	return m
}

// transcripts returns the bundle's .jsonl files in path order.
func transcripts(bl built) [][]byte {
	var out [][]byte
	for _, n := range bl.names {
		if strings.HasSuffix(n, ".jsonl") {
			out = append(out, bl.files[n])
		}
	}
	return out
}

// framing is a file's bytes with every JSON line's body replaced by "J":
// what is left are the BOM, the line ends and the blank lines.
func framing(data []byte) string {
	var b strings.Builder
	for l := range bytes.Lines(data) {
		body, _ := bytes.CutPrefix(l, []byte("\xef\xbb\xbf"))
		bom := l[:len(l)-len(body)]
		end := body[len(bytes.TrimRight(body, "\r\n")):]
		body = body[:len(body)-len(end)]
		if len(bytes.TrimSpace(body)) > 0 {
			body = []byte("J")
		}
		b.Write(bom)
		b.Write(body)
		b.Write(end)
	}
	return b.String()
}

// TestBundleKeepsLineFraming checks that a bundled transcript keeps its
// source's line ends (LF, CR LF, none after the last line), a BOM and
// blank lines, that blank lines are not skips (no partial bundle), that a
// Unicode space in a blank line becomes spaces of its length, and that
// the bundle verifies.
func TestBundleKeepsLineFraming(t *testing.T) {
	user := `{"role":"user","message":{"content":[{"type":"text","text":"hello there"}]}}`
	turn := `{"type":"turn_ended","status":"success"}`
	src := map[string]string{
		"Users-qx-app/agent-transcripts/s1/s1.jsonl": "\xef\xbb\xbf" + user + "\r\n\r\n" + turn + "\r\n",
		"Users-qx-app/agent-transcripts/s2/s2.jsonl": user + "\n \t\n\n" + turn,
		"Users-qx-app/agent-transcripts/s3/s3.jsonl": user + "\n\u00a0\n" + turn + "\n",
	}
	bl := buildTree(t, writeTree(t, src))
	want := []string{ // s1, s2, s3 pseudonyms sort in this order or another: compare as sets
		"\xef\xbb\xbfJ\r\n\r\nJ\r\n",
		"J\n \t\n\nJ",
		"J\n  \nJ\n",
	}
	var got []string
	for _, data := range transcripts(bl) {
		got = append(got, framing(data))
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("framing of the bundled files:\n got %q\nwant %q", got, want)
	}
	if bl.b.Partial || len(manifestOf(t, bl).Skipped) != 0 {
		t.Errorf("blank lines counted as skipped: partial %v, %d skips", bl.b.Partial, len(manifestOf(t, bl).Skipped))
	}
	rep, err := VerifyTarZst(context.Background(), bytes.NewReader(bl.tar), DefaultVerifyLimits)
	if err != nil || !rep.OK() || rep.Lines != 6 {
		t.Errorf("verify: %v, %+v; want ok with 6 frame lines", err, rep)
	}
}

// TestManifestNotRecordedFromBundle checks that not_recorded describes the
// bundled frames: a field one bundled frame holds is left out of it, and a
// field only a file outside the bundle holds is still listed.
func TestManifestNotRecordedFromBundle(t *testing.T) {
	rich := `{"role":"assistant","message":{"id":"m1","model":"mx","usage":{"input_tokens":3},"content":[` +
		`{"type":"tool_use","id":"c1","name":"Shell","input":{"command":"ls"}},{"type":"tool_result","tool_use_id":"c1","is_error":false,"content":"ok"}]}}` + "\n"
	plain := `{"role":"user","message":{"content":[{"type":"text","text":"hello"}]}}` + "\n"
	root := writeTree(t, map[string]string{
		"Users-qx-app/agent-transcripts/rich/rich.jsonl":   rich,
		"Users-qx-app/agent-transcripts/plain/plain.jsonl": plain,
	})
	all := []string{"tool_results", "call_ids", "per_call_outcome", "timestamps", "usage", "model", "client_version", "message_ids", "session_id"}
	if got := manifestOf(t, buildTree(t, root, "plain")).NotRecorded; !slices.Equal(got, all) {
		t.Errorf("bundle of the plain file: not_recorded %v, want %v", got, all)
	}
	m := manifestOf(t, buildTree(t, root))
	if want := []string{"timestamps", "client_version", "session_id"}; !slices.Equal(m.NotRecorded, want) {
		t.Errorf("bundle of both files: not_recorded %v, want %v", m.NotRecorded, want)
	}
	kinds := map[string]bool{}
	for _, d := range m.Drift {
		kinds[d.Kind+" "+d.Name] = true
		if !strings.HasPrefix(d.Witness.File, "projects/") || strings.Contains(d.Witness.File, "rich") {
			t.Errorf("drift witness %q is not a pseudonymized bundle path", d.Witness.File)
		}
		if !listed(m, d.Witness.File) {
			t.Errorf("drift witness %q is not a bundled file", d.Witness.File)
		}
	}
	for _, k := range []string{"message_keyset content,id,model,usage", "block_type tool_result", "block_keyset id,input,name,type"} {
		if !kinds[k] {
			t.Errorf("manifest drift lacks %s: %v", k, m.Drift)
		}
	}
}

// listed reports whether the manifest lists a bundle file at path.
func listed(m Manifest, path string) bool {
	return slices.ContainsFunc(m.Files, func(f FileEntry) bool { return f.Path == path })
}

// TestProjectPseudonymAgreesWithContent checks that a project's bundle
// directory is the Cursor encoding of its working directory's pseudonym in
// content, though the encoding turned "/" and "_" alike into "-", and that
// a sidecar read-back path in content names the bundled sidecar.
func TestProjectPseudonymAgreesWithContent(t *testing.T) {
	const (
		cwd     = "/Users/quinn/acme_billing/web-app"
		project = "Users-quinn-acme-billing-web-app" // as Cursor encodes cwd
		sidecar = "0b3c2a1e-1234-4abc-8def-0123456789ab.txt"
	)
	readBack := "/Users/quinn/.cursor/projects/" + project + "/agent-tools/" + sidecar
	frame := `{"role":"assistant","message":{"content":[` +
		`{"type":"tool_use","name":"Shell","input":{"command":"ls ` + cwd + `/src","working_directory":"` + cwd + `"}},` +
		`{"type":"tool_use","name":"ReadFile","input":{"path":"` + readBack + `"}}]}}` + "\n"
	bl := buildTree(t, writeTree(t, map[string]string{
		project + "/agent-transcripts/s1/s1.jsonl": frame,
		project + "/agent-tools/" + sidecar:        "tool output\n",
	}))
	var data []byte
	for _, d := range transcripts(bl) {
		data = d
	}
	var f struct {
		Message struct {
			Content []struct {
				Input struct {
					Path             string `json:"path"`
					WorkingDirectory string `json:"working_directory"`
				} `json:"input"`
			} `json:"content"`
		} `json:"message"`
	}
	if err := json.Unmarshal(data, &f); err != nil || len(f.Message.Content) != 2 {
		t.Fatalf("bundled frame: %v", err)
	}
	dir := strings.Map(func(r rune) rune {
		if r < 0x80 && !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return '-'
		}
		return r
	}, strings.TrimPrefix(f.Message.Content[0].Input.WorkingDirectory, "/"))
	m := manifestOf(t, bl)
	for _, e := range m.Files {
		if got := strings.Split(e.Path, "/")[1]; got != dir {
			t.Errorf("bundle directory %q is not the encoding %q of the cwd's pseudonym", got, dir)
		}
	}
	p := f.Message.Content[1].Input.Path
	i := strings.Index(p, "/projects/")
	if i < 0 || !listed(m, p[i+1:]) || !strings.Contains(p[i+1:], "/agent-tools/") {
		t.Errorf("the read-back path in content does not name the bundled sidecar")
	}
	for name, data := range bl.files {
		if strings.Contains(name, "billing") || bytes.Contains(data, []byte("quinn")) || bytes.Contains(data, []byte("billing")) {
			t.Errorf("a user or project word survives in a bundle file")
		}
	}
}
