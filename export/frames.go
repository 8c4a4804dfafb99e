package export

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/transcrub/transcrub/transcript"
)

// FrameRange keeps a range of frames of a top-level transcript; see
// transcript.Window.
type FrameRange = transcript.Window

// ParseFrameRange reads "A:B", "A:" or ":B".
func ParseFrameRange(s string) (FrameRange, error) {
	a, b, ok := strings.Cut(s, ":")
	if !ok {
		return FrameRange{}, fmt.Errorf("frame range %q: want A:B, A: or :B", s)
	}
	r := FrameRange{To: -1}
	var err error
	if a != "" {
		if r.From, err = strconv.Atoi(a); err != nil || r.From < 0 {
			return FrameRange{}, fmt.Errorf("frame range %q: A must be a whole number", s)
		}
	}
	if b != "" {
		if r.To, err = strconv.Atoi(b); err != nil || r.To < r.From {
			return FrameRange{}, fmt.Errorf("frame range %q: B must be a whole number not below A", s)
		}
	}
	return r, nil
}
