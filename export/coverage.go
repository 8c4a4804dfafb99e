package export

import (
	"slices"

	"github.com/transcrub/transcrub/selectors"
)

// coverage builds one entry per predicate of the formats (the custom ones
// and the checklists of those formats): how often the source holds it,
// and the first bundle file (by path) whose scrubbed output holds it, with
// the witness that the scrubbed output was evaluated to hold.
func coverage(set *selectors.Set, formats []string, source []*selectors.FileResult, out []scrubbed) []Coverage {
	// A subagent bundled without its parent witnesses no predicate that
	// wants the parent too; in the source, one whose parent is gone.
	var bundled []*selectors.FileResult
	for _, s := range out {
		if s.result != nil {
			bundled = append(bundled, s.result)
		}
	}
	selectors.Unparented(set, source)
	selectors.Unparented(set, bundled)
	cov := []Coverage{}
	for i, p := range set.Predicates() {
		if p.Format != "" && !slices.Contains(formats, p.Format) {
			continue
		}
		c := Coverage{ID: p.ID, Description: p.Description, Scope: p.Scope, Expr: p.Expr, Witnesses: []WitnessEntry{}}
		for _, r := range source {
			c.SourceMatches += r.Matches[i]
		}
		for _, s := range out { // sorted by bundle path
			if s.result != nil && s.result.Holds(i) {
				c.Covered, c.Verified = true, true
				c.Witnesses = append(c.Witnesses, WitnessEntry{File: s.path, Witness: s.result.First[i]})
				break
			}
		}
		cov = append(cov, c)
	}
	return cov
}
