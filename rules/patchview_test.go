package rules

import (
	"strings"
	"testing"
)

// TestFindInPatchBodies: what a context finds in a file as written it
// finds in a patch that adds or changes the file, where every line opens
// with a mark, at the patch's offsets; the patch's own lines are read
// as written too.
func TestFindInPatchBodies(t *testing.T) {
	s := Default()
	potfile := "$ cat ~/.local/share/hashcat/hashcat.potfile\ndd59327c1a2f02875a54459c7d3cfa30:Harbor228#xkq\n"
	for _, tc := range []struct{ name, text, secret string }{
		{"envelope", "*** Begin Patch\n*** Add File: notes.txt\n+" + strings.ReplaceAll(strings.TrimSuffix(potfile, "\n"), "\n", "\n+") + "\n*** End Patch", "Harbor228#xkq"},
		{"hunk", "diff --git a/notes.txt b/notes.txt\n--- a/notes.txt\n+++ b/notes.txt\n@@ -1,1 +1,2 @@\n" + " " + strings.ReplaceAll(strings.TrimSuffix(potfile, "\n"), "\n", "\n+") + "\n", "Harbor228#xkq"},
		{"removed", "*** Begin Patch\n*** Update File: auth.txt\n@@\n-$ cat /etc/openvpn/auth.txt\n-vpnuser\n-Falcon467&hkw\n+see the vault\n*** End Patch", "Falcon467&hkw"},
	} {
		if ms := s.Find(nil, tc.text); !covered(tc.text, ms, tc.secret) {
			t.Errorf("%s: the secret is not covered (%d matches)", tc.name, len(ms))
		}
	}
}

// covered reports whether some match of ms covers the secret's bytes in
// text whole, and the matches are sorted and apart.
func covered(text string, ms []Match, secret string) bool {
	i := strings.Index(text, secret)
	ok := false
	for k, m := range ms {
		if k > 0 && m.Start < ms[k-1].End {
			return false
		}
		if m.Start <= i && i+len(secret) <= m.End {
			ok = true
		}
	}
	return ok
}

func TestPatchBodyOffsets(t *testing.T) {
	text := "*** Begin Patch\n*** Add File: a\n+one\n+two\n*** End Patch"
	bs := patchBodies(text)
	if len(bs) != 1 || bs[0].text != "one\ntwo\n" {
		t.Fatalf("%d bodies, want one of the added file's two lines", len(bs))
	}
	b := bs[0]
	for _, w := range []string{"one", "two", "one\ntwo"} {
		p := strings.Index(b.text, w)
		s, e := b.offset(p, false), b.offset(p+len(w), true)
		if got := strings.ReplaceAll(text[s:e], "\n+", "\n"); got != w {
			t.Errorf("body offsets %d..%d map to the patch's %d..%d, which hold other bytes", p, p+len(w), s, e)
		}
	}
	if patchBodies("a\nb\n+c") != nil {
		t.Error("a line opening with '+' outside a patch made a body")
	}
}
