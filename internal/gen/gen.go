// Package gen writes synthetic Cursor projects roots shaped after the
// input-format spec's observations, and a Ledger of everything planted in
// them: the exact statistics a correct scanner reports, every canary
// token, fake secret, identity word and benign look-alike with its
// surface and file, and witness counts for the fixture checklist.
//
// Generation is a pure function of the Config: the same Config gives a
// byte-identical tree and ledger on every platform. Files are streamed,
// so memory stays bounded by the largest block (about 80 KB) plus the
// per-block payload sizes the statistics need.
//
// Nothing in a generated tree is real: people, hosts, companies and
// products are invented, and secrets are random strings of the right
// alphabet and length that authenticate nowhere.
package gen

import (
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
)

// Config sets the size and shape of a corpus. All randomness derives from
// Seed.
type Config struct {
	Seed int64
	// Projects, Transcripts (top-level), Subagents and Sidecars are the
	// counts written.
	Projects, Transcripts, Subagents, Sidecars int
	// FlatTranscripts of the transcripts use the flat <id>.jsonl layout;
	// IdentityMismatches sit in a directory named differently from the
	// file (counted in Stats.IdentityMismatches).
	FlatTranscripts, IdentityMismatches int
	// MedianFrames is the median frame count of a top-level transcript;
	// the heavy-tailed length distribution scales with it.
	MedianFrames int
	// SidecarMin, SidecarMedian and SidecarMax shape sidecar sizes in
	// bytes; with two or more sidecars the smallest is exactly SidecarMin
	// and the largest exactly SidecarMax.
	SidecarMin, SidecarMedian, SidecarMax int
	// LargeBlocks blocks get a payload over 30 KiB; the tour's user frame
	// is the first and largest, about LargestBlock bytes.
	LargeBlocks, LargestBlock int
	// MaxParallel is the largest number of tool_use blocks in one frame.
	MaxParallel int
	// Dense writes keyword-dense prose in long lines with a secret about
	// every hundred words (see dense.go).
	Dense bool
}

// SeedScale returns the configuration of the spec's observed corpus:
// 1,269 transcripts, 26 subagents and 340 sidecars (15.6 KiB to 1.4 MiB,
// median 59 KiB) in seven projects, about 250 MB in all.
func SeedScale() Config {
	return Config{
		Seed:     20260918,
		Projects: 7, Transcripts: 1269, Subagents: 26, Sidecars: 340,
		FlatTranscripts: 12, IdentityMismatches: 2,
		MedianFrames: 54,
		SidecarMin:   16000, SidecarMedian: 60416, SidecarMax: 1468006,
		LargeBlocks: 24, LargestBlock: 82171,
		MaxParallel: 39,
	}
}

// Small returns the configuration of the committed sample: under 2 MB
// and still witnessing every checklist shape, surface and secret kind.
// Sidecars keep the 15.6 KiB minimum but stop at 40 KB, the largest
// block is 32 KB, and there are no identity mismatches (the spec saw
// none; SeedScale plants two).
func Small() Config {
	return Config{
		Seed:     20260918,
		Projects: 2, Transcripts: 14, Subagents: 2, Sidecars: 4,
		FlatTranscripts: 1,
		MedianFrames:    12,
		SidecarMin:      16000, SidecarMedian: 20000, SidecarMax: 40000,
		LargeBlocks: 1, LargestBlock: 32000,
		MaxParallel: 6,
	}
}

// ending is how a top-level transcript ends.
type ending int

const (
	endSuccess ending = iota // turn_ended success, last
	endError                 // turn_ended error, last
	endAborted               // turn_ended aborted, last
	endNone                  // no turn_ended
	endNotLast               // turn_ended success followed by more frames
)

// endingCounts returns how many files end in error, aborted, no
// turn_ended and not-last, at the spec's rates (7, 2, 11 and 1 in 350)
// and at least one each.
func endingCounts(transcripts int) map[ending]int {
	rate := func(per350 int) int { return max(1, (transcripts*per350+175)/350) }
	return map[ending]int{endError: rate(7), endAborted: rate(2), endNone: rate(11), endNotLast: rate(1)}
}

// validate reports a Config the generator cannot honour.
func (c Config) validate() error {
	ends := 0
	for _, n := range endingCounts(c.Transcripts) {
		ends += n
	}
	switch {
	case c.Projects < 1 || c.Transcripts < c.Projects:
		return errors.New("gen: need at least one project and one transcript per project")
	case c.FlatTranscripts < 0 || c.IdentityMismatches < 0 || c.Subagents < 0 || c.Sidecars < 0 || c.LargeBlocks < 0:
		return errors.New("gen: negative count")
	case c.FlatTranscripts+c.IdentityMismatches > c.Transcripts-1, ends > c.Transcripts-1, c.LargeBlocks > c.Transcripts:
		return errors.New("gen: too few transcripts for the layouts, endings and large blocks asked for")
	case c.Subagents > 4*(c.Transcripts-1-c.FlatTranscripts-c.IdentityMismatches):
		return errors.New("gen: too few nested transcripts to parent the subagents")
	case c.MedianFrames < 2 || c.MaxParallel < 4:
		return errors.New("gen: MedianFrames must be at least 2 and MaxParallel at least 4")
	case c.SidecarMin < 1024 || c.SidecarMin > c.SidecarMedian || c.SidecarMedian > c.SidecarMax:
		return errors.New("gen: need 1024 <= SidecarMin <= SidecarMedian <= SidecarMax")
	case c.LargeBlocks > 0 && c.LargestBlock < 31000:
		return errors.New("gen: LargestBlock must be at least 31000")
	}
	return nil
}

// project is one workspace of the corpus.
type project struct {
	product  string    // last path element: a pseudo-word, or a canary
	path     string    // absolute workspace path /Users/<user>/<company>/<product>
	dir      string    // encoded directory name under the root
	files    []string  // repository-relative source files
	sidecars []sidecar // agent-tools files
}

// sidecar is one agent-tools file.
type sidecar struct {
	id     string
	size   int
	stream uint64
}

// filePlan is what is decided about a top-level transcript before it is
// written.
type filePlan struct {
	project   *project
	stream    uint64 // rng stream
	rel       string // root-relative path
	tour      bool
	ending    ending
	multiUser bool
	frames    int      // frames before the ending
	big       int      // payload of a planted large block, 0 for none
	children  []string // subagent ids
}

// generator holds the state of one Generate call.
type generator struct {
	root     string
	cfg      Config
	id       identity
	pools    *pools
	mcp      []mcpServer
	lengths  []quantile // frames per file
	projects []*project
	files    []*filePlan
	tally    *tally
	ledger   Ledger
	benign   map[string]bool
	seen     map[string]bool // surfaces that already carry a canary
	canaries uint64
	key      uint64
}

// Generate writes a Cursor projects root at root, which must not exist or
// be empty, and returns its ledger. On error the tree is incomplete.
func Generate(root string, cfg Config) (*Ledger, error) {
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if err := emptyRoot(root); err != nil {
		return nil, err
	}
	g := newGenerator(filepath.ToSlash(root), cfg)
	for _, p := range g.projects {
		for _, sc := range p.sidecars {
			if err := g.writeSidecar(p, sc); err != nil {
				return nil, err
			}
		}
	}
	for _, fp := range g.files {
		if err := g.writeTranscript(fp); err != nil {
			return nil, err
		}
	}
	if err := g.writeStrays(); err != nil {
		return nil, err
	}
	l := &g.ledger
	l.Stats, l.Witnesses = g.tally.finish()
	l.Stats.IdentityMismatches = cfg.IdentityMismatches
	l.Identity = append(l.Identity, g.id.words()...)
	for _, p := range g.projects {
		if !isCanary(p.product) {
			l.Identity = append(l.Identity, p.product)
		}
	}
	for v := range g.benign {
		l.Benign = append(l.Benign, v)
	}
	slices.Sort(l.Benign)
	sortLedger(l)
	return l, nil
}

// emptyRoot makes the directory root, which must not exist or be empty.
func emptyRoot(root string) error {
	if err := os.MkdirAll(root, 0o755); err != nil {
		return err
	}
	if entries, err := os.ReadDir(root); err != nil {
		return err
	} else if len(entries) > 0 {
		return fmt.Errorf("gen: %s is not empty", root)
	}
	return nil
}

// newGenerator plans the corpus: identity, projects, sidecars and files.
func newGenerator(root string, cfg Config) *generator {
	r := newRNG(cfg.Seed, 1<<40)
	taken := map[string]bool{}
	g := &generator{
		root: root, cfg: cfg, tally: newTally(),
		benign: map[string]bool{}, seen: map[string]bool{},
		key: mix64(uint64(cfg.Seed) ^ 0x434e5259),
	}
	g.id = newIdentity(r, taken)
	g.pools = newPools(r, cfg.Dense)
	g.mcp = mcpServers(g.id)
	m := float64(cfg.MedianFrames)
	g.lengths = []quantile{{0, max(2, m/20)}, {0.5, m}, {0.9, 4 * m}, {0.99, 12 * m}, {1, 25 * m}}
	g.planProjects(r, taken)
	g.planFiles(r)
	g.planSidecars(r)
	return g
}

// planProjects draws the projects; with two or more, the last one's
// product name is a canary.
func (g *generator) planProjects(r *rng, taken map[string]bool) {
	for i := range g.cfg.Projects {
		p := &project{product: pseudoWord(r, 2, taken)}
		if i > 0 && i == g.cfg.Projects-1 {
			p.product = g.token()
		}
		p.path = "/Users/" + g.id.user + "/" + g.id.company + "/" + p.product
		p.dir = "Users-" + g.id.user + "-" + g.id.company + "-" + p.product
		if isCanary(p.product) {
			g.ledger.Canaries = append(g.ledger.Canaries, Canary{Token: p.product, Surface: "project_dir", File: p.dir})
			g.seen["project_dir"] = true
		}
		for range 40 {
			p.files = append(p.files, pick(r, topDirs)+"/"+pick(r, vocab)+"/"+pick(r, vocab)+"/"+ident(r)+pick(r, extensions))
		}
		p.files = append(p.files, "README.md", "Makefile", ".env", "docker-compose.yml", "package.json")
		g.projects = append(g.projects, p)
	}
}

// planFiles decides every top-level transcript: project, layout, length,
// ending, large block and subagents. File 0 is the tour.
func (g *generator) planFiles(r *rng) {
	cfg := g.cfg
	// Earlier projects are busier: project i has weight 1/(i+1).
	weights := newWeighted(g.projects, func(p *project) int {
		return 1000 / (1 + slices.Index(g.projects, p))
	})
	for i := range cfg.Transcripts {
		fp := &filePlan{stream: uint64(i), project: g.projects[0], tour: i == 0, ending: endSuccess}
		if i > 0 && i < cfg.Projects {
			fp.project = g.projects[i]
		} else if i > 0 {
			fp.project = weights.pick(r)
		}
		fp.multiUser = !fp.tour && r.chance(0.28)
		fp.frames = max(2, r.draw(g.lengths))
		if fp.multiUser {
			fp.frames *= 2
		}
		g.files = append(g.files, fp)
	}
	rest := g.files[1:]

	// Layouts: flat, then mismatched, then nested.
	order := r.Perm(len(rest))
	var nested []*filePlan
	for k, i := range order {
		fp := rest[i]
		id := r.uuid()
		base := fp.project.dir + "/agent-transcripts/"
		switch {
		case k < cfg.FlatTranscripts:
			fp.rel = base + id + ".jsonl"
		case k < cfg.FlatTranscripts+cfg.IdentityMismatches:
			fp.rel = base + r.uuid() + "/" + id + ".jsonl"
		default:
			fp.rel = base + id + "/" + id + ".jsonl"
			nested = append(nested, fp)
		}
	}
	tourID := r.uuid()
	g.files[0].rel = g.projects[0].dir + "/agent-transcripts/" + tourID + "/" + tourID + ".jsonl"

	// Endings.
	order = r.Perm(len(rest))
	k := 0
	counts := endingCounts(cfg.Transcripts)
	for _, e := range []ending{endError, endAborted, endNone, endNotLast} {
		for range counts[e] {
			rest[order[k]].ending = e
			k++
		}
	}

	// Large blocks beyond the tour's.
	order = r.Perm(len(rest))
	for k := range max(cfg.LargeBlocks-1, 0) {
		fp := rest[order[k]]
		fp.big = r.between(31000, min(48000, cfg.LargestBlock))
		fp.frames = max(fp.frames, 3)
	}

	// Subagents: most parents have one child, a few two or more.
	parents := max(min(cfg.Subagents, 1), cfg.Subagents-cfg.Subagents/12)
	parents = min(parents, len(nested))
	order = r.Perm(len(nested))
	for c := range cfg.Subagents {
		fp := nested[order[c%parents]]
		fp.children = append(fp.children, r.uuid())
		fp.frames = max(fp.frames, len(fp.children)+3)
	}
}

// planSidecars draws the sidecars: the first goes to the tour's project,
// the rest to the project of a random transcript.
func (g *generator) planSidecars(r *rng) {
	cfg := g.cfg
	sizes := []quantile{
		{0, float64(cfg.SidecarMin)}, {0.5, float64(cfg.SidecarMedian)},
		{0.9, float64(min(4*cfg.SidecarMedian, cfg.SidecarMax))}, {1, float64(cfg.SidecarMax)},
	}
	for i := range cfg.Sidecars {
		p := g.projects[0]
		if i > 0 {
			p = g.files[r.IntN(len(g.files))].project
		}
		size := min(max(r.draw(sizes), cfg.SidecarMin), cfg.SidecarMax)
		switch i {
		case 0:
			size = cfg.SidecarMin
		case 1:
			size = cfg.SidecarMax
		}
		p.sidecars = append(p.sidecars, sidecar{id: r.uuid(), size: size, stream: 1<<41 | uint64(i)})
	}
}

// token returns a fresh canary token. Tokens are CNRY and 16 base32
// characters: 64 bits from a bijection of the counter keyed by the seed
// (so no two collide) and 16 more seeded bits.
func (g *generator) token() string {
	g.canaries++
	n := g.canaries
	hi := mix64(n ^ g.key)
	lo := mix64(n+g.key) & 0xffff
	var b [16]byte
	for i := range 12 {
		b[i] = base32Std[hi>>(59-5*i)&31]
	}
	rest := (hi&15)<<16 | lo
	for i := range 4 {
		b[12+i] = base32Std[rest>>(15-5*i)&31]
	}
	return "CNRY" + string(b[:])
}

// isCanary reports whether s is a canary token.
func isCanary(s string) bool { return len(s) == 20 && s[:4] == "CNRY" }

// create creates the file at the slash-separated path p and its parent
// directories.
func create(p string) (*os.File, error) {
	if err := os.MkdirAll(filepath.FromSlash(path.Dir(p)), 0o755); err != nil {
		return nil, err
	}
	return os.Create(filepath.FromSlash(p))
}
