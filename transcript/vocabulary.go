package transcript

import (
	"maps"
	"slices"
	"strings"
)

// Words returns the words of the schema's vocabulary, lowercase, sorted,
// each once: the runs of ASCII letters and digits in its member names,
// frame and block types, roles, statuses, tool names and documented
// values. A bundle keeps them verbatim (keys and discriminators), so that
// a project or user spelled like one (~/src/webfetch, ~/src/enqueue) is
// identity only where it stands as identity: see identity.AddCommon.
func (s SchemaSpec) Words() []string {
	words := map[string]bool{}
	add := func(names ...string) {
		for _, n := range names {
			for _, w := range strings.FieldsFunc(n, func(r rune) bool {
				return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9')
			}) {
				words[strings.ToLower(w)] = true
			}
		}
	}
	for _, p := range s.Positions {
		add(slices.Collect(maps.Keys(p.Keys))...)
	}
	for _, names := range [][]string{s.TypeKeys, s.DiscKeys, s.NameKeys, s.IDKeys, s.TimeKeys, s.MCPTools,
		{s.TextBlock, s.ToolBlock}, s.Shapes.Keysets, s.Shapes.MessageKeysets, s.Shapes.Roles,
		s.Shapes.Statuses, s.Shapes.Tools, s.Shapes.Values, {s.Shapes.MessageMembers}} {
		add(names...)
	}
	for _, m := range []map[string]string{s.Shapes.Blocks, s.Shapes.Members, s.Shapes.BlockMembers} {
		for k, v := range m {
			add(k, v)
		}
	}
	return slices.Sorted(maps.Keys(words))
}
