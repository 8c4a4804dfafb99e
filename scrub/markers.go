package scrub

import (
	"bytes"
	"iter"
	"strings"
	"unicode/utf8"
)

// markerSet is a schema's harness markup (transcript.SchemaSpec.Markers,
// such as <command-name> and </command-name>), which a parser of the
// format branches on, compiled for the search: the markers grouped by an
// anchor, a byte each holds, so that a string is scanned once per
// distinct anchor rather than once per marker. A marker's anchor is its
// first byte that is neither a letter, a digit nor a space, else its
// first byte: punctuation is rarer in text than letters, so Codex's
// "Chunk ID: " and "Wall time: " are looked for at each ':', not at each
// 'C' and 'W' (three scans for its sixteen markers; two, '<' and '[',
// for Claude Code's).
type markerSet struct {
	anchors  []byte        // the distinct anchors
	byAnchor []anchorGroup // the markers of each, that cannot overlap themselves
	overlap  []marker      // markers that can (none of today's schemas has one)
}

// anchorGroup is the markers of one anchor, and the bytes that stand
// before and after the anchor in them: most occurrences of a common
// anchor (the ':' of "file.go:12:") have none of them around it, and are
// passed over without a marker's comparison. first is set when some
// marker starts with its anchor, which any byte may precede, last when
// one ends with it.
type anchorGroup struct {
	markers       []marker
	before, after [256]bool
	first, last   bool
}

// add adds m to g.
func (g *anchorGroup) add(m marker) {
	g.markers = append(g.markers, m)
	if m.at == 0 {
		g.first = true
	} else {
		g.before[m.lit[m.at-1]] = true
	}
	if m.at == len(m.lit)-1 {
		g.last = true
	} else {
		g.after[m.lit[m.at+1]] = true
	}
}

// at reports whether a marker of g may hold the anchor at src[i].
func (g *anchorGroup) at(src []byte, i int) bool {
	return (g.first || i > 0 && g.before[src[i-1]]) && (g.last || i+1 < len(src) && g.after[src[i+1]])
}

// marker is one compiled marker: its text up to the number it holds, if
// it holds one (num 'd' or 'f', as %d and %f), its text after, and the
// offset of its anchor in lit.
type marker struct {
	lit, tail []byte
	num       byte
	at        int
}

// compileMarkers compiles the markers of a schema; empty ones mark
// nothing.
func compileMarkers(markers []string) *markerSet {
	ms := &markerSet{}
	for _, s := range markers {
		m := marker{lit: []byte(s)}
		if i := strings.Index(s, "%"); i >= 0 && i+1 < len(s) && (s[i+1] == 'd' || s[i+1] == 'f') {
			m = marker{lit: []byte(s[:i]), num: s[i+1], tail: []byte(s[i+2:])}
		}
		if len(m.lit) == 0 {
			continue
		}
		if selfOverlaps(m.lit) {
			ms.overlap = append(ms.overlap, m)
			continue
		}
		m.at = max(0, bytes.IndexFunc(m.lit, func(r rune) bool { return r < utf8.RuneSelf && !isAlnum[r] && r != ' ' }))
		k := bytes.IndexByte(ms.anchors, m.lit[m.at])
		if k < 0 {
			k = len(ms.anchors)
			ms.anchors = append(ms.anchors, m.lit[m.at])
			ms.byAnchor = append(ms.byAnchor, anchorGroup{})
		}
		ms.byAnchor[k].add(m)
	}
	return ms
}

// maxMarkerNumber is the longest number a marker keeps (an exit code, a
// count of tokens, seconds to the ten-thousandth): a longer one, as a
// phone or card number written after a marker's text would be, is
// scrubbed with the text it stands in.
const maxMarkerNumber = 7

// size returns the length of the marker at the start of src, its number
// and the text after that included, or 0 when it does not stand there.
// A marker whose number is missing or longer than maxMarkerNumber is its
// text alone.
func (m marker) size(src []byte) int {
	if !bytes.HasPrefix(src, m.lit) {
		return 0
	}
	n := len(m.lit)
	if m.num == 0 {
		return n
	}
	j := n
	if m.num == 'd' && j < len(src) && src[j] == '-' {
		j++
	}
	digits := j
	for j < len(src) && ('0' <= src[j] && src[j] <= '9' || m.num == 'f' && src[j] == '.') {
		j++
	}
	if j == digits || src[digits] == '.' || j-n > maxMarkerNumber {
		return n
	}
	if bytes.HasPrefix(src[j:], m.tail) {
		j += len(m.tail)
	}
	return j
}

// selfOverlaps reports whether two occurrences of m can overlap: a
// proper prefix of m is also its suffix.
func selfOverlaps(m []byte) bool {
	for n := 1; n < len(m); n++ {
		if bytes.Equal(m[:n], m[len(m)-n:]) {
			return true
		}
	}
	return false
}

// empty reports whether the set has no marker.
func (ms *markerSet) empty() bool { return ms == nil || len(ms.anchors)+len(ms.overlap) == 0 }

// in yields the offset and length of each occurrence of a marker in src,
// in no particular order: every occurrence of a marker that cannot
// overlap itself, and the non-overlapping ones, left to right, of one
// that can. An occurrence's length takes in the number it holds. A
// marker is compared only where its anchor and first byte both stand.
func (ms *markerSet) in(src []byte) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for g, c := range ms.anchors {
			grp := &ms.byAnchor[g]
			for i := 0; ; i++ {
				k := bytes.IndexByte(src[i:], c)
				if k < 0 {
					break
				}
				i += k
				if !grp.at(src, i) {
					continue
				}
				for _, m := range grp.markers {
					if p := i - m.at; p >= 0 && src[p] == m.lit[0] {
						if n := m.size(src[p:]); n > 0 && !yield(p, n) {
							return
						}
					}
				}
			}
		}
		for _, m := range ms.overlap {
			for i := 0; ; {
				k := bytes.Index(src[i:], m.lit)
				if k < 0 {
					break
				}
				i += k
				n := m.size(src[i:])
				if !yield(i, n) {
					return
				}
				i += n
			}
		}
	}
}

// find appends the occurrences of a marker in src to dst, as in yields
// them.
func (ms *markerSet) find(dst []span, src []byte) []span {
	for i, n := range ms.in(src) {
		dst = append(dst, span{i, i + n})
	}
	return dst
}

// keepMarkers copies back into out, the replacement of src, the markers
// found in src (markerSet.find): the harness markup stays verbatim while
// what it encloses is scrubbed. A marker is ASCII, so it stands at the
// same place in both.
func keepMarkers(out, src []byte, found []span) {
	for _, m := range found {
		copy(out[m.start:m.end], src[m.start:])
	}
}

// unmarked returns dec with the markers it holds overwritten by blank,
// for Residual, which neither looks for them nor in them: a replacement
// keeps them, so a string of markers alone (<bash-stdout></bash-stdout>)
// is not content, and another string that a marker holds
// ("task-notification") has not survived in it. A string without a
// marker is returned as it is (dec itself); the copy of one with markers
// is valid until the next call.
func (r *residual) unmarked(dec []byte, blank byte) []byte {
	r.marks = r.markers.find(r.marks[:0], dec)
	return r.blankedAt(dec, r.marks, blank)
}

// blankedAt returns dec with the markers found in it overwritten by
// blank, as unmarked does.
func (r *residual) blankedAt(dec []byte, found []span, blank byte) []byte {
	if len(found) == 0 {
		return dec
	}
	r.blanked = append(r.blanked[:0], dec...)
	for _, m := range found {
		for j := m.start; j < m.end; j++ {
			r.blanked[j] = blank
		}
	}
	return r.blanked
}
