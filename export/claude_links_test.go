package export

import (
	"bytes"
	"context"
	"encoding/json"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// Source ids of the synthetic Claude Code tree of TestClaudeCodeLinksResolve.
const (
	ccSession = "5f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9"
	ccUser    = "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d"
	ccAsst    = "1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4e"
	ccResult  = "2c3d4e5f-6a7b-4c8d-ae9f-0a1b2c3d4e5f"
	ccCall    = "toolu_01Xk9Pq7Rz3Mn5Bv8Lc2Wd4F"
	ccMsg     = "msg_01Ab2Cd3Ef4Gh5Ij6Kl7Mn8O"
	ccReq     = "req_011CVa9Bb8Cc7Dd6Ee5Ff4G"
	ccAgent   = "a3f9c2e1b7d04a58"
	ccSubUUID = "3d4e5f6a-7b8c-4d9e-bf0a-1b2c3d4e5f6a"
)

// linkIDs are the ids of writeClaudeTree's tree that name files: the
// spawning call's (its spill's name) and the subagent's.
type linkIDs struct{ call, agent string }

// ccIDs are the ids of the shapes seen most: a call id with digits, a
// hex agent id of letters and digits.
var ccIDs = linkIDs{ccCall, ccAgent}

// writeClaudeTree writes a project with a session, its subagent (and
// meta sidecar) and a spilled tool output, every link made by id.
func writeClaudeTree(t *testing.T, ids linkIDs) string {
	ccCall, ccAgent := ids.call, ids.agent
	t.Helper()
	env := `"cwd":"/Users/alice/app","gitBranch":"main","version":"2.1.7","userType":"external","isSidechain":false,"sessionId":"` + ccSession + `"`
	lines := []string{
		`{"type":"user",` + env + `,"uuid":"` + ccUser + `","parentUuid":null,"timestamp":"2026-03-04T05:06:07.891Z","message":{"role":"user","content":"list the files"}}`,
		`{"type":"assistant",` + env + `,"uuid":"` + ccAsst + `","parentUuid":"` + ccUser + `","timestamp":"2026-03-04T05:06:09.123Z","requestId":"` + ccReq + `",` +
			`"message":{"id":"` + ccMsg + `","type":"message","role":"assistant","model":"claude-sonnet-4-5","stop_reason":"tool_use",` +
			`"content":[{"type":"tool_use","id":"` + ccCall + `","name":"Task","input":{"prompt":"look around"}}]}}`,
		`{"type":"user",` + env + `,"uuid":"` + ccResult + `","parentUuid":"` + ccAsst + `","timestamp":"2026-03-04T05:07:10.000Z",` +
			`"toolUseResult":{"agentId":"` + ccAgent + `"},"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"` + ccCall + `",` +
			`"content":"<persisted-output>\nOutput saved to: /Users/alice/.claude/projects/-Users-alice-app/` + ccSession + `/tool-results/` + ccCall + `.txt\n</persisted-output>"}]}}`,
	}
	sub := `{"type":"user",` + strings.Replace(env, `"isSidechain":false`, `"isSidechain":true`, 1) + `,"agentId":"` + ccAgent + `","uuid":"` + ccSubUUID +
		`","parentUuid":null,"timestamp":"2026-03-04T05:06:10.000Z","message":{"role":"user","content":"look around"}}`
	const proj = "-Users-alice-app/"
	return writeTree(t, map[string]string{
		proj + ccSession + ".jsonl":                                     strings.Join(lines, "\n") + "\n",
		proj + ccSession + "/subagents/agent-" + ccAgent + ".jsonl":     sub + "\n",
		proj + ccSession + "/subagents/agent-" + ccAgent + ".meta.json": `{"agentType":"general-purpose","description":"look around","toolUseId":"` + ccCall + `"}`,
		proj + ccSession + "/tool-results/" + ccCall + ".txt":           "file one\nfile two\n",
	})
}

// A Claude Code tree exported in either mode keeps every id link: each
// frame's parentUuid names a uuid, each tool result and the subagent's
// meta (toolUseId) the call's id, the
// session file is named by the sessionId of its lines, the subagent file
// by its agentId (which the spawning result names too), the spill by
// the call id (which its <persisted-output> path names too). No source
// id survives structural mode, in member names or bytes, nor, in redact
// mode, an id that names a file.
//
// So they do when the ids that name files have rarer shapes: a call id
// whose body has no digit, an agent id of hex digits only (one 8-hex
// agent id in forty has no letter).
func TestClaudeCodeLinksResolve(t *testing.T) {
	rare := linkIDs{"toolu_AbCdEfGhIjKlMnOpQrStUvWx", "20481632"}
	for _, ids := range []linkIDs{ccIDs, rare} {
		t.Run("structural", func(t *testing.T) {
			claudeLinks(t, Structural, ids, []string{ccSession, ccUser, ccAsst, ccResult, ids.call, ccMsg, ccReq, ids.agent, ccSubUUID})
		})
		t.Run("redact", func(t *testing.T) { claudeLinks(t, redactDefault, ids, []string{ccSession, ids.call, ids.agent}) })
	}
}

// buildClaude exports the Claude Code tree at root with opts, one worker
// and names drawn from p, and reads the bundle back.
func buildClaude(t *testing.T, root string, p *scrub.Pseudonymizer, opts Options) built {
	t.Helper()
	opts.Set, opts.Name, opts.Workers = set(), p.Segment, 1
	opts.Output = filepath.Join(t.TempDir(), "out.tar.zst")
	b, err := Build(context.Background(), discoverFormat(t, claudecode.Format, root), opts)
	if err != nil {
		t.Fatalf("%s %s: Build: %v", opts.Mode.Name(), opts.Strategy, err)
	}
	return bundleOf(t, b, 1)
}

// claudeLinks exports the tree in mode and checks its links, and that
// none of gone survives.
func claudeLinks(t *testing.T, mode func(*scrub.Pseudonymizer) Mode, ids linkIDs, gone []string) {
	root := writeClaudeTree(t, ids)
	p := scrub.NewPseudonymizer([]byte("links-salt-0123456789"))
	bl := buildClaude(t, root, p, Options{Mode: mode(p), Strategy: StrategyAll})
	for _, id := range gone {
		if n, where := leaks(bl, []string{id}); n > 0 {
			t.Errorf("a source id survives in %s", where)
		}
	}
	var session, subagent, spill, meta string
	var sessionLines, subLines [][]byte
	for _, name := range bl.names {
		switch {
		case strings.HasSuffix(name, "/tool-results/"+path.Base(name)):
			spill = name
		case strings.HasSuffix(name, ".meta.json"):
			meta = name
		case strings.Contains(name, "/subagents/agent-"):
			subagent, subLines = name, bytes.Split(bytes.TrimSpace(bl.files[name]), []byte("\n"))
		case strings.HasSuffix(name, ".jsonl"):
			session, sessionLines = name, bytes.Split(bytes.TrimSpace(bl.files[name]), []byte("\n"))
		}
	}
	if session == "" || subagent == "" || spill == "" || meta == "" {
		t.Fatalf("bundle members %v: want a session, a subagent, its meta and a spill", bl.names)
	}
	type frame struct {
		UUID, ParentUUID, SessionID, AgentID, RequestID string
		Message                                         struct {
			ID      string
			Content json.RawMessage
		}
		ToolUseResult struct{ AgentID string }
	}
	parse := func(lines [][]byte) []frame {
		var fs []frame
		for i, l := range lines {
			var f frame
			if err := json.Unmarshal(l, &f); err != nil {
				t.Fatalf("output line %d does not parse: %v", i+1, err)
			}
			fs = append(fs, f)
		}
		return fs
	}
	fs := parse(sessionLines)
	if len(fs) != 3 {
		t.Fatalf("%d session lines, want 3", len(fs))
	}
	stem := strings.TrimSuffix(path.Base(session), ".jsonl")
	if stem != p.ID(ccSession) {
		t.Errorf("session file %s is not named by the session id's pseudonym", stem)
	}
	for i, f := range fs {
		if f.SessionID != stem {
			t.Errorf("line %d: sessionId does not name the session file", i+1)
		}
		if i > 0 && f.ParentUUID != fs[i-1].UUID {
			t.Errorf("line %d: parentUuid does not resolve to line %d's uuid", i+1, i)
		}
	}
	var calls []struct{ ID, ToolUseID string }
	if err := json.Unmarshal(fs[1].Message.Content, &calls); err != nil || len(calls) != 1 {
		t.Fatalf("assistant content: %v", err)
	}
	var results []struct {
		ToolUseID string `json:"tool_use_id"`
		Content   string
	}
	if err := json.Unmarshal(fs[2].Message.Content, &results); err != nil || len(results) != 1 {
		t.Fatalf("tool result content: %v", err)
	}
	call := calls[0].ID
	// A call id of the rare shape keeps its length only: its pseudonym is
	// a stem's (scrub.IDShaped), not an id's.
	if !strings.HasPrefix(call, "toolu_") && ids == ccIDs || len(call) != len(ids.call) {
		t.Errorf("call id pseudonym %q lost the id's shape", call)
	}
	if results[0].ToolUseID != call {
		t.Errorf("tool_use_id does not resolve to the call's id")
	}
	var m struct{ AgentType, ToolUseID string }
	if err := json.Unmarshal(bl.files[meta], &m); err != nil {
		t.Fatalf("the meta sidecar does not parse: %v", err)
	}
	if m.ToolUseID != call || m.AgentType != "general-purpose" {
		t.Errorf("the meta's toolUseId does not resolve to the spawning call's id, or its agentType was not kept")
	}
	if path.Base(spill) != call+".txt" {
		t.Errorf("spill %s is not named by the call id's pseudonym", path.Base(spill))
	}
	if !strings.Contains(results[0].Content, "/"+stem+"/tool-results/"+call+".txt") ||
		!strings.HasPrefix(results[0].Content, "<persisted-output>\n") || !strings.HasSuffix(results[0].Content, "\n</persisted-output>") {
		t.Errorf("persisted output lost its markers or its path to the spill: %q", results[0].Content)
	}
	if !strings.HasPrefix(fs[1].Message.ID, "msg_") || !strings.HasPrefix(fs[1].RequestID, "req_") {
		t.Errorf("message or request id lost its prefix")
	}
	// The CLI version is public and says which builds' shapes a file
	// has, as a Codex rollout's cli_version does.
	for i, l := range sessionLines {
		if !bytes.Contains(l, []byte(`"version":"2.1.7"`)) {
			t.Errorf("line %d: the CLI version was not kept", i+1)
		}
	}
	agent := strings.TrimSuffix(strings.TrimPrefix(path.Base(subagent), "agent-"), ".jsonl")
	sub := parse(subLines)
	if len(sub) != 1 || sub[0].AgentID != agent || fs[2].ToolUseResult.AgentID != agent {
		t.Errorf("the subagent file, its agentId and the spawning result's agentId disagree")
	}
	if sub[0].SessionID != stem {
		t.Errorf("the subagent's sessionId does not name its parent session")
	}
	if path.Base(path.Dir(path.Dir(subagent))) != stem || path.Base(path.Dir(path.Dir(spill))) != stem {
		t.Errorf("the session directory is not named by the session id's pseudonym")
	}
}

// TestSpillPathKeepsLayoutWords: in redact mode a project word that is a
// common word (a working directory named tool) is redacted in paths, but
// not inside the layout's own segment tool-results: the persisted
// output's path still names the bundled spill.
func TestSpillPathKeepsLayoutWords(t *testing.T) {
	env := `"cwd":"/Users/alice/tool","sessionId":"` + ccSession + `"`
	line := `{"type":"user",` + env + `,"uuid":"` + ccUser + `","parentUuid":null,"timestamp":"2026-03-04T05:06:07.891Z",` +
		`"message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"` + ccCall + `","content":"<persisted-output>\nOutput saved to: ` +
		`/Users/alice/.claude/projects/-Users-alice-tool/` + ccSession + `/tool-results/` + ccCall + `.txt\n</persisted-output>"}]}}` + "\n"
	root := writeTree(t, map[string]string{
		"-Users-alice-tool/" + ccSession + ".jsonl":                           line,
		"-Users-alice-tool/" + ccSession + "/tool-results/" + ccCall + ".txt": "out\n",
	})
	b, err := exportTree(discoverFormat(t, claudecode.Format, root), "redact", StrategyAll, "spill salt", t.TempDir())
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	bl := bundleOf(t, b, 2)
	var spill string
	for _, n := range bl.names {
		if strings.Contains(n, "/tool-results/") {
			spill = n
		}
	}
	if spill == "" {
		t.Fatalf("no spill in %v", bl.names)
	}
	ref := "/" + path.Base(path.Dir(path.Dir(spill))) + "/tool-results/" + path.Base(spill)
	if out := bytes.Join(transcripts(bl), nil); !bytes.Contains(out, []byte(ref)) {
		t.Errorf("the persisted output's path does not name the spill %s", ref)
	}
}

// TestOrphanSubagentClaimsNoParent: a session directory whose session
// file is gone still has its subagent exported, but the bundle claims no
// "subagent with its parent" for it, so verify accepts the bundle; the
// checklist source counts it as no witness either.
func TestOrphanSubagentClaimsNoParent(t *testing.T) {
	sub := `{"type":"user","uuid":"` + ccSubUUID + `","parentUuid":null,"isSidechain":true,"agentId":"` + ccAgent +
		`","sessionId":"` + ccSession + `","timestamp":"2026-03-04T05:06:10.000Z","message":{"role":"user","content":"look around"}}` + "\n"
	root := writeTree(t, map[string]string{"-Users-alice-app/" + ccSession + "/subagents/agent-" + ccAgent + ".jsonl": sub})
	for _, strategy := range []string{StrategyAll, StrategyChecklist} {
		b, err := exportTree(discoverFormat(t, claudecode.Format, root), "structural", strategy, "orphan salt", t.TempDir())
		if err != nil {
			t.Fatalf("%s: Build: %v", strategy, err)
		}
		for _, c := range b.Manifest.Coverage {
			if c.ID == claudecode.Name+".subagent_with_parent" && (c.Covered || c.SourceMatches > 0) {
				t.Errorf("%s: an orphan subagent witnesses %s (source %d)", strategy, c.ID, c.SourceMatches)
			}
		}
		rep, err := VerifyTarZst(context.Background(), bytes.NewReader(tarZst(t, b)), DefaultVerifyLimits)
		if err != nil || !rep.OK() {
			t.Errorf("%s: VerifyTarZst: %v %q", strategy, err, rep.Problems)
		}
	}
}

// A git branch keeps its shape in a structural bundle, as a path does:
// the slashes stay where they stood and every segment is replaced, so a
// fixture's branch still splits as a branch does; an owner's handle
// (alice/…) gets the pseudonym the home directory's user gets.
func TestBranchKeepsShape(t *testing.T) {
	for _, branch := range []string{"feature/login-flow", "alice/fix-sync/v2"} {
		line := `{"type":"user","cwd":"/Users/alice/app","gitBranch":"` + branch + `","sessionId":"` + ccSession +
			`","uuid":"` + ccUser + `","parentUuid":null,"timestamp":"2026-03-04T05:06:07.891Z","message":{"role":"user","content":"hi"}}`
		root := writeTree(t, map[string]string{"-Users-alice-app/" + ccSession + ".jsonl": line + "\n"})
		p := scrub.NewPseudonymizer([]byte("branch-salt-0123456789"))
		bl := buildClaude(t, root, p, Options{Mode: Structural(p), Strategy: StrategyAll})
		for _, name := range bl.names {
			if !strings.HasSuffix(name, ".jsonl") {
				continue
			}
			var f struct{ GitBranch string }
			if err := json.Unmarshal(bl.files[name], &f); err != nil {
				t.Fatalf("a member does not parse: %v", err)
			}
			got, want := strings.Split(f.GitBranch, "/"), strings.Split(branch, "/")
			if len(f.GitBranch) != len(branch) || len(got) != len(want) {
				t.Errorf("branch of %d segments: the slashes moved (%d segments, %d bytes)", len(want), len(got), len(f.GitBranch))
				continue
			}
			for i := range want {
				if got[i] == want[i] || len(got[i]) != len(want[i]) {
					t.Errorf("branch of %d segments: segment %d kept or resized", len(want), i)
				}
			}
		}
	}
}
