package export

import (
	"github.com/transcrub/transcrub/selectors"
)

// universe is what selection chooses from.
func universe(ev *evaluation, sidecars map[string]job, opt Options) selectors.Universe {
	u := selectors.Universe{Results: ev.results, Sidecars: map[string]int64{}}
	for p, j := range sidecars {
		u.Sidecars[p] = j.f.Size
	}
	if len(opt.Sessions) > 0 && opt.Strategy == StrategyAll {
		// --session with --select all: only the sidecars those sessions read.
		u.Sidecars = referenced(ev.results, u.Sidecars)
	}
	return u
}

// referenced keeps the sidecars some result reads back.
func referenced(results []*selectors.FileResult, all map[string]int64) map[string]int64 {
	out := map[string]int64{}
	for _, r := range results {
		for _, s := range r.Sidecars {
			if size, ok := all[s]; ok {
				out[s] = size
			}
		}
	}
	return out
}
