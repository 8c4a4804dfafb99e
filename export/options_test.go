package export

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/transcrub/transcrub/scrub"
)

// TestBuildOptions: zero and invalid Options are an error naming the
// field, never a panic; the fields with defaults get them.
func TestBuildOptions(t *testing.T) {
	corpora, _ := discover(t)
	p := scrub.NewPseudonymizer([]byte("a fixed test salt, 32 bytes long"))
	valid := Options{Mode: Structural(p), Name: p.Segment, Output: filepath.Join(t.TempDir(), "b.tar.zst")}
	for _, tt := range []struct {
		name  string
		edit  func(*Options)
		field string
	}{
		{"zero", func(o *Options) { *o = Options{} }, "Options.Mode"},
		{"no namer", func(o *Options) { o.Name = nil }, "Options.Name"},
		{"unknown strategy", func(o *Options) { o.Strategy = "some" }, `Options.Strategy: unknown strategy "some"`},
		{"negative From", func(o *Options) { o.Frames = &FrameRange{From: -1, To: -1} }, "Options.Frames"},
		{"To below From", func(o *Options) { o.Frames = &FrameRange{From: 5, To: 2} }, "Options.Frames"},
		{"To below -1", func(o *Options) { o.Frames = &FrameRange{From: 0, To: -2} }, "Options.Frames"},
		{"empty session", func(o *Options) { o.Sessions = []string{""} }, "Options.Sessions"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			opt := valid
			tt.edit(&opt)
			b, err := Build(context.Background(), corpora, opt)
			if err == nil {
				b.Close()
				t.Fatalf("no error")
			}
			if !strings.HasPrefix(err.Error(), "export: "+tt.field) {
				t.Errorf("error %q does not name %s", err, tt.field)
			}
		})
	}
	// Mode and Name alone: the checklist strategy, the built-in set.
	b, err := Build(context.Background(), corpora, valid)
	if err != nil {
		t.Fatalf("Build with defaults: %v", err)
	}
	defer b.Close()
	if b.Manifest.Selection.Strategy != StrategyChecklist || len(b.Manifest.Coverage) == 0 {
		t.Errorf("defaults: strategy %q, %d predicates; want checklist and the built-in set", b.Manifest.Selection.Strategy, len(b.Manifest.Coverage))
	}
}

// tripCtx is a context that is cancelled on the (n+1)th call of Err:
// cancellation lands at a chosen point of a sequential run, no clock.
type tripCtx struct {
	context.Context
	cancel context.CancelFunc
	n      atomic.Int64
	calls  atomic.Int64
}

func newTripCtx(n int64) *tripCtx {
	ctx, cancel := context.WithCancel(context.Background())
	c := &tripCtx{Context: ctx, cancel: cancel}
	c.n.Store(n)
	return c
}

func (c *tripCtx) Err() error {
	c.calls.Add(1)
	if c.n.Add(-1) < 0 {
		c.cancel()
	}
	return c.Context.Err()
}

// leftIn lists the entries of dir.
func leftIn(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestWriteCancelled: a write cancelled before it starts, at its first
// write, midway or just before the commit leaves nothing at OUT and no
// temporary file beside it, for both formats.
func TestWriteCancelled(t *testing.T) {
	bl := build(t, StrategyChecklist, "a fixed test salt, 32 bytes long", 1, Structural)
	for _, format := range []string{FormatTarZst, FormatDir} {
		// How many times an uncancelled write asks.
		count := newTripCtx(1 << 40)
		dir := t.TempDir()
		if err := Write(count, bl.b, filepath.Join(dir, "b"), format, nil, 1); err != nil {
			t.Fatalf("%s: uncancelled write: %v", format, err)
		}
		total := count.calls.Load()
		if total < 4 {
			t.Fatalf("%s: the write asked the context %d times; the test needs more", format, total)
		}
		for _, n := range []int64{0, 1, total / 2, total - 1} {
			dir := t.TempDir()
			err := Write(newTripCtx(n), bl.b, filepath.Join(dir, "b"), format, nil, 1)
			if !errors.Is(err, context.Canceled) {
				t.Errorf("%s, cancelled at call %d of %d: err %v, want context.Canceled", format, n+1, total, err)
			}
			if left := leftIn(t, dir); len(left) > 0 {
				t.Errorf("%s, cancelled at call %d of %d: left %q", format, n+1, total, left)
			}
		}
	}
}

// TestBuildCancelled: a Build cancelled after its first file returns the
// cancellation and leaves no spool beside OUT.
func TestBuildCancelled(t *testing.T) {
	corpora, _ := discover(t)
	p := scrub.NewPseudonymizer([]byte("a fixed test salt, 32 bytes long"))
	for _, strategy := range []string{StrategyChecklist, StrategyAll} {
		ctx, cancel := context.WithCancel(context.Background())
		dir := t.TempDir()
		b, err := Build(ctx, corpora, Options{Mode: Structural(p), Name: p.Segment, Strategy: strategy, Workers: 1,
			Output: filepath.Join(dir, "b.tar.zst"), Progress: func(int, int) { cancel() }})
		if err == nil {
			b.Close()
		}
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err %v, want context.Canceled", strategy, err)
		}
		if left := leftIn(t, dir); len(left) > 0 {
			t.Errorf("%s: left %q beside OUT", strategy, left)
		}
		cancel()
	}
}
