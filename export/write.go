package export

import (
	"io"
	"os"
	"path/filepath"
)

// Output formats.
const (
	FormatTarZst = "tar.zst"
	FormatDir    = "dir"
)

// createSpool creates a spool file beside out, named so that CleanLeftovers
// of a later run for the same out removes it if this run is killed.
func createSpool(out string) (*os.File, error) {
	if out == "" || out == "-" {
		return os.CreateTemp("", tmpMarker+"spool-*")
	}
	return os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+tmpMarker+"spool-*")
}

// Write writes a verified bundle to out: atomically through a temporary
// name beside it for a file or directory, or to stdout for "-".
// concurrency sets the zstd encoder's goroutines; it does not change the
// bytes.
func Write(b *Bundle, out, format string, stdout io.Writer, concurrency int) error {
	if out == "-" {
		return WriteTarZst(stdout, b.Entries(), concurrency)
	}
	if format == FormatDir {
		if _, err := os.Lstat(out); err == nil {
			return ErrExists
		}
		tmp, err := tempBeside(out, "dir")
		if err != nil {
			return err
		}
		if err := WriteDir(tmp, b.Entries()); err != nil {
			os.RemoveAll(tmp)
			return err
		}
		if err := commitDir(tmp, out); err != nil {
			os.RemoveAll(tmp)
			return err
		}
		return nil
	}
	tmp, err := tempBeside(out, "bundle")
	if err != nil {
		return err
	}
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	err = WriteTarZst(f, b.Entries(), concurrency)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = commitFile(tmp, out)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
