package export

import (
	"archive/tar"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/klauspost/compress/zstd"
	"github.com/transcrub/transcrub/selectors"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/formats"
)

// VerifyLimits bound what Verify reads from a bundle it did not write.
type VerifyLimits struct {
	MaxEntry    int64  // largest member, in bytes
	MaxTotal    int64  // all members together, in bytes
	MaxEntries  int    // number of members
	MaxManifest int64  // manifest size
	MaxLine     int    // per-line limit of transcripts
	MaxWindow   uint64 // zstd window and decoder memory
	// MaxPredicateTime bounds the evaluation of the manifest's custom (jq)
	// predicates over the whole bundle: they come from the bundle too.
	MaxPredicateTime time.Duration
}

// DefaultVerifyLimits suit bundles of seed-scale corpora and more.
var DefaultVerifyLimits = VerifyLimits{
	MaxEntry:    1 << 30,
	MaxTotal:    16 << 30,
	MaxEntries:  1 << 20,
	MaxManifest: 64 << 20,
	MaxLine:     transcript.DefaultMaxLine,
	MaxWindow:   64 << 20,
	// A checklist bundle evaluates in well under a second.
	MaxPredicateTime: 20 * time.Second,
}

// VerifyReport is the outcome of Verify. Problems name bundle paths,
// predicate ids and line numbers, never content.
type VerifyReport struct {
	Files    int      `json:"files"`
	Lines    int      `json:"lines"`
	Claims   int      `json:"claims"`
	Problems []string `json:"problems"`
}

// OK reports whether the bundle passed.
func (r *VerifyReport) OK() bool { return len(r.Problems) == 0 }

// fail records a problem. String arguments come from the bundle (member
// names, manifest paths and ids) and are printed safely: quoted when they
// hold control characters or invalid UTF-8.
func (r *VerifyReport) fail(format string, a ...any) {
	for i, x := range a {
		if s, ok := x.(string); ok {
			a[i] = transcript.ShowPath(s)
		}
	}
	if len(r.Problems) < 1000 {
		r.Problems = append(r.Problems, fmt.Sprintf(format, a...))
	}
}

// errUnsafe stops reading a bundle that cannot be read safely.
var errUnsafe = errors.New("unsafe bundle")

// VerifyPath verifies a .tar.zst bundle or a bundle directory. It writes
// nothing anywhere.
func VerifyPath(ctx context.Context, p string, lim VerifyLimits) (*VerifyReport, error) {
	st, err := os.Lstat(p)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return verifyDir(ctx, p, lim)
	}
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return VerifyTarZst(ctx, f, lim)
}

// VerifyTarZst verifies a bundle stream. It stops with ctx's error when
// ctx is done.
func VerifyTarZst(ctx context.Context, r io.Reader, lim VerifyLimits) (*VerifyReport, error) {
	zr, err := zstd.NewReader(r, zstd.WithDecoderMaxMemory(lim.MaxWindow), zstd.WithDecoderMaxWindow(lim.MaxWindow), zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	v := newVerifier(ctx, lim)
	defer v.cancel()
	tr := tar.NewReader(zr)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			v.rep.fail("bundle: not a readable tar.zst stream")
			return v.rep, nil
		}
		if err := v.entry(hdr.Name, hdr.Typeflag == tar.TypeReg || hdr.Typeflag == tar.TypeRegA, hdr.Size, tr); err != nil {
			return v.rep, nil
		}
	}
	v.finish()
	return v.rep, nil
}

// verifyDir verifies a bundle written with --format dir.
func verifyDir(ctx context.Context, dir string, lim VerifyLimits) (*VerifyReport, error) {
	v := newVerifier(ctx, lim)
	defer v.cancel()
	open := func(name string, regular bool, size int64) error {
		if !regular {
			return v.entry(name, false, size, nil)
		}
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			v.rep.fail("%s: unreadable", name)
			return nil
		}
		defer f.Close()
		return v.entry(name, true, size, f)
	}
	if st, err := os.Lstat(filepath.Join(dir, ManifestName)); err == nil {
		if err := open(ManifestName, st.Mode().IsRegular(), st.Size()); err != nil {
			return v.rep, nil
		}
	}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			v.rep.fail("bundle directory: unreadable entry")
			return errUnsafe
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if d.IsDir() || rel == ManifestName {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		return open(rel, d.Type().IsRegular(), info.Size())
	})
	if err != nil && !errors.Is(err, errUnsafe) {
		return nil, err
	}
	if err == nil {
		v.finish()
	}
	return v.rep, nil
}

type verifier struct {
	lim      VerifyLimits
	rep      *VerifyReport
	manifest *Manifest
	listed   map[string]FileEntry
	seen     map[string]bool
	set      *selectors.Set
	results  map[string]*selectors.FileResult
	frames   map[string]int     // of each bundled transcript
	shapes   *transcript.Shapes // of the bundled frames
	total    int64
	rd       *transcript.Reader
	ctx      context.Context // the caller's
	jq       context.Context // the custom predicates' budget
	cancel   context.CancelFunc
	jqFailed bool
}

func newVerifier(ctx context.Context, lim VerifyLimits) *verifier {
	v := &verifier{lim: lim, rep: &VerifyReport{Problems: []string{}}, seen: map[string]bool{}, results: map[string]*selectors.FileResult{},
		frames: map[string]int{}, shapes: transcript.NewShapes(), ctx: ctx}
	v.jq, v.cancel = context.WithTimeout(ctx, max(lim.MaxPredicateTime, time.Millisecond))
	return v
}

// safeName reports whether a member name stays inside the bundle and is
// printable: relative, clean, UTF-8 without control characters.
func safeName(name string) bool {
	if name == "" || strings.HasPrefix(name, "/") || strings.Contains(name, `\`) || transcript.ShowPath(name) != name {
		return false // absolute, Windows-separated, control characters or not UTF-8
	}
	return path.Clean(name) == name && name != "." && !strings.HasPrefix(name, "../") && name != ".."
}

// entry checks one member; a non-nil error stops reading.
func (v *verifier) entry(name string, regular bool, size int64, r io.Reader) error {
	label := name
	if !safeName(name) {
		label = "(unsafe name)"
	}
	switch {
	case !safeName(name):
		v.rep.fail("%s: member name is absolute, contains '..', is not clean or not printable", label)
		return errUnsafe
	case !regular:
		v.rep.fail("%s: member is a link, directory or device, not a regular file", label)
		return errUnsafe
	case size < 0 || size > v.lim.MaxEntry:
		v.rep.fail("%s: member larger than the limit", label)
		return errUnsafe
	case v.seen[name]:
		v.rep.fail("%s: member appears twice", label)
		return errUnsafe
	}
	v.total += size
	if v.total > v.lim.MaxTotal || len(v.seen) >= v.lim.MaxEntries {
		v.rep.fail("bundle: larger than the limit")
		return errUnsafe
	}
	v.seen[name] = true
	if v.manifest == nil {
		if name != ManifestName {
			v.rep.fail("bundle: %s is not the first member", ManifestName)
			return errUnsafe
		}
		return v.readManifest(size, r)
	}
	want, ok := v.listed[name]
	if !ok {
		v.rep.fail("%s: member not listed in the manifest", name)
	}
	if !slices.Contains(v.manifest.Formats, formats.OfMember(name).Name()) {
		v.rep.fail("%s: its format is not one the manifest lists", name)
	}
	h := sha256.New()
	lr := &io.LimitedReader{R: r, N: size}
	tee := io.TeeReader(lr, h)
	var n int64
	if formats.Transcript(name) {
		cr := &countReader{r: tee}
		v.transcript(name, cr)
		rest, _ := io.Copy(io.Discard, cr)
		n = cr.n + rest
	} else if v.manifest.Mode == (structuralMode{}).Name() {
		n = v.sidecar(name, size, tee)
	} else {
		n, _ = io.Copy(io.Discard, tee)
	}
	if n != size {
		v.rep.fail("%s: member shorter than its header says", name)
		return errUnsafe
	}
	v.rep.Files++
	if ok && (want.Size != size || want.SHA256 != hex.EncodeToString(h.Sum(nil))) {
		v.rep.fail("%s: size or sha256 differs from the manifest", name)
	}
	return nil
}

type countReader struct {
	r io.Reader
	n int64
}

func (c *countReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

func (v *verifier) readManifest(size int64, r io.Reader) error {
	if size > v.lim.MaxManifest {
		v.rep.fail("%s: larger than the limit", ManifestName)
		return errUnsafe
	}
	data, err := io.ReadAll(io.LimitReader(r, size))
	if err != nil {
		v.rep.fail("%s: unreadable", ManifestName)
		return errUnsafe
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var m Manifest
	if err := dec.Decode(&m); err != nil || m.Format != FormatVersion {
		v.rep.fail("%s: not a format %d manifest", ManifestName, FormatVersion)
		return errUnsafe
	}
	v.manifest = &m
	v.listed = map[string]FileEntry{}
	for _, f := range m.Files {
		v.listed[f.Path] = f
	}
	var custom []selectors.Predicate
	for _, c := range m.Coverage {
		if c.Expr == "" {
			continue
		}
		p, err := selectors.Custom(c.ID, c.Expr)
		if err != nil {
			v.rep.fail("%s: predicate %s does not compile", ManifestName, c.ID)
			continue
		}
		custom = append(custom, p)
	}
	if v.set, err = selectors.NewSet(custom...); err != nil {
		v.rep.fail("%s: predicate ids repeat", ManifestName)
		return errUnsafe
	}
	return nil
}

// transcript reads one bundled transcript: every line must be a frame or
// blank (a BOM and CR LF line ends are kept from the source); its
// predicates are evaluated for the coverage claims. Lines counts frames.
func (v *verifier) transcript(name string, r io.Reader) {
	format := formats.OfMember(name)
	sch := format.Schema()
	if v.rd == nil {
		v.rd = transcript.NewReader(sch, nil, "", v.lim.MaxLine)
	}
	v.rd.SetSchema(sch)
	v.shapes.SetSchema(sch)
	v.rd.Reset(r, name)
	f := transcript.File{Path: name, Role: transcript.RoleTranscript}
	if strings.Contains(name, "/subagents/") {
		f.Role = transcript.RoleSubagent
	}
	m := v.set.NewMatcher().WithContext(v.jq)
	m.Begin(format.Name(), f)
	for n := 0; ; n++ {
		if n%1024 == 0 && v.ctx.Err() != nil {
			v.rep.fail("%s: verification interrupted", name)
			return
		}
		fr, err := v.rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if le, ok := transcript.AsLineError(err); ok {
			if le.Problem != transcript.Blank { // blank lines are kept as they stand
				v.rep.fail("%s:%d: %s", name, le.Line, le.Problem)
			}
			continue
		}
		if err != nil {
			v.rep.fail("%s: unreadable", name)
			return
		}
		if fr.Notes&^(transcript.NoteBOM|transcript.NoteCRLF) != 0 { // line ends are kept as they stand
			v.rep.fail("%s:%d: line has a NUL or invalid UTF-8", name, fr.Line.Num)
		}
		v.rep.Lines++
		v.frames[name]++
		v.shapes.Frame(name, fr)
		m.Frame(fr)
	}
	if m.Err() != nil && !v.jqFailed {
		v.jqFailed = true
		v.rep.fail("%s: custom predicates exceeded their time limit; their claims cannot be checked", ManifestName)
	}
	v.results[name] = m.End()
}

// finish checks what needs the whole bundle: every listed file present,
// every coverage claim true.
func (v *verifier) finish() {
	if v.manifest == nil {
		v.rep.fail("bundle: no %s", ManifestName)
		return
	}
	for _, f := range v.manifest.Files {
		if !v.seen[f.Path] {
			v.rep.fail("%s: listed in the manifest but missing", f.Path)
		}
	}
	v.checkShapes()
	for _, c := range v.manifest.Coverage {
		i := v.set.Index(c.ID)
		if i < 0 {
			v.rep.fail("%s: unknown predicate %s", ManifestName, c.ID)
			continue
		}
		if f := v.set.Predicates()[i].Format; f != "" && !slices.Contains(v.manifest.Formats, f) {
			v.rep.fail("%s: predicate %s is of a format the manifest does not list", ManifestName, c.ID)
		}
		if c.Covered != (len(c.Witnesses) > 0) {
			v.rep.fail("%s: predicate %s: covered disagrees with its witnesses", ManifestName, c.ID)
		}
		for _, w := range c.Witnesses {
			v.rep.Claims++
			r := v.results[w.File]
			switch {
			case r == nil:
				v.rep.fail("%s: predicate %s: witness file is not a bundled transcript", ManifestName, c.ID)
			case !witnessHolds(r, i, w.Witness):
				v.rep.fail("%s: predicate %s does not hold at the claimed witness", w.File, c.ID)
			case v.set.Predicates()[i].Parent && !v.hasParent(w.File):
				v.rep.fail("%s: predicate %s: the parent transcript is not in the bundle", w.File, c.ID)
			}
		}
	}
}

// checkShapes checks the manifest's not_recorded and drift against the
// bundled frames: no field it says is not recorded is held by one, and
// every drift witness is a frame of a bundled transcript. (Drift names are
// not recomputed: scrubbing may turn a key that is not identifier-like
// into one that is.)
func (v *verifier) checkShapes() {
	held := v.shapes.NotRecorded()
	for _, f := range v.manifest.NotRecorded {
		if !slices.Contains(held, f) {
			v.rep.fail("%s: not_recorded lists %s, which a bundled frame holds or no format defines", ManifestName, f)
		}
	}
	for _, d := range v.manifest.Drift {
		if n, ok := v.frames[d.Witness.File]; !ok || d.Witness.Frame < 0 || d.Witness.Frame >= n || d.Count < 1 {
			v.rep.fail("%s: drift %s: the witness is not a frame of a bundled transcript", ManifestName, d.Kind)
		}
	}
}

// hasParent reports whether a bundled subagent's parent transcript is
// bundled: a .jsonl file beside its subagents/ directory (Cursor's
// <session>/<session>.jsonl), or the file its session directory is named
// after (Claude Code's <session>.jsonl beside <session>/, a workflow
// run's subagents' too).
func (v *verifier) hasParent(child string) bool {
	dir := transcript.SessionDir(child)
	for name := range v.results {
		if path.Dir(name) == dir || name == dir+".jsonl" {
			return true
		}
	}
	return false
}

// witnessHolds reports whether predicate i holds in r at w. Frame-scope
// witnesses must be the file's first holding frame, as the exporter
// records them.
func witnessHolds(r *selectors.FileResult, i int, w selectors.Witness) bool {
	return r.Holds(i) && r.First[i] == w
}
