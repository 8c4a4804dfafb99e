package scrub

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// TestReadStampRanges holds readStamp, which tells a time from its
// fields' ranges, to time.Date, which normalizes a field out of range (a
// 30 February, a 24th hour, a leap second): the fields name a time when
// time.Date gives them back. Years, months and days are drawn around
// the edges (leap years, centuries, months of 30 days).
func TestReadStampRanges(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	years := []int{0, 1, 4, 100, 1900, 1999, 2000, 2001, 2023, 2024, 2100, 2400, 9996, 9999}
	rejected := 0
	for range 20000 {
		y, mo, d := years[rng.IntN(len(years))], rng.IntN(14), 27+rng.IntN(6)
		if rng.IntN(3) == 0 {
			d = rng.IntN(33)
		}
		h, mi, s := rng.IntN(25), rng.IntN(61), 55+rng.IntN(6)
		for _, f := range []struct {
			ts      string
			ns, off int // the fraction and the zone ts writes
			date    bool
		}{
			{fmt.Sprintf("%04d-%02d-%02d", y, mo, d), 0, 0, true},
			{fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02dZ", y, mo, d, h, mi, s), 0, 0, false},
			{fmt.Sprintf("%04d-%02d-%02d %02d:%02d:%02d.125+02:00", y, mo, d, h, mi, s), 125e6, 7200, false},
		} {
			hh, mm, ss := h, mi, s
			if f.date {
				hh, mm, ss = 0, 0, 0
			}
			tm := time.Date(y, time.Month(mo), d, hh, mm, ss, f.ns, time.UTC)
			want := tm.Year() == y && int(tm.Month()) == mo && tm.Day() == d && tm.Hour() == hh && tm.Minute() == mm && tm.Second() == ss
			if _, got := readStamp([]byte(f.ts)); got != want {
				t.Fatalf("%s: readStamp says %v, time.Date %v", f.ts, got, want)
			}
			got, _, ok := parseStamp([]byte(f.ts))
			if ok != want || ok && !got.Equal(tm.Add(-time.Duration(f.off)*time.Second)) {
				t.Fatalf("%s: parseStamp gives %v %v", f.ts, got, ok)
			}
			if !want {
				rejected++
			}
		}
	}
	if rejected < 1000 {
		t.Fatalf("only %d stamps out of range: the test checks too little", rejected)
	}
}
