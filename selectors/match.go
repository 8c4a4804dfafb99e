package selectors

import (
	"context"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// Set is an ordered list of predicates: every format's checklist, then
// custom ones.
type Set struct {
	preds []Predicate
	// byFormat are, per format, the indices of the frame-scope and the
	// file-scope predicates checked on its files; other the frame-scope
	// ones checked on a file of a format with no checklist (the custom).
	byFormat map[string]*formatIndex
	other    *formatIndex
}

// formatIndex is what a Matcher checks on the files of one format.
type formatIndex struct {
	list          *checklist // nil for a format with no checklist
	frames, files []int
}

// NewSet returns the checklists followed by custom, rejecting duplicate
// ids.
func NewSet(custom ...Predicate) (*Set, error) {
	s := &Set{preds: Checklist()}
	seen := map[string]bool{}
	for _, p := range s.preds {
		seen[p.ID] = true
	}
	for _, p := range custom {
		if seen[p.ID] {
			return nil, fmt.Errorf("predicate %q given twice", p.ID)
		}
		if p.jq == nil {
			return nil, errors.New("custom predicate " + p.ID + " has no expression")
		}
		seen[p.ID] = true
		p.Format = ""
		s.preds = append(s.preds, p)
	}
	s.byFormat = map[string]*formatIndex{}
	for _, c := range checklists {
		s.byFormat[c.format] = s.index(c)
	}
	s.other = s.index(nil)
	return s, nil
}

// index lists the predicates checked on the files of c's format (c nil:
// of a format with no checklist).
func (s *Set) index(c *checklist) *formatIndex {
	x := &formatIndex{list: c}
	for i, p := range s.preds {
		if p.Format != "" && (c == nil || p.Format != c.format) {
			continue
		}
		if p.file != nil {
			x.files = append(x.files, i)
			continue
		}
		x.frames = append(x.frames, i)
	}
	return x
}

// Predicates returns the predicates in order. Do not modify.
func (s *Set) Predicates() []Predicate { return s.preds }

// Index returns the position of id, or -1.
func (s *Set) Index(id string) int {
	for i, p := range s.preds {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// Witness locates evidence in a file: Frame and Block are 0-based; Block
// is -1 when the whole frame is the witness, and both are -1 for a
// file-scope predicate.
type Witness struct {
	Frame int `json:"frame"`
	Block int `json:"block"`
}

// FileResult is what one transcript file witnesses.
type FileResult struct {
	File transcript.File
	// Format is the name of the file's format.
	Format string
	// Matches counts, per predicate (in Set order), the frames that hold;
	// 1 or 0 for file-scope predicates.
	Matches []int
	// First is the first witness of each predicate with Matches > 0.
	First []Witness
	// Sidecars are the source paths (<project>/agent-tools/<name>) that
	// the file's tool inputs read back, sorted, without duplicates.
	Sidecars []string
	// Skipped counts the lines the reader left out of the file; the caller
	// that read it sets it (see transcript.Inventory.FileSkipped).
	Skipped int
}

// Holds reports whether predicate i holds somewhere in the file.
func (r *FileResult) Holds(i int) bool { return r.Matches[i] > 0 }

// Matcher evaluates a Set over the frames of one file at a time: the
// checklist of the file's format and the custom predicates. It is not
// safe for concurrent use.
type Matcher struct {
	ctx   context.Context
	set   *Set
	res   *FileResult
	at    *formatIndex
	tally tally
	first bool // see Witnesses
}

// NewMatcher returns a Matcher for s.
func (s *Set) NewMatcher() *Matcher { return &Matcher{ctx: context.Background(), set: s} }

// WithContext bounds the custom (jq) predicates by ctx: once it is done,
// they stop holding and Err reports it. Built-ins are not affected.
func (m *Matcher) WithContext(ctx context.Context) *Matcher {
	m.ctx = ctx
	return m
}

// Witnesses makes m find the first witness of each frame-scope predicate
// and no more: one that holds is not evaluated again, so that its Matches
// are 1 (the tally still sees every frame). For a caller that asks of a
// file only which predicates hold and where first, as export does of its
// output.
func (m *Matcher) Witnesses() *Matcher {
	m.first = true
	return m
}

// Err reports why custom predicates stopped being evaluated, if they did.
func (m *Matcher) Err() error { return m.ctx.Err() }

// Begin starts a file of the named format.
func (m *Matcher) Begin(format string, f transcript.File) {
	n := len(m.set.preds)
	m.res = &FileResult{File: f, Format: format, Matches: make([]int, n), First: make([]Witness, n)}
	m.at, m.tally = m.set.other, nil
	if x, ok := m.set.byFormat[format]; ok {
		m.at = x
		m.tally = x.list.tally(f)
	}
}

// NeedsFrames reports whether every frame of the current file must be
// given to Frame: its format's file predicates read them all, so Skip
// would lose what they hold.
func (m *Matcher) NeedsFrames() bool { return m.at.list != nil && m.at.list.every }

func (m *Matcher) hit(i int, w Witness) {
	if m.res.Matches[i] == 0 {
		m.res.First[i] = w
	}
	m.res.Matches[i]++
}

// Frame evaluates every frame-scope predicate on f (see Witnesses).
func (m *Matcher) Frame(f *transcript.Frame) {
	line := f.Line.Bytes
	if m.tally != nil {
		m.tally.frame(f)
	}
	var decoded any
	for _, i := range m.at.frames {
		if m.first && m.res.Matches[i] > 0 {
			continue
		}
		p := &m.set.preds[i]
		switch {
		case p.frame != nil:
			if ok, b := p.frame(f); ok {
				m.hit(i, Witness{Frame: f.Index, Block: b})
			}
		case p.current != nil:
			if p.current(m.tally) {
				m.hit(i, Witness{Frame: f.Index, Block: -1})
			}
		case p.jq != nil: // a custom predicate, bounded by the context
			if decoded == nil {
				decoded = decodeFrame(line)
			}
			if decoded != nil && m.ctx.Err() == nil && p.jq.holds(m.ctx, decoded) {
				m.hit(i, Witness{Frame: f.Index, Block: -1})
			}
		}
	}
}

// Skip notes a frame of the file that is not evaluated: only what it
// tells the file-scope predicates (a turn_ended frame) is kept. A caller
// that knows no frame-scope predicate needs its witness there saves
// the frame's evaluation; its matches are not counted and its sidecar
// references not collected. Unless NeedsFrames, that is.
func (m *Matcher) Skip(kind transcript.Kind) {
	if m.tally != nil {
		m.tally.skip(kind)
	}
}

// Current returns the result of the file so far, before End; it changes
// with every Frame.
func (m *Matcher) Current() *FileResult { return m.res }

// End closes the file and returns its result.
func (m *Matcher) End() *FileResult {
	if m.tally != nil {
		for _, i := range m.at.files {
			if m.set.preds[i].file(m.tally) {
				m.hit(i, Witness{Frame: -1, Block: -1})
			}
		}
		m.res.Sidecars = m.tally.sidecars()
	}
	return m.res
}

// SidecarRefs returns the source paths (<project>/agent-tools/<name>) of
// the sidecars a string names. The project is the path segment before
// agent-tools/ when there is one, else the given one.
func SidecarRefs(s, project string) []string {
	const marker = "/agent-tools/"
	var out []string
	for {
		i := strings.Index(s, marker)
		if i < 0 {
			return out
		}
		proj := project
		if j := strings.LastIndexAny(s[:i], "/\\ \t\"'"); j >= 0 && j+1 < i {
			proj = s[j+1 : i]
		} else if j < 0 && i > 0 {
			proj = s[:i]
		}
		rest := s[i+len(marker):]
		end := strings.IndexFunc(rest, func(r rune) bool {
			return !(r == '.' || r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
		})
		if end < 0 {
			end = len(rest)
		}
		if name := rest[:end]; name != "" && path.Ext(name) == ".txt" {
			out = append(out, proj+"/agent-tools/"+name)
		}
		s = rest[end:]
	}
}
