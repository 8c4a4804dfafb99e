package scrub

import (
	"strconv"
	"time"
)

// This file shifts timestamps, at the positions the schema calls
// timestamps (transcript.SchemaSpec.TimeKeys), by the run's time shift
// (timeshift.go), keeping their written form: an RFC 3339 date-time
// YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM), with its separator ('T', 't'
// or ' ') and as many fraction digits as written, or a date YYYY-MM-DD.
// The shift is whole seconds (timeshift.go), so the intervals between
// timestamps written to the second or finer stay exact; a date, cut to the
// day, is off by less than one. The shifted
// time is UTC: a 'Z' stays as written, an offset becomes "+00:00", of the
// same length, so no time zone survives. A string of any other form is
// not a timestamp and is scrubbed as a string.

// Bounds of ShiftEpoch: the Unix times, in seconds and in milliseconds,
// it shifts (from 2001 on).
const (
	minEpochSeconds = 1_000_000_000
	minEpochMillis  = 100_000_000_000
	maxEpochDigits  = 18
)

// ShiftEpoch appends to dst the number n, a Unix time at a timestamp
// position (Codex's started_at), moved by the run's time shift: seconds,
// or milliseconds from minEpochMillis on, the shift cut to the unit, so
// intervals stay exact. A number that is no integer, or before 2001 as
// seconds (a duration, a count), is appended as it is.
func (p *Pseudonymizer) ShiftEpoch(dst, n []byte) []byte {
	if len(n) > maxEpochDigits {
		return append(dst, n...)
	}
	v := int64(0)
	for _, c := range n {
		if !isDigit(c) {
			return append(dst, n...)
		}
		v = 10*v + int64(c-'0')
	}
	ms := p.TimeOffset().Milliseconds() // negative, whole milliseconds
	switch {
	case v >= minEpochMillis:
		v += ms
	case v >= minEpochSeconds:
		v += (ms - 999) / 1000 // floor
	default:
		return append(dst, n...)
	}
	return strconv.AppendInt(dst, v, 10)
}

// ShiftTimestamp appends to dst the timestamp ts moved by the run's time
// shift, in ts's written form (see above), and reports whether ts is a
// timestamp; if not, dst is returned as it was.
func (p *Pseudonymizer) ShiftTimestamp(dst, ts []byte) ([]byte, bool) {
	t, frac, ok := parseStamp(ts)
	if !ok {
		return dst, false
	}
	u := p.ShiftTime(t)
	if u.Year() < 1 || u.Year() > 9999 {
		return dst, false
	}
	n := len(dst)
	dst = append(dst, ts...)
	out := dst[n:]
	putDigits(out[0:4], u.Year())
	putDigits(out[5:7], int(u.Month()))
	putDigits(out[8:10], u.Day())
	if len(ts) == len("2006-01-02") {
		return dst, true
	}
	putDigits(out[11:13], u.Hour())
	putDigits(out[14:16], u.Minute())
	putDigits(out[17:19], u.Second())
	if frac > 0 {
		ns := u.Nanosecond()
		for range 9 - frac {
			ns /= 10
		}
		putDigits(out[20:20+frac], ns)
	}
	if zone := out[len("2006-01-02T15:04:05")+fracLen(frac):]; len(zone) == len("+00:00") {
		copy(zone, "+00:00")
	}
	return dst, true
}

// shifted reports whether v, a string of an output line, is a timestamp
// at a timestamp position: a time the run's shift made, not content, so
// Residual does not look in it (a source date elsewhere in the line could
// be its shifted date by chance).
func shifted(v *strVal) bool {
	if v.shape != shapeTime {
		return false
	}
	_, ok := readStamp(v.dec)
	return ok
}

// fracLen is the written length of frac fraction digits, the dot included.
func fracLen(frac int) int {
	if frac == 0 {
		return 0
	}
	return frac + 1
}

// parseStamp parses a timestamp of the form above and returns it with
// the number of its fraction digits.
func parseStamp(ts []byte) (time.Time, int, bool) {
	st, ok := readStamp(ts)
	if !ok {
		return time.Time{}, 0, false
	}
	t := time.Date(st.year, time.Month(st.month), st.day, st.hour, st.minute, st.sec, st.ns, time.UTC)
	return t.Add(-time.Duration(st.off) * time.Second), st.frac, true
}

// stamp is what a timestamp writes: its fields, its fraction's digits
// and its zone's offset east of UTC in seconds.
type stamp struct {
	year, month, day, hour, minute, sec, ns int
	frac, off                               int
}

// readStamp reads a timestamp of the form above, whose fields name a time
// (a month of 1 to 12, a day of that month, a time of day up to 23:59:59:
// no leap second), without making it: the check's look at a shifted one
// (see shifted) needs no more.
func readStamp(ts []byte) (stamp, bool) {
	var st stamp
	date := len(ts) == len("2006-01-02")
	if len(ts) < len("2006-01-02T15:04:05Z") && !date || ts[4] != '-' || ts[7] != '-' {
		return st, false
	}
	num := func(i, n int) (int, bool) {
		v := 0
		for _, c := range ts[i : i+n] {
			if !isDigit(c) {
				return 0, false
			}
			v = 10*v + int(c-'0')
		}
		return v, true
	}
	var ok1, ok2, ok3 bool
	st.year, ok1 = num(0, 4)
	st.month, ok2 = num(5, 2)
	st.day, ok3 = num(8, 2)
	if !ok1 || !ok2 || !ok3 || st.month < 1 || st.month > 12 || st.day < 1 || st.day > daysIn(st.month, st.year) {
		return st, false
	}
	if date {
		return st, true
	}
	if c := ts[10]; c != 'T' && c != 't' && c != ' ' || ts[13] != ':' || ts[16] != ':' {
		return st, false
	}
	var ok4, ok5, ok6 bool
	st.hour, ok4 = num(11, 2)
	st.minute, ok5 = num(14, 2)
	st.sec, ok6 = num(17, 2)
	if !ok4 || !ok5 || !ok6 || st.hour > 23 || st.minute > 59 || st.sec > 59 {
		return st, false
	}
	i := 19
	if ts[i] == '.' {
		for i++; i < len(ts) && isDigit(ts[i]); i++ {
			st.frac++
		}
		if st.frac == 0 || st.frac > 9 {
			return st, false
		}
		st.ns, _ = num(20, st.frac)
		for range 9 - st.frac {
			st.ns *= 10
		}
	}
	var ok bool
	st.off, ok = parseZone(ts[i:])
	return st, ok
}

// daysIn is the number of days of month in year, in the proleptic
// Gregorian calendar (time's).
func daysIn(month, year int) int {
	switch {
	case month == 2 && year%4 == 0 && (year%100 != 0 || year%400 == 0):
		return 29
	case month == 2:
		return 28
	case month == 4 || month == 6 || month == 9 || month == 11:
		return 30
	}
	return 31
}

// parseZone parses the zone of a timestamp, Z, z or ±HH:MM, into its
// offset east of UTC in seconds.
func parseZone(z []byte) (int, bool) {
	if len(z) == 1 && (z[0] == 'Z' || z[0] == 'z') {
		return 0, true
	}
	if len(z) != len("+00:00") || z[0] != '+' && z[0] != '-' || z[3] != ':' {
		return 0, false
	}
	h, m := 0, 0
	for _, c := range z[1:3] {
		if !isDigit(c) {
			return 0, false
		}
		h = 10*h + int(c-'0')
	}
	for _, c := range z[4:6] {
		if !isDigit(c) {
			return 0, false
		}
		m = 10*m + int(c-'0')
	}
	if h > 23 || m > 59 {
		return 0, false
	}
	off := h*3600 + m*60
	if z[0] == '-' {
		off = -off
	}
	return off, true
}

// putDigits writes v into out as len(out) decimal digits, zero-padded.
func putDigits(out []byte, v int) {
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = byte('0' + v%10)
		v /= 10
	}
}
