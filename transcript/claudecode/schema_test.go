package claudecode_test

import (
	"testing"

	"github.com/transcrub/transcrub/internal/schematest"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

func TestSchemaCompiles(t *testing.T) {
	s, err := transcript.CompileSchema(claudecode.Schema)
	if err != nil {
		t.Fatal(err)
	}
	schematest.Check(t, s, []schematest.Case{
		schematest.Want("type", true, transcript.SurfaceOther, transcript.FieldType),
		schematest.Want("userType", true, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("cwd", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("sessionId", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.role", true, transcript.SurfaceOther, transcript.FieldRole),
		schematest.Want("message.model", true, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.stop_reason", true, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.id", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.content.[].type", true, transcript.SurfaceOther, transcript.FieldBlockType),
		schematest.Want("message.content.[].name", true, transcript.SurfaceOther, transcript.FieldBlockName),
		schematest.Want("message.content.[].text", false, transcript.SurfaceText, transcript.FieldText),
		schematest.Want("message.content.[].thinking", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.content.[].source.data", false, transcript.SurfaceOther, transcript.FieldNone),
		schematest.Want("message.content.[].input.file_path", false, transcript.SurfaceToolInput, transcript.FieldPath),
		schematest.Want("message.content.[].input.command", false, transcript.SurfaceToolInput, transcript.FieldCommand),
		schematest.Want("message.content.[].input.pattern", false, transcript.SurfaceToolInput, transcript.FieldNone),
		schematest.Want("toolUseResult.stdout", false, transcript.SurfaceOther, transcript.FieldNone),
	})
	if p := s.Open(schematest.At(s, "message", "content", "[]", "input"), false); p != transcript.PosContent {
		t.Errorf("an array input is at %d, want content", p)
	}
	for key, want := range map[string]transcript.KeyKind{"subtype": transcript.KeyDisc, "status": transcript.KeyDisc,
		"type": transcript.KeyType, "name": transcript.KeyName, "content": transcript.KeyPlain, "uuid": transcript.KeyPlain} {
		if got := s.KindOf([]byte(key)); got != want {
			t.Errorf("key kind of %s: %d, want %d", key, got, want)
		}
	}
}
