// Package schematest checks a format's compiled schema in tests: what the
// position at a path of member names says.
package schematest

import (
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
)

// At walks the compiled schema from the root along a path of member
// names, "[]" standing for an element, opening each container as the
// step needs it.
func At(s *transcript.Schema, path ...string) transcript.Pos {
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

// Case is what the position at a path must say.
type Case struct {
	path    []string
	disc    bool
	surface transcript.Surface
	field   transcript.Field
}

// Want is the case of the position at path, member names joined by "."
// ("message.content.[].type"): whether it is a discriminator, its surface
// and its field.
func Want(path string, disc bool, surface transcript.Surface, field transcript.Field) Case {
	return Case{strings.Split(path, "."), disc, surface, field}
}

// Check reports every case whose position says otherwise.
func Check(t testing.TB, s *transcript.Schema, cases []Case) {
	t.Helper()
	for _, c := range cases {
		info := s.Info(At(s, c.path...))
		if info.Discriminator != c.disc || info.Surface != c.surface || info.Field != c.field {
			t.Errorf("%s: discriminator %v, surface %d, field %d; want %v, %d, %d",
				strings.Join(c.path, "."), info.Discriminator, info.Surface, info.Field, c.disc, c.surface, c.field)
		}
	}
}
