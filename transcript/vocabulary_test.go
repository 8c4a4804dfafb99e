package transcript

import (
	"slices"
	"testing"
)

func TestSchemaWords(t *testing.T) {
	spec := SchemaSpec{
		Positions: []PositionSpec{{Name: "frame", Keys: map[string]string{"toolUseResult": "content", "tool_use_id": "id"}}},
		IDKeys:    []string{"parentUuid"},
		Shapes: ShapeSpec{Roles: []string{"user"}, Tools: []string{"WebFetch"}, Values: []string{"popAll"},
			Blocks: map[string]string{"tool_use": "id,input"}, Members: map[string]string{"queue-operation": "operation"}},
	}
	want := []string{"id", "input", "operation", "parentuuid", "popall", "queue", "tool", "tooluseresult", "use", "user", "webfetch"}
	if got := spec.Words(); !slices.Equal(got, want) {
		t.Errorf("Words() = %q, want %q", got, want)
	}
}
