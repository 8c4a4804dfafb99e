package scrub

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/transcrub/transcrub/transcript/claudecode"
	"github.com/transcrub/transcrub/transcript/codex"
)

// memoKeys are keys of every class: schema keys, token-like keys, a
// path, an identity term, a key too long to remember, the empty key and
// keys that share a memo slot (collidingKeys).
func memoKeys(t *testing.T) []string {
	keys := append([]string{"", "alicia", "alicia_home", "src/main.go", "user_48213377",
		"xQzTbWkLmPrVsNyHcDfGjRtA", strings.Repeat("k", maxMemoKey), strings.Repeat("k", maxMemoKey+1),
		"pattern", "file_path", "mcp__acme__query"}, schemaKeys...)
	return append(keys, collidingKeys(t, 0)...)
}

// collidingKeys returns two keys of one memo slot in an object at parent.
func collidingKeys(t *testing.T, parent ctx) []string {
	seen := map[uint]string{}
	for i := range 1 << 16 {
		k := fmt.Sprintf("key%d", i)
		slot := memoSlot(parent, len(k), keyWords([]byte(k)))
		if other, ok := seen[slot]; ok {
			return []string{other, k}
		}
		seen[slot] = k
	}
	t.Fatal("no two keys share a memo slot")
	return nil
}

// TestKeyMemo: what the memo returns for a key is what keyChild and
// keyClass make of it, at every position of each schema, and for a value
// what classify and classifyDisc make of it: seen for the first time or
// again, after others of the same slot, and after the schema or the
// identity changed since the memo saw it.
func TestKeyMemo(t *testing.T) {
	w := &walker{h: nopHandler{}}
	// Each step changes the schema or the identity alone.
	steps := []struct {
		name   string
		change func()
	}{
		{"cursor", func() { w.setSchema(defaultSchema) }},
		{"claude-code", func() { w.setSchema(claudecode.Format.Schema()) }},
		{"claude-code with identity", func() { w.setIdentity(identityTerms{"alicia"}) }},
		{"codex with identity", func() { w.setSchema(codex.Format.Schema()) }},
		{"codex", func() { w.setIdentity(nil) }},
	}
	keys := memoKeys(t)
	for p := range 1 << 10 {
		for _, k := range keys {
			for _, step := range steps {
				step.change()
				if p >= len(w.pos) {
					continue
				}
				for round := range 2 {
					slot, class := w.keyMeaning(ctx(p), []byte(k))
					if want, wantClass := w.keyChild(ctx(p), []byte(k)), w.keyClass(ctx(p), []byte(k)); slot != want || class != wantClass {
						t.Fatalf("%s, round %d: key %q at %d: memo says %v %+v, not %v %+v",
							step.name, round, k, p, slot, class, want, wantClass)
					}
					if p > 0 {
						continue
					}
					for _, disc := range []bool{false, true} {
						got, want := strVal{dec: []byte(k)}, strVal{dec: []byte(k)}
						w.classifyValue(&got, disc)
						if disc {
							w.classifyDisc(&want)
						} else {
							want.classify(valueChars)
						}
						if got.keep != want.keep || got.guard != want.guard || got.token != want.token || got.term != want.term {
							t.Fatalf("%s, round %d: value %q (discriminator %v): memo says %+v, not %+v", step.name, round, k, disc, got, want)
						}
					}
				}
			}
		}
	}
}

// TestKeyMemoSchema: the memo outlives a setSchema of the schema it was
// filled under (the next file of a corpus), not one of another.
func TestKeyMemoSchema(t *testing.T) {
	w := &walker{h: nopHandler{}}
	w.setSchema(claudecode.Format.Schema())
	key := []byte("sessionId")
	w.keyMeaning(w.root, key)
	w.setSchema(claudecode.Format.Schema())
	if _, ok := w.memo(w.root, key); !ok {
		t.Error("the same schema again cleared the memo")
	}
	w.setSchema(codex.Format.Schema())
	if _, ok := w.memo(w.root, key); ok {
		t.Error("another schema kept the memo")
	}
}

// TestKeyMemoShared: a Structural's walk of its output looks its keys
// up in the memo its walk of the line filled, and a schema change
// empties that memo for both walks.
func TestKeyMemoShared(t *testing.T) {
	s := NewStructural(NewPseudonymizer([]byte("shared memo salt")))
	s.SetSchema(claudecode.Format.Schema())
	if _, err := s.Line(nil, []byte(`{"sessionId":"x"}`), nil); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.rw.memo(s.rw.root, []byte("sessionId")); !ok {
		t.Error("the output's walk has not the key the line's walk met")
	}
	s.SetSchema(codex.Format.Schema())
	if _, ok := s.w.memo(s.w.root, []byte("sessionId")); ok {
		t.Error("another schema kept the line walk's memo")
	}
}

// TestKeyMemoIdentity: a key an identity term names is kept until the
// scrubber is told the term, then scrubbed, though the memo has seen it.
func TestKeyMemoIdentity(t *testing.T) {
	s := newTestScrubber()
	line := []byte(toolOf("Task", `{"alicia":"x"}`))
	out, err := s.Line(nil, line, nil)
	if err != nil || !bytes.Contains(out, []byte(`"alicia"`)) {
		t.Fatalf("before the identity: err %v, key kept %v", err, bytes.Contains(out, []byte(`"alicia"`)))
	}
	s.SetIdentity(identityTerms{"alicia"})
	out, err = s.Line(nil, line, nil)
	if err != nil {
		t.Fatal(err)
	}
	assertNoCanary(t, "key", out, "alicia")
	if err := s.VerifyLast(out); err != nil {
		t.Errorf("VerifyLast: %v", err)
	}
}

// TestKeyWords: a key's words are its bytes alone, whether the bytes
// after it in its buffer are read and masked off or not there to read.
func TestKeyWords(t *testing.T) {
	buf := []byte("type_of_a_long_key\":\"value")
	for n := range 19 {
		if got, want := keyWords(buf[:n]), keyWords(buf[:n:n]); got != want {
			t.Errorf("key of %d bytes: words %x with bytes after it, %x without", n, got, want)
		}
		if n <= 16 && n > 0 && keyWords(buf[:n]) == keyWords(append([]byte(nil), buf[1:n+1]...)) {
			t.Errorf("keys of %d bytes at offsets 0 and 1 have the same words", n)
		}
	}
}

// TestKeyOrder: a walk that guesses its keys from the order it saw them
// in writes what a fresh scrubber writes, whatever the order and the
// written form of the keys after it (escaped, longer, shorter, another
// key in the expected one's place, the same key in another object); and
// once it has seen a line, it guesses every key of the same line again.
func TestKeyOrder(t *testing.T) {
	sch := claudecode.Format.Schema()
	base := `{"parentUuid":null,"isSidechain":false,"type":"user","message":{"role":"user","content":"synthetic"},"uuid":"u-1","sessionId":"s"}`
	lines := []string{
		base, base,
		`{"parentUuid":null,"isSidechain":false,"\u0074ype":"user","message":{"role":"user","content":"synthetic"},"uuid":"u-1"}`,
		`{"parentUuid":null,"isSidechain":false,"typeX":"user","message":{"content":"synthetic","role":"user"},"uuid":"u-1"}`,
		`{"parentUuid":null,"isSidechain":false,"typ":"user","message":{"parentUuid":"x","role":"user"}}`,
		`{"isSidechain":false,"parentUuid":null,"type":"user","` + strings.Repeat("k", maxMemoKey+1) + `":1,"uuid":"u-1"}`,
		`{"parentUuid":null,"isSidechain":false,"type":"us\"er","sessionId":"s","uuid":"u-1"}`,
		`{"parentUuid":null,"isSidechain" :false, "type":"user","message":{"role":"user","content":"synthetic"},"uuid":"u-1","sessionId":"s"}`,
		base,
	}
	p := NewPseudonymizer([]byte("key order salt"))
	s := NewStructural(p)
	s.SetSchema(sch)
	for i, l := range lines {
		fresh := NewStructural(p)
		fresh.SetSchema(sch)
		want, err := fresh.Line(nil, []byte(l), nil)
		if err != nil {
			t.Fatalf("line %d: %v", i, err)
		}
		got, err := s.Line(nil, []byte(l), nil)
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("line %d: the walk with the key order wrote %q (%v), a fresh one %q", i, got, err, want)
		}
		if err := s.VerifyLast(got); err != nil {
			t.Fatalf("line %d: VerifyLast: %v", i, err)
		}
	}
	// The last line is the first: every key of it is the one expected.
	w := &s.w
	prev := uint16(0)
	for _, k := range []string{"parentUuid", "isSidechain", "type", "message", "uuid", "sessionId"} {
		line := []byte(`"` + k + `":`)
		e, next, end := w.expectedKey(line, 1, w.root, prev)
		if e == nil || end != len(k)+1 {
			t.Fatalf("key %q after entry %d was not the one expected", k, prev)
		}
		prev = next
	}
}
