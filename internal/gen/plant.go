package gen

import (
	"strconv"
	"strings"
)

// Planting. Every string the generator writes passes through plant with
// the name of its surface (where in the format it sits). The first string
// of each surface in a corpus always carries a canary, later ones carry a
// canary, a fake secret or a benign look-alike at fixed rates, and every
// planting is recorded in the ledger against the file it lands in.

// surfaces lists every surface that carries canaries. The test checks
// that the sample plants a canary in each and nowhere else.
var surfaces = []string{
	"text.user", "text.assistant", "turn_ended.error", "sidecar", "project_dir",
	"input.Shell.command", "input.Shell.working_directory", "input.Shell.description",
	"input.ReadFile.path", "input.Read.path",
	"input.rg.pattern", "input.rg.path", "input.rg.glob",
	"input.Grep.pattern", "input.Grep.path", "input.Grep.glob",
	"input.ApplyPatch",
	"input.StrReplace.path", "input.StrReplace.old_string", "input.StrReplace.new_string",
	"input.Glob.glob_pattern", "input.Glob.target_directory",
	"input.AwaitShell.pattern",
	"input.Subagent.description", "input.Subagent.prompt",
	"input.Task.description", "input.Task.prompt",
	"input.CallMcpTool.arguments.key", "input.CallMcpTool.arguments.value",
	"input.CallDynamicTool.arguments.key", "input.CallDynamicTool.arguments.value",
	"input.TodoWrite.todos.id", "input.TodoWrite.todos.content",
	"input.Write.path", "input.Write.contents", "input.Delete.path",
	"input.AskQuestion.title", "input.AskQuestion.questions.id", "input.AskQuestion.questions.prompt",
	"input.AskQuestion.questions.options.id", "input.AskQuestion.questions.options.label",
	"input.WebFetch.url", "input.WebSearch.search_term",
	"input.ReadLints.paths", "input.SwitchMode.explanation",
	"input.CreatePlan.name", "input.CreatePlan.overview", "input.CreatePlan.plan",
	"input.unknown.target", "input.unknown.query",
}

// strKind says what a string is, which decides what may be planted in it
// and how.
type strKind int

const (
	kindProse   strKind = iota // free text: canary, any secret, benign look-alike
	kindLine                   // free text on one line: as prose, but no PEM block
	kindPath                   // a path: canary as a directory
	kindPattern                // a search pattern: canary as an alternative
	kindURL                    // a URL: canary as the last segment
	kindID                     // an identifier: canary alone
	kindKey                    // an object key: canary, e-mail or path
)

// Planting rates per string, after the first of each surface.
const (
	canaryRate = 0.02
	secretRate = 0.012
	benignRate = 0.012
)

// canary returns a fresh token and records it at surface.
func (f *fileGen) canary(surface string) string {
	tok := f.g.token()
	f.g.ledger.Canaries = append(f.g.ledger.Canaries, Canary{Token: tok, Surface: surface, File: f.rel})
	return tok
}

// secret plants a fresh secret of kind at surface and returns its phrase.
func (f *fileGen) secret(surface, kind string) string {
	phrase, found := secretMaker{f.r, f.g.id, f.p.product}.fakeSecret(kind)
	for _, s := range found {
		f.g.ledger.Secrets = append(f.g.ledger.Secrets, Secret{Value: s.value, Kind: s.kind, Surface: surface, File: f.rel})
	}
	return phrase
}

// benign returns a look-alike that a redactor must keep (a git SHA, UUID,
// semantic version or subresource-integrity hash) and records it.
func (f *fileGen) benign() string {
	r := f.r
	var v, phrase string
	switch r.IntN(4) {
	case 0:
		v = r.chars(hexDigits, 40)
		phrase = "at commit " + v
	case 1:
		v = r.uuid()
		phrase = "request " + v
	case 2:
		v = "v" + strconv.Itoa(r.between(0, 4)) + "." + strconv.Itoa(r.between(0, 30)) + "." + strconv.Itoa(r.between(0, 20))
		phrase = "bumped to " + v
	default:
		v = "sha256-" + r.chars(base64Std, 43) + "="
		phrase = `"integrity": "` + v + `"`
	}
	f.g.benign[v] = true
	return phrase
}

// plant returns something to embed in a string of kind at surface, or "".
func (f *fileGen) plant(surface string, k strKind) string {
	if !f.g.seen[surface] {
		f.g.seen[surface] = true
		return f.canary(surface)
	}
	x := f.r.Float64()
	switch {
	case x < canaryRate:
		return f.canary(surface)
	case k == kindKey && x < canaryRate+secretRate:
		return f.secret(surface, "email")
	case k != kindProse && k != kindLine:
		return ""
	case x < canaryRate+secretRate:
		kind := pick(f.r, secretKinds)
		if k == kindLine && kind == "pem-private-key" {
			kind = "api-key-assignment"
		}
		return f.secret(surface, kind)
	case x < canaryRate+secretRate+benignRate:
		return f.benign()
	}
	return ""
}

// str returns base with a planting for surface worked in as kind says.
func (f *fileGen) str(surface string, k strKind, base string) string {
	piece := f.plant(surface, k)
	if piece == "" {
		return base
	}
	switch k {
	case kindPath:
		i := strings.LastIndexByte(base, '/')
		if i < 0 {
			return piece + "/" + base
		}
		return base[:i] + "/" + piece + base[i:]
	case kindPattern:
		return base + "|" + piece
	case kindURL:
		return strings.TrimSuffix(base, "/") + "/" + piece
	case kindID, kindKey:
		return piece
	}
	return insertAtSpace(f.r, base, piece)
}

// insertAtSpace puts piece into s at a random space, or appends it.
func insertAtSpace(r *rng, s, piece string) string {
	if s == "" {
		return piece
	}
	at := r.IntN(len(s))
	if i := strings.IndexByte(s[at:], ' '); i >= 0 {
		at += i
		return s[:at] + " " + piece + s[at:]
	}
	return s + " " + piece
}

// prose returns free text of at least n bytes for surface: sentences,
// pool text and code fences, with the occasional unicode fragment,
// authored elision marker ("[...]", "[truncated]"), identity mention, and
// one planting attempt per 2 KiB (in a dense corpus: four times as much
// text, a planting per hundred words). With line set it has no newline.
func (f *fileGen) prose(surface string, n int, line bool) string {
	r, g := f.r, f.g
	kind := kindProse
	if line {
		kind = kindLine
	}
	plant, gap, say, most := f.plant, [2]int{512, 3584}, sentence, 6000
	if g.cfg.Dense {
		plant, gap, say, most = f.densePlant, denseGap, denseSentence, denseGap[1]
		n *= denseScale
	}
	var b strings.Builder
	b.Grow(n + 64)
	next := 0 // length at which to attempt the next planting
	for b.Len() < n {
		if b.Len() >= next {
			if piece := plant(surface, kind); piece != "" {
				b.WriteString(piece)
				b.WriteByte(' ')
			}
			next = b.Len() + r.between(gap[0], gap[1])
		}
		rem := n - b.Len()
		switch x := r.IntN(100); {
		case rem > 600 && x < 45 && !line:
			c := chunk(r, g.pools.prose, min(rem, r.between(300, most)))
			b.WriteString(c)
		case rem > 600 && x < 60 && !line:
			b.WriteString("\n```\n")
			b.WriteString(chunk(r, g.pools.code, min(rem, r.between(200, min(most, 4000)))))
			b.WriteString("\n```\n")
		case x < 63:
			b.WriteString(pick(r, unicodeBits))
		case x < 64:
			b.WriteString(pick(r, []string{"[...]", "[truncated]"}))
		case x < 67:
			b.WriteString(f.mention())
		default:
			b.WriteString(say(r))
		}
		b.WriteByte(' ')
	}
	s := b.String()
	if line {
		s = strings.ReplaceAll(s, "\n", " ")
	}
	return s
}

// mention returns a phrase naming the user, a colleague, a host or a path
// under the user's home directory.
func (f *fileGen) mention() string {
	id := f.g.id
	switch f.r.IntN(5) {
	case 0:
		return "thanks " + id.first + ","
	case 1:
		return "ask " + upper(id.colleague) + " about the " + f.p.product + " " + pick(f.r, vocab)
	case 2:
		return "on " + pick(f.r, []string{id.laptop, id.ciHost, id.dbHost})
	case 3:
		return "see " + f.homePath()
	}
	return "in `" + f.projectFile() + "`"
}
