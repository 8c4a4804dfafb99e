package transcript

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Problem classifies a line or file that was skipped or noted.
type Problem string

// The problems a Reader or Discover reports.
const (
	Malformed    Problem = "malformed"    // the line is not one JSON object
	TooLong      Problem = "too_long"     // the line exceeds the per-line limit
	Unterminated Problem = "unterminated" // a last line with no newline that does not parse
	Blank        Problem = "blank"        // an empty or all-whitespace line (kept as it is)
	TooDeep      Problem = "too_deep"     // nesting deeper than the decoder allows
	Unreadable   Problem = "unreadable"   // a file or directory that could not be read
	Symlink      Problem = "symlink"      // a link; never followed
	NotRegular   Problem = "not_regular"  // a device, socket or directory where a file belongs
	IDMismatch   Problem = "id_mismatch"  // file id differs from its directory
	InvalidUTF8  Problem = "invalid_utf8" // invalid UTF-8 inside the line (read anyway)
	ByteOrderBOM Problem = "bom"          // a UTF-8 byte order mark (stripped, read anyway)
	CRLF         Problem = "crlf"         // a CR LF line end (stripped, read anyway)
	NULByte      Problem = "nul"          // a raw NUL byte in the line
	Ignored      Problem = "ignored"      // a file that is not part of a transcript tree
	OutsideRoot  Problem = "outside_root" // a path that would leave the source root
)

// Skipped reports whether lines with this problem are left out of the
// output, as opposed to noted and read anyway.
func (p Problem) Skipped() bool {
	switch p {
	case Malformed, TooLong, Unterminated, TooDeep:
		return true
	}
	return false
}

// LineError describes one line of a file. It names where, never what: no
// transcript content is ever part of it.
type LineError struct {
	File    string  `json:"file"`   // slash path relative to the source root
	Line    int     `json:"line"`   // 1-based line number; 0 for a file-level problem
	Offset  int64   `json:"offset"` // byte offset of the line's first byte in the file
	Problem Problem `json:"problem"`
}

// Error names the file as ShowPath does.
func (e *LineError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", ShowPath(e.File), e.Problem)
	}
	return fmt.Sprintf("%s:%d: byte %d: %s", ShowPath(e.File), e.Line, e.Offset, e.Problem)
}

// ShowPath returns p as it may be printed to a terminal: as it is, or
// quoted in Go syntax when it holds a rune that does not print (a file
// name can carry escape sequences and bidi controls) or invalid UTF-8.
func ShowPath(p string) string {
	if !utf8.ValidString(p) || strings.ContainsFunc(p, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return strconv.Quote(p)
	}
	return p
}

// Diagnostic is a LineError or a file-level note gathered while reading a
// corpus. Line and Offset are zero for file-level problems.
type Diagnostic = LineError

// AsLineError returns err as a *LineError if it is one.
func AsLineError(err error) (*LineError, bool) {
	if err == nil {
		return nil, false // and no allocation: it is asked of every line
	}
	var le *LineError
	ok := errors.As(err, &le)
	return le, ok
}
