package claudecode

import (
	"path/filepath"

	"github.com/transcrub/transcrub/transcript"
)

// NearestRoot returns a projects root near dir, a directory that holds no
// transcripts, that does hold some: above dir when dir is inside a
// session directory (<root>/<project>/<session>/subagents, say), else the
// shallowest within a few levels below it that holds a project (dir is
// ~/.claude, say), else "". It follows no links and reads no file.
func (format) NearestRoot(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	if root, ok := transcript.RootAbove(abs, 2, "subagents", "tool-results"); ok {
		return root
	}
	// A root at dir itself would be one discovery found empty.
	at := transcript.SearchBelow(abs, func(p, parent string) bool { return parent != abs && isProject(p) })
	if at == "" {
		return ""
	}
	return filepath.Dir(at)
}
