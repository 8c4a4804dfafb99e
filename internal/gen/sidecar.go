package gen

import (
	"bufio"
	"path"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Sidecars and strays. A sidecar is spilled tool output under
// <project>/agent-tools/<uuid>.txt, written to its exact planned size;
// each one carries a canary and a fake secret near the top and more
// plantings further down. Strays are the non-transcript files a scanner
// must skip.

// writeSidecar writes sc of project p.
func (g *generator) writeSidecar(p *project, sc sidecar) error {
	rel := p.dir + "/agent-tools/" + sc.id + ".txt"
	f := &fileGen{g: g, r: newRNG(g.cfg.Seed, sc.stream), p: p, rel: rel}
	file, err := create(path.Join(g.root, rel))
	if err != nil {
		return err
	}
	w := bufio.NewWriterSize(file, 64<<10)
	left := sc.size
	put := func(line string) {
		if len(line)+1 > left {
			cut := left - 1
			for cut > 0 && !utf8.RuneStart(line[cut]) {
				cut--
			}
			line = line[:cut] + strings.Repeat(".", left-1-cut)
		}
		w.WriteString(line)
		w.WriteByte('\n')
		left -= len(line) + 1
	}
	style := f.r.IntN(3)
	put("$ " + f.command())
	put("run " + f.canary("sidecar") + " " + f.secret("sidecar", pick(f.r, secretKinds)))
	for n := 0; left > 0; n++ {
		if n%64 == 63 && left > 4096 {
			if piece := f.plant("sidecar", kindProse); piece != "" {
				put(piece)
			}
		}
		put(f.sidecarLine(style))
	}
	g.tally.sidecars = append(g.tally.sidecars, int64(sc.size))
	if err := w.Flush(); err != nil {
		file.Close()
		return err
	}
	return file.Close()
}

// sidecarLine returns one line of search results, test output or build
// log, by style.
func (f *fileGen) sidecarLine(style int) string {
	r := f.r
	switch {
	case r.chance(0.01):
		return pick(r, unicodeBits)
	case style == 0:
		return f.projectFile() + ":" + strconv.Itoa(r.between(1, 2400)) + ":" + codeLine(r)
	case style == 1 && r.chance(0.2):
		return "--- FAIL: Test" + upper(pick(r, vocab)) + upper(pick(r, vocab)) + " (0." + r.chars(digits, 2) + "s)"
	case style == 1:
		return "ok  \tgithub.com/" + f.g.id.company + "/" + f.p.product + "/" + topDir(pick(r, f.p.files)) + "\t0." + r.chars(digits, 3) + "s"
	}
	return chunk(r, f.g.pools.prose, r.between(40, 400))
}

// writeStrays writes files a scanner must ignore: Finder metadata and a
// notes file, in the root, a project and its two subdirectories.
func (g *generator) writeStrays() error {
	dsStore := "\x00\x00\x00\x01Bud1" + strings.Repeat("\x00", 57)
	dir := g.projects[0].dir
	r := newRNG(g.cfg.Seed, 1<<42)
	strays := []struct{ rel, content string }{
		{".DS_Store", dsStore},
		{dir + "/.DS_Store", dsStore},
		{dir + "/agent-transcripts/.DS_Store", dsStore},
		{dir + "/agent-tools/.DS_Store", dsStore},
		{dir + "/notes.md", "# Notes\n\n" + sentence(r) + " " + sentence(r) + "\n"},
	}
	for _, s := range strays {
		file, err := create(path.Join(g.root, s.rel))
		if err != nil {
			return err
		}
		_, err = file.WriteString(s.content)
		if cerr := file.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}
