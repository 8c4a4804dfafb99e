package rules

import "strings"

// vinSet is the alphabet of a vehicle identification number (ISO 3779):
// capitals but I, O and Q, and digits; vinValues are the letters' values
// in the check digit's sum (49 CFR 565), in vinSet's order.
const (
	vinSet    = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
	vinValues = "12345678123457923456789"
)

// vinWeights weigh a VIN's positions in its check digit's sum; the ninth,
// the check digit itself, weighs nothing.
var vinWeights = [17]int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}

// validVIN accepts a vehicle identification number whose ninth character
// is its check digit: the weighted sum of the characters' values mod 11,
// 10 written X. North America requires the digit and most makers
// elsewhere write it; a VIN without it stays, as do one character
// seventeen times (a placeholder) and any seventeen characters that only
// look like one.
func validVIN(text string, start, end int) bool {
	v := text[start:end]
	if len(v) != 17 || strings.Count(v, v[:1]) == 17 {
		return false
	}
	sum := 0
	for i := range len(v) {
		c := v[i]
		switch k := strings.IndexByte(vinSet, c); {
		case k < 0:
			return false
		case c >= 'A':
			sum += int(vinValues[k]-'0') * vinWeights[i]
		default:
			sum += int(c-'0') * vinWeights[i]
		}
	}
	return "0123456789X"[sum%11] == v[8]
}
