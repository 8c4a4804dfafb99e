package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// fileScrubber scrubs one file at a time and verifies each output line in
// the same pass: it has its source's skeleton (so it is valid JSON and, as
// its source, a frame of the same kind), passes the mode's residual check
// and the identity check. The output's predicates are evaluated where a
// coverage claim needs them (see needsOutput), the source's on every
// frame when eval is set. Not safe for concurrent use.
type fileScrubber struct {
	w      Worker
	rd     *transcript.Reader
	parser *transcript.Parser
	set    *selectors.Set
	m      *selectors.Matcher // the output's, for its witnesses (Matcher.Witnesses)
	eval   *sourceEval        // nil when the source was evaluated beforehand
	id     *identity.Check
	strict bool
	stats  scrub.Stats
	shapes *transcript.Shapes // of the source frames scrubbed, by bundle path
	out    []byte
	// least, for a mode whose placeholders are numbered after the pass
	// (a preparer), writes a line with each provisional placeholder in
	// its final form at its shortest (numbered 1): a final line's strings
	// are no shorter, so an output predicate of a size threshold that
	// holds there holds in the bundle. The output is evaluated on it.
	least  func(dst, line []byte) []byte
	leastB []byte
	idw    identityWriter // the identity check of sidecars
	frame  transcript.Frame
	// With a frameWorker, the reader's frames come from fromWalk, and out
	// holds the output of line number walked, whose counts are in walkSt.
	// With an outputFramer, the output's frames come from its check,
	// through ofb.
	fw     frameWorker
	fb     *transcript.FrameBuilder
	of     outputFramer
	ofb    *transcript.FrameBuilder
	win    *transcript.Window // the file's
	walked int
	walkSt scrub.Stats
}

// readOnce makes s's reader take its frames from the worker's walk of
// each line, and s its output's frames from the worker's check, when the
// worker can make them.
func (s *fileScrubber) readOnce() {
	if fw := s.w.Framer(); fw != nil {
		s.fw, s.fb = fw, transcript.NewFrameBuilder()
		s.rd.SetSource(s.fromWalk)
	}
	if of := s.w.OutputFramer(); of != nil {
		s.of, s.ofb = of, transcript.NewFrameBuilder()
	}
}

// fromWalk is the reader's frame source: it scrubs line into out and
// fills f in the same walk. A line it declines is parsed by the reader
// and scrubbed again by line, as without it; so is a frame outside the
// file's window, which the reader drops: it is not scrubbed, and a
// redaction records nothing of it.
func (s *fileScrubber) fromWalk(f *transcript.Frame, line []byte) bool {
	s.walked, s.walkSt = 0, scrub.Stats{}
	if !s.win.Has(f.Index) {
		return false
	}
	out, err := s.fw.LineFrame(s.out[:0], line, &s.walkSt, s.fb, f)
	if err != nil {
		return false
	}
	s.out, s.walked = out, f.Line.Num
	return true
}

// transcript scrubs one transcript file into w. src is the source's
// evaluation, made here when s.eval is set; the output's is returned with
// the lines left out.
func (s *fileScrubber) transcript(w io.Writer, j job, path string, src *selectors.FileResult) (*selectors.FileResult, []Skip, error) {
	fh, err := j.c.FS.Open(j.f.Path)
	if err != nil {
		return nil, nil, &VerifyError{File: path, Reason: "source file became unreadable"}
	}
	defer fh.Close()
	sch := j.c.Format.Schema()
	s.rd.SetSchema(sch)
	s.parser.SetSchema(sch)
	s.w.SetSchema(sch)
	s.shapes.SetSchema(sch)
	s.rd.ResetFile(fh, j.f)
	s.win = j.f.Window
	outFile := j.f
	outFile.Path = path
	s.m.Begin(j.c.Format.Name(), outFile)
	e := s.eval
	if e != nil {
		e.m.Begin(j.c.Format.Name(), j.f)
		e.parser.SetSchema(sch)
		e.inv.SetSchema(sch)
		e.inv.BeginFile(j.f)
	}
	var skips []Skip
	for {
		fr, err := s.rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if e != nil {
			e.inv.Line(s.rd.Raw())
		}
		if le, ok := transcript.AsLineError(err); ok {
			if e != nil {
				e.inv.Problem(le.Problem)
			}
			switch {
			case le.Problem != transcript.Blank:
				skips = append(skips, Skip{File: path, Line: le.Line, Offset: le.Offset, Problem: string(le.Problem)})
			case j.f.Window == nil: // a window keeps frames only
				if err := s.blank(w, s.rd.Line()); err != nil {
					return nil, nil, err
				}
			}
			continue
		}
		if err != nil {
			return nil, nil, &VerifyError{File: path, Reason: "source file could not be read to the end"}
		}
		if e != nil {
			e.inv.Frame(fr)
			e.frame(fr)
			src = e.m.Current()
		}
		s.shapes.Frame(path, fr)
		if err := s.line(w, fr, path, s.m.NeedsFrames() || needsOutput(src, s.m.Current(), fr.Index)); err != nil {
			return nil, nil, err
		}
	}
	res := s.m.End()
	if e != nil {
		e.inv.EndFile()
		src = e.m.End()
		e.results = append(e.results, src)
	}
	if src != nil {
		for i := range src.Matches {
			if src.Holds(i) && s.strict && (!res.Holds(i) || res.First[i] != src.First[i]) {
				return nil, nil, &VerifyError{Predicate: s.predicateID(i), File: path, Line: 0, Reason: "witness does not hold after scrubbing"}
			}
		}
	}
	return res, skips, nil
}

func (s *fileScrubber) predicateID(i int) string {
	return s.set.Predicates()[i].ID
}

// needsOutput reports whether the output of frame index must be
// evaluated: the source (its result so far, or nil if unknown) holds a
// frame-scope predicate at or before index that has no witness in the
// output yet. The output is then evaluated at the source's first witness
// and, if it does not hold there, at every frame after until it does; a
// coverage claim names an evaluated frame either way, and no other frame
// is parsed twice.
func needsOutput(src, out *selectors.FileResult, index int) bool {
	if src == nil {
		return true
	}
	for i, n := range src.Matches {
		if n > 0 && out.Matches[i] == 0 && src.First[i].Frame >= 0 && src.First[i].Frame <= index {
			return true
		}
	}
	return false
}

// line scrubs and checks one frame's line and appends it to w; with
// evaluate, the output frame is parsed and evaluated by the output's
// matcher, else only its kind is noted.
func (s *fileScrubber) line(w io.Writer, fr *transcript.Frame, path string, evaluate bool) error {
	num := fr.Line.Num
	fail := func(reason string) error { return &VerifyError{File: path, Line: num, Reason: reason} }
	src := fr.Line.Bytes
	index := fr.Index
	var err error
	if s.walked > 0 && s.walked == num { // made as the reader read it
		s.walked = 0
		s.stats.Add(s.walkSt)
	} else if s.out, err = s.w.Line(s.out[:0], src, &s.stats); err != nil {
		return fail("line could not be scrubbed")
	}
	// The check's walk of the output makes its frame, where the worker can.
	framed := evaluate && s.of != nil
	if reason := s.check(src, s.out, framed); reason != "" {
		return fail(reason)
	}
	if s.id.Content(s.out) {
		return fail(errIdentity.Error())
	}
	if evaluate {
		out := s.out
		if s.least != nil {
			s.leastB = s.least(s.leastB[:0], s.out)
			out = s.leastB
		}
		if !framed && s.parser.Parse(&s.frame, out) != nil {
			return fail(reasonFrame)
		}
		s.frame.Index = index
		s.m.Frame(&s.frame)
	} else {
		s.m.Skip(fr.Kind) // the skeleton check kept it
	}
	s.out = appendEnd(s.out, fr.Line)
	_, err = w.Write(s.out)
	return err
}

// bom is the UTF-8 byte order mark a first line may start with.
var bom = []byte{0xEF, 0xBB, 0xBF}

// appendEnd appends to out, a scrubbed line, its source's framing bytes:
// the line end it had (LF, CR LF or none at the end of the file) and, in
// front, a byte order mark it had. A bundled file keeps its source's
// lines byte for byte apart from the scrubbed strings.
func appendEnd(out []byte, l transcript.Line) []byte {
	if l.BOM {
		out = append(out, bom...)
		copy(out[len(bom):], out[:len(out)-len(bom)])
		copy(out, bom)
	}
	switch {
	case l.CRLF:
		return append(out, '\r', '\n')
	case l.NoNewline:
		return out
	}
	return append(out, '\n')
}

// blank writes a blank line as it stands: it holds nothing but
// whitespace, and any whitespace byte beyond ASCII (a Unicode space) is
// written as spaces of the same length, so that nothing but ASCII
// whitespace is kept.
func (s *fileScrubber) blank(w io.Writer, l transcript.Line) error {
	s.out = s.out[:0]
	for _, c := range l.Bytes {
		switch c {
		case ' ', '\t', '\v', '\f', '\r':
			s.out = append(s.out, c)
		default:
			s.out = append(s.out, ' ')
		}
	}
	s.out = appendEnd(s.out, l)
	_, err := w.Write(s.out)
	return err
}

// check compares an output line with its source line through the mode's
// check: skeleton and residue; with framed, the check also fills s.frame
// with the output's frame. It returns the reason it fails, "" when it
// passes.
func (s *fileScrubber) check(src, out []byte, framed bool) string {
	var err error
	if framed {
		err = s.of.CheckLineFrame(src, out, s.ofb, &s.frame)
	} else {
		err = s.w.CheckLine(src, out)
	}
	if err == nil {
		return "" // before syn, which escapes: no allocation per line
	}
	var syn *scrub.SyntaxError
	switch {
	case errors.Is(err, scrub.ErrSkeleton):
		return reasonSkeleton
	case errors.Is(err, scrub.ErrNotObject):
		return reasonFrame
	case errors.As(err, &syn): // the source scrubbed, so the output is the invalid one
		return reasonJSON
	}
	return "residual: " + err.Error()
}

// Reasons a line fails verification.
const (
	reasonJSON     = "output is not valid JSON"
	reasonSkeleton = "output skeleton differs from its source"
	reasonFrame    = "output does not parse as a frame"
)

// sidecar scrubs one sidecar into w; the mode's worker checks its own
// output.
func (s *fileScrubber) sidecar(w io.Writer, j job) error {
	fh, err := j.c.FS.Open(j.f.Path)
	if err != nil {
		return &VerifyError{File: "sidecar", Reason: "source sidecar became unreadable"}
	}
	defer fh.Close()
	if j.f.Lines != nil {
		return s.lineSidecar(w, j.f.Lines, fh)
	}
	s.idw.reset(w)
	return s.w.Sidecar(&s.idw, fh, &s.stats)
}

// maxLineSidecar bounds a sidecar scrubbed as JSON lines: a subagent's
// meta is a few hundred bytes.
const maxLineSidecar = 1 << 20

// lineSidecar scrubs a sidecar of JSON lines of the schema sch line by
// line as a transcript's, each output line checked as one is (skeleton,
// residue, identity), so that its ids get the pseudonyms the transcripts
// give them: a subagent meta's toolUseId still names the spawning call. A
// sidecar that is one JSON object over several lines (pretty-printed: a
// workflow run's record, a meta file) is scrubbed as one such line
// (docSidecar); any other (too long, not JSON) is scrubbed as text, as
// any other sidecar.
func (s *fileScrubber) lineSidecar(w io.Writer, sch *transcript.Schema, r io.Reader) error {
	data, err := io.ReadAll(io.LimitReader(r, maxLineSidecar+1))
	if err != nil {
		return &VerifyError{File: "sidecar", Reason: "source sidecar became unreadable"}
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	ok := len(data) <= maxLineSidecar
	for _, l := range lines {
		l = bytes.TrimRight(l, "\r\n")
		ok = ok && (len(bytes.TrimSpace(l)) == 0 || json.Valid(l) && l[0] == '{')
	}
	if doc := bytes.TrimSpace(data); !ok && len(data) <= maxLineSidecar && len(doc) > 0 && doc[0] == '{' && json.Valid(doc) {
		return s.docSidecar(w, sch, data)
	}
	if !ok {
		s.idw.reset(w)
		return s.w.Sidecar(&s.idw, bytes.NewReader(data), &s.stats)
	}
	s.w.SetSchema(sch)
	for i, l := range lines {
		src := bytes.TrimRight(l, "\r\n")
		fail := func(reason string) error { return &VerifyError{File: "sidecar", Line: i + 1, Reason: reason} }
		s.out = s.out[:0]
		if len(bytes.TrimSpace(src)) > 0 {
			if s.out, err = s.w.Line(s.out, src, &s.stats); err != nil {
				return fail("line could not be scrubbed")
			}
			if reason := s.check(src, s.out, false); reason != "" {
				return fail(reason)
			}
			if s.id.Content(s.out) {
				return fail(errIdentity.Error())
			}
		} else {
			s.out = append(s.out, src...) // whitespace: TrimSpace found nothing else
		}
		s.out = append(s.out, l[len(src):]...)
		if _, err := w.Write(s.out); err != nil {
			return err
		}
	}
	return nil
}

// docSidecar scrubs data, one JSON object of the schema sch over several
// lines, as one line of that schema, checked as lineSidecar checks a
// line: Line keeps the whitespace between tokens, so the output has the
// source's layout byte for byte (its indent and line ends), and the
// blanks around the object are kept.
func (s *fileScrubber) docSidecar(w io.Writer, sch *transcript.Schema, data []byte) error {
	start, end := bytes.IndexByte(data, '{'), bytes.LastIndexByte(data, '}')+1
	src := data[start:end]
	fail := func(reason string) error { return &VerifyError{File: "sidecar", Reason: reason} }
	s.w.SetSchema(sch)
	var err error
	if s.out, err = s.w.Line(s.out[:0], src, &s.stats); err != nil {
		return fail("sidecar could not be scrubbed")
	}
	if reason := s.check(src, s.out, false); reason != "" {
		return fail(reason)
	}
	if s.id.Content(s.out) {
		return fail(errIdentity.Error())
	}
	for _, b := range [][]byte{data[:start], s.out, data[end:]} {
		if _, err := w.Write(b); err != nil {
			return err
		}
	}
	return nil
}
