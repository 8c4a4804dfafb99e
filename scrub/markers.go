package scrub

import (
	"bytes"
	"iter"
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
	anchors  []byte     // the distinct anchors
	byAnchor [][]marker // the markers of each, that cannot overlap themselves
	overlap  [][]byte   // markers that can (none of today's schemas has one)
}

// marker is a marker and the offset of its anchor in it.
type marker struct {
	b  []byte
	at int
}

// compileMarkers compiles the markers of a schema; empty ones mark
// nothing.
func compileMarkers(markers []string) *markerSet {
	ms := &markerSet{}
	for _, s := range markers {
		m := []byte(s)
		if len(m) == 0 {
			continue
		}
		if selfOverlaps(m) {
			ms.overlap = append(ms.overlap, m)
			continue
		}
		at := max(0, bytes.IndexFunc(m, func(r rune) bool { return r < utf8.RuneSelf && !isAlnum[r] && r != ' ' }))
		k := bytes.IndexByte(ms.anchors, m[at])
		if k < 0 {
			k = len(ms.anchors)
			ms.anchors = append(ms.anchors, m[at])
			ms.byAnchor = append(ms.byAnchor, nil)
		}
		ms.byAnchor[k] = append(ms.byAnchor[k], marker{m, at})
	}
	return ms
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
// that can.
func (ms *markerSet) in(src []byte) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for g, c := range ms.anchors {
			for i := 0; ; i++ {
				k := bytes.IndexByte(src[i:], c)
				if k < 0 {
					break
				}
				i += k
				for _, m := range ms.byAnchor[g] {
					if p := i - m.at; p >= 0 && bytes.HasPrefix(src[p:], m.b) && !yield(p, len(m.b)) {
						return
					}
				}
			}
		}
		for _, m := range ms.overlap {
			for i := 0; ; {
				k := bytes.Index(src[i:], m)
				if k < 0 {
					break
				}
				i += k
				if !yield(i, len(m)) {
					return
				}
				i += len(m)
			}
		}
	}
}

// keepMarkers copies back into out, the replacement of src, every
// occurrence in src of one of markers: the harness markup stays verbatim
// while what it encloses is scrubbed. A marker is ASCII, so it stands at
// the same place in both.
func keepMarkers(out, src []byte, markers *markerSet) {
	for i, n := range markers.in(src) {
		copy(out[i:i+n], src[i:])
	}
}

// unmarked returns dec with the markers it holds overwritten by blank,
// for Residual, which neither looks for them nor in them: a replacement
// keeps them, so a string of markers alone (<bash-stdout></bash-stdout>)
// is not content, and another string that a marker holds
// ("task-notification") has not survived in it. A string without a
// marker is returned as it is; the copy of one with markers is valid
// until the next call.
func (r *residual) unmarked(dec []byte, blank byte) []byte {
	out, copied := dec, false
	for i, n := range r.markers.in(dec) {
		if !copied {
			r.blanked = append(r.blanked[:0], dec...)
			out, copied = r.blanked, true
		}
		for j := i; j < i+n; j++ {
			out[j] = blank
		}
	}
	return out
}
