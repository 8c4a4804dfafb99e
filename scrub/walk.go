package scrub

import (
	"errors"
	"fmt"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/cursor"
)

// This file is the JSON walker: a validating, iterative tokenizer that
// copies punctuation (and, for Line, the whitespace between tokens),
// hands every string to a handler with what its position means, and
// counts replaced strings by surface. Line, Skeleton and Residual are
// three handlers over the same walk, so they agree on which positions
// are structural.

// MaxDepth is the deepest nesting of objects and arrays a line may have;
// deeper lines are rejected with ErrTooDeep.
const MaxDepth = 10000

var (
	// ErrSyntax is wrapped by a *SyntaxError for a line that is not valid
	// JSON.
	ErrSyntax = errors.New("invalid JSON")
	// ErrTooDeep is wrapped by a *SyntaxError for a line nested deeper than
	// MaxDepth.
	ErrTooDeep = errors.New("nesting deeper than the limit")
)

// SyntaxError reports where and why a line was rejected. It never holds
// content.
type SyntaxError struct {
	Offset int    // byte offset in the line
	Reason string // a fixed phrase
	Err    error  // ErrSyntax or ErrTooDeep
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("scrub: byte %d: %s", e.Offset, e.Reason)
}

func (e *SyntaxError) Unwrap() error { return e.Err }

func syntaxError(at int, reason string) error {
	return &SyntaxError{Offset: at, Reason: reason, Err: ErrSyntax}
}

// ctx is what a position means: a position of the walk's schema
// (walker.sch), with a key kind in its high bits. Values inherit the
// meaning of their container unless a key or element changes it; see
// keyChild and elemChild.
type ctx uint16

// cOther is every position the schema does not name: content.
const cOther = ctx(transcript.PosContent)

// defaultSchema is the schema a walker is made with, until it is told
// its file's (SetSchema): Cursor's.
var defaultSchema = cursor.Format.Schema()

// setSchema makes the walker walk lines of the schema sch; pos are its
// positions, indexed by a ctx without its kind.
func (w *walker) setSchema(sch *transcript.Schema) {
	if sch != w.sch {
		w.forget() // what keys mean is the schema's
	}
	w.sch, w.pos, w.root = sch, sch.Positions(), ctx(sch.Root)
}

// info is what the position of c says.
func (w *walker) info(c ctx) *transcript.PosInfo { return &w.pos[c&^kinds] }

// Key kinds: what a key makes of its value besides the value's position,
// in a slot's high bits. A container's ctx has none, but for an array of
// globs.
const (
	kType ctx = (iota + 1) << 12 // a discriminator that is a type (disc.go)
	kDisc                        // another discriminator
	kName                        // a name outside a block
	kGlob                        // a glob in a tool input (glob.go)
	kPath                        // a path in a tool input (paths.go)
	kID                          // an id that pairs things (ids.go)
	kTime                        // a timestamp (timestamps.go)
	kinds ctx = 0xF000
)

// keyChild is the meaning of the value under key in an object at parent,
// with the kind the key gives it: a discriminator's (the schema's key
// kinds), or in a tool input a glob's or a path's.
func (w *walker) keyChild(parent ctx, key []byte) ctx {
	pos, kind := w.sch.Key(transcript.Pos(parent), key)
	c := ctx(pos)
	info := w.info(c)
	switch {
	case info.Discriminator:
		return c
	case kind == transcript.KeyType:
		return c | kType
	case kind == transcript.KeyDisc:
		return c | kDisc
	case kind == transcript.KeyName:
		return c | kName
	case kind == transcript.KeyID:
		return c | kID
	case kind == transcript.KeyTime:
		return c | kTime
	case !info.ToolInput:
	case globKey(key):
		return c | kGlob
	case pathKey(key):
		return c | kPath
	}
	return c
}

// elemChild is the meaning of an element of an array at parent. The
// elements of an array of globs are globs.
func (w *walker) elemChild(parent ctx) ctx {
	if parent&kinds != 0 {
		return parent
	}
	return ctx(w.sch.Elem(transcript.Pos(parent)))
}

// containerCtx is the meaning of an object (obj) or array opened at slot:
// the known shapes only hold with the right container type. An array of
// globs stays one; other kinds apply to a string value only.
func (w *walker) containerCtx(slot ctx, obj bool) ctx {
	if !obj && slot&kinds == kGlob {
		return slot
	}
	return ctx(w.sch.Open(transcript.Pos(slot&^kinds), obj))
}

// strVal is one string as the walker hands it to a handler.
type strVal struct {
	raw   []byte // between the quotes, as written
	dec   []byte // decoded
	off   int    // offset of the opening quote in the line
	key   bool   // an object key
	keep  bool   // an identifier-like key or structural value: kept as is
	guard bool   // scrubbed, but must stay non-identifier-like
	token bool   // a token-like identifier key or structural value: scrubbed by class (tokenkey.go)
	plain bool   // dec is ASCII, and its line breaks stand for two-character escapes (\n, \r)
	at    ctx    // a value's position, or the position of a key's object
	disc  bool   // a discriminator below the frame's structural positions (disc.go)
	name  bool   // a name outside a block: its skeleton form has its length (disc.go)
	pend  bool   // a name written as scrubbed, settled when its object closes
	term  bool   // an identity term where a discriminator is kept: made non-identifier-like
	glob  bool   // a glob pattern (glob.go)
	path  bool   // a path (paths.go)
	shape shape  // a value the schema gives a shape to keep
	// prefix is the length of the documented prefix v starts with, kept
	// verbatim (PositionSpec.Prefixes), or 0.
	prefix int
}

// shape is what a string value holds that its replacement keeps the
// shape of, as the schema says.
type shape uint8

// Shapes.
const (
	shapeNone   shape = iota
	shapeID           // an id: its pseudonym (ids.go)
	shapeTime         // a timestamp: shifted (timestamps.go)
	shapeBase64       // base64: base64 filler (base64.go)
	shapeJSON         // JSON: scrubbed as JSON (embedded.go)
)

// handler turns strings into output.
type handler interface {
	// str appends the output form of v, quotes included, to dst, and
	// returns the number of decoded bytes it replaced, or -1 if it left v
	// as it was; the walker counts replaced strings by surface. A
	// pending name (v.pend) is written as scrubbed, and its output and
	// skeleton forms must keep their length when it is settled.
	str(dst []byte, v strVal) ([]byte, int)
	// settle is told whether the pending name p, with decoded bytes dec,
	// is kept, and rewrites or records it in place; it returns the count
	// to add for it, as str does.
	settle(w *walker, p *pendName, dec []byte, keep bool) int
}

// frame is an open container.
type frame struct {
	ctx   ctx
	obj   bool
	tool  bool // an object whose kept "type" is tool-like (disc.go)
	block bool // a content block (its surfaces are settled when it closes)
	// last is, in an object, 1 + the memo entry of the key read last
	// (keymemo.go): 0 before the first, unordered when the memo does not
	// hold it.
	last uint16
}

// Pending block surfaces, resolved when the block's type and name are known
// (the block closes): key order is not guaranteed.
const (
	pendText = iota
	pendInput
	pendArgs
	pendPatch
	pendN
)

// block is what the walker knows about the open block object.
type block struct {
	text, toolUse, mcp bool
	pend               [pendN]Count
}

// walker walks one line. Its buffers are reused from line to line.
type walker struct {
	h       handler
	zeroNum bool // write numbers as 0 (skeletons)
	// ws: copy the whitespace between tokens to out as written (Line's
	// output keeps its source's layout); skeletons, out or skel, have
	// none.
	ws bool
	// shift, when set, shifts Unix times at timestamp positions
	// (timestamps.go).
	shift *Pseudonymizer
	out   []byte
	// With mirror set, the walker also writes the line's skeleton
	// punctuation, literals and numbers (as 0 unless mirrorNum) to skel;
	// the handler writes the skeleton form of strings there
	// (Structural.Line and Redactor.Line do).
	mirror, mirrorNum bool
	skel              []byte
	stack             []frame
	unesc             unescaper
	st                Stats
	block             block
	// sch is the schema of the lines walked, set when the walker is
	// made (defaultSchema) and by setSchema; pos are its positions.
	sch *transcript.Schema
	pos []transcript.PosInfo
	// root is the position of the value walked: the schema's root, but
	// for embedded JSON (embedded.go).
	root ctx
	// fb, when set, is told the tokens a transcript.Frame is made of
	// (Structural.LineFrame).
	fb *transcript.FrameBuilder
	// id, when set, tells identity terms, which discriminators do not
	// keep; pend and pendDec hold the names not settled yet (disc.go).
	id      Identity
	pend    []pendName
	pendDec []byte
	// keys is the memo of keys (keymemo.go), made when first used or
	// shared with another walker of the same schema and identity.
	keys *keyMemo
	// nested: the walker walks JSON embedded in a string (embedded.go),
	// where strings holding JSON are scrubbed as strings.
	nested bool
}

// parentLevel is the FrameBuilder level of the innermost open container,
// LevelNone without a builder.
func (w *walker) parentLevel() transcript.Level {
	if w.fb == nil || len(w.stack) == 0 {
		return transcript.LevelNone
	}
	top := w.stack[len(w.stack)-1]
	return w.sch.LevelOf(transcript.Pos(top.ctx&^kinds), top.obj)
}

// walk validates line, appends its output to w.out and leaves the surface
// counts of the line in w.st.
func (w *walker) walk(line []byte) error {
	w.stack, w.pend, w.pendDec = w.stack[:0], w.pend[:0], w.pendDec[:0]
	w.st = Stats{}
	slot := w.root
	i := w.space(line, 0)
	for {
		if i >= len(line) {
			return syntaxError(i, "unexpected end of line")
		}
		var err error
		lv := w.parentLevel()
		if lv != transcript.LevelNone {
			w.fb.Value(lv, i)
		}
		switch c := line[i]; c {
		case '{', '[':
			if len(w.stack) >= MaxDepth {
				return &SyntaxError{Offset: i, Reason: "nesting too deep", Err: ErrTooDeep}
			}
			obj := c == '{'
			cx := w.containerCtx(slot, obj)
			fr := frame{ctx: cx, obj: obj, block: w.info(cx).Block}
			if fr.block {
				w.block = block{}
			}
			w.stack = append(w.stack, fr)
			w.punct(c)
			lv = transcript.LevelNone // a container's end is told where it closes
			i = w.space(line, i+1)
			if i < len(line) && line[i] == c+2 { // empty: '}' is '{'+2, ']' is '['+2
				break
			}
			if obj {
				i, slot, err = w.key(line, i, cx)
			} else {
				slot = w.elemChild(cx)
			}
			if err != nil {
				return err
			}
			continue
		case '"':
			i, err = w.value(line, i, slot, lv)
		case 't':
			i, err = w.literal(line, i, "true")
		case 'f':
			i, err = w.literal(line, i, "false")
		case 'n':
			i, err = w.literal(line, i, "null")
		default:
			i, err = w.number(line, i, slot)
		}
		if err != nil {
			return err
		}
		if lv != transcript.LevelNone { // a scalar ends here; containers where they close
			w.fb.ValueEnd(lv, i)
		}
		// After a value: close containers until a comma or the end.
		for {
			i = w.space(line, i)
			if len(w.stack) == 0 {
				if i != len(line) {
					return syntaxError(i, "data after the value")
				}
				return nil
			}
			if i >= len(line) {
				return syntaxError(i, "unexpected end of line")
			}
			top := w.stack[len(w.stack)-1]
			c := line[i]
			if c == ',' {
				w.punct(',')
				i = w.space(line, i+1)
				if top.obj {
					i, slot, err = w.key(line, i, top.ctx)
					if err != nil {
						return err
					}
				} else {
					slot = w.elemChild(top.ctx)
				}
				break
			}
			if top.obj && c != '}' || !top.obj && c != ']' {
				return syntaxError(i, "expected a comma or the end of the container")
			}
			w.punct(c)
			if len(w.pend) > 0 {
				w.settle(top.tool)
			}
			w.stack = w.stack[:len(w.stack)-1]
			if top.block {
				w.endBlock()
			}
			i++
			if lv := w.parentLevel(); lv != transcript.LevelNone {
				w.fb.ValueEnd(lv, i)
			}
		}
	}
}

// key reads an object key at line[i] and the colon after it, and returns
// the index of the value and its meaning.
func (w *walker) key(line []byte, i int, parent ctx) (int, ctx, error) {
	if i >= len(line) || line[i] != '"' {
		return i, 0, syntaxError(i, "expected an object key")
	}
	top := &w.stack[len(w.stack)-1]
	var dec []byte
	var end int
	var slot ctx
	var class keyClass
	if e, k, n := w.expectedKey(line, i+1, parent, top.last); e != nil {
		dec, end, slot, class, top.last = line[i+1:n], n, e.slot, e.class, k
		w.unesc.plainString()
	} else {
		var err error
		if dec, end, err = w.unesc.scan(line, i+1); err != nil {
			return i, 0, err
		}
		var k uint16
		slot, class, k = w.keyMeaningAt(parent, dec)
		top.last = w.keys.follow(parent, top.last, k)
	}
	if w.fb != nil {
		if w.unesc.high {
			w.fb.NonASCII(line[i+1 : end])
		}
		if lv := w.sch.LevelOf(transcript.Pos(parent), true); lv != transcript.LevelNone {
			w.fb.Key(lv, w.info(slot).Field, line[i:end+1], dec, w.unesc.high)
		}
	}
	v := strVal{raw: line[i+1 : end], dec: dec, off: i, key: true, plain: w.unesc.plain(), at: parent,
		keep: class.keep, guard: class.guard, token: class.token, term: class.term, path: class.path}
	var n int
	if w.out, n = w.h.str(w.out, v); n >= 0 {
		w.st.Keys.add(n)
	}
	i = w.space(line, end+1)
	if i >= len(line) || line[i] != ':' {
		return i, 0, syntaxError(i, "expected a colon")
	}
	w.punct(':')
	return w.space(line, i+1), slot, nil
}

// value reads a string value at line[i] in slot, in a container at lv
// for the FrameBuilder, and returns the index after it.
func (w *walker) value(line []byte, i int, slot ctx, lv transcript.Level) (int, error) {
	dec, end, err := w.unesc.scan(line, i+1)
	if err != nil {
		return i, err
	}
	if w.fb != nil && w.unesc.high {
		w.fb.NonASCII(line[i+1 : end])
	}
	if lv != transcript.LevelNone {
		w.fb.String(lv, line[i:end+1], dec, w.unesc.high)
	}
	at := slot &^ kinds
	info := w.info(at)
	v := strVal{raw: line[i+1 : end], dec: dec, off: i, plain: w.unesc.plain(), at: at}
	switch slot & kinds {
	case 0:
		if info.Discriminator {
			w.classifyValue(&v, false)
			w.noteStructural(info, dec)
		}
	case kType, kDisc:
		v.disc = true
		w.classifyValue(&v, true)
		if v.keep && slot&kinds == kType && toolLike(dec) {
			w.stack[len(w.stack)-1].tool = true
		}
	case kName:
		v.disc, v.name = true, true
		w.classifyValue(&v, true)
		v.pend, v.keep = v.keep, false
	case kGlob:
		v.glob = true
	case kPath:
		v.path = true
	case kID:
		v.shape = shapeID
	case kTime:
		v.shape = shapeTime
	}
	for _, p := range info.Prefixes {
		if len(dec) >= len(p) && string(dec[:len(p)]) == p {
			v.prefix = len(p)
			break
		}
	}
	switch {
	case info.Field == transcript.FieldTimeZone && slot&kinds == 0 && zoneShaped(dec):
		v.token = true // a zone keeps its shape (Area/Location), not a letter
	case info.Field == transcript.FieldBranch && slot&kinds == 0:
		v.path = true // a branch keeps its shape (feature/x): segments, not one token
	case info.Base64:
		v.shape = shapeBase64
	case info.EmbeddedJSON && !w.nested:
		v.shape = shapeJSON
	}
	out, skel := len(w.out), len(w.skel)
	var n int
	w.out, n = w.h.str(w.out, v)
	if v.pend {
		w.pend = append(w.pend, pendName{depth: len(w.stack), slot: at, n: n, out: out, skel: skel,
			raw: v.raw, dec: len(w.pendDec), off: v.off})
		w.pendDec = append(w.pendDec, dec...)
	} else if n >= 0 {
		w.count(info, n)
	}
	return end + 1, nil
}

// noteStructural records a kept block type or tool name at a position
// of info.
func (w *walker) noteStructural(info *transcript.PosInfo, v []byte) {
	switch info.Field {
	case transcript.FieldBlockType:
		w.block.text = string(v) == w.sch.TextBlock
		w.block.toolUse = string(v) == w.sch.ToolBlock
	case transcript.FieldBlockName:
		w.block.mcp = false
		for _, name := range w.sch.MCPTools {
			w.block.mcp = w.block.mcp || string(v) == name
		}
	}
}

// count counts a replaced string value of n bytes at a position of info.
func (w *walker) count(info *transcript.PosInfo, n int) {
	switch info.Surface {
	case transcript.SurfaceText:
		w.block.pend[pendText].add(n)
	case transcript.SurfacePatch:
		w.block.pend[pendPatch].add(n)
	case transcript.SurfaceToolInput:
		w.block.pend[pendInput].add(n)
	case transcript.SurfaceToolArgs:
		w.block.pend[pendArgs].add(n)
	case transcript.SurfaceError:
		w.st.Error.add(n)
	default:
		w.st.Other.add(n)
	}
}

// endBlock attributes the pending counts of a closing block.
func (w *walker) endBlock() {
	b, st := &w.block, &w.st
	if b.text {
		st.Text.Add(b.pend[pendText])
	} else {
		st.Other.Add(b.pend[pendText])
	}
	if !b.toolUse {
		st.Other.Add(b.pend[pendInput])
		st.Other.Add(b.pend[pendArgs])
		st.Other.Add(b.pend[pendPatch])
		return
	}
	st.ToolInput.Add(b.pend[pendInput])
	st.ApplyPatch.Add(b.pend[pendPatch])
	if b.mcp {
		st.MCPArguments.Add(b.pend[pendArgs])
	} else {
		st.ToolInput.Add(b.pend[pendArgs])
	}
}

// literal reads the literal lit at line[i].
func (w *walker) literal(line []byte, i int, lit string) (int, error) {
	if len(line)-i < len(lit) || string(line[i:i+len(lit)]) != lit {
		return i, syntaxError(i, "invalid literal")
	}
	w.out = append(w.out, lit...)
	if w.mirror {
		w.skel = append(w.skel, lit...)
	}
	return i + len(lit), nil
}

// punct writes one byte of punctuation.
func (w *walker) punct(c byte) {
	w.out = append(w.out, c)
	if w.mirror {
		w.skel = append(w.skel, c)
	}
}

// number reads a number at line[i] in slot and copies it (or writes 0,
// or shifts it as a Unix time at a timestamp position).
func (w *walker) number(line []byte, i int, slot ctx) (int, error) {
	end, ok := scanNumber(line, i)
	if !ok {
		return i, syntaxError(end, "invalid value")
	}
	switch {
	case w.zeroNum:
		w.out = append(w.out, '0')
	case w.shift != nil && slot&kinds == kTime:
		w.out = w.shift.ShiftEpoch(w.out, line[i:end])
	default:
		w.out = append(w.out, line[i:end]...)
	}
	if w.mirror && w.mirrorNum {
		w.skel = append(w.skel, line[i:end]...)
	} else if w.mirror {
		w.skel = append(w.skel, '0')
	}
	return end, nil
}

// scanNumber returns the end of the JSON number at line[i], or where it
// stopped being one.
func scanNumber(line []byte, i int) (int, bool) {
	digits := func(i int) (int, bool) {
		j := i
		for j < len(line) && '0' <= line[j] && line[j] <= '9' {
			j++
		}
		return j, j > i
	}
	if i < len(line) && line[i] == '-' {
		i++
	}
	if i < len(line) && line[i] == '0' {
		i++
	} else if j, ok := digits(i); ok {
		i = j
	} else {
		return i, false
	}
	if i < len(line) && line[i] == '.' {
		j, ok := digits(i + 1)
		if !ok {
			return j, false
		}
		i = j
	}
	if i < len(line) && (line[i] == 'e' || line[i] == 'E') {
		i++
		if i < len(line) && (line[i] == '+' || line[i] == '-') {
			i++
		}
		j, ok := digits(i)
		if !ok {
			return j, false
		}
		i = j
	}
	return i, true
}

// space returns the index of the first non-whitespace byte at or after
// i, and copies the whitespace before it to out if w keeps it (w.ws).
// Most tokens have none before them: that test is all they cost.
func (w *walker) space(line []byte, i int) int {
	if i < len(line) && isSpace[line[i]] {
		return w.spaces(line, i)
	}
	return i
}

// spaces is space for whitespace at line[i].
func (w *walker) spaces(line []byte, i int) int {
	j := skipWS(line, i)
	if w.ws {
		w.out = append(w.out, line[i:j]...)
	}
	return j
}

// skipWS returns the index of the first non-whitespace byte at or after i.
func skipWS(line []byte, i int) int {
	for i < len(line) && isSpace[line[i]] {
		i++
	}
	return i
}

// isSpace marks JSON's insignificant whitespace.
var isSpace = byteClass(" \t\n\r")

// The identifier alphabets: keys ^[A-Za-z0-9_.-]{1,64}$, structural
// values ^[A-Za-z0-9_.:-]{1,64}$, and time-zone names (America/Port-au-Prince,
// Etc/GMT+5; a zone of other bytes is scrubbed as any string), as bits of
// identClass.
type alphabet uint8

const (
	keyChars alphabet = 1 << iota
	valueChars
	zoneChars
	digitChar // not an alphabet: the byte is a digit
)

// identClass holds, for each byte, the alphabets that have it, and
// digitChar for a digit.
var identClass = func() (t [256]alphabet) {
	for _, a := range []struct {
		class alphabet
		set   string
	}{{keyChars, alnum + "_.-"}, {valueChars, alnum + "_.:-"}, {zoneChars, alnum + "/_+-"}, {digitChar, "0123456789"}} {
		for i := 0; i < len(a.set); i++ {
			t[a.set[i]] |= a.class
		}
	}
	return t
}()

// classify sets v's keep, token and guard for a key or structural value
// of the identifier alphabet chars: an identifier is kept unless tokenKey
// calls it data (token), anything else is scrubbed as non-identifier-like
// (guard).
func (v *strVal) classify(chars alphabet) {
	ok, token := ident(v.dec, chars)
	token = token || ok && mcpServer(v.dec) > 0 // the server is a name of the user's
	v.keep, v.token, v.guard = ok && !token, ok && token, !ok
}

// classifyPositioned is classify for the value of a discriminator
// position of the schema (a message's model, a setting), which may end in
// its release's date: claude-sonnet-4-5-20250929 and gpt-4o-2024-08-06
// name a public model, and the date alone makes neither data.
func (v *strVal) classifyPositioned() {
	v.classify(valueChars)
	if base, ok := beforeRelease(v.dec); ok && v.token {
		if ok, token := ident(base, valueChars); ok && !token && mcpServer(base) == 0 {
			v.keep, v.token = true, false
		}
	}
}

// ident reports whether b is an identifier of the alphabet chars, and if
// so whether tokenKey calls it data. Every test of tokenKey needs a digit
// or a piece of minCasePiece letters, so most identifiers are decided by
// this one pass, which folds the classes of b's bytes without a branch.
func ident(b []byte, chars alphabet) (ok, token bool) {
	if len(b) == 0 || len(b) > 64 {
		return false, false
	}
	all, some := ^alphabet(0), alphabet(0)
	for _, c := range b {
		all &= identClass[c]
		some |= identClass[c]
	}
	if all&chars == 0 {
		return false, false
	}
	return true, (some&digitChar != 0 || len(b) >= minCasePiece) && tokenKey(b)
}

// zoneShaped reports whether b is written as a time-zone name is: 1 to
// 64 bytes of zoneChars.
func zoneShaped(b []byte) bool {
	ok, _ := ident(b, zoneChars)
	return ok
}
