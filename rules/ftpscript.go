package rules

import "strings"

// Windows' ftp -s:FILE runs the commands FILE holds, which an
// administrator pastes beside the command (type FILE, or the echo lines
// that write it): open names the server, then ftp reads the user from the
// next line and the password from the one after, or both from a user
// command (user USER PASSWORD; user USER alone, and the password on the
// next line):
//
//	open ftp01.corp.example        echo open ftp01.corp.example> up.txt
//	batch                          echo user batch v>> up.txt
//	v                              echo bye>> up.txt
//	put payroll.txt                ftp -n -s:up.txt
//	bye
//
// The cli context reads the password at ftp when its arguments hold -s:
// (see fedPasswords), from the first open line within maxBody bytes of
// the command, before or after it.

// ftpScriptPassword appends to dst the password of the ftp command script
// near the ftp command whose name is text[from:to], if its arguments run
// one (-s:FILE) and the secret-value model takes the password; ok is
// false otherwise.
func ftpScriptPassword(dst []span, text string, from, to int) (vals []span, next int, ok bool) {
	end := commandEnd(text, to)
	if !strings.Contains(text[to:end], " -s:") {
		return dst, to, false
	}
	lo, hi := max(0, from-maxBody), min(len(text), end+maxBody)
	if k := strings.IndexByte(text[lo:hi], '\n'); lo > 0 && k >= 0 {
		lo += k + 1
	}
	for ls := lo; ls < hi; {
		le := hi
		if k := strings.IndexByte(text[ls:hi], '\n'); k >= 0 {
			le = ls + k
		}
		if s, e := scriptLine(text, ls, le); hasPrefixFold(text[s:e], "open ") {
			if vs, ve := scriptLogin(text, le, hi); vs >= 0 {
				n := len(dst)
				if dst = fedPassword(dst, text, vs, ve, false); len(dst) > n {
					return dst, max(end, ve), true
				}
			}
			return dst, to, false
		}
		ls = le + 1
	}
	return dst, to, false
}

// scriptLogin returns the bounds of the password of the login that the
// script lines after the open line ending at text[le] give, before hi, or
// -1, -1: a user command's second word, or the line after a user command
// or a user alone.
func scriptLogin(text string, le, hi int) (int, int) {
	var lines [2][2]int
	for n := range lines {
		ls := le + 1
		if ls >= hi {
			return -1, -1
		}
		le = hi
		if k := strings.IndexByte(text[ls:hi], '\n'); k >= 0 {
			le = ls + k
		}
		s, e := scriptLine(text, ls, le)
		lines[n] = [2]int{s, e}
		if n == 0 {
			if vs, ve := ftpUserPassword(text, s, e); vs >= 0 {
				return vs, ve // user batch v
			}
		}
	}
	us, ue := lines[0][0], lines[0][1]
	if hasPrefixFold(text[us:ue], "user ") {
		us += len("user ")
	}
	vs, ve := lines[1][0], lines[1][1]
	if us == ue || vs == ve || strings.ContainsAny(text[us:ue], " \t") || strings.ContainsAny(text[vs:ve], " \t") {
		return -1, -1
	}
	return vs, ve // batch (or user batch), then v
}

// scriptLine returns the bounds of the command on the script line
// text[ls:le]: less blanks and a carriage return, and, on a line that
// echo writes to the script, less echo and the redirection.
func scriptLine(text string, ls, le int) (int, int) {
	ls = min(le, skipSpaces(text, ls))
	if hasPrefixFold(text[ls:le], "echo ") {
		ls = min(le, skipSpaces(text, ls+len("echo ")))
		if k := strings.IndexByte(text[ls:le], '>'); k >= 0 {
			le = ls + k
		}
	}
	for le > ls && (text[le-1] == ' ' || text[le-1] == '\t' || text[le-1] == '\r') {
		le--
	}
	return ls, le
}
