#!/usr/bin/env bash
# Seed-scale comparison: times transcrub against the floor any exporter
# pays (tar -c | zstd -3 -T2 of the same tree) and against a jq walk, and
# rewrites the generated part of BENCHMARKS.md.
#
# Usage: scripts/bench.sh            (make bench runs it after the Go benchmarks)
# Environment: RUNS (timed runs per command, default 5), RUNS4 (runs on the
# 4x corpus, default 1), RUNSD (runs on the secret-dense corpus, default
# 3), BENCH_DIR (default build/bench), NO_4X=1 to skip the 4x corpus,
# NO_DENSE=1 to skip the dense one, NO_PROFILE=1 to skip the CPU profiles,
# NO_CURSOR=1 to skip Cursor altogether (its part of BENCHMARKS.md stays),
# AGENTS (default "claude-code codex": the other agents' seed-scale
# corpora, each measured like Cursor's into a part of its own; "" for
# none), RUNSA (runs on each of those, default RUNS).
#
# Method. The corpus is generated once (gencorpus -scale seed -seed 1, and
# -copies 4 for the 4x one, -scale dense for the secret-dense one: keyword-
# dense prose, a secret about every hundred words, where redact mode is
# measured against the floor) and reused while it exists. Every command runs
# once untimed (warm page cache; not on the 4x corpus), then RUNS rounds
# each run every command once in turn, so that the commands alternate and
# share whatever the machine is doing; the table gives the median wall
# time of each. Wall time comes from bash's EPOCHREALTIME, CPU time and
# peak RSS from GNU time (%U+%S, %M; for a pipe, the sum and the largest
# process in it). Every command writes its output to a file in
# BENCH_DIR/out, as an exporter would. hyperfine is not used: it runs all
# rounds of one command before the next and cannot alternate.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
RUNS4=${RUNS4:-1}
RUNSD=${RUNSD:-3}
DIR=${BENCH_DIR:-build/bench}
BIN=bin/transcrub
OUT=BENCHMARKS.md
CORPUS=$DIR/seed
CORPUS4=$DIR/seed4x
CORPUSD=$DIR/dense
SAMPLE=$DIR/jq-sample.jsonl
SALT=$DIR/salt.bin
TMP=$DIR/out

need=()
command -v jq >/dev/null || need+=(jq)
command -v zstd >/dev/null || need+=(zstd)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then
	echo "bench: installing ${need[*]}" >&2
	apt-get update -qq >/dev/null
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

mkdir -p "$DIR" "$TMP"
go build -o "$BIN" ./cmd/transcrub
if [ -z "${NO_CURSOR:-}" ] && [ ! -f "$CORPUS.complete" ]; then
	rm -rf "$CORPUS"
	go run ./internal/gen/cmd/gencorpus -scale seed -seed 1 -o "$CORPUS"
	touch "$CORPUS.complete"
fi
if [ -z "${NO_4X:-}" ] && [ ! -f "$CORPUS4.complete" ]; then
	rm -rf "$CORPUS4"
	go run ./internal/gen/cmd/gencorpus -scale seed -seed 1 -copies 4 -o "$CORPUS4"
	touch "$CORPUS4.complete"
fi
if [ -z "${NO_DENSE:-}" ] && [ ! -f "$CORPUSD.complete" ]; then
	rm -rf "$CORPUSD"
	go run ./internal/gen/cmd/gencorpus -scale dense -o "$CORPUSD"
	touch "$CORPUSD.complete"
fi
[ -f "$SALT" ] || printf 'transcrub benchmark salt, fixed.' >"$SALT"
# The jq sample: whole transcript files, in path order, up to ~20 MB.
if [ -z "${NO_CURSOR:-}" ] && [ ! -f "$SAMPLE" ]; then
	: >"$SAMPLE.part"
	for f in $(find "$CORPUS" -name '*.jsonl' -not -path '*/subagents/*' | LC_ALL=C sort); do
		[ "$(stat -c %s "$SAMPLE.part")" -lt 20000000 ] || break
		cat "$f" >>"$SAMPLE.part"
	done
	mv "$SAMPLE.part" "$SAMPLE"
fi

# Redact mode is measured when this build has it.
redact=""
rc=0
"$BIN" export --mode redact --select all --salt-file "$SALT" -o "$TMP/probe.tar.zst" builtin:sample >/dev/null 2>&1 || rc=$?
if [ $rc -eq 0 ] || [ $rc -eq 4 ]; then # 4: written, some lines skipped
	redact=yes
fi
rm -f "$TMP/probe.tar.zst"

bytes_of() { du -sb --apparent-size "$1" | cut -f1; }

# commands NAME... are set up by define: cmd_<name> is the shell text.
declare -A cmd bytes
names=()
define() { names+=("$1"); cmd[$1]=$2; bytes[$1]=$3; }

setup() { # root [agent]
	local root=$1 b agent=${2:+--agent $2 }
	b=$(bytes_of "$root")
	names=()
	define tarzstd "tar -C $root -c . | zstd -3 -T2 -q -f -o $TMP/tar.zst" "$b"
	define structural "rm -f $TMP/s.tar.zst; $BIN export $agent--select all --salt-file $SALT -o $TMP/s.tar.zst $root 2>/dev/null" "$b"
	if [ -n "$redact" ]; then
		define redact "rm -f $TMP/r.tar.zst; $BIN export $agent--mode redact --select all --salt-file $SALT -o $TMP/r.tar.zst $root 2>/dev/null" "$b"
	fi
	define scan "$BIN scan $agent$root >$TMP/scan.txt 2>/dev/null" "$b"
}

# run NAME: one timed run; appends "seconds rss_kib cpu_seconds" to
# $TMP/NAME.runs.
run() {
	local t0 t1 rc=0
	t0=$EPOCHREALTIME
	/usr/bin/time -f '%M %U %S' -o "$TMP/$1.rss" bash -c "${cmd[$1]}" || rc=$?
	t1=$EPOCHREALTIME
	if [ $rc -ne 0 ] && [ $rc -ne 4 ]; then # 4: partial (skipped lines), still a full run
		echo "bench: $1 failed with exit code $rc: ${cmd[$1]}" >&2
		exit 1
	fi
	# GNU time puts "Command exited with non-zero status N" first.
	read -r rss user sys < <(tail -n 1 "$TMP/$1.rss")
	echo "$(calc "$t1 - $t0") $rss $(calc "$user + $sys")" >>"$TMP/$1.runs"
}

calc() { awk "BEGIN {print $1}"; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# measure RUNS [nowarm]: warm up (unless told not to), then alternate.
measure() {
	local n=$1 name i
	for name in "${names[@]}"; do
		rm -f "$TMP/$name.runs"
		[ -n "${2:-}" ] || bash -c "${cmd[$name]}" >/dev/null 2>&1 || true
	done
	for ((i = 0; i < n; i++)); do
		for name in "${names[@]}"; do
			run "$name"
		done
	done
}

# table: markdown rows for the commands just measured: median wall time
# (and the range), MB/s and ratio from it, median CPU seconds (user +
# sys, less moved by other load), largest peak RSS.
table() {
	local base cbase name sec lo hi cpu rss mb
	base=$(cut -d' ' -f1 "$TMP/tarzstd.runs" | median)
	cbase=$(cut -d' ' -f3 "$TMP/tarzstd.runs" | median)
	echo "| command | median s (range) | MB/s | × tar\\|zstd | CPU s | × tar\\|zstd CPU | peak RSS MiB |"
	echo "|---|---:|---:|---:|---:|---:|---:|"
	for name in "${names[@]}"; do
		sec=$(cut -d' ' -f1 "$TMP/$name.runs" | median)
		lo=$(cut -d' ' -f1 "$TMP/$name.runs" | sort -g | head -1)
		hi=$(cut -d' ' -f1 "$TMP/$name.runs" | sort -g | tail -1)
		cpu=$(cut -d' ' -f3 "$TMP/$name.runs" | median)
		rss=$(cut -d' ' -f2 "$TMP/$name.runs" | sort -n | tail -1)
		mb=$(calc "${bytes[$name]} / $sec / 1000000")
		printf '| `%s` | %.2f (%.2f–%.2f) | %.0f | %.2f | %.2f | %.2f | %.0f |\n' "$name" "$sec" "$lo" "$hi" "$mb" \
			"$(calc "$sec / $base")" "$cpu" "$(calc "$cpu / $cbase")" "$(calc "$rss / 1024")"
	done
}

# splice BEGIN END GENERATED: replace the part of BENCHMARKS.md between
# the lines that start with BEGIN and END by the file GENERATED, keeping
# the rest, or append it when there is no such part.
splice() {
	if [ -f "$OUT" ] && grep -q "^$1" "$OUT"; then
		awk -v gen="$3" -v b="$1" -v e="$2" '
			index($0, b) == 1 {while ((getline l < gen) > 0) print l; skip=1; next}
			index($0, e) == 1 {skip=0; next}
			!skip {print}' "$OUT" >"$OUT.tmp"
		mv "$OUT.tmp" "$OUT"
	else
		{ if [ -f "$OUT" ]; then cat "$OUT"; echo; fi; cat "$3"; } >"$OUT.tmp"
		mv "$OUT.tmp" "$OUT"
	fi
}

machine() {
	echo "- machine: $(nproc) cores ($(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)), $(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo) memory, Linux $(uname -r); load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
	echo "- versions: $(go version | cut -d' ' -f3), transcrub $(git describe --always --dirty 2>/dev/null || echo unknown), $(zstd --version | grep -o 'v[0-9.]*' | head -1 | sed 's/^/zstd /'), $(tar --version | head -1)"
}

if [ -z "${NO_CURSOR:-}" ]; then
setup "$CORPUS"
echo "bench: seed-scale corpus, $RUNS alternating runs" >&2
measure "$RUNS"
seed_table=$(table)
seed_bytes=$(bytes_of "$CORPUS")
declare -A seed_cmd
for name in "${names[@]}"; do seed_cmd[$name]=${cmd[$name]}; done
seed_names=("${names[@]}")

# jq walk on the sample, alternating with nothing: it is a rate.
jq_bytes=$(bytes_of "$SAMPLE")
names=()
define jqwalk "jq -c 'walk(if type==\"string\" then \"x\" else . end)' $SAMPLE >$TMP/jq.out" "$jq_bytes"
measure 3
jq_sec=$(cut -d' ' -f1 "$TMP/jqwalk.runs" | median)
jq_rate=$(calc "$jq_bytes / $jq_sec / 1000000")

table4=""
if [ -z "${NO_4X:-}" ]; then
	setup "$CORPUS4"
	echo "bench: 4x corpus, $RUNS4 alternating runs" >&2
	measure "$RUNS4" nowarm # the tree is in the page cache since gencorpus or the last run
	table4=$(table)
	bytes4=$(bytes_of "$CORPUS4")
fi

tabled=""
if [ -z "${NO_DENSE:-}" ] && [ -n "$redact" ]; then
	setup "$CORPUSD"
	names=(tarzstd redact) # the floor and the mode the dense corpus is for
	echo "bench: secret-dense corpus, $RUNSD alternating runs" >&2
	measure "$RUNSD"
	tabled=$(table)
	bytesd=$(bytes_of "$CORPUSD")
fi

profiles=""
if [ -z "${NO_PROFILE:-}" ]; then
	echo "bench: CPU profiles on the seed-scale corpus" >&2
	for b in Scan:transcript ExportAll:export ExportRedact:export; do
		bench=${b%%:*} pkg=${b##*:}
		TRANSCRUB_BENCH_CORPUS=$(realpath "$CORPUS") go test -run '^$' -bench "^Benchmark$bench\$" -benchtime 3x \
			-cpuprofile "$TMP/$bench.prof" -o "$TMP/$pkg.test" "./$pkg/" >"$TMP/$bench.bench"
		profiles+="
\`Benchmark$bench\` on the seed-scale corpus: $(grep "^Benchmark" "$TMP/$bench.bench" | tr -s ' \t' ' ')

\`\`\`
$(go tool pprof -top -nodecount=25 "$TMP/$pkg.test" "$TMP/$bench.prof" 2>/dev/null | sed -n '/flat%/,$p')
\`\`\`
"
	done
fi

mem=$(awk '/MemTotal/ {printf "%.1f GiB", $2/1048576}' /proc/meminfo)
cpu=$(awk -F': ' '/model name/ {print $2; exit}' /proc/cpuinfo)
generated=$(
	cat <<EOF
<!-- bench:begin — generated by scripts/bench.sh; edit outside the markers -->
## Latest run

- machine: $(nproc) cores ($cpu), $mem memory, Linux $(uname -r)
- versions: $(go version | cut -d' ' -f3), transcrub $(git describe --always --dirty 2>/dev/null || echo unknown), $(zstd --version | grep -o 'v[0-9.]*' | head -1 | sed 's/^/zstd /'), $(jq --version), $(tar --version | head -1)
- corpus: \`gencorpus -scale seed -seed 1\`, $(printf "%'d" "$seed_bytes") bytes, $(find "$CORPUS" -name '*.jsonl' | wc -l) transcript files, $(find "$CORPUS" -name '*.txt' -path '*agent-tools*' | wc -l) sidecars; warm page cache; $RUNS alternating runs, medians
- MB/s is corpus bytes (sidecars included) per second of wall time

$seed_table

jq walk (\`jq -c 'walk(if type=="string" then "x" else . end)'\`, lossy, no
verification) on a $(printf "%'d" "$jq_bytes")-byte sample of whole transcripts: $(printf '%.1f' "$jq_rate") MB/s,
that is $(printf '%.1f' "$(calc "$seed_bytes / 1000000 / $jq_rate")") s for the seed-scale corpus.

Commands (\$ROOT the corpus, \$OUT the output directory):

\`\`\`
$(for name in "${seed_names[@]}"; do echo "$name: ${seed_cmd[$name]}" | sed "s#$CORPUS#\$ROOT#g; s#$TMP#\$OUT#g; s#$SALT#salt.bin#g"; done)
\`\`\`
$([ -n "$redact" ] || echo "
Redact mode: not yet available in this build.")
EOF
	if [ -n "$table4" ]; then
		cat <<EOF

### 4× corpus

\`gencorpus -scale seed -seed 1 -copies 4\`, $(printf "%'d" "$bytes4") bytes, $RUNS4 run(s):

$table4
EOF
	fi
	if [ -n "$tabled" ]; then
		cat <<EOF

### Secret-dense corpus

\`gencorpus -scale dense\` (keyword-dense prose in long lines, a secret about every hundred
words), $(printf "%'d" "$bytesd") bytes, $RUNSD alternating runs, redact mode against the floor:

$tabled
EOF
	fi
	if [ -n "$profiles" ]; then
		cat <<EOF

### CPU profiles (top 25, flat)
$profiles
EOF
	fi
	echo "<!-- bench:end -->"
)

echo "$generated" >"$TMP/generated.md"
splice '<!-- bench:begin' '<!-- bench:end -->' "$TMP/generated.md"
fi

# The other agents: a seed-scale corpus each, measured like Cursor's.
# An agent this build cannot read yet (--agent refused) gets the floor
# and its size only.
agents_md=""
for agent in ${AGENTS-claude-code codex}; do
	root=$DIR/seed-$agent
	if [ ! -f "$root.complete" ]; then
		rm -rf "$root"
		go run ./internal/gen/cmd/gencorpus -agent "$agent" -scale seed -o "$root"
		touch "$root.complete"
	fi
	setup "$root" "$agent"
	rc=0 note=""
	"$BIN" scan --agent "$agent" "$DIR/none" >/dev/null 2>&1 || rc=$?
	if [ $rc -eq 2 ]; then # a usage error: --agent does not know it
		names=(tarzstd)
		note=" Not read by this build (\`--agent $agent\` is refused): the floor only."
	fi
	echo "bench: $agent seed-scale corpus, ${RUNSA:-$RUNS} alternating runs" >&2
	measure "${RUNSA:-$RUNS}"
	agents_md+="
### $agent

\`gencorpus -agent $agent -scale seed\`, $(printf "%'d" "$(bytes_of "$root")") bytes in $(find "$root" -type f | wc -l) files; ${RUNSA:-$RUNS} alternating runs, medians.$note

$(table)
"
done
if [ -n "$agents_md" ]; then
	{
		echo "<!-- bench:agents:begin — generated by scripts/bench.sh; edit outside the markers -->"
		echo "## Latest run: the other agents"
		echo
		machine
		echo "$agents_md"
		echo "<!-- bench:agents:end -->"
	} >"$TMP/agents.md"
	splice '<!-- bench:agents:begin' '<!-- bench:agents:end -->' "$TMP/agents.md"
fi
echo "bench: wrote $OUT" >&2
