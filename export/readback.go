package export

import (
	"bufio"
	"cmp"
	"errors"
	"io"
	"slices"

	"github.com/klauspost/compress/zstd"
)

// This file reads scrubbed output back from the spool on the workers, for
// the stages that follow a scrub pass: the recheck of identity terms found
// late and redaction's renumbering. The files of a spool frame are read as
// one run, in order, through one decoder.

// run is the files out[first:end] of a scrub pass's output, those that
// share a spool frame.
type run struct{ first, end int }

// runs splits out, sorted by bundle path, into its runs, largest first
// (decompressed bytes, then bundle order), so that the workers that read
// them end together.
func runs(out []scrubbed) []run {
	var rs []run
	for i := range out {
		if i == 0 || out[i].zst != out[i-1].zst {
			rs = append(rs, run{first: i})
		}
		rs[len(rs)-1].end = i + 1
	}
	size := func(r run) int64 { return out[r.end-1].at + out[r.end-1].size - out[r.first].at }
	slices.SortStableFunc(rs, func(a, b run) int { return cmp.Compare(size(b), size(a)) })
	return rs
}

// runReader reads the files of runs back, line by line, with one decoder
// kept from run to run (a plain frame needs none). Not safe for
// concurrent use; close releases the decoder.
type runReader struct {
	f    *frame // of the run begun
	zr   *zstd.Decoder
	pos  int64 // in the frame begun, decompressed
	br   *bufio.Reader
	line []byte // a line longer than br's buffer
}

// begin starts reading f, the frame of the next run.
func (r *runReader) begin(f *frame) error {
	r.f, r.pos = f, 0
	if r.br == nil {
		r.br = bufio.NewReaderSize(nil, 1<<20)
	}
	if f.plain {
		return nil
	}
	sec := io.NewSectionReader(f.r, f.off, f.n)
	if r.zr == nil {
		var err error
		r.zr, err = zstd.NewReader(sec, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
		return err
	}
	return r.zr.Reset(sec)
}

// content returns the content of s, a file of the frame begun after those
// read.
func (r *runReader) content(s scrubbed) (io.Reader, error) {
	if r.f.plain {
		return io.NewSectionReader(r.f.r, r.f.off+s.at, s.size), nil
	}
	if _, err := io.CopyN(io.Discard, r.zr, s.at-r.pos); err != nil {
		return nil, err
	}
	r.pos = s.at + s.size
	return io.LimitReader(r.zr, s.size), nil
}

// lines calls fn with each line of s, a file of the frame begun after
// those read: its line end included, the last one's if it has one. line
// is valid until fn returns.
func (r *runReader) lines(s scrubbed, fn func(line []byte) error) error {
	src, err := r.content(s)
	if err != nil {
		return err
	}
	r.br.Reset(src)
	r.line = r.line[:0] // what a failed call left
	var n int64
	for {
		chunk, err := r.br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			r.line = append(r.line, chunk...)
			continue
		}
		line := chunk
		if len(r.line) > 0 {
			r.line = append(r.line, chunk...)
			line = r.line
		}
		if len(line) > 0 {
			n += int64(len(line))
			if ferr := fn(line); ferr != nil {
				return ferr
			}
			r.line = r.line[:0]
		}
		if errors.Is(err, io.EOF) {
			if n != s.size {
				return io.ErrUnexpectedEOF
			}
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// close releases the decoder.
func (r *runReader) close() {
	if r.zr != nil {
		r.zr.Close()
	}
}
