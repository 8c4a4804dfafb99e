package transcript

import (
	"cmp"
	"context"
	"errors"
	"io"
	"runtime"
	"slices"
	"strings"
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
	// Format names the format of the corpora scanned (Format.Name), or
	// the names of theirs joined by "," in the order first met when they
	// differ.
	Format string `json:"format"`
	Stats
	Bytes        int64          `json:"bytes"`
	IgnoredFiles int            `json:"ignored_files"`
	Problems     map[string]int `json:"problems"`
	// Diagnostics are sorted by file, line; never content.
	Diagnostics []Diagnostic `json:"diagnostics"`
	// Drift lists, by kind and name, what the frames hold outside the
	// documented shapes, each with its first position by source path.
	Drift []DriftEntry `json:"drift"`
	// NotRecorded lists the fields the format does not record that no
	// frame held (see Shapes.NotRecorded).
	NotRecorded []string `json:"not_recorded"`
	// Sections holds, by format name, the own section of each format
	// scanned that has one (see Sectioned); absent when none has.
	Sections map[string]any `json:"sections,omitempty"`
}

// Scan reads every file of the corpora in parallel and returns one
// inventory over all of them.
// Per-line problems become diagnostics and never stop a file; a file that
// cannot be opened or read is an Unreadable diagnostic.
func Scan(ctx context.Context, corpora []*Corpus, opt ScanOptions) (*Report, error) {
	workers := cmp.Or(max(opt.Workers, 0), runtime.GOMAXPROCS(0))
	maxDiag := cmp.Or(max(opt.MaxDiagnostics, 0), 1000)
	type job struct {
		c *Corpus
		f File
	}
	files := make(chan job)
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
			rd := NewReader(nil, nil, "", opt.MaxLine)
			for j := range files {
				p.inv.SetFormat(j.c.Format) // its section, when it has one
				if j.f.Role == RoleSidecar {
					p.inv.Sidecar(j.f)
					continue
				}
				p.diags = ReadFile(j.c, j.f, rd, p.inv, p.diags, maxDiag, nil)
			}
		})
	}
	var err error
feed:
	for _, c := range corpora {
		for _, f := range c.Files {
			if err = ctx.Err(); err != nil {
				break feed
			}
			files <- job{c, f}
		}
	}
	close(files)
	wg.Wait()
	if err != nil {
		return nil, err
	}
	total := NewInventory()
	r := &Report{Diagnostics: []Diagnostic{}}
	for _, p := range parts {
		total.Merge(p.inv)
		r.Diagnostics = append(r.Diagnostics, p.diags...)
	}
	mismatches := 0
	var names []string
	for _, c := range corpora {
		if !slices.Contains(names, c.Format.Name()) {
			names = append(names, c.Format.Name())
		}
		r.IgnoredFiles += c.Ignored
		mismatches += c.IdentityMismatches
		r.Diagnostics = append(r.Diagnostics, c.Diagnostics...)
		for _, d := range c.Diagnostics {
			total.Problem(d.Problem)
		}
	}
	r.Format, r.Stats = strings.Join(names, ","), total.Stats()
	r.IdentityMismatches = mismatches
	r.Bytes = total.Bytes()
	r.Problems = total.Problems()
	r.Drift, r.NotRecorded = total.Drift(), total.NotRecorded()
	r.Sections = total.Sections()
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
// diags (up to limit) and tallied; of the lines read anyway (a CR LF end,
// invalid UTF-8, …) only the first of each kind in the file is appended,
// so that a file written with CR LF gets one diagnostic, not one a line.
// It returns the extended diags.
func ReadFile(c *Corpus, f File, rd *Reader, inv *Inventory, diags []Diagnostic, limit int, each func(*Frame)) []Diagnostic {
	inv.SetSchema(c.Format.Schema())
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
	rd.SetSchema(c.Format.Schema())
	rd.ResetFile(fh, f)
	var noted Notes // a file's lines read anyway: the first of each kind is named, all are tallied
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
		for _, p := range (fr.Notes &^ noted).Problems() {
			if len(diags) < limit {
				diags = append(diags, Diagnostic{File: f.Path, Line: fr.Line.Num, Offset: fr.Line.Offset, Problem: p})
			}
		}
		noted |= fr.Notes
		inv.Frame(fr)
		if each != nil {
			each(fr)
		}
	}
}
