package claudecode_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/internal/benchdata"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// These tests read the Claude Code files other projects wrote, in
// ../shared/external/claude beside the repository root (see its
// SOURCES.md). They are never copied into the project. Failure messages
// name files by their place in that folder and lines by number, never by
// content.

// TestReadsExternalFiles opens every external .jsonl file as a source of
// its own, discovers it as one file, and reads every line: each
// non-empty file yields frames, a bad line is a line error naming its
// line, and tool_use blocks have their name and input object.
func TestReadsExternalFiles(t *testing.T) {
	dir := benchdata.External(t, "claude")
	sch := claudecode.Format.Schema()
	files, frames, calls := 0, 0, 0
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".jsonl") {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		files++
		c := discover(t, p)
		if len(c.Files) != 1 {
			t.Errorf("%s: discovered %d files", rel, len(c.Files))
			return nil
		}
		fh, err := c.FS.Open(c.Files[0].Path)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			return nil
		}
		defer fh.Close()
		rd := transcript.NewReader(sch, fh, c.Files[0].Path, 0)
		n := 0
		for {
			f, err := rd.Next()
			if err == io.EOF {
				break
			}
			var le *transcript.LineError
			if errors.As(err, &le) {
				if le.Line <= 0 {
					t.Errorf("%s: a line error without a line", rel)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s: read: %v", rel, err)
				break
			}
			n++
			for _, b := range f.Blocks {
				if b.Type == "tool_use" && b.Name != "" && b.InputKind == transcript.ValueObject {
					calls++
				}
			}
		}
		if st, _ := d.Info(); st.Size() > 0 && n == 0 && !strings.Contains(rel, "history-") {
			t.Errorf("%s: no frame read from a non-empty file", rel)
		}
		frames += n
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 240 || frames < 3500 || calls < 1100 {
		t.Errorf("read %d files, %d frames, %d tool calls with a name and an input object; want ≥ 240, 3500, 1100", files, frames, calls)
	}
}

// TestWorkflowBasicFixture discovers iansherr/claude-code-log's workflow
// run (test/test_data/workflow_basic): every file of it is read, none
// ignored; its subagents are its session's, of their run, and its meta
// files, journal and run record are sidecars of that session.
func TestWorkflowBasicFixture(t *testing.T) {
	dir := filepath.Join(benchdata.External(t, "claude"), "iansherr__claude-code-log", "test", "test_data", "workflow_basic")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("external fixture workflow_basic is absent")
	}
	c := discover(t, dir)
	roles := map[transcript.FileRole]int{}
	for _, f := range c.Files {
		roles[f.Role]++
		if f.Role != transcript.RoleTranscript && (f.Workflow == "" || f.Session != c.Files[0].Session) {
			t.Errorf("%s: a %s of no workflow run or of another session", f.Path, f.Role)
		}
	}
	if c.Ignored != 0 || len(c.Files) != 9 || roles[transcript.RoleSubagent] != 3 || roles[transcript.RoleSidecar] != 5 {
		t.Errorf("%d files (%v), %d ignored; want 9: 1 session, 3 subagents, 5 sidecars, none ignored", len(c.Files), roles, c.Ignored)
	}
}
