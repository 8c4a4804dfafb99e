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
		if w.id.Text(w.buf) {
			return 0, &VerifyError{File: "sidecar", Reason: errIdentity.Error()}
		}
		keep := min(len(w.buf), longest-1)
		w.buf = append(w.buf[:0], w.buf[len(w.buf)-keep:]...)
	}
	return w.w.Write(p)
}

// TermUse is an identity term of a build and, in redact mode, how many of
// its matches were replaced at each position (identity.Pos). It is for
// the terminal's summary, never the bundle.
type TermUse struct {
	Term string
	Uses [identity.NumPos]int
}

// Identity returns the build's identity terms, sorted, with their uses.
func (b *Bundle) Identity() []TermUse {
	out := make([]TermUse, 0, len(b.terms))
	for _, t := range b.terms {
		out = append(out, TermUse{Term: t, Uses: b.uses[t]})
	}
	return out
}
