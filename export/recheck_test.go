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
	"github.com/transcrub/transcrub/transcript/codex"
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

// A user name that a later rollout's session_meta reveals (its cwd) is
// known before a --select all pass (foretell): the lines that hold it
// fail as they are written, by line number, rather than in the recheck
// after the pass.
func TestForetoldTermCheckedByLine(t *testing.T) {
	const name = "zebulonia"
	meta := func(id, cwd string) string {
		return `{"timestamp":"2025-03-04T22:30:00.125Z","type":"session_meta","payload":{"id":"` + id + `","timestamp":"2025-03-04T22:30:00.000Z","cwd":"` + cwd + `"}}` + "\n"
	}
	msg := func(text string) string {
		return `{"timestamp":"2025-03-04T22:30:01.000Z","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"` + text + `"}]}}` + "\n"
	}
	const a, b = "019ca727-2b40-7403-8650-3e41320185aa", "019ca727-2b40-7403-8650-3e41320185bb"
	root := writeTree(t, map[string]string{
		"sessions/2025/03/05/rollout-2025-03-05T01-30-00-" + a + ".jsonl": meta(a, "/home/dev/app") + msg("ask "+name+" about it"),
		"sessions/2025/03/06/rollout-2025-03-06T01-30-00-" + b + ".jsonl": meta(b, "/home/"+name+"/app") + msg("hello"),
	})
	c := discoverFormat(t, codex.Format, root)[0]
	p := scrub.NewPseudonymizer([]byte("salt-one-0123456789"))
	for _, workers := range []int{1, 2} {
		_, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
			Mode: passMode{structuralMode{p}}, Strategy: StrategyAll, Set: set(), Name: p.Segment, Workers: workers,
			Output: filepath.Join(t.TempDir(), "out.tar.zst"),
		})
		var ve *VerifyError
		if !errors.As(err, &ve) || ve.Reason != errIdentity.Error() || ve.Line == 0 {
			t.Errorf("%d workers: err = %v, want an identity failure at a line", workers, err)
		}
	}
}
