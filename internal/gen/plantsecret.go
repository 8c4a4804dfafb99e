package gen

import "slices"

// secretPlanter plants fake secrets (secrets.go) in the prose of the
// generators of agents other than Cursor, when their configuration asks
// for them: a redact bundle of the tree must hold none of them. Its draws
// come from its own stream, so a tree with secrets is the tree without
// them but for the phrases, and at rate 0 (every built-in scale) it draws
// nothing and the tree is byte for byte what it was before planters had
// secrets.
type secretPlanter struct {
	rate    float64
	maker   secretMaker
	secrets []Secret
}

// newSecretPlanter returns a planter of secrets at rate in the prose of
// the tree of seed (salt tells the agents' streams apart), naming id and
// product.
func newSecretPlanter(rate float64, seed int64, salt uint64, id identity, product string) secretPlanter {
	return secretPlanter{rate: rate, maker: secretMaker{newRNG(seed, salt), id, product}}
}

// plant returns base, with a fake secret's phrase on a line after it at
// the planter's rate, recorded at surface in file.
func (p *secretPlanter) plant(surface, file, base string) string {
	if p.rate == 0 || !p.maker.r.chance(p.rate) {
		return base
	}
	phrase, found := p.maker.fakeSecret(pick(p.maker.r, secretKinds))
	for _, s := range found {
		p.secrets = append(p.secrets, Secret{Value: s.value, Kind: s.kind, Surface: surface, File: file})
	}
	return base + "\n" + phrase
}

// planted returns the secrets planted, in Ledger.Secrets' order.
func (p *secretPlanter) planted() []Secret { return sortSecrets(slices.Clone(p.secrets)) }
