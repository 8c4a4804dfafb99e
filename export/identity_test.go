package export

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/scrub"
)

// identityTree is a source whose identity is made of ordinary words: the
// home user "will", sessions "main" and "command", a child "subagent",
// projects ending in "proj" and "notes-scratch", and the company "acme" in
// host names and a git remote owned by "willacme". Its prose, code, keys
// and URLs use the same words as ordinary text.
func identityTree(t *testing.T) string {
	t.Helper()
	line := func(role, blocks string) string {
		return `{"role":"` + role + `","message":{"content":[` + blocks + `]}}` + "\n"
	}
	text := func(s string) string { return `{"type":"text","text":"` + s + `"}` }
	tool := func(name, input string) string {
		return `{"type":"tool_use","name":"` + name + `","input":` + input + `}`
	}
	acme := line("user", text(prose+` Deploy to db.acme.internal and build-01.corp.acme.lan; mail will@acme.io.`)) +
		line("assistant", tool("Shell", `{"command":"cd /Users/will/acme-proj && git remote add origin git@github.com:willacme/app.git","description":"the command will add a remote"}`)) +
		line("assistant", tool("Write", `{"path":"/Users/will/acme-proj/app/cli.py","contents":"`+code+`"}`)) +
		line("assistant", tool("Task", `{"subagent_type":"explore","prompt":"`+prose+`"}`))
	notes := line("user", text(prose+` The notes_scratch folder and the NotesScratch class, notesScratch too.`)) +
		line("assistant", tool("ReadFile", `{"path":"/Users/will/notes-scratch/notesscratch.md"}`))
	return writeTree(t, map[string]string{
		"Users-will-acme-proj/agent-transcripts/main/main.jsonl":                        acme,
		"Users-will-acme-proj/agent-transcripts/main/subagents/subagent.jsonl":          line("user", text(prose)),
		"Users-will-notes-scratch/agent-transcripts/command/command.jsonl":              notes,
		"Users-will-notes-scratch/agent-tools/0b3a4f9e-51c2-4d7e-9a60-1f2e3d4c5b6a.txt": "output: the main command will run\n",
	})
}

// Ordinary text of identityTree, which redaction must keep.
const (
	prose = `I will check the main branch, run the command from the example and read https://example.com first.`
	code  = `from app import main\nmain()\n`
)

// gone are what identityTree's bundle must not hold, in names or content,
// compared ASCII case-insensitively: the user where it stands as one, the
// project's words in every spelling, the company and the remote's owner.
var gone = []string{"/will/", "will@", "-will-", "acme", "willacme", "notes-scratch", "notes_scratch", "notesscratch"}

// TestIdentityOfOrdinaryWords is the acceptance test of identity: under
// 50 salts, in both modes and both strategies, identityTree exports
// without failing closed; the user, the project words, the company and
// the remote handle are gone from names and content; and in redact mode
// every key and every ordinary word of the source survives.
func TestIdentityOfOrdinaryWords(t *testing.T) {
	root := identityTree(t)
	corpora := discoverRoot(t, root)
	modes := map[string]func(*scrub.Pseudonymizer) Mode{
		"structural": Structural,
		"redact":     func(p *scrub.Pseudonymizer) Mode { return Redact(p, scrub.RedactOptions{}) },
	}
	for _, mode := range []string{"structural", "redact"} {
		for _, strategy := range []string{StrategyChecklist, StrategyAll} {
			for i := range 50 {
				p := scrub.NewPseudonymizer(fmt.Appendf(nil, "identity salt %d", i))
				b, err := Build(context.Background(), corpora, Options{
					Mode: modes[mode](p), Strategy: strategy, Set: set(), Name: p.Segment, Workers: 2,
					Output: filepath.Join(t.TempDir(), "out.tar.zst"),
				})
				if err != nil {
					t.Fatalf("%s %s salt %d: Build: %v", mode, strategy, i, err)
				}
				bl := bundleOf(t, b, 2)
				for _, name := range bl.names {
					for k, g := range gone {
						if strings.Contains(strings.ToLower(name), g) {
							t.Errorf("%s %s salt %d: a bundle name holds identity term #%d", mode, strategy, i, k)
						}
					}
					low := bytes.ToLower(bl.files[name])
					for k, g := range gone {
						if bytes.Contains(low, []byte(g)) {
							t.Errorf("%s %s salt %d: %s holds identity term #%d", mode, strategy, i, name, k)
						}
					}
				}
				if mode == "redact" {
					all := bytes.Join(transcripts(bl), nil)
					for k, keep := range []string{`"subagent_type":`, `"command":`, `"description":`, prose, code, "the command will add a remote"} {
						if !bytes.Contains(all, []byte(keep)) {
							t.Errorf("%s salt %d: ordinary text #%d did not survive", strategy, i, k)
						}
					}
				}
				if t.Failed() {
					return
				}
			}
		}
	}
}
