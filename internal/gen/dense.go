package gen

import "strings"

// Dense corpora. A corpus with Config.Dense set writes keyword-dense
// prose: ordinary sentences in which the words secret scanners key on
// (password, token, secret, key, auth, api, login, credentials) stand
// every few words, in long lines (few paragraph breaks, text blocks four
// times the usual size), with a fake secret planted about every hundred
// words. It is the worst case of a rule pass whose cost follows the
// keywords, not the secrets; the ledger lists every secret planted.

// denseWords are the credential words of dense prose.
var denseWords = strings.Fields(`
	password passwords passwd token tokens secret secrets key keys auth
	api login credentials credential apikey access bearer session
	private signing oauth vault`)

// denseShare is the share of the words of a dense sentence drawn from
// denseWords.
const denseShare = 0.3

// denseScale multiplies the size of the prose blocks of a dense corpus.
const denseScale = 4

// denseGap bounds the bytes between two plantings in dense prose: about
// a hundred words.
var denseGap = [2]int{300, 600}

// denseBreak is the chance that a paragraph break follows a sentence of
// the dense prose pool (0.15 in the usual pool).
const denseBreak = 0.01

// Dense returns the configuration of the secret-dense preset: about
// 80 MB of keyword-dense prose in three projects, a secret every hundred
// words or so.
func Dense() Config {
	return Config{
		Seed:     20261201,
		Projects: 3, Transcripts: 300, Subagents: 6, Sidecars: 30,
		FlatTranscripts: 4, IdentityMismatches: 0,
		MedianFrames: 40,
		SidecarMin:   16000, SidecarMedian: 60416, SidecarMax: 400000,
		LargeBlocks: 6, LargestBlock: 82171,
		MaxParallel: 12,
		Dense:       true,
	}
}

// denseSentence returns one capitalised sentence in which about a third
// of the words are credential words: "Rotate the token before the login
// key of the api session expires."
func denseSentence(r *rng) string {
	var b strings.Builder
	v := pick(r, verbs)
	b.WriteString(strings.ToUpper(v[:1]))
	b.WriteString(v[1:])
	for i, n := 0, r.between(8, 24); i < n; i++ {
		b.WriteByte(' ')
		switch x := r.Float64(); {
		case x < denseShare:
			b.WriteString(pick(r, denseWords))
		case x < denseShare+0.35:
			b.WriteString(pick(r, fillerWords))
		default:
			b.WriteString(pick(r, vocab))
		}
	}
	b.WriteString(pick(r, []string{".", ".", ".", "?", ":", ";", ","}))
	return b.String()
}

// densePlant returns what to plant in dense prose at surface: a canary at
// the usual rate (and first on each surface), else a fake secret.
func (f *fileGen) densePlant(surface string, k strKind) string {
	if piece := f.plant(surface, k); piece != "" {
		return piece
	}
	kind := pick(f.r, secretKinds)
	if k == kindLine && kind == "pem-private-key" {
		kind = "api-key-assignment"
	}
	return f.secret(surface, kind)
}

// DenseText returns about n bytes of the prose a dense corpus writes in
// a text block, secrets planted, for benchmarks of the rule pass. It is
// a function of seed and n.
func DenseText(seed int64, n int) string {
	cfg := Small()
	cfg.Seed, cfg.Dense = seed, true
	g := newGenerator("", cfg)
	f := &fileGen{g: g, r: newRNG(seed, 1<<43), p: g.projects[0], rel: "dense"}
	return f.prose("text.assistant", n/denseScale, false)
}
