package rules

import (
	"strings"
	"testing"
)

// TestDefaultLoginKeywords holds the default-login rule's keywords and
// defaultUsers and loginServices in step: each account or service the
// context takes holds a keyword that finds it, and each keyword is an
// account's or a service's name.
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
	for _, set := range []wordSet{defaultUsers, loginServices} {
		for w := range set.words {
			if !accountKeyword(keywords, w) {
				t.Errorf("account or service %q holds none of the keywords %q", w, keywords)
			}
		}
	}
	for _, k := range keywords {
		if !defaultUsers.has(k) && !loginServices.has(k) {
			t.Errorf("keyword %q names no account of defaultUsers nor service of loginServices", k)
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
