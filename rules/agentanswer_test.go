package rules

import (
	"strings"
	"testing"
)

// TestAgentAnswerProbes holds secrets a person gives an agent that asked
// for them, on the turn below the question, as chats with an agent are
// pasted (each turn opened by its role in any case, "me: ", "assistant:
// ", or a quote's "> "), and the answers of the same chats that are no
// secrets and must stay. An answer may lead its value in with a few words
// ("ok: v", "mine is v") or follow it with an aside ("v i think"). All
// values are made up.
func TestAgentAnswerProbes(t *testing.T) {
	probe(t, []probeCase{
		{"assistant: what's the DB password?\nme: Quill482&vtm", "Quill482&vtm"},
		{"> what's the redis password\n> h7Tq2LmX9pRz4vNc8KdW", "h7Tq2LmX9pRz4vNc8KdW"},
		{"AI: what's the mongo password?\nuser: it's Pw9xK2mQv7Lr", "Pw9xK2mQv7Lr"},
		{"AI: What's the password for the VPN?\nme: same as always, Lumen307#qaz", "Lumen307#qaz"},
		{"assistant: what is the sudo password?\nme: mine is Birch915%wyo", "Birch915%wyo"},
		{"assistant: I need the DB password to run the seed.\nme: ok: Ferns640?ksl", "Ferns640?ksl"},
		{"What's the password for the ftp user?\n\nOtter274@jsd", "Otter274@jsd"},
		{"assistant: What's the key passphrase?\nme:\nRaven551!tqe", "Raven551!tqe"},
		{"Claude: I need the root password to go on. What is it?\n\nPlume839&rxa", "Plume839&rxa"},
		{"assistant: So the password is the one you sent earlier?\nme: actually it's Heron462@bvc", "Heron462@bvc"},
		{"assistant: what's the redis auth?\nme: should be Xk4Tq9Lm2VbR7wNz i think", "Xk4Tq9Lm2VbR7wNz"},
		{"assistant: what's the pw for grafana\nme: Slate628*pow (the default was changed)", "Slate628*pow"},
		{"AI: what's the JWT secret in prod?\nme: Qm3Zt8Vb0pLw+Nx4Ks7YdR2c/Hf9Jg6TaE1uWo5Xn0k=", "Qm3Zt8Vb0pLw+Nx4Ks7YdR2c/Hf9Jg6TaE1uWo5Xn0k="},
		// No question: the agent says what it needs, the turn's text below its role.
		{"agent: I need the DB password to continue.\nme:\nRaven551!tqe", "Raven551!tqe"},
		// The turn's lead, then the value pasted below it.
		{"AI: What's the admin password?\nme: from bitwarden\nq7#Lm2!xVz9@Kp4&Rt", "q7#Lm2!xVz9@Kp4&Rt"},
		{"assistant: can you paste the token?\nuser: one sec\nXk4Tq9Lm2VbR7wNz8KdWp3Jh", "Xk4Tq9Lm2VbR7wNz8KdWp3Jh"},
	}, []string{
		"assistant: what's the DB password?\nme: it's in the vault",
		"assistant: which branch has the password fix?\nme: feature/rotate-api-keys",
		"user: what's the password policy?\nassistant: twelve characters",
		"assistant: which token should I use?\nme: the one in the CI secrets, NPM_TOKEN",
		"assistant: what's the admin password?\nme: no idea, ask the ops team on call tonight",
		"assistant: what's the password for the build box?\nme: same as the staging one",
		"assistant: where is the password file?\nme: /etc/app/Secrets2024/db",
		"the password is in the vault, right?\nme: yes, under prod/db",
		"assistant: what's the api key for the sandbox?\nme: not sure, see PLAT-1932 (v2 docs)",
		"assistant: which password did the release change?\nme: commits 3f2a9c1 and 8b7d6a5 touched it",
		"title: Password Spraying via Kerberos\nid: 3f2a9c1e-8b7d-4a5f-8e3d-2c1b0a9f8e7d",
		"user: did you reset the password?\nassistant: yes, the reset link has expired",
		"assistant: I need the DB password to continue.\nme:\nsure, one sec",
		"assistant: what's the admin password?\nme: no idea\nassistant: Raven551!tqe then?",
		"assistant: which password did you change?\nme: the db one\nmigrations/0042_rotate.sql",
		"Fix the secret rotation job\n\nChange-Id: I3f9a0c1b2d4e5f60718293a4b5c6d7e8f9012345\nReviewed-on: https://review.example.org/c/platform/+/48213",
	})
}

// TestShortAnswerLength bounds the answer line at maxShortAnswer bytes
// wherever it ends: at a newline or at the text's end.
func TestShortAnswerLength(t *testing.T) {
	for _, tc := range []struct {
		line string
		want int
	}{
		{"Quill482&vtm " + strings.Repeat("a", maxShortAnswer-13), 0},
		{"Quill482&vtm " + strings.Repeat("a", maxShortAnswer-12), -1},
		{"Quill482&vtm " + strings.Repeat("a", maxShortAnswer-12) + "\n", -1},
	} {
		if got := shortAnswerValue(tc.line, 0); got != tc.want {
			t.Errorf("shortAnswerValue(a line of %d bytes) = %d, want %d", len(tc.line), got, tc.want)
		}
	}
}
