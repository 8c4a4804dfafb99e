package scrub

import "bytes"

// This file decides the discriminators below the frame's own structural
// positions: the values of "type", "subtype", "status", "role" and "kind"
// at any depth (a turn_ended block's status, a text block nested in a
// tool result, a type inside a tool input), and of "name" in a tool-like
// object (one whose kept "type" names a tool call, see toolLike).
//
// Such a value is kept when it is identifier-like, not token-like and
// not an identity term (Identity); otherwise it is content, replaced like
// a structural value that fails the test: so that the replacement fails
// it too, a token by class (tokenkey.go), anything else keeping its
// punctuation, and an identity term with its first byte made '?'.
//
// Key order is not guaranteed, so a name is decided when its object
// closes: the walker writes it as scrubbed, and settles it then (see
// walker.settle). Its skeleton form is the same length either way: the
// kept value, or as many '*' as its decoded bytes.

// Identity tells identity terms (a user name, a host name, a listed word)
// from other identifiers; structural mode does not keep an identifier
// that is or holds one where it would keep a discriminator (Has), nor an
// object key below the frame's block objects that holds one as a whole
// word (Key). It must be safe for concurrent use.
type Identity interface {
	Has(word []byte) bool
	Key(key []byte) bool
}

// SetIdentity makes s scrub discriminator values that id calls identity
// terms (none without a call). Call it before the first line.
func (s *Structural) SetIdentity(id Identity) {
	s.w.setIdentity(id)
	s.rw.setIdentity(id)
	s.res.setIdentity(id)
	if s.emb != nil {
		s.emb.SetIdentity(id)
	}
}

// toolLike reports whether a kept type names a tool call: tool_use,
// server_tool_use, tool_call, function_call and the like.
func toolLike(t []byte) bool {
	for _, s := range [...]string{"tool_use", "tool_call", "function_call", "tool-use", "tool-call"} {
		if bytes.HasSuffix(t, []byte(s)) {
			return true
		}
	}
	return false
}

// classifyDisc classifies v, the value of a discriminator key or of a
// name: as a structural value, then an identity term is scrubbed too.
func (w *walker) classifyDisc(v *strVal) {
	v.classify(valueChars)
	if v.keep && w.id != nil && w.id.Has(v.dec) {
		v.keep, v.guard, v.term = false, true, true
	}
}

// pendName is a name the walker wrote as scrubbed until its object
// closes.
type pendName struct {
	depth     int // of its object in the walker's stack
	slot      ctx // its position, for the count
	n         int // what the handler replaced, for the count
	out, skel int // where the handler's forms of it start in the walker's out and skel
	raw       []byte
	dec       int // where its decoded bytes start in walker.pendDec
	off       int
}

// settle decides the names of the object closing at depth len(w.stack):
// kept if the object is tool-like.
func (w *walker) settle(tool bool) {
	for len(w.pend) > 0 {
		p := &w.pend[len(w.pend)-1]
		if p.depth != len(w.stack) {
			return
		}
		if n := w.h.settle(w, p, w.pendDec[p.dec:], tool); n >= 0 {
			w.count(w.info(p.slot), n)
		}
		w.pendDec = w.pendDec[:p.dec]
		w.pend = w.pend[:len(w.pend)-1]
	}
}

// keepName writes, in place, the kept form dec of a settled name into a
// skeleton at at, which holds its scrubbed form: '*' as long as dec.
func keepName(skel []byte, at int, dec []byte) {
	copy(skel[at+1:], dec)
}
