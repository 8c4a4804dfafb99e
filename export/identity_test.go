package export

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
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
// every key of the source survives (with --select all, the bundle's keys
// are exactly the source's) and so does every ordinary word.
func TestIdentityOfOrdinaryWords(t *testing.T) {
	root := identityTree(t)
	corpora := discoverRoot(t, root)
	sourceKeys := keysOf(t, sourceLines(t, root, corpora))
	if len(sourceKeys) < 10 {
		t.Fatalf("the source has %d keys: the tree was not read", len(sourceKeys))
	}
	for _, mode := range []string{"structural", "redact"} {
		for _, strategy := range []string{StrategyChecklist, StrategyAll} {
			for i := range 50 {
				b, err := exportTree(corpora, mode, strategy, fmt.Sprintf("identity salt %d", i), t.TempDir())
				if err != nil {
					t.Fatalf("%s %s salt %d: Build: %v", mode, strategy, i, err)
				}
				if b.Partial {
					t.Fatalf("%s %s salt %d: partial bundle (exit 4, not 0)", mode, strategy, i)
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
				if mode == "redact" && strategy == StrategyAll && !slices.Equal(keysOf(t, bytes.Join(transcripts(bl), nil)), sourceKeys) {
					t.Errorf("salt %d: the bundle's object keys are not the source's", i)
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

// exportTree builds corpora in mode ("structural" or "redact") with the
// strategy and salt given, the output beside dir.
func exportTree(corpora []*transcript.Corpus, mode, strategy, salt, dir string, identity ...string) (*Bundle, error) {
	p := scrub.NewPseudonymizer([]byte(salt))
	m := Structural(p)
	if mode == "redact" {
		m = Redact(p, scrub.RedactOptions{})
	}
	return Build(context.Background(), corpora, Options{
		Mode: m, Strategy: strategy, Set: set(), Name: p.Segment, Workers: 2, Identity: identity,
		Output: filepath.Join(dir, "out.tar.zst"),
	})
}

// exportOK exports files (see writeTree) in mode with both strategies and
// returns the --select all bundle's transcripts, joined; the test fails if
// either fails closed.
func exportOK(t *testing.T, files map[string]string, mode string) []byte {
	t.Helper()
	corpora := discoverRoot(t, writeTree(t, files))
	var all []byte
	for _, strategy := range []string{StrategyChecklist, StrategyAll} {
		b, err := exportTree(corpora, mode, strategy, "defect salt", t.TempDir())
		if err != nil {
			t.Fatalf("%s %s: Build: %v", mode, strategy, err)
		}
		all = bytes.Join(transcripts(bundleOf(t, b, 2)), nil)
	}
	return all
}

// textLine is a user frame of one text block; toolLine an assistant frame
// of one tool call.
func textLine(s string) string {
	return `{"role":"user","message":{"content":[{"type":"text","text":"` + s + `"}]}}` + "\n"
}

func toolLine(name, input string) string {
	return `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"` + name + `","input":` + input + `}]}}` + "\n"
}

// The defects of issue 12 under "Identity mangles ordinary text and
// fails closed on our own names", one each.
func TestIdentityDefects(t *testing.T) {
	t.Run("child subagent keeps subagent_type", func(t *testing.T) {
		out := exportOK(t, map[string]string{
			"Users-amy-app/agent-transcripts/s1/s1.jsonl":                 toolLine("Task", `{"subagent_type":"explore","prompt":"go"}`),
			"Users-amy-app/agent-transcripts/s1/subagents/subagent.jsonl": textLine("a subagent report"),
		}, "redact")
		if !bytes.Contains(out, []byte(`"subagent_type":"explore"`)) || !bytes.Contains(out, []byte("a subagent report")) {
			t.Errorf("the child's name rewrote a key or prose")
		}
	})
	t.Run("sessions main and command keep code and keys", func(t *testing.T) {
		out := exportOK(t, map[string]string{
			"Users-amy-app/agent-transcripts/main/main.jsonl":       toolLine("Write", `{"path":"a.py","contents":"from app import main"}`),
			"Users-amy-app/agent-transcripts/command/command.jsonl": toolLine("Shell", `{"command":"ls"}`),
		}, "redact")
		if !bytes.Contains(out, []byte("from app import main")) || !bytes.Contains(out, []byte(`{"command":"ls"}`)) {
			t.Errorf("a session's name rewrote code or a key")
		}
	})
	t.Run("a public project's owner in a command stays in code and prose", func(t *testing.T) {
		out := exportOK(t, map[string]string{
			"Users-amy-app/agent-transcripts/s1/s1.jsonl": toolLine("Shell", `{"command":"go get github.com/spf13/cobra@latest && git clone https://github.com/golang/go"}`) +
				toolLine("Write", `{"path":"main.go","contents":"import \"github.com/spf13/cobra\" // spf13 wrote it, golang ships it"}`) +
				toolLine("Shell", `{"command":"git clone git@github.com:amyco/app.git"}`) + textLine("amyco owns the fork"),
		}, "redact")
		if !bytes.Contains(out, []byte(`spf13 wrote it, golang ships it`)) || !bytes.Contains(out, []byte(`github.com/golang/go`)) {
			t.Errorf("a public project's owner became an identity term")
		}
		if bytes.Contains(out, []byte("amyco")) {
			t.Errorf("the owner of the remote the user pushes to survived")
		}
	})
	t.Run("home user example keeps example.com elsewhere", func(t *testing.T) {
		out := exportOK(t, map[string]string{
			"Users-example-app/agent-transcripts/s1/s1.jsonl": toolLine("ReadFile", `{"path":"/Users/example/app/x.go"}`),
			"Users-bob-site/agent-transcripts/s2/s2.jsonl":    textLine("see https://example.com for an example"),
		}, "redact")
		if !bytes.Contains(out, []byte("see https://example.com for an example")) {
			t.Errorf("the user name example rewrote a public URL or prose")
		}
		if bytes.Contains(out, []byte("/Users/example/")) {
			t.Errorf("the user name example survived in its home path")
		}
	})
	t.Run("projects named like the layout do not fail closed", func(t *testing.T) {
		for _, mode := range []string{"structural", "redact"} {
			exportOK(t, map[string]string{
				"Users-amy-acme-proj/agent-transcripts/s1/s1.jsonl":                         textLine("hi"),
				"Users-amy-acme-agent/agent-transcripts/s2/s2.jsonl":                        textLine("hi"),
				"Users-amy-acme-tools/agent-transcripts/s3/s3.jsonl":                        textLine("hi"),
				"Users-amy-acme-tools/agent-tools/0b3a4f9e-51c2-4d7e-9a60-1f2e3d4c5b6a.txt": "out\n",
			}, mode)
		}
	})
	t.Run("projects of public path words alone do not fail closed", func(t *testing.T) {
		// ~/src/test and ~/src/scripts: the namer keeps test, scripts and
		// src, so the bundle names src-test, which is no identity.
		for _, mode := range []string{"structural", "redact"} {
			exportOK(t, map[string]string{
				"Users-amy-src-test/agent-transcripts/s1/s1.jsonl":       toolLine("ReadFile", `{"path":"/Users/amy/src/test/a.go"}`),
				"Users-amy-src-scripts/agent-transcripts/s2/s2.jsonl":    toolLine("ReadFile", `{"path":"/Users/amy/src/scripts/b.sh"}`),
				"Users-amy-src-test-build/agent-transcripts/s3/s3.jsonl": textLine("hi"),
			}, mode)
		}
	})
	t.Run("projects named like the schema's words do not fail closed", func(t *testing.T) {
		// A tool name and a queue operation are kept verbatim; a project
		// ~/src/applypatch or ~/src/enqueue named the same is no reason
		// to fail.
		cursorTree := map[string]string{
			"Users-amy-applypatch/agent-transcripts/s1/s1.jsonl": toolLine("ApplyPatch", `{"patch":"x"}`),
		}
		session := "5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"
		claudeTree := map[string]string{"-Users-amy-src-enqueue/" + session + ".jsonl": `{"type":"queue-operation","operation":"enqueue",` +
			`"timestamp":"2025-10-01T10:00:00.000Z","sessionId":"` + session + `","content":"go"}` + "\n"}
		for _, mode := range []string{"structural", "redact"} {
			exportOK(t, cursorTree, mode)
			corpora := discoverFormat(t, claudecode.Format, writeTree(t, claudeTree))
			if _, err := exportTree(corpora, mode, StrategyAll, "defect salt", t.TempDir()); err != nil {
				t.Errorf("%s: a project named enqueue failed its export: %v", mode, err)
			}
		}
	})
	t.Run("a user name as a key is scrubbed in structural mode", func(t *testing.T) {
		out := bytes.ToLower(exportOK(t, map[string]string{
			"Users-zorbatronix-app/agent-transcripts/s1/s1.jsonl": toolLine("CallMcpTool", `{"server":"s","arguments":{"zorbatronix":1,"al":{"will":2}}}`),
			"Users-al-app/agent-transcripts/s2/s2.jsonl":          toolLine("ReadFile", `{"path":"/Users/al/x","al":"q"}`),
			"Users-will-app/agent-transcripts/s3/s3.jsonl":        toolLine("ReadFile", `{"path":"/Users/will/x","will":"q"}`),
		}, "structural"))
		for _, key := range []string{`"zorbatronix":`, `"al":`, `"will":`} {
			if bytes.Contains(out, []byte(key)) {
				t.Errorf("a user name survived as a key")
			}
		}
	})
	t.Run("a pseudonym that is a term is drawn again", func(t *testing.T) {
		corpora := discoverRoot(t, writeTree(t, map[string]string{
			"Users-amy-qwer/agent-transcripts/s1/s1.jsonl": textLine("hi"),
		}))
		p := scrub.NewPseudonymizer([]byte("drawn again salt"))
		term := p.Segment("qwer") // the term the first draw spells
		for _, q := range []*scrub.Pseudonymizer{p, p.Avoiding(identity.NewCheck(identity.Terms{term: true}, nil).Word)} {
			b, err := Build(context.Background(), corpora, Options{
				Mode: Structural(q), Strategy: StrategyAll, Set: set(), Name: q.Segment, Workers: 2,
				Identity: []string{term}, Output: filepath.Join(t.TempDir(), "out.tar.zst"),
			})
			if avoiding := q != p; avoiding != (err == nil) {
				t.Fatalf("avoiding %v: Build: %v", avoiding, err)
			}
			if b != nil {
				b.Close()
			}
		}
	})
	t.Run("a generic account does not fail closed", func(t *testing.T) {
		for _, mode := range []string{"structural", "redact"} {
			out := exportOK(t, map[string]string{
				"Users-administrator-app/agent-transcripts/s1/s1.jsonl": toolLine("ReadFile", `{"path":"/home/administrator/app/x.go"}`) +
					textLine("ask the administrator"),
			}, mode)
			if mode == "redact" && !bytes.Contains(out, []byte("ask the administrator")) {
				t.Errorf("a generic account was redacted in prose")
			}
		}
	})
	t.Run("project spellings are all gone", func(t *testing.T) {
		for _, mode := range []string{"structural", "redact"} {
			out := bytes.ToLower(exportOK(t, map[string]string{
				"Users-amy-notes-scratch/agent-transcripts/s1/s1.jsonl": textLine("notes_scratch, NotesScratch, notesScratch and notes-scratch"),
			}, mode))
			for _, s := range []string{"notes_scratch", "notesscratch", "notes-scratch"} {
				if bytes.Contains(out, []byte(s)) {
					t.Errorf("%s: a spelling of the project survived", mode)
				}
			}
		}
	})
}

// keysOf returns every object key of the JSON lines in data, at any
// depth, sorted.
func keysOf(t *testing.T, data []byte) []string {
	t.Helper()
	var keys []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				keys = append(keys, k)
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	for line := range bytes.Lines(data) {
		var v any
		if err := json.Unmarshal(line, &v); err != nil {
			t.Fatalf("a line is not JSON: %v", err)
		}
		walk(v)
	}
	slices.Sort(keys)
	return keys
}
