package gen

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// The hostile corpus. GenerateHostile writes a Cursor projects root made of
// the inputs a privacy tool is judged by: broken and unterminated lines,
// bad encodings, shapes from outside the documented format, duplicate
// keys, deep nesting, very long lines, empty, stray and oddly named files,
// directories where files belong, and secrets beside the suppression
// markers of other scanners. Every string of every hostile line, valid or
// not, carries a unique canary token, and the HostileLedger says which
// lines and files a correct reader skips, which it reads despite a
// peculiarity, and what drift it must count.
//
// Links, FIFOs and unreadable files are not written: they cannot be
// committed or copied faithfully, and a test makes them where it needs
// them. Names the file system refuses (a newline or invalid UTF-8 on some
// systems) are left out, with everything they would have planted.

// HostileLedger is the oracle of a hostile corpus. Paths are slash paths
// relative to the root.
type HostileLedger struct {
	// Canaries are planted in every string of every hostile line and
	// sidecar, at positions structural scrubbing replaces: string values,
	// keys that are not identifier-like, structural values that are not
	// identifier-like. None may survive structural mode. Sorted by token.
	Canaries []Canary `json:"canaries"`
	// KeptCanaries sit where structural mode keeps identifiers, as an
	// object key inside a tool input and as a tool name. Being token-like
	// (see token), they must go too; they are listed apart because a
	// word-like identifier there is kept by contract.
	KeptCanaries []Canary `json:"kept_canaries"`
	// Unexported are the canaries no export may contain in any mode,
	// redaction included: those in lines a reader skips and in files
	// discovery passes over or cannot read. Sorted.
	Unexported []string `json:"unexported"`
	// Secrets are fake credentials planted beside suppression markers of
	// other scanners (gitleaks:allow, pragma: allowlist secret, nosec, …);
	// no mode may let one through.
	Secrets []Secret `json:"secrets"`
	// Skips are the lines a reader leaves out (malformed, unterminated,
	// too_deep), sorted by file and line, with the byte offset of each
	// line.
	Skips []transcript.Diagnostic `json:"skips"`
	// Blanks are the blank lines (empty or whitespace only), which a
	// reader reports and an export keeps as they stand: not skipped.
	Blanks []transcript.Diagnostic `json:"blanks"`
	// Notes are the lines read despite a peculiarity (bom, crlf,
	// invalid_utf8), one entry per problem.
	Notes []transcript.Diagnostic `json:"notes"`
	// FileProblems are what discovery reports of files: directories where
	// a transcript belongs (not_regular) and transcripts named differently
	// from their session directory (id_mismatch). Line is 0.
	FileProblems []transcript.Diagnostic `json:"file_problems"`
	// Frames is, for every transcript and subagent file, how many of its
	// lines are frames: what an export of every file keeps.
	Frames map[string]int `json:"frames"`
	// Sidecars lists the sidecar files.
	Sidecars []string `json:"sidecars"`
	// Ignored counts the stray files discovery must pass over.
	Ignored int `json:"ignored"`
	// Drift is what the manifest's drift section counts.
	Drift HostileDrift `json:"drift"`
	// Turns counts turn_ended frames by status, including statuses
	// outside the documented set.
	Turns map[string]int `json:"turns"`
}

// HostileDrift counts frames, blocks and calls outside the documented
// shapes, as the export manifest's drift entries of kinds keyset,
// block_type and tool_name add up: frames with another top-level key set,
// blocks of another type (or none), tool_use blocks with a name outside
// the observed inventory (or none).
type HostileDrift struct {
	UnknownKeysets    int `json:"unknown_keysets"`
	UnknownBlockTypes int `json:"unknown_block_types"`
	UnknownToolNames  int `json:"unknown_tool_names"`
}

// DriftTotals adds drift entries up as a HostileDrift counts them.
func DriftTotals(d []transcript.DriftEntry) HostileDrift {
	var h HostileDrift
	for _, e := range d {
		switch e.Kind {
		case transcript.DriftKeyset:
			h.UnknownKeysets += e.Count
		case transcript.DriftBlockType:
			h.UnknownBlockTypes += e.Count
		case transcript.DriftToolName:
			h.UnknownToolNames += e.Count
		}
	}
	return h
}

// HostileProject is the project directory of the hostile corpus.
const HostileProject = "Users-qx-hostile"

// Sizes of the two cases that are generated rather than committed.
const (
	// HostileLongLine is the byte length of the longest valid line.
	HostileLongLine = 8<<20 + 4096
	// HostileDeep is the nesting depth of the deepest lines.
	HostileDeep = 20000
)

// GenerateHostile writes the hostile corpus under root, which must not
// exist or be empty, and returns its ledger. The same seed gives the same
// tree. It takes well under a second and about 30 MB of memory.
func GenerateHostile(root string, seed int64) (*HostileLedger, error) {
	if es, err := os.ReadDir(root); err == nil && len(es) > 0 {
		return nil, errors.New("gen: hostile root is not empty")
	}
	g := &hostileGen{root: root, seed: seed, r: newRNG(seed, 0x6057113),
		led: &HostileLedger{Frames: map[string]int{}, Turns: map[string]int{}}, seen: map[string]bool{}}
	g.cases()
	if g.err != nil {
		return nil, g.err
	}
	l := g.led
	slices.SortFunc(l.Canaries, func(a, b Canary) int { return strings.Compare(a.Token, b.Token) })
	slices.SortFunc(l.KeptCanaries, func(a, b Canary) int { return strings.Compare(a.Token, b.Token) })
	slices.SortFunc(l.Secrets, func(a, b Secret) int {
		return cmp.Or(strings.Compare(a.File, b.File), strings.Compare(a.Value, b.Value))
	})
	for _, d := range [][]transcript.Diagnostic{l.Skips, l.Blanks, l.Notes, l.FileProblems} {
		transcript.SortDiagnostics(d)
	}
	slices.Sort(l.Sidecars)
	slices.Sort(l.Unexported)
	return l, nil
}

// hostileGen writes the corpus. The first error sticks and stops writing.
type hostileGen struct {
	root string
	seed int64
	n    uint64 // canaries drawn
	r    *rng
	led  *HostileLedger
	seen map[string]bool // tokens drawn
	err  error
}

// token returns a fresh canary: "HSTL" and 16 base32 characters, the
// first four a digit, a letter, a digit and a letter, so that every canary
// is token-like (see scrub/tokenkey.go) even where an identifier is kept.
func (g *hostileGen) token() string {
	for {
		g.n++
		x := mix64(uint64(g.seed) ^ mix64(g.n))
		y := mix64(x ^ 0x5bd1e995)
		var b [16]byte
		for i := range 12 {
			b[i] = base32Std[x>>(59-5*i)&31]
		}
		for i := range 4 {
			b[12+i] = base32Std[y>>(59-5*i)&31]
		}
		b[0], b[2] = "234567"[y%6], "234567"[y/6%6]
		b[1], b[3] = base32Std[y/36%26], base32Std[y/936%26]
		tok := "HSTL" + string(b[:])
		if !g.seen[tok] {
			g.seen[tok] = true
			return tok
		}
	}
}

// hfile is one file being built. Its ledger entries are kept apart and
// merged only once the file is written, so that a name the file system
// refuses leaves no trace in the ledger.
type hfile struct {
	g        *hostileGen
	rel      string
	b        []byte
	lines    int
	frames   int
	optional bool // the name may be refused
	led      HostileLedger
}

// file starts a file at rel (slash path under the root).
func (g *hostileGen) file(rel string) *hfile {
	return &hfile{g: g, rel: rel, led: HostileLedger{Turns: map[string]int{}}}
}

// c returns a fresh canary planted in this file at surface.
func (f *hfile) c(surface string) string {
	tok := f.g.token()
	f.led.Canaries = append(f.led.Canaries, Canary{Token: tok, Surface: surface, File: f.rel})
	return tok
}

// kept returns a fresh canary planted where structural mode keeps text.
func (f *hfile) kept(surface string) string {
	tok := f.g.token()
	f.led.KeptCanaries = append(f.led.KeptCanaries, Canary{Token: tok, Surface: surface, File: f.rel})
	return tok
}

// drift is what one frame adds to the drift counts.
type drift struct{ keysets, blocks, tools int }

// line appends one physical line and its terminator.
func (f *hfile) line(s, end string) (num int, off int64) {
	off = int64(len(f.b))
	f.b = append(f.b, s...)
	f.b = append(f.b, end...)
	f.lines++
	return f.lines, off
}

// frame appends a line that reads as a frame, noting its peculiarities.
func (f *hfile) frame(s string, d drift, notes ...transcript.Problem) {
	end := "\n"
	if slices.Contains(notes, transcript.CRLF) {
		end = "\r\n"
	}
	f.frameEnd(s, end, d, notes...)
}

// frameEnd is frame with an explicit terminator ("" for a last line
// without one).
func (f *hfile) frameEnd(s, end string, d drift, notes ...transcript.Problem) {
	num, off := f.line(s, end)
	f.frames++
	for _, p := range notes {
		f.led.Notes = append(f.led.Notes, transcript.Diagnostic{File: f.rel, Line: num, Offset: off, Problem: p})
	}
	f.led.Drift.UnknownKeysets += d.keysets
	f.led.Drift.UnknownBlockTypes += d.blocks
	f.led.Drift.UnknownToolNames += d.tools
}

// turn appends a turn_ended frame with a documented key set.
func (f *hfile) turn(status, errText string) {
	if errText == "" {
		f.frame(`{"type":"turn_ended","status":"`+status+`"}`, drift{})
	} else {
		f.frame(`{"type":"turn_ended","status":"`+status+`","error":"`+errText+`"}`, drift{})
	}
	f.led.Turns[status]++
}

// skip appends a line a reader leaves out with problem p.
func (f *hfile) skip(s string, p transcript.Problem) {
	f.skipEnd(s, "\n", p)
}

// skipEnd is skip with an explicit terminator. A Blank line is listed
// under Blanks: it is kept.
func (f *hfile) skipEnd(s, end string, p transcript.Problem) {
	num, off := f.line(s, end)
	if p == transcript.Blank {
		f.led.Blanks = append(f.led.Blanks, transcript.Diagnostic{File: f.rel, Line: num, Offset: off, Problem: p})
		return
	}
	f.led.Skips = append(f.led.Skips, transcript.Diagnostic{File: f.rel, Line: num, Offset: off, Problem: p})
	for _, c := range f.led.Canaries {
		if strings.Contains(s, c.Token) {
			f.led.Unexported = append(f.led.Unexported, c.Token)
		}
	}
}

// unexported marks every canary of the file as one no export may hold.
func (f *hfile) unexported() {
	for _, c := range f.led.Canaries {
		f.led.Unexported = append(f.led.Unexported, c.Token)
	}
}

// write writes the file as a transcript and merges its ledger.
func (f *hfile) write() { f.g.commit(f, true) }

// writeStray writes the file as a stray file discovery passes over.
func (f *hfile) writeStray() {
	f.led.Ignored++
	f.unexported()
	f.g.commit(f, false)
}

// writeSidecar writes the file as a sidecar.
func (f *hfile) writeSidecar() {
	f.led.Sidecars = append(f.led.Sidecars, f.rel)
	f.g.commit(f, false)
}

// commit writes f and merges its ledger; it reports whether it wrote.
func (g *hostileGen) commit(f *hfile, transcriptFile bool) bool {
	if g.err != nil {
		return false
	}
	p := filepath.Join(g.root, filepath.FromSlash(f.rel))
	err := os.MkdirAll(filepath.Dir(p), 0o755)
	if err == nil {
		err = os.WriteFile(p, f.b, 0o644)
	}
	if err != nil {
		if !f.optional {
			g.err = fmt.Errorf("gen: writing the hostile corpus: %w", err)
		}
		return false
	}
	l, x := g.led, &f.led
	l.Canaries = append(l.Canaries, x.Canaries...)
	l.KeptCanaries = append(l.KeptCanaries, x.KeptCanaries...)
	l.Secrets = append(l.Secrets, x.Secrets...)
	l.Unexported = append(l.Unexported, x.Unexported...)
	l.Skips = append(l.Skips, x.Skips...)
	l.Blanks = append(l.Blanks, x.Blanks...)
	l.Notes = append(l.Notes, x.Notes...)
	l.FileProblems = append(l.FileProblems, x.FileProblems...)
	l.Sidecars = append(l.Sidecars, x.Sidecars...)
	l.Ignored += x.Ignored
	l.Drift.UnknownKeysets += x.Drift.UnknownKeysets
	l.Drift.UnknownBlockTypes += x.Drift.UnknownBlockTypes
	l.Drift.UnknownToolNames += x.Drift.UnknownToolNames
	for k, v := range x.Turns {
		l.Turns[k] += v
	}
	if transcriptFile {
		l.Frames[f.rel] = f.frames
	}
	return true
}

// dir makes an empty directory at rel, noting problem p (if any) as
// discovery must report it.
func (g *hostileGen) dir(rel string, p transcript.Problem) {
	if g.err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Join(g.root, filepath.FromSlash(rel)), 0o755); err != nil {
		g.err = fmt.Errorf("gen: writing the hostile corpus: %w", err)
		return
	}
	if p != "" {
		g.led.FileProblems = append(g.led.FileProblems, transcript.Diagnostic{File: rel, Problem: p})
	}
}

// secret returns a fresh fake credential of kind and records it. Known
// prefixes are spliced so this file holds nothing a scanner would match.
func (f *hfile) secret(kind, surface string) string {
	r := f.g.r
	var v string
	switch kind {
	case "github-pat":
		v = "gh" + "p_" + r.chars(alnum, 36)
	case "aws-access-key":
		v = "AK" + "IA" + r.chars(base32Std, 16)
	case "slack-bot-token":
		v = "xo" + "xb-" + r.chars(digits, 11) + "-" + r.chars(digits, 13) + "-" + r.chars(alnum, 24)
	case "stripe-live-key":
		v = "sk" + "_live_" + r.chars(alnum, 24)
	case "bearer-token":
		v = r.chars(alnum, 40)
	default: // password-assignment
		kind = "password-assignment"
		v = r.chars(alnum, 14) + "!"
	}
	f.led.Secrets = append(f.led.Secrets, Secret{Value: v, Kind: kind, Surface: surface, File: f.rel})
	return v
}

// transcriptPath returns the nested path of session id in the project.
func transcriptPath(id string) string {
	return HostileProject + "/agent-transcripts/" + id + "/" + id + ".jsonl"
}
