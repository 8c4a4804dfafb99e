package gen

import (
	"strconv"
	"strings"
	"time"
)

// This file builds a Codex rollout's lines, generation by generation:
// the envelope of today (session_meta, turn_context, the two streams of
// response items and events, token counts, compaction), the 0.47 form
// and the pre-envelope one. Every string of a surface goes through s,
// which plants a canary in the first string of each surface and in some
// later ones.

// cxFile is one rollout being written.
type cxFile struct {
	g       *codexGen
	r       *rng
	p       *cxPlan
	b       []byte
	clock   time.Time
	lines   int
	bad     int
	metas   int
	calls   int
	turn    string
	total   int
	counted bool // a token_count has been written
	last    obj  // the last token_count's payload
}

// s returns base, with a canary worked in for the first string of the
// surface and for some later ones.
func (f *cxFile) s(surface, base string) string {
	if f.g.due(f.r, surface) {
		return f.g.canary(surface, base)
	}
	return base
}

// blob returns n characters of base64 with a canary inside for the first
// blob of the surface: opaque payloads are strings like any other.
func (f *cxFile) blob(surface, prefix string, n int) string {
	b := f.r.chars(base64Std, n)
	if !f.g.seen[surface] {
		b = b[:n/2] + f.g.canary(surface, "") + b[n/2+20:]
	}
	return prefix + b
}

// prose returns about n bytes of prose for surface, and now and then
// a fake secret after it (CodexConfig.SecretRate).
func (f *cxFile) prose(surface string, n int) string {
	return f.g.secrets.plant(surface, f.g.cur, f.s(surface, strings.TrimSpace(chunk(f.r, f.g.pools.prose, n))))
}

// path returns a path in the user's project for surface.
func (f *cxFile) path(surface string) string {
	return f.s(surface, "/Users/"+f.g.id.user+"/"+f.g.id.company+"/"+pick(f.r, vocab)+"/"+ident(f.r)+".go")
}

func (f *cxFile) tick() string {
	f.clock = f.clock.Add(time.Duration(f.r.between(5, 9000)) * time.Millisecond)
	return f.clock.Format("2006-01-02T15:04:05.000Z")
}

// raw writes one line as it stands.
func (f *cxFile) raw(line []byte) {
	f.b = append(append(f.b, line...), '\n')
	f.lines++
}

// record writes one record, tallied for the ledger's scan section.
func (f *cxFile) record(o obj) {
	line := appendValue(nil, o, false)
	f.g.tally.record(o, len(line))
	f.raw(line)
}

// line writes an envelope line of type typ.
func (f *cxFile) line(typ string, payload obj) {
	f.record(obj{{"timestamp", f.tick()}, {"type", typ}, {"payload", payload}})
}

func (f *cxFile) item(payload obj) { f.line("response_item", payload) }

func (f *cxFile) event(typ string, rest obj) {
	f.line("event_msg", append(obj{{"type", typ}}, rest...))
}

// check notes that the file witnesses the checklist check id.
func (f *cxFile) check(ids ...string) {
	for _, id := range ids {
		f.g.checks[id] = true
	}
}

// jsonString is v encoded as JSON: a string that holds JSON.
func jsonString(v any) string { return string(appendValue(nil, v, false)) }

func (f *cxFile) callID() string { f.calls++; return "call_" + f.r.chars(alnum, 24) }

// writeRollout writes the rollout p and adds it to the ledger.
func (g *codexGen) writeRollout(p *cxPlan) error {
	g.cur = p.rel
	f := &cxFile{g: g, r: newRNG(g.cfg.Seed, 1<<43|uint64(len(g.ledger.Files))), p: p, clock: p.start}
	g.tally.beginFile(p)
	switch p.kind {
	case cxLegacy:
		f.legacy()
	case cxOld:
		f.old()
	default:
		f.current()
	}
	g.tally.endFile(p)
	cf := CodexFile{Path: p.rel, Session: p.id, Lines: f.lines, Records: f.lines - f.bad, Metas: f.metas}
	switch {
	case p.kind == cxFork:
		cf.Link, cf.Parent, cf.Replayed = "fork", p.parent.rel, true
	case p.kind == cxSubagent:
		cf.Link, cf.Parent = "subagent", p.parent.rel
	}
	g.ledger.Files = append(g.ledger.Files, cf)
	if p.archived {
		f.check("archived")
	}
	w, err := create(g.root + "/" + p.rel)
	if err != nil {
		return err
	}
	_, err = w.Write(f.b)
	return closing(w, err)
}

// writeHistory writes history.jsonl, the prompt history sidecar.
func (g *codexGen) writeHistory() error {
	g.cur = "history.jsonl"
	f := &cxFile{g: g, r: newRNG(g.cfg.Seed, 1<<44)}
	for _, p := range g.plans {
		f.raw(appendValue(nil, obj{{"session_id", p.id}, {"ts", int(p.start.Unix())}, {"text", f.prose("history.text", 80)}}, false))
	}
	g.tally.sidecar(len(f.b))
	g.ledger.Files = append(g.ledger.Files, CodexFile{Path: g.cur, Sidecar: true, Lines: f.lines, Records: f.lines})
	w, err := create(g.root + "/" + g.cur)
	if err != nil {
		return err
	}
	_, err = w.Write(f.b)
	return closing(w, err)
}

// closing closes w, keeping the first error.
func closing(w interface{ Close() error }, err error) error {
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// meta is the session_meta payload of p.
func (f *cxFile) meta(p *cxPlan) obj {
	g := f.g
	m := obj{{"id", p.id}, {"timestamp", p.start.Format("2006-01-02T15:04:05.000Z")},
		{"cwd", f.path("session_meta.cwd")}, {"originator", "codex_cli_rs"}, {"cli_version", "0.130.0"}}
	switch p.kind {
	case cxSubagent:
		m = append(m, member{"source", obj{{"subagent", obj{{"thread_spawn", obj{{"parent_thread_id", p.parent.id}, {"depth", 1},
			{"agent_nickname", f.s("session_meta.agent_nickname", pick(f.r, firstNames))}, {"agent_role", "worker"}}}}}}},
			member{"thread_source", "subagent"})
		f.check("subagent_spawn")
	case cxGuardian:
		m = append(m, member{"source", obj{{"subagent", obj{{"other", "guardian"}}}}}, member{"thread_source", "guardian_review"})
		f.check("subagent_other")
	default:
		m = append(m, member{"source", "cli"})
	}
	if p.kind == cxFork {
		m = append(m, member{"forked_from_id", p.parent.id})
		f.check("fork")
	}
	return append(m, member{"model_provider", "openai"},
		member{"base_instructions", obj{{"text", f.prose("session_meta.base_instructions", 600)}}},
		member{"git", obj{{"commit_hash", f.r.chars(hexDigits, 40)}, {"branch", f.s("session_meta.git.branch", "feature/"+pick(f.r, vocab))},
			{"repository_url", f.s("session_meta.git.repository_url", "https://github.com/"+g.id.company+"/"+pick(f.r, vocab)+".git")}}})
}

// current writes a rollout of today's envelope: its session_meta (a
// fork's parent's after it), then its turns; the tour also plants every
// rarer shape and ends inside a turn.
func (f *cxFile) current() {
	p := f.p
	f.line("session_meta", f.meta(p))
	f.metas++
	f.check("session_meta_git")
	if p.kind == cxFork {
		f.line("session_meta", f.meta(p.parent))
		f.metas++
		f.check("two_session_meta")
	}
	if f.g.cfg.UTCOffset != 0 {
		f.check("name_time_differs") // the name is in local time
	}
	for t := range p.turns {
		f.turnStart()
		if t == 0 {
			f.item(obj{{"type", "message"}, {"role", "developer"}, {"content", arr{obj{{"type", "input_text"},
				{"text", f.s("message.developer", "<permissions instructions>"+sentence(f.r))}}}}})
			f.check("developer_message")
			for _, c := range p.children {
				f.spawn(c)
			}
			if p.kind == cxTour {
				f.tour()
			}
		}
		f.prompt()
		for range max(1, f.r.draw(f.g.calls)) {
			f.step()
		}
		f.turnEnd()
	}
	if p.kind == cxTour {
		f.turnStart()
		f.item(obj{{"type", "function_call"}, {"name", "exec_command"}, {"arguments", f.execArgs()}, {"call_id", f.callID()}})
		f.check("turn_unterminated", "call_without_output", "ends_mid_turn")
	}
}

func (f *cxFile) turnStart() {
	f.turn = f.r.uuid()
	f.line("turn_context", obj{{"turn_id", f.turn}, {"cwd", f.path("turn_context.cwd")}, {"approval_policy", "on-request"},
		{"sandbox_policy", obj{{"type", "workspace-write"}, {"writable_roots", arr{f.path("turn_context.writable_roots")}}, {"network_access", false}}},
		{"model", "gpt-5.3-codex"}, {"effort", "medium"}, {"summary", "auto"}, {"personality", "pragmatic"},
		{"collaboration_mode", obj{{"mode", "default"}, {"settings", obj{{"developer_instructions", nil}}}}},
		{"truncation_policy", obj{{"mode", "tokens"}, {"limit", 10000}}},
		{"user_instructions", f.s("turn_context.user_instructions", "# AGENTS.md instructions\n\n"+chunk(f.r, f.g.pools.prose, 300))},
		{"developer_instructions", f.prose("turn_context.developer_instructions", 200)}})
	f.check("turn_context_instructions")
	f.event("task_started", obj{{"turn_id", f.turn}, {"collaboration_mode_kind", "default"}, {"model_context_window", 258400}})
}

// prompt writes a user prompt in both streams.
func (f *cxFile) prompt() {
	f.item(obj{{"type", "message"}, {"role", "user"}, {"content", arr{obj{{"type", "input_text"}, {"text", f.prose("message.user", 160)}}}}})
	f.event("user_message", obj{{"message", f.prose("event.user_message", 160)}, {"images", arr{}}, {"local_images", arr{}}, {"text_elements", arr{}}})
	f.check("both_streams")
	f.tokens()
}

// tokens writes a token_count: info null before the first model call.
func (f *cxFile) tokens() {
	limits := obj{{"primary", obj{{"used_percent", 12}, {"window_minutes", 300}, {"resets_at", int(f.clock.Unix()) + 3600}}}, {"plan_type", "plus"}}
	if !f.counted {
		f.counted = true
		f.event("token_count", obj{{"info", nil}, {"rate_limits", limits}})
		f.check("token_count_null", "rate_limits_plan")
		return
	}
	in, out := f.r.between(100, 9000), f.r.between(10, 900)
	f.total += in + out
	usage := func(n int) obj { return obj{{"input_tokens", n - out}, {"output_tokens", out}, {"total_tokens", n}} }
	f.last = obj{{"info", obj{{"total_token_usage", usage(f.total)}, {"last_token_usage", usage(in + out)},
		{"model_context_window", 258400}}}, {"rate_limits", limits}}
	f.event("token_count", f.last)
}

// step writes one model call: reasoning at the record's rate, a tool
// call and its output, and at times a commentary message.
func (f *cxFile) step() {
	r := f.r
	if r.chance(0.57) {
		f.reasoning(r.chance(0.8))
	}
	switch x := r.IntN(100); {
	case x < 66:
		f.exec(false, 0)
	case x < 80:
		f.call("write_stdin", obj{{"session_id", r.between(1, 90)}, {"chars", f.s("function_call.write_stdin.chars", ident(r)+"\n")}}, f.execOutput(200))
	case x < 84:
		f.call("update_plan", obj{{"plan", arr{obj{{"step", f.prose("function_call.update_plan.step", 40)}, {"status", "in_progress"}}}}}, "Plan updated")
	case x < 89:
		f.mcp()
	default:
		f.patch()
	}
	if r.chance(0.4) {
		f.item(obj{{"type", "message"}, {"role", "assistant"}, {"content", arr{obj{{"type", "output_text"}, {"text", f.prose("message.assistant", 200)}}}}, {"phase", "commentary"}})
		f.event("agent_message", obj{{"message", f.prose("event.agent_message", 200)}, {"phase", "commentary"}})
		f.check("phase_commentary")
	}
	f.tokens()
}

// reasoning writes a reasoning item, with a summary (and its
// agent_reasoning event) or an empty one.
func (f *cxFile) reasoning(summarized bool) {
	summary := arr{}
	if summarized {
		summary = arr{obj{{"type", "summary_text"}, {"text", f.prose("reasoning.summary", 120)}}}
		f.check("reasoning_summary")
	} else {
		f.check("reasoning_empty_summary")
	}
	f.item(obj{{"type", "reasoning"}, {"summary", summary}, {"content", nil},
		{"encrypted_content", f.blob("reasoning.encrypted_content", "gAAAAB", f.r.draw(encryptedSizes))}})
	if summarized {
		f.event("agent_reasoning", obj{{"text", f.prose("event.agent_reasoning", 120)}})
	}
}

// The record's sizes (R-u, characters): function_call_output.output and
// encrypted_content, p50, p90, p99 and max.
var (
	outputSizes    = []quantile{{0, 40}, {0.5, 465}, {0.9, 13137}, {0.99, 40141}, {1, 40157}}
	encryptedSizes = []quantile{{0, 200}, {0.5, 1316}, {0.9, 3300}, {0.99, 9356}, {1, 11980}}
)

func (f *cxFile) turnEnd() {
	f.item(obj{{"type", "message"}, {"role", "assistant"}, {"content", arr{obj{{"type", "output_text"}, {"text", f.prose("message.assistant", 300)}}}}, {"phase", "final_answer"}})
	f.event("agent_message", obj{{"message", f.prose("event.agent_message", 300)}, {"phase", "final_answer"}})
	f.event("task_complete", obj{{"turn_id", f.turn}, {"last_agent_message", f.prose("event.task_complete.last_agent_message", 200)},
		{"completed_at", int(f.clock.Unix())}, {"duration_ms", f.r.between(900, 90000)}})
	f.check("phase_final_answer", "turn_pair")
}

// call writes a function_call of name with args and its output.
func (f *cxFile) call(name string, args obj, output string) string {
	id := f.callID()
	f.item(obj{{"type", "function_call"}, {"name", name}, {"arguments", jsonString(args)}, {"call_id", id}})
	f.item(obj{{"type", "function_call_output"}, {"call_id", id}, {"output", output}})
	f.check("call_output_pair")
	return id
}

func (f *cxFile) execArgs() string {
	return jsonString(obj{{"cmd", f.s("function_call.exec_command.cmd", "rg -n "+ident(f.r)+" "+pick(f.r, vocab))},
		{"workdir", f.path("function_call.exec_command.workdir")}, {"yield_time_ms", 1000}})
}

// execOutput is a unified-exec output: its text header, then about n
// bytes of output.
func (f *cxFile) execOutput(n int) string {
	f.check("exec_output_header")
	return "Chunk ID: " + f.r.chars(hexDigits, 6) + "\nWall time: 0.2 seconds\nProcess exited with code 0\nOriginal token count: " +
		strconv.Itoa(n/4) + "\nOutput:\n" + f.s("output.exec", chunk(f.r, f.g.pools.code, n))
}

// exec writes an exec_command call, its output of about n bytes (a
// random size when 0), and at times its exec_command_end.
func (f *cxFile) exec(failed bool, n int) {
	if n == 0 {
		n = min(f.r.draw(outputSizes), 30000) // the tour's is the one over 30 KB
	}
	id := f.callID()
	f.item(obj{{"type", "function_call"}, {"name", "exec_command"}, {"arguments", f.execArgs()}, {"call_id", id}})
	if failed || f.r.chance(0.1) {
		code, status := 0, "completed"
		if failed {
			code, status = 1, "failed"
			f.check("exec_failed")
		}
		out := f.s("exec_command_end.aggregated_output", chunk(f.r, f.g.pools.code, 200))
		f.event("exec_command_end", obj{{"call_id", id}, {"turn_id", f.turn}, {"process_id", strconv.Itoa(f.r.between(1000, 99999))},
			{"command", arr{"/bin/zsh", "-lc", f.s("exec_command_end.command", "go test ./"+pick(f.r, vocab))}},
			{"cwd", f.path("exec_command_end.cwd")}, {"parsed_cmd", arr{}}, {"source", "agent"},
			{"stdout", out}, {"stderr", ""}, {"aggregated_output", out}, {"exit_code", code},
			{"duration", obj{{"secs", 1}, {"nanos", 5000}}}, {"formatted_output", out}, {"status", status}})
	}
	f.item(obj{{"type", "function_call_output"}, {"call_id", id}, {"output", f.execOutput(n)}})
	f.check("call_output_pair")
}

// mcp writes a call to an MCP tool; the first server name is a canary.
func (f *cxFile) mcp() {
	server := pick(f.r, f.g.servers)
	if !f.g.seen["tool_name.mcp_server"] {
		server = f.g.canary("tool_name.mcp_server", "")
	}
	f.call("mcp__"+server+"__query", obj{{"sql", f.s("function_call.mcp.arguments", "select * from "+ident(f.r))}},
		f.s("output.mcp", jsonString(obj{{"rows", arr{obj{{"name", pick(f.r, vocab)}}}}})))
	f.check("mcp_call")
}

// patch writes an apply_patch custom tool call, its patch_apply_end and
// its JSON-encoded output.
func (f *cxFile) patch() {
	id, file := f.callID(), f.path("custom_tool_call.apply_patch.path")
	body := f.s("custom_tool_call.apply_patch.body", codeLine(f.r))
	f.item(obj{{"type", "custom_tool_call"}, {"status", "completed"}, {"call_id", id}, {"name", "apply_patch"},
		{"input", "*** Begin Patch\n*** Update File: " + file + "\n@@\n-" + codeLine(f.r) + "\n+" + body + "\n*** End Patch\n"}})
	f.event("patch_apply_end", obj{{"call_id", id}, {"turn_id", f.turn}, {"stdout", "Success."}, {"stderr", ""}, {"success", true},
		{"changes", obj{{f.path("patch_apply_end.changes.path"), obj{{"type", "update"},
			{"unified_diff", f.s("patch_apply_end.changes.diff", "+"+codeLine(f.r))}, {"move_path", nil}}}}}, {"status", "completed"}})
	f.item(obj{{"type", "custom_tool_call_output"}, {"call_id", id},
		{"output", jsonString(obj{{"output", f.s("output.apply_patch", "Success. Updated the following files:\nM "+file)},
			{"metadata", obj{{"exit_code", 0}, {"duration_seconds", 0}}}})}})
	f.check("apply_patch_call", "patch_apply_end", "custom_tool_output", "call_output_pair")
}

// spawn writes the spawn_agent call of the subagent child and the event
// that names it.
func (f *cxFile) spawn(child *cxPlan) {
	id := f.call("spawn_agent", obj{{"message", f.prose("function_call.spawn_agent.message", 120)}}, jsonString(obj{{"agent_id", child.id}}))
	f.event("collab_agent_spawn_end", obj{{"call_id", id}, {"new_thread_id", child.id}, {"new_agent_role", "worker"}})
	f.check("spawn_agent_call", "collab_child")
}

// tour writes the rarer shapes of the checklist once: an image in both
// forms, reasoning with and without a summary, a web search, a failed command, an output over 30 KB, a
// duplicated token counter, compaction, an aborted turn, a line of an
// unknown type and a malformed line.
func (f *cxFile) tour() {
	f.item(obj{{"type", "message"}, {"role", "user"}, {"content", arr{
		obj{{"type", "input_text"}, {"text", f.prose("message.user", 60)}},
		obj{{"type", "input_image"}, {"image_url", f.blob("input_image.image_url", "data:image/png;base64,", 600)}}}}})
	f.event("user_message", obj{{"message", f.prose("event.user_message", 60)}, {"images", arr{}},
		{"local_images", arr{f.path("event.user_message.local_images")}}, {"text_elements", arr{}}})
	f.check("input_image", "local_images")
	f.reasoning(true)
	f.reasoning(false)
	query := f.s("web_search.query", pick(f.r, vocab)+" "+pick(f.r, vocab))
	f.item(obj{{"type", "web_search_call"}, {"status", "completed"}, {"action", obj{{"type", "search"}, {"query", query}}}})
	f.event("web_search_end", obj{{"call_id", f.callID()}, {"query", query}, {"action", obj{{"type", "search"}, {"query", query}}}})
	f.check("web_search_call", "web_search_end")
	f.exec(true, 0)
	f.exec(false, f.g.cfg.LargeOutput)
	f.check("output_over_30kb")
	f.tokens()
	f.tokens()                     // a real count after the first, null one
	f.event("token_count", f.last) // a duplicated counter, as the record saw
	f.check("counter_repeat")
	f.line("compacted", obj{{"message", f.prose("compacted.message", 200)}, {"replacement_history", arr{
		obj{{"type", "message"}, {"role", "user"}, {"content", arr{obj{{"type", "input_text"}, {"text", f.prose("compacted.replacement_history", 200)}}}}},
		obj{{"type", "compaction"}, {"encrypted_content", f.blob("compaction.encrypted_content", "gAAAAB", 400)}}}}})
	f.event("context_compacted", nil)
	f.check("compacted_history", "context_compacted", "compaction_item")
	f.event("turn_aborted", obj{{"turn_id", f.r.uuid()}, {"reason", "interrupted"}})
	f.check("turn_aborted")
	f.line("future_synthetic_record", obj{{"safe", true}})
	f.g.drift["type:future_synthetic_record"] = true
	f.check("unknown_type")
	f.raw([]byte(`{"timestamp":"` + f.tick() + `","type":"event_msg","payload":{"type":`))
	f.bad++
	f.check("malformed_line")
}

// old writes a 0.47 rollout: instructions, a sandbox mode, the shell tool
// with a JSON-encoded output, a token count without a timestamp, no task
// events.
func (f *cxFile) old() {
	p := f.p
	f.line("session_meta", obj{{"id", p.id}, {"timestamp", p.start.Format("2006-01-02T15:04:05.000Z")}, {"cwd", f.path("session_meta.cwd")},
		{"originator", "codex_cli_rs"}, {"cli_version", "0.47.0"}, {"instructions", f.prose("session_meta.instructions", 400)},
		{"git", obj{{"commit_hash", f.r.chars(hexDigits, 40)}, {"branch", f.s("session_meta.git.branch", "main")}}}})
	f.metas++
	f.check("meta_instructions")
	f.line("turn_context", obj{{"cwd", f.path("turn_context.cwd")}, {"approval_policy", "on-request"}, {"model", "gpt-5-codex"},
		{"sandbox_policy", obj{{"mode", "workspace-write"}}}, {"summary", "auto"}})
	f.check("sandbox_mode")
	f.event("user_message", obj{{"kind", "plain"}, {"message", f.prose("event.user_message", 100)}})
	f.item(obj{{"type", "message"}, {"role", "user"}, {"content", arr{obj{{"type", "input_text"}, {"text", f.prose("message.user", 100)}}}}})
	f.call("shell", obj{{"command", arr{"bash", "-lc", f.s("function_call.shell.command", "ls "+pick(f.r, vocab))}}, {"workdir", f.path("function_call.shell.workdir")}},
		jsonString(obj{{"output", f.s("output.shell_json", chunk(f.r, f.g.pools.code, 300))}, {"metadata", obj{{"exit_code", 0}, {"duration_seconds", 0}}}}))
	f.check("shell_json_output")
	f.record(obj{{"type", "event_msg"}, {"payload", obj{{"type", "token_count"}, {"info", nil}}}})
	f.g.drift["generation:untimed"] = true
	f.item(obj{{"type", "message"}, {"role", "assistant"}, {"content", arr{obj{{"type", "output_text"}, {"text", f.prose("message.assistant", 200)}}}}})
}

// legacy writes a pre-envelope rollout: a {id, timestamp, instructions,
// git} header, bare response items and record_type state lines.
func (f *cxFile) legacy() {
	p := f.p
	f.record(obj{{"id", p.id}, {"timestamp", p.start.Format("2006-01-02T15:04:05.000Z")},
		{"instructions", f.prose("legacy.instructions", 300)}, {"git", obj{{"branch", f.s("session_meta.git.branch", "main")}}}})
	f.metas++
	f.record(obj{{"type", "message"}, {"role", "user"}, {"content", arr{obj{{"type", "input_text"}, {"text", f.prose("legacy.message", 120)}}}}})
	f.record(obj{{"record_type", "state"}})
	id := f.callID()
	f.record(obj{{"type", "function_call"}, {"name", "shell"}, {"call_id", id},
		{"arguments", jsonString(obj{{"command", arr{"bash", "-lc", f.s("legacy.arguments", "cat "+ident(f.r))}}})}})
	f.record(obj{{"type", "function_call_output"}, {"call_id", id}, {"output", f.prose("legacy.output", 200)}})
	f.record(obj{{"record_type", "state"}})
	f.check("legacy_header", "legacy_state")
	for _, d := range []string{"generation:header", "generation:bare", "generation:state"} {
		f.g.drift[d] = true
	}
}
