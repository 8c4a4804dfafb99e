package main

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/transcrub/transcrub/export"
)

const verifyHelp = `Usage: transcrub verify [options] BUNDLE

Check a bundle as its receiver can: every member is a regular file with a
safe relative name, sizes stay within limits, hashes and sizes match the
manifest, every transcript line is a valid frame, and every coverage claim
holds at its witness. BUNDLE is a .tar.zst file, - for stdin, or a
directory written with --format dir. Nothing is ever written.

Examples:
  transcrub verify fixtures.tar.zst
  curl -s https://example.invalid/b.tar.zst | transcrub verify -
  transcrub verify --json testdata/cursor
`

func runVerify(ctx context.Context, e env, args []string) error {
	var (
		asJSON  bool
		maxLine int
		maxSize int64
	)
	lim := export.DefaultVerifyLimits
	fs := newFlags("verify", verifyHelp, e)
	fs.BoolVar(&asJSON, "json", false, "print the report as JSON")
	fs.IntVar(&maxLine, "max-line", lim.MaxLine, "per-line limit in bytes")
	fs.Int64Var(&maxSize, "max-member", lim.MaxEntry, "largest member accepted, in bytes")
	fs.DurationVar(&lim.MaxPredicateTime, "max-predicate-time", lim.MaxPredicateTime, "time allowed for the manifest's custom jq predicates over the whole bundle")
	if err := parse(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageErrorf("verify takes exactly one BUNDLE")
	}
	lim.MaxLine, lim.MaxEntry = maxLine, maxSize
	var (
		rep *export.VerifyReport
		err error
	)
	if arg := fs.Arg(0); arg == "-" {
		rep, err = export.VerifyTarZst(ctx, e.stdin, lim)
	} else {
		rep, err = export.VerifyPath(ctx, arg, lim)
	}
	if err != nil {
		return err
	}
	if asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	}
	for _, p := range rep.Problems {
		fmt.Fprintf(e.stderr, "transcrub: verify: %s\n", p)
	}
	if !rep.OK() {
		return fmt.Errorf("%w: %d problems", errVerifyBundle, len(rep.Problems))
	}
	fmt.Fprintf(e.stderr, "transcrub: verify: ok: %d files, %d lines, %d coverage claims\n", rep.Files, rep.Lines, rep.Claims)
	return nil
}
