package scrub

import (
	"testing"
	"time"
)

func TestTimeOffset(t *testing.T) {
	a := NewPseudonymizer([]byte("salt a"))
	if a.TimeOffset() != NewPseudonymizer([]byte("salt a")).TimeOffset() {
		t.Fatal("the same salt gave two time shifts")
	}
	if a.TimeOffset() == NewPseudonymizer([]byte("salt b")).TimeOffset() {
		t.Fatal("two salts gave the same time shift")
	}
	if a.Avoiding(func([]byte) bool { return false }).TimeOffset() != a.TimeOffset() {
		t.Fatal("Avoiding changed the time shift")
	}
	for i := range 200 {
		d := -NewPseudonymizer([]byte{byte(i), byte(i >> 8)}).TimeOffset()
		if d < minShiftDays*24*time.Hour || d >= (minShiftDays+shiftDaysSpan+1)*24*time.Hour || d%time.Second != 0 {
			t.Fatalf("salt %d: shift %v out of range", i, d)
		}
	}
	t0 := time.Date(2026, 3, 29, 1, 30, 0, 123e6, time.FixedZone("CEST", 2*3600))
	t1 := t0.Add(90 * time.Minute)
	s0, s1 := a.ShiftTime(t0), a.ShiftTime(t1)
	if s1.Sub(s0) != 90*time.Minute || s0.Location() != time.UTC || !s0.Before(t0) {
		t.Fatalf("ShiftTime does not keep intervals in UTC: %v %v", s0, s1)
	}
}
