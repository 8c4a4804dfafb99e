package gen

import (
	"strings"
	"unicode/utf8"
)

// Prose and code. Long payloads are cut from two pools of text built
// once per corpus, so that 250 MB cost a copy rather than a random draw per
// byte; short ones are built a word at a time. Neither pool holds a canary,
// secret or identity word: those are planted by the caller at known places.

// codeWords are identifier parts used in code lines.
var codeWords = strings.Fields(`
	ctx err req res opts cfg buf key val item items count next prev
	id name path size limit total rows cols data meta`)

// unicodeBits are fragments with CJK, emoji, ZWJ sequences, combining
// marks and the JavaScript line separators, which JSON allows unescaped.
var unicodeBits = []string{
	"日本語のログを確認しました", "中文注释：缓存失效", "한국어 메시지", "🚀", "✅ done",
	"👩‍💻 pairing", "café naïve résumé", "e\u0301 with a combining acute",
	"Ω ≈ ç √ ∫", "line\u2028separator", "para\u2029graph", "🇩🇪 locale",
	"emoji 😀 inline", "z\u0335a\u0334l\u0336g\u0337o", "Ünïcödé",
}

// poolSize is the length of each text pool in bytes.
const poolSize = 256 << 10

// pools holds the corpus-wide prose and code text.
type pools struct {
	prose string
	code  string
}

// newPools builds both pools from r; with dense, the prose is
// keyword-dense and breaks into paragraphs rarely (see dense.go).
func newPools(r *rng, dense bool) *pools {
	var p, c strings.Builder
	sentence, paragraphs := sentence, 0.15
	if dense {
		sentence, paragraphs = denseSentence, denseBreak
	}
	for p.Len() < poolSize {
		p.WriteString(sentence(r))
		if r.chance(paragraphs) {
			p.WriteString("\n\n")
		} else {
			p.WriteByte(' ')
		}
	}
	for c.Len() < poolSize {
		c.WriteString(codeLine(r))
		c.WriteByte('\n')
	}
	return &pools{prose: p.String(), code: c.String()}
}

// chunk returns about n bytes of src starting at a random line or word
// boundary and ending on a character boundary.
func chunk(r *rng, src string, n int) string {
	n = min(n, len(src)/2)
	start := r.IntN(len(src) - n)
	if i := strings.IndexAny(src[start:], " \n"); i >= 0 && start+i+1+n <= len(src) {
		start += i + 1
	}
	end := start + n
	for start < end && !utf8.RuneStart(src[start]) {
		start++
	}
	for end > start && end < len(src) && !utf8.RuneStart(src[end]) {
		end--
	}
	return src[start:end]
}

// sentence returns one capitalised sentence of technical prose.
func sentence(r *rng) string {
	var b strings.Builder
	v := pick(r, verbs)
	b.WriteString(strings.ToUpper(v[:1]))
	b.WriteString(v[1:])
	for i, n := 0, r.between(5, 16); i < n; i++ {
		b.WriteByte(' ')
		switch x := r.IntN(10); {
		case x < 4:
			b.WriteString(pick(r, fillerWords))
		case x < 9:
			b.WriteString(pick(r, vocab))
		default:
			b.WriteString("`" + ident(r) + "`")
		}
	}
	b.WriteString(pick(r, []string{".", ".", ".", "?", ":", " —", "!"}))
	return b.String()
}

// ident returns a camelCase or snake_case identifier.
func ident(r *rng) string {
	a, b := pick(r, vocab), pick(r, vocab)
	if r.chance(0.5) {
		return a + "_" + b
	}
	return a + strings.ToUpper(b[:1]) + b[1:]
}

// title returns a short capitalised phrase.
func title(r *rng) string {
	v := pick(r, verbs)
	return strings.ToUpper(v[:1]) + v[1:] + " " + pick(r, vocab) + " " + pick(r, vocab)
}

// codeLine returns one line of Go, TypeScript, Python, SQL or shell with
// the quotes, backslashes and tabs that exercise JSON escaping.
func codeLine(r *rng) string {
	n, m, w := pick(r, vocab), pick(r, vocab), pick(r, codeWords)
	switch r.IntN(14) {
	case 0:
		return "func (s *" + upper(n) + ") " + upper(pick(r, verbs)) + upper(m) + "(ctx context.Context, " + w + " string) error {"
	case 1:
		return "\tif err := s." + n + "." + upper(pick(r, verbs)) + "(ctx, \"" + n + "/" + m + "\"); err != nil {"
	case 2:
		return "\t\treturn fmt.Errorf(\"" + n + " " + m + ": %w\\n\", err)"
	case 3:
		return "\t}"
	case 4:
		return "\tlog.Printf(\"\\t" + n + "=%q path=%s\\n\", " + w + ", \"C:\\\\tmp\\\\" + m + "\")"
	case 5:
		return "export const " + n + upper(m) + " = async (" + w + ": string) => {"
	case 6:
		return "  const res = await fetch(`/api/" + n + "/${" + w + "}`, { method: \"POST\" });"
	case 7:
		return "def " + n + "_" + m + "(self, " + w + "):"
	case 8:
		return "    return {\"" + n + "\": " + w + ", \"" + m + "\": None}"
	case 9:
		return "# TODO(" + n + "): " + sentence(r)
	case 10:
		return "SELECT " + n + ", " + m + " FROM " + n + "s WHERE " + m + "_id = $1;"
	case 11:
		return "}"
	case 12:
		return ""
	default:
		return "\t" + w + " := " + n + "." + upper(m) + "(" + w + ", '" + pick(r, codeWords) + "')"
	}
}

// upper capitalises the first letter of an ASCII word.
func upper(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
