package transcript

// Section is a format's own part of a scan: the figures of its lines
// that the format-neutral Stats cannot name (Claude Code's message ids
// and call pairing, say). Scan asks each corpus's Format for one when it
// implements Sectioned, and reports it under Report.Sections by the
// format's name. Like an Inventory, a Section is not safe for concurrent
// use: each scanning goroutine has its own, and they are merged.
type Section interface {
	// BeginFile starts a transcript or subagent file, EndFile ends it;
	// Frame tallies one of its frames, raw the frame's line.
	BeginFile(f File)
	Frame(fr *Frame, raw []byte)
	EndFile()
	// Sidecar tallies one sidecar file.
	Sidecar(f File)
	// Merge adds o, a Section of the same format between files, to the
	// receiver.
	Merge(o Section)
	// Result is the section as `scan --json` prints it: a struct, never
	// a map with unsorted keys.
	Result() any
}

// Sectioned is implemented by a Format whose scan has a section of its
// own. It is an optional capability, as io.WriterTo is for a Reader: a
// format without one scans with the neutral Stats alone.
type Sectioned interface {
	NewSection() Section
}
