package rules

import "testing"

// TestLegacyProbes holds secrets as legacy middleware and mail server
// administration shows them, in forms the rules missed once (WebSphere's
// {xor} password printed alone by securityUtility), and the look-alikes
// of the same places that must stay. The whole default set must remove
// each value entirely and leave each readable text alone. All values are
// made up.
func TestLegacyProbes(t *testing.T) {
	probe(t, []probeCase{
		{"$ bin/securityUtility encode --encoding=xor\nEnter text:\nRe-enter text:\n{xor}CyVnLihtEzJoJw==", "{xor}CyVnLihtEzJoJw=="},
		{"com.acme.ldap.bindCredentials={xor}Fz4tPTAtbWdpfDs+PQ==", "{xor}Fz4tPTAtbWdpfDs+PQ=="},
	}, []string{
		"bin/securityUtility encode --encoding=xor",
		"a ^ b is xor, {xor} marks the encoding",
	})
}
