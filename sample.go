package transcrub

import "embed"

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
