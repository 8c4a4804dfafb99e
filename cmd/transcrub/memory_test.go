package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// The run's collector: the soft limit and no proportional trigger, unless
// the environment names either.
func TestTuneMemory(t *testing.T) {
	percent, limit := debug.SetGCPercent(100), debug.SetMemoryLimit(-1)
	defer func() { debug.SetGCPercent(percent); debug.SetMemoryLimit(limit) }()
	for _, c := range []struct {
		name    string
		env     map[string]string
		percent int
		limit   int64
	}{
		{"none", nil, -1, softMemoryLimit},
		{"GOGC", map[string]string{"GOGC": "100"}, 100, softMemoryLimit},
		{"GOMEMLIMIT", map[string]string{"GOMEMLIMIT": "1GiB"}, 100, math.MaxInt64},
	} {
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(math.MaxInt64)
		tuneMemory(func(k string) string { return c.env[k] })
		if p, l := debug.SetGCPercent(100), debug.SetMemoryLimit(-1); p != c.percent || l != c.limit {
			t.Errorf("%s: GC percent %d, limit %d; want %d, %d", c.name, p, l, c.percent, c.limit)
		}
	}
}
