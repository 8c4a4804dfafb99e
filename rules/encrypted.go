package rules

import "strings"

// ciphertext reports whether the value v is marked as ciphertext that a
// server decrypts with a key of its own, written so to be committed:
// Spring Cloud Config's "{cipher}" prefix, which its config server strips
// and decrypts as it serves the property (a token after the mark is
// none either: see validToken's labelRE).
func ciphertext(v string) bool { return strings.HasPrefix(v, "{cipher}") }

// encryptedParent reports whether the YAML key starting at text[ks] is an
// entry of a mapping whose key says it holds ciphertext: Bitnami's
// SealedSecret lists its values under encryptedData ("spec:\n
// encryptedData:\n    password: AgB..."), each one encrypted for the
// cluster's key, which only the controller can open. It looks at most
// maxParentLines lines up, of at most maxParentLine bytes each, for the
// first one indented less than the key's (the '+' that starts a patch's
// added line aside).
func encryptedParent(text string, ks int) bool {
	ls, ok := lineStart(text, ks)
	if !ok {
		return false
	}
	indent, key := yamlIndent(text[ls:ks])
	if indent == 0 || key != "" {
		return false // not an indented YAML key
	}
	for n := 0; n < maxParentLines && ls > 0; n++ {
		prev, ok := lineStart(text, ls-1)
		if !ok {
			return false
		}
		line := text[prev : ls-1]
		ls = prev
		if in, key := yamlIndent(line); key != "" && in < indent {
			return strings.TrimRight(key, " \r") == "encryptedData:"
		}
	}
	return false
}

// lineStart returns where the line holding text[i-1] (or ending at i)
// starts, if it starts at most maxParentLine bytes before i.
func lineStart(text string, i int) (int, bool) {
	lo := max(0, i-maxParentLine)
	if k := strings.LastIndexByte(text[lo:i], '\n'); k >= 0 {
		return lo + k + 1, true
	}
	return 0, lo == 0
}

// yamlIndent returns the indentation of line and what follows it, past
// the '+' of a patch's added line.
func yamlIndent(line string) (int, string) {
	line = strings.TrimPrefix(line, "+")
	key := strings.TrimLeft(line, " ")
	return len(line) - len(key), key
}

// Bounds of encryptedParent: the lines it reads and their length.
const (
	maxParentLines = 16
	maxParentLine  = 256
)

// encryptedLine reports whether the value at text[start:] is on a line
// whose YAML key is an entry of such a mapping (see encryptedParent).
func encryptedLine(text string, start int) bool {
	ks, ok := lineStart(text, start)
	if !ok {
		return false
	}
	if ks < start && text[ks] == '+' {
		ks++
	}
	for ks < start && text[ks] == ' ' {
		ks++
	}
	return ks < start && encryptedParent(text, ks)
}
