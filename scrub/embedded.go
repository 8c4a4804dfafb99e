package scrub

import (
	"bytes"
	"unicode/utf8"
)

// embedded appends to dst, quotes included, the scrubbed form of v, a
// string at a position that holds embedded JSON (SchemaSpec's
// EmbeddedJSON: Codex function_call arguments, JSON-encoded outputs):
// a string whose decoded bytes are a JSON object or array is scrubbed as
// a line of the same schema would be, from v's position and by the same
// rules (strings holding JSON inside it are scrubbed as strings), and
// written as a JSON string of that output, so that it still parses with
// the source's skeleton. That output keeps the whitespace between the
// inner tokens, and is written in v's form where it can be (see
// writeEmbedded): the string keeps its length and layout.
// It is verified as a line would be (Structural.VerifyLast), here, as
// the verification of the outer line sees it as one string. It reports
// false, and returns dst as it was, for any other string, and for one
// whose scrubbed form does not verify: then v is scrubbed as a string.
func (s *Structural) embedded(dst []byte, v *strVal) ([]byte, bool) {
	if i := skipWS(v.dec, 0); i == len(v.dec) || v.dec[i] != '{' && v.dec[i] != '[' {
		return dst, false
	}
	if s.emb == nil {
		s.emb = NewStructural(s.p)
		s.emb.w.nested = true
		s.emb.SetIdentity(s.w.id)
	}
	if s.emb.w.sch != s.w.sch {
		s.emb.SetSchema(s.w.sch)
	}
	s.emb.w.root = v.at
	out, err := s.emb.Line(s.embOut[:0], v.dec, nil)
	if err == nil {
		err = s.emb.VerifyLast(out)
	}
	if err != nil {
		s.emb.pending = false
		return dst, false
	}
	s.embOut = out
	return s.writeEmbedded(dst, v, out), true
}

// writeEmbedded appends out, the scrubbed JSON embedded in v, as a JSON
// string, quotes included: in v's written form (each of v's escapes an
// escape of the same kind, see encodeLike) when out is valid UTF-8 of
// v's decoded length and that form decodes to out, which it does but
// where out differs from v's decoded bytes at an escape; else with the
// short escapes (appendJSONString), the form JSON encoders write.
func (s *Structural) writeEmbedded(dst []byte, v *strVal, out []byte) []byte {
	if len(out) == len(v.dec) && utf8.Valid(out) {
		n := len(dst)
		dst = append(dst, '"')
		dst = append(encodeLike(dst, v.raw, out, s.w.unesc.escs), '"')
		if dec, _, err := s.embDec.scan(dst, n+1); err == nil && bytes.Equal(dec, out) {
			return dst
		}
		dst = dst[:n]
	}
	return appendJSONString(dst, out)
}
