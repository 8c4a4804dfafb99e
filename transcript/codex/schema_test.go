package codex_test

import (
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// at walks the compiled schema from the root along a path of member
// names, "[]" standing for an element, opening each container as the
// step needs it (an object, unless the step is "[]"), and returns the
// position and the kind the last member name gives a string there.
func at(s *transcript.Schema, path ...string) (transcript.Pos, transcript.KeyKind) {
	p, kind := s.Root, transcript.KeyPlain
	for _, step := range path {
		if step == "[]" {
			p, kind = s.Elem(s.Open(p, false)), transcript.KeyPlain
		} else {
			p, kind = s.Key(s.Open(p, true), []byte(step))
		}
	}
	return p, kind
}

func pos(s *transcript.Schema, path ...string) transcript.Pos {
	p, _ := at(s, path...)
	return p
}

func TestSchemaCompiles(t *testing.T) {
	s, err := transcript.CompileSchema(codex.Schema)
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		disc, embedded, base64 bool
		surface                transcript.Surface
		field                  transcript.Field
	}
	for _, c := range []struct {
		path []string
		want want
	}{
		{[]string{"type"}, want{disc: true, field: transcript.FieldType}},
		{[]string{"timestamp"}, want{}},
		{[]string{"payload", "type"}, want{disc: true}},
		{[]string{"payload", "role"}, want{disc: true}},
		{[]string{"payload", "name"}, want{disc: true}},
		{[]string{"payload", "status"}, want{disc: true}},
		{[]string{"payload", "call_id"}, want{}},
		{[]string{"payload", "content", "[]", "type"}, want{disc: true, field: transcript.FieldBlockType}},
		{[]string{"payload", "content", "[]", "text"}, want{surface: transcript.SurfaceText, field: transcript.FieldText}},
		{[]string{"payload", "arguments"}, want{embedded: true, surface: transcript.SurfaceToolInput}},
		{[]string{"payload", "output"}, want{embedded: true}},
		{[]string{"payload", "output", "[]", "text"}, want{surface: transcript.SurfaceText}},
		// A JSON-encoded output's members: a shell's output is an output,
		// an MCP result's "name" in a row is content, not a tool's.
		{[]string{"payload", "output", "output"}, want{embedded: true}},
		{[]string{"payload", "output", "rows", "[]", "name"}, want{}},
		{[]string{"payload", "output", "metadata", "exit_code"}, want{}},
		{[]string{"payload", "input"}, want{surface: transcript.SurfacePatch}},
		{[]string{"payload", "encrypted_content"}, want{base64: true}},
		{[]string{"payload", "summary", "[]", "text"}, want{surface: transcript.SurfaceText}},
		{[]string{"payload", "summary", "[]", "type"}, want{disc: true}},
		{[]string{"payload", "message"}, want{surface: transcript.SurfaceText}},
		{[]string{"payload", "user_instructions"}, want{}},
		{[]string{"payload", "base_instructions", "text"}, want{}},
		{[]string{"payload", "cwd"}, want{field: transcript.FieldDir}},
		{[]string{"payload", "timezone"}, want{field: transcript.FieldTimeZone}},
		{[]string{"payload", "git", "repository_url"}, want{field: transcript.FieldRemote}},
		{[]string{"payload", "sandbox_policy", "writable_roots", "[]"}, want{field: transcript.FieldDir}},
		{[]string{"payload", "sandbox_policy", "mode"}, want{disc: true}},
		{[]string{"payload", "model"}, want{disc: true}},
		{[]string{"payload", "source"}, want{disc: true}},
		{[]string{"payload", "source", "subagent", "other"}, want{disc: true}},
		{[]string{"payload", "source", "subagent", "thread_spawn", "agent_nickname"}, want{}},
		{[]string{"payload", "replacement_history", "[]", "content", "[]", "text"}, want{surface: transcript.SurfaceText}},
		{[]string{"payload", "replacement_history", "[]", "encrypted_content"}, want{base64: true}},
		{[]string{"payload", "git", "branch"}, want{field: transcript.FieldBranch}},
		// A bare, pre-envelope item: its members at the root.
		{[]string{"arguments"}, want{embedded: true, surface: transcript.SurfaceToolInput}},
		{[]string{"role"}, want{disc: true, field: transcript.FieldRole}},
		{[]string{"instructions"}, want{surface: transcript.SurfaceText}},
	} {
		p, kind := at(s, c.path...)
		info := s.Info(p)
		disc := info.Discriminator || kind == transcript.KeyType || kind == transcript.KeyDisc
		got := want{disc, info.EmbeddedJSON, info.Base64, info.Surface, info.Field}
		if got != c.want {
			t.Errorf("%s: %+v, want %+v", strings.Join(c.path, "."), got, c.want)
		}
	}
	if lv := s.LevelOf(pos(s, "payload"), true); lv != transcript.LevelMessage {
		t.Errorf("payload level %d, want LevelMessage", lv)
	}
	if lv := s.LevelOf(pos(s, "payload", "replacement_history", "[]"), true); lv != transcript.LevelNone {
		t.Errorf("a compacted history item has level %d, want none", lv)
	}
	if codex.Format.Schema() == nil {
		t.Error("Format.Schema is nil")
	}
}

// TestReaderFrameFields reads the payload's content items as the frame's
// blocks, by the schema's frame fields.
func TestReaderFrameFields(t *testing.T) {
	r := codex.NewReader(strings.NewReader(`{"timestamp":"t","type":"response_item","payload":{"type":"message","role":"assistant","content":[{"type":"output_text","text":"hello"}]}}`+"\n"), "f.jsonl", 0)
	rec, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	f := rec.Frame
	if f.Type != "response_item" || f.Keyset != "payload,timestamp,type" || f.MessageKeyset != "content,role,type" ||
		len(f.Blocks) != 1 || f.Blocks[0].Type != "output_text" || f.Blocks[0].Keyset != "text,type" {
		t.Errorf("frame type %q, keys %q, payload keys %q, blocks %+v", f.Type, f.Keyset, f.MessageKeyset, f.Blocks)
	}
	if rec.Item != "message" || rec.Role != "assistant" || rec.Gen != codex.GenEnvelope {
		t.Errorf("record %+v", rec)
	}
}
