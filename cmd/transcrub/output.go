package main

import (
	"slices"
	"strings"

	"github.com/transcrub/transcrub/export"
	"github.com/transcrub/transcrub/transcript"
)

// fileExts are names that say a file, never a directory bundle.
var fileExts = []string{".tar.zst", ".tzst", ".zst", ".tar", ".gz", ".tgz", ".xz", ".bz2", ".zip", ".7z", ".jsonl", ".json"}

// outputFormat returns the format out is written in: format when given,
// else the one out's name says (NAME.tar.zst, NAME.tzst, or NAME.jsonl
// when jsonl is allowed; - streams a tar.zst). A name that does not fit
// the format is a usage error whose hint names the right extension or
// flag: a bundle is never written under a name that promises another
// format.
func outputFormat(out, format string, jsonl bool) (string, error) {
	name := strings.ToLower(out)
	isTarZst := strings.HasSuffix(name, ".tar.zst") || strings.HasSuffix(name, ".tzst")
	isJSONL := strings.HasSuffix(name, ".jsonl")
	if format == "" {
		switch {
		case out == "-", isTarZst:
			return export.FormatTarZst, nil
		case jsonl && isJSONL:
			return export.FormatJSONL, nil
		}
		return "", &hinted{usageErrorf("%s: the name says no bundle format", transcript.ShowPath(out)), "name it NAME.tar.zst" + jsonlHint(jsonl, " or NAME.jsonl") + ", or add --format dir to write a directory"}
	}
	switch {
	case format == export.FormatTarZst && !isTarZst && out != "-":
		return "", &hinted{usageErrorf("%s: a tar.zst bundle is named NAME.tar.zst or NAME.tzst", transcript.ShowPath(out)), "rename it, or use --format dir for a directory" + jsonlHint(jsonl && isJSONL, " or --format jsonl")}
	case format == export.FormatDir && slices.ContainsFunc(fileExts, func(x string) bool { return strings.HasSuffix(name, x) }):
		return "", &hinted{usageErrorf("%s: --format dir writes a directory; the name says a file", transcript.ShowPath(out)), "drop the extension, or name it NAME.tar.zst and leave out --format dir"}
	case format == export.FormatJSONL && jsonl && !isJSONL && out != "-":
		return "", &hinted{usageErrorf("%s: a jsonl transcript is named NAME.jsonl", transcript.ShowPath(out)), "rename it, or leave out -o to write to stdout"}
	case format == export.FormatTarZst, format == export.FormatDir, format == export.FormatJSONL && jsonl:
		return format, nil
	}
	if jsonl {
		return "", usageErrorf("--format must be tar.zst, dir or jsonl")
	}
	return "", usageErrorf("--format must be tar.zst or dir")
}

func jsonlHint(ok bool, s string) string {
	if ok {
		return s
	}
	return ""
}
