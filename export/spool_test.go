package export

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// unzstd decompresses a whole zstd stream.
func unzstd(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := zstd.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// The frames compressed by the workers hold the same tar stream that
// compressing the entries one by one gives, and --select all bundles are
// the same bytes whatever the number of workers.
func TestSpooledFramesAreTheTar(t *testing.T) {
	one := build(t, StrategyAll, "salt-one-0123456789", 1, Structural)
	three := build(t, StrategyAll, "salt-one-0123456789", 3, Structural)
	if !bytes.Equal(one.tar, three.tar) {
		t.Errorf("--select all: different bundle bytes with 1 and 3 workers")
	}
	framed := 0
	plain := slices.Clone(one.b.Entries())
	for i := range plain {
		if plain[i].zst != nil {
			framed++
		}
		plain[i].zst = nil
	}
	if framed != len(plain)-1 {
		t.Errorf("%d of %d entries compressed by the workers, want all but the manifest", framed, len(plain))
	}
	var buf bytes.Buffer
	if err := WriteTarZst(&buf, plain, 1); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(unzstd(t, one.tar), unzstd(t, buf.Bytes())) {
		t.Errorf("spooled frames and compressing the entries give different tar streams")
	}
	// Entries out of their frames' order are written one by one.
	swapped := slices.Clone(one.b.Entries())
	swapped[1], swapped[2] = swapped[2], swapped[1]
	buf.Reset()
	if err := WriteTarZst(&buf, swapped, 1); err != nil {
		t.Fatal(err)
	}
	names := tarNames(t, unzstd(t, buf.Bytes()))
	if len(names) != len(swapped) || names[1] != swapped[1].Name || names[2] != swapped[2].Name {
		t.Errorf("reordered entries written as %d members in the wrong order", len(names))
	}
}

// tarNames lists the member names of a tar stream.
func tarNames(t *testing.T, tarball []byte) []string {
	t.Helper()
	var names []string
	for off := 0; off+blockSize <= len(tarball); {
		hdr := tarball[off : off+blockSize]
		if bytes.Equal(hdr, zeros[:blockSize]) {
			break
		}
		name := string(bytes.TrimRight(hdr[:100], "\x00"))
		size := parseOctal(hdr[124:136])
		names = append(names, name)
		off += blockSize + int(size+padding(size))
	}
	return names
}

func parseOctal(b []byte) int64 {
	var n int64
	for _, c := range bytes.TrimRight(bytes.TrimLeft(b, " 0"), " \x00") {
		n = n*8 + int64(c-'0')
	}
	return n
}

// passMode copies lines unchanged and checks nothing of its own: only the
// pipeline's identity check stands between its output and the bundle.
type passMode struct{ structuralMode }

func (m passMode) NewWorker(id scrub.Identity) Worker {
	return &passWorker{Worker: m.structuralMode.NewWorker(id)}
}

// Its Worker makes no frames, so that its Line and CheckLine are the ones
// used.
type passWorker struct{ Worker }

func (*passWorker) Framer() frameWorker        { return nil }
func (*passWorker) OutputFramer() outputFramer { return nil }

func (*passWorker) Line(dst, src []byte, _ *scrub.Stats) ([]byte, error) {
	return append(dst, src...), nil
}
func (*passWorker) CheckLine(src, out []byte) error { return nil }

// A user name that only a home path in a later file reveals is still
// looked for in the files scrubbed before it.
func TestLateIdentityTermIsRechecked(t *testing.T) {
	const name = "zebulonia" // long enough to be looked for in content
	root := t.TempDir()
	write := func(rel, content string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mentions := `{"role":"user","message":{"content":[{"type":"text","text":"ask ` + name + ` about it"}]}}` + "\n"
	reveals := `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/` + name + `/app/main.go"}}]}}` + "\n"
	write("Users-amy-app/agent-transcripts/aaaa/aaaa.jsonl", mentions)
	write("Users-amy-app/agent-transcripts/bbbb/bbbb.jsonl", strings.Replace(reveals, name, "amy", 1))
	write("Users-amy-app/agent-transcripts/zzzz/zzzz.jsonl", reveals)
	src, err := cursor.Format.Open(root)
	if err != nil {
		t.Fatal(err)
	}
	c, err := cursor.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	p := scrub.NewPseudonymizer([]byte("salt-one-0123456789"))
	for _, strategy := range []string{StrategyAll, StrategyChecklist} {
		_, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
			Mode: passMode{structuralMode{p}}, Strategy: strategy, Set: set(), Name: p.Segment, Workers: 1,
			Output: filepath.Join(t.TempDir(), "out.tar.zst"),
		})
		var ve *VerifyError
		if !errors.As(err, &ve) || ve.Reason != errIdentity.Error() {
			t.Errorf("%s: err = %v, want a VerifyError for the identity term", strategy, err)
		}
	}
}

// newTestSpool returns a spool writer of a bundle closed when the test
// ends.
func newTestSpool(t *testing.T) *spoolWriter {
	t.Helper()
	b := &Bundle{}
	t.Cleanup(func() { b.Close() })
	sw, err := b.spoolWriter(filepath.Join(t.TempDir(), "out.tar.zst"))
	if err != nil {
		t.Fatal(err)
	}
	return sw
}

// Files beyond the memory a worker holds go through its scratch file in a
// final frame, an interim frame holds the contents as they are, and every
// member reads back whole, in order or not, from either.
func TestSpoolWriterLargeFiles(t *testing.T) {
	for _, interim := range []bool{false, true} {
		t.Run(fmt.Sprint("interim=", interim), func(t *testing.T) { testSpoolWriterLargeFiles(t, interim) })
	}
}

func testSpoolWriterLargeFiles(t *testing.T, interim bool) {
	sw := newTestSpool(t)
	contents := [][]byte{
		[]byte("small\n"),
		bytes.Repeat([]byte("0123456789abcdef line of a large file\n"), (2*scratchBytes+12345)/38),
		{},
		bytes.Repeat([]byte("x"), scratchBytes),
		bytes.Repeat([]byte("one long line "), batchBytes/14+1), // written at once, beyond a batch
		[]byte("small again\n"),
	}
	files := make([]scrubbed, len(contents))
	sw.beginFrame(interim)
	for i, c := range contents {
		if err := sw.begin(fmt.Sprintf("f%d", i)); err != nil {
			t.Fatal(err)
		}
		step := 1000
		if i == 4 {
			step = len(c)
		}
		for off := 0; off < len(c); off += step {
			sw.Write(c[off:min(off+step, len(c))])
		}
		var err error
		if files[i], err = sw.end(); err != nil {
			t.Fatal(err)
		}
	}
	if err := sw.endFrame(files); err != nil {
		t.Fatal(err)
	}
	var total int64
	for _, c := range contents {
		total += int64(len(c))
	}
	if !interim && sw.scratch == nil {
		t.Errorf("a file of %d bytes never reached the scratch file", len(contents[1]))
	}
	if interim && (!files[0].zst.plain || files[0].zst.n != total || sw.scratch != nil) {
		t.Errorf("interim frame of %d bytes (plain %v, scratch used %v), want the %d bytes of the contents as they are",
			files[0].zst.n, files[0].zst.plain, sw.scratch != nil, total)
	}
	for _, i := range []int{0, 1, 2, 3, 4, 5, 1, 0, 5, 3} {
		r, err := files[i].content()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		r.Close()
		if err != nil || !bytes.Equal(got, contents[i]) {
			t.Fatalf("member %d read back as %d bytes (err %v), want %d", i, len(got), err, len(contents[i]))
		}
	}
}

// A file whose size outgrows the header begin made room for (beyond
// 8 GiB, told here by its count, under a name long enough for a PAX
// header) gets a longer header, its content after it.
func TestSpoolWriterLongerHeader(t *testing.T) {
	sw := newTestSpool(t)
	sw.beginFrame(false)
	if err := sw.begin("projects/" + strings.Repeat("p", 120) + "/f.jsonl"); err != nil {
		t.Fatal(err)
	}
	short := sw.hdrLen
	sw.Write([]byte("content"))
	sw.n = 9 << 30
	f, err := sw.end()
	if err != nil {
		t.Fatal(err)
	}
	h, err := tar.NewReader(bytes.NewReader(sw.batch)).Next()
	if err != nil || h.Size != 9<<30 || sw.hdrLen <= short || f.at != int64(sw.hdrLen) {
		t.Fatalf("header of %d bytes (was %d), size %d, content at %d: %v", sw.hdrLen, short, h.Size, f.at, err)
	}
	if got := sw.batch[sw.hdrLen : sw.hdrLen+7]; string(got) != "content" {
		t.Fatalf("content after the header: %q", got)
	}
}
