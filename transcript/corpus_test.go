package transcript

import "testing"

// TestSessionDir: a subagent's session directory is the one above its
// subagents/, a Claude Code workflow run's subagents' too.
func TestSessionDir(t *testing.T) {
	for p, want := range map[string]string{
		"p/agent-transcripts/s/subagents/c.jsonl":    "p/agent-transcripts/s",
		"p/s/subagents/agent-a.jsonl":                "p/s",
		"p/s/subagents/workflows/wf_1/agent-a.jsonl": "p/s",
		"p/s/subagents/workflows/wf_1/journal.jsonl": "p/s",
		"p/workflows/subagents/agent-a.jsonl":        "p/workflows",
	} {
		if got := SessionDir(p); got != want {
			t.Errorf("SessionDir(%s) = %s, want %s", p, got, want)
		}
	}
}
