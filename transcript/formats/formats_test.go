package formats_test

import (
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/formats"
)

// TestMembersRoundTrip checks that every format's bundle paths lead back
// to it, and that names are unique.
func TestMembersRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, f := range formats.All {
		if seen[f.Name()] || formats.Named(f.Name()) != f {
			t.Errorf("%s: name repeated or not found", f.Name())
		}
		seen[f.Name()] = true
		for _, file := range []transcript.File{
			{Path: "p/s.jsonl", Project: "p", Session: "s"},
			{Path: "p/s/subagents/c.jsonl", Project: "p", Session: "s", Child: "c", Role: transcript.RoleSubagent},
			{Path: "p/t.txt", Project: "p", Session: "s", Name: "t.txt", Role: transcript.RoleSidecar},
		} {
			member := f.BundlePath(file, func(s string) string { return s })
			if got := formats.OfMember(member); got != f {
				t.Errorf("%s: member %s is read as %s", f.Name(), member, got.Name())
			}
		}
	}
	if formats.Named("nope") != nil {
		t.Error("an unknown name has a format")
	}
}

// TestTranscriptMembers: .jsonl members are transcripts, but a Codex
// home's JSONL sidecars, which a structural bundle fills as text, and a
// Claude Code workflow run's journal.
func TestTranscriptMembers(t *testing.T) {
	for name, want := range map[string]bool{
		"projects/p/agent-transcripts/s/s.jsonl":                        true,
		"codex/sessions/2021/01/01/rollout-x.jsonl":                     true,
		"codex/history.jsonl":                                           false,
		"codex/session_index.jsonl":                                     false,
		"codex/sessions/history.jsonl":                                  true,
		"claude-code/projects/p/s/tool-results/t.txt":                   false,
		"claude-code/projects/p/s/subagents/workflows/r/journal.jsonl":  false,
		"claude-code/projects/p/s/subagents/workflows/r/agent-a1.jsonl": true,
		"claude-code/projects/p/s/subagents/journal.jsonl":              true,
		"projects/p/agent-transcripts/workflows/r/journal.jsonl":        true,
	} {
		if got := formats.Transcript(name); got != want {
			t.Errorf("Transcript(%s) = %v", name, got)
		}
	}
}
