package rules

import "testing"

// TestAgentAnswerProbes holds secrets a person gives an agent that asked
// for them, on the turn below the question, as chats with an agent are
// pasted (each turn opened by its role in any case, "me: ", "assistant:
// ", or a quote's "> "), and the answers of the same chats that are no
// secrets and must stay. All values are made up.
func TestAgentAnswerProbes(t *testing.T) {
	probe(t, []probeCase{
		{"assistant: what's the DB password?\nme: Quill482&vtm", "Quill482&vtm"},
		{"> what's the redis password\n> h7Tq2LmX9pRz4vNc8KdW", "h7Tq2LmX9pRz4vNc8KdW"},
		{"AI: what's the mongo password?\nuser: it's Pw9xK2mQv7Lr", "Pw9xK2mQv7Lr"},
	}, []string{
		"assistant: what's the DB password?\nme: it's in the vault",
		"assistant: which branch has the password fix?\nme: feature/rotate-api-keys",
		"user: what's the password policy?\nassistant: twelve characters",
	})
}
