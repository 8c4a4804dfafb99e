package gen

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"maps"
	"os"
	"path"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/transcrub/transcrub/transcript"
)

// rescan recomputes, from the files alone and by the definitions in
// transcript/stats.go and ledger.go, what a ledger claims. It shares no
// code with the generator beyond those definitions. Files are checked for
// their ledger entries as they are read and then dropped.
type rescan struct {
	t        *testing.T
	stats    transcript.Stats
	witness  map[string]int
	payloads []int64
	sidecars []int64
	canaries map[string][]Canary // by file
	secrets  map[string][]Secret // by file
}

func scanTree(t *testing.T, root string, l *Ledger) *rescan {
	t.Helper()
	s := &rescan{
		t: t,
		stats: transcript.Stats{
			Keysets: map[string]int{}, Roles: map[string]int{}, Blocks: map[string]int{},
			ToolNames: map[string]int{}, InputKinds: map[string]int{}, TurnEnded: map[string]int{},
		},
		witness:  map[string]int{},
		canaries: map[string][]Canary{},
		secrets:  map[string][]Secret{},
	}
	for _, c := range l.Canaries {
		s.canaries[c.File] = append(s.canaries[c.File], c)
	}
	for _, sec := range l.Secrets {
		s.secrets[sec.File] = append(s.secrets[sec.File], sec)
	}
	fsys := os.DirFS(root)
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		parts := strings.Split(p, "/")
		switch {
		case len(parts) == 3 && parts[1] == "agent-tools" && strings.HasSuffix(p, ".txt"):
			b := readFile(t, fsys, p)
			s.sidecars = append(s.sidecars, int64(len(b)))
			s.planted(p, b, []string{string(b)})
		case len(parts) == 3 && parts[1] == "agent-transcripts" && strings.HasSuffix(p, ".jsonl"):
			s.stats.Transcripts++
			s.file(t, fsys, p)
		case len(parts) == 4 && parts[1] == "agent-transcripts" && strings.HasSuffix(p, ".jsonl"):
			s.stats.Transcripts++
			if strings.TrimSuffix(parts[3], ".jsonl") != parts[2] {
				s.stats.IdentityMismatches++
			}
			s.file(t, fsys, p)
		case len(parts) == 5 && parts[1] == "agent-transcripts" && parts[3] == "subagents" && strings.HasSuffix(p, ".jsonl"):
			s.stats.Subagents++
			if _, err := fs.Stat(fsys, path.Join(parts[0], parts[1], parts[2], parts[2]+".jsonl")); err == nil {
				s.witness[WitnessSubagentWithParent]++
			}
			s.file(t, fsys, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	s.stats.PayloadBytes = transcript.Summarize(s.payloads)
	slices.Sort(s.sidecars)
	s.stats.Sidecars = len(s.sidecars)
	if n := len(s.sidecars); n > 0 {
		s.stats.SidecarBytes = transcript.SizeSummary{Min: s.sidecars[0], P50: transcript.NearestRank(s.sidecars, 0.5), Max: s.sidecars[n-1]}
	}
	return s
}

func readFile(t *testing.T, fsys fs.FS, p string) []byte {
	t.Helper()
	b, err := fs.ReadFile(fsys, p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// file scans one transcript file.
func (s *rescan) file(t *testing.T, fsys fs.FS, p string) {
	b := readFile(t, fsys, p)
	var strs []string
	defer func() { s.planted(p, b, strs) }()
	if !utf8.Valid(b) {
		t.Errorf("%s is not valid UTF-8", p)
	}
	for _, neg := range []string{"tool_result", "tool_use_id", "is_error"} {
		if bytes.Contains(b, []byte(neg)) {
			t.Errorf("%s contains a negative string", p)
		}
	}
	if len(b) > 0 && b[len(b)-1] != '\n' {
		s.stats.UnterminatedTails++
	}
	lines := bytes.Split(bytes.TrimSuffix(b, []byte("\n")), []byte("\n"))
	users, endings, endedAt := 0, 0, -1
	for i, line := range lines {
		s.stats.Frames++
		var frame map[string]json.RawMessage
		if err := json.Unmarshal(line, &frame); err != nil {
			s.stats.MalformedLines++
			continue
		}
		var decoded any
		if err := json.Unmarshal(line, &decoded); err == nil {
			strs = collectStrings(decoded, strs)
		}
		keys := slices.Sorted(maps.Keys(frame))
		s.stats.Keysets[strings.Join(keys, ",")]++
		if _, ok := frame["role"]; ok {
			var msg struct {
				Role    string
				Message struct {
					Content []struct {
						Type  string
						Text  string
						Name  string
						Input json.RawMessage
					}
				}
			}
			if err := json.Unmarshal(line, &msg); err != nil {
				t.Fatal(err)
			}
			s.stats.Roles[msg.Role]++
			if msg.Role == "user" {
				users++
			}
			var texts, calls int
			hit := map[string]bool{}
			for _, b := range msg.Message.Content {
				s.stats.Blocks[b.Type]++
				size := len(b.Text)
				if b.Type == "tool_use" {
					calls++
					size = len(b.Input)
					s.stats.ToolNames[b.Name]++
					var in map[string]any
					if b.Input[0] == '"' {
						s.stats.InputKinds["string"]++
						hit[WitnessApplyPatchString] = true
					} else if err := json.Unmarshal(b.Input, &in); err == nil {
						s.stats.InputKinds["object"]++
					}
					if v, ok := in["path"].(string); ok && strings.Contains(v, "/agent-tools/") {
						s.stats.SidecarReadbacks.Path++
						hit[WitnessSidecarReadback] = true
					}
					if v, ok := in["command"].(string); ok && strings.Contains(v, "/agent-tools/") {
						s.stats.SidecarReadbacks.Command++
					}
					hit[WitnessMCPWrapper] = hit[WitnessMCPWrapper] || b.Name == "CallMcpTool" || b.Name == "CallDynamicTool"
					hit[WitnessAskQuestion] = hit[WitnessAskQuestion] || b.Name == "AskQuestion"
					hit[WitnessSubagentTask] = hit[WitnessSubagentTask] || b.Name == "Subagent" || b.Name == "Task"
					hit[WitnessBackgroundShell] = hit[WitnessBackgroundShell] || b.Name == "AwaitShell" || in["run_in_background"] == true
				} else {
					texts++
				}
				s.payloads = append(s.payloads, int64(size))
				hit[WitnessBlockOver30KB] = hit[WitnessBlockOver30KB] || size > 30720
			}
			s.stats.MaxParallelCalls = max(s.stats.MaxParallelCalls, calls)
			hit[WitnessUserFrame] = msg.Role == "user"
			hit[WitnessAssistantTextOnly] = msg.Role == "assistant" && texts > 0 && calls == 0
			hit[WitnessSingleCall] = msg.Role == "assistant" && calls == 1 && texts == 0
			hit[WitnessTextAndTool] = calls > 0 && texts > 0
			hit[WitnessParallelCalls] = calls > 3
			for id, ok := range hit {
				if ok {
					s.witness[id]++
				}
			}
			continue
		}
		var end struct{ Type, Status string }
		if err := json.Unmarshal(line, &end); err != nil || end.Type != "turn_ended" {
			t.Fatalf("%s:%d: unexpected frame", p, i+1)
		}
		s.stats.TurnEnded[end.Status]++
		s.witness["turn_ended_"+end.Status]++
		endings++
		endedAt = i
	}
	switch {
	case endings == 0:
		s.stats.FilesWithoutTurnEnded++
		s.witness[WitnessNoTurnEnded]++
	case endedAt != len(lines)-1:
		s.stats.TurnEndedNotLast++
	}
	if users == 1 {
		s.stats.SingleUserFrameFiles++
	}
}

// collectStrings appends every string key and value in v to out.
func collectStrings(v any, out []string) []string {
	switch v := v.(type) {
	case string:
		out = append(out, v)
	case []any:
		for _, e := range v {
			out = collectStrings(e, out)
		}
	case map[string]any:
		for k, e := range v {
			out = append(out, k)
			out = collectStrings(e, out)
		}
	}
	return out
}

// planted checks that every canary the ledger puts in file p is in its
// raw bytes, and every secret in one of strs: its decoded strings (keys
// and values), or its whole text for a sidecar.
func (s *rescan) planted(p string, raw []byte, strs []string) {
	for _, c := range s.canaries[p] {
		if !bytes.Contains(raw, []byte(c.Token)) {
			s.t.Errorf("canary %s (%s) not found in %s", c.Token, c.Surface, p)
		}
	}
	delete(s.canaries, p)
	for _, sec := range s.secrets[p] {
		if !slices.ContainsFunc(strs, func(str string) bool { return strings.Contains(str, sec.Value) }) {
			s.t.Errorf("secret of kind %s (%s) not found in %s", sec.Kind, sec.Surface, p)
		}
	}
	delete(s.secrets, p)
}

// checkLedger compares l with a rescan of root.
func checkLedger(t *testing.T, root string, l *Ledger) {
	t.Helper()
	s := scanTree(t, root, l)
	if got, want := s.stats, l.Stats; !statsEqual(got, want) {
		g, _ := json.MarshalIndent(got, "", " ")
		w, _ := json.MarshalIndent(want, "", " ")
		t.Errorf("rescanned stats differ from ledger:\n%s\nledger:\n%s", g, w)
	}
	for _, id := range WitnessIDs {
		if s.witness[id] != l.Witnesses[id] {
			t.Errorf("witness %s: rescan %d, ledger %d", id, s.witness[id], l.Witnesses[id])
		}
	}
	for file, cs := range s.canaries {
		for _, c := range cs {
			if c.Surface != "project_dir" || !strings.HasPrefix(c.File, "Users-") || !strings.HasSuffix(c.File, c.Token) {
				t.Errorf("canary %s (%s): file %s not scanned", c.Token, c.Surface, file)
			} else if _, err := os.Stat(path.Join(root, c.File)); err != nil {
				t.Errorf("canary %s: project directory missing", c.Token)
			}
		}
	}
	for file := range s.secrets {
		t.Errorf("secrets in %s, which was not scanned", file)
	}
}

// statsEqual compares two Stats through their JSON form.
func statsEqual(a, b transcript.Stats) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}
