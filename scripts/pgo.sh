#!/usr/bin/env bash
# Remakes cmd/transcrub/default.pgo, the CPU profile `go build` optimizes
# the command with (profile-guided optimization: the hot calls are inlined
# and devirtualized; what the code does is unchanged, so are its outputs).
# The profile merges the export benchmarks on generated corpora: redact mode
# on the secret-dense Cursor corpus (the hot rule pass), and structural
# mode on the Claude Code and Codex seed corpora (the walks, pseudonyms and
# zstd). Remake it when the hot code moves; a stale profile only optimizes
# less. Knobs: BENCH_DIR (where the corpora are kept, default
# /tmp/transcrub-pgo), RUNSD (iterations of the dense benchmark, default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
DIR=${BENCH_DIR:-/tmp/transcrub-pgo}
mkdir -p "$DIR"
corpus() { # NAME ARGS...: generate the corpus $DIR/NAME once
	local name=$1
	shift
	if [ ! -f "$DIR/$name.complete" ]; then
		rm -rf "${DIR:?}/$name"
		go run ./internal/gen/cmd/gencorpus "$@" -o "$DIR/$name"
		touch "$DIR/$name.complete"
	fi
}
corpus dense -scale dense
corpus claude-code -agent claude-code -scale seed
corpus codex -agent codex -scale seed
go test -c -o "$DIR/export.test" ./export
bench() { # NAME AGENT BENCHMARK ITERATIONS
	TRANSCRUB_BENCH_CORPUS="$DIR/$1" TRANSCRUB_BENCH_AGENT="$2" "$DIR/export.test" \
		-test.run '^$' -test.bench "^$3\$" -test.benchtime "$4x" -test.cpuprofile "$DIR/$1.prof"
}
bench dense cursor BenchmarkExportRedact "${RUNSD:-2}"
bench claude-code claude-code BenchmarkExportAll 1
bench codex codex BenchmarkExportAll 1
# Merged beside the profile and moved over it only when whole: `go build`
# takes an empty default.pgo without a word, so a failed merge must not
# leave one.
go tool pprof -symbolize=none -proto "$DIR/dense.prof" "$DIR/claude-code.prof" "$DIR/codex.prof" >"$DIR/default.pgo"
test -s "$DIR/default.pgo"
mv "$DIR/default.pgo" cmd/transcrub/default.pgo
