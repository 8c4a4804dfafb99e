package gen

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// hostileTree generates the hostile corpus once per test.
func hostileTree(t *testing.T) (string, *HostileLedger) {
	t.Helper()
	root := t.TempDir()
	led, err := GenerateHostile(root, 7)
	if err != nil {
		t.Fatal(err)
	}
	return root, led
}

// TestHostileReader reads every file of the hostile corpus and checks that
// the reader skips and notes exactly the lines the ledger lists, at the
// right byte offsets, and reads every other line as a frame.
func TestHostileReader(t *testing.T) {
	root, led := hostileTree(t)
	src, err := cursor.Format.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	var skips, blanks, notes []transcript.Diagnostic
	frames := map[string]int{}
	var sidecars []string
	rd := transcript.NewReader(c.Format.Schema(), nil, "", 0)
	for _, f := range c.Files {
		if f.Role == transcript.RoleSidecar {
			sidecars = append(sidecars, f.Path)
			continue
		}
		fh, err := c.FS.Open(f.Path)
		if err != nil {
			t.Fatalf("%q: %v", f.Path, err)
		}
		rd.Reset(fh, f.Path)
		frames[f.Path] = 0
		for {
			fr, err := rd.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if le, ok := transcript.AsLineError(err); ok && le.Problem == transcript.Blank {
				blanks = append(blanks, *le)
				continue
			}
			if le, ok := transcript.AsLineError(err); ok {
				skips = append(skips, *le)
				continue
			}
			if err != nil {
				t.Fatalf("%q: %v", f.Path, err)
			}
			frames[f.Path]++
			for _, p := range fr.Notes.Problems() {
				notes = append(notes, transcript.Diagnostic{File: f.Path, Line: fr.Line.Num, Offset: fr.Line.Offset, Problem: p})
			}
		}
		fh.Close()
	}
	transcript.SortDiagnostics(skips)
	transcript.SortDiagnostics(notes)
	transcript.SortDiagnostics(blanks)
	diff(t, "skipped lines", led.Skips, skips)
	diff(t, "blank lines", led.Blanks, blanks)
	diff(t, "noted lines", led.Notes, notes)
	diff(t, "file problems", led.FileProblems, c.Diagnostics)
	diff(t, "sidecars", led.Sidecars, sidecars)
	for p, n := range led.Frames {
		if frames[p] != n {
			t.Errorf("%q: %d frames, want %d", p, frames[p], n)
		}
	}
	if len(frames) != len(led.Frames) {
		t.Errorf("%d transcript files discovered, want %d", len(frames), len(led.Frames))
	}
	if c.Ignored != led.Ignored {
		t.Errorf("%d files ignored, want %d", c.Ignored, led.Ignored)
	}
}

// diff reports the entries only one of want and got holds.
func diff[T comparable](t *testing.T, what string, want, got []T) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: missing %+v", what, w)
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			t.Errorf("%s: unexpected %+v", what, g)
		}
	}
}

// TestHostileScan checks the counts a scan reports of the hostile corpus:
// turn statuses outside the documented set are counted, not dropped, and
// drift adds up to the ledger's with no canary among its names.
func TestHostileScan(t *testing.T) {
	root, led := hostileTree(t)
	src, _ := cursor.Format.Open(root)
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := transcript.Scan(t.Context(), []*transcript.Corpus{c}, transcript.ScanOptions{Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for status, n := range led.Turns {
		if rep.TurnEnded[status] != n {
			t.Errorf("turn_ended status %d of a kind counted %d times, want %d", len(status), rep.TurnEnded[status], n)
		}
	}
	frames := 0
	for _, n := range led.Frames {
		frames += n
	}
	if rep.Frames != frames {
		t.Errorf("scan counted %d frames, want %d", rep.Frames, frames)
	}
	if d := DriftTotals(rep.Drift); d != led.Drift {
		t.Errorf("scan drift adds up to %+v, want %+v", d, led.Drift)
	}
	for _, d := range rep.Drift {
		printable := slices.Contains([]string{transcript.NameOther, transcript.NameNone, transcript.NameUntyped, "{}"}, d.Name)
		if !printable {
			printable = !slices.ContainsFunc(strings.Split(d.Name, ","), func(k string) bool { return transcript.DriftName(k) != k })
		}
		if !printable {
			t.Errorf("scan drift name of %d bytes is not identifier-like", len(d.Name))
		}
		for _, c := range led.Canaries {
			if strings.Contains(d.Name, c.Token) {
				t.Errorf("a canary planted at %s is a scan drift name", c.Surface)
			}
		}
		for _, c := range led.KeptCanaries {
			if strings.Contains(d.Name, c.Token) {
				t.Errorf("a canary planted at %s is a scan drift name", c.Surface)
			}
		}
	}
}

// TestHostilePlanted checks that every canary and secret the ledger lists
// is in the tree, in its file's bytes or, for surface file_name, in its
// path, so that a test looking for survivors looks for something real.
func TestHostilePlanted(t *testing.T) {
	root, led := hostileTree(t)
	read := func(rel string) []byte {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	for _, c := range append(slices.Clone(led.Canaries), led.KeptCanaries...) {
		if c.Surface == "file_name" {
			if !strings.Contains(c.File, c.Token) {
				t.Errorf("canary %d not in its file name", len(c.Token))
			}
			continue
		}
		if !bytes.Contains(read(c.File), []byte(c.Token)) {
			t.Errorf("canary of surface %s not in %q", c.Surface, c.File)
		}
	}
	for _, s := range led.Secrets {
		if !bytes.Contains(read(s.File), []byte(s.Value)) {
			t.Errorf("secret of kind %s not in %q", s.Kind, s.File)
		}
	}
	for _, tok := range led.Unexported {
		if !slices.ContainsFunc(led.Canaries, func(c Canary) bool { return c.Token == tok }) {
			t.Errorf("an unexported token is not a listed canary")
		}
	}
	if len(led.Canaries) < 200 || len(led.Secrets) < 8 || len(led.Skips) < 25 || len(led.Blanks) < 8 || len(led.Unexported) < 40 {
		t.Errorf("only %d canaries, %d secrets, %d skips, %d blanks, %d unexported planted", len(led.Canaries), len(led.Secrets), len(led.Skips), len(led.Blanks), len(led.Unexported))
	}
}

// TestHostileDeterministic generates twice with one seed and compares the
// trees byte for byte.
func TestHostileDeterministic(t *testing.T) {
	sum := func(root string) map[string][32]byte {
		out := map[string][32]byte{}
		err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := os.ReadFile(p)
			rel, _ := filepath.Rel(root, p)
			out[rel] = sha256.Sum256(b)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	a, _ := hostileTree(t)
	b, _ := hostileTree(t)
	sa, sb := sum(a), sum(b)
	if len(sa) != len(sb) {
		t.Fatalf("%d files, then %d", len(sa), len(sb))
	}
	for p, h := range sa {
		if sb[p] != h {
			t.Errorf("%q differs between two runs", p)
		}
	}
}
