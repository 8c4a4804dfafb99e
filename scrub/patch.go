package scrub

import (
	"bytes"
	"strconv"
)

// Patches keep their grammar. A scrubbed string is a patch when it starts
// with "*** Begin Patch" (ApplyPatch's envelope), or has a unified diff
// hunk header ("@@ -l,n +l,n @@") at the start of a line, or a "+++ "
// line right after a "--- " line; only then, and only at line starts,
// does the replacement copy back:
//
//   - in an envelope, the lines "*** Begin Patch", "*** End Patch" and
//     "*** End of File", the prefixes "*** Update File: ", "*** Add File: ",
//     "*** Delete File: " and "*** Move to: " (the path after them is
//     pseudonymized as a path token, whatever its shape), "@@" and the
//     space after it (context text after it is content), and the first
//     byte of every line that starts with '+', '-' or ' ';
//   - in a unified diff, "diff --git " and the "a/" and "b/" of the paths
//     after it, "--- " and "+++ " with the "a/" or "b/" of their path, or
//     "/dev/null" whole (the paths pseudonymized), git's "index " line
//     but its hashes, its "new file mode" and "deleted file mode" lines
//     whole, the hunk header up to its closing "@@ " with its numbers
//     (section text after it is content), and, for as many lines as the
//     header counts, the first byte ('+', '-', ' ') of each hunk line;
//     after a header without counts (a bare "@@"), the first byte of the
//     lines that start with one of those, up to the first that does not or
//     a file header; and "\ No newline at end of file" whole.
//
// Everything else stays filler, so the length, the line breaks and the
// written form are those of any replacement.

var (
	beginPatch = []byte("*** Begin Patch")
	hunkMark   = []byte("@@ -")
	newHeader  = []byte("\n+++ ")
	noNewline  = []byte(`\ No newline at end of file`)
	devNull    = []byte("/dev/null")
)

// envelopeLines are the lines of an envelope kept whole, envelopePaths the
// prefixes of its lines that name a path.
var (
	envelopeLines = [...][]byte{beginPatch, []byte("*** End Patch"), []byte("*** End of File")}
	envelopePaths = [...][]byte{[]byte("*** Update File: "), []byte("*** Add File: "),
		[]byte("*** Delete File: "), []byte("*** Move to: ")}
)

// patchWords are the words the grammar copies back: public, as kept path
// words are (see publicWords).
var patchWords = []string{"Begin", "Patch", "End", "of", "File", "Update", "Add", "Delete", "Move", "to",
	"diff", "git", "a", "b", "dev", "null", "No", "newline", "at", "end", "file", "index", "new", "deleted", "mode"}

// isPatch reports whether s is a patch or a diff, as defined above. Most
// strings have neither "@@ -" nor "\n+++ ": a quick search for each
// rules them out.
func isPatch(s []byte) bool {
	if bytes.HasPrefix(s, beginPatch) {
		return true
	}
	for i := 0; ; i += len(hunkMark) {
		k := bytes.Index(s[i:], hunkMark)
		if k < 0 {
			break
		}
		if i += k; i == 0 || s[i-1] == '\n' {
			return true
		}
	}
	for i := 0; ; i++ {
		k := bytes.Index(s[i:], newHeader)
		if k < 0 {
			return false
		}
		i += k // the "\n" ending the line before
		if start := bytes.LastIndexByte(s[:i], '\n') + 1; bytes.HasPrefix(s[start:i], []byte("--- ")) {
			return true
		}
	}
}

// patch copies the grammar of the patch src back into out, its
// replacement (the same length and line breaks).
func (f *filler) patch(out, src []byte) {
	envelope := bytes.HasPrefix(src, beginPatch)
	old, added := 0, 0 // lines of a unified hunk still to come; -1 for a hunk without counts
	for start := 0; start < len(src); {
		end := indexFrom(src, start, '\n')
		line := bytes.TrimSuffix(src[start:end], []byte("\r"))
		o := out[start : start+len(line)]
		start = end + 1
		if !envelope && bytes.Equal(line, noNewline) {
			copy(o, line)
			continue
		}
		if old != 0 || added != 0 {
			if hunkLine(o, line, &old, &added) {
				continue
			}
			old, added = 0, 0
		}
		if bytes.HasPrefix(line, []byte("@@")) {
			n, o1, a1 := hunkHeader(line)
			if n == 0 { // "@@" and a space after it
				n, o1, a1 = 2, -1, -1
				if len(line) > 2 && line[2] == ' ' {
					n = 3
				}
			}
			copy(o, line[:n])
			if !envelope {
				old, added = o1, a1
			}
			continue
		}
		if envelope {
			f.envelopeLine(o, line)
		} else {
			f.fileHeader(o, line)
		}
	}
}

// envelopeLine copies back the grammar of a line of an envelope outside
// its hunk headers.
func (f *filler) envelopeLine(o, line []byte) {
	if len(line) == 0 {
		return
	}
	if c := line[0]; c != '*' {
		if c == '+' || c == '-' || c == ' ' {
			o[0] = c
		}
		return
	}
	for _, l := range envelopeLines {
		if bytes.Equal(line, l) {
			copy(o, line)
			return
		}
	}
	for _, p := range envelopePaths {
		if bytes.HasPrefix(line, p) {
			copy(o, p)
			f.path(o[len(p):], line[len(p):])
			return
		}
	}
}

// isFileHeader reports whether line starts a unified diff's file header.
func isFileHeader(line []byte) bool {
	return bytes.HasPrefix(line, []byte("diff --git ")) || bytes.HasPrefix(line, []byte("--- ")) ||
		bytes.HasPrefix(line, []byte("+++ "))
}

// fileHeader copies back the grammar of a unified diff's file header
// lines.
func (f *filler) fileHeader(o, line []byte) {
	switch {
	case bytes.HasPrefix(line, []byte("diff --git ")):
		n := len("diff --git ")
		copy(o, line[:n])
		for n < len(line) {
			e := indexFrom(line, n, ' ')
			f.diffPath(o[n:e], line[n:e])
			if e < len(line) {
				o[e] = ' '
			}
			n = e + 1
		}
	case bytes.HasPrefix(line, []byte("--- ")), bytes.HasPrefix(line, []byte("+++ ")):
		copy(o, line[:4])
		e := indexFrom(line, 4, '\t') // a timestamp may follow
		f.diffPath(o[4:e], line[4:e])
	case bytes.HasPrefix(line, []byte("index ")):
		// "index <hash>..<hash>[ <mode>]": the hashes are content.
		copy(o, line[:len("index ")])
		if k := bytes.Index(line, []byte("..")); k > 0 {
			copy(o[k:], "..")
		}
		if k := bytes.LastIndexByte(line, ' '); k > len("index ") && isMode(line[k+1:]) {
			copy(o[k:], line[k:])
		}
	case bytes.HasPrefix(line, []byte("new file mode ")), bytes.HasPrefix(line, []byte("deleted file mode ")):
		if k := bytes.LastIndexByte(line, ' '); isMode(line[k+1:]) {
			copy(o, line)
		}
	}
}

// isMode reports whether b is a git file mode: six octal digits.
func isMode(b []byte) bool {
	if len(b) != 6 {
		return false
	}
	for _, c := range b {
		if c < '0' || c > '7' {
			return false
		}
	}
	return true
}

// diffPath writes into o the form of a path of a diff header: "/dev/null"
// kept, a leading "a/" or "b/" kept and the rest pseudonymized.
func (f *filler) diffPath(o, p []byte) {
	switch {
	case bytes.Equal(p, devNull):
		copy(o, p)
	case len(p) > 2 && (p[0] == 'a' || p[0] == 'b') && p[1] == '/':
		copy(o, p[:2])
		f.path(o[2:], p[2:])
	case len(p) > 0:
		f.path(o, p)
	}
}

// hunkHeader returns the length of the kept part of a unified hunk header
// line, "@@ -l[,n] +l[,n] @@" and a space after it, and the old and new
// line counts; 0 if line is not one.
func hunkHeader(line []byte) (n, old, added int) {
	i := len(hunkMark)
	if !bytes.HasPrefix(line, hunkMark) {
		return 0, 0, 0
	}
	var ok bool
	if i, old, ok = hunkRange(line, i); !ok || !bytes.HasPrefix(line[i:], []byte(" +")) {
		return 0, 0, 0
	}
	if i, added, ok = hunkRange(line, i+2); !ok || !bytes.HasPrefix(line[i:], []byte(" @@")) {
		return 0, 0, 0
	}
	i += 3
	if i < len(line) && line[i] == ' ' {
		i++
	}
	return i, old, added
}

// hunkRange reads "l[,n]" at line[i] and returns the index after it and
// n (1 when left out).
func hunkRange(line []byte, i int) (int, int, bool) {
	j, ok := digitsAt(line, i)
	if !ok {
		return i, 0, false
	}
	if j >= len(line) || line[j] != ',' {
		return j, 1, true
	}
	k, ok := digitsAt(line, j+1)
	if !ok {
		return i, 0, false
	}
	n, err := strconv.Atoi(string(line[j+1 : k]))
	return k, n, err == nil
}

// digitsAt returns the end of a run of 1 to 9 digits at b[i].
func digitsAt(b []byte, i int) (int, bool) {
	j := i
	for j < len(b) && j-i < 9 && isDigit(b[j]) {
		j++
	}
	return j, j > i && (j == len(b) || !isDigit(b[j]))
}

// hunkLine copies back the first byte of a unified hunk line and counts
// it; false when line is not one of those still to come.
func hunkLine(o, line []byte, old, added *int) bool {
	c := byte(' ') // an empty context line lost its space
	if len(line) > 0 {
		c = line[0]
	}
	switch {
	case *old < 0: // no counts
		if len(line) == 0 || c != ' ' && c != '-' && c != '+' || isFileHeader(line) {
			return false
		}
	case c == ' ' && *old > 0 && *added > 0:
		*old--
		*added--
	case c == '-' && *old > 0:
		*old--
	case c == '+' && *added > 0:
		*added--
	default:
		return false
	}
	if len(line) > 0 {
		o[0] = c
	}
	return true
}
