package gen

import (
	"cmp"
	"encoding/json"
	"io"
	"slices"

	"github.com/transcrub/transcrub/transcript"
)

// Ledger is everything a generated tree is known to contain: the oracle
// that scanners, scrubbers and selectors are tested against.
type Ledger struct {
	// Stats is exactly what a correct `transcrub scan --json` reports for
	// the tree. Its maps hold only non-zero counts and are never nil.
	Stats transcript.Stats `json:"stats"`
	// Canaries are the planted unique tokens, sorted by token.
	Canaries []Canary `json:"canaries"`
	// Secrets are the planted fake secrets, sorted by file, surface, kind
	// and value, without duplicates.
	Secrets []Secret `json:"secrets"`
	// Identity lists the fake user, people, company, products and hosts the
	// tree names, which must vanish from scrubbed output. Sorted.
	Identity []string `json:"identity"`
	// Benign lists look-alikes planted in prose that a redactor must keep:
	// git SHAs, UUIDs, semantic versions and sha256- integrity hashes.
	// Sorted, without duplicates.
	Benign []string `json:"benign"`
	// Witnesses counts, per id in WitnessIDs, the frames (files for
	// no_turn_ended and subagent_with_parent) that satisfy the fixture
	// checklist predicate of that name.
	Witnesses map[string]int `json:"witnesses"`
}

// Canary is one planted token. Surface names where it sits (see the
// surfaces list in plant.go: "text.user", "input.Shell.command",
// "sidecar", "project_dir", …); File is the slash-separated path, relative
// to the root, of the file holding it, or of the project directory for
// surface project_dir.
type Canary struct {
	Token   string `json:"token"`
	Surface string `json:"surface"`
	File    string `json:"file"`
}

// Secret is one planted fake secret. Value is the part that must not
// survive scrubbing: the whole token for keys, the password alone for
// connection strings and assignments, the whole block (with newlines)
// for a PEM key. In transcript files it appears inside JSON strings, so
// look for it in decoded string values; in sidecars it appears verbatim.
type Secret struct {
	Value   string `json:"value"`
	Kind    string `json:"kind"`
	Surface string `json:"surface"`
	File    string `json:"file"`
}

// Witness ids: the fixture checklist of the input-format spec.
const (
	WitnessUserFrame          = "user_frame"           // role user
	WitnessAssistantTextOnly  = "assistant_text_only"  // role assistant, only text blocks
	WitnessSingleCall         = "single_call"          // role assistant, exactly one block, a tool_use
	WitnessTextAndTool        = "text_and_tool"        // at least one text and one tool_use
	WitnessParallelCalls      = "parallel_calls"       // more than 3 tool_use blocks
	WitnessApplyPatchString   = "applypatch_string"    // a tool_use whose input is a string
	WitnessMCPWrapper         = "mcp_wrapper"          // a CallMcpTool or CallDynamicTool
	WitnessAskQuestion        = "ask_question"         // an AskQuestion
	WitnessSubagentTask       = "subagent_task"        // a Subagent or Task
	WitnessBackgroundShell    = "background_shell"     // input.run_in_background == true, or AwaitShell
	WitnessSidecarReadback    = "sidecar_readback"     // input.path contains "/agent-tools/"
	WitnessTurnEndedSuccess   = "turn_ended_success"   // turn_ended frame, status success
	WitnessTurnEndedError     = "turn_ended_error"     // turn_ended frame, status error
	WitnessTurnEndedAborted   = "turn_ended_aborted"   // turn_ended frame, status aborted
	WitnessNoTurnEnded        = "no_turn_ended"        // transcript files without turn_ended
	WitnessSubagentWithParent = "subagent_with_parent" // subagent files under an existing parent
	WitnessBlockOver30KB      = "block_over_30kb"      // a block whose payload exceeds 30720 bytes
)

// WitnessIDs lists every witness id in checklist order. Frame witnesses
// count message (or turn_ended) frames of every transcript file,
// top-level and subagent.
var WitnessIDs = []string{
	WitnessUserFrame, WitnessAssistantTextOnly, WitnessSingleCall, WitnessTextAndTool,
	WitnessParallelCalls, WitnessApplyPatchString, WitnessMCPWrapper, WitnessAskQuestion,
	WitnessSubagentTask, WitnessBackgroundShell, WitnessSidecarReadback,
	WitnessTurnEndedSuccess, WitnessTurnEndedError, WitnessTurnEndedAborted,
	WitnessNoTurnEnded, WitnessSubagentWithParent, WitnessBlockOver30KB,
}

// WriteJSON writes l as indented JSON. The output is a function of l
// alone: slices are sorted by Generate and encoding/json sorts map keys.
func (l *Ledger) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(l)
}

// sortLedger puts l's slices in their documented order.
func sortLedger(l *Ledger) {
	slices.SortFunc(l.Canaries, func(a, b Canary) int { return cmp.Compare(a.Token, b.Token) })
	l.Secrets = sortSecrets(l.Secrets)
	slices.Sort(l.Identity)
	l.Identity = slices.Compact(l.Identity)
}

// sortSecrets sorts s by file, surface, kind and value, drops
// duplicates and returns it.
func sortSecrets(s []Secret) []Secret {
	slices.SortFunc(s, func(a, b Secret) int {
		return cmp.Or(cmp.Compare(a.File, b.File), cmp.Compare(a.Surface, b.Surface),
			cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.Value, b.Value))
	})
	return slices.Compact(s)
}

// tally accumulates the statistics and witnesses of the files written.
type tally struct {
	stats    transcript.Stats
	payloads []int64
	sidecars []int64
	witness  map[string]int
}

func newTally() *tally {
	return &tally{
		stats: transcript.Stats{
			Keysets: map[string]int{}, Roles: map[string]int{}, Blocks: map[string]int{},
			ToolNames: map[string]int{}, InputKinds: map[string]int{}, TurnEnded: map[string]int{},
		},
		witness: map[string]int{},
	}
}

// finish returns the final statistics and witnesses.
func (t *tally) finish() (transcript.Stats, map[string]int) {
	st := t.stats
	st.PayloadBytes = transcript.Summarize(t.payloads)
	slices.Sort(t.sidecars)
	st.Sidecars = len(t.sidecars)
	if n := len(t.sidecars); n > 0 {
		st.SidecarBytes = transcript.SizeSummary{
			Min: t.sidecars[0],
			P50: transcript.NearestRank(t.sidecars, 0.5),
			Max: t.sidecars[n-1],
		}
	}
	w := map[string]int{}
	for _, id := range WitnessIDs {
		w[id] = t.witness[id]
	}
	return st, w
}
