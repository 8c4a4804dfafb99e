package rules

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Error reports a rule file that cannot be used. It names the file, the rule
// and the field at fault, never text the rules are meant to scan.
type Error struct {
	Source string // file name as given to Load
	Rule   string // rule id, if the error is about one rule
	Field  string // field name, if the error is about one field
	Err    error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("rules: ")
	b.WriteString(e.Source)
	if e.Rule != "" {
		fmt.Fprintf(&b, ": rule %q", e.Rule)
	}
	if e.Field != "" {
		b.WriteString(": ")
		b.WriteString(e.Field)
	}
	b.WriteString(": ")
	b.WriteString(e.Err.Error())
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// ErrDuplicateID is wrapped by the [Error] for a rule id used twice in one file.
var ErrDuplicateID = errors.New("duplicate rule id")

// Load reads a rule file and compiles it. With [extend] useDefault = true
// the result is the default set (less extend.disabledRules) followed by the
// file's rules, a file rule replacing the default rule of the same id in
// place; otherwise it is the file's rules alone. name labels errors and
// notes.
func Load(r io.Reader, name string) (*Set, error) {
	f, err := parse(r, name)
	if err != nil {
		return nil, err
	}
	own, notes, err := compileFile(f, name)
	if err != nil {
		return nil, err
	}
	var rules []*Rule
	if f.Extend.UseDefault {
		for _, r := range Default().rules {
			if !slices.Contains(f.Extend.DisabledRules, r.ID) {
				rules = append(rules, r)
			}
		}
	}
	if f.Extend.Path != "" {
		notes = append(notes, fmt.Sprintf("%s: extend.path is not supported; ignored", name))
	}
	for _, r := range own {
		if i := slices.IndexFunc(rules, func(d *Rule) bool { return d.ID == r.ID }); i >= 0 {
			rules[i] = r
		} else {
			rules = append(rules, r)
		}
	}
	global, gnotes, err := compileGlobalAllowlists(f, name)
	if err != nil {
		return nil, err
	}
	notes = append(notes, gnotes...)
	for i, r := range rules {
		var extra []*allowlist
		for _, g := range global {
			if len(g.targets) == 0 || slices.Contains(g.targets, r.ID) {
				extra = append(extra, g.allowlist)
			}
		}
		if len(extra) > 0 {
			c := *r
			c.allow = append(slices.Clip(r.allow), extra...)
			rules[i] = &c
		}
	}
	return newSet(rules, notes), nil
}

// compileFile compiles the rules of one file, in file order.
func compileFile(f *fileSpec, name string) ([]*Rule, []string, error) {
	var rules []*Rule
	var notes []string
	seen := map[string]bool{}
	for i := range f.Rules {
		rs := &f.Rules[i]
		if rs.ID == "" {
			return nil, nil, &Error{Source: name, Field: fmt.Sprintf("rules[%d].id", i), Err: errors.New("missing")}
		}
		if seen[rs.ID] {
			return nil, nil, &Error{Source: name, Rule: rs.ID, Err: ErrDuplicateID}
		}
		seen[rs.ID] = true
		if rs.Regex == "" && rs.Path != "" {
			notes = append(notes, fmt.Sprintf("%s: rule %q matches paths only; skipped", name, rs.ID))
			continue
		}
		r, err := compileRule(rs, name)
		if err != nil {
			return nil, nil, err
		}
		rules = append(rules, r)
	}
	return rules, notes, nil
}

// compileRule validates and compiles one rule.
func compileRule(rs *ruleSpec, source string) (*Rule, error) {
	fail := func(field string, err error) error {
		return &Error{Source: source, Rule: rs.ID, Field: field, Err: err}
	}
	r := &Rule{
		ID:          rs.ID,
		Description: rs.Description,
		Kind:        Kind(rs.Kind),
		Placeholder: rs.Placeholder,
		SecretGroup: rs.SecretGroup,
		Entropy:     rs.Entropy,
		Validate:    rs.Validate,
		Whole:       rs.Whole,
		Anchored:    rs.Anchored,
		Midword:     rs.Midword,
		Source:      source,
	}
	if r.Kind == "" {
		r.Kind = Secret
	}
	if !r.Kind.valid() {
		return nil, fail("kind", fmt.Errorf("unknown kind %q (want secret, pii or identity)", rs.Kind))
	}
	if r.Placeholder == "" && r.Kind != Secret {
		r.Placeholder = defaultPlaceholder(r.ID)
	}
	var err error
	if rs.Context != "" {
		err = compileContext(r, rs, fail)
	} else {
		err = compilePattern(r, rs, fail)
	}
	if err != nil {
		return nil, err
	}
	specs := rs.Allowlists
	if rs.Allowlist != nil {
		specs = append([]allowSpec{*rs.Allowlist}, specs...)
	}
	for i := range specs {
		a, err := compileAllowlist(&specs[i])
		if err != nil {
			return nil, fail(fmt.Sprintf("allowlists[%d]", i), err)
		}
		if a != nil {
			r.allow = append(r.allow, a)
		}
	}
	if r.Samples, err = rs.samples(); err != nil {
		return nil, fail("samples", err)
	}
	return r, nil
}

// compilePattern compiles the regexp of a rule and what goes with it:
// keywords, anchoring, the secret group, entropy and validator.
func compilePattern(r *Rule, rs *ruleSpec, fail func(string, error) error) error {
	if rs.Regex == "" {
		return fail("regex", errors.New("missing"))
	}
	re, err := regexp.Compile(rs.Regex)
	if err != nil {
		return fail("regex", err)
	}
	if re.MatchString("") {
		return fail("regex", errors.New("matches the empty string"))
	}
	r.Regex = re
	expr := rs.Regex
	r.scan = sync.OnceValue(func() *dfa { return newDFA(expr, dfaMode{complete: true}) })
	// Parsed without ClassNL, negated classes such as [^"] leave out the
	// newline, so only a spelled-out newline, \s, \W, \D or (?s) remains.
	syn, err := syntax.Parse(rs.Regex, syntax.Perl&^syntax.ClassNL)
	if err != nil {
		return fail("regex", err)
	}
	r.multiline = spansLines(syn)
	r.shortMin = minLen(syn) <= anchorWindow/2
	r.maxMatch = maxLen(syn)
	r.boundary = leadingBoundary(syn)
	if identOnly(syn) {
		r.identLen = max(minLen(syn), 1)
	}
	if r.SecretGroup < 0 || r.SecretGroup > re.NumSubexp() {
		return fail("secretGroup", fmt.Errorf("%d is not a group of the regex (it has %d)", r.SecretGroup, re.NumSubexp()))
	}
	if r.Entropy < 0 || r.Entropy > 8 {
		return fail("entropy", fmt.Errorf("%g is outside 0..8", r.Entropy))
	}
	for i, k := range rs.Keywords {
		if k == "" || strings.ContainsRune(k, '\n') {
			return fail(fmt.Sprintf("keywords[%d]", i), errors.New("empty or contains a newline"))
		}
		r.Keywords = append(r.Keywords, lowerASCII(k))
	}
	full, err := syntax.Parse(rs.Regex, syntax.Perl) // as package regexp parses it
	if err != nil {
		return fail("regex", err)
	}
	if r.leading = !r.Anchored && leadingKeywords(full, r.Keywords); r.leading {
		mode := dfaMode{approx: true, anchored: true, lines: !r.multiline}
		r.reach = sync.OnceValue(func() *dfa { return newDFA(expr, mode) })
	} else if !r.multiline && !r.Anchored {
		r.held = heldAlphabet(full, r.Keywords)
	}
	r.holds = r.leading || len(r.Keywords) > 0 && holdsKeyword(full.Simplify(), r.Keywords)
	if r.Midword && !r.Anchored {
		return fail("midword", errors.New("applies to anchored rules only"))
	}
	if r.Anchored {
		if len(r.Keywords) == 0 {
			return fail("anchored", errors.New("needs keywords to anchor on"))
		}
		if r.anchored, err = regexp.Compile(`^(?:` + rs.Regex + `)`); err != nil {
			return fail("regex", err)
		}
		mode := dfaMode{approx: true, anchored: true, lines: !r.multiline}
		r.reach = sync.OnceValue(func() *dfa { return newDFA(expr, mode) })
		r.opens = sync.OnceValue(func() *dfa {
			if opens := secretOpens(full, r.SecretGroup); opens != nil {
				return newDFAOf(opens, mode)
			}
			return nil
		})
	}
	r.fastSearch = fastRegexp(expr)
	if r.Validate != "" {
		if r.check = validators[r.Validate]; r.check == nil {
			return fail("validate", fmt.Errorf("unknown validator %q", r.Validate))
		}
	}
	return nil
}

// compileContext compiles a context rule: its grammar and its keywords,
// the words whose identifiers it tries (it is anchored there, midword).
// It has no regexp, entropy, validator or secret group: the
// grammar and the secret-value model stand for them.
func compileContext(r *Rule, rs *ruleSpec, fail func(string, error) error) error {
	r.Context = rs.Context
	if r.context = contexts[rs.Context]; r.context == nil {
		return fail("context", fmt.Errorf("unknown context %q (want credential, cli, table or codes)", rs.Context))
	}
	for _, f := range []struct {
		field string
		set   bool
	}{{"regex", rs.Regex != ""}, {"secretGroup", rs.SecretGroup != 0}, {"entropy", rs.Entropy != 0}, {"validate", rs.Validate != ""}, {"whole", rs.Whole}} {
		if f.set {
			return fail(f.field, errors.New("does not apply to a context rule"))
		}
	}
	if len(rs.Keywords) == 0 {
		return fail("keywords", errors.New("a context rule needs keywords"))
	}
	for i, k := range rs.Keywords {
		if w := strings.TrimPrefix(k, "-"); k != "<<" && !phraseShaped(strings.TrimSuffix(w, "(")) && !phraseShaped(strings.TrimSuffix(w, "-")) {
			return fail(fmt.Sprintf("keywords[%d]", i), errors.New("a context rule's keywords are words, phrases (log in), flags (-u), calls (connect(), a dashed name's first word (ipa-) or a here-document's operator (<<)"))
		}
		r.Keywords = append(r.Keywords, lowerASCII(k))
	}
	r.Anchored, r.Midword = true, true
	return nil
}

// phraseShaped reports whether k is identifiers joined by single spaces
// (a command's may start with digits: 7z), or a word in letters beyond
// ASCII ("пароль", "hasł", "密码").
func phraseShaped(k string) bool {
	for _, w := range strings.Split(k, " ") {
		if !identifierShaped(strings.TrimLeft(w, "0123456789")) && !foreignWord(w) {
			return false
		}
	}
	return true
}

// foreignWord reports whether w is letters (and the marks of scripts
// that write vowels with them, as Devanagari does), one at least beyond
// ASCII.
func foreignWord(w string) bool {
	return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) }) < 0 &&
		strings.ContainsFunc(w, func(r rune) bool { return r >= utf8.RuneSelf })
}

// defaultPlaceholder derives a label from a rule id: "phone-number" gives
// "PHONE_NUMBER".
func defaultPlaceholder(id string) string {
	return strings.ToUpper(strings.ReplaceAll(id, "-", "_"))
}

// compileAllowlist compiles one allowlist, or returns nil if it can never
// apply to text (it needs paths or commits, or has no criteria we use).
func compileAllowlist(as *allowSpec) (*allowlist, error) {
	a := &allowlist{target: as.RegexTarget}
	switch strings.ToUpper(as.Condition) {
	case "", "OR":
	case "AND":
		a.all = true
		if len(as.Paths) > 0 || len(as.Commits) > 0 {
			return nil, nil
		}
	default:
		return nil, fmt.Errorf("condition: unknown value %q (want OR or AND)", as.Condition)
	}
	switch a.target {
	case "":
		a.target = "secret"
	case "secret", "match", "line":
	default:
		return nil, fmt.Errorf("regexTarget: unknown value %q (want secret, match or line)", as.RegexTarget)
	}
	for i, expr := range as.Regexes {
		re, err := regexp.Compile(expr)
		if err != nil {
			return nil, fmt.Errorf("regexes[%d]: %w", i, err)
		}
		a.regexes = append(a.regexes, newScreened(re))
	}
	for _, w := range as.Stopwords {
		if w != "" {
			a.stopwords = append(a.stopwords, lowerASCII(w))
		}
	}
	if len(a.regexes) == 0 && len(a.stopwords) == 0 {
		return nil, nil
	}
	return a, nil
}

// globalAllowlist is a file-level allowlist and the rules it is limited to.
type globalAllowlist struct {
	*allowlist
	targets []string
}

func compileGlobalAllowlists(f *fileSpec, name string) ([]globalAllowlist, []string, error) {
	specs := f.Allowlists
	if f.Allowlist != nil {
		specs = append([]allowSpec{*f.Allowlist}, specs...)
	}
	var out []globalAllowlist
	var notes []string
	for i := range specs {
		a, err := compileAllowlist(&specs[i])
		if err != nil {
			return nil, nil, &Error{Source: name, Field: fmt.Sprintf("allowlists[%d]", i), Err: err}
		}
		if a == nil {
			notes = append(notes, fmt.Sprintf("%s: allowlists[%d] needs paths or commits; ignored", name, i))
			continue
		}
		out = append(out, globalAllowlist{a, specs[i].TargetRules})
	}
	return out, notes, nil
}

// minLen returns the length in bytes of the shortest text a regexp can
// match, counting each character as one byte.
func minLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpPlus:
		return minLen(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min * minLen(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			n += minLen(sub)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, sub := range re.Sub {
			if m := minLen(sub); n < 0 || m < n {
				n = m
			}
		}
		return max(n, 0)
	}
	return 0
}

// maxLen returns the length in bytes of the longest text a regexp can
// match, or -1 if there is no bound.
func maxLen(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		n := 0
		for _, c := range re.Rune {
			n += runeBytes(c, re.Flags&syntax.FoldCase != 0)
		}
		return n
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return 0
		}
		return runeBytes(re.Rune[len(re.Rune)-1], false) // the ranges are sorted
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax
	case syntax.OpCapture, syntax.OpQuest:
		return maxLen(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus, syntax.OpRepeat:
		n := maxLen(re.Sub[0])
		switch {
		case n == 0:
			return 0
		case n < 0 || re.Op != syntax.OpRepeat || re.Max < 0:
			return -1
		}
		return re.Max * n
	case syntax.OpConcat, syntax.OpAlternate:
		total := 0
		for _, sub := range re.Sub {
			n := maxLen(sub)
			if n < 0 {
				return -1
			}
			if re.Op == syntax.OpConcat {
				total += n
			} else {
				total = max(total, n)
			}
		}
		return total
	}
	return 0 // matches no text: empty, an assertion, no match
}

// runeBytes is the length in UTF-8 of the longest character c stands for:
// with fold, any of its case variants (the Kelvin sign for k).
func runeBytes(c rune, fold bool) int {
	n := utf8.RuneLen(c)
	for f := unicode.SimpleFold(c); fold && f != c; f = unicode.SimpleFold(f) {
		n = max(n, utf8.RuneLen(f))
	}
	if n < 0 {
		return utf8.UTFMax
	}
	return n
}

// leadingBoundary reports whether every match of a regexp starts with a
// word boundary (\b).
func leadingBoundary(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpWordBoundary:
		return true
	case syntax.OpConcat, syntax.OpCapture:
		return len(re.Sub) > 0 && leadingBoundary(re.Sub[0])
	case syntax.OpAlternate:
		return !slices.ContainsFunc(re.Sub, func(sub *syntax.Regexp) bool { return !leadingBoundary(sub) })
	}
	return false
}

// identOnly reports whether a regexp can match only identifier bytes
// (ASCII letters, digits and underscores). A word boundary matches no
// byte, and within an identifier's bounds it means what it means in the
// whole text.
func identOnly(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpWordBoundary:
		return true
	case syntax.OpLiteral:
		for _, c := range re.Rune {
			if c >= 0x80 || !isIdentByte(byte(c)) {
				return false
			}
		}
		return true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			for c := re.Rune[i]; c <= re.Rune[i+1]; c++ {
				if c >= 0x80 || !isIdentByte(byte(c)) {
					return false
				}
			}
		}
		return true
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat, syntax.OpConcat, syntax.OpAlternate:
		for _, sub := range re.Sub {
			if !identOnly(sub) {
				return false
			}
		}
		return true
	}
	return false
}

// spansLines reports whether a regexp can match a newline, so that it must
// see the whole text rather than one line at a time.
func spansLines(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpAnyChar:
		return true
	case syntax.OpLiteral:
		return slices.Contains(re.Rune, '\n')
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] <= '\n' && '\n' <= re.Rune[i+1] {
				return true
			}
		}
	}
	return slices.ContainsFunc(re.Sub, spansLines)
}
