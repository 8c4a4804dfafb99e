package codex

import (
	"io"
	"slices"

	"github.com/transcrub/transcrub/transcript"
)

// This file is a rollout read whole (Summarize: its session_meta lines,
// its calls and outputs by call_id, its turns, its line diagnostics) and
// the lineage its session_meta records (Lineage): rollouts are grouped by
// date, so a fork or a subagent names its parent itself, and a fork may
// replay its parent's session_meta after its own.

// Summary is what a rollout holds, as lineage and the file predicates of
// the checklist need it.
type Summary struct {
	File transcript.File
	// Metas are its session_meta lines (or pre-envelope header), in line
	// order: its own first, then any its parent's replayed.
	Metas []Meta
	// Records counts its records, by generation.
	Records     int
	Generations [GenState + 1]int
	// Calls and Outputs are the call_ids of its calls and of its outputs.
	Calls, Outputs IDs
	// Started and Completed are the turn_ids of task_started and
	// task_complete events.
	Started, Completed IDs
	// Repeats counts token_count snapshots whose cumulative total is not
	// above the one before (a regressed or duplicated counter).
	Repeats int
	// UserEvents and UserItems count the user prompts of each stream:
	// event_msg user_message and response_item user messages.
	UserEvents, UserItems int
	// Last is the payload type of the last record.
	Last  string
	total int64
	// Diagnostics are its lines that are not records (blank lines
	// included), by line.
	Diagnostics []transcript.LineError
}

// Summarize reads the rollout r, the file f, tallying every record into
// shapes when it is not nil. Only a read error fails it; a bad line is a
// diagnostic.
func Summarize(r io.Reader, f transcript.File, maxLine int, shapes *Shapes) (*Summary, error) {
	s := &Summary{File: f}
	rd := NewReader(r, f.Path, maxLine)
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return s, nil
		}
		if le, ok := transcript.AsLineError(err); ok {
			s.Diagnostics = append(s.Diagnostics, *le)
			continue
		}
		if err != nil {
			return s, err
		}
		s.Add(rec)
		if shapes != nil {
			shapes.Record(f.Path, rec)
		}
	}
}

// Add tallies one record of the rollout, in line order.
func (s *Summary) Add(rec *Record) {
	s.Records++
	s.Generations[rec.Gen]++
	s.Last = rec.Item
	if rec.Meta != nil {
		s.Metas = append(s.Metas, *rec.Meta)
	}
	switch rec.Item {
	case "function_call", "custom_tool_call", "local_shell_call", "tool_search_call":
		s.Calls.add(rec.CallID)
	case "function_call_output", "custom_tool_call_output", "tool_search_output":
		s.Outputs.add(rec.CallID)
	case "task_started":
		s.Started.add(rec.TurnID)
	case "task_complete":
		s.Completed.add(rec.TurnID)
	case "user_message":
		s.UserEvents++
	case "message":
		if rec.Role == "user" {
			s.UserItems++
		}
	case "token_count":
		if rec.Total >= 0 {
			if s.total > 0 && rec.Total <= s.total {
				s.Repeats++
			}
			s.total = rec.Total
		}
	}
}

// IDs are ids in the order first seen, once each. The zero value is
// empty and ready.
type IDs struct {
	list []string
	set  map[string]bool
}

func (x *IDs) add(id string) {
	if id == "" || x.set[id] {
		return
	}
	if x.set == nil {
		x.set = map[string]bool{}
	}
	x.set[id] = true
	x.list = append(x.list, id)
}

// Has reports whether id is one of x.
func (x *IDs) Has(id string) bool { return x.set[id] }

// Len is how many ids x holds.
func (x *IDs) Len() int { return len(x.list) }

// missing returns the ids of x that are not in y, in x's order.
func (x *IDs) missing(y *IDs) []string {
	var out []string
	for _, id := range x.list {
		if !y.Has(id) {
			out = append(out, id)
		}
	}
	return out
}

// ID is the session id the rollout records (its first session_meta's),
// or the one its name gives it.
func (s *Summary) ID() string {
	if len(s.Metas) > 0 && s.Metas[0].ID != "" {
		return s.Metas[0].ID
	}
	return s.File.Session
}

// Unpaired returns the call_ids of calls with no output in the file.
func (s *Summary) Unpaired() []string { return s.Calls.missing(&s.Outputs) }

// Unterminated returns the turn_ids started and never completed.
func (s *Summary) Unterminated() []string { return s.Started.missing(&s.Completed) }

// LinkKind is how a rollout descends from another.
type LinkKind uint8

// Link kinds.
const (
	LinkFork     LinkKind = iota + 1 // session_meta.forked_from_id
	LinkSubagent                     // a thread_spawn subagent, or a top-level parent_thread_id
)

func (k LinkKind) String() string { return [...]string{"", "fork", "subagent"}[k] }

// Link is a rollout's recorded parent.
type Link struct {
	Child  string // the child's path
	Parent string // the parent's session id
	Kind   LinkKind
	// ParentFile is the path of the parent's rollout when the corpus
	// holds it, else "".
	ParentFile string
	// Replayed is set when the child replays its parent's session_meta.
	Replayed bool
}

// Lineage returns the recorded links of the summaries, in their order:
// each fork and subagent with its parent's id, the parent's rollout when
// it is among them, and whether the parent's session_meta is replayed.
func Lineage(sums []*Summary) []Link {
	byID := map[string]string{}
	for _, s := range sums {
		if id := s.ID(); id != "" && byID[id] == "" {
			byID[id] = s.File.Path
		}
	}
	var out []Link
	for _, s := range sums {
		if len(s.Metas) == 0 {
			continue
		}
		own := s.Metas[0]
		l := Link{Child: s.File.Path, Parent: own.ForkedFrom, Kind: LinkFork}
		if l.Parent == "" {
			l.Parent, l.Kind = own.Parent, LinkSubagent
		}
		if l.Parent == "" {
			continue
		}
		l.ParentFile = byID[l.Parent]
		l.Replayed = slices.ContainsFunc(s.Metas[1:], func(m Meta) bool { return m.ID == l.Parent })
		out = append(out, l)
	}
	return out
}
