package export

import (
	"cmp"
	"slices"
	"strings"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/formats"
)

// fileSkips lists what discovery left out of the corpora as manifest
// skips: links (never followed), entries that are not regular files where
// a file belongs, and entries that could not be read. Each is named by its
// pseudonymized path, as BundlePath names a file, never by its source
// path.
//
// With sessions given, only entries inside those sessions' directories
// count: the rest of the source was not asked for.
func fileSkips(corpora []*transcript.Corpus, name Namer, sessions []string) []Skip {
	var out []Skip
	for _, c := range corpora {
		for _, d := range c.Diagnostics {
			if len(sessions) > 0 && !inSessions(d.File, sessions) {
				continue
			}
			switch d.Problem {
			case transcript.Symlink, transcript.NotRegular, transcript.Unreadable, transcript.OutsideRoot:
				out = append(out, Skip{File: formats.Top(c.Format) + "/" + skipPath(d.File, name), Problem: string(d.Problem)})
			}
		}
	}
	return out
}

// inSessions reports whether a source path is a session's transcript,
// directory or something inside it: <project>/agent-transcripts/<id>[.jsonl][/…].
func inSessions(p string, sessions []string) bool {
	segs := strings.Split(p, "/")
	if len(segs) < 3 || segs[1] != "agent-transcripts" {
		return false
	}
	return slices.Contains(sessions, strings.TrimSuffix(segs[2], ".jsonl"))
}

// layoutWords are the path segments of the format, kept as they are.
var layoutWords = []string{"agent-transcripts", "agent-tools", "subagents"}

// skipPath pseudonymizes a source-relative slash path segment by segment
// (the caller puts it under its format's top directory).
func skipPath(p string, name Namer) string {
	name = printable(name)
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if i == 0 || !slices.Contains(layoutWords, s) {
			segs[i] = name(s)
		}
	}
	return strings.Join(segs, "/")
}

// printable wraps a Namer so that its names hold no line break: a
// pseudonym keeps the line breaks of its source, as scrubbed text does,
// but they have no place in a bundle path. Each becomes '_', which no
// pseudonym of a segment with line breaks holds otherwise.
func printable(name Namer) Namer {
	return func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' || r == '\r' {
				return '_'
			}
			return r
		}, name(s))
	}
}

// mergeSkips returns line skips and file skips in one list sorted by file,
// then line; a file-level skip (line 0) comes first.
func mergeSkips(lines, files []Skip) []Skip {
	out := append(lines, files...)
	slices.SortStableFunc(out, func(a, b Skip) int {
		return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
	})
	return out
}
