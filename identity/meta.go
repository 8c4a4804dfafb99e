package identity

import "strings"

// This file is the identity a session's metadata states outright, beyond
// what its paths spell: the working directory and writable roots (a
// Claude Code frame's cwd, a Codex session's and turn's), the git branch
// and remote, and the time zone. A format's schema names these fields
// (transcript.Field.IsIdent); the caller hands each value here.

// FromDir adds what a working directory or a writable root tells: the
// user names of its home path (FromPath) to users, and to words the
// project it is in, in the spellings ProjectWords adds (acme-notes: acme,
// notes, acme-notes, acme_notes, acmenotes). The project is the first
// segment below the home (or the root) that is not a common directory
// name: ~/src/acme-notes/packages/web is in acme-notes, whose
// subdirectories are its own words, not names. A home itself is in no
// project, and neither is a directory below a dot directory
// (~/.codex/memories is the agent's) or of common names only (/tmp).
func FromDir(users, words Terms, dir string) {
	FromPath(users, dir)
	segs := strings.FieldsFunc(dir, func(r rune) bool { return r == '/' || r == '\\' })
	below := segs
	for i := 0; i+1 < len(segs); i++ {
		if strings.EqualFold(segs[i], "users") || strings.EqualFold(segs[i], "home") {
			below = segs[i+2:]
			break
		}
	}
	for _, s := range below {
		switch {
		case strings.HasPrefix(s, "."):
			return
		case !commonDirs[strings.ToLower(s)]:
			addName(words, s)
			return
		}
	}
}

// addName adds a project's name as written in a directory or a
// repository name: its words split at '-', '_', '.' and spaces.
func addName(words Terms, name string) {
	addWords(words, strings.FieldsFunc(name, func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' }))
}

// FromRemoteURL adds what a session's git remote URL tells: its owner
// to users, whatever the URL's form (the session's own repository), and
// its repository's name, as a project's, to words.
func FromRemoteURL(users, words Terms, url string) {
	fromRemote(users, url, true)
	if k := strings.LastIndexAny(url, "/:"); k >= 0 && k+1 < len(url) {
		addName(words, strings.TrimSuffix(url[k+1:], ".git"))
	}
}

// branchKinds are first segments of branch names that say what kind of
// work a branch is or which tool made it, never whose it is.
var branchKinds = map[string]bool{
	"feature": true, "features": true, "feat": true, "fix": true, "fixes": true, "bugfix": true, "bug": true,
	"hotfix": true, "release": true, "releases": true, "chore": true, "docs": true, "doc": true,
	"refactor": true, "test": true, "tests": true, "ci": true, "build": true, "perf": true, "style": true,
	"wip": true, "topic": true, "experiment": true, "exp": true, "spike": true, "revert": true, "merge": true,
	"backport": true, "support": true, "task": true, "story": true, "epic": true, "improvement": true,
	"dependabot": true, "renovate": true, "snyk": true, "codex": true, "claude": true, "cursor": true,
	"copilot": true, "devin": true, "gh-readonly-queue": true, "pr": true, "pull": true, "origin": true,
	"upstream": true, "remotes": true, "main": true, "master": true, "develop": true, "dev": true,
	"staging": true, "production": true, "prod": true, "next": true, "stable": true, "tmp": true, "temp": true,
}

// FromBranch adds the handle a git branch name spells. What is identity
// in a branch name is its namespace: by convention a branch of two
// segments or more is namespaced by its first, and a first segment that
// is a kind of work or a tool (feature/…, fix/…, release/…,
// dependabot/…, codex/…) names no one, any other is its owner's handle
// (alice/fix-x), and users/<handle>/… names it second. The rest is the
// topic: from the branch alone "alice" in feature/alice-login cannot be
// told from a word of the feature, so a topic adds no term; a term known
// otherwise (a home user, a project word) is identity in it as in any
// path, which a branch name is shaped like.
func FromBranch(users Terms, branch string) {
	b := strings.TrimPrefix(branch, "refs/heads/")
	first, rest, ok := strings.Cut(b, "/")
	if !ok {
		return
	}
	switch low := strings.ToLower(first); {
	case low == "users" || low == "user" || low == "u":
		if strings.Contains(rest, "/") {
			addOwner(users, rest)
		}
	case !branchKinds[low]:
		addOwner(users, b)
	}
}

// Zone reports whether tz, a time-zone name, is identity: an IANA name
// of a place (Europe/Berlin, America/Denver) tells where its user is;
// UTC, GMT and the Etc/ zones name no place.
func Zone(tz string) bool {
	return strings.Contains(tz, "/") && !strings.HasPrefix(tz, "Etc/") && len(tz) <= 64
}
