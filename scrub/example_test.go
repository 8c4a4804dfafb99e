package scrub_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/transcrub/transcrub/scrub"
)

func ExampleStructural_Line() {
	// A run uses a random salt (scrub.NewSalt); a fixed one reproduces it.
	p := scrub.NewPseudonymizer([]byte("example salt"))
	s := scrub.NewStructural(p) // one per goroutine
	line := `{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/alice/code/app/main.go","limit":200}}]}}`
	var st scrub.Stats
	out, err := s.Line(nil, []byte(line), &st)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(out))
	fmt.Println(s.Verify(out, []byte(line)))
	fmt.Printf("tool input: %d strings, %d bytes\n", st.ToolInput.Count, st.ToolInput.Bytes)
	// Output:
	// {"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/Rfvzo/7ktq/XQW/jBvr.go","limit":200}}]}}
	// <nil>
	// tool input: 1 strings, 29 bytes
}

func ExamplePseudonymizer_Segment() {
	p := scrub.NewPseudonymizer([]byte("example salt"))
	// The bundle writer names files with the pseudonyms content paths use.
	fmt.Println(p.Segment("Users-alice-code-app"))
	fmt.Println(p.Segment("alice"))
	fmt.Println(p.Segment("0b3c2a1e-1234-4abc-8def-0123456789ab.txt"))
	// Output:
	// Users-Rfvzo-7ktq-XQW
	// Rfvzo
	// 4a36a541-5169-4358-8463-fa7fb9547116.txt
}

func ExampleStructural_Sidecar() {
	s := scrub.NewStructural(scrub.NewPseudonymizer([]byte("example salt")))
	in := "ok /Users/alice/code/app/main.go\nline two\n"
	if err := s.Sidecar(os.Stdout, strings.NewReader(in), nil); err != nil {
		fmt.Println(err)
	}
	// Output:
	// izu/Users/Rfvzo/7ktq/XQW/jBvr.go
	// L2QkHBNu
}

func ExampleRedactor_Line() {
	p := scrub.NewPseudonymizer([]byte("example salt"))
	x := scrub.NewRedaction(p, scrub.RedactOptions{
		Users:  []string{"alice"},
		Rename: map[string]string{"Users-alice-app": p.Segment("Users-alice-app")},
	})
	r := x.NewRedactor() // one per goroutine
	line := `{"role":"user","message":{"content":[{"type":"text","text":"mail alice@corp.io, see /Users/alice/.cursor/projects/Users-alice-app/agent-tools/a.txt"}]}}`
	var st scrub.Stats
	out, err := r.Line(nil, []byte(line), &st)
	if err != nil {
		fmt.Println(err)
		return
	}
	// out holds provisional placeholders [code#id].
	fmt.Println(r.Check(out, []byte(line)))
	fmt.Printf("text: %d strings, %d bytes; renamed %d\n", st.Text.Count, st.Text.Bytes, st.Paths.Count)
	// After every file: number the placeholders in bundle order, rewrite.
	numbers := map[scrub.PlaceholderRef]int{}
	next := map[string]int{}
	for _, ref := range r.TakeIDs() {
		next[ref.Label]++
		numbers[ref] = next[ref.Label]
	}
	final := x.Renumber(nil, out, func(label, id []byte) (int, bool) {
		n, ok := numbers[scrub.PlaceholderRef{Label: string(label), ID: string(id)}]
		return n, ok
	})
	fmt.Println(string(final)) // and r.Counts() for the manifest: matches per rule id
	// Output:
	// <nil>
	// text: 1 strings, 18 bytes; renamed 1
	// {"role":"user","message":{"content":[{"type":"text","text":"mail [EMAIL:1], see /Users/[USER:1]/.cursor/projects/Users-Rfvzo-XQW/agent-tools/a.txt"}]}}
}
