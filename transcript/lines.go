package transcript

import (
	"bufio"
	"bytes"
	"errors"
	"io"
)

// DefaultMaxLine is the default per-line limit. There is no maximum block
// size in the format; the limit only bounds memory against hostile input.
const DefaultMaxLine = 64 << 20

// Line is one physical line of a transcript file.
type Line struct {
	Bytes  []byte // without BOM and line terminator; valid until the next call
	Num    int    // 1-based
	Offset int64  // byte offset of the line's first byte in the file
	BOM    bool   // a UTF-8 BOM was stripped from the front
	CRLF   bool   // the line ended in CR LF; the CR was stripped
	// NoNewline is set on a last line that ends at end of file without a
	// line feed.
	NoNewline bool
}

var bom = []byte{0xEF, 0xBB, 0xBF}

// LineReader splits a file into lines with an explicit per-line limit.
// Lines longer than the limit are skipped without being held in memory.
type LineReader struct {
	br      *bufio.Reader
	max     int
	buf     []byte
	num     int
	off     int64
	tooLong bool // the last line returned was skipped for length
}

// NewLineReader returns a LineReader over r. maxLine <= 0 means
// DefaultMaxLine.
func NewLineReader(r io.Reader, maxLine int) *LineReader {
	if maxLine <= 0 {
		maxLine = DefaultMaxLine
	}
	return &LineReader{br: bufio.NewReaderSize(r, 256<<10), max: maxLine}
}

// Reset makes lr read r from the beginning, keeping its buffers.
func (lr *LineReader) Reset(r io.Reader) {
	lr.br.Reset(r)
	lr.buf = lr.buf[:0]
	lr.num, lr.off, lr.tooLong = 0, 0, false
}

// TooLong reports whether the line just returned exceeded the limit; its
// Bytes are then empty.
func (lr *LineReader) TooLong() bool { return lr.tooLong }

// Next returns the next line, or io.EOF after the last one. Other errors
// are read errors and end the file.
func (lr *LineReader) Next() (Line, error) {
	lr.tooLong = false
	start := lr.off
	lr.buf = lr.buf[:0]
	n := 0 // bytes consumed for this line, including the terminator
	newline := false
	b := lr.buf
	for {
		chunk, err := lr.br.ReadSlice('\n')
		n += len(chunk)
		if err == nil && n == len(chunk) {
			// The whole line is in the reader's buffer: no copy.
			b, newline = chunk, true
			break
		}
		if !lr.tooLong {
			if len(lr.buf)+len(chunk) > lr.max+2 { // room for CR LF
				lr.tooLong = true
				lr.buf = lr.buf[:0]
			} else {
				lr.buf = append(lr.buf, chunk...)
			}
		}
		if err == nil {
			b, newline = lr.buf, true
			break
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if errors.Is(err, io.EOF) {
			if n == 0 {
				return Line{}, io.EOF
			}
			b = lr.buf
			break
		}
		return Line{}, err
	}
	lr.num++
	lr.off += int64(n)
	l := Line{Num: lr.num, Offset: start, NoNewline: !newline}
	if newline && !lr.tooLong {
		b = b[:len(b)-1]
		if len(b) > 0 && b[len(b)-1] == '\r' {
			b = b[:len(b)-1]
			l.CRLF = true
		}
	}
	if lr.num == 1 && bytes.HasPrefix(b, bom) {
		b = b[len(bom):]
		l.BOM = true
	}
	if !lr.tooLong && len(b) > lr.max {
		lr.tooLong = true
		b = nil
	}
	l.Bytes = b
	return l, nil
}
