package selectors

import (
	"path"
	"slices"

	"github.com/transcrub/transcrub/transcript"
)

// Selection is a chosen set of source files.
type Selection struct {
	// Files are the chosen transcripts and subagents, sorted by path.
	Files []string
	// Sidecars are the chosen sidecar source paths, sorted.
	Sidecars []string
}

// Universe is what selection chooses from: every transcript's result and
// the sizes of the sidecars present in the source, by source path.
type Universe struct {
	Results  []*FileResult
	Sidecars map[string]int64
}

// parentOf returns the source path of a subagent's parent transcript among
// byPath, or "".
func parentOf(f transcript.File, byPath map[string]*FileResult) string {
	if f.Role != transcript.RoleSubagent {
		return ""
	}
	dir := path.Dir(path.Dir(f.Path)) // <project>/agent-transcripts/<session>
	if p := dir + "/" + f.Session + ".jsonl"; byPath[p] != nil {
		return p
	}
	for p, r := range byPath { // an identity-mismatched parent in the same directory
		if r.File.Role == transcript.RoleTranscript && path.Dir(p) == dir {
			return p
		}
	}
	return ""
}

// All selects every file and every sidecar.
func All(u Universe) Selection {
	var s Selection
	for _, r := range u.Results {
		s.Files = append(s.Files, r.File.Path)
	}
	for p := range u.Sidecars {
		s.Sidecars = append(s.Sidecars, p)
	}
	slices.Sort(s.Files)
	slices.Sort(s.Sidecars)
	return s
}

// Cover chooses a small set of whole files, by bytes, that together witness
// every predicate some file of the universe witnesses (greedy weighted set
// cover: most newly covered predicates per byte first, ties by path), plus
// what they need: a chosen subagent's parent and the sidecars that chosen
// files read back and the source holds.
func Cover(u Universe) Selection {
	byPath := make(map[string]*FileResult, len(u.Results))
	for _, r := range u.Results {
		byPath[r.File.Path] = r
	}
	paths := make([]string, 0, len(byPath))
	for p := range byPath {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	if len(paths) == 0 {
		return Selection{}
	}
	n := len(byPath[paths[0]].Matches)
	uncovered := make([]bool, n)
	left := 0
	for _, r := range u.Results {
		for i := range n {
			if r.Holds(i) && !uncovered[i] {
				uncovered[i] = true
				left++
			}
		}
	}
	chosen := map[string]bool{}
	sidecars := map[string]bool{}
	// group is a file with its parent: they are chosen together.
	group := func(p string) []string {
		if parent := parentOf(byPath[p].File, byPath); parent != "" && !chosen[parent] {
			return []string{p, parent}
		}
		return []string{p}
	}
	cost := func(g []string) int64 {
		var c int64
		for _, p := range g {
			c += byPath[p].File.Size
			for _, s := range byPath[p].Sidecars {
				if size, ok := u.Sidecars[s]; ok && !sidecars[s] {
					c += size
				}
			}
		}
		return max(c, 1)
	}
	gain := func(g []string) int {
		k := 0
		for i := range n {
			if !uncovered[i] {
				continue
			}
			for _, p := range g {
				if byPath[p].Holds(i) {
					k++
					break
				}
			}
		}
		return k
	}
	for left > 0 {
		var best []string
		var bestGain int
		var bestCost int64
		for _, p := range paths {
			if chosen[p] {
				continue
			}
			g := group(p)
			k := gain(g)
			if k == 0 {
				continue
			}
			c := cost(g)
			// k/c > bestGain/bestCost, without division
			if best == nil || int64(k)*bestCost > int64(bestGain)*c {
				best, bestGain, bestCost = g, k, c
			}
		}
		if best == nil {
			break
		}
		for _, p := range best {
			chosen[p] = true
			for i := range n {
				if uncovered[i] && byPath[p].Holds(i) {
					uncovered[i] = false
					left--
				}
			}
			for _, s := range byPath[p].Sidecars {
				if _, ok := u.Sidecars[s]; ok {
					sidecars[s] = true
				}
			}
		}
	}
	var s Selection
	for p := range chosen {
		s.Files = append(s.Files, p)
	}
	for p := range sidecars {
		s.Sidecars = append(s.Sidecars, p)
	}
	slices.Sort(s.Files)
	slices.Sort(s.Sidecars)
	return s
}
