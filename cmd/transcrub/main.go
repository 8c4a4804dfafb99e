// Command transcrub turns AI-agent session transcripts (Cursor first) into
// safe-to-share material: structurally scrubbed fixtures, redacted bug
// reports and scrubbed exports, in verified, deterministic bundles.
//
// This package is only flags, wiring and exit codes; the work happens in
// the library packages.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

// softMemoryLimit keeps the heap of a run near the size of its buffers:
// the garbage collector works harder instead of letting the heap grow with
// the corpus. GOMEMLIMIT in the environment overrides it.
const softMemoryLimit = 96 << 20

func main() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(softMemoryLimit)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	go func() {
		<-ctx.Done()
		stop() // a second signal ends the process at once
	}()
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
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
SOURCE is a Cursor projects root (default ~/.cursor/projects), one project
directory, one transcript file, or builtin:sample (an embedded synthetic
corpus).

Run 'transcrub COMMAND --help' for a command's options and examples.

Exit codes:
%s`

func usage(w io.Writer) {
	cmds := ""
	for _, c := range commands() {
		cmds += fmt.Sprintf("  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, usageText, cmds, exitTable)
}

// run is main without the process: it returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "--help", "help":
		usage(stdout)
		return exitOK
	case "--version", "version":
		fmt.Fprintln(stdout, "transcrub", version)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return report(stderr, c.run(ctx, e, args[1:]))
		}
	}
	return report(stderr, usageErrorf("unknown command %q", args[0]))
}
