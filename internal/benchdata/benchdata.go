// Package benchdata finds the shared workspace beside the repository
// (../shared) for the tests that read it, and reads the labelled secret
// examples that the recall tests measure the rules with: the JSONL files
// of its bench directory (see its README.md). They are data no one on this project
// wrote; tests measure with them and never copy their values into rules or
// expectations.
//
// Errors name the file and line, never its content.
package benchdata

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Example is one labelled case. Positives carry the Secret that must not
// survive; negatives of scanner-samples carry the Secret that must survive
// intact, those of secret-examples none (the Example must survive).
type Example struct {
	Rule       string   `json:"rule"` // secret-examples
	Type       string   `json:"type"` // scanner-samples
	Kind       string   `json:"kind"`
	Example    string   `json:"example"`
	Secret     string   `json:"secret"`
	Category   string   `json:"category"`   // scanner-samples
	Categories []string `json:"categories"` // secret-examples
}

// Positive reports whether the example holds a secret.
func (e Example) Positive() bool { return e.Kind == "positive" }

// Group is the example's coarse category: its category, else its first
// category, else "other".
func (e Example) Group() string {
	switch {
	case e.Category != "":
		return e.Category
	case len(e.Categories) > 0:
		return e.Categories[0]
	}
	return "other"
}

// Name is the originating rule or detector.
func (e Example) Name() string {
	if e.Rule != "" {
		return e.Rule
	}
	return e.Type
}

// Find returns the path of the bench file name, looked for in
// ../shared/bench beside the repository root that holds dir, and whether
// it exists.
func Find(dir, name string) (string, bool) { return Shared(dir, "bench", name) }

// Shared returns the path of elem in the shared workspace, ../shared
// beside the repository root that holds dir (the first parent with a
// go.mod), and whether it exists: tests read the bench files and the
// external transcripts there and skip where it is absent.
func Shared(dir string, elem ...string) (string, bool) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
	path := filepath.Join(append([]string{dir, "..", "shared"}, elem...)...)
	_, err = os.Stat(path)
	return path, err == nil
}

// External returns ../shared/external/<agent> beside the repository root
// that holds the test's package (the transcript files other projects
// wrote, with their SOURCES.md), or skips the test with a visible message
// where it is absent. The files are read there, never copied.
func External(tb testing.TB, agent string) string {
	tb.Helper()
	sources, ok := Shared(".", "external", agent, "SOURCES.md")
	if !ok {
		tb.Skipf("external %s files: ../shared/external/%s is absent beside the repository", agent, agent)
	}
	return filepath.Dir(sources)
}

// Load reads the examples of a bench file.
func Load(path string) ([]Example, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Example
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		var e Example
		if json.Unmarshal(sc.Bytes(), &e) != nil {
			return nil, fmt.Errorf("%s:%d: not a bench example", path, line)
		}
		out = append(out, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return out, nil
}

// PartLeft reports whether out, the redaction of planted, keeps part of a
// secret that planted held: 4 bytes of it next to a placeholder (marks
// holds the placeholders' bounds in out), or its first or last 4 bytes
// more often than planted holds them outside the secret.
func PartLeft(out, planted, secret string, marks [][]int) bool {
	if len(secret) < 4 {
		return false
	}
	rest := strings.ReplaceAll(planted, secret, "\x00")
	var bare strings.Builder
	last := 0
	for _, m := range marks {
		before, after := out[max(0, m[0]-4):m[0]], out[m[1]:min(len(out), m[1]+4)]
		for _, run := range []string{before, after} {
			if len(run) == 4 && strings.Contains(secret, run) && strings.Count(out, run) > strings.Count(rest, run) {
				return true
			}
		}
		bare.WriteString(out[last:m[0]])
		bare.WriteByte(0)
		last = m[1]
	}
	bare.WriteString(out[last:])
	for _, frag := range []string{secret[:4], secret[len(secret)-4:]} {
		if strings.Count(bare.String(), frag) > strings.Count(rest, frag) {
			return true
		}
	}
	return false
}
