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
	// the vocabulary of the sessions themselves, which prose about code
	// uses as words (an LLM-friendly text, --experimental-vm-modules)
	"ai", "cpu", "gpu", "llm", "llms", "ml", "tokenizer", "tokenizers", "vm", "vms",
	// the agents and their vendors, which name no one's project
	// (claude-code-log is not Claude, ~/.claude is the agent's own)
	"anthropic", "claude", "codex", "copilot", "gemini", "gpt", "openai",
	// other public coding agents and review bots, which sessions talk
	// about: a project ~/src/coderabbit-review-helper is identity as a
	// joined name, in paths and hosts, the product's name in prose is not
	"aider", "cline", "codeium", "coderabbit", "greptile", "openhands", "opencode", "qodo", "sourcegraph", "tabnine",
}

// formatWords are the agent formats' schema words, added by AddCommon.
var (
	formatWords []string
	unpacked    bool // common has run: AddCommon is too late
)

// AddCommon adds words to the common vocabulary: the words of an agent
// format's schema (transcript.SchemaSpec.Words), which bundles keep
// verbatim as keys and discriminators, so that a project or user named
// like one (~/src/webfetch) never makes its own export fail closed. Call
// it from an init function: it panics once Common has been asked.
func AddCommon(words ...string) {
	if unpacked {
		panic("identity: AddCommon after Common") // a build defect, not input
	}
	formatWords = append(formatWords, words...)
}

// common is the sorted vocabulary Common asks, unpacked on first use.
var common = sync.OnceValue(func() []string {
	unpacked = true
	zr, err := gzip.NewReader(bytes.NewReader(wordsGz))
	if err != nil {
		panic("identity: embedded word list: " + err.Error()) // a build defect, not input
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		panic("identity: embedded word list: " + err.Error())
	}
	more := slices.Concat(codeWords, formatWords)
	slices.Sort(more)
	return slices.Compact(mergeSorted(unpackWords(b), more))
})

// unpackWords returns the words of the unpacked list, one a line, in its
// order: sorted, which TestWordListSorted checks, so that common merges
// the few other words in rather than sorting 64k words once more (30 ms
// before each export, while the other core waits).
func unpackWords(b []byte) []string {
	return strings.Split(strings.TrimSpace(string(b)), "\n")
}

// mergeSorted returns the sorted words of a and b, two sorted lists.
func mergeSorted(a, b []string) []string {
	out := make([]string, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if b[0] < a[0] {
			out, b = append(out, b[0]), b[1:]
		} else {
			out, a = append(out, a[0]), a[1:]
		}
	}
	return append(append(out, a...), b...)
}

// Common reports whether t, ASCII case folded, is a common English word or
// an identifier common in code: such a term is identity only where it
// stands as one (see Stands), never as a word of prose.
// It does not allocate.
func Common(t string) bool {
	var buf [32]byte
	if len(t) > len(buf) || len(t) == 0 {
		return false // no common word is longer
	}
	b := lowerASCII(buf[:0], t)
	_, ok := slices.BinarySearch(common(), unsafe.String(&b[0], len(b)))
	return ok
}

// CommonTerms is Common asked once for each of a fixed set of terms: a
// whole-word matcher's matches of them (rules.Set.WithLiterals), which
// differ from a term in ASCII case only, are then answered by a lookup
// rather than a search of the vocabulary. It is immutable and safe for
// concurrent use.
type CommonTerms map[string]bool // Common, by ASCII-lowercased term

// NewCommonTerms asks Common of each of terms.
func NewCommonTerms(terms []string) CommonTerms {
	c := CommonTerms{}
	for _, t := range terms {
		c[string(lowerASCII(nil, t))] = Common(t)
	}
	return c
}

// Common reports Common(t): looked up when t folds to one of the terms,
// asked otherwise. It does not allocate.
func (c CommonTerms) Common(t string) bool {
	var buf [32]byte
	if len(t) > len(buf) {
		return false // as Common
	}
	if v, ok := c[string(lowerASCII(buf[:0], t))]; ok {
		return v
	}
	return Common(t)
}

// lowerASCII appends t with ASCII letters lowercased to dst.
func lowerASCII(dst []byte, t string) []byte {
	for i := 0; i < len(t); i++ {
		dst = append(dst, lower[t[i]])
	}
	return dst
}
