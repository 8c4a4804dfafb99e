package rules

import (
	"strings"
	"testing"
)

// TestDefaultLoginKeywords holds the default-login rule's keywords and
// defaultUsers in step: each account the context takes holds a keyword
// that finds it, and each keyword is an account's name.
func TestDefaultLoginKeywords(t *testing.T) {
	var keywords []string
	for _, r := range Default().Rules() {
		if r.ID == "default-login" {
			keywords = r.Keywords
		}
	}
	if len(keywords) == 0 {
		t.Fatal("no default-login rule")
	}
	for w := range defaultUsers.words {
		if !accountKeyword(keywords, w) {
			t.Errorf("account %q holds none of the keywords %q", w, keywords)
		}
	}
	for _, k := range keywords {
		if !defaultUsers.has(k) {
			t.Errorf("keyword %q names no account of defaultUsers", k)
		}
	}
}

// accountKeyword reports whether the account w holds one of keywords.
func accountKeyword(keywords []string, w string) bool {
	for _, k := range keywords {
		if strings.Contains(w, k) {
			return true
		}
	}
	return false
}
