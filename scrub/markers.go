package scrub

import "bytes"

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
