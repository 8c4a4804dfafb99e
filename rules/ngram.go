package rules

import (
	_ "embed"
)

// ngramCost is a letter trigram model of English words and Go identifiers
// (built by rules/internal/ngramgen; see there for the command): for each
// two letters before (or the word boundary) and the next letter (or the
// boundary), the cost -log2 P(next | two before) in sixteenths of a bit.
//
//go:embed ngram.bin
var ngramCost string

// ngramBoundary is the model's index of the word boundary; letters are
// 0 to 25.
const ngramBoundary = 26

// wordCost returns the mean cost, in bits per letter, of reading the
// letters of s as words: s split at every non-letter and at camelCase humps
// (see runEnd), each run costed from a word boundary to a word boundary.
// Runs shorter than three letters are skipped; letters is the number of
// letters costed. Words and identifiers cost 2 to 3 bits a letter, random
// letters 5 or more.
func wordCost(s string) (bits float64, letters int) {
	total := 0
	for i := 0; i < len(s); {
		j := runEnd(s, i)
		if run := s[i:j]; isLetter(run[0]) && len(run) >= 3 {
			p2, p1 := ngramBoundary, ngramBoundary
			for k := 0; k <= len(run); k++ {
				c := ngramBoundary
				if k < len(run) {
					c = int(lower(run[k]) - 'a')
				}
				total += int(ngramCost[(p2*27+p1)*27+c])
				p2, p1 = p1, c
			}
			letters += len(run)
		}
		i = j
	}
	if letters == 0 {
		return 0, 0
	}
	return float64(total) / 16 / float64(letters), letters
}
