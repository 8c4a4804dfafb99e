package identity

import (
	"strings"
)

// Terms are identity terms as gathered, each once (any case). Callers
// fill one per worker and merge them.
type Terms = map[string]bool

// FromPath adds the user names that home-directory paths in s spell
// (/Users/x, /home/x, C:\Users\x): the matches of the regular expression
//
//	(?i)(?:^|[/\\])(?:Users|home)[/\\]([^/\\\s"'`:;,]+)
//
// found by hand, for speed (ſ, U+017F, is the one letter beyond ASCII that
// folds to one of "Users" and "home").
func FromPath(terms Terms, s string) {
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
			Add(terms, name)
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

// homePrefixes begin the encoded project directory of a home's project.
// (Cursor's Users-<name>-…, Claude Code's -Users-<name>-…, either's
// encoding of C:\Users\<name>\…).
var homePrefixes = []string{"Users-", "home-", "c-Users-", "C-Users-", "-Users-", "-home-", "C--Users-", "c--Users-"}

// FromProject adds the user name an encoded project directory spells
// (Users-<name>-… or home-<name>-…).
func FromProject(terms Terms, project string) {
	for _, prefix := range homePrefixes {
		if rest, ok := strings.CutPrefix(project, prefix); ok {
			name, _, _ := strings.Cut(rest, "-")
			Add(terms, name)
		}
	}
}

// commonDirs are directory names too common to be anyone's identity,
// and the placeholders a path already anonymized holds (/redacted/path/…,
// /path/to/project): a fixture's cwd of those names a project of neither.
var commonDirs = map[string]bool{
	"code": true, "src": true, "source": true, "dev": true, "work": true, "workspace": true, "workspaces": true,
	"projects": true, "project": true, "repos": true, "repo": true, "git": true, "github": true, "gitlab": true,
	"documents": true, "desktop": true, "downloads": true, "home": true, "users": true, "tmp": true, "temp": true,
	"apps": true, "app": true, "web": true, "api": true, "server": true, "client": true, "main": true, "test": true,
	"tests": true, "sandbox": true, "personal": true, "play": true, "playground": true, "experiments": true,
	"cursor": true, "site": true, "www": true, "docs": true, "lib": true, "libs": true,
	"redacted": true, "anonymized": true, "path": true,
}

// ProjectWords adds what an encoded project directory spells after the
// user name (Users-<name>-acme-billing): each word that is not a common
// directory name or a number (acme, billing), company and product names,
// and, of two words or more, the joined name in the spellings content
// uses for it: acme-billing, acme_billing and acmebilling (which, case
// folded, is AcmeBilling and acmeBilling too).
func ProjectWords(terms Terms, project string) {
	for _, prefix := range homePrefixes {
		rest, ok := strings.CutPrefix(project, prefix)
		if !ok {
			continue
		}
		addWords(terms, strings.Split(rest, "-")[1:])
	}
}

// addWords adds a project's words, less common directory names and
// numbers, and of two words or more the joined name in its spellings.
func addWords(terms Terms, words []string) {
	for _, w := range words {
		if len(w) >= 3 && !commonDirs[strings.ToLower(w)] && strings.Trim(w, "0123456789._") != "" {
			terms[w] = true
		}
	}
	if len(words) >= 2 {
		for _, sep := range []string{"-", "_", ""} {
			terms[strings.Join(words, sep)] = true
		}
	}
}

// remoteHosts are the hosts whose URLs name a repository's owner first.
var remoteHosts = []string{"github.com/", "gitlab.com/", "bitbucket.org/", "codeberg.org/"}

// notOwners are the first path segments of those hosts' URLs that are
// pages, not owners, and placeholders for one.
var notOwners = map[string]bool{
	"user": true, "username": true, "owner": true, "org": true, "orgs": true, "users": true, "example": true,
	"settings": true, "login": true, "features": true, "topics": true, "explore": true, "search": true,
	"marketplace": true, "notifications": true, "new": true, "apps": true, "sponsors": true, "api": true,
}

// FromRemote adds the owners of the git remotes a command spells that its
// user authenticates to, which are theirs or their company's:
// git@HOST:OWNER/REPO, ssh://git@HOST/OWNER/REPO and
// https://USER@github.com/OWNER/REPO. An anonymous https://github.com/OWNER
// link or a module path (go get github.com/spf13/cobra) names someone
// else's public project: the rule git-remote-owner (rules/default/pii.toml)
// still redacts the owner of a repository URL where it stands, but the
// name is not made a term that every whole word of it would be.
func FromRemote(terms Terms, s string) { fromRemote(terms, s, false) }

// fromRemote adds the owners of the remotes s spells; anonymous says
// whether an https remote without a user counts.
func fromRemote(terms Terms, s string, anonymous bool) {
	if !strings.Contains(s, "git") && !strings.Contains(s, ".org/") {
		return // every remote form holds one of them: most commands hold neither
	}
	for rest := s; ; {
		i := strings.Index(rest, "git@")
		if i < 0 {
			break
		}
		rest = rest[i+len("git@"):]
		host := strings.IndexAny(rest, ":/ \t\n\"'")
		if host > 0 && (rest[host] == ':' || rest[host] == '/') {
			addOwner(terms, rest[host+1:])
		}
	}
	for _, h := range remoteHosts {
		for rest := s; ; {
			i := strings.Index(rest, h)
			if i < 0 {
				break
			}
			user := i > 0 && rest[i-1] == '@'
			rest = rest[i+len(h):]
			if anonymous || user {
				addOwner(terms, rest)
			}
		}
	}
}

// addOwner adds the owner that s begins with, up to its '/', if any.
func addOwner(terms Terms, s string) {
	s = strings.TrimPrefix(s, "~")
	owner, _, ok := strings.Cut(s, "/")
	if !ok || strings.IndexFunc(owner, func(r rune) bool { return !isOwnerRune(r) }) >= 0 || strings.Trim(owner, "0123456789") == "" {
		return
	}
	if !notOwners[strings.ToLower(owner)] {
		Add(terms, owner)
	}
}

func isOwnerRune(r rune) bool {
	return r < 0x80 && (isAlnum(byte(r)) || r == '-' || r == '_' || r == '.')
}

// Add records a non-trivial identity term: not a generic account
// (Generic), "." or "..".
func Add(terms Terms, t string) {
	if len(t) >= 2 && !Generic(t) && t != ".." {
		terms[t] = true
	}
}
