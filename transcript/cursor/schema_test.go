package cursor_test

import (
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// at walks the compiled schema from the root along a path of member
// names, "[]" standing for an element, opening each container as the
// step needs it.
func at(s *transcript.Schema, path ...string) transcript.Pos {
	p := s.Root
	for _, step := range path {
		if step == "[]" {
			p = s.Elem(s.Open(p, false))
		} else {
			p, _ = s.Key(s.Open(p, true), []byte(step))
		}
	}
	return p
}

func TestSchemaCompiles(t *testing.T) {
	s, err := transcript.CompileSchema(cursor.Schema)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path    []string
		disc    bool
		surface transcript.Surface
		field   transcript.Field
	}{
		{[]string{"role"}, true, transcript.SurfaceOther, transcript.FieldRole},
		{[]string{"status"}, true, transcript.SurfaceOther, transcript.FieldStatus},
		{[]string{"error", "message"}, false, transcript.SurfaceError, transcript.FieldError},
		{[]string{"message", "content", "[]", "type"}, true, transcript.SurfaceOther, transcript.FieldBlockType},
		{[]string{"message", "content", "[]", "name"}, true, transcript.SurfaceOther, transcript.FieldBlockName},
		{[]string{"message", "content", "[]", "text"}, false, transcript.SurfaceText, transcript.FieldText},
		{[]string{"message", "content", "[]", "input"}, false, transcript.SurfacePatch, transcript.FieldInput},
		{[]string{"message", "content", "[]", "input", "path"}, false, transcript.SurfaceToolInput, transcript.FieldPath},
		{[]string{"message", "content", "[]", "input", "query"}, false, transcript.SurfaceToolInput, transcript.FieldNone},
		{[]string{"message", "content", "[]", "input", "arguments", "q"}, false, transcript.SurfaceToolArgs, transcript.FieldNone},
		{[]string{"message", "model"}, false, transcript.SurfaceOther, transcript.FieldNone},
	} {
		info := s.Info(at(s, c.path...))
		if info.Discriminator != c.disc || info.Surface != c.surface || info.Field != c.field {
			t.Errorf("%s: discriminator %v, surface %d, field %d; want %v, %d, %d",
				strings.Join(c.path, "."), info.Discriminator, info.Surface, info.Field, c.disc, c.surface, c.field)
		}
	}
	if p := s.Open(at(s, "message"), false); p != transcript.PosContent {
		t.Errorf("an array message is at %d, want content", p)
	}
	if lv := s.LevelOf(at(s, "message", "content"), false); lv != transcript.LevelContent {
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
