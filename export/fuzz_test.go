package export_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// hostileBundle exports the hostile corpus, less its megabyte lines, and
// returns the bundle's bytes.
func hostileBundle(f *testing.F) []byte {
	f.Helper()
	root := filepath.Join(f.TempDir(), "projects")
	if _, err := gen.GenerateHostile(root, 5); err != nil {
		f.Fatal(err)
	}
	src, err := cursor.Format.Open(root)
	if err != nil {
		f.Fatal(err)
	}
	c, err := cursor.Format.Discover(src, transcript.Filter{Exclude: []string{"**/h-long/**", "**/h-deep/**", "**/agent-tools/0f3c*"}})
	if err != nil {
		f.Fatal(err)
	}
	set, _ := selectors.NewSet()
	p := scrub.NewPseudonymizer([]byte("fuzz verify salt"))
	b, err := export.Build(context.Background(), []*transcript.Corpus{c}, export.Options{
		Mode: export.Structural(p), Strategy: export.StrategyAll, Set: set, Name: p.Segment, Workers: 1,
		Output: filepath.Join(f.TempDir(), "b.tar.zst"),
	})
	if err != nil {
		f.Fatal(err)
	}
	defer b.Close()
	var buf bytes.Buffer
	if err := export.WriteTarZst(&buf, b.Entries(), 1); err != nil {
		f.Fatal(err)
	}
	return buf.Bytes()
}

// FuzzVerify verifies arbitrary bytes as a bundle stream, within small
// limits. It never panics, always reports, and never writes a file: the
// working directory and the temporary directory stay empty.
func FuzzVerify(f *testing.F) {
	good := hostileBundle(f)
	if rep, err := export.VerifyTarZst(context.Background(), bytes.NewReader(good), export.DefaultVerifyLimits); err != nil || !rep.OK() {
		f.Fatalf("the seed bundle does not verify: %v %v", err, rep)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	flipped := bytes.Clone(good)
	flipped[len(flipped)/3] ^= 0x40
	f.Add(flipped)
	f.Add([]byte{})
	f.Add([]byte("\x28\xb5\x2f\xfd"))
	f.Add([]byte("not a bundle"))
	lim := export.VerifyLimits{MaxEntry: 1 << 20, MaxTotal: 4 << 20, MaxEntries: 1000, MaxManifest: 1 << 20, MaxLine: 1 << 20, MaxWindow: 8 << 20}
	dir := f.TempDir()
	f.Chdir(dir)
	f.Setenv("TMPDIR", dir)
	f.Fuzz(func(t *testing.T, data []byte) {
		rep, err := export.VerifyTarZst(context.Background(), bytes.NewReader(data), lim)
		if err == nil && rep == nil {
			t.Fatal("no report and no error")
		}
		if err == nil && rep.OK() && len(data) < 16 {
			t.Fatal("a stream too short to hold a manifest accepted")
		}
		if ents, _ := os.ReadDir(dir); len(ents) > 0 {
			t.Fatalf("verify wrote %d entries in the working directory", len(ents))
		}
	})
}
