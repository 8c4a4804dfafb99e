package export

import (
	"slices"

	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// This file is the select stage: the sessions asked for, and from the
// evaluation and the sidecars, the files to bundle (all, or the
// checklist's covering set).

// sessionsOf returns the session ids asked for and, in turn, those of
// the files that name one of them as their parent (a Codex thread_spawn
// subagent, and its own subagents): a session comes with every subagent
// below it. A Cursor or Claude Code subagent has its session's id.
func sessionsOf(corpora []*transcript.Corpus, asked []string) []string {
	out := slices.Clone(asked)
	for grew := len(out) > 0; grew; {
		grew = false
		for _, c := range corpora {
			for _, f := range c.Files {
				if f.Parent != "" && f.Session != "" && slices.Contains(out, f.Parent) && !slices.Contains(out, f.Session) {
					out, grew = append(out, f.Session), true
				}
			}
		}
	}
	return out
}

// choose selects from the evaluated transcripts and the sidecars: all of
// them or the covering set, as the strategy says.
func (b *Bundle) choose(ev *evaluation, sidecars map[string]job) selectors.Selection {
	selectors.Unparented(b.opt.Set, ev.results)
	u := selectors.Universe{Results: ev.results, Sidecars: map[string]int64{}}
	for p, j := range sidecars {
		u.Sidecars[p] = j.f.Size
	}
	if b.opt.Strategy == StrategyChecklist {
		return follow(selectors.Cover(u), sidecars)
	}
	if len(b.opt.Sessions) > 0 {
		// --session with --select all: only the sidecars those sessions read.
		u.Sidecars = referenced(ev.results, u.Sidecars)
	}
	return follow(selectors.All(u), sidecars)
}

// follow adds to sel the sidecars that come with a chosen one
// (transcript.File.Follows: a workflow script with its run's record,
// whichever file brought the run in). The cover's figures are those of
// its choice, before them.
func follow(sel selectors.Selection, sidecars map[string]job) selectors.Selection {
	chosen := map[string]bool{}
	for _, p := range sel.Sidecars {
		chosen[p] = true
	}
	n := len(sel.Sidecars)
	for p, j := range sidecars {
		if chosen[j.f.Follows] && !chosen[p] {
			sel.Sidecars = append(sel.Sidecars, p)
		}
	}
	if len(sel.Sidecars) > n {
		slices.Sort(sel.Sidecars)
	}
	return sel
}

// byPath indexes jobs by source path.
func byPath(jobs []job) map[string]job {
	m := make(map[string]job, len(jobs))
	for _, j := range jobs {
		m[j.f.Path] = j
	}
	return m
}

// pick returns the jobs of the chosen paths, in their order.
func pick(paths []string, jobs map[string]job) []job {
	out := make([]job, 0, len(paths))
	for _, p := range paths {
		out = append(out, jobs[p])
	}
	return out
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
