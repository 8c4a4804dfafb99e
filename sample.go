package transcrub

import (
	"embed"
	"io/fs"
)

// Sample is a small synthetic Cursor projects root, the output of
// gen.Generate(root, gen.Small()) from internal/gen, rooted at
// "testdata/sample". It witnesses every shape of the fixture checklist
// (parallel calls, ApplyPatch strings, MCP wrappers, sidecar read-backs,
// subagents, every turn ending, a block over 30 KiB, stray files to
// ignore) and plants canaries, fake secrets and fake identities on every
// surface; testdata/sample.ledger.json lists them with the exact scan
// statistics. Nothing in it is real.
//
// The all: prefix keeps the stray .DS_Store files that scanners must skip.
// internal/gen's TestSampleUpToDate fails when the committed files drift
// from the generator; regenerate them with `go generate` in this directory.
//
//go:embed all:testdata/sample
var Sample embed.FS

//go:generate sh -c "rm -rf testdata/sample testdata/sample.ledger.json && go run ./internal/gen/cmd/gencorpus -scale small -o testdata/sample -ledger testdata/sample.ledger.json"

// ClaudeCodeSample is a small synthetic Claude Code projects root, the
// output of gen.GenerateClaude(root, gen.ClaudeSmall()) from internal/gen,
// rooted at "testdata/sample-claude-code" (builtin:sample/claude-code).
// It witnesses every item of the record's Claude Code checklist but the
// line over 500 KB (sessions, flat and nested subagents with their meta
// sidecar, a spilled output, an empty file, a partial last line, messages
// over several records, every block type, results in both forms, MCP
// calls, compaction, metadata frames) and plants a canary on every string
// surface; testdata/sample-claude-code.ledger.json lists them with the
// exact scan statistics. Nothing in it is real. internal/gen's
// TestClaudeSampleUpToDate fails when it drifts from the generator.
//
// Its empty session files are not committed (an empty file is the same
// blob as any other, third parties' included): go generate lists them in
// testdata/sample-claude-code.empty and removes them, and ClaudeCodeSample
// serves each as a file of no bytes.
var ClaudeCodeSample fs.FS = withEmpty(claudeCodeFiles, claudeCodeEmpty)

//go:embed all:testdata/sample-claude-code
var claudeCodeFiles embed.FS

//go:embed testdata/sample-claude-code.empty
var claudeCodeEmpty string

//go:generate sh -c "rm -rf testdata/sample-claude-code testdata/sample-claude-code.ledger.json && go run ./internal/gen/cmd/gencorpus -agent claude-code -scale small -o testdata/sample-claude-code -ledger testdata/sample-claude-code.ledger.json && find testdata/sample-claude-code -type f -empty | LC_ALL=C sort > testdata/sample-claude-code.empty && find testdata/sample-claude-code -type f -empty -delete"

// CodexSample is a small synthetic Codex home (sessions/,
// archived_sessions/, history.jsonl), the output of
// gen.GenerateCodex(root, gen.CodexSmall()), rooted at
// "testdata/sample-codex": it witnesses every check of Codex's fixture
// checklist and plants canaries on every string surface of the format;
// testdata/sample-codex.ledger.json lists them. Nothing in it is real.
// internal/gen's TestCodexSampleUpToDate fails when the committed files
// drift from the generator; `go generate` regenerates them.
//
//go:embed all:testdata/sample-codex
var CodexSample embed.FS

//go:generate sh -c "rm -rf testdata/sample-codex testdata/sample-codex.ledger.json && go run ./internal/gen/cmd/gencorpus -agent codex -scale small -o testdata/sample-codex -ledger testdata/sample-codex.ledger.json"
