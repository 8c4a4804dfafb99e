package identity

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"slices"
	"strings"
	"sync"
	"unsafe"
)

// words.txt.gz is the common English vocabulary: built by
// scripts/commonwords.sh from Debian's wamerican list, sorted.
//
//go:embed words.txt.gz
var wordsGz []byte

// codeWords are identifiers common in code and in directory names, that
// the dictionary lacks or that must count whatever it holds.
var codeWords = []string{
	"api", "app", "apps", "args", "async", "auth", "backend", "bin", "cfg", "cli", "cmd", "config", "conf",
	"ctx", "db", "dev", "dir", "docs", "env", "err", "etc", "frontend", "func", "git", "http", "https", "impl",
	"init", "json", "lib", "libs", "localhost", "main", "mcp", "msg", "npm", "os", "pkg", "proj", "repo",
	"repos", "sdk", "spec", "src", "sql", "stdin", "stdout", "str", "svc", "sys", "tmp", "toml", "tsx", "ui",
	"url", "util", "utils", "www", "xml", "yaml", "yml", "subagent", "subagents", "webapp", "workspace",
}

// common is the sorted vocabulary Common asks, unpacked on first use.
var common = sync.OnceValue(func() []string {
	zr, err := gzip.NewReader(bytes.NewReader(wordsGz))
	if err != nil {
		panic("identity: embedded word list: " + err.Error()) // a build defect, not input
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		panic("identity: embedded word list: " + err.Error())
	}
	w := append(strings.Split(strings.TrimSpace(string(b)), "\n"), codeWords...)
	slices.Sort(w)
	return slices.Compact(w)
})

// Common reports whether t, ASCII case folded, is a common English word or
// an identifier common in code: such a term is identity only where it
// stands as one (see Position), never as a word of prose or a JSON key.
// It does not allocate.
func Common(t string) bool {
	var buf [32]byte
	if len(t) > len(buf) || len(t) == 0 {
		return false // no common word is longer
	}
	for i := 0; i < len(t); i++ {
		buf[i] = lower[t[i]]
	}
	_, ok := slices.BinarySearch(common(), unsafe.String(&buf[0], len(t)))
	return ok
}
