package scrub

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestGlobGrammar: glob inputs keep their metacharacters and extensions;
// the words between become path segment pseudonyms.
func TestGlobGrammar(t *testing.T) {
	c := canary("glob")
	p := NewPseudonymizer(testSalt)
	for _, tc := range []struct{ name, input, key, glob, want string }{
		{"Glob", `{"glob_pattern":"src/` + c + `/**/*.{ts,tsx}","target_directory":"/Users/x"}`, "glob_pattern",
			"src/" + c + "/**/*.{ts,tsx}", "src/" + p.Segment(c) + "/**/*.{" + p.Segment("ts") + "," + p.Segment("tsx") + "}"},
		{"Grep glob", `{"pattern":"x","glob":"` + c + `_*.go"}`, "glob", c + "_*.go", p.Segment(c+"_") + "*.go"},
		{"Grep pattern", `{"pattern":"func\\s+` + c + `\\(","path":"/src"}`, "pattern", `func\s+` + c + `\(`,
			p.Segment("func") + `\` + p.Segment("s+"+c) + `\` + p.Segment("(")},
		{"character class", `{"globPattern":"[ab]?` + c + `.md"}`, "globPattern", "[ab]?" + c + ".md", "[" + p.Segment("ab") + "]?" + p.Segment(c+".md")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := checkFidelity(t, toolOf("Glob", tc.input), nil, []string{c})
			var f struct {
				Message struct {
					Content []struct {
						Input map[string]any `json:"input"`
					} `json:"content"`
				} `json:"message"`
			}
			if json.Unmarshal(out, &f) != nil {
				t.Fatal("output does not decode")
			}
			got, _ := f.Message.Content[0].Input[tc.key].(string)
			if got != tc.want {
				t.Errorf("glob not kept as its metacharacters and path words")
			}
			for i := 0; i < len(tc.glob); i++ {
				if globMeta[tc.glob[i]] && got[i] != tc.glob[i] {
					t.Errorf("metacharacter at %d changed", i)
				}
			}
		})
	}
	out := checkFidelity(t, toolOf("Grep", `{"include":["**/*.md","`+c+`/*"],"exclude":"node_modules/**"}`), []string{`{"include":["**/*.md","`, `/*"],"exclude":"node_modules/**"}`}, []string{c})
	if !bytes.Contains(out, []byte(`"`+p.Segment(c)+`/*"`)) {
		t.Errorf("a glob in an array is not scrubbed as a glob")
	}
}
