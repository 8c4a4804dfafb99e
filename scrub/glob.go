package scrub

// Globs keep their metacharacters. The value of a glob key in a tool
// input (Glob's glob_pattern, Grep's glob, and the like; see globKey), or
// each string of an array there, is replaced thus: the metacharacters
// * ? [ ] { } , and the separators / \ are kept, and every word between
// them becomes its path segment pseudonym (kept path words verbatim, an
// extension kept), the same one a path elsewhere gives it; a word that is
// only a dot and an extension (".go" in "**/*.go") is kept. The key
// "pattern" is taken as a glob too: Grep's pattern is a regular
// expression, of which this keeps the glob metacharacters and the
// backslash, and pseudonymizes the rest as words.

// globKey reports whether a tool input key names a glob.
func globKey(key []byte) bool {
	switch string(key) {
	case "glob", "glob_pattern", "globPattern", "pattern", "include", "exclude", "file_pattern", "filePattern":
		return true
	}
	return false
}

// globMeta marks the bytes a glob keeps.
var globMeta = byteClass(`*?[]{},/\`)

// glob appends the replacement of the glob dec to dst.
func (f *filler) glob(dst, dec []byte) []byte {
	n := len(dst)
	dst = append(dst, dec...)
	out := dst[n:]
	for i := 0; i < len(dec); {
		if globMeta[dec[i]] {
			i++
			continue
		}
		j := i
		for j < len(dec) && !globMeta[dec[j]] {
			j++
		}
		if w := dec[i:j]; !(len(w) > 1 && w[0] == '.' && isExt(w[1:])) {
			f.segment(out[i:j], w)
		}
		i = j
	}
	return dst
}
