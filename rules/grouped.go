package rules

import "strings"

// maxGrouped bounds the echos of a group that groupedPasswords reads.
const maxGrouped = 3

// groupedPasswords appends to dst the passwords that a subshell group of
// echos feeds through a pipe to a command that reads one from its input
// (see stdinReaders), the echo named text[from:to] opening the group: a
// new password and its confirmation, "(echo v; echo v) | smbpasswd -s -a
// user". Each echo gives one argument; ok is false where the echo opens
// no such group, and next is then to.
func groupedPasswords(dst []span, text string, from, to int) (vals []span, next int, ok bool) {
	if from == 0 || text[from-1] != '(' || text[from:to] != "echo" {
		return dst, to, false // most echos: no group, or one read by pipedPassword
	}
	var args [maxGrouped]span
	for n, p := 0, to; n < maxGrouped; n++ {
		end := commandEnd(text, p)
		a := skipBlanks(text, p, end)
		for a < end && echoFlags.has(text[a:argEnd(text, a, end)]) {
			a = skipBlanks(text, argEnd(text, a, end), end)
		}
		e := trimBlanks(text, a, end)
		piped := end < len(text) && text[end] == '|'
		if piped { // the group closes before the pipe: "echo v) |"
			if e == a || text[e-1] != ')' {
				return dst, to, false
			}
			e = trimBlanks(text, a, e-1)
		}
		if a == e || text[a] == '-' || argEnd(text, a, e) != e {
			return dst, to, false // no argument, a flag, or two arguments
		}
		args[n] = span{a, e}
		if piped {
			if vals, ok := groupFed(dst, text, args[:n+1], end); ok {
				return vals, end, true
			}
			return dst, to, false
		}
		if end == len(text) || text[end] != ';' {
			return dst, to, false
		}
		if p = skipBlanks(text, end+1, len(text)); !strings.HasPrefix(text[p:], "echo ") {
			return dst, to, false
		}
		p += len("echo")
	}
	return dst, to, false
}

// groupFed appends to dst the arguments args of a group's echos that the
// model takes for passwords, if the command after the pipe at text[pipe]
// reads one from its input; ok reports whether it does.
func groupFed(dst []span, text string, args []span, pipe int) (vals []span, ok bool) {
	cmd := text[pipe+1 : commandEnd(text, pipe+1)]
	for _, r := range stdinReaders {
		if strings.Contains(cmd, r) {
			for _, a := range args {
				vs, ve, quoted := value(text, a.start, false, false)
				if vs, ve = cliPassword(text, vs, vs, min(ve, a.end), quoted); vs >= 0 {
					dst = append(dst, span{vs, ve})
				}
			}
			return dst, true
		}
	}
	return dst, false
}
