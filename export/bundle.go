package export

import (
	"archive/tar"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/klauspost/compress/zstd"
)

// Entry is one file of a bundle.
type Entry struct {
	Name string // slash path inside the bundle
	Size int64
	Open func() (io.Reader, error)
	// zst, when set, holds the entry's tar member already compressed, in a
	// frame shared with the entries that follow it: WriteTarZst copies the
	// frame instead of compressing the members again.
	zst *frame
}

// epoch is every entry's modification time: bundles carry no clock.
var epoch = time.Unix(0, 0).UTC()

// blockSize is the tar record unit: headers and padded contents are whole
// blocks, and two zero blocks end the archive.
const blockSize = 512

// WriteTarZst writes entries, in order, as a tar stream compressed with
// zstd. Headers are fixed (mode 0644, uid and gid 0, no names, mtime 0).
// The stream is a sequence of zstd frames, which any zstd reader reads as
// one: runs of entries whose members are already compressed are copied as
// their frames, and everything between two such runs is compressed into
// one frame. The encoder settings do not depend on the number of
// goroutines, so the same entries give the same bytes. The caller owns w.
func WriteTarZst(w io.Writer, entries []Entry, concurrency int) (err error) {
	zw, err := zstd.NewWriter(w,
		zstd.WithEncoderLevel(zstd.SpeedDefault),
		zstd.WithEncoderConcurrency(max(concurrency, 1)),
		zstd.WithConcurrentBlocks(false),
	)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := zw.Close(); err == nil {
			err = cerr
		}
	}()
	var hdr bytes.Buffer
	var buf []byte
	for i := 0; i < len(entries); i++ {
		if f := entries[i].zst; f != nil && f.holds(entries[i:]) {
			if err := copyFrame(w, zw, f, &buf); err != nil {
				return err
			}
			i += len(f.names) - 1
			continue
		}
		if err := writeMember(zw, entries[i], &hdr); err != nil {
			return err
		}
	}
	_, err = zw.Write(zeros[:2*blockSize])
	return err
}

// writeMember writes e's tar member: header, content, padding.
func writeMember(w io.Writer, e Entry, hdr *bytes.Buffer) error {
	if err := tarHeader(hdr, e.Name, e.Size); err != nil {
		return err
	}
	if _, err := w.Write(hdr.Bytes()); err != nil {
		return err
	}
	if err := copyEntry(w, e); err != nil {
		return err
	}
	_, err := w.Write(zeros[:padding(e.Size)])
	return err
}

var zeros [2 * blockSize]byte

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// padding is the number of zero bytes that fill a content of size bytes up
// to a whole block.
func padding(size int64) int64 { return -size & (blockSize - 1) }

// tarHeader sets buf to the header blocks of a file, as archive/tar writes
// them: USTAR for an ASCII name of up to 100 bytes, else PAX (USTAR cannot
// hold other names, and pseudonyms of non-ASCII names are not ASCII).
func tarHeader(buf *bytes.Buffer, name string, size int64) error {
	h := &tar.Header{
		Typeflag: tar.TypeReg,
		Name:     name,
		Size:     size,
		Mode:     0o644,
		ModTime:  epoch,
		Format:   tar.FormatPAX,
	}
	if len(name) <= 100 && isASCII(name) {
		h.Format = tar.FormatUSTAR
	}
	buf.Reset()
	return tar.NewWriter(buf).WriteHeader(h)
}

// copyFrame ends the frame zw has open, if any, and copies f to w after
// it, through *buf; zw then starts a new frame on its next write.
func copyFrame(w io.Writer, zw *zstd.Encoder, f *frame, buf *[]byte) error {
	if err := zw.Close(); err != nil { // writes nothing when nothing is pending
		return err
	}
	zw.Reset(w)
	// In large pieces: io.Copy to a file would go 32 KiB at a time.
	if *buf == nil {
		*buf = make([]byte, 1<<20)
	}
	_, err := io.CopyBuffer(struct{ io.Writer }{w}, io.NewSectionReader(f.r, f.off, f.n), *buf)
	return err
}

func copyEntry(w io.Writer, e Entry) error {
	r, err := e.Open()
	if err != nil {
		return err
	}
	n, err := io.Copy(w, io.LimitReader(r, e.Size))
	if c, ok := r.(io.Closer); ok {
		c.Close()
	}
	if err == nil && n != e.Size {
		err = fmt.Errorf("bundle entry %s: short content", e.Name)
	}
	return err
}

// WriteDir writes entries as files under dir, which must not exist yet
// but whose parent must. It stops at the first write after ctx is
// cancelled; the caller removes what was written.
func WriteDir(ctx context.Context, dir string, entries []Entry) error {
	if err := os.Mkdir(dir, 0o755); err != nil {
		return err
	}
	for _, e := range entries {
		p := filepath.Join(dir, filepath.FromSlash(e.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return err
		}
		err = copyEntry(ctxWriter{ctx, f}, e)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}
