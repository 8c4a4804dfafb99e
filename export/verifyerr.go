package export

import (
	"errors"
	"fmt"
)

// ErrVerify is wrapped by every verification failure.
var ErrVerify = errors.New("verification failed")

// VerifyError names what failed verification: the predicate, the bundle
// file and line, and a fixed reason. It never carries content.
type VerifyError struct {
	Predicate string // empty when not about a predicate
	File      string // bundle path
	Line      int    // 1-based source line; 0 for the whole file
	Reason    string
}

func (e *VerifyError) Error() string {
	msg := e.File
	if e.Line > 0 {
		msg += fmt.Sprintf(":%d", e.Line)
	}
	if e.Predicate != "" {
		msg += ": predicate " + e.Predicate
	}
	return msg + ": " + e.Reason
}

// Unwrap makes every VerifyError match ErrVerify.
func (e *VerifyError) Unwrap() error { return ErrVerify }
