package codex_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// FuzzSummarize: any bytes are read to the end without a panic, every
// line is a record or a diagnostic, and no diagnostic quotes the input.
// go test -fuzz FuzzSummarize ./transcript/codex/
func FuzzSummarize(f *testing.F) {
	f.Add([]byte(strings.Join(forkLines, "\n")))
	f.Add([]byte(`{"type":"session_meta","payload":{"source":{"subagent":{"thread_spawn":{"parent_thread_id":7}}}}}`))
	f.Add([]byte("{\"payload\":{\"info\":{\"total_token_usage\":{\"total_tokens\":1e99}}},\"type\":\"x\"}\n\n{"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := codex.Summarize(bytes.NewReader(data), transcript.File{Path: "f.jsonl"}, 1<<16, codex.NewShapes())
		if err != nil {
			t.Fatalf("read error: %v", err)
		}
		lines := bytes.Count(data, []byte("\n"))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			lines++
		}
		if s.Records+len(s.Diagnostics) != lines {
			t.Errorf("%d records and %d diagnostics for %d lines", s.Records, len(s.Diagnostics), lines)
		}
		for _, d := range s.Diagnostics {
			if msg := d.Error(); msg != "" && strings.Count(msg, "f.jsonl") != 1 {
				t.Errorf("diagnostic %q does not name the file once", msg)
			}
		}
	})
}
