package export

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	transcrub "github.com/transcrub/transcrub"
	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
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

// A redact --select all build evaluates the source in its one pass, with
// the mode prepared by what foretell learned; the bundle is the one two
// passes make. Where the source reveals an identity term later (a
// turn_context's cwd in a home of its own), the pass stops after the file
// that reveals it, its spool files are removed, two passes are made
// instead, and the term is redacted all the same.
func TestRedactOnePassIsTwoPass(t *testing.T) {
	claude, err := fs.Sub(transcrub.ClaudeCodeSample, "testdata/sample-claude-code")
	if err != nil {
		t.Fatal(err)
	}
	cx, err := fs.Sub(transcrub.CodexSample, "testdata/sample-codex")
	if err != nil {
		t.Fatal(err)
	}
	const name = "zebulonia"
	line := func(typ, payload string) string {
		return `{"timestamp":"2025-03-04T22:30:01.000Z","type":"` + typ + `","payload":` + payload + `}` + "\n"
	}
	rollout := func(id, home string) string {
		return line("session_meta", `{"id":"`+id+`","timestamp":"2025-03-04T22:30:00.000Z","cwd":"/home/dev/app"}`) +
			strings.Repeat(line("response_item", `{"type":"message","role":"user","content":[{"type":"input_text","text":"ask `+name+` about it"}]}`), foretellLines) +
			line("turn_context", `{"cwd":"/home/`+home+`/app"}`)
	}
	const a, b = "019ca727-2b40-7403-8650-3e41320185aa", "019ca727-2b40-7403-8650-3e41320185bb"
	late := writeTree(t, map[string]string{
		"sessions/2025/03/05/rollout-2025-03-05T01-30-00-" + a + ".jsonl": rollout(a, name),
		"sessions/2025/03/06/rollout-2025-03-06T01-30-00-" + b + ".jsonl": rollout(b, "quixotica"),
	})
	// A Cursor tool call's path names a user the project directory does
	// not: Cursor records no identity field, so redaction reads it twice
	// from the start rather than stopping a pass at this file.
	readPath := `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Read","input":{"path":"/home/` + name + `/app/main.go"}}]}}`
	cur := writeTree(t, map[string]string{
		"home-dev-app/agent-transcripts/s1/s1.jsonl": readPath + "\n",
		"home-dev-app/agent-transcripts/s2/s2.jsonl": `{"role":"user","message":{"content":[{"type":"text","text":"ask ` + name + `"}]}}` + "\n",
	})
	p := scrub.NewPseudonymizer([]byte("one pass salt"))
	for _, tc := range []struct {
		name    string
		c       *transcript.Corpus
		stopped int // files scrubbed before the pass stops, 0 if it does not
	}{
		{"claude-code sample", discoverSource(t, claudecode.Format, claude), 0},
		{"codex sample", discoverSource(t, codex.Format, cx), 0},
		{"late terms", discoverFormat(t, codex.Format, late)[0], 1},
		{"cursor paths", discoverFormat(t, cursor.Format, cur)[0], 0},
	} {
		opt := Options{Mode: Redact(p, scrub.RedactOptions{Rules: rules.Default()}), Strategy: StrategyAll, Set: set(),
			Name: p.Segment, Workers: 1, Output: filepath.Join(t.TempDir(), "out.tar.zst")}
		files := 0
		opt.Progress = func(done, total int) { files++ }
		one, err := Build(context.Background(), []*transcript.Corpus{tc.c}, opt)
		if err != nil {
			t.Fatalf("%s: Build: %v", tc.name, err)
		}
		// A pass done again leaves nothing of the first on disk.
		spools, err := filepath.Glob(filepath.Join(filepath.Dir(opt.Output), "*"+tmpMarker+"spool-*"))
		if err != nil || len(spools) != 1 {
			t.Errorf("%s: %d spool files beside the output (err %v), want the one worker's of the pass bundled", tc.name, len(spools), err)
		}
		opt.Progress = nil
		two, transcripts, sidecars, err := newBundle([]*transcript.Corpus{tc.c}, opt)
		if err == nil {
			err = two.buildTwoPass(context.Background(), transcripts, sidecars)
		}
		if err != nil {
			t.Fatalf("%s: two passes: %v", tc.name, err)
		}
		if bundled := len(one.Entries()) - 1; files != tc.stopped+bundled {
			t.Errorf("%s: %d files scrubbed for %d bundled, want %d", tc.name, files, bundled, tc.stopped+bundled)
		}
		a, b := tarZst(t, one), tarZst(t, two)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: one pass and two passes give different bundles", tc.name)
		}
		if bytes.Contains(unzstd(t, a), []byte(name)) {
			t.Errorf("%s: the identity term survived", tc.name)
		}
		one.Close()
		two.Close()
	}
}

// tarZst writes b as a tar.zst.
func tarZst(t *testing.T, b *Bundle) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteTarZst(&buf, b.Entries(), 1); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// discoverSource discovers the source of format in fsys.
func discoverSource(t *testing.T, format transcript.Format, fsys fs.FS) *transcript.Corpus {
	t.Helper()
	c, err := format.Discover(transcript.Source{FS: fsys, Label: "sample"}, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}
