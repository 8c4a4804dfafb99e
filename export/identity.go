package export

import (
	"errors"
	"io"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/scrub"
)

var errIdentity = errors.New("identity: a user name, hostname or listed term survived")

// checkNames checks the manifest and every bundle path for identity.
func checkNames(id *identity.Check, manifest []byte, files []FileEntry) error {
	if id.Content(manifest) {
		return &VerifyError{File: ManifestName, Reason: errIdentity.Error()}
	}
	for _, f := range files {
		if id.Name(f.Path, scrub.PublicPathWord) {
			return &VerifyError{File: "(bundle names)", Reason: errIdentity.Error()}
		}
	}
	return nil
}

// identityWriter checks content streamed through it, keeping an overlap
// so that a term split across writes is still found.
type identityWriter struct {
	w   io.Writer
	id  *identity.Check
	buf []byte // the overlap, then the write
}

// reset makes w check a new stream, written to dst.
func (w *identityWriter) reset(dst io.Writer) {
	w.w, w.buf = dst, w.buf[:0]
}

func (w *identityWriter) Write(p []byte) (int, error) {
	if longest := w.id.Longest(); longest > 0 {
		w.buf = append(w.buf, p...)
		if w.id.Content(w.buf) {
			return 0, &VerifyError{File: "sidecar", Reason: errIdentity.Error()}
		}
		keep := min(len(w.buf), longest-1)
		w.buf = append(w.buf[:0], w.buf[len(w.buf)-keep:]...)
	}
	return w.w.Write(p)
}
