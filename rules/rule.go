package rules

import (
	"regexp"
	"strings"

	re2 "github.com/wasilibs/go-re2"
)

// Kind says what a rule protects, and so how the scrubber labels what it
// removes.
type Kind string

// The rule kinds.
const (
	// Secret is a credential; the scrubber writes REDACTED:<rule id>.
	Secret Kind = "secret"
	// PII is personal data such as an email address; the scrubber writes a
	// numbered placeholder such as [EMAIL:1].
	PII Kind = "pii"
	// Identity is a name that identifies the author or their machine, such
	// as a user name or host name.
	Identity Kind = "identity"
)

func (k Kind) valid() bool { return k == Secret || k == PII || k == Identity }

// Rule is one compiled redaction rule. Rules are shared by every user of a
// [Set]: treat them as read-only.
type Rule struct {
	ID          string
	Description string
	Kind        Kind
	// Placeholder labels pii and identity replacements, such as "EMAIL".
	Placeholder string
	// Regex is nil for literal rules (see [Set.WithLiterals]) and context
	// rules.
	Regex *regexp.Regexp
	// Context names the grammar of a context rule (see context.go), which
	// finds a value by the name that gives it instead of a regexp.
	Context string
	// SecretGroup is the capture group holding the secret; 0 means the
	// first non-empty group, or the whole match if the regexp has none.
	SecretGroup int
	// Entropy is the minimum Shannon entropy of the secret in bits per byte.
	Entropy float64
	// Keywords are lower-case prefilter strings; see the package comment.
	Keywords []string
	// Validate names a check run on each candidate; see the package comment.
	Validate string
	// Whole removes the whole match rather than just the secret.
	Whole bool
	// Anchored rules are tried only where a keyword starts a word, and
	// their match must begin there; see the package comment.
	Anchored bool
	// Midword anchors the rule at the start of the identifier holding a
	// keyword, wherever the keyword occurs in it, such as the key of
	// "mapsapikey"; see the package comment.
	Midword bool
	// Terms are the lower-case literal terms of a literal rule.
	Terms []string
	// Source is the name of the file the rule came from: "default" for the
	// built-in set, the name given to [Load], or "literal".
	Source  string
	Samples Samples

	allow     []*allowlist
	multiline bool           // the regexp may span lines, so it runs on the whole text
	anchored  *regexp.Regexp // ^(?:Regex), for Anchored rules
	shortMin  bool           // the regexp's shortest match fits well within anchorWindow
	maxMatch  int            // the regexp's longest match in bytes, or -1 if it has no bound
	boundary  bool           // the regexp starts with \b: an anchor must be a word boundary
	leading   bool           // every match begins with a keyword: windows, or a multiline search, start at one (see leading.go)
	held      *alphabet      // if every match holds a keyword: the bytes matches are made of (see held.go), else nil
	holds     bool           // every match holds a keyword (leading ones too): a window has no more matches than occurrences (see flushWindow)
	identLen  int            // if the regexp matches only identifier bytes: its shortest match, else 0
	reach     func() *dfa    // for anchored and leading rules: the approximate automaton (see fire, lineWindow), built on first use
	opens     func() *dfa    // for anchored rules: where the secret can open (see opens.go), built on first use, or nil
	scan      func() *dfa    // the exact, unanchored, complete automaton (see run), built on first use, or nil
	// fastSearch is Regex on RE2 (see engine.go), compiled on first use;
	// nil where RE2 does not take it.
	fastSearch func() *re2.Regexp
	check      validator
	context    contextFunc
	stands     func(text string, start, end int) bool // a literal rule's Literals.Stands
}

// Literal reports whether the rule is a literal rule, made by
// [Set.WithLiterals], rather than one of a rule file.
func (r *Rule) Literal() bool { return r.Regex == nil && r.context == nil }

// Samples are a rule's built-in test cases, run by [Set.TestSamples].
type Samples struct {
	Positive []Sample
	// Negative texts must not produce a match of the rule.
	Negative []string
}

// Sample is a text the rule must match. If Secret is set, the rule's
// removed ranges must cover it entirely.
type Sample struct {
	Text   string
	Secret string
}

// Match is a byte range of the input that must be removed, and the rule that
// asked for it.
type Match struct {
	Rule       *Rule
	Start, End int
}

// allowlist suppresses candidates; any one matching criterion suffices,
// unless all is set (gitleaks' condition = "AND").
type allowlist struct {
	regexes   []screened
	target    string // "secret", "match" or "line"
	stopwords []string
	all       bool
}

// allows reports whether the allowlist suppresses a candidate.
func (a *allowlist) allows(secret, match, line string) bool {
	target := secret
	switch a.target {
	case "match":
		target = match
	case "line":
		target = line
	}
	reOK, swOK := len(a.regexes) == 0, len(a.stopwords) == 0
	for _, re := range a.regexes {
		if re.MatchString(target) {
			reOK = true
			if !a.all {
				return true
			}
			break
		}
	}
	for _, w := range a.stopwords {
		if containsFold(secret, w) {
			swOK = true
			if !a.all {
				return true
			}
			break
		}
	}
	return a.all && reOK && swOK
}

// HoldsKeyword reports whether v holds one of the rule's keywords, in any
// case: a vendor token holds its prefix, a value a name gives does not.
func (r *Rule) HoldsKeyword(v string) bool {
	for _, kw := range r.Keywords {
		if containsFold(v, kw) {
			return true
		}
	}
	return false
}

// containsFold reports whether s contains the lower-case word w, ignoring
// ASCII case, without allocating.
func containsFold(s, w string) bool {
	if w == "" {
		return true
	}
	first := w[0]
	for i := 0; i+len(w) <= len(s); i++ {
		if lower(s[i]) == first && hasPrefixFold(s[i:], w) {
			return true
		}
	}
	return false
}

// hasPrefixFold reports whether s starts with the lower-case string w,
// ignoring ASCII case.
func hasPrefixFold(s, w string) bool {
	if len(s) < len(w) {
		return false
	}
	for j := 0; j < len(w); j++ {
		if lower(s[j]) != w[j] {
			return false
		}
	}
	return true
}

// lower returns b with an ASCII upper-case letter lower-cased, from a
// table: the grammar lower-cases every byte of the names it compares.
func lower(b byte) byte { return lowerTable[b] }

var lowerTable = func() (t [256]byte) {
	for b := range 256 {
		t[b] = byte(b)
		if 'A' <= b && b <= 'Z' {
			t[b] += 'a' - 'A'
		}
	}
	return t
}()

// lowerASCII lower-cases the ASCII letters of s.
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return strings.Map(func(r rune) rune {
				if 'A' <= r && r <= 'Z' {
					return r + 'a' - 'A'
				}
				return r
			}, s)
		}
	}
	return s
}
