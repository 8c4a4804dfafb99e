package export

import (
	"archive/tar"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// corpus is the generator's Small() tree, made once per test binary.
var corpus = sync.OnceValues(func() (string, *gen.Ledger) {
	dir, err := os.MkdirTemp("", "transcrub-export-test-*")
	if err != nil {
		panic(err)
	}
	led, err := gen.Generate(dir, gen.Small())
	if err != nil {
		panic(err)
	}
	return dir, led
})

func TestMain(m *testing.M) {
	code := m.Run()
	if dir, _ := corpus(); dir != "" {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

func discover(t *testing.T) ([]*transcript.Corpus, *gen.Ledger) {
	t.Helper()
	dir, led := corpus()
	return discoverRoot(t, dir), led
}

// discoverRoot discovers the Cursor source at root.
func discoverRoot(t *testing.T, root string) []*transcript.Corpus {
	t.Helper()
	return discoverFormat(t, cursor.Format, root)
}

// discoverFormat discovers the source of format at root.
func discoverFormat(t *testing.T, format transcript.Format, root string) []*transcript.Corpus {
	t.Helper()
	src, err := format.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	return []*transcript.Corpus{c}
}

type built struct {
	b     *Bundle
	tar   []byte
	files map[string][]byte // bundle path -> content, manifest included
	names []string          // in stream order
}

// build exports the test corpus and returns the bundle's bytes, unpacked.
func build(t *testing.T, strategy string, salt string, workers int, mode func(*scrub.Pseudonymizer) Mode) built {
	t.Helper()
	corpora, led := discover(t)
	set, _ := selectors.NewSet()
	p := scrub.NewPseudonymizer([]byte(salt))
	b, err := Build(context.Background(), corpora, Options{
		Mode: mode(p), Strategy: strategy, Set: set, Name: p.Segment, Workers: workers,
		Identity: led.Identity, Output: filepath.Join(t.TempDir(), "out.tar.zst"),
	})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return bundleOf(t, b, workers)
}

// bundleOf writes b as a tar.zst and returns its bytes, unpacked; b is
// closed when the test ends.
func bundleOf(t *testing.T, b *Bundle, workers int) built {
	t.Helper()
	t.Cleanup(func() { b.Close() })
	var buf bytes.Buffer
	if err := WriteTarZst(&buf, b.Entries(), workers); err != nil {
		t.Fatal(err)
	}
	out := built{b: b, tar: buf.Bytes(), files: map[string][]byte{}}
	zr, err := zstd.NewReader(bytes.NewReader(out.tar))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		out.files[h.Name] = data
		out.names = append(out.names, h.Name)
	}
	return out
}

// leaks reports, without printing them, how many planted values survive
// in the bundle's names or bytes.
func leaks(bl built, values []string) (n int, where string) {
	for _, v := range values {
		if len(v) < 4 {
			continue
		}
		for name, data := range bl.files {
			if strings.Contains(name, v) || bytes.Contains(data, []byte(v)) {
				n++
				where = name
				break
			}
		}
	}
	return n, where
}

func TestStructuralExportLeaksNothing(t *testing.T) {
	_, led := corpus()
	for _, strategy := range []string{StrategyChecklist, StrategyAll} {
		t.Run(strategy, func(t *testing.T) {
			bl := build(t, strategy, "salt-one-0123456789", 2, Structural)
			var planted []string
			for _, c := range led.Canaries {
				planted = append(planted, c.Token)
			}
			for _, s := range led.Secrets {
				planted = append(planted, s.Value)
			}
			planted = append(planted, led.Identity...)
			if n, where := leaks(bl, planted); n > 0 {
				t.Errorf("%d planted canaries, secrets or identities survive (one in %s)", n, where)
			}
			if bl.names[0] != ManifestName {
				t.Errorf("first entry is not the manifest")
			}
			for _, c := range bl.b.Manifest.Coverage {
				if c.SourceMatches > 0 && (!c.Covered || !c.Verified) {
					t.Errorf("predicate %s present in the source but not covered", c.ID)
				}
				if c.SourceMatches == 0 && c.Covered {
					t.Errorf("predicate %s covered without a source match", c.ID)
				}
			}
			for id, n := range led.Witnesses {
				if i := set().Index(id); i >= 0 && n > 0 && !bl.b.Manifest.Coverage[i].Covered {
					t.Errorf("ledger witness %s not covered", id)
				}
			}
		})
	}
}

func set() *selectors.Set { s, _ := selectors.NewSet(); return s }

func TestExportDeterministic(t *testing.T) {
	a := build(t, StrategyChecklist, "salt-one-0123456789", 1, Structural)
	b := build(t, StrategyChecklist, "salt-one-0123456789", 2, Structural)
	if !bytes.Equal(a.tar, b.tar) {
		t.Errorf("same salt, different bundle bytes (1 vs 2 workers)")
	}
	c := build(t, StrategyChecklist, "salt-two-0123456789", 2, Structural)
	if bytes.Equal(a.tar, c.tar) {
		t.Errorf("different salts, same bundle")
	}
	for _, n := range a.names[1:] {
		if _, ok := c.files[n]; ok {
			t.Errorf("different salts give the same pseudonymized path")
			break
		}
	}
}

// Every exported line has its source line's skeleton, and --select all
// keeps every valid line of every file.
func TestSelectAllKeepsSkeletons(t *testing.T) {
	corpora, _ := discover(t)
	p := scrub.NewPseudonymizer([]byte("salt-one-0123456789"))
	bl := build(t, StrategyAll, "salt-one-0123456789", 2, Structural)
	for _, f := range corpora[0].Files {
		out, ok := bl.files[BundlePath(corpora[0].Format, f, p.Segment, p.ShiftTime)]
		if !ok {
			t.Errorf("source file missing from --select all bundle")
			continue
		}
		if f.Role == transcript.RoleSidecar {
			if int64(len(out)) != f.Size {
				t.Errorf("sidecar size changed")
			}
			continue
		}
		src, err := os.ReadFile(filepath.Join(corpora[0].Root, f.Path))
		if err != nil {
			t.Fatal(err)
		}
		srcLines := strings.Split(strings.TrimSuffix(string(src), "\n"), "\n")
		outLines := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
		if len(srcLines) != len(outLines) {
			t.Errorf("line count %d -> %d", len(srcLines), len(outLines))
			continue
		}
		for i := range srcLines {
			a, err1 := scrub.Skeleton(nil, []byte(srcLines[i]))
			b, err2 := scrub.Skeleton(nil, []byte(outLines[i]))
			if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
				t.Errorf("line %d: skeleton differs", i+1)
			}
			if len(srcLines[i]) != len(outLines[i]) {
				t.Errorf("line %d: length %d -> %d", i+1, len(srcLines[i]), len(outLines[i]))
			}
		}
	}
}

func TestManifestMatchesSchema(t *testing.T) {
	bl := build(t, StrategyChecklist, "salt-one-0123456789", 2, Structural)
	sch := manifestSchema(t)
	if err := validate(sch, bl.files[ManifestName]); err != nil {
		t.Errorf("manifest does not match its schema: %v", err)
	}
	if validate(sch, []byte(`{"format":1}`)) == nil {
		t.Errorf("schema accepts an incomplete manifest")
	}
}

// manifestSchema compiles ManifestSchema.
func manifestSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(ManifestSchema))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AddResource("manifest.schema.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("manifest.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// validate checks a manifest's JSON against sch.
func validate(sch *jsonschema.Schema, js []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(js))
	if err != nil {
		return err
	}
	return sch.Validate(v)
}

// leakyMode scrubs nothing: verification must refuse it and nothing may
// be written.
type leakyMode struct{ structuralMode }

func (m leakyMode) NewWorker(id scrub.Identity) Worker {
	return &leakyWorker{Worker: m.structuralMode.NewWorker(id)}
}

// Its Worker makes no frames, so that its Line and CheckLine are the ones
// used.
type leakyWorker struct{ Worker }

func (*leakyWorker) Framer() frameWorker        { return nil }
func (*leakyWorker) OutputFramer() outputFramer { return nil }

func (*leakyWorker) Line(dst, src []byte, _ *scrub.Stats) ([]byte, error) {
	return append(dst, src...), nil
}
func (*leakyWorker) CheckLine(src, out []byte) error {
	return scrub.NewStructural(scrub.NewPseudonymizer([]byte("k"))).Residual(out, src)
}

func TestVerificationFailsClosed(t *testing.T) {
	corpora, _ := discover(t)
	out := filepath.Join(t.TempDir(), "out.tar.zst")
	p := scrub.NewPseudonymizer([]byte("salt"))
	_, err := Build(context.Background(), corpora, Options{
		Mode: leakyMode{structuralMode{p}}, Set: set(), Name: p.Segment, Output: out,
	})
	var ve *VerifyError
	if !errors.As(err, &ve) || !errors.Is(err, ErrVerify) {
		t.Fatalf("leaky mode: err = %v, want a VerifyError", err)
	}
	entries, _ := os.ReadDir(filepath.Dir(out))
	if len(entries) != 0 {
		t.Errorf("%d files left beside OUT after a failed verification", len(entries))
	}
}

// redactDefault redacts with the default rules and the ledger's identity
// as --term words, as the command line passes them.
func redactDefault(p *scrub.Pseudonymizer) Mode {
	_, led := corpus()
	return Redact(p, scrub.RedactOptions{Terms: led.Identity})
}

func TestRedactExport(t *testing.T) {
	_, led := corpus()
	a := build(t, StrategyAll, "salt-one-0123456789", 1, redactDefault)
	var gone []string
	for _, s := range led.Secrets {
		gone = append(gone, s.Value, strings.Trim(strconvQuote(s.Value), `"`))
	}
	if n, where := leaks(a, gone); n > 0 {
		t.Errorf("%d planted secrets survive redaction (one in %s)", n, where)
	}
	kept := 0
	for _, v := range led.Benign {
		for _, data := range a.files {
			if bytes.Contains(data, []byte(v)) {
				kept++
				break
			}
		}
	}
	if kept != len(led.Benign) {
		t.Errorf("%d of %d benign look-alikes (SHAs, UUIDs, versions, hashes) survive, want all", kept, len(led.Benign))
	}
	numberedFromOne(t, a)
	b := build(t, StrategyAll, "salt-one-0123456789", 2, redactDefault)
	if !bytes.Equal(a.tar, b.tar) {
		t.Errorf("redact: same salt, different bundle bytes (1 vs 2 workers)")
	}
	if a.b.Manifest.Mode != "redact" || len(a.b.Manifest.Redactions) == 0 {
		t.Errorf("manifest: mode %q, %d rule counts", a.b.Manifest.Mode, len(a.b.Manifest.Redactions))
	}
}

// TestRedactWindow: a window's frames alone are redacted; the frames it
// leaves out record no placeholder, so the bundle's are numbered from 1
// without gaps.
func TestRedactWindow(t *testing.T) {
	corpora, led := discover(t)
	p := scrub.NewPseudonymizer([]byte("salt-one-0123456789"))
	b, err := Build(context.Background(), corpora, Options{
		Mode: redactDefault(p), Strategy: StrategyAll, Set: set(), Name: p.Segment, Frames: &FrameRange{From: 4, To: 9},
		Identity: led.Identity, Output: filepath.Join(t.TempDir(), "out.tar.zst"),
	})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	numberedFromOne(t, bundleOf(t, b, 1))
}

// numberedFromOne fails unless the placeholders of bl are numbered from 1
// without gaps, per label.
func numberedFromOne(t *testing.T, bl built) {
	t.Helper()
	seen := map[string]map[int]bool{}
	for _, data := range bl.files {
		for _, m := range placeholderRE.FindAllSubmatch(data, -1) {
			label := string(m[1])
			if seen[label] == nil {
				seen[label] = map[int]bool{}
			}
			n := 0
			for _, c := range m[2] {
				n = n*10 + int(c-'0')
			}
			seen[label][n] = true
		}
	}
	if len(seen) == 0 {
		t.Fatalf("no placeholders in a redacted bundle")
	}
	for label, nums := range seen {
		for i := 1; i <= len(nums); i++ {
			if !nums[i] {
				t.Errorf("label %s: placeholders not numbered 1..%d", label, len(nums))
				break
			}
		}
	}
}

var placeholderRE = regexp.MustCompile(`\[((?:REDACTED:)?[A-Za-z0-9-]+):([0-9]+)\]`)

func strconvQuote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestSelectAllSidecars: --select all bundles every sidecar (scrubbed in
// the transcripts' pass), and with --session only the sidecars the chosen
// sessions read back (scrubbed once the transcripts are read).
func TestSelectAllSidecars(t *testing.T) {
	corpora, led := discover(t)
	set, _ := selectors.NewSet()
	p := scrub.NewPseudonymizer([]byte("sidecar salt"))
	sidecarsOf := func(sessions []string) (n int, transcripts map[string]bool) {
		t.Helper()
		b, err := Build(context.Background(), corpora, Options{
			Mode: Structural(p), Strategy: StrategyAll, Set: set, Name: p.Segment, Workers: 2,
			Identity: led.Identity, Output: filepath.Join(t.TempDir(), "out.tar.zst"), Sessions: sessions,
		})
		if err != nil {
			t.Fatalf("Build: %v", err)
		}
		defer b.Close()
		transcripts = map[string]bool{}
		for _, e := range b.Entries() {
			switch {
			case strings.Contains(e.Name, "/agent-tools/"):
				n++
			case strings.HasSuffix(e.Name, ".jsonl"):
				transcripts[e.Name] = true
			}
		}
		return n, transcripts
	}
	source := 0
	var sessions []string
	for _, f := range corpora[0].Files {
		if f.Role == transcript.RoleSidecar {
			source++
		} else if f.Role == transcript.RoleTranscript {
			sessions = append(sessions, f.Session)
		}
	}
	if all, _ := sidecarsOf(nil); all != source || source == 0 {
		t.Fatalf("--select all bundles %d sidecars of %d", all, source)
	}
	for _, s := range sessions {
		n, transcripts := sidecarsOf([]string{s})
		if n > 0 && n < source && len(transcripts) >= 1 {
			return // a session that reads some sidecars back gets those
		}
	}
	t.Errorf("no session of the corpus bundles some but not all sidecars")
}
