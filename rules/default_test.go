package rules

import (
	"slices"
	"testing"
)

// TestDefaultRulesHaveSamples requires positive and negative samples on
// every built-in rule.
func TestDefaultRulesHaveSamples(t *testing.T) {
	for _, r := range Default().Rules() {
		if len(r.Samples.Positive) == 0 || len(r.Samples.Negative) == 0 {
			t.Errorf("rule %q: needs positive and negative samples", r.ID)
		}
	}
}

// TestDefaultSamples runs every built-in rule's samples.
func TestDefaultSamples(t *testing.T) {
	for _, f := range Default().TestSamples() {
		t.Error(f)
	}
}

// TestDefaultMultiline pins the built-in rules that run on the whole text
// rather than line by line, so that a stray \s does not slow a rule down.
func TestDefaultMultiline(t *testing.T) {
	want := []string{
		"private-key", "putty-private-key", "jenkins-initial-admin-password", "netrc-credentials",
		"credential-constructor", "username-with-password",
	}
	var got []string
	for _, r := range Default().Rules() {
		if r.multiline {
			got = append(got, r.ID)
		}
	}
	if !slices.Equal(got, want) {
		t.Errorf("multiline rules = %q, want %q", got, want)
	}
}
