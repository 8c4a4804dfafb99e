package scrub

import (
	"bytes"
	"io"
	"unicode/utf8"

	"github.com/transcrub/transcrub/rules"
)

// Sidecars are redacted as text in windows of up to redactWindow bytes.
// Of each window only a prefix is written: it ends at a line break at least
// redactOverlap bytes before the window's end (or at the end of the file),
// moved past any match that crosses it; the rest is matched again as the
// start of the next window. So a multi-line secret up to redactOverlap
// bytes long (a PEM private key is a few KB) that starts in the written
// part lies wholly inside the window and is matched as a whole. A line
// longer than the window is cut where it must be.
const (
	redactWindow  = 256<<10 + redactOverlap
	redactOverlap = 64 << 10
)

// sidecarState is Sidecar's reusable memory.
type sidecarState struct {
	in, out []byte
	check   []byte // the output's residual text: a tail of the last write, then the new output
}

// Sidecar copies the sidecar r to w, redacted as Line redacts a string,
// and checks its own output as Check checks a line: matching the rules
// again over what it writes (with a tail of the previous write, so a match
// across two writes is seen) must find nothing outside placeholders but
// punctuation, or it returns a *RedactResidueError and stops (the caller
// must discard what was written). It streams in bounded memory. It adds
// to st (may be nil) the file in Sidecar if something was redacted, and
// rename replacements in Paths. Placeholders and rule counts are
// recorded only if it succeeds. It returns the first read or write error.
func (r *Redactor) Sidecar(w io.Writer, rd io.Reader, st *Stats) error {
	s := &r.side
	if len(s.in) != redactWindow {
		s.in = make([]byte, redactWindow)
	}
	var local Stats
	r.renames = &local.Paths
	r.pendRules, r.pendRefs, r.pendUses = r.pendRules[:0], r.pendRefs[:0], r.pendUses[:0]
	s.check = s.check[:0]
	held, redacted := 0, -1
	var written int64 // output bytes written before s.check's new part
	for {
		m, err := io.ReadFull(rd, s.in[held:])
		held += m
		eof := err == io.EOF || err == io.ErrUnexpectedEOF
		if err != nil && !eof {
			return err
		}
		text := s.in[:held]
		r.find(asString(text))
		cut := held
		if !eof {
			cut = windowCut(text, r.ms)
			for cut > 0 && cut < held && !utf8.RuneStart(text[cut]) {
				cut-- // never split a character between windows
			}
		}
		r.echo.note(text[:cut], r.ms)
		r.ms = r.echo.add(r.ms, text[:cut])
		validUTF8(text[:cut])
		r.spans = r.x.placeholders(r.spans[:0], asString(text[:cut]))
		var n int
		s.out, n = r.rewrite(s.out[:0], text[:cut])
		if err := r.checkSidecar(&n, int(written)); err != nil {
			return err
		}
		if n > 0 {
			redacted = max(redacted, 0) + n
		}
		if _, err := w.Write(s.out); err != nil {
			return err
		}
		written += int64(len(s.out))
		s.check = keepTail(s.check)
		if eof {
			break
		}
		held = copy(s.in, s.in[cut:held])
	}
	if redacted >= 0 {
		local.Sidecar.add(redacted)
	}
	r.commit()
	if st != nil {
		st.Add(local)
	}
	return nil
}

// checkSidecar is the residual pass of the output s.out: it matches the
// rules over it, after the tail of the previous output that s.check
// holds, and fails closed on residue (see residueRuns), as Check does for
// a line. Residue that a replacement made in s.out, rare, is rewritten as
// apply rewrites it, up to maxPasses times, adding the bytes replaced to
// *n; residue in the tail, already written, is an error. written is the
// offset of s.out in the output.
func (r *Redactor) checkSidecar(n *int, written int) error {
	s := &r.side
	tail := len(s.check)
	for pass := 0; ; pass++ {
		s.check = append(s.check[:tail], s.out...)
		m, ok := r.ck.residue(asString(s.check))
		if !ok {
			return nil
		}
		if m.Start < tail || pass == maxPasses {
			return &RedactResidueError{Offset: written - tail + m.Start, Rule: m.Rule.ID}
		}
		// Every match before m is clean: rewrite s.out with those that
		// start in it.
		ms := r.ms[:0]
		for _, m := range r.ms {
			if m.Start >= tail {
				m.Start, m.End = m.Start-tail, m.End-tail
				ms = append(ms, m)
			}
		}
		r.ms = ms
		r.spans = r.x.placeholders(r.spans[:0], asString(s.out))
		var k int
		r.pass, k = r.rewrite(r.pass[:0], s.out)
		s.out, r.pass = r.pass, s.out
		if k > 0 {
			*n = max(*n, 0) + k
		}
	}
}

// validUTF8 replaces, in place, each byte of b that is not part of valid
// UTF-8 with '?': the output is text a receiver can read, and no byte the
// rules did not understand passes through.
func validUTF8(b []byte) {
	if utf8.Valid(b) {
		return // the common case, checked eight bytes at a time
	}
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			b[i] = '?'
		}
		i += n
	}
}

// windowCut returns where the written part of a full window ends (see
// redactWindow); ms are the window's matches, sorted.
func windowCut(text []byte, ms []rules.Match) int {
	limit := len(text) - redactOverlap
	cut := bytes.LastIndexByte(text[:limit], '\n') + 1
	if cut == 0 {
		cut = limit
	}
	for _, m := range ms {
		if m.Start >= cut {
			break
		}
		if m.End > cut {
			cut = m.End
			if k := bytes.IndexByte(text[cut:], '\n'); k >= 0 {
				cut += k + 1
			}
		}
	}
	return cut
}

// keepTail keeps the end of the residual text that the next write's check
// must see again: up to redactOverlap bytes, from a line start if there is
// one.
func keepTail(b []byte) []byte {
	if len(b) <= redactOverlap {
		return b
	}
	from := len(b) - redactOverlap
	if k := bytes.IndexByte(b[from:], '\n'); k >= 0 {
		from += k + 1
	}
	return b[:copy(b, b[from:])]
}
