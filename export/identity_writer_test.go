package export

import (
	"bytes"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/identity"
)

// A term is found in sidecar content however the writes split it, and
// content without one passes through whole.
func TestIdentityWriterFindsSplitTerms(t *testing.T) {
	id := identity.NewCheck(identity.Terms{"HostName7": true}, nil)
	text := "some output from hostNAME7 and more"
	for cut := range len(text) + 1 {
		var out bytes.Buffer
		w := identityWriter{id: id}
		w.reset(&out)
		_, err1 := w.Write([]byte(text[:cut]))
		_, err2 := w.Write([]byte(text[cut:]))
		if err1 == nil && err2 == nil {
			t.Fatalf("term split at %d not found", cut)
		}
	}
	var out bytes.Buffer
	w := identityWriter{id: id}
	w.reset(&out)
	clean := strings.Repeat("hostnam7 host name7 ", 50)
	for i := 0; i < len(clean); i += 7 {
		if _, err := w.Write([]byte(clean[i:min(i+7, len(clean))])); err != nil {
			t.Fatalf("clean content rejected: %v", err)
		}
	}
	if out.String() != clean {
		t.Errorf("content changed on its way through")
	}
}
