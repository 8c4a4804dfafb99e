package selectors

import (
	"github.com/transcrub/transcrub/transcript"
)

// This file is the registry of the formats' fixture checklists: each
// format's built-in predicates (cursor.go, claudecode.go, codex.go), in a
// fixed order, with the file state its file-scope predicates read.

// checklist is one format's fixture checklist.
type checklist struct {
	format string
	preds  []Predicate
	// tally returns the state the file-scope predicates of a file read,
	// fed every frame the Matcher sees.
	tally func(f transcript.File) tally
	// every is set when the tally must see every frame of a file: no
	// frame of the format may be skipped (Matcher.NeedsFrames); family
	// when the cover chooses a session's files together (families).
	every, family bool
}

// tally is what a format's file-scope predicates read of one file.
type tally interface {
	// frame notes one frame, before the frame's predicates are checked.
	frame(f *transcript.Frame)
	// skip notes a frame that is not evaluated (every unset only).
	skip(kind transcript.Kind)
	// sidecars are the source paths of the sidecars the file reads or
	// owns, sorted, without duplicates.
	sidecars() []string
}

// checklists are the formats' checklists, in the order their predicates
// stand in a Set (Cursor's first, as before other formats existed).
var checklists = []*checklist{cursorChecklist, claudeChecklist, codexChecklist}

// checklistOf returns the checklist of the named format, or nil.
func checklistOf(format string) *checklist {
	for _, c := range checklists {
		if c.format == format {
			return c
		}
	}
	return nil
}

// Checklist returns the built-in predicates of every format, in their
// fixed order; each names its format (Predicate.Format).
func Checklist() []Predicate {
	var out []Predicate
	for _, c := range checklists {
		out = append(out, c.preds...)
	}
	return out
}

// fileCheck is the test of a file-scope predicate over its format's tally.
type fileCheck func(tally) bool

// builtin returns the predicates of format with Format set, each
// file-scope one (Scope unset but file set) marked so.
func builtin(format string, preds []Predicate) []Predicate {
	for i := range preds {
		preds[i].Format = format
		if preds[i].file != nil {
			preds[i].Scope = ScopeFile
		}
	}
	return preds
}
