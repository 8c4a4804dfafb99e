package cursor_test

import (
	"testing"

	"github.com/transcrub/transcrub/internal/schematest"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

func TestSchemaCompiles(t *testing.T) {
	s, err := transcript.CompileSchema(cursor.Schema)
	if err != nil {
		t.Fatal(err)
	}
	schematest.Check(t, s, []schematest.Case{
		schematest.Want("role", true, transcript.SurfaceOther, transcript.FieldRole),
		schematest.Want("status", true, transcript.SurfaceOther, transcript.FieldStatus),
		schematest.Want("error.message", false, transcript.SurfaceError, transcript.FieldError),
		schematest.Want("message.content.[].type", true, transcript.SurfaceOther, transcript.FieldBlockType),
		schematest.Want("message.content.[].name", true, transcript.SurfaceOther, transcript.FieldBlockName),
		schematest.Want("message.content.[].text", false, transcript.SurfaceText, transcript.FieldText),
		schematest.Want("message.content.[].input", false, transcript.SurfacePatch, transcript.FieldInput),
		schematest.Want("message.content.[].input.path", false, transcript.SurfaceToolInput, transcript.FieldPath),
		schematest.Want("message.content.[].input.query", false, transcript.SurfaceToolInput, transcript.FieldNone),
		schematest.Want("message.content.[].input.arguments.q", false, transcript.SurfaceToolArgs, transcript.FieldNone),
		schematest.Want("message.model", false, transcript.SurfaceOther, transcript.FieldNone),
	})
	if p := s.Open(schematest.At(s, "message"), false); p != transcript.PosContent {
		t.Errorf("an array message is at %d, want content", p)
	}
	if lv := s.LevelOf(schematest.At(s, "message", "content"), false); lv != transcript.LevelContent {
		t.Errorf("message.content level %d, want LevelContent", lv)
	}
	if s.KindOf([]byte("subtype")) != transcript.KeyDisc || s.KindOf([]byte("text")) != transcript.KeyPlain {
		t.Errorf("key kinds of subtype and text: %d, %d", s.KindOf([]byte("subtype")), s.KindOf([]byte("text")))
	}
}

func TestCompileSchemaRejects(t *testing.T) {
	for name, spec := range map[string]transcript.SchemaSpec{
		"no positions":  {},
		"duplicate":     {Positions: []transcript.PositionSpec{{Name: "a"}, {Name: "a"}}},
		"reserved":      {Positions: []transcript.PositionSpec{{Name: "content"}}},
		"unknown":       {Positions: []transcript.PositionSpec{{Name: "a", Other: "b"}}},
		"scalar level":  {Positions: []transcript.PositionSpec{{Name: "a", Container: transcript.ContainerScalar, Level: transcript.LevelRoot}}},
		"array level":   {Positions: []transcript.PositionSpec{{Name: "a", Container: transcript.ContainerArray, Level: transcript.LevelRoot}}},
		"object blocks": {Positions: []transcript.PositionSpec{{Name: "a", Container: transcript.ContainerObject, Level: transcript.LevelContent}}},
	} {
		if _, err := transcript.CompileSchema(spec); err == nil {
			t.Errorf("%s: compiled", name)
		}
	}
}
