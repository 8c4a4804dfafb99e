package transcript

import (
	"slices"
	"strings"
	"testing"
)

// hasKey finds a key of a key set as splitting the set at its commas
// does, and no key that is only part of one.
func TestHasKey(t *testing.T) {
	sets := []string{"", "id", "id,message", "message,uuid", "a,,b", "parentUuid,uuid", "uuidx,xuuid", "cwd,gitBranch,isSidechain,message,parentUuid,uuid"}
	keys := []string{"", "id", "uuid", "message", "a", "b", "Uuid", "x", "gitBranch", "cwd"}
	for _, set := range sets {
		for _, key := range keys {
			if got, want := hasKey(set, key), slices.Contains(strings.Split(set, ","), key); got != want {
				t.Errorf("hasKey(%q, %q) = %v, want %v", set, key, got, want)
			}
		}
	}
}
