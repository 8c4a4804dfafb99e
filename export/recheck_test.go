package export

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// A user name that only a home path in the last file reveals is looked
// for, after the pass, in every file written before, each run of files on
// a worker: the failure names the first file in bundle order that holds
// it, whatever the number of workers.
func TestLateIdentityTermNamesFirstFile(t *testing.T) {
	const name = "zebulonia"
	mentions := `{"role":"user","message":{"content":[{"type":"text","text":"ask ` + name + ` about it"}]}}` + "\n"
	quiet := `{"role":"user","message":{"content":[{"type":"text","text":"nothing to see"}]}}` + "\n"
	reveals := `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/` + name + `/app/main.go"}}]}}` + "\n"
	files := map[string]string{}
	for _, project := range []string{"Users-amy-one", "Users-amy-two", "Users-amy-three", "Users-amy-four"} {
		files[project+"/agent-transcripts/aaaa/aaaa.jsonl"] = quiet
		files[project+"/agent-transcripts/bbbb/bbbb.jsonl"] = mentions
		files[project+"/agent-transcripts/cccc/cccc.jsonl"] = quiet
	}
	files["Users-amy-four/agent-transcripts/zzzz/zzzz.jsonl"] = reveals
	root := writeTree(t, files)
	c := discoverFormat(t, cursor.Format, root)[0]
	p := scrub.NewPseudonymizer([]byte("salt-one-0123456789"))
	var holders []string
	for _, f := range c.Files {
		if strings.Contains(files[f.Path], name) {
			holders = append(holders, BundlePath(c.Format, f, p.Segment, nil))
		}
	}
	want := slices.Min(holders)
	for _, workers := range []int{1, 3} {
		_, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
			Mode: passMode{structuralMode{p}}, Strategy: StrategyAll, Set: set(), Name: p.Segment, Workers: workers,
			Output: filepath.Join(t.TempDir(), "out.tar.zst"),
		})
		var ve *VerifyError
		if !errors.As(err, &ve) || ve.File != want || ve.Reason != errIdentity.Error() {
			t.Errorf("%d workers: err = %v, want the identity failure of %s, the first of %d files holding the term", workers, err, want, len(holders))
		}
	}
}
