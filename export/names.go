package export

import (
	"regexp"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// Namer pseudonymizes one path segment: a project directory, a session or
// child id, a sidecar file name. It must give the same result the scrubber
// gives the same segment inside content paths, so read-back paths still
// name the bundled files.
type Namer func(segment string) string

// BundlePath returns where a source file goes in the bundle:
// projects/<project>/agent-transcripts/<id>/<id>.jsonl and so on, every
// variable segment pseudonymized.
func BundlePath(f transcript.File, name Namer) string {
	proj := "project"
	if f.Project != "" {
		proj = name(f.Project)
	}
	base := "projects/" + proj + "/"
	switch {
	case f.Role == transcript.RoleSidecar:
		return base + "agent-tools/" + name(f.Name)
	case f.Role == transcript.RoleSubagent:
		return base + "agent-transcripts/" + name(f.Session) + "/subagents/" + name(f.Child) + ".jsonl"
	case f.Flat || f.Project == "":
		return base + "agent-transcripts/" + name(f.ID()) + ".jsonl"
	}
	return base + "agent-transcripts/" + name(f.Session) + "/" + name(f.ID()) + ".jsonl"
}

var homePath = regexp.MustCompile(`(?i)(?:^|[/\\])(?:Users|home)[/\\]([^/\\\s"'` + "`" + `:;,]+)`)

// identityFromPath adds the user names that home-directory paths in s
// spell (/Users/x, /home/x, C:\Users\x).
func identityFromPath(terms map[string]bool, s string) {
	if !strings.Contains(s, "sers") && !strings.Contains(s, "home") && !strings.Contains(s, "SERS") {
		return
	}
	for _, m := range homePath.FindAllStringSubmatch(s, -1) {
		addTerm(terms, m[1])
	}
}

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

// addTerm records a non-trivial identity term.
func addTerm(terms map[string]bool, t string) {
	if len(t) >= 2 && t != "Shared" && t != "Public" && t != "." && t != ".." {
		terms[t] = true
	}
}
