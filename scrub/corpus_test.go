package scrub

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
)

// synthCorpus builds n realistic synthetic transcript lines: the frame mix
// and payload sizes of the observed corpus (p50 ~250 B, p99 ~6 KB, a few
// blocks of 30-80 KB), prose with paths, shell commands, patches and MCP
// calls. Deterministic for a seed.
func synthCorpus(n int, seed uint64) [][]byte {
	g := &synth{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	lines := make([][]byte, n)
	for i := range lines {
		lines[i] = g.line()
	}
	return lines
}

type synth struct{ r *rand.Rand }

var synthWords = strings.Fields(`the a to of and in is it that for on with this we file
function test error return value should use can not run check go build fix update
add remove config line change now let me see which where when output package import`)

// synthIntl are the non-ASCII words, drawn for about 3% of the words.
var synthIntl = strings.Fields(`über naïve café résumé 日本語 テスト 中文 😀 ✓ — “quoted” «x»`)

// size draws a payload size with a long tail.
func (g *synth) size() int {
	switch p := g.r.Float64(); {
	case p < 0.5:
		return 40 + g.r.IntN(250)
	case p < 0.9:
		return 250 + g.r.IntN(900)
	case p < 0.99:
		return 1000 + g.r.IntN(5000)
	case p < 0.998:
		return 6000 + g.r.IntN(20000)
	default:
		return 30000 + g.r.IntN(50000)
	}
}

func (g *synth) path() string {
	user := []string{"alice", "bob", "carol"}[g.r.IntN(3)]
	proj := []string{"acme-app", "tools", "web-client"}[g.r.IntN(3)]
	dirs := []string{"src", "internal", "cmd", "pkg/util", "docs", "scrub", "export/bundle"}
	files := []string{"main.go", "util.ts", "README.md", "index.tsx", "line_test.go", "SKILL.md", "config.yaml"}
	if g.r.IntN(10) == 0 {
		return fmt.Sprintf("/Users/%s/.cursor/projects/Users-%s-%s/agent-tools/%08x-%04x-4%03x-8%03x-%012x.txt",
			user, user, proj, g.r.Uint32(), g.r.IntN(1<<16), g.r.IntN(1<<12), g.r.IntN(1<<12), g.r.Uint64()&(1<<48-1))
	}
	return fmt.Sprintf("/Users/%s/code/%s/%s/%s", user, proj, dirs[g.r.IntN(len(dirs))], files[g.r.IntN(len(files))])
}

// prose returns about n bytes of text with words, punctuation, line
// breaks, the odd path and code fragment.
func (g *synth) prose(n int) string {
	var b strings.Builder
	for b.Len() < n {
		switch p := g.r.IntN(100); {
		case p < 3:
			b.WriteString(g.path())
		case p < 5:
			b.WriteString("\n\n")
		case p < 7:
			b.WriteString("`x := f(a, b)` ")
		case p < 10:
			b.WriteString(synthIntl[g.r.IntN(len(synthIntl))])
		case p < 15:
			b.WriteString(". ")
		default:
			b.WriteString(synthWords[g.r.IntN(len(synthWords))])
		}
		b.WriteByte(' ')
	}
	return b.String()
}

func (g *synth) patch(n int) string {
	var b strings.Builder
	b.WriteString("*** Begin Patch\n*** Update File: " + g.path() + "\n@@\n")
	for b.Len() < n {
		b.WriteString([]string{" ", "-", "+"}[g.r.IntN(3)] + "\t" + g.prose(20+g.r.IntN(60)) + "\n")
	}
	b.WriteString("*** End Patch")
	return b.String()
}

func (g *synth) toolUse() map[string]any {
	n := g.size()
	var name string
	var input any
	switch p := g.r.IntN(100); {
	case p < 35:
		name, input = "Shell", map[string]any{"command": "cd " + g.path() + " && go test ./... 2>&1 | head -" + fmt.Sprint(n%90), "description": g.prose(30)}
	case p < 60:
		name, input = "ReadFile", map[string]any{"path": g.path(), "offset": g.r.IntN(500), "limit": 200}
	case p < 70:
		name, input = "rg", map[string]any{"pattern": "func [A-Z]\\w+\\(", "path": g.path(), "-n": true}
	case p < 82:
		name, input = "ApplyPatch", g.patch(n)
	case p < 90:
		name, input = "StrReplace", map[string]any{"path": g.path(), "old_string": g.prose(n / 2), "new_string": g.prose(n / 2)}
	case p < 95:
		name, input = "CallMcpTool", map[string]any{"server": "github", "namespace": "mcp", "toolName": "search_issues",
			"arguments": map[string]any{"query": g.prose(n), g.path(): "carol@example.com", "limit": 10}}
	default:
		name, input = "TodoWrite", map[string]any{"todos": []any{
			map[string]any{"id": "1", "content": g.prose(60), "status": "completed"},
			map[string]any{"id": "2", "content": g.prose(n), "status": "in_progress"}}}
	}
	return map[string]any{"type": "tool_use", "name": name, "input": input}
}

func (g *synth) line() []byte {
	var v any
	switch p := g.r.IntN(100); {
	case p < 2:
		v = map[string]any{"type": "turn_ended", "status": "success"}
	case p < 10:
		v = map[string]any{"role": "user", "message": map[string]any{"content": []any{
			map[string]any{"type": "text", "text": "<user_query>\n" + g.prose(g.size()) + "\n</user_query>"}}}}
	default:
		var blocks []any
		if g.r.IntN(3) == 0 {
			blocks = append(blocks, map[string]any{"type": "text", "text": g.prose(g.size())})
		}
		for range 1 + g.r.IntN(3) {
			blocks = append(blocks, g.toolUse())
		}
		v = map[string]any{"role": "assistant", "message": map[string]any{"content": blocks}}
	}
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}
