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
	// {"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/Users/eTz0v/IOOs/Hyy/g3hf.go","limit":200}}]}}
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
	// Users-HWa5trdL72dFSn
	// eTz0v
	// 1a7e2992-42a3-1ae1-87e3-23263994b338.txt
}

func ExampleStructural_Sidecar() {
	s := scrub.NewStructural(scrub.NewPseudonymizer([]byte("example salt")))
	in := "ok /Users/alice/code/app/main.go\nline two\n"
	if err := s.Sidecar(os.Stdout, strings.NewReader(in), nil); err != nil {
		fmt.Println(err)
	}
	// Output:
	// vVx/Users/eTz0v/IOOs/Hyy/g3hf.go
	// LRgOG7UR
}
