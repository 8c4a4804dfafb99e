package export

import (
	"bytes"
	"context"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	transcrub "github.com/transcrub/transcrub"
	"github.com/transcrub/transcrub/rules"
	"github.com/transcrub/transcrub/scrub"
	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// TestCodexRolloutNames: a bundled rollout is named, date directories
// and time, by its session_meta's UTC time moved by the run's shift, so
// that neither the source's date nor its local time (three hours off UTC
// here) reaches a member name; its id is a pseudonym; the home's sidecar
// keeps its name; and the bundle verifies, its rollout read with Codex's
// checklist.
func TestCodexRolloutNames(t *testing.T) {
	home := t.TempDir()
	const id = "019ca727-2b40-7403-8650-3e41320185cc"
	rollout := filepath.Join(home, "sessions", "2025", "03", "05", "rollout-2025-03-05T01-30-00-"+id+".jsonl")
	lines := []string{
		`{"timestamp":"2025-03-04T22:30:00.125Z","type":"session_meta","payload":{"id":"` + id + `","timestamp":"2025-03-04T22:30:00.000Z","cwd":"/home/dev/app","git":{"branch":"main"},"base_instructions":{"text":"be brief"}}}`,
		`{"timestamp":"2025-03-04T22:30:01.000Z","type":"event_msg","payload":{"type":"task_started","turn_id":"t1"}}`,
		`{"timestamp":"2025-03-04T22:30:02.000Z","type":"event_msg","payload":{"type":"task_complete","turn_id":"t1"}}`,
	}
	b, p := buildCodexHome(t, home, "codex salt", map[string]string{
		rollout:                              strings.Join(lines, "\n") + "\n",
		filepath.Join(home, "history.jsonl"): `{"session_id":"` + id + `","ts":1741127400,"text":"hi"}` + "\n",
	})
	defer b.Close()
	shifted := p.ShiftTime(time.Date(2025, 3, 4, 22, 30, 0, 0, time.UTC))
	want := "codex/sessions/" + shifted.Format("2006/01/02") + "/rollout-" + shifted.Format("2006-01-02T15-04-05") + "-" + p.Segment(id) + ".jsonl"
	var names []string
	for _, e := range b.Entries() {
		names = append(names, e.Name)
	}
	if len(names) != 3 || names[1] != "codex/history.jsonl" || names[2] != want {
		t.Fatalf("members %q, want the manifest, codex/history.jsonl and %s", names, want)
	}
	for _, leak := range []string{"2025", "03-05", "01-30", "22-30", id} {
		if strings.Contains(names[2], leak) {
			t.Errorf("the rollout's name keeps %q of the source", leak)
		}
	}
	checkBundle(t, b)
	if got := strings.Join(b.Manifest.Formats, ","); got != "codex" {
		t.Errorf("manifest formats %q, want codex", got)
	}
	covered := map[string]bool{}
	for _, cv := range b.Manifest.Coverage {
		covered[cv.ID] = cv.Covered
	}
	if !covered["codex.turn_pair"] || !covered["codex.session_meta_git"] {
		t.Errorf("codex.turn_pair and codex.session_meta_git not covered: %v", covered)
	}
	if _, ok := covered["user_frame"]; ok {
		t.Errorf("a Codex-only bundle lists Cursor's checklist")
	}
}

// TestCodexDeterministic: builtin:sample/codex exported twice with the
// same salt, by one worker and by two, in each mode and selection, gives
// the same bytes.
func TestCodexDeterministic(t *testing.T) {
	sub, err := fs.Sub(transcrub.CodexSample, "testdata/sample-codex")
	if err != nil {
		t.Fatal(err)
	}
	c, err := codex.Format.Discover(transcript.Source{FS: sub, Label: "sample"}, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	p := scrub.NewPseudonymizer([]byte("codex determinism"))
	modes := map[string]Mode{"structural": Structural(p), "redact": Redact(p, scrub.RedactOptions{Rules: rules.Default()})}
	for name, mode := range modes {
		for _, strategy := range []string{StrategyAll, StrategyChecklist} {
			var first []byte
			for _, workers := range []int{1, 2} {
				b, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
					Mode: mode, Strategy: strategy, Set: set(), Name: p.Segment, Shift: p.ShiftTime, Workers: workers,
					Output: filepath.Join(t.TempDir(), "out.tar.zst"),
				})
				if err != nil {
					t.Fatalf("%s %s: Build: %v", name, strategy, err)
				}
				var buf bytes.Buffer
				err = WriteTarZst(&buf, b.Entries(), workers)
				b.Close()
				if err != nil {
					t.Fatal(err)
				}
				if first == nil {
					first = buf.Bytes()
				} else if !bytes.Equal(first, buf.Bytes()) {
					t.Errorf("%s %s: same salt, different bundle bytes with %d workers", name, strategy, workers)
				}
			}
		}
	}
}

// TestCodexTimesAndSidecarLinks: structural mode moves every absolute
// time of a Codex home by the run's shift, a rate limit's resets_at (a
// Unix time) as a task's started_at, so that the interval between them
// stays and neither dates the session; and the home's sidecars are
// scrubbed as JSON lines, their ids the rollout's pseudonym (the history
// still names its session) and their times shifted.
func TestCodexTimesAndSidecarLinks(t *testing.T) {
	home := t.TempDir()
	const id = "019ca727-2b40-7403-8650-3e41320185cd"
	lines := []string{
		`{"timestamp":"2025-03-04T22:30:00.000Z","type":"session_meta","payload":{"id":"` + id + `","timestamp":"2025-03-04T22:30:00.000Z","cwd":"/home/dev/app"}}`,
		`{"timestamp":"2025-03-04T22:30:01.000Z","type":"event_msg","payload":{"type":"task_started","turn_id":"t1","started_at":1741127401}}`,
		`{"timestamp":"2025-03-04T22:30:02.000Z","type":"event_msg","payload":{"type":"token_count","info":null,"rate_limits":{"primary":{"used_percent":1.0,"window_minutes":300,"resets_at":1741145401}}}}`,
	}
	b, p := buildCodexHome(t, home, "codex times salt", map[string]string{
		filepath.Join(home, "sessions", "2025", "03", "05", "rollout-2025-03-05T01-30-00-"+id+".jsonl"): strings.Join(lines, "\n") + "\n",
		filepath.Join(home, "history.jsonl"):       `{"session_id":"` + id + `","ts":1741127400,"text":"hi"}` + "\n",
		filepath.Join(home, "session_index.jsonl"): `{"id":"` + id + `","thread_name":"fix","updated_at":"2025-03-04T22:31:00Z"}` + "\n",
	})
	bl := bundleOf(t, b, 1)
	unix := func(sec int64) string { return strconv.FormatInt(p.ShiftTime(time.Unix(sec, 0)).Unix(), 10) }
	stamp := func(s string) string {
		ts, _ := time.Parse(time.RFC3339, s)
		return p.ShiftTime(ts).UTC().Format(time.RFC3339)
	}
	rollout := bytes.Join(transcripts(bl), nil)
	for _, want := range []string{`"started_at":` + unix(1741127401), `"resets_at":` + unix(1741145401)} {
		if !bytes.Contains(rollout, []byte(want)) {
			t.Errorf("the rollout lacks %s", want)
		}
	}
	for name, want := range map[string][]string{
		"codex/history.jsonl":       {`{"session_id":"` + p.Segment(id) + `","ts":` + unix(1741127400) + `,"text":"`},
		"codex/session_index.jsonl": {`{"id":"` + p.Segment(id) + `","thread_name":"`, `","updated_at":"` + stamp("2025-03-04T22:31:00Z") + `"}`},
	} {
		for _, w := range want {
			if !bytes.Contains(bl.files[name], []byte(w)) {
				t.Errorf("%s: %q lacks %s", name, bl.files[name], w)
			}
		}
	}
}

// TestCodexTurnSettingsKept: structural mode keeps a turn's settings
// where they are nested as where they are not: the collaboration mode's
// model and reasoning effort, the truncation policy's mode; the
// instructions beside them are content.
func TestCodexTurnSettingsKept(t *testing.T) {
	home := t.TempDir()
	const id = "019ca727-2b40-7403-8650-3e41320185ce"
	lines := `{"timestamp":"2025-03-04T22:30:00.000Z","type":"session_meta","payload":{"id":"` + id + `","timestamp":"2025-03-04T22:30:00.000Z","cwd":"/home/dev/app"}}` + "\n" +
		`{"timestamp":"2025-03-04T22:30:01.000Z","type":"turn_context","payload":{"turn_id":"t1","model":"gpt-5.3-codex",` +
		`"collaboration_mode":{"mode":"default","settings":{"model":"gpt-5.3-codex","reasoning_effort":"high","developer_instructions":"be terse always"}},` +
		`"truncation_policy":{"mode":"tokens","limit":10000}}}` + "\n"
	b, _ := buildCodexHome(t, home, "codex settings salt", map[string]string{
		filepath.Join(home, "sessions", "2025", "03", "05", "rollout-2025-03-05T01-30-00-"+id+".jsonl"): lines,
	})
	out := bytes.Join(transcripts(bundleOf(t, b, 1)), nil)
	for _, want := range []string{`"settings":{"model":"gpt-5.3-codex","reasoning_effort":"high","developer_instructions":"`,
		`"truncation_policy":{"mode":"tokens","limit":10000}`} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("the turn_context lacks %s", want)
		}
	}
	if bytes.Contains(out, []byte("be terse always")) {
		t.Errorf("the developer instructions survive")
	}
}

// buildCodexHome writes files (full paths under the Codex home home) and
// exports the home in structural mode with salt, every file; the caller
// closes the bundle.
func buildCodexHome(t *testing.T, home, salt string, files map[string]string) (*Bundle, *scrub.Pseudonymizer) {
	t.Helper()
	for p, body := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	src, err := codex.Format.Open(home)
	if err != nil {
		t.Fatal(err)
	}
	c, err := codex.Format.Discover(src, transcript.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	p := scrub.NewPseudonymizer([]byte(salt))
	b, err := Build(context.Background(), []*transcript.Corpus{c}, Options{
		Mode: Structural(p), Strategy: StrategyAll, Set: set(), Name: p.Segment, Shift: p.ShiftTime, Workers: 1,
		Output: filepath.Join(t.TempDir(), "out.tar.zst"),
	})
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return b, p
}

// TestCodexManifestDrift: the manifest names what a rollout holds outside
// Codex's record by the kinds Codex's own tally gives (an unknown line
// type, payload type and member, an older generation), witnessed in the
// bundle, as scan does; none of it is lost to the neutral key sets.
func TestCodexManifestDrift(t *testing.T) {
	home := t.TempDir()
	const id = "019ca727-2b40-7403-8650-3e41320185cd"
	lines := []string{
		`{"timestamp":"2025-03-04T22:30:00.125Z","type":"session_meta","payload":{"id":"` + id + `","timestamp":"2025-03-04T22:30:00.000Z","cwd":"/home/dev/app"}}`,
		`{"timestamp":"2025-03-04T22:30:01.000Z","type":"future_kind","payload":{"x":"mysterious value"}}`,
		`{"timestamp":"2025-03-04T22:30:02.000Z","type":"response_item","payload":{"type":"future_item","data":"more"}}`,
		`{"timestamp":"2025-03-04T22:30:03.000Z","type":"event_msg","payload":{"type":"task_started","turn_id":"t1","new_member":1}}`,
		`{"type":"message","role":"user","content":[{"type":"input_text","text":"a bare item"}]}`,
	}
	b, _ := buildCodexHome(t, home, "codex salt", map[string]string{
		filepath.Join(home, "sessions", "2025", "03", "05", "rollout-2025-03-05T01-30-00-"+id+".jsonl"): strings.Join(lines, "\n") + "\n",
	})
	defer b.Close()
	got := map[string]int{}
	for _, d := range b.Manifest.Drift {
		got[d.Kind+" "+d.Name] = d.Witness.Line
	}
	for want, line := range map[string]int{"type future_kind": 2, "item response_item/future_item": 3,
		"key event_msg/task_started.new_member": 4, "generation bare": 5} {
		if got[want] != line {
			t.Errorf("manifest drift %v: want %q witnessed at line %d", got, want, line)
		}
	}
	checkBundle(t, b)
}

// checkBundle writes b, verifies the bundle and validates its manifest
// against the schema.
func checkBundle(t *testing.T, b *Bundle) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteTarZst(&buf, b.Entries(), 1); err != nil {
		t.Fatal(err)
	}
	rep, err := VerifyTarZst(context.Background(), bytes.NewReader(buf.Bytes()), DefaultVerifyLimits)
	if err != nil || !rep.OK() {
		t.Fatalf("VerifyTarZst: %v %q", err, rep.Problems)
	}
	js, err := b.Entries()[0].Open()
	if err != nil {
		t.Fatal(err)
	}
	manifest, _ := io.ReadAll(js)
	if err := validate(manifestSchema(t), manifest); err != nil {
		t.Errorf("manifest does not match its schema: %v", err)
	}
}
