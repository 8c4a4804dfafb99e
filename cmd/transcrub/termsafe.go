package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"
)

// maxCell is the most runes a cell of scan's tables shows; longer values
// are cut and end in "…".
const maxCell = 60

// termSafe returns s as it may be printed to a terminal: a value that came
// from a transcript (a tool name, a role, a key set) can carry escape
// sequences, line breaks and bidi controls. Control characters (C0, DEL)
// and invalid UTF-8 bytes become \xNN, other runes that do not print
// (C1, bidi and zero-width controls, spaces other than ' ') \uNNNN or
// \UNNNNNNNN, and a backslash \\, so that the output is unambiguous.
// With limit > 0, a value longer than limit runes is cut and ends in
// "…". --json output never goes through here: it prints values exactly.
func termSafe(s string, limit int) string {
	if (limit <= 0 || len(s) <= limit) && isPlain(s) {
		return s
	}
	var b strings.Builder
	runes := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		var piece string
		switch {
		case r == utf8.RuneError && size == 1:
			piece = fmt.Sprintf(`\x%02x`, s[i])
		case r == '\\':
			piece = `\\`
		case r < 0x20 || r == 0x7f:
			piece = fmt.Sprintf(`\x%02x`, r)
		case unicode.IsPrint(r):
			piece = string(r)
		case r > 0xffff:
			piece = fmt.Sprintf(`\U%08x`, r)
		default:
			piece = fmt.Sprintf(`\u%04x`, r)
		}
		i += size
		// The last cell rune is the cut mark unless the value ends here.
		n := runes + utf8.RuneCountInString(piece)
		if limit > 0 && (n > limit || n == limit && i < len(s)) {
			b.WriteString("…")
			break
		}
		b.WriteString(piece)
		runes = n
	}
	return b.String()
}

// isPlain reports whether s is printable ASCII without a backslash.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '\\' {
			return false
		}
	}
	return true
}

// table writes aligned rows for people, every cell through termSafe,
// cut at limit runes when limit > 0. Its error is sticky: the first
// failed write is what flush returns.
type table struct {
	tw    *tabwriter.Writer
	limit int
	err   error
}

func newTable(w io.Writer, limit int) *table {
	return &table{tw: tabwriter.NewWriter(w, 0, 4, 2, ' ', 0), limit: limit}
}

// row writes one line of cells; indent, when set, starts it.
func (t *table) row(indent string, cells ...string) {
	if t.err != nil {
		return
	}
	for i, c := range cells {
		cells[i] = termSafe(c, t.limit)
	}
	_, t.err = fmt.Fprintf(t.tw, "%s%s\n", indent, strings.Join(cells, "\t"))
}

// flush writes what is buffered and returns the first error.
func (t *table) flush() error {
	if err := t.tw.Flush(); t.err == nil {
		t.err = err
	}
	return t.err
}
