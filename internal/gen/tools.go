package gen

import (
	"strconv"
	"strings"
)

// Tool inputs. One builder per input shape, each taking the tool name and
// a target payload size n that builders with a free-text field fill and
// the others ignore. Optional keys appear at realistic rates, or always
// when the file is the tour (f.full).

// tool is one tool name, its weight in the spec's inventory, and the
// builder of its input.
type tool struct {
	name   string
	weight int
	build  func(f *fileGen, name string, n int) any
}

// tools is the spec's inventory, in its order, plus an open-set entry
// whose name is drawn from unknownNames.
var tools = []tool{
	{"Shell", 15417, (*fileGen).shell},
	{"ReadFile", 12513, (*fileGen).readFile},
	{"rg", 6684, (*fileGen).grep},
	{"ApplyPatch", 5447, (*fileGen).applyPatch},
	{"Read", 3800, (*fileGen).readFile},
	{"StrReplace", 2034, (*fileGen).strReplace},
	{"Grep", 1427, (*fileGen).grep},
	{"Glob", 1270, (*fileGen).glob},
	{"AwaitShell", 610, (*fileGen).awaitShell},
	{"Subagent", 484, (*fileGen).subagent},
	{"CallMcpTool", 435, (*fileGen).callMCP},
	{"TodoWrite", 404, (*fileGen).todoWrite},
	{"Write", 221, (*fileGen).write},
	{"Delete", 205, (*fileGen).delete},
	{"AskQuestion", 182, (*fileGen).askQuestion},
	{"GetMcpTools", 151, (*fileGen).getTools},
	{"CallDynamicTool", 113, (*fileGen).callMCP},
	{"GetDynamicTools", 106, (*fileGen).getTools},
	{"WebFetch", 60, (*fileGen).webFetch},
	{"WebSearch", 56, (*fileGen).webSearch},
	{"Task", 34, (*fileGen).subagent},
	{"ReadLints", 8, (*fileGen).readLints},
	{"SwitchMode", 7, (*fileGen).switchMode},
	{"CreatePlan", 4, (*fileGen).createPlan},
	{"", 6, (*fileGen).unknown},
}

// toolTable draws tools by weight.
var toolTable = newWeighted(tools, func(t tool) int { return t.weight })

// toolNamed returns the inventory entry for name.
func toolNamed(name string) tool {
	for _, t := range tools {
		if t.name == name {
			return t
		}
	}
	panic("gen: no tool " + name)
}

// unknownNames are tool names outside the inventory.
var unknownNames = []string{"EditNotebook", "ListDir", "CodebaseSearch", "FetchRules", "MultiEdit", "ReapplyEdit"}

// Sidecar read-back rates per ReadFile/Read call and per Shell call.
const (
	pathReadbackRate    = 0.0027
	commandReadbackRate = 0.0001
)

// opt reports whether an optional key with rate p appears.
func (f *fileGen) opt(p float64) bool { return f.full || f.r.chance(p) }

func (f *fileGen) shell(name string, n int) any {
	r := f.r
	var cmd string
	switch {
	case len(f.p.sidecars) > 0 && r.chance(commandReadbackRate):
		cmd = f.sidecarCommand()
	case n > 700 && r.chance(0.5):
		cmd = "cat > " + f.projectFile() + " <<'EOF'\n" + f.code("input.Shell.command", n-60) + "\nEOF"
	default:
		cmd = f.str("input.Shell.command", kindProse, f.command())
	}
	o := obj{{"command", cmd}}
	if f.opt(0.55) {
		o = append(o, member{"working_directory", f.str("input.Shell.working_directory", kindPath, f.projectDir())})
	}
	if f.full || r.chance(0.05) {
		o = append(o, member{"run_in_background", true})
	} else if r.chance(0.02) {
		o = append(o, member{"run_in_background", false})
	}
	if f.opt(0.8) {
		o = append(o, member{"description", f.str("input.Shell.description", kindLine, strings.TrimSuffix(sentence(r), "."))})
	}
	return o
}

// command returns a one-line shell command of the kind agents run.
func (f *fileGen) command() string {
	r, id, p := f.r, f.g.id, f.p
	w := pick(r, vocab)
	var c string
	switch r.IntN(15) {
	case 0:
		c = "git status"
	case 1:
		c = "git diff --stat HEAD~" + strconv.Itoa(r.between(1, 5))
	case 2:
		c = "git log --oneline -n 20 --author=" + id.user
	case 3:
		c = "go test ./" + topDir(pick(r, p.files)) + "/..."
	case 4:
		c = "npm run " + w
	case 5:
		c = "python -m pytest " + pick(r, p.files) + " -k " + w
	case 6:
		c = "make " + w
	case 7:
		c = "ls -la " + f.projectDir()
	case 8:
		c = "cat " + f.projectFile()
	case 9:
		c = `rg -n "` + ident(r) + `" ` + topDir(pick(r, p.files))
	case 10:
		c = "docker compose up -d " + w
	case 11:
		c = "kubectl -n " + p.product + " logs deploy/" + w + " --tail=200"
	case 12:
		c = "ssh deploy@" + id.ciHost + " 'sudo systemctl restart " + w + "'"
	case 13:
		c = `curl -sS -X POST https://api.` + id.domain + `/v1/` + w + ` -d '{"dry_run": true}'`
	default:
		c = "make " + w + " && git status --short"
	}
	if r.chance(0.7) {
		c = "cd " + p.path + " && " + c
	}
	if r.chance(0.25) {
		c += " && git diff --stat -- " + topDir(pick(r, p.files))
	}
	if r.chance(0.3) {
		c += " 2>&1 | tail -n " + strconv.Itoa(r.between(20, 200))
	}
	return c
}

// sidecarPath returns the absolute path of one of the project's sidecars.
func (f *fileGen) sidecarPath() string {
	sc := pick(f.r, f.p.sidecars)
	return "/Users/" + f.g.id.user + "/.cursor/projects/" + f.p.dir + "/agent-tools/" + sc.id + ".txt"
}

// sidecarCommand returns a command that reads a sidecar back.
func (f *fileGen) sidecarCommand() string {
	p := f.sidecarPath()
	return pick(f.r, []string{"sed -n '1,200p' " + p, "tail -n 80 " + p, `rg -n "FAIL|panic" ` + p})
}

func (f *fileGen) readFile(name string, n int) any {
	if len(f.p.sidecars) > 0 && f.r.chance(pathReadbackRate) {
		return f.readback()
	}
	o := obj{{"path", f.str("input."+name+".path", kindPath, f.anyPath())}}
	if f.opt(0.15) {
		o = append(o, member{"offset", f.r.between(1, 900)}, member{"limit", f.r.between(20, 400)})
	}
	return o
}

// readback returns a ReadFile/Read input for a sidecar.
func (f *fileGen) readback() obj {
	o := obj{{"path", f.sidecarPath()}}
	if f.r.chance(0.3) {
		o = append(o, member{"offset", f.r.between(1, 4000)}, member{"limit", 200})
	}
	return o
}

func (f *fileGen) grep(name string, n int) any {
	r := f.r
	pat := pick(r, []string{ident(r), `func \w+` + upper(pick(r, vocab)), "TODO|FIXME", `"` + pick(r, vocab) + `"`, `\bimport\b.*` + pick(r, vocab),
		ident(r) + "|" + ident(r) + "|" + ident(r), `(?i)` + pick(r, vocab) + `\s*[:=]\s*` + ident(r)})
	o := obj{
		{"pattern", f.str("input."+name+".pattern", kindPattern, pat)},
		{"path", f.str("input."+name+".path", kindPath, f.projectDir())},
	}
	if f.opt(0.4) {
		o = append(o, member{"glob", f.str("input."+name+".glob", kindPattern, "*"+pick(r, extensions))})
	}
	if r.chance(0.6) {
		o = append(o, member{"output_mode", pick(r, []string{"content", "content", "files_with_matches", "count"})})
	}
	if r.chance(0.5) {
		o = append(o, member{"-n", true})
	}
	if r.chance(0.3) {
		o = append(o, member{"-C", r.between(1, 5)})
	}
	if r.chance(0.3) {
		o = append(o, member{"head_limit", 10 * r.between(2, 30)})
	}
	return o
}

func (f *fileGen) applyPatch(_ string, n int) any {
	r := f.r
	var b strings.Builder
	b.WriteString("*** Begin Patch\n")
	if r.chance(0.15) {
		b.WriteString("*** Add File: " + f.projectFile() + "\n")
		prefixLines(&b, chunk(r, f.g.pools.code, max(n-40, 20)), "+")
	} else {
		b.WriteString("*** Update File: " + f.projectFile() + "\n")
		for b.Len() < n-20 {
			b.WriteString(pick(r, []string{"@@\n", "@@ " + codeLine(r) + "\n"}))
			k := min(max(n-b.Len(), 40), r.between(40, 1200))
			prefixLines(&b, chunk(r, f.g.pools.code, k/2), "-")
			prefixLines(&b, chunk(r, f.g.pools.code, k/2), "+")
		}
	}
	if piece := f.plant("input.ApplyPatch", kindLine); piece != "" {
		b.WriteString("+// " + piece + "\n")
	}
	b.WriteString("*** End Patch")
	return b.String()
}

// prefixLines writes each line of s to b behind prefix.
func prefixLines(b *strings.Builder, s, prefix string) {
	for line := range strings.Lines(s) {
		b.WriteString(prefix)
		b.WriteString(strings.TrimSuffix(line, "\n"))
		b.WriteByte('\n')
	}
}

func (f *fileGen) strReplace(_ string, n int) any {
	return obj{
		{"path", f.str("input.StrReplace.path", kindPath, f.projectFile())},
		{"old_string", f.code("input.StrReplace.old_string", n/2)},
		{"new_string", f.code("input.StrReplace.new_string", n/2)},
	}
}

func (f *fileGen) glob(_ string, _ int) any {
	return obj{
		{"glob_pattern", f.str("input.Glob.glob_pattern", kindPattern, "**/*"+pick(f.r, extensions))},
		{"target_directory", f.str("input.Glob.target_directory", kindPath, f.projectDir())},
	}
}

func (f *fileGen) awaitShell(_ string, _ int) any {
	o := obj{{"shell_id", strconv.Itoa(f.r.between(1, 9))}}
	if f.opt(0.5) {
		o = append(o, member{"block_until_ms", 1000 * f.r.between(5, 120)})
	}
	if f.opt(0.2) {
		o = append(o, member{"pattern", f.str("input.AwaitShell.pattern", kindPattern, pick(f.r, []string{"ready", "listening on", "PASS|FAIL"}))})
	}
	return o
}

func (f *fileGen) subagent(name string, n int) any {
	return f.spawn(name, n, "")
}

// spawn returns a Subagent/Task input; a non-empty child id is mentioned
// in the description, as in a minority of real parents.
func (f *fileGen) spawn(name string, n int, child string) obj {
	desc := title(f.r)
	if child != "" {
		desc += " (agent " + child + ")"
	}
	o := obj{
		{"description", f.str("input."+name+".description", kindLine, desc)},
		{"prompt", f.prose("input."+name+".prompt", max(n, 80), false)},
	}
	if f.opt(0.5) {
		o = append(o, member{"model", pick(f.r, []string{"fast", "composer-1", "claude-4.5-sonnet", "gpt-5"})})
	}
	if f.opt(0.6) {
		o = append(o, member{"subagent_type", pick(f.r, []string{"generalPurpose", "explore", "shell"})})
	}
	return o
}

func (f *fileGen) todoWrite(_ string, n int) any {
	r := f.r
	var todos arr
	for i := range min(1+n/150, 20) {
		id := strconv.Itoa(i + 1)
		if r.chance(0.4) {
			id = pick(r, verbs) + "-" + pick(r, vocab)
		}
		todos = append(todos, obj{
			{"id", f.str("input.TodoWrite.todos.id", kindID, id)},
			{"content", f.str("input.TodoWrite.todos.content", kindLine, title(r))},
			{"status", pick(r, []string{"pending", "in_progress", "completed", "completed", "cancelled"})},
		})
	}
	o := obj{}
	if f.opt(0.5) {
		o = append(o, member{"merge", r.chance(0.5)})
	}
	return append(o, member{"todos", todos})
}

func (f *fileGen) write(_ string, n int) any {
	path := f.projectFile()
	var contents string
	if strings.HasSuffix(path, ".md") {
		contents = f.prose("input.Write.contents", n, false)
	} else {
		contents = f.code("input.Write.contents", n)
	}
	return obj{{"path", f.str("input.Write.path", kindPath, path)}, {"contents", contents}}
}

func (f *fileGen) delete(_ string, _ int) any {
	return obj{{"path", f.str("input.Delete.path", kindPath, f.projectFile())}}
}

func (f *fileGen) askQuestion(_ string, _ int) any {
	r := f.r
	var qs arr
	for i := range r.between(1, 3) {
		var opts arr
		for j := range r.between(2, 4) {
			opts = append(opts, obj{
				{"id", f.str("input.AskQuestion.questions.options.id", kindID, string(rune('a'+j)))},
				{"label", f.str("input.AskQuestion.questions.options.label", kindLine, title(r))},
			})
		}
		q := obj{
			{"id", f.str("input.AskQuestion.questions.id", kindID, "q"+strconv.Itoa(i+1))},
			{"prompt", f.str("input.AskQuestion.questions.prompt", kindLine, sentence(r))},
			{"options", opts},
		}
		if r.chance(0.2) {
			q = append(q, member{"allow_multiple", true})
		}
		qs = append(qs, q)
	}
	o := obj{}
	if f.opt(0.5) {
		o = append(o, member{"title", f.str("input.AskQuestion.title", kindLine, title(r))})
	}
	return append(o, member{"questions", qs})
}

func (f *fileGen) getTools(name string, _ int) any {
	if f.r.chance(0.5) {
		return obj{}
	}
	s := pick(f.r, f.g.mcp)
	if name == "GetDynamicTools" {
		return obj{{"namespace", s.namespace}}
	}
	return obj{{"server", s.server}}
}

func (f *fileGen) webFetch(_ string, _ int) any {
	r, id := f.r, f.g.id
	u := pick(r, []string{
		"https://pkg.go.dev/github.com/" + id.company + "/" + f.p.product,
		"https://github.com/" + id.company + "/" + f.p.product + "/pull/" + strconv.Itoa(r.between(10, 4000)),
		"https://developer.mozilla.org/en-US/docs/Web/API/" + upper(pick(r, vocab)),
		"https://docs.python.org/3/library/" + pick(r, vocab) + ".html",
	})
	return obj{{"url", f.str("input.WebFetch.url", kindURL, u)}}
}

func (f *fileGen) webSearch(_ string, _ int) any {
	q := pick(f.r, vocab) + " " + pick(f.r, vocab) + " " + pick(f.r, []string{"golang", "typescript", "postgres", "react"}) + " error"
	return obj{{"search_term", f.str("input.WebSearch.search_term", kindLine, q)}}
}

func (f *fileGen) readLints(_ string, _ int) any {
	var paths arr
	for range f.r.between(1, 3) {
		paths = append(paths, f.str("input.ReadLints.paths", kindPath, f.projectFile()))
	}
	return obj{{"paths", paths}}
}

func (f *fileGen) switchMode(_ string, _ int) any {
	return obj{
		{"target_mode_id", pick(f.r, []string{"plan", "agent", "ask"})},
		{"explanation", f.prose("input.SwitchMode.explanation", 60, true)},
	}
}

func (f *fileGen) createPlan(_ string, n int) any {
	return obj{
		{"name", f.str("input.CreatePlan.name", kindLine, title(f.r))},
		{"overview", f.prose("input.CreatePlan.overview", 120, true)},
		{"plan", f.prose("input.CreatePlan.plan", max(n, 200), false)},
	}
}

func (f *fileGen) unknown(_ string, _ int) any {
	return obj{
		{"target", f.str("input.unknown.target", kindPath, f.projectFile())},
		{"query", f.str("input.unknown.query", kindLine, sentence(f.r))},
	}
}

// code returns about n bytes of code for surface with one planting
// attempt on a line of its own.
func (f *fileGen) code(surface string, n int) string {
	c := chunk(f.r, f.g.pools.code, max(n, 16))
	if piece := f.plant(surface, kindProse); piece != "" {
		at := strings.IndexByte(c[len(c)/2:], '\n')
		if at < 0 {
			return c + "\n" + piece
		}
		at += len(c) / 2
		return c[:at+1] + piece + "\n" + c[at+1:]
	}
	return c
}
