package rules

import "strings"

// Printed values. A credential name on a line typed at a prompt (a
// shell's "$ " or "user@host:~$ ", PowerShell's "PS C:\> ", Python's
// ">>> ", IRB's "irb(main):001:0> ") asks for its value, and the line
// below, where the command or the interpreter answers, prints it: "$ echo
// $API_KEY" over the key, ">>> os.environ['DB_PASS']" over 'v', "$
// kubectl get secret db -o jsonpath='{.data.password}' | base64 -d" over
// the password. The answer is one token alone on its line, unless a
// later stage of the pipeline prints something derived from the value
// (see derivedOutput), or the named file is redirected into such a
// command (see derivedInput).

// promptOutput returns where the line that answers the prompt's line
// holding the name text[ks:ke] starts, if that line is one token; or -1.
// It reads at most maxPromptTail bytes after the name, maxPromptLine of
// the prompt's line and maxPromptAnswer of the answer, forward first (which is quick, and refuses most names),
// so that names cost little.
func promptOutput(text string, ks, ke int) int {
	nl := strings.IndexByte(text[ke:min(len(text), ke+maxPromptTail)], '\n')
	if nl < 0 || derivedOutput(text[ke:ke+nl]) {
		return -1
	}
	p := ke + nl + 1
	line := text[p:min(len(text), p+maxPromptAnswer)]
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
	if line == "" {
		return -1
	}
	spaced := strings.IndexByte(line, ' ') >= 0 || strings.IndexByte(line, '\t') >= 0
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
	if !prompted(text[ls:ks]) || derivedInput(text[ls:ks]) {
		return -1
	}
	if patch {
		if text[p] != '+' || p+1 == len(text) {
			return -1
		}
		p, line = p+1, line[1:]
	}
	if spaced {
		if text[ks] == '$' {
			ks++ // the name's bounds hold its variable's sign
		}
		return echoedAnswer(text[ls:ks], text[ke:ke+nl], p, line)
	}
	if q := passwordBelow(text, p, line, patch); q > p {
		return q // $ cat auth.txt\nuser\nv
	}
	return p
}

// echoedAnswer returns where the value starts in the answer line text[p:]
// (line) if the prompt's line echoes the name's variable inside words,
// the text before it (head, to the name) and after it (tail, to the
// line's end) reading "echo "Deploying with $CI_DEPLOY_PASSWORD"", and
// the answer is those words with one token where the variable stood
// ("Deploying with v"), as a CI job's log prints an unmasked variable;
// or -1. The words hold no other variable, so that the answer's token
// is the name's value.
func echoedAnswer(head, tail string, p int, line string) int {
	e := strings.LastIndex(head, "echo ")
	if e < 0 {
		return -1
	}
	arg := strings.TrimLeft(head[e+len("echo"):], " ")
	for _, f := range []string{"-n ", "-e ", "-ne "} {
		arg = strings.TrimPrefix(arg, f)
	}
	q := byte(0)
	if arg != "" && (arg[0] == '"' || arg[0] == '\'') {
		q, arg = arg[0], arg[1:]
	}
	before, ok := strings.CutSuffix(arg, "$")
	if !ok {
		if before, ok = strings.CutSuffix(arg, "${"); !ok {
			return -1
		}
		if tail, ok = strings.CutPrefix(tail, "}"); !ok {
			return -1
		}
	}
	if q != 0 {
		k := strings.IndexByte(tail, q)
		if k < 0 {
			return -1
		}
		tail = tail[:k]
	}
	if before+tail == "" || strings.ContainsAny(before+tail, "$`") {
		return -1 // the one-token answer's, or another variable's
	}
	v, ok := strings.CutPrefix(line, before)
	if v, ok = strings.CutSuffix(v, tail); !ok || v == "" || strings.ContainsAny(v, " \t") {
		return -1
	}
	return p + len(before)
}

// passwordBelow returns where the line starts below the answer line
// text[p:p+len(line)] if the answer is a user's name over a password:
// line reads as an account's name, the next line is one token alone, and
// the output ends after it (the text's end, a blank line or a prompt's
// line), as a credentials file prints (OpenVPN's auth-user-pass file);
// or p. In a patch (patch), the lines are the ones it adds.
func passwordBelow(text string, p int, line string, patch bool) int {
	if !accountShaped(line) {
		return p
	}
	q := p + len(line)
	for q < len(text) && text[q] == '\r' {
		q++
	}
	if q >= len(text)-1 || text[q] != '\n' {
		return p
	}
	q++
	if patch {
		if text[q] != '+' {
			return p
		}
		q++
	}
	next := text[q:min(len(text), q+maxPromptLine)]
	e := strings.IndexByte(next, '\n')
	if e < 0 && q+len(next) < len(text) {
		return p
	}
	after := ""
	if e >= 0 {
		next, after = strings.TrimRight(next[:e], "\r"), text[q+e+1:min(len(text), q+e+1+maxPromptLine)]
	}
	if next == "" || strings.ContainsAny(next, " \t") {
		return p
	}
	l, _, _ := strings.Cut(after, "\n")
	if patch && !strings.HasPrefix(l, "+") {
		return q // the patch's added lines end
	}
	if l = strings.TrimPrefix(l, "+"); strings.TrimSpace(l) != "" && !prompted(l) {
		return p
	}
	return q
}

// accountShaped reports whether s reads as an account's name: a letter,
// then 1 to 31 lower-case letters, digits, dots, dashes, underscores or
// an '@'.
func accountShaped(s string) bool {
	if len(s) < 2 || len(s) > 32 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !('a' <= c && c <= 'z' || isDigit(c) || strings.IndexByte("._-@", c) >= 0) {
			return false
		}
	}
	return true
}

// maxPromptLine bounds the length of a prompt's line and of the lines
// below a one-line answer; maxPromptAnswer that of the answer, which a
// credential a cloud's CLI prints can make long (aws ecr
// get-login-password's token runs to some 2 KiB, a session's token to
// one); maxPromptTail that of the prompt's line after the name, which
// ends it or is followed by little ("']", "}' | base64 -d"), so that most
// names, in lines that go on, cost a short look.
const (
	maxPromptLine   = 256
	maxPromptAnswer = 4096
	maxPromptTail   = 64
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

// derivedOutput reports whether the last stage of the pipeline in tail,
// the prompt's line after the name, prints something derived from the
// value rather than the value: a public key ("wg genkey | tee privatekey
// | wg pubkey") or a digest ("| sha256sum"), or whether an interpreter's
// line ends by taking a digest of it (">>> hashlib.sha256(b"password")
// .hexdigest()", Node's ".digest('hex')").
func derivedOutput(tail string) bool {
	if strings.Contains(tail, ".hexdigest(") || strings.Contains(tail, ".digest(") {
		return true
	}
	bar := strings.LastIndexByte(tail, '|')
	return bar >= 0 && deriving(tail[bar+1:])
}

// derivedInput reports whether head, the prompt's line before the name,
// redirects the named file into a command that prints something derived
// from it ("$ wg pubkey < privatekey", "$ sha256sum < token").
func derivedInput(head string) bool {
	head = strings.TrimRight(head, " \t")
	if !strings.HasSuffix(head, "<") {
		return false
	}
	head = head[:len(head)-1]
	if bar := strings.LastIndexByte(head, '|'); bar >= 0 {
		return deriving(head[bar+1:])
	}
	_, stage, _ := strings.Cut(strings.TrimLeft(head, " \t"), " ") // past the prompt
	return deriving(stage)
}

// deriving reports whether the pipeline's stage prints something derived
// from its input: a public key (wg pubkey) or a digest (sha256sum).
func deriving(stage string) bool {
	stage = strings.TrimLeft(stage, " \t")
	cmd, _, _ := strings.Cut(stage, " ")
	return strings.HasPrefix(stage, "wg pubkey") || len(cmd) > 3 && strings.HasSuffix(cmd, "sum")
}
