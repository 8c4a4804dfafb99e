package codex_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/itchyny/gojq"

	"github.com/transcrub/transcrub/transcript"
	"github.com/transcrub/transcrub/transcript/codex"
)

// compiled are the checklist's jq expressions, compiled, by check id.
func compiled(t *testing.T) map[string]*gojq.Code {
	t.Helper()
	out := map[string]*gojq.Code{}
	for _, c := range codex.Checklist {
		if c.Expr == "" {
			continue
		}
		q, err := gojq.Parse(c.Expr)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		code, err := gojq.Compile(q)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		out[c.ID] = code
	}
	return out
}

// holdsOn reports whether code yields true on the decoded line (an error
// is "does not hold", as selectors runs custom predicates).
func holdsOn(code *gojq.Code, v any) bool {
	iter := code.Run(v)
	for {
		out, ok := iter.Next()
		if !ok {
			return false
		}
		if b, isBool := out.(bool); isBool && b {
			return true
		}
	}
}

// witnesses returns the ids of the checks some file of c satisfies,
// reading every file of c: frame checks over each line, file checks over
// each file's Summary. The summaries and the shapes come back too.
func witnesses(t *testing.T, c *transcript.Corpus) (map[string]bool, []*codex.Summary, *codex.Shapes) {
	t.Helper()
	codes := compiled(t)
	got := map[string]bool{}
	shapes := codex.NewShapes()
	var sums []*codex.Summary
	for _, f := range c.Transcripts() {
		data, err := fs.ReadFile(c.FS, f.Path)
		if err != nil {
			t.Fatal(err)
		}
		s, err := codex.Summarize(bytes.NewReader(data), f, 0, shapes)
		if err != nil {
			t.Fatalf("%s: %v", f.Path, err)
		}
		sums = append(sums, s)
		for line := range bytes.SplitSeq(data, []byte("\n")) {
			var v any
			if json.Unmarshal(line, &v) != nil {
				continue
			}
			for id, code := range codes {
				if !got[id] && holdsOn(code, v) {
					got[id] = true
				}
			}
		}
		for _, check := range codex.Checklist {
			if check.File != nil && check.File(s) {
				got[check.ID] = true
			}
		}
	}
	return got, sums, shapes
}

func TestChecklistIsTheRecords(t *testing.T) {
	var items []int
	ids := map[string]bool{}
	for _, c := range codex.Checklist {
		if (c.Expr == "") == (c.File == nil) {
			t.Errorf("%s: want exactly one of Expr and File", c.ID)
		}
		if ids[c.ID] || c.Description == "" {
			t.Errorf("%s: duplicate id or no description", c.ID)
		}
		ids[c.ID] = true
		if len(items) == 0 || items[len(items)-1] != c.Item {
			items = append(items, c.Item)
		}
	}
	want := make([]int, 18)
	for i := range want {
		want[i] = i + 1
	}
	if !slices.Equal(items, want) {
		t.Errorf("items %v, want 1 to 18 in order", items)
	}
	compiled(t)
}

// TestChecklistKeywords: a check's prefilter keyword is a JSON string its
// expression names (a key it reads or a value it compares), so the lines
// it spares cannot hold the check.
func TestChecklistKeywords(t *testing.T) {
	for _, c := range codex.Checklist {
		if c.Keyword == "" {
			continue
		}
		name := strings.Trim(c.Keyword, `"`)
		if c.Expr == "" || len(name)+2 != len(c.Keyword) || !strings.Contains(c.Expr, name) {
			t.Errorf("%s: keyword %s is not a string its expression names", c.ID, c.Keyword)
		}
	}
}
