package codex_test

import (
	"bytes"
	"io/fs"
	"path/filepath"
	"slices"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// TestExternalFiles discovers and reads every third-party Codex file:
// every .jsonl found, every line a record or a diagnostic naming file,
// line and offset, the lineage the fork and subagent fixtures record,
// and the drift named.
func TestExternalFiles(t *testing.T) {
	root := benchdata.External(t, "codex")
	var want []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && filepath.Ext(p) == ".jsonl" {
			rel, _ := filepath.Rel(root, p)
			want = append(want, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	c := discover(t, root)
	var got []string
	for _, f := range c.Files {
		got = append(got, f.Path)
	}
	slices.Sort(want)
	if !slices.Equal(got, want) || len(c.Diagnostics) != 0 {
		t.Fatalf("discovered %d files (diagnostics %v), want the %d .jsonl files", len(got), c.Diagnostics, len(want))
	}
	witnessed, sums, shapes := witnesses(t, c)
	malformed := 0
	for _, s := range sums {
		data, err := fs.ReadFile(c.FS, s.File.Path)
		if err != nil {
			t.Fatal(err)
		}
		lines := bytes.Count(data, []byte("\n"))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			lines++
		}
		if s.Records+len(s.Diagnostics) != lines {
			t.Errorf("%s: %d records and %d diagnostics for %d lines", s.File.Path, s.Records, len(s.Diagnostics), lines)
		}
		for _, d := range s.Diagnostics {
			if d.File != s.File.Path || d.Line < 1 || d.Offset < 0 || d.Offset >= int64(len(data)) {
				t.Errorf("%s: diagnostic %+v does not name the file, a line and an offset in it", s.File.Path, d)
			}
			malformed += b2i(d.Problem == transcript.Malformed || d.Problem == transcript.Unterminated)
		}
	}
	if malformed != 2 {
		t.Errorf("%d malformed lines, want the record's 2", malformed)
	}
	kinds := map[codex.LinkKind]int{}
	for _, l := range codex.Lineage(sums) {
		if l.ParentFile != "" {
			kinds[l.Kind]++
		}
	}
	if kinds[codex.LinkFork] == 0 || kinds[codex.LinkSubagent] == 0 {
		t.Errorf("links with their parent in the corpus: %v, want forks and subagents", kinds)
	}
	drift := map[string]bool{}
	for _, e := range shapes.Drift() {
		drift[e.Kind+":"+e.Name] = true
		t.Logf("drift %s %s ×%d (first %s:%d)", e.Kind, e.Name, e.Count, e.Witness.File, e.Witness.Line)
	}
	for _, name := range []string{"type:future_synthetic_record", "generation:bare", "generation:header",
		"generation:state", "generation:untimed"} {
		if !drift[name] {
			t.Errorf("drift %s not named", name)
		}
	}
	var none []string
	for _, check := range codex.Checklist {
		if !witnessed[check.ID] {
			none = append(none, check.ID)
		}
	}
	t.Logf("checks no external file satisfies: %v", none)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
