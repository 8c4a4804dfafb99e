package rules

import "strings"

// This file is where the credential context reads a keyword that names
// no password though its words say one: a file's name ("token.svg",
// "password.png", whose extension says what it holds), dropped where a
// path follows it (a list of files), and whose words hold no value
// after the keyword ("secret-demo.yaml", "Password-Demo.png": see
// joinedFile), and the
// English verb or noun "pass" in prose ("Always pass `x`", "Single-pass reading"),
// which a word follows as the next word of a sentence: there only a value
// that looks generated counts, as after a token's name; go test's PASS,
// which the passing test's name follows; and a name that is a struct
// field's value (see fieldGiven) or a command's, a named argument after
// it (see namedArgument). A password given
// after "pass" still counts where an operator gives it ("pass: v",
// "--pass v", "pass=v").

// fileName reports whether name ends in a dot and the extension of a file
// that is no store of secrets: an image, a document, a page, a style
// sheet, a script or a source file.
func fileName(name string) bool {
	dot := strings.LastIndexByte(name, '.')
	return dot > 0 && fileExtensions.has(strings.ToLower(name[dot+1:]))
}

// joinedFile reports whether a joined name (words joined by dashes and
// dots) ends in a file's extension: fileName's, a data or config file's,
// or an archive's. Such a name is a file's, and the words after its
// credential word name the file ("secret-demo.yaml", a package's
// "jsonwebtoken-9.0.2.tgz"), not a value joined to the keyword as in
// "acme-SECRET-value".
func joinedFile(name string) bool {
	dot := strings.LastIndexByte(name, '.')
	if dot <= 0 {
		return false
	}
	ext := strings.ToLower(name[dot+1:])
	return fileName(name) || dataExtensions.has(ext) || archiveExtensions.has(ext)
}

// dataExtensions are the extensions of data and config files, which
// fileName leaves out because a file named for a credential holds one
// ("token.json v"); in a joined name they still end a file's name.
var dataExtensions = newWordSet("json", "yaml", "yml", "toml", "txt", "ini", "xml", "cfg", "conf", "env")

// archiveExtensions are the extensions of archives and of the packages
// registries serve as archives (npm's tarballs, Python's wheels and
// sdists, Java's jars, Debian's and Red Hat's packages, NuGet's, gems,
// crates), whose names hold a package's name and version: a package
// named for a credential word ("jsonwebtoken", "keyring", "passport")
// names its files with it.
var archiveExtensions = newWordSet("tgz", "gz", "tar", "zip", "bz2", "xz", "zst", "7z", "whl", "egg", "jar", "war",
	"deb", "rpm", "apk", "nupkg", "gem", "crate")

// pathFollows reports whether a path follows text[:i] after blanks: a
// file's name then a path is a list of files ("token.svg /Users/x/icons"),
// where a value after the name ("taskSecret.go v") is still judged.
func pathFollows(text string, i int) bool {
	for i < len(text) && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i < len(text) && (text[i] == '/' || text[i] == '~' || text[i] == '.')
}

// fileExtensions are the extensions of fileName. Files that may hold
// secrets (.json, .env, .pem, .key, .txt, .yaml) are not among them.
var fileExtensions = newWordSet("svg", "png", "jpg", "jpeg", "gif", "ico", "webp", "bmp", "pdf", "md", "html", "css",
	"js", "mjs", "cjs", "ts", "tsx", "jsx", "py", "go", "rs", "rb", "java", "kt", "swift", "sh", "lock", "log", "csv")

// passInProse reports whether the name text[ks:ke] is the word "pass" in
// lower case, alone or ending a compound ("single-pass", not the flag
// "--pass"), and the value at p follows it after blanks only, as the next
// word of a sentence does; unless a user given before it makes it a
// label ("user admin pass v"), or the value is shaped as a password
// people write, which no sentence passes ("pass Falcon104?lah").
func passInProse(text string, ks, ke, p int) bool {
	name := text[ks:ke]
	if name != "pass" && (name[0] == '-' || !strings.HasSuffix(name, "-pass")) {
		return false
	}
	if strings.TrimLeft(text[ke:p], " \t") != "" || userBefore(text, ks) {
		return false
	}
	e := p
	for e < len(text) && e < p+maxReread && text[e] != ' ' && text[e] != '\t' && text[e] != '\n' && text[e] != '\r' {
		e++
	}
	return !passwordShaped(text[p:e])
}

// testResult reports whether the name text[ks:ke] is go test's PASS of a
// result line ("--- PASS: TestHashPassword/m=65536,t=3 (0.31s)",
// indented under its parent for a subtest), which the test's name
// follows, not a password.
func testResult(text string, ks, ke int) bool {
	if text[ks:ke] != "PASS" || ke == len(text) || text[ke] != ':' {
		return false
	}
	lo := max(0, ks-maxReread)
	ls := lo + strings.LastIndexByte(text[lo:ks], '\n') + 1
	return strings.TrimLeft(text[ls:ks], " \t") == "--- "
}

// fieldGiven reports whether the name at text[ks:] is itself a field's
// value, glued to the field's label by a colon as a Go struct's %+v
// prints it ("&{Name:db-password Version:3}"): what follows it after a
// blank is the next field, not a value the name gives.
func fieldGiven(text string, ks, ke int) bool {
	return ks >= 2 && text[ks-1] == ':' && isLetter(text[ks-2]) && !namespacedRow(text, ks, ke)
}

// namedArgument returns the end of the name of a named argument at
// text[p:], what a name is given after a blank, or -1: an identifier
// glued by a colon to a quoted value, as fastlane's command line passes
// an action's options ("fastlane run app_store_connect_api_key
// key_id:\"v\""). The name is the command's, and the argument its next
// option, not its value.
func namedArgument(text string, p int) int {
	e := p
	for e < len(text) && isIdentByte(text[e]) {
		e++
	}
	if e > p && e+1 < len(text) && text[e] == ':' && (text[e+1] == '"' || text[e+1] == '\'') {
		return e
	}
	return -1
}

// defaultKeys name a struct tag's or an option's default value.
var defaultKeys = newWordSet("default", "envdefault", "defaultvalue", "value")

// defaultArgument returns the bounds of the quoted value of the named
// argument text[p:e] gives (see namedArgument) if its name is a
// default's ("envDefault:\"v\""), or -1, -1.
func defaultArgument(text string, p, e int) (int, int) {
	if !defaultKeys.has(text[p:e]) { // has ignores case
		return -1, -1
	}
	c := strings.IndexByte(text[e+2:], text[e+1])
	if c < 1 {
		return -1, -1
	}
	return e + 2, e + 2 + c
}

// namespacedRow reports whether the name text[ks:ke], glued by a colon to
// a namespace that starts its line, is a listing's key that a run of
// blanks aligns with its value, as pulumi config prints a project's keys
// ("app:dbPassword   v"), not a field's value: a struct's fields follow
// one another after a single blank. The namespace is read back at most
// maxHeader bytes.
func namespacedRow(text string, ks, ke int) bool {
	if ke+1 >= len(text) || text[ke] != ' ' || text[ke+1] != ' ' && text[ke+1] != '\t' {
		return false
	}
	p, lo := ks-1, max(0, ks-1-maxHeader)
	for p > lo && isIdentByte(text[p-1]) {
		p--
	}
	for p > 0 && (text[p-1] == ' ' || text[p-1] == '\t') {
		p--
	}
	return p == 0 || text[p-1] == '\n'
}

// userBefore reports whether "user NAME " (or login, username) or a mail
// address ends text[:ks], a user given before a password word on its
// line ("netflix account is family@example.net pass v").
func userBefore(text string, ks int) bool {
	ws, we := lineWordBefore(text, ks) // NAME
	if ws == we || we == ks {
		return false
	}
	if mailShaped(text[ws:we]) {
		return true
	}
	ls, le := lineWordBefore(text, ws)
	for _, w := range [...]string{"user", "username", "login", "usr"} {
		if strings.EqualFold(text[ls:le], w) {
			return true
		}
	}
	return false
}
