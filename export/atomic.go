package export

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// tmpMarker is part of every temporary name this package creates, so that
// leftovers of a killed run are recognisable and removed by the next one.
const tmpMarker = ".transcrub-tmp-"

// tempBeside returns a fresh temporary path in the directory of out.
func tempBeside(out, kind string) (string, error) {
	dir, base := filepath.Dir(out), filepath.Base(out)
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return filepath.Join(dir, "."+base+tmpMarker+kind+"-"+hex.EncodeToString(b[:])), nil
}

// CleanLeftovers removes the temporary files and directories that an
// earlier, interrupted run left beside out. Call it before a run starts.
func CleanLeftovers(out string) {
	if out == "" || out == "-" {
		cleanStreamSpools()
		return
	}
	dir, base := filepath.Dir(out), filepath.Base(out)
	matches, _ := filepath.Glob(filepath.Join(dir, "."+globEscape(base)+tmpMarker+"*"))
	for _, m := range matches {
		os.RemoveAll(m)
	}
}

func globEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `*`, `\*`, `?`, `\?`, `[`, `\[`)
	return r.Replace(s)
}

// ErrExists is returned when a directory bundle's target already exists.
var ErrExists = errors.New("output directory already exists")

// commitFile moves a finished temporary file to out.
func commitFile(tmp, out string) error {
	f, err := os.Open(tmp)
	if err != nil {
		return err
	}
	err = f.Sync()
	f.Close()
	if err != nil {
		return err
	}
	return os.Rename(tmp, out)
}

// commitDir moves a finished temporary directory to out, which must not
// exist.
func commitDir(tmp, out string) error {
	if _, err := os.Lstat(out); err == nil {
		return ErrExists
	}
	return os.Rename(tmp, out)
}

// cleanStreamSpools removes spools that runs writing to stdout left in the
// temporary directory when killed. Another such run may be going on, so
// only spools untouched for a day are removed.
func cleanStreamSpools() {
	matches, _ := filepath.Glob(filepath.Join(os.TempDir(), tmpMarker+"spool-*"))
	for _, m := range matches {
		if st, err := os.Lstat(m); err == nil && st.Mode().IsRegular() && time.Since(st.ModTime()) > 24*time.Hour {
			os.Remove(m)
		}
	}
}
