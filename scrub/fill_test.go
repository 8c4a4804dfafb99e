package scrub

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// longLines returns n text lines whose strings are long, random and
// distinct: content no compressor can shrink much.
func longLines(n int) [][]byte {
	r := rand.New(rand.NewPCG(1, 2))
	lines := make([][]byte, n)
	for i := range lines {
		text := make([]byte, 2000+r.IntN(3000))
		for j := range text {
			text[j] = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,"[r.IntN(65)]
		}
		lines[i] = fmt.Appendf(nil, `{"role":"user","message":{"content":[{"type":"text","text":"%s"}]}}`, text)
	}
	return lines
}

// TestFillerCompresses: scrubbed text compresses far better than the
// source it replaces, so that a bundle is not several times larger than
// its source (the filler of long strings repeats the run's pad).
func TestFillerCompresses(t *testing.T) {
	var src, out []byte
	s := newTestScrubber()
	for _, l := range longLines(200) {
		src = append(append(src, l...), '\n')
		var err error
		if out, err = s.Line(out, l, nil); err != nil {
			t.Fatal(err)
		}
		out = append(out, '\n')
	}
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedDefault))
	if err != nil {
		t.Fatal(err)
	}
	zs, zo := len(enc.EncodeAll(src, nil)), len(enc.EncodeAll(out, nil))
	if zo*5 > zs {
		t.Errorf("scrubbed output compresses to %d bytes, source to %d: want at most a fifth", zo, zs)
	}
}

// TestFillerDistinct: long strings of the same length that differ get
// different replacements, even where their pad offsets meet, and each
// replacement starts with its own tag.
func TestFillerDistinct(t *testing.T) {
	s := newTestScrubber()
	seen := map[string]bool{}
	tags := map[string]bool{}
	for i := range 2000 {
		text := bytes.Repeat([]byte("x"), 64)
		binary.BigEndian.PutUint32(text, uint32(i)) // same length, different content
		out := scrub(t, s, `["`+fmt.Sprintf("%x", text)+`"]`)
		if seen[string(out)] {
			t.Fatalf("string %d: a replacement repeats", i)
		}
		seen[string(out)] = true
		tags[string(out[2:2+tagSize])] = true
	}
	if len(tags) != len(seen) {
		t.Errorf("%d tags for %d replacements", len(tags), len(seen))
	}
}

// TestPadDependsOnSalt: the pad, and so the filler of sidecars, differs
// between salts and is reproducible for one.
func TestPadDependsOnSalt(t *testing.T) {
	a, b := NewPseudonymizer([]byte("one")), NewPseudonymizer([]byte("two"))
	if bytes.Equal(a.pad, b.pad) {
		t.Error("two salts gave the same pad")
	}
	if !bytes.Equal(a.pad, NewPseudonymizer([]byte("one")).pad) {
		t.Error("one salt gave two pads")
	}
	if len(a.pad) != padSize {
		t.Errorf("pad of %d bytes, want %d", len(a.pad), padSize)
	}
}

// TestIDMemo holds the pseudonyms of ids that a filler remembers to
// those a fresh filler computes, for ids that repeat among others (more
// than idMemoSize apart too), an id longer than maxID, an empty one and
// ids of the same length.
func TestIDMemo(t *testing.T) {
	p := NewPseudonymizer(testSalt)
	f := newFiller(p)
	ids := []string{"0d3f8a1e-5b7c-4e2a-9f10-6c2b8d4e1a37", "toolu_01AbCdEfGhIjKlMnOpQrStUv", "a3f9c2e1", "",
		"session-notes", "0d3f8a1e-5b7c-4e2a-9f10-6c2b8d4e1a38", string(bytes.Repeat([]byte("x1"), maxID))}
	rng := rand.New(rand.NewPCG(5, 8))
	hits := 0
	for range 500 {
		id := []byte(ids[rng.IntN(len(ids))])
		var probe [maxID]byte
		if f.ids.get(probe[:min(len(id), maxID)], id) {
			hits++
		}
		if got, want := f.id(nil, id), newFiller(p).id(nil, id); !bytes.Equal(got, want) {
			t.Fatalf("id %d bytes long: the remembered pseudonym differs", len(id))
		}
	}
	if hits == 0 {
		t.Fatal("no id was remembered")
	}
}
