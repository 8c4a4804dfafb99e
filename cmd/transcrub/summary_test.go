package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/export"
)

// The summary says whether the checklist set is proven the cheapest, and
// otherwise its gap to the lower bound; --select all says neither.
func TestSummaryCoverGuarantee(t *testing.T) {
	for _, tt := range []struct {
		cover *export.CoverInfo
		want  string
	}{
		{&export.CoverInfo{Bytes: 300, Optimal: true, LowerBound: 300}, "checklist set: 300 source bytes, the cheapest cover\n"},
		{&export.CoverInfo{Bytes: 300, LowerBound: 240}, "checklist set: 300 source bytes, within 25.0% of the lower bound (240 bytes; the search ran out of budget)\n"},
		{nil, ""},
	} {
		var w bytes.Buffer
		printSummary(&w, &export.Manifest{Mode: "structural", Selection: export.SelectionInfo{Cover: tt.cover}}, "out.tar.zst", export.FormatTarZst)
		lines := strings.SplitAfter(w.String(), "\n")
		if got := strings.TrimPrefix(strings.Join(lines[1:], ""), "transcrub: "); got != tt.want {
			t.Errorf("cover %+v: summary ends %q, want %q", tt.cover, got, tt.want)
		}
	}
}
