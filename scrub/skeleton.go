package scrub

import "sync"

// Skeleton appends to dst the canonical skeleton of line: compact JSON with
// the same key order, duplicate keys, value types and array lengths, in
// which kept keys and kept structural values appear decoded, a name
// outside a block that is not kept is as many '*' as its decoded bytes
// (see disc.go), every other string and key is "*", and every number is
// 0. It knows no identity terms (see Structural.SetIdentity). Scrubbing preserves it:
// verification compares Skeleton(src) with Skeleton(out). Errors are those
// of Structural.Line. Skeleton is safe for concurrent use.
func Skeleton(dst, line []byte) ([]byte, error) {
	w, _ := skeletonWalkers.Get().(*walker)
	if w == nil {
		w = &walker{h: skeletonHandler{}, zeroNum: true}
		w.setSchema(defaultSchema)
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

// stars are what skeletonHandler writes a name that is not kept with.
const stars = "****************************************************************"

// skeletonHandler writes kept strings decoded and the others as "*" (a
// name outside a block as stars).
type skeletonHandler struct{}

func (skeletonHandler) str(dst []byte, v strVal) ([]byte, int) { return skeletonStr(dst, &v), -1 }

// skeletonStr appends skeletonHandler's form of v to dst; the handlers
// that write skeletons beside their output (residual, Structural) call it
// with the string they were handed.
func skeletonStr(dst []byte, v *strVal) []byte {
	if v.name && !v.keep {
		dst = append(dst, '"')
		for n := len(v.dec); n > 0; n -= min(n, len(stars)) {
			dst = append(dst, stars[:min(n, len(stars))]...)
		}
		return append(dst, '"')
	}
	if !v.keep {
		return append(dst, `"*"`...)
	}
	dst = append(dst, '"')
	dst = append(dst, v.dec...) // identifier-like: nothing to escape
	return append(dst, '"')
}

func (skeletonHandler) settle(w *walker, p *pendName, dec []byte, keep bool) int {
	if keep {
		keepName(w.out, p.out, dec)
	}
	return -1
}
