package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"

	"github.com/spf13/pflag"
)

// Exit codes, chosen in exactly one place: exitCode.
const (
	exitOK      = 0 // success
	exitError   = 1 // an error: unreadable source, write failure, …
	exitUsage   = 2 // bad flags or arguments
	exitVerify  = 3 // verification failed: nothing was written
	exitPartial = 4 // bundle written, some inputs skipped and listed in the manifest
	// A run ended by a signal exits with 128 + the signal's number, as a
	// shell reports it: 130 for SIGINT, 143 for SIGTERM.
	exitSignal = 128
)

const exitTable = `  0    success
  1    error (unreadable source, no transcripts in it, write failure, …)
  2    usage error (bad flags or arguments)
  3    verification failed: nothing was written
  4    partial: bundle written, some inputs were skipped and are listed in the manifest
  130  interrupted (SIGINT): temporary files removed, nothing written at OUT
  143  terminated (SIGTERM): temporary files removed, nothing written at OUT
`

// usageError is a mistake in the command line.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usageErrorf(format string, a ...any) error {
	return &usageError{fmt.Sprintf(format, a...)}
}

// errPartial marks a run that wrote its output but skipped some inputs;
// the details were already reported.
var errPartial = errors.New("some inputs were skipped")

// errVerify marks a run whose verification failed, after which nothing was
// written; the details were already reported.
var errVerify = errors.New("verification failed: nothing was written")

// errVerifyBundle marks a bundle that `verify` rejected.
var errVerifyBundle = errors.New("bundle rejected")

// errHelp is returned after --help was printed.
var errHelp = pflag.ErrHelp

// signalError is the cause of a run cancelled by a signal.
type signalError struct{ sig os.Signal }

func (e *signalError) Error() string { return "stopped by signal: " + e.sig.String() }

// hinted carries a hint for people alongside an error.
type hinted struct {
	err  error
	hint string
}

func (h *hinted) Error() string { return h.err.Error() }
func (h *hinted) Unwrap() error { return h.err }

func exitCode(err error) int {
	var (
		ue *usageError
		se *signalError
	)
	switch {
	case err == nil, errors.Is(err, errHelp):
		return exitOK
	case errors.As(err, &se):
		if n, ok := se.sig.(syscall.Signal); ok {
			return exitSignal + int(n)
		}
		return exitError
	case errors.As(err, &ue):
		return exitUsage
	case errors.Is(err, errVerify), errors.Is(err, errVerifyBundle):
		return exitVerify
	case errors.Is(err, errPartial):
		return exitPartial
	}
	return exitError
}

// report prints err for people and returns its exit code.
func report(w io.Writer, err error) int {
	code := exitCode(err)
	if err == nil || errors.Is(err, errHelp) {
		return code
	}
	if errors.Is(err, errPartial) {
		fmt.Fprintf(w, "transcrub: warning: %v\n", err)
		return code
	}
	fmt.Fprintf(w, "transcrub: error: %v\n", err)
	var h *hinted
	if errors.As(err, &h) {
		fmt.Fprintf(w, "transcrub: hint: %s\n", h.hint)
	}
	if code == exitUsage {
		fmt.Fprintln(w, "transcrub: hint: run 'transcrub --help' for usage")
	}
	return code
}

// newFlags returns a FlagSet for a subcommand whose --help prints text.
func newFlags(name, text string, e env) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.SortFlags = false
	fs.Usage = func() {
		fmt.Fprint(e.stdout, text)
		fmt.Fprintf(e.stdout, "\nOptions:\n%s\nExit codes:\n%s", fs.FlagUsages(), exitTable)
	}
	return fs
}

// parse parses args, turning flag mistakes into usage errors.
func parse(fs *pflag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return errHelp // pflag has printed the usage
		}
		return &usageError{err.Error()}
	}
	return nil
}
