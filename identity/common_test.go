package identity

import (
	"bytes"
	"compress/gzip"
	"io"
	"slices"
	"testing"
)

// The embedded list is sorted, as common's merge needs, and common holds
// every word of it and of the other lists, once each, sorted.
func TestWordListSorted(t *testing.T) {
	zr, err := gzip.NewReader(bytes.NewReader(wordsGz))
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	list := unpackWords(b)
	if !slices.IsSorted(list) {
		t.Fatal("words.txt.gz is not sorted byte-wise; scripts/commonwords.sh must sort it with LC_ALL=C")
	}
	want := slices.Concat(list, codeWords, formatWords)
	slices.Sort(want)
	want = slices.Compact(want)
	if got := common(); !slices.Equal(got, want) {
		t.Fatalf("common holds %d words, want %d", len(got), len(want))
	}
}

func TestMergeSorted(t *testing.T) {
	got := mergeSorted([]string{"a", "c", "e"}, []string{"b", "c", "f", "g"})
	if want := []string{"a", "b", "c", "c", "e", "f", "g"}; !slices.Equal(got, want) {
		t.Fatalf("mergeSorted = %q, want %q", got, want)
	}
}

// Words of prose about code that the dictionary lacks are common: a
// project (online-llm-tokenizer) or host (vm) named with them is replaced
// where it stands as identity, not in "LLM-friendly" or "vm.Context";
// and so are the agents' names (claude-code-log is not Claude Code) and
// other public coding agents' and review bots' (coderabbit-review-helper
// is not CodeRabbit).
func TestCommonCodeVocabulary(t *testing.T) {
	for _, w := range []string{"LLM", "llms", "vm", "Tokenizer", "gpu", "Claude", "codex", "OpenAI", "CodeRabbit", "aider", "Cline"} {
		if !Common(w) {
			t.Errorf("Common(%q) = false, want true", w)
		}
	}
}
