package rules

import (
	"strings"
	"unicode"
)

// Records. Some formats give a password by its place rather than by a
// name beside it: the fifth field of a .pgpass line
// (host:port:database:user:password, read by the pgpass-password rule's
// regexp and judged by validPassword), what follows the user's colon on a
// Postfix sasl_passwd line ([relay.host]:port user:password, the
// sasl-passwd-password rule's, judged alike), and the column of a markdown table
// whose header cell names a credential, read by the table context in
// every row of the table:
//
//	| user   | password |
//	|--------|----------|
//	| admin  | v        |
//	| deploy | w        |
//
// and the column of a CSV file whose header line names one
// ("name,url,username,password", as password managers export them, or
// "user,password"); and the second field of the records of PgBouncer's
// auth file below a line naming it (userlist.txt: "user" "password"); and
// the value in a credential column's place in each tuple of an SQL
// INSERT, as a seed script gives an admin's password.
//
// The value is a field of a record, never a variable or code: the model
// judges it as a literal (see valueShape.literal).

// validPassword accepts the password text[start:end] of a record if the
// secret-value model takes it for one: not a placeholder, a reference or
// a word that forms write there ("secret", "none").
func validPassword(text string, start, end int) bool {
	return credentialValue(text[start:end], namedPassword, valueShape{literal: true})
}

// validConnectionPassword accepts the password of a connection
// string, text[start:end] or what follows its last '=' there, unless it
// names a credential (see labelValue): a properties file's label
// ("login.password=Contraseña") is no connection string's value.
func validConnectionPassword(text string, start, end int) bool {
	v := text[start:end]
	return !labelValue(strings.TrimSpace(v[strings.LastIndexByte(v, '=')+1:]))
}

// validRelayPassword is validPassword for the password of a Postfix
// sasl_passwd line, which must also hold a byte other than a lower-case
// letter: after "[host]:port name:" lower-case letters alone are a log's
// field ("[mail.x]:25 state:running", "status:sent"), which a relay's
// password seldom is; unless the user is a mail address, as a log's
// field is not: Gmail's and Yahoo's app passwords are lower-case letters
// ("[smtp.gmail.com]:587 me@gmail.com:v").
func validRelayPassword(text string, start, end int) bool {
	if u := strings.LastIndexAny(text[:start], " \t"); strings.IndexByte(text[u+1:start], '@') > 0 {
		return validPassword(text, start, end)
	}
	for i := start; i < end; i++ {
		if text[i] < 'a' || text[i] > 'z' {
			return validPassword(text, start, end)
		}
	}
	return false
}

// validMailAccountPassword is validPassword for the password after a
// mail address and its colon, user@domain:v (mail-account-password,
// whose match opens at the @): a local part must come before the @, and
// the password must end its field, a blank, a quote or the line's end
// after it, not the colon of a time or a port nor a path's slash.
func validMailAccountPassword(text string, start, end int) bool {
	if end < len(text) && strings.IndexByte(" \t\r\n'\"`", text[end]) < 0 {
		return false
	}
	at := strings.LastIndexByte(text[:start], '@')
	if at <= 0 || !isAlnum(text[at-1]) && strings.IndexByte("._%+-", text[at-1]) < 0 {
		return false
	}
	return validPassword(text, start, end)
}

// validIMAPLogin is validPassword for the password of an IMAP LOGIN
// command, TAG LOGIN user v (imap-login-password): on its line, before
// LOGIN, only a tag (a few letters and digits, one a digit at least: a1,
// A001; or a dot) and a side's marker ("C:", ">") may stand, as a
// session typed or traced prints the command; prose and other commands
// put words there ("ssh login root v").
func validIMAPLogin(text string, start, end int) bool {
	ls := strings.LastIndexByte(text[:start], '\n') + 1
	k := strings.Index(strings.ToLower(text[ls:start]), "login")
	if k < 0 {
		return false
	}
	head := strings.TrimSpace(text[ls : ls+k])
	head = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(head, "C:"), ">"))
	if head == "" || len(head) > 8 || head != "." && !strings.ContainsAny(head, "0123456789") {
		return false // a tag is numbered (a1, A001) or a dot
	}
	for i := 0; i < len(head); i++ {
		if !isAlnum(head[i]) && head[i] != '.' {
			return false
		}
	}
	return validPassword(text, start, end)
}

// maxCell bounds the bytes of a table cell the table context judges, and
// maxHeader those of a header cell around its credential word: a header
// names its column in a word or a few.
const (
	maxCell   = 128
	maxHeader = 24
)

// tableContext reads the cells under the header cell holding the name
// text[from:to], in each row after the header's separator row (the
// column counted by the pipes before it) until the table ends at a line
// without a pipe, if the header cell names a credential, and keeps those
// the model takes for one. Each row is read once, up to its cell and then
// to its end; the next name may start after the last row.
func tableContext(dst []span, text string, from, to int) ([]span, int) {
	if hs, he, ok := cellAround(text, from, to); ok {
		kind := credentialName(text[hs:he])
		if kind == notNamed {
			return dst, to
		}
		s := valueShape{literal: kind == namedPassword}
		if vals, next, ok := pipeColumn(dst, text, hs, to, func(v string) bool { return credentialValue(v, kind, s) }); ok {
			return vals, next
		}
		if vals, next, ok := csvColumn(dst, text, from, to); ok {
			return vals, next // no separator row: psql -A's "usename|passwd"
		}
		return dst, to
	}
	if vals, next, ok := csvColumn(dst, text, from, to); ok {
		return vals, next
	}
	if vals, next, ok := alignedColumn(dst, text, from, to); ok {
		return vals, next
	}
	if vals, next, ok := insertColumn(dst, text, from, to); ok {
		return vals, next
	}
	if strings.EqualFold(text[from:to], "userlist") {
		return userlistRows(dst, text, to)
	}
	if insertAround(text, from) {
		return dst, to // "INSERT INTO api_tokens (user_id, token)": the column list follows
	}
	return dst, nextCell(text, to) // "password=password=...": one call per line
}

// pipeColumn reads the column of the header cell starting at text[hs]
// (the column counted by the pipes before it), whose name ends at
// text[to], in each row after the header's separator row, or after the
// header of a Gherkin data table (see dataTableRows), until the table
// ends at a line without a pipe, and keeps the cells keep takes. It
// returns where the next name may start, the end of the last row; ok is
// false, and next is to, if neither a separator row nor a data table's
// row follows the header line or the line starts too far back.
func pipeColumn(dst []span, text string, hs, to int, keep func(v string) bool) (_ []span, next int, ok bool) {
	lo := max(0, hs-maxReread)
	nl := strings.LastIndexByte(text[lo:hs], '\n')
	if nl < 0 && lo > 0 {
		return dst, to, false
	}
	col := strings.Count(text[lo+nl+1:hs], "|")
	sep := lineAfter(text, to)
	if sep < 0 {
		return dst, to, false
	}
	first := lineAfter(text, sep)
	if !separatorRow(text[sep:lineEndOf(text, sep)]) {
		if !dataTableRows(text[lo+nl+1:lineEndOf(text, hs)], text[sep:lineEndOf(text, sep)]) {
			return dst, to, false
		}
		first = sep // a Gherkin data table's rows follow its header
	}
	next = to
	for row := first; row >= 0; row = lineAfter(text, next) {
		vs, ve, le, ok := nthCell(text, row, col)
		if le < 0 {
			break // a line without a pipe, or too long for a row
		}
		next = le
		if ok && vs < ve && keep(text[vs:ve]) {
			dst = append(dst, span{vs, ve})
		}
	}
	return dst, next, true
}

// csvColumn is the table context on a header line of comma-, tab- or
// semicolon-separated values (as password managers and spreadsheets
// export them: "name,url,username,password", "Site\tUser\tPassword",
// "site;login;mot_de_passe", or every field quoted as Firefox and
// Thunderbird write it: "\"url\",\"username\",\"password\""): the field
// text[from:to] names a credential, the line is names joined by the
// separator beside it, and each next line with as many fields gives the
// value in the column (within its quotes, if quoted); ok is false if the
// line is no such header.
func csvColumn(dst []span, text string, from, to int) ([]span, int, bool) {
	var t csvTable
	if !t.at(text, from, to) || t.start(t.col) != from || t.end(t.col) != to || !csvHeader(text[t.ls:t.le], &t.fs, t.n) {
		return dst, 0, false
	}
	kind := credentialName(text[from:to])
	if kind == notNamed {
		return dst, 0, false
	}
	dst, next := t.rows(dst, text, func(v string) bool {
		return credentialValue(v, kind, valueShape{literal: kind == namedPassword})
	})
	return dst, next, true
}

// insertColumn is the table context on an SQL INSERT's column list (a
// seed script's "INSERT INTO users (login, role, password) VALUES
// ('admin', 'owner', 'v');", see sqlInsert): the column text[from:to]
// names a credential, and the value in its place in each tuple after
// VALUES is judged as a record's field; ok is false if the name is no
// column of such a list.
func insertColumn(dst []span, text string, from, to int) ([]span, int, bool) {
	var q sqlInsert
	if !q.at(text, from, to) || q.n < 2 || q.cs != from || q.ce != to {
		return dst, 0, false
	}
	kind := credentialName(text[from:to])
	if kind == notNamed {
		return dst, 0, false
	}
	dst, next := q.rows(dst, text, func(v string) bool {
		return credentialValue(v, kind, valueShape{literal: kind == namedPassword})
	})
	return dst, next, true
}

// insertAround reports whether an INSERT INTO starts the statement the
// name at text[from:] stands in, within a header's reach on its line.
func insertAround(text string, from int) bool {
	before := text[max(0, from-maxHeader*2):from]
	return containsFold(before[strings.LastIndexByte(before, '\n')+1:], "insert into")
}

// csvTable is a header line of separated values, text[ls:le], its n
// fields' bounds in the line (fs), and the column col of the field a
// context reads.
type csvTable struct {
	sep    byte
	patch  bool // a patch's added lines, each after its '+'
	ls, le int
	n, col int
	fs     [maxFields][2]int
}

// at reads the header line holding text[from:to], a name in a field
// beside a separator, into t: it reports whether the line splits into
// fields of names (letters, digits, '_', blanks, quotes) and one of them
// holds the name.
func (t *csvTable) at(text string, from, to int) bool {
	if t.sep = fieldSep(text, from, to); t.sep == 0 {
		return false // most names: no separator beside them
	}
	t.ls = strings.LastIndexByte(text[max(0, from-maxReread):from], '\n') + max(0, from-maxReread) + 1
	t.le = lineEndOf(text, t.ls)
	if t.patch = text[t.ls] == '+'; t.patch {
		t.ls++
	}
	header := text[t.ls:t.le]
	var ok bool
	if t.n, ok = csvFields(header, t.sep, &t.fs); !ok || !headerNames(header, t.sep) {
		return false
	}
	for t.col = 0; t.col < t.n; t.col++ {
		if t.start(t.col) <= from && to <= t.end(t.col) {
			return true
		}
	}
	return false
}

// headerNames reports whether a header line separated by sep holds only
// names: letters (of any script), digits, '_', blanks and quotes, and
// notes in brackets or parentheses, which a gradebook's or a lab's export
// writes ("Assignment 1 [Total Pts: 100]", "Weight (kg)"),
// that holds anything but a separator or another bracket.
func headerNames(header string, sep byte) bool {
	var closer byte // the bracket that closes the note being read, or 0
	for _, r := range header {
		switch {
		case closer != 0:
			if r == rune(closer) {
				closer = 0
			} else if r == rune(sep) || r == '(' || r == '[' {
				return false
			}
		case r == '(':
			closer = ')'
		case r == '[':
			closer = ']'
		case r >= 0x80:
			if !unicode.IsLetter(r) {
				return false // "姓名,身份证号,手机": a header's words in any script
			}
		case !isIdentByte(byte(r)) && r != rune(sep) && r != ' ' && r != '"':
			return false
		}
	}
	return closer == 0
}

// start and end are the bounds in the text of the header's field i.
func (t *csvTable) start(i int) int { return t.ls + t.fs[i][0] }
func (t *csvTable) end(i int) int   { return t.ls + t.fs[i][1] }

// rows appends the value in t's column of each line after the header
// with as many fields that judge takes, and returns where the next name
// may start: the end of the last such line.
func (t *csvTable) rows(dst []span, text string, judge func(v string) bool) ([]span, int) {
	var fs [maxFields][2]int
	next := t.le
	for row := lineAfter(text, t.le); row >= 0; row = lineAfter(text, next) {
		next = lineEndOf(text, row)
		if t.patch && row < next && text[row] == '+' {
			row++
		}
		if k, ok := csvFields(text[row:next], t.sep, &fs); !ok || k != t.n {
			break
		}
		vs, ve := row+fs[t.col][0], row+fs[t.col][1]
		if vs < ve && judge(text[vs:ve]) {
			dst = append(dst, span{vs, ve})
		}
	}
	return dst, next
}

// maxFields bounds the fields of a CSV line the table context splits.
const maxFields = 32

// csvFields splits line at sep into the bounds of its fields in out, a
// quoted field's within its quotes ("a,b", "say ""hi"""), and returns
// how many; ok is false for a line of more than maxFields fields or with
// a quote left open or followed by more than the separator.
func csvFields(line string, sep byte, out *[maxFields][2]int) (n int, ok bool) {
	for i := 0; n < maxFields; n++ {
		s, e := i, 0
		if i < len(line) && line[i] == '"' {
			j := i + 1
			for {
				k := strings.IndexByte(line[j:], '"')
				if k < 0 {
					return n, false
				}
				j += k + 1
				if j == len(line) || line[j] != '"' {
					break
				}
				j++ // a quote doubled in the field
			}
			s, e, i = i+1, j-1, j
			if i < len(line) && line[i] != sep {
				return n, false
			}
		} else {
			e = len(line)
			if k := strings.IndexByte(line[i:], sep); k >= 0 {
				e = i + k
			}
			i = e
		}
		out[n] = [2]int{s, e}
		if i == len(line) {
			return n + 1, true
		}
		i++ // the separator
	}
	return n, false
}

// fieldSep returns the separator of values beside the field text[from:to]
// (a comma, a tab, a semicolon, or a pipe as psql -A and Hive's and
// Trino's CLIs print rows unaligned: "email|phone|dob"), past its quotes
// if it has them, or 0 if there is none.
func fieldSep(text string, from, to int) byte {
	if from > 0 && text[from-1] == '"' {
		from--
	}
	if to < len(text) && text[to] == '"' {
		to++
	}
	for _, c := range [...]byte{',', '\t', ';', '|'} {
		if from > 0 && text[from-1] == c || to < len(text) && text[to] == c {
			return c
		}
	}
	return 0
}

// csvHeader reports whether a header line holding a credential's field
// has enough of the n fields fs bounds to be one: three or more, or two
// of which one names an account ("user,password", "email,password", as
// an export of logins writes it).
func csvHeader(header string, fs *[maxFields][2]int, n int) bool {
	switch n {
	case 0, 1:
		return false
	case 2:
		a, b := header[fs[0][0]:fs[0][1]], header[fs[1][0]:fs[1][1]]
		return accountField(strings.TrimSpace(a)) || accountField(strings.TrimSpace(b))
	}
	return true
}

// userlistRows reads the lines after the line holding text[p] (which
// names PgBouncer's userlist.txt: "$ cat userlist.txt", "# userlist.txt")
// while they are records of its auth file, a quoted user and its quoted
// password ("\"app\" \"v\""), and keeps the passwords the model takes;
// the next name may start after the last record.
func userlistRows(dst []span, text string, p int) ([]span, int) {
	next := lineEndOf(text, p)
	for row := lineAfter(text, next); row >= 0; row = lineAfter(text, next) {
		end := lineEndOf(text, row)
		vs, ve := userlistRecord(text, row, end)
		if vs < 0 {
			break
		}
		if validPassword(text, vs, ve) {
			dst = append(dst, span{vs, ve})
		}
		next = end
	}
	return dst, next
}

// userlistRecord returns the bounds of the password of the auth file's
// record text[ls:le] (a patch's '+' and indentation before it), or -1, -1.
func userlistRecord(text string, ls, le int) (int, int) {
	p := itemStart(text, ls)
	if p >= le || text[p] != '"' {
		return -1, -1
	}
	u := strings.IndexByte(text[p+1:le], '"')
	if u <= 0 || p+u+3 >= le || text[p+u+2] != ' ' || text[p+u+3] != '"' {
		return -1, -1
	}
	vs := p + u + 4
	e := strings.IndexByte(text[vs:le], '"')
	if e <= 0 {
		return -1, -1
	}
	return vs, vs + e
}

// accountField reports whether a CSV header's field names an account:
// a user's name or a mail address.
func accountField(f string) bool {
	return accountWords.has(f) || strings.EqualFold(f, "email") || strings.EqualFold(f, "e-mail") || strings.EqualFold(f, "mail")
}

// cellAround returns the bounds, less blanks, of the header cell holding
// text[from:to]: words between pipes, or between a pipe and the line's
// start or end (an aligned table without outer pipes, as psql prints it:
// " usename | passwd"), maxHeader bytes at most on either side of it.
func cellAround(text string, from, to int) (int, int, bool) {
	s := from
	for s > 0 && from-s < maxHeader && headerByte(text[s-1]) {
		s--
	}
	e := to
	for e < len(text) && e-to < maxHeader && headerByte(text[e]) {
		e++
	}
	left := s > 0 && text[s-1] == '|'
	right := e < len(text) && text[e] == '|'
	if !left && (s > 0 && text[s-1] != '\n') || !right && (e < len(text) && text[e] != '\n' && text[e] != '\r') || !left && !right {
		return 0, 0, false
	}
	s, e = trimCell(text, s, e)
	return s, e, true
}

// nextCell returns where a name after text[p] may start a header cell:
// at the next pipe or line on, or the end of the text.
func nextCell(text string, p int) int {
	e := len(text)
	if k := strings.IndexByte(text[p:], '\n'); k >= 0 {
		e = p + k
	}
	if k := strings.IndexByte(text[p:e], '|'); k >= 0 {
		return p + k
	}
	return e
}

func headerByte(b byte) bool { return isIdentByte(b) || b == ' ' || b == '\t' || b == '-' || b == '.' }

// nthCell returns the bounds, less blanks, of the cell of the table row
// starting at text[ls:] between its pipes col and col+1 (ok is false if
// the row has no such cell, or one longer than maxCell), and the end of
// the row, read once; le is -1 if the line holds no pipe or does not end
// within maxReread bytes, so is no row of a table.
func nthCell(text string, ls, col int) (vs, ve, le int, ok bool) {
	end := min(len(text), ls+maxReread)
	pipes, p := 0, ls
	vs, ve = -1, -1
	if col == 0 {
		vs = ls // a table without outer pipes: its first cell starts the row
	}
	for {
		k := strings.IndexAny(text[p:end], "|\n")
		if k < 0 && end < len(text) {
			return 0, 0, -1, false // too long for a row
		}
		if k < 0 || text[p+k] == '\n' {
			le = end
			if k >= 0 {
				le = p + k
			}
			break
		}
		p += k
		if pipes++; pipes == col {
			vs = p + 1
		} else if pipes == col+1 {
			ve = p
		}
		p++
	}
	if pipes == 0 {
		return 0, 0, -1, false
	}
	if ve < 0 && pipes == col {
		ve = le // without outer pipes, the last cell ends the row
		if ve > vs && text[ve-1] == '\r' {
			ve--
		}
	}
	if ve < 0 || ve-vs > maxCell {
		return 0, 0, le, false
	}
	vs, ve = trimCell(text, vs, ve)
	return vs, ve, le, true
}

// trimCell returns the bounds of text[s:e] less blanks.
func trimCell(text string, s, e int) (int, int) {
	for s < e && (text[s] == ' ' || text[s] == '\t') {
		s++
	}
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t') {
		e--
	}
	return s, e
}

// separatorRow reports whether line is a table's separator row: pipes,
// dashes, colons and blanks, with a dash ("|---|:---:|"), and the '+' of
// a patch's added line; or the rule line of a box a tool draws, dashes
// joined by '+' ("+----+------+" as sqlmap and the MySQL client print it,
// "------+------" as psql does).
func separatorRow(line string) bool {
	line = strings.TrimPrefix(strings.TrimSpace(line), "+")
	return strings.IndexByte(line, '-') >= 0 && strings.IndexAny(line, "|+") >= 0 &&
		strings.Trim(line, "|+-: \t") == ""
}

// dataTableRows reports whether the header line and the line below it
// are rows of a Gherkin data table (a Cucumber, Behave or SpecFlow
// step's table or a scenario outline's Examples), which no separator row
// parts: each opens and closes with a pipe, past its indentation, and
// both hold as many pipes, three at least.
//
//	Given the following users exist:
//	  | email          | password |
//	  | qa@example.com | v        |
func dataTableRows(header, row string) bool {
	header, row = strings.TrimSpace(header), strings.TrimSpace(row)
	n := strings.Count(header, "|")
	return n >= 3 && strings.Count(row, "|") == n && header[0] == '|' && header[len(header)-1] == '|' &&
		row[0] == '|' && row[len(row)-1] == '|'
}

// lineAfter returns where the line after the one holding text[p] starts,
// or -1 if none does within maxReread bytes.
func lineAfter(text string, p int) int {
	if p < 0 {
		return -1
	}
	k := strings.IndexByte(text[p:min(len(text), p+maxReread)], '\n')
	if k < 0 || p+k+1 == len(text) {
		return -1
	}
	return p + k + 1
}

// lineEndOf returns the end of the line starting at text[ls:], less a
// carriage return, within maxReread bytes.
func lineEndOf(text string, ls int) int { return lineEndWithin(text, maxReread, ls) }

// lineEndWithin is lineEndOf within n bytes.
func lineEndWithin(text string, n, ls int) int {
	e := min(len(text), ls+n)
	if k := strings.IndexByte(text[ls:e], '\n'); k >= 0 {
		e = ls + k
	}
	if e > ls && text[e-1] == '\r' {
		e--
	}
	return e
}
