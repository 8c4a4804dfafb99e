package export

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// The identity of the sibling trees below, in their metadata and their
// content: the home user "will" (a dictionary word), the project
// acme-notes, the branch will/acme-fix, the remote owned by willacme, the
// time zone America/Denver, writable roots under the home.
const (
	sibCwd    = "/Users/will/src/acme-notes"
	sibBranch = "will/acme-fix"
	sibRemote = "git@github.com:willacme/acme-notes.git"
	sibZone   = "America/Denver"
	// sibProse is ordinary text made of the same words, which redaction
	// must keep.
	sibProse = "I will check the notes on the main branch, run the command from the example and read https://example.com first."
	sibCall  = "toolu_01Xk9Pq7Rz3Mn5Bv8Lc2Wd4F"
	sibAgent = "a3f9c2e1b7d04a58"
)

// sibGone are what a bundle of either sibling tree must not hold, in names
// or content, ASCII case folded: the user where it stands as one, the
// project in every spelling, the branch's handle, the remote's owner and
// the time zone.
var sibGone = []string{"/will/", "-will-", "will/acme", "acme-notes", "acme_notes", "acmenotes", "willacme",
	"america/denver", "denver"}

// claudeIdentityTree writes a Claude Code project of sibCwd: a session
// whose frames carry the cwd and branch, a subagent with its meta, identity
// spelled in text, a command and a tool result.
func claudeIdentityTree(t *testing.T) string {
	t.Helper()
	const session = "5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"
	env := func(uuid, parent string, sidechain bool) string {
		p := `null`
		if parent != "" {
			p = `"` + parent + `"`
		}
		return fmt.Sprintf(`"cwd":%q,"gitBranch":%q,"version":"2.1.7","userType":"external","isSidechain":%v,"sessionId":%q,"uuid":%q,"parentUuid":%s,"timestamp":"2026-03-04T05:06:07.891Z"`,
			sibCwd, sibBranch, sidechain, session, uuid, p)
	}
	const u1, u2, u3, s1 = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", "1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e", "2c3d4e5f-6a7b-4c8d-ae9f-0a1b2c3d4e5f", "3d4e5f6a-7b8c-4d9e-bf0a-1b2c3d4e5f6a"
	lines := []string{
		`{"type":"user",` + env(u1, "", false) + `,"message":{"role":"user","content":"` + sibProse +
			` Push ` + sibBranch + ` to ` + sibRemote + `; the AcmeNotes class lives in acme_notes/."}}`,
		`{"type":"assistant",` + env(u2, u1, false) + `,"message":{"id":"msg_01Ab2Cd3Ef4Gh5Ij6Kl7Mn8O","type":"message","role":"assistant","model":"claude-sonnet-4-5","stop_reason":"tool_use",` +
			`"content":[{"type":"tool_use","id":"` + sibCall + `","name":"Bash","input":{"command":"cd ` + sibCwd + ` && git push origin ` + sibBranch + `","description":"the command will push"}}]}}`,
		`{"type":"user",` + env(u3, u2, false) + `,"toolUseResult":{"stdout":"` + sibCwd + `/README.md","agentId":"` + sibAgent + `"},` +
			`"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"` + sibCall + `","content":"pushed ` + sibBranch + `"}]}}`,
	}
	sub := `{"type":"user",` + env(s1, "", true) + `,"agentId":"` + sibAgent + `","message":{"role":"user","content":"` + sibProse + `"}}`
	const proj = "-Users-will-src-acme-notes/"
	return writeTree(t, map[string]string{
		proj + session + ".jsonl":                                  strings.Join(lines, "\n") + "\n",
		proj + session + "/subagents/agent-" + sibAgent + ".jsonl": sub + "\n",
		proj + session + "/subagents/agent-" + sibAgent + ".meta.json": `{"agentType":"general-purpose","description":"review AcmeNotes in ` + sibCwd +
			`","toolUseId":"` + sibCall + `","worktreePath":"` + sibCwd + `/.claude/worktrees/fix"}`,
	})
}

// codexIdentityHome writes a Codex home with one rollout of sibCwd: its
// session_meta's cwd and git, a turn_context's cwd, writable roots, time
// zone and user instructions, the environment context, a command.
func codexIdentityHome(t *testing.T) string {
	t.Helper()
	const id = "019ca6e0-75b0-75ea-8655-24a7516319cb"
	rec := func(ts, typ, payload string) string {
		return `{"timestamp":"2026-03-04T05:06:` + ts + `.000Z","type":"` + typ + `","payload":` + payload + `}`
	}
	msg := func(role, kind, text string) string {
		return `{"type":"message","role":"` + role + `","content":[{"type":"` + kind + `","text":` + strconvQuote(text) + `}]}`
	}
	lines := []string{
		rec("07", "session_meta", `{"id":"`+id+`","timestamp":"2026-03-04T05:06:07.000Z","cwd":"`+sibCwd+`","originator":"codex_cli_rs","cli_version":"0.128.0","source":"cli",`+
			`"git":{"commit_hash":"31f05afef2191dc2cbc10f3f780bb3170b1f8eed","branch":"`+sibBranch+`","repository_url":"`+sibRemote+`"}}`),
		rec("08", "turn_context", `{"cwd":"`+sibCwd+`","approval_policy":"on-request","model":"gpt-5.3-codex","timezone":"`+sibZone+`","current_date":"2026-03-03",`+
			`"sandbox_policy":{"mode":"workspace-write","writable_roots":["`+sibCwd+`","/Users/will/.codex/memories"]},`+
			`"user_instructions":"Keep AcmeNotes tidy. `+sibProse+`"}`),
		rec("09", "response_item", msg("user", "input_text", "<environment_context>\n  <cwd>"+sibCwd+"</cwd>\n  <shell>zsh</shell>\n  <timezone>"+sibZone+"</timezone>\n</environment_context>")),
		rec("10", "response_item", msg("user", "input_text", sibProse+" Work in acme_notes/ on "+sibBranch+".")),
		rec("11", "response_item", `{"type":"function_call","name":"shell","call_id":"call_Ab12Cd34Ef56Gh78","arguments":`+
			strconvQuote(`{"command":["bash","-lc","git push origin `+sibBranch+`"],"workdir":"`+sibCwd+`"}`)+`}`),
		rec("12", "response_item", `{"type":"function_call_output","call_id":"call_Ab12Cd34Ef56Gh78","output":"pushed to `+sibRemote+`"}`),
		rec("13", "response_item", msg("assistant", "output_text", sibProse)),
	}
	return writeTree(t, map[string]string{
		"sessions/2026/03/03/rollout-2026-03-03T22-06-07-" + id + ".jsonl": strings.Join(lines, "\n") + "\n",
	})
}

// TestSiblingIdentity is the acceptance test of the sibling formats'
// identity: a Claude Code tree and a Codex home, each exported under 8
// salts in both modes and both strategies, exit 0 (no failure closed, no
// partial bundle); every spelling of sibGone is gone from names and
// content; in redact mode the ordinary prose survives and, with --select
// all, the bundle's object keys are the source's; the Claude Code
// subagent's meta names the spawning call's id in the bundle.
func TestSiblingIdentity(t *testing.T) {
	for _, c := range []struct {
		format transcript.Format
		root   string
	}{{claudecode.Format, claudeIdentityTree(t)}, {codex.Format, codexIdentityHome(t)}} {
		corpora := discoverFormat(t, c.format, c.root)
		sourceKeys := keysOf(t, sourceLines(t, c.root, corpora))
		for _, mode := range []string{"structural", "redact"} {
			for _, strategy := range []string{StrategyChecklist, StrategyAll} {
				for i := range 8 {
					where := fmt.Sprintf("%s %s %s salt %d", c.format.Name(), mode, strategy, i)
					b, err := exportTree(corpora, mode, strategy, fmt.Sprintf("sibling salt %d", i), t.TempDir())
					if err != nil {
						t.Fatalf("%s: Build: %v", where, err)
					}
					if b.Partial {
						t.Fatalf("%s: partial bundle (exit 4, not 0)", where)
					}
					bl := bundleOf(t, b, 2)
					for _, name := range bl.names {
						for k, g := range sibGone {
							if strings.Contains(strings.ToLower(name), g) {
								t.Errorf("%s: a bundle name holds identity term #%d", where, k)
							}
							if bytes.Contains(bytes.ToLower(bl.files[name]), []byte(g)) {
								t.Errorf("%s: %s holds identity term #%d", where, name, k)
							}
						}
					}
					all := bytes.Join(transcripts(bl), nil)
					if mode == "redact" {
						if !bytes.Contains(all, []byte(sibProse)) {
							t.Errorf("%s: the ordinary prose did not survive", where)
						}
						if strategy == StrategyAll && !slices.Equal(keysOf(t, all), sourceKeys) {
							t.Errorf("%s: the bundle's object keys are not the source's", where)
						}
					}
					if c.format == claudecode.Format {
						metaLinks(t, where, bl)
					}
					if t.Failed() {
						return
					}
				}
			}
		}
	}
}

// metaLinks checks that the bundle's subagent meta names, as toolUseId,
// the id of a tool_use of the bundle's session.
func metaLinks(t *testing.T, where string, bl built) {
	t.Helper()
	for _, name := range bl.names {
		if !strings.HasSuffix(name, ".meta.json") {
			continue
		}
		var m struct{ AgentType, ToolUseID string }
		if err := json.Unmarshal(bl.files[name], &m); err != nil {
			t.Fatalf("%s: the meta does not parse: %v", where, err)
		}
		session := path.Dir(path.Dir(name)) + ".jsonl"
		if m.AgentType != "general-purpose" || m.ToolUseID == "" ||
			!bytes.Contains(bl.files[session], []byte(`"type":"tool_use","id":"`+m.ToolUseID+`"`)) {
			t.Errorf("%s: the meta's toolUseId names no tool_use of its session, or its agentType was not kept", where)
		}
		return
	}
	t.Errorf("%s: no meta in the bundle", where)
}

// sourceLines returns the JSON lines of the corpora's transcripts under
// root, joined.
func sourceLines(t *testing.T, root string, corpora []*transcript.Corpus) []byte {
	t.Helper()
	var out []byte
	for _, c := range corpora {
		for _, f := range c.Files {
			if strings.HasSuffix(f.Path, ".jsonl") {
				data, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(f.Path)))
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, data...)
			}
		}
	}
	return out
}

// A meta sidecar that is one JSON object over several lines
// (pretty-printed, as Claude Code writes them) is scrubbed by its schema
// and laid out as its source: the export does not fail; in structural
// mode its agentType is kept, its description gone, and every other byte
// is the source's: its lines, indent and spacing, however irregular, and
// the line ends of a CR LF one.
func TestMetaSidecarPretty(t *testing.T) {
	for _, meta := range []string{
		"{\n  \"agentType\": \"Explore\",\n  \"description\": \"CANARYMETATEXT\"\n}\n",
		"{\r\n  \"agentType\": \"Explore\",\r\n  \"description\": \"CANARYMETATEXT\"\r\n}\r\n",
		"\n{ \"agentType\" : \"Explore\",  \"description\":\"CANARYMETATEXT\",\n\t\"spawnDepth\": 1 }\n\n",
	} {
		root := writeTree(t, map[string]string{
			"-Users-amy-app/5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9.jsonl":                                      `{"type":"user","sessionId":"5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9","message":{"role":"user","content":"hi"}}` + "\n",
			"-Users-amy-app/5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9/subagents/agent-" + sibAgent + ".jsonl":     `{"type":"user","agentId":"` + sibAgent + `","message":{"role":"user","content":"hi"}}` + "\n",
			"-Users-amy-app/5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9/subagents/agent-" + sibAgent + ".meta.json": meta,
		})
		for _, mode := range []string{"structural", "redact"} {
			b, err := exportTree(discoverFormat(t, claudecode.Format, root), mode, StrategyAll, "meta text salt", t.TempDir())
			if err != nil {
				t.Fatalf("%s: Build: %v", mode, err)
			}
			bl := bundleOf(t, b, 1)
			for _, name := range bl.names {
				got := bl.files[name]
				if !strings.HasSuffix(name, ".meta.json") || mode != "structural" {
					continue
				}
				want := regexp.MustCompile("^" + strings.Replace(regexp.QuoteMeta(meta), "CANARYMETATEXT", "[A-Za-z0-9]{14}", 1) + "$")
				if bytes.Contains(got, []byte("CANARYMETATEXT")) || !want.Match(got) {
					t.Errorf("%q: the pretty-printed meta was not scrubbed by its schema in its layout", meta)
				}
			}
		}
	}
}

// Structural mode scrubs the identity fields as content: a canary in each
// (a Claude Code cwd and branch, a subagent meta's description, agent
// type and worktree path; a Codex
// cwd, git remote and branch, writable root, time zone and user
// instructions) is gone, and so it is in redact mode where the canary
// stands as a secret.
func TestSiblingIdentityCanaries(t *testing.T) {
	const canary = "ghp_" + "Zq8Lw3Nv6Rt1Yp4Ks7Dm0Hb5Jc2Xf9Ga3Ue6"
	cc := strings.NewReplacer(sibCwd, "/Users/will/"+canary, sibBranch, canary, "review AcmeNotes in", canary,
		".claude/worktrees/fix", canary, `"general-purpose"`, `"`+canary+`"`)
	cx := strings.NewReplacer(sibRemote, "https://github.com/o/r?"+canary, sibBranch, canary, sibZone, canary,
		"Keep AcmeNotes tidy.", canary, "/Users/will/.codex/memories", "/Users/will/"+canary)
	for _, c := range []struct {
		format transcript.Format
		root   string
		r      *strings.Replacer
	}{{claudecode.Format, claudeIdentityTree(t), cc}, {codex.Format, codexIdentityHome(t), cx}} {
		err := filepath.WalkDir(c.root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			if err == nil {
				err = os.WriteFile(p, []byte(c.r.Replace(string(data))), 0o644)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []string{"structural", "redact"} {
			b, err := exportTree(discoverFormat(t, c.format, c.root), mode, StrategyAll, "canary salt", t.TempDir())
			if err != nil {
				t.Fatalf("%s %s: Build: %v", c.format.Name(), mode, err)
			}
			if n, where := leaks(bundleOf(t, b, 1), []string{canary}); n > 0 {
				t.Errorf("%s %s: the canary survives in %s", c.format.Name(), mode, where)
			}
		}
	}
}
