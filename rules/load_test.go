package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// gitleaksConfig is shaped like real .gitleaks.toml files: fields transcrub
// does not use must load and be ignored or handled.
const gitleaksConfig = `
title = "acme gitleaks config"

[extend]
useDefault = true
disabledRules = ["ipv4"]

[[rules]]
id = "acme-token"
description = "Acme internal token"
regex = '''\b(acme_[a-z0-9]{24})\b'''
secretGroup = 1
entropy = 3
keywords = ["ACME_"]
tags = ["internal", "token"]
path = '''\.env$'''
[rules.allowlist]
regexes = ['''^acme_0+$''']
[[rules.allowlists]]
condition = "AND"
paths = ['''testdata/''']
regexes = ['''.*''']
[[rules.required]]
id = "acme-user"
withinLines = 2

[[rules]]
id = "acme-config-file"
description = "path-only rule"
path = '''acme\.secrets$'''

[[rules]]
id = "github-token"
description = "override of a default rule"
regex = '''\bghp_[A-Za-z0-9]{36}\b'''
keywords = ["ghp_"]

[allowlist]
description = "global"
paths = ['''vendor/''']
regexes = ['''^acme_allowed''']
commits = ["abc123"]

[[allowlists]]
targetRules = ["email"]
regexes = ['''@acme\.io$''']
`

func TestLoadGitleaksConfig(t *testing.T) {
	s, err := Load(strings.NewReader(gitleaksConfig), "gitleaks.toml")
	if err != nil {
		t.Fatal(err)
	}
	ids := ruleIDs(s)
	def := ruleIDs(Default())
	if slices.Contains(ids, "ipv4") {
		t.Error("disabled default rule ipv4 is present")
	}
	if slices.Contains(ids, "acme-config-file") {
		t.Error("path-only rule was compiled")
	}
	if got, want := slices.Index(ids, "github-token"), slices.Index(def, "github-token"); got != want-boolToInt(slices.Index(def, "ipv4") < want) {
		t.Errorf("github-token at %d, want it replaced in place", got)
	}
	if ids[len(ids)-1] != "acme-token" {
		t.Errorf("last rule %q, want the new rule acme-token appended", ids[len(ids)-1])
	}
	if notes := s.Notes(); len(notes) != 1 || !strings.Contains(notes[0], `"acme-config-file"`) {
		t.Errorf("notes = %q, want one about acme-config-file", notes)
	}

	token := "acme_" + "k3j5h7g9f2d4s6a8q1w3e5r7"
	for _, tc := range []struct {
		text string
		want string // rule id of the single match, or "" for none
	}{
		{"rotated " + token + " today", "acme-token"},
		{"export ACME_TOKEN=" + token, "credential"},                    // the earlier (default) rule wins the overlap
		{"ACME_TOKEN=acme_000000000000000000000000", ""},                // rule allowlist (and entropy)
		{"mail bob@acme.io", ""},                                        // targeted global allowlist
		{"mail bob@globex.com", "email"},                                // ...which spares other addresses
		{"gh ghp_" + token[5:] + "Xq7mK2vL9nR4", "github-token"},        // the override
		{"server 10.1.2.3", ""},                                         // disabled rule
		{"AKIA" + "QX4B7RT2ZKLM5N3W", "aws-access-key-id"},              // defaults still there
		{"acme_allowed" + strings.Repeat("x1", 10), ""},                 // no keyword for it anyway
		{"(acme_" + "k3j5h7g9f2d4s6a8q1w3e5r7) in prose", "acme-token"}, // keywords ignore case
	} {
		ms := s.Find(nil, tc.text)
		var got string
		if len(ms) > 0 {
			got = ms[0].Rule.ID
		}
		if got != tc.want || len(ms) > 1 {
			t.Errorf("Find(%q) = %d matches, first %q; want %q", tc.text, len(ms), got, tc.want)
		}
	}
}

func boolToInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func ruleIDs(s *Set) []string {
	var ids []string
	for _, r := range s.Rules() {
		ids = append(ids, r.ID)
	}
	return ids
}

func TestLoadWithoutExtendHasOnlyOwnRules(t *testing.T) {
	s, err := Load(strings.NewReader(`
[[rules]]
id = "one"
regex = '''one-[0-9]+'''
`), "own.toml")
	if err != nil {
		t.Fatal(err)
	}
	if got := ruleIDs(s); !slices.Equal(got, []string{"one"}) {
		t.Errorf("rules = %q, want [one]", got)
	}
	if ms := s.Find(nil, "id one-42 and one-7"); len(ms) != 2 {
		t.Errorf("a rule without keywords found %d matches, want 2", len(ms))
	}
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct {
		name, file, rule, field string
	}{
		{"toml syntax", "[[rules]\nid=1", "", ""},
		{"missing id", "[[rules]]\nregex = 'a'", "", "rules[0].id"},
		{"missing regex", "[[rules]]\nid = 'x'", "x", "regex"},
		{"bad regex", "[[rules]]\nid = 'x'\nregex = 'a(b'", "x", "regex"},
		{"matches empty", "[[rules]]\nid = 'x'\nregex = 'a*'", "x", "regex"},
		{"secret group", "[[rules]]\nid = 'x'\nregex = '(a)'\nsecretGroup = 2", "x", "secretGroup"},
		{"entropy", "[[rules]]\nid = 'x'\nregex = 'a'\nentropy = -1", "x", "entropy"},
		{"kind", "[[rules]]\nid = 'x'\nregex = 'a'\nkind = 'password'", "x", "kind"},
		{"validator", "[[rules]]\nid = 'x'\nregex = 'a'\nvalidate = 'crc'", "x", "validate"},
		{"empty keyword", "[[rules]]\nid = 'x'\nregex = 'a'\nkeywords = ['']", "x", "keywords[0]"},
		{"anchored without keywords", "[[rules]]\nid = 'x'\nregex = 'a'\nanchored = true", "x", "anchored"},
		{"midword without anchored", "[[rules]]\nid = 'x'\nregex = 'a'\nkeywords = ['a']\nmidword = true", "x", "midword"},
		{"allowlist regex", "[[rules]]\nid = 'x'\nregex = 'a'\n[[rules.allowlists]]\nregexes = ['(']", "x", "allowlists[0]"},
		{"allowlist condition", "[[rules]]\nid = 'x'\nregex = 'a'\n[[rules.allowlists]]\ncondition = 'XOR'\nregexes = ['b']", "x", "allowlists[0]"},
		{"regex target", "[[rules]]\nid = 'x'\nregex = 'a'\n[[rules.allowlists]]\nregexTarget = 'path'\nregexes = ['b']", "x", "allowlists[0]"},
		{"sample shape", "[[rules]]\nid = 'x'\nregex = 'a'\nsamples.positive = [{text = 'a'}]", "x", "samples"},
		{"global allowlist", "[[allowlists]]\nregexes = ['(']", "", "allowlists[0]"},
		{"huge repeat", "[[rules]]\nid = 'x'\nregex = 'a{2000}'", "x", "regex"},
		{"huge pattern", "[[rules]]\nid = 'x'\nregex = '((((a{100}){100}){100}){100})'", "x", "regex"},
		{"unknown context", "[[rules]]\nid = 'x'\ncontext = 'yaml'\nkeywords = ['token']", "x", "context"},
		{"context with a regex", "[[rules]]\nid = 'x'\ncontext = 'credential'\nregex = 'a'\nkeywords = ['token']", "x", "regex"},
		{"context with entropy", "[[rules]]\nid = 'x'\ncontext = 'credential'\nentropy = 3.0\nkeywords = ['token']", "x", "entropy"},
		{"context without keywords", "[[rules]]\nid = 'x'\ncontext = 'credential'", "x", "keywords"},
		{"context keyword not a word", "[[rules]]\nid = 'x'\ncontext = 'credential'\nkeywords = ['token=']", "x", "keywords[0]"},
	} {
		_, err := Load(strings.NewReader(tc.file), "bad.toml")
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: error %v, want *Error", tc.name, err)
			continue
		}
		if e.Source != "bad.toml" || e.Rule != tc.rule || e.Field != tc.field {
			t.Errorf("%s: error names source %q rule %q field %q, want bad.toml %q %q", tc.name, e.Source, e.Rule, e.Field, tc.rule, tc.field)
		}
	}
}

func TestLoadDuplicateID(t *testing.T) {
	_, err := Load(strings.NewReader("[[rules]]\nid='x'\nregex='a'\n[[rules]]\nid='x'\nregex='b'"), "dup.toml")
	if !errors.Is(err, ErrDuplicateID) {
		t.Fatalf("error %v, want ErrDuplicateID", err)
	}
	if want := `rules: dup.toml: rule "x": duplicate rule id`; err.Error() != want {
		t.Errorf("error text %q, want %q", err, want)
	}
}

func TestSamplesMarkerAndFailures(t *testing.T) {
	s, err := Load(strings.NewReader(`
[[rules]]
id = "tok"
regex = '''tok_[a-z]{4}'''
keywords = ["tok_"]
samples.positive = [
  "a tok_{~}abcd here",
  { text = "tok_abcd", secret = "tok_abcde" },
  "nothing",
]
samples.negative = ["tok_wxyz", "fine"]
`), "samples.toml")
	if err != nil {
		t.Fatal(err)
	}
	r := s.Rules()[0]
	if r.Samples.Positive[0].Text != "a tok_abcd here" {
		t.Errorf("splice marker kept: %q", r.Samples.Positive[0].Text)
	}
	got := s.TestSamples()
	want := []SampleFailure{
		{"tok", true, 1, "secret not entirely removed"},
		{"tok", true, 2, "no match"},
		{"tok", false, 0, "matched bytes 0..8"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("TestSamples() = %v, want %v", got, want)
	}
}
