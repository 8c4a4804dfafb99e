package cursor

import (
	"os"
	"path/filepath"

	"github.com/transcrub/transcrub/transcript"
)

// NearestRoot returns a projects root near dir, a directory that holds no
// transcripts, that does hold some: above dir when dir is inside
// <root>/<project>/agent-transcripts/ or agent-tools/ (a session folder,
// say), else the shallowest within a few levels below it (dir is
// ~/.cursor, say), else "". It follows no links and reads no file.
func (format) NearestRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	if root, ok := transcript.RootAbove(abs, 1, "agent-transcripts", "agent-tools"); ok {
		return root
	}
	// A root at dir itself would be one discovery found empty.
	at := transcript.SearchBelow(abs, func(p, parent string) bool {
		return filepath.Base(p) == "agent-transcripts" && parent != abs && filepath.Dir(parent) != abs && holdsJSONL(p, 2)
	})
	if at == "" {
		return ""
	}
	return filepath.Dir(filepath.Dir(at))
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
