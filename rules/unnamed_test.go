package rules

import (
	"slices"
	"testing"

	"github.com/transcrub/transcrub/internal/gen"
)

// TestUnnamedEarlyEnd holds the credential context's early end of a name
// that names no credential (see givenValue) to the whole grammar: the
// default set finds the same matches with it as without, on keyword-dense
// prose and on every rule's samples; and names that hold a keyword in
// prose ("author", "monkey") are such names.
func TestUnnamedEarlyEnd(t *testing.T) {
	set := Default()
	texts := []string{gen.DenseText(3, 64<<10), transcriptLike(32 << 10),
		"Always pass `Xq7mK2vL9nR4cT1wZ5yH` to it", "a single-pass Xq7mK2vL9nR4cT1wZ5yH run"}
	for _, r := range set.Rules() {
		for _, p := range r.Samples.Positive {
			texts = append(texts, p.Text)
		}
		texts = append(texts, r.Samples.Negative...)
	}
	defer func() { endUnnamed = true }()
	for i, text := range texts {
		endUnnamed = true
		early := set.Find(nil, text)
		endUnnamed = false
		whole := set.Find(nil, text)
		if !slices.Equal(early, whole) {
			t.Errorf("text %d (%d bytes): %d matches with the early end, %d without", i, len(text), len(early), len(whole))
		}
	}
	for _, name := range []string{"author", "monkey", "tokenizer", "keyboard"} {
		if credentialName(name) != notNamed {
			t.Errorf("%s names a credential", name)
		}
	}
}
