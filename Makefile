# transcrub — see README.md. Everything here needs only Go, except `make bench`,
# which installs jq, zstd and hyperfine from Debian packages when missing.

GO       ?= go
BIN      := bin/transcrub
PKGS     := ./...
FUZZTIME ?= 15s

.PHONY: all build test demo bench fuzz lint corpus clean

all: build

build:
	@mkdir -p build
	$(GO) build -o $(BIN) ./cmd/transcrub

# Unit tests, seed corpora of the fuzz targets, and vet. Keep it well under
# ten minutes; long fuzzing and seed-scale benchmarks live in fuzz/bench.
test:
	$(GO) vet $(PKGS)
	$(GO) test -count=1 $(PKGS)

# The main job on the embedded synthetic sample.
demo: build
	./$(BIN) scan builtin:sample
	./$(BIN) export builtin:sample --salt-file testdata/demo.salt -o build/demo.tar.zst
	./$(BIN) verify build/demo.tar.zst

# Go benchmarks, then scripts/bench.sh: seed-scale Cursor, Claude Code and
# Codex corpora against tar | zstd (NO_CURSOR=1, AGENTS="…" to narrow).
bench: build
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)
	./scripts/bench.sh

# Each fuzz target briefly; FUZZTIME=10m make fuzz for a longer run.
fuzz:
	./scripts/fuzz.sh $(FUZZTIME)

lint:
	$(GO) vet $(PKGS)
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt:"; echo "$$out"; exit 1; fi

corpus:
	$(GO) run ./internal/gen/cmd/gencorpus -scale seed -seed 1 -o build/corpus

clean:
	rm -rf bin build
