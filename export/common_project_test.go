package export

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/identity"
	"github.com/transcrub/transcrub/transcript/claudecode"
)

// commonProjectTree is a Claude Code projects tree whose project,
// ~/workspace/<word>-review-helper, is named after word, a common word or
// a public product's name that its sessions also use as a word of prose:
// in text, before a line break in a tool's output and in a public host
// name, and as identity: a path segment, a label of a non-public host,
// a remote's URL, a handle, a path used as a key, and the project's
// joined name in its spellings.
func commonProjectTree(t *testing.T, word string) string {
	t.Helper()
	const session = "7d0c4a8e-2b1f-4c3d-9e5a-6f7b8c9d0e1f"
	dir := "/Users/dana/workspace/" + word + "-review-helper"
	camel := strings.ToUpper(word[:1]) + word[1:]
	env := `"cwd":"` + dir + `","version":"2.1.7","userType":"external","isSidechain":false,"sessionId":"` + session + `"`
	frame := func(typ, uuid, parent, message string) string {
		return `{"type":"` + typ + `",` + env + `,"uuid":"` + uuid + `","parentUuid":` + parent +
			`,"timestamp":"2026-03-04T05:06:07.000Z","message":` + message + "}\n"
	}
	const u1, a1, u2, a2, u3 = "0a000000-0000-4000-8000-000000000001", "0a000000-0000-4000-8000-000000000002",
		"0a000000-0000-4000-8000-000000000003", "0a000000-0000-4000-8000-000000000004", "0a000000-0000-4000-8000-000000000005"
	call := func(id, command string) string {
		return `{"role":"assistant","content":[{"type":"tool_use","id":"` + id + `","name":"Bash","input":{"command":"` + command + `"}}]}`
	}
	result := func(id, output string) string {
		return `{"role":"user","content":[{"type":"tool_result","tool_use_id":"` + id + `","content":"` + output + `"}]}`
	}
	lines := frame("user", u1, "null", `{"role":"user","content":"`+commonProse(word)+` Clone git@github.com:dana/`+word+`-review-helper.git, `+
		`mail build@`+word+`.internal, ask @`+word+` and read the `+word+`_review_helper module, class `+camel+`ReviewHelper."}`) +
		frame("assistant", a1, `"`+u1+`"`, call("toolu_01A", `cd `+dir+` && cat ~/notes/`+word+`/todo.md && ssh ci.`+word+`.corp && git clone https://git.`+word+`.lan/team/`+word+`.git && `+
			`git push git@github.com:`+camel+`/`+word+`-review-helper.git`)) +
		frame("user", u2, `"`+a1+`"`, result("toolu_01A", commonOutput(word))) +
		frame("assistant", a2, `"`+u2+`"`, call("toolu_01B", `uv tool install `+word+`-extract`)) +
		frame("user", u3, `"`+a2+`"`, result("toolu_01B", `Installed `+word+`\nok`)) +
		`{"type":"file-history-snapshot","messageId":"` + u3 + `","isSnapshotUpdate":false,"snapshot":{"messageId":"` + u3 +
		`","timestamp":"2026-03-04T05:06:08.000Z","trackedFileBackups":{"/Users/dana/notes/` + word + `/todo.md":{"backupFileName":null,"version":1,"backupTime":"2026-03-04T05:06:08.000Z"}}}}` + "\n"
	return writeTree(t, map[string]string{"-Users-dana-workspace-" + word + "-review-helper/" + session + ".jsonl": lines})
}

// commonProse and commonOutput are the text of commonProjectTree in
// which word is a word of prose, which redaction keeps.
func commonProse(word string) string {
	return `Ask ` + word + ` to review the diff; ` + word + ` comments are short. See https://` + word + `.ai/docs.`
}

func commonOutput(word string) string {
	return `Uninstalled 1 executable: ` + word + `-extract\nResolved 4 packages in 2ms\n   Building ` + word + `-review-extractor\n` + word
}

// commonGone are what commonProjectTree's bundle must not hold, ASCII
// case folded: word where it stands as identity and the joined name.
func commonGone(word string) []string {
	return []string{"/" + word + "/", "@" + word + ".", "." + word + ".", "@" + word + " ", "/" + word + ".git", ":" + word + "/",
		word + "-review-helper", word + "_review_helper", word + "reviewhelper"}
}

// A project named after a common word or a public product's name
// (coderabbit-review-helper) exports in both modes under many salts
// without failing closed, and its bundle verifies; in redact mode the
// word stays where it is a word of prose and is gone where it is
// identity, and the project's joined name is gone in every spelling.
func TestCommonProjectWord(t *testing.T) {
	for _, word := range []string{"lantern", "coderabbit"} {
		if !identity.Common(word) {
			t.Fatalf("%s: not a common word, the test's premise", word)
		}
		corpora := discoverFormat(t, claudecode.Format, commonProjectTree(t, word))
		for _, mode := range []string{"structural", "redact"} {
			for _, strategy := range []string{StrategyChecklist, StrategyAll} {
				for i := range 8 {
					b, err := exportTree(corpora, mode, strategy, fmt.Sprintf("common word salt %d", i), t.TempDir())
					if err != nil {
						t.Fatalf("%s %s %s salt %d: Build: %v", word, mode, strategy, i, err)
					}
					if b.Partial {
						t.Fatalf("%s %s %s salt %d: partial bundle (exit 4, not 0)", word, mode, strategy, i)
					}
					bl := bundleOf(t, b, 2)
					if rep, err := VerifyTarZst(context.Background(), bytes.NewReader(bl.tar), DefaultVerifyLimits); err != nil || !rep.OK() {
						t.Fatalf("%s %s %s salt %d: verify: %v %v", word, mode, strategy, i, err, rep)
					}
					all := bytes.ToLower(bytes.Join(transcripts(bl), nil))
					for k, g := range commonGone(word) {
						if bytes.Contains(all, []byte(g)) {
							t.Errorf("%s %s %s salt %d: identity #%d survived", word, mode, strategy, i, k)
						}
					}
					if mode != "redact" {
						continue
					}
					for k, keep := range []string{commonProse(word), commonOutput(word), "install " + word + "-extract", "Installed " + word + `\nok`} {
						if !bytes.Contains(bytes.Join(transcripts(bl), nil), []byte(keep)) {
							t.Errorf("%s %s salt %d: prose #%d did not survive", word, strategy, i, k)
						}
					}
				}
			}
		}
	}
}
