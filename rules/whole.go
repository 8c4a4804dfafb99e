package rules

// Whole values. A secret rule's match may stop short of the token it is
// part of: a vendor regexp ends its value class at '-' or '.', a length
// bound cuts a longer token, a prefix before the part a rule knows is
// left. Whatever survives beside the placeholder is a part of the secret,
// so every match of a secret rule is widened to the whole token holding
// it: forward over the bytes of tokens (letters, digits and - _ . + / = ~
// %), backward over letters, digits and - _ . + (not '=', '/' or ':',
// which end the name or path before a value, but over a ':' after a
// base64 value's padding, which no name ends in: Tableau's personal
// access token secret, base64==:alnum), at most maxWiden bytes each way,
// which keeps the work linear. A trailing full stop or
// ellipsis is left out: it ends a sentence. Context rules delimit their values by their
// grammar and are not widened.

// maxWiden bounds the bytes a match is widened by on each side.
const maxWiden = 512

// wholeToken returns the bounds of the token holding text[start:end].
func wholeToken(text string, start, end int) (int, int) {
	for lo := max(0, start-maxWiden); start > lo; {
		if isTokenHead(text[start-1]) {
			start--
		} else if p := paddedBefore(text, lo, start); p < start {
			start = p
		} else {
			break
		}
	}
	for hi := min(len(text), end+maxWiden); end < hi && isTokenTail(text[end]); {
		end++
	}
	return start, withoutStop(text, start+1, end)
}

// withoutStop returns the end of text[start:end] without a full stop or
// an ellipsis that ends it: those end a sentence, while a longer run of
// dots is part of the value.
func withoutStop(text string, start, end int) int {
	dots := 0
	for end-dots > start && text[end-dots-1] == '.' {
		dots++
	}
	if dots <= 3 {
		end -= dots
	}
	return end
}

func isTokenHead(b byte) bool { return isAlnum(b) || b == '-' || b == '_' || b == '.' || b == '+' }

func isTokenTail(b byte) bool {
	return isTokenHead(b) || b == '/' || b == '=' || b == '~' || b == '%'
}

// paddedBefore returns where the padding starts of a base64 value that
// ends with "=:" or "==:" before text[start], past lo, if a token's byte
// precedes it; else start.
func paddedBefore(text string, lo, start int) int {
	p := start - 1
	if p <= lo || text[p] != ':' || text[p-1] != '=' {
		return start
	}
	p--
	if p > lo && text[p-1] == '=' {
		p--
	}
	if p <= lo || !isTokenHead(text[p-1]) {
		return start
	}
	return p
}
