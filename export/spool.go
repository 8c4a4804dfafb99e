package export

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"io"
	"os"
	"slices"
	"sync"

	"github.com/klauspost/compress/zstd"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
)

// This file is where scrubbed output waits for the bundle: each worker
// compresses the files it scrubs, as tar members (header, content,
// padding), into zstd frames of its own spool file, so that compression
// runs beside scrubbing on every core. A frame holds a run of files that
// are consecutive in the bundle, so that they share a window, and
// WriteTarZst copies the frames as they are. Output that is rewritten
// before it is bundled waits in plain frames instead (see beginFrame).

// scrubbed is one output file, in a spool frame.
type scrubbed struct {
	path   string // bundle path
	size   int64
	sum    string
	zst    *frame                // the frame holding its tar member
	at     int64                 // offset of its content in the frame, decompressed
	result *selectors.FileResult // evaluation of the output; nil for sidecars
	skips  []Skip
	ids    []scrub.PlaceholderRef // provisional placeholders, first appearance first
}

// content reads the scrubbed file back. The caller must close it.
func (s *scrubbed) content() (io.ReadCloser, error) { return s.zst.open(s.at, s.size) }

// frame is one zstd frame of n bytes at off in r: the tar members
// (header, content, padding) of the entries named, in order. A plain
// frame is no zstd frame: the contents of the files named, back to back,
// as they are.
type frame struct {
	r      io.ReaderAt
	off, n int64
	names  []string
	plain  bool
	idle   *idleCursor // shared by the frames of a bundle
}

// idleCursor keeps the one decoder a member reader left, and the frame it
// reads, so that the next member of that frame goes on from there. One
// per bundle: a decoder holds a window of memory.
type idleCursor struct {
	mu sync.Mutex
	f  *frame
	c  *frameCursor
}

// take returns the cursor if it reads f, nil if not.
func (ic *idleCursor) take(f *frame) *frameCursor {
	ic.mu.Lock()
	defer ic.mu.Unlock()
	if ic.f != f {
		return nil
	}
	c := ic.c
	ic.f, ic.c = nil, nil
	return c
}

// put keeps c, a cursor of f, closing the one it held.
func (ic *idleCursor) put(f *frame, c *frameCursor) {
	ic.mu.Lock()
	old := ic.c
	ic.f, ic.c = f, c
	ic.mu.Unlock()
	if old != nil {
		old.zr.Close()
	}
}

// holds reports whether entries start with the entries f holds, all of
// them pointing to it, as tar members: a plain frame holds none.
func (f *frame) holds(entries []Entry) bool {
	if f.plain || len(entries) < len(f.names) {
		return false
	}
	for i, name := range f.names {
		if entries[i].zst != f || entries[i].Name != name {
			return false
		}
	}
	return true
}

// frameCursor is a decoder of a frame and its position in the
// decompressed bytes.
type frameCursor struct {
	zr  *zstd.Decoder
	pos int64
}

// open returns the size bytes at offset at of f decompressed. Members read
// in order reuse one decoder; the caller must close the reader.
func (f *frame) open(at, size int64) (io.ReadCloser, error) {
	if f.plain {
		return io.NopCloser(io.NewSectionReader(f.r, f.off+at, size)), nil
	}
	c := f.idle.take(f)
	if c != nil && c.pos > at {
		c.zr.Close()
		c = nil
	}
	if c == nil {
		zr, err := zstd.NewReader(io.NewSectionReader(f.r, f.off, f.n),
			zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true))
		if err != nil {
			return nil, err
		}
		c = &frameCursor{zr: zr}
	}
	n, err := io.CopyN(io.Discard, c.zr, at-c.pos)
	c.pos += n
	if err != nil {
		c.zr.Close()
		return nil, err
	}
	return &memberReader{f: f, c: c, left: size}, nil
}

// close releases the decoder a reader left idle.
func (ic *idleCursor) close() { ic.put(nil, nil) }

// memberReader reads one member's content from a frame cursor.
type memberReader struct {
	f    *frame
	c    *frameCursor
	left int64
}

func (r *memberReader) Read(p []byte) (int, error) {
	if r.c == nil {
		return 0, os.ErrClosed
	}
	if r.left <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > r.left {
		p = p[:r.left]
	}
	n, err := r.c.zr.Read(p)
	r.c.pos += int64(n)
	r.left -= int64(n)
	if err == io.EOF && r.left > 0 {
		err = io.ErrUnexpectedEOF
	}
	return n, err
}

// Close leaves the cursor for the next member of the frame.
func (r *memberReader) Close() error {
	if r.c != nil {
		r.f.idle.put(r.f, r.c)
		r.c = nil
	}
	return nil
}

// spoolWriter compresses one worker's files into frames of its spool.
// Members are batched, so that the encoder compresses megabytes at a time
// with its tables in cache rather than a block between two stretches of
// scrubbing. A file is written into the batch after room for its tar
// header, which waits for its size: up to scratchBytes of it; beyond
// that, what the batch holds of it moves to a scratch file. A plain
// frame's batch is written out as it is once full.
type spoolWriter struct {
	z     *os.File      // the spool of frames
	zn    int64         // bytes written to z
	zw    *zstd.Encoder // SpeedDefault, of the open frame unless it is plain
	out   io.Writer     // where the open frame's bytes go: zw, or z for a plain frame
	fr    *frame        // the open frame
	raw   int64         // decompressed bytes in the open frame
	batch []byte        // members not yet compressed
	// The current file.
	path    string
	h       hash.Hash
	n       int64
	start   int      // where its header goes in batch
	hdrLen  int      // the room left for the header
	scratch *os.File // created when a file first outgrows memory
	spilled int64    // bytes of the current file in scratch
	newFile func() (*os.File, error)
	hdr     bytes.Buffer
	idle    *idleCursor // for the frames
}

// scratchBytes is the memory a worker holds a file in; larger files go
// through a scratch file. batchBytes is how much it compresses at a time.
const (
	scratchBytes = 2 << 20
	batchBytes   = groupBytes
)

// batchCap is the capacity a batch is made with, what it holds at most
// (less than batchBytes, then a file's header, up to scratchBytes of it
// and its padding) unless a header is longer than 60 KiB: made once,
// the batch does not grow by copying itself over and over.
const batchCap = batchBytes + scratchBytes + 64<<10

// groupBytes bounds the source bytes of the files compressed into one
// frame, and is the encoder's window: larger groups compress better and
// balance worse across workers. The encoder's history holds two windows
// (not WithLowerEncoderMem, whose history of one window and a block is
// shifted by a window's bytes once per 128 KiB block of a frame that
// outgrows it: 780 MB of copying for the twelve files of more than 4 MiB
// of the three seed corpora); it is shifted once per window, to the same
// matches and bytes.
const groupBytes = 4 << 20

func newSpoolWriter(newFile func() (*os.File, error), idle *idleCursor) (*spoolWriter, error) {
	z, err := newFile()
	if err != nil {
		return nil, err
	}
	s := &spoolWriter{z: z, h: sha256.New(), newFile: newFile, idle: idle}
	s.zw, err = zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedDefault),
		zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(groupBytes))
	return s, err
}

// beginFrame starts a frame. An interim frame is one that is read back and
// rewritten before the bundle is written (redact mode's provisional
// placeholders): it is plain, and its files are not hashed, since only
// the rewritten frames are the bundle's. Compressing it would cost more
// than it spares, the same bytes being compressed again once rewritten:
// it takes as much disk as the output, uncompressed, until then.
func (s *spoolWriter) beginFrame(interim bool) {
	s.fr = &frame{r: s.z, off: s.zn, plain: interim, idle: s.idle}
	if s.batch == nil {
		s.batch = make([]byte, 0, batchCap)
	}
	s.raw, s.batch = 0, s.batch[:0]
	s.out = countingWriter{s.z, &s.zn}
	if !interim {
		s.zw.Reset(s.out)
		s.out = s.zw
	}
}

// endFrame closes the frame and points files, its members, to it.
func (s *spoolWriter) endFrame(files []scrubbed) error {
	if err := s.flush(); err != nil {
		return err
	}
	if !s.fr.plain {
		if err := s.zw.Close(); err != nil {
			return err
		}
	}
	s.fr.n = s.zn - s.fr.off
	for i := range files {
		files[i].zst = s.fr
	}
	return nil
}

// begin starts the file path.
func (s *spoolWriter) begin(path string) error {
	s.h.Reset()
	s.path, s.n, s.spilled = path, 0, 0
	if s.fr.plain {
		return nil
	}
	// The header's length depends on the name only (sizes up to 8 GiB
	// fit it; end makes room again for a longer one).
	if err := tarHeader(&s.hdr, path, 0); err != nil {
		return err
	}
	s.start, s.hdrLen = len(s.batch), s.hdr.Len()
	s.batch = append(s.batch, make([]byte, s.hdrLen)...)
	return nil
}

// held is the current file's content in the batch.
func (s *spoolWriter) held() []byte { return s.batch[s.start+s.hdrLen:] }

// Write adds p to the current file.
func (s *spoolWriter) Write(p []byte) (int, error) {
	s.n += int64(len(p))
	if s.fr.plain {
		return len(p), s.store(p)
	}
	s.h.Write(p)
	if len(s.held())+len(p) <= scratchBytes {
		s.batch = append(s.batch, p...)
		return len(p), nil
	}
	if err := s.spill(s.held()); err != nil {
		return 0, err
	}
	s.batch = s.batch[:s.start+s.hdrLen]
	if len(p) > scratchBytes { // one long line
		return len(p), s.spill(p)
	}
	s.batch = append(s.batch, p...)
	return len(p), nil
}

// store adds p to a plain frame, through the batch unless p would
// outgrow it.
func (s *spoolWriter) store(p []byte) error {
	if len(s.batch)+len(p) > batchBytes {
		if err := s.flush(); err != nil {
			return err
		}
		if len(p) >= batchBytes {
			_, err := s.out.Write(p)
			return err
		}
	}
	s.batch = append(s.batch, p...)
	return nil
}

// spill appends p to the current file's part in the scratch file.
func (s *spoolWriter) spill(p []byte) error {
	if s.scratch == nil {
		f, err := s.newFile()
		if err != nil {
			return err
		}
		s.scratch = f
	}
	_, err := s.scratch.WriteAt(p, s.spilled)
	s.spilled += int64(len(p))
	return err
}

// end puts the current file's header in its place: the file is a tar
// member of the open frame.
func (s *spoolWriter) end() (scrubbed, error) {
	out := scrubbed{path: s.path, size: s.n}
	if s.fr.plain {
		out.at = s.raw
		s.raw += s.n
		s.fr.names = append(s.fr.names, s.path)
		return out, nil
	}
	out.sum = hex.EncodeToString(s.h.Sum(nil))
	if err := tarHeader(&s.hdr, s.path, s.n); err != nil {
		return out, err
	}
	if s.hdr.Len() != s.hdrLen { // a size the short header cannot hold
		held := slices.Clone(s.held())
		s.batch = append(append(s.batch[:s.start], s.hdr.Bytes()...), held...)
		s.hdrLen = s.hdr.Len()
	} else {
		copy(s.batch[s.start:], s.hdr.Bytes())
	}
	if s.spilled > 0 {
		// Header, the part in scratch, the part held.
		held := s.held()
		if _, err := s.zw.Write(s.batch[:s.start+s.hdrLen]); err != nil {
			return out, err
		}
		if _, err := io.Copy(s.zw, io.NewSectionReader(s.scratch, 0, s.spilled)); err != nil {
			return out, err
		}
		if _, err := s.zw.Write(held); err != nil {
			return out, err
		}
		s.batch = s.batch[:0]
	}
	s.batch = append(s.batch, zeros[:padding(s.n)]...)
	if len(s.batch) >= batchBytes {
		if err := s.flush(); err != nil {
			return out, err
		}
	}
	out.at = s.raw + int64(s.hdrLen)
	s.raw = out.at + s.n + padding(s.n)
	s.fr.names = append(s.fr.names, s.path)
	return out, nil
}

// flush writes the batch to the open frame.
func (s *spoolWriter) flush() error {
	_, err := s.out.Write(s.batch)
	s.batch = s.batch[:0]
	return err
}

// spoolWriter returns an idle spool writer of the bundle or a new one.
// The caller serializes calls.
func (b *Bundle) spoolWriter(out string) (*spoolWriter, error) {
	if n := len(b.idle); n > 0 {
		sw := b.idle[n-1]
		b.idle = b.idle[:n-1]
		return sw, nil
	}
	return newSpoolWriter(func() (*os.File, error) {
		f, err := createSpool(out)
		if err == nil {
			b.mu.Lock()
			b.spools = append(b.spools, f)
			b.mu.Unlock()
		}
		return f, err
	}, &b.cursor)
}

// countingWriter writes to w and counts the bytes in *n.
type countingWriter struct {
	w io.Writer
	n *int64
}

func (c countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	*c.n += int64(n)
	return n, err
}

// groups splits jobs, sorted by bundle path, into runs of files that share
// a frame: consecutive, in the same directory of a project's agent-tools
// or agent-transcripts (so that a run stays consecutive in the bundle
// whatever else it holds), at most groupBytes of source unless one file is
// larger. It returns the index where each run ends.
func groups(jobs []job, paths []string) []int {
	var ends []int
	var size int64
	for i := range jobs {
		if i > 0 && (size+jobs[i].f.Size > groupBytes || groupKey(paths[i]) != groupKey(paths[i-1])) {
			ends = append(ends, i)
			size = 0
		}
		size += jobs[i].f.Size
	}
	if len(jobs) > 0 {
		ends = append(ends, len(jobs))
	}
	return ends
}

// groupKey is the first three segments of a bundle path:
// projects/<project>/agent-tools or agent-transcripts.
func groupKey(p string) string {
	n := 0
	for i := range len(p) {
		if p[i] == '/' {
			if n++; n == 3 {
				return p[:i]
			}
		}
	}
	return p
}

// schedule orders the groups ending at ends for the workers: transcripts
// first, whose verification is likelier to fail, then by decreasing size,
// so that the last groups to start are small and the workers end
// together.
func schedule(jobs []job, ends []int) []int {
	type group struct {
		index   int
		sidecar bool
		size    int64
	}
	gs := make([]group, len(ends))
	first := 0
	for g, end := range ends {
		gs[g] = group{index: g, sidecar: jobs[first].f.Role == transcript.RoleSidecar}
		for _, j := range jobs[first:end] {
			gs[g].size += j.f.Size
		}
		first = end
	}
	slices.SortStableFunc(gs, func(a, b group) int {
		if a.sidecar != b.sidecar {
			if a.sidecar {
				return 1
			}
			return -1
		}
		return cmp.Compare(b.size, a.size)
	})
	order := make([]int, len(gs))
	for k, g := range gs {
		order[k] = g.index
	}
	return order
}
