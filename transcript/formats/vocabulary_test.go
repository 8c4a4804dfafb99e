package formats_test

import (
	"testing"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/transcript/formats"
)

// TestVocabularyIsCommon checks that the words of every format's schemas
// are common to identity once the registry is linked in: a tool name
// (WebFetch, ApplyPatch), a documented value (enqueue) and a member name
// (tool_use_id) of the dictionary's or not.
func TestVocabularyIsCommon(t *testing.T) {
	for _, w := range []string{"webfetch", "ApplyPatch", "enqueue", "popAll", "isSidechain", "toolUseResult"} {
		if !identity.Common(w) {
			t.Errorf("%s is not common", w)
		}
	}
	for _, spec := range formats.Schemas {
		for _, w := range spec.Words() {
			if !identity.Common(w) {
				t.Errorf("%s is not common", w)
			}
		}
	}
}
