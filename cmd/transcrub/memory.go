package main

import "runtime/debug"

// softMemoryLimit keeps the heap of a run near the size of its buffers:
// the garbage collector works harder instead of letting the heap grow with
// the corpus. GOMEMLIMIT in the environment overrides it.
const softMemoryLimit = 96 << 20

// tuneMemory sets the collector's policy for a run, unless the environment
// (getenv) sets GOMEMLIMIT: the soft limit, and, unless it sets GOGC too,
// no proportional trigger. Under the limit the proportional trigger (GOGC
// 100: collect when the heap doubles) only adds cycles while the live heap
// is below half of it, as it is through most of an export (about 50 MiB at
// the end of the dense corpus's): on the first dense project, GOGC=100
// cost 10.288G instructions where collecting at the limit alone cost
// 9.712G (-5.6%), at the same peak RSS (113 MB) and with identical
// bundles. At or above half the limit both collect at the limit, so the
// heap is bounded as before.
func tuneMemory(getenv func(string) string) {
	if getenv("GOMEMLIMIT") != "" {
		return
	}
	debug.SetMemoryLimit(softMemoryLimit)
	if getenv("GOGC") == "" {
		debug.SetGCPercent(-1)
	}
}
