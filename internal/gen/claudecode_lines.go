package gen

import (
	"strconv"
	"strings"
	"time"
)

// This file builds a Claude Code transcript's lines: the conversational
// frames (user, assistant, system, attachment, progress) with their
// envelope, one content block per assistant record and an API message
// over several records, tool results in both content forms with their
// toolUseResult, the metadata frames, and the rarer shapes once in the
// tour. Every string of a surface goes through s (or sp for a path),
// which plants a canary in the first string of each surface and in some
// later ones. The tools' inputs and results are in claudecode_tools.go.

// ccFile is one transcript being written.
type ccFile struct {
	g        *claudeGen
	r        *rng
	p        *ccPlan
	b        []byte
	clock    time.Time
	parent   any // the last frame's uuid, nil at a chain root
	cwd      string
	branch   string
	sidecars []ccSidecar
	spills   int             // spills still to write
	spilling map[string]bool // the calls whose output spills
	images   int
}

// ccSidecar is a file written beside a transcript.
type ccSidecar struct {
	rel string
	b   []byte
}

func newCCFile(g *claudeGen, p *ccPlan) *ccFile {
	f := &ccFile{g: g, r: newRNG(g.cfg.Seed, 1<<46|p.stream),
		p: p, clock: p.start, spills: p.spills, spilling: map[string]bool{}, images: p.images}
	f.cwd = f.sp("cwd", p.project.cwd)
	f.branch = f.s("gitBranch", p.project.branch)
	return f
}

// s returns base, with a canary worked in for the first string of the
// surface and for some later ones.
func (f *ccFile) s(surface, base string) string {
	if f.g.due(f.r, surface) {
		return f.g.canary(surface, base)
	}
	return base
}

// sp returns the path base, with a canary as a directory for the first
// path of the surface and for some later ones.
func (f *ccFile) sp(surface, base string) string {
	if f.g.due(f.r, surface) {
		i := strings.LastIndexByte(base, '/')
		return base[:i+1] + f.g.canary(surface, "") + base[i:]
	}
	return base
}

// prose returns about n bytes of prose for surface, and now and then
// a fake secret after it (ClaudeConfig.SecretRate).
func (f *ccFile) prose(surface string, n int) string {
	return f.g.secrets.plant(surface, f.g.cur, f.s(surface, strings.TrimSpace(chunk(f.r, f.g.pools.prose, n))))
}

// code returns about n bytes of code for surface, and now and then a
// fake secret after it (ClaudeConfig.SecretRate).
func (f *ccFile) code(surface string, n int) string {
	return f.g.secrets.plant(surface, f.g.cur, f.s(surface, chunk(f.r, f.g.pools.code, n)))
}

// file returns a path in the project for surface.
func (f *ccFile) file(surface string) string {
	return f.sp(surface, f.p.project.cwd+"/"+pick(f.r, topDirs)+"/"+pick(f.r, vocab)+"/"+ident(f.r)+pick(f.r, extensions))
}

// blob returns n characters of base64 with a canary inside for the first
// blob of the surface: opaque payloads are strings like any other.
func (f *ccFile) blob(surface string, n int) string {
	b := f.r.chars(base64Std, n)
	if !f.g.seen[surface] && n > 40 {
		b = b[:n/2] + f.g.canary(surface, "") + b[n/2+20:]
	}
	return b
}

func (f *ccFile) tick() string {
	f.clock = f.clock.Add(time.Duration(f.r.between(5, 20000)) * time.Millisecond)
	return f.clock.Format("2006-01-02T15:04:05.000Z")
}

// raw writes one line as it stands.
func (f *ccFile) raw(line []byte) { f.b = append(append(f.b, line...), '\n') }

// meta writes a metadata frame: no envelope, no uuid.
func (f *ccFile) meta(o obj) { f.raw(appendValue(nil, o, false)) }

// frame writes a conversational frame of type typ: the envelope, then
// rest, then its uuid and timestamp; the chain moves on to it.
func (f *ccFile) frame(typ string, rest obj) string {
	p := f.p
	o := obj{{"parentUuid", f.parent}, {"isSidechain", p.sub()}, {"userType", "external"},
		{"cwd", f.cwd}, {"sessionId", p.session.id}, {"version", p.version}, {"gitBranch", f.branch}}
	if p.sub() {
		o = append(o, member{"agentId", p.id})
	}
	o = append(append(o, member{"type", typ}), rest...)
	id := f.r.uuid()
	o = append(o, member{"uuid", id}, member{"timestamp", f.tick()})
	f.raw(appendValue(nil, o, false))
	f.parent = id
	return id
}

// write writes the whole file.
func (f *ccFile) write() {
	p := f.p
	switch p.kind {
	case ccEmpty:
		f.g.check(19)
		return
	case ccSummary:
		for range 3 {
			f.summary()
		}
		return
	case ccNested:
		rel := strings.TrimSuffix(p.rel, ".jsonl") + ".meta.json"
		f.g.cur = rel
		meta := appendValue(nil, obj{{"agentType", "general-purpose"}, {"description", f.prose("meta.description", 40)}, {"toolUseId", p.spawnID}}, false)
		f.g.cur = p.rel
		f.sidecars = append(f.sidecars, ccSidecar{rel, meta})
		f.g.check(11)
	}
	if p.kind == ccTour || p.kind == ccSession && f.r.chance(0.15) {
		f.summary()
	}
	if !p.sub() && (p.kind == ccTour || newer(p.version, "2.1.114")) {
		f.meta(obj{{"type", "permission-mode"}, {"permissionMode", "default"}, {"sessionId", p.session.id}})
	}
	for t := range p.turns {
		f.turn(t)
	}
	if p.kind == ccTour {
		f.tour()
	}
	if !p.sub() && (p.kind == ccTour || newer(p.version, "2.1.114")) {
		f.meta(obj{{"type", "last-prompt"}, {"lastPrompt", f.prose("last-prompt.lastPrompt", 80)}, {"sessionId", p.session.id}})
	}
	switch {
	case p.partial:
		line := appendValue(nil, obj{{"type", "assistant"}, {"message", obj{{"role", "assistant"}, {"content", f.prose("text.assistant", 200)}}}}, false)
		f.b = append(f.b, line[:len(line)*2/3]...)
	case p.open || p.kind == ccTour:
		f.assistant([]obj{f.toolUse(pick(f.r, []string{"Bash", "Read", "Grep"}))}, nil)
		f.g.check(5, 16)
	}
}

// newer reports whether the version v is at or after w (both x.y.z).
func newer(v, w string) bool {
	a, b := strings.Split(v, "."), strings.Split(w, ".")
	for i := range 3 {
		x, _ := strconv.Atoi(a[i])
		y, _ := strconv.Atoi(b[i])
		if x != y {
			return x > y
		}
	}
	return true
}

// summary writes a summary frame naming a leaf of an earlier file.
func (f *ccFile) summary() {
	f.meta(obj{{"type", "summary"}, {"summary", f.prose("summary", 60)}, {"leafUuid", f.r.uuid()}})
	f.g.check(14)
}

// turn writes one prompt and the model's steps after it.
func (f *ccFile) turn(t int) {
	r, p := f.r, f.p
	if !p.sub() && (p.kind == ccTour && t == 0 || newer(p.version, "2.0.37") && r.chance(0.2)) {
		f.meta(obj{{"type", "queue-operation"}, {"operation", "enqueue"}, {"timestamp", f.tick()}, {"sessionId", p.session.id},
			{"content", f.prose("queue-operation.content", 60)}})
		f.meta(obj{{"type", "queue-operation"}, {"operation", "dequeue"}, {"timestamp", f.tick()}, {"sessionId", p.session.id}})
	}
	if !p.sub() && r.chance(0.4) {
		f.snapshot()
	}
	switch {
	case t == 0 && (p.kind == ccNested || p.kind == ccFlat):
		f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", f.prose("prompt.subagent", 300)}}}})
	case r.chance(0.12) || p.kind == ccTour && t == 0:
		f.slashCommand()
	case r.chance(0.2):
		f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", arr{obj{{"type", "text"}, {"text", f.prose("text.user", 300)}}}}}}})
	default:
		f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", f.prose("prompt.string", 200)}}}})
	}
	f.g.check(1)
	if t == 0 {
		for _, c := range p.children {
			f.spawn(c)
		}
	}
	if p.kind == ccTour && t == 0 || newer(p.version, "2.1.114") && r.chance(0.3) {
		f.frame("attachment", obj{{"entrypoint", "cli"}, {"attachment", obj{{"type", "hook_success"}, {"hookName", "SessionStart:startup"},
			{"content", f.prose("attachment.content", 120)}, {"stdout", f.prose("attachment.stdout", 80)}, {"exitCode", 0}}}})
	}
	if f.images > 0 {
		f.images--
		f.image()
	}
	steps := max(1, r.draw(f.g.steps))
	for i := range steps {
		calls := 1 + r.IntN(2)
		switch {
		case p.kind == ccTour && t == 0 && i == 0:
			calls = len(ccTourTools)
		case r.chance(0.15):
			calls = 3 + r.IntN(3)
		}
		f.step(calls, p.kind == ccTour && t == 0 && i == 0)
	}
	f.assistant([]obj{{{"type", "text"}, {"text", f.prose("text.assistant", 400)}}}, "end_turn")
	if newer(p.version, "2.1.7") {
		switch {
		case r.chance(0.4):
			f.frame("system", obj{{"subtype", "turn_duration"}, {"durationMs", r.between(900, 400000)}, {"messageCount", 2 + 2*steps}, {"isMeta", false}})
			f.g.check(16)
		case r.chance(0.2):
			f.stopHooks()
		}
	}
}

// slashCommand writes a slash command's triad: the caveat (isMeta), the
// command with its markers, and its local output.
func (f *ccFile) slashCommand() {
	f.frame("user", obj{{"isMeta", true}, {"message", obj{{"role", "user"}, {"content",
		"Caveat: The messages below were generated by the user while running local commands. DO NOT respond to these messages or otherwise consider them in your response unless the user explicitly asks you to."}}}})
	name := pick(f.r, []string{"/review", "/init", "/compact", "/cost"})
	f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", "<command-name>" + name + "</command-name>\n<command-message>" +
		name[1:] + "</command-message>\n<command-args>" + f.s("command-args", pick(f.r, vocab)) + "</command-args>"}}}})
	f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", "<local-command-stdout>" + f.prose("local-command-stdout", 80) + "</local-command-stdout>"}}}})
	f.g.check(18)
}

// snapshot writes a file-history snapshot, its backups keyed by path.
func (f *ccFile) snapshot() {
	backups := obj{}
	for i := range 1 + f.r.IntN(3) {
		path := f.file("snapshot.path_key")
		if i == 1 {
			path = path[len(f.p.project.cwd)+1:] // relative, as most are
		}
		backups = append(backups, member{path, obj{{"backupFileName", f.s("snapshot.backupFileName", f.r.chars(hexDigits, 16)) + "@v" + strconv.Itoa(i+1)},
			{"version", i + 1}, {"backupTime", f.tick()}}})
	}
	id := f.r.uuid()
	f.meta(obj{{"type", "file-history-snapshot"}, {"messageId", id}, {"snapshot", obj{{"messageId", id}, {"trackedFileBackups", backups},
		{"timestamp", f.tick()}}}, {"isSnapshotUpdate", f.r.chance(0.3)}})
	f.g.check(17)
}

// image writes a user prompt with a screenshot.
func (f *ccFile) image() {
	n := f.g.cfg.ImageBytes
	f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", arr{
		obj{{"type", "text"}, {"text", f.prose("text.user", 80)}},
		obj{{"type", "image"}, {"source", obj{{"type", "base64"}, {"media_type", "image/png"}, {"data", f.blob("image.data", n)}}}}}}}}})
	if n > 500000 {
		f.g.check(9)
	}
}

// step writes one API message over several records (thinking, text and
// calls, one block each) and the results of its calls.
func (f *ccFile) step(calls int, tour bool) {
	r := f.r
	var blocks []obj
	if r.chance(0.4) || tour {
		blocks = append(blocks, obj{{"type", "thinking"}, {"thinking", f.prose("thinking", r.between(60, 900))},
			{"signature", f.blob("thinking.signature", r.draw(signatureSizes))}})
		f.g.check(2)
	}
	if r.chance(0.5) {
		blocks = append(blocks, obj{{"type", "text"}, {"text", f.prose("text.assistant", 200)}})
	}
	var uses []obj
	for i := range calls {
		name := f.pickTool(tour, i)
		uses = append(uses, f.toolUse(name))
	}
	f.assistant(append(blocks, uses...), "tool_use")
	if calls >= 3 {
		f.g.check(4)
	}
	for _, u := range uses {
		f.result(u)
	}
}

// signatureSizes are the record's thinking.signature lengths.
var signatureSizes = []quantile{{0, 200}, {0.5, 420}, {0.99, 8164}, {1, 10984}}

// assistant writes an API message, one block a record, its usage on
// every record (growing on the last one in a third of the messages) and
// stop, the stop reason or nil, on the last.
func (f *ccFile) assistant(blocks []obj, stop any) {
	r := f.r
	id, req := "msg_01"+r.chars(alnum, 22), "req_011C"+r.chars(alnum, 20)
	model := pick(r, []string{"claude-sonnet-4-5-20250929", "claude-opus-4-5-20251101", "claude-haiku-4-5-20251001", "claude-opus-4-7"})
	in, out, cache := r.between(1, 40), r.between(1, 900), r.between(0, 90000)
	grow := len(blocks) > 1 && r.chance(0.33)
	for i, b := range blocks {
		last := i == len(blocks)-1
		reason := any(nil)
		if last {
			reason = stop
		}
		o := out
		if last && grow {
			o += r.between(1, 400)
			f.g.check(3)
		}
		usage := obj{{"input_tokens", in}, {"cache_creation_input_tokens", cache / 10}, {"cache_read_input_tokens", cache},
			{"output_tokens", o}, {"service_tier", "standard"}}
		f.frame("assistant", obj{{"message", obj{{"id", id}, {"type", "message"}, {"role", "assistant"}, {"model", model},
			{"content", arr{b}}, {"stop_reason", reason}, {"stop_sequence", nil}, {"usage", usage}}}, {"requestId", req}})
	}
	if len(blocks) > 1 {
		f.g.check(3)
	}
}

// stopHooks writes a stop_hook_summary system frame.
func (f *ccFile) stopHooks() {
	f.frame("system", obj{{"subtype", "stop_hook_summary"}, {"hookCount", 1}, {"hookInfos", arr{obj{{"command", f.s("hookInfos.command", "~/.claude/hooks/"+ident(f.r)+".sh")}}}},
		{"hookErrors", arr{}}, {"preventedContinuation", false}, {"stopReason", ""}, {"hasOutput", false}, {"level", "suggestion"}})
	f.g.check(16)
}

// tour writes the rarer shapes once: a legacy system frame without a
// subtype, progress, compaction, an interrupted turn, a command whose
// output holds an e-mail address, the stop hooks, an
// ai-title, an unknown type, a malformed line and a line that is not an
// object.
func (f *ccFile) tour() {
	f.frame("system", obj{{"content", f.prose("system.content", 80)}, {"isMeta", false}, {"level", "info"}, {"toolUseID", "toolu_01" + f.r.chars(alnum, 22)}})
	f.frame("progress", obj{{"data", obj{{"type", "hook_progress"}, {"hookEvent", "PostToolUse"}, {"hookName", "PostToolUse:Bash"},
		{"command", f.s("progress.command", "~/.claude/hooks/"+ident(f.r)+".sh")}}}, {"parentToolUseID", "toolu_01" + f.r.chars(alnum, 22)},
		{"toolUseID", "toolu_01" + f.r.chars(alnum, 22)}})
	f.frame("system", obj{{"subtype", "compact_boundary"}, {"content", "Conversation compacted"}, {"isMeta", false}, {"level", "info"},
		{"compactMetadata", obj{{"trigger", "auto"}, {"preTokens", f.r.between(100000, 190000)}}}, {"logicalParentUuid", f.r.uuid()}})
	f.frame("user", obj{{"isCompactSummary", true}, {"message", obj{{"role", "user"}, {"content", f.prose("compact.summary", 600)}}}})
	f.frame("user", obj{{"message", obj{{"role", "user"}, {"content", arr{obj{{"type", "text"}, {"text", "[Request interrupted by user]"}}}}}}})
	u := f.toolUse("Bash") // succeeds, its output naming the user
	f.assistant([]obj{u}, "tool_use")
	f.result(u)
	f.stopHooks()
	f.frame("system", obj{{"subtype", "turn_duration"}, {"durationMs", 5000}, {"messageCount", 4}, {"isMeta", false}})
	f.meta(obj{{"type", "ai-title"}, {"aiTitle", f.prose("ai-title", 40)}, {"sessionId", f.p.session.id}})
	f.meta(obj{{"type", "future-frame-kind"}, {"sessionId", f.p.session.id}, {"payload", obj{{"note", f.prose("unknown.payload", 40)}}}})
	f.raw([]byte(`{"type":"user","message":{"role":"user","content":`))
	f.raw([]byte(`"a line that is a string"`))
	f.g.check(15, 16, 17, 19)
}
