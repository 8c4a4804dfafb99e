package scrub

import (
	"maps"
	"slices"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/transcript"
)

// This file is redact mode: text and structure are kept, and every rule
// match is replaced by a typed placeholder (see placeholder.go).
//
// What runs on a decoded string, in one pass of the rule set's matcher:
// the rules, then the rename literals, then the identity literals (user
// names, host names, --term words), earlier winning on overlap. So a
// secret is named by its rule, and an encoded project name such as
// "Users-alice-acme-app" becomes its bundle pseudonym whole before the
// user name literal "alice" could cut it apart. Rename matches are
// replaced by their pseudonym, every other match by a placeholder.
//
// Which strings: every string value and every object key, decoded, except
// the structural values that structural mode keeps at the frame's own
// positions (the frame's role, type and status, a block's type and name,
// when identifier-like and not token-like; not the discriminators deeper
// down, which are redacted as any kept key is) and the keys it keeps in
// the frame, message and block objects: they are the frame's schema and
// are copied verbatim, so that a user called "user" does not turn role
// "user" into a placeholder. Only a regexp rule match (a secret where a
// tool name belongs) makes such a string content again; so does not being
// identifier-like. Tool input
// keys, and MCP argument keys above all, can be data and are redacted like
// values. Numbers and literals are never touched. Inline suppression
// markers in the data (gitleaks:allow, nosec, ...) mean nothing here: the
// rules never look for them.
//
// A redacted string is written back as JSON (escapes normalized); an
// untouched one is copied as written, unless it is not valid UTF-8, in
// which case it is re-encoded with U+FFFD, so the output is valid UTF-8.
//
// Replacing can, rarely, make a new match (a rule whose secret runs up to
// a placeholder). A redacted string is therefore matched again, and the
// letters, digits and non-ASCII bytes of any new match that lie outside
// placeholders are redacted too, up to maxPasses times; Check fails closed
// on whatever remains. That last match of each redacted string is also
// the residual check of the string: Check does not repeat it for the line
// Line has just written (see Check).

// Rule ids and labels of the literals a Redaction adds. The rename rule's
// matches become pseudonyms, not placeholders, and are not counted.
const (
	renameRule = "transcrub-rename"
	userRule   = "identity-user"
	hostRule   = "identity-host"
	termRule   = "identity-term"
	wordRule   = "identity-project"
	zoneRule   = "identity-timezone"
)

// maxPasses bounds the re-matching of a redacted string.
const maxPasses = 3

// RedactOptions configure a Redaction.
type RedactOptions struct {
	// Rules is the compiled rule set; nil means rules.Default().
	Rules *rules.Set
	// Users, Hosts, Terms (listed) and Words (a project's, see
	// identity.ProjectWords) are identity literals, redacted
	// case-insensitively where they occur as whole words (see
	// rules.Set.WithLiterals), as USER, HOST, TERM and TERM; a common
	// word among Users, Hosts and Words only where it stands as identity
	// (see find). A listed term applies everywhere: the caller named it.
	Users, Hosts, Terms, Words []string
	// Zones are time-zone names that name a place (identity.Zone),
	// redacted wherever they occur as TIMEZONE.
	Zones []string
	// Rename maps exact literals (encoded project directory names,
	// session and child ids, sidecar name stems) to their bundle
	// pseudonyms (Pseudonymizer.Segment), so that paths in content still
	// name the bundled files. Matched case-insensitively as whole words.
	Rename map[string]string
}

// Redaction is a compiled redaction: the rule set with the rename and
// identity literals added, and the labels. It is immutable and safe for
// concurrent use; make one per run and a Redactor per goroutine.
type Redaction struct {
	p       *Pseudonymizer
	set     *rules.Set
	labels  map[*rules.Rule]int  // code of each rule's placeholder label
	codes   [][]byte             // labels by code: sorted
	renames map[string]string    // exact → pseudonym
	folded  map[string]string    // lower-cased → pseudonym
	literal [3]*rules.Rule       // the user, host and word literals' rules, nil where absent (see find)
	common  identity.CommonTerms // and their terms
}

// NewRedaction compiles o for a run keyed by p.
func NewRedaction(p *Pseudonymizer, o RedactOptions) *Redaction {
	set := o.Rules
	if set == nil {
		set = rules.Default()
	}
	x := &Redaction{p: p, renames: map[string]string{}, folded: map[string]string{}}
	keys := make([]string, 0, len(o.Rename))
	for k, v := range o.Rename {
		if k != "" && k != v { // a name that is its own pseudonym is not renamed
			keys = append(keys, k)
			x.renames[k] = v
		}
	}
	slices.Sort(keys) // of two keys that fold alike, the smaller wins
	for _, k := range keys {
		if lk := string(lowerASCIIBytes(nil, []byte(k))); x.folded[lk] == "" {
			x.folded[lk] = x.renames[k]
		}
	}
	// Rename first, then the identity literals; the rename rule gets its
	// (possibly many) terms last, in place, and the automaton is built
	// once.
	ls := []rules.Literals{{ID: renameRule}}
	for _, l := range []rules.Literals{{ID: userRule, Label: "USER", Terms: o.Users, Stands: x.stands}, {ID: hostRule, Label: "HOST", Terms: o.Hosts, Stands: x.stands},
		{ID: termRule, Label: "TERM", Terms: o.Terms}, {ID: wordRule, Label: "TERM", Terms: o.Words, Stands: x.stands}, {ID: zoneRule, Label: "TIMEZONE", Terms: o.Zones}} {
		if len(l.Terms) > 0 {
			ls = append(ls, l)
		}
	}
	if len(keys) > 0 {
		ls = append(ls, rules.Literals{ID: renameRule, Terms: keys})
	}
	set = set.WithLiteralRules(rules.Identity, ls...)
	x.set = set
	var labels []string
	for _, r := range set.Rules() {
		if r.ID != renameRule {
			labels = append(labels, labelOf(r))
		}
	}
	slices.Sort(labels)
	labels = slices.Compact(labels)
	x.labels = map[*rules.Rule]int{}
	var terms []string
	for _, r := range set.Rules() {
		if k := slices.Index([]string{userRule, hostRule, wordRule}, r.ID); k >= 0 {
			x.literal[k] = r
			terms = append(terms, r.Terms...)
		}
		if r.ID != renameRule {
			code, _ := slices.BinarySearch(labels, labelOf(r))
			x.labels[r] = code
		}
	}
	for _, l := range labels {
		x.codes = append(x.codes, []byte(l))
	}
	x.common = identity.NewCommonTerms(terms)
	return x
}

// labelOf is the placeholder label of a rule: REDACTED:<id> for a secret,
// the rule's placeholder (or its id in upper case) otherwise; characters
// a label cannot hold become '-'.
func labelOf(r *rules.Rule) string {
	l := "REDACTED:" + r.ID
	if r.Kind != rules.Secret {
		l = r.Placeholder
		if l == "" {
			l = strings.ToUpper(r.ID)
		}
	}
	if len(l) > maxLabel {
		l = l[:maxLabel]
	}
	b := []byte(l)
	for i, c := range b {
		if !isLabelChar[c] || c == ':' && (r.Kind != rules.Secret || i != len("REDACTED")) {
			b[i] = '-'
		}
	}
	return string(b)
}

// isLiteral reports whether rule is one of the user, host and word
// literals' (see find).
func (x *Redaction) isLiteral(rule *rules.Rule) bool {
	return rule == x.literal[0] || rule == x.literal[1] || rule == x.literal[2]
}

// renamed returns the pseudonym of a rename match.
func (x *Redaction) renamed(v []byte) string {
	if p, ok := x.renames[string(v)]; ok {
		return p
	}
	return x.folded[string(lowerASCIIBytes(nil, v))]
}

// Redactor redacts transcript lines and sidecars. It reuses its buffers
// and must be used by one goroutine at a time.
type Redactor struct {
	x     *Redaction
	w     walker // Line's
	cw    walker // Check's
	ck    redactCheck
	ms    []rules.Match
	memo  findMemo           // find's matches in short strings
	text  []byte             // the redacted decoded string
	pass  []byte             // the re-matching buffer
	spans []span             // placeholders in the text being re-matched
	kept  map[string]verdict // see keptVerdict
	// clean: every string of the line being redacted is clean (see
	// apply); lastOut is the last line Line wrote, and lastClean says
	// whether it was clean, for Check.
	clean     bool
	lastOut   []byte
	lastClean bool
	lastSrc   []byte // the last line's source
	lastSkel  []byte // and its redaction skeleton
	id        ider
	idBuf     []byte  // a lower-cased value, for its id
	fill      *filler // base64 payloads' filler (see str)
	fillBuf   []byte
	counts    map[string]int
	refs      []ref
	seen      map[ref]bool
	// Uncommitted effects of the current line: committed when it
	// succeeds.
	pendRules []string
	pendRefs  []ref
	pendUses  []use
	useBuf    []byte                           // the terms of pendUses
	uses      map[string]*[identity.NumPos]int // committed uses, by term
	renames   *Count                           // where rename matches are counted
	side      sidecarState
	echo      echoes // the file's secrets (see echo.go)
}

// NewRedactor returns a Redactor for one goroutine.
func (x *Redaction) NewRedactor() *Redactor {
	r := &Redactor{x: x, id: newIder(x.p), fill: newFiller(x.p), counts: map[string]int{}, seen: map[ref]bool{}, kept: map[string]verdict{}, uses: map[string]*[identity.NumPos]int{}}
	r.w.h, r.w.mirror, r.w.mirrorNum, r.w.ws = r, true, true, true
	r.ck.r = r
	r.cw.h = &r.ck
	r.SetSchema(defaultSchema)
	return r
}

// SetSchema makes r redact lines of the schema sch, their corpus's
// (transcript.Format.Schema); until it is called, Cursor's.
func (r *Redactor) SetSchema(sch *transcript.Schema) {
	r.w.setSchema(sch)
	r.cw.setSchema(sch)
}

// NewRedactor compiles o and returns a Redactor: a shorthand for one
// goroutine. With several, share one NewRedaction.
func NewRedactor(p *Pseudonymizer, o RedactOptions) *Redactor {
	return NewRedaction(p, o).NewRedactor()
}

// Line appends the redacted form of line, one JSON value, to dst, its
// whitespace between tokens as line has it (as Structural.Line), and
// adds what it redacted to st (may be nil): per surface, the strings in
// which something was redacted and the bytes redacted; Paths counts
// rename replacements. If line is not valid JSON or nested
// deeper than MaxDepth it returns dst unchanged and a *SyntaxError, and
// nothing is counted or recorded.
func (r *Redactor) Line(dst, line []byte, st *Stats) ([]byte, error) {
	n := len(dst)
	r.w.out = dst
	r.renames = &r.w.st.Paths
	r.pendRules, r.pendRefs, r.pendUses = r.pendRules[:0], r.pendRefs[:0], r.pendUses[:0]
	r.clean = true
	r.w.skel = r.lastSkel[:0]
	err := r.w.walk(line)
	out := r.w.out
	r.w.out = nil
	r.lastOut, r.lastClean = append(r.lastOut[:0], out[n:]...), r.clean && err == nil
	r.lastSrc, r.lastSkel = append(r.lastSrc[:0], line...), r.w.skel
	if err != nil {
		return out[:n], err
	}
	r.commit()
	if st != nil {
		st.Add(r.w.st)
	}
	return out, nil
}

// LineFrame is Line that also fills f from line through fb, in the same
// walk, as Structural.LineFrame does; a line that is not an object fails
// with ErrNotObject, and nothing is counted or recorded.
func (r *Redactor) LineFrame(dst, line []byte, st *Stats, fb *transcript.FrameBuilder, f *transcript.Frame) ([]byte, error) {
	return lineFrame(&r.w, r.Line, dst, line, st, fb, f)
}

// Counts returns the number of matches per rule id so far (rename
// replacements are not counted). The map is a copy.
func (r *Redactor) Counts() map[string]int {
	return maps.Clone(r.counts)
}

// TakeIDs returns the placeholders written since the last call, each once,
// in order of first appearance, and starts a new list. Call it after each
// file to learn the file's placeholders in order: it ends the file, whose
// secrets are no longer redacted where they recur (see echo.go).
func (r *Redactor) TakeIDs() []PlaceholderRef {
	r.echo.reset()
	out := make([]PlaceholderRef, len(r.refs))
	for i, ph := range r.refs {
		out[i] = PlaceholderRef{Label: string(r.x.codes[ph.code]), ID: string(ph.id[:])}
	}
	r.refs = r.refs[:0]
	clear(r.seen)
	return out
}

// ref is a placeholder as a Redactor records it.
type ref struct {
	code int
	id   [IDLen]byte
}

// commit records the effects of a line that succeeded.
func (r *Redactor) commit() {
	for _, id := range r.pendRules {
		r.counts[id]++
	}
	for _, ref := range r.pendRefs {
		if !r.seen[ref] {
			r.seen[ref] = true
			r.refs = append(r.refs, ref)
		}
	}
	r.commitUses()
	r.pendRules, r.pendRefs = r.pendRules[:0], r.pendRefs[:0]
}

// verdict is what the matcher finds in a string.
type verdict uint8

const (
	noMatch      verdict = iota
	literalMatch         // identity or rename literals only
	regexpMatch          // some regexp rule
)

// keptVerdict returns the matcher's verdict on a kept string (see
// Structural), from a cache: kept strings are a small vocabulary (roles,
// block types, tool names, keys).
func (r *Redactor) keptVerdict(s []byte) verdict {
	if v, ok := r.kept[string(s)]; ok {
		return v
	}
	r.find(asString(s))
	v := noMatch
	for _, m := range r.ms {
		v = max(v, literalMatch)
		if !m.Rule.Literal() {
			v = regexpMatch
		}
	}
	if len(r.kept) >= cacheMax {
		clear(r.kept)
	}
	r.kept[string(s)] = v
	return v
}

// schema reports whether a string is part of the frame's schema, copied
// verbatim: a kept structural value, or a kept key of the frame, message
// or block object, that no regexp rule matches (identity and rename
// literals do not count there). A discriminator deeper down (disc.go) is
// not schema: redaction looks at it as at any kept key.
func (r *Redactor) schema(v *strVal) bool {
	return r.schemaPlace(v) && r.keptVerdict(v.dec) != regexpMatch
}

// schemaPlace reports whether v stands where a schema string can.
func (r *Redactor) schemaPlace(v *strVal) bool {
	return v.keep && !v.disc && (!v.key || r.w.info(v.at).SchemaKeys)
}

// verbatim reports whether a string is copied as it is: a schema string,
// or a kept string that nothing matches; and whether it is schema. It
// looks the verdict up once.
func (r *Redactor) verbatim(v *strVal) (verbatim, schema bool) {
	if !v.keep {
		return false, false
	}
	vd := r.keptVerdict(v.dec)
	schema = r.schemaPlace(v) && vd != regexpMatch
	return schema || vd == noMatch, schema
}

// str is the Line handler. It writes the string's skeleton form, as
// Check's handler does, to the walker's mirror.
//
// A base64 payload the schema names (an image, a signature) is opaque to
// the rules, and a screenshot can show anything: it becomes the same
// base64 filler as in structural mode, written as it is. The filler is
// ours (keyed letters and digits), so the rules are not run on it, here
// or in Check, whose skeleton holds the filler itself (see
// redactCheck.skeleton): an output whose payload is anything but the
// filler of its source's fails the skeleton comparison.
func (r *Redactor) str(dst []byte, v strVal) ([]byte, int) {
	if fill, ok := r.base64Filler(&v); ok {
		r.w.skel = appendBase64Skeleton(r.w.skel, fill)
		return appendJSONString(dst, fill), len(fill)
	}
	verbatim, schema := r.verbatim(&v)
	r.w.skel = r.ck.skeleton(r.w.skel, &v, schema)
	if !verbatim {
		if out, n := r.redactString(dst, v.dec, 0); n != 0 {
			return out, n
		}
	}
	if !v.plain && !utf8.Valid(v.raw) { // plain: written in ASCII
		r.clean = false // the output is not the text that was matched
		return appendJSONString(dst, v.dec), -1
	}
	dst = append(dst, '"')
	dst = append(dst, v.raw...)
	return append(dst, '"'), -1
}

// base64Filler returns the base64 filler of v, a source string, when v
// is a base64 payload the schema names (see filler.base64).
func (r *Redactor) base64Filler(v *strVal) ([]byte, bool) {
	if v.shape != shapeBase64 {
		return nil, false
	}
	fill, ok := r.fill.base64(r.fillBuf[:0], v.dec, v.prefix)
	r.fillBuf = fill
	return fill, ok
}

// redactString appends to dst the redaction of text (a value's or an
// object key's alike), which already replaced that many bytes of the source (0: text is
// the source's), and returns the bytes replaced, as redact counts them.
// It returns dst unchanged and 0 when text is the source's and nothing in
// it matched.
func (r *Redactor) redactString(dst, text []byte, replaced int) ([]byte, int) {
	var n int
	var clean bool
	r.text, n, clean = r.redact(r.text, text)
	r.clean = r.clean && clean
	switch {
	case replaced > 0:
		n = max(n, 0) + replaced
	case n == 0:
		return dst, 0
	}
	return appendJSONString(dst, r.text), n
}

// settle: a pending name was redacted as any string, and its output
// stands.
func (r *Redactor) settle(_ *walker, p *pendName, _ []byte, _ bool) int { return p.n }

// redact writes into buf (reused) the redaction of text. It returns 0 if
// nothing matched (buf then holds a copy of text), -1 if only rename
// literals matched, and otherwise the number of bytes replaced by
// placeholders; and whether the result is clean (see apply).
func (r *Redactor) redact(buf, text []byte) ([]byte, int, bool) {
	r.find(asString(text))
	r.echo.note(text, r.ms)
	r.ms = r.echo.add(r.ms, text)
	return r.apply(buf, text)
}

// apply is redact with the matches already in r.ms: those that start in
// text, which must end in it too. It rewrites them (see rewrite); then, if
// it replaced anything, it matches the result again and rewrites residue
// (see repass) until a match finds none, which makes the result clean, or
// maxPasses passes have rewritten some. Nothing matched is clean too: the
// result is the text the matcher found nothing in.
func (r *Redactor) apply(buf, text []byte) ([]byte, int, bool) {
	r.spans = r.x.placeholders(r.spans[:0], asString(text))
	out, n := r.rewrite(buf[:0], text)
	if n == 0 {
		return out, 0, true
	}
	for range maxPasses {
		k := r.repass(out)
		if k == 0 {
			return out, n, true
		}
		out, r.pass = r.pass, out
		if k > 0 {
			n = max(n, 0) + k
		}
	}
	return out, n, r.repass(out) == 0
}

// rewrite appends text to out with the matches in r.ms that start in it
// replaced. A match clear of the placeholders already in text (r.spans)
// is replaced whole; one that overlaps some keeps them and loses only its
// residue (see residueRuns), if any: so a PEM block becomes one
// placeholder, and redacting redacted text again changes nothing. It
// returns 0 if nothing was replaced, -1 if only rename literals were, and
// otherwise the bytes replaced by placeholders.
func (r *Redactor) rewrite(out, text []byte) ([]byte, int) {
	n, last, k := 0, 0, 0
	note := func(isRename bool, bytes int) {
		switch {
		case !isRename:
			n = max(n, 0) + bytes
		case n == 0:
			n = -1
		}
	}
	for _, m := range r.ms {
		if m.Start >= len(text) {
			break
		}
		for k < len(r.spans) && r.spans[k].end <= m.Start {
			k++
		}
		if k == len(r.spans) || r.spans[k].start >= m.End {
			out = append(out, text[last:m.Start]...)
			r.noteUse(text, m)
			var isRename bool
			out, isRename = r.replace(out, m.Rule, text[m.Start:m.End])
			note(isRename, m.End-m.Start)
			last = m.End
			continue
		}
		for i, j := range residueRuns(asString(text), m, r.spans) {
			out = append(out, text[last:i]...)
			var isRename bool
			out, isRename = r.replace(out, m.Rule, text[i:j])
			note(isRename, j-i)
			last = j
		}
	}
	return append(out, text[last:]...), n
}

// replace appends the replacement of the match v of rule: a pseudonym for
// a rename literal, a provisional placeholder otherwise.
func (r *Redactor) replace(dst []byte, rule *rules.Rule, v []byte) ([]byte, bool) {
	if rule.ID == renameRule {
		r.renames.add(len(v))
		return append(dst, r.x.renamed(v)...), true
	}
	code := r.x.labels[rule]
	label := r.x.codes[code]
	canon := v
	if rule.Kind != rules.Secret { // names and addresses ignore case
		canon = lowerASCIIBytes(r.idBuf[:0], v)
		r.idBuf = canon
	}
	ph := ref{code: code}
	r.id.id(ph.id[:0], label, canon)
	r.pendRules = append(r.pendRules, rule.ID)
	r.pendRefs = append(r.pendRefs, ph)
	return appendProvisional(dst, code, ph.id[:]), false
}

// repass matches text again and rewrites it (see rewrite) into r.pass,
// and returns what rewrite returns: 0 if nothing was replaced, and then
// every match lies in placeholders but for punctuation, and the text is
// clean. A replacement can, rarely, make a new match: a rule whose
// secret now runs up to a placeholder, an allowlist that no longer sees
// what it looked for.
func (r *Redactor) repass(text []byte) int {
	s := asString(text)
	r.find(s)
	if len(r.ms) == 0 {
		return 0
	}
	r.spans = r.x.placeholders(r.spans[:0], s)
	var n int
	r.pass, n = r.rewrite(r.pass[:0], text)
	return n
}

// asString views b as a string without copying. The rule matcher reads
// the text only during the call and keeps offsets, never the text, and b
// is not modified while the view is in use.
func asString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// lowerASCIIBytes appends b with ASCII letters lower-cased to dst.
func lowerASCIIBytes(dst, b []byte) []byte {
	for _, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}
