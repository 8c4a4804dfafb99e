package scrub

import (
	"fmt"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// The frames the scrubber builds as it walks a sibling format's lines
// carry the identity fields the parser's do: the same Idents and
// MoreIdents, on lines with cwd, branch, git, writable roots and a time
// zone, and on lines where those keys hold other than strings.
func TestLineFrameIdents(t *testing.T) {
	for _, c := range []struct {
		format transcript.Format
		lines  []string
	}{
		{claudecode.Format, []string{
			`{"type":"user","cwd":"/Users/will/src/acme-notes","gitBranch":"will/acme-fix","message":{"role":"user","content":"hi"},"toolUseResult":{"cwd":"/x"}}`,
			`{"type":"user","cwd":["/a"],"gitBranch":{"b":"c"},"message":{"role":"user","content":"hi"}}`,
		}},
		{codex.Format, []string{
			`{"timestamp":"2026-03-04T05:06:07.000Z","type":"session_meta","payload":{"id":"x","cwd":"/Users/will/acme-notes","git":{"branch":"will/acme-fix","repository_url":"git@github.com:willacme/acme-notes.git"}}}`,
			`{"timestamp":"2026-03-04T05:06:08.000Z","type":"turn_context","payload":{"cwd":"/Users/will/acme-notes","timezone":"America/Denver","sandbox_policy":{"mode":"workspace-write","writable_roots":["/Users/will/acme-notes"]}}}`,
			`{"timestamp":"2026-03-04T05:06:08.000Z","type":"turn_context","payload":{"cwd":7,"timezone":null,"git":"main","sandbox_policy":[]}}`,
		}},
	} {
		s := NewStructural(NewPseudonymizer(testSalt))
		s.SetSchema(c.format.Schema())
		p := transcript.NewParser(c.format.Schema())
		fb := transcript.NewFrameBuilder()
		for i, line := range c.lines {
			var want, got transcript.Frame
			if err := p.Parse(&want, []byte(line)); err != nil {
				t.Fatalf("%s line %d: Parse: %v", c.format.Name(), i+1, err)
			}
			if _, err := s.LineFrame(nil, []byte(line), nil, fb, &got); err != nil {
				t.Fatalf("%s line %d: LineFrame: %v", c.format.Name(), i+1, err)
			}
			if fmt.Sprint(got.Idents, got.MoreIdents) != fmt.Sprint(want.Idents, want.MoreIdents) {
				t.Errorf("%s line %d: the walk's idents %v %v, the parser's %v %v", c.format.Name(), i+1, got.Idents, got.MoreIdents, want.Idents, want.MoreIdents)
			}
		}
	}
}
