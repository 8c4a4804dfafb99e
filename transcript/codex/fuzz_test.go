package codex_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// FuzzSummarize: any bytes are read to the end without a panic, every
// line is a record or a diagnostic, no diagnostic quotes the input, and
// the scan section counts the records Summarize does.
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
		// The scan section reads the same frames to the end and counts
		// each record once.
		sec := codex.Format.(transcript.Sectioned).NewSection()
		sec.BeginFile(transcript.File{Path: "f.jsonl"})
		rd := transcript.NewReader(codex.Format.Schema(), bytes.NewReader(data), "f.jsonl", 1<<16)
		for {
			fr, err := rd.Next()
			if err == io.EOF {
				break
			}
			if err == nil {
				sec.Frame(fr, fr.Line.Bytes)
			}
		}
		sec.EndFile()
		n := 0
		for _, c := range sec.Result().(codex.Stats).Generations {
			n += c
		}
		if n != s.Records {
			t.Errorf("the section counts %d records, Summarize %d", n, s.Records)
		}
	})
}
