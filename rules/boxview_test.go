package rules

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFindInBoxTables: a table drawn with box-drawing characters gives
// up the secrets its ASCII twin does, at the text's offsets, and its
// matches never cut a character in two.
func TestFindInBoxTables(t *testing.T) {
	s := Default()
	for _, tc := range []struct{ name, text, secret string }{
		{"single lines, key and value", "┌──────────┬──────────────────────┐\n│ Key      │ Value                │\n├──────────┼──────────────────────┤\n│ password │ Velvet482!kqz        │\n└──────────┴──────────────────────┘", "Velvet482!kqz"},
		{"heavy header", "┏━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━┓\n┃ name     ┃ secret               ┃\n┡━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━┩\n│ api      │ 9fK2mQx8LrT4vBn7ZpW3 │\n└──────────┴──────────────────────┘", "9fK2mQx8LrT4vBn7ZpW3"},
		{"double lines", "╔══════════╦════════════════╗\n║ user     ║ password       ║\n╠══════════╬════════════════╣\n║ admin    ║ Velvet482!kqz  ║\n╚══════════╩════════════════╝", "Velvet482!kqz"},
		{"psql unicode style", " usename │ passwd\n─────────┼──────────────\n bob     │ Xq8mw3Lp!\n(1 row)", "Xq8mw3Lp!"},
	} {
		ms := s.Find(nil, tc.text)
		if !covered(tc.text, ms, tc.secret) {
			t.Errorf("%s: the secret is not covered (%d matches)", tc.name, len(ms))
		}
		for _, m := range ms {
			if !utf8.ValidString(tc.text[m.Start:m.End]) {
				t.Errorf("%s: a match at %d..%d cuts a character", tc.name, m.Start, m.End)
			}
		}
	}
	table := "┌─────────┬──────────┬───────────┐\n│ (index) │ name     │ version   │\n├─────────┼──────────┼───────────┤\n│ 0       │ 'lodash' │ '4.17.21' │\n└─────────┴──────────┴───────────┘"
	if ms := s.Find(nil, table); len(ms) > 0 {
		t.Errorf("a box table of package versions lost %d ranges", len(ms))
	}
}

// TestBoxViewOffsets: each byte of the view stands for the text's byte
// at its offset, or for the box-drawing character there.
func TestBoxViewOffsets(t *testing.T) {
	text := "a│b ─┼─ “c”\n║x═╗"
	view, at := boxView(text)
	if view != "a|b -+- “c”\n|x-+" || len(at) != len(view)+1 || int(at[len(view)]) != len(text) {
		t.Fatalf("view %q (%d offsets), want the box characters in ASCII and one offset per byte and its end", view, len(at))
	}
	for i := range len(view) {
		c := text[at[i]]
		if c != view[i] && !strings.HasPrefix(text[at[i]:], "\xe2\x94") && !strings.HasPrefix(text[at[i]:], "\xe2\x95") {
			t.Errorf("view byte %d stands for text offset %d, which holds another byte", i, at[i])
		}
	}
	if v, at := boxView("plain “quoted” prose – a dash"); v != "" || at != nil {
		t.Error("a text without box-drawing characters has a view")
	}
}
