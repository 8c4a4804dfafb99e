package rules

import "strings"

// This file reads git's word diff (git diff --word-diff, git log -p
// --word-diff, git show --word-diff) as the file before and the file
// after. Its lines write a changed word in place, the word removed in
// "[-…-]" and the word added in "{+…+}" ("password = [-old-]{+new+}"),
// and a context that reads a value up to a bracket or a brace finds
// neither. So Find also looks in the two views such a text makes: the
// text before, each removed run without its marks and each added run
// left out, and the text after, the other way round; and reports what it
// finds there at the text's own offsets.

// mappedView is a view of a text with, for each of its bytes and one past
// its end, the offset in the text it stands for. In a view of one byte
// for one (oneByte), a match ends one past the text's byte that its last
// byte stands for.
type mappedView struct {
	text    string
	at      []int32
	oneByte bool
}

// span returns the text's offsets of the view's match view[start:end].
func (v mappedView) span(start, end int) (int, int) {
	if v.oneByte && end > start {
		return int(v.at[start]), int(v.at[end-1]) + 1
	}
	return int(v.at[start]), int(v.at[end])
}

// wordDiffRun is a run of a word diff, text[start:end] with its marks,
// of the kind its mark gives: '-' removed, '+' added.
type wordDiffRun struct {
	start, end int
	mark       byte
}

// wordDiffViews returns the views before and after of text's word-diff
// runs, or nil if text holds none, as most do. A run opens and closes on
// one line and holds a byte between its marks.
func wordDiffViews(text string) []mappedView {
	if !strings.Contains(text, "[-") && !strings.Contains(text, "{+") {
		return nil // most texts: two scans for pairs that prose seldom writes
	}
	runs := wordDiffRuns(text)
	if len(runs) == 0 {
		return nil
	}
	views := make([]mappedView, 0, 2)
	for _, keep := range [2]byte{'-', '+'} {
		view := make([]byte, 0, len(text))
		at := make([]int32, 0, len(text)+1)
		copyText := func(from, to int) {
			view = append(view, text[from:to]...)
			for i := from; i < to; i++ {
				at = append(at, int32(i))
			}
		}
		i := 0
		for _, r := range runs {
			copyText(i, r.start)
			if r.mark == keep {
				copyText(r.start+2, r.end-2)
			}
			i = r.end
		}
		copyText(i, len(text))
		views = append(views, mappedView{string(view), append(at, int32(len(text))), true})
	}
	return views
}

// wordDiffRuns returns text's word-diff runs in order: each "[-" or "{+"
// with the first "-]" or "+}" after it on its line, a byte or more
// between them. It reads each line once for its end, and once for each
// kind's closer: after an opener whose closer its line lacks, the rest of
// the line lacks it too (a one-line array of negative numbers,
// "[-0.12, 0.5], [-0.3, …]", holds many such openers).
func wordDiffRuns(text string) []wordDiffRun {
	var runs []wordDiffRun
	le := 0         // the end of the line holding text[i], once i is past 0
	var none [2]int // for each kind, the end of a line that holds no closer after an opener of it
	for i := 0; i+1 < len(text); i++ {
		var closer string
		kind := 0
		switch {
		case text[i] == '[' && text[i+1] == '-':
			closer = "-]"
		case text[i] == '{' && text[i+1] == '+':
			closer, kind = "+}", 1
		default:
			continue
		}
		if i >= le {
			le = len(text)
			if nl := strings.IndexByte(text[i:], '\n'); nl >= 0 {
				le = i + nl
			}
		}
		if i < none[kind] {
			continue // its line holds no closer after an earlier opener of the kind
		}
		k := strings.Index(text[i+2:le], closer)
		if k < 0 {
			none[kind] = le
			continue
		}
		if k > 0 {
			runs = append(runs, wordDiffRun{i, i + 2 + k + 2, text[i+1]})
			i += 2 + k + 1
		}
	}
	return runs
}
