package gen

// planter plants canary tokens for the generators of agents other than
// Cursor (codex.go, claudecode.go): the first string of each surface and
// some later ones carry a fresh token, recorded with its surface and the
// file being written.
type planter struct {
	tok      *generator // the token source
	seen     map[string]bool
	canaries []Canary
	cur      string // the file being written
}

// newPlanter returns a planter whose tokens are keyed by seed and salt.
func newPlanter(seed int64, salt uint64) planter {
	return planter{tok: &generator{key: mix64(uint64(seed) ^ salt)}, seen: map[string]bool{}}
}

// due reports whether the next string of surface carries a canary: the
// first of each surface does, later ones at canaryRate.
func (p *planter) due(r *rng, surface string) bool { return !p.seen[surface] || r.chance(canaryRate) }

// canary returns base with a fresh token worked in (the token alone when
// base is "") and records it at surface in the file being written.
func (p *planter) canary(surface, base string) string {
	tok := p.tok.token()
	p.seen[surface] = true
	p.canaries = append(p.canaries, Canary{Token: tok, Surface: surface, File: p.cur})
	if base == "" {
		return tok
	}
	return base + " " + tok
}
