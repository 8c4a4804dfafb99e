package gen

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// This file keeps the scan section (codex.Stats) a generated Codex home
// must give, from each record as it is written, before it is encoded:
// the oracle `scan --json` is tested against. Drift is the ledger's own
// list (CodexLedger.Drift), not tallied here.

// cxTally is the section so far, and the state of the rollout being
// written.
type cxTally struct {
	s                                        codex.Stats
	args, outputs, encrypted, lines, history transcript.Sizes
	// The rollout's: call and output ids, turns started and completed,
	// the last cumulative total and usage.
	calls, outs, started, completed []string
	total                           int64
	last                            codex.Usage
	metas                           int
	version                         string // the first session_meta's cli_version
}

func newCxTally() *cxTally { return &cxTally{s: codex.NewStats()} }

// beginFile starts the rollout p.
func (t *cxTally) beginFile(p *cxPlan) {
	t.s.Rollouts++
	if p.archived {
		t.s.Archived++
	}
	t.calls, t.outs, t.started, t.completed = nil, nil, nil, nil
	t.total, t.last, t.metas, t.version = 0, codex.Usage{}, 0, ""
}

// endFile ends the rollout p.
func (t *cxTally) endFile(p *cxPlan) {
	s := &t.s
	for _, id := range t.calls {
		if slices.Contains(t.outs, id) {
			s.Calls.Paired++
		} else {
			s.Calls.WithoutOutput++
		}
	}
	for _, id := range t.outs {
		if !slices.Contains(t.calls, id) {
			s.Calls.OutputsWithoutCall++
		}
	}
	for _, id := range t.started {
		if !slices.Contains(t.completed, id) {
			s.Turns.Unterminated++
		}
	}
	u := &s.Usage.Usage
	u.Input += t.last.Input
	u.Output += t.last.Output
	u.Total += t.last.Total
	if t.metas > 0 {
		s.Versions[cmp.Or(t.version, transcript.NameNone)]++
	}
	switch p.kind {
	case cxFork:
		s.Lineage.Forks++
		s.Lineage.WithParent++
		s.Lineage.Replayed++
	case cxSubagent:
		s.Lineage.Subagents++
		s.Lineage.WithParent++
	case cxGuardian:
		s.Lineage.OtherSubagents++
	}
}

// sidecar tallies the history.jsonl of size bytes.
func (t *cxTally) sidecar(size int) {
	t.s.History++
	t.history.Add(int64(size))
}

// record tallies one record, o, written as the line of n bytes.
func (t *cxTally) record(o obj, n int) {
	s := &t.s
	t.lines.Add(int64(n))
	_, timed := o.get("timestamp").(string)
	typ, typed := o.get("type").(string)
	payload, enveloped := o.get("payload").(obj)
	item := o
	switch {
	case typed && enveloped:
		gen := "envelope"
		if !timed {
			gen = "untimed"
		}
		s.Generations[gen]++
		s.Types[typ]++
		item = payload
		if typ == "response_item" || typ == "event_msg" {
			it, _ := payload.get("type").(string)
			s.Payloads[typ+"/"+it]++
		}
		if typ == "session_meta" {
			if t.metas == 0 {
				t.version, _ = payload.get("cli_version").(string)
			}
			t.metas++
		}
	case o.get("record_type") != nil:
		s.Generations["state"]++
		return
	case typed:
		s.Generations["bare"]++
		s.Payloads["bare/"+typ]++
	default:
		s.Generations["header"]++
		t.metas++
		return
	}
	t.item(typ, item)
}

// item tallies a payload, or a bare item, of the line type typ.
func (t *cxTally) item(typ string, o obj) {
	s := &t.s
	it, _ := o.get("type").(string)
	str := func(key string) string { v, _ := o.get(key).(string); return v }
	switch it {
	case "message":
		s.Roles[str("role")]++
	case "function_call", "custom_tool_call":
		if it == "function_call" {
			s.Calls.Function++
		} else {
			s.Calls.Custom++
		}
		name := str("name")
		if strings.HasPrefix(name, "mcp__") {
			name = "mcp__…"
		}
		s.Tools[name]++
		t.calls = appendNew(t.calls, str("call_id"))
	case "function_call_output", "custom_tool_call_output":
		s.Calls.Outputs++
		t.outs = appendNew(t.outs, str("call_id"))
	case "exec_command_end":
		s.Exec.Ends++
		code, _ := o.get("exit_code").(int)
		s.Exec.ExitCodes[strconv.Itoa(code)]++
		if code != 0 || str("status") == "failed" {
			s.Exec.Failed++
		}
	case "patch_apply_end":
		s.Exec.Patches++
		if o.get("success") == false {
			s.Exec.PatchesFailed++
		}
	case "task_started":
		s.Turns.Started++
		t.started = appendNew(t.started, str("turn_id"))
	case "task_complete":
		s.Turns.Completed++
		t.completed = appendNew(t.completed, str("turn_id"))
	case "turn_aborted":
		s.Turns.Aborted++
	case "token_count":
		t.tokens(o)
	}
	if m := str("model"); typ == "turn_context" && m != "" {
		s.Models[m]++
	}
	for _, k := range [...]struct {
		key   string
		sizes *transcript.Sizes
	}{{"arguments", &t.args}, {"output", &t.outputs}, {"encrypted_content", &t.encrypted}} {
		if v := o.get(k.key); v != nil {
			k.sizes.Add(int64(len(appendValue(nil, v, false))))
		}
	}
}

// tokens tallies a token_count payload.
func (t *cxTally) tokens(o obj) {
	u := &t.s.Usage
	info, _ := o.get("info").(obj)
	if info == nil {
		u.NullInfo++
		return
	}
	total, _ := info.get("total_token_usage").(obj)
	n, _ := total.get("total_tokens").(int)
	u.Snapshots++
	if t.total > 0 && int64(n) <= t.total {
		u.Repeats++
	}
	t.total = int64(n)
	in, _ := total.get("input_tokens").(int)
	out, _ := total.get("output_tokens").(int)
	t.last = codex.Usage{Input: int64(in), Output: int64(out), Total: int64(n)}
}

// result returns the section, percentiles and lineage settled.
func (t *cxTally) result() codex.Stats {
	s := t.s
	s.PayloadBytes = codex.Payloads{Arguments: t.args.Percentiles(), Output: t.outputs.Percentiles(),
		Encrypted: t.encrypted.Percentiles(), Line: t.lines.Percentiles()}
	s.HistoryBytes = t.history.Summary()
	return s
}

// appendNew appends id to ids unless it is empty or there.
func appendNew(ids []string, id string) []string {
	if id == "" || slices.Contains(ids, id) {
		return ids
	}
	return append(ids, id)
}
