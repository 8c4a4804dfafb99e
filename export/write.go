package export

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
)

// Output formats.
const (
	FormatTarZst = "tar.zst"
	FormatDir    = "dir"
	FormatJSONL  = "jsonl" // the one transcript of the bundle, alone
)

// createSpool creates a spool file beside out, named so that CleanLeftovers
// of a later run for the same out removes it if this run is killed.
func createSpool(out string) (*os.File, error) {
	if out == "" || out == "-" {
		return os.CreateTemp("", tmpMarker+"spool-*")
	}
	return os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+tmpMarker+"spool-*")
}

// Write writes a verified bundle to out in format: atomically through a
// temporary name beside it for a file or directory, or to stdout for "-".
// concurrency sets the zstd encoder's goroutines; it does not change the
// bytes. When ctx is cancelled the write stops, the temporary file or
// directory is removed and nothing is at out.
func Write(ctx context.Context, b *Bundle, out, format string, stdout io.Writer, concurrency int) error {
	write := func(w io.Writer) error { return WriteTarZst(w, b.Entries(), concurrency) }
	if format == FormatJSONL {
		write = func(w io.Writer) error { return writeTranscript(w, b.Entries()) }
	}
	if out == "-" {
		return write(ctxWriter{ctx, stdout})
	}
	if format == FormatDir {
		if _, err := os.Lstat(out); err == nil {
			return ErrExists
		}
		tmp, err := tempBeside(out, "dir")
		if err != nil {
			return err
		}
		err = WriteDir(ctx, tmp, b.Entries())
		if err == nil {
			err = ctx.Err()
		}
		if err == nil {
			err = commitDir(tmp, out)
		}
		if err != nil {
			os.RemoveAll(tmp)
		}
		return err
	}
	tmp, err := tempBeside(out, "bundle")
	if err != nil {
		return err
	}
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	err = write(ctxWriter{ctx, f})
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = ctx.Err()
	}
	if err == nil {
		err = commitFile(tmp, out)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// ctxWriter fails every write once its context is cancelled.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(p)
}

// ErrNotOneTranscript is returned when FormatJSONL is asked of a bundle
// that does not hold exactly one transcript (subagents count).
var ErrNotOneTranscript = errors.New("the jsonl format holds one transcript")

// writeTranscript copies the bundle's only transcript to w.
func writeTranscript(w io.Writer, entries []Entry) error {
	var only []Entry
	for _, e := range entries {
		if path.Ext(e.Name) == ".jsonl" {
			only = append(only, e)
		}
	}
	if len(only) != 1 {
		return fmt.Errorf("%w; the bundle holds %d", ErrNotOneTranscript, len(only))
	}
	return copyEntry(w, only[0])
}
