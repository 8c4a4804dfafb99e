package rules

import (
	"slices"
	"testing"
)

// TestWindowMatchLimit checks that a window of a rule whose every match
// holds a keyword occurrence is searched for no more matches than it has
// occurrences, and that this finds what an unbounded search finds: in
// windows of one occurrence, of several merged ones holding a match each,
// of occurrences inside one match, and on dense prose (compareFinds).
func TestWindowMatchLimit(t *testing.T) {
	set := Default()
	var unbounded []*Rule
	holds := map[string]bool{}
	for _, r := range set.rules {
		c := *r
		holds[r.ID] = r.holds
		c.holds = false
		unbounded = append(unbounded, &c)
	}
	for _, id := range []string{"email", "stripe-key", "github-token", "aws-access-key-id"} {
		if !holds[id] {
			t.Errorf("rule %q: every match holds a keyword, but holds is false", id)
		}
	}
	for _, id := range []string{"aws-secret-access-key", "ipv4"} {
		if holds[id] {
			t.Errorf("rule %q: a match may hold no keyword occurrence, but holds is true", id)
		}
	}
	other := newSet(unbounded, nil)
	for i, text := range []string{
		"mail dana@corp-mail.io, ben@corp-mail.io and lee@corp-mail.io about it",
		"keys: sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc sk_live_" + "9fA2kLmQ7rT4vXy8zB3nC6dE and sk_test_" + "Zq8wX2cV5bN1mK7jH3gF9dS4",
		"addr a@b@c.example.org and x%40y.example.org then ghp_" + "Xq7mK2vL9nR4cT1wZ5yH3jF6dS8aPe0Gb2Uo",
		"AKIA" + "Q3EGRHYPSUT4JOKX AKIAAKIA" + "Q3EGRHYPSUT4 ASIA" + "Y5ZXW2VUTS3RQPON",
	} {
		ms, w := set.find(nil, text)
		oms, _ := other.find(nil, text)
		if got, want := spans(text, ms), spans(text, oms); !slices.Equal(got, want) {
			t.Errorf("text %d: %d ranges with the limit, %d without, or other ones", i, len(ms), len(oms))
		}
		if w.limited == 0 {
			t.Errorf("text %d: no window search was limited", i)
		}
	}
	compareFinds(t, set, other, "with searches limited to the occurrences")
}
