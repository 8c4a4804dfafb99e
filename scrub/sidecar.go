package scrub

import "io"

// sidecarChunk is the size of the sidecar buffer: the memory Sidecar uses,
// and the longest token it can recognize as a path.
const sidecarChunk = 64 << 10

// Sidecar copies the sidecar file r to w with every byte replaced by an
// ASCII letter or digit, except line breaks (\n, \r), which are kept: the
// output has the same length and line structure, and is valid UTF-8. The
// filler is the run's pad (see fill.go) from its start, repeated: it
// depends on the salt, not on the content. Path tokens (as in transcript strings, see paths.go) are
// pseudonymized like paths in transcript strings, so read-back paths in
// tool output name the same pseudonyms; a token longer than the buffer is
// filler. It streams in bounded memory and adds the file to st.Sidecar and
// its path tokens to st.Paths (st may be nil). It returns the first read
// or write error.
func (s *Structural) Sidecar(w io.Writer, r io.Reader, st *Stats) error {
	if len(s.side) != 2*sidecarChunk {
		s.side = make([]byte, 2*sidecarChunk) // input, then output
	}
	in, out := s.side[:sidecarChunk], s.side[sidecarChunk:]
	ks := &s.sideKey
	ks.rewind()
	var local Stats
	held := 0       // bytes of in held over: an unfinished token
	inLong := false // in starts inside a token too long to be a path
	var total int64
	for {
		m, err := io.ReadFull(r, in[held:])
		held += m
		total += int64(m)
		eof := err == io.EOF || err == io.ErrUnexpectedEOF
		if err != nil && !eof {
			return err
		}
		cut, long := held, false
		if !eof { // in is full
			if k := lastDelim(in[:held]); k >= 0 {
				cut = k + 1
			} else {
				long = true
			}
		}
		chunk := in[:cut]
		copy(out, ks.next(cut))
		keepBreaks(out[:cut], chunk)
		start := 0
		if inLong {
			start = firstDelim(chunk)
		}
		local.Paths.Add(s.f.paths(out[start:cut], chunk[start:]))
		if _, err := w.Write(out[:cut]); err != nil {
			return err
		}
		if eof {
			break
		}
		inLong = long
		held = copy(in, in[cut:held])
	}
	local.Sidecar.add(int(total))
	if st != nil {
		st.Add(local)
	}
	return nil
}

// lastDelim returns the index of the last delimiter in b, or -1.
func lastDelim(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if delim[b[i]] {
			return i
		}
	}
	return -1
}

// firstDelim returns the index of the first delimiter in b, or len(b).
func firstDelim(b []byte) int {
	for i, c := range b {
		if delim[c] {
			return i
		}
	}
	return len(b)
}
