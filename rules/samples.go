package rules

import "fmt"

// SampleFailure is one rule sample that did not behave as declared.
type SampleFailure struct {
	Rule     string
	Positive bool // a positive sample (else a negative one)
	Index    int  // position in the rule's positive or negative list
	Reason   string
}

func (f SampleFailure) String() string {
	list := "negative"
	if f.Positive {
		list = "positive"
	}
	return fmt.Sprintf("rule %q: %s sample %d: %s", f.Rule, list, f.Index, f.Reason)
}

// TestSamples runs every rule's samples through that rule alone, keywords
// and allowlists included, and returns the failures in rule order.
func (s *Set) TestSamples() []SampleFailure {
	var out []SampleFailure
	for _, r := range s.rules {
		if len(r.Samples.Positive)+len(r.Samples.Negative) == 0 {
			continue
		}
		one := newSet([]*Rule{r}, nil)
		var ms []Match
		for i, p := range r.Samples.Positive {
			ms = one.Find(ms[:0], p.Text)
			switch {
			case len(ms) == 0:
				out = append(out, SampleFailure{r.ID, true, i, "no match"})
			case p.Secret != "" && !covers(ms, p.Text, p.Secret):
				out = append(out, SampleFailure{r.ID, true, i, "secret not entirely removed"})
			}
		}
		for i, n := range r.Samples.Negative {
			if ms = one.Find(ms[:0], n); len(ms) > 0 {
				out = append(out, SampleFailure{r.ID, false, i, fmt.Sprintf("matched bytes %d..%d", ms[0].Start, ms[0].End)})
			}
		}
	}
	return out
}

// covers reports whether every occurrence of secret in text lies inside one
// of the matches, and there is at least one.
func covers(ms []Match, text, secret string) bool {
	found := false
	for i := 0; i+len(secret) <= len(text); i++ {
		if text[i:i+len(secret)] != secret {
			continue
		}
		found = true
		inside := false
		for _, m := range ms {
			if m.Start <= i && i+len(secret) <= m.End {
				inside = true
				break
			}
		}
		if !inside {
			return false
		}
	}
	return found
}
