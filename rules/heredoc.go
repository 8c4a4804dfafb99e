package rules

import "strings"

// Fed passwords. A command that reads a password from its input may be
// given it by the shell's here-string or here-document rather than by a
// pipe (see pipedPassword):
//
//	sudo -S <<< 'v'                     passwd <<< $'v\nv'
//	chpasswd <<< 'user:v'               mysql -u app -p <<< v
//	docker login --password-stdin <<< v ssh-add - <<< v
//	kinit svc@CORP.EXAMPLE <<< v        realm join corp.example <<< v
//	passwd <<EOF                        chpasswd <<'EOF'
//	v                                   user:v
//	v                                   EOF
//	EOF
//
// and so do the commands that store a secret read from their input:
//
//	docker secret create NAME - <<< v   vercel env add NAME <<< v
//	gcloud secrets versions add NAME --data-file=- <<< v
//	wrangler secret put NAME <<< v
//
// and ktutil, fed its commands, reads the password of each key it adds
// with addent -password (or add_entry) from the line after:
//
//	ktutil <<EOF
//	addent -password -p HTTP/web01@CORP.EXAMPLE -k 1 -e aes256-cts
//	v
//	wkt /etc/http.keytab
//	EOF
//
// and ftp, fed its commands (ftp -n, which logs in only when told),
// reads the password of its user command, the word after the user:
//
//	ftp -n ftp01.corp.example <<EOF
//	user batch v
//	put payroll.txt
//	EOF
//
// The cli context reads them at the command's name: the here-string's
// word, or each line of the here-document's body (ktutil's after an
// addent -password), less the user and its colon for chpasswd. A command that reads no password (cat, grep, a
// script's interpreter) is given data, not a password, and is not read.

// A z/OS batch job runs FTP as a step (EXEC PGM=FTP) and feeds it its
// commands in the INPUT data set, often written in stream: the server,
// then the user and password on a line (or each on its own):
//
//	//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT'
//	//INPUT    DD *
//	ftp01.corp.example
//	batch v
//	PUT 'PROD.PAYROLL' payroll.txt
//	/*
//
// The cli context reads the password at PGM (see jobFTPPassword).

// jobFTPPassword appends to dst the password that the in-stream INPUT of
// the job step whose EXEC names PGM before text[to] gives FTP; ok is
// false if the step runs another program or feeds it none so.
func jobFTPPassword(dst []span, text string, to int) (vals []span, next int, ok bool) {
	if !hasPrefixFold(text[to:], "=ftp") || to+4 < len(text) && isIdentByte(text[to+4]) {
		return dst, to, false
	}
	lim := min(len(text), to+maxBody)
	in := strings.Index(text[to:lim], "//INPUT ")
	if in < 0 {
		return dst, to, false
	}
	ls := lineAfter(text, to+in)
	if ls < 0 || !strings.Contains(text[to+in:ls], " DD *") {
		return dst, to, false
	}
	var lines [3][2]int // the server, then the user and password
	n := 0
	for ; n < len(lines) && ls >= 0; n++ {
		le := lineEndOf(text, ls)
		if strings.HasPrefix(text[ls:le], "/*") || strings.HasPrefix(text[ls:le], "//") {
			break
		}
		lines[n] = [2]int{ls, le}
		ls = lineAfter(text, le)
	}
	if n < 2 {
		return dst, to, false
	}
	us, ue := lines[1][0], lines[1][1]
	if sp := strings.IndexByte(text[us:ue], ' '); sp > 0 {
		vs := skipSpaces(text, us+sp)
		return fedPassword(dst, text, vs, argEnd(text, vs, ue), false), ue, true // batch v
	}
	if n == 3 && strings.IndexByte(text[lines[2][0]:lines[2][1]], ' ') < 0 {
		return fedPassword(dst, text, lines[2][0], lines[2][1], false), lines[2][1], true // batch, then v
	}
	return dst, to, false
}

// fedPasswords appends to dst the passwords fed to the command named
// text[from:to] by a here-string or here-document on its line (or, for
// ftp, by the script its -s: runs, see ftpscript.go), if the command
// reads a password from its input; ok is false if it is given
// none so, and next is then to.
func fedPasswords(dst []span, text string, from, to int) (vals []span, next int, ok bool) {
	var buf [32]byte
	b, _ := folded(&buf, text[from:to])
	if string(b) == "pgm" {
		return jobFTPPassword(dst, text, to) // EXEC PGM=FTP
	}
	if string(b) == "ssh" && strings.HasPrefix(text[to:], "-add") {
		b, to = append(b, "-add"...), to+len("-add")
	}
	if !passwordReaders[string(b)] {
		return dst, to, false // curl, echo: read by their flags or a pipe
	}
	name := string(b)
	if name == "ftp" {
		if vals, next, ok := ftpScriptPassword(dst, text, from, to); ok {
			return vals, next, true // ftp -s:FILE
		}
	}
	line := text[to:min(len(text), to+maxReread)]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	if strings.IndexByte(line, '<') < 0 {
		return dst, to, false // most command lines: no redirection
	}
	end := commandEnd(text, to)
	op := strings.Index(text[to:end], "<<")
	if op < 0 || !readsPassword(name, text[to:to+op]) {
		return dst, to, false
	}
	p := to + op + 2
	user := name == "chpasswd" // user:password
	if p < end && text[p] == '<' {
		vs, ve := hereString(text, p+1, end)
		return fedPassword(dst, text, vs, ve, user), max(ve, end), true
	}
	body, delim, ok := hereDoc(text, p, end)
	if !ok {
		return dst, to, false
	}
	keytab, asked := name == "ktutil", false // ktutil: the line after addent -password
	dst, next = hereDocLines(dst, text, body, delim, patchLine(text, from), func(dst []span, ls, le int) []span {
		if name == "ftp" {
			if vs, ve := ftpUserPassword(text, ls, le); vs >= 0 {
				dst = fedPassword(dst, text, vs, ve, false)
			}
			return dst
		}
		if !keytab || asked {
			dst = fedPassword(dst, text, ls, le, user)
		}
		asked = keytab && addentPassword(text[ls:le])
		return dst
	})
	return dst, next, true
}

// hereDocLines appends to dst what take finds in each line text[ls:le]
// of the here-document body that starts at text[body] and ends at the
// line delim (the lines of a patch's added lines past their '+', if
// patch), and returns where the body's read ended. With no end within
// maxBody, none is taken, nor read again.
func hereDocLines(dst []span, text string, body int, delim string, patch bool, take func(dst []span, ls, le int) []span) ([]span, int) {
	n, ls, le := len(dst), body, body
	for ls >= 0 && ls-body <= maxBody {
		if le = lineEndOf(text, ls); patch && ls < le && text[ls] == '+' {
			ls++ // the body of a patch's added lines
		}
		for ls < le && text[ls] == '\t' {
			ls++ // "<<-" strips the tabs that indent the body
		}
		if text[ls:le] == delim {
			return dst, le
		}
		if le == len(text) || text[le] != '\n' && text[le] != '\r' {
			break // the text ends, or a line too long for a password
		}
		dst = take(dst, ls, le)
		ls = lineAfter(text, le)
	}
	return dst[:n], le
}

// Files written by a here-document. cat or tee writing a here-document
// to a file named for a credential (see secretFile) writes the secret
// into it, as echo does (see pipedPassword):
//
//	cat > /etc/openvpn/auth.txt <<EOF   sudo tee ~/.vault_pass <<'EOF'
//	vpnuser                             v
//	v                                   EOF
//	EOF
//
// The cli context reads them at the operator "<<": each line of the body
// that is one word the secret-value model takes for a password, not a
// word of letters alone (the user of OpenVPN's auth-user-pass file), nor
// the lines of a PEM block, which its own rule takes whole.

// writtenSecrets appends to dst the secrets of the here-document whose
// operator "<<" is text[op:op+2], if cat or tee writes it to a file named
// for a credential; ok is false if it is not such a here-document, and
// next is where the read ended.
func writtenSecrets(dst []span, text string, op int) (vals []span, next int, ok bool) {
	p := op + 2
	if op > 0 && text[op-1] == '<' || p < len(text) && text[p] == '<' {
		return dst, p, false // a here-string's "<<<", a merge conflict's marker
	}
	ls := nearLineStart(text, op)
	end := lineEndOf(text, p)
	patch := ls < len(text) && text[ls] == '+' // a patch's added line (see patchLine)
	if patch {
		ls++
	}
	before := strings.Fields(text[ls:op])
	for len(before) > 0 && (before[0] == "$" || before[0] == "#" || before[0] == "sudo") {
		before = before[1:] // a prompt, sudo
	}
	if len(before) == 0 || before[0] != "cat" && before[0] != "tee" {
		return dst, p, false // cout << x, a shift, another command's input
	}
	body, delim, ok := hereDoc(text, p, end)
	if !ok {
		return dst, p, false
	}
	words := before
	if after := strings.Fields(text[p:end]); len(after) > 1 {
		words = append(words, after[1:]...) // cat <<EOF > FILE
	}
	if !secretFile(writtenFile(words)) {
		return dst, p, false
	}
	dst, next = hereDocLines(dst, text, body, delim, patch, func(dst []span, ls, le int) []span {
		v := text[ls:le]
		if v == "" || strings.ContainsAny(v, " \t") || lettersOnly(v) || strings.HasPrefix(v, "-----") {
			return dst
		}
		return fedPassword(dst, text, ls, le, false)
	})
	return dst, next, true
}

// writtenFile returns the file that the command words, cat or tee and
// their arguments, write to: cat's redirection ("> f", ">> f", ">f"),
// tee's one file (after -a); or "".
func writtenFile(words []string) string {
	if words[0] == "tee" {
		return teeTarget(strings.Join(words, " "))
	}
	for i, w := range words[1:] {
		switch {
		case (w == ">" || w == ">>") && i+2 < len(words):
			return words[i+2]
		case strings.HasPrefix(w, ">"):
			return strings.TrimLeft(w, ">")
		}
	}
	return ""
}

// ftpUserPassword returns the bounds of the password in the line
// text[ls:le] if it is ftp's command user USER PASSWORD [ACCOUNT], or -1,
// -1.
func ftpUserPassword(text string, ls, le int) (int, int) {
	ls = skipSpaces(text, ls)
	if le-ls < len("user a b") || !hasPrefixFold(text[ls:le], "user ") {
		return -1, -1
	}
	u := skipSpaces(text, ls+len("user "))
	vs := skipSpaces(text, argEnd(text, u, le))
	if u == vs || vs == le {
		return -1, -1 // user bob: ftp asks for the password
	}
	ve := argEnd(text, vs, le)
	if ve-vs >= 2 && (text[vs] == '\'' || text[vs] == '"') && text[ve-1] == text[vs] {
		vs, ve = vs+1, ve-1
	}
	return vs, ve
}

// addentPassword reports whether line is ktutil's command that adds a key
// made from a password, which it then reads: addent -password (or
// add_entry -password).
func addentPassword(line string) bool {
	line = strings.TrimLeft(line, " \t")
	return (strings.HasPrefix(line, "addent ") || strings.HasPrefix(line, "add_entry ")) && strings.Contains(line, " -password")
}

// keytabCommands reads the commands that printf or echo -e, whose
// arguments start at text[a] and end at text[end], pipe into ktutil in
// their last argument, its lines joined by \n escapes (printf "%b"
// "addent -password -p svc@CORP.EXAMPLE -k 1 -e aes256-cts\nv\nwkt
// svc.keytab\n" | ktutil): the bounds of the line after the first
// addent -password, if the secret-value model takes it for a password,
// or -1, -1.
func keytabCommands(text string, a, end int) (int, int) {
	if end == len(text) || text[end] != '|' {
		return -1, -1
	}
	c := skipSpaces(text, end+1)
	if k := c + len("ktutil"); !strings.HasPrefix(text[c:], "ktutil") || k < len(text) && strings.IndexByte(" \t\r\n;|&", text[k]) < 0 {
		return -1, -1 // most pipes: a look at the next command's first bytes, not a split of it
	}
	vs, ve, quoted := value(text, lastArg(text, a, end), false, false)
	ve = min(ve, end)
	for asked, ls := false, vs; ls < ve; {
		le := ve
		if k := strings.Index(text[ls:ve], `\n`); k >= 0 {
			le = ls + k
		}
		if asked {
			return cliPassword(text, ls, ls, le, quoted)
		}
		asked, ls = addentPassword(text[ls:le]), le+len(`\n`)
	}
	return -1, -1
}

// maxBody bounds the bytes of a here-document's body read for passwords:
// a password and its confirmation, or a few users' lines.
const maxBody = 1 << 10

// passwordReaders are the commands that may read a password from their
// input, as readsPassword tells.
var passwordReaders = map[string]bool{"passwd": true, "chpasswd": true, "ssh-add": true, "sudo": true,
	"mysql": true, "mysqldump": true, "mysqladmin": true, "mariadb": true,
	"docker": true, "podman": true, "nerdctl": true, "helm": true, "vercel": true, "gcloud": true, "wrangler": true,
	"kinit": true, "realm": true, "cryptsetup": true, "ktutil": true, "ftp": true}

// readsPassword reports whether the command name with the arguments
// args (up to its redirection) reads a password from its input.
func readsPassword(name, args string) bool {
	switch name {
	case "passwd", "chpasswd", "ssh-add", "kinit", "cryptsetup", "ktutil", "ftp":
		return true
	case "realm":
		return strings.HasPrefix(strings.TrimSpace(args), "join") // realm join --user=admin corp.example <<< v: SSSD's domain join
	case "sudo":
		return strings.Contains(args, " -S")
	case "mysql", "mysqldump", "mysqladmin", "mariadb":
		return strings.Contains(args+" ", " -p ") // -p alone asks
	case "vercel":
		return strings.Contains(args, " env add ")
	case "gcloud":
		return strings.Contains(args, " secrets ") && strings.Contains(args, "--data-file=-")
	case "wrangler":
		return strings.Contains(args, " secret put ")
	}
	return strings.Contains(args, "--password-stdin") || strings.Contains(args, " secret create ") // docker secret create NAME -
}

// hereString returns the bounds of the word of the here-string after
// "<<<" at text[p:end]: inside its quotes ($'...' too), or bare.
func hereString(text string, p, end int) (int, int) {
	p = skipSpaces(text, p)
	if p+1 < end && text[p] == '$' && text[p+1] == '\'' {
		p++
	}
	if p < end && (text[p] == '\'' || text[p] == '"') {
		return p + 1, quotedEnd(text, p+1, text[p], end)
	}
	return p, argEnd(text, p, end)
}

// hereDoc reads the here-document operator after "<<" at text[p:end]
// ("<<EOF", "<<-'EOF'", `<< "END"`): it returns where its body starts,
// on the line after the command's, and the word that ends it.
func hereDoc(text string, p, end int) (body int, delim string, ok bool) {
	if p < end && text[p] == '-' {
		p++
	}
	p = skipSpaces(text, p)
	if p < end && (text[p] == '\'' || text[p] == '"') {
		p++
	}
	e := identEnd(text, p)
	if e == p || e > end {
		return 0, "", false
	}
	if body = lineAfter(text, end); body < 0 {
		return 0, "", false
	}
	return body, text[p:e], true
}

// fedPassword appends the password text[vs:ve] (after the user and its
// colon, if user) if the model takes it: a written value, never code. A
// here-string's "\n" joins a password and its confirmation, removed
// together.
func fedPassword(dst []span, text string, vs, ve int, user bool) []span {
	if user {
		c := strings.IndexByte(text[vs:ve], ':')
		if c < 0 {
			return dst
		}
		vs += c + 1
	}
	v := text[vs:ve]
	if k := strings.Index(v, `\n`); k >= 0 {
		v = v[:k]
	}
	if v != "" && credentialValue(v, namedPassword, valueShape{quoted: true}) {
		dst = append(dst, span{vs, ve})
	}
	return dst
}

// patchLine reports whether the line holding text[p] is a patch's added
// line: it starts with '+'.
func patchLine(text string, p int) bool {
	ls := nearLineStart(text, p)
	return ls < len(text) && text[ls] == '+'
}

// nearLineStart returns where the line holding text[p] starts, or, if
// it starts more than maxReread bytes before p, p less maxReread.
func nearLineStart(text string, p int) int {
	lo := max(0, p-maxReread)
	return lo + strings.LastIndexByte(text[lo:p], '\n') + 1
}

// echoedFile returns where the word starts that a process substitution
// at text[t] echoes, as a flag that takes a file is given a secret
// inline (wg set wg0 private-key <(echo v), curl --cert-pass <(printf
// '%s' v)), or -1: the substitution's command must be echo (with -n or
// -e) or printf with the format %s, or none but the word, and the word
// one line.
func echoedFile(text string, t int) int {
	s := text[t:]
	var cmd string
	switch {
	case strings.HasPrefix(s, "<(echo "):
		cmd = "<(echo "
	case strings.HasPrefix(s, "<(printf "):
		cmd = "<(printf "
	default:
		return -1
	}
	p := t + len(cmd)
	for _, opt := range []string{"-n ", "-e ", "-ne ", "'%s' ", `"%s" `, "%s "} {
		if strings.HasPrefix(text[p:], opt) && (opt[0] == '-') == (cmd == "<(echo ") {
			p += len(opt)
			break
		}
	}
	if p >= len(text) || text[p] == '$' || text[p] == ')' {
		return -1 // <(echo $KEY): a variable's, not a literal
	}
	if q := text[p]; q == '"' || q == '\'' {
		end := strings.IndexByte(text[p+1:min(len(text), p+1+maxReread)], q)
		if word := text[p+1 : p+1+max(end, 0)]; strings.Contains(word, `\n`) || strings.IndexByte(word, '\n') >= 0 {
			return -1 // openvpn --auth-user-pass <(echo -e "user\npass"): a file of lines, not one word
		}
	}
	return p
}

// cloudInitList appends to dst the passwords of cloud-init's chpasswd
// module, whose list is what it feeds chpasswd, one "user:password" a
// line, in a block scalar or as a sequence's items:
//
//	chpasswd:                  chpasswd:
//	  list: |                    list:
//	    root:v                     - root:v
//	  expire: false
//
// when the name text[from:to] is the key chpasswd; ok is false
// otherwise, and next is then to.
func cloudInitList(dst []span, text string, from, to int) (vals []span, next int, ok bool) {
	if to-from != len("chpasswd") || to == len(text) || text[to] != ':' || text[from:to] != "chpasswd" {
		return dst, to, false
	}
	ls, _ := lineStart(text, from)
	indent := from - ls
	for p := lineAfter(text, to); p >= 0; {
		e := lineEndOf(text, p)
		in := skipSpaces(text, p) - p
		if in <= indent {
			break // the module's block ends
		}
		if key := strings.TrimRight(text[p+in:e], " "); key == "list: |" || key == "list: |-" || key == "list:" {
			q := lineAfter(text, e)
			for q >= 0 {
				qe := lineEndOf(text, q)
				vs := skipSpaces(text, q)
				if vs-q <= in || vs == qe {
					break // the list ends
				}
				if strings.HasPrefix(text[vs:qe], "- ") {
					vs += 2
				}
				dst = fedPassword(dst, text, vs, trimBlanks(text, vs, qe), true)
				e, q = qe, lineAfter(text, qe)
			}
			return dst, e, true
		}
		p = lineAfter(text, e)
	}
	return dst, to, false
}
