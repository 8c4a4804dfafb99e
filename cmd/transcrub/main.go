// Command transcrub turns AI-agent session transcripts (Cursor first) into
// safe-to-share material: structurally scrubbed fixtures, redacted bug
// reports and scrubbed exports, in verified, deterministic bundles.
//
// This package is only flags, wiring and exit codes; the work happens in
// the library packages.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

func main() {
	tuneMemory(os.Getenv)
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	go func() {
		s := <-sigs
		signal.Stop(sigs) // a second signal ends the process at once
		cancel(&signalError{s})
	}()
	os.Exit(run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// env is what a subcommand may touch of the outside world.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

type command struct {
	name, summary string
	run           func(ctx context.Context, e env, args []string) error
}

func commands() []command {
	return []command{
		{"export", "select, scrub, verify and bundle transcripts", runExport},
		{"report", "make a redacted bug report of one session", runReport},
		{"rules", "list redaction rules, or test a rule file's samples", runRules},
		{"scan", "inventory a transcript corpus", runScan},
		{"verify", "check a bundle's manifest, hashes, lines and coverage claims", runVerify},
	}
}

const usageText = `transcrub turns AI-agent session transcripts into safe-to-share material.

Usage:
  transcrub COMMAND [options] [SOURCE...]

Commands:
%s
SOURCE is a projects root of an agent (or a Claude or Codex home above
one: ~/.claude, ~/.codex), one project directory, one transcript file,
or builtin:sample, builtin:sample/claude-code or builtin:sample/codex
(embedded synthetic Cursor, Claude Code and Codex corpora). Without one,
scan and export read every default root that exists of the agents
--agent names (cursor: ~/.cursor/projects, claude-code:
$CLAUDE_CONFIG_DIR/projects or ~/.claude/projects, codex: sessions and
archived_sessions of $CODEX_HOME or ~/.codex) and say which on stderr.
--agent cursor|claude-code|codex|auto names the agent whose transcripts
SOURCE holds; auto (the default) recognises it from the tree, and reads
a home holding two agents' trees (Claude's projects/, Codex's sessions/)
as both.

Run 'transcrub COMMAND --help' (or 'transcrub help COMMAND') for a
command's options and examples.

Exit codes:
%s`

func usage(w io.Writer) {
	cmds := ""
	for _, c := range commands() {
		cmds += fmt.Sprintf("  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, usageText, cmds, exitTable)
}

// run is main without the process: it returns the exit code. A command
// that stopped because ctx was cancelled with a *signalError as its
// cause ends with that signal's exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	out := &outWriter{w: stdout}
	err := dispatch(ctx, env{stdin: stdin, stdout: out, stderr: stderr}, args)
	var se *signalError
	if cause := context.Cause(ctx); errors.Is(err, context.Canceled) && errors.As(cause, &se) {
		err = cause
	} else if out.err != nil {
		err = fmt.Errorf("writing output: %w", out.err)
	}
	return report(stderr, err)
}

// dispatch runs the command args name.
func dispatch(ctx context.Context, e env, args []string) error {
	if len(args) == 0 {
		usage(e.stderr)
		return usageErrorf("no command given")
	}
	switch args[0] {
	case "-h", "--help":
		usage(e.stdout)
		return nil
	case "help":
		if len(args) == 1 {
			usage(e.stdout)
			return nil
		}
		args = []string{args[1], "--help"}
	case "--version", "version":
		fmt.Fprintln(e.stdout, "transcrub", version)
		return nil
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(ctx, e, args[1:])
		}
	}
	return usageErrorf("unknown command %q", args[0])
}

// outWriter is stdout remembering its first write error, which ends the
// run with exit code 1 whatever the command made of it.
type outWriter struct {
	w   io.Writer
	err error
}

func (o *outWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	o.err = err
	return n, err
}
