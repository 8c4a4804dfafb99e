package selectors

import (
	"errors"

	"github.com/transcrub/transcrub/transcript"
)

// Scope says whether a predicate holds of a frame or of a whole file.
type Scope uint8

// Predicate scopes.
const (
	ScopeFrame Scope = iota
	ScopeFile
)

func (s Scope) String() string { return [...]string{"frame", "file"}[s] }

// MarshalText writes the scope by name.
func (s Scope) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a scope name.
func (s *Scope) UnmarshalText(b []byte) error {
	switch string(b) {
	case "frame":
		*s = ScopeFrame
	case "file":
		*s = ScopeFile
	default:
		return errors.New("unknown predicate scope")
	}
	return nil
}

// Predicate is one named check of the fixture checklist, or a custom one.
type Predicate struct {
	ID          string
	Description string
	Scope       Scope
	// Expr is the jq expression of a custom predicate; empty for built-ins.
	Expr string
	// Item is the number of the record's checklist item a built-in of a
	// sibling format checks (0 for Cursor's and custom ones).
	Item int
	// Format is the format whose files a built-in is checked on; "" for
	// a custom predicate, checked on the frames of every format.
	Format string
	// Parent says that a witness file must be bundled with its parent
	// transcript (verify checks it).
	Parent bool
	// frame returns whether the frame holds and, when one block is the
	// witness, its index (else -1); jq is a custom predicate's jq
	// expression over the decoded line instead;
	// current is a built-in's test of what its format's tally read of the
	// frame (the tally reads each frame before the frame's predicates);
	// file is a file-scope predicate's test.
	frame   func(*transcript.Frame) (bool, int)
	jq      *jqPredicate
	current fileCheck
	file    fileCheck
}
