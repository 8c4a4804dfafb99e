package export

import (
	"archive/tar"
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
}

// epoch is every entry's modification time: bundles carry no clock.
var epoch = time.Unix(0, 0).UTC()

// WriteTarZst writes entries, in order, as a tar stream compressed with
// zstd. Headers are fixed (mode 0644, uid and gid 0, no names, mtime 0) and
// the encoder settings do not depend on the number of goroutines, so the
// same entries give the same bytes. The caller owns w.
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
	tw := tar.NewWriter(zw)
	for _, e := range entries {
		hdr := &tar.Header{
			Typeflag: tar.TypeReg,
			Name:     e.Name,
			Size:     e.Size,
			Mode:     0o644,
			ModTime:  epoch,
			Format:   tar.FormatPAX,
		}
		if len(e.Name) <= 100 {
			hdr.Format = tar.FormatUSTAR
		}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if err := copyEntry(tw, e); err != nil {
			return err
		}
	}
	return tw.Close()
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
// but whose parent must.
func WriteDir(dir string, entries []Entry) error {
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
		err = copyEntry(f, e)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}
