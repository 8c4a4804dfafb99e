package export

import (
	"testing"

	"github.com/transcrub/transcrub/selectors"
)

func TestNeedsOutput(t *testing.T) {
	w := func(frame int) selectors.Witness { return selectors.Witness{Frame: frame, Block: -1} }
	file := selectors.Witness{Frame: -1, Block: -1}
	// The source holds predicate 0 first at frame 3, predicate 1 at frame
	// 5, predicate 2 (file scope) everywhere, predicate 3 nowhere.
	src := &selectors.FileResult{Matches: []int{2, 1, 1, 0}, First: []selectors.Witness{w(3), w(5), file, {}}}
	out := func(m ...int) *selectors.FileResult {
		return &selectors.FileResult{Matches: m, First: make([]selectors.Witness, len(m))}
	}
	cases := []struct {
		name  string
		src   *selectors.FileResult
		out   *selectors.FileResult
		index int
		want  bool
	}{
		{"unknown source", nil, out(0, 0, 0, 0), 0, true},
		{"before any witness", src, out(0, 0, 0, 0), 2, false},
		{"at the first witness", src, out(0, 0, 0, 0), 3, true},
		{"witnessed, next not reached", src, out(1, 0, 0, 0), 4, false},
		{"not witnessed at the witness: go on", src, out(0, 0, 0, 0), 4, true},
		{"at the second", src, out(1, 0, 0, 0), 5, true},
		{"all witnessed", src, out(1, 1, 0, 0), 9, false},
	}
	for _, c := range cases {
		if got := needsOutput(c.src, c.out, c.index); got != c.want {
			t.Errorf("%s: needsOutput = %v, want %v", c.name, got, c.want)
		}
	}
}
