package rules

import "strings"

// An SQL INSERT as a table: INSERT INTO t (a, b, c) VALUES (1, 'x', ...),
// (...); its column list is a header, each tuple after VALUES a row. So
// is PostgreSQL's COPY t (a, b, c) FROM stdin; that pg_dump writes, whose
// rows are the lines after it, their values split by tabs, up to the line
// \. The personal column contexts read either as they read a CSV export
// (see columns.go), since a dump or a seed script gives an employee's or a
// patient's data so, with no name beside each value.

// maxTuples bounds the rows of an INSERT or a COPY a column is read in.
const maxTuples = 1000

// sqlInsert is an INSERT's or a COPY's (copy) column list, text[ls:le]
// within its brackets, its n columns, and the column col whose name
// text[cs:ce] a context reads.
type sqlInsert struct {
	ls, le, n, col int
	cs, ce         int
	copy           bool
}

// at reads the column list holding the name text[from:to] into q: it
// reports whether the name is a column of a list in brackets after
// INSERT INTO or COPY and a table's name, on its line.
func (q *sqlInsert) at(text string, from, to int) bool {
	if !listed(text, from) {
		return false
	}
	open := from
	for open > 0 && from-open < maxReread && sqlNameByte(text[open-1]) {
		open--
	}
	if open == 0 || text[open-1] != '(' {
		return false
	}
	ls := strings.LastIndexByte(text[:open-1], '\n') + 1
	before := text[max(ls, open-1-maxHeader*2) : open-1]
	if q.copy = !containsFold(before, "insert into"); q.copy && !containsFold(before, "copy ") {
		return false
	}
	q.ls, q.le = open, to
	for q.le < len(text) && q.le-to < maxReread && sqlNameByte(text[q.le]) {
		q.le++
	}
	if q.le == len(text) || text[q.le] != ')' {
		return false
	}
	q.n, q.col = 0, -1
	for s := q.ls; s <= q.le; q.n++ {
		e := s + strings.IndexByte(text[s:q.le+1], ',')
		if e < s {
			e = q.le
		}
		if s <= from && to <= e {
			q.col = q.n
			q.cs, q.ce = trimName(text, s, e)
		}
		s = e + 1
	}
	return q.col >= 0
}

// listed reports whether a list's comma or opening bracket stands before
// the name at text[from:], past blanks and quotes: most names have a
// word of prose there, which a few bytes tell.
func listed(text string, from int) bool {
	p := from
	for p > 0 && p > from-8 && strings.IndexByte(" \t`\"[", text[p-1]) >= 0 {
		p--
	}
	return p > 0 && (text[p-1] == ',' || text[p-1] == '(')
}

// sqlNameByte reports whether c may stand in a column list: names, their
// quotes (`a`, "a", [a]), commas and blanks.
func sqlNameByte(c byte) bool { return sqlNameBytes[c] }

var sqlNameBytes = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isIdentByte(byte(c)) || strings.IndexByte(" \t,`\"[]", byte(c)) >= 0
	}
	return t
}()

// trimName returns the bounds of text[s:e] past blanks and quotes.
func trimName(text string, s, e int) (int, int) {
	for s < e && strings.IndexByte(" \t`\"[", text[s]) >= 0 {
		s++
	}
	for e > s && strings.IndexByte(" \t`\"]", text[e-1]) >= 0 {
		e--
	}
	return s, e
}

// rows appends the value in q's column of each tuple after VALUES that
// judge takes, within its quotes if quoted, and returns where the last
// tuple read ends.
func (q *sqlInsert) rows(dst []span, text string, judge func(v string) bool) ([]span, int) {
	p := skipBlanks(text, q.le+1, len(text))
	if q.copy {
		return q.copyRows(dst, text, p, judge)
	}
	if !literalAt(text, p, "values") {
		return dst, p
	}
	p = skipBlanks(text, p+len("values"), len(text))
	for n := 0; n < maxTuples && p < len(text) && text[p] == '('; n++ {
		end, vs, ve := tupleCell(text, p+1, q.col, q.n)
		if end < 0 {
			break
		}
		if vs < ve && judge(text[vs:ve]) {
			dst = append(dst, span{vs, ve})
		}
		p = skipBlanks(text, end+1, len(text))
		if p >= len(text) || text[p] != ',' {
			break
		}
		p = skipBlanks(text, p+1, len(text))
	}
	return dst, p
}

// copyRows appends the value in q's column of each line of a COPY's data
// that judge takes, the data starting on the line after FROM stdin at
// text[p:] and ending at a line \. or one of another count of values, and
// returns where the last line read ends. A patch's added lines are read
// past their '+'.
func (q *sqlInsert) copyRows(dst []span, text string, p int, judge func(v string) bool) ([]span, int) {
	if !literalAt(text, p, "from stdin") {
		return dst, p
	}
	p = lineEndOf(text, p)
	for n := 0; n < maxTuples; n++ {
		ls := p
		if ls < len(text) && text[ls] == '\r' {
			ls++
		}
		if ls++; ls >= len(text) {
			break
		}
		if text[ls] == '+' {
			ls++
		}
		p = lineEndOf(text, ls)
		vs, ve, cells := -1, -1, 0
		for s := ls; s <= p; cells++ {
			e := s + strings.IndexByte(text[s:p], '\t')
			if e < s {
				e = p
			}
			if cells == q.col {
				vs, ve = s, e
			}
			s = e + 1
		}
		if cells != q.n {
			break // the \. line, or no row of this table
		}
		if vs < ve && judge(text[vs:ve]) {
			dst = append(dst, span{vs, ve})
		}
	}
	return dst, p
}

// tupleCell reads the tuple of n values from text[p:] to its closing
// bracket, and returns where that bracket is and the bounds of value col
// (within its quotes, a doubled quote kept); end is -1 for a tuple of
// another count of values, or one not closed on its line.
func tupleCell(text string, p, col, n int) (end, vs, ve int) {
	vs, ve = -1, -1
	for i := 0; ; i++ {
		p = skipBlanks(text, p, len(text))
		s, e := p, p
		if p < len(text) && text[p] == '\'' {
			s = p + 1
			for p++; ; p++ {
				if p >= len(text) || text[p] == '\n' {
					return -1, -1, -1
				}
				if text[p] == '\'' {
					if p+1 < len(text) && text[p+1] == '\'' {
						p++
						continue
					}
					break
				}
			}
			e = p
			p++
		} else {
			for p < len(text) && text[p] != ',' && text[p] != ')' && text[p] != '\n' {
				p++
			}
			e = p
			for e > s && (text[e-1] == ' ' || text[e-1] == '\t') {
				e--
			}
		}
		if i == col {
			vs, ve = s, e
		}
		p = skipBlanks(text, p, len(text))
		if p >= len(text) {
			return -1, -1, -1
		}
		switch text[p] {
		case ')':
			if i+1 != n {
				return -1, -1, -1
			}
			return p, vs, ve
		case ',':
			p++
		default:
			return -1, -1, -1
		}
	}
}
