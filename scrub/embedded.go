package scrub

// embedded appends to dst, quotes included, the scrubbed form of v, a
// string at a position that holds embedded JSON (SchemaSpec's
// EmbeddedJSON: Codex function_call arguments, JSON-encoded outputs):
// a string whose decoded bytes are a JSON object or array is scrubbed as
// a line of the same schema would be, from v's position and by the same
// rules (strings holding JSON inside it are scrubbed as strings), and
// written as a JSON string of that output, so that it still parses with
// the source's skeleton. That output keeps the whitespace between the
// inner tokens, written with the short escapes (\n, \t, \r) JSON has for
// it: the string has the source's length and layout when the source
// wrote them so, as JSON encoders do.
// It is verified as a line would be (Structural.VerifyLast), here, as
// the verification of the outer line sees it as one string. It reports
// false, and returns dst as it was, for any other string, and for one
// whose scrubbed form does not verify: then v is scrubbed as a string.
func (s *Structural) embedded(dst []byte, v strVal) ([]byte, bool) {
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
	return appendJSONString(dst, out), true
}
