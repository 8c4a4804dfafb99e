package selectors

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// TestWitnesses: a Matcher that looks for witnesses only finds the
// predicates that hold, and their first witnesses, that one evaluating
// every frame finds, each frame-scope one matched once.
func TestWitnesses(t *testing.T) {
	claude, cx := gen.ClaudeSmall(), gen.CodexSmall()
	for _, c := range []struct {
		format   transcript.Format
		generate func(root string) error
	}{
		{claudecode.Format, func(root string) error { _, err := gen.GenerateClaude(root, claude); return err }},
		{codex.Format, func(root string) error { _, err := gen.GenerateCodex(root, cx); return err }},
	} {
		root := filepath.Join(t.TempDir(), "root")
		if err := c.generate(root); err != nil {
			t.Fatal(err)
		}
		files, frames, _ := parsedFrames(t, c.format, root)
		set, err := NewSet()
		if err != nil {
			t.Fatal(err)
		}
		all, first := set.NewMatcher(), set.NewMatcher().Witnesses()
		for i, f := range files {
			all.Begin(c.format.Name(), f)
			first.Begin(c.format.Name(), f)
			for _, fr := range frames[i] {
				all.Frame(fr)
				first.Frame(fr)
			}
			want, got := all.End(), first.End()
			for k := range want.Matches {
				if got.Holds(k) != want.Holds(k) || got.First[k] != want.First[k] || got.Matches[k] > 1 && want.First[k].Frame >= 0 {
					t.Errorf("%s %s: %s: %d matches first at %v, want %d at %v", c.format.Name(), f.Path,
						set.Predicates()[k].ID, got.Matches[k], got.First[k], want.Matches[k], want.First[k])
				}
			}
			if !slices.Equal(got.Sidecars, want.Sidecars) {
				t.Errorf("%s %s: sidecars %v, want %v", c.format.Name(), f.Path, got.Sidecars, want.Sidecars)
			}
		}
	}
}
