package scrub

import "sync"

// Skeleton appends to dst the canonical skeleton of line: compact JSON with
// the same key order, duplicate keys, value types and array lengths, in
// which kept keys and kept structural values appear decoded, every other
// string and key is "*", and every number is 0. Scrubbing preserves it:
// verification compares Skeleton(src) with Skeleton(out). Errors are those
// of Structural.Line. Skeleton is safe for concurrent use.
func Skeleton(dst, line []byte) ([]byte, error) {
	w, _ := skeletonWalkers.Get().(*walker)
	if w == nil {
		w = &walker{h: skeletonHandler{}, zeroNum: true}
	}
	defer skeletonWalkers.Put(w)
	n := len(dst)
	w.out = dst
	err := w.walk(line)
	out := w.out
	w.out = nil
	if err != nil {
		return out[:n], err
	}
	return out, nil
}

var skeletonWalkers sync.Pool

// skeletonHandler writes kept strings decoded and the others as "*".
type skeletonHandler struct{}

func (skeletonHandler) str(dst []byte, v strVal) ([]byte, int) {
	if !v.keep {
		return append(dst, `"*"`...), -1
	}
	dst = append(dst, '"')
	dst = append(dst, v.dec...) // identifier-like: nothing to escape
	return append(dst, '"'), -1
}
