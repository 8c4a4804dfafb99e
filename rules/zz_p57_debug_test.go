package rules

import (
	"os"
	"testing"
)

func TestP57Find(t *testing.T) {
	text := os.Getenv("P57TEXT")
	for _, m := range Default().Find(nil, text) {
		t.Logf("%s: %q", m.Rule.ID, text[m.Start:m.End])
	}
}
