package selectors

import (
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// This file groups, for the cover, the files of a format whose checklist
// says so (checklist.family: Claude Code's, Codex's) into families: a
// session's transcript with its subagents, and theirs in turn, so that
// choosing one of them chooses them all, with the sidecars each reads
// (spills, meta files). A Cursor subagent brings its parent alone
// (problem.parentOf), as before families.

// families returns rs (sorted by path, without duplicates) with each
// family of two or more files merged into one result, named by its root
// (the session's transcript), and the member paths of each merged result
// by its root's path, sorted. The other results stand as they were.
func families(rs []*FileResult) ([]*FileResult, map[string][]string) {
	byPath := map[string]int{}
	bySession := map[string]int{} // a rollout by its session id, the first by path
	for i, r := range rs {
		byPath[r.File.Path] = i
		if _, ok := bySession[r.File.Session]; !ok && r.File.Role == transcript.RoleTranscript && r.File.Session != "" {
			bySession[r.File.Session] = i
		}
	}
	parent := func(i int) int {
		r := rs[i]
		if c := checklistOf(r.Format); c == nil || !c.family {
			return -1
		}
		j, ok := -1, false
		switch {
		case r.File.Parent != "": // a Codex thread_spawn subagent names its parent thread
			j, ok = bySession[r.File.Parent]
		case r.File.Role == transcript.RoleSubagent: // <project>/<session>/subagents/agent-<id>.jsonl
			j, ok = byPath[transcript.SessionDir(r.File.Path)+".jsonl"]
		}
		if !ok || j == i || rs[j].Format != r.Format {
			return -1
		}
		return j
	}
	root, count := make([]int, len(rs)), make([]int, len(rs))
	for i := range rs {
		root[i] = i
		// A cycle of parents stops after len(rs) steps.
		for steps, j := 0, parent(i); j >= 0 && steps < len(rs); steps, j = steps+1, parent(j) {
			root[i] = j
		}
		count[root[i]]++
	}
	out := make([]*FileResult, 0, len(rs))
	members := map[string][]string{}
	merged := map[int]*FileResult{}
	for i, r := range rs {
		top := root[i]
		if count[top] == 1 {
			out = append(out, r)
			continue
		}
		m := merged[top]
		if m == nil {
			m = &FileResult{File: rs[top].File, Format: rs[top].Format, Matches: make([]int, len(r.Matches))}
			m.File.Size = 0
			merged[top] = m
			out = append(out, m)
		}
		members[m.File.Path] = append(members[m.File.Path], r.File.Path)
		m.File.Size += r.File.Size
		m.Skipped += r.Skipped
		for k, n := range r.Matches {
			m.Matches[k] += n
		}
		m.Sidecars = append(m.Sidecars, r.Sidecars...)
	}
	for _, m := range merged {
		slices.Sort(m.Sidecars)
		m.Sidecars = slices.Compact(m.Sidecars)
	}
	slices.SortFunc(out, func(a, b *FileResult) int { return strings.Compare(a.File.Path, b.File.Path) })
	return out, members
}
