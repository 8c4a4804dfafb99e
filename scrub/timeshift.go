package scrub

import (
	"encoding/binary"
	"time"
)

// A run's time shift. Timestamps in a bundle keep their format, their
// order and the intervals between them, but every one is moved by the
// same offset, keyed by the salt: between one and six years back, plus a
// part of a day down to the second, so that neither the dates, nor the
// time of day, nor (with local times moved to UTC) the time zone of the
// source survive, while a run with the same salt moves them alike. A
// whole number of seconds moves a time written to the second (a Unix time,
// a file name's) as exactly as one written to the millisecond: the
// intervals and the order of times of any precision from seconds down
// stay as they were.
const (
	minShiftDays  = 365
	shiftDaysSpan = 5 * 365
)

// TimeOffset returns the run's time shift, a negative duration keyed by
// the salt.
func (p *Pseudonymizer) TimeOffset() time.Duration {
	k := p.timeKey
	days := minShiftDays + binary.LittleEndian.Uint32(k[:4])%shiftDaysSpan
	sec := binary.LittleEndian.Uint32(k[4:8]) % uint32(24*time.Hour/time.Second)
	return -(time.Duration(days)*24*time.Hour + time.Duration(sec)*time.Second)
}

// ShiftTime returns t moved by the run's time shift, in UTC.
func (p *Pseudonymizer) ShiftTime(t time.Time) time.Time {
	return t.Add(p.TimeOffset()).UTC()
}
