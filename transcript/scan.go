package transcript

import (
	"cmp"
	"context"
	"errors"
	"io"
	"runtime"
	"slices"
	"sync"
)

// ScanOptions tune Scan.
type ScanOptions struct {
	Workers int // <= 0 means GOMAXPROCS
	MaxLine int // per-line limit; <= 0 means DefaultMaxLine
	// MaxDiagnostics bounds the diagnostics kept (the rest are only
	// counted); <= 0 means 1000.
	MaxDiagnostics int
}

// Report is what Scan found: the Stats plus the diagnostics.
type Report struct {
	Stats
	Bytes        int64          `json:"bytes"`
	IgnoredFiles int            `json:"ignored_files"`
	Problems     map[string]int `json:"problems"`
	// Diagnostics are sorted by file, line; never content.
	Diagnostics []Diagnostic `json:"diagnostics"`
}

// Scan reads every file of c in parallel and returns the inventory.
// Per-line problems become diagnostics and never stop a file; a file that
// cannot be opened or read is an Unreadable diagnostic.
func Scan(ctx context.Context, c *Corpus, opt ScanOptions) (*Report, error) {
	workers := cmp.Or(max(opt.Workers, 0), runtime.GOMAXPROCS(0))
	maxDiag := cmp.Or(max(opt.MaxDiagnostics, 0), 1000)
	files := make(chan File)
	type part struct {
		inv   *Inventory
		diags []Diagnostic
	}
	parts := make([]part, workers)
	var wg sync.WaitGroup
	for w := range workers {
		parts[w].inv = NewInventory()
		wg.Go(func() {
			p := &parts[w]
			rd := NewReader(nil, "", opt.MaxLine)
			for f := range files {
				if f.Role == RoleSidecar {
					p.inv.Sidecar(f)
					continue
				}
				p.diags = ReadFile(c, f, rd, p.inv, p.diags, maxDiag, nil)
			}
		})
	}
	var err error
	for _, f := range c.Files {
		if err = ctx.Err(); err != nil {
			break
		}
		files <- f
	}
	close(files)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	total := NewInventory()
	r := &Report{IgnoredFiles: c.Ignored, Diagnostics: slices.Clone(c.Diagnostics)}
	for _, p := range parts {
		total.Merge(p.inv)
		r.Diagnostics = append(r.Diagnostics, p.diags...)
	}
	for _, d := range c.Diagnostics {
		total.Problem(d.Problem)
	}
	r.Stats = total.Stats()
	r.IdentityMismatches = c.IdentityMismatches
	r.Bytes = total.Bytes()
	r.Problems = total.Problems()
	SortDiagnostics(r.Diagnostics)
	if len(r.Diagnostics) > maxDiag {
		r.Diagnostics = r.Diagnostics[:maxDiag]
	}
	return r, nil
}

// SortDiagnostics orders diagnostics by file, then line.
func SortDiagnostics(d []Diagnostic) {
	slices.SortStableFunc(d, func(a, b Diagnostic) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
	})
}

// ReadFile reads one transcript file of c with rd, tallying it in inv and
// calling each (when not nil) for every frame. Problems are appended to
// diags (up to limit) and tallied. It returns the extended diags.
func ReadFile(c *Corpus, f File, rd *Reader, inv *Inventory, diags []Diagnostic, limit int, each func(*Frame)) []Diagnostic {
	inv.BeginFile(f)
	defer inv.EndFile()
	note := func(d Diagnostic) {
		inv.Problem(d.Problem)
		if len(diags) < limit {
			diags = append(diags, d)
		}
	}
	fh, err := c.FS.Open(f.Path)
	if err != nil {
		note(Diagnostic{File: f.Path, Problem: Unreadable})
		return diags
	}
	defer fh.Close()
	rd.Reset(fh, f.Path)
	for {
		fr, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return diags
		}
		inv.Line(rd.Raw())
		if le, ok := AsLineError(err); ok {
			note(*le)
			continue
		}
		if err != nil {
			note(Diagnostic{File: f.Path, Problem: Unreadable})
			return diags
		}
		for _, p := range fr.Notes.Problems() {
			if len(diags) < limit {
				diags = append(diags, Diagnostic{File: f.Path, Line: fr.Line.Num, Offset: fr.Line.Offset, Problem: p})
			}
		}
		inv.Frame(fr)
		if each != nil {
			each(fr)
		}
	}
}
