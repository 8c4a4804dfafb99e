package transcript_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// The parser gathers each format's identity fields: Claude Code's cwd and
// gitBranch; Codex's session and turn cwd, git remote and branch,
// writable roots and time zone; nothing from content that only looks
// alike. Parse puts the frame's and its message's own in Frame.Idents and
// notes nested ones (MoreIdents), which Parser.Idents reads too.
func TestFrameIdents(t *testing.T) {
	for _, c := range []struct {
		format transcript.Format
		line   string
		want   []string
		own    []string // the frame's and message's own, when some are nested
	}{
		{claudecode.Format, `{"type":"user","cwd":"/Users/will/src/acme-notes","gitBranch":"will/acme-fix","message":{"role":"user","content":"the cwd is x"},"toolUseResult":{"cwd":"/elsewhere"}}`,
			[]string{"dir /Users/will/src/acme-notes", "branch will/acme-fix"}, nil},
		{claudecode.Format, `{"type":"user","cwd":["/not/a/string"]}`, nil, nil},
		{codex.Format, `{"timestamp":"t","type":"session_meta","payload":{"id":"x","cwd":"/Users/will/acme-notes","git":{"commit_hash":"abc","branch":"will/acme-fix","repository_url":"git@github.com:willacme/acme-notes.git"}}}`,
			[]string{"dir /Users/will/acme-notes", "branch will/acme-fix", "remote git@github.com:willacme/acme-notes.git"},
			[]string{"dir /Users/will/acme-notes"}},
		{codex.Format, `{"timestamp":"t","type":"turn_context","payload":{"cwd":"/Users/will/acme-notes","timezone":"America/Denver","sandbox_policy":{"mode":"workspace-write","writable_roots":["/Users/will/acme-notes","/tmp"]}}}`,
			[]string{"dir /Users/will/acme-notes", "zone America/Denver", "dir /Users/will/acme-notes", "dir /tmp"},
			[]string{"dir /Users/will/acme-notes", "zone America/Denver"}},
		{codex.Format, `{"timestamp":"t","type":"response_item","payload":{"type":"message","role":"user","content":[{"type":"input_text","text":"cwd timezone git"}]}}`, nil, nil},
	} {
		p := transcript.NewParser(c.format.Schema())
		var f transcript.Frame
		if err := p.Parse(&f, []byte(c.line)); err != nil {
			t.Fatalf("%s: %v", c.format.Name(), err)
		}
		own, moreIdents := describe(f.Idents), f.MoreIdents
		all, err := p.Idents(&f, []byte(c.line))
		if err != nil {
			t.Fatalf("%s: Idents: %v", c.format.Name(), err)
		}
		if got := describe(all); !slices.Equal(got, c.want) {
			t.Errorf("%s line %.40s…: idents %q, want %q", c.format.Name(), c.line, got, c.want)
		}
		if more := !slices.Equal(own, c.want); more != moreIdents || more && !slices.Equal(own, c.own) {
			t.Errorf("%s line %.40s…: own idents %q (more: %v), want %q", c.format.Name(), c.line, own, moreIdents, c.own)
		}
	}
}

// describe names each ident's field and value.
func describe(ids []transcript.Ident) []string {
	var out []string
	for _, id := range ids {
		out = append(out, fmt.Sprintf("%s %s", fieldName(id.Field), id.Value))
	}
	return out
}

func fieldName(f transcript.Field) string {
	switch f {
	case transcript.FieldDir:
		return "dir"
	case transcript.FieldBranch:
		return "branch"
	case transcript.FieldRemote:
		return "remote"
	case transcript.FieldTimeZone:
		return "zone"
	}
	return "?"
}
