package export

import (
	"context"
	"io/fs"
	"sync/atomic"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// countingFS counts the files opened through it.
type countingFS struct {
	fs.FS
	opens *atomic.Int64
}

func (c countingFS) Open(name string) (fs.File, error) {
	c.opens.Add(1)
	return c.FS.Open(name)
}

// foretell, which a --select all pass starts with, opens no transcript of
// a format whose schema holds no identity field (Cursor's first frames
// tell nothing), and reads those of one that does.
func TestForetellReadsIdentityFormatsOnly(t *testing.T) {
	cursorRoot := writeTree(t, map[string]string{
		"Users-amy-one/agent-transcripts/aaaa/aaaa.jsonl": `{"role":"user","message":{"content":[{"type":"text","text":"hi"}]}}` + "\n",
	})
	claudeRoot := writeTree(t, map[string]string{
		"-Users-amy-one/00000000-0000-4000-8000-000000000001.jsonl": `{"type":"user","cwd":"/Users/amy/one","sessionId":"00000000-0000-4000-8000-000000000001","message":{"role":"user","content":"hi"}}` + "\n",
	})
	for _, tc := range []struct {
		format transcript.Format
		root   string
		opens  bool
	}{{cursor.Format, cursorRoot, false}, {claudecode.Format, claudeRoot, true}} {
		c := discoverFormat(t, tc.format, tc.root)[0]
		var opens atomic.Int64
		c.FS = countingFS{c.FS, &opens}
		var jobs []job
		for _, f := range c.Files {
			jobs = append(jobs, job{c, f})
		}
		if len(jobs) == 0 {
			t.Fatalf("%s: no transcript discovered", tc.format.Name())
		}
		if _, err := foretell(context.Background(), jobs, Options{Workers: 2}); err != nil {
			t.Fatal(err)
		}
		if got := opens.Load() > 0; got != tc.opens {
			t.Errorf("%s: foretell opened %d files", tc.format.Name(), opens.Load())
		}
	}
}
