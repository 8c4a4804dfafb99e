package transcript_test

import (
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// NewCounts tallies the files, frames and bytes a full inventory does,
// and nothing of the frames' shapes, keys or blocks.
func TestCountsTallyOnlyCounts(t *testing.T) {
	lines := []string{
		`{"role":"user","message":{"content":[{"type":"text","text":"synthetic prompt"}]}}`,
		`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/a/b"}}]}}`,
		`{"role":"assistant","odd_key":1,"message":{"content":[{"type":"text","text":"tool_result is_error"}]}}`,
	}
	p := transcript.NewParser(cursor.Format.Schema())
	full, counts := transcript.NewInventory(), transcript.NewCounts()
	for _, in := range []*transcript.Inventory{full, counts} {
		in.SetSchema(cursor.Format.Schema())
		in.BeginFile(transcript.File{Path: "p/agent-transcripts/x.jsonl", Size: 300})
		for _, l := range lines {
			var f transcript.Frame
			if err := p.Parse(&f, []byte(l)); err != nil {
				t.Fatal(err)
			}
			in.Line([]byte(l))
			in.Frame(&f)
		}
		in.Problem(transcript.Malformed)
		in.EndFile()
	}
	f, c := full.Stats(), counts.Stats()
	if c.Transcripts != 1 || c.Frames != 3 || c.MalformedLines != 1 || counts.Bytes() != 300 || counts.FileSkipped() != 1 {
		t.Fatalf("counts: %d transcripts, %d frames, %d malformed, %d bytes, %d skipped; want 1, 3, 1, 300, 1",
			c.Transcripts, c.Frames, c.MalformedLines, counts.Bytes(), counts.FileSkipped())
	}
	if c.Transcripts != f.Transcripts || c.Frames != f.Frames || c.MalformedLines != f.MalformedLines || counts.Bytes() != full.Bytes() {
		t.Fatal("counts differ from the full inventory's")
	}
	if len(f.Keysets) == 0 || len(f.ToolNames) == 0 || f.Negative.ToolResult == 0 || len(full.Drift()) == 0 {
		t.Fatal("the full inventory tallied no keysets, tools, negatives or drift: the test tells nothing")
	}
	if len(c.Keysets) != 0 || len(c.Roles) != 0 || len(c.ToolNames) != 0 || c.Negative != (transcript.Stats{}).Negative ||
		c.FilesWithoutTurnEnded != 0 || len(counts.Drift()) != 0 {
		t.Fatal("counts tallied what only a scan reads")
	}
}
