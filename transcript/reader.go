package transcript

import (
	"bytes"
	"errors"
	"io"
)

// Reader yields the frames of one transcript file.
//
// Next returns either a frame or an error. A *LineError is not fatal: it
// describes one line that is not a frame, skipped or, for Blank, to be
// kept as it stands, and the next call goes on with the line after it.
// io.EOF ends the file; any other error is a read error and also ends it.
// A Reader is not safe for concurrent use.
type Reader struct {
	name   string
	lr     *LineReader
	p      *parser
	src    FrameSource
	f      Frame
	frames int
	line   Line // the line last read
	win    *Window
}

// FrameSource fills f from line as the Reader's parser would, the invalid
// UTF-8 note included, and reports whether it did. It must decline
// (return false) every line the parser rejects; it may decline any other
// line, which the parser then reads. f's Line, Index and the other notes
// are set before the call.
type FrameSource func(f *Frame, line []byte) bool

// SetSource makes the Reader ask src for each line's frame first (nil:
// parse every line). A tokenizer that reads every line anyway fills the
// frames with a FrameBuilder as it goes, and the line is not scanned
// twice.
func (r *Reader) SetSource(src FrameSource) { r.src = src }

// NewReader reads the transcript r of the schema sch, naming it file (a
// source-relative slash path) in every LineError. maxLine <= 0 means
// DefaultMaxLine.
func NewReader(sch *Schema, r io.Reader, file string, maxLine int) *Reader {
	return &Reader{name: file, lr: NewLineReader(r, maxLine), p: newParser(sch)}
}

// SetSchema makes the Reader parse the files it is reset to next with
// sch (that of their corpus's Format).
func (r *Reader) SetSchema(sch *Schema) { r.p.sch = sch }

// Reset makes the Reader read r as file, keeping its buffers.
func (r *Reader) Reset(rd io.Reader, file string) {
	r.name = file
	r.lr.Reset(rd)
	r.frames = 0
	r.win = nil
}

// Raw returns the bytes of the line last read, frame or not (empty for a
// line over the limit). Valid until the next call.
func (r *Reader) Raw() []byte { return r.line.Bytes }

// Line returns the line last read, frame or not, with its BOM and line
// end flags: what a writer needs to keep a line's framing bytes. Valid
// until the next call.
func (r *Reader) Line() Line { return r.line }

// ResetFile makes the Reader read r as the file f, keeping its buffers
// and applying f's Window.
func (r *Reader) ResetFile(rd io.Reader, f File) {
	r.Reset(rd, f.Path)
	r.win = f.Window
}

// Next returns the next frame. The frame and its slices are valid until
// the next call. Frames outside the Window (if any) are read and dropped;
// the rest are numbered from the Window's start.
func (r *Reader) Next() (*Frame, error) {
	for {
		f, err := r.next()
		if err != nil || r.win == nil {
			return f, err
		}
		if i, ok := r.win.keep(f.Index); ok {
			f.Index = i
			return f, nil
		}
	}
}

func (r *Reader) next() (*Frame, error) {
	line, err := r.lr.Next()
	if err != nil {
		return nil, err
	}
	r.line = line
	lineErr := func(p Problem) error {
		return &LineError{File: r.name, Line: line.Num, Offset: line.Offset, Problem: p}
	}
	if r.lr.TooLong() {
		return nil, lineErr(TooLong)
	}
	if len(bytes.TrimSpace(line.Bytes)) == 0 {
		return nil, lineErr(Blank)
	}
	f := &r.f
	f.Line, f.Index, f.Notes = line, r.frames, 0
	if line.BOM {
		f.Notes |= NoteBOM
	}
	if line.CRLF {
		f.Notes |= NoteCRLF
	}
	if bytes.IndexByte(line.Bytes, 0) >= 0 {
		f.Notes |= NoteNUL
	}
	if r.src != nil && r.src(f, line.Bytes) {
		r.frames++
		return f, nil
	}
	if err := r.p.parse(f, line.Bytes); err != nil {
		switch {
		case errors.Is(err, errTooDeep):
			return nil, lineErr(TooDeep)
		case line.NoNewline:
			return nil, lineErr(Unterminated)
		}
		return nil, lineErr(Malformed)
	}
	if r.p.sc.badUTF8 { // only strings may hold bytes beyond ASCII
		f.Notes |= NoteInvalidUTF8
	}
	r.frames++
	return f, nil
}

// Window keeps the frames of a file whose 0-based index i has
// From <= i < To (To < 0: to the end), numbered from 0 again, so that the
// kept frames still make a whole transcript.
type Window struct{ From, To int }

func (w *Window) keep(i int) (int, bool) {
	if !w.Has(i) {
		return 0, false
	}
	return i - w.From, true
}

// Has reports whether the frame of index i is kept; a nil Window keeps
// every frame.
func (w *Window) Has(i int) bool { return w == nil || i >= w.From && (w.To < 0 || i < w.To) }

// Problems lists the problems a frame's notes stand for, in a fixed
// order.
func (n Notes) Problems() []Problem {
	var ps []Problem
	for _, x := range []struct {
		n Notes
		p Problem
	}{{NoteBOM, ByteOrderBOM}, {NoteCRLF, CRLF}, {NoteInvalidUTF8, InvalidUTF8}, {NoteNUL, NULByte}} {
		if n&x.n != 0 {
			ps = append(ps, x.p)
		}
	}
	return ps
}

// Parser parses single lines into frames, for callers that hold lines
// already (verification re-reads scrubbed output this way). Not safe for
// concurrent use.
type Parser struct{ p *parser }

// NewParser returns a Parser of lines of the schema sch.
func NewParser(sch *Schema) *Parser { return &Parser{p: newParser(sch)} }

// SetSchema makes the Parser parse the lines it is given next with sch.
func (p *Parser) SetSchema(sch *Schema) { p.p.sch = sch }

// Idents returns every identity string of line, one JSON object of a
// frame whose MoreIdents is set, nested ones included, in line order; they
// alias f, which it fills as Parse does.
func (p *Parser) Idents(f *Frame, line []byte) ([]Ident, error) {
	p.p.deep = true
	defer func() { p.p.deep = false }()
	err := p.Parse(f, line)
	return f.Idents, err
}

// Parse fills f from line, which must be one JSON object without its line
// terminator. The error carries no content; f aliases line.
func (p *Parser) Parse(f *Frame, line []byte) error {
	f.Line = Line{Bytes: line}
	f.Notes = 0
	return p.p.parse(f, line)
}
