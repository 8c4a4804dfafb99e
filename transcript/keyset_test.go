package transcript

import "testing"

// The key set of an object is its keys sorted and comma-joined whatever
// order they come in and whichever orders came before, a key that holds
// a comma included: keyset's table of orders answers as sorting does.
func TestKeysetOrders(t *testing.T) {
	p := newParser(nil)
	cases := []struct {
		keys []string
		want string
	}{
		{[]string{"b", "a"}, "a,b"},
		{[]string{"a", "b"}, "a,b"},
		{[]string{"b,a"}, "b,a"},
		{[]string{"b", "a"}, "a,b"},
		{[]string{"b,a"}, "b,a"},
		{[]string{"b", "", "a"}, ",a,b"},
		{[]string{"", "ba"}, ",ba"},
		{[]string{"ba", ""}, ",ba"},
		{nil, ""},
	}
	for round := range 2 {
		for i, c := range cases {
			var order []byte
			for _, k := range c.keys {
				order = appendKey(order, []byte(k))
			}
			if got := p.keyset(order); got != c.want {
				t.Errorf("round %d, case %d: key set %q, want %q", round, i, got, c.want)
			}
		}
	}
}

// BenchmarkKeyset is a Claude Code envelope's key set, in the order the
// record writes it, line after line.
func BenchmarkKeyset(b *testing.B) {
	p := newParser(nil)
	var order []byte
	for _, k := range []string{"parentUuid", "isSidechain", "userType", "cwd", "sessionId", "version", "gitBranch", "type", "message", "requestId", "uuid", "timestamp"} {
		order = appendKey(order, []byte(k))
	}
	for b.Loop() {
		p.keyset(order)
	}
}
