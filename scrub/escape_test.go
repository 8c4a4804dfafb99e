package scrub

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/transcrub/transcrub/internal/jsonstr"
)

// scanReference is unescaper.scan a byte at a time: the decoded bytes,
// the index of the closing quote, the error, and what scan notes of the
// string (high, uesc, escs).
func scanReference(line []byte, i int) (dec []byte, end int, err error, high, uesc bool, escs []int32) {
	start := i
	dec = []byte{}
	for i < len(line) {
		c := line[i]
		switch {
		case c == '"':
			return dec, i, nil, high, uesc, escs
		case c < 0x20:
			return nil, i, syntaxError(i, reasonControl), high, uesc, escs
		case c != '\\':
			high = high || c >= 0x80
			dec = append(dec, c)
			i++
			continue
		}
		if i+1 >= len(line) {
			break
		}
		escs = append(escs, int32(i-start))
		switch e := line[i+1]; e {
		case '"', '\\', '/':
			dec = append(dec, e)
		case 'b', 'f', 'n', 'r', 't':
			dec = append(dec, map[byte]byte{'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}[e])
		case 'u':
			uesc = true
			r, n := jsonstr.DecodeU(line[i:])
			if n == 0 {
				return nil, i, syntaxError(i, reasonEscape), high, uesc, escs
			}
			dec = utf8.AppendRune(dec, r)
			i += n
			continue
		default:
			return nil, i, syntaxError(i, reasonEscape), high, uesc, escs
		}
		i += 2
	}
	return nil, len(line), syntaxError(start-1, reasonUnterminated), high, uesc, escs
}

// TestUnescaperScan holds scan, which copies the runs between escapes a
// word at a time, to a byte loop: the same decoded bytes, end, error and
// notes, for strings of every length whose escapes (valid or not),
// control characters, bytes of 0x80 and more and closing quote fall at
// every offset of a word, scanned one after another with one unescaper,
// as the walker does.
func TestUnescaperScan(t *testing.T) {
	pieces := []string{"a", "b", " ", "é", "\xff", "\x80", `\n`, `\"`, `\\`, `\/`, `\t`, `\u00e9`, `\ud83d\ude00`,
		`\ud83d`, `\u12`, `\x`, "\n", "\x1f", `"`, `\`}
	rng := rand.New(rand.NewPCG(11, 12))
	var u unescaper
	differ := map[string]bool{}
	for trial := range 40000 {
		var line []byte
		for range rng.IntN(24) {
			p := pieces[rng.IntN(len(pieces))]
			if rng.IntN(3) > 0 { // mostly plain runs of any length
				p = string(bytes.Repeat([]byte("xyz"[rng.IntN(3):][:1]), rng.IntN(40)))
			}
			line = append(line, p...)
		}
		if rng.IntN(4) > 0 {
			line = append(line, '"')
		}
		i := rng.IntN(min(len(line), 3) + 1)
		dec, end, err := u.scan(line, i)
		want, wantEnd, wantErr, high, uesc, escs := scanReference(line, i)
		got := fmt.Sprint(dec, end, err, u.high, u.uesc, slices.Clip(u.escs))
		if err != nil {
			got = fmt.Sprint([]byte(nil), end, err, high, uesc, escs) // the notes of a rejected string are not used
		}
		if wantStr := fmt.Sprint(want, wantEnd, wantErr, high, uesc, escs); got != wantStr {
			t.Fatalf("trial %d, %q from %d:\n got %s\nwant %s", trial, line, i, got, wantStr)
		}
		var se *SyntaxError
		switch {
		case errors.As(err, &se):
			differ[se.Reason] = true
		case bytes.IndexByte(line[i:end], '\\') >= 0:
			differ["escaped"] = true
		}
	}
	if len(differ) < 4 {
		t.Fatalf("the trials reached only %v", differ)
	}
}
