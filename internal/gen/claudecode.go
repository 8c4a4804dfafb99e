package gen

import (
	"cmp"
	"errors"
	"path/filepath"
	"slices"
	"time"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// This file writes synthetic Claude Code projects roots (<encoded-cwd>/
// <session>.jsonl, flat agent-<id>.jsonl subagents of 2.0.x, nested
// <session>/subagents/agent-<id>.jsonl with their .meta.json of 2.1.x,
// <session>/tool-results/<tool_use_id>.txt spills) shaped after the
// Claude Code half of the sibling-schema record, and their ClaudeLedger:
// the exact scan statistics (the neutral ones and Claude Code's section),
// every canary with its surface and file, and the fixture checklist
// items the tree witnesses. The lines are built in claudecode_lines.go
// and tallied in claudecode_tally.go. Generation is a pure function of
// the ClaudeConfig.

// ClaudeConfig sets the size and shape of a Claude Code projects root.
// All randomness derives from Seed.
type ClaudeConfig struct {
	Seed int64
	// Projects and Sessions are the project directories and session
	// files written; Empty more session files are 0 bytes. Nested
	// subagents sit in their session's subagents/ with a meta sidecar,
	// Flat ones beside the sessions. Spills is the tool outputs spilled
	// to tool-results/.
	Projects, Sessions, Empty, Nested, Flat, Spills int
	// MedianTurns and MedianSteps are the median prompts of a session
	// and model calls of a turn; the heavy-tailed distributions scale
	// with them.
	MedianTurns, MedianSteps int
	// Images is the image blocks written, of ImageBytes base64 bytes
	// each (the record's median is 527,640).
	Images, ImageBytes int
	// SecretRate is the share of prose strings followed by a fake
	// secret's phrase, listed in the ledger's Secrets (0 in every scale).
	SecretRate float64
}

// ClaudeSmall returns the configuration of the embedded sample: small,
// and still witnessing every checklist item and canary surface but the
// line over 500 KB.
func ClaudeSmall() ClaudeConfig {
	return ClaudeConfig{Seed: 20261201, Projects: 2, Sessions: 5, Empty: 1, Nested: 1, Flat: 1, Spills: 1,
		MedianTurns: 2, MedianSteps: 2, Images: 1, ImageBytes: 2000}
}

// ClaudeSeedScale returns a configuration of the record's proportions
// at the Cursor seed's size, about 250 MB.
func ClaudeSeedScale() ClaudeConfig {
	return ClaudeConfig{Seed: 20261201, Projects: 7, Sessions: 420, Empty: 130, Nested: 60, Flat: 40, Spills: 80,
		MedianTurns: 5, MedianSteps: 5, Images: 60, ImageBytes: 527640}
}

// ClaudeLedger is everything a generated Claude Code root is known to
// contain.
type ClaudeLedger struct {
	// Stats and Section are exactly what a correct `transcrub scan
	// --json --agent claude-code` reports for the tree: its neutral
	// figures and its "claude-code" section.
	Stats   transcript.Stats `json:"stats"`
	Section claudecode.Stats `json:"section"`
	// Canaries are the planted tokens, sorted by token.
	Canaries []Canary `json:"canaries"`
	// Identity lists the fake user, people, company and hosts the tree
	// names. Sorted.
	Identity []string `json:"identity"`
	// Checks are the numbers (1 to 20) of the record's fixture checklist
	// items the tree witnesses, sorted.
	Checks []int `json:"checks"`
	// Secrets are the fake secrets planted at ClaudeConfig.SecretRate,
	// as Ledger.Secrets.
	Secrets []Secret `json:"secrets,omitempty"`
}

// ccKind is what a planned transcript file is.
type ccKind uint8

const (
	ccSession ccKind = iota
	ccTour           // witnesses every rarer shape once
	ccEmpty          // 0 bytes
	ccSummary        // summary lines only
	ccNested         // a 2.1.x subagent in its session's subagents/
	ccFlat           // a 2.0.x subagent beside the sessions
)

// ccPlan is what is decided about a transcript file before it is written.
type ccPlan struct {
	kind     ccKind
	project  *ccProject
	id       string // session uuid, or agent id
	session  *ccPlan
	version  string
	rel      string
	stream   uint64 // its rng stream
	turns    int
	start    time.Time
	children []*ccPlan // subagents it spawns
	spawnID  string    // a subagent's spawning tool_use id, set by its parent
	spills   int       // outputs it spills
	images   int
	partial  bool // ends on a partial line
	open     bool // ends on a call without its result
}

// sub reports whether the file is a subagent's: every line of one is a
// sidechain frame, so it holds none of a session's metadata frames
// (snapshots, queue operations, permission mode, last prompt).
func (p *ccPlan) sub() bool { return p.kind == ccNested || p.kind == ccFlat }

// ccProject is one project directory.
type ccProject struct {
	cwd, dir, branch string
}

// claudeGen holds the state of one GenerateClaude call.
type claudeGen struct {
	root  string
	cfg   ClaudeConfig
	id    identity
	pools *pools
	planter
	secrets  secretPlanter
	projects []*ccProject
	plans    []*ccPlan
	turns    []quantile
	steps    []quantile
	ledger   ClaudeLedger
	tally    *ccTally
	checks   map[int]bool
}

// GenerateClaude writes a Claude Code projects root at root, which must
// not exist or be empty, and returns its ledger. On error the tree is
// incomplete.
func GenerateClaude(root string, cfg ClaudeConfig) (*ClaudeLedger, error) {
	if cfg.Projects < 1 || cfg.Sessions < max(cfg.Projects+1, 4) || cfg.Empty < 1 || cfg.Nested < 1 || cfg.Flat < 1 ||
		cfg.Spills < 1 || cfg.Images < 1 || cfg.ImageBytes < 100 || cfg.MedianTurns < 1 || cfg.MedianSteps < 1 {
		return nil, errors.New("gen: claude-code: need four sessions, more sessions than projects, and at least one empty file, nested and flat subagent, spill, image (100 bytes or more), turn and step")
	}
	if err := emptyRoot(root); err != nil {
		return nil, err
	}
	g := newClaudeGen(filepath.ToSlash(root), cfg)
	for _, p := range g.plans {
		if err := g.writeTranscript(p); err != nil {
			return nil, err
		}
	}
	l := &g.ledger
	l.Canaries = g.canaries
	l.Secrets = g.secrets.planted()
	l.Stats, l.Section = g.tally.finish()
	l.Identity = g.id.words()
	slices.Sort(l.Identity)
	slices.SortFunc(l.Canaries, func(a, b Canary) int { return cmp.Compare(a.Token, b.Token) })
	for n := range g.checks {
		l.Checks = append(l.Checks, n)
	}
	slices.Sort(l.Checks)
	return l, nil
}

// Versions the sessions are written as: flat subagents and their parents
// are 2.0.x, nested ones 2.1.x.
var (
	ccVersions20 = []string{"2.0.28", "2.0.37", "2.0.55", "2.0.64"}
	ccVersions21 = []string{"2.1.7", "2.1.17", "2.1.42", "2.1.114", "2.1.223"}
)

// newClaudeGen plans the root: projects, then the tour, the sessions, a
// summary-only file and the empty files, then the subagents, each with a
// parent among the sessions of its generation.
func newClaudeGen(root string, cfg ClaudeConfig) *claudeGen {
	r := newRNG(cfg.Seed, 1<<45)
	taken := map[string]bool{}
	g := &claudeGen{root: root, cfg: cfg, planter: newPlanter(cfg.Seed, 0x434c4155), tally: newCCTally(), checks: map[int]bool{}}
	g.id = newIdentity(r, taken)
	g.secrets = newSecretPlanter(cfg.SecretRate, cfg.Seed, 1<<47, g.id, g.id.company)
	g.pools = newPools(r, false)
	t, s := float64(cfg.MedianTurns), float64(cfg.MedianSteps)
	g.turns = []quantile{{0, 1}, {0.5, t}, {0.9, 3 * t}, {1, 8 * t}}
	g.steps = []quantile{{0, 1}, {0.5, s}, {0.9, 3 * s}, {1, 8 * s}}
	for i := range cfg.Projects {
		product := pseudoWord(r, 2, taken)
		if i == cfg.Projects-1 && i > 0 {
			product = g.tok.token() // a canary as a directory name
		}
		p := &ccProject{cwd: "/Users/" + g.id.user + "/" + g.id.company + "/" + product}
		p.dir = "-Users-" + g.id.user + "-" + g.id.company + "-" + product
		p.branch = pick(r, []string{"main", "feat/", "fix/"})
		if p.branch != "main" {
			p.branch += pick(r, vocab) + "-" + ident(r)
		}
		if isCanary(product) {
			g.canaries = append(g.canaries, Canary{Token: product, Surface: "project_dir", File: p.dir})
			g.seen["project_dir"] = true
		}
		g.projects = append(g.projects, p)
	}
	clock := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC).Add(time.Duration(r.IntN(1<<20)) * time.Second)
	plan := func(k ccKind, proj *ccProject) *ccPlan {
		clock = clock.Add(time.Duration(r.between(60, 6*3600)) * time.Second).Truncate(time.Millisecond)
		p := &ccPlan{kind: k, project: proj, id: r.uuid(), start: clock, turns: max(1, r.draw(g.turns)), stream: uint64(len(g.plans))}
		p.session = p
		g.plans = append(g.plans, p)
		return p
	}
	var v20, v21 []*ccPlan
	for i := range cfg.Sessions - 1 {
		proj := g.projects[min(i, len(g.projects)-1)]
		if i >= len(g.projects) {
			proj = pick(r, g.projects)
		}
		k := ccSession
		switch i {
		case 0:
			k = ccTour
		case 1:
			k = ccSummary
		}
		p := plan(k, proj)
		if i%3 == 2 {
			p.version = pick(r, ccVersions20)
			v20 = append(v20, p)
		} else {
			p.version = pick(r, ccVersions21)
			if k != ccSummary {
				v21 = append(v21, p)
			}
		}
	}
	for range cfg.Empty {
		plan(ccEmpty, pick(r, g.projects))
	}
	child := func(k ccKind, parents []*ccPlan, version string) {
		parent := pick(r, parents)
		c := plan(k, parent.project)
		c.id, c.session, c.version = "a"+r.chars(hexDigits, 16), parent, version
		if k == ccFlat {
			c.id = r.chars(hexDigits, 8)
		}
		c.turns = max(1, c.turns/2)
		parent.children = append(parent.children, c)
	}
	for range cfg.Nested {
		child(ccNested, v21, pick(r, ccVersions21))
	}
	for range cfg.Flat {
		child(ccFlat, v20, pick(r, ccVersions20))
	}
	// Spills, images and endings: the tour has the first of each.
	sessions := slices.DeleteFunc(slices.Clone(g.plans), func(p *ccPlan) bool {
		return p.kind != ccSession && p.kind != ccTour
	})
	g.plans[0].spills, g.plans[0].images = 1, 1
	for range cfg.Spills - 1 {
		pick(r, sessions).spills++
	}
	for range cfg.Images - 1 {
		pick(r, sessions).images++
	}
	for _, p := range sessions[1:] {
		p.partial = r.chance(0.05)
		p.open = !p.partial && r.chance(0.3)
	}
	for _, p := range g.plans {
		p.rel = g.path(p)
	}
	return g
}

// path is where p is written, relative to the root.
func (g *claudeGen) path(p *ccPlan) string {
	dir := p.project.dir + "/"
	switch p.kind {
	case ccNested:
		return dir + p.session.id + "/subagents/agent-" + p.id + ".jsonl"
	case ccFlat:
		return dir + "agent-" + p.id + ".jsonl"
	}
	return dir + p.id + ".jsonl"
}

// check notes that the tree witnesses the checklist items ns.
func (g *claudeGen) check(ns ...int) {
	for _, n := range ns {
		g.checks[n] = true
	}
}

// writeTranscript writes the file p, its meta sidecar when it is a
// nested subagent, and the outputs it spills.
func (g *claudeGen) writeTranscript(p *ccPlan) error {
	g.cur = p.rel
	f := newCCFile(g, p)
	f.write()
	g.tally.file(p, f.b)
	if err := writeFile(g.root+"/"+p.rel, f.b); err != nil {
		return err
	}
	for _, sc := range f.sidecars {
		g.tally.sidecar(sc.rel, sc.b)
		if err := writeFile(g.root+"/"+sc.rel, sc.b); err != nil {
			return err
		}
	}
	return nil
}

// writeFile writes b to the slash path p, making its directories.
func writeFile(p string, b []byte) error {
	w, err := create(p)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return closing(w, err)
}
