package rules

import "strings"

// A default account's login written in a hurry: the account's name, a
// slash and the password, with no word that names them ("admin/v for the
// dashboard and root/w for ssh", "- grafana: admin / v"). The name alone
// says what follows: a built-in or well-known account (see defaultUsers)
// rarely stands before a slash in prose but as a login, and in a path it
// follows a slash or a name's byte ("/root/.ssh", "src/admin/views").
// After a label's colon, a blank may stand for the slash ("mysql: root
// v"), and a login protocol's label gives any user and the password a
// blank apart ("ftp: ftpuser v / mysql: root w", see loginServices).

// defaultUsers are the accounts whose name before a slash gives their
// password: the built-in administrators of systems, databases and boards.
var defaultUsers = newWordSet("admin", "administrator", "root", "postgres", "ubuntu", "elastic", "oracle")

// userPair is the user-pair context: the password that the account named
// text[from:to] (see defaultUsers) gives after '/' or " / ", standing
// after a blank, a colon, a bracket or the line's start, and ending its
// clause (see pairEnds: the line's end, a comma, a semicolon, " and ", "
// for ", " on ") or a quote around it; a value that holds a slash is a
// path's ("admin/api/v2"). After a label's colon the account gives it a
// blank apart ("mysql: root v"), and so does any user after the label
// of a login service standing as a user-pair does (see loginServices,
// spacedPassword). The model
// judges it as a login's password.
func userPair(text string, from, to int) (int, int, int) {
	p := to
	switch {
	case p < len(text) && text[p] == '/':
		p++
	case p+2 < len(text) && text[p] == ' ' && text[p+1] == '/' && text[p+2] == ' ':
		p += 3
	case p+2 < len(text) && text[p] == ' ' && from >= 2 && text[from-2] == ':' && text[from-1] == ' ' && defaultUsers.has(text[from:to]):
		return spacedPassword(text, p, to) // "mysql: root v"
	case p+2 < len(text) && text[p] == ':' && text[p+1] == ' ' && loginServices.has(text[from:to]):
		if u := p + 2; u < len(text) && text[u] != ' ' && (from == 0 || pairOpens[text[from-1]]) { // not "nosmtp:", "X-Fwd-Ssh:"
			return spacedPassword(text, argEnd(text, u, min(len(text), u+maxReread)), to) // "ftp: ftpuser v"
		}
		return -1, -1, to
	default:
		return -1, -1, to // most names: a look at a byte or three
	}
	if from > 0 && !pairOpens[text[from-1]] || !defaultUsers.has(text[from:to]) {
		return -1, -1, to // "/root/x", "src/admin/x", "sysadmin/x": a path or a longer name
	}
	e := p
	for e < len(text) && e-p <= maxReread && !pairCloses[text[e]] {
		e++
	}
	if e == p || e-p > maxReread || e < len(text) && (text[e] == '/' || text[e] == ' ' && !pairEnds(text, e)) {
		return -1, -1, to // "admin/api/v2": a path; "admin/v is how": a sentence goes on
	}
	return loginPassword(text, p, e, to)
}

// pairOpens are the bytes a user-pair may stand after; pairCloses those
// that end its password.
var pairOpens, pairCloses = bytesOf(" \t\n:(\"'`*>"), bytesOf(" \t\r\n,;/)\"'`*")

// loginServices are the protocols and servers whose label before a colon
// gives a user and a password a blank apart ("ftp: ftpuser v").
var loginServices = newWordSet("ftp", "sftp", "ftps", "ssh", "telnet", "rdp", "vnc", "smb", "mysql", "mariadb", "mssql", "vpn", "smtp", "imap")

// spacedPassword returns the bounds of the password that stands after
// a user ending at text[ue] and one blank: a token mixing letters and
// digits and ending its clause (see pairEnds) or before a spaced slash
// and the next login ("ftp: u v / mysql: root w"), if the model takes it;
// or -1, -1, to. A login word's prose gives one so too ("router login is
// admin v", see loginValue).
func spacedPassword(text string, ue, to int) (int, int, int) {
	vs := ue + 1
	if vs >= len(text) || text[ue] != ' ' && text[ue] != '\t' || text[vs] == ' ' || text[vs] == '\t' {
		return -1, -1, to
	}
	ve := argEnd(text, vs, min(len(text), vs+maxReread))
	if !mixesDigits(text[vs:ve]) || !pairEnds(text, ve) && !strings.HasPrefix(text[ve:], " / ") {
		return -1, -1, to // "mysql: root access denied", "ssh: connect to host"
	}
	return loginPassword(text, vs, ve, to)
}
