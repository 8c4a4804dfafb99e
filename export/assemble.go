package export

import (
	"bytes"
	"encoding/json"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
)

// This file is the assemble stage: the manifest and the entry list of a
// verified bundle.

// assemble builds the manifest and the entry list.
func (b *Bundle) assemble(ev *evaluation, sel selectors.Selection, out []scrubbed, terms map[string]bool) error {
	opt := b.opt
	slices.SortFunc(out, func(a, b scrubbed) int { return strings.Compare(a.path, b.path) })
	st := ev.inv.Stats()
	m := &Manifest{
		Format: FormatVersion, Tool: "transcrub", ToolVersion: opt.ToolVersion, Mode: opt.Mode.Name(), Formats: b.formats,
		Selection: SelectionInfo{Strategy: opt.Strategy, Sessions: len(opt.Sessions), Files: len(sel.Files), Sidecars: len(sel.Sidecars)},
		Source: SourceCounts{Transcripts: st.Transcripts, Subagents: st.Subagents, Sidecars: len(sel.Sidecars),
			Frames: st.Frames, Bytes: ev.inv.Bytes()},
		Redactions:  []RuleCount{},
		NotRecorded: b.shapes.NotRecorded(),
		Drift:       b.shapes.Drift(),
		Skipped:     []Skip{},
		Files:       []FileEntry{},
	}
	if opt.Strategy == StrategyChecklist {
		m.Selection.Cover = &CoverInfo{Bytes: sel.Bytes, Optimal: sel.Optimal, LowerBound: sel.LowerBound}
	}
	for _, s := range out {
		m.Skipped = append(m.Skipped, s.skips...)
		m.Files = append(m.Files, FileEntry{Path: s.path, Size: s.size, SHA256: s.sum})
	}
	m.Skipped = mergeSkips(m.Skipped, b.fileSkips)
	m.Coverage = coverage(opt.Set, b.formats, ev.results, out)
	b.Partial = len(m.Skipped) > 0
	m.Scrub = b.stats
	for _, id := range slices.Sorted(maps.Keys(b.rules)) {
		m.Redactions = append(m.Redactions, RuleCount{Rule: id, Count: b.rules[id]})
	}
	js, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	js = append(js, '\n')
	id := identity.NewCheck(terms, scrub.KeptPathWord)
	if err := checkNames(id, js, m.Files); err != nil {
		return err
	}
	b.terms = id.Terms()
	b.Manifest = m
	b.entries = []Entry{{Name: ManifestName, Size: int64(len(js)), Open: func() (io.Reader, error) { return bytes.NewReader(js), nil }}}
	for _, s := range out {
		b.entries = append(b.entries, Entry{Name: s.path, Size: s.size, zst: s.zst, Open: func() (io.Reader, error) {
			return s.content()
		}})
	}
	return nil
}
