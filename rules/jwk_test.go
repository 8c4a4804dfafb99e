package rules

import (
	"strings"
	"testing"
)

// TestJWKPrivateMembers checks that every private member of an RSA key is
// removed and every public one kept, with plain and escaped quotes.
func TestJWKPrivateMembers(t *testing.T) {
	set := built(Default())
	members := map[string]bool{"n": false, "e": false, "kid": false, "d": true, "p": true, "q": true, "dp": true, "dq": true, "qi": true}
	values := map[string]string{}
	var b strings.Builder
	b.WriteString(`{"kty":"RSA"`)
	for i, name := range []string{"kid", "n", "e", "d", "p", "q", "dp", "dq", "qi"} {
		v := strings.Repeat(string(rune('a'+i))+"Q7-x_Z2m", 4)
		if name == "e" {
			v = "AQAB"
		}
		values[name] = v
		b.WriteString(`,"` + name + `":"` + v + `"`)
	}
	b.WriteString("}")
	for _, text := range []string{b.String(), strings.ReplaceAll(b.String(), `"`, `\"`)} {
		ms := set.Find(nil, text)
		for name, private := range members {
			i := strings.Index(text, values[name])
			removed := false
			for _, m := range ms {
				removed = removed || m.Start <= i && i < m.End
			}
			if removed != private {
				t.Errorf("member %s (escaped %v): removed %v, want %v", name, strings.Contains(text, `\"`), removed, private)
			}
		}
	}
}
