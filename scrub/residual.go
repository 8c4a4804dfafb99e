package scrub

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"index/suffixarray"
	"slices"

	"github.com/transcrub/transcrub/transcript"
)

// MinResidual is the least number of content bytes (see hasContent) a
// source string must have for Residual to look for it. Shorter strings
// could reappear by chance: a random 6-character replacement matches a
// given string at one position with probability 62^-6.
const MinResidual = 6

// minDigitResidual is MinResidual for a source string of decimal digits
// only. Such a string's replacement is digits too (fillDigits), which
// match a given string of n digits with probability 10^-n, so it is
// looked for from 11 digits on, where that chance is below 62^-6.
const minDigitResidual = 11

// ErrSkeleton is returned by Verify when the output's skeleton differs from
// the source's.
var ErrSkeleton = errors.New("scrub: skeleton of the output differs from the source")

// ResidualError reports a source string that survived scrubbing. It never
// holds content.
type ResidualError struct {
	Offset int // offset of the source string's opening quote in the line
}

func (e *ResidualError) Error() string {
	return fmt.Sprintf("scrub: residue of the string at byte %d", e.Offset)
}

// ErrNoLine is returned by VerifyLast when no successful Line call
// precedes it.
var ErrNoLine = errors.New("scrub: VerifyLast without a preceding Line")

// Verify checks that out is a faithful scrub of the line src: it returns
// ErrSkeleton if Skeleton(out) differs from Skeleton(src), else what
// Residual returns. It costs one walk of each line.
func (s *Structural) Verify(out, src []byte) error {
	if err := s.check(out, src); err != nil {
		return err
	}
	return s.verdict()
}

// VerifyLast is Verify(out, src) for the src of the immediately preceding
// successful Line call on s, which must have returned out (after what the
// caller's dst held): Line kept src's skeleton and the strings to look
// for, so only out is walked. Called after any other method of s, or
// twice, it returns ErrNoLine.
func (s *Structural) VerifyLast(out []byte) error {
	if !s.pending {
		return ErrNoLine
	}
	s.pending = false
	w := &s.rw
	s.res.collectNeedles = false
	w.out = w.out[:0]
	if err := w.walk(out); err != nil {
		return err
	}
	return s.verdict()
}

// VerifyLastFrame is VerifyLast that also fills f from out through fb,
// in the walk VerifyLast makes of it anyway: the frame transcript's
// Parser.Parse makes of out (see Structural.LineFrame), with f.Index
// kept. An output that verifies but is not a JSON object fails with
// ErrNotObject; on any error f is undefined.
func (s *Structural) VerifyLastFrame(out []byte, fb *transcript.FrameBuilder, f *transcript.Frame) error {
	if !isObject(out) {
		if err := s.VerifyLast(out); err != nil {
			return err
		}
		return ErrNotObject
	}
	f.Line, f.Notes = transcript.Line{Bytes: out}, 0
	return walkFrame(&s.rw, fb, f, out, func() error { return s.VerifyLast(out) })
}

// verdict compares the skeletons and looks for residue after both lines
// were walked.
func (s *Structural) verdict() error {
	if !bytes.Equal(s.res.skel, s.rw.out) {
		return ErrSkeleton
	}
	return s.res.residue()
}

// Residual checks out, the scrubbed form of the line src, for surviving
// content: it returns a *ResidualError if the decoded form of a scrubbed
// string or key of src with at least MinResidual content bytes appears
// inside any scrubbed string or key of out. Kept keys and structural values
// are neither looked for nor looked in. Strings made only of public words,
// extensions and punctuation are exempt: a replacement keeps them by
// design. Either line being invalid JSON is reported as by Line.
func (s *Structural) Residual(out, src []byte) error {
	if err := s.check(out, src); err != nil {
		return err
	}
	return s.res.residue()
}

// check walks src and out, collecting needles, haystack and both
// skeletons (the source's in s.res.skel, the output's in s.rw.out).
func (s *Structural) check(out, src []byte) error {
	r, w := &s.res, &s.rw
	s.pending = false
	r.reset()
	r.collectNeedles = true
	w.out = w.out[:0]
	if err := w.walk(src); err != nil {
		return err
	}
	r.skel, w.out = w.out, r.skel[:0]
	r.collectNeedles = false
	return w.walk(out)
}

// residual is the handler of Residual's two walks. It writes skeletons;
// the first walk collects the needles (scrubbed source strings worth
// looking for), the second the haystack (scrubbed output strings, each
// followed by 0xFF, a byte no output string contains, so no needle matches
// across two of them, their markers blanked with 0xFF: see residue).
type residual struct {
	collectNeedles bool
	needles        []byte
	ends, offs     []int
	hay            []byte
	marked         []span   // the strings of hay whose markers are not blanked yet
	skel           []byte   // skeleton of the source
	head, next     []int32  // scan's index: chains of grams by hash
	grams          []uint32 // and each gram's value
	// markers are the schema's harness markup, which a replacement keeps:
	// not content (markers.go); blanked is unmarked's buffer.
	markers *markerSet
	blanked []byte
	// marks are the markers found in the string needle looked at last,
	// when marksSet (Structural.str clears it), which its replacement
	// keeps: found once for both.
	marks    []span
	marksSet bool
	// sch and id are the outer walker's schema and identity, and inner
	// the walker of embedded JSON (embeddedNeedles).
	sch   *transcript.Schema
	id    Identity
	inner *walker
}

// setIdentity makes r, and the walker of embedded JSON, tell identity
// terms by id. (Comparing Identity values instead would panic for one
// whose dynamic type is not comparable.)
func (r *residual) setIdentity(id Identity) {
	r.id = id
	if r.inner != nil {
		r.inner.setIdentity(id)
	}
}

func (r *residual) reset() {
	r.needles, r.ends, r.offs, r.hay, r.marked = r.needles[:0], r.ends[:0], r.offs[:0], r.hay[:0], r.marked[:0]
}

func (r *residual) str(dst []byte, v strVal) ([]byte, int) {
	if r.collectNeedles {
		return r.source(dst, &v), -1
	}
	if !v.keep && !v.pend && !shifted(&v) {
		if !r.markers.empty() {
			r.marked = append(r.marked, span{len(r.hay), len(r.hay) + len(v.dec)})
		}
		r.hay = append(append(r.hay, v.dec...), 0xFF)
	}
	return skeletonStr(dst, &v), -1
}

// settle keeps a settled name in the skeleton, or looks for it (in the
// source) or in it (in the output) as for any scrubbed string.
func (r *residual) settle(w *walker, p *pendName, dec []byte, keep bool) int {
	switch {
	case keep:
		keepName(w.out, p.out, dec)
	case r.collectNeedles:
		r.needle(dec, p.off)
	default:
		r.hay = append(append(r.hay, dec...), 0xFF)
	}
	return -1
}

// source appends the skeleton form of v, a string of the source line, to
// dst and keeps it as a needle if it is worth looking for.
func (r *residual) source(dst []byte, v *strVal) []byte {
	if !v.keep && !v.pend && !r.embeddedNeedles(v) {
		r.needle(v.dec, v.off)
	}
	return skeletonStr(dst, v)
}

// embeddedNeedles keeps, for v, a string holding embedded JSON (see
// embedded.go), the needles of that JSON as a line of the schema at v's
// position: its scrubbed strings, not its kept keys and discriminators,
// which the scrubbed JSON keeps by design (a JSON-encoded output of kept
// words alone, {"status":"ok"}, comes out as it went in). They are
// reported at v's offset. It reports false, keeping nothing, for any
// other string: then v is a needle whole, as when it is scrubbed as a
// string.
func (r *residual) embeddedNeedles(v *strVal) bool {
	if v.shape != shapeJSON {
		return false
	}
	if i := skipWS(v.dec, 0); i == len(v.dec) || v.dec[i] != '{' && v.dec[i] != '[' {
		return false
	}
	w := r.inner
	if w == nil {
		w = &walker{h: r, zeroNum: true, nested: true}
		w.setIdentity(r.id)
		r.inner = w
	}
	if w.sch != r.sch {
		w.setSchema(r.sch)
	}
	w.root, w.out = v.at, w.out[:0]
	n := len(r.ends)
	collect := r.collectNeedles
	r.collectNeedles = true
	err := w.walk(v.dec)
	r.collectNeedles = collect
	if err != nil {
		r.needles, r.ends, r.offs = r.needles[:r.endOf(n)], r.ends[:n], r.offs[:n]
		return false
	}
	for i := n; i < len(r.offs); i++ {
		r.offs[i] = v.off
	}
	return true
}

// adopt keeps the needles of o, the residual of the embedded JSON Line
// has just scrubbed, as needles of the string at offset off that held it.
func (r *residual) adopt(o *residual, off int) {
	base := len(r.needles)
	r.needles = append(r.needles, o.needles...)
	for _, e := range o.ends {
		r.ends = append(r.ends, base+e)
		r.offs = append(r.offs, off)
	}
}

// endOf returns the end in needles of the first n needles.
func (r *residual) endOf(n int) int {
	if n == 0 {
		return 0
	}
	return r.ends[n-1]
}

// needle keeps dec, a scrubbed source string at offset off, if it is worth
// looking for: if it has content, beside its markers if it holds any.
func (r *residual) needle(dec []byte, off int) {
	if !hasContent(dec, MinResidual) || len(dec) < minDigitResidual && digits(dec) {
		return
	}
	if !r.markers.empty() {
		r.marks, r.marksSet = r.markers.find(r.marks[:0], dec), true
		if len(r.marks) > 0 && !hasContent(r.blankedAt(dec, r.marks, ' '), MinResidual) {
			return
		}
	}
	r.needles = append(r.needles, dec...)
	r.ends = append(r.ends, len(r.needles))
	r.offs = append(r.offs, off)
}

// directLimit bounds needles times haystack bytes for looking needles up
// one by one; beyond it, residue indexes the haystack.
const directLimit = 1 << 26

// residue reports the first needle found in the haystack, in source
// order (but that a name outside a block counts where its object closes,
// see disc.go). Many needles, or needles in a haystack that is not short,
// are first ruled out together, in one pass over the haystack (scan).
// Otherwise, or when that pass finds one, they are looked up one by one,
// to name the first: few needles, or a short haystack, directly; many needles in a long haystack (a hostile line of
// a million short strings) through a suffix array of the haystack, so that
// the cost grows as n log n in the line, not as strings times bytes.
//
// The markers of the haystack's strings are blanked only when a needle
// occurs in the haystack as written: blanking takes occurrences away from
// a needle without 0xFF and gives none, so where none occurs before, none
// occurs after, and the markers of most lines are never looked for.
func (r *residual) residue() error {
	if len(r.ends) == 0 {
		return nil
	}
	if len(r.marked) > 0 {
		if bytes.IndexByte(r.needles, 0xFF) < 0 && !r.occurs() {
			return nil
		}
		r.blank()
	}
	if r.scans() {
		if found, ok := r.scan(); ok && !found {
			return nil
		}
	}
	contains := func(needle []byte) bool { return bytes.Contains(r.hay, needle) }
	if int64(len(r.ends))*int64(len(r.hay)) > directLimit {
		idx := suffixarray.New(r.hay)
		contains = func(needle []byte) bool { return len(idx.Lookup(needle, 1)) > 0 }
	}
	start := 0
	for k, end := range r.ends {
		if n := r.needles[start:end]; contains(n) && !WithinPublic(r.hay, n) {
			return &ResidualError{Offset: r.offs[k]}
		}
		start = end
	}
	return nil
}

// occurs reports whether some needle may occur in the haystack: false
// only when scan, or for a few needles a direct look, rules them all out.
func (r *residual) occurs() bool {
	if r.scans() {
		found, ok := r.scan()
		return found || !ok
	}
	if int64(len(r.ends))*int64(len(r.hay)) > directLimit {
		return true
	}
	start := 0
	for _, end := range r.ends {
		if bytes.Contains(r.hay, r.needles[start:end]) {
			return true
		}
		start = end
	}
	return false
}

// blank overwrites with 0xFF the markers of the haystack's strings that
// residual.str noted, as unmarked would: found in each string as written,
// then blanked.
func (r *residual) blank() {
	for _, m := range r.marked {
		copy(r.hay[m.start:m.end], r.unmarked(r.hay[m.start:m.end], 0xFF))
	}
	r.marked = r.marked[:0]
}

// maxWithinPublic bounds the occurrences WithinPublic excuses.
const maxWithinPublic = 16

// WithinPublic reports whether every occurrence of needle in hay lies
// within public path words (see PublicPathWord) that a replacement
// copies, such as "agents" inside a kept subagents/: the words around it,
// from the letters and digits before its start to those after its end,
// are each one. Such an occurrence is the vocabulary of a pseudonym, not
// the source string. More than maxWithinPublic occurrences are not
// excused.
func WithinPublic(hay, needle []byte) bool {
	for i, n := 0, 0; ; n++ {
		k := bytes.Index(hay[i:], needle)
		if k < 0 {
			return n > 0
		}
		if n == maxWithinPublic {
			return false
		}
		a, b := i+k, i+k+len(needle)
		for a > 0 && isAlnum[hay[a-1]] {
			a--
		}
		for b < len(hay) && isAlnum[hay[b]] {
			b++
		}
		for _, w := range alnumRuns(hay[a:b]) {
			if !publicWords.has(w) {
				return false
			}
		}
		i += k + 1
	}
}

// Bounds of scan.
const (
	// Up to fewNeedles needles in a haystack shorter than shortHay,
	// residue looks for each directly: one pass over the haystack costs
	// more than a few searches of it, which mostly end at once.
	fewNeedles  = 8
	shortHay    = 256
	maxIndexLog = 21 // log2 of the largest index
	gramLen     = 4  // the index's grams
	// minStride is the least of scan's strides (see stride), the one a
	// needle of MinResidual bytes allows, and maxStride the most.
	minStride = MinResidual - gramLen + 1
	maxStride = 32
	// maxGrams bounds the grams scan indexes beyond minStride a needle.
	maxGrams = 1 << 16
	mulHash  = 0x9E3779B97F4A7C15
)

// scans reports whether residue rules the needles out together first
// (scan): many of them, or a haystack that is not short.
func (r *residual) scans() bool {
	return len(r.hay) >= MinResidual && (len(r.ends) > fewNeedles || len(r.hay) >= shortHay)
}

// stride is how far scan steps through the haystack: a needle of n bytes
// has n-gramLen+1 grams, at consecutive offsets, so that of its last
// stride grams, stride at most n-gramLen+1, one starts at a multiple of
// stride wherever the needle occurs. It is the most the shortest needle
// allows, but within minStride and maxStride, and, beyond minStride, so
// that scan indexes no more grams than it reads in the haystack (its
// stride grams a needle against the haystack's every stride-th one), and
// at most maxGrams.
func (r *residual) stride() int {
	least, start := maxStride+gramLen-1, 0
	for _, end := range r.ends {
		least, start = min(least, end-start), end
	}
	s := min(least-gramLen+1, maxGrams/len(r.ends))
	for s > minStride && s*s*len(r.ends) > len(r.hay) {
		s--
	}
	return max(minStride, s)
}

// scan reports whether some needle occurs in the haystack, in one pass: it
// indexes the last stride grams of every needle (in a table of at least
// eight buckets a gram, most of them empty), reads the haystack's gram at
// every stride-th byte and confirms each hit with bytes.Equal. ok is
// false when it gave up: the grams it walked past and the bytes it
// compared exceeded a budget proportional to the haystack (crafted
// strings could make many grams share a bucket, or hits that fail late),
// so that its cost stays linear in the line.
func (r *residual) scan() (found, ok bool) {
	stride := r.stride()
	grams := stride * len(r.ends)
	bits := 10
	for bits < maxIndexLog && 1<<bits < 8*grams {
		bits++
	}
	shift := uint(64 - bits)
	if cap(r.head) < 1<<bits {
		r.head = make([]int32, 1<<bits)
	}
	head := r.head[:1<<bits]
	clear(head)
	r.next = slices.Grow(r.next[:0], grams)[:grams]
	r.grams = slices.Grow(r.grams[:0], grams)[:grams]
	next, gram := r.next, r.grams
	// Gram e is needle e/stride's, ending e%stride bytes before its end.
	for k, end := range r.ends {
		for j := range stride {
			e := k*stride + j
			gram[e] = gramAt(r.needles, end-gramLen-j)
			h := uint64(gram[e]) * mulHash >> shift
			next[e] = head[h]
			head[h] = int32(e + 1)
		}
	}
	hay, last := r.hay, len(r.hay)-gramLen // the last gram's index
	budget := 4*len(r.hay) + 1<<16
	for i := nextHit(hay, head, 0, last, shift, stride); i <= last; i = nextHit(hay, head, i+stride, last, shift, stride) {
		w := gramAt(hay, i)
		for g := head[uint64(w)*mulHash>>shift]; g != 0; g = next[g-1] {
			if budget--; budget < 0 {
				return false, false
			}
			if gram[g-1] != w {
				continue
			}
			found, cost := r.at(int(g-1), i, stride)
			if budget -= cost; budget < 0 {
				return false, false
			}
			if found {
				return true, true
			}
		}
	}
	return false, true
}

// nextHit returns the first index from i on, in steps of stride, whose
// gram in hay has a bucket in head that is not empty, or an index past
// last: scan's loop over the haystack, where it spends its time, over a
// slice it shortens (no bounds to check a gram), kept out of line so that
// its variables stay in registers.
//
//go:noinline
func nextHit(hay []byte, head []int32, i, last int, shift uint, stride int) int {
	if i > last {
		return i
	}
	grams := hay[i : last+gramLen] // from the gram at i to the last
	for head[uint64(binary.LittleEndian.Uint32(grams))*mulHash>>(shift&63)] == 0 {
		if len(grams) < stride+gramLen { // the gram at i was the last
			return last + 1
		}
		grams = grams[stride:]
	}
	return last + gramLen - len(grams)
}

// at reports whether the needle of gram e (see scan, which indexed them at
// stride) occurs in the haystack where its gram stands at hay[i:], and
// the bytes it compared.
func (r *residual) at(e, i, stride int) (found bool, cost int) {
	k, j := e/stride, e%stride
	n := r.needles[r.endOf(k):r.ends[k]]
	at := i + gramLen + j - len(n)
	if at < 0 || at+len(n) > len(r.hay) {
		return false, 0
	}
	return bytes.Equal(r.hay[at:at+len(n)], n), len(n)
}

// gramAt is the gram at b[i:] as a number.
func gramAt(b []byte, i int) uint32 { return binary.LittleEndian.Uint32(b[i:]) }
