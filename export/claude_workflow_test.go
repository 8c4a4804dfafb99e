package export

import (
	"archive/tar"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/scrub"
)

// Source ids of the workflow run of writeClaudeWorkflow; wfShortRun and
// wfWordAgent are a run id of a body too short and an agent id of a shape
// too loose to be taken for ids out of their place (the public fixtures'
// wf_demo01 and ag000001).
const (
	wfSession   = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"
	wfRun       = "wf_a81c3f20"
	wfShortRun  = "wf_demo01"
	wfTask      = "task_5e2b9d71"
	wfAgent1    = "a4c81f2e09b3d576"
	wfAgent2    = "a9d02e7c51f4b83a"
	wfWordAgent = "ag000001"
)

// wfCanary is the i-th canary of the workflow tree: a GitHub token, which
// redact mode replaces as a secret and structural mode as content.
func wfCanary(i int) string {
	return "ghp_" + "Zq8Lw3Nv6Rt1Yp4Ks7Dm0Hb5Jc2Xf9Ga3U" + string(rune('a'+i/10)) + string(rune('0'+i%10))
}

// writeClaudeWorkflow writes a session that ran a workflow: the Workflow
// call and its result naming the run, the run's two subagents with their
// pretty-printed meta, its journal, its pretty-printed record and its
// script, a canary in every place that holds content (the Workflow call's
// script and the script's file, the subagents' text, a meta's
// description, the journal's keys and results, the record's name, phase
// titles, labels, previews, result and script path).
func writeClaudeWorkflow(t *testing.T) string {
	t.Helper()
	return writeClaudeWorkflowRun(t, wfRun, wfAgent1)
}

// writeClaudeWorkflowRun is writeClaudeWorkflow with the run id wfRun and
// the first agent's id wfAgent1.
func writeClaudeWorkflowRun(t *testing.T, wfRun, wfAgent1 string) string {
	t.Helper()
	env := `"cwd":"/Users/alice/app","version":"2.1.120","userType":"external","isSidechain":false,"sessionId":"` + wfSession + `"`
	session := strings.Join([]string{
		`{"type":"user",` + env + `,"uuid":"u1","parentUuid":null,"timestamp":"2026-06-04T10:00:00.000Z","message":{"role":"user","content":"review the diff"}}`,
		`{"type":"assistant",` + env + `,"uuid":"a1","parentUuid":"u1","timestamp":"2026-06-04T10:00:01.000Z","message":{"id":"msg_01Ab2Cd3Ef4Gh5Ij6Kl7Mn8O","type":"message","role":"assistant","model":"claude-opus-4-7","stop_reason":"tool_use",` +
			`"content":[{"type":"tool_use","id":"toolu_01Wf9Pq7Rz3Mn5Bv8Lc2Wd4F","name":"Workflow","input":{"script":"phase('` + wfCanary(0) + `')"}}]}}`,
		`{"type":"user",` + env + `,"uuid":"u2","parentUuid":"a1","timestamp":"2026-06-04T10:00:02.000Z","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_01Wf9Pq7Rz3Mn5Bv8Lc2Wd4F","content":"Workflow launched"}]},` +
			`"toolUseResult":{"isAsync":true,"status":"async_launched","runId":"` + wfRun + `","taskId":"` + wfTask + `",` +
			`"transcriptDir":"` + wfSession + `/subagents/workflows/` + wfRun + `","scriptPath":"` + wfSession + `/workflows/scripts/review-` + wfRun + `.js"}}`,
	}, "\n") + "\n"
	agent := func(id string, canary int) string {
		e := strings.Replace(env, `"isSidechain":false`, `"isSidechain":true`, 1)
		e = strings.Replace(e, `"sessionId":"`+wfSession+`"`, `"sessionId":"`+wfSession+`#agent-`+id+`"`, 1)
		return `{"type":"user",` + e + `,"agentId":"` + id + `","uuid":"` + id + `_u1","parentUuid":null,"timestamp":"2026-06-04T10:00:03.000Z","message":{"role":"user","content":[{"type":"text","text":"map ` + wfCanary(canary) + `"}]}}` + "\n"
	}
	journal := strings.Join([]string{
		`{"type":"started","key":"v2:` + wfCanary(3) + `","agentId":"` + wfAgent1 + `"}`,
		`{"type":"started","key":"v2:hash1","agentId":"` + wfAgent2 + `"}`,
		`{"type":"result","key":"v2:` + wfCanary(3) + `","agentId":"` + wfAgent1 + `","result":{"area":"loader","summary":"` + wfCanary(4) + `"}}`,
		`{"type":"result","key":"v2:hash1","agentId":"` + wfAgent2 + `","result":"## Plan ` + wfCanary(5) + `"}`,
	}, "\n") + "\n"
	record := `{
  "runId": "` + wfRun + `",
  "taskId": "` + wfTask + `",
  "status": "completed",
  "workflowName": "` + wfCanary(6) + `",
  "timestamp": "2026-06-04T10:00:00.000Z",
  "durationMs": 5000,
  "defaultModel": "claude-sonnet-4-6",
  "scriptPath": "` + wfSession + `/workflows/scripts/` + wfCanary(7) + `-` + wfRun + `.js",
  "phases": [
    {
      "title": "` + wfCanary(8) + `",
      "detail": "scan dimensions"
    }
  ],
  "workflowProgress": [
    {
      "type": "workflow_phase",
      "index": 1,
      "title": "` + wfCanary(8) + `"
    },
    {
      "type": "workflow_agent",
      "label": "review:` + wfCanary(9) + `",
      "agentId": "` + wfAgent1 + `",
      "model": "claude-sonnet-4-6",
      "state": "done",
      "resultPreview": "` + wfCanary(10) + `"
    },
    {
      "type": "workflow_agent",
      "label": "synthesize",
      "agentId": "` + wfAgent2 + `",
      "model": "claude-opus-4-7",
      "state": "done",
      "resultPreview": "## Plan"
    }
  ],
  "result": {
    "plan": "` + wfCanary(11) + `",
    "areaCount": 2
  }
}
`
	proj := "-Users-alice-app/"
	run := proj + wfSession + "/subagents/workflows/" + wfRun + "/"
	return writeTree(t, map[string]string{
		proj + wfSession + ".jsonl":                                     session,
		run + "agent-" + wfAgent1 + ".jsonl":                            agent(wfAgent1, 1),
		run + "agent-" + wfAgent1 + ".meta.json":                        "{\n  \"agentType\": \"workflow-subagent\",\n  \"description\": \"" + wfCanary(2) + "\"\n}\n",
		run + "agent-" + wfAgent2 + ".jsonl":                            agent(wfAgent2, 12),
		run + "agent-" + wfAgent2 + ".meta.json":                        "{\n  \"agentType\": \"workflow-subagent\"\n}\n",
		run + "journal.jsonl":                                           journal,
		proj + wfSession + "/workflows/" + wfRun + ".json":              record,
		proj + wfSession + "/workflows/scripts/review-" + wfRun + ".js": "export const meta = {\n  name: 'review',\n};\nphase('" + wfCanary(13) + "')\n",
	})
}

// A Claude Code workflow run, exported in either mode with every file,
// the checklist's or its session's (--session), is bundled whole where
// the home puts it and verifies: no canary survives (the script's
// neither), nor an id that names a file (in structural mode no source id
// at all); the journal's agentIds and the record's steps' name the
// subagents' files, the record's runId and the Workflow call's result
// name the run's directory and record, its scriptPath the script, each
// subagent's sessionId its session and itself, and the record's
// timestamp is shifted as the session's are.
func TestClaudeWorkflowRun(t *testing.T) {
	var canaries []string
	for i := range 14 {
		canaries = append(canaries, wfCanary(i))
	}
	for _, c := range []struct {
		run, agent string
		strategy   string
		sessions   []string
	}{{wfRun, wfAgent1, StrategyAll, nil}, {wfRun, wfAgent1, StrategyChecklist, nil}, {wfRun, wfAgent1, StrategyAll, []string{wfSession}},
		{wfShortRun, wfWordAgent, StrategyAll, nil}} {
		root := writeClaudeWorkflowRun(t, c.run, c.agent)
		for _, mode := range []func(*scrub.Pseudonymizer) Mode{Structural, redactDefault} {
			p := scrub.NewPseudonymizer([]byte("workflow-salt-0123456789"))
			m := mode(p)
			bl := buildClaude(t, root, p, Options{Mode: m, Strategy: c.strategy, Sessions: c.sessions, Shift: p.ShiftTime})
			t.Run(m.Name()+"/"+c.run+"/"+c.strategy+"/sessions="+strconv.Itoa(len(c.sessions)), func(t *testing.T) {
				gone := slices.Concat(canaries, []string{wfSession, c.run, c.agent, wfAgent2}) // the ids that name files
				if m.Name() == "structural" {
					gone = append(gone, wfTask)
				}
				if n, where := leaks(bl, gone); n > 0 {
					t.Errorf("%d canaries or source ids survive, in %s", n, where)
				}
				checkWorkflowLinks(t, bl, m.Name() == "structural")
				rep, err := VerifyTarZst(context.Background(), bytes.NewReader(bl.tar), DefaultVerifyLimits)
				if err != nil || len(rep.Problems) > 0 {
					t.Errorf("verify: %v %v", err, rep.Problems)
				}
			})
		}
	}
}

// checkWorkflowLinks checks the links of writeClaudeWorkflow's run in the
// bundle bl, and, when shifted, that the record's time moved.
func checkWorkflowLinks(t *testing.T, bl built, shifted bool) {
	t.Helper()
	var session, record, journal, script string
	agents := map[string]bool{}
	metas := 0
	for _, name := range bl.names {
		switch dir := path.Dir(name); {
		case path.Base(dir) == "scripts":
			script = name
		case path.Base(name) == "journal.jsonl":
			journal = name
		case strings.HasSuffix(name, ".meta.json"):
			metas++
		case path.Base(path.Dir(dir)) == "workflows" && strings.HasPrefix(path.Base(name), "agent-"):
			agents[strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "agent-"), ".jsonl")] = true
		case path.Base(dir) == "workflows":
			record = name
		case strings.HasSuffix(name, ".jsonl"):
			session = name
		}
	}
	if session == "" || record == "" || journal == "" || script == "" || len(agents) != 2 || metas != 2 || len(bl.names) != 9 {
		t.Fatalf("bundle members %v: want the session, the run's 2 subagents, their meta, its journal, its record and its script", bl.names)
	}
	stem := strings.TrimSuffix(path.Base(session), ".jsonl")
	runDir := path.Base(path.Dir(journal))
	if want := strings.TrimSuffix(session, ".jsonl") + "/subagents/workflows/" + runDir + "/journal.jsonl"; journal != want {
		t.Errorf("journal at %s, want %s", journal, want)
	}
	if want := strings.TrimSuffix(session, ".jsonl") + "/workflows/" + runDir + ".json"; record != want {
		t.Errorf("record at %s, want %s (named as the run's directory)", record, want)
	}
	for i, l := range bytes.Split(bytes.TrimSpace(bl.files[journal]), []byte("\n")) {
		var j struct{ Type, AgentID, Key string }
		if err := json.Unmarshal(l, &j); err != nil || !agents[j.AgentID] || j.Type != "started" && j.Type != "result" {
			t.Errorf("journal line %d: its agentId names no subagent file, or its type was not kept (%v)", i+1, err)
		}
		if !strings.HasPrefix(j.Key, "v2:") || len(j.Key) == len("v2:") {
			t.Errorf("journal line %d: its key lost its v2: shape marker", i+1)
		}
	}
	var rec struct {
		RunID, Status, Timestamp string
		WorkflowProgress         []struct{ Type, AgentID, State string }
	}
	if err := json.Unmarshal(bl.files[record], &rec); err != nil {
		t.Fatalf("the record does not parse: %v", err)
	}
	if !bytes.HasPrefix(bl.files[record], []byte("{\n  \"runId\": ")) {
		t.Errorf("the record lost its layout")
	}
	if rec.RunID != runDir || rec.Status != "completed" || len(rec.WorkflowProgress) != 3 {
		t.Errorf("the record's runId does not name the run's directory, or its status or steps were lost")
	}
	for i, s := range rec.WorkflowProgress {
		if s.Type == "workflow_agent" && (!agents[s.AgentID] || s.State != "done") {
			t.Errorf("record step %d: its agentId names no subagent file, or its state was not kept", i)
		}
	}
	if moved := rec.Timestamp != "2026-06-04T10:00:00.000Z"; moved != shifted || len(rec.Timestamp) != 24 {
		t.Errorf("the record's timestamp moved %v, want %v", moved, shifted)
	}
	for agent := range agents {
		var line struct{ SessionID, AgentID string }
		name := path.Dir(journal) + "/agent-" + agent + ".jsonl"
		if err := json.Unmarshal(bytes.TrimSpace(bl.files[name]), &line); err != nil {
			t.Fatalf("a workflow subagent's line does not parse: %v", err)
		}
		if line.AgentID != agent || line.SessionID != stem+"#agent-"+agent {
			t.Errorf("a workflow subagent's agentId or sessionId (<session>#agent-<id>) does not name its session and file")
		}
	}
	lines := bytes.Split(bytes.TrimSpace(bl.files[session]), []byte("\n"))
	var res struct {
		ToolUseResult struct{ RunID, TranscriptDir, ScriptPath string }
	}
	if err := json.Unmarshal(lines[len(lines)-1], &res); err != nil {
		t.Fatalf("the Workflow result does not parse: %v", err)
	}
	if res.ToolUseResult.RunID != runDir || res.ToolUseResult.TranscriptDir != stem+"/subagents/workflows/"+runDir {
		t.Errorf("the Workflow call's result does not name the run's directory")
	}
	if want := stem + "/workflows/scripts/" + path.Base(script); res.ToolUseResult.ScriptPath != want {
		t.Errorf("the Workflow call's result's scriptPath does not name the bundled script")
	}
	if src := "export const meta = {\n  name: 'review',\n};\nphase('" + wfCanary(13) + "')\n"; len(bl.files[script]) != len(src) && shifted {
		t.Errorf("the script's %d bytes became %d in structural mode", len(src), len(bl.files[script]))
	}
}

// A workflow run whose subagents left no file (it failed before any
// ran) comes with its session still: the Workflow result that names it
// brings its journal, record and script into the checklist's bundle.
func TestClaudeWorkflowRunWithoutAgents(t *testing.T) {
	root := writeClaudeWorkflow(t)
	run := filepath.Join(root, "-Users-alice-app", wfSession, "subagents", "workflows", wfRun)
	for _, id := range []string{wfAgent1, wfAgent2} {
		for _, ext := range []string{".jsonl", ".meta.json"} {
			if err := os.Remove(filepath.Join(run, "agent-"+id+ext)); err != nil {
				t.Fatal(err)
			}
		}
	}
	p := scrub.NewPseudonymizer([]byte("workflow-salt-0123456789"))
	bl := buildClaude(t, root, p, Options{Mode: Structural(p), Strategy: StrategyChecklist})
	var journal, record, script bool
	for _, name := range bl.names {
		journal = journal || path.Base(name) == "journal.jsonl"
		record = record || path.Base(path.Dir(name)) == "workflows" && strings.HasSuffix(name, ".json")
		script = script || path.Base(path.Dir(name)) == "scripts" && strings.HasSuffix(name, ".js")
	}
	if !journal || !record || !script {
		t.Errorf("bundle members %v: want the run's journal, record and script with the session", bl.names)
	}
}

// A workflow script comes with its run's record, which names it, however
// the run came in: here no Workflow result names the script (its
// scriptPath is gone), and the run's subagents bring the journal and the
// record, in the checklist's bundle and in a --session one.
func TestClaudeWorkflowScriptFollowsRecord(t *testing.T) {
	root := writeClaudeWorkflow(t)
	session := filepath.Join(root, "-Users-alice-app", wfSession+".jsonl")
	data, err := os.ReadFile(session)
	if err != nil {
		t.Fatal(err)
	}
	cut := `,"scriptPath":"` + wfSession + `/workflows/scripts/review-` + wfRun + `.js"`
	if !bytes.Contains(data, []byte(cut)) {
		t.Fatal("the fixture's Workflow result names no script")
	}
	if err := os.WriteFile(session, bytes.Replace(data, []byte(cut), nil, 1), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		strategy string
		sessions []string
	}{{StrategyChecklist, nil}, {StrategyAll, []string{wfSession}}} {
		p := scrub.NewPseudonymizer([]byte("workflow-salt-0123456789"))
		bl := buildClaude(t, root, p, Options{Mode: Structural(p), Strategy: c.strategy, Sessions: c.sessions})
		if !slices.ContainsFunc(bl.names, func(name string) bool { return path.Base(path.Dir(name)) == "scripts" }) {
			t.Errorf("%s %v: bundle members %v: want the run's script with its record", c.strategy, c.sessions, bl.names)
		}
	}
}

// Verify re-checks a structural bundle's workflow sidecars by content, as
// it does its transcripts' lines, not by hash alone: a journal line, a
// record or a script replaced, its size and hash in the manifest updated,
// fails it (text that is not filler, JSON that is not its source's form),
// while the bundle as built verifies.
func TestVerifyRechecksWorkflowSidecars(t *testing.T) {
	p := scrub.NewPseudonymizer([]byte("workflow-salt-0123456789"))
	bl := buildClaude(t, writeClaudeWorkflow(t), p, Options{Mode: Structural(p), Strategy: StrategyAll})
	find := func(match func(string) bool) string {
		i := slices.IndexFunc(bl.names, match)
		if i < 0 {
			t.Fatalf("bundle members %v: no workflow sidecar", bl.names)
		}
		return bl.names[i]
	}
	journal := find(func(n string) bool { return path.Base(n) == "journal.jsonl" })
	record := find(func(n string) bool { return path.Base(path.Dir(n)) == "workflows" && path.Ext(n) == ".json" })
	script := find(func(n string) bool { return path.Base(path.Dir(n)) == "scripts" })
	for _, c := range []struct {
		name, member string
		data         []byte
	}{
		{"as built", journal, bl.files[journal]},
		{"journal line not JSON", journal, append(bytes.Clone(bl.files[journal]), `{"type":"started","key":`+"\n"...)},
		{"record not an object", record, []byte(`["runId"]` + "\n")},
		{"script not filler", script, []byte(`phase("review")` + "\n")},
		{"journal with a NUL", journal, []byte("abc\x00def\n")},
	} {
		m := *bl.b.Manifest
		m.Files = slices.Clone(m.Files)
		for i, f := range m.Files {
			if f.Path == c.member {
				sum := sha256.Sum256(c.data)
				m.Files[i].Size, m.Files[i].SHA256 = int64(len(c.data)), hex.EncodeToString(sum[:])
			}
		}
		var ms []member
		for _, n := range bl.names {
			data := bl.files[n]
			if n == c.member {
				data = c.data
			}
			ms = append(ms, member{name: n, typ: tar.TypeReg, data: data})
		}
		rep, err := VerifyTarZst(context.Background(), bytes.NewReader(pack(t, withManifest(t, ms, &m))), DefaultVerifyLimits)
		if err != nil {
			t.Fatal(err)
		}
		if ok := c.name == "as built"; rep.OK() != ok {
			t.Errorf("%s: verify ok %v, want %v (%v)", c.name, rep.OK(), ok, rep.Problems)
		}
	}
}

// A path in content that names a subagent's file, a nested one's
// (<session>/subagents/agent-<id>.jsonl) or a workflow run's
// (<session>/subagents/workflows/<run>/agent-<id>.jsonl), names the
// bundled file in either mode: the path's pseudonym is the one the bundle
// names the file by, not one made word by word.
func TestClaudeSubagentPathsResolve(t *testing.T) {
	const nested = "a1b2c3d4e5f60718"
	root := writeClaudeWorkflow(t)
	proj := filepath.Join(root, "-Users-alice-app")
	env := `"cwd":"/Users/alice/app","version":"2.1.120","userType":"external","isSidechain":%s,"sessionId":"` + wfSession + `"`
	agent := `{"type":"user",` + strings.Replace(env, "%s", "true", 1) + `,"agentId":"` + nested + `","uuid":"n1","parentUuid":null,"timestamp":"2026-06-04T10:00:03.000Z","message":{"role":"user","content":"map"}}` + "\n"
	if err := os.WriteFile(filepath.Join(proj, wfSession, "subagents", "agent-"+nested+".jsonl"), []byte(agent), 0o600); err != nil {
		t.Fatal(err)
	}
	text := "read /Users/alice/.claude/projects/-Users-alice-app/" + wfSession + "/subagents/agent-" + nested + ".jsonl and " +
		"~/.claude/projects/-Users-alice-app/" + wfSession + "/subagents/workflows/" + wfRun + "/agent-" + wfAgent1 + ".jsonl"
	line := `{"type":"user",` + strings.Replace(env, "%s", "false", 1) + `,"uuid":"u9","parentUuid":"u2","timestamp":"2026-06-04T10:00:09.000Z","message":{"role":"user","content":"` + text + `"}}` + "\n"
	session := filepath.Join(proj, wfSession+".jsonl")
	data, err := os.ReadFile(session)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(session, append(data, line...), 0o600); err != nil {
		t.Fatal(err)
	}
	named := regexp.MustCompile(`projects/[^ "]*?\.jsonl`)
	for _, mode := range []func(*scrub.Pseudonymizer) Mode{Structural, redactDefault} {
		p := scrub.NewPseudonymizer([]byte("workflow-salt-0123456789"))
		m := mode(p)
		bl := buildClaude(t, root, p, Options{Mode: m, Strategy: StrategyAll})
		i := slices.IndexFunc(bl.names, func(n string) bool { return path.Dir(path.Dir(n)) == "claude-code/projects" })
		lines := bytes.Split(bytes.TrimSpace(bl.files[bl.names[i]]), []byte("\n"))
		paths := named.FindAll(lines[len(lines)-1], -1)
		if len(paths) != 2 {
			t.Fatalf("%s: %d paths of subagent files in the scrubbed line, want 2", m.Name(), len(paths))
		}
		for k, p := range paths {
			if _, ok := bl.files["claude-code/"+string(p)]; !ok {
				t.Errorf("%s: the path of subagent file %d names no bundle member", m.Name(), k)
			}
		}
	}
}
