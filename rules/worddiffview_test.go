package rules

import "testing"

// TestFindInWordDiff: a value a word diff changes in place is found on
// both sides, the removed one and the added one, each at the text's own
// offsets and no further; a text of brackets that pair no run is read as
// written only.
func TestFindInWordDiff(t *testing.T) {
	s := Default()
	text := "diff --git a/config/app.ini b/config/app.ini\n@@ -4,3 +4,3 @@\n[smtp]\npassword = [-Marble691?jgo-]{+Copper813!zng+}\nport = 587\n"
	for _, secret := range []string{"Marble691?jgo", "Copper813!zng"} {
		if ms := s.Find(nil, text); !covered(text, ms, secret) {
			t.Errorf("the %d-byte value is not covered (%d matches)", len(secret), len(ms))
		}
	}
	views := wordDiffViews("password = [-old-]{+new+} and [-x\n-]")
	if len(views) != 2 || views[0].text != "password = old and [-x\n-]" || views[1].text != "password = new and [-x\n-]" {
		t.Fatalf("the views are %d, not the texts before and after", len(views))
	}
	if start, end := views[1].span(11, 14); start != 20 || end != 23 {
		t.Errorf("the added value maps to [%d,%d), want [20,23)", start, end)
	}
	// Openers of one kind whose line holds no closer, then a run of the
	// other kind on that line and a run of the first kind on the next.
	line := "v = [[-0.12, 0.5], [-0.3, 0.1], [-0.7]] {+new+}\nw = [-old-] [--]\n"
	if got := wordDiffRuns(line); len(got) != 2 || line[got[0].start:got[0].end] != "{+new+}" || line[got[1].start:got[1].end] != "[-old-]" {
		t.Errorf("the runs of a line of negative numbers are %v", got)
	}
	if wordDiffViews("x := a[-1] + b[i-1]") != nil {
		t.Error("brackets that pair no run make views")
	}
}
