package scrub

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript/claudecode"
)

func TestSkeleton(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"ls -la","timeout":30.5,"bg":false,"x":null}}]}}`,
			`{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"*","timeout":0,"bg":false,"x":null}}]}}`},
		{`{"type":"turn_ended","status":"error","error":"boom"}`,
			`{"type":"turn_ended","status":"error","error":"*"}`},
		{`{"r\u006fle":"us\u0065r","role":"a b","a b":1,"a":[1,"x",[]],"a":{}}`,
			`{"role":"user","role":"*","*":0,"a":[0,"*",[]],"a":{}}`},
		{` [ "x" , 1 ] `, `["*",0]`},
	} {
		got, err := Skeleton([]byte("p:"), []byte(c.line))
		if err != nil || string(got) != "p:"+c.want {
			t.Errorf("Skeleton(%s)\n got %s, %v\nwant p:%s", c.line, got, err, c.want)
		}
	}
	if got, err := Skeleton([]byte("p:"), []byte(`{"a":`)); err == nil || string(got) != "p:" {
		t.Errorf("Skeleton of an invalid line: %q, %v", got, err)
	}
}

func TestVerify(t *testing.T) {
	s := newTestScrubber()
	src := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"short"},{"type":"text","text":"the first long one"}]},"n":1}`)
	out := scrub(t, s, string(src))
	if err := s.Verify(out, src); err != nil {
		t.Fatalf("Verify of a scrubbed line: %v", err)
	}
	// The output is the source: the first string worth looking for is
	// reported ("short" has too little content to be looked for).
	var re *ResidualError
	if err := s.Verify(src, src); !errors.As(err, &re) || re.Offset != bytes.Index(src, []byte(`"the first`)) {
		t.Errorf("unscrubbed output: got %v", err)
	}
	if err := s.Residual(src, src); !errors.As(err, &re) {
		t.Errorf("Residual of unscrubbed output: got %v", err)
	}
	// One source string copied into another output string.
	src2 := []byte(`{"a":"the first long one","b":"zzzzzzzzzzzzzzzzzzzzzzzzzz"}`)
	out2 := scrub(t, s, string(src2))
	cut := bytes.LastIndex(out2, []byte(`"b":"`)) + 5
	leak := append(out2[:cut:cut], `zz the first long one zzzz"}`...)
	if err := s.Verify(leak, src2); !errors.As(err, &re) || re.Offset != 5 {
		t.Errorf("leaked string: got %v", err)
	}
	// A different skeleton.
	if err := s.Verify(bytes.Replace(out, []byte(`"n":1`), []byte(`"n":"1"`), 1), src); !errors.Is(err, ErrSkeleton) {
		t.Errorf("different skeleton: got %v", err)
	}
	if err := s.Verify([]byte(`{`), src); !errors.Is(err, ErrSyntax) {
		t.Errorf("invalid output: got %v", err)
	}
	if strings.Contains((&ResidualError{Offset: 3}).Error(), "first") {
		t.Errorf("ResidualError holds content")
	}
}

// TestVerifyLast holds VerifyLast to Verify's verdicts on faithful and
// tampered outputs, and checks that it needs a preceding Line.
func TestVerifyLast(t *testing.T) {
	s := newTestScrubber()
	src := []byte(`{"role":"user","message":{"content":[{"type":"text","text":"the first long one"}]},"n":1.5,"b":[true,null,"zzzzzzzzzzzzzz"]}`)
	out := scrub(t, s, string(src))
	leak := bytes.Replace(out, out[bytes.Index(out, []byte(`"b":[`))+17:len(out)-3], []byte("x the first long one"), 1)
	for _, c := range []struct {
		name string
		out  []byte
	}{
		{"faithful", out},
		{"unscrubbed", src},
		{"leaked", leak},
		{"other skeleton", bytes.Replace(out, []byte(`"n":1.5`), []byte(`"n":"1"`), 1)},
		{"invalid", []byte(`{`)},
	} {
		want := s.Verify(c.out, src)
		if _, err := s.Line(nil, src, nil); err != nil {
			t.Fatal(err)
		}
		if got := s.VerifyLast(c.out); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: VerifyLast %v, Verify %v", c.name, got, want)
		}
		if err := s.VerifyLast(c.out); !errors.Is(err, ErrNoLine) {
			t.Errorf("%s: second VerifyLast: %v", c.name, err)
		}
	}
	if want := s.Verify(leak, src); want == nil {
		t.Errorf("the leak is not one")
	}
	if _, err := s.Line(nil, []byte(`{"a":`), nil); err == nil {
		t.Fatal("invalid line scrubbed")
	}
	if err := s.VerifyLast(out); !errors.Is(err, ErrNoLine) {
		t.Errorf("VerifyLast after a failed Line: %v", err)
	}
}

func TestResidualExemptions(t *testing.T) {
	s := newTestScrubber()
	for _, line := range []string{
		// Public words, extensions and punctuation only: kept by design.
		`{"a":"/Users/.cursor/projects/agent-tools","b":"/Users/.cursor/projects/agent-tools"}`,
		`{"a":"README.md","b":"/x/README.md"}`,
		`{"a":"\n\n\n\n\n\n\n\n","b":"---------"}`,
		// Too little content: collisions would be likely.
		`{"a":"/Users/bob","b":"/Users/bob"}`,
	} {
		if err := s.Residual([]byte(line), []byte(line)); err != nil {
			t.Errorf("exempt line of %d bytes: %v", len(line), err)
		}
	}
	// A string equal to a kept key or structural value elsewhere is looked
	// for only in scrubbed strings.
	src := `{"type":"tool_use_ok","tool_use_ok":"tool_use_ok"}`
	if err := s.Verify(scrub(t, s, src), []byte(src)); err != nil {
		t.Errorf("kept identifiers counted as residue: %v", err)
	}
}

// A scrubbed string found only inside public path words of the output,
// as "agents" in a kept subagents/, is not residue; found anywhere else,
// or inside a word that is not public, it is.
func TestResidualWithinPublicWords(t *testing.T) {
	s := newTestScrubber()
	src := []byte(`{"role":"user","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/x/subagents/y"}},{"type":"text","text":"agents"}]}}`)
	if err := s.Verify(scrub(t, s, string(src)), src); err != nil {
		t.Errorf("a source string inside a kept path word counted as residue: %v", err)
	}
	for _, c := range []struct {
		hay  string
		want bool
	}{
		{"/x/subagents/y", true},
		{"/x/subagents/y and agents", false},
		{"/x/subagentsq/y", false},
		{"/x/y", false},
	} {
		if got := WithinPublic([]byte(c.hay), []byte("agents")); got != c.want {
			t.Errorf("WithinPublic(%q) = %v, want %v", c.hay, got, c.want)
		}
	}
	if WithinPublic([]byte(strings.Repeat("subagents/", maxWithinPublic+1)), []byte("agents")) {
		t.Errorf("more than %d occurrences were excused", maxWithinPublic)
	}
}

// TestResidualIndexed checks the indexed lookup residue uses for many
// strings in a long line: a leaked string is found, and reported by the
// offset of its source string.
func TestResidualIndexed(t *testing.T) {
	s := newTestScrubber()
	var src strings.Builder
	src.WriteString(`[`)
	offs := make([]int, 6000)
	for i := range offs {
		if i > 0 {
			src.WriteByte(',')
		}
		offs[i] = src.Len()
		fmt.Fprintf(&src, `"value number %05d"`, i)
	}
	src.WriteString(`]`)
	out := scrub(t, s, src.String())
	if n := bytes.Count(out, []byte(",")); int64(n+1)*int64(len(out)) <= directLimit {
		t.Fatalf("the line is too small for the indexed lookup")
	}
	if err := s.Residual(out, []byte(src.String())); err != nil {
		t.Fatalf("scrubbed line: %v", err)
	}
	cut := bytes.LastIndexByte(out, '"')
	leak := append(append(out[:cut:cut], " value number 04321"...), out[cut:]...)
	var re *ResidualError
	if err := s.Residual(leak, []byte(src.String())); !errors.As(err, &re) || re.Offset != offs[4321] {
		t.Errorf("leaked string: got %v, want the offset of source string 4321", err)
	}
}

// TestResidueScan checks residue's one-pass search: a leaked string is
// found by the pass itself and reported by its source offset and a
// faithful line passes, also when many needles share their last grams.
func TestResidueScan(t *testing.T) {
	s := newTestScrubber()
	for _, dup := range []bool{false, true} {
		var src strings.Builder
		src.WriteString(`[`)
		offs := make([]int, 60)
		for i := range offs {
			if i > 0 {
				src.WriteByte(',')
			}
			offs[i] = src.Len()
			if dup && i < 50 {
				src.WriteString(`"the same string again"`)
			} else {
				fmt.Fprintf(&src, `"value number %05d"`, i)
			}
		}
		src.WriteString(`]`)
		out := scrub(t, s, src.String())
		if err := s.Verify(out, []byte(src.String())); err != nil {
			t.Fatalf("dup %v: scrubbed line: %v", dup, err)
		}
		if found, ok := s.res.scan(); found || !ok {
			t.Errorf("dup %v: scan of a faithful line: found %v, ok %v", dup, found, ok)
		}
		cut := bytes.LastIndexByte(out, '"')
		leak := append(append(out[:cut:cut], " value number 00055"...), out[cut:]...)
		var re *ResidualError
		if err := s.Verify(leak, []byte(src.String())); !errors.As(err, &re) || re.Offset != offs[55] {
			t.Errorf("dup %v: leaked string: got %v, want the offset of source string 55", dup, err)
		}
		if found, ok := s.res.scan(); !found || !ok {
			t.Errorf("dup %v: scan of a leak: found %v, ok %v", dup, found, ok)
		}
	}
}

// TestResidueScanStride holds scan, which steps through the haystack by
// as much as its shortest needle allows (stride), to a direct search:
// needles of every length from MinResidual on, few and many, planted at
// every offset modulo the stride, in haystacks of a small alphabet, where
// grams recur and hits fail late.
func TestResidueScanStride(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	text := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = "abc "[rng.IntN(4)]
		}
		return b
	}
	strides, found := map[int]bool{}, 0
	for trial := range 3000 {
		var r residual
		least := MinResidual + rng.IntN(2*maxStride)
		for k := range 1 + rng.IntN(2*fewNeedles) {
			n := text(least + rng.IntN(2*maxStride)*min(k, 1))
			r.needles = append(r.needles, n...)
			r.ends = append(r.ends, len(r.needles))
		}
		r.hay = text(rng.IntN(4 * shortHay))
		if rng.IntN(2) == 0 {
			k := rng.IntN(len(r.ends))
			n := r.needles[r.endOf(k):r.ends[k]]
			at := rng.IntN(len(r.hay) + 1)
			r.hay = append(r.hay[:at:at], append(n, r.hay[at:]...)...)
		}
		want, start := false, 0
		for _, end := range r.ends {
			want, start = want || bytes.Contains(r.hay, r.needles[start:end]), end
		}
		got, ok := r.scan()
		if !ok || got != want {
			t.Fatalf("trial %d (stride %d): scan found %v, ok %v; a direct search found %v", trial, r.stride(), got, ok, want)
		}
		strides[r.stride()] = true
		if want {
			found++
		}
	}
	if !strides[minStride] || !strides[maxStride] || found == 0 {
		t.Fatalf("strides %v, %d found: the trials miss a case", strides, found)
	}
}

// TestResidueFewNeedlesLongHay checks the route of a few needles in a
// haystack that is not short, which scan rules out before any direct
// search: a faithful line passes, and a string leaked into the long
// output string, however aligned, is reported by its source offset.
func TestResidueFewNeedlesLongHay(t *testing.T) {
	s := newTestScrubber()
	long := strings.Repeat("words of a long message ", 40)
	src := `{"a":"` + long + `","b":"the leaked value here"}`
	out := scrub(t, s, src)
	if err := s.Verify(out, []byte(src)); err != nil {
		t.Fatalf("scrubbed line: %v", err)
	}
	if len(s.res.ends) > fewNeedles || !s.res.scans() {
		t.Fatalf("%d needles in %d bytes: not the route of few needles in a long haystack", len(s.res.ends), len(s.res.hay))
	}
	for shift := range maxStride + 1 {
		cut := bytes.Index(out, []byte(`","b"`)) - 100 + shift
		leak := append(append(out[:cut:cut], "the leaked value here"...), out[cut+21:]...)
		var re *ResidualError
		if err := s.Verify(leak, []byte(src)); !errors.As(err, &re) || re.Offset != strings.Index(src, `"the leaked`) {
			t.Fatalf("leak at %d: got %v, want the offset of the source string", cut, err)
		}
	}
}

// TestResidueScanGivesUp crafts needles that fail late against a haystack
// full of their grams: the one-pass search must give up within its budget,
// and residue must still find the needle that does occur, by looking the
// needles up one by one.
func TestResidueScanGivesUp(t *testing.T) {
	var r residual
	for i := range 200 {
		n := bytes.Repeat([]byte("a"), 40+i)
		n[0] = 'b'
		r.needles = append(r.needles, n...)
		r.ends = append(r.ends, len(r.needles))
		r.offs = append(r.offs, i)
	}
	r.hay = append(bytes.Repeat([]byte("a"), 1<<16), 0xFF)
	if found, ok := r.scan(); ok {
		t.Fatalf("scan of crafted needles: found %v, ok %v, want it to give up", found, ok)
	}
	if err := r.residue(); err != nil {
		t.Fatalf("no needle occurs: %v", err)
	}
	r.hay = append(append(r.hay, 'b'), bytes.Repeat([]byte("a"), 45)...)
	var re *ResidualError
	if err := r.residue(); !errors.As(err, &re) || re.Offset != 0 {
		t.Fatalf("needle 0 occurs: got %v", err)
	}
}

// TestResidueBlanksLazily holds residue, which blanks the markers of the
// haystack only when a needle occurs in it as written, to a haystack
// blanked as it is built: the same verdict, for needles that markers
// hold, needles with 0xFF (which blanks could complete) and needles that
// leak, few and many.
func TestResidueBlanksLazily(t *testing.T) {
	markers := compileMarkers(claudecode.Schema.Markers)
	words := []string{"<task-notification>", "</task-notification>", "task-notification", "secretvalue",
		"\xff\xffsecret", "<command-name>", "zq", " ", "\xff"}
	rng := rand.New(rand.NewPCG(7, 9))
	pick := func(n int) []byte {
		var b []byte
		for range rng.IntN(n) {
			b = append(b, words[rng.IntN(len(words))]...)
		}
		return b
	}
	differ := 0
	for trial := range 5000 {
		lazy, eager := residual{markers: markers}, residual{markers: markers}
		for range 1 + rng.IntN(2*fewNeedles) {
			if n := pick(4); len(n) >= MinResidual {
				for _, r := range []*residual{&lazy, &eager} {
					r.needles = append(r.needles, n...)
					r.ends = append(r.ends, len(r.needles))
					r.offs = append(r.offs, len(r.ends))
				}
			}
		}
		for range rng.IntN(6) {
			s := pick(5)
			lazy.marked = append(lazy.marked, span{len(lazy.hay), len(lazy.hay) + len(s)})
			lazy.hay = append(append(lazy.hay, s...), 0xFF)
			eager.hay = append(append(eager.hay, eager.unmarked(s, 0xFF)...), 0xFF)
		}
		raw := lazy.hay
		got, want := lazy.residue(), eager.residue()
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Fatalf("trial %d: %v, want %v", trial, got, want)
		}
		if !bytes.Equal(raw, eager.hay) {
			differ++
		}
	}
	if differ == 0 {
		t.Fatal("no haystack had a marker")
	}
}
