package rules

import "strings"

// This file reads a table drawn with Unicode's box-drawing characters
// (U+2500 to U+257F) as the same table drawn in ASCII. psql's unicode
// line style, Proxmox's pveum, Python's rich and tabulate, and Node's
// cli-table print "│ password │ v │" between "┌───┬───┐" rules where the
// MySQL client prints "| password | v |" between "+---+---+"; the table
// and key-value contexts read the ASCII form only. So Find also looks in
// a view of such a text with each box-drawing character, three bytes in
// UTF-8, written as the one ASCII byte of its role ('|' for a vertical
// line, '-' for a horizontal one, '+' for a corner or a junction), and
// reports what it finds there at the text's own offsets.

// boxView returns text with its box-drawing characters written in ASCII,
// and, for each byte of the view and one past its end, the offset in
// text it stands for; or "" and nil if text holds none, as most do.
func boxView(text string) (string, []int32) {
	if !holdsBox(text) {
		return "", nil
	}
	view := make([]byte, 0, len(text))
	at := make([]int32, 0, len(text)+1)
	for i := 0; i < len(text); {
		c, n := text[i], 1
		if c == 0xe2 && i+2 < len(text) && (text[i+1] == 0x94 || text[i+1] == 0x95) && text[i+2]&0xc0 == 0x80 {
			c, n = boxASCII(rune(text[i+1]&0x3f)<<6|rune(text[i+2]&0x3f)|0x2000), 3
		}
		view = append(view, c)
		at = append(at, int32(i))
		i += n
	}
	return string(view), append(at, int32(len(text)))
}

// holdsBox reports whether text holds a box-drawing character: one scan
// for the byte that opens it, which prose's dashes and curly quotes open
// too (U+2013, U+201C), so each is looked at.
func holdsBox(text string) bool {
	for i := 0; ; i++ {
		k := strings.IndexByte(text[i:], 0xe2)
		if k < 0 || i+k+1 >= len(text) {
			return false
		}
		if i += k; text[i+1] == 0x94 || text[i+1] == 0x95 {
			return true
		}
	}
}

// boxASCII returns the ASCII byte that draws the box-drawing character
// r as an ASCII table does.
func boxASCII(r rune) byte {
	switch r {
	case '│', '┃', '║', '┆', '┇', '┊', '┋', '╎', '╏':
		return '|'
	case '─', '━', '═', '┄', '┅', '┈', '┉', '╌', '╍', '╴', '╶', '╸', '╺':
		return '-'
	}
	return '+'
}
