package export

import (
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// Namer pseudonymizes one path segment: a project directory, a session or
// child id, a sidecar file name. It must give the same result the scrubber
// gives the same segment inside content paths, so read-back paths still
// name the bundled files.
type Namer func(segment string) string

// BundlePath returns where a source file of format goes in the bundle:
// where the format lays it out (transcript.Format.BundlePath), every
// variable segment pseudonymized and printable.
func BundlePath(format transcript.Format, f transcript.File, name Namer) string {
	return format.BundlePath(f, printable(name))
}

// identityFromPath adds the user names that home-directory paths in s
// spell (/Users/x, /home/x, C:\Users\x): the matches of the regular
// expression
//
//	(?i)(?:^|[/\\])(?:Users|home)[/\\]([^/\\\s"'`:;,]+)
//
// found by hand, for speed (ſ, U+017F, is the one letter beyond ASCII that
// folds to one of "Users" and "home").
func identityFromPath(terms map[string]bool, s string) {
	if !strings.Contains(s, "sers") && !strings.Contains(s, "home") && !strings.Contains(s, "SERS") {
		return
	}
	slash, back := -1, -1 // the next '/' and '\\' at or after i
	for i := 0; i < len(s); {
		end := -1
		var name string
		if i == 0 {
			name, end = homeName(s, 0)
		}
		if end < 0 && (s[i] == '/' || s[i] == '\\') {
			name, end = homeName(s, i+1)
		}
		if end >= 0 {
			addTerm(terms, name)
			i = end
			continue
		}
		i++
		if slash < i {
			slash = indexFrom(s, i, '/')
		}
		if back < i {
			back = indexFrom(s, i, '\\')
		}
		i = min(slash, back)
	}
}

// indexFrom returns the index of the first c in s at or after i, or len(s).
func indexFrom(s string, i int, c byte) int {
	k := strings.IndexByte(s[i:], c)
	if k < 0 {
		return len(s)
	}
	return i + k
}

// homeName reads "Users/" or "home/" (any case, either separator) and a
// name at s[i:], and returns the name and where it ends; end is -1 when
// there is none.
func homeName(s string, i int) (name string, end int) {
	j := foldPrefix(s, i, "users")
	if j < 0 {
		j = foldPrefix(s, i, "home")
	}
	if j < 0 || j == len(s) || s[j] != '/' && s[j] != '\\' {
		return "", -1
	}
	k := j + 1
	for k < len(s) && !strings.ContainsRune(homeNameStop, rune(s[k])) {
		k++
	}
	if k == j+1 {
		return "", -1
	}
	return s[j+1 : k], k
}

// foldPrefix matches the lowercase ASCII word w at s[i:] as (?i) does, ſ
// for s included, and returns where the match ends, or -1.
func foldPrefix(s string, i int, w string) int {
	for k := 0; k < len(w); k++ {
		switch {
		case i < len(s) && s[i]|0x20 == w[k]: // an ASCII letter, either case
			i++
		case w[k] == 's' && strings.HasPrefix(s[i:], "ſ"):
			i += len("ſ")
		default:
			return -1
		}
	}
	return i
}

// homeNameStop are the bytes that end a name in a home path.
const homeNameStop = "/\\ \t\n\f\r\"'`:;,"

// identityFromProject adds the user name an encoded project directory
// spells: Users-<name>-… or home-<name>-….
func identityFromProject(terms map[string]bool, project string) {
	for _, prefix := range []string{"Users-", "home-", "c-Users-", "C-Users-"} {
		if rest, ok := strings.CutPrefix(project, prefix); ok {
			name, _, _ := strings.Cut(rest, "-")
			addTerm(terms, name)
		}
	}
}

// commonDirs are directory names too common to be anyone's identity.
var commonDirs = map[string]bool{
	"code": true, "src": true, "source": true, "dev": true, "work": true, "workspace": true, "workspaces": true,
	"projects": true, "project": true, "repos": true, "repo": true, "git": true, "github": true, "gitlab": true,
	"documents": true, "desktop": true, "downloads": true, "home": true, "users": true, "tmp": true, "temp": true,
	"apps": true, "app": true, "web": true, "api": true, "server": true, "client": true, "main": true, "test": true,
	"tests": true, "sandbox": true, "personal": true, "play": true, "playground": true, "experiments": true,
	"cursor": true, "notes": true, "scratch": true, "site": true, "www": true, "docs": true, "lib": true, "libs": true,
}

// projectWords adds the directory names an encoded project directory
// spells after the user name (Users-<name>-acme-billing: acme, billing):
// company and product names, identity in redacted text. Short and common
// words are left out.
func projectWords(terms map[string]bool, project string) {
	for _, prefix := range []string{"Users-", "home-", "c-Users-", "C-Users-"} {
		rest, ok := strings.CutPrefix(project, prefix)
		if !ok {
			continue
		}
		words := strings.Split(rest, "-")
		for _, w := range words[1:] {
			if len(w) >= 4 && !commonDirs[strings.ToLower(w)] && strings.Trim(w, "0123456789._") != "" {
				terms[w] = true
			}
		}
	}
}

// addTerm records a non-trivial identity term.
func addTerm(terms map[string]bool, t string) {
	if len(t) >= 2 && t != "Shared" && t != "Public" && t != "." && t != ".." {
		terms[t] = true
	}
}
