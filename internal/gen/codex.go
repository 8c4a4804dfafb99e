package gen

import (
	"cmp"
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"time"

	"github.com/transcrub/transcrub/transcript/codex"
)

// This file writes synthetic Codex homes (sessions/YYYY/MM/DD/rollout-
// <local time>-<id>.jsonl, archived_sessions/, history.jsonl) shaped after
// the Codex half of the sibling-schema record, and their CodexLedger: the
// files with the records, diagnostics, session_meta lines and lineage a
// correct reader finds, every canary with its surface and file, the
// checklist ids the tree witnesses and the drift it holds. The lines are
// built in codex_lines.go. Generation is a pure function of the
// CodexConfig.

// CodexConfig sets the size and shape of a Codex home. All randomness
// derives from Seed.
type CodexConfig struct {
	Seed int64
	// Sessions is the number of rollouts, of which Archived sit in
	// archived_sessions/, Forks fork an earlier session and replay its
	// session_meta, and Subagents are thread_spawn children of an earlier
	// one (which spawns them). Three more are always written: a
	// pre-envelope rollout, a 0.47-style one and a guardian subagent.
	Sessions, Archived, Forks, Subagents int
	// MedianTurns and MedianCalls are the median turns of a rollout and
	// tool calls of a turn; the heavy-tailed distributions scale with them.
	MedianTurns, MedianCalls int
	// LargeOutput is the size in bytes of the one output over 30 KB.
	LargeOutput int
	// UTCOffset is the user's offset from UTC, which file names reveal.
	UTCOffset time.Duration
	// SecretRate is the share of prose strings followed by a fake
	// secret's phrase, listed in the ledger's Secrets (0 in every scale).
	SecretRate float64
}

// CodexSmall returns the configuration of a small home that still
// witnesses every checklist check and canary surface.
func CodexSmall() CodexConfig {
	return CodexConfig{Seed: 20261201, Sessions: 8, Archived: 2, Forks: 1, Subagents: 1,
		MedianTurns: 3, MedianCalls: 4, LargeOutput: 40000, UTCOffset: time.Hour}
}

// CodexSeedScale returns a configuration of the record's proportions
// (about 16 calls a turn, 10 turns a rollout) at the Cursor seed's size,
// about 250 MB.
func CodexSeedScale() CodexConfig {
	return CodexConfig{Seed: 20261201, Sessions: 120, Archived: 6, Forks: 2, Subagents: 6,
		MedianTurns: 10, MedianCalls: 16, LargeOutput: 80000, UTCOffset: 3 * time.Hour}
}

// CodexLedger is everything a generated Codex home is known to contain.
type CodexLedger struct {
	// Files are the rollouts and the sidecar, sorted by path.
	Files []CodexFile `json:"files"`
	// Canaries are the planted tokens, sorted by token.
	Canaries []Canary `json:"canaries"`
	// Checks are the ids of the codex checklist checks the tree
	// witnesses, sorted.
	Checks []string `json:"checks"`
	// Drift are the drift entries the tree holds, as kind:name, sorted.
	Drift []string `json:"drift"`
	// Section is exactly what a correct `transcrub scan --json --agent
	// codex` reports in its "codex" section, but its drift (Drift
	// lists it by name) and not_recorded (none).
	Section codex.Stats `json:"section"`
	// Secrets are the fake secrets planted at CodexConfig.SecretRate,
	// as Ledger.Secrets.
	Secrets []Secret `json:"secrets,omitempty"`
}

// CodexFile is one generated file.
type CodexFile struct {
	Path    string `json:"path"`
	Session string `json:"session"` // the id its name gives it
	Sidecar bool   `json:"sidecar,omitempty"`
	// Lines is its line count; Records of them are JSON objects, the
	// others malformed.
	Lines   int `json:"lines"`
	Records int `json:"records"`
	// Metas is its session_meta lines (or pre-envelope header).
	Metas int `json:"metas"`
	// Link is "fork" or "subagent" when it records a parent, whose
	// rollout is Parent; Replayed when it replays the parent's
	// session_meta.
	Link     string `json:"link,omitempty"`
	Parent   string `json:"parent,omitempty"`
	Replayed bool   `json:"replayed,omitempty"`
}

// codexKind is what a planned rollout is.
type codexKind uint8

const (
	cxPlain    codexKind = iota
	cxTour               // witnesses every frame check and ends mid-turn
	cxLegacy             // pre-envelope: a header, bare items, state lines
	cxOld                // 0.47: instructions, sandbox mode, shell with JSON output
	cxGuardian           // a source.subagent.other subagent
	cxFork
	cxSubagent
)

// cxPlan is what is decided about a rollout before it is written.
type cxPlan struct {
	kind     codexKind
	id       string
	start    time.Time // UTC of its first line
	rel      string
	archived bool
	turns    int
	parent   *cxPlan   // a fork's or subagent's
	children []*cxPlan // subagents it spawns
}

// codexGen holds the state of one GenerateCodex call.
type codexGen struct {
	root  string
	cfg   CodexConfig
	id    identity
	pools *pools
	planter
	secrets secretPlanter
	plans   []*cxPlan
	turns   []quantile
	calls   []quantile
	ledger  CodexLedger
	tally   *cxTally
	checks  map[string]bool
	drift   map[string]bool
	servers []string // MCP server names
}

// GenerateCodex writes a Codex home at root, which must not exist or be
// empty, and returns its ledger. On error the tree is incomplete.
func GenerateCodex(root string, cfg CodexConfig) (*CodexLedger, error) {
	if cfg.Sessions < 1 || cfg.Archived+cfg.Forks+cfg.Subagents > cfg.Sessions || cfg.MedianTurns < 1 ||
		cfg.MedianCalls < 1 || cfg.LargeOutput <= 30720 {
		return nil, errors.New("gen: codex: need a session, no more archived, forks and subagents than sessions, a turn, a call and a large output over 30 KiB")
	}
	if err := emptyRoot(root); err != nil {
		return nil, err
	}
	g := newCodexGen(filepath.ToSlash(root), cfg)
	for _, p := range g.plans {
		if err := g.writeRollout(p); err != nil {
			return nil, err
		}
	}
	if err := g.writeHistory(); err != nil {
		return nil, err
	}
	l := &g.ledger
	l.Canaries = g.canaries
	l.Secrets = g.secrets.planted()
	slices.SortFunc(l.Files, func(a, b CodexFile) int { return cmp.Compare(a.Path, b.Path) })
	slices.SortFunc(l.Canaries, func(a, b Canary) int { return cmp.Compare(a.Token, b.Token) })
	for id := range g.checks {
		l.Checks = append(l.Checks, id)
	}
	for d := range g.drift {
		l.Drift = append(l.Drift, d)
	}
	slices.Sort(l.Checks)
	slices.Sort(l.Drift)
	l.Section = g.tally.result()
	return l, nil
}

// newCodexGen plans the home: the special rollouts first, then the
// plain ones, forks and subagents choosing parents among those before.
func newCodexGen(root string, cfg CodexConfig) *codexGen {
	r := newRNG(cfg.Seed, 1<<42)
	taken := map[string]bool{}
	g := &codexGen{root: root, cfg: cfg, planter: newPlanter(cfg.Seed, 0x43444558),
		tally: newCxTally(), checks: map[string]bool{}, drift: map[string]bool{}}
	g.id = newIdentity(r, taken)
	g.secrets = newSecretPlanter(cfg.SecretRate, cfg.Seed, 1<<47, g.id, g.id.company)
	g.pools = newPools(r, false)
	g.servers = []string{"github", "linear", g.id.company + "_ops"}
	t, c := float64(cfg.MedianTurns), float64(cfg.MedianCalls)
	g.turns = []quantile{{0, 1}, {0.5, t}, {0.9, 3 * t}, {1, 8 * t}}
	g.calls = []quantile{{0, 1}, {0.5, c}, {0.9, 4 * c}, {1, 10 * c}}
	clock := time.Date(2026, 2, 23, 9, 0, 0, 0, time.UTC).Add(time.Duration(r.IntN(1<<20)) * time.Second)
	kinds := []codexKind{cxTour, cxLegacy, cxOld, cxGuardian}
	for range cfg.Sessions - 1 - cfg.Forks - cfg.Subagents {
		kinds = append(kinds, cxPlain)
	}
	for range cfg.Forks {
		kinds = append(kinds, cxFork)
	}
	for range cfg.Subagents {
		kinds = append(kinds, cxSubagent)
	}
	var plain []*cxPlan
	for _, k := range kinds {
		clock = clock.Add(time.Duration(r.between(60, 4*3600)) * time.Second).Truncate(time.Millisecond)
		p := &cxPlan{kind: k, id: uuid7(r, clock), start: clock, turns: max(1, r.draw(g.turns))}
		switch k {
		case cxPlain:
			plain = append(plain, p)
		case cxFork, cxSubagent:
			// The parent is a plain rollout before it, or the tour.
			p.parent = g.plans[0]
			if len(plain) > 0 {
				p.parent = pick(r, plain)
			}
			if k == cxSubagent {
				p.parent.children = append(p.parent.children, p)
			}
		}
		g.plans = append(g.plans, p)
	}
	// The last plain rollouts are archived, one of them in date
	// directories; the tour's id is a canary, as a file name.
	archived := 0
	for i := len(g.plans) - 1; i >= 4 && archived < cfg.Archived; i-- {
		if g.plans[i].kind == cxPlain && len(g.plans[i].children) == 0 {
			g.plans[i].archived = true
			archived++
		}
	}
	g.plans[0].id = g.canary("file_name", "")
	for _, p := range g.plans {
		p.rel = g.rolloutPath(p, archived > 1 && p == g.lastArchived())
	}
	g.canaries[0].File = g.plans[0].rel
	return g
}

// lastArchived returns the last archived plan, or nil.
func (g *codexGen) lastArchived() *cxPlan {
	for i := len(g.plans) - 1; i >= 0; i-- {
		if g.plans[i].archived {
			return g.plans[i]
		}
	}
	return nil
}

// rolloutPath is where p is written: its local date's directories under
// sessions/ (or archived_sessions/ when dated), or archived_sessions/
// flat; the pre-envelope rollout is named by its id alone.
func (g *codexGen) rolloutPath(p *cxPlan, dated bool) string {
	local := p.start.Add(g.cfg.UTCOffset)
	name := "rollout-" + local.Format("2006-01-02T15-04-05") + "-" + p.id + ".jsonl"
	dir := "sessions/" + local.Format("2006/01/02") + "/"
	switch {
	case p.kind == cxLegacy:
		return "sessions/rollout-" + p.id + ".jsonl"
	case p.archived && dated:
		return "archived_sessions/" + local.Format("2006/01/02") + "/" + name
	case p.archived:
		return "archived_sessions/" + name
	}
	return dir + name
}

// uuid7 returns a version 7 UUID for the time t, as Codex names threads.
func uuid7(r *rng, t time.Time) string {
	ms := strconv.FormatInt(t.UnixMilli(), 16)
	for len(ms) < 12 {
		ms = "0" + ms
	}
	h := []byte(ms + "7" + r.chars(hexDigits, 19))
	h[16] = "89ab"[r.IntN(4)]
	return string(h[0:8]) + "-" + string(h[8:12]) + "-" + string(h[12:16]) + "-" + string(h[16:20]) + "-" + string(h[20:32])
}
