package rules

import "strings"

// Printed values. A credential name on a line typed at a prompt (a
// shell's "$ " or "user@host:~$ ", PowerShell's "PS C:\> ", Python's
// ">>> ", IRB's "irb(main):001:0> ") asks for its value, and the line
// below, where the command or the interpreter answers, prints it: "$ echo
// $API_KEY" over the key, ">>> os.environ['DB_PASS']" over 'v', "$
// kubectl get secret db -o jsonpath='{.data.password}' | base64 -d" over
// the password. The answer is one token alone on its line.

// promptOutput returns where the line that answers the prompt's line
// holding the name text[ks:ke] starts, if that line is one token; or -1.
// It reads at most maxPromptTail bytes after the name and maxPromptLine
// of either line, forward first (which is quick, and refuses most names),
// so that names cost little.
func promptOutput(text string, ks, ke int) int {
	nl := strings.IndexByte(text[ke:min(len(text), ke+maxPromptTail)], '\n')
	if nl < 0 {
		return -1
	}
	p := ke + nl + 1
	line := text[p:min(len(text), p+maxPromptLine)]
	e := strings.IndexByte(line, '\n')
	if e < 0 && p+len(line) < len(text) {
		return -1
	}
	if e >= 0 {
		line = line[:e]
	}
	for line != "" && (line[len(line)-1] == ' ' || line[len(line)-1] == '\t' || line[len(line)-1] == '\r') {
		line = line[:len(line)-1]
	}
	if line == "" || strings.IndexByte(line, ' ') >= 0 || strings.IndexByte(line, '\t') >= 0 {
		return -1
	}
	lo := max(0, ks-maxPromptLine)
	ls := strings.LastIndexByte(text[lo:ks], '\n') + 1
	if ls == 0 && lo > 0 {
		return -1
	}
	ls += lo
	patch := ls < ks && text[ls] == '+' // lines a patch adds
	if patch {
		ls++
	}
	if !prompted(text[ls:ks]) {
		return -1
	}
	if patch {
		if text[p] != '+' || p+1 == len(text) {
			return -1
		}
		p++
	}
	return p
}

// maxPromptLine bounds the length of a prompt's line and of its answer;
// maxPromptTail that of the prompt's line after the name, which ends it
// or is followed by little ("']", "}' | base64 -d"), so that most names,
// in lines that go on, cost a short look.
const (
	maxPromptLine = 256
	maxPromptTail = 64
)

// prompted reports whether line, the start of a line, opens with a
// prompt.
func prompted(line string) bool {
	line = strings.TrimLeft(line, " \t")
	if strings.HasPrefix(line, ">>> ") {
		return true
	}
	first, rest, ok := strings.Cut(line, " ")
	if !ok {
		return false
	}
	if first == "PS" { // PS C:\Users\app>
		first, _, ok = strings.Cut(rest, " ")
		return ok && len(first) > 1 && first[len(first)-1] == '>'
	}
	if first == "$" || first == "%" {
		return true
	}
	// user@host:~/app$, root@db01:/#, irb(main):001:0>
	last := first[max(0, len(first)-1):]
	return len(first) > 1 && strings.ContainsAny(last, "$#>") && strings.ContainsAny(first, "@:")
}
