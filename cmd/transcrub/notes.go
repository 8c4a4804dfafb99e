package main

import (
	"fmt"
	"io"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/transcript"
)

// maxLineNotes bounds the skipped lines named on stderr; the manifest
// lists them all.
const maxLineNotes = 50

// noteDiagnostics reports what discovery left out or found odd: links
// (never followed), entries that are not regular files, unreadable
// entries, misnamed transcripts. It names source paths, printed safely,
// never content.
func noteDiagnostics(w io.Writer, corpora []*transcript.Corpus) {
	for _, c := range corpora {
		for i := range c.Diagnostics {
			fmt.Fprintf(w, "transcrub: note: %v\n", &c.Diagnostics[i])
		}
	}
}

// noteSkippedLines reports the lines a bundle left out by source path,
// line and byte offset, mapping the manifest's bundle paths back through
// name and shift.
func noteSkippedLines(w io.Writer, m *export.Manifest, corpora []*transcript.Corpus, name export.Namer, shift export.Shifter) {
	source := map[string]string{}
	for _, c := range corpora {
		for _, f := range c.Files {
			source[export.BundlePath(c.Format, f, name, shift)] = f.Path
		}
	}
	n := 0
	for _, s := range m.Skipped {
		if s.Line == 0 {
			continue // a file, reported as discovery found it
		}
		if n++; n > maxLineNotes {
			continue
		}
		d := transcript.Diagnostic{File: source[s.File], Line: s.Line, Offset: s.Offset, Problem: transcript.Problem(s.Problem)}
		fmt.Fprintf(w, "transcrub: note: skipped %v\n", &d)
	}
	if n > maxLineNotes {
		fmt.Fprintf(w, "transcrub: note: %d more skipped lines are listed in the manifest\n", n-maxLineNotes)
	}
}
