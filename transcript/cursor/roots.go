package cursor

import (
	"os"
	"path/filepath"
	"strings"
)

// Bounds of the look below a source for a projects root: levels of
// directories, and directories listed in all.
const (
	rootSearchDepth = 4
	rootSearchDirs  = 2000
)

// NearestRoot returns a projects root near dir, a directory that holds no
// transcripts, that does hold some: above dir when dir is inside
// <root>/<project>/agent-transcripts/ or agent-tools/ (a session folder,
// say), else the shallowest within a few levels below it (dir is
// ~/.cursor, say), else "". It follows no links and reads no file.
func NearestRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	parts := strings.Split(filepath.ToSlash(abs), "/")
	for i := len(parts) - 1; i >= 2; i-- {
		if parts[i] == "agent-transcripts" || parts[i] == "agent-tools" {
			return filepath.FromSlash(strings.Join(parts[:i-1], "/"))
		}
	}
	level, listed := []string{abs}, 0
	for depth := 0; depth < rootSearchDepth && len(level) > 0; depth++ {
		var next []string
		for _, d := range level {
			if listed++; listed > rootSearchDirs {
				return ""
			}
			es, _ := os.ReadDir(d)
			for _, e := range es {
				if !e.IsDir() { // links are not directories here
					continue
				}
				p := filepath.Join(d, e.Name())
				// A root at dir itself would be one discovery found empty.
				if e.Name() == "agent-transcripts" && d != abs && filepath.Dir(d) != abs && holdsJSONL(p, 2) {
					return filepath.Dir(d)
				}
				next = append(next, p)
			}
		}
		level = next
	}
	return ""
}

// holdsJSONL reports whether dir or a directory up to levels below it
// holds a .jsonl entry.
func holdsJSONL(dir string, levels int) bool {
	es, _ := os.ReadDir(dir)
	for _, e := range es {
		if filepath.Ext(e.Name()) == ".jsonl" || e.IsDir() && levels > 1 && holdsJSONL(filepath.Join(dir, e.Name()), levels-1) {
			return true
		}
	}
	return false
}
