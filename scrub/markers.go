package scrub

import (
	"bytes"
	"slices"
)

// keepMarkers copies back into out, the replacement of src, every
// occurrence in src of one of markers: the harness markup of the schema
// (transcript.SchemaSpec.Markers, such as <command-name> and
// </command-name>), which a parser of the format branches on, stays
// verbatim while what it encloses is scrubbed. A marker is ASCII, so it
// stands at the same place in both.
func keepMarkers(out, src []byte, markers [][]byte) {
	for _, m := range markers {
		for i := 0; ; {
			k := bytes.Index(src[i:], m)
			if k < 0 {
				break
			}
			i += k
			copy(out[i:], m)
			i += len(m)
		}
	}
}

// unmarked returns dec with the markers it holds overwritten by blank,
// for Residual, which neither looks for them nor in them: a replacement
// keeps them, so a string of markers alone (<bash-stdout></bash-stdout>)
// is not content, and another string that a marker holds
// ("task-notification") has not survived in it. It is valid until the
// next call.
func (r *residual) unmarked(dec []byte, blank byte) []byte {
	r.mask = slices.Grow(r.mask[:0], len(dec))[:len(dec)]
	clear(r.mask)
	keepMarkers(r.mask, dec, r.markers)
	r.blanked = append(r.blanked[:0], dec...)
	for i, c := range r.mask {
		if c != 0 {
			r.blanked[i] = blank
		}
	}
	return r.blanked
}
