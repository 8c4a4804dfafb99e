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
		// No credential word: a password's shape after "it's" or "set it to".
		{"oops typo its Harbor228!xk not the one above", "Harbor228!xk"},
		{"it’s Tz8#qw!2Lm, not the old one", "Tz8#qw!2Lm"},
		{"set it to \"Juniper541&mqo\" and restart", "Juniper541&mqo"},
	}, []string{
		"🔑 rotation done ✅ all keys updated",
		"🔑 1password has it",
		"🔒 locked the main branch",
		"🔑 see OPS-221",
		"branch is feat/login no wait its feat/sign-in",
		"its PR#1234, see the thread",
		"it's Node18+ only!",
		"it was deploy@build01 that failed",
		"set it to 8080 and restart",
	})
}

// TestChatPasswordLength counts a chat password's bytes without the
// sentence's '!' or '?' at its end: eight or more.
func TestChatPasswordLength(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"Tz8#qwLm", true},
		{"Tz8#qwLm!", true},
		{"Tz8#qw!!", false}, // six bytes and a sentence's marks
		{"Tz8#qwL?", false},
	} {
		if got := chatPassword(tc.w); got != tc.want {
			t.Errorf("chatPassword(a %d-byte word) = %v, want %v", len(tc.w), got, tc.want)
		}
	}
}

// TestChatTurnProbes holds passwords a person's turn of a chat with an
// agent gives with no name and no question above it (a correction, a
// turn of its own), and the short turns of the same chats that must stay.
// All values are made up.
func TestChatTurnProbes(t *testing.T) {
	probe(t, []probeCase{
		{"me: wait, wrong one. use Heron462@bvc", "Heron462@bvc"},
		{"me: Quill482&vtm\nme: *Plume839&rxa", "Plume839&rxa"},
		{"User: ugh autocorrect. Birch915%wyo", "Birch915%wyo"},
		{"me: k. Slate628*pow", "Slate628*pow"},
		{"me: there -> Ferns640?ksl", "Ferns640?ksl"},
		{"me: is it Otter274@jsd? not sure", "Otter274@jsd"},
		{"me: Raven551!tqe😅", "Raven551!tqe"},
	}, []string{
		"me: v2.3.1 now",
		"me: see PLAT-1932 and PR#1234",
		"me: at least 12 chars, one digit",
		"name: Raven551!tqe",
		"me: ok ~/work/a1!b",
		"me: compare Raven551!tqe with Otter274@jsd",
		"me: I tried Raven551!tqe on staging but the login page keeps saying no and the logs are empty",
	})
}
