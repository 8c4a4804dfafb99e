package scrub

import (
	"errors"

	"github.com/transcrub/transcrub/transcript"
)

// Structural scrubs transcript lines and sidecars. It reuses its buffers
// and hashes from call to call and must not be used by two goroutines at
// once; make one per worker (they may share a Pseudonymizer).
type Structural struct {
	p       *Pseudonymizer
	f       *filler
	w       walker
	rep     []byte // replacement of an escaped string, before encoding
	res     residual
	rw      walker      // Residual's walker
	side    []byte      // sidecar buffer
	sideKey keystream   // sidecar filler
	pending bool        // Line left in res what VerifyLast needs
	emb     *Structural // the scrubber of embedded JSON, made when needed
	embOut  []byte      // its output
	embDec  unescaper   // decodes embedded JSON as written (writeEmbedded)
}

// NewStructural returns a Structural scrubber keyed by p.
func NewStructural(p *Pseudonymizer) *Structural {
	s := &Structural{p: p, f: newFiller(p), sideKey: keystream{pad: p.pad}}
	s.w.h, s.w.shift, s.w.ws = s, p, true
	s.rw.h = &s.res
	s.w.keys = new(keyMemo)
	s.rw.keys = s.w.keys // one schema and identity: see keymemo.go
	s.SetSchema(defaultSchema)
	s.rw.zeroNum = true
	return s
}

// SetSchema makes s scrub lines of the schema sch, their corpus's
// (transcript.Format.Schema); until it is called, Cursor's.
func (s *Structural) SetSchema(sch *transcript.Schema) {
	s.w.setSchema(sch)
	s.rw.setSchema(sch)
	s.f.markers = compileMarkers(sch.Markers)
	s.res.markers = s.f.markers
	s.res.sch = sch
}

// Line appends the scrubbed form of line, one JSON value (a transcript
// line without its line break), to dst, its whitespace between tokens
// (and around the value) as line has it, and adds what it replaced to st
// (which may be nil). If line is not valid JSON or is nested
// deeper than MaxDepth, it returns dst unchanged, st untouched and a
// *SyntaxError.
//
// In the same walk it keeps what VerifyLast needs of line: its skeleton
// and the strings Residual looks for.
func (s *Structural) Line(dst, line []byte, st *Stats) ([]byte, error) {
	n := len(dst)
	r := &s.res
	r.reset()
	s.w.out, s.w.skel, s.w.mirror = dst, r.skel[:0], true
	err := s.w.walk(line)
	out := s.w.out
	r.skel = s.w.skel
	s.w.out, s.w.skel, s.w.mirror = nil, nil, false
	s.pending = err == nil
	if err != nil {
		return out[:n], err
	}
	if st != nil {
		st.Add(s.w.st)
	}
	return out, nil
}

// ErrNotObject is returned by LineFrame for a line that is not a JSON
// object, which makes no frame.
var ErrNotObject = errors.New("scrub: line is not a JSON object")

// LineFrame is Line that also fills f from line through fb, in the same
// walk: the frame transcript's parser would make of line, its invalid
// UTF-8 note included (see transcript.FrameBuilder). On an error f is
// undefined and dst is returned unchanged; a line that is not an object
// fails with ErrNotObject.
func (s *Structural) LineFrame(dst, line []byte, st *Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error) {
	s.pending = false // until Line succeeds
	return lineFrame(&s.w, s.Line, dst, line, st, fb, f)
}

// lineFrame is the LineFrame of a scrubber whose Line is line and whose
// walker is w.
func lineFrame(w *walker, line func(dst, line []byte, st *Stats) ([]byte, error),
	dst, src []byte, st *Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error) {
	if !isObject(src) {
		return dst, ErrNotObject
	}
	out := dst
	err := walkFrame(w, fb, f, src, func() (err error) {
		out, err = line(dst, src, st)
		return err
	})
	return out, err
}

// isObject reports whether line's first token opens an object: a frame's
// line.
func isObject(line []byte) bool {
	i := skipWS(line, 0)
	return i < len(line) && line[i] == '{'
}

// walkFrame runs walk, a walk of line, an object, by w, with fb told its
// tokens: f becomes line's frame when walk succeeds.
func walkFrame(w *walker, fb *transcript.FrameBuilder, f *transcript.Frame, line []byte, walk func() error) error {
	fb.Begin(f, line)
	w.fb = fb
	err := walk()
	w.fb = nil
	if err == nil {
		fb.Finish()
	}
	return err
}

// str is the Line handler: kept strings are copied as written, others
// replaced in their written form.
func (s *Structural) str(dst []byte, v strVal) ([]byte, int) {
	s.res.marksSet = false
	if v.shape == shapeJSON && !v.keep {
		return s.embeddedStr(dst, &v)
	}
	s.w.skel = s.res.source(s.w.skel, &v)
	if v.keep {
		dst = append(dst, '"')
		dst = append(dst, v.raw...)
		return append(dst, '"'), -1
	}
	if v.shape != shapeNone {
		if out, ok := s.shaped(dst, &v); ok {
			return out, len(v.dec)
		}
	}
	return s.plain(dst, &v)
}

// embeddedStr is str for a string at an embedded-JSON position: scrubbed
// as JSON when it holds JSON, its needles for VerifyLast then the ones
// the embedded scrub kept (not found again by a second walk); else as a
// string, a needle whole.
func (s *Structural) embeddedStr(dst []byte, v *strVal) ([]byte, int) {
	s.w.skel = skeletonStr(s.w.skel, v)
	if out, ok := s.embedded(dst, v); ok {
		if !v.pend {
			s.res.adopt(&s.emb.res, v.off)
		}
		return out, len(v.dec)
	}
	if !v.pend {
		s.res.needle(v.dec, v.off)
	}
	return s.plain(dst, v)
}

// plain appends the replacement of v, quotes included, as of any string:
// filler in v's written form, its paths and globs pseudonymized.
func (s *Structural) plain(dst []byte, v *strVal) ([]byte, int) {
	dst = append(dst, '"')
	switch {
	case v.glob:
		s.rep = s.f.glob(s.rep[:0], v.dec)
		dst = encodeLike(dst, v.raw, s.rep, s.w.unesc.escs)
	case v.token:
		s.rep = s.f.token(s.rep[:0], v.dec)
		dst = encodeLike(dst, v.raw, s.rep, s.w.unesc.escs)
	case len(v.raw) == len(v.dec) && !v.term: // no escapes: the replacement is the output
		var paths Count
		dst, paths = s.f.replace(dst, v, s.marks(v))
		s.w.st.Paths.Add(paths)
	default:
		var paths Count
		// encodeLike writes two-character escapes as the source has them,
		// whatever the replacement holds there: the line breaks they
		// stand for need not be kept in s.rep.
		s.rep, paths = s.f.replace(s.rep[:0], v, s.marks(v))
		s.w.st.Paths.Add(paths)
		if v.term {
			s.rep[0] = '?' // not identifier-like, as the source is not kept (disc.go)
		}
		dst = encodeLike(dst, v.raw, s.rep, s.w.unesc.escs)
	}
	return append(dst, '"'), len(v.dec)
}

// marks returns the markers a replacement of v keeps: none for a guarded
// one, else those found in it, by needle if it looked.
func (s *Structural) marks(v *strVal) []span {
	if v.guard || s.f.markers.empty() {
		return nil
	}
	if !s.res.marksSet {
		s.res.marks, s.res.marksSet = s.f.markers.find(s.res.marks[:0], v.dec), true
	}
	return s.res.marks
}

// shaped appends the replacement of v, quotes included, that keeps the
// shape the schema gives it, and reports false (dst as it was) where v
// does not have it: then v is scrubbed as any string.
func (s *Structural) shaped(dst []byte, v *strVal) ([]byte, bool) {
	var ok bool
	switch v.shape {
	case shapeID:
		s.rep, ok = s.f.id(s.rep[:0], v.dec), len(v.dec) > 0
	case shapeTime:
		s.rep, ok = s.p.ShiftTimestamp(s.rep[:0], v.dec)
	case shapeBase64:
		s.rep, ok = s.f.base64(s.rep[:0], v.dec, v.prefix)
	}
	if !ok {
		return dst, false
	}
	dst = append(dst, '"')
	dst = encodeLike(dst, v.raw, s.rep, s.w.unesc.escs)
	return append(dst, '"'), true
}

// settle writes a kept name back as it was written, in the output and the
// skeleton, or looks for it as for any scrubbed string.
func (s *Structural) settle(w *walker, p *pendName, dec []byte, keep bool) int {
	if !keep {
		s.res.needle(dec, p.off)
		return p.n
	}
	copy(w.out[p.out+1:], p.raw)
	keepName(w.skel, p.skel, dec)
	return -1
}
