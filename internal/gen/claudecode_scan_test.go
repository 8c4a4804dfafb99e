package gen

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// scanClaude discovers and scans the Claude Code root at root.
func scanClaude(t *testing.T, root string, workers int) *transcript.Report {
	t.Helper()
	src, err := claudecode.Format.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := claudecode.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := transcript.Scan(context.Background(), []*transcript.Corpus{c}, transcript.ScanOptions{Workers: workers})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The scan of a generated Claude Code root, with one worker or two, is
// its ledger: the neutral statistics and the claude-code section, whose
// usage counts each message.id once although its records repeat it.
func TestClaudeScanMatchesLedger(t *testing.T) {
	root, l, _ := generateClaude(t, ClaudeSmall())
	for _, workers := range []int{1, 2} {
		r := scanClaude(t, root, workers)
		if r.Format != claudecode.Name {
			t.Errorf("format %q", r.Format)
		}
		equalJSON(t, "stats", r.Stats, l.Stats)
		equalJSON(t, "section", r.Sections[claudecode.Name], l.Section)
	}
	if l.Section.Messages.MultiRecord == 0 || l.Section.Messages.Records <= l.Section.Messages.IDs {
		t.Errorf("no message over several records: %+v", l.Section.Messages)
	}
}

// equalJSON fails when got and want differ as JSON, naming what.
func equalJSON(t *testing.T, what string, got, want any) {
	t.Helper()
	g, _ := json.MarshalIndent(got, "", " ")
	w, _ := json.MarshalIndent(want, "", " ")
	if string(g) != string(w) {
		t.Errorf("%s: scan says\n%s\nledger says\n%s", what, g, w)
	}
}
