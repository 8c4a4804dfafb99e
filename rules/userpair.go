package rules

// A default account's login written in a hurry: the account's name, a
// slash and the password, with no word that names them ("admin/v for the
// dashboard and root/w for ssh", "- grafana: admin / v"). The name alone
// says what follows: a built-in or well-known account (see defaultUsers)
// rarely stands before a slash in prose but as a login, and in a path it
// follows a slash or a name's byte ("/root/.ssh", "src/admin/views").

// defaultUsers are the accounts whose name before a slash gives their
// password: the built-in administrators of systems, databases and boards.
var defaultUsers = newWordSet("admin", "administrator", "root", "postgres", "ubuntu", "elastic", "oracle")

// userPair is the user-pair context: the password that the account named
// text[from:to] (see defaultUsers) gives after '/' or " / ", standing
// after a blank, a colon, a bracket or the line's start, and ending its
// clause (see pairEnds: the line's end, a comma, a semicolon, " and ", "
// for ", " on ") or a quote around it; a value that holds a slash is a
// path's ("admin/api/v2"). The model judges it as a login's password.
func userPair(text string, from, to int) (int, int, int) {
	p := to
	switch {
	case p < len(text) && text[p] == '/':
		p++
	case p+2 < len(text) && text[p] == ' ' && text[p+1] == '/' && text[p+2] == ' ':
		p += 3
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
