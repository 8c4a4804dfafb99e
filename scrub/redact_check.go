package scrub

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"github.com/transcrub/transcrub/rules"
)

// RedactResidueError reports a rule match left in redacted output. It
// never holds content: the rule id comes from the rule set, never from the
// data (identity literals have fixed ids).
type RedactResidueError struct {
	// Offset is, for a line, the offset of the output string's opening
	// quote; for a sidecar, the offset of the match in the output.
	Offset int
	Rule   string
}

func (e *RedactResidueError) Error() string {
	return fmt.Sprintf("scrub: rule %s matches the redacted output at byte %d", e.Rule, e.Offset)
}

// Check verifies out, the redacted form of the line src, and fails closed:
//
//   - out must be valid UTF-8 JSON (a *SyntaxError otherwise);
//   - it must have src's redaction skeleton (ErrSkeleton otherwise): the
//     same containers, key order, array lengths, value types and numbers,
//     and the same schema strings (see Redactor.schema) at the same
//     places; every other string and key is only a marker, since
//     redaction may change it;
//   - and matching the rule set, with the rename and identity literals,
//     on every decoded output string but the verbatim ones (see
//     Redactor.verbatim) finds nothing outside provisional placeholders
//     but punctuation (a *RedactResidueError names the first string and
//     rule otherwise).
//
// The residual check of a line that is not the line this Redactor's Line
// has just written, or that Line could not make clean, runs the matcher
// on every output string. For the line Line has just written clean it is
// already done: Line matched every string it redacted once more after
// the last replacement and found no residue, and every other output
// string is the very text Line matched and found nothing in (the matcher
// is a function of the text). So Check(src, src) of a line with a secret
// fails, and so does the output of Line with anything pasted in.
// Likewise src's skeleton: Line wrote it as it walked src, so Check walks
// src only when it is not the line Line has just walked.
func (r *Redactor) Check(out, src []byte) error {
	if !utf8.Valid(out) {
		return syntaxError(invalidUTF8At(out), "invalid UTF-8")
	}
	c, w := &r.ck, &r.cw
	c.src, c.err = true, nil
	c.done = r.lastClean && bytes.Equal(out, r.lastOut)
	skel := r.lastSkel // Line's mirror: the skeleton of the source it walked
	if !c.done || !bytes.Equal(src, r.lastSrc) {
		w.out = c.skel[:0]
		err := w.walk(src)
		c.skel, skel = w.out, w.out
		if err != nil {
			w.out = nil
			return err
		}
	}
	c.src = false
	w.out = c.skelOut[:0]
	err := w.walk(out)
	c.skelOut, w.out = w.out, nil
	if err != nil {
		return err
	}
	if !bytes.Equal(skel, c.skelOut) {
		return ErrSkeleton
	}
	return c.err
}

// invalidUTF8At returns the offset of the first invalid UTF-8 in b.
func invalidUTF8At(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return len(b)
}

// redactCheck is the handler of Check's two walks: it writes the
// redaction skeleton and, on the output, looks for residue.
type redactCheck struct {
	r       *Redactor
	src     bool  // walking the source
	done    bool  // the output's residual check is done (see Check)
	err     error // the first residue in the output
	skel    []byte
	skelOut []byte
	spans   []span
}

// str writes v's skeleton form and, on the output, looks for residue. A
// base64 payload the schema names has the filler in its skeleton: the
// source's filler on the source's walk, the payload itself on the
// output's. The output's payload is not matched: the skeletons are equal
// only if it is the source's filler, which is ours.
func (c *redactCheck) str(dst []byte, v strVal) ([]byte, int) {
	if c.src {
		if fill, ok := c.r.base64Filler(&v); ok {
			return appendBase64Skeleton(dst, fill), -1
		}
	} else if v.shape == shapeBase64 && isBase64(v.dec) {
		return appendBase64Skeleton(dst, v.dec), -1
	}
	if !c.src && !c.done && c.err == nil {
		if verbatim, _ := c.r.verbatim(&v); !verbatim {
			if m, ok := c.residue(asString(v.dec)); ok {
				c.err = &RedactResidueError{Offset: v.off, Rule: m.Rule.ID}
			}
		}
	}
	return c.skeleton(dst, &v, c.r.schema(&v)), -1
}

// appendBase64Skeleton appends the skeleton form of a base64 payload
// whose filler (or, on the output, whose text) is fill: a byte no other
// skeleton string starts with, then fill.
func appendBase64Skeleton(dst, fill []byte) []byte {
	dst = append(dst, '"', 0)
	dst = append(dst, fill...)
	return append(dst, '"')
}

// settle: a name has the same redaction skeleton either way.
func (c *redactCheck) settle(*walker, *pendName, []byte, bool) int { return -1 }

// skeleton appends the redaction skeleton form of v to dst: a schema
// string as it is, any other as a marker.
func (c *redactCheck) skeleton(dst []byte, v *strVal, schema bool) []byte {
	if schema {
		dst = append(dst, '"')
		dst = append(dst, v.dec...) // identifier-like: nothing to escape
		return append(dst, '"')
	}
	return append(dst, `"*"`...)
}

// residue returns the first match in s that has residue (see
// residueRuns).
func (c *redactCheck) residue(s string) (rules.Match, bool) {
	r := c.r
	r.find(s)
	if len(r.ms) == 0 {
		return rules.Match{}, false
	}
	c.spans = r.x.placeholders(c.spans[:0], s)
	for _, m := range r.ms {
		for range residueRuns(s, m, c.spans) {
			return m, true
		}
	}
	return rules.Match{}, false
}
