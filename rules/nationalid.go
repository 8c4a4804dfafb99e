package rules

import "slices"

// National identity numbers whose check digits define them: Brazil's CPF,
// France's NIR (the numéro de sécurité sociale), Canada's SIN, Australia's
// TFN and the UK's NHS number. Each
// validator takes a candidate its rule's loose regexp found and applies
// the check the issuing state builds into the number, so that a run of
// digits of the same length (an order, a timestamp, a phone) is kept.

// cpfWords name a CPF: eleven digits in a row need one before them.
var cpfWords = []string{"cpf"}

// validCPF accepts a Brazilian CPF written 000.000.000-00, or as eleven
// digits in a row after a CPF word on their line or before one (a
// record's type field after its value: "document":"v","document_type":
// "CPF"): not one digit eleven times, not inside a longer number, and
// with its two mod-11 check digits (each the remainder of ten times the
// weighted sum of the digits before it, weights counting down to 2, mod
// 11; 10 counts as 0).
func validCPF(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 11)
	if !ok || end-start == 11 && !wordBefore(text[:start], cpfWords) && !wordAfter(text[end:], cpfWords) {
		return false
	}
	for k := 9; k <= 10; k++ {
		if descendingSum(d[:k])*10%11%10 != d[k] {
			return false
		}
	}
	return true
}

// nirWords name a French social security number: fifteen digits in a row
// need one before them.
var nirWords = []string{"nir", "sécurité sociale", "securite sociale", "sécu", "secu", "insee", "n° ss", "social security"}

// validNIR accepts a French NIR written in its printed groups (1 85 07 75
// 056 123 45), or as fifteen digits in a row after a NIR word on their
// line: a sex digit of 1 or 2, a month of 01 to 12 (or 20 and above, for
// a month unknown), and a key of 97 minus the first thirteen digits mod
// 97. A Corsican département (2A, 2B) is written with letters, which the
// rule's regexp does not take.
func validNIR(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 15)
	if !ok || d[0] != 1 && d[0] != 2 || d[3] == 0 && d[4] == 0 || d[3] == 1 && d[4] > 2 ||
		end-start == 15 && !wordBefore(text[:start], nirWords) {
		return false
	}
	n := 0
	for _, x := range d[:13] {
		n = (n*10 + x) % 97
	}
	return 97-n == d[13]*10+d[14]
}

// sinWords name a Canadian social insurance number.
var sinWords = []string{"sin", "social insurance", "assurance sociale", "nas"}

// validSIN accepts a Canadian SIN: nine digits, in groups of three split
// by one kind of separator or in a row, after a SIN word on their line;
// a first digit other than 0 and 8 (no province issues them) and a valid
// Luhn check digit.
func validSIN(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 9)
	return ok && d[0] != 0 && d[0] != 8 && wordBefore(text[:start], sinWords) && luhn(d)
}

// tfnWords name an Australian tax file number.
var tfnWords = []string{"tfn", "tax file number", "tax file no"}

// validTFN accepts an Australian tax file number after its name: nine
// digits, in groups of three split by one kind of separator or in a row,
// whose sum weighted 1, 4, 3, 7, 5, 8, 6, 9, 10 is a multiple of 11; but
// not 123 456 782, the example that validators' documentation shows.
func validTFN(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 9)
	return ok && wordBefore(text[:start], tfnWords) && weightedSum(d, 1, 4, 3, 7, 5, 8, 6, 9, 10)%11 == 0 &&
		!slices.Equal(d, []int{1, 2, 3, 4, 5, 6, 7, 8, 2})
}

// validNHS accepts a UK NHS number: ten digits, in groups of 3-3-4 split by
// one kind of separator or in a row, whose tenth is 11 minus the sum of
// the nine before it weighted 10 down to 2, mod 11 (a sum that leaves 10
// is never issued).
func validNHS(text string, start, end int) bool {
	d, ok := checkedDigits(text, start, end, 10)
	if !ok {
		return false
	}
	check := (11 - descendingSum(d[:9])%11) % 11
	return check != 10 && check == d[9]
}

// descendingSum is the sum of the digits d weighted from len(d)+1 down
// to 2, the first digit's weight the highest: the mod-11 checks of the
// CPF, the NHS number, the NIF and the BSN.
func descendingSum(d []int) int {
	sum := 0
	for i, x := range d {
		sum += x * (len(d) + 1 - i)
	}
	return sum
}

// checkedDigits returns the n digits of text[start:end] (the rule's
// regexp places the separators between them), when they are not one digit
// n times and do not continue a longer number or word.
func checkedDigits(text string, start, end, n int) ([]int, bool) {
	if numberAround(text, start, end) {
		return nil, false
	}
	d := make([]int, 0, n)
	for i := start; i < end; i++ {
		if c := text[i]; isDigit(c) {
			if len(d) == n {
				return nil, false
			}
			d = append(d, int(c-'0'))
		}
	}
	if len(d) != n {
		return nil, false
	}
	for _, x := range d {
		if x != d[0] {
			return d, true
		}
	}
	return nil, false
}
