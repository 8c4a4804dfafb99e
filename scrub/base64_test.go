package scrub

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestBase64Body holds base64Body's test of a payload, eight bytes at a
// time, to one byte at a time: payloads of every length up to a few
// words, with a data URL's prefix or padding or neither, each byte of the
// alphabets, line breaks, and one byte outside them anywhere.
func TestBase64Body(t *testing.T) {
	const alphabet = alnum + "+/-_\n\r"
	rng := rand.New(rand.NewPCG(11, 13))
	for trial := range 4000 {
		n := rng.IntN(40)
		body := []byte(strings.Repeat("A", n))
		for i := range body {
			body[i] = alphabet[rng.IntN(len(alphabet))]
		}
		if n > 0 && trial%2 == 0 {
			body[rng.IntN(n)] = " =.\"\x00\x80é"[rng.IntN(8)]
		}
		prefix := [...]string{"", "data:image/png;base64,"}[trial%4/2]
		dec := prefix + string(body) + strings.Repeat("=", trial%3)
		payload := strings.TrimRight(dec[len(prefix):], "=")
		want := !strings.ContainsFunc(payload, func(r rune) bool { return !strings.ContainsRune(alphabet, r) })
		if _, _, ok := base64Body([]byte(dec)); ok != want {
			t.Fatalf("trial %d: %d bytes: base64 %v, want %v", trial, len(dec), ok, want)
		}
	}
}
