package rules

import "testing"

// TestChatLabelProbes holds secrets as quick chat with a coding agent
// labels them, in forms the rules missed once (a key emoji where a
// config writes the name, a correction of the value just given), and the
// look-alikes of the same chat that must
// stay. All values are made up.
func TestChatLabelProbes(t *testing.T) {
	probe(t, []probeCase{
		{"prod db 🔑 Marble825@vyb", "Marble825@vyb"},
		{"🔐: Tz8#qw!2Lm for the staging box", "Tz8#qw!2Lm"},
		{"db pw is Marble123 no wait its Tz8#qw!2Lm", "Tz8#qw!2Lm"},
	}, []string{
		"🔑 rotation done ✅ all keys updated",
		"🔑 1password has it",
		"🔒 locked the main branch",
		"🔑 see OPS-221",
		"branch is feat/login no wait its feat/sign-in",
	})
}
