package scrub

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/internal/gen"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// agentLines generates a small Claude Code or Codex tree (internal/gen)
// and returns its JSON object lines and its schema.
func agentLines(b *testing.B, agent string) ([][]byte, *transcript.Schema) {
	b.Helper()
	root := b.TempDir()
	var err error
	var sch *transcript.Schema
	switch agent {
	case "claude-code":
		cfg := gen.ClaudeSmall()
		cfg.Sessions, cfg.MedianTurns, cfg.MedianSteps = 20, 5, 5
		_, err = gen.GenerateClaude(root, cfg)
		sch = claudecode.Format.Schema()
	case "codex":
		_, err = gen.GenerateCodex(root, gen.CodexSmall())
		sch = codex.Format.Schema()
	}
	if err != nil {
		b.Fatal(err)
	}
	var lines [][]byte
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".jsonl") {
			return err
		}
		data, err := os.ReadFile(path)
		for _, l := range bytes.Split(data, []byte("\n")) {
			if bytes.HasPrefix(l, []byte("{")) && bytes.HasSuffix(l, []byte("}")) {
				lines = append(lines, l)
			}
		}
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	return lines, sch
}

// benchAgentLineVerifyLast is BenchmarkLineVerifyLast over the lines of
// an agent's generated tree, with its schema and identity terms set, as
// export scrubs them; the lines the scrubber rejects (the generator
// plants malformed ones) are left out.
func benchAgentLineVerifyLast(b *testing.B, agent string) {
	lines, sch := agentLines(b, agent)
	s := NewStructural(NewPseudonymizer([]byte("bench")))
	s.SetSchema(sch)
	s.SetIdentity(identity.NewCheck(identity.Terms{"alice": true, "acme-corp": true, "devbox-01": true}, nil))
	var kept [][]byte
	var total int64
	for _, l := range lines {
		if _, err := s.Line(nil, l, nil); err == nil {
			kept = append(kept, l)
			total += int64(len(l))
		}
	}
	b.SetBytes(total)
	b.ReportAllocs()
	lineVerifyLast(b, s, kept)
}

func BenchmarkClaudeLineVerifyLast(b *testing.B) { benchAgentLineVerifyLast(b, "claude-code") }

func BenchmarkCodexLineVerifyLast(b *testing.B) { benchAgentLineVerifyLast(b, "codex") }
