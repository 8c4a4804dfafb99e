package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
)

// progress draws a bar on stderr, only when stderr is a terminal, only for
// runs of many files. It honours NO_COLOR by drawing plain text (it never
// uses colour) and never prints names.
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	on      bool
	drawn   bool
	lastPct int
}

func newProgress(w io.Writer) *progress {
	return &progress{w: w, on: isTerminal(w) && os.Getenv("TERM") != "dumb", lastPct: -1}
}

// update is called from worker goroutines after each file.
func (p *progress) update(done, total int) {
	if !p.on || total < 100 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	pct := done * 100 / total
	if pct == p.lastPct {
		return
	}
	p.lastPct, p.drawn = pct, true
	bar := strings.Repeat("#", pct/4) + strings.Repeat(" ", 25-pct/4)
	fmt.Fprintf(p.w, "\r[%s] %3d%% %d/%d files", bar, pct, done, total)
}

// done clears the bar.
func (p *progress) done() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
	}
}
