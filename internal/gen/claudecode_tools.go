package gen

import (
	"strconv"
	"strings"
)

// This file builds Claude Code's tool calls: the input of every common
// tool, its tool_result (a string, or an array of blocks for MCP tools,
// ToolSearch and subagents) and the toolUseResult beside it, failed
// calls, outputs spilled to tool-results/, and the Task/Agent call that
// spawns a subagent.

// ccTools are the tools drawn for a call, about as often as the record
// saw them in real sessions.
var ccTools = strings.Fields(`
	Bash Bash Bash Bash Bash Bash Bash Bash Read Read Read Read Read Read
	Edit Edit Edit Edit Edit TodoWrite TodoWrite TodoWrite Grep Grep Glob
	Write MultiEdit WebFetch WebSearch ExitPlanMode ToolSearch AskUserQuestion
	BashOutput KillShell LS mcp mcp`)

// ccTourTools are the tour's first parallel calls.
var ccTourTools = []string{"mcp", "ToolSearch", "Edit", "Bash", "Read", "Write"}

// pickTool names the i-th call of a step.
func (f *ccFile) pickTool(tour bool, i int) string {
	name := pick(f.r, ccTools)
	if tour && i < len(ccTourTools) {
		name = ccTourTools[i]
	}
	if name == "mcp" {
		server := pick(f.r, []string{"github", "linear", f.g.id.company + "-jira"})
		if !f.g.seen["tool_name.mcp_server"] {
			server = f.g.canary("tool_name.mcp_server", "")
		}
		name = "mcp__" + server + "__" + pick(f.r, []string{"search_issues", "get_issue", "query"})
	}
	return name
}

// toolUse returns a tool_use block calling name.
func (f *ccFile) toolUse(name string) obj {
	r := f.r
	id := "toolu_01" + r.chars(alnum, 22)
	in := func(key string) string { return "input." + name + "." + key }
	var input obj
	switch name {
	case "Bash":
		input = obj{{"command", f.s(in("command"), "cd "+f.p.project.cwd+" && go test ./"+pick(r, vocab)+"/...")},
			{"description", f.prose(in("description"), 40)}, {"timeout", 120000}}
		if r.chance(0.05) {
			input = append(input, member{"run_in_background", true})
		}
		if f.spills > 0 {
			f.spills--
			if !f.g.seen["spill.file_name"] {
				id = "toolu_01" + f.g.canary("spill.file_name", "") + r.chars(alnum, 2)
			}
			f.spilling[id] = true
		}
	case "Read":
		input = obj{{"file_path", f.file(in("file_path"))}}
	case "LS":
		input = obj{{"path", f.sp(in("path"), f.p.project.cwd+"/"+pick(r, topDirs))}}
	case "Edit":
		input = obj{{"file_path", f.file(in("file_path"))}, {"old_string", f.code(in("old_string"), 80)},
			{"new_string", f.code(in("new_string"), 90)}, {"replace_all", false}}
	case "MultiEdit":
		input = obj{{"file_path", f.file(in("file_path"))}, {"edits", arr{
			obj{{"old_string", f.code(in("edits.old_string"), 60)}, {"new_string", f.code(in("edits.new_string"), 60)}}}}}
	case "Write":
		input = obj{{"file_path", f.file(in("file_path"))}, {"content", f.code(in("content"), 800)}}
	case "Grep":
		input = obj{{"pattern", f.s(in("pattern"), ident(r))}, {"path", f.sp(in("path"), f.p.project.cwd+"/"+pick(r, topDirs))},
			{"glob", "*" + pick(r, extensions)}, {"output_mode", "files_with_matches"}}
	case "Glob":
		input = obj{{"pattern", "**/*" + pick(r, extensions)}, {"path", f.sp(in("path"), f.p.project.cwd+"/"+pick(r, topDirs))}}
	case "TodoWrite":
		input = obj{{"todos", arr{obj{{"content", f.prose(in("todos.content"), 50)}, {"status", "in_progress"},
			{"activeForm", f.prose(in("todos.activeForm"), 40)}}}}}
	case "WebFetch":
		input = obj{{"url", f.s(in("url"), "https://docs."+f.g.id.domain+"/"+pick(r, vocab))}, {"prompt", f.prose(in("prompt"), 80)}}
	case "WebSearch":
		input = obj{{"query", f.s(in("query"), pick(r, vocab)+" "+pick(r, vocab))}}
	case "ExitPlanMode":
		input = obj{{"plan", f.prose(in("plan"), 400)}}
	case "ToolSearch":
		input = obj{{"query", f.s(in("query"), "select:"+pick(r, vocab))}, {"max_results", 5}}
	case "AskUserQuestion":
		input = obj{{"questions", arr{obj{{"question", f.prose(in("questions.question"), 60)}, {"header", f.s(in("questions.header"), pick(r, vocab))},
			{"options", arr{obj{{"label", f.s(in("questions.options.label"), pick(r, vocab))}, {"description", f.prose(in("questions.options.description"), 40)}}}},
			{"multiSelect", false}}}}}
	case "BashOutput":
		input = obj{{"bash_id", f.s(in("bash_id"), "bash_"+strconv.Itoa(r.between(1, 9)))}}
	case "KillShell":
		input = obj{{"shell_id", f.s(in("shell_id"), "bash_"+strconv.Itoa(r.between(1, 9)))}}
	case "Task", "Agent":
		input = obj{{"description", f.prose(in("description"), 40)}, {"prompt", f.prose(in("prompt"), 300)}, {"subagent_type", "general-purpose"}}
	default: // mcp__<server>__<tool>
		input = obj{{"query", f.s("input.mcp.query", pick(r, vocab)+" "+ident(r))}, {"limit", 10}}
	}
	u := obj{{"type", "tool_use"}, {"id", id}, {"name", name}, {"input", input}}
	if newer(f.p.version, "2.1.42") {
		u = append(u, member{"caller", obj{{"type", "direct"}}})
	}
	return u
}

// The record's tool_result.content sizes (R, characters): p50, p90, p99, max.
var resultSizes = []quantile{{0, 20}, {0.5, 511}, {0.9, 5140}, {0.99, 25617}, {1, 58050}}

// result writes the user frame with the result of the call u.
func (f *ccFile) result(u obj) {
	r := f.r
	id, name := u.get("id").(string), u.get("name").(string)
	input := u.get("input").(obj)
	path, _ := input.get("file_path").(string)
	var content, tur any
	// The tour's first Read fails; elsewhere a call fails at the record's
	// rate, but never a spawn or a spilled one.
	tour := f.p.kind == ccTour
	failed := !f.spilling[id] && (!tour && name != "Task" && name != "Agent" && r.chance(0.06) ||
		tour && name == "Read" && !f.g.seen["tool_result.error"])
	switch {
	case failed:
		msg := "Exit code 1\n" + f.code("tool_result.error", 200)
		content, tur = msg, f.s("toolUseResult.error", "Error: "+msg)
		f.g.check(6)
	case f.spilling[id]:
		content, tur = f.spill(id), obj{{"stdout", f.code("toolUseResult.stdout", 2000)}, {"stderr", ""}, {"interrupted", false}, {"isImage", false}}
	case name == "Bash":
		out := f.code("tool_result.string", r.draw(resultSizes))
		if r.chance(0.1) || tour {
			out += "\nAuthor: " + f.g.id.first + " " + f.g.id.last + " <" + f.g.id.user + "@" + f.g.id.domain + ">"
			f.g.check(20)
		}
		content = out
		tur = obj{{"stdout", f.code("toolUseResult.stdout", 200)}, {"stderr", ""}, {"interrupted", false}, {"isImage", false}}
	case name == "Read":
		body := f.code("toolUseResult.file.content", r.draw(resultSizes))
		content = "     1\t" + f.s("tool_result.string", strings.ReplaceAll(body, "\n", "\n     2\t"))
		tur = obj{{"type", "text"}, {"file", obj{{"filePath", path}, {"content", body}, {"numLines", strings.Count(body, "\n") + 1}, {"startLine", 1}, {"totalLines", 400}}}}
	case name == "Edit" || name == "MultiEdit":
		content = f.s("tool_result.string", "The file "+path+" has been updated.")
		tur = obj{{"filePath", path}, {"oldString", f.code("toolUseResult.oldString", 80)}, {"newString", f.code("toolUseResult.newString", 90)},
			{"originalFile", f.code("toolUseResult.originalFile", 1500)},
			{"structuredPatch", arr{obj{{"oldStart", 10}, {"oldLines", 2}, {"newStart", 10}, {"newLines", 2},
				{"lines", arr{"-" + f.code("toolUseResult.structuredPatch.lines", 40), "+" + codeLine(r)}}}}},
			{"userModified", false}, {"replaceAll", false}}
		f.g.check(8)
	case name == "Write":
		content = f.s("tool_result.string", "File created successfully at: "+path)
		tur = obj{{"type", "create"}, {"filePath", path}, {"content", f.code("toolUseResult.content", 300)}, {"structuredPatch", arr{}}}
	case name == "ToolSearch":
		content = arr{obj{{"type", "tool_reference"}, {"tool_name", "mcp__github__search_issues"}}, obj{{"type", "tool_reference"}, {"tool_name", "WebFetch"}}}
		tur = obj{{"matches", arr{"mcp__github__search_issues", "WebFetch"}}, {"query", f.s("toolUseResult.query", pick(r, vocab))}, {"total_deferred_tools", 40}}
		f.g.check(7)
	case strings.HasPrefix(name, "mcp__"):
		text := obj{{"type", "text"}, {"text", f.s("tool_result.array", jsonString(obj{{"title", title(r)}, {"url", "https://github.com/" + f.g.id.company + "/" + pick(r, vocab)}}))}}
		content, tur = arr{text}, arr{obj{{"type", "text"}, {"text", f.prose("toolUseResult.mcp.text", 80)}}}
		f.g.check(13)
	case name == "Task" || name == "Agent":
		child := f.spawned(id)
		text := arr{obj{{"type", "text"}, {"text", f.prose("tool_result.array", 300)}}}
		content = text
		tur = obj{{"status", "completed"}, {"prompt", f.prose("toolUseResult.prompt", 100)}, {"agentId", child.id}, {"content", text},
			{"totalDurationMs", r.between(4000, 400000)}, {"totalTokens", r.between(2000, 90000)}, {"totalToolUseCount", r.between(1, 40)}}
		f.g.check(12)
	case name == "AskUserQuestion":
		q := input.get("questions").(arr)[0].(obj)
		content = f.s("tool_result.string", "User has answered your questions.")
		tur = obj{{"questions", arr{q}}, {"answers", obj{{q.get("question").(string), q.get("options").(arr)[0].(obj).get("label")}}}}
	case name == "WebFetch":
		content = f.prose("tool_result.string", r.draw(resultSizes))
		tur = obj{{"bytes", r.between(1000, 90000)}, {"code", 200}, {"codeText", "OK"}, {"result", f.prose("toolUseResult.result", 200)},
			{"durationMs", r.between(100, 9000)}, {"url", input.get("url")}}
	case name == "TodoWrite":
		content = "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress."
		tur = obj{{"oldTodos", arr{}}, {"newTodos", input.get("todos")}}
	default: // Grep, Glob, LS, WebSearch, ExitPlanMode, BashOutput, KillShell
		out := f.s("tool_result.string", f.p.project.cwd+"/"+pick(r, topDirs)+"/"+ident(r)+pick(r, extensions))
		content, tur = out, out // LS: a string
		if name != "LS" {
			tur = obj{{"filenames", arr{f.file("toolUseResult.filenames")}}, {"numFiles", 1}, {"durationMs", r.between(1, 90)}}
		}
	}
	block := obj{{"tool_use_id", id}, {"type", "tool_result"}, {"content", content}}
	if failed {
		block = append(block, member{"is_error", true})
	} else if r.chance(0.3) {
		block = append(block, member{"is_error", false})
	}
	rest := obj{{"message", obj{{"role", "user"}, {"content", arr{block}}}}, {"toolUseResult", tur}}
	if newer(f.p.version, "2.1.7") {
		rest = append(rest, member{"sourceToolAssistantUUID", f.parent})
	}
	f.frame("user", rest)
}

// spill writes the output of the call id to tool-results/<id>.txt and
// returns the <persisted-output> wrapper that stands for it.
func (f *ccFile) spill(id string) string {
	rel := f.p.project.dir + "/" + f.p.session.id + "/tool-results/" + id + ".txt"
	cur := f.g.cur
	f.g.cur = rel
	body := []byte(f.code("spill", f.r.between(30000, 200000)))
	f.g.cur = cur
	for i := range f.g.canaries { // the file name's canary names the spill
		if c := &f.g.canaries[i]; c.Surface == "spill.file_name" && c.File == cur && strings.Contains(id, c.Token) {
			c.File = rel
		}
	}
	f.sidecars = append(f.sidecars, ccSidecar{rel, body})
	f.g.check(10)
	return "<persisted-output>\nOutput too large (" + strconv.Itoa(len(body)/1024) + "KB). Full output saved to: /Users/" + f.g.id.user +
		"/.claude/projects/" + rel + "\n\nPreview (first 2KB):\n" + string(body[:2000]) + "\n</persisted-output>"
}

// spawn writes the Task (Agent from 2.1.63) call that starts the
// subagent c, and its result.
func (f *ccFile) spawn(c *ccPlan) {
	name := "Task"
	if newer(f.p.version, "2.1.63") {
		name = "Agent"
	}
	u := f.toolUse(name)
	c.spawnID = u.get("id").(string)
	f.assistant([]obj{u}, "tool_use")
	f.result(u)
}

// spawned returns the subagent that the call id spawns.
func (f *ccFile) spawned(id string) *ccPlan {
	for _, c := range f.p.children {
		if c.spawnID == id {
			return c
		}
	}
	panic("gen: a Task call with no subagent")
}
