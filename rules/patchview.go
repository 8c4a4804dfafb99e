package rules

import (
	"sort"
	"strings"
)

// This file reads a patch as the files it adds and removes. An agent's
// ApplyPatch string ("*** Begin Patch", "*** Add File: x", then '+'
// before every line it adds) and a unified diff's hunks ("@@ -1,3 +1,4
// @@", then lines opening with '+', '-' or ' ') write a file's lines one
// byte to the right, between lines of the patch's own: a context that
// reads from its line's start or to the text's end (a cracker's potfile,
// a table's rows, a protocol's "C:" lines, a file's last line after the
// command that printed it) finds none of them. So Find also looks in the
// files a patch's lines make (its bodies), and reports what it finds
// there at the patch's own offsets, with what it finds in the patch as
// written.

// body is a file's lines in a run of a patch's, without their marks.
type body struct {
	text string
	buf  []byte // text, as add builds it
	// lines holds, in order, where each line starts in text and, past
	// its mark, in the patch.
	lines []bodyLine
}

type bodyLine struct{ at, from int }

// patchBodies returns the bodies of the patches text holds: of each run
// of an envelope's lines ("*** Begin Patch" to "*** End Patch") or a
// unified hunk's (from its "@@ " line while lines open with '+', '-', ' '
// or '\'), the file after (its lines that open with ' ' or '+') if the
// run adds a line, and the file before (' ' or '-') if it removes one.
// The cheap test comes first: a text holds no patch unless a line opens
// one.
func patchBodies(text string) []body {
	if !opensPatch(text) {
		return nil
	}
	var bodies []body
	var after, before body
	var added, removed bool
	flush := func() {
		if added {
			after.text, after.buf = string(after.buf), nil
			bodies = append(bodies, after)
		}
		if removed {
			before.text, before.buf = string(before.buf), nil
			bodies = append(bodies, before)
		}
		after, before, added, removed = body{}, body{}, false, false
	}
	envelope, hunk := false, false
	for ls := 0; ls < len(text); {
		le := ls + strings.IndexByte(text[ls:], '\n') + 1
		if le == ls {
			le = len(text)
		}
		line, c := text[ls:le], text[ls]
		switch {
		case strings.HasPrefix(line, "*** Begin Patch"):
			envelope, hunk = true, false
		case strings.HasPrefix(line, "*** End Patch"):
			envelope, hunk = false, false
		case strings.HasPrefix(line, "@@ "):
			hunk = true
		case hunk && c != '+' && c != '-' && c != ' ' && c != '\\':
			hunk = false
		}
		inBody := (envelope || hunk) && (c == '+' || c == '-' || c == ' ') &&
			!strings.HasPrefix(line, "+++ ") && !strings.HasPrefix(line, "--- ")
		switch {
		case !inBody:
			flush()
		case c == '+':
			after.add(line, ls)
			added = true
		case c == '-':
			before.add(line, ls)
			removed = true
		default:
			after.add(line, ls)
			before.add(line, ls)
		}
		ls = le
	}
	flush()
	return bodies
}

// opensPatch reports whether a line of text opens with "*** Begin Patch"
// or "@@ ", as a patch does.
func opensPatch(text string) bool {
	if !strings.Contains(text, "@@ ") && !strings.Contains(text, "*** Begin Patch") {
		return false // most texts: two scans for bytes that prose seldom writes
	}
	for i := 0; i < len(text); {
		if strings.HasPrefix(text[i:], "@@ ") || strings.HasPrefix(text[i:], "*** Begin Patch") {
			return true
		}
		n := strings.IndexByte(text[i:], '\n')
		if n < 0 {
			return false
		}
		i += n + 1
	}
	return false
}

// add appends the patch's line at text[ls:], past its mark.
func (b *body) add(line string, ls int) {
	b.lines = append(b.lines, bodyLine{len(b.buf), ls + 1})
	b.buf = append(b.buf, line[1:]...)
}

// offset returns the patch's offset of the body's offset p: in the line
// that holds it, or, where p ends a match at a line's start, the end of
// the line before.
func (b body) offset(p int, end bool) int {
	i := sort.Search(len(b.lines), func(i int) bool { return b.lines[i].at > p || end && b.lines[i].at == p }) - 1
	i = max(i, 0)
	return b.lines[i].from + p - b.lines[i].at
}
